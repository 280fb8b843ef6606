"""Attacks on the card-table widgets in real Chromium (the Voila app): double clicks, clicks and keys
while the bots play, buttons pressed in quick succession and in every phase, window resizes in mid-hand.
After each: no JavaScript error, the table's test hooks still there, and the table answering again."""
import re

import pytest
from playwright.sync_api import expect

from .conftest import (READY, kernel_idle, make_move, new_coinche_game, open_and_run, open_practice, open_settings,
                       play_hand, set_size, settled_seq, table_synced, watch_errors, write_notebook)

pytestmark = pytest.mark.browser


def open_game(page, voila_server):
    """The app's practice game at 1024x768, its table taking input; the page's errors collected from the start."""
    errors = watch_errors(page)
    game, table = open_practice(page, voila_server)
    return game, table, errors


def hooks_sane(table) -> None:
    """Every drawn card of the hand carries data-card (and data-legal when legality is shown); the regions
    are there; no Python traceback shown."""
    for region in ("hand", "trick", "status"):
        expect(table.locator(f"[data-region={region}]")).to_have_count(1)
    cards = table.locator("[data-region=hand] [data-card]")
    codes = cards.evaluate_all("els => els.map(e => e.dataset.card)")
    assert all(re.fullmatch(r"(7|8|9|10|J|Q|K|A)[SHDC]", c) for c in codes), codes
    assert len(set(codes)) == len(codes), codes
    text = table.page.locator("body").text_content()
    assert "Traceback" not in text, text[-2000:]


def test_settings_then_hint_in_quick_succession_does_not_leave_the_table_thinking(page, voila_server):
    # Settings (sent at once, it never waits) and Hint pressed before the kernel answers the first: the
    # hint's click is aimed at the scene before Settings redrew it and is dropped, and the status line must
    # not stay on "The expert is thinking…" for ever while it is the learner's turn
    game, table, errors = open_game(page, voila_server)
    status = table.locator("[data-region=status]")
    expect(status).to_contain_text("Your turn")
    table.evaluate("""root => {
      root.querySelector('[data-id=settings]').click();
      root.querySelector('[data-id=hint]').click();
    }""")
    expect(table.locator("[data-id=settings]")).to_have_text("Hide settings", timeout=60_000)
    table_synced(table)  # both presses handled by the kernel, and its answers arrived
    expect(game.locator(READY)).to_have_count(1, timeout=60_000)
    expect(status).not_to_contain_text("thinking", timeout=10_000)
    expect(status).to_contain_text("Your turn")
    hooks_sane(table)
    assert errors == []


def test_double_clicks_keys_and_buttons_while_the_bots_play(page, voila_server):
    game, table, errors = open_game(page, voila_server)
    hand = table.locator("[data-region=hand]")
    # a double click on the first legal call or card: one action, not two
    for _ in range(3):
        table_synced(table)  # what the keys below did has been answered: the table is read afresh
        expect(game.locator(READY)).to_have_count(1, timeout=120_000)
        seq = settled_seq(table)
        calls = table.locator("[data-region=bidding] button[data-call=pass]")
        if calls.count():
            calls.dblclick()
        else:
            n = hand.locator("[data-card]").count()
            hand.locator("[data-legal=true]").first.dblclick()
            expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
            expect(game.locator(READY)).to_have_count(1, timeout=120_000)
            if not re.search("hand is over", table.locator("[data-region=status]").text_content()):
                expect(hand.locator("[data-card]")).to_have_count(n - 1)
        expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
        # keys while the bots play: Enter and arrows on the (inactive) table do nothing
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        hooks_sane(table)
    # resizes in mid-hand, the last trick toggled, Take back pressed again and again
    for w, h in ((1400, 1000), (1024, 768), (1400, 1000), (1024, 768)):
        set_size(page, w, h)
        hooks_sane(table)
    for _ in range(3):
        table_synced(table)
        expect(game.locator(READY)).to_have_count(1, timeout=120_000)
        # pressed twice, as a user would (the second press even if the first left nothing to take back), only
        # if enabled: checked and pressed in one go (a check then a click could find it disabled by an answer
        # still on its way, and wait for ever)
        table.evaluate("""root => {
          const b = root.querySelector('[data-id=back]');
          if (!b || b.disabled) return;
          b.click();
          const again = root.querySelector('[data-id=back]');
          if (again && !again.disabled) again.click();
        }""")
    table_synced(table)  # the presses answered (Take back never waits: the table takes input meanwhile)
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    hooks_sane(table)
    # the rest of the hand with clicks during the bots' turns, then Next hand double-clicked
    done = play_hand(page, game, click_while_busy=True)
    assert done["cards"] >= 1, done
    nxt = table.locator("[data-id=next]")
    expect(nxt).to_be_enabled()
    expect(table.locator(".blt-chip-rules")).to_contain_text("hand 1")
    nxt.dblclick()  # one new hand, not two
    expect(table.locator("[data-region=status]")).not_to_contain_text("hand is over", timeout=60_000)
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    table_synced(table)  # the second click of the double click and the keys, if sent, have been answered
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    expect(table.locator(".blt-chip-rules")).to_contain_text("hand 2")
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    hooks_sane(table)
    assert errors == []


