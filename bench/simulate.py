"""Benchmark: random legal deals with full scoring, deals per second on one core.

Each deal: a seeded shuffle, the deal 3 + 2 and turn-up, random legal calls, completion, 32 random
legal cards (legal_mask), trick winners, declarations and belote, and the full score (made, dedans,
litige, capot). Coinche: the deal 3, 2, 3, a random legal auction (bids, capot, coinche, surcoinche),
the play and the coinche score (bid value, x2/x4, rounding). Target (issues "Whole hands and games" and
15): at least 5,000 deals/s.

Usage: python bench/simulate.py [--deals N] [--rules PRESET]
"""
from __future__ import annotations

import argparse
import random
import time

from belote_learn import Seat, get_rules
from belote_learn.game import Game
from belote_learn.simulate import random_deal


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default=None, help="one preset (default: each Belote preset and coinche)")
    args = ap.parse_args()
    presets = [args.rules] if args.rules else ["classic-501", "classic-1000", "sans-tout-atout", "coinche"]
    for preset in presets:
        rules = get_rules(preset, {"declarations": True} if preset == "classic-501" else None)
        rng = random.Random(args.seed)
        played = thrown = 0
        t = time.process_time()  # CPU time of this process: fair on a machine shared with other work
        for i in range(args.deals):
            d = random_deal(rules, rng, Seat(i % 4))
            if d.score is None:
                thrown += 1
            else:
                played += 1
        dt = time.process_time() - t
        rate = args.deals / dt
        print(
            f"{preset:<16} {rate:>9,.0f} deals/s  ({played:,} played, {thrown:,} thrown in, {dt:.2f} s of CPU)"
            f"  target 5,000/s: {'met' if rate >= 5000 else 'NOT met'}"
        )
    # the checked game state, for comparison (every action validated, events and explanations kept)
    rng = random.Random(args.seed)
    g = Game("classic-1000", seed=args.seed)
    t = time.process_time()
    n = 0
    while n < 2000:
        if g.over:
            g = Game("classic-1000", seed=rng.randrange(1 << 30))
        before = len(g.deals)
        g.apply(rng.choice(g.legal_actions()))
        n += len(g.deals) - before
    print(f"checked Game.apply path: {n / (time.process_time() - t):,.0f} deals/s of CPU (classic-1000)")


if __name__ == "__main__":
    main()
