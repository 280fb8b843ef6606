"""Quiz widgets for the lessons: the answers are checked by the engine, never written by hand."""
from __future__ import annotations

import html
import re

import ipywidgets as W

from belote_learn.core.messages import SEAT_NAMES, card_symbol, text
from belote_learn.core.cards import parse_card
from belote_learn.core.errors import BeloteError, shown
from belote_learn.rules.explain import rule_text
from belote_learn.rules.position import Position
from belote_learn.core.cards import Seat
from belote_learn.widgets.common import CONTROL_FONT_PX, BaseWidget, flag, projector_controls, shows_errors
from belote_learn.widgets.table import CardHandle, CardTable, card_entry, contract_words, seat_label

__all__ = ["CardQuiz", "ChoiceQuiz", "Reveal"]


def _text(value, what: str, optional: bool = False, lang: str = "en") -> str:
    if optional and value is None:
        return ""
    if not isinstance(value, str):
        raise BeloteError(text("quiz.error.text_expected", lang, what=what, value=shown(value)))
    return value


class CardQuiz(BaseWidget):
    """"Which cards may this player play?": click cards to select them, then check.

    Args:
        position: a :class:`~belote_learn.rules.position.Position`, a teaching position's name
            (``"c501-08-must-trump"``), or a position as a dict or JSON text (docs/formats.md); ``question``: the text asked (None: the standard question); ``big``:
            kept for older notebooks (the cards are always projector-sized); ``lang``: the language of
            everything shown.
    Raises:
        PositionError: a malformed position; BeloteError: an unknown teaching position's name (with the
        closest names) or a question that is not text.

    Plain methods: :meth:`toggle` (a card; after a Check it clears the verdict, which described the old
    choice), :meth:`check` (returns True when right). Attributes:
    :attr:`selected`, :attr:`feedback`, :attr:`table` (the
    :class:`~belote_learn.widgets.table.CardTable`), :attr:`buttons` (the cards as drawn).
    """

    def __init__(self, position: Position, question: str | None = None, big: bool = False, lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        if isinstance(position, dict):
            position = Position.from_dict(position)
        elif isinstance(position, str) and position.lstrip()[:1] not in ("{", "["):
            from belote_learn.rules.datafiles import load_teaching_position

            try:  # a teaching position's name, as PositionBuilder.load takes it
                position = load_teaching_position(position)
            except KeyError as exc:
                raise BeloteError(text("quiz.error.position_name", lang, reason=exc.args[0])) from None
        elif isinstance(position, str):
            position = Position.from_json(position)
        elif not isinstance(position, Position):
            raise BeloteError(text("quiz.error.position", lang, value=shown(position)))
        question = _text(question, "question", optional=True, lang=lang)
        big = flag(big, "big", lang=lang)
        self.position = position
        self.selected: list = []
        self.feedback = ""
        self._expl = position.explain()
        self.question = question or text("quiz.card.question", lang, seat=SEAT_NAMES[position.to_play])
        self.checked = False
        self._feedback_html = ""
        self.table = CardTable(lang=self.lang)
        self.table.on("card", lambda m: self.toggle(m["card"]))
        self.table.on("button", lambda m: self.check() if m["id"] == "check" else None)
        self.widget = W.VBox([self.table, self.error_line])
        self.widget.add_class("bl-card-quiz")
        self._draw()

    @property
    def buttons(self) -> list:
        """The cards of the hand as drawn (:class:`~belote_learn.widgets.table.CardHandle`)."""
        return [CardHandle(self.table, c) for c in self.position.hand]

    def _draw(self) -> None:
        p = self.position
        lang = self.lang
        me = p.to_play
        legal = set(self._expl.legal)
        seats = {s.name: {"name": seat_label(s, me, lang), "tags": [text("lesson.table.tag.led", lang)] if p.trick and s == p.trick[0][0] else []}
                 for s in Seat if s != me}
        turn = _turn(me)  # the table is turned so that the player to move sits at the bottom
        seats = {turn[Seat[k]]: v for k, v in seats.items()}
        cards = [card_entry(c, legal=(c in legal) if self.checked else None, sel=c in self.selected) for c in p.hand]
        frame = {
            "mode": "quiz",
            "info": [{"label": text("explorer.info.contract", lang), "value": contract_words(p.contract, lang),
                      "key": "contract", "place": "left"},
                     {"label": text("explorer.control.rules", lang), "value": p.rules.preset, "more": p.rules.title_message.render(lang),
                      "key": "rules", "place": "right"}],
            "seats": seats,
            "trick": [{"seat": turn[s], "card": str(c)} for s, c in p.trick],
            "hand": {"label": text("explorer.hand_of", lang, seat=SEAT_NAMES[me]), "active": True, "cards": cards,
                     "sel_badge": text("quiz.card.chosen", lang), "sel_word": text("quiz.card.chosen", lang)},
            "status": self.question,
            "status_kind": "turn",
            "buttons": [{"id": "check", "label": text("quiz.button.check", lang), "enabled": True, "primary": True,
                         "title": text("quiz.button.check_title", lang)},
                        {"id": "four-colour", "label": text("explorer.button.four_colour", lang), "enabled": True,
                         "always": True, "title": text("explorer.button.four_colour_title", lang)}],
            "message": self._feedback_html,
        }
        self.table.show(frame)

    @shows_errors
    def toggle(self, card) -> None:
        card = parse_card(card)
        if card not in self.position.hand:
            raise ValueError(text("hint.error.not_in_hand", self.lang, card=card_symbol(card),
                                  seat=SEAT_NAMES[self.position.to_play]))
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        if self.checked:  # the verdict described the old selection: cleared, and the legal marks with it
            self.checked = False
            self.feedback = ""
            self._feedback_html = f"<span class='bl-stale'>{html.escape(text('quiz.card.changed', self.lang))}</span>"
        self._draw()

    def check(self) -> bool:
        lang = self.lang
        legal = set(self._expl.legal)
        chosen = set(self.selected)
        right = legal == chosen
        lines = []
        for v in self._expl.verdicts:
            if (v.card in chosen) != v.legal:
                said = html.escape(text("render.verdict.line", lang, verdict="\x00", reason=v.render(lang)))
                lines.append("<li>" + said.replace("\x00", f"<b>{html.escape(card_symbol(v.card).render(lang))}</b>")
                             + "</li>")
        self.checked = True
        why = rule_text(self._expl.verdicts, lang)  # the rule in words, for right and wrong answers alike
        cards = " ".join(card_symbol(c).render(lang) for c in self.position.hand if c in legal)
        if right:
            head = text("quiz.card.right", lang, cards=cards)
            self._feedback_html = (f"<b class='bl-right'>\u2714 {html.escape(head)}</b> "
                                   f"<span class='bl-rule'>{html.escape(why)}</span>")
        else:
            head = text("quiz.card.wrong", lang, cards=cards)
            self._feedback_html = (f"<b class='bl-wrong'>\u2718 {html.escape(head)}</b> "
                                   f"<span class='bl-rule'>{html.escape(why)}</span>"
                                   f"<ul class='bl-why'>{''.join(lines)}</ul>")
        self.feedback = f"{head} {why}".strip()
        self._draw()
        return right


_contract_words = contract_words  # kept under its older name (the lessons import it)


def _turn(me: Seat) -> dict:
    """Seat -> where it is drawn when ``me`` sits at the bottom (partner on top; the player on your
    left, West for South, on the left)."""
    order = [Seat.S, Seat.W, Seat.N, Seat.E]  # going round the table clockwise from the bottom
    i = order.index(me)
    return {order[(i + k) % 4]: order[k].name for k in range(4)}


class ChoiceQuiz(BaseWidget):
    """A question with a few answers; ``answer`` is computed by the caller with the engine.

    Plain method: :meth:`choose` (returns True when right). Attribute: :attr:`feedback`. ``lang``: the
    language of the feedback (the question, the answers and the explanation are the caller's).
    """

    def __init__(self, question: str, choices, answer, explanation: str = "", lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        question = _text(question, "question", lang=lang)
        explanation = _text(explanation, "explanation", optional=True, lang=lang)
        if not isinstance(choices, (list, tuple)) or len(choices) < 2:
            raise BeloteError(text("quiz.error.choices", lang, value=shown(choices)))
        self.choices = [str(c) for c in choices]
        if len(set(self.choices)) != len(self.choices):
            raise BeloteError(text("quiz.error.choices_twice", lang, value=shown(self.choices)))
        self.answer = str(answer)
        if self.answer not in self.choices:
            raise BeloteError(text("quiz.error.answer", lang, answer=shown(self.answer), choices=shown(self.choices)))
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
            raise ValueError(text("quiz.error.not_an_answer", self.lang, choice=shown(choice),
                                  choices=shown(self.choices, 200)))
        right = choice == self.answer
        verdict = text("quiz.choice.right", self.lang) if right else text("quiz.choice.wrong", self.lang,
                                                                           answer=self.answer)
        self.feedback = f"{verdict} {self.explanation}".strip()
        colour = "#1f8a3b" if right else "#b00020"
        self.feedback_view.value = f"<b style='color:{colour}'>{html.escape(verdict)}</b> {html.escape(self.explanation)}"
        for b in self.buttons:
            b.button_style = "success" if b.description == self.answer else ("danger" if b.description == choice else "")
        return right


class Reveal(BaseWidget):
    """A button that shows an answer only when pressed (so that a class can vote first), and hides it
    again for the next group.

    ``content``: the answer as plain text (for example ``Position.explain().text()``): lines are drawn as
    lines of proportional text that wrap between words, and indented lines (an explanation's verdict
    for each card, its columns apart by two spaces or more) as a list whose first columns are bold.
    Plain methods: :meth:`reveal`, :meth:`hide`. Attribute: :attr:`shown`. ``label`` and ``hide_label``
    (None: "Show the answer", "Hide the answer" in ``lang``) name the button.
    """

    def __init__(self, content: str, label: str | None = None, title: str = "", hide_label: str | None = None,
                 lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        self.content = _text(content, "content", lang=lang)
        self.label = text("quiz.reveal.show", lang) if label is None else _text(label, "label", lang=lang)
        self.hide_label = text("quiz.reveal.hide", lang) if hide_label is None else _text(hide_label, "hide_label",
                                                                                          lang=lang)
        self.title = _text(title, "title", optional=True, lang=lang)
        self.shown = False
        self.button = W.Button(description=self.label)
        self.button.add_class("bl-reveal")
        self.button.on_click(lambda _: self.hide() if self.shown else self.reveal())
        self.view = W.HTML()
        self.view.add_class("bl-revealed")
        self.widget = W.VBox([self.button, self.view])
        projector_controls(self.widget)  # a teacher's button: projector size, as the widgets' controls

    def reveal(self) -> None:
        """Show the answer (the button then hides it)."""
        self.shown = True
        head = f"<b>{html.escape(self.title)}</b>" if self.title else ""
        self.view.value = (f"<div style='font-size:{CONTROL_FONT_PX}px;line-height:1.45;overflow-wrap:normal'>"
                           f"{head}{_text_html(self.content)}</div>")
        self.button.description = self.hide_label

    def hide(self) -> None:
        """Hide the answer again (for the next group, which votes first too)."""
        self.shown = False
        self.view.value = ""
        self.button.description = self.label


def _text_html(text: str) -> str:
    """Plain text as HTML lines that wrap between words: a line per line, indented lines as a list (their
    columns, apart by two spaces or more, joined with the first ones bold), blank lines as spacing."""
    out, items = [], []

    def flush():
        if items:
            out.append("<ul style='margin:4px 0 4px 1.2em;padding:0'>" + "".join(items) + "</ul>")
            items.clear()

    for line in text.splitlines():
        if not line.strip():
            flush()
            continue
        if line[:1].isspace():
            cols = re.split(r"\s{2,}", line.strip())
            lead = " ".join(cols[:-1])
            items.append(f"<li><b>{html.escape(lead)}</b>: {html.escape(cols[-1])}</li>" if lead
                         else f"<li>{html.escape(cols[-1])}</li>")
        else:
            flush()
            out.append(f"<div>{html.escape(line)}</div>")
    flush()
    return "".join(out)
