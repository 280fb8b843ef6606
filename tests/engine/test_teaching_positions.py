"""The teaching positions in data/positions: each is well formed, has a title and the point it
teaches, and its hand-worked "answer" is what the engine says. Together they cover every play rule
of every preset."""
import json
from pathlib import Path

import pytest

from belote_learn import Position, Rule
from belote_learn.rules.datafiles import data_path, teaching_positions

FILES = sorted((Path(__file__).resolve().parents[2] / "data" / "positions").glob("*.json"))


def test_at_least_thirty_positions():
    assert len(FILES) >= 30
    assert len(teaching_positions()) == len(FILES)
    assert data_path("positions").is_dir()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_position_answer(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["title"] and data["teaches"]
    p = Position.from_dict(data)
    assert sorted(str(c) for c in p.explain().legal) == sorted(data["answer"])


EXPECTED_RULES = {
    "classic-501": {
        Rule.LEAD, Rule.FOLLOW_SUIT, Rule.TRUMP_LEAD_BEAT, Rule.TRUMP_LEAD_CANNOT_BEAT, Rule.VOID_NO_TRUMP,
        Rule.PARTNER_WINNING, Rule.MUST_TRUMP, Rule.MUST_OVERTRUMP, Rule.MUST_UNDERTRUMP, Rule.CANNOT_OVERTRUMP_FREE,
    },
    "classic-1000": {
        Rule.LEAD, Rule.FOLLOW_SUIT, Rule.TRUMP_LEAD_BEAT, Rule.TRUMP_LEAD_CANNOT_BEAT, Rule.VOID_NO_TRUMP,
        Rule.PARTNER_WINNING, Rule.PARTNER_WINNING_OVERTRUMP, Rule.MUST_TRUMP, Rule.MUST_OVERTRUMP,
        Rule.MUST_UNDERTRUMP,
    },
    "sans-tout-atout": {
        Rule.LEAD, Rule.FOLLOW_SUIT, Rule.TRUMP_LEAD_BEAT, Rule.TRUMP_LEAD_CANNOT_BEAT, Rule.VOID_NO_TRUMP,
        Rule.PARTNER_WINNING, Rule.MUST_TRUMP, Rule.MUST_OVERTRUMP, Rule.MUST_UNDERTRUMP, Rule.CANNOT_OVERTRUMP_FREE,
        Rule.ALL_TRUMPS_BEAT, Rule.ALL_TRUMPS_CANNOT_BEAT, Rule.ALL_TRUMPS_VOID, Rule.NO_TRUMPS_VOID,
    },
    "mariage": {
        Rule.LEAD, Rule.FOLLOW_SUIT, Rule.MARIAGE_FREE, Rule.MARIAGE_DISCARD, Rule.MARIAGE_OVERTRUMP,
        Rule.MARIAGE_NO_UNDERTRUMP, Rule.MARIAGE_MARRIAGE, Rule.MARIAGE_ONLY_LOWER,
    },
}


def test_every_rule_of_every_preset_is_taught():
    seen: dict[str, set] = {}
    for path in FILES:
        p = Position.load(path)
        seen.setdefault(p.rules.preset, set()).update(v.rule for v in p.explain().verdicts)
    for preset, rules in EXPECTED_RULES.items():
        assert rules <= seen.get(preset, set()), (preset, rules - seen.get(preset, set()))


def test_positions_where_presets_disagree():
    # the same cards, different answers: classic-501 vs classic-1000 (undertrumping a partner)
    a = Position.load(FILES[0].parent / "c501-13-undertrump-partner-allowed.json")
    b = Position.load(FILES[0].parent / "c1000-01-undertrump-partner-refused.json")
    assert set(map(str, a.hand)) == set(map(str, b.hand))
    assert len(a.legal_cards()) == 3 and len(b.legal_cards()) == 2
