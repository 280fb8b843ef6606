"""Coinche bidding by simulation: the expected score of a call from completions of the deal.

A *completion* deals the 24 cards the bidder cannot see to the three other players, preferring deals
that fit the auction so far: each call another player made is compared with the call the rule-based
point count (:mod:`.pointcount`) would have made with the cards dealt to him, and a deal is kept with a
chance that falls with how far each player's cards are from his calls (:data:`FIT_SCALE`). For each completion and each call weighed, the rest of the auction is bid by the point
count, the cards are played by the rule-based players (:func:`~.playout.rule_playout`), and the deal
is scored by coinche's own scoring (:func:`~belote_learn.coinche.score_coinche`: the bid, coinche x2,
surcoinche x4, capot, failed contracts, rounding). Every call is played on the same completions, so
two calls compare by their paired differences (:func:`~.bidsim.paired_gap`).

Used by the expert bot (:func:`simulated_call`) and the coinche bidding trainer.
"""
from __future__ import annotations

import math
import random
from dataclasses import replace

from ..cards import Seat, Suit, Team
from .playout import rule_playout
from .pointcount import expected_total, fit_distance, rule_call, sure_tricks

__all__ = ["FIT_SCALE", "sample_completions", "evaluate_calls", "candidate_calls", "simulated_call",
           "EXPERT_COMPLETIONS"]

FIT_SCALE = 15.0
"""How strictly completions must fit the auction: a player's call weighs exp(-distance / FIT_SCALE),
the distance being how far his dealt hand is from making that call by the point count, in points of
expected total (:func:`~.pointcount.fit_distance`; 0 when the count makes that very call)."""
EXPERT_COMPLETIONS = 120
"""Completions the expert plays out for one call decision (each candidate call on the same ones)."""

_TEAMS = (Team.NS, Team.EW)


def _fit(rules, hands, calls_before, dealer, me, floor: float = 0.0) -> float:
    """How well ``hands`` fit the calls made so far: the product over the other players' calls of
    exp(-distance / FIT_SCALE) (see :data:`FIT_SCALE`). Stops early (returning what it has) once the
    product falls below ``floor``."""
    from ..coinche import CoincheAuction

    a = CoincheAuction(rules, dealer)
    w = 1.0
    for seat, call in calls_before:
        if seat != me:
            d = fit_distance(rules, hands[seat], seat, a, call)
            if d:
                w *= math.exp(-d / FIT_SCALE)
                if w < floor:
                    return w
        a._apply(call)
    return w


def sample_completions(rules, dealer: Seat, seat: Seat, hand: int, calls_before, n: int,
                       rng: random.Random) -> list[list]:
    """``n`` completions of the deal: lists of the four hands (masks by seat number), ``seat``
    holding ``hand``, the others dealt the remaining cards with a preference for deals that fit
    ``calls_before`` (``[(seat, call)]``; see the module docstring). Each is accepted with chance
    equal to its fit; after 40 tries a completion the best fitting deal tried is taken."""
    rest = [c for c in range(32) if not hand >> c & 1]
    others = [s for s in Seat if s != seat]
    speaking = [(Seat(s), c) for s, c in calls_before]
    out = []
    for _ in range(n):
        best, best_w = None, -1.0
        for _ in range(40):
            rng.shuffle(rest)
            hands: list = [None, None, None, None]
            hands[seat] = hand
            for i, s in enumerate(others):
                m = 0
                for c in rest[8 * i: 8 * i + 8]:
                    m |= 1 << c
                hands[s] = m
            u = rng.random()
            w = _fit(rules, hands, speaking, dealer, seat, max(u, best_w)) if speaking else 1.0
            if w > best_w:
                best, best_w = hands, w
            if u < w:
                break
        out.append(best)
    return out


class _Completion:
    """One completion: its hands, and the play of each (trumps, taking side) once worked out."""

    __slots__ = ("hands", "plays", "extras")

    def __init__(self, hands):
        self.hands = hands
        self.plays: dict = {}
        self.extras: dict = {}


def _finish_auction(rules, auction, hands):
    """Bid the rest of ``auction`` (a copy is made) with the point count; return the closed copy."""
    a = replace(auction, calls=list(auction.calls))
    while not a.closed:
        s = a.to_speak
        call, _ = rule_call(rules, hands[s], s, a, explain=False)
        a._apply(call)
    return a


def _score(rules, comp: _Completion, bid, order, nxt):
    """The coinche score of ``bid`` on completion ``comp`` (the play worked out once per trump suit and
    taking side)."""
    from ..coinche import score_coinche
    from ..play import play_table
    from ..simulate import fast_declarations

    suit = bid.suit
    side = int(bid.bidder) & 1
    key = (suit, side)
    res = comp.plays.get(key)
    if res is None:
        contract = bid.contract
        if suit not in comp.extras:
            comp.extras[suit] = fast_declarations(rules, comp.hands, order, contract)
        won, count, last = rule_playout(play_table(rules, contract), comp.hands, int(order[0]), side, nxt)
        res = comp.plays[key] = (won, count, last)
    won, count, last = res
    decl, belote = comp.extras[suit]
    return score_coinche(rules, bid, {Team.NS: won[0], Team.EW: won[1]}, {Team.NS: count[0], Team.EW: count[1]},
                         _TEAMS[last], belote, decl)


