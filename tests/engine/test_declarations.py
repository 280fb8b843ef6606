"""Declarations: finding combinations and comparing them, per preset (seeds 000, 001)."""
from belote_learn import CardSet, Contract, Rank, Seat, Team
from belote_learn.rules.declarations import belote_suits, compare_declarations, find_combinations

H = Contract.parse("H")
ORDER = [Seat.W, Seat.S, Seat.E, Seat.N]  # dealer N, anticlockwise: W speaks first


def combos(text, seat=Seat.N):
    return find_combinations(CardSet.parse(text), seat)


def test_sequences():
    [c] = combos("7H 8H 9H")
    assert (c.kind, c.value, c.top) == ("tierce", 20, Rank.NINE)
    [c] = combos("10S JS QS KS")
    assert (c.kind, c.value, c.top, c.name) == ("fifty", 50, Rank.KING, "fifty to the K♠")
    [c] = combos("7C 8C 9C 10C JC QC KC AC")  # a run of 8 is one hundred
    assert (c.kind, c.value, c.top) == ("hundred", 100, Rank.ACE)
    assert combos("7H 8H 10H JH") == []  # two runs of two


def test_four_of_a_kind_taken_first_and_broken_runs():
    # four jacks (200); hearts left 9 10 Q K: runs of two, no sequence
    assert [c.name for c in combos("JS JH JD JC 9H 10H QH KH")] == ["four jacks"]
    # four kings 100; what is left of Q-K-A of hearts (Q, A) is no sequence; 8 9 10 of spades is a tierce
    assert [c.name for c in combos("KS KH KD KC QH AH 8S 9S")] == ["four kings"]
    assert [c.name for c in combos("KS KH KD KC 8S 9S 10S AH")] == ["four kings", "tierce to the 10♠"]
    # four sevens do not count; 7S 8S 9S is a tierce
    assert [c.name for c in combos("7S 7H 7D 7C 8S 9S")] == ["tierce to the 9♠"]
    assert [c.value for c in combos("9S 9H 9D 9C")] == [150]


def with_seat(text, seat):
    return find_combinations(CardSet.parse(text), seat)


def compare(tie_rule="nobody", contract=H, **hands):
    by_seat = {Seat.parse(s): with_seat(h, Seat.parse(s)) for s, h in hands.items()}
    return compare_declarations(by_seat, contract, tie_rule, ORDER)


def test_value_decides_and_the_winner_scores_all():
    # NS: North's fifty (50); EW: East's tierce (20). NS win and score 50 + South's tierce 20 = 70
    r = compare(N="7S 8S 9S 10S", S="7D 8D 9D", E="JC QC KC")
    assert (r.team, r.points, r.decided_by) == (Team.NS, 70, "value")
    assert r.steps[1].startswith("1. Value: 50 beats 20")


def test_four_beats_a_hundred_of_equal_value():
    r = compare(N="7S 8S 9S 10S JS", E="KS KH KD KC")
    assert (r.team, r.points, r.decided_by) == (Team.EW, 100, "four")


def test_top_card_then_trumps():
    # tierce to the K against tierce to the Q: the king wins
    r = compare(N="JD QD KD", E="10C JC QC")
    assert (r.team, r.decided_by) == (Team.NS, "top")
    # both to the K; East's is in hearts (trumps): East-West win
    r = compare(N="JD QD KD", E="JH QH KH")
    assert (r.team, r.decided_by) == (Team.EW, "trumps")
    # fours of equal value: aces beat kings
    r = compare(N="KS KH KD KC", E="AS AH AD AC")
    assert (r.team, r.decided_by) == (Team.EW, "top")


def test_exact_tie_classic_501_nobody():
    r = compare("nobody", N="JD QD KD", E="JC QC KC")
    assert (r.team, r.points, r.decided_by) == (None, 0, "tie")
    assert "nobody scores" in r.steps[-1]


def test_exact_tie_classic_1000_first_speaker():
    # dealer N, anticlockwise: W speaks first, then S, E, N. East (3rd) against North (4th): East wins
    r = compare("first_speaker", N="JD QD KD", E="JC QC KC")
    assert (r.team, r.decided_by) == (Team.EW, "first_speaker")
    # West (1st) against South (2nd): West wins
    r = compare("first_speaker", S="JD QD KD", W="JC QC KC")
    assert r.team is Team.EW


def test_all_trumps_every_sequence_is_in_trumps():
    r = compare(contract=Contract.parse("AT"), N="JD QD KD", E="JC QC KC")
    assert r.decided_by == "tie"


def test_only_one_team_and_none():
    assert compare(N="JD QD KD").decided_by == "only"
    assert compare(N="7S 9S").decided_by == "none"


def test_belote_suits():
    hand = CardSet.parse("KH QH KS QS").mask
    assert belote_suits(hand, H) == [H.trump]
    assert len(belote_suits(hand, Contract.parse("AT"))) == 2
    assert belote_suits(hand, Contract.parse("NT")) == []
    assert belote_suits(hand, Contract.parse("D")) == []
