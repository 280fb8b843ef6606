"""The review queue: a missed level comes back on a spaced schedule (issue 23, after the published schedule
of spaced review): 4 hours after the miss, then 1 day, 3 days, 1 week, 2 weeks and a month after each
later success; a miss starts it over.

* A level not passed (no star) joins the queue, due 4 hours later (:data:`INTERVALS` ``[0]``); missed
  again, at any time, it starts over: due 4 hours after that miss.
* Passed while due, it waits the next interval: 1 day after the first success, then 3 days, 7 days,
  14 days, 30 days. Passed once more after the month, it leaves the queue (learned).
* Passed before it is due, nothing changes (the schedule counts the reviews, not the early tries).

The clock is always an argument (``now``: seconds since the epoch, an int or a float, or a
:class:`datetime.datetime`; naive datetimes are taken as UTC; None means the system clock), so tests set
the time.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime, timezone

from belote_learn.core.errors import NotationError, PositionError, shown
from belote_learn.core.messages import Message

__all__ = ["INTERVALS", "HOUR", "DAY", "ReviewItem", "ReviewQueue", "seconds"]

HOUR = 3600
DAY = 24 * HOUR
INTERVALS = (4 * HOUR, 1 * DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY)
"""The waits, in seconds: after a miss (4 h), then after each later success (1 d, 3 d, 7 d, 14 d, 30 d)."""


def seconds(now=None) -> float:
    """``now`` as seconds since the epoch: a number as it is, a datetime converted (naive: UTC), None: the
    system clock. Raises NotationError for anything else."""
    if now is None:
        return time.time()
    if isinstance(now, datetime):
        if now.tzinfo is None:
            now = now.replace(tzinfo=timezone.utc)
        return now.timestamp()
    if isinstance(now, (int, float)) and not isinstance(now, bool) and now == now and abs(now) < 1e11:
        return float(now)
    raise NotationError(Message("training.review.bad_clock", value=shown(now)))


@dataclass(frozen=True)
class ReviewItem:
    """A level in the queue: ``step`` is the index in :data:`INTERVALS` of the wait it is in (0: after a
    miss), ``due`` when it comes back (seconds since the epoch)."""

    level: str
    step: int
    due: float

    def to_dict(self) -> dict:
        return {"step": self.step, "due": self.due}


class ReviewQueue:
    """The levels to review and when (see the module text). Methods: :meth:`record`, :meth:`due`,
    :meth:`next_due`; ``in``, ``len()`` and iteration over the :class:`ReviewItem` s."""

    def __init__(self, items=()):
        self._items: dict[str, ReviewItem] = {item.level: item for item in items}

    def __contains__(self, level) -> bool:
        return level in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self):
        return iter(sorted(self._items.values(), key=lambda i: (i.due, i.level)))

    def item(self, level: str) -> ReviewItem | None:
        """The level's place in the queue, or None."""
        return self._items.get(level)

    def record(self, level: str, passed: bool, now=None) -> ReviewItem | None:
        """Note an attempt at ``level`` at ``now``: a miss (re)starts it, due 4 h later; a success while due
        moves it to the next wait (or out of the queue after the month); an early success changes nothing.
        Returns the level's item afterwards (None when it is not, or no longer, in the queue)."""
        t = seconds(now)
        item = self._items.get(level)
        if not passed:
            item = ReviewItem(level, 0, t + INTERVALS[0])
            self._items[level] = item
            return item
        if item is None:
            return None
        if t < item.due:
            return item
        step = item.step + 1
        if step >= len(INTERVALS):
            del self._items[level]
            return None
        item = ReviewItem(level, step, t + INTERVALS[step])
        self._items[level] = item
        return item

    def due(self, now=None) -> list[str]:
        """The levels due at ``now``, the longest waiting first."""
        t = seconds(now)
        return [i.level for i in self if i.due <= t]

    def next_due(self) -> float | None:
        """When the next level comes back (seconds since the epoch), or None for an empty queue."""
        return min((i.due for i in self._items.values()), default=None)

    def copy(self) -> "ReviewQueue":
        return ReviewQueue(self._items.values())

    def to_dict(self) -> dict:
        """``{level: {"step", "due"}}``, JSON-ready."""
        return {i.level: i.to_dict() for i in self}

    @classmethod
    def from_dict(cls, data) -> "ReviewQueue":
        """Read :meth:`to_dict`'s form. Raises PositionError naming the entry at fault."""
        if not isinstance(data, dict):
            raise PositionError("review", Message("training.data.not_an_object", value=shown(data)))
        items = []
        for level, entry in data.items():
            where = f"review.{level}"
            if not isinstance(entry, dict) or set(entry) != {"step", "due"}:
                raise PositionError(where, Message("training.review.bad_entry", value=shown(entry)))
            step, due = entry["step"], entry["due"]
            if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(INTERVALS):
                raise PositionError(f"{where}.step", Message("training.data.whole_number", low=0,
                                                             high=len(INTERVALS) - 1, value=shown(step)))
            if isinstance(due, bool) or not isinstance(due, (int, float)) or not 0 <= due < 1e11:
                raise PositionError(f"{where}.due", Message("training.review.bad_time", value=shown(due)))
            items.append(ReviewItem(level, step, float(due)))
        return cls(items)
