"""What every lesson helper shares: the :class:`Shown` result (HTML for the notebook, plain text for a
terminal or a text export), the readers of named arguments, and the way bad input is shown (a one-line
message in the output, never a traceback)."""
from __future__ import annotations

import functools
import html

from belote_learn.core.cards import Card, CardSet, Seat, Team, parse_card, parse_seat, parse_team
from belote_learn.core.errors import BeloteError, NotationError, RulesError, shown
from belote_learn.rules.presets import Rules, get_rules
from belote_learn.core.ranking import Contract

GREEN = "#1f8a3b"
RED = "#b00020"
BLUE = "#1d4e89"
GOLD = "#d4a017"
SYSTEMS = ("classic-501", "classic-1000", "sans-tout-atout", "mariage")


def impl(rules):
    """The registered implementation of ``rules`` (:func:`belote_learn.systems.registry.system_of`)."""
    from belote_learn.systems import system_of

    return system_of(rules)


def esc(text) -> str:
    return html.escape(str(text), quote=True)


class Shown:
    """What a lesson helper returns: shown as HTML (pictures and tables) in a notebook, as plain text
    elsewhere (``print(x)``, ``str(x)``, a text export).

    Attributes:
        html: the HTML shown in the notebook.
        text: the same content as plain text.
        data: the engine values behind it (for code that wants them), e.g. ``{"score": HandScore}``.
    """

    def __init__(self, html_text: str, text: str, data: dict | None = None, region: str = "lesson"):
        self.html = f'<div class="bl-lesson" data-region="{esc(region)}">{html_text}</div>'
        self.text = text
        self.data = data or {}

    def _repr_html_(self) -> str:
        return self.html

    def _repr_pretty_(self, p, cycle) -> None:  # IPython's text form
        p.text(self.text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text


class Refused(Shown):
    """A helper called with something it cannot use: the reason in one line, shown in red."""

    def __init__(self, message: str):
        super().__init__(
            f'<div class="bl-error" style="color:{RED};font-weight:bold">{esc(message)}</div>', message,
            {"error": message}, region="status",
        )
        self.error = message


def friendly(func):
    """Bad input to a lesson helper gives a :class:`Refused` result naming the argument and why,
    instead of a traceback in the lesson (the rules' own refusals read the same way)."""

    @functools.wraps(func)
    def wrapper(*args, **kw):
        try:
            return func(*args, **kw)
        except (BeloteError, ValueError, KeyError, TypeError) as exc:
            msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
            return Refused(f"{func.__name__}: {msg}")

    return wrapper


# -- argument readers ----------------------------------------------------------------------------

def read_rules(system, options=None) -> Rules:
    """``system`` is a preset name (``"classic-501"``, ...) or a Rules value; ``options`` a dict."""
    if isinstance(system, Rules):
        return get_rules(system, options) if options else system
    if not isinstance(system, str):
        raise RulesError(f"system: a rule system name such as 'classic-501', not {shown(system)}")
    return get_rules(system, options)


def read_contract(rules: Rules, trumps) -> Contract:
    """``trumps``: a suit (``"H"``, ``"♥"``, ``"hearts"``), ``"NT"`` or ``"AT"``."""
    if isinstance(trumps, str) and trumps.strip().lower() in ("spades", "hearts", "diamonds", "clubs"):
        trumps = trumps.strip()[0].upper()
    try:
        return rules.check_contract(trumps)
    except NotationError:
        raise NotationError(f"trumps: {shown(trumps)} is not a suit (S, H, D, C), NT or AT") from None


def read_seat(value, what: str = "seat") -> Seat:
    try:
        return parse_seat(value)
    except NotationError:
        raise NotationError(f"{what}: {shown(value)} is not a seat (N, E, S or W)") from None


def read_team(value, what: str = "team") -> Team:
    try:
        return parse_team(value)
    except NotationError:
        raise NotationError(f"{what}: {shown(value)} is not a team (NS or EW)") from None


def read_card(value, what: str = "card") -> Card:
    try:
        return parse_card(value)
    except NotationError as exc:
        raise NotationError(f"{what}: {exc}") from None


def read_cards(value, what: str = "cards") -> list[Card]:
    """Cards as text (``"7S KH 10D"``) or a list; each card once."""
    if isinstance(value, CardSet):
        return list(value)
    if isinstance(value, str):
        items = value.replace(",", " ").split()
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise NotationError(f"{what}: cards as text ('7S KH 10D') or a list, not {shown(value)}")
    out = []
    for i, item in enumerate(items):
        c = read_card(item, f"{what}[{i}]")
        if c in out:
            raise NotationError(f"{what}: {c.symbol} appears twice")
        out.append(c)
    return out


def read_trick(value, what: str = "trick") -> list[tuple[Seat, Card]]:
    """A trick as ``"N:AS E:9H"`` or a list of (seat, card) pairs, in the order played."""
    if isinstance(value, str):
        items = value.replace(",", " ").split()
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise NotationError(f"{what}: SEAT:CARD pairs ('N:AS E:9H'), not {shown(value)}")
    out: list = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            seat, sep, card = item.partition(":")
            if not sep:
                raise NotationError(f"{what}[{i}]: a SEAT:CARD pair such as 'N:AS', not {shown(item)}")
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            seat, card = item
        else:
            raise NotationError(f"{what}[{i}]: a SEAT:CARD pair such as 'N:AS', not {shown(item)}")
        s = read_seat(seat, f"{what}[{i}]")
        c = read_card(card, f"{what}[{i}]")
        if any(c == c2 for _, c2 in out):
            raise NotationError(f"{what}: {c.symbol} is played twice")
        if any(s == s2 for s2, _ in out):
            raise NotationError(f"{what}: {s.word} plays twice")
        out.append((s, c))
    if len(out) > 4:
        raise NotationError(f"{what}: a trick has at most four cards, not {len(out)}")
    return out


def whole(value, what: str, lo: int = 0, hi: int = 10**6) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise BeloteError(f"{what}: a whole number from {lo} to {hi}, not {shown(value)}")
    return value


def symbols(cards) -> str:
    return " ".join(Card(c).symbol for c in cards)


def table_html(header: list, rows: list, *, cls: str = "bl-lesson-table", highlight: set | None = None,
               region: str = "breakdown") -> str:
    """A real HTML table in the house style (:func:`belote_learn.core.tables.html_table`): numbers right-aligned;
    rows whose index is in ``highlight`` are marked (class ``bl-missed``, a yellow background)."""
    from belote_learn.core.tables import html_table

    highlight = highlight or set()
    numeric = [i for i in range(len(header))
               if any(r[i] is not None for r in rows)
               and all(r[i] is None or (isinstance(r[i], int) and not isinstance(r[i], bool)) for r in rows)]
    classes = ["bl-missed" if i in highlight else "" for i in range(len(rows))]
    out = html_table(header, rows, numeric=numeric, css_class=cls, region=region, row_classes=classes)
    return out.replace('<tr class="bl-missed">', '<tr class="bl-missed" style="background:#fff3c4;outline:3px solid #d4a017">')


def table_text(header: list, rows: list) -> str:
    cells = [[str(h) for h in header]] + [["" if c is None else str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells)
