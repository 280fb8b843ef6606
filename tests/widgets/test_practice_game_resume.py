"""Saved practice games resume exactly.

A game saved and resumed in a fresh widget goes on move for move as the same game played straight
through, for every bot level: the bots' choices are seeded from the game's seed and the number of
actions made (belote_learn.bots.base.decision_seed), so the save (seed + actions) is all they need.
After a load the last hand's breakdown and review are shown as they were.
"""
from __future__ import annotations

import random

import pytest

from belote_learn import Seat
from belote_learn.bots import make_bot
from belote_learn.bots.base import decision_seed
from belote_learn.systems.classic.game import Game
from belote_learn.widgets import PracticeGame


# what the widget shows, every view whose value a learner reads (the card table's frame: seats, trick,
# hand, status, calls, buttons; the message differs: "Resumed ...")
SHOWN = ("sheet_view", "breakdown_view")


def south_move(p: PracticeGame):
    """South's action: a function of the game's actions only, so that two widgets in the same state
    make the same move (a random legal card or call, drawn from a source seeded by the action count)."""
    legal = p.game.view(Seat.S).legal
    cards = [a for a in legal if not isinstance(a, str)]
    return random.Random(len(p.game.actions)).choice(cards or legal)


def steps(p: PracticeGame, n: int, until_waiting: bool = False) -> None:
    """``n`` South actions (each followed by the bots' answers), dealing on after finished hands."""
    done = 0
    while done < n and not p.game.over:
        if p.waiting:
            if until_waiting:
                return
            assert p.next_hand() is True
            continue
        assert p.act(south_move(p)) is True, p.error
        done += 1


def shown(p: PracticeGame) -> dict:
    values = {name: getattr(p, name).value for name in SHOWN}
    values["table"] = {k: v for k, v in p.table.frame.items() if k not in ("message", "hold", "calls_key")}  # calls_key: new for each game set, by design
    values["hand"] = [str(b.card) for b in p.card_buttons]
    values["waiting"] = p.waiting
    values["review"] = p.review_text()
    return values


def resume(p: PracticeGame, tmp_path, name: str = "g.json") -> PracticeGame:
    path = str(tmp_path / name)
    assert p.save(path) == path
    fresh = PracticeGame("classic-1000", partner="random", opponents="random", seed=123, pace=0)
    assert fresh.load(path) is True, fresh.error
    return fresh


@pytest.fixture
def quick_experts(monkeypatch):
    """Experts that think less (4 samples a card, 4 playouts a call): the same sampling and bidding code,
    with its random source used the same way, in a tenth of the time."""
    import belote_learn.widgets.practice as practice

    def quick(name, **kw):
        if name == "expert":
            kw.update(samples=4, bid_simulations=4)
        return make_bot(name, **kw)

    monkeypatch.setattr(practice, "make_bot", quick)


# South's actions before the save and after it (the expert's games are shorter: it is the slow level)
LEVEL_STEPS = {"random": (10, 30), "rule": (10, 30), "expert": (4, 9)}


@pytest.mark.parametrize("level", ["random", "rule", "expert"])
@pytest.mark.parametrize("preset, options", [("classic-501", {"target": 301}), ("mariage", None)])
def test_a_resumed_game_equals_the_uninterrupted_one_move_for_move(level, preset, options, tmp_path, quick_experts):
    before, after = LEVEL_STEPS[level]
    straight = PracticeGame(preset, options=options, partner=level, opponents=level, seed=17, pace=0)
    steps(straight, before)
    resumed = resume(straight, tmp_path)
    assert resumed.game.actions == straight.game.actions
    assert resumed.partner_box.value == level and resumed.opponents_box.value == level
    steps(straight, after)
    steps(resumed, after)
    # the bots answered every South action in the resumed game exactly as in the game played straight on
    assert len(straight.game.actions) > 20
    assert resumed.game.actions == straight.game.actions
    assert resumed.game.to_json() == straight.game.to_json()
    assert shown(resumed) == shown(straight)


