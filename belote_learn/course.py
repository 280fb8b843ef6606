"""The course in a folder of your own: ``belote-learn lessons [DIR]``.

The lessons (the notebooks, with the printable rule sheets and the teachers' page they point to) are copied
into ``DIR`` (default ``./belote-lessons``), then JupyterLab opens the start notebook there. The lessons
read nothing by path, only through the installed package, so the copy works wherever it is.

Where the course comes from: an installed wheel holds it in ``belote_learn/_course/`` (setup.py puts it
there); a clone of the project (an editable install) copies it from the project's own files, named in
pyproject.toml's ``[tool.belote-learn.course]``.

Running the command again on the same folder keeps the lessons you changed (saved answers, notes) and
brings the others up to date; ``--force`` copies every lesson again. A folder that holds other files is
refused unless ``--force`` is given.
"""
from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from importlib import resources
from importlib.util import find_spec
from pathlib import Path

from belote_learn import __version__
from belote_learn.core.errors import BeloteError, brief
from belote_learn.core.messages import Message, render, text
from belote_learn.rules.position import shown_path

__all__ = ["DEFAULT_FOLDER", "START", "CopyResult", "LessonsError", "copy_course", "course_files", "lab_command",
           "open_in_lab", "run"]

DEFAULT_FOLDER = "belote-lessons"
START = {"en": "00_start_here.ipynb", "fr": "fr/00_start_here.ipynb"}  # the notebook JupyterLab opens, by language
RECORD = ".belote-lessons.json"  # in the copy: what was copied (file -> checksum), to know it again
LAB_INSTALL = 'pip install "belote-learn[lab]"'


class LessonsError(BeloteError):
    """The lessons cannot be copied to the folder asked for (a file, a folder of other files, no permission).

    Its one argument is a :class:`~belote_learn.core.messages.Message` (``str(exc)`` is the English text;
    ``exc.args[0].render(lang)`` another language's)."""


@dataclass
class CopyResult:
    """What :func:`copy_course` did: the folder (absolute), the number of notebooks in the course, whether the
    folder held an earlier copy, the files written and the files kept because they were changed since the
    earlier copy (paths inside the folder)."""

    folder: Path
    notebooks: int
    earlier: bool = False
    written: list = field(default_factory=list)
    kept: list = field(default_factory=list)


def _clone_root() -> Path | None:
    """The project folder when belote_learn is imported from a clone (it holds pyproject.toml)."""
    package = Path(str(resources.files("belote_learn")))
    root = package.parent
    return root if (root / "pyproject.toml").is_file() and (root / "notebooks").is_dir() else None


def course_files() -> dict:
    """Every file of the course: {path inside the copy ("12_c501_play.ipynb", "docs/teachers.md"): source},
    the source being a :class:`pathlib.Path` or an :mod:`importlib.resources` file, read with ``read_bytes``.

    Raises:
        LessonsError: when this installation of belote-learn holds no course.
    """
    packaged = resources.files("belote_learn").joinpath("_course")
    if packaged.is_dir():
        files = {}
        todo = [("", packaged)]
        while todo:
            prefix, folder = todo.pop()
            for item in folder.iterdir():
                if item.is_dir():
                    todo.append((f"{prefix}{item.name}/", item))
                elif item.is_file():
                    files[prefix + item.name] = item
        return dict(sorted(files.items()))
    root = _clone_root()
    if root is not None:
        import tomllib

        with open(root / "pyproject.toml", "rb") as fh:
            table = tomllib.load(fh).get("tool", {}).get("belote-learn", {}).get("course", {})
        files = {}
        for folder, patterns in table.items():
            for pattern in patterns:
                for source in sorted(root.glob(pattern)):
                    files[source.name if folder in ("", ".") else f"{folder}/{source.name}"] = source
        if files:
            return dict(sorted(files.items()))
    raise LessonsError(Message("course.missing"))


