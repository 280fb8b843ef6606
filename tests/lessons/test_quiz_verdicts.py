"""The lesson quizzes' verdicts follow the answer: a verdict goes when another number is typed, another choice
picked or a card toggled after Check; the number box shows the number judged, and bad input changes nothing."""
from __future__ import annotations

import json

from belote_learn.lessons import quizzes as Q


def test_number_quiz_box_shows_the_number_judged_and_bad_input_changes_nothing():
    """cards_count_quiz: a pack of 8 ranks x 4 suits = 32 cards. answer(-5) judged -5 ("too few") while
    the box still showed 0. Expected: the box shows -5; then "", "1e9", "abc" are refused in one line each,
    the box and the verdict left as they were; answer(" 32 ") is right and the box shows 32."""
    q = Q.cards_count_quiz()
    assert q.answer("-5") is False
    assert q.box.value == "-5" and q.feedback.startswith("Not quite: -5 is too few; the answer is 32.")
    before = (q.box.value, q.feedback, q.right)
    for bad in ["", "1e9", "abc", 1e9, None]:
        assert q.answer(bad) is None, bad
        assert q.error.startswith("type a whole number, not") and "\n" not in q.error, q.error
        assert (q.box.value, q.feedback, q.right) == before, bad
    assert q.answer(" 32 ") is True and q.box.value == "32" and q.error == ""


def test_number_quiz_box_is_read_as_typed_by_check():
    """In Chromium the number box (an <input type=number>) turned a typed "1e9" into 19 and "abc" or an
    empty box into 0, and Check judged 19 or 0 ("0 is too few") as if typed. Expected: the box is text,
    read by Check: an empty box, "abc" and "1e9" get one line naming what was typed, nothing judged."""
    q = Q.cards_count_quiz()
    assert q.box.value == ""
    for typed in ["", "abc", "1e9"]:
        q.box.value = typed
        q.check_button.click()
        assert q.right is None and q.feedback == "", typed
        assert q.error == f"type a whole number, not {json.dumps(typed)}", q.error
    q.box.value = "32"
    q.check_button.click()
    assert q.right is True and q.error == ""


def test_number_quiz_verdict_goes_when_another_number_is_typed():
    """The verdict "Right!" stayed under the box after the learner typed another number (as if 31 were
    right). Expected: typing 31 clears it with a line saying to check again; Check then judges 31:
    31 < 32, too few."""
    q = Q.cards_count_quiz()
    assert q.answer(32) is True
    q.box.value = "31"  # what typing does in the browser
    assert q.right is None and q.feedback == ""
    assert "press Check again" in q.feedback_view.value and "Right" not in q.feedback_view.value
    q.check_button.click()
    assert q.right is False and q.feedback.startswith("Not quite: 31 is too few; the answer is 32.")


def test_pick_quiz_verdict_and_colours_go_when_the_selection_changes():
    """calls_quiz (classic-501, North deals, turn-up J♥, South speaks first, nothing said yet): in the first
    round South may pass or take hearts, so the answer is {pass, take}. After a Check with "pass" alone
    ("Not quite", pass and take green), pressing "take" made the selection right but left "Not quite"
    and the old colours. Expected: verdict and colours gone, "press Check again"; Check then says Right!"""
    q = Q.calls_quiz()
    assert q.answer(["pass"]) is False
    assert q.buttons["pass"].button_style == "success" and q.buttons["take"].button_style == "success"
    q.buttons["take"].value = True  # the learner presses "take" in the browser
    assert q.right is None and q.feedback == "" and "press Check again" in q.feedback_view.value
    assert [b.button_style for b in q.buttons.values()] == [""] * len(q.buttons)
    assert q.selected == ["pass", "take"]
    assert q.check() is True


def test_legal_cards_quiz_answer_goes_when_a_card_is_toggled_after_check():
    """legal_cards_quiz (lesson's position: classic-501, hearts trumps, South holds A♥ 8♥ K♣, trick led
    W:A♦ N:10♥ E:7♦): after Check the card quiz clears its verdict when a card is toggled, but the lesson
    question kept right=True/False and its feedback text. Expected: both cleared with the card quiz's."""
    q = Q.legal_cards_quiz(hand="AH 8H KC", trick="W:AD N:10H E:7D")
    assert q.answer(["AH"]) in (True, False) and q.feedback
    q.toggle("KC")
    assert q.quiz.checked is False
    assert q.right is None and q.feedback == ""


def test_score_quiz_verdict_and_breakdown_go_when_a_score_is_typed_again():
    """score_quiz, classic-501, diamonds, South takes with 55 card points, the defenders take the last
    trick and the takers hold the belote: 55 + 20 = 75 < 97 + 10 = 107, dedans: North-South 20,
    East-West 162. Answered 20 and 100 (wrong), then 162 typed for East-West: "Not quite" and the
    breakdown's highlighted line stayed. Expected: both go; Check then says Right!"""
    from belote_learn.lessons.exercises import score_quiz

    q = score_quiz(system="classic-501", trumps="D", taker="S", takers_cards=55, last_trick="defenders", belote="takers")
    assert q.answer(ns=20, ew=100) is False and q.breakdown.value
    assert (q.ns_box.value, q.ew_box.value) == ("20", "100")
    q.ew_box.value = "162"
    assert q.right is None and q.breakdown.value == "" and q.missed == []
    assert "press Check again" in q.feedback_view.value
    q.check_button.click()
    assert q.right is True
