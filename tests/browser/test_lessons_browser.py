"""The course's quizzes in a real JupyterLab in headless Chromium: the question and its pictures are shown
as an output, the answer only after a click; a score exercise takes each team's score and says what was
missed. Screenshots at projector sizes go to test-output/."""
import json
import re

import pytest
from playwright.sync_api import expect

from .conftest import (OUTPUT, assert_inside_viewport, box, kernel_idle, lesson_at_1024, open_and_run, open_notebook,
                       scroll_until_still, set_size, settled_seq, shoot, table_parts, wait_all_run)


pytestmark = pytest.mark.browser


LOOK_JS = """el => { const s = getComputedStyle(el), b = el.getBoundingClientRect();
  return { font: parseFloat(s.fontSize), height: b.height, width: b.width, background: s.backgroundColor,
           before: getComputedStyle(el, '::before').content }; }"""


def _look(locator) -> dict:
    """Computed font size (px), box height and width, background colour and ::before content of an element."""
    return locator.evaluate(LOOK_JS)


def test_a_choice_quiz_answers_only_after_a_click(page, lab_server):
    open_and_run(page, lab_server, "10_c501_pack_and_table.ipynb")
    quiz = page.locator(".bl-quiz").first  # "Who is East's partner?"
    expect(quiz.get_by_role("button", name="West", exact=True)).to_be_visible(timeout=120_000)
    # "run all" scrolls the notebook to each cell it runs: click once every cell has run (a click during the
    # scrolling can land beside the button, now that the lesson's pictures are projector-sized and taller)
    wait_all_run(page)
    quiz.scroll_into_view_if_needed()
    question = page.locator(".jp-OutputArea .bl-quiz-question").first
    expect(question).to_contain_text("Who is East's partner?")
    feedback = quiz.locator(".bl-feedback")
    assert feedback.text_content().strip() == ""  # nothing given away before the click
    # projector size: the answer buttons' text >= 16 px and the buttons >= 38 px high, like the
    # widgets' controls (JupyterLab's own are 13 px and 28 px)
    for b in quiz.locator("button.bl-choice").all():
        look = _look(b)
        assert look["font"] >= 16 and look["height"] >= 38, look
    shoot(page, quiz, "lesson-10-choice-quiz-before")
    quiz.get_by_role("button", name="North", exact=True).click()
    expect(feedback).to_contain_text("Not quite: the answer is West", timeout=30_000)
    # the wrong answer red, the right one green, each with a cross / tick, and the feedback in words at >= 16 px
    expect(quiz.get_by_role("button", name="North", exact=True)).to_have_class(re.compile("mod-danger"))
    north, west = (_look(quiz.get_by_role("button", name=n, exact=True)) for n in ("North", "West"))
    assert north["background"] == "rgb(176, 0, 32)" and north["before"].startswith('"\u2718'), north
    assert west["background"] == "rgb(31, 138, 59)" and west["before"].startswith('"\u2714'), west
    assert north["font"] >= 16 and west["height"] >= 38
    words = feedback.locator("b").first
    assert _look(words)["font"] >= 16 and _look(feedback.locator("div").first)["font"] >= 16
    expect(words).to_contain_text("Not quite")
    OUTPUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUTPUT / "lesson-10-1400x1000.png"))
    shoot(page, quiz, "lesson-10-choice-quiz-after")
    set_size(page, 1024, 768)
    page.screenshot(path=str(OUTPUT / "lesson-10-1024x768.png"))


