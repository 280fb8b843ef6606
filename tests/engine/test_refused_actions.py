"""A refused action changes nothing: every action is read and checked completely before anything changes,
in Game, MariageGame, the deals and the practice widget."""
import copy
import json
import random

import pytest

from belote_learn import Seat
from belote_learn.core.cards import Card
from belote_learn.rules.datafiles import data_path
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.errors import BeloteError, IllegalAction
from belote_learn.systems.classic.game import Game
from belote_learn.systems.mariage.game import MariageGame
from belote_learn.rules.presets import get_rules
from belote_learn.widgets import PracticeGame


def _to_first_marriage(seed=1):
    """A mariage game played with the first legal action until a marriage can be announced."""
    g = MariageGame(seed=seed)
    while not any(isinstance(a, str) and a.startswith("marriage") for a in g.legal_actions()):
        g.apply(g.legal_actions()[0])
    return g


@pytest.mark.parametrize("spelling", ["marriage C", "marriageC", "mariage♣", "Mariage  c", "MARRIAGE♣"])
def test_a_marriage_spelled_without_its_space_is_one_action_in_the_deal_and_the_save(spelling):
    g = _to_first_marriage()
    seat = g.current_player()
    # West holds the king and queen of clubs; trumps are spades, and West has no jack of clubs:
    # a plain marriage, 20 (seed 004 "Annonces": 20, with the jack 30; doubled in trumps)
    assert seat is Seat.W and g.deal.trump.letter == "S"
    assert {Card("KC"), Card("QC")} <= set(g.deal.hand(seat)) and Card("JC") not in g.deal.hand(seat)
    g.apply(spelling)
    assert [(m.suit.letter, m.value, m.seat) for m in g.deal.marriages] == [("C", 20, Seat.W)]
    assert g.actions[-1] == (Seat.W, "marriage C")
    again = MariageGame.from_json(g.to_json())
    assert again.deal.marriages == g.deal.marriages and again.to_json() == g.to_json()


def test_a_misspelled_marriage_is_refused_and_changes_nothing():
    g = _to_first_marriage()
    before, deal = g.to_json(), copy.deepcopy(g.deal)
    for bad in ("marriageZ", "marriage", "marriage C C", "marriages", "marriage H"):
        # "marriages" reads as a marriage in spades: West holds no king and queen of spades
        with pytest.raises(BeloteError):
            g.apply(bad)
        assert g.to_json() == before and g.deal == deal


def _refusals(game):
    """Actions each refused in ``game``'s current state (unreadable, wrong phase, not held, illegal)."""
    out = ["ZZ", "", None, 7, "marriage Z", "take take"]
    seat = game.current_player()
    hand = set(game.deal.hand(seat)) if game.phase == "play" else set()
    if game.phase == "play":
        out += [str(c) for c in Card if c not in hand][:3]  # cards the player does not hold
        out += [str(c) for c in hand if not game.is_legal(c)][:3]  # cards the rules forbid now
        if isinstance(game, Game):
            out.append("pass")  # a call during the play
    else:
        out += ["AS", "NT" if "NT" not in game.legal_actions() else "marriage H"]
    if isinstance(game, MariageGame):
        out += [f"marriage {s}" for s in "SHDC" if f"marriage {s}" not in game.legal_actions()]
        out += [w for w in ("out", "cape") if w not in game.legal_actions()]
    return out


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "sans-tout-atout", "coinche", "mariage"])
def test_every_refused_action_leaves_the_game_exactly_as_it_was(preset):
    rng = random.Random(5)
    game = MariageGame(preset, seed=9) if preset == "mariage" else Game(preset, seed=9)
    refused = 0
    for _ in range(150):
        if game.over:
            break
        before, deal, actions = game.to_json(), copy.deepcopy(game.deal), list(game.actions)
        for bad in _refusals(game):
            if game.is_legal(bad):
                continue
            with pytest.raises(BeloteError):
                game.apply(bad)
            refused += 1
            assert game.to_json() == before and game.deal == deal and game.actions == actions, bad
        game.apply(rng.choice(game.legal_actions()))
    assert refused > 300  # the refusals were really tried, in both phases


def test_a_recorded_deal_refuses_a_taker_without_the_turn_up_before_changing_the_auction():
    rec = json.loads(data_path("records", "c501-made.json").read_text())
    rules = get_rules("classic-501")
    hands = {Seat.parse(s): [Card(c) for c in cards] for s, cards in rec["hands"].items()}
    d = Deal.from_hands(rules, Seat.N, hands, Card("10H"))
    d.apply("pass")  # East (after the dealer North, clockwise) passes
    # South takes, but the turn-up 10H is in East's hand: refused, and the auction still waits for South
    with pytest.raises(IllegalAction) as err:
        d.apply("take")
    assert err.value.reason == "turn-up"
    assert d.auction.calls == [(Seat.E, "pass")] and d.phase == "bidding" and d.current_player() is Seat.S
    assert not d.is_legal("take") and d.is_legal("pass")


# -- the practice widget ----------------------------------------------------------------------------
def _shown(p):
    from tests.engine.test_error_messages import _shown_values

    return _shown_values(p), p.message


@pytest.mark.parametrize("kw, words", [
    ({"seed": "x", "preset": "mariage"}, "seed"),
    ({"seed": -5}, "seed"),  # the constructor refuses -5 too
    ({"seed": 2**64}, "seed"),  # a save could not hold it
    ({"seed": 1.5, "preset": "sans-tout-atout"}, "seed"),
    ({"seed": 4, "preset": "tarot"}, "unknown preset"),
])
def test_a_refused_new_game_leaves_the_game_and_every_control_unchanged(kw, words):
    p = PracticeGame(seed=3, pace=0)
    before = _shown(p)
    assert p.new_game(**kw) is None
    assert words in p.error
    assert _shown(p) == before
    assert (p.preset_box.value, p.target_box.value) == ("classic-501", 501)


def test_practice_constructor_and_new_game_agree_on_seeds():
    with pytest.raises(BeloteError, match="seed"):
        PracticeGame(seed=-5, pace=0)
    p = PracticeGame(seed=3, pace=0)
    p.new_game(seed=0, preset="mariage")
    assert p.error == "" and p.game.seed == 0 and p.preset_box.value == "mariage" and p.target_box.value == 31


@pytest.mark.parametrize("preset", ["classic-501", "coinche", "mariage"])
def test_a_game_in_play_can_be_cloned(preset):
    # the snapshots above, and bots that look ahead (Game.clone), deep-copy deals whose start hands are CardSets
    game = MariageGame(preset, seed=4) if preset == "mariage" else Game(preset, seed=4)
    while game.phase != "play" or not game.deal.trick:
        legal = game.legal_actions()
        game.apply(legal[-1] if game.phase == "bidding" else legal[0])  # the last call takes: no endless passing
    twin = game.clone()
    assert twin.to_json() == game.to_json() and twin.deal == game.deal and twin.deal is not game.deal
    twin.apply(twin.legal_actions()[0])
    assert twin.to_json() != game.to_json()  # independent
