"""The 32-card pack: suits, ranks, cards, card sets, seats, teams and the direction of play.

Every value here has a text form and a parser that is its inverse:

* a card prints as ``"10H"`` (rank then suit letter, the interchange format) and parses from
  ``"10H"``, ``"TH"``, ``"th"``, ``"10♥"`` or ``"J♥"``; ``card.symbol`` gives ``"10♥"`` for display;
* a card set prints as ``"7S 10D KH"`` and parses from any whitespace- or comma-separated list;
* a seat is ``"N"``, ``"E"``, ``"S"`` or ``"W"``; a team is ``"NS"`` or ``"EW"``.

Cards are numbered 0-31 as ``suit * 8 + rank`` where ranks are indexed in *sequence* order
(7 8 9 10 J Q K A). That order is used only for sequences (tierce, fifty, hundred); the strength
of a card in a trick and its points always come from the explicit tables in
:mod:`belote_learn.core.ranking`, never from this numbering.

Bad notation raises :class:`NotationError` (a ``ValueError``) quoting the input.
"""
from __future__ import annotations

import enum
from typing import Iterable, Iterator

from belote_learn.core.errors import NotationError, quoted, shown
from belote_learn.core.messages import Message, RANK_NAMES, SUIT_NAMES, card_symbol

__all__ = [
    "NotationError",
    "Suit",
    "Rank",
    "Card",
    "CardSet",
    "Seat",
    "Team",
    "Direction",
    "SUITS",
    "RANKS",
    "ALL_CARDS",
    "FULL_PACK",
    "SUIT_MASKS",
    "parse_card",
    "parse_cards",
    "parse_seat",
    "as_seat",
    "parse_team",
]


class Suit(enum.IntEnum):
    """The four suits, in the interchange order S H D C."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """``"S"``, ``"H"``, ``"D"`` or ``"C"``."""
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        """``"♠"``, ``"♥"``, ``"♦"`` or ``"♣"``."""
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def plural(self) -> str:
        """The suit's English name, e.g. ``"spades"``."""
        return self.name.lower()

    @property
    def mask(self) -> int:
        """Bit mask of the eight cards of this suit."""
        return 0xFF << (8 * self)

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    def __bool__(self) -> bool:
        # every value is something (North, the seven of spades, spades): never false like the number 0
        return True

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls.parse(value)
        return None

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """Parse ``"S"``/``"s"``/``"♠"`` (and the other suits).

        Raises:
            NotationError: for anything else, quoting the input.
        """
        if isinstance(text, Suit):
            return text
        if isinstance(text, str):
            key = text.strip().replace("\ufe0f", "").replace("\ufe0e", "").upper()
            if key in _SUIT_BY_TEXT:
                return _SUIT_BY_TEXT[key]
        raise NotationError(Message("notation.suit.unknown", value=quoted(text)))


_SUIT_BY_TEXT = {}
for _s in Suit:
    _SUIT_BY_TEXT[_s.letter] = _s
    _SUIT_BY_TEXT[_s.symbol] = _s
# The white (outline) suit symbols are accepted too.
_SUIT_BY_TEXT.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})

SUITS = tuple(Suit)


class Rank(enum.IntEnum):
    """The eight ranks, numbered in sequence order 7 8 9 10 J Q K A.

    The numbering is the order used for sequences (tierce, fifty, hundred) only. A rank's strength
    in a trick depends on the contract: see :mod:`belote_learn.core.ranking`.
    """

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def symbol(self) -> str:
        """``"7"`` ... ``"10"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``."""
        return _RANK_SYMBOLS[self]

    @property
    def word(self) -> str:
        """The rank in words: ``"seven"``, ..., ``"jack"``, ``"ace"``."""
        return self.name.lower()

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __bool__(self) -> bool:
        # every value is something (North, the seven of spades, spades): never false like the number 0
        return True

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls.parse(value)
        return None

    @classmethod
    def parse(cls, text: str) -> "Rank":
        """Parse ``"7"``..``"10"``, ``"T"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``, or the French ``"V"``, ``"D"``,
        ``"R"`` (valet, dame, roi), in any case.

        Raises:
            NotationError: for anything else, quoting the input.
        """
        if isinstance(text, Rank):
            return text
        if isinstance(text, str):
            key = text.strip().upper()
            if key in _RANK_BY_TEXT:
                return _RANK_BY_TEXT[key]
        raise NotationError(Message("notation.rank.unknown", value=quoted(text)))


