"""The double-dummy solver against an exhaustive minimax on small endings, both backends, and the
review of a played hand."""
import random

import pytest

from belote_learn import Card, Seat, Team, get_rules
from belote_learn.bots.dd import DDSolver, HAVE_C, dd_values, review_hand
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.deck import shuffled_pack
from belote_learn.core.errors import PositionError
from belote_learn.systems.classic.game import Game
from belote_learn.rules.play import legal_mask, play_table, winner_index
from belote_learn.systems import system_of


def capot_last_trick(rules, team, taker):
    """The last trick's worth when ``team`` takes all eight, from the scoring rules: classic presets
    score a capot 252 = 152 card points + 100 (seed 000); sans-tout-atout gives the bidders all the points
    + 200 (the last trick 10 + 200 = 210) and the defenders only the deal's points (the last trick 10)."""
    if rules.family != "belote":
        return 0
    if rules.preset == "coinche":
        # coinche (rules.md): the takers' capot counts 252 (the last trick 100); the defenders taking
        # every trick is a failed contract, scored with 160, so their last trick stays 10
        return 100 if taker is None or taker.team is team else 10
    if rules.capot_scoring == "plus200":
        return 210 if taker is None or taker.team is team else 10
    return 100


def brute(rules, contract, hands, leader, trick, done, team, won_all, taker=None):
    """Plain minimax over every legal card: no pruning, no table, no merging."""
    pt = play_table(rules, contract)
    bonus = pt.ranking.last_trick_bonus
    capot = capot_last_trick(rules, team, taker)
    seat = leader
    for _ in range(len(trick)):
        seat = seat.next(rules.direction)
    if not trick and done == 8:
        return 0
    mine = seat.team is team
    results = []
    m = legal_mask(pt, hands[seat], tuple(trick))
    for c in [c for c in range(32) if m >> c & 1]:
        h2 = dict(hands)
        h2[seat] = hands[seat] & ~(1 << c)
        t2 = list(trick) + [c]
        if len(t2) == 4:
            w = leader
            for _ in range(winner_index(pt, t2)):
                w = w.next(rules.direction)
            ours = w.team is team
            pts = sum(pt.points[x] for x in t2) if ours else 0
            wa = won_all and ours
            if done + 1 == 8:
                v = pts + ((capot if wa else bonus) if ours and bonus else 0)
            else:
                v = pts + brute(rules, contract, h2, w, [], done + 1, team, wa, taker)
        else:
            v = brute(rules, contract, h2, leader, t2, done, team, won_all, taker)
        results.append(v)
    return max(results) if mine else min(results)


def endings(preset, n, tricks_left, seed, options=None):
    rules = get_rules(preset, options)
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        pack = shuffled_pack(rng=rng)
        if rules.family == "mariage":
            from belote_learn.systems.mariage.deal import MariageDeal

            d = MariageDeal.from_pack(rules, Seat(rng.randrange(4)), pack)
            while len(d.tricks) < 8 - tricks_left:
                d.apply(rng.choice([a for a in d.legal_actions() if not isinstance(a, str)]))
            team = Team.NS
        else:
            d = system_of(rules).new_deal(rules, Seat(rng.randrange(4)), pack)
            while d.phase == "bidding":
                d.apply(rng.choice(d.legal_actions()))
            if d.phase != "play":
                continue
            while len(d.tricks) < 8 - tricks_left:
                d.apply(rng.choice(d.legal_actions()))
            # count the taker's team in most endings, the defenders in every third (capot values differ)
            team = d.taker.team if len(out) % 3 else d.taker.team.other
        # sometimes stop inside the trick
        for _ in range(rng.randrange(3)):
            d.apply(rng.choice([a for a in d.legal_actions() if not isinstance(a, str)]))
        if len(d.trick) == 4 or d.is_over:
            continue
        out.append((rules, d, team))
    return out


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche"])
@pytest.mark.parametrize("backend", ["python", "c"])
def test_values_match_exhaustive_minimax(preset, backend):
    if backend == "c" and not HAVE_C:
        pytest.skip("the C core was not built")
    for rules, d, team in endings(preset, 25, 3, seed=hash(preset) & 0xFFFF):
        hands = {s: d.hands[s] for s in Seat}
        trick = [c for _, c in d.trick]
        won_all = all(t.winner.team is team for t in d.tricks)
        taker = getattr(d, "taker", None)
        solver = DDSolver(rules, d.contract, backend=backend, taker=taker)
        vals = solver.values([hands[s] for s in Seat], d.leader, team, trick, len(d.tricks), won_all)
        seat = d.current_player()
        for card, v in vals.items():
            h2 = dict(hands)
            h2[seat] &= ~(1 << card)
            t2 = trick + [int(card)]
            if len(t2) == 4:
                # the card completes the trick: compare with brute force from the next trick
                pt = play_table(rules, d.contract)
                w = d.leader
                for _ in range(winner_index(pt, t2)):
                    w = w.next(rules.direction)
                ours = w.team is team
                pts = sum(pt.points[x] for x in t2) if ours else 0
                expect = pts + brute(rules, d.contract, h2, w, [], len(d.tricks) + 1, team, won_all and ours, taker)
            else:
                expect = brute(rules, d.contract, h2, d.leader, t2, len(d.tricks), team, won_all, taker)
            assert v == expect, (preset, str(d.contract), card, v, expect)


