"""The coinche auction (docs/rules.md "coinche", CO-01 .. CO-04): every call rule worked out by hand, calls
typed the way a careless player types them, and auction positions explained.

Seats: N and S against E and W. With dealer N and the default anticlockwise direction the speaking
order is W, S, E, N (the dealer's next to the right speaks first)."""
from __future__ import annotations

import json

import pytest

from belote_learn import IllegalAction, NotationError, Seat, Team, get_rules
from belote_learn.systems.coinche.positions import AuctionPosition
from belote_learn.systems.coinche.auction import CallRule, CoincheAuction, every_call, parse_call
from belote_learn.core.errors import BeloteError, PositionError
from belote_learn.systems.classic.game import Game


R = get_rules("coinche")
EXACT = get_rules("coinche", {"rounding": False})
LITIGE = get_rules("coinche", {"litige": True})
NS, EW = Team.NS, Team.EW


# -- calls and the auction -----------------------------------------------------------------------------------

def auction(*calls, dealer=Seat.N, rules=R):
    a = CoincheAuction(rules, dealer)
    for c in calls:
        a.apply(c)
    return a


def test_calls_are_read_and_written_the_standard_way():
    assert parse_call("80H") == "80 H"
    assert parse_call(" 110 s ") == "110 S"
    assert parse_call("90 ♥") == "90 H"
    assert parse_call("Capot spades") == "capot S"
    assert parse_call("PASS") == "pass"
    assert parse_call("contre") == "coinche"
    assert parse_call("Surcoinche") == "surcoinche"
    # calls the system does not have are kept, for the auction to say why they are refused
    assert parse_call("85 H") == "85 H" and parse_call("take") == "take" and parse_call("NT") == "NT"
    with pytest.raises(NotationError, match="names a suit"):
        parse_call("80")
    with pytest.raises(NotationError, match="unknown call"):
        parse_call("hello")
    # a value with a letter that is no suit (T is the ten in card notation, not a suit) names the suit as wrong
    with pytest.raises(NotationError, match="'T' is not a suit: write S H D C"):
        parse_call("90 T")
    with pytest.raises(NotationError, match="'X' is not a suit"):
        parse_call("capot x")


def test_first_speaker_follows_the_direction():
    # dealer N: anticlockwise the next seat is W; clockwise (option) it is E
    assert auction().to_speak is Seat.W
    assert auction(rules=get_rules("coinche", {"direction": "clockwise"})).to_speak is Seat.E


def test_opening_calls():
    a = auction()
    legal = a.legal_calls()
    # pass + 9 values (80..160) x 4 suits + capot in 4 suits = 1 + 36 + 4 = 41; nothing to coinche yet
    assert len(legal) == 41 and legal[0] == "pass" and "80 S" in legal and "160 C" in legal
    assert "coinche" not in legal and "surcoinche" not in legal
    assert set(legal) <= set(every_call()) and len(every_call()) == 43
    v = a.verdict("80 H")
    assert v.legal and v.rule == CallRule.FIRST_BID


def test_a_bid_must_be_higher_in_value():
    a = auction("100 H")  # W bids 100 hearts; S to speak
    v = a.verdict("90 S")
    # 90 < 100: refused, and the reason names the current bid and the rule
    assert not v.legal and v.rule == CallRule.BID_NOT_HIGHER
    assert "90 is lower than the current bid, 100 in hearts by West" in v.text and "suit does not rank" in v.text
    same = a.verdict("100 S")  # the same value in a "higher" suit: the suit does not rank
    assert not same.legal and same.rule == CallRule.BID_NOT_HIGHER and "the same value as" in same.text
    assert a.verdict("110 C").legal and a.verdict("110 C").rule == CallRule.BID_HIGHER
    # every legal bid is above 100: 110..160 = 6 values x 4 suits
    assert [c for c in a.legal_calls() if c[0].isdigit()][0] == "110 S"
    assert len([c for c in a.legal_calls() if c[0].isdigit()]) == 24


