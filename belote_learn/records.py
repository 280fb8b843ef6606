"""The referee over the registry: one hand record checked by the referee of its own rule system
(:func:`check_record`), and whole games chained from hand records (:func:`check_game`): docs/formats.md,
"Hand records" and "Games". Each system's referee is in its package (``systems/<name>/referee.py``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from belote_learn.core.cards import Team
from belote_learn.core.errors import PositionError, shown
from belote_learn.core.messages import Message, render, team_name
from belote_learn.systems import system_for_data, system_of
from belote_learn.systems.base.records import CheckResult, said_error
from belote_learn.systems.classic.referee import parse_record
from belote_learn.rules.scoring import result_words


def _rules_differ(k: int, here, first) -> PositionError:
    """The error for hand ``k`` of a game whose rules differ from the first hand's: naming ``rules``
    when the presets differ, else the first option that differs (``[k].options.litige``) and both values."""
    def said(v):
        return v.value if hasattr(v, "value") else v

    if here.preset != first.preset:
        return PositionError(f"[{k}].rules", Message("record.game.rules_differ", here=here.preset, first=first.preset))
    for name in here.__dataclass_fields__:
        if name in ("options", "allowed_options", "title"):
            continue
        a, b = getattr(here, name), getattr(first, name)
        if a != b:
            return PositionError(f"[{k}].options.{name}", Message("record.game.rules_differ", here=shown(said(a)),
                                                                  first=shown(said(b))))
    return PositionError(f"[{k}].options", Message("record.game.same_rules"))


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


@dataclass
class GameCheck:
    """The referee's answer for a whole game (a list of hand records)."""

    valid: bool
    hands: list = field(default_factory=list)
    totals: dict = field(default_factory=dict)
    held_over: int = 0
    winner: str | None = None
    error: dict | None = None

    def to_dict(self, lang: str = "en") -> dict:
        """The ``check --game --json`` object, its reasons and breakdowns in ``lang``."""
        return {
            "valid": self.valid,
            "error": said_error(self.error, lang),
            "hands": [h.to_dict(lang) for h in self.hands],
            "totals": self.totals,
            "held_over": self.held_over,
            "winner": self.winner,
        }

    def text(self, lang: str = "en") -> str:
        """The referee's answer for the game in words, in ``lang`` (ValueError for an unknown language):
        a line a hand, then who won."""
        def say(message):
            return render(message, lang)

        out = []
        for i, h in enumerate(self.hands):
            if not h.valid:
                out.append(say(Message("record.game.hand_not_valid", hand=i + 1)))
                out.append(h.text(lang))
                continue
            sc = h.score or {"NS": 0, "EW": 0}
            after = h.scores_after
            if h.held_over:
                out.append(say(Message("record.game.hand.held_over", hand=i + 1, result=result_words(h.result), ns=sc["NS"], ew=sc["EW"],
                                       ns_total=after["NS"], ew_total=after["EW"], held=h.held_over)))
            else:
                out.append(say(Message("record.game.hand", hand=i + 1, result=result_words(h.result), ns=sc["NS"], ew=sc["EW"],
                                       ns_total=after["NS"], ew_total=after["EW"])))
        if self.valid:
            out.append("")
            if self.winner == "draw":
                out.append(say(Message("record.game.draw", ns=self.totals["NS"], ew=self.totals["EW"])))
            elif self.winner:
                team = Team(self.winner)
                out.append(say(Message("record.game.won", team=team_name(team), points=self.totals[self.winner],
                                       other=self.totals[team.other.value])))
            else:
                line = say(Message("record.game.no_winner", ns=self.totals["NS"], ew=self.totals["EW"]))
                last = self.hands[-1] if self.hands else None
                if last is not None and last.record is not None and last.score is not None:
                    # a team past the target that has not won: the end rule says why (coinche's belote
                    # exception, level totals), as the single-hand check does
                    from belote_learn.systems import system_of

                    rules = last.record.rules
                    why = system_of(rules).game_end_words(
                        rules, {Team.NS: self.totals["NS"], Team.EW: self.totals["EW"]}, last.deal, lang)
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
        raise PositionError("", Message("record.game.single_hand"))
    if not isinstance(data, list) or not data:
        raise PositionError("", Message("record.game.not_a_list"))
    out = GameCheck(valid=True)
    totals = None
    held = None
    rules = None
    prev_dealer = None
    for k, rec in enumerate(data):
        if isinstance(rec, list):  # parse_record's advice ("use check --game") would send the user in a circle
            raise PositionError(f"[{k}]", Message("record.game.list_of_lists"))
        try:
            parsed = parse_record(rec)
        except PositionError as exc:
            raise PositionError(f"[{k}].{exc.field}" if exc.field else f"[{k}]", exc.message) from None
        if out.winner is not None:
            if out.winner == "draw":
                end = Message("record.game.ended.draw", ns=totals["NS"], ew=totals["EW"])
            else:
                end = Message("record.game.ended.won", team=team_name(Team(out.winner)), points=totals[out.winner],
                              other=totals[Team(out.winner).other.value])
            raise PositionError(f"[{k}]", Message("record.game.hand_after_end", before=k - 1, end=end))
        if rules is None:
            rules = parsed.rules
            totals = dict(parsed.scores_before)
            held = parsed.held_over
            why = system_of(rules).over_before_message(rules, {Team.NS: totals["NS"], Team.EW: totals["EW"]})
            if why is not None:
                raise PositionError("[0].scores_before", Message("record.game.over_before", why=why))
        elif isinstance(rec, dict) and rec.get("scores_before") is not None and parsed.scores_before != totals:
            raise PositionError(f"[{k}].scores_before", Message(
                "record.game.scores_before", ns=parsed.scores_before["NS"], ew=parsed.scores_before["EW"],
                ns_total=totals["NS"], ew_total=totals["EW"]))
        elif parsed.rules != rules:
            raise _rules_differ(k, parsed.rules, rules)
        if k > 0 and isinstance(rec, dict) and rec.get("held_over") is not None and parsed.held_over != held:
            raise PositionError(f"[{k}].held_over", Message("record.game.held_over", says=parsed.held_over, held=held))
        if prev_dealer is not None and parsed.dealer != prev_dealer.next(rules.direction):
            from belote_learn.core.messages import seat_name

            nxt, before = seat_name(prev_dealer.next(rules.direction)), seat_name(prev_dealer)
            if str(rules.direction) == "clockwise":
                raise PositionError(f"[{k}].dealer", Message("record.game.dealer.clockwise", next=nxt, dealer=before))
            raise PositionError(f"[{k}].dealer", Message("record.game.dealer.anticlockwise", next=nxt, dealer=before))
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
                raise PositionError(f"[{k}].plays", Message("record.game.incomplete_not_last"))
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
