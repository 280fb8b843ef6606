"""A file given to the wrong command: a hand record given to `explain`, or a position given to `check`, is
refused in one line naming the command it is for (not with a missing field of the other format, such as
"dealer: missing" or "contract: missing"); a coinche record still explains its auction."""
import contextlib
import io
import json

import pytest

from belote_learn.cli import main
from belote_learn.rules.datafiles import data_path


def run(*args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(list(args))
        except SystemExit as exc:
            status = exc.code
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("record", ["c501-made.json", "c1000-capot.json", "sta-nt-made.json", "mariage-cape.json"])
def test_explain_of_a_hand_record_says_to_check_it(record):
    # a hand record (hands, plays) is refereed by `check`, not explained: exit 2 with one line naming
    # the command to use
    status, out, err = run("explain", str(data_path("records", record)))
    assert status == 2 and out == ""
    line = err.strip()
    assert "\n" not in line and len(line) < 300
    assert "hand record" in line and "belote-learn check" in line


def test_explain_of_a_coinche_record_still_explains_its_auction():
    # a coinche record has bidding and no contract: it reads as an auction position (docs/formats.md
    # "Auction position"), here the whole auction of coinche-made.json: West's 90 H and three passes
    status, out, err = run("explain", str(data_path("records", "coinche-made.json")))
    assert status == 0 and out.startswith("Calls so far: West bids 90 in hearts")


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


