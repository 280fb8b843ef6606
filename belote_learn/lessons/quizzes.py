"""Lesson quizzes: every answer is worked out by the engine from the question's own data, never typed
by hand. A quiz shows its question (text and pictures, kept in a static export of the notebook) and,
below it, a widget to answer with; the answer and the engine's explanation appear only once the learner
has answered.

Each quiz is also driven from code (tests, a teacher's script): :meth:`ChoiceQuestion.answer`,
:meth:`NumberQuestion.answer`, :meth:`PickQuestion.toggle` / :meth:`PickQuestion.check`; ``right``
is None before an answer, then True or False, and ``feedback`` holds what was shown.
"""
from __future__ import annotations

import ipywidgets as W

from belote_learn.systems.classic.auction import Auction, normalise_call
from belote_learn.core.cards import Card, CardSet, Seat, Suit, Team
from belote_learn.rules.declarations import compare_declarations, find_combinations
from belote_learn.core.errors import BeloteError, IllegalAction, shown
from belote_learn.rules.play import situation
from belote_learn.rules.position import Position
from belote_learn.core.render import card_svg, hand_html, trick_row_html
from belote_learn.widgets.common import CONTROL_FONT_PX, BaseWidget, CardButton, card_row, projector_controls, style_sheet
from belote_learn.lessons._base import (
    GREEN,
    Shown,
    impl,
    RED,
    esc,
    friendly,
    read_cards,
    read_contract,
    read_rules,
    read_seat,
    read_trick,
    symbols,
    whole,
)
from belote_learn.lessons.show import call_words, score_of, speaking_order

__all__ = [
    "ChoiceQuestion", "NumberQuestion", "PickQuestion", "LegalCardsQuestion", "CardChoiceQuestion",
    "order_quiz", "points_quiz", "total_quiz", "legal_cards_quiz", "winner_quiz", "partner_quiz",
    "first_player_quiz", "next_dealer_quiz", "calls_quiz", "taker_quiz", "cards_received_quiz",
    "declaration_value_quiz", "declarations_winner_quiz", "result_quiz", "game_end_quiz",
    "partners_draw_quiz", "trumps_quiz", "marriage_value_quiz", "mariage_action_quiz", "tens_quiz",
    "coches_quiz", "cards_count_quiz", "load_the_trick_quiz", "trumps_out_quiz", "contract_order_quiz",
    "packets_quiz", "table_marriage_quiz", "partie_winner_quiz", "lead_tip_quiz",
]


# Shown with a question: once the quiz's widget is drawn (a live notebook), what only a printed or exported
# lesson needs is hidden (the choices are on the buttons; a card quiz draws its own table and question).
LIVE_HIDES = ("<style>.jp-OutputArea:has(.bl-quiz) .bl-quiz-choices, .jp-OutputArea:has(.bl-card-quiz) "
              ".bl-static-quiz, .jp-OutputArea:has(.bl-card-choice) .bl-static-quiz { display: none; }</style>")


# The text-answer quizzes' controls are drawn in the widgets' projector style (17 px bold text, buttons 40 px
# high: :func:`belote_learn.widgets.common.projector_controls`); these rules keep, on top of it, the green /
# red of a right / wrong answer button, with a tick or a cross before its word so that colour is not the only
# sign (the mark is left out of the button's accessible name: the feedback line says it in words), and draw
# the feedback line, the unit and the error line at the same size.
_F = CONTROL_FONT_PX
_QUIZ_CSS = f"""<style>
.bl-quiz .jupyter-button.bl-ctl.mod-success, .bl-quiz .jupyter-button.bl-ctl.mod-success:hover:enabled {{
  background: {GREEN}; border-color: {GREEN}; border-style: solid; color: #ffffff; }}
.bl-quiz .jupyter-button.bl-ctl.mod-danger, .bl-quiz .jupyter-button.bl-ctl.mod-danger:hover:enabled {{
  background: {RED}; border-color: {RED}; border-style: solid; color: #ffffff; }}
.bl-quiz .jupyter-button.bl-ctl.mod-success::before {{ content: "\\2714\\00a0" / ""; }}
.bl-quiz .jupyter-button.bl-ctl.mod-danger::before {{ content: "\\2718\\00a0" / ""; }}
.bl-quiz .bl-feedback, .bl-quiz .bl-feedback .widget-html-content, .bl-quiz .bl-unit .widget-html-content {{
  font-size: {_F}px; line-height: 1.45; }}
.bl-quiz .bl-unit .widget-html-content {{ font-weight: 700; line-height: 40px; padding: 0 8px 0 2px; }}
.bl-quiz .bl-error, .bl-quiz .bl-error .widget-html-content {{ font-size: {_F}px; line-height: 1.4; }}
</style>"""


def _quiz_style() -> W.HTML:
    """A hidden HTML widget holding the quizzes' style rules (:data:`_QUIZ_CSS`)."""
    out = W.HTML(_QUIZ_CSS, layout=W.Layout(display="none"))
    out.add_class("bl-quiz-style")
    return out


def _unit(text: str) -> W.HTML:
    """The unit written after a number box ("points"), at the controls' size."""
    out = W.HTML(esc(text))
    out.add_class("bl-unit")
    return out


class _Question(BaseWidget):
    """What every quiz shares: the question (text, and an optional picture as HTML), feedback, errors."""

    def __init__(self, question: str, picture: str = ""):
        super().__init__()
        if not isinstance(question, str) or not question.strip():
            raise BeloteError(f"question: text expected, not {shown(question)}")
        self.question = question
        self.picture = picture
        self.right: bool | None = None
        self.feedback = ""
        self.feedback_view = W.HTML()
        self.feedback_view.add_class("bl-feedback")

    def question_html(self) -> str:
        return (f'<div class="bl-quiz-question" data-region="status" style="font-size:{_F}px;line-height:1.45;'
                f'margin:6px 0">'
                f"<b>Quiz.</b> {esc(self.question)}</div>{self.picture}{LIVE_HIDES}")

    def _show_feedback(self, right: bool, head: str, body_html: str, body_text: str) -> None:
        self.right = right
        colour = GREEN if right else RED
        self.feedback = f"{head} {body_text}".strip()
        mark = "\u2714" if right else "\u2718"  # a tick or a cross: the colour is not the only sign
        self.feedback_view.value = (f"<div style='font-size:{_F}px;line-height:1.45'><b style='color:{colour}'>"
                                    f"{mark} {esc(head)}</b> {body_html}</div>")

    def _clear_verdict(self, what: str = "Your answer has changed") -> bool:
        """The answer changed after a verdict: the verdict described the old one, so it goes, with a line
        saying to check again. Returns whether there was a verdict to clear."""
        if self.right is None:
            return False
        self.right = None
        self.feedback = ""
        self.feedback_view.value = (f"<div class='bl-stale' style='font-size:{_F}px;line-height:1.45'>"
                                    f"{esc(what)}: press Check again.</div>")
        return True

    def _ipython_display_(self):  # pragma: no cover - used by IPython only
        from IPython.display import display

        display(Shown(self.question_html(), str(self), region="status"))
        display(self.widget)

    def __str__(self) -> str:
        return f"Quiz. {self.question}"


class ChoiceQuestion(_Question):
    """A question with a few answers, one of them right (computed by the caller with the engine).

    Args:
        question: the text asked; ``choices``: the answers offered (text); ``solution``: the right one;
        ``explanation``: the engine's reason, shown after an answer; ``picture``: HTML shown with the question.
    Method :meth:`answer` (returns True when right).
    """

    def __init__(self, question: str, choices, solution, explanation: str = "", picture: str = ""):
        super().__init__(question, picture)
        self.choices = [str(c) for c in choices]
        if len(self.choices) < 2 or len(set(self.choices)) != len(self.choices):
            raise BeloteError(f"choices: at least two different answers, not {shown(self.choices)}")
        self._solution = str(solution)
        if self._solution not in self.choices:
            raise BeloteError(f"solution: {shown(self._solution)} is not among the choices")
        self.explanation = explanation
        self.buttons = []
        for c in self.choices:
            b = W.Button(description=c, layout=W.Layout(width="auto"))
            b.add_class("bl-choice")
            b.on_click(lambda btn: self.answer(btn.description))
            self.buttons.append(b)
        row = W.HBox(self.buttons, layout=W.Layout(flex_flow="row wrap"))
        projector_controls(row)
        self.widget = W.VBox([_quiz_style(), row, self.feedback_view, self.error_line])
        self.widget.add_class("bl-quiz")

    def question_html(self) -> str:
        # the choices are listed with the question, so that a printed or exported lesson shows them too
        offered = " · ".join(esc(c) for c in self.choices)
        return super().question_html() + (f'<div class="bl-quiz-choices" style="color:#555;font-size:14px">'
                                           f"Answers to choose from: {offered}</div>")

    def __str__(self) -> str:
        return f"Quiz. {self.question} (Answers to choose from: {' / '.join(self.choices)}.)"

    def answer(self, choice) -> bool | None:
        """Answer with one of the choices; shows whether it is right and the engine's explanation."""
        self._set_error("")
        choice = str(choice)
        if choice not in self.choices:
            self._set_error(f"{choice!r} is not one of the answers: {', '.join(self.choices)}")
            return None
        right = choice == self._solution
        head = "Right!" if right else f"Not quite: the answer is {self._solution}."
        self._show_feedback(right, head, esc(self.explanation), self.explanation)
        for b in self.buttons:
            b.button_style = "success" if b.description == self._solution else ("danger" if b.description == choice else "")
        return right