_RANK_SYMBOLS = ("7", "8", "9", "10", "J", "Q", "K", "A")
_RANK_BY_TEXT = {sym: Rank(i) for i, sym in enumerate(_RANK_SYMBOLS)}
_RANK_BY_TEXT["T"] = Rank.TEN
# French card symbols typed by a person: valet, dame, roi ("V♥", "DS"); the as is "A" in both languages
_RANK_BY_TEXT.update({"V": Rank.JACK, "D": Rank.QUEEN, "R": Rank.KING})
RANKS = tuple(Rank)


class Card(enum.IntEnum):
    """One of the 32 cards, numbered ``suit * 8 + rank``.

    ``str(card)`` is the interchange notation (``"10H"``); ``card.symbol`` the display form
    (``"10♥"``); ``card.name_en`` the words (``"ten of hearts"``). ``Card.parse("JH")`` and
    :func:`parse_card` read every accepted notation.
    """

    SEVEN_OF_SPADES = 0
    EIGHT_OF_SPADES = 1
    NINE_OF_SPADES = 2
    TEN_OF_SPADES = 3
    JACK_OF_SPADES = 4
    QUEEN_OF_SPADES = 5
    KING_OF_SPADES = 6
    ACE_OF_SPADES = 7
    SEVEN_OF_HEARTS = 8
    EIGHT_OF_HEARTS = 9
    NINE_OF_HEARTS = 10
    TEN_OF_HEARTS = 11
    JACK_OF_HEARTS = 12
    QUEEN_OF_HEARTS = 13
    KING_OF_HEARTS = 14
    ACE_OF_HEARTS = 15
    SEVEN_OF_DIAMONDS = 16
    EIGHT_OF_DIAMONDS = 17
    NINE_OF_DIAMONDS = 18
    TEN_OF_DIAMONDS = 19
    JACK_OF_DIAMONDS = 20
    QUEEN_OF_DIAMONDS = 21
    KING_OF_DIAMONDS = 22
    ACE_OF_DIAMONDS = 23
    SEVEN_OF_CLUBS = 24
    EIGHT_OF_CLUBS = 25
    NINE_OF_CLUBS = 26
    TEN_OF_CLUBS = 27
    JACK_OF_CLUBS = 28
    QUEEN_OF_CLUBS = 29
    KING_OF_CLUBS = 30
    ACE_OF_CLUBS = 31

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> "Card":
        """The card of ``rank`` in ``suit``."""
        return _CARDS[Suit(suit) * 8 + Rank(rank)]

    @property
    def suit(self) -> Suit:
        return _SUIT_OF[self]

    @property
    def rank(self) -> Rank:
        return _RANK_OF[self]

    @property
    def mask(self) -> int:
        """The card's bit in a 32-bit card mask."""
        return 1 << self

    @property
    def symbol(self) -> str:
        """Display form with the suit symbol, e.g. ``"10♥"``."""
        return self.rank.symbol + self.suit.symbol

    @property
    def name_en(self) -> str:
        """The card in English words, e.g. ``"jack of hearts"`` (``words(lang)`` in another language)."""
        return self.words("en")

    def words(self, lang: str = "en") -> str:
        """The card in words in ``lang``, e.g. ``"jack of hearts"``."""
        return Message("notation.card.words", rank=RANK_NAMES[self.rank], suit=SUIT_NAMES[self.suit]).render(lang)

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.letter

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Card.{self.name}"

    def __bool__(self) -> bool:
        # every value is something (North, the seven of spades, spades): never false like the number 0
        return True

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return parse_card(value)
        return None

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Parse a card; see :func:`parse_card`."""
        return parse_card(text)


# A card and a card set draw themselves in Jupyter (``_repr_html_``): belote_learn.core.render installs
# the method when the core package loads, so that all drawing code stays in that one module.

_CARDS = tuple(Card)
_SUIT_OF = tuple(Suit(c >> 3) for c in range(32))
_RANK_OF = tuple(Rank(c & 7) for c in range(32))
ALL_CARDS = _CARDS
FULL_PACK = (1 << 32) - 1
SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))


def parse_card(text: str) -> Card:
    """Read one card: rank then suit, e.g. ``"JH"``, ``"10H"``, ``"TH"``, ``"jh"``, ``"J♥"``, or with the French
    rank letters ``"V♥"`` (valet), ``"D♠"`` (dame), ``"R♣"`` (roi).

    Args:
        text: the card's notation (surrounding spaces are ignored). A :class:`Card` is returned as is.

    Returns:
        The :class:`Card`.

    Raises:
        NotationError: if ``text`` is not a card, with a message quoting it and the accepted forms.
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise NotationError(Message("notation.card.not_text", value=shown(text)))
    key = text.strip().replace("\ufe0f", "").replace("\ufe0e", "")
    if key.upper() in _FRENCH_RANK_WITH_C:  # "RC": roi de cœur to a French player, R♣ in the English letters
        rank = Rank.parse(key[0])
        raise NotationError(Message("notation.card.french_rank_with_c", value=quoted(text),
                                    hearts=card_symbol(Card.of(rank, Suit.HEARTS)), clubs=card_symbol(Card.of(rank, Suit.CLUBS))))
    card = _CARD_BY_TEXT.get(key.upper())
    if card is None:
        raise NotationError(Message("notation.card.unknown", value=quoted(text)))
    return card


