"""The game state: deal, legal actions, checked actions, per-seat views, replay, JSON, game end."""
import json
import random

import pytest

from belote_learn import Card, IllegalAction, NotationError, PositionError, Seat, Team
from belote_learn.systems.classic.deal import Deal
from belote_learn.systems.classic.game import Game
from belote_learn.rules.presets import get_rules


def play_random(game, rng, deals=None):
    start = len(game.deals)
    while not game.over and (deals is None or len(game.deals) - start < deals):
        game.apply(rng.choice(game.legal_actions()))


def test_deal_three_then_two_and_completion():
    rules = get_rules("classic-501")  # clockwise; N deals: E, S, W, N receive in that order
    pack = list(Card)  # 7S 8S 9S 10S JS ... in card order
    d = Deal.from_pack(rules, Seat.N, pack)
    # 3 each: E 7S 8S 9S, S 10S JS QS, W KS AS 7H, N 8H 9H 10H; then 2 each: E JH QH, S KH AH, W 7D 8D, N 9D 10D
    assert str(d.hand(Seat.E)) == "7S 8S 9S JH QH"
    assert str(d.hand(Seat.N)) == "8H 9H 10H 9D 10D"
    assert d.turn_up is Card.JACK_OF_DIAMONDS  # the 21st card
    d.apply("pass")  # E
    d.apply("take")  # S takes diamonds
    # completion from E: E 3 (QD KD AD), S turn-up + 2 (7C 8C), W 3 (9C 10C JC), N 3 (QC KC AC)
    assert str(d.hand(Seat.S)) == "10S JS QS KH AH JD 7C 8C"
    assert str(d.hand(Seat.E)) == "7S 8S 9S JH QH QD KD AD"
    assert d.phase == "play" and d.current_player() is Seat.E  # the dealer's next leads


def test_refused_action_changes_nothing():
    g = Game("classic-501", seed=11, dealer="N")
    g.apply("take")
    before = (g.to_json(), len(g.deal.events), g.deal.hand(g.current_player()))
    seat = g.current_player()
    held = list(g.deal.hand(seat))
    not_held = next(c for c in Card if c not in g.deal.hand(seat))
    with pytest.raises(IllegalAction, match="does not hold"):
        g.apply(not_held)
    with pytest.raises(NotationError):
        g.apply("XX")
    assert (g.to_json(), len(g.deal.events), g.deal.hand(seat)) == before
    g.apply(held[0])
    # now find an illegal card for the next player, if any, and check the refusal explains it
    nxt = g.current_player()
    illegal = [c for c in g.deal.hand(nxt) if c not in g.legal_actions()]
    if illegal:
        with pytest.raises(IllegalAction) as err:
            g.apply(illegal[0])
        assert err.value.reason.rule and "not allowed" in str(err.value)


def test_seat_view_hides_other_hands():
    g = Game("classic-1000", seed=4, dealer="E")
    g.apply("take")
    v = g.view("S")
    assert v.hand == g.deal.hand(Seat.S) and len(v.hand) == 8
    assert set(vars(v)) >= {"hand", "turn_up", "calls", "trick", "tricks", "cards_left"}
    assert "hands" not in vars(v) and v.cards_left == {s: 8 for s in Seat}
    other = g.view(Seat.N)
    assert other.hand == g.deal.hand(Seat.N) and other.legal == (g.legal_actions() if g.current_player() is Seat.N else [])


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "sans-tout-atout"])
def test_replay_and_json_round_trip(preset):
    g = Game(preset, seed=99)
    play_random(g, random.Random(5), deals=3)
    text = g.to_json()
    g2 = Game.from_json(text)
    assert g2.to_json() == text and g2.totals == g.totals and g2.held_over == g.held_over
    assert g2.deal.hands == g.deal.hands and g2.current_player() == g.current_player()
    g3 = Game.replay(preset, g.seed, g.first_dealer, g.actions)
    assert g3.to_json() == text


