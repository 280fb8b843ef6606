"""The level data of data/training: enough levels, skills and systems; no answer stored; each composed level
names its point; the first levels of each stage have their scaffold on; the files are what the generator
writes; a bad level file is refused in one line naming the file, the level and the field."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from belote_learn.core.errors import PositionError
from belote_learn.training import load_level, load_path
from belote_learn.training.levels import read_level, training_folder
from belote_learn.training.skills import POINTS

ROOT = Path(__file__).resolve().parents[2]
PATH = load_path()


def test_the_path_holds_at_least_150_levels_over_10_skills_and_all_five_systems():
    levels = PATH.levels
    assert len(levels) >= 150
    assert len({spec.skill for spec in levels}) >= 10
    assert {spec.system for spec in levels} == {"classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche"}


def test_every_skill_of_the_brief_has_levels():
    skills = {spec.skill for spec in PATH.levels}
    assert skills >= {"legal_cards", "win_trick", "trick_points", "hand_points", "master_card", "voids", "trumps_out",
                      "compare_declarations", "score_hand", "bid", "ending", "defend"}


def test_no_level_stores_an_answer():
    for path in sorted(training_folder().glob("*.json")):
        for stage in json.loads(path.read_text(encoding="utf-8"))["stages"]:
            for level in stage["levels"]:
                assert "answer" not in level, level["id"]


def test_a_composed_level_names_the_point_it_makes_and_a_seeded_one_its_seed():
    for spec in PATH.levels:
        if spec.composed and spec.skill != "bid":
            assert spec.point in POINTS, spec.id
        if not spec.composed:
            assert isinstance(spec.deal["seed"], int) and spec.point is None, spec.id


def test_the_first_two_levels_of_each_stage_frame_and_say_the_rule_and_the_others_do_not():
    for stage in PATH.stages:
        flags = [spec.scaffold for spec in stage.levels]
        assert flags == [i < 2 for i in range(len(flags))], stage.id


def test_the_stages_are_by_skill_and_system_and_each_track_starts_open():
    for stage in PATH.stages:
        assert all(spec.skill == stage.skill and spec.system == stage.system for spec in stage.levels)
    assert {st.system for st in PATH.first_stages()} == {"classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche"}
    assert all(st.skill == "legal_cards" for st in PATH.first_stages())  # every track starts with the legal cards


def check_generated(*skills):
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "make_training.py"), "--check", *skills], cwd=ROOT,
                         capture_output=True, text=True, timeout=1800)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_quick_level_files_are_what_the_generator_writes():
    # deterministic: running the tool again gives the same files (the skills it finds in seconds)
    check_generated("--skills", "trick_points", "hand_points", "compare_declarations", "bid")


@pytest.mark.long
def test_every_level_file_is_what_the_generator_writes():
    check_generated()


GOOD = {"id": "legal_cards.test.01", "skill": "legal_cards", "system": "classic-501",
        "deal": {"seed": 3, "dealer": "N", "trick": 2, "card": 2}, "goal": "every_legal_card", "par": 0,
        "graded": "per_card", "scaffold": True, "hint": "rule"}


@pytest.mark.parametrize("change, field, words", [
    ({"answer": ["JH"]}, "legal_cards.test.01", "stores no answer"),
    ({"goal": "win"}, "legal_cards.test.01: goal", "not one of every_legal_card"),
    ({"graded": "exact"}, "legal_cards.test.01: graded", "graded per_card"),
    ({"deal": {"seed": 3, "dealer": "N", "trick": 9, "card": 2}}, "legal_cards.test.01: deal.trick", "from 1 to 8"),
    ({"deal": {"seed": 3, "dealer": "X", "trick": 2, "card": 2}}, "legal_cards.test.01: deal.dealer", ""),
    ({"system": "belotte"}, "legal_cards.test.01: system", ""),
    ({"skil": "legal_cards"}, "skil", "did you mean skill"),
    ({"hint": "card"}, "legal_cards.test.01: hint", "not one of rule, suit"),
    ({"point": "nine_beats_ace"}, "legal_cards.test.01: point", "seed"),
    ({"position": {"contract": "H", "to_play": "S", "hand": ["JH"]}}, "legal_cards.test.01: deal", "exactly one field"),
])
def test_a_bad_level_is_refused_in_one_line_naming_the_level_and_the_field(change, field, words):
    data = {**GOOD, **change}
    with pytest.raises(PositionError) as err:
        read_level(data)
    assert err.value.field == field
    text = str(err.value)
    assert "\n" not in text and words in text, text


def test_a_bad_level_file_is_refused_naming_the_file(tmp_path):
    (tmp_path / "legal_cards.json").write_text(json.dumps(
        {"skill": "legal_cards", "stages": [{"id": "legal_cards.c501", "system": "classic-501",
                                             "levels": [{**GOOD, "par": -1}]}]}))
    with pytest.raises(PositionError) as err:
        load_path(tmp_path)
    text = str(err.value)
    assert text.startswith("legal_cards.json: legal_cards.test.01: par: must be a whole number from 0 to 500"), text
    assert "\n" not in text


def test_a_file_that_is_not_json_is_named_with_what_is_wrong(tmp_path):
    (tmp_path / "voids.json").write_text("{not json")
    with pytest.raises(PositionError) as err:
        load_path(tmp_path)
    text = str(err.value)
    assert "voids.json: not valid JSON" in text and "\n" not in text, text


def test_an_unknown_level_id_is_refused_naming_the_closest():
    with pytest.raises(PositionError) as err:
        load_level("legal_cards.c501.0l")
    text = str(err.value)
    assert 'no level "legal_cards.c501.0l"; did you mean legal_cards.c501.' in text, text


def test_a_seed_that_cannot_give_the_position_is_refused_naming_the_level():
    # trumps_out asks for a trump suit: a no-trumps or all-trumps deal of sans-tout-atout cannot give one
    for seed in range(1, 200):
        data = {"id": "trumps_out.test.01", "skill": "trumps_out", "system": "sans-tout-atout",
                "deal": {"seed": seed, "dealer": "N", "trick": 3, "card": 0}, "goal": "trumps_out", "par": 0,
                "graded": "overlap", "scaffold": False, "hint": "count"}
        try:
            load_level(data)
        except PositionError as exc:
            if "trump suit" in str(exc):
                assert exc.field == "trumps_out.test.01: deal"
                return
    pytest.fail("no no-trumps or all-trumps deal in 200 seeds")
