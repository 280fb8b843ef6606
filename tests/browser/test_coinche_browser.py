"""Coinche bidding in JupyterLab: lesson 52's trainer, bid with the bidding box (a value, then a suit), the
expected score of each call weighed appears with its chart; screenshots at 1400x1000 and 1024x768."""
import json

import pytest
from playwright.sync_api import expect

from .conftest import OUTPUT, assert_inside_viewport, at_1024, open_and_run, shoot

pytestmark = pytest.mark.browser


def test_coinche_bidding_trainer_in_lesson_52(page, lab_server):
    open_and_run(page, lab_server, "52_coinche_bidding.ipynb")
    t = page.locator(".bl-trainer")
    expect(t.locator(".bl-call").first).to_be_visible(timeout=120_000)
    t.scroll_into_view_if_needed()
    # eight cards at a projector's size (overlapping like a fan when the notebook is narrow), and the
    # bidding box a region of its own
    widths = t.locator(".bl-trainer-cards").evaluate(
        "root => [...root.querySelectorAll('svg[data-card]')].map(c => c.getBoundingClientRect().width)")
    assert len(widths) == 8 and min(widths) >= 100, widths
    expect(t.locator("[data-region='bidding'] .bl-suit")).to_have_count(4)
    shoot(page, t, "lab-coinche-trainer-question")
    # the bidding box: the lowest value offered, then a suit button
    t.locator(".bl-bid-value select").select_option(index=0)
    t.locator(".bl-suit").first.click()
    expect(t.locator(".bl-grade")).to_contain_text("You called", timeout=120_000)
    rows = t.locator("table.bl-trainer-table tbody tr")
    expect(rows.nth(2)).to_be_attached()  # three calls or more weighed
    # best first: the first row is tagged "best"
    expect(rows.first).to_contain_text("best")
    shoot(page, t, "lab-coinche-trainer-answered")
    # a projector's 1024x768, side bar closed: the eight cards, the bidding box, the verdict and the table of
    # calls (its head and the top three calls with their figures) in view without scrolling
    at_1024(page, t)
    boxes = assert_inside_viewport(page, {
        "hand": t.locator("[data-region='hand']"), "bidding": t.locator("[data-region='bidding']"),
        "verdict": t.locator(".bl-grade"), "table head": t.locator("table.bl-trainer-table thead"),
        **{f"call {i + 1}": rows.nth(i) for i in range(3)}})
    OUTPUT.mkdir(exist_ok=True)
    (OUTPUT / "trainer-fit-1024.json").write_text(json.dumps(boxes, indent=1))
    shoot(page, t, "lab-coinche-trainer-answered-closed")
    # text at a projector's size: the verdict and the table's figures at least 16 px
    sizes = t.evaluate("""root => [root.querySelector('.bl-grade'), ...root.querySelectorAll('table.bl-trainer-table td')]
        .map(e => parseFloat(getComputedStyle(e).fontSize))""")
    assert min(sizes) >= 16, sizes
    # the chart and the notes behind "Details", the decisions behind their button with the count
    expect(t.locator("svg.bl-ev-chart")).to_be_hidden()
    t.locator(".bl-details-toggle").click()
    expect(t.locator("svg.bl-ev-chart")).to_be_visible(timeout=30_000)
    t.get_by_role("button", name="Your decisions (1)").click()
    expect(t.locator(".bl-history")).to_be_visible(timeout=30_000)
    shoot(page, t, "lab-coinche-trainer-details-open")
