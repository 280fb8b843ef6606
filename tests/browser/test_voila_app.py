"""The standalone app: the practice game and the hand explorer served by Voila as plain web pages."""
import re

import pytest
from playwright.sync_api import expect

from .conftest import TOKEN, play_one_hand

pytestmark = pytest.mark.browser


def test_voila_practice_game_one_full_hand(page, voila_server):
    page.goto(f"{voila_server}/voila/render/practice.ipynb?token={TOKEN}")
    g = page.locator(".bl-practice")
    status = g.locator(".bl-status")
    expect(status).to_contain_text("Your turn", timeout=120_000)
    expect(page.get_by_text("from belote_learn.widgets import")).to_have_count(0)  # no code shown
    play_one_hand(page, g)
    expect(status).to_contain_text(re.compile("The hand is over|win"), timeout=60_000)
    expect(g.locator(".bl-breakdown")).to_contain_text("Score for this hand")


def test_voila_hand_explorer(page, voila_server):
    page.goto(f"{voila_server}/voila/render/explorer.ipynb?token={TOKEN}")
    box = page.locator(".bl-hand-explorer")
    expect(box.locator(".bl-cardbtn.bl-illegal").first).to_be_visible(timeout=120_000)
    box.locator(".bl-cardbtn.bl-illegal").first.click()
    expect(box.locator(".bl-explanation")).to_contain_text("not allowed", timeout=30_000)
