"""The card table (belote_learn/widgets/table.py) and the widgets drawn on it, without a browser: what
each frame shows, and which clicks the table takes. The browser side (drawing, pacing, keyboard) is
tested in tests/browser."""
import random

import pytest

from belote_learn import Card, Position, Seat
from belote_learn.widgets import CardQuiz, HandExplorer, PositionBuilder, PracticeGame
from belote_learn.widgets.table import CardTable, call_label


def south_turn_in_play(p: PracticeGame, rng: random.Random) -> None:
    """Play on (South's first legal action each time) until South is to play a card."""
    while not (p.game.phase == "play" and p.game.current_player() == Seat.S and not p.waiting):
        if p.waiting:
            p.next_hand()
            continue
        legal = p.game.view(Seat.S).legal
        p.act(rng.choice([a for a in legal if not isinstance(a, str)] or legal))


class TestCardTable:
    def test_clicks_aimed_at_an_older_scene_are_dropped(self):
        got = []
        t = CardTable()
        t.on("card", got.append)
        t.show({"hand": {"active": True, "cards": [{"c": "JH"}]}})
        old = t.seq
        t.show({"hand": {"active": True, "cards": [{"c": "JH"}]}})
        # a click sent while the first scene was on screen reaches the kernel after the second one
        t._on_msg(t, {"kind": "card", "card": "JH", "zone": "hand", "seq": old})
        assert got == [] and t.ignored == 1
        t._on_msg(t, {"kind": "card", "card": "JH", "zone": "hand", "seq": t.seq})
        assert [m["card"] for m in got] == ["JH"]

    def test_an_inactive_hand_takes_no_click_and_an_answer_releases_the_browser(self):
        got = []
        t = CardTable()
        t.on("card", got.append)
        t.on("button", got.append)
        t.show({"hand": {"active": False, "cards": [{"c": "JH"}]},
                "buttons": [{"id": "hint", "enabled": False}, {"id": "back", "enabled": True}]})
        assert t.click("JH") is False and t.press("hint") is False and got == [] and t.ignored == 2
        seq = t.seq
        assert t.press("back") is True and got[-1]["id"] == "back"
        # the handler drew nothing: the same frame is sent again, so the browser takes clicks again
        assert t.seq == seq + 1 and t.frame["buttons"][1]["id"] == "back"

    def test_calls_are_named_as_players_say_them(self):
        assert call_label("take", Card.parse("9H"))["label"] == "Take ♥"
        assert call_label("take", Card.parse("9H"))["aria"] == "Take hearts"
        assert call_label("S")["label"] == "♠" and call_label("S")["aria"] == "♠ spades"
        assert call_label("NT")["label"] == "No trumps" and call_label("AT")["label"] == "All trumps"
        assert call_label("pass")["label"] == "Pass"
        assert call_label("marriage D")["label"] == "Marriage ♦"
        assert call_label("80 H")["label"] == "80 ♥" and call_label("capot S")["label"] == "Capot ♠"
        assert call_label("coinche")["label"] == "Coinche!"


