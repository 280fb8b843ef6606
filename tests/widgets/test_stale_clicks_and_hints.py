"""Clicks aimed at an older scene of the card table and hints left from another position: a dropped click
ends the thinking state, and a take-back leaves no hint marked (the browser side is in
tests/browser/test_rapid_clicks.py)."""
from belote_learn.widgets import PracticeGame
from belote_learn.widgets.table import CardTable


def test_a_dropped_click_never_leaves_the_table_thinking():
    # the browser sets "busy" (the thinking state of Hint) and sends the click; when that click is aimed
    # at an older scene (Settings, sent at once, redrew the table first), the kernel drops it: the
    # thinking state must end too, or the status line says "The expert is thinking…" for ever
    t = CardTable()
    t.show({"buttons": [{"id": "hint", "enabled": True}]})
    old = t.seq
    t.show({"buttons": [{"id": "hint", "enabled": True}]})
    t.busy = "The expert is thinking…"  # as the browser sets it
    t._on_msg(t, {"kind": "button", "id": "hint", "seq": old})
    assert t.ignored == 1
    assert t.busy == ""


def test_settings_then_a_stale_hint_in_the_practice_game():
    p = PracticeGame("classic-501", seed=3, pace=0)
    seq = p.table.seq
    p.table._on_msg(p.table, {"kind": "button", "id": "settings", "seq": seq})  # drawn again: seq + 1
    p.table.busy = "The expert is thinking…"
    p.table._on_msg(p.table, {"kind": "button", "id": "hint", "seq": seq})  # aimed at the older scene
    assert p.table.busy == ""
    assert "thinking" not in p.table.frame.get("status", "")


def test_take_back_after_a_hint_leaves_no_stale_hint_marked():
    # seed 1, classic-501: South takes at the first chance (pass otherwise) and plays the first legal
    # card until South has played once and is to play again; Hint marks a card for that position;
    # Take back returns to the position before South's last card, where that hint was never given (the
    # card it named may not even be legal there): nothing may be marked, and no hint details shown
    from belote_learn import Seat

    p = PracticeGame("classic-501", seed=1, pace=0)
    while not (p.game.phase == "play" and p.game.current_player() == Seat.S and not p.waiting
               and len(p.game.view(Seat.S).hand) < 8):  # South has played a card of this hand
        if p.waiting:  # everybody passed: the next deal
            p.next_hand()
            continue
        legal = p.game.view(Seat.S).legal
        p.act("take" if "take" in legal else ("pass" if "pass" in legal else legal[0]))
    p.table.press("hint")
    assert [c["c"] for c in p.table.frame["hand"]["cards"] if c.get("hint")]  # the hint is marked
    p.table.press("back")
    assert [c["c"] for c in p.table.frame["hand"]["cards"] if c.get("hint")] == []
    assert [c["id"] for c in p.table.frame.get("calls") or [] if c.get("hint")] == []
    assert "Details" not in p.table.frame.get("message", "")
