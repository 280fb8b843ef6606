"""Fold the French section headings of the course (one JSON file per writer: {clause id: heading}) into
data/course_map.json, as each clause's "fr": {"notebook": "fr/<its notebook>", "section": heading}.

Usage: python tools/fold_french_sections.py FILE.json [FILE.json ...]"""
import json
import sys
from pathlib import Path

MAP = Path(__file__).resolve().parent.parent / "data" / "course_map.json"


def main(paths) -> None:
    course = json.loads(MAP.read_text(encoding="utf-8"))
    n = 0
    for path in paths:
        for cid, heading in json.loads(Path(path).read_text(encoding="utf-8")).items():
            entry = course["clauses"][cid]
            entry["fr"] = {"notebook": f"fr/{entry['notebook']}", "section": heading}
            n += 1
    MAP.write_text(json.dumps(course, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{n} French sections folded into {MAP.name}")


if __name__ == "__main__":
    main(sys.argv[1:])
