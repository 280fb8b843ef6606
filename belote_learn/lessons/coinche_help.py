"""Lesson helpers for coinche (belote contrée): a coinche hand scored from words, and quizzes on the
auction of points. The other helpers (show_deal, show_auction, explain_cards, worked_score with
``bid=...``, score_quiz, game_end) take ``system="coinche"`` too."""
from __future__ import annotations

from belote_learn.core.errors import BeloteError
from belote_learn.lessons.show import _coinche_rules, coinche_score_of  # noqa: F401  (coinche_score_of: part of this module's API)
from belote_learn.lessons._base import friendly, read_seat

__all__ = ["coinche_score_of", "coinche_call_quiz", "coinche_auction_quiz"]






def _auction(rules, dealer, calls, what="calls_before"):
    from belote_learn.systems.coinche.auction import CoincheAuction

    a = CoincheAuction(rules, dealer)
    for i, c in enumerate(calls):
        try:
            a.apply(c)
        except BeloteError as exc:
            raise BeloteError(f"{what}[{i}]: {exc}") from None
    return a


def _said(a) -> str:
    from belote_learn.systems.coinche.auction import call_words

    return "; ".join(f"{s.word}: {call_words(c)}" for s, c in a.calls) or "nobody has spoken yet"


@friendly
def coinche_call_quiz(dealer: str = "N", calls_before=(), call: str = "coinche", options=None):
    """Coinche: after these calls, may the player to speak make ``call``? (the auction's verdict)."""
    from belote_learn.systems.coinche.auction import call_words
    from belote_learn.lessons.quizzes import ChoiceQuestion

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
    from belote_learn.lessons.quizzes import ChoiceQuestion

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
        from belote_learn.systems.coinche.auction import CoincheBid

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

