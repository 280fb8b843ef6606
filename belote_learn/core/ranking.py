"""Contracts, and the rank order and card points of every kind of suit under every contract.

The tables are explicit: the strength of a card in a trick is its place in the order written
here, never its enum number or its points (a trump 8 beats a trump 7 although both are worth 0).

* Belote, trump suit (seeds 000 "trumps rank jack, nine, ace, ten, ...", 001, 002):
  J 9 A 10 K Q 8 7, worth 20 14 11 10 4 3 0 0.
* Belote, plain suit: A 10 K Q J 9 8 7, worth 11 10 4 3 2 0 0 0.
* Belote no trumps (seed 002): every suit plain; all trumps (seed 002): every suit ranks and scores
  as trumps.
* Mariage (seed 004, "Ordre de prise et valeur des cartes"): A 10 K Q J 9 8 7 in every suit, trumps
  included, worth 11 10 4 3 2 0 0 0.

Totals with the last-trick bonus: 162 (suit contract), 130 (no trumps), 258 (all trumps); the
mariage pack holds 120 and has no last-trick bonus.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from belote_learn.core.cards import Card, Rank, Suit, SUIT_MASKS
from belote_learn.core.errors import NotationError, quoted
from belote_learn.core.messages import Message, SUIT_NAMES

__all__ = [
    "Contract",
    "OrderTable",
    "TRUMP_TABLE",
    "PLAIN_TABLE",
    "MARIAGE_TABLE",
    "Ranking",
    "ranking",
]


class OrderTable(NamedTuple):
    """One rank order: ``order`` lists the ranks strongest first; ``points`` maps rank to points."""

    name: str
    order: tuple[Rank, ...]
    points: dict

    def strength(self, rank: Rank) -> int:
        """7 for the strongest rank down to 0 for the weakest."""
        return 7 - self.order.index(rank)

    def text(self) -> str:
        """The order as text, e.g. ``"J 9 A 10 K Q 8 7"``."""
        return " ".join(r.symbol for r in self.order)


R = Rank
TRUMP_TABLE = OrderTable(
    "trump",
    (R.JACK, R.NINE, R.ACE, R.TEN, R.KING, R.QUEEN, R.EIGHT, R.SEVEN),
    {R.JACK: 20, R.NINE: 14, R.ACE: 11, R.TEN: 10, R.KING: 4, R.QUEEN: 3, R.EIGHT: 0, R.SEVEN: 0},
)
PLAIN_TABLE = OrderTable(
    "plain",
    (R.ACE, R.TEN, R.KING, R.QUEEN, R.JACK, R.NINE, R.EIGHT, R.SEVEN),
    {R.ACE: 11, R.TEN: 10, R.KING: 4, R.QUEEN: 3, R.JACK: 2, R.NINE: 0, R.EIGHT: 0, R.SEVEN: 0},
)
MARIAGE_TABLE = OrderTable(
    "mariage",
    (R.ACE, R.TEN, R.KING, R.QUEEN, R.JACK, R.NINE, R.EIGHT, R.SEVEN),
    {R.ACE: 11, R.TEN: 10, R.KING: 4, R.QUEEN: 3, R.JACK: 2, R.NINE: 0, R.EIGHT: 0, R.SEVEN: 0},
)
del R

CARD_FAMILIES = {
    # family: (the one order of every suit, or None for trump and plain orders; last-trick bonus)
    "belote": (None, 10),
    "mariage": (MARIAGE_TABLE, 0),
}
"""How the cards rank and score in each card family: Belote (trump and plain orders, dix de der 10) and
mariage (one order for every suit, trumps included, no last-trick bonus)."""


@dataclass(frozen=True)
class Contract:
    """What the hand is played in: a trump suit, no trumps (``NT``) or all trumps (``AT``).

    ``str()`` gives the interchange form (``"H"``, ``"NT"``, ``"AT"``); :meth:`parse` reads it
    (suit letters or symbols, any case).
    """

    kind: str  # "suit", "NT" or "AT"
    trump: Suit | None = None

    def __post_init__(self):
        if self.kind == "suit":
            if self.trump is None:
                raise ValueError(Message("notation.contract.suit_needs_trump"))
            object.__setattr__(self, "trump", Suit(self.trump))
        elif self.kind in ("NT", "AT"):
            if self.trump is not None:
                raise ValueError(Message("notation.contract.no_single_trump", kind=str(self.kind)))
        else:
            raise ValueError(Message("notation.contract.unknown_kind", kind=repr(self.kind)))

    @classmethod
    def suit(cls, suit: Suit | str) -> "Contract":
        return cls("suit", Suit.parse(suit) if isinstance(suit, str) else Suit(suit))

    @classmethod
    def parse(cls, text) -> "Contract":
        """Read ``"S" "H" "D" "C"`` (or a suit symbol), ``"NT"`` or ``"AT"``.

        Raises:
            NotationError: for anything else.
        """
        if isinstance(text, Contract):
            return text
        if isinstance(text, Suit):
            return cls.suit(text)
        if isinstance(text, str):
            key = text.strip().upper()
            if key in ("NT", "SA"):
                return cls("NT")
            if key in ("AT", "TA"):
                return cls("AT")
            try:
                return cls.suit(key)
            except NotationError:
                pass
        raise NotationError(Message("notation.contract.unknown", value=quoted(text)))

    @property
    def is_suit(self) -> bool:
        return self.kind == "suit"

    def __str__(self) -> str:
        return self.trump.letter if self.kind == "suit" else self.kind

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"

    @property
    def words(self) -> str:
        """``"hearts trumps"``, ``"no trumps"`` or ``"all trumps"`` (English; ``phrase`` is the message)."""
        return str(self.phrase)

    @property
    def phrase(self) -> Message:
        """The contract in words as a message: ``"hearts trumps"``, ``"no trumps"`` or ``"all trumps"``."""
        if self.kind == "suit":
            return _SUIT_TRUMPS_PHRASES[self.trump]
        return _NO_TRUMPS_PHRASE if self.kind == "NT" else _ALL_TRUMPS_PHRASE


_SUIT_TRUMPS_PHRASES = tuple(Message("notation.contract.words.suit", suit=s) for s in SUIT_NAMES)  # by Suit value
_NO_TRUMPS_PHRASE = Message("notation.contract.words.no_trumps")
_ALL_TRUMPS_PHRASE = Message("notation.contract.words.all_trumps")


class Ranking:
    """The strength and points of every card under one contract of one game family.

    Attributes:
        contract: the :class:`Contract`.
        family: ``"belote"`` or ``"mariage"``.
        trump_suit: the suit that ruffs (beats any card of another suit), or None (NT, AT).
        trump_mask: bit mask of the ruffing suit's cards (0 for NT and AT).
        strength: per card number, 0 (weakest) to 7 (strongest) within its suit's order.
        points: per card number, the card's points.
        above: per card number, the mask of the cards of the same suit that beat it.
        total: the points of a deal including the last-trick bonus (162, 130, 258 or 120).
        last_trick_bonus: 10 for Belote, 0 for mariage.
    """

    def __init__(self, family: str, contract: Contract):
        if family not in CARD_FAMILIES:
            raise ValueError(Message("notation.family.unknown", family=repr(family)))
        self._one_order, bonus = CARD_FAMILIES[family]
        if self._one_order is not None and not contract.is_suit:
            raise ValueError(Message("notation.family.needs_trump", family=str(family)))
        self.family = family
        self.contract = contract
        self.trump_suit = contract.trump
        self.trump_mask = SUIT_MASKS[contract.trump] if contract.trump is not None else 0
        # which card-play obligations go with this ranking (rules.md "Card play"): the mariage family's own
        # (seed 004), else the contract's: a trump suit, no trumps or all trumps
        self.play_kind = "mariage" if family == "mariage" else {"NT": "NT", "AT": "AT"}.get(contract.kind, "suit")
        tables = [self.table_for(s) for s in Suit]
        self.strength = tuple(tables[c >> 3].strength(Rank(c & 7)) for c in range(32))
        self.points = tuple(tables[c >> 3].points[Rank(c & 7)] for c in range(32))
        self.above = tuple(
            sum(1 << d for d in range(32) if d >> 3 == c >> 3 and self.strength[d] > self.strength[c])
            for c in range(32)
        )
        # beats[c * 32 + b]: does card c, played after b, beat b when b is the card winning the
        # trick? (b is then of the suit led or a trump.) Same suit: the stronger wins; a trump
        # beats any other suit; any other card cannot win.
        beats = []
        for c in range(32):
            for b in range(32):
                if c >> 3 == b >> 3:
                    beats.append(self.strength[c] > self.strength[b])
                else:
                    beats.append(bool(self.trump_mask >> c & 1))
        self.beats = tuple(beats)
        self.last_trick_bonus = bonus
        self.total = sum(self.points) + self.last_trick_bonus

    def table_for(self, suit: Suit) -> OrderTable:
        """The rank order used for ``suit`` (a Suit or its letter) under this contract."""
        suit = Suit.parse(suit) if isinstance(suit, str) else Suit(suit)
        if self._one_order is not None:
            return self._one_order
        if self.contract.kind == "AT":
            return TRUMP_TABLE
        if self.contract.kind == "suit" and suit == self.contract.trump:
            return TRUMP_TABLE
        return PLAIN_TABLE

    def is_trump(self, card: Card) -> bool:
        """True if ``card`` belongs to the ruffing suit (never under NT or AT)."""
        return bool(self.trump_mask >> card & 1)

    def stronger(self, a: Card, b: Card) -> bool:
        """True if ``a`` outranks ``b`` within their (common) suit's order."""
        return self.strength[a] > self.strength[b]

    def __repr__(self) -> str:
        return f"ranking({self.family!r}, {str(self.contract)!r})"


@lru_cache(maxsize=None)
def _ranking(family: str, contract: Contract) -> Ranking:
    return Ranking(family, contract)


def ranking(family: str, contract: "Contract | str") -> Ranking:
    """The (cached) :class:`Ranking` for a game family (``"belote"``/``"mariage"``) and contract.

    Raises:
        NotationError: for an unreadable contract; ValueError for an unknown family or a
        contract the family does not have.
    """
    if family not in CARD_FAMILIES:
        names = [repr(f) for f in CARD_FAMILIES]
        raise ValueError(Message("notation.family.unknown_expected", family=repr(family),
                                 families=Message("word.list.or", first=", ".join(names[:-1]), last=names[-1])))
    return _ranking(family, Contract.parse(contract))
