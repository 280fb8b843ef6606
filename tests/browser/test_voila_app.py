"""The standalone app: the practice game and the hand explorer served by Voila as plain web pages, on a
projector's 1024x768 screen: everything that matters is in view without scrolling, a whole hand is
played from the keyboard, clicks while the bots play are ignored, bot cards come one at a time, and
the end of a hand shows that hand only."""
import re

import pytest
from playwright.sync_api import expect

from .conftest import (OUTPUT, READY, assert_inside_viewport, box, open_practice, open_settings, open_voila,
                       overlapping_trick_cards, play_hand, record_boxes, scroll_to_top, set_size, settled_seq, shoot,
                       table_parts, table_synced)

pytestmark = pytest.mark.browser

# records, in the page, every change of the trick (time in ms, the seats whose card is on it, in order)
TRICK_LOG_JS = """root => {
  window.__blTrick = [];
  let last = null;
  const note = () => {
    const seats = [...root.querySelectorAll('[data-region=trick] .blt-spot')].map(s => s.dataset.seat).join('');
    if (seats !== last) { window.__blTrick.push([performance.now(), seats]); last = seats; }
  };
  new MutationObserver(note).observe(root, {childList: true, subtree: true});
  note();
}"""


# notes whether the status line ever said the expert is thinking (set as the Hint button is pressed)
THINKING_LOG_JS = """root => {
  window.__blThinking = false;
  new MutationObserver(() => {
    const s = root.querySelector('[data-region=status]');
    if (s && /thinking/.test(s.textContent)) window.__blThinking = true;
  }).observe(root, {childList: true, subtree: true, characterData: true});
}"""


def open_app(page, voila_server, name: str):
    """One of the app's pages at 1024x768, once its card table is drawn; returns the table."""
    open_voila(page, voila_server, name)
    table = page.locator("[data-region=table]")
    expect(table).to_be_visible(timeout=120_000)
    return table


