"""Every sentence a person reads, as data: a message id and named parameters, rendered in a language.

A :class:`Message` is an immutable value (``Message("play.lead", card="7♠", seat=...)``); its text
comes from one gettext catalogue per language, ``belote_learn/locale/<lang>/LC_MESSAGES/belote_learn.mo``,
read with the standard library's :mod:`gettext` (nothing else is needed at run time, so it works in
JupyterLite). The catalogues are edited as ``.po`` files and compiled with Babel (``make catalogue``).

* Ids are symbolic (``"play.verdict.lead"``); the English catalogue holds the English text, and any
  other language falls back to English message by message (an untranslated message is never shown as
  its id).
* Parameters are named and written in ``str.format`` style: ``"{card} is allowed: ..."``. A parameter
  that is itself a message (anything with a ``render(lang)`` method) is rendered in the same language.
* A message with a ``count`` parameter is a plural entry: gettext's ``ngettext`` picks the wording
  for the count by the language's plural rule (``Plural-Forms`` of its catalogue).
* Articles: in a language whose nouns take an article that depends on the word (French: le, la, l'), a
  template writes the article as a format spec on the parameter, never as a word before it:
  ``"{card:le}"`` gives ``"le V♥"``, ``"la D♠"`` or ``"l'A♦"``; ``{x:de}`` the preposition alone
  (``"de Nord"``, ``"d'Est"``), ``{x:du}`` with the article (``"du roi"``, ``"de la dame"``, ``"de l'as"``),
  ``{x:au}`` (``"au roi"``, ``"à la dame"``, ``"à l'as"``); a capital (``Le``, ``De``, ``Du``, ``Au``) starts
  a sentence. The forms, the feminine words and the elisions are the language's data,
  ``locale/<lang>/grammar.json``; a language without that file writes the parameter alone.
* The language is always passed explicitly (``lang="en"``); there is no global language setting, so
  two widgets of one notebook may speak two languages. An unknown language raises :class:`ValueError`
  naming it and the known ones.

Example::

    >>> from belote_learn.core.messages import Message, text
    >>> str(Message("word.seat.south"))
    'South'
    >>> text("word.seat.south", "en")
    'South'
"""
from __future__ import annotations

import gettext
import json
import re
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

__all__ = ["Message", "Join", "text", "render", "sentences", "LANGUAGES", "DOMAIN", "LOCALE_DIR", "check_language",
           "seat_name", "suit_name", "rank_name", "team_name", "card_name", "card_symbol", "direction_name", "with_language", "ARTICLE_SPECS", "contract_name", "in_lang"]

DOMAIN = "belote_learn"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
"""The folder of the catalogues: ``<lang>/LC_MESSAGES/belote_learn.po`` (source) and ``.mo`` (compiled)."""

LANGUAGES: tuple[str, ...] = tuple(
    sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
)
"""The languages with a compiled catalogue, e.g. ``("en", "fr")``; English is the reference."""


class _Missing(gettext.NullTranslations):
    """The end of every fallback chain: a message id missing from the English catalogue is a bug, said
    in one line (the tests check that every id used is in the catalogue)."""

    def gettext(self, message):
        raise LookupError(f"message {message!r} is not in the English catalogue (run make catalogue)")

    def ngettext(self, msgid1, msgid2, n):
        raise LookupError(f"message {msgid1!r} is not in the English catalogue (run make catalogue)")


def check_language(lang) -> str:
    """``lang`` if a catalogue exists for it, else :class:`ValueError` in one line naming the known ones."""
    if lang in LANGUAGES:
        return lang
    shown = repr(lang) if isinstance(lang, str) and len(lang) <= 20 else f"<{type(lang).__name__}>"
    raise ValueError(f"unknown language {shown}: the known languages are {', '.join(LANGUAGES)}")


@lru_cache(maxsize=None)
def _translations(lang: str) -> gettext.GNUTranslations:
    check_language(lang)
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as f:
        t = gettext.GNUTranslations(f)
    if lang != "en":
        t.add_fallback(_translations("en"))  # per message: an untranslated message is said in English
    else:
        t.add_fallback(_Missing())
    return t


