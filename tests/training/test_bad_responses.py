"""A response that cannot be read, or a card or call the rules forbid, is refused in one line naming what
was wrong, and the level is left as it was: a later right answer still earns three stars."""
from __future__ import annotations

import pytest

from belote_learn.core.errors import BeloteError, IllegalAction, NotationError, PositionError
from belote_learn.training import load_level


def one_line(err) -> str:
    text = str(err.value)
    assert "\n" not in text and len(text) < 300, text
    return text


@pytest.mark.parametrize("level_id, response, kind, words", [
    ("legal_cards.c501.01", "ZZ 7H", NotationError, "'ZZ'"),
    ("legal_cards.c501.01", 42, NotationError, "42 is not a list of cards"),
    ("legal_cards.c501.01", "KC", PositionError, "K♣ is not in South's hand (J♥ 7♥ A♦)"),
    ("win_trick.c501.01", "AD 7D", NotationError, "is not one card"),
    ("win_trick.c501.01", "9C", IllegalAction, "9♣ is not allowed: diamonds were led"),
    ("trick_points.c501.01", "forty-five", NotationError, '"forty-five" is not a whole number of points'),
    ("trick_points.c501.01", True, NotationError, "true is not a whole number"),
    ("voids.c501.01", "E-S", NotationError, "is not a player and a suit"),
    ("compare_declarations.c501.01", 20, NotationError, "is not a team and its points"),
    ("score_hand.c501.01", {"NS": 1}, NotationError, "is not each team's score"),
    ("bid.c501.01", 3, NotationError, "is not a call"),
    ("bid.c501.01", "NT", IllegalAction, "is not a call you may make now"),
    ("ending.c501.01", [1, 2], NotationError, "1 is not a card"),
])
def test_a_bad_response_is_refused_in_one_line_and_the_level_is_unchanged(level_id, response, kind, words):
    level = load_level(level_id)
    with pytest.raises(kind) as err:
        level.check(response)
    assert isinstance(err.value, BeloteError)
    assert words in one_line(err), str(err.value)
    assert level.check(level.answer).stars == 3


def test_the_french_refusal_is_in_french():
    level = load_level("legal_cards.c501.01")
    with pytest.raises(PositionError) as err:
        level.check("KC")
    assert err.value.render("fr") == "response\u00a0: R♣ n'est pas dans la main de Sud (V♥ 7♥ A♦)"


def test_a_hint_step_other_than_1_or_2_and_an_unknown_language_are_refused():
    level = load_level("legal_cards.c501.01")
    with pytest.raises(NotationError):
        level.hint(3)
    with pytest.raises(ValueError):
        level.question("de")


def test_a_level_that_is_not_an_ending_cannot_be_played_card_by_card():
    with pytest.raises(PositionError) as err:
        load_level("voids.c501.01").start()
    assert "is a level of voids, not an ending to play" in one_line(err)


JUNK = [None, "", " ", "x" * 10_000, 3.5, -1, 10**100, [], [None], {}, {"team": 5}, {"NS": "a", "EW": None}, ("NS",),
        "E:", ":S", "Z:S", "E:Q", [["E"]], {"E": [1]}, "JH JH", "10", "AS KS QS JS 10S 9S 8S 7S AH", object(), b"JH",
        ["JH", 3], {"team": "NS", "points": "x"}, {"NS": 1, "EW": 2, "X": 3}, "capot", "80", "80 Z", True, float("nan")]


def first_levels():
    from belote_learn.training import load_path

    seen, out = set(), []
    for spec in load_path().levels:
        if spec.skill not in seen:
            seen.add(spec.skill)
            out.append(spec.id)
    return out


@pytest.mark.parametrize("level_id", first_levels())
def test_any_response_is_graded_or_refused_in_one_short_line_in_both_languages(level_id):
    level = load_level(level_id)
    for junk in JUNK:
        try:
            level.check(junk)
        except BeloteError as exc:
            for lang in ("en", "fr"):
                text = exc.render(lang)
                assert "\n" not in text and len(text) <= 300, (junk, text)
    assert level.check(level.answer).stars == 3
