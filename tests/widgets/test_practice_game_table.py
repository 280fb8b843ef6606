"""What the practice game puts on its card table: the game's name in the header, no score sheet before the
first hand is over, the score of a finished hand drawn where South's cards were, bids of points named with
their suit, the calls in the seats' bubbles, and scenes kept while the bots' cards are on their way. Driven
through plain methods (no browser); the browser tests measure the layout."""
from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest

from belote_learn import Seat, Team
from belote_learn.widgets.practice import PracticeGame, _name, _result_panel


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
    assert "data-region" not in text  # the panel drawn around these tables is the breakdown region (table.js)
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


# -- the calls in the seats' bubbles, and scenes kept while the bots play ---------------------------------
def _coinche_seed3_messages():
    """Coinche, seed 3: South bids the second call of the box, then passes, then plays its first legal card
    each turn; the messages and frames seen along the way."""
    p = PracticeGame("coinche", seed=3, pace=0)
    seen = []
    first = True
    while not p.waiting and not p.game.over:
        f = p.table.frame
        if f.get("calls"):
            p.act(f["calls"][1]["id"] if first else "pass")
            first = False
        else:
            p.play(next(c["c"] for c in f["hand"]["cards"] if c["legal"]))
        seen.append((p.message, p.table.frame))
    return p, seen


def test_your_own_call_is_in_the_bubble_at_your_seat():
    # coinche: the second call of the box is the lowest bid in the first suit after the value menu's
    # first value; the frame gives South's seat that call, as the other seats get theirs
    p = PracticeGame("coinche", seed=3, pace=0)
    call = p.table.frame["calls"][1]
    p.act(call["id"])
    assert p.table.frame["phase"] == "bidding"  # the auction goes on (North bid 120 ♠ over East's 110 ♥)
    assert p.table.frame["seats"]["S"]["call"] == call["label"] == "100 ♠"
    # a take/pass auction at a pace: your call is in the frame shown before the bots answer
    q = PracticeGame("classic-501", seed=3, pace=0.5)
    assert q.act("pass")
    assert q.table.frames[0]["seats"]["S"]["call"] == "Pass"


def test_the_end_of_the_auction_is_said_on_the_felt_and_in_bold():
    p, seen = _coinche_seed3_messages()
    # after South's pass and East's, North's 120 ♠ stands (West had passed): the first trick's frame says so
    message, frame = seen[1]
    assert frame["centre_note"] == "North takes 120 ♠"
    assert "<b>North is the taker: 120 in spades by North (spades trumps).</b>" in frame["message"]


def test_one_name_for_the_learner_in_the_messages():
    p, seen = _coinche_seed3_messages()
    messages = [m for m, _ in seen]
    assert not any("South:" in m or "South announces" in m or "South is" in m for m in messages), messages
    # South holds K♠ Q♠ with spades trumps: belote with the first, rebelote with the second, said with the card
    assert any(m.startswith("You: K♠, belote!") for m in messages), messages
    assert any(m.startswith("You: Q♠, rebelote!") for m in messages), messages
    assert any("You announce a tierce." in m for m in messages), messages


def test_an_illegal_card_adds_no_second_line_under_the_explanation():
    p = PracticeGame("classic-501", seed=3, pace=0)
    p.act("take")
    rng = random.Random(1)
    while not p.waiting:
        view = p.game.view(Seat.S)
        illegal = [c for c in view.hand if c not in view.legal]
        if illegal:
            assert p.play(illegal[0]) is False
            assert p.error and p.message == p.error  # the reason, shown once (as the explanation)
            assert p.error_line.value == "" and p.table.frame["error"] == ""
            return
        p.play(rng.choice([c for c in view.legal if not isinstance(c, str)]))
    pytest.skip("no illegal card came up in this deal")


