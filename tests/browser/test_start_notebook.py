"""The start notebook in a real JupyterLab in headless Chromium: the cards are drawn as pictures and
the explanation of the position is shown, with the legal card marked."""
import pytest
from playwright.sync_api import expect

from .conftest import open_and_run, shoot

pytestmark = pytest.mark.browser


def test_start_notebook_shows_cards_and_explanation(page, lab_server):
    open_and_run(page, lab_server, "00_start_here.ipynb")
    out = page.locator(".jp-OutputArea")
    # the dealt hands: 32 cards drawn as SVG pictures with their notation in data-card
    expect(out.locator("svg.bl-card[data-card='QS']").first).to_be_visible(timeout=60_000)
    expect(out.locator(".bl-hand").first.locator("svg.bl-card")).to_have_count(8)
    # the explained position: the 10 of hearts is the only legal card, framed as legal
    expect(out.locator(".bl-explanation svg.bl-legal[data-card='10H']")).to_be_visible(timeout=60_000)
    expect(out.locator(".bl-explanation svg.bl-illegal")).to_have_count(7)
    expect(out.locator(".bl-explanation .bl-winning-text")).to_contain_text("the nine ranks above the ace")
    # no printed copy in 13 px monospace that
    # breaks words; the explanation is the pictures and the verdict list above
    expect(out.locator(".bl-explanation").first).to_contain_text("10♥")
    expect(out.locator("pre", has_text="Legal:")).to_have_count(0)
    # what a teacher shows first, at a projector's size: every card of the trick and of the hand drawn
    # 100 px wide (the hand overlapping like a fan when narrow), the reasons at 16 px or more
    expl = out.locator(".bl-explanation").first
    widths = expl.evaluate("el => [...el.querySelectorAll('svg[data-card]')].map(c => c.getBoundingClientRect().width)")
    assert len(widths) == 10 and min(widths) >= 100, widths  # North's and East's cards, South's eight
    fonts = expl.evaluate("el => [...el.querySelectorAll('li, .bl-winning-text')].map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert len(fonts) == 9 and min(fonts) >= 16, fonts  # the winning card's line and a line per card
    shoot(page, out.locator(".bl-explanation").first, "lab-start-explanation")
    shoot(page, out.locator(".bl-hand").first, "lab-start-hands")
