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

from dataclasses import dataclass, field
from typing import Any

from belote_learn.systems.classic.auction import normalise_call
from belote_learn.core.cards import Card, Rank, Seat, Team, parse_card, parse_seat
from belote_learn.systems.classic.deal import Deal
from belote_learn.rules.declarations import Combination, find_combinations
from belote_learn.core.errors import IllegalAction, NotationError, PositionError, RulesError, quoted, refuse_unknown_fields, shown
from belote_learn.rules.presets import get_rules
from belote_learn.systems.registry import system_for_data, system_of

__all__ = ["CheckResult", "GameCheck", "check_record", "check_hand_record", "check_game", "parse_record"]

SEATS = ("N", "E", "S", "W")
RECORD_FIELDS = ("rules", "options", "dealer", "hands", "turn_up", "bidding", "plays", "declarations", "scores_before",
                 "held_over")
"""The fields of a hand record (docs/formats.md, "Hand record"); any other is refused, but for
:data:`RECORD_NOTES`."""
RECORD_NOTES = ("title", "shows", "expected")
"""Free-text fields a record may carry (the example records' title, what they show, the expected answer)."""


@dataclass
class ParsedRecord:
    rules: object
    dealer: Seat
    hands: dict
    turn_up: Card
    bidding: list
    plays: list
    declarations: dict | None
    scores_before: dict
    held_over: int
    # the first play that repeats a card or is not in its player's hand: (index, message), raised when
    # the referee reaches it, so that an earlier fault (a play out of turn, an illegal card) is named first
    play_problem: tuple | None = None


@dataclass
class CheckResult:
    """The referee's answer for one hand (``to_dict`` gives the ``check --json`` object)."""

    valid: bool
    error: dict | None
    result: str | None
    score: dict | None
    held_over: int
    scores_before: dict
    deal: Deal | None = None
    record: ParsedRecord | None = None

    @property
    def scores_after(self) -> dict:
        if self.score is None:
            return dict(self.scores_before)
        return {t: self.scores_before[t] + self.score[t] for t in ("NS", "EW")}

    def to_dict(self) -> dict:
        d = {
            "valid": self.valid,
            "error": self.error,
            "result": self.result,
            "score": self.score,
            "held_over": self.held_over,
            "scores_after": self.scores_after,
        }
        deal = self.deal
        if deal is not None:
            d.update(deal.record_fields())
        if deal is not None and deal.score is not None and self.valid:
            d["breakdown"] = [line.to_dict() for line in deal.score.lines()]
            if deal.declarations_result is not None:
                d["declarations"] = deal.declarations_result.to_dict()
        return d

    def text(self) -> str:
        lines = []
        deal = self.deal
        if not self.valid:
            e = self.error
            what = e.get("card") or e.get("call")
            lines.append(f"Not valid: {e['index'] if isinstance(e['index'], str) else 'plays[' + str(e['index']) + ']'}"
                         f" {Seat.parse(e['seat']).word} {'plays' if 'card' in e else 'calls'} {what}: {e['reason']}")
            lines.append("Nothing is scored.")
            return "\n".join(lines)
        if deal is not None:
            for ev in deal.events:
                if ev["type"] in ("call", "thrown-in", "contract", "announce", "declarations", "belote", "rebelote"):
                    lines.append(ev["text"])
        if self.result == "incomplete":
            lines.append(f"The record stops after {len(self.record.plays)} cards: every call and card so far is legal; nothing is scored.")
        elif self.result == "thrown-in":
            lines.append("Nothing is scored; the next player deals.")
        else:
            lines.append(f"Valid. Result: {self.result}.")
            lines.append("")
            lines.append(deal.score.text())
        lines.append("")
        # the held-over points are named only where the preset has a litige (or some are held)
        litige = self.held_over or getattr(self.record.rules if self.record else None, "litige", True)
        lines.append(
            f"Scores before {self.scores_before['NS']}-{self.scores_before['EW']}, after "
            f"{self.scores_after['NS']}-{self.scores_after['EW']} (NS-EW)"
            + (f"; litige points held over: {self.held_over}." if litige else ".")
        )
        if self.record is not None and self.score is not None:
            from belote_learn.core.cards import Team
            from belote_learn.systems.registry import system_of

            after = {Team.NS: self.scores_after["NS"], Team.EW: self.scores_after["EW"]}
            end = system_of(self.record.rules).game_end_words(self.record.rules, after, deal)
            if end:
                lines.append(end)
        return "\n".join(lines)


