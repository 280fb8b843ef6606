"""A call or card out of turn is a rule violation the referee reports: ``valid: false`` with the error at
that index (index, seat, card or call, reason), in every preset, and exit status 0."""
import json

import pytest

from belote_learn.cli import main
from belote_learn.rules.datafiles import data_path
from belote_learn.records import check_game, check_record


def record(name):
    return json.loads(data_path("records", f"{name}.json").read_text())


def swap(rec, key, i, j):
    rec[key][i], rec[key][j] = rec[key][j], rec[key][i]
    return rec


# Each case: a record, the swap that puts an action out of turn, the error expected, and why (by hand).
CASES = [
    # classic-501, dealer N, clockwise N E S W: East leads 9D, then South; West's QD moved to plays[1]
    ("c501-made", ("plays", 1, 2), {"index": 1, "seat": "W", "card": "QD"}, "it is South's turn",
     "each player plays in turn, clockwise"),
    # trick 1 is E 9D, S 8D, W QD, N JD with hearts trumps: QD is the highest diamond, West leads trick 2;
    # North's QS moved to plays[4]
    ("c501-made", ("plays", 4, 5), {"index": 4, "seat": "N", "card": "QS"}, "it is West's turn",
     "the winner of the last trick leads the next"),
    # classic-1000, dealer E, anticlockwise N W S E: North leads KS, West follows; South's 8S moved up
    ("c1000-tie-made", ("plays", 1, 2), {"index": 1, "seat": "S", "card": "8S"}, "it is West's turn",
     "each player plays in turn, anticlockwise"),
    # sans-tout-atout, dealer W, anticlockwise: South (after West) speaks first; East's pass moved first
    ("sta-suit-made", ("bidding", 0, 1), {"index": "bidding[0]", "seat": "E", "call": "pass"},
     "it is South's turn", "the player after the dealer speaks first"),
    # the same deal: South leads the first trick (after the dealer West); East's 8D moved first
    ("sta-suit-made", ("plays", 0, 1), {"index": 0, "seat": "E", "card": "8D"}, "it is South's turn",
     "the player after the dealer leads the first trick"),
    # mariage, dealer W, anticlockwise: South leads 7C, East follows; North's QC moved to plays[1]
    ("mariage-announced", ("plays", 1, 2), {"index": 1, "seat": "N", "card": "QC"}, "it is East's turn",
     "each player plays in turn, anticlockwise"),
]


@pytest.mark.parametrize("name, move, error, turn, why", CASES, ids=[f"{c[0]}-{c[1][0]}{c[1][1]}" for c in CASES])
def test_out_of_turn_is_a_verdict_at_that_index(name, move, error, turn, why):
    res = check_record(swap(record(name), *move)).to_dict()
    assert res["valid"] is False and res["result"] is None and res["score"] is None
    assert {k: res["error"][k] for k in error} == error and res["error"]["rule"] == "out-of-turn"
    assert "out of turn" in res["error"]["reason"] and turn in res["error"]["reason"] and why in res["error"]["reason"]


def test_a_call_out_of_turn_in_the_classic_bidding():
    # classic-501, dealer N: East speaks first, so South's take at bidding[0] is out of turn
    rec = record("c501-made")
    rec["bidding"] = [["S", "take"]]
    res = check_record(rec)
    assert res.to_dict()["error"] == {"index": "bidding[0]", "seat": "S", "call": "take", "rule": "out-of-turn",
                         "reason": "South calls out of turn: it is East's turn (the player after the dealer speaks first)"}
    assert res.text().splitlines() == [
        "Not valid: bidding[0] South calls take: South calls out of turn: it is East's turn "
        "(the player after the dealer speaks first)",
        "Nothing is scored.",
    ]


def test_cli_answers_out_of_turn_with_status_0(tmp_path, capsys):
    f = tmp_path / "turn.json"
    f.write_text(json.dumps(swap(record("c501-made"), "plays", 1, 2)))
    assert main(["check", "--json", str(f)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["valid"] is False and out["error"]["index"] == 1 and out["error"]["seat"] == "W"
    assert main(["check", str(f)]) == 0
    assert capsys.readouterr().out.startswith("Not valid: plays[1] West plays Q♦: West plays out of turn")


def test_a_game_with_a_card_out_of_turn_stops_at_that_hand():
    game = record("game-c501-litige")
    seats = [p[0] for p in game[1]["plays"][:3]]
    assert len(set(seats)) == 3  # the first three cards of hand 2 come from three players in turn
    swap(game[1], "plays", 1, 2)
    res = check_game(game).to_dict()
    assert res["valid"] is False and res["error"]["hand"] == 1 and res["error"]["index"] == 1
    assert res["error"]["seat"] == seats[2] and "out of turn" in res["error"]["reason"]
    assert len(res["hands"]) == 2 and res["hands"][0]["valid"]


def test_a_card_out_of_turn_before_a_repeated_card_is_named_first():
    # plays[1] out of turn (West instead of South), and plays[6] repeats East's 9D: the referee stops at
    # plays[1], the earlier fault, so the record is answered (valid: false), not refused as malformed
    rec = swap(record("c501-made"), "plays", 1, 2)
    rec["plays"][6] = ["E", "9D"]
    res = check_record(rec)
    assert res.valid is False and res.error["index"] == 1


def _coinche_record():
    """A coinche deal played out by a game (dealer North; West bids 80 in spades, the three others pass)."""
    from belote_learn.systems.classic.game import Game

    game = Game("coinche", seed=3, dealer="N")
    deal = game.deal
    while game.deal is deal:
        legal = game.legal_actions()
        bidding = deal.phase == "bidding"
        game.apply(("pass" if deal.auction.calls else "80 S") if bidding else legal[0])
    return {"rules": "coinche", "dealer": "N",
            "hands": {str(s): [str(c) for c in cards] for s, cards in deal.start_hands.items()},
            "bidding": [[str(s), c] for s, c in deal.auction.calls],
            "plays": [[str(s), str(c)] for t in deal.tricks for s, c in t.cards]}


def test_out_of_turn_in_coinche_is_a_verdict_too():
    rec = _coinche_record()
    # coinche plays anticlockwise N W S E: with North dealing, West speaks first and leads the first trick
    assert rec["bidding"] == [["W", "80 S"], ["S", "pass"], ["E", "pass"], ["N", "pass"]]
    assert check_record(rec).to_dict()["valid"]
    calls = check_record(swap(json.loads(json.dumps(rec)), "bidding", 0, 1)).to_dict()["error"]
    assert (calls["index"], calls["seat"], calls["call"], calls["rule"]) == ("bidding[0]", "S", "pass", "out-of-turn")
    assert "it is West's turn (the player after the dealer speaks first)" in calls["reason"]
    card = rec["plays"][2][1]
    plays = check_record(swap(rec, "plays", 1, 2)).to_dict()["error"]
    assert (plays["index"], plays["seat"], plays["card"], plays["rule"]) == (1, "E", card, "out-of-turn")
    assert "it is South's turn (each player plays in turn, anticlockwise)" in plays["reason"]
