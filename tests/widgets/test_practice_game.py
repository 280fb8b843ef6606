"""The practice game driven through its plain methods: whole games, refused and illegal actions, hints,
take-backs, saves, and what the message says after each action."""
from __future__ import annotations

import html
import json
import random

import pytest

from belote_learn import Seat, Team
from belote_learn.core.errors import BeloteError
from belote_learn.systems.classic.game import Game
from belote_learn.widgets import BiddingTrainer, PracticeGame


def play_through(p: PracticeGame, rng: random.Random, max_steps: int = 3000, stop_after=None):
    steps = 0
    while not p.game.over and steps < max_steps:
        if stop_after is not None and steps == stop_after:
            break
        if p.waiting:
            p.next_hand()
            continue
        legal = p.game.view(Seat.S).legal
        cards = [a for a in legal if not isinstance(a, str)]
        p.act(rng.choice(cards or legal))
        steps += 1
    return steps


@pytest.mark.parametrize("preset, options", [
    ("classic-501", {"target": 301}),
    ("classic-1000", {"target": 301}),
    ("sans-tout-atout", {"target": 301}),
    ("mariage", None),
])
def test_a_whole_game_through_the_widget(preset, options):
    p = PracticeGame(preset, options=options, seed=7, pace=0)
    play_through(p, random.Random(1))
    assert p.game.over and "win" in p.status.lower() or p.game.draw
    assert p.game.deals and not p.table.enabled("hint")
    assert "Score sheet" in p.sheet_view.value


def test_illegal_card_is_explained_and_changes_nothing():
    p = PracticeGame(seed=3, pace=0)
    rng = random.Random(2)
    while True:
        if p.waiting:
            p.next_hand()
        view = p.game.view(Seat.S)
        if p.game.phase == "play" and p.game.current_player() == Seat.S:
            illegal = [c for c in view.hand if c not in view.legal]
            if illegal:
                before = p.game.to_json()
                assert p.play(illegal[0]) is False
                assert "not allowed" in p.message and p.game.to_json() == before
                assert html.escape(p.message) in p.table.frame["message"]
                return
        legal = view.legal
        p.act(rng.choice([a for a in legal if not isinstance(a, str)] or legal))


def test_wrong_turn_and_hint_and_take_back():
    p = PracticeGame(seed=11, pace=0)
    assert p.game.current_player() == Seat.S
    text = p.hint()
    assert text.startswith("Hint:")
    first = p.game.view(Seat.S).legal[0]
    n = len(p.game.actions)
    p.act(first)
    assert len(p.game.actions) > n
    p.take_back()
    assert len(p.game.actions) == n and p.game.current_player() == Seat.S
    p.act("nonsense")
    assert p.error  # shown in the widget
    p.take_back()
    assert p.error == "" or "nothing of yours" in p.error


def test_save_and_resume_continue_identically(tmp_path):
    a = PracticeGame("classic-1000", options={"target": 301}, seed=21, pace=0)
    play_through(a, random.Random(5), stop_after=12)
    path = str(tmp_path / "g.json")
    a.save(path)
    b = PracticeGame(seed=1, pace=0)
    b.load(path)
    assert b.game.to_json() == a.game.to_json() and b.game.rules.preset == "classic-1000"
    play_through(a, random.Random(9))
    play_through(b, random.Random(9))
    assert a.game.to_json() == b.game.to_json() and a.game.totals == b.game.totals
    b.load(str(tmp_path / "missing.json"))
    assert b.error and b.game.to_json() == a.game.to_json()
    (tmp_path / "bad.json").write_text("{")
    b.load(str(tmp_path / "bad.json"))
    assert "not valid JSON" in b.error


def test_review_after_each_hand():
    p = PracticeGame(seed=4, pace=0)
    rng = random.Random(3)
    while not p.waiting and not p.game.over:
        legal = p.game.view(Seat.S).legal
        p.act(rng.choice([a for a in legal if not isinstance(a, str)] or legal))
    if p.game.deals[-1].phase == "done":
        assert p.last_breakdown and p.review
        assert all(r.seat == Seat.S and r.lost >= 0 for r in p.review)
        assert "Review of your cards" in p.breakdown_view.value


def test_trainer_and_practice_refusals():
    with pytest.raises(ValueError, match="no bidding"):
        BiddingTrainer("mariage")
    with pytest.raises(ValueError, match="at least 1"):
        BiddingTrainer(simulations=0)
    t = BiddingTrainer(simulations=5)
    t.deal("abc")
    assert "whole number" in t.error
    p = PracticeGame(seed=3, pace=0)
    assert p.call("NT") is False and "no NT" in p.error and "no NT" in p.message


def test_hint_names_are_calls_too():
    from belote_learn.systems.classic.auction import normalise_call

    # the call names the widgets and hints show are read back as calls
    assert [normalise_call(x) for x in ("All trumps", "No trumps", "♥ Hearts", "clubs")] == ["AT", "NT", "H", "C"]


def test_take_back_and_next_hand_say_whether_they_worked():
    p = PracticeGame(seed=11, pace=0)
    assert p.take_back() is False and "nothing of yours" in p.error  # South has not acted yet
    assert p.next_hand() is False and "still being played" in p.error
    assert p.call("pass") is True and p.take_back() is True


