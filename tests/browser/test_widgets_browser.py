"""Every widget in a real JupyterLab in headless Chromium, driven the way a person would: clicks, and
assertions on what is shown. Click-to-explanation times are written to test-output/click_times.json."""
import json
import re

import pytest
from playwright.sync_api import expect

from .conftest import OUTPUT, open_notebook, play_one_hand, run_all_cells

pytestmark = pytest.mark.browser
CLICK_TIMES: list = []


def _record(ms: float) -> None:
    CLICK_TIMES.append(ms)
    OUTPUT.mkdir(exist_ok=True)
    (OUTPUT / "click_times.json").write_text(json.dumps(CLICK_TIMES))


def timed_click(page, button, scope_selector: str, before: str) -> float:
    """Click and wait until the explanation inside ``scope_selector`` changes; returns the time in ms from
    the click event to the new text in the page (measured in the page with performance.now())."""
    button.evaluate(
        """(el, sel) => {
             window.__blT0 = null; window.__blT1 = null;
             el.addEventListener('click', () => { window.__blT0 = performance.now(); }, {once: true, capture: true});
             const target = document.querySelector(sel + ' .bl-explanation');
             const obs = new MutationObserver(() => {
               if (window.__blT0 !== null && window.__blT1 === null) { window.__blT1 = performance.now(); obs.disconnect(); }
             });
             obs.observe(target, {childList: true, subtree: true, characterData: true});
           }""",
        scope_selector,
    )
    button.click()
    page.wait_for_function("() => window.__blT1 !== null", polling="raf", timeout=30_000)
    ms = page.evaluate("() => window.__blT1 - window.__blT0")
    _record(ms)
    return ms


def test_hand_explorer_click_legal_and_illegal_cards(page, lab_server):
    # the play lesson's explorer hides the verdicts until a card is clicked (learners guess first)
    open_notebook(page, lab_server, "12_c501_play.ipynb")
    run_all_cells(page)
    box = page.locator(".bl-hand-explorer")
    expect(box.locator(".bl-cardbtn").first).to_be_visible(timeout=90_000)
    expl = box.locator(".bl-explanation")
    seen = set()
    for deal in range(3):
        cards = box.locator(".bl-cardbtn")
        expect(cards).to_have_count(8, timeout=30_000)
        assert box.locator(".bl-cardbtn.bl-legal, .bl-cardbtn.bl-illegal").count() == 0  # nothing given away
        for i in range(8):
            before = expl.text_content()
            timed_click(page, cards.nth(i), ".bl-hand-explorer", before)
            text = expl.text_content()
            kind = "illegal" if "Not legal" in text else "legal"
            seen.add(kind)
            expect(cards.nth(i)).to_have_class(re.compile(f"bl-{kind}"))
            if kind == "illegal":
                assert "not allowed" in text
        classes = box.locator(".bl-cardbtn").first.get_attribute("class")
        box.locator(".bl-new-deal").click()
        expect(box.locator(".bl-cardbtn").first).not_to_have_attribute("class", classes, timeout=30_000)
    assert seen == {"legal", "illegal"}


def test_position_builder(page, lab_server):
    open_notebook(page, lab_server, "03_overtrumping_for_teachers.ipynb")
    run_all_cells(page)
    b = page.locator(".bl-position-builder")
    expect(b.locator(".bl-pack .bl-cardbtn").first).to_be_visible(timeout=90_000)
    # builder of lesson 3: classic-1000, hearts, East leads. Table: E A♠, N 9♥, W K♠; hand J♥ 7♥ A♦
    for name in ("A♠", "9♥", "K♠"):
        b.locator(".bl-pack").get_by_role("button", name=name, exact=True).click()
    b.get_by_role("radio", name="Put in the hand").click() if b.get_by_role("radio", name="Put in the hand").count() else b.get_by_text("Put in the hand").click()
    for name in ("J♥", "7♥", "A♦"):
        b.locator(".bl-pack").get_by_role("button", name=name, exact=True).click()
    expect(b.locator(".bl-status")).to_contain_text("Legal: J♥ A♦", timeout=30_000)
    expect(b.locator(".bl-explanation")).to_contain_text("no undertrumping a partner")
    # too many cards on the table is said at once, and nothing breaks
    b.get_by_text("Put on the table").click()
    b.locator(".bl-pack").get_by_role("button", name="7♣", exact=True).click()
    expect(b.locator(".bl-error")).to_contain_text("three cards are already there")
    expect(b.locator(".bl-status")).to_contain_text("Legal: J♥ A♦")


def test_declarations_walkthrough(page, lab_server):
    open_notebook(page, lab_server, "13_c501_belote_declarations.ipynb")
    run_all_cells(page)
    w = page.locator(".bl-declarations")
    expect(w.locator(".bl-next-step")).to_be_visible(timeout=90_000)
    steps = w.locator(".bl-steps li")
    n0 = steps.count()
    while w.locator(".bl-next-step").is_enabled():
        w.locator(".bl-next-step").click()
        expect(steps).to_have_count(n0 + 1, timeout=30_000)
        n0 += 1
    expect(w.locator(".bl-steps")).to_contain_text(re.compile("score|No declaration|Nobody declared"))


def test_scoring_walkthrough(page, lab_server):
    open_notebook(page, lab_server, "14_c501_scoring.ipynb")
    run_all_cells(page)
    w = page.locator(".bl-scoring")
    expect(w.locator(".bl-next-trick")).to_be_visible(timeout=90_000)
    w.locator(".bl-next-trick").click()
    expect(w.locator(".bl-trick-no")).to_contain_text("Trick 1 of 8", timeout=30_000)
    for _ in range(12):
        if not w.locator(".bl-next-line").is_enabled():
            break
        w.locator(".bl-next-line").click()
        page.wait_for_timeout(150)
    expect(w.locator(".bl-score-table")).to_contain_text("Capot", timeout=30_000)
    expect(w.locator("svg.bl-bar-chart")).to_be_visible()


def test_practice_game_bid_and_play_a_whole_hand(page, lab_server):
    open_notebook(page, lab_server, "07_practice_game.ipynb")
    run_all_cells(page)
    g = page.locator(".bl-practice")
    status = g.locator(".bl-status")
    expect(status).to_contain_text("Your turn", timeout=120_000)
    sheet_rows = g.locator(".bl-score-sheet tr")
    rows_before = sheet_rows.count()
    play_one_hand(page, g)
    expect(status).to_contain_text(re.compile("The hand is over|win"), timeout=60_000)
    expect(sheet_rows).to_have_count(rows_before + 1, timeout=30_000)
    expect(g.locator(".bl-breakdown")).to_contain_text("Score for this hand")


def test_bidding_trainer_odds_chart(page, lab_server):
    open_notebook(page, lab_server, "08_bidding_trainer.ipynb")
    run_all_cells(page)
    t = page.locator(".bl-trainer")
    expect(t.locator(".bl-call").first).to_be_visible(timeout=90_000)
    t.get_by_role("button", name="Pass").click()
    expect(t.locator("svg.bl-ev-chart")).to_be_visible(timeout=60_000)
    expect(t.locator(".bl-grade")).to_contain_text("You called Pass")
    expect(t.locator(".bl-history")).to_contain_text("Random hand")
