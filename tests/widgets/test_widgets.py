"""Widget logic without a browser: drive the plain methods and button clicks, assert on what is
shown; bad input is shown in the widget and leaves it working."""
import json

import pytest

from belote_learn import Card, Position
from belote_learn.widgets import (
    CardQuiz,
    ChoiceQuiz,
    DeclarationsWalkthrough,
    HandExplorer,
    PositionBuilder,
    ScoringWalkthrough,
)


class TestHandExplorer:
    def test_click_shows_the_verdict_and_marks_cards(self):
        h = HandExplorer("classic-501", "H", seed=1, on_table=2)
        assert len(h.buttons) == 8 and h.hand == [b.card for b in h.buttons]
        legal = set(h.legal)
        assert legal == set(h.position.legal_cards())
        for b in h.buttons:
            assert b.marks == ({"bl-legal"} if b.card in legal else {"bl-illegal"})
        illegal = next(c for c in h.hand if c not in legal)
        h.buttons[h.hand.index(illegal)].click()  # a real button click
        assert "not allowed" in h.explanation and "Not legal" in h.table.frame["message"]
        assert "bl-selected" in h.buttons[h.hand.index(illegal)].marks

    @pytest.mark.parametrize("preset, contract", [("classic-1000", "S"), ("sans-tout-atout", "AT"), ("sans-tout-atout", "NT"), ("mariage", "D")])
    def test_every_preset(self, preset, contract):
        h = HandExplorer(preset, contract, seed=4, on_table=3)
        assert h.position.rules.preset == preset and str(h.position.contract) == contract
        assert len(h.position.trick) == 3
        text = h.click(h.legal[0])
        assert "allowed" in text or "must be played" in text

    def test_controls_and_new_deal(self):
        h = HandExplorer()
        first = h.hand
        h.new_button.click()
        assert h.seed == 2 and h.seed_box.value == 2 and h.hand != first
        h.preset_box.value = "sans-tout-atout"
        h.contract_box.value = "NT"
        assert str(h.position.contract) == "NT" and h.position.rules.preset == "sans-tout-atout"
        h.set_preset("classic-501")  # NT does not exist there: back to hearts
        assert str(h.contract) == "H" and h.contract_box.value == "H"

    def test_bad_input_is_shown_and_changes_nothing(self):
        h = HandExplorer()
        before = h.position
        h.click("ZZ")
        assert "unknown card" in h.error and h.position == before
        h.click("AS" if Card.ACE_OF_SPADES not in h.hand else "7C")
        assert "not in South's hand" in h.error
        h.set_on_table(9)
        assert "a whole number from 0 to 3" in h.error and h.on_table == 2
        h.set_contract("NT")
        assert "no NT contract" in h.error and str(h.contract) == "H"
        h.click(h.hand[0])
        assert h.error == ""  # still working


class TestPositionBuilder:
    def test_build_by_clicking_and_live_verdicts(self, tmp_path):
        b = PositionBuilder("classic-501", "H", leader="N")
        b.pack_buttons[Card.ACE_OF_SPADES].click()
        b.click_pack("8H")
        assert b.to_play.name == "S" and b.position is None
        b.set_target("hand")
        for c in ("7S", "KH", "10D"):
            b.click_pack(c)
        assert [str(c) for c in b.position.legal_cards()] == ["7S"]
        assert "7♠ must be played" in b.verdicts_html and "7♠ must be played" in b.table.frame["message"]
        path = b.save(str(tmp_path / "p.json"))
        assert json.loads((tmp_path / "p.json").read_text())["hand"] == ["7S", "KH", "10D"] and path
        b.click_pack("KH")  # take it back
        assert [str(c) for c in b.hand_cards] == ["7S", "10D"]

    def test_checks_as_it_is_built(self):
        b = PositionBuilder()
        for c in ("AS", "8H", "9H"):
            b.click_pack(c)
        b.click_pack("10H")
        assert "three cards are already there" in b.error and len(b.trick_cards) == 3
        b.set_target("hand")
        for c in ("7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"):
            b.click_pack(c)
        b.click_pack("7D")
        assert "at most 8" in b.error and len(b.hand_cards) == 8
        b.save("not-json.txt")
        assert ".json" in b.error
        b.remove("7D")
        assert "not placed" in b.error
        b.load({"rules": "classic-501", "contract": "H", "to_play": "S", "hand": ["7S", "7S"]})
        assert "appears twice" in b.error and len(b.hand_cards) == 8  # unchanged
        b.load("no-such-position")
        assert "no teaching position" in b.error

    def test_load_teaching_position_and_change_preset(self):
        b = PositionBuilder()
        b.load("c1000-01-undertrump-partner-refused")
        assert b.rules.preset == "classic-1000" and len(b.position.legal_cards()) == 2
        b.set_preset("classic-501")  # the same cards under classic-501: all three legal
        assert len(b.position.legal_cards()) == 3 or b.error


