"""Notebook widgets (ipywidgets). Each is a controller over engine state with a box of standard
widgets; displaying it shows the box, and every action is a plain method, so code and tests drive
them without a browser. Bad input is shown inside the widget (``widget.error``) and changes nothing."""
from belote_learn.widgets.builder import PositionBuilder
from belote_learn.widgets.explorer import HandExplorer
from belote_learn.widgets.practice import PracticeGame
from belote_learn.widgets.quiz import CardQuiz, ChoiceQuiz, Reveal
from belote_learn.widgets.trainer import BiddingTrainer
from belote_learn.widgets.walkthroughs import DeclarationsWalkthrough, ScoringWalkthrough

__all__ = ["HandExplorer", "PositionBuilder", "DeclarationsWalkthrough", "ScoringWalkthrough", "CardQuiz", "ChoiceQuiz", "PracticeGame", "BiddingTrainer", "Reveal"]
