"""Mariage (seed 004): team draw, deal, marriages in hand and on the table, rounding, claims, coches,
the partie, replay and the referee. Values worked by hand in the comments."""
import json
import random

import pytest

from belote_learn import Card, IllegalAction, Seat, Team, get_rules
from belote_learn.cli import main
from belote_learn.rules.datafiles import data_path
from belote_learn.core.errors import NotationError, PositionError, RulesError
from belote_learn.systems.mariage.deal import MariageDeal
from belote_learn.systems.mariage.game import MariageGame
from belote_learn.systems.mariage.referee import check_mariage_record
from belote_learn.systems.mariage.teams import draw_teams
from belote_learn.systems.mariage.scoring import marriage_value, round_tens


RULES = get_rules("mariage")  # anticlockwise: N W S E


def test_rounding_examples_of_the_seed():
    # 53 / 67 give 5 / 7 (12 in all); "sur le point" 55 / 65 give 6 / 7 (13 in all)
    assert (round_tens(53), round_tens(67)) == (5, 7)
    assert (round_tens(55), round_tens(65)) == (6, 7)
    assert (round_tens(0), round_tens(4), round_tens(-15), round_tens(-16)) == (0, 0, -1, -2)


def test_marriage_values():
    # K+Q 20, K+Q+J 30, in trumps 40 and 60
    assert [marriage_value(j, t) for j in (False, True) for t in (False, True)] == [20, 40, 30, 60]


def test_team_draw_first_two_kings_are_partners():
    draw = draw_teams(["Ann", "Bob", "Cyd", "Dan"], seed=3)
    kings = []
    for player, card in draw.steps:
        if card.rank.name == "KING" and player not in kings:
            kings.append(player)
    assert len(kings) == 2 and draw.steps[-1][0] == kings[1]  # the draw stops at the second king
    assert {draw.seats[kings[0]], draw.seats[kings[1]]} == {Seat.N, Seat.S}
    assert "partners" in draw.text()
    with pytest.raises(ValueError):
        draw_teams(["A", "A", "B", "C"])


def test_deal_one_three_four_and_trumps_from_the_last_card():
    pack = list(Card)  # 7S 8S 9S ... in card order
    d = MariageDeal.from_pack(RULES, Seat.N, pack)
    # anticlockwise from N's next: W, S, E, N. 1 each: W 7S, S 8S, E 9S, N 10S; 3 each: W JS QS KS,
    # S AS 7H 8H, E 9H 10H JH, N QH KH AH; 4 each: W 7D-10D, S JD-AD, E 7C-10C, N JC QC KC AC
    assert str(d.hand(Seat.W)) == "7S JS QS KS 7D 8D 9D 10D"
    assert str(d.hand(Seat.N)) == "10S QH KH AH JC QC KC AC"
    assert d.trump_card is Card.ACE_OF_CLUBS and d.trump.letter == "C"  # the dealer's last card
    assert d.current_player() is Seat.W


def fixed_deal():
    # N holds K+Q of hearts (plain) and K+Q+J of clubs (trumps: the turn-up 7C is N's as dealer)
    hands = {
        "N": "KH QH KC QC JC 7C 8S 9S",
        "W": "AS 10S KS QS JS 7S 7H 8H",
        "S": "AH 10H JH 9H AD 10D KD QD",
        "E": "JD 9D 8D 7D AC 10C 9C 8C",
    }
    return MariageDeal.from_hands(RULES, Seat.N, {Seat.parse(s): h.split() for s, h in hands.items()}, Card.SEVEN_OF_CLUBS)


def test_marriage_only_after_the_team_won_a_trick():
    d = fixed_deal()
    # W leads; N's team has not won a trick: no announcement yet
    d.apply("AS")  # W
    d.apply("AH")  # S: void in spades? no: S holds no spade, discards AH
    d.apply("AC")  # E: no spade, trumps with the ace of clubs
    assert d.current_player() is Seat.N
    assert "marriage H" not in d.legal_actions()
    with pytest.raises(IllegalAction, match="only once North-South have won a trick"):
        d.apply("marriage H")
    assert not d.marriages  # refusal changed nothing


