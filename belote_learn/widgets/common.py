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

import anywidget
import ipywidgets as W
import traitlets

from belote_learn.core.messages import SEAT_NAMES, card_name, check_language, text
from belote_learn.core.cards import ALL_CARDS, Card
from belote_learn.core.errors import BeloteError, brief, shown
from belote_learn.core.render import card_fan_html, card_svg  # card_fan_html: kept importable from here

__all__ = ["style_sheet", "CardButton", "card_row", "BaseWidget", "shows_errors", "whole_number", "flag", "json_path",
           "projector_controls", "control_style", "CONTROL_CLASS", "CONTROL_FONT_PX", "RegionMarks", "card_fan_html",
           "contract_options", "seat_options", "in_lang"]

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
    """A button showing one card; ``card`` is the :class:`~belote_learn.core.cards.Card`; its tooltip names the
    card in ``lang``."""

    def __init__(self, card: Card, lang: str = "en", **kw):
        card = Card(card)
        # the symbol is its accessible name
        super().__init__(description=card.symbol, tooltip=card_name(card).render(lang), **kw)
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


# -- the controls: one projector-size style for every widget's ipywidgets controls ----------------------------
CONTROL_CLASS = "bl-ctl"
"""The class of a control drawn at projector size (see :func:`projector_controls`)."""
CONTROL_FONT_PX = 17
"""The controls' font size in pixels, as the card table's buttons (JupyterLab's default controls are 13 px)."""

# ipywidgets draws its controls from CSS variables (--jp-widgets-font-size, --jp-widgets-inline-height):
# set on a control they size it and its parts; the rest makes the buttons look like the card table's
# (white, a 2 px black frame, bold; dashed when disabled; black when pressed), never cut a label
# ("New d..."), and lets a row of controls wrap instead of running off the notebook's right edge.
_F = CONTROL_FONT_PX
_CONTROL_CSS = f"""<style>
.bl-ctl {{ --jp-widgets-font-size: {_F}px; --jp-widgets-inline-height: 40px; --jp-widgets-inline-margin: 4px;
  font-size: {_F}px; }}
.widget-hbox.bl-ctl-row {{ flex-wrap: wrap !important; align-items: center; }}
.jupyter-button.bl-ctl, .bl-ctl .jupyter-button {{
  font-family: inherit; font-size: {_F}px; font-weight: 700; line-height: 1.2; height: auto; min-height: 40px;
  padding: 4px 14px; border: 2px solid #1a1a1a; border-radius: 8px; background: #ffffff; color: #1a1a1a;
  box-shadow: none; width: auto !important; min-width: max-content; overflow: visible; margin: 3px 4px 3px 0; }}
.jupyter-button.bl-ctl:hover:enabled, .bl-ctl .jupyter-button:hover:enabled {{ background: #f1f1f1; box-shadow: none; }}
.jupyter-button.bl-ctl:disabled, .bl-ctl .jupyter-button:disabled {{
  opacity: 1; border-style: dashed; border-color: #9a9a9a; color: #6b6b6b; background: #ffffff; cursor: default; }}
.jupyter-button.bl-ctl.mod-active, .bl-ctl .jupyter-button.mod-active, .jupyter-button.bl-ctl.bl-chosen {{
  background: #1a1a1a; color: #ffffff; }}
/* a pressed toggle under the pointer stays dark with white text (the plain hover's light grey would hide it) */
.jupyter-button.bl-ctl.mod-active:hover:enabled, .bl-ctl .jupyter-button.mod-active:hover:enabled,
.jupyter-button.bl-ctl.bl-chosen:hover:enabled {{ background: #3a3a3a; color: #ffffff; }}
.jupyter-button.bl-ctl.bl-ctl-primary {{ background: #0b4fb3; border-color: #0b4fb3; color: #ffffff; }}
.jupyter-button.bl-ctl.bl-ctl-primary:hover:enabled {{ background: #093f8f; }}
.jupyter-button.bl-ctl.bl-ctl-primary:disabled {{ background: #ffffff; border-color: #9a9a9a; color: #6b6b6b; }}
.jupyter-button.bl-ctl:focus-visible, .bl-ctl .jupyter-button:focus-visible, .bl-ctl select:focus-visible,
.bl-ctl input:focus-visible {{ outline: 4px solid #ffbf00 !important; outline-offset: 2px; }}
.widget-inline-hbox.bl-ctl {{ width: auto !important; height: auto; min-height: 40px; align-items: center;
  margin: 3px 5px 3px 0; }}
.bl-ctl .widget-label, .bl-ctl .widget-label-basic, .bl-ctl .widget-label-basic span {{
  font-size: {_F}px; font-weight: 700; color: #1a1a1a; line-height: 1.2; overflow: visible; }}
.widget-inline-hbox.bl-ctl > .widget-label {{ width: auto !important; min-width: max-content; max-width: none !important;
  padding-right: 6px; text-align: left; line-height: 40px; align-self: center; font-size: {_F - 1}px; }}
.bl-ctl select, .bl-ctl input[type="number"], .bl-ctl input[type="text"] {{
  font-family: inherit; font-size: {_F - 1}px; height: 40px; min-height: 40px; border: 2px solid #1a1a1a !important;
  border-radius: 8px; background-color: #ffffff; color: #1a1a1a; box-sizing: border-box; }}
.bl-ctl select {{ flex: 0 0 auto; width: auto; max-width: 22em; padding: 0 24px 0 6px;
  background-position: right 6px center; }}
.bl-ctl input[type="number"] {{ flex: 0 0 auto; width: 5em; padding: 0 2px 0 6px; }}
.bl-ctl.bl-ctl-short input[type="number"] {{ width: 4.2em; }}
.bl-ctl input[type="text"] {{ flex: 0 0 auto; width: 13em; padding: 0 8px; }}
.bl-ctl input[type="checkbox"] {{ width: 22px; height: 22px; flex-grow: 0; margin-right: 8px; }}
.widget-checkbox.bl-ctl {{ width: auto !important; }}
.bl-settings .widget-inline-hbox.bl-ctl > .widget-label {{ min-width: 6em; }}
.widget-toggle-buttons.bl-ctl .btn-group {{ display: flex; flex-wrap: wrap; }}
</style>"""


