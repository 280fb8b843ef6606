"""The training path's levels, read from data/training: stages by skill and system, each level a position or
a deal, a goal, a par, how it is graded, its scaffold and its hint; the answer worked out by the engine.

Files: ``data/training/<skill>.json`` (written by tools/make_training.py), one per skill::

    {"skill": "legal_cards",
     "stages": [{"id": "legal_cards.c501", "system": "classic-501",
                 "levels": [{"id": "legal_cards.c501.01", "skill": "legal_cards", "system": "classic-501",
                             "deal": {"seed": 12, "dealer": "N", "trick": 3, "card": 2},
                             "goal": "every_legal_card", "par": 0, "graded": "per_card",
                             "scaffold": true, "hint": "rule"}, ...]}]}

A level's fields:

* ``id`` (unique over the path), ``skill``, ``system`` (a preset: classic-501, classic-1000, sans-tout-atout,
  mariage, coinche) and ``options`` (the preset's options, e.g. ``{"declarations": true}``);
* where the position comes from, one of: ``deal`` (a seed: ``seed``, ``dealer``, and what the skill needs:
  ``trick`` and ``card`` for the point of the play, ``team``, ``tricks_left``; see
  :mod:`belote_learn.training.sources`), or, for a composed level, ``position`` (as in docs/formats.md:
  ``contract``, ``to_play``, ``hand``, ``trick``), ``trick`` (``contract``, ``cards``: four
  ``[seat, card]``, ``number``), ``contract``, ``declarations`` (``contract``, ``dealer``, ``hands``),
  ``facts`` (a hand's facts to score), ``ending`` (``contract``, ``taker``, ``leader``, ``dealer``,
  ``hands``) or ``problem`` (a file of data/bidding); a composed level also names the ``point`` it makes
  (a key of :data:`~belote_learn.training.skills.POINTS`);
* ``goal`` (what to find, one of the skill's), ``par`` (the points the learner may lose and still earn three
  stars), ``graded`` (the skill's way: ``per_card``, ``exact``, ``overlap``, ``parts``, ``double_dummy``),
  ``scaffold`` (true: the question frames the legal cards or the cards the rule points at, and says the
  rule), ``hint`` (what the first step of the two-step hint says: ``rule``, ``suit``, ``values``,
  ``total``, ``order``, ``evidence``, ``count``, ``hand``; the second step gives the answer).

The data never stores an answer: a field ``answer`` is refused. :func:`load_level` works it out.

Errors: :class:`~belote_learn.core.errors.PositionError` in one line naming the file, the level and the
field (``legal_cards.json: legal_cards.c501.03: deal.trick: ...``).
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from belote_learn.core.cards import Card, Seat, parse_seat, parse_team
from belote_learn.core.errors import BeloteError, NotationError, PositionError, RulesError, refuse_unknown_fields, shown
from belote_learn.core.messages import Message, check_language, render
from belote_learn.rules.presets import get_rules
from belote_learn.training.results import Question, Result
from belote_learn.training.skills import POINTS, SKILL_NAMES, SKILLS

__all__ = ["LevelSpec", "Level", "Stage", "TrainingPath", "load_path", "load_level", "read_level", "training_folder",
           "SYSTEM_KEYS", "LEVEL_FIELDS"]

SYSTEM_KEYS = {"classic-501": "c501", "classic-1000": "c1000", "sans-tout-atout": "sta", "mariage": "mar",
               "coinche": "coinche"}
"""The short name of each preset in stage and level ids (``legal_cards.c501.03``)."""

SOURCES = ("deal", "position", "trick", "contract", "declarations", "facts", "ending", "history", "problem")
LEVEL_FIELDS = ("id", "skill", "system", "options", "goal", "par", "graded", "scaffold", "hint", "point") + SOURCES
"""The fields a level may have (any other, ``answer`` included, is refused)."""
STAGE_FIELDS = ("id", "system", "levels")
FILE_FIELDS = ("skill", "stages")


def training_folder() -> Path:
    """The folder of the level files: ``data/training`` of the source tree, else the installed package's."""
    here = Path(__file__).resolve().parents[2] / "data" / "training"
    if here.is_dir():
        return here
    from belote_learn.rules.datafiles import data_path

    return data_path("training")


def _where(*parts) -> str:
    return ".".join(str(p) for p in parts if p != "")


def _need(data: dict, key: str, where: str):
    if key not in data:
        raise PositionError(_where(where, key), Message("training.data.missing"))
    return data[key]


