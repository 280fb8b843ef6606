"""The toolkit's exceptions. All are ``ValueError`` subclasses, split by kind.

* :class:`NotationError`: text that is not a card, seat, suit or contract.
* :class:`RulesError`: an unknown preset or option, or an option value that is out of range.
* :class:`PositionError`: a malformed position or record; ``field`` names the offending field.
* :class:`IllegalAction`: a well-formed action that the rules forbid; ``reason`` says why.
"""
from __future__ import annotations

import json

__all__ = ["BeloteError", "NotationError", "RulesError", "PositionError", "IllegalAction", "shown", "quoted"]


# characters that end a line or steer a terminal and that JSON leaves as they are (it escapes those below
# U+0020 only): DEL, the C1 controls (U+0085 is a line break) and the Unicode line and paragraph separators
_UNSHOWABLE = {c: f"\\u{c:04x}" for c in [0x7F, *range(0x80, 0xA0), 0x2028, 0x2029]}


def shown(value, limit: int = 60) -> str:
    """A value as the user wrote it, for messages: JSON spelling (null, true, "x"), cut to ``limit``,
    on one line (a line-breaking or control character is written as its ``\\uXXXX`` escape)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    text = text.translate(_UNSHOWABLE)
    return text if len(text) <= limit else text[: limit - 3] + "..."



def quoted(value, limit: int = 40) -> str:
    """``repr(value)`` for messages, a long text cut to ``limit`` characters (``'XXXX...'``)."""
    if isinstance(value, str) and len(value) > limit:
        return repr(value[: limit - 3] + "...")
    text = repr(value)
    return text if len(text) <= limit + 2 else text[:limit] + "..."


class BeloteError(ValueError):
    """Base class of every error the toolkit raises on bad input."""


class NotationError(BeloteError):
    """Text that is not a card, seat, team, suit or contract in the toolkit's notation."""


class RulesError(BeloteError):
    """An unknown preset or option, or a bad option value."""


class PositionError(BeloteError):
    """A malformed position or record. ``field`` names the field (e.g. ``"hand"``, ``"trick[1]"``)."""

    def __init__(self, field: str, message: str):
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}" if field else message)


class IllegalAction(BeloteError):
    """An action the rules forbid. ``reason`` is the explanation (a verdict or plain text)."""

    def __init__(self, message: str, reason=None):
        self.reason = reason
        super().__init__(message)
