"""Check the curated bidding problems of data/bidding against the simulation: for each problem, play
out many completions of the deal for every call weighed (the same deals for every call) and say
whether the problem's answer is the best call, or within the paired error bar of the best.

Usage: python tools/check_bidding_problems.py [--completions 1000 | --trainer] [--jobs 2] [--only 28 34]
                                              [--rules coinche]

Problems are numbered from 0 over every preset (file 01-... is problem 0), whereas BiddingTrainer.load(n)
and the lessons' bid_quiz(system=..., problem=n) count the problems of one preset only. Each
problem is weighed by its own rule system's simulation: every legal call of the turn-up systems; in
coinche the calls worth weighing (belote_learn.bots.coinchesim.candidate_calls) and the answer.

Prints one line a problem; exits 1 when an answer is clearly worse than the best call (the problem then
teaches something the trainer would grade as costly).
"""
from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor

from belote_learn.bots.bidsim import paired_gap
from belote_learn.widgets.trainer import load_problems

TRAINER_SIMULATIONS = 200
"""What BiddingTrainer plays out by default (its ``simulations``)."""


def check(args):
    index, completions, seed = args
    p = load_problems()[index]
    if completions is None:  # exactly what the trainer plays out and grades
        res = p.evaluate(TRAINER_SIMULATIONS, seed=p.seed)
    else:
        res = p.evaluate(completions, seed=seed, playouts=None)
    best = max(res, key=lambda c: res[c]["mean"])
    answer = p.answer or "?"
    gap, se = paired_gap(res, best, p.answer) if p.answer else (float("nan"), 0.0)
    means = "  ".join(f"{c} {r['mean']:+.1f}" for c, r in sorted(res.items(), key=lambda kv: -kv[1]["mean"]))
    ok = bool(p.answer) and (answer == best or gap <= 1.96 * se)
    return index, p.name, p.title, answer, best, gap, se, means, ok


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--completions", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=12345, help="other completions than the trainer's own")
    ap.add_argument("--trainer", action="store_true",
                    help="use the trainer's own completions (its seed and number): the grade a learner sees")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", type=int, nargs="*", help="problem numbers, from 0 over every preset (file 01-... is 0)")
    ap.add_argument("--rules", help="only the problems of this preset (e.g. coinche)")
    a = ap.parse_args()
    problems = load_problems()
    todo = list(a.only) if a.only else list(range(len(problems)))
    if a.rules:
        todo = [i for i in todo if problems[i].rules.preset == a.rules]
    bad = 0
    with ProcessPoolExecutor(a.jobs) as ex:
        for i, name, title, answer, best, gap, se, means, ok in ex.map(check, [(i, None if a.trainer else a.completions, a.seed) for i in todo]):
            bad += not ok
            verdict = "ok " if ok else "BAD"
            print(f"{verdict} {i:2d} {name:24s} answer {answer:10s} best {best:10s} gap {gap:5.1f} ± {1.96 * se:4.1f} | {means} | {title}",
                  flush=True)
    how = "the trainer's own completions" if a.trainer else f"{a.completions} completions a call"
    print(f"{len(todo) - bad} of {len(todo)} answers agree with the simulation ({how})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
