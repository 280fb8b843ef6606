"""The ``belote-learn`` command (also ``python -m belote_learn``).

Subcommands:

``explain FILE... [--json]``
    Explain positions (docs/formats.md): the legal cards and a reason for every card of the hand; for
    an auction position (coinche: the calls so far and the player to speak), the legal calls and a
    reason for every call.
    ``-`` reads standard input. With ``--json`` one JSON object per line, in the order of the
    files; a malformed file gives ``{"file": ..., "error": ...}`` on its line.
``check FILE... [--json]`` and ``check --game FILE... [--json]``
    Referee recorded hands, or whole games (a JSON list of hand records).
``simulate --games N --ns BOT --ew BOT [--rules PRESET] [--seed S] [--json]``
    Bot tournaments (seats swapped for half of the games).
``rules [PRESET]``
    List the presets, or describe one preset and its options.
``lessons [DIR] [--no-open] [--force]``
    Copy the course into DIR (default ./belote-lessons) and open its start notebook in JupyterLab
    (belote_learn.course); run again on the same folder, it keeps the lessons you changed.

Exit status: 0 when every file was answered; 2 when a file is malformed or unreadable (or the
command line is wrong, or the lessons cannot be copied); 1 when the lessons were copied but JupyterLab
is not installed to open them. Errors are one line naming the file and the field, never a traceback.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Callable, Sequence

from belote_learn import __version__
from belote_learn.core.errors import MESSAGE_LIMIT, BeloteError, PositionError, brief, quoted
from belote_learn.systems.base.game import MAX_SEED
from belote_learn.rules.position import MAX_FILE_BYTES, Position, read_text_file, shown_path
from belote_learn.rules.presets import OPTIONS, PRESET_NAMES, get_rules
from belote_learn.records import check_game, check_record
from belote_learn.systems.base.records import load_json
from belote_learn.systems import system_of

__all__ = ["main", "build_parser"]


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse's own errors: one line, status 2
        see = f" (see {self.prog} --help)"
        self.exit(2, brief(f"{self.prog}: error: {message}", MESSAGE_LIMIT - 1 - len(see)) + see + "\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="belote-learn",
        description="Learn, teach and referee Belote: explain positions, describe the rule systems.",
    )
    parser.add_argument("--version", action="version", version=f"belote-learn {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    p = sub.add_parser(
        "explain",
        help="explain the legal cards (or calls) of positions (JSON files, '-' for standard input)",
        description="Explain positions: the legal cards, and why each card of the hand is or is not legal; "
        "for a coinche auction position, the legal calls and why each call is or is not legal.",
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="position JSON file, or '-' for standard input")
    p.add_argument("--json", action="store_true", help="print one JSON object per file, one per line")
    p.set_defaults(func=cmd_explain)

    p = sub.add_parser(
        "check",
        help="referee recorded hands (JSON files, '-' for standard input)",
        description="Referee recorded hands: stop at the first illegal call or card with its reason, "
        "otherwise give the result and the score breakdown.",
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="hand record JSON file, or '-' for standard input")
    p.add_argument("--game", action="store_true", help="each FILE is a whole game: a JSON list of hand records")
    p.add_argument("--json", action="store_true", help="print one JSON object per file, one per line")
    p.set_defaults(func=cmd_check)

    p = sub.add_parser(
        "simulate",
        help="play bot tournaments",
        description="Play whole games between two bots, seats swapped for half of the games, and print "
        "games won (with a 95% confidence interval), mean points per deal, contracts taken and made.",
    )
    p.add_argument("--games", type=_positive_int, default=100, help="number of games, 1 to 100,000 (default 100; a game between rule-based bots takes about 0.02 s, "
                   "one with an expert bot a few seconds)")
    p.add_argument("--ns", default="rule", metavar="BOT", help="first bot: random, rule or expert (default rule)")
    p.add_argument("--ew", default="random", metavar="BOT", help="second bot (default random)")
    p.add_argument("--rules", default="classic-501", metavar="PRESET", help="preset (default classic-501)")
    p.add_argument("--seed", type=_whole_number, default=0, help="seed of the whole tournament (default 0)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--no-progress", action="store_true", help="no progress bar (there is none with --json or when standard error is not a terminal)")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("rules", help="list the presets, or describe one", description="List or describe presets.")
    p.add_argument("preset", nargs="?", help="a preset name, e.g. classic-501")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser(
        "lessons",
        help="copy the lessons into a folder of yours and open them in JupyterLab",
        description="Copy the course (the lesson notebooks, the rule sheets to print, the page for teachers) into "
        "DIR and open its start notebook in JupyterLab. Run again on the same folder, it keeps the lessons you "
        "changed and brings the others up to date.",
    )
    p.add_argument("folder", nargs="?", default="belote-lessons", metavar="DIR",
                   help="the folder for the lessons (default ./belote-lessons)")
    p.add_argument("--no-open", action="store_true", help="only copy the lessons, without starting JupyterLab")
    p.add_argument("--force", action="store_true", help="copy every lesson again, the ones you changed too, even into "
                   "a folder that holds other files")
    p.set_defaults(func=cmd_lessons)
    return parser


def cmd_lessons(args) -> int:
    from belote_learn.course import run

    return run(args.folder, open_lab=not args.no_open, force=args.force)


def _load(path: str, loader: Callable[[str], object]):
    """Read and parse one file; return (object, None) or (None, error message)."""
    if path == "-":
        raw = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            return None, f"is too large (over {MAX_FILE_BYTES // 1_000_000} MB)"
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return None, "is not a UTF-8 text file"
    else:
        try:
            text = read_text_file(path)
        except PositionError as exc:
            return None, exc.message
    if path == "-" and not text.strip():
        return None, "standard input is empty (it can be read only once)"
    try:
        return loader(text), None
    except BeloteError as exc:
        return None, str(exc)
    except RecursionError:
        return None, "is nested too deeply to be a position or record"


def _display_name(path: str) -> str:
    if path == "-":
        return "<stdin>"
    return shown_path(path.encode("utf-8", "surrogateescape").decode("utf-8", "replace"))


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=not _UTF8)


_UTF8 = True


def _run_files(files: Sequence[str], as_json: bool, loader, answer, show_text) -> int:
    status = 0
    for i, path in enumerate(files):
        name = _display_name(path)
        obj, error = _load(path, loader)
        if error is not None:
            status = 2
            if as_json:
                print(_dumps({"file": name, "error": brief(error)}))
            print(brief(f"belote-learn: {name}: {error}"), file=sys.stderr)
            continue
        result = answer(obj)
        if as_json:
            print(_dumps(result.to_dict()))
        else:
            if len(files) > 1:
                print(f"{'' if i == 0 else chr(10)}== {name} ==")
            print(show_text(result))
    return status


def _explainable(text: str):
    """A play position, or an auction position (a ``bidding`` list and no ``contract``: the calls so far and
    the player to speak, docs/formats.md), read by its rule system."""
    from belote_learn.rules.position import parse_json
    from belote_learn.systems import system_for_data

    data = parse_json(text)
    record = isinstance(data, dict) and "hands" in data and not {"hand", "contract"} & data.keys()
    if isinstance(data, dict) and "bidding" in data and "contract" not in data:
        try:
            return system_for_data(data).auction_position(data)
        except PositionError as exc:
            if record and exc.field == "bidding":  # not a coinche auction: a hand record of another system
                raise PositionError("", _RECORD_NOT_POSITION) from None
            raise
    if record:
        raise PositionError("", _RECORD_NOT_POSITION)
    return Position.from_dict(data)


_RECORD_NOT_POSITION = "this is a hand record (it has hands and no hand to play from), not a position: referee it with belote-learn check"
_POSITION_NOT_RECORD = ("this is a position (the player to move or to speak, without the four hands), not a hand record: "
                        "explain it with belote-learn explain")


def _record(text: str):
    """A hand record; a position given to ``check`` by mistake is named as such."""
    data = load_json(text)
    if isinstance(data, dict) and "hands" not in data and {"to_play", "to_speak", "hand"} & data.keys():
        raise PositionError("", _POSITION_NOT_RECORD)
    return check_record(data)


def cmd_explain(args) -> int:
    return _run_files(args.files, args.json, _explainable, lambda p: p.explain(), lambda e: e.text())


def cmd_check(args) -> int:
    if args.game:
        return _run_files(args.files, args.json, lambda t: check_game(load_json(t)), lambda r: r, lambda r: r.text())
    return _run_files(args.files, args.json, _record, lambda r: r, lambda r: r.text())


def _whole_number(text: str, lowest: int = 0, highest: int = MAX_SEED) -> int:
    """An argparse type: a whole number from ``lowest`` to ``highest`` (for ``--seed``: 0 to 2**64 - 1)."""
    digits = text.strip().lstrip("+-")
    if digits.isascii() and digits.isdigit() and len(digits) > len(str(highest)):
        raise argparse.ArgumentTypeError(f"must be at most {highest:,}, got a number of {len(digits):,} digits")
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {quoted(text)}") from None
    if value < lowest:
        raise argparse.ArgumentTypeError(f"must be at least {lowest}, got {value}")
    if value > highest:
        raise argparse.ArgumentTypeError(f"must be at most {highest:,}, got {value:,}")
    return value


def _positive_int(text: str) -> int:
    """An argparse type for ``--games``: 1 to MAX_GAMES."""
    digits = text.strip().lstrip("+").lstrip("0")
    if digits.isascii() and digits.isdigit() and len(digits) > len(str(MAX_GAMES)):  # not the seed's limit
        raise argparse.ArgumentTypeError(f"at most {MAX_GAMES:,} games in one run, got a number of {len(digits):,} digits")
    value = _whole_number(digits if digits.isascii() and digits.isdigit() else text, 1, MAX_SEED)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"at most {MAX_GAMES:,} games in one run, got {value:,}")
    return value


MAX_GAMES = 100_000  # rule-based bots play a few hundred games a minute; the expert a few


def cmd_simulate(args) -> int:
    from belote_learn.bots.levels import BOT_NAMES, make_bot
    from belote_learn.bots.tournament import run_tournament

    for flag, name in (("--ns", args.ns), ("--ew", args.ew)):
        try:
            make_bot(name)
        except ValueError:
            print(f"belote-learn: {flag}: unknown bot {quoted(name)}: choose one of {', '.join(BOT_NAMES)}", file=sys.stderr)
            return 2
    try:
        get_rules(args.rules)
    except BeloteError as exc:
        print(f"belote-learn: --rules: {exc}", file=sys.stderr)
        return 2
    bar = None
    if not args.no_progress and not args.json and sys.stderr.isatty():
        try:
            from tqdm import tqdm

            bar = tqdm(total=args.games, unit="game", file=sys.stderr, leave=False)
        except ImportError:  # tqdm is optional
            bar = None
    try:
        result = run_tournament(args.ns, args.ew, args.games, args.rules, args.seed, progress=bar.update if bar else None)
    finally:
        if bar is not None:
            bar.close()
    print(_dumps(result.to_dict()) if args.json else result.text())
    return 0


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
    calls = system_of(rules).auction_words()
    if calls:
        print(f"  calls: {calls}")
    print("  options (default value):")
    for name, value in opts.items():
        print(f"    {name} = {json.dumps(value)}: {OPTIONS[name].doc}")
    return 0


def _option_value(rules, name):
    value = getattr(rules, name)
    return value.value if hasattr(value, "value") else value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    global _UTF8
    for stream in (sys.stdout, sys.stderr):
        try:  # a console that cannot show ♠ gets an escape instead of a crash
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):
            pass
    _UTF8 = (getattr(sys.stdout, "encoding", "") or "").lower().replace("-", "") in ("utf8", "utf_8")
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
