"""The registry of rule systems: one entry per implementation, looked up from a preset's rules.

A preset (:mod:`belote_learn.presets`) is data: the settings of one rule system. The code that plays,
scores, referees and explains that system is one :class:`RuleSystem` registered here under the name
the preset's :attr:`~belote_learn.presets.Rules.system` gives. Front ends, bots, the referee and the
CLI never test which system they hold; they ask the registry::

    >>> from belote_learn.systems import system_of
    >>> system_of("mariage").has_taker
    False
    >>> system_of("classic-501").game_class.__name__
    'Game'

Each system brings:

* its game class (:attr:`RuleSystem.game_class`, :meth:`RuleSystem.new_game`) and deal
  (:meth:`RuleSystem.new_deal`, a deal dealt from a shuffled pack);
* its referee (:meth:`RuleSystem.check_record`, docs/formats.md) and whether its records chain into
  whole games (:attr:`RuleSystem.records_in_games`);
* its play mode for the fast play tables (:meth:`RuleSystem.play_mode`);
* its scoring hooks: the game-end rule (:meth:`RuleSystem.game_end`), the value of a capot for the
  double-dummy solver (:meth:`RuleSystem.capot_values`), the score of a hand from a card-point result
  for the expert bot (:meth:`RuleSystem.hand_utility`), a finished deal in numbers for tournaments
  (:meth:`RuleSystem.deal_stats`);
* its explain hooks: the table status line (:meth:`RuleSystem.caption`), a finished deal's breakdown
  (:meth:`RuleSystem.deal_summary`), whether declarations can be walked through
  (:attr:`RuleSystem.has_declarations`) and bidding problems trained (:attr:`RuleSystem.bidding_trainer`);
* its bot hooks: how the rule-based and expert bots bid (:meth:`RuleSystem.rule_bid`,
  :meth:`RuleSystem.expert_bid`) and which cards can create a play obligation
  (:attr:`RuleSystem.obligations_from_led_and_trumps`).

A new rule system is a preset (or several) plus one :func:`register` call here.
"""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any

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


def _load(path: str):
    module, _, name = path.partition(":")
    return getattr(import_module(module), name)


