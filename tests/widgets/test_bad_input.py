"""Bad input to the widgets and the game API found by a breaker's trial: each is refused with a message
naming what was wrong, and nothing changes."""
import json
import random

import pytest

from belote_learn import Seat
from belote_learn.bots.bidsim import paired_gap
from belote_learn.cli import main
from belote_learn.datafiles import data_path
from belote_learn.errors import BeloteError, NotationError, PositionError, RulesError
from belote_learn.game import Game
from belote_learn.mariage import MariageGame, check_mariage_record, draw_teams
from belote_learn.position import read_json_file
from belote_learn.records import check_game
from belote_learn.widgets import (BiddingTrainer, CardQuiz, ChoiceQuiz, DeclarationsWalkthrough, HandExplorer,
                                  PositionBuilder, PracticeGame, Reveal, ScoringWalkthrough)
from belote_learn.widgets.trainer import load_problems


# -- files -------------------------------------------------------------------------------------
@pytest.mark.parametrize("content, words", [
    (b"", "is empty"),
    (b"\x00\xff\xfe", "not a UTF-8 text file"),
    (b"{nope", "not valid JSON"),
])
def test_read_json_file_names_the_file_and_the_fault(tmp_path, content, words):
    f = tmp_path / "bad.json"
    f.write_bytes(content)
    with pytest.raises(PositionError) as exc:
        read_json_file(f)
    assert words in str(exc.value) and "bad.json" in str(exc.value)


def test_read_json_file_directory_and_missing(tmp_path):
    with pytest.raises(PositionError, match="is a directory"):
        read_json_file(tmp_path)
    with pytest.raises(PositionError, match="no such file"):
        read_json_file(tmp_path / "missing.json")


# -- practice game -------------------------------------------------------------------------------
@pytest.mark.parametrize("kw, words", [
    ({"partner": "god"}, "partner: unknown bot level"),
    ({"partner": 3}, "partner: unknown bot level"),
    ({"opponents": None}, "opponents: unknown bot level"),
    ({"pace": "x"}, "pace:"),
    ({"pace": -1}, "pace:"),
    ({"pace": True}, "pace:"),
])
def test_practice_game_refuses_bad_arguments(kw, words):
    with pytest.raises(BeloteError, match=words):
        PracticeGame(seed=3, **{"pace": 0, **kw})


@pytest.mark.parametrize("card", ["ZZ", None, 7])
def test_practice_play_of_unreadable_card_is_reported_in_the_widget(card):
    p = PracticeGame(seed=11, pace=0)
    before = p.game.to_json()
    assert p.play(card) is False
    assert "card" in p.error and p.game.to_json() == before


def _finish_first_hand(p):
    rng = random.Random(5)
    while not p.waiting:
        legal = p.game.view(Seat.S).legal
        p.act(rng.choice([a for a in legal if not isinstance(a, str)] or legal))


def test_saved_between_hands_resumes_between_hands(tmp_path):
    p = PracticeGame(seed=11, pace=0)
    _finish_first_hand(p)
    path = str(tmp_path / "g.json")
    p.save(path)
    q = PracticeGame(seed=1, pace=0)
    q.load(path)
    # the finished hand waits for Next hand, as when it was saved: no bot has acted in the next hand
    assert q.waiting and q.game.actions == p.game.actions
    assert q.last_breakdown == p.last_breakdown and len(q.review) == len(p.review)


@pytest.mark.parametrize("practice, words", [
    ("x", "practice: must be an object"),
    ({"partner": "god"}, "practice.partner: unknown bot level"),
    ({"waiting": "yes"}, "practice.waiting"),
])
def test_practice_load_refuses_bad_practice_field_and_changes_nothing(tmp_path, practice, words):
    p = PracticeGame(seed=11, pace=0)
    path = tmp_path / "g.json"
    p.save(str(path))
    data = json.loads(path.read_text())
    data["practice"] = practice
    path.write_text(json.dumps(data))
    q = PracticeGame(seed=4, pace=0)
    before = q.game.to_json()
    q.load(str(path))
    assert words in q.error and q.game.to_json() == before


