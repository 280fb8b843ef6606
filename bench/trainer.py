"""Benchmark: time of the bidding trainer's evaluation of one hand (target: at most 3 s), over the
curated problems of data/bidding, with the trainer's default number of simulations, one line per rule
system (the turn-up systems weigh every legal call; coinche the calls worth weighing, on the same
completions).

Usage: python bench/trainer.py [--simulations 200] [--rules coinche]
"""
from __future__ import annotations

import argparse
import statistics
import time

from belote_learn.systems import system_of
from belote_learn.widgets.trainer import PLAYOUTS, load_problems


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--simulations", type=int, default=200)
    ap.add_argument("--rules", help="only the problems of this preset")
    args = ap.parse_args()
    by_system: dict = {}
    for p in load_problems():
        if args.rules and p.rules.preset != args.rules:
            continue
        t = time.perf_counter()
        res = p.evaluate(args.simulations, seed=p.seed)  # what the trainer plays out (BiddingTrainer.decide)
        n = next(iter(res.values()))["n"]
        by_system.setdefault(system_of(p.rules).title, []).append((time.perf_counter() - t, p.name, len(res), n))
    for title, times in by_system.items():
        secs = [t[0] for t in times]
        worst = max(times)
        fewest = min(t[3] for t in times)
        print(f"{title}: {len(times)} curated problems, {args.simulations} completions per call at most:")
        print(f"  median {statistics.median(secs):.2f} s, max {worst[0]:.2f} s ({worst[1]}, {worst[2]} calls weighed)  "
              f"(target <= 3 s: {'met' if worst[0] <= 3 else 'NOT met'})")
        print(f"  completions per call: {fewest} to {args.simulations} (the turn-up trainer plays {PLAYOUTS} deals at "
              "most, shared among the calls; coinche plays every weighed call on all of them; the same figures every "
              "time)")


if __name__ == "__main__":
    main()