class RuleSystem:
    """One rule system's implementation (subclass it and :func:`register` an instance).

    The class attributes are data the front ends read.

    Attributes:
        name: the registry key (a preset's ``Rules.system``).
        title: a readable name.
        game_path, deal_path: ``"module:Class"`` of the game and deal classes (imported when asked for,
            so that the registry imports nothing heavy).
        has_taker: a deal has a taker and a contract (tournaments count contracts taken and made).
        score_unit: what a deal's score is counted in (``"pts"`` or ``"tens"``).
        has_declarations: tierces, fifties... can be compared (the declarations walkthrough).
        bidding_trainer: the bidding trainer has problems for it.
        bidding_problem_path: ``"module:Class"`` of its bidding problems (the class reads a problem's
            JSON with ``from_dict``, deals one with ``random``, and weighs the calls with ``evaluate``).
        records_in_games: hand records can be chained into a whole game (``check --game``).
        obligations_from_led_and_trumps: only holding a card of the suit led or a trump can make a
            played card illegal (lets the bots' inference skip other cards).
        has_turn_up: a card is turned up during the deal (hand records carry ``turn_up``).
        unfinished_auction_ok: a hand record may stop during the bidding (an ``"incomplete"`` answer);
            otherwise a record lists every call and an unfinished auction is malformed.
    """

    name = ""
    title = ""
    game_path = "belote_learn.game:Game"
    deal_path = "belote_learn.deal:Deal"
    has_taker = True
    score_unit = "pts"
    has_declarations = True
    bidding_trainer = False
    bidding_problem_path = "belote_learn.widgets.trainer:BiddingProblem"
    records_in_games = True
    obligations_from_led_and_trumps = True
    has_turn_up = True
    unfinished_auction_ok = True

    # -- classes -----------------------------------------------------------------------------
    @property
    def game_class(self) -> type:
        """The class of a whole game of this system."""
        return _load(self.game_path)

    @property
    def deal_class(self) -> type:
        """The class of one deal of this system."""
        return _load(self.deal_path)

    @property
    def bidding_problem_class(self) -> type:
        """The class of this system's bidding problems (see :attr:`bidding_problem_path`)."""
        return _load(self.bidding_problem_path)

    def new_game(self, rules, seed: int | None = None, dealer=None, options: dict | None = None):
        """A new game (see the game class for the arguments and errors)."""
        return self.game_class(rules, seed=seed, dealer=dealer, options=options)

    def new_deal(self, rules, dealer, pack, held_in: int = 0):
        """One deal dealt from ``pack`` (the 32 cards in order) by ``dealer``."""
        return self.deal_class.from_pack(rules, dealer, pack, held_in)

    def deal_from_hands(self, rules, dealer, hands: dict, turn_up=None, held_in: int = 0):
        """A deal whose eight-card hands at the start of play are known (the referee's case)."""
        return self.deal_class.from_hands(rules, dealer, hands, turn_up, held_in)

    # -- referee -----------------------------------------------------------------------------
    def parse_call(self, call) -> str:
        """Read a call of this system's bidding, written the standard way. Raises NotationError for
        text that is no call at all."""
        from .bidding import normalise_call

        return normalise_call(call)

    def check_record(self, data: dict, scores_before: dict | None = None, held_over: int | None = None):
        """Referee one hand record (docs/formats.md); see :func:`belote_learn.records.check_record`."""
        from .records import check_hand_record

        return check_hand_record(data, scores_before, held_over)

    def random_deal(self, rules, rng, dealer, held_in: int = 0):
        """One deal with random legal actions on the fast path, scored
        (see :func:`belote_learn.simulate.random_deal`)."""
        from .simulate import random_turn_up_deal

        return random_turn_up_deal(rules, rng, dealer, held_in)

    # -- play --------------------------------------------------------------------------------
    def play_mode(self, contract) -> int:
        """The fast play mode of ``contract`` (a ``MODE_*`` constant of :mod:`belote_learn.play`)."""
        from .play import MODE_AT, MODE_NT, MODE_SUIT

        return {"NT": MODE_NT, "AT": MODE_AT}.get(contract.kind, MODE_SUIT)

    # -- scoring -----------------------------------------------------------------------------
    def game_end(self, rules, totals: dict, deal=None) -> tuple:
        """Whether the game ends after a deal, from the running ``totals`` (team -> points).

        Returns ``(over, winner, draw)``: the first team to reach the target wins; both past it in the
        same deal: the higher total wins (level: another deal), or a draw when the preset says so
        (``target_tie``). docs/rules.md, each preset's "Game" paragraph.
        """
        from .cards import Team

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

    def game_end_words(self, rules, totals: dict, deal=None) -> str:
        """The end rule's verdict after a deal, in words, when a team has reached the target (``""``
        when neither has): who wins, a draw, or why the game goes on. ``totals``: team -> points after
        the deal. Uses :meth:`game_end`, so each system's own end rule decides; docs/rules.md, "Game"."""
        from .cards import Team

        past = [t for t in (Team.NS, Team.EW) if totals[t] >= rules.target]
        if not past:
            return ""
        over, winner, draw = self.game_end(rules, totals, deal)
        if over and draw:
            return f"Both teams reached the target of {rules.target} in this hand: the game is a draw."
        if over:
            return f"{winner.words} reached the target of {rules.target}: they win the game."
        if len(past) == 2 and totals[Team.NS] == totals[Team.EW]:
            return (f"Both teams are past the target of {rules.target} with equal totals: the game goes on "
                    "with another hand.")
        names = " and ".join(t.words for t in past)
        return (f"{names} are past the target of {rules.target} but have not won yet: {self.not_won_reason()}; "
                "the game goes on.")

    def over_before(self, rules, totals: dict) -> str:
        """Why a game whose running ``totals`` (team -> points) are these before a deal is already over,
        in words (``"North-South have 1000, at or past the target of 1000"``), or ``""`` when a game can
        still be going on with them: neither team at the target, or both level past it (another deal).
        For ``check --game``, whose first record may start a game anywhere (docs/formats.md)."""
        from .cards import Team

        over, winner, draw = self.game_end(rules, totals, None)
        if not over:
            return ""
        ns, ew = totals[Team.NS], totals[Team.EW]
        if draw:
            return (f"North-South have {ns} and East-West {ew}, both at or past the target of {rules.target}: "
                    "a draw by this preset's end rule")
        if min(ns, ew) >= rules.target:
            return (f"North-South have {ns} and East-West {ew}, both at or past the target of {rules.target}: "
                    f"{winner.words} won with the higher total")
        return f"{winner.words} have {totals[winner]}, at or past the target of {rules.target}"

    def auction_words(self) -> str:
        """The calls of the auction in one line, for ``belote-learn rules PRESET`` (``""``: the
        contracts line says it)."""
        return ""

    def not_won_reason(self) -> str:
        """Why a team past the target has not won (see :meth:`game_end_words`)."""
        return "the end rule does not count this hand"

    def capot_values(self, rules, taker=None) -> tuple[int, int]:
        """The last trick's value at a capot, ``(East-West counted, North-South counted)``, for the
        double-dummy solver (see :func:`belote_learn.bots.dd.capot_values`).

        Belote: 100 for both teams (a capot is 252 by either side); sans-tout-atout (``capot_scoring``
        ``"plus200"``): 210 for the taker's team (all the points + 200) and 10 for the defenders (their
        taking every trick is a failed contract, worth the deal's points).
        """
        from .cards import Seat, Team

        bonus = 10
        if rules.capot_scoring != "plus200":
            return (100, 100)
        bidders = bonus + 200
        if taker is None:
            return (bidders, bidders)
        team = taker.team if isinstance(taker, Seat) else Team(taker)
        return (bidders if team is Team.EW else bonus, bidders if team is Team.NS else bonus)

    def hand_utility(self, view, v: int, ctx: dict) -> float:
        """The hand's score difference for ``view.seat``'s team if it wins ``v`` more points (card points
        and last-trick value, as the double-dummy solver counts them) from here: the contract made or
        failed as the rules score it. ``ctx`` is the expert bot's context (points won so far, points
        left, belote and declarations known, the deal's total)."""
        rules = view.rules
        mine, theirs = view.seat.team, view.seat.team.other
        my_pts = ctx["won"][mine] + v
        their_pts = ctx["won"][theirs] + max(0, ctx["left"] - v)
        extras = ctx["extras"]
        my_total = my_pts + extras[mine]
        their_total = their_pts + extras[theirs]
        takers = view.taker.team
        t_total = my_total if takers is mine else their_total
        d_total = their_total if takers is mine else my_total
        made = t_total > d_total or (t_total == d_total and rules.tie_made and not rules.litige)
        if made:
            return my_total - their_total
        deal_total = ctx["deal_total"] + ctx["decl_all"]
        bel = ctx["belote"]
        if rules.capot_scoring == "plus200" and not rules.belote_kept_on_failure:
            swing = deal_total + bel[mine] + bel[theirs]
            return swing if takers is theirs else -swing
        if takers is mine:
            return bel[mine] - (deal_total + bel[theirs])
        return deal_total + bel[mine] - bel[theirs]

    def deal_stats(self, deal) -> DealStats | None:
        """A finished deal in numbers (None for a deal thrown in, which scores nothing)."""
        s = deal.score
        if s is None:
            return None
        return DealStats(dict(s.score), deal.taker.team, s.result in ("made", "capot"))

    # -- explanations ------------------------------------------------------------------------
    def caption(self, deal) -> str:
        """What the table's status line says about the deal in progress (the contract, or the turn-up)."""
        if getattr(deal, "contract", None) is not None and getattr(deal, "taker", None) is not None:
            return f"{deal.taker.word} took: {deal.contract.words}. "
        return f"Turn-up: {deal.turn_up.symbol}. "

    def deal_summary(self, deal) -> tuple[list, dict, str]:
        """A finished deal's breakdown for the scoring walkthrough: ``(lines, final, who)`` with lines
        ``(item, NS, EW, rule)``, the final score ``{"NS", "EW"}`` and who played what."""
        from .cards import Team

        lines = [(line.item, line.ns, line.ew, line.rule) for line in deal.score.lines()]
        final = {"NS": deal.score.score[Team.NS], "EW": deal.score.score[Team.EW]}
        return lines, final, f"{deal.taker.word} took: {deal.contract.words}"

    def auction_position(self, data: dict):
        """An auction position (the calls so far and the player to speak) for ``belote-learn explain``.

        Raises:
            PositionError: this system has no such positions, or a field is wrong.
        """
        from .errors import PositionError, RulesError
        from .presets import get_rules

        if data.get("rules") is None:
            raise PositionError("rules", "missing")
        try:
            preset = get_rules(data["rules"]).preset  # rules that are no preset: said as such, quoted short
        except RulesError as exc:
            raise PositionError("rules", str(exc)) from None
        raise PositionError("bidding", f"explaining the bidding is for coinche auctions; {preset} "
                                       "positions give a contract and a trick")

    # -- bots --------------------------------------------------------------------------------
    def rule_bid(self, bot, view) -> tuple:
        """The rule-based bot's call and why (see :class:`belote_learn.bots.simple.RuleBot`)."""
        return bot._turn_up_bid(view)

    def expert_bid(self, bot, view) -> tuple:
        """The expert bot's call and why (see :class:`belote_learn.bots.expert.ExpertBot`)."""
        return bot._simulated_bid(view)

    def call_hint(self, view, call) -> str:
        """Why ``call`` is a good call for the seat of ``view``, in one plain sentence (the hints;
        :func:`belote_learn.bots.hints.call_hint_text`). Raises BeloteError or ValueError when it cannot say."""
        from .bots.hints import call_hint_text

        return call_hint_text(view, call)

    def __repr__(self) -> str:
        return f"system_of({self.name!r})"


