"""The French practice game of the Voila app (app/fr/practice.ipynb: PracticeGame(lang="fr")) on a projector's
1024x768, checked in Chromium: a whole hand played by clicking legal cards reads in French from the status line
to the score of the hand (data-region="breakdown"), a refused card is explained in French (a hand that never
offers a card to refuse is explained by the expert's advice instead), the cards are named and drawn in French
(valet de cœur, V D R on their faces) while their codes stay data-card="JH", and no English word of those
messages shows. The French table fits the screen as the English one does: it does not overflow sideways, every
card of the hand is in view, side by side, and no label is cut or broken over two lines. Two bare tables of
one notebook, one English and one French, say each its own words; North's longest row (its name, two tags and
eight backs) stays one line in both, and no badge ("maître", "★ conseil") covers a card's corner letter.

The deal is the app's (no seed): the checks hold for any deal. Waits are on the table's states (data-state,
data-seq), never on time."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import READY, at_1024, open_and_run, open_practice, record_boxes, settled_seq, shoot, write_notebook

pytestmark = pytest.mark.browser

NBSP = "\u00a0"
FR_PAGE = "fr/practice.ipynb"
# the end of a hand or of the game in French: practice.status.hand_over "La donne est terminée. ..." and
# practice.status.game_over "La partie est terminée : ..."
FR_OVER = re.compile("La donne est terminée|La partie est terminée")
EN_OVER = re.compile("hand is over|game is over")
# English words of the status line, the verdicts, the advice and the score that have no place on the French
# table: seats, suits, rule words, the end of a hand, the score's lines, E-W (East-West is E-O in French)
ENGLISH = re.compile(r"\b(Your turn|your turn|You lead|South|North|East|West|not allowed|is allowed|must|"
                     r"spades|hearts|diamonds|clubs|trumps?|hand is over|game is over|Press|Next hand|Hint|"
                     r"Score for this hand|Card points|last trick|Result|E-W)\b")
# a card written with the English letters (J♥, Q♠, K♦) where French writes V, D, R
ENGLISH_CARD = re.compile(r"(?<![\w-])[JQK][♠♥♦♣]")
# a card's accessible name in French: word.card "{rank} de {suit}", then what the table says of it
FRENCH_CARD_NAME = re.compile(r"(sept|huit|neuf|dix|valet|dame|roi|as) de (pique|cœur|carreau|trèfle)"
                              r"(, (jouable|non jouable|choix conseillé|votre choix|maître))*")

# What a projector shows of the table, measured in one go (the table may draw a frame between two reads):
# its box and widths, the page's width, each card of the hand, the labels broken over two lines or cut
FIT_JS = """root => {
  const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
  const lines = (e) => { const r = document.createRange(); r.selectNodeContents(e);
                         return new Set([...r.getClientRects()].map(x => Math.round(x.top))).size; };
  const named = (e) => `${e.className}: ${e.textContent.trim().slice(0, 40)}`;
  return {
    table: box(root), scrollWidth: root.scrollWidth, clientWidth: root.clientWidth,
    page: document.documentElement.scrollWidth, viewport: [document.documentElement.clientWidth, innerHeight],
    cards: [...root.querySelectorAll('[data-region=hand] [data-card]')].map(c => ({card: c.dataset.card, ...box(c)})),
    // a label on two lines: a button, a tag, a seat's name or count, a corner's title, a badge
    wrapped: [...root.querySelectorAll('.blt-btn, .blt-tag, .blt-seat-name > span, .blt-count, .blt-corner-label, .blt-badge')]
      .filter(e => e.getClientRects().length && lines(e) > 1).map(named),
    // a text cut by its box: an element wider inside than it shows, with what overflows hidden
    cut: [...root.querySelectorAll('*')].filter(e => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1
      && getComputedStyle(e).overflowX !== 'visible').map(named),
  };
}"""


def assert_table_fits(page, table, name: str) -> dict:
    """At the window's size, the table does not overflow sideways (nor the page), every card of the hand lies
    in the table and in view, no card covers another, and no label is on two lines or cut. Returns what was
    measured."""
    page.evaluate("() => window.scrollTo(0, 0)")
    f = table.evaluate(FIT_JS)
    width, height = f["viewport"]
    assert f["scrollWidth"] <= f["clientWidth"] + 1, f"{name}: the table overflows sideways: {f}"
    assert f["page"] <= width, f"{name}: the page scrolls sideways: {f['page']} > {width}"
    assert f["table"]["left"] >= -0.5 and f["table"]["right"] <= width + 0.5, f"{name}: {f['table']}"
    for c in f["cards"]:
        assert f["table"]["left"] <= c["left"] and c["right"] <= f["table"]["right"] + 0.5, f"{name}: {c} leaves the table"
        assert c["top"] >= 0 and c["bottom"] <= height + 0.5, f"{name}: {c} is out of view ({width}x{height})"
    for a, b in zip(f["cards"], f["cards"][1:]):
        assert b["left"] >= a["right"] - 0.5, f"{name}: {b['card']} covers {a['card']}"
    assert not f["wrapped"], f"{name}: labels on two lines: {f['wrapped']}"
    assert not f["cut"], f"{name}: text cut: {f['cut']}"
    record_boxes(name, page, {"table": {"x": f["table"]["left"], "y": f["table"]["top"],
                                        "width": f["table"]["right"] - f["table"]["left"],
                                        "height": f["table"]["bottom"] - f["table"]["top"]}})
    return f


def to_first_card(table, over: re.Pattern) -> None:
    """From the start of a hand, South takes if it may (else passes) until it has a card to play."""
    for _ in range(12):
        expect(table.page.locator(READY)).to_have_count(1, timeout=120_000)
        if table.locator("[data-region=hand] [data-legal=true]").count():
            return
        assert not over.search(table.locator("[data-region=status]").text_content())
        seq = settled_seq(table)
        take = table.locator("[data-region=bidding] button[data-call=take]")
        (take if take.count() else table.locator("[data-region=bidding] button[data-call=pass]")).click()
        expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    raise AssertionError("South never had a card to play")


def test_a_french_hand_reads_in_french_from_the_status_line_to_the_breakdown(page, voila_server):
    game, table = open_practice(page, voila_server, FR_PAGE)  # 1024x768
    status = table.locator("[data-region=status]")
    message = table.locator(".blt-message")
    hand = table.locator("[data-region=hand]")
    # the regions' own labels (widget.table.*): the trick, the seats' hidden cards ("5 cartes": classic deals 5
    # cards before the auction), the header's game name (preset.title.classic_501)
    expect(table.locator("[data-region=trick]")).to_have_attribute("aria-label", "Le pli sur la table")
    expect(table.locator(".blt-count").first).to_have_text(re.compile(r"^\d+ cartes?$"))
    expect(table.locator(".blt-info")).to_contain_text("Belote classique en 501")
    to_first_card(table, FR_OVER)

    # South's turn: the status line in French (practice.status.*: "À vous : ..."), with a non-breaking space
    expect(status).to_contain_text(f"À vous{NBSP}:")
    assert not ENGLISH.search(status.text_content()), status.text_content()
    # the hand's accessible name: "Votre main (Sud) : 8 cartes" (practice.hand, widget.table.hand.row)
    expect(hand.locator("[role=group]")).to_have_attribute("aria-label", f"Votre main (Sud){NBSP}: 8 cartes")
    cards = hand.locator("[data-card]")
    expect(cards).to_have_count(8)
    for c in cards.all():
        code, name = c.get_attribute("data-card"), c.get_attribute("aria-label")
        assert re.fullmatch(r"(7|8|9|10|J|Q|K|A)[SHDC]", code), code  # the code stays language-neutral
        assert FRENCH_CARD_NAME.fullmatch(name), name  # "valet de cœur, jouable"
        # the letter on the face: V D R for the jack, queen and king (word.rank_symbol.*), A and 7 to 10 unchanged
        letter = c.locator(".blt-idx b").text_content()
        assert letter == {"J": "V", "Q": "D", "K": "R"}.get(code[:-1], code[:-1]), (code, letter)
    assert_table_fits(page, table, "voila-practice-fr-first-card-1024x768")

    # the expert's advice, once: its card is marked "★ conseil", its name says "choix conseillé"
    seq = settled_seq(table)
    table.locator("[data-id=hint]").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    advised = hand.locator("[data-hint=true]")
    expect(advised).to_have_count(1, timeout=60_000)
    expect(advised).to_have_attribute("aria-label", re.compile(", choix conseillé$"))
    expect(advised.locator(".blt-badge")).to_have_text("★ conseil")
    advice = message.text_content()
    assert advice.startswith(f"Conseil{NBSP}:"), advice  # practice.hint in French
    assert not ENGLISH.search(advice) and not ENGLISH_CARD.search(advice), advice

    refused = None
    for _ in range(40):
        expect(game.locator(READY)).to_have_count(1, timeout=120_000)
        if FR_OVER.search(status.text_content()):
            break
        expect(status).to_contain_text(f"À vous{NBSP}:")
        assert not ENGLISH.search(status.text_content()), status.text_content()
        illegal = hand.locator("[data-legal=false]")
        if refused is None and illegal.count():
            # a card South may not play: refused, and the rule said in French
            card = illegal.first
            refused = card.get_attribute("data-card")
            assert card.get_attribute("aria-label").endswith(", non jouable")
            seq = settled_seq(table)
            card.click()
            expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
            verdict = message.text_content()
            # the verdict names the refused card by its French letters (8♥, V♥: word.card_symbol), and the seat
            # or the suit that creates the duty in French words (word.seat.south, word.suit.*, atout)
            rank, suit = refused[:-1], "♠♥♦♣"["SHDC".index(refused[-1])]
            assert {"J": "V", "Q": "D", "K": "R"}.get(rank, rank) + suit in verdict, (refused, verdict)
            assert re.search(r"\b(Sud|pique|cœur|carreau|trèfle|atout)\b", verdict), verdict
            assert not ENGLISH.search(verdict) and not ENGLISH_CARD.search(verdict), verdict
            expect(hand.locator(f"[data-card='{refused}']")).to_have_count(1)  # refused: still in the hand
            continue
        seq = settled_seq(table)
        hand.locator("[data-legal=true]").first.click()
        expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    else:
        raise AssertionError("the hand did not end after 40 turns")

    # the end of the hand: the status line, then the score where the cards were, the one breakdown region
    text = status.text_content()
    assert FR_OVER.search(text) and not ENGLISH.search(text), text
    expect(hand.locator("[data-card]")).to_have_count(0)
    expect(game.locator("[data-region=breakdown]")).to_have_count(1)
    breakdown = table.locator("[data-region=breakdown]")
    # its label (practice.result.label) and its column titles: Points, Résultat (practice.result.*), N-S and
    # E-O (word.team.short.*: Est-Ouest); every number in a cell of its own
    expect(breakdown).to_have_attribute("aria-label", "Le score de cette donne")
    expect(breakdown.locator("th")).to_contain_text(["Points", "N-S", "E-O", "Résultat", "N-S", "E-O"])
    score = breakdown.text_content()
    assert not ENGLISH.search(score) and not ENGLISH_CARD.search(score), score
    # the trick's winner: its badge "maître" (widget.table.badge.wins), its name "Nord a joué, ..., maître"
    winner = table.locator("[data-region=trick] .blt-win")
    expect(winner.locator(".blt-badge")).to_have_text("maître")
    expect(winner).to_have_attribute("aria-label", re.compile(r"^(Nord|Est|Sud|Ouest) a joué, .+, maître$"))
    assert_table_fits(page, table, "voila-practice-fr-hand-over-1024x768")
    shoot(page, game, "voila-practice-fr-hand-over")


@pytest.mark.parametrize("name, over", [("practice.ipynb", EN_OVER), (FR_PAGE, FR_OVER)], ids=["en", "fr"])
def test_the_french_table_fits_a_projector_as_the_english_one_does(page, voila_server, name, over):
    # the same checks in both languages at 1024x768, at South's first card (eight cards in the hand, the longest
    # row) and with the bidding box before it: the French words are longer, the table is not wider
    game, table = open_practice(page, voila_server, name)
    f = assert_table_fits(page, table, f"voila-practice-{name[:2]}-auction-1024x768")
    assert f["table"]["right"] - f["table"]["left"] <= 1024
    to_first_card(table, over)
    f = assert_table_fits(page, table, f"voila-practice-{name[:2]}-first-card-1024x768")
    assert len(f["cards"]) == 8


# Two bare tables in one notebook, the same position said in English and in French: North the dealer and to
# play with eight backs (its longest row), East's queen, South's ten and West's winning ace of diamonds on the
# table, South's hand with the king of hearts advised
TWO_TABLES_NB = """from IPython.display import display
from belote_learn import Seat
from belote_learn.core.messages import SEAT_NAMES, text
from belote_learn.widgets.table import CardTable, card_entry, seat_label

