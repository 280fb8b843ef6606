"""What every system's referee shares: the fields of a hand record (docs/formats.md, "Hand records"), the
referee's answer (:class:`CheckResult`), readers for its lists and numbers, and the out-of-turn sentence."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from belote_learn.core.cards import Card, Seat, parse_seat
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.errors import NotationError, PositionError, shown
from belote_learn.core.messages import Message, Number, card_symbol, render, seat_name
from belote_learn.systems.base.deal import said


def _card_said(card):
    """A card of a record as the language writes it (``"V♥"`` in French), or the text as given when it is
    not a card (an unknown card is quoted as written)."""
    try:
        return card_symbol(Card.parse(card))
    except (NotationError, TypeError, ValueError):
        return card


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


def said_error(error: dict | None, lang: str = "en") -> dict | None:
    """The referee's ``error`` (a fault's index, seat, call or card, rule and reason) with its reason said in
    ``lang``, JSON-ready (the reason is kept as a message until it is shown)."""
    if error is None or "reason" not in error:
        return error
    return {**error, "reason": render(error["reason"], lang)}


@dataclass
class CheckResult:
    """The referee's answer for one hand (``to_dict`` gives the ``check --json`` object; ``error["reason"]``
    is kept as a :class:`~belote_learn.core.messages.Message`, said in a language by ``to_dict`` and ``text``)."""

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

    def to_dict(self, lang: str = "en") -> dict:
        """The ``check --json`` object, its reason and breakdown in ``lang`` (ValueError for an unknown language)."""
        d = {
            "valid": self.valid,
            "error": said_error(self.error, lang),
            "result": self.result,
            "score": self.score,
            "held_over": self.held_over,
            "scores_after": self.scores_after,
        }
        deal = self.deal
        if deal is not None:
            d.update(deal.record_fields())
        if deal is not None and deal.score is not None and self.valid:
            from belote_learn.systems.registry import system_of

            d["breakdown"] = [line.to_dict(lang) for line in system_of(deal.rules).score_lines(deal.score, lang)]
            if deal.declarations_result is not None:
                d["declarations"] = deal.declarations_result.to_dict(lang)
        return d

    def text(self, lang: str = "en") -> str:
        """The referee's answer in words, in ``lang`` (ValueError for an unknown language): the calls and
        announcements, the result and the breakdown, the scores before and after, the end rule's verdict."""
        def say(message):
            return render(message, lang)

        lines = []
        deal = self.deal
        if not self.valid:
            e = self.error
            index = e["index"] if isinstance(e["index"], str) else f"plays[{e['index']}]"
            seat = seat_name(Seat.parse(e["seat"]))
            if "card" in e:
                lines.append(say(Message("record.not_valid.plays", index=index, seat=seat, what=_card_said(e["card"]),
                                         reason=e["reason"])))
            else:
                lines.append(say(Message("record.not_valid.calls", index=index, seat=seat, what=e.get("call"),
                                         reason=e["reason"])))
            lines.append(say(Message("record.nothing_scored")))
            return "\n".join(lines)
        if deal is not None:
            for ev in deal.events:
                if ev["type"] in ("call", "thrown-in", "contract", "announce", "declarations", "belote", "rebelote"):
                    lines.append(say(ev["message"]))
        if self.result == "incomplete":
            lines.append(say(Message("record.incomplete", cards=len(self.record.plays))))
        elif self.result == "thrown-in":
            lines.append(say(Message("record.thrown_in")))
        else:
            lines.append(say(Message("record.valid", result=_RESULT_WORDS.get(self.result, self.result))))
            lines.append("")
            lines.append(deal.score.text(lang))  # the breakdown's table (belote_learn.rules.scoring)
        lines.append("")
        # the held-over points are named only where the preset has a litige (or some are held)
        litige = self.held_over or getattr(self.record.rules if self.record else None, "litige", True)
        before, after = self.scores_before, self.scores_after
        if litige:
            lines.append(say(Message("record.scores.held_over", ns_before=before["NS"], ew_before=before["EW"],
                                     ns_after=after["NS"], ew_after=after["EW"], held=self.held_over)))
        else:
            lines.append(say(Message("record.scores", ns_before=before["NS"], ew_before=before["EW"],
                                     ns_after=after["NS"], ew_after=after["EW"])))
        if self.record is not None and self.score is not None:
            from belote_learn.core.cards import Team
            from belote_learn.systems.registry import system_of

            totals = {Team.NS: after["NS"], Team.EW: after["EW"]}
            end = system_of(self.record.rules).game_end_words(self.record.rules, totals, deal, lang)
            if end:
                lines.append(end)
        return "\n".join(lines)


