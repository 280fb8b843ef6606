"""The wheel a learner installs (`pip install .`, later `pip install belote-learn`): it holds every package,
the data, the card table's script and style, the message catalogues and the course; installed alone into a
fresh virtual environment, `belote-learn lessons` copies the course from anywhere and the package reads its
own data. Also the source distribution the wheel is built from, and the pure wheel of the classroom site.

The builds use the setuptools of this venv (--no-build-isolation: no download), once for the module; the
whole file takes a few seconds.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "belote_learn"
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
FRENCH_NOTEBOOKS = sorted("fr/" + p.name for p in (ROOT / "notebooks" / "fr").glob("*.ipynb"))
ONE_LINE = 300  # the toolkit's longest one-line message (errors.MESSAGE_LIMIT)


def source_files(folder: Path, *patterns: str) -> set:
    """Files of ``folder`` matching the patterns, as paths relative to it; not caches, hidden files (an
    editor's, the OS's) nor what a build in place leaves (compiled modules)."""
    return {p.relative_to(folder).as_posix() for pattern in patterns for p in folder.glob(pattern)
            if p.is_file() and "__pycache__" not in p.parts and not any(x.startswith(".") for x in p.parts)
            and not p.name.endswith((".pyc", ".so", ".pyd"))}


def course_sources() -> dict:
    """{path in the copy: source path}, from pyproject.toml's [tool.belote-learn.course], read here on its own."""
    import tomllib

    table = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["belote-learn"]["course"]
    files = {}
    for folder, patterns in table.items():
        for pattern in patterns:
            for p in ROOT.glob(pattern):
                files[p.name if folder == "." else f"{folder}/{p.name}"] = p
    return files


def build_sdist(out: Path) -> Path:
    code = f"from setuptools import build_meta; print(build_meta.build_sdist({str(out)!r}))"
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    return out / run.stdout.strip().splitlines()[-1]


def build_wheel(source: Path, out: Path, **env) -> Path:
    run = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w",
                          str(out), str(source)], capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, **env))
    assert run.returncode == 0, run.stderr[-3000:]
    (wheel,) = out.glob("belote_learn-*.whl")
    return wheel


@pytest.fixture(scope="module")
def sdist(tmp_path_factory) -> Path:
    return build_sdist(tmp_path_factory.mktemp("sdist"))


