"""Lesson helpers for bidding in coinche: the point count of a hand (as the rule-based bot counts it),
the call it leads to and why, quizzes on both, and the simulation that weighs each call.

The count and the calls are :mod:`belote_learn.bots.pointcount`'s; the simulation is
:mod:`belote_learn.bots.coinchesim`'s (the one the bidding trainer and the expert bot use)."""
from __future__ import annotations

from belote_learn.core.cards import CardSet, Suit
from belote_learn.core.errors import BeloteError, shown
from belote_learn.lessons.show import _pictures
from belote_learn.lessons._base import Shown, esc, friendly, read_cards, read_rules, read_seat, symbols, table_html, whole

__all__ = ["count_hand", "point_count_call", "weigh_calls", "coinche_count_quiz", "coinche_defence_quiz",
           "coinche_bid_quiz"]


def _suit(value, what: str = "suit") -> Suit:
    try:
        return Suit.parse(value)
    except (BeloteError, ValueError):
        raise BeloteError(f"{what}: a suit (S, H, D, C, or its name), not {shown(value)}") from None


def _hand(hand, what: str = "hand") -> list:
    cards = read_cards(hand, what)
    if len(cards) != 8:
        raise BeloteError(f"{what}: a coinche hand has 8 cards, not {len(cards)}")
    return cards


def _problem(hand, dealer, calls_before, seat="S", options=None):
    """A :class:`~belote_learn.widgets.coinche_problems.CoincheProblem` from words (the learner ``seat`` to speak)."""
    from belote_learn.widgets.coinche_problems import CoincheProblem
    from belote_learn.core.errors import PositionError

    rules = read_rules("coinche", options)
    cards = _hand(hand)
    seat = read_seat(seat, "seat")
    if isinstance(calls_before, str) or not isinstance(calls_before, (list, tuple)):
        raise BeloteError(f"calls_before: a list of calls such as ['80 H', 'pass'], not {shown(calls_before)}")
    if dealer is None:  # the dealer who makes ``seat`` speak after these calls
        dealer = seat
        for _ in range(1 + len(calls_before) % 4):
            dealer = dealer.previous(rules.direction)
    dealer = read_seat(dealer, "dealer")
    try:
        return CoincheProblem(rules, dealer, seat, cards, list(calls_before))
    except PositionError as exc:
        raise BeloteError(str(exc)) from None


@friendly
def count_hand(hand="JH 9H 7H AS 8S 7D 8C 10C", suit=None) -> Shown:
    """The point count of an 8-card hand for ``suit`` as trumps (or for every suit), each card's share,
    and the side's expected total (40 + the count)."""
    from belote_learn.bots.pointcount import BASE, taker_count

    cards = _hand(hand)
    mask = CardSet(cards).mask
    suits = [_suit(suit)] if suit is not None else list(Suit)
    rows = []
    texts = []
    for s in suits:
        c = taker_count(mask, s)
        for what, pts in c.parts:
            rows.append([s.plural, what, pts])
        rows.append([s.plural, "count", c.points])
        rows.append([s.plural, f"expected total ({BASE} + count)", BASE + c.points])
        texts.append(f"{s.plural.capitalize()}: {c.text()}; expected total {BASE} + {c.points} = {BASE + c.points}.")
    best = max(suits, key=lambda s: taker_count(mask, s).points)
    highlight = {i for i, r in enumerate(rows) if r[0] == best.plural and r[1].startswith("expected")}
    html = (_pictures(cards, label="The hand") +
            table_html(["trumps", "what counts", "points"], rows, highlight=highlight if len(suits) > 1 else set()))
    return Shown(html, "\n".join(texts), {"counts": {s.letter: taker_count(mask, s).points for s in suits}})


@friendly
def point_count_call(hand="JH 9H 7H AS 8S 7D 8C 10C", dealer=None, calls_before=(), seat="S") -> Shown:
    """The call the rule-based point count makes for ``seat`` holding ``hand`` after ``calls_before``
    (the dealer's next spoke first; ``dealer`` None: the one who makes ``seat`` speak now), and why."""
    p = _problem(hand, dealer, calls_before, seat)
    call, why = p.rule_call()
    said = p.call_said(call) + ("" if p.call_said(call).endswith("!") else ".")
    html = (_pictures(p.hand, label=f"{p.seat.word}'s hand") +
            f"<p>Calls so far: {esc(p.calls_so_far())}.</p>"
            f"<p style='font-size:18px'><b>The point count calls {esc(said)}</b> {esc(why)}</p>")
    return Shown(html, f"Calls so far: {p.calls_so_far()}. The point count calls {said} {why}",
                 {"call": call, "reason": why})


