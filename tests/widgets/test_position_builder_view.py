"""The position builder's pack folds away (so that on a projector's 1024x768 the table and its explanation
fit one screen) and comes back; placed cards and verdicts are kept."""
from __future__ import annotations

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
