"""What every lesson helper shares: the :class:`Shown` result (HTML for the notebook, plain text for a
terminal or a text export), the readers of named arguments, and the way bad input is shown (a one-line
message in the output, never a traceback)."""
from __future__ import annotations

import functools
import html

from belote_learn.core.cards import Card, CardSet, Seat, Team, parse_card, parse_seat, parse_team
from belote_learn.core.errors import BeloteError, NotationError, RulesError, shown
from belote_learn.core.messages import (RANK_SYMBOLS, Join, Message, card_symbol, check_language, render, seat_name,
                                        suit_name, text)
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


class Markup(str):
    """Text that is already HTML (pictures, escaped lists): :func:`html_of` puts it in a message as it is."""


def html_of(msg, lang: str = "en") -> str:
    """``msg`` (a :class:`~belote_learn.core.messages.Message`, or text) rendered in ``lang`` as HTML: its
    words escaped, except the parameters given as :class:`Markup`, which go in as they are."""
    params = getattr(msg, "params", None)
    if params is None:
        return esc(render(msg, lang))
    marks, values = {}, {}
    for i, (k, v) in enumerate(params.items()):
        if isinstance(v, Markup):
            marks[f"\x00{i}\x00"] = v
            values[k] = f"\x00{i}\x00"
        else:
            values[k] = v
    out = esc(text(msg.id, lang, **values))
    for mark, v in marks.items():
        out = out.replace(mark, v)
    return out


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
    """A helper called with something it cannot use: the reason in one line, shown in red.

    ``message``: the reason, as text or a :class:`~belote_learn.core.messages.Message` (rendered in
    ``lang``)."""

    def __init__(self, message, lang: str = "en"):
        message = render(message, lang)
        super().__init__(
            f'<div class="bl-error" style="color:{RED};font-weight:bold">{esc(message)}</div>', message,
            {"error": message}, region="status",
        )
        self.error = message


class Sentence:
    """A clause said as a sentence, in the language it is rendered in: with a full stop after it (and a capital
    first letter, ``capital=True``): ``Sentence(count)`` renders ``"J♥ 25 + A♠ 10 = 35."``."""

    __slots__ = ("value", "capital")

    def __init__(self, value, capital: bool = False):
        self.value, self.capital = value, capital

    def render(self, lang: str = "en") -> str:
        said = render(self.value, lang)
        if self.capital:
            said = said[:1].upper() + said[1:]
        return said + "."

    def __str__(self) -> str:
        return self.render("en")


def reason(exc):
    """What an exception says: its message when it was raised with one (a
    :class:`~belote_learn.core.messages.Message`, kept to be rendered in the learner's language), else its
    text (``str(exc)``)."""
    if isinstance(exc, BeloteError):
        return exc.said
    args = getattr(exc, "args", ())
    if len(args) == 1 and hasattr(args[0], "render"):
        return args[0]
    return str(exc)


def friendly(func):
    """Bad input to a lesson helper gives a :class:`Refused` result naming the argument and why,
    instead of a traceback in the lesson (the rules' own refusals read the same way). The reason is
    said in the helper's ``lang`` keyword (English by default; an unknown language is refused in English)."""

    @functools.wraps(func)
    def wrapper(*args, **kw):
        lang = kw.get("lang", "en")
        try:
            check_language(lang)
        except ValueError as exc:
            return Refused(Message("lesson.refused", helper=func.__name__, reason=str(exc)))
        try:
            return func(*args, **kw)
        except (BeloteError, ValueError, KeyError, TypeError) as exc:
            msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else reason(exc)
            return Refused(Message("lesson.refused", helper=func.__name__, reason=msg), lang)

    return wrapper


# -- the words of the game, as messages -----------------------------------------------------------
# (the engine's values give English words: Contract.words, str(Direction); the lessons say them in the
# learner's language)

def contract_words(contract) -> Message:
    """``"hearts trumps"``, ``"no trumps"`` or ``"all trumps"`` as a message (as ``Contract.words``)."""
    if contract.kind == "suit":
        return Message("lesson.word.suit_trumps", suit=suit_name(contract.trump))
    return Message("lesson.word.no_trumps") if contract.kind == "NT" else Message("lesson.word.all_trumps")


