"""The coinche track of the course (lessons 50 to 52, and where 00, 06, 07 and 08 speak of coinche): what
each lesson says agrees with the engine, the hands it spells out are whole, the names it sends the reader
to exist, and twenty questions on the coinche rules are answered by the engine as the lessons answer them."""
from __future__ import annotations

import json
import re
from pathlib import Path


ROOT = Path(__file__).resolve().parents[2]
# the README and the documentation pages that describe the bidding trainer
README = "\n".join((ROOT / page).read_text(encoding="utf-8")
                   for page in ("README.md", "docs/widgets.md", "docs/systems/coinche.md"))
BIDDING = ROOT / "data" / "bidding"


def notebook(name: str) -> dict:
    return json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8"))


def cells(name: str, kind: str) -> list[str]:
    return ["".join(c["source"]) for c in notebook(name)["cells"] if c["cell_type"] == kind]


def test_lesson_52_says_which_judge_grades_each_curated_problem():
    """Where the point count taught in lesson 52 and a curated problem's answer disagree, the lesson says so
    under the problem; the lesson's problem n is the coinche trainer's load(n) (one numbering)."""
    from belote_learn.lessons import point_count_call
    from belote_learn.widgets import BiddingTrainer

    nb = notebook("52_coinche_bidding")["cells"]
    seen = 0
    for i, cell in enumerate(nb):
        m = re.fullmatch(r'bid_quiz\(system="coinche", problem=(\d+)\)', "".join(cell["source"]).strip())
        if not m:
            continue
        n = int(m.group(1))
        before, after = "".join(nb[i - 1]["source"]), "".join(nb[i + 1]["source"])
        assert nb[i - 1]["cell_type"] == "markdown" and "simulation" in before
        # one numbering: the lesson's problem n is the coinche trainer's load(n), the file 43 + n
        assert f"problem {n} of the bidding trainer" in before and f'BiddingTrainer("coinche").load({n})' in before
        problem = json.loads((BIDDING / f"{43 + n}-coinche.json").read_text())
        t = BiddingTrainer("coinche")
        t.load(n)  # the number the lesson gives reaches the lesson's hand
        assert [str(c) for c in t.problem.hand] == problem["hand"]
        count = point_count_call(hand=" ".join(problem["hand"]), calls_before=problem["calls_before"],
                                 dealer=problem["dealer"]).data["call"]
        if count != problem["answer"]:
            assert nb[i + 1]["cell_type"] == "markdown" and "disagree" in after, (n, count, problem["answer"])
        seen += 1
    assert seen == 2  # coinche problems 7 and 10 (files 50-coinche and 53-coinche)


def test_the_coinche_ending_has_a_choice_that_matters():
    """The coinche ending gives South a choice: more than one legal card in its tricks."""
    from belote_learn.bots import dd_values
    from belote_learn.lessons import ending_exercise

    src = next(c for c in cells("51_coinche_play_and_scoring", "code") if c.startswith("ending_exercise("))
    e = eval(src, {"ending_exercise": ending_exercise})
    values = dd_values(e.deal)  # South's first decision: each legal card's double-dummy value
    assert len(values) > 1 and len(set(values.values())) > 1, values
    # the line above the exercise names the trumps still out: exactly the clubs the other three hold
    from belote_learn import Seat

    text = "".join(cells("51_coinche_play_and_scoring", "markdown"))
    intro = text[text.index("## Exercise: play out an ending"):text.index("## Now play")]
    out = sorted(str(c) for seat in (Seat.N, Seat.E, Seat.W) for c in e.deal.hand(seat) if str(c).endswith("C"))
    named = sorted(c.replace("♣", "C") for c in re.findall(r"(?:\b10|\b[789JQKA])♣", intro.split("still out")[1]))
    assert out == named, (out, named)
    bid = e.deal.auction.bid  # and the contract it names is the deal's
    assert (bid.value, bid.suit.letter, bid.bidder) == (120, "C", Seat.S) and "120 in clubs" in intro
    assert e.deal.declarations_result.points == 50 and "a fifty" in intro


