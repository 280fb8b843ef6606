"""A practice game with lang="fr" says in French what it writes on its table's message line: the refusal of a
card (the rule's verdict, not its English text), the cards by their French letters (V D R), the auction's end
in bold, and the error line of an unreadable card. The same seed deals the same game: the moves below are the
ones the seed gives (South takes, then plays its first legal card)."""
from __future__ import annotations

from belote_learn import Card, Seat
from belote_learn.widgets import PracticeGame

NBSP = "\u00a0"


def _second_trick(lang: str) -> PracticeGame:
    """Seed 3: South takes clubs (the turn-up's suit) and leads the first trick with 7♠; East wins it with
    A♠ and leads the second with 10♠. South then holds J♠ as its only spade and 8♥, which it may not play."""
    p = PracticeGame("classic-501", seed=3, pace=0, lang=lang)
    assert p.act("take")
    assert p.act(p.game.view(Seat.S).legal[0])
    assert p.game.deal.trick == [(Seat.E, Card.parse("10S"))]
    return p


def test_a_refused_card_is_explained_in_the_game_s_language():
    p = _second_trick("fr")
    assert p.play("8H") is False
    said = p.table.frame["message"]
    # the verdict names the card refused (8♥), the card that obliges (the jack of spades: V♠, word.rank_symbol.jack
    # "V" in French), the suit led (pique) and the seat (Sud); it is the English one nowhere
    assert "8♥" in said and "V♠" in said and "pique" in said and "Sud" in said
    assert not any(w in said for w in ("not allowed", "South", "spades", "J♠", "must"))
    assert p.error == said  # the same words in .error: no second line under the explanation
    english = _second_trick("en")
    assert english.play("8H") is False and "South" in english.table.frame["message"]


def test_the_message_line_names_the_cards_by_their_french_letters():
    p = _second_trick("fr")
    said = p.table.frame["message"]
    # North followed the first trick with the queen of spades: D♠ in French (dame), never Q♠
    assert f"Nord{NBSP}: D♠." in said and "Q♠" not in said
    # the status line too: East led the ten of spades (10♠ in both languages)
    assert p.table.frame["status"].startswith(f"À vous{NBSP}:") and "(Est a entamé 10♠)" in p.table.frame["status"]


def test_the_auction_s_end_is_said_in_french_and_in_bold():
    p = PracticeGame("classic-501", seed=3, pace=0, lang="fr")
    assert p.act("take")
    said = p.table.frame["message"]
    # "Vous : Prendre." then the contract event, in bold: it names the taker, Sud, and trèfle (the turn-up's suit)
    assert said.startswith(f"Vous{NBSP}: Prendre. <b>") and said.endswith("</b>")
    bold = said.split("<b>", 1)[1]
    assert "Sud" in bold and "trèfle" in bold and "taker" not in bold


def test_an_unreadable_card_is_refused_in_the_game_s_language():
    p = PracticeGame("classic-501", seed=3, pace=0, lang="fr")
    assert p.play("ZZ") is False
    # the notation error in French: "carte inconnue 'ZZ'" then a non-breaking space before the colon
    assert p.error.startswith(f"carte inconnue 'ZZ'{NBSP}:")
    english = PracticeGame("classic-501", seed=3, pace=0)
    assert english.play("ZZ") is False and english.error.startswith("unknown card 'ZZ': ")


def test_the_expert_s_advice_names_its_card_by_its_french_letter():
    p = _second_trick("fr")
    p.hint()
    said = p.table.frame["message"]
    # South must follow spades with its only spade, the jack: the advice plays V♠ (valet), never J♠
    assert said.startswith(f"Conseil{NBSP}:") and "V♠" in said and "J♠" not in said
    # the card marked on the table is the same, by its code
    assert [c["c"] for c in p.table.frame["hand"]["cards"] if c["hint"]] == ["JS"]
