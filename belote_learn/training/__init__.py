"""The training path's engine: levels with stars, stages that open at 80%, endings graded card by card
double-dummy, progress kept in a file and a review queue of the levels missed, and bidding drills.

It sits above the bots and below the front ends (it imports core, rules, systems, the games and bots, never
a widget, pandas or numpy: it runs in JupyterLite too).

* :mod:`.levels`: the levels of data/training (:func:`load_path`, :func:`load_level`, :class:`Level`).
* :mod:`.skills`: each skill's question, answer and grading; :mod:`.endings`: an ending played card by card.
* :mod:`.grading`: the stars, the card grades and their thresholds, the 80% that opens a stage.
* :mod:`.progress`: the learner's progress file; :mod:`.review`: the spaced review queue.
* :mod:`.drills`: series of ten bidding problems.
"""
from belote_learn.training.drills import Drill
from belote_learn.training.endings import CardGrade, EndingPlay
from belote_learn.training.grading import card_grade, stars_for
from belote_learn.training.levels import Level, LevelSpec, Stage, TrainingPath, load_level, load_path
from belote_learn.training.progress import Progress, default_path
from belote_learn.training.results import Question, Result
from belote_learn.training.review import INTERVALS, ReviewQueue
from belote_learn.training.skills import SKILL_NAMES

__all__ = ["Level", "LevelSpec", "Stage", "TrainingPath", "load_level", "load_path", "Question", "Result",
           "EndingPlay", "CardGrade", "card_grade", "stars_for", "Progress", "default_path", "ReviewQueue",
           "INTERVALS", "Drill", "SKILL_NAMES"]