def test_voila_practice_game_fits_a_projector_and_plays_from_the_keyboard(page, voila_server):
    game, table = open_practice(page, voila_server)
    expect(page.get_by_text("from belote_learn.widgets import")).to_have_count(0)  # no code shown
    # at 1024x768, without scrolling: the table, your hand, the buttons, the status and the message
    assert page.evaluate("() => window.scrollY") == 0
    boxes = assert_inside_viewport(page, {"table": table, **table_parts(table)})
    assert boxes["hand"]["height"] >= 140  # 100 px cards, 1.4 times as high
    card = table.locator("[data-region=hand] [data-card]").first
    assert box(card)["width"] >= 100
    shoot(page, game, "voila-practice-start")
    # the header names the game, not the preset's id; no score sheet before the first hand is over
    expect(table.locator(".blt-chip-rules")).to_have_text("French Belote to 501, hand 1")
    expect(game.locator(".bl-score-sheet table")).to_have_count(0)
    # on a wide screen the app is centred: as much room left of the table as right of it
    set_size(page, 1400, 1000)
    wide = box(table)
    record_boxes("voila-practice-start-1400x1000", page, {"table": wide})
    left, right = wide["x"], 1400 - wide["x"] - wide["width"]
    assert wide["width"] >= 1000 and abs(left - right) <= 24, wide
    set_size(page, 1024, 768)

    expect(table.locator("[data-region=status]")).to_contain_text("Your turn")
    # Hint: a visible thinking state at once (recorded in the page), then the advice with the call marked
    table.evaluate(THINKING_LOG_JS)
    seq = settled_seq(table)
    table.locator("[data-id=hint]").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    expect(table.locator(".blt-message")).to_contain_text("Hint:")
    expect(table.locator("[data-hint=true]")).to_have_count(1)  # the call or card recommended
    assert page.evaluate("() => window.__blThinking") is True
    # the settings open under the buttons and close again
    table.locator("[data-id=settings]").click()
    expect(game.locator(".bl-settings")).to_be_visible(timeout=30_000)
    expect(game.locator(".bl-settings")).to_contain_text("Club player")
    shoot(page, game, "voila-practice-settings")
    table.locator("[data-id=settings]").click()
    expect(game.locator(".bl-settings")).to_be_hidden(timeout=30_000)

    table.evaluate(TRICK_LOG_JS)
    done = play_hand(page, game, keyboard=True, click_while_busy=True)
    assert done["cards"] >= 1 and done["ignored_clicks"] >= 1, done

    # the end of the hand: the last trick and the result, and no card of the next deal
    status = table.locator("[data-region=status]")
    expect(status).to_contain_text(re.compile("The hand is over|game is over"))
    expect(table.locator("[data-region=hand] [data-card]")).to_have_count(0)
    expect(table.locator("[data-region=trick] [data-card]")).to_have_count(4)
    expect(table.locator("[data-region=trick] [data-card] .blt-badge")).to_have_text("wins")
    # the breakdown region is one element: the score of the hand, drawn on the table where the cards were
    expect(game.locator("[data-region=breakdown]")).to_have_count(1)
    expect(table.locator("[data-region=breakdown]")).to_contain_text("Score for this hand")
    # the breakdown (on the table and in the details under it) and the score sheet are real tables, not text
    # laid out with spaces
    expect(game.locator(".bl-breakdown table.bl-breakdown-table")).to_have_count(1)
    expect(game.locator(".bl-score-sheet table")).to_have_count(1)
    expect(game.locator(".bl-breakdown pre, .bl-score-sheet pre, [data-region=breakdown] pre")).to_have_count(0)
    # the score of the hand where the cards were: in view at 1024x768 with the last trick, no card covering another
    result = table.locator("[data-region=breakdown]")
    expect(result.locator("table")).to_have_count(2)  # the points won, then the result
    page.evaluate("() => window.scrollTo(0, 0)")
    boxes = assert_inside_viewport(page, {"status": status, "buttons": table.locator(".blt-buttons"), "result": result,
                                          "trick": table.locator("[data-region=trick]")})
    record_boxes("voila-practice-hand-over-1024x768", page, boxes)
    assert overlapping_trick_cards(table) == []
    # the review's heading is one line above its table, not wrapped into the table's narrow width
    expect(game.locator(".bl-review")).to_have_count(1, timeout=60_000)
    head = box(game.locator(".bl-review-head"))
    assert head["height"] < 60, head
    shoot(page, game, "voila-practice-hand-over")

    # bot cards came one at a time: the trick never grew by more than one card in a step, and the
    # steps of the bots (0.3 s apart in the app) were not shown at once
    log = page.evaluate("() => window.__blTrick")
    steps = [(t2 - t1, a, b) for (t1, a), (t2, b) in zip(log, log[1:])]
    assert all(len(b) <= len(a) + 1 for _, a, b in steps if b.startswith(a)), log  # one card at a time
    # a bot's card added to a trick already on the table came at least 0.3 s after the card before it
    # (setTimeout never fires early, so this lower bound is safe on a busy machine)
    gaps = [dt for dt, a, b in steps if a and b.startswith(a) and len(b) == len(a) + 1 and b[-1] != "S"]
    assert gaps and min(gaps) >= 290, log

    # from the keyboard still: the focus waits on Next hand, Enter deals again; your cards are back
    expect(table.locator(".blt-buttons [data-id=next]")).to_be_focused()
    page.keyboard.press("Enter")
    expect(table.locator("[data-region=hand] [data-card]").first).to_be_visible(timeout=60_000)
    expect(game.locator(READY)).to_have_count(1, timeout=60_000)


