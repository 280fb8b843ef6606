"""The hand explorer: deal a sample hand, choose the preset and contract, put a trick in progress on
the table, and click any card of South's hand to see whether it is legal and why."""
from __future__ import annotations

import random

import ipywidgets as W

from belote_learn.core.messages import SEAT_NAMES, Join, Message, text
from belote_learn.core.cards import Card, Seat
from belote_learn.core.deck import deal_hands
from belote_learn.rules.play import legal_mask, play_table
from belote_learn.rules.position import Position, expected_trick_seats
from belote_learn.rules.presets import PRESET_NAMES, get_rules
from belote_learn.widgets.common import BaseWidget, flag, shows_errors, whole_number
from belote_learn.widgets.common import contract_options, projector_controls
from belote_learn.widgets.table import CardHandle, CardTable, card_entry, contract_words, esc, seat_label, trick_entries

__all__ = ["HandExplorer"]


class HandExplorer(BaseWidget):
    """Deal, set up a trick, click a card, read the verdict.

    Args:
        preset: the rule system (``"classic-501"``...); ``contract`` its contract (``"H"``, ``"NT"``...).
        seed: the deal's seed (the "New deal" button moves to the next seed).
        on_table: how many cards the players before South have already played (0 to 3).
        big: kept for older notebooks (the cards are always projector-sized now).
        show_legal: frame the legal cards and list them at once (False: a card's verdict shows only when
            it is clicked, so that learners can guess first).
        lang: the language of everything shown (``"en"``, ``"fr"``).

    Raises:
        RulesError: an unknown preset, or a contract it does not have; BeloteError: a bad seed,
        on_table, big or show_legal.

    Plain methods (usable from code and tests): :meth:`new_deal`, :meth:`set_preset`,
    :meth:`set_contract`, :meth:`set_on_table`, :meth:`click`, :meth:`reveal`. Attributes:
    :attr:`position` (the :class:`~belote_learn.rules.position.Position`), :attr:`explanation` (the text
    shown), :attr:`table` (the :class:`~belote_learn.widgets.table.CardTable`), :attr:`buttons`
    (South's cards as drawn).
    """

    def __init__(self, preset: str = "classic-501", contract: str = "H", seed: int = 1, on_table: int = 2, big: bool = False,
                 show_legal: bool = True, lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        self.show_legal = flag(show_legal, "show_legal", lang=lang)
        big = flag(big, "big", lang=lang)
        self._clicked: set = set()
        self.rules = get_rules(preset)
        self.contract = self.rules.check_contract(contract)
        self.seed = whole_number(seed, "seed", lang=lang)
        self.on_table = whole_number(on_table, text("explorer.arg.on_table", lang), 0, 3, lang=lang)
        self.explanation = ""
        self.position: Position | None = None

        self.preset_box = W.Dropdown(options=list(PRESET_NAMES), value=self.rules.preset,
                                     description=text("explorer.control.rules", lang))
        self.contract_box = W.Dropdown(options=self._contract_options(), value=str(self.contract),
                                       description=text("explorer.control.trumps", lang))
        self.table_box = W.Dropdown(options=[0, 1, 2, 3], value=self.on_table,
                                    description=text("explorer.control.on_table", lang))
        self.seed_box = W.BoundedIntText(value=self.seed, min=0, max=10**9, description=text("explorer.control.deal", lang))
        self.seed_box.add_class("bl-ctl-short")  # a deal number of up to 6 digits: the row keeps one line at 1024
        self.new_button = W.Button(description=text("explorer.control.new_deal", lang))
        self.new_button.add_class("bl-new-deal")
        for box, width in ((self.preset_box, "200px"), (self.contract_box, "185px"), (self.table_box, "125px"),
                           (self.seed_box, "150px")):
            box.layout = W.Layout(width=width)
            box.style = {"description_width": "initial"}
        self.new_button.layout = W.Layout(width="100px")
        self.table = CardTable(lang=self.lang)
        self.table.on("card", lambda m: self.click(m["card"]))
        self.table.on("button", lambda m: self.reveal() if m["id"] == "reveal" else None)
        self.explain_text = ""

        self.preset_box.observe(self._ui(self.set_preset), names="value")
        self.contract_box.observe(self._ui(self.set_contract), names="value")
        self.table_box.observe(self._ui(self.set_on_table), names="value")
        self.seed_box.observe(self._ui(self.new_deal), names="value")
        self.new_button.on_click(lambda _: self.new_deal())

        controls = W.HBox([self.preset_box, self.contract_box, self.table_box, self.seed_box, self.new_button],
                          layout=W.Layout(flex_flow="row wrap"))
        projector_controls(controls)  # projector-size controls, like the table's buttons
        self.widget = W.VBox([controls, self.table, self.error_line])
        self.widget.add_class("bl-hand-explorer")
        self._build()

    # -- actions ---------------------------------------------------------------------------
    def _contract_options(self):
        """``[("♥ hearts", "H"), ..., ("All trumps", "AT")]``: names in the menu, the engine's codes as values."""
        return contract_options(self.rules, lang=self.lang)

    @shows_errors
    def set_preset(self, preset: str) -> None:
        """Change the rule system (keeping the contract if the preset has it)."""
        rules = get_rules(preset)
        self.rules = rules
        options = self._contract_options()
        if str(self.contract) not in [value for _, value in options]:
            self.contract = rules.check_contract("H")
        self._quietly(self.contract_box, options=options, value=str(self.contract))
        self._quietly(self.preset_box, value=rules.preset)
        self._build()

    @shows_errors
    def set_contract(self, contract: str) -> None:
        self.contract = self.rules.check_contract(contract)
        self._quietly(self.contract_box, value=str(self.contract))
        self._build()

    @shows_errors
    def set_on_table(self, n: int) -> None:
        n = whole_number(n, text("explorer.arg.set_on_table", self.lang), 0, 3, lang=self.lang)
        self.on_table = n
        self._quietly(self.table_box, value=n)
        self._build()

    @shows_errors
    def new_deal(self, seed: int | None = None) -> None:
        """Deal again: the next deal number, or ``seed``."""
        if seed is None:
            seed = self.seed + 1
        self.seed = whole_number(seed, text("explorer.arg.deal_number", self.lang), lang=self.lang)
        self._quietly(self.seed_box, value=seed)
        self._build()

    @shows_errors
    def click(self, card) -> str:
        """Explain one card of South's hand (as if clicked); returns the explanation."""
        v = self.position.verdict(card)
        said = v.render(self.lang)
        self.explanation = said
        head = (Message("explorer.verdict.legal", card=v.card.symbol) if v.legal
                else Message("explorer.verdict.not_legal", card=v.card.symbol))
        self.explain_text = f"<b>{esc(head.render(self.lang))}</b> {esc(said)}"
        self._clicked.add(v.card)
        self._selected = v.card
        self._draw()
        return said

    def reveal(self) -> None:
        """Show which cards are legal (for a class that has guessed)."""
        self.show_legal = True
        self._draw()

    # -- state -----------------------------------------------------------------------------
    @property
    def legal(self) -> list[Card]:
        return list(self._legal)

    @property
    def hand(self) -> list[Card]:
        return list(self.position.hand)

    @property
    def buttons(self) -> list:
        """South's cards as drawn (:class:`~belote_learn.widgets.table.CardHandle`: card, marks, click)."""
        return [CardHandle(self.table, c) for c in self.position.hand]

    def _build(self) -> None:
        hands = deal_hands(self.seed)
        rng = random.Random(self.seed * 7919 + self.on_table)
        seats = expected_trick_seats(self.rules, Seat.S, self.on_table)
        pt = play_table(self.rules, self.contract)
        trick = []
        for seat in seats:
            mask = legal_mask(pt, hands[seat].mask, tuple(c for _, c in trick))
            options = [c for c in Card if mask >> c & 1]
            trick.append((seat, rng.choice(options)))
        south = sorted(hands[Seat.S], key=lambda c: (c.suit, -pt.ranking.strength[c]))
        self.position = Position.create(self.rules, self.contract, "S", south, trick)
        self._legal = set(self.position.legal_cards())
        self._clicked = set()
        self._selected = None
        self.explanation = ""
        self.explain_text = ""
        self._draw()

    def _draw(self) -> None:
        p = self.position
        lang = self.lang
        expl = p.explain()
        played = {s for s, _ in p.trick}
        seats = {s.name: {"name": seat_label(s, lang=lang), "backs": 8 - (s in played),
                          "tags": [text("lesson.table.tag.led", lang)] if p.trick and s == p.trick[0][0] else []}
                 for s in Seat if s != Seat.S}
        south = SEAT_NAMES[Seat.S]
        seats["S"] = {"name": south.render(lang), "tags": []}
        cards = []
        for c in p.hand:
            shown_legal = (c in self._legal) if (self.show_legal or c in self._clicked) else None
            cards.append(card_entry(c, legal=shown_legal, sel=(c == self._selected)))
        n = len(p.trick)
        if self.show_legal:
            legal = " ".join(c.symbol for c in p.hand if c in self._legal)
            status = Message("explorer.status.legal_shown", seat=south, n=len(self._legal), cards=legal)
        elif n:
            status = Message("explorer.status.to_play_after", seat=south,
                             before=Join(", ", [SEAT_NAMES[s] for s, _ in p.trick]))
        else:
            status = Message("explorer.status.leads", seat=south)
        winning = esc(expl.winning.render(lang)) if expl.winning else text("explorer.nobody_played", lang, seat=south)
        message = self.explain_text or winning
        frame = {
            "mode": "explore",
            "info": [{"label": text("explorer.info.contract", lang), "value": contract_words(p.contract, lang),
                      "key": "contract", "place": "left"},
                     {"label": text("explorer.info.deal", lang), "value": str(self.seed), "more": p.rules.preset,
                      "key": "rules", "place": "right"}],
            "seats": seats,
            "to_play": "S",
            "trick": trick_entries(p.trick),
            "winner": expl.winning.seat.name if expl.winning else None,
            "winner_badge": text("explorer.badge.winning", lang),
            "hand": {"label": text("explorer.hand_of", lang, seat=south), "active": True, "cards": cards},
            "status": status.render(lang),
            "status_kind": "turn",
            "buttons": [{"id": "reveal", "label": text("explorer.button.reveal", lang), "enabled": not self.show_legal,
                         "title": text("explorer.button.reveal_title", lang)},
                        {"id": "four-colour", "label": text("explorer.button.four_colour", lang), "enabled": True,
                         "always": True, "title": text("explorer.button.four_colour_title", lang)}],
            "message": message,
        }
        self.table.show(frame)
