"""Cards, card sets, seats, teams and notation (docs/formats.md, "Common vocabulary")."""
import pytest

from belote_learn import Card, CardSet, Direction, NotationError, Rank, Seat, Suit, Team, parse_card, parse_cards
from belote_learn.core.cards import parse_seat, parse_team


@pytest.mark.parametrize(
    "text, expected",
    [
        ("JH", Card.JACK_OF_HEARTS),
        ("10H", Card.TEN_OF_HEARTS),
        ("TH", Card.TEN_OF_HEARTS),
        ("th", Card.TEN_OF_HEARTS),
        ("jh", Card.JACK_OF_HEARTS),
        ("J♥", Card.JACK_OF_HEARTS),
        ("10♠", Card.TEN_OF_SPADES),
        (" 7d ", Card.SEVEN_OF_DIAMONDS),
        ("AC", Card.ACE_OF_CLUBS),
        ("q♣", Card.QUEEN_OF_CLUBS),
    ],
)
def test_parse_every_accepted_notation(text, expected):
    assert parse_card(text) is expected


@pytest.mark.parametrize("text", ["", "1H", "11H", "JX", "H", "J", "JHH", "6S", "10", "♥J", "T", "AS,", "ZZ"])
def test_bad_notation_is_refused_quoting_the_input(text):
    with pytest.raises(NotationError) as err:
        parse_card(text)
    assert repr(text) in str(err.value)
    assert "rank" in str(err.value)


@pytest.mark.parametrize("value", [None, 12, 3.5, ["JH"]])
def test_non_text_card_is_refused(value):
    with pytest.raises(NotationError):
        parse_card(value)


def test_output_always_uses_10_and_letters():
    assert str(parse_card("T♥")) == "10H"
    assert str(Card.JACK_OF_SPADES) == "JS"
    assert Card.TEN_OF_DIAMONDS.symbol == "10♦"
    assert Card.QUEEN_OF_CLUBS.name_en == "queen of clubs"
    # all 32 cards print and parse back to themselves
    assert all(parse_card(str(c)) is c for c in Card)
    assert all(parse_card(c.symbol) is c for c in Card)
    assert len(set(map(str, Card))) == 32


def test_card_numbering_and_attributes():
    c = Card.of(Rank.KING, Suit.HEARTS)
    assert c is Card.KING_OF_HEARTS
    assert c.suit is Suit.HEARTS and c.rank is Rank.KING
    # hearts is suit 1 and the king has sequence index 6: 1 * 8 + 6 = 14
    assert int(c) == 14
    assert c.mask == 1 << 14
    assert c.is_red and not Card.KING_OF_SPADES.is_red
    assert eval(repr(c)) is c


def test_cardset_operations():
    hand = CardSet.parse("7S KH 10D")
    assert len(hand) == 3
    assert "KH" in hand and Card.SEVEN_OF_SPADES in hand and "AS" not in hand
    assert "not a card" not in hand
    assert str(hand) == "7S KH 10D"  # card order: spades, hearts, diamonds, clubs
    assert eval(repr(hand)) == hand
    assert hand | CardSet.parse("AS") == CardSet.parse("AS 7S KH 10D")
    assert hand & CardSet.parse("KH QH") == CardSet.parse("KH")
    assert hand - CardSet.parse("KH") == CardSet.parse("7S 10D")
    assert hand ^ CardSet.parse("KH AC") == CardSet.parse("7S 10D AC")
    assert hand.suit(Suit.HEARTS) == CardSet.parse("KH")
    assert CardSet.full().count() == 32
    assert CardSet.of_suit(Suit.CLUBS) == CardSet.parse("7C 8C 9C 10C JC QC KC AC")
    assert hand <= CardSet.parse("7S KH 10D AS") and not hand >= CardSet.parse("AS")
    assert hand == ["7S", "KH", "10D"]
    assert hand.symbols == "7♠ K♥ 10♦"
    assert not CardSet()


def test_cardset_is_immutable_and_checks_masks():
    hand = CardSet.parse("7S")
    with pytest.raises(AttributeError):
        hand.mask = 3
    with pytest.raises(ValueError):
        CardSet(1 << 32)


def test_parse_cards_names_the_bad_card():
    assert parse_cards("7S, KH 10D") == [Card.SEVEN_OF_SPADES, Card.KING_OF_HEARTS, Card.TEN_OF_DIAMONDS]
    with pytest.raises(NotationError, match="card 2 of 3"):
        parse_cards("7S XX 10D")


def test_seats_partners_teams_and_direction():
    assert Seat.N.partner is Seat.S and Seat.E.partner is Seat.W
    assert Seat.N.team is Team.NS and Seat.W.team is Team.EW
    assert Team.NS.seats == (Seat.N, Seat.S) and Team.EW.other is Team.NS
    # clockwise N E S W; anticlockwise N W S E
    assert [Seat.N.next(Direction.CLOCKWISE), Seat.E.next("clockwise")] == [Seat.E, Seat.S]
    assert [Seat.N.next(Direction.ANTICLOCKWISE), Seat.W.next("anticlockwise")] == [Seat.W, Seat.S]
    assert Seat.S.previous("clockwise") is Seat.E and Seat.S.previous("anticlockwise") is Seat.W
    assert parse_seat("north") is Seat.N and parse_seat("e") is Seat.E
    assert parse_team("sn") is Team.NS
    with pytest.raises(NotationError, match="seat"):
        parse_seat("X")
    with pytest.raises(NotationError, match="team"):
        parse_team("NE")
    with pytest.raises(NotationError, match="direction"):
        Direction.parse("sideways")


def test_suit_and_rank_parsing():
    assert Suit.parse("♦") is Suit.DIAMONDS and Suit.parse("c") is Suit.CLUBS
    assert Rank.parse("t") is Rank.TEN and Rank.parse("10") is Rank.TEN
    with pytest.raises(NotationError):
        Suit.parse("X")
    with pytest.raises(NotationError):
        Rank.parse("6")


def test_dealing_order_runs_from_the_dealers_next_player_round_to_the_dealer():
    from belote_learn.core.cards import Direction

    # seats in play order N, E, S, W clockwise: after South come West, North, East, then South itself
    assert Seat.S.dealing_order(Direction.CLOCKWISE) == [Seat.W, Seat.N, Seat.E, Seat.S]
    # anticlockwise (seed 001) the dealer's next is the player on the other side: East, then North, West, South
    assert Seat.S.dealing_order(Direction.ANTICLOCKWISE) == [Seat.E, Seat.N, Seat.W, Seat.S]
