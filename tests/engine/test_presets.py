"""Presets and options (docs/rules.md decisions)."""
import pytest

from belote_learn import Direction, PRESET_NAMES, RulesError, get_rules


def test_five_presets():
    assert PRESET_NAMES == ("classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche")


@pytest.mark.parametrize(
    "preset, direction, target, declarations",
    [
        ("classic-501", Direction.CLOCKWISE, 501, False),
        ("classic-1000", Direction.ANTICLOCKWISE, 1000, True),
        ("sans-tout-atout", Direction.ANTICLOCKWISE, 1000, True),
        ("mariage", Direction.ANTICLOCKWISE, 31, False),
        ("coinche", Direction.ANTICLOCKWISE, 1000, True),
    ],
)
def test_preset_defaults(preset, direction, target, declarations):
    r = get_rules(preset)
    assert (r.direction, r.target, r.declarations) == (direction, target, declarations)


def test_play_settings_differ_where_the_seeds_differ():
    assert not get_rules("classic-501").overtrump_partner
    assert get_rules("classic-1000").overtrump_partner
    assert get_rules("classic-501").litige and not get_rules("classic-1000").litige
    assert get_rules("classic-1000").tie_made


def test_options_override_single_settings():
    r = get_rules("classic-501", {"declarations": True, "target": 1001, "direction": "anticlockwise"})
    assert r.declarations and r.target == 1001 and r.direction is Direction.ANTICLOCKWISE
    assert r.options == {"declarations": True, "target": 1001, "direction": "anticlockwise"}
    assert r.to_dict() == {"rules": "classic-501", "options": r.options}
    assert get_rules("classic-501").with_options(target=301).target == 301
    assert get_rules("mariage", {"marriage_exception": "hand"}).marriage_exception == "hand"


@pytest.mark.parametrize(
    "preset, options, message",
    [
        ("classic-999", None, 'unknown preset "classic-999"'),
        ("classic-501", {"trumps": True}, "unknown option 'trumps'"),
        ("classic-501", {"target": "lots"}, "option 'target' must be a whole number"),
        ("classic-501", {"target": 0}, "from 1 to 100000"),
        ("classic-501", {"declarations": "maybe"}, "option 'declarations' must be true or false"),
        ("classic-501", {"direction": "up"}, "'clockwise' or 'anticlockwise'"),
        ("mariage", {"declarations": True}, "preset mariage has no option 'declarations'"),
        ("mariage", {"marriage_exception": "sky"}, "must be one of 'table', 'hand'"),
        ("classic-501", ["declarations"], "options must be an object"),
        (42, None, "the preset must be a name"),
    ],
)
def test_bad_presets_and_options(preset, options, message):
    with pytest.raises(RulesError) as err:
        get_rules(preset, options)
    assert message in str(err.value)


def test_contracts_per_preset():
    assert [str(c) for c in get_rules("classic-501").contracts()] == ["S", "C", "D", "H"]
    assert [str(c) for c in get_rules("sans-tout-atout").contracts()] == ["S", "C", "D", "H", "NT", "AT"]
    with pytest.raises(RulesError, match="has no NT contract"):
        get_rules("classic-1000").check_contract("NT")


def test_get_rules_of_rules_without_options_is_the_same_object():
    # bench/legal_plays.py: Position.create passes its Rules through get_rules; a new copy each time made
    # every position hash its rules afresh (19% of the time of the legal cards with reasons)
    from belote_learn import get_rules

    r = get_rules("coinche")
    assert get_rules(r) is r and get_rules(r, {}) is r
    other = get_rules(r, {"target": 2000})
    assert other is not r and other.target == 2000 and r.target == 1000  # options still give a new Rules


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "coinche"])
def test_a_yes_no_option_reads_0_and_1_alike_as_text_or_number(preset):
    # "0" and 0 both mean false, "1" and 1 both mean true; 2 is neither and is refused in one line
    from belote_learn.rules.presets import get_rules
    from belote_learn.core.errors import RulesError

    assert get_rules(preset, {"litige": 0}).litige is get_rules(preset, {"litige": "0"}).litige is False
    assert get_rules(preset, {"litige": 1}).litige is get_rules(preset, {"litige": "1"}).litige is True
    with pytest.raises(RulesError, match="must be true or false"):
        get_rules(preset, {"litige": 2})