class _Templates(dict):
    """The templates of one language by id, filled from its catalogue on first use."""

    __slots__ = ("translations",)

    def __init__(self, translations):
        super().__init__()
        self.translations = translations

    def __missing__(self, id):
        template = self[id] = self.translations.gettext(id)
        return template


@lru_cache(maxsize=None)
def _templates(lang: str) -> _Templates:
    return _Templates(_translations(lang))


@lru_cache(maxsize=4096)
def _plural_template(lang: str, id: str, count: int) -> str:
    return _translations(lang).ngettext(id, id, count)


@lru_cache(maxsize=4096)
def _without_parameters(template: str) -> str:
    """A template used with no parameters, as ``str.format`` would give it: the escaped ``{{`` and ``}}`` of
    a literal brace said once."""
    return template.replace("{{", "{").replace("}}", "}")


ARTICLE_SPECS = ("le", "de", "du", "au")
"""The article specs a template may put on a parameter (and their capitalised forms): see the module text."""
_ARTICLE_FIELD = re.compile(r"\{(\w+):(%s)\}" % "|".join(ARTICLE_SPECS + tuple(a.capitalize() for a in ARTICLE_SPECS)))
_FIRST_WORD = re.compile(r"\w+")


class _Grammar:
    """A language's articles (``locale/<lang>/grammar.json``): the form of each spec before a masculine
    word, a feminine word and a word that elides, the feminine words, the letters that elide and the words
    that begin with one but do not (``huit``)."""

    __slots__ = ("forms", "feminine", "elide", "aspirated")

    def __init__(self, data: dict):
        self.forms = {k: tuple(v) for k, v in data.get("forms", {}).items()}
        self.feminine = frozenset(data.get("feminine", ()))
        self.elide = frozenset(data.get("elide", ""))
        self.aspirated = frozenset(data.get("aspirated", ()))

    def article(self, word: str, spec: str) -> str:
        """``word`` (a rendered parameter) with the article ``spec`` before it."""
        forms = self.forms.get(spec.lower())
        if forms is None:
            return word
        m = _FIRST_WORD.search(word)
        first = m.group().lower() if m else ""
        if first and first[0] in self.elide and first not in self.aspirated:
            form = forms[2]
        elif first in self.feminine:
            form = forms[1]
        else:
            form = forms[0]
        if spec[0].isupper():
            form = form[:1].upper() + form[1:]
        return form + word


@lru_cache(maxsize=None)
def _grammar(lang: str) -> _Grammar:
    path = LOCALE_DIR / lang / "grammar.json"
    return _Grammar(json.loads(path.read_text(encoding="utf-8")) if path.exists() else {})


@lru_cache(maxsize=4096)
def _articled(template: str):
    """``template`` with each ``{x:le}`` written ``{x__le}``, and the ``(name, spec)`` pairs found."""
    fields = tuple(dict.fromkeys(_ARTICLE_FIELD.findall(template)))
    if not fields:
        return template, ()
    return _ARTICLE_FIELD.sub(lambda m: "{%s__%s}" % (m[1], m[2]), template), fields


def _fill(templates: _Templates, lang: str, id: str, params: dict) -> str:
    count = params.get("count")
    template = templates[id] if count is None else _plural_template(lang, id, count)
    if not params:
        return _without_parameters(template) if "{" in template or "}" in template else template
    values = {}
    for k, v in params.items():
        t = type(v)
        if t is str or t is int:
            values[k] = v
        elif t is Message:
            p = v._params
            values[k] = _fill(templates, lang, v.id, p)
        elif hasattr(v, "render"):
            values[k] = v.render(lang)
        else:
            values[k] = v
    if ":" in template:
        template, fields = _articled(template)
        if fields:
            grammar = _grammar(lang)
            for name, spec in fields:
                values[f"{name}__{spec}"] = grammar.article(str(values[name]), spec)
    return template.format_map(values)


def _text(id: str, lang: str, params: dict) -> str:
    return _fill(_templates(lang), lang, id, params)


