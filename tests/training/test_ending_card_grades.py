"""An ending played card by card: each card graded by the points it lost against the best card
(double-dummy), its reason in words, its consequence, an illegal card refused with its rule's verdict.

The endings are composed so that every value can be counted by hand (classic-501, hearts trumps, clockwise:
N E S W; plain suits A 11, 10 10, K 4, Q 3, J 2; the jack of trumps 20; the last trick 10 more)."""
from __future__ import annotations

import pytest

from belote_learn.core.cards import Card
from belote_learn.core.errors import IllegalAction, NotationError
from belote_learn.training import load_level


def ending(skill="ending", taker="S", **position):
    return load_level({"id": f"t.{skill}", "skill": skill, "system": "classic-501", "goal": "most_points",
                       "ending": {"contract": "H", "taker": taker, **position}, "point": "keep_the_jack",
                       "graded": "double_dummy", "scaffold": True, "hint": "suit"})


# North leads A♠, East follows 7♠; South (no spade) holds J♥ 7♣; West 8♠ A♣; then North 7♦, East 8♦.
JACK = dict(leader="N", trick=[["N", "AS"], ["E", "7S"]],
            hands={"N": ["7D"], "E": ["8D"], "S": ["JH", "7C"], "W": ["8S", "AC"]})


def test_the_values_of_each_card_are_the_points_counted_by_hand():
    play = ending(**JACK).start()
    # J♥ now: South wins trick 7, A♠ 11 + 7♠ 0 + J♥ 20 + 8♠ 0 = 31; South leads 7♣ and West's A♣ takes the last
    #   trick (11 + 10 for the last trick = 21 for East-West): North-South 31
    # 7♣ now (partner North is winning: any card): North wins trick 7 with 11; North leads 7♦, East 8♦, South
    #   must trump (East is winning) with J♥: 0 + 0 + 20 + 11 (West's A♣) = 31 + 10 for the last trick = 41:
    #   North-South 11 + 41 = 52
    assert play.values() == {Card.parse("JH"): 31, Card.parse("7C"): 52}
    assert play.best == 52


def test_a_card_that_loses_20_points_is_a_blunder_named_with_the_better_card_and_its_consequence():
    play = ending(**JACK).start()
    grade = play.play("JH")
    assert (grade.card, grade.best, grade.lost, grade.grade) == (Card.parse("JH"), Card.parse("7C"), 21, "blunder")  # 52 - 31
    text = grade.text("en")
    assert text.startswith("J♥ was a blunder, 21 points lost: 7♣ was better. Play the 7♣:"), text
    # played on: West takes trick 8 with A♣ (11 + the dix de der 10 = 21) that South took after 7♣
    assert "after J♥, trick 8 goes to West (21 points)" in text and "take 31 points from here instead of 52" in text
    french = grade.text("fr")
    assert french.startswith("V♥ était une grave erreur, 21 points perdus\u00a0: mieux valait 7♣."), french
    assert not play.over and play.legal() == [Card.parse("7C")]  # West followed; South leads the last trick
    assert play.play("7C").grade == "good"  # the only card: it loses nothing
    result = play.result()
    # 21 lost in all (20 or more: no star); one card of two lost under 10: accuracy 50%
    assert (result.lost, result.accuracy, result.stars, result.passed) == (21, 0.5, 0, False)


def test_the_best_line_earns_three_stars_and_says_the_point():
    level = ending(**JACK)
    assert level.answer == [Card.parse("7C"), Card.parse("JH")]
    result = level.check("7C JH")
    assert (result.stars, result.lost) == (3, 0)
    assert "North-South took 52 points, as many as can be taken" in result.text()
    assert result.text().endswith("is lost for a trick you need.")  # the composed level's point, said last


