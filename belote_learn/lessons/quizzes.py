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
from belote_learn.core.messages import Join, Message, card_symbol, render, seat_name, suit_name, team_name, text
from belote_learn.rules.play import situation
from belote_learn.rules.position import Position
from belote_learn.rules.scoring import TOTAL
from belote_learn.core.render import card_svg, hand_html, trick_row_html
from belote_learn.widgets.common import CONTROL_FONT_PX, BaseWidget, CardButton, card_row, projector_controls, style_sheet
from belote_learn.lessons._base import (
    GREEN,
    Markup,
    Shown,
    impl,
    RED,
    contract_words,
    direction_word,
    esc,
    friendly,
    html_of,
    mariage_action_words,
    order_symbols,
    reason,
    seat_and_card,
    trick_cards,
    side_word,
    read_cards,
    read_contract,
    read_rules,
    read_seat,
    read_trick,
    symbols,
    whole,
)
from belote_learn.lessons.show import (call_words, combinations_list, combination_values, score_lines, score_of,
                                      speaking_order, won_text)

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


def _unit(text, lang: str = "en") -> W.HTML:
    """The unit written after a number box ("points"), at the controls' size (a message, rendered in ``lang``)."""
    out = W.HTML(esc(render(text, lang)))
    out.add_class("bl-unit")
    return out


class _Question(BaseWidget):
    """What every quiz shares: the question (text, and an optional picture as HTML), feedback, errors.

    The texts (question, choices, explanation) may be messages: they are rendered in ``lang``, the
    language of everything the quiz says."""

    def __init__(self, question, picture: str = "", lang: str = "en"):
        super().__init__(lang)
        if hasattr(question, "render"):
            question = question.render(lang)
        if not isinstance(question, str) or not question.strip():
            raise BeloteError(Message("lesson.quiz.error.question", value=shown(question)))
        self.question = question
        self.picture = picture
        self.right: bool | None = None
        self.feedback = ""
        self.feedback_view = W.HTML()
        self.feedback_view.add_class("bl-feedback")

    def question_html(self) -> str:
        return (f'<div class="bl-quiz-question" data-region="status" style="font-size:{_F}px;line-height:1.45;'
                f'margin:6px 0">'
                f"<b>{esc(Message('lesson.quiz.label').render(self.lang))}</b> {esc(self.question)}</div>"
                f"{self.picture}{LIVE_HIDES}")

    def _show_feedback(self, right: bool, head: str, body_html: str, body_text: str) -> None:
        self.right = right
        colour = GREEN if right else RED
        self.feedback = f"{head} {body_text}".strip()
        mark = "\u2714" if right else "\u2718"  # a tick or a cross: the colour is not the only sign
        self.feedback_view.value = (f"<div style='font-size:{_F}px;line-height:1.45'><b style='color:{colour}'>"
                                    f"{mark} {esc(head)}</b> {body_html}</div>")

    def _clear_verdict(self, what=None) -> bool:
        """The answer changed after a verdict: the verdict described the old one, so it goes, with a line
        saying to check again. Returns whether there was a verdict to clear."""
        if self.right is None:
            return False
        self.right = None
        self.feedback = ""
        what = what or Message("lesson.quiz.answer_changed")
        stale = Message("lesson.quiz.check_again", what=what).render(self.lang)
        self.feedback_view.value = (f"<div class='bl-stale' style='font-size:{_F}px;line-height:1.45'>"
                                    f"{esc(stale)}</div>")
        return True

    def _ipython_display_(self):  # pragma: no cover - used by IPython only
        from IPython.display import display

        display(Shown(self.question_html(), str(self), region="status"))
        display(self.widget)

    def _texts(self, items) -> list[str]:
        """Texts or messages, as text in the quiz's language."""
        return [render(x, self.lang) for x in items]

    def _head(self, right: bool, solution: str) -> str:
        """"Right!" or "Not quite: the answer is ...", in the quiz's language."""
        if right:
            return Message("lesson.quiz.right").render(self.lang)
        return Message("lesson.quiz.not_quite_answer", answer=solution).render(self.lang)

    def __str__(self) -> str:
        return Message("lesson.quiz.as_text", question=self.question).render(self.lang)


class ChoiceQuestion(_Question):
    """A question with a few answers, one of them right (computed by the caller with the engine).

    Args:
        question: the text asked; ``choices``: the answers offered (text); ``solution``: the right one;
        ``explanation``: the engine's reason, shown after an answer; ``picture``: HTML shown with the question;
        ``lang``: the language of the quiz (texts given as messages are rendered in it).
    Method :meth:`answer` (returns True when right).
    """

    def __init__(self, question, choices, solution, explanation="", picture: str = "", lang: str = "en"):
        super().__init__(question, picture, lang)
        self.choices = self._texts(choices)
        if len(self.choices) < 2 or len(set(self.choices)) != len(self.choices):
            raise BeloteError(Message("lesson.quiz.error.choices", value=shown(self.choices)))
        self._solution = render(solution, lang)
        if self._solution not in self.choices:
            raise BeloteError(Message("lesson.quiz.error.solution", value=shown(self._solution)))
        self.explanation = render(explanation, lang)
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
        offered = Markup(" · ".join(esc(c) for c in self.choices))
        return super().question_html() + (f'<div class="bl-quiz-choices" style="color:#555;font-size:14px">'
                                           f"{html_of(Message('lesson.quiz.answers_offered', answers=offered), self.lang)}</div>")

    def __str__(self) -> str:
        return Message("lesson.quiz.as_text_with_answers", question=self.question,
                       answers=" / ".join(self.choices)).render(self.lang)

    def answer(self, choice) -> bool | None:
        """Answer with one of the choices; shows whether it is right and the engine's explanation."""
        self._set_error("")
        choice = _as_offered(str(choice), self.choices)
        if choice not in self.choices:
            self._set_error(Message("lesson.quiz.error.not_an_answer", choice=repr(choice),
                                    answers=", ".join(self.choices)).render(self.lang))
            return None
        right = choice == self._solution
        head = self._head(right, self._solution)
        self._show_feedback(right, head, esc(self.explanation), self.explanation)
        for b in self.buttons:
            b.button_style = "success" if b.description == self._solution else ("danger" if b.description == choice else "")
        return right