class Message:
    """One sentence (or phrase, or word) as data: an id of the catalogue and named parameters.

    Args:
        id: the catalogue's message id, e.g. ``"play.verdict.lead"`` (positional only).
        **params: the values of the template's fields: strings, numbers, or messages (rendered in the
            language of the enclosing message). ``count`` (an int) selects the plural form.

    ``msg.render(lang="en")`` gives the text; ``str(msg)`` is the English text; ``msg.params`` is a
    read-only mapping. Messages compare equal when their ids and parameters are equal, and are hashable
    when their parameters are.
    """

    __slots__ = ("id", "_params")

    def __init__(self, id: str, /, **params):
        _set_id(self, id)  # the slots' own setters: a message is made for every event of a deal
        _set_params(self, params)

    @property
    def params(self) -> MappingProxyType:
        """The parameters, read-only."""
        return MappingProxyType(self._params)

    def __setattr__(self, name, value):
        raise AttributeError("a Message is immutable")

    def __delattr__(self, name):
        raise AttributeError("a Message is immutable")

    def render(self, lang: str = "en") -> str:
        """The text in ``lang`` (``"en"``, ``"fr"``, ...).

        Raises:
            ValueError: an unknown language.
            LookupError: an id missing from the English catalogue (a bug: the tests check every id).
        """
        return _fill(_templates(lang), lang, self.id, self._params)

    def __str__(self) -> str:
        return _fill(_templates("en"), "en", self.id, self._params)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self._params.items())
        return f"Message({self.id!r}{args})"

    def __eq__(self, other):
        if not isinstance(other, Message):
            return NotImplemented
        return self.id == other.id and self._params == other._params

    def __hash__(self):
        return hash((self.id, tuple(sorted(self._params.items()))))

    def __reduce__(self):
        return (_rebuild, (self.id, self._params))


_set_id = Message.id.__set__
_set_params = Message._params.__set__


def _rebuild(id, params):  # unpickling: the id is data here, not a use of the catalogue
    msg = object.__new__(Message)
    object.__setattr__(msg, "id", id)
    object.__setattr__(msg, "_params", dict(params))
    return msg


def text(id: str, lang: str = "en", /, **params) -> str:
    """The text of message ``id`` in ``lang`` with ``params``: ``Message(id, **params).render(lang)``."""
    return _text(id, lang, params)


def render(value, lang: str = "en") -> str:
    """``value.render(lang)`` for a message, ``str(value)`` for anything else (a name, a number)."""
    return value.render(lang) if hasattr(value, "render") else str(value)


class Join:
    """Parts (messages, strings, numbers) rendered one after the other with ``sep`` between them:
    ``Join(" + ", [a, b])`` renders ``"<a> + <b>"`` in the language asked. Immutable, like a message."""

    __slots__ = ("sep", "parts")

    def __init__(self, sep: str, parts):
        object.__setattr__(self, "sep", sep)
        object.__setattr__(self, "parts", tuple(parts))

    def __setattr__(self, name, value):
        raise AttributeError("a Join is immutable")

    def __reduce__(self):
        return (Join, (self.sep, self.parts))

    def render(self, lang: str = "en") -> str:
        return self.sep.join(render(p, lang) for p in self.parts)

    def __str__(self) -> str:
        return self.render("en")

    def __bool__(self) -> bool:
        return bool(self.parts)

    def __eq__(self, other):
        if not isinstance(other, Join):
            return NotImplemented
        return self.sep == other.sep and self.parts == other.parts

    def __hash__(self):
        return hash((self.sep, self.parts))

    def __repr__(self) -> str:
        return f"Join({self.sep!r}, {list(self.parts)!r})"


