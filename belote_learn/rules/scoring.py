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

from belote_learn.core.messages import SEAT_NAMES, SUIT_NAMES, Message, render, team_name
from belote_learn.core.cards import Seat, Suit, Team
from belote_learn.rules.declarations import DeclarationsResult
from belote_learn.core.ranking import Contract
from belote_learn.core import extras

__all__ = ["HandScore", "ScoreLine", "score_hand", "round_score", "RESULT_WORDS", "result_words"]

TEAMS = (Team.NS, Team.EW)
TOTAL = Message("score.line.total")
ROUNDED = Message("score.line.rounded")
HAND_SCORE = Message("score.line.hand")
"""The labels of the breakdown's totals ("Total", "Rounded to the nearest 10", "Score for this hand")."""
RESULT_WORDS = {"made": Message("score.result_word.made"), "dedans": Message("score.result_word.dedans"),
                "litige": Message("score.result_word.litige"), "capot": Message("score.result_word.capot"),
                "capot-defenders": Message("score.result_word.capot_defenders"),
                "thrown-in": Message("score.result_word.thrown_in")}
"""A hand's result code (``HandScore.result``: ``"made"``, ``"dedans"``, ...) -> its word or two (``"made"``, in
French ``"réussi"``), as a referee's answer says it."""


def result_words(result):
    """The words of a result code (see :data:`RESULT_WORDS`); a result that is already words (a mariage
    deal's result sentence) or an unknown code is returned as given."""
    return RESULT_WORDS.get(result, result) if isinstance(result, str) else result


def round_score(points: int) -> int:
    """Round to the nearest 10, halves up (85 -> 90, 84 -> 80)."""
    return (points + 5) // 10 * 10


