"""Scoring a hand of Belote, with a breakdown whose every line names the rule that produced it.

classic-501 (seed 000 "Each team adds up ..."), classic-1000 (seed 001 "Scoring"),
sans-tout-atout (seed 002 "After all the cards have been played ..."); decisions in docs/rules.md.

Each team adds its card points, the dix de der (10 for the last trick), its belote (20 for king and
queen of trumps in one hand) and its declarations if it holds the best. Then:

* **made** - the takers' total is strictly more than the defenders' (classic-1000: at least as much):
  each team scores its own total;
* **dedans** - the takers score only their belote; the defenders the whole deal (162) plus all the
  declarations and their own belote (sans-tout-atout: everything, belote included, unless the
  ``belote_kept_on_failure`` option);
* **litige** - equal totals with the litige rule (classic-501, or the option): the defenders score
  now; the takers' total is held over and goes to the team that wins the next hand; held points add
  up over successive litiges;
* **capot** - one team wins every trick: 252 (the dix de der is worth 100) plus belote and
  declarations (the trickless team's declarations go to the capot team in classic-501 and are lost in
  classic-1000); in sans-tout-atout capot by the bidders scores the deal total + 200 + every
  announcement, and the defenders taking every trick is a failed contract.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from belote_learn.core.cards import Seat, Suit, Team
from belote_learn.rules.declarations import DeclarationsResult
from belote_learn.core.ranking import Contract
from belote_learn.core import extras

__all__ = ["HandScore", "ScoreLine", "score_hand", "round_score"]

TEAMS = (Team.NS, Team.EW)


def round_score(points: int) -> int:
    """Round to the nearest 10, halves up (85 -> 90, 84 -> 80)."""
    return (points + 5) // 10 * 10


@dataclass(frozen=True)
class ScoreLine:
    """One line of a breakdown: what, points to each team (None = nothing), and the rule."""

    item: str
    ns: int | None
    ew: int | None
    rule: str

    def to_dict(self) -> dict:
        return {"item": self.item, "NS": self.ns, "EW": self.ew, "rule": self.rule}


@dataclass
class HandScore:
    """The result of one hand.

    Attributes:
        result: ``"made"``, ``"dedans"``, ``"litige"``, ``"capot"`` (takers won every trick) or
            ``"capot-defenders"`` (defenders won every trick).
        takers: the taking team.
        score: points each team scores for this hand (held-over points released included).
        held_over: litige points still held after this hand.
        released: ``(team, points)`` of held-over points this hand released, or None.
        totals: each team's total before the result is applied (cards + dix de der + belote +
            declarations).
        card_points, tricks, belote, declarations: the components.
    """

    rules: object
    contract: Contract
    taker: Seat
    result: str
    score: dict
    held_over: int
    released: tuple | None
    totals: dict
    card_points: dict
    tricks: dict
    last_trick: Team
    belote: list
    declarations: DeclarationsResult | None
    held_in: int
    raw_score: dict = field(default_factory=dict)

    @property
    def takers(self) -> Team:
        return self.taker.team

    @property
    def defenders(self) -> Team:
        return self.taker.team.other

    # -- explanation -------------------------------------------------------------------------
    def lines(self) -> list[ScoreLine]:
        """The breakdown, each line naming its rule."""
        r = self.rules
        rk = r.ranking(self.contract)
        T, D = self.takers, self.defenders
        out: list[ScoreLine] = []

        def pts(team, value):
            return (value, None) if team is Team.NS else (None, value)

        if rk.contract.kind == "suit":
            values = "trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2"
        elif rk.contract.kind == "AT":
            values = "all trumps: every suit J 20, 9 14, A 11, 10 10, K 4, Q 3"
        else:
            values = "no trumps: every suit A 11, 10 10, K 4, Q 3, J 2"
        out.append(
            ScoreLine(
                f"Card points ({self.tricks[Team.NS]} and {self.tricks[Team.EW]} tricks)",
                self.card_points[Team.NS],
                self.card_points[Team.EW],
                f"card values: {values}",
            )
        )
        out.append(
            ScoreLine("Dix de der (last trick)", *pts(self.last_trick, 10), "the last trick is worth 10")
        )
        for seat, suit in self.belote:
            out.append(
                ScoreLine(
                    f"Belote and rebelote ({seat.word}, K and Q of {Suit(suit).plural})",
                    *pts(seat.team, 20),
                    "king and queen of trumps in one hand: 20",
                )
            )
        d = self.declarations
        if d is not None and d.team is not None:
            for c in d.scoring:
                out.append(
                    ScoreLine(
                        f"Declaration: {c.name} ({c.seat.word})",
                        *pts(d.team, c.value),
                        "only the team with the best declaration scores, and all its declarations",
                    )
                )
        out.append(ScoreLine("Total", self.totals[Team.NS], self.totals[Team.EW], "sum of the lines above"))
        out.extend(self._result_lines(T, D, rk.total))
        if self.released is not None:
            team, held = self.released
            out.append(
                ScoreLine(
                    f"Litige points held over, released to {team.words}",
                    *pts(team, held),
                    "held-over litige points go to the team that wins the next hand",
                )
            )
        if r.rounding:
            out.append(
                ScoreLine(
                    "Rounded to the nearest 10",
                    self.score[Team.NS],
                    self.score[Team.EW],
                    f"each team's score rounded to the nearest 10, halves up (from {self.raw_score[Team.NS]} and "
                    f"{self.raw_score[Team.EW]})",
                )
            )
        out.append(ScoreLine("Score for this hand", self.score[Team.NS], self.score[Team.EW], self._result_rule()))
        return out

    def _result_rule(self) -> str:
        r = self.rules
        return {
            "made": "made: the takers' total is "
            + ("at least the defenders' (a tie is made)" if r.tie_made and not r.litige else "strictly more than the defenders'"),
            "dedans": "failed: the bidders fell short" if r.capot_scoring == "plus200" else "dedans: the takers fell short",
            "litige": "litige: equal totals",
            "capot": "capot: the takers won every trick",
            "capot-defenders": "the defenders won every trick",
        }[self.result]

    def _result_lines(self, T: Team, D: Team, deal_total: int) -> list[ScoreLine]:
        r = self.rules
        tot = self.totals
        bel = {t: 20 * sum(1 for s, _ in self.belote if s.team is t) for t in TEAMS}
        decl = {t: (self.declarations.points_of(t) if self.declarations else 0) for t in TEAMS}
        raw = self.raw_score
        held = self.held_in if self.released else 0

        def both(t_value, d_value):
            return (t_value, d_value) if T is Team.NS else (d_value, t_value)

        def own(team):
            return raw[team] - (held if self.released and self.released[0] is team else 0)

        if self.result == "made":
            cmp = ">=" if tot[T] == tot[D] else ">"
            return [
                ScoreLine(
                    f"Made: {tot[T]} {cmp} {tot[D]}",
                    *both(own(T), own(D)),
                    self._result_rule() + "; each team scores its own total",
                )
            ]
        if self.result == "litige":
            return [
                ScoreLine(
                    f"Litige: {tot[T]} = {tot[D]}",
                    *both(0, own(D)),
                    f"equal totals: the defenders score now; the takers' {tot[T]} are held over for the winner "
                    "of the next hand",
                )
            ]
        if self.result == "dedans":
            if r.capot_scoring == "plus200":
                keep = bel[T] if r.belote_kept_on_failure else 0
                return [
                    ScoreLine(
                        f"Failed: {tot[T]} {'=' if tot[T] == tot[D] else '<'} {tot[D]}",
                        *both(keep, own(D)),
                        f"the bidders need strictly more; otherwise the other team scores all {deal_total} points "
                        "and every announcement" + (" (the bidders keep their belote)" if keep else ""),
                    )
                ]
            return [
                ScoreLine(
                    f"Dedans: {tot[T]} < {tot[D]}",
                    *both(own(T), own(D)),
                    f"dedans: the takers keep only their belote; the defenders score {deal_total} + all "
                    "declarations + their belote",
                )
            ]
        if self.result == "capot":
            if r.capot_scoring == "plus200":
                return [
                    ScoreLine(
                        f"Capot by {T.words}",
                        *both(own(T), own(D)),
                        f"capot by the bidders: all {deal_total} points + 200 + every announcement",
                    )
                ]
            transfer = r.capot_declarations == "transfer"
            extra = ""
            if decl[D]:
                extra = "; the trickless team's declarations go to them" if transfer else "; the trickless team's declarations are lost"
            return [
                ScoreLine(
                    f"Capot by {T.words}",
                    *both(own(T), own(D)),
                    "capot: 252 (152 in cards, the last trick worth 100) + belote + declarations" + extra,
                )
            ]
        # capot-defenders
        if r.capot_scoring == "plus200":
            keep = bel[T] if r.belote_kept_on_failure else 0
            return [
                ScoreLine(
                    f"Every trick to {D.words}",
                    *both(keep, own(D)),
                    f"defenders taking every trick is a failed contract: they score all {deal_total} points and "
                    "every announcement",
                )
            ]
        return [
            ScoreLine(
                f"Capot by the defenders {D.words}",
                *both(own(T), own(D)),
                "the takers are dedans: the defenders score 252 + their belote + declarations; the takers keep "
                "only their belote",
            )
        ]

    def text(self) -> str:
        """The breakdown as a plain-text table."""
        rows = self.lines()
        width = max(len(r.item) for r in rows)
        out = [f"{'':<{width}}  {'NS':>5}  {'EW':>5}"]
        for row in rows:
            ns = "" if row.ns is None else str(row.ns)
            ew = "" if row.ew is None else str(row.ew)
            out.append(f"{row.item:<{width}}  {ns:>5}  {ew:>5}   {row.rule}")
        return "\n".join(out)

    def to_html(self, caption: str = "Score for this hand") -> str:
        """The breakdown as an HTML table (item, North-South, East-West, rule; numbers right-aligned),
        the way notebooks and widgets show it (see :func:`belote_learn.core.tables.breakdown_table`)."""
        from belote_learn.core.tables import breakdown_table

        return breakdown_table(self, caption=caption)

    def _repr_html_(self) -> str:
        return self.to_html()

    def to_dataframe(self):
        """The breakdown as a pandas DataFrame: columns item, NS, EW (points, whole numbers; a cell left
        blank in :meth:`text` is 0 here) and rule."""
        pd = extras.pandas("HandScore.to_dataframe()")

        rows = [{**r.to_dict(), "NS": r.ns or 0, "EW": r.ew or 0} for r in self.lines()]
        return pd.DataFrame(rows, columns=["item", "NS", "EW", "rule"]).astype({"NS": "int64", "EW": "int64"})

    def to_dict(self) -> dict:
        return {
            "result": self.result,
            "taker": str(self.taker),
            "contract": str(self.contract),
            "score": {str(t): self.score[t] for t in TEAMS},
            "held_over": self.held_over,
            "totals": {str(t): self.totals[t] for t in TEAMS},
            "breakdown": [r.to_dict() for r in self.lines()],
        }


def score_hand(
    rules,
    contract: Contract,
    taker: Seat,
    card_points: dict,
    tricks: dict,
    last_trick: Team,
    belote: list,
    declarations: DeclarationsResult | None,
    held_in: int = 0,
) -> HandScore:
    """Score one finished hand.

    Args:
        rules: the :class:`~belote_learn.rules.presets.Rules`.
        contract: the contract played.
        taker: the taker's seat.
        card_points: team -> card points won (without the dix de der).
        tricks: team -> tricks won (8 in all).
        last_trick: the team that won the last trick.
        belote: ``[(seat, suit), ...]``, one entry per belote held (king and queen of a trump suit).
        declarations: the compared declarations, or None when they do not count.
        held_in: litige points held over from earlier hands.

    Returns:
        A :class:`HandScore`; ``score`` includes released held-over points.
    """
    T = taker.team
    D = T.other
    deal_total = rules.ranking(contract).total
    bel = {Team.NS: 0, Team.EW: 0}
    for seat, _ in belote:
        bel[seat.team] += 20
    decl = {t: (declarations.points_of(t) if declarations is not None else 0) for t in TEAMS}
    totals = {t: card_points[t] + (10 if last_trick is t else 0) + bel[t] + decl[t] for t in TEAMS}
    score = {Team.NS: 0, Team.EW: 0}
    plus200 = rules.capot_scoring == "plus200"
    winner: Team | None
    if tricks[D] == 0:
        result = "capot"
        winner = T
        if plus200:
            score[T] = deal_total + 200 + decl[T] + decl[D] + bel[T] + bel[D]
        else:
            score[T] = 252 + bel[T] + decl[T] + (decl[D] if rules.capot_declarations == "transfer" else 0)
            score[D] = bel[D]
    elif tricks[T] == 0:
        result = "capot-defenders"
        winner = D
        if plus200:
            keep = bel[T] if rules.belote_kept_on_failure else 0
            score[T] = keep
            score[D] = deal_total + decl[T] + decl[D] + bel[D] + bel[T] - keep
        else:
            score[D] = 252 + bel[D] + decl[D] + (decl[T] if rules.capot_declarations == "transfer" else 0)
            score[T] = bel[T]
    elif totals[T] > totals[D] or (totals[T] == totals[D] and rules.tie_made and not rules.litige):
        result = "made"
        winner = T
        score[T], score[D] = totals[T], totals[D]
    elif totals[T] == totals[D] and rules.litige:
        result = "litige"
        winner = None
        score[D] = totals[D]
    else:
        result = "dedans"
        winner = D
        if plus200:
            keep = bel[T] if rules.belote_kept_on_failure else 0
            score[T] = keep
            score[D] = deal_total + decl[T] + decl[D] + bel[D] + bel[T] - keep
        else:
            score[T] = bel[T]
            score[D] = deal_total + decl[T] + decl[D] + bel[D]
    released = None
    if result == "litige":
        held_out = held_in + totals[T]
    else:
        held_out = 0
        if held_in:
            score[winner] += held_in
            released = (winner, held_in)
    raw = dict(score)
    if rules.rounding:
        score = {t: round_score(v) for t, v in score.items()}
    return HandScore(
        rules,
        contract,
        taker,
        result,
        score,
        held_out,
        released,
        totals,
        dict(card_points),
        dict(tricks),
        last_trick,
        list(belote),
        declarations,
        held_in,
        raw,
    )
