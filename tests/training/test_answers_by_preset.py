"""Answers the engine works out, checked against values counted by hand from the rules (rules.md and the
seeds), one case per preset where the presets differ."""
from __future__ import annotations

import pytest

from belote_learn.core.cards import Seat, Suit, Team
from belote_learn.training import load_level


def level(skill, system, source, goal, graded, hint, point, options=None):
    data = {"id": f"t.{skill}.{system}", "skill": skill, "system": system, "goal": goal, **source,
            "point": point, "graded": graded, "scaffold": False, "hint": hint}
    if options:
        data["options"] = options
    return load_level(data)


# South's partner North wins the trick with 9♥ (hearts trumps); South, with no spade, holds J♥ 7♥ A♦
# (rules.md: classic-501 any card when the partner is winning; classic-1000 a trump must beat the partner's
# when it can; coinche and sans-tout-atout any card; mariage: no trump lower than one in the trick, and in
# mariage's order A 10 K Q J 9 8 7 the jack beats the nine while the seven does not)
@pytest.mark.parametrize("system, trick, legal", [
    ("classic-501", [["W", "AS"], ["N", "9H"], ["E", "KS"]], {"JH", "7H", "AD"}),
    ("classic-1000", [["E", "AS"], ["N", "9H"], ["W", "KS"]], {"JH", "AD"}),
    ("coinche", [["E", "AS"], ["N", "9H"], ["W", "KS"]], {"JH", "7H", "AD"}),
    ("sans-tout-atout", [["E", "AS"], ["N", "9H"], ["W", "KS"]], {"JH", "7H", "AD"}),
    ("mariage", [["E", "AS"], ["N", "9H"], ["W", "KS"]], {"JH", "AD"}),
])
def test_the_legal_cards_under_each_preset(system, trick, legal):
    lv = level("legal_cards", system, {"position": {"contract": "H", "to_play": "S", "hand": ["JH", "7H", "AD"],
                                                    "trick": trick}},
               "every_legal_card", "per_card", "rule", "partner_winning_free")
    assert {str(c) for c in lv.answer} == legal


@pytest.mark.parametrize("system, contract, total", [
    ("classic-501", "H", 162),     # trumps 20+14+11+10+4+3 = 62, three plain suits 3 x 30 = 90: 152 + 10 = 162
    ("classic-1000", "S", 162),
    ("coinche", "D", 162),
    ("sans-tout-atout", "AT", 258),  # every suit as trumps: 4 x 62 = 248 + 10 = 258
    ("sans-tout-atout", "NT", 130),  # every suit plain: 4 x (11+10+4+3+2) = 120 + 10 = 130
    ("sans-tout-atout", "C", 162),
    ("mariage", "H", 120),         # A 11, 10 10, K 4, Q 3, J 2 in every suit: 4 x 30 = 120, no dix de der
])
def test_a_whole_deal_holds_162_258_130_or_120(system, contract, total):
    lv = level("hand_points", system, {"contract": contract}, "deal_total", "exact", "values", "total_162")
    assert lv.answer == total
    assert lv.check(total).stars == 3 and lv.check(total - 10).stars == 0


@pytest.mark.parametrize("system, contract, cards, number, points", [
    ("classic-501", "H", [["W", "AH"], ["N", "7H"], ["E", "JH"], ["S", "9H"]], 3, 45),          # 11 + 0 + 20 + 14
    ("sans-tout-atout", "AT", [["N", "JS"], ["W", "9S"], ["S", "AS"], ["E", "10S"]], 2, 55),    # 20 + 14 + 11 + 10
    ("sans-tout-atout", "NT", [["N", "9C"], ["W", "AC"], ["S", "JC"], ["E", "10C"]], 8, 33),    # 0+11+2+10, + 10 last
    ("mariage", "D", [["N", "KD"], ["W", "AD"], ["S", "9D"], ["E", "JD"]], 8, 17),              # 4+11+0+2, no bonus
    ("coinche", "S", [["N", "KH"], ["W", "AH"], ["S", "9S"], ["E", "10H"]], 8, 49),             # 4+11+14+10, + 10
])
def test_a_trick_s_points_by_the_contract_s_values(system, contract, cards, number, points):
    lv = level("trick_points", system, {"trick": {"contract": contract, "cards": cards, "number": number}},
               "trick_points", "exact", "values", "dix_de_der")
    assert lv.answer == points