@pytest.mark.skipif(not HAVE_C, reason="the C core was not built")
def test_c_and_python_agree_on_longer_endings():
    for rules, d, team in endings("classic-1000", 8, 5, seed=11):
        args = ([d.hands[s] for s in Seat], d.leader, team, [c for _, c in d.trick], len(d.tricks),
                all(t.winner.team is team for t in d.tricks))
        assert DDSolver(rules, d.contract, backend="c").values(*args) == DDSolver(rules, d.contract, backend="python").values(*args)


@pytest.mark.skipif(not HAVE_C, reason="the C core was not built")
def test_c_and_python_agree_on_coinche_endings():
    # with the overtrump_partner option a hand of nothing but trumps is free (coinche's reading): the C
    # core mirrors it
    for opts in ({}, {"overtrump_partner": True}):
        for rules, d, team in endings("coinche", 8, 5, seed=12, options=opts):
            args = ([d.hands[s] for s in Seat], d.leader, team, [c for _, c in d.trick], len(d.tricks),
                    all(t.winner.team is team for t in d.tricks))
            c = DDSolver(rules, d.contract, backend="c", taker=d.taker).values(*args)
            assert c == DDSolver(rules, d.contract, backend="python", taker=d.taker).values(*args)


def test_coinche_capot_values():
    # North holds every trump: North-South take all eight tricks (hands as in test_capot_bonus_counts_100)
    from belote_learn import CardSet

    hands = {
        Seat.N: "JH 9H AH 10H KH QH 8H 7H",
        Seat.S: "AS AD AC 10S 10D 10C KS KD",
        Seat.E: "QS JS 9S 8S QD JD 9D 8D",
        Seat.W: "7S 7D KC QC JC 9C 8C 7C",
    }
    masks = [CardSet.parse(hands[s]).mask for s in Seat]
    rules = get_rules("coinche")
    for backend in ("python",) + (("c",) if HAVE_C else ()):
        # North took: a capot by the takers counts 152 + 100 = 252
        assert DDSolver(rules, "H", taker=Seat.N, backend=backend).solve(masks, Seat.N, Team.NS) == 252
        # East took: North-South, defending, take every trick, a failed contract: 152 + 10 = 162
        assert DDSolver(rules, "H", taker=Seat.E, backend=backend).solve(masks, Seat.N, Team.NS) == 162


