"""What one seat knows about the hidden cards, and samples of the hidden hands consistent with it.

From a :class:`~belote_learn.systems.base.deal.SeatView` only: the seat's own hand, every card played and by
whom, and the turn-up (which the taker picked up). Each card another player has played is checked
against the play rules: if holding some unknown card would have made that play illegal, the player
cannot hold that card (a revoke would be needed). This one test covers "void in the suit led", "no
trumps left" (did not trump when obliged) and "no trump higher than ..." (did not overtrump when
obliged), because holding more cards can only add obligations.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from belote_learn.core.cards import FULL_PACK, Seat
from belote_learn.rules.play import legal_mask, play_table
from belote_learn.systems import system_of

__all__ = ["Knowledge", "InferenceCache", "infer", "sample_hands"]


@dataclass
class Knowledge:
    """The seat's knowledge of the hidden cards.

    Attributes:
        seat: whose knowledge.
        unknown: mask of the cards held by the other players.
        counts: seat -> number of cards each other player holds.
        excluded: seat -> mask of unknown cards that player cannot hold.
        forced: seat -> mask of unknown cards that player must hold (the turn-up with the taker).
    """

    seat: Seat
    unknown: int
    counts: dict
    excluded: dict
    forced: dict

    def possible(self, seat: Seat) -> int:
        return self.unknown & ~self.excluded[seat]


class InferenceCache:
    """Remembers the exclusions worked out for one seat, so that a bot re-reads only the new cards."""

    def __init__(self):
        self.key = None
        self.plays: list = []
        self.excluded: dict = {}


def _plays_of(view) -> list:
    plays = [(s, c, t.cards[:i]) for t in view.tricks for i, (s, c) in enumerate(t.cards)]
    plays += [(s, c, tuple(view.trick[:i])) for i, (s, c) in enumerate(view.trick)]
    return plays


def infer(view, cache: InferenceCache | None = None) -> Knowledge:
    """Work out :class:`Knowledge` from a seat view (see the module docstring).

    ``cache`` (optional) makes repeated calls during one deal cost only the cards played since the
    last call.
    """
    me = view.seat
    hand = view.hand.mask
    plays = _plays_of(view)
    played = 0
    later: dict = {s: 0 for s in Seat}  # cards each seat played (so held throughout earlier tricks)
    for s, c, _ in plays:
        played |= 1 << c
        later[s] |= 1 << c
    unknown = FULL_PACK & ~hand & ~played
    key = (me, view.dealer, view.turn_up, str(view.contract), view.rules)
    start = 0
    excluded = {s: 0 for s in Seat}
    if cache is not None and cache.key == key and plays[: len(cache.plays)] == cache.plays:
        start = len(cache.plays)
        excluded = dict(cache.excluded)
    forced = {s: 0 for s in Seat}
    others = [s for s in Seat if s != me]
    if view.contract is not None:
        pt = play_table(view.rules, view.contract)
        # cards each seat played from play k on: held when it played card k
        held_after = {s: 0 for s in Seat}
        suffix = [None] * len(plays)
        for k in range(len(plays) - 1, -1, -1):
            s, c, _ = plays[k]
            suffix[k] = held_after[s]
            held_after[s] |= 1 << c
        led_and_trumps = system_of(view.rules).obligations_from_led_and_trumps
        for k in range(start, len(plays)):
            s, c, before = plays[k]
            if s == me or not before:
                continue
            before = tuple(x for _, x in before)
            base = (1 << c) | suffix[k]
            cand = unknown & ~excluded[s]
            if led_and_trumps:
                # in Belote only cards of the suit led and trumps can create an obligation
                cand &= (0xFF << (8 * (before[0] >> 3))) | pt.trump_mask
            while cand:
                low = cand & -cand
                if not legal_mask(pt, base | low, before) >> c & 1:
                    excluded[s] |= low
                cand ^= low
    if cache is not None:
        cache.key = key
        cache.plays = list(plays)
        cache.excluded = dict(excluded)
    excluded = dict(excluded)
    if view.taker is not None and view.taker != me and view.turn_up is not None and unknown >> view.turn_up & 1:
        forced[view.taker] |= 1 << view.turn_up
        for s in others:
            if s != view.taker:
                excluded[s] |= 1 << view.turn_up
    counts = {s: view.cards_left[s] for s in others}
    return Knowledge(me, unknown, counts, excluded, forced)


def sample_hands(k: Knowledge, rng: random.Random, tries: int = 200) -> dict | None:
    """One layout of the hidden cards consistent with ``k``: seat -> mask (the seat itself excluded).

    Cards are placed most constrained first, each to a random player who may hold it and still has
    room; a dead end restarts. Returns None if no layout was found in ``tries`` attempts (which only
    happens with inconsistent knowledge).
    """
    others = list(k.counts)
    cards = []
    m = k.unknown
    while m:
        low = m & -m
        cards.append(low.bit_length() - 1)
        m ^= low
    for _ in range(tries):
        need = dict(k.counts)
        hands = {s: 0 for s in others}
        ok = True
        for s in others:
            f = k.forced[s] & k.unknown
            hands[s] |= f
            need[s] -= f.bit_count()
        free = [c for c in cards if not any(hands[s] >> c & 1 for s in others)]
        rng.shuffle(free)
        free.sort(key=lambda c: sum(1 for s in others if not k.excluded[s] >> c & 1))
        for c in free:
            seats = [s for s in others if need[s] > 0 and not k.excluded[s] >> c & 1]
            if not seats:
                ok = False
                break
            # weight by room left, so that the layout is close to uniform
            total = sum(need[s] for s in seats)
            r = rng.randrange(total)
            for s in seats:
                r -= need[s]
                if r < 0:
                    break
            hands[s] |= 1 << c
            need[s] -= 1
        if ok and all(v == 0 for v in need.values()):
            return hands
    return None
