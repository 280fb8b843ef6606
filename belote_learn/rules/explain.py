"""Rendering reasons as sentences: verdicts and winners as messages of the catalogue.

Verdicts and winners are data (rule codes, cards, seats; see :mod:`belote_learn.rules.play`); this module
turns them into a :class:`~belote_learn.core.messages.Message` of one or two sentences that name the
deciding rule and the cards (``verdict_message``, ``winning_message``, ``rule_message``), and renders it
in a language (``verdict_text(v, lang="en")``, ...). Every front end (CLI, widgets, lessons) calls
these functions, so they all say the same thing; the words themselves are in the catalogue
(``belote_learn/locale``), one per language.
"""
from __future__ import annotations

from belote_learn.core.messages import (CARD_SYMBOLS, PARTNER_SEAT_NAMES, RANK_SYMBOLS, SEAT_NAMES, SUIT_NAMES,
                                        SUIT_SINGULAR_NAMES, RANK_NAMES, Join, Message, render, sentences)

from belote_learn.core.cards import Card, Suit
from belote_learn.core.ranking import PLAIN_TABLE
from belote_learn.rules.codes import Rule

__all__ = ["verdict_text", "winning_text", "rule_text", "card_list", "suit_singular", "verdict_message",
           "winning_message", "rule_message"]

_SYM = CARD_SYMBOLS  # "10♥", "J♥" (in French "V♥") by card number
_SUIT_TRUMPS = tuple(Message("play.phrase.suit_trumps", suit=s) for s in SUIT_NAMES)  # "hearts (trumps)"
_NOTHING = Message("word.list.nothing")


def _order(table):
    """A rank order as the language writes it: ``"J 9 A 10 K Q 8 7"``, in French ``"V 9 A 10 R D 8 7"``."""
    return Join(" ", [RANK_SYMBOLS[r] for r in table.order])


def suit_singular(suit: Suit, lang: str = "en") -> str:
    """``"spade"``, ``"heart"``, ``"diamond"`` or ``"club"`` (in ``lang``)."""
    return SUIT_SINGULAR_NAMES[Suit(suit)].render(lang)


def _card_list(cards, conj: str = "and"):
    names = [_SYM[c] for c in cards]
    if not names:
        return _NOTHING
    if len(names) == 1:
        return names[0]
    if conj == "or":
        return Message("word.list.or", first=Join(", ", names[:-1]), last=names[-1])
    return Message("word.list.and", first=Join(", ", names[:-1]), last=names[-1])


def card_list(cards, conj: str = "and", lang: str = "en") -> str:
    """``"J♥"``, ``"J♥ and 7♥"``, ``"J♥, 9♥ and 7♥"`` (``conj="or"``: ``"J♥ or 7♥"``); ``"nothing"``
    for no cards. ``conj`` is ``"and"`` or ``"or"``; the words are in ``lang``."""
    return render(_card_list([int(Card(c)) for c in cards], conj), lang)


def _seat_phrase(sit, seat):
    if seat is None:
        return ""
    if seat == sit.to_play ^ 2:  # the partner (seats N E S W are 0 1 2 3)
        return PARTNER_SEAT_NAMES[seat]
    return SEAT_NAMES[seat]


def _owned(sit, card):
    """``"East's 9♥"`` or ``"partner North's 9♥"``."""
    seat = sit.seat_of(card)
    if seat is None:
        return _SYM[card]
    return Message("play.phrase.owned_card", owner=_seat_phrase(sit, seat), card=_SYM[card])


def _order_table(sit, suit: Suit):
    return sit.ranking.table_for(suit)


def _surprise(sit, winner: Card, beaten):
    """A note when the winner beats a card that would outrank it in the plain order
    (the nine of trumps over the ace, say)."""
    table = _order_table(sit, winner.suit)
    if table.order == PLAIN_TABLE.order:  # no surprise in a plain order (mariage ranks every suit so)
        return ""
    plain = PLAIN_TABLE.order
    surprising = [b for b in beaten if b.suit == winner.suit and plain.index(b.rank) < plain.index(winner.rank)]
    if not surprising:
        return ""
    top = min(surprising, key=lambda b: plain.index(b.rank))
    if sit.contract.kind == "AT":
        return Message("play.winning.surprise.all_trumps", rank=RANK_NAMES[winner.rank], other=RANK_NAMES[top.rank])
    return Message("play.winning.surprise.trumps", rank=RANK_NAMES[winner.rank], other=RANK_NAMES[top.rank])


