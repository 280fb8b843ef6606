"""Breaker findings on the card-table widgets that can be shown without a browser (the browser side is in
tests/browser/test_breaker_widgets_browser.py; the findings are listed in docs/breaker-widgets.md)."""
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


def test_a_double_click_on_a_trainer_call_is_one_answer():
    # in the browser a double click sends two clicks before the kernel has disabled the buttons: the
    # second reaches the kernel after the answer and must be ignored, not judged ("you have answered
    # this problem already" shown in red under an answer the learner has just been given)
    from belote_learn.widgets import BiddingTrainer

    t = BiddingTrainer("classic-501", seed=1, simulations=20)
    button = next(b for b in t.calls_box.children if getattr(b, "description", "") == "Pass")
    button.click()
    assert len(t.history) == 1 and t.error == ""
    button.click()  # the second click of the double click
    assert len(t.history) == 1
    assert t.error == ""
