"""Coinche bidding by simulation: the expected score of a call from completions of the deal.

A *completion* deals the 24 cards the bidder cannot see to the three other players, preferring deals
that fit the auction so far: each call another player made is compared with the call the rule-based
point count (:mod:`.pointcount`) would have made with the cards dealt to that player, and the deal is reshaped by
card swaps (a short Metropolis chain) towards deals where each player's cards make that player's calls
(:data:`FIT_SCALE`, :data:`CHAIN_STEPS`). For each completion and each call weighed, the rest of the auction is bid by the point
count, the cards are played by the rule-based players (:func:`~.playout.rule_playout`), and the deal
is scored by coinche's own scoring (:func:`~belote_learn.systems.coinche.scoring.score_coinche`: the bid, coinche x2,
surcoinche x4, capot, failed contracts, rounding). Every call is played on the same completions, so
two calls compare by their paired differences (:func:`~.bidsim.paired_gap`).

Used by the expert bot (:func:`simulated_call`) and the coinche bidding trainer.
"""
from __future__ import annotations

import math
import random
from dataclasses import replace

from belote_learn.core.cards import Seat, Suit, Team
from belote_learn.core.messages import Message, Number, team_name
from belote_learn.bots.base import Reason
from belote_learn.bots.playout import rule_playout
from belote_learn.bots.pointcount import expected_total, fit_distance, rule_call, sure_tricks

__all__ = ["FIT_SCALE", "CHAIN_STEPS", "sample_completions", "evaluate_calls", "candidate_calls", "simulated_call",
           "EXPERT_COMPLETIONS", "MIN_COMPLETIONS", "BATCH"]

FIT_SCALE = 5.0
"""How strictly completions must fit the auction: a player's call weighs exp(-distance / FIT_SCALE),
the distance being how far the player's dealt hand is from making that call by the point count, in points of
expected total (:func:`~.pointcount.fit_distance`; 0 when the count makes that very call). A hand 15
points short of a call weighs e^-3, about 5%: the players are taken to bid by the count, give or take."""
CHAIN_STEPS = 40
"""Card swaps at most per completion (see :func:`sample_completions`)."""
EXPERT_COMPLETIONS = 96
"""The most completions the expert plays out for one call decision (each candidate call on the same
ones); it stops earlier once the choice is clear (:func:`simulated_call`)."""
MIN_COMPLETIONS = 32
"""The fewest completions before the expert may stop (a paired error from fewer is itself too noisy)."""
BATCH = 16
"""Completions drawn at a time between two looks at whether the choice is clear."""
Z = 1.96
"""A call is *clearly* better than another when their paired difference exceeds Z paired standard
errors (95%, one look; the looks after each batch make it a little less strict)."""
_DOUBLES = ("coinche", "surcoinche")

_TEAMS = (Team.NS, Team.EW)


def _fit(rules, hands, calls_before, dealer, me, floor: float = 0.0) -> float:
    """How well ``hands`` fit the calls made so far: the product over the other players' calls of
    exp(-distance / FIT_SCALE) (see :data:`FIT_SCALE`). Stops early (returning what it has) once the
    product falls below ``floor``."""
    from belote_learn.systems.coinche.auction import CoincheAuction

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


class _Fitter:
    """:func:`_fit` for one auction, remembering each call's factor by the hand of the player who made it
    (a swap of cards changes two hands: the other players' factors are looked up, not worked out again).
    The factors are multiplied in the same order as :func:`_fit` does, so the weight is the same number."""

    def __init__(self, rules, calls_before, dealer, me):
        from belote_learn.systems.coinche.auction import CoincheAuction

        self.rules = rules
        a = CoincheAuction(rules, dealer)
        self.steps = []
        for seat, call in calls_before:
            if seat != me:
                self.steps.append((seat, call, replace(a, calls=list(a.calls))))
            a._apply(call)
        self.memo: dict = {}

    def weight(self, hands) -> float:
        w = 1.0
        memo = self.memo
        for i, (seat, call, auction) in enumerate(self.steps):
            key = (i, hands[seat])
            f = memo.get(key)
            if f is None:
                d = fit_distance(self.rules, hands[seat], seat, auction, call)
                f = memo[key] = math.exp(-d / FIT_SCALE) if d else 1.0
            if f != 1.0:
                w *= f
        return w


