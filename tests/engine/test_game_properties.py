"""Property tests over thousands of random deals and games: 162 (130, 258) points, 8 tricks, every
card played once, every play legal by an independent reading of the rules, the fast simulation and
the checked game state agree, replay and JSON round trips are exact."""
import random

import pytest

from belote_learn import Card, Seat, Team, get_rules
from belote_learn.systems.classic.deal import Deal
from belote_learn.systems.classic.game import Game
from belote_learn.simulate import random_deal
from belote_learn.systems import system_of

from tests.reference import is_legal

PRESETS = [
    get_rules("classic-501"),
    get_rules("classic-501", {"declarations": True}),
    get_rules("classic-1000"),
    get_rules("classic-1000", {"litige": True, "rounding": True}),
    get_rules("sans-tout-atout"),
    get_rules("coinche"),
    get_rules("coinche", {"litige": True, "rounding": False, "overtrump_partner": True}),
]


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: f"{r.preset}{dict(r.options)}")
def test_thousand_random_deals(rules):
    rng = random.Random(hash(repr(rules)) & 0xFFFF)
    held = 0
    for i in range(1000):
        sim = random_deal(rules, rng, Seat(i % 4), held)
        deal = system_of(rules).new_deal(rules, Seat(i % 4), [Card(c) for c in sim.pack], held)
        for a in sim.actions:
            if deal.phase == "play":
                seat = deal.current_player()
                hand = [str(c) for c in deal.hand(seat)]
                trick = [str(c) for _, c in deal.trick]
                r = rules
                assert is_legal(str(Card(a)), hand, trick, str(deal.contract), r.family,
                                r.overtrump_partner, r.must_undertrump, r.marriage_exception, r.only_trumps_free)
                deal.apply(Card(a))
            else:
                deal.apply(a)
        if sim.score is None:
            assert deal.phase == "thrown-in"
            continue
        assert deal.phase == "done"
        total = rules.ranking(deal.contract).total
        assert sum(t.points for t in deal.tricks) + 10 == total  # 162, 130 or 258
        assert len(deal.tricks) == 8
        played = [c for t in deal.tricks for _, c in t.cards]
        assert sorted(played) == list(Card)  # every card once
        s, f = deal.score, sim.score
        assert (s.result, s.score, s.held_over, s.totals) == (f.result, f.score, f.held_over, f.totals)
        held = s.held_over


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "sans-tout-atout"])
def test_whole_games_replay_and_json(preset):
    rng = random.Random(7)
    for k in range(25):
        g = Game(preset, seed=rng.randrange(1 << 30), options={"target": 301})
        while not g.over:
            g.apply(rng.choice(g.legal_actions()))
        text = g.to_json()
        g2 = Game.from_json(text)
        assert g2.to_json() == text
        assert (g2.totals, g2.winner, g2.draw, len(g2.deals)) == (g.totals, g.winner, g.draw, len(g.deals))
        sheet_totals = {Team.NS: 0, Team.EW: 0}
        for d in g.deals:
            if d.score is not None:
                for t in sheet_totals:
                    sheet_totals[t] += d.score.score[t]
        assert sheet_totals == g.totals


def test_sans_tout_atout_totals_per_contract_kind():
    # thousands of random sans-tout-atout deals: the tricks always hold 152 / 120 / 248 card points,
    # i.e. 162 / 130 / 258 with the last trick, and every contract kind comes up often
    rules = get_rules("sans-tout-atout")
    rng = random.Random(2002)
    seen = {"suit": 0, "NT": 0, "AT": 0}
    expected = {"suit": 162, "NT": 130, "AT": 258}
    for i in range(3000):
        sim = random_deal(rules, rng, Seat(i % 4))
        s = sim.score
        kind = s.contract.kind
        seen[kind] += 1
        assert s.card_points[Team.NS] + s.card_points[Team.EW] + 10 == expected[kind]
    assert min(seen.values()) >= 40, seen  # random overbidding favours all trumps: about 48 suit, 181 NT, 2771 AT
