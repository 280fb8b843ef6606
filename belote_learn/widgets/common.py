"""Shared pieces of the widgets: clickable card buttons drawn as SVG pictures, the style sheet,
errors shown inside the widget, and the base class of every widget.

Card buttons are standard ``ipywidgets.Button`` objects whose picture is an SVG background set by the
style sheet (so they work in JupyterLab, Voila and JupyterLite without any JavaScript of ours). Each
carries the classes ``bl-cardbtn`` and ``bl-card-<card>`` (e.g. ``bl-card-10H``), plus ``bl-legal`` /
``bl-illegal`` / ``bl-selected`` / ``bl-combo`` for marks; its accessible name is the card (``"10♥"``).
"""
from __future__ import annotations

import functools
import html
import urllib.parse

import ipywidgets as W

from ..cards import ALL_CARDS, Card
from ..errors import BeloteError, brief, shown
from ..render import card_svg

__all__ = ["style_sheet", "CardButton", "card_row", "BaseWidget", "shows_errors", "whole_number", "flag", "json_path"]

CARD_W, CARD_H = 100, 140  # projector size: corner indices about 30 px high


def _svg_data_uri(card: Card) -> str:
    # drawn as a background image, the root's margin (kept for inline cards) would shift the drawing inside
    # its own 100x140 box and cut the bottom and right edges off: no margin here
    svg = card_svg(card, width=CARD_W).replace(' style="margin:2px"', "", 1)
    return "data:image/svg+xml;charset=utf-8," + urllib.parse.quote(svg)


_STYLE = None


def style_sheet() -> W.HTML:
    """An HTML widget holding the style sheet of the card buttons (shown once in each widget)."""
    global _STYLE
    if _STYLE is None:
        rules = [
            f".bl-cardbtn.bl-card-{c} {{ background-image: url(\"{_svg_data_uri(c)}\"); }}" for c in ALL_CARDS
        ]
        rules += [
            f".bl-cardbtn {{ width: {CARD_W + 6}px !important; height: {CARD_H + 6}px !important; "
            "background-color: transparent !important; background-repeat: no-repeat; background-position: center; "
            "color: transparent !important; border: 3px solid transparent !important; border-radius: 8px !important; "
            "padding: 0 !important; margin: 2px !important; box-shadow: none !important; cursor: pointer; }",
            ".bl-cardbtn { position: relative; overflow: visible; }",
            ".bl-cardbtn.bl-legal { border-color: #1b7f3a !important; transform: translateY(-8px); }",
            # not faded (a faded red card looks pink): a grey hatch and a cross, so colour is not the only sign
            ".bl-cardbtn.bl-illegal::after { content: '\\2715'; position: absolute; inset: 3px; border-radius: 7px; "
            "background: repeating-linear-gradient(135deg, rgba(60,60,60,.16) 0 6px, rgba(60,60,60,0) 6px 14px); "
            "color: #ffffff; font: bold 15px/1 sans-serif; display: flex; align-items: flex-end; padding: 0 0 6px 6px; "
            "text-shadow: 0 0 3px #3c3c3c, 0 0 2px #3c3c3c; }",
            ".bl-cardbtn.bl-selected { border-color: #0b4fb3 !important; transform: translateY(-8px); }",
            ".bl-cardbtn.bl-combo { border-color: #d4a017 !important; }",
            ".bl-cardbtn:disabled { cursor: default; opacity: 1 !important; }",
            ".bl-cardbtn:focus-visible { outline: 4px solid #ffbf00 !important; outline-offset: 2px; }",
            ".bl-explanation { font-size: 15px; line-height: 1.4; min-height: 2.5em; }",
            ".bl-error { color: #b00020; font-weight: bold; }",

        ]
        _STYLE = "<style>" + "\n".join(rules) + "</style>"
    return W.HTML(_STYLE, layout=W.Layout(display="none"))


