"""What the bots believe (belote_learn.bots.beliefs): each decision with its reason and its reading of the
hidden hands (voids, trumps still out, chances of the honours), worked out by hand for a position, and
proved to come from the deciding seat's view only: the same view over other hidden hands gives the same
decision and the same beliefs."""
from __future__ import annotations

import itertools
import random

import pytest

from belote_learn import Card, CardSet, Seat, get_rules
from belote_learn.bots import make_bot
from belote_learn.bots.beliefs import Beliefs, Decision, _count, beliefs_of, hidden_layouts
from belote_learn.bots.knowledge import infer, sample_hands
from belote_learn.core.cards import Suit
from belote_learn.systems.classic.deal import Deal
from belote_learn.systems.coinche.deal import CoincheDeal
from belote_learn.core.deck import shuffled_pack

# classic-501 plays clockwise: N, E, S, W. North takes the 8♥ turn-up: hearts are trumps.
HANDS = {
    "S": "JH 9H AS 10S KS AD 10D KD",
    "N": "10H 8H 7S 8S 9S 7C 8C 9C",
    "E": "AH KH QS JS 7D 8D 9D JD",
    "W": "QH 7H QD 10C JC QC KC AC",
}
# the same three hidden hands for South, shuffled among North, East and West in ways that fit what South
# sees after "QD 10H 7D" (West led the Q♦ and holds it, North trumped with the 10♥ and holds the 8♥ turn-up
# and no diamond, East followed with the 7♦)
OTHER_HANDS = {
    "S": "JH 9H AS 10S KS AD 10D KD",
    "N": "10H 8H QS 8S 9S 7C 8C AC",   # N: 7♠ and 9♣ given to E and W, for the Q♠ and the A♣
    "E": "AH KH 7S JS 7D 10C JC JD",   # E: 8♦ 9♦ to W, for 10♣ J♣
    "W": "QH 7H QD 8D 9D QC KC 9C",
}


def deal_of(hands, dealer="S", plays="", preset="classic-501"):
    rules = get_rules(preset)
    d = Deal.from_hands(rules, Seat.parse(dealer), {Seat.parse(s): CardSet.parse(h) for s, h in hands.items()},
                        Card.parse("8H"))
    while d.phase == "bidding":
        d.apply("take" if d.current_player() == Seat.N else "pass")
    for c in plays.split():
        d.apply(Card.parse(c))
    return d


def south_after_trumped_diamond(hands=HANDS):
    # dealer S: West leads the Q♦, North (no diamond, partner not winning) must trump: the 10♥; East
    # follows with the 7♦. South is to play.
    d = deal_of(hands, "S", "QD 10H 7D")
    assert d.current_player() == Seat.S
    return d.view(Seat.S)


def test_a_seat_that_trumped_a_led_suit_is_void_in_it():
    b = beliefs_of(south_after_trumped_diamond())
    assert b.of(Seat.N).voids == (Suit.DIAMONDS,)
    # West and East may still hold the 8♦ 9♦ J♦ (the diamonds South has not seen)
    assert b.of(Seat.W).voids == () and b.of(Seat.E).voids == ()
    assert b.chance(Seat.N, "JD") == 0.0


def test_trumps_still_out_after_one_trump_played():
    # hearts: South holds J♥ 9♥, North played the 10♥: 8 - 2 - 1 = 5 out, strongest first in trumps
    # (J 9 A 10 K Q 8 7): A♥ K♥ Q♥ 8♥ 7♥
    b = beliefs_of(south_after_trumped_diamond())
    assert b.trump == Suit.HEARTS
    assert [str(c) for c in b.trumps_out] == ["AH", "KH", "QH", "8H", "7H"]