def test_marriage_scores_and_breaks():
    d = fixed_deal()
    d.apply("7S")  # W leads a small spade
    d.apply("AH")  # S discards
    d.apply("8C")  # E trumps
    d.apply("8S")  # N follows; E wins: EW won a trick, NS not yet
    # E leads
    assert d.current_player() is Seat.E
    d.apply("7D")  # E leads 7D
    d.apply("9S")  # N has no diamonds and discards (trumping is never compulsory)
    d.apply("JS")  # W: no diamonds, discards
    d.apply("AD")  # S wins with the ace of diamonds: NS have won a trick
    assert d.current_player() is Seat.S
    d.apply("10D")  # S leads 10D
    # E follows, N to play next: now N may announce the clubs (trumps) K+Q+J: 60
    d.apply("8D")  # E
    assert "marriage C" in d.legal_actions() and "marriage H" in d.legal_actions()
    d.apply("marriage C")
    assert d.marriages[-1].value == 60 and d.marriages[-1].team is Team.NS
    with pytest.raises(IllegalAction, match="already announced"):
        d.apply("marriage C")
    d.apply("KH")  # N discards the king of hearts: the hearts marriage is broken
    assert [s.letter for s in d.announceable(Seat.N)] == []
    with pytest.raises(IllegalAction):
        d.apply("marriage H")  # W to play; W holds no such marriage


def test_marriage_on_the_table_plus_and_minus():
    rules = RULES
    hands = {
        Seat.W: "KS 7H 8H 9H 10H 7D 8D 9D".split(),
        Seat.S: "QS AH JH QH KH 10D JD QD".split(),
        Seat.E: "AS KD AD 7C 8C 9C 10C JC".split(),
        Seat.N: "7S 8S 9S 10S JS QC KC AC".split(),
    }
    d = MariageDeal.from_hands(rules, Seat.N, hands, Card.ACE_OF_CLUBS)  # clubs trumps
    d.apply("KS")  # W
    d.apply("QS")  # S
    d.apply("AS")  # E wins; K and Q of spades fell together: +20 EW, -20 NS
    d.apply("7S")  # N
    m = d.marriages[-1]
    assert m.on_table and m.value == 20 and m.team is Team.EW
    # table points so far: EW cards 4 + 3 + 11 + 0 = 18, + 20 = 38; NS 0 - 20 = -20
    assert (d.table_points(Team.EW), d.table_points(Team.NS)) == (38, -20)


def test_claim_out_succeeds_and_fails():
    d = fixed_deal()
    d.manche = {Team.NS: 28, Team.EW: 10}
    d.apply("7S")
    d.apply("AH")
    d.apply("8C")
    d.apply("8S")  # E wins with 8C: 0 + 11 + 0 + 0 = 11 points for EW
    assert d.current_player() is Seat.E and "out" in d.legal_actions()
    # EW: 10 + round(11) = 10 + 1 = 11 < 31: the claim fails; the coches go to the claimers:
    # NS have 28 + 0 = 28 >= 15, so the claim was worth 1 coche
    d.apply("out")
    r = d.result
    assert r.claim == ("out", Team.EW, False) and r.coches == {Team.NS: 0, Team.EW: 1} and r.manche_winner is Team.NS


def test_partie_replay_json_and_120_points():
    rng = random.Random(4)
    for seed in range(30):
        g = MariageGame(seed=seed)
        while not g.over:
            acts = g.legal_actions()
            words = [a for a in acts if isinstance(a, str) and a.startswith("marriage")]
            g.apply(words[0] if words else rng.choice([a for a in acts if not isinstance(a, str)]))
        assert sum(g.coches.values()) >= 5 and (g.winner is not None or g.draw)
        for d in g.deals:
            if d.result.ending != "out":
                assert sum(t.points for t in d.tricks) == 120  # 30 per suit, no last-trick bonus
                assert sorted(c for t in d.tricks for _, c in t.cards) == list(Card)
        g2 = MariageGame.from_json(g.to_json())
        assert g2.to_json() == g.to_json() and g2.coches == g.coches
    sheet = g.score_sheet()
    assert list(sheet.columns)[:3] == ["deal", "dealer", "trumps"]


