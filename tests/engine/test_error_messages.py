"""No traceback on any input, every message short, and messages that say the right thing: one helper quotes
user input (errors.shown / errors.quoted, which cut it), huge numbers are refused in one line, and each
message names the real fault."""
import json
import os

import ipywidgets as W
import pytest

from belote_learn import Card, Contract, Seat, Suit
from belote_learn.core.cards import Rank
from belote_learn.cli import main
from belote_learn.rules.datafiles import data_path, load_teaching_position
from belote_learn.core.errors import MESSAGE_LIMIT, BeloteError, PositionError, quoted, shown
from belote_learn.systems.classic.game import Game
from belote_learn.systems.mariage.game import MariageGame
from belote_learn.rules.presets import get_rules
from belote_learn.records import check_game, check_record
from belote_learn.widgets import (BiddingTrainer, CardQuiz, ChoiceQuiz, DeclarationsWalkthrough, HandExplorer,
                                  PositionBuilder, PracticeGame, ScoringWalkthrough)
from belote_learn import Position

LONG = "Z" * 100_000
BIG = 10**5000  # past Python's 4,300-digit limit for int <-> text
NASTY = [LONG, BIG, -BIG, [LONG], {LONG: 1}, (LONG,), [1] * 50_000, None, object()]


def record(name):
    return json.loads(data_path("records", f"{name}.json").read_text())


# -- the quoting helper -------------------------------------------------------------------------------
@pytest.mark.parametrize("value", NASTY + [float("nan"), b"x" * 10_000, {"a": [BIG]}], ids=lambda v: type(v).__name__)
def test_shown_and_quoted_never_fail_and_stay_short(value):
    assert len(shown(value)) <= 60 and len(quoted(value)) <= 40
    assert len(shown(value, 200)) <= 200


def test_shown_describes_a_huge_number_and_keeps_json_spelling():
    assert shown(BIG) == "<a number of 5,001 digits>"  # 10**5000 is 1 followed by 5000 zeros
    assert shown({"a": [1, None, True]}) == '{"a": [1, null, true]}' and shown(Seat.N) == '"N"'
    assert shown("x" * 100) == '"' + "x" * 56 + "..."  # 60 characters in all: the quote, 56 x, "..."


# -- engine messages quote the input cut ----------------------------------------------------------------
@pytest.mark.parametrize("call", [
    lambda v: Contract.parse(v),  # a bad contract
    lambda v: get_rules("classic-501", {v: 1}),  # an option name
    lambda v: get_rules("classic-501", {"target": v}),
    lambda v: check_record({**record("c501-made"), "hands": {**record("c501-made")["hands"], v: ["7S"]}}),  # a seat key
    lambda v: check_record({**record("c501-made"), "options": {v: True}}),
    lambda v: Position.create("classic-501", v, "S", "7S"),
    lambda v: Game("classic-501", seed=1).apply(v),
    lambda v: MariageGame(seed=1).apply(v),
    lambda v: MariageGame(seed=1).apply("marriage " + v),
    lambda v: Game.from_dict({**Game(seed=1).to_dict(), "format": v}),
    lambda v: load_teaching_position(v),
])
def test_engine_messages_quoting_long_input_stay_under_the_limit(call):
    with pytest.raises((BeloteError, KeyError)) as err:
        call(LONG)
    message = str(err.value.args[0])
    assert len(message) < MESSAGE_LIMIT and "ZZZZ" in message  # quoted, but cut


# -- huge numbers in records: one line, exit 2, never a traceback (text, --json, --game) -----------------
NINES = int("9" * 4300)  # the longest number JSON reads; adding a hand's points makes it 4,301 digits


@pytest.mark.parametrize("field, value", [("scores_before", {"NS": NINES, "EW": 0}), ("held_over", NINES),
                                          ("scores_before", {"NS": 0, "EW": 1_000_001})], ids=["nines", "held", "bound"])
