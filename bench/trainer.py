"""Benchmark: time of the bidding trainer's evaluation of one hand (issue 24's goal: under 300 ms at the
median, in CPU time; CPU and wall time, median, 90th percentile and max), over the curated problems of
data/bidding, with the trainer's default number of simulations, one line per rule system (the turn-up
systems weigh every legal call; coinche the calls worth weighing, on the same completions). With
--repeat N each problem is weighed N times: the CPU times are each problem's fastest (the machine is
shared), and the figures must be the same every time (the trainer shows the same verdict each time a
problem comes back).

Usage: python bench/trainer.py [--simulations 200] [--rules coinche] [--repeat 1]
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
    ap.add_argument("--repeat", type=int, default=1, help="weigh each problem this many times")
    args = ap.parse_args()
    by_system: dict = {}
    unstable = []
    for p in load_problems():
        if args.rules and p.rules.preset != args.rules:
            continue
        cpu, wall, first = [], [], None
        for _ in range(max(1, args.repeat)):
            t, c = time.perf_counter(), time.process_time()
            res = p.evaluate(args.simulations, seed=p.seed)  # what the trainer plays out (BiddingTrainer.decide)
            cpu.append(time.process_time() - c)
            wall.append(time.perf_counter() - t)
            figures = {call: (r["mean"], r["se"], r["n"]) for call, r in res.items()}
            if first is None:
                first = figures
            elif figures != first:
                unstable.append(p.name)
        n = next(iter(res.values()))["n"]
        by_system.setdefault(system_of(p.rules).title, []).append((min(cpu), p.name, len(res), n, min(wall)))
    for title, times in by_system.items():
        cpu = sorted(t[0] for t in times)
        wall = sorted(t[4] for t in times)
        worst = max(times)
        fewest = min(t[3] for t in times)

        def spread(xs):
            return (f"median {statistics.median(xs):.3f} s, 90th percentile {xs[min(len(xs) - 1, int(0.9 * len(xs)))]:.3f} s, "
                    f"max {xs[-1]:.3f} s")

        print(f"{title}: {len(times)} curated problems, {args.simulations} completions per call at most:")
        median = statistics.median(cpu)
        print(f"  CPU time:  {spread(cpu)} (the slowest: {worst[1]}, {worst[2]} calls weighed)  "
              f"(goal: median under 0.30 s: {'met' if median < 0.3 else 'NOT met'})")
        print(f"  wall time: {spread(wall)} (shared machine, load average {os.getloadavg()[0]:.1f})")
        print(f"  completions per call: {fewest} to {args.simulations} (the turn-up trainer plays {PLAYOUTS} deals at "
              "most, shared among the calls; coinche plays every weighed call on all of them; the same figures every "
              "time)")
    if args.repeat > 1:
        print(f"figures the same on each of {args.repeat} weighings: "
              + ("every problem" if not unstable else "NOT for " + ", ".join(sorted(set(unstable)))))


if __name__ == "__main__":
    main()