def out_of_turn(seat: Seat, expected: Seat, rules, act: str, first: bool, tricks_done: int = 0) -> str:
    """The reason a call or card out of turn is refused, naming whose turn it was and the rule.

    ``act`` is ``"speak"`` or ``"play"``; ``first``: the first call of the bidding, or a lead.
    Rule: seed 000 and 001 (the player after the dealer speaks and leads first; each in turn in the
    direction of play; the winner of a trick leads the next); seed 004 the same for mariage.
    """
    if act == "speak":
        why = ("the player after the dealer speaks first" if first
               else f"each player speaks in turn, {rules.direction}")
    elif first and tricks_done == 0:
        why = "the player after the dealer leads the first trick"
    elif first:
        why = "the winner of the last trick leads the next"
    else:
        why = f"each player plays in turn, {rules.direction}"
    return f"{seat.word} {'calls' if act == 'speak' else 'plays'} out of turn: it is {expected.word}'s turn ({why})"


def _field_list(data: dict, key: str, required: bool = True) -> list:
    if key not in data or data[key] is None:
        if required:
            raise PositionError(key, "missing")
        return []
    value = data[key]
    if not isinstance(value, list):
        raise PositionError(key, f"must be a list of [seat, ...] pairs, got {shown(value)}")
    return value


def _pairs(data: dict, key: str, reader, what: str) -> list:
    out = []
    for i, item in enumerate(_field_list(data, key, required=(key == "bidding"))):
        if not (isinstance(item, (list, tuple)) and len(item) == 2):
            raise PositionError(f"{key}[{i}]", f"must be a [seat, {what}] pair, got {shown(item)}")
        try:
            seat = parse_seat(item[0])
        except NotationError as exc:
            raise PositionError(f"{key}[{i}]", str(exc)) from None
        try:
            value = reader(item[1])
        except NotationError as exc:
            raise PositionError(f"{key}[{i}]", str(exc)) from None
        out.append((seat, value))
    return out


MAX_POINTS = 1_000_000
"""The most points a record's ``scores_before`` or ``held_over`` may give (ten times the highest target
an option allows): a larger number cannot come from a game, and would overflow what is printed."""


def _points(value) -> bool:
    """A whole number of points from 0 to :data:`MAX_POINTS`."""
    return not isinstance(value, bool) and isinstance(value, int) and 0 <= value <= MAX_POINTS


def _team_ints(data: dict, key: str, below: int | None = None) -> dict:
    """Read ``{"NS": points, "EW": points}``: whole numbers from 0 to :data:`MAX_POINTS`; with ``below``
    (mariage's manche, whose totals may be negative) any whole number from -9,999 to ``below`` - 1."""
    value = data.get(key)
    if value is None:
        return {"NS": 0, "EW": 0}
    if not isinstance(value, dict) or set(value) != {"NS", "EW"}:
        raise PositionError(key, f"must be an object {{\"NS\": points, \"EW\": points}}, got {shown(value)}")
    for team, pts in value.items():
        if below is None and not _points(pts):
            raise PositionError(f"{key}.{team}", f"must be a whole number of points from 0 to {MAX_POINTS:,}, got {shown(pts)}")
        if below is not None and (isinstance(pts, bool) or not isinstance(pts, int) or not -10_000 < pts < below):
            raise PositionError(
                f"{key}.{team}",
                f"must be a whole number of tens under {below} (the manche ends at {below}; totals may be "
                f"negative), got {shown(pts)}",
            )
    return {"NS": value["NS"], "EW": value["EW"]}


def _rules_differ(k: int, here, first) -> PositionError:
    """The error for hand ``k`` of a game whose rules differ from the first hand's: naming ``rules``
    when the presets differ, else the first option that differs (``[k].options.litige``) and both values."""
    def said(v):
        return v.value if hasattr(v, "value") else v

    if here.preset != first.preset:
        return PositionError(f"[{k}].rules", f"{here.preset} here but {first.preset} in hand 0: every hand of a game "
                                             "must use the same rules and options")
    for name in here.__dataclass_fields__:
        if name in ("options", "allowed_options", "title"):
            continue
        a, b = getattr(here, name), getattr(first, name)
        if a != b:
            return PositionError(f"[{k}].options.{name}", f"{shown(said(a))} here but {shown(said(b))} in hand 0: every "
                                                         "hand of a game must use the same rules and options")
    return PositionError(f"[{k}].options", "every hand of a game must use the same rules and options")


