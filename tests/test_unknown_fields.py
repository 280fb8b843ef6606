"""Unknown fields in position files, auction positions and hand records are refused with one line that
names the field and the fields allowed (a misspelt field must not be silently ignored)."""
import json

import pytest

from belote_learn.coinche import AuctionPosition
from belote_learn.datafiles import data_path
from belote_learn.errors import PositionError
from belote_learn.position import Position
from belote_learn.records import check_game, check_record

POSITION = {"rules": "classic-501", "options": {}, "contract": "H", "to_play": "S",
            "hand": ["7S", "KH", "10D"], "trick": [["N", "AS"], ["E", "8H"]]}


def test_a_misspelt_position_field_is_named_with_the_fields_allowed():
    data = dict(POSITION, trik=[])  # "trick" misspelt: read as no trick, it would change the answer
    with pytest.raises(PositionError) as e:
        Position.from_dict(data)
    assert e.value.field == "trik"
    msg = str(e.value)
    assert "unknown field" in msg and "did you mean trick?" in msg
    assert "rules, options, contract, to_play, hand, trick" in msg and "\n" not in msg
    assert data["trik"] == []  # the input is left as it was


def test_position_notes_are_still_kept():
    p = Position.from_dict(dict(POSITION, title="T", teaches="why", answer="7S"))
    assert p.extra == {"title": "T", "teaches": "why", "answer": "7S"}


def test_an_auction_position_refuses_an_unknown_field():
    with pytest.raises(PositionError) as e:
        AuctionPosition.from_dict({"rules": "coinche", "dealer": "N", "bidding": [], "hnad": ["JH"]})
    assert e.value.field == "hnad" and "did you mean hand?" in str(e.value)
    assert "rules, options, dealer, bidding, to_speak, hand" in str(e.value)


@pytest.mark.parametrize("name", ["c501-made", "coinche-made", "mariage-announced"])
def test_a_hand_record_refuses_an_unknown_field(name):
    path = data_path("records", f"{name}.json")
    if not path.exists():
        pytest.skip(f"no {name} example")
    data = json.loads(path.read_text())
    assert check_record(data).valid  # as shipped, with its notes title, shows and expected
    data["score"] = {"NS": 1, "EW": 2}  # an answer field put into a record by mistake
    with pytest.raises(PositionError) as e:
        check_record(data)
    assert e.value.field == "score"
    assert "a hand record has rules, options, dealer, hands" in str(e.value)


def test_a_game_record_names_the_hand_with_the_unknown_field():
    data = json.loads(data_path("records", "game-coinche-belote-exception.json").read_text())
    data[1]["held"] = 0
    with pytest.raises(PositionError) as e:
        check_game(data)
    assert e.value.field == "[1].held" and "did you mean held_over?" in str(e.value)


def test_every_shipped_data_file_is_still_read():
    for p in sorted(data_path("positions").glob("*.json")):
        Position.load(p)
    for p in sorted(data_path("records").glob("*.json")):
        data = json.loads(p.read_text())
        (check_game if isinstance(data, list) else check_record)(data)
