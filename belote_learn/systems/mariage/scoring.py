"""Mariage scoring (seed 004): points rounded to tens, the value of a marriage, and a deal's result in tens
with its lines."""
from __future__ import annotations

from dataclasses import dataclass, field
from belote_learn.core.cards import Card, Seat, Suit, Team
from belote_learn.core.messages import Message, render, suit_name, text

TEAMS = (Team.NS, Team.EW)


def round_tens(points: int) -> int:
    """Points to tens, halves up: 53 -> 5, 55 -> 6, 67 -> 7, -15 -> -1 (seed 004, "Les points")."""
    return (points + 5) // 10


def marriage_value(with_jack: bool, trumps: bool) -> int:
    """20 (K+Q), 30 (K+Q+J), doubled in trumps: 40 and 60 (seed 004, "Annonces")."""
    return (30 if with_jack else 20) * (2 if trumps else 1)


@dataclass(frozen=True)
class Marriage:
    """A marriage scored in a deal: announced from a hand (``seat``) or fallen on the table."""

    suit: Suit
    value: int
    cards: tuple[Card, ...]
    team: Team
    seat: Seat | None = None
    on_table: bool = False

    @property
    def message(self) -> Message:
        """What the marriage is, as a :class:`~belote_learn.core.messages.Message`: ``"king and queen of hearts"``."""
        if len(self.cards) == 3:
            return Message("mariage.marriage.with_jack", suit=suit_name(self.suit))
        return Message("mariage.marriage.king_queen", suit=suit_name(self.suit))

    @property
    def name(self) -> str:
        """:attr:`message` in English."""
        return str(self.message)


@dataclass
class DealResult:
    """How a deal ended and what it changed.

    Attributes:
        ending: ``"played"`` (all eight tricks), ``"out"`` (a claim of "on est dehors"), or
            ``"cape"`` (a team took every trick).
        points: raw points per team (cards and marriages) in this deal.
        tens: the deal score in tens, rounded halves up.
        manche_before, manche_after: the manche totals (tens).
        manche_winner: the team that won the manche this deal, or None.
        coches: coches given this deal, per team.
        claim: ``("out"|"cape", team, succeeded)`` or None.
        message: the result in the game's own words, a :class:`~belote_learn.core.messages.Message`
            (:attr:`words` is its English, :meth:`words_text` says it in a language).
        breakdown: the breakdown, ``(item, NS, EW, rule)`` a line, each naming the rule (item and rule as
            messages; :attr:`lines` is it in English, :meth:`line_texts` in a language).
    """

    ending: str
    points: dict
    tens: dict
    manche_before: dict
    manche_after: dict
    manche_winner: Team | None
    coches: dict
    claim: tuple | None
    message: Message
    breakdown: list = field(default_factory=list)

    @property
    def words(self) -> str:
        """The result in words, in English."""
        return str(self.message)

    def words_text(self, lang: str = "en") -> str:
        """The result in words, in ``lang`` (ValueError for an unknown language)."""
        return render(self.message, lang)

    @property
    def lines(self) -> list:
        """The breakdown in English: ``(item, NS, EW, rule)`` a line."""
        return self.line_texts()

    def line_texts(self, lang: str = "en") -> list:
        """The breakdown in ``lang``: ``(item, NS, EW, rule)`` a line (ValueError for an unknown language)."""
        return [(render(item, lang), a, b, render(rule, lang)) for item, a, b, rule in self.breakdown]

    def to_dict(self, lang: str = "en") -> dict:
        """The result as JSON-ready data, its words and breakdown in ``lang``."""
        return {
            "ending": self.ending,
            "points": {str(t): self.points[t] for t in TEAMS},
            "score": {str(t): self.tens[t] for t in TEAMS},
            "manche_after": {str(t): self.manche_after[t] for t in TEAMS},
            "manche_winner": str(self.manche_winner) if self.manche_winner else None,
            "coches": {str(t): self.coches[t] for t in TEAMS},
            "claim": None if self.claim is None else {"claim": self.claim[0], "team": str(self.claim[1]), "succeeded": self.claim[2]},
            "result": self.words_text(lang),
            "breakdown": [{"item": i, "NS": a, "EW": b, "rule": r} for i, a, b, r in self.line_texts(lang)],
        }

    def to_html(self, caption: str | None = None, lang: str = "en", region: str = "breakdown") -> str:
        """The breakdown as an HTML table, the result in words under it (see
        :func:`belote_learn.core.tables.breakdown_table`), in ``lang``; ``caption`` defaults to
        "Score for this deal"; ``region`` is the table's data-region (``""``: none)."""
        import html as _html

        from belote_learn.core.tables import TABLE_FONT_PX, breakdown_table

        if caption is None:
            caption = text("mariage.score.caption", lang)
        return (breakdown_table(self.line_texts(lang), caption=caption, region=region, lang=lang)
                + f'<div class="bl-result" style="font-size:{TABLE_FONT_PX}px"><b>{_html.escape(self.words_text(lang))}</b></div>')

    def _repr_html_(self) -> str:
        return self.to_html()

    def text(self, lang: str = "en") -> str:
        """The breakdown as a plain-text table and the result under it, in ``lang``."""
        lines = self.line_texts(lang)
        width = max(len(i) for i, *_ in lines) if lines else 10
        out = [f"{'':<{width}}  {text('score.column.ns', lang):>5}  {text('score.column.ew', lang):>5}"]
        for item, a, b, rule in lines:
            out.append(f"{item:<{width}}  {'' if a is None else a:>5}  {'' if b is None else b:>5}   {rule}")
        out.append("")
        out.append(self.words_text(lang))
        return "\n".join(out)