def test_score_a_hand_yourself(page, lab_server):
    open_and_run(page, lab_server, "14_c501_scoring.ipynb")
    quiz = page.locator(".bl-quiz").filter(has=page.locator(".bl-number")).first
    expect(quiz.locator("input").first).to_be_visible(timeout=120_000)
    # West took clubs: 95 + 10 = 105 for East-West; North-South 57 + 20 (their belote) = 77
    boxes = quiz.locator("input")
    # projector size: the number boxes, their labels and Check at >= 16 px, boxes and button >= 38 px
    check = quiz.get_by_role("button", name="Check")
    wait_all_run(page)  # measured once every cell has run and is drawn
    quiz.scroll_into_view_if_needed()
    for part in (boxes.nth(0), boxes.nth(1), check, quiz.locator(".bl-number .widget-label").first):
        look = _look(part)
        assert look["font"] >= 16, look
    for part in (boxes.nth(0), boxes.nth(1), check):
        assert _look(part)["height"] >= 38, _look(part)
    shoot(page, quiz, "lesson-14-score-quiz-before")
    boxes.nth(0).fill("57")  # the belote forgotten
    boxes.nth(1).fill("105")
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".bl-feedback")).to_contain_text("North-South score 77, not 57", timeout=30_000)
    expect(quiz.locator("tr.bl-missed")).to_contain_text(re.compile("Belote"))
    boxes.nth(0).fill("77")
    boxes.nth(0).press("Tab")  # the box sends its value when it loses the focus
    kernel_idle(page)  # the new value has reached the kernel before Check is pressed
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".bl-feedback")).to_contain_text("Right!", timeout=30_000)
    assert _look(quiz.locator(".bl-feedback div").first)["font"] >= 16
    OUTPUT.mkdir(exist_ok=True)
    quiz.scroll_into_view_if_needed()
    page.screenshot(path=str(OUTPUT / "lesson-14-score-1400x1000.png"))
    shoot(page, quiz, "lesson-14-score-quiz-after")


def test_lesson_card_quizzes_on_the_table_by_keyboard(page, lab_server):
    """Lesson 12's "find the illegal card" and "play out an ending" on the shared card table, on a projector
    (1024x768, side bar closed): cards >= 100 px wide with data-card, answered from the keyboard alone,
    data-legal only after the answer."""
    lesson_at_1024(page, lab_server, "12_c501_play.ipynb")
    # the first "find the illegal card" (the one with a "None: all legal" answer; "who wins" comes earlier)
    quiz = page.locator(".bl-card-choice").filter(has=page.locator("[data-id=extra-0]")).first
    table = quiz.locator("[data-region=table]")
    trick = table.locator("[data-region=trick]")
    expect(trick.locator("button[data-card]")).to_have_count(4, timeout=120_000)
    scroll_until_still(page, table)
    assert_inside_viewport(page, {"table": table, **table_parts(table)})
    for c in trick.locator("button[data-card]").all():
        assert box(c)["width"] >= 100, box(c)
    # each seat shows the cards it held (East held K♠ 9♥ 8♣), nothing judged yet
    expect(table.locator(".blt-seat-E [data-card]")).to_have_count(3)
    expect(trick.locator("[data-legal]")).to_have_count(0)
    # hearts trumps, North led A♠, East played 9♥ holding K♠: East had to follow suit. Keyboard only:
    # the first trick card, one step right (East's, next in the trick), Enter
    trick.locator("button[data-card=AS]").focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.card") == "9H"
    page.keyboard.press("Enter")
    expect(table.locator(".blt-message")).to_contain_text("Right!", timeout=30_000)
    expect(table.locator(".blt-message")).to_contain_text("East must follow suit")
    expect(trick.locator("[data-card='9H']")).to_have_attribute("data-legal", "false")
    expect(trick.locator("[data-legal=true]")).to_have_count(3)
    shoot(page, quiz, "lab-illegal-card-quiz")

    # "who wins this trick?" (hearts trumps: E A♦, S 10♦, W 9♦, N A♣; no trump played, A♦ is the highest
    # diamond: East wins): the winning card is clicked, the answer is its seat
    who = page.locator(".bl-card-choice").first
    wt = who.locator("[data-region=table]")
    scroll_until_still(page, wt)
    assert_inside_viewport(page, {"table": wt, **table_parts(wt)})
    wt.locator("[data-region=trick] button[data-card=AD]").click()
    expect(wt.locator(".blt-message")).to_contain_text("Right!", timeout=30_000)
    expect(wt.locator(".blt-message")).to_contain_text("A♦ (East) wins")
    shoot(page, who, "lab-who-wins-quiz")

    # the ending: South's cards at the bottom, >= 100 px, marked legal or not; a card played from the keyboard
    ending = page.locator(".bl-ending").first
    et = ending.locator("[data-region=table]")
    hand = et.locator("[data-region=hand]")
    expect(et).to_have_attribute("data-state", "ready", timeout=60_000)
    scroll_until_still(page, et)
    assert_inside_viewport(page, {"table": et, **table_parts(et)})
    cards = hand.locator("button[data-card]")
    expect(cards).to_have_count(3)
    n = 3
    assert all(box(c)["width"] >= 100 for c in cards.all())
    shoot(page, ending, "lab-ending-exercise")
    seq = settled_seq(et)
    cards.first.focus()
    for _ in range(n):
        if page.evaluate("() => document.activeElement.dataset.legal") == "true":
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(et).not_to_have_attribute("data-seq", seq, timeout=30_000)
    expect(et).to_have_attribute("data-state", "ready", timeout=60_000)
    expect(hand.locator("button[data-card]")).to_have_count(n - 1)


