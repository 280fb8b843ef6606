"""The curated bidding problems' titles and lessons are catalogue messages: the English message says exactly
what the file says, every problem of data/bidding has its two, and the trainer and the lessons say them in the
reader's language (a problem file with other words keeps its own)."""
import json

import pytest

from belote_learn.bots.problem_texts import PROBLEM_TEXTS, problem_texts
from belote_learn.rules.datafiles import data_path

FILES = sorted(data_path("bidding").glob("*.json"))


def test_every_problem_has_its_title_and_lesson_as_messages():
    assert sorted(PROBLEM_TEXTS) == [p.stem for p in FILES]
    assert len(FILES) == 85  # 42 turn-up problems + 43 coinche problems


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_english_message_is_the_file_s_text(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    title, teaches = PROBLEM_TEXTS[path.stem]
    assert (title.render("en"), teaches.render("en")) == (data["title"], data["teaches"])
    assert title.render("fr") != data["title"] or teaches.render("fr") != data["teaches"]


def test_a_problem_with_its_own_words_keeps_them():
    assert problem_texts("01-classic-501", "My title", "My lesson") == ("My title", "My lesson")
    assert problem_texts("not-a-problem", "T", "L") == ("T", "L")


def test_the_french_lesson_of_a_bidding_quiz_is_french():
    from belote_learn.lessons.fr import bid_quiz

    q = bid_quiz(system="classic-501", problem=0)
    said = q.explanation if isinstance(q.explanation, str) else str(q.explanation)
    assert "The jack and nine" not in said and "valet" in said.lower()
