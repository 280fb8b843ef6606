"""The course's quizzes in a real JupyterLab in headless Chromium: the question and its pictures are shown
as an output, the answer only after a click; a score exercise takes each team's score and says what was
missed. Screenshots at projector sizes go to test-output/."""
import re

import pytest
from playwright.sync_api import expect

from .conftest import OUTPUT, open_notebook, run_all_cells

pytestmark = pytest.mark.browser


def test_a_choice_quiz_answers_only_after_a_click(page, lab_server):
    open_notebook(page, lab_server, "10_c501_pack_and_table.ipynb")
    run_all_cells(page)
    quiz = page.locator(".bl-quiz").first  # "Who is East's partner?"
    expect(quiz.get_by_role("button", name="West", exact=True)).to_be_visible(timeout=120_000)
    question = page.locator(".jp-OutputArea .bl-quiz-question").first
    expect(question).to_contain_text("Who is East's partner?")
    feedback = quiz.locator(".bl-feedback")
    assert feedback.text_content().strip() == ""  # nothing given away before the click
    quiz.get_by_role("button", name="North", exact=True).click()
    expect(feedback).to_contain_text("Not quite: the answer is West", timeout=30_000)
    OUTPUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUTPUT / "lesson-10-1400x1000.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.screenshot(path=str(OUTPUT / "lesson-10-1024x768.png"))


def test_score_a_hand_yourself(page, lab_server):
    open_notebook(page, lab_server, "14_c501_scoring.ipynb")
    run_all_cells(page)
    quiz = page.locator(".bl-quiz").filter(has=page.locator(".bl-number")).first
    expect(quiz.locator("input").first).to_be_visible(timeout=120_000)
    # West took clubs: 95 + 10 = 105 for East-West; North-South 57 + 20 (their belote) = 77
    boxes = quiz.locator("input")
    boxes.nth(0).fill("57")  # the belote forgotten
    boxes.nth(1).fill("105")
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".bl-feedback")).to_contain_text("North-South score 77, not 57", timeout=30_000)
    expect(quiz.locator("tr.bl-missed")).to_contain_text(re.compile("Belote"))
    boxes.nth(0).fill("77")
    boxes.nth(0).press("Tab")  # the box sends its value when it loses the focus
    # under load the new value can reach the kernel after the click: check again until it has arrived
    for _ in range(6):
        quiz.get_by_role("button", name="Check").click()
        try:
            expect(quiz.locator(".bl-feedback")).to_contain_text("Right!", timeout=5_000)
            break
        except AssertionError:
            continue
    expect(quiz.locator(".bl-feedback")).to_contain_text("Right!", timeout=5_000)
    OUTPUT.mkdir(exist_ok=True)
    quiz.scroll_into_view_if_needed()
    page.screenshot(path=str(OUTPUT / "lesson-14-score-1400x1000.png"))
