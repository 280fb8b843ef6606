"""`belote-learn lessons [DIR]`: the course copied into a folder of the learner's (belote_learn.course), run
again on the same folder (the lessons the learner changed are kept, the others brought up to date), refused
on a folder of other files, and usable from there: the lessons read no file by a path of the clone.

The installed wheel, JupyterLab's start and the bad folders are tested in tests/project/test_wheel.py."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from belote_learn import course
from belote_learn.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb")) + \
    sorted("fr/" + p.name for p in (ROOT / "notebooks" / "fr").glob("*.ipynb"))  # the English and French courses


def lessons(capsys, *argv):
    status = main(["lessons", "--no-open", *argv])
    out, err = capsys.readouterr()
    return status, out.splitlines(), err


def test_the_course_is_the_notebooks_the_rule_sheets_and_the_teachers_page():
    files = course.course_files()  # from the clone: pyproject.toml's [tool.belote-learn.course]
    sheets = sorted(p.name for p in (ROOT / "docs" / "rule-sheets").glob("*.html"))
    assert sorted(files) == sorted(NOTEBOOKS + ["docs/teachers.md", "docs/fr/teachers.md"]
                                   + [f"docs/rule-sheets/{s}" for s in sheets]
                                   + [f"docs/rule-sheets/fr/{s}" for s in sheets])
    assert len(sheets) == 5  # one sheet per rule system: classic 501, classic 1000, sans-tout-atout, mariage, coinche
    assert files["fr/12_c501_play.ipynb"].read_bytes() == (ROOT / "notebooks" / "fr" / "12_c501_play.ipynb").read_bytes()
    assert files["12_c501_play.ipynb"].read_bytes() == (ROOT / "notebooks" / "12_c501_play.ipynb").read_bytes()


def test_a_copy_then_the_same_command_again(tmp_path, capsys):
    folder = tmp_path / "lessons"
    status, out, err = lessons(capsys, str(folder))
    assert status == 0 and err == ""
    assert out == [f"Copied the lessons to {folder}: {len(NOTEBOOKS)} notebooks (start with 00_start_here.ipynb)."]
    for name, source in course.course_files().items():
        assert (folder / name).read_bytes() == source.read_bytes()
    record = json.loads((folder / course.RECORD).read_text())
    assert sorted(record["files"]) == sorted(course.course_files())
    # again: nothing to do
    status, out, err = lessons(capsys, str(folder))
    assert status == 0 and out == [f"The lessons in {folder} are up to date: {len(NOTEBOOKS)} notebooks."]


def test_lessons_the_learner_changed_are_kept_the_others_brought_up_to_date(tmp_path, capsys, monkeypatch):
    folder = tmp_path / "lessons"
    course.copy_course(folder)
    mine = folder / "12_c501_play.ipynb"
    mine.write_text(mine.read_text() + " ")  # saved with an answer in it
    (folder / "docs" / "teachers.md").unlink()  # deleted
    # a newer belote-learn, whose lessons 01 and 12 changed
    newer = {}
    for name, source in course.course_files().items():
        newer[name] = tmp_path / "newer" / name
        newer[name].parent.mkdir(parents=True, exist_ok=True)
        data = source.read_bytes()
        newer[name].write_bytes(data + b"\n" if name in ("01_your_first_hand.ipynb", "12_c501_play.ipynb") else data)
    monkeypatch.setattr(course, "course_files", lambda: newer)
    status, out, err = lessons(capsys, str(folder))
    assert status == 0 and err == ""
    # written again: lesson 01 (unchanged by the learner, newer in the course) and the deleted page; kept: 12
    assert out == [f"Brought the lessons in {folder} up to date: {len(NOTEBOOKS)} notebooks (2 files copied again).",
                   "Kept 1 file you changed (--force copies it again): 12_c501_play.ipynb"]
    assert (folder / "01_your_first_hand.ipynb").read_bytes() == newer["01_your_first_hand.ipynb"].read_bytes()
    assert (folder / "docs" / "teachers.md").is_file()
    assert mine.read_text().endswith(" ")
    # run again, the changed lesson is still the learner's; --force replaces it (and only it)
    status, out, _ = lessons(capsys, str(folder))
    assert out[1] == "Kept 1 file you changed (--force copies it again): 12_c501_play.ipynb"
    status, out, _ = lessons(capsys, str(folder), "--force")
    assert status == 0 and "(1 file copied again)" in out[0] and len(out) == 1
    assert mine.read_bytes() == newer["12_c501_play.ipynb"].read_bytes()


def test_a_folder_of_other_files_is_refused_unless_forced(tmp_path, capsys):
    folder = tmp_path / "work"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    status, out, err = lessons(capsys, str(folder))
    assert status == 2 and out == []
    assert err == (f"belote-learn: {folder} is not empty and holds no earlier copy of the lessons: give a new or "
                   "empty folder, or add --force to copy the lessons into it\n")
    assert [p.name for p in folder.iterdir()] == ["notes.txt"]
    status, out, err = lessons(capsys, str(folder), "--force")
    assert status == 0 and (folder / "00_start_here.ipynb").is_file() and (folder / "notes.txt").read_text() == "mine"


def test_a_record_that_is_not_one_is_not_an_earlier_copy(tmp_path, capsys):
    folder = tmp_path / "work"
    folder.mkdir()
    (folder / course.RECORD).write_text("not json")
    status, _, err = lessons(capsys, str(folder))
    assert status == 2 and "holds no earlier copy" in err


def test_the_help_describes_the_lessons_command():
    text = build_parser().format_help()
    assert re.search(r"lessons\s+copy the lessons into a folder of yours and open them in\s+JupyterLab", text)
    sub = build_parser()._subparsers._group_actions[0].choices["lessons"].format_help()
    for words in ("[--no-open] [--force] [--lang LANG] [DIR]", "default ./belote-lessons", "only copy the lessons",
                  "keeps the lessons you changed"):
        assert words in " ".join(sub.split()), words


def test_the_lessons_read_no_file_by_a_path_of_the_clone(tmp_path):
    """What makes the copy work anywhere: no code cell opens a file by a relative path (data is read through
    the package), and every docs/ page a lesson names is in the copy at that path."""
    course.copy_course(tmp_path)
    opens = re.compile(r"""(open|Path|read_text|read_bytes|load)\(\s*[rf]?["'][^"']*[/.]""")
    named = set()
    for nb_path in sorted(tmp_path.glob("*.ipynb")):
        for cell in json.loads(nb_path.read_text())["cells"]:
            text = "".join(cell["source"])
            if cell["cell_type"] == "code":
                assert not opens.search(text), (nb_path.name, text[:200])
            named |= set(re.findall(r"`(docs/[^`\s]+)`", text))
    assert "docs/rule-sheets/" in named and "docs/teachers.md" in named  # both named by the start notebook
    for path in named:
        assert (tmp_path / path).exists(), path


def test_a_lesson_runs_in_the_copy(tmp_path):
    """Lesson 03 (it loads teaching positions from the package's data) run with the copy as its folder."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    course.copy_course(tmp_path / "copy")
    nb = nbformat.read(tmp_path / "copy" / "03_overtrumping_for_teachers.ipynb", as_version=4)
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path / "copy")}}).execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert errors == [] and any(c.outputs for c in nb.cells if c.cell_type == "code")


def test_force_replaces_a_linked_lesson_instead_of_writing_through_the_link(tmp_path):
    # a copy whose start notebook was replaced by a link to a file outside the folder: --force puts the lesson
    # back as a file of the folder, and the file the link pointed at keeps its own content
    from belote_learn.course import START, copy_course

    folder = tmp_path / "lessons"
    copy_course(folder)
    outside = tmp_path / "mine.txt"
    outside.write_text("my own notes", encoding="utf-8")
    start = folder / START["en"]
    start.unlink()
    start.symlink_to(outside)
    copy_course(folder, force=True)
    assert outside.read_text(encoding="utf-8") == "my own notes"
    assert start.is_file() and not start.is_symlink()


def test_in_french_the_lessons_open_on_the_french_start_page(tmp_path, capsys):
    from belote_learn.course import lab_command

    folder = tmp_path / "cours"
    status = main(["--lang", "fr", "lessons", "--no-open", str(folder)])
    out = capsys.readouterr().out
    assert status == 0
    # course.copied in French, naming the French course's start page; both courses are copied
    assert out.startswith("Leçons copiées dans ") and "commencez par fr/00_start_here.ipynb" in out
    assert (folder / "fr" / "00_start_here.ipynb").is_file() and (folder / "00_start_here.ipynb").is_file()
    cmd = lab_command(folder, "fr")
    if cmd is not None:  # JupyterLab installed: it opens the French start page
        assert cmd[-1] in ("fr/00_start_here.ipynb", "--allow-root")
        assert "fr/00_start_here.ipynb" in cmd
        assert "00_start_here.ipynb" in lab_command(folder, "en")
