"""The play of a trick under each preset: legal cards, verdict reasons, trick winner, trick points.

Every expected legal set below is worked out by hand from the rules (docs/rules.md), with the
reasoning in a comment. Seats: classic-501 plays clockwise (N E S W), the others anticlockwise
(N W S E), so the cards before South come from E (501) or W (the others).
"""
from __future__ import annotations

import pytest

from belote_learn import Position, PositionError, Rule


def pos(preset, contract, hand, trick="", to_play="S", **options):
    return Position.create(preset, contract=contract, to_play=to_play, hand=hand, trick=trick, options=options)


def legal(*args, **kw):
    p = pos(*args, **kw)
    fast = {str(c) for c in p.legal_cards()}
    explained = {str(c) for c in p.explain().legal}
    assert fast == explained  # the fast path and the explained path agree
    return fast


def rules_of(p):
    return {str(v.card): v.rule for v in p.explain().verdicts}


# ---- classic-501 (seed 000) ---------------------------------------------------------------------


class TestClassic501:
    def test_lead_any_card(self):
        # nothing on the table: every card is legal
        assert legal("classic-501", "H", "7S KH 10D") == {"7S", "KH", "10D"}

    def test_follow_suit_without_beating(self):
        # spades led (KS), South holds AS and 8S: must play a spade, need not beat in a plain suit
        assert legal("classic-501", "H", "AS 8S JH 10D", "N:KS E:7S") == {"AS", "8S"}

    def test_follow_suit_even_if_opponent_trumped(self):
        # formats example: spades led, East trumped with 8H, South has 7S -> only 7S
        p = pos("classic-501", "H", "7S KH 10D", "N:AS E:8H")
        assert {str(c) for c in p.legal_cards()} == {"7S"}
        text = p.verdict("7S").text
        assert "spades were led" in text and "only spade" in text and "East has trumped" in text

    def test_trump_lead_must_beat_nine_beats_ace(self):
        # trumps led: N AH, E 9H. 9H (2nd in J 9 A ...) beats AH. South must beat 9H: only JH does; 10H is lower
        p = pos("classic-501", "H", "JH 10H 8D", "N:AH E:9H")
        assert {str(c) for c in p.legal_cards()} == {"JH"}
        assert p.explain().winning.card.symbol == "9♥"
        assert "the nine ranks above the ace" in p.explain().winning.text

    def test_trump_lead_beat_even_over_partner(self):
        # W leads 8H, partner N 9H is winning, E 7H. South must still beat 9H: only JH (KH is lower)
        assert legal("classic-501", "H", "JH KH AS", "W:8H N:9H E:7H") == {"JH"}

    def test_seven_of_trumps_must_be_played(self):
        # E leads JH; South's only trump is 7H: it cannot win but must be played
        p = pos("classic-501", "H", "7H AS KD", "E:JH")
        assert {str(c) for c in p.legal_cards()} == {"7H"}
        text = p.verdict("7H").text
        assert "must be played although it cannot win" in text and "only trump" in text

    def test_cannot_beat_jack_any_trump(self):
        # nobody beats JH: 7H and QH both legal, AS not (must follow in trumps)
        assert legal("classic-501", "H", "7H QH AS", "E:JH") == {"7H", "QH"}

    def test_must_trump(self):
        # E leads AS, partner not yet played, South void in spades: must trump, any trump (none on table)
        assert legal("classic-501", "H", "7H QH 10D", "E:AS") == {"7H", "QH"}

    def test_partner_winning_any_card(self):
        # N AS is winning over E 7S: South void in spades may play anything
        p = pos("classic-501", "H", "7H KD AD", "N:AS E:7S")
        assert {str(c) for c in p.legal_cards()} == {"7H", "KD", "AD"}
        assert set(rules_of(p).values()) == {Rule.PARTNER_WINNING}
        assert "partner North is winning the trick" in p.verdict("KD").text

    def test_must_overtrump(self):
        # E trumped AS with 9H; South holds JH (beats 9H) and 7H: only JH
        assert legal("classic-501", "H", "JH 7H AD", "N:AS E:9H") == {"JH"}

    def test_must_undertrump(self):
        # E trumped with 9H; QH and 7H cannot beat it, but a trump is still compulsory: AD refused
        p = pos("classic-501", "H", "QH 7H AD", "N:AS E:9H")
        assert {str(c) for c in p.legal_cards()} == {"QH", "7H"}
        assert p.verdict("AD").rule == Rule.MUST_UNDERTRUMP and not p.verdict("AD").legal

    def test_undertrump_partner_allowed(self):
        # N (partner) trumped with 9H and is winning: in classic-501 any card, even 7H under the 9H
        p = pos("classic-501", "H", "JH 7H AD", "W:AS N:9H E:KS")
        assert {str(c) for c in p.legal_cards()} == {"JH", "7H", "AD"}
        assert "may even undertrump" in p.verdict("7H").text

    def test_highest_trump_not_last(self):
        # W JH, N 8H, E QH: the trump to beat is JH (highest), not QH (last). Nothing beats JH -> any trump
        assert legal("classic-501", "H", "10H 7H AD", "W:JH N:8H E:QH") == {"10H", "7H"}

    def test_void_and_no_trump(self):
        # E's AS beats N's 7S; South has no spade and no heart: any card
        assert legal("classic-501", "H", "KD 8C", "N:7S E:AS") == {"KD", "8C"}

    def test_option_must_undertrump_off(self):
        # same as test_must_undertrump, option off: cannot overtrump -> any card
        assert legal("classic-501", "H", "QH 7H AD", "N:AS E:9H", must_undertrump=False) == {"QH", "7H", "AD"}

    def test_option_overtrump_partner_on(self):
        # classic-501 with the classic-1000 reading: 7H refused under partner's 9H when JH could beat it
        assert legal("classic-501", "H", "JH 7H AD", "W:AS N:9H E:KS", overtrump_partner=True) == {"JH", "AD"}


