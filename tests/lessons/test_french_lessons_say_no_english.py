"""The French lesson helpers (belote_learn.lessons.fr) say everything in French: every public helper that shows
something is called, its text and HTML read (and, for a quiz or an exercise, what it says once answered wrong
and right), and no English word of the messages is left in them, no card written the English way (J♥, K, Q)
and no West written W; the same call in English says the same facts (its numbers and card codes)."""
from __future__ import annotations

import html
import inspect
import json
import re
from collections import Counter

import pytest

import belote_learn.lessons as en
import belote_learn.lessons.fr as fr
from belote_learn.core.cards import Card, Team
from belote_learn.core.render import card_svg
from belote_learn.rules.datafiles import data_path
from tests.lessons.test_lesson_language import ARGS

# English words of the messages that French never writes (French words such as "on", "points", "score",
# "total", "capot", "as" or "or" are left out)
ENGLISH = """the is are and of to for with from by at in it its this that these must may can cannot could should
would will has have had was were be been not no yes if so than then there here who what which when where why how
you your they their them we our all every each none nothing only more less North South East West North-South
East-West trick tricks trump trumps Rule Made Failed card cards hand hands wins win won winning takers taker
defenders defender jack jacks queen queens king kings ace aces seven eight nine ten hearts spades diamonds clubs
heart spade diamond club pass passes passed take takes took dealer deals dealt deal contract round team game
marriage marriages declaration declarations declared sequence fifty hundred one two three four first third fourth
led lead leads follow plays played play counts count Right quite answer answers Check Player Speaker Says says
Result over partner left right last bid bids call calls""".split()
ENGLISH_WORD = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, ENGLISH), key=len, reverse=True))
                          + r")(?![\w-])", re.IGNORECASE)
# a card as English writes it (J♥, the K of a rank order) and West's letter W before a card
ENGLISH_CARD = re.compile(r"(?<![\w-])(?:[JQK](?=[♠♥♦♣])|[JQK](?=[\s,;.)]|$)|W(?=:))")
# what a French sentence may quote as it is: a call's code the learner types (the auction says "dites 'take'")
CODES = ("'take'",)
_FRAME_WORDS = {"label", "value", "more", "status", "name", "tags", "title", "sel_badge", "sel_word",
                "winner_badge", "empty_text", "message", "error"}

CAPE = ARGS["mariage_deal"]["hands"]
# more calls than the table of test_lesson_language: the other systems and the other paths of a helper
MORE = {
    "replay_hand@mariage": ("replay_hand", dict(system="mariage", seed=3)),
    "replay_hand@coinche": ("replay_hand", dict(system="coinche", seed=2)),
    "replay_hand@sans-tout-atout": ("replay_hand", dict(system="sans-tout-atout", seed=5)),
    "replay_record@c1000-capot": ("replay_record", dict(name="c1000-capot")),
    "replay_record@mariage-cape": ("replay_record", dict(name="mariage-cape")),
    "replay_record@mariage-announced": ("replay_record", dict(name="mariage-announced")),
    "replay_record@coinche-made": ("replay_record", dict(name="coinche-made")),
    "worked_auction@coinche": ("worked_auction", dict(system="coinche", seed=3)),
    "show_auction@coinche": ("show_auction", dict(system="coinche", calls=["80 H", "pass", "pass", "pass"])),
    "show_auction@second-round": ("show_auction", dict(calls=["pass"] * 4 + ["S"])),
    "worked_score@coinche": ("worked_score", dict(system="coinche", bid="110 H", taker="N", takers_cards=100,
                                                  coinched=1, belote="takers")),
    "worked_score@dedans": ("worked_score", dict(system="classic-501", trumps="S", takers_cards=60,
                                                 last_trick="defenders")),
    "show_deal@mariage": ("show_deal", dict(system="mariage")),
    "show_table@mariage": ("show_table", dict(system="mariage")),
    "card_order@all-trumps": ("card_order", dict(system="sans-tout-atout", trumps="AT")),
    "card_order@mariage": ("card_order", dict(system="mariage")),
    "declarations_of@four-jacks": ("declarations_of", dict(hand="7S 8S 9S 10S JH JD JC JS")),
    "show_trick@two-cards": ("show_trick", dict(trumps="H", trick="N:KS E:AS")),
    "coinche_call_quiz@coinche": ("coinche_call_quiz", dict(calls_before=["80 H"], call="coinche")),
    "coinche_auction_quiz@over": ("coinche_auction_quiz", dict(calls=["80 H", "coinche", "pass", "pass"])),
    "mariage_action_quiz@out": ("mariage_action_quiz", dict(record="mariage-out-succeeds", after=8, action="out")),
    "coches_quiz@out": ("coches_quiz", dict(record="mariage-out-fails")),
    "bid_quiz@coinche": ("bid_quiz", dict(system="coinche", problem=2)),
    "score_quiz@coinche": ("score_quiz", dict(system="coinche", bid="100 S", taker="E", takers_cards=60)),
    "find_the_illegal_card@revoke": ("find_the_illegal_card", dict(trumps="H", hands=ARGS["find_the_illegal_card"]["hands"],
                                                                   trick="N:7H E:9H S:JH W:JD")),
    "ending_exercise@coinche": ("ending_exercise", dict(system="coinche", seed=4, tricks_left=2)),
}
HELPERS = sorted(name for name in en.__all__ if inspect.isfunction(getattr(en, name)))
CALLS = {**{name: (name, ARGS.get(name, {})) for name in HELPERS}, **MORE}