def winning_message(w, won: bool = False) -> Message:
    """Why the card winning the trick is winning, naming the rank order that decides, as a message;
    ``won``: the trick is complete, and the card wins it (``"J♥ (North) wins: ..."``, not ``"is winning"``)."""
    sit = w.situation
    card = w.card
    sym = _SYM[card]
    owner = SEAT_NAMES[w.seat]
    if w.rule == "only-card":
        return Message("play.winning.only_card", card=sym, owner=owner)
    table = _order_table(sit, card.suit)
    if w.rule == "highest-trump":
        others = [b for b in w.beaten if b.suit == card.suit]
        if not others:
            if won:
                return Message("play.won.only_trump", card=sym, owner=owner)
            return Message("play.winning.only_trump", card=sym, owner=owner)
        if won:
            why = Message("play.won.highest_trump", card=sym, owner=owner, order=_order(table))
        else:
            why = Message("play.winning.highest_trump", card=sym, owner=owner, order=_order(table))
        return sentences(why, _surprise(sit, card, w.beaten))
    if sit.contract.kind == "NT":
        tail = Message("play.winning.tail.no_trumps")
    elif sit.contract.kind == "AT":
        tail = Message("play.winning.tail.all_trumps")
    else:
        tail = Message("play.winning.tail.trumps")
    params = dict(card=sym, owner=owner, suit=SUIT_SINGULAR_NAMES[card.suit], led=SUIT_NAMES[sit.led], order=_order(table))
    if won:
        why = Message("play.won.highest_of_suit", **params)
    else:
        why = Message("play.winning.highest_of_suit", **params)
    return sentences(why, _surprise(sit, card, w.beaten), tail)


def winning_text(w, lang: str = "en") -> str:
    """Why the card winning the trick is winning, naming the rank order that decides (in ``lang``)."""
    return winning_message(w).render(lang)


