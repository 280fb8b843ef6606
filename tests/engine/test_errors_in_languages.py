"""The toolkit's errors carry messages of the catalogue (belote_learn/core/errors.py): ``str(exc)`` and
``exc.args[0]`` are the English text as before, ``exc.render(lang)`` says the same error in another
language, and the helpers that word a refusal (unknown_name, refuse_unknown_fields) build messages."""
from __future__ import annotations

import pytest

from belote_learn.core.errors import (BeloteError, IllegalAction, NotationError, PositionError, brief,
                                      refuse_unknown_fields, unknown_name)
from belote_learn.core.messages import Message

def test_an_error_of_a_message_says_english_through_str_and_args():
    # error.unknown_field.near: "unknown field (did you mean {near}?); {what} has {fields}"
    err = PositionError("trik", Message("error.unknown_field.near", near="trick", what="a position",
                                        fields="rules, trick"))
    english = "trik: unknown field (did you mean trick?); a position has rules, trick"
    assert str(err) == err.args[0] == err.render() == err.render("en") == english
    assert isinstance(err.args[0], str) and err.field == "trik"
    # French: error.field "{field}\u00a0: {message}" around the French of error.unknown_field.near
    assert err.render("fr").startswith("trik\u00a0: champ inconnu (vouliez-vous dire trick\u00a0?)")


def test_an_error_renders_in_the_language_asked(french):
    french({"error.field": "{field} : {message}",
            "error.unknown_field": "champ inconnu ; {what} a {fields}"})
    err = PositionError("zz", Message("error.unknown_field", what="une position", fields="rules, trick"))
    assert err.render("fr") == "zz : champ inconnu ; une position a rules, trick"
    assert str(err) == "zz: unknown field; une position has rules, trick"  # str stays English
    assert brief(err, lang="fr") == err.render("fr")


def test_an_error_of_plain_text_says_that_text_in_every_language():
    for err in (BeloteError("no such thing"), NotationError("no such thing"), IllegalAction("no such thing")):
        assert str(err) == err.render("en") == err.render("fr") == "no such thing"
    with pytest.raises(ValueError, match="unknown language 'de'"):
        BeloteError("x").render("de")


def test_an_error_whose_text_is_rewritten_afterwards_says_the_new_text():
    # a front end may prefix the file name (exc.args = ...): the message no longer says it all
    err = PositionError("hand", Message("error.unknown_field", what="a position", fields="hand"))
    err.args = ("p.json: hand: unknown field; a position has hand",)
    assert err.render("fr") == "p.json: hand: unknown field; a position has hand"


def test_an_unknown_name_is_a_message():
    # seven choices (more than six): the closest are named, "or" before the last; 7 in all. name1 and name2
    # are equally close to "nam" (difflib ratio 2*3/8), and difflib puts the later name first on a tie
    msg = unknown_name("record", "nam", ["name1", "name2", "x", "y", "z", "w", "v"], "records() lists them")
    assert isinstance(msg, Message)
    assert str(msg) == 'no record "nam"; did you mean name2 or name1? (7 in all: records() lists them)'
    # six or fewer: every one listed
    assert str(unknown_name("seat", "Q", ["N", "E"])) == 'no seat "Q": choose one of N, E'
    # none close: the number and three examples
    assert str(unknown_name("seat", "Q", list("abcdefg"))) == 'no seat "Q"; there are 7, e.g. a, b, c'


def test_the_kind_of_name_may_itself_be_a_message(french):
    french({"error.unknown_name.choose": "pas de {what} {value} : choisir parmi {choices}",
            "position.teaching.kind": "position d'étude"})
    msg = unknown_name(Message("position.teaching.kind"), "x", ["a", "b"])
    assert msg.render("fr") == "pas de position d'étude \"x\" : choisir parmi a, b"
    assert str(msg) == 'no teaching position "x": choose one of a, b'


def test_an_unknown_field_is_refused_with_a_message():
    with pytest.raises(PositionError) as err:
        refuse_unknown_fields({"trik": []}, ("rules", "trick"), ("title",))
    assert err.value.field == "trik" and isinstance(err.value.message, Message)
    assert str(err.value) == "trik: unknown field (did you mean trick?); a position has rules, trick (notes: title)"


def test_a_notation_error_about_one_card_of_a_list_nests_the_card_error(french):
    from belote_learn.core.cards import parse_cards

    french({"notation.cards.item": "carte {number} sur {total} : {error}",
            "notation.card.unknown": "carte inconnue {value}"})
    with pytest.raises(NotationError) as err:
        parse_cards("7S ZZ 8H")  # the second of three cards is not a card
    assert err.value.render("fr") == "carte 2 sur 3 : carte inconnue 'ZZ'"
    assert str(err.value).startswith("card 2 of 3: unknown card 'ZZ': write the rank")



def test_an_unknown_field_with_a_line_break_in_its_name_is_quoted_on_one_line():
    # a key "\r" printed as it is would break the one-line message; quoted, it is written "\r"
    with pytest.raises(PositionError) as err:
        refuse_unknown_fields({"\r": None}, ("rules",))
    assert str(err.value) == '"\\r": unknown field; a position has rules' and "\r" not in str(err.value)