def test_capot_bonus_counts_100():
    # North holds every trump and every ace: with hearts trumps, North-South take all eight tricks
    rules = get_rules("classic-501")
    hands = {
        Seat.N: "JH 9H AH 10H KH QH 8H 7H",
        Seat.S: "AS AD AC 10S 10D 10C KS KD",
        Seat.E: "QS JS 9S 8S QD JD 9D 8D",
        Seat.W: "7S 7D KC QC JC 9C 8C 7C",
    }
    from belote_learn import CardSet

    masks = [CardSet.parse(hands[s]).mask for s in Seat]
    v = DDSolver(rules, "H").solve(masks, Seat.N, Team.NS)
    # all 152 card points + 100 for the last trick at a capot = 252
    assert v == 252
    # classic-1000 too, and whoever took: a capot by the defenders is 252 as well (seed 001)
    assert DDSolver(get_rules("classic-1000"), "H", taker=Seat.E).solve(masks, Seat.N, Team.NS) == 252
    sta = get_rules("sans-tout-atout")
    # sans-tout-atout, North took: the bidders' capot is all the points + 200 = 152 + 10 + 200 = 362
    assert DDSolver(sta, "H", taker=Seat.N).solve(masks, Seat.N, Team.NS) == 362
    # East took: North-South defend, and taking every trick is only a failed contract = 152 + 10 = 162
    assert DDSolver(sta, "H", taker=Seat.E).solve(masks, Seat.N, Team.NS) == 162
    for backend in ("python",) + (("c",) if HAVE_C else ()):
        assert DDSolver(sta, "H", taker=Seat.N, backend=backend).solve(masks, Seat.N, Team.NS) == 362


def test_one_solver_counts_both_teams_right():
    # the table of positions is kept per counted team: asking for East-West after North-South on the
    # same solver gives what a fresh solver gives
    rules = get_rules("classic-501")
    for rules_, d, team in endings("classic-501", 6, 4, seed=5):
        args = ([d.hands[s] for s in Seat], d.leader)
        rest = ([c for _, c in d.trick], len(d.tricks))
        shared = DDSolver(rules, d.contract)
        a = shared.values(*args, Team.NS, *rest, False)
        b = shared.values(*args, Team.EW, *rest, False)
        assert a == DDSolver(rules, d.contract).values(*args, Team.NS, *rest, False)
        assert b == DDSolver(rules, d.contract).values(*args, Team.EW, *rest, False)


def test_dd_values_and_review_on_a_deal():
    rules = get_rules("classic-501")
    d = Deal.from_pack(rules, Seat.N, shuffled_pack(seed=4))
    d.apply("take")
    vals = dd_values(d)
    assert set(vals) == set(d.legal_actions()) and all(0 <= v <= 252 for v in vals.values())
    start = dict(d.start_hands)
    leader = d.leader
    rng = random.Random(1)
    plays = []
    while d.phase == "play":
        c = rng.choice(d.legal_actions())
        plays.append(c)
        d.apply(c)
    review = review_hand(rules, d.contract, start, leader, plays[:12])
    assert len(review) == 12
    for r in review:
        assert r.lost >= 0 and r.values[r.best] == max(r.values.values()) and r.card in r.values
    with pytest.raises(ValueError):
        dd_values(Deal.from_pack(rules, Seat.N, shuffled_pack(seed=4)))  # still bidding
    assert isinstance(Card(plays[0]), Card)


def test_review_hand_checks_every_play():
    from belote_learn.bots import review_hand

    g = Game("classic-501", seed=11, dealer="W")
    for call in ("pass", "pass", "take"):
        g.apply(call)
    d = g.deal
    args = (d.rules, d.contract, d.start_hands, d.leader)
    with pytest.raises(PositionError, match=r"East does not hold A♥"):
        review_hand(*args, ["AH", "AH"])  # the same card twice: East (second to play) never held it
    with pytest.raises(PositionError) as exc:
        review_hand(*args, ["7S"])  # West's card, but North leads
    assert exc.value.field == "plays[0]"
    with pytest.raises(PositionError, match="start_hands"):
        review_hand(d.rules, d.contract, {}, d.leader, ["AH"])
    with pytest.raises(PositionError, match="taker"):
        review_hand(*args, ["AH"], taker="Q")


def test_dd_values_bad_deal():
    from belote_learn.bots import dd_values
    from belote_learn.core.errors import IllegalAction

    with pytest.raises(PositionError, match="expected a Deal"):
        dd_values(None)
    with pytest.raises(IllegalAction, match="only during the play"):
        dd_values(Game("classic-501", seed=3).deal)
