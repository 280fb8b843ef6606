"""Found trying the coinche bidding trainer as a hostile user would (h13c): a refused call listed all 41
calls of the auction (a 340-character message) instead of the reason the auction gives."""
import pytest

from belote_learn.widgets import BiddingTrainer


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
    from belote_learn.game import Game

    g = Game("coinche", seed=7, dealer="N")
    before = g.to_json()
    verdict = g.deal.explain_call(call)
    assert not verdict.legal and said in verdict.text and g.to_json() == before
