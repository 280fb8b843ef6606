"""Coinche scoring (docs/rules.md "coinche", CO-06 .. CO-12): every branch of score_coinche with hand-made
card points, whole deals checked by the referee against scores worked out by hand, and an independent
scorer written again from the rules over random deals. The arithmetic of each expected score is in a
comment."""
from __future__ import annotations

import pytest

from belote_learn import CardSet, Seat, Team, get_rules
from belote_learn.core.cards import Suit
from belote_learn.systems.coinche.auction import CoincheBid
from belote_learn.systems.coinche.deal import CoincheDeal
from belote_learn.systems.coinche.scoring import score_coinche
from belote_learn.records import check_record
from belote_learn.systems.base.fast import _Decl

from tests.systems.coinche_deals import CAPOT_AGAINST_DECLARATIONS, DEFENDERS_EVERY_TRICK, HANDS, record_of


R = get_rules("coinche")
EXACT = get_rules("coinche", {"rounding": False})
LITIGE = get_rules("coinche", {"litige": True})
NS, EW = Team.NS, Team.EW


# -- score_coinche with hand-made card points; North-South take unless said ----------------------------------

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
    from belote_learn.rules.declarations import DeclarationsResult, find_combinations

    fifty = find_combinations(CardSet.parse("7S 8S 9S 10S"), Seat.E)  # a fifty for East (50)
    decl = DeclarationsResult({Seat.E: fifty}, EW, fifty[0], tuple(fifty), 50, (), "only")
    s = score(R, bid(100, coinche=Seat.E), 100, 42, decl=decl)
    lines = s.lines()
    assert lines[0].item == "Contract: 100 in hearts by North, coinched"
    result = next(line for line in lines if line.item.startswith("Made"))
    assert result.ns == 620 and "(160 + declarations 50 + belote 0 + the bid 100) x 2" in result.rule
    assert s.to_dict()["multiplier"] == 2 and s.to_dict()["contract"] == "100 H"


# -- every trick decides, whatever the declarations say ------------------------------------------------------

def test_takers_winning_every_trick_on_a_number_bid_have_made_it():
    # rules.md: "Takers winning every trick on a number bid: made, counting 252 and the defenders'
    # declarations". Without the capot, East-West's 150 + 20 = 170 is more than North-South's 152 + 10
    # = 162, and the referee called the contract failed (0 to 410).
    # By hand: N-S 252 (152 + the last trick as 100) + belote 0 + declarations 150 (East's four nines go
    # to the capot team) + the bid 80 = 482 -> 480; E-W keep their belote 20.
    res = check_record(CAPOT_AGAINST_DECLARATIONS).to_dict()
    assert res["valid"] and res["result"] == "capot"
    assert res["score"] == {"NS": 480, "EW": 20}


def test_defenders_winning_every_trick_beat_the_contract_whatever_the_declarations():
    # rules.md: "Defenders winning every trick: capot-defenders, scored as a failed contract". The
    # takers' 250 in declarations made their total (250) beat the defenders' 182, and the referee
    # called it made (330 to 180).
    # By hand: failed; N-S keep their belote 0; E-W (160 + declarations 250, whichever team holds them,
    # + their belote 20 + the bid 80) = 510.
    res = check_record(DEFENDERS_EVERY_TRICK).to_dict()
    assert res["valid"] and res["result"] == "capot-defenders"
    assert res["score"] == {"NS": 0, "EW": 510}


def test_equal_totals_with_no_trick_are_no_litige():
    # with the litige option, equal totals hold the takers' points; but takers who won no trick have
    # failed whatever their total (rules.md: "scored as a failed contract"). Level totals with no trick
    # need declarations no real hand gives with this belote, so the scoring function is asked directly,
    # with a declarations result of 182 for North-South.
    from belote_learn.core.cards import Seat, Team
    from belote_learn.systems.coinche.auction import CoincheBid
    from belote_learn.systems.coinche.scoring import score_coinche
    from belote_learn.rules.declarations import DeclarationsResult
    from belote_learn.rules.presets import get_rules
    from belote_learn.core.cards import Suit

    rules = get_rules("coinche", {"litige": True})
    bid = CoincheBid(80, Suit.parse("S"), False, Seat.N)
    decl = DeclarationsResult({}, Team.NS, None, (), 182, (), "only")
    s = score_coinche(rules, bid, {Team.NS: 0, Team.EW: 152}, {Team.NS: 0, Team.EW: 8}, Team.EW,
                      [(Seat.E, Suit.parse("S"))], decl)
    # totals: N-S 0 + 182 = 182; E-W 152 + 10 + 20 = 182: level, but N-S won no trick: failed.
    # E-W (160 + 182 + 20 + 80) = 442 -> 440; N-S their belote 0; nothing held.
    assert s.result == "capot-defenders" and s.held_over == 0
    assert s.score == {Team.NS: 0, Team.EW: 440}


def test_a_coinched_capot_bid_made_against_declarations():
    # the deal of CAPOT_AGAINST_DECLARATIONS, bid "capot S" by North and coinched by West: every trick to North-South, made.
    # N-S (250 after a capot + declarations 150, East's four nines, whichever team holds them + their
    # belote 0 + the bid 250) x 2 = 1300; E-W keep only their belote, 20 (not multiplied)
    rec = dict(CAPOT_AGAINST_DECLARATIONS, bidding=[["N", "capot S"], ["W", "coinche"], ["S", "pass"],
                                                    ["E", "pass"], ["N", "pass"]])
    res = check_record(rec).to_dict()
    assert res["valid"] and (res["result"], res["contract"], res["multiplier"]) == ("capot", "capot S", 2)
    assert res["score"] == {"NS": 1300, "EW": 20}


# -- declarations and belote in a whole deal -----------------------------------------------------------------

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