def parse_record(data: Any) -> ParsedRecord:
    """Check that a hand record is well formed and read it.

    Raises:
        PositionError: naming the field at fault.
    """
    if isinstance(data, list):
        raise PositionError("", "a hand record must be a JSON object; this is a list (for a whole game, use check --game)")
    if not isinstance(data, dict):
        raise PositionError("", f"a hand record must be a JSON object, got {shown(data)}")
    refuse_unknown_fields(data, RECORD_FIELDS, RECORD_NOTES, "a hand record")
    if "rules" not in data:
        raise PositionError("rules", "missing")
    try:
        rules = get_rules(data["rules"])
    except RulesError as exc:
        raise PositionError("rules", str(exc)) from None
    try:
        options = data.get("options")
        rules = get_rules(rules, {} if options is None else options)
    except RulesError as exc:
        raise PositionError("options", str(exc)) from None
    system = system_of(rules)
    if not system.records_in_games:
        raise PositionError("rules", f"{rules.preset} records are single deals: check them without --game")
    if "dealer" not in data:
        raise PositionError("dealer", "missing (the seat that dealt: N, E, S or W; the player after the dealer speaks first)")
    try:
        dealer = parse_seat(data["dealer"])
    except NotationError as exc:
        raise PositionError("dealer", str(exc)) from None

    raw_hands = data.get("hands")
    if not isinstance(raw_hands, dict):
        raise PositionError("hands", "missing or not an object {\"N\": [8 cards], \"E\": [...], \"S\": [...], \"W\": [...]}")
    extra = set(raw_hands) - set(SEATS)
    if extra:
        raise PositionError("hands", f"unknown seat {quoted(sorted(extra, key=str)[0])}: expected N, E, S and W")
    hands: dict[Seat, list[Card]] = {}
    where: dict[Card, str] = {}
    for s in SEATS:
        if s not in raw_hands:
            raise PositionError("hands", f"missing {s}")
        cards = raw_hands[s]
        if not isinstance(cards, list):
            raise PositionError(f"hands.{s}", f"must be a list of 8 cards, got {shown(cards)}")
        if len(cards) != 8:
            raise PositionError(f"hands.{s}", f"has {len(cards)} cards; each player holds 8 when the play starts")
        hand = []
        for i, item in enumerate(cards):
            try:
                c = parse_card(item)
            except NotationError as exc:
                raise PositionError(f"hands.{s}[{i}]", str(exc)) from None
            if c in where:
                other = where[c]
                raise PositionError(
                    f"hands.{s}[{i}]",
                    f"{c} appears twice" + ("" if other == s else f" (also in {Seat.parse(other).word}'s hand)"),
                )
            where[c] = s
            hand.append(c)
        hands[Seat.parse(s)] = hand

    turn_up = None
    if not system.has_turn_up:
        if data.get("turn_up") is not None:
            raise PositionError("turn_up", f"{rules.preset} has no turn-up: leave the field out")
    elif "turn_up" not in data:
        raise PositionError("turn_up", "missing")
    else:
        try:
            turn_up = parse_card(data["turn_up"])
        except NotationError as exc:
            raise PositionError("turn_up", str(exc)) from None

    bidding = _pairs(data, "bidding", system.parse_call, "call")
    for i, (_, call) in enumerate(bidding):
        if call in ("NT", "AT") and call not in rules.contract_kinds:
            raise PositionError(f"bidding[{i}]", f"{rules.preset} has no {call} contract")
    plays = _pairs(data, "plays", parse_card, "card")
    if len(plays) > 32:
        raise PositionError("plays", f"has {len(plays)} cards; a hand has 32")
    seen: dict[Card, int] = {}
    play_problem = None
    for i, (seat, card) in enumerate(plays):
        if card in seen:
            play_problem = (i, f"{card} was already played at plays[{seen[card]}]")
            break
        seen[card] = i
        if where[card] != seat.name:
            play_problem = (i, f"{seat.word} does not hold {card} (it is in {Seat.parse(where[card]).word}'s hand)")
            break

    declarations = None
    if data.get("declarations") is not None:
        declarations = _parse_declarations(data["declarations"], hands, rules)

    held = data.get("held_over", 0)
    if held is None:
        held = 0
    if not _points(held):
        raise PositionError("held_over", f"must be a whole number of points from 0 to {MAX_POINTS:,}, got {shown(held)}")
    if held and not rules.litige:
        raise PositionError("held_over", f"{rules.preset} has no litige here, so no points can be held over (option litige)")
    return ParsedRecord(rules, dealer, hands, turn_up, bidding, plays, declarations, _team_ints(data, "scores_before"), held,
                        play_problem)