class Number:
    """A number as the reader writes it: ``Number(1.25, ".1f")`` renders ``"1.2"`` in English and ``"1,2"`` in
    French; a percentage (``Number(0.7, ".0%")``) ``"70%"`` and ``"70 %"`` (with a non-breaking space);
    thousands (``Number(1500, ",")``) ``"1,500"`` and ``"1 500"``. The decimal point, the thousands
    separator and the percent form are the catalogue's (``word.number.decimal_point``, ``word.number.thousands``,
    ``word.number.percent``), so a language says its own. ``spec`` is a :func:`format` specification.
    Immutable, like a message; ``str()`` is the English."""

    __slots__ = ("value", "spec")

    def __init__(self, value, spec: str = ""):
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "spec", spec)

    def __setattr__(self, name, value):
        raise AttributeError("a Number is immutable")

    def __reduce__(self):
        return (Number, (self.value, self.spec))

    def render(self, lang: str = "en") -> str:
        digits = format(self.value, self.spec)
        percent = digits.endswith("%")
        if percent:
            digits = digits[:-1]
        point, group = text("word.number.decimal_point", lang), text("word.number.thousands", lang)
        if point != "." or group != ",":
            digits = digits.translate({ord("."): point, ord(","): group})
        return text("word.number.percent", lang, number=digits) if percent else digits

    def __str__(self) -> str:
        return self.render("en")

    def __eq__(self, other):
        if not isinstance(other, Number):
            return NotImplemented
        return (self.value, self.spec) == (other.value, other.spec)

    def __hash__(self):
        return hash((self.value, self.spec))

    def __repr__(self) -> str:
        return f"Number({self.value!r}, {self.spec!r})"


def sentences(*parts):
    """``parts`` (messages or strings; empty ones left out) as one value, one after the other with a
    space between: ``sentences(a, b)`` renders ``"<a> <b>"`` (two sentences of one explanation). The
    part itself when there is one, ``""`` when every part is empty."""
    parts = [p for p in parts if p]
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return Join(" ", parts)


# -- the words of the cards (indexed by the value of Seat, Suit and Rank: N E S W, S H D C, 7 ... A) -------
SEAT_NAMES = (Message("word.seat.north"), Message("word.seat.east"), Message("word.seat.south"),
              Message("word.seat.west"))
"""The seats' names, by ``Seat`` value: North, East, South, West."""
PARTNER_SEAT_NAMES = tuple(Message("word.seat.partner", seat=s) for s in SEAT_NAMES)
"""``"partner North"`` ..., by ``Seat`` value."""
SUIT_NAMES = (Message("word.suit.spades"), Message("word.suit.hearts"), Message("word.suit.diamonds"),
              Message("word.suit.clubs"))
"""The suits' names (plural, as in "spades were led"), by ``Suit`` value."""
SUIT_SINGULAR_NAMES = (Message("word.suit.spade"), Message("word.suit.heart"), Message("word.suit.diamond"),
                       Message("word.suit.club"))
"""One card of a suit ("the only spade"), by ``Suit`` value."""
RANK_NAMES = (Message("word.rank.seven"), Message("word.rank.eight"), Message("word.rank.nine"),
              Message("word.rank.ten"), Message("word.rank.jack"), Message("word.rank.queen"),
              Message("word.rank.king"), Message("word.rank.ace"))
"""The ranks in words, by ``Rank`` value (seven ... ace)."""
RANK_SYMBOLS = ("7", "8", "9", "10", Message("word.rank_symbol.jack"), Message("word.rank_symbol.queen"),
                Message("word.rank_symbol.king"), Message("word.rank_symbol.ace"))
