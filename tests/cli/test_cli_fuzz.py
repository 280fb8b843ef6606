"""The command line over mutated data files: whatever a file holds, `belote-learn`
answers with a verdict (exit 0) or with one line under 300 characters per bad file (exit 2), never a
traceback (exit 1).

The files are the project's own (data/positions, data/records), each mutated the way a hand-edited file
goes wrong: a value replaced by another of any type (huge numbers and long texts included), a key or item
removed, an item repeated, the text cut short or a byte spoiled. `make test` runs a modest number of
mutations; `pytest --long tests/cli/test_cli_fuzz.py` runs many more.
"""
from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from belote_learn.cli import main


ROOT = Path(__file__).resolve().parents[2]
POSITIONS = sorted((ROOT / "data" / "positions").glob("*.json"))
RECORDS = sorted(p for p in (ROOT / "data" / "records").glob("*.json") if not p.name.startswith("game-"))
GAMES = sorted((ROOT / "data" / "records").glob("game-*.json"))
HUGE = "9" * 5000  # past Python's 4,300-digit limit for turning an int into text
MAX_LINE = 300

# values a hand-edited file may hold where something else was expected
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(["", "JH", "10♥", "ZZ", "N", "S", "north", "pass", "take", "H", "NT", "AT", "marriage H",
                     "out", "cape", "classic-501", "mariage", "Mariage", "coinche", "x" * 20_000, "\u0000", "é♠"]),
    st.text(max_size=30), st.just("__HUGE__"), st.just("__-HUGE__"),
)
VALUES = st.recursive(SCALARS, lambda kids: st.one_of(st.lists(kids, max_size=4),
                                                      st.dictionaries(st.text(max_size=8), kids, max_size=4)),
                      max_leaves=8)


def paths(node, here=()):
    """Every place in a JSON document: tuples of keys and indices."""
    yield here
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, here + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, here + (i,))


def at(doc, path):
    for step in path:
        doc = doc[step]
    return doc


def dump(doc) -> str:
    text = json.dumps(doc, ensure_ascii=False)
    return text.replace('"__HUGE__"', HUGE).replace('"__-HUGE__"', "-" + HUGE)


@st.composite
def mutated(draw, files):
    """(file name, bytes): one of ``files`` with one to three mutations."""
    src = draw(st.sampled_from(files))
    doc = json.loads(src.read_text(encoding="utf-8"))
    for _ in range(draw(st.integers(1, 3))):
        places = list(paths(doc))
        path = draw(st.sampled_from(places))
        kind = draw(st.sampled_from(["replace", "remove", "repeat", "wrap"]))
        if not path or kind == "replace":
            value = draw(VALUES)
            if path:
                at(doc, path[:-1])[path[-1]] = value
            elif draw(st.booleans()):
                doc = value
            continue
        parent, key = at(doc, path[:-1]), path[-1]
        if kind == "remove":
            del parent[key]
        elif kind == "repeat" and isinstance(parent, list):
            parent.insert(key, parent[key])
        else:
            parent[key] = [parent[key]]
    raw = dump(doc).encode("utf-8")
    spoil = draw(st.sampled_from(["none", "none", "none", "cut", "byte"]))
    if spoil == "cut" and raw:
        raw = raw[: draw(st.integers(0, len(raw) - 1))]
    elif spoil == "byte" and raw:
        i = draw(st.integers(0, len(raw) - 1))
        raw = raw[:i] + bytes([draw(st.sampled_from([0x00, 0x80, 0xFF, ord("{"), ord('"')]))]) + raw[i + 1:]
    return src.name, raw


def run_cli(argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exc:  # argparse
            status = exc.code
    return status, out.getvalue(), err.getvalue()


def check_answer(argv, status, out, err, n_files=1):
    assert status in (0, 2), (argv, status, err[-2000:])
    lines = err.splitlines()
    if status == 0:
        assert out.strip() and not err, (argv, err)
    else:
        assert 1 <= len(lines) <= n_files, (argv, lines)
    for line in lines:
        assert line.startswith("belote-learn: ") and len(line) < MAX_LINE, (argv, line[:400])


FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                        HealthCheck.data_too_large])
LONG = settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))

CASES = [("explain", [], POSITIONS), ("check", [], RECORDS), ("check", ["--game"], GAMES + RECORDS[:3])]