# ---- classic-1000 (seed 001) --------------------------------------------------------------------


class TestClassic1000:
    def test_undertrump_partner_refused_when_could_overtrump(self):
        # N (partner) trumped with 9H; South may discard AD, may overtrump with JH, may NOT play 7H
        p = pos("classic-1000", "H", "JH 7H AD", "E:AS N:9H W:KS")
        assert {str(c) for c in p.legal_cards()} == {"JH", "AD"}
        v = p.verdict("7H")
        assert v.rule == Rule.PARTNER_WINNING_OVERTRUMP and not v.legal
        assert "classic-1000" in v.text and "J♥" in v.text

    def test_partner_winning_cannot_beat(self):
        # partner's JH cannot be beaten: any card, low trumps included
        assert legal("classic-1000", "H", "9H 7H AD", "E:AS N:JH W:KS") == {"9H", "7H", "AD"}

    def test_partner_winning_with_plain_card(self):
        # N's AD beats W's KD, no trump in the trick: any card
        assert legal("classic-1000", "C", "7C AH 8S", "N:AD W:KD") == {"7C", "AH", "8S"}

    def test_trump_lead_beat_partner(self):
        # spades trumps, led: partner's AS is highest (7S, AS, KS); only JS beats it
        assert legal("classic-1000", "S", "JS 8S AH", "E:7S N:AS W:KS") == {"JS"}

    def test_must_undertrump(self):
        # W trumped partner's AD with 9S; QS and 8S cannot beat it: a trump is still compulsory
        assert legal("classic-1000", "S", "QS 8S AH", "N:AD W:9S") == {"QS", "8S"}

    def test_must_trump(self):
        # W leads KD, South void in diamonds: any club
        assert legal("classic-1000", "C", "7C 9C AH", "W:KD") == {"7C", "9C"}

    def test_follow_suit(self):
        assert legal("classic-1000", "C", "10D 7D JC", "N:AD W:KD") == {"10D", "7D"}

    def test_option_overtrump_partner_off(self):
        # with the classic-501 reading the 7H is allowed again
        assert legal("classic-1000", "H", "JH 7H AD", "E:AS N:9H W:KS", overtrump_partner=False) == {"JH", "7H", "AD"}


# ---- sans-tout-atout (seed 002) -----------------------------------------------------------------