class CardChoiceQuestion(_Question):
    """A question answered by clicking one card on the shared card table
    (:class:`~belote_learn.widgets.table.CardTable`, as :class:`~belote_learn.widgets.CardQuiz` draws it):
    a card of the hand, or of the trick (``pick="trick"``); other answers ("None: all legal") are the
    table's buttons. After an answer every card that can be judged carries ``data-legal`` and the
    right card is marked; the learner may answer again.

    Args:
        question: the text asked (shown above the table, and in a static export); ``prompt``: the table's
            short status line; ``rules``, ``contract``: for the corners; ``me``: the seat drawn at the
            bottom (the table is turned so that it sits there); ``trick``: ``[(seat, card)]`` in play
            order; ``hand``: the cards of ``me`` drawn at the bottom; ``hand_label``: their label;
            ``open_hands``: seat -> cards drawn face up at that seat; ``pick``: ``"hand"`` or ``"trick"``;
            ``extra``: answers that are no card (buttons); ``solution``: the right answer (a card or an
            ``extra`` text); ``explanation``: the engine's reason; ``legal``: card -> whether it may be
            played, shown after the answer; ``picture``: HTML of the position for a static export.
    Method :meth:`answer` (a card as ``"J♥"`` or ``"JH"``, or an ``extra`` text; returns True when right,
    None when the answer is not one offered). Attributes ``choices`` (the answers' texts), ``table``.
    """

    def __init__(self, question: str, *, prompt: str, rules, contract, me: Seat, trick=(), hand=(),
                 hand_label: str = "", open_hands=None, pick: str = "hand", choices=(), extra=(), solution,
                 explanation: str = "", legal=None, picture: str = "", mini_hand: bool = False,
                 seat_tags=None, labels=None):
        from belote_learn.widgets.quiz import _contract_words, _turn
        from belote_learn.widgets.table import CardTable

        super().__init__(question, picture)
        self.rules, self.contract, self.me = rules, contract, Seat(me)
        self.trick = [(Seat(a), Card(b)) for a, b in trick]
        self.hand = [Card(c) for c in hand]
        self.hand_label = hand_label or f"{self.me.word}'s hand"
        self.open_hands = {Seat(k): [Card(c) for c in v] for k, v in (open_hands or {}).items()}
        self.pick = pick
        self.cards = [Card(c) for c in choices]  # the cards that answer
        self.extra = [str(e) for e in extra]
        # the text each card answers with (its symbol, or e.g. the seat that played it: "Who wins?" -> "West")
        self.labels = {c: str((labels or {}).get(c, c.symbol)) for c in self.cards}
        self.choices = [self.labels[c] for c in self.cards] + self.extra
        if len(self.choices) < 2 or len(set(self.choices)) != len(self.choices):
            raise BeloteError(f"choices: at least two different answers, not {shown(self.choices)}")
        self._solution = self.labels.get(solution, solution.symbol) if isinstance(solution, Card) else str(solution)
        if self._solution not in self.choices:
            raise BeloteError(f"solution: {shown(self._solution)} is not among the choices")
        self.explanation = explanation
        self.legal = {Card(k): bool(v) for k, v in (legal or {}).items()}
        self.prompt = prompt
        self.mini_hand = mini_hand
        self.seat_tags = {Seat(k): list(v) for k, v in (seat_tags or {}).items()}
        self.chosen: str | None = None
        self._feedback_html = ""
        self._table_error = ""
        self._contract_words = _contract_words
        self._turn = _turn(self.me)
        self.table = CardTable()
        self.table.on("card", lambda m: self.answer(m["card"]))
        self.table.on("button", lambda m: self.answer(self.extra[int(m["id"][6:])]) if m["id"].startswith("extra-") else None)
        self.widget = W.VBox([self.table, self.error_line])
        self.widget.add_class("bl-card-choice")
        self._draw()

    @property
    def buttons(self) -> list:
        """The cards that answer, as drawn (:class:`~belote_learn.widgets.table.CardHandle`: ``marks``,
        ``click()``), in the hand or in the trick."""
        from belote_learn.widgets.table import CardHandle

        return [CardHandle(self.table, c, "trick" if self.pick == "trick" else "hand") for c in self.cards]

    def question_html(self) -> str:
        # the pictures are for a printed or exported lesson: live, the table draws the position
        return (f'<div class="bl-quiz-question" data-region="status" style="font-size:16px;margin:4px 0">'
                f'<b>Quiz.</b> {esc(self.question)}</div><div class="bl-static-quiz">{self.picture}</div>{LIVE_HIDES}')

    def __str__(self) -> str:
        return f"Quiz. {self.question} (Answers to choose from: {' / '.join(self.choices)}.)"

    def _marks(self, card: Card) -> dict:
        """What a card shows: nothing before an answer; after it, legal or not, the learner's answer and
        the right one (in a hand "★ best"; in a trick the frame's winner badge, "★ answer")."""
        if self.chosen is None:
            return {}
        label = self.labels.get(card, card.symbol)
        return {"legal": self.legal.get(card), "sel": label == self.chosen, "hint": label == self._solution}

    def _draw(self) -> None:
        turn = self._turn
        seats = {}
        for s in Seat:
            entry = {"name": s.word, "tags": list(self.seat_tags.get(s, []))}
            if s in self.open_hands and s != self.me:
                entry["cards"] = [str(c) for c in self.open_hands[s]]
            seats[turn[s]] = entry
        trick = []
        for s, c in self.trick:
            m = self._marks(c) if self.pick == "trick" else {}
            e = {"seat": turn[s], "card": str(c), "sel_badge": "your answer", "sel_word": "your answer"}
            if m.get("legal") is not None:
                e["legal"] = m["legal"]
            if m.get("sel"):
                e["sel"] = True
            trick.append(e)
        winner = None
        if self.pick == "trick" and self.chosen is not None:
            winner = next((turn[s] for s, c in self.trick if self.labels.get(c, c.symbol) == self._solution), None)
        cards = []
        for c in self.hand:
            m = self._marks(c) if self.pick == "hand" else {}
            cards.append({"c": str(c), "legal": m.get("legal"), "sel": bool(m.get("sel")), "hint": bool(m.get("hint"))})
        c = self.contract
        frame = {
            "mode": "quiz" if self.pick == "hand" and not any(s == self.me for s, _ in self.trick) else "pick",
            "info": [{"label": "Contract", "value": self._contract_words(c), "key": "contract", "place": "left"},
                     {"label": "Rules", "value": self.rules.preset, "more": self.rules.title, "key": "rules",
                      "place": "right"}],
            "seats": seats,
            "trick": trick,
            "winner": winner,
            "winner_badge": "\u2605 answer",
            "hand": {"label": self.hand_label, "active": self.pick == "hand", "cards": cards, "mini": self.mini_hand,
                     "sel_badge": "your answer", "sel_word": "your answer"},
            "status": self.prompt,
            "status_kind": "turn",
            "buttons": [{"id": f"extra-{i}", "label": e, "enabled": True, "title": f"Answer: {e}"}
                        for i, e in enumerate(self.extra)]
                       + [{"id": "four-colour", "label": "Four colours", "enabled": True, "always": True,
                           "title": "Diamonds blue and clubs green"}],
            "message": self._feedback_html,
        }
        if self.pick == "trick":
            frame["pick"] = "trick"
        if self._table_error:
            frame["error"] = self._table_error
        self.table.show(frame)

    def _find(self, choice) -> str | None:
        text = str(choice).strip()
        if text in self.choices:
            return text
        for c in self.cards:
            if text.upper() == str(c) or text == c.symbol:
                return self.labels[c]
        low = text.lower()
        return next((e for e in self.extra + list(self.labels.values()) if e.lower() == low), None)

    def answer(self, choice) -> bool | None:
        """Answer with a card (``"J♥"``, ``"JH"``) or one of the other answers; shows whether it is right
        and the engine's explanation."""
        self._set_error("")
        self._table_error = ""
        found = self._find(choice)
        if found is None:
            self._set_error(f"{choice!r} is not one of the answers: {', '.join(self.choices)}")
            self._table_error = self.error
            reason = self._why_not(choice)
            if reason:
                self._table_error = reason
            self._draw()
            return None
        right = found == self._solution
        self.chosen = found
        head = "Right!" if right else f"Not quite: the answer is {self._solution}."
        self._show_feedback(right, head, esc(self.explanation), self.explanation)
        mark = "\u2714" if right else "\u2718"
        self._feedback_html = (f"<b class='{'bl-right' if right else 'bl-wrong'}'>{mark} {esc(head)}</b> "
                               f"{esc(self.explanation)}")
        self._draw()
        return right

    def _why_not(self, choice) -> str:
        """A card of the hand that is no answer (it may not be played): the rule, in words."""
        try:
            card = Card.parse(str(choice))
        except Exception:  # noqa: BLE001 - not a card: the plain error says it
            return ""
        if card in self.hand and self.legal.get(card) is False and self.pick == "hand":
            from belote_learn.rules.position import Position

            p = Position.create(self.rules, self.contract, self.me, self.hand, [(s.name, str(c)) for s, c in self.trick])
            return p.verdict(card).text
        return ""


