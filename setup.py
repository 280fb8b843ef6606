"""Build hooks of belote-learn; everything else is declared in pyproject.toml.

* **Packages**: every package under belote_learn/ is found (a new subpackage needs no edit here), plus
  ``belote_learn.data``, which is the project's data/ folder (``package-dir`` in pyproject.toml).
* **The course** that ``belote-learn lessons`` copies: the files ``[tool.belote-learn.course]`` in
  pyproject.toml names (the lesson notebooks and the pages they point to) go into the wheel as
  ``belote_learn/_course/``, laid out as the copy is, and into the source distribution.
* **A clean build**: each build starts from an empty ``build/lib*/belote_learn``, so a module moved or removed
  since an earlier build in this clone is not shipped from the stale copy setuptools would otherwise keep.
* **The optional C accelerator** of the double-dummy solver: when no C compiler is available (or
  ``BELOTE_LEARN_PURE=1`` is set, as for the JupyterLite wheel), the package installs without it and the
  solver runs its pure-Python search.
"""
import os
import shutil
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_py import build_py

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11, which requires-python refuses: let pip say so, not this file
    tomllib = None

ROOT = Path(__file__).resolve().parent
PACKAGE = "belote_learn"
COURSE_FOLDER = "_course"  # belote_learn/_course/ in the wheel (belote_learn.course reads it)


def course_files() -> dict:
    """{path in the copy: source file relative to the project}, from [tool.belote-learn.course]."""
    if tomllib is None:
        return {}
    with open(ROOT / "pyproject.toml", "rb") as fh:
        table = tomllib.load(fh).get("tool", {}).get("belote-learn", {}).get("course", {})
    files = {}
    for folder, patterns in table.items():
        for pattern in patterns:
            matches = sorted(ROOT.glob(pattern))
            if not matches:
                raise SystemExit(f"pyproject.toml [tool.belote-learn.course]: {pattern!r} matches no file")
            for source in matches:
                target = source.name if folder in ("", ".") else f"{folder}/{source.name}"
                files[target] = source.relative_to(ROOT).as_posix()
    return files


class BuildPackage(build_py):
    """build_py that starts from an empty build folder and adds the course."""

    def run(self):
        if not self.editable_mode:  # an editable install maps the clone itself: nothing to build
            shutil.rmtree(os.path.join(self.build_lib, PACKAGE), ignore_errors=True)
        super().run()
        if not self.editable_mode:
            for target, source in course_files().items():
                out = os.path.join(self.build_lib, PACKAGE, COURSE_FOLDER, *target.split("/"))
                self.mkpath(os.path.dirname(out))
                self.copy_file(os.path.join(ROOT, source), out)

    def get_source_files(self):  # what the source distribution holds
        return super().get_source_files() + list(course_files().values())


ext_modules = []
if os.environ.get("BELOTE_LEARN_PURE") != "1":
    ext_modules.append(
        Extension("belote_learn.bots._ddcore", ["belote_learn/bots/_ddcore.c"], optional=True, extra_compile_args=["-O2"])
    )

setup(
    packages=find_packages(include=[PACKAGE, f"{PACKAGE}.*"]) + [f"{PACKAGE}.data"],
    cmdclass={"build_py": BuildPackage},
    ext_modules=ext_modules,
)
