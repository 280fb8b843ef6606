"""Hints in plain words: the expert's card or call, and why, said from the position itself.

The expert bot chooses by sampling the hidden hands and solving each sample (figures a learner cannot
use). A hint says instead what can be seen at the table: does the card win the trick, can anybody
after you beat it, is your partner winning, must you follow suit, trump or play a higher trump, which
points it saves or brings in; for a call, the trumps, the jack and nine, the aces and the belote the
hand would hold. The figures stay available as :attr:`Hint.details` (a widget shows them behind a
"details" toggle).

Pure engine code: no widget imports, nothing printed.
"""
from __future__ import annotations

from dataclasses import dataclass

from belote_learn.core.messages import (RANK_NAMES, SEAT_NAMES, SUIT_NAMES, SUIT_SINGULAR_NAMES, Join, Message, card_symbol,
                                        render, text)

from belote_learn.core.cards import Card, CardSet, Rank, Seat, Suit
from belote_learn.core.errors import BeloteError, IllegalAction, PositionError
from belote_learn.rules.play import Rule, analyse, legal_mask, play_table, trick_points, winner_index
from belote_learn.systems import system_of
from belote_learn.bots.pointcount import auction_of, call_in_words
from belote_learn.bots.knowledge import infer

__all__ = ["Hint", "card_hint_text", "call_hint_text", "card_hint_message", "call_hint_message", "hint"]


@dataclass(frozen=True)
class Hint:
    """A hint for the player to act.

    Attributes:
        action: the recommended action: a :class:`~belote_learn.core.cards.Card`, or a call (``"take"``,
            ``"pass"``, ``"H"``, ``"NT"``...) or a mariage word (``"marriage H"``, ``"out"``).
        text: one sentence in plain words, e.g. ``"Play the A♠: it wins the trick and your partner's 10♠
            is safe."`` (in the language :func:`hint` was asked for).
        details: the figures behind the choice (samples, averages, values with every card face up), for
            those who want them.
    """

    action: object
    text: str
    details: str = ""

    def to_dict(self) -> dict:
        return {"action": str(self.action), "text": self.text, "details": self.details}


def _join(clauses: list):
    """``"a"``, ``"a and b"``, ``"a, b and c"`` (messages or text, empty ones left out)."""
    clauses = [c for c in clauses if c]
    if not clauses:
        return ""
    if len(clauses) == 1:
        return clauses[0]
    return Message("word.list.and", first=Join(", ", clauses[:-1]), last=clauses[-1])


def _or(names: list):
    """``"A♠"``, ``"A♠ or 10♠"``, ``"A♠ or 10♠ or K♠"``."""
    out = names[0]
    for name in names[1:]:
        out = Message("word.list.or", first=out, last=name)
    return out


def _cards_of(mask: int) -> list[Card]:
    return list(CardSet(mask))


def _points_words(p: int):
    return Message("hint.points.none") if p == 0 else Message("hint.points", count=p)


def _after(view, n_played: int) -> list[Seat]:
    """The seats still to play in the current trick after ``view.seat``."""
    out, seat = [], view.seat
    for _ in range(3 - n_played):
        seat = seat.next(view.rules.direction)
        out.append(seat)
    return out


def _duty(verdict, led, restricted: bool):
    """What the rules force, in plain words (empty when the choice was free); ``led`` is the suit led."""
    if not restricted:
        return ""
    rule = verdict.rule
    against = card_symbol(verdict.against) if verdict.against is not None else ""
    led = SUIT_NAMES[led]
    if rule == Rule.FOLLOW_SUIT:
        return Message("hint.duty.follow_suit", led=led)
    if rule == Rule.TRUMP_LEAD_BEAT:
        return Message("hint.duty.trump_lead_beat", against=against)
    if rule == Rule.TRUMP_LEAD_CANNOT_BEAT:
        return Message("hint.duty.trump_lead_cannot_beat")
    if rule == Rule.MUST_TRUMP:
        return Message("hint.duty.must_trump", led=led)
    if rule == Rule.MUST_OVERTRUMP:
        return Message("hint.duty.must_overtrump", led=led, against=against)
    if rule == Rule.MUST_UNDERTRUMP:
        return Message("hint.duty.must_undertrump", led=led, against=against)
    if rule == Rule.PARTNER_WINNING_OVERTRUMP:
        return Message("hint.duty.partner_winning_overtrump", against=against)
    if rule == Rule.ALL_TRUMPS_BEAT:
        return Message("hint.duty.all_trumps_beat", against=against)
    if rule in (Rule.MARIAGE_NO_UNDERTRUMP, Rule.MARIAGE_OVERTRUMP):
        return Message("hint.duty.no_undertrump", against=against)
    return ""