def test_coinche_calls_are_echoed_as_said_not_as_typed():
    # seed 3: North opens 80 ♣ and West bids 90 ♦ before South speaks (pace 0: the bots answer at once)
    g = PracticeGame("coinche", seed=3, pace=0)
    assert g.message.endswith("North: 80 ♣. West: 90 ♦.")
    # typed "100h": the game records "100 H", which the message says as the bidding box shows it
    assert g.call("100h")
    assert g.message.startswith("You: 100 ♥.")
    g = PracticeGame("coinche", seed=3, pace=0)
    # typed "COINCHE" over West's 90 ♦ (a bid of the other side): said "Coinche!", no full stop added
    assert g.call("COINCHE")
    assert g.message.startswith("You: Coinche! ")


def test_your_card_is_echoed_by_its_symbol():
    # a card typed "7H" or given as a Card is said "7♥", as on the cards (classic-501 and coinche alike)
    for preset in ("classic-501", "coinche"):
        g = PracticeGame(preset, seed=5, pace=0)
        while g.game.phase != "play" or g.game.current_player() != Seat.S:
            assert g.call("pass") or g.game.phase == "play"
            if g.waiting:
                g.next_hand()
        card = g.game.view(Seat.S).legal[0]
        assert g.play(card.code if hasattr(card, "code") else str(card))
        assert g.message.startswith(f"You: {card.symbol}."), g.message


def test_declarations_and_a_new_hand_are_said_in_the_message():
    # seed 101, coinche: South passes and East's bid stands; North leads A♥ and wins trick 1 (A♥ 8♥ 7♥ K♥).
    # East holds a tierce (rules.md "coinche": declarations announced in trick 1, compared as trick 2 starts):
    # the message says the announcement with East's card, and who scores it with North's lead to trick 2.
    p = PracticeGame("coinche", seed=101, pace=0)
    while p.game.phase == "bidding":
        assert p.call("pass")
    assert p.play("7H")
    assert "East: K♥. East announces a tierce." in p.message
    assert "Only East-West declared" in p.message and "(20)" in p.message
    # a typed card is said by its symbol too
    card = p.game.view(Seat.S).legal[0]
    assert p.act(str(card))
    assert p.message.startswith(f"You: {card.symbol}.")
    # play the hand out; the next hand's message names its dealer (the deal passes to the dealer's right,
    # anticlockwise: the new dealer is the seat after the last one, in the game's direction)
    while not p.waiting and not p.game.over:
        if p.game.phase == "play":
            assert p.act(str(p.game.view(Seat.S).legal[0]))
        else:
            assert p.call("pass")
    if p.waiting:
        assert p.next_hand()
        assert p.message.startswith(f"A new hand: {p.game.deal.dealer.word} deals.")


def test_the_contract_and_the_result_are_said_in_words():
    # seed 101, coinche: South passes, East's 130 ♠ stands; the message names the taker and the contract when
    # the auction ends, and at the end of the hand who took and whether they made it (not "Made: N-S ...")
    p = PracticeGame("coinche", seed=101, pace=0)
    while p.game.phase == "bidding":
        assert p.call("pass")
    assert "East is the taker: 130 in spades by East" in p.message
    while not p.waiting and not p.game.over:
        assert p.act(str(p.game.view(Seat.S).legal[0]))
    score = p.game.deals[-1].score
    verdict = {"made": "made their contract", "capot": "made their contract with every trick (capot)",
               "dedans": "failed their contract (dedans)"}[score.result]
    assert f"East-West {verdict}. This hand: N-S {score.score[Team.NS]}, E-W {score.score[Team.EW]}." in p.message


def test_the_message_says_who_won_each_trick():
    # seed 101, coinche: South passes, East's 130 ♠ stands; North leads A♥ to trick 1: A♥ (N), 8♥ (W),
    # 7♥ (you), K♥ (E). Spades are trumps, so no ruff: the ace of the suit led wins, 11 + 0 + 0 + 4 = 15.
    p = PracticeGame("coinche", seed=101, pace=0)
    while p.game.phase == "bidding":
        assert p.call("pass")
    assert p.play("7H")
    assert "East: K♥. East announces a tierce. North wins the trick with A♥ (15 points)." in p.message
    # the rest of the hand: every finished trick is said once, in the learner's words when South won it
    while not p.waiting and not p.game.over:
        deal, before = p.game.deal, len(p.game.deal.tricks)
        assert p.act(str(p.game.view(Seat.S).legal[0]))
        for t in deal.tricks[before:]:
            card = next(c for s, c in t.cards if s == t.winner)
            who = "You win" if t.winner == Seat.S else f"{t.winner.word} wins"
            assert f"{who} the trick with {card.symbol} ({t.points} points)." in p.message, p.message
    assert "South wins the trick" not in p.message


