"""The card table every card widget shares: four seats around a felt, your hand at the bottom, the
trick in the centre by seat, the turn-up, a status line, a bidding box, action buttons and a message.

:class:`CardTable` is an anywidget (an ES module and a style sheet, no build step; it works in
JupyterLab, Voila and JupyterLite alike). It holds no game logic: the widget that owns it (the
practice game, the hand explorer, the position builder, a quiz) describes what to draw as plain data
(a *frame*) and gets the user's clicks back as calls to its own plain methods.

A frame is a dict (every key optional)::

    {"mode": "game"|"explore"|"quiz"|"build",
     "info": [{"label": "Contract", "value": "♥ hearts", "key": "contract"}, ...],   # always in view
     "seats": {"N": {"name": "North (partner)", "tags": ["dealer"], "backs": 8, "call": "Pass"}, ...},
     "to_play": "W",
     "trick": [{"seat": "N", "card": "JH"}, ...], "winner": "N", "centre_note": "North wins the trick",
     "turn_up": "JH", "turn_up_label": "Turn-up",
     "last_trick": {"cards": [...], "winner": "E", "label": "Last trick, won by East"},
     "hand": {"label": "Your hand (South)", "active": True,
              "cards": [{"c": "JH", "legal": True, "sel": False, "hint": False}, ...]},
     "status": "Your turn: play a card.", "status_kind": "turn"|"wait"|"over"|"info",
     "calls": [{"id": "take", "label": "Take ♥", "aria": "Take hearts", "suit": "H"}, ...],
     "calls_key": "3:5",                            # the same while the same choice is open: a new key (a new
                                                    # game, a call made since) puts a bid value menu back on its smallest
     "buttons": [{"id": "hint", "label": "Hint", "enabled": True, "thinking": "The expert is thinking…"}],
     "pack": {"label": "The pack", "cards": [{"c": "7S", "placed": "table"}, ...], "buttons": [...]},
     "pick": "trick",                               # the trick's cards are clicked (zone "trick"), not the hand's
     "result": {"label": "The score of this hand", "html": "<table ...>"},  # drawn where an empty hand was
     "message": "<b>HTML</b> written by Python (escaped there)", "error": "plain text",
     "hold": 0.6}                                   # seconds this frame stays before the next one

The scene sent to the browser is ``{"seq": n, "frames": [...], "words": {...}}``: the frames are shown one
after another, each for its ``hold``, and the last one stays; only the last one takes clicks. ``words`` are
the words the browser says itself (the cards' names and face letters, the badges, the regions' labels), in
the table's language (:func:`table_words`): table.js holds no words of its own but an English fallback. A click
comes back as ``{"kind": "card"|"call"|"button", ..., "seq": n}`` and is dropped unless ``n`` is the
current scene (so a click can never be judged against a table the user did not see).

Hooks for tests and screen readers: every card carries ``data-card="JH"`` (the code in every language, and
``data-legal`` where legality is shown) and an accessible name in the table's language ("jack of hearts,
legal", in French "valet de cœur, jouable"); the regions carry ``data-region`` = ``table``, ``hand``,
``trick``, ``status``, ``bidding`` (and ``pack``, and ``breakdown`` for the score of a finished hand, drawn
where the hand was: the practice game's one element of that region). The table says its state in data attributes a test can wait for:
``data-seq`` (the scene's number), ``data-state`` (``ready`` when it takes clicks, else ``busy``),
``data-scale`` and ``data-fitted`` (``"1024x768"``: the room's width and the window's height it is fitted to,
after a resize), ``data-revealed`` (the number of the last panel brought into view) and ``data-synced``: a
``blt-sync`` event dispatched on the table with a number as its detail is a round trip to the kernel, answered
by ``data-synced`` set to that number once every message sent before it has been handled.

A double click is one press: the second click of a double click acts only if the first did not (the
table was busy when the first came), so that a card whose answer came back between the two clicks is
not followed by a second card.

Geometry (table.css): the trick's four cards stand side by side in a 430 px centre (North a little left
and higher, South a little right and lower), so that no card covers another; a table narrower than 680 px
uses a 350 px centre. During an auction with no turn-up (coinche) the bidding box is drawn in that centre.
"""
from __future__ import annotations

