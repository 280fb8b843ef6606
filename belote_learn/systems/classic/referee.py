"""The referee: checking recorded hands and games (docs/formats.md, "Hand record").

A record is checked in two stages:

1. **Well formed** (else :class:`~belote_learn.core.errors.PositionError` naming the field, exit status 2
   in the CLI): known preset and options, a dealer, four hands of eight different cards (32 in all),
   a turn-up, calls and cards in the notation, every card held by the seat that plays it and played
   once, declarations that exist in the hand.
2. **Legal** (a rule violation is a valid answer, ``valid: false``): the first call or card that
   the rules forbid, or that is made out of turn, stops the check, with its reason; nothing is scored.

Then the hand is scored (:mod:`belote_learn.rules.scoring`) and the result returned with the breakdown.
"""
from __future__ import annotations

from typing import Any

from belote_learn.core.cards import Card, Rank, Seat, Team, parse_card, parse_seat
from belote_learn.rules.declarations import Combination, find_combinations
from belote_learn.core.errors import IllegalAction, NotationError, PositionError, RulesError, quoted, refuse_unknown_fields, shown
from belote_learn.core.messages import Message, Number, card_symbol, seat_name
from belote_learn.rules.presets import get_rules
from belote_learn.systems.base.deal import said
from belote_learn.systems.registry import system_of
from belote_learn.systems.base.records import CheckResult, MAX_POINTS, ParsedRecord, RECORD_FIELDS, RECORD_NOTES, SEATS, _pairs, _points, _team_ints, out_of_turn

__all__ = ["CheckResult", "GameCheck", "check_record", "check_hand_record", "check_game", "parse_record"]





















def parse_record(data: Any) -> ParsedRecord:
    """Check that a hand record is well formed and read it.

    Raises:
        PositionError: naming the field at fault.
    """
    if isinstance(data, list):
        raise PositionError("", Message("record.hand.a_list"))
    if not isinstance(data, dict):
        raise PositionError("", Message("record.hand.not_an_object", got=shown(data)))
    refuse_unknown_fields(data, RECORD_FIELDS, RECORD_NOTES, Message("record.hand.what"))
    if "rules" not in data:
        raise PositionError("rules", Message("record.missing"))
    try:
        rules = get_rules(data["rules"])
    except RulesError as exc:
        raise PositionError("rules", said(exc)) from None
    try:
        options = data.get("options")
        rules = get_rules(rules, {} if options is None else options)
    except RulesError as exc:
        raise PositionError("options", said(exc)) from None
    system = system_of(rules)
    if not system.records_in_games:
        raise PositionError("rules", Message("record.hand.single_deals", preset=rules.preset))
    if "dealer" not in data:
        raise PositionError("dealer", Message("record.hand.dealer_missing"))
    try:
        dealer = parse_seat(data["dealer"])
    except NotationError as exc:
        raise PositionError("dealer", said(exc)) from None

    raw_hands = data.get("hands")
    if not isinstance(raw_hands, dict):
        raise PositionError("hands", Message("record.hand.hands_missing"))
    extra = set(raw_hands) - set(SEATS)
    if extra:
        raise PositionError("hands", Message("record.hand.unknown_seat", seat=quoted(sorted(extra, key=str)[0])))
    hands: dict[Seat, list[Card]] = {}
    where: dict[Card, str] = {}
    for s in SEATS:
        if s not in raw_hands:
            raise PositionError("hands", Message("record.hand.seat_missing", seat=s))
        cards = raw_hands[s]
        if not isinstance(cards, list):
            raise PositionError(f"hands.{s}", Message("record.hand.cards_not_a_list", got=shown(cards)))
        if len(cards) != 8:
            raise PositionError(f"hands.{s}", Message("record.hand.cards_count", cards=len(cards)))
        hand = []
        for i, item in enumerate(cards):
            try:
                c = parse_card(item)
            except NotationError as exc:
                raise PositionError(f"hands.{s}[{i}]", said(exc)) from None
            if c in where:
                other = where[c]
                if other == s:
                    raise PositionError(f"hands.{s}[{i}]", Message("record.card_twice", card=str(c)))
                raise PositionError(f"hands.{s}[{i}]", Message("record.card_twice.other_hand", card=str(c),
                                                               seat=seat_name(Seat.parse(other))))
            where[c] = s
            hand.append(c)
        hands[Seat.parse(s)] = hand

    turn_up = None
    if not system.has_turn_up:
        if data.get("turn_up") is not None:
            raise PositionError("turn_up", Message("record.hand.no_turn_up", preset=rules.preset))
    elif "turn_up" not in data:
        raise PositionError("turn_up", Message("record.missing"))
    else:
        try:
            turn_up = parse_card(data["turn_up"])
        except NotationError as exc:
            raise PositionError("turn_up", said(exc)) from None

    bidding = _pairs(data, "bidding", system.parse_call, Message("record.pairs.what.call"))
    for i, (_, call) in enumerate(bidding):
        if call in ("NT", "AT") and call not in rules.contract_kinds:
            raise PositionError(f"bidding[{i}]", Message("record.hand.no_contract", preset=rules.preset, call=call))
    plays = _pairs(data, "plays", parse_card, Message("record.pairs.what.card"))
    if len(plays) > 32:
        raise PositionError("plays", Message("record.hand.too_many_plays", cards=len(plays)))
    seen: dict[Card, int] = {}
    play_problem = None
    for i, (seat, card) in enumerate(plays):
        if card in seen:
            play_problem = (i, Message("record.card_played_twice", card=str(card), index=seen[card]))
            break
        seen[card] = i
        if where[card] != seat.name:
            play_problem = (i, Message("record.card_not_held", seat=seat_name(seat), card=str(card),
                                       holder=seat_name(Seat.parse(where[card]))))
            break

    declarations = None
    if data.get("declarations") is not None:
        declarations = _parse_declarations(data["declarations"], hands, rules)

    held = data.get("held_over", 0)
    if held is None:
        held = 0
    if not _points(held):
        raise PositionError("held_over", Message("record.points", most=Number(MAX_POINTS, ","), got=shown(held)))
    if held and not rules.litige:
        raise PositionError("held_over", Message("record.hand.no_litige", preset=rules.preset))
    return ParsedRecord(rules, dealer, hands, turn_up, bidding, plays, declarations, _team_ints(data, "scores_before"), held,
                        play_problem)


