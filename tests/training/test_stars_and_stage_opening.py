"""Stars by accuracy and points lost (the thresholds of belote_learn/training/grading.py), and a stage that
opens the next of its track at 80% of its levels passed."""
from __future__ import annotations

import pytest

from belote_learn.training import Progress, load_level, load_path
from belote_learn.training.grading import (accuracy_stars, card_grade, lost_stars, stage_opens_next, stars_for)


@pytest.mark.parametrize("accuracy, stars", [(1.0, 3), (0.99, 2), (0.75, 2), (0.74, 1), (0.5, 1), (0.49, 0), (0.0, 0)])
def test_accuracy_gives_three_stars_at_100_two_from_75_one_from_50(accuracy, stars):
    assert accuracy_stars(accuracy) == stars


@pytest.mark.parametrize("lost, par, stars", [
    (0, 0, 3), (1, 0, 2), (9, 0, 2), (10, 0, 1), (19, 0, 1), (20, 0, 0), (100, 0, 0),
    (10, 10, 3),  # 10 lost - par 10 = 0 beyond the par
    (15, 10, 2),  # 15 - 10 = 5 beyond: an inaccuracy's worth
    (30, 10, 0),  # 30 - 10 = 20 beyond: a blunder's worth
])
def test_points_lost_beyond_the_par_give_the_card_grades_stars(lost, par, stars):
    assert lost_stars(lost, par) == stars


def test_a_level_earns_the_smaller_of_the_two():
    assert stars_for(1.0, 0) == 3
    assert stars_for(1.0, 4) == 2    # accuracy 3 stars, 4 points lost 2 stars
    assert stars_for(0.5, 0) == 1    # accuracy 1 star, nothing lost 3 stars
    assert stars_for(0.8, 12) == 1   # accuracy 2 stars, 12 lost 1 star
    assert stars_for(1.0, 25) == 0   # a blunder's worth lost: not passed


@pytest.mark.parametrize("passed, levels, opens", [(8, 10, True), (7, 10, False), (4, 5, True), (3, 4, False),
                                                   (5, 5, True), (0, 5, False), (7, 8, True), (6, 8, False)])
def test_a_stage_opens_the_next_at_80_percent_of_its_levels_passed(passed, levels, opens):
    # 8/10 = 80%, 7/10 = 70%, 4/5 = 80%, 3/4 = 75%, 7/8 = 87.5%, 6/8 = 75%
    assert stage_opens_next(passed, levels) is opens


def test_judging_three_cards_of_four_right_earns_two_stars():
    # classic-501, hearts trumps, South to play after North's A♠ and East's 7♠: South holds K♠ 8♠ J♥ A♦, so
    # South must follow suit: K♠ and 8♠ are legal, J♥ and A♦ are not
    level = load_level({"id": "t.legal", "skill": "legal_cards", "system": "classic-501", "goal": "every_legal_card",
                        "position": {"contract": "H", "to_play": "S", "hand": ["KS", "8S", "JH", "AD"],
                                     "trick": [["N", "AS"], ["E", "7S"]]},
                        "point": "follow_suit_first", "graded": "per_card", "scaffold": True, "hint": "rule"})
    assert sorted(map(str, level.answer)) == ["8S", "KS"]
    r = level.check("KS")                       # 8♠ left out: 3 cards of 4 judged right
    assert (r.accuracy, r.stars, r.passed) == (0.75, 2, True)
    r = level.check("KS 8S JH")                 # J♥ named: 3 of 4 right
    assert (r.accuracy, r.stars) == (0.75, 2)
    r = level.check("JH AD")                    # every card judged wrong: 0 of 4
    assert (r.accuracy, r.stars, r.passed) == (0.0, 0, False)
    r = level.check(["KS", "8S"])
    assert (r.accuracy, r.stars, r.right) == (1.0, 3, True)


def test_the_first_stage_of_each_track_is_open_and_the_next_opens_at_80_percent(tmp_path):
    path = load_path()
    progress = Progress(tmp_path / "p.json", training=path)
    first = path.track("classic-1000")[0]
    second = path.next_stage(first.id)
    assert progress.is_open(first.id) and not progress.is_open(second.id)
    needed = -(-4 * len(first.levels) // 5)  # 80% of the stage's levels, rounded up
    for i, spec in enumerate(first.levels[:needed]):
        level = spec.build()
        progress.record(level.check(level.answer), now=1_000_000 + i)
        opened = progress.is_open(second.id)
        assert opened is (i + 1 == needed), (i, needed)  # opens with the level that reaches 80%, not before
    assert progress.stage_score(first.id) == (needed, len(first.levels))
    # kept in the file: the stage stays open on the next visit
    assert Progress.load(tmp_path / "p.json", training=path).is_open(second.id)


def test_a_stage_does_not_open_on_levels_missed(tmp_path):
    path = load_path()
    progress = Progress(None, training=path)
    first = path.track("mariage")[0]
    from tests.training.helpers import wrong_response

    for spec in first.levels:
        level = spec.build()
        progress.record(level.check(wrong_response(level)), now=0)
    assert progress.stage_score(first.id) == (0, len(first.levels))
    assert not progress.is_open(path.next_stage(first.id).id)


def test_card_grades_have_the_documented_thresholds():
    assert [card_grade(n) for n in (0, 1, 9, 10, 19, 20, 162)] == \
        ["good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
