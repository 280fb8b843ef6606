"""The trainer's toggles pressed in odd orders on `make app`'s trainer page (Voila), in Chromium: answer,
Details, Next problem, then the decisions; a double click on a call; the position builder's Hide pack,
Load and Clear; nothing stale left on the page, no control live when its action is impossible."""
import pytest
from playwright.sync_api import expect

from .conftest import (box, open_and_run, open_trainer_page, set_size, settled_seq, shoot, table_synced, write_notebook)

pytestmark = pytest.mark.browser


def test_trainer_answer_details_next_then_history_leaves_nothing_stale(page, voila_server):
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    t = open_trainer_page(page, voila_server)
    details, history = t.locator(".bl-details-toggle"), t.locator(".bl-history-toggle")
    # before any answer: no Details to open, no decisions to show (the row is hidden)
    expect(details).to_be_hidden()
    expect(history).to_be_hidden()
    t.get_by_role("button", name="Next problem").click()
    expect(t.locator(".bl-problem")).to_contain_text("Jack and nine of trumps", timeout=60_000)  # 01-classic-501
    t.get_by_role("button", name="Pass").click()
    expect(t.locator(".bl-grade")).to_contain_text("You called Pass", timeout=90_000)
    rows = t.locator("table.bl-trainer-table tbody tr")
    expect(rows).to_have_count(2)  # pass and take: the two legal calls of the first round, best first
    expect(history).to_have_text("Your decisions (1)")
    details.click()
    expect(t.locator(".bl-trainer-details svg.bl-ev-chart")).to_be_visible(timeout=30_000)
    # the next problem: the verdict, the table of calls and the chart of the last one are gone, Details with them
    t.get_by_role("button", name="Next problem").click()
    expect(t.locator(".bl-problem")).to_contain_text("A lone nine", timeout=60_000)  # 02-classic-501
    expect(t.locator(".bl-grade")).to_have_count(0)
    expect(rows).to_have_count(0)
    expect(t.locator(".bl-trainer-details")).to_be_hidden()
    expect(details).to_be_hidden()
    # the decisions so far: one, shown on request
    expect(history).to_be_enabled()
    history.click()
    hist_rows = t.locator("table.bl-history tbody tr")  # a row a decision, then the "Points lost in all" row
    expect(hist_rows).to_have_count(1 + 1, timeout=30_000)
    # a double click on a call is one answer, and the decisions count two
    t.locator(".bl-call").first.dblclick()
    expect(t.locator(".bl-grade")).to_be_visible(timeout=90_000)
    expect(history).to_have_text("Your decisions (2)", timeout=30_000)
    expect(hist_rows).to_have_count(2 + 1)
    expect(t.locator(".bl-error")).to_have_text("")
    # Details was left open before Next problem: it opens again with this answer's chart, not the last one's
    expect(t.locator(".bl-trainer-details svg.bl-ev-chart")).to_be_visible()
    # the total row and the chart of points lost per decision, in view under the table of decisions
    set_size(page, 1400, 1000)
    total = t.locator("table.bl-history tbody tr").filter(has_text="Points lost in all")
    total.scroll_into_view_if_needed()
    b = box(total)
    assert b["height"] > 10, b
    on_top = page.evaluate("""() => { const r = document.querySelector('table.bl-history tbody tr:last-child');
        const b = r.getBoundingClientRect(); const el = document.elementFromPoint(b.x + 40, b.y + b.height / 2);
        return !!el && r.contains(el); }""")
    assert on_top, "the total row of the decisions is covered by something else"
    expect(t.locator("svg", has_text="Points lost per decision")).to_be_visible()  # the chart beside the table
    shoot(page, t, "trainer-toggles-1024")
    assert not errors, errors


