"""Belote with a turn-up (classic-501, classic-1000, sans-tout-atout; seeds 000, 001, 002) as a registered
rule system: its game and deal classes, its call reader, referee and fast random deal.

The end rule, the capot values, the deal's numbers and its explanations are the registry's defaults
(:class:`~belote_learn.systems.registry.RuleSystem`), which are this system's rules.
"""
from __future__ import annotations

from belote_learn.core.messages import Message
from belote_learn.systems.classic.auction import normalise_call
from belote_learn.systems.classic.deal import Deal
from belote_learn.systems.classic.fast import random_turn_up_deal
from belote_learn.systems.classic.game import Game
from belote_learn.systems.classic.referee import check_hand_record
from belote_learn.systems.registry import RuleSystem

__all__ = ["BeloteSystem"]


class BeloteSystem(RuleSystem):
    """Belote with a turn-up: classic-501, classic-1000 and sans-tout-atout (seeds 000, 001, 002)."""

    name = "belote"
    title = Message("system.title.belote")
    game_class = Game
    deal_class = Deal

    def parse_call(self, call) -> str:
        """A call of the turn-up auction (``"take"``, ``"pass"``, ``"H"``, ``"NT"``...; seed 000 "Bidding",
        seed 002). Raises NotationError for text that is no call at all."""
        return normalise_call(call)

    def check_record(self, data: dict, scores_before: dict | None = None, held_over: int | None = None):
        """Referee one hand record (docs/formats.md, "Hand records"); see
        :func:`belote_learn.systems.classic.referee.check_hand_record`."""
        return check_hand_record(data, scores_before, held_over)

    def random_deal(self, rules, rng, dealer, held_in: int = 0):
        """One deal with random legal actions, turn-up auction included, on the fast path
        (:func:`belote_learn.systems.classic.fast.random_turn_up_deal`)."""
        return random_turn_up_deal(rules, rng, dealer, held_in)