def fuzz(command, flags, files, tmp_path_factory):
    folder = tmp_path_factory.mktemp("fuzz")

    @given(case=mutated(files), as_json=st.booleans())
    def one(case, as_json):
        name, raw = case
        path = folder / name
        path.write_bytes(raw)
        argv = [command, *flags, *(["--json"] if as_json else []), str(path)]
        try:
            status, out, err = run_cli(argv)
        except Exception as exc:  # noqa: BLE001 - what the test is for: no exception may escape
            pytest.fail(f"{argv} on {raw[:300]!r}: {type(exc).__name__}: {str(exc)[:300]}")
        check_answer(argv, status, out, err)
        if as_json:
            for line in out.splitlines():
                json.loads(line)  # every answer a JSON object, the refusals included

    return one


@pytest.mark.parametrize("command, flags, files", CASES, ids=["explain", "check", "check-game"])
def test_cli_on_mutated_files(command, flags, files, tmp_path_factory):
    settings(FUZZ)(fuzz(command, flags, files, tmp_path_factory))()


@pytest.mark.long
@pytest.mark.timeout(7200)
@pytest.mark.parametrize("command, flags, files", CASES, ids=["explain", "check", "check-game"])
def test_cli_on_mutated_files_long(command, flags, files, tmp_path_factory):
    settings(LONG)(fuzz(command, flags, files, tmp_path_factory))()


def test_the_real_command_on_mutated_files(tmp_path):
    """The installed command in its own process (a traceback there is exit status 1): a batch of mutated
    files in one run answers each file, one line per bad file, and exits 0 or 2."""
    import random

    rng = random.Random(13)
    files = []
    for i, src in enumerate(RECORDS + POSITIONS[:6]):
        doc = json.loads(src.read_text(encoding="utf-8"))
        places = [p for p in paths(doc) if p]
        path = rng.choice(places)
        at(doc, path[:-1])[path[-1]] = rng.choice(["__HUGE__", "x" * 5000, None, [], {"a": 1}, -1, "ZZ"])
        f = tmp_path / f"{i:02d}-{src.name}"
        f.write_text(dump(doc), encoding="utf-8")
        files.append(str(f))
    for command in (["check"], ["check", "--json"], ["explain"]):
        run = subprocess.run([sys.executable, "-m", "belote_learn", *command, *files], capture_output=True,
                             text=True, timeout=120)
        assert run.returncode in (0, 2) and "Traceback" not in run.stderr, run.stderr[-2000:]
        for line in run.stderr.splitlines():
            assert line.startswith("belote-learn: ") and len(line) < MAX_LINE, line[:400]


def test_a_line_break_inside_a_quoted_value_stays_on_one_line(tmp_path):
    """A key holding U+0085 (a line break to str.splitlines and to some
    terminals) was quoted raw, splitting the one-line message in two. It is written as its escape."""
    doc = json.loads((ROOT / "data" / "positions" / POSITIONS[0].name).read_text(encoding="utf-8"))
    for bad in ({"\x85": None}, "classic\u2028501", "\x9b31m"):
        doc["rules"] = bad
        path = tmp_path / "p.json"
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        status, out, err = run_cli(["explain", str(path)])
        assert status == 2 and len(err.splitlines()) == 1, err
        assert "rules:" in err and ("\\u0085" in err or "\\u2028" in err or "\\u009b" in err)


AUCTION = {"rules": "coinche", "options": {"direction": "clockwise", "litige": True}, "dealer": "N",
           "bidding": [["E", "80 H"], ["S", "coinche"], ["W", "pass"]], "to_speak": "N",
           "hand": ["JH", "9H", "AS", "10S", "KD", "QD", "7C", "8C"]}


def test_explain_on_mutated_auction_positions(tmp_path_factory):
    """tests/test_cli_fuzz.py mutates the card positions of data/positions; the same mutations over an
    auction position (there is none in data/positions): a verdict (exit 0) or one short line (exit 2)."""
    import json

    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from tests.cli.test_cli_fuzz import check_answer, mutated, run_cli

    folder = tmp_path_factory.mktemp("auction")
    src = folder / "auction.json"
    src.write_text(json.dumps(AUCTION), encoding="utf-8")

    @settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(case=mutated([src]), as_json=st.booleans())
    def one(case, as_json):
        name, raw = case
        path = folder / "mutated.json"
        path.write_bytes(raw)
        argv = ["explain", *(["--json"] if as_json else []), str(path)]
        status, out, err = run_cli(argv)
        check_answer(argv, status, out, err)

    one()