def test_a_named_speed_is_one_of_the_settings_speeds():
    # PACES: Quick is 0.3 s between bot actions; a named speed shows as itself in Bot speed, with no
    # extra "0.3 s" entry; a number that is not a named speed gets its own entry
    p = PracticeGame("classic-501", seed=1, pace="Quick")
    assert p.pace == 0.3
    assert [label for label, _ in p.pace_box.options] == ["Slow", "Normal", "Quick", "Instant"]
    assert p.pace_box.label == "Quick"
    odd = PracticeGame("classic-501", seed=1, pace=0.2)
    assert odd.pace_box.label == "0.2 s"
    # a name that is not a speed is refused in one line
    with pytest.raises(BeloteError, match="pace: one of 'slow', 'normal', 'quick', 'instant'"):
        PracticeGame("classic-501", seed=1, pace="fast")


def test_opening_the_settings_asks_the_browser_to_scroll_them_into_view():
    # the panel opens under the table (below a 1024x768 screen): each opening asks once; closing does not
    p = PracticeGame("classic-501", seed=1, pace=0)
    assert p.table.reveal == {}
    assert p.toggle_settings() is True
    assert p.table.reveal == {"selector": ".bl-settings", "n": 1}
    assert p.toggle_settings() is False
    assert p.table.reveal["n"] == 1
    p._button("settings")  # the Settings button on the table
    assert p.table.reveal["n"] == 2


def test_take_back_at_every_point_of_a_coinche_game():
    # during the auction, during the play, with a finished hand waiting, and after the end of the game:
    # each take-back leaves South to act, the history a prefix of the one before, and a game that loads
    # from its own save; with nothing of South's to take back, a refusal that changes nothing
    from belote_learn.core.cards import Seat
    from belote_learn.widgets import PracticeGame

    p = PracticeGame("coinche", options={"target": 500}, seed=21, pace=0)
    assert p.take_back() is False and "nothing of yours" in p.error
    seen = set()
    while not p.game.over or "over" not in seen:
        if p.game.over:
            phase = "over"
        elif p.waiting:
            phase = "waiting"
        else:
            phase = p.game.phase
        if phase not in seen and any(s == Seat.S for s, _ in p.game.actions):
            seen.add(phase)
            history = [tuple(a) for a in p.game.actions]
            assert p.take_back(), p.error
            kept = [tuple(a) for a in p.game.actions]
            assert kept == history[:len(kept)] and len(kept) < len(history)
            assert p.game.current_player() == Seat.S and not p.waiting and not p.game.over
            assert Game.from_json(p.game.to_json()).to_json() == p.game.to_json()
            continue
        if p.waiting:
            assert p.next_hand()
        else:
            legal = p.game.view("S").legal
            assert p.act(legal[0] if p.game.phase == "bidding" else legal[-1]), p.error  # pass; any card
    assert {"bidding", "play", "waiting", "over"} <= seen


@pytest.mark.parametrize("kw, words", [
    ({"partner": "god"}, "partner: unknown bot level"),
    ({"partner": 3}, "partner: unknown bot level"),
    ({"opponents": None}, "opponents: unknown bot level"),
    ({"pace": "x"}, "pace:"),
    ({"pace": -1}, "pace:"),
    ({"pace": True}, "pace:"),
])
def test_practice_game_refuses_bad_arguments(kw, words):
    with pytest.raises(BeloteError, match=words):
        PracticeGame(seed=3, **{"pace": 0, **kw})


@pytest.mark.parametrize("card", ["ZZ", None, 7])
def test_practice_play_of_unreadable_card_is_reported_in_the_widget(card):
    p = PracticeGame(seed=11, pace=0)
    before = p.game.to_json()
    assert p.play(card) is False
    assert "card" in p.error and p.game.to_json() == before


@pytest.mark.parametrize("practice, words", [
    ("x", "practice: must be an object"),
    ({"partner": "god"}, "practice.partner: unknown bot level"),
    ({"waiting": "yes"}, "practice.waiting"),
])
def test_practice_load_refuses_bad_practice_field_and_changes_nothing(tmp_path, practice, words):
    p = PracticeGame(seed=11, pace=0)
    path = tmp_path / "g.json"
    p.save(str(path))
    data = json.loads(path.read_text())
    data["practice"] = practice
    path.write_text(json.dumps(data))
    q = PracticeGame(seed=4, pace=0)
    before = q.game.to_json()
    q.load(str(path))
    assert words in q.error and q.game.to_json() == before


def test_practice_next_hand_after_the_game_says_the_game_is_over():
    p = PracticeGame(seed=5, options={"target": 1}, pace=0)
    rng = random.Random(3)
    while not p.game.over:
        if p.waiting:
            p.next_hand()
            continue
        legal = p.game.view(Seat.S).legal
        p.act(rng.choice([a for a in legal if not isinstance(a, str)] or legal))
    p.next_hand()
    assert "the game is over" in p.error


def test_practice_message_tells_what_the_bots_did():
    p = PracticeGame(seed=11, pace=0)
    # dealer and the bots before South have spoken: each of their calls is named in the message
    for seat, action in p.game.actions:
        assert seat.word in p.message


def test_practice_game_bad_seed_is_refused_at_once():
    for seed in ("x", 1.5, True, -1):
        with pytest.raises(BeloteError, match="seed"):
            PracticeGame(seed=seed, pace=0)
