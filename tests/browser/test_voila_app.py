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
    cards = box.locator(".bl-cardbtn")
    expect(cards.first).to_be_visible(timeout=120_000)
    # nothing is given away before a click: no card framed legal or greyed illegal
    assert box.locator(".bl-cardbtn.bl-legal, .bl-cardbtn.bl-illegal").count() == 0
    expl = box.locator(".bl-explanation")
    for i in range(cards.count()):
        name = cards.nth(i).text_content().strip()  # the card's symbol, e.g. "10♥"
        cards.nth(i).click()
        expect(expl).to_contain_text(re.compile(re.escape(name) + ": (Legal|Not legal)"), timeout=30_000)
        expect(cards.nth(i)).to_have_class(re.compile("bl-legal|bl-illegal"))
        if "Not legal" in expl.text_content():
            expect(expl).to_contain_text("not allowed")
            break
    else:
        pytest.fail("no card of this deal was refused")
