"""Found trying the bidding trainer's compact layout, its problem files and the position builder's Hide pack
as a hostile user would (h14m, docs/breaker-trainer-builder.md)."""
import copy
import json

import pytest

from belote_learn.errors import PositionError
from belote_learn.widgets import BiddingTrainer, PositionBuilder
from belote_learn.widgets.trainer import load_problems, read_problem, read_problem_file


def _first(preset):
    return next(p for p in load_problems() if p.rules.preset == preset).to_dict()


# -- bidding problem files -------------------------------------------------------------------------

@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
@pytest.mark.parametrize("key, value, said", [
    ("title", 5, "title: must be text, not 5"),            # a number is no title (was shown as "5")
    ("title", ["a"], 'title: must be text, not ["a"]'),    # nor a list (was shown as "['a']")
    ("teaches", {"x": 1}, "teaches: must be text, not"),   # nor an object
    ("teaches", True, "teaches: must be text, not true"),
])
def test_a_problem_note_that_is_not_text_is_refused_in_every_system(preset, key, value, said):
    data = _first(preset)
    data[key] = value
    with pytest.raises(PositionError) as exc:
        read_problem(data)
    assert said in str(exc.value) and "\n" not in str(exc.value)
    assert exc.value.field == key


@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
@pytest.mark.parametrize("value", [[], 0, False, {}])
def test_an_answer_that_is_not_a_call_is_refused_not_read_as_no_answer(preset, value):
    # coinche read [] / 0 / false / {} as "" (no answer) because of `or ""`; the turn-up problems refused them
    data = _first(preset)
    data["answer"] = value
    with pytest.raises(PositionError) as exc:
        read_problem(data)
    assert str(exc.value).startswith("answer: must be a call such as")


def test_read_problem_file_takes_a_str_path(tmp_path):
    # a str path raised AttributeError ('str' object has no attribute 'read_bytes')
    data = _first("classic-501")
    f = tmp_path / "07-mine.json"
    f.write_text(json.dumps(data))
    p = read_problem_file(str(f))
    assert p.name == "07-mine" and p.to_dict() == data


@pytest.mark.parametrize("make, said", [
    (lambda d: d / "missing.json", "missing.json: cannot read the file: No such file"),
    (lambda d: d, "cannot read the file: Is a directory"),
    (lambda d: 5, "a bidding problem file is a path to a .json file, not 5"),
    (lambda d: None, "a bidding problem file is a path to a .json file, not null"),
])
def test_read_problem_file_refuses_what_it_cannot_read_in_one_line(tmp_path, make, said):
    # a missing file raised FileNotFoundError, a non-path AttributeError: the docstring promises PositionError
    with pytest.raises(PositionError) as exc:
        read_problem_file(make(tmp_path))
    assert said in str(exc.value) and "\n" not in str(exc.value)


# -- the trainer -----------------------------------------------------------------------------------

@pytest.mark.parametrize("bad, said", [
    (2.5, "not 2.5"), (None, "not null"), ([], "not []"), (float("nan"), "not NaN"),
])
def test_trainer_load_of_something_neither_number_nor_name_says_what_a_problem_is(bad, said):
    # was "no bidding problem 2.5; there are 85, e.g. ...": 85 counts every preset while numbers count
    # this preset's 18 classic-501 problems (data/bidding/01..18), numbered 0 to 17
    t = BiddingTrainer(simulations=20)
    before = t.problem.title
    t.load(bad)
    assert t.error == f"a problem is a number from 0 to 17, a name or a dict, {said}"
    assert t.problem.title == before


# -- the position builder --------------------------------------------------------------------------

NAME = "c1000-01-undertrump-partner-refused"
TITLE = "No undertrumping your partner when you could overtrump (classic-1000). "


def test_clear_drops_the_loaded_positions_title():
    # after Clear the status still began with the loaded position's title over an empty table
    b = PositionBuilder()
    b.load(NAME)
    assert b._note == TITLE and b.status.startswith("South to play")
    b.clear()
    assert b._note == "" and b.error == ""
    assert not b.trick_cards and not b.hand_cards and b.pack_open


