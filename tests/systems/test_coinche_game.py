"""A game of coinche (docs/rules.md "coinche", CO-05 and CO-13): the deal without a turn-up, the game API,
refused input at every point of a game, the end of the game (first to the target, both past it, the
belote alone not enough) and litige points carried from deal to deal."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from belote_learn import CardSet, IllegalAction, Seat, Team, get_rules
from belote_learn.core.cards import Card, Suit
from belote_learn.systems.coinche.deal import CoincheDeal
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.errors import BeloteError, PositionError
from belote_learn.systems.classic.game import Game
from belote_learn.systems import system_of

from tests.systems.coinche_deals import CAPOT_AGAINST_DECLARATIONS, record_of


R = get_rules("coinche")
NS, EW = Team.NS, Team.EW


# -- the deal and the game API -------------------------------------------------------------------------------

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


def test_pack_dealing_gives_the_hand_to_its_seat():
    import random

    from belote_learn.systems.coinche.deal import pack_dealing

    hand = list(CardSet.parse("JH 9H AH 10S KD 7C 8C QS"))
    for dealer in Seat:
        pack = pack_dealing(R, dealer, Seat.S, hand, random.Random(1))
        d = CoincheDeal.from_pack(R, dealer, pack)
        assert CardSet(d.hands[Seat.S]) == CardSet(hand) and sorted(pack) == sorted(range(32))


# -- a bad pack: one line naming what is wrong, the same PositionError as a bad position ---------------------

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


# -- refused input at every point of a game ------------------------------------------------------------------

BAD_INPUTS = [None, 80, 80.5, -80, 10**30, True, b"pass", ["pass"], {"call": "pass"}, "", "   ", "x" * 10_000,
              "85 H", "170 H", "0 H", "-80 H", "80", "capot", "capot X", "80 X", "take", "H", "NT", "AT", "7S",
              "JH", "ZZ", "pass pass", "coinche coinche", "\u0000", "80\u2028H"]


def _refuses_everything_wrong(g, extra=()):
    """Every bad input is refused with a one-line message, the game byte-identical after each."""
    for action in list(BAD_INPUTS) + list(extra):
        if g.is_legal(action):
            continue
        before = g.to_json()
        with pytest.raises(BeloteError) as exc:
            g.apply(action)
        assert "\n" not in str(exc.value) and len(str(exc.value)) < 400, (action, str(exc.value)[:500])
        assert g.to_json() == before, action


def test_the_game_refuses_bad_input_at_every_point():
    # the auction: at the start, after a bid, after a coinche, after a surcoinche (the play), after four
    # passes (a new deal), at the end of the game (target 1: the first scored deal ends it)
    g = Game("coinche", seed=7, dealer="N", options={"target": 1})
    _refuses_everything_wrong(g, ["coinche", "surcoinche"])
    g.apply("80 H")
    _refuses_everything_wrong(g, ["80 S", "surcoinche", "coinche_", "capot"])
    g.apply("coinche")
    _refuses_everything_wrong(g, ["90 S", "coinche", "capot S"])
    g.apply("pass")
    g.apply("pass")
    assert str(g.current_player()) == "W" and g.is_legal("surcoinche")  # the bidder, coinched
    _refuses_everything_wrong(g, ["coinche", "100 H"])
    g.apply("surcoinche")
    assert g.phase == "play"
    _refuses_everything_wrong(g, ["pass", "coinche", "surcoinche", "90 S"])
    while not g.over:
        g.apply(g.legal_actions()[0])
    assert g.phase == "game-over"
    _refuses_everything_wrong(g, ["pass", "80 H", "7S", "AH", "10D"])
    g2 = Game("coinche", seed=7, dealer="N")
    for _ in range(4):
        g2.apply("pass")
    assert len(g2.deals) == 1 and g2.phase == "bidding"  # thrown in: the next player deals
    _refuses_everything_wrong(g2, ["coinche", "surcoinche"])


# -- the end of the game -------------------------------------------------------------------------------------

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


# -- the end of the game in whole records (check --game) -----------------------------------------------------

def test_both_teams_level_past_the_target_play_another_deal():
    # "made-defenders-decl" from 940 - 820: N-S + 70 = 1010, E-W + 190 = 1010: both past 1000 in the same
    # deal and level, so nobody has won (rules.md "coinche", Game: level -> another deal)
    from belote_learn.records import check_game

    rec = dict(record_of("made-defenders-decl"), scores_before={"NS": 940, "EW": 820})
    g = check_game([rec])
    assert g.valid and g.winner is None and g.totals == {"NS": 1010, "EW": 1010}
    rec["scores_before"] = {"NS": 950, "EW": 820}  # 1020 to 1010: the higher total wins
    assert check_game([rec]).winner == "NS"


def test_defenders_without_a_trick_past_the_target_by_their_belote_have_not_won():
    # the capot of CAPOT_AGAINST_DECLARATIONS from N-S 500, E-W 990: N-S + 480 = 980; E-W + 20 (their belote, in a deal in
    # which they won no trick) = 1010: only thanks to the belote, so not won yet
    from belote_learn.records import check_game

    g = check_game([dict(CAPOT_AGAINST_DECLARATIONS, scores_before={"NS": 500, "EW": 990})])
    assert g.valid and g.winner is None and g.totals == {"NS": 980, "EW": 1010}
    # from N-S 600: N-S 1080 reach it too; E-W's 1010 does not count, N-S win
    g = check_game([dict(CAPOT_AGAINST_DECLARATIONS, scores_before={"NS": 600, "EW": 990})])
    assert g.winner == "NS"


def _turned(rec, steps):
    """The same deal with every seat moved ``steps`` places anticlockwise (N -> W -> S -> E -> N): two
    steps keep the teams, so the scores stay with the same side."""
    nxt = {"N": "W", "W": "S", "S": "E", "E": "N"}
    m = {s: s for s in "NESW"}
    for _ in range(steps):
        m = {s: nxt[m[s]] for s in m}
    out = {k: v for k, v in rec.items() if k != "held_over"}
    out["dealer"] = m[rec["dealer"]]
    out["hands"] = {m[s]: h for s, h in rec["hands"].items()}
    out["bidding"] = [[m[s], c] for s, c in rec["bidding"]]
    out["plays"] = [[m[s], c] for s, c in rec["plays"]]
    return out


def test_litige_points_wait_through_a_thrown_in_deal_then_go_to_the_winners():
    from belote_learn.records import check_game

    first = dict(record_of("litige"), scores_before={"NS": 100, "EW": 100})
    # hand 2, dealer W: four passes, thrown in; the 81 stay held
    passes = {k: v for k, v in _turned(record_of("litige"), 1).items()}
    passes["bidding"] = [["S", "pass"], ["E", "pass"], ["N", "pass"], ["W", "pass"]]
    passes["plays"] = []
    # hand 3, dealer S: "coinched-made" turned two places (E-W still take and make it)
    third = _turned(dict(record_of("coinched-made"), options={"litige": True}), 2)
    g = check_game([first, passes, third])
    assert g.valid, g.error
    assert [h.result for h in g.hands] == ["litige", "thrown-in", "made"]
    assert [h.held_over for h in g.hands] == [81, 81, 0]
    # hand 1: N-S 80, 81 held; hand 3: E-W (160 + 20 + 80) x 2 = 520 + 81 = 601 -> 600
    assert g.totals == {"NS": 100 + 80, "EW": 100 + 600} and g.winner is None
