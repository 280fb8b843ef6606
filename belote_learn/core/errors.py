"""The toolkit's exceptions. All are ``ValueError`` subclasses, split by kind.

* :class:`NotationError`: text that is not a card, seat, suit or contract.
* :class:`RulesError`: an unknown preset or option, or an option value that is out of range.
* :class:`PositionError`: a malformed position or record; ``field`` names the offending field.
* :class:`IllegalAction`: a well-formed action that the rules forbid; ``reason`` says why.
"""
from __future__ import annotations

import enum
import json

from belote_learn.core.messages import Message, check_language, render

__all__ = ["BeloteError", "NotationError", "RulesError", "PositionError", "IllegalAction", "shown", "quoted", "brief", "closest", "unknown_name",
           "MESSAGE_LIMIT", "refuse_unknown_fields"]


MESSAGE_LIMIT = 300
"""Every message the toolkit gives about bad input stays under this many characters (it quotes the
input through :func:`shown`, which cuts it)."""

_BIG_INT_BITS = 200  # about 60 digits: a number past this is described, not written out


def _digits(n: int) -> int:
    """The number of decimal digits of ``n`` (exact up to Python's int-to-text limit, then estimated)."""
    n = abs(n)
    if n.bit_length() < 10_000:
        return len(str(n))
    return int(n.bit_length() * 0.30102999566398) + 1


def _render(value, budget: int, style: str, depth: int = 0) -> str:
    """Text for ``value`` that stops growing once past ``budget`` characters; never raises."""
    if isinstance(value, enum.Enum):  # cards, seats, suits: as written in the notation
        value = str(value)
    if isinstance(value, str):
        cut = value[: budget + 1]
        return repr(cut) if style == "python" else json.dumps(cut, ensure_ascii=False)
    if value is None or isinstance(value, bool):
        return repr(value) if style == "python" else json.dumps(value)
    if isinstance(value, int):
        if value.bit_length() > _BIG_INT_BITS:
            return f"<a number of {_digits(value):,} digits>"
        return str(int(value))
    if isinstance(value, float):
        return repr(value) if style == "python" else json.dumps(value)
    if depth > 20:
        return "..."
    if isinstance(value, (list, tuple, dict)):
        items = value.items() if isinstance(value, dict) else value
        parts: list[str] = []
        used = 0
        for item in items:
            if used > budget:
                parts.append("...")
                break
            if isinstance(value, dict):
                k, v = item
                text = f"{_render(k, budget - used, style, depth + 1)}: {_render(v, budget - used, style, depth + 1)}"
            else:
                text = _render(item, budget - used, style, depth + 1)
            parts.append(text)
            used += len(text) + 2
        inner = ", ".join(parts)
        if isinstance(value, dict):
            return "{" + inner + "}"
        return ("(" + inner + (",)" if len(parts) == 1 else ")")) if isinstance(value, tuple) and style == "python" \
            else "[" + inner + "]"
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a message must never fail because of what it quotes
        text = f"<{type(value).__name__}>"
    return text[: budget + 1]


# characters that end a line or steer a terminal and that JSON leaves as they are (it escapes those below
# U+0020 only): DEL, the C1 controls (U+0085 is a line break) and the Unicode line and paragraph separators
_UNSHOWABLE = {c: f"\\u{c:04x}" for c in [0x7F, *range(0x80, 0xA0), 0x2028, 0x2029]}


def shown(value, limit: int = 60) -> str:
    """The one way to quote user input in a message: ``value`` as the user wrote it in JSON spelling
    (null, true, "x", [1, 2]), cut to ``limit`` characters with ``...``, on one line (a line-breaking
    or control character is written as its ``\\uXXXX`` escape).

    Never raises and stays short whatever the value: a text of megabytes, a list of a million items,
    a number past Python's 4,300-digit limit ("<a number of 5,000 digits>"), an object whose
    ``repr`` fails.
    """
    return _cut(_render(value, limit, "json"), limit)


def quoted(value, limit: int = 40) -> str:
    """:func:`shown` in Python spelling (``'ZZ'``, ``None``), for messages about notation."""
    return _cut(_render(value, limit, "python"), limit)


def _cut(text: str, limit: int) -> str:
    text = text.translate(_UNSHOWABLE)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def closest(value, choices, n: int = 3) -> list:
    """The names among ``choices`` closest to a misspelled ``value`` (difflib), best first; [] when
    none is close or ``value`` is not text."""
    import difflib

    if not isinstance(value, str):
        return []
    key = value.strip().lower()[:100]
    return difflib.get_close_matches(key, [str(c) for c in choices], n=n, cutoff=0.6)


def _or_list(names):
    """``a``, ``a or b``, ``a, b or c`` (the names are notation, the ``or`` a word of the catalogue)."""
    if len(names) == 1:
        return names[0]
    return Message("word.list.or", first=", ".join(names[:-1]), last=names[-1])


