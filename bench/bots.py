"""Benchmark: bot strength and speed (issue "Bots from beginner to expert").

Prints:
* strength: win rates with 95% confidence intervals over --games games per pairing, seats swapped for
  half of them (expert vs random, expert vs rule-based, rule-based vs random), using --jobs processes;
* double-dummy speed (one core): value of every legal card from the first card of a full deal, and
  from the start of the fifth trick (median, 95th percentile, max);
* the expert's decision time (median, 95th percentile) and the peak memory of a process playing it;
* rule-based simulation speed: whole deals per second with four rule-based bots.

Targets: expert >= 95% against random and >= 65% against rule-based; rule-based >= 80% against
random; DD first card median <= 200 ms, fifth trick median <= 2 ms; expert median <= 0.5 s and 95th
percentile <= 2 s; memory < 500 MB; rule-based >= 500 deals/s.

Usage: python bench/bots.py [--games 400] [--jobs 2] [--skip-strength]
"""
from __future__ import annotations

import argparse
import random
import resource
import statistics
import time
from multiprocessing import Pool

from belote_learn import Seat, get_rules
from belote_learn.bots import make_bot
from belote_learn.bots.dd import HAVE_C, DDSolver
from belote_learn.bots.simple import RuleBot
from belote_learn.bots.tournament import run_tournament, wilson_interval
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.deck import shuffled_pack
from belote_learn.systems.classic.game import Game


def _chunk(args):
    a, b, games, seed, rules = args
    r = run_tournament(a, b, games, rules, seed)
    return r.a.games_won, r.b.games_won, r.games


def strength(a: str, b: str, games: int, jobs: int, rules: str, target: float) -> None:
    chunks = max(jobs, 1) * 4
    per = [games // chunks + (1 if i < games % chunks else 0) for i in range(chunks)]
    # each chunk has an even number of games where possible, so seats are swapped for half of them
    tasks = [(a, b, n, 1000 + i, rules) for i, n in enumerate(per) if n]
    t = time.perf_counter()
    with Pool(jobs) as pool:
        results = pool.map(_chunk, tasks)
    won = sum(r[0] for r in results)
    n = sum(r[2] for r in results)
    lo, hi = wilson_interval(won, n)
    verdict = "met" if won / n >= target else "NOT met"
    print(f"{a:>6} vs {b:<6} {won:g}/{n} = {won / n:.1%}  95% CI [{lo:.3f}, {hi:.3f}]  "
          f"target {target:.0%}: {verdict}  ({time.perf_counter() - t:.0f} s)")


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def dd_speed(deals: int = 40) -> None:
    rules = get_rules("classic-501")
    first, fifth = [], []
    for seed in range(deals):
        rng = random.Random(seed)
        d = Deal.from_pack(rules, Seat.N, shuffled_pack(rng=rng))
        d.apply("take")
        solver = DDSolver(rules, d.contract)
        hands = [d.hands[s] for s in Seat]
        t = time.perf_counter()
        solver.values(hands, d.leader, d.taker.team)
        first.append(time.perf_counter() - t)
        while len(d.tricks) < 4:
            d.apply(rng.choice(d.legal_actions()))
        solver = DDSolver(rules, d.contract)
        won = all(t.winner.team is d.taker.team for t in d.tricks)
        t = time.perf_counter()
        solver.values([d.hands[s] for s in Seat], d.leader, d.taker.team, (), 4, won)
        fifth.append(time.perf_counter() - t)
    backend = "C core" if HAVE_C else "pure Python"
    print(f"double-dummy ({backend}), all legal cards, {deals} deals:")
    print(f"  from the first card: median {statistics.median(first) * 1000:.1f} ms, 95th percentile "
          f"{pct(first, 0.95) * 1000:.1f} ms, max {max(first) * 1000:.1f} ms  (target median <= 200 ms)")
    print(f"  from the fifth trick: median {statistics.median(fifth) * 1000:.2f} ms, 95th percentile "
          f"{pct(fifth, 0.95) * 1000:.2f} ms  (target median <= 2 ms)")


def expert_speed(games: int = 3) -> None:
    times = []
    for i in range(games):
        g = Game("classic-501", seed=500 + i)
        expert = make_bot("expert", seed=i)
        rule = make_bot("rule", seed=i)
        seats = {Seat.N: expert, Seat.S: expert, Seat.E: rule, Seat.W: rule}
        while not g.over:
            seat = g.current_player()
            view = g.view(seat)
            if seats[seat] is expert and len(view.legal) > 1:
                t = time.perf_counter()
                a = expert.choose(view)
                times.append(time.perf_counter() - t)
            else:
                a = seats[seat].choose(view)
            g.apply(a)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"expert decisions ({len(times)} with a choice, {games} games): median {statistics.median(times) * 1000:.0f} ms, "
          f"95th percentile {pct(times, 0.95) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms  "
          f"(targets 500 ms and 2000 ms)")
    print(f"peak memory of this process: {rss:.0f} MB  (target < 500 MB)")


def rule_speed(deals: int = 2000) -> None:
    rules = get_rules("classic-501")
    rng = random.Random(7)
    bot = RuleBot(rng=rng)
    played = 0
    t = time.perf_counter()
    for i in range(deals):
        d = Deal.from_pack(rules, Seat(i % 4), shuffled_pack(rng=rng))
        while not d.is_over:
            d.apply(bot.choose(d.view(d.current_player())))
        played += d.phase == "done"
    dt = time.perf_counter() - t
    print(f"rule-based bots: {deals / dt:,.0f} whole deals/s ({played} played, {deals - played} thrown in) "
          f"(target >= 500/s)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rules", default="classic-501")
    ap.add_argument("--skip-strength", action="store_true")
    args = ap.parse_args()
    dd_speed()
    rule_speed()
    expert_speed()
    if not args.skip_strength:
        strength("rule", "random", args.games, args.jobs, args.rules, 0.80)
        strength("expert", "random", args.games, args.jobs, args.rules, 0.95)
        strength("expert", "rule", args.games, args.jobs, args.rules, 0.65)


if __name__ == "__main__":
    main()