@pytest.mark.parametrize("change", [
    lambda b: b.set_contract("S"),    # the file holds contract H (classic-1000 has no NT); ♠ is another position
    lambda b: b.remove("7H"),         # South's hand J♥ 7♥ A♦ loses the 7♥
    lambda b: b.set_leader("N"),      # East led the trick in the file: North leading is another position
])
def test_saved_to_is_dropped_once_the_position_changes(tmp_path, change):
    # "Saved to x.json." stayed in the status after the position changed: the file no longer held it
    b = PositionBuilder()
    b.load(NAME)
    path = b.save(str(tmp_path / "x.json"))
    assert b._note == f"Saved to {path}. "
    change(b)
    assert b.error == "" and b._note == ""


def test_a_refused_click_or_a_fold_keeps_the_note():
    b = PositionBuilder()
    b.load(NAME)  # three cards on the table (A♠ 9♥ K♠): a fourth is refused
    b.click_pack("7S")
    assert "three cards are already there" in b.error and b._note == TITLE
    b.show_pack(True)
    b.set_target("hand")  # where clicks go: the position itself is unchanged
    assert b._note == TITLE and b.error == ""


# -- Deal.from_pack / CoincheDeal.from_pack -----------------------------------------------------------

from belote_learn.cards import ALL_CARDS, Seat  # noqa: E402
from belote_learn.coinche import CoincheDeal  # noqa: E402
from belote_learn.deal import Deal  # noqa: E402
from belote_learn.presets import get_rules  # noqa: E402


@pytest.mark.parametrize("cls", [Deal, CoincheDeal])
def test_a_pack_number_out_of_range_says_numbers_are_cards(cls):
    # numbers 0-31 are cards (read_pack's docstring); 32 was refused as "a card must be written as text"
    rules = get_rules("coinche" if cls is CoincheDeal else "classic-501")
    with pytest.raises(PositionError) as exc:
        cls.from_pack(rules, Seat.N, list(range(31)) + [32])
    assert str(exc.value) == "pack[31]: a card is a number from 0 to 31 or a text such as '10H', got 32"


@pytest.mark.parametrize("cls, preset, said", [
    (CoincheDeal, "classic-501", "rules: a classic-501 deal is a Deal, not a CoincheDeal"),  # was a coinche auction on 501 rules
    (Deal, "coinche", "rules: a coinche deal is a CoincheDeal, not a Deal"),  # was "pass"/"take" in coinche
    (Deal, "mariage", "rules: a mariage deal is a MariageDeal, not a Deal"),
])
def test_from_pack_refuses_the_rules_of_another_system(cls, preset, said):
    with pytest.raises(PositionError) as exc:
        cls.from_pack(get_rules(preset), Seat.N, list(ALL_CARDS))
    assert str(exc.value).startswith(said) and "\n" not in str(exc.value)


@pytest.mark.parametrize("cls", [Deal, CoincheDeal])
@pytest.mark.parametrize("rules, held_in, said", [
    ("classic-501", 0, "rules: must be a preset's rules, e.g. get_rules('classic-501'), not \"classic-501\""),  # was AttributeError
    (None, 0, "rules: must be a preset's rules"),
    ("rules", -5, "held_in: must be a whole number of points from 0 to 1,000,000"),  # was accepted
    ("rules", "x", "held_in: must be a whole number of points from 0 to 1,000,000 (litige points held over), not \"x\""),
    ("rules", True, "held_in: must be a whole number"),
    ("rules", 2.0, "held_in: must be a whole number"),
])
def test_from_pack_refuses_bad_rules_and_held_in_in_one_line(cls, rules, held_in, said):
    if rules == "rules":
        rules = get_rules("coinche" if cls is CoincheDeal else "classic-501")
    with pytest.raises(PositionError) as exc:
        cls.from_pack(rules, Seat.N, list(ALL_CARDS), held_in)
    assert str(exc.value).startswith(said)


def test_from_pack_still_deals_with_held_in_points():
    # the checks refuse nothing good: 30 litige points held in, the turn-up is the 21st card dealt (pack[20])
    d = Deal.from_pack(get_rules("classic-501"), Seat.N, list(ALL_CARDS), 30)
    assert d.held_in == 30 and d.turn_up == ALL_CARDS[20]


# -- the trainer's toggles before there is anything to show ----------------------------------------

