"""Write the lesson notebooks from the course text in tools/lessons/, run them so that they carry their
outputs (a static export shows every question and picture), and write the course map
(data/course_map.json: clause id -> notebook, section, example, quizzes).

Run: python tools/build_notebooks.py [--no-execute] [NAME ...]

Outputs are kept except the widgets' own (a widget shows only with a running kernel); cells whose output is
pictures or widgets are tagged nbval-ignore-output (nbval still runs them, and fails on any error), the
few plain-text results are compared. Notebooks of the old layout that no lesson defines any more are
removed.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import nbformat as nbf

ROOT = Path(__file__).resolve().parents[1]
NB = ROOT / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))

from lessons import COURSE, LESSONS  # noqa: E402
from lessons import c501, c1000, coinche_track, general, mariage, sta  # noqa: E402

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"

# Every clause the course teaches, in its own words (the map carries them so that the project holds its
# list of clauses).
CLAUSE_COUNTS = {"classic-501": ("000", 28), "classic-1000": ("001", 16), "sans-tout-atout": ("002", 14),
                 "mariage": ("004", 15), "coinche": ("CO", 13)}


def build_all():
    general.build()
    c501.build()
    c1000.build()
    sta.build()
    mariage.build()
    coinche_track.build()


def course_map() -> dict:
    clauses = {}
    for cid in sorted(COURSE):
        clauses[cid] = dict(COURSE[cid])
    tracks = {}
    for name, lesson in LESSONS.items():
        tracks.setdefault(lesson.track, []).append(f"{name}.ipynb")
    return {
        "about": "The course map: each rule clause of each system -> the lesson (notebook) that teaches it, the "
                 "section heading that states it, the live example cell and the quiz cells (code cells whose "
                 "metadata holds {'course': {'example': id}} or {'course': {'quiz': id}}). "
                 "tests/lessons/test_course_map.py checks it against the notebooks.",
        "tracks": {k: sorted(v) for k, v in tracks.items()},
        "clauses": clauses,
    }


def strip_widget_outputs(nb) -> None:
    nb.metadata.pop("widgets", None)  # the widget state is not needed to read the lesson
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        kept = []
        for out in cell.get("outputs", []):
            if out.get("output_type") in ("display_data", "execute_result") and WIDGET_MIME in out.get("data", {}):
                continue  # a widget's saved text form would just be noise
            kept.append(out)
        cell.outputs = kept


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    execute = "--no-execute" not in sys.argv
    build_all()
    for cid, entry in COURSE.items():
        system = entry["system"]
        prefix = CLAUSE_COUNTS[system][0]
        if not cid.startswith(prefix + "-"):
            raise SystemExit(f"clause {cid} is taught in a {system} lesson")
    (ROOT / "data" / "course_map.json").write_text(json.dumps(course_map(), indent=1, ensure_ascii=False) + "\n",
                                                   encoding="utf-8")
    print("wrote data/course_map.json:", len(COURSE), "clauses taught")
    wanted = set(LESSONS)
    for old in NB.glob("*.ipynb"):
        if old.stem not in wanted:
            old.unlink()
            print("removed", old.name)
    for name, lesson in LESSONS.items():
        if args and name not in args:
            continue
        path = NB / f"{name}.ipynb"
        nbf.write(lesson.notebook(), path)
        if execute:
            subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                            "--ExecutePreprocessor.timeout=300", str(path)], check=True, capture_output=True)
            nb = nbf.read(path, as_version=4)
            strip_widget_outputs(nb)
            nbf.write(nb, path)
        print("wrote", path.name)


if __name__ == "__main__":
    main()