def test_the_last_trick_gives_way_to_the_current_trick_once_play_goes_on(page, voila_server):
    # "Last trick" pressed on your turn, then a card played: the table must show the trick being played
    # (the cards you must follow), not the previous one under the cards of the current trick
    game, table, errors = open_game(page, voila_server)
    hand = table.locator("[data-region=hand]")
    last = table.locator("[data-id=last]")
    for _ in range(12):  # the auction, then cards, until a trick is done and it is your turn
        expect(game.locator(READY)).to_have_count(1, timeout=120_000)
        if last.is_enabled():
            break
        make_move(table)
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    assert last.is_enabled()
    last.click()
    expect(table.locator(".blt-showing-last")).to_have_count(1)
    seq = settled_seq(table)
    hand.locator("[data-legal=true]").first.click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    expect(table.locator(".blt-showing-last")).to_have_count(0)
    hooks_sane(table)
    assert errors == []


RAPID_CLICKS_NB = """from belote_learn.widgets import BiddingTrainer, HandExplorer, PositionBuilder
explorer = HandExplorer(seed=5)
builder = PositionBuilder()
trainer = BiddingTrainer(seed=1, simulations=60)
display(explorer, builder, trainer)
"""


def test_explorer_builder_and_trainer_under_rapid_clicks_and_keys(page, lab_server, notebook_dir):
    write_notebook(notebook_dir, "rapid_clicks.ipynb", RAPID_CLICKS_NB)
    errors = watch_errors(page)
    open_and_run(page, lab_server, "rapid_clicks.ipynb")
    # the explorer: every card double-clicked, then the keyboard over the hand, four colours on and off
    ex = page.locator(".bl-hand-explorer [data-region=table]")
    cards = ex.locator("[data-region=hand] button[data-card]")
    expect(cards).to_have_count(8, timeout=120_000)
    for i in range(8):
        cards.nth(i).dblclick()
    expect(ex.locator("[data-region=hand] [data-legal]").first).to_be_visible(timeout=30_000)
    cards.first.focus()
    for _ in range(9):
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
    table_synced(ex)
    expect(ex).to_have_attribute("data-state", "ready", timeout=30_000)
    four = ex.locator("[data-id=four-colour]")
    four.dblclick()
    four.click()
    expect(four).to_have_attribute("aria-pressed", "true")
    expect(ex).to_have_class(re.compile("blt-4c"))
    for w, h in ((1024, 768), (1400, 1000)):
        set_size(page, w, h)
        hooks_sane(ex)
    expect(cards).to_have_count(8)
    # the builder: pack cards double-clicked go to the hand once each
    bt = page.locator(".bl-position-builder [data-region=table]")
    pack = bt.locator("[data-region=pack] button[data-card]")
    expect(pack.first).to_be_visible(timeout=60_000)
    chosen = [pack.nth(i).get_attribute("data-card") for i in range(3)]
    for code in chosen:
        bt.locator(f"[data-region=pack] button[data-card='{code}']").dblclick()
        expect(bt).to_have_attribute("data-state", "ready", timeout=30_000)
    table_synced(bt)  # a second click, had it been sent, has been answered
    placed = bt.locator("[data-region=hand] [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    trick = bt.locator("[data-region=trick] [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    assert sorted(placed + trick) == sorted(chosen), (placed, trick, chosen)
    # the trainer: a double click on Pass is one answer, with no error under it
    tr = page.locator(".bl-trainer")
    tr.get_by_role("button", name="Pass").dblclick()
    expect(tr.locator(".bl-trainer-result")).not_to_contain_text("Thinking", timeout=60_000)
    expect(tr.locator(".bl-trainer-result")).to_contain_text(re.compile(r"\w"), timeout=60_000)
    kernel_idle(page)  # the second click, if it reached the kernel, has been answered
    expect(tr.locator(".bl-error")).to_have_text("")
    assert errors == [], errors


def test_coinche_auction_from_the_keyboard_with_settings_changed_mid_hand(page, voila_server):
    game, table, errors = open_game(page, voila_server)
    status = table.locator("[data-region=status]")
    open_settings(table)
    new_coinche_game(game, table)
    expect(status).to_contain_text("Your turn to bid", timeout=60_000)
    expect(game.locator(READY)).to_have_count(1, timeout=60_000)
    hooks_sane(table)
    # Hint twice, then the auction from the keyboard only: Tab to a call, Enter
    for _ in range(2):
        seq = settled_seq(table)
        table.locator("[data-id=hint]").click()
        expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
        expect(table.locator("[data-hint=true]")).to_have_count(1)
        expect(status).not_to_contain_text("thinking")
    table.locator("[data-region=bidding] button[data-call=pass]").focus()
    seq = settled_seq(table)
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")  # a second Enter while the bots bid: ignored
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    # the four-colour deck and a slower pace in mid-hand, a resize, then New game while the bots play
    game.locator(".bl-settings input[type=checkbox]").first.check()
    expect(table).to_have_class(re.compile("blt-4c"), timeout=30_000)
    set_size(page, 1400, 1000)
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    hooks_sane(table)
    table.locator("[data-id=new-game]").click()
    table.locator("[data-id=new-game]").click()
    table_synced(table)  # New game never waits: both presses answered before the table is read
    expect(table.locator(".blt-chip-rules")).to_contain_text("hand 1", timeout=60_000)
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    expect(table).to_have_class(re.compile("blt-4c"))  # the deck option survives a new game
    expect(table.locator("[data-region=hand] [data-card]")).to_have_count(8)
    hooks_sane(table)
    set_size(page, 1024, 768)
    done = play_hand(page, game, keyboard=True)
    assert done["calls"] + done["cards"] >= 1
    hooks_sane(table)
    assert errors == [], errors


def test_take_back_after_a_hint_leaves_nothing_marked(page, voila_server):
    # Hint on your turn once you have played a card, then Take back: the table goes back to a position
    # where that hint was never given, so no card and no call may stay marked as recommended
    game, table, errors = open_game(page, voila_server)
    hand = table.locator("[data-region=hand]")
    for _ in range(20):
        expect(game.locator(READY)).to_have_count(1, timeout=120_000)
        if re.search("hand is over", table.locator("[data-region=status]").text_content()):
            seq = settled_seq(table)
            table.locator("[data-id=next]").click()
            expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
            continue
        if not table.locator("[data-region=bidding] button").count() and hand.locator("[data-card]").count() < 8:
            break
        make_move(table)
    seq = settled_seq(table)
    table.locator("[data-id=hint]").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    expect(table.locator("[data-hint=true]")).to_have_count(1)
    seq = settled_seq(table)
    table.locator("[data-id=back]").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    expect(table.locator("[data-hint=true]")).to_have_count(0)
    hooks_sane(table)
    assert errors == [], errors