def direction_word(direction) -> Message:
    """``"clockwise"`` or ``"anticlockwise"`` as a message, for a :class:`~belote_learn.core.cards.Direction`."""
    return Message("lesson.word.clockwise") if str(direction) == "clockwise" else Message("lesson.word.anticlockwise")


def side_word(team, takers) -> Message:
    """``"takers"`` when ``team`` is ``takers``, else ``"defenders"``."""
    return Message("lesson.word.takers") if team is takers else Message("lesson.word.defenders")


# -- argument readers ----------------------------------------------------------------------------

def read_rules(system, options=None) -> Rules:
    """``system`` is a preset name (``"classic-501"``, ...) or a Rules value; ``options`` a dict."""
    if isinstance(system, Rules):
        return get_rules(system, options) if options else system
    if not isinstance(system, str):
        raise RulesError(Message("lesson.error.system_name", value=shown(system)))
    return get_rules(system, options)


def read_contract(rules: Rules, trumps) -> Contract:
    """``trumps``: a suit (``"H"``, ``"♥"``, ``"hearts"``), ``"NT"`` or ``"AT"``."""
    if isinstance(trumps, str) and trumps.strip().lower() in ("spades", "hearts", "diamonds", "clubs"):
        trumps = trumps.strip()[0].upper()
    try:
        return rules.check_contract(trumps)
    except NotationError:
        raise NotationError(Message("lesson.error.trumps", value=shown(trumps))) from None


def read_seat(value, what: str = "seat") -> Seat:
    try:
        return parse_seat(value)
    except NotationError:
        raise NotationError(Message("lesson.error.seat", what=what, value=shown(value))) from None


def read_team(value, what: str = "team") -> Team:
    try:
        return parse_team(value)
    except NotationError:
        raise NotationError(Message("lesson.error.team", what=what, value=shown(value))) from None


def read_card(value, what: str = "card") -> Card:
    try:
        return parse_card(value)
    except NotationError as exc:
        raise NotationError(Message("lesson.error.at", where=what, error=reason(exc))) from None


def read_cards(value, what: str = "cards") -> list[Card]:
    """Cards as text (``"7S KH 10D"``) or a list; each card once."""
    if isinstance(value, CardSet):
        return list(value)
    if isinstance(value, str):
        items = value.replace(",", " ").split()
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise NotationError(Message("lesson.error.cards", what=what, value=shown(value)))
    out = []
    for i, item in enumerate(items):
        c = read_card(item, f"{what}[{i}]")
        if c in out:
            raise NotationError(Message("lesson.error.card_twice", what=what, card=card_symbol(c)))
        out.append(c)
    return out


def read_trick(value, what: str = "trick") -> list[tuple[Seat, Card]]:
    """A trick as ``"N:AS E:9H"`` or a list of (seat, card) pairs, in the order played."""
    if isinstance(value, str):
        items = value.replace(",", " ").split()
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise NotationError(Message("lesson.error.trick", what=what, value=shown(value)))
    out: list = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            seat, sep, card = item.partition(":")
            if not sep:
                raise NotationError(Message("lesson.error.trick_pair", what=f"{what}[{i}]", value=shown(item)))
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            seat, card = item
        else:
            raise NotationError(Message("lesson.error.trick_pair", what=f"{what}[{i}]", value=shown(item)))
        s = read_seat(seat, f"{what}[{i}]")
        c = read_card(card, f"{what}[{i}]")
        if any(c == c2 for _, c2 in out):
            raise NotationError(Message("lesson.error.played_twice", what=what, card=card_symbol(c)))
        if any(s == s2 for s2, _ in out):
            raise NotationError(Message("lesson.error.plays_twice", what=what, seat=seat_name(s)))
        out.append((s, c))
    if len(out) > 4:
        raise NotationError(Message("lesson.error.trick_too_long", what=what, n=len(out)))
    return out


def whole(value, what: str, lo: int = 0, hi: int = 10**6) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise BeloteError(Message("lesson.error.whole", what=what, lo=lo, hi=hi, value=shown(value)))
    return value


def symbols(cards) -> Join:
    """Cards as a sentence writes them, one after the other (``"J♥ 9♥ A♠"``, in French ``"V♥ 9♥ A♠"``): a value
    rendered in the language of the message it goes in (``render(symbols(cards), lang)`` alone)."""
    return Join(" ", [card_symbol(Card(c)) for c in cards])


