"""Contracts read from text (Rules.check_contract): an unreadable contract is answered with the contracts of
its own preset only (no NT or AT where the preset has none), a coinche bid written as a contract says to
give the trump suit alone, and any value gives one short line."""
import pytest

from belote_learn.core.errors import BeloteError, NotationError
from belote_learn.rules.presets import get_rules
from belote_learn.widgets import HandExplorer


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "mariage", "coinche"])
def test_an_unreadable_contract_lists_only_the_contracts_of_the_preset(preset):
    # these four are played with a trump suit only (docs/formats.md, contract: "NT / AT where the preset
    # has them"): the message must not offer NT or AT
    with pytest.raises(NotationError) as exc:
        get_rules(preset).check_contract("X")
    message = str(exc.value)
    assert message.startswith("unknown contract 'X'") and "S, H, D or C" in message
    assert "NT" not in message and "AT" not in message and len(message) < 300


def test_sans_tout_atout_still_offers_no_trumps_and_all_trumps():
    # seed 002 has six contracts: the four suits, no trumps and all trumps
    with pytest.raises(NotationError) as exc:
        get_rules("sans-tout-atout").check_contract("X")
    assert "NT (no trumps)" in str(exc.value) and "AT (all trumps)" in str(exc.value)


def test_a_coinche_bid_as_a_contract_says_to_give_the_trump_suit():
    # a coinche player writes the contract as it was bid, "100 H"; for the play only the trump suit counts,
    # so the message says to write 'H' (and the explorer, refusing it, keeps its contract)
    with pytest.raises(NotationError, match="write the trump suit alone, 'H'"):
        get_rules("coinche").check_contract("100 H")
    e = HandExplorer("coinche")
    before = str(e.contract)
    e.set_contract("100 H")
    assert "write the trump suit alone, 'H'" in e.error and str(e.contract) == before


@pytest.mark.parametrize("value", [None, 5, "x" * 10_000, ["H"], 10**5000], ids=["none", "int", "text", "list", "bigint"])
def test_any_value_gives_one_short_line(value):
    with pytest.raises(BeloteError) as exc:
        get_rules("coinche").check_contract(value)
    assert len(str(exc.value)) < 300 and "\n" not in str(exc.value)


