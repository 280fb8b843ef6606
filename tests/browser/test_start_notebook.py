"""The start notebook in a real JupyterLab in headless Chromium: the cards are drawn as pictures and
the explanation of the position is shown, with the legal card marked."""
import pytest
from playwright.sync_api import expect

from .conftest import open_notebook, run_all_cells

pytestmark = pytest.mark.browser


def test_start_notebook_shows_cards_and_explanation(page, lab_server):
    open_notebook(page, lab_server, "00_start_here.ipynb")
    run_all_cells(page)
    out = page.locator(".jp-OutputArea")
    # the dealt hands: 32 cards drawn as SVG pictures with their notation in data-card
    expect(out.locator("svg.bl-card[data-card='QS']").first).to_be_visible(timeout=60_000)
    expect(out.locator(".bl-hand").first.locator("svg.bl-card")).to_have_count(8)
    # the explained position: the 10 of hearts is the only legal card, framed as legal
    expect(out.locator(".bl-explanation svg.bl-legal[data-card='10H']")).to_be_visible(timeout=60_000)
    expect(out.locator(".bl-explanation svg.bl-illegal")).to_have_count(7)
    expect(out.locator(".bl-explanation .bl-winning-text")).to_contain_text("the nine ranks above the ace")
    expect(out.locator("pre", has_text="Legal: 10♥")).to_be_visible()
    # what a teacher shows first: the explained position, saved at both sizes for the review
    from .conftest import shoot
    shoot(page, out.locator(".bl-explanation").first, "lab-start-explanation")
    shoot(page, out.locator(".bl-hand").first, "lab-start-hands")
