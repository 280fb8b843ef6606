"""Hints in plain words (belote_learn.bots.hints): the sentence for hand-worked positions, the card it
recommends, and the figures kept for the details."""
from __future__ import annotations

import pytest

from belote_learn import Card, CardSet, Seat, get_rules
from belote_learn.bots import make_bot
from belote_learn.bots.hints import Hint, call_hint_text, card_hint_text, hint
from belote_learn.systems.classic.deal import Deal
from belote_learn.systems.base.deal import SeatView
from belote_learn.core.errors import IllegalAction, PositionError

# classic-501 plays clockwise: N, E, S, W. Hearts are trumps in every position below (N took the 8♥).
HANDS = {
    "S": "JH 9H AS 10S KS AD 10D KD",
    "N": "10H 8H 7S 8S 9S 7C 8C 9C",
    "E": "AH KH QS JS 7D 8D 9D JD",
    "W": "QH 7H QD 10C JC QC KC AC",
}


def view_after(dealer: str, plays: str, hands=HANDS, taker_call: str = "take", preset: str = "classic-501"):
    """South's view after North takes the 8♥ (the dealer's next speaks first) and ``plays``."""
    rules = get_rules(preset)
    assert len(CardSet.parse(" ".join(hands.values()))) == 32 and all(len(CardSet.parse(h)) == 8 for h in hands.values())
    d = Deal.from_hands(rules, Seat.parse(dealer), {Seat.parse(s): CardSet.parse(h) for s, h in hands.items()},
                        Card.parse("8H"))
    while d.phase == "bidding":
        d.apply(taker_call if d.current_player() == Seat.N else "pass")
    for c in plays.split():
        d.apply(Card.parse(c))
    assert d.current_player() == Seat.S
    return d.view(Seat.S)


def test_overtrump_wins_and_saves_partners_ten():
    # dealer W: North leads the 10♥ (trump), East must beat it and plays the A♥. South must beat the
    # A♥ too (trumps led): J♥ or 9♥. Only the J♥ beats the 9♥ and South holds it, so nobody after South
    # (West) can beat the 9♥: it wins, and North's 10♥ (10 points) comes back to North-South.
    v = view_after("W", "10H AH")
    assert card_hint_text(v, "9H") == (
        "Play the 9♥: trumps were led and you must beat the A♥; it wins the trick (nobody after you can beat it) "
        "and your partner's 10♥ is safe."
    )


def test_last_to_play_wins_for_sure():
    # dealer S: West leads the 7♠, North plays the 9♠, East the J♠ (plain spades rank A 10 K Q J 9 8 7,
    # so the J♠ is winning). South is last and must follow spades (A♠ 10♠ K♠ all beat the J♠): the A♠
    # wins, and nobody plays after South.
    hands = {"S": "JH 9H AS 10S KS AD 10D KD", "N": "10H 8H AC 8S 9S 7C 8C 9C",
             "E": "AH KH QS JS 7D 8D 9D JD", "W": "QH 7H QD 10C JC QC KC 7S"}
    v = view_after("S", "7S 9S JS", hands=hands)
    assert card_hint_text(v, "AS") == "Play the A♠: you must follow suit in spades; it wins the trick."


def test_overtrump_when_void_saves_partners_ace():
    # dealer S: West leads the 7♣, North wins it so far with the A♣, East has no club and his partner
    # is not winning, so East trumps with the K♥. South has no club either and an opponent is winning
    # with a trump: South must overtrump (J♥ or 9♥ beat the K♥). South is last, so the 9♥ wins for
    # sure and North's A♣ (11 points) stays with North-South.
    hands = {"S": "JH 9H 10S KS 7D AD 10D KD", "N": "10H 8H AS 8S 9S AC 8C 9C",
             "E": "AH KH QS JS 7S 8D 9D JD", "W": "QH 7H QD 10C JC QC KC 7C"}
    v = view_after("S", "7C AC KH", hands=hands)
    assert card_hint_text(v, "9H") == (
        "Play the 9♥: you have no clubs, so you must play a trump higher than the K♥; your trump wins the trick "
        "and your partner's A♣ is safe."
    )


def test_partner_sure_to_win_so_give_points():
    # dealer S: West leads the 7♠, North plays the A♠ (partner winning), East follows with the Q♠.
    # South is last: North's A♠ cannot be beaten any more. South must follow spades (10♠ or K♠):
    # the 10♠ gives North-South 10 more points.
    hands = {"S": "JH 9H 10S KS AD 10D KD 7D", "N": "10H 8H AS 8S 9S 7C 8C 9C",
             "E": "AH KH QS JS 8D 9D JD QD", "W": "QH 7H 7S 10C JC QC KC AC"}
    v = view_after("S", "7S AS QS", hands=hands)
    assert card_hint_text(v, "10S") == (
        "Play the 10♠: you must follow suit in spades; your partner is sure to win the trick, so your 10♠ adds "
        "10 points for your side."
    )
    assert card_hint_text(v, "KS") == (
        "Play the K♠: you must follow suit in spades; your partner is sure to win the trick, so give them the "
        "4 points you can spare."
    )


def test_cannot_win_so_give_the_least():
    # dealer S: West leads the A♦, North follows with the 7♦ and East with the 8♦. South holds no diamond
    # and no trump: any card may be played and none wins; the 7♣ (0 points) gives nothing away.
    hands = {"S": "7C 8C 9C AS 10S KS QS JS", "N": "10H 8H 7D 9S 8S 7S JH 9H",
             "E": "AH KH 8D 9D JD QC KC AC", "W": "QH 7H QD 10C JC AD 10D KD"}
    v = view_after("S", "AD 7D 8D", hands=hands)
    assert card_hint_text(v, "7C") == "Play the 7♣: you cannot win this trick, so give away as little as you can (nothing)."
    assert card_hint_text(v, "AS") == (
        "Play the A♠: you cannot win this trick, and this is the card you will miss least later."
    )


