"""The referee on coinche records (docs/formats.md "Coinche records"): the data/records examples, each
checked by hand, calls that break the auction (valid: false at bidding[k]) and malformed records."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from belote_learn import PositionError
from belote_learn.cli import main
from belote_learn.records import check_game, check_record

from tests.systems.coinche_deals import record_of


RECORDS = Path(__file__).resolve().parents[2] / "data" / "records"


def load(name):
    return json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))


# Every example, with the arithmetic read off its breakdown (belote-learn check FILE):
EXAMPLES = {
    # W bids 90 H; E-W 75 card points + 10 (last trick) + 20 (W's belote) = 105 >= 90 and > N-S's 77:
    # E-W 105 + 90 = 195 -> 200, N-S 77 -> 80
    "coinche-made": ("made", {"NS": 80, "EW": 200}, "90 H", "W", 1),
    # N bids capot in clubs and takes every trick: 252 + 250 = 502 -> 500
    "coinche-capot-bid": ("capot", {"NS": 500, "EW": 0}, "capot C", "N", 1),
    # N bids 100 D, coinched: 81 + 10 = 91 < 100, failed: E-W (160 + 100) x 2 = 520
    "coinche-coinched-failed": ("dedans", {"NS": 0, "EW": 520}, "100 D", "N", 2),
    # N bids 80 D, coinched and surcoinched: 85 >= 80 and > 67 + 10 = 77, made: (160 + 80) x 4 = 960
    "coinche-surcoinched-made": ("made", {"NS": 960, "EW": 0}, "80 D", "N", 4),
    # N bids 120 S: 20 + 10 + 20 (belote) = 50 < 120, failed: N-S keep their belote 20, E-W 160 + 120 = 280
    "coinche-failed": ("dedans", {"NS": 20, "EW": 280}, "120 S", "N", 1),
    # four passes: thrown in, nothing scored, no contract
    "coinche-four-passes": ("thrown-in", {"NS": 0, "EW": 0}, None, None, None),
    # N bids 100 H: 64 + 10 + 20 (belote) = 94 < 100, failed: N-S 20, E-W 160 + 100 = 260
    "coinche-past-target-by-belote": ("dedans", {"NS": 20, "EW": 260}, "100 H", "N", 1),
}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_coinche_examples_by_hand(name):
    result, score, contract, taker, multiplier = EXAMPLES[name]
    rec = load(name)
    assert "turn_up" not in rec
    res = check_record(rec).to_dict()
    assert res["valid"] and res["result"] == result and res["score"] == score
    assert (res["contract"], res["taker"], res["multiplier"]) == (contract, taker, multiplier)
    before = rec["scores_before"]
    assert res["scores_after"] == {t: before[t] + score[t] for t in ("NS", "EW")}
    assert res["held_over"] == 0


def test_required_coinche_examples():
    names = {p.stem for p in RECORDS.glob("coinche-*.json")}
    assert {"coinche-made", "coinche-capot-bid", "coinche-coinched-failed", "coinche-surcoinched-made",
            "coinche-failed", "coinche-four-passes"} <= names
    assert set(EXAMPLES) == names  # every example is worked by hand above


def test_game_with_the_belote_exception():
    g = check_game(json.loads((RECORDS / "game-coinche-belote-exception.json").read_text()))
    # deal 1: 985 + 20 = 1005 for N-S, by their belote alone in a failed contract: not won yet;
    # E-W 700 + 260 = 960. Deal 2: N-S make 80 S, 103 + 10 = 113 vs 49 + 20 (W's tierce) = 69:
    # 113 + 80 = 193 -> 190, 69 -> 70; totals 1195 and 1030: both past 1000, the higher wins
    first, second = g.hands
    assert first.scores_after == {"NS": 1005, "EW": 960}
    assert second.score == {"NS": 190, "EW": 70}
    assert g.valid and g.totals == {"NS": 1195, "EW": 1030} and g.winner == "NS"
    # the first deal alone: no winner yet although N-S have passed 1000
    only_first = check_game(json.loads((RECORDS / "game-coinche-belote-exception.json").read_text())[:1])
    assert only_first.winner is None and only_first.totals == {"NS": 1005, "EW": 960}


def with_bidding(calls):
    rec = load("coinche-coinched-failed")  # dealer E: anticlockwise, N speaks first, then W, S, E
    rec["bidding"] = calls
    rec["plays"] = []
    return rec


def first_seats(rec):
    order = {"N": "W", "W": "S", "S": "E", "E": "N"}  # anticlockwise: the next to speak
    seat = order[rec["dealer"]]
    out = []
    for _ in range(8):
        out.append(seat)
        seat = order[seat]
    return out


@pytest.mark.parametrize(
    "calls, k, rule",
    [
        (["100 H", "90 S"], 1, "bid-not-higher"),  # 90 after 100
        (["100 H", "100 S"], 1, "bid-not-higher"),  # the suit does not rank
        (["85 H"], 0, "bid-value"),  # no such value
        (["170 H"], 0, "bid-value"),
        (["100 H", "pass", "coinche"], 2, "coinche-own-side"),  # the bidder's partner coinches
        (["coinche"], 0, "coinche-no-bid"),
        (["100 H", "coinche", "110 H"], 2, "bid-after-coinche"),  # a bid after a coinche
        (["100 H", "coinche", "pass", "surcoinche"], 3, "surcoinche-wrong-side"),  # the coincher's partner
        (["100 H", "surcoinche"], 1, "surcoinche-not-coinched"),
        (["100 H", "pass", "pass", "pass", "110 S"], 4, "auction-over"),  # a call after the end
        (["80 H", "coinche", "surcoinche", "pass"], 3, "auction-over"),  # over at once after a surcoinche
        (["take"], 0, "not-a-coinche-call"),
    ],
)
def test_calls_that_break_the_auction(calls, k, rule):
    rec = with_bidding(None)
    seats = first_seats(rec)
    rec["bidding"] = [[seats[i], c] for i, c in enumerate(calls)]
    res = check_record(rec).to_dict()
    assert res["valid"] is False and res["score"] is None
    assert res["error"]["index"] == f"bidding[{k}]" and res["error"]["rule"] == rule and "call" in res["error"]


def test_call_out_of_turn_is_a_verdict():
    rec = with_bidding(None)
    seats = first_seats(rec)
    rec["bidding"] = [[seats[1], "80 H"]]  # the second player speaks first
    res = check_record(rec).to_dict()
    assert res["valid"] is False and res["error"]["rule"] == "out-of-turn" and res["error"]["index"] == "bidding[0]"


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda r: r.__setitem__("turn_up", "9H"), "turn_up"),  # coinche has no turn-up
        (lambda r: r["bidding"].__setitem__(0, [r["bidding"][0][0], "hello"]), "bidding[0]"),  # no call at all
        (lambda r: r.__setitem__("bidding", r["bidding"][:2]), "bidding"),  # an unfinished auction
    ],
)
def test_malformed_coinche_records(change, field):
    rec = load("coinche-coinched-failed")
    change(rec)
    with pytest.raises(PositionError) as err:
        check_record(rec)
    assert err.value.field == field


def test_plays_after_four_passes_are_malformed():
    rec = load("coinche-four-passes")
    rec["plays"] = [[first_seats(rec)[0], rec["hands"][first_seats(rec)[0]][0]]]
    with pytest.raises(PositionError) as err:
        check_record(rec)
    assert err.value.field == "plays"


def test_check_cli_json_fields(capsys):
    assert main(["check", "--json", str(RECORDS / "coinche-surcoinched-made.json"),
                 str(RECORDS / "coinche-four-passes.json")]) == 0
    made, passed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert (made["contract"], made["taker"], made["multiplier"], made["result"]) == ("80 D", "N", 4, "made")
    assert passed["result"] == "thrown-in" and passed["score"] == {"NS": 0, "EW": 0}
    assert passed["contract"] is None and passed["taker"] is None and passed["multiplier"] is None
    assert passed["scores_after"] == {"NS": 0, "EW": 0} and passed["held_over"] == 0


def test_litige_option_is_held_through_a_thrown_in_deal():
    # litige option: a thrown-in deal leaves the held points as they were
    rec = copy.deepcopy(load("coinche-four-passes"))
    rec["options"] = {"litige": True}
    rec["held_over"] = 81
    res = check_record(rec).to_dict()
    assert res["result"] == "thrown-in" and res["held_over"] == 81 and res["score"] == {"NS": 0, "EW": 0}


def test_check_says_the_end_rule_when_a_hand_passes_the_target():
    # coinche-past-target-by-belote: North-South start at 985, fail their contract and keep their belote 20:
    # 985 + 20 = 1005 >= 1000, but only thanks to the belote of a failed contract (rules.md "coinche", Game):
    # they have not won, and the check says so after the scores
    import subprocess, sys
    out = subprocess.run([sys.executable, "-m", "belote_learn", "check", "data/records/coinche-past-target-by-belote.json"],
                         capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2]).stdout
    assert "after 1005-960" in out
    assert out.strip().endswith("North-South are past the target of 1000 but have not won yet: they passed it only "
                                "thanks to their belote, in a hand in which they won no trick or lost their contract "
                                "(the coinche end rule); the game goes on.")


def test_a_huge_bid_in_a_record_is_a_broken_rule_not_a_malformed_file():
    # docs/formats.md: a call the system does not have ("85 H", "170 H") makes the record invalid at that
    # call (exit 0); "99999 H" is one too. Only a number no game could write (thousands of digits) is no
    # call at all (malformed, exit 2).
    rec = record_of("coinched-made")
    rec["bidding"][0][1] = "99999 H"
    res = check_record(rec).to_dict()
    assert not res["valid"] and res["error"]["index"] == "bidding[0]" and res["error"]["rule"] == "bid-value"
    rec["bidding"][0][1] = "9" * 5000 + " H"
    with pytest.raises(PositionError) as exc:
        check_record(rec)
    assert str(exc.value).startswith("bidding[0]: ") and len(str(exc.value)) < 300


def test_check_names_held_over_litige_points_only_where_the_preset_has_a_litige(capsys):
    from belote_learn.cli import main

    # coinche has no litige by default (docs/rules.md, "coinche": option litige off), so the summary line
    # ends after the scores; classic-501 has one, so the held-over points (none here) are named.
    data = Path(__file__).resolve().parents[2] / "data" / "records"
    assert main(["check", str(data / "coinche-made.json")]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last == "Scores before 0-0, after 80-200 (NS-EW)."  # 77 and 195 rounded to 80 and 200
    assert main(["check", str(data / "c501-made.json")]) == 0
    assert capsys.readouterr().out.strip().endswith("litige points held over: 0.")


def test_a_record_without_dealer_says_what_the_field_is(tmp_path, capsys):
    from belote_learn.cli import main

    p = tmp_path / "r.json"
    p.write_text(json.dumps({"rules": "coinche"}))
    assert main(["check", str(p)]) == 2  # exit status 2: bad input, one line, no traceback
    err = capsys.readouterr().err.strip()
    assert "dealer: missing (the seat that dealt: N, E, S or W" in err and "\n" not in err