_RESULT_WORDS = {"made": Message("record.result.made"), "dedans": Message("record.result.dedans"),
                 "litige": Message("record.result.litige"), "capot": Message("record.result.capot"),
                 "capot-defenders": Message("record.result.capot_defenders")}
"""A hand's result (its code, ``"made"``, ...) as the referee's text says it: the code itself in English."""


def out_of_turn(seat: Seat, expected: Seat, rules, act: str, first: bool, tricks_done: int = 0) -> Message:
    """The reason a call or card out of turn is refused, naming whose turn it was and the rule (a
    :class:`~belote_learn.core.messages.Message`; ``str()`` of it is the English).

    ``act`` is ``"speak"`` or ``"play"``; ``first``: the first call of the bidding, or a lead.
    Rule: seed 000 and 001 (the player after the dealer speaks and leads first; each in turn in the
    direction of play; the winner of a trick leads the next); seed 004 the same for mariage.
    """
    clockwise = str(rules.direction) == "clockwise"
    if act == "speak" and first:
        why = Message("record.turn.speaks_first")
    elif act == "speak":
        why = Message("record.turn.speaks_in_turn.clockwise") if clockwise else Message("record.turn.speaks_in_turn.anticlockwise")
    elif first and tricks_done == 0:
        why = Message("record.turn.leads_first")
    elif first:
        why = Message("record.turn.winner_leads")
    else:
        why = Message("record.turn.plays_in_turn.clockwise") if clockwise else Message("record.turn.plays_in_turn.anticlockwise")
    if act == "speak":
        return Message("record.out_of_turn.calls", seat=seat_name(seat), expected=seat_name(expected), why=why)
    return Message("record.out_of_turn.plays", seat=seat_name(seat), expected=seat_name(expected), why=why)


def _field_list(data: dict, key: str, required: bool = True) -> list:
    if key not in data or data[key] is None:
        if required:
            raise PositionError(key, Message("record.missing"))
        return []
    value = data[key]
    if not isinstance(value, list):
        raise PositionError(key, Message("record.pairs.not_a_list", got=shown(value)))
    return value


def _pairs(data: dict, key: str, reader, what: str) -> list:
    out = []
    for i, item in enumerate(_field_list(data, key, required=(key == "bidding"))):
        if not (isinstance(item, (list, tuple)) and len(item) == 2):
            raise PositionError(f"{key}[{i}]", Message("record.pairs.not_a_pair", what=what, got=shown(item)))
        try:
            seat = parse_seat(item[0])
        except NotationError as exc:
            raise PositionError(f"{key}[{i}]", said(exc)) from None
        try:
            value = reader(item[1])
        except NotationError as exc:
            raise PositionError(f"{key}[{i}]", said(exc)) from None
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
        raise PositionError(key, Message("record.teams.not_an_object", got=shown(value)))
    for team, pts in value.items():
        if below is None and not _points(pts):
            raise PositionError(f"{key}.{team}", Message("record.points", most=Number(MAX_POINTS, ","), got=shown(pts)))
        if below is not None and (isinstance(pts, bool) or not isinstance(pts, int) or not -10_000 < pts < below):
            raise PositionError(f"{key}.{team}", Message("record.tens", below=below, got=shown(pts)))
    return {"NS": value["NS"], "EW": value["EW"]}


def load_json(text: str) -> Any:
    """Parse JSON text; any failure is a PositionError (see :func:`belote_learn.rules.position.parse_json`)."""
    from belote_learn.rules.position import parse_json

    return parse_json(text)