def _parse_declarations(raw, hands, rules) -> dict:
    if not rules.declarations:
        raise PositionError("declarations", f"{rules.preset} is played without declarations here (option declarations)")
    if not isinstance(raw, dict):
        raise PositionError("declarations", "must be an object {\"N\": [[cards], ...], ...} keyed by seat")
    unknown = sorted(set(raw) - set(SEATS))
    if unknown:
        raise PositionError("declarations", f"unknown seat {shown(unknown[0])}: expected N, E, S or W")
    out = {}
    for s, combos in raw.items():
        seat = Seat.parse(s)
        if not isinstance(combos, list):
            raise PositionError(f"declarations.{s}", "must be a list of combinations (each a list of cards)")
        possible = {frozenset(c.cards): c for c in _all_combinations(hands[seat])}
        used: set = set()
        chosen = []
        for i, cards in enumerate(combos):
            f = f"declarations.{s}[{i}]"
            if not isinstance(cards, list):
                raise PositionError(f, "must be a list of cards")
            try:
                cs = frozenset(parse_card(c) for c in cards)
            except NotationError as exc:
                raise PositionError(f, str(exc)) from None
            if not cs:
                raise PositionError(f, "is empty: a combination lists its cards")
            if cs not in possible:
                raise PositionError(f, f"{' '.join(str(parse_card(c)) for c in cards)} is not a tierce, fifty, hundred or four of a kind in {seat.word}'s hand")
            if cs & used:
                raise PositionError(f, "a card may belong to only one combination")
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
            raise PositionError(
                f"declarations.{s}[{i}]",
                f"{' '.join(c.symbol for c in combo.cards)} is only part of a run: {longer[0].symbol} extends it, and "
                "a run is declared whole (4 cards a fifty, 5 or more one hundred)"
                + (f"; {Seat.parse(s).word} holds {' '.join(c.symbol for c in run)}" if run else ""),
            )


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


def check_record(data: Any, scores_before: dict | None = None, held_over: int | None = None) -> CheckResult:
    """Referee one recorded hand, with the referee of the record's rule system (:mod:`belote_learn.systems.registry`).

    Args:
        data: the record (a dict, as in docs/formats.md).
        scores_before, held_over: override the record's own fields (used by :func:`check_game`).

    Returns:
        A :class:`CheckResult`; ``valid`` is False at the first call or card the rules forbid.

    Raises:
        PositionError: the record is not well formed (naming the field).
    """
    return system_for_data(data).check_record(data, scores_before, held_over)