def test_chances_counted_by_hand():
    # South sees 8 + 3 cards: 21 hidden, 7 in each other hand. North must hold the 8♥ turn-up (the taker
    # picked it up and has not played it) and no diamond. So North's other 6 cards are 6 of the 17 hidden
    # cards that are neither the 8♥ nor a diamond (8♦ 9♦ J♦), every choice alike: any one of those 17 is
    # North's with chance 6/17. The 14 cards left (3 diamonds, 11 others) split 7-7 between West and East,
    # who are alike to South: each diamond is West's or East's with chance 1/2, and each of the 17 is
    # West's with chance (1 - 6/17) / 2 = 11/34.
    b = beliefs_of(south_after_trumped_diamond())
    assert b.chance(Seat.N, "8H") == 1.0
    assert b.chance(Seat.N, "AC") == pytest.approx(6 / 17)
    assert b.chance(Seat.W, "AC") == pytest.approx(11 / 34)
    assert b.chance(Seat.E, "JD") == pytest.approx(1 / 2)
    # the trumps on average: North 1 (the 8♥) + 4 other trumps out (A♥ K♥ Q♥ 7♥) x 6/17 = 41/17;
    # West 4 x 11/34 = 22/17
    assert b.of(Seat.N).trumps == pytest.approx(41 / 17)
    assert b.of(Seat.W).trumps == pytest.approx(22 / 17)
    # the honours shown: the jack and nine of trumps are South's, so the aces out: A♥ (of trumps) first, A♣
    assert [str(c) for c, _ in b.of(Seat.N).honours] == ["AH", "AC"]
    # every card out is held by someone: the chances of each sum to 1
    for c in CardSet.parse("AH AC JD 8H 7S"):
        assert sum(b.chance(s, c) for s in (Seat.N, Seat.E, Seat.W)) == pytest.approx(1.0)


def test_the_count_agrees_with_every_layout_listed():
    # late in a deal: list every layout of the hidden cards that fits the exclusions and the counts, and
    # count each card's holders; the exact count must give the same chances
    rng = random.Random(3)
    rules = get_rules("classic-501")
    checked = 0
    for seed in range(40):
        d = Deal.from_pack(rules, Seat(seed % 4), shuffled_pack(rng=random.Random(seed)))
        bot = make_bot("rule", seed=seed)
        while not d.is_over and (d.phase == "bidding" or len(d.tricks) < 5):
            d.apply(bot.choose(d.view(d.current_player())))
        if d.is_over:
            continue
        view = d.view(d.current_player())
        holders, needs, allowed = hidden_layouts(view)
        cards = list(allowed)
        counts = {(h, c): 0 for h in range(len(holders)) for c in cards}
        total = 0
        for owners in itertools.product(*(allowed[c] for c in cards)):
            if all(owners.count(h) == needs[h] for h in range(len(holders))):
                total += 1
                for h, c in zip(owners, cards):
                    counts[h, c] += 1
        b = beliefs_of(view)
        assert total > 0
        for (h, c), n in counts.items():
            assert b.chance(holders[h], c) == pytest.approx(n / total)
        checked += 1
    assert checked >= 20


def test_count_of_layouts_small_cases():
    # 3 cards, each may go to either of 2 holders, 2 and 1 cards: C(3, 2) = 3 layouts
    assert _count([(3, (0, 1))], (2, 1)) == 3
    # one card only for holder 0, two for either: holder 0 takes the forced card and one of the two: 2
    assert _count([(1, (0,)), (2, (0, 1))], (2, 1)) == 2
    # no room: 0
    assert _count([(2, (0,))], (1, 1)) == 0


def test_the_same_view_over_other_hidden_hands_gives_the_same_decision():
    a, b = south_after_trumped_diamond(HANDS), south_after_trumped_diamond(OTHER_HANDS)
    assert a == b  # the two deals look the same from South
    assert beliefs_of(a) == beliefs_of(b)
    for level in ("random", "rule", "expert"):
        da = make_bot(level, seed=11).decide(a)
        db = make_bot(level, seed=11).decide(b)
        assert isinstance(da, Decision) and isinstance(da.beliefs, Beliefs)
        assert da == db, level


def _start_hands(d):
    """Each seat's eight cards at the start of play: its hand now and the cards it has played."""
    hands = {s: d.hands[s] for s in Seat}
    for t in d.tricks:
        for s, c in t.cards:
            hands[s] |= 1 << c
    for s, c in d.trick:
        hands[s] |= 1 << c
    return {s: CardSet(m) for s, m in hands.items()}


