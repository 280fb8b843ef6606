"""Scoring a hand, per preset, with the arithmetic worked by hand in each test.

Card points always add up to 152 (plus 10 for the last trick = 162) in a suit contract.
"""
import pytest

from belote_learn import CardSet, Contract, Seat, Team, get_rules
from belote_learn.rules.declarations import compare_declarations, find_combinations
from belote_learn.rules.scoring import round_score, score_hand

NS, EW = Team.NS, Team.EW
H = Contract.parse("H")
ORDER_N_DEALER = [Seat.W, Seat.S, Seat.E, Seat.N]  # anticlockwise, dealer N: W speaks first


def decl(preset, contract=H, **hands):
    """Declarations of the given seats' hands, compared under the preset's tie rule."""
    rules = get_rules(preset, {"declarations": True} if preset == "classic-501" else None)
    by_seat = {Seat.parse(s): find_combinations(CardSet.parse(h), Seat.parse(s)) for s, h in hands.items()}
    return compare_declarations(by_seat, contract, rules.declarations_tie, ORDER_N_DEALER)


def score(preset, cards_ns, tricks_ns, last=NS, taker="N", belote=(), declarations=None, held=0, options=None, contract=H):
    rules = get_rules(preset, options)
    cards = {NS: cards_ns, EW: rules.ranking(contract).total - 10 - cards_ns}
    tricks = {NS: tricks_ns, EW: 8 - tricks_ns}
    bel = [(Seat.parse(s), contract.trump) for s in belote]
    return score_hand(rules, contract, Seat.parse(taker), cards, tricks, last, bel, declarations, held)


class TestSeed001WorkedExample:
    """Seed 001, "Scoring": hearts trumps, Anna (North) took; her team has a tierce (20) and belote (20)."""

    def tierce(self):
        return decl("classic-1000", S="7S 8S 9S")  # South's tierce; the defenders declare nothing

    def test_147_to_55(self):
        # takers: 97 card points + 10 last trick = 107, + tierce 20 + belote 20 = 147; defenders 152 - 97 = 55
        s = score("classic-1000", 97, 5, NS, belote=["N"], declarations=self.tierce())
        assert (s.result, s.score[NS], s.score[EW]) == ("made", 147, 55)

    def test_112_to_90_still_made(self):
        # takers 62 cards + 10 last = 72, + 40 = 112; defenders 152 - 62 = 90; 112 > 90: made
        s = score("classic-1000", 62, 3, NS, belote=["N"], declarations=self.tierce())
        assert (s.result, s.score[NS], s.score[EW]) == ("made", 112, 90)

    def test_80_to_122_dedans_182_to_20(self):
        # takers 30 + 10 = 40, + 40 = 80; defenders 152 - 30 = 122 > 80: dedans.
        # defenders write 162 + the tierce 20 = 182; takers write only their belote 20
        s = score("classic-1000", 30, 2, NS, belote=["N"], declarations=self.tierce())
        assert (s.result, s.score[NS], s.score[EW]) == ("dedans", 20, 182)


class TestMadeAndDedans:
    def test_501_made_needs_strictly_more(self):
        # takers 72 + 10 = 82 > 80 (152 - 72): made, 82 and 80
        s = score("classic-501", 72, 4)
        assert (s.result, s.score[NS], s.score[EW]) == ("made", 82, 80)

    def test_501_dedans(self):
        # takers 60 + 10 = 70 < 92: dedans; defenders 162, takers 0
        s = score("classic-501", 60, 4)
        assert (s.result, s.score[NS], s.score[EW]) == ("dedans", 0, 162)

    def test_501_dedans_keeps_takers_belote_and_gives_declarations(self):
        # takers 40 + 10 + belote 20 = 70 < 112: dedans; takers keep 20; defenders 162 + tierce 20 = 182
        d = decl("classic-501", S="7S 8S 9S")
        s = score("classic-501", 40, 2, belote=["N"], declarations=d, options={"declarations": True})
        assert (s.result, s.score[NS], s.score[EW]) == ("dedans", 20, 182)

    def test_1000_tie_is_made(self):
        # takers 71 + 10 = 81 = 81: at least as many -> made, 81 each
        s = score("classic-1000", 71, 4)
        assert (s.result, s.score[NS], s.score[EW], s.held_over) == ("made", 81, 81, 0)

    def test_sans_tout_atout_tie_fails(self):
        # bidders 81 = 81 is not strictly more: failed; the other team scores all 162
        s = score("sans-tout-atout", 71, 4)
        assert (s.result, s.score[NS], s.score[EW]) == ("dedans", 0, 162)