def _frame_texts(frame) -> list[str]:
    """The words a card table's frame shows (its labels, status line, badges, message)."""
    out = []

    def walk(x, key=None):
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif isinstance(x, str) and key in _FRAME_WORDS:
            out.append(x)

    walk(frame)
    return out


def shown(result) -> list[str]:
    """Everything a helper's result shows: its text and HTML (a display, a quiz's question); for a quiz or an
    exercise, also what it says after a wrong answer and after the right one (feedback, explanation,
    breakdown, the card table's words)."""
    parts = [str(result)]
    for method in ("_repr_html_", "question_html"):
        if hasattr(result, method):
            parts.append(getattr(result, method)())
    table = getattr(result, "table", None)

    def said():
        for name in ("feedback", "explanation", "error", "message"):
            value = getattr(result, name, None)
            if isinstance(value, str) and value:
                parts.append(value)
        for view in ("feedback_view", "breakdown"):
            widget = getattr(result, view, None)
            if widget is not None and getattr(widget, "value", ""):
                parts.append(widget.value)
        if table is not None and getattr(table, "frame", None):
            parts.extend(_frame_texts(table.frame))

    said()
    kind = type(result).__name__
    if kind in ("ChoiceQuestion", "CardChoiceQuestion"):
        parts.extend(result.choices)
        result.answer(next(c for c in result.choices if c != result._solution))
        said()
        result.answer(result._solution)
    elif kind == "NumberQuestion":
        result.answer(result._solution + 1)
        said()
        result.answer(result._solution)
    elif kind == "PickQuestion":
        parts.extend(label for _, label in result.options)
        result.answer([])
        said()
        result.answer([str(k) for k in result._correct])
    elif kind == "LegalCardsQuestion":
        legal = [str(c) for c in result.position.explain().legal]
        result.answer(legal[:-1])
        said()
        result.answer(legal)
    elif kind == "ScoreQuestion":
        right = result.score.score
        result.answer(ns=right[Team.NS] + 10, ew=right[Team.EW])
        said()
        result.answer(ns=right[Team.NS], ew=right[Team.EW])
    elif kind == "EndingExercise":
        while not result.over:
            result.play(next(c["c"] for c in result.table.frame["hand"]["cards"] if c.get("legal")))
    said()
    return parts


def plain(parts) -> str:
    """The words of texts and HTML: tags and style sheets left out, entities read, and the words a screen reader
    says (``aria-label``, ``title``) kept."""
    out = []
    for part in parts:
        spoken = re.findall(r'(?:aria-label|title)="([^"]*)"', part)
        part = re.sub(r"<style.*?</style>", " ", part, flags=re.S)
        out.append(html.unescape(re.sub(r"<[^>]*>", " ", part) + " " + " ".join(spoken)))
    return "\n".join(out)


def data_texts(name: str, kw: dict) -> list[str]:
    """The texts of a data file a helper shows as written there: none (the bidding problems' titles and
    lessons are catalogue messages, said in French like the rest)."""
    return []


def call(helpers, key: str):
    name, kw = CALLS[key]
    return getattr(helpers, name)(**kw)


def french_words(key: str) -> str:
    name, kw = CALLS[key]
    words = plain(shown(call(fr, key)))
    for written in data_texts(name, kw):
        words = words.replace(written, " ")
    for code in CODES:
        words = words.replace(code, " ")
    return words


def test_the_table_calls_every_public_helper_that_shows_something():
    assert set(HELPERS) <= {name for name, _ in CALLS.values()}
    assert len(HELPERS) > 50 and len(CALLS) > len(HELPERS) + 20


