"""Bots and the double-dummy solver.

* :mod:`.base`: the protocol every bot follows (it sees only its seat's view and takes its random
  source as an argument, so that games replay), and the game runner.
* :mod:`.simple`: the random bot and the rule-based bot.
* :mod:`.beliefs`: what a bot believes about the hidden hands (voids, trumps still out, the honours' chances),
  from its seat's view only, and a decision with its reason and those beliefs (``bot.decide(view)``).
* :mod:`.dd`: the double-dummy solver (all hands known).
* :mod:`.expert`: the expert bot (samples the hidden hands, solves each sample double-dummy).
* :mod:`.bidsim`: bidding by simulation with a turn-up; :mod:`.pointcount` (the rule-based coinche
  bidding, a point count explained in words) and :mod:`.coinchesim` (coinche bidding by simulation,
  for the expert and the trainer); :mod:`.playout` (fast rule-based play-outs for the simulations).
"""
from belote_learn.bots.base import BOT_NAMES, Bot, play_game
from belote_learn.bots.beliefs import Beliefs, Decision, SeatBeliefs, beliefs_of
from belote_learn.bots.levels import make_bot
from belote_learn.bots.dd import DDSolver, dd_values, review_hand
from belote_learn.bots.simple import RandomBot, RuleBot

__all__ = ["Bot", "BOT_NAMES", "Decision", "Beliefs", "SeatBeliefs", "beliefs_of", "make_bot", "play_game", "RandomBot", "RuleBot", "DDSolver", "dd_values", "review_hand"]
