"""The expert bot: it samples the hidden hands consistently with everything its seat knows (cards
played, voids and refusals shown, the turn-up with the taker), solves each sample double-dummy and
plays the card with the best average. It bids by simulation: each possible contract is played out
by rule-based bots over random completions of the deal, and the best average score is chosen if it
beats passing.
"""
from __future__ import annotations

import time

from belote_learn.bots.base import Bot, Reason
from belote_learn.core.messages import SUIT_NAMES, Message, Number, card_symbol, team_name
from belote_learn.bots.dd import DDSolver, capot_values
from belote_learn.bots.knowledge import infer, sample_hands
from belote_learn.bots.simple import RuleBot
from belote_learn.bots.strategies import strategy_of, utility_context
from belote_learn.bots.coinchesim import simulated_call
from belote_learn.systems import system_of

__all__ = ["ExpertBot", "utility_context"]


class ExpertBot(Bot):
    """Sampling plus double-dummy play, simulation bidding.

    Args:
        rng / seed: the random source.
        samples: the most samples per card decision (default 24; 4 without the C core).
        min_samples: the fewest (default: ``samples``).
        time_budget: seconds per decision after which no new sample is started beyond ``min_samples``
            (default None: always ``samples``, so that games repeat exactly from their seeds).
        bid_simulations: playouts of each call when bidding (default 40; 16 without the C core).
        take_credit: points added to the simulated value of taking, since the expert plays its contracts
            better than the rule-based bots of the playouts (default 8).
    """

    name = "expert"
    level = "expert"

    def __init__(self, rng=None, seed=None, samples: int | None = None, min_samples: int | None = None,
                 time_budget: float | None = None, bid_simulations: int | None = None, take_credit: float = 8.0):
        super().__init__(rng, seed)
        from belote_learn.bots.dd import HAVE_C

        # without the C core (e.g. in the browser-only build) the search is slower: fewer samples
        # a fixed number of samples (no time budget) keeps games with the expert exactly repeatable
        samples = samples if samples is not None else (24 if HAVE_C else 4)
        min_samples = min_samples if min_samples is not None else samples
        bid_simulations = bid_simulations if bid_simulations is not None else (40 if HAVE_C else 16)
        self.take_credit = take_credit
        self.samples = samples
        self.min_samples = min_samples
        self.time_budget = time_budget
        self.bid_simulations = bid_simulations
        self._solvers: dict = {}
        self._helper = RuleBot(rng=self.rng)

    def _solver(self, rules, contract, taker=None) -> DDSolver:
        # one solver per rules and contract (their tables are large); a new one when the value of a
        # capot changes with the taker (sans-tout-atout)
        key = (rules, str(contract))
        s = self._solvers.get(key)
        if s is None or s.capot != capot_values(rules, taker):
            s = self._solvers[key] = DDSolver(rules, contract, taker=taker)
        return s

    # -- play ------------------------------------------------------------------------------
    def _choose_card(self, view, cards):
        return self.best_card(view, cards)

    def card_values(self, view, cards=None):
        """Average double-dummy value (points for the bot's team from here on) of each legal card over
        samples of the hidden hands; returns ``({card: average}, number_of_samples)``."""
        cards = cards or [a for a in view.legal if not isinstance(a, str)]
        know = infer(view, self._cache_for(view.seat))
        me = view.seat
        team = me.team
        solver = self._solver(view.rules, view.contract, getattr(view, "taker", None))
        won_all = all(t.winner.team is team for t in view.tricks)
        trick = tuple(c for _, c in view.trick)
        leader = view.trick[0][0] if view.trick else view.to_play
        totals = {c: 0.0 for c in cards}
        start = time.perf_counter()
        n = 0
        budget = self.time_budget if self.time_budget is not None else float("inf")
        while n < self.samples and (n < self.min_samples or time.perf_counter() - start < budget):
            layout = self._plausible_layout(view, know)
            if layout is None:
                break
            hands = [0, 0, 0, 0]
            for s, m in layout.items():
                hands[s] = m
            hands[me] = view.hand.mask
            vals = solver.values(hands, leader, team, trick, len(view.tricks), won_all)
            for c in cards:
                totals[c] += self._utility(view, vals.get(c, 0))
            n += 1
        if n == 0:
            return {c: 0.0 for c in cards}, 0
        return {c: totals[c] / n for c in cards}, n

    def _plausible_layout(self, view, know, attempts: int = 12):
        """A sample of the hidden hands, preferring layouts that fit the bidding: the taker usually holds
        the jack or nine of trumps with support, and those who passed the turn-up's suit usually do not."""
        layout = None
        for _ in range(attempts):
            layout = sample_hands(know, self.rng)
            if layout is None or view.taker is None or view.contract is None or view.contract.kind != "suit":
                return layout
            if self.rng.random() < self._fit(view, layout):
                return layout
        return layout

    def _fit(self, view, layout) -> float:
        trump = view.contract.trump
        tmask = 0xFF << (8 * trump)
        top = (1 << (8 * trump + 4)) | (1 << (8 * trump + 2))  # jack and nine of trumps
        played = {}
        for t in view.tricks:
            for s, c in t.cards:
                played[s] = played.get(s, 0) | (1 << c)
        for s, c in view.trick:
            played[s] = played.get(s, 0) | (1 << c)
        p = 1.0
        taker = view.taker
        if taker in layout:
            full = layout[taker] | played.get(taker, 0)
            if (full & tmask).bit_count() < 3 or not full & top:
                p *= 0.3
        first_round = view.turn_up is not None and view.turn_up.suit == trump
        for s, call in view.calls[: min(len(view.calls), 4)]:
            if call == "pass" and s in layout and first_round and s != taker:
                full = layout[s] | played.get(s, 0)
                if (full & tmask).bit_count() >= 3 and full & top:
                    p *= 0.4
        return p

    def _utility(self, view, v: int) -> float:
        """The hand's score difference for the bot's team if it wins ``v`` more points from here (the
        contract made or failed, as the rules score it); in mariage simply ``v``."""
        if view.taker is None:
            return v
        return strategy_of(view.rules).hand_utility(view, v, self._context(view))

    def _context(self, view) -> dict:
        # the cache holds the view itself (not its id, which a later view may reuse once this one is gone)
        key = (len(view.tricks), len(view.trick))
        if getattr(self, "_ctx_view", None) is view and self._ctx_key == key:
            return self._ctx
        self._ctx_view, self._ctx_key = view, key
        self._ctx = utility_context(view)
        return self._ctx

    def best_card(self, view, cards):
        avg, n = self.card_values(view, cards)
        if n == 0:
            return self._helper.choose_with_reason(view)
        ranked = sorted(cards, key=lambda c: avg[c], reverse=True)
        best = ranked[0]
        team = team_name(view.seat.team)
        if len(ranked) > 1:
            gap = avg[best] - avg[ranked[1]]
            more = (
                Message("bot.expert.play.more_than", gap=Number(gap, ".1f"), card=card_symbol(ranked[1])) if gap >= 0.05
                else Message("bot.expert.play.as_good_as", card=card_symbol(ranked[1]))
            )
        else:
            more = ""
        return best, Reason(Message("bot.expert.play", layouts=n, card=card_symbol(best), team=team,
                                    score=Number(avg[best], "+.1f"), more=more))

    # -- bidding ---------------------------------------------------------------------------
    def _bid(self, view):
        # the system's expert bidding: by simulation with a turn-up, or coinche's (bots.coinchesim)
        return _EXPERT_BIDDING[system_of(view.rules).name](self, view)

    def _simulated_bid(self, view):
        """Bidding with a turn-up, by simulation (see the module docstring)."""
        from belote_learn.bots.bidsim import evaluate_calls

        me = view.seat
        calls = list(view.legal)
        before = [c for _, c in view.calls]
        hand5 = list(view.hand)
        results = evaluate_calls(view.rules, view.dealer, me, hand5, view.turn_up, before, calls,
                                 self.bid_simulations, self.rng)
        # the expert plays better than the rule-based bots of the playouts: a little credit for taking
        bonus = {c: (self.take_credit if c != "pass" else 0.0) for c in calls}
        call = max(calls, key=lambda c: results[c]["mean"] + bonus[c])
        r = results[call]
        p = results.get("pass")
        if call == "pass":
            best_other = max((c for c in calls if c != "pass"), key=lambda c: results[c]["mean"], default=None)
            other = (Message("bot.expert.bid.best_contract", call=_call_words(best_other),
                             mean=f"{results[best_other]['mean']:+.0f}") if best_other else "")
            return "pass", Reason(Message("bot.expert.bid.pass", deals=self.bid_simulations, mean=f"{r['mean']:+.0f}",
                                          team=team_name(me.team), other=other))
        what = _TAKE if call == "take" else Message("bot.expert.bid.bid", call=_call_words(call))
        made = Message("bot.expert.bid.made", percent=Number(r["made"], ".0%")) if r["made"] is not None else ""
        vs = Message("bot.expert.bid.against_passing", mean=f"{p['mean']:+.0f}") if p is not None else ""
        return call, Reason(Message("bot.expert.bid", deals=self.bid_simulations, what=what, mean=f"{r['mean']:+.0f}",
                                    team=team_name(me.team), made=made, vs=vs))


_TAKE = Message("bot.expert.bid.take")
_CALL_NAMES = {"take": Message("bot.expert.call.take"), "NT": Message("bot.expert.call.no_trumps"),
               "AT": Message("bot.expert.call.all_trumps")}


def _call_words(call: str) -> "Message | str":
    """A call in words (a message): ``"take"`` -> taking, ``"H"`` -> hearts, ``"NT"`` -> no trumps."""
    from belote_learn.core.cards import Suit

    if call in _CALL_NAMES:
        return _CALL_NAMES[call]
    try:
        return SUIT_NAMES[Suit.parse(call)]
    except ValueError:
        return call


_EXPERT_BIDDING = {"belote": ExpertBot._simulated_bid, "coinche": simulated_call}
"""How the expert bids, by rule system name (mariage has no auction)."""