def check_hand_record(data: Any, scores_before: dict | None = None, held_over: int | None = None) -> CheckResult:
    """The referee of the systems dealt with a turn-up or an auction (see :func:`check_record`)."""
    rec = parse_record(data)
    if scores_before is not None:
        rec.scores_before = _team_ints({"scores_before": scores_before}, "scores_before")
    if held_over is not None:
        if not _points(held_over):
            raise PositionError("held_over", f"must be a whole number of points from 0 to {MAX_POINTS:,}, got {shown(held_over)}")
        rec.held_over = held_over
    deal = system_of(rec.rules).deal_from_hands(rec.rules, rec.dealer, rec.hands, rec.turn_up, rec.held_over)
    base = dict(valid=True, error=None, held_over=rec.held_over, scores_before=rec.scores_before, deal=deal, record=rec)

    for i, (seat, call) in enumerate(rec.bidding):
        # a call after the end or out of turn breaks a rule (docs/formats.md): a verdict, not a malformed record
        fault = None
        if deal.phase != "bidding":
            fault = ("auction-over", f"{seat.word} cannot call {quoted(call)}: the bidding was already over")
        elif seat != deal.current_player():
            fault = ("out-of-turn", out_of_turn(seat, deal.current_player(), rec.rules, "speak", i == 0))
        if fault is not None:
            error = {"index": f"bidding[{i}]", "seat": str(seat), "call": call, "reason": fault[1], "rule": fault[0]}
            return CheckResult(**{**base, "valid": False, "error": error, "result": None, "score": None})
        try:
            deal.apply(call)
        except IllegalAction as exc:
            if exc.reason == "turn-up":
                raise PositionError("hands", f"the taker {exc.taker.word} does not hold the turn-up {rec.turn_up}") from None
            error = {"index": f"bidding[{i}]", "seat": str(seat), "call": call, "reason": str(exc)}
            if hasattr(exc.reason, "rule"):
                error["rule"] = exc.reason.rule
            return CheckResult(**{**base, "valid": False, "error": error, "result": None, "score": None})

    if deal.phase == "thrown-in":
        if rec.plays:
            raise PositionError("plays", "the deal was thrown in (everybody passed): no card can be played")
        return CheckResult(**{**base, "result": "thrown-in", "score": {"NS": 0, "EW": 0}})
    if deal.phase == "bidding":
        if not system_of(rec.rules).unfinished_auction_ok:
            raise PositionError("bidding", f"the auction is not finished: {deal.current_player().word} is still to "
                                           "speak (a record lists every call)")
        if rec.plays:
            raise PositionError("plays", "the bidding is not finished: no card can be played yet")
        return CheckResult(**{**base, "result": "incomplete", "score": None})

    if rec.declarations is not None:
        if deal.contract.kind == "NT":
            raise PositionError("declarations", "nothing is declared in a no-trumps contract")
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
            error = {"index": i, "seat": str(seat), "card": str(card), "reason": str(exc)}
            if hasattr(exc.reason, "rule"):
                error["rule"] = exc.reason.rule
            return CheckResult(**{**base, "valid": False, "error": error, "result": None, "score": None})

    if deal.phase != "done":
        return CheckResult(**{**base, "result": "incomplete", "score": None})
    s = deal.score
    return CheckResult(
        **{**base, "result": s.result, "score": {str(t): s.score[t] for t in (Team.NS, Team.EW)}, "held_over": s.held_over}
    )


@dataclass
class GameCheck:
    """The referee's answer for a whole game (a list of hand records)."""

    valid: bool
    hands: list = field(default_factory=list)
    totals: dict = field(default_factory=dict)
    held_over: int = 0
    winner: str | None = None
    error: dict | None = None

    def to_dict(self) -> dict:
        return {
            "valid": self.valid,
            "error": self.error,
            "hands": [h.to_dict() for h in self.hands],
            "totals": self.totals,
            "held_over": self.held_over,
            "winner": self.winner,
        }

    def text(self) -> str:
        out = []
        for i, h in enumerate(self.hands):
            if not h.valid:
                out.append(f"Hand {i + 1}: not valid.")
                out.append(h.text())
                continue
            sc = h.score or {"NS": 0, "EW": 0}
            after = h.scores_after
            out.append(
                f"Hand {i + 1}: {h.result:<16} NS {sc['NS']:>4}  EW {sc['EW']:>4}   totals {after['NS']:>4} - {after['EW']:<4}"
                + (f"  held over {h.held_over}" if h.held_over else "")
            )
        if self.valid:
            out.append("")
            if self.winner == "draw":
                out.append(f"The game is a draw, {self.totals['NS']} to {self.totals['EW']}.")
            elif self.winner:
                team = Team(self.winner)
                out.append(f"{team.words} win, {self.totals[self.winner]} to {self.totals[team.other.value]}.")
            else:
                line = f"No winner yet: {self.totals['NS']} to {self.totals['EW']}."
                last = self.hands[-1] if self.hands else None
                if last is not None and last.record is not None and last.score is not None:
                    # a team past the target that has not won: the end rule says why (coinche's belote
                    # exception, level totals), as the single-hand check does
                    from belote_learn.systems.registry import system_of

                    rules = last.record.rules
                    why = system_of(rules).game_end_words(
                        rules, {Team.NS: self.totals["NS"], Team.EW: self.totals["EW"]}, last.deal)
                    line += f" {why}" if why else ""
                out.append(line)
        return "\n".join(out)