class TestSansToutAtout:
    def test_all_trumps_beat_even_partner(self):
        # AT, spades rank J 9 A 10 ...: E 10S, N AS (winning), W 7S. Only 9S beats AS; KS does not
        assert legal("sans-tout-atout", "AT", "9S KS 8D", "E:10S N:AS W:7S") == {"9S"}

    def test_all_trumps_cannot_beat(self):
        assert legal("sans-tout-atout", "AT", "7S AS KD", "W:JS") == {"7S", "AS"}

    def test_all_trumps_void_any_card(self):
        assert legal("sans-tout-atout", "AT", "JH KD", "W:AS") == {"JH", "KD"}

    def test_no_trumps_follow_no_duty_to_beat(self):
        assert legal("sans-tout-atout", "NT", "AS 7S JH", "W:KS") == {"AS", "7S"}

    def test_no_trumps_void_any_card(self):
        assert legal("sans-tout-atout", "NT", "JH 7D", "W:AS") == {"JH", "7D"}

    def test_same_cards_no_trumps_versus_all_trumps(self):
        # W leads AS. NT: 9S is small, either spade. AT: 9S ranks above AS and must be played
        assert legal("sans-tout-atout", "NT", "9S 7S KD", "W:AS") == {"9S", "7S"}
        assert legal("sans-tout-atout", "AT", "9S 7S KD", "W:AS") == {"9S"}

    def test_suit_contract_must_trump_and_undertrump(self):
        assert legal("sans-tout-atout", "D", "7D KH", "W:AS") == {"7D"}
        # W ruffed with JD; 7D cannot beat it but must be played (our reading, default)
        assert legal("sans-tout-atout", "D", "7D KH", "N:AS W:JD") == {"7D"}
        # Bulgarian option: cannot overtrump -> any card
        assert legal("sans-tout-atout", "D", "7D KH", "N:AS W:JD", must_undertrump=False) == {"7D", "KH"}

    def test_suit_contract_partner_winning(self):
        # partner N's AS beats E's KS and W's 7S: South void in spades may discard
        assert legal("sans-tout-atout", "H", "8H AD", "E:KS N:AS W:7S") == {"8H", "AD"}

    def test_no_trumps_contract_refused_elsewhere(self):
        with pytest.raises(PositionError) as err:
            pos("classic-501", "NT", "7S", "")
        assert err.value.field == "contract"


# ---- mariage (seed 004) -------------------------------------------------------------------------


class TestMariage:
    def test_follow_without_beating(self):
        assert legal("mariage", "H", "AS 7S 10H", "W:KS") == {"AS", "7S"}

    def test_trump_lead_no_duty_to_beat(self):
        # mariage ranks A 10 K ... in trumps too; following trumps, no duty to beat W's AH
        assert legal("mariage", "H", "7H KH AS", "W:AH") == {"7H", "KH"}

    def test_trumping_not_compulsory(self):
        assert legal("mariage", "H", "7H KD", "W:AS") == {"7H", "KD"}

    def test_no_undertrumping(self):
        # W ruffed with 10H. AH beats it (legal), 9D is a discard (legal), 8H would undertrump (refused)
        p = pos("mariage", "H", "AH 8H 9D", "N:AS W:10H")
        assert {str(c) for c in p.legal_cards()} == {"AH", "9D"}
        assert p.verdict("8H").rule == Rule.MARIAGE_NO_UNDERTRUMP

    def test_trump_marriage_on_the_table(self):
        # N ruffed with QH, W overruffed with AH; South's KH is lower than AH but completes K+Q of trumps
        p = pos("mariage", "H", "KH 7H 9D", "E:8S N:QH W:AH")
        assert {str(c) for c in p.legal_cards()} == {"KH", "9D"}
        assert p.verdict("KH").rule == Rule.MARIAGE_MARRIAGE

    def test_only_lower_trumps(self):
        assert legal("mariage", "H", "KH 7H", "N:AS W:AH") == {"KH", "7H"}

    def test_marriage_exception_in_hand_option(self):
        # default 'table': no K/Q of trumps on the table -> only the discard 9D
        assert legal("mariage", "H", "KH QH 7H 9D", "E:8S N:9S W:AH") == {"9D"}
        # 'hand': KH and QH form a trump marriage in hand -> both may go under the AH
        assert legal("mariage", "H", "KH QH 7H 9D", "E:8S N:9S W:AH", marriage_exception="hand") == {"KH", "QH", "9D"}


