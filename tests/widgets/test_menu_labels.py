"""The widgets' menus name suits, contracts and seats as a player says them ("♠ spades", "All trumps",
"East"), while the values the code reads stay the engine's codes ("S", "AT", "E")."""
from __future__ import annotations

import ipywidgets as W
import pytest

from belote_learn.widgets import (BiddingTrainer, DeclarationsWalkthrough, HandExplorer, PositionBuilder, PracticeGame,
                                  ScoringWalkthrough)
from belote_learn.widgets.common import contract_options, seat_options
from belote_learn.rules.presets import get_rules

# what a menu must never show on its own: the engine's one- or two-letter codes for suits, seats, contracts
CODES = {"S", "H", "D", "C", "N", "E", "W", "NT", "AT", "TA", "SA"}

SUITS = [("♠ spades", "S"), ("♣ clubs", "C"), ("♦ diamonds", "D"), ("♥ hearts", "H")]


def labels(box: W.Dropdown) -> list[str]:
    return list(box._options_labels)


def values(box: W.Dropdown) -> list:
    return list(box._options_values)


def test_contract_options_name_each_contract():
    # classic-501 has the four suit contracts (seed 000); the engine lists them S, C, D, H
    assert contract_options(get_rules("classic-501")) == SUITS
    # sans-tout-atout adds no trumps and all trumps (seed 002)
    assert contract_options(get_rules("sans-tout-atout")) == SUITS + [("No trumps", "NT"), ("All trumps", "AT")]
    # declarations are not made at no trumps (seed 002): the walkthrough's menu leaves it out
    assert contract_options(get_rules("sans-tout-atout"), declaring_only=True) == SUITS + [("All trumps", "AT")]


def test_seat_options_name_each_seat():
    assert seat_options() == [("North", "N"), ("East", "E"), ("South", "S"), ("West", "W")]


class TestExplorer:
    def test_contract_menu_names_and_codes(self):
        h = HandExplorer(preset="sans-tout-atout", contract="AT")
        assert labels(h.contract_box) == ["♠ spades", "♣ clubs", "♦ diamonds", "♥ hearts", "No trumps", "All trumps"]
        assert values(h.contract_box) == ["S", "C", "D", "H", "NT", "AT"]
        assert h.contract_box.value == "AT" and h.contract_box.label == "All trumps"

    def test_choosing_in_the_menu_sets_the_contract(self):
        h = HandExplorer(preset="sans-tout-atout", contract="H")
        h.contract_box.value = "NT"  # what the browser sends when "No trumps" is picked
        assert str(h.contract) == "NT" and h.contract_box.label == "No trumps"

    def test_changing_preset_keeps_names(self):
        h = HandExplorer(preset="sans-tout-atout", contract="AT")
        h.set_preset("classic-501")  # no all trumps there: back to hearts (explorer's fallback)
        assert str(h.contract) == "H" and h.contract_box.label == "♥ hearts"
        assert labels(h.contract_box) == [label for label, _ in SUITS]

    def test_menus_are_labelled_in_words(self):
        h = HandExplorer()
        # "Trumps: ♥ hearts" (and "Trumps: No trumps" where the preset has it); "Deal: 1"
        assert h.contract_box.description == "Trumps" and h.seed_box.description == "Deal"


class TestBuilder:
    def test_contract_and_leader_menus(self):
        b = PositionBuilder(preset="classic-501", contract="S", leader="E")
        assert labels(b.contract_box) == [label for label, _ in SUITS]
        assert labels(b.leader_box) == ["North", "East", "South", "West"]
        assert b.leader_box.value == "E" and b.leader_box.label == "East"
        assert b.contract_box.value == "S" and b.contract_box.label == "♠ spades"

    def test_names_survive_a_preset_change_and_a_load(self):
        b = PositionBuilder()
        b.set_preset("sans-tout-atout")
        assert labels(b.contract_box)[-2:] == ["No trumps", "All trumps"]
        b.load({"rules": "classic-501", "contract": "D", "to_play": "S", "trick": [], "hand": ["JD"]})
        assert b.contract_box.label == "♦ diamonds" and labels(b.contract_box) == [label for label, _ in SUITS]


def test_walkthrough_trumps_menu():
    d = DeclarationsWalkthrough(preset="sans-tout-atout", contract="AT")
    assert labels(d.contract_box) == ["♠ spades", "♣ clubs", "♦ diamonds", "♥ hearts", "All trumps"]
    assert d.contract_box.value == "AT"


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


@pytest.mark.parametrize("make", [HandExplorer, PositionBuilder, PracticeGame, DeclarationsWalkthrough,
                                  ScoringWalkthrough, lambda: BiddingTrainer(simulations=20),
                                  lambda: BiddingTrainer(preset="coinche", simulations=20)],
                         ids=["explorer", "builder", "practice", "declarations", "scoring", "trainer", "trainer-coinche"])
def test_no_menu_shows_a_bare_code(make):
    w = make()
    menus = [x for x in walk(w.widget) if isinstance(x, (W.Dropdown, W.ToggleButtons))]
    assert menus, "every one of these widgets has at least one menu"
    shown = {label for m in menus for label in labels(m)}
    assert not shown & CODES, f"menus showing codes: {sorted(shown & CODES)}"