def test_every_hand_a_coinche_lesson_spells_out_has_eight_cards():
    """Every hand a coinche lesson spells out (including one changed in the text, such as "give the hand the
    belote instead of the ten of clubs") has eight cards."""
    from belote_learn import CardSet

    for name in ("50_coinche_deal_and_auction", "51_coinche_play_and_scoring", "52_coinche_bidding"):
        for text in cells(name, "markdown") + cells(name, "code"):
            for hand in re.findall(r'hand=\\?"([^"\\]+)\\?"', text):
                if len(hand.split()) >= 5:  # whole hands, not the three-card ends of a trick
                    assert len(CardSet.parse(hand)) == 8, (name, hand)


def test_every_lesson_a_notebook_names_exists():
    """Lessons send the reader on by name (**13_c501_belote_declarations**); each name is a notebook."""
    names = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")}
    for path in (ROOT / "notebooks").glob("*.ipynb"):
        for text in cells(path.stem, "markdown"):
            for ref in re.findall(r"\*\*(\d\d_[a-z0-9_]+)\*\*", text):
                assert ref in names, (path.stem, ref)
    assert "**13_c501_belote_declarations**" in "".join(cells("50_coinche_deal_and_auction", "markdown"))
    assert "**13_c501_belote_declarations**" in "".join(cells("51_coinche_play_and_scoring", "markdown"))


def test_a_failed_contract_gives_the_takers_declarations_to_the_defenders():
    """A failed coinche contract gives the takers' declarations to the defenders, as lesson 51's quiz asks."""
    from belote_learn.lessons import score_quiz

    assert any('declarations={"takers": "7S 8S 9S"}' in c for c in cells("51_coinche_play_and_scoring", "code"))
    q = score_quiz(system="coinche", bid="100 H", taker="N", takers_cards=60, last_trick="defenders",
                   declarations={"takers": "7S 8S 9S"})
    # takers: 60 + tierce 20 = 80 < 100, failed; defenders: 160 + the takers' tierce 20 + the bid 100 = 280
    assert q.answer(0, 280)
    assert not q.answer(0, 260)  # 160 + 100 without the tierce


def test_the_start_notebook_gives_a_path_to_coinche():
    """The start notebook (00) gives a coinche player a path through the lessons, not only classic-501's."""
    text = "".join(cells("00_start_here", "markdown"))
    path = text[text.index("Here for coinche"):].split("\n\n")[0]
    for name in ("01_your_first_hand", "10_c501_pack_and_table", "12_c501_play", "13_c501_belote_declarations",
                 "50_coinche_deal_and_auction", "51_coinche_play_and_scoring", "52_coinche_bidding",
                 "07_practice_game"):
        assert f"**{name}**" in path, name


def test_the_practice_game_lesson_shows_coinche_and_its_calls():
    """Lesson 07 (the practice game, where lesson 51 sends the reader) shows coinche and its calls."""
    from belote_learn.systems.classic.game import Game

    assert any('PracticeGame("coinche"' in c for c in cells("07_practice_game", "code"))
    text = "".join(cells("07_practice_game", "markdown"))
    for call in ('"pass"', '"100 H"', '"capot S"', '"coinche"', '"surcoinche"'):
        assert f"`{call}`" in text, call
    g = Game("coinche", seed=7, dealer="N")  # the calls as the lesson spells them are the game's
    assert g.is_legal("pass") and g.is_legal("100 H") and g.is_legal("capot S")
    g.apply("100 H")
    assert g.is_legal("coinche")
    g.apply("coinche")
    assert g.is_legal("surcoinche")


def test_the_trainer_lesson_says_what_a_coinche_problem_shows():
    """Lesson 08 (the bidding trainer) says what a coinche problem shows: eight cards, no turn-up."""
    text = "".join(cells("08_bidding_trainer", "markdown"))
    coinche = len(list(BIDDING.glob("*-coinche.json")))
    others = len(list(BIDDING.glob("*.json"))) - coinche
    assert "**In coinche**" in text and "eight" in text
    assert f"{coinche} curated problems" in text and f"turn-up games' {others}" in text  # 43 and 85 - 43 = 42
    assert any('BiddingTrainer("coinche")' in c for c in cells("08_bidding_trainer", "code"))


