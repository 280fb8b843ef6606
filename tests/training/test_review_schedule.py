"""The review queue: a missed level comes back 4 h after the miss, then 1 d, 3 d, 7 d, 14 d and 30 d after each
later success; a miss starts it over; an early success changes nothing. The clock is an argument."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from belote_learn.core.errors import NotationError, PositionError
from belote_learn.training.review import DAY, HOUR, INTERVALS, ReviewQueue

T0 = 1_767_225_600  # 2026-01-01 00:00 UTC


def test_the_schedule_is_4_hours_then_1_3_7_14_and_30_days():
    assert INTERVALS == (4 * HOUR, 1 * DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY)


def test_a_missed_level_comes_back_on_the_schedule_and_leaves_after_the_month():
    q = ReviewQueue()
    q.record("voids.c501.01", passed=False, now=T0)
    assert q.item("voids.c501.01").due == T0 + 4 * HOUR
    assert q.due(T0 + 4 * HOUR - 1) == [] and q.due(T0 + 4 * HOUR) == ["voids.c501.01"]
    t = T0 + 4 * HOUR
    for wait in (1 * DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY):  # each success while due waits the next
        item = q.record("voids.c501.01", passed=True, now=t)
        assert item.due == t + wait
        t += wait
    # the success after the month: learned, out of the queue
    assert q.record("voids.c501.01", passed=True, now=t) is None and "voids.c501.01" not in q


def test_a_miss_starts_the_schedule_over():
    q = ReviewQueue()
    q.record("bid.coinche.03", False, T0)
    q.record("bid.coinche.03", True, T0 + 4 * HOUR)            # due 1 day later
    q.record("bid.coinche.03", True, T0 + 4 * HOUR + DAY)      # due 3 days later
    assert q.item("bid.coinche.03").step == 2
    q.record("bid.coinche.03", False, T0 + 2 * DAY)            # missed: 4 hours again
    assert q.item("bid.coinche.03").step == 0 and q.item("bid.coinche.03").due == T0 + 2 * DAY + 4 * HOUR


def test_a_success_before_the_level_is_due_changes_nothing_and_a_level_never_missed_does_not_join():
    q = ReviewQueue()
    q.record("a", False, T0)
    before = q.item("a")
    assert q.record("a", True, T0 + HOUR) == before           # 1 hour < 4 hours: not due yet
    assert q.record("b", True, T0) is None and "b" not in q


def test_the_levels_due_come_longest_waiting_first():
    q = ReviewQueue()
    q.record("late", False, T0 + 10)
    q.record("early", False, T0)
    assert q.due(T0 + 5 * HOUR) == ["early", "late"]
    assert q.next_due() == T0 + 4 * HOUR


def test_the_clock_may_be_a_datetime_and_a_naive_one_is_utc():
    q = ReviewQueue()
    q.record("x", False, datetime(2026, 1, 1, tzinfo=timezone.utc))
    assert q.item("x").due == T0 + 4 * HOUR
    assert q.due(datetime(2026, 1, 1, 4, 0)) == ["x"]  # naive: UTC
    with pytest.raises(NotationError):
        q.record("x", False, "tomorrow")


def test_the_queue_round_trips_and_a_bad_entry_is_refused_naming_it():
    q = ReviewQueue()
    q.record("x", False, T0)
    assert ReviewQueue.from_dict(q.to_dict()).to_dict() == {"x": {"step": 0, "due": T0 + 4 * HOUR}}
    with pytest.raises(PositionError) as err:
        ReviewQueue.from_dict({"x": {"step": 9, "due": T0}})
    assert err.value.field == "review.x.step"