def _parse_declarations(raw, hands, rules) -> dict:
    if not rules.declarations:
        raise PositionError("declarations", Message("record.declarations.off", preset=rules.preset))
    if not isinstance(raw, dict):
        raise PositionError("declarations", Message("record.declarations.not_an_object"))
    unknown = sorted(set(raw) - set(SEATS))
    if unknown:
        raise PositionError("declarations", Message("record.declarations.unknown_seat", seat=shown(unknown[0])))
    out = {}
    for s, combos in raw.items():
        seat = Seat.parse(s)
        if not isinstance(combos, list):
            raise PositionError(f"declarations.{s}", Message("record.declarations.not_a_list"))
        possible = {frozenset(c.cards): c for c in _all_combinations(hands[seat])}
        used: set = set()
        chosen = []
        for i, cards in enumerate(combos):
            f = f"declarations.{s}[{i}]"
            if not isinstance(cards, list):
                raise PositionError(f, Message("record.declarations.combination_not_a_list"))
            try:
                cs = frozenset(parse_card(c) for c in cards)
            except NotationError as exc:
                raise PositionError(f, said(exc)) from None
            if not cs:
                raise PositionError(f, Message("record.declarations.empty"))
            if cs not in possible:
                raise PositionError(f, Message("record.declarations.not_in_hand",
                                               cards=" ".join(str(parse_card(c)) for c in cards), seat=seat_name(seat)))
            if cs & used:
                raise PositionError(f, Message("record.declarations.card_twice"))
            used |= cs
            chosen.append(possible[cs].with_seat(seat))
        _check_whole_runs(chosen, hands[seat], s)
        out[seat] = chosen
    return {seat: out.get(seat, []) for seat in Seat}


def _check_whole_runs(chosen: list, hand, s: str) -> None:
    """A declared sequence is the whole run the hand holds (a run of 5 or more is one hundred, not two
    tierces; a run of 4 is a fifty), except where a card next to it went into a declared four of a kind
    (seed 000: fours are taken first, and what is left of the run counts when 3 or more long)."""
    held = set(hand)
    in_fours = {c for combo in chosen if combo.is_four for c in combo.cards}
    for i, combo in enumerate(chosen):
        if combo.is_four:
            continue
        low, high = combo.cards[0].rank, combo.cards[-1].rank
        ends = [Card.of(Rank(r), combo.suit) for r in (low - 1, high + 1) if 0 <= r <= 7]
        longer = [c for c in ends if c in held and c not in in_fours]
        if longer:
            run = sorted(c for c in held if c.suit == combo.suit)
            part = " ".join(c.symbol for c in combo.cards)
            if run:  # (always: the combination's own cards are in the hand)
                raise PositionError(f"declarations.{s}[{i}]", Message(
                    "record.declarations.part_of_run.holds", cards=part, extends=card_symbol(longer[0]),
                    seat=seat_name(Seat.parse(s)), run=" ".join(c.symbol for c in run)))
            raise PositionError(f"declarations.{s}[{i}]", Message("record.declarations.part_of_run", cards=part,
                                                                  extends=card_symbol(longer[0])))