@pytest.fixture(scope="module")
def wheel(sdist, tmp_path_factory) -> Path:
    """The wheel built from the source distribution, as `python -m build` (and PyPI's users) would."""
    unpacked = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(sdist) as tar:
        tar.extractall(unpacked, filter="data")
    (source,) = unpacked.iterdir()
    return build_wheel(source, tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh venv holding only belote-learn (no dependencies, no pip: this pip installs into it)."""
    env_dir = tmp_path_factory.mktemp("venv")
    venv.create(env_dir, with_pip=False)
    python = env_dir / ("Scripts" if os.name == "nt" else "bin") / "python"
    run = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
                          "-q", str(wheel)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    return env_dir


def command(env_dir: Path, name: str) -> str:
    return str(env_dir / ("Scripts" if os.name == "nt" else "bin") / name)


def outside(tmp_path: Path) -> dict:
    """Keyword arguments of subprocess.run for a command run from a folder outside the clone, with nothing of
    the clone or of this venv on its path."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    return {"cwd": tmp_path, "env": env, "capture_output": True, "text": True, "timeout": 120}


def test_the_wheel_holds_every_package_the_data_the_scripts_and_the_course(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    # every module of every package under belote_learn/, found in the sources (a new subpackage included)
    modules = {f"belote_learn/{m}" for m in source_files(PACKAGE, "**/*.py")}
    assert "belote_learn/cli.py" in modules and modules <= names, sorted(modules - names)
    # the data/ folder, as the package belote_learn.data
    data = {f"belote_learn/data/{f}" for f in source_files(ROOT / "data", "**/*")}  # any kind of file
    assert "belote_learn/data/positions/c501-04-nine-beats-ace.json" in data
    # every other file of the package folder: the card table's script and style, the message catalogues, and
    # any file added later (a file type pyproject.toml's package-data does not name yet is reported here);
    # not the accelerator's C source
    other = {f"belote_learn/{f}" for f in source_files(PACKAGE, "**/*") if not f.endswith((".py", ".c"))}
    assert {"belote_learn/widgets/table.js", "belote_learn/widgets/table.css",
            "belote_learn/locale/fr/LC_MESSAGES/belote_learn.mo"} <= other, sorted(other)
    assert other <= names and data <= names, \
        f"not in the wheel (add their pattern to package-data): {sorted((other | data) - names)}"
    # the course: each notebook, the rule sheets and the teachers' page, laid out as the copy is
    course = {f"belote_learn/_course/{name}" for name in course_sources()}
    assert {f"belote_learn/_course/{n}" for n in NOTEBOOKS + FRENCH_NOTEBOOKS} | {
        "belote_learn/_course/docs/teachers.md", "belote_learn/_course/docs/fr/teachers.md"} <= course
    assert course == {n for n in names if n.startswith("belote_learn/_course/")}
    assert len(NOTEBOOKS) >= 20  # 25 lessons today: 00 to 08, five tracks of 3 to 6 lessons
    # nothing else but the package's metadata and the compiled accelerator (no tests, tools, build sources)
    version = wheel.name.split("-")[1]
    assert {n.split("/")[0] for n in names} == {"belote_learn", f"belote_learn-{version}.dist-info"}
    rest = {n for n in names - modules - data - other - course if not n.startswith(f"belote_learn-{version}.dist-info/")}
    assert all(n.startswith("belote_learn/bots/_ddcore.") and n.endswith((".so", ".pyd")) for n in rest), sorted(rest)
    entry_points = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
    assert "belote-learn = belote_learn.cli:main" in entry_points
    # measured: 0.79 MB (the 25 notebooks compress from 3.9 MB to 0.3 MB); twice that means something
    # that is not the product slipped in
    assert wheel.stat().st_size < 1_500_000, wheel.stat().st_size


def test_the_source_distribution_holds_what_the_wheel_is_built_from(sdist):
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    needed = {"pyproject.toml", "setup.py", "belote_learn/bots/_ddcore.c", "belote_learn/widgets/table.js",
              "data/positions/c501-04-nine-beats-ace.json"}
    needed |= {p.relative_to(ROOT).as_posix() for p in course_sources().values()}
    assert needed <= names, sorted(needed - names)
    assert not [n for n in names if n.startswith(("tests/", "tools/", ".venv"))]


def test_the_pure_wheel_of_the_classroom_site_has_no_accelerator_and_no_stale_module(tmp_path):
    """tools/build_lite.py builds its wheel from the clone itself with BELOTE_LEARN_PURE=1: a wheel for any
    platform (py3-none-any), without the C accelerator; a module left in build/ by an earlier build (a module
    since moved or removed) is not shipped."""
    stale = ROOT / "build" / "lib" / "belote_learn" / "module_removed_since.py"
    stale.parent.mkdir(parents=True, exist_ok=True)
    stale.write_text("x = 1\n")
    try:
        wheel = build_wheel(ROOT, tmp_path, BELOTE_LEARN_PURE="1")
    finally:
        stale.unlink(missing_ok=True)
    assert wheel.name.endswith("-py3-none-any.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert not [n for n in names if "_ddcore" in n]
    assert "belote_learn/module_removed_since.py" not in names
    assert "belote_learn/cli.py" in names and "belote_learn/_course/00_start_here.ipynb" in names


def test_the_installed_package_reads_its_own_data(installed, tmp_path):
    code = ("import json, belote_learn\n"
            "from belote_learn.rules import datafiles\n"
            "p = datafiles.load_teaching_position('c501-04-nine-beats-ace')\n"
            "print(json.dumps({'package': belote_learn.__file__, 'data': str(datafiles.data_path()),\n"
            "  'legal': [str(c) for c in p.legal_cards()], 'positions': len(datafiles.teaching_positions())}))\n")
    run = subprocess.run([command(installed, "python"), "-c", code], **outside(tmp_path))
    assert run.returncode == 0, run.stderr[-3000:]
    found = json.loads(run.stdout)
    assert Path(found["package"]).is_relative_to(installed) and Path(found["data"]).is_relative_to(installed)
    # trumps hearts, North led AH, East played 9H (the nine ranks above the ace in trumps): South must beat
    # the 9 and only the jack does, so the answer is JH alone (the file's "answer" field)
    assert found["legal"] == ["JH"]
    assert found["positions"] == len(list((ROOT / "data" / "positions").glob("*.json")))


def test_lessons_copies_the_course_from_outside_the_clone(installed, tmp_path):
    folder = tmp_path / "my lessons"  # a space in the path
    run = subprocess.run([command(installed, "belote-learn"), "lessons", "--no-open", "my lessons"], **outside(tmp_path))
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0] == (f"Copied the lessons to {folder}: {len(NOTEBOOKS + FRENCH_NOTEBOOKS)} notebooks "
                                          "(start with 00_start_here.ipynb).")
    for name, source in course_sources().items():
        assert (folder / name).read_bytes() == source.read_bytes(), name
    assert sorted(p.name for p in folder.glob("*.ipynb")) == NOTEBOOKS
    assert sorted("fr/" + p.name for p in (folder / "fr").glob("*.ipynb")) == FRENCH_NOTEBOOKS
    # the default folder is ./belote-lessons
    run = subprocess.run([command(installed, "belote-learn"), "lessons", "--no-open"], **outside(tmp_path))
    assert run.returncode == 0 and (tmp_path / "belote-lessons" / "00_start_here.ipynb").is_file()


def test_lessons_without_jupyterlab_says_how_to_install_it(installed, tmp_path):
    """The fresh venv holds no JupyterLab: the lessons are copied, then one line says how to get it."""
    run = subprocess.run([command(installed, "belote-learn"), "lessons", "here"], **outside(tmp_path))
    assert run.returncode == 1
    assert (tmp_path / "here" / "00_start_here.ipynb").is_file()
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and 'pip install "belote-learn[lab]"' in lines[0] and "Traceback" not in run.stderr


def test_lessons_opens_the_start_notebook_in_jupyterlab_rooted_at_the_copy(installed, tmp_path):
    """A stand-in for JupyterLab (a `jupyterlab` module on the path) notes how it was started: by the venv's
    own Python (so its kernel imports the installed belote_learn), in the copy, on the start notebook."""
    fake = tmp_path / "fake" / "jupyterlab"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("")
    (fake / "__main__.py").write_text(
        "import json, os, sys\n"
        f"open({str(tmp_path / 'started.json')!r}, 'w').write(json.dumps({{'argv': sys.argv[1:], "
        "'cwd': os.getcwd(), 'python': sys.executable}))\n"
        "sys.exit(7)\n")
    kw = outside(tmp_path)
    kw["env"]["PYTHONPATH"] = str(tmp_path / "fake")
    run = subprocess.run([command(installed, "belote-learn"), "lessons", "course"], **kw)
    assert run.returncode == 7, run.stderr  # JupyterLab's own exit status
    assert "Opening 00_start_here.ipynb in JupyterLab" in run.stdout
    started = json.loads((tmp_path / "started.json").read_text())
    folder = tmp_path / "course"
    assert Path(started["cwd"]).resolve() == folder.resolve()
    assert Path(started["python"]).parent == Path(command(installed, "python")).parent
    assert f"--ServerApp.root_dir={folder}" in started["argv"] and "00_start_here.ipynb" in started["argv"]


@pytest.mark.parametrize("case", ["not empty", "a file", "under a file", "not writable"])
def test_lessons_refuses_a_folder_it_cannot_use_in_one_line(installed, tmp_path, case):
    target = tmp_path / "target"
    if case == "not empty":
        target.mkdir()
        (target / "notes.txt").write_text("mine")
    elif case == "a file":
        target.write_text("mine")
    elif case == "under a file":
        (tmp_path / "file").write_text("mine")
        target = tmp_path / "file" / "lessons"
    else:
        if os.name == "nt" or os.geteuid() == 0:
            pytest.skip("root (or Windows) may write to any folder")
        target.mkdir()
        target.chmod(0o500)
    run = subprocess.run([command(installed, "belote-learn"), "lessons", "--no-open", str(target)], **outside(tmp_path))
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) <= ONE_LINE and "Traceback" not in run.stderr, run.stderr
    assert lines[0].startswith("belote-learn: ") and str(target) in lines[0]
    if case == "not empty":
        assert "--force" in lines[0] and (target / "notes.txt").read_text() == "mine"
        assert [p.name for p in target.iterdir()] == ["notes.txt"]