class NumberQuestion(_Question):
    """A question answered with a whole number typed in a box, then Check.

    Method :meth:`answer` (returns True when right)."""

    def __init__(self, question: str, solution: int, explanation: str = "", picture: str = "", unit: str = "points"):
        super().__init__(question, picture)
        self._solution = int(solution)
        self.explanation = explanation
        # a text box, read by answer(): a number box (IntText) let the browser turn "1e9" into 19 and
        # "abc" or nothing into 0, and judged that silently
        self.box = W.Text(value="", placeholder="a number", description="Your answer:",
                          layout=W.Layout(width="220px"), style={"description_width": "initial"})
        self.box.add_class("bl-number")
        self.check_button = W.Button(description="Check", button_style="primary")
        self.check_button.add_class("bl-check")
        self.check_button.on_click(lambda _: self.answer(self.box.value))
        self._answered = None  # the number the verdict shown is about
        self.box.observe(self._ui(self._box_changed), names="value")
        row = W.HBox([self.box, _unit(unit), self.check_button])
        projector_controls(row, primary=[self.check_button])
        self.widget = W.VBox([_quiz_style(), row, self.feedback_view, self.error_line])
        self.widget.add_class("bl-quiz")

    def answer(self, value) -> bool | None:
        self._set_error("")
        if isinstance(value, bool) or not isinstance(value, int):
            try:
                value = int(str(value).strip())
            except ValueError:
                self._set_error(f"type a whole number, not {shown(value)}")
                return None
        self._quietly(self.box, value=str(value))  # the box shows the number judged, however it was given
        self._answered = value
        right = value == self._solution
        head = "Right!" if right else f"Not quite: {value} is {'too many' if value > self._solution else 'too few'}; the answer is {self._solution}."
        self._show_feedback(right, head, esc(self.explanation), self.explanation)
        return right

    def _box_changed(self, value) -> None:
        """A number typed after a verdict: the verdict was about the old one, so it goes."""
        if str(value).strip() != str(self._answered):
            self._clear_verdict()


class PickQuestion(_Question):
    """Select every right option (cards or calls), then Check; each wrong pick or miss is explained.

    Args:
        options: ``[(key, label), ...]``; a key that is a :class:`Card` is drawn as a card button.
        correct: the set of right keys; ``reasons``: key -> the engine's reason for that option.
    Methods :meth:`toggle` (an option), :meth:`check` (returns True when exactly the right ones are
    selected), :meth:`answer` (select exactly these keys, then check).
    """

    def __init__(self, question: str, options, correct, reasons: dict, picture: str = ""):
        super().__init__(question, picture)
        self.options = [(k, str(label)) for k, label in options]
        self.keys = [k for k, _ in self.options]
        self._correct = set(correct)
        self.reasons = reasons
        self.selected: list = []
        self.buttons = {}
        for key, label in self.options:
            if isinstance(key, Card):
                b = CardButton(key)
            else:
                b = W.ToggleButton(description=label, layout=W.Layout(width="auto"))
                b.add_class("bl-call")
            b.key = key
            if isinstance(b, W.ToggleButton):
                b.observe(lambda ch, k=key: self._toggled(k, ch["new"]), names="value")
            else:
                b.on_click(lambda btn: self.toggle(btn.key))
            self.buttons[key] = b
        self.check_button = W.Button(description="Check", button_style="primary")
        self.check_button.add_class("bl-check")
        self.check_button.on_click(lambda _: self.check())
        row = card_row(list(self.buttons.values()))
        check_row = W.HBox([self.check_button])
        projector_controls(row, check_row, primary=[self.check_button])  # the calls; card buttons stay cards
        self.widget = W.VBox([style_sheet(), _quiz_style(), row, check_row, self.feedback_view, self.error_line])
        self.widget.add_class("bl-quiz")

    def question_html(self) -> str:
        # calls are listed with the question so that a printed or exported lesson shows them too (cards
        # are already drawn in the position); the answer is not given
        calls = [label for key, label in self.options if not isinstance(key, Card)]
        if not calls:
            return super().question_html()
        offered = " · ".join(esc(c) for c in calls)
        return super().question_html() + (f'<div class="bl-quiz-choices" style="color:#555;font-size:14px">'
                                           f"Calls to choose from (select every one allowed): {offered}</div>")

    def _label(self, key) -> str:
        return dict(self.options)[key]

    def _toggled(self, key, on: bool) -> None:
        if self._quiet:
            return
        if on and key not in self.selected:
            self.selected.append(key)
        elif not on and key in self.selected:
            self.selected.remove(key)
        if isinstance(self.buttons.get(key), W.ToggleButton):  # a call pressed in the browser
            self._selection_changed()

    def _find(self, key):
        if key in self.buttons:
            return key
        for k, label in self.options:
            if str(key) == label or (isinstance(k, Card) and str(key) in (str(k), k.symbol)):
                return k
            if not isinstance(k, Card) and isinstance(key, str) and key.strip().lower() == str(k).lower():
                return k
        return None

    def toggle(self, key) -> None:
        """Select or unselect one option (a card as ``"JH"`` or ``"J♥"``, a call as ``"pass"``)."""
        self._set_error("")
        k = self._find(key)
        if k is None:
            self._set_error(f"{key!r} is not one of the options: {', '.join(l for _, l in self.options)}")
            return
        on = k not in self.selected
        self._toggled(k, on)
        b = self.buttons[k]
        if isinstance(b, W.ToggleButton):
            self._quietly(b, value=on)
        else:
            b.mark("bl-selected" if on else None) if on else b.mark()
        self._selection_changed()

    def _selection_changed(self) -> None:
        """After a verdict, a changed selection clears it and its green and red marks (they described the
        old selection); the selected options stay selected."""
        if not self._clear_verdict("Your choice has changed"):
            return
        for key, b in self.buttons.items():
            if isinstance(b, CardButton):
                b.mark("bl-selected") if key in self.selected else b.mark()
            else:
                b.button_style = ""

    def answer(self, keys) -> bool | None:
        """Select exactly ``keys`` (a list, or text such as ``"JH AD"``), then check."""
        if isinstance(keys, str):
            keys = keys.replace(",", " ").split()
        for k in list(self.selected):
            self.toggle(k)
        for k in keys:
            self.toggle(k)
            if self.error:
                return None
        return self.check()

    def check(self) -> bool:
        chosen = set(self.selected)
        right = chosen == self._correct
        good = [self._label(k) for k in self.keys if k in self._correct]
        wrong = [k for k in self.keys if (k in chosen) != (k in self._correct)]
        for k, b in self.buttons.items():
            if isinstance(b, CardButton):
                b.mark("bl-legal" if k in self._correct else "bl-illegal")
            else:
                b.button_style = "success" if k in self._correct else ("danger" if k in chosen else "")
        head = "Right!" if right else "Not quite."
        answer = f"The answer: {' '.join(good) if good else 'none of them'}."
        items = [(self._label(k), self.reasons.get(k, "")) for k in (wrong if not right else self.keys)]
        body_html = esc(answer) + "<ul>" + "".join(f"<li><b>{esc(a)}</b>: {esc(b)}</li>" for a, b in items if b) + "</ul>"
        body_text = answer + " " + " ".join(f"{a}: {b}" for a, b in items if b)
        self._show_feedback(right, head, body_html, body_text)
        return right


