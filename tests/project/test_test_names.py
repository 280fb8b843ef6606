"""Tests, comments and docs are named after what they are about, never after who found a bug or in which
review: no file, test, class, fixture, comment or docstring in tests/ or belote_learn/ says "breaker",
"trial 3", "h14o", "finding 12", "(item 8)", "phase 2" or "the teacher's review", and docs/ holds no QA log."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve()

# What a sentence must not say: who tried the program (a breaker, a trial, a session's id such as h14o), and
# the numbered items of their reports ("finding 12", "item 8", "phase 2", "stumble 4") or a review session.
FINDER = re.compile(
    r"\bbreakers?\b|\bhostile user|\btrials?\d*\b|\bstumbles?\b"
    r"|\bh\d{2}[a-z]\b"
    r"|\b(?:findings?|items?|phase|stumbles?)\s+\d+"
    r"|\b(?:teacher'?s|widget|second|design)[ -]review\b|\breview (?:session|round)\b|\bfor the review\b",
    re.IGNORECASE)
# A name (file, test, class, fixture, helper) must not either; in names a newcomer is a finder too.
FINDER_NAME = re.compile(FINDER.pattern + r"|\bnewcomers?\b|\breview[ _]screens?\b", re.IGNORECASE)


def said(name: str) -> str:
    """A Python or file name read as words: ``test_breaker_h14o.py`` -> ``test breaker h14o py``."""
    return re.sub(r"[_.\-/]+", " ", name)


def sources(folder: str, suffixes=(".py",)) -> list[Path]:
    return sorted(p for p in (ROOT / folder).rglob("*") if p.suffix in suffixes and "__pycache__" not in p.parts)


def test_the_patterns_catch_finder_names_and_spare_the_game_s_words():
    for text in ("Found by the breaker (h14o)", "as widget trial 3 used it", "trial finding 7", "(item 8)",
                 "Found in phase 2", "Stumble 17.", "for the teacher's review", "Breaker findings on the table",
                 "as a hostile user would", "issue 13, items 7 and 8"):
        assert FINDER.search(text), text
    for name in ("test_breaker_coinche.py", "test_trainer_trial3_browser.py", "test_newcomer.py",
                 "test_review_screens.py", "test_breaker_h14o_browser.py"):
        assert FINDER_NAME.search(said(name)), name
    # the hand review is a feature of the game, and a declaration is found, not a finding
    for text in ("review_hand(d.rules, ...)", "Review of your cards", "the review of a played hand",
                 "finding combinations", "for item in trick.split()", "the play phase", "h1 { font-size }"):
        assert not FINDER.search(text), text
    assert not FINDER_NAME.search(said("test_review_after_each_hand"))


def test_no_test_file_or_folder_is_named_after_a_finder():
    bad = [str(p.relative_to(ROOT)) for p in (ROOT / "tests").rglob("*")
           if "__pycache__" not in p.parts and FINDER_NAME.search(said(p.name))]
    assert not bad, bad


def test_no_test_class_fixture_or_helper_is_named_after_a_finder():
    bad = []
    for path in sources("tests"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.append(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.append(node.id)
            bad += [f"{path.relative_to(ROOT)}:{node.lineno}: {n}" for n in names if FINDER_NAME.search(said(n))]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("folder, suffixes", [("tests", (".py",)), ("belote_learn", (".py", ".js", ".css", ".html"))])
def test_no_comment_or_docstring_names_a_finder_or_a_review(folder, suffixes):
    # every line is read, code included: a string or a name that says "breaker" is as wrong as a comment
    bad = []
    for path in sources(folder, suffixes):
        if path == HERE:  # the patterns above, and their examples
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if FINDER.search(line):
                bad.append(f"{path.relative_to(ROOT)}:{i}: {line.strip()[:100]}")
    assert not bad, "\n".join(bad)


def test_docs_hold_no_qa_log():
    bad = [p.name for p in (ROOT / "docs").rglob("*.md")
           if FINDER_NAME.search(said(p.stem)) or re.search(r"\breview\b", said(p.stem))]
    assert not bad, bad