import html
from pathlib import Path
from typing import Callable

import anywidget
import traitlets

from belote_learn.core.messages import (RANK_SYMBOLS, SEAT_NAMES, SUIT_NAMES, Message, card_name, check_language,
                                        contract_name, text)
from belote_learn.core.cards import ALL_CARDS, Card, Rank, Seat, Suit

__all__ = ["CardTable", "CardHandle", "call_label", "seat_label", "contract_words", "table_words", "SEAT_WORDS"]

_HERE = Path(__file__).resolve().parent
SEAT_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
"""The seats' names in English by letter (:data:`belote_learn.core.messages.SEAT_NAMES` in any language)."""
_CALL_WORDS = {"pass": Message("call.pass"), "NT": Message("call.no_trumps"), "AT": Message("call.all_trumps"),
               "out": Message("call.out"), "cape": Message("call.cape"), "coinche": Message("call.coinche"),
               "surcoinche": Message("call.surcoinche")}


def call_label(call: str, turn_up: Card | None = None, lang: str = "en") -> dict:
    """A call as a player says it, for the bidding box and the seats' speech bubbles.

    Args:
        call: the engine's call (``"pass"``, ``"take"``, a suit letter, ``"NT"``, ``"AT"``, a mariage
            word such as ``"marriage H"``, ``"out"`` or ``"cape"``).
        turn_up: the turn-up, so that "take" names its suit ("Take ♥").
        lang: the language of the words.
    Returns:
        ``{"id": call, "label": "Take ♥", "aria": "Take hearts", "suit": "H" or None}``; a bid of points
        (coinche, ``"80 H"``) also has ``"group": "80"`` (the bidding box shows a value, then the suits).
    """
    key = str(call).strip()
    low = key.lower()
    if low == "take" and turn_up is not None:
        s = Card(turn_up).suit
        return {"id": key, "label": Message("call.take", suit=s.symbol).render(lang),
                "aria": Message("call.take", suit=SUIT_NAMES[s]).render(lang), "suit": s.letter}
    if key.upper() in ("S", "H", "D", "C"):
        s = Suit.parse(key)
        return {"id": key, "label": s.symbol, "aria": Message("call.suit", symbol=s.symbol, suit=SUIT_NAMES[s]).render(lang),
                "suit": s.letter}
    if low.startswith(("marriage", "mariage")):
        rest = key.split(None, 1)[1] if " " in key else ""
        try:
            s = Suit.parse(rest)
            return {"id": key, "label": Message("call.marriage", symbol=s.symbol).render(lang),
                    "aria": Message("call.marriage_in", suit=SUIT_NAMES[s]).render(lang), "suit": s.letter}
        except ValueError:
            pass
    head, _, rest = key.partition(" ")
    if rest.strip().upper() in ("S", "H", "D", "C") and (head.isdigit() or head.lower() == "capot"):  # coinche
        s = Suit.parse(rest.strip())
        value = head if head.isdigit() else Message("call.capot").render(lang)
        return {"id": key, "label": Message("call.bid", value=value, symbol=s.symbol).render(lang),
                "aria": Message("call.bid_in", value=value, suit=SUIT_NAMES[s]).render(lang), "suit": s.letter,
                "group": value}
    word = _CALL_WORDS.get(key) or _CALL_WORDS.get(low)
    word = word.render(lang) if word is not None else key[:1].upper() + key[1:]
    return {"id": key, "label": word, "aria": word, "suit": None}


def seat_label(seat: Seat, me: Seat = Seat.S, lang: str = "en") -> str:
    """``"North (partner)"``, ``"East"``, ``"You (South)"`` (in ``lang``)."""
    seat = Seat(seat)
    if seat == me:
        return Message("seat.you", seat=SEAT_NAMES[seat]).render(lang)
    if seat.team == Seat(me).team:
        return Message("seat.partner", seat=SEAT_NAMES[seat]).render(lang)
    return SEAT_NAMES[seat].render(lang)


def contract_words(contract, lang: str = "en") -> str:
    """``"♥ hearts trumps"``, ``"no trumps"``: a contract as the table's info line names it, in ``lang``."""
    if contract.is_suit:
        return Message("table.contract_with_symbol", symbol=contract.trump.symbol,
                       contract=contract_name(contract)).render(lang)
    return contract_name(contract).render(lang)