def _replayed(d, seat, layout, preset):
    """``d`` dealt again with ``seat``'s hand and the hidden hands of ``layout`` (seat -> mask now held),
    its calls and cards replayed; None when a replayed card is not legal with those hands."""
    rules = get_rules(preset)
    start = _start_hands(d)
    now = {s: layout.get(s, d.hands[s]) for s in Seat}
    hands = {}
    for s in Seat:
        played = start[s].mask & ~d.hands[s]
        hands[s] = CardSet(now[s] | played)
    if preset == "coinche":
        new = CoincheDeal.from_hands(rules, d.dealer, hands)
    else:
        new = Deal.from_hands(rules, d.dealer, hands, d.turn_up)
    try:
        for _, call in d.auction.calls:
            new.apply(call)
        for t in d.tricks:
            for _, c in t.cards:
                new.apply(c)
        for _, c in d.trick:
            new.apply(c)
    except Exception:
        return None
    return new


@pytest.mark.parametrize("preset", ["classic-501", "coinche", "sans-tout-atout"])
def test_beliefs_never_use_hidden_cards(preset):
    # random deals: at decisions of the play, the hidden cards are dealt again in other ways that fit the
    # deciding seat's view (a deal replayed with them, the same calls and cards, must give that seat the
    # very same view); the decision of the rule-based bot and its beliefs must then be the same
    rules = get_rules(preset)
    compared = 0
    for seed in range(12):
        rng = random.Random(seed)
        cls = CoincheDeal if preset == "coinche" else Deal
        d = cls.from_pack(rules, Seat(seed % 4), shuffled_pack(rng=rng))
        bot = make_bot("rule", seed=seed)
        while not d.is_over:
            seat = d.current_player()
            view = d.view(seat)
            if d.phase == "play" and rng.random() < 0.25:
                know = infer(view)
                for _ in range(3):
                    layout = sample_hands(know, rng)
                    if layout is None:
                        continue
                    other = _replayed(d, seat, layout, preset)
                    if other is None or other.view(seat) != view:
                        continue
                    mine = make_bot("rule", seed=99).decide(view)
                    theirs = make_bot("rule", seed=99).decide(other.view(seat))
                    assert mine == theirs
                    assert mine.to_dict("fr") == theirs.to_dict("fr")
                    compared += 1
            d.apply(bot.choose(view))
    assert compared >= 20


def test_bidding_beliefs_read_only_the_five_cards_and_the_turn_up():
    # classic auction: South sees its five cards and the turn-up; 32 - 5 - 1 = 26 cards hidden, 15 in
    # the other three hands (5 each) and 11 not dealt yet. Two packs with the same five cards for South
    # and the same turn-up give the same beliefs; any hidden card is a given player's with chance 5/26.
    rules = get_rules("classic-501")
    pack = shuffled_pack(rng=random.Random(5))
    d1 = Deal.from_pack(rules, Seat.W, pack)  # W deals: N gets cards 0-2 and 12-13, E 3-5 and 14-15, S 6-8, 16-17
    south = [pack[i] for i in (6, 7, 8, 16, 17)]
    hidden = [i for i in range(32) if i not in (6, 7, 8, 16, 17, 20)]
    other = list(pack)
    order = hidden[:]
    random.Random(1).shuffle(order)
    for i, j in zip(hidden, order):
        other[i] = pack[j]
    d2 = Deal.from_pack(rules, Seat.W, other)
    v1, v2 = d1.view(Seat.S), d2.view(Seat.S)
    assert set(v1.hand) == set(south) and v1 == v2
    b = beliefs_of(v1)
    assert b == beliefs_of(v2)
    assert b.undealt == 11 and b.trumps_out is None
    card = next(c for c in Card if c not in v1.hand and c != v1.turn_up)
    assert b.chance(Seat.N, card) == pytest.approx(5 / 26)
    assert b.chance(Seat.N, v1.turn_up) == 0.0  # on the table, nobody's
    assert make_bot("rule", seed=2).decide(v1) == make_bot("rule", seed=2).decide(v2)