@pytest.mark.parametrize("flags", [[], ["--json"], ["--game"], ["--game", "--json"]])
def test_check_refuses_huge_scores_in_one_line(tmp_path, capsys, field, value, flags):
    rec = {**record("c501-litige"), field: value}
    f = tmp_path / "big.json"
    f.write_text(json.dumps([rec] if "--game" in flags else rec))
    assert main(["check", *flags, str(f)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and len(err) < MESSAGE_LIMIT
    assert f"{field}" in err and "from 0 to 1,000,000" in err


def test_scores_up_to_the_bound_are_still_checked():
    # c501-made scores 41 and 121 (its expected result): 1,000,000 before gives 1,000,041 and 121 after
    res = check_record({**record("c501-made"), "scores_before": {"NS": 1_000_000, "EW": 0}}).to_dict()
    assert res["valid"] and res["scores_after"] == {"NS": 1_000_041, "EW": 121}


@pytest.mark.parametrize("argv, words", [
    (["simulate", "--seed", "9" * 5000, "--games", "1"], "5,000 digits"),
    (["simulate", "--games", "9" * 5000], "5,000 digits"),
    (["rules", "Z" * 50_000], "unknown preset"),
    (["Z" * 50_000], "invalid choice"),
    (["simulate", "--ns", "Z" * 50_000, "--games", "1"], "unknown bot"),
], ids=["seed", "games", "preset", "command", "bot"])
def test_cli_command_line_errors_are_one_short_line(capsys, argv, words):
    try:
        status = main(argv)
    except SystemExit as exc:  # argparse's own errors
        status = exc.code
    assert status == 2
    err = capsys.readouterr().err.strip()
    assert words in err and len(err) < MESSAGE_LIMIT and "\n" not in err


def test_cli_cuts_a_long_file_name(tmp_path, capsys):
    name = str(tmp_path / ("a" * 200 + ".json"))
    assert main(["check", name]) == 2
    err = capsys.readouterr().err.strip()
    assert "no such file" in err and len(err) < MESSAGE_LIMIT


# -- every widget method, any argument: no traceback, a short message -----------------------------------
WIDGETS = {
    "PracticeGame": (lambda: PracticeGame(seed=3, pace=0), ["new_game", "act", "play", "call", "save", "load"]),
    "HandExplorer": (lambda: HandExplorer(), ["set_preset", "set_contract", "set_on_table", "new_deal", "click"]),
    "PositionBuilder": (lambda: PositionBuilder(), ["set_preset", "set_contract", "set_leader", "set_target",
                                                    "click_pack", "remove", "load", "save"]),
    "DeclarationsWalkthrough": (lambda: DeclarationsWalkthrough(), ["set_preset", "set_contract", "deal", "load_record"]),
    "ScoringWalkthrough": (lambda: ScoringWalkthrough(), ["load_record", "play_bot_hand"]),
    "BiddingTrainer": (lambda: BiddingTrainer(simulations=5), ["deal", "load", "decide"]),
    "CardQuiz": (lambda: CardQuiz(Position.create("classic-501", "H", "S", "7S KH", "E:AS")), ["toggle"]),
    "ChoiceQuiz": (lambda: ChoiceQuiz("Which?", ["a", "b"], "a"), ["choose"]),
}


# well-formed values that one method or another refuses in some state (a preset without declarations, a
# card not held, a call in the play, a mariage record for the declarations walkthrough...)
DOMAIN = ["mariage", "coinche", "NT", "AT", "7S", "AH", "take", "pass", "c501-made", "mariage-announced", 2, 0]


def _shown_values(w):
    """Every value the widget shows (the synced state of its controls, views, buttons and card table,
    whatever the layout) and its game, if it has one. The error lines are left out, and so is the
    practice game's explanation (its table's ``message``), where a refused card's reason is the lesson."""
    out = []

    def walk(x):
        if "bl-error" in getattr(x, "_dom_classes", ()):
            return
        if isinstance(x, W.Widget):
            state = {k: v for k, v in x.get_state().items() if k not in ("layout", "style", "children", "tabbable")
                     and not k.startswith("_model") and not k.startswith("_view")}
            if "scene" in state:  # a card table: what its last frame shows
                frames = state.pop("scene").get("frames") or [{}]
                frame = dict(frames[-1])
                frame.pop("error", None)  # the table's own error line
                state.pop("error_text", None)  # the same line, sent without a new scene
                if isinstance(w, PracticeGame):
                    frame.pop("message", None)
                state["frame"] = frame
            out.append((type(x).__name__, state))
        for child in getattr(x, "children", ()):
            walk(child)

    walk(w.widget)
    game = getattr(w, "game", None)
    return out, game.to_json() if game is not None else None


@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_widget_methods_refuse_any_argument_briefly_and_change_nothing(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # nothing a refused save writes can land in the checkout
    make, methods = WIDGETS[name]
    w = make()
    for method in methods:
        for value in NASTY + [True, 1.5, -1, "  ", 10**12] + DOMAIN:
            before = _shown_values(w)
            getattr(w, method)(value)  # never raises
            assert len(w.error) < MESSAGE_LIMIT, (method, w.error[:100])
            assert "sys." not in w.error and "Exceeds the limit" not in w.error  # no Python-internal message
            if w.error:
                assert _shown_values(w) == before, (method, w.error[:100])
            if isinstance(value, str) and value == LONG:
                assert w.error, (method, "a 100,000-character argument is refused")
    assert not os.listdir(tmp_path)


# -- messages that say the right thing ------------------------------------------------------------------
def test_seats_cards_suits_and_ranks_are_never_false():
    # Seat.N, the seven of spades, spades and the seven are numbered 0: they must not read as "nothing"
    assert all(bool(x) for x in (Seat.N, Card("7S"), Suit.SPADES, Rank(0)))
    assert Seat.N == 0 and Card("7S") + 1 == Card("8S")  # still numbers where numbers are meant


def test_out_of_turn_in_a_save_names_north_when_it_is_north_s_turn():
    # classic-501 plays clockwise: with West dealing, North (after West) speaks first
    with pytest.raises(PositionError, match="East acts but it is North's turn"):
        Game.replay("classic-501", 1, "W", [("E", "pass")])


def test_a_mariage_record_in_any_case_is_checked_as_mariage():
    rec = record("mariage-announced")
    same = check_record({**rec, "rules": "Mariage"}).to_dict()
    assert same == check_record(rec).to_dict() and same["valid"]
    with pytest.raises(PositionError, match="without --game"):
        check_game([{**rec, "rules": "MARIAGE"}])


@pytest.mark.parametrize("name, index, first", [("c501-made", 6, 0), ("mariage-announced", 5, 0)])
def test_a_card_played_twice_is_a_malformed_record_in_belote_and_mariage(name, index, first):
    rec = record(name)
    seat, card = rec["plays"][first]
    assert rec["plays"][index][0] == seat  # the same player's next card: its turn, so only the repeat is wrong
    rec["plays"][index] = [seat, card]
    with pytest.raises(PositionError) as err:
        check_record(rec)
    assert err.value.field == f"plays[{index}]" and f"{card} was already played at plays[{first}]" in str(err.value.message)


def test_declarations_walkthrough_load_record_of_a_list_says_it_is_a_list():
    w = DeclarationsWalkthrough()
    before = (w.hands, str(w.contract), w.rules.preset, w.steps_view.value)
    w.load_record(json.loads(data_path("records", "game-c501-litige.json").read_text()))
    assert "this is a list" in w.error and "one of its hands" in w.error
    assert (w.hands, str(w.contract), w.rules.preset, w.steps_view.value) == before
    s = ScoringWalkthrough()
    s.load_record([record("c501-made")])
    assert "this is a list" in s.error


def test_a_misspelled_teaching_position_gives_the_closest_names():
    with pytest.raises(KeyError) as err:
        load_teaching_position("c501-04-nine-beats-acce")
    message = str(err.value.args[0])
    assert "did you mean c501-04-nine-beats-ace" in message and len(message) < MESSAGE_LIMIT
    b = PositionBuilder()
    b.load("c501-04-nine-beat-ace")
    assert "did you mean c501-04-nine-beats-ace" in b.error


@pytest.mark.parametrize("cls", [Game, MariageGame])
def test_a_belote_save_marked_as_a_mariage_game_is_named_as_such(cls, tmp_path):
    data = {**Game(seed=1).to_dict(), "format": "belote-learn-mariage-game"}
    with pytest.raises(PositionError) as err:
        cls.from_dict(data)
    assert err.value.field == "format" and "the format and the rules disagree" in str(err.value.message)
    f = tmp_path / "save.json"
    f.write_text(json.dumps(data))
    p = PracticeGame(seed=2, pace=0)
    before = p.game.to_json()
    p.load(str(f))
    assert p.error.startswith("format:") and "options" not in p.error and p.game.to_json() == before


def test_a_mariage_save_given_to_game_says_which_class_loads_it():
    with pytest.raises(PositionError, match="load it with belote_learn.systems.mariage.game.MariageGame.from_dict"):
        Game.from_dict(MariageGame(seed=1).to_dict())


@pytest.mark.parametrize("name, change, taker, turn_up", [
    # classic-501, dealer N: East passes, South takes, but the turn-up 10H is in East's hand
    ("c501-made", lambda r: r.__setitem__("bidding", [["E", "pass"], ["S", "take"]]), "South", "10H"),
    # sans-tout-atout: North bids clubs (the turn-up 9C's suit) and the three others pass; with North's and
    # East's hands swapped, North no longer holds 9C when the last pass closes the auction
    ("sta-suit-made", lambda r: r["hands"].update(N=r["hands"]["E"], E=r["hands"]["N"]), "North", "9C"),
])
def test_a_taker_without_the_turn_up_is_a_malformed_record_named_in_words(name, change, taker, turn_up):
    rec = record(name)
    change(rec)
    with pytest.raises(PositionError) as err:
        check_record(rec)
    assert err.value.field == "hands" and str(err.value.message) == f"the taker {taker} does not hold the turn-up {turn_up}"
