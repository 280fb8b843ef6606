"""The lesson helpers say what they show in the language asked for (``lang``), English by default.

The French catalogue has no lesson texts yet (its entries fall back to English), so these tests give the
French catalogue a stand-in text for every ``lesson.*`` message: the English one between « and ». A
helper that passes ``lang`` down shows the marks; one that dropped it somewhere would show plain English."""
from __future__ import annotations

import inspect
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import belote_learn.lessons as L
from belote_learn.core import messages as M
from belote_learn.lessons import Refused

EN_PO = Path(M.LOCALE_DIR) / "en" / "LC_MESSAGES" / "belote_learn.po"


@pytest.fixture
def marked_french():
    """The French templates of the lesson messages set to «English» for the test, then put back."""
    with open(EN_PO, "rb") as f:
        entries = [m for m in read_po(f, locale="en") if isinstance(m.id, str) and m.id.startswith("lesson.")]
    templates = M._templates("fr")  # the French templates, filled from the catalogue on first use
    saved = dict(templates)
    for m in entries:
        templates[m.id] = f"«{m.string}»"
    yield
    templates.clear()
    templates.update(saved)


HANDS = {"N": "AS 7H QD", "E": "KS 9H 8C", "S": "10S 8S JH", "W": "7S JD AC"}
CAPE = {"N": "AH 10H KH QH JH 9H 8H AC", "S": "7H AS 10S KS QS AD 10D KD",
        "E": "JS 9S 8S 7S QD JD 9D 8D", "W": "7D 10C KC QC JC 9C 8C 7C"}
SCORED = dict(system="classic-1000", trumps="H", taker="N", takers_cards=97, belote="takers",
              declarations={"takers": "7S 8S 9S"})

# arguments for the helpers whose defaults describe no position (the others run with their defaults)
ARGS = {
    "explain_cards": dict(trumps="H", to_play="S", hand="AH 8H KC", trick="W:7D N:10H E:AD"),
    "show_trick": dict(trumps="H", trick="N:KS E:AS S:7H W:10S"),
    "compare_declarations_of": dict(hands={"S": "9D 10D JD", "E": "9C 10C JC"}),
    "worked_score": SCORED,
    "score_quiz": SCORED,
    "result_quiz": SCORED,
    "game_end": dict(system="classic-501", before={"NS": 470, "EW": 455}, hand={"NS": 40, "EW": 60}),
    "game_end_quiz": dict(system="classic-501", before={"NS": 470, "EW": 455}, hand={"NS": 40, "EW": 60}),
    "mariage_deal": dict(hands=CAPE, dealer="S", turn_up="7H", plays=["JS", "JH", "7C", "AS", "cape"],
                         scores_before={"NS": 17, "EW": 16}),
    "legal_cards_quiz": dict(trumps="H", to_play="S", hand="8H 8D KC", trick="W:AS N:9H E:10S"),
    "winner_quiz": dict(trumps="H", trick="E:AD S:10D W:9D N:AC"),
    "declarations_winner_quiz": dict(trumps="S", dealer="W", hands={"S": "9D 10D JD", "E": "9C 10C JC"}),
    "load_the_trick_quiz": dict(trumps="H", to_play="S", hand="AS 10D 8D", trick="W:KC N:JH E:7H"),
    "find_the_illegal_card": dict(trumps="H", hands=HANDS, trick="N:AS E:9H S:8S W:7S"),
    "weigh_calls": dict(completions=10),
}
# explain_cards shows the engine's explanation of the position (rules/position.py), in the language asked but with no
# lesson message (test_french_lessons_say_no_english.py reads it in French)
ENGINE_TEXT_ONLY = {"explain_cards"}

HELPERS = sorted(name for name in L.__all__ if inspect.isfunction(getattr(L, name)))


def shown_text(result) -> str:
    """Everything a result shows: its text and HTML (a display), its question and answers (a quiz)."""
    parts = [str(result)]
    for method in ("_repr_html_", "question_html"):
        if hasattr(result, method):
            parts.append(getattr(result, method)())
    return "\n".join(parts)


def test_every_public_helper_takes_lang():
    missing = [name for name in HELPERS if "lang" not in inspect.signature(getattr(L, name)).parameters]
    assert not missing, f"no lang keyword: {missing}"
    assert len(HELPERS) > 50  # the scan above looked at the helpers, not at nothing


@pytest.mark.parametrize("name", HELPERS)
def test_a_helper_says_its_texts_in_the_language_asked_for(name, marked_french):
    helper = getattr(L, name)
    result = helper(**ARGS.get(name, {}), lang="fr")
    assert not isinstance(result, Refused), result.text
    if name not in ENGINE_TEXT_ONLY:
        assert "«" in shown_text(result)
    english = helper(**ARGS.get(name, {}))
    assert "«" not in shown_text(english)  # English by default, untouched by the French templates


def test_a_quiz_answers_in_its_language(marked_french):
    # hearts trumps: the trump order is J 9 A 10 K Q 8 7, so 9♥ beats A♥
    q = L.order_quiz(trumps="H", cards=("9H", "AH"), lang="fr")
    assert q.answer("9♥") is True and q.feedback.startswith("«Right!» «In «trumps» the order is")
    assert q.answer("A♥") is False and q.feedback.startswith("«Not quite: the answer is 9♥.»")
    # 32 cards in the pack; 31 is one too few
    n = L.cards_count_quiz(lang="fr")
    assert n.check_button.description == "«Check»" and n.answer(31) is False
    assert n.feedback.startswith("«Not quite: 31 is too few; the answer is 32.»")
    assert n.answer("many") is None and n.error == "«type a whole number, not \"many\"»"


def test_a_card_table_quiz_labels_its_table_in_its_language(marked_french):
    q = L.winner_quiz(trumps="H", trick="E:AD S:10D W:9D N:AC", lang="fr")
    frame = q.table.frame
    assert frame["status"] == "«Who wins this trick? Click the winning card.»"
    assert frame["info"][0]["label"] == "«Contract»" and frame["seats"]["E"]["tags"] == ["«led»"]
    assert frame["buttons"][-1]["label"] == "«Four colours»"


def test_the_ending_exercise_speaks_its_language(marked_french):
    e = L.ending_exercise(seed=1, tricks_left=2, lang="fr")
    assert str(e).startswith("«Exercise. ") and e.table.frame["hand"]["label"] == "«Your hand (South)»"


def test_a_refusal_is_said_in_the_language_of_the_helper(marked_french):
    # no takers_cards: the helper names the argument and its range (152 card points in a suit contract)
    r = L.worked_score(system="classic-501", trumps="H", lang="fr")
    assert isinstance(r, Refused)
    assert r.error == "«worked_score: «takers_cards: the card points the takers won, 0 to 152»»"


def test_an_unknown_language_is_refused_in_one_line():
    r = L.worked_score(takers_cards=97, lang="xx")
    assert isinstance(r, Refused)
    assert r.error == "worked_score: unknown language 'xx': the known languages are en, fr"