class TestWalkthroughs:
    def test_declarations_steps(self):
        d = DeclarationsWalkthrough()
        d.load_record("c1000-declarations-tie")
        steps = []
        while (s := d.next_step()) is not None:
            steps.append(s)
        assert steps == list(d.result.steps) and d.next_button.disabled
        assert "nearest the dealer's right" in " ".join(steps) and "score 50" in d.steps_view.value
        combos = d.hands_box.value.count('class="bl-combo"')
        assert combos == sum(len(c.cards) for cs in d.combinations.values() for c in cs)
        assert d.hands_box.value.count("data-card=") == 32  # each card drawn once
        # the engine numbers the criteria ("1. Value"); the list adds no second number
        assert "<ol" not in d.steps_view.value and "list-style:none" in d.steps_view.value

    def test_declarations_per_preset_and_bad_input(self):
        d = DeclarationsWalkthrough(seed=1)
        d.set_contract("NT")
        assert "no NT contract" in d.error  # classic-1000 has no no-trumps contract
        d.set_preset("sans-tout-atout")
        d.set_contract("NT")
        assert "nothing is declared" in d.error
        d.load_record("c501-declarations-tie")
        d.show_all()
        assert d.result.decided_by == "tie" and "No declaration scores" in d.steps_view.value
        d.load_record("sta-nt-made")
        assert "no trumps" in d.error and d.result.decided_by == "tie"  # unchanged

    def test_scoring_walkthrough(self):
        s = ScoringWalkthrough("c501-litige")
        assert s.next_trick() == 1 and "Trick 1 of 8" in s.trick_view.value
        first = s.next_line()
        assert s.tricks_shown == 8 and first[0].startswith("Card points")
        s.show_all()
        assert s.final == {"NS": 0, "EW": 91} and "bl-bar-chart" in s.chart_view.value
        assert "Litige" in s.table_view.value and s.next_line() is None
        s.play_bot_hand(5)
        s.show_all()
        assert "rule-based bots" in s.title and sum(s.final.values()) >= 0
        s.load_record("mariage-cape")
        s.show_all()
        assert s.final == {"NS": -4, "EW": 16}

    def test_scoring_bad_input(self):
        s = ScoringWalkthrough()
        s.load_record("nothing-here")
        assert "no record" in s.error and s.final == {"NS": 41, "EW": 121}
        bad = json.loads(open("data/records/c501-made.json").read())
        bad["plays"] = bad["plays"][:5]
        s.load_record(bad)
        assert "does not reach the end" in s.error


def test_quizzes():
    q = CardQuiz(Position.create("classic-501", "H", "S", "7S KH 10D", "N:AS E:8H"))
    q.buttons[1].click()
    assert not q.check() and "Not quite" in q.feedback and "7♠" in q.feedback
    q.toggle("KH")
    q.toggle("7S")
    assert q.check() and q.feedback.startswith("Right")
    q.toggle("AS")
    assert "not in South's hand" in q.error
    c = ChoiceQuiz("Points?", [162, 152, 130], 162, "152 in the cards and 10 for the last trick.")
    assert not c.choose("152") and c.choose(162) and "last trick" in c.feedback
    c.choose("7")
    assert "not one of the answers" in c.error
    with pytest.raises(ValueError):
        ChoiceQuiz("?", [1, 2], 3)