def test_a_bot_level_changed_mid_hand_plays_from_the_next_hand():
    from belote_learn.bots import make_bot

    p = PracticeGame("classic-501", seed=3, pace=0, partner="random")
    before = p.bots[Seat.N]
    p.partner_box.value = "expert"
    assert p.bots[Seat.N] is before  # this hand is played out by the bots it began with
    assert "from the next hand" in p.level_note.value and p.level_note.layout.display == "block"
    _finish_hand(p)
    p.next_hand()
    assert type(p.bots[Seat.N]) is type(make_bot("expert", seed=0)) is not type(before)
    assert p.level_note.value == "" and p.level_note.layout.display == "none"


def test_settings_open_without_a_new_scene():
    # pressing Settings while the bots' cards are shown one at a time keeps their pace:
    # the scene (and its frames) stays, only the button's pressed state changes
    p = PracticeGame("classic-501", seed=3, pace=0.5)
    p.act("pass")
    seq, frames = p.table.seq, len(p.table.frames)
    assert frames > 1
    assert p.table.press("settings")
    assert p.table.seq == seq and len(p.table.frames) == frames
    assert p.table.pressed == {"settings": True} and p.settings.layout.display == "flex"
    assert [b for b in p.table.frame["top_buttons"] if b["id"] == "settings"][0]["pressed"] is True


def test_an_error_line_is_shown_without_a_new_scene(tmp_path):
    # a refused Save while the bots' cards are on their way keeps the scene
    p = PracticeGame("classic-501", seed=3, pace=0.5)
    p.act("pass")
    seq, frames = p.table.seq, len(p.table.frames)
    assert p.save(str(tmp_path / "no-such-folder" / "game.json")) is None  # refused: the folder is missing
    assert p.error and p.table.seq == seq and len(p.table.frames) == frames
    assert p.table.error_text == p.table.frame["error"] != ""


@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
def test_the_end_of_a_hand_is_said_once_on_the_table(preset):
    # the status line and the message under it both said "The hand is over. ..." at the end of a hand. The status line says it; the
    # message drawn under it keeps only what was played; `message` itself keeps the sentence for readers
    # of the plain attribute (tests/widgets/test_practice_game_settings.py)
    p = PracticeGame(preset, seed=4, pace=0)
    _finish_hand(p)
    frame = p.table.frame
    assert frame["status"].startswith("The hand is over.") or frame["status"].startswith("The game is over:")
    assert " is over" in p.message
    assert " is over" not in frame["message"]


def test_once_the_contract_is_said_your_call_bubble_goes():
    # South's row once held "Your hand (South)", "taker", "waiting", the bid pill and the felt's
    # "You take 90 ♦" together. When the felt says the contract (the auction's end), South's bubble is gone;
    # the other seats' last calls stay that moment. Seed 101, coinche: South passes every time, East's
    # 130 ♠ stands, and South's pass is among the auction's last four calls, so it would be shown.
    p = PracticeGame("coinche", seed=101, pace=0.3)
    said = []
    while p.game.phase == "bidding":
        assert p.call("pass")
        said += [f for f in list(p.table.frames) + [p.table.frame] if "take" in (f.get("centre_note") or "")]
    assert said, "the auction's end is said on the felt"
    for f in said:
        assert f["seats"]["S"]["call"] is None, f["seats"]["S"]
    assert any(f["seats"][s]["call"] for f in said for s in ("N", "E", "W"))


def test_coinche_calls_key_is_new_for_each_game_and_each_turn_to_bid():
    """The table starts the bid value menu at the smallest bid whenever frame["calls_key"] changes (a
    value chosen in an earlier auction was offered again: 110 where 80 was the floor). The same seed twice
    is the same deal with the same calls, so only the key can tell the two games apart: it must differ;
    a Hint (no call made) keeps it."""
    g = PracticeGame("coinche", seed=5, pace=0)
    first = g.table.frame.get("calls_key")
    assert g.table.frame.get("calls") and first
    g.hint()
    assert g.table.frame.get("calls_key") == first
    g.new_game(seed=5)
    assert g.table.frame.get("calls") and g.table.frame["calls_key"] != first