def esc(text) -> str:
    return html.escape(str(text), quote=True)


MAX_COUNT = 12
"""The largest count of cards the words say in so many words (a hand or a seat's hidden cards hold 8 at most;
the browser says a larger count in English)."""


def table_words(lang: str = "en") -> dict:
    """The words table.js says itself (accessible names, badges, tags, the labels of its regions), in ``lang``:
    sent with every scene as ``scene["words"]``, so that the browser says nothing in a language of its own.

    ``cards``: each card's name by code (``{"JH": "jack of hearts"}``, in French ``"valet de cœur"``);
    ``faces``: the letters drawn on the cards (``J Q K A``, in French ``V D R A``); ``played_by``: the words
    before a trick card's name, by seat (``"North played"``); ``cards_count[n]``: a seat's ``n`` hidden cards
    (``"8 cards"``); ``hand_row[n]`` and ``hand_row_waiting[n]``: the accessible name of a hand of ``n`` cards,
    whose ``{hand}`` the browser fills with the hand's label; ``your_call_is``: the same with ``{call}``; the
    other keys one word or label each. Codes stay language-neutral (``data-card="JH"``)."""
    lang = check_language(lang)
    count = range(MAX_COUNT + 1)
    return {
        "cards": {str(c): card_name(c).render(lang) for c in ALL_CARDS},
        "faces": {r.symbol: RANK_SYMBOLS[r].render(lang) for r in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)},
        "played_by": {s.name: text("widget.table.card.played_by", lang, seat=SEAT_NAMES[s]) for s in Seat},
        "legal": text("widget.table.card.legal", lang),
        "illegal": text("widget.table.card.illegal", lang),
        "selected": text("widget.table.card.selected", lang),
        "recommended": text("widget.table.recommended", lang),
        "winning": text("widget.table.card.winning", lang),
        "badge_best": text("widget.table.badge.best", lang),
        "badge_wins": text("widget.table.badge.wins", lang),
        "to_play": text("widget.table.tag.to_play", lang),
        "waiting": text("widget.table.tag.waiting", lang),
        "your_hand": text("widget.table.your_hand", lang),
        "your_call": text("widget.table.your_call", lang),
        # the slot is left in the text, and filled by the browser (the place of the call is the language's)
        "your_call_is": text("widget.table.your_call_is", lang, call="{call}"),
        "bid_value": text("widget.table.bid_value", lang),
        "trick": text("widget.table.trick", lang),
        "pack": text("widget.table.pack", lang),
        "turn_up": text("trainer.turn_up", lang),
        "cards_count": [text("widget.table.seat.cards", lang, count=n) for n in count],
        "hand_row": [text("widget.table.hand.row", lang, hand="{hand}", count=n) for n in count],
        "hand_row_waiting": [text("widget.table.hand.row_waiting", lang, hand="{hand}", count=n) for n in count],
    }