def test_builder_buttons_and_turned_table():
    # classic-501 plays clockwise: North leads A♠, East 8♥, South 7♠ -> West is to play. The table is turned
    # so that West sits at the bottom; clockwise from there: North on the left, East on top, South on the right
    b = PositionBuilder("classic-501", "H", leader="N")
    for c in ("AS", "8H", "7S"):
        b.table.click(c, zone="pack")
    assert b.to_play.name == "W" and b.trick_cards == [Card.parse("AS"), Card.parse("8H"), Card.parse("7S")]
    f = b.table.frame
    # clockwise from the bottom: West (bottom), North (left), East (top), South (right)
    assert [(p["seat"], p["card"]) for p in f["trick"]] == [("W", "AS"), ("N", "8H"), ("E", "7S")]
    assert f["seats"]["N"]["name"] == "East" and f["seats"]["S"]["tags"] == ["to play"]
    assert [x["id"] for x in f["pack"]["buttons"]] == ["table", "hand", "clear", "four-colour", "pack"]
    assert b.table.press("hand") and b.target == "hand"
    assert [x["pressed"] for x in b.table.frame["pack"]["buttons"][:2]] == [False, True]
    b.table.click("KS", zone="pack")  # West's only card: spades were led, K♠ follows suit, legal
    assert b.hand_cards == [Card.parse("KS")] and b.table.frame["hand"]["cards"][0]["legal"] is True
    assert b.table.press("clear") and b.trick_cards == [] and b.hand_cards == []
    assert not b.table.press("clear")  # nothing left to clear: the button is disabled


def test_card_quiz_changing_the_choice_after_check_clears_the_verdict():
    # Clubs trumps; North led 10♠, East trumped J♣; South holds 9♠ Q♠ A♥ 7♣ and must follow
    # suit: 9♠ and Q♠ are the legal cards. Both chosen, Check: right; then 9♠ taken out: the verdict
    # "Right!" no longer describes the choice, so it is gone, and so are the legal marks shown by Check
    q = CardQuiz(Position.create("classic-501", "C", "S", "9S QS AH 7C", "N:10S E:JC"))
    q.toggle("9S")
    q.toggle("QS")
    assert q.check() and q.feedback.startswith("Right!")
    assert any(c.get("legal") is not None for c in q.table.frame["hand"]["cards"])
    q.toggle("9S")
    assert q.feedback == "" and not q.checked
    assert "Right!" not in q.table.frame["message"] and "Check again" in q.table.frame["message"]
    assert all(c.get("legal") is None for c in q.table.frame["hand"]["cards"])
    assert not q.check() and q.feedback.startswith("Not quite.")  # only Q♠ now: Check judges the new choice


class TestCardQuizSaysWhy:
    """The verdict names the rule, right or wrong (belote_learn.rules.explain.rule_text)."""

    def test_follow_suit_right_and_wrong(self):
        # clubs trumps; North led 10♠, East trumped with J♣; South holds 9♠ Q♠ A♥ 7♣: South holds spades,
        # so only the two spades may be played (seed 000: follow suit comes first)
        q = CardQuiz(Position.create("classic-501", "C", "S", "9S QS AH 7C", "N:10S E:JC"))
        q.toggle("9S")
        q.toggle("QS")
        assert q.check()
        assert q.feedback == "Right! 9♠ Q♠ and nothing else. South must follow suit: spades were led."
        assert "South must follow suit: spades were led." in q.table.frame["message"]
        q.toggle("QS")  # only 9♠ chosen: wrong, and the same rule is given
        assert not q.check()
        assert q.feedback == "Not quite. The legal cards are 9♠ Q♠. South must follow suit: spades were led."
        assert "Q♠ is allowed" in q.table.frame["message"]  # and the card missed, with its reason

    def test_must_overtrump(self):
        # clubs trumps; West led A♦, North 7♣, East 10♣ (an opponent wins with a trump); South has no diamond
        # and J♣ beats 10♣: South must overtrump, so J♣ alone (8♣ is lower, K♥ is a discard)
        q = CardQuiz(Position.create("classic-501", "C", "S", "JC 8C KH", "W:AD N:7C E:10C"))
        q.toggle("JC")
        assert q.check()
        assert q.feedback == ("Right! J♣ and nothing else. South must overtrump when able: an opponent is winning "
                              "with a trump, East's 10♣.")

    def test_partner_winning_under_each_preset(self):
        # hearts trumps; an opponent led A♠, partner North trumped 9♥, the other opponent K♠; South: J♥ 7♥ A♦,
        # no spade. classic-501 (clockwise: W N E): partner winning, any card (all 3); classic-1000
        # (anticlockwise: E N W): a trump played must beat 9♥, so not 7♥
        hand = "JH 7H AD"
        q = CardQuiz(Position.create("classic-501", "H", "S", hand, "W:AS N:9H E:KS"))
        for c in ("JH", "7H", "AD"):
            q.toggle(c)
        assert q.check()
        assert q.feedback == ("Right! J♥ 7♥ A♦ and nothing else. South has no spades, but partner North is winning "
                              "the trick, so South need not trump and may discard.")
        q = CardQuiz(Position.create("classic-1000", "H", "S", hand, "E:AS N:9H W:KS"))
        for c in ("JH", "7H", "AD"):
            q.toggle(c)
        assert not q.check()
        assert q.feedback == ("Not quite. The legal cards are J♥ A♦. South has no spades, but partner North is "
                              "winning the trick, so South need not trump and may discard; under classic-1000 a "
                              "trump played must still beat the highest trump, partner North's 9♥, when it can.")

    def test_leading_and_no_trumps(self):
        q = CardQuiz(Position.create("classic-501", "H", "S", "AS 7C", ""))
        q.toggle("AS")
        q.toggle("7C")
        assert q.check() and q.feedback.endswith("South leads the trick, so any card may be played.")
        # no trumps: East led K♠, South has no spade: nothing can be trumped, any card
        q = CardQuiz(Position.create("sans-tout-atout", "NT", "S", "AH JD 8C", "E:KS N:QS W:7S"))
        assert not q.check()  # nothing chosen
        assert q.feedback == ("Not quite. The legal cards are A♥ J♦ 8♣. South has no spades, and in no trumps "
                              "nothing can be trumped, so any card may be played.")


