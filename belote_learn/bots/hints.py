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

from belote_learn.core.cards import Card, CardSet, Rank, Seat, Suit
from belote_learn.core.errors import BeloteError, IllegalAction, PositionError
from belote_learn.rules.explain import suit_singular
from belote_learn.rules.play import Rule, analyse, legal_mask, play_table, trick_points, winner_index
from belote_learn.systems import system_of
from belote_learn.bots.pointcount import auction_of, call_in_words
from belote_learn.bots.knowledge import infer

__all__ = ["Hint", "card_hint_text", "call_hint_text", "hint"]


@dataclass(frozen=True)
class Hint:
    """A hint for the player to act.

    Attributes:
        action: the recommended action: a :class:`~belote_learn.core.cards.Card`, or a call (``"take"``,
            ``"pass"``, ``"H"``, ``"NT"``...) or a mariage word (``"marriage H"``, ``"out"``).
        text: one sentence in plain words, e.g. ``"Play the A♠: it wins the trick and your partner's 10♠
            is safe."``
        details: the figures behind the choice (samples, averages, values with every card face up), for
            those who want them.
    """

    action: object
    text: str
    details: str = ""

    def to_dict(self) -> dict:
        return {"action": str(self.action), "text": self.text, "details": self.details}


def _join(clauses: list[str]) -> str:
    clauses = [c for c in clauses if c]
    if len(clauses) <= 1:
        return "".join(clauses)
    return ", ".join(clauses[:-1]) + " and " + clauses[-1]


def _cards_of(mask: int) -> list[Card]:
    return list(CardSet(mask))


def _points_words(p: int) -> str:
    return "nothing" if p == 0 else ("1 point" if p == 1 else f"{p} points")


def _after(view, n_played: int) -> list[Seat]:
    """The seats still to play in the current trick after ``view.seat``."""
    out, seat = [], view.seat
    for _ in range(3 - n_played):
        seat = seat.next(view.rules.direction)
        out.append(seat)
    return out


def _duty(verdict, led_plural: str, restricted: bool) -> str:
    """What the rules force, in plain words (empty when the choice was free)."""
    if not restricted:
        return ""
    rule = verdict.rule
    against = verdict.against.symbol if verdict.against is not None else ""
    if rule == Rule.FOLLOW_SUIT:
        return f"you must follow suit in {led_plural}"
    if rule == Rule.TRUMP_LEAD_BEAT:
        return f"trumps were led and you must beat the {against}"
    if rule == Rule.TRUMP_LEAD_CANNOT_BEAT:
        return "trumps were led and you must play one"
    if rule == Rule.MUST_TRUMP:
        return f"you have no {led_plural}, so you must trump"
    if rule == Rule.MUST_OVERTRUMP:
        return f"you have no {led_plural}, so you must play a trump higher than the {against}"
    if rule == Rule.MUST_UNDERTRUMP:
        return f"you have no {led_plural} and must still play a trump, though you cannot beat the {against}"
    if rule == Rule.PARTNER_WINNING_OVERTRUMP:
        return f"a trump you play must beat the {against}"
    if rule == Rule.ALL_TRUMPS_BEAT:
        return f"you must beat the {against} when you can"
    if rule in (Rule.MARIAGE_NO_UNDERTRUMP, Rule.MARIAGE_OVERTRUMP):
        return f"you may not play a trump lower than the {against}"
    return ""


def _check_card(view, card):
    try:
        card = Card.parse(card) if isinstance(card, str) else Card(card)
    except ValueError as exc:
        raise PositionError("card", str(exc)) from None
    if card not in view.hand:
        raise PositionError("card", f"{card.symbol} is not in {view.seat.word}'s hand")
    if view.phase != "play" or view.contract is None:
        raise IllegalAction(f"a card hint is given during the play, not in the {view.phase} phase")
    return card


