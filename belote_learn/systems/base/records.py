"""What every system's referee shares: the fields of a hand record (docs/formats.md, "Hand records"), the
referee's answer (:class:`CheckResult`), readers for its lists and numbers, and the out-of-turn sentence."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from belote_learn.core.cards import Card, Seat, parse_seat
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.errors import NotationError, PositionError, shown


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


def load_json(text: str) -> Any:
    """Parse JSON text; any failure is a PositionError (see :func:`belote_learn.rules.position.parse_json`)."""
    from belote_learn.rules.position import parse_json

    return parse_json(text)