# ---- trick winner and points --------------------------------------------------------------------


@pytest.mark.parametrize(
    "preset, contract, trick, seat, card, points",
    [
        # AS 11 + 8H 0 = 11; the only trump wins
        ("classic-501", "H", "N:AS E:8H", "E", "8H", 11),
        # AH 11 + 9H 14 = 25; the nine beats the ace in trumps
        ("classic-501", "H", "N:AH E:9H", "E", "9H", 25),
        # W JH 20 + N 8H 0 + E QH 3 = 23; the highest trump is the first card
        ("classic-501", "H", "W:JH N:8H E:QH", "W", "JH", 23),
        # 10S 10 + AS 11 + 7S 0 (AT values: A 11, 10 10) = 21; AS ranks above 10S in every order
        ("sans-tout-atout", "AT", "E:10S N:AS W:7S", "N", "AS", 21),
        # NT: 9S 0 + AS 11 = 11; W's 9S led, N's AS wins
        ("sans-tout-atout", "NT", "N:9S W:AS", "W", "AS", 11),
        # AT: 9S 14 + AS 11 = 25; the nine wins
        ("sans-tout-atout", "AT", "N:9S W:AS", "N", "9S", 25),
        # mariage: E 8S 0 + N QH 3 + W AH 11 = 14; AH is the highest trump
        ("mariage", "H", "E:8S N:QH W:AH", "W", "AH", 14),
        # a higher card of another suit never wins: N 7D led, W AS -> N wins, 0 + 11 = 11
        ("classic-1000", "H", "N:7D W:AS", "N", "7D", 11),
    ],
)
def test_winner_and_points(preset, contract, trick, seat, card, points):
    e = pos(preset, contract, "7C", trick).explain()
    assert (str(e.winning.seat), str(e.winning.card), e.trick_points) == (seat, card, points)


def test_verdict_is_structured():
    p = pos("classic-501", "H", "JH 7H AD", "N:AS E:9H")
    v = p.verdict("7H")
    assert (v.legal, v.rule, [str(c) for c in v.cards], str(v.against), str(v.seat)) == (
        False,
        Rule.MUST_OVERTRUMP,
        ["JH"],
        "9H",
        "E",
    )
    d = v.to_dict()
    assert d["card"] == "7H" and d["legal"] is False and d["reason"] == v.text


def test_verdict_for_card_not_in_hand():
    p = pos("classic-501", "H", "JH 7H AD", "N:AS E:9H")
    with pytest.raises(PositionError, match="not in South's hand"):
        p.verdict("KS")
    with pytest.raises(PositionError, match="unknown card"):
        p.verdict("??")


def test_a_verdict_under_an_option_names_the_option_not_the_preset():
    # with the option overtrump_partner, a refused undertrump of the partner said "under coinche any trump
    # played must beat the highest trump": coinche itself allows it (rules.md: "partner winning -> any
    # card, a lower trump included"); the rule is the option's
    from belote_learn import Position

    trick = "N:AS W:9H S:7S"  # West, East's partner, wins with a trump; East has no spades
    pos = Position.create("coinche", contract="H", to_play="E", hand="7H JH KD 8C", trick=trick,
                          options={"overtrump_partner": True})
    text = pos.verdict("7H").text
    assert "under coinche with the option overtrump_partner any trump played must beat" in text
    plain = Position.create("coinche", contract="H", to_play="E", hand="7H JH KD 8C", trick=trick)
    assert plain.verdict("7H").legal  # without the option: allowed
    # and the other way round: classic-1000 has the rule, the option turns it off
    off = Position.create("classic-1000", contract="H", to_play="E", hand="7H JH KD 8C", trick=trick,
                          options={"overtrump_partner": False})
    assert "Under classic-1000 with overtrump_partner off a player may even undertrump" in off.verdict("7H").text
