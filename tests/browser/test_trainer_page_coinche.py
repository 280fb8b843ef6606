"""The bidding trainer on `make app`'s trainer page (Voila) at 1024x768, with the coinche problem "Jack, nine
and a small trump" answered 80 ♥: the verdict says why the lesson's call is marked best, the pressed
Details toggle is readable under the pointer, and the verdict and the table of calls are in view."""
import pytest
from playwright.sync_api import expect

from .conftest import box, open_trainer_page, scroll_to_top, set_size, shoot

pytestmark = pytest.mark.browser

_COLOURS = """el => { const s = getComputedStyle(el); return [s.color, s.backgroundColor]; }"""


def _rgb(text: str) -> tuple:
    return tuple(int(x) for x in text[text.index("(") + 1:text.index(")")].split(",")[:3])


def _contrast(a: tuple, b: tuple) -> float:
    """WCAG contrast ratio of two sRGB colours: (L1 + 0.05) / (L2 + 0.05), L the relative luminance."""
    def lum(c):
        ch = [v / 255 for v in c]
        ch = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in ch]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_contrast_helper():
    # white on black: (1 + 0.05) / (0 + 0.05) = 21; white on #f1f1f1 (an unreadable hover) is about 1.1
    assert round(_contrast((255, 255, 255), (0, 0, 0)), 1) == 21.0
    assert _contrast((255, 255, 255), (241, 241, 241)) < 1.2


def test_coinche_trainer_pressed_details_readable_under_pointer_and_table_in_view(page, voila_server):
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    t = open_trainer_page(page, voila_server)
    t.locator("select").first.select_option("coinche")
    expect(t.locator("[data-region=hand] svg[data-card]")).to_have_count(8, timeout=60_000)
    t.get_by_role("button", name="Next problem").click()
    expect(t.locator(".bl-problem")).to_contain_text("Jack, nine and a small trump", timeout=60_000)
    t.locator("[data-region=bidding] select").select_option("80")
    t.locator(".bl-call.bl-suit").nth(1).click()  # ♥
    expect(t.locator(".bl-grade")).to_contain_text("You called 80 ♥", timeout=120_000)
    # the verdict says why 80 ♥ is marked best although Pass and 100 ♥ score a little more
    expect(t.locator(".bl-best-why")).to_contain_text("Pass and 100 ♥")
    # the pressed Details toggle, the pointer still on it, is readable (WCAG AA: 4.5:1)
    details = t.locator(".bl-details-toggle")
    details.click()
    expect(t.locator(".bl-trainer-details svg.bl-ev-chart")).to_be_visible(timeout=30_000)
    details.hover()
    # the hover's colours as drawn: the pointer on the button and no transition under way
    page.wait_for_function("el => el.matches(':hover') && !el.getAnimations().some(a => a.playState === 'running')",
                           arg=details.element_handle())
    fg, bg = details.evaluate(_COLOURS)
    ratio = _contrast(_rgb(fg), _rgb(bg))
    assert ratio >= 4.5, (fg, bg, ratio)
    shoot(page, t, "trainer-coinche-details-hover")
    details.click()  # closed again: the verdict and the table alone
    expect(t.locator(".bl-trainer-details")).to_be_hidden()
    page.mouse.move(0, 0)
    # with the trainer at the top of a 1024x768 screen, the verdict, the table of calls (the top 4
    # calls), its legend and the Details / Your decisions row are all in view
    set_size(page, 1024, 768)
    scroll_to_top(t)
    expect(t.locator("table.bl-trainer-table tbody tr")).to_have_count(4)
    # the "you" / "best" badges, which carry the verdict, at 16 px at least
    sizes = t.locator("table.bl-trainer-table .bl-tag").evaluate_all(
        "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert len(sizes) == 2 and min(sizes) >= 16, sizes
    shoot(page, t, "trainer-coinche-decided")
    scroll_to_top(t)
    for sel in ("table.bl-trainer-table", ".bl-trainer-legend", ".bl-details-toggle", ".bl-history-toggle"):
        b = box(t.locator(sel))
        assert b["y"] + b["height"] <= 768, (sel, b)
    assert not errors, errors
