"""Lesson helpers for bidding in coinche: the point count of a hand (as the rule-based bot counts it),
the call it leads to and why, quizzes on both, and the simulation that weighs each call.

The count and the calls are :mod:`belote_learn.bots.pointcount`'s; the simulation is
:mod:`belote_learn.bots.coinchesim`'s (the one the bidding trainer and the expert bot use)."""
from __future__ import annotations

from belote_learn.core.cards import CardSet, Suit
from belote_learn.core.errors import BeloteError, shown
from belote_learn.core.messages import Join, Message, Number, render, seat_name, suit_name, text as said
from belote_learn.lessons.show import _pictures
from belote_learn.lessons._base import (Sentence, Shown, esc, friendly, html_of, read_cards, read_rules, read_seat,
                                       reason, symbols, table_html, whole)

__all__ = ["count_hand", "point_count_call", "weigh_calls", "coinche_count_quiz", "coinche_defence_quiz",
           "coinche_bid_quiz"]


def _suit(value, what: str = "suit") -> Suit:
    try:
        return Suit.parse(value)
    except (BeloteError, ValueError):
        raise BeloteError(Message("lesson.coinche.error.suit", what=what, value=shown(value))) from None


def _hand(hand, what: str = "hand") -> list:
    cards = read_cards(hand, what)
    if len(cards) != 8:
        raise BeloteError(Message("lesson.coinche.error.hand", what=what, n=len(cards)))
    return cards


def _problem(hand, dealer, calls_before, seat="S", options=None, lang: str = "en"):
    """A :class:`~belote_learn.widgets.coinche_problems.CoincheProblem` from words (the learner ``seat`` to speak)."""
    from belote_learn.widgets.coinche_problems import CoincheProblem
    from belote_learn.core.errors import PositionError

    rules = read_rules("coinche", options)
    cards = _hand(hand)
    seat = read_seat(seat, "seat")
    if isinstance(calls_before, str) or not isinstance(calls_before, (list, tuple)):
        raise BeloteError(Message("lesson.coinche.error.calls_before", value=shown(calls_before)))
    if dealer is None:  # the dealer who makes ``seat`` speak after these calls
        dealer = seat
        for _ in range(1 + len(calls_before) % 4):
            dealer = dealer.previous(rules.direction)
    dealer = read_seat(dealer, "dealer")
    try:
        return CoincheProblem(rules, dealer, seat, cards, list(calls_before), lang=lang)
    except PositionError as exc:
        raise BeloteError(reason(exc)) from None


@friendly
def count_hand(hand="JH 9H 7H AS 8S 7D 8C 10C", suit=None, lang: str = "en") -> Shown:
    """The point count of an 8-card hand for ``suit`` as trumps (or for every suit), each card's share,
    and the side's expected total (40 + the count); the words in ``lang`` (the count's own lines are the
    point count's)."""
    from belote_learn.bots.pointcount import BASE, taker_count

    cards = _hand(hand)
    mask = CardSet(cards).mask
    suits = [_suit(suit)] if suit is not None else list(Suit)
    rows = []
    texts = []
    expected_rows = {}
    for s in suits:
        c = taker_count(mask, s)
        name = suit_name(s).render(lang)
        for what, pts in c.parts:
            rows.append([name, render(what, lang), pts])
        rows.append([name, Message("lesson.coinche.count").render(lang), c.points])
        expected_rows[s] = len(rows)
        rows.append([name, Message("lesson.coinche.expected_total", base=BASE).render(lang), BASE + c.points])
        texts.append(Message("lesson.coinche.count_line", suit=name[:1].upper() + name[1:], parts=c.text(lang), base=BASE,
                             points=c.points, total=BASE + c.points).render(lang))
    best = max(suits, key=lambda s: taker_count(mask, s).points)
    highlight = {expected_rows[best]}
    header = [Message("lesson.heading.trumps").render(lang), Message("lesson.heading.what_counts").render(lang),
              Message("lesson.heading.points").render(lang)]
    html = (_pictures(cards, label=Message("lesson.picture.the_hand").render(lang), lang=lang) +
            table_html(header, rows, highlight=highlight if len(suits) > 1 else set(), lang=lang))
    return Shown(html, "\n".join(texts), {"counts": {s.letter: taker_count(mask, s).points for s in suits}})


@friendly
def point_count_call(hand="JH 9H 7H AS 8S 7D 8C 10C", dealer=None, calls_before=(), seat="S",
                     lang: str = "en") -> Shown:
    """The call the rule-based point count makes for ``seat`` holding ``hand`` after ``calls_before``
    (the dealer's next spoke first; ``dealer`` None: the one who makes ``seat`` speak now), and why.
    ``lang``: the language of the text (the reason is the point count's)."""
    p = _problem(hand, dealer, calls_before, seat, lang=lang)
    call, why = p.rule_call()
    why = render(why, lang)
    said = p.call_said(call, lang) + ("" if p.call_said(call, lang).endswith("!") else ".")
    so_far = Message("lesson.picture.calls_so_far", calls=p.calls_so_far(lang))
    calls = Message("lesson.coinche.point_count_calls", call=said)
    html = (_pictures(p.hand, label=Message("lesson.quiz.hand_of", seat=seat_name(p.seat)).render(lang), lang=lang) +
            f"<p>{html_of(so_far, lang)}</p>"
            f"<p style='font-size:18px'><b>{html_of(calls, lang)}</b> {esc(why)}</p>")
    return Shown(html, f"{so_far.render(lang)} {calls.render(lang)} {why}", {"call": call, "reason": why})


