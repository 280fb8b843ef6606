"""The French course (notebooks/fr/): each French lesson is its English lesson written for a French reader.
The same cells in the same order, the live examples and quizzes identical (the engine checks the same answers),
the helpers imported in French, the prose in French typography, and the links between lessons kept inside
the French course; the two start pages link each other."""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = ROOT / "notebooks"
FRENCH = ENGLISH / "fr"
LESSONS = sorted(p.name for p in FRENCH.glob("*.ipynb"))
SETUP = "from belote_learn.lessons.fr import *"


def read(path):
    return nbformat.read(path, as_version=4)


def prose(source: str) -> str:
    """A markdown cell without its inline code and link targets (code is not French prose)."""
    return re.sub(r"`[^`\n]*`|\]\([^)\s]*\)", "]", source)


def test_the_french_course_has_its_start_page_and_lessons():
    # one French lesson per English one: the 25 of notebooks/ (00, 01, 03, 06, 07, 08, then 10-15, 20-22,
    # 30-32, 40-43, 50-52: 6 + 6 + 3 + 3 + 4 + 3 = 25)
    assert "00_start_here.ipynb" in LESSONS
    assert LESSONS == sorted(p.name for p in ENGLISH.glob("*.ipynb"))
    assert len(LESSONS) == 25
    assert all((ENGLISH / name).is_file() for name in LESSONS), "a French lesson without its English lesson"


@pytest.mark.parametrize("name", LESSONS)
def test_the_french_lesson_has_the_english_lessons_cells(name):
    en, fr = read(ENGLISH / name), read(FRENCH / name)
    assert fr.metadata["belote_learn"]["lang"] == "fr"
    assert fr.metadata["belote_learn"]["system"] == en.metadata["belote_learn"]["system"]
    assert fr.metadata["belote_learn"]["track"] == en.metadata["belote_learn"]["track"]
    assert [c.cell_type for c in fr.cells] == [c.cell_type for c in en.cells]
    for i, (e, f) in enumerate(zip(en.cells, fr.cells)):
        same_metadata = {k: v for k, v in e.metadata.items() if k != "execution"}
        assert {k: v for k, v in f.metadata.items() if k != "execution"} == same_metadata, f"{name} cell {i}"
        if "course" in e.metadata:  # a clause's live example or quiz: the very same code
            assert f.source == e.source, f"{name} cell {i}: {e.metadata['course']}"
    setup = [c.source for c in fr.cells if c.cell_type == "code"][0]
    assert setup.startswith(SETUP)
    assert not any(c.source.startswith("from belote_learn.lessons import") for c in fr.cells if c.cell_type == "code")


@pytest.mark.parametrize("name", LESSONS)
def test_the_french_lesson_follows_french_typography(name):
    # a non-breaking space (U+00A0) before : ; ! ? and », after «; never an ordinary space there
    for i, cell in enumerate(read(FRENCH / name).cells):
        if cell.cell_type != "markdown":
            continue
        text = prose(cell.source)
        for bad in (r" [:;!?»]", r"« ", r"[^\s\u00a0\]][;!?»]", r"[^\s\u00a0\]]:(?=\s|$)", r"«(?!\u00a0)"):
            found = re.search(bad, text)
            assert found is None, f"{name} cell {i}: {bad!r} at ...{text[max(found.start() - 30, 0):found.end() + 10]}..."


@pytest.mark.parametrize("name", LESSONS)
def test_links_between_french_lessons_stay_in_the_french_course(name):
    english = {p.name for p in ENGLISH.glob("*.ipynb")}
    for cell in read(FRENCH / name).cells:
        if cell.cell_type != "markdown":
            continue
        for target in re.findall(r"\]\(([^)\s]+\.ipynb)\)", cell.source):
            if target == "../00_start_here.ipynb":  # the French start page's link to the English course
                assert name == "00_start_here.ipynb"
                continue
            assert "/" not in target and target in english, f"{name}: link to {target}"


def test_the_start_pages_link_each_other():
    french = "\n".join(c.source for c in read(FRENCH / "00_start_here.ipynb").cells)
    english = "\n".join(c.source for c in read(ENGLISH / "00_start_here.ipynb").cells)
    assert "](../00_start_here.ipynb)" in french
    assert "](fr/00_start_here.ipynb)" in english
