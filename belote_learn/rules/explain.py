"""Rendering reasons as plain English.

Verdicts and winners are data (rule codes, cards, seats; see :mod:`belote_learn.rules.play`); this module
turns them into one or two sentences that name the deciding rule and the cards. Every front end
(CLI, widgets, lessons) calls these functions, so they all say the same thing; another language
would be another module with the same functions.
"""
from __future__ import annotations

from belote_learn.core.cards import Card, Suit
from belote_learn.rules.codes import Rule
from belote_learn.core.ranking import PLAIN_TABLE

__all__ = ["verdict_text", "winning_text", "rule_text", "card_list", "suit_singular"]

_SINGULAR = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond", Suit.CLUBS: "club"}


def suit_singular(suit: Suit) -> str:
    """``"spade"``, ``"heart"``, ``"diamond"`` or ``"club"``."""
    return _SINGULAR[Suit(suit)]


def card_list(cards, conj: str = "and") -> str:
    """``"J♥"``, ``"J♥ and 7♥"``, ``"J♥, 9♥ and 7♥"`` (``conj="or"``: ``"J♥ or 7♥"``)."""
    names = [Card(c).symbol for c in cards]
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + f" {conj} " + names[-1]


def _seat_phrase(sit, seat) -> str:
    if seat is None:
        return ""
    if seat == sit.to_play.partner:
        return f"partner {seat.word}"
    return seat.word


def _owned(sit, card) -> str:
    """``"East's 9♥"`` or ``"partner North's 9♥"``."""
    seat = sit.seat_of(card)
    if seat is None:
        return Card(card).symbol
    return f"{_seat_phrase(sit, seat)}'s {Card(card).symbol}"


def _order_table(sit, suit: Suit):
    return sit.ranking.table_for(suit)


def _surprise(sit, winner: Card, beaten) -> str:
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
    where = "all trumps" if sit.contract.kind == "AT" else "trumps"
    return f" In {where} the {winner.rank.word} ranks above the {top.rank.word}."


def winning_text(w) -> str:
    """Why the card winning the trick is winning, naming the rank order that decides."""
    sit = w.situation
    card = w.card
    owner = w.seat.word
    if w.rule == "only-card":
        return f"{card.symbol} ({owner}) is the only card played so far, so it is winning the trick."
    table = _order_table(sit, card.suit)
    if w.rule == "highest-trump":
        others = [b for b in w.beaten if b.suit == card.suit]
        if not others:
            return (
                f"{card.symbol} ({owner}) is winning: it is the only trump in the trick, and a trump beats "
                f"any card of another suit."
            )
        return (
            f"{card.symbol} ({owner}) is winning: it is the highest trump in the trick "
            f"(trumps rank {table.text()})." + _surprise(sit, card, w.beaten)
        )
    if sit.contract.kind == "NT":
        tail = " In no trumps only the suit led can win."
    elif sit.contract.kind == "AT":
        tail = " In all trumps no other suit can win the trick."
    else:
        tail = " No trump has been played, and cards of other suits cannot win."
    return (
        f"{card.symbol} ({owner}) is winning: it is the highest {suit_singular(card.suit)} played "
        f"({sit.led.plural} rank {table.text()})." + _surprise(sit, card, w.beaten) + tail
    )


