"""A double click on the card table is one press, in Chromium, with the mouse driven click by click so that
the kernel's answer comes between the two clicks of a double click at a known moment:

* the first click plays a card and its answer is drawn before the second click: the second click (its
  click count 2) lands on another card, and plays nothing;
* the first click comes while the table is busy (the bots' cards on their way) and is ignored; the table
  takes input before the second click, which plays the card under the pointer.

The table is a bare CardTable in JupyterLab: a hand of eight cards, all legal, the cards played said in
the status line; a card clicked is played at once (no bot), so the answer comes as soon as the kernel has
handled the click."""
import pytest
from playwright.sync_api import expect

from .conftest import box, kernel_run, open_and_run, table_synced, write_notebook

pytestmark = pytest.mark.browser

TABLE_NB = """from belote_learn.widgets.table import CardTable, card_entry
HAND = ["7S", "8S", "9S", "JS", "QS", "KS", "AS", "7H"]
played = []
table = CardTable()

def ready_frame():
    return {"hand": {"label": "Your hand", "active": True,
                     "cards": [card_entry(c, legal=True) for c in HAND if c not in played]},
            "status": "Played: " + (" ".join(played) or "none")}

def on_card(message):
    played.append(message["card"])
    table.show(ready_frame())

table.on("card", on_card)
if START_BUSY:  # a frame held for an hour before the one that takes clicks: busy until told otherwise
    table.show(ready_frame(), before=[dict(ready_frame(), status="Waiting", hold=3600)])
else:
    table.show(ready_frame())
table
"""

UNDER_JS = """([x, y]) => { const b = document.elementFromPoint(x, y)?.closest('button[data-card]');
  return b ? b.dataset.card : null; }"""


def open_table(page, lab_server, notebook_dir, name: str, busy: bool):
    write_notebook(notebook_dir, name, f"START_BUSY = {busy}\n" + TABLE_NB)
    page.set_viewport_size({"width": 1400, "height": 1000})
    open_and_run(page, lab_server, name)
    table = page.locator(".blt[data-region=table]")
    expect(table.locator("[data-region=hand] button[data-card]")).to_have_count(8, timeout=120_000)
    return table


def point_at(page, card, across: float = 0.5) -> tuple:
    """Move the mouse onto ``card`` (a locator), ``across`` its width from its left edge, half way down;
    returns the point."""
    b = box(card)
    x, y = b["x"] + b["width"] * across, b["y"] + b["height"] / 2
    page.mouse.move(x, y)
    return x, y


def test_a_double_click_whose_first_click_played_plays_one_card(page, lab_server, notebook_dir):
    table = open_table(page, lab_server, notebook_dir, "double_click_played.ipynb", busy=False)
    status = table.locator("[data-region=status]")
    expect(table).to_have_attribute("data-state", "ready")
    # the fourth card of the hand (JS), near its right edge: the row is centred, so with one card fewer it
    # moves half a card's step (54 px) to the right and the next card (QS) is then under the pointer
    x, y = point_at(page, table.locator("[data-region=hand] button[data-card='JS']"), across=0.8)
    page.mouse.down(click_count=1)
    page.mouse.up(click_count=1)
    expect(status).to_have_text("Played: JS", timeout=60_000)  # the answer is drawn before the second click
    expect(table).to_have_attribute("data-state", "ready")
    under = page.evaluate(UNDER_JS, [x, y])
    assert under == "QS", under  # another card of the hand
    seq = table.get_attribute("data-seq")
    page.mouse.down(click_count=2)  # the second click of the double click
    page.mouse.up(click_count=2)
    # not sent: a card sent makes the table busy at once, until the kernel's answer (a new scene)
    assert (table.get_attribute("data-state"), table.get_attribute("data-seq")) == ("ready", seq)
    table_synced(table)
    expect(status).to_have_text("Played: JS")
    expect(table.locator("[data-region=hand] button[data-card]")).to_have_count(7)  # 8 cards, 1 played
    # a new press (click count 1) on the same card plays it: one card a press
    page.mouse.down(click_count=1)
    page.mouse.up(click_count=1)
    expect(status).to_have_text(f"Played: JS {under}", timeout=60_000)
    expect(table.locator("[data-region=hand] button[data-card]")).to_have_count(6)  # 8 - 2


def test_a_double_click_whose_first_click_was_ignored_plays_one_card(page, lab_server, notebook_dir):
    table = open_table(page, lab_server, notebook_dir, "double_click_ignored.ipynb", busy=True)
    status = table.locator("[data-region=status]")
    expect(table).to_have_attribute("data-state", "busy")  # the held frame: the table takes no click
    point_at(page, table.locator("[data-region=hand] button[data-card='JS']"))
    page.mouse.down(click_count=1)  # ignored, not queued
    page.mouse.up(click_count=1)
    table_synced(table)
    expect(status).to_have_text("Waiting")
    # the table takes input (a new scene, sent from the kernel, not clicked): then the second click
    seq = table.get_attribute("data-seq")
    kernel_run(page, "table.show(ready_frame())")
    expect(table).not_to_have_attribute("data-seq", seq)
    expect(table).to_have_attribute("data-state", "ready")
    page.mouse.down(click_count=2)
    page.mouse.up(click_count=2)
    expect(status).to_have_text("Played: JS", timeout=60_000)
    table_synced(table)
    expect(status).to_have_text("Played: JS")  # one card: the two clicks played once
    expect(table.locator("[data-region=hand] button[data-card]")).to_have_count(7)  # 8 cards, 1 played