# ------------------------------------------------------------------------------------------------
# Pictures shown with questions
# ------------------------------------------------------------------------------------------------


def _cards_picture(cards, label: str = "", width: int = 56) -> str:
    """A labelled row of cards at a projector's size (``width`` is kept for callers; the cards are 100 px)."""
    from belote_learn.lessons.show import _pictures

    return _pictures(list(cards), label=label)


PICTURE_PX = 100  # the lessons' cards: a projector's size (the corner index readable from the back of a room)


def _trick_picture(cards, to_play=None) -> str:
    """A trick as one row of 100 px cards in the order played, each under its player's name, the lead
    marked (:func:`belote_learn.core.render.trick_row_html`); no winner is marked (a quiz may ask for it);
    ``to_play``: the seat to play next, drawn as an empty place."""
    return trick_row_html(list(cards), None, width=PICTURE_PX, to_play=to_play)


def _hands_picture(hands) -> str:
    """Labelled hands ``[(label, cards), ...]`` at 100 px, side by side where there is room."""
    return ('<div class="bl-hands" style="display:flex;flex-wrap:wrap;gap:4px 32px;align-items:flex-end">'
            + "".join(hand_html(list(cards), width=PICTURE_PX, label=label) for label, cards in hands) + "</div>")


def _position_picture(p: Position) -> str:
    head = f"<p>{esc(p.rules.title)} ({esc(p.rules.preset)}), {esc(p.contract.words)}; {esc(p.to_play.word)} to play.</p>"
    return (head + '<div style="display:flex;gap:8px 32px;align-items:flex-end;flex-wrap:wrap">'
            f"{_trick_picture(p.trick, to_play=p.to_play)}"
            f"<div>{_cards_picture(p.hand, label=p.to_play.word + '’s hand')}</div></div>")


# ------------------------------------------------------------------------------------------------
# The cards
# ------------------------------------------------------------------------------------------------


@friendly
def order_quiz(system: str = "classic-501", trumps: str = "H", cards=("9H", "AH"), options=None) -> ChoiceQuestion:
    """Which of two cards of the same suit is stronger under this contract? (seed 000's orders)."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    a, b = read_cards(cards, "cards")
    if a.suit != b.suit:
        raise BeloteError("cards: two cards of the same suit (of different suits, the suit led and trumps decide)")
    rk = rules.ranking(contract)
    best = a if rk.stronger(a, b) else b
    table = rk.table_for(a.suit)
    kind = "all trumps" if contract.kind == "AT" else ("trumps" if rk.is_trump(a) else (
        "no trumps" if contract.kind == "NT" else "a plain suit"))
    q = f"{rules.title}, {contract.words}. Which is stronger, the {a.symbol} or the {b.symbol}?"
    why = f"In {kind} the order is {table.text()} (strongest first), so the {best.symbol} wins."
    return ChoiceQuestion(q, [a.symbol, b.symbol], best.symbol, why, _cards_picture([a, b]))


@friendly
def points_quiz(system: str = "classic-501", trumps: str = "H", cards="AS 9S 10S", options=None) -> NumberQuestion:
    """How many points are these cards worth together under this contract?"""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    cs = read_cards(cards, "cards")
    rk = rules.ranking(contract)
    each = [(c, rk.points[c]) for c in cs]
    total = sum(p for _, p in each)
    q = f"{rules.title}, {contract.words}. How many points are these cards worth together: {symbols(cs)}?"
    why = " + ".join(f"{c.symbol} {p}" for c, p in each) + f" = {total}."
    return NumberQuestion(q, total, why, _cards_picture(cs))


@friendly
def total_quiz(system: str = "classic-501", trumps: str = "H", options=None) -> NumberQuestion:
    """How many points are there in one deal (cards and the last-trick bonus)?"""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    rk = rules.ranking(contract)
    cards = rk.total - rk.last_trick_bonus
    q = f"{rules.title}, {contract.words}. How many points does one deal hold in all (cards and last trick)?"
    why = f"The 32 cards hold {cards}" + (f", and the last trick earns {rk.last_trick_bonus}: {rk.total}." if rk.last_trick_bonus
                                          else f" and there is no last-trick bonus: {rk.total}.")
    return NumberQuestion(q, rk.total, why)


@friendly
def cards_count_quiz() -> NumberQuestion:
    """How many cards are in the pack?"""
    from belote_learn.core.cards import ALL_CARDS

    ranks = sorted({c.rank for c in ALL_CARDS})
    return NumberQuestion("How many cards are there in the pack used for Belote (and for mariage)?", len(ALL_CARDS),
                          f"{len(ranks)} ranks (7, 8, 9, 10, J, Q, K, A) in each of 4 suits: {len(ALL_CARDS)}.", unit="cards")


# ------------------------------------------------------------------------------------------------
# The table, the deal, the bidding
# ------------------------------------------------------------------------------------------------


@friendly
def partner_quiz(seat: str = "S") -> ChoiceQuestion:
    """Who is this player's partner? (partners sit opposite)."""
    s = read_seat(seat, "seat")
    return ChoiceQuestion(f"Who is {s.word}'s partner?", [x.word for x in Seat if x != s], s.partner.word,
                          f"Partners sit opposite each other: {s.word} plays with {s.partner.word}; "
                          f"{s.team.words} against {s.team.other.words}.")


@friendly
def first_player_quiz(system: str = "classic-501", dealer: str = "N", what: str = "speaks first", options=None) -> ChoiceQuestion:
    """Who speaks first in the bidding, or leads to the first trick, when ``dealer`` deals?"""
    rules = read_rules(system, options)
    dealer = read_seat(dealer, "dealer")
    if what not in ("speaks first", "leads"):
        raise BeloteError("what: 'speaks first' or 'leads'")
    first = speaking_order(rules, dealer)[0]
    if what == "leads":
        q = f"{rules.title}: {dealer.word} has dealt. Who leads (plays the first card) to the first trick?"
    else:
        q = f"{rules.title}: {dealer.word} has dealt. Who speaks first in the bidding?"
    why = (f"Play goes {rules.direction}, so the player after the dealer is {first.word}, who "
           + ("speaks first and also leads to the first trick." if impl(rules).has_taker else "leads to the first trick."))
    return ChoiceQuestion(q, [s.word for s in Seat], first.word, why)


@friendly
def next_dealer_quiz(system: str = "classic-501", dealer: str = "N", options=None) -> ChoiceQuestion:
    """After this player's deal, who deals the next hand?"""
    rules = read_rules(system, options)
    dealer = read_seat(dealer, "dealer")
    nxt = dealer.next(rules.direction)
    return ChoiceQuestion(f"{rules.title}: {dealer.word} dealt this hand. Who deals the next one?",
                          [s.word for s in Seat], nxt.word,
                          f"The deal passes to the next player in the direction of play ({rules.direction}): {nxt.word}.")


def _auction(rules, dealer, turn_up, calls):
    a = Auction(rules, dealer, turn_up)
    for i, c in enumerate(calls):
        try:
            a.apply(c)
        except BeloteError as exc:
            raise BeloteError(f"calls_before[{i}]: {exc}") from None
    return a


def _auction_picture(rules, dealer, turn_up, a, hand=None, seat=None) -> str:
    said = "; ".join(f"{s.word}: {call_words(c, turn_up)}" for s, c in a.calls) or "nobody has spoken yet"
    pic = f"<p>{esc(dealer.word)} dealt; the turn-up is:</p>{card_svg(turn_up, width=PICTURE_PX)}<p>Calls so far: {esc(said)}.</p>"
    if hand is not None:
        pic += _cards_picture(hand, label=f"{seat.word}’s five cards", width=52)
    return pic