def test_practice_next_hand_after_the_game_says_the_game_is_over():
    p = PracticeGame(seed=5, options={"target": 1}, pace=0)
    rng = random.Random(3)
    while not p.game.over:
        if p.waiting:
            p.next_hand()
            continue
        legal = p.game.view(Seat.S).legal
        p.act(rng.choice([a for a in legal if not isinstance(a, str)] or legal))
    p.next_hand()
    assert "the game is over" in p.error


def test_practice_message_tells_what_the_bots_did():
    p = PracticeGame(seed=11, pace=0)
    # dealer and the bots before South have spoken: each of their calls is named in the message
    for seat, action in p.game.actions:
        assert seat.word in p.message


# -- bidding trainer --------------------------------------------------------------------------------
def test_paired_gap_by_hand():
    # samples: a = [10, 20, 30], b = [8, 14, 30]; differences 2, 6, 0 -> mean 8/3;
    # deviations -2/3, 10/3, -8/3 -> squares 4/9 + 100/9 + 64/9 = 168/9; variance 168/9/2 = 28/3;
    # standard error sqrt(28/3 / 3) = sqrt(28/9) = 1.7638
    res = {"a": {"samples": [10, 20, 30]}, "b": {"samples": [8, 14, 30]}}
    mean, se = paired_gap(res, "a", "b")
    assert mean == pytest.approx(8 / 3) and se == pytest.approx((28 / 9) ** 0.5)


def test_every_curated_problem_has_an_answer_it_may_call():
    problems = load_problems()
    assert len(problems) >= 40
    for p in problems:
        assert p.answer in p.options(), p.name


def test_trainer_figures_are_the_same_every_time():
    a, b = BiddingTrainer(), BiddingTrainer(seed=7)
    a.load(0)
    b.deal()  # another problem first must not change the curated problem's figures
    b.load(0)
    a.decide("take")
    b.decide("pass")
    assert {c: r["mean"] for c, r in a.results.items()} == {c: r["mean"] for c, r in b.results.items()}


def test_trainer_refuses_a_second_answer_to_the_same_problem():
    t = BiddingTrainer()
    t.load(0)
    t.decide("take")
    t.decide("pass")
    assert "answered this problem already" in t.error and len(t.history) == 1


@pytest.mark.parametrize("change, field", [
    ({"seat": "Z"}, "seat"), ({"turn_up": "1X"}, "turn_up"), ({"turn_up": None}, "turn_up"),
    ({"calls_before": ["pass", "zz"]}, "calls_before[1]"), ({"answer": "NT"}, "answer"), ({"answer": 5}, "answer"),
    ({"hand": ["JH", "9H", "AS", "7C", "XX"]}, "hand[4]"),
])
def test_trainer_problem_errors_name_the_field(change, field):
    t = BiddingTrainer()
    t.load(12)
    shown = t.problem
    t.load({**shown.to_dict(), **change})
    assert t.error.startswith(field + ":") and t.problem is shown


def test_trainer_constructor_errors():
    with pytest.raises(RulesError, match="no bidding"):
        BiddingTrainer(preset="mariage")
    with pytest.raises(BeloteError, match="simulations"):
        BiddingTrainer(simulations=0)
    with pytest.raises(BeloteError, match="seed"):
        BiddingTrainer(seed="x")


def test_a_title_that_is_not_text_is_shown_as_text():
    # a bidding problem's title must be text in every system (h14m: coinche refused 5, the turn-up
    # problems showed "5"; now both refuse it and the trainer keeps its problem)
    t = BiddingTrainer()
    before = t.problem
    t.load({**load_problems()[12].to_dict(), "title": 5})
    assert t.error == "title: must be text, not 5" and t.problem is before
    b = PositionBuilder()
    pos = json.loads(data_path("positions").joinpath(sorted(p.name for p in data_path("positions").glob("*.json"))[0]).read_text())
    b.load({**pos, "title": 5})
    assert b.error == "" and b.table.frame["status"].startswith("5. ")


