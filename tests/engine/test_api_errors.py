"""Bad input to the Python API: clear ValueError subclasses naming what was wrong, and no shared
state changed by a failed or careless call."""
import copy

import pytest

from belote_learn import BeloteError, Card, CardSet, Contract, Position, PositionError, Seat, Suit, get_rules, play_table


@pytest.mark.parametrize(
    "kwargs, field",
    [
        ({"hand": None}, "hand"),
        ({"hand": 5}, "hand"),
        ({"trick": 5}, "trick"),
        ({"trick": ["E"]}, "trick[0]"),
        ({"trick": "N AS"}, "trick[0]"),
        ({"trick": [{"E": "AS"}]}, "trick[0]"),
        ({"options": [1]}, "options"),
        ({"rules": ["x"]}, "rules"),
    ],
)
def test_create_refuses_bad_values_naming_the_field(kwargs, field):
    args = {"rules": "classic-501", "contract": "H", "to_play": "S", "hand": "7S", **kwargs}
    with pytest.raises(PositionError) as err:
        Position.create(**args)
    assert err.value.field == field


def test_create_accepts_friendly_forms():
    p = Position.create("classic-501", "H", Seat.S, Card.SEVEN_OF_SPADES, ["E:AS"])
    assert p.hand == (Card.SEVEN_OF_SPADES,) and p.trick == ((Seat.E, Card.ACE_OF_SPADES),)
    assert Position.create("classic-501", "H", "S", CardSet.parse("7S 8S"), None).legal_cards() == CardSet.parse("7S 8S")


def test_presets_cannot_be_changed_through_a_returned_value():
    r = get_rules("classic-501")
    with pytest.raises(TypeError):
        r.options["target"] = 5
    assert get_rules("classic-501").target == 501 and copy.deepcopy(r) is r


def test_position_does_not_share_extra_fields_with_its_input():
    data = {"rules": "classic-501", "contract": "H", "to_play": "S", "hand": ["7S"], "title": ["a"]}
    p = Position.from_dict(data)
    data["title"].append("b")
    p.to_dict()["title"].append("c")
    assert p.extra["title"] == ["a"]


def test_value_types_parse_the_notation():
    assert Card("JH") is Card.JACK_OF_HEARTS and Seat("n") is Seat.N and Suit("♦") is Suit.DIAMONDS
    assert CardSet.of_suit("H") == CardSet.parse("7H 8H 9H 10H JH QH KH AH")
    assert Card.of("J", "H") is Card.JACK_OF_HEARTS and str(Contract("suit", "H")) == "H"
    for bad in (lambda: CardSet(None), lambda: CardSet(3.5), lambda: Card("ZZ"), lambda: Seat("Q")):
        with pytest.raises(BeloteError):
            bad()
    with pytest.raises(TypeError):  # Python's own "unsupported operand" message
        CardSet("JH") | None


def test_play_table_and_json_inputs():
    assert play_table("classic-501", "H").mode == 0
    for bad in (None, 5):
        with pytest.raises(PositionError, match="expected JSON text"):
            Position.from_json(bad)
    with pytest.raises(PositionError, match="got null"):
        Position.from_json("null")
