"""The belote-learn command: explain and rules, and every bad-input path (status 2, one clear
message naming the field, never a traceback)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from belote_learn.cli import main

from tests.systems.coinche_deals import record_of


GOOD = {
    "rules": "classic-501",
    "options": {},
    "contract": "H",
    "to_play": "S",
    "hand": ["7S", "KH", "10D"],
    "trick": [["N", "AS"], ["E", "8H"]],
}


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_explain_json_matches_formats(tmp_path, capsys):
    status, out, err = run(capsys, "explain", write(tmp_path, "p.json", GOOD), "--json")
    assert status == 0 and err == ""
    answer = json.loads(out)
    assert answer["to_play"] == "S" and answer["legal"] == ["7S"]
    assert [c["card"] for c in answer["cards"]] == ["7S", "KH", "10D"]
    assert [c["legal"] for c in answer["cards"]] == [True, False, False]
    assert "spades were led" in answer["cards"][0]["reason"]
    assert answer["winning"]["seat"] == "E" and answer["trick_points"] == 11  # AS 11 + 8H 0


def test_explain_text(tmp_path, capsys):
    status, out, _ = run(capsys, "explain", write(tmp_path, "p.json", GOOD))
    assert status == 0
    assert "Legal: 7♠" in out and "illegal" in out and "South to play" in out


def test_explain_stdin(monkeypatch, capsys):
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(json.dumps(GOOD).encode())))
    status, out, _ = run(capsys, "explain", "-", "--json")
    assert status == 0 and json.loads(out)["legal"] == ["7S"]


def test_several_files_one_line_each_bad_one_reported(tmp_path, capsys):
    good = write(tmp_path, "a.json", GOOD)
    bad = write(tmp_path, "b.json", {**GOOD, "hand": ["7S", "XX"]})
    status, out, err = run(capsys, "explain", good, bad, good, "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 2 and len(lines) == 3
    assert lines[0]["legal"] == ["7S"] and lines[2]["legal"] == ["7S"]
    assert lines[1]["file"] == bad and lines[1]["error"].startswith("hand[1]: unknown card 'XX'")
    assert "hand[1]" in err


@pytest.mark.parametrize(
    "change, field, words",
    [
        ({"hand": ["7S", "ZZ"]}, "hand[1]", "unknown card 'ZZ'"),
        ({"hand": ["7S", "7S"]}, "hand", "7♠ appears twice"),
        ({"hand": ["7S", "AS"]}, "trick[0]", "A♠ is both in the trick and in the hand"),
        ({"trick": [["E", "AS"], ["N", "8H"]]}, "trick", "seats out of play order"),
        ({"trick": [["N", "AS"], ["E", "AS"]]}, "trick[1]", "appears twice"),
        ({"trick": [["N", "AS", "x"]]}, "trick[0]", "[seat, card] pair"),
        ({"trick": [["Q", "AS"]]}, "trick[0]", 'unknown seat "Q"'),
        ({"trick": "AS"}, "trick", "list of [seat, card] pairs"),
        ({"trick": [["W", "7C"], ["N", "AS"], ["E", "8H"], ["S", "9H"]]}, "trick", "at most 3"),
        ({"rules": "belote-9"}, "rules", 'unknown preset "belote-9"'),
        ({"options": {"colour": 1}}, "options", "unknown option 'colour'"),
        ({"options": {"target": -5}}, "options", "option 'target'"),
        ({"options": "fast"}, "options", "options must be an object"),
        ({"contract": "X"}, "contract", "unknown contract 'X'"),
        ({"contract": "NT"}, "contract", "preset classic-501 has no NT contract (no trumps)"),
        ({"to_play": "Z"}, "to_play", 'unknown seat "Z"'),
        ({"hand": []}, "hand", "is empty"),
        ({"hand": "7S KH"}, "hand", "must be a list of cards"),
        ({"hand": ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "7C", "8C"]}, "hand", "at most 8"),
        ({"hand": ["7S", 12]}, "hand[1]", "a card must be written as text"),
    ],
)
def test_malformed_positions_exit_2_naming_the_field(tmp_path, capsys, change, field, words):
    path = write(tmp_path, "bad.json", {**GOOD, **change})
    status, out, err = run(capsys, "explain", path)
    assert status == 2 and out == ""
    assert f"{path}: {field}: " in err and words in err
    assert "Traceback" not in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "content, words",
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"rules": "classic-501"}', "contract: missing"),
        ("", "is empty"),
    ],
)
def test_broken_files(tmp_path, capsys, content, words):
    status, _, err = run(capsys, "explain", write(tmp_path, "bad.json", content))
    assert status == 2 and words in err


def test_deep_nesting_huge_numbers_bom_and_size(tmp_path, capsys):
    deep = write(tmp_path, "deep.json", "[" * 100000)
    huge = write(tmp_path, "huge.json", '{"rules": "classic-501", "options": {"target": 1' + "0" * 5000 + "}}")
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode())
    status, out, err = run(capsys, "explain", deep, huge, str(bom), "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 2 and "nested too deeply" in lines[0]["error"] and "usable JSON" in lines[1]["error"]
    assert lines[2]["legal"] == ["7S"]  # a byte-order mark is accepted
    assert "Traceback" not in err


def test_unreadable_paths(tmp_path, capsys):
    status, _, err = run(capsys, "explain", str(tmp_path / "missing.json"))
    assert status == 2 and "no such file" in err
    status, _, err = run(capsys, "explain", str(tmp_path))
    assert status == 2 and "is a directory" in err
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00")
    status, _, err = run(capsys, "explain", str(binary))
    assert status == 2 and "not a UTF-8" in err


def test_rules_command(capsys):
    status, out, _ = run(capsys, "rules")
    assert status == 0 and "classic-501" in out and "mariage" in out
    status, out, _ = run(capsys, "rules", "classic-1000")
    assert status == 0 and "overtrump_partner = true" in out
    status, _, err = run(capsys, "rules", "nope")
    assert status == 2 and 'unknown preset "nope"' in err


def test_command_line_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["explain"])
    assert exc.value.code == 2
    assert main([]) == 2


def test_console_script_and_module_run(tmp_path):
    path = write(tmp_path, "p.json", GOOD)
    for cmd in ([sys.executable, "-m", "belote_learn"], [str(Path(sys.executable).parent / "belote-learn")]):
        done = subprocess.run(cmd + ["explain", path, "--json"], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["legal"] == ["7S"]
    done = subprocess.run(
        [sys.executable, "-m", "belote_learn", "explain", str(tmp_path / "none.json")], capture_output=True, text=True
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_rules_coinche_describes_the_auction(capsys):
    # coinche's calls (rules.md "coinche", auction): bids 80 to 160 in tens, capot 250, coinche x2, surcoinche x4
    assert main(["rules", "coinche"]) == 0
    out = capsys.readouterr().out
    calls = [line for line in out.splitlines() if line.startswith("  calls: ")]
    assert len(calls) == 1
    for said in ("80 to 160 in tens", "capot (250", "coinche (x2)", "surcoinche (x4)", "four passes"):
        assert said in calls[0], said
    # the turn-up presets have no calls line: their contracts line names what may be chosen
    assert main(["rules", "classic-501"]) == 0
    assert "  calls: " not in capsys.readouterr().out


@pytest.mark.parametrize("games", ["99999999999999999999", "100001", "+0000000000000000000000200000"])
def test_simulate_names_its_own_limit_on_games(games):
    # `simulate --rules coinche --games 99999999999999999999` said "must be at most
    # 18,446,744,073,709,551,615" (the limit of a seed), while the help and 100,001 said 100,000

    from tests.cli.test_cli_fuzz import run_cli

    status, out, err = run_cli(["simulate", "--rules", "coinche", "--games", games])
    assert status == 2 and "at most 100,000 games in one run" in err and len(err.splitlines()) == 1


@pytest.mark.parametrize("options", [[], False, 0, ""])
@pytest.mark.parametrize("kind", ["auction", "record"])
def test_options_of_the_wrong_type_are_refused_even_when_empty(kind, options, tmp_path):
    # a card position refuses "options": [] ("must be an object of name: value pairs"); an auction position
    # and a hand record took [], false, 0 and "" as no options at all, silently
    import json

    from tests.cli.test_cli_fuzz import run_cli

    if kind == "auction":
        doc, command = {"rules": "coinche", "dealer": "N", "bidding": [["W", "80 H"]]}, "explain"
    else:
        doc, command = record_of("coinched-made"), "check"
    doc["options"] = options
    path = tmp_path / "f.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    status, out, err = run_cli([command, str(path)])
    assert status == 2 and "options: " in err and "object" in err and len(err.splitlines()) == 1
    doc["options"] = None  # null is the same as leaving the field out
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert run_cli([command, str(path)])[0] == 0


@pytest.mark.parametrize("rules", ["x" * 20_000, {"a": "x" * 20_000}, 5, None])
def test_an_auction_position_with_unknown_rules_names_the_rules_shortly(rules, tmp_path):
    # a "rules" that is no preset (a 20,000-character text,
    # an object) was quoted whole in "explaining the bidding is for coinche auctions; <rules> positions
    # give ...": a 20,000-character line about the bidding, when the rules are what is wrong
    import json

    from tests.cli.test_cli_fuzz import run_cli

    path = tmp_path / "a.json"
    path.write_text(json.dumps({"rules": rules, "dealer": "N", "bidding": [["W", "80 H"]]}), encoding="utf-8")
    status, out, err = run_cli(["explain", str(path)])
    assert status == 2 and len(err.splitlines()) == 1 and len(err) < 300
    assert ": rules: " in err


def test_simulate_refuses_too_many_games(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--games", "100001", "--no-progress"])
    assert exc.value.code == 2 and "at most 100,000 games" in capsys.readouterr().err


def test_cli_argument_errors_are_one_line(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--games", "0"])
    err = capsys.readouterr().err
    assert exc.value.code == 2 and err.count("\n") == 1 and "--games" in err
