"""What a finished deal gives: its first leader and the cards played in order (what review_hand needs),
start hands that print as cards, a review whose numbers say their unit, and a breakdown DataFrame of whole
points."""
import random

import pytest

from belote_learn import CardSet, Seat, Team
from belote_learn.bots import review_hand
from belote_learn.systems.classic.game import Game
from belote_learn.systems.mariage.game import MariageGame


def finished_deal(game):
    """Play the game's current deal to its end with the first legal action each time."""
    d = game.deal
    first_card_leader = None
    while not d.is_over:
        if d.phase == "play" and first_card_leader is None:
            first_card_leader = d.current_player()
        legal = game.legal_actions()
        cards = [a for a in legal if not isinstance(a, str)]
        game.apply(legal[0] if game.deal.phase == "bidding" or not cards else cards[0])
    return d, first_card_leader


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "sans-tout-atout"])
def test_a_finished_belote_deal_exposes_its_first_leader_and_plays(preset):
    g = Game(preset, seed=11, dealer="W")
    while g.phase == "bidding":  # take at the first chance, so that the hand is played
        g.apply("take" if "take" in g.legal_actions() else g.legal_actions()[-1])
    d, leader = finished_deal(g)
    assert d.phase == "done"
    # the first leader is who played the first card, not who leads now (the last trick's winner)
    assert d.first_leader == leader == d.tricks[0].leader
    assert d.plays == [c for t in d.tricks for _, c in t.cards] and len(d.plays) == 32  # 8 tricks x 4 cards
    reviews = review_hand(d.rules, d.contract, d.start_hands, d.first_leader, d.plays, taker=d.taker)
    assert len(reviews) == 32 and [r.card for r in reviews] == d.plays


def test_during_the_play_plays_include_the_trick_on_the_table():
    g = Game("classic-501", seed=11, dealer="W")
    for call in ("pass", "pass", "take"):
        g.apply(call)
    g.apply("AH")
    g.apply("7H")
    d = g.deal
    assert [str(c) for c in d.plays] == ["AH", "7H"] and d.first_leader == Seat.N


def test_a_finished_mariage_deal_exposes_its_first_leader_and_plays():
    g = MariageGame(seed=5)
    d = g.deal
    leader = d.current_player()
    rng = random.Random(1)
    while not d.is_over:
        cards = [a for a in g.legal_actions() if not isinstance(a, str)]
        g.apply(rng.choice(cards))  # cards only: no claim, so the 32 cards are played
    assert d.first_leader == leader and len(d.plays) == 32
    reviews = review_hand(d.rules, d.contract, d.start_hands, d.first_leader, d.plays, seats=[Seat.S])
    assert len(reviews) == 8  # South's eight cards


@pytest.mark.parametrize("make", [lambda: Game("classic-501", seed=3), lambda: MariageGame(seed=3)])
def test_start_hands_print_as_cards(make):
    g = make()
    while not g.deal.start_hands:
        g.apply(g.legal_actions()[-1])
    hands = g.deal.start_hands
    assert all(isinstance(h, CardSet) and len(h) == 8 for h in hands.values())
    south = str(hands[Seat.S])
    assert south == " ".join(str(c) for c in hands[Seat.S])  # e.g. "JS AS 8H ...", not a number
    assert not south.isdigit() and "CardSet.parse(" in repr(hands)


def test_review_numbers_say_their_unit():
    g = Game("classic-501", seed=11, dealer="W")
    for call in ("pass", "pass", "take"):
        g.apply(call)
    d, _ = finished_deal(g)
    r = review_hand(d.rules, d.contract, d.start_hands, d.first_leader, d.plays, taker=d.taker)[0]
    assert "points North-South take from here on with best play" in r.text  # North led: North-South's points
    worse = next(x for x in review_hand(d.rules, d.contract, d.start_hands, d.first_leader, d.plays) if x.lost)
    assert f"was {worse.lost} points better" in worse.text


def test_breakdown_dataframe_holds_whole_points():
    pytest.importorskip("pandas")
    g = Game("classic-501", seed=11, dealer="W")
    for call in ("pass", "pass", "take"):
        g.apply(call)
    d, _ = finished_deal(g)
    df = d.score.to_dataframe()
    assert str(df["NS"].dtype) == "int64" and str(df["EW"].dtype) == "int64"
    assert not df[["NS", "EW"]].isna().any().any()
    text_rows = d.score.lines()
    # a blank cell of the text breakdown (None: nothing for that team on that line) is 0 in the frame
    for (_, row), line in zip(df.iterrows(), text_rows):
        assert row["NS"] == (line.ns or 0) and row["EW"] == (line.ew or 0)
    assert any(line.ns is None or line.ew is None for line in text_rows)  # the case the frame fills
    # the last line is the hand's score: the points each team scores
    assert list(df.iloc[-1][["NS", "EW"]]) == [d.score.score[Team.NS], d.score.score[Team.EW]]