def _typed(text: str) -> str:
    """An answer as typed, for comparing: spaces of any kind (the no-break space French typography puts before
    a colon) said once, the case ignored."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split()).casefold()


def _as_offered(choice: str, choices) -> str:
    """The offered answer that ``choice`` is, typed with ordinary spaces or another case; else ``choice``."""
    if choice in choices:
        return choice
    matches = [c for c in choices if _typed(c) == _typed(choice)]
    return matches[0] if len(matches) == 1 else choice


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
            played, shown after the answer; ``picture``: HTML of the position for a static export; ``lang``:
            the language of the quiz (texts given as messages are rendered in it).
    Method :meth:`answer` (a card as ``"J♥"`` or ``"JH"``, or an ``extra`` text; returns True when right,
    None when the answer is not one offered). Attributes ``choices`` (the answers' texts), ``table``.
    """

    def __init__(self, question, *, prompt, rules, contract, me: Seat, trick=(), hand=(),
                 hand_label="", open_hands=None, pick: str = "hand", choices=(), extra=(), solution,
                 explanation="", legal=None, picture: str = "", mini_hand: bool = False,
                 seat_tags=None, labels=None, lang: str = "en"):
        from belote_learn.widgets.quiz import _contract_words, _turn
        from belote_learn.widgets.table import CardTable

        super().__init__(question, picture, lang)
        self.rules, self.contract, self.me = rules, contract, Seat(me)
        self.trick = [(Seat(a), Card(b)) for a, b in trick]
        self.hand = [Card(c) for c in hand]
        self.hand_label = render(hand_label or Message("lesson.quiz.hand_of", seat=seat_name(self.me)), lang)
        self.open_hands = {Seat(k): [Card(c) for c in v] for k, v in (open_hands or {}).items()}
        self.pick = pick
        self.cards = [Card(c) for c in choices]  # the cards that answer
        self.extra = self._texts(extra)
        # the text each card answers with (its symbol, or e.g. the seat that played it: "Who wins?" -> "West")
        self.labels = {c: render((labels or {}).get(c, card_symbol(c)), lang) for c in self.cards}
        self.choices = [self.labels[c] for c in self.cards] + self.extra
        if len(self.choices) < 2 or len(set(self.choices)) != len(self.choices):
            raise BeloteError(Message("lesson.quiz.error.choices", value=shown(self.choices)))
        self._solution = (self.labels.get(solution, card_symbol(solution).render(lang)) if isinstance(solution, Card)
                          else render(solution, lang))
        if self._solution not in self.choices:
            raise BeloteError(Message("lesson.quiz.error.solution", value=shown(self._solution)))
        self.explanation = render(explanation, lang)
        self.legal = {Card(k): bool(v) for k, v in (legal or {}).items()}
        self.prompt = render(prompt, lang)
        self.mini_hand = mini_hand
        self.seat_tags = {Seat(k): self._texts(v) for k, v in (seat_tags or {}).items()}
        self.chosen: str | None = None
        self._feedback_html = ""
        self._table_error = ""
        self._contract_words = _contract_words
        self._turn = _turn(self.me)
        self.table = CardTable(lang=self.lang)
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
                f"<b>{esc(Message('lesson.quiz.label').render(self.lang))}</b> {esc(self.question)}</div>"
                f'<div class="bl-static-quiz">{self.picture}</div>{LIVE_HIDES}')

    def __str__(self) -> str:
        return Message("lesson.quiz.as_text_with_answers", question=self.question,
                       answers=" / ".join(self.choices)).render(self.lang)

    def _marks(self, card: Card) -> dict:
        """What a card shows: nothing before an answer; after it, legal or not, the learner's answer and
        the right one (in a hand "★ best"; in a trick the frame's winner badge, "★ answer")."""
        if self.chosen is None:
            return {}
        label = self.labels.get(card, card_symbol(card).render(self.lang))
        return {"legal": self.legal.get(card), "sel": label == self.chosen, "hint": label == self._solution}

    def _draw(self) -> None:
        turn = self._turn
        lang = self.lang
        your_answer = Message("lesson.table.your_answer").render(lang)
        seats = {}
        for s in Seat:
            entry = {"name": seat_name(s).render(lang), "tags": list(self.seat_tags.get(s, []))}
            if s in self.open_hands and s != self.me:
                entry["cards"] = [str(c) for c in self.open_hands[s]]
            seats[turn[s]] = entry
        trick = []
        for s, c in self.trick:
            m = self._marks(c) if self.pick == "trick" else {}
            e = {"seat": turn[s], "card": str(c), "sel_badge": your_answer, "sel_word": your_answer}
            if m.get("legal") is not None:
                e["legal"] = m["legal"]
            if m.get("sel"):
                e["sel"] = True
            trick.append(e)
        winner = None
        if self.pick == "trick" and self.chosen is not None:
            winner = next((turn[s] for s, c in self.trick
                           if self.labels.get(c, card_symbol(c).render(lang)) == self._solution), None)
        cards = []
        for c in self.hand:
            m = self._marks(c) if self.pick == "hand" else {}
            cards.append({"c": str(c), "legal": m.get("legal"), "sel": bool(m.get("sel")), "hint": bool(m.get("hint"))})
        c = self.contract
        frame = {
            "mode": "quiz" if self.pick == "hand" and not any(s == self.me for s, _ in self.trick) else "pick",
            "info": [{"label": Message("lesson.table.contract").render(lang), "value": self._contract_words(c, lang),
                      "key": "contract", "place": "left"},
                     {"label": Message("lesson.table.rules").render(lang), "value": self.rules.preset,
                      "more": self.rules.title_message.render(lang), "key": "rules", "place": "right"}],
            "seats": seats,
            "trick": trick,
            "winner": winner,
            "winner_badge": Message("lesson.table.answer_badge").render(lang),
            "hand": {"label": self.hand_label, "active": self.pick == "hand", "cards": cards, "mini": self.mini_hand,
                     "sel_badge": your_answer, "sel_word": your_answer},
            "status": self.prompt,
            "status_kind": "turn",
            "buttons": [{"id": f"extra-{i}", "label": e, "enabled": True,
                         "title": Message("lesson.table.answer_title", answer=e).render(lang)}
                        for i, e in enumerate(self.extra)]
                       + [four_colour_button(lang)],
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
            if text.upper() == str(c) or text in (c.symbol, card_symbol(c).render(self.lang)):
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
            self._set_error(Message("lesson.quiz.error.not_an_answer", choice=repr(choice),
                                    answers=", ".join(self.choices)).render(self.lang))
            self._table_error = self.error
            reason = self._why_not(choice)
            if reason:
                self._table_error = reason
            self._draw()
            return None
        right = found == self._solution
        self.chosen = found
        head = self._head(right, self._solution)
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
            return p.verdict(card).render(self.lang)
        return ""


def four_colour_button(lang: str = "en") -> dict:
    """The card table's "Four colours" button (diamonds blue, clubs green), its words in ``lang``."""
    return {"id": "four-colour", "label": Message("lesson.table.four_colours").render(lang), "enabled": True,
            "always": True, "title": Message("lesson.table.four_colours_title").render(lang)}


class NumberQuestion(_Question):
    """A question answered with a whole number typed in a box, then Check.

    ``unit``: the word after the box (default "points"; text or a message); ``lang``: the language of
    the quiz. Method :meth:`answer` (returns True when right)."""

    def __init__(self, question, solution: int, explanation="", picture: str = "", unit=None, lang: str = "en"):
        super().__init__(question, picture, lang)
        self._solution = int(solution)
        self.explanation = render(explanation, lang)
        # a text box, read by answer(): a number box (IntText) let the browser turn "1e9" into 19 and
        # "abc" or nothing into 0, and judged that silently
        self.box = W.Text(value="", placeholder=Message("lesson.quiz.a_number").render(lang),
                          description=Message("lesson.quiz.your_answer").render(lang),
                          layout=W.Layout(width="220px"), style={"description_width": "initial"})
        self.box.add_class("bl-number")
        self.check_button = W.Button(description=Message("lesson.quiz.check").render(lang), button_style="primary")
        self.check_button.add_class("bl-check")
        self.check_button.on_click(lambda _: self.answer(self.box.value))
        self._answered = None  # the number the verdict shown is about
        self.box.observe(self._ui(self._box_changed), names="value")
        row = W.HBox([self.box, _unit(unit if unit is not None else Message("lesson.unit.points"), lang),
                      self.check_button])
        projector_controls(row, primary=[self.check_button])
        self.widget = W.VBox([_quiz_style(), row, self.feedback_view, self.error_line])
        self.widget.add_class("bl-quiz")

    def answer(self, value) -> bool | None:
        self._set_error("")
        if isinstance(value, bool) or not isinstance(value, int):
            try:
                value = int(str(value).strip())
            except ValueError:
                self._set_error(Message("lesson.quiz.error.whole_number", value=shown(value)).render(self.lang))
                return None
        self._quietly(self.box, value=str(value))  # the box shows the number judged, however it was given
        self._answered = value
        right = value == self._solution
        if right:
            head = Message("lesson.quiz.right").render(self.lang)
        elif value > self._solution:
            head = Message("lesson.quiz.too_many", value=value, answer=self._solution).render(self.lang)
        else:
            head = Message("lesson.quiz.too_few", value=value, answer=self._solution).render(self.lang)
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
        correct: the set of right keys; ``reasons``: key -> the engine's reason for that option (labels and
        reasons: text or messages, rendered in ``lang``).
    Methods :meth:`toggle` (an option), :meth:`check` (returns True when exactly the right ones are
    selected), :meth:`answer` (select exactly these keys, then check).
    """

    def __init__(self, question, options, correct, reasons: dict, picture: str = "", lang: str = "en"):
        super().__init__(question, picture, lang)
        self.options = [(k, render(label, lang)) for k, label in options]
        self.keys = [k for k, _ in self.options]
        self._correct = set(correct)
        self.reasons = {k: render(v, lang) for k, v in reasons.items()}
        self.selected: list = []
        self.buttons = {}
        for key, label in self.options:
            if isinstance(key, Card):
                b = CardButton(key, lang=lang)
            else:
                b = W.ToggleButton(description=label, layout=W.Layout(width="auto"))
                b.add_class("bl-call")
            b.key = key
            if isinstance(b, W.ToggleButton):
                b.observe(lambda ch, k=key: self._toggled(k, ch["new"]), names="value")
            else:
                b.on_click(lambda btn: self.toggle(btn.key))
            self.buttons[key] = b
        self.check_button = W.Button(description=Message("lesson.quiz.check").render(lang), button_style="primary")
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
        offered = Markup(" · ".join(esc(c) for c in calls))
        return super().question_html() + (f'<div class="bl-quiz-choices" style="color:#555;font-size:14px">'
                                           f"{html_of(Message('lesson.quiz.calls_offered', calls=offered), self.lang)}</div>")

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
            if str(key) == label or (isinstance(k, Card) and str(key) in (str(k), k.symbol,
                                                                          card_symbol(k).render(self.lang))):
                return k
            if not isinstance(k, Card) and isinstance(key, str) and key.strip().lower() == str(k).lower():
                return k
        return None

    def toggle(self, key) -> None:
        """Select or unselect one option (a card as ``"JH"`` or ``"J♥"``, a call as ``"pass"``)."""
        self._set_error("")
        k = self._find(key)
        if k is None:
            self._set_error(Message("lesson.quiz.error.not_an_option", option=repr(key),
                                    options=", ".join(l for _, l in self.options)).render(self.lang))
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
        if not self._clear_verdict(Message("lesson.quiz.choice_changed")):
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
        head = (Message("lesson.quiz.right") if right else Message("lesson.quiz.not_quite")).render(self.lang)
        answer = Message("lesson.quiz.the_answer",
                         answer=" ".join(good) if good else Message("lesson.quiz.none_of_them")).render(self.lang)
        items = [(self._label(k), self.reasons.get(k, "")) for k in (wrong if not right else self.keys)]
        body_html = esc(answer) + "<ul>" + "".join(
            f"<li>{html_of(Message('lesson.quiz.option_reason', option=Markup(f'<b>{esc(a)}</b>'), reason=b), self.lang)}</li>"
            for a, b in items if b) + "</ul>"
        body_text = answer + " " + " ".join(Message("lesson.quiz.option_reason", option=a, reason=b).render(self.lang)
                                            for a, b in items if b)
        self._show_feedback(right, head, body_html, body_text)
        return right


# ------------------------------------------------------------------------------------------------
# Pictures shown with questions
# ------------------------------------------------------------------------------------------------


def _cards_picture(cards, label="", width: int = 56, lang: str = "en") -> str:
    """A labelled row of cards at a projector's size (``width`` is kept for callers; the cards are 100 px);
    ``label``: text or a message (rendered in ``lang``)."""
    from belote_learn.lessons.show import _pictures

    return _pictures(list(cards), label=render(label, lang), lang=lang)


PICTURE_PX = 100  # the lessons' cards: a projector's size (the corner index readable from the back of a room)


def _trick_picture(cards, to_play=None, lang: str = "en") -> str:
    """A trick as one row of 100 px cards in the order played, each under its player's name, the lead
    marked (:func:`belote_learn.core.render.trick_row_html`); no winner is marked (a quiz may ask for it);
    ``to_play``: the seat to play next, drawn as an empty place; the names and cards in ``lang``."""
    return trick_row_html(list(cards), None, width=PICTURE_PX, to_play=to_play, lang=lang)


def _hands_picture(hands, lang: str = "en") -> str:
    """Labelled hands ``[(label, cards), ...]`` at 100 px, side by side where there is room (labels: text or
    messages, rendered in ``lang``)."""
    return ('<div class="bl-hands" style="display:flex;flex-wrap:wrap;gap:4px 32px;align-items:flex-end">'
            + "".join(hand_html(list(cards), width=PICTURE_PX, label=render(label, lang), lang=lang) for label, cards in hands)
            + "</div>")


def _position_picture(p: Position, lang: str = "en") -> str:
    head = Message("lesson.picture.position", title=p.rules.title_message, preset=p.rules.preset,
                   contract=contract_words(p.contract), seat=seat_name(p.to_play))
    return (f"<p>{html_of(head, lang)}</p>" + '<div style="display:flex;gap:8px 32px;align-items:flex-end;flex-wrap:wrap">'
            f"{_trick_picture(p.trick, to_play=p.to_play, lang=lang)}"
            f"<div>{_cards_picture(p.hand, label=Message('lesson.picture.hand_of', seat=seat_name(p.to_play)), lang=lang)}"
            "</div></div>")


def _said(calls, turn_up, lang: str = "en") -> str:
    """The calls so far, ``"North: pass; East: take (hearts)"``, in ``lang``."""
    return text("lesson.phrase.semicolon", lang).join(
        Message("lesson.phrase.seat_said", seat=seat_name(s), call=call_words(c, turn_up, lang)).render(lang) for s, c in calls)


# ------------------------------------------------------------------------------------------------
# The cards
# ------------------------------------------------------------------------------------------------


@friendly
def order_quiz(system: str = "classic-501", trumps: str = "H", cards=("9H", "AH"), options=None,
               lang: str = "en") -> ChoiceQuestion:
    """Which of two cards of the same suit is stronger under this contract? (seed 000's orders).
    ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    a, b = read_cards(cards, "cards")
    if a.suit != b.suit:
        raise BeloteError(Message("lesson.order.error.same_suit"))
    rk = rules.ranking(contract)
    best = a if rk.stronger(a, b) else b
    table = rk.table_for(a.suit)
    kind = Message("lesson.order.kind.all_trumps") if contract.kind == "AT" else (
        Message("lesson.order.kind.trumps") if rk.is_trump(a) else (
            Message("lesson.order.kind.no_trumps") if contract.kind == "NT" else Message("lesson.order.kind.plain")))
    q = Message("lesson.order.question", title=rules.title_message, contract=contract_words(contract), a=card_symbol(a),
                b=card_symbol(b))
    why = Message("lesson.order.why", kind=kind, order=order_symbols(table), best=card_symbol(best))
    return ChoiceQuestion(q, [card_symbol(a), card_symbol(b)], card_symbol(best), why, _cards_picture([a, b], lang=lang),
                          lang=lang)


@friendly
def points_quiz(system: str = "classic-501", trumps: str = "H", cards="AS 9S 10S", options=None,
                lang: str = "en") -> NumberQuestion:
    """How many points are these cards worth together under this contract? ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    cs = read_cards(cards, "cards")
    rk = rules.ranking(contract)
    each = [(c, rk.points[c]) for c in cs]
    total = sum(p for _, p in each)
    q = Message("lesson.points.question", title=rules.title_message, contract=contract_words(contract), cards=symbols(cs))
    why = Message("lesson.phrase.sum_said", parts=Join(" + ", [Message("lesson.phrase.card_points", card=card_symbol(c),
                                                                          points=p) for c, p in each]), total=total)
    return NumberQuestion(q, total, why, _cards_picture(cs, lang=lang), lang=lang)


@friendly
def total_quiz(system: str = "classic-501", trumps: str = "H", options=None, lang: str = "en") -> NumberQuestion:
    """How many points are there in one deal (cards and the last-trick bonus)? ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    rk = rules.ranking(contract)
    cards = rk.total - rk.last_trick_bonus
    q = Message("lesson.total.question", title=rules.title_message, contract=contract_words(contract))
    why = (Message("lesson.total.why_bonus", cards=cards, bonus=rk.last_trick_bonus, total=rk.total)
           if rk.last_trick_bonus else Message("lesson.total.why_no_bonus", cards=cards, total=rk.total))
    return NumberQuestion(q, rk.total, why, lang=lang)


@friendly
def cards_count_quiz(lang: str = "en") -> NumberQuestion:
    """How many cards are in the pack? ``lang``: the language of the quiz."""
    from belote_learn.core.cards import ALL_CARDS

    ranks = sorted({c.rank for c in ALL_CARDS})
    return NumberQuestion(Message("lesson.cards_count.question"), len(ALL_CARDS),
                          Message("lesson.cards_count.why", ranks=len(ranks), cards=len(ALL_CARDS)),
                          unit=Message("lesson.unit.cards"), lang=lang)


# ------------------------------------------------------------------------------------------------
# The table, the deal, the bidding
# ------------------------------------------------------------------------------------------------


@friendly
def partner_quiz(seat: str = "S", lang: str = "en") -> ChoiceQuestion:
    """Who is this player's partner? (partners sit opposite). ``lang``: the language of the quiz."""
    s = read_seat(seat, "seat")
    return ChoiceQuestion(Message("lesson.partner.question", seat=seat_name(s)),
                          [seat_name(x) for x in Seat if x != s], seat_name(s.partner),
                          Message("lesson.partner.why", seat=seat_name(s), partner=seat_name(s.partner),
                                  team=team_name(s.team), other=team_name(s.team.other)), lang=lang)


@friendly
def first_player_quiz(system: str = "classic-501", dealer: str = "N", what: str = "speaks first", options=None,
                      lang: str = "en") -> ChoiceQuestion:
    """Who speaks first in the bidding, or leads to the first trick, when ``dealer`` deals?
    ``what``: ``"speaks first"`` or ``"leads"``; ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    dealer = read_seat(dealer, "dealer")
    if what not in ("speaks first", "leads"):
        raise BeloteError(Message("lesson.first_player.error.what"))
    first = speaking_order(rules, dealer)[0]
    if what == "leads":
        q = Message("lesson.first_player.question_leads", title=rules.title_message, dealer=seat_name(dealer))
    else:
        q = Message("lesson.first_player.question_speaks", title=rules.title_message, dealer=seat_name(dealer))
    if impl(rules).has_taker:
        why = Message("lesson.first_player.why_bidding", direction=direction_word(rules.direction), first=seat_name(first))
    else:
        why = Message("lesson.first_player.why", direction=direction_word(rules.direction), first=seat_name(first))
    return ChoiceQuestion(q, [seat_name(s) for s in Seat], seat_name(first), why, lang=lang)


@friendly
def next_dealer_quiz(system: str = "classic-501", dealer: str = "N", options=None, lang: str = "en") -> ChoiceQuestion:
    """After this player's deal, who deals the next hand? ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    dealer = read_seat(dealer, "dealer")
    nxt = dealer.next(rules.direction)
    return ChoiceQuestion(Message("lesson.next_dealer.question", title=rules.title_message, dealer=seat_name(dealer)),
                          [seat_name(s) for s in Seat], seat_name(nxt),
                          Message("lesson.next_dealer.why", direction=direction_word(rules.direction),
                                  next=seat_name(nxt)), lang=lang)


def _auction(rules, dealer, turn_up, calls):
    a = Auction(rules, dealer, turn_up)
    for i, c in enumerate(calls):
        try:
            a.apply(c)
        except BeloteError as exc:
            raise BeloteError(Message("lesson.error.at", where=f"calls_before[{i}]", error=reason(exc))) from None
    return a


def _auction_picture(rules, dealer, turn_up, a, hand=None, seat=None, lang: str = "en") -> str:
    said = _said(a.calls, turn_up, lang) or Message("lesson.phrase.nobody_spoke").render(lang)
    pic = (f"<p>{html_of(Message('lesson.picture.dealt_turn_up', dealer=seat_name(dealer)), lang)}</p>"
           f"{card_svg(turn_up, width=PICTURE_PX, lang=lang)}"
           f"<p>{html_of(Message('lesson.picture.calls_so_far', calls=said), lang)}</p>")
    if hand is not None:
        pic += _cards_picture(hand, label=Message("lesson.picture.five_cards_of", seat=seat_name(seat)), width=52,
                              lang=lang)
    return pic


@friendly
def calls_quiz(system: str = "classic-501", dealer: str = "N", turn_up: str = "JH", calls_before=(), options=None,
               lang: str = "en") -> PickQuestion:
    """Which calls may the next player make now? (select them all). ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(Message("lesson.error.no_bidding", preset=rules.preset))
    dealer = read_seat(dealer, "dealer")
    tu = Card.parse(turn_up) if isinstance(turn_up, str) else Card(turn_up)
    a = _auction(rules, dealer, tu, list(calls_before))
    if a.closed:
        raise BeloteError(Message("lesson.calls.error.over"))
    seat = a.to_speak
    everything = ["pass", "take", "S", "H", "D", "C"] + (["NT", "AT"] if "NT" in rules.contract_kinds else [])
    legal = set(a.legal_calls())
    if "NT" in rules.contract_kinds and tu.suit.letter in legal and a.round == 1:
        legal.add("take")  # 'take' names the turn-up's suit in round 1 of the auction
    reasons = {}
    for c in everything:
        if c in legal:
            reasons[c] = (Message("lesson.calls.allowed_take", suit=suit_name(tu.suit)) if c == "take"
                          else Message("lesson.calls.allowed"))
        else:
            reasons[c] = a.why_not(normalise_call(c), lang) or ""
    q = Message("lesson.calls.question", title=rules.title_message, dealer=seat_name(dealer), card=card_symbol(tu),
                seat=seat_name(seat), round=a.round)
    opts = [(c, call_words(c, tu, lang)) for c in everything]
    return PickQuestion(q, opts, legal, reasons, _auction_picture(rules, dealer, tu, a, lang=lang), lang=lang)


@friendly
def taker_quiz(system: str = "classic-501", dealer: str = "N", turn_up: str = "JH", calls=(), options=None,
               lang: str = "en") -> ChoiceQuestion:
    """After these calls, what happens: who takes, in what, or are the cards thrown in?
    ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    dealer = read_seat(dealer, "dealer")
    tu = Card.parse(turn_up) if isinstance(turn_up, str) else Card(turn_up)
    a = _auction(rules, dealer, tu, list(calls))
    thrown_in = Message("lesson.taker.thrown_in").render(lang)
    if a.closed and a.all_passed:
        right = thrown_in
    elif a.closed:
        right = Message("lesson.taker.takes", seat=seat_name(a.bidder), contract=contract_words(a.contract)).render(lang)
    else:
        right = Message("lesson.taker.goes_on", seat=seat_name(a.to_speak)).render(lang)
    choices = {right}
    bidders = [s for s, c in a.calls if c != "pass"]
    turn_up_trumps = Message("lesson.word.suit_trumps", suit=suit_name(tu.suit))
    for s in (bidders or list(Seat))[:2]:
        for w in (contract_words(a.contract) if a.contract else turn_up_trumps, turn_up_trumps):
            choices.add(Message("lesson.taker.takes", seat=seat_name(s), contract=w).render(lang))
    choices.add(thrown_in)
    if not a.closed or len(choices) < 3:
        nxt = a.to_speak or dealer
        choices.add(Message("lesson.taker.goes_on", seat=seat_name(nxt)).render(lang))
    choices = sorted(choices)
    q = Message("lesson.taker.question", title=rules.title_message, dealer=seat_name(dealer), card=card_symbol(tu),
                calls=_said(a.calls, tu, lang))
    if a.closed and a.all_passed:
        why = Message("lesson.taker.why_thrown_in")
    elif a.closed:
        if "NT" not in rules.contract_kinds:
            why = Message("lesson.taker.why_first_take", seat=seat_name(a.bidder), contract=contract_words(a.contract))
        else:
            why = Message("lesson.taker.why_three_passes", seat=seat_name(a.bidder), contract=contract_words(a.contract))
    else:
        why = Message("lesson.taker.why_goes_on", seat=seat_name(a.to_speak),
                      calls=", ".join(call_words(c, tu, lang) for c in a.legal_calls()))
    return ChoiceQuestion(q, choices, right, why, _auction_picture(rules, dealer, tu, a, lang=lang), lang=lang)


@friendly
def cards_received_quiz(system: str = "classic-501", seed: int = 1, dealer: str = "N", calls=("pass", "take"),
                        who: str = "taker", options=None, lang: str = "en") -> NumberQuestion:
    """After the bidding, how many more cards does the taker (or another player) receive? (engine deal).
    ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(Message("lesson.error.no_bidding", preset=rules.preset))
    dealer = read_seat(dealer, "dealer")
    g = impl(rules).new_game(rules, seed=whole(seed, "seed", 0, 2**32), dealer=dealer)
    d = g.deal
    for i, c in enumerate(calls):
        try:
            g.apply(c)
        except BeloteError as exc:
            raise BeloteError(Message("lesson.error.at", where=f"calls[{i}]", error=reason(exc))) from None
    if d.phase != "play":
        raise BeloteError(Message("lesson.cards_received.error.no_taker"))
    seat = d.taker if who == "taker" else read_seat(who, "who")
    got = len(CardSet(d.start_hands[seat])) - 5
    role = Message("lesson.cards_received.role_taker") if seat == d.taker else Message("lesson.cards_received.role_other")
    q = Message("lesson.cards_received.question", title=rules.title_message, taker=seat_name(d.taker),
                contract=contract_words(d.contract), seat=seat_name(seat), role=role)
    if seat == d.taker:
        extra = Message("lesson.cards_received.extra_taker", card=card_symbol(d.turn_up), n=got - 1)
    else:
        extra = Message("lesson.cards_received.extra_other", n=got)
    why = Message("lesson.cards_received.why", seat=seat_name(seat), extra=extra)
    return NumberQuestion(q, got, why, unit=Message("lesson.unit.cards"), lang=lang)


@friendly
def contract_order_quiz(higher="NT", lower="H", lang: str = "en") -> ChoiceQuestion:
    """sans-tout-atout: which of two contracts ranks higher in the auction? ``lang``: the language of the quiz."""
    from belote_learn.systems.classic.auction import CONTRACT_ORDER, contract_rank

    a, b = normalise_call(higher), normalise_call(lower)
    if a not in CONTRACT_ORDER or b not in CONTRACT_ORDER or a == b:
        raise BeloteError(Message("lesson.contract_order.error.contracts"))
    best = a if contract_rank(a) > contract_rank(b) else b
    order = " < ".join(call_words(c, lang=lang) for c in CONTRACT_ORDER)
    return ChoiceQuestion(Message("lesson.contract_order.question", a=call_words(a, lang=lang), b=call_words(b, lang=lang)),
                          [call_words(a, lang=lang), call_words(b, lang=lang)], call_words(best, lang=lang),
                          Message("lesson.contract_order.why", order=order), lang=lang)


# ------------------------------------------------------------------------------------------------
# The play
# ------------------------------------------------------------------------------------------------


class LegalCardsQuestion(_Question):
    """"Which cards may this player play?" on the card table (:class:`~belote_learn.widgets.CardQuiz`),
    with the position also drawn as pictures for a printed or exported lesson (``lang``: its language).

    Methods :meth:`toggle`, :meth:`check` and :meth:`answer` (select exactly these cards, then check)."""

    def __init__(self, position, question, lang: str = "en"):
        from belote_learn.widgets import CardQuiz

        super().__init__(question, _position_picture(position, lang), lang)
        self.position = position
        self.quiz = CardQuiz(position, question=self.question, lang=lang)
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
                     question: str | None = None, options=None, lang: str = "en") -> PickQuestion:
    """Which cards may this player play? Select them all; every mistake is explained by its rule.
    ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    p = Position.create(rules, contract, read_seat(to_play, "to_play"), read_cards(hand, "hand"),
                        [(s.name, str(c)) for s, c in read_trick(trick)])
    q = question or Message("lesson.legal_cards.question", title=rules.title_message, contract=contract_words(contract),
                            seat=seat_name(p.to_play))
    return LegalCardsQuestion(p, q, lang)


@friendly
def winner_quiz(system: str = "classic-501", trumps: str = "H", trick="", options=None,
                lang: str = "en") -> CardChoiceQuestion:
    """Who wins this (complete) trick? ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    cards = read_trick(trick)
    if len(cards) != 4:
        raise BeloteError(Message("lesson.winner.error.trick"))
    sit = situation(rules, contract, cards[0][0], (), cards)
    w = sit.winning
    q = Message("lesson.winner.question", title=rules.title_message, contract=contract_words(contract),
                seat=seat_name(cards[0][0]))
    # answered on the card table: click the winning card (its seat is the answer, as before)
    return CardChoiceQuestion(q, prompt=Message("lesson.winner.prompt"), rules=rules,
                              contract=contract, me=Seat.S, trick=cards, pick="trick", choices=[c for _, c in cards],
                              labels={c: seat_name(s) for s, c in cards}, solution=seat_name(w.seat),
                              explanation=won_text(w, lang), picture=_trick_picture(cards, lang=lang),
                              seat_tags={cards[0][0]: [Message("lesson.table.tag.led")]}, hand_label=seat_name(Seat.S),
                              mini_hand=True, lang=lang)


@friendly
def load_the_trick_quiz(system: str = "classic-501", trumps: str = "H", to_play: str = "S", hand="", trick="",
                        options=None, lang: str = "en") -> CardChoiceQuestion:
    """Your partner's card cannot be beaten: which legal card gives your team the most points?
    ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    p = Position.create(rules, contract, read_seat(to_play, "to_play"), read_cards(hand, "hand"),
                        [(s.name, str(c)) for s, c in read_trick(trick)])
    e = p.explain()
    if e.winning is None or e.winning.seat != p.to_play.partner:
        raise BeloteError(Message("lesson.load_the_trick.error.partner"))
    rk = rules.ranking(contract)
    legal = e.legal
    best = max(legal, key=lambda c: rk.points[c])
    if sum(1 for c in legal if rk.points[c] == rk.points[best]) > 1:
        raise BeloteError(Message("lesson.load_the_trick.error.two_best"))
    q = Message("lesson.load_the_trick.question", title=rules.title_message, contract=contract_words(contract),
                seat=seat_name(p.to_play), partner=seat_name(p.to_play.partner))
    why = Message("lesson.load_the_trick.why", cards=Join(", ", [Message("lesson.phrase.card_points", card=card_symbol(c),
                                                                        points=rk.points[c]) for c in legal]),
                  best=card_symbol(best))
    return CardChoiceQuestion(q, prompt=Message("lesson.load_the_trick.prompt", seat=seat_name(p.to_play)), rules=rules,
                              contract=contract, me=p.to_play, trick=p.trick, hand=p.hand, choices=legal,
                              solution=best, explanation=why, legal={v.card: v.legal for v in e.verdicts},
                              picture=_position_picture(p, lang),
                              seat_tags={p.trick[0][0]: [Message("lesson.table.tag.led")]} if p.trick else None,
                              lang=lang)


@friendly
def trumps_out_quiz(system: str = "classic-501", trumps: str = "H", hand="", played="", options=None,
                    lang: str = "en") -> NumberQuestion:
    """Counting trumps: with this hand, after these cards were played, how many trumps are still out
    (in the other players' hands)? ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    if contract.kind != "suit":
        raise BeloteError(Message("lesson.trumps_out.error.suit"))
    mine = read_cards(hand, "hand")
    gone = read_cards(played, "played")
    if set(mine) & set(gone):
        raise BeloteError(Message("lesson.trumps_out.error.played_held"))
    t = contract.trump
    out = [c for c in CardSet.of_suit(t) if c not in mine and c not in gone]
    none = Message("lesson.word.none")
    q = Message("lesson.trumps_out.question", title=rules.title_message, contract=contract_words(contract), hand=symbols(mine),
                played=symbols(gone) or none)
    held = [c for c in mine if c.suit == t]
    seen = [c for c in gone if c.suit == t]
    why = Message("lesson.trumps_out.why", n_held=len(held), held=symbols(held) or none, n_seen=len(seen),
                  seen=symbols(seen) or none, n_out=len(out), out=symbols(out) or none)
    return NumberQuestion(q, len(out), why, _cards_picture(mine, label=Message("lesson.picture.your_hand"), lang=lang) +
                          (_cards_picture(gone, label=Message("lesson.picture.played_so_far"), width=40, lang=lang)
                           if gone else ""), unit=Message("lesson.unit.trumps"), lang=lang)


# ------------------------------------------------------------------------------------------------
# Declarations
# ------------------------------------------------------------------------------------------------


@friendly
def declaration_value_quiz(hand="", lang: str = "en") -> NumberQuestion:
    """What are this hand's declarations worth in all? ``lang``: the language of the quiz."""
    cs = read_cards(hand, "hand")
    combos = find_combinations(CardSet(cs))
    total = sum(c.value for c in combos)
    why = (Message("lesson.phrase.sum_said", parts=combination_values(combos), total=total)
           if combos else Message("lesson.declaration_value.nothing"))
    return NumberQuestion(Message("lesson.declaration_value.question", cards=symbols(cs)), total, why,
                          _cards_picture(cs, label=Message("lesson.picture.the_hand"), lang=lang), lang=lang)


@friendly
def declarations_winner_quiz(system: str = "classic-1000", trumps: str = "H", dealer: str = "N", hands=None,
                             options=None, lang: str = "en") -> ChoiceQuestion:
    """Which team scores its declarations? (compared by the engine, step by step in the answer).
    ``lang``: the language of the quiz."""
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    dealer = read_seat(dealer, "dealer")
    if not isinstance(hands, dict) or not hands:
        raise BeloteError(Message("lesson.error.hands_dict", example="{'N': '7S 8S 9S', 'E': 'JH QH KH'}"))
    by_seat = {}
    pics = ""
    for k, v in hands.items():
        s = read_seat(k, "hands")
        cs = read_cards(v, f"hands[{s.name}]")
        by_seat[s] = find_combinations(CardSet(cs), s)
        pics += _cards_picture(cs, label=Message("lesson.picture.seat_shows", seat=seat_name(s)), width=44, lang=lang)
    order = speaking_order(rules, dealer)
    res = compare_declarations(by_seat, contract, rules.declarations_tie, order)
    right = team_name(res.team) if res.team else Message("lesson.word.nobody")
    q = Message("lesson.declarations_winner.question", title=rules.title_message, contract=contract_words(contract),
                dealer=seat_name(dealer), first=seat_name(order[0]))
    return ChoiceQuestion(q, [team_name(Team.NS), team_name(Team.EW), Message("lesson.word.nobody")], right,
                          " ".join(res.steps_text(lang)), pics, lang=lang)


# ------------------------------------------------------------------------------------------------
# Scoring and the end of the game
# ------------------------------------------------------------------------------------------------

_RESULT_WORDS = {"made": Message("lesson.result.made"), "dedans": Message("lesson.result.dedans"),
                 "litige": Message("lesson.result.litige"), "capot": Message("lesson.result.capot"),
                 "capot-defenders": Message("lesson.result.capot_defenders")}


@friendly
def result_quiz(system: str = "classic-501", trumps: str = "H", taker: str = "N", takers_cards=None,
                last_trick: str = "takers", belote=None, declarations=None, takers_tricks=None, options=None,
                bid=None, coinched: int = 0, lang: str = "en") -> ChoiceQuestion:
    """Made, dedans, litige or capot? (the hand described as for :func:`~belote_learn.lessons.worked_score`).
    ``lang``: the language of the quiz."""
    hs = score_of(system, trumps, taker, takers_cards, last_trick, takers_tricks, belote, declarations, None, 0, options,
                  bid, coinched)
    rules = hs.rules
    choices = [_RESULT_WORDS["made"], _RESULT_WORDS["dedans"]] + ([_RESULT_WORDS["litige"]] if rules.litige else []) \
        + [_RESULT_WORDS["capot"]]
    right = _RESULT_WORDS[hs.result]
    if right not in choices:
        choices.append(right)
    cards_total = rules.ranking(hs.contract).total - rules.ranking(hs.contract).last_trick_bonus
    extras = []
    for seat, suit in hs.belote:
        extras.append(Message("lesson.result_quiz.belote", seat=seat_name(seat), side=side_word(seat.team, hs.takers),
                              suit=suit_name(suit)).render(lang))
    if hs.declarations is not None:
        for seat, combos in hs.declarations.by_seat.items():
            if combos:
                extras.append(Message("lesson.result_quiz.declared", seat=seat_name(seat),
                                      side=side_word(seat.team, hs.takers),
                                      combinations=combinations_list(combos)).render(lang))
    if getattr(hs, "bid", None) is not None:
        what = Message("lesson.phrase.contract_is", bid=hs.bid.message)
    else:
        what = Message("lesson.phrase.contract_taker", contract=contract_words(hs.contract), seat=seat_name(hs.taker))
    side = side_word(hs.last_trick, hs.takers)
    if extras:
        q = Message("lesson.result_quiz.question_extras", title=rules.title_message, what=what, takers=hs.card_points[hs.takers],
                    total=cards_total, defenders=hs.card_points[hs.defenders], side=side,
                    extras=text("lesson.phrase.semicolon", lang).join(extras))
    else:
        q = Message("lesson.result_quiz.question", title=rules.title_message, what=what, takers=hs.card_points[hs.takers],
                    total=cards_total, defenders=hs.card_points[hs.defenders], side=side)
    lines = score_lines(hs, lang)
    res = lines[next(i for i, ln in enumerate(lines) if ln.label == TOTAL) + 1]
    why = Message("lesson.result_quiz.why", takers=hs.totals[hs.takers], defenders=hs.totals[hs.defenders],
                  result=res.label, rule=res.reason)
    return ChoiceQuestion(q, choices, right, why, lang=lang)


@friendly
def game_end_quiz(system: str = "classic-501", before=None, hand=None, options=None, score=None,
                  lang: str = "en") -> ChoiceQuestion:
    """After this hand (its scores, or ``score``: a hand scored by worked_score), who wins the game, or
    does it go on? ``lang``: the language of the quiz."""
    from belote_learn.lessons.show import game_end

    r = game_end.__wrapped__(system, before=before, hand=hand, options=options, score=score, lang=lang)
    d = r.data
    if d["draw"]:
        right = Message("lesson.game_end.draw")
    elif d["over"]:
        right = Message("lesson.game_end.team_win", team=team_name(d["winner"]))
    else:
        right = Message("lesson.game_end.another_hand")
    rules = read_rules(system, options)
    how = None
    if score is not None:
        hs = score.data["score"]
        lines = score_lines(hs, lang)
        res = lines[next(i for i, ln in enumerate(lines) if ln.label == TOTAL) + 1]
        hand = {str(t): hs.score[t] for t in (Team.NS, Team.EW)}
        belote = ", ".join(Message("lesson.game_end_quiz.held_belote", seat=seat_name(s)).render(lang)
                           for s, _ in hs.belote)
        how = (Message("lesson.game_end_quiz.hand_belote", result=res.label, belote=belote) if belote
               else Message("lesson.game_end_quiz.hand", result=res.label))
    if how is not None:
        q = Message("lesson.game_end_quiz.question_how", title=rules.title_message, target=rules.target, before_ns=before["NS"],
                    before_ew=before["EW"], how=how, ns=hand["NS"], ew=hand["EW"])
    else:
        q = Message("lesson.game_end_quiz.question", title=rules.title_message, target=rules.target, before_ns=before["NS"],
                    before_ew=before["EW"], ns=hand["NS"], ew=hand["EW"])
    return ChoiceQuestion(q, [Message("lesson.game_end.team_win", team=team_name(Team.NS)),
                              Message("lesson.game_end.team_win", team=team_name(Team.EW)),
                              Message("lesson.game_end.draw"), Message("lesson.game_end.another_hand")], right,
                          r.text.split("\n", 1)[1], lang=lang)


# ------------------------------------------------------------------------------------------------
# Mariage
# ------------------------------------------------------------------------------------------------


@friendly
def partners_draw_quiz(seed: int = 1, players=("Anne", "Bruno", "Chloé", "David"), lang: str = "en") -> ChoiceQuestion:
    """Mariage: the cards turned for the draw are shown; who plays with whom? ``lang``: the language of the quiz."""
    from belote_learn.core.cards import Rank
    from belote_learn.systems.mariage.teams import draw_teams

    d = draw_teams(tuple(players), seed=whole(seed, "seed", 0, 2**32))
    ns = [p for p, s in d.seats.items() if s.team is Team.NS]
    p0 = players[0]
    pairs = [Message("lesson.partners_draw.pair", player=p0, other=q) for q in players[1:]]
    mate = next(q for q in players if q != p0 and d.seats[q].team is d.seats[p0].team)
    turned = Join(text("lesson.phrase.semicolon", lang), [Message("lesson.phrase.player_card", player=p, card=card_symbol(c)) for p, c in d.steps])
    q = Message("lesson.partners_draw.question", turned=turned, player=p0)
    why = Message("lesson.partners_draw.why", first=ns[0], second=ns[1])
    pic = "".join(f'<span style="display:inline-block;text-align:center;margin:2px 6px 2px 0;font-size:17px">'
                  f'{card_svg(c, width=PICTURE_PX, lang=lang)}<br>{esc(p)}</span>' for p, c in d.steps)
    del Rank
    return ChoiceQuestion(q, pairs, Message("lesson.partners_draw.pair", player=p0, other=mate), why,
                          f"<div>{pic}</div>", lang=lang)


@friendly
def trumps_quiz(seed: int = 1, dealer: str = "N", lang: str = "en") -> ChoiceQuestion:
    """Mariage: the dealer's last card is shown; what are trumps? ``lang``: the language of the quiz."""
    dealer = read_seat(dealer, "dealer")
    rules = read_rules("mariage")
    g = impl(rules).new_game(rules, seed=whole(seed, "seed", 0, 2**32), dealer=dealer)
    tc = g.deal.trump_card
    q = Message("lesson.trumps.question", dealer=seat_name(dealer), card=card_symbol(tc))
    return ChoiceQuestion(q, [suit_name(s) for s in Suit], suit_name(tc.suit),
                          Message("lesson.trumps.why", card=card_symbol(tc), suit=suit_name(tc.suit)),
                          card_svg(tc, width=PICTURE_PX, lang=lang), lang=lang)


@friendly
def marriage_value_quiz(cards="KH QH", trumps: str = "S", lang: str = "en") -> NumberQuestion:
    """Mariage: what is this marriage worth (held in one hand and announced)? ``lang``: the language of the quiz."""
    from belote_learn.core.cards import Rank
    from belote_learn.systems.mariage.scoring import marriage_value

    cs = read_cards(cards, "cards")
    suits = {c.suit for c in cs}
    ranks = {c.rank for c in cs}
    if len(suits) != 1 or not {Rank.KING, Rank.QUEEN} <= ranks or not ranks <= {Rank.KING, Rank.QUEEN, Rank.JACK}:
        raise BeloteError(Message("lesson.marriage_value.error.cards"))
    suit = suits.pop()
    t = read_contract(read_rules("mariage"), trumps).trump
    v = marriage_value(Rank.JACK in ranks, suit == t)
    q = Message("lesson.marriage_value.question", suit=suit_name(t), cards=symbols(cs))
    why = Message("lesson.marriage_value.why",
                  jack=Message("lesson.marriage_value.with_jack") if Rank.JACK in ranks
                  else Message("lesson.marriage_value.without_jack"),
                  trumps=Message("lesson.marriage_value.in_trumps") if suit == t
                  else Message("lesson.marriage_value.not_in_trumps"), value=v)
    return NumberQuestion(q, v, why, _cards_picture(cs, lang=lang), lang=lang)


@friendly
def mariage_action_quiz(record: str = "mariage-announced", after: int = 0, action: str = "marriage H",
                        lang: str = "en") -> ChoiceQuestion:
    """Mariage: a recorded deal stopped after ``after`` actions; may the player to move do ``action`` now?
    ``lang``: the language of the quiz."""
    import json

    from belote_learn.rules.datafiles import data_path
    from belote_learn.systems.mariage.deal import MariageDeal

    path = data_path("records") / f"{record}.json"
    if not isinstance(record, str) or not path.is_file():
        raise BeloteError(Message("lesson.mariage_action.error.record", value=shown(record)))
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
        raise BeloteError(Message("lesson.mariage_action.error.over"))
    trick_lines = text("lesson.phrase.semicolon", lang).join(Message("lesson.mariage_action.trick", cards=trick_cards(t.cards),
                                    seat=seat_name(t.winner)).render(lang)
                            for t in d.tricks)
    probe = replayed()
    try:
        probe.apply(action)
        ok, why = True, Message("lesson.mariage_action.allowed", event=probe.events[-1]["message"])
    except IllegalAction as exc:
        ok, why = False, Message("lesson.mariage_action.not_allowed", reason=reason(exc))
    q = Message("lesson.mariage_action.question", suit=suit_name(d.trump), tricks=trick_lines or Message("lesson.word.none"),
                table=trick_cards(d.trick) or Message("lesson.word.nothing"),
                seat=seat_name(seat), action=mariage_action_words(action))
    pic = _trick_picture(d.trick, to_play=seat, lang=lang) + _cards_picture(
        CardSet(d.hands[seat]), label=Message("lesson.picture.hand_of", seat=seat_name(seat)), lang=lang)
    yes, no = Message("lesson.word.yes"), Message("lesson.word.no")
    return ChoiceQuestion(q, [yes, no], yes if ok else no, why, pic, lang=lang)


@friendly
def tens_quiz(points: int = 53, lang: str = "en") -> NumberQuestion:
    """Mariage: a team made this many points in a deal; what is written on the score sheet (tens)?
    ``lang``: the language of the quiz."""
    from belote_learn.systems.mariage.scoring import round_tens

    if isinstance(points, bool) or not isinstance(points, int):
        raise BeloteError(Message("lesson.tens.error.points", value=shown(points)))
    t = round_tens(points)
    why = Message("lesson.tens.why", points=points, tens=t)
    return NumberQuestion(Message("lesson.tens.question", points=points), t, why, unit=Message("lesson.unit.tens"),
                          lang=lang)


@friendly
def coches_quiz(record: str = "mariage-cape", scores_before=None, lang: str = "en") -> ChoiceQuestion:
    """Mariage: a recorded deal (a name in data/records, or the result of :func:`mariage_deal`'s record as a
    dict) with these manche totals before it; how many coches, to which team? ``lang``: the language of the quiz."""
    from belote_learn.lessons.show import replay_record

    r = record if hasattr(record, "data") else replay_record.__wrapped__(record, scores_before=scores_before, lang=lang)
    if "error" in r.data:
        raise BeloteError(r.data["error"].split(": ", 1)[-1])
    res = r.data["deal"].result
    if res is None:
        raise BeloteError(Message("lesson.coches.error.unfinished", record=str(record)))
    got = {t: n for t, n in res.coches.items() if n}
    no_coche = Message("lesson.coches.none_yet")
    if got:
        t, n = next(iter(got.items()))
        right = Message("lesson.coches.to_team", n=n, team=team_name(t))
    else:
        right = no_coche
    choices = [Message("lesson.coches.to_team", n=n, team=team_name(t)) for t in (Team.NS, Team.EW)
               for n in (1, 2, 3, 4)] + [no_coche]
    before = scores_before or r.data["check"].before
    d = r.data["deal"]
    story = []
    n = 0
    for e in d.events:
        if e["type"] == "trick":
            n += 1
        elif e["type"] in ("marriage", "marriage-on-table"):
            story.append(render(e["message"], lang))
        elif e["type"] == "claim":
            said = e["message"]  # the claiming team is the message's team: "Cape dehors!" or "On est dehors!"
            who = team_name(Team.NS) if said.params.get("team") == team_name(Team.NS) else team_name(Team.EW)
            what = (Message("lesson.coches.cape_dehors") if said.id == "mariage.event.cape_claim"
                    else Message("lesson.coches.on_est_dehors"))
            story.append(Message("lesson.coches.claim", n=n, team=who, claim=what).render(lang))
    rule = next((r for item, _, _, r in res.breakdown if item == Message("mariage.line.coches")), "")
    q = Message("lesson.coches.question", before_ns=before["NS"], before_ew=before["EW"], story=" ".join(story),
                tricks_ns=sum(1 for t in d.tricks if t.winner.team is Team.NS),
                tricks_ew=sum(1 for t in d.tricks if t.winner.team is Team.EW),
                points_ns=res.points[Team.NS], points_ew=res.points[Team.EW])
    why = Message("lesson.coches.why", result=res.message, rule=rule) if rule else res.message
    return ChoiceQuestion(q, choices, right, why, lang=lang)


# ------------------------------------------------------------------------------------------------
# More: the dealing packets, a marriage on the table, a whole partie, the tips' lead
# ------------------------------------------------------------------------------------------------


@friendly
def packets_quiz(system: str = "classic-501", round: int = 1, options=None, lang: str = "en") -> NumberQuestion:
    """How many cards does each player receive in round ``round`` of the dealing (read from a deal the
    engine makes)? ``lang``: the language of the quiz."""
    from belote_learn.lessons.show import deal_packets

    rules = read_rules(system, options)
    packets = deal_packets(rules)
    sizes = [n for _, n in packets[::4]]
    k = whole(round, "round", 1, len(sizes))
    q = Message("lesson.packets.question", title=rules.title_message, round=k)
    then = Message("lesson.phrase.then").render(lang)
    sizes_said = then.join(str(n) for n in sizes)
    if impl(rules).has_taker:
        why = Message("lesson.packets.why_bidding", sizes=sizes_said, total=sum(sizes))
    else:
        why = Message("lesson.packets.why", sizes=sizes_said, total=sum(sizes))
    return NumberQuestion(q, sizes[k - 1], why, unit=Message("lesson.unit.cards"), lang=lang)


@friendly
def table_marriage_quiz(trumps: str = "S", trick="N:KH W:QH S:AH E:7H", options=None,
                        lang: str = "en") -> ChoiceQuestion:
    """Mariage: a trick in which a king and queen of one suit fall: what does it change for each team?
    (the engine plays the trick). ``lang``: the language of the quiz."""
    from belote_learn.systems.mariage.deal import MariageDeal

    rules = read_rules("mariage", options)
    contract = read_contract(rules, trumps)
    cards = read_trick(trick)
    if len(cards) != 4:
        raise BeloteError(Message("lesson.error.complete_trick"))
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
            raise BeloteError(Message("lesson.error.turn_of", where=f"trick[{i}]", seat=seat_name(d.current_player()),
                                      direction=direction_word(rules.direction)))
        try:
            d.apply(c)
        except IllegalAction as exc:
            raise BeloteError(Message("lesson.error.at", where=f"trick[{i}]", error=reason(exc))) from None
    winner = d.tricks[0].winner
    on_table = [m for m in d.marriages if m.on_table]
    nothing = Message("lesson.table_marriage.nothing").render(lang)
    if not on_table:
        right = nothing
        why = Message("lesson.table_marriage.why_nothing")
    else:
        m = on_table[0]
        right = Message("lesson.table_marriage.change", value=m.value, team=team_name(m.team),
                        other=team_name(m.team.other)).render(lang)
        why = Message("lesson.table_marriage.why", marriage=m.message, seat=seat_name(winner), value=m.value)
    choices = {right, nothing}
    for v in (20, 30, 40, 60):
        for t in (Team.NS, Team.EW):
            if len(choices) < 5:
                choices.add(Message("lesson.table_marriage.change", value=v, team=team_name(t),
                                    other=team_name(t.other)).render(lang))
    q = Message("lesson.table_marriage.question", contract=contract_words(contract),
                cards=Join(", ", [seat_and_card(s, c) for s, c in cards]))
    return ChoiceQuestion(q, sorted(choices), right, why, _trick_picture(cards, lang=lang), lang=lang)


@friendly
def partie_winner_quiz(seed: int = 1, options=None, lang: str = "en") -> ChoiceQuestion:
    """Mariage: the coches given in a whole partie (played by the bots) are listed: who won the partie?
    ``lang``: the language of the quiz."""
    from belote_learn.lessons.show import play_partie

    r = play_partie.__wrapped__(seed=seed, options=options, lang=lang)
    g = r.data["game"]
    given = []
    for i, d in enumerate(g.deals, 1):
        for t, n in d.result.coches.items():
            if n:
                given.append(Message("lesson.partie_winner.given", deal=i, n=n, team=team_name(t)).render(lang))
    draw = Message("lesson.game_end.draw")
    right = draw if g.draw else team_name(g.winner)
    q = Message("lesson.partie_winner.question", given=text("lesson.phrase.semicolon", lang).join(given))
    why = Message("lesson.partie_winner.why", ns=g.coches[Team.NS], ew=g.coches[Team.EW])
    return ChoiceQuestion(q, [team_name(Team.NS), team_name(Team.EW), draw], right, why, lang=lang)


@friendly
def lead_tip_quiz(system: str = "mariage", trumps: str = "H", hand="AS 10S 9D 8D KC 7C 8H 9H", options=None,
                  lang: str = "en") -> CardChoiceQuestion:
    """You lead the first trick with this hand: which card do the tips advise? (the rule-based bot, which
    follows the seeds' tips, decides; its reason is the explanation). ``lang``: the language of the quiz."""
    from belote_learn.bots import make_bot

    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    mine = read_cards(hand, "hand")
    if len(mine) != 8:
        raise BeloteError(Message("lesson.lead_tip.error.eight"))
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
            raise BeloteError(Message("lesson.lead_tip.error.trump_out"))
        deal = impl(rules).deal_class.from_hands(rules, dealer, hands, tc)
    action, why = bot.choose_with_reason(deal.view(Seat.S))
    card = action if isinstance(action, Card) else None
    if card is None:
        raise BeloteError(Message("lesson.lead_tip.error.no_card"))
    q = Message("lesson.lead_tip.question", title=rules.title_message, contract=contract_words(contract), cards=symbols(mine))
    return CardChoiceQuestion(q, prompt=Message("lesson.lead_tip.prompt"), rules=rules,
                              contract=contract, me=Seat.S, hand=p.hand, hand_label=Message("lesson.lead_tip.hand_label"),
                              choices=p.hand, solution=card, explanation=why, legal={c: True for c in p.hand},
                              picture=_cards_picture(mine, label=Message("lesson.picture.your_hand"), lang=lang),
                              lang=lang)
