"""Benchmark: time of the bidding trainer's evaluation of one hand (target: at most 3 s; CPU and wall
time, median, 90th percentile and max), over the
curated problems of data/bidding, with the trainer's default number of simulations, one line per rule
system (the turn-up systems weigh every legal call; coinche the calls worth weighing, on the same
completions).

Usage: python bench/trainer.py [--simulations 200] [--rules coinche]
"""
from __future__ import annotations

import argparse
import os
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
        t, c = time.perf_counter(), time.process_time()
        res = p.evaluate(args.simulations, seed=p.seed)  # what the trainer plays out (BiddingTrainer.decide)
        n = next(iter(res.values()))["n"]
        by_system.setdefault(system_of(p.rules).title, []).append(
            (time.process_time() - c, p.name, len(res), n, time.perf_counter() - t))
    for title, times in by_system.items():
        cpu = sorted(t[0] for t in times)
        wall = sorted(t[4] for t in times)
        worst = max(times)
        fewest = min(t[3] for t in times)

        def spread(xs):
            return (f"median {statistics.median(xs):.2f} s, 90th percentile {xs[min(len(xs) - 1, int(0.9 * len(xs)))]:.2f} s, "
                    f"max {xs[-1]:.2f} s")

        print(f"{title}: {len(times)} curated problems, {args.simulations} completions per call at most:")
        print(f"  CPU time:  {spread(cpu)} (the slowest: {worst[1]}, {worst[2]} calls weighed)  "
              f"(target <= 3 s: {'met' if worst[0] <= 3 else 'NOT met'} in CPU time)")
        print(f"  wall time: {spread(wall)} (shared machine, load average {os.getloadavg()[0]:.1f})")
        print(f"  completions per call: {fewest} to {args.simulations} (the turn-up trainer plays {PLAYOUTS} deals at "
              "most, shared among the calls; coinche plays every weighed call on all of them; the same figures every "
              "time)")


if __name__ == "__main__":
    main()