class TestPracticeGameTable:
    def test_bot_actions_come_as_frames_at_the_pace(self):
        p = PracticeGame(seed=11, pace=0.5)
        rng = random.Random(1)
        south_turn_in_play(p, rng)
        n = len(p.game.actions)
        card = next(c for c in p.game.view(Seat.S).legal)
        p.play(card)
        bots = len(p.game.actions) - n - 1  # the bots' actions after South's card
        frames = p.table.frames
        # your card first, then one frame a bot action before the last (the table itself), plus a
        # frame for each trick completed before your turn; each passing frame holds 0.5 s or 1 s
        assert frames[0]["trick"] and frames[0]["trick"][-1] == {"seat": "S", "card": str(card)} or \
            frames[0]["winner"] is not None
        assert len(frames) >= 1 + bots - 1 and all(f["hold"] in (0.5, 1.0) for f in frames[:-1])
        assert frames[-1]["hold"] == 0 and all(not f["hand"]["active"] for f in frames[:-1])
        sizes = [len(f["trick"]) for f in frames]
        assert all(b <= a + 1 for a, b in zip(sizes, sizes[1:]))  # one card at a time

    def test_no_pace_no_passing_frames(self):
        p = PracticeGame(seed=11, pace=0)
        south_turn_in_play(p, random.Random(1))
        p.play(p.game.view(Seat.S).legal[0])
        assert len(p.table.frames) == 1

    def test_the_end_of_a_hand_shows_that_hand_only(self):
        p = PracticeGame(seed=4, pace=0)
        rng = random.Random(3)
        while not p.waiting and not p.game.over:
            legal = p.game.view(Seat.S).legal
            p.act(rng.choice([a for a in legal if not isinstance(a, str)] or legal))
        f = p.table.frame
        finished = p.game.deals[-1]
        if finished.tricks:
            last = finished.tricks[-1]
            assert f["trick"] == [{"seat": s.name, "card": str(c)} for s, c in last.cards]
            assert f["winner"] == last.winner.name
        # the next deal is already dealt in the engine, but none of its cards is on the table
        assert f["hand"]["cards"] == [] or finished.phase != "done"
        next_cards = {str(c) for c in p.game.deal.hand(Seat.S)}
        assert not next_cards & {c["c"] for c in f["hand"]["cards"]} or finished.phase != "done"
        assert "The hand is over" in f["status"] and p.table.enabled("next") and not p.table.enabled("hint")
        assert p.table.press("next") is True and not p.waiting
        assert {c["c"] for c in p.table.frame["hand"]["cards"]} == next_cards

    def test_buttons_are_disabled_only_when_their_action_is_impossible(self):
        p = PracticeGame(seed=11, pace=0)
        assert p.game.current_player() == Seat.S and p.game.phase == "bidding"
        assert p.table.enabled("hint") and not p.table.enabled("back") and not p.table.enabled("next")
        assert not p.table.enabled("last")  # no trick yet
        p.call("pass")
        assert p.table.enabled("back")
        # the bidding box: the calls South may make, as said
        south_turn_in_play(p, random.Random(2))
        assert p.table.frame["hand"]["active"] and "calls" not in p.table.frame
        legal = {str(c) for c in p.game.view(Seat.S).legal}
        assert {c["c"] for c in p.table.frame["hand"]["cards"] if c["legal"]} == legal

    def test_the_bidding_box_says_take_with_the_suit(self):
        p = PracticeGame(seed=11, pace=0)
        turn_up = p.game.deal.turn_up
        labels = [c["label"] for c in p.table.frame["calls"]]
        assert labels == ["Pass", f"Take {turn_up.suit.symbol}"]
        assert p.table.frame["turn_up"] == str(turn_up)
        n = len(p.game.actions)  # the bots before South have spoken
        assert p.table.choose_call("pass") is True and p.game.actions[n] == (Seat.S, "pass")

    def test_hint_marks_the_recommended_card_and_keeps_the_figures_behind_a_toggle(self):
        p = PracticeGame(seed=11, pace=0)
        south_turn_in_play(p, random.Random(1))
        text = p.hint()
        assert text.startswith("Hint:")
        hinted = [c["c"] for c in p.table.frame["hand"]["cards"] if c["hint"]]
        assert len(hinted) == 1 and hinted[0] in {str(c) for c in p.game.view(Seat.S).legal}
        assert p.table.busy == ""  # the thinking state is over
        p.play(hinted[0])
        assert not any(c["hint"] for c in p.table.frame["hand"]["cards"])

    def test_clicks_reach_the_game_through_the_table(self):
        p = PracticeGame(seed=11, pace=0)
        south_turn_in_play(p, random.Random(1))
        n = len(p.game.actions)
        illegal = [c for c in p.game.view(Seat.S).hand if c not in p.game.view(Seat.S).legal]
        if illegal:  # refused: explained in the message, nothing changes
            assert p.table.click(illegal[0]) is True and len(p.game.actions) == n
            assert "not allowed" in p.table.frame["message"]
        assert p.table.click(p.game.view(Seat.S).legal[0]) is True and len(p.game.actions) > n

    def test_contract_taker_and_score_always_in_view(self):
        p = PracticeGame(seed=11, pace=0)
        south_turn_in_play(p, random.Random(1))
        info = {i["key"]: i for i in p.table.frame["info"]}
        d = p.game.deal
        assert d.contract.trump.symbol in info["contract"]["value"] and d.taker.word in info["contract"]["more"]
        assert info["score"]["value"] == "N-S 0 · E-W 0"
        assert "taker" in p.table.frame["seats"][d.taker.name]["tags"]

    def test_settings_and_new_game_from_the_table(self):
        p = PracticeGame(seed=11, pace=0)
        assert p.settings.layout.display == "none"
        assert p.table.press("settings") is True and p.settings.layout.display == "flex"
        assert [b for b in p.table.frame["top_buttons"] if b["id"] == "settings"][0]["pressed"]
        assert p.table.press("settings") is True and p.settings.layout.display == "none"
        seed = p.game.seed
        assert p.table.press("new-game") is True and p.game.seed != seed  # a new random game
        assert not any(s == Seat.S for s, _ in p.game.actions)

    def test_bot_levels_have_plain_names(self):
        p = PracticeGame(seed=1, pace=0)
        labels = [label for label, _ in p.partner_box.options]
        assert "rule" not in " ".join(labels).lower().split() and any("Club player" in x for x in labels)
        assert PracticeGame(seed=1, pace=0, partner="club player").partner_box.value == "rule"

    def test_mariage_table_shows_trumps_and_coches(self):
        p = PracticeGame("mariage", seed=3, pace=0)
        info = {i["key"]: i for i in p.table.frame["info"]}
        assert p.game.deal.trump_card.symbol in info["contract"]["more"] and "N-S 0" in info["score"]["value"]


