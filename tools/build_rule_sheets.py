"""Write the one-page printable rule sheet of each rule system, in each language of the course:
docs/rule-sheets/<system>.html (English) and docs/rule-sheets/<lang>/<system>.html (French: fr/).

Run: python tools/build_rule_sheets.py [--lang en|fr]   (without --lang: every language)

The sheets themselves are belote_learn.lessons.rule_sheets: the figures (card orders and points, deal totals,
declaration values, the contracts' order, the target, the direction of play) are read from the engine, every
sentence is a message of the catalogue. A sheet is plain HTML with its style inside, sized for one A4 or Letter
page: open it in a browser and print it.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from belote_learn.lessons.rule_sheets import SYSTEMS, sheet  # noqa: E402

OUT = ROOT / "docs" / "rule-sheets"
LANGS = ("en", "fr")

__all__ = ["LANGS", "OUT", "SYSTEMS", "sheet", "sheet_path"]


def sheet_path(preset: str, lang: str = "en") -> Path:
    """Where the sheet of ``preset`` in ``lang`` is written: English in docs/rule-sheets/, another language
    in its own folder (docs/rule-sheets/fr/)."""
    return OUT / f"{preset}.html" if lang == "en" else OUT / lang / f"{preset}.html"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description="Write the printable rule sheets (docs/rule-sheets/).")
    parser.add_argument("--lang", choices=LANGS, help="only this language (default: every language)")
    args = parser.parse_args(argv)
    for lang in [args.lang] if args.lang else LANGS:
        for preset in SYSTEMS:
            path = sheet_path(preset, lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(sheet(preset, lang), encoding="utf-8")
            print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main()
