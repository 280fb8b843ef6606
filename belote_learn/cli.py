"""The ``belote-learn`` command (also ``python -m belote_learn``).

Subcommands:

``explain FILE... [--json]``
    Explain positions (docs/formats.md): the legal cards and a reason for every card of the hand.
    ``-`` reads standard input. With ``--json`` one JSON object per line, in the order of the
    files; a malformed file gives ``{"file": ..., "error": ...}`` on its line.
``rules [PRESET]``
    List the presets, or describe one preset and its options.

Exit status: 0 when every file was answered; 2 when a file is malformed or unreadable (or the
command line is wrong). Errors are one line naming the file and the field, never a traceback.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Callable, Sequence

from . import __version__
from .errors import BeloteError
from .position import Position
from .presets import OPTIONS, PRESET_NAMES, get_rules

__all__ = ["main", "build_parser"]


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse's own errors: usage + message, status 2
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="belote-learn",
        description="Learn, teach and referee Belote: explain positions, describe the rule systems.",
    )
    parser.add_argument("--version", action="version", version=f"belote-learn {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    p = sub.add_parser(
        "explain",
        help="explain the legal cards of positions (JSON files, '-' for standard input)",
        description="Explain positions: the legal cards, and why each card of the hand is or is not legal.",
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="position JSON file, or '-' for standard input")
    p.add_argument("--json", action="store_true", help="print one JSON object per file, one per line")
    p.set_defaults(func=cmd_explain)

    p = sub.add_parser("rules", help="list the presets, or describe one", description="List or describe presets.")
    p.add_argument("preset", nargs="?", help="a preset name, e.g. classic-501")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_rules)
    return parser


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def _load(path: str, loader: Callable[[str], object]):
    """Read and parse one file; return (object, None) or (None, error message)."""
    try:
        text = _read(path)
    except FileNotFoundError:
        return None, "no such file"
    except IsADirectoryError:
        return None, "is a directory, not a JSON file"
    except UnicodeDecodeError:
        return None, "is not a UTF-8 text file"
    except OSError as exc:
        return None, f"cannot be read ({exc.strerror or exc})"
    try:
        return loader(text), None
    except BeloteError as exc:
        return None, str(exc)


def _run_files(files: Sequence[str], as_json: bool, loader, answer, show_text) -> int:
    status = 0
    for i, path in enumerate(files):
        name = "<stdin>" if path == "-" else path
        obj, error = _load(path, loader)
        if error is not None:
            status = 2
            if as_json:
                print(json.dumps({"file": name, "error": error}, ensure_ascii=False))
            print(f"belote-learn: {name}: {error}", file=sys.stderr)
            continue
        result = answer(obj)
        if as_json:
            print(json.dumps(result.to_dict(), ensure_ascii=False))
        else:
            if len(files) > 1:
                print(f"{'' if i == 0 else chr(10)}== {name} ==")
            print(show_text(result))
    return status


def cmd_explain(args) -> int:
    return _run_files(args.files, args.json, Position.from_json, lambda p: p.explain(), lambda e: e.text())


def cmd_rules(args) -> int:
    if args.preset is None:
        rows = [get_rules(name) for name in PRESET_NAMES]
        if args.json:
            print(json.dumps([{"preset": r.preset, "title": r.title, "source": r.source} for r in rows]))
        else:
            for r in rows:
                print(f"{r.preset:<16} {r.title}")
        return 0
    try:
        rules = get_rules(args.preset)
    except BeloteError as exc:
        print(f"belote-learn: {exc}", file=sys.stderr)
        return 2
    opts = {name: _option_value(rules, name) for name in rules.allowed_options}
    if args.json:
        print(json.dumps({"preset": rules.preset, "title": rules.title, "options": opts}))
        return 0
    print(f"{rules.preset}: {rules.title}")
    print(f"  contracts: {', '.join(str(c) for c in rules.contracts())}")
    print("  options (default value):")
    for name, value in opts.items():
        print(f"    {name} = {json.dumps(value)}: {OPTIONS[name].doc}")
    return 0


def _option_value(rules, name):
    value = getattr(rules, name)
    return value.value if hasattr(value, "value") else value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return args.func(args)
    except KeyboardInterrupt:  # pragma: no cover
        return 130
    except BrokenPipeError:  # pragma: no cover - e.g. piped into head
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