def test_bid_values_the_system_does_not_have():
    a = auction()
    for call in ("85 H", "170 H", "70 S", "0 D"):
        v = a.verdict(call)
        assert not v.legal and v.rule == CallRule.BID_VALUE and "80 to 160 in tens" in v.text
    for call in ("take", "NT", "AT", "H"):
        v = a.verdict(call)
        assert not v.legal and v.rule == CallRule.NOT_A_COINCHE_CALL


def test_nothing_bids_over_a_capot():
    a = auction("capot S")  # W bids capot spades (worth 250)
    assert a.verdict("160 H").rule == CallRule.BID_OVER_CAPOT
    assert a.verdict("capot H").rule == CallRule.BID_OVER_CAPOT
    assert a.legal_calls() == ["pass", "coinche"]  # S is an opponent of W: he may coinche it
    assert auction("160 H").verdict("capot C").legal  # capot is above every value


def test_who_may_coinche():
    assert auction().verdict("coinche").rule == CallRule.COINCHE_NO_BID
    a = auction("80 H")  # W bids; S (an opponent) may coinche
    assert a.verdict("coinche").legal and a.verdict("coinche").rule == CallRule.COINCHE
    a = auction("80 H", "pass")  # E, W's partner, to speak
    v = a.verdict("coinche")
    assert not v.legal and v.rule == CallRule.COINCHE_OWN_SIDE and "partner West" in v.text
    # W's own bid: W 80 H, S pass, E 90 H (raising his partner), N pass, W to speak
    a = auction("80 H", "pass", "90 H", "pass")
    assert a.to_speak is Seat.W and a.verdict("coinche").rule == CallRule.COINCHE_OWN_SIDE


def test_after_a_coinche():
    a = auction("100 H", "coinche")  # W bids, S coinches; E (coinched side) to speak
    assert a.bid.multiplier == 2 and a.bid.coinched_by is Seat.S
    assert a.legal_calls() == ["pass", "surcoinche"]
    assert a.verdict("110 H").rule == CallRule.BID_AFTER_COINCHE  # no bid after a coinche
    a.apply("pass")  # E passes; N (the coincher's partner) to speak
    assert a.legal_calls() == ["pass"]
    assert a.verdict("coinche").rule == CallRule.COINCHE_TWICE  # coinched once only
    assert a.verdict("surcoinche").rule == CallRule.SURCOINCHE_WRONG_SIDE
    a.apply("pass")
    a.apply("pass")  # three passes after the coinche (E, N, W): over, x2
    assert a.closed and not a.all_passed and str(a.bid) == "100 H x2"


def test_surcoinche_ends_the_auction_at_once():
    assert auction("80 H").verdict("surcoinche").rule == CallRule.SURCOINCHE_NOT_COINCHED
    a = auction("80 H", "coinche", "surcoinche")  # W bids, S coinches, E surcoinches
    assert a.closed and a.bid.multiplier == 4 and a.bid.surcoinched_by is Seat.E
    v = a.verdict("pass")
    assert not v.legal and v.rule == CallRule.AUCTION_OVER and "surcoinche" in v.text


def test_the_auction_ends_after_three_passes_following_a_bid():
    a = auction("80 H", "pass", "pass")
    assert not a.closed and a.to_speak is Seat.N
    a.apply("pass")  # S, E, N passed after W's bid
    assert a.closed and a.bid.call == "80 H" and a.bid.bidder is Seat.W
    assert a.verdict("90 H").rule == CallRule.AUCTION_OVER and "three players after West's 80 in hearts" in a.verdict("90 H").text


def test_the_pass_verdict_counts_the_passes_still_needed_without_saying_pass_is_compulsory():
    # dealer N, anticlockwise: W bids 100 H, S passes; E's pass is the 2nd of the 3 needed, so one more follows
    a = auction("100 H", "pass")
    text = a.verdict("pass").text
    assert "the auction ends once the three players after it have passed" in text and "must pass" not in text
    assert "East's pass and one more pass in a row would end the auction" in text
    # W bids, S coinches: E, N and W may pass (3 passes end it), but W's side may still surcoinche
    text = auction("100 H", "coinche").verdict("pass").text
    assert "the coinched side may still surcoinche" in text
    assert "East's pass and 2 more passes in a row would end the auction" in text


