"""Coinche (docs/rules.md "coinche"): every auction rule and every scoring branch, worked out by hand.

Seats: N and S against E and W. With dealer N and the default anticlockwise direction the speaking
order is W, S, E, N (the dealer's next to the right speaks first).
"""
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from belote_learn import CardSet, IllegalAction, NotationError, Seat, Team, get_rules
from belote_learn.cards import Card
from belote_learn.deal import Deal
from belote_learn.errors import BeloteError, PositionError
from belote_learn.cards import Suit
from belote_learn.coinche import (
    AuctionPosition,
    CallRule,
    CoincheAuction,
    CoincheBid,
    CoincheDeal,
    every_call,
    parse_call,
    score_coinche,
)
from belote_learn.game import Game
from belote_learn.simulate import _Decl
from belote_learn.systems import system_of

R = get_rules("coinche")
EXACT = get_rules("coinche", {"rounding": False})
LITIGE = get_rules("coinche", {"litige": True})
NS, EW = Team.NS, Team.EW


def auction(*calls, dealer=Seat.N, rules=R):
    a = CoincheAuction(rules, dealer)
    for c in calls:
        a.apply(c)
    return a


# ---------------------------------------------------------------------------------------------------
# Calls and the auction (CO-01 .. CO-04)
# ---------------------------------------------------------------------------------------------------


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
    assert "90 is lower than the current bid, 100 H by West" in v.text and "suit does not rank" in v.text
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
    assert a.verdict("90 H").rule == CallRule.AUCTION_OVER and "three players after West's 80 H" in a.verdict("90 H").text


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


# ---------------------------------------------------------------------------------------------------
# Scoring (CO-07 .. CO-12): score_coinche with hand-made card points; North-South take unless said
# ---------------------------------------------------------------------------------------------------


def bid(value, suit="H", taker=Seat.N, capot=False, coinche=None, surcoinche=None):
    return CoincheBid(250 if capot else value, Suit.parse(suit), capot, taker, coinche, surcoinche)


def score(rules, b, ns, ew, tricks=(5, 3), last=NS, belote=(), decl=None, held_in=0):
    return score_coinche(rules, b, {NS: ns, EW: ew}, {NS: tricks[0], EW: tricks[1]}, last, list(belote), decl, held_in)


def test_made_not_coinched():
    s = score(R, bid(80), 90, 62)
    # totals: NS 90 + 10 (dix de der) = 100, EW 62; made (100 >= 80 and 100 > 62)
    # NS 100 + 80 = 180; EW 62 -> rounded 60
    assert (s.result, s.totals[NS], s.totals[EW]) == ("made", 100, 62)
    assert s.score == {NS: 180, EW: 60} and s.raw_score == {NS: 180, EW: 62}


def test_rounding_halves_up_and_the_option_off():
    s = score(R, bid(80), 75, 77)
    # NS 75 + 10 = 85 >= 80 and > 77: made; NS 85 + 80 = 165 -> 170 (a half goes up); EW 77 -> 80
    assert s.result == "made" and s.score == {NS: 170, EW: 80}
    # the same with rounding off: the exact points
    assert score(EXACT, bid(80), 75, 77).score == {NS: 165, EW: 77}
    # 84 -> 80: NS 68 + 10 + 20 (belote) = 98 >= 80 and > EW 84: made; NS 98 + 80 = 178 -> 180; EW 84 -> 80
    s = score(R, bid(80), 68, 84, belote=[(Seat.N, Suit.HEARTS)])
    assert s.result == "made" and s.score == {NS: 180, EW: 80}


def test_failed_below_the_bid_though_more_than_the_defenders():
    s = score(R, bid(100), 85, 67)
    # NS 85 + 10 = 95 < 100: failed although 95 > 67; EW 160 + 0 + 0 + 100 = 260; NS 0
    assert s.result == "dedans" and s.score == {NS: 0, EW: 260}


def test_equal_totals_fail():
    s = score(R, bid(80), 71, 81)
    # NS 71 + 10 = 81 = EW 81: not strictly more, failed; EW 160 + 80 = 240
    assert s.result == "dedans" and s.score == {NS: 0, EW: 240}


