"""A file given to the wrong command: a hand record given to `explain`, or a position given to `check`, is
refused in one line naming the command it is for (not with a missing field of the other format, such as
"dealer: missing" or "contract: missing"), coinche records included: they have bidding and no contract, as an
auction position has, but their hands and plays say what they are."""
import json

import pytest

from tests.cli.runner import run
from belote_learn.rules.datafiles import data_path




@pytest.mark.parametrize("record", ["c501-made.json", "c1000-capot.json", "sta-nt-made.json", "mariage-cape.json",
                                    "coinche-made.json", "coinche-four-passes.json"])
def test_explain_of_a_hand_record_says_to_check_it(record):
    # a hand record (hands, plays) is refereed by `check`, not explained: exit 2 with one line naming
    # the command to use
    status, out, err = run("explain", str(data_path("records", record)))
    assert status == 2 and out == ""
    line = err.strip()
    assert "\n" not in line and len(line) < 300
    assert "hand record" in line and "belote-learn check" in line


def test_an_auction_position_refuses_the_fields_of_a_hand_record_in_one_line(tmp_path):
    # the auction of coinche-made.json as an auction position, with the record's plays left in: like every
    # position kind, it names the unknown field instead of ignoring it (exit 2, one line)
    rec = json.loads(data_path("records", "coinche-made.json").read_text(encoding="utf-8"))
    pos = {"rules": rec["rules"], "dealer": rec["dealer"], "bidding": rec["bidding"], "to_speak": "N",
           "plays": rec["plays"]}
    path = tmp_path / "auction.json"
    path.write_text(json.dumps(pos), encoding="utf-8")
    status, out, err = run("explain", str(path))
    line = err.strip()
    assert status == 2 and out == "" and "\n" not in line
    assert "plays" in line and "an auction position has rules, options, dealer, bidding, to_speak, hand" in line


def test_an_auction_position_read_from_python_refuses_a_record_s_hands():
    from belote_learn.core.errors import PositionError
    from belote_learn.systems.coinche.positions import AuctionPosition

    rec = json.loads(data_path("records", "coinche-made.json").read_text(encoding="utf-8"))
    with pytest.raises(PositionError) as e:
        AuctionPosition.from_dict({"rules": "coinche", "dealer": rec["dealer"], "bidding": rec["bidding"],
                                   "hands": rec["hands"]})
    assert "\n" not in str(e.value) and "hands" in str(e.value) and "an auction position has" in str(e.value)


@pytest.mark.parametrize("position", ["c501-01-lead.json", "mar-09-lead.json", "sta-13-lead.json"])
def test_check_of_a_position_says_to_explain_it(position):
    # a position (to_play, hand, contract) is explained, not refereed: exit 2, one line naming explain
    status, out, err = run("check", str(data_path("positions", position)))
    line = err.strip()
    assert status == 2 and "\n" not in line and len(line) < 300
    assert "position" in line and "belote-learn explain" in line


def test_check_of_an_auction_position_says_to_explain_it(tmp_path):
    # a coinche auction position (docs/formats.md): the calls so far and the seat to speak, no hands
    auction = {"rules": "coinche", "dealer": "N", "bidding": [["W", "100 H"]], "to_speak": "S"}
    f = tmp_path / "auction.json"
    f.write_text(json.dumps(auction), encoding="utf-8")
    status, out, err = run("check", str(f))
    assert status == 2 and "belote-learn explain" in err and len(err.strip()) < 300