def test_voila_hand_explorer_guess_first_and_keyboard(page, voila_server):
    table = open_app(page, voila_server, "explorer.ipynb")
    explorer = page.locator(".bl-hand-explorer")
    cards = table.locator("[data-region=hand] button[data-card]")
    expect(cards).to_have_count(8, timeout=60_000)
    # learners guess first: no card is marked before a click
    expect(table.locator("[data-region=hand] [data-legal]")).to_have_count(0)
    assert_inside_viewport(page, {"table": table, **table_parts(table)})
    # from the keyboard: the second card, Enter
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    name = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert re.fullmatch(r"(seven|eight|nine|ten|jack|queen|king|ace) of (spades|hearts|diamonds|clubs)", name), name
    page.keyboard.press("Enter")
    marked = table.locator("[data-region=hand] [data-legal]")
    expect(marked).to_have_count(1, timeout=30_000)
    verdict = "Legal." if marked.get_attribute("data-legal") == "true" else "Not legal."
    expect(table.locator(".blt-message")).to_contain_text(verdict)
    assert re.search(r", (legal|not legal)", marked.get_attribute("aria-label"))
    # the explanation is in view on a projector too
    scroll_to_top(explorer)
    assert_inside_viewport(page, {"message": table.locator(".blt-message"), "hand": table.locator("[data-region=hand]")})
    table.locator("[data-id=reveal]").click()
    expect(table.locator("[data-region=hand] [data-legal]")).to_have_count(8, timeout=30_000)
    shoot(page, explorer, "voila-explorer")
    OUTPUT.mkdir(exist_ok=True)


def test_voila_practice_game_plays_coinche(page, voila_server):
    # the app's settings: choose coinche, start a new game, and play a whole hand (the auction included)
    game, table = open_practice(page, voila_server)
    open_settings(table)
    game.locator(".bl-settings select").first.select_option("coinche")
    table.locator("[data-id=new-game]").click()
    status = table.locator("[data-region=status]")
    expect(status).to_contain_text(re.compile("Auction|plays|took|bid"), timeout=60_000)
    expect(table.locator("[data-region=hand] [data-card]")).to_have_count(8, timeout=60_000)  # no turn-up: 8 cards
    # every seat speaks at least once in a coinche auction: South's turn comes, and the bidding box (in the
    # table's centre) fits a projector with the rest
    expect(status).to_contain_text("Your turn to bid", timeout=60_000)
    expect(game.locator(READY)).to_have_count(1, timeout=60_000)
    page.evaluate("() => window.scrollTo(0, 0)")
    boxes = assert_inside_viewport(page, {"table": table, "bidding": table.locator("[data-region=bidding]"),
                                          **table_parts(table)})
    record_boxes("voila-coinche-auction-1024x768", page, boxes)
    done = play_hand(page, game)
    assert done["calls"] >= 1, done
    expect(status).to_contain_text(re.compile("The hand is over|game is over|thrown in"))
    page.evaluate("() => window.scrollTo(0, 0)")
    boxes = assert_inside_viewport(page, {"status": status, "buttons": table.locator(".blt-buttons"),
                                          "result": table.locator("[data-region=breakdown]")})
    record_boxes("voila-coinche-hand-over-1024x768", page, boxes)
    shoot(page, game, "voila-practice-coinche-hand-over")


def test_voila_coinche_game_plays_to_the_end(page, voila_server):
    # a game against the bots plays to the end in the Voila app. Settings: coinche, target 100
    # (any scored coinche deal gives one team at least 160 + the bid, or the takers their total + the bid
    # (at least 80 + 82 > 100), so a game to 100 ends with the first deal that is not thrown in)
    game, table = open_practice(page, voila_server)
    open_settings(table)
    game.locator(".bl-settings select").first.select_option("coinche")
    target = game.locator(".bl-settings input[type=number]").first
    target.fill("100")
    target.press("Tab")  # the box sends its value when it loses the focus
    table_synced(table)  # the rules and the target have reached the kernel before New game
    table.locator("[data-id=new-game]").click()
    status = table.locator("[data-region=status]")
    expect(table.locator("[data-region=hand] [data-card]")).to_have_count(8, timeout=60_000)
    for _ in range(12):  # thrown-in deals (four passes) go on to the next deal
        play_hand(page, game)
        text = status.text_content()
        if "game is over" in text:
            break
        expect(table.locator("[data-id=next]")).to_be_enabled(timeout=60_000)
        table.locator("[data-id=next]").click()
        expect(status).not_to_contain_text("The hand is over", timeout=60_000)
    expect(status).to_contain_text("game is over")
    # the score corner shows a team at 100 or more
    score = table.locator(".blt-corner[data-info=score] .blt-corner-value").text_content()
    assert max(int(n) for n in re.findall(r"\d+", score)) >= 100, score


