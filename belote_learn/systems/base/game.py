"""What the games of every rule system share (:class:`GameState`): the state API, checked actions, the action
history, saving as seed + actions, and loading by replay (never pickle)."""
from __future__ import annotations

import copy
import json
import random
from typing import Any
from belote_learn.core.cards import Seat, parse_seat
from belote_learn.systems.base.deal import SeatView
from belote_learn.core.errors import BeloteError, IllegalAction, NotationError, PositionError, RulesError, shown
from belote_learn.core.messages import Message, seat_name
from belote_learn.rules.presets import get_rules
from belote_learn.systems.base.deal import said


MAX_SEED = 2**64 - 1


def check_seed(seed, what: str = "seed") -> int:
    """A game's seed: a whole number from 0 to 2**64 - 1 (so that every save can write it).

    Raises:
        RulesError: naming ``what`` and quoting the value (cut).
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise RulesError(Message("game.field", field=what, message=_seed_range(seed)))
    return int(seed)


def _seed_range(seed) -> Message:
    return Message("game.seed_range", got=shown(seed))


def _class_of_format(fmt):
    """The game class whose saves have the format ``fmt``, or None."""
    from belote_learn.systems.registry import SYSTEMS

    for system in SYSTEMS.values():
        if isinstance(fmt, str) and getattr(system.game_class, "SAVE_FORMAT", None) == fmt:
            return system.game_class
    return None


def _name(cls) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


class GameState:
    """What :class:`Game` and :class:`~belote_learn.systems.mariage.game.MariageGame` share: the state API, checked
    actions, the action history, saving as seed + actions, and loading by replay.

    Subclasses set ``SAVE_FORMAT`` and provide ``deal`` (with ``check``/``perform``), ``over`` and
    ``_deal_finished()``.
    """

    SAVE_FORMAT = ""

    def _start(self, rules, options, seed) -> None:
        """Set the rules (checked against the rule system's game class), the seed and its random source."""
        from belote_learn.systems.registry import system_of

        self.rules = get_rules(rules, options)
        self.system = system_of(self.rules)
        cls = self.system.game_class
        if not isinstance(self, cls):
            raise RulesError(Message("game.played_with", preset=self.rules.preset, cls=_name(cls)))
        seed = random.randrange(2**32) if seed is None else check_seed(seed)
        self.seed = seed
        self._rng = random.Random(seed)

    @property
    def phase(self) -> str:
        """``"bidding"``, ``"play"`` or ``"game-over"``."""
        return "game-over" if self.over else self.deal.phase

    def current_player(self) -> Seat | None:
        return None if self.over else self.deal.current_player()

    def legal_actions(self) -> list:
        """Legal actions of the player to act: calls and words as strings, cards as :class:`~belote_learn.core.cards.Card`."""
        return [] if self.over else self.deal.legal_actions()

    def is_legal(self, action) -> bool:
        """Whether ``action`` (a call or word, or a card as ``Card`` or text such as ``"8S"``) is legal now."""
        if self.over:
            return False
        try:
            self.deal.check(action)
        except BeloteError:
            return False
        return True

    def check(self, action):
        """Read and check the next action without making it; nothing changes whatever the outcome.

        Returns:
            A :class:`~belote_learn.systems.base.deal.CheckedAction` (seat, kind, value, and ``text`` as saved).
        Raises:
            IllegalAction: the game is over, or the rules forbid the action (``reason`` explains).
            NotationError: unreadable input.
        """
        if self.over:
            raise IllegalAction(Message("game.over"))
        return self.deal.check(action)

    def apply(self, action) -> None:
        """Make the next action: read and checked completely first (:meth:`check`), then made, so that
        a refusal changes nothing.

        Raises:
            IllegalAction: the game is over, or the rules forbid the action (``reason`` explains).
            NotationError: unreadable input.
        """
        checked = self.check(action)
        self.deal.perform(checked)
        self.actions.append((checked.seat, checked.text))
        if self.deal.is_over:
            self._deal_finished()

    def view(self, seat) -> SeatView:
        """What ``seat`` may know of the current deal (see :class:`~belote_learn.systems.base.deal.SeatView`)."""
        return self.deal.view(seat)

    def clone(self):
        """An independent copy (for bots that look ahead)."""
        return copy.deepcopy(self)

    # -- saving --------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "format": self.SAVE_FORMAT,
            "version": 1,
            "rules": self.rules.preset,
            "options": dict(self.rules.options),
            "seed": self.seed,
            "dealer": str(self.first_dealer),
            **self._save_extra(),
            "actions": [[str(s), a] for s, a in self.actions],
        }

    def _save_extra(self) -> dict:
        return {}

    def to_json(self) -> str:
        """The game as JSON: rules, seed, first dealer and actions (loading replays them)."""
        return json.dumps(self.to_dict())

    @classmethod
    def _new_from_save(cls, rules, seed, dealer, options, data):
        return cls(rules, seed=seed, dealer=dealer, options=options)

    @classmethod
    def from_dict(cls, data: Any):
        """Replay a saved game. Raises PositionError naming the field (``actions[k]`` for a bad action)."""
        if not isinstance(data, dict):
            raise PositionError("", Message("game.save.not_an_object", got=shown(data)))
        fmt = data.get("format", cls.SAVE_FORMAT)
        fmt_class = cls if fmt == cls.SAVE_FORMAT else _class_of_format(fmt)
        if fmt_class is None:
            raise PositionError("format", Message("game.save.format", expected=shown(cls.SAVE_FORMAT), got=shown(fmt)))
        version = data.get("version", 1)
        if isinstance(version, bool) or version != 1:
            raise PositionError("version", Message("game.save.version", got=shown(data.get("version"))))
        if "actions" not in data and "seed" not in data:  # another kind of file: say which, not "seed: missing"
            if "hands" in data or "plays" in data:
                raise PositionError("", Message("game.save.is_a_hand_record"))
            if "calls_before" in data:
                raise PositionError("", Message("game.save.is_a_bidding_problem"))
            if "to_play" in data or "to_speak" in data:
                raise PositionError("", Message("game.save.is_a_position"))
        for key in ("rules", "seed", "dealer", "actions"):
            if data.get(key) is None:
                raise PositionError(key, Message("record.missing"))
        try:
            seed = check_seed(data["seed"])
        except RulesError:
            raise PositionError("seed", _seed_range(data["seed"])) from None
        options = data.get("options")
        options = {} if options is None else options
        if not isinstance(options, dict):
            raise PositionError("options", Message("record.options.not_an_object", got=shown(options)))
        try:
            dealer = parse_seat(data["dealer"])
        except NotationError as exc:
            raise PositionError("dealer", said(exc)) from None
        from belote_learn.systems.registry import system_of

        try:
            rules_class = system_of(data["rules"]).game_class
        except RulesError as exc:
            raise PositionError("rules", said(exc)) from None
        if not fmt_class is rules_class is cls:
            preset = get_rules(data["rules"]).preset
            if fmt_class is not rules_class and "format" in data:  # the save contradicts itself
                raise PositionError("format", Message("game.save.format_and_rules", preset=preset,
                                                      cls=_name(rules_class), format=shown(fmt),
                                                      format_cls=_name(fmt_class)))
            if fmt_class is not rules_class:
                raise PositionError("rules", Message("game.save.load_with", preset=preset, cls=_name(rules_class)))
            raise PositionError("format", Message("game.save.of_class", format=shown(fmt), cls=_name(rules_class)))
        try:
            game = cls._new_from_save(data["rules"], seed, dealer, options, data)
        except RulesError as exc:
            raise PositionError("options", said(exc)) from None
        actions = data["actions"]
        if not isinstance(actions, list):
            raise PositionError("actions", Message("game.actions.not_a_list"))
        for k, item in enumerate(actions):
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], str)):
                raise PositionError(f"actions[{k}]", Message("game.actions.not_a_pair", got=shown(item)))
            try:
                seat = parse_seat(item[0])
            except NotationError as exc:
                raise PositionError(f"actions[{k}]", said(exc)) from None
            game._check_turn(seat, k)
            try:
                game.apply(item[1])
            except BeloteError as exc:
                raise PositionError(f"actions[{k}]", said(exc)) from None
        return game

    def _check_turn(self, seat: Seat, k: int) -> None:
        expected = self.current_player()
        if expected != seat:
            if expected is None:
                raise PositionError(f"actions[{k}]", Message("game.out_of_turn.nobody", seat=seat_name(seat)))
            raise PositionError(f"actions[{k}]", Message("game.out_of_turn", seat=seat_name(seat),
                                                         expected=seat_name(expected)))

    @classmethod
    def from_json(cls, text: str):
        from belote_learn.rules.position import parse_json

        return cls.from_dict(parse_json(text))

    @classmethod
    def replay(cls, rules, seed: int, dealer, actions, options: dict | None = None):
        """A new game with the same rules, seed and first dealer, with ``actions`` (seat, action) applied.

        Raises:
            PositionError: an action out of turn. IllegalAction / NotationError: a refused action.
        """
        if isinstance(actions, (str, bytes)) or not hasattr(actions, "__iter__"):
            raise PositionError("actions", Message("record.plays.not_a_list", got=shown(actions)))
        game = cls(rules, seed=seed, dealer=dealer, options=options)
        for k, item in enumerate(actions):
            if isinstance(item, (str, bytes)) or not isinstance(item, (list, tuple)) or len(item) != 2:
                raise PositionError(f"actions[{k}]", Message("game.actions.not_a_pair", got=shown(item)))
            seat, a = item
            game._check_turn(parse_seat(seat), k)
            game.apply(a)
        return game
