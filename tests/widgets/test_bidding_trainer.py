"""The bidding trainer driven through its plain methods: refused calls say why in one short line, calls of
another system are named in plain English, one answer a problem (a double click is one answer), problems
that break the auction or carry a note that is not text are refused and change nothing, and the number of
simulations is bounded."""
from __future__ import annotations

import json

import pytest

from belote_learn.datafiles import data_path
from belote_learn.errors import BeloteError, RulesError
from belote_learn.game import Game
from belote_learn.widgets import BiddingTrainer, PositionBuilder
from belote_learn.widgets.trainer import load_problems


def _first_coinche_problem():
    t = BiddingTrainer("coinche")
    t.next_problem()  # the first curated problem of the trainer's own rules
    assert t.problem.rules.preset == "coinche" and t.error == ""
    return t


@pytest.mark.parametrize("call, words", [
    ("85 H", "bids go from 80 to 160 in tens"),    # 85 is no value of the system (docs/formats.md, bid-value)
    ("170 H", "bids go from 80 to 160 in tens"),   # nor is 170: the highest bid below capot is 160
    ("take", "no 'take'"),                         # a call of the turn-up systems (not-a-coinche-call)
])
def test_a_refused_coinche_call_says_why_in_one_short_line(call, words):
    t = _first_coinche_problem()
    before = (t.grade, len(t.history), t.problem.name)
    assert t.decide(call) is None
    assert words in t.error and len(t.error) < 300 and "\n" not in t.error
    assert (t.grade, len(t.history), t.problem.name) == before  # refused: nothing recorded


@pytest.mark.parametrize("call, said", [
    ("H", "coinche has no bid of a suit alone (H);"),   # was "coinche has no a suit alone (H)"
    ("NT", "coinche has no no-trumps contract;"),       # was "coinche has no no trumps"
    ("AT", "coinche has no all-trumps contract;"),
])
def test_a_call_of_another_system_is_named_in_plain_english(call, said):
    g = Game("coinche", seed=7, dealer="N")
    before = g.to_json()
    verdict = g.deal.explain_call(call)
    assert not verdict.legal and said in verdict.text and g.to_json() == before


def _problem_dict(**change):
    import json
    from pathlib import Path

    data = json.loads((Path(__file__).resolve().parents[2] / "data" / "bidding" / "43-coinche.json").read_text("utf-8"))
    return {**data, **change}


def _trainer():
    from belote_learn.widgets import BiddingTrainer

    t = BiddingTrainer("coinche", simulations=5)
    t.next_problem()
    return t


def _state(t):
    p = t.problem
    return (p.name, p.title, tuple(map(str, p.hand)), tuple(p.calls_before), t.grade, len(t.history), t._index)


def test_a_problem_whose_calls_go_past_the_end_says_so():
    # four passes end the auction: a fifth call was refused as "nobody cannot call '80 H'"
    t = _trainer()
    before = _state(t)
    t.load(_problem_dict(calls_before=["pass", "pass", "pass", "pass", "80 H"]))
    assert t.error.startswith("calls_before[4]: '80 H' comes after the end: the auction is over")
    assert "nobody cannot" not in t.error and _state(t) == before


@pytest.mark.parametrize("field", ["title", "teaches"])
@pytest.mark.parametrize("value", [{"a": 1}, ["x"], 12])
def test_a_problem_title_or_lesson_must_be_text(field, value):
    # a dict as title was shown as "{'a': 1}." above the hand
    t = _trainer()
    before = _state(t)
    t.load(_problem_dict(**{field: value}))
    assert t.error.startswith(f"{field}: must be text") and _state(t) == before