"""The ranks as written on a card, by ``Rank`` value: 7 8 9 10 J Q K A in English, 7 8 9 10 V D R A in French."""
CARD_SYMBOLS = tuple(Message("word.card_symbol", rank=RANK_SYMBOLS[n % 8], suit="♠♥♦♣"[n // 8]) for n in range(32))
"""Each card as written in a sentence (``"J♥"``, in French ``"V♥"``), by card number (suit * 8 + rank)."""
CARD_NAMES = tuple(Message("word.card", rank=RANK_NAMES[n % 8], suit=SUIT_NAMES[n // 8]) for n in range(32))
"""Each card in words (``"jack of hearts"``), by card number (suit * 8 + rank)."""
TEAM_NAMES = {"NS": Message("word.team.north_south"), "EW": Message("word.team.east_west")}
"""The teams' names by their notation (``"NS"``, ``"EW"``)."""
CONTRACT_NAMES = {"NT": Message("word.contract.no_trumps"), "AT": Message("word.contract.all_trumps")}
SUIT_CONTRACT_NAMES = tuple(Message("word.contract.suit", suit=s) for s in SUIT_NAMES)
"""A contract in words: ``"hearts trumps"`` (by ``Suit`` value), ``"no trumps"``, ``"all trumps"``."""


DIRECTION_NAMES = {"clockwise": Message("word.direction.clockwise"),
                   "anticlockwise": Message("word.direction.anticlockwise")}
"""The directions of play in words (``"clockwise"``, in French ``"dans le sens des aiguilles d'une montre"``), by
the notation of :class:`~belote_learn.core.cards.Direction`."""


def direction_name(direction) -> Message:
    """``"clockwise"`` or ``"anticlockwise"`` as a message, for a :class:`~belote_learn.core.cards.Direction`."""
    return DIRECTION_NAMES[str(direction)]


def seat_name(seat) -> Message:
    """``"North"``, ... as a message, for a :class:`~belote_learn.cards.Seat`."""
    return SEAT_NAMES[seat]


def suit_name(suit, plural: bool = True) -> Message:
    """``"spades"`` (``plural=False``: ``"spade"``) as a message, for a :class:`~belote_learn.cards.Suit`."""
    return SUIT_NAMES[suit] if plural else SUIT_SINGULAR_NAMES[suit]


def rank_name(rank) -> Message:
    """``"seven"``, ..., ``"ace"`` as a message, for a :class:`~belote_learn.cards.Rank`."""
    return RANK_NAMES[rank]


def card_symbol(card) -> Message:
    """``"J♥"`` (in French ``"V♥"``) as a message, for a :class:`~belote_learn.cards.Card` (or its number)."""
    return CARD_SYMBOLS[card]


def card_name(card) -> Message:
    """``"jack of hearts"`` as a message, for a :class:`~belote_learn.cards.Card` (or its number)."""
    return CARD_NAMES[card]


def contract_name(contract) -> Message:
    """``"hearts trumps"``, ``"no trumps"`` or ``"all trumps"`` as a message, for a
    :class:`~belote_learn.ranking.Contract` (its ``kind`` and ``trump``)."""
    if contract.kind == "suit":
        return SUIT_CONTRACT_NAMES[contract.trump]
    return CONTRACT_NAMES[contract.kind]


def team_name(team) -> Message:
    """``"North-South"`` or ``"East-West"`` as a message, for a team or its notation."""
    return TEAM_NAMES[str(team)]


def with_language(obj, lang: str):
    """``obj`` with ``lang`` as the default of its ``lang`` keyword: a function wrapped, a class subclassed (same
    name and documentation); anything without a ``lang`` keyword is returned as it is. A call may still pass
    another ``lang``. This is how ``belote_learn.lessons.fr`` and ``belote_learn.widgets.fr`` give a whole
    notebook French with one import, without any global setting."""
    import functools
    import inspect

    check_language(lang)

    def takes_lang(o) -> bool:
        try:
            return "lang" in inspect.signature(o).parameters
        except (TypeError, ValueError):
            return False

    if inspect.isclass(obj):
        if not takes_lang(obj):
            return obj

        def __init__(self, *args, lang: str = lang, **kw):
            super(cls, self).__init__(*args, lang=lang, **kw)

        cls = type(obj.__name__, (obj,), {"__init__": __init__, "__doc__": obj.__doc__,
                                          "__module__": obj.__module__, "__qualname__": obj.__qualname__})
        return cls
    if callable(obj) and takes_lang(obj):

        @functools.wraps(obj)
        def helper(*args, lang: str = lang, **kw):
            return obj(*args, lang=lang, **kw)

        sig = inspect.signature(obj)
        helper.__signature__ = sig.replace(parameters=[
            p.replace(default=lang) if p.name == "lang" else p for p in sig.parameters.values()])
        return helper
    return obj


def in_lang(method, *args, lang: str = "en", **kw):
    """``method(*args, lang=lang, **kw)`` when the method takes a language, else ``method(*args, **kw)``: for a
    front end that says any answer of the engine (a text or ``to_dict`` method) in the language it was given."""
    import inspect

    try:
        takes = "lang" in inspect.signature(method).parameters
    except (TypeError, ValueError):  # a builtin without a signature
        takes = False
    return method(*args, lang=lang, **kw) if takes else method(*args, **kw)
