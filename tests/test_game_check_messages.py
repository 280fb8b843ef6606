"""check --game messages: the option that differs between hands, and a game already over before its
first hand, in words."""
import json

import pytest

from belote_learn.datafiles import data_path
from belote_learn.errors import PositionError
from belote_learn.records import check_game


def game():
    return json.loads(data_path("records", "game-coinche-belote-exception.json").read_text())


def test_an_option_that_differs_is_named():
    data = game()
    data[1]["options"] = {"litige": True}  # hand 0 plays coinche's default, litige off
    with pytest.raises(PositionError) as e:
        check_game(data)
    assert e.value.field == "[1].options.litige"
    assert str(e.value) == ("[1].options.litige: true here but false in hand 0: every hand of a game must use the "
                            "same rules and options")


def test_another_preset_is_named_as_the_rules():
    from belote_learn import get_rules
    from belote_learn.records import _rules_differ

    e = _rules_differ(1, get_rules("classic-1000"), get_rules("coinche"))
    assert e.field == "[1].rules"
    assert e.message == "classic-1000 here but coinche in hand 0: every hand of a game must use the same rules and options"


def test_a_game_over_before_its_first_hand_reads_correctly():
    data = game()
    data[0]["options"] = {"target": 1000}
    data[0]["scores_before"] = {"NS": 1000, "EW": 0}  # 1000 >= the target 1000: over before it starts
    with pytest.raises(PositionError) as e:
        check_game(data)
    assert str(e.value) == ("[0].scores_before: the game was already over: North-South have 1000, at or past the "
                            "target of 1000")