def test_show_details_before_an_answer_is_refused_and_changes_nothing():
    # the Details button is hidden before an answer, yet show_details(True) was silently accepted and
    # the chart then opened by itself with the first answer
    t = BiddingTrainer(simulations=20)
    t.show_details(True)
    assert t.error.startswith("no details yet: answer the problem first")
    assert t.details_open is False and t.details_box.layout.display == "none" and t.details_button.value is False
    t.show_details(False)  # closing is always possible
    assert t.error == ""


def test_show_history_before_any_decision_is_refused_and_changes_nothing():
    # the "Your decisions (none yet)" button is disabled, yet show_history(True) was silently accepted
    t = BiddingTrainer(simulations=20)
    t.show_history(True)
    assert t.error.startswith("no decisions yet: answer a problem first")
    assert t.history_open is False and t.history_view.layout.display == "none"
    t.load(0)
    t.decide("pass")  # one decision: now the history opens
    t.show_history(True)
    assert t.error == "" and t.history_open and t.history_view.layout.display is None
    t.next_problem()  # no answer to the new problem yet: Details refused, the history still there (1 decision)
    t.show_details(True)
    assert t.error.startswith("no details yet") and t.history_button.description == "Your decisions (1)"


# -- check --game: "No winner yet" says why when a team is past the target -------------------------

def _coinche_game_from(ns: int, ew: int) -> list:
    from belote_learn.datafiles import data_path

    first = json.loads(data_path("records").joinpath("game-coinche-belote-exception.json").read_text())[0]
    return [{**copy.deepcopy(first), "scores_before": {"NS": ns, "EW": ew}, "held_over": 0}]


