"""Bidding by simulation: the expected score of each legal call, from random completions of the deal
played out by rule-based bots (the same completions for every call, so that the calls compare fairly).
Used by the expert bot and the bidding trainer."""
from __future__ import annotations

import math
import random

from belote_learn.core.cards import ALL_CARDS, Seat
from belote_learn.bots.playout import rule_playout
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
    deal for every call, so two calls compare by their paired differences, see :func:`paired_gap`).

    The rest of the auction is bid by the rule-based bot's bidding
    (:meth:`~belote_learn.bots.simple.RuleBot._turn_up_bid`), the cards are played by its card policy on
    bit masks (:func:`~belote_learn.bots.playout.rule_playout`) and the deal is scored by the rules'
    own scoring (:func:`~belote_learn.rules.scoring.score_hand`, with the declarations and belotes of the
    fast path). A completion whose auction ends in the same contract for the same taker after two calls
    is played once for both (the play and the score depend on nothing else).

    ``time_budget`` (seconds): stop starting new completions after it (at least 20 are played); every
    call is always played on the same completions.
    """
    import time

    from belote_learn.core.cards import Team
    from belote_learn.rules.play import play_table
    from belote_learn.rules.scoring import score_hand
    from belote_learn.systems.base.fast import fast_declarations
    from belote_learn.systems.classic.auction import Auction

    start = time.perf_counter()
    team = seat.team
    diffs = {c: [] for c in calls}
    made = {c: 0 for c in calls}
    taken = {c: 0 for c in calls}
    order = Seat(dealer).dealing_order(rules.direction)
    nxt = [int(Seat(s).next(rules.direction)) for s in range(4)]
    teams = (Team.NS, Team.EW)
    bot = RuleBot(seed=0)
    bot.explain = False  # a playout: nobody reads the bots' reasons
    base = Auction(rules, dealer, turn_up)
    for c in calls_before:
        base.apply(c)
    afters = {}
    for call in calls:
        a = base.after(base.check(call))
        afters[call] = a
    tables: dict = {}
    for k in range(simulations):
        if time_budget is not None and k >= 20 and time.perf_counter() - start > time_budget:
            break
        pack = pack_for(rules, dealer, seat, hand, turn_up, rng)
        rng.randrange(1 << 30)  # the playouts' seed once drawn here: the same completions as before
        first = [0, 0, 0, 0]
        i = 0
        for size in (3, 2):
            for s in order:
                for c in pack[i: i + size]:
                    first[s] |= 1 << c
                i += size
        played: dict = {}  # (contract, taker) -> score of this completion
        for call in calls:
            a = _finish_auction(afters[call], first, turn_up, bot)
            if a.all_passed:
                diffs[call].append(0)
                continue
            key = (str(a.contract), a.bidder)
            s = played.get(key)
            if s is None:
                hands = list(first)
                i = 21
                for st in order:
                    n = 2 if st == a.bidder else 3
                    if st == a.bidder:
                        hands[st] |= 1 << turn_up
                    for c in pack[i: i + n]:
                        hands[st] |= 1 << c
                    i += n
                pt = tables.get(key[0])
                if pt is None:
                    pt = tables[key[0]] = play_table(rules, a.contract)
                decl, belote = fast_declarations(rules, hands, order, a.contract)
                won, count, last = rule_playout(pt, hands, int(order[0]), int(a.bidder) & 1, nxt)
                s = played[key] = score_hand(rules, a.contract, a.bidder, {Team.NS: won[0], Team.EW: won[1]},
                                             {Team.NS: count[0], Team.EW: count[1]}, teams[last], belote, decl)
            diffs[call].append(s.score[team] - s.score[team.other])
            if a.bidder.team is team:
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


class _BidView:
    """What the rule-based bidding reads of a seat's view: its five cards, the turn-up, the legal calls."""

    __slots__ = ("hand", "turn_up", "legal")

    def __init__(self, hand, turn_up, legal):
        self.hand = hand
        self.turn_up = turn_up
        self.legal = legal


def _finish_auction(auction, hands5, turn_up, bot):
    """The rest of ``auction`` (a copy) bid by the rule-based bot with the five-card hands ``hands5``
    (masks by seat number); returns the closed copy."""
    from belote_learn.core.cards import CardSet

    a = auction
    copied = False
    while not a.closed:
        legal = a.legal_calls()
        if len(legal) == 1:
            c = legal[0]
        else:
            c, _ = bot._turn_up_bid(_BidView(list(CardSet(hands5[a.to_speak])), turn_up, legal))
        if not copied:
            a = a.after(c)
            copied = True
        else:
            a._apply(c)
    return a


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
