"""Lesson helpers for coinche (belote contrée): a coinche hand scored from words, and quizzes on the
auction of points. The other helpers (show_deal, show_auction, explain_cards, worked_score with
``bid=...``, score_quiz, game_end) take ``system="coinche"`` too."""
from __future__ import annotations

from belote_learn.core.errors import BeloteError
from belote_learn.core.messages import Message, seat_name, text
from belote_learn.lessons.show import _coinche_rules, coinche_score_of  # noqa: F401  (coinche_score_of: part of this module's API)
from belote_learn.lessons._base import Sentence, friendly, read_seat, reason

__all__ = ["coinche_score_of", "coinche_call_quiz", "coinche_auction_quiz"]






def _auction(rules, dealer, calls, what="calls_before"):
    from belote_learn.systems.coinche.auction import CoincheAuction

    a = CoincheAuction(rules, dealer)
    for i, c in enumerate(calls):
        try:
            a.apply(c)
        except BeloteError as exc:
            raise BeloteError(Message("lesson.error.at", where=f"{what}[{i}]", error=reason(exc))) from None
    return a


def _said(a, lang: str = "en") -> str:
    """The calls so far (``"North: pass; East: 80 in hearts"``), in ``lang``."""
    from belote_learn.lessons.show import call_words

    return (text("lesson.phrase.semicolon", lang).join(
        Message("lesson.phrase.seat_said", seat=seat_name(s), call=call_words(c, lang=lang)).render(lang)
                      for s, c in a.calls)
            or Message("lesson.phrase.nobody_spoke").render(lang))


@friendly
def coinche_call_quiz(dealer: str = "N", calls_before=(), call: str = "coinche", options=None, lang: str = "en"):
    """Coinche: after these calls, may the player to speak make ``call``? (the auction's verdict).
    ``lang``: the language of the quiz."""
    from belote_learn.lessons.quizzes import ChoiceQuestion
    from belote_learn.lessons.show import call_words

    rules = _coinche_rules("coinche", options)
    dealer = read_seat(dealer, "dealer")
    a = _auction(rules, dealer, list(calls_before))
    if a.closed:
        raise BeloteError(Message("lesson.coinche_call.error.over"))
    seat = a.to_speak
    v = a.verdict(call)
    q = Message("lesson.coinche_call.question", dealer=seat_name(dealer), first=seat_name(a.speaking_order()[0]),
                calls=_said(a, lang), seat=seat_name(seat), call=Message("lesson.phrase.quoted", text=call_words(v.call, lang=lang)))
    yes, no = Message("lesson.word.yes"), Message("lesson.word.no")
    return ChoiceQuestion(q, [yes, no], yes if v.legal else no, v.message, lang=lang)


@friendly
def coinche_auction_quiz(dealer: str = "N", calls=(), options=None, lang: str = "en"):
    """Coinche: after these calls, is the auction over, and what is the contract? ``lang``: the language of the quiz."""
    from belote_learn.lessons.quizzes import ChoiceQuestion

    rules = _coinche_rules("coinche", options)
    dealer = read_seat(dealer, "dealer")
    a = _auction(rules, dealer, list(calls), "calls")
    b = a.bid
    thrown_in = Message("lesson.coinche_auction.thrown_in").render(lang)
    if a.closed and a.all_passed:
        right = thrown_in
    elif a.closed:
        right = Message("lesson.coinche_auction.over", contract=b.message).render(lang)
    else:
        right = Message("lesson.coinche_auction.not_over", seat=seat_name(a.to_speak)).render(lang)
    choices = {right, thrown_in}
    if b is not None:
        from belote_learn.systems.coinche.auction import CoincheBid

        for m in (0, 1, 2):
            alt = CoincheBid(b.value, b.suit, b.capot, b.bidder, b.bidder.next(rules.direction) if m else None,
                             b.bidder if m == 2 else None)
            choices.add(Message("lesson.coinche_auction.over", contract=alt.message).render(lang))
    nxt = a.to_speak or a.speaking_order()[len(a.calls) % 4]
    choices.add(Message("lesson.coinche_auction.not_over", seat=seat_name(nxt)).render(lang))
    q = Message("lesson.coinche_auction.question", dealer=seat_name(dealer), calls=_said(a, lang))
    if a.closed:
        why = Sentence(a._over_message(), capital=True)
    else:
        why = Message("lesson.coinche_auction.not_yet", seat=seat_name(a.to_speak))
    return ChoiceQuestion(q, sorted(choices), right, why, lang=lang)