@pytest.mark.parametrize("level", ["random", "expert"])
def test_bots_play_the_same_after_a_take_back(level, quick_experts):
    """Taking back and making the same move again brings the same answers from the bots (their choices
    depend on the game's seed and actions, not on what they thought before)."""
    p = PracticeGame("classic-501", partner=level, opponents=level, seed=8, pace=0)
    steps(p, 6)
    move = south_move(p)
    assert p.act(move) is True
    answered = list(p.game.actions)
    assert p.take_back() is True
    assert p.act(move) is True
    assert p.game.actions == answered


def test_decision_seed_is_a_function_of_the_game_seed_seat_and_action_count():
    # the same inputs give the same stream; any other seat, count, seed or role another one
    a = random.Random(decision_seed(5, Seat.N, 12)).random()
    assert random.Random(decision_seed(5, Seat.N, 12)).random() == a
    others = {random.Random(s).random() for s in (decision_seed(5, Seat.E, 12), decision_seed(5, Seat.N, 13),
                                                  decision_seed(6, Seat.N, 12), decision_seed(5, Seat.N, 12, "hint"))}
    assert a not in others and len(others) == 4


def test_the_expert_forgets_its_context_with_the_view_it_was_worked_out_for():
    """The expert's per-view cache was keyed by id(view): a new view that reused a dropped one's id,
    at the same trick count, got the old view's points. Two different deals, same trick counts: the
    context follows the view asked about."""
    bot = make_bot("expert", seed=1, samples=1, bid_simulations=1)
    contexts = []
    for seed in (3, 4):
        g = Game("classic-501", seed=seed, dealer="N")
        while g.phase == "bidding":
            g.apply("take" if "take" in g.legal_actions() else "pass")
        for _ in range(4):  # one whole trick, so that the points won differ between the deals
            g.apply(g.legal_actions()[0])
        view = g.view(g.current_player())
        contexts.append(dict(bot._context(view)["won"]))
        expected = {t: 0 for t in contexts[-1]}
        for t in view.tricks:
            expected[t.winner.team] += t.points
        assert contexts[-1] == expected
        del view  # the id may be reused by the next view


@pytest.mark.parametrize("preset, options", [("classic-501", {"target": 301}), ("mariage", None)])
def test_after_load_the_last_hand_is_shown_as_it_was(preset, options, tmp_path):
    p = PracticeGame(preset, options=options, partner="rule", opponents="rule", seed=2, pace=0)
    # 1. saved while a finished hand waits for "Next hand": its breakdown and review are shown
    steps(p, 200, until_waiting=True)
    assert p.waiting and p.last_breakdown
    q = resume(p, tmp_path, "waiting.json")
    assert q.waiting and q.last_breakdown == p.last_breakdown and shown(q) == shown(p)
    # 2. saved during the next hand: the last hand's breakdown is still on screen, and after a load too
    assert p.next_hand() is True
    steps(p, 1)
    assert not p.waiting and p.last_breakdown
    q = resume(p, tmp_path, "next.json")
    assert not q.waiting and q.last_breakdown == p.last_breakdown and shown(q) == shown(p)
    # 3. saved when the game is over: the last hand and the result are shown
    steps(p, 10_000)
    assert p.game.over
    q = resume(p, tmp_path, "over.json")
    assert q.game.over and shown(q) == shown(p)


def test_take_back_past_the_end_of_a_hand_shows_the_hand_before():
    """Taking back the card that ended a hand un-finishes it: the breakdown on screen is then that of
    the hand before (none in the first hand), as a replay of the actions would show."""
    p = PracticeGame("classic-501", partner="rule", opponents="rule", seed=2, pace=0)
    steps(p, 200, until_waiting=True)
    assert p.waiting and len(p.game.deals) == 1
    assert p.take_back() is True
    assert not p.waiting and p.last_breakdown == "" and p.review == [] and not p.game.deals