def test_voila_coinche_auction_shows_your_own_call_at_your_seat(page, voila_server):
    # the other seats have a bubble with their last call; yours is at your seat too, and
    # the end of the auction is said on the felt ("North takes 120 ♠") and in bold in the message
    game, table = open_practice(page, voila_server)
    open_settings(table)
    # at 1024x768 the whole Settings panel is in view under the table, File, Save and
    # Resume included, with the table's hand, buttons and message
    settings = game.locator(".bl-settings")
    expect(settings).to_be_visible()
    page.evaluate("() => window.scrollTo(0, 0)")
    boxes = assert_inside_viewport(page, {"settings": settings, "resume": settings.get_by_role("button", name="Resume"),
                                          "file": settings.get_by_role("textbox", name="File"),
                                          "hand": table.locator("[data-region=hand]"),
                                          "message": table.locator(".blt-message")})
    record_boxes("voila-practice-settings-1024x768", page, boxes)
    shoot(page, game, "voila-practice-settings-open")
    game.locator(".bl-settings select").first.select_option("coinche")
    table.locator("[data-id=new-game]").click()
    status = table.locator("[data-region=status]")
    expect(status).to_contain_text("Your turn to bid", timeout=60_000)
    expect(game.locator(READY)).to_have_count(1, timeout=60_000)
    expect(table.locator("[data-id=settings]")).to_have_text("Hide settings")
    table_synced(table)  # the new game's scenes have all arrived: nothing redraws the table under the click
    table.locator("[data-id=settings]").click()
    expect(game.locator(".bl-settings")).to_be_hidden(timeout=30_000)
    # the arrow keys move between the calls of the bidding box, as in the hand
    calls = table.locator("[data-region=bidding] button:not([disabled])")
    calls.first.focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.call") == calls.nth(1).get_attribute("data-call")
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("() => document.activeElement.dataset.call") == calls.first.get_attribute("data-call")
    # a bid: the first value, the first suit
    bid = table.locator("[data-region=bidding] .blt-bidgroup button").first
    said = bid.get_attribute("title")  # "80 in spades"
    value, suit = re.match(r"(\d+|Capot) in (\w+)", said).groups()
    symbol = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}[suit]
    bid.click()
    mine = table.locator("[data-region=hand] .blt-call-bubble[data-seat=S]")
    expect(mine).to_be_visible(timeout=30_000)  # at once, before the bots answer
    expect(mine).to_have_text(f"{value} {symbol}")
    bubble = box(mine)
    hand = box(table.locator("[data-region=hand]"))
    record_boxes("voila-coinche-your-call-1024x768", page, {"your-call": bubble, "hand": hand})
    assert bubble["y"] + bubble["height"] <= hand["y"] + 40, (bubble, hand)  # beside "Your hand (South)", over the cards
    font = mine.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert font >= 18, font
    # at 1400x1000 the table grows with the room (cards, text and felt scaled together)
    # and still fits the screen with its hand, buttons, status and message
    expect(game.locator(READY)).to_have_count(1, timeout=60_000)  # the bots' calls are all on the table
    set_size(page, 1400, 1000)
    expect(table).not_to_have_attribute("data-scale", "1")
    page.evaluate("() => window.scrollTo(0, 0)")
    boxes = assert_inside_viewport(page, {"table": table, **table_parts(table)})
    card = box(table.locator("[data-region=hand] [data-card]").first)
    boxes["card"] = card
    record_boxes("voila-coinche-your-call-1400x1000", page, boxes)
    assert boxes["table"]["width"] >= 1250 and card["width"] >= 120, boxes  # 1040 and 100 px at 1024x768
    set_size(page, 1024, 768)
    expect(table).to_have_attribute("data-scale", "1")
    expect(game.locator(READY)).to_have_count(1, timeout=60_000)
    assert box(table.locator("[data-region=hand] [data-card]").first)["width"] == 100
    expect(game.locator(READY)).to_have_count(1, timeout=60_000)
    if "Your turn to bid" in status.text_content():
        # still bidding: your bubble says your last call, beside the three others'
        expect(table.locator(".blt-call-bubble")).to_have_count(4)
        shoot(page, game, "voila-coinche-auction-your-call")
        table.locator("[data-region=bidding] button[data-call=pass]").click()
        expect(game.locator(READY)).to_have_count(1, timeout=60_000)
    if "Your turn" in status.text_content() and not table.locator("[data-region=bidding]").count():
        # the auction is over and no trick is won yet: the felt says who took what
        note = table.locator(".blt-centre-note")
        expect(note).to_contain_text(re.compile(r"(You take|\w+ takes) "))
        expect(table.locator(".blt-message b")).to_contain_text("taker")
        shoot(page, game, "voila-coinche-auction-over")


