"""Positions and presets speak through the catalogue (rules/position.py, rules/presets.py): the English is
what it always was, and a position's errors and explanation can be said in another language."""
from __future__ import annotations

import pytest

from belote_learn.core.errors import PositionError, RulesError
from belote_learn.rules.position import Position
from belote_learn.rules.presets import OPTIONS, get_rules

POSITION = {"rules": "classic-501", "options": {}, "contract": "H", "to_play": "S", "hand": ["7S", "KH", "10D"]}


def test_a_preset_title_is_a_message(french):
    french({"preset.title.classic_501": "Belote française en 501"})
    rules = get_rules("classic-501")
    assert rules.title == str(rules.title_message) == "French Belote to 501"
    assert rules.title_message.render("fr") == "Belote française en 501"


def test_an_option_is_described_by_a_message():
    assert str(OPTIONS["target"].doc) == "the score that ends the game"


def test_a_rules_error_renders_in_the_language_asked(french):
    french({"preset.option.not_bool": "l'option {option} vaut true ou false, pas {value}"})
    with pytest.raises(RulesError) as err:
        get_rules("classic-501", {"declarations": "maybe"})
    assert str(err.value) == "option 'declarations' must be true or false, got \"maybe\""
    assert err.value.render("fr") == "l'option 'declarations' vaut true ou false, pas \"maybe\""


def test_an_error_of_a_field_keeps_the_field_name_and_says_the_rest_in_the_language(french):
    # the seat error of core/cards.py, passed on by the position under the field to_play
    french({"error.field": "{field} : {message}", "notation.seat.unknown": "siège inconnu {value}"})
    with pytest.raises(PositionError) as err:
        Position.from_dict({**POSITION, "to_play": "Q"})
    assert str(err.value) == 'to_play: unknown seat "Q": expected N, E, S or W'
    assert err.value.render("fr") == 'to_play : siège inconnu "Q"'


def test_seats_out_of_play_order_count_the_cards_before():
    # classic-501 plays clockwise N E S W: before South come West, North, East; one card must be East's
    with pytest.raises(PositionError, match=r"the card before must come from East, got West$"):
        Position.from_dict({**POSITION, "trick": [["W", "AS"]]})
    # two cards: North then East
    with pytest.raises(PositionError, match=r"the 2 cards before must come from North East, got East North$"):
        Position.from_dict({**POSITION, "trick": [["E", "AS"], ["N", "8H"]]})


def test_an_explanation_in_another_language_lines_up_its_verdicts(french):
    french({"position.text.mark_legal": "permise", "position.text.mark_illegal": "interdite",
            "position.text.hand": "Main : {cards}", "word.seat.south": "Sud"})
    ex = Position.from_dict({**POSITION, "trick": [["N", "AS"], ["E", "8H"]]}).explain()
    english = ex.text()
    assert english == ex.text("en") and "\nHand: 7♠ K♥ 10♦\n" in english
    # South must follow spades with 7♠ (the only spade); "legal  " and "illegal" are padded to 7 letters
    assert "\n  7♠   legal    7♠ must be played" in english and "\n  K♥   illegal  K♥ is not allowed" in english
    french_text = ex.text("fr")
    assert "\nMain : 7♠ K♥ 10♦\n" in french_text and "; Sud to play." in french_text.splitlines()[0]
    # "permise" (7 letters) padded to "interdite" (9)
    assert "\n  7♠   permise    7♠" in french_text and "\n  K♥   interdite  K♥" in french_text
    with pytest.raises(ValueError, match="unknown language"):
        ex.text("xx")
