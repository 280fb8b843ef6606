"""The bot protocol and the game runner.

A bot sees only its seat's view (:meth:`~belote_learn.systems.classic.game.Game.view`: its hand, the public calls and
plays, what play has revealed), chooses a legal action, and can say why in one or two sentences. It
takes its random source as an argument, so that a game with bots replays exactly.
"""
from __future__ import annotations

import random

from belote_learn.core.cards import Seat
from belote_learn.core.messages import Message, check_language, render

__all__ = ["Bot", "BOT_NAMES", "BOT_LEVELS", "play_game", "decision_seed", "Reason", "reason_message"]


class Reason(str):
    """A bot's reason (or a phrase of one, such as a part of a point count): its English text (a ``str``,
    so that it prints, joins, compares and measures as text did) that keeps its
    :class:`~belote_learn.core.messages.Message` to be said in another language.

    Args:
        message: the reason as a message (or plain text).

    ``reason.render(lang)`` is the text in ``lang`` (``"en"``, ``"fr"``; ValueError for another);
    ``reason.message`` the message. As a parameter of another message it is rendered in that message's
    language.
    """

    def __new__(cls, message):
        self = super().__new__(cls, str(message))
        self.message = message
        return self

    def render(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        return render(self.message, check_language(lang))

    def __reduce__(self):
        return (Reason, (self.message,))

    def __repr__(self) -> str:
        return f"Reason({self.message!r})"


def reason_message(reason):
    """A bot's reason as a :class:`~belote_learn.core.messages.Message` (a :class:`Reason`'s message, a
    message as it is), None for no reason (``""``); plain text stays as it is."""
    if not reason:
        return None
    return getattr(reason, "message", reason)


_ONLY_CHOICE = Reason(Message("bot.base.only_choice"))
_ONLY_CARD = Reason(Message("bot.base.only_card"))
_ANNOUNCE_MARRIAGE = Reason(Message("bot.base.announce_marriage"))


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

    def choose_with_reason(self, view) -> tuple[object, Reason]:
        """The action for ``view`` (a legal call, card or mariage action) and why, in plain words (a
        :class:`Reason`: English text that can be said in another language with ``reason.render(lang)``).

        The thinking levels share this order: a forced action; the bidding (:meth:`_bid`); a mariage
        announcement or claim; a forced card; otherwise :meth:`_choose_card`.
        """
        legal = view.legal
        if len(legal) == 1:
            return legal[0], _ONLY_CHOICE
        if view.phase == "bidding":
            return self._bid(view)
        word = self._mariage_word(view)
        if word is not None:
            return word
        cards = [a for a in legal if not isinstance(a, str)]
        if len(cards) == 1:
            return cards[0], _ONLY_CARD
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
                return a, _ANNOUNCE_MARRIAGE
        running = (getattr(view, "info", None) or {}).get("running", {})
        if "out" in words and running.get(view.seat.team, 0) >= view.rules.target:
            return "out", Reason(Message("bot.base.claim_out", points=running[view.seat.team]))
        return None

    explain = True
    """False for a bot playing out simulated deals: its reasons are kept as bare messages, never said
    (:attr:`last_reason` is then a :class:`~belote_learn.core.messages.Message`, not a :class:`Reason`)."""

    def _why(self, message) -> "Reason | Message":
        """``message`` as this bot's reason: a :class:`Reason` (its English said now), or the message
        itself when the bot does not explain (:attr:`explain`)."""
        return Reason(message) if self.explain else message

    def choose(self, view):
        """The action for ``view``; the reason is kept in :attr:`last_reason`, and :meth:`explain_last`
        says the decision with the bot's beliefs."""
        action, self.last_reason = self.choose_with_reason(view)
        self._last = (view, action)
        return action

    def decide(self, view) -> "Decision":
        """The action for ``view`` with its reason and the bot's reading of the hidden hands, as a
        :class:`~belote_learn.bots.beliefs.Decision` (``decision.action`` is what :meth:`choose` returns
        for the same view and random state; the beliefs read ``view`` alone, see
        :func:`~belote_learn.bots.beliefs.beliefs_of`)."""
        self.choose(view)
        return self.explain_last()

    def explain_last(self) -> "Decision | None":
        """The last decision of :meth:`choose` or :meth:`decide` (None before any): its action, its reason
        (:attr:`last_reason` as a message) and the beliefs of the seat that chose, worked out now from
        that decision's view only."""
        last = getattr(self, "_last", None)
        if last is None:
            return None
        from belote_learn.bots.beliefs import Decision, beliefs_of

        view, action = last
        return Decision(view.seat, action, reason_message(self.last_reason), beliefs_of(view),
                        getattr(view, "turn_up", None))

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
