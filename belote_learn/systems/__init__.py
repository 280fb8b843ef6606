"""The rule systems, one package each (``classic``, ``coinche``, ``mariage``), registered here, once.

Everything above this layer (the game, the referee, bots and front ends) asks the registry::

    >>> from belote_learn.systems import system_of
    >>> str(system_of("coinche").title)
    'Coinche (belote contrée)'

Inside a system package, import the registry from :mod:`belote_learn.systems.registry` (this module
imports the packages, so they must not import it back).
"""
from belote_learn.systems.classic.system import BeloteSystem
from belote_learn.systems.coinche.system import CoincheSystem
from belote_learn.systems.mariage.system import MariageSystem
from belote_learn.systems.registry import SYSTEMS, DealStats, RuleSystem, presets_where, register, system_for_data, system_of

__all__ = ["RuleSystem", "DealStats", "SYSTEMS", "register", "system_of", "system_for_data", "presets_where",
           "BeloteSystem", "CoincheSystem", "MariageSystem"]

for _system in (BeloteSystem(), MariageSystem(), CoincheSystem()):
    register(_system)