def unknown_name(what, value, choices, listing="") -> Message:
    """A message for an unknown name: ``no teaching position "x"; did you mean a, b or c? (53 in all:
    listing)``. Lists every choice when there are a few, the closest otherwise (never all of many).

    ``what`` (the kind of name, e.g. ``"teaching position"``) and ``listing`` (where the names are listed)
    are text or messages. Returns a :class:`~belote_learn.core.messages.Message` (``str()`` is English).
    """
    choices = [str(c) for c in choices]
    said = shown(value)
    if len(choices) <= 6:
        return Message("error.unknown_name.choose", what=what, value=said, choices=", ".join(choices))
    near = closest(value, choices)
    if near:
        if listing:
            return Message("error.unknown_name.did_you_mean.listing", what=what, value=said, names=_or_list(near),
                           total=len(choices), listing=listing)
        return Message("error.unknown_name.did_you_mean", what=what, value=said, names=_or_list(near),
                       total=len(choices))
    if listing:
        return Message("error.unknown_name.examples.listing", what=what, value=said, total=len(choices),
                       examples=", ".join(choices[:3]), listing=listing)
    return Message("error.unknown_name.examples", what=what, value=said, total=len(choices),
                   examples=", ".join(choices[:3]))


def refuse_unknown_fields(data: dict, fields, notes=(), what=None) -> None:
    """Raise :class:`PositionError` for the first key of ``data`` that is neither one of ``fields`` nor
    one of ``notes`` (free text kept with the file, such as ``title``): a misspelt field would otherwise be
    silently ignored. The message names the field, the closest allowed name and every allowed one, e.g.
    ``trik: unknown field (did you mean trick?); a position has rules, options, ... (notes: title, ...)``.
    ``what`` (the kind of document, ``"a hand record"``; by default "a position") is text or a message.
    """
    if what is None:
        what = _A_POSITION
    allowed = tuple(fields) + tuple(notes)
    for key in data:
        if key in allowed:
            continue
        near = closest(key, allowed, n=1)
        # the name as written when it prints on one line, else quoted with its control characters escaped
        name = _cut(key, 40) if isinstance(key, str) and key.isprintable() else shown(key, 40)
        listed = ", ".join(fields)
        if near and notes:
            message = Message("error.unknown_field.near.notes", near=near[0], what=what, fields=listed,
                              notes=", ".join(notes))
        elif near:
            message = Message("error.unknown_field.near", near=near[0], what=what, fields=listed)
        elif notes:
            message = Message("error.unknown_field.notes", what=what, fields=listed, notes=", ".join(notes))
        else:
            message = Message("error.unknown_field", what=what, fields=listed)
        raise PositionError(name, message)


_A_POSITION = Message("error.what.position")


def brief(message, limit: int = MESSAGE_LIMIT, lang: str = "en") -> str:
    """A whole message (text, a message or an error) in ``lang``, cut to ``limit`` characters (the last
    guard where a message is shown)."""
    message = render(message, lang)
    return message if len(message) <= limit else message[: limit - 3] + "..."


class BeloteError(ValueError):
    """Base class of every error the toolkit raises on bad input.

    Its text is a :class:`~belote_learn.core.messages.Message` (or plain text): ``str(exc)`` and
    ``exc.args[0]`` are the English text, ``exc.render(lang)`` the one-line text in ``lang``
    (``"en"``, ``"fr"``, ...; an unknown language raises ``ValueError``).
    """

    def __init__(self, *args):
        said = args[0] if args else None
        if isinstance(said, Message):
            args = (str(said),) + args[1:]
        self._said = said
        self._english = args[0] if args else None
        super().__init__(*args)

    @property
    def said(self):
        """The error's text as a message (plain text when it was given as text, or when it was set on the
        error afterwards with ``exc.args = ...``): to pass on into another error or message."""
        said = getattr(self, "_said", None)
        if isinstance(said, Message) and self.args == (getattr(self, "_english", None),):
            return said
        return str(self)

    def render(self, lang: str = "en") -> str:
        """The error's one-line text in ``lang`` (the English of ``str(exc)`` for ``"en"``)."""
        check_language(lang)
        return render(self.said, lang)


class NotationError(BeloteError):
    """Text that is not a card, seat, team, suit or contract in the toolkit's notation."""


class RulesError(BeloteError):
    """An unknown preset or option, or a bad option value."""


class PositionError(BeloteError):
    """A malformed position or record. ``field`` names the field (e.g. ``"hand"``, ``"trick[1]"``);
    ``message`` is the text about it (a message or plain text), said after the field: ``"hand: ..."``."""

    def __init__(self, field: str, message):
        self.field = field
        self.message = message
        super().__init__(Message("error.field", field=field, message=message) if field else message)


class IllegalAction(BeloteError):
    """An action the rules forbid. ``reason`` is the explanation (a verdict or plain text)."""

    def __init__(self, message, reason=None):
        self.reason = reason
        super().__init__(message)
