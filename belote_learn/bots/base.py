"""The bot protocol and the game runner.

A bot sees only its seat's view (:meth:`~belote_learn.systems.classic.game.Game.view`: its hand, the public calls and
plays, what play has revealed), chooses a legal action, and can say why in one or two sentences. It
takes its random source as an argument, so that a game with bots replays exactly.
"""
from __future__ import annotations

import random

from belote_learn.core.cards import Seat

__all__ = ["Bot", "BOT_NAMES", "BOT_LEVELS", "play_game", "decision_seed"]


class Bot:
    """Base class. Subclasses implement :meth:`choose_with_reason`.

    Args:
        rng: the random source (``random.Random``); ``seed`` builds one when ``rng`` is None.
    """

    name = "bot"
    level = "base"

    def __init__(self, rng: random.Random | None = None, seed: int | None = None):
        self.rng = rng if rng is not None else random.Random(seed)
        self.last_reason = ""
        self._caches: dict = {}

    def _cache_for(self, seat):
        """A per-seat inference cache (one bot object may play two seats)."""
        from belote_learn.bots.knowledge import InferenceCache

        cache = self._caches.get(seat)
        if cache is None:
            cache = self._caches[seat] = InferenceCache()
        return cache

    def choose_with_reason(self, view) -> tuple[object, str]:
        """The action for ``view`` (a legal call, card or mariage action) and why, in plain words.

        The thinking levels share this order: a forced action; the bidding (:meth:`_bid`); a mariage
        announcement or claim; a forced card; otherwise :meth:`_choose_card`.
        """
        legal = view.legal
        if len(legal) == 1:
            return legal[0], "The only legal choice."
        if view.phase == "bidding":
            return self._bid(view)
        word = self._mariage_word(view)
        if word is not None:
            return word
        cards = [a for a in legal if not isinstance(a, str)]
        if len(cards) == 1:
            return cards[0], "The only legal card."
        return self._choose_card(view, cards)

    def _bid(self, view) -> tuple[object, str]:
        raise NotImplementedError

    def _choose_card(self, view, cards) -> tuple[object, str]:
        raise NotImplementedError

    def _mariage_word(self, view):
        """A marriage announcement or a claim that is right to make now (mariage), with why; else None.

        Every level that thinks announces a marriage as soon as it may (before one of its cards has to
        go) and claims "on est dehors" when the points on the table reach the target.
        """
        words = [a for a in view.legal if isinstance(a, str)]
        for a in words:
            if a.startswith("marriage"):
                return a, "Announce the marriage now, before one of its cards has to be played."
        running = (getattr(view, "info", None) or {}).get("running", {})
        if "out" in words and running.get(view.seat.team, 0) >= view.rules.target:
            return "out", f"The team has {running[view.seat.team]} with the points on the table: claim 'on est dehors'."
        return None

    def choose(self, view):
        """The action for ``view``; the reason is kept in :attr:`last_reason`."""
        action, self.last_reason = self.choose_with_reason(view)
        return action

    def reseed(self, seed) -> None:
        """Reset the random source in place (helpers sharing it follow), e.g. to a :func:`decision_seed`."""
        self.rng.seed(seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


BOT_NAMES = ("random", "rule", "expert")
BOT_LEVELS = {"random": "random", "beginner": "random", "rule": "rule", "rules": "rule", "rule-based": "rule",
              "intermediate": "rule", "expert": "expert"}
"""Every name a level goes by -> its name in :data:`BOT_NAMES`."""


def decision_seed(game_seed: int, seat, n_actions: int, role: str = "bot") -> str:
    """The seed of one decision: a function of the game's seed, the seat deciding, the number of actions
    made so far in the game and the role (``"bot"``, or ``"hint"`` for the helper).

    A bot reseeded with it before each decision (:meth:`Bot.reseed`) chooses the same in a game played
    straight through, in a game saved and resumed, and after a take-back: its choices depend on the
    game's seed and actions only, so nothing but those needs saving. (A string seed is hashed with
    SHA-512 by ``random.seed``, the same on every machine and run.)
    """
    return f"belote-learn {role} {int(game_seed)} {Seat(seat).name} {int(n_actions)}"


def play_game(game, bots: dict, max_actions: int = 1_000_000):
    """Play ``game`` (a :class:`~belote_learn.systems.classic.game.Game` or :class:`~belote_learn.systems.mariage.game.MariageGame`)
    to the end with ``bots`` (seat -> :class:`Bot`). Returns the game."""
    bots = {Seat.parse(s) if isinstance(s, str) else Seat(s): b for s, b in bots.items()}
    n = 0
    while not game.over and n < max_actions:
        seat = game.current_player()
        game.apply(bots[seat].choose(game.view(seat)))
        n += 1
    return game