@dataclass(frozen=True, init=False)
class ScoreLine:
    """One line of a breakdown: what (``label``), points to each team (None = nothing), and the rule
    (``reason``). ``label`` and ``reason`` are messages of the catalogue (or text); ``item`` and ``rule``
    are their English text, :meth:`item_text` and :meth:`rule_text` their text in a language.

    Built as ``ScoreLine(label, ns, ew, reason)``; ``item=`` and ``rule=`` are taken for ``label`` and
    ``reason`` too (so ``dataclasses.replace(line, rule=...)`` gives a line with another rule)."""

    label: object
    ns: int | None
    ew: int | None
    reason: object

    def __init__(self, label=None, ns=None, ew=None, reason=None, *, item=None, rule=None):
        object.__setattr__(self, "label", item if item is not None else label)
        object.__setattr__(self, "ns", ns)
        object.__setattr__(self, "ew", ew)
        object.__setattr__(self, "reason", rule if rule is not None else reason)

    @property
    def item(self) -> str:
        return render(self.label)

    @property
    def rule(self) -> str:
        return render(self.reason)

    def item_text(self, lang: str = "en") -> str:
        return render(self.label, lang)

    def rule_text(self, lang: str = "en") -> str:
        return render(self.reason, lang)

    def to_dict(self, lang: str = "en") -> dict:
        """``{"item", "NS", "EW", "rule"}`` (JSON-ready; the words in ``lang``)."""
        return {"item": render(self.label, lang), "NS": self.ns, "EW": self.ew, "rule": render(self.reason, lang)}


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
    def lines(self, lang: str = "en") -> list[ScoreLine]:
        """The breakdown, each line naming its rule (its words are messages, said in any language; ``lang`` is for
        the systems whose lines are said as text, such as coinche's contract line)."""
        r = self.rules
        rk = r.ranking(self.contract)
        T, D = self.takers, self.defenders
        out: list[ScoreLine] = []

        def pts(team, value):
            return (value, None) if team is Team.NS else (None, value)

        if rk.contract.kind == "suit":
            values = Message("score.values.trumps")
        elif rk.contract.kind == "AT":
            values = Message("score.values.all_trumps")
        else:
            values = Message("score.values.no_trumps")
        out.append(
            ScoreLine(
                Message("score.line.card_points", ns=self.tricks[Team.NS], ew=self.tricks[Team.EW]),
                self.card_points[Team.NS],
                self.card_points[Team.EW],
                Message("score.rule.card_points", values=values),
            )
        )
        out.append(
            ScoreLine(Message("score.line.dix_de_der"), *pts(self.last_trick, 10), Message("score.rule.dix_de_der"))
        )
        for seat, suit in self.belote:
            out.append(
                ScoreLine(
                    Message("score.line.belote", seat=SEAT_NAMES[seat], suit=SUIT_NAMES[Suit(suit)]),
                    *pts(seat.team, 20),
                    Message("score.rule.belote"),
                )
            )
        d = self.declarations
        if d is not None and d.team is not None:
            for c in d.scoring:
                out.append(
                    ScoreLine(
                        Message("score.line.declaration", name=c.message, seat=SEAT_NAMES[c.seat]),
                        *pts(d.team, c.value),
                        Message("score.rule.declaration"),
                    )
                )
        out.append(ScoreLine(TOTAL, self.totals[Team.NS], self.totals[Team.EW], Message("score.rule.total")))
        out.extend(self._result_lines(T, D, rk.total))
        if self.released is not None:
            team, held = self.released
            out.append(
                ScoreLine(
                    Message("score.line.released", team=team_name(team)),
                    *pts(team, held),
                    Message("score.rule.released"),
                )
            )
        if r.rounding:
            out.append(
                ScoreLine(
                    ROUNDED,
                    self.score[Team.NS],
                    self.score[Team.EW],
                    Message("score.rule.rounded", ns=self.raw_score[Team.NS], ew=self.raw_score[Team.EW]),
                )
            )
        out.append(ScoreLine(HAND_SCORE, self.score[Team.NS], self.score[Team.EW], self._result_rule()))
        return out

    def _result_rule(self):
        r = self.rules
        if self.result == "made":
            if r.tie_made and not r.litige:
                return Message("score.result.made_tie")
            return Message("score.result.made")
        if self.result == "dedans":
            return Message("score.result.failed") if r.capot_scoring == "plus200" else Message("score.result.dedans")
        if self.result == "litige":
            return Message("score.result.litige")
        if self.result == "capot":
            return Message("score.result.capot")
        return Message("score.result.capot_defenders")

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

        takers, defenders = tot[T], tot[D]
        if self.result == "made":
            item = (Message("score.line.made_tie", takers=takers, defenders=defenders) if takers == defenders
                    else Message("score.line.made", takers=takers, defenders=defenders))
            return [ScoreLine(item, *both(own(T), own(D)), Message("score.rule.made", result=self._result_rule()))]
        if self.result == "litige":
            return [ScoreLine(Message("score.line.litige", takers=takers, defenders=defenders), *both(0, own(D)),
                              Message("score.rule.litige", takers=takers))]
        if self.result == "dedans":
            if r.capot_scoring == "plus200":
                keep = bel[T] if r.belote_kept_on_failure else 0
                item = (Message("score.line.failed_tie", takers=takers, defenders=defenders) if takers == defenders
                        else Message("score.line.failed", takers=takers, defenders=defenders))
                why = (Message("score.rule.failed_belote_kept", total=deal_total) if keep
                       else Message("score.rule.failed", total=deal_total))
                return [ScoreLine(item, *both(keep, own(D)), why)]
            return [ScoreLine(Message("score.line.dedans", takers=takers, defenders=defenders), *both(own(T), own(D)),
                              Message("score.rule.dedans", total=deal_total))]
        if self.result == "capot":
            item = Message("score.line.capot", team=team_name(T))
            if r.capot_scoring == "plus200":
                return [ScoreLine(item, *both(own(T), own(D)), Message("score.rule.capot_plus200", total=deal_total))]
            if not decl[D]:
                why = Message("score.rule.capot")
            elif r.capot_declarations == "transfer":
                why = Message("score.rule.capot_declarations_transferred")
            else:
                why = Message("score.rule.capot_declarations_lost")
            return [ScoreLine(item, *both(own(T), own(D)), why)]
        # capot-defenders
        if r.capot_scoring == "plus200":
            keep = bel[T] if r.belote_kept_on_failure else 0
            return [ScoreLine(Message("score.line.every_trick_to", team=team_name(D)), *both(keep, own(D)),
                              Message("score.rule.every_trick_to_defenders", total=deal_total))]
        return [ScoreLine(Message("score.line.capot_defenders", team=team_name(D)), *both(own(T), own(D)),
                          Message("score.rule.capot_defenders"))]

    def text(self, lang: str = "en") -> str:
        """The breakdown as a plain-text table (the words in ``lang``)."""
        rows = [(r.item_text(lang), r.ns, r.ew, r.rule_text(lang)) for r in self.lines(lang)]
        width = max(len(item) for item, *_ in rows)
        ns_head, ew_head = Message("score.column.ns").render(lang), Message("score.column.ew").render(lang)
        out = [f"{'':<{width}}  {ns_head:>5}  {ew_head:>5}"]
        for item, ns, ew, rule in rows:
            ns = "" if ns is None else str(ns)
            ew = "" if ew is None else str(ew)
            out.append(f"{item:<{width}}  {ns:>5}  {ew:>5}   {rule}")
        return "\n".join(out)

    def to_html(self, caption=HAND_SCORE, lang: str = "en", region: str = "breakdown") -> str:
        """The breakdown as an HTML table (item, North-South, East-West, rule; numbers right-aligned),
        the way notebooks and widgets show it (see :func:`belote_learn.core.tables.breakdown_table`); the
        caption (a message or text; ``""``: none) and the words in ``lang``; ``region`` its data-region
        (``""``: none)."""
        from belote_learn.core.tables import breakdown_table

        return breakdown_table(self, caption=caption, region=region, lang=lang)

    def _repr_html_(self) -> str:
        return self.to_html()

    def to_dataframe(self, lang: str = "en"):
        """The breakdown as a pandas DataFrame: columns item, NS, EW (points, whole numbers; a cell left
        blank in :meth:`text` is 0 here) and rule (the words in ``lang``)."""
        pd = extras.pandas("HandScore.to_dataframe()")

        rows = [{**r.to_dict(lang), "NS": r.ns or 0, "EW": r.ew or 0} for r in self.lines(lang)]
        return pd.DataFrame(rows, columns=["item", "NS", "EW", "rule"]).astype({"NS": "int64", "EW": "int64"})

    def to_dict(self, lang: str = "en") -> dict:
        """The result as JSON-ready data (the breakdown's words in ``lang``)."""
        return {
            "result": self.result,
            "taker": str(self.taker),
            "contract": str(self.contract),
            "score": {str(t): self.score[t] for t in TEAMS},
            "held_over": self.held_over,
            "totals": {str(t): self.totals[t] for t in TEAMS},
            "breakdown": [r.to_dict(lang) for r in self.lines(lang)],
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