# -- other widgets -----------------------------------------------------------------------------
@pytest.mark.parametrize("make, words", [
    (lambda: HandExplorer(seed="x"), "seed"),
    (lambda: HandExplorer(seed=1.5), "seed"),
    (lambda: HandExplorer(on_table=4), "on_table"),
    (lambda: HandExplorer(big="x"), "big"),
    (lambda: DeclarationsWalkthrough(preset="mariage"), "no declarations"),
    (lambda: DeclarationsWalkthrough(preset="sans-tout-atout", contract="NT"), "no trumps"),
    (lambda: DeclarationsWalkthrough(seed="x"), "seed"),
    (lambda: CardQuiz(None), "position"),
    (lambda: CardQuiz(5), "position"),
    (lambda: ChoiceQuiz("q", None, "a"), "choices"),
    (lambda: ChoiceQuiz("q", "ab", "a"), "choices"),
    (lambda: ChoiceQuiz(None, ["a", "b"], "a"), "question"),
    (lambda: ChoiceQuiz("q", ["a", "b"], "c"), "answer"),
    (lambda: Reveal(None), "content"),
])
def test_widget_constructors_refuse_bad_arguments(make, words):
    with pytest.raises(BeloteError, match=words):
        make()


def test_walkthrough_files_say_what_is_wrong(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_text("")
    for w in (ScoringWalkthrough(), DeclarationsWalkthrough()):
        w.load_record(str(empty))
        assert "is empty" in w.error
        w.load_record(str(tmp_path / "missing.json"))
        assert "no such file" in w.error


def test_declarations_walkthrough_refuses_a_mariage_record_and_changes_nothing():
    d = DeclarationsWalkthrough()
    rules, hands = d.rules, dict(d.hands)
    d.load_record("mariage-announced")
    assert "has no declarations" in d.error and d.rules is rules and d.hands == hands
    d.load_record("sta-nt-made")
    assert "no trumps" in d.error and d.rules is rules and d.hands == hands


# -- game API ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seat", [None, 5, ["N"], True])
def test_view_of_a_bad_seat(seat):
    for g in (Game("classic-501", seed=42, dealer="N"), MariageGame(seed=4)):
        with pytest.raises(NotationError, match="unknown seat"):
            g.view(seat)


@pytest.mark.parametrize("actions, field", [("x", "actions"), (None, "actions"), ([["N"]], "actions[0]")])
def test_replay_with_bad_actions(actions, field):
    with pytest.raises(PositionError) as exc:
        Game.replay("classic-501", 1, "N", actions)
    assert exc.value.field == field


@pytest.mark.parametrize("players", [-1, None, "abcd", ["a", "a", "b", "c"]])
def test_draw_teams_bad_players(players):
    with pytest.raises(RulesError, match="four different player names"):
        draw_teams(players)


def test_marriage_with_extra_words_quotes_them():
    with pytest.raises(NotationError, match='"marriage H extra"'):
        MariageGame(seed=4).apply("marriage H extra")


# -- records ----------------------------------------------------------------------------------------
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


def test_mariage_scores_before_may_be_negative_but_not_past_the_manche():
    data = json.loads(data_path("records", "mariage-cape.json").read_text())
    assert check_mariage_record({**data, "scores_before": {"NS": -3, "EW": 0}}).valid
    with pytest.raises(PositionError) as exc:
        check_mariage_record({**data, "scores_before": {"NS": 31, "EW": 0}})
    assert exc.value.field == "scores_before.NS"
    with pytest.raises(PositionError) as exc:
        check_mariage_record({**data, "options": {"marriage_exception": "x"}})
    assert exc.value.field == "options"


def test_simulate_refuses_too_many_games(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--games", "100001", "--no-progress"])
    assert exc.value.code == 2 and "at most 100,000 games" in capsys.readouterr().err


def test_long_bad_text_is_cut_in_messages():
    # a megabyte of nonsense is quoted by its first 37 characters and "...", not echoed whole
    with pytest.raises(NotationError) as exc:
        from belote_learn.cards import parse_card
        parse_card("X" * 1_000_000)
    assert len(str(exc.value)) < 300 and "XXX..." in str(exc.value)


def test_a_number_with_thousands_of_digits_is_named(tmp_path):
    f = tmp_path / "big.json"
    f.write_text('{"rules": "classic-501", "seed": ' + "1" * 5000 + "}")
    with pytest.raises(PositionError, match="a number with thousands of digits"):
        read_json_file(f)


# -- second breaker round -----------------------------------------------------------------------------
def test_practice_game_bad_seed_is_refused_at_once():
    for seed in ("x", 1.5, True, -1):
        with pytest.raises(BeloteError, match="seed"):
            PracticeGame(seed=seed, pace=0)


def test_scoring_walkthrough_without_a_hand_says_so():
    with pytest.raises(BeloteError, match="source: no record"):
        ScoringWalkthrough("x")
    w = ScoringWalkthrough(None)
    for method in ("next_line", "next_trick", "show_all", "restart"):
        getattr(w, method)()
        assert "no hand yet" in w.error


def test_review_hand_checks_every_play():
    from belote_learn.bots import review_hand

    g = Game("classic-501", seed=11, dealer="W")
    for call in ("pass", "pass", "take"):
        g.apply(call)
    d = g.deal
    args = (d.rules, d.contract, d.start_hands, d.leader)
    with pytest.raises(PositionError, match=r"East does not hold A♥"):
        review_hand(*args, ["AH", "AH"])  # the same card twice: East (second to play) never held it
    with pytest.raises(PositionError) as exc:
        review_hand(*args, ["7S"])  # West's card, but North leads
    assert exc.value.field == "plays[0]"
    with pytest.raises(PositionError, match="start_hands"):
        review_hand(d.rules, d.contract, {}, d.leader, ["AH"])
    with pytest.raises(PositionError, match="taker"):
        review_hand(*args, ["AH"], taker="Q")


def test_dd_values_bad_deal():
    from belote_learn.bots import dd_values
    from belote_learn.errors import IllegalAction

    with pytest.raises(PositionError, match="expected a Deal"):
        dd_values(None)
    with pytest.raises(IllegalAction, match="only during the play"):
        dd_values(Game("classic-501", seed=3).deal)


def test_check_record_keyword_arguments_are_checked():
    from belote_learn.records import check_record

    rec = json.loads(data_path("records", "c501-made.json").read_text())
    with pytest.raises(PositionError, match="scores_before"):
        check_record(rec, scores_before={"NS": 1})
    with pytest.raises(PositionError, match="held_over"):
        check_record(rec, held_over=-5)


def test_trainer_names_north_when_north_speaks_first():
    # classic-1000 is anticlockwise: with East dealing, North speaks first (Seat.N is 0, not "nobody")
    t = BiddingTrainer()
    t.load(0)
    t.load({**t.problem.to_dict(), "rules": "classic-1000"})
    assert "it is North's turn, not South's" in t.error


def test_a_pipe_is_not_read(tmp_path):
    import os

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(PositionError, match="not a regular file"):
        read_json_file(fifo)


def test_mariage_record_refuses_belote_fields():
    data = json.loads(data_path("records", "mariage-cape.json").read_text())
    for key, value in (("bidding", ["pass"]), ("declarations", {"N": [["ZZ"]]}), ("held_over", "x")):
        with pytest.raises(PositionError) as exc:
            check_mariage_record({**data, key: value})
        assert exc.value.field == key


def test_cli_argument_errors_are_one_line(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--games", "0"])
    err = capsys.readouterr().err
    assert exc.value.code == 2 and err.count("\n") == 1 and "--games" in err
