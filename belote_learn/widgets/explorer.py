"""The hand explorer: deal a sample hand, choose the preset and contract, put a trick in progress on
the table, and click any card of South's hand to see whether it is legal and why."""
from __future__ import annotations

import html
import random

import ipywidgets as W

from ..cards import Card, Seat
from ..deck import deal_hands
from ..play import legal_mask, play_table
from ..position import Position, expected_trick_seats
from ..presets import PRESET_NAMES, get_rules
from ..render import trick_html
from .common import BaseWidget, CardButton, card_row, flag, shows_errors, style_sheet, whole_number

__all__ = ["HandExplorer"]


class HandExplorer(BaseWidget):
    """Deal, set up a trick, click a card, read the verdict.

    Args:
        preset: the rule system (``"classic-501"``...); ``contract`` its contract (``"H"``, ``"NT"``...).
        seed: the deal's seed (the "New deal" button moves to the next seed).
        on_table: how many cards the players before South have already played (0 to 3).
        big: larger cards, for a projector.
        show_legal: frame the legal cards and list them at once (False: a card's verdict shows only when
            it is clicked, so that learners can guess first).

    Raises:
        RulesError: an unknown preset, or a contract it does not have; BeloteError: a bad seed,
        on_table, big or show_legal.

    Plain methods (usable from code and tests): :meth:`new_deal`, :meth:`set_preset`,
    :meth:`set_contract`, :meth:`set_on_table`, :meth:`click`. Attributes: :attr:`position` (the
    :class:`~belote_learn.position.Position`), :attr:`explanation` (the text shown).
    """

    def __init__(self, preset: str = "classic-501", contract: str = "H", seed: int = 1, on_table: int = 2, big: bool = False,
                 show_legal: bool = True):
        super().__init__()
        self.show_legal = flag(show_legal, "show_legal")
        big = flag(big, "big")
        self._clicked: set = set()
        self.rules = get_rules(preset)
        self.contract = self.rules.check_contract(contract)
        self.seed = whole_number(seed, "seed")
        self.on_table = whole_number(on_table, "on_table (cards played before South)", 0, 3)
        self.explanation = ""
        self.position: Position | None = None

        self.preset_box = W.Dropdown(options=list(PRESET_NAMES), value=self.rules.preset, description="Rules")
        self.contract_box = W.Dropdown(options=self._contract_options(), value=str(self.contract), description="Contract")
        self.table_box = W.Dropdown(options=[0, 1, 2, 3], value=self.on_table, description="On table")
        self.seed_box = W.BoundedIntText(value=self.seed, min=0, max=10**9, description="Deal no.")
        self.new_button = W.Button(description="New deal")
        self.new_button.add_class("bl-new-deal")
        self.big_box = W.Checkbox(value=big, description="Big cards")
        self.trick_view = W.HTML()
        self.winning_view = W.HTML()
        self.hand_box = W.HBox()
        self.hand_box.add_class("bl-hand-widget")
        self.explain_view = W.HTML("Click a card of South's hand.")
        self.explain_view.add_class("bl-explanation")
        self.legal_view = W.HTML()
        self.legal_view.add_class("bl-legal-list")

        self.preset_box.observe(self._ui(self.set_preset), names="value")
        self.contract_box.observe(self._ui(self.set_contract), names="value")
        self.table_box.observe(self._ui(self.set_on_table), names="value")
        self.seed_box.observe(self._ui(self.new_deal), names="value")
        self.new_button.on_click(lambda _: self.new_deal())
        self.big_box.observe(lambda ch: self._apply_size(), names="value")

        controls = W.HBox([self.preset_box, self.contract_box, self.table_box])
        controls2 = W.HBox([self.seed_box, self.new_button, self.big_box])
        self.widget = W.VBox(
            [style_sheet(), controls, controls2, self.trick_view, self.winning_view, W.HTML("<b>South's hand</b>"),
             self.hand_box, self.legal_view, self.explain_view, self.error_line]
        )
        self.widget.add_class("bl-hand-explorer")
        self._build()

    # -- actions ---------------------------------------------------------------------------
    def _contract_options(self):
        return [str(c) for c in self.rules.contracts()]

    @shows_errors
    def set_preset(self, preset: str) -> None:
        """Change the rule system (keeping the contract if the preset has it)."""
        rules = get_rules(preset)
        self.rules = rules
        options = self._contract_options()
        if str(self.contract) not in options:
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
        n = whole_number(n, "cards on the table before South plays", 0, 3)
        self.on_table = n
        self._quietly(self.table_box, value=n)
        self._build()

    @shows_errors
    def new_deal(self, seed: int | None = None) -> None:
        """Deal again: the next deal number, or ``seed``."""
        if seed is None:
            seed = self.seed + 1
        self.seed = whole_number(seed, "deal number")
        self._quietly(self.seed_box, value=seed)
        self._build()

    @shows_errors
    def click(self, card) -> str:
        """Explain one card of South's hand (as if clicked); returns the explanation."""
        v = self.position.verdict(card)
        self.explanation = v.text
        word = "Legal" if v.legal else "Not legal"
        self.explain_view.value = f"<b>{html.escape(v.card.symbol)}: {word}.</b> {html.escape(v.text)}"
        self._clicked.add(v.card)
        for b in self.buttons:
            marks = []
            if self.show_legal or b.card in self._clicked:
                marks.append("bl-legal" if b.card in self._legal else "bl-illegal")
            if b.card == v.card:
                marks.append("bl-selected")
            b.mark(*marks)
        return v.text

    # -- state -----------------------------------------------------------------------------
    @property
    def legal(self) -> list[Card]:
        return list(self._legal)

    @property
    def hand(self) -> list[Card]:
        return list(self.position.hand)

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
        expl = self.position.explain()
        winner = expl.winning.seat if expl.winning else None
        self.trick_view.value = trick_html(self.position.trick, to_play=Seat.S, winner=winner)
        self.winning_view.value = html.escape(expl.winning.text) if expl.winning else "South leads this trick."
        self.buttons = [CardButton(c) for c in self.position.hand]
        self._clicked = set()
        for b in self.buttons:
            if self.show_legal:
                b.mark("bl-legal" if b.card in self._legal else "bl-illegal")
            b.on_click(lambda btn: self.click(btn.card))
        self.hand_box.children = [card_row(self.buttons)]
        legal = " ".join(c.symbol for c in self.position.hand if c in self._legal)
        self.legal_view.value = (
            f"Legal cards ({len(self._legal)}): {html.escape(legal)}" if self.show_legal
            else "Which cards may South play? Click one to find out."
        )
        self.explanation = ""
        self.explain_view.value = "Click a card of South's hand to see why it is or is not legal."
        self._apply_size()

    def _apply_size(self) -> None:
        if self.big_box.value:
            self.hand_box.add_class("bl-big")
        else:
            self.hand_box.remove_class("bl-big")
