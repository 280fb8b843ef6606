"""Quiz widgets for the lessons: the answers are checked by the engine, never written by hand."""
from __future__ import annotations

import html

import ipywidgets as W

from ..cards import parse_card
from ..errors import BeloteError, shown
from ..position import Position
from .common import BaseWidget, CardButton, card_row, flag, shows_errors, style_sheet

__all__ = ["CardQuiz", "ChoiceQuiz", "Reveal"]


def _text(value, what: str, optional: bool = False) -> str:
    if optional and value is None:
        return ""
    if not isinstance(value, str):
        raise BeloteError(f"{what}: text expected, not {shown(value)}")
    return value


class CardQuiz(BaseWidget):
    """"Which cards may this player play?": click cards to select them, then check.

    Args:
        position: a :class:`~belote_learn.position.Position`, or a position as a dict or JSON text
            (docs/formats.md); ``question``: the text asked (None: the standard question); ``big``:
            larger cards.
    Raises:
        PositionError: a malformed position; BeloteError: a question that is not text.

    Plain methods: :meth:`toggle` (a card), :meth:`check` (returns True when right). Attributes:
    :attr:`selected`, :attr:`feedback`.
    """

    def __init__(self, position: Position, question: str | None = None, big: bool = False):
        super().__init__()
        if isinstance(position, dict):
            position = Position.from_dict(position)
        elif isinstance(position, str):
            position = Position.from_json(position)
        elif not isinstance(position, Position):
            raise BeloteError(f"position: a Position, a position dict or JSON text, not {shown(position)}")
        question = _text(question, "question", optional=True)
        big = flag(big, "big")
        self.position = position
        self.selected: list = []
        self.feedback = ""
        self._expl = position.explain()
        q = question or f"Which cards may {position.to_play.word} play? Select them all, then press Check."
        from ..render import trick_html

        self.buttons = [CardButton(c) for c in position.hand]
        for b in self.buttons:
            b.on_click(lambda btn: self.toggle(btn.card))
        self.check_button = W.Button(description="Check", button_style="primary")
        self.check_button.add_class("bl-check")
        self.check_button.on_click(lambda _: self.check())
        self.feedback_view = W.HTML()
        self.feedback_view.add_class("bl-feedback")
        head = (
            f"<b>{html.escape(q)}</b><br>{html.escape(position.rules.title)}, {html.escape(position.contract.words)}."
        )
        row = card_row(self.buttons)
        if big:
            row.add_class("bl-big")
        width = 96 if big else 64
        self.widget = W.VBox([
            style_sheet(), W.HTML(head), W.HTML(trick_html(position.trick, to_play=position.to_play, width=width)),
            row, self.check_button, self.feedback_view, self.error_line,
        ])
        self.widget.add_class("bl-card-quiz")

    @shows_errors
    def toggle(self, card) -> None:
        card = parse_card(card)
        if card not in self.position.hand:
            raise ValueError(f"{card.symbol} is not in {self.position.to_play.word}'s hand")
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        for b in self.buttons:
            if b.card in self.selected:
                b.mark("bl-selected")
            else:
                b.mark()

    def check(self) -> bool:
        legal = set(self._expl.legal)
        chosen = set(self.selected)
        right = legal == chosen
        lines = []
        for v in self._expl.verdicts:
            if (v.card in chosen) != v.legal:
                lines.append(f"<li><b>{html.escape(v.card.symbol)}</b>: {html.escape(v.text)}</li>")
        for b in self.buttons:
            b.mark("bl-legal" if b.card in legal else "bl-illegal")
        if right:
            self.feedback = "Right! " + " ".join(c.symbol for c in self.position.hand if c in legal) + " and nothing else."
            self.feedback_view.value = f"<b style='color:#1f8a3b'>{html.escape(self.feedback)}</b>"
        else:
            self.feedback = "Not quite. The legal cards are " + " ".join(c.symbol for c in self.position.hand if c in legal) + "."
            self.feedback_view.value = f"<b style='color:#b00020'>{html.escape(self.feedback)}</b><ul>{''.join(lines)}</ul>"
        return right


class ChoiceQuiz(BaseWidget):
    """A question with a few answers; ``answer`` is computed by the caller with the engine.

    Plain method: :meth:`choose` (returns True when right). Attribute: :attr:`feedback`.
    """

    def __init__(self, question: str, choices, answer, explanation: str = ""):
        super().__init__()
        question = _text(question, "question")
        explanation = _text(explanation, "explanation", optional=True)
        if not isinstance(choices, (list, tuple)) or len(choices) < 2:
            raise BeloteError(f"choices: a list of at least two answers, not {shown(choices)}")
        self.choices = [str(c) for c in choices]
        if len(set(self.choices)) != len(self.choices):
            raise BeloteError(f"choices: each answer once, not {shown(self.choices)}")
        self.answer = str(answer)
        if self.answer not in self.choices:
            raise BeloteError(f"answer: {shown(self.answer)} is not among the choices {shown(self.choices)}")
        self.explanation = explanation
        self.feedback = ""
        self.buttons = [W.Button(description=c) for c in self.choices]
        for b in self.buttons:
            b.add_class("bl-choice")
            b.on_click(lambda btn: self.choose(btn.description))
        self.feedback_view = W.HTML()
        self.feedback_view.add_class("bl-feedback")
        self.widget = W.VBox([W.HTML(f"<b>{html.escape(question)}</b>"), W.HBox(self.buttons), self.feedback_view, self.error_line])
        self.widget.add_class("bl-choice-quiz")

    @shows_errors
    def choose(self, choice) -> bool:
        if isinstance(choice, int) and not isinstance(choice, bool) and abs(choice) < 10**30:
            choice = str(choice)  # a numeric answer given as a number
        if not isinstance(choice, str) or choice not in self.choices:
            raise ValueError(f"{shown(choice)} is not one of the answers: {shown(self.choices, 200)}")
        right = choice == self.answer
        verdict = "Right!" if right else f"Not quite: the answer is {self.answer}."
        self.feedback = f"{verdict} {self.explanation}".strip()
        colour = "#1f8a3b" if right else "#b00020"
        self.feedback_view.value = f"<b style='color:{colour}'>{html.escape(verdict)}</b> {html.escape(self.explanation)}"
        for b in self.buttons:
            b.button_style = "success" if b.description == self.answer else ("danger" if b.description == choice else "")
        return right


class Reveal(BaseWidget):
    """A button that shows an answer only when pressed (so that a class can vote first).

    Plain method: :meth:`reveal`. Attribute: :attr:`shown`.
    """

    def __init__(self, content: str, label: str = "Show the answer", title: str = ""):
        super().__init__()
        self.content = _text(content, "content")
        label = _text(label, "label")
        self.title = _text(title, "title", optional=True)
        self.shown = False
        self.button = W.Button(description=label)
        self.button.add_class("bl-reveal")
        self.button.on_click(lambda _: self.reveal())
        self.view = W.HTML()
        self.view.add_class("bl-revealed")
        self.widget = W.VBox([self.button, self.view])

    def reveal(self) -> None:
        self.shown = True
        head = f"<b>{html.escape(self.title)}</b><br>" if self.title else ""
        self.view.value = f"{head}<pre style='white-space:pre-wrap;font-size:15px'>{html.escape(self.content)}</pre>"
        self.button.disabled = True