@pytest.mark.parametrize("n", [10**9, 10_001])
def test_the_trainer_refuses_more_simulations_than_it_can_play(n):
    # simulations=10**9 was taken, and the first decision would have played out 10**9 deals per call
    # (the kernel busy for days); the trainer now says how many it can play
    from belote_learn.widgets import BiddingTrainer

    with pytest.raises(BeloteError) as exc:
        BiddingTrainer("coinche", simulations=n)
    assert "at least 1 and at most 10,000" in str(exc.value)
    assert BiddingTrainer("coinche", simulations=10_000).simulations == 10_000


def test_every_curated_problem_has_an_answer_it_may_call():
    problems = load_problems()
    assert len(problems) >= 40
    for p in problems:
        assert p.answer in p.options(), p.name


def test_trainer_figures_are_the_same_every_time():
    a, b = BiddingTrainer(), BiddingTrainer(seed=7)
    a.load(0)
    b.deal()  # another problem first must not change the curated problem's figures
    b.load(0)
    a.decide("take")
    b.decide("pass")
    assert {c: r["mean"] for c, r in a.results.items()} == {c: r["mean"] for c, r in b.results.items()}


def test_trainer_refuses_a_second_answer_to_the_same_problem():
    t = BiddingTrainer()
    t.load(0)
    t.decide("take")
    t.decide("pass")
    assert "answered this problem already" in t.error and len(t.history) == 1


@pytest.mark.parametrize("change, field", [
    ({"seat": "Z"}, "seat"), ({"turn_up": "1X"}, "turn_up"), ({"turn_up": None}, "turn_up"),
    ({"calls_before": ["pass", "zz"]}, "calls_before[1]"), ({"answer": "NT"}, "answer"), ({"answer": 5}, "answer"),
    ({"hand": ["JH", "9H", "AS", "7C", "XX"]}, "hand[4]"),
])
def test_trainer_problem_errors_name_the_field(change, field):
    t = BiddingTrainer()
    t.load(12)
    shown = t.problem
    t.load({**shown.to_dict(), **change})
    assert t.error.startswith(field + ":") and t.problem is shown


def test_trainer_constructor_errors():
    with pytest.raises(RulesError, match="no bidding"):
        BiddingTrainer(preset="mariage")
    with pytest.raises(BeloteError, match="simulations"):
        BiddingTrainer(simulations=0)
    with pytest.raises(BeloteError, match="seed"):
        BiddingTrainer(seed="x")


def test_a_title_that_is_not_text_is_shown_as_text():
    # a bidding problem's title must be text in every system (coinche refused 5 while the turn-up
    # problems showed "5"; now both refuse it and the trainer keeps its problem)
    t = BiddingTrainer()
    before = t.problem
    t.load({**load_problems()[12].to_dict(), "title": 5})
    assert t.error == "title: must be text, not 5" and t.problem is before
    b = PositionBuilder()
    pos = json.loads(data_path("positions").joinpath(sorted(p.name for p in data_path("positions").glob("*.json"))[0]).read_text())
    b.load({**pos, "title": 5})
    assert b.error == "" and b.table.frame["status"].startswith("5. ")


def test_trainer_names_north_when_north_speaks_first():
    # classic-1000 is anticlockwise: with East dealing, North speaks first (Seat.N is 0, not "nobody")
    t = BiddingTrainer()
    t.load(0)
    t.load({**t.problem.to_dict(), "rules": "classic-1000"})
    assert "it is North's turn, not South's" in t.error


def test_a_double_click_on_a_trainer_call_is_one_answer():
    # in the browser a double click sends two clicks before the kernel has disabled the buttons: the
    # second reaches the kernel after the answer and must be ignored, not judged ("you have answered
    # this problem already" shown in red under an answer the learner has just been given)
    from belote_learn.widgets import BiddingTrainer

    t = BiddingTrainer("classic-501", seed=1, simulations=20)
    button = next(b for b in t.calls_box.children if getattr(b, "description", "") == "Pass")
    button.click()
    assert len(t.history) == 1 and t.error == ""
    button.click()  # the second click of the double click
    assert len(t.history) == 1
    assert t.error == ""
