"""What a level asks (:class:`Question`) and what a response earns (:class:`Result`): plain values, every
sentence a message of the catalogue rendered in the language asked."""
from __future__ import annotations

from dataclasses import dataclass, field

from belote_learn.core.cards import Card, Seat, Suit, Team
from belote_learn.core.messages import check_language, render, sentences

__all__ = ["Question", "Result", "plain"]


def plain(value):
    """A response or an answer as JSON-ready data: cards as ``"JH"``, seats and teams as ``"N"``/``"NS"``,
    a (seat, suit) pair as ``"E:S"``, a team's score under its name."""
    if isinstance(value, (Card, Seat, Team, Suit)):
        return str(value)
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], Seat) and isinstance(value[1], Suit):
        return f"{value[0]}:{value[1]}"
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [plain(v) for v in value]
        return sorted(items) if isinstance(value, (set, frozenset)) else items
    return value


@dataclass(frozen=True)
class Question:
    """A level's question, in one language.

    Attributes:
        level: the level's id; skill: its skill.
        text: the whole question in words (the position, then what to find).
        ask: what to find, alone (the last sentence of ``text``).
        rule: the scaffold's rule in words, ``""`` when the level's scaffold is off.
        framed: the cards the scaffold frames (the legal cards, or the cards the rule points at); ``()``
            when the scaffold is off.
        response: what :meth:`~belote_learn.training.levels.Level.check` takes: ``"cards"`` (a set of cards),
            ``"card"``, ``"number"``, ``"voids"`` (seat:suit pairs), ``"declarations"`` (team and points),
            ``"score"`` (each team's score), ``"call"``, ``"line"`` (the learner's cards of an ending in order).
        choices: the calls offered (``"call"``), else ``()``.
        facts: the position as JSON-ready data for a front end to draw: ``rules``, ``contract``, ``seat``,
            ``hand``, ``trick``, ``tricks``, ``hands``... (language-neutral).
        lang: the language of the text.
    """

    level: str
    skill: str
    text: str
    ask: str
    rule: str
    framed: tuple
    response: str
    choices: tuple = ()
    facts: dict = field(default_factory=dict)
    lang: str = "en"

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Result:
    """A graded response (see :mod:`belote_learn.training.grading` for the stars).

    Attributes:
        level: the level's id.
        stars: 0 (not passed) to 3; accuracy: 0 to 1; lost: points lost against the best play (endings);
            par: the points a level may lose and still earn three stars.
        response: the response as read; answer: the right answer (worked out by the engine).
        message: the verdict in words (a message); details: what was wrong, item by item (messages);
        cards: in an ending, each card of the learner graded (:class:`~belote_learn.training.endings.CardGrade`).
        point: what a composed level teaches (a message), said with the verdict; ``""`` for the others.
    """

    level: str
    stars: int
    accuracy: float
    lost: int
    par: int
    response: object
    answer: object
    message: object
    details: tuple = ()
    cards: tuple = ()
    point: object = ""

    @property
    def passed(self) -> bool:
        """At least one star."""
        return self.stars >= 1

    @property
    def right(self) -> bool:
        """Three stars."""
        return self.stars == 3

    def text(self, lang: str = "en") -> str:
        """The verdict, the details and the level's point in ``lang`` (ValueError for an unknown language)."""
        check_language(lang)
        parts = [self.message, *self.details]
        if self.cards:
            parts = [self.message, *[sentences(g.message, g.consequence) for g in self.cards]]
        return render(sentences(*parts, self.point), lang)

    def __str__(self) -> str:
        return self.text()

    def with_point(self, point) -> "Result":
        """The same result with the level's point said too."""
        from dataclasses import replace

        return replace(self, point=point)

    def to_dict(self, lang: str = "en") -> dict:
        """The result as JSON-ready data, its words in ``lang``."""
        return {"level": self.level, "stars": self.stars, "passed": self.passed, "accuracy": round(self.accuracy, 4),
                "lost": self.lost, "par": self.par, "response": plain(self.response), "answer": plain(self.answer),
                "text": self.text(lang), "cards": [g.to_dict(lang) for g in self.cards]}
