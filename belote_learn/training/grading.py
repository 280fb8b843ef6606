"""Grading a learner can act on: stars for a level, a grade for each card of an ending, and the share of a
stage that opens the next.

Stars (1 to 3; 0 is a level not passed) come from two figures of a :class:`~belote_learn.training.levels.Result`:

* **accuracy**, the share of the answer that is right, from 0 to 1: the cards of the hand judged right
  (legal cards, master cards), the overlap of the set named with the right one (voids, trumps still out:
  the items both name over the items either names), the parts right (a score: each team's; declarations:
  the team and the points), 1 or 0 for one number, one card or one call; in an ending or a defence, the
  share of the learner's cards that lost fewer than :data:`MISTAKE_FROM` (10) points;
* **points lost** beyond the level's par: in an ending or a defence the points the learner's cards lost
  against the best cards, double-dummy (0 for the levels that are questions).

Each figure gives a number of stars, and the level earns the smaller of the two:

==============================  =====================================  =====
accuracy                        points lost beyond the par              stars
==============================  =====================================  =====
100%                            0                                       3
75% or more                     1 to 9 (at most inaccuracies)           2
50% or more                     10 to 19 (no blunder)                   1
under 50%                       20 or more                              0
==============================  =====================================  =====

A level with at least one star is **passed**. A stage opens the next stage of its system when
:data:`OPENS_NEXT` (80%) of its levels are passed (issue 23: "the next level opened at 80%").

Each card of an ending or a defence is graded by the points it lost against the best card (double-dummy,
every hand known: :class:`~belote_learn.bots.dd.DDSolver`): :data:`GOOD` 0, an **inaccuracy** 1 to 9, a
**mistake** 10 to 19, a **blunder** 20 or more. A trick of Belote is worth 10 points or more as soon as an
ace, a ten or the dix de der is in it, so a blunder is a trick (or a ten) thrown away; an inaccuracy a king
or a queen given for nothing.
"""
from __future__ import annotations

__all__ = ["GOOD", "INACCURACY", "MISTAKE", "BLUNDER", "GRADES", "INACCURACY_FROM", "MISTAKE_FROM", "BLUNDER_FROM", "OPENS_NEXT", "card_grade", "stars_for",
           "accuracy_stars", "lost_stars", "stage_opens_next"]

GOOD, INACCURACY, MISTAKE, BLUNDER = "good", "inaccuracy", "mistake", "blunder"
GRADES = (GOOD, INACCURACY, MISTAKE, BLUNDER)
"""The card grades, best first."""

INACCURACY_FROM = 1
MISTAKE_FROM = 10
BLUNDER_FROM = 20
"""The thresholds in points lost against the best card: 1-9 an inaccuracy, 10-19 a mistake, 20+ a blunder."""

OPENS_NEXT = 0.8
"""The share of a stage's levels passed that opens the next stage."""


def card_grade(lost: int) -> str:
    """The grade of a card that lost ``lost`` points (an int >= 0) against the best card:
    ``"good"`` (0), ``"inaccuracy"`` (1-9), ``"mistake"`` (10-19) or ``"blunder"`` (20 or more)."""
    if lost >= BLUNDER_FROM:
        return BLUNDER
    if lost >= MISTAKE_FROM:
        return MISTAKE
    if lost >= INACCURACY_FROM:
        return INACCURACY
    return GOOD


def accuracy_stars(accuracy: float) -> int:
    """Stars from accuracy alone: 3 at 100%, 2 from 75%, 1 from 50%, else 0."""
    if accuracy >= 1:
        return 3
    if accuracy >= 0.75:
        return 2
    if accuracy >= 0.5:
        return 1
    return 0


def lost_stars(lost: int, par: int = 0) -> int:
    """Stars from the points lost beyond ``par``: 3 at none, 2 for 1-9, 1 for 10-19, 0 for 20 or more (the
    card grades' thresholds)."""
    over = max(0, lost - par)
    return {GOOD: 3, INACCURACY: 2, MISTAKE: 1, BLUNDER: 0}[card_grade(over)]


def stars_for(accuracy: float, lost: int = 0, par: int = 0) -> int:
    """The stars of a level (0 to 3): the smaller of :func:`accuracy_stars` and :func:`lost_stars`."""
    return min(accuracy_stars(accuracy), lost_stars(lost, par))


def stage_opens_next(passed: int, levels: int) -> bool:
    """Whether a stage with ``passed`` of its ``levels`` passed opens the next: at least 80% of them."""
    return levels > 0 and passed >= OPENS_NEXT * levels - 1e-9
