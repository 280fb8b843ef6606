"""The bidding drills: series of ten problems of one system with a score; a missed problem joins the review
queue and comes back as a level."""
from __future__ import annotations

import pytest

from belote_learn.core.errors import IllegalAction, PositionError
from belote_learn.training import Drill, Progress
from belote_learn.training.drills import drill_levels, series_count
from belote_learn.training.review import HOUR

T0 = 1_767_225_600


def test_each_system_with_an_auction_has_series_of_ten():
    # data/bidding: 18 problems of classic-501, 10 of classic-1000, 14 of sans-tout-atout, 43 of coinche
    assert [len(drill_levels(s)) for s in ("classic-501", "classic-1000", "sans-tout-atout", "coinche")] == [18, 10, 14, 43]
    assert [series_count(s) for s in ("classic-501", "classic-1000", "sans-tout-atout", "coinche")] == [2, 1, 2, 5]
    with pytest.raises(PositionError):
        drill_levels("mariage")


def test_the_last_series_is_completed_from_the_first_problems():
    drill = Drill("classic-501", series=1)
    # problems 10 to 17, then 0 and 1 again: ten in all
    assert drill.levels == [f"bid.c501.{n:02d}" for n in range(11, 19)] + ["bid.c501.01", "bid.c501.02"]


def test_a_series_scores_its_answers_and_sends_the_missed_ones_to_the_review_queue(tmp_path):
    progress = Progress(tmp_path / "p.json")
    drill = Drill("classic-1000", progress=progress)
    for i in range(10):
        level = drill.level()
        q = drill.question()
        call = level.answer if i % 3 else next(c for c in q.choices if c != level.answer)  # problems 0, 3, 6, 9 missed
        drill.answer(call, now=T0 + i)
    assert drill.over and drill.score == 6 and drill.summary() == "6 right of 10 answered (10 in the series)."
    assert drill.missed == ["bid.c1000.01", "bid.c1000.04", "bid.c1000.07", "bid.c1000.10"]
    assert progress.due(T0 + 4 * HOUR + 9) == drill.missed
    with pytest.raises(IllegalAction):
        drill.answer("pass")


def test_a_call_the_auction_forbids_is_refused_and_the_series_does_not_move():
    drill = Drill("coinche")
    with pytest.raises(IllegalAction):
        drill.answer("surcoinche")  # nobody has coinched
    assert drill.index == 0 and drill.results == []


def test_a_series_out_of_range_is_refused():
    with pytest.raises(PositionError) as err:
        Drill("classic-1000", series=1)
    assert "no series 1: choose one from 0 to 0" in str(err.value)
