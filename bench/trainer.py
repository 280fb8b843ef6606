"""Benchmark: time of the bidding trainer's evaluation of one hand (target: at most 3 s), over the
curated problems of data/bidding, with the trainer's default number of simulations.

Usage: python bench/trainer.py [--simulations 200]
"""
from __future__ import annotations

import argparse
import statistics
import time

from belote_learn.widgets.trainer import PLAYOUTS, evaluate_calls, load_problems


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--simulations", type=int, default=200)
    args = ap.parse_args()
    times = []
    for p in load_problems():
        t = time.perf_counter()
        res = evaluate_calls(p, args.simulations, seed=p.seed)
        n = next(iter(res.values()))["n"]
        times.append((time.perf_counter() - t, p.name, len(p.options()), n))
    secs = [t[0] for t in times]
    worst = max(times)
    fewest = min(t[3] for t in times)
    print(f"{len(times)} curated problems, {args.simulations} completions per call:")
    print(f"  median {statistics.median(secs):.2f} s, max {worst[0]:.2f} s ({worst[1]}, {worst[2]} calls)  "
          f"(target <= 3 s: {'met' if worst[0] <= 3 else 'NOT met'})")
    print(f"  completions per call: {fewest} to {args.simulations} (the trainer plays {PLAYOUTS} deals at most, "
          "shared among the calls, so the 6- and 7-call problems get fewer; the same figures every time)")


if __name__ == "__main__":
    main()