def test_lead_the_highest_card_of_a_suit():
    # dealer E: South leads the first trick. The A♠ is the highest spade: nobody can hold a higher one.
    v = view_after("E", "")
    assert card_hint_text(v, "AS") == "Play the A♠: it is the highest spade still in play, so it should win the trick."
    # the K♠ too: the only higher spades, A♠ and 10♠, are South's own
    assert card_hint_text(v, "KS").startswith("Play the K♠: it is the highest spade still in play")
    # the J♥ (trump) is the highest trump; 6 trumps are in the other hands (8 minus South's J♥ 9♥)
    assert card_hint_text(v, "JH") == (
        "Play the J♥: it is the highest trump left and it draws out the 6 trumps still in the other hands."
    )


def test_only_card():
    # dealer W: North leads the 8♠, East follows with the Q♠; South's only spade is the A♠, so South must
    # play it.
    hands = {"S": "JH 9H AS AD 10D KD 7D 8D", "N": "10H 8H 7S 8S 9S 7C 8C 9C",
             "E": "AH KH QS JS 10S KS QD JD", "W": "QH 7H 9D 10C JC QC KC AC"}
    v = view_after("W", "8S QS", hands=hands)
    assert card_hint_text(v, "AS") == "Play the A♠: it is the only card you may play (you must follow suit in spades)."


def test_bad_card_for_a_hint():
    v = view_after("W", "10H AH")
    with pytest.raises(PositionError, match="not in South's hand"):
        card_hint_text(v, "7C")
    with pytest.raises(IllegalAction, match="may not be played"):
        card_hint_text(v, "AS")  # South must beat the A♥ with a trump
    with pytest.raises(PositionError):
        card_hint_text(v, "ZZ")


def bidding_view(hand: str, turn_up: str, legal) -> SeatView:
    rules = get_rules("classic-501")
    return SeatView(seat=Seat.S, phase="bidding", dealer=Seat.E, turn_up=Card.parse(turn_up), contract=None, taker=None,
                    hand=CardSet.parse(hand), cards_left={s: 5 for s in Seat}, calls=[], trick=[], tricks=[],
                    to_play=Seat.S, legal=list(legal), announcements=[], rules=rules)


def test_take_hint():
    # J♥ 9♥ and the turn-up 10♥: 3 hearts, the jack and nine; the A♠ is an ace outside trumps
    v = bidding_view("JH 9H AS 7C 8D", "10H", ["take", "pass"])
    assert call_hint_text(v, "take") == (
        "Take hearts: you would hold the jack and nine of trumps, 3 hearts in all with the turn-up and 1 ace besides."
    )


def test_pass_hint():
    # 7♥ and the turn-up 10♥: 2 hearts, neither the jack nor the nine; A♠ is an ace
    v = bidding_view("7H AS KC QD 8S", "10H", ["take", "pass"])
    assert call_hint_text(v, "pass") == (
        "Pass: with the turn-up you would hold only 2 hearts and neither the jack nor the nine: too weak to take hearts."
    )
    # second round: the suits other than the turn-up's. Spades would hold A♠ 8♠ (2 cards, no jack or
    # nine), clubs K♣ (1), diamonds Q♦ (1): the best is spades, and its only ace is a spade, so there is
    # no ace besides.
    v2 = bidding_view("7H AS KC QD 8S", "10H", ["S", "D", "C", "pass"])
    assert call_hint_text(v2, "pass") == (
        "Pass: no suit is strong enough; in the best, spades, you would hold only 2 spades, neither the jack nor "
        "the nine and no ace besides with the turn-up."
    )


def test_no_trumps_and_all_trumps_hints():
    v = bidding_view("AS AH AD 10D 7C", "KC", ["take", "NT", "AT", "pass"])
    # three aces; the 10♦ sits beside the A♦
    assert call_hint_text(v, "NT") == "Bid no trumps: you hold 3 aces with the turn-up, and 1 ten beside its ace."
    v = bidding_view("JS JH 9D JC 7C", "9S", ["take", "NT", "AT", "pass"])
    # J♠ J♥ 9♦ J♣ and the turn-up 9♠: 5 jacks and nines
    assert call_hint_text(v, "AT") == (
        "Bid all trumps: you would hold 5 jacks and nines, the strongest cards when every suit is trumps."
    )


def test_hint_returns_the_card_and_keeps_the_figures():
    v = view_after("W", "10H AH")
    h = hint(v, make_bot("expert", seed=1), figures="(face up: 9♥ 40, J♥ 38)")
    assert isinstance(h, Hint) and h.action in (Card.parse("9H"), Card.parse("JH"))
    assert h.text.startswith(f"Play the {h.action.symbol}: ")
    assert "expected score" in h.details and h.details.endswith("(face up: 9♥ 40, J♥ 38)")
    for jargon in ("double-dummy", "expected", "layouts", "+"):
        assert jargon not in h.text


def test_hint_needs_the_players_turn():
    rules = get_rules("classic-501")
    d = Deal.from_hands(rules, Seat.W, {Seat.parse(s): CardSet.parse(h) for s, h in HANDS.items()}, Card.parse("8H"))
    with pytest.raises(IllegalAction, match="not South's turn"):
        hint(d.view(Seat.S), make_bot("rule", seed=1))  # North speaks first