def check_game(data: Any) -> GameCheck:
    """Referee a whole game: a JSON list of hand records, in order.

    The running totals and held-over litige points are carried from hand to hand (the first
    record's ``scores_before`` and ``held_over`` start them); the dealer must pass to the next
    player after every hand; the game ends when a team reaches the target (docs/rules.md). The first
    record may start at or past the target only where the end rule lets the game go on
    (:meth:`~belote_learn.systems.registry.RuleSystem.over_before`: level totals, or coinche's belote exception).

    Raises:
        PositionError: a malformed record (field ``[k].field``), a wrong dealer, mixed rules, a game
            already over before its first hand (``[0].scores_before``, naming who had won), or a hand
            after the end of the game (``[k]``, naming the result).
    """
    if isinstance(data, dict) and "rules" in data:  # one hand's record given to check --game
        raise PositionError("", "a game record must be a non-empty JSON list of hand records; this is a single "
                                "hand record (check it without --game, or put it in a list)")
    if not isinstance(data, list) or not data:
        raise PositionError("", "a game record must be a non-empty JSON list of hand records")
    out = GameCheck(valid=True)
    totals = None
    held = None
    rules = None
    prev_dealer = None
    for k, rec in enumerate(data):
        if isinstance(rec, list):  # parse_record's advice ("use check --game") would send the user in a circle
            raise PositionError(f"[{k}]", "a hand record must be a JSON object, got a list: a game record is one "
                                          "list of hand records, not a list of lists")
        try:
            parsed = parse_record(rec)
        except PositionError as exc:
            raise PositionError(f"[{k}].{exc.field}" if exc.field else f"[{k}]", exc.message) from None
        if out.winner is not None:
            end = (f"a draw, {totals['NS']} to {totals['EW']}" if out.winner == "draw" else
                   f"{Team(out.winner).words} won, {totals[out.winner]} to {totals[Team(out.winner).other.value]}")
            raise PositionError(f"[{k}]", f"the game was already over after [{k - 1}] ({end}): no hand may follow "
                                          "the one that ends the game")
        if rules is None:
            rules = parsed.rules
            totals = dict(parsed.scores_before)
            held = parsed.held_over
            why = system_of(rules).over_before(rules, {Team.NS: totals["NS"], Team.EW: totals["EW"]})
            if why:
                raise PositionError("[0].scores_before", f"the game was already over: {why}")
        elif isinstance(rec, dict) and rec.get("scores_before") is not None and parsed.scores_before != totals:
            raise PositionError(
                f"[{k}].scores_before",
                f"says {parsed.scores_before['NS']}-{parsed.scores_before['EW']} but the running totals are "
                f"{totals['NS']}-{totals['EW']} (leave it out to carry the totals)",
            )
        elif parsed.rules != rules:
            raise _rules_differ(k, parsed.rules, rules)
        if k > 0 and isinstance(rec, dict) and rec.get("held_over") is not None and parsed.held_over != held:
            raise PositionError(
                f"[{k}].held_over",
                f"says {parsed.held_over} but {held} litige points are held over from the hands before "
                "(leave it out to carry them)",
            )
        if prev_dealer is not None and parsed.dealer != prev_dealer.next(rules.direction):
            raise PositionError(
                f"[{k}].dealer",
                f"the deal passes to {prev_dealer.next(rules.direction).word} after {prev_dealer.word} ({rules.direction})",
            )
        prev_dealer = parsed.dealer
        try:
            result = check_record(rec, scores_before=totals, held_over=held)
        except PositionError as exc:
            raise PositionError(f"[{k}].{exc.field}" if exc.field else f"[{k}]", exc.message) from None
        out.hands.append(result)
        if not result.valid:
            out.valid = False
            out.error = {"hand": k, **result.error}
            break
        if result.result == "incomplete":
            if k != len(data) - 1:
                raise PositionError(f"[{k}].plays", "only the last hand of a game may stop before the end")
            break
        totals = result.scores_after
        held = result.held_over
        over, winner, draw = system_of(rules).game_end(rules, {Team.NS: totals["NS"], Team.EW: totals["EW"]}, result.deal)
        if over:
            out.winner = "draw" if draw else str(winner)
            held = 0  # litige points still held at the end are lost
    out.totals = totals
    out.held_over = held
    return out


def load_json(text: str) -> Any:
    """Parse JSON text; any failure is a PositionError (see :func:`belote_learn.rules.position.parse_json`)."""
    from belote_learn.rules.position import parse_json

    return parse_json(text)