@friendly
def calls_quiz(system: str = "classic-501", dealer: str = "N", turn_up: str = "JH", calls_before=(), options=None) -> PickQuestion:
    """Which calls may the next player make now? (select them all)."""
    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(f"system: {rules.preset} has no bidding")
    dealer = read_seat(dealer, "dealer")
    tu = Card.parse(turn_up) if isinstance(turn_up, str) else Card(turn_up)
    a = _auction(rules, dealer, tu, list(calls_before))
    if a.closed:
        raise BeloteError("calls_before: the bidding is already over")
    seat = a.to_speak
    everything = ["pass", "take", "S", "H", "D", "C"] + (["NT", "AT"] if "NT" in rules.contract_kinds else [])
    legal = set(a.legal_calls())
    if "NT" in rules.contract_kinds and tu.suit.letter in legal and a.round == 1:
        legal.add("take")  # 'take' names the turn-up's suit in round 1 of the auction
    reasons = {}
    for c in everything:
        if c in legal:
            reasons[c] = "allowed now" + (f": it names {tu.suit.plural}, the turn-up's suit" if c == "take" else "")
        else:
            reasons[c] = a.why_not(normalise_call(c)) or ""
    q = (f"{rules.title}: {dealer.word} dealt, the turn-up is {tu.symbol}. It is {seat.word}'s turn "
         f"(round {a.round}). Select every call {seat.word} may make.")
    opts = [(c, call_words(c, tu)) for c in everything]
    return PickQuestion(q, opts, legal, reasons, _auction_picture(rules, dealer, tu, a))


@friendly
def taker_quiz(system: str = "classic-501", dealer: str = "N", turn_up: str = "JH", calls=(), options=None) -> ChoiceQuestion:
    """After these calls, what happens: who takes, in what, or are the cards thrown in?"""
    rules = read_rules(system, options)
    dealer = read_seat(dealer, "dealer")
    tu = Card.parse(turn_up) if isinstance(turn_up, str) else Card(turn_up)
    a = _auction(rules, dealer, tu, list(calls))
    if a.closed and a.all_passed:
        right = "The cards are thrown in"
    elif a.closed:
        right = f"{a.bidder.word} takes, {a.contract.words}"
    else:
        right = f"The bidding goes on: {a.to_speak.word} to speak"
    choices = {right}
    bidders = [s for s, c in a.calls if c != "pass"]
    for s in (bidders or list(Seat))[:2]:
        for w in (a.contract.words if a.contract else f"{tu.suit.plural} trumps", f"{tu.suit.plural} trumps"):
            choices.add(f"{s.word} takes, {w}")
    choices.add("The cards are thrown in")
    if not a.closed or len(choices) < 3:
        nxt = a.to_speak or dealer
        choices.add(f"The bidding goes on: {nxt.word} to speak")
    choices = sorted(choices)
    said = "; ".join(f"{s.word}: {call_words(c, tu)}" for s, c in a.calls)
    q = f"{rules.title}: {dealer.word} dealt, turn-up {tu.symbol}. The calls: {said}. What happens now?"
    if a.closed and a.all_passed:
        why = "Everybody passed in both rounds: nobody plays this deal; the next player deals."
    elif a.closed:
        why = (f"The last bid stands: {a.bidder.word} is the taker and {a.contract.words}." +
               (" In this system the first take ends the bidding at once." if "NT" not in rules.contract_kinds
                else " The bidding closed when the three other players passed after it."))
    else:
        why = f"Nothing has closed the bidding yet: {a.to_speak.word} may still say {', '.join(call_words(c, tu) for c in a.legal_calls())}."
    return ChoiceQuestion(q, choices, right, why, _auction_picture(rules, dealer, tu, a))


@friendly
def cards_received_quiz(system: str = "classic-501", seed: int = 1, dealer: str = "N", calls=("pass", "take"),
                        who: str = "taker", options=None) -> NumberQuestion:
    """After the bidding, how many more cards does the taker (or another player) receive? (engine deal)."""
    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(f"system: {rules.preset} has no bidding")
    dealer = read_seat(dealer, "dealer")
    g = impl(rules).new_game(rules, seed=whole(seed, "seed", 0, 2**32), dealer=dealer)
    d = g.deal
    for i, c in enumerate(calls):
        try:
            g.apply(c)
        except BeloteError as exc:
            raise BeloteError(f"calls[{i}]: {exc}") from None
    if d.phase != "play":
        raise BeloteError("calls: the bidding must end with a taker")
    seat = d.taker if who == "taker" else read_seat(who, "who")
    got = len(CardSet(d.start_hands[seat])) - 5
    role = "the taker" if seat == d.taker else "a player who did not take"
    q = (f"{rules.title}: {d.taker.word} has taken ({d.contract.words}). How many more cards does "
         f"{seat.word}, {role}, receive after the bidding (the turn-up counts as one)?")
    extra = f"the turn-up {d.turn_up.symbol} and {got - 1} from the pack" if seat == d.taker else f"{got} from the pack"
    why = f"{seat.word} had 5 cards and receives {extra}: 8 in all, like everyone."
    return NumberQuestion(q, got, why, unit="cards")


@friendly
def contract_order_quiz(higher="NT", lower="H") -> ChoiceQuestion:
    """sans-tout-atout: which of two contracts ranks higher in the auction?"""
    from belote_learn.systems.classic.auction import CONTRACT_ORDER, contract_rank

    a, b = normalise_call(higher), normalise_call(lower)
    if a not in CONTRACT_ORDER or b not in CONTRACT_ORDER or a == b:
        raise BeloteError("higher and lower: two different contracts among S, C, D, H, NT, AT")
    best = a if contract_rank(a) > contract_rank(b) else b
    order = " < ".join(call_words(c) for c in CONTRACT_ORDER)
    return ChoiceQuestion(f"sans-tout-atout: which bid ranks higher, {call_words(a)} or {call_words(b)}?",
                          [call_words(a), call_words(b)], call_words(best), f"The order, lowest first: {order}.")


# ------------------------------------------------------------------------------------------------
# The play
# ------------------------------------------------------------------------------------------------


class LegalCardsQuestion(_Question):
    """"Which cards may this player play?" on the card table (:class:`~belote_learn.widgets.CardQuiz`),
    with the position also drawn as pictures for a printed or exported lesson.

    Methods :meth:`toggle`, :meth:`check` and :meth:`answer` (select exactly these cards, then check)."""

    def __init__(self, position, question: str):
        from belote_learn.widgets import CardQuiz

        super().__init__(question, _position_picture(position))
        self.position = position
        self.quiz = CardQuiz(position, question=question)
        self.widget = self.quiz.widget

    def question_html(self) -> str:
        return f'<div class="bl-static-quiz">{super().question_html()}</div>'

    @property
    def selected(self) -> list:
        return list(self.quiz.selected)

    def toggle(self, card) -> None:
        self.quiz.toggle(card)
        self.error = self.quiz.error
        if not self.quiz.checked:  # the card quiz cleared its verdict: so does this question
            self.right, self.feedback = None, ""

    def check(self) -> bool:
        self.right = self.quiz.check()
        self.feedback = self.quiz.feedback
        return self.right

    def answer(self, cards) -> bool | None:
        if isinstance(cards, str):
            cards = cards.replace(",", " ").split()
        for c in list(self.quiz.selected):
            self.quiz.toggle(c)
        for c in cards:
            self.toggle(c)
            if self.error:
                return None
        return self.check()


