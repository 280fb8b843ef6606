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

The language of everything the command says (its output, its refusals, its ``--help``) is chosen by the
option ``--lang`` (before or after the subcommand), else by the environment variable ``BELOTE_LEARN_LANG``,
else English; an unknown language is refused in one line naming the known ones (status 2). The texts come
from the message catalogue (belote_learn/core/messages.py); JSON output keeps its keys in every language.

Exit status: 0 when every file was answered; 2 when a file is malformed or unreadable (or the
command line is wrong, or the lessons cannot be copied); 1 when the lessons were copied but JupyterLab
is not installed to open them. Errors are one line naming the file and the field, never a traceback.
"""
from __future__ import annotations

import argparse
import re
import json
import os
import sys
from functools import partial
from typing import Callable, Sequence

from belote_learn import __version__
from belote_learn.core.errors import MESSAGE_LIMIT, BeloteError, PositionError, brief, quoted
from belote_learn.core.messages import LANGUAGES, Message, Number, in_lang, render, text
from belote_learn.systems.base.game import MAX_SEED
from belote_learn.rules.position import MAX_FILE_BYTES, Position, read_text_file, shown_path
from belote_learn.rules.presets import OPTIONS, PRESET_NAMES, get_rules
from belote_learn.records import check_game, check_record
from belote_learn.systems.base.records import load_json
from belote_learn.systems import system_of

__all__ = ["main", "build_parser", "LANG_VARIABLE"]

LANG_VARIABLE = "BELOTE_LEARN_LANG"
"""The environment variable naming the language of the command (``en``, ``fr``); ``--lang`` overrides it."""


class _Parser(argparse.ArgumentParser):
    """A parser whose own texts (usage, section titles, ``-h``, errors) are in ``lang``."""

    def __init__(self, *args, lang: str = "en", **kwargs):
        kwargs.setdefault("formatter_class", partial(_Formatter, lang=lang))
        super().__init__(*args, add_help=False, **kwargs)
        self.lang = lang
        self._positionals.title = text("cli.help.positionals", lang)
        self._optionals.title = text("cli.help.optionals", lang)
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help=text("cli.help.help", lang))

    def error(self, message):  # argparse's own errors: one line, status 2, in the parser's language
        message = _argparse_said(message, self.lang)
        see = " " + text("cli.error.see_help", self.lang, prog=self.prog)
        said = text("cli.error.command_line", self.lang, prog=self.prog, message=message)
        self.exit(2, brief(said, MESSAGE_LIMIT - 1 - len(see)) + see + "\n")


# argparse's own refusals (Python's English), read back into catalogue messages so that they are said in the
# command's language: (pattern of the English text, its message); a text no pattern reads is said as argparse wrote it
_ARGPARSE_SAID = [(re.compile(p, re.S), said) for p, said in (
    (r"argument (?P<argument>.+?): (?P<message>.*)",
     lambda m, lang: Message("cli.argparse.argument", argument=m["argument"], message=_argparse_said(m["message"], lang))),
    (r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)",
     lambda m, lang: Message("cli.argparse.invalid_choice", value=m["value"], choices=m["choices"])),
    (r"the following arguments are required: (?P<names>.*)",
     lambda m, lang: Message("cli.argparse.required", names=m["names"])),
    (r"unrecognized arguments: (?P<names>.*)", lambda m, lang: Message("cli.argparse.unrecognized", names=m["names"])),
    (r"expected\ one\ argument", lambda m, lang: Message("cli.argparse.expected_one")),
    (r"expected\ at\ most\ one\ argument", lambda m, lang: Message("cli.argparse.expected_at_most_one")),
    (r"expected\ at\ least\ one\ argument", lambda m, lang: Message("cli.argparse.expected_at_least_one")),
    (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)",
     lambda m, lang: Message("cli.argparse.ambiguous", option=m["option"], matches=m["matches"])),
    (r"invalid (?P<type>\S+) value: (?P<value>.*)",
     lambda m, lang: Message("cli.argparse.invalid_value", type=m["type"], value=m["value"])),
    (r"not allowed with argument (?P<name>.*)", lambda m, lang: Message("cli.argparse.not_allowed_with", name=m["name"])),
    (r"one of the arguments (?P<names>.*) is required",
     lambda m, lang: Message("cli.argparse.one_required", names=m["names"])),
    (r"ignored explicit argument (?P<value>.*)", lambda m, lang: Message("cli.argparse.ignored_explicit", value=m["value"])),
)]


def _argparse_said(message: str, lang: str) -> str:
    """One of argparse's English refusals in ``lang`` (an argument's refusal names the argument, then its
    own refusal, read the same way)."""
    for pattern, said in _ARGPARSE_SAID:
        m = pattern.fullmatch(message)
        if m:
            return said(m, lang).render(lang)
    return message


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, with the ``usage:`` heading in ``lang``."""

    def __init__(self, prog, *args, lang: str = "en", **kwargs):
        super().__init__(prog, *args, **kwargs)
        self._lang = lang

    def add_usage(self, usage, actions, groups, prefix=None):
        if prefix is None:
            prefix = text("cli.help.usage", self._lang) + " "
        super().add_usage(usage, actions, groups, prefix)


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The parser of the command line, its help texts in ``lang`` (``"en"``, ``"fr"``; ValueError for another)."""
    parser = _Parser(
        prog="belote-learn",
        lang=lang,
        description=text("cli.help.description", lang),
    )
    parser.add_argument("--version", action="version", version=f"belote-learn {__version__}",
                        help=text("cli.help.version", lang))
    parser.add_argument("--lang", choices=LANGUAGES, default=lang, metavar=text("cli.metavar.lang", lang),
                        help=text("cli.help.lang", lang, languages=", ".join(LANGUAGES), variable=LANG_VARIABLE))
    sub = parser.add_subparsers(dest="command", metavar=text("cli.metavar.command", lang), parser_class=_Parser)
    file_ = text("cli.metavar.file", lang)

    p = sub.add_parser(
        "explain",
        lang=lang,
        help=text("cli.explain.help", lang),
        description=text("cli.explain.description", lang),
    )
    p.add_argument("files", nargs="+", metavar=file_, help=text("cli.explain.files", lang))
    p.add_argument("--json", action="store_true", help=text("cli.help.json_per_file", lang))
    p.set_defaults(func=cmd_explain)

    p = sub.add_parser(
        "check",
        lang=lang,
        help=text("cli.check.help", lang),
        description=text("cli.check.description", lang),
    )
    p.add_argument("files", nargs="+", metavar=file_, help=text("cli.check.files", lang))
    p.add_argument("--game", action="store_true", help=text("cli.check.game", lang, file=file_))
    p.add_argument("--json", action="store_true", help=text("cli.help.json_per_file", lang))
    p.set_defaults(func=cmd_check)

    p = sub.add_parser(
        "simulate",
        lang=lang,
        help=text("cli.simulate.help", lang),
        description=text("cli.simulate.description", lang),
    )
    bot = text("cli.metavar.bot", lang)
    p.add_argument("--games", type=partial(_positive_int, lang=lang), default=100, metavar=text("cli.metavar.games", lang),
                   help=text("cli.simulate.games", lang, most=Number(MAX_GAMES, ",")))
    p.add_argument("--ns", default="rule", metavar=bot, help=text("cli.simulate.ns", lang))
    p.add_argument("--ew", default="random", metavar=bot, help=text("cli.simulate.ew", lang))
    p.add_argument("--rules", default="classic-501", metavar=text("cli.metavar.preset", lang),
                   help=text("cli.simulate.rules", lang))
    p.add_argument("--seed", type=partial(_whole_number, lang=lang), default=0, metavar=text("cli.metavar.seed", lang),
                   help=text("cli.simulate.seed", lang))
    p.add_argument("--json", action="store_true", help=text("cli.simulate.json", lang))
    p.add_argument("--no-progress", action="store_true", help=text("cli.simulate.no_progress", lang))
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("rules", lang=lang, help=text("cli.rules.help", lang),
                       description=text("cli.rules.description", lang))
    p.add_argument("preset", nargs="?", metavar=text("cli.metavar.preset_name", lang), help=text("cli.rules.preset", lang))
    p.add_argument("--json", action="store_true", help=text("cli.rules.json", lang))
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser(
        "lessons",
        lang=lang,
        help=text("cli.lessons.help", lang),
        description=text("cli.lessons.description", lang, folder=text("cli.metavar.folder", lang)),
    )
    p.add_argument("folder", nargs="?", default="belote-lessons", metavar=text("cli.metavar.folder", lang),
                   help=text("cli.lessons.folder", lang))
    p.add_argument("--no-open", action="store_true", help=text("cli.lessons.no_open", lang))
    p.add_argument("--force", action="store_true", help=text("cli.lessons.force", lang))
    p.set_defaults(func=cmd_lessons)
    for command in sub.choices.values():  # --lang after the command too: `belote-learn rules --lang fr`
        command.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                             metavar=text("cli.metavar.lang", lang),
                             help=text("cli.help.lang", lang, languages=", ".join(LANGUAGES), variable=LANG_VARIABLE))
    return parser


def cmd_lessons(args) -> int:
    from belote_learn.course import run

    return run(args.folder, open_lab=not args.no_open, force=args.force, lang=args.lang)


def _error_text(exc: BeloteError, lang: str) -> str:
    """What an engine error says, in ``lang``: its message rendered there when it is a
    :class:`~belote_learn.core.messages.Message` (English text, as ``str(exc)``, when it is a string)."""
    if isinstance(exc, PositionError):
        said = render(exc.message, lang)
        return text("cli.error.field", lang, field=exc.field, message=said) if exc.field else said
    return render(exc.said, lang) if len(exc.args) == 1 else str(exc)


def _load(path: str, loader: Callable[[str], object], lang: str = "en"):
    """Read and parse one file; return (object, None) or (None, error message in ``lang``)."""
    if path == "-":
        raw = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            return None, text("cli.file.too_large", lang, megabytes=MAX_FILE_BYTES // 1_000_000)
        try:
            content = raw.decode("utf-8")
        except UnicodeDecodeError:
            return None, text("cli.file.not_utf8", lang)
    else:
        try:
            content = read_text_file(path)
        except PositionError as exc:
            return None, render(exc.message, lang)
    if path == "-" and not content.strip():
        return None, text("cli.file.stdin_empty", lang)
    try:
        return loader(content), None
    except BeloteError as exc:
        return None, _error_text(exc, lang)
    except RecursionError:
        return None, text("cli.file.too_deep", lang)


def _display_name(path: str) -> str:
    if path == "-":
        return "<stdin>"
    return shown_path(path.encode("utf-8", "surrogateescape").decode("utf-8", "replace"))


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=not _UTF8)


_UTF8 = True


def _run_files(files: Sequence[str], as_json: bool, loader, answer, show_text, lang: str = "en") -> int:
    status = 0
    for i, path in enumerate(files):
        name = _display_name(path)
        obj, error = _load(path, loader, lang)
        if error is not None:
            status = 2
            if as_json:
                print(_dumps({"file": name, "error": brief(error)}))
            print(brief(text("cli.error.about", lang, subject=name, error=error)), file=sys.stderr)
            continue
        result = answer(obj)
        if as_json:
            print(_dumps(in_lang(result.to_dict, lang=lang)))
        else:
            if len(files) > 1:
                print(f"{'' if i == 0 else chr(10)}== {name} ==")
            print(show_text(result, lang))
    return status


def _explainable(content: str):
    """A play position, or an auction position (a ``bidding`` list and no ``contract``: the calls so far and
    the player to speak, docs/formats.md), read by its rule system."""
    from belote_learn.rules.position import parse_json
    from belote_learn.systems import system_for_data

    data = parse_json(content)
    _refuse_bidding_problem(data)
    # a hand record (the four hands, no hand to play from) of any system, coinche's included, is refereed by
    # `check`: said in one line before it could be read as a position of another kind
    if isinstance(data, dict) and "hands" in data and not {"hand", "contract"} & data.keys():
        raise PositionError("", _RECORD_NOT_POSITION)
    if isinstance(data, dict) and "bidding" in data and "contract" not in data:
        return system_for_data(data).auction_position(data)
    return Position.from_dict(data)


def _refuse_bidding_problem(data) -> None:
    """A bidding problem of the trainer (``calls_before``, docs/formats.md "Bidding problems") is neither a
    position nor a hand record: said in one line, naming what reads it."""
    if isinstance(data, dict) and "calls_before" in data and "hands" not in data:
        raise PositionError("", _BIDDING_PROBLEM)


_BIDDING_PROBLEM = Message("cli.file.bidding_problem")
_RECORD_NOT_POSITION = Message("cli.explain.record_not_position")
_POSITION_NOT_RECORD = Message("cli.check.position_not_record")


def _record(content: str):
    """A hand record; a position given to ``check`` by mistake is named as such."""
    data = load_json(content)
    _refuse_bidding_problem(data)
    if isinstance(data, dict) and "hands" not in data and {"to_play", "to_speak", "hand"} & data.keys():
        raise PositionError("", _POSITION_NOT_RECORD)
    return check_record(data)


def cmd_explain(args) -> int:
    return _run_files(args.files, args.json, _explainable, lambda p: p.explain(), _answer_text, args.lang)


def cmd_check(args) -> int:
    if args.game:
        return _run_files(args.files, args.json, lambda t: check_game(load_json(t)), lambda r: r, _answer_text, args.lang)
    return _run_files(args.files, args.json, _record, lambda r: r, _answer_text, args.lang)


def _answer_text(result, lang: str) -> str:
    return in_lang(result.text, lang=lang)


def _whole_number(given: str, lowest: int = 0, highest: int = MAX_SEED, lang: str = "en") -> int:
    """An argparse type: a whole number from ``lowest`` to ``highest`` (for ``--seed``: 0 to 2**64 - 1);
    the refusal in ``lang``."""
    digits = given.strip().lstrip("+-")
    if digits.isascii() and digits.isdigit() and len(digits) > len(str(highest)):
        raise argparse.ArgumentTypeError(text("cli.number.too_many_digits", lang, highest=Number(highest, ","), digits=Number(len(digits), ",")))
    try:
        value = int(given)
    except ValueError:
        raise argparse.ArgumentTypeError(text("cli.number.not_whole", lang, given=quoted(given))) from None
    if value < lowest:
        raise argparse.ArgumentTypeError(text("cli.number.too_small", lang, lowest=lowest, value=value))
    if value > highest:
        raise argparse.ArgumentTypeError(text("cli.number.too_large", lang, highest=Number(highest, ","), value=Number(value, ",")))
    return value


def _positive_int(given: str, lang: str = "en") -> int:
    """An argparse type for ``--games``: 1 to MAX_GAMES; the refusal in ``lang``."""
    digits = given.strip().lstrip("+").lstrip("0")
    if digits.isascii() and digits.isdigit() and len(digits) > len(str(MAX_GAMES)):  # not the seed's limit
        raise argparse.ArgumentTypeError(text("cli.games.too_many_digits", lang, most=Number(MAX_GAMES, ","), digits=Number(len(digits), ",")))
    value = _whole_number(digits if digits.isascii() and digits.isdigit() else given, 1, MAX_SEED, lang=lang)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(text("cli.games.too_many", lang, most=Number(MAX_GAMES, ","), value=Number(value, ",")))
    return value


MAX_GAMES = 100_000  # rule-based bots play a few hundred games a minute; the expert a few


def cmd_simulate(args) -> int:
    from belote_learn.bots.levels import BOT_NAMES, make_bot
    from belote_learn.bots.tournament import run_tournament

    lang = args.lang
    for flag, name in (("--ns", args.ns), ("--ew", args.ew)):
        try:
            make_bot(name)
        except ValueError:
            print(text("cli.simulate.unknown_bot", lang, flag=flag, bot=quoted(name), bots=", ".join(BOT_NAMES)),
                  file=sys.stderr)
            return 2
    try:
        get_rules(args.rules)
    except BeloteError as exc:
        print(text("cli.error.about", lang, subject="--rules", error=_error_text(exc, lang)), file=sys.stderr)
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
    print(_dumps(in_lang(result.to_dict, lang=args.lang)) if args.json else in_lang(result.text, lang=args.lang))
    return 0


def cmd_rules(args) -> int:
    lang = args.lang
    if args.preset is None:
        rows = [get_rules(name) for name in PRESET_NAMES]
        if args.json:
            print(json.dumps([{"preset": r.preset, "title": render(r.title_message, lang), "source": r.source}
                              for r in rows]))
        else:
            for r in rows:
                print(f"{r.preset:<16} {render(r.title_message, lang)}")
        return 0
    try:
        rules = get_rules(args.preset)
    except BeloteError as exc:
        print(text("cli.error.program", lang, error=_error_text(exc, lang)), file=sys.stderr)
        return 2
    opts = {name: _option_value(rules, name) for name in rules.allowed_options}
    if args.json:
        print(json.dumps({"preset": rules.preset, "title": render(rules.title_message, lang), "options": opts}))
        return 0
    print(f"{rules.preset}: {render(rules.title_message, lang)}")
    print("  " + text("cli.rules.contracts", lang, contracts=", ".join(str(c) for c in rules.contracts())))
    calls = system_of(rules).auction_words(lang)
    if calls:
        print("  " + text("cli.rules.calls", lang, calls=calls))
    print("  " + text("cli.rules.options", lang))
    for name, value in opts.items():
        print("    " + text("cli.rules.option_line", lang, name=name, value=json.dumps(value), doc=OPTIONS[name].doc))
    return 0


def _option_value(rules, name):
    value = getattr(rules, name)
    return value.value if hasattr(value, "value") else value


def _language(argv: Sequence[str], environ) -> tuple[str | None, str]:
    """The language asked for and where it was asked: ``--lang`` (before or after the subcommand; the last one
    given, up to a bare ``--``), else the environment variable, else ``"en"``; returns ``(lang, "")``, or
    ``(None, refusal)`` for an unknown one. A ``--lang`` with no value is left to the full parser to refuse."""
    given = None
    for k, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and k + 1 < len(argv):
            given = argv[k + 1]
        elif arg.startswith("--lang="):
            given = arg.partition("=")[2]
    where = "--lang"
    if given is None:
        given, where = environ.get(LANG_VARIABLE) or "en", LANG_VARIABLE
    if given in LANGUAGES:
        return given, ""
    return None, text("cli.error.unknown_language", "en", where=where, lang=quoted(given),
                      languages=", ".join(LANGUAGES))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    The language (``--lang``, else the environment variable ``BELOTE_LEARN_LANG``, else English) is read
    here once and passed down to everything that writes text."""
    global _UTF8
    for stream in (sys.stdout, sys.stderr):
        try:  # a console that cannot show ♠ gets an escape instead of a crash
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):
            pass
    _UTF8 = (getattr(sys.stdout, "encoding", "") or "").lower().replace("-", "") in ("utf8", "utf_8")
    argv = sys.argv[1:] if argv is None else list(argv)
    lang, refusal = _language(argv, os.environ)
    if lang is None:
        print(refusal, file=sys.stderr)
        return 2
    parser = build_parser(lang)
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