def test_a_card_that_loses_1_to_9_points_is_an_inaccuracy_and_the_level_earns_two_stars():
    # North leads A♠, East 7♠; South (no spade) holds K♦ 7♣; West 8♠ A♦; then North 7♦, East 8♦.
    # K♦ now: trick 7 for North, 11 + 0 + 4 + 0 = 15; North leads 7♦, East 8♦, South 7♣, West A♦ wins: NS 15
    # 7♣ now: trick 7 11; then South must follow diamonds with K♦ under West's A♦ (4 + 11 + 10 to East-West): NS 11
    level = ending(leader="N", trick=[["N", "AS"], ["E", "7S"]],
                   hands={"N": ["7D"], "E": ["8D"], "S": ["KD", "7C"], "W": ["8S", "AD"]})
    play = level.start()
    assert play.values() == {Card.parse("KD"): 15, Card.parse("7C"): 11}
    grade = play.play("7C")
    assert (grade.lost, grade.grade) == (4, "inaccuracy")  # 15 - 11
    # no trick changes sides (West takes trick 8 either way): the points that do are said
    assert "7♣ leaves North-South 11 points from here instead of 15: 4 points go to the other side" in grade.text()
    play.play("KD")  # North won trick 7 and led 7♦, East 8♦: South's K♦ follows suit
    result = play.result()
    # 4 lost: 2 stars (1-9); both cards lost under 10 points: accuracy 100%
    assert (result.lost, result.accuracy, result.stars) == (4, 1.0, 2)


def test_a_card_that_loses_10_to_19_points_is_a_mistake():
    # South leads, holding A♠ 7♦; West 8♠ 9♦, North K♠ 8♦, East 7♠ Q♦ (clockwise from South: S W N E)
    # A♠ first: South takes 11 + 0 + 4 + 0 = 15, then East's Q♦ takes the last trick (3 + 10): NS 15
    # 7♦ first: East's Q♦ takes 3; East leads 7♠, South's A♠ takes 15 + 10 for the last trick: NS 25
    level = ending(leader="S", hands={"S": ["AS", "7D"], "W": ["8S", "9D"], "N": ["KS", "8D"], "E": ["7S", "QD"]})
    play = level.start()
    assert play.values() == {Card.parse("AS"): 15, Card.parse("7D"): 25}
    grade = play.play("AS")
    assert (grade.lost, grade.grade) == (10, "mistake")  # 25 - 15
    # trick 8 goes to East (3 + the dix de der 10 = 13) where it was South's after 7♦
    assert "after A♠, trick 8 goes to East (13 points)" in grade.text()
    play.play("7D")  # South won trick 7 and leads its last card
    result = play.result()
    assert (result.lost, result.accuracy, result.stars) == (10, 0.5, 1)  # one card of two under 10 lost: 50%


def test_an_illegal_card_is_refused_with_its_rule_and_nothing_changes():
    # trick 8 of the inaccuracy ending after 7♣: South holds K♦ and diamonds were led: K♦ only
    play = ending(leader="S", hands={"S": ["AS", "7D"], "W": ["8S", "9D"], "N": ["KS", "8D"], "E": ["7S", "QD"]},
                  ).start()
    play.play("7D")  # East takes trick 7 with Q♦ and leads 7♠
    assert play.trick and str(play.trick[0][1]) == "7S"
    with pytest.raises(IllegalAction) as err:
        play.play("7H")
    assert "South does not hold 7♥" in str(err.value)
    before = (play.hands, play.trick, len(play.grades))
    with pytest.raises(NotationError):
        play.play("ZZ")
    assert (play.hands, play.trick, len(play.grades)) == before


def test_a_card_the_rules_forbid_is_refused_with_the_verdict_of_the_rules():
    # North leads A♠, East 7♠: South holds K♠ 7♣ and must follow suit with K♠
    play = ending(leader="N", trick=[["N", "AS"], ["E", "7S"]],
                  hands={"N": ["7D"], "E": ["8D"], "S": ["KS", "7C"], "W": ["8S", "AC"]}).start()
    with pytest.raises(IllegalAction) as err:
        play.play("7C")
    assert str(err.value).startswith("7♣ is not allowed: spades were led")
    assert err.value.reason.rule == "follow-suit"
    assert play.legal() == [Card.parse("KS")] and not play.grades


def test_a_line_too_short_or_too_long_is_refused_naming_how_many_cards():
    level = ending(**JACK)
    with pytest.raises(NotationError) as err:
        level.check("7C")
    assert "this ending needs 2 cards, one for each of your turns; 1 given" in str(err.value)
    with pytest.raises(NotationError):
        level.check("7C JH 8S")


def test_a_defence_counts_the_defenders_points():
    # the same cards with East the taker: South defends, and North-South's values are the same 31 and 52
    level = ending(skill="defend", taker="E", **JACK)
    assert level.start().values() == {Card.parse("JH"): 31, Card.parse("7C"): 52}
    assert "Defend the last 2 tricks as South" in level.question().text