def verdict_message(v) -> Message:
    """One or two sentences saying whether ``v.card`` may be played and which rule decides, as a message."""
    sit = v.situation
    c = _SYM[v.card]
    me = SEAT_NAMES[sit.to_play]
    rule = v.rule
    led = sit.led
    trump = sit.contract.trump
    if led is None:
        led_pl = ""
    elif led == trump:
        led_pl = _SUIT_TRUMPS[led]
    else:
        led_pl = SUIT_NAMES[led]
    against = _owned(sit, v.against) if v.against is not None else ""

    if rule == Rule.LEAD:
        return Message("play.verdict.lead", card=c, seat=me)

    if rule == Rule.FOLLOW_SUIT:
        if not v.legal:
            return Message("play.verdict.follow_suit.illegal", card=c, led=led_pl, seat=me, cards=_card_list(v.cards))
        if len(v.cards) == 1:
            if sit.highest_trump is not None and sit.trump is not None and led != sit.trump:
                return Message("play.verdict.follow_suit.only_card_trumped", card=c, led=led_pl, seat=me,
                               suit=SUIT_SINGULAR_NAMES[led], trumper=_seat_phrase(sit, sit.highest_trump[0]))
            if sit.winning is not None and sit.winning.card != v.card and not sit.ranking.beats[v.card * 32 + sit.winning.card]:
                return Message("play.verdict.follow_suit.only_card_losing", card=c, led=led_pl, seat=me,
                               suit=SUIT_SINGULAR_NAMES[led])
            return Message("play.verdict.follow_suit.only_card", card=c, led=led_pl, seat=me,
                           suit=SUIT_SINGULAR_NAMES[led])
        return Message("play.verdict.follow_suit.any", card=c, led=led_pl, suit=SUIT_SINGULAR_NAMES[led])

    if rule == Rule.TRUMP_LEAD_BEAT:
        if v.legal:
            if v.seat == sit.to_play.partner:
                return Message("play.verdict.trump_lead_beat.over_partner", card=c, against=against)
            return Message("play.verdict.trump_lead_beat.allowed", card=c, against=against)
        return Message("play.verdict.trump_lead_beat.illegal", card=c, seat=me, against=against,
                       cards=_card_list(v.cards), count=len(v.cards))

    if rule == Rule.TRUMP_LEAD_CANNOT_BEAT:
        n_trumps = bin(sit.hand_mask & sit.table.trump_mask).count("1")
        if n_trumps == 1:
            return Message("play.verdict.trump_lead_cannot_beat.only_trump", card=c, seat=me, against=against)
        return Message("play.verdict.trump_lead_cannot_beat.any_trump", card=c, seat=me, against=against)

    if rule == Rule.VOID_NO_TRUMP:
        if led == trump:
            return Message("play.verdict.void_no_trump.trumps_led", card=c, seat=me)
        return Message("play.verdict.void_no_trump", card=c, seat=me, led=led_pl)

    if rule == Rule.PARTNER_WINNING:
        w = sit.winning
        base = Message("play.verdict.partner_winning", card=c, seat=me, led=led_pl, partner=SEAT_NAMES[w.seat],
                       winner=_SYM[w.card])
        if sit.table.ranking.is_trump(v.card) and sit.highest_trump is not None:
            ht = sit.highest_trump[1]
            if not sit.ranking.beats[v.card * 32 + ht]:
                tm = sit.table.trump_mask
                if sit.rules.overtrump_partner and sit.table.only_trumps_free and sit.hand_mask & tm == sit.hand_mask \
                        and sit.hand_mask & sit.table.above[ht]:
                    return sentences(base, Message("play.verdict.partner_winning.only_trumps_free", seat=me,
                                                   rules=sit.rules.preset, trump=_SYM[ht]))
                if sit.rules.overtrump_partner:
                    return sentences(base, Message("play.verdict.partner_winning.lower_trump", seat=me, trump=_SYM[ht]))
                return sentences(base, Message("play.verdict.partner_winning.undertrump",
                                               rules=_under(sit.rules, "overtrump_partner"), trump=_SYM[ht]))
        return base

    if rule == Rule.PARTNER_WINNING_OVERTRUMP:
        partner = SEAT_NAMES[sit.winning.seat]
        if v.legal:
            return Message("play.verdict.partner_winning_overtrump.allowed", card=c, partner=partner, seat=me,
                           against=against)
        return Message("play.verdict.partner_winning_overtrump.illegal", card=c, partner=partner, seat=me,
                       rules=_under(sit.rules, "overtrump_partner"), against=against, cards=_card_list(v.cards))

    if rule == Rule.MUST_TRUMP:
        who = _winner_phrase(sit)
        if v.legal:
            return Message("play.verdict.must_trump.allowed", card=c, seat=me, led=led_pl, winner=who)
        return Message("play.verdict.must_trump.illegal", card=c, seat=me, led=led_pl, winner=who,
                       cards=_card_list(v.cards))

    if rule == Rule.MUST_OVERTRUMP:
        if v.legal:
            return Message("play.verdict.must_overtrump.allowed", card=c, seat=me, against=against)
        if sit.ranking.is_trump(v.card):
            return Message("play.verdict.must_overtrump.lower_trump", card=c, seat=me, against=against,
                           cards=_card_list(v.cards))
        return Message("play.verdict.must_overtrump.illegal", card=c, seat=me, led=led_pl, against=against,
                       cards=_card_list(v.cards))

    if rule == Rule.MUST_UNDERTRUMP:
        if v.legal:
            return Message("play.verdict.must_undertrump.allowed", card=c, seat=me, against=against)
        return Message("play.verdict.must_undertrump.illegal", card=c, seat=me, led=led_pl, against=against,
                       cards=_card_list(v.cards))

    if rule == Rule.CANNOT_OVERTRUMP_FREE:
        if "must_undertrump" not in sit.rules.allowed_options:  # the preset's own rule (coinche)
            return Message("play.verdict.cannot_overtrump_free.preset", card=c, seat=me, against=against,
                           rules=sit.rules.preset)
        return Message("play.verdict.cannot_overtrump_free.option", card=c, seat=me, against=against)

    if rule == Rule.ALL_TRUMPS_BEAT:
        if v.legal:
            return Message("play.verdict.all_trumps_beat.allowed", card=c, against=against)
        return Message("play.verdict.all_trumps_beat.illegal", card=c, seat=me, cards=_card_list(v.cards),
                       against=against, count=len(v.cards))

    if rule == Rule.ALL_TRUMPS_CANNOT_BEAT:
        return Message("play.verdict.all_trumps_cannot_beat", card=c, seat=me, against=against,
                       suit=SUIT_SINGULAR_NAMES[led])

    if rule == Rule.NO_TRUMPS_VOID:
        return Message("play.verdict.no_trumps_void", card=c, seat=me, led=led_pl)

    if rule == Rule.ALL_TRUMPS_VOID:
        return Message("play.verdict.all_trumps_void", card=c, seat=me, led=led_pl)

    if rule == Rule.MARIAGE_FREE:
        return Message("play.verdict.mariage_free", card=c, seat=me, led=led_pl)

    if rule == Rule.MARIAGE_DISCARD:
        return Message("play.verdict.mariage_discard", card=c, seat=me, led=led_pl, against=against)

    if rule == Rule.MARIAGE_OVERTRUMP:
        return Message("play.verdict.mariage_overtrump", card=c, against=against)

    if rule == Rule.MARIAGE_NO_UNDERTRUMP:
        return Message("play.verdict.mariage_no_undertrump", card=c, against=against, seat=me,
                       cards=_card_list(v.cards, "or"))

    if rule == Rule.MARIAGE_MARRIAGE:
        if sit.rules.marriage_exception == "table":
            return Message("play.verdict.mariage_marriage.table", card=c, against=against)
        return Message("play.verdict.mariage_marriage.hand", card=c, against=against, seat=me)

    if rule == Rule.MARIAGE_ONLY_LOWER:
        return Message("play.verdict.mariage_only_lower", card=c, against=against, seat=me)

    raise AssertionError(rule)  # pragma: no cover - every Rule has a text