class CardButton(W.Button):
    """A button showing one card; ``card`` is the :class:`~belote_learn.cards.Card`."""

    def __init__(self, card: Card, **kw):
        card = Card(card)
        super().__init__(description=card.symbol, tooltip=card.name_en, **kw)  # the symbol is its accessible name
        self.card = card
        self.add_class("bl-cardbtn")
        self.add_class(f"bl-card-{card}")

    def mark(self, *classes: str) -> None:
        """Replace the marks (``"bl-legal"``, ``"bl-illegal"``, ``"bl-selected"``, ``"bl-combo"``)."""
        for c in ("bl-legal", "bl-illegal", "bl-selected", "bl-combo"):
            if c in self._dom_classes and c not in classes:
                self.remove_class(c)
        for c in classes:
            if c not in self._dom_classes:
                self.add_class(c)

    @property
    def marks(self) -> set:
        return {c for c in self._dom_classes if c in ("bl-legal", "bl-illegal", "bl-selected", "bl-combo")}


def card_row(buttons) -> W.HBox:
    return W.HBox(list(buttons), layout=W.Layout(flex_flow="row wrap", align_items="flex-end"))


def whole_number(value, what: str, lo: int = 0, hi: int = 10**9) -> int:
    """Check a widget argument that must be a whole number from ``lo`` to ``hi``.

    Raises:
        BeloteError: naming ``what`` and the value given.
    """
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise BeloteError(f"{what}: a whole number from {lo} to {hi:,}, not {shown(value)}")
    return value


def json_path(value, what: str = "save to") -> str:
    """Check a file path to save to: text (or a ``pathlib.Path``) ending in ``.json``.

    Raises:
        BeloteError: quoting the value (cut).
    """
    import os

    path = os.fspath(value) if isinstance(value, os.PathLike) else value
    if not isinstance(path, str) or not path.strip().endswith(".json"):
        raise BeloteError(f"{what} a file ending in .json, not {shown(value)}")
    return path.strip()


def flag(value, what: str) -> bool:
    """Check a widget argument that must be True or False. Raises BeloteError naming ``what``."""
    if not isinstance(value, bool):
        raise BeloteError(f"{what}: True or False, not {shown(value)}")
    return value


def shows_errors(method=None, *, refused=None):
    """Decorator for widget actions: bad input is shown in the widget's error line (and the action
    changes nothing); the message is also kept in ``self.error`` and the action returns ``refused``
    (``@shows_errors(refused=False)`` for actions that return True when done). Programming errors
    still raise."""
    if method is None:
        return functools.partial(shows_errors, refused=refused)

    @functools.wraps(method)
    def wrapper(self, *args, **kw):
        self._set_error("")
        try:
            return method(self, *args, **kw)
        except (BeloteError, ValueError, KeyError) as exc:
            msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
            self._set_error(str(msg))
            return refused
        except OSError as exc:
            where = f" {shown(str(exc.filename))}" if getattr(exc, "filename", None) else ""  # cut: a name can be long
            self._set_error(f"cannot use the file{where}: {exc.strerror or exc}")
            return refused

    return wrapper


class BaseWidget:
    """A controller owning its engine state and a box of standard widgets (``self.widget``).

    Displaying the object displays the box; every action is a plain method (tests call them directly).
    """

    def __init__(self):
        self.error = ""
        self.error_line = W.HTML("", layout=W.Layout(min_height="1.5em"))
        self.error_line.add_class("bl-error")
        self.widget: W.Box = W.VBox()

    _quiet = False

    def _quietly(self, widget, **values) -> None:
        """Set control values without firing this widget's own observers."""
        self._quiet = True
        try:
            for k, v in values.items():
                if getattr(widget, k) != v:
                    setattr(widget, k, v)
        finally:
            self._quiet = False

    def _ui(self, action):
        """An observer calling ``action(new_value)`` unless the change came from the widget itself."""
        return lambda change: None if self._quiet else action(change["new"])

    def _set_error(self, message: str) -> None:
        self.error = message
        self.error_line.value = html.escape(brief(message))  # the last guard: one line, whatever was quoted

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)

    def _ipython_display_(self):  # pragma: no cover - used by IPython only
        from IPython.display import display

        display(self.widget)