def test_the_systems_side_by_side_include_coinche():
    """Lesson 06 compares all five systems, coinche included."""
    from belote_learn import Position

    code = cells("06_presets_side_by_side", "code")
    assert sum('system="coinche"' in c for c in code) >= 3
    assert 'explain_cards(system="classic-1000", trumps="H", to_play="S", hand="8H 7H KD", trick="N:AS W:9H")' in code
    assert 'explain_cards(system="coinche", trumps="H", to_play="S", hand="8H 7H KD", trick="N:AS W:9H")' in code
    # West has trumped North's ace with the 9; South cannot overtrump: classic-1000 makes him undertrump,
    # coinche lets him play the K♦ too
    legal = {s: {str(c) for c in Position.create(s, contract="H", to_play="S", hand="8H 7H KD",
                                                   trick=[("N", "AS"), ("W", "9H")]).legal_cards()}
             for s in ("classic-1000", "coinche")}
    assert legal == {"classic-1000": {"8H", "7H"}, "coinche": {"8H", "7H", "KD"}}


def test_coinched_and_made_takes_the_defenders_declarations():
    """Lesson 51 says whose declarations a coinched contract made counts (docs/rules.md), and asks it."""
    from belote_learn.lessons import score_quiz

    assert any('coinched=1,\n           declarations={"defenders": "7S 8S 9S"}' in c
               for c in cells("51_coinche_play_and_scoring", "code"))
    q = score_quiz(system="coinche", bid="80 H", taker="N", takers_cards=100, coinched=1,
                   declarations={"defenders": "7S 8S 9S"})
    # takers 100 + 10 = 110 >= 80 and > defenders 52 + tierce 20 = 72: made;
    # (160 + the defenders' tierce 20 + the bid 80) x 2 = 520 to the takers, 0 to the defenders
    assert q.answer(520, 0)
    assert not q.answer(480, 0)  # (160 + 80) x 2, the tierce left out


def test_a_litige_needs_the_bid_reached():
    """With the litige option, equal totals short of the bid are a plain failure, as lesson 51 says."""
    from belote_learn.lessons import result_quiz

    text = "".join(cells("51_coinche_play_and_scoring", "markdown"))
    assert "with the bid reached" in text and "short of the bid are\nstill a plain failure" in text
    # takers 71 + belote 20 = 91, defenders 81 + last trick 10 = 91: equal; 91 >= 80 is a litige, 91 < 100 fails
    kw = dict(system="coinche", options={"litige": True}, taker="E", takers_cards=71, last_trick="defenders",
              belote="takers")
    assert result_quiz(bid="80 S", **kw).answer("litige")
    assert result_quiz(bid="100 S", **kw).answer("dedans (failed)")


def _auction(calls, dealer="N"):
    from belote_learn.systems.classic.game import Game

    g = Game("coinche", seed=3, dealer=dealer)
    for c in calls:
        g.apply(c)
    return g


def _legal(hand, trick):
    from belote_learn import Position

    p = Position.create("coinche", contract="H", to_play="S", hand=hand,
                        trick=[tuple(x.split(":")) for x in trick.split()])
    return sorted(str(c) for c in p.legal_cards())


def _score(**kw):
    from belote_learn import Team
    from belote_learn.lessons import worked_score

    s = worked_score(system="coinche", **kw).data["score"].score
    return s[Team.NS], s[Team.EW]