def verdict_text(v, lang: str = "en") -> str:
    """One or two sentences saying whether ``v.card`` may be played and which rule decides (in ``lang``).

    Raises:
        ValueError: an unknown language.
    """
    return verdict_message(v).render(lang)


def _winner_phrase(sit):
    w = sit.winning
    if len(sit.trick) < 2:
        return Message("play.phrase.winning_with.partner_to_play", player=_seat_phrase(sit, w.seat), card=_SYM[w.card],
                       partner=SEAT_NAMES[sit.to_play.partner])
    return Message("play.phrase.winning_with", player=_seat_phrase(sit, w.seat), card=_SYM[w.card])


def _under(rules, option: str):
    """The rule system a verdict cites: the preset, and the option when it changes the preset's own rule
    (``"coinche with the option overtrump_partner"``, ``"classic-1000 with overtrump_partner off"``)."""
    from belote_learn.rules.presets import get_rules

    value = getattr(rules, option)
    if value == getattr(get_rules(rules.preset), option):
        return rules.preset
    if value is True:
        return Message("play.phrase.preset_with_option", preset=rules.preset, option=option)
    return Message("play.phrase.preset_with_option_off", preset=rules.preset, option=option)


def _deciding(verdicts) :
    """The verdict whose rule decides the position: the first card that may not be played (its rule is
    the restriction), else the rule most of the legal cards share (ties: the first in the hand)."""
    verdicts = list(verdicts)
    illegal = [v for v in verdicts if not v.legal]
    if illegal:  # "follow suit and beat it" says more than "follow suit"
        return next((v for v in illegal if v.rule != Rule.FOLLOW_SUIT), illegal[0])
    counts: dict = {}
    for v in verdicts:
        counts[v.rule] = counts.get(v.rule, 0) + 1
    best = max(counts.values())
    return next(v for v in verdicts if counts[v.rule] == best)