def test_litige_option_holds_the_takers_total():
    s = score(get_rules("coinche", {"litige": True, "rounding": False}), bid(80), 71, 81)
    # equal 81 - 81 with the bid reached: litige; EW score their total 81; NS's 81 are held
    assert (s.result, s.score, s.held_over) == ("litige", {NS: 0, EW: 81}, 81)
    s = score(LITIGE, bid(80), 71, 81)
    assert s.score == {NS: 0, EW: 80} and s.held_over == 81  # 81 -> 80; the held points stay exact
    # the next deal: EW take 90 and make 92 + 10 = 102 vs 60; the held 81 go to them before rounding:
    # 102 + 90 + 81 = 273 -> 270; NS 60
    nxt = score(LITIGE, bid(90, taker=Seat.E), 60, 92, last=EW, held_in=81)
    assert nxt.result == "made" and nxt.raw_score == {NS: 60, EW: 273} and nxt.score == {NS: 60, EW: 270}
    assert nxt.released == (EW, 81) and nxt.held_over == 0
    # or EW fail: the held points go to the defenders NS: 160 + 90 + 81 = 331 -> 330
    failed = score(LITIGE, bid(90, taker=Seat.E), 92, 60, last=NS, held_in=81)
    assert failed.result == "dedans" and failed.score == {NS: 330, EW: 0}


def test_equal_totals_below_the_bid_are_no_litige():
    # 81 - 81 on a bid of 90: the takers did not reach their bid, so it is a plain failure even with
    # the litige option (docs/rules.md): EW 160 + 90 = 250
    s = score(LITIGE, bid(90), 71, 81)
    assert s.result == "dedans" and s.score == {NS: 0, EW: 250} and s.held_over == 0


def test_coinched_made():
    s = score(R, bid(100, coinche=Seat.E), 90, 42, belote=[(Seat.S, Suit.HEARTS)], decl=None)
    # NS 90 + 10 + 20 (belote) = 120 >= 100 and > EW 42: made
    # coinched: NS (160 + 0 declarations + 20 belote + 100) x 2 = 560; EW only their belote: 0
    assert s.result == "made" and s.score == {NS: 560, EW: 0}


def test_coinched_made_defenders_keep_their_belote_unmultiplied():
    s = score(R, bid(100, coinche=Seat.E), 100, 42, belote=[(Seat.E, Suit.HEARTS)])
    # NS 100 + 10 = 110; EW 42 + 20 = 62: made; NS (160 + 0 + 0 + 100) x 2 = 520; EW keep 20
    assert s.score == {NS: 520, EW: 20}


def test_surcoinched_made():
    s = score(R, bid(80, coinche=Seat.E, surcoinche=Seat.S), 80, 72)
    # NS 80 + 10 = 90 >= 80 and > 72: made; (160 + 80) x 4 = 960; EW 0
    assert s.result == "made" and s.score == {NS: 960, EW: 0}


def test_coinched_failed_takers_keep_their_belote():
    s = score(R, bid(120, coinche=Seat.W), 70, 82, belote=[(Seat.N, Suit.HEARTS)])
    # NS 70 + 10 + 20 = 100 < 120: failed; NS keep their belote 20 (never lost)
    # EW (160 + 0 + 0 + 120) x 2 = 560
    assert s.result == "dedans" and s.score == {NS: 20, EW: 560}


def test_surcoinched_failed():
    s = score(R, bid(90, coinche=Seat.E, surcoinche=Seat.N), 60, 92, last=EW)
    # NS 60 < 90: failed; EW (160 + 90) x 4 = 1000
    assert s.result == "dedans" and s.score == {NS: 0, EW: 1000}


