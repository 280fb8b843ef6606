"""The printable rule sheets (docs/rule-sheets/) are up to date with the engine and hold its figures."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("build_rule_sheets", ROOT / "tools" / "build_rule_sheets.py")
sheets = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sheets)


@pytest.mark.parametrize("preset", sheets.SYSTEMS)
def test_the_sheet_is_the_one_the_tool_writes(preset):
    path = ROOT / "docs" / "rule-sheets" / f"{preset}.html"
    assert path.read_text(encoding="utf-8") == sheets.sheet(preset), "run python tools/build_rule_sheets.py"


@pytest.mark.parametrize("preset, figures", [
    # 152 + 10; target; tierce 20, four jacks 200, four nines 150; capot 252
    ("classic-501", ["<b>162</b>", "<b>501</b>", "<td>20</td>", "<td>200</td>", "<td>150</td>", "252"]),
    ("classic-1000", ["<b>162</b>", "<b>1000</b>", "a tie is made", "a draw"]),
    # 4 x 62 + 10 = 258; 4 x 30 + 10 = 130; the contracts lowest first
    ("sans-tout-atout", ["<b>258</b>", "<b>130</b>", "spades &lt; clubs &lt; diamonds &lt; hearts &lt; no trumps &lt; all trumps", "<b>200</b>"]),
    # 4 x 30 = 120; marriages 20 30 40 60; 53 -> 5, 55 -> 6; manche to 31
    ("mariage", ["120 points", "<td>20</td><td>40</td>", "<td>30</td><td>60</td>", "53 &#8594; 5", "55 &#8594; 6", "<b>31</b>"]),
])
def test_the_engine_figures_are_on_the_sheet(preset, figures):
    text = sheets.sheet(preset)
    for f in figures:
        assert f in text, f


def test_coinche_has_its_rule_sheet():
    """The map and the README promise a one-page rule sheet per system: coinche has one, up to date with
    the engine and holding its figures."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_rule_sheets", ROOT / "tools" / "build_rule_sheets.py")
    sheets = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sheets)
    assert "coinche" in sheets.SYSTEMS
    path = ROOT / "docs" / "rule-sheets" / "coinche.html"
    text = path.read_text(encoding="utf-8")
    assert text == sheets.sheet("coinche"), "run python tools/build_rule_sheets.py"
    # 152 + 10 = 162 a hand; game to 1000; bids 80 to 160, capot 250; a tierce 20, four jacks 200
    for figure in ("<b>162</b>", "<b>1000</b>", "80 to 160 in 10s", "worth 250", "<td>20</td>", "<td>200</td>",
                   "on ne pisse pas", "84 &#8594; 80, 85 &#8594; 90"):
        assert figure in text, figure
