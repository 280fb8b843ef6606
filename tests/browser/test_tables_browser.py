"""Every table a widget shows is a real HTML table (numbers right-aligned in cells of their own, text
wrapping only between words), checked in Chromium; the bidding trainer shows that it is thinking; the
declarations walkthrough and the trainer fit a projector's 1024x768. Screenshots at 1400x1000 and
1024x768 are saved under test-output/screens/."""
import re

import pytest
from playwright.sync_api import expect

from .conftest import (OVER, READY, TOKEN, assert_inside_viewport, open_notebook, play_hand, run_all_cells,
                       scroll_to_top, shoot)

pytestmark = pytest.mark.browser

# Reads every table-like block inside ``root``: the tables (with their numeric cells' computed style) and
# any preformatted text (which a table must never be).
TABLES_JS = """(root) => {
  const out = {pre: root.querySelectorAll('pre').length, tables: []};
  for (const t of root.querySelectorAll('.bl-table, [data-region="breakdown"], .bl-review, .bl-history')) {
    const nums = [...t.querySelectorAll('td.bl-num')].filter(td => td.textContent.trim() !== '');
    out.tables.push({
      tag: t.tagName, cls: t.className, region: t.getAttribute('data-region'),
      numbers: nums.map(td => td.textContent.trim()),
      right: nums.every(td => getComputedStyle(td).textAlign === 'right'),
      nowrap: nums.every(td => getComputedStyle(td).whiteSpace === 'nowrap'),
      oneLine: nums.every(td => { const r = document.createRange(); r.selectNodeContents(td);
                                  const tops = new Set([...r.getClientRects()].map(x => Math.round(x.top)));
                                  return tops.size === 1; }),
      spaced: nums.every(td => parseFloat(getComputedStyle(td).paddingLeft) >= 8),
      fontPx: parseFloat(getComputedStyle(t).fontSize),
    });
  }
  return out;
}"""


def check_tables(widget, expect_classes) -> list:
    """Assert every table of ``widget`` is a <table> with right-aligned, unbroken, spaced numbers in a
    large font, and that each class of ``expect_classes`` is among them. Returns the tables read."""
    info = widget.evaluate(TABLES_JS)
    assert info["pre"] == 0, "a table shown as preformatted text"
    tables = info["tables"]
    assert tables, "no table found"
    for t in tables:
        assert t["tag"] == "TABLE", t
        assert t["numbers"] and t["right"] and t["nowrap"] and t["oneLine"] and t["spaced"], t
        assert t["fontPx"] >= 16, t
    for cls in expect_classes:
        assert any(cls in t["cls"] or cls == t["region"] for t in tables), (cls, [t["cls"] for t in tables])
    return tables


def close_side_bars(page) -> None:
    """Close JupyterLab's side bars, as a teacher does on a projector (nothing to close in Voila)."""
    page.evaluate("() => { const a = window.jupyterapp; if (a) { a.shell.collapseLeft(); a.shell.collapseRight(); } }")


def at_1024(page, widget) -> None:
    """A projector's 1024x768 with JupyterLab's side bars closed, the widget's top at the top of the view."""
    page.set_viewport_size({"width": 1024, "height": 768})
    close_side_bars(page)
    page.wait_for_timeout(400)
    scroll_to_top(widget)
    page.wait_for_timeout(300)


def test_scoring_breakdown_is_a_table(page, lab_server):
    open_notebook(page, lab_server, "14_c501_scoring.ipynb")
    run_all_cells(page)
    w = page.locator(".bl-scoring")
    expect(w.locator(".bl-next-trick")).to_be_visible(timeout=90_000)
    w.get_by_role("button", name="Show all").click()
    breakdown = w.locator("table[data-region='breakdown']")
    expect(breakdown).to_be_visible(timeout=30_000)
    # record c501-capot: North-South take every trick: 252 (capot) for them, 0 for East-West
    expect(breakdown.locator("tr").last).to_contain_text("252")
    tables = check_tables(w, ["breakdown"])
    assert "252" in tables[0]["numbers"]
    close_side_bars(page)
    shoot(page, w, "tables-scoring-walkthrough")