class BeloteSystem(RuleSystem):
    """Belote with a turn-up: classic-501, classic-1000 and sans-tout-atout (seeds 000, 001, 002)."""

    name = "belote"
    title = "Belote with a turn-up"
    bidding_trainer = True


class MariageSystem(RuleSystem):
    """The four-handed marriage game of seed 004 (no taker, deals scored in tens, coches)."""

    name = "mariage"
    title = "Mariage"
    game_path = "belote_learn.mariage:MariageGame"
    deal_path = "belote_learn.mariage:MariageDeal"
    has_taker = False
    score_unit = "tens"
    has_declarations = False
    records_in_games = False
    obligations_from_led_and_trumps = False  # holding only lower trumps frees a player: any card counts

    def new_deal(self, rules, dealer, pack, held_in: int = 0):
        return self.deal_class.from_pack(rules, dealer, pack)

    def check_record(self, data: dict, scores_before: dict | None = None, held_over: int | None = None):
        from .mariage import check_mariage_record

        return check_mariage_record(data)

    def random_deal(self, rules, rng, dealer, held_in: int = 0):
        from .errors import RulesError

        raise RulesError("the fast random deal is for the Belote presets and coinche; play mariage deals with MariageGame")

    def play_mode(self, contract) -> int:
        from .play import MODE_MARIAGE

        return MODE_MARIAGE

    def capot_values(self, rules, taker=None) -> tuple[int, int]:
        return (0, 0)  # no last-trick bonus in mariage

    def hand_utility(self, view, v: int, ctx: dict) -> float:
        return v

    def deal_stats(self, deal) -> DealStats | None:
        return DealStats(dict(deal.result.tens))

    def caption(self, deal) -> str:
        return f"Trumps: {deal.trump.plural} (the dealer's last card {deal.trump_card.symbol}). "

    def deal_summary(self, deal) -> tuple[list, dict, str]:
        from .cards import Team

        r = deal.result
        return list(r.lines), {"NS": r.tens[Team.NS], "EW": r.tens[Team.EW]}, f"trumps: {deal.trump.plural}"