def test_equal_best_declarations_score_for_nobody_under_classic_501_and_for_the_first_speaker_under_classic_1000():
    # a tierce to the king against a tierce to the king, neither in trumps (hearts)
    c501 = level("compare_declarations", "classic-501",
                 {"declarations": {"contract": "H", "dealer": "N", "hands": {"E": ["KS", "QS", "JS"], "S": ["KD", "QD", "JD"]}}},
                 "who_scores", "parts", "rule", "tie_nobody", {"declarations": True})
    assert c501.answer == (None, 0)
    # classic-1000 plays anticlockwise: after dealer North, West speaks first, and West holds one of them
    c1000 = level("compare_declarations", "classic-1000",
                  {"declarations": {"contract": "H", "dealer": "N", "hands": {"W": ["KS", "QS", "JS"], "S": ["KD", "QD", "JD"]}}},
                  "who_scores", "parts", "rule", "tie_first_speaker")
    assert c1000.answer == (Team.EW, 20)
    assert c1000.check({"team": "EW", "points": 20}).stars == 3
    assert c1000.check({"team": "EW", "points": 40}).stars == 1  # the team right, the points wrong: 1 part of 2
    assert c1000.check("none").stars == 0


@pytest.mark.parametrize("hands, contract, answer", [
    # four aces (100) against a hundred to the king (100): equal value, a four of a kind first: East-West 100
    ({"N": ["KH", "QH", "JH", "10H", "9H"], "W": ["AC", "AD", "AH", "AS"]}, "S", (Team.EW, 100)),
    # tierce to the ace against tierces to the king and the ten (in trumps): the top card, the ace: East-West 20
    ({"E": ["AC", "KC", "QC"], "N": ["KH", "QH", "JH"], "S": ["10D", "9D", "8D"]}, "D", (Team.EW, 20)),
    # two tierces to the ten, one in trumps (diamonds): East's wins: 20
    ({"N": ["10S", "9S", "8S"], "E": ["10D", "9D", "8D"]}, "D", (Team.EW, 20)),
    # a fifty (50) against two tierces: East-West scores its fifty, North-South's 20 + 20 do not count
    ({"W": ["AS", "KS", "QS", "JS"], "N": ["KH", "QH", "JH"], "S": ["9D", "8D", "7D"]}, "C", (Team.EW, 50)),
])
def test_the_best_declaration_decides_by_value_four_top_card_then_trumps(hands, contract, answer):
    lv = level("compare_declarations", "coinche", {"declarations": {"contract": contract, "dealer": "S", "hands": hands}},
               "who_scores", "parts", "rule", "top_card_decides")
    assert lv.answer == answer


def score(system, facts, point="litige"):
    return level("score_hand", system, {"facts": facts}, "hand_score", "parts", "rule", point).answer


TIE = {"contract": "H", "taker": "S", "card_points": {"NS": 71, "EW": 81}, "tricks": {"NS": 4, "EW": 4}, "last_trick": "NS"}


def test_equal_totals_are_a_litige_under_classic_501_and_made_under_classic_1000():
    # takers 71 + 10 (last trick) = 81 against 81
    assert score("classic-501", TIE) == {Team.NS: 0, Team.EW: 81}      # litige: the defenders score now
    assert score("classic-1000", TIE) == {Team.NS: 81, Team.EW: 81}    # made: each team its own total


def test_a_failed_contract_keeps_the_belote_except_under_sans_tout_atout():
    facts = {"contract": "S", "taker": "E", "card_points": {"NS": 90, "EW": 62}, "tricks": {"NS": 5, "EW": 3},
             "last_trick": "NS", "belote": ["W"]}
    # takers East-West 62 + 20 (belote) = 82 against 90 + 10 = 100: dedans
    assert score("classic-501", facts) == {Team.NS: 162, Team.EW: 20}        # 162 to the defenders, the belote kept
    assert score("sans-tout-atout", facts) == {Team.NS: 182, Team.EW: 0}     # 162 + the belote 20 to the defenders


