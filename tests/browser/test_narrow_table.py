"""The lesson pictures at a projector's size, and the card table's corners and seats in a narrow notebook
(JupyterLab at 1024 px with its side bar open), measured in Chromium. Screenshots go to
test-output/screens/ (``lesson-10-pack-*``, ``narrow-*``)."""
import pytest
from playwright.sync_api import expect

from .conftest import OUTPUT, close_side_bars, open_and_run, open_side_bar, scroll_to_top, set_size

pytestmark = pytest.mark.browser

# The drawn boxes of what a table's corners and seats hold: each text or row measured by its content (a Range
# over it), so that a text running out of its grid cell into the next one is seen where it is drawn.
CONTENT_BOXES_JS = """root => {
  const felt = root.querySelector('.blt-felt');
  const drawn = el => { const r = document.createRange(); r.selectNodeContents(el); const b = r.getBoundingClientRect();
                        return {left: b.left, right: b.right, top: b.top, bottom: b.bottom}; };
  const out = [];
  felt.querySelectorAll(':scope > .blt-corner > div').forEach(el =>
    out.push({what: 'corner-' + el.parentElement.dataset.info + ':' + el.className, text: el.textContent, ...drawn(el)}));
  felt.querySelectorAll(':scope > .blt-seat > .blt-seat-name, :scope > .blt-seat > .blt-backs, :scope > .blt-seat > .blt-call-bubble')
    .forEach(el => out.push({what: 'seat-' + el.parentElement.dataset.seat + ':' + el.className, text: el.textContent, ...drawn(el)}));
  const f = felt.getBoundingClientRect();
  return {parts: out, felt: {left: f.left, right: f.right}};
}"""


def overlaps(parts: list) -> list:
    """The pairs of a corner's text and a seat's name, backs or bubble whose drawn boxes overlap (by more than
    half a pixel each way)."""
    out = []
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            if a["what"].split(":")[0] == b["what"].split(":")[0]:
                continue  # the lines of one corner, or one seat's name over its backs
            if min(a["right"], b["right"]) - max(a["left"], b["left"]) > 0.5 and \
               min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) > 0.5:
                out.append((a["what"], a["text"], b["what"], b["text"]))
    return out


def assert_corners_clear(page, table, name: str) -> dict:
    """At 1024x768 with the side bar open (a narrow table) and closed, and at 1400x1000: no corner text runs
    into a seat's name, backs or bubble, and every part ends inside the felt; returns what was measured."""
    seen = {}
    for (w, h), side in (((1024, 768), True), ((1024, 768), False), ((1400, 1000), False)):
        set_size(page, w, h)
        if side:
            open_side_bar(page)
        else:
            close_side_bars(page)
        scroll_to_top(table)
        m = table.evaluate(CONTENT_BOXES_JS)
        narrow = table.evaluate("el => el.classList.contains('blt-narrow')")
        key = f"{w}x{h}{'-sidebar' if side else ''}"
        seen[key] = {"narrow": narrow, "felt": m["felt"]}
        (OUTPUT / "screens").mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(OUTPUT / "screens" / f"narrow-{name}-{key}-screen.png"))
        assert len([p for p in m["parts"] if p["what"].startswith("corner")]) >= 2, m
        assert any(p["what"].startswith("seat-N") for p in m["parts"]), m
        assert not overlaps(m["parts"]), (key, overlaps(m["parts"]))
        outside = [p for p in m["parts"] if p["left"] < m["felt"]["left"] - 0.5 or p["right"] > m["felt"]["right"] + 0.5]
        assert not outside, (key, outside)
        if side:
            assert narrow, "with the side bar open at 1024 the table should take its narrow layout"
    close_side_bars(page)
    return seen


def test_explorer_corners_and_seats_do_not_overlap(page, lab_server):
    # the play lesson's hand explorer: the Contract corner ("♠ spades trumps") beside "North (partner)"
    page.set_viewport_size({"width": 1024, "height": 768})
    open_and_run(page, lab_server, "12_c501_play.ipynb")
    table = page.locator(".bl-hand-explorer [data-region=table]").first
    expect(table.locator("[data-region=hand] [data-card]").first).to_be_visible(timeout=120_000)
    assert_corners_clear(page, table, "explorer")


def test_practice_game_corners_and_seats_do_not_overlap(page, lab_server):
    # the practice game's lesson: the Contract corner ("bidding…", the turn-up) and the Score corner
    # ("N-S 0 · E-W 0", "game to 501") beside North's name, backs and speech bubble
    page.set_viewport_size({"width": 1024, "height": 768})
    open_and_run(page, lab_server, "07_practice_game.ipynb")
    table = page.locator(".bl-practice [data-region=table]").first
    expect(table.locator("[data-region=hand] [data-card]").first).to_be_visible(timeout=120_000)
    assert_corners_clear(page, table, "practice")


PACK_JS = """el => [...el.querySelectorAll('svg.bl-card')].map(s => {
  const b = s.getBoundingClientRect(), next = s.closest('.bl-fan-card').nextElementSibling;
  // how much of the card is in view: up to the next card of its fan, which covers the rest
  const shown = next ? next.getBoundingClientRect().left - b.left : b.width;
  return {card: s.dataset.card, width: b.width, height: b.height, shown};
})"""


def test_lesson_10_pack_at_projector_size(page, lab_server):
    # lesson 10 draws the 32-card pack: every card 100 px wide (140 px high) at 1400x1000, and at 1024x768
    # with the side bar closed and open (the fan overlaps the cards, each keeping its corner index in view:
    # at least 40 px of its left edge, the index being about 45 px wide at 100 px)
    page.set_viewport_size({"width": 1400, "height": 1000})
    open_and_run(page, lab_server, "10_c501_pack_and_table.ipynb")
    out = page.locator(".jp-OutputArea-output").filter(has_text="32 cards in all").first
    expect(out).to_be_visible(timeout=120_000)
    for (w, h), side in (((1400, 1000), False), ((1024, 768), False), ((1024, 768), True)):
        set_size(page, w, h)
        if side:
            open_side_bar(page)
        else:
            close_side_bars(page)
        scroll_to_top(out)
        cards = out.evaluate(PACK_JS)
        assert len(cards) == 32, cards
        assert all(c["width"] >= 99.5 and c["height"] >= 139.5 for c in cards), (w, h, side, cards)
        assert all(c["shown"] >= 40 for c in cards), (w, h, side, cards)
        (OUTPUT / "screens").mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(OUTPUT / "screens" / f"lesson-10-pack-{w}x{h}{'-sidebar' if side else ''}-screen.png"))
    close_side_bars(page)
