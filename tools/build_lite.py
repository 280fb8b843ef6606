"""Build the classroom site: JupyterLite with the lessons and belote-learn, working offline.

Run with the Python of the lite build environment (`make lite` does everything):
    .venv-lite/bin/python tools/build_lite.py
    python3 tools/build_lite.py --check   # can the site be built here? (any Python; says what is missing)

What it needs: Python, and npm (Node.js's package manager) to fetch Pyodide: the npm registry is the only
package registry that serves Pyodide's own distribution (PyPI has its Python package, pyodide-py, and build
tools, not the WebAssembly runtime). Once fetched, the Pyodide tarball is kept in build/lite/ and npm is no
longer needed. Without either, `--check` and the build say so in one line and exit with status 3 (`make
test` then skips the site and its browser test).

What it does (the recipe is in docs/teachers.md):
1. fetches Pyodide's core from the npm registry (`npm pack pyodide@VERSION`) into the site, so that no
   CDN is needed at run time;
2. downloads the pure-Python wheels that the kernel itself needs (micropip, ipython and their
   dependencies) from PyPI and records their checksums in Pyodide's lock file;
3. builds a pure wheel of belote-learn (no C accelerator: the double-dummy solver runs its Python
   search in the browser) and collects ipywidgets' wheels for piplite;
4. writes browser copies of the lessons whose first cell installs belote-learn, and builds the site
   into _site/ with PyPI fallback disabled.
pandas and numpy have no offline browser build: the engine and widgets do not need them.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = Path(os.environ.get("BELOTE_LITE_BUILD", ROOT / "build" / "lite"))  # the build's work and cache folder
SITE = ROOT / "_site"
PYODIDE = os.environ.get("PYODIDE_VERSION", "314.0.6")
MISSING = 3  # the exit status when something the build needs is missing (make test skips the site)
PY_TAG = "3.14"  # the CPython of that Pyodide
KERNEL_NEEDS = ["micropip", "ipython", "jedi", "typing-extensions"]
PIPLITE = ["comm==0.2.3", "ipywidgets==8.1.9", "jupyterlab_widgets==3.0.17", "anywidget==0.11.0", "psygnal==0.16.1"]
# every lesson of both courses: notebooks/*.ipynb (English) and notebooks/fr/*.ipynb (French), as paths
LESSONS = sorted(str(p.relative_to(ROOT / "notebooks").with_suffix("")) for p in (ROOT / "notebooks").glob("*.ipynb")) + \
    sorted(str(p.relative_to(ROOT / "notebooks").with_suffix("")) for p in (ROOT / "notebooks").glob("fr/*.ipynb"))


def lite_note(name: str) -> str:
    """The note each lesson of the site starts with (belote_learn.course.site_note), in the lesson's language:
    French for the lessons under fr/. Read from this clone's package (the build's Python need not have it)."""
    sys.path.insert(0, str(ROOT))
    try:
        from belote_learn.course import site_note
    finally:
        sys.path.remove(str(ROOT))
    return site_note("fr" if name.startswith("fr/") else "en")


def run(cmd, **kw):
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run(cmd, check=True, **kw)


def pyodide_tarball() -> Path:
    return WORK / f"pyodide-{PYODIDE}.tgz"


def missing() -> str:
    """What the build lacks on this machine, in one line ("" when it can build)."""
    if (WORK / "lite_dir" / "static" / "pyodide" / "pyodide-lock.json").is_file() or pyodide_tarball().is_file():
        return ""
    if shutil.which("npm") is None:
        return (f"the classroom site needs npm (Node.js's package manager) to fetch Pyodide {PYODIDE} from the npm "
                "registry, and npm is not installed: install it (e.g. `sudo apt-get install npm`) and run `make "
                "lite` again")
    return ""


def fetch_pyodide(lite_dir: Path) -> None:
    target = lite_dir / "static" / "pyodide"
    if (target / "pyodide-lock.json").is_file():
        return
    WORK.mkdir(parents=True, exist_ok=True)
    tgz = pyodide_tarball()
    if not tgz.is_file():
        run(["npm", "pack", f"pyodide@{PYODIDE}", "--silent"], cwd=WORK)
    target.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tgz) as tar:
        for m in tar.getmembers():
            name = m.name.split("/", 1)[1] if "/" in m.name else m.name
            if m.isfile() and "/" not in name and not name.endswith((".d.ts", ".md", ".json.map")) and name != "package.json":
                m.name = name
                tar.extract(m, target)


def _norm(name: str) -> str:
    return name.lower().replace("_", "-")


def closure(lock: dict, roots: list[str]) -> list[str]:
    """Lock keys of ``roots`` and everything they depend on (names compared as PEP 503 does)."""
    pkgs = lock["packages"]
    keys = {_norm(k): k for k in pkgs}
    seen, todo = set(), [_norm(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in keys:
            raise SystemExit(f"{name} is not in Pyodide's lock file")
        seen.add(name)
        todo.extend(_norm(d) for d in pkgs[keys[name]].get("depends", []))
    return sorted(keys[n] for n in seen)


def kernel_wheels(lite_dir: Path) -> None:
    target = lite_dir / "static" / "pyodide"
    lock_path = target / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    names = closure(lock, KERNEL_NEEDS)
    reqs = [f"{lock['packages'][n]['name']}=={lock['packages'][n]['version']}" for n in names]
    run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--python-version", PY_TAG,
         "-q", "-d", str(target), *reqs])
    changed = 0
    for n in names:
        entry = lock["packages"][n]
        prefix = entry["name"].replace("-", "_").lower() + "-" + entry["version"]
        found = [p for p in target.glob("*.whl") if p.name.lower().startswith(prefix.lower())]
        if not found:
            raise SystemExit(f"no wheel downloaded for {entry['name']} {entry['version']}")
        wheel = found[0]
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
        changed += 1
    lock_path.write_text(json.dumps(lock))
    print(f"kernel wheels: {changed} pure-Python wheels recorded in the lock file")


def piplite_wheels() -> list[Path]:
    out = WORK / "pipwheels"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    env = dict(os.environ, BELOTE_LEARN_PURE="1")
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(ROOT)], env=env)
    run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--python-version", PY_TAG,
         "--implementation", "cp", "--platform", "pyemscripten_2026_0_wasm32", "-q", "-d", str(out), *PIPLITE])
    wheels = sorted(out.glob("*.whl"))
    for w in wheels:
        if not w.name.endswith("-none-any.whl"):
            raise SystemExit(f"{w.name} is not a pure-Python wheel")
    return wheels


def lesson_copies() -> Path:
    import nbformat  # in the lite build environment (not needed by --check)

    out = WORK / "contents"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    (out / "fr").mkdir()
    for name in LESSONS:
        nb = nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)
        for cell in nb.cells:
            if cell.cell_type == "code":
                cell.outputs = []
                cell.execution_count = None
        nb.metadata.pop("widgets", None)
        nb.metadata["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
        install = nbformat.v4.new_code_cell("%pip install -q belote_learn ipywidgets anywidget")
        note = nbformat.v4.new_markdown_cell(lite_note(name))
        nb.cells = [install, note] + nb.cells
        nbformat.write(nb, out / f"{name}.ipynb")
    return out


def main(argv=None) -> None:
    args = sys.argv[1:] if argv is None else argv
    lacking = missing()
    if lacking:
        print(f"make lite: {lacking}.", file=sys.stderr)
        raise SystemExit(MISSING)
    if args == ["--check"]:
        return
    if args:
        raise SystemExit(f"usage: {Path(__file__).name} [--check]")
    lite_dir = WORK / "lite_dir"
    lite_dir.mkdir(parents=True, exist_ok=True)
    (lite_dir / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "belote-learn",
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {"disablePyPIFallback": True}},
        },
    }))
    # the same JupyterLab defaults as `make lab`: no news pop-up (the lesson text size is a user setting there,
    # which JupyterLite keeps in the browser: not set by the build)
    shutil.copy(ROOT / "tools" / "lab_overrides.json", lite_dir / "overrides.json")
    fetch_pyodide(lite_dir)
    kernel_wheels(lite_dir)
    wheels = piplite_wheels()
    contents = lesson_copies()
    if SITE.exists():
        shutil.rmtree(SITE)
    for db in WORK.glob(".jupyterlite.doit.db*"):  # always a clean build: no task may be skipped
        db.unlink()
    cmd = [sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(lite_dir), "--contents", str(contents),
           "--output-dir", str(SITE)]
    for w in wheels:
        cmd += ["--piplite-wheels", str(w)]
    run(cmd, cwd=WORK)
    config = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config.get("litePluginSettings", {}).get("@jupyterlite/pyodide-kernel-extension:kernel", {})
    if "static/pyodide" not in str(kernel.get("pyodideUrl", "")) or not kernel.get("disablePyPIFallback"):
        raise SystemExit(f"the site would load Pyodide or packages from the internet: {kernel}")
    print(f"built {SITE} ({sum(f.stat().st_size for f in SITE.rglob('*') if f.is_file()) / 1e6:.0f} MB)")


if __name__ == "__main__":
    try:
        main()
    except subprocess.CalledProcessError as exc:  # its output is above; one line says which step failed
        cmd = " ".join(map(str, exc.cmd))
        raise SystemExit(f"make lite: this step failed with status {exc.returncode}: {cmd[:200]}") from None