def test_a_player_who_passed_may_bid_later():
    a = auction("pass", "80 S", "pass", "pass")  # W passes, S bids, E and N pass: W speaks again
    assert a.to_speak is Seat.W and a.verdict("90 H").legal
    a.apply("90 H")
    assert a.bid.bidder is Seat.W and not a.closed


def test_four_passes_throw_the_deal_in():
    a = auction("pass", "pass", "pass")
    assert not a.closed and a.verdict("80 D").legal  # the fourth player may still open
    a.apply("pass")
    assert a.closed and a.all_passed and a.bid is None
    assert "thrown in" in a.verdict("80 D").text


def test_a_refused_call_changes_nothing():
    a = auction("100 H")
    with pytest.raises(IllegalAction) as err:
        a.apply("90 S")
    assert err.value.reason.rule == CallRule.BID_NOT_HIGHER and "South cannot call '90 S'" in str(err.value)
    assert a.calls == [(Seat.W, "100 H")] and a.to_speak is Seat.S


@pytest.mark.parametrize("calls", [["pass"] * 4, ["80 H", "coinche", "surcoinche"], ["90 S", "pass", "pass", "pass"]])
def test_a_call_after_the_auction_says_it_comes_after_the_end(calls):
    # CoincheAuction.apply after the end said "Nobody cannot call '80 H': ..." (a double negative)
    from belote_learn.core.cards import Seat
    from belote_learn.systems.coinche.auction import CoincheAuction
    from belote_learn.rules.presets import get_rules

    a = CoincheAuction(get_rules("coinche"), Seat.N)
    for c in calls:
        a.apply(c)
    before = list(a.calls)
    with pytest.raises(IllegalAction) as exc:
        a.apply("100 H")
    assert str(exc.value).startswith("'100 H' comes after the end: the auction is over")
    assert "Nobody cannot" not in str(exc.value) and a.calls == before and a.closed


# -- calls as typed: each refusal names the real fault -------------------------------------------------------

def auction_game():
    g = Game("coinche", seed=7, dealer="N")  # West speaks first
    assert g.phase == "bidding" and str(g.current_player()) == "W"
    return g


@pytest.mark.parametrize("card, symbol", [("7S", "7♠"), ("10H", "10♥"), ("9d", "9♦"), ("8♣", "8♣")])
def test_a_card_played_during_the_auction_is_named_as_a_card(card, symbol):
    # "7S" reads like a bid of 7 in spades, and was refused as "7 S is not a bid: bids go from 80 to
    # 160"; a learner who clicked a card needs to hear that the auction is not over, as for "JH"
    g = auction_game()
    before = g.to_json()
    with pytest.raises(IllegalAction) as exc:
        g.check(card)
    assert str(exc.value).startswith("the auction is not over: West must call") and symbol in str(exc.value)
    with pytest.raises(IllegalAction):
        g.apply(card)
    assert g.to_json() == before and not g.is_legal(card)


def test_a_real_bid_is_still_a_bid():
    g = auction_game()
    g.apply("80H")
    assert g.actions[-1][1] == "80 H"


@pytest.mark.parametrize("text", ["-80 H", "-80H", "- 80 H"])
def test_a_negative_bid_is_refused(text):
    # "-80 H" was read as "80 H" (the dash was taken for the one in "sur-coinche") and bid
    g = auction_game()
    before = g.to_json()
    with pytest.raises(NotationError) as exc:
        g.apply(text)
    assert text in str(exc.value) and "\n" not in str(exc.value)
    assert g.to_json() == before


@pytest.mark.parametrize("text, value", [("99999 H", "99999"), ("123456789 S", "123456789"),
                                         ("9" * 5000 + " H", None)])
def test_a_huge_bid_is_refused_as_a_value_not_as_a_suit(text, value):
    # "99999 H" was refused with "('9 h' is not a suit ...)": the value was cut after four digits and the
    # rest taken for the suit
    g = auction_game()
    before = g.to_json()
    with pytest.raises(BeloteError) as exc:
        g.apply(text)
    msg = str(exc.value)
    assert "is not a suit" not in msg and "80 to 160" in msg and len(msg) < 300 and "\n" not in msg
    if value:
        assert value in msg
    assert g.to_json() == before