def test_load_the_trick_quiz_on_the_hand(page, lab_server):
    """Lesson 15's "load the trick": South's hand on the table, nothing marked before the answer; a wrong card,
    then the right one (hearts trumps, partner North's J♥ cannot be beaten; South, with no club, loads it with
    A♠ 11 rather than 10♦ 10 or 8♦ 0)."""
    lesson_at_1024(page, lab_server, "15_c501_end_and_tips.ipynb")
    quiz = page.locator(".bl-card-choice").first
    table = quiz.locator("[data-region=table]")
    hand = table.locator("[data-region=hand]")
    expect(hand.locator("button[data-card]")).to_have_count(3, timeout=120_000)
    scroll_until_still(page, table)
    assert_inside_viewport(page, {"table": table, **table_parts(table)})
    assert all(box(c)["width"] >= 100 for c in hand.locator("button[data-card]").all())
    expect(hand.locator("[data-legal]")).to_have_count(0)
    hand.locator("[data-card='10D']").click()
    expect(table.locator(".blt-message")).to_contain_text("Not quite: the answer is A♠", timeout=30_000)
    expect(hand.locator("[data-legal=true]")).to_have_count(3)
    expect(hand.locator("[data-hint=true]")).to_have_attribute("data-card", "AS")
    hand.locator("[data-card='AS']").click()
    expect(table.locator(".blt-message")).to_contain_text("Right!", timeout=30_000)
    shoot(page, quiz, "lab-load-the-trick-quiz")


def test_lessons_open_with_projector_size_text(page, lab_server):
    """`make lab` (and this test's JupyterLab) start with the project's JupyterLab settings: lesson prose at
    18 px instead of JupyterLab's 14 px (tools/lab_user_settings/), no news pop-up (tools/lab_overrides.json)."""
    import json
    import urllib.request

    from .conftest import TOKEN

    page.set_viewport_size({"width": 1024, "height": 768})
    open_notebook(page, lab_server, "01_your_first_hand.ipynb")
    para = page.locator(".jp-MarkdownOutput p").first
    expect(para).to_be_visible(timeout=60_000)
    sizes = page.evaluate("""() => [...document.querySelectorAll('.jp-MarkdownOutput p, .jp-MarkdownOutput li')]
        .slice(0, 40).map(e => parseFloat(getComputedStyle(e).fontSize))""")
    assert sizes and min(sizes) >= 17, sizes
    shoot(page, page.locator(".jp-Notebook").first, "lesson-01-text-size")
    # the default the server gives JupyterLab from tools/lab_overrides.json: "never fetch the news" (no pop-up)
    url = f"{lab_server}/lab/api/settings/@jupyterlab/apputils-extension:notification?token={TOKEN}"
    with urllib.request.urlopen(url, timeout=10) as r:
        schema = json.load(r)["schema"]
    assert schema["properties"]["fetchNews"]["default"] == "false", schema["properties"]["fetchNews"]


