"""The language of the belote-learn command: the global option --lang (before the subcommand), else the
environment variable BELOTE_LEARN_LANG, else English. English is the output the other CLI tests pin, with
the option or without it; an unknown language is refused in one line naming the known ones (status 2);
the language chosen reaches every text the command writes (belote_learn/cli.py, belote_learn/course.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote_learn import cli, course
from belote_learn.cli import LANG_VARIABLE, build_parser, main
from belote_learn.core import messages

ROOT = Path(__file__).resolve().parents[2]
POSITION = str(ROOT / "data" / "positions" / "c1000-01-undertrump-partner-refused.json")
RECORD = str(ROOT / "data" / "records" / "c501-made.json")
GAME = str(ROOT / "data" / "records" / "game-c501-litige.json")


@pytest.fixture(autouse=True)
def no_language_in_the_environment(monkeypatch):
    monkeypatch.delenv(LANG_VARIABLE, raising=False)


def run(capsys, *argv):
    try:
        status = main(list(argv))
    except SystemExit as exc:  # --help and --version end through argparse
        status = exc.code
    out, err = capsys.readouterr()
    return status, out, err


COMMANDS = [
    ["explain", POSITION],
    ["explain", POSITION, "--json"],
    ["explain", POSITION, RECORD],  # the record is refused: "referee it with belote-learn check"
    ["check", RECORD],
    ["check", RECORD, "--json"],
    ["check", POSITION],  # the position is refused: "explain it with belote-learn explain"
    ["check", "--game", GAME],
    ["explain", "no-such-file.json"],
    ["rules"],
    ["rules", "--json"],
    ["rules", "classic-1000"],
    ["rules", "coinche"],
    ["rules", "no-such-preset"],
    ["simulate", "--games", "2", "--no-progress"],
    ["simulate", "--games", "0"],
    ["simulate", "--seed", "x"],
    ["simulate", "--ns", "nobody"],
    ["explain"],
    [],
    ["--help"],
    ["explain", "--help"],
    ["lessons", "--help"],
]


def test_the_known_languages_are_english_and_french():
    # what the refusals below name: the catalogues compiled in belote_learn/locale
    assert messages.LANGUAGES == ("en", "fr")


@pytest.mark.parametrize("argv", COMMANDS, ids=lambda a: " ".join(a) or "no arguments")
def test_lang_en_says_exactly_what_the_command_says_without_it(capsys, argv):
    plain = run(capsys, *argv)
    assert run(capsys, "--lang", "en", *argv) == plain
    assert run(capsys, "--lang=en", *argv) == plain


@pytest.mark.parametrize("argv", [["explain", POSITION], ["rules", "classic-501"], ["simulate", "--games", "0"], ["--help"]],
                         ids=lambda a: " ".join(a))
def test_the_environment_variable_set_to_en_says_the_same(capsys, monkeypatch, argv):
    plain = run(capsys, *argv)
    monkeypatch.setenv(LANG_VARIABLE, "en")
    assert run(capsys, *argv) == plain
    monkeypatch.setenv(LANG_VARIABLE, "")  # set but empty: as if unset
    assert run(capsys, *argv) == plain


def test_lang_en_copies_the_lessons_with_the_same_words(tmp_path, capsys):
    status, out, err = run(capsys, "lessons", "--no-open", str(tmp_path / "a"))
    status_en, out_en, err_en = run(capsys, "--lang", "en", "lessons", "--no-open", str(tmp_path / "b"))
    assert (status_en, out_en, err_en) == (status, out.replace(str(tmp_path / "a"), str(tmp_path / "b")), err)
    assert status == 0 and out.startswith("Copied the lessons to ")


@pytest.mark.parametrize("argv", [["--lang", "xx", "rules"], ["--lang=xx", "explain", POSITION], ["--lang", "xx"],
                                  ["--lang", "EN", "--help"]], ids=lambda a: " ".join(a))
def test_an_unknown_lang_is_refused_in_one_line_naming_the_known_ones(capsys, argv):
    status, out, err = run(capsys, *argv)
    given = argv[0].partition("=")[2] or argv[1]
    assert status == 2 and out == ""
    assert err == f"belote-learn: --lang: unknown language '{given}': the known languages are en, fr\n"


def test_an_unknown_language_in_the_environment_is_refused_in_one_line(capsys, monkeypatch):
    monkeypatch.setenv(LANG_VARIABLE, "xx")
    status, out, err = run(capsys, "rules")
    assert status == 2 and out == ""
    assert err == "belote-learn: BELOTE_LEARN_LANG: unknown language 'xx': the known languages are en, fr\n"
    # the command line wins over the environment: --lang en answers in English
    status, out, err = run(capsys, "--lang", "en", "rules", "classic-501")
    assert status == 0 and err == "" and out.startswith("classic-501: ")


def test_a_long_unknown_language_is_quoted_short(capsys, monkeypatch):
    monkeypatch.setenv(LANG_VARIABLE, "x" * 500)
    status, _, err = run(capsys, "rules")
    # quoted() cuts the value to 40 characters: the quote, 36 x's, then "..."
    assert status == 2 and err == f"belote-learn: BELOTE_LEARN_LANG: unknown language '{'x' * 36}...: the known languages are en, fr\n"


def test_lang_without_a_value_is_argparse_s_one_line_refusal(capsys):
    status, out, err = run(capsys, "--lang")
    assert status == 2 and out == ""
    assert err == "belote-learn: error: argument --lang: expected one argument (see belote-learn --help)\n"


def test_the_help_names_the_option_the_languages_and_the_variable():
    words = " ".join(build_parser().format_help().split())
    assert "[--lang LANG]" in words
    assert "--lang LANG the language of everything belote-learn says: en, fr (default en, or the language named by " \
           "the environment variable BELOTE_LEARN_LANG)" in words


def _spy(monkeypatch):
    """Record the language of every text the command renders (the catalogue's text(), as cli and course call it)."""
    seen = []

    def text(id, lang="en", /, **params):
        seen.append((id, lang))
        return messages.text(id, lang, **params)

    monkeypatch.setattr(cli, "text", text)
    monkeypatch.setattr(course, "text", text)
    return seen


@pytest.mark.parametrize("argv", [c for c in COMMANDS if c not in ([], ["--help"])] + [["lessons", "--no-open", "{tmp}"]],
                         ids=lambda a: " ".join(a))
def test_the_language_chosen_reaches_every_text(capsys, monkeypatch, tmp_path, argv):
    argv = [a.replace("{tmp}", str(tmp_path / "lessons")) for a in argv]
    english = run(capsys, *argv)[0]
    seen = _spy(monkeypatch)
    status, _, _ = run(capsys, "--lang", "fr", *argv)
    assert status == english  # the same answer, said in French (English where no French text is written yet)
    assert seen and {lang for _, lang in seen} == {"fr"}, seen
    seen.clear()
    monkeypatch.setenv(LANG_VARIABLE, "fr")
    if "--no-open" in argv:  # a new folder: the same first copy again
        argv[-1] += "-again"
    assert run(capsys, *argv)[0] == english
    assert seen and {lang for _, lang in seen} == {"fr"}, seen


@pytest.fixture
def marked_french(monkeypatch):
    """A French catalogue whose every text is the English one between ⟨ and ⟩, so that the output shows which
    texts were rendered in French (the real French catalogue has no CLI texts yet)."""
    real = messages._templates
    english = real("en")

    class Marked(dict):
        def __missing__(self, id):
            template = self[id] = "⟨" + english[id] + "⟩"
            return template

    marked = Marked()
    monkeypatch.setattr(messages, "_templates", lambda lang: marked if lang == "fr" else real(lang))


def test_the_texts_the_command_builds_are_in_the_language_chosen(capsys, marked_french):
    status, out, err = run(capsys, "--lang", "fr", "explain", RECORD)
    # the refusal is a message held by the error (cli.explain.record_not_position), rendered in French inside
    # the French "belote-learn: FILE: ..."
    assert status == 2 and out == ""
    assert err == (f"⟨belote-learn: {RECORD}: ⟨this is a hand record (it has hands and no hand to play from), not a "
                   "position: referee it with belote-learn check⟩⟩\n")
    status, out, err = run(capsys, "--lang", "fr", "explain", RECORD, "--json")
    assert list(json.loads(out)) == ["file", "error"]  # JSON keys stay as they are; the error is said in French
    assert json.loads(out)["error"].startswith("⟨this is a hand record")


def test_argparse_s_refusals_and_the_help_are_in_the_language_chosen(capsys, marked_french):
    status, out, err = run(capsys, "--lang", "fr", "simulate", "--games", "0")
    # argparse's own words ("argument --games:") are read back into a message too: every part is French
    assert status == 2 and out == ""
    assert err == "⟨belote-learn simulate: error: ⟨argument --games: ⟨must be at least 1, got 0⟩⟩⟩ ⟨(see belote-learn simulate --help)⟩\n"
    status, out, _ = run(capsys, "--lang", "fr", "--help")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("⟨usage:⟩ belote-learn [-h] [--version] [--lang ⟨LANG⟩] ⟨COMMAND⟩ ...")
    for heading in ("⟨positional arguments⟩:", "⟨options⟩:"):
        assert heading in lines
    words = " ".join(out.split())
    assert "-h, --help ⟨show this help message and exit⟩" in words
    assert "rules ⟨list the presets, or describe one⟩" in words


def test_the_lessons_command_speaks_the_language_chosen(capsys, tmp_path, marked_french):
    status, out, err = run(capsys, "--lang", "fr", "lessons", "--no-open", str(tmp_path))
    # both courses are copied: the English notebooks and the French ones in fr/; a French reader starts in fr/
    notebooks = len(list((ROOT / "notebooks").rglob("*.ipynb")))
    assert status == 0 and err == ""
    assert out == f"⟨Copied the lessons to {tmp_path}: {notebooks} notebooks (start with fr/00_start_here.ipynb).⟩\n"
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "notes.txt").write_text("mine")
    status, out, err = run(capsys, "--lang", "fr", "lessons", "--no-open", str(tmp_path / "other"))
    # the refusal is a message held by the LessonsError (course.not_empty), rendered in French
    assert status == 2 and out == ""
    assert err == (f"⟨belote-learn: ⟨{tmp_path / 'other'} is not empty and holds no earlier copy of the lessons: give "
                   "a new or empty folder, or add --force to copy the lessons into it⟩⟩\n")


@pytest.mark.parametrize("where", ["before", "after"])
def test_lang_is_read_before_or_after_the_command(where, capsys):
    # `belote-learn --lang en rules` and `belote-learn rules --lang en` print the same list of presets;
    # an unknown language after the command is refused in one line naming the known ones (exit 2)
    from belote_learn.cli import main

    assert main(["rules"]) == 0
    plain = capsys.readouterr().out
    argv = ["--lang", "en", "rules"] if where == "before" else ["rules", "--lang", "en"]
    assert main(argv) == 0
    assert capsys.readouterr().out == plain
    bad = ["--lang", "xx", "rules"] if where == "before" else ["rules", "--lang=xx"]
    assert main(bad) == 2
    err = capsys.readouterr().err.strip()
    assert err == "belote-learn: --lang: unknown language 'xx': the known languages are en, fr"
