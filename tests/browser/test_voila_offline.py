"""The Voila pages ask nothing of the internet: every request goes to the local server (Voila's own
"lab" page would fetch Font Awesome from a CDN; the project's page template leaves it out)."""
import pytest
from playwright.sync_api import expect

from .conftest import TOKEN

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("name, region", [("practice.ipynb", ".bl-practice [data-region=status]"),
                                          ("explorer.ipynb", ".bl-hand-explorer [data-region=hand] [data-card]"),
                                          ("coinche.ipynb", ".bl-practice [data-region=status]"),
                                          ("trainer.ipynb", ".bl-trainer [data-region=bidding] .bl-call"),
                                          ("start.ipynb", "a[href='coinche.ipynb']")])
def test_voila_pages_ask_no_cdn(page, voila_server, name, region):
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(f"{voila_server}/voila/render/{name}?token={TOKEN}")
    expect(page.locator(region).first).to_be_visible(timeout=120_000)
    page.wait_for_load_state("networkidle")
    outside = [u for u in requested if not u.startswith((voila_server, "data:", "blob:"))]
    assert requested and not outside, outside
