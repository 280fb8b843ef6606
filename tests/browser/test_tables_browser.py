"""Every table a widget shows is a real HTML table (numbers right-aligned in cells of their own, text
wrapping only between words), checked in Chromium; the bidding trainer shows that it is thinking; the
declarations walkthrough and the trainer fit a projector's 1024x768. Screenshots at 1400x1000 and
1024x768 are saved under test-output/screens/."""
import re

import pytest
from playwright.sync_api import expect

from .conftest import (OUTPUT, OVER, READY, assert_inside_viewport, at_1024, box, close_side_bars, open_and_run,
                       open_practice, open_side_bar, play_hand, scroll_to_top, set_size, shoot)

pytestmark = pytest.mark.browser

# Reads every table-like block inside ``root``: the tables (with their numeric cells' computed style) and
# any preformatted text (which a table must never be).
TABLES_JS = """(root) => {
  const out = {pre: root.querySelectorAll('pre').length, tables: []};
  for (const t of root.querySelectorAll('.bl-table, table[data-region="breakdown"], .bl-review, .bl-history')) {
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


# The right edge of every table (and of the widget) against the notebook cell it is drawn in: a table
# wider than the notebook is cut on the right (JupyterLab hides what overflows a cell's output).
RIGHT_EDGES_JS = """(root) => {
  const cell = root.closest('.jp-OutputArea-output') || root.closest('.jp-Cell') || document.body;
  const limit = cell.getBoundingClientRect().right;
  // the tables, and the parts that must never be cut: the hand, the turn-up, the bidding box, the trick
  const items = [root, ...root.querySelectorAll(
    "table, [data-region='hand'], .bl-turn-up-box, [data-region='bidding'], [data-region='trick']")];
  return items.map(el => ({what: el === root ? 'widget' : (el.className || el.tagName),
                           right: el.getBoundingClientRect().right, limit,
                           overflows: el.tagName === 'TABLE' && el.scrollWidth > el.clientWidth + 1}));
}"""

# The computed font size of the controls (ipywidgets buttons, menus, number and text boxes and their labels).
CONTROL_FONTS_JS = """(root) => [...root.querySelectorAll(
    '.bl-ctl.jupyter-button, .bl-ctl .jupyter-button, .bl-ctl select, .bl-ctl input, .bl-ctl .widget-label')]
  .filter(el => el.getClientRects().length)
  .map(el => ({text: (el.textContent || el.value || '').trim().slice(0, 30), px: parseFloat(getComputedStyle(el).fontSize),
               height: el.getBoundingClientRect().height}))"""


def card_widths(locator) -> list:
    """The drawn width in pixels of every card (``svg[data-card]``) inside ``locator``."""
    return locator.evaluate("root => [...root.querySelectorAll('svg[data-card]')].map(c => c.getBoundingClientRect().width)")


def assert_controls_projector_size(widget, at_least: int) -> list:
    """Every control of ``widget`` is drawn at 16 px or more (JupyterLab's default is 13 px), at least
    ``at_least`` of them; returns what was read."""
    fonts = widget.evaluate(CONTROL_FONTS_JS)
    assert len(fonts) >= at_least, fonts
    small = [f for f in fonts if f["px"] < 16]
    assert not small, small
    return fonts


def assert_tables_inside_the_notebook(page, widget, name: str = "") -> list:
    """At 1024x768 with JupyterLab's side bar open, the widget, each of its tables and its hand, turn-up,
    bidding box and trick end inside the notebook cell (nothing cut on the right)."""
    set_size(page, 1024, 768)
    open_side_bar(page)
    scroll_to_top(widget)
    edges = widget.evaluate(RIGHT_EDGES_JS)
    if name:  # what the teacher sees, kept as a screenshot
        (OUTPUT / "screens").mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(OUTPUT / "screens" / f"{name}-1024x768-sidebar-screen.png"))
    assert len(edges) >= 2, edges  # the widget and at least one table
    for e in edges:
        assert e["right"] <= e["limit"] + 0.5 and not e["overflows"], edges
    return edges


# The drawn size of the bar chart's text: each text's font size times the scale the chart is drawn at
# (its drawn width over its viewBox width), and the chart's right edge against its notebook cell's.
CHART_JS = """(svg) => {
  const box = svg.getBoundingClientRect(), scale = box.width / svg.viewBox.baseVal.width;
  const cell = svg.closest('.jp-Cell-outputArea, .jp-OutputArea') || document.body;
  return {scale, right: box.right, limit: cell.getBoundingClientRect().right,
          texts: [...svg.querySelectorAll('text')].map(t => ({text: t.textContent,
                   px: parseFloat(getComputedStyle(t).fontSize) * scale,
                   inside: t.getBoundingClientRect().right <= box.right + 0.5}))};
}"""


def assert_chart_legible(page, chart, sizes=((1400, 1000), (1024, 768))) -> dict:
    """At each viewport size the bar chart's every label, number and title is drawn at 16 px or more, and
    the chart (and each text) ends inside its notebook cell; returns what was read at each size."""
    seen = {}
    for w, h in sizes:
        set_size(page, w, h)
        scroll_to_top(chart)
        m = chart.evaluate(CHART_JS)
        seen[f"{w}x{h}"] = m
        assert len(m["texts"]) >= 3, m  # the title and, for each side, its label and its number
        assert all(t["px"] >= 16 for t in m["texts"]), (w, h, m)
        assert all(t["inside"] for t in m["texts"]) and m["right"] <= m["limit"] + 0.5, (w, h, m)
    return seen


def test_scoring_breakdown_is_a_table(page, lab_server):
    open_and_run(page, lab_server, "14_c501_scoring.ipynb")
    w = page.locator(".bl-scoring")
    expect(w.locator(".bl-next-trick")).to_be_visible(timeout=90_000)
    w.get_by_role("button", name="Show all").click()
    breakdown = w.locator("table[data-region='breakdown']")
    expect(breakdown).to_be_visible(timeout=30_000)
    # record c501-capot: North-South take every trick: 252 (capot) for them, 0 for East-West
    expect(breakdown.locator("tr").last).to_contain_text("252")
    tables = check_tables(w, ["breakdown"])
    assert "252" in tables[0]["numbers"]
    # the "Score for this hand" chart: its text at 16 px or more as drawn, inside the notebook, at both
    # sizes (side bar closed, as on a projector) and at 1024 with the side bar open
    chart = w.locator("svg.bl-bar-chart")
    expect(chart).to_be_visible()
    close_side_bars(page)
    assert_chart_legible(page, chart)
    open_side_bar(page)
    assert_chart_legible(page, chart, sizes=((1024, 768),))
    # the trick's cards at a projector's size, and the controls too
    widths = card_widths(w.locator("[data-region='trick']"))
    assert len(widths) == 4 and min(widths) >= 100, widths
    assert_controls_projector_size(w, 6)  # Record, Seed, Bots play a hand, Next trick, Next line, Show all...
    # 1024x768 with the side bar open: the score table is not cut on the right, its Rule column wraps
    # between words (the numbers never)
    assert_tables_inside_the_notebook(page, w, "tables-scoring-walkthrough")
    check_tables(w, ["breakdown"])
    close_side_bars(page)
    shoot(page, w, "tables-scoring-walkthrough")


def test_trainer_thinks_then_shows_tables(page, lab_server):
    open_and_run(page, lab_server, "08_bidding_trainer.ipynb")
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
    t.locator(".bl-history-toggle").click()  # the history is closed at first
    expect(t.locator(".bl-history")).to_be_visible(timeout=30_000)
    check_tables(t, ["bl-trainer-table", "bl-history"])
    # a projector's size: hand and turn-up cards at least 100 px wide, the controls' text at least 16 px
    widths = card_widths(t.locator(".bl-trainer-cards"))
    assert len(widths) == 6 and min(widths) >= 100, widths
    assert_controls_projector_size(t, 3)  # Rules (label and menu), Random hand, Next problem
    # the bidding box is a region of its own, holding the call buttons
    bidding = t.locator("[data-region='bidding']")
    expect(bidding).to_have_count(1)
    assert bidding.locator(".bl-call").count() == len(labels)
    # 1024x768 with the side bar open: the results and history tables are not cut on the right
    assert_tables_inside_the_notebook(page, t, "tables-bidding-trainer")
    # ...and the whole verdict (the grade and its reason in words) is in view, not only its first line
    assert_inside_viewport(page, {"verdict": t.locator(".bl-trainer-result"), "hand": t.locator("[data-region='hand']")})
    assert t.locator(".bl-trainer-result").inner_text().count("\n") >= 1  # grade, then the reason
    close_side_bars(page)
    shoot(page, t, "tables-bidding-trainer")
    # at 1024x768 (side bar closed) the hand, the turn-up, the calls, the grade and the figures fit
    at_1024(page, t)
    assert_inside_viewport(page, {sel: t.locator(sel).first for sel in (
        "[data-region='hand']", ".bl-turn-up-box", ".bl-call", ".bl-grade", "table.bl-trainer-table")})


def test_practice_game_sheet_breakdown_and_review_are_tables(page, voila_server):
    g, _ = open_practice(page, voila_server, size=(1400, 1000))
    play_hand(page, g)
    expect(g.locator("[data-region=table] [data-region=status]")).to_contain_text(OVER, timeout=60_000)
    expect(g.locator("[data-region='breakdown']")).to_contain_text("Score for this hand", timeout=30_000)
    # under the table, the details are one-line toggles (the felt shows the hand's score): open them
    expect(g.locator(".bl-review-head")).to_be_visible(timeout=60_000)
    for summary in g.locator("details.bl-more > summary").all():
        summary.click()
    expect(g.locator(".bl-score-sheet table")).to_be_visible()
    expect(g.locator("table.bl-review")).to_be_visible(timeout=60_000)  # reviewed once the table is drawn
    check_tables(g, ["breakdown", "bl-sheet-table", "bl-review"])
    shoot(page, g.locator(".bl-breakdown"), "tables-practice-breakdown")


def test_declarations_hands_and_steps_fit_at_1024(page, lab_server):
    open_and_run(page, lab_server, "13_c501_belote_declarations.ipynb")
    w = page.locator(".bl-declarations")
    expect(w.locator(".bl-next-step")).to_be_visible(timeout=90_000)
    w.get_by_role("button", name="Show all").click()
    expect(w.locator(".bl-steps li").first).to_be_visible(timeout=30_000)
    # numbered once: the engine's "1. Value" is not preceded by a list number
    assert w.locator(".bl-steps ol").count() == 0
    # four hands of eight cards, every card 100 px wide (overlapping like a fan when the notebook is narrow)
    widths = card_widths(w.locator("[data-region='hand']"))
    assert len(widths) == 32 and min(widths) >= 100, widths
    # declared cards: framed, and marked with a star (not by colour alone)
    combos = w.locator(".bl-combo")
    assert combos.count() >= 1 and w.locator(".bl-combo .bl-combo-badge").count() == combos.count()
    assert_controls_projector_size(w, 5)  # Rules, Trumps, Deal no. (labels and boxes), Next step, Show all
    close_side_bars(page)
    shoot(page, w, "tables-declarations-walkthrough")
    at_1024(page, w)
    boxes = assert_inside_viewport(page, {"hands": w.locator("[data-region='hand']"), "next": w.locator(".bl-next-step"),
                                          "steps": w.locator(".bl-steps")})
    # the hands two by two: East's and West's hands side by side with South's and North's
    assert boxes["hands"]["height"] < 420, boxes
    # each card's corner index stays in view: the next card covers no more than 100 - 40 px of it
    lefts = w.locator(".bl-declares").first.evaluate(
        "el => [...el.querySelectorAll('svg[data-card]')].map(c => c.getBoundingClientRect().left)")
    assert min(b - a for a, b in zip(lefts, lefts[1:])) >= 40, lefts
    # with JupyterLab's side bar open at 1024 the notebook is too narrow for the hands two by two (2 x 400
    # + 16 = 816 px; one column of four hands is ~740 px high): the steps and Next step come first, in view
    # under the controls, the hands after them
    open_side_bar(page)
    scroll_to_top(w)
    page.screenshot(path=str(OUTPUT / "screens" / "tables-declarations-walkthrough-1024x768-sidebar-screen.png"))
    open_boxes = assert_inside_viewport(page, {"next": w.locator(".bl-next-step"), "steps": w.locator(".bl-steps")})
    hands = box(w.locator("[data-region='hand']"))
    assert hands["width"] < 816 and hands["y"] >= open_boxes["steps"]["y"] + open_boxes["steps"]["height"] - 0.5, \
        (hands, open_boxes)
    close_side_bars(page)
    # closed again: the two-by-two layout with the steps under the hands, as measured above
    at_1024(page, w)
    again = assert_inside_viewport(page, {"hands": w.locator("[data-region='hand']"), "steps": w.locator(".bl-steps")})
    assert again["hands"]["height"] < 420 and again["steps"]["y"] > again["hands"]["y"], again


def test_controls_of_every_widget_at_projector_size(page, lab_server):
    # the hand explorer (lesson 12), the position builder (lesson 3) and the practice game's settings
    # (lesson 7): every ipywidgets control drawn at 16 px or more, 38 px high or more, like the table's buttons
    for notebook, selector, least, before in (
            ("12_c501_play.ipynb", ".bl-hand-explorer", 5, None),
            ("03_overtrumping_for_teachers.ipynb", ".bl-position-builder", 8, None),
            ("07_practice_game.ipynb", ".bl-practice", 8, "[data-id=settings]")):
        open_and_run(page, lab_server, notebook)
        w = page.locator(selector).first
        expect(w.locator("[data-region=table]")).to_have_count(1, timeout=120_000)
        expect(w.locator(".bl-ctl").first).to_be_attached(timeout=60_000)
        if before:
            expect(w.locator(READY)).to_have_count(1, timeout=120_000)
            w.locator(before).click()
            expect(w.locator(".bl-settings")).to_be_visible(timeout=30_000)
        scroll_to_top(w)
        fonts = assert_controls_projector_size(w, least)
        buttons = [f for f in fonts if f["height"] and f["text"] in ("New deal", "Clear", "Save", "Resume")]
        assert all(f["height"] >= 38 for f in buttons), buttons
        shoot(page, w, f"controls-{selector.strip('.')}")
