"""Every widget in a real JupyterLab in headless Chromium, driven the way a person would: clicks, and
assertions on what is shown. Click-to-explanation times are written to test-output/click_times.json."""
import json
import re

import pytest
from playwright.sync_api import expect

from .conftest import (OUTPUT, READY, assert_inside_viewport, box, kernel_idle, lesson_at_1024, open_and_run,
                       overlapping_trick_cards, play_hand, record_boxes, scroll_to_top, scroll_until_still, settled_seq,
                       shoot, table_parts, visible_area)

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
             const target = document.querySelector(sel + ' [data-region=table]');
             const before = target.querySelector('.blt-message').textContent;
             const obs = new MutationObserver(() => {
               const now = target.querySelector('.blt-message');
               if (window.__blT0 !== null && window.__blT1 === null && now && now.textContent !== before) {
                 window.__blT1 = performance.now(); obs.disconnect();
               }
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


def test_hand_explorer_and_quizzes_in_a_lesson_at_1024(page, lab_server):
    # the play lesson's explorer hides the verdicts until a card is clicked (learners guess first)
    lesson_at_1024(page, lab_server, "12_c501_play.ipynb")
    box = page.locator(".bl-hand-explorer")
    table = box.locator("[data-region=table]")
    expect(table.locator("[data-region=hand] [data-card]").first).to_be_visible(timeout=90_000)
    scroll_until_still(page, table)
    assert_inside_viewport(page, {"table": table, **table_parts(table)})
    # the Trumps menu says a name ("♠ spades", not "S"), and the control row still takes one line at 1024
    menus = box.locator(".bl-ctl-row select").evaluate_all("els => els.map(e => e.options[e.selectedIndex].text.replace(/\u00a0/g, ' '))")
    assert any(m in ("♠ spades", "♥ hearts", "♦ diamonds", "♣ clubs") for m in menus), menus
    tops = box.locator(".bl-ctl-row > .bl-ctl:visible").evaluate_all(
        "els => els.map(e => Math.round(e.getBoundingClientRect().top))")
    assert tops and max(tops) - min(tops) <= 6, tops
    shoot(page, box, "lab-explorer-guess-first")
    expl = table.locator(".blt-message")
    seen = set()
    for deal in range(2):
        cards = table.locator("[data-region=hand] button[data-card]")
        expect(cards).to_have_count(8, timeout=30_000)
        expect(table.locator("[data-region=hand] [data-legal]")).to_have_count(0)  # nothing given away
        for i in range(8):
            timed_click(page, cards.nth(i), ".bl-hand-explorer", expl.text_content())
            text = expl.text_content()
            kind = "false" if "Not legal" in text else "true"
            seen.add(kind)
            expect(cards.nth(i)).to_have_attribute("data-legal", kind)
            if kind == "false":
                assert "not allowed" in text
        first = cards.first.get_attribute("data-card")
        box.locator(".bl-new-deal").click()
        expect(table.locator("[data-region=hand] button[data-card]").first).not_to_have_attribute("data-card", first, timeout=30_000)
    assert seen == {"true", "false"}
    # the quizzes: question, table, hand and Check button in view at 1024x768
    quizzes = page.locator(".bl-card-quiz")
    expect(quizzes).to_have_count(8, timeout=60_000)  # one or two a rule of play
    quiz = quizzes.first
    qt = quiz.locator("[data-region=table]")
    scroll_until_still(page, qt)
    assert_inside_viewport(page, {"table": qt, **table_parts(qt), "check": qt.locator("[data-id=check]")})
    # the play lesson's first quiz: North led 10♠, East trumped with J♣; South holds 9♠ Q♠ A♥ 7♣ with clubs
    # trumps, so South must follow suit and may play either spade: 9♠ and Q♠
    qt.locator("[data-region=hand] [data-card=QS]").click()
    expect(qt.locator("[data-card=QS]")).to_have_attribute("aria-label", re.compile("chosen"))
    qt.locator("[data-id=check]").click()
    expect(qt.locator(".blt-message")).to_contain_text("Not quite", timeout=30_000)
    expect(qt.locator("[data-region=hand] [data-legal=true]")).to_have_count(2)
    qt.locator("[data-region=hand] [data-card='9S']").click()
    # the choice changed: the old verdict and the legal marks are gone until Check
    expect(qt.locator(".blt-message")).to_contain_text("press Check again", timeout=30_000)
    expect(qt.locator(".blt-message")).not_to_contain_text("Not quite")
    expect(qt.locator("[data-region=hand] [data-legal]")).to_have_count(0)
    qt.locator("[data-id=check]").click()
    expect(qt.locator(".blt-message")).to_contain_text("Right!", timeout=30_000)
    shoot(page, quiz, "lab-card-quiz")


def test_position_builder(page, lab_server):
    open_and_run(page, lab_server, "03_overtrumping_for_teachers.ipynb")
    b = page.locator(".bl-position-builder")
    pack = b.locator("[data-region=pack]")
    expect(pack.locator("[data-card]").first).to_be_visible(timeout=90_000)
    table = b.locator("[data-region=table]")
    status = table.locator("[data-region=status]")

    def place(card):
        seq = settled_seq(table)
        pack.locator(f"[data-card='{card}']").click()
        expect(table).not_to_have_attribute("data-seq", seq, timeout=30_000)

    # builder of lesson 3: classic-1000, hearts, East leads. Table: E A♠, N 9♥, W K♠; hand J♥ 7♥ A♦
    for card in ("AS", "9H", "KS"):
        place(card)
    pack.locator("[data-id=hand]").click()
    expect(pack.locator("[data-id=hand]")).to_have_attribute("aria-pressed", "true", timeout=30_000)
    for card in ("JH", "7H", "AD"):
        place(card)
    expect(status).to_contain_text("Legal: J♥ A♦", timeout=30_000)
    expect(table.locator(".blt-message")).to_contain_text("no undertrumping a partner")
    expect(table.locator("[data-region=hand] [data-legal=false]")).to_have_attribute("data-card", "7H")
    expect(table.locator("[data-region=trick] [data-card]")).to_have_count(3)
    # the whole pack is in view across the widget, side bar open or not (rows of 16 or of 8 cards)
    whole = box(b)
    right = whole["x"] + whole["width"]
    for card in ("AH", "AC"):
        c = box(pack.locator(f"[data-card='{card}']"))
        assert c["x"] + c["width"] <= right + 0.5, (card, c, right)
    shoot(page, b, "lab-position-builder")
    # at 1400x1000 the whole builder is in view, the explanation list not cut
    scroll_until_still(page, b)
    assert_inside_viewport(page, {"pack": pack, "table": table.locator(".blt-felt"), "status": status,
                                  "explanation": table.locator(".blt-message")})
    # too many cards on the table is said at once, and nothing breaks
    pack.locator("[data-id=table]").click()
    expect(pack.locator("[data-id=table]")).to_have_attribute("aria-pressed", "true", timeout=30_000)
    pack.locator("[data-card='7C']").click()
    expect(b.locator(".bl-error")).to_contain_text("three cards are already there")
    expect(status).to_contain_text("Legal: J♥ A♦")
    # the quizzes of lesson 3 are drawn big too: their cards at least 100 px wide
    quiz = page.locator(".bl-card-quiz").first
    assert box(quiz.locator("[data-region=hand] [data-card]").first)["width"] >= 100


def build_lesson_3_position(b) -> None:
    """Lesson 3's builder (classic-1000, hearts, East leads): E A♠, N 9♥, W K♠ on the table, J♥ 7♥ A♦ in
    South's hand, clicked on the pack."""
    pack = b.locator("[data-region=pack]")
    expect(pack.locator("[data-card]").first).to_be_visible(timeout=90_000)
    table = b.locator("[data-region=table]")

    def place(card):
        seq = settled_seq(table)
        pack.locator(f"[data-card='{card}']").click()
        expect(table).not_to_have_attribute("data-seq", seq, timeout=30_000)

    for card in ("AS", "9H", "KS"):
        place(card)
    pack.locator("[data-id=hand]").click()
    expect(pack.locator("[data-id=hand]")).to_have_attribute("aria-pressed", "true", timeout=30_000)
    for card in ("JH", "7H", "AD"):
        place(card)
    expect(table.locator("[data-region=status]")).to_contain_text("Legal: J♥ A♦", timeout=30_000)


def test_position_builder_fits_at_1024(page, lab_server):
    # a projector, JupyterLab's side bar closed: the controls, the pack, the table and the status line fit
    # without scrolling; the verdicts (the explanation) fit with the table once it is scrolled to the top
    lesson_at_1024(page, lab_server, "03_overtrumping_for_teachers.ipynb")
    b = page.locator(".bl-position-builder")
    build_lesson_3_position(b)
    table = b.locator("[data-region=table]")
    felt, status, msg = table.locator(".blt-felt"), table.locator("[data-region=status]"), table.locator(".blt-message")
    expect(msg.locator("li")).to_have_count(3)
    scroll_until_still(page, b)
    boxes = assert_inside_viewport(page, {"controls": b.locator(".widget-hbox").first, "pack": b.locator("[data-region=pack]"),
                                          "table": felt, "hand": table.locator("[data-region=hand]"),
                                          "trick": table.locator("[data-region=trick]"), "status": status})
    area = visible_area(page)
    # the rules corner on one line each: "classic-1000" not broken at its hyphen, "♥ hearts trumps" whole
    for key in ("rules", "contract"):
        value = box(table.locator(f"[data-info={key}] .blt-corner-value"))
        assert value["height"] < 30, (key, value)
    # the pack in two rows of 16 (the notebook is wide enough with the side bar closed)
    assert boxes["pack"]["height"] < 170, boxes["pack"]
    scroll_until_still(page, felt)
    after = assert_inside_viewport(page, {"table": felt, "status": status, "explanation": msg})
    OUTPUT.mkdir(exist_ok=True)
    (OUTPUT / "builder-fit-1024.json").write_text(json.dumps({"area": area, "widget top": boxes, "table top": after}, indent=1))
    shoot(page, b, "lab-position-builder-1024-closed")
    # the position is set: "Hide pack" folds the pack away ("Show pack" waits by the menus), and the builder (controls,
    # the table, the status line and the explanation) is in view at once, with no scrolling inside it
    seq = settled_seq(table)
    b.locator("[data-region=pack] [data-id=pack]").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=30_000)
    expect(b.locator("[data-region=pack]")).to_have_count(0)
    expect(b.locator(".bl-show-pack")).to_be_visible()
    expect(msg.locator("li")).to_have_count(3)
    scroll_until_still(page, b)
    folded = assert_inside_viewport(page, {"controls": b.locator(".widget-hbox").first,
                                           "show pack": b.locator(".bl-show-pack"), "table": felt,
                                           "hand": table.locator("[data-region=hand]"), "status": status,
                                           "explanation": msg})
    (OUTPUT / "builder-fit-1024-folded.json").write_text(json.dumps({"area": visible_area(page), "widget top": folded},
                                                                    indent=1))
    shoot(page, b, "lab-position-builder-1024-folded")
    # and back: the 32 cards return, the position as it was
    b.locator(".bl-show-pack").click()
    expect(b.locator("[data-region=pack] [data-card]")).to_have_count(32, timeout=30_000)
    expect(status).to_contain_text("Legal: J♥ A♦")


def test_declarations_walkthrough(page, lab_server):
    open_and_run(page, lab_server, "13_c501_belote_declarations.ipynb")
    w = page.locator(".bl-declarations")
    expect(w.locator(".bl-next-step")).to_be_visible(timeout=90_000)
    steps = w.locator(".bl-steps li")
    kernel_idle(page)  # the walkthrough is drawn in full (the kernel has run the lesson)
    n0 = steps.count()
    for _ in range(20):
        if not w.locator(".bl-next-step").is_enabled():
            break
        w.locator(".bl-next-step").click()
        expect(steps).to_have_count(n0 + 1, timeout=30_000)
        kernel_idle(page)  # the click's whole answer has arrived (Next step is disabled after the last step)
        n0 += 1
    expect(w.locator(".bl-steps")).to_contain_text(re.compile("score|No declaration|Nobody declared"))
    shoot(page, w, "lab-declarations-walkthrough")


def test_scoring_walkthrough(page, lab_server):
    open_and_run(page, lab_server, "14_c501_scoring.ipynb")
    w = page.locator(".bl-scoring")
    expect(w.locator(".bl-next-trick")).to_be_visible(timeout=90_000)
    w.locator(".bl-next-trick").click()
    expect(w.locator(".bl-trick-no")).to_contain_text("Trick 1 of 8", timeout=30_000)
    for _ in range(12):
        kernel_idle(page)  # the last click's whole answer has arrived (Next line is disabled after the last line)
        if not w.locator(".bl-next-line").is_enabled():
            break
        w.locator(".bl-next-line").click()
    expect(w.locator(".bl-score-table")).to_contain_text("Capot", timeout=30_000)
    expect(w.locator("svg.bl-bar-chart")).to_be_visible()
    shoot(page, w, "lab-scoring-walkthrough")


def test_practice_game_in_a_lesson_at_1024(page, lab_server):
    lesson_at_1024(page, lab_server, "07_practice_game.ipynb")
    g = page.locator(".bl-practice").first
    table = g.locator("[data-region=table]")
    expect(g.locator(READY)).to_have_count(1, timeout=120_000)
    scroll_to_top(table)
    assert_inside_viewport(page, {"table": table, **table_parts(table)})
    shoot(page, g, "lab-practice-start")
    expect(table.locator(".blt-chip-rules")).to_have_text(re.compile(r"^French Belote to \d+"))
    # the Settings panel opens under the table, below a 1024x768 screen; opening it
    # scrolls it into view, and the lesson's bot speed is one of the named speeds (no "0.2 s")
    table.locator("[data-id=settings]").click()
    settings = g.locator(".bl-settings")
    expect(settings).to_be_visible(timeout=30_000)
    expect(table).to_have_attribute("data-revealed", re.compile(r"^\d+$"), timeout=30_000)  # the panel scrolled to
    assert_inside_viewport(page, {"settings": settings,
                                  "resume": settings.get_by_role("button", name="Resume")})
    speed = settings.locator("select").nth(3).evaluate("el => [...el.options].map(o => o.text + (o.selected ? '*' : ''))")
    assert speed == ["Slow", "Normal", "Quick*", "Instant"], speed
    page.screenshot(path="test-output/screens/lab-practice-settings-open-1024x768-screen.png")
    table.locator("[data-id=settings]").click()
    expect(settings).to_be_hidden(timeout=30_000)
    scroll_to_top(table)
    sheet_rows = g.locator(".bl-score-sheet tr")
    rows_before = sheet_rows.count()
    assert rows_before == 0  # no score sheet (a bare header row) before the first hand is over
    done = play_hand(page, g, click_while_busy=True)
    assert done["cards"] >= 1
    expect(table.locator("[data-region=status]")).to_contain_text(re.compile("The hand is over|win"), timeout=60_000)
    expect(table.locator("[data-region=hand] [data-card]")).to_have_count(0)
    expect(sheet_rows).to_have_count(2, timeout=30_000)  # the header and the first hand
    # one breakdown region: the score of the hand on the table (the details under it carry none)
    expect(g.locator("[data-region=breakdown]")).to_have_count(1)
    scroll_to_top(table)
    # the score of the hand is drawn where the cards were, in view with the last trick, the status and the
    # buttons (the breakdown with the rule of each line is under the table)
    result = table.locator("[data-region=breakdown]")
    expect(result).to_contain_text("Score for this hand")
    boxes = assert_inside_viewport(page, {"status": table.locator("[data-region=status]"),
                                          "buttons": table.locator(".blt-buttons"), "result": result,
                                          "trick": table.locator("[data-region=trick]")})
    record_boxes("lab-practice-hand-over-1024x768", page, boxes)
    # "This hand: N-S 138, E-W 24" must not wrap inside "E-W": the teams' short names are
    # no-wrap spans (one line box each), the text unchanged
    teams = table.locator("[data-region=status] .blt-team").evaluate_all(
        "els => els.map(e => [e.textContent, e.getClientRects().length])")  # read in one go (one frame)
    assert len(teams) >= 2, table.locator("[data-region=status]").text_content()
    assert all(text in ("N-S", "E-W") and lines == 1 for text, lines in teams), teams
    assert overlapping_trick_cards(table) == []  # North's card is not covered by South's
    shoot(page, g, "lab-practice-hand-over")
    # the last trick on demand, then the next hand
    table.locator("[data-id=last]").click()
    expect(table.locator("[data-id=last]")).to_have_attribute("aria-pressed", "true")
    expect(table.locator("[data-region=trick] [data-card]")).to_have_count(4)
    table.locator("[data-id=last]").click()
    table.locator("[data-id=next]").click()
    expect(table.locator("[data-region=hand] [data-card]").first).to_be_visible(timeout=60_000)


def test_bidding_trainer_odds_chart(page, lab_server):
    open_and_run(page, lab_server, "08_bidding_trainer.ipynb")
    t = page.locator(".bl-trainer")
    expect(t.locator(".bl-call").first).to_be_visible(timeout=90_000)
    t.get_by_role("button", name="Pass").click()
    expect(t.locator(".bl-grade")).to_contain_text("You called Pass", timeout=60_000)
    # the chart and the history wait behind their buttons (closed at first), the history's with its count
    expect(t.locator("svg.bl-ev-chart")).to_be_hidden()
    expect(t.locator(".bl-history")).to_be_hidden()
    shoot(page, t, "lab-bidding-trainer")
    t.locator(".bl-details-toggle").click()
    expect(t.locator("svg.bl-ev-chart")).to_be_visible(timeout=30_000)
    t.get_by_role("button", name="Your decisions (1)").click()
    expect(t.locator(".bl-history")).to_contain_text("Random hand", timeout=30_000)
    shoot(page, t, "lab-bidding-trainer-details-open")