class TestLitige:
    def test_501_litige_holds_the_takers_points(self):
        # 81 = 81: defenders score 81 now, the takers' 81 are held over
        s = score("classic-501", 71, 4)
        assert (s.result, s.score[NS], s.score[EW], s.held_over) == ("litige", 0, 81, 81)

    def test_held_points_go_to_the_takers_who_make_it(self):
        # next hand: takers 82 > 80 made; + the 81 held = 163 for NS
        s = score("classic-501", 72, 4, held=81)
        assert (s.score[NS], s.score[EW], s.held_over, s.released) == (82 + 81, 80, 0, (NS, 81))

    def test_held_points_go_to_the_defenders_when_dedans(self):
        # takers 70 < 92: dedans; defenders 162 + 81 held = 243
        s = score("classic-501", 60, 4, held=81)
        assert (s.score[NS], s.score[EW], s.released) == (0, 243, (EW, 81))

    def test_successive_litiges_add_up(self):
        # held 81, another 81-81 litige: 81 + 81 = 162 held
        s = score("classic-501", 71, 4, held=81)
        assert (s.result, s.held_over, s.score[NS], s.score[EW]) == ("litige", 162, 0, 81)

    def test_litige_includes_belote(self):
        # takers 61 + 10 + belote 20 = 91 = defenders 152 - 61 = 91: litige, 91 held (FFB's "91-91")
        s = score("classic-501", 61, 4, belote=["S"])
        assert (s.result, s.held_over) == ("litige", 91)

    def test_litige_option_in_classic_1000(self):
        s = score("classic-1000", 71, 4, options={"litige": True})
        assert (s.result, s.held_over) == ("litige", 81)


class TestCapot:
    def ew_tierce(self, preset):
        return decl(preset, E="7D 8D 9D")  # the defenders hold the best (only) declaration

    def test_501_capot_with_transferred_declarations(self):
        # 252 + belote 20 + the trickless defenders' tierce 20 (transferred) = 292; defenders 0
        s = score("classic-501", 152, 8, belote=["N"], declarations=self.ew_tierce("classic-501"), options={"declarations": True})
        assert (s.result, s.score[NS], s.score[EW]) == ("capot", 292, 0)

    def test_1000_capot_trickless_declarations_lost(self):
        # 252 + belote 20 = 272; the defenders' tierce is lost
        s = score("classic-1000", 152, 8, belote=["N"], declarations=self.ew_tierce("classic-1000"))
        assert (s.result, s.score[NS], s.score[EW]) == ("capot", 272, 0)

    def test_trickless_team_keeps_its_belote(self):
        # takers capot: 252; the defenders (no trick) keep their belote 20
        s = score("classic-501", 152, 8, belote=["E"])
        assert (s.score[NS], s.score[EW]) == (252, 20)

    def test_501_capot_by_the_defenders(self):
        # defenders win every trick: 252 + all declarations (the takers' tierce 20 goes to them) + their belote 20
        d = decl("classic-501", N="7C 8C 9C")
        s = score("classic-501", 0, 0, last=EW, belote=["E"], declarations=d, options={"declarations": True})
        assert (s.result, s.score[NS], s.score[EW]) == ("capot-defenders", 0, 292)

    def test_1000_capot_by_the_defenders(self):
        # 252 + their own belote 20; the takers' tierce is lost; the takers keep their belote 20
        d = decl("classic-1000", N="7C 8C 9C")
        s = score("classic-1000", 0, 0, last=EW, belote=["E", "S"], declarations=d)
        assert (s.result, s.score[NS], s.score[EW]) == ("capot-defenders", 20, 272)


def test_rounding_option_half_up():
    # 1000 with rounding: made 107 / 55 -> 110 / 60 (55 rounds up)
    s = score("classic-1000", 97, 5, options={"rounding": True})
    assert (s.score[NS], s.score[EW]) == (110, 60)
    assert (round_score(84), round_score(85), round_score(0)) == (80, 90, 0)


