"""`explain` and `check` give the same verdicts and scores in English and in French on every file of data/:
their JSON answers are equal once the sentences are set aside (keys, card codes, rule codes, legality,
seats, points, results), and every sentence of the French answer is French (none of the English words
that the English sentences are made of)."""
from __future__ import annotations

import json
import re

import pytest

from belote_learn.cli import main
from belote_learn.rules.datafiles import data_path

POSITIONS = sorted(data_path("positions").glob("*.json"))
RECORDS = sorted(data_path("records").glob("*.json"))
TEXT_KEYS = {"reason", "result", "item", "rule", "name", "steps", "message", "text", "summary", "explanation", "why"}
ENGLISH_WORDS = re.compile(r"\b(the|is|must|allowed|winning|trick|tricks|trumps|beats|highest|partner|"
                           r"declaration|declarations|led|cannot|sum of|above|takers|defenders)\b", re.I)


def answer(capsys, lang, *argv):
    try:
        status = main(["--lang", lang, *argv])
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    return status, json.loads(out) if out.strip().startswith(("{", "[")) else out, err


def split(value, texts, path=""):
    """``value`` with each sentence replaced by a marker, the sentences collected in ``texts``."""
    if isinstance(value, dict):
        return {k: ("<text>" if k in TEXT_KEYS and is_sentence(v) and _collect(v, texts)
                    else split(v, texts, f"{path}.{k}")) for k, v in value.items()}
    if isinstance(value, list):
        return [split(v, texts, path) for v in value]
    return value


def is_sentence(value) -> bool:
    """Words for a person (a rule code such as "partner-winning-overtrump" is not: it has no space)."""
    if isinstance(value, list):
        return bool(value) and all(isinstance(v, str) and " " in v for v in value)
    return isinstance(value, str) and " " in value.strip()


def _collect(value, texts):
    if isinstance(value, str):
        texts.append(value)
    elif isinstance(value, list):
        for v in value:
            _collect(v, texts)
    elif isinstance(value, dict):
        for v in value.values():
            _collect(v, texts)
    return True


def english_left(texts):
    return [t for t in texts if ENGLISH_WORDS.search(t)]


@pytest.mark.parametrize("path", POSITIONS + RECORDS, ids=lambda p: p.name)
def test_the_french_answer_has_the_english_answer_s_verdicts_and_scores(capsys, path):
    if path in POSITIONS:
        command = ["explain"]
    else:  # a whole game is a list of hands, checked with --game
        whole_game = isinstance(json.loads(path.read_text(encoding="utf-8")), list)
        command = ["check", "--game"] if whole_game else ["check"]
    status_en, en, _ = answer(capsys, "en", *command, "--json", str(path))
    status_fr, fr, _ = answer(capsys, "fr", *command, "--json", str(path))
    assert status_en == 0
    assert status_en == status_fr
    en_texts, fr_texts = [], []
    assert split(fr, fr_texts) == split(en, en_texts)
    assert len(fr_texts) == len(en_texts)
    assert english_left(fr_texts) == []


def test_an_illegal_card_of_a_record_is_refused_with_its_french_verdict():
    from belote_learn.records import check_record

    record = json.loads(data_path("records", "c501-made.json").read_text(encoding="utf-8"))
    plays = record["plays"]
    # East leads 9♦; South holds 8♦ (its only diamond) and plays 9♠ instead: the swap of South's 8♦ (play 1)
    # and 9♠ (play 7) makes play 1 the refused card, under the duty to follow suit (fournir)
    plays[1], plays[7] = plays[7], plays[1]
    result = check_record(record)
    assert result.error["rule"] == "follow-suit"
    first = result.text("fr").splitlines()[0]
    assert first.startswith("Non valide\u00a0: plays[1], Sud joue 9♠. On ne peut pas jouer le 9♠")
    assert "fournir" in first and not ENGLISH_WORDS.search(first)
    assert result.to_dict("fr")["error"]["reason"].startswith("On ne peut pas jouer le 9♠")