def test_declarations_whichever_team_holds_them():
    fifty = _Decl(EW, 50)  # the defenders hold the best declaration: a fifty
    s = score(R, bid(100), 100, 42, decl=fifty)
    # NS 100 + 10 = 110; EW 42 + 50 = 92: made (110 >= 100, 110 > 92); NS 110 + 100 = 210; EW 92 -> 90
    assert s.result == "made" and s.score == {NS: 210, EW: 90}
    s = score(R, bid(100, coinche=Seat.E), 100, 42, decl=fifty)
    # coinched and made: the declarations go with the 160 whichever team holds them:
    # NS (160 + 50 + 0 + 100) x 2 = 620; EW 0
    assert s.score == {NS: 620, EW: 0}
    s = score(R, bid(110), 70, 82, decl=_Decl(NS, 20))
    # NS 70 + 10 + 20 (their tierce) = 100 < 110: failed; EW 160 + 20 + 0 + 110 = 290
    assert s.result == "dedans" and s.score == {NS: 0, EW: 290}


def test_capot_not_bid():
    s = score(R, bid(80), 152, 0, tricks=(8, 0), decl=_Decl(EW, 20))
    # NS take every trick on a bid of 80: made, counting 252 (the last trick 100) and the defenders'
    # tierce: 252 + 0 + 20 + 80 = 352 -> 350; EW their belote only: 0
    assert s.result == "capot" and s.raw_score == {NS: 352, EW: 0} and s.score == {NS: 350, EW: 0}
    s = score(R, bid(80, coinche=Seat.E), 152, 0, tricks=(8, 0), decl=_Decl(EW, 20))
    # coinched: (250 after a capot + 20 + 0 + 80) x 2 = 700
    assert s.score == {NS: 700, EW: 0}


def test_capot_bid_made():
    s = score(R, bid(0, capot=True), 152, 0, tricks=(8, 0))
    # capot bid (250) made: 252 + 0 + 0 + 250 = 502 -> 500
    assert s.result == "capot" and s.raw_score[NS] == 502 and s.score == {NS: 500, EW: 0}
    s = score(R, bid(0, capot=True, coinche=Seat.W), 152, 0, tricks=(8, 0), belote=[(Seat.N, Suit.HEARTS)])
    # coinched: (250 + 0 + 20 + 250) x 2 = 1040
    assert s.score == {NS: 1040, EW: 0}


def test_capot_bid_failed_with_seven_tricks():
    s = score(R, bid(0, capot=True), 140, 12, tricks=(7, 1))
    # 150 points but not every trick: the capot bid fails; EW 160 + 250 = 410; NS 0
    assert s.result == "dedans" and s.score == {NS: 0, EW: 410}


def test_defenders_taking_every_trick():
    s = score(R, bid(80), 0, 152, tricks=(0, 8), last=EW, belote=[(Seat.S, Suit.HEARTS)])
    # scored as a failed contract (160, not 252): EW 160 + 0 + 0 + 80 = 240; NS keep their belote 20
    assert s.result == "capot-defenders" and s.score == {NS: 20, EW: 240}


def test_breakdown_names_the_contract_and_the_sum():
    from belote_learn.declarations import DeclarationsResult, find_combinations

    fifty = find_combinations(CardSet.parse("7S 8S 9S 10S"), Seat.E)  # a fifty for East (50)
    decl = DeclarationsResult({Seat.E: fifty}, EW, fifty[0], tuple(fifty), 50, (), "only")
    s = score(R, bid(100, coinche=Seat.E), 100, 42, decl=decl)
    lines = s.lines()
    assert lines[0].item == "Contract: 100 in hearts by North, coinched"
    result = next(line for line in lines if line.item.startswith("Made"))
    assert result.ns == 620 and "(160 + declarations 50 + belote 0 + the bid 100) x 2" in result.rule
    assert s.to_dict()["multiplier"] == 2 and s.to_dict()["contract"] == "100 H"


# ---------------------------------------------------------------------------------------------------
# Declarations and belote in a whole deal (CO-06)
# ---------------------------------------------------------------------------------------------------

TIE_HANDS = {
    # clubs trumps; N holds a tierce to the king of spades and a tierce 7-8-9 of diamonds, E a tierce to
    # the king of hearts: N's best and E's best are equal in value (20) and top card (king), neither in
    # trumps -> an exact tie: no declaration of either team counts, not even N's lower tierce
    Seat.N: "QS KS JS 7D 8D 9D AC 7C",
    Seat.E: "QH KH JH 10S 10D AD 8C 9C",
    Seat.S: "AS 7S 8S 9S 10H AH 10C JC",
    Seat.W: "7H 8H 9H JD QD KD QC KC",
}


