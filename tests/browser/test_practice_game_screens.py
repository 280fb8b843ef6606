"""Screenshots of states the other browser tests do not save: the practice game in the middle of the play,
and the coinche practice game with its auction box, in JupyterLab, at 1400x1000 and 1024x768
(test-output/screens/). Each also checks what a projector needs."""

import pytest
from playwright.sync_api import expect

from .conftest import (READY, assert_inside_viewport, box, close_side_bars, make_move, open_notebook, record_boxes,
                       run_all_cells, scroll_to_top, settled_seq, shoot, table_parts, write_notebook)

pytestmark = pytest.mark.browser


def _game(page, lab_server, notebook_dir, name, source):
    write_notebook(notebook_dir, name, source)
    page.set_viewport_size({"width": 1024, "height": 768})
    open_notebook(page, lab_server, name)
    close_side_bars(page)
    run_all_cells(page)
    g = page.locator(".bl-practice").first
    expect(g.locator(READY)).to_have_count(1, timeout=120_000)
    return g, g.locator("[data-region=table]")


def _hint(g, table) -> None:
    seq = settled_seq(table)
    table.locator("[data-id=hint]").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    expect(g.locator(READY)).to_have_count(1, timeout=60_000)
    expect(table.locator(".blt-message")).to_contain_text("Hint:")


def test_practice_game_mid_play(page, lab_server, notebook_dir):
    g, table = _game(page, lab_server, notebook_dir, "practice_mid_play.ipynb",
                     "from belote_learn.widgets import PracticeGame\nPracticeGame('classic-501', seed=7, pace=0)")
    # bid until the play starts: take when offered, else pass
    for _ in range(12):
        expect(g.locator(READY)).to_have_count(1, timeout=60_000)
        if not table.locator("[data-region=bidding] button").count():
            break
        make_move(table)
    expect(g.locator(READY)).to_have_count(1, timeout=60_000)
    assert make_move(table) == "card"
    expect(g.locator(READY)).to_have_count(1, timeout=60_000)
    # a hint in the middle of the play: the advice and its Details toggle are in view too
    _hint(g, table)
    scroll_to_top(table)
    boxes = assert_inside_viewport(page, {"table": table, **table_parts(table),
                                          "details": table.locator(".blt-message summary")})
    record_boxes("lab-practice-play-hint-1024x768", page, boxes)
    shoot(page, g, "lab-practice-play")


def test_coinche_practice_auction(page, lab_server, notebook_dir):
    # a coinche auction at 1024x768 in JupyterLab (side bar closed): no turn-up, so the bidding box sits in
    # the table's empty centre and the table, your hand, the calls, the buttons and the message all fit
    g, table = _game(page, lab_server, notebook_dir, "coinche_practice_auction.ipynb",
                     "from belote_learn.widgets import PracticeGame\nPracticeGame('coinche', seed=7, pace=0)")
    bidding = table.locator("[data-region=bidding]")
    expect(bidding).to_be_visible()
    expect(bidding.locator("button[data-call=pass]")).to_have_count(1)
    # the header names the game (the preset's title), not its id
    expect(table.locator(".blt-chip-rules")).to_have_text("Coinche (belote contrée), hand 1")
    # no score sheet before the first hand is over (it would be a bare header row)
    expect(g.locator(".bl-score-sheet table")).to_have_count(0)
    shoot(page, g, "lab-coinche-auction")
    scroll_to_top(table)
    boxes = assert_inside_viewport(page, {"table": table, "bidding": bidding, **table_parts(table)})
    record_boxes("lab-coinche-auction-1024x768", page, boxes)
    # the bidding box is inside the felt, between West and East, above your hand
    felt = box(table.locator(".blt-felt"))
    b, hand = boxes["bidding"], boxes["hand"]
    assert felt["y"] < b["y"] and b["y"] + b["height"] < hand["y"] + 20, (b, hand)
    west, east = (box(table.locator(f".blt-seat-{s}")) for s in "WE")
    assert west["x"] + west["width"] <= b["x"] + 1 and b["x"] + b["width"] <= east["x"] + 1, (west, b, east)
    # one row of calls: the value and the four suits side by side
    suits = bidding.locator(".blt-bidgroup button")
    expect(suits).to_have_count(4)
    tops = {round(y) for y in suits.evaluate_all("els => els.map(e => e.getBoundingClientRect().y)")}  # in one go
    assert len(tops) == 1, tops
    # a hint during the auction (the longest: a point count in words) is in view with its Details toggle
    _hint(g, table)
    scroll_to_top(table)
    boxes = assert_inside_viewport(page, {"table": table, "bidding": bidding, **table_parts(table),
                                          "details": table.locator(".blt-message summary")})
    record_boxes("lab-coinche-auction-hint-1024x768", page, boxes)
    shoot(page, g, "lab-coinche-auction-hint")
