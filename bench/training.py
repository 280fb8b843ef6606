"""Benchmark: how long a level of the training path takes to generate (load its data, work out its answer:
the seed's deal replayed, the legal cards, the double-dummy line..., and say its question) and to grade a response (the right
answer, and a wrong one: for an ending the worst line, every card graded with its consequence), median and
95th percentile per skill, in CPU time (time.process_time, so it holds on a shared machine). Target: under
300 ms each, so that a learner never waits (issue 23).

Usage: python bench/training.py [--repeat 1] [--skills ending defend]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_learn.training import load_path  # noqa: E402
from belote_learn.training.skills import SKILL_NAMES  # noqa: E402
from tests.training.helpers import wrong_response  # noqa: E402

TARGET = 0.300


def percentile(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=1, help="times each level is generated and graded")
    ap.add_argument("--skills", nargs="*", choices=SKILL_NAMES, help="only these skills")
    args = ap.parse_args()
    path = load_path()
    rows = {}
    for spec in path.levels:
        if args.skills and spec.skill not in args.skills:
            continue
        gen, grade = rows.setdefault(spec.skill, ([], []))
        for _ in range(args.repeat):
            c = time.process_time()
            level = spec.build()
            level.question("en")
            gen.append(time.process_time() - c)
            wrong = wrong_response(level)  # built outside the timing (for an ending: the worst line, played once)
            c = time.process_time()
            level.check(level.answer)
            level.check(wrong)
            grade.append((time.process_time() - c) / 2)
    print(f"{sum(len(g) for g, _ in rows.values()) // args.repeat} levels, CPU time per level "
          f"(load average {os.getloadavg()[0]:.1f}); target under {TARGET * 1000:.0f} ms")
    print(f"{'skill':<22}{'levels':>7}   {'generate: median':>17} {'95th':>8}   {'grade: median':>14} {'95th':>8}")
    worst = 0.0
    for skill in SKILL_NAMES:
        if skill not in rows:
            continue
        gen, grade = rows[skill]
        g95, r95 = percentile(gen, 0.95), percentile(grade, 0.95)
        worst = max(worst, g95, r95)
        print(f"{skill:<22}{len(gen) // args.repeat:>7}   {statistics.median(gen) * 1000:>14.1f} ms {g95 * 1000:>5.1f} ms"
              f"   {statistics.median(grade) * 1000:>11.1f} ms {r95 * 1000:>5.1f} ms")
    print(f"slowest 95th percentile: {worst * 1000:.1f} ms (target under {TARGET * 1000:.0f} ms: "
          f"{'met' if worst < TARGET else 'NOT met'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
