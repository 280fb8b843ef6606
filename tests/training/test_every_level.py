"""Every level of data/training: its answer, worked out by the engine, earns three stars; a wrong response
does not pass; its question, hints and answer read in English and in French."""
from __future__ import annotations

import pytest

from belote_learn.training import load_path

from tests.training.helpers import wrong_response

PATH = load_path()
IDS = [spec.id for spec in PATH.levels]


@pytest.fixture(scope="module")
def built():
    return {}


def level_of(built, level_id):
    if level_id not in built:
        built[level_id] = PATH.spec(level_id).build()
    return built[level_id]


@pytest.mark.parametrize("level_id", IDS)
def test_the_worked_out_answer_earns_three_stars_and_a_wrong_one_does_not_pass(built, level_id):
    level = level_of(built, level_id)
    right = level.check(level.answer)
    assert right.stars == 3 and right.right and right.passed, right.text()
    wrong = level.check(wrong_response(level))
    assert not wrong.passed and wrong.stars == 0, (wrong.accuracy, wrong.lost, wrong.text())


@pytest.mark.parametrize("level_id", IDS)
def test_the_question_hints_and_answer_read_in_both_languages(built, level_id):
    level = level_of(built, level_id)
    for lang in ("en", "fr"):
        q = level.question(lang)
        assert q.text and q.ask and q.level == level_id and q.skill == level.skill
        assert bool(q.rule) == level.scaffold or level.skill in ("ending", "defend")
        for step in (1, 2):
            assert level.hint(step, lang)
        assert level.answer_text(lang)
        assert level.check(level.answer).text(lang)
    french = level.question("fr").text
    assert "\u00a0:" in french or ":" not in french  # French typography: a non-breaking space before a colon