def play_first_legal(deal):
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])


def test_an_exact_tie_cancels_every_declaration():
    hands = {s: list(CardSet.parse(h)) for s, h in TIE_HANDS.items()}
    d = CoincheDeal.from_hands(R, Seat.N, hands)
    for c in ("80 C", "pass", "pass", "pass"):  # W bids 80 clubs
        d.apply(c)
    play_first_legal(d)
    res = d.declarations_result
    assert res.decided_by == "tie" and res.team is None and res.points == 0
    assert not [line for line in d.score.lines() if line.item.startswith("Declaration")]
    # W holds K and Q of clubs (trumps): the belote counts for E-W whatever happens
    assert [(s, suit) for s, suit in d.belote] == [(Seat.W, Suit.CLUBS)]
    assert d.score.totals[EW] >= 20


# ---------------------------------------------------------------------------------------------------
# The end of the game (CO-13)
# ---------------------------------------------------------------------------------------------------


def finished(takers, result, score, tricks, belote=()):
    return SimpleNamespace(score=SimpleNamespace(takers=takers, result=result, score=score, tricks=tricks,
                                                 belote=list(belote)))


END = system_of("coinche").game_end


def test_first_to_the_target_wins():
    d = finished(NS, "made", {NS: 200, EW: 60}, {NS: 5, EW: 3})
    assert END(R, {NS: 1010, EW: 700}, d) == (True, NS, False)
    assert END(R, {NS: 990, EW: 700}, d) == (False, None, False)


def test_both_past_the_target_the_higher_wins():
    d = finished(NS, "made", {NS: 200, EW: 90}, {NS: 5, EW: 3})
    assert END(R, {NS: 1010, EW: 1050}, d) == (True, EW, False)
    assert END(R, {NS: 1020, EW: 1020}, d) == (False, None, False)  # level: another deal


def test_reaching_the_target_by_the_belote_alone():
    # NS took and failed; they keep their belote 20: 990 + 20 = 1010, but only thanks to the belote
    failed = finished(NS, "dedans", {NS: 20, EW: 260}, {NS: 3, EW: 5}, belote=[(Seat.N, Suit.HEARTS)])
    assert END(R, {NS: 1010, EW: 500}, failed) == (False, None, False)
    assert END(R, {NS: 1010, EW: 1020}, failed) == (True, EW, False)  # EW reached it properly
    assert END(R, {NS: 1015, EW: 1010}, failed) == (True, EW, False)  # NS higher, but not out yet
    # NS defended and won no trick (EW's capot): 985 + 20 = 1005 by the belote alone
    capot = finished(EW, "capot", {NS: 20, EW: 500}, {NS: 0, EW: 8}, belote=[(Seat.S, Suit.SPADES)])
    assert END(R, {NS: 1005, EW: 600}, capot) == (False, None, False)
    # NS defended, won tricks and the belote took them past: that counts
    defended = finished(EW, "made", {NS: 60, EW: 200}, {NS: 3, EW: 5}, belote=[(Seat.S, Suit.SPADES)])
    assert END(R, {NS: 1005, EW: 600}, defended) == (True, NS, False)
    # EW took and failed: NS, the defenders, reach it with their 260: a normal win
    theirs = finished(EW, "dedans", {NS: 260, EW: 20}, {NS: 5, EW: 3}, belote=[(Seat.E, Suit.SPADES)])
    assert END(R, {NS: 1010, EW: 500}, theirs) == (True, NS, False)


# ---------------------------------------------------------------------------------------------------
# Game, deal and views
# ---------------------------------------------------------------------------------------------------


def test_game_api():
    g = Game("coinche", seed=7, dealer="N")
    assert g.phase == "bidding" and g.current_player() is Seat.W and len(g.legal_actions()) == 41
    assert g.is_legal("80h") and not g.is_legal("85 H") and not g.is_legal("coinche") and not g.is_legal("zz")
    view = g.view(Seat.W)
    assert view.turn_up is None and len(view.hand) == 8 and view.bid is None
    with pytest.raises(IllegalAction, match="nobody has bid yet"):
        g.apply("coinche")
    assert g.actions == []
    for c in ("90 S", "coinche", "pass", "pass", "pass"):
        g.apply(c)
    assert g.phase == "play" and g.deal.bid.multiplier == 2 and g.view(Seat.N).bid.call == "90 S"
    assert g.deal.contract_text == "90 S x2"
    again = Game.from_json(g.to_json())
    assert again.actions == g.actions and again.deal.hands == g.deal.hands


