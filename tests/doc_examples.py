"""The examples of the README and of the documentation pages, read out of their Markdown and run.

Two kinds of example are written in the pages:

* a ```python block: what a person types at a Python prompt (after ``>>>`` and ``...``) and what Python
  answers; each block stands on its own, imports included;
* a ```console block: ``$ command`` lines, each followed by what the command prints (standard output and
  standard error, as a terminal shows them); ``...`` stands for any text, as in a doctest.

Other blocks (```json, ```text, a ``make`` command with no ``$``) are shown, not run.
"""
from __future__ import annotations

import code
import contextlib
import doctest
import fnmatch
import io
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
FENCE = re.compile(r"^```([\w{}-]*)[^\n]*\n(.*?)^```[ \t]*$", flags=re.S | re.M)


def excluded_from_the_site() -> list[str]:
    """The patterns docs/conf.py leaves out of the site (read from the file, not imported: importing it
    would import the package)."""
    text = (DOCS / "conf.py").read_text(encoding="utf-8")
    block = re.search(r"^exclude_patterns = \[(.*?)\]", text, flags=re.S | re.M).group(1)
    return re.findall(r'"([^"]+)"', block)


def site_pages() -> list[Path]:
    """Every Markdown page of the documentation site (docs/ less what conf.py excludes)."""
    patterns = excluded_from_the_site()
    pages = []
    for path in sorted(DOCS.rglob("*.md")):
        rel = path.relative_to(DOCS).as_posix()
        if rel.startswith("_") or any(fnmatch.fnmatch(rel, p) for p in patterns):
            continue
        pages.append(path)
    return pages


@dataclass
class Block:
    """One fenced block of a page: its language, its text and the line its text starts on."""

    path: Path
    language: str
    text: str
    line: int

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def blocks(path: Path) -> list[Block]:
    text = path.read_text(encoding="utf-8")
    return [Block(path, m.group(1), m.group(2), text.count("\n", 0, m.start(2)) + 1) for m in FENCE.finditer(text)]


def python_blocks(path: Path) -> list[Block]:
    return [b for b in blocks(path) if b.language == "python"]


def console_blocks(path: Path) -> list[Block]:
    return [b for b in blocks(path) if b.language == "console"]


# -- Python examples ------------------------------------------------------------------------------
def run_doctest(block: Block) -> tuple[int, int, str]:
    """Run a ```python block as a doctest in a fresh namespace: (examples tried, failed, the report)."""
    test = doctest.DocTestParser().get_doctest(block.text, {"__name__": "__example__"}, block.where,
                                               str(block.path), block.line)
    report = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test, out=report.write)
    return runner.tries, runner.failures, report.getvalue()


def typed_lines(block: str) -> list[str]:
    """What a person types at a plain Python prompt: the text after each ``>>>`` and ``...``."""
    lines = []
    for line in block.splitlines():
        for prompt in (">>>", "..."):
            if line == prompt or line.startswith(prompt + " "):
                lines.append(line[len(prompt) + 1:])
    return lines


def raised_at_a_plain_prompt(block: str) -> list[str]:
    """Type the block's lines into a fresh interactive console (what `python` does at its prompt: an
    indented block ends only at an empty line); the exceptions raised, as reprs."""
    raised = []

    class Console(code.InteractiveConsole):
        def showtraceback(self):
            raised.append(repr(sys.exc_info()[1]))

        def showsyntaxerror(self, filename=None, **kw):
            raised.append(repr(sys.exc_info()[1]))

    console = Console(locals={"__name__": "__console__"})
    with contextlib.redirect_stdout(io.StringIO()):
        for line in typed_lines(block) + [""]:
            console.push(line)
    return raised


# -- console examples -----------------------------------------------------------------------------
def commands(block: Block) -> list[tuple[str, str]]:
    """The ``$ command`` lines of a ```console block, each with the output shown after it."""
    out: list[tuple[str, list[str]]] = []
    for line in block.text.splitlines():
        if line.startswith("$ "):
            out.append((line[2:], []))
        elif out:
            out[-1][1].append(line)
        elif line.strip():
            raise AssertionError(f"{block.where}: output before the first $ command: {line!r}")
    return [(cmd, "\n".join(shown).rstrip("\n")) for cmd, shown in out]


def run_command(command: str) -> str:
    """Run one shell command from the project's root, the venv's `belote-learn` first on the PATH, and
    return what it printed (standard error merged, as a terminal shows it)."""
    env = dict(os.environ, PATH=str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", ""),
               PYTHONUTF8="1")
    run = subprocess.run(["bash", "-c", command], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
    return run.stdout


def same_output(shown: str, printed: str) -> bool:
    """The printed text matches the text shown, ``...`` standing for any text, trailing spaces ignored."""
    def tidy(text: str) -> str:
        return "\n".join(line.rstrip() for line in text.strip("\n").splitlines()) + "\n"

    return doctest.OutputChecker().check_output(tidy(shown), tidy(printed), doctest.ELLIPSIS)
