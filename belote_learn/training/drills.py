"""The bidding drills: series of ten bidding problems of one system, with a score; a missed problem joins
the review queue (through :meth:`~belote_learn.training.progress.Progress.record`).

The problems are the ``bid`` levels of the training path (one a curated problem of data/bidding), in the
order of their stage; series ``n`` of a system is its problems ``10n`` to ``10n + 9``, taken again from the
first when the system has fewer (classic-501 has 18: series 1 is its problems 10 to 17, then 0 and 1).
"""
from __future__ import annotations

from belote_learn.core.errors import IllegalAction, PositionError, shown
from belote_learn.core.messages import Message, check_language, render
from belote_learn.training.levels import load_level, load_path

__all__ = ["Drill", "SIZE", "drill_levels", "series_count"]

SIZE = 10
"""Problems in a series."""


def drill_levels(system: str, training=None) -> list:
    """The ids of the ``bid`` levels of ``system`` (a preset), in order. Raises PositionError for a system
    without bidding problems (mariage has no auction)."""
    from belote_learn.rules.presets import get_rules

    preset = get_rules(system).preset
    training = training or load_path()
    ids = [spec.id for st in training.track(preset) if st.skill == "bid" for spec in st.levels]
    if not ids:
        raise PositionError("system", Message("training.drill.no_problems", preset=preset))
    return ids


def series_count(system: str, training=None) -> int:
    """How many series of ten ``system`` has (the last one completed from the first problems)."""
    n = len(drill_levels(system, training))
    return max(1, -(-n // SIZE))


class Drill:
    """A series of ten bidding problems.

    Args:
        system: the preset (classic-501, classic-1000, sans-tout-atout or coinche).
        series: which series (0 to :func:`series_count` - 1).
        progress: a :class:`~belote_learn.training.progress.Progress` to record each answer in (its review
            queue takes the missed problems), or None.

    Methods: :meth:`question` (the current problem), :meth:`answer` (a call: graded, recorded, then the next
    problem), :meth:`summary`. Attributes: ``levels`` (the ten level ids), ``results``, ``score`` (right
    answers), ``over``, ``missed`` (the ids of the problems missed).
    """

    def __init__(self, system: str, series: int = 0, progress=None, training=None):
        self.training = training or load_path()
        ids = drill_levels(system, self.training)
        count = max(1, -(-len(ids) // SIZE))
        if isinstance(series, bool) or not isinstance(series, int) or not 0 <= series < count:
            raise PositionError("series", Message("training.drill.series", value=shown(series), last=count - 1))
        self.system = system
        self.series = series
        self.levels = [ids[(series * SIZE + i) % len(ids)] for i in range(SIZE)]
        self.progress = progress
        self.results: list = []
        self._built: dict = {}

    @property
    def index(self) -> int:
        """The number of the current problem (0 to 9; 10 when over)."""
        return len(self.results)

    @property
    def over(self) -> bool:
        return len(self.results) >= SIZE

    @property
    def score(self) -> int:
        """The problems answered right so far."""
        return sum(1 for r in self.results if r.passed)

    @property
    def missed(self) -> list:
        return [r.level for r in self.results if not r.passed]

    def level(self, i: int | None = None):
        """The level of problem ``i`` (default: the current one), worked out once."""
        i = self.index if i is None else i
        lid = self.levels[i]
        if lid not in self._built:
            self._built[lid] = load_level(self.training.spec(lid))
        return self._built[lid]

    def question(self, lang: str = "en"):
        """The current problem's :class:`~belote_learn.training.results.Question`. Raises IllegalAction when
        the series is over."""
        check_language(lang)
        if self.over:
            raise IllegalAction(Message("training.drill.over", score=self.score, size=SIZE))
        return self.level().question(lang)

    def answer(self, call, now=None):
        """Answer the current problem with ``call``: graded (:meth:`~belote_learn.training.levels.Level.check`),
        recorded in the progress (a miss joins the review queue), and the series moves on.

        Raises:
            IllegalAction: the series is over, or a call the auction does not allow (nothing changes);
            NotationError: no call.
        """
        if self.over:
            raise IllegalAction(Message("training.drill.over", score=self.score, size=SIZE))
        result = self.level().check(call)
        if self.progress is not None:
            self.progress.record(result, now)
        self.results.append(result)
        return result

    def summary(self, lang: str = "en") -> str:
        """The score so far in words, in ``lang``."""
        check_language(lang)
        return render(Message("training.drill.score", score=self.score, count=len(self.results), size=SIZE), lang)
