"""Coinche bidding in JupyterLab: lesson 52's trainer, bid with the bidding box (a value, then a suit), the
expected score of each call weighed appears with its chart; screenshots at 1400x1000 and 1024x768."""
import pytest
from playwright.sync_api import expect

from .conftest import assert_inside_viewport, open_notebook, run_all_cells, shoot
from .test_tables_browser import at_1024

pytestmark = pytest.mark.browser


def test_coinche_bidding_trainer_in_lesson_52(page, lab_server):
    open_notebook(page, lab_server, "52_coinche_bidding.ipynb")
    run_all_cells(page)
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
    expect(t.locator("svg.bl-ev-chart")).to_be_visible(timeout=120_000)
    expect(t.locator(".bl-grade")).to_contain_text("You called")
    shoot(page, t, "lab-coinche-trainer-answered")
    # a projector's 1024x768, side bar closed: the eight cards, the bidding box and the verdict in view
    at_1024(page, t)
    assert_inside_viewport(page, {"hand": t.locator("[data-region='hand']"), "bidding": t.locator("[data-region='bidding']"),
                                  "verdict": t.locator(".bl-grade")})
