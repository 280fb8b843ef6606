"""Widgets given bad arguments or bad files: the constructors refuse them with an error naming the argument,
and the walkthroughs show what is wrong with a file in one line and keep what they showed."""
import pytest

from belote_learn.core.errors import BeloteError
from belote_learn.widgets import CardQuiz, ChoiceQuiz, DeclarationsWalkthrough, HandExplorer, Reveal, ScoringWalkthrough


# -- constructors --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("make, words", [
    (lambda: HandExplorer(seed="x"), "seed"),
    (lambda: HandExplorer(seed=1.5), "seed"),
    (lambda: HandExplorer(on_table=4), "on_table"),
    (lambda: HandExplorer(big="x"), "big"),
    (lambda: DeclarationsWalkthrough(preset="mariage"), "no declarations"),
    (lambda: DeclarationsWalkthrough(preset="sans-tout-atout", contract="NT"), "no trumps"),
    (lambda: DeclarationsWalkthrough(seed="x"), "seed"),
    (lambda: CardQuiz(None), "position"),
    (lambda: CardQuiz(5), "position"),
    (lambda: ChoiceQuiz("q", None, "a"), "choices"),
    (lambda: ChoiceQuiz("q", "ab", "a"), "choices"),
    (lambda: ChoiceQuiz(None, ["a", "b"], "a"), "question"),
    (lambda: ChoiceQuiz("q", ["a", "b"], "c"), "answer"),
    (lambda: Reveal(None), "content"),
])
def test_widget_constructors_refuse_bad_arguments(make, words):
    with pytest.raises(BeloteError, match=words):
        make()


# -- the walkthroughs' records -------------------------------------------------------------------------------

def test_walkthrough_files_say_what_is_wrong(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_text("")
    for w in (ScoringWalkthrough(), DeclarationsWalkthrough()):
        w.load_record(str(empty))
        assert "is empty" in w.error
        w.load_record(str(tmp_path / "missing.json"))
        assert "no such file" in w.error


def test_declarations_walkthrough_refuses_a_mariage_record_and_changes_nothing():
    d = DeclarationsWalkthrough()
    rules, hands = d.rules, dict(d.hands)
    d.load_record("mariage-announced")
    assert "has no declarations" in d.error and d.rules is rules and d.hands == hands
    d.load_record("sta-nt-made")
    assert "no trumps" in d.error and d.rules is rules and d.hands == hands


def test_scoring_walkthrough_without_a_hand_says_so():
    with pytest.raises(BeloteError, match="source: no record"):
        ScoringWalkthrough("x")
    w = ScoringWalkthrough(None)
    for method in ("next_line", "next_trick", "show_all", "restart"):
        getattr(w, method)()
        assert "no hand yet" in w.error
