"""Lesson helpers for coinche (belote contrée): a coinche hand scored from words, and quizzes on the
auction of points. The other helpers (show_deal, show_auction, explain_cards, worked_score with
``bid=...``, score_quiz, game_end) take ``system="coinche"`` too."""
from __future__ import annotations

from ..cards import CardSet
from ..declarations import compare_declarations, find_combinations
from ..errors import BeloteError, shown
from ._base import friendly, impl, read_cards, read_rules, read_seat, whole

__all__ = ["coinche_score_of", "coinche_call_quiz", "coinche_auction_quiz"]


def _coinche_rules(system, options):
    rules = read_rules(system, options)
    if impl(rules).name != "coinche":
        raise BeloteError(f"system: {rules.preset} has no auction of points (bid= is for coinche)")
    return rules


def coinche_score_of(system="coinche", bid="100 H", taker="N", takers_cards=None, last_trick="takers",
                     takers_tricks=None, belote=None, declarations=None, dealer=None, coinched: int = 0,
                     held_over: int = 0, options=None):
    """The engine's coinche score (:func:`belote_learn.coinche.score_coinche`) of a hand described in words.

    The arguments not listed here are those of :func:`~belote_learn.lessons.worked_score`.

    Args:
        bid: the contract, ``"110 H"`` or ``"capot S"``.
        taker: who bid it.
        coinched: 0, 1 (coinched by the defenders, x2) or 2 (surcoinched by the takers, x4).
    Raises:
        BeloteError: naming the argument at fault.
    """
    from ..coinche import BID_VALUES, CoincheBid, _bid_parts, parse_call, score_coinche
    from .show import _side, speaking_order

    rules = _coinche_rules(system, options)
    call = parse_call(bid) if isinstance(bid, str) else None
    parts = _bid_parts(call) if call else None
    if parts is None or (not parts[2] and parts[0] not in BID_VALUES):
        raise BeloteError(f"bid: a value 80 to 160 in tens and a suit ('110 H') or 'capot S', not {shown(bid)}")
    value, suit, capot = parts
    taker = read_seat(taker, "taker")
    coinched = whole(coinched, "coinched", 0, 2)
    b = CoincheBid(value, suit, capot, taker, taker.next(rules.direction) if coinched else None,
                   taker if coinched == 2 else None)
    if takers_cards is None:
        raise BeloteError("takers_cards: the card points the takers won, 0 to 152")
    takers_cards = whole(takers_cards, "takers_cards", 0, 152)
    last = _side(last_trick, taker, "last_trick")
    T, D = taker.team, taker.team.other
    if takers_tricks is None:
        takers_tricks = 8 if (takers_cards == 152 and last.team is T) else 0 if (takers_cards == 0 and last.team is D) \
            else min(7, max(1, round(takers_cards / 152 * 8)))
    takers_tricks = whole(takers_tricks, "takers_tricks", 0, 8)
    if takers_tricks == 8 and (takers_cards != 152 or last.team is not T):
        raise BeloteError("takers_tricks: 8 tricks means every card (152 points) and the last trick")
    bel = []
    if belote is not None:
        for b_ in (belote if isinstance(belote, (list, tuple)) else [belote]):
            bel.append((_side(b_, taker, "belote"), suit))
    decl = None
    if declarations:
        if not isinstance(declarations, dict):
            raise BeloteError("declarations: a dict such as {'takers': '7S 8S 9S'}")
        by_seat = {}
        for k, v in declarations.items():
            s = _side(k, taker, "declarations")
            by_seat.setdefault(s, []).extend(find_combinations(CardSet(read_cards(v, f"declarations[{k}]")), s))
        dealer = read_seat(dealer if dealer is not None else taker.previous(rules.direction), "dealer")
        decl = compare_declarations(by_seat, b.contract, rules.declarations_tie, speaking_order(rules, dealer))
    held_over = whole(held_over, "held_over", 0, 10_000)
    return score_coinche(rules, b, {T: takers_cards, D: 152 - takers_cards},
                         {T: takers_tricks, D: 8 - takers_tricks}, last.team, bel, decl, held_over)


def _auction(rules, dealer, calls, what="calls_before"):
    from ..coinche import CoincheAuction

    a = CoincheAuction(rules, dealer)
    for i, c in enumerate(calls):
        try:
            a.apply(c)
        except BeloteError as exc:
            raise BeloteError(f"{what}[{i}]: {exc}") from None
    return a


def _said(a) -> str:
    from ..coinche import call_words

    return "; ".join(f"{s.word}: {call_words(c)}" for s, c in a.calls) or "nobody has spoken yet"


@friendly
def coinche_call_quiz(dealer: str = "N", calls_before=(), call: str = "coinche", options=None):
    """Coinche: after these calls, may the player to speak make ``call``? (the auction's verdict)."""
    from ..coinche import call_words
    from .quizzes import ChoiceQuestion

    rules = _coinche_rules("coinche", options)
    dealer = read_seat(dealer, "dealer")
    a = _auction(rules, dealer, list(calls_before))
    if a.closed:
        raise BeloteError("calls_before: the auction is already over")
    seat = a.to_speak
    v = a.verdict(call)
    q = (f"Coinche: {dealer.word} dealt, so {a.speaking_order()[0].word} spoke first. The calls so far: {_said(a)}. "
         f"It is {seat.word}'s turn. May {seat.word} say {call_words(v.call)!r}?")
    return ChoiceQuestion(q, ["Yes", "No"], "Yes" if v.legal else "No", v.text)


@friendly
def coinche_auction_quiz(dealer: str = "N", calls=(), options=None):
    """Coinche: after these calls, is the auction over, and what is the contract?"""
    from .quizzes import ChoiceQuestion

    rules = _coinche_rules("coinche", options)
    dealer = read_seat(dealer, "dealer")
    a = _auction(rules, dealer, list(calls), "calls")
    b = a.bid
    if a.closed and a.all_passed:
        right = "Over: the deal is thrown in"
    elif a.closed:
        right = f"Over: {b.words}"
    else:
        right = f"Not over: {a.to_speak.word} to speak"
    choices = {right, "Over: the deal is thrown in"}
    if b is not None:
        from ..coinche import CoincheBid

        for m in (0, 1, 2):
            alt = CoincheBid(b.value, b.suit, b.capot, b.bidder, b.bidder.next(rules.direction) if m else None,
                             b.bidder if m == 2 else None)
            choices.add(f"Over: {alt.words}")
    nxt = a.to_speak or a.speaking_order()[len(a.calls) % 4]
    choices.add(f"Not over: {nxt.word} to speak")
    q = (f"Coinche: {dealer.word} dealt. The calls: {_said(a)}. Is the auction over, and with what contract?")
    if a.closed:
        why = a._over_text()[0].upper() + a._over_text()[1:] + "."
    else:
        why = (f"Not yet: {a.to_speak.word} may still speak. An auction ends after three passes following a bid or a "
               "coinche, at once after a surcoinche, or after four passes with no bid.")
    return ChoiceQuestion(q, sorted(choices), right, why)