def test_trainer_thinks_then_shows_tables(page, lab_server):
    open_notebook(page, lab_server, "08_bidding_trainer.ipynb")
    run_all_cells(page)
    t = page.locator(".bl-trainer").first
    expect(t.locator(".bl-call").first).to_be_visible(timeout=90_000)
    # the turn-up is drawn apart from the hand, and the calls are said as at the table
    expect(t.locator(".bl-turn-up-box [data-card]")).to_have_count(1)
    expect(t.locator("[data-region='hand'] svg[data-card]")).to_have_count(5)
    labels = [b.strip() for b in t.locator(".bl-call").all_text_contents()]
    assert "Pass" in labels and all(re.fullmatch(r"Pass|Take [♠♥♦♣]|[♠♥♦♣]|No trumps|All trumps", x) for x in labels)
    # note whether the thinking state ever shows between the click and the grade
    t.evaluate("""el => { window.__blThinking = false;
        new MutationObserver(() => { if (el.querySelector('.bl-thinking-line')) window.__blThinking = true; })
          .observe(el, {childList: true, subtree: true, characterData: true}); }""")
    t.get_by_role("button", name="Pass").click()
    expect(t.locator(".bl-grade")).to_contain_text("You called Pass", timeout=60_000)
    assert page.evaluate("() => window.__blThinking"), "no thinking state was shown"
    expect(t.locator(".bl-thinking-line")).to_have_count(0)
    check_tables(t, ["bl-trainer-table", "bl-history"])
    close_side_bars(page)
    shoot(page, t, "tables-bidding-trainer")
    # at 1024x768 (side bar closed) the hand, the turn-up, the calls, the grade and the figures fit
    at_1024(page, t)
    assert_inside_viewport(page, {sel: t.locator(sel).first for sel in (
        "[data-region='hand']", ".bl-turn-up-box", ".bl-call", ".bl-grade", "table.bl-trainer-table")})


def test_practice_game_sheet_breakdown_and_review_are_tables(page, voila_server):
    page.goto(f"{voila_server}/voila/render/practice.ipynb?token={TOKEN}")
    g = page.locator(".bl-practice")
    expect(g.locator(READY)).to_have_count(1, timeout=120_000)
    play_hand(page, g)
    expect(g.locator("[data-region=table] [data-region=status]")).to_contain_text(OVER, timeout=60_000)
    expect(g.locator("table[data-region='breakdown']")).to_contain_text("Score for this hand", timeout=30_000)
    expect(g.locator(".bl-score-sheet table")).to_be_visible()
    expect(g.locator("table.bl-review")).to_be_visible(timeout=60_000)  # reviewed once the table is drawn
    check_tables(g, ["breakdown", "bl-sheet-table", "bl-review"])
    shoot(page, g.locator(".bl-breakdown"), "tables-practice-breakdown")


def test_declarations_steps_fit_beside_the_hands(page, lab_server):
    open_notebook(page, lab_server, "13_c501_belote_declarations.ipynb")
    run_all_cells(page)
    w = page.locator(".bl-declarations")
    expect(w.locator(".bl-next-step")).to_be_visible(timeout=90_000)
    w.get_by_role("button", name="Show all").click()
    expect(w.locator(".bl-steps li").first).to_be_visible(timeout=30_000)
    # numbered once: the engine's "1. Value" is not preceded by a list number
    assert w.locator(".bl-steps ol").count() == 0
    close_side_bars(page)
    shoot(page, w, "tables-declarations-walkthrough")
    at_1024(page, w)
    assert_inside_viewport(page, {"hands": w.locator("[data-region='hand']"), "next": w.locator(".bl-next-step"),
                                  "steps": w.locator(".bl-steps")})
    # the steps are beside the hands, not under them
    hands, steps = w.locator("[data-region='hand']").bounding_box(), w.locator(".bl-steps").bounding_box()
    assert steps["x"] >= hands["x"] + hands["width"], (hands, steps)
