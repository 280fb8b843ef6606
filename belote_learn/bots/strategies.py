"""How the bots value a hand and bid, per rule system: the bots' side of the registry.

The registry of rule systems (:mod:`belote_learn.systems`) knows rules only. What a bot needs beyond the
rules, the score difference a number of card points is worth (:meth:`BotStrategy.hand_utility`, for the
double-dummy solver and the expert) and how the rule-based bot bids (:meth:`BotStrategy.rule_bid`), is
a :class:`BotStrategy` registered here under the system's name; bots ask :func:`strategy_of`.
"""
from __future__ import annotations

from belote_learn.bots.pointcount import auction_of, rule_call
from belote_learn.core.cards import Team
from belote_learn.rules.scoring import round_score
from belote_learn.systems import system_of

__all__ = ["BotStrategy", "CoincheStrategy", "MariageStrategy", "STRATEGIES", "strategy_of", "utility_context"]


class BotStrategy:
    """Belote with a turn-up (classic-501, classic-1000, sans-tout-atout): the default strategy."""


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

    def rule_bid(self, bot, view) -> tuple:
        """The rule-based bot's call and why (:meth:`belote_learn.bots.simple.RuleBot._turn_up_bid`)."""
        return bot._turn_up_bid(view)


class CoincheStrategy(BotStrategy):
    """Coinche: the bid and its multiplier count in a hand's value; the rule-based bot bids by point count."""

    def hand_utility(self, view, v: int, ctx: dict) -> float:
        """The coinche score difference for ``view.seat``'s team if it wins ``v`` more points from here:
        the bid value and the multiplier count (see :func:`belote_learn.systems.coinche.scoring.score_coinche`)."""
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

    def rule_bid(self, bot, view) -> tuple:
        """The point count of :mod:`belote_learn.bots.pointcount`."""
        return rule_call(view.rules, view.hand.mask, view.seat, auction_of(view))


class MariageStrategy(BotStrategy):
    """Mariage: no contract, so a hand is worth the points won."""

    def hand_utility(self, view, v: int, ctx: dict) -> float:
        return v


STRATEGIES: dict[str, BotStrategy] = {"belote": BotStrategy(), "coinche": CoincheStrategy(), "mariage": MariageStrategy()}
"""The bots' strategy of every registered rule system, by the system's name."""


def strategy_of(rules) -> BotStrategy:
    """The :class:`BotStrategy` of ``rules`` (a :class:`~belote_learn.rules.presets.Rules` or a preset name).

    Raises:
        RulesError: an unknown preset.
    """
    return STRATEGIES[system_of(rules).name]


def utility_context(view) -> dict:
    """What :meth:`BotStrategy.hand_utility` needs besides the points still to win,
    from a seat view: the card points each team has won (with the last trick's bonus when done), the
    points left, the belotes and declarations announced, and the deal's total."""
    rk = view.rules.ranking(view.contract)
    won = {Team.NS: 0, Team.EW: 0}
    for t in view.tricks:
        won[t.winner.team] += t.points
    played = sum(t.points for t in view.tricks)
    left = rk.total - played  # card points still to win, with the last-trick bonus
    info = view.info or {}
    bel = {Team.NS: 0, Team.EW: 0}
    seen = set()
    for seat, _ in info.get("belote_announced", []):
        if seat not in seen:
            bel[seat.team] += 20
            seen.add(seat)
    extras = dict(bel)
    decl_all = 0
    declared = info.get("declarations")
    if declared is not None and declared[0] is not None:
        extras[declared[0]] += declared[1]
        decl_all = declared[1]
    return {"won": won, "left": left, "extras": extras, "belote": bel, "decl_all": decl_all, "deal_total": rk.total}