class CardTable(anywidget.AnyWidget):
    """The table view. Python code calls :meth:`show`; handlers registered with :meth:`on` receive the
    user's clicks. :meth:`click`, :meth:`press` and :meth:`choose_call` do, without a browser, exactly
    what a click does in one (including being ignored when the table does not take clicks).

    ``lang`` is the language of the words the table says itself (:func:`table_words`: the cards' accessible
    names and face letters, the badges and tags, the labels of its regions); the frames' own texts are in the
    language of the widget that builds them, which passes it down here (``CardTable(lang=self.lang)``)."""

    _esm = _HERE / "table.js"
    _css = _HERE / "table.css"

    scene = traitlets.Dict().tag(sync=True)
    busy = traitlets.Unicode("").tag(sync=True)
    four_colour = traitlets.Bool(False).tag(sync=True)
    show_last = traitlets.Bool(False).tag(sync=True)
    pressed = traitlets.Dict().tag(sync=True)  # {button id: pressed}: a toggle that needs no new scene
    error_text = traitlets.Unicode("").tag(sync=True)  # a refusal's line under the table, until the next scene
    # {"selector": CSS selector, "n": count}: a panel beside the table the browser scrolls into view
    reveal = traitlets.Dict().tag(sync=True)
    # the number of the last round trip the browser asked for (a "blt-sync" event on the table): set once every
    # message sent before it has been handled, so that a test knows the kernel's answers have all arrived
    synced = traitlets.Int(0).tag(sync=True)

    def __init__(self, lang: str = "en", **kw):
        super().__init__(**kw)
        self.lang = check_language(lang)  # the language of the table's own words (table_words), sent with each scene
        self.seq = 0
        self.ignored = 0  # clicks dropped because they were aimed at an older scene or an inactive table
        self._handlers: dict[str, Callable] = {}
        self.on_msg(self._on_msg)

    # -- from Python ----------------------------------------------------------------------------
    def show(self, frame: dict, before=()) -> None:
        """Draw ``frame`` (after the ``before`` frames, each shown for its ``hold``)."""
        self.seq += 1
        with self.hold_sync():
            self.scene = {"seq": self.seq, "frames": [*before, frame], "words": table_words(self.lang)}
            self.busy = ""
            self.error_text = ""

    @property
    def frame(self) -> dict:
        """The frame that stays on screen (the last one shown)."""
        frames = self.scene.get("frames") or [{}]
        return frames[-1]

    @property
    def frames(self) -> list:
        return list(self.scene.get("frames") or [])

    def on(self, kind: str, handler: Callable) -> None:
        """Call ``handler(message)`` for the user's ``"card"``, ``"call"`` or ``"button"`` clicks."""
        self._handlers[kind] = handler

    # -- from the browser -----------------------------------------------------------------------
    def _on_msg(self, _widget, content, _buffers=None) -> None:
        if isinstance(content, dict) and content.get("kind") == "sync":  # a round trip, no click
            n = content.get("n")
            self.synced = n if isinstance(n, int) and not isinstance(n, bool) else 0
            return
        if not isinstance(content, dict) or content.get("seq") != self.seq:
            self.ignored += 1
            self.busy = ""  # a thinking state the browser set for this dropped click ends with it
            return
        self._dispatch(content)

    def _allowed(self, content: dict) -> bool:
        """Whether the frame on screen takes this click (the browser checks the same)."""
        f = self.frame
        kind = content.get("kind")
        if kind == "card":
            zone = content.get("zone", "hand")
            if zone == "pack":
                cards = (f.get("pack") or {}).get("cards") or []
                return any(c["c"] == content.get("card") for c in cards)
            if zone == "trick":  # a quiz asking for a card of the trick
                return f.get("pick") == "trick" and any(p["card"] == content.get("card") for p in f.get("trick") or [])
            hand = f.get("hand") or {}
            return bool(hand.get("active")) and any(c["c"] == content.get("card") for c in hand.get("cards", []))
        if kind == "call":
            return f.get("calls_active", True) and any(c["id"] == content.get("id") for c in f.get("calls") or [])
        if kind == "button":
            buttons = (f.get("buttons") or []) + (f.get("top_buttons") or []) + ((f.get("pack") or {}).get("buttons") or [])
            return any(b["id"] == content.get("id") and b.get("enabled") for b in buttons)
        return False

    def _always(self, content: dict) -> bool:
        """Whether ``content`` is a click on a button the browser sends without waiting (``"always"``)."""
        if content.get("kind") != "button":
            return False
        buttons = (self.frame.get("buttons") or []) + (self.frame.get("top_buttons") or [])
        return any(b["id"] == content.get("id") and b.get("always") for b in buttons)

    def set_pressed(self, button_id: str, pressed: bool) -> None:
        """Show a toggle button pressed or not without a new scene: the frames on their way (the bots'
        cards, one at a time) go on at their pace. The frames kept here say the same, for code and tests."""
        for f in self.scene.get("frames") or []:
            for b in (f.get("buttons") or []) + (f.get("top_buttons") or []):
                if b["id"] == button_id:
                    b["pressed"] = bool(pressed)
        self.pressed = {**self.pressed, button_id: bool(pressed)}

    def reveal_panel(self, selector: str) -> None:
        """Ask the browser to scroll the panel matching ``selector`` (a CSS class selector such as
        ``".bl-settings"``, looked for in the widgets around the table) into view, block "nearest": a
        panel opened below a projector's screen comes into sight. No new scene; each call scrolls again."""
        self.reveal = {"selector": str(selector), "n": int(self.reveal.get("n", 0)) + 1}

    def set_error(self, text: str) -> None:
        """Show ``text`` (one line) as the table's error line without a new scene, so that the bots' cards
        on their way keep their pace; the next scene clears it. The frame kept here says the same."""
        frames = self.scene.get("frames") or []
        if frames:
            frames[-1]["error"] = text
        self.error_text = text

    def _dispatch(self, content: dict) -> bool:
        if not self._allowed(content):
            self.ignored += 1
            self.busy = ""
            return False
        handler = self._handlers.get(content.get("kind"))
        seq = self.seq
        try:
            if handler is not None:
                handler(content)
        finally:
            if self.seq == seq:  # the handler drew nothing new: release the browser's pending click
                if self._always(content):
                    self.busy = ""  # the browser set nothing pending: the scene plays on (the bots' cards keep their pace)
                else:
                    self.show(self.frame, ())
        return True

    # -- the same clicks without a browser ------------------------------------------------------
    def click(self, card, zone: str = "hand") -> bool:
        """Click a card of ``zone`` (``"hand"``, ``"pack"``, ``"trick"``); False when the table ignores it."""
        return self._dispatch({"kind": "card", "card": str(Card.parse(card) if isinstance(card, str) else Card(card)),
                               "zone": zone, "seq": self.seq})

    def press(self, button: str) -> bool:
        """Press an action button by id (``"hint"``, ``"back"``, ``"next"``...); False when disabled."""
        return self._dispatch({"kind": "button", "id": button, "seq": self.seq})

    def choose_call(self, call: str) -> bool:
        """Press a call of the bidding box by its id (``"take"``, ``"pass"``, ``"H"``...)."""
        return self._dispatch({"kind": "call", "id": call, "seq": self.seq})

    # -- reading the frame (tests, text front ends) ---------------------------------------------
    def hand_cards(self) -> list[str]:
        return [c["c"] for c in (self.frame.get("hand") or {}).get("cards", [])]

    def trick_cards(self) -> list[str]:
        return [p["card"] for p in self.frame.get("trick") or []]

    def button(self, button_id: str) -> dict | None:
        return next((b for b in self.frame.get("buttons") or [] if b["id"] == button_id), None)

    def enabled(self, button_id: str) -> bool:
        b = self.button(button_id)
        return bool(b and b.get("enabled"))