def test_widgets_refuse_bad_presets_and_values_in_the_widget():
    d = DeclarationsWalkthrough()
    d.set_preset("mariage")
    assert "no declarations" in d.error and d.rules.preset == "classic-1000"
    d.set_preset("sans-tout-atout")
    d.set_contract("AT")
    assert d.error == "" and str(d.contract) == "AT"
    s = ScoringWalkthrough()
    s.play_bot_hand("x")
    assert "whole number" in s.error
    s.play_bot_hand(4, "mariage")
    s.show_all()
    assert s.lines[0][0].startswith("Card points") and "120 in all" in s.lines[0][3]


def test_reveal_and_guess_first_explorer():
    from belote_learn.widgets import Reveal

    r = Reveal("7♠ must be played.", title="Follow suit")
    assert not r.shown and r.view.value == ""
    r.button.click()
    assert r.shown and "Follow suit" in r.view.value and r.button.description == "Hide the answer"
    # the answer can be hidden for the next group,
    # and it is proportional text, not a monospace block that breaks words
    assert "<pre" not in r.view.value
    r.button.click()
    assert not r.shown and r.view.value == "" and r.button.description == "Show the answer"
    r.reveal()
    # a teacher's control on a projector: the button in the widgets' control style, the answer at 17 px
    assert "bl-ctl" in r.button._dom_classes and "font-size:17px" in r.view.value
    h = HandExplorer(seed=1, show_legal=False)
    assert all(b.marks == set() for b in h.buttons) and "Click one" in h.table.frame["status"]
    h.click(h.hand[0])
    first = h.buttons[0]
    assert first.marks & {"bl-legal", "bl-illegal"} and all(not (b.marks & {"bl-legal", "bl-illegal"}) for b in h.buttons[1:])


def test_reveal_draws_an_explanation_as_lines_and_a_list():
    from belote_learn.widgets import Reveal

    # an explanation's text: two plain lines, a blank line, then two indented verdict lines in columns
    r = Reveal("Hearts trumps.\nLegal: J♥\n\n  J♥  legal    J♥ is allowed.\n  7♥  not legal  7♥ must not be played.")
    r.reveal()
    v = r.view.value
    assert "<div>Hearts trumps.</div><div>Legal: J♥</div>" in v
    assert "<li><b>J♥ legal</b>: J♥ is allowed.</li><li><b>7♥ not legal</b>: 7♥ must not be played.</li>" in v


def test_presets_table_highlights_only_the_differing_rows():
    from belote_learn.core.render import presets_table_html

    same = {p: Position.create(p, "H", "S", "7S KH", "E:AS" if p == "classic-501" else "W:AS")
            for p in ("classic-501", "classic-1000")}
    assert "bl-differs" not in presets_table_html(same)
    differ = {
        "classic-501": Position.create("classic-501", "H", "S", "JH 7H AD", "W:AS N:9H E:KS"),
        "classic-1000": Position.create("classic-1000", "H", "S", "JH 7H AD", "E:AS N:9H W:KS"),
        "sans-tout-atout": Position.create("sans-tout-atout", "H", "S", "JH 7H AD", "E:AS N:9H W:KS"),
    }
    html = presets_table_html(differ)
    # classic-501 and sans-tout-atout allow all three cards; only classic-1000 differs
    assert html.count("bl-differs") == 1 and "<td>classic-1000</td>" in html.split("bl-differs")[1]
