"""Benchmark: the coinche bots (issue 15, "Bots at every level bid in the auction").

Prints:
* the expert's bidding decision time (target: under 2 s), over the decisions with a choice in the
  auctions of --deals deals where the expert sits North-South against the rule-based bot;
* the rule-based point count's speed: whole auctions per second (four rule-based bidders), and what
  those auctions come to (contract levels, coinches, surcoinches and how often each is made);
* strength: win rates with 95% confidence intervals over --games games per pairing, seats swapped for
  half of them: rule-based vs random, expert vs rule-based (targets 80% and 55%: the expert's edge
  over the rule-based bot in coinche is in the play and in the bidding decisions it simulates).

Usage: python bench/coinche_bots.py [--games 300] [--expert-games 200] [--jobs 2] [--deals 30]
                                    [--skip-strength]
"""
from __future__ import annotations

import argparse
import collections
import random
import statistics
import time
from multiprocessing import Pool

from belote_learn import Seat, get_rules
from belote_learn.bots import make_bot
from belote_learn.bots.coinchesim import _Completion, _score
from belote_learn.bots.pointcount import rule_call
from belote_learn.bots.tournament import run_tournament, wilson_interval
from belote_learn.coinche import CoincheAuction, deal_hands
from belote_learn.game import Game


def _chunk(args):
    a, b, games, seed = args
    r = run_tournament(a, b, games, "coinche", seed)
    return r.a.games_won, r.b.games_won, r.games, r.a.taken, r.a.made, r.b.taken, r.b.made, r.a.points, r.b.points, r.a.deals


def strength(a: str, b: str, games: int, jobs: int, target: float) -> None:
    chunks = max(jobs, 1) * 4
    per = [games // chunks + (1 if i < games % chunks else 0) for i in range(chunks)]
    tasks = [(a, b, n + n % 2, 2000 + i) for i, n in enumerate(per) if n]  # even: seats swapped for half
    t = time.perf_counter()
    with Pool(jobs) as pool:
        results = pool.map(_chunk, tasks)
    won = sum(r[0] for r in results)
    n = sum(r[2] for r in results)
    lo, hi = wilson_interval(won, n)
    a_taken, a_made = sum(r[3] for r in results), sum(r[4] for r in results)
    b_taken, b_made = sum(r[5] for r in results), sum(r[6] for r in results)
    deals = sum(r[9] for r in results)
    per_deal = (sum(r[7] for r in results) - sum(r[8] for r in results)) / deals
    verdict = "met" if won / n >= target else "NOT met"
    print(f"{a:>6} vs {b:<6} {won:g}/{n} = {won / n:.1%}  95% CI [{lo:.3f}, {hi:.3f}]  target {target:.0%}: {verdict}"
          f"  ({time.perf_counter() - t:.0f} s)")
    print(f"       {a}: {a_made}/{a_taken} contracts made ({a_made / max(1, a_taken):.0%}); {b}: {b_made}/{b_taken} "
          f"({b_made / max(1, b_taken):.0%}); {a} {per_deal:+.1f} points a deal over {deals} deals")


def expert_bid_speed(deals: int) -> None:
    times = []
    for i in range(deals):
        g = Game("coinche", seed=700 + i)
        expert = make_bot("expert", seed=i)
        rule = make_bot("rule", seed=i)
        while g.phase == "bidding":
            seat = g.current_player()
            view = g.view(seat)
            if seat.team is Seat.N.team and len(view.legal) > 1:
                t = time.perf_counter()
                a = expert.choose(view)
                times.append(time.perf_counter() - t)
            else:
                a = rule.choose(view)
            g.apply(a)
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    verdict = "met" if times[-1] < 2 else "NOT met"
    print(f"expert bidding decisions ({len(times)} with a choice, {deals} auctions): median "
          f"{statistics.median(times) * 1000:.0f} ms, 95th percentile {p95 * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms "
          f"(target under 2000 ms: {verdict})")


def rule_auctions(n: int = 3000) -> None:
    rules = get_rules("coinche")
    rng = random.Random(3)
    nxt = [int(Seat(s).next(rules.direction)) for s in range(4)]
    levels = collections.Counter()
    outcome = collections.Counter()
    auctions = []
    t = time.perf_counter()
    for i in range(n):
        pack = list(range(32))
        rng.shuffle(pack)
        dealer = Seat(i % 4)
        dealt = deal_hands(rules, dealer, pack)
        hands = [dealt[s] for s in Seat]
        a = CoincheAuction(rules, dealer)
        while not a.closed:
            s = a.to_speak
            a._apply(rule_call(rules, hands[s], s, a, explain=False)[0])
        auctions.append((a, hands))
    dt = time.perf_counter() - t
    for a, hands in auctions:
        if a.all_passed:
            levels["thrown in"] += 1
            continue
        b = a.bid
        levels["capot" if b.capot else b.value] += 1
        s = _score(rules, _Completion(hands), b, a.speaking_order(), nxt)
        outcome[(b.multiplier, s.result in ("made", "capot"))] += 1
    print(f"rule-based auctions: {n / dt:,.0f} a second ({n} deals)")
    print("  final contracts: " + ", ".join(f"{k} {v}" for k, v in sorted(levels.items(), key=lambda kv: str(kv[0]))))
    for m, name in ((1, "plain"), (2, "coinched"), (4, "surcoinched")):
        made, failed = outcome[(m, True)], outcome[(m, False)]
        if made + failed:
            print(f"  {name}: {made + failed} contracts, made {made} ({made / (made + failed):.0%})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="rule-based vs random games")
    ap.add_argument("--expert-games", type=int, default=200, help="expert vs rule-based games")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--deals", type=int, default=30, help="auctions timed for the expert's bidding")
    ap.add_argument("--skip-strength", action="store_true")
    args = ap.parse_args()
    expert_bid_speed(args.deals)
    rule_auctions()
    if not args.skip_strength:
        strength("rule", "random", args.games, args.jobs, 0.80)
        strength("expert", "rule", args.expert_games, args.jobs, 0.55)


if __name__ == "__main__":
    main()
