"""The mariage referee (docs/formats.md, "Mariage records"): a recorded deal checked action by action, with
its result in tens."""
from __future__ import annotations

from dataclasses import dataclass
from belote_learn.core.cards import Seat, Team, parse_card, parse_seat
from belote_learn.core.errors import IllegalAction, NotationError, PositionError, RulesError, shown
from belote_learn.core.messages import Message, render, seat_name
from belote_learn.systems.base.deal import said
from belote_learn.rules.presets import get_rules
from belote_learn.systems.mariage.deal import MariageDeal, parse_mariage_action
from belote_learn.systems.mariage.scoring import TEAMS










def _action_text(action) -> str:
    """An action as a saved game writes it (``"10H"``, ``"marriage C"``, ``"out"``, ``"cape"``)."""
    kind, value = parse_mariage_action(action)
    if kind == "card":
        return str(value)
    if kind == "marriage":
        return f"marriage {value.letter}"
    return kind


def check_mariage_record(data: dict):
    """Referee a recorded mariage deal (docs/formats.md, "Mariage records").

    Fields: ``rules`` ("mariage"), ``options``, ``dealer``, ``hands`` (8 cards each), ``turn_up`` (the
    last card dealt, shown: it fixes trumps and must be in the dealer's hand), ``plays`` (``[seat,
    action]`` with a card, ``"marriage X"``, ``"out"`` or ``"cape"``), optional ``scores_before``
    (manche totals in tens) and ``coches_before``.

    Returns:
        A :class:`~belote_learn.systems.base.records.CheckResult`-like object with ``to_dict()`` and ``text()``.

    Raises:
        PositionError: a malformed record, naming the field.
    """
    from belote_learn.core.errors import refuse_unknown_fields
    from belote_learn.systems.base.records import RECORD_FIELDS, RECORD_NOTES, _team_ints

    if not isinstance(data, dict):
        raise PositionError("", Message("record.mariage.not_an_object", got=shown(data)))
    refuse_unknown_fields(data, RECORD_FIELDS, RECORD_NOTES, Message("record.hand.what"))
    try:
        system = get_rules(data.get("rules")).system
    except RulesError as exc:
        raise PositionError("rules", said(exc)) from None
    if system != "mariage":
        raise PositionError("rules", Message("record.mariage.not_mariage", got=shown(data.get("rules"))))
    options = data.get("options")
    if options is not None and not isinstance(options, dict):
        raise PositionError("options", Message("record.options.not_an_object", got=shown(options)))
    try:
        rules = get_rules("mariage", options or {})
    except RulesError as exc:
        raise PositionError("options", said(exc)) from None
    for key, why in (("bidding", Message("record.mariage.no_bidding")),
                     ("declarations", Message("record.mariage.no_declarations")),
                     ("held_over", Message("record.mariage.no_litige"))):
        if data.get(key) not in (None, [], {}, 0):
            raise PositionError(key, why)
    try:
        dealer = parse_seat(data.get("dealer"))
    except NotationError as exc:
        raise PositionError("dealer", said(exc)) from None
    raw = data.get("hands")
    if not isinstance(raw, dict) or set(raw) != {"N", "E", "S", "W"}:
        raise PositionError("hands", Message("record.mariage.hands"))
    hands = {}
    where = {}
    for s in "NESW":
        cards = raw[s]
        if not isinstance(cards, list) or len(cards) != 8:
            raise PositionError(f"hands.{s}", Message("record.mariage.hand_cards", got=shown(cards)))
        out = []
        for i, item in enumerate(cards):
            try:
                c = parse_card(item)
            except NotationError as exc:
                raise PositionError(f"hands.{s}[{i}]", said(exc)) from None
            if c in where:
                if where[c] != s:
                    raise PositionError(f"hands.{s}[{i}]", Message("record.card_twice.other_hand", card=str(c),
                                                                   seat=seat_name(Seat.parse(where[c]))))
                raise PositionError(f"hands.{s}[{i}]", Message("record.card_twice", card=str(c)))
            where[c] = s
            out.append(c)
        hands[Seat.parse(s)] = out
    try:
        trump_card = parse_card(data.get("turn_up"))
    except NotationError as exc:
        raise PositionError("turn_up", said(exc)) from None
    if trump_card not in hands[dealer]:
        raise PositionError("turn_up", Message("record.mariage.turn_up", card=str(trump_card), seat=seat_name(dealer)))
    before = _team_ints(data, "scores_before", below=rules.target)
    manche = {Team.NS: before["NS"], Team.EW: before["EW"]}
    deal = MariageDeal.from_hands(rules, dealer, hands, trump_card, manche)
    plays = data.get("plays", [])
    if not isinstance(plays, list):
        raise PositionError("plays", Message("record.plays.not_a_list", got=shown(plays)))
    result = _MariageCheck(True, None, deal, before)
    seen: dict = {}
    for i, item in enumerate(plays):
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], str)):
            raise PositionError(f"plays[{i}]", Message("record.plays.not_a_pair", got=shown(item)))
        try:
            seat = parse_seat(item[0])
        except NotationError as exc:
            raise PositionError(f"plays[{i}]", said(exc)) from None
        if deal.phase != "play":
            raise PositionError(f"plays[{i}]", Message("record.mariage.deal_over"))
        action = item[1]
        try:
            kind, value = parse_mariage_action(action)
        except NotationError as exc:
            raise PositionError(f"plays[{i}]", said(exc)) from None
        card = value if kind == "card" else None
        # a record that plays a card twice, or a card from another hand, is malformed (as for Belote records)
        if card is not None and card in seen:
            raise PositionError(f"plays[{i}]", Message("record.card_played_twice", card=str(card), index=seen[card]))
        if card is not None and where[card] != seat.name:
            raise PositionError(f"plays[{i}]", Message("record.card_not_held", seat=seat_name(seat), card=str(card),
                                                       holder=seat_name(Seat.parse(where[card]))))
        expected = deal.current_player()
        if seat != expected:
            from belote_learn.systems.base.records import out_of_turn

            result.valid = False
            what = {"card": str(card)} if card is not None else {"action": action}
            result.error = {"index": i, "seat": str(seat), **what, "rule": "out-of-turn",
                            "reason": out_of_turn(seat, expected, rules, "play", not deal.trick, len(deal.tricks))}
            return result
        if card is not None:
            seen[card] = i
        try:
            deal.apply(action)
        except NotationError as exc:
            raise PositionError(f"plays[{i}]", said(exc)) from None
        except IllegalAction as exc:
            result.valid = False
            result.error = {"index": i, "seat": str(seat), "card" if card is not None else "action":
                            str(card) if card is not None else action, "reason": said(exc)}
            return result
    return result