@pytest.mark.parametrize("key", sorted(CALLS))
def test_a_french_helper_says_no_english_word(key):
    words = french_words(key)
    assert not words.strip().startswith(CALLS[key][0] + ":"), words[:300]  # a refusal is no lesson
    found = sorted({m.group(0) for m in ENGLISH_WORD.finditer(words)})
    where = [words[max(0, m.start() - 50):m.end() + 30].replace("\n", " ") for m in ENGLISH_WORD.finditer(words)][:3]
    assert not found, f"English words {found} in: {where}"
    cards = [words[max(0, m.start() - 30):m.end() + 10] for m in ENGLISH_CARD.finditer(words)][:3]
    assert not cards, f"a card or seat written the English way: {cards}"


@pytest.mark.parametrize("key", sorted(CALLS))
def test_a_french_helper_writes_french_typography(key):
    # a non-breaking space before : ; ! ? and inside « », never an ordinary one
    words = french_words(key)
    for bad in (r"(?<=\S) [:;!?»]", r"« ", r"\w[:;!?](?=[ \n]|$)", r"«(?!\u00a0)"):
        found = re.search(bad, words)
        assert found is None, f"{bad!r} at ...{words[max(found.start() - 40, 0):found.end() + 20]}..."


def facts(parts) -> tuple:
    """What must not depend on the language: the numbers said (each run of digits; a sentence may say a number
    once more in one language, "le 9♥" for "it"), the numbers of the tables (each cell, as often as it is in
    them) and the cards drawn (their codes, ``data-card="JH"``, as often as they are drawn)."""
    joined = "\n".join(parts)
    cells = re.findall(r'<td class="bl-num"[^>]*>([^<]*)</td>', joined)
    return (set(re.findall(r"\d+", plain(parts))), Counter(cells),
            sorted(re.findall(r'data-card="([^"]+)"', joined)))


@pytest.mark.parametrize("key", sorted(CALLS))
def test_the_same_call_in_english_says_the_same_facts(key):
    name, kw = CALLS[key]
    french, english = shown(call(fr, key)), shown(call(en, key))
    numbers_fr, cells_fr, cards_fr = facts(french)
    numbers_en, cells_en, cards_en = facts(english)
    assert cards_fr == cards_en
    assert cells_fr == cells_en
    assert numbers_fr == numbers_en


def test_a_card_picture_reads_v_d_r_in_french_and_keeps_its_code():
    for code, english_rank, french_rank in (("JH", "J", "V"), ("QS", "Q", "D"), ("KD", "K", "R"), ("AC", "A", "A")):
        card = Card.parse(code)
        pictures = {lang: card_svg(card, lang=lang) for lang in ("en", "fr")}
        for lang, rank in (("en", english_rank), ("fr", french_rank)):
            drawn = re.findall(r">([^<>]+)</text>", pictures[lang])
            assert drawn.count(rank) == (2 if code != "AC" else 1), (lang, drawn)
            assert f'data-card="{code}"' in pictures[lang]
    assert "valet de cœur" in card_svg(Card.parse("JH"), lang="fr")
    # a whole French lesson display draws no English index: the 12 face cards of the pack, each index twice
    pack = fr.show_pack()._repr_html_()
    assert not re.search(r">[JQK]</text>", pack) and len(re.findall(r">[VDR]</text>", pack)) == 12 * 2


def test_the_record_data_keeps_its_codes():
    # the French replay of a record shows the record's cards by their codes, as the English one
    record = json.loads((data_path("records") / "c501-made.json").read_text(encoding="utf-8"))
    html_ = fr.replay_record("c501-made")._repr_html_()
    for cards in record["hands"].values():
        for code in (cards.split() if isinstance(cards, str) else cards):
            assert f'data-card="{Card.parse(code)}"' in html_


def test_every_record_has_its_title_as_a_message_whose_english_is_the_record_s_own():
    from belote_learn.lessons._records import RECORD_TEXTS

    names = sorted(p.stem for p in data_path("records").glob("*.json") if not p.stem.startswith("game-"))
    assert sorted(RECORD_TEXTS) == names
    for name in names:
        record = json.loads((data_path("records") / f"{name}.json").read_text(encoding="utf-8"))
        title, shows = RECORD_TEXTS[name]
        assert (str(title), str(shows)) == (record["title"], record["shows"]), name
        assert shows.render("fr") != record["shows"], name  # said in French (some titles are French words)
