"""`make app`'s pages (Voila): the start page links every page, and the coinche practice game and the
bidding trainer each open straight on their widget, with no code shown, on a projector's 1024x768."""
import re

import pytest
from playwright.sync_api import expect

from .conftest import assert_inside_viewport, box, open_practice, open_trainer_page, open_voila, set_size, shoot

pytestmark = pytest.mark.browser


def test_start_page_links_every_page(page, voila_server):
    open_voila(page, voila_server, "start.ipynb")
    links = page.locator("a[href$='.ipynb']")
    expect(links.first).to_be_visible(timeout=120_000)
    hrefs = {a.get_attribute("href") for a in links.all()}
    # the page's words at projector size (Voila's default is 14 px): 18 px
    sizes = page.eval_on_selector_all(".jp-RenderedMarkdown p, .jp-RenderedMarkdown li",
                                      "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert sizes and min(sizes) >= 17, sizes
    assert {"practice.ipynb", "coinche.ipynb", "trainer.ipynb", "explorer.ipynb"} <= hrefs, hrefs
    # a link opens its page (relative to the start page: /voila/render/coinche.ipynb)
    page.get_by_role("link", name="Coinche practice game").click()
    expect(page.locator(".bl-practice [data-region=table]")).to_be_visible(timeout=120_000)
    assert re.search(r"/voila/render/coinche\.ipynb", page.url), page.url


def test_coinche_page_opens_on_the_game(page, voila_server):
    game, table = open_practice(page, voila_server, "coinche.ipynb")
    expect(page.get_by_text("from belote_learn.widgets import")).to_have_count(0)  # no code shown
    expect(table.locator(".blt-chip-rules, [data-info=rules]").first).to_contain_text(re.compile("oinche"))
    # the coinche bidding box and the hand, in view without scrolling
    expect(table.locator("[data-region=bidding]")).to_be_visible(timeout=60_000)
    cards = table.locator("[data-region=hand] [data-card]")
    expect(cards.first).to_be_visible()
    assert box(cards.first)["width"] >= 100
    assert_inside_viewport(page, {"table": table, "hand": table.locator("[data-region=hand]"),
                                  "bidding": table.locator("[data-region=bidding]")})
    shoot(page, game, "voila-coinche-page")


def test_trainer_page_opens_on_the_trainer_and_answers(page, voila_server):
    t = open_trainer_page(page, voila_server)
    expect(page.get_by_text("from belote_learn.widgets import")).to_have_count(0)
    expect(t.locator("[data-region=bidding] .bl-call").first).to_be_visible()
    expect(t.locator("[data-region=hand] svg[data-card]")).to_have_count(5)
    shoot(page, t, "voila-trainer-question")
    set_size(page, 1024, 768)
    t.get_by_role("button", name="Pass").click()
    expect(t.locator(".bl-grade")).to_contain_text("You called Pass", timeout=90_000)
    rows = t.locator("table.bl-trainer-table tbody tr")
    expect(rows.first).to_contain_text("best")  # the table of calls is drawn whole, in one piece
    page.evaluate("() => window.scrollTo(0, 0)")
    assert_inside_viewport(page, {"hand": t.locator("[data-region=hand]"), "verdict": t.locator(".bl-grade"),
                                  "table head": t.locator("table.bl-trainer-table thead"),
                                  **{f"call {i + 1}": rows.nth(i) for i in range(min(3, rows.count()))}})
    shoot(page, t, "voila-trainer-answered")
