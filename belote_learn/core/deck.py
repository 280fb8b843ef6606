"""Shuffling and dealing the 32-card pack, reproducibly from a seed.

The full deal of each rule system (3 then 2 and the turn-up for Belote; 1, 3, 4 for mariage) is
built on :func:`shuffled_pack`; :func:`deal_hands` gives four eight-card hands for lessons and tests.
"""
from __future__ import annotations

import random

from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Seat

__all__ = ["shuffled_pack", "deal_hands"]


def shuffled_pack(seed: int | None = None, rng: random.Random | None = None) -> list[Card]:
    """The 32 cards in a random order. The same ``seed`` always gives the same order.

    Args:
        seed: any int; ignored when ``rng`` is given.
        rng: a ``random.Random`` to draw from (bots and simulations pass their own).
    """
    r = rng if rng is not None else random.Random(seed)
    pack = list(ALL_CARDS)
    r.shuffle(pack)
    return pack


def deal_hands(seed: int | None = None, rng: random.Random | None = None) -> dict[Seat, CardSet]:
    """Four hands of eight cards from a shuffled pack: N gets cards 1-8, E 9-16, S 17-24, W 25-32."""
    pack = shuffled_pack(seed, rng)
    return {seat: CardSet(pack[8 * i : 8 * i + 8]) for i, seat in enumerate(Seat)}
