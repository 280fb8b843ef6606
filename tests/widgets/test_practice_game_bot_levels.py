"""The practice game's bot levels changed in the middle of a hand: the hand goes on with the bots it began
with, the level line says what changes from the next hand, and saves, resumes and take-backs keep each
hand's bots."""
from __future__ import annotations

import json

from belote_learn.core.cards import Seat
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


