"""The bots by level name (``"random"``, ``"rule"``, ``"expert"``): what the practice table, tournaments
and the command line ask for."""
from __future__ import annotations

import random

from belote_learn.bots.base import BOT_LEVELS, BOT_NAMES, Bot
from belote_learn.bots.expert import ExpertBot
from belote_learn.bots.simple import RandomBot, RuleBot
from belote_learn.core.errors import quoted
from belote_learn.core.messages import Message

__all__ = ["make_bot", "BOT_NAMES"]


def make_bot(name: str, rng: random.Random | None = None, seed: int | None = None, **kw) -> Bot:
    """A bot by level name: ``"random"``, ``"rule"`` (rule-based, also ``"beginner"``/``"intermediate"``)
    or ``"expert"``.

    Raises:
        ValueError: an unknown name, listing the known ones.
    """
    level = BOT_LEVELS.get(name.strip().lower()) if isinstance(name, str) else None
    if level is None:
        raise ValueError(Message("bot.levels.unknown", value=quoted(name), bots=", ".join(BOT_NAMES)))
    return {"random": RandomBot, "rule": RuleBot, "expert": ExpertBot}[level](rng=rng, seed=seed, **kw)
