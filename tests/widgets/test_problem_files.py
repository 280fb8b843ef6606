"""Bidding problem files (data/bidding, read_problem, read_problem_file, BiddingTrainer.load): notes that are
not text, answers that are not calls, paths, unreadable files and bad options are refused in one line
naming the field."""
import json

import pytest

from belote_learn.core.errors import PositionError
from belote_learn.widgets import BiddingTrainer
from belote_learn.widgets.trainer import load_problems, read_problem, read_problem_file


def _first(preset):
    return next(p for p in load_problems() if p.rules.preset == preset).to_dict()


# -- bidding problem files -------------------------------------------------------------------------

@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
@pytest.mark.parametrize("key, value, said", [
    ("title", 5, "title: must be text, not 5"),            # a number is no title (was shown as "5")
    ("title", ["a"], 'title: must be text, not ["a"]'),    # nor a list (was shown as "['a']")
    ("teaches", {"x": 1}, "teaches: must be text, not"),   # nor an object
    ("teaches", True, "teaches: must be text, not true"),
])
def test_a_problem_note_that_is_not_text_is_refused_in_every_system(preset, key, value, said):
    data = _first(preset)
    data[key] = value
    with pytest.raises(PositionError) as exc:
        read_problem(data)
    assert said in str(exc.value) and "\n" not in str(exc.value)
    assert exc.value.field == key


@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
@pytest.mark.parametrize("value", [[], 0, False, {}])
def test_an_answer_that_is_not_a_call_is_refused_not_read_as_no_answer(preset, value):
    # coinche read [] / 0 / false / {} as "" (no answer) because of `or ""`; the turn-up problems refused them
    data = _first(preset)
    data["answer"] = value
    with pytest.raises(PositionError) as exc:
        read_problem(data)
    assert str(exc.value).startswith("answer: must be a call such as")


def test_read_problem_file_takes_a_str_path(tmp_path):
    # a str path raised AttributeError ('str' object has no attribute 'read_bytes')
    data = _first("classic-501")
    f = tmp_path / "07-mine.json"
    f.write_text(json.dumps(data))
    p = read_problem_file(str(f))
    assert p.name == "07-mine" and p.to_dict() == data


@pytest.mark.parametrize("make, said", [
    (lambda d: d / "missing.json", "missing.json: cannot read the file: No such file"),
    (lambda d: d, "cannot read the file: Is a directory"),
    (lambda d: 5, "a bidding problem file is a path to a .json file, not 5"),
    (lambda d: None, "a bidding problem file is a path to a .json file, not null"),
])
def test_read_problem_file_refuses_what_it_cannot_read_in_one_line(tmp_path, make, said):
    # a missing file raised FileNotFoundError, a non-path AttributeError: the docstring promises PositionError
    with pytest.raises(PositionError) as exc:
        read_problem_file(make(tmp_path))
    assert said in str(exc.value) and "\n" not in str(exc.value)


# -- the trainer -----------------------------------------------------------------------------------

@pytest.mark.parametrize("bad, said", [
    (2.5, "not 2.5"), (None, "not null"), ([], "not []"), (float("nan"), "not NaN"),
])
def test_trainer_load_of_something_neither_number_nor_name_says_what_a_problem_is(bad, said):
    # was "no bidding problem 2.5; there are 85, e.g. ...": 85 counts every preset while numbers count
    # this preset's 18 classic-501 problems (data/bidding/01..18), numbered 0 to 17
    t = BiddingTrainer(simulations=20)
    before = t.problem.title
    t.load(bad)
    assert t.error == f"a problem is a number from 0 to 17, a name or a dict, {said}"
    assert t.problem.title == before


# -- MariageDeal.from_pack: the same checks as Deal and CoincheDeal -------------------------------------


@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
@pytest.mark.parametrize("options, said", [
    ({"target": "x"}, "options: option 'target' must be a whole number from 1 to 100000, got \"x\""),
    ({"nope": 1}, "options: unknown option 'nope' for preset"),
])
def test_a_bad_option_in_a_problem_names_options_not_rules(preset, options, said):
    # the message named the field "rules" although the preset was good and the fault was in "options"
    data = _first(preset)
    data["options"] = options
    with pytest.raises(PositionError) as exc:
        read_problem(data)
    assert str(exc.value).startswith(said) and exc.value.field == "options"