# -- the referee against deals scored by hand (tests/systems/coinche_deals.py) -------------------------------

@pytest.mark.parametrize("name", sorted(HANDS))
def test_the_referee_agrees_with_hands_scored_by_hand(name):
    result, score, held = HANDS[name][5:]
    res = check_record(record_of(name)).to_dict()
    assert res["valid"], res["error"]
    assert (res["result"], res["score"], res["held_over"]) == (result, score, held)


def test_a_second_litige_adds_to_the_points_held():
    # the litige deal with 30 already held: litige again, N-S 80, and 30 + 81 = 111 now held
    res = check_record(record_of("litige", held_over=30)).to_dict()
    assert (res["result"], res["score"], res["held_over"]) == ("litige", {"NS": 80, "EW": 0}, 111)


def test_held_points_go_to_the_winners_before_rounding():
    # "coinched-made" with the option litige and 95 held: E-W make it and take the 95 before rounding:
    # (160 + 0 + 20 + 80) x 2 = 520 + 95 = 615 -> 620 (halves up); nothing held after
    rec = record_of("coinched-made", held_over=95)
    rec["options"] = {"litige": True}
    res = check_record(rec).to_dict()
    assert (res["result"], res["score"], res["held_over"]) == ("made", {"NS": 0, "EW": 620}, 0)


# -- an independent scorer over random deals -----------------------------------------------------------------

_TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
_PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def _score_by_the_rules(rules, deal, held_in):
    """rules.md "coinche" scoring, written again from the text: (result, score by team, held after).
    Trick winners by tests/reference.py; card points from the tables above; belote and the compared
    declarations taken from the deal."""
    from tests.reference import best_card

    from belote_learn.core.cards import Team

    b = deal.bid
    trump = b.suit.letter
    T, D = b.bidder.team, b.bidder.team.other
    points = {Team.NS: 0, Team.EW: 0}
    tricks = {Team.NS: 0, Team.EW: 0}
    last = None
    for t in deal.tricks:
        cards = [str(c) for _, c in t.cards]
        last = t.cards[best_card(cards, trump, "belote")][0].team
        tricks[last] += 1
        points[last] += sum((_TRUMP_POINTS if c[-1] == trump else _PLAIN_POINTS)[c[:-1]] for c in cards)
    belote = {Team.NS: 0, Team.EW: 0}
    for seat, _ in deal.belote:
        belote[seat.team] += 20
    dr = deal.declarations_result
    decl = {t: dr.points if dr is not None and dr.team is t else 0 for t in (Team.NS, Team.EW)}
    every = decl[T] + decl[D]
    total = {t: points[t] + (10 if last is t else 0) + belote[t] + decl[t] for t in (Team.NS, Team.EW)}
    m, v = b.multiplier, b.value
    if b.capot or tricks[D] == 0 or tricks[T] == 0:
        made = tricks[D] == 0  # every trick decides
    else:
        made = total[T] >= v and total[T] > total[D]
    score = {Team.NS: 0, Team.EW: 0}
    held, winner = 0, None
    if made:
        winner = T
        if m == 1 and tricks[D] == 0:
            score[T], score[D] = 252 + belote[T] + every + v, belote[D]
        elif m == 1:
            score[T], score[D] = total[T] + v, total[D]
        else:
            score[T], score[D] = ((250 if tricks[D] == 0 else 160) + every + belote[T] + v) * m, belote[D]
        result = "capot" if tricks[D] == 0 else "made"
    elif rules.litige and not b.capot and tricks[T] and total[T] == total[D] and total[T] >= v:
        score[D], result, held = total[D], "litige", held_in + total[T]
    else:
        winner = D
        score[T], score[D] = belote[T], (160 + every + belote[D] + v) * m
        result = "capot-defenders" if tricks[T] == 0 else "dedans"
    if winner is not None:
        score[winner] += held_in
    if rules.rounding:
        score = {t: (x + 5) // 10 * 10 for t, x in score.items()}
    return result, score, held


def test_the_engine_scores_random_deals_as_the_rules_say():
    import random

    from belote_learn.core.cards import Seat
    from belote_learn.systems.coinche.deal import CoincheDeal
    from belote_learn.core.deck import shuffled_pack
    from belote_learn.rules.presets import get_rules

    rng = random.Random(13)
    seen = set()
    for _ in range(400):
        options = rng.choice([{}, {"litige": True}, {"rounding": False}, {"overtrump_partner": True},
                              {"litige": True, "rounding": False, "direction": "clockwise"}])
        rules = get_rules("coinche", options)
        held = rng.choice([0, 0, 35, 81]) if rules.litige else 0
        deal = CoincheDeal.from_pack(rules, Seat(rng.randrange(4)), shuffled_pack(rng=rng), held)
        while deal.phase == "bidding":  # random auctions, with coinches, surcoinches and the odd capot
            legal = deal.legal_actions()
            r = rng.random()
            bids = [c for c in legal if c not in ("pass", "coinche", "surcoinche")][:8] + legal[-6:-2]
            call = ("surcoinche" if "surcoinche" in legal and r < 0.3 else
                    "coinche" if "coinche" in legal and r < 0.15 else
                    rng.choice([c for c in bids if c[0].isdigit() or c.startswith("capot")] or ["pass"])
                    if r > 0.55 else "pass")
            deal.apply(call)
        if deal.phase == "thrown-in":
            continue
        while deal.phase == "play":
            deal.apply(rng.choice(deal.legal_actions()))
        s = deal.score
        expected = _score_by_the_rules(rules, deal, held)
        assert (s.result, dict(s.score), s.held_over) == expected, (options, held, str(deal.bid))
        seen.add(s.result)
    assert {"made", "dedans", "capot-defenders"} <= seen