def evaluate_calls(rules, dealer: Seat, seat: Seat, hand, calls_before, calls, completions: int,
                   rng: random.Random) -> dict:
    """For each call in ``calls`` (legal for ``seat`` after ``calls_before``): the mean and standard
    error of ``seat``'s side's score minus the other side's over ``completions`` completions, the
    share of deals its side took and the share of those it made, and the per-completion scores
    (``"samples"``, completion ``k`` the same deal for every call; see :func:`~.bidsim.paired_gap`).

    Args:
        hand: the bidder's eight cards (a mask or cards); calls_before: the calls so far, as strings
            in speaking order from the dealer's next (or ``(seat, call)`` pairs).
    Raises:
        IllegalAction: a call in ``calls_before`` or ``calls`` the rules forbid at that point.
    """
    from ..cards import CardSet
    from ..coinche import CoincheAuction

    mask = hand if isinstance(hand, int) else CardSet(hand).mask
    auction = CoincheAuction(rules, Seat(dealer))
    for c in calls_before:
        auction.apply(c[1] if isinstance(c, tuple) else c)
    for c in calls:
        probe = replace(auction, calls=list(auction.calls))
        probe.apply(c)
    order = auction.speaking_order()
    nxt = [int(Seat(s).next(rules.direction)) for s in range(4)]
    team = Seat(seat).team
    deals = [_Completion(h) for h in sample_completions(rules, Seat(dealer), Seat(seat), mask, auction.calls,
                                                         completions, rng)]
    out = {}
    for call in calls:
        start = replace(auction, calls=list(auction.calls))
        start._apply(call)
        xs, taken, made = [], 0, 0
        for comp in deals:
            a = _finish_auction(rules, start, comp.hands)
            if a.all_passed:
                xs.append(0)
                continue
            s = _score(rules, comp, a.bid, order, nxt)
            xs.append(s.score[team] - s.score[team.other])
            if a.bid.bidder.team is team:
                taken += 1
                made += s.result in ("made", "capot")
        n = len(xs)
        mean = sum(xs) / n
        var = sum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
        out[call] = {"mean": mean, "se": math.sqrt(var / n), "made": made / taken if taken else None,
                     "taken": taken / n, "n": n, "samples": xs}
    return out


def candidate_calls(rules, hand: int, seat: Seat, auction) -> list[str]:
    """The calls worth simulating for ``seat`` holding ``hand`` (at most about a dozen of the up to 42
    legal ones): pass, the point count's own call, coinche and surcoinche when legal, in the two suits
    with the best expected totals (not the opponents' suits) the lowest legal bid and the next two
    levels, and capot in a suit with six sure tricks or more."""
    legal = auction.legal_calls()
    out = ["pass"] if "pass" in legal else []
    mine, _ = rule_call(rules, hand, seat, auction, explain=False)
    for c in (mine, "coinche", "surcoinche"):
        if c in legal and c not in out:
            out.append(c)
    b = auction.bid
    low = 80 if b is None else b.value + 10
    theirs = {call.split(" ")[1] for s, call in auction.calls if (s - seat) & 1 and " " in call}
    suits = sorted((s for s in Suit if s.letter not in theirs), key=lambda s: -expected_total(hand, s))[:2]
    for s in suits:
        for v in (low, low + 10, low + 20):
            c = f"{v} {s.letter}"
            if c in legal and c not in out:
                out.append(c)
        c = f"capot {s.letter}"
        if c in legal and c not in out and sure_tricks(hand, s) >= 6:
            out.append(c)
    return out


def simulated_call(bot, view) -> tuple[str, str]:
    """The expert's call: each of :func:`candidate_calls` played out on ``bot.bid_completions`` (default
    :data:`EXPERT_COMPLETIONS`) completions. The point count's own call stands unless another call beats
    it by more than the paired 95% error (:func:`~.bidsim.paired_gap`): a call chosen on noise would
    also mislead partner, who reads the bids by the point count. Returns ``(call, why)``."""
    from ..coinche import call_words
    from .bidsim import paired_gap
    from .pointcount import auction_of

    auction = auction_of(view)
    hand = view.hand.mask
    calls = candidate_calls(view.rules, hand, view.seat, auction)
    mine, _ = rule_call(view.rules, hand, view.seat, auction, explain=False)
    n = getattr(bot, "bid_completions", None) or EXPERT_COMPLETIONS
    res = evaluate_calls(view.rules, view.dealer, view.seat, hand, auction.calls, calls, n, bot.rng)
    top = max(calls, key=lambda c: res[c]["mean"])
    gap, se = paired_gap(res, top, mine)
    best = top if top != mine and gap > 1.96 * se else mine
    r = res[best]
    team = view.seat.team.words

    def said(c):
        return {"pass": "passing", "coinche": "coinche", "surcoinche": "surcoinche"}.get(c, call_words(c))

    others = sorted((c for c in calls if c != best), key=lambda c: -res[c]["mean"])[:2]
    vs = "; ".join(f"{said(c)} {res[c]['mean']:+.0f}" for c in others)
    made = f", made {r['made']:.0%} of the times {team} played it" if r["made"] is not None and best != "pass" else ""
    if best == mine and top != mine:
        why = (f"; {said(top)} averages {gap:+.0f} more, within the error (±{1.96 * se:.0f}), so the point count's "
               f"call stands")
    elif best != mine:
        why = f"; {gap:.0f} ± {1.96 * se:.0f} more than the point count's {said(mine)}"
    else:
        why = ", the point count's call too"
    return best, (f"Played out {r['n']} deals dealt to fit the bidding so far, for {len(calls)} calls: "
                  f"{said(best)} averages {r['mean']:+.0f} points for {team}{made}{why}"
                  + (f" (the others: {vs})." if vs else "."))