def test_a_marriage_quiz_trick_at_projector_size(page, lab_server):
    """Lesson 42's "a marriage on the table" quiz at 1024x768 (side bar closed): the trick is drawn as a row
    of 100 px cards in the order played (no longer a small compass), its answer buttons at >= 16 px; after a
    wrong answer, the chosen answer red with a cross, the right one green with a tick."""
    lesson_at_1024(page, lab_server, "42_mar_marriages.ipynb")
    wait_all_run(page)
    out = page.locator(".jp-OutputArea").filter(has_text="This trick was played").first
    trick = out.locator(".bl-trick").first
    expect(trick).to_be_visible(timeout=60_000)
    scroll_until_still(page, out)
    widths = trick.evaluate("el => [...el.querySelectorAll('svg[data-card]')].map(c => c.getBoundingClientRect().width)")
    assert len(widths) == 4 and min(widths) >= 100, widths
    quiz = out.locator(".bl-quiz")
    buttons = quiz.locator("button.bl-choice")
    assert buttons.count() >= 2 and all(_look(b)["font"] >= 16 and _look(b)["height"] >= 38 for b in buttons.all())
    shoot(page, out, "lesson-42-marriage-quiz-before")
    # trumps spades; N K♥, W Q♥, S A♥, E 7♥: the marriage of hearts fell in one trick won by South (A♥):
    # North-South +20, East-West -20. "Nothing: no marriage fell" is wrong
    quiz.get_by_role("button", name="Nothing: no marriage fell", exact=True).click()
    expect(quiz.locator(".bl-feedback")).to_contain_text("Not quite", timeout=30_000)
    wrong = _look(quiz.get_by_role("button", name="Nothing: no marriage fell", exact=True))
    assert wrong["background"] == "rgb(176, 0, 32)" and wrong["before"].startswith('"\u2718'), wrong
    shoot(page, out, "lesson-42-marriage-quiz-after")


def test_lesson_number_quiz_with_bad_input_and_a_changed_number(page, lab_server):
    """Lesson 10's "How many cards in a belote pack?" (8 ranks x 4 suits = 32). The box was an <input
    type=number>: typed "1e9" reached the kernel as 19 and "abc" or nothing as 0, each judged "too few".
    Expected: each of "abc", "", "1e9" gets one line naming what was typed and no verdict, the box as
    typed; "-5" is a whole number, judged too few; 32 is right; then 31 typed clears "Right!"."""
    from .conftest import wait_all_run

    open_and_run(page, lab_server, "10_c501_pack_and_table.ipynb")
    wait_all_run(page)
    quiz = page.locator(".bl-quiz:has(.bl-number)").first
    box = quiz.locator(".bl-number input")
    check = quiz.locator("button.bl-check")
    feedback = quiz.locator(".bl-feedback")
    error = quiz.locator(".bl-error")
    quiz.scroll_into_view_if_needed()
    for typed in ["abc", "", "1e9"]:
        box.fill(typed)
        check.click()
        expect(error).to_have_text(f"type a whole number, not {json.dumps(typed)}", timeout=30_000)
        assert box.input_value() == typed
        assert feedback.text_content().strip() == ""
    box.fill("-5")
    check.click()
    expect(feedback).to_contain_text("Not quite: -5 is too few; the answer is 32.", timeout=30_000)
    expect(error).to_have_text("")
    assert page.locator(".jp-OutputArea-output:has-text('Traceback')").count() == 0
    box.fill("32")
    check.click()
    expect(feedback).to_contain_text("Right!", timeout=30_000)
    box.fill("31")
    expect(feedback).to_contain_text("press Check again", timeout=30_000)
    expect(feedback).not_to_contain_text("Right!")