def sample_completions(rules, dealer: Seat, seat: Seat, hand: int, calls_before, n: int,
                       rng: random.Random) -> list[list]:
    """``n`` completions of the deal: lists of the four hands (masks by seat number), ``seat``
    holding ``hand``, the others dealt the remaining cards so as to fit ``calls_before``
    (``[(seat, call)]``; see the module docstring).

    Each completion is a short Metropolis chain: a random deal of the unseen cards, then up to
    :data:`CHAIN_STEPS` swaps of one card between two other players, each kept with chance
    min(1, new fit / old fit); the chain stops early once every call fits. Swaps leave every deal
    equally likely a priori, so the completions lean towards the deals that explain the auction
    without assuming more than it says."""
    rest = [c for c in range(32) if not hand >> c & 1]
    others = [s for s in Seat if s != seat]
    speaking = [(Seat(s), c) for s, c in calls_before]
    fits = speaking and any(s != seat for s, _ in speaking)
    fit = _Fitter(rules, speaking, dealer, seat) if fits else None
    out = []
    for _ in range(n):
        rng.shuffle(rest)
        hands: list = [None, None, None, None]
        hands[seat] = hand
        for i, s in enumerate(others):
            m = 0
            for c in rest[8 * i: 8 * i + 8]:
                m |= 1 << c
            hands[s] = m
        if fits:
            w = fit.weight(hands)
            for _ in range(CHAIN_STEPS):
                if w >= 1.0:
                    break
                a, b = rng.sample(others, 2)
                ca = _random_bit(hands[a], rng)
                cb = _random_bit(hands[b], rng)
                ha, hb = hands[a], hands[b]
                hands[a] = (ha & ~ca) | cb
                hands[b] = (hb & ~cb) | ca
                w2 = fit.weight(hands)
                if w2 >= w or rng.random() * w < w2:
                    w = w2
                else:
                    hands[a], hands[b] = ha, hb
        out.append(hands)
    return out