def test_deal_is_3_2_3_without_a_turn_up():
    pack = list(range(32))
    d = CoincheDeal.from_pack(R, Seat.N, pack)
    # anticlockwise from N: W gets cards 0-2, S 3-5, E 6-8, N 9-11; then 2 each (12-19); then 3 each (20-31)
    w = CardSet(d.hands[Seat.W])
    assert sorted(int(c) for c in w) == [0, 1, 2, 12, 13, 20, 21, 22]
    assert d.turn_up is None and all(len(CardSet(d.hands[s])) == 8 for s in Seat)


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
    from belote_learn import PositionError

    data = {"rules": "coinche", "dealer": "N", "bidding": [], **change}
    with pytest.raises(PositionError) as err:
        AuctionPosition.from_dict(data)
    assert err.value.field == field


# ---------------------------------------------------------------------------------------------------
# Bots, tournaments and the double-dummy valuation
# ---------------------------------------------------------------------------------------------------


def test_bots_play_coinche_games_to_the_end():
    from belote_learn.bots import make_bot, play_game
    from belote_learn.bots.tournament import run_tournament

    for level in ("random", "rule"):
        g = Game("coinche", seed=3)
        play_game(g, {s: make_bot(level, seed=i) for i, s in enumerate("NESW")})
        assert g.over and (g.winner is not None) and max(g.totals.values()) >= 1000
    r = run_tournament("rule", "random", 4, "coinche", seed=2)
    assert r.games == 4 and r.a.games_won + r.b.games_won == 4


def test_rule_bot_bids_legally_and_says_why():
    from belote_learn.bots import make_bot

    g = Game("coinche", seed=9, dealer="N")
    bot = make_bot("rule", seed=1)
    for _ in range(12):
        if g.phase != "bidding":
            break
        view = g.view(g.current_player())
        call, why = bot.choose_with_reason(view)
        assert call in view.legal and why
        g.apply(call)


def test_expert_values_a_coinche_deal_with_coinche_scoring():
    # the expert's hand value: N-S took 100 H coinched; if N-S end with 110 + 10 of card points against 32
    # (no belote, no declarations) they make it: (160 + 0 + 0 + 100) x 2 = 520 to 0; with 90 they fail:
    # E-W (160 + 100) x 2 = 520
    view = SimpleNamespace(rules=R, seat=Seat.N, taker=Seat.N, bid=bid(100, coinche=Seat.E))
    ctx = {"won": {NS: 0, EW: 0}, "left": 162, "extras": {NS: 0, EW: 0}, "belote": {NS: 0, EW: 0}, "decl_all": 0,
           "deal_total": 162}
    value = system_of("coinche").hand_utility
    assert value(view, 120, ctx) == 520  # 120 >= 100 and > 42
    assert value(view, 90, ctx) == -520  # 90 < 100
    # a capot (252 with the last trick worth 100) on the coinched 100: (250 + 0 + 0 + 100) x 2 = 700
    assert value(view, 252, ctx) == 700


def test_expert_bot_plays_a_coinche_deal():
    from belote_learn.bots import make_bot

    g = Game("coinche", seed=4, dealer="N")
    for c in ("80 H", "pass", "pass", "pass"):
        g.apply(c)
    expert = make_bot("expert", seed=1, samples=3)
    view = g.view(g.current_player())
    card, why = expert.choose_with_reason(view)
    assert card in view.legal and "layouts" in why


def test_pack_dealing_gives_the_hand_to_its_seat():
    import random

    from belote_learn.coinche import pack_dealing

    hand = list(CardSet.parse("JH 9H AH 10S KD 7C 8C QS"))
    for dealer in Seat:
        pack = pack_dealing(R, dealer, Seat.S, hand, random.Random(1))
        d = CoincheDeal.from_pack(R, dealer, pack)
        assert CardSet(d.hands[Seat.S]) == CardSet(hand) and sorted(pack) == sorted(range(32))


