"""Unknown fields in position files, auction positions and hand records are refused with one line that
names the field and the fields allowed (a misspelt field must not be silently ignored)."""
import json

import pytest

from belote_learn.systems.coinche.positions import AuctionPosition
from belote_learn.rules.datafiles import data_path
from belote_learn.core.errors import PositionError
from belote_learn.rules.position import Position
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


# -- bidding problem files (data/bidding) ---------------------------------------------------------------
def _problem_file(tmp_path, name, change):
    """A copy of a shipped problem file, changed by ``change`` (a dict edited in place), in tmp_path."""
    data = json.loads(data_path("bidding", f"{name}.json").read_text())
    change(data)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(data))
    return path, data


def test_every_shipped_bidding_problem_has_only_known_fields():
    from belote_learn.widgets.trainer import load_problems

    assert len(load_problems()) == len(list(data_path("bidding").glob("*.json")))


def test_a_misspelt_bidding_problem_field_is_named_in_one_line(tmp_path):
    from belote_learn.widgets.trainer import read_problem_file

    # "turn_up" misspelt: read as missing it would be refused anyway, but with the wrong reason
    path, data = _problem_file(tmp_path, "07-classic-501", lambda d: d.update(trun_up=d.pop("turn_up")))
    with pytest.raises(PositionError) as e:
        read_problem_file(path)
    assert e.value.field == "trun_up"
    assert str(e.value) == ("07-classic-501.json: trun_up: unknown field (did you mean turn_up?); a bidding problem "
                            "has rules, options, dealer, seat, hand, turn_up, calls_before, answer (notes: title, teaches)")
    assert json.loads(path.read_text()) == data  # the file is left as it was


def test_an_answer_field_misspelt_in_a_coinche_problem_is_named(tmp_path):
    from belote_learn.widgets.trainer import read_problem_file

    # "answer" misspelt: silently ignored, the problem would have no answer to grade against
    path, _ = _problem_file(tmp_path, "50-coinche", lambda d: d.update(anwser=d.pop("answer")))
    with pytest.raises(PositionError) as e:
        read_problem_file(path)
    assert e.value.field == "anwser" and "\n" not in str(e.value)
    assert str(e.value).startswith("50-coinche.json: anwser: unknown field (did you mean answer?); a coinche bidding "
                                   "problem has rules, options, dealer, seat, hand, calls_before, answer, seed")


def test_a_coinche_problem_with_a_turn_up_says_coinche_has_none(tmp_path):
    from belote_learn.widgets.trainer import read_problem_file

    path, _ = _problem_file(tmp_path, "50-coinche", lambda d: d.update(turn_up="JH"))
    with pytest.raises(PositionError) as e:
        read_problem_file(path)
    assert e.value.field == "turn_up" and "coinche has no turn-up" in str(e.value)


def test_the_trainer_refuses_an_unknown_field_and_keeps_its_problem():
    from belote_learn.widgets import BiddingTrainer

    t = BiddingTrainer()
    t.load(0)
    before = t.problem
    data = json.loads(data_path("bidding", "02-classic-501.json").read_text())
    data["hint"] = "take"  # not a field of a problem
    t.load(data)
    assert t.problem is before and t.error.startswith("hint: unknown field")