@friendly
def weigh_calls(hand="JH 9H 7H AS 8S 7D 8C 10C", dealer=None, calls_before=(), completions: int = 100,
                seed: int = 0) -> Shown:
    """The simulation's expected score of each call worth weighing (as the bidding trainer works it out):
    ``completions`` deals dealt to fit the calls so far, the rest of the auction bid by the point count,
    the cards played by the rule-based players, each deal scored by coinche's scoring."""
    p = _problem(hand, dealer, calls_before)
    completions = whole(completions, "completions", 10, 2000)
    seed = whole(seed, "seed", 0, 2 ** 32)
    res = p.evaluate(completions, seed=seed)
    order = sorted(res, key=lambda c: -res[c]["mean"])
    rows = [[p.call_said(c), round(res[c]["mean"]), round(1.96 * res[c]["se"]),
             f"{res[c]['taken']:.0%}", "" if res[c]["made"] is None else f"{res[c]['made']:.0%}"] for c in order]
    text = "; ".join(f"{p.call_said(c)} {res[c]['mean']:+.0f} ± {1.96 * res[c]['se']:.0f}" for c in order)
    html = (_pictures(p.hand, label="Your hand") + f"<p>Calls so far: {esc(p.calls_so_far())}.</p>" +
            table_html(["call", "expected score", "±", "your side takes", "made"], rows, highlight={0}) +
            f"<p>Points for your side minus the other side's, per deal, over {completions} deals played out (the same "
            "deals for every call); ± is the 95% error.</p>")
    return Shown(html, f"Best first: {text}.", {"results": res})


@friendly
def coinche_count_quiz(hand="JH 9H 7H AS 8S 7D 8C 10C", suit="H"):
    """How much does this hand count for ``suit`` as trumps? (the point count's table)"""
    from belote_learn.bots.pointcount import taker_count
    from belote_learn.lessons.quizzes import NumberQuestion

    cards = _hand(hand)
    s = _suit(suit)
    c = taker_count(CardSet(cards).mask, s)
    q = (f"Coinche: what does the hand {symbols(cards)} count with {s.plural} as trumps? (Jack of trumps 25, nine 20, "
         "ace or ten 10, every trump 10, every trump beyond the fourth 10, belote 30; every other ace 10, a guarded "
         "ten without its ace 5, a void 5.)")
    return NumberQuestion(q, c.points, c.text() + ".", _pictures(cards, label="The hand"))


@friendly
def coinche_defence_quiz(hand="JH 9H 8H AS AD 10D 7C 8C", suit="H"):
    """How much does this hand count in defence against ``suit`` as trumps?"""
    from belote_learn.bots.pointcount import defence_count
    from belote_learn.lessons.quizzes import NumberQuestion

    cards = _hand(hand)
    s = _suit(suit)
    d = defence_count(CardSet(cards).mask, s)
    q = (f"Coinche: they bid {s.plural}. What does your hand {symbols(cards)} count in defence? (In their trumps: "
         "jack 25, nine 20, ace or ten 15, any other 5; every other ace 10, a guarded ten without its ace 5, a void 5.)")
    return NumberQuestion(q, d.points, d.text() + ".", _pictures(cards, label="Your hand"))


@friendly
def coinche_bid_quiz(hand="JH 9H 7H AS 8S 7D 8C 10C", dealer=None, calls_before=(), seat="S"):
    """By the point count, what does ``seat`` call? (choices: the calls worth weighing)"""
    from belote_learn.lessons.quizzes import ChoiceQuestion

    p = _problem(hand, dealer, calls_before, seat)
    call, why = p.rule_call()
    calls = p.weighed_calls()
    if call not in calls:
        calls.append(call)
    q = (f"Coinche: {p.dealer.word} dealt. You are {p.seat.word}, holding {symbols(p.hand)}. Calls so far: "
         f"{p.calls_so_far()}. By the point count, what do you call?")
    return ChoiceQuestion(q, [p.call_said(c) for c in calls], p.call_said(call), why,
                          _pictures(p.hand, label="Your hand"))