def _int(value, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise PositionError(where, Message("training.data.whole_number", low=low, high=high, value=shown(value)))
    return value


def _seat(value, where: str) -> Seat:
    try:
        return parse_seat(value)
    except BeloteError as exc:
        raise PositionError(where, exc.said) from None


def _contract(rules, value, where: str):
    try:
        return rules.check_contract(value)
    except BeloteError as exc:
        raise PositionError(where, exc.said) from None


def _hand(value, where: str):
    from belote_learn.core.cards import parse_cards

    if not isinstance(value, (str, list)):
        raise PositionError(where, Message("training.data.not_cards", value=shown(value)))
    try:
        return parse_cards(value)
    except BeloteError as exc:
        raise PositionError(where, exc.said) from None


@dataclass(frozen=True)
class LevelSpec:
    """A level as its data says it, checked but not yet worked out (cheap: no deal is played).

    Attributes: ``id``, ``skill``, ``system`` (the preset's name), ``rules`` (the preset with the level's
    options), ``stage`` (its stage's id), ``goal``, ``par``, ``graded``, ``scaffold``, ``hint``, ``point``
    (a key of :data:`~belote_learn.training.skills.POINTS`, or None), and the source read: ``deal`` (a dict
    with ``seed``, ``dealer`` and the skill's keys) or one of ``position``, ``trick``, ``contract``,
    ``declarations``, ``facts``, ``ending``, ``problem``. ``data``: a copy of the level's JSON.
    """

    id: str
    skill: str
    system: str
    rules: object
    stage: str
    goal: str
    par: int
    graded: str
    scaffold: bool
    hint: str
    point: str | None = None
    deal: dict | None = None
    position: object = None
    trick: object = None
    contract: object = None
    declarations: object = None
    facts: object = None
    ending: object = None
    history: object = None
    problem: str | None = None
    data: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def composed(self) -> bool:
        """Composed by hand (not generated from a seed)."""
        return self.deal is None

    def build(self) -> "Level":
        """The level with its answer worked out (see :class:`Level`). Raises PositionError when the data
        cannot give the position (a seed that never reaches it, a position the skill cannot use)."""
        return Level(self)


def read_level(data, stage: str = "", skill: str | None = None, system: str | None = None) -> LevelSpec:
    """Check one level's JSON object and read it into a :class:`LevelSpec` (nothing is played yet).

    Args:
        data: the level's dict; ``stage``: its stage's id; ``skill``, ``system``: what the file and the
            stage say, which the level must repeat.
    Raises:
        PositionError: the first problem, ``field`` naming it (prefixed by the level's id when it has one).
    """
    if not isinstance(data, dict):
        raise PositionError("level", Message("training.data.not_an_object", value=shown(data)))
    if "answer" in data:
        raise PositionError(_where(data.get("id", "")), Message("training.data.answer_stored"))
    refuse_unknown_fields(data, LEVEL_FIELDS, (), Message("training.data.a_level"))
    level_id = _need(data, "id", "")
    if not isinstance(level_id, str) or not level_id.strip() or len(level_id) > 80:
        raise PositionError("id", Message("training.data.bad_id", value=shown(level_id)))
    try:
        return _read_level(data, level_id, stage, skill, system)
    except PositionError as exc:
        raise PositionError(_in_level(level_id, exc.field), exc.message) from None


def _in_level(level_id: str, field: str) -> str:
    """The field of an error about a level: ``"legal_cards.c501.03: deal.trick"``."""
    return f"{level_id}: {field}" if field else level_id


def _read_level(data, level_id, stage, skill, system) -> LevelSpec:
    name = _need(data, "skill", "")
    if name not in SKILLS:
        from belote_learn.core.errors import unknown_name

        raise PositionError("skill", unknown_name(Message("training.data.what_skill"), name, SKILL_NAMES))
    if skill is not None and name != skill:
        raise PositionError("skill", Message("training.data.other_skill", skill=name, file=skill))
    worker = SKILLS[name]
    preset = _need(data, "system", "")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise PositionError("options", Message("training.data.not_an_object", value=shown(options)))
    try:
        rules = get_rules(preset, None)
    except RulesError as exc:
        raise PositionError("system", exc.said) from None
    try:
        rules = get_rules(rules, options)
    except RulesError as exc:
        raise PositionError("options", exc.said) from None
    if system is not None and rules.preset != system:
        raise PositionError("system", Message("training.data.other_system", system=rules.preset, stage=system))
    from belote_learn.systems import system_of

    if system_of(rules).name not in worker.systems:
        raise PositionError("system", Message("training.data.skill_system", skill=name, preset=rules.preset))
    goal = _need(data, "goal", "")
    if goal not in worker.goals:
        raise PositionError("goal", Message("training.data.choose", value=shown(goal), choices=", ".join(worker.goals)))
    par = _int(data.get("par", 0), "par", 0, 500)
    graded = _need(data, "graded", "")
    if graded != worker.graded:
        raise PositionError("graded", Message("training.data.graded", value=shown(graded), skill=name, graded=worker.graded))
    scaffold = data.get("scaffold", False)
    if not isinstance(scaffold, bool):
        raise PositionError("scaffold", Message("training.data.not_bool", value=shown(scaffold)))
    hint = _need(data, "hint", "")
    if hint not in worker.hints:
        raise PositionError("hint", Message("training.data.choose", value=shown(hint), choices=", ".join(worker.hints)))
    given = [k for k in SOURCES if k in data]
    if len(given) != 1:
        raise PositionError("deal", Message("training.data.one_source", sources=", ".join(worker.sources),
                                            given=", ".join(given) or "-"))
    source = given[0]
    if source not in worker.sources:
        raise PositionError(source, Message("training.data.source", source=source, skill=name,
                                            sources=", ".join(worker.sources)))
    point = data.get("point")
    if source == "deal":
        if point is not None:
            raise PositionError("point", Message("training.data.point_seeded"))
    elif source != "problem":
        if point not in POINTS:
            from belote_learn.core.errors import unknown_name

            raise PositionError("point", unknown_name(Message("training.data.what_point"), point, sorted(POINTS)))
    elif point is not None and point not in POINTS:
        from belote_learn.core.errors import unknown_name

        raise PositionError("point", unknown_name(Message("training.data.what_point"), point, sorted(POINTS)))
    fields = {source: _read_source(source, data[source], rules, worker, source)}
    return LevelSpec(level_id, name, rules.preset, rules, stage, goal, par, graded, scaffold, hint, point,
                     data=copy.deepcopy(data), **fields)


def _read_source(source, value, rules, worker, where):
    """Read a level's source field (see the module text)."""
    from belote_learn.core.cards import CardSet

    if source == "problem":
        if not isinstance(value, str):
            raise PositionError(where, Message("training.data.not_text", value=shown(value)))
        return value
    if source == "contract":
        return _contract(rules, value, where)
    if not isinstance(value, dict):
        raise PositionError(where, Message("training.data.not_an_object", value=shown(value)))
    if source == "deal":
        allowed = ("seed", "dealer") + worker.deal_keys
        refuse_unknown_fields(value, allowed, (), Message("training.data.a_deal"))
        out = {"seed": _int(_need(value, "seed", where), _where(where, "seed"), 0, 2**32),
               "dealer": _seat(_need(value, "dealer", where), _where(where, "dealer"))}
        for key in worker.deal_keys:
            raw = _need(value, key, where)
            if key == "trick":
                out[key] = _int(raw, _where(where, key), 1, 8)
            elif key == "card":
                out[key] = _int(raw, _where(where, key), 0, 3)
            elif key == "tricks_left":
                out[key] = _int(raw, _where(where, key), 1, 5)
            elif key == "team":
                try:
                    out[key] = parse_team(raw)
                except BeloteError as exc:
                    raise PositionError(_where(where, key), exc.said) from None
        return out
    if source == "position":
        from belote_learn.rules.position import Position

        refuse_unknown_fields(value, ("contract", "to_play", "hand", "trick"), (), Message("training.data.a_position"))
        try:
            return Position.from_dict({"rules": rules.preset, "options": dict(rules.options), **value})
        except PositionError as exc:
            raise PositionError(_where(where, exc.field), exc.message) from None
    if source == "trick":
        refuse_unknown_fields(value, ("contract", "cards", "number"), (), Message("training.data.a_trick"))
        contract = _contract(rules, _need(value, "contract", where), _where(where, "contract"))
        cards = _need(value, "cards", where)
        if not isinstance(cards, list) or len(cards) != 4:
            raise PositionError(_where(where, "cards"), Message("training.data.four_cards", value=shown(cards)))
        out, seen = [], set()
        seat = None
        for i, item in enumerate(cards):
            w = f"{where}.cards[{i}]"
            if not isinstance(item, list) or len(item) != 2:
                raise PositionError(w, Message("training.data.seat_card", value=shown(item)))
            s = _seat(item[0], w)
            c = _hand([item[1]], w)[0]
            if c in seen:
                raise PositionError(w, Message("training.data.card_twice", card=str(c)))
            if seat is not None and s != seat.next(rules.direction):
                raise PositionError(w, Message("training.data.out_of_turn", seat=str(s), expected=str(seat.next(rules.direction))))
            seen.add(c)
            seat = s
            out.append((s, c))
        number = _int(value.get("number", 1), _where(where, "number"), 1, 8)
        return contract, tuple(out), number
    if source == "declarations":
        refuse_unknown_fields(value, ("contract", "dealer", "hands"), (), Message("training.data.a_declarations"))
        contract = _contract(rules, _need(value, "contract", where), _where(where, "contract"))
        dealer = _seat(_need(value, "dealer", where), _where(where, "dealer"))
        hands = _need(value, "hands", where)
        if not isinstance(hands, dict):
            raise PositionError(_where(where, "hands"), Message("training.data.not_an_object", value=shown(hands)))
        read, seen = {s: 0 for s in Seat}, 0
        for key, cards in hands.items():
            s = _seat(key, _where(where, "hands"))
            mask = CardSet(_hand(cards, _where(where, "hands", s))).mask
            if mask & seen:
                raise PositionError(_where(where, "hands", s), Message("training.data.card_in_two_hands"))
            seen |= mask
            read[s] = mask
        return contract, dealer, read
    if source == "ending":
        return _read_ending(value, rules, where)
    if source == "facts":
        return _read_facts(value, rules, where)
    if source == "history":
        return _read_history(value, rules, where)
    raise PositionError(where, Message("training.data.source", source=source, skill=worker.name,
                                       sources=", ".join(worker.sources)))  # pragma: no cover - SOURCES is closed


def _read_ending(value, rules, where):
    """An ending composed by hand: ``contract``, ``taker`` (None in mariage), ``leader`` (who leads the
    current trick), ``dealer``, ``hands`` (N, E, S, W: 1 to 5 cards each, one fewer for those who have played
    to the trick on the table) and ``trick`` (``[seat, card]`` already played, from the leader, in turn)."""
    from belote_learn.core.cards import CardSet
    from belote_learn.systems.base.deal import Trick

    refuse_unknown_fields(value, ("contract", "taker", "leader", "dealer", "hands", "trick"), (),
                          Message("training.data.an_ending"))
    contract = _contract(rules, _need(value, "contract", where), _where(where, "contract"))
    taker = value.get("taker")
    taker = _seat(taker, _where(where, "taker")) if taker is not None else None
    leader = _seat(_need(value, "leader", where), _where(where, "leader"))
    dealer = _seat(value.get("dealer", "N"), _where(where, "dealer"))
    raw_trick = value.get("trick", [])
    if not isinstance(raw_trick, list) or len(raw_trick) > 3:
        raise PositionError(_where(where, "trick"), Message("training.data.trick_on_table", value=shown(raw_trick)))
    trick, seat, seen = [], leader, 0
    for i, item in enumerate(raw_trick):
        w = f"{where}.trick[{i}]"
        if not isinstance(item, list) or len(item) != 2:
            raise PositionError(w, Message("training.data.seat_card", value=shown(item)))
        s, c = _seat(item[0], w), _hand([item[1]], w)[0]
        if s != seat:
            raise PositionError(w, Message("training.data.out_of_turn", seat=str(s), expected=str(seat)))
        if seen >> c & 1:
            raise PositionError(w, Message("training.data.card_twice", card=str(c)))
        seen |= 1 << c
        trick.append((s, c))
        seat = seat.next(rules.direction)
    played = {s for s, _ in trick}
    hands = _need(value, "hands", where)
    if not isinstance(hands, dict) or set(hands) != {"N", "E", "S", "W"}:
        raise PositionError(_where(where, "hands"), Message("training.data.four_hands"))
    read, size = {}, None
    for key, cards in hands.items():
        s = _seat(key, _where(where, "hands"))
        mask = CardSet(_hand(cards, _where(where, "hands", key))).mask
        n = bin(mask).count("1") + (1 if s in played else 0)
        if mask & seen:
            raise PositionError(_where(where, "hands", key), Message("training.data.card_in_two_hands"))
        if size is not None and n != size or not 1 <= n <= 5:
            raise PositionError(_where(where, "hands", key), Message("training.data.equal_hands"))
        size, seen = n, seen | mask
        read[s] = mask
    # the tricks before are not given: each side took some (so no capot is left to make)
    done = [Trick(Seat.N, (), Seat.N if i % 2 == 0 else Seat.E, 0) for i in range(8 - size)]
    return {"contract": contract, "taker": taker, "leader": leader, "dealer": dealer, "hands": read,
            "tricks": done, "trick": trick}


def _read_history(value, rules, where):
    """The play so far composed by hand, seen by the player to move: ``contract``, ``taker`` (optional),
    ``dealer`` (default N), ``tricks`` (the finished tricks, four ``[seat, card]`` each, in turn, each led by the
    winner of the one before), ``trick`` (the cards on the table, from the last winner) and ``hand`` (the
    cards of the player to move, who is the learner: 8 less the tricks played)."""
    from belote_learn.core.cards import CardSet
    from belote_learn.rules.play import play_table, winner_index
    from belote_learn.systems.base.deal import Trick

    refuse_unknown_fields(value, ("contract", "taker", "dealer", "tricks", "trick", "hand"), (),
                          Message("training.data.a_history"))
    contract = _contract(rules, _need(value, "contract", where), _where(where, "contract"))
    pt = play_table(rules, contract)
    taker = value.get("taker")
    taker = _seat(taker, _where(where, "taker")) if taker is not None else None
    dealer = _seat(value.get("dealer", "N"), _where(where, "dealer"))
    raw = _need(value, "tricks", where)
    if not isinstance(raw, list) or len(raw) > 7:
        raise PositionError(_where(where, "tricks"), Message("training.data.not_a_list", value=shown(raw)))
    seen, tricks, leader = 0, [], None

    def read_cards(items, w, first):
        nonlocal seen
        out, seat = [], first
        for i, item in enumerate(items):
            wi = f"{w}[{i}]"
            if not isinstance(item, list) or len(item) != 2:
                raise PositionError(wi, Message("training.data.seat_card", value=shown(item)))
            s, c = _seat(item[0], wi), _hand([item[1]], wi)[0]
            if seat is not None and s != seat:
                raise PositionError(wi, Message("training.data.out_of_turn", seat=str(s), expected=str(seat)))
            if seen >> c & 1:
                raise PositionError(wi, Message("training.data.card_twice", card=str(c)))
            seen |= 1 << c
            out.append((s, c))
            seat = s.next(rules.direction)
        return out

    for k, t in enumerate(raw):
        w = f"{where}.tricks[{k}]"
        if not isinstance(t, list) or len(t) != 4:
            raise PositionError(w, Message("training.data.four_cards", value=shown(t)))
        cards = read_cards(t, w, leader)
        winner = cards[winner_index(pt, tuple(int(c) for _, c in cards))][0]
        tricks.append(Trick(cards[0][0], tuple(cards), winner, sum(pt.points[c] for _, c in cards)))
        leader = winner
    on_table = value.get("trick", [])
    if not isinstance(on_table, list) or len(on_table) > 3:
        raise PositionError(_where(where, "trick"), Message("training.data.trick_on_table", value=shown(on_table)))
    trick = read_cards(on_table, f"{where}.trick", leader)
    if leader is None and not trick:
        raise PositionError(_where(where, "tricks"), Message("training.data.no_play_yet"))
    seat = (trick[-1][0].next(rules.direction) if trick else leader)
    hand = _hand(_need(value, "hand", where), _where(where, "hand"))
    mask = CardSet(hand).mask
    if mask & seen:
        raise PositionError(_where(where, "hand"), Message("training.data.card_in_two_hands"))
    if len(hand) != 8 - len(tricks):
        raise PositionError(_where(where, "hand"), Message("training.data.hand_size", count=8 - len(tricks)))
    return {"contract": contract, "taker": taker, "dealer": dealer, "tricks": tricks, "trick": trick, "seat": seat,
            "hand": hand}


def _read_facts(value, rules, where):
    """A hand's facts to score (score_hand): ``contract`` (or, in coinche, ``bid`` and ``coinched``),
    ``taker``, ``card_points`` and ``tricks`` by team, ``last_trick`` (a team), ``belote`` (the seats that held
    it), ``declarations`` (a team and its points, or absent), ``held_in``. Scored at once: the score is the
    answer, worked out by the rule system's scoring."""
    from belote_learn.core.cards import Team
    from belote_learn.systems import system_of

    system = system_of(rules).name
    keys = ("contract", "taker", "card_points", "tricks", "last_trick", "belote", "declarations", "held_in")
    if system == "coinche":
        keys = keys + ("bid", "coinched")
    if not system_of(rules).has_taker:  # mariage: a deal's score comes from its tricks and marriages
        raise PositionError(where, Message("training.data.facts_mariage"))
    refuse_unknown_fields(value, keys, (), Message("training.data.facts"))
    taker = _seat(_need(value, "taker", where), _where(where, "taker"))

    def by_team(key, high):
        raw = _need(value, key, where)
        if not isinstance(raw, dict) or set(raw) != {"NS", "EW"}:
            raise PositionError(_where(where, key), Message("training.data.by_team", value=shown(raw)))
        return {Team.NS: _int(raw["NS"], _where(where, key, "NS"), 0, high), Team.EW: _int(raw["EW"], _where(where, key, "EW"), 0, high)}

    tricks = by_team("tricks", 8)
    if tricks[Team.NS] + tricks[Team.EW] != 8:
        raise PositionError(_where(where, "tricks"), Message("training.data.eight_tricks"))
    try:
        last = parse_team(_need(value, "last_trick", where))
    except BeloteError as exc:
        raise PositionError(_where(where, "last_trick"), exc.said) from None
    belote = [(_seat(s, _where(where, "belote")), None) for s in value.get("belote", [])]
    decl = value.get("declarations")
    declarations = None
    if decl is not None:
        from belote_learn.rules.declarations import DeclarationsResult

        if not isinstance(decl, dict) or set(decl) != {"team", "points"}:
            raise PositionError(_where(where, "declarations"), Message("training.data.declarations_fact", value=shown(decl)))
        try:
            team = parse_team(decl["team"])
        except BeloteError as exc:
            raise PositionError(_where(where, "declarations", "team"), exc.said) from None
        points = _int(decl["points"], _where(where, "declarations", "points"), 20, 1000)
        declarations = DeclarationsResult({}, team, None, (), points, (), "only")
    held_in = _int(value.get("held_in", 0), _where(where, "held_in"), 0, 1000)
    if system == "coinche":
        from belote_learn.systems.coinche.auction import parse_call
        from belote_learn.systems.coinche.scoring import score_coinche

        try:
            call = parse_call(_need(value, "bid", where))
        except BeloteError as exc:
            raise PositionError(_where(where, "bid"), exc.said) from None
        coinched = _int(value.get("coinched", 0), _where(where, "coinched"), 0, 2)
        try:
            bid = _coinche_bid(call, taker, coinched)
        except BeloteError as exc:
            raise PositionError(_where(where, "bid"), exc.said) from None
        belote = [(s, bid.contract.trump) for s, _ in belote]
        points = by_team("card_points", 162)
        return score_coinche(rules, bid, points, tricks, last, belote, declarations, held_in)
    from belote_learn.rules.scoring import score_hand

    contract = _contract(rules, _need(value, "contract", where), _where(where, "contract"))
    belote = [(s, contract.trump) for s, _ in belote]
    total = rules.ranking(contract).total - rules.ranking(contract).last_trick_bonus
    points = by_team("card_points", total)
    if points[Team.NS] + points[Team.EW] != total:
        raise PositionError(_where(where, "card_points"), Message("training.data.card_points_total", total=total))
    return score_hand(rules, contract, taker, points, tricks, last, belote, declarations, held_in)


def _coinche_bid(call, taker, coinched):
    """The :class:`~belote_learn.systems.coinche.auction.CoincheBid` of ``call`` (``"110 S"``, ``"capot S"``) made by
    ``taker``: coinched (1) by the next opponent, or surcoinched (2) by the taker after it."""
    from belote_learn.core.cards import Suit
    from belote_learn.systems.coinche.auction import CAPOT_VALUE, CoincheBid

    value, suit = call.split(" ")
    capot = value == "capot"
    coinched_by = taker.next() if coinched >= 1 else None
    surcoinched_by = taker if coinched == 2 else None
    return CoincheBid(CAPOT_VALUE if capot else int(value), Suit.parse(suit), capot, taker, coinched_by, surcoinched_by)


# ------------------------------------------------------------------------------------------------------
# Stages and the path
# ------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Stage:
    """One stage: the levels of one skill under one system, in order.

    Attributes: ``id`` (``"legal_cards.c501"``), ``skill``, ``system`` (a preset), ``levels`` (their
    :class:`LevelSpec` s, in order)."""

    id: str
    skill: str
    system: str
    levels: tuple

    @property
    def level_ids(self) -> tuple:
        return tuple(spec.id for spec in self.levels)


@dataclass(frozen=True)
class TrainingPath:
    """Every stage of data/training (:func:`load_path`).

    Each system has its own track: its stages in the order of the skills (:data:`~belote_learn.training.skills.SKILL_NAMES`);
    the first stage of a track is open from the start, and each stage opens the next one of its track
    (:mod:`belote_learn.training.grading`: at 80% of its levels passed).
    """

    stages: tuple

    def __post_init__(self):
        object.__setattr__(self, "_by_level", {spec.id: spec for st in self.stages for spec in st.levels})
        object.__setattr__(self, "_by_stage", {st.id: st for st in self.stages})

    @property
    def levels(self) -> list:
        """Every :class:`LevelSpec`, stage by stage."""
        return [spec for st in self.stages for spec in st.levels]

    def spec(self, level_id: str) -> LevelSpec:
        """The level ``level_id``. Raises PositionError naming the closest ids."""
        spec = self._by_level.get(level_id)
        if spec is None:
            from belote_learn.core.errors import unknown_name

            raise PositionError("level", unknown_name(Message("training.data.what_level"), level_id, list(self._by_level)))
        return spec

    def stage(self, stage_id: str) -> Stage:
        """The stage ``stage_id``. Raises PositionError naming the closest ids."""
        st = self._by_stage.get(stage_id)
        if st is None:
            from belote_learn.core.errors import unknown_name

            raise PositionError("stage", unknown_name(Message("training.data.what_stage"), stage_id, list(self._by_stage)))
        return st

    def stage_of(self, level_id: str) -> Stage:
        return self._by_stage[self.spec(level_id).stage]

    def track(self, system: str) -> list:
        """The stages of one system (a preset), in order."""
        return [st for st in self.stages if st.system == system]

    def next_stage(self, stage_id: str) -> Stage | None:
        """The stage a stage opens (the next of its system's track), or None for the last."""
        st = self.stage(stage_id)
        track = self.track(st.system)
        i = track.index(st)
        return track[i + 1] if i + 1 < len(track) else None

    def first_stages(self) -> list:
        """The first stage of each track: open from the start."""
        seen, out = set(), []
        for st in self.stages:
            if st.system not in seen:
                seen.add(st.system)
                out.append(st)
        return out

    def __contains__(self, level_id) -> bool:
        return level_id in self._by_level


def _read_file(path: Path) -> list:
    from belote_learn.rules.position import read_json_file, shown_path

    data = read_json_file(path)
    try:
        if not isinstance(data, dict):
            raise PositionError("", Message("training.data.not_an_object", value=shown(data)))
        refuse_unknown_fields(data, FILE_FIELDS, (), Message("training.data.a_file"))
        skill = _need(data, "skill", "")
        if skill not in SKILLS:
            from belote_learn.core.errors import unknown_name

            raise PositionError("skill", unknown_name(Message("training.data.what_skill"), skill, SKILL_NAMES))
        stages = _need(data, "stages", "")
        if not isinstance(stages, list):
            raise PositionError("stages", Message("training.data.not_a_list", value=shown(stages)))
        out = []
        for i, st in enumerate(stages):
            where = f"stages[{i}]"
            if not isinstance(st, dict):
                raise PositionError(where, Message("training.data.not_an_object", value=shown(st)))
            refuse_unknown_fields(st, STAGE_FIELDS, (), Message("training.data.a_stage"))
            stage_id = _need(st, "id", where)
            system = _need(st, "system", where)
            try:
                preset = get_rules(system).preset
            except RulesError as exc:
                raise PositionError(_where(where, "system"), exc.said) from None
            levels = _need(st, "levels", where)
            if not isinstance(levels, list) or not levels:
                raise PositionError(_where(where, "levels"), Message("training.data.no_levels"))
            specs = tuple(read_level(lv, stage_id, skill, preset) for lv in levels)
            out.append(Stage(stage_id, skill, preset, specs))
        return out
    except PositionError as exc:
        raise PositionError("", Message("position.file.named", path=shown_path(path.name), message=exc.said)) from None


@lru_cache(maxsize=8)
def _load_path(folder: str, stamp: tuple) -> TrainingPath:
    stages = []
    for path in sorted(Path(folder).glob("*.json")):
        stages.extend(_read_file(path))
    order = {name: i for i, name in enumerate(SKILL_NAMES)}
    stages.sort(key=lambda st: (order[st.skill],))
    seen: dict = {}
    for st in stages:
        if st.id in seen:
            raise PositionError("file", Message("training.data.stage_twice", stage=st.id))
        seen[st.id] = st
        for spec in st.levels:
            if spec.id in seen:
                raise PositionError("file", Message("training.data.level_twice", level=spec.id))
            seen[spec.id] = spec
    return TrainingPath(tuple(stages))


def load_path(folder=None) -> TrainingPath:
    """Every stage and level of the training path, checked (no deal is played: cheap).

    Args:
        folder: the folder of the level files (default :func:`training_folder`).
    Raises:
        PositionError: a bad file, naming it, the level and the field; a stage or level id used twice.
    """
    folder = Path(folder) if folder is not None else training_folder()
    # read again when a file changes (its size or time)
    stamp = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in sorted(folder.glob("*.json")))
    return _load_path(str(folder), stamp)


