"""The registry of rule systems: one :class:`RuleSystem` per implementation, looked up from a preset's rules.

A preset (:mod:`belote_learn.rules.presets`) is data: the settings of one rule system. The code that deals,
bids, scores, referees and explains that system is a package under ``belote_learn/systems/`` (``classic``,
``coinche``, ``mariage``), each of the same shape: ``auction``, ``deal``, ``game`` (when it has its own),
``referee``, ``scoring`` and ``system`` (its :class:`RuleSystem` subclass). ``belote_learn.systems``
registers each system once; front ends, bots and the referee ask the registry instead of testing which
system they hold::

    >>> from belote_learn.systems import system_of
    >>> system_of("mariage").has_taker
    False
    >>> system_of("classic-501").game_class.__name__
    'Game'

This module knows rules only: how a bot bids or values a hand lives in :mod:`belote_learn.bots.strategies`,
and the trainer's problems beside the trainer. It imports nothing of the system packages (they import it).

Each system brings its game and deal classes (:attr:`RuleSystem.game_class`, :attr:`RuleSystem.deal_class`),
its call reader (:meth:`RuleSystem.parse_call`), its referee (:meth:`RuleSystem.check_record`,
docs/formats.md), its fast random deal (:meth:`RuleSystem.random_deal`), its end rule
(:meth:`RuleSystem.game_end`), the last trick's value at a capot (:meth:`RuleSystem.capot_values`), a
finished deal in numbers (:meth:`RuleSystem.deal_stats`) and its explanations (the table's status line
:meth:`RuleSystem.caption`, a finished deal's breakdown :meth:`RuleSystem.deal_summary`, the end rule in
words :meth:`RuleSystem.game_end_words`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from belote_learn.core.messages import Message, card_symbol, seat_name, team_name, text

__all__ = ["RuleSystem", "DealStats", "SYSTEMS", "register", "system_of", "system_for_data", "presets_where"]


@dataclass(frozen=True)
class DealStats:
    """A finished deal in numbers, for tournaments.

    Attributes:
        points: team -> what the deal gave each team, in the system's unit (points, or tens in mariage).
        taker_team: the team that took the contract, or None (no taker, or the deal was thrown in).
        made: whether the takers made their contract (False when there is no taker).
    """

    points: dict
    taker_team: Any = None
    made: bool = False


class RuleSystem:
    """One rule system's implementation (subclass it and :func:`register` an instance).

    The class attributes are data the front ends read.

    Attributes:
        name: the registry key (a preset's ``Rules.system``).
        title: a readable name (a :class:`~belote_learn.core.messages.Message`; ``str(title)`` is English).
        game_class, deal_class: the class of a whole game and of one deal of this system.
        has_taker: a deal has a taker and a contract (tournaments count contracts taken and made).
        score_unit: what a deal's score is counted in (``"pts"`` or ``"tens"``).
        has_declarations: tierces, fifties... can be compared (the declarations walkthrough).
        records_in_games: hand records can be chained into a whole game (``check --game``).
        obligations_from_led_and_trumps: only holding a card of the suit led or a trump can make a
            played card illegal (lets the bots' inference skip other cards).
        has_turn_up: a card is turned up during the deal (hand records carry ``turn_up``).
        unfinished_auction_ok: a hand record may stop during the bidding (an ``"incomplete"`` answer);
            otherwise a record lists every call and an unfinished auction is malformed.
    """

    name = ""
    title = ""
    game_class: type = type(None)
    deal_class: type = type(None)
    has_taker = True
    score_unit = "pts"
    has_declarations = True
    records_in_games = True
    obligations_from_led_and_trumps = True
    has_turn_up = True
    unfinished_auction_ok = True

    # -- classes -----------------------------------------------------------------------------
    def new_game(self, rules, seed: int | None = None, dealer=None, options: dict | None = None):
        """A new game (see the game class for the arguments and errors)."""
        return self.game_class(rules, seed=seed, dealer=dealer, options=options)

    def new_deal(self, rules, dealer, pack, held_in: int = 0):
        """One deal dealt from ``pack`` (the 32 cards in order) by ``dealer``."""
        return self.deal_class.from_pack(rules, dealer, pack, held_in)

    def deal_from_hands(self, rules, dealer, hands: dict, turn_up=None, held_in: int = 0):
        """A deal whose eight-card hands at the start of play are known (the referee's case)."""
        return self.deal_class.from_hands(rules, dealer, hands, turn_up, held_in)

    # -- calls, referee, fast deals: each system's own ----------------------------------------
    def parse_call(self, call) -> str:
        """Read a call of this system's bidding, written the standard way (``"take"``, ``"80 H"``...).

        Raises:
            NotationError: text that is no call at all.
        """
        raise NotImplementedError(f"{type(self).__name__}.parse_call")

    def check_record(self, data: dict, scores_before: dict | None = None, held_over: int | None = None):
        """Referee one hand record (docs/formats.md); see :func:`belote_learn.records.check_record`.

        Raises:
            PositionError: the record is not well formed (naming the field)."""
        raise NotImplementedError(f"{type(self).__name__}.check_record")

    def random_deal(self, rules, rng, dealer, held_in: int = 0):
        """One deal with random legal actions on the fast path, scored (see
        :func:`belote_learn.simulate.random_deal`).

        Raises:
            RulesError: the system has no fast random deal."""
        raise NotImplementedError(f"{type(self).__name__}.random_deal")

    # -- scoring -----------------------------------------------------------------------------
    def game_end(self, rules, totals: dict, deal=None) -> tuple:
        """Whether the game ends after a deal, from the running ``totals`` (team -> points).

        Returns ``(over, winner, draw)``: the first team to reach the target wins; both past it in the
        same deal: the higher total wins (level: another deal), or a draw when the preset says so
        (``target_tie``). docs/rules.md, each preset's "Game" paragraph.
        """
        from belote_learn.core.cards import Team

        ns, ew = totals[Team.NS], totals[Team.EW]
        reached = [t for t in (Team.NS, Team.EW) if totals[t] >= rules.target]
        if not reached:
            return False, None, False
        if len(reached) == 1:
            return True, reached[0], False
        if rules.target_tie == "draw":
            return True, None, True
        if ns != ew:
            return True, (Team.NS if ns > ew else Team.EW), False
        return False, None, False  # level past the target: another deal

    def game_end_words(self, rules, totals: dict, deal=None, lang: str = "en") -> str:
        """The end rule's verdict after a deal, in words (in ``lang``), when a team has reached the target
        (``""`` when neither has): who wins, a draw, or why the game goes on. ``totals``: team -> points
        after the deal. Uses :meth:`game_end`, so each system's own end rule decides; docs/rules.md, "Game".

        Raises:
            ValueError: an unknown language."""
        from belote_learn.core.cards import Team

        past = [t for t in (Team.NS, Team.EW) if totals[t] >= rules.target]
        if not past:
            return ""
        over, winner, draw = self.game_end(rules, totals, deal)
        if over and draw:
            return text("system.end.draw", lang, target=rules.target)
        if over:
            return text("system.end.won", lang, team=team_name(winner), target=rules.target)
        if len(past) == 2 and totals[Team.NS] == totals[Team.EW]:
            return text("system.end.level", lang, target=rules.target)
        names = (team_name(past[0]) if len(past) == 1 else
                 Message("word.list.and", first=team_name(past[0]), last=team_name(past[1])))
        return text("system.end.not_won", lang, teams=names, target=rules.target, reason=self.not_won_reason(lang))

    def over_before(self, rules, totals: dict, lang: str = "en") -> str:
        """Why a game whose running ``totals`` (team -> points) are these before a deal is already over,
        in words (``"North-South have 1000, at or past the target of 1000"``), or ``""`` when a game can
        still be going on with them: neither team at the target, or both level past it (another deal).
        For ``check --game``, whose first record may start a game anywhere (docs/formats.md). The words
        are in ``lang`` (ValueError for an unknown language); :meth:`over_before_message` gives the message."""
        why = self.over_before_message(rules, totals)
        return "" if why is None else why.render(lang)

    def over_before_message(self, rules, totals: dict) -> Message | None:
        """:meth:`over_before` as a :class:`~belote_learn.core.messages.Message`, or None."""
        from belote_learn.core.cards import Team

        over, winner, draw = self.game_end(rules, totals, None)
        if not over:
            return None
        ns, ew = totals[Team.NS], totals[Team.EW]
        if draw:
            return Message("system.over_before.draw", ns=ns, ew=ew, target=rules.target)
        if min(ns, ew) >= rules.target:
            return Message("system.over_before.higher", ns=ns, ew=ew, target=rules.target, team=team_name(winner))
        return Message("system.over_before.reached", team=team_name(winner), points=totals[winner], target=rules.target)

    def auction_words(self, lang: str = "en") -> str:
        """The calls of the auction in one line (in ``lang``), for ``belote-learn rules PRESET`` (``""``:
        the contracts line says it)."""
        return ""

    def not_won_reason(self, lang: str = "en") -> str:
        """Why a team past the target has not won (see :meth:`game_end_words`), in ``lang``."""
        return text("system.end.not_won_reason", lang)

    def capot_values(self, rules, taker=None) -> tuple[int, int]:
        """The last trick's value at a capot, ``(East-West counted, North-South counted)``, for the
        double-dummy solver (see :func:`belote_learn.bots.dd.capot_values`).

        Belote: 100 for both teams (a capot is 252 by either side); sans-tout-atout (``capot_scoring``
        ``"plus200"``): 210 for the taker's team (all the points + 200) and 10 for the defenders (their
        taking every trick is a failed contract, worth the deal's points).
        """
        from belote_learn.core.cards import Seat, Team

        bonus = 10
        if rules.capot_scoring != "plus200":
            return (100, 100)
        bidders = bonus + 200
        if taker is None:
            return (bidders, bidders)
        team = taker.team if isinstance(taker, Seat) else Team(taker)
        return (bidders if team is Team.EW else bonus, bidders if team is Team.NS else bonus)

    def deal_stats(self, deal) -> DealStats | None:
        """A finished deal in numbers (None for a deal thrown in, which scores nothing)."""
        s = deal.score
        if s is None:
            return None
        return DealStats(dict(s.score), deal.taker.team, s.result in ("made", "capot"))

    # -- explanations ------------------------------------------------------------------------
    def caption(self, deal, lang: str = "en") -> str:
        """What the table's status line says about the deal in progress (the contract, or the turn-up),
        in ``lang``."""
        if getattr(deal, "contract", None) is not None and getattr(deal, "taker", None) is not None:
            return text("system.caption.contract", lang, taker=seat_name(deal.taker), contract=deal.contract.phrase)
        return text("system.caption.turn_up", lang, card=card_symbol(deal.turn_up))

    def deal_summary(self, deal, lang: str = "en") -> tuple[list, dict, str]:
        """A finished deal's breakdown for the scoring walkthrough: ``(lines, final, who)`` with lines
        ``(item, NS, EW, rule)``, the final score ``{"NS", "EW"}`` and who played what (``who`` in
        ``lang``; the lines are the score's own, see :meth:`score_lines`)."""
        from belote_learn.core.cards import Team

        lines = [(line.item, line.ns, line.ew, line.rule) for line in self.score_lines(deal.score, lang)]
        final = {"NS": deal.score.score[Team.NS], "EW": deal.score.score[Team.EW]}
        return lines, final, text("system.summary.taker", lang, taker=seat_name(deal.taker), contract=deal.contract.phrase)

    def score_lines(self, score, lang: str = "en") -> list:
        """The breakdown of a finished deal's ``score`` (its ``lines()``) in ``lang``: the Belote score
        (:class:`~belote_learn.rules.scoring.HandScore`) says its lines in English only for now; a
        system whose score takes a language (coinche) overrides this."""
        return score.lines()

    def auction_position(self, data: dict):
        """An auction position (the calls so far and the player to speak) for ``belote-learn explain``.

        Raises:
            PositionError: this system has no such positions, or a field is wrong.
        """
        from belote_learn.core.errors import PositionError, RulesError
        from belote_learn.rules.presets import get_rules

        if data.get("rules") is None:
            raise PositionError("rules", Message("record.missing"))
        try:
            preset = get_rules(data["rules"]).preset  # rules that are no preset: said as such, quoted short
        except RulesError as exc:
            raise PositionError("rules", str(exc)) from None
        raise PositionError("bidding", Message("system.auction_position.not_coinche", preset=preset))

    def __repr__(self) -> str:
        return f"system_of({self.name!r})"


SYSTEMS: dict[str, RuleSystem] = {}
"""Every registered rule system by name."""


def register(system: RuleSystem) -> RuleSystem:
    """Add ``system`` to the registry (replacing one of the same name) and return it."""
    SYSTEMS[system.name] = system
    return system


def system_of(rules) -> RuleSystem:
    """The :class:`RuleSystem` of ``rules`` (a :class:`~belote_learn.rules.presets.Rules` or a preset name).

    Raises:
        RulesError: an unknown preset.
    """
    from belote_learn.rules.presets import Rules, get_rules

    if not isinstance(rules, Rules):
        rules = get_rules(rules)
    return SYSTEMS[rules.system]


def system_for_data(data: Any, default: str = "belote") -> RuleSystem:
    """The system a JSON document (a record, a saved game) is written for, from its ``rules`` (a preset)
    or its ``format`` (a saved game's); the ``default`` system when neither says (its own reader then
    names what is wrong)."""
    from belote_learn.core.errors import BeloteError

    if isinstance(data, dict):
        preset = data.get("rules")
        if isinstance(preset, str):
            try:
                return system_of(preset)
            except BeloteError:
                pass
        fmt = data.get("format")
        if isinstance(fmt, str):
            for system in SYSTEMS.values():
                if getattr(system.game_class, "SAVE_FORMAT", None) == fmt:
                    return system
    return SYSTEMS[default]


def presets_where(test) -> list[str]:
    """The preset names whose system passes ``test`` (a function of a :class:`RuleSystem`), for messages
    such as "choose classic-501, classic-1000 or sans-tout-atout"."""
    from belote_learn.rules.presets import PRESETS

    return [name for name, rules in PRESETS.items() if test(SYSTEMS[rules.system])]