def test_check_names_held_over_litige_points_only_where_the_preset_has_a_litige(capsys):
    from belote_learn.cli import main

    # coinche has no litige by default (docs/rules.md, "coinche": option litige off), so the summary line
    # ends after the scores; classic-501 has one, so the held-over points (none here) are named.
    data = Path(__file__).resolve().parents[2] / "data" / "records"
    assert main(["check", str(data / "coinche-made.json")]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last == "Scores before 0-0, after 80-200 (NS-EW)."  # 77 and 195 rounded to 80 and 200
    assert main(["check", str(data / "c501-made.json")]) == 0
    assert capsys.readouterr().out.strip().endswith("litige points held over: 0.")


def test_a_record_without_dealer_says_what_the_field_is(tmp_path, capsys):
    from belote_learn.cli import main

    p = tmp_path / "r.json"
    p.write_text(json.dumps({"rules": "coinche"}))
    assert main(["check", str(p)]) == 2  # exit status 2: bad input, one line, no traceback
    err = capsys.readouterr().err.strip()
    assert "dealer: missing (the seat that dealt: N, E, S or W" in err and "\n" not in err


# -- a bad pack: one line naming what is wrong, the same PositionError as a bad position -------------
# Cards are numbered suit * 8 + rank, suits S H D C, ranks 7 8 9 10 J Q K A: 0 is 7S, 11 is 10H, 31 is AC.
@pytest.mark.parametrize(
    "pack, field, text",
    [
        # cards 0..30: the last card, 31 = 3 * 8 + 7 = AC, is missing
        (list(range(31)), "pack", "has 31 cards (missing AC); a pack holds each of the 32 cards once"),
        # cards 0..30 then 0 again: 32 items, 7S twice and AC never
        (list(range(31)) + [0], "pack", "7S appears twice (missing AC); a pack holds each of the 32 cards once"),
        # the same as Card values (the shuffled pack's own type): 32 cards, 7S twice
        ([Card(i) for i in range(31)] + [Card(0)], "pack", "7S appears twice (missing AC); a pack holds each of the 32 "
                                                           "cards once"),
        # all 32 then 11 (1 * 8 + 3 = 10H) again: 33 items, nothing missing
        (list(range(32)) + [11], "pack", "10H appears twice; a pack holds each of the 32 cards once"),
        ("JH 7S", "pack", 'must be a list of the 32 cards in dealing order, got "JH 7S"'),
        (None, "pack", "must be a list of the 32 cards in dealing order, got null"),
    ],
)
def test_from_pack_refuses_a_bad_pack_in_one_line(pack, field, text):
    with pytest.raises(PositionError) as info:
        CoincheDeal.from_pack(R, Seat.N, pack)
    assert info.value.field == field and str(info.value) == f"{field}: {text}"
    assert isinstance(info.value, BeloteError) and "\n" not in str(info.value)


def test_from_pack_names_the_card_it_cannot_read():
    pack = [str(Card(i)) for i in range(32)]
    pack[5] = "ZZ"  # the sixth card
    with pytest.raises(PositionError) as info:
        CoincheDeal.from_pack(R, Seat.N, pack)
    assert info.value.field == "pack[5]" and "unknown card 'ZZ'" in str(info.value)


def test_from_pack_reads_cards_as_text_like_numbers():
    # the same 32 cards written as text deal the same hands as their numbers
    by_text = CoincheDeal.from_pack(R, "N", [str(Card(i)) for i in range(32)])
    by_number = CoincheDeal.from_pack(R, Seat.N, list(range(32)))
    assert by_text.hands == by_number.hands and by_text.dealer is Seat.N


def test_classic_deal_from_pack_gives_the_same_message():
    # the Belote deal reads its pack the same way: 31 cards, AC missing (see above)
    with pytest.raises(PositionError, match=r"^pack: has 31 cards \(missing AC\)"):
        Deal.from_pack(get_rules("classic-501"), Seat.N, list(range(31)))