def load_level(level, path: TrainingPath | None = None) -> "Level":
    """A level with its answer worked out.

    Args:
        level: a level id (``"legal_cards.c501.03"``), a :class:`LevelSpec`, or a level's JSON dict.
        path: the path to look the id up in (default :func:`load_path`).
    Raises:
        PositionError: an unknown id (naming the closest), a bad level, a position the data cannot give.
    """
    if isinstance(level, LevelSpec):
        return Level(level)
    if isinstance(level, dict):
        return Level(read_level(level))
    if not isinstance(level, str):
        raise PositionError("level", Message("training.data.bad_id", value=shown(level)))
    return Level((path or load_path()).spec(level))


# ------------------------------------------------------------------------------------------------------
# A level, worked out
# ------------------------------------------------------------------------------------------------------


class Level:
    """One level with its answer worked out by the engine.

    Attributes: ``spec`` (the :class:`LevelSpec`), ``id``, ``skill``, ``system``, ``rules``, ``stage``,
    ``goal``, ``par``, ``graded``, ``scaffold``; :attr:`answer` (a right response, in the form
    :meth:`check` takes: cards, a card, a number, seat-suit pairs, a team and points, each team's score,
    a call, or an ending's cards in order).

    Methods: :meth:`question`, :meth:`check`, :meth:`hint`, :meth:`answer_text`, and for the endings
    :meth:`start` (an :class:`~belote_learn.training.endings.EndingPlay` to play card by card).

    Raises (on building): PositionError when the level's data cannot give its position.
    """

    def __init__(self, spec: LevelSpec):
        self.spec = spec
        self.id, self.skill, self.system, self.rules = spec.id, spec.skill, spec.system, spec.rules
        self.stage, self.goal, self.par, self.graded, self.scaffold = spec.stage, spec.goal, spec.par, spec.graded, spec.scaffold
        try:
            self._worker = SKILLS[spec.skill](spec)
        except PositionError as exc:
            raise PositionError(_in_level(spec.id, exc.field), exc.message) from None

    def __repr__(self) -> str:
        return f"<Level {self.id} ({self.skill}, {self.system})>"

    @property
    def answer(self):
        """A right response, worked out by the engine (three stars when given to :meth:`check`)."""
        return self._worker.answer

    @property
    def point(self):
        """What a composed level teaches, as a message (``""`` for a seeded level)."""
        return POINTS[self.spec.point] if self.spec.point else ""

    def question(self, lang: str = "en") -> Question:
        """The question in ``lang`` (see :class:`~belote_learn.training.results.Question`). Raises ValueError
        for an unknown language."""
        check_language(lang)
        return self._worker.question(lang)

    def check(self, response) -> Result:
        """Grade a response (see :mod:`belote_learn.training.grading` for the stars).

        Args:
            response: as :attr:`~belote_learn.training.results.Question.response` says: ``"JH 7H"`` or a
                list of cards; a card; a number; ``"E:S W:H"``; ``{"team": "NS", "points": 50}``;
                ``{"NS": 90, "EW": 72}``; a call (``"take"``, ``"90 S"``); an ending's cards in order.
        Returns:
            A :class:`~belote_learn.training.results.Result` (with the level's point when it is composed).
        Raises:
            NotationError: a response that cannot be read; PositionError: a card that is not in the hand;
            IllegalAction: a card the rules forbid (its rule's verdict) or a call the auction does not
            allow. Nothing changes.
        """
        result = self._worker.check(response)
        return result.with_point(self.point) if self.point else result

    def hint(self, step: int = 1, lang: str = "en") -> str:
        """The hint's ``step`` (1: the rule, the suit or the facts to use; 2: the answer), in ``lang``."""
        check_language(lang)
        if isinstance(step, bool) or step not in (1, 2):
            raise NotationError(Message("training.hint.step", value=shown(step)))
        return render(self._worker.hint(step), lang)

    def answer_text(self, lang: str = "en") -> str:
        """The answer in words, in ``lang``."""
        check_language(lang)
        return render(self._worker.answer_message(), lang)

    def start(self):
        """An ending or a defence to play card by card (:class:`~belote_learn.training.endings.EndingPlay`).
        Raises PositionError for a level of another skill."""
        if not hasattr(self._worker, "start"):
            raise PositionError("level", Message("training.data.not_an_ending", level=self.id, skill=self.skill))
        return self._worker.start()