SYSTEMS: dict[str, RuleSystem] = {}
"""Every registered rule system by name."""


def register(system: RuleSystem) -> RuleSystem:
    """Add ``system`` to the registry (replacing one of the same name) and return it."""
    SYSTEMS[system.name] = system
    return system


class CoincheSystem(RuleSystem):
    """Coinche (belote contrée): no turn-up, an auction of points with coinche and surcoinche
    (seed 001 "Variants"; docs/rules.md "coinche"). Played with :class:`~belote_learn.game.Game` and
    :class:`~belote_learn.coinche.CoincheDeal`."""

    name = "coinche"
    title = "Coinche (belote contrée)"
    deal_path = "belote_learn.coinche:CoincheDeal"
    bidding_trainer = True
    bidding_problem_path = "belote_learn.coinche_problems:CoincheProblem"
    has_turn_up = False
    unfinished_auction_ok = False

    def parse_call(self, call) -> str:
        from .coinche import parse_call

        return parse_call(call)

    def random_deal(self, rules, rng, dealer, held_in: int = 0):
        from .simulate import random_coinche_deal

        return random_coinche_deal(rules, rng, dealer, held_in)

    def game_end(self, rules, totals: dict, deal=None) -> tuple:
        """The first team to reach the target wins; both in the same deal: the higher total (level:
        another deal). A team that reaches it in a deal in which it won no trick, or in which its own
        contract failed, only thanks to its belote has not won yet (rules.md "coinche", Game)."""
        from .cards import Team

        not_yet = set()
        s = getattr(deal, "score", None)
        if s is not None:
            for t in (Team.NS, Team.EW):
                failed = t is s.takers and s.result in ("dedans", "capot-defenders")
                belote = 20 * sum(1 for seat, _ in s.belote if seat.team is t)
                if (s.tricks[t] == 0 or failed) and belote and totals[t] - s.score[t] < rules.target:
                    not_yet.add(t)  # its points this deal are its belote: it has not won yet
        reached = [t for t in (Team.NS, Team.EW) if totals[t] >= rules.target and t not in not_yet]
        if not reached:
            return False, None, False
        if len(reached) == 1:
            return True, reached[0], False
        ns, ew = totals[Team.NS], totals[Team.EW]
        if ns != ew:
            return True, (Team.NS if ns > ew else Team.EW), False
        return False, None, False

    def auction_words(self) -> str:
        from .coinche import BID_VALUES, CAPOT_VALUE

        return (f"pass; a bid of {BID_VALUES[0]} to {BID_VALUES[-1]} in tens with a trump suit ('80 H'), higher than "
                f"the last bid; capot ({CAPOT_VALUE}: every trick, 'capot S'); coinche (x2) by the side that did not "
                "bid; surcoinche (x4) by the coinched side; three passes after a bid end the auction, four passes "
                "throw the cards in")

    def over_before(self, rules, totals: dict) -> str:
        """As :meth:`RuleSystem.over_before`, but one team alone past the target may still be playing: it
        may have passed it only thanks to its belote in the deal before (the coinche end rule), and then it
        wins at the end of the next deal by the ordinary rule (docs/rules.md "coinche", Game)."""
        from .cards import Team

        if sum(totals[t] >= rules.target for t in (Team.NS, Team.EW)) == 1:
            return ""
        return super().over_before(rules, totals)

    def not_won_reason(self) -> str:
        return ("they passed it only thanks to their belote, in a hand in which they won no trick or lost their "
                "contract (the coinche end rule)")

    def capot_values(self, rules, taker=None) -> tuple[int, int]:
        """The takers' capot counts the last trick as 100 (252); the defenders taking every trick is a
        failed contract, so their last trick stays worth 10."""
        from .cards import Seat, Team

        if taker is None:
            return (100, 100)
        team = taker.team if isinstance(taker, Seat) else Team(taker)
        return (100 if team is Team.EW else 10, 100 if team is Team.NS else 10)

    def hand_utility(self, view, v: int, ctx: dict) -> float:
        """The coinche score difference for ``view.seat``'s team if it wins ``v`` more points from here:
        the bid value and the multiplier count (see :func:`belote_learn.coinche.score_coinche`)."""
        from .scoring import round_score

        b = view.bid
        mine, theirs = view.seat.team, view.seat.team.other
        my_pts = ctx["won"][mine] + v
        their_pts = ctx["won"][theirs] + max(0, ctx["left"] - v)
        T = view.taker.team
        D = T.other
        if theirs is T and v == 0 and all(t.winner.team is T for t in view.tricks):
            # no more points for us and every trick so far to the takers: their capot, whose last trick
            # counts 100, not 10 (the double-dummy value of our side cannot show it: a trick of no points
            # won by us is taken for none)
            their_pts += 90
        cards = {mine: my_pts, theirs: their_pts}
        extras, bel = ctx["extras"], ctx["belote"]
        decl_all = ctx["decl_all"]
        capot_t = cards[T] >= 252  # only a capot counts the last trick as 100
        totals = {t: cards[t] + extras[t] for t in (T, D)}
        made = capot_t or (not b.capot and totals[T] >= b.value and totals[T] > totals[D])  # every trick: made
        m = b.multiplier
        score = {}
        if made and m == 1:
            score[T] = (totals[T] if not capot_t else 252 + bel[T] + decl_all) + b.value
            score[D] = totals[D] if not capot_t else bel[D]
        elif made:
            score[T] = ((250 if capot_t else 160) + decl_all + bel[T] + b.value) * m
            score[D] = bel[D]
        else:
            score[T] = bel[T]
            score[D] = (160 + decl_all + bel[D] + b.value) * m
        if view.rules.rounding:
            score = {t: round_score(x) for t, x in score.items()}
        return score[mine] - score[theirs]

    def caption(self, deal) -> str:
        b = deal.bid
        if deal.phase == "bidding":
            return f"Auction: {b.words}. " if b is not None else "Auction: no bid yet. "
        return f"{deal.taker.word} plays {b.words} ({deal.contract.words}). "

    def deal_summary(self, deal) -> tuple[list, dict, str]:
        lines, final, _ = super().deal_summary(deal)
        return lines, final, f"{deal.taker.word} bid {deal.bid.words}"

    def rule_bid(self, bot, view) -> tuple:
        """The point count of :mod:`belote_learn.bots.pointcount`."""
        from .bots.pointcount import auction_of, rule_call

        return rule_call(view.rules, view.hand.mask, view.seat, auction_of(view))

    def expert_bid(self, bot, view) -> tuple:
        """Simulation over sampled hidden hands (:mod:`belote_learn.bots.coinchesim`)."""
        from .bots.coinchesim import simulated_call

        return simulated_call(bot, view)

    def call_hint(self, view, call) -> str:
        """The point count's words for ``call`` (:func:`belote_learn.bots.pointcount.call_in_words`)."""
        from .bots.pointcount import auction_of, call_in_words

        return call_in_words(view.rules, view.hand.mask, view.seat, auction_of(view), call)

    def auction_position(self, data: dict):
        from .coinche import AuctionPosition

        return AuctionPosition.from_dict(data)


register(BeloteSystem())
register(MariageSystem())
register(CoincheSystem())


def system_of(rules) -> RuleSystem:
    """The :class:`RuleSystem` of ``rules`` (a :class:`~belote_learn.presets.Rules` or a preset name).

    Raises:
        RulesError: an unknown preset.
    """
    from .presets import Rules, get_rules

    if not isinstance(rules, Rules):
        rules = get_rules(rules)
    return SYSTEMS[rules.system]


def system_for_data(data: Any, default: str = "belote") -> RuleSystem:
    """The system a JSON document (a record, a saved game) is written for, from its ``rules`` (a preset)
    or its ``format`` (a saved game's); the ``default`` system when neither says (its own reader then
    names what is wrong)."""
    from .errors import BeloteError

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
    from .presets import PRESETS

    return [name for name, rules in PRESETS.items() if test(SYSTEMS[rules.system])]