def card_hint_text(view, card) -> str:
    """Why ``card`` is a good play for the seat of ``view``, in one plain sentence.

    Args:
        view: a :class:`~belote_learn.systems.base.deal.SeatView` in the play phase (what the player may know).
        card: a legal card of the player's hand (a Card or text such as ``"AS"``).
    Returns:
        e.g. ``"Play the A♠: it wins the trick and your partner's 10♠ is safe."``
    Raises:
        PositionError: the card is unreadable or not in the hand; IllegalAction: not the play phase, or the
        card may not be played here.
    """
    card = _check_card(view, card)
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
        raise IllegalAction(f"{card.symbol} may not be played here, so it cannot be the hint")
    know = infer(view)
    sym = card.symbol
    suit_trump = contract.kind == "suit" and rk.trump_suit is not None

    if not trick:
        return f"Play the {sym}: " + _lead_reason(view, card, rk, know, hand, suit_trump) + "."

    analysis = analyse(rules, contract, me, hand, trick)
    verdict = next(v for v in analysis.verdicts if v.card == card)
    led = cards_on_table[0].suit
    duty = _duty(verdict, led.plural, len(legal) < len(hand))
    if len(legal) == 1:
        why = f" ({duty})" if duty else ""
        return f"Play the {sym}: it is the only card you may play{why}."

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
    clauses: list[str] = []
    if pt.beats[card * 32 + best]:
        sure = not threats(card)
        ruff = suit_trump and rk.is_trump(card) and not rk.is_trump(cards_on_table[0])
        subject = "your trump" if ruff else "it"
        if sure:
            clauses.append(f"{subject} wins the trick" + (" (nobody after you can beat it)" if later else ""))
        else:
            owner = "your partner's" if best_seat == partner else f"{best_seat.word}'s"
            clauses.append(f"{subject} beats {owner} {best.symbol}, though a player after you may still beat it")
        if ruff and not duty:
            clauses[0] = f"you have no {led.plural}, and {clauses[0]}"
        if sure and partner_card is not None and best_seat != partner and points[partner_card] >= 10:
            clauses.append(f"your partner's {partner_card.symbol} is safe")
        elif sure and on_table >= 10:
            clauses.append(f"it takes the {on_table} points on the table")
        cheaper = [c for c in legal if c != card and pt.beats[c * 32 + best] and strength[c] < strength[card]
                   and c.suit == card.suit]
        if sure and cheaper and all(threats(c) for c in cheaper):
            clauses.append("a smaller card could still be beaten")
    elif best_seat == partner:
        partner_sure = not threats(best)
        if partner_sure:
            if points[card] >= 10:
                clauses.append(f"your partner is sure to win the trick, so your {card.symbol} adds "
                               f"{points[card]} points for your side")
            elif points[card] > 0:
                clauses.append(f"your partner is sure to win the trick, so give them the {points[card]} points "
                               "you can spare")
            else:
                clauses.append("your partner is sure to win the trick, so keep your good cards for later")
        else:
            low = min(points[c] for c in legal)
            if points[card] == low:
                clauses.append("your partner is winning for now, but a player after you may still beat them, "
                               f"so give away as little as you can ({_points_words(points[card])})")
            else:
                clauses.append("your partner is winning, and it is worth giving them these points even though a "
                               "player after you may still beat them")
    else:
        winners = [c for c in legal if pt.beats[c * 32 + best]]
        low = min(points[c] for c in legal)
        if not winners:
            if points[card] == low:
                clauses.append(f"you cannot win this trick, so give away as little as you can "
                               f"({_points_words(points[card])})")
            else:
                clauses.append("you cannot win this trick, and this is the card you will miss least later")
        else:
            small = f" (it holds only {_points_words(on_table)})" if on_table < 10 else ""
            if suit_trump and all(rk.is_trump(c) for c in winners) and not rk.is_trump(cards_on_table[0]):
                clauses.append(f"you could trump this trick{small}, but your trumps are worth more in later tricks")
            else:
                names = " or ".join(c.symbol for c in winners)
                verb = "it is" if len(winners) == 1 else "they are"
                clauses.append(f"you could win this trick{small} with the {names}, but {verb} worth more in a "
                               "later trick")
    text = _join(clauses)
    if duty:
        text = f"{duty}; {text}"
    return f"Play the {sym}: {text}."