class CardHandle:
    """A card drawn in a table's hand, for code and tests: its :attr:`card`, its :attr:`marks`
    (``"bl-legal"``, ``"bl-illegal"``, ``"bl-selected"``, ``"bl-hint"``) and :meth:`click`."""

    def __init__(self, table: CardTable, card: Card, zone: str = "hand"):
        self.table, self.card, self.zone = table, Card(card), zone

    def _spec(self) -> dict:
        f = self.table.frame
        if self.zone == "trick":
            cards = [dict(p, c=p["card"]) for p in f.get("trick") or []]
        else:
            cards = (f.get("pack") or {}).get("cards", []) if self.zone == "pack" else (f.get("hand") or {}).get("cards", [])
        return next((c for c in cards if c["c"] == str(self.card)), {})

    @property
    def marks(self) -> set:
        s = self._spec()
        out = set()
        if s.get("legal") is True:
            out.add("bl-legal")
        elif s.get("legal") is False:
            out.add("bl-illegal")
        if s.get("sel") or s.get("placed"):
            out.add("bl-selected")
        if s.get("hint"):
            out.add("bl-hint")
        return out

    def click(self) -> bool:
        return self.table.click(self.card, self.zone)

    def __repr__(self) -> str:
        return f"CardHandle({self.card.symbol}, {sorted(self.marks)})"


def card_entry(card, legal=None, sel=False, hint=False, **extra) -> dict:
    """One card of a frame's hand: ``{"c": "JH", "legal": ..., "sel": ..., "hint": ...}``."""
    out = {"c": str(Card(card)), "legal": legal, "sel": bool(sel), "hint": bool(hint)}
    out.update(extra)
    return out


def trick_entries(trick) -> list[dict]:
    """``[(seat, card)]`` as frame entries ``[{"seat": "N", "card": "JH"}]``."""
    return [{"seat": Seat(s).name, "card": str(Card(c))} for s, c in trick]