def test_twenty_questions_on_the_coinche_rules_are_answered_by_the_engine():
    """Twenty questions a learner of coinche answers after lessons 50 and 51 (the auction, the play, the
    scoring and the end of the game), each answered here by the engine, with the answer worked out by hand."""
    from belote_learn.lessons import game_end

    g = _auction([])
    assert g.current_player().word == "West"                                   # 1: North deals, West speaks
    assert len(g.legal_actions()) == 1 + 9 * 4 + 4                              # 2: pass, 80..160 x 4, capot x 4
    assert not _auction(["100 H"]).is_legal("100 S")                            # 3: the suit does not rank
    assert _auction(["90 H", "pass"]).is_legal("100 H")                         # 4: over one's partner
    assert _auction(["pass", "80 H", "90 S", "pass"]).is_legal("100 S")         # 5: West passed, may bid
    assert not _auction(["100 H", "coinche"]).is_legal("110 H")                 # 6: no bid after a coinche
    assert not _auction(["100 H", "coinche", "pass"]).is_legal("surcoinche")    # 7: North coinched side
    g = _auction(["80 S", "coinche", "pass", "pass"])
    assert g.phase == "bidding" and g.current_player().word == "West"          # 8: West may still surcoinche
    assert _auction(["80 S", "coinche", "surcoinche"]).phase == "play"          # 9: surcoinche ends it
    assert _auction(["pass"] * 4).deal.dealer.word == "West"                    # 10: thrown in, West deals
    assert _auction(["pass", "pass", "90 D", "pass", "pass", "pass"]).current_player().word == "West"  # 11
    assert _legal("8H 7H KD", "N:AS W:9H") == ["7H", "8H", "KD"]               # 12: no undertrumping
    assert _legal("JH 7H KD", "N:AS W:9H") == ["JH"]                            # 13: overtrump when you can
    assert _legal("JH 7H KD", "E:AS N:9H W:7C") == ["7H", "JH", "KD"]           # 14: partner winning
    assert _legal("JH 7H AD", "W:10H") == ["JH"]                                # 15: beat the trump led
    # 16: 100 + 10 = 110 >= 100, > 52: made, coinched: (160 + 100) x 2 = 520
    assert _score(bid="100 H", taker="N", takers_cards=100, coinched=1) == (520, 0)
    # 17: 70 + 10 = 80 < 120: failed; defenders 160 + their belote 20 + 120 = 300
    assert _score(bid="120 S", taker="N", takers_cards=70, belote="defenders") == (0, 300)
    # 18: every trick on an 80 bid: 252 + 80 = 332, written 330
    assert _score(bid="80 H", taker="N", takers_cards=152) == (330, 0)
    # 19: 60 < 90 failed, surcoinched: (160 + 90) x 4 = 1000
    assert _score(bid="90 C", taker="S", takers_cards=60, last_trick="defenders", coinched=2) == (0, 1000)
    # 20: 980 + 40 = 960 + 60 = 1020: both past 1000 and level: another hand
    assert "another hand is played" in game_end(system="coinche", before={"NS": 980, "EW": 960},
                                                 hand={"NS": 40, "EW": 60}).text


def test_the_teachers_guide_lists_the_whole_coinche_track():
    """docs/teachers.md gives coinche players the whole track: 10, 12 and 13, then 50, 51 and 52."""
    row = next(line for line in (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8").splitlines()
               if line.startswith("| coinche players"))
    for n in ("50", "51", "52", "10", "12", "13"):
        assert re.search(rf"\b{n}\b", row), n


def test_a_score_quiz_points_at_the_rounding_when_the_exact_points_are_typed():
    """110 in clubs by South, made: takers 110 cards + 10 dix de der + 20 belote = 140, score
    140 + 110 = 250; defenders 152 - 110 = 42 card points, rounded to the nearest 10 (coinche): 40.
    Typing 42 for East-West is the exact total before the rounding: the quiz points at the rounding line."""
    from belote_learn.lessons import score_quiz

    q = score_quiz(system="coinche", bid="110 C", taker="S", takers_cards=110, belote="takers")
    assert q.answer(250, 42) is False
    lines = q.score.lines()
    assert [lines[i].item for i in q.missed] == ["Rounded to the nearest 10"]
    assert "East-West 42 to 40" in q.feedback_view.value


def test_the_coinche_ending_names_the_bid_in_its_intro():
    """The ending's own intro names the game and the bid (seed 12: South bid 120 in clubs)."""
    from belote_learn.lessons import ending_exercise

    e = ending_exercise(system="coinche", seed=12, tricks_left=3)
    assert e.intro.startswith("Coinche (belote contrée), South bid 120 in clubs. 5 tricks have been played")
