"""Literal braces in the catalogue's texts: a template writes a brace of the text as ``{{`` or ``}}`` (the
``str.format`` escape), so the text read shows it once, whether or not the message has parameters
(belote_learn/core/messages.py)."""
from __future__ import annotations

import json

import pytest

from belote_learn.core.errors import PositionError
from belote_learn.core.messages import Message, text
from belote_learn.records import check_record
from belote_learn.rules.datafiles import data_path


def test_a_message_without_parameters_shows_an_escaped_brace_once():
    # record.hand.hands_missing is written `missing or not an object {{"N": [8 cards], ...}}` in the .po file;
    # read through str.format, `{{` is one `{` and `}}` one `}`
    assert text("record.hand.hands_missing", "en") == (
        'missing or not an object {"N": [8 cards], "E": [...], "S": [...], "W": [...]}')
    # record.declarations.not_an_object: `{{"N": [[cards], ...], ...}}` -> `{"N": [[cards], ...], ...}`
    assert str(Message("record.declarations.not_an_object")) == 'must be an object {"N": [[cards], ...], ...} keyed by seat'


def test_a_message_with_parameters_shows_an_escaped_brace_once():
    # record.teams.not_an_object has a {got} field and escaped braces: got="5" fills the field, `{{` -> `{`
    assert text("record.teams.not_an_object", "en", got="5") == 'must be an object {"NS": points, "EW": points}, got 5'


def test_a_hand_record_without_hands_names_the_shape_of_hands_with_single_braces():
    # coinche-made.json without its "hands": the refusal names the field and the object expected, written as
    # JSON is written (one brace each side), as it was before the catalogue
    record = json.loads(data_path("records", "coinche-made.json").read_text(encoding="utf-8"))
    del record["hands"]
    with pytest.raises(PositionError) as e:
        check_record(record)
    assert str(e.value) == 'hands: missing or not an object {"N": [8 cards], "E": [...], "S": [...], "W": [...]}'


def test_declarations_that_are_not_an_object_are_named_with_single_braces():
    # classic-1000 plays with declarations; its record's "declarations" given as a string, not an object by seat
    record = json.loads(data_path("records", "c1000-declarations-tie.json").read_text(encoding="utf-8"))
    record["declarations"] = "N"
    with pytest.raises(PositionError) as e:
        check_record(record)
    assert str(e.value) == 'declarations: must be an object {"N": [[cards], ...], ...} keyed by seat'
