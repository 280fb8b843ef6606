"""The practice game: the learner plays South with a bot partner against two bots, a whole game to the
target, with hints, explanations of refused cards, a score breakdown and a review after each hand,
take-backs, and saving and resuming."""
from __future__ import annotations

import html
import time
from pathlib import Path

import ipywidgets as W

from ..bots import make_bot
from ..bots.base import BOT_LEVELS, BOT_NAMES
from ..bots.dd import review_hand
from ..bidding import normalise_call
from ..cards import Card, Seat, Suit, Team, parse_card
from ..errors import BeloteError, IllegalAction, PositionError, shown
from ..presets import PRESET_NAMES, get_rules
from ..render import trick_html
from ..systems import system_for_data, system_of
from ..tables import review_table, score_sheet_table
from .common import BaseWidget, CardButton, card_row, shows_errors, style_sheet

__all__ = ["PracticeGame"]

LEVELS = BOT_NAMES
MAX_PACE = 10.0


def _level(value, what: str) -> str:
    """A bot level by name (``random``, ``rule``, ``expert``, or ``beginner``/``intermediate``)."""
    level = BOT_LEVELS.get(value.strip().lower()) if isinstance(value, str) else None
    if level is None:
        raise BeloteError(f"{what}: unknown bot level {shown(value)}: choose random, rule or expert")
    return level


def _pace(value) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_PACE:
        raise BeloteError(f"pace: the seconds between bot actions, a number from 0 to {MAX_PACE:g}, not {shown(value)}")
    return float(value)
_CALL_NAMES = {"pass": "Pass", "take": "Take", "S": "♠ Spades", "H": "♥ Hearts", "D": "♦ Diamonds", "C": "♣ Clubs",
               "NT": "No trumps", "AT": "All trumps", "out": "On est dehors!", "cape": "Cape dehors!"}


