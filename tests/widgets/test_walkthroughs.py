"""The walkthroughs' records: a thrown-in record in the scoring walkthrough is refused as thrown in, not as
unfinished."""
import json

import pytest

from belote_learn.rules.datafiles import data_path
from belote_learn.widgets import ScoringWalkthrough


def _thrown_in_classic():
    # c501-made with every player passing in both rounds (8 passes from East, the dealer's next in
    # clockwise classic-501) and no card played: seed 000 throws the cards in
    d = json.loads(data_path("records", "c501-made.json").read_text(encoding="utf-8"))
    d["bidding"] = [[s, "pass"] for s in "ESWNESWN"]
    d["plays"] = []
    return d


@pytest.mark.parametrize("record", ["coinche", "classic-501"])
def test_a_thrown_in_deal_is_refused_as_thrown_in_not_as_unfinished(record):
    # coinche-four-passes.json: four passes, the deal is thrown in (docs/formats.md "Coinche records");
    # the record is complete, so "does not reach the end of the hand" would be wrong: the reason is that
    # nobody took, and the walkthrough shown before stays as it was
    w = ScoringWalkthrough()
    w.load_record(str(data_path("records", "c501-made.json")))
    shown_before = (w.header.value, w.table_view.value, w.title)
    source = str(data_path("records", "coinche-four-passes.json")) if record == "coinche" else _thrown_in_classic()
    w.load_record(source)
    assert "thrown in" in w.error and "everybody passed" in w.error, w.error
    assert "does not reach the end" not in w.error
    assert (w.header.value, w.table_view.value, w.title) == shown_before
