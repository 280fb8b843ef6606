"""The words of the notation are messages of the catalogue (core/cards.py, core/ranking.py): a card or a
contract in words is English through its English properties and in another language through its message."""
from __future__ import annotations

from belote_learn.core.cards import Card
from belote_learn.core.ranking import Contract


def test_a_card_in_words_in_the_language_asked(french):
    french({"notation.card.words": "{rank} de {suit}", "word.rank.jack": "valet", "word.suit.hearts": "cœur"})
    jack = Card.parse("JH")
    assert jack.name_en == jack.words() == "jack of hearts"
    assert jack.words("fr") == "valet de cœur"


def test_a_contract_in_words_in_the_language_asked(french):
    french({"notation.contract.words.suit": "atout {suit}", "word.suit.hearts": "cœur",
            "notation.contract.words.no_trumps": "sans atout"})
    hearts, nt, at = Contract.parse("H"), Contract.parse("NT"), Contract.parse("AT")
    assert (hearts.words, nt.words, at.words) == ("hearts trumps", "no trumps", "all trumps")
    assert (hearts.phrase.render("fr"), nt.phrase.render("fr")) == ("atout cœur", "sans atout")
    assert at.phrase.render("fr") == "all trumps"  # no French text given: English, message by message