_FRENCH_RANK_WITH_C = frozenset({"VC", "DC", "RC"})
"""A French rank letter (valet, dame, roi) then the letter C: cœur to a French player, clubs in the English
suit letters (S H D C): refused as ambiguous, with both readings written with symbols."""
_CARD_BY_TEXT: dict[str, Card] = {}
for _card in Card:
    for _rt, _r in _RANK_BY_TEXT.items():
        if _r != _card.rank:
            continue
        for _st, _s in _SUIT_BY_TEXT.items():
            if _s == _card.suit:
                _CARD_BY_TEXT[_rt + _st] = _card


def parse_cards(text: "str | Iterable[str | Card]") -> list[Card]:
    """Read several cards from a string (``"7S KH 10D"``, commas allowed) or an iterable of cards.

    Raises:
        NotationError: on the first card that cannot be read (naming it and its position).
    """
    if isinstance(text, str):
        items: list = text.replace(",", " ").split()
    else:
        try:
            items = list(text)
        except TypeError:
            raise NotationError(Message("notation.cards.not_a_list", value=quoted(text))) from None
    cards = []
    for i, item in enumerate(items):
        try:
            cards.append(parse_card(item))
        except NotationError as exc:
            raise NotationError(Message("notation.cards.item", number=i + 1, total=len(items), error=exc)) from None
    return cards


