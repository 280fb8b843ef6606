"""The words the card table says itself (belote_learn/widgets/table.py, table_words): sent with every scene in
the table's language, so that table.js says nothing in a language of its own. The cards' names and face
letters, legality, badges, tags and the regions' labels, in English and in French; every widget passes its
language down to its table; the codes (data-card="JH") stay language-neutral. table.js keeps an English
fallback for a scene without words: it says the same as the English catalogue."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from belote_learn import Position, Seat
from belote_learn.core.tables import breakdown_table
from belote_learn.lessons import ending_exercise, winner_quiz
from belote_learn.widgets import CardQuiz, HandExplorer, PositionBuilder, PracticeGame
from belote_learn.widgets.table import MAX_COUNT, CardTable, table_words

TABLE_JS = Path(__file__).resolve().parents[2] / "belote_learn" / "widgets" / "table.js"
NBSP = "\u00a0"


def _finish_hand(p: PracticeGame, seed: int = 3) -> None:
    """Play South at random (the first legal call when there is no card to play) until the hand is over."""
    rng = random.Random(seed)
    while not p.waiting and not p.game.over:
        legal = p.game.view(Seat.S).legal
        cards = [a for a in legal if not isinstance(a, str)]
        p.act(rng.choice(cards) if cards else ("pass" if "pass" in legal else legal[0]))


def test_a_french_table_names_the_cards_in_french_and_draws_v_d_r_on_them():
    t = CardTable(lang="fr")
    t.show({"hand": {"active": True, "cards": [{"c": "JH", "legal": True}, {"c": "QS", "legal": False}]}})
    words = t.scene["words"]
    # word.card in French is "{rank} de {suit}": valet (word.rank.jack) de cœur (word.suit.hearts)
    assert words["cards"]["JH"] == "valet de cœur"
    assert words["cards"]["QS"] == "dame de pique" and words["cards"]["10D"] == "dix de carreau"
    # word.rank_symbol.*: valet V, dame D, roi R, as A; the pips 7 to 10 are not letters and are not sent
    assert words["faces"] == {"J": "V", "Q": "D", "K": "R", "A": "A"}
    # how legality is said after the card's name: "valet de cœur, jouable" / "dame de pique, non jouable"
    assert words["legal"] == "jouable" and words["illegal"] == "non jouable"
    # the codes stay as they are in the frame (data-card="JH" in the browser)
    assert [c["c"] for c in t.frame["hand"]["cards"]] == ["JH", "QS"]
    assert len(words["cards"]) == 32


def test_an_english_table_says_the_words_it_always_said():
    t = CardTable()  # English by default
    t.show({})
    words = t.scene["words"]
    assert words["cards"]["JH"] == "jack of hearts" and words["cards"]["AS"] == "ace of spades"
    assert words["faces"] == {"J": "J", "Q": "Q", "K": "K", "A": "A"}
    assert (words["legal"], words["illegal"], words["winning"], words["recommended"]) == (
        "legal", "not legal", "winning", "recommended")
    assert words["played_by"] == {"N": "North played", "E": "East played", "S": "South played", "W": "West played"}
    assert (words["your_call"], words["bid_value"], words["trick"], words["pack"]) == (
        "Your call", "Bid value", "The trick on the table", "The pack")


def test_the_french_words_of_the_seats_and_the_regions():
    words = table_words("fr")
    # word.seat.* in French: Nord, Est, Sud, Ouest, each before "a joué"
    assert words["played_by"] == {"N": "Nord a joué", "E": "Est a joué", "S": "Sud a joué", "W": "Ouest a joué"}
    assert words["your_hand"] == "Votre main" and words["pack"] == "Le jeu" and words["turn_up"] == "Retourne"
    assert words["badge_wins"] == "maître" and words["badge_best"] == "★ conseil"  # the Hint button says Conseil
    # a non-breaking space before the colon; the browser puts the call where {call} is
    assert words["your_call_is"] == f"Votre enchère{NBSP}: {{call}}"


def test_counts_of_cards_follow_each_language_s_plural():
    en, fr = table_words("en"), table_words("fr")
    # English: one card, else cards (0 cards); French: 0 and 1 take the singular (plural=(n > 1))
    assert en["cards_count"][:3] == ["0 cards", "1 card", "2 cards"]
    assert fr["cards_count"][:3] == ["0 carte", "1 carte", "2 cartes"]
    assert len(fr["cards_count"]) == MAX_COUNT + 1
    # the hand's accessible name: its label fills {hand} in the browser
    assert en["hand_row"][8] == "{hand}: 8 cards" and en["hand_row_waiting"][1] == "{hand}: 1 card, waiting"
    assert fr["hand_row"][8] == f"{{hand}}{NBSP}: 8 cartes"
    assert fr["hand_row_waiting"][8] == f"{{hand}}{NBSP}: 8 cartes, en attente"


def test_an_unknown_language_for_a_table_is_refused_in_one_line():
    with pytest.raises(ValueError, match=r"^unknown language 'xx': the known languages are en, fr$"):
        CardTable(lang="xx")


def test_every_widget_and_lesson_table_speaks_the_language_it_was_given():
    tables = {
        "practice": PracticeGame(seed=3, pace=0, lang="fr").table,
        "explorer": HandExplorer(seed=1, lang="fr").table,
        "quiz": CardQuiz(Position.create("classic-501", "H", "W", "7S KH", "S:AS"), lang="fr").table,
        "builder": PositionBuilder("classic-501", "H", leader="N", lang="fr").table,
        "winner quiz": winner_quiz(trumps="H", trick="E:AD S:10D W:9D N:AC", lang="fr").table,
        "ending": ending_exercise(seed=1, tricks_left=2, lang="fr").table,
    }
    for name, t in tables.items():
        assert t.lang == "fr", name
        assert t.scene["words"]["cards"]["KD"] == "roi de carreau", name  # roi (word.rank.king) de carreau


def test_the_seat_tags_on_a_french_table_are_french():
    p = PracticeGame(seed=3, pace=0, lang="fr")
    dealer = p.game.deal.dealer.name
    # the dealer's tag is lesson.show_table.dealer, "donneur" in French; no English tag on any seat
    assert "donneur" in p.table.frame["seats"][dealer]["tags"]
    assert not {"dealer", "taker"} & {t for s in p.table.frame["seats"].values() for t in s["tags"]}
    # the quiz and the explorer tag the seat that led: "entame" (lesson.table.tag.led)
    q = CardQuiz(Position.create("classic-501", "H", "W", "7S KH", "S:AS"), lang="fr")
    assert ["entame"] in [s["tags"] for s in q.table.frame["seats"].values()]


def test_the_score_on_a_french_table_heads_its_columns_n_s_and_e_o():
    p = PracticeGame("classic-501", seed=11, pace=0, lang="fr")
    _finish_hand(p)
    html = p.table.frame["result"]["html"]
    # word.team.short.*: N-S and E-O in French (Est-Ouest), never the English E-W
    assert re.search(r">(<span[^>]*>)?E-O(</span>)?</th>", html) and "E-W" not in html
    assert re.search(r">(<span[^>]*>)?N-S(</span>)?</th>", html)


def test_the_score_on_the_table_is_the_one_breakdown_region_of_the_practice_game():
    p = PracticeGame("classic-501", seed=11, pace=0)
    _finish_hand(p)
    # the table draws the score where the cards were with data-region="breakdown" (table.js); the detailed
    # breakdown under the game, behind its toggle, has no region, so that the selector finds one element
    assert "data-region" not in p.table.frame["result"]["html"]
    assert "bl-breakdown-table" in p.breakdown_view.value and "data-region" not in p.breakdown_view.value
    # the engine's breakdown keeps its region where nothing else carries it (lessons, notebooks)
    score = p.game.deals[-1].score
    assert 'data-region="breakdown"' in score.to_html()
    assert "data-region" not in breakdown_table(score, region="")


# -- table.js: its English fallback is the English catalogue's --------------------------------------------
def _js_english_words() -> dict:
    """The one-line string entries of EN_WORDS in table.js (``key: "text",``), decoded."""
    block = TABLE_JS.read_text(encoding="utf-8").split("const EN_WORDS = {", 1)[1].split("\n};", 1)[0]
    return {m[1]: json.loads(m[2]) for m in re.finditer(r'^\s+(\w+): ("(?:[^"\\]|\\.)*"),$', block, re.M)}


def test_the_english_fallback_of_table_js_says_what_the_english_catalogue_says():
    js = _js_english_words()
    en = table_words("en")
    # the 16 one-word entries (the others are lists or maps, built in table.js from the same English)
    assert len(js) == 16, sorted(js)
    assert {k: en[k] for k in js} == js
    # and every scalar word Python sends has its fallback
    assert {k for k, v in en.items() if isinstance(v, str)} == set(js)


def test_table_js_says_no_english_word_outside_its_fallback():
    source = TABLE_JS.read_text(encoding="utf-8")
    rest = source.split("// (the end of the English fallback", 1)[1]
    code = "\n".join(line.split(" // ")[0] for line in rest.splitlines() if not line.lstrip().startswith("//"))
    # below the fallback (EN_WORDS, the English ranks, suits, seats and counts), none of the words table.js
    # once said itself (each is now a key of the scene's words, W.get("pack")), nor a card code drawn as its letter
    for said in ("Your call", "Bid value", "The trick on the table", ", recommended", "Your hand", ", waiting",
                 "The pack", "Turn-up", "to play", "not legal", "\\u2605 best", '"wins"', "card${", "} played", "jack",
                 "hearts", "North", "text: rank"):
        assert said not in code, said