def test_check_game_says_why_a_team_past_the_target_has_not_won(tmp_path):
    # deal 1 of game-coinche-belote-exception.json: North-South bid 100 H and fail with their belote:
    # NS score 20 (belote only), EW 160 + 100 = 260. From 999-739: NS 999 + 20 = 1019 (past 1000 only
    # thanks to the belote in a failed deal: not won), EW 739 + 260 = 999 (short). The text said only
    # "No winner yet: 1019 to 999." without the reason the single-hand check gives.
    import subprocess
    import sys

    f = tmp_path / "game.json"
    f.write_text(json.dumps(_coinche_game_from(999, 739)))
    out = subprocess.run([sys.executable, "-m", "belote_learn", "check", "--game", str(f)], capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    last = out.stdout.strip().splitlines()[-1]
    assert last.startswith("No winner yet: 1019 to 999. North-South are past the target of 1000 but have not won "
                           "yet: they passed it only thanks to their belote"), last


def test_check_game_no_winner_below_the_target_says_no_more(tmp_path):
    # from 0-0: NS 0 + 20 = 20, EW 0 + 260 = 260: nobody near 1000, nothing to explain
    from belote_learn.records import check_game

    assert check_game(_coinche_game_from(0, 0)).text().splitlines()[-1] == "No winner yet: 20 to 260."


def _check_game_cli(tmp_path, data):
    import subprocess
    import sys

    f = tmp_path / "game.json"
    f.write_text(json.dumps(data))
    return subprocess.run([sys.executable, "-m", "belote_learn", "check", "--game", str(f)], capture_output=True,
                          text=True)


def test_check_game_on_a_list_of_lists_does_not_advise_check_game(tmp_path):
    # was "[0]: a hand record must be a JSON object; this is a list (for a whole game, use check --game)"
    out = _check_game_cli(tmp_path, [[]])
    assert out.returncode == 2
    err = out.stderr.strip()
    assert err.endswith("[0]: a hand record must be a JSON object, got a list: a game record is one list of hand "
                        "records, not a list of lists"), err
    assert "use check --game" not in err and len(err.splitlines()) == 1


def test_check_game_on_a_single_hand_record_says_so(tmp_path):
    # was "a game record must be a non-empty JSON list of hand records", without saying this is one hand
    from belote_learn.datafiles import data_path

    hand = json.loads(data_path("records").joinpath("c501-made.json").read_text())
    out = _check_game_cli(tmp_path, hand)
    assert out.returncode == 2
    assert out.stderr.strip().endswith("a game record must be a non-empty JSON list of hand records; this is a "
                                       "single hand record (check it without --game, or put it in a list)"), out.stderr


# -- MariageDeal.from_pack: the same checks as Deal and CoincheDeal -------------------------------------

@pytest.mark.parametrize("args, said", [
    ((get_rules("classic-501"), "N", list(ALL_CARDS)), "rules: a classic-501 deal is a Deal, not a MariageDeal"),  # was dealt
    (("mariage", "N", list(ALL_CARDS)), "rules: must be a preset's rules"),                    # was AttributeError
    ((get_rules("mariage"), "N", list(ALL_CARDS)[:31]), "pack: has 31 cards (missing AC)"),     # was IndexError
    ((get_rules("mariage"), "N", ["AS"] * 32), "pack: AS appears twice"),                       # was dealt
    ((get_rules("mariage"), "N", list(ALL_CARDS), -3), "manche: must give each team's manche total in tens"),  # TypeError
    ((get_rules("mariage"), "N", list(ALL_CARDS), {"NS": 1}), "manche: must give each team's"),  # was KeyError later
    ((get_rules("mariage"), "N", list(ALL_CARDS), {"NS": 1, "EW": 1.5}), "manche.EW: must be a whole number of tens"),
])
def test_mariage_from_pack_refuses_bad_input_in_one_line(args, said):
    from belote_learn.mariage import MariageDeal

    with pytest.raises(PositionError) as exc:
        MariageDeal.from_pack(*args)
    assert str(exc.value).startswith(said) and "\n" not in str(exc.value)


def test_mariage_from_pack_reads_team_names_as_keys():
    # {"NS": 1, "EW": 2} and {Team.NS: 1, Team.EW: 2} start the same manche: 1 ten and 2 tens
    from belote_learn.cards import Team
    from belote_learn.mariage import MariageDeal

    a = MariageDeal.from_pack(get_rules("mariage"), "N", list(ALL_CARDS), {"NS": 1, "EW": 2})
    b = MariageDeal.from_pack(get_rules("mariage"), "N", list(ALL_CARDS), {Team.NS: 1, Team.EW: 2})
    assert a.manche == b.manche == {Team.NS: 1, Team.EW: 2}
    assert a.trump_card == ALL_CARDS[31]  # the last card dealt (the dealer's) fixes trumps (seed 004)
    # a manche total may be below 0 (a game in progress keeps its sign): accepted as given
    c = MariageDeal.from_pack(get_rules("mariage"), "N", list(ALL_CARDS), {"NS": -2, "EW": 3})
    assert c.manche == {Team.NS: -2, Team.EW: 3}


@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
@pytest.mark.parametrize("options, said", [
    ({"target": "x"}, "options: option 'target' must be a whole number from 1 to 100000, got \"x\""),
    ({"nope": 1}, "options: unknown option 'nope' for preset"),
])
def test_a_bad_option_in_a_problem_names_options_not_rules(preset, options, said):
    # the message named the field "rules" although the preset was good and the fault was in "options"
    data = _first(preset)
    data["options"] = options
    with pytest.raises(PositionError) as exc:
        read_problem(data)
    assert str(exc.value).startswith(said) and exc.value.field == "options"


def test_builder_save_is_off_while_there_is_nothing_to_save(tmp_path):
    # Save was enabled on an empty builder, and a press gave "hand: the player to move has no card yet"
    b = PositionBuilder()
    assert b.save_button.disabled and "first" in b.save_button.tooltip
    b.load(NAME)  # South holds J♥ 7♥ A♦: a position
    assert not b.save_button.disabled
    b.clear()
    assert b.save_button.disabled
    b.set_target("hand")
    b.click_pack("JH")  # East (to play after no card) holds J♥: a position again
    assert not b.save_button.disabled and b.save(str(tmp_path / "p.json")).endswith("p.json")


# -- make app's pages -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["practice", "coinche", "trainer", "explorer"])
def test_every_app_page_links_back_to_the_start_page(name):
    # coinche and trainer had "[All pages](start.ipynb)"; practice and explorer had no way back
    from pathlib import Path

    import nbformat

    nb = nbformat.read(Path(__file__).resolve().parents[2] / "app" / f"{name}.ipynb", as_version=4)
    text = "".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert "[All pages](start.ipynb)" in text