def test_breakdown_names_rules_and_adds_up():
    d = decl("classic-1000", S="7S 8S 9S")
    s = score("classic-1000", 97, 5, belote=["N"], declarations=d)
    lines = s.lines()
    items = [line.item for line in lines]
    assert items[0].startswith("Card points") and items[1] == "Dix de der (last trick)"
    assert any("Belote" in i for i in items) and any("tierce" in i for i in items)
    assert lines[-1].ns == 147 and lines[-1].ew == 55 and all(line.rule for line in lines)
    df = s.to_dataframe()
    assert list(df.columns) == ["item", "NS", "EW", "rule"] and df.iloc[-1]["NS"] == 147
    assert "147" in s.text()


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000"])
def test_takers_can_be_east_west(preset):
    # East took. NS won 100 card points and the last trick: 110; EW (the takers) 152 - 100 = 52 < 110:
    # dedans, NS score 162 and EW nothing
    s = score(preset, 100, 5, last=NS, taker="E")
    assert (s.result, s.score[NS], s.score[EW]) == ("dedans", 162, 0)


class TestSansToutAtout:
    """Seed 002 scoring: made when the bidders' total is strictly more; otherwise everything goes to the
    other team; capot by the bidders adds 200."""

    def test_suit_made(self):
        # bidders 90 + 10 = 100 > 62: made, each its own total
        s = score("sans-tout-atout", 90, 5)
        assert (s.result, s.score[NS], s.score[EW]) == ("made", 100, 62)

    def test_failed_gives_everything_belote_included(self):
        # bidders 60 + 10 + belote 20 = 90 < 92: failed; the other team scores 162 + the belote 20 = 182
        s = score("sans-tout-atout", 60, 4, belote=["N"])
        assert (s.result, s.score[NS], s.score[EW]) == ("dedans", 0, 182)
        assert s.lines()[-1].rule == "failed: the bidders fell short"

    def test_failed_option_bidders_keep_belote(self):
        s = score("sans-tout-atout", 60, 4, belote=["N"], options={"belote_kept_on_failure": True})
        assert (s.score[NS], s.score[EW]) == (20, 162)

    def test_no_trumps_totals_130(self):
        # NT: 120 in cards + 10; bidders 70 + 10 = 80 > 50: made
        s = score("sans-tout-atout", 70, 5, contract=Contract.parse("NT"))
        assert (s.result, s.score[NS], s.score[EW]) == ("made", 80, 50)

    def test_all_trumps_two_belotes(self):
        # AT: 248 in cards + 10 = 258. Bidders 120 + 10 + two belotes 40 = 170 > 128: made
        at = Contract.parse("AT")
        rules = get_rules("sans-tout-atout")
        bel = [(Seat.N, at_suit) for at_suit in (Contract.parse("H").trump, Contract.parse("S").trump)]
        s = score_hand(rules, at, Seat.N, {NS: 120, EW: 128}, {NS: 4, EW: 4}, NS, bel, None)
        assert (s.result, s.score[NS], s.score[EW]) == ("made", 170, 128)

    def test_capot_plus_200(self):
        # suit: 162 + 200 + belote 20 = 382; AT: 258 + 200 = 458; NT: 130 + 200 = 330
        assert score("sans-tout-atout", 152, 8, belote=["S"]).score[NS] == 382
        assert score("sans-tout-atout", 248, 8, contract=Contract.parse("AT")).score[NS] == 458
        s = score("sans-tout-atout", 120, 8, contract=Contract.parse("NT"))
        assert (s.result, s.score[NS], s.score[EW]) == ("capot", 330, 0)

    def test_capot_includes_every_announcement_of_both_teams(self):
        # bidders NS capot with East's tierce (the best declaration, 20) and East's belote 20:
        # 162 + 200 + 20 + 20 = 402; the defenders score 0
        d = decl("sans-tout-atout", E="7D 8D 9D")
        s = score("sans-tout-atout", 152, 8, belote=["E"], declarations=d)
        assert (s.result, s.score[NS], s.score[EW]) == ("capot", 402, 0)

    def test_defenders_every_trick_is_failed(self):
        # defenders take all: 162 + the bidders' belote 20 = 182 for them
        s = score("sans-tout-atout", 0, 0, last=EW, belote=["N"])
        assert (s.result, s.score[NS], s.score[EW]) == ("capot-defenders", 0, 182)