class CardSet:
    """An immutable set of cards backed by a 32-bit mask (the model is python-chess's SquareSet).

    Supports ``in``, ``len``, iteration (in card-number order: by suit S H D C, then 7 up to A),
    ``| & - ^``, comparison and hashing. ``CardSet.parse("7S KH 10D")`` reads text;
    ``str()`` writes it back in the same notation and ``repr()`` evaluates back.
    """

    __slots__ = ("mask",)

    def __init__(self, cards: "Iterable[Card | str] | int | CardSet" = 0):
        if isinstance(cards, CardSet):
            mask = cards.mask
        elif isinstance(cards, Card):
            mask = 1 << cards
        elif isinstance(cards, int) and not isinstance(cards, bool):
            if not 0 <= cards <= FULL_PACK:
                raise NotationError(Message("notation.cardset.mask_out_of_range", value=shown(cards)))
            mask = cards
        elif isinstance(cards, (str, list, tuple, set, frozenset)) or hasattr(cards, "__iter__"):
            mask = 0
            for c in parse_cards(cards) if isinstance(cards, str) else (parse_card(x) for x in cards):
                mask |= 1 << c
        else:
            raise NotationError(Message("notation.cardset.not_cards", value=shown(cards)))
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name, value):
        raise AttributeError(str(Message("notation.cardset.immutable")))

    def __copy__(self) -> "CardSet":
        return self  # immutable: a copy is the set itself

    def __deepcopy__(self, memo) -> "CardSet":
        return self

    def __reduce__(self):
        return (CardSet, (self.mask,))

    @classmethod
    def parse(cls, text: str) -> "CardSet":
        """Read a set from text such as ``"7S KH 10D"``.

        Raises:
            NotationError: for an unreadable card. Duplicates are merged; use
            :func:`parse_cards` to detect them.
        """
        return cls(parse_cards(text))

    @classmethod
    def of_suit(cls, suit: Suit) -> "CardSet":
        return cls(SUIT_MASKS[Suit(suit)])  # Suit("H") parses the letter

    @classmethod
    def full(cls) -> "CardSet":
        """The whole 32-card pack."""
        return cls(FULL_PACK)

    def __contains__(self, card) -> bool:
        try:
            c = parse_card(card)
        except NotationError:
            return False
        return bool(self.mask >> c & 1)

    def __iter__(self) -> Iterator[Card]:
        m = self.mask
        while m:
            low = m & -m
            yield _CARDS[low.bit_length() - 1]
            m ^= low

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def _other(self, other) -> int | None:
        if isinstance(other, CardSet):
            return other.mask
        if isinstance(other, (Card, str, list, tuple, set, frozenset)):
            return CardSet(other).mask
        return None

    def __or__(self, other) -> "CardSet":
        m = self._other(other)
        return NotImplemented if m is None else CardSet(self.mask | m)

    def __and__(self, other) -> "CardSet":
        m = self._other(other)
        return NotImplemented if m is None else CardSet(self.mask & m)

    def __sub__(self, other) -> "CardSet":
        m = self._other(other)
        return NotImplemented if m is None else CardSet(self.mask & ~m)

    def __xor__(self, other) -> "CardSet":
        m = self._other(other)
        return NotImplemented if m is None else CardSet(self.mask ^ m)

    __ror__ = __or__
    __rand__ = __and__

    def __eq__(self, other) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        if isinstance(other, (set, frozenset, list, tuple)):
            try:
                return self.mask == CardSet(other).mask
            except ValueError:
                return False
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("CardSet", self.mask))

    def __le__(self, other) -> bool:
        m = self._other(other)
        return NotImplemented if m is None else self.mask & ~m == 0

    def __ge__(self, other) -> bool:
        m = self._other(other)
        return NotImplemented if m is None else m & ~self.mask == 0

    def suit(self, suit: Suit) -> "CardSet":
        """The cards of one suit."""
        return CardSet(self.mask & SUIT_MASKS[Suit(suit)])

    def count(self) -> int:
        return len(self)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def __repr__(self) -> str:
        return f"CardSet.parse({str(self)!r})"

    @property
    def symbols(self) -> str:
        """The cards with suit symbols, e.g. ``"7♠ K♥ 10♦"``."""
        return " ".join(c.symbol for c in self)


class Direction(enum.Enum):
    """The direction of play: clockwise N E S W, or anticlockwise N W S E."""

    CLOCKWISE = "clockwise"
    ANTICLOCKWISE = "anticlockwise"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text) -> "Direction":
        """Parse ``"clockwise"`` or ``"anticlockwise"`` (``"counterclockwise"`` is accepted too)."""
        if isinstance(text, Direction):
            return text
        if isinstance(text, str):
            key = text.strip().lower().replace("-", "").replace(" ", "")
            if key == "clockwise":
                return cls.CLOCKWISE
            if key in ("anticlockwise", "counterclockwise"):
                return cls.ANTICLOCKWISE
        raise NotationError(Message("notation.direction.unknown", value=quoted(text)))