def _check_card(view, card, lang: str):
    try:
        card = Card.parse(card) if isinstance(card, str) else Card(card)
    except ValueError as exc:
        raise PositionError("card", str(exc)) from None
    if card not in view.hand:
        raise PositionError("card", text("hint.error.not_in_hand", lang, card=card_symbol(card), seat=SEAT_NAMES[view.seat]))
    if view.phase != "play" or view.contract is None:
        raise IllegalAction(text("hint.error.not_play_phase", lang, phase=view.phase))
    return card


def card_hint_text(view, card, lang: str = "en") -> str:
    """Why ``card`` is a good play for the seat of ``view``, in one plain sentence.

    Args:
        view: a :class:`~belote_learn.systems.base.deal.SeatView` in the play phase (what the player may know).
        card: a legal card of the player's hand (a Card or text such as ``"AS"``).
        lang: the language of the sentence (``"en"``, ``"fr"``; ValueError for another).
    Returns:
        e.g. ``"Play the A♠: it wins the trick and your partner's 10♠ is safe."``
    Raises:
        PositionError: the card is unreadable or not in the hand; IllegalAction: not the play phase, or the
        card may not be played here.
    """
    return render(card_hint_message(view, card, lang), lang)


def card_hint_message(view, card, lang: str = "en") -> Message:
    """The sentence of :func:`card_hint_text` as a message (``lang``: the language of the errors)."""
    card = _check_card(view, card, lang)
    rules, contract = view.rules, view.contract
    pt = play_table(rules, contract)
    rk = pt.ranking
    points, strength = rk.points, rk.strength
    me = view.seat
    hand = list(view.hand)
    hand_mask = view.hand.mask
    trick = [(Seat(s), Card(c)) for s, c in view.trick]
    cards_on_table = [c for _, c in trick]
    legal = _cards_of(legal_mask(pt, hand_mask, tuple(cards_on_table)))
    if card not in legal:
        raise IllegalAction(text("hint.error.not_playable", lang, card=card_symbol(card)))
    know = infer(view)
    sym = card_symbol(card)
    suit_trump = contract.kind == "suit" and rk.trump_suit is not None

    if not trick:
        return Message("hint.card.play", card=sym, reason=_lead_reason(view, card, rk, know, hand, suit_trump))

    analysis = analyse(rules, contract, me, hand, trick)
    verdict = next(v for v in analysis.verdicts if v.card == card)
    led = cards_on_table[0].suit
    duty = _duty(verdict, led, len(legal) < len(hand))
    if len(legal) == 1:
        if duty:
            return Message("hint.card.only_card_duty", card=sym, duty=duty)
        return Message("hint.card.only_card", card=sym)

    wi = winner_index(pt, cards_on_table)
    best_seat, best = trick[wi]
    later = _after(view, len(trick))
    possible_later = 0
    for s in later:
        possible_later |= know.possible(s)

    def threats(c: Card) -> list[Card]:
        """Cards a player after you may hold that beat ``c``."""
        return [x for x in _cards_of(possible_later) if pt.beats[x * 32 + c]]

    partner = me.partner
    partner_card = next((c for s, c in trick if s == partner), None)
    on_table = trick_points(pt, cards_on_table)
    clauses: list = []
    if pt.beats[card * 32 + best]:
        sure = not threats(card)
        ruff = suit_trump and rk.is_trump(card) and not rk.is_trump(cards_on_table[0])
        if sure and ruff:
            clauses.append(Message("hint.clause.trump_wins_sure") if later else Message("hint.clause.trump_wins"))
        elif sure:
            clauses.append(Message("hint.clause.wins_sure") if later else Message("hint.clause.wins"))
        elif best_seat == partner:
            clauses.append(Message("hint.clause.trump_beats_partner", card=card_symbol(best)) if ruff
                           else Message("hint.clause.beats_partner", card=card_symbol(best)))
        else:
            clauses.append(Message("hint.clause.trump_beats", seat=SEAT_NAMES[best_seat], card=card_symbol(best)) if ruff
                           else Message("hint.clause.beats", seat=SEAT_NAMES[best_seat], card=card_symbol(best)))
        if ruff and not duty:
            clauses[0] = Message("hint.clause.void_and", led=SUIT_NAMES[led], clause=clauses[0])
        if sure and partner_card is not None and best_seat != partner and points[partner_card] >= 10:
            clauses.append(Message("hint.clause.partner_card_safe", card=card_symbol(partner_card)))
        elif sure and on_table >= 10:
            clauses.append(Message("hint.clause.takes_points", points=on_table))
        cheaper = [c for c in legal if c != card and pt.beats[c * 32 + best] and strength[c] < strength[card]
                   and c.suit == card.suit]
        if sure and cheaper and all(threats(c) for c in cheaper):
            clauses.append(Message("hint.clause.smaller_could_be_beaten"))
    elif best_seat == partner:
        partner_sure = not threats(best)
        if partner_sure:
            if points[card] >= 10:
                clauses.append(Message("hint.clause.partner_sure_adds", card=card_symbol(card), points=points[card]))
            elif points[card] > 0:
                clauses.append(Message("hint.clause.partner_sure_spare", points=points[card]))
            else:
                clauses.append(Message("hint.clause.partner_sure_keep"))
        else:
            low = min(points[c] for c in legal)
            if points[card] == low:
                clauses.append(Message("hint.clause.partner_for_now_little", points=_points_words(points[card])))
            else:
                clauses.append(Message("hint.clause.partner_worth_giving"))
    else:
        winners = [c for c in legal if pt.beats[c * 32 + best]]
        low = min(points[c] for c in legal)
        if not winners:
            if points[card] == low:
                clauses.append(Message("hint.clause.cannot_win_little", points=_points_words(points[card])))
            else:
                clauses.append(Message("hint.clause.cannot_win_miss_least"))
        else:
            small = on_table < 10
            if suit_trump and all(rk.is_trump(c) for c in winners) and not rk.is_trump(cards_on_table[0]):
                if small:
                    clauses.append(Message("hint.clause.could_trump_small", points=_points_words(on_table)))
                else:
                    clauses.append(Message("hint.clause.could_trump"))
            else:
                names = _or([card_symbol(c) for c in winners])
                if small:
                    clauses.append(Message("hint.clause.could_win_small", points=_points_words(on_table), cards=names,
                                           count=len(winners)))
                else:
                    clauses.append(Message("hint.clause.could_win", cards=names, count=len(winners)))
    reason = _join(clauses)
    if duty:
        reason = Message("hint.card.duty_then", duty=duty, reason=reason)
    return Message("hint.card.play", card=sym, reason=reason)


