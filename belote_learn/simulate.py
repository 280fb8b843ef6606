"""Fast simulation of whole Belote deals with full scoring (for statistics, bots and benchmarks).

:func:`random_deal` plays one deal from a seeded shuffle with random legal calls and cards, using the
engine's own fast functions (:func:`~belote_learn.rules.play.legal_mask`, :func:`~belote_learn.rules.play.winner_index`,
:func:`~belote_learn.rules.declarations.fast_declaration_info`, :func:`~belote_learn.rules.scoring.score_hand`), and
returns the score and the action list. The test-suite replays those actions through
:class:`~belote_learn.systems.classic.deal.Deal` and checks that both give the same result.
"""
from __future__ import annotations

import random

from belote_learn.core.cards import Seat
from belote_learn.systems.base.fast import SimulatedDeal

__all__ = ["SimulatedDeal", "random_deal", "random_turn_up_deal", "random_coinche_deal", "choose_bit", "fast_declarations"]









def random_deal(rules, rng: random.Random, dealer: Seat = Seat.N, held_in: int = 0) -> SimulatedDeal:
    """Shuffle, deal, bid and play one deal with random legal actions, and score it, the way the rule
    system of ``rules`` deals and scores (:meth:`belote_learn.systems.registry.RuleSystem.random_deal`).

    Args:
        rules: :class:`~belote_learn.rules.presets.Rules` of a Belote preset or coinche.
        rng: the random source (shuffle and choices).
        dealer: the dealer.
        held_in: litige points held over from before.
    """
    from belote_learn.systems import system_of

    return system_of(rules).random_deal(rules, rng, dealer, held_in)