class PracticeGame(BaseWidget):
    """Play South against bots.

    Args:
        preset, options: the rule system (``options`` e.g. ``{"target": 301}``).
        partner, opponents: bot levels (``"random"``, ``"rule"``, ``"expert"``).
        seed: the game's seed (None: random).
        pace: seconds between bot actions, 0 to 10 (0 in tests; the default suits a lesson).

    Raises:
        RulesError: an unknown preset or option; BeloteError: an unknown bot level or a bad pace.

    Plain methods: :meth:`new_game`, :meth:`act` (a call, a card or a mariage action by South),
    :meth:`play` (a card), :meth:`call`, :meth:`hint`, :meth:`take_back`, :meth:`next_hand`,
    :meth:`save`, :meth:`load`. Attributes: :attr:`game`, :attr:`message` (the last explanation),
    :attr:`last_breakdown`, :attr:`review` (the learner's cards of the last hand, reviewed
    double-dummy: :class:`~belote_learn.bots.dd.CardReview` objects; :meth:`review_text` in words),
    :attr:`waiting` (a finished hand waits for :meth:`next_hand`).
    """

    def __init__(self, preset: str = "classic-501", options: dict | None = None, partner: str = "rule",
                 opponents: str = "rule", seed: int | None = None, pace: float = 0.6):
        super().__init__()
        partner, opponents = _level(partner, "partner"), _level(opponents, "opponents")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
            raise BeloteError(f"seed: a whole number from 0 (or None for a random game), not {shown(seed)}")
        self.pace = _pace(pace)
        get_rules(preset, options)  # an unknown preset or option is refused before anything is built
        self.message = ""
        self.last_breakdown = ""
        self.review: list = []
        self.waiting = False
        self.game = None
        self.preset_box = W.Dropdown(options=list(PRESET_NAMES), value=get_rules(preset).preset, description="Rules")
        self.target_box = W.BoundedIntText(value=get_rules(preset, options).target, min=1, max=100_000, description="Target")
        self.partner_box = W.Dropdown(options=list(LEVELS), value=partner, description="Partner")
        self.opponents_box = W.Dropdown(options=list(LEVELS), value=opponents, description="Opponents")
        self.new_button = W.Button(description="New game")
        self.new_button.add_class("bl-new-game")
        self.status_view = W.HTML()
        self.status_view.add_class("bl-status")
        self.table_view = W.HTML()
        self.last_trick_view = W.HTML()
        self.calls_box = W.HBox()
        self.calls_box.add_class("bl-calls")
        self.hand_box = W.HBox()
        self.hand_box.add_class("bl-hand-widget")
        self.message_view = W.HTML()
        self.message_view.add_class("bl-explanation")
        self.hint_button = W.Button(description="Hint")
        self.hint_button.add_class("bl-hint")
        self.back_button = W.Button(description="Take back")
        self.next_button = W.Button(description="Next hand")
        self.next_button.add_class("bl-next-hand")
        self.path_box = W.Text(value="practice_game.json", description="File")
        self.save_button = W.Button(description="Save")
        self.load_button = W.Button(description="Resume")
        self.sheet_view = W.HTML()
        self.sheet_view.add_class("bl-score-sheet")
        self.breakdown_view = W.HTML()
        self.breakdown_view.add_class("bl-breakdown")
        self.new_button.on_click(lambda _: self.new_game())
        self.hint_button.on_click(lambda _: self.hint())
        self.back_button.on_click(lambda _: self.take_back())
        self.next_button.on_click(lambda _: self.next_hand())
        self.save_button.on_click(lambda _: self.save(self.path_box.value))
        self.load_button.on_click(lambda _: self.load(self.path_box.value))
        self.preset_box.observe(self._ui(lambda v: setattr(self.target_box, "value", get_rules(v).target)), names="value")
        self.widget = W.VBox([
            style_sheet(),
            W.HBox([self.preset_box, self.target_box, self.new_button]),
            W.HBox([self.partner_box, self.opponents_box]),
            self.status_view,
            W.HBox([self.table_view, self.last_trick_view]),
            self.calls_box,
            W.HTML("<b>Your hand (South)</b>"),
            self.hand_box,
            W.HBox([self.hint_button, self.back_button, self.next_button]),
            self.message_view,
            self.error_line,
            self.sheet_view,
            self.breakdown_view,
            W.HBox([self.path_box, self.save_button, self.load_button]),
        ])
        self.widget.add_class("bl-practice")
        self._options = dict(options or {})
        self.new_game(seed=seed, preset=preset)

    # -- set-up ----------------------------------------------------------------------------
    @shows_errors
    def new_game(self, seed: int | None = None, preset: str | None = None) -> None:
        """Start a game with the chosen preset, target and bot levels."""
        preset = preset or self.preset_box.value
        options = dict(self._options)
        if preset == self.preset_box.value and self.target_box.value != get_rules(preset, options).target:
            options["target"] = self.target_box.value
        rules = get_rules(preset, options)
        self._quietly(self.preset_box, value=rules.preset)
        self._quietly(self.target_box, value=rules.target)
        self.game = system_of(rules).new_game(rules, seed=seed)
        self._bots()
        self.waiting = False
        self.review = []
        self.last_breakdown = ""
        self.message = "A new game: you are South."
        self._advance()

    def _bots(self) -> None:
        seed = self.game.seed
        self.bots = {
            Seat.N: make_bot(self.partner_box.value, seed=seed + 1),
            Seat.E: make_bot(self.opponents_box.value, seed=seed + 2),
            Seat.W: make_bot(self.opponents_box.value, seed=seed + 3),
        }
        self.helper = make_bot("expert", seed=seed + 4)

    # -- the learner's actions -------------------------------------------------------------
    def act(self, action) -> bool:
        """South's action: a call, a card, or a mariage announcement or claim. Returns True when made;
        a refused or unreadable action returns False, is explained in :attr:`message` or :attr:`error`,
        and changes nothing."""
        return bool(self._act(action))

    @shows_errors
    def _act(self, action) -> bool:
        g = self.game
        if self.waiting:
            raise ValueError("the hand is over: press Next hand to deal the next one")
        if g.over:
            raise ValueError("the game is over: press New game to play again")
        if g.current_player() != Seat.S:
            raise ValueError(f"it is {g.current_player().word}'s turn, not yours")
        try:
            self._apply(action)
        except IllegalAction as exc:
            # a refusal: the reason is the lesson (shown as the explanation) and also in .error
            self.message = str(exc)
            self._render()
            self._set_error("Not allowed: see the explanation above.")
            self.error = str(exc)
            return False
        self.message = _said("You", action)
        self._hint_card = self._hint_details = None
        self._advance()
        return True

    def play(self, card) -> bool:
        """Play a card from South's hand, e.g. ``"10H"`` (see :meth:`act`)."""
        return bool(self._play(card))

    @shows_errors
    def _play(self, card) -> bool:
        return self._act(parse_card(card) if not isinstance(card, Card) else card)

    def call(self, call: str) -> bool:
        """Make a call, e.g. ``"take"``, ``"pass"``, ``"H"`` (see :meth:`act`)."""
        return self.act(call)

    def _apply(self, action) -> None:
        g = self.game
        before = len(g.deals)
        hand_before = g.deal
        g.apply(action)
        if len(g.deals) > before or g.over:
            self._hand_done(hand_before)

    @shows_errors
    def hint(self) -> str | None:
        """The expert's choice for South and why, with the double-dummy value of each legal card
        (None, with the reason in :attr:`error`, when it is not South's turn)."""
        g = self.game
        if g.over or g.current_player() != Seat.S or self.waiting:
            raise ValueError("a hint is given when it is your turn")
        view = g.view(Seat.S)
        self.message_view.value = "<i>The expert is thinking…</i>"
        figures = ""
        if g.phase == "play" and len([a for a in view.legal if not isinstance(a, str)]) > 1:
            from ..bots.dd import dd_values

            vals = dd_values(g.deal, Team.NS)
            parts = ", ".join(f"{c.symbol} {v}" for c, v in sorted(vals.items(), key=lambda kv: -kv[1]))
            figures = (
                f"With every card face up (using cards you cannot see), the points North-South would still take "
                f"after each of your cards are: {parts}; the expert cannot see the other hands, so it weighed "
                f"every layout you cannot rule out, and this real one can order the cards differently."
            )
        from ..bots.hints import hint

        h = hint(view, self.helper, figures)
        text = f"Hint: {h.text}"
        self._hint_card = h.action
        self._hint_details = h.details
        self.message = text
        self._render()
        return text

    def review_text(self) -> str:
        """The review of South's cards in the last finished hand, a line a card (empty before any)."""
        if not self.review:
            last = self.game.deals[-1] if self.game.deals else None
            if self.last_breakdown and last is not None and last.phase == "done" and len(last.tricks) < 8:
                return "No review for this deal: it ended early (a claim or a cape), before all 32 cards were played."
            return ""
        lost = sum(r.lost for r in self.review)
        head = f"Your cards, reviewed double-dummy: {lost} points lost in all."
        return "\n".join([head] + [r.text for r in self.review])

    @shows_errors(refused=False)
    def take_back(self) -> bool:
        """Undo South's last call or card (and the bots' actions after it). Returns True when done,
        False (the reason in :attr:`error`) when there is nothing to take back."""
        g = self.game
        idx = [i for i, (s, _) in enumerate(g.actions) if s == Seat.S]
        if not idx:
            raise ValueError("there is nothing of yours to take back yet")
        keep = g.actions[: idx[-1]]
        was_over = g.over
        self._replay(g.rules, g.seed, g.first_dealer, keep)
        self.waiting = False
        self.message = _said("Taken back", g.actions[idx[-1]][1]) + (" The game goes on." if was_over else "")
        self._advance(bots=False)
        return True

    def _replay(self, rules, seed, dealer, actions) -> None:
        g = system_of(rules).new_game(rules, seed=seed, dealer=dealer)
        for s, a in actions:
            g.apply(a)
        self.game = g

    @shows_errors(refused=False)
    def next_hand(self) -> bool:
        """Carry on after a finished hand (the bots play until it is South's turn). Returns True when
        done, False (the reason in :attr:`error`) while the hand is still being played or after the
        game."""
        if self.game.over:
            raise ValueError("the game is over: press New game to play again")
        if not self.waiting:
            raise ValueError("the hand is still being played")
        self.waiting = False
        self.message = ""
        self._advance()
        return True

    @shows_errors
    def save(self, path: str) -> str:
        """Save the game (rules, seed, actions) to a JSON file."""
        path = str(path).strip()
        if not path.endswith(".json"):
            raise ValueError(f"save to a file ending in .json, not {path!r}")
        data = self.game.to_dict()
        data["practice"] = {"partner": self.partner_box.value, "opponents": self.opponents_box.value,
                            "waiting": self.waiting}
        import json

        Path(path).write_text(json.dumps(data) + "\n", encoding="utf-8")
        self.message = f"Saved to {path}."
        self._render()
        return path

    @shows_errors
    def load(self, path: str) -> None:
        """Resume a saved game; it continues exactly where it was saved."""
        from ..position import read_json_file

        data = read_json_file(path)
        game = system_for_data(data).game_class.from_dict(data)
        extra = data.get("practice", {})
        if not isinstance(extra, dict):
            raise PositionError("practice", f"must be an object with the bot levels, got {shown(extra)}")
        levels = {k: _level(extra[k], f"practice.{k}") for k in ("partner", "opponents") if k in extra}
        waiting = extra.get("waiting", False)
        if not isinstance(waiting, bool):
            raise PositionError("practice.waiting", f"must be true or false, got {shown(waiting)}")
        # everything is checked: now change the widget
        for box, key in ((self.partner_box, "partner"), (self.opponents_box, "opponents")):
            if key in levels:
                self._quietly(box, value=levels[key])
        self.game = game
        self._bots()
        self._quietly(self.preset_box, value=game.rules.preset)
        self._quietly(self.target_box, value=game.rules.target)
        self.waiting = False
        self.review, self.last_breakdown = [], ""
        if waiting and game.deals and not game.over:
            self._hand_done(game.deals[-1])  # the finished hand's score and review, as when it was saved
        self.message = f"Resumed {path}."
        self._advance()

    # -- bots and display ------------------------------------------------------------------
    def _advance(self, bots: bool = True) -> None:
        g = self.game
        while bots and not g.over and not self.waiting and g.current_player() != Seat.S:
            seat = g.current_player()
            action = self.bots[seat].choose(g.view(seat))
            self._apply(action)
            self.message = (self.message + " " if self.message else "") + _said(seat.word, action)
            if self.pace:
                self._render()
                time.sleep(self.pace)
        self._render()

    def _hand_done(self, deal) -> None:
        """Keep the finished hand's breakdown and review South's cards."""
        self.waiting = not self.game.over
        if getattr(deal, "score", None) is not None:
            self.last_breakdown = deal.score.text()
            plays = [c for t in deal.tricks for _, c in t.cards]
            try:
                self.review = review_hand(deal.rules, deal.contract, deal.start_hands,
                                          deal.tricks[0].leader, plays, seats=[Seat.S], taker=deal.taker)
            except Exception:  # noqa: BLE001 - a review is a bonus; never lose the game over it
                self.review = []
        elif getattr(deal, "result", None) is not None:  # mariage
            self.last_breakdown = deal.result.text()
            plays = [c for t in deal.tricks for _, c in t.cards]
            self.review = review_hand(deal.rules, deal.contract, deal.start_hands, deal.tricks[0].leader, plays,
                                      seats=[Seat.S]) if len(plays) == 32 else []
        else:
            self.last_breakdown = "Everybody passed twice: the cards are thrown in."
            self.review = []

    def _render(self) -> None:
        g = self.game
        d = g.deal
        seat = g.current_player()
        view = g.view(Seat.S)
        lines = []
        if g.over:
            lines.append(f"<b>{html.escape(g.result_text())}</b>")
        elif self.waiting:
            lines.append("<b>The hand is over.</b> Read the score and the review, then press <i>Next hand</i>.")
        else:
            lines.append(f"Dealer: {d.dealer.word}. ")
            lines.append(html.escape(system_of(g.rules).caption(d)))
            if d.trick:
                lines.append(f"{d.trick[0][0].word} led this trick. ")
            elif d.phase == "play":
                lines.append(f"{d.current_player().word} leads. ")
            lines.append(f"<b>{'Your turn' if seat == Seat.S else html.escape(seat.word) + ' to play'}</b>.")
        self.status_view.value = "".join(lines)
        trick = d.trick if not self.waiting else []
        winner = None
        self.table_view.value = trick_html(trick, to_play=seat if not self.waiting else None, winner=winner, width=58)
        last = d.tricks[-1] if d.tricks else None
        if self.waiting and g.deals:
            last = g.deals[-1].tricks[-1] if g.deals[-1].tricks else None
        self.last_trick_view.value = (
            "<div style='margin-left:40px;padding:6px;border-left:3px solid #ccc'>"
            f"<div><b>Last trick</b>, won by {last.winner.word}</div>"
            + trick_html(last.cards, winner=last.winner, width=40) + "</div>"
            if last is not None else ""
        )
        my_turn = seat == Seat.S and not self.waiting and not g.over
        legal = view.legal if my_turn else []
        words = [a for a in legal if isinstance(a, str)]
        buttons = []
        for a in words:
            b = W.Button(description=_CALL_NAMES.get(a, a.replace("marriage ", "Marriage ")))
            b.add_class("bl-call")
            b.on_click(lambda btn, a=a: self.act(a))
            buttons.append(b)
        self.calls_box.children = buttons
        cards = sorted(view.hand, key=lambda c: (c.suit, c.rank))
        card_buttons = []
        for c in cards:
            b = CardButton(c)
            if my_turn and g.phase == "play":
                b.mark("bl-legal" if c in legal else "bl-illegal")
            if c == getattr(self, "_hint_card", None) and my_turn:
                b.mark(*b.marks, "bl-selected")  # the recommended card: framed and raised
            b.on_click(lambda btn: self.play(btn.card))
            card_buttons.append(b)
        self.card_buttons = card_buttons
        self.hand_box.children = [card_row(card_buttons)]
        self.hint_button.disabled = not my_turn
        self.next_button.disabled = not self.waiting
        self.message_view.value = html.escape(self.message)
        if getattr(self, "_hint_details", "") and self.message.startswith("Hint:"):
            self.message_view.value += (f"<details class='bl-hint-details'><summary>Details</summary>"
                                        f"{html.escape(self._hint_details)}</details>")
        self.sheet_view.value = self._sheet_html()
        self.breakdown_view.value = self._breakdown_html()

    def _breakdown_html(self, reviewing: bool = False) -> str:
        """The last hand's score breakdown and the review of South's cards, as tables
        (``reviewing``: the review is still being worked out)."""
        if not self.last_breakdown:
            return ""
        g = self.game
        last = g.deals[-1] if g.deals else None
        score = getattr(last, "score", None) or getattr(last, "result", None)
        if score is None:
            out = f"<p style='font-size:17px'><b>Last hand:</b> {html.escape(self.last_breakdown)}</p>"
        else:
            out = score.to_html(caption="Last hand: the score")
        if reviewing:
            out += "<p style='font-size:17px'><i>Reviewing your cards…</i></p>"
        elif self.review:
            out += review_table(self.review, caption="Review of your cards (with every card face up: the best "
                                                      "card and the points yours lost)")
        return out

    def _sheet_html(self) -> str:
        return score_sheet_table(self.game)


def _name(action) -> str:
    """An action as the player would say it: a card's symbol, a call's name, a mariage claim."""
    if isinstance(action, Card):
        return action.symbol
    if isinstance(action, str):
        key = action.strip()
        low = key.lower()
        if low.startswith(("marriage", "mariage")):
            rest = key[len("marriage") if low.startswith("marriage") else len("mariage"):].strip()
            try:
                return f"Marriage in {Suit.parse(rest).plural}"
            except ValueError:
                return key
        if low in ("out", "on est dehors", "dehors"):
            return _CALL_NAMES["out"]
        if low in ("cape", "cape dehors"):
            return _CALL_NAMES["cape"]
        try:
            return _CALL_NAMES.get(normalise_call(key), key)
        except ValueError:
            return key
    return str(action)


def _said(who: str, action) -> str:
    """``"North: Pass."``, ``"East: On est dehors!"`` (no full stop after an exclamation)."""
    name = _name(action)
    return f"{who}: {name}" + ("" if name.endswith(("!", ".")) else ".")