def test_a_press_on_a_button_redrawn_under_it_is_not_lost(page, voila_server):
    # a click could be lost when the table was drawn anew between the press and the release
    # (the browser sends no click when the two halves land on different elements). Here the table is
    # redrawn mid-press (Enter on the focused "Four colours" button, which the browser handles at once)
    # while the mouse is held down on "Show legal cards": the release must still show the legal cards.
    table = open_app(page, voila_server, "explorer.ipynb")
    expect(table.locator("[data-region=hand] button[data-card]")).to_have_count(8, timeout=60_000)
    expect(table.locator("[data-region=hand] [data-legal]")).to_have_count(0)
    b = box(table.locator("[data-id=reveal]"))
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
    page.mouse.down()
    table.locator("[data-id=four-colour]").focus()  # the press focused "Show legal cards": back to the toggle
    before = table.evaluate("el => el.className")
    page.keyboard.press("Enter")  # the four-colour toggle: the whole table is drawn anew, under the pressed mouse
    assert table.evaluate("el => el.className") != before  # it was redrawn (blt-4c added)
    page.mouse.up()
    expect(table.locator("[data-region=hand] [data-legal]")).to_have_count(8, timeout=30_000)


def test_after_your_call_the_focus_is_on_a_card_you_may_play(page, voila_server):
    # after a call made from the keyboard the focus once landed on "ace of spades, not legal"
    # with the legal cards at the other end; it must be on the first card you may play when your turn to
    # play comes (the calls: Take when offered, else the first call; a hand all pass is dealt again). A deal
    # where a bot takes before South's turn to speak (about one in four) has no call of South's to follow:
    # a new game is dealt instead
    game, table = open_practice(page, voila_server)
    status = table.locator("[data-region=status]")
    checked = called = 0
    for _ in range(30):
        expect(game.locator(READY)).to_have_count(1, timeout=60_000)
        text = status.text_content()
        seq = settled_seq(table)
        if "Your turn to bid" in text:
            take = table.locator("[data-region=bidding] button[data-call=take]:not([disabled])")
            call = take.first if take.count() else table.locator("[data-region=bidding] button:not([disabled])").first
            call.focus()
            page.keyboard.press("Enter")
            expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)  # the call answered
            called += 1
            continue
        if "Your turn: " in text and not called:
            table.locator("[data-id=new-game]").click()  # no call of South's in this deal: deal again
            expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
            table_synced(table)  # the new game's scenes all arrived
            continue
        if "Your turn: " in text and table.locator("[data-region=hand] [data-legal]").count():
            # the last frame's focus (a busy machine draws it late): wait for a card to hold it
            page.wait_for_function("() => document.activeElement && document.activeElement.dataset.nav === 'hand'",
                                   timeout=30_000)
            focused = page.evaluate("() => [document.activeElement.dataset.nav, document.activeElement.dataset.legal,"
                                    " document.activeElement.getAttribute('aria-label')]")
            assert focused[:2] == ["hand", "true"], focused
            first_legal = table.locator("[data-region=hand] [data-legal=true]").first.get_attribute("aria-label")
            assert focused[2] == first_legal, (focused, first_legal)
            checked += 1
            break
        break
    assert checked == 1, status.text_content()