def verdict_text(v) -> str:
    """One or two sentences saying whether ``v.card`` may be played and which rule decides."""
    sit = v.situation
    c = v.card.symbol
    me = sit.to_play.word
    rule = v.rule
    led = sit.led
    led_pl = led.plural if led is not None else ""
    if led is not None and led == sit.contract.trump:
        led_pl = f"{led_pl} (trumps)"
    against = _owned(sit, v.against) if v.against is not None else ""
    trump = sit.contract.trump

    if rule == Rule.LEAD:
        return f"{c} is allowed: {me} leads this trick, so any card may be played."

    if rule == Rule.FOLLOW_SUIT:
        if not v.legal:
            return (
                f"{c} is not allowed: {led_pl} were led and {me} holds {card_list(v.cards)}, "
                f"so {me} must follow suit."
            )
        if len(v.cards) == 1:
            although = ""
            if sit.highest_trump is not None and sit.trump is not None and led != sit.trump:
                although = f", even though {_seat_phrase(sit, sit.highest_trump[0])} has trumped"
            elif sit.winning is not None and sit.winning.card != v.card and not sit.ranking.beats[v.card * 32 + sit.winning.card]:
                although = " although it cannot win the trick"
            return (
                f"{c} must be played: {led_pl} were led and it is {me}'s only {suit_singular(led)}; "
                f"following suit comes first{although}."
            )
        return f"{c} is allowed: {led_pl} were led and it follows suit (any {suit_singular(led)} may be played)."

    if rule == Rule.TRUMP_LEAD_BEAT:
        if v.legal:
            over = " even though it is the partner's card" if v.seat == sit.to_play.partner else ""
            return (
                f"{c} is allowed: trumps were led and it beats the highest trump, {against}; "
                f"a player who can beat the highest trump must do so{over}."
            )
        return (
            f"{c} is not allowed: trumps were led and {me} must beat the highest trump, {against}, "
            f"when able (even over a partner); {me} holds {card_list(v.cards)}, which "
            f"{'beats' if len(v.cards) == 1 else 'beat'} it."
        )

    if rule == Rule.TRUMP_LEAD_CANNOT_BEAT:
        n_trumps = bin(sit.hand_mask & sit.table.trump_mask).count("1")
        if n_trumps == 1:
            return (
                f"{c} must be played although it cannot win: trumps were led and it is {me}'s only trump, "
                f"and a player must follow suit even when unable to beat {against}."
            )
        return (
            f"{c} is allowed: trumps were led and {me} cannot beat the highest trump, {against}, "
            f"so any trump may be played."
        )

    if rule == Rule.VOID_NO_TRUMP:
        if led == trump:
            return f"{c} is allowed: trumps were led and {me} has none left, so any card may be played."
        return f"{c} is allowed: {me} has no {led_pl} and no trumps, so any card may be played."

    if rule == Rule.PARTNER_WINNING:
        w = sit.winning
        base = (
            f"{c} is allowed: {me} has no {led_pl}, but partner {w.seat.word} is winning the trick with "
            f"{w.card.symbol}, so {me} need not trump and may play any card."
        )
        if sit.table.ranking.is_trump(v.card) and sit.highest_trump is not None:
            ht = sit.highest_trump[1]
            if not sit.ranking.beats[v.card * 32 + ht]:
                tm = sit.table.trump_mask
                if sit.rules.overtrump_partner and sit.table.only_trumps_free and sit.hand_mask & tm == sit.hand_mask \
                        and sit.hand_mask & sit.table.above[ht]:
                    base += (f" {me} holds nothing but trumps, and under {sit.rules.preset} a hand of trumps alone is "
                             f"free when the partner is winning, so a trump lower than the {ht.symbol} is allowed.")
                elif sit.rules.overtrump_partner:
                    base += f" {me} cannot beat the {ht.symbol}, so a lower trump is allowed too."
                else:
                    base += (
                        f" Under {_under(sit.rules, 'overtrump_partner')} a player may even undertrump the partner's "
                        f"{ht.symbol}."
                    )
        return base

    if rule == Rule.PARTNER_WINNING_OVERTRUMP:
        if v.legal:
            return (
                f"{c} is allowed: partner {sit.winning.seat.word} is winning, so {me} need not trump; "
                f"a trump played must beat the highest trump, {against}, and {c} does."
            )
        return (
            f"{c} is not allowed: partner {sit.winning.seat.word} is winning, so {me} may discard, but "
            f"under {_under(sit.rules, 'overtrump_partner')} any trump played must beat the highest trump, {against}, "
            f"when it can "
            f"(no undertrumping a partner): {me} holds {card_list(v.cards)}."
        )

    if rule == Rule.MUST_TRUMP:
        who = _winner_phrase(sit)
        if v.legal:
            return (
                f"{c} is allowed: {me} has no {led_pl} and {who}, so {me} must trump; no trump has been "
                f"played yet, so any trump will do."
            )
        return (
            f"{c} is not allowed: {me} has no {led_pl} and {who}, so {me} must trump with "
            f"{card_list(v.cards)}."
        )

    if rule == Rule.MUST_OVERTRUMP:
        if v.legal:
            return (
                f"{c} is allowed: an opponent is winning with a trump, {against}, and {me} must overtrump "
                f"when able; {c} beats it."
            )
        if sit.ranking.is_trump(v.card):
            return (
                f"{c} is not allowed: an opponent is winning with a trump, {against}, and {me} must "
                f"overtrump with {card_list(v.cards)}; a lower trump is only allowed when no trump can beat it."
            )
        return (
            f"{c} is not allowed: {me} has no {led_pl} and an opponent is winning with a trump, {against}, "
            f"so {me} must overtrump with {card_list(v.cards)}."
        )

    if rule == Rule.MUST_UNDERTRUMP:
        if v.legal:
            return (
                f"{c} is allowed: an opponent is winning with a trump, {against}, which {me} cannot beat; "
                f"{me} must still play a trump (undertrump)."
            )
        return (
            f"{c} is not allowed: {me} has no {led_pl} and an opponent is winning with a trump, {against}; "
            f"{me} cannot overtrump but must still play a trump: {card_list(v.cards)}."
        )

    if rule == Rule.CANNOT_OVERTRUMP_FREE:
        if "must_undertrump" not in sit.rules.allowed_options:  # the preset's own rule (coinche)
            return (
                f"{c} is allowed: {me} cannot beat the opponent's trump, {against}, and under {sit.rules.preset} "
                f"nobody has to undertrump (\"on ne pisse pas\"): a player who cannot overtrump may play any card."
            )
        return (
            f"{c} is allowed: {me} cannot beat the opponent's trump, {against}, and with the option "
            f"must_undertrump off a player who cannot overtrump may play any card."
        )

    if rule == Rule.ALL_TRUMPS_BEAT:
        if v.legal:
            return (
                f"{c} is allowed: in all trumps a player must beat the highest card of the suit led when "
                f"able, even over a partner, and {c} beats {against}."
            )
        return (
            f"{c} is not allowed: in all trumps a player must beat the highest card of the suit led when "
            f"able, even over a partner; {me} holds {card_list(v.cards)}, which beat{'s' if len(v.cards) == 1 else ''} "
            f"{against}."
        )

    if rule == Rule.ALL_TRUMPS_CANNOT_BEAT:
        return (
            f"{c} is allowed: in all trumps a player must beat {against} when able; {me} cannot, "
            f"so any {suit_singular(led)} may be played."
        )

    if rule == Rule.NO_TRUMPS_VOID:
        return (
            f"{c} is allowed: {me} has no {led_pl}, and in no trumps nothing can be trumped, "
            f"so any card may be played (it cannot win the trick)."
        )

    if rule == Rule.ALL_TRUMPS_VOID:
        return (
            f"{c} is allowed: {me} has no {led_pl}, and in all trumps another suit cannot win the trick, "
            f"so any card may be played."
        )

    if rule == Rule.MARIAGE_FREE:
        return (
            f"{c} is allowed: {me} has no {led_pl}, and in mariage trumping is never compulsory, "
            f"so any card may be played."
        )

    if rule == Rule.MARIAGE_DISCARD:
        return (
            f"{c} is allowed: {me} has no {led_pl}; trumping is not compulsory in mariage, so a discard "
            f"is allowed even though {against} has been played."
        )

    if rule == Rule.MARIAGE_OVERTRUMP:
        return f"{c} is allowed: it beats the highest trump in the trick, {against}."

    if rule == Rule.MARIAGE_NO_UNDERTRUMP:
        return (
            f"{c} is not allowed: undertrumping is forbidden in mariage, and {c} is lower than {against}; "
            f"{me} may play {card_list(v.cards, 'or')} instead."
        )

    if rule == Rule.MARIAGE_MARRIAGE:
        where = (
            "completes a trump marriage on the table"
            if sit.rules.marriage_exception == "table"
            else f"belongs to a trump marriage in {me}'s hand"
        )
        return (
            f"{c} is allowed although it is lower than {against}: it {where}, the exception to the "
            f"no-undertrumping rule."
        )

    if rule == Rule.MARIAGE_ONLY_LOWER:
        return (
            f"{c} is allowed although it is lower than {against}: {me} holds nothing but trumps lower than "
            f"{against}, and one of them must be played."
        )

    raise ValueError(f"no text for rule {rule!r}")  # pragma: no cover - every Rule has a text


