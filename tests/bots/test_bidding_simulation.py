"""The bidding simulations (belote_learn.bots.bidsim, belote_learn.bots.coinchesim): the statistics worked out by
hand, the turn-up play-outs on bit masks against the deals played through views, the coinche completions."""
import random

import pytest

from belote_learn import Card, CardSet, Seat, get_rules
from belote_learn.bots import bidsim, coinchesim
from belote_learn.bots.bidsim import paired_gap
from belote_learn.bots.simple import RuleBot
from belote_learn.systems.classic.deal import Deal


def test_paired_gap_by_hand():
    # samples: a = [10, 20, 30], b = [8, 14, 30]; differences 2, 6, 0 -> mean 8/3;
    # deviations -2/3, 10/3, -8/3 -> squares 4/9 + 100/9 + 64/9 = 168/9; variance 168/9/2 = 28/3;
    # standard error sqrt(28/3 / 3) = sqrt(28/9) = 1.7638
    res = {"a": {"samples": [10, 20, 30]}, "b": {"samples": [8, 14, 30]}}
    mean, se = paired_gap(res, "a", "b")
    assert mean == pytest.approx(8 / 3) and se == pytest.approx((28 / 9) ** 0.5)


# -- the turn-up simulation on bit masks, and the coinche completions ------------------------------

HAND = [Card.parse(c) for c in ("JH", "9H", "AS", "7C", "8D")]  # data/bidding/01-classic-501.json


def _played_through_deals(rules, dealer, seat, hand, turn_up, calls, n, rng):
    """The simulation as it was played before, through Deal views and rule-based bots: call -> samples."""
    team = seat.team
    out = {c: [] for c in calls}
    for _ in range(n):
        pack = bidsim.pack_for(rules, dealer, seat, hand, turn_up, rng)
        rng.randrange(1 << 30)
        for call in calls:
            d = Deal.from_pack(rules, dealer, pack)
            d.apply(call)
            bot = RuleBot(seed=0)
            while not d.is_over:
                d.apply(bot.choose(d.view(d.current_player())))
            out[call].append(d.score.score[team] - d.score.score[team.other] if d.phase == "done" else 0)
    return out


def test_turn_up_simulation_agrees_with_the_deals_played_out():
    # East deals, so South speaks first, holding J♥ 9♥ A♠ 7♣ 8♦ with the 10♥ turned up. The same 60
    # completions played through Deal views and through the bit-mask play-out: the same auctions (the same
    # rule-based bidding) and nearly the same play (the play-out reads voids only, and breaks ties its own
    # way), so taking beats passing in both by about the same margin: 93.8 points a deal (paired standard
    # error 9.0) against 92.3, well within the paired error
    rules = get_rules("classic-501")
    args = (rules, Seat.E, Seat.S, HAND, Card.parse("10H"))
    fast = bidsim.evaluate_calls(*args, [], ["take", "pass"], 60, random.Random(7))
    slow = _played_through_deals(*args, ["take", "pass"], 60, random.Random(7))
    gap_fast, se = bidsim.paired_gap(fast, "take", "pass")
    gap_slow = sum(a - b for a, b in zip(slow["take"], slow["pass"])) / 60
    assert gap_fast > 0 and gap_slow > 0
    assert abs(gap_fast - gap_slow) < 3 * se
    # deal by deal, most completions score the very same (45 of 60 after passing, 43 after taking): the
    # play differs only where the two inferences or tie-breaks part
    assert sum(a == b for a, b in zip(fast["pass"]["samples"], slow["pass"])) >= 40
    assert sum(a == b for a, b in zip(fast["take"]["samples"], slow["take"])) >= 40


def test_turn_up_simulation_is_the_same_every_time():
    rules = get_rules("classic-501")
    args = (rules, Seat.E, Seat.S, HAND, Card.parse("10H"), [], ["take", "pass"], 40)
    a = bidsim.evaluate_calls(*args, random.Random(3))
    b = bidsim.evaluate_calls(*args, random.Random(3))
    assert a == b and a["take"]["n"] == a["pass"]["n"] == 40


def test_coinche_completions_weigh_the_auction_as_before():
    # the completions fitting "80 H, pass" drawn with the remembered factors are the very deals the
    # factor-by-factor weight (_fit) gives: the same random draws, the same acceptances
    rules = get_rules("coinche")
    hand = CardSet.parse("JH 9H 8H AS 10S 7C 8C 7D").mask
    calls = [(Seat.S, "80 H"), (Seat.W, "pass")]  # dealer E: South speaks first, West second, North next
    fast = coinchesim.sample_completions(rules, Seat.E, Seat.N, hand, calls, 12, random.Random(4))
    original = coinchesim._Fitter.weight
    try:
        coinchesim._Fitter.weight = lambda self, hands: coinchesim._fit(rules, hands, calls, Seat.E, Seat.N)
        slow = coinchesim.sample_completions(rules, Seat.E, Seat.N, hand, calls, 12, random.Random(4))
    finally:
        coinchesim._Fitter.weight = original
    assert fast == slow
