"""Bidding: the classic two rounds (seeds 000, 001) and the sans-tout-atout auction (seed 002)."""
import pytest

from belote_learn import Card, IllegalAction, NotationError, Seat, get_rules
from belote_learn.systems.classic.auction import Auction, normalise_call

TURN_UP = Card.NINE_OF_HEARTS


def auction(preset, dealer="N"):
    return Auction(get_rules(preset), Seat.parse(dealer), TURN_UP)


class TestClassic:
    def test_first_speaker_and_round_one(self):
        a = auction("classic-501")  # clockwise: N deals, E speaks first
        assert a.to_speak is Seat.E and a.legal_calls() == ["pass", "take"]
        a.apply("pass")
        a.apply("take")  # South takes hearts
        assert a.closed and a.bidder is Seat.S and str(a.contract) == "H"

    def test_round_two_names_another_suit(self):
        a = auction("classic-1000")  # anticlockwise: N deals, W speaks first
        assert a.to_speak is Seat.W
        for _ in range(4):
            a.apply("pass")
        assert a.round == 2 and a.legal_calls() == ["pass", "S", "D", "C"]
        with pytest.raises(IllegalAction, match="refused in the first round"):
            a.apply("H")
        with pytest.raises(IllegalAction, match="can no longer be taken"):
            a.apply("take")
        assert len(a.calls) == 4  # refusals change nothing
        a.apply("S")
        assert a.closed and a.bidder is Seat.W and str(a.contract) == "S"

    def test_round_one_cannot_name_another_suit(self):
        a = auction("classic-501")
        with pytest.raises(IllegalAction, match="only take the turn-up's suit"):
            a.apply("S")
        with pytest.raises(IllegalAction, match="has no NT"):
            a.apply("NT")

    def test_all_pass_twice(self):
        a = auction("classic-501")
        for _ in range(8):
            a.apply("pass")
        assert a.closed and a.all_passed and a.legal_calls() == []
        with pytest.raises(IllegalAction, match="bidding is over"):
            a.apply("pass")


class TestSansToutAtout:
    def test_round_one_allows_turn_up_suit_nt_at(self):
        a = auction("sans-tout-atout")
        assert a.legal_calls() == ["pass", "H", "NT", "AT"]
        with pytest.raises(IllegalAction, match="only the turn-up's suit"):
            a.apply("S")

    def test_auction_outranks_and_closes_after_three_passes(self):
        a = auction("sans-tout-atout")  # W, S, E, N
        a.apply("take")  # W: hearts (take = the turn-up's suit)
        assert str(a.contract) == "H" and a.legal_calls() == ["pass", "NT", "AT"]
        a.apply("NT")  # S overbids
        with pytest.raises(IllegalAction, match="must outrank"):
            a.apply("H")
        a.apply("pass")
        a.apply("pass")
        assert not a.closed
        a.apply("AT")  # W again: all trumps
        for _ in range(3):
            a.apply("pass")
        assert a.closed and a.bidder is Seat.W and str(a.contract) == "AT"

    def test_round_two_any_contract_in_order(self):
        a = auction("sans-tout-atout")
        for _ in range(4):
            a.apply("pass")
        assert a.round == 2 and a.legal_calls() == ["pass", "S", "C", "D", "H", "NT", "AT"]
        a.apply("D")
        assert a.legal_calls() == ["pass", "H", "NT", "AT"]
        with pytest.raises(IllegalAction, match="must outrank"):
            a.apply("C")  # clubs rank below diamonds

    def test_all_pass_twice_redeal(self):
        a = auction("sans-tout-atout")
        for _ in range(8):
            a.apply("pass")
        assert a.all_passed


def test_call_notation():
    assert [normalise_call(c) for c in ("Pass", "TAKE", "h", "♠", "nt", "at")] == ["pass", "take", "H", "S", "NT", "AT"]
    with pytest.raises(NotationError, match="unknown call"):
        normalise_call("double")
