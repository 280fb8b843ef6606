"""The progress file: its default place (~/.belote_learn/progress.json, or $BELOTE_LEARN_PROGRESS, or the path
given), a round trip, atomic writes, a corrupt or foreign file refused in one line naming the file and what is
wrong with the progress in memory and the file left as they were; stars, attempts with their times, accuracy
over time, the review queue kept with it."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from belote_learn.core.errors import PositionError
from belote_learn.training import Progress, default_path, load_level
from belote_learn.training.results import Result
from belote_learn.training.review import HOUR

T0 = 1_767_225_600  # 2026-01-01 00:00 UTC


def result(level, stars, accuracy=None, lost=0):
    accuracy = {3: 1.0, 2: 0.75, 1: 0.5, 0: 0.0}[stars] if accuracy is None else accuracy
    return Result(level, stars, accuracy, lost, 0, None, None, "")


def test_the_default_place_is_in_the_home_folder_unless_the_environment_says(monkeypatch, tmp_path):
    monkeypatch.delenv("BELOTE_LEARN_PROGRESS", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert default_path() == tmp_path / ".belote_learn" / "progress.json"
    monkeypatch.setenv("BELOTE_LEARN_PROGRESS", str(tmp_path / "elsewhere.json"))
    assert default_path() == tmp_path / "elsewhere.json"
    assert Progress.load().path == tmp_path / "elsewhere.json"


def test_a_missing_file_is_a_fresh_start_and_the_first_record_writes_it(tmp_path):
    path = tmp_path / "sub" / "progress.json"
    p = Progress.load(path)
    assert p.attempts() == [] and not path.exists()
    p.record(result("voids.c501.01", 3), now=T0)
    data = json.loads(path.read_text())
    assert data["format"] == "belote-learn-progress" and data["stars"] == {"voids.c501.01": 3}
    assert [f for f in os.listdir(path.parent)] == ["progress.json"]  # the temporary file is gone


def test_the_progress_round_trips_through_its_file(tmp_path):
    path = tmp_path / "progress.json"
    p = Progress.load(path)
    p.record(result("voids.c501.01", 0), now=T0)                 # missed: into the review queue
    p.record(result("voids.c501.01", 2), now=T0 + 5 * HOUR)      # passed while due: waits 1 day
    p.record(result("bid.c501.01", 3, lost=0), now=T0 + 86_400)  # the next day
    back = Progress.load(path)
    assert back.to_dict() == p.to_dict()
    assert back.stars("voids.c501.01") == 2 and back.stars("bid.c501.01") == 3 and back.stars("other") == 0
    assert [a["at"] for a in back.attempts("voids.c501.01")] == [T0, T0 + 5 * HOUR]
    assert back.review.item("voids.c501.01").due == T0 + 5 * HOUR + 86_400
    # accuracy over time, a day at a time: day 1 (0.0 + 0.75) / 2 = 0.375 over 2 attempts; day 2 1.0
    assert back.accuracy_by_day() == [("2026-01-01", 0.375, 2), ("2026-01-02", 1.0, 1)]


@pytest.mark.parametrize("content, words", [
    ("{not json", "not valid JSON"),
    ("", "empty"),
    ('{"format": "belote-learn-game", "version": 1}', 'not a progress file of belote-learn (format "belote-learn-game"'),
    ('{"format": "belote-learn-progress", "version": 7}', "version 7 is not one this belote-learn reads"),
    ('{"format": "belote-learn-progress", "version": 1, "stars": {"x": 5}}', "stars.x: must be a whole number from 0 to 3, not 5"),
    ('{"format": "belote-learn-progress", "version": 1, "attempts": [{"level": "x", "at": "noon", "stars": 1, "accuracy": 1}]}',
     "attempts[0].at:"),
    ('{"format": "belote-learn-progress", "version": 1, "strs": {}}', "did you mean stars"),
    ('[1, 2]', "not a progress object"),
])
def test_a_corrupt_or_foreign_file_is_refused_in_one_line_naming_the_file_and_nothing_changes(tmp_path, content, words):
    path = tmp_path / "progress.json"
    good = Progress.load(path)
    good.record(result("voids.c501.01", 3), now=T0)
    kept = good.to_dict()
    path.write_text(content)
    with pytest.raises(PositionError) as err:
        Progress.load(path)
    text = str(err.value)
    assert text.startswith(f"progress file {path} refused: ") and words in text and "\n" not in text, text
    assert path.read_text() == content        # the file is left as it was
    assert good.to_dict() == kept             # and so is the progress in memory


def test_a_file_that_cannot_be_written_changes_nothing_in_memory(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    p = Progress(blocker / "progress.json")
    with pytest.raises(PositionError) as err:
        p.record(result("voids.c501.01", 3), now=T0)
    assert "cannot be written" in str(err.value)
    assert p.attempts() == [] and p.stars("voids.c501.01") == 0


def test_the_french_refusal_keeps_french_typography(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text('{"format": "x", "version": 1}')
    with pytest.raises(PositionError) as err:
        Progress.load(path)
    assert err.value.render("fr").startswith(f"fichier de progression {path} refusé\u00a0: ")


def test_a_missed_level_joins_the_review_queue_and_comes_back_as_a_level(tmp_path):
    p = Progress(tmp_path / "progress.json")
    level = load_level("trick_points.c501.01")
    p.record(level.check(level.answer + 10), now=T0)   # not passed
    assert p.due(T0 + 3 * HOUR) == [] and p.due(T0 + 4 * HOUR) == ["trick_points.c501.01"]
    back = load_level(p.due(T0 + 4 * HOUR)[0])
    assert back.id == level.id and back.check(back.answer).stars == 3