def test_coinche_adds_the_bid_rounds_to_ten_and_doubles_a_coinched_contract():
    facts = {"bid": "100 H", "taker": "N", "card_points": {"NS": 96, "EW": 56}, "tricks": {"NS": 5, "EW": 3},
             "last_trick": "NS"}
    # 96 + 10 = 106 >= 100 and > 56: made; 106 + 100 = 206 -> 210; the defenders 56 -> 60
    assert score("coinche", facts, "coinche_bid_added") == {Team.NS: 210, Team.EW: 60}
    # coinched: (160 + 100) x 2 = 520 for the takers, the defenders only their belote (none)
    assert score("coinche", {**facts, "coinched": 1}, "coinche_coinched") == {Team.NS: 520, Team.EW: 0}


# North's view after three tricks of classic-501, hearts trumps (clockwise N E S W):
#   trick 1: N A♠, E 7♠, S 10♠, W 8♠ (North); trick 2: N A♦, E 7♥ (East has no diamond: trumps), S 8♦, W 9♦ (East);
#   trick 3: E 7♣, S 8♣, W K♦ (no club, and no trump: South, an opponent, was winning), N A♣ (North)
HISTORY = {"contract": "H", "taker": "N", "tricks": [
    [["N", "AS"], ["E", "7S"], ["S", "10S"], ["W", "8S"]],
    [["N", "AD"], ["E", "7H"], ["S", "8D"], ["W", "9D"]],
    [["E", "7C"], ["S", "8C"], ["W", "KD"], ["N", "AC"]]], "hand": ["KS", "QS", "10H", "9H", "10C"]}


def test_who_is_void_is_read_from_the_cards_played():
    lv = level("voids", "classic-501", {"history": HISTORY}, "known_voids", "overlap", "evidence", "must_trump")
    # East did not follow diamonds; West followed neither clubs nor, when obliged, trumps
    assert set(lv.answer) == {(Seat.E, Suit.DIAMONDS), (Seat.W, Suit.CLUBS), (Seat.W, Suit.HEARTS)}
    r = lv.check("E:D W:C")
    assert r.accuracy == pytest.approx(2 / 3) and r.stars == 1   # 2 named of 3, none wrong: 2/3 -> 1 star
    assert "West has no hearts: in trick 3, West played K♦ on a clubs lead" in r.text()


def test_in_mariage_a_player_who_does_not_trump_may_still_hold_trumps():
    lv = level("voids", "mariage", {"history": {"contract": "H", "tricks": [
        [["N", "AS"], ["W", "7S"], ["S", "8S"], ["E", "KS"]],
        [["N", "AD"], ["W", "7C"], ["S", "8D"], ["E", "9D"]]], "hand": ["QS", "JS", "10H", "9H", "10C", "8C"]}},
        "known_voids", "overlap", "evidence", "mariage_no_duty")
    assert lv.answer == [(Seat.W, Suit.DIAMONDS)]  # and not hearts: trumping is never compulsory in mariage


def test_the_master_cards_and_the_trumps_still_out_are_counted_from_the_cards_played():
    master = level("master_card", "classic-501", {"history": HISTORY}, "master_cards", "per_card", "order", "ten_master")
    # K♠ and Q♠: A♠ and 10♠ are gone (K♠ in hand); 10♣: A♣ gone; 10♥ and 9♥: J♥ and A♥ still out
    assert {str(c) for c in master.answer} == {"KS", "QS", "10C"}
    trumps = level("trumps_out", "classic-501", {"history": HISTORY}, "trumps_out", "overlap", "count", "count_trumps")
    # 8 trumps: 7♥ played, 10♥ 9♥ in North's hand: 8♥ Q♥ K♥ A♥ J♥ still out
    assert {str(c) for c in trumps.answer} == {"8H", "QH", "KH", "AH", "JH"}
    assert trumps.hint(1) == "Trumps played so far: 1; in your hand: 2; so 5 are still out."
    r = trumps.check("AH JH 10H")  # 2 right, 10♥ in hand: 2 both name / 6 either names = 1/3
    assert r.accuracy == pytest.approx(1 / 3) and not r.passed
    assert "10♥ is in your own hand." in r.text()