def test_load_says_whether_it_worked(tmp_path):
    p = PracticeGame(seed=1, pace=0)
    before = p.game.to_json()
    assert p.load(str(tmp_path / "missing.json")) is False
    assert p.error and p.game.to_json() == before
    path = str(tmp_path / "ok.json")
    p.save(path)
    assert p.load(path) is True and p.error == ""


def test_a_hint_is_the_same_after_a_resume(tmp_path, quick_experts):
    """The helper is seeded like the bots (from the game's seed and action count): the hint asked in a
    resumed game is the one the uninterrupted game gives, in the bidding and in the play."""
    straight = PracticeGame("classic-501", partner="rule", opponents="rule", seed=6, pace=0)
    for _ in range(2):  # once in the bidding, once in the play
        resumed = resume(straight, tmp_path, f"hint{len(straight.game.actions)}.json")
        first = straight.hint()
        assert first and first.startswith("Hint:") and resumed.hint() == first and straight.hint() == first
        while straight.game.phase == "bidding" or straight.game.current_player() != Seat.S:
            assert straight.act(south_move(straight)) is True
            if straight.waiting:
                straight.next_hand()


def test_a_save_that_waits_for_the_next_hand_when_it_is_already_under_way_is_refused(tmp_path):
    # a hand-edited save with "waiting": true, while the next hand's auction had begun (South to speak),
    # was loaded waiting: the table said "The hand is over ... Press Next hand" in the middle of an auction
    import json

    from belote_learn.widgets import PracticeGame

    p = PracticeGame("coinche", seed=3, pace=0)
    while not p.waiting:
        assert p.act(p.game.view("S").legal[0])
    good = tmp_path / "waiting.json"
    p.save(str(good))  # a true "waiting" save: loads waiting
    p.next_hand()
    assert p.game.deal.auction.calls  # the bots have spoken in the next hand
    bad = tmp_path / "bad.json"
    p.save(str(bad))
    data = json.loads(bad.read_text(encoding="utf-8"))
    data["practice"]["waiting"] = True
    bad.write_text(json.dumps(data), encoding="utf-8")

    q = PracticeGame("coinche", seed=9, pace=0)
    before = (q.game.to_json(), q.waiting)
    assert q.load(str(bad)) is False
    assert q.error.startswith("practice.waiting: ") and "under way" in q.error and "\n" not in q.error
    assert (q.game.to_json(), q.waiting) == before
    assert q.load(str(good)) is True and q.waiting


@pytest.mark.parametrize("path, kind", [("data/records/coinche-made.json", "a hand record"),
                                        ("data/bidding/43-coinche.json", "a bidding problem")])
def test_loading_another_kind_of_file_as_a_game_says_what_it_is(path, kind):
    # a coinche hand record given to the practice game's Resume was refused with "seed: missing", as if a
    # save had lost its seed; the file is not a save at all
    from pathlib import Path

    from belote_learn.widgets import PracticeGame

    p = PracticeGame("coinche", seed=1, pace=0)
    before = p.game.to_json()
    assert p.load(str(Path(__file__).resolve().parents[2] / path)) is False
    assert f"this is {kind}" in p.error and "not a saved game" in p.error and "\n" not in p.error
    assert p.game.to_json() == before


def _finish_first_hand(p):
    rng = random.Random(5)
    while not p.waiting:
        legal = p.game.view(Seat.S).legal
        p.act(rng.choice([a for a in legal if not isinstance(a, str)] or legal))


def test_saved_between_hands_resumes_between_hands(tmp_path):
    p = PracticeGame(seed=11, pace=0)
    _finish_first_hand(p)
    path = str(tmp_path / "g.json")
    p.save(path)
    q = PracticeGame(seed=1, pace=0)
    q.load(path)
    # the finished hand waits for Next hand, as when it was saved: no bot has acted in the next hand
    assert q.waiting and q.game.actions == p.game.actions
    assert q.last_breakdown == p.last_breakdown and len(q.review) == len(p.review)