@friendly
def weigh_calls(hand="JH 9H 7H AS 8S 7D 8C 10C", dealer=None, calls_before=(), completions: int = 100,
                seed: int = 0, lang: str = "en") -> Shown:
    """The simulation's expected score of each call worth weighing (as the bidding trainer works it out):
    ``completions`` deals dealt to fit the calls so far, the rest of the auction bid by the point count,
    the cards played by the rule-based players, each deal scored by coinche's scoring. ``lang``: the
    language of the text."""
    p = _problem(hand, dealer, calls_before, lang=lang)
    completions = whole(completions, "completions", 10, 2000)
    seed = whole(seed, "seed", 0, 2 ** 32)
    res = p.evaluate(completions, seed=seed)
    order = sorted(res, key=lambda c: -res[c]["mean"])
    rows = [[p.call_said(c, lang), round(res[c]["mean"]), round(1.96 * res[c]["se"]),
             Number(res[c]["taken"], ".0%").render(lang),
             "" if res[c]["made"] is None else Number(res[c]["made"], ".0%").render(lang)] for c in order]
    text = Join(said("lesson.phrase.semicolon", lang), [Message("lesson.coinche.weighed_call", call=p.call_said(c, lang), mean=f"{res[c]['mean']:+.0f}",
                               margin=f"{1.96 * res[c]['se']:.0f}") for c in order])
    header = [Message("lesson.heading.call").render(lang), Message("lesson.heading.expected_score").render(lang), "±",
              Message("lesson.heading.side_takes").render(lang), Message("lesson.heading.made").render(lang)]
    html = (_pictures(p.hand, label=Message("lesson.picture.your_hand").render(lang), lang=lang) +
            f"<p>{html_of(Message('lesson.picture.calls_so_far', calls=p.calls_so_far(lang)), lang)}</p>" +
            table_html(header, rows, highlight={0}, lang=lang) +
            f"<p>{Message('lesson.coinche.weigh_note', n=completions).render(lang)}</p>")
    return Shown(html, Message("lesson.coinche.best_first", calls=text).render(lang), {"results": res})


@friendly
def coinche_count_quiz(hand="JH 9H 7H AS 8S 7D 8C 10C", suit="H", lang: str = "en"):
    """How much does this hand count for ``suit`` as trumps? (the point count's table). ``lang``: the
    language of the quiz."""
    from belote_learn.bots.pointcount import taker_count
    from belote_learn.lessons.quizzes import NumberQuestion

    cards = _hand(hand)
    s = _suit(suit)
    c = taker_count(CardSet(cards).mask, s)
    q = Message("lesson.coinche.count_question", cards=symbols(cards), suit=suit_name(s))
    return NumberQuestion(q, c.points, Sentence(c),
                          _pictures(cards, label=Message("lesson.picture.the_hand").render(lang), lang=lang), lang=lang)


@friendly
def coinche_defence_quiz(hand="JH 9H 8H AS AD 10D 7C 8C", suit="H", lang: str = "en"):
    """How much does this hand count in defence against ``suit`` as trumps? ``lang``: the language of the quiz."""
    from belote_learn.bots.pointcount import defence_count
    from belote_learn.lessons.quizzes import NumberQuestion

    cards = _hand(hand)
    s = _suit(suit)
    d = defence_count(CardSet(cards).mask, s)
    q = Message("lesson.coinche.defence_question", suit=suit_name(s), cards=symbols(cards))
    return NumberQuestion(q, d.points, Sentence(d),
                          _pictures(cards, label=Message("lesson.picture.your_hand").render(lang), lang=lang), lang=lang)


@friendly
def coinche_bid_quiz(hand="JH 9H 7H AS 8S 7D 8C 10C", dealer=None, calls_before=(), seat="S", lang: str = "en"):
    """By the point count, what does ``seat`` call? (choices: the calls worth weighing). ``lang``: the
    language of the quiz."""
    from belote_learn.lessons.quizzes import ChoiceQuestion

    p = _problem(hand, dealer, calls_before, seat, lang=lang)
    call, why = p.rule_call()
    calls = p.weighed_calls()
    if call not in calls:
        calls.append(call)
    q = Message("lesson.coinche.bid_question", dealer=seat_name(p.dealer), seat=seat_name(p.seat), cards=symbols(p.hand),
                calls=p.calls_so_far(lang))
    return ChoiceQuestion(q, [p.call_said(c, lang) for c in calls], p.call_said(call, lang), why,
                          _pictures(p.hand, label=Message("lesson.picture.your_hand").render(lang), lang=lang), lang=lang)