@friendly
def legal_cards_quiz(system: str = "classic-501", trumps: str = "H", to_play: str = "S", hand="", trick="",
                     question: str | None = None, options=None) -> PickQuestion:
    """Which cards may this player play? Select them all; every mistake is explained by its rule."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    p = Position.create(rules, contract, read_seat(to_play, "to_play"), read_cards(hand, "hand"),
                        [(s.name, str(c)) for s, c in read_trick(trick)])
    q = question or (f"{rules.title}, {contract.words}. Which cards may {p.to_play.word} play? "
                     "Select them all, then press Check.")
    return LegalCardsQuestion(p, q)


@friendly
def winner_quiz(system: str = "classic-501", trumps: str = "H", trick="", options=None) -> CardChoiceQuestion:
    """Who wins this (complete) trick?"""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    cards = read_trick(trick)
    if len(cards) != 4:
        raise BeloteError("trick: the four cards of a complete trick, e.g. 'N:AS E:10S S:7H W:KS'")
    sit = situation(rules, contract, cards[0][0], (), cards)
    w = sit.winning
    q = f"{rules.title}, {contract.words}. {cards[0][0].word} led. Who wins this trick?"
    # answered on the card table: click the winning card (its seat is the answer, as before)
    return CardChoiceQuestion(q, prompt="Who wins this trick? Click the winning card.", rules=rules,
                              contract=contract, me=Seat.S, trick=cards, pick="trick", choices=[c for _, c in cards],
                              labels={c: s.word for s, c in cards}, solution=w.seat.word,
                              explanation=w.text.replace(" is winning", " wins"), picture=_trick_picture(cards),
                              seat_tags={cards[0][0]: ["led"]}, hand_label="South", mini_hand=True)


@friendly
def load_the_trick_quiz(system: str = "classic-501", trumps: str = "H", to_play: str = "S", hand="", trick="",
                        options=None) -> CardChoiceQuestion:
    """Your partner's card cannot be beaten: which legal card gives your team the most points?"""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    p = Position.create(rules, contract, read_seat(to_play, "to_play"), read_cards(hand, "hand"),
                        [(s.name, str(c)) for s, c in read_trick(trick)])
    e = p.explain()
    if e.winning is None or e.winning.seat != p.to_play.partner:
        raise BeloteError("trick: the partner of the player to move must be winning the trick")
    rk = rules.ranking(contract)
    legal = e.legal
    best = max(legal, key=lambda c: rk.points[c])
    if sum(1 for c in legal if rk.points[c] == rk.points[best]) > 1:
        raise BeloteError("hand: two legal cards are worth the most points; choose a hand with one best card")
    q = (f"{rules.title}, {contract.words}. {p.to_play.word}'s partner {p.to_play.partner.word} is winning and "
         "nobody after can take the trick. Which card should {0} play to give the team the most points?".format(p.to_play.word))
    why = ("Load a trick your partner is sure to win: " + ", ".join(f"{c.symbol} {rk.points[c]}" for c in legal) +
           f" points; {best.symbol} is worth the most.")
    return CardChoiceQuestion(q, prompt=f"Which card should {p.to_play.word} play? Click it.", rules=rules,
                              contract=contract, me=p.to_play, trick=p.trick, hand=p.hand, choices=legal,
                              solution=best, explanation=why, legal={v.card: v.legal for v in e.verdicts},
                              picture=_position_picture(p), seat_tags={p.trick[0][0]: ["led"]} if p.trick else None)


@friendly
def trumps_out_quiz(system: str = "classic-501", trumps: str = "H", hand="", played="", options=None) -> NumberQuestion:
    """Counting trumps: with this hand, after these cards were played, how many trumps are still out
    (in the other players' hands)?"""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    if contract.kind != "suit":
        raise BeloteError("trumps: a trump suit")
    mine = read_cards(hand, "hand")
    gone = read_cards(played, "played")
    if set(mine) & set(gone):
        raise BeloteError("played: a card in the hand cannot have been played")
    t = contract.trump
    out = [c for c in CardSet.of_suit(t) if c not in mine and c not in gone]
    q = (f"{rules.title}, {contract.words}. You hold {symbols(mine)}; the cards played so far are "
         f"{symbols(gone) or 'none'}. How many trumps are still in the other players' hands?")
    held = [c for c in mine if c.suit == t]
    seen = [c for c in gone if c.suit == t]
    why = (f"There are 8 trumps: you hold {len(held)} ({symbols(held) or 'none'}), {len(seen)} have been played "
           f"({symbols(seen) or 'none'}), so {len(out)} are out ({symbols(out) or 'none'}).")
    return NumberQuestion(q, len(out), why, _cards_picture(mine, label="Your hand") +
                          (_cards_picture(gone, label="Played so far", width=40) if gone else ""), unit="trumps")


# ------------------------------------------------------------------------------------------------
# Declarations
# ------------------------------------------------------------------------------------------------


@friendly
def declaration_value_quiz(hand="") -> NumberQuestion:
    """What are this hand's declarations worth in all?"""
    cs = read_cards(hand, "hand")
    combos = find_combinations(CardSet(cs))
    total = sum(c.value for c in combos)
    why = (" + ".join(f"{c.name} ({symbols(c.cards)}) {c.value}" for c in combos) + f" = {total}."
           if combos else "Nothing: no run of three and no four of a kind that counts.")
    return NumberQuestion(f"What are the declarations of this hand worth in all: {symbols(cs)}?", total, why,
                          _cards_picture(cs, label="The hand"))


@friendly
def declarations_winner_quiz(system: str = "classic-1000", trumps: str = "H", dealer: str = "N", hands=None,
                             options=None) -> ChoiceQuestion:
    """Which team scores its declarations? (compared by the engine, step by step in the answer)."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    dealer = read_seat(dealer, "dealer")
    if not isinstance(hands, dict) or not hands:
        raise BeloteError("hands: a dict such as {'N': '7S 8S 9S', 'E': 'JH QH KH'}")
    by_seat = {}
    pics = ""
    for k, v in hands.items():
        s = read_seat(k, "hands")
        cs = read_cards(v, f"hands[{s.name}]")
        by_seat[s] = find_combinations(CardSet(cs), s)
        pics += _cards_picture(cs, label=f"{s.word} shows", width=44)
    order = speaking_order(rules, dealer)
    res = compare_declarations(by_seat, contract, rules.declarations_tie, order)
    right = res.team.words if res.team else "Nobody"
    q = (f"{rules.title}, {contract.words}; {dealer.word} dealt, so {order[0].word} spoke first. "
         "Which team scores its declarations?")
    return ChoiceQuestion(q, ["North-South", "East-West", "Nobody"], right, " ".join(res.steps), pics)


# ------------------------------------------------------------------------------------------------
# Scoring and the end of the game
# ------------------------------------------------------------------------------------------------

_RESULT_WORDS = {"made": "made", "dedans": "dedans (failed)", "litige": "litige", "capot": "capot by the takers",
                 "capot-defenders": "every trick to the defenders"}


@friendly
def result_quiz(system: str = "classic-501", trumps: str = "H", taker: str = "N", takers_cards=None,
                last_trick: str = "takers", belote=None, declarations=None, takers_tricks=None, options=None,
                bid=None, coinched: int = 0) -> ChoiceQuestion:
    """Made, dedans, litige or capot? (the hand described as for :func:`~belote_learn.lessons.worked_score`)."""
    hs = score_of(system, trumps, taker, takers_cards, last_trick, takers_tricks, belote, declarations, None, 0, options,
                  bid, coinched)
    rules = hs.rules
    choices = ["made", "dedans (failed)"] + (["litige"] if rules.litige else []) + ["capot by the takers"]
    right = _RESULT_WORDS[hs.result]
    if right not in choices:
        choices.append(right)
    cards_total = rules.ranking(hs.contract).total - rules.ranking(hs.contract).last_trick_bonus
    extras = []
    for seat, suit in hs.belote:
        extras.append(f"{seat.word} ({'takers' if seat.team is hs.takers else 'defenders'}) held the king and queen "
                      f"of {suit.plural}")
    if hs.declarations is not None:
        for seat, combos in hs.declarations.by_seat.items():
            if combos:
                extras.append(f"{seat.word} ({'takers' if seat.team is hs.takers else 'defenders'}) declared "
                              + ", ".join(f"{c.name} ({symbols(c.cards)})" for c in combos))
    what = f"the contract is {hs.bid.words}" if getattr(hs, "bid", None) is not None else \
        f"{hs.contract.words}; {hs.taker.word} took"
    q = (f"{rules.title}, {what}. The takers won {hs.card_points[hs.takers]} of the "
         f"{cards_total} card points, the defenders {hs.card_points[hs.defenders]}; the last trick went to the "
         f"{'takers' if hs.last_trick is hs.takers else 'defenders'}" + (f"; {'; '.join(extras)}" if extras else "")
         + ". What is the result?")
    lines = hs.lines()
    res = lines[next(i for i, ln in enumerate(lines) if ln.item == "Total") + 1]
    why = f"Totals: takers {hs.totals[hs.takers]}, defenders {hs.totals[hs.defenders]}. {res.item}: {res.rule}."
    return ChoiceQuestion(q, choices, right, why)


@friendly
def game_end_quiz(system: str = "classic-501", before=None, hand=None, options=None, score=None) -> ChoiceQuestion:
    """After this hand (its scores, or ``score``: a hand scored by worked_score), who wins the game, or
    does it go on?"""
    from belote_learn.lessons.show import game_end

    r = game_end(system, before=before, hand=hand, options=options, score=score)
    if "error" in r.data:
        raise BeloteError(r.data["error"].split(": ", 1)[-1])
    d = r.data
    if d["draw"]:
        right = "A draw"
    elif d["over"]:
        right = f"{d['winner'].words} win"
    else:
        right = "Another hand is played"
    rules = read_rules(system, options)
    how = ""
    if score is not None:
        hs = score.data["score"]
        lines = hs.lines()
        res = lines[next(i for i, ln in enumerate(lines) if ln.item == "Total") + 1]
        hand = {str(t): hs.score[t] for t in (Team.NS, Team.EW)}
        belote = ", ".join(f"{s.word} held the belote" for s, _ in hs.belote)
        how = f" The hand: {res.item}" + (f"; {belote}" if belote else "") + "."
    q = (f"{rules.title} (game to {rules.target}). Before the hand: North-South {before['NS']}, East-West "
         f"{before['EW']}.{how} The hand scores North-South {hand['NS']}, East-West {hand['EW']}. What happens?")
    return ChoiceQuestion(q, ["North-South win", "East-West win", "A draw", "Another hand is played"], right,
                          r.text.split("\n", 1)[1])


# ------------------------------------------------------------------------------------------------
# Mariage
# ------------------------------------------------------------------------------------------------


@friendly
def partners_draw_quiz(seed: int = 1, players=("Anne", "Bruno", "Chloé", "David")) -> ChoiceQuestion:
    """Mariage: the cards turned for the draw are shown; who plays with whom?"""
    from belote_learn.core.cards import Rank
    from belote_learn.systems.mariage.teams import draw_teams

    d = draw_teams(tuple(players), seed=whole(seed, "seed", 0, 2**32))
    ns = [p for p, s in d.seats.items() if s.team is Team.NS]
    p0 = players[0]
    pairs = [f"{p0} with {q}" for q in players[1:]]
    mate = next(q for q in players if q != p0 and d.seats[q].team is d.seats[p0].team)
    turned = "; ".join(f"{p} {c.symbol}" for p, c in d.steps)
    q = (f"Mariage, the draw for partners. The cards turned, in order: {turned}. Who plays with {p0}?")
    why = (f"The first two players to get a king are partners: {ns[0]} and {ns[1]}; the other two play together.")
    pic = "".join(f'<span style="display:inline-block;text-align:center;margin:2px 6px 2px 0;font-size:17px">'
                  f'{card_svg(c, width=PICTURE_PX)}<br>{esc(p)}</span>' for p, c in d.steps)
    del Rank
    return ChoiceQuestion(q, pairs, f"{p0} with {mate}", why, f"<div>{pic}</div>")


@friendly
def trumps_quiz(seed: int = 1, dealer: str = "N") -> ChoiceQuestion:
    """Mariage: the dealer's last card is shown; what are trumps?"""
    dealer = read_seat(dealer, "dealer")
    rules = read_rules("mariage")
    g = impl(rules).new_game(rules, seed=whole(seed, "seed", 0, 2**32), dealer=dealer)
    tc = g.deal.trump_card
    q = (f"Mariage: {dealer.word} has dealt 1, 3 and 4 cards to everyone; the last card of the pack, "
         f"{dealer.word}'s own, is shown: {tc.symbol}. Which suit is trumps?")
    return ChoiceQuestion(q, [s.plural for s in Suit], tc.suit.plural,
                          f"The last card dealt fixes trumps: {tc.symbol}, so {tc.suit.plural}. There is no bidding.",
                          card_svg(tc, width=PICTURE_PX))