def test_loading_a_corrupted_game_names_the_field():
    g = Game("classic-501", seed=1, dealer="N")
    play_random(g, random.Random(2), deals=1)
    data = json.loads(g.to_json())
    bad = dict(data, actions=data["actions"][:3] + [["N", "ZZ"]])
    with pytest.raises(PositionError, match=r"actions\[3\]"):
        Game.from_dict(bad)
    with pytest.raises(PositionError, match="out of turn"):
        Game.from_dict(dict(data, actions=[[("S" if data["actions"][0][0] != "S" else "W"), "pass"]]))
    with pytest.raises(PositionError, match="rules"):
        Game.from_dict(dict(data, rules="nope"))
    with pytest.raises(PositionError):
        Game.from_json("{broken")


def test_dealer_rotates_each_hand_including_throw_ins():
    g = Game("classic-501", seed=3, dealer="N")
    for _ in range(8):
        g.apply("pass")  # all pass twice: thrown in
    assert g.deals[-1].phase == "thrown-in" and g.deal.dealer is Seat.E  # clockwise: next dealer E
    g = Game("classic-1000", seed=3, dealer="N")
    for _ in range(8):
        g.apply("pass")
    assert g.deal.dealer is Seat.W  # anticlockwise


def _finish_with_totals(preset, ns, ew):
    g = Game(preset, seed=1, dealer="N")
    g.totals = {Team.NS: ns, Team.EW: ew}
    g._check_end()
    return g


def test_game_end_rules_per_preset():
    # classic-501: 520 and 505 both reached in the same hand: more points wins
    g = _finish_with_totals("classic-501", 520, 505)
    assert g.over and g.winner is Team.NS
    # level past the target: another hand
    g = _finish_with_totals("classic-501", 510, 510)
    assert not g.over
    # classic-1000: both reach 1000 in the same hand: a draw
    g = _finish_with_totals("classic-1000", 1010, 1200)
    assert g.over and g.draw and g.winner is None
    g = _finish_with_totals("classic-1000", 990, 1001)
    assert g.over and g.winner is Team.EW


def test_a_whole_game_to_the_end_and_score_sheet():
    g = Game("classic-501", seed=8, options={"target": 301})
    play_random(g, random.Random(8))
    assert g.over and g.phase == "game-over" and g.legal_actions() == []
    sheet = g.score_sheet()
    assert list(sheet.columns)[:5] == ["deal", "dealer", "taker", "contract", "result"]
    done = sheet[sheet.result != "thrown-in"]
    assert done.NS.sum() == g.totals[Team.NS] and done.EW.sum() == g.totals[Team.EW]
    assert max(g.totals.values()) >= 301 and "win" in g.result_text()
    with pytest.raises(IllegalAction, match="game is over"):
        g.apply("pass")


def test_clone_is_independent():
    g = Game("classic-501", seed=2)
    c = g.clone()
    c.apply(c.legal_actions()[0])
    assert len(c.actions) == 1 and len(g.actions) == 0


def test_wrong_phase_actions_and_is_legal():
    g = Game("classic-501", seed=5, dealer="N")
    assert g.is_legal("take") and g.is_legal("pass") and not g.is_legal("AS") and not g.is_legal("zz")
    with pytest.raises(IllegalAction, match="the bidding is not over"):
        g.apply(g.deal.hand(g.current_player()).__iter__().__next__())
    g.apply("take")
    with pytest.raises(IllegalAction, match="the bidding is over"):
        g.apply("pass")
    card = g.legal_actions()[0]
    assert g.is_legal(str(card)) and g.is_legal(card)


def test_saved_game_fields_are_checked():
    g = Game("classic-501", seed=1, dealer="N")
    data = json.loads(g.to_json())
    for change, field in [
        ({"seed": None}, "seed"),
        ({"seed": "x"}, "seed"),
        ({"dealer": None}, "dealer"),
        ({"dealer": "Q"}, "dealer"),
        ({"version": 5}, "version"),
        ({"options": 5}, "options"),
        ({"options": {"target": -1}}, "options"),
    ]:
        with pytest.raises(PositionError) as err:
            Game.from_dict({**data, **change})
        assert err.value.field == field


def test_replay_checks_seats():
    with pytest.raises(PositionError, match="out of turn"):
        Game.replay("classic-501", 7, "N", [("W", "take")])
