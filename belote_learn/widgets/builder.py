"""The position builder for teachers: choose the preset, contract and who leads, place cards on the
table for the players before, set the hand of the player to move by clicking cards of the pack. The
position is checked as it is built, the verdicts update live, and positions load from data/positions
or save to JSON."""
from __future__ import annotations

import json
from pathlib import Path

import ipywidgets as W

from belote_learn.core.messages import SEAT_NAMES, text
from belote_learn.core.cards import ALL_CARDS, Card, Seat, parse_card, parse_seat
from belote_learn.rules.datafiles import data_path, load_teaching_position
from belote_learn.core.errors import PositionError, shown
from belote_learn.rules.position import Position
from belote_learn.rules.presets import PRESET_NAMES, get_rules
from belote_learn.widgets.common import BaseWidget, json_path, shows_errors
from belote_learn.widgets.common import contract_options, projector_controls, seat_options
from belote_learn.widgets.quiz import _turn
from belote_learn.widgets.table import CardHandle, CardTable, card_entry, contract_words, esc

__all__ = ["PositionBuilder"]


class PositionBuilder(BaseWidget):
    """Build any position by clicking, with live verdicts.

    Plain methods: :meth:`set_preset`, :meth:`set_contract`, :meth:`set_leader`, :meth:`set_target`
    (``"table"`` or ``"hand"``: where clicked pack cards go), :meth:`click_pack`, :meth:`remove`,
    :meth:`clear`, :meth:`load` (a teaching position name, a file path or a dict), :meth:`save`,
    :meth:`to_json`, :meth:`show_pack` (the pack of 32 cards shown or folded away, so that on a
    projector's 1024x768 the table and its explanation fit one screen; a loaded position folds it). Attributes: :attr:`trick_cards`, :attr:`hand_cards`, :attr:`position` (None
    while incomplete), :attr:`verdict_texts`, :attr:`status` and :attr:`verdicts_html` (what the
    table shows), :attr:`table` (the :class:`~belote_learn.widgets.table.CardTable`),
    :attr:`pack_buttons` (card -> the pack's card as drawn). ``lang``: the language of everything shown.
    """

    def __init__(self, preset: str = "classic-501", contract: str = "H", leader: str = "N", lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        self.rules = get_rules(preset)
        self.contract = self.rules.check_contract(contract)
        self.leader = parse_seat(leader)
        self.trick_cards: list[Card] = []
        self.hand_cards: list[Card] = []
        self.target = "table"
        self.pack_open = True  # the pack's cards drawn (False: folded into its heading, see show_pack)
        self.position: Position | None = None
        self.verdict_texts: dict = {}

        self.preset_box = W.Dropdown(options=list(PRESET_NAMES), value=self.rules.preset,
                                     description=text("explorer.control.rules", lang))
        self.contract_box = W.Dropdown(options=contract_options(self.rules, lang=lang), value=str(self.contract),
                                       description=text("explorer.info.contract", lang))
        self.leader_box = W.Dropdown(options=seat_options(lang), value=self.leader.name,
                                     description=text("builder.control.leader", lang))
        self.target_box = W.ToggleButtons(options=[(text("builder.control.put_on_table", lang), "table"),
                                                   (text("builder.control.put_in_hand", lang), "hand")],
                                          value="table")
        self.target_box.style = {"button_width": "140px"}
        self.clear_button = W.Button(description=text("builder.button.clear", lang))
        self.library_box = W.Dropdown(options=[""] + sorted(p.stem for p in data_path("positions").glob("*.json")),
                                      description=text("builder.control.load", lang))
        self.path_box = W.Text(value="my_position.json", description=text("builder.control.save_as", lang))
        self.save_button = W.Button(description=text("builder.button.save", lang))
        self.table = CardTable(lang=self.lang)
        self.table.on("card", lambda m: self.click_pack(m["card"]))
        self.pack_buttons = {c: CardHandle(self.table, c, "pack") for c in ALL_CARDS}
        self.status = ""
        self.verdicts_html = ""
        self._note = ""
        self._note_for = None
        self.json_view = W.Textarea(layout=W.Layout(width="100%", height="4em"))
        for box, width in ((self.preset_box, "230px"), (self.contract_box, "210px"), (self.leader_box, "140px")):
            box.layout = W.Layout(width=width)
            box.style = {"description_width": "initial"}

        self.preset_box.observe(self._ui(self.set_preset), names="value")
        self.contract_box.observe(self._ui(self.set_contract), names="value")
        self.leader_box.observe(self._ui(self.set_leader), names="value")
        self.target_box.observe(self._ui(self.set_target), names="value")
        self.library_box.observe(self._ui(lambda name: self.load(name) if name else None), names="value")
        self.clear_button.on_click(lambda _: self.clear())
        self.save_button.on_click(lambda _: self.save(self.path_box.value))

        # where clicked cards go, Clear and Four colours are the table's own buttons, in the pack's heading
        # (projector-sized, next to the cards they act on); the toggle above stays as an object for code
        self.table.on("button", self._button)
        # with the pack folded away, its button comes back here, next to the menus (see show_pack)
        self.show_pack_button = W.Button(description=text("builder.button.show_pack", lang),
                                         tooltip=text("builder.button.show_pack_title", lang),
                                         layout=W.Layout(display="none"))
        self.show_pack_button.add_class("bl-show-pack")
        self.show_pack_button.on_click(lambda _: self.show_pack(True))
        self.widget = W.VBox(
            [
                W.HBox([self.preset_box, self.contract_box, self.leader_box, self.show_pack_button],
                       layout=W.Layout(flex_flow="row wrap")),
                W.HTML(_BUILDER_CSS, layout=W.Layout(display="none")),
                self.table,
                self.error_line,
                W.HBox([self.library_box, self.path_box, self.save_button], layout=W.Layout(flex_flow="row wrap")),
                self.json_view,
            ]
        )
        self.widget.add_class("bl-position-builder")
        projector_controls(*[c for c in self.widget.children if isinstance(c, W.HBox)])  # projector-size controls
        self._refresh()

    # -- helpers ---------------------------------------------------------------------------
    @property
    def to_play(self) -> Seat:
        seat = self.leader
        for _ in range(len(self.trick_cards)):
            seat = seat.next(self.rules.direction)
        return seat

    def _trick(self) -> list:
        out = []
        seat = self.leader
        for c in self.trick_cards:
            out.append((seat, c))
            seat = seat.next(self.rules.direction)
        return out

    def _button(self, msg: dict) -> None:
        what = msg.get("id")
        if what in ("table", "hand"):
            self.set_target(what)
        elif what == "clear":
            self.clear()
        elif what == "pack":
            self.show_pack(not self.pack_open)

    # -- actions ---------------------------------------------------------------------------
    @shows_errors
    def set_preset(self, preset: str) -> None:
        rules = get_rules(preset)
        contract = self.contract if self.contract.kind in rules.contract_kinds else rules.check_contract("H")
        self.rules, self.contract = rules, contract
        self._quietly(self.contract_box, options=contract_options(rules, lang=self.lang), value=str(contract))
        self._quietly(self.preset_box, value=rules.preset)
        self._refresh()

    @shows_errors
    def set_contract(self, contract: str) -> None:
        self.contract = self.rules.check_contract(contract)
        self._quietly(self.contract_box, value=str(self.contract))
        self._refresh()

    @shows_errors
    def set_leader(self, seat) -> None:
        self.leader = parse_seat(seat)
        self._quietly(self.leader_box, value=self.leader.name)
        self._refresh()

    @shows_errors
    def set_target(self, target: str) -> None:
        if target not in ("table", "hand"):
            raise ValueError(text("builder.error.target", self.lang, value=shown(target)))
        self.target = target
        self._quietly(self.target_box, value=target)
        self._refresh()

    @shows_errors
    def click_pack(self, card) -> None:
        """Place ``card`` where the target says; clicking a placed card takes it back."""
        card = parse_card(card)
        if card in self.trick_cards or card in self.hand_cards:
            self._take_back(card)
            return
        if self.target == "table":
            if len(self.trick_cards) >= 3:
                raise ValueError(text("builder.error.table_full", self.lang, card=card.symbol))
            self.trick_cards.append(card)
        else:
            if len(self.hand_cards) >= 8:
                raise ValueError(text("builder.error.hand_full", self.lang, card=card.symbol))
            self.hand_cards.append(card)
        self._refresh()

    def _take_back(self, card: Card) -> None:
        if card in self.trick_cards:
            self.trick_cards.remove(card)
        else:
            self.hand_cards.remove(card)
        self._refresh()

    @shows_errors
    def remove(self, card) -> None:
        """Take a placed card back to the pack."""
        card = parse_card(card)
        if card not in self.trick_cards and card not in self.hand_cards:
            raise ValueError(text("builder.error.not_placed", self.lang, card=card.symbol))
        self._take_back(card)

    @shows_errors
    def clear(self) -> None:
        """Put every card back in the pack (and show the pack, the only way to place cards again)."""
        self.trick_cards, self.hand_cards = [], []
        self.pack_open = True
        self._refresh()

    @shows_errors
    def show_pack(self, show: bool = True) -> None:
        """Show the pack's 32 cards, or fold the pack away (``show=False``): the table, the player to
        move's hand and the explanation then fit a projector's 1024x768 without scrolling. Placed cards are
        kept; a click on one of them on the table still takes it back. Folded, the pack's buttons go and a
        "Show pack" button waits next to the menus."""
        if not isinstance(show, bool):
            raise ValueError(text("builder.error.show_pack", self.lang, value=shown(show)))
        self.pack_open = show
        self._refresh()

    @shows_errors
    def load(self, source) -> None:
        """Load a position: a teaching position's name, a JSON file path, or a position dict."""
        if isinstance(source, dict):
            p = Position.from_dict(source)
        elif isinstance(source, Path) or (isinstance(source, str) and source.strip().endswith(".json")):
            p = Position.load(source)
        elif isinstance(source, str):
            p = load_teaching_position(source)
        else:
            raise PositionError("", text("builder.error.load", self.lang, value=shown(source)))
        self.rules, self.contract = p.rules, p.contract
        self.leader = p.trick[0][0] if p.trick else p.to_play
        self.trick_cards = [c for _, c in p.trick]
        self.hand_cards = list(p.hand)
        self._quietly(self.preset_box, value=p.rules.preset)
        self._quietly(self.contract_box, options=contract_options(p.rules, lang=self.lang), value=str(p.contract))
        self._quietly(self.leader_box, value=self.leader.name)
        title = p.extra.get("title")
        self._note = text("builder.note.title", self.lang, title=title) if title not in (None, "") else ""
        self._note_for = self._signature()
        self.pack_open = False  # the position is set: the table and its explanation in view (Show pack)
        self._refresh()

    def to_json(self) -> str:
        """The position as JSON (docs/formats.md). Raises PositionError while it is incomplete."""
        if self.position is None:
            raise PositionError("hand", text("builder.error.no_card", self.lang))
        return json.dumps(self.position.to_dict(extra=False), ensure_ascii=False)

    @shows_errors
    def save(self, path: str) -> str:
        """Write the position to ``path`` (a .json file); returns the path."""
        path = json_path(path, lang=self.lang)
        saved = self.to_json()
        Path(path).write_text(saved + "\n", encoding="utf-8")
        self._note = text("builder.note.saved", self.lang, path=path)
        self._note_for = self._signature()
        self._refresh()
        return path

    # -- view ------------------------------------------------------------------------------
    def _signature(self) -> tuple:
        """What the position is: rules, contract, leader and cards (the note of a load or a save is about
        this position only)."""
        return (self.rules.preset, repr(sorted(self.rules.options.items())), str(self.contract), self.leader,
                tuple(self.trick_cards), tuple(self.hand_cards))

    def _refresh(self) -> None:
        if self._note and self._signature() != self._note_for:
            # the loaded position's title, or "Saved to x.json", no longer describes what is shown: dropped
            self._note = ""
        lang = self.lang
        placed = {c: "table" for c in self.trick_cards} | {c: "hand" for c in self.hand_cards}
        trick = self._trick()
        to_play = self.to_play
        self.position = None
        self.verdict_texts = {}
        self.json_view.value = ""
        legal, verdicts, win, winner = set(), [], "", None
        if self.hand_cards:
            p = Position.create(self.rules, self.contract, to_play, self.hand_cards, trick)
            self.position = p
            expl = p.explain()
            legal = set(expl.legal)
            verdicts = expl.verdicts
            self.verdict_texts = {v.card: v.render(lang) for v in verdicts}
            win = f"{esc(expl.winning.render(lang))}<br>" if expl.winning else ""
            winner = expl.winning.seat if expl.winning else None
            self.json_view.value = json.dumps(p.to_dict(extra=False), ensure_ascii=False)
            self.status = text("builder.status.legal", lang, seat=SEAT_NAMES[to_play],
                               cards=' '.join(c.symbol for c in expl.legal))
            legal_word, illegal_word = text("render.verdict.legal", lang), text("render.verdict.not_legal", lang)
            self.verdicts_html = win + "<ul class='bl-verdicts'>" + "".join(
                f"<li><b>{esc(v.card.symbol)}</b> {legal_word if v.legal else illegal_word}: {esc(_reason(v, lang))}</li>"
                for v in verdicts) + "</ul>"
        else:
            self.status = text("builder.status.no_hand", lang, seat=SEAT_NAMES[to_play], count=len(trick))
            self.verdicts_html = ""
        # the table is turned so that the player to move sits at the bottom, as in the quizzes
        turn = _turn(to_play)
        seats = {}
        for s in Seat:
            tags = (([text("widget.table.tag.leads", lang)] if s == self.leader and trick else []) +
                    ([text("widget.table.tag.to_play", lang)] if s == to_play else []))
            seats[turn[s]] = {"name": SEAT_NAMES[s].render(lang), "tags": tags}
        me = SEAT_NAMES[to_play]
        target_words = {"table": text("builder.target.table", lang), "hand": text("builder.target.hand", lang, seat=me)}
        frame = {
            "mode": "build",
            "info": [{"label": text("explorer.info.contract", lang), "value": contract_words(self.contract, lang),
                      "key": "contract", "place": "left"},
                     {"label": text("explorer.control.rules", lang), "value": self.rules.preset,
                      "more": self.rules.title_message.render(lang), "key": "rules", "place": "right"}],
            "seats": seats,
            "trick": [{"seat": turn[s], "card": str(c)} for s, c in trick],
            "winner": turn[winner] if winner is not None else None,
            "winner_badge": text("explorer.badge.winning", lang),
            "hand": {"label": text("explorer.hand_of", lang, seat=me), "active": True,
                     "cards": [card_entry(c, legal=c in legal) for c in self.hand_cards],
                     "empty_text": (text("builder.hand.empty_pack_open", lang, target=target_words["hand"])
                                    if self.pack_open else text("builder.hand.empty_pack_folded", lang,
                                                                button=text("builder.button.show_pack", lang)))},
            "pack": self._pack_frame(placed, target_words),
            "status": self._note + self.status,
            "status_kind": "info",
            "message": self.verdicts_html,
        }
        if not self.pack_open:
            del frame["pack"]  # folded away: "Show pack" waits next to the menus
        self.show_pack_button.layout.display = None if not self.pack_open else "none"
        # Save only when there is a position to save (the player to move holds a card)
        self.save_button.disabled = self.position is None
        self.save_button.tooltip = (text("builder.button.save_title", lang) if self.position is not None else
                                    text("builder.button.save_title_no_hand", lang, seat=me))
        self.table.show(frame)


    def _pack_frame(self, placed: dict, target_words: dict) -> dict:
        """The pack above the table: its 32 cards, where clicked cards go, Clear, Four colours and Hide
        pack."""
        lang = self.lang
        fold = {"id": "pack", "label": text("builder.button.hide_pack", lang), "enabled": True, "pressed": False,
                "title": text("builder.button.hide_pack_title", lang)}
        rest = [{"id": "clear", "label": text("builder.button.clear", lang),
                 "enabled": bool(self.trick_cards or self.hand_cards), "title": text("builder.button.clear_title", lang)},
                {"id": "four-colour", "label": text("explorer.button.four_colour", lang), "enabled": True,
                 "always": True, "title": text("explorer.button.four_colour_title", lang)}]
        return {"label": text("builder.pack.label", lang), "cols": 16,
                "cards": [{"c": str(c), "placed": placed.get(c)} for c in ALL_CARDS],
                "buttons": [{"id": k, "label": w, "enabled": True, "pressed": self.target == k,
                             "title": text("builder.button.target_title", lang, target=w)}
                            for k, w in target_words.items()] + rest + [fold]}


_BUILDER_CSS = """<style>
/* the explanation under the table: 16 px (a projector's least), so that with the pack folded away the
   table and the whole explanation fit 1024x768 */
.bl-position-builder .blt-message { font-size: 16px; line-height: 1.3; }
.bl-position-builder .bl-show-pack { margin-left: 12px; }
</style>"""


_contract_words = contract_words  # the older name


def _reason(v, lang: str = "en") -> str:
    """The verdict's reason without repeating "J♥ is allowed" after "J♥ legal" (shorter lines on a projector)."""
    said = v.render(lang)
    for head in (text("builder.verdict_head.allowed", lang, card=v.card.symbol),
                 text("builder.verdict_head.not_allowed", lang, card=v.card.symbol)):
        if said.startswith(head):
            rest = said[len(head):]
            return rest[:1].upper() + rest[1:]
    return said
