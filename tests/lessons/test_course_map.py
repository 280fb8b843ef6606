"""The course map (data/course_map.json) against the lessons: every rule clause of every system is taught
by a section stating it, a live example and at least one engine-checked quiz, and what the map names
exists in the notebook, in that section."""
import ast
import json
from pathlib import Path

import nbformat
import pytest

import belote_learn.lessons as lessons

ROOT = Path(__file__).resolve().parents[2]
MAP = json.loads((ROOT / "data" / "course_map.json").read_text(encoding="utf-8"))
CLAUSES = MAP["clauses"]

# The clauses of each system (the course's list): ids 000-01 to 000-28 (classic-501), 001-01 to 001-16
# (classic-1000), 002-01 to 002-14 (sans-tout-atout), 004-01 to 004-15 (mariage), CO-01 to CO-13 (coinche).
EXPECTED = ([f"000-{i:02d}" for i in range(1, 29)] + [f"001-{i:02d}" for i in range(1, 17)]
            + [f"002-{i:02d}" for i in range(1, 15)] + [f"004-{i:02d}" for i in range(1, 16)]
            + [f"CO-{i:02d}" for i in range(1, 14)])
SYSTEM_OF_PREFIX = {"000": "classic-501", "001": "classic-1000", "002": "sans-tout-atout", "004": "mariage",
                    "CO": "coinche"}
QUIZ_HELPERS = {n for n in lessons.__all__ if n.endswith("_quiz")} | {"find_the_illegal_card", "ending_exercise"}
TAUGHT = [c for c in EXPECTED if "pending" not in CLAUSES.get(c, {})]
PENDING = [c for c in EXPECTED if "pending" in CLAUSES.get(c, {})]

_NOTEBOOKS: dict = {}


def notebook(name):
    if name not in _NOTEBOOKS:
        _NOTEBOOKS[name] = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    return _NOTEBOOKS[name]


def section_cells(nb, heading):
    """The cells from the markdown cell whose first line is ``## heading`` to the next ## heading."""
    start = None
    for i, cell in enumerate(nb.cells):
        first = cell.source.splitlines()[0] if cell.source else ""
        if cell.cell_type == "markdown" and first.startswith("## "):
            if start is not None:
                return nb.cells[start:i]
            if first[3:].strip() == heading:
                start = i
    return nb.cells[start:] if start is not None else None


def called(source: str) -> set:
    """The names of the functions the cell calls."""
    return {n.func.id for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}


def test_the_map_lists_every_clause_once_and_nothing_else():
    assert sorted(CLAUSES) == sorted(EXPECTED)
    assert len(EXPECTED) == 86  # 28 + 16 + 14 + 15 + 13


def test_every_clause_is_taught():
    # a clause may be marked pending (with the reason) while its system is not in the program; none is now
    assert PENDING == []
    assert len(TAUGHT) == 86  # 28 + 16 + 14 + 15 + 13


@pytest.mark.parametrize("cid", TAUGHT)
def test_each_clause_has_a_section_an_example_and_a_quiz_that_exist(cid):
    entry = CLAUSES[cid]
    assert entry["system"] == SYSTEM_OF_PREFIX[cid.split("-")[0]]
    for key in ("notebook", "section", "example", "quiz"):
        assert entry.get(key), f"{cid}: no {key}"
    assert entry["quiz"] and all(entry["quiz"])
    path = ROOT / "notebooks" / entry["notebook"]
    assert path.is_file(), f"{cid}: {entry['notebook']} does not exist"
    nb = notebook(entry["notebook"])
    assert nb.metadata["belote_learn"]["system"] == entry["system"]
    cells = section_cells(nb, entry["section"])
    assert cells, f"{cid}: no section '## {entry['section']}' in {entry['notebook']}"
    # the section states the rule in words: more than the heading
    assert len(cells[0].source.split()) > 30, f"{cid}: the section's text is too short to state the rule"
    marks = {}
    for cell in cells:
        course = cell.metadata.get("course", {})
        for kind in ("example", "quiz"):
            if kind in course:
                marks[course[kind]] = cell
    example = marks.get(entry["example"])
    assert example is not None, f"{cid}: example {entry['example']} not in its section"
    assert called(example.source) & set(lessons.__all__), f"{cid}: the example calls no lesson helper"
    for qid in entry["quiz"]:
        quiz = marks.get(qid)
        assert quiz is not None, f"{cid}: quiz {qid} not in its section"
        assert called(quiz.source) & QUIZ_HELPERS, f"{cid}: quiz {qid} calls no engine-checked quiz"