@friendly
def marriage_value_quiz(cards="KH QH", trumps: str = "S") -> NumberQuestion:
    """Mariage: what is this marriage worth (held in one hand and announced)?"""
    from belote_learn.core.cards import Rank
    from belote_learn.systems.mariage.scoring import marriage_value

    cs = read_cards(cards, "cards")
    suits = {c.suit for c in cs}
    ranks = {c.rank for c in cs}
    if len(suits) != 1 or not {Rank.KING, Rank.QUEEN} <= ranks or not ranks <= {Rank.KING, Rank.QUEEN, Rank.JACK}:
        raise BeloteError("cards: the king and queen of one suit, with or without its jack")
    suit = suits.pop()
    t = read_contract(read_rules("mariage"), trumps).trump
    v = marriage_value(Rank.JACK in ranks, suit == t)
    q = f"Mariage, {t.plural} trumps. A player holds {symbols(cs)} and announces it. What is it worth?"
    why = (f"King and queen 20, with the jack 30; doubled in trumps (40, 60). Here: "
           f"{'with' if Rank.JACK in ranks else 'without'} the jack, {'in' if suit == t else 'not in'} trumps: {v}.")
    return NumberQuestion(q, v, why, _cards_picture(cs))


@friendly
def mariage_action_quiz(record: str = "mariage-announced", after: int = 0, action: str = "marriage H") -> ChoiceQuestion:
    """Mariage: a recorded deal stopped after ``after`` actions; may the player to move do ``action`` now?"""
    import json

    from belote_learn.rules.datafiles import data_path
    from belote_learn.systems.mariage.deal import MariageDeal

    path = data_path("records") / f"{record}.json"
    if not isinstance(record, str) or not path.is_file():
        raise BeloteError(f"record: no mariage record {shown(record)}")
    data = json.loads(path.read_text(encoding="utf-8"))
    rules = read_rules("mariage", data.get("options") or {})
    hands = {Seat.parse(s): [Card.parse(c) for c in cs] for s, cs in data["hands"].items()}
    before = data.get("scores_before") or {"NS": 0, "EW": 0}
    d = MariageDeal.from_hands(rules, Seat.parse(data["dealer"]), hands, Card.parse(data["turn_up"]),
                               {Team.NS: before["NS"], Team.EW: before["EW"]})
    plays = data["plays"]
    whole(after, "after", 0, len(plays))

    def replayed():
        deal = MariageDeal.from_hands(rules, Seat.parse(data["dealer"]), hands, Card.parse(data["turn_up"]),
                                      {Team.NS: before["NS"], Team.EW: before["EW"]})
        for _, act in plays[:after]:
            deal.apply(act)
        return deal

    d = replayed()
    seat = d.current_player()
    if seat is None:
        raise BeloteError("after: the deal is over at that point")
    trick_lines = "; ".join(" ".join(f"{s.name}:{c.symbol}" for s, c in t.cards) + f" (won by {t.winner.word})"
                            for t in d.tricks)
    probe = replayed()
    try:
        probe.apply(action)
        ok, why = True, f"Allowed: {probe.events[-1]['text']}"
    except IllegalAction as exc:
        ok, why = False, f"Not allowed: {exc}"
    q = (f"Mariage, {d.trump.plural} trumps. Tricks so far: {trick_lines or 'none'}. On the table: "
         f"{' '.join(f'{s.name}:{c.symbol}' for s, c in d.trick) or 'nothing'}. It is {seat.word}'s turn. "
         f"May {seat.word} say {action!r} now?")
    pic = _trick_picture(d.trick, to_play=seat) + _cards_picture(CardSet(d.hands[seat]), label=f"{seat.word}’s hand")
    return ChoiceQuestion(q, ["Yes", "No"], "Yes" if ok else "No", why, pic)


@friendly
def tens_quiz(points: int = 53) -> NumberQuestion:
    """Mariage: a team made this many points in a deal; what is written on the score sheet (tens)?"""
    from belote_learn.systems.mariage.scoring import round_tens

    if isinstance(points, bool) or not isinstance(points, int):
        raise BeloteError(f"points: a whole number, not {shown(points)}")
    t = round_tens(points)
    why = (f"Deal points are written in tens, rounded to the nearest ten with a half going up: {points} -> {t}.")
    return NumberQuestion(f"Mariage: a team made {points} points in a deal. What does it write on the score sheet?",
                          t, why, unit="tens")