def test_a_belote_announced_places_the_other_card():
    # hearts trumps; East holds the K♥ and Q♥ and announces belote with the K♥ (the other card, the Q♥,
    # is then East's for sure); then South sees it
    hands = {
        "S": "JH 9H AS 10S KS AD 10D KD",
        "N": "10H 8H 7S 8S 9S 7C 8C 9C",
        "E": "AH KH QH QS JS 7D 8D 9D",
        "W": "JD 7H QD 10C JC QC KC AC",
    }
    d = deal_of(hands, "W", "8H")  # dealer W: North leads the 8♥ (trump); East must beat it
    d.apply(Card.parse("KH"))  # the K♥ beats the 8♥
    view = d.view(Seat.S)
    assert (Seat.E, "belote") in view.info["belote_announced"]
    b = beliefs_of(view)
    assert b.chance(Seat.E, "QH") == 1.0 and b.chance(Seat.W, "QH") == 0.0


def test_decision_words_and_data():
    view = south_after_trumped_diamond()
    bot = make_bot("rule", seed=1)
    card = bot.choose(view)
    dec = bot.explain_last()
    assert dec.action == card and dec.seat == Seat.S
    assert dec == make_bot("rule", seed=1).decide(view)
    en, fr = dec.text("en"), dec.text("fr")
    assert en.startswith("South plays the ") and "Its reading of the hidden hands: 5 trumps left in the other hands: A♥ K♥ Q♥ 8♥ 7♥." in en
    assert "North (7 cards): void in ♦; trumps: 2.4 on average; chances of holding A♥ 100%" not in en  # A♥ is not certain
    assert "North (7 cards): void in ♦; trumps: 2.4 on average; chances of holding A♥ 35%, A♣ 35%." in en
    assert fr.startswith("Sud joue ") and "Nord (7 cartes)\u00a0: n'a plus de ♦\u00a0; atouts\u00a0: 2,4 en moyenne" in fr
    data = dec.to_dict("en")
    assert data["action"] == str(card) and data["reason"] == dec.reason_text("en")
    north = next(o for o in data["beliefs"]["others"] if o["seat"] == "N")
    assert north["voids"] == ["D"] and north["honours"] == {"AH": round(6 / 17, 4), "AC": round(6 / 17, 4)}
    with pytest.raises(ValueError):
        dec.text("de")


def test_calls_come_with_beliefs_too():
    rules = get_rules("coinche")
    d = CoincheDeal.from_pack(rules, Seat.W, shuffled_pack(rng=random.Random(2)))
    view = d.view(d.current_player())
    dec = make_bot("rule", seed=0).decide(view)
    assert dec.action in view.legal and isinstance(dec.action, str)
    # coinche: everything dealt, 24 hidden cards, 8 in each other hand: each is a given player's with chance 1/3
    assert dec.beliefs.undealt == 0
    assert all(p == pytest.approx(1 / 3) for o in dec.beliefs.others for _, p in o.honours)
    assert dec.text("en").startswith(f"{['North', 'East', 'South', 'West'][view.seat]}: ")


def test_explain_last_before_any_decision():
    assert make_bot("rule", seed=0).explain_last() is None


def test_a_take_is_said_with_the_turn_up_suit():
    # dealer E: South speaks first, holding J♥ 9♥ A♠ 7♣ 8♦ with the 10♥ turned up. The rule-based bot
    # counts the trumps it would hold, J♥ 30 + 9♥ 22 + 10♥ 10 = 62, at least 44 with the jack or nine:
    # it takes, said "South: Take hearts."
    from belote_learn.bots.bidsim import pack_for

    rules = get_rules("classic-501")
    hand = [Card.parse(c) for c in ("JH", "9H", "AS", "7C", "8D")]
    pack = pack_for(rules, Seat.E, Seat.S, hand, Card.parse("10H"), random.Random(0))
    view = Deal.from_pack(rules, Seat.E, pack).view(Seat.S)
    assert set(view.hand) == set(hand) and "take" in view.legal
    dec = make_bot("rule", seed=0).decide(view)
    assert dec.action == "take" and dec.turn_up == Card.parse("10H")
    assert dec.text("en").startswith("South: Take hearts. ")
    assert dec.text("fr").startswith("Sud\u00a0: Prendre à cœur. ")
