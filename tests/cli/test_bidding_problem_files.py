"""A bidding problem of the trainer (data/bidding/*.json, docs/formats.md "Bidding problems") given to
`belote-learn check` or `explain`: neither command reads one, so the refusal says what the file is, and never
sends the learner to a command that refuses it too."""
from __future__ import annotations


import pytest

from tests.cli.runner import run
from belote_learn.rules.datafiles import data_path




@pytest.mark.parametrize("problem", ["01-classic-501.json", "29-sans-tout-atout.json", "71-coinche.json"])
def test_check_of_a_bidding_problem_does_not_send_it_to_explain_which_refuses_it(problem):
    path = str(data_path("bidding", problem))
    check_status, _, check_err = run("check", path)
    explain_status, _, _ = run("explain", path)
    # check refuses it (a bidding problem is not a hand record: no hands, no plays), in one line
    assert check_status == 2 and "\n" not in check_err.strip()
    # today check says "this is a position ...: explain it with belote-learn explain", and explain then answers
    # "dealer: unknown field; a position has rules, ...": the advice must name a command that reads the file
    assert explain_status == 0 or "belote-learn explain" not in check_err
