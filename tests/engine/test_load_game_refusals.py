"""belote_learn.game.load_game refuses unreadable JSON text in one line (a PositionError), as the game classes'
own from_json does: nesting too deep and numbers of thousands of digits included."""
from __future__ import annotations

import pytest

from belote_learn.core.errors import PositionError
from belote_learn.game import Game, load_game


def test_json_nested_too_deeply_is_a_position_error():
    # 100,000 opening brackets: json.loads runs out of recursion; Game.from_json says
    # "not a usable JSON document: nested too deeply", load_game should refuse it the same way, not raise
    # RecursionError
    deep = "[" * 100_000
    with pytest.raises(PositionError) as from_json:
        Game.from_json(deep)
    with pytest.raises(PositionError) as loaded:
        load_game(deep)
    assert "\n" not in str(loaded.value) and "nested too deeply" in str(loaded.value)
    assert str(from_json.value) == "not a usable JSON document: nested too deeply"


def test_a_number_of_thousands_of_digits_is_named_in_the_game_s_words():
    # a seed of 5,000 digits: Python's int limit (4,300 digits) refuses it with a sentence about
    # sys.set_int_max_str_digits(), which is no help to a player; Game.from_json says "it holds a number with
    # thousands of digits", and load_game should say the same, in one short line
    text = '{"seed": ' + "9" * 5000 + "}"
    with pytest.raises(PositionError) as loaded:
        load_game(text)
    said = str(loaded.value)
    assert "thousands of digits" in said and "set_int_max_str_digits" not in said and len(said) < 200
