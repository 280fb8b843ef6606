"""French articles written as format specs ({card:le}, {seat:de}, {x:du}, {x:au}) and the card symbols of
each language (J Q K in English, V D R in French), read back as input in either language.

The article is chosen by the parameter's first word (locale/fr/grammar.json): "dame" and the queen's
symbol D are feminine, a vowel or a mute h elides, a digit never does (le 10, le 8: huit is an h aspiré).
"""
import pytest

from belote_learn.core import messages as M
from belote_learn.core.cards import Card, parse_card, parse_cards
from belote_learn.core.messages import CARD_SYMBOLS, SEAT_NAMES, card_symbol, render

FR = M._grammar("fr")


@pytest.mark.parametrize("word, le, de, du, au", [
    ("V♥", "le V♥", "de V♥", "du V♥", "au V♥"),            # valet: masculine
    ("D♠", "la D♠", "de D♠", "de la D♠", "à la D♠"),       # dame: feminine
    ("A♦", "l'A♦", "d'A♦", "de l'A♦", "à l'A♦"),           # as: a vowel elides
    ("10♥", "le 10♥", "de 10♥", "du 10♥", "au 10♥"),       # a digit never elides
    ("8♠", "le 8♠", "de 8♠", "du 8♠", "au 8♠"),            # le huit (h aspiré)
    ("huit", "le huit", "de huit", "du huit", "au huit"),
    ("Est", "l'Est", "d'Est", "de l'Est", "à l'Est"),
    ("Nord", "le Nord", "de Nord", "du Nord", "au Nord"),
    ("dame de pique", "la dame de pique", "de dame de pique", "de la dame de pique", "à la dame de pique"),
])
def test_french_article_is_chosen_by_the_first_word(word, le, de, du, au):
    assert (FR.article(word, "le"), FR.article(word, "de"), FR.article(word, "du"), FR.article(word, "au")) \
        == (le, de, du, au)


def test_a_capital_spec_starts_a_sentence():
    assert FR.article("A♦", "Le") == "L'A♦"
    assert FR.article("D♠", "Du") == "De la D♠"
    assert FR.article("Ouest", "De") == "D'Ouest"


def test_a_language_without_grammar_writes_the_parameter_alone():
    assert M._grammar("en").article("J♥", "le") == "J♥"


def test_a_template_with_article_specs_is_filled_in_french():
    templates = M._Templates(M._translations("fr"))
    templates["test.article"] = "{card:Le} {seat:de} bat {other:le}."
    # JH is card number 1 * 8 + 4 = 12 (hearts, jack); QS is 0 * 8 + 5 = 5; East is seat 1
    text = M._fill(templates, "fr", "test.article", {"card": CARD_SYMBOLS[12], "seat": SEAT_NAMES[1],
                                                      "other": CARD_SYMBOLS[5]})
    assert text == "Le V♥ d'Est bat la D♠."


def test_card_symbols_follow_the_language():
    # jack, queen, king, ace of hearts: card numbers 8 + 4, 8 + 5, 8 + 6, 8 + 7
    assert [render(card_symbol(n), "en") for n in (12, 13, 14, 15)] == ["J♥", "Q♥", "K♥", "A♥"]
    assert [render(card_symbol(n), "fr") for n in (12, 13, 14, 15)] == ["V♥", "D♥", "R♥", "A♥"]
    assert render(card_symbol(11), "fr") == "10♥"  # 8 + 3: the ten


@pytest.mark.parametrize("typed, card", [("V♥", Card.JACK_OF_HEARTS), ("D♠", Card.QUEEN_OF_SPADES),
                                         ("R♣", Card.KING_OF_CLUBS), ("vh", Card.JACK_OF_HEARTS),
                                         ("DD", Card.QUEEN_OF_DIAMONDS), ("10♦", Card.TEN_OF_DIAMONDS)])
def test_french_card_symbols_are_read_as_input(typed, card):
    assert parse_card(typed) == card


def test_a_french_hand_is_read_as_the_english_one():
    assert parse_cards("V♥ D♠ R♣ A♦") == parse_cards("J♥ Q♠ K♣ A♦")


@pytest.mark.parametrize("typed", ["RC", "dc", "V C".replace(" ", "")])
def test_a_french_rank_then_c_is_refused_as_ambiguous(typed):
    # to a French player C is cœur; in the English suit letters (S H D C) it is clubs: neither is guessed
    from belote_learn.core.errors import NotationError

    with pytest.raises(NotationError) as err:
        parse_card(typed)
    assert "ambiguous" in str(err.value)
    assert "cœur" in err.value.render("fr") and "trèfle" in err.value.render("fr")


def test_an_english_card_of_clubs_is_still_read():
    assert parse_card("KC") == Card.KING_OF_CLUBS and parse_card("QC") == Card.QUEEN_OF_CLUBS