def _all_combinations(hand) -> list[Combination]:
    """Every combination a hand could declare (each run of 3+ cards, every four of a kind worth points)."""
    from belote_learn.rules.declarations import FOUR_VALUES, SEQUENCE_VALUES

    mask = 0
    for c in hand:
        mask |= 1 << c
    out = list(find_combinations(mask))
    from belote_learn.core.cards import Rank, Suit

    for s in Suit:
        for start in range(8):
            for length in range(3, 9 - start):
                cards = tuple(Card.of(Rank(r), s) for r in range(start, start + length))
                if all(mask >> c & 1 for c in cards):
                    kind = {3: "tierce", 4: "fifty"}.get(length, "hundred")
                    out.append(Combination(kind, cards, SEQUENCE_VALUES[min(length, 5)], Rank(start + length - 1), s))
    for rank, value in FOUR_VALUES.items():
        cards = tuple(Card.of(rank, s) for s in Suit)
        if all(mask >> c & 1 for c in cards):
            out.append(Combination("four", cards, value, rank))
    return out




def check_hand_record(data: Any, scores_before: dict | None = None, held_over: int | None = None) -> CheckResult:
    """The referee of the systems dealt with a turn-up or an auction (see :func:`check_record`)."""
    rec = parse_record(data)
    if scores_before is not None:
        rec.scores_before = _team_ints({"scores_before": scores_before}, "scores_before")
    if held_over is not None:
        if not _points(held_over):
            raise PositionError("held_over", Message("record.points", most=Number(MAX_POINTS, ","), got=shown(held_over)))
        rec.held_over = held_over
    deal = system_of(rec.rules).deal_from_hands(rec.rules, rec.dealer, rec.hands, rec.turn_up, rec.held_over)
    base = dict(valid=True, error=None, held_over=rec.held_over, scores_before=rec.scores_before, deal=deal, record=rec)

    for i, (seat, call) in enumerate(rec.bidding):
        # a call after the end or out of turn breaks a rule (docs/formats.md): a verdict, not a malformed record
        fault = None
        if deal.phase != "bidding":
            fault = ("auction-over", Message("record.call_after_bidding", seat=seat_name(seat), call=quoted(call)))
        elif seat != deal.current_player():
            fault = ("out-of-turn", out_of_turn(seat, deal.current_player(), rec.rules, "speak", i == 0))
        if fault is not None:
            error = {"index": f"bidding[{i}]", "seat": str(seat), "call": call, "reason": fault[1], "rule": fault[0]}
            return CheckResult(**{**base, "valid": False, "error": error, "result": None, "score": None})
        try:
            deal.apply(call)
        except IllegalAction as exc:
            if exc.reason == "turn-up":
                raise PositionError("hands", Message("record.taker_turn_up", seat=seat_name(exc.taker),
                                                     card=str(rec.turn_up))) from None
            error = {"index": f"bidding[{i}]", "seat": str(seat), "call": call, "reason": said(exc)}
            if hasattr(exc.reason, "rule"):
                error["rule"] = exc.reason.rule
            return CheckResult(**{**base, "valid": False, "error": error, "result": None, "score": None})

    if deal.phase == "thrown-in":
        if rec.plays:
            raise PositionError("plays", Message("record.plays_after_throw_in"))
        return CheckResult(**{**base, "result": "thrown-in", "score": {"NS": 0, "EW": 0}})
    if deal.phase == "bidding":
        if not system_of(rec.rules).unfinished_auction_ok:
            raise PositionError("bidding", Message("record.auction_not_finished", seat=seat_name(deal.current_player())))
        if rec.plays:
            raise PositionError("plays", Message("record.plays_during_bidding"))
        return CheckResult(**{**base, "result": "incomplete", "score": None})

    if rec.declarations is not None:
        if deal.contract.kind == "NT":
            raise PositionError("declarations", Message("record.declarations.no_trumps"))
        deal.declarations = rec.declarations

    for i, (seat, card) in enumerate(rec.plays):
        if rec.play_problem is not None and i == rec.play_problem[0]:
            raise PositionError(f"plays[{i}]", rec.play_problem[1])
        expected = deal.current_player()
        if seat != expected:
            error = {"index": i, "seat": str(seat), "card": str(card), "rule": "out-of-turn",
                     "reason": out_of_turn(seat, expected, rec.rules, "play", not deal.trick, len(deal.tricks))}
            return CheckResult(**{**base, "valid": False, "error": error, "result": None, "score": None})
        try:
            deal.apply(card)
        except IllegalAction as exc:
            error = {"index": i, "seat": str(seat), "card": str(card), "reason": said(exc)}
            if hasattr(exc.reason, "rule"):
                error["rule"] = exc.reason.rule
            return CheckResult(**{**base, "valid": False, "error": error, "result": None, "score": None})

    if deal.phase != "done":
        return CheckResult(**{**base, "result": "incomplete", "score": None})
    s = deal.score
    return CheckResult(
        **{**base, "result": s.result, "score": {str(t): s.score[t] for t in (Team.NS, Team.EW)}, "held_over": s.held_over}
    )







