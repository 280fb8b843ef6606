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


# -- the French sheets (docs/rule-sheets/fr/) ------------------------------------------------------------------

def visible_text(page: str) -> str:
    """What a reader of the page sees: the style and the tags taken out, references decoded."""
    import html
    import re

    page = re.sub(r"<style>.*?</style>", "", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", page))


@pytest.mark.parametrize("preset", sheets.SYSTEMS)
def test_the_french_sheet_is_the_one_the_tool_writes(preset):
    path = ROOT / "docs" / "rule-sheets" / "fr" / f"{preset}.html"
    assert sheets.sheet_path(preset, "fr") == path
    assert path.read_text(encoding="utf-8") == sheets.sheet(preset, "fr"), "run python tools/build_rule_sheets.py"


@pytest.mark.parametrize("preset, figures", [
    # the same figures as the English sheet: 152 + 10 = 162; target 501; tierce 20, four jacks 200, four nines
    # 150; capot 252; trumps in French letters V 9 A 10 R D 8 7 (valet, neuf, as, dix, roi, dame, huit, sept)
    ("classic-501", ["<b>162</b>", "<b>501</b>", "<td>20</td>", "<td>200</td>", "<td>150</td>", "252",
                     "<td><b>V</b></td><td><b>9</b></td><td><b>A</b></td><td><b>10</b></td><td><b>R</b></td>"
                     "<td><b>D</b></td><td><b>8</b></td><td><b>7</b></td>",
                     "dix de der", "<b>Dedans</b>", "<b>Litige</b>", "<b>Capot</b>", "surcouper", "sous-couper"]),
    # the full rules: a tie is made (l'égalité est faite), both past 1000 in one hand is a draw (partie nulle),
    # belote announced aloud
    ("classic-1000", ["<b>162</b>", "<b>1000</b>", "l'égalité est faite", "partie nulle", "«\u00a0rebelote\u00a0»"]),
    # 4 x 62 + 10 = 258 in all trumps; 4 x 30 + 10 = 130 in no trumps; capot bonus 200
    ("sans-tout-atout", ["<b>258</b>", "<b>130</b>", "<b>200</b>", "sans atout", "tout atout"]),
    # 4 x 30 = 120 a deal; marriages 20 and 40 in trumps, 30 and 60; 53 -> 5, 55 -> 6 (halves up); manche to 31;
    # K + Q is R + D in French
    ("mariage", ["120 points", "<td>20</td><td>40</td>", "<td>30</td><td>60</td>", "53 &#8594; 5", "55 &#8594; 6",
                 "<b>31</b>", "R + D", "mariage sur table"]),
    # 152 + 10 = 162; game to 1000; bids 80 to 160 in tens, capot 250; 84 -> 80 and 85 -> 90 (rounded to tens)
    ("coinche", ["<b>162</b>", "<b>1000</b>", "de 80 à 160 de 10 en 10", "vaut 250", "on ne pisse pas",
                 "84 &#8594; 80, 85 &#8594; 90", "<b>Surcoinche</b>"]),
])
def test_the_french_sheet_holds_the_engine_figures_in_french_words(preset, figures):
    text = sheets.sheet(preset, "fr")
    assert text.startswith("<!DOCTYPE html>\n<html lang='fr'>")
    assert "notebooks/fr/00_start_here.ipynb" in text  # the French course, not the English one
    for f in figures:
        assert f in text, f


@pytest.mark.parametrize("preset", sheets.SYSTEMS)
def test_the_french_sheet_follows_french_typography(preset):
    # a non-breaking space (U+00A0) before : ; ! ? and », after «; never an ordinary space there
    import re

    text = visible_text(sheets.sheet(preset, "fr"))
    assert re.search(r"\u00a0[:;]", text)  # the sheet has such punctuation, so the checks below mean something
    for bad in (r" [:;!?»]", r"« ", r"[^\s\u00a0][;!?»]", r"[^\s\u00a0]:(?=\s|$)", r"«(?!\u00a0)"):
        found = re.search(bad, text)
        assert found is None, f"{bad!r}: ...{text[max(found.start() - 30, 0):found.end() + 10]}..."


def test_every_sentence_of_the_sheets_has_its_french_text():
    from babel.messages.pofile import read_po

    with open(ROOT / "belote_learn" / "locale" / "fr" / "LC_MESSAGES" / "belote_learn.po", "rb") as f:
        french = {m.id: m.string for m in read_po(f) if isinstance(m.id, str) and m.id.startswith("sheet.")}
    assert len(french) >= 100  # 125 messages: headings, table labels, one sentence a rule
    assert [mid for mid, s in french.items() if not s] == []


def test_a_sheet_for_an_unknown_system_or_language_is_refused_in_one_line():
    with pytest.raises(ValueError) as err:
        sheets.sheet("belote-du-dimanche")
    assert str(err.value) == ("no rule sheet for 'belote-du-dimanche': the sheets are classic-501, classic-1000, "
                              "sans-tout-atout, mariage, coinche")
    with pytest.raises(ValueError) as err:
        sheets.sheet("belote-du-dimanche", "fr")
    assert str(err.value).startswith("pas de fiche de règles pour 'belote-du-dimanche'\u00a0: les fiches sont ")
    with pytest.raises(ValueError) as err:
        sheets.sheet("classic-501", "de")
    assert "\n" not in str(err.value) and "'de'" in str(err.value)
