"""check --game messages: the option that differs between hands, and a game already over before its
first hand, in words."""
import copy
import json

import pytest

from belote_learn.cli import main
from belote_learn.rules.datafiles import data_path
from belote_learn.core.errors import PositionError
from belote_learn.records import check_game


def game():
    return json.loads(data_path("records", "game-coinche-belote-exception.json").read_text())


def test_an_option_that_differs_is_named():
    data = game()
    data[1]["options"] = {"litige": True}  # hand 0 plays coinche's default, litige off
    with pytest.raises(PositionError) as e:
        check_game(data)
    assert e.value.field == "[1].options.litige"
    assert str(e.value) == ("[1].options.litige: true here but false in hand 0: every hand of a game must use the "
                            "same rules and options")


def test_another_preset_is_named_as_the_rules():
    from belote_learn import get_rules
    from belote_learn.records import _rules_differ

    e = _rules_differ(1, get_rules("classic-1000"), get_rules("coinche"))
    assert e.field == "[1].rules"
    assert str(e.message) == "classic-1000 here but coinche in hand 0: every hand of a game must use the same rules and options"


def test_a_coinche_game_may_start_at_the_target():
    # coinche: North-South at 1000 before the deal may be there only thanks to their belote in the deal
    # before (the end rule's exception), so the game is not over yet (docs/rules.md "coinche", Game).
    # This deal fails with their belote: NS 20, EW 260: 1000 + 20 = 1020, 0 + 260 = 260. Without this
    # deal's belote NS still have 1000, at the target: they win by the ordinary rule.
    data = game()[:1]
    data[0]["options"] = {"target": 1000}
    data[0]["scores_before"] = {"NS": 1000, "EW": 0}
    out = check_game(data)
    assert out.valid and out.winner == "NS" and out.totals == {"NS": 1020, "EW": 260}


# -- a game record that starts at or past the target (docs/formats.md, "check --game") ---------------
def record(name):
    return json.loads(data_path("records", f"{name}.json").read_text())


def test_coinche_may_start_past_the_target_after_the_belote_exception():
    # the example game's second deal on its own: North-South have 1005 only thanks to their belote in
    # the failed deal before (985 + 20), so the game goes on (docs/rules.md "coinche", Game); this deal
    # is made, NS 190 EW 70: 1005 + 190 = 1195, 960 + 70 = 1030; NS still past the target: they win
    hand = game()[1]
    hand["scores_before"] = {"NS": 1005, "EW": 960}
    out = check_game([hand])
    assert out.valid and out.winner == "NS" and out.totals == {"NS": 1195, "EW": 1030}
    assert out.text().strip().endswith("North-South win, 1195 to 1030.")


def test_coinche_both_past_the_target_with_different_totals_is_over():
    hand = game()[1]
    hand["scores_before"] = {"NS": 1005, "EW": 1010}  # both past 1000, EW higher: EW had won
    with pytest.raises(PositionError) as e:
        check_game([hand])
    assert str(e.value) == ("[0].scores_before: the game was already over: North-South have 1005 and East-West "
                            "1010, both at or past the target of 1000: East-West won with the higher total")


def test_level_past_the_target_goes_on_with_another_hand():
    # classic-501, both at 510 (past 501, level): another hand (docs/rules.md, classic-501 Game end).
    # The first hand of the example game is a litige: NS 0, EW 91, the takers' 91 held over.
    # 510 + 0 = 510, 510 + 91 = 601: East-West alone past 501 win; the held points are lost.
    data = record("game-c501-litige")[:1]
    data[0]["scores_before"] = {"NS": 510, "EW": 510}
    out = check_game(data)
    assert out.valid and out.winner == "EW" and out.totals == {"NS": 510, "EW": 601} and out.held_over == 0


def test_a_hand_after_the_end_names_who_won():
    # as above, the second hand of the example game cannot follow: EW won 601 to 510 at hand [0]
    data = record("game-c501-litige")
    data[0]["scores_before"] = {"NS": 510, "EW": 510}
    with pytest.raises(PositionError) as e:
        check_game(data)
    assert str(e.value) == ("[1]: the game was already over after [0] (East-West won, 601 to 510): no hand may "
                            "follow the one that ends the game")


def test_classic_1000_both_past_the_target_was_a_draw():
    # classic-1000 (target_tie "draw"): both teams at or past 1000 is a finished, drawn game
    rec = record("c1000-capot")
    rec["scores_before"] = {"NS": 1000, "EW": 1020}
    with pytest.raises(PositionError) as e:
        check_game([rec])
    assert str(e.value) == ("[0].scores_before: the game was already over: North-South have 1000 and East-West "
                            "1020, both at or past the target of 1000: a draw by this preset's end rule")


def test_cli_says_a_finished_game_in_one_line(tmp_path, capsys):
    rec = record("c501-made")
    rec["scores_before"] = {"NS": 0, "EW": 501}  # 501 = the target of classic-501: East-West had won
    path = tmp_path / "g.json"
    path.write_text(json.dumps([rec]))
    assert main(["check", "--game", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.endswith(
        "[0].scores_before: the game was already over: East-West have 501, at or past the target of 501\n")


def _coinche_game_from(ns: int, ew: int) -> list:
    from belote_learn.rules.datafiles import data_path

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
    from belote_learn.rules.datafiles import data_path

    hand = json.loads(data_path("records").joinpath("c501-made.json").read_text())
    out = _check_game_cli(tmp_path, hand)
    assert out.returncode == 2
    assert out.stderr.strip().endswith("a game record must be a non-empty JSON list of hand records; this is a "
                                       "single hand record (check it without --game, or put it in a list)"), out.stderr


def _game_litige():
    return json.loads(data_path("records", "game-c501-litige.json").read_text())


def test_check_game_refuses_a_contradicting_held_over():
    data = _game_litige()
    carried = check_game(data).hands[0].held_over  # the litige of hand 1 holds points over
    assert carried > 0
    data[1]["held_over"] = carried + 1
    with pytest.raises(PositionError) as exc:
        check_game(data)
    assert exc.value.field == "[1].held_over" and str(carried) in str(exc.value)