def _lead_reason(view, card: Card, rk, know, hand, suit_trump: bool):
    """Why lead ``card`` (the player leads the trick), as a message."""
    unknown = know.unknown
    higher_out = [x for x in _cards_of(unknown & rk.above[card])]
    trumps_out = (unknown & rk.trump_mask).bit_count() if rk.trump_suit is not None else 0
    taker = getattr(view, "taker", None)
    my_side_took = taker is not None and taker.team == view.seat.team
    if suit_trump and rk.is_trump(card):
        draw = Message("hint.lead.draws_trumps", count=trumps_out) if trumps_out else ""
        if not higher_out:
            return _join([Message("hint.lead.highest_trump"), draw])
        if my_side_took and trumps_out:
            return Message("hint.lead.draw_opponents_trumps", count=trumps_out)
        return draw or Message("hint.lead.fewest_chances")
    plural = SUIT_NAMES[card.suit]
    if not higher_out:
        if suit_trump and not rk.is_trump(card) and trumps_out:
            voids = [s for s in know.counts if s.team != view.seat.team
                     and not know.possible(s) & (0xFF << (8 * card.suit))
                     and know.possible(s) & rk.trump_mask]
            if voids:
                return Message("hint.lead.highest_of_suit_unless", suit=SUIT_SINGULAR_NAMES[card.suit],
                               seat=SEAT_NAMES[voids[0]], suits=plural)
        return Message("hint.lead.highest_of_suit", suit=SUIT_SINGULAR_NAMES[card.suit])
    same_suit = [c for c in hand if c.suit == card.suit]
    if rk.points[card] == min(rk.points[c] for c in same_suit) and rk.strength[card] == min(rk.strength[c] for c in same_suit):
        return Message("hint.lead.lowest", suit=SUIT_SINGULAR_NAMES[card.suit])
    top = max(higher_out, key=lambda x: rk.strength[x])
    return Message("hint.lead.makes_it_come_out", card=card_symbol(top), suits=plural) if len(same_suit) > 1 \
        else Message("hint.lead.fewest_chances")


