"""Benchmark: positions per second for the legal cards alone, and with reasons (one core).

Rates are per second of CPU time (time.process_time), so they hold on a shared machine. Targets (issue
"Foundation"): at least 200,000 positions/s for legal cards and 20,000/s with
reasons. Positions are random deals of every preset and contract with 0-3 cards on the table.

Usage: python bench/legal_plays.py [--positions N] [--seed S]
"""
from __future__ import annotations

import argparse
import random
import time

from belote_learn import ALL_CARDS, PRESET_NAMES, Position, Seat, get_rules, legal_mask, play_table
from belote_learn.rules.play import analyse
from belote_learn.rules.position import expected_trick_seats


def random_positions(n: int, rng: random.Random) -> list[Position]:
    out = []
    seats = "NESW"
    for _ in range(n):
        rules = get_rules(rng.choice(PRESET_NAMES))
        contract = rng.choice(rules.contracts())
        to_play = rng.choice(seats)
        tricks_done = rng.randrange(8)  # cards left in hand: 8 - tricks_done
        n_trick = rng.randrange(4)
        cards = rng.sample(ALL_CARDS, 8 - tricks_done + n_trick)
        trick_seats = expected_trick_seats(rules, Seat.parse(to_play), n_trick)
        trick = list(zip(trick_seats, cards[:n_trick]))
        out.append(Position.create(rules, contract, to_play, cards[n_trick:], trick))
    return out


def rate(label: str, count: int, seconds: float, target: float | None = None) -> None:
    per_s = count / seconds
    goal = f"  (target {target:,.0f}/s: {'met' if per_s >= target else 'NOT met'})" if target else ""
    print(f"{label:<46} {per_s:>12,.0f} positions/s{goal}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    positions = random_positions(args.positions, rng)
    fast_inputs = []
    for p in positions:
        mask = 0
        for c in p.hand:
            mask |= 1 << c
        fast_inputs.append((play_table(p.rules, p.contract), mask, tuple(int(c) for _, c in p.trick)))
    print(f"{len(positions):,} random positions over {', '.join(PRESET_NAMES)}")

    reps = 20
    t = time.process_time()
    for _ in range(reps):
        for pt, hand, trick in fast_inputs:
            legal_mask(pt, hand, trick)
    rate("legal cards (legal_mask, card masks)", reps * len(fast_inputs), time.process_time() - t, 200_000)

    t = time.process_time()
    for p in positions:
        p.legal_cards()
    rate("legal cards (Position.legal_cards, CardSet)", len(positions), time.process_time() - t)

    t = time.process_time()
    for p in positions:
        analyse(p.rules, p.contract, p.to_play, p.hand, p.trick)
    rate("with reasons (verdicts: rule codes and cards)", len(positions), time.process_time() - t, 20_000)

    t = time.process_time()
    for p in positions:
        for v in p.explain().verdicts:
            v.text
    rate("with reasons rendered as English text", len(positions), time.process_time() - t)


if __name__ == "__main__":
    main()