@dataclass
class _MariageCheck:
    valid: bool
    error: dict | None
    deal: MariageDeal
    before: dict

    def to_dict(self, lang: str = "en") -> dict:
        """The ``check --json`` answer, its reason, result and breakdown in ``lang``."""
        from belote_learn.systems.base.records import said_error

        d = {"valid": self.valid, "error": said_error(self.error, lang)}
        r = self.deal.result if self.valid else None
        if r is None:
            d.update({"result": None if not self.valid else "incomplete", "score": None, "held_over": 0,
                      "scores_after": dict(self.before)})
            return d
        d.update(
            {
                "result": r.words_text(lang),
                "score": {str(t): r.tens[t] for t in TEAMS},
                "held_over": 0,
                "scores_after": {str(t): r.manche_after[t] for t in TEAMS},
                "coches": {str(t): r.coches[t] for t in TEAMS},
                "ending": r.ending,
                "breakdown": r.to_dict(lang)["breakdown"],
            }
        )
        return d

    def text(self, lang: str = "en") -> str:
        """The referee's answer in words, in ``lang`` (ValueError for an unknown language)."""
        if not self.valid:
            e = self.error
            return render(Message("record.mariage.not_valid", index=e["index"], seat=seat_name(Seat.parse(e["seat"])),
                                  reason=e["reason"]), lang)
        lines = [render(ev["message"], lang) for ev in self.deal.events
                 if ev["type"] in ("deal", "marriage", "marriage-on-table", "claim")]
        if self.deal.result is None:
            lines.append(render(Message("record.mariage.incomplete"), lang))
            return "\n".join(lines)
        lines.append("")
        lines.append(self.deal.result.text(lang))
        return "\n".join(lines)
