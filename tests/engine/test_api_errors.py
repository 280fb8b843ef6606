"""Bad input to the Python API: clear ValueError subclasses naming what was wrong, and no shared
state changed by a failed or careless call."""
import copy

import pytest

from belote_learn import (BeloteError, Card, CardSet, Contract, Position, PositionError, Seat, Suit, get_rules,
                          play_table)
from belote_learn.core.errors import NotationError
from belote_learn.systems.classic.game import Game
from belote_learn.systems.mariage.game import MariageGame
from belote_learn.rules.position import read_json_file


@pytest.mark.parametrize(
    "kwargs, field",
    [
        ({"hand": None}, "hand"),
        ({"hand": 5}, "hand"),
        ({"trick": 5}, "trick"),
        ({"trick": ["E"]}, "trick[0]"),
        ({"trick": "N AS"}, "trick[0]"),
        ({"trick": [{"E": "AS"}]}, "trick[0]"),
        ({"options": [1]}, "options"),
        ({"rules": ["x"]}, "rules"),
    ],
)
def test_create_refuses_bad_values_naming_the_field(kwargs, field):
    args = {"rules": "classic-501", "contract": "H", "to_play": "S", "hand": "7S", **kwargs}
    with pytest.raises(PositionError) as err:
        Position.create(**args)
    assert err.value.field == field


def test_create_accepts_friendly_forms():
    p = Position.create("classic-501", "H", Seat.S, Card.SEVEN_OF_SPADES, ["E:AS"])
    assert p.hand == (Card.SEVEN_OF_SPADES,) and p.trick == ((Seat.E, Card.ACE_OF_SPADES),)
    assert Position.create("classic-501", "H", "S", CardSet.parse("7S 8S"), None).legal_cards() == CardSet.parse("7S 8S")


def test_presets_cannot_be_changed_through_a_returned_value():
    r = get_rules("classic-501")
    with pytest.raises(TypeError):
        r.options["target"] = 5
    assert get_rules("classic-501").target == 501 and copy.deepcopy(r) is r


def test_position_does_not_share_extra_fields_with_its_input():
    data = {"rules": "classic-501", "contract": "H", "to_play": "S", "hand": ["7S"], "title": ["a"]}
    p = Position.from_dict(data)
    data["title"].append("b")
    p.to_dict()["title"].append("c")
    assert p.extra["title"] == ["a"]


def test_value_types_parse_the_notation():
    assert Card("JH") is Card.JACK_OF_HEARTS and Seat("n") is Seat.N and Suit("♦") is Suit.DIAMONDS
    assert CardSet.of_suit("H") == CardSet.parse("7H 8H 9H 10H JH QH KH AH")
    assert Card.of("J", "H") is Card.JACK_OF_HEARTS and str(Contract("suit", "H")) == "H"
    for bad in (lambda: CardSet(None), lambda: CardSet(3.5), lambda: Card("ZZ"), lambda: Seat("Q")):
        with pytest.raises(BeloteError):
            bad()
    with pytest.raises(TypeError):  # Python's own "unsupported operand" message
        CardSet("JH") | None


def test_play_table_and_json_inputs():
    assert play_table("classic-501", "H").mode == 0
    for bad in (None, 5):
        with pytest.raises(PositionError, match="expected JSON text"):
            Position.from_json(bad)
    with pytest.raises(PositionError, match="got null"):
        Position.from_json("null")


@pytest.mark.parametrize("content, words", [
    (b"", "is empty"),
    (b"\x00\xff\xfe", "not a UTF-8 text file"),
    (b"{nope", "not valid JSON"),
])
def test_read_json_file_names_the_file_and_the_fault(tmp_path, content, words):
    f = tmp_path / "bad.json"
    f.write_bytes(content)
    with pytest.raises(PositionError) as exc:
        read_json_file(f)
    assert words in str(exc.value) and "bad.json" in str(exc.value)


def test_read_json_file_directory_and_missing(tmp_path):
    with pytest.raises(PositionError, match="is a directory"):
        read_json_file(tmp_path)
    with pytest.raises(PositionError, match="no such file"):
        read_json_file(tmp_path / "missing.json")


@pytest.mark.parametrize("seat", [None, 5, ["N"], True])
def test_view_of_a_bad_seat(seat):
    for g in (Game("classic-501", seed=42, dealer="N"), MariageGame(seed=4)):
        with pytest.raises(NotationError, match="unknown seat"):
            g.view(seat)


@pytest.mark.parametrize("actions, field", [("x", "actions"), (None, "actions"), ([["N"]], "actions[0]")])
def test_replay_with_bad_actions(actions, field):
    with pytest.raises(PositionError) as exc:
        Game.replay("classic-501", 1, "N", actions)
    assert exc.value.field == field


def test_long_bad_text_is_cut_in_messages():
    # a megabyte of nonsense is quoted by its first 37 characters and "...", not echoed whole
    with pytest.raises(NotationError) as exc:
        from belote_learn.core.cards import parse_card
        parse_card("X" * 1_000_000)
    assert len(str(exc.value)) < 300 and "XXX..." in str(exc.value)


def test_a_number_with_thousands_of_digits_is_named(tmp_path):
    f = tmp_path / "big.json"
    f.write_text('{"rules": "classic-501", "seed": ' + "1" * 5000 + "}")
    with pytest.raises(PositionError, match="a number with thousands of digits"):
        read_json_file(f)


def test_a_pipe_is_not_read(tmp_path):
    import os

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(PositionError, match="not a regular file"):
        read_json_file(fifo)