FRENCH = [c for c in TAUGHT if "fr" in CLAUSES[c]]


def test_every_clause_is_taught_in_french():
    # the French course teaches every clause the English one does: 28 + 16 + 14 + 15 + 13 = 86
    assert [c for c in TAUGHT if c not in FRENCH] == []
    assert len(FRENCH) == 86


@pytest.mark.parametrize("cid", FRENCH)
def test_each_clause_has_its_french_section_with_the_same_example_and_quizzes(cid):
    entry, fr = CLAUSES[cid], CLAUSES[cid]["fr"]
    path = ROOT / "notebooks" / fr["notebook"]
    assert path.is_file(), f"{cid}: {fr['notebook']} does not exist"
    nb = notebook(fr["notebook"])
    assert nb.metadata["belote_learn"]["system"] == entry["system"] and nb.metadata["belote_learn"]["lang"] == "fr"
    cells = section_cells(nb, fr["section"])
    assert cells, f"{cid}: no section '## {fr['section']}' in {fr['notebook']}"
    assert len(cells[0].source.split()) > 30, f"{cid}: the French section's text is too short to state the rule"
    marks = {}
    for cell in cells:
        course = cell.metadata.get("course", {})
        for kind in ("example", "quiz"):
            if kind in course:
                marks[course[kind]] = cell
    assert entry["example"] in marks, f"{cid}: example {entry['example']} not in its French section"
    for qid in entry["quiz"]:
        assert qid in marks, f"{cid}: quiz {qid} not in its French section"
        assert called(marks[qid].source) & QUIZ_HELPERS


def test_every_marker_in_the_notebooks_is_in_the_map():
    named = {CLAUSES[c]["example"] for c in TAUGHT} | {q for c in TAUGHT for q in CLAUSES[c]["quiz"]}
    seen = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in notebook(path.name).cells:
            course = cell.metadata.get("course", {})
            seen.extend(course.values())
    assert len(seen) == len(set(seen)), "a marker is used twice"
    assert set(seen) == named


def test_the_tracks_in_the_map_exist_and_the_start_notebook_links_them():
    start = "\n".join(c.source for c in notebook("00_start_here.ipynb").cells)
    for track, names in MAP["tracks"].items():
        for name in names:
            assert (ROOT / "notebooks" / name).is_file()
            if track not in ("start", "tools"):
                assert name[:-len(".ipynb")] in start, f"00_start_here does not list {name}"
    assert "50_coinche_deal_and_auction" in start


LESSON_NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("[0-9]*.ipynb")
                          if p.name[:2] not in ("03", "07", "08"))
LESSON_NOTEBOOKS += sorted("fr/" + p.name for p in (ROOT / "notebooks" / "fr").glob("[0-9]*.ipynb")
                           if p.name[:2] not in ("03", "07", "08"))


@pytest.mark.parametrize("name", LESSON_NOTEBOOKS)
def test_no_lesson_cell_is_refused(name):
    """A helper given bad input shows a one-line message instead of failing: nbval would not notice, so
    every helper cell of the lessons is run here and none may be refused."""
    env: dict = {}
    for i, cell in enumerate(notebook(name).cells):
        if cell.cell_type != "code":
            continue
        tree = ast.parse(cell.source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, name, "exec"), env)
        if last is not None:
            value = eval(compile(ast.Expression(last.value), name, "eval"), env)
            assert not isinstance(value, lessons.Refused), f"{name} cell {i}: {value.error}"