class TestOtherWidgetsOnTheTable:
    def test_explorer_names_every_card_and_marks_only_what_was_clicked(self):
        h = HandExplorer(seed=1, show_legal=False)
        assert all(c["legal"] is None for c in h.table.frame["hand"]["cards"])
        assert h.table.click(h.hand[2]) is True
        marked = [c for c in h.table.frame["hand"]["cards"] if c["legal"] is not None]
        assert [c["c"] for c in marked] == [str(h.hand[2])] and marked[0]["sel"]
        assert h.table.press("reveal") is True and h.show_legal
        assert all(c["legal"] is not None for c in h.table.frame["hand"]["cards"])
        assert not h.table.enabled("reveal")

    def test_quiz_is_drawn_from_the_player_to_move(self):
        # West to play: West is drawn at the bottom, its partner East on top
        q = CardQuiz(Position.create("classic-501", "H", "W", "7S KH", "S:AS"))
        assert q.table.frame["hand"]["label"] == "West's hand"
        assert q.table.frame["trick"] == [{"seat": "E", "card": "AS"}]  # South, on West's right, drawn right
        assert q.table.frame["seats"]["N"]["name"].startswith("East")
        q.table.click("KH")
        assert q.selected == [Card.parse("KH")] and q.table.press("check") is True
        assert q.feedback.startswith("Not quite") and all(c["legal"] is not None for c in q.table.frame["hand"]["cards"])

    def test_builder_pack_and_table(self):
        b = PositionBuilder("classic-501", "H", leader="N")
        assert b.table.click("AS", zone="pack") is True and b.trick_cards == [Card.parse("AS")]
        placed = {c["c"]: c["placed"] for c in b.table.frame["pack"]["cards"] if c["placed"]}
        assert placed == {"AS": "table"}
        b.set_target("hand")
        b.table.click("7S", zone="pack")
        assert b.table.frame["hand"]["cards"][0]["legal"] is True and "must be played" in b.table.frame["message"]


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche"])
def test_a_whole_hand_on_the_table_for_every_preset(preset):
    p = PracticeGame(preset, seed=5, pace=0.1)
    rng = random.Random(7)
    for _ in range(60):
        if p.waiting or p.game.over:
            break
        f = p.table.frame
        assert f["hand"]["active"] == (p.game.phase == "play" and p.game.current_player() == Seat.S)
        legal = p.game.view(Seat.S).legal
        calls = [a for a in legal if isinstance(a, str)]
        assert sorted(c["id"] for c in f.get("calls", [])) == sorted(calls)
        action = rng.choice([a for a in legal if not isinstance(a, str)] or legal)
        if isinstance(action, str):
            assert p.table.choose_call(action) is True
        else:
            assert p.table.click(action) is True
    assert p.waiting or p.game.over
    assert "The hand is over" in p.table.frame["status"] or p.game.over