@pytest.mark.parametrize("text", ["80.5 H", "80,0 H", "85.0 S"])
def test_a_decimal_bid_says_values_are_whole_tens(text):
    g = auction_game()
    before = g.to_json()
    with pytest.raises(NotationError) as exc:
        g.apply(text)
    msg = str(exc.value)
    assert "is not a suit" not in msg and "whole" in msg and "80 to 160" in msg
    assert g.to_json() == before


@pytest.mark.parametrize("call", ["coinche", "surcoinche", "90 S", "capot H", "contre"])
def test_a_call_during_the_play_says_the_auction_is_over(call):
    # "pass" during the play said "the bidding is over: West must play a card, not call 'pass'", but
    # "coinche" or "90 S" were "unknown card 'coinche'": the coinche calls are calls too
    g = auction_game()
    for a in ("80 H", "pass", "pass", "pass"):
        g.apply(a)
    assert g.phase == "play"
    before = g.to_json()
    with pytest.raises(IllegalAction) as exc:
        g.apply(call)
    assert str(exc.value).startswith(f"the bidding is over: {g.current_player().word} must play a card, not call")
    assert g.to_json() == before


@pytest.mark.parametrize("text, call", [("80 piques", "80 S"), ("90 coeurs", "90 H"), ("90 cœurs", "90 H"),
                                        ("100 carreaux", "100 D"), ("110 trèfles", "110 C"),
                                        ("110 trefles", "110 C"), ("capot piques", "capot S")])
def test_french_suit_names_are_read_in_the_plural_too(text, call):
    # "80 pique" and "80 spades" were read, "80 piques" (as a French player says it) was "not a suit"
    from belote_learn.systems.coinche.auction import parse_call

    assert parse_call(text) == call


@pytest.mark.parametrize("text", ["80 NT", "capot AT", "80 sans atout", "90 tout atout", "100 no trumps"])
def test_a_bid_in_no_trumps_or_all_trumps_says_coinche_has_none(text):
    # "80 NT" was refused with "('nt' is not a suit ...)": the learner of sans-tout-atout needs to hear
    # that coinche is played with a trump suit
    from belote_learn.systems.coinche.auction import parse_call

    with pytest.raises(NotationError) as exc:
        parse_call(text)
    assert "coinche is played with a trump suit" in str(exc.value) and "is not a suit" not in str(exc.value)


# -- auction positions ---------------------------------------------------------------------------------------

def test_explain_an_auction_position(tmp_path, capsys):
    from belote_learn.cli import main

    pos = {"rules": "coinche", "dealer": "N", "bidding": [["W", "100 H"], ["S", "pass"], ["E", "pass"]],
           "to_speak": "N"}
    p = tmp_path / "a.json"
    p.write_text(json.dumps(pos))
    assert main(["explain", "--json", str(p)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["to_speak"] == "N" and out["contract"] == "100 H" and "coinche" in out["legal"]
    assert "90 S" not in out["legal"] and "110 S" in out["legal"]
    ninety = next(c for c in out["calls"] if c["call"] == "90 S")
    assert ninety["rule"] == "bid-not-higher" and "lower than the current bid" in ninety["reason"]
    assert main(["explain", str(p)]) == 0
    assert "Legal: pass, a bid from 110 to 160 in any suit, capot in any suit, coinche." in capsys.readouterr().out


@pytest.mark.parametrize(
    "change, field",
    [
        ({"bidding": [["S", "80 H"]]}, "bidding[0]"),  # out of turn: W speaks first
        ({"bidding": [["W", "80 H"], ["S", "70 S"]]}, "bidding[1]"),  # not a bid value
        ({"bidding": [["W", "hello"]]}, "bidding[0]"),
        ({"to_speak": "E"}, "to_speak"),  # after no call it is W's turn
        ({"to_play": "W"}, "to_play"),  # the card positions' name for the seat: refused, not ignored
        ({"dealer": "X"}, "dealer"),
    ],
)
def test_bad_auction_positions_name_the_field(change, field):
    data = {"rules": "coinche", "dealer": "N", "bidding": [], **change}
    with pytest.raises(PositionError) as err:
        AuctionPosition.from_dict(data)
    assert err.value.field == field
