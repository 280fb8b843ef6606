"""What the practice game puts on its card table (issue 14): the game's name in the header, no score sheet
before the first hand is over, the score of a finished hand drawn where South's cards were, bids of points
named with their suit. Driven through plain methods (no browser); the browser tests measure the layout."""
import random
import re
from types import SimpleNamespace

import pytest

from belote_learn import Seat, Team
from belote_learn.widgets import PracticeGame
from belote_learn.widgets.practice import _name, _result_panel


def _rules_chip(p: PracticeGame) -> str:
    return next(x["value"] for x in p.table.frame["info"] if x.get("key") == "rules")


def _finish_hand(p: PracticeGame, seed: int = 3) -> None:
    """Play South at random (taking or bidding nothing: the first legal call is pass) until the hand is over."""
    rng = random.Random(seed)
    while not p.waiting and not p.game.over:
        legal = p.game.view(Seat.S).legal
        cards = [a for a in legal if not isinstance(a, str)]
        p.act(rng.choice(cards) if cards else ("pass" if "pass" in legal else legal[0]))


# the titles are the presets' own (belote_learn/presets.py), written out here by hand
@pytest.mark.parametrize("preset, title", [
    ("classic-501", "French Belote to 501"),
    ("classic-1000", "French Belote to 1000"),
    ("sans-tout-atout", "Belote with no trumps and all trumps"),
    ("mariage", "Mariage, a four-handed marriage game"),
    ("coinche", "Coinche (belote contrée)"),
])
def test_the_header_names_the_game_not_the_preset_id(preset, title):
    p = PracticeGame(preset, seed=5, pace=0)
    assert _rules_chip(p) == f"{title}, hand 1"


def test_the_header_says_when_the_target_is_not_the_presets():
    # classic-501 played to 301: the title names the rule system (501), the header the target chosen
    p = PracticeGame("classic-501", options={"target": 301}, seed=5, pace=0)
    assert _rules_chip(p) == "French Belote to 501, played to 301, hand 1"


@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
def test_no_score_sheet_before_the_first_hand_is_over(preset):
    p = PracticeGame(preset, seed=11, pace=0)
    assert p.sheet_view.value == ""  # not a bare header row
    _finish_hand(p)
    sheet = p.sheet_view.value
    assert "<table" in sheet
    assert len(re.findall(r"<tr[ >]", sheet)) == 2  # the header and hand 1


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "coinche", "mariage"])
def test_the_score_of_a_finished_hand_is_drawn_where_the_cards_were(preset):
    p = PracticeGame(preset, seed=11, pace=0)
    assert "result" not in p.table.frame  # not during the hand
    _finish_hand(p)
    frame = p.table.frame
    deal = p.game.deals[-1]
    score = getattr(deal, "score", None) or getattr(deal, "result", None)
    panel = frame["result"]
    assert panel["label"] == "The score of this hand"
    if score is None:  # thrown in during the auction: South's cards of that deal stay, the panel says why
        assert sorted(frame["hand"]["cards"], key=str) == sorted(
            ({"c": str(c), "legal": None, "sel": False, "hint": False} for c in deal.hand(Seat.S)), key=str)
        assert "thrown in" in panel["html"]
        return
    assert frame["hand"]["cards"] == []  # all played, and nothing of the next deal
    lines = score.lines() if callable(score.lines) else score.lines
    items = [getattr(line, "item", None) or line[0] for line in lines]
    text = panel["html"].replace("&#x27;", "'").replace("&gt;", ">").replace("&lt;", "<").replace("&amp;", "&")
    for item in items:  # every line of the breakdown, in its order
        assert item in text, item
    assert [text.index(i) for i in items] == sorted(text.index(i) for i in items)
    # two tables: the points won, then from the first total on, the result; N-S and E-W as numbers
    assert text.count("<table") == 2 and text.index(">Points<") < text.index(">Result<")
    assert "data-region" not in text  # the breakdown region stays the one table under the game
    first_total = next(i for i in items if i.startswith(("Total", "Deal points")))
    assert text.index(">Result<") < text.index(first_total)
    if getattr(deal, "score", None) is not None:
        last = lines[-1]
        assert last.item == "Score for this hand"
        # its two cells: the points each team scores for the hand
        ns, ew = deal.score.score[Team.NS], deal.score.score[Team.EW]
        assert f'data-value="{ns}"' in text and f'data-value="{ew}"' in text


def test_a_thrown_in_hand_says_so_where_the_cards_were():
    panel = _result_panel(SimpleNamespace(score=None, result=None))
    assert "Everybody passed twice: the cards are thrown in." in panel["html"]


def test_bids_of_points_are_named_with_their_suit():
    # the message lists the bots' calls as the bidding box shows them: "80 ♣", not "80 C"
    assert _name("80 C") == "80 ♣"
    assert _name("120 H") == "120 ♥"
    assert _name("capot S") == "Capot ♠"
    assert _name("pass") == "Pass"


def test_the_review_heading_is_above_its_table_not_its_caption():
    p = PracticeGame(seed=4, pace=0)
    _finish_hand(p)
    if p.review:
        view = p.breakdown_view.value
        assert "bl-review-head" in view and "Review of your cards" in view
        review = view[view.index('class="bl-table bl-review"'):]
        assert "<caption" not in review.split("</table>")[0]
