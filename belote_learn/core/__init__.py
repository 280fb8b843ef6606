"""The bottom layer: cards, seats and teams, card ranking, errors, the pack, drawing (SVG/HTML) and the
message catalogue. It imports nothing else of belote_learn (docs: architecture)."""
from belote_learn.core import render as _render  # noqa: F401  (installs the cards' Jupyter drawing)