def frame(lang):
    seats = {s.name: {"name": seat_label(s, lang=lang), "tags": [], "backs": 7} for s in Seat}
    seats["N"].update(tags=[text("lesson.show_table.dealer", lang)], backs=8)
    hand = [card_entry("KH", legal=True, hint=True), card_entry("QH", legal=True), card_entry("AH", legal=True),
            card_entry("JC", legal=False), card_entry("9C", legal=False), card_entry("7S", legal=False)]
    return {"seats": seats, "to_play": "N", "winner": "W",
            "trick": [{"seat": "E", "card": "QD"}, {"seat": "S", "card": "10D"}, {"seat": "W", "card": "AD"}],
            "hand": {"label": text("practice.hand", lang, seat=SEAT_NAMES[Seat.S]), "active": True, "cards": hand},
            "status": "-"}

tables = {lang: CardTable(lang=lang) for lang in ("en", "fr")}
for lang, t in tables.items():
    t.show(frame(lang))
    display(t)
"""

# each badge drawn on a card against the card's corner letter (the ✕ of a card you may not play sits at the
# bottom): the badge's bottom and the letter's top, and whether they overlap
BADGES_JS = """root => [...root.querySelectorAll('.blt-card:not(.blt-illegal)')].filter(c => c.querySelector('.blt-badge'))
  .map(c => { const b = c.querySelector('.blt-badge').getBoundingClientRect(), i = c.querySelector('.blt-idx b').getBoundingClientRect();
              return {card: c.dataset.card, text: c.querySelector('.blt-badge').textContent,
                      overlap: b.bottom > i.top + 0.5 && b.right > i.left + 0.5 && b.left < i.right - 0.5}; })"""


def test_two_tables_of_one_notebook_speak_their_languages_and_keep_north_on_one_line(page, lab_server, notebook_dir):
    write_notebook(notebook_dir, "two_tables_en_fr.ipynb", TWO_TABLES_NB)
    page.set_viewport_size({"width": 1024, "height": 768})
    open_and_run(page, lab_server, "two_tables_en_fr.ipynb")
    tables = page.locator(".blt[data-region=table]")
    expect(tables).to_have_count(2, timeout=120_000)
    en, fr = tables.nth(0), tables.nth(1)
    at_1024(page, en)
    # each table its own words: the advised king of hearts is "king of hearts, legal, recommended" with K on its
    # face, and "roi de cœur, jouable, choix conseillé" with R; the code is KH in both
    expect(en.locator("[data-card=KH]")).to_have_attribute("aria-label", "king of hearts, legal, recommended")
    expect(fr.locator("[data-card=KH]")).to_have_attribute("aria-label", "roi de cœur, jouable, choix conseillé")
    assert [t.locator("[data-card=KH] .blt-idx b").text_content() for t in (en, fr)] == ["K", "R"]
    expect(en.locator("[data-region=trick] [data-card=AD]")).to_have_attribute(
        "aria-label", "West played, ace of diamonds, winning")
    expect(fr.locator("[data-region=trick] [data-card=AD]")).to_have_attribute(
        "aria-label", "Ouest a joué, as de carreau, maître")
    expect(fr.locator(".blt-seat-N .blt-count")).to_have_text("8 cartes")
    expect(fr.locator(".blt-seat-N .blt-tag")).to_have_text(["donneur", "▶ à jouer"])
    for name, t in (("en", en), ("fr", fr)):
        t.scroll_into_view_if_needed()
        # North's row on one line: no taller than its 58 px (the backs, 50 px high, and the name beside them)
        north = t.locator(".blt-seat-N").bounding_box()
        assert north["height"] <= 58.5, (name, north)
        # the badges ("wins" / "maître" on West's ace, "★ best" / "★ conseil" on the king) clear the corner letter
        badges = t.evaluate(BADGES_JS)
        assert len(badges) == 2 and not any(b["overlap"] for b in badges), (name, badges)
