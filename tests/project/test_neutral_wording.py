"""Messages name players neutrally ("their partner", or the seat): never "he", "his" or "him"."""
import re
from pathlib import Path

from belote_learn import Seat, get_rules
from belote_learn.systems.coinche.auction import CoincheAuction

ROOT = Path(__file__).resolve().parents[2]
PRONOUN = r"\b(he|his|him|himself)\b"


def test_coinching_partners_bid_says_their_partner():
    # dealer N: W speaks first and bids 80 H, S passes, E (W's partner) tries to coinche it
    a = CoincheAuction(get_rules("coinche"), Seat.N)
    a.apply("80 H")
    a.apply("pass")
    v = a.verdict("coinche")
    assert not v.legal
    assert "East may not coinche their partner West's bid (80 in hearts)" in v.text


def test_no_gendered_pronoun_in_the_package_its_data_or_the_lessons():
    # the lesson sources too (tools/lessons/, from which the notebooks are built)
    found = []
    sources = [*(ROOT / "belote_learn").rglob("*"), *(ROOT / "data").rglob("*"),
               *(ROOT / "tools" / "lessons").rglob("*")]
    for p in sorted(sources):
        if p.suffix not in (".py", ".js", ".html", ".json", ".css", ".md") or "__pycache__" in p.parts:
            continue
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(PRONOUN, line, re.IGNORECASE):
                found.append(f"{p.relative_to(ROOT)}:{i}: {line.strip()[:80]}")
    assert not found, "\n".join(found)


def test_the_search_finds_a_pronoun():
    # the pattern the test above uses catches the words alone, in any case, and not inside other words
    assert re.search(PRONOUN, "on his turn", re.IGNORECASE) and re.search(PRONOUN, "He speaks", re.IGNORECASE)
    assert not re.search(PRONOUN, "the helper shows the theme; this hint", re.IGNORECASE)