def _winner_phrase(sit) -> str:
    w = sit.winning
    text = f"{_seat_phrase(sit, w.seat)} is winning with {w.card.symbol}"
    if len(sit.trick) < 2:
        text += f" (partner {sit.to_play.partner.word} has not played yet)"
    return text


def _under(rules, option: str) -> str:
    """The rule system a verdict cites: the preset, and the option when it changes the preset's own rule
    (``"coinche with the option overtrump_partner"``, ``"classic-1000 with overtrump_partner off"``)."""
    from belote_learn.rules.presets import get_rules

    value = getattr(rules, option)
    if value == getattr(get_rules(rules.preset), option):
        return rules.preset
    return f"{rules.preset} with the option {option}" if value is True else f"{rules.preset} with {option} off"


def _deciding(verdicts):
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


def rule_text(verdicts) -> str:
    """The rule that decides which cards of a hand may be played, in one sentence for the whole hand
    (a quiz's verdict: "South must follow suit: spades were led.").

    Args:
        verdicts: the :class:`~belote_learn.rules.play.Verdict` of every card of the hand (one position), as
            ``Position.explain().verdicts`` gives them.
    Returns:
        One sentence naming the rule, the suit led and the card on the table it is about; ``""`` for
        no verdicts. Rule source: the play clauses of each seed (000 §play, 001, 002, 004), as
        :func:`verdict_text` words them card by card.
    """
    verdicts = list(verdicts)
    if not verdicts:
        return ""
    v = _deciding(verdicts)
    sit = v.situation
    me = sit.to_play.word
    led = sit.led
    led_pl = led.plural if led is not None else ""
    trumps_led = led is not None and led == sit.contract.trump
    against = _owned(sit, v.against) if v.against is not None else ""
    rule = v.rule
    if rule == Rule.LEAD:
        return f"{me} leads the trick, so any card may be played."
    if rule == Rule.FOLLOW_SUIT:
        text = f"{me} must follow suit: {led_pl}{' (trumps)' if trumps_led else ''} were led."
        low = next((x for x in verdicts if x.rule == Rule.TRUMP_LEAD_CANNOT_BEAT and x.against is not None), None)
        if low is not None:
            text += f" Nothing {me} holds beats {_owned(sit, low.against)}, so any trump may be played."
        return text
    if rule == Rule.TRUMP_LEAD_BEAT:
        return (f"{me} must follow suit and beat the highest trump, {against}, when able (even over a partner): "
                "trumps were led.")
    if rule == Rule.TRUMP_LEAD_CANNOT_BEAT:
        return f"{me} must follow suit with a trump: trumps were led, and nothing {me} holds beats {against}."
    if rule == Rule.VOID_NO_TRUMP:
        if trumps_led:
            return f"{me} has no trump left, so any card may be played: trumps were led."
        return f"{me} has no {led_pl} and no trumps, so any card may be played."
    if rule in (Rule.PARTNER_WINNING, Rule.PARTNER_WINNING_OVERTRUMP):
        w = sit.winning
        text = (f"{me} has no {led_pl}, but partner {w.seat.word} is winning the trick, so {me} need not trump "
                "and may discard.")
        if rule == Rule.PARTNER_WINNING_OVERTRUMP:
            text = text[:-1] + (f"; under {_under(sit.rules, 'overtrump_partner')} a trump played must still beat "
                                "the highest trump, "
                                f"{against}, when it can.")
        return text
    if rule == Rule.MUST_TRUMP:
        return f"{me} must trump: {me} has no {led_pl} and {_winner_phrase(sit)}."
    if rule == Rule.MUST_OVERTRUMP:
        return f"{me} must overtrump when able: an opponent is winning with a trump, {against}."
    if rule == Rule.MUST_UNDERTRUMP:
        return (f"{me} must still play a trump (undertrump): an opponent is winning with a trump, {against}, "
                f"that {me} cannot beat.")
    if rule == Rule.CANNOT_OVERTRUMP_FREE:
        where = (f"under {sit.rules.preset}" if "must_undertrump" not in sit.rules.allowed_options
                 else "with the option must_undertrump off")  # the preset's own rule (coinche), or the option
        return (f"{me} cannot beat the opponent's trump, {against}, and {where} need not undertrump, so any "
                "card may be played.")
    if rule == Rule.ALL_TRUMPS_BEAT:
        return (f"{me} must follow suit and beat the highest {suit_singular(led)}, {against}, when able: in all "
                "trumps every suit is played like trumps.")
    if rule == Rule.ALL_TRUMPS_CANNOT_BEAT:
        return (f"{me} must follow suit: {led_pl} were led; in all trumps a player must beat {against} when able, "
                f"and {me} cannot.")
    if rule == Rule.NO_TRUMPS_VOID:
        return f"{me} has no {led_pl}, and in no trumps nothing can be trumped, so any card may be played."
    if rule == Rule.ALL_TRUMPS_VOID:
        return f"{me} has no {led_pl}, and in all trumps another suit cannot win, so any card may be played."
    if rule in (Rule.MARIAGE_FREE, Rule.MARIAGE_DISCARD):
        return (f"{me} has no {led_pl}, and in mariage trumping is never compulsory, so {me} may discard"
                + (f"; a trump played must not be lower than {against}." if rule == Rule.MARIAGE_DISCARD else "."))
    if rule == Rule.MARIAGE_OVERTRUMP:
        return f"A trump played must beat the highest trump in the trick, {against}: no undertrumping in mariage."
    if rule == Rule.MARIAGE_NO_UNDERTRUMP:
        text = f"{me} may not undertrump: in mariage a trump lower than {against} may not be played."
        for x in verdicts:  # the exceptions, card by card
            if x.rule in (Rule.MARIAGE_MARRIAGE, Rule.MARIAGE_ONLY_LOWER):
                text += " " + verdict_text(x)
        return text
    if rule in (Rule.MARIAGE_MARRIAGE, Rule.MARIAGE_ONLY_LOWER):
        return verdict_text(v).split(": ", 1)[-1][:1].upper() + verdict_text(v).split(": ", 1)[-1][1:]
    return verdict_text(v)  # pragma: no cover - every rule above has its sentence