def test_builder_hide_pack_load_clear_then_place_cards(page, lab_server, notebook_dir):
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # Hide pack, then load a teaching position (classic-1000, hearts: E A♠, N 9♥, W K♠; South J♥ 7♥ A♦)
    write_notebook(notebook_dir, "builder_toggles.ipynb",
                   "from belote_learn.widgets import PositionBuilder\n"
                   "b = PositionBuilder()\nb.show_pack(False)\nb.load('c1000-01-undertrump-partner-refused')\nb")
    page.set_viewport_size({"width": 1024, "height": 768})
    open_and_run(page, lab_server, "builder_toggles.ipynb")
    b = page.locator(".bl-position-builder")
    table = b.locator("[data-region=table]")
    status = table.locator("[data-region=status]")
    expect(status).to_contain_text("No undertrumping your partner", timeout=90_000)
    expect(b.locator("[data-region=pack]")).to_have_count(0)  # loaded positions start folded
    show = b.locator(".bl-show-pack")
    expect(show).to_be_visible()
    # a double click on Show pack: the pack opens (the second click finds the button gone), nothing refused
    show.dblclick()
    pack = b.locator("[data-region=pack]")
    expect(pack.locator("[data-card]")).to_have_count(32, timeout=30_000)
    expect(show).to_be_hidden()
    # Clear: the cards go back, the loaded position's title goes with them, and Clear is off (nothing to clear)
    seq = settled_seq(table)
    pack.locator("[data-id=clear]").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=30_000)
    expect(status).not_to_contain_text("No undertrumping your partner")
    expect(status).to_contain_text("East is to play after 0 cards")  # East led the loaded trick
    expect(pack.locator("[data-id=clear]")).to_be_disabled()
    save = b.get_by_role("button", name="Save", exact=True)
    expect(save).to_be_disabled()  # nothing to save: no card in the hand to move
    expect(table.locator("[data-region=trick] [data-card]")).to_have_count(0)
    # place cards: East leads the 7♠ on the table, then the 8♠ in the hand of the player after East
    seq = settled_seq(table)
    pack.locator("[data-card='7S']").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=30_000)
    expect(table.locator("[data-region=trick] [data-card='7S']")).to_have_count(1)
    expect(pack.locator("[data-id=clear]")).to_be_enabled()
    pack.locator("[data-id=hand]").click()
    seq = settled_seq(table)
    pack.locator("[data-card='8S']").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=30_000)
    # a lone card in the hand of the player to move: it is legal whatever was led
    expect(status).to_contain_text("Legal: 8♠")
    expect(save).to_be_enabled()  # a position: it can be saved
    expect(b.locator(".bl-error")).to_have_text("")
    shoot(page, b, "builder-after-clear")
    assert not errors, errors


def test_trainer_page_in_coinche_a_double_click_on_a_suit_is_one_bid_and_all_pages_leads_back(page, voila_server):
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    t = open_trainer_page(page, voila_server)
    t.locator("select").first.select_option("coinche")
    # coinche: eight cards and no turn-up; the bidding box is a value menu and a button a suit
    expect(t.locator("[data-region=hand] svg[data-card]")).to_have_count(8, timeout=60_000)
    expect(t.locator(".bl-turn-up")).to_have_count(0)
    suits = t.locator(".bl-call.bl-suit")
    expect(suits).to_have_count(4)  # ♠ ♥ ♦ ♣
    suits.nth(1).dblclick()
    expect(t.locator(".bl-grade")).to_contain_text("You called", timeout=120_000)
    expect(t.locator(".bl-history-toggle")).to_have_text("Your decisions (1)", timeout=30_000)
    expect(t.locator(".bl-error")).to_have_text("")
    # every call is off once answered: the menu and the suits as well as Pass
    expect(t.locator("[data-region=bidding] button").first).to_be_disabled()
    expect(t.locator("[data-region=bidding] button:enabled")).to_have_count(0)
    expect(t.locator("[data-region=bidding] select")).to_be_disabled()
    shoot(page, t, "trainer-coinche-answered")
    page.get_by_role("link", name="All pages").click()
    expect(page.locator("a[href$='trainer.ipynb']")).to_be_visible(timeout=120_000)
    assert not errors, errors


def test_builder_double_click_on_hide_pack_hides_it_once(page, lab_server, notebook_dir):
    write_notebook(notebook_dir, "builder_fold.ipynb",
                   "from belote_learn.widgets import PositionBuilder\n"
                   "b = PositionBuilder()\nb.load('c1000-01-undertrump-partner-refused')\nb.show_pack(True)\nb")
    page.set_viewport_size({"width": 1400, "height": 1000})
    open_and_run(page, lab_server, "builder_fold.ipynb")
    b = page.locator(".bl-position-builder")
    table = b.locator("[data-region=table]")
    pack = b.locator("[data-region=pack]")
    expect(pack.locator("[data-card]")).to_have_count(32, timeout=90_000)
    # a double click on Hide pack: both clicks reach the kernel before the pack goes; each toggled the pack,
    # so it folded and opened again (the teacher saw nothing happen)
    pack.locator("[data-id=pack]").dblclick()
    expect(b.locator(".bl-show-pack")).to_be_visible(timeout=30_000)
    table_synced(table)  # the second click's answer, if any, has arrived
    expect(pack).to_have_count(0)
    expect(table.locator("[data-region=trick] [data-card]")).to_have_count(3)  # A♠ 9♥ K♠ still on the table
    expect(b.locator(".bl-error")).to_have_text("")
