"""The course's text: one module per track, each building its notebooks with :class:`Lesson`.

A clause section (:meth:`Lesson.clause`) is a heading stating the rule, the rule in plain words, a live
example (a code cell whose metadata carries ``{"course": {"example": "ex-<clause>"}}``) and one or more
quizzes (``{"course": {"quiz": "q-<clause>-<n>"}}``). :data:`COURSE` collects every clause's place; the
build writes it to data/course_map.json and tests/lessons/test_course_map.py checks the notebooks against it.
"""
from __future__ import annotations

import nbformat as nbf

COURSE: dict = {}
LESSONS: dict = {}

SETUP = "from belote_learn.lessons import *  # the lesson helpers: show_deal(...), score_quiz(...), ..."


class Lesson:
    """One notebook: a name (the file name without .ipynb), a title, its track and rule system."""

    def __init__(self, name: str, title: str, track: str, system: str | None = None, intro: str = ""):
        if name in LESSONS:
            raise ValueError(f"lesson {name} defined twice")
        self.name, self.title, self.track, self.system = name, title, track, system
        self.cells: list = []
        self.headings: set = set()
        LESSONS[name] = self
        self.md(f"# {title}\n\n{intro.strip()}" if intro else f"# {title}")
        self.setup()

    # -- cells -----------------------------------------------------------------------------------
    def md(self, text: str) -> None:
        self.cells.append(nbf.v4.new_markdown_cell(text.strip()))

    def code(self, src: str, *, hidden: bool = False, compare: bool = False, course: dict | None = None) -> None:
        """A code cell. Its output is kept in the notebook (for a static export) but not compared by
        nbval unless ``compare`` (pictures and widgets change with the drawing code, not the rules)."""
        cell = nbf.v4.new_code_cell(src.strip())
        if not compare:
            cell.metadata["tags"] = ["nbval-ignore-output"]
        if hidden:
            cell.metadata["jupyter"] = {"source_hidden": True}
        if course:
            cell.metadata["course"] = course
        self.cells.append(cell)

    def setup(self) -> None:
        self.code(SETUP, hidden=True, compare=True)

    def section(self, heading: str, text: str = "") -> None:
        if heading in self.headings:
            raise ValueError(f"{self.name}: heading {heading!r} used twice")
        self.headings.add(heading)
        self.md(f"## {heading}\n\n{text.strip()}" if text else f"## {heading}")

    def clause(self, cid: str, heading: str, text: str, example: str, quizzes: list, try_it: str = "",
               more: list | None = None) -> None:
        """One clause: the section, the live example, the quizzes (each engine-checked)."""
        if cid in COURSE:
            raise ValueError(f"clause {cid} taught twice ({COURSE[cid]['notebook']} and {self.name})")
        self.section(heading, text)
        self.md("**Try it.** " + (try_it.strip() or "Change a value in the cell below and run it again (Shift+Enter)."))
        self.code(example, course={"example": f"ex-{cid}"})
        for src in more or []:
            self.code(src)
        ids = []
        for k, q in enumerate(quizzes, 1):
            qid = f"q-{cid}-{k}"
            self.code(q, course={"quiz": qid})
            ids.append(qid)
        COURSE[cid] = {"notebook": f"{self.name}.ipynb", "section": heading, "example": f"ex-{cid}", "quiz": ids,
                       "system": self.system}

    def notebook(self):
        nb = nbf.v4.new_notebook()
        nb.cells = self.cells
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
        nb.metadata["language_info"] = {"name": "python"}
        nb.metadata["belote_learn"] = {"track": self.track, "system": self.system, "title": self.title}
        return nb
