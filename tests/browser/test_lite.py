"""The classroom build: the JupyterLite site runs the first lesson offline (every request that does not
go to the local server is refused) and a card click is explained."""
import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_lite_site_runs_a_lesson_offline(page, lite_site):
    blocked = []

    def only_local(route):
        if route.request.url.startswith(lite_site):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    page.route("**/*", only_local)
    page.goto(f"{lite_site}/lab/index.html?path=12_c501_play.ipynb")
    expect(page.locator(".jp-Notebook")).to_be_visible(timeout=120_000)
    expect(page.locator("#jp-main-statusbar")).to_contain_text("Python (Pyodide)", timeout=120_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    box = page.locator(".bl-hand-explorer")
    # the card table (an anywidget) is drawn in the browser-only build too, with the same hooks
    expect(box.locator("[data-region=hand] [data-card]").first).to_be_visible(timeout=240_000)
    box.locator("[data-region=hand] [data-card]").first.click()  # the play lesson's explorer: guess first
    expect(box.locator("[data-region=table] .blt-message")).to_contain_text(re.compile("Legal|Not legal"), timeout=60_000)
    assert not [u for u in blocked if "cdn" in u or "pypi" in u], blocked