class Seat(enum.IntEnum):
    """The four seats. N and S are partners (team NS), E and W are partners (team EW)."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def letter(self) -> str:
        return self.name

    @property
    def word(self) -> str:
        """``"North"``, ``"East"``, ``"South"`` or ``"West"``."""
        return ("North", "East", "South", "West")[self]

    @property
    def partner(self) -> "Seat":
        return Seat((self + 2) % 4)

    @property
    def team(self) -> "Team":
        return Team.NS if self in (Seat.N, Seat.S) else Team.EW

    def dealing_order(self, direction: Direction = Direction.CLOCKWISE) -> list["Seat"]:
        """The four seats in the order a dealer at this seat deals, and the players speak and lead the first
        trick: from the dealer's next player in ``direction`` round to the dealer (seed 000 "The deal";
        seed 001 plays anticlockwise)."""
        if direction is Direction.CLOCKWISE:
            return [_SEATS[(self + i) & 3] for i in (1, 2, 3, 4)]
        if direction is Direction.ANTICLOCKWISE:
            return [_SEATS[(self - i) & 3] for i in (1, 2, 3, 4)]
        return self.dealing_order(Direction.parse(direction))

    def next(self, direction: Direction = Direction.CLOCKWISE) -> "Seat":
        """The seat that plays after this one in ``direction``."""
        if direction is Direction.CLOCKWISE:
            return _SEATS[(self + 1) & 3]
        if direction is Direction.ANTICLOCKWISE:
            return _SEATS[(self + 3) & 3]
        return self.next(Direction.parse(direction))

    def previous(self, direction: Direction = Direction.CLOCKWISE) -> "Seat":
        """The seat that plays before this one in ``direction``."""
        if direction is Direction.CLOCKWISE:
            return _SEATS[(self + 3) & 3]
        if direction is Direction.ANTICLOCKWISE:
            return _SEATS[(self + 1) & 3]
        return self.previous(Direction.parse(direction))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Seat.{self.name}"

    def __bool__(self) -> bool:
        # every value is something (North, the seven of spades, spades): never false like the number 0
        return True

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return parse_seat(value)
        return None

    @classmethod
    def parse(cls, text) -> "Seat":
        return parse_seat(text)


_SEATS = tuple(Seat)


def parse_seat(text) -> Seat:
    """Read a seat: ``"N"``, ``"E"``, ``"S"``, ``"W"`` (any case, or the full word).

    Raises:
        NotationError: for anything else.
    """
    if isinstance(text, Seat):
        return text
    if isinstance(text, str):
        key = text.strip().upper()
        for seat in Seat:
            if key in (seat.name, seat.word.upper()):
                return seat
    raise NotationError(Message("notation.seat.unknown", value=shown(text)))


def as_seat(value) -> Seat:
    """A seat given as a :class:`Seat`, its text (see :func:`parse_seat`) or its number 0-3 (N E S W).

    Raises:
        NotationError: for anything else.
    """
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return Seat(value)
    return parse_seat(value)


class Team(enum.Enum):
    """The two partnerships: ``NS`` (North and South) and ``EW`` (East and West)."""

    NS = "NS"
    EW = "EW"

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.N, Seat.S) if self is Team.NS else (Seat.E, Seat.W)

    @property
    def other(self) -> "Team":
        return Team.EW if self is Team.NS else Team.NS

    @property
    def words(self) -> str:
        return "North-South" if self is Team.NS else "East-West"

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Team.{self.name}"


def parse_team(text) -> Team:
    """Read a team: ``"NS"`` or ``"EW"`` (``"SN"``/``"WE"`` too).

    Raises:
        NotationError: for anything else.
    """
    if isinstance(text, Team):
        return text
    if isinstance(text, str):
        key = text.strip().upper()
        if key in ("NS", "SN"):
            return Team.NS
        if key in ("EW", "WE"):
            return Team.EW
    raise NotationError(Message("notation.team.unknown", value=shown(text)))