def rule_message(verdicts):
    """The rule that decides which cards of a hand may be played, as a message (see :func:`rule_text`);
    ``""`` for no verdicts."""
    verdicts = list(verdicts)
    if not verdicts:
        return ""
    v = _deciding(verdicts)
    sit = v.situation
    me = SEAT_NAMES[sit.to_play]
    led = sit.led
    trumps_led = led is not None and led == sit.contract.trump
    led_pl = "" if led is None else SUIT_NAMES[led]
    against = _owned(sit, v.against) if v.against is not None else ""
    rule = v.rule
    if rule == Rule.LEAD:
        return Message("play.rule.lead", seat=me)
    if rule == Rule.FOLLOW_SUIT:
        text = Message("play.rule.follow_suit", seat=me, led=_SUIT_TRUMPS[led] if trumps_led else led_pl)
        low = next((x for x in verdicts if x.rule == Rule.TRUMP_LEAD_CANNOT_BEAT and x.against is not None), None)
        if low is not None:
            return sentences(text, Message("play.rule.follow_suit.cannot_beat", seat=me, against=_owned(sit, low.against)))
        return text
    if rule == Rule.TRUMP_LEAD_BEAT:
        return Message("play.rule.trump_lead_beat", seat=me, against=against)
    if rule == Rule.TRUMP_LEAD_CANNOT_BEAT:
        return Message("play.rule.trump_lead_cannot_beat", seat=me, against=against)
    if rule == Rule.VOID_NO_TRUMP:
        if trumps_led:
            return Message("play.rule.void_no_trump.trumps_led", seat=me)
        return Message("play.rule.void_no_trump", seat=me, led=led_pl)
    if rule == Rule.PARTNER_WINNING:
        return Message("play.rule.partner_winning", seat=me, led=led_pl, partner=SEAT_NAMES[sit.winning.seat])
    if rule == Rule.PARTNER_WINNING_OVERTRUMP:
        return Message("play.rule.partner_winning_overtrump", seat=me, led=led_pl, partner=SEAT_NAMES[sit.winning.seat],
                       rules=_under(sit.rules, "overtrump_partner"), against=against)
    if rule == Rule.MUST_TRUMP:
        return Message("play.rule.must_trump", seat=me, led=led_pl, winner=_winner_phrase(sit))
    if rule == Rule.MUST_OVERTRUMP:
        return Message("play.rule.must_overtrump", seat=me, against=against)
    if rule == Rule.MUST_UNDERTRUMP:
        return Message("play.rule.must_undertrump", seat=me, against=against)
    if rule == Rule.CANNOT_OVERTRUMP_FREE:
        if "must_undertrump" not in sit.rules.allowed_options:  # the preset's own rule (coinche)
            return Message("play.rule.cannot_overtrump_free.preset", seat=me, against=against, rules=sit.rules.preset)
        return Message("play.rule.cannot_overtrump_free.option", seat=me, against=against)
    if rule == Rule.ALL_TRUMPS_BEAT:
        return Message("play.rule.all_trumps_beat", seat=me, suit=SUIT_SINGULAR_NAMES[led], against=against)
    if rule == Rule.ALL_TRUMPS_CANNOT_BEAT:
        return Message("play.rule.all_trumps_cannot_beat", seat=me, led=led_pl, against=against)
    if rule == Rule.NO_TRUMPS_VOID:
        return Message("play.rule.no_trumps_void", seat=me, led=led_pl)
    if rule == Rule.ALL_TRUMPS_VOID:
        return Message("play.rule.all_trumps_void", seat=me, led=led_pl)
    if rule == Rule.MARIAGE_FREE:
        return Message("play.rule.mariage_free", seat=me, led=led_pl)
    if rule == Rule.MARIAGE_DISCARD:
        return Message("play.rule.mariage_discard", seat=me, led=led_pl, against=against)
    if rule == Rule.MARIAGE_OVERTRUMP:
        return Message("play.rule.mariage_overtrump", against=against)
    if rule == Rule.MARIAGE_NO_UNDERTRUMP:
        exceptions = [verdict_message(x) for x in verdicts  # the exceptions, card by card
                      if x.rule in (Rule.MARIAGE_MARRIAGE, Rule.MARIAGE_ONLY_LOWER)]
        return sentences(Message("play.rule.mariage_no_undertrump", seat=me, against=against), *exceptions)
    if rule == Rule.MARIAGE_MARRIAGE:
        if sit.rules.marriage_exception == "table":
            return Message("play.rule.mariage_marriage.table")
        return Message("play.rule.mariage_marriage.hand", seat=me)
    if rule == Rule.MARIAGE_ONLY_LOWER:
        return Message("play.rule.mariage_only_lower", seat=me, against=against)
    return verdict_message(v)  # pragma: no cover - every rule above has its sentence


def rule_text(verdicts, lang: str = "en") -> str:
    """The rule that decides which cards of a hand may be played, in one sentence for the whole hand
    (a quiz's verdict: "South must follow suit: spades were led.").

    Args:
        verdicts: the :class:`~belote_learn.play.Verdict` of every card of the hand (one position), as
            ``Position.explain().verdicts`` gives them.
        lang: the language of the sentence (``"en"``, ``"fr"``).
    Returns:
        One sentence naming the rule, the suit led and the card on the table it is about; ``""`` for
        no verdicts. Rule source: the play clauses of each seed (000 §play, 001, 002, 004), as
        :func:`verdict_text` words them card by card.
    Raises:
        ValueError: an unknown language.
    """
    return render(rule_message(verdicts), lang)