def control_style() -> W.HTML:
    """A hidden HTML widget holding the controls' projector style sheet (see :func:`projector_controls`)."""
    html_widget = W.HTML(_CONTROL_CSS, layout=W.Layout(display="none"))
    html_widget.add_class("bl-ctl-style")
    return html_widget


def projector_controls(*boxes, primary=()) -> None:
    """Draw the ipywidgets controls in ``boxes`` at projector size, like the card table's buttons: every
    control inside (buttons, menus, number and text boxes, check boxes, toggle buttons; not text areas)
    gets the class :data:`CONTROL_CLASS` (17 px bold text, 40 px high, a black frame), each box the class
    ``bl-ctl-row`` (its controls wrap onto a new line rather than run off the notebook), and the first box
    a hidden child holding the style sheet, so the style travels with the widget (JupyterLab, Voila,
    JupyterLite). ``primary``: buttons drawn as the main action (blue). A box or control may be given
    alone; calling it again on the same boxes changes nothing."""
    def tag(w):
        if isinstance(w, W.Box):
            w.add_class("bl-ctl-row")
            for child in w.children:
                tag(child)
        elif isinstance(w, (W.Button, W.ToggleButton, W.ToggleButtons, W.Dropdown, W.Checkbox, W.Text,
                            W.IntText, W.BoundedIntText, W.FloatText, W.BoundedFloatText, W.RadioButtons)):
            if CONTROL_CLASS not in w._dom_classes and "bl-cardbtn" not in w._dom_classes:  # not a card
                w.add_class(CONTROL_CLASS)

    for box in boxes:
        tag(box)
    for b in primary:
        b.add_class("bl-ctl-primary")
    first = next((b for b in boxes if isinstance(b, W.Box)), None)
    if first is not None and not any("bl-ctl-style" in getattr(c, "_dom_classes", ()) for c in first.children):
        first.children = (*first.children, control_style())


_MARKS_ESM = """
function render({ model, el }) {
  // marks the regions of the widget this mark sits in: elements with a class get a data-region (and an
  // accessible name), which plain ipywidgets cannot set; kept when the widget redraws its children
  let root = null, obs = null, frame = 0;
  const apply = () => {
    for (const [cls, spec] of Object.entries(model.get("regions") || {})) {
      for (const node of root.querySelectorAll("." + cls)) {
        if (node.getAttribute("data-region") !== spec.region) node.setAttribute("data-region", spec.region);
        if (spec.label && node.getAttribute("aria-label") !== spec.label) {
          node.setAttribute("role", "group");
          node.setAttribute("aria-label", spec.label);
        }
      }
    }
  };
  const find = () => {
    root = el.closest(model.get("root"));
    if (!root) { frame = requestAnimationFrame(find); return; }
    apply();
    obs = new MutationObserver(apply);
    obs.observe(root, { childList: true, subtree: true });
  };
  find();
  model.on("change:regions", () => root && apply());
  return () => { cancelAnimationFrame(frame); if (obs) obs.disconnect(); };
}
export default { render };
"""