def _random_bit(mask: int, rng: random.Random) -> int:
    """One set bit of ``mask``, at random (as a mask)."""
    k = rng.randrange(mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return mask & -mask


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
    from belote_learn.systems.coinche.scoring import score_coinche
    from belote_learn.rules.play import play_table
    from belote_learn.systems.base.fast import fast_declarations

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


def _setup(rules, dealer, calls_before, calls):
    """The auction after ``calls_before`` (checked), each of ``calls`` checked legal there."""
    from belote_learn.systems.coinche.auction import CoincheAuction

    auction = CoincheAuction(rules, Seat(dealer))
    for c in calls_before:
        auction.apply(c[1] if isinstance(c, tuple) else c)
    for c in calls:
        probe = replace(auction, calls=list(auction.calls))
        probe.apply(c)
    return auction


def _play(rules, auction, call, deals, team, order, nxt, acc) -> None:
    """Play ``call`` after ``auction`` on each completion of ``deals``; add to ``acc`` (``samples``,
    ``taken``, ``made``)."""
    start = replace(auction, calls=list(auction.calls))
    start._apply(call)
    xs = acc["samples"]
    for comp in deals:
        a = _finish_auction(rules, start, comp.hands)
        if a.all_passed:
            xs.append(0)
            continue
        s = _score(rules, comp, a.bid, order, nxt)
        xs.append(s.score[team] - s.score[team.other])
        if a.bid.bidder.team is team:
            acc["taken"] += 1
            acc["made"] += s.result in ("made", "capot")


def _summary(acc) -> dict:
    xs = acc["samples"]
    n = len(xs)
    mean = sum(xs) / n if n else 0.0
    var = sum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return {"mean": mean, "se": math.sqrt(var / n) if n else 0.0,
            "made": acc["made"] / acc["taken"] if acc["taken"] else None,
            "taken": acc["taken"] / n if n else 0.0, "n": n, "samples": xs}


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
    from belote_learn.core.cards import CardSet

    mask = hand if isinstance(hand, int) else CardSet(hand).mask
    auction = _setup(rules, dealer, calls_before, calls)
    order = auction.speaking_order()
    nxt = [int(Seat(s).next(rules.direction)) for s in range(4)]
    team = Seat(seat).team
    deals = [_Completion(h) for h in sample_completions(rules, Seat(dealer), Seat(seat), mask, auction.calls,
                                                         completions, rng)]
    out = {}
    for call in calls:
        acc = {"samples": [], "taken": 0, "made": 0}
        _play(rules, auction, call, deals, team, order, nxt, acc)
        out[call] = _summary(acc)
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


def _decide(res: dict, mine: str, z: float = Z) -> tuple[str, str]:
    """``(call, baseline)``: the call chosen from ``res`` (see :func:`simulated_call`) and the call it was
    weighed against (the point count's call, or passing when that is a coinche or surcoinche)."""
    from belote_learn.bots.bidsim import paired_gap

    base = "pass" if mine in _DOUBLES and "pass" in res else mine
    top = max(res, key=lambda c: res[c]["mean"])
    best = base
    if top != base:
        gap, se = paired_gap(res, top, base)
        if gap > z * se:
            best = top
    if best in _DOUBLES and best != base and "pass" in res:
        gap, se = paired_gap(res, best, "pass")
        if not gap > z * se:  # coinche and surcoinche only when clearly better than passing
            best = base
    return best, base


def _settled(res: dict, best: str, live, z: float = Z) -> bool:
    """Every other call still weighed is clearly worse than ``best`` (by more than its paired error)."""
    from belote_learn.bots.bidsim import paired_gap

    for c in live:
        if c != best:
            gap, se = paired_gap(res, best, c)
            if not gap > z * se:
                return False
    return True


def simulated_call(bot, view) -> tuple[str, Reason]:
    """The expert's call. Each of :func:`candidate_calls` is played out on the same completions, drawn
    :data:`BATCH` at a time up to ``bot.bid_completions`` (default :data:`EXPERT_COMPLETIONS`), from
    ``bot.bid_min_completions`` (default :data:`MIN_COMPLETIONS`) on stopping as soon as the choice is clear (every other call still weighed
    worse than it by more than the paired 95% error, :func:`~.bidsim.paired_gap`); a call clearly
    worse than the choice is dropped from the next batches. The choice: the point count's own call
    stands unless another beats it by more than the paired 95% error (a call chosen on noise would also
    mislead partner, who reads the bids by the point count). A coinche or surcoinche is weighed only when
    the point count makes it (its defensive tricks, its clearly safe contract), and against **passing**,
    never taken as the default: it is made only when it also scores clearly more than passing (it doubles
    or quadruples what a wrong guess costs). Deterministic: the same view and bot seed give
    the same call. Returns ``(call, why)``, ``why`` a :class:`~belote_learn.bots.base.Reason` (English text,
    ``why.render(lang)`` in another language)."""
    from belote_learn.systems.coinche.auction import call_message
    from belote_learn.bots.bidsim import paired_gap
    from belote_learn.bots.pointcount import auction_of

    rules = view.rules
    auction = auction_of(view)
    hand = view.hand.mask
    mine, _ = rule_call(rules, hand, view.seat, auction, explain=False)
    # a coinche or surcoinche only where the point count makes it too (its defensive tricks, its clearly
    # safe contract): in games, the coinches the simulation found alone succeeded only about half the time
    # (bench/coinche_bots.py: 5 of 10, and 7 of 12 with the rule-based play), against about eight in ten
    # for the count's
    calls = [c for c in candidate_calls(rules, hand, view.seat, auction) if c not in _DOUBLES or c == mine]
    if calls == [mine]:  # nothing else worth weighing (e.g. pass or surcoinche, and no clearly safe contract)
        return mine, Reason(Message("bot.coinchesim.only_call", why=rule_call(rules, hand, view.seat, auction)[1]))
    budget = max(1, getattr(bot, "bid_completions", None) or EXPERT_COMPLETIONS)
    least = min(getattr(bot, "bid_min_completions", None) or MIN_COMPLETIONS, budget)
    order = auction.speaking_order()
    nxt = [int(Seat(s).next(rules.direction)) for s in range(4)]
    me = view.seat
    team = me.team
    accs = {c: {"samples": [], "taken": 0, "made": 0} for c in calls}
    live = list(calls)
    keep = {mine, "pass"}
    n = 0
    while n < budget:
        k = min(BATCH, budget - n)
        deals = [_Completion(h) for h in sample_completions(rules, view.dealer, me, hand, auction.calls, k, bot.rng)]
        for c in live:
            _play(rules, auction, c, deals, team, order, nxt, accs[c])
        n += k
        res = {c: _summary(accs[c]) for c in live}
        best, base = _decide(res, mine)
        if n >= least:
            if _settled(res, best, live):
                break
            # drop the calls clearly worse than the choice (the point count's call and pass stay)
            live = [c for c in live if c in keep or c == best or not _settled(res, best, [c])]
    res = {c: _summary(accs[c]) for c in calls}
    live_res = {c: res[c] for c in live}
    best, base = _decide(live_res, mine)
    r = res[best]
    who = team_name(team)

    def said(c):
        return _SAID.get(c) or call_message(c)

    others = sorted((c for c in calls if c != best), key=lambda c: -res[c]["mean"])[:2]
    vs = ""
    for c in others:
        one = Message("bot.coinchesim.other", call=said(c), mean=f"{res[c]['mean']:+.0f}")
        vs = Message("bot.coinchesim.others_and", first=vs, second=one) if vs else one
    made = (Message("bot.coinchesim.made", percent=Number(r["made"], ".0%"), team=who)
            if r["made"] is not None and best != "pass" else "")
    top = max(live_res, key=lambda c: live_res[c]["mean"])
    if best in _DOUBLES:
        gap, se = paired_gap(res, best, "pass")
        why = Message("bot.coinchesim.why.double", gap=f"{gap:.0f}", error=f"{1.96 * se:.0f}")
    elif mine in _DOUBLES and best == "pass":
        gap, se = paired_gap(res, mine, "pass")
        if mine == "coinche":
            why = Message("bot.coinchesim.why.no_coinche", gap=f"{gap:+.0f}", error=f"{1.96 * se:.0f}")
        else:
            why = Message("bot.coinchesim.why.no_surcoinche", gap=f"{gap:+.0f}", error=f"{1.96 * se:.0f}")
    elif best == base and top != base:
        gap, se = paired_gap(res, top, base)
        why = Message("bot.coinchesim.why.within_error", call=said(top), gap=f"{gap:+.0f}", error=f"{1.96 * se:.0f}")
    elif best != base:
        gap, se = paired_gap(res, best, base)
        why = Message("bot.coinchesim.why.better", gap=f"{gap:.0f}", error=f"{1.96 * se:.0f}", call=said(base))
    else:
        why = _POINT_COUNT_TOO
    stop = Message("bot.coinchesim.stopped", deals=n) if n < budget else ""
    if vs:
        return best, Reason(Message("bot.coinchesim.reason.others", deals=n, stop=stop, calls=len(calls),
                                    call=said(best), mean=f"{r['mean']:+.0f}", team=who, made=made, why=why,
                                    others=vs))
    return best, Reason(Message("bot.coinchesim.reason", deals=n, stop=stop, calls=len(calls), call=said(best),
                                mean=f"{r['mean']:+.0f}", team=who, made=made, why=why))


_SAID = {"pass": Message("bot.coinchesim.said.passing"), "coinche": Message("bot.coinchesim.said.coinche"),
         "surcoinche": Message("bot.coinchesim.said.surcoinche")}
"""The calls that are words, as the simulation's figures name them (a bid is said by its value and suit)."""
_POINT_COUNT_TOO = Message("bot.coinchesim.why.point_count_too")