def order_symbols(table) -> Join:
    """A rank order (an :class:`~belote_learn.core.ranking.OrderTable`) as the language writes it:
    ``"J 9 A 10 K Q 8 7"``, in French ``"V 9 A 10 R D 8 7"``."""
    return Join(" ", [RANK_SYMBOLS[r] for r in table.order])


def seat_cards(seat, cards) -> Message:
    """``"North: J♥ 9♥ A♠"`` (in French ``"Nord : V♥ 9♥ A♠"``) as a message: a seat and the cards it holds."""
    return Message("lesson.phrase.cards_of", who=seat_name(Seat(seat)), cards=symbols(cards))


SEAT_LETTERS = (Message("lesson.word.seat_letter.north"), Message("lesson.word.seat_letter.east"),
                Message("lesson.word.seat_letter.south"), Message("lesson.word.seat_letter.west"))
"""Each seat's letter as the language writes it (N E S W; in French N E S O), by ``Seat`` value."""


def trick_cards(cards) -> Join:
    """The cards of a trick with their players' letters, in the order played: ``"N:J♥ E:9♥ S:A♥ W:7♥"`` (in
    French ``"N:V♥ E:9♥ S:A♥ O:7♥"``); ``cards``: ``[(seat, card), ...]``."""
    return Join(" ", [Message("lesson.phrase.seat_card_code", seat=SEAT_LETTERS[Seat(s)], card=card_symbol(Card(c)))
                      for s, c in cards])


def seat_and_card(seat, card) -> Message:
    """``"North J♥"`` (in French ``"Nord V♥"``): who played or holds a card."""
    return Message("lesson.phrase.seat_card", seat=seat_name(Seat(seat)), card=card_symbol(Card(card)))


_MARRIAGE_SUITS = {"S": Message("lesson.mariage.action.suit.spades"), "H": Message("lesson.mariage.action.suit.hearts"),
                   "D": Message("lesson.mariage.action.suit.diamonds"), "C": Message("lesson.mariage.action.suit.clubs")}
"""A marriage's suit as its announcement names it: the action's letter in English (``'marriage H'``), the suit in
French (« mariage à cœur »)."""


def mariage_action_words(action):
    """A mariage action that is no card, as it is said: ``'marriage H'``, ``'out'``, ``'cape'`` in English (the
    action as typed), « mariage à cœur », « on est dehors », « cape dehors » in French (a message); anything
    else as typed."""
    if isinstance(action, str):
        words = action.split()
        if len(words) == 2 and words[0] == "marriage" and words[1] in _MARRIAGE_SUITS:
            return Message("lesson.mariage.action.marriage", suit=_MARRIAGE_SUITS[words[1]])
        if action == "out":
            return Message("lesson.mariage.action.out")
        if action == "cape":
            return Message("lesson.mariage.action.cape")
    return repr(action)


def table_html(header: list, rows: list, *, cls: str = "bl-lesson-table", highlight: set | None = None,
               region: str = "breakdown", lang: str = "en") -> str:
    """A real HTML table in the house style (:func:`belote_learn.core.tables.html_table`): numbers right-aligned;
    rows whose index is in ``highlight`` are marked (class ``bl-missed``, a yellow background); the cells that are
    messages, and the team names kept on one line, in ``lang``."""
    from belote_learn.core.tables import html_table

    highlight = highlight or set()
    numeric = [i for i in range(len(header))
               if any(r[i] is not None for r in rows)
               and all(r[i] is None or (isinstance(r[i], int) and not isinstance(r[i], bool)) for r in rows)]
    classes = ["bl-missed" if i in highlight else "" for i in range(len(rows))]
    out = html_table(header, rows, numeric=numeric, css_class=cls, region=region, row_classes=classes, lang=lang)
    return out.replace('<tr class="bl-missed">', '<tr class="bl-missed" style="background:#fff3c4;outline:3px solid #d4a017">')


def table_text(header: list, rows: list, lang: str = "en") -> str:
    """The table as plain text, its columns lined up (the cells that are messages in ``lang``)."""
    cells = [[render(h, lang) for h in header]] + [["" if c is None else render(c, lang) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells)
