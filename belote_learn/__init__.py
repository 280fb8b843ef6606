"""belote-learn: learn, teach and referee Belote and its relatives in Jupyter.

The engine (cards, presets, play, explanations) is pure Python: it imports no widget library,
never prints and never prompts. Quick start::

    >>> from belote_learn import Position
    >>> pos = Position.create("classic-501", contract="H", to_play="S",
    ...                       hand="7S KH 10D", trick="N:AS E:8H")
    >>> [str(c) for c in pos.legal_cards()]
    ['7S']
"""
from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Direction, Rank, Seat, Suit, Team, parse_card, parse_cards
from belote_learn.core.errors import BeloteError, IllegalAction, NotationError, PositionError, RulesError
from belote_learn.rules.play import Rule, Verdict, legal_mask, play_table
from belote_learn.rules.position import Explanation, Position
from belote_learn.rules.presets import OPTIONS, PRESET_NAMES, PRESETS, Rules, get_rules
from belote_learn.core.ranking import Contract, ranking

__version__ = "0.1.0"

__all__ = [
    "ALL_CARDS",
    "Card",
    "CardSet",
    "Direction",
    "Rank",
    "Seat",
    "Suit",
    "Team",
    "parse_card",
    "parse_cards",
    "BeloteError",
    "IllegalAction",
    "NotationError",
    "PositionError",
    "RulesError",
    "Rule",
    "Verdict",
    "legal_mask",
    "play_table",
    "Explanation",
    "Position",
    "OPTIONS",
    "PRESET_NAMES",
    "PRESETS",
    "Rules",
    "get_rules",
    "Contract",
    "ranking",
    "__version__",
]
