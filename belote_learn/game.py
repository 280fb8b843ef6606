"""A whole game of any rule system, over the registry: start one (:func:`new_game`) or load a saved one
(:func:`load_game`), without knowing which system's class plays it.

    >>> from belote_learn.game import new_game
    >>> new_game("mariage", seed=1).rules.preset
    'mariage'

The game classes themselves are in the system packages and exported here too: :class:`Game` (the turn-up
systems and coinche) and :class:`MariageGame`; both share :class:`GameState` (the OpenSpiel-style state API).
"""
from __future__ import annotations


from belote_learn.rules.position import parse_json
from belote_learn.systems import system_for_data, system_of
from belote_learn.systems.base.game import GameState, check_seed
from belote_learn.systems.classic.game import Game
from belote_learn.systems.mariage.game import MariageGame

__all__ = ["new_game", "load_game", "Game", "MariageGame", "GameState", "check_seed"]


def new_game(rules="classic-501", seed: int | None = None, dealer=None, options: dict | None = None):
    """A new game of ``rules`` (a preset name or :class:`~belote_learn.rules.presets.Rules`), played by its
    system's game class; ``seed`` fixes every shuffle, ``dealer`` the first dealer (default: the game
    class's), ``options`` override preset settings.

    Raises:
        RulesError: an unknown preset or option, or a bad seed.
    """
    return system_of(rules).new_game(rules, seed=seed, dealer=dealer, options=options)


def load_game(data):
    """A saved game (its JSON text, or the dict ``to_dict`` gave), replayed by the class of the system it
    names (docs/formats.md, "Saved games").

    Raises:
        PositionError: unreadable JSON or a bad field, named in one line.
    """
    if isinstance(data, (str, bytes, bytearray)):
        data = parse_json(data)  # syntax, nesting too deep, huge numbers: one line each, as Game.from_json says
    return system_for_data(data).game_class.from_dict(data)
