"""A learner's progress on the training path, kept in a JSON file: the best stars of each level, every
attempt with its time (accuracy over time), the stages opened, and the review queue
(:mod:`belote_learn.training.review`).

Where the file is: the ``path`` given, else the environment variable ``BELOTE_LEARN_PROGRESS``, else
``~/.belote_learn/progress.json`` (:func:`default_path`). In JupyterLite the home folder is the browser's
own storage (the site's file system is kept there), so the same default path keeps a learner's progress
in the browser, from one visit to the next.

Writes are atomic: the new state goes to a temporary file in the same folder, which then replaces the old
file in one step (:func:`os.replace`), so a crash never leaves half a file. A file that is not a progress
file of belote-learn (another JSON document, a later version, a field of the wrong kind) or not JSON at all
is refused in one line naming the file and what is wrong, and nothing changes: neither the file nor the
:class:`Progress` in memory.

The file::

    {"format": "belote-learn-progress", "version": 1,
     "stars": {"legal_cards.c501.01": 3},
     "attempts": [{"level": "legal_cards.c501.01", "at": 1767225600.0, "stars": 3, "accuracy": 1.0, "lost": 0}],
     "opened": ["legal_cards.c501", "win_trick.c501"],
     "review": {"trick_points.c501.02": {"step": 0, "due": 1767240000.0}}}
"""
from __future__ import annotations

import copy
import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path

from belote_learn.core.errors import PositionError, shown
from belote_learn.core.messages import Message
from belote_learn.training import grading
from belote_learn.training.review import ReviewQueue, seconds

__all__ = ["Progress", "default_path", "FORMAT", "VERSION", "ENVIRONMENT_VARIABLE"]

FORMAT = "belote-learn-progress"
VERSION = 1
ENVIRONMENT_VARIABLE = "BELOTE_LEARN_PROGRESS"
_FIELDS = ("format", "version", "stars", "attempts", "opened", "review")
_ATTEMPT_FIELDS = ("level", "at", "stars", "accuracy", "lost")


def default_path() -> Path:
    """``$BELOTE_LEARN_PROGRESS`` when set, else ``~/.belote_learn/progress.json``."""
    env = os.environ.get(ENVIRONMENT_VARIABLE)
    if env:
        return Path(env).expanduser()
    return Path.home() / ".belote_learn" / "progress.json"


def _bad(path, why) -> PositionError:
    from belote_learn.rules.position import shown_path

    return PositionError("", Message("training.progress.refused", path=shown_path(str(path)), why=why))


def _check_state(data) -> dict:
    """The state read from a file's JSON, checked; PositionError (field: what is wrong) otherwise."""
    from belote_learn.core.errors import refuse_unknown_fields

    if not isinstance(data, dict):
        raise PositionError("", Message("training.progress.not_an_object", value=shown(data)))
    if data.get("format") != FORMAT:
        raise PositionError("format", Message("training.progress.format", value=shown(data.get("format")), format=FORMAT))
    if data.get("version") != VERSION:
        raise PositionError("version", Message("training.progress.version", value=shown(data.get("version")), version=VERSION))
    refuse_unknown_fields(data, _FIELDS, (), Message("training.progress.a_file"))
    stars = data.get("stars", {})
    if not isinstance(stars, dict):
        raise PositionError("stars", Message("training.data.not_an_object", value=shown(stars)))
    for level, n in stars.items():
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 3:
            raise PositionError(f"stars.{level}", Message("training.data.whole_number", low=0, high=3, value=shown(n)))
    attempts = data.get("attempts", [])
    if not isinstance(attempts, list):
        raise PositionError("attempts", Message("training.data.not_a_list", value=shown(attempts)))
    for i, a in enumerate(attempts):
        where = f"attempts[{i}]"
        if not isinstance(a, dict):
            raise PositionError(where, Message("training.data.not_an_object", value=shown(a)))
        refuse_unknown_fields(a, _ATTEMPT_FIELDS, (), Message("training.progress.an_attempt"))
        if not isinstance(a.get("level"), str):
            raise PositionError(f"{where}.level", Message("training.data.not_text", value=shown(a.get("level"))))
        at = a.get("at")
        if isinstance(at, bool) or not isinstance(at, (int, float)) or not 0 <= at < 1e11:
            raise PositionError(f"{where}.at", Message("training.review.bad_time", value=shown(at)))
        s = a.get("stars")
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s <= 3:
            raise PositionError(f"{where}.stars", Message("training.data.whole_number", low=0, high=3, value=shown(s)))
        acc = a.get("accuracy")
        if isinstance(acc, bool) or not isinstance(acc, (int, float)) or not 0 <= acc <= 1:
            raise PositionError(f"{where}.accuracy", Message("training.progress.accuracy", value=shown(acc)))
        lost = a.get("lost", 0)
        if isinstance(lost, bool) or not isinstance(lost, int) or not 0 <= lost <= 10_000:
            raise PositionError(f"{where}.lost", Message("training.data.whole_number", low=0, high=10_000, value=shown(lost)))
    opened = data.get("opened", [])
    if not isinstance(opened, list) or not all(isinstance(x, str) for x in opened):
        raise PositionError("opened", Message("training.progress.opened", value=shown(opened)))
    review = ReviewQueue.from_dict(data.get("review", {}))
    return {"stars": dict(stars), "attempts": [dict(a, at=float(a["at"])) for a in attempts], "opened": list(opened),
            "review": review}