def _lead_reason(view, card: Card, rk, know, hand, suit_trump: bool) -> str:
    """Why lead ``card`` (the player leads the trick)."""
    unknown = know.unknown
    higher_out = [x for x in _cards_of(unknown & rk.above[card])]
    trumps_out = (unknown & rk.trump_mask).bit_count() if rk.trump_suit is not None else 0
    taker = getattr(view, "taker", None)
    my_side_took = taker is not None and taker.team == view.seat.team
    if suit_trump and rk.is_trump(card):
        draw = (f"it draws out the {trumps_out} trump{'s' if trumps_out != 1 else ''} still in the other hands"
                if trumps_out else "")
        if not higher_out:
            return _join(["it is the highest trump left", draw]) if draw else "it is the highest trump left"
        if my_side_took and trumps_out:
            return (f"your side took, so draw out the opponents' trumps ({trumps_out} trump"
                    f"{'s are' if trumps_out != 1 else ' is'} still in the other hands)")
        return draw or "of your cards it gives the other side the fewest chances"
    plural = card.suit.plural
    if not higher_out:
        text = f"it is the highest {suit_singular(card.suit)} still in play, so it should win the trick"
        if suit_trump and not rk.is_trump(card) and trumps_out:
            voids = [s for s in know.counts if s.team != view.seat.team
                     and not know.possible(s) & (0xFF << (8 * card.suit))
                     and know.possible(s) & rk.trump_mask]
            if voids:
                text += f", unless {voids[0].word}, who has no {plural} left, trumps it"
        return text
    same_suit = [c for c in hand if c.suit == card.suit]
    if rk.points[card] == min(rk.points[c] for c in same_suit) and rk.strength[card] == min(rk.strength[c] for c in same_suit):
        return (f"your lowest {suit_singular(card.suit)} gives little away, and your high cards stay in your "
                "hand for later")
    top = max(higher_out, key=lambda x: rk.strength[x])
    return f"it makes the {top.symbol} come out, so that your other {plural} can win later" if len(same_suit) > 1 \
        else "of your cards it gives the other side the fewest chances"


# -- bidding ---------------------------------------------------------------------------------------
_TOP = {Rank.JACK: "jack", Rank.NINE: "nine"}


def _trump_facts(cards: list[Card], trump: Suit) -> dict:
    trumps = [c for c in cards if c.suit == trump]
    return {
        "n": len(trumps),
        "top": [_TOP[r] for r in (Rank.JACK, Rank.NINE) if any(c.rank == r for c in trumps)],
        "aces": [c for c in cards if c.rank == Rank.ACE and c.suit != trump],
        "belote": {Rank.KING, Rank.QUEEN} <= {c.rank for c in trumps},
    }


def _strength_words(f: dict, trump: Suit) -> str:
    parts = []
    if f["top"]:
        parts.append(f"the {' and '.join(f['top'])} of trumps")
    n = f["n"]
    parts.append(f"{n} {trump.plural if n != 1 else suit_singular(trump)} in all with the turn-up")
    if f["aces"]:
        parts.append(f"{len(f['aces'])} ace{'s' if len(f['aces']) > 1 else ''} besides")
    if f["belote"]:
        parts.append("the belote (king and queen of trumps)")
    return _join(parts)


def _weakness_words(f: dict, trump: Suit) -> str:
    n = f["n"]
    parts = [f"only {n} {trump.plural if n != 1 else suit_singular(trump)}" if n < 3 else f"{n} {trump.plural}"]
    if not f["top"]:
        parts.append("neither the jack nor the nine")
    elif len(f["top"]) == 1:
        parts.append(f"the {f['top'][0]} but not the {'nine' if f['top'][0] == 'jack' else 'jack'}")
    if not f["aces"]:
        parts.append("no ace besides")
    return _join(parts)


