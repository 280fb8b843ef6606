"""Notebook widgets (ipywidgets). Each is a controller over engine state with a box of standard
widgets; displaying it shows the box, and every action is a plain method, so code and tests drive
them without a browser. Bad input is shown inside the widget (``widget.error``) and changes nothing."""
from .builder import PositionBuilder
from .explorer import HandExplorer
from .practice import PracticeGame
from .quiz import CardQuiz, ChoiceQuiz, Reveal
from .trainer import BiddingTrainer
from .walkthroughs import DeclarationsWalkthrough, ScoringWalkthrough

__all__ = ["HandExplorer", "PositionBuilder", "DeclarationsWalkthrough", "ScoringWalkthrough", "CardQuiz", "ChoiceQuiz", "PracticeGame", "BiddingTrainer", "Reveal"]