# -- bidding ---------------------------------------------------------------------------------------
_TOP = {Rank.JACK: RANK_NAMES[Rank.JACK], Rank.NINE: RANK_NAMES[Rank.NINE]}


def _trump_facts(cards: list[Card], trump: Suit) -> dict:
    trumps = [c for c in cards if c.suit == trump]
    return {
        "n": len(trumps),
        "top": [r for r in (Rank.JACK, Rank.NINE) if any(c.rank == r for c in trumps)],
        "aces": [c for c in cards if c.rank == Rank.ACE and c.suit != trump],
        "belote": {Rank.KING, Rank.QUEEN} <= {c.rank for c in trumps},
    }


def _strength_words(f: dict, trump: Suit):
    parts = []
    if f["top"]:
        parts.append(Message("hint.call.top_of_trumps", top=_join([_TOP[r] for r in f["top"]])))
    parts.append(Message("hint.call.trumps_with_turn_up", count=f["n"], suit=SUIT_SINGULAR_NAMES[trump],
                         suits=SUIT_NAMES[trump]))
    if f["aces"]:
        parts.append(Message("hint.call.aces_besides", count=len(f["aces"])))
    if f["belote"]:
        parts.append(Message("hint.call.belote"))
    return _join(parts)


def _weakness_words(f: dict, trump: Suit):
    n = f["n"]
    if n < 3:
        parts = [Message("hint.call.only_trumps", count=n, suit=SUIT_SINGULAR_NAMES[trump], suits=SUIT_NAMES[trump])]
    else:
        parts = [Message("hint.call.n_trumps", n=n, suits=SUIT_NAMES[trump])]
    if not f["top"]:
        parts.append(Message("hint.call.neither_jack_nor_nine"))
    elif len(f["top"]) == 1:
        have = f["top"][0]
        parts.append(Message("hint.call.top_but_not", have=_TOP[have],
                             missing=_TOP[Rank.NINE if have == Rank.JACK else Rank.JACK]))
    if not f["aces"]:
        parts.append(Message("hint.call.no_ace_besides"))
    return _join(parts)


def call_hint_text(view, call: str, lang: str = "en") -> str:
    """Why ``call`` is a good call for the seat of ``view`` (the bidding), in one plain sentence.

    Args:
        view: a :class:`~belote_learn.systems.base.deal.SeatView` in the bidding (five cards and the turn-up).
        call: the call: ``"take"``, ``"pass"``, a suit letter, ``"NT"``, ``"AT"``.
        lang: the language of the sentence (``"en"``, ``"fr"``; ValueError for another).
    Returns:
        e.g. ``"Take hearts: you would hold the jack and nine of trumps and 3 hearts in all with the
        turn-up."``
    Raises:
        IllegalAction: not the bidding phase; PositionError: a deal without a turn-up (coinche); ValueError:
        a call that is not a Belote call.
    """
    return render(call_hint_message(view, call, lang), lang)


