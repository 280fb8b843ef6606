"""Deals from a given pack (Deal.from_pack, CoincheDeal.from_pack, the mariage deal): card numbers out of
range, the rules of another system, bad rules and held-in points are refused in one line; held-in points
and team names given as keys are read."""
import pytest

from belote_learn.core.cards import ALL_CARDS, Seat
from belote_learn.systems.coinche.deal import CoincheDeal
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.errors import PositionError
from belote_learn.rules.presets import get_rules


@pytest.mark.parametrize("cls", [Deal, CoincheDeal])
def test_a_pack_number_out_of_range_says_numbers_are_cards(cls):
    # numbers 0-31 are cards (read_pack's docstring); 32 was refused as "a card must be written as text"
    rules = get_rules("coinche" if cls is CoincheDeal else "classic-501")
    with pytest.raises(PositionError) as exc:
        cls.from_pack(rules, Seat.N, list(range(31)) + [32])
    assert str(exc.value) == "pack[31]: a card is a number from 0 to 31 or a text such as '10H', got 32"


@pytest.mark.parametrize("cls, preset, said", [
    (CoincheDeal, "classic-501", "rules: a classic-501 deal is a Deal, not a CoincheDeal"),  # was a coinche auction on 501 rules
    (Deal, "coinche", "rules: a coinche deal is a CoincheDeal, not a Deal"),  # was "pass"/"take" in coinche
    (Deal, "mariage", "rules: a mariage deal is a MariageDeal, not a Deal"),
])
def test_from_pack_refuses_the_rules_of_another_system(cls, preset, said):
    with pytest.raises(PositionError) as exc:
        cls.from_pack(get_rules(preset), Seat.N, list(ALL_CARDS))
    assert str(exc.value).startswith(said) and "\n" not in str(exc.value)


@pytest.mark.parametrize("cls", [Deal, CoincheDeal])
@pytest.mark.parametrize("rules, held_in, said", [
    ("classic-501", 0, "rules: must be a preset's rules, e.g. get_rules('classic-501'), not \"classic-501\""),  # was AttributeError
    (None, 0, "rules: must be a preset's rules"),
    ("rules", -5, "held_in: must be a whole number of points from 0 to 1,000,000"),  # was accepted
    ("rules", "x", "held_in: must be a whole number of points from 0 to 1,000,000 (litige points held over), not \"x\""),
    ("rules", True, "held_in: must be a whole number"),
    ("rules", 2.0, "held_in: must be a whole number"),
])
def test_from_pack_refuses_bad_rules_and_held_in_in_one_line(cls, rules, held_in, said):
    if rules == "rules":
        rules = get_rules("coinche" if cls is CoincheDeal else "classic-501")
    with pytest.raises(PositionError) as exc:
        cls.from_pack(rules, Seat.N, list(ALL_CARDS), held_in)
    assert str(exc.value).startswith(said)


def test_from_pack_still_deals_with_held_in_points():
    # the checks refuse nothing good: 30 litige points held in, the turn-up is the 21st card dealt (pack[20])
    d = Deal.from_pack(get_rules("classic-501"), Seat.N, list(ALL_CARDS), 30)
    assert d.held_in == 30 and d.turn_up == ALL_CARDS[20]


@pytest.mark.parametrize("args, said", [
    ((get_rules("classic-501"), "N", list(ALL_CARDS)), "rules: a classic-501 deal is a Deal, not a MariageDeal"),  # was dealt
    (("mariage", "N", list(ALL_CARDS)), "rules: must be a preset's rules"),                    # was AttributeError
    ((get_rules("mariage"), "N", list(ALL_CARDS)[:31]), "pack: has 31 cards (missing AC)"),     # was IndexError
    ((get_rules("mariage"), "N", ["AS"] * 32), "pack: AS appears twice"),                       # was dealt
    ((get_rules("mariage"), "N", list(ALL_CARDS), -3), "manche: must give each team's manche total in tens"),  # TypeError
    ((get_rules("mariage"), "N", list(ALL_CARDS), {"NS": 1}), "manche: must give each team's"),  # was KeyError later
    ((get_rules("mariage"), "N", list(ALL_CARDS), {"NS": 1, "EW": 1.5}), "manche.EW: must be a whole number of tens"),
])
def test_mariage_from_pack_refuses_bad_input_in_one_line(args, said):
    from belote_learn.systems.mariage.deal import MariageDeal

    with pytest.raises(PositionError) as exc:
        MariageDeal.from_pack(*args)
    assert str(exc.value).startswith(said) and "\n" not in str(exc.value)


def test_mariage_from_pack_reads_team_names_as_keys():
    # {"NS": 1, "EW": 2} and {Team.NS: 1, Team.EW: 2} start the same manche: 1 ten and 2 tens
    from belote_learn.core.cards import Team
    from belote_learn.systems.mariage.deal import MariageDeal

    a = MariageDeal.from_pack(get_rules("mariage"), "N", list(ALL_CARDS), {"NS": 1, "EW": 2})
    b = MariageDeal.from_pack(get_rules("mariage"), "N", list(ALL_CARDS), {Team.NS: 1, Team.EW: 2})
    assert a.manche == b.manche == {Team.NS: 1, Team.EW: 2}
    assert a.trump_card == ALL_CARDS[31]  # the last card dealt (the dealer's) fixes trumps (seed 004)
    # a manche total may be below 0 (a game in progress keeps its sign): accepted as given
    c = MariageDeal.from_pack(get_rules("mariage"), "N", list(ALL_CARDS), {"NS": -2, "EW": 3})
    assert c.manche == {Team.NS: -2, Team.EW: 3}
