"""A position: one decision in the play of a trick, checked and explained.

The JSON form is the one documented in docs/formats.md::

    {"rules": "classic-501", "options": {}, "contract": "H", "to_play": "S",
     "hand": ["7S", "KH", "10D"], "trick": [["N", "AS"], ["E", "8H"]]}

``trick`` lists the cards already played, in play order, by the seats that precede ``to_play`` in
the rule system's direction of play. The notes ``title``, ``teaches`` and ``answer`` (the teaching
positions') are kept in :attr:`Position.extra` and ignored by the engine; any other field is refused
(a misspelt ``trick`` must not be silently dropped).

Every problem raises :class:`~belote_learn.core.errors.PositionError` whose ``field`` names the field.
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

from belote_learn.core.cards import Card, CardSet, Seat, parse_card, parse_seat
from belote_learn.core.errors import NotationError, PositionError, RulesError, refuse_unknown_fields, shown
from belote_learn.core.messages import SEAT_NAMES, Join, Message, card_symbol, check_language, direction_name
from belote_learn.rules.play import Analysis, analyse, legal_mask, play_table
from belote_learn.rules.presets import Rules, get_rules
from belote_learn.core.ranking import Contract

__all__ = ["Position", "Explanation", "expected_trick_seats", "read_json_file", "read_text_file"]

_KNOWN_FIELDS = ("rules", "options", "contract", "to_play", "hand", "trick")
NOTE_FIELDS = ("title", "teaches", "answer")
"""Free-text fields a position file may carry besides the position (kept in :attr:`Position.extra`)."""


def expected_trick_seats(rules: Rules, to_play: Seat, n: int) -> list[Seat]:
    """The seats that must have played the first ``n`` cards of the trick, in play order."""
    seats = []
    s = to_play
    for _ in range(n):
        s = s.previous(rules.direction)
        seats.append(s)
    return list(reversed(seats))


def parse_json(text) -> Any:
    """Parse JSON text; every failure (syntax, nesting too deep, huge numbers) is a PositionError."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise PositionError("", Message("position.json.not_utf8")) from None
    if not isinstance(text, str):
        raise PositionError("", Message("position.json.not_text", value=shown(text)))
    text = text.lstrip("\ufeff")
    if not text.strip():
        raise PositionError("", Message("position.json.empty"))
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        why = _JSON_WHY.get(exc.msg, exc.msg)
        raise PositionError("", Message("position.json.invalid", why=why, line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise PositionError("", Message("position.json.too_deep")) from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        why = Message("position.json.huge_number") if "digits" in str(exc) else str(exc)
        raise PositionError("", Message("position.json.unusable", why=why)) from None


# Python's json refusals (its English) as messages of the catalogue; another one is said as json wrote it
_JSON_WHY = {
    "Expecting value": Message("position.json.why.value"),
    "Expecting ',' delimiter": Message("position.json.why.comma"),
    "Expecting ':' delimiter": Message("position.json.why.colon"),
    "Expecting property name enclosed in double quotes": Message("position.json.why.key"),
    "Unterminated string starting at": Message("position.json.why.unterminated"),
    "Invalid control character at": Message("position.json.why.control"),
    "Invalid \\escape": Message("position.json.why.escape"),
    "Invalid \\uXXXX escape": Message("position.json.why.escape"),
    "Extra data": Message("position.json.why.extra"),
}

MAX_FILE_BYTES = 20_000_000  # no position, record or saved game comes near this


def read_text_file(path: str) -> str:
    """Read a UTF-8 text file of at most 20 MB (positions, records, saved games are far smaller).

    Raises:
        PositionError: field ``"file"``, saying what is wrong without the file's name (no such file, a
        directory, a pipe or device, unreadable, too large, not UTF-8 text), so that callers can name it
        their own way.
    """
    import os
    import stat

    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
            raise PositionError("file", Message("position.file.not_regular"))
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except PositionError:
        raise
    except ValueError:  # e.g. a path with a NUL character
        raise PositionError("file", Message("position.file.unusable_path")) from None
    except FileNotFoundError:
        raise PositionError("file", Message("position.file.missing")) from None
    except IsADirectoryError:
        raise PositionError("file", Message("position.file.directory")) from None
    except OSError as exc:
        raise PositionError("file", Message("position.file.unreadable", why=str(exc.strerror or exc))) from None
    if len(raw) > MAX_FILE_BYTES:
        raise PositionError("file", Message("position.file.too_large", megabytes=MAX_FILE_BYTES // 1_000_000))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise PositionError("file", Message("position.file.not_utf8")) from None


def read_json_file(path) -> Any:
    """Read and parse a JSON file (a position, a record, a saved game).

    Args:
        path: a file path (``str`` or ``pathlib.Path``).
    Returns:
        The parsed JSON value.
    Raises:
        PositionError: naming the file and what is wrong with it (no such file, a directory, not
        readable, too large, not UTF-8 text, empty, not valid JSON).
    """
    import os

    name = os.fspath(path) if isinstance(path, (str, os.PathLike)) else None
    if not name or not str(name).strip():
        raise PositionError("file", Message("position.file.not_a_path", value=shown(path)))
    name = str(name).strip()
    try:
        return parse_json(read_text_file(name))
    except PositionError as exc:
        raise PositionError("file", Message("position.file.named", path=shown_path(name), message=exc.message)) from None


def shown_path(name: str, limit: int = 120) -> str:
    """A file name for messages: as it is when printable and short, else quoted and cut (:func:`shown`)."""
    return name if name.isprintable() and len(name) <= limit else shown(name, limit)


def _hand_items(hand) -> list:
    if isinstance(hand, str):
        return hand.replace(",", " ").split()
    if isinstance(hand, Card):
        return [hand]
    if isinstance(hand, (list, tuple, CardSet, set, frozenset)):
        return list(hand)
    raise PositionError("hand", Message("position.hand.not_cards", value=shown(hand)))


def _trick_items(trick) -> list:
    if trick is None:
        return []
    if isinstance(trick, str):
        items: list = trick.replace(",", " ").split()
    elif isinstance(trick, (list, tuple)):
        items = list(trick)
    else:
        raise PositionError("trick", Message("position.trick.not_pairs", value=shown(trick)))
    pairs = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            seat, sep, card = item.partition(":")
            if not sep:
                raise PositionError(f"trick[{i}]", Message("position.trick.not_a_pair_text", value=shown(item)))
            pairs.append([seat, card])
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            s, c = item
            pairs.append([s.name if isinstance(s, Seat) else s, str(c) if isinstance(c, Card) else c])
        else:
            raise PositionError(f"trick[{i}]", Message("position.trick.not_a_pair", value=shown(item)))
    return pairs


@dataclass(frozen=True)
class Position:
    """One player to move in a trick.

    Attributes:
        rules: the :class:`~belote_learn.rules.presets.Rules`.
        contract: the :class:`~belote_learn.core.ranking.Contract`.
        to_play: the :class:`~belote_learn.core.cards.Seat` to move.
        hand: the cards of the player to move, in the order given (1 to 8 cards).
        trick: ``((seat, card), ...)`` already played to the trick (0 to 3), in play order.
        extra: fields of the JSON beyond the position itself (title, teaches, ...).

    Build with :meth:`create`, :meth:`from_dict` or :meth:`from_json`, which check everything.
    """

    rules: Rules
    contract: Contract
    to_play: Seat
    hand: tuple[Card, ...]
    trick: tuple[tuple[Seat, Card], ...] = ()
    extra: dict = field(default_factory=dict, compare=False)

    # -- construction --------------------------------------------------------------------------
    @classmethod
    def create(
        cls,
        rules: "str | Rules" = "classic-501",
        contract: "str | Contract" = "H",
        to_play: "str | Seat" = "S",
        hand: Any = (),
        trick: Any = (),
        options: dict | None = None,
    ) -> "Position":
        """Build and check a position from friendly values.

        ``hand`` may be a string (``"7S KH 10D"``) or a list of cards; ``trick`` a list of
        ``(seat, card)`` pairs or a string such as ``"N:AS E:8H"``.

        Raises:
            PositionError: naming the field at fault.
        """
        hand = _hand_items(hand)
        trick = _trick_items(trick)
        if options is not None and not isinstance(options, dict):
            raise PositionError("options", Message("position.options.not_object", value=shown(options)))
        data = {
            "rules": rules.preset if isinstance(rules, Rules) else rules,
            "options": ({**rules.options, **(options or {})} if isinstance(rules, Rules) else (options or {})),
            "contract": str(contract) if isinstance(contract, Contract) else contract,
            "to_play": to_play.name if isinstance(to_play, Seat) else to_play,
            "hand": [str(c) if isinstance(c, Card) else c for c in hand],
            "trick": trick,
        }
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> "Position":
        """See :meth:`_from_dict`; the input is never kept or changed (extra fields are copied)."""
        return cls._from_dict(data)

    @classmethod
    def _from_dict(cls, data: Any) -> "Position":
        """Check and read a position from its JSON object (a dict).

        Raises:
            PositionError: the first problem found, with ``field`` naming the field: ``rules``
                (unknown preset), ``options``, ``contract``, ``to_play``, ``hand``/``hand[i]``
                (unknown card, a card twice, too many cards), ``trick``/``trick[i]`` (shape,
                unknown card, seats out of play order), or a card both in hand and trick; an unknown
                field (any but those and :data:`NOTE_FIELDS`), named with the fields allowed.
        """
        if not isinstance(data, dict):
            raise PositionError("", Message("position.not_an_object", value=shown(data)))
        if not ("hands" in data and "hand" not in data) and not ("bidding" in data and "contract" not in data):
            # (a hand record or an auction position given here gets its own message below)
            refuse_unknown_fields(data, _KNOWN_FIELDS, NOTE_FIELDS, Message("position.kind.position"))
        def need(key):
            if key not in data:
                if "hands" in data and "hand" not in data:  # the other format: say which it is
                    raise PositionError(key, Message("position.missing.hand_record"))
                if key == "contract" and "bidding" in data:
                    raise PositionError(key, Message("position.missing.auction"))
                raise PositionError(key, Message("position.missing"))
            return data[key]

        try:
            rules = get_rules(need("rules"), None)
        except RulesError as exc:
            raise PositionError("rules", exc.said) from None
        options = data.get("options", {})
        if options is None:
            options = {}
        try:
            rules = get_rules(rules, options)
        except RulesError as exc:
            raise PositionError("options", exc.said) from None
        try:
            contract = rules.check_contract(need("contract"))
        except (NotationError, RulesError) as exc:
            raise PositionError("contract", exc.said) from None
        try:
            to_play = parse_seat(need("to_play"))
        except NotationError as exc:
            raise PositionError("to_play", exc.said) from None

        raw_hand = need("hand")
        if not isinstance(raw_hand, list):
            raise PositionError("hand", Message("position.hand.not_a_list", value=shown(raw_hand)))
        if not raw_hand:
            raise PositionError("hand", Message("position.hand.empty"))
        if len(raw_hand) > 8:
            raise PositionError("hand", Message("position.hand.too_many", cards=len(raw_hand)))
        hand: list[Card] = []
        for i, item in enumerate(raw_hand):
            try:
                card = parse_card(item)
            except NotationError as exc:
                raise PositionError(f"hand[{i}]", exc.said) from None
            if card in hand:
                raise PositionError("hand", Message("position.hand.card_twice", card=card_symbol(card)))
            hand.append(card)

        raw_trick = data.get("trick", [])
        if raw_trick is None:
            raw_trick = []
        if not isinstance(raw_trick, list):
            raise PositionError("trick", Message("position.trick.not_a_list", value=shown(raw_trick)))
        if len(raw_trick) > 3:
            raise PositionError("trick", Message("position.trick.too_many", cards=len(raw_trick)))
        trick: list[tuple[Seat, Card]] = []
        for i, item in enumerate(raw_trick):
            if not (isinstance(item, (list, tuple)) and len(item) == 2):
                raise PositionError(f"trick[{i}]", Message("position.trick.item_not_a_pair", value=shown(item)))
            try:
                seat = parse_seat(item[0])
            except NotationError as exc:
                raise PositionError(f"trick[{i}]", exc.said) from None
            try:
                card = parse_card(item[1])
            except NotationError as exc:
                raise PositionError(f"trick[{i}]", exc.said) from None
            if card in hand:
                raise PositionError(f"trick[{i}]", Message("position.trick.card_in_hand", card=card_symbol(card)))
            if any(card == c for _, c in trick):
                raise PositionError(f"trick[{i}]", Message("position.trick.card_twice", card=card_symbol(card)))
            trick.append((seat, card))
        expected = expected_trick_seats(rules, to_play, len(trick))
        actual = [s for s, _ in trick]
        if actual != expected:
            order = Join(" ", [SEAT_NAMES[s] for s in expected])
            got = Join(" ", [SEAT_NAMES[s] for s in actual])
            if len(trick) == 1:
                message = Message("position.trick.out_of_order.one", seat=SEAT_NAMES[to_play], preset=rules.preset,
                                  direction=direction_name(rules.direction), order=order, got=got)
            else:  # two or three cards
                message = Message("position.trick.out_of_order", seat=SEAT_NAMES[to_play], preset=rules.preset,
                                  direction=direction_name(rules.direction), cards=len(trick), order=order, got=got)
            raise PositionError("trick", message)
        extra = copy.deepcopy({k: v for k, v in data.items() if k not in _KNOWN_FIELDS})
        return cls(rules, contract, to_play, tuple(hand), tuple(trick), extra)

    @classmethod
    def from_json(cls, text: str) -> "Position":
        """Read a position from JSON text. Raises PositionError (also for invalid JSON)."""
        return cls.from_dict(parse_json(text))

    @classmethod
    def load(cls, path) -> "Position":
        """Read a position from a JSON file. Raises PositionError (naming the file when it cannot be read
        or is not JSON)."""
        return cls.from_dict(read_json_file(path))

    def to_dict(self, extra: bool = True) -> dict:
        """The JSON object of the position (cards in ``10H`` notation), extra fields included."""
        d = {
            "rules": self.rules.preset,
            "options": dict(self.rules.options),
            "contract": str(self.contract),
            "to_play": self.to_play.name,
            "hand": [str(c) for c in self.hand],
            "trick": [[s.name, str(c)] for s, c in self.trick],
        }
        if extra:
            d.update(copy.deepcopy(self.extra))
        return d

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    # -- rules ---------------------------------------------------------------------------------
    @property
    def hand_set(self) -> CardSet:
        return CardSet(self.hand)

    def legal_cards(self) -> CardSet:
        """The cards of the hand that may be played (fast path; same rules as :meth:`explain`)."""
        pt = play_table(self.rules, self.contract)
        hand = 0
        for c in self.hand:
            hand |= 1 << c
        return CardSet(legal_mask(pt, hand, tuple(c for _, c in self.trick)))

    def analysis(self) -> Analysis:
        return analyse(self.rules, self.contract, self.to_play, self.hand, self.trick)

    def explain(self) -> "Explanation":
        """Verdicts for every card, the legal cards, the winning card and trick points."""
        return Explanation(self, self.analysis())

    def verdict(self, card) -> "Any":
        """The :class:`~belote_learn.rules.play.Verdict` for one card of the hand.

        Raises:
            PositionError: the card is not readable or not in the hand.
        """
        try:
            c = parse_card(card)
        except NotationError as exc:
            raise PositionError("card", exc.said) from None
        for v in self.analysis().verdicts:
            if v.card == c:
                return v
        raise PositionError("card", Message("position.card_not_in_hand", card=str(c), seat=SEAT_NAMES[self.to_play],
                                            cards=" ".join(map(str, self.hand))))

    def _repr_html_(self) -> str:
        return self.explain()._repr_html_()

    def __str__(self) -> str:
        trick = " ".join(f"{s.name}:{c}" for s, c in self.trick) or Message("position.summary.no_trick")
        return str(Message("position.summary", preset=self.rules.preset, contract=str(self.contract),
                           seat=SEAT_NAMES[self.to_play], trick=trick, hand=" ".join(map(str, self.hand))))


@dataclass(frozen=True)
class Explanation:
    """What :meth:`Position.explain` returns: the position and its :class:`~belote_learn.rules.play.Analysis`."""

    position: Position
    analysis: Analysis

    def __repr__(self) -> str:
        # short, as in a notebook or at the prompt: the position (its repr rebuilds it) and the legal cards
        return f"<Explanation of {self.position!r}: legal {' '.join(str(c) for c in self.legal) or 'none'}>"

    @property
    def verdicts(self):
        return self.analysis.verdicts

    @property
    def legal(self) -> list[Card]:
        """The legal cards, in the hand's order."""
        return [v.card for v in self.analysis.verdicts if v.legal]

    @property
    def winning(self):
        return self.analysis.winning

    @property
    def trick_points(self) -> int:
        return self.analysis.trick_points

    def to_dict(self, lang: str = "en") -> dict:
        """The ``belote-learn explain --json`` object (docs/formats.md), with extra fields
        ``rules``, ``contract``, ``winning`` and ``trick_points``; the ``reason`` fields in ``lang``
        (ValueError for an unknown language), every code and card language-neutral (``"JH"``)."""
        check_language(lang)
        return {
            "to_play": self.position.to_play.name,
            "legal": [str(c) for c in self.legal],
            "cards": [v.to_dict(lang) for v in self.verdicts],
            "rules": self.position.rules.preset,
            "contract": str(self.position.contract),
            "winning": self.winning.to_dict(lang) if self.winning is not None else None,
            "trick_points": self.trick_points,
        }

    def text(self, lang: str = "en") -> str:
        """Readable text for a terminal, in ``lang`` (``"en"``, ``"fr"``; ValueError for another); cards as
        the language writes them (``J♥``, in French ``V♥``)."""
        check_language(lang)
        p = self.position

        def sym(card):
            return card_symbol(card).render(lang)

        lines = [Message("position.text.heading", title=p.rules.title_message, preset=p.rules.preset,
                         contract=p.contract.phrase, seat=SEAT_NAMES[p.to_play]).render(lang)]
        if p.trick:
            trick = Join(", ", [Message("position.text.seat_card", seat=SEAT_NAMES[s], card=card_symbol(c))
                                for s, c in p.trick])
            lines.append(Message("position.text.trick_so_far", trick=trick, count=self.trick_points).render(lang))
            lines.append(Message("position.text.winning", why=self.winning.message).render(lang))
        else:
            lines.append(Message("position.text.leads", seat=SEAT_NAMES[p.to_play]).render(lang))
        lines.append(Message("position.text.hand", cards=" ".join(sym(c) for c in p.hand)).render(lang))
        lines.append(Message("position.text.legal", cards=" ".join(sym(c) for c in self.legal)).render(lang))
        lines.append("")
        width = max(len(sym(c)) for c in p.hand)
        legal = Message("position.text.mark_legal").render(lang)
        illegal = Message("position.text.mark_illegal").render(lang)
        mark_width = max(len(legal), len(illegal))  # the verdicts line up whatever the words' lengths
        for v in self.verdicts:
            mark = (legal if v.legal else illegal).ljust(mark_width)
            lines.append(f"  {sym(v.card):<{width}}  {mark}  {v.render(lang)}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        from belote_learn.core.render import explanation_html

        return explanation_html(self)

