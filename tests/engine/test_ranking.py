"""Rank orders and card points per contract kind (seed 000 card table; seed 002 totals; seed 004)."""
import pytest

from belote_learn import Card, Contract, NotationError, get_rules, parse_card, ranking
from belote_learn.core.ranking import MARIAGE_TABLE, PLAIN_TABLE, TRUMP_TABLE


def c(text):
    return parse_card(text)


def test_tables_are_explicit():
    assert TRUMP_TABLE.text() == "J 9 A 10 K Q 8 7"
    assert PLAIN_TABLE.text() == "A 10 K Q J 9 8 7"
    assert MARIAGE_TABLE.text() == "A 10 K Q J 9 8 7"
    # trump points J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 0, 7 0 -> 62 per suit
    assert sum(TRUMP_TABLE.points.values()) == 62
    # plain A 11, 10 10, K 4, Q 3, J 2 -> 30 per suit
    assert sum(PLAIN_TABLE.points.values()) == 30


@pytest.mark.parametrize(
    "family, contract, total",
    [
        ("belote", "H", 162),  # 62 + 3 * 30 + 10 dix de der
        ("belote", "NT", 130),  # 4 * 30 + 10
        ("belote", "AT", 258),  # 4 * 62 + 10
        ("mariage", "H", 120),  # 4 * 30, no last-trick bonus
    ],
)
def test_totals(family, contract, total):
    assert ranking(family, contract).total == total


def test_trump_strength_is_not_points_or_enum_order():
    rk = ranking("belote", "H")
    assert rk.stronger(c("9H"), c("AH"))  # in trumps the nine beats the ace
    assert rk.stronger(c("JH"), c("9H"))
    assert rk.stronger(c("8H"), c("7H"))  # both worth 0, the 8 still beats the 7
    assert rk.stronger(c("AS"), c("10S"))  # plain: A 10 K Q J 9 8 7
    assert rk.stronger(c("JS"), c("9S"))
    assert rk.points[c("JH")] == 20 and rk.points[c("9H")] == 14 and rk.points[c("JS")] == 2
    assert rk.is_trump(c("7H")) and not rk.is_trump(c("AS"))


def test_no_trumps_and_all_trumps():
    nt = ranking("belote", "NT")
    assert nt.trump_mask == 0 and nt.stronger(c("AS"), c("JS")) and nt.points[c("JD")] == 2
    at = ranking("belote", "AT")
    assert at.trump_mask == 0  # no suit ruffs another in all trumps
    assert at.stronger(c("JS"), c("AS")) and at.stronger(c("9D"), c("AD")) and at.points[c("9C")] == 14


def test_mariage_single_order_trumps_included():
    rk = ranking("mariage", "H")
    assert rk.stronger(c("AH"), c("JH")) and rk.stronger(c("10H"), c("KH"))
    assert rk.points[c("JH")] == 2 and rk.points[c("9H")] == 0
    assert rk.is_trump(c("7H"))
    with pytest.raises(ValueError):
        ranking("mariage", "NT")


def test_beats_table():
    rk = ranking("belote", "S")
    # a trump beats a plain card; a plain card of another suit never beats the card winning
    assert rk.beats[c("7S") * 32 + c("AH")]
    assert not rk.beats[c("AH") * 32 + c("7D")]
    assert not rk.beats[c("AH") * 32 + c("7S")]


def test_contract_notation():
    assert str(Contract.parse("h")) == "H" and str(Contract.parse("♠")) == "S"
    assert str(Contract.parse("nt")) == "NT" and str(Contract.parse("AT")) == "AT"
    assert Contract.parse("H").words == "hearts trumps" and Contract.parse("NT").words == "no trumps"
    assert eval(repr(Contract.parse("AT")), {"Contract": Contract}) == Contract.parse("AT")
    with pytest.raises(NotationError, match="unknown contract"):
        Contract.parse("X")


def test_rules_give_their_ranking():
    assert get_rules("sans-tout-atout").ranking("AT").total == 258
    assert get_rules("mariage").ranking("C").total == 120
    assert isinstance(Card.ACE_OF_CLUBS, Card)
