"""Breaker h14o (issue 14): the practice game's bot levels changed mid-hand, saved and resumed; the lesson
quizzes' verdicts kept stale after the answer changed. Each test failed before its fix."""
from __future__ import annotations

import json

from belote_learn.cards import Seat
from belote_learn.widgets.practice import PracticeGame


def kinds(game) -> dict:
    return {seat: type(bot).__name__ for seat, bot in game.bots.items()}


def test_resume_after_a_mid_hand_level_change_keeps_the_hands_bots(tmp_path):
    """Levels changed mid-hand apply from the next hand; a save made then, resumed, went on with the NEW
    bots for the rest of the hand (Partner random, Opponents expert), which the hand never began with.
    Expected: the hand goes on with the three rule bots it began with; the menus still name the chosen
    levels, the line says they wait for the next hand, and the next hand brings them."""
    g = PracticeGame(seed=3, pace=0)  # seed 3: South speaks first in the auction, nothing played yet
    assert kinds(g) == {Seat.N: "RuleBot", Seat.E: "RuleBot", Seat.W: "RuleBot"}
    g.partner_box.value, g.opponents_box.value = "random", "expert"
    path = tmp_path / "mid.json"
    g.save(str(path))
    saved = json.loads(path.read_text())["practice"]
    assert saved == {"partner": "rule", "opponents": "rule", "waiting": False,
                     "next": {"partner": "random", "opponents": "expert"}}
    r = PracticeGame(seed=9, pace=0)
    assert r.load(str(path)), r.error
    assert kinds(r) == {Seat.N: "RuleBot", Seat.E: "RuleBot", Seat.W: "RuleBot"}
    assert (r.partner_box.value, r.opponents_box.value) == ("random", "expert")
    note = r.level_note.value
    assert "Partner: Beginner" in note or "Partner: Random" in note, note
    assert "Opponents: Expert" in note and "from the next hand" in note, note
    assert r.level_note.layout.display == "block"


def test_level_line_names_both_changes_and_goes_when_changed_back():
    """Partner then Opponents changed: the line named only the last one (Opponents), though both wait.
    Changing both back to the hand's own level left a line saying "Club player from the next hand",
    which changes nothing. Expected: both named; no line once the menus name the hand's bots again."""
    g = PracticeGame(seed=3, pace=0)
    g.partner_box.value = "random"
    g.opponents_box.value = "expert"
    assert "Partner:" in g.level_note.value and "Opponents: Expert" in g.level_note.value, g.level_note.value
    g.partner_box.value = "rule"
    assert "Partner:" not in g.level_note.value and "Opponents: Expert" in g.level_note.value
    g.opponents_box.value = "rule"
    assert g.level_note.value == "" and g.level_note.layout.display == "none"


def test_resume_of_a_file_with_a_bad_next_level_changes_nothing(tmp_path):
    """A saved game whose practice.next names an unknown level: one line naming the field, the game as it was."""
    g = PracticeGame(seed=3, pace=0)
    g.opponents_box.value = "expert"
    path = tmp_path / "bad.json"
    g.save(str(path))
    data = json.loads(path.read_text())
    data["practice"]["next"]["opponents"] = "grandmaster"
    path.write_text(json.dumps(data))
    r = PracticeGame(seed=9, pace=0)
    before = (list(r.game.actions), r.partner_box.value, r.opponents_box.value, r.level_note.value)
    assert r.load(str(path)) is False
    assert "practice.next.opponents" in r.error and "grandmaster" in r.error and "\n" not in r.error
    assert (list(r.game.actions), r.partner_box.value, r.opponents_box.value, r.level_note.value) == before


# -- lesson quizzes ---------------------------------------------------------------------------------------
from belote_learn.lessons import quizzes as Q  # noqa: E402


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


def test_coinche_calls_key_is_new_for_each_game_and_each_turn_to_bid():
    """The table starts the bid value menu at the smallest bid whenever frame["calls_key"] changes (a
    value chosen in an earlier auction was offered again: 110 where 80 was the floor). The same seed twice
    is the same deal with the same calls, so only the key can tell the two games apart: it must differ;
    a Hint (no call made) keeps it."""
    g = PracticeGame("coinche", seed=5, pace=0)
    first = g.table.frame.get("calls_key")
    assert g.table.frame.get("calls") and first
    g.hint()
    assert g.table.frame.get("calls_key") == first
    g.new_game(seed=5)
    assert g.table.frame.get("calls") and g.table.frame["calls_key"] != first


def test_take_back_into_the_hand_before_goes_on_with_that_hands_bots():
    """Seed 3, Partner set to Beginner (random) during hand 1, which the three rule bots play out; South
    plays the first legal call or card each time until the hand is over, then Next hand (the random partner
    joins). In hand 2 the bots speak first, so Take back undoes South's last card of hand 1: hand 1 went on
    with the RANDOM partner, a bot it never had. Expected: hand 1's rule bots again, and the line saying
    Beginner waits for the next hand (the menu still says Beginner)."""
    g = PracticeGame(seed=3, pace=0)
    g.partner_box.value = "random"
    for _ in range(60):
        if g.waiting:
            break
        g.act(g.game.view(Seat.S).legal[0])
    assert g.waiting and len(g.game.deals) == 1
    assert g.next_hand()
    assert kinds(g)[Seat.N] == "RandomBot"
    assert g.take_back() and len(g.game.deals) == 0  # back in hand 1
    assert kinds(g) == {Seat.N: "RuleBot", Seat.E: "RuleBot", Seat.W: "RuleBot"}
    assert g.partner_box.value == "random" and "Partner: Beginner" in g.level_note.value


def test_level_line_after_the_hand_is_over_says_no_hand_is_played_out():
    """A level changed once the hand is over (waiting for Next hand): the line said "this hand is played
    out by the bots it began with", but no card of it is left to play. Expected: just "from the next hand."."""
    g = PracticeGame(seed=3, pace=0)
    for _ in range(60):
        if g.waiting:
            break
        g.act(g.game.view(Seat.S).legal[0])
    assert g.waiting
    g.opponents_box.value = "expert"
    assert g.level_note.value == "<b>Opponents: Expert</b> from the next hand."
    assert g.next_hand() and kinds(g)[Seat.E] == "ExpertBot" and g.level_note.value == ""


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