class Progress:
    """A learner's progress (see the module text).

    Build with :meth:`load` (from a file; a missing file is a fresh start) or ``Progress()`` (in memory only,
    ``path=None``: nothing is written).

    Args:
        path: the file to keep it in, or None to keep it in memory.
        training: the :class:`~belote_learn.training.levels.TrainingPath` whose stages open (default: the
            shipped path, read when first needed).

    Methods: :meth:`record` (a graded result, saved at once when there is a file), :meth:`stars`,
    :meth:`attempts`, :meth:`accuracy_by_day`, :meth:`stage_score`, :meth:`is_open`, :meth:`open_stages`,
    :meth:`due` (the levels to review now), :meth:`save`, :meth:`to_dict`.
    """

    def __init__(self, path=None, training=None):
        self.path = Path(path).expanduser() if path is not None else None
        self._training = training
        self._stars: dict = {}
        self._attempts: list = []
        self._opened: list = []
        self.review = ReviewQueue()

    # -- files -------------------------------------------------------------------------------------
    @classmethod
    def load(cls, path=None, training=None) -> "Progress":
        """The progress kept in ``path`` (default :func:`default_path`); a fresh one when the file does not
        exist yet.

        Raises:
            PositionError: in one line naming the file and what is wrong (not JSON, not a progress file, a
                later version, a bad field); nothing is changed.
        """
        from belote_learn.rules.position import parse_json, read_text_file

        p = Path(path).expanduser() if path is not None else default_path()
        progress = cls(p, training)
        if not p.exists():
            return progress
        try:
            state = _check_state(parse_json(read_text_file(str(p))))
        except PositionError as exc:
            raise _bad(p, exc.message if exc.field == "file" else exc.said) from None
        progress._set(state)
        return progress

    def _set(self, state: dict) -> None:
        self._stars, self._attempts, self._opened = state["stars"], state["attempts"], state["opened"]
        self.review = state["review"]

    def _state(self) -> dict:
        return {"stars": dict(self._stars), "attempts": [dict(a) for a in self._attempts], "opened": list(self._opened),
                "review": self.review.copy()}

    def to_dict(self) -> dict:
        """The progress as the file keeps it (JSON-ready)."""
        return {"format": FORMAT, "version": VERSION, "stars": dict(sorted(self._stars.items())),
                "attempts": copy.deepcopy(self._attempts), "opened": list(self._opened), "review": self.review.to_dict()}

    @staticmethod
    def _write(path: Path, data: dict) -> None:
        """Write ``data`` to ``path`` atomically (a temporary file in the same folder, then :func:`os.replace`)."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=str(path.parent))
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as fh:
                    json.dump(data, fh, ensure_ascii=False, indent=1)
                    fh.flush()
                    try:
                        os.fsync(fh.fileno())
                    except OSError:  # a file system without fsync (some browser ones): the rename still replaces
                        pass
                os.replace(tmp, path)
            except BaseException:
                if os.path.exists(tmp):
                    os.unlink(tmp)
                raise
        except OSError as exc:
            raise _bad(path, Message("training.progress.not_written", why=str(exc.strerror or exc))) from None

    def save(self) -> None:
        """Write the progress to its file (atomically). Raises PositionError naming the file when it cannot
        be written; nothing changes in memory."""
        if self.path is not None:
            self._write(self.path, self.to_dict())

    # -- the path ------------------------------------------------------------------------------------
    @property
    def training(self):
        if self._training is None:
            from belote_learn.training.levels import load_path

            self._training = load_path()
        return self._training

    # -- recording ------------------------------------------------------------------------------------
    def record(self, result, now=None) -> dict:
        """Note a graded :class:`~belote_learn.training.results.Result` at ``now`` (seconds since the epoch
        or a datetime; None: the clock): the attempt, the level's best stars, the review queue (a level not
        passed joins it or starts over; a success while due moves on), and the stages it opens (a stage
        opens the next of its track at 80% of its levels passed). Saved at once when there is a file.

        Returns:
            The attempt as kept: ``{"level", "at", "stars", "accuracy", "lost"}``.
        Raises:
            PositionError: the file cannot be written (nothing changes); NotationError: a bad clock.
        """
        t = seconds(now)
        before = self._state()
        attempt = {"level": result.level, "at": t, "stars": int(result.stars), "accuracy": float(result.accuracy),
                   "lost": int(result.lost)}
        self._attempts.append(attempt)
        self._stars[result.level] = max(self._stars.get(result.level, 0), int(result.stars))
        self.review.record(result.level, result.passed, t)
        self._open_from(result.level)
        try:
            self.save()
        except PositionError:
            self._set(before)
            raise
        return dict(attempt)

    def _open_from(self, level: str) -> None:
        training = self.training
        if level not in training:
            return
        stage = training.stage_of(level)
        passed, total = self.stage_score(stage.id)
        nxt = training.next_stage(stage.id)
        if nxt is not None and grading.stage_opens_next(passed, total) and nxt.id not in self._opened:
            self._opened.append(nxt.id)

    # -- reading -----------------------------------------------------------------------------------
    def stars(self, level: str) -> int:
        """The level's best stars so far (0: not passed yet)."""
        return self._stars.get(level, 0)

    def attempts(self, level: str | None = None) -> list:
        """Every attempt (of one level), oldest first."""
        return [dict(a) for a in self._attempts if level is None or a["level"] == level]

    def accuracy_by_day(self) -> list:
        """Accuracy over time: ``[(day, mean accuracy, attempts)]``, one per day with attempts (UTC dates,
        ``"2026-05-09"``), oldest first."""
        days: dict = {}
        for a in self._attempts:
            day = datetime.fromtimestamp(a["at"], timezone.utc).date().isoformat()
            days.setdefault(day, []).append(a["accuracy"])
        return [(d, sum(v) / len(v), len(v)) for d, v in sorted(days.items())]

    def stage_score(self, stage_id: str) -> tuple:
        """``(levels passed, levels)`` of a stage."""
        st = self.training.stage(stage_id)
        return sum(1 for lid in st.level_ids if self._stars.get(lid, 0) >= 1), len(st.level_ids)

    def stage_stars(self, stage_id: str) -> tuple:
        """``(stars earned, stars possible)`` of a stage (3 a level)."""
        st = self.training.stage(stage_id)
        return sum(self._stars.get(lid, 0) for lid in st.level_ids), 3 * len(st.level_ids)

    def is_open(self, stage_id: str) -> bool:
        """Whether a stage is open: the first of its track, or opened by the stage before it."""
        st = self.training.stage(stage_id)
        return st in self.training.first_stages() or stage_id in self._opened

    def open_stages(self) -> list:
        """The ids of the open stages, in the path's order."""
        return [st.id for st in self.training.stages if self.is_open(st.id)]

    def due(self, now=None) -> list:
        """The levels of the review queue due at ``now``, the longest waiting first."""
        return self.review.due(now)