def call_hint_text(view, call: str) -> str:
    """Why ``call`` is a good call for the seat of ``view`` (the bidding), in one plain sentence.

    Args:
        view: a :class:`~belote_learn.systems.base.deal.SeatView` in the bidding (five cards and the turn-up).
        call: the call: ``"take"``, ``"pass"``, a suit letter, ``"NT"``, ``"AT"``.
    Returns:
        e.g. ``"Take hearts: you would hold the jack and nine of trumps and 3 hearts in all with the
        turn-up."``
    Raises:
        IllegalAction: not the bidding phase; PositionError: a deal without a turn-up (coinche); ValueError:
        a call that is not a Belote call.
    """
    from belote_learn.systems.classic.auction import normalise_call

    if view.phase != "bidding":
        raise IllegalAction(f"a bidding hint is given during the bidding, not in the {view.phase} phase")
    if view.turn_up is None:
        raise PositionError("turn_up", "this hint reads the trumps from the turn-up, and this deal has none")
    call = normalise_call(call)
    turn = Card(view.turn_up)
    cards = list(view.hand) + [turn]
    if call == "take" or call in ("S", "H", "D", "C"):
        trump = turn.suit if call == "take" else Suit.parse(call)
        return f"Take {trump.plural}: you would hold {_strength_words(_trump_facts(cards, trump), trump)}."
    if call == "NT":
        aces = [c for c in cards if c.rank == Rank.ACE]
        tens = [c for c in cards if c.rank == Rank.TEN and Card.of(Rank.ACE, c.suit) in cards]
        extra = f", and {len(tens)} ten{'s' if len(tens) != 1 else ''} beside its ace" if tens else ""
        if not aces:
            return "Bid no trumps: no suit is strong enough as trumps, and without trumps your cards are all equal."
        return f"Bid no trumps: you hold {len(aces)} ace{'s' if len(aces) != 1 else ''} with the turn-up{extra}."
    if call == "AT":
        tops = [c for c in cards if c.rank in (Rank.JACK, Rank.NINE)]
        return (f"Bid all trumps: you would hold {len(tops)} jacks and nines, the strongest cards when every "
                "suit is trumps.")
    if call == "pass":
        legal = getattr(view, "legal", []) or []
        if "take" in legal or not legal:
            f = _trump_facts(cards, turn.suit)
            return (f"Pass: with the turn-up you would hold {_weakness_words(f, turn.suit)}: too weak to take "
                    f"{turn.suit.plural}.")
        suits = [Suit.parse(c) for c in legal if c in ("S", "H", "D", "C")]
        if suits:
            def value(s):
                f = _trump_facts(cards, s)
                return (len(f["top"]), f["n"], len(f["aces"]))

            best = max(suits, key=value)
            return (f"Pass: no suit is strong enough; in the best, {best.plural}, you would hold "
                    f"{_weakness_words(_trump_facts(cards, best), best)} with the turn-up.")
        return "Pass: no contract is strong enough with these cards."
    return f"{call}: the expert's choice (the details say why)."


def hint(view, helper, figures: str = "") -> Hint:
    """The expert's action for the player of ``view``, said in plain words.

    Args:
        view: the player's :class:`~belote_learn.systems.base.deal.SeatView` (it must be the player's turn).
        helper: the bot that chooses (an :class:`~belote_learn.bots.expert.ExpertBot` for the practice
            game's hints); its own reason goes into :attr:`Hint.details`.
        figures: more figures for the details (e.g. each card's value with every card face up).
    Returns:
        A :class:`Hint` (the action, the sentence, the details).
    Raises:
        IllegalAction: it is not the player's turn.
    """
    if not view.legal:
        raise IllegalAction(f"it is not {view.seat.word}'s turn, so there is nothing to hint")
    action, reason = helper.choose_with_reason(view)
    if isinstance(action, Card):
        text = card_hint_text(view, action)
    elif view.phase == "bidding":
        try:
            text = _CALL_HINTS[system_of(view.rules).name](view, action)  # each rule system says its calls
        except (BeloteError, ValueError):  # nothing to say in plain words: the bot's own words
            text = reason
    else:  # a mariage announcement or claim: the bot's reason is already plain words
        text = reason
    forced = len(view.legal) == 1 or (isinstance(action, Card) and sum(isinstance(a, Card) for a in view.legal) == 1)
    said = reason if reason != text and not forced else ""  # "the only legal choice" adds nothing
    details = " ".join(x for x in (said, figures) if x)
    return Hint(action, text, details)


def _coinche_call_hint(view, call) -> str:
    """The point count's words for ``call`` (:func:`belote_learn.bots.pointcount.call_in_words`)."""
    return call_in_words(view.rules, view.hand.mask, view.seat, auction_of(view), call)


_CALL_HINTS = {"belote": call_hint_text, "coinche": _coinche_call_hint}
"""Why a call is a good one, in words, by rule system name (mariage has no auction)."""