def test_many_random_deals_120_points():
    rng = random.Random(120)
    for i in range(2000):
        pack = list(Card)
        rng.shuffle(pack)
        d = MariageDeal.from_pack(RULES, Seat(i % 4), pack)
        while not d.is_over:
            d.apply(rng.choice([a for a in d.legal_actions() if not isinstance(a, str)]))
        assert sum(t.points for t in d.tricks) == 120


def test_mariage_record_check(tmp_path, capsys):
    from pathlib import Path

    records = Path(__file__).resolve().parents[2] / "data" / "records"
    for name in ("mariage-cape", "mariage-out-succeeds", "mariage-out-fails", "mariage-broken-marriage", "mariage-on-the-table"):
        assert main(["check", str(records / f"{name}.json"), "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        rec = json.loads((records / f"{name}.json").read_text())
        assert out["valid"] and out["result"] == rec["expected"]["result"]
    rec = json.loads((records / "mariage-cape.json").read_text())
    rec["plays"][0] = [rec["plays"][0][0], "ZZ"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(rec))
    assert main(["check", str(bad)]) == 2
    assert "plays[0]" in capsys.readouterr().err


def cape_deal(ns=0, ew=0, **options):
    """North deals and holds all eight clubs, trumps by his last card 7♣. West (North's next,
    anticlockwise) leads; North, void in every other suit, wins each trick with a trump (nobody else
    has one): all eight tricks, 120 card points, 12 in tens, for North-South."""
    rules = get_rules("mariage", options or None)
    hands = {
        Seat.N: "AC 10C KC QC JC 9C 8C 7C".split(),
        Seat.S: "AS 10S AH 10H AD 10D KS KH".split(),
        Seat.W: "QS JS 9S 8S QH JH 9H 8H".split(),
        Seat.E: "7S 7H KD QD JD 9D 8D 7D".split(),
    }
    return MariageDeal.from_hands(rules, Seat.N, hands, Card.SEVEN_OF_CLUBS, {Team.NS: ns, Team.EW: ew})


def play_out(d, claim_at=None):
    while not d.is_over:
        seat = d.current_player()
        if claim_at and claim_at[0] == len(d.tricks) and claim_at[1] == seat and claim_at[2] in d.legal_actions():
            d.apply(claim_at[2])
            claim_at = None
            continue
        d.apply([a for a in d.legal_actions() if not isinstance(a, str)][0])
    return d.result


def test_cape_gives_two_coches():
    r = play_out(cape_deal())
    assert r.ending == "cape" and r.manche_winner is Team.NS and r.coches == {Team.NS: 0, Team.EW: 2}
    # 120 card points -> 12 in tens
    assert r.tens == {Team.NS: 12, Team.EW: 0}


def test_cape_dehors_three_or_four_coches():
    # NS 19 may claim at once; EW 15 or more -> 3 coches, under 15 -> 4
    r = play_out(cape_deal(ns=19, ew=15), claim_at=(0, Seat.N, "cape"))
    assert r.claim == ("cape", Team.NS, True) and r.coches == {Team.NS: 0, Team.EW: 3}
    r = play_out(cape_deal(ns=19, ew=14), claim_at=(0, Seat.N, "cape"))
    assert r.coches == {Team.NS: 0, Team.EW: 4}


def test_cape_dehors_needs_19_and_a_wrong_claim_costs_the_claimers():
    d = cape_deal(ns=18)
    with pytest.raises(IllegalAction, match="at least 19"):
        d.apply("cape")
    # EW with 20 claim on West's first turn and take no trick: the claim fails. NS finish on
    # 19 + 12 = 31 >= 15, so the claim was worth 3 coches, and they go to East-West
    d = cape_deal(ns=19, ew=20)
    d.apply("cape")  # West claims before leading
    r = play_out(d)
    assert r.claim == ("cape", Team.EW, False) and r.coches == {Team.NS: 0, Team.EW: 3}


def test_manche_to_31_one_or_two_coches():
    # without the cape rule, the deal only adds 12: NS 25 + 12 = 37 >= 31 wins the manche;
    # EW with 16 (>= 15) get 1 coche, with 5 (< 15) get 2
    r = play_out(cape_deal(ns=25, ew=16, cape_ends_manche=False))
    assert r.manche_winner is Team.NS and r.coches == {Team.NS: 0, Team.EW: 1} and r.manche_after[Team.NS] == 37
    r = play_out(cape_deal(ns=25, ew=5, cape_ends_manche=False))
    assert r.coches == {Team.NS: 0, Team.EW: 2}


def test_claim_out_succeeds_while_holding_the_lead():
    # NS 27: once North-South hold the lead (North wins every trick and leads the next) and their
    # running total reaches 31, the claim is right: EW (20, at least 15) get 1 coche
    d = cape_deal(ns=27, ew=20)
    while "out" not in d.legal_actions() or d.running_total(Team.NS) < 31:
        d.apply([a for a in d.legal_actions() if not isinstance(a, str)][0])
    total = d.running_total(Team.NS)
    d.apply("out")
    r = d.result
    assert r.claim == ("out", Team.NS, True) and total >= 31 and r.coches == {Team.NS: 0, Team.EW: 1}


def test_partie_ends_when_coches_total_five():
    g = MariageGame(seed=1)
    g.coches = {Team.NS: 3, Team.EW: 0}
    d = g.deal
    d.manche = {Team.NS: 0, Team.EW: 0}
    # force a cape result on the current deal by settling it: EW get 2 coches -> total 5
    d._settle("cape", Team.NS, {Team.NS: 0, Team.EW: 2}, "test")
    g._deal_finished()
    assert g.over and g.winner is Team.EW  # fewer coches (2 against 3) wins


def test_team_draw_when_one_player_gets_every_king():
    # with seed 40 one player receives all four kings before anyone else gets one: the draw goes on
    # with a fresh shuffle until a second player has a king
    draw = draw_teams(seed=40)
    assert len({s for s in draw.seats.values()}) == 4 and len(draw.steps) > 32
    assert MariageGame(seed=40).team_draw.seats == draw.seats or MariageGame(seed=40).team_draw.steps


@pytest.mark.parametrize("players", [-1, None, "abcd", ["a", "a", "b", "c"]])
def test_draw_teams_bad_players(players):
    with pytest.raises(RulesError, match="four different player names"):
        draw_teams(players)


def test_marriage_with_extra_words_quotes_them():
    with pytest.raises(NotationError, match='"marriage H extra"'):
        MariageGame(seed=4).apply("marriage H extra")


def test_mariage_scores_before_may_be_negative_but_not_past_the_manche():
    data = json.loads(data_path("records", "mariage-cape.json").read_text())
    assert check_mariage_record({**data, "scores_before": {"NS": -3, "EW": 0}}).valid
    with pytest.raises(PositionError) as exc:
        check_mariage_record({**data, "scores_before": {"NS": 31, "EW": 0}})
    assert exc.value.field == "scores_before.NS"
    with pytest.raises(PositionError) as exc:
        check_mariage_record({**data, "options": {"marriage_exception": "x"}})
    assert exc.value.field == "options"


def test_mariage_record_refuses_belote_fields():
    data = json.loads(data_path("records", "mariage-cape.json").read_text())
    for key, value in (("bidding", ["pass"]), ("declarations", {"N": [["ZZ"]]}), ("held_over", "x")):
        with pytest.raises(PositionError) as exc:
            check_mariage_record({**data, key: value})
        assert exc.value.field == key
