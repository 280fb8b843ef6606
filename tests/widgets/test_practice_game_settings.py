"""The practice game's settings: changing the rule system with options given for another system, a preset
spelt in another case, file names too long to save or in a missing folder, and the message saying when a
hand and the game end."""
import pytest
from belote_learn.widgets import PracticeGame


def test_options_of_one_preset_do_not_block_a_new_game_of_another():
    # built for classic-501 with declarations (an option mariage and coinche do not have); choosing
    # another rule system for the next game must start that system with its own defaults, not refuse
    # with "preset mariage has no option 'declarations'"
    p = PracticeGame("classic-501", options={"declarations": True}, seed=1, pace=0)
    assert p.new_game(preset="mariage") is None and p.error == ""
    assert p.game.rules.preset == "mariage" and p.game.rules.target == 31  # mariage's own target: 31 tens
    assert p.preset_box.value == "mariage" and p.target_box.value == 31
    assert p.new_game(preset="coinche") is None and p.error == ""
    assert p.game.rules.preset == "coinche" and p.game.rules.target == 1000  # coinche plays to 1000


def test_the_rules_dropdown_then_new_game_switches_system():
    # the learner picks "mariage" in the Rules control (its observer sets the Target box to 31) and presses
    # New game: new_game() with no argument reads the dropdown
    p = PracticeGame("coinche", options={"rounding": False}, seed=1, pace=0)
    p.preset_box.value = "mariage"
    p.new_game()
    assert p.error == "" and p.game.rules.preset == "mariage"


def test_the_options_still_apply_when_the_preset_comes_back():
    # back to the constructor's preset, its options apply again: classic-501 with declarations on
    p = PracticeGame("classic-501", options={"declarations": True}, seed=1, pace=0)
    p.new_game(preset="mariage")
    p.new_game(preset="classic-501")
    assert p.error == "" and p.game.rules.declarations is True


def test_the_target_box_counts_whatever_the_case_of_the_preset_name():
    # the Target box says 2000 for coinche; new_game(preset="Coinche") is the same system (names are read
    # in any case), so the game is played to 2000, not to coinche's default 1000
    p = PracticeGame("coinche", seed=1, pace=0)
    p.target_box.value = 2000
    p.new_game(preset="Coinche")
    assert p.error == "" and p.game.rules.target == 2000 and p.target_box.value == 2000


def test_a_file_name_too_long_to_save_gives_a_short_message(tmp_path):
    # a 5,000-character file name: the system refuses it (File name too long); the message quotes the
    # name cut by shown() (60 characters at most), so the whole message, in .error as on screen, stays
    # under 300 characters, and the game is unchanged
    p = PracticeGame("coinche", seed=5, pace=0)
    before = p.game.to_json()
    name = str(tmp_path / ("x" * 5000 + ".json"))
    assert p.save(name) is None
    assert p.error.startswith("cannot use the file") and len(p.error) < 300 and "\n" not in p.error
    assert p.game.to_json() == before


def test_a_missing_folder_to_save_in_is_named_shortly(tmp_path):
    # a folder that does not exist: refused, naming the file (cut), the reason in the system's words
    p = PracticeGame("mariage", seed=5, pace=0)
    assert p.save(str(tmp_path / "no" / "such" / "folder" / "game.json")) is None
    assert "No such file or directory" in p.error and len(p.error) < 300


@pytest.mark.parametrize("preset", ["classic-501", "coinche"])
def test_the_message_says_when_a_hand_and_the_game_end(preset):
    # a reader of `message` alone must learn that the game is over: the message
    # ends with the same words as the status line: "The hand is over. ..." then "The game is over: ..."
    from belote_learn.widgets import PracticeGame

    p = PracticeGame(preset, options={"target": 301}, seed=4, pace=0)
    seen_hand_end = False
    while not p.game.over:
        if p.waiting:
            seen_hand_end = seen_hand_end or "The hand is over." in p.message
            assert p.next_hand()
        else:
            assert p.act(p.game.view("S").legal[-1])
    assert seen_hand_end or len(p.game.deals) == 1
    assert "The game is over: " + p.game.result_text() in p.message