class RegionMarks(anywidget.AnyWidget):
    """An invisible widget giving elements of the widget that holds it a ``data-region`` (the hooks of tests
    and screen readers, which ipywidgets' own boxes cannot carry).

    Args:
        root: a CSS selector of the holding widget (``".bl-trainer"``).
        regions: a class of an element -> ``{"region": "bidding", "label": "Your call"}``: in the browser the
            element then carries ``data-region="bidding"``, and ``role="group"`` with that accessible name.
    """

    _esm = _MARKS_ESM
    root = traitlets.Unicode("").tag(sync=True)
    regions = traitlets.Dict().tag(sync=True)

    def __init__(self, root: str, regions: dict, **kw):
        super().__init__(root=root, regions=regions, layout=W.Layout(display="none"), **kw)


def contract_options(rules, declaring_only: bool = False, lang: str = "en") -> list[tuple[str, str]]:
    """The contracts of ``rules`` for a menu, named as a player says them, with the engine's code as the
    value: ``[("♠ spades", "S"), ..., ("No trumps", "NT"), ("All trumps", "AT")]``.

    ``declaring_only`` leaves out the contracts without declarations (no trumps), for the declarations
    walkthrough. ``rules`` is a :class:`~belote_learn.rules.presets.Rules` (its :meth:`contracts`); the names
    are in ``lang``.
    """
    from belote_learn.widgets.table import call_label  # table imports nothing of this module; kept local all the same

    return [(call_label(str(c), lang=lang)["aria"], str(c)) for c in rules.contracts()
            if not (declaring_only and c.kind == "NT")]


def seat_options(lang: str = "en") -> list[tuple[str, str]]:
    """The four seats for a menu: ``[("North", "N"), ("East", "E"), ("South", "S"), ("West", "W")]`` (the
    names in ``lang``)."""
    from belote_learn.core.cards import Seat

    return [(SEAT_NAMES[s].render(lang), s.name) for s in Seat]


def card_row(buttons) -> W.HBox:
    return W.HBox(list(buttons), layout=W.Layout(flex_flow="row wrap", align_items="flex-end"))


def whole_number(value, what: str, lo: int = 0, hi: int = 10**9, lang: str = "en") -> int:
    """Check a widget argument that must be a whole number from ``lo`` to ``hi``.

    Raises:
        BeloteError: naming ``what`` and the value given (in ``lang``).
    """
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise BeloteError(text("widget.error.whole_number", lang, what=what, lo=lo, hi=f"{hi:,}", value=shown(value)))
    return value


def json_path(value, what: str = "save to", lang: str = "en") -> str:
    """Check a file path to save to: text (or a ``pathlib.Path``) ending in ``.json``.

    Raises:
        BeloteError: quoting the value (cut), in ``lang``.
    """
    import os

    path = os.fspath(value) if isinstance(value, os.PathLike) else value
    if not isinstance(path, str) or not path.strip().endswith(".json"):
        raise BeloteError(text("widget.error.json_path", lang, what=what, value=shown(value)))
    return path.strip()


def flag(value, what: str, lang: str = "en") -> bool:
    """Check a widget argument that must be True or False. Raises BeloteError naming ``what`` (in ``lang``)."""
    if not isinstance(value, bool):
        raise BeloteError(text("widget.error.flag", lang, what=what, value=shown(value)))
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
            if isinstance(exc, BeloteError):  # said in the widget's language (its message rendered there)
                msg = exc.render(getattr(self, "lang", "en"))
            else:
                msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
            self._set_error(str(msg))
            return refused
        except OSError as exc:
            lang = getattr(self, "lang", "en")
            if getattr(exc, "filename", None):  # cut: a name can be long
                self._set_error(text("widget.error.file_named", lang, file=shown(str(exc.filename)),
                                     reason=str(exc.strerror or exc)))
            else:
                self._set_error(text("widget.error.file", lang, reason=str(exc.strerror or exc)))
            return refused

    return wrapper


class BaseWidget:
    """A controller owning its engine state and a box of standard widgets (``self.widget``).

    Displaying the object displays the box; every action is a plain method (tests call them directly).
    ``lang`` is the language of everything the widget says (``"en"``, ``"fr"``; ValueError for another),
    kept in ``self.lang`` and passed down to the texts it shows: two widgets of one notebook may speak
    two languages.
    """

    def __init__(self, lang: str = "en"):
        self.lang = check_language(lang)
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