def site_note(lang: str = "en") -> str:
    """The note every lesson of the classroom site (JupyterLite, ``make lite``) starts with, in ``lang``: the
    lessons run in the browser, the first run is slow, the expert bot thinks longer, no pandas tables.

    Raises:
        ValueError: ``lang`` is not a language of the catalogue.
    """
    return text("course.site_note", lang)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _earlier_copy(folder: Path) -> dict | None:
    """{path: checksum as copied} when ``folder`` holds an earlier copy of the lessons, else None."""
    try:
        record = json.loads((folder / RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    files = record.get("files") if isinstance(record, dict) else None
    return {k: v for k, v in files.items() if isinstance(v, str)} if isinstance(files, dict) else None


def copy_course(folder, force: bool = False) -> CopyResult:
    """Copy the course into ``folder`` (created if missing, with its parents).

    An earlier copy in ``folder`` is brought up to date: a lesson changed since it was copied (answers saved,
    notes) is kept, the others are copied again. ``force`` copies every file of the course again, and lets a
    folder that holds other files receive the course (files of the same name are replaced, others are left).

    Returns:
        a :class:`CopyResult`.

    Raises:
        LessonsError: ``folder`` is a file, holds other files (without ``force``), or cannot be written; or
            the installation holds no course.
    """
    folder = Path(os.path.expanduser(str(folder))).absolute()
    files = course_files()
    shown = shown_path(str(folder))
    try:  # a name too long for the system, a folder that cannot be listed...: one line, nothing written
        if folder.exists() and not folder.is_dir():
            raise LessonsError(Message("course.not_a_folder", folder=shown))
        earlier = _earlier_copy(folder) if folder.is_dir() else None
        occupied = folder.is_dir() and any(folder.iterdir())
    except OSError as exc:
        raise LessonsError(Message("course.cannot_read", folder=shown, reason=str(exc.strerror or exc))) from None
    if occupied and earlier is None and not force:
        raise LessonsError(Message("course.not_empty", folder=shown))
    result = CopyResult(folder, sum(name.endswith(".ipynb") for name in files), earlier is not None)
    earlier = earlier or {}
    record = {}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        try:
            for name, source in files.items():
                data = source.read_bytes()
                target = folder.joinpath(*name.split("/"))
                if target.is_file():
                    current = _digest(target.read_bytes())
                    if current == _digest(data):  # already this version
                        record[name] = current
                        continue
                    if not force and earlier.get(name) != current:  # changed since copied (or not ours): kept
                        if name in earlier:
                            record[name] = earlier[name]  # still "changed" next time
                        result.kept.append(name)
                        continue
                target.parent.mkdir(parents=True, exist_ok=True)
                if target.is_symlink():  # a link is replaced by the lesson, never written through (it may
                    target.unlink()      # point at a file outside the folder)
                target.write_bytes(data)
                record[name] = _digest(data)
                result.written.append(name)
        finally:  # also after a failed write: what was copied is known again next time
            text = json.dumps({"belote-learn": __version__, "files": record}, indent=1) + "\n"
            (folder / RECORD).write_text(text, encoding="utf-8")
    except OSError as exc:
        where = shown_path(str(exc.filename)) if exc.filename else shown
        raise LessonsError(Message("course.cannot_write", folder=where, reason=str(exc.strerror or exc))) from None
    return result


def lab_command(folder, lang: str = "en") -> list | None:
    """The command that opens the start notebook of ``folder`` in ``lang`` (the French course's for ``"fr"``)
    in JupyterLab (rooted at ``folder``), with this Python, so that its kernel imports this belote_learn; None
    when JupyterLab is not installed."""
    if find_spec("jupyterlab") is None:
        return None
    cmd = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={Path(folder).absolute()}", START[lang]]
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # as `make lab` does: Jupyter refuses root otherwise
        cmd.append("--allow-root")
    return cmd


def open_in_lab(folder, lang: str = "en") -> int:
    """Run JupyterLab on ``folder`` until it stops; returns its exit status (127 when it is not installed).

    On POSIX systems this process becomes JupyterLab (``os.execv``: Ctrl+C, a closed terminal or a signal reach
    it directly, and it never outlives a parent); elsewhere it runs as a child and Ctrl+C is left to it."""
    cmd = lab_command(folder, lang)
    if cmd is None:
        return 127
    if os.name == "posix":
        sys.stdout.flush()
        sys.stderr.flush()
        os.chdir(folder)
        os.execv(cmd[0], cmd)
    proc = subprocess.Popen(cmd, cwd=folder)  # pragma: no cover - Windows
    try:  # JupyterLab answers Ctrl+C (it asks whether to stop); this process only waits for it
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:  # not the main thread: signals stay as they are
        previous = None
    try:
        return proc.wait()
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def run(folder=DEFAULT_FOLDER, open_lab: bool = True, force: bool = False, lang: str = "en") -> int:
    """``belote-learn lessons``: copy the course into ``folder``, say what was done (in ``lang``: ``"en"``,
    ``"fr"``), then open JupyterLab.

    Returns the exit status: 0 when done (JupyterLab's own status once it stops), 1 when the lessons were
    copied but JupyterLab is not installed to open them, 2 when they could not be copied (one line says why).
    """
    try:
        result = copy_course(folder, force=force)
    except LessonsError as exc:
        print(brief(text("cli.error.program", lang, error=render(exc.said, lang))), file=sys.stderr)
        return 2
    where = shown_path(str(result.folder))
    if not result.earlier:
        print(text("course.copied", lang, folder=where, notebooks=result.notebooks, start=START[lang]))
    elif result.written:
        print(text("course.updated", lang, folder=where, notebooks=result.notebooks, count=len(result.written)))
    else:
        print(text("course.up_to_date", lang, folder=where, notebooks=result.notebooks))
    if result.kept:
        print(brief(text("course.kept", lang, count=len(result.kept), files=", ".join(result.kept))))
    if not open_lab:
        return 0
    if lab_command(result.folder, lang) is None:
        print(text("course.no_lab", lang, install=LAB_INSTALL, start=START[lang]), file=sys.stderr)
        return 1
    print(text("course.opening", lang, start=START[lang]), flush=True)
    return open_in_lab(result.folder, lang)