def call_hint_message(view, call: str, lang: str = "en") -> Message:
    """The sentence of :func:`call_hint_text` as a message (``lang``: the language of the errors)."""
    from belote_learn.systems.classic.auction import normalise_call

    if view.phase != "bidding":
        raise IllegalAction(text("hint.error.not_bidding_phase", lang, phase=view.phase))
    if view.turn_up is None:
        raise PositionError("turn_up", text("hint.error.no_turn_up", lang))
    call = normalise_call(call)
    turn = Card(view.turn_up)
    cards = list(view.hand) + [turn]
    if call == "take" or call in ("S", "H", "D", "C"):
        trump = turn.suit if call == "take" else Suit.parse(call)
        return Message("hint.call.take", suits=SUIT_NAMES[trump], hold=_strength_words(_trump_facts(cards, trump), trump))
    if call == "NT":
        aces = [c for c in cards if c.rank == Rank.ACE]
        tens = [c for c in cards if c.rank == Rank.TEN and Card.of(Rank.ACE, c.suit) in cards]
        if not aces:
            return Message("hint.call.no_trumps_no_ace")
        if tens:
            return Message("hint.call.no_trumps_tens", count=len(aces), tens=Message("hint.call.tens_beside_ace",
                                                                                      count=len(tens)))
        return Message("hint.call.no_trumps", count=len(aces))
    if call == "AT":
        tops = [c for c in cards if c.rank in (Rank.JACK, Rank.NINE)]
        return Message("hint.call.all_trumps", n=len(tops))
    if call == "pass":
        legal = getattr(view, "legal", []) or []
        if "take" in legal or not legal:
            f = _trump_facts(cards, turn.suit)
            return Message("hint.call.pass_too_weak", weakness=_weakness_words(f, turn.suit), suits=SUIT_NAMES[turn.suit])
        suits = [Suit.parse(c) for c in legal if c in ("S", "H", "D", "C")]
        if suits:
            def value(s):
                f = _trump_facts(cards, s)
                return (len(f["top"]), f["n"], len(f["aces"]))

            best = max(suits, key=value)
            return Message("hint.call.pass_best_suit", suits=SUIT_NAMES[best],
                           weakness=_weakness_words(_trump_facts(cards, best), best))
        return Message("hint.call.pass_nothing")
    return Message("hint.call.other", call=call)


def hint(view, helper, figures: str = "", lang: str = "en") -> Hint:
    """The expert's action for the player of ``view``, said in plain words.

    Args:
        view: the player's :class:`~belote_learn.systems.base.deal.SeatView` (it must be the player's turn).
        helper: the bot that chooses (an :class:`~belote_learn.bots.expert.ExpertBot` for the practice
            game's hints); its own reason goes into :attr:`Hint.details`.
        figures: more figures for the details (e.g. each card's value with every card face up).
        lang: the language of the sentence and of the bot's reason in the details (``figures`` are
            given as they are).
    Returns:
        A :class:`Hint` (the action, the sentence, the details).
    Raises:
        IllegalAction: it is not the player's turn.
    """
    if not view.legal:
        raise IllegalAction(text("hint.error.not_your_turn", lang, seat=SEAT_NAMES[view.seat]))
    action, reason = helper.choose_with_reason(view)
    reason = render(reason, lang)  # a bot's Reason says itself in lang; plain text stays as it is
    if isinstance(action, Card):
        said_text = card_hint_text(view, action, lang)
    elif view.phase == "bidding":
        try:
            said_text = _CALL_HINTS[system_of(view.rules).name](view, action, lang)  # each rule system says its calls
        except (BeloteError, ValueError):  # nothing to say in plain words: the bot's own words
            said_text = reason
    else:  # a mariage announcement or claim: the bot's reason is already plain words
        said_text = reason
    forced = len(view.legal) == 1 or (isinstance(action, Card) and sum(isinstance(a, Card) for a in view.legal) == 1)
    said = reason if reason != said_text and not forced else ""  # "the only legal choice" adds nothing
    details = " ".join(x for x in (said, figures) if x)
    return Hint(action, said_text, details)


def _coinche_call_hint(view, call, lang: str = "en") -> str:
    """The point count's words for ``call`` (:func:`belote_learn.bots.pointcount.call_in_words`), in ``lang``."""
    return render(call_in_words(view.rules, view.hand.mask, view.seat, auction_of(view), call), lang)


_CALL_HINTS = {"belote": call_hint_text, "coinche": _coinche_call_hint}
"""Why a call is a good one, in words, by rule system name (mariage has no auction)."""
