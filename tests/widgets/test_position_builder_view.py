"""The position builder's pack folds away (so that on a projector's 1024x768 the table and its explanation
fit one screen) and comes back; placed cards and verdicts are kept."""
from __future__ import annotations

import pytest

from belote_learn.rules.datafiles import data_path
from belote_learn.widgets import PositionBuilder


def lesson_3_position() -> PositionBuilder:
    # classic-1000, hearts trumps, East leads: E A♠, N 9♥, W K♠ on the table; South holds J♥ 7♥ A♦.
    # North's 9♥ ruffs and wins for South's side; South has no spade, so South may play any card except
    # an undertrump of the partner's 9♥: 7♥ is not legal, J♥ (over the 9) and A♦ (a discard) are.
    b = PositionBuilder("classic-1000", "H", leader="E")
    for c in ("AS", "9H", "KS"):
        b.click_pack(c)
    b.set_target("hand")
    for c in ("JH", "7H", "AD"):
        b.click_pack(c)
    return b


def test_pack_folds_away_and_back_keeping_the_position():
    b = lesson_3_position()
    pack = b.table.frame["pack"]
    assert len(pack["cards"]) == 32 and pack["buttons"][-1]["label"] == "Hide pack"
    verdicts = b.verdicts_html
    assert "7♥" in verdicts and "not legal" in verdicts
    b.table.press("pack")  # the pack's own button does what show_pack does
    assert b.pack_open is False and "pack" not in b.table.frame
    # folded: "Show pack" waits next to the menus
    assert b.show_pack_button.layout.display is None and b.show_pack_button.description == "Show pack"
    # the position, the table and the explanation are unchanged
    assert b.verdicts_html == verdicts and b.table.frame["message"] == verdicts
    assert [str(c) for c in b.position.legal_cards()] == ["JH", "AD"]
    assert len(b.table.frame["trick"]) == 3 and len(b.table.frame["hand"]["cards"]) == 3
    # a click on a placed card of the hand still takes it back
    b.table.click("AD", "hand")
    assert [str(c) for c in b.hand_cards] == ["JH", "7H"] and b.pack_open is False
    b.show_pack_button.click()
    assert len(b.table.frame["pack"]["cards"]) == 32 and b.table.frame["pack"]["label"] == "Place cards"
    assert b.show_pack_button.layout.display == "none"


def test_show_pack_rejects_a_non_boolean_and_changes_nothing():
    b = lesson_3_position()
    frame = b.table.frame
    b.show_pack("no")
    assert "True or False" in b.error and b.pack_open is True and b.table.frame == frame


def test_a_loaded_position_folds_the_pack_and_clear_brings_it_back():
    b = PositionBuilder()
    b.load("c1000-09-must-overtrump")
    assert b.pack_open is False and "pack" not in b.table.frame and b.verdicts_html
    b.clear()
    assert b.pack_open is True and len(b.table.frame["pack"]["cards"]) == 32


NAME = "c1000-01-undertrump-partner-refused"


TITLE = "No undertrumping your partner when you could overtrump (classic-1000). "


def test_clear_drops_the_loaded_positions_title():
    # after Clear the status still began with the loaded position's title over an empty table
    b = PositionBuilder()
    b.load(NAME)
    assert b._note == TITLE and b.status.startswith("South to play")
    b.clear()
    assert b._note == "" and b.error == ""
    assert not b.trick_cards and not b.hand_cards and b.pack_open


@pytest.mark.parametrize("change", [
    lambda b: b.set_contract("S"),    # the file holds contract H (classic-1000 has no NT); ♠ is another position
    lambda b: b.remove("7H"),         # South's hand J♥ 7♥ A♦ loses the 7♥
    lambda b: b.set_leader("N"),      # East led the trick in the file: North leading is another position
])
def test_saved_to_is_dropped_once_the_position_changes(tmp_path, change):
    # "Saved to x.json." stayed in the status after the position changed: the file no longer held it
    b = PositionBuilder()
    b.load(NAME)
    path = b.save(str(tmp_path / "x.json"))
    assert b._note == f"Saved to {path}. "
    change(b)
    assert b.error == "" and b._note == ""


def test_a_refused_click_or_a_fold_keeps_the_note():
    b = PositionBuilder()
    b.load(NAME)  # three cards on the table (A♠ 9♥ K♠): a fourth is refused
    b.click_pack("7S")
    assert "three cards are already there" in b.error and b._note == TITLE
    b.show_pack(True)
    b.set_target("hand")  # where clicks go: the position itself is unchanged
    assert b._note == TITLE and b.error == ""


def test_builder_save_is_off_while_there_is_nothing_to_save(tmp_path):
    # Save was enabled on an empty builder, and a press gave "hand: the player to move has no card yet"
    b = PositionBuilder()
    assert b.save_button.disabled and "first" in b.save_button.tooltip
    b.load(NAME)  # South holds J♥ 7♥ A♦: a position
    assert not b.save_button.disabled
    b.clear()
    assert b.save_button.disabled
    b.set_target("hand")
    b.click_pack("JH")  # East (to play after no card) holds J♥: a position again
    assert not b.save_button.disabled and b.save(str(tmp_path / "p.json")).endswith("p.json")


def test_the_position_builder_names_a_record_or_an_auction_given_to_it():
    # the same mix-up in the builder: a hand record, or a coinche auction position, is not a card-play
    # position; the refusal says which it is (and the builder's position is unchanged)
    from belote_learn.widgets import PositionBuilder

    b = PositionBuilder("coinche")
    b.load("c501-01-lead")
    before = b.to_json()
    b.load(str(data_path("records", "mariage-cape.json")))
    assert "hand record" in b.error and len(b.error) < 300 and b.to_json() == before
    b.load({"rules": "coinche", "dealer": "N", "bidding": [["W", "100 H"]], "to_speak": "S"})
    assert "auction position" in b.error and len(b.error) < 300 and b.to_json() == before
