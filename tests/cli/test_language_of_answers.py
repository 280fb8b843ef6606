"""The answers of `belote-learn check`, `check --game` and `explain` of an auction position are said in the
language of --lang: the command passes it to the texts it prints (CheckResult.text, GameCheck.text,
AuctionExplanation.text take ``lang``), and its JSON values are those of ``to_dict(lang)``."""
from __future__ import annotations

import json

import pytest

from belote_learn.cli import main
from belote_learn.core import messages
from belote_learn.records import check_game, check_record
from belote_learn.rules.datafiles import data_path
from belote_learn.systems import system_for_data

RECORD = data_path("records", "coinche-made.json")
GAME = data_path("records", "game-c501-litige.json")
AUCTION = {"rules": "coinche", "dealer": "N", "bidding": [["W", "100 H"]], "to_speak": "S"}


@pytest.fixture(autouse=True)
def marked_french(monkeypatch):
    """A French catalogue whose every text is the English one between ⟨ and ⟩ (the shipped French catalogue has
    no texts yet), so that what was rendered in French can be seen."""
    monkeypatch.delenv("BELOTE_LEARN_LANG", raising=False)
    real = messages._templates
    english = real("en")

    class Marked(dict):
        def __missing__(self, id):
            template = self[id] = "⟨" + english[id] + "⟩"
            return template

    marked = Marked()
    monkeypatch.setattr(messages, "_templates", lambda lang: marked if lang == "fr" else real(lang))


def run(capsys, *argv):
    try:
        status = main(list(argv))
    except SystemExit as exc:
        status = exc.code
    return status, *capsys.readouterr()


def test_check_says_the_record_s_answer_in_french(capsys):
    # the text the command prints is the record's CheckResult.text in the language asked, line for line
    expected = check_record(json.loads(RECORD.read_text(encoding="utf-8"))).text(lang="fr")
    assert "⟨" in expected  # the marked catalogue is used by CheckResult.text("fr")
    status, out, err = run(capsys, "--lang", "fr", "check", str(RECORD))
    assert status == 0 and err == ""
    assert out == expected + "\n"


def test_check_json_gives_the_french_values(capsys):
    expected = check_record(json.loads(RECORD.read_text(encoding="utf-8"))).to_dict(lang="fr")
    status, out, _ = run(capsys, "--lang", "fr", "check", "--json", str(RECORD))
    assert status == 0 and json.loads(out) == expected


def test_check_of_a_game_says_its_answer_in_french(capsys):
    expected = check_game(json.loads(GAME.read_text(encoding="utf-8"))).text(lang="fr")
    status, out, _ = run(capsys, "--lang", "fr", "check", "--game", str(GAME))
    assert status == 0 and out == expected + "\n"


def test_explain_of_an_auction_position_says_its_calls_in_french(capsys, tmp_path):
    # West bid 100 H, South to speak: the AuctionExplanation of it, in French
    expected = system_for_data(AUCTION).auction_position(dict(AUCTION)).explain().text(lang="fr")
    assert "⟨" in expected
    path = tmp_path / "auction.json"
    path.write_text(json.dumps(AUCTION), encoding="utf-8")
    status, out, _ = run(capsys, "--lang", "fr", "explain", str(path))
    assert status == 0 and out == expected + "\n"
