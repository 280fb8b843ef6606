"""Benchmark: the CPU time of every bot decision, as the practice game makes them (issue 24, "At once":
every decision at the level the practice game uses by default under 300 ms at the 95th percentile).

The practice game (belote_learn/widgets/practice.py) plays the rule-based bot ("rule") as partner and
opponents by default, and asks the expert for South's hints. Here four bots of one level play --deals
deals of each rule system, each reseeded before each decision as the practice game does
(:func:`~belote_learn.bots.base.decision_seed`), and every decision with a choice (more than one legal
action) is timed in CPU time (time.process_time: the machine is shared): the choice (``bot.choose``),
and the choice with the bot's reading of the hidden hands (``bot.explain_last()``, what the table shows
as "what the bots think"). One line per level, rule system and kind (cards, calls): median, 95th
percentile and max, in ms.

Usage: python bench/decisions.py [--deals 20] [--levels rule expert] [--rules classic-501 coinche] [--repeat 1]
"""
from __future__ import annotations

import argparse
import statistics
import time

from belote_learn.bots import make_bot
from belote_learn.bots.base import decision_seed
from belote_learn.core.cards import Card, Seat

PRESETS = ("classic-501", "classic-1000", "sans-tout-atout", "coinche", "mariage")
DEFAULT_LEVEL = "rule"
"""The practice game's default partner and opponents (PracticeGame(partner="rule", opponents="rule"))."""
GOAL_MS = 300


def _game(preset: str, seed: int):
    if preset == "mariage":
        from belote_learn.systems.mariage.game import MariageGame

        return MariageGame(preset, seed=seed)
    from belote_learn.systems.classic.game import Game

    return Game(preset, seed=seed)


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def measure(level: str, preset: str, deals: int, seed0: int = 0) -> dict:
    """kind -> {"choose": [seconds], "explained": [seconds]} over ``deals`` deals (whole games, cut when
    ``deals`` deals are played)."""
    out = {"card": {"choose": [], "explained": []}, "call": {"choose": [], "explained": []}}
    played = 0
    seed = seed0
    while played < deals:
        g = _game(preset, seed)
        bots = {s: make_bot(level, seed=seed * 10 + s) for s in Seat}
        before = len(g.deals)
        while not g.over and played < deals:
            seat = g.current_player()
            view = g.view(seat)
            bot = bots[seat]
            bot.reseed(decision_seed(g.seed, seat, len(g.actions)))
            t = time.process_time()
            action = bot.choose(view)
            t1 = time.process_time()
            bot.explain_last()
            t2 = time.process_time()
            if len(view.legal) > 1:
                kind = out["card" if isinstance(action, Card) else "call"]
                kind["choose"].append(t1 - t)
                kind["explained"].append(t2 - t)
            g.apply(action)
            if len(g.deals) > before:
                played += len(g.deals) - before
                before = len(g.deals)
        seed += 1
    return out


def line(xs) -> str:
    ms = [x * 1000 for x in xs]
    return f"median {statistics.median(ms):6.1f}  p95 {pct(ms, 0.95):6.1f}  max {max(ms):6.1f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--levels", nargs="*", default=["rule", "expert"])
    ap.add_argument("--rules", nargs="*", default=list(PRESETS))
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    print(f"CPU time per decision with a choice, ms (the practice game's default level: {DEFAULT_LEVEL}; goal p95 < {GOAL_MS} ms)")
    for level in args.levels:
        worst = 0.0
        for preset in args.rules:
            res = measure(level, preset, args.deals, args.seed)
            for kind, r in res.items():
                if not r["choose"]:
                    continue
                worst = max(worst, pct(r["explained"], 0.95))
                print(f"{level:>6} {preset:<15} {kind + 's':<5} n={len(r['choose']):4d}  choice: {line(r['choose'])}"
                      f"  | with beliefs: {line(r['explained'])}")
        verdict = "met" if worst * 1000 < GOAL_MS else "NOT met"
        print(f"{level:>6}: worst 95th percentile {worst * 1000:.0f} ms (with beliefs): goal {verdict}")


if __name__ == "__main__":
    main()
