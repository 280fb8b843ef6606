"""Bidding by simulation: the expected score of each legal call, from random completions of the deal
played out by rule-based bots (the same completions for every call, so that the calls compare fairly).
Used by the expert bot and the bidding trainer."""
from __future__ import annotations

import math
import random

from belote_learn.core.cards import ALL_CARDS, Seat
from belote_learn.systems.classic.deal import Deal
from belote_learn.bots.simple import RuleBot

__all__ = ["pack_for", "evaluate_calls", "paired_gap"]


def pack_for(rules, dealer: Seat, seat: Seat, hand, turn_up, rng: random.Random) -> list:
    """A full pack order that deals ``hand`` (five cards) to ``seat`` and turns up ``turn_up``, the
    other cards at random."""
    order = []
    s = dealer.next(rules.direction)
    for _ in range(4):
        order.append(s)
        s = s.next(rules.direction)
    places = []
    i = 0
    for size in (3, 2):
        for st in order:
            if st == seat:
                places.extend(range(i, i + size))
            i += size
    rest = [c for c in ALL_CARDS if c not in hand and c != turn_up]
    rng.shuffle(rest)
    pack: list = [None] * 32
    for pos, card in zip(places, hand):
        pack[pos] = card
    pack[20] = turn_up
    it = iter(rest)
    return [c if c is not None else next(it) for c in pack]


def evaluate_calls(rules, dealer: Seat, seat: Seat, hand, turn_up, calls_before, calls, simulations: int,
                   rng: random.Random, time_budget: float | None = None) -> dict:
    """For each call in ``calls``: the mean and standard error of (the seat's team's score minus the
    other team's) over ``simulations`` completions, the share of deals the team took and the share of
    those it made, and the list of per-completion scores (``"samples"``: completion ``k`` is the same
    deal for every call, so two calls compare by their paired differences, see :func:`paired_gap`). The rest of the auction, and the play, are by rule-based bots.

    ``time_budget`` (seconds): stop starting new completions after it (at least 20 are played); every
    call is always played on the same completions.
    """
    import time

    start = time.perf_counter()
    team = seat.team
    diffs = {c: [] for c in calls}
    made = {c: 0 for c in calls}
    taken = {c: 0 for c in calls}
    for k in range(simulations):
        if time_budget is not None and k >= 20 and time.perf_counter() - start > time_budget:
            break
        pack = pack_for(rules, dealer, seat, hand, turn_up, rng)
        sim_seed = rng.randrange(1 << 30)
        for call in calls:
            d = Deal.from_pack(rules, dealer, pack)
            for c in calls_before:
                d.apply(c)
            d.apply(call)
            bot = RuleBot(seed=sim_seed)
            bot.explain = False  # a playout: nobody reads the bots' reasons
            while not d.is_over:
                d.apply(bot.choose(d.view(d.current_player())))
            if d.phase != "done":
                diffs[call].append(0)
                continue
            s = d.score
            diffs[call].append(s.score[team] - s.score[team.other])
            if d.taker.team is team:
                taken[call] += 1
                made[call] += s.result in ("made", "capot")
    out = {}
    for c in calls:
        xs = diffs[c]
        n = len(xs)
        mean = sum(xs) / n
        var = sum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
        out[c] = {"mean": mean, "se": math.sqrt(var / n), "made": made[c] / taken[c] if taken[c] else None,
                  "taken": taken[c] / n, "n": n, "samples": xs}
    return out


def paired_gap(results: dict, better: str, worse: str) -> tuple[float, float]:
    """How much ``better`` beats ``worse`` on average over the same completions, and the standard error
    of that difference (paired: each completion's deal is the same for both calls, so the luck of the
    deal cancels out).

    Args:
        results: as returned by :func:`evaluate_calls`.
    Returns:
        ``(mean difference, standard error)`` in points per hand.
    """
    a, b = results[better]["samples"], results[worse]["samples"]
    diffs = [x - y for x, y in zip(a, b)]
    n = len(diffs)
    if n == 0:
        return 0.0, 0.0
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)