@friendly
def coches_quiz(record: str = "mariage-cape", scores_before=None) -> ChoiceQuestion:
    """Mariage: a recorded deal (a name in data/records, or the result of :func:`mariage_deal`'s record as a
    dict) with these manche totals before it; how many coches, to which team?"""
    from belote_learn.lessons.show import replay_record

    r = record if hasattr(record, "data") else replay_record(record, scores_before=scores_before)
    if "error" in r.data:
        raise BeloteError(r.data["error"].split(": ", 1)[-1])
    res = r.data["deal"].result
    if res is None:
        raise BeloteError(f"record: {record} does not reach the end of its deal")
    got = {t: n for t, n in res.coches.items() if n}
    if got:
        t, n = next(iter(got.items()))
        right = f"{n} to {t.words}"
    else:
        right = "No coche yet"
    choices = [f"{n} to {t.words}" for t in (Team.NS, Team.EW) for n in (1, 2, 3, 4)] + ["No coche yet"]
    before = scores_before or r.data["check"].before
    d = r.data["deal"]
    story = []
    n = 0
    for e in d.events:
        if e["type"] == "trick":
            n += 1
        elif e["type"] in ("marriage", "marriage-on-table"):
            story.append(e["text"])
        elif e["type"] == "claim":
            who = "North-South" if e["text"].startswith(("North", "South")) else "East-West"
            what = "cape dehors" if "Cape" in e["text"] else "on est dehors"
            story.append(f"After trick {n}, {who} claim '{what}'.")
    rule = next((ln[3] for ln in res.lines if ln[0] == "Coches"), "")
    q = (f"Mariage. Manche totals before the deal: North-South {before['NS']}, East-West {before['EW']} (in tens). "
         f"{' '.join(story)} Tricks won: North-South {sum(1 for t in d.tricks if t.winner.team is Team.NS)}, "
         f"East-West {sum(1 for t in d.tricks if t.winner.team is Team.EW)}; deal points: North-South "
         f"{res.points[Team.NS]}, East-West {res.points[Team.EW]}. How many coches are given, and to which team?")
    return ChoiceQuestion(q, choices, right, f"{res.words} ({rule})." if rule else res.words)


# ------------------------------------------------------------------------------------------------
# More: the dealing packets, a marriage on the table, a whole partie, the tips' lead
# ------------------------------------------------------------------------------------------------


@friendly
def packets_quiz(system: str = "classic-501", round: int = 1, options=None) -> NumberQuestion:
    """How many cards does each player receive in round ``round`` of the dealing (read from a deal the
    engine makes)?"""
    from belote_learn.lessons.show import deal_packets

    rules = read_rules(system, options)
    packets = deal_packets(rules)
    sizes = [n for _, n in packets[::4]]
    k = whole(round, "round", 1, len(sizes))
    q = f"{rules.title}: in round {k} of the dealing, how many cards does each player receive?"
    why = ("The dealer deals, from the player after the dealer, " + ", then ".join(str(n) for n in sizes)
           + f" cards to each player: {sum(sizes)} each" + (" before the bidding." if impl(rules).has_taker else "."))
    return NumberQuestion(q, sizes[k - 1], why, unit="cards")


@friendly
def table_marriage_quiz(trumps: str = "S", trick="N:KH W:QH S:AH E:7H", options=None) -> ChoiceQuestion:
    """Mariage: a trick in which a king and queen of one suit fall: what does it change for each team?
    (the engine plays the trick)."""
    from belote_learn.systems.mariage.deal import MariageDeal

    rules = read_rules("mariage", options)
    contract = read_contract(rules, trumps)
    cards = read_trick(trick)
    if len(cards) != 4:
        raise BeloteError("trick: the four cards of a complete trick")
    leader = cards[0][0]
    dealer = leader.previous(rules.direction)
    trump_card = next(c for c in CardSet.of_suit(contract.trump) if c not in [x for _, x in cards])
    hands = {s: [] for s in Seat}
    for s, c in cards:
        hands[s].append(c)
    hands[dealer].append(trump_card)  # the last card dealt is the dealer's
    d = MariageDeal.from_hands(rules, dealer, hands, trump_card)
    for i, (s, c) in enumerate(cards):
        if d.current_player() != s:
            raise BeloteError(f"trick[{i}]: it is {d.current_player().word}'s turn ({rules.direction} play)")
        try:
            d.apply(c)
        except IllegalAction as exc:
            raise BeloteError(f"trick[{i}]: {exc}") from None
    winner = d.tricks[0].winner
    on_table = [m for m in d.marriages if m.on_table]
    if not on_table:
        right = "Nothing: no marriage fell"
        why = "No king and queen of one suit fell in this trick."
    else:
        m = on_table[0]
        right = f"+{m.value} to {m.team.words}, -{m.value} to {m.team.other.words}"
        why = (f"The {m.name} fell in one trick won by {winner.word}: the winners gain {m.value} "
               f"(20, 30 with the jack, 40 and 60 in trumps) and the other team loses as much.")
    choices = {right, "Nothing: no marriage fell"}
    for v in (20, 30, 40, 60):
        for t in (Team.NS, Team.EW):
            if len(choices) < 5:
                choices.add(f"+{v} to {t.words}, -{v} to {t.other.words}")
    q = (f"Mariage, {contract.words}. This trick was played: " + ", ".join(f"{s.word} {c.symbol}" for s, c in cards)
         + ". What does it change in the deal's points, beyond the cards themselves?")
    return ChoiceQuestion(q, sorted(choices), right, why, _trick_picture(cards))


@friendly
def partie_winner_quiz(seed: int = 1, options=None) -> ChoiceQuestion:
    """Mariage: the coches given in a whole partie (played by the bots) are listed: who won the partie?"""
    from belote_learn.lessons.show import play_partie

    r = play_partie(seed=seed, options=options)
    if "error" in r.data:
        raise BeloteError(r.data["error"].split(": ", 1)[-1])
    g = r.data["game"]
    given = []
    for i, d in enumerate(g.deals, 1):
        for t, n in d.result.coches.items():
            if n:
                given.append(f"deal {i}: {n} to {t.words}")
    right = "A draw" if g.draw else f"{g.winner.words}"
    q = ("Mariage: a whole partie, deal by deal, until the coches make 5 in all. Coches given: "
         + "; ".join(given) + ". Who won the partie?")
    why = (f"Coches: North-South {g.coches[Team.NS]}, East-West {g.coches[Team.EW]}. A coche goes to the team "
           "that loses a manche, so the partie is won by the team with fewer coches.")
    return ChoiceQuestion(q, ["North-South", "East-West", "A draw"], right, why)


@friendly
def lead_tip_quiz(system: str = "mariage", trumps: str = "H", hand="AS 10S 9D 8D KC 7C 8H 9H", options=None) -> CardChoiceQuestion:
    """You lead the first trick with this hand: which card do the tips advise? (the rule-based bot, which
    follows the seeds' tips, decides; its reason is the explanation)."""
    from belote_learn.bots import make_bot

    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    mine = read_cards(hand, "hand")
    if len(mine) != 8:
        raise BeloteError("hand: the eight cards of the player who leads")
    rest = [c for c in CardSet.full() if c not in mine]
    p = Position.create(rules, contract, Seat.S, mine, [])
    bot = make_bot("rule", seed=0)
    # South leads the first trick: the dealer is the player before South
    dealer = Seat.S.previous(rules.direction)
    trump_cards = [c for c in rest if contract.trump is not None and c.suit == contract.trump]
    tc = trump_cards[0] if trump_cards else rest[0]
    rest = [tc] + [c for c in rest if c != tc]  # the dealer's last card (mariage: it fixes trumps)
    hands = {Seat.S: mine}
    for i, s in enumerate([dealer] + [s for s in Seat if s not in (Seat.S, dealer)]):
        hands[s] = rest[8 * i: 8 * i + 8]
    if impl(rules).has_taker:
        deal = impl(rules).deal_class.from_hands(rules, dealer, hands, tc)
        deal.contract, deal.taker, deal.leader, deal.phase = contract, Seat.S, Seat.S, "play"
        deal.hands = {s: CardSet(hands[s]).mask for s in Seat}
        deal.start_hands = dict(deal.hands)
    else:
        if tc.suit != contract.trump:
            raise BeloteError("trumps: leave at least one trump out of the hand (the last card dealt fixes trumps)")
        deal = impl(rules).deal_class.from_hands(rules, dealer, hands, tc)
    action, why = bot.choose_with_reason(deal.view(Seat.S))
    card = action if isinstance(action, Card) else None
    if card is None:
        raise BeloteError("hand: the tips give no card to lead here")
    q = (f"{rules.title}, {contract.words}. You lead to the first trick with {symbols(mine)}. "
         "Which card do the tips advise you to lead?")
    return CardChoiceQuestion(q, prompt="You lead: which card do the tips advise? Click it.", rules=rules,
                              contract=contract, me=Seat.S, hand=p.hand, hand_label="Your hand (South, you lead)",
                              choices=p.hand, solution=card, explanation=why, legal={c: True for c in p.hand},
                              picture=_cards_picture(mine, label="Your hand"))
