"""The practice game: the learner plays South with a bot partner against two bots, a whole game to the
target, with hints, explanations of refused cards, a score breakdown and a review after each hand,
take-backs, and saving and resuming."""
from __future__ import annotations

import html
import re
import time
from pathlib import Path

import ipywidgets as W

from belote_learn.bots import make_bot
from belote_learn.bots.base import BOT_LEVELS, BOT_NAMES, decision_seed
from belote_learn.bots.dd import review_hand
from belote_learn.bots.hints import hint as plain_hint
from belote_learn.systems.classic.auction import normalise_call
from belote_learn.core.cards import Card, Seat, Suit, Team, parse_card
from belote_learn.core.errors import BeloteError, IllegalAction, PositionError, brief, shown
from belote_learn.systems.base.game import MAX_SEED
from belote_learn.rules.presets import PRESET_NAMES, PRESETS, get_rules
from belote_learn.core.ranking import ranking
from belote_learn.systems import system_for_data, system_of
from belote_learn.core.tables import _TOTAL_ITEMS, _breakdown_rows, html_table, review_table, score_sheet_table
from belote_learn.widgets.common import BaseWidget, json_path, shows_errors
from belote_learn.widgets.common import projector_controls
from belote_learn.widgets.table import CardHandle, CardTable, call_label, card_entry, esc, seat_label, trick_entries

__all__ = ["PracticeGame"]

LEVELS = BOT_NAMES
LEVEL_LABELS = {"random": "Beginner (plays at random)", "rule": "Club player (steady)", "expert": "Expert"}
"""What the settings show for each bot level (the values stay the engine's names)."""
PACES = [("Slow", 1.2), ("Normal", 0.6), ("Quick", 0.3), ("Instant", 0.0)]
MAX_PACE = 10.0


def _level(value, what: str) -> str:
    """A bot level by name (``random``, ``rule``, ``expert``, or ``beginner``/``intermediate``)."""
    key = value.strip().lower() if isinstance(value, str) else None
    level = BOT_LEVELS.get(key) or {"club player": "rule", "steady": "rule", "club player (steady)": "rule",
                                     "beginner (plays at random)": "random"}.get(key)
    if level is None:
        raise BeloteError(f"{what}: unknown bot level {shown(value)}: choose random (beginner), rule (club player) or expert")
    return level


def _seed(value) -> int:
    """A game's seed (see :func:`belote_learn.systems.base.game.check_seed`), or None for a random game."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEED:
        raise BeloteError(f"seed: a whole number from 0 (or None for a random game), not {shown(value)}")
    return value


def _pace(value) -> float:
    if isinstance(value, str):  # a named speed, as the settings name it: "quick"
        named = {name.lower(): v for name, v in PACES}
        if value.strip().lower() not in named:
            raise BeloteError(f"pace: one of {', '.join(repr(n.lower()) for n, _ in PACES)} or a number of seconds, "
                              f"not {shown(value)}")
        return float(named[value.strip().lower()])
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_PACE:
        raise BeloteError(f"pace: the seconds between bot actions, a number from 0 to {MAX_PACE:g}, not {shown(value)}")
    return float(value)
_CALL_NAMES = {"pass": "Pass", "take": "Take", "S": "♠ Spades", "H": "♥ Hearts", "D": "♦ Diamonds", "C": "♣ Clubs",
               "NT": "No trumps", "AT": "All trumps", "out": "On est dehors!", "cape": "Cape dehors!",
               "coinche": "Coinche!", "surcoinche": "Surcoinche!"}


class PracticeGame(BaseWidget):
    """Play South against bots.

    Args:
        preset, options: the rule system (``options`` e.g. ``{"target": 301}``; they apply to ``preset``:
            a new game of another preset starts from that preset's own settings).
        partner, opponents: bot levels (``"random"``, ``"rule"``, ``"expert"``).
        seed: the game's seed (None: random).
        pace: seconds between bot actions, 0 to 10 (0 in tests; the default suits a lesson), or a speed
            named as the settings name it: ``"slow"`` (1.2), ``"normal"`` (0.6), ``"quick"`` (0.3),
            ``"instant"`` (0). A number that is not a named speed is listed in Bot speed as "0.2 s". The
            browser shows the bots' cards one at a time at this pace; the kernel never waits.

    Raises:
        RulesError: an unknown preset or option; BeloteError: an unknown bot level or a bad pace.

    Plain methods: :meth:`new_game`, :meth:`act` (a call, a card or a mariage action by South),
    :meth:`play` (a card), :meth:`call`, :meth:`hint`, :meth:`take_back`, :meth:`next_hand`,
    :meth:`save`, :meth:`load`, :meth:`toggle_settings`. Attributes: :attr:`game`, :attr:`message`
    (the last explanation), :attr:`last_breakdown`, :attr:`review` (the learner's cards of the last
    hand, reviewed double-dummy: :class:`~belote_learn.bots.dd.CardReview` objects; :meth:`review_text`
    in words), :attr:`waiting` (a finished hand waits for :meth:`next_hand`), :attr:`table` (the
    :class:`~belote_learn.widgets.table.CardTable` it is drawn on: ``table.frame`` is what is shown,
    ``table.frames`` the bots' actions before it, each held ``pace`` seconds by the browser),
    :attr:`status` (the status line) and :attr:`card_buttons` (South's cards as drawn).
    """

    def __init__(self, preset: str = "classic-501", options: dict | None = None, partner: str = "rule",
                 opponents: str = "rule", seed: int | None = None, pace: float | str = 0.6):
        super().__init__()
        partner, opponents = _level(partner, "partner"), _level(opponents, "opponents")
        if seed is not None:
            seed = _seed(seed)
        self.pace = _pace(pace)
        get_rules(preset, options)  # an unknown preset or option is refused before anything is built
        self.message = ""
        self.last_breakdown = ""
        self.review: list = []
        self.waiting = False
        self.game = None
        self.preset_box = W.Dropdown(options=list(PRESET_NAMES), value=get_rules(preset).preset, description="Rules")
        self.target_box = W.BoundedIntText(value=get_rules(preset, options).target, min=1, max=100_000, description="Target")
        self.partner_box = W.Dropdown(options=[(LEVEL_LABELS[x], x) for x in LEVELS], value=partner, description="Partner")
        self.opponents_box = W.Dropdown(options=[(LEVEL_LABELS[x], x) for x in LEVELS], value=opponents,
                                        description="Opponents")
        paces = PACES if any(v == self.pace for _, v in PACES) else PACES + [(f"{self.pace:g} s", self.pace)]
        self.pace_box = W.Dropdown(options=paces, value=self.pace, description="Bot speed")
        self.pace_box.observe(lambda ch: setattr(self, "pace", float(ch["new"])), names="value")
        self.level_note = W.HTML("", layout=W.Layout(display="none"))  # shown when a bot level waits for the next hand
        self.level_note.add_class("bl-level-note")
        for box, who in ((self.partner_box, "Partner"), (self.opponents_box, "Opponents")):
            box.observe(self._ui(lambda v, who=who: self._level_changed(who, v)), names="value")
        self.colour_box = W.Checkbox(value=False, description="Four-colour deck", indent=False)
        self.new_button = W.Button(description="New game")
        self.new_button.add_class("bl-new-game")
        self.table = CardTable()
        self.table.on("card", lambda m: self.play(m["card"]))
        self.table.on("call", lambda m: self.act(m["id"]))
        self.table.on("button", lambda m: self._button(m["id"]))
        self.colour_box.observe(lambda ch: setattr(self.table, "four_colour", bool(ch["new"])), names="value")
        self.path_box = W.Text(value="practice_game.json", description="File")
        self.save_button = W.Button(description="Save")
        self.load_button = W.Button(description="Resume")
        self.sheet_view = W.HTML()
        self.sheet_view.add_class("bl-score-sheet")
        self.breakdown_view = W.HTML()
        self.breakdown_view.add_class("bl-breakdown")
        self.new_button.on_click(lambda _: self.new_game())
        self.save_button.on_click(lambda _: self.save(self.path_box.value))
        self.load_button.on_click(lambda _: self.load(self.path_box.value))
        self.preset_box.observe(self._ui(lambda v: setattr(self.target_box, "value", get_rules(v).target)), names="value")
        # two compact rows (a projector's 1024x768 shows them under the table, File, Save and Resume
        # included; their size is in table.css)
        for box in (self.preset_box, self.target_box, self.partner_box, self.opponents_box, self.pace_box):
            box.style = {"description_width": "initial"}
        self.settings = W.VBox([
            W.HBox([self.preset_box, self.target_box, self.partner_box, self.opponents_box]),
            self.level_note,
            W.HBox([self.pace_box, self.colour_box, self.path_box, self.save_button, self.load_button]),
        ], layout=W.Layout(display="none"))
        self.settings.add_class("bl-settings")
        projector_controls(self.settings)  # projector-size controls, like the table's buttons
        self.widget = W.VBox([
            self.table,
            self.settings,
            self.error_line,
            W.HBox([self.breakdown_view, self.sheet_view], layout=W.Layout(flex_flow="row wrap", align_items="flex-start")),
        ])
        self.widget.add_class("bl-practice")
        self._hint_card = None
        self._hint_details = ""
        self._review_due = None
        self._options = dict(options or {})
        self._options_preset = get_rules(preset).preset
        self.new_game(seed=seed, preset=preset)

    @property
    def game(self):
        """The game under way (the engine's game object of the preset's system)."""
        return self._game

    @game.setter
    def game(self, game) -> None:
        self._game = game
        self._game_no = getattr(self, "_game_no", 0) + 1  # each game set (new, taken back, resumed) is new to the table

    # -- set-up ----------------------------------------------------------------------------
    @shows_errors
    def new_game(self, seed: int | None = None, preset: str | None = None) -> None:
        """Start a game with the chosen preset, target and bot levels (``seed``: a whole number from 0,
        None for a random game). Everything is checked before anything changes: a refused call leaves the
        game and every control as they were."""
        if seed is not None:
            seed = _seed(seed)
        preset = get_rules(self.preset_box.value if preset is None else preset).preset  # "Coinche" is coinche
        # the options given to the constructor are those of its preset; another preset starts from its own
        options = dict(self._options) if preset == self._options_preset else {}
        if preset == self.preset_box.value and self.target_box.value != get_rules(preset, options).target:
            options["target"] = self.target_box.value
        rules = get_rules(preset, options)
        game = system_of(rules).new_game(rules, seed=seed)
        # everything is checked: now change the widget
        self._quietly(self.preset_box, value=rules.preset)
        self._quietly(self.target_box, value=rules.target)
        self.game = game
        self._bots()
        self._note_level("")
        self.waiting = False
        self._hint_card, self._hint_details = None, ""  # a hint of the last game is no hint for this one
        self.review = []
        self.last_breakdown = ""
        self.message = "A new game: you are South."
        self._advance()

    def _bots(self, levels: dict | None = None) -> None:
        seed = self.game.seed
        # the levels the hand under way is played with (the menus may already name the next hand's), kept
        # for each hand so that a take-back into a hand goes on with that hand's bots
        levels = dict(levels or {"partner": self.partner_box.value, "opponents": self.opponents_box.value})
        if getattr(self, "_levels_game", None) is not self.game:
            self._levels_game, self._hand_levels = self.game, {}
        self._hand_levels[len(self.game.deals)] = levels
        self._in_play = levels
        self.bots = {
            Seat.N: make_bot(levels["partner"], seed=seed + 1),
            Seat.E: make_bot(levels["opponents"], seed=seed + 2),
            Seat.W: make_bot(levels["opponents"], seed=seed + 3),
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
        deal, tricks_before, seen = g.deal, len(g.deal.tricks), len(g.deal.events)
        was_bidding = deal.phase == "bidding"
        try:
            self._apply(action)
        except IllegalAction as exc:
            # a refusal: the reason is the lesson (shown as the explanation) and also in .error
            self.message = str(exc)
            self._render()
            self.error = str(exc)  # the explanation on the table says it all: no second line under it
            return False
        # as the game recorded it: "90h" is said "90 ♥", a card by its symbol
        self.message = _said("You", g.actions[-1][1], deal, seen) + _trick_won(deal, tricks_before)
        self._hint_card = None
        first = []
        if self.pace and not self.waiting and not g.over:
            done = len(deal.tricks) > tricks_before
            closed = was_bidding and deal.phase != "bidding"  # your call ended the auction: the calls stay a moment
            if done or closed or g.current_player() != Seat.S:  # your card stays in view before the bots answer
                first.append(self._frame(deal, completed=done, closed=closed, hold=self.pace * (2 if done or closed else 1),
                                         acting=Seat.S))
        self._advance(frames=first)
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
        (None, with the reason in :attr:`error`, when it is not South's turn). The recommended card
        (or call) is marked on the table; the figures are behind a "details" toggle."""
        g = self.game
        if g.over or g.current_player() != Seat.S or self.waiting:
            raise ValueError("a hint is given when it is your turn")
        view = g.view(Seat.S)
        self.table.busy = "The expert is thinking…"
        self.helper.reseed(decision_seed(g.seed, Seat.S, len(g.actions), "hint"))  # the same hint every time
        try:
            figures = ""
            if g.phase == "play" and len([a for a in view.legal if not isinstance(a, str)]) > 1:
                from belote_learn.bots.dd import dd_outcomes

                vals = dd_outcomes(g.deal, Team.NS)  # card points, and the deal's score by its own scoring
                scored = getattr(g.deal, "taker", None) is not None
                parts = ", ".join(f"{c.symbol} {v}" + (f" ({s:+d})" if scored else "")
                                  for c, (v, s) in sorted(vals.items(), key=lambda kv: (-kv[1][1], -kv[1][0])))
                figures = (
                    f"With every card face up (using cards you cannot see), the points North-South would still "
                    f"take after each of your cards"
                    + (" (and, in brackets, North-South's score minus East-West's for this deal)" if scored else "")
                    + f" are: {parts}; the expert cannot see the other hands, so it weighed every layout you cannot "
                    f"rule out, and this real one can order the cards differently."
                )
            h = plain_hint(view, self.helper, figures)  # the choice in plain words; the figures for the details
        except BaseException:
            self.table.busy = ""
            raise
        text = f"Hint: {h.text}"
        self._hint_card = h.action
        self._hint_details = h.details
        self.message = text
        self._render()
        return text + (" " + h.details if h.details else "")

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
        hand_levels = dict(getattr(self, "_hand_levels", {}))
        self._replay(g.rules, g.seed, g.first_dealer, keep)
        back_to = hand_levels.get(len(self.game.deals))
        self._levels_game, self._hand_levels = self.game, hand_levels  # the same game, replayed
        if back_to is not None and back_to != self._in_play:  # back into a hand played by other bots
            self._bots(back_to)
            self._level_changed()
        self.waiting = False
        self._hint_card, self._hint_details = None, ""  # the hint was for the position taken back
        self._show_last_hand()  # the breakdown of the last hand still finished after the take-back
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
        self._bots()  # bot levels changed in the settings play from this hand on
        self._note_level("")
        self.message = f"A new hand: {self.game.deal.dealer.word} deals."
        self._advance()
        return True

    @shows_errors
    def save(self, path: str) -> str:
        """Save the game (rules, seed, actions) to a JSON file."""
        path = json_path(path)
        data = self.game.to_dict()
        # the bots of the hand under way are saved, so that it goes on with them after Resume; a level
        # chosen for the next hand is saved apart ("next") and waits for it again
        chosen = {"partner": self.partner_box.value, "opponents": self.opponents_box.value}
        playing = chosen if self.waiting else dict(self._in_play)
        data["practice"] = dict(playing, waiting=self.waiting)
        if playing != chosen:
            data["practice"]["next"] = chosen
        import json

        Path(path).write_text(json.dumps(data) + "\n", encoding="utf-8")
        self.message = f"Saved to {path}."
        self._render()
        return path

    def load(self, path: str) -> bool:
        """Resume a game saved by :meth:`save`: the last hand's breakdown and review are shown as they
        were, and the bots go on exactly as they would have without the save (each bot decision is
        seeded from the game's seed and the number of actions, see
        :func:`~belote_learn.bots.base.decision_seed`). Returns True when done; False when the file is
        missing or not a saved game (the reason, naming the field, in :attr:`error`), and then nothing
        changes."""
        return bool(self._load(path))

    @shows_errors(refused=False)
    def _load(self, path: str) -> bool:
        from belote_learn.rules.position import read_json_file

        data = read_json_file(path)
        game = system_for_data(data).game_class.from_dict(data)
        extra = data.get("practice", {})
        if not isinstance(extra, dict):
            raise PositionError("practice", f"must be an object with the bot levels, got {shown(extra)}")
        levels = {k: _level(extra[k], f"practice.{k}") for k in ("partner", "opponents") if k in extra}
        later = extra.get("next", {})
        if not isinstance(later, dict):
            raise PositionError("practice.next", f"must be an object with the next hand's bot levels, got {shown(later)}")
        later = {k: _level(later[k], f"practice.next.{k}") for k in ("partner", "opponents") if k in later}
        waiting = extra.get("waiting", False)
        if not isinstance(waiting, bool):
            raise PositionError("practice.waiting", f"must be true or false, got {shown(waiting)}")
        if waiting and game.deals and not game.over and _actions_in_this_hand(game):
            raise PositionError("practice.waiting", f"true, but the next hand is already under way "
                                                    f"({_actions_in_this_hand(game)} actions since the last one ended)")
        # everything is checked: now change the widget
        for box, key in ((self.partner_box, "partner"), (self.opponents_box, "opponents")):
            if key in levels:
                self._quietly(box, value=levels[key])
        self.game = game
        self._bots()
        self._hint_card, self._hint_details = None, ""  # a hint of the game before is no hint for this one
        self._quietly(self.preset_box, value=game.rules.preset)
        self._quietly(self.target_box, value=game.rules.target)
        self._note_level("")
        for box, key in ((self.partner_box, "partner"), (self.opponents_box, "opponents")):
            if key in later:  # a level saved for the next hand waits for it again
                self._quietly(box, value=later[key])
        self._level_changed()
        self._show_last_hand()  # the last finished hand's score and review, as when it was saved
        self.waiting = waiting and bool(game.deals) and not game.over
        self.message = f"Resumed {path}."
        self._advance()
        return True

    # -- bots and display ------------------------------------------------------------------
    def _show_last_hand(self) -> None:
        """Show the breakdown and review of the game's last finished hand (none before the first): what
        the widget shows from the end of a hand until the end of the next one."""
        waiting = self.waiting
        self.review, self.last_breakdown, self._last_score = [], "", None
        if self.game.deals:
            self._hand_done(self.game.deals[-1])
            self._review()
        self.waiting = waiting

    def _button(self, button_id: str) -> None:
        """A click on one of the table's buttons."""
        actions = {"hint": self.hint, "back": self.take_back, "next": self.next_hand, "new": self.new_game,
                   "new-game": self.new_game,
                   "settings": self.toggle_settings}
        if button_id in actions:
            actions[button_id]()

    def toggle_settings(self, show: bool | None = None) -> bool:
        """Show or hide the settings (rules, target, bots, speed, deck, save and resume); returns
        whether they are shown."""
        show = self.settings.layout.display == "none" if show is None else bool(show)
        self.settings.layout.display = "flex" if show else "none"
        # no new scene: the bots' cards still on their way keep their pace
        self.table.set_pressed("settings", show)
        if show:  # the panel opens under the table: at 1024x768 that is below the screen
            self.table.reveal_panel(".bl-settings")
        return show

    def _level_changed(self, who: str = "", level: str = "") -> None:
        """A bot level chosen in the settings: the bots of the hand under way keep theirs (a hand is played
        by the same bots), the new level plays from the next hand (:meth:`next_hand`) or new game; the
        settings say so under the menus (no new scene: the bots' cards on their way keep their pace).
        The line names every level that differs from the hand's bots (partner and opponents both, when
        both were changed), and goes away when the menus name the hand's bots again."""
        waiting = [f"<b>{esc(name)}: {esc(LEVEL_LABELS[box.value])}</b>"
                   for name, box, key in (("Partner", self.partner_box, "partner"),
                                          ("Opponents", self.opponents_box, "opponents"))
                   if box.value != self._in_play[key]]
        why = "." if self.waiting or self.game.over else " (this hand is played out by the bots it began with)."
        self._note_level(f"{' and '.join(waiting)} from the next hand{why}" if waiting else "")

    def _note_level(self, text: str) -> None:
        self.level_note.value = text
        self.level_note.layout.display = "block" if text else "none"

    def _top_buttons(self) -> list:
        shown_now = self.settings.layout.display != "none"
        return [{"id": "new-game", "label": "New game", "enabled": True, "always": True, "title": "Start a new game"},
                {"id": "settings", "label": "Settings", "label_on": "Hide settings", "enabled": True, "always": True,
                 "pressed": shown_now, "title": "Rules, target, bots, speed, four-colour deck, save and resume"}]

    def _set_error(self, message: str) -> None:
        super()._set_error(message)
        table = getattr(self, "table", None)
        shown_text = "" if message.startswith("Not allowed") else brief(message)  # one line, whatever was quoted
        if table is not None and table.frame and table.frame.get("error", "") != shown_text:
            table.set_error(shown_text)  # no new scene: the bots' cards on their way keep their pace

    @property
    def status(self) -> str:
        """The status line: whose turn it is, or why you are waiting."""
        return self.table.frame.get("status", "")

    @property
    def card_buttons(self) -> list:
        """South's cards as drawn (:class:`~belote_learn.widgets.table.CardHandle`: card, marks, click)."""
        return [CardHandle(self.table, Card.parse(c)) for c in self.table.hand_cards()]

    def _advance(self, bots: bool = True, frames: list | None = None) -> None:
        """Let the bots act until it is South's turn (or the hand ends), then draw: one frame per bot
        action, shown at the chosen pace by the browser (the kernel never waits)."""
        g = self.game
        frames = list(frames or [])
        while bots and not g.over and not self.waiting and g.current_player() != Seat.S:
            seat = g.current_player()
            tricks_before = len(g.deal.tricks)
            deal = g.deal
            was_bidding, seen = deal.phase == "bidding", len(deal.events)
            bot = self.bots[seat]
            bot.reseed(decision_seed(g.seed, seat, len(g.actions)))  # replays exactly after a save or take-back
            action = bot.choose(g.view(seat))
            self._apply(action)
            closed = was_bidding and deal.phase != "bidding"
            self.message = (self.message + " " if self.message else "") + _said(seat.word, action, deal, seen, seat)
            self.message += _trick_won(deal, tricks_before)
            done = len(deal.tricks) > tricks_before
            more = not g.over and not self.waiting and g.current_player() != Seat.S
            # a frame per action while the bots go on; the last one is the table itself, unless it
            # finished a trick that you should see before you lead
            if self.pace and (more or ((done or closed) and not self.waiting and not g.over)):
                frames.append(self._frame(deal, completed=done, closed=closed,
                                          hold=self.pace * (2 if done or closed else 1), acting=seat))
        end = self._end_words()
        if end and " is over" not in self.message:
            # the message says how the hand (and the game) ended, in the status line's words
            self.message = (self.message + " " if self.message else "") + end
        self._render(frames)

    def _hand_done(self, deal) -> None:
        """Keep the finished hand's breakdown; South's cards are reviewed once the table is drawn."""
        self.waiting = not self.game.over
        self._review_due = None
        self.review = []
        self._last_score = getattr(deal, "score", None) or getattr(deal, "result", None)
        if getattr(deal, "score", None) is not None:
            self.last_breakdown = deal.score.text()
            self._review_due = deal
        elif getattr(deal, "result", None) is not None:  # mariage
            self.last_breakdown = deal.result.text()
            plays = [c for t in deal.tricks for _, c in t.cards]
            if len(plays) == 32:
                self._review_due = deal
        else:
            self.last_breakdown = "Everybody passed twice: the cards are thrown in."

    def _review(self) -> None:
        """Review South's cards of the hand that just ended (double-dummy; takes a moment)."""
        deal, self._review_due = self._review_due, None
        if deal is None:
            return
        plays = [c for t in deal.tricks for _, c in t.cards]
        try:
            self.review = review_hand(deal.rules, deal.contract, deal.start_hands, deal.tricks[0].leader, plays,
                                      seats=[Seat.S], taker=getattr(deal, "taker", None))
        except Exception:  # noqa: BLE001 - a review is a bonus; never lose the game over it
            self.review = []

    # -- what the table shows ----------------------------------------------------------------
    def _shown_deal(self):
        """The deal on the table: the finished one while it waits for Next hand (nothing of the next
        deal is shown before that), else the current one."""
        g = self.game
        if (self.waiting or g.over) and g.deals:
            return g.deals[-1]
        return g.deal

    def _info(self, deal) -> list:
        g = self.game
        info = [{"label": "", "value": f"{_game_name(g.rules)}, hand {getattr(deal, 'number', len(g.deals) + 1)}",
                 "key": "rules"}]
        contract = getattr(deal, "contract", None)
        taker = getattr(deal, "taker", None)
        if getattr(deal, "trump_card", None) is not None and hasattr(g, "coches"):  # mariage: no bidding
            info.append({"label": "Trumps", "value": f"{deal.trump.symbol} {deal.trump.plural}",
                         "more": f"the dealer's last card, {deal.trump_card.symbol}", "key": "contract", "place": "left"})
            manche = getattr(g, "manche", None)
            info.append({"label": "Coches", "value": f"N-S {g.coches[Team.NS]} · E-W {g.coches[Team.EW]}",
                         "more": f"manche N-S {manche[Team.NS]} · E-W {manche[Team.EW]}" if manche else "",
                         "key": "score", "place": "right"})
        else:
            bid = getattr(deal, "bid", None)  # an auction of points (coinche)
            turn_up = getattr(deal, "turn_up", None)
            if contract is not None and taker is not None:
                more = f"{bid.words}" if bid is not None else f"taken by {taker.word}"
                info.append({"label": "Contract", "value": _contract_name(contract), "more": more,
                             "key": "contract", "place": "left"})
            else:
                more = (bid.words if bid is not None else "no bid yet") if turn_up is None else f"turn-up {turn_up.symbol}"
                info.append({"label": "Contract", "value": "bidding…", "more": more, "key": "contract", "place": "left"})
            info.append({"label": "Score", "value": f"N-S {g.totals[Team.NS]} · E-W {g.totals[Team.EW]}",
                         "more": f"game to {g.rules.target}", "key": "score", "place": "right"})
        return info

    def _frame(self, deal=None, *, completed: bool = False, closed: bool = False, hold: float = 0.0, acting=None,
               final: bool = False) -> dict:
        """The table as it stands after the last action (``completed``: that action finished a trick,
        which stays on the table in this frame; ``closed``: it ended the bidding, whose calls stay)."""
        g = self.game
        deal = deal if deal is not None else self._shown_deal()
        finished = deal.is_over
        bidding = deal.phase == "bidding" and not finished
        to_play = None if finished or g.over else deal.current_player()
        my_turn = final and to_play == Seat.S and not self.waiting and not g.over
        legal = g.view(Seat.S).legal if my_turn else []
        calls_by_seat = {}
        auction = getattr(deal, "auction", None)
        if (bidding or closed) and auction is not None:
            for seat, c in auction.calls[-4:]:
                calls_by_seat[seat] = call_label(c, getattr(deal, "turn_up", None))["label"]
        taker = getattr(deal, "taker", None)
        seats = {}
        for seat in Seat:
            tags = []
            if seat == deal.dealer:
                tags.append("dealer")
            if taker is not None and seat == taker:
                tags.append("taker")
            seats[seat.name] = {"name": seat_label(seat), "tags": tags, "backs": len(deal.hand(seat)),
                                "call": calls_by_seat.get(seat)}
        # the trick: the cards on the table, or the trick just completed (with its winner)
        trick, winner, note = deal.trick, None, ""
        if (completed or finished) and not deal.trick and deal.tricks:
            last = deal.tricks[-1]
            trick, winner = last.cards, last.winner
        contract = getattr(deal, "contract", None)
        order = _hand_order(g.rules.family, contract if not bidding else None)
        hand_cards = sorted(deal.hand(Seat.S), key=order)
        in_play = my_turn and deal.phase == "play"
        hint = self._hint_card if my_turn else None
        cards = [card_entry(c, legal=(c in legal) if in_play else None, hint=(c == hint)) for c in hand_cards]
        frame = {
            "mode": "game",
            "phase": "over" if g.over else ("waiting" if self.waiting and final else deal.phase),
            "info": self._info(deal),
            "seats": seats,
            "to_play": to_play.name if to_play is not None and not self.waiting else None,
            "trick": trick_entries(trick),
            "winner": winner.name if winner is not None else None,
            "centre_note": note,
            "hand": {"label": "Your hand (South)", "active": in_play, "cards": cards,
                     "empty_text": "All your cards are played." if finished else ""},
            "hold": hold,
        }
        if (bidding or closed) and getattr(deal, "turn_up", None) is not None:
            frame["turn_up"] = str(deal.turn_up)
            frame["turn_up_label"] = "Turn-up"
        if finished and final:
            frame["result"] = _result_panel(deal)
        if taker is not None and (closed or (final and deal.phase == "play" and not deal.tricks and not finished)):
            frame["centre_note"] = _took(deal)  # the auction's end, said on the felt until the first trick is won
            # said on the felt, the contract needs no bubble at your seat too: South's row keeps its name and
            # tags; the other seats' last calls stay that moment
            seats["S"]["call"] = None
        last = deal.tricks[-1] if deal.tricks else None
        if last is not None:
            frame["last_trick"] = {"cards": trick_entries(last.cards), "winner": last.winner.name,
                                   "label": f"Last trick, won by {last.winner.word} ({last.points} points)"}
        frame["status"], frame["status_kind"] = self._status(deal, to_play, my_turn, acting, final)
        words = [a for a in legal if isinstance(a, str)]
        if my_turn and words:
            frame["calls"] = [dict(call_label(a, getattr(deal, "turn_up", None)),
                                   hint=(a == hint)) for a in words]
            frame["calls_key"] = f"{self._game_no}:{len(g.actions)}"  # a new auction: the value menu starts again
        has_mine = any(s == Seat.S for s, _ in g.actions)
        frame["buttons"] = [
            {"id": "hint", "label": "Hint", "enabled": my_turn, "thinking": "The expert is thinking…",
             "title": "Ask the expert what to play, and why"},
            {"id": "back", "label": "Take back", "enabled": has_mine, "always": True,
             "title": "Undo your last call or card"},
            {"id": "last", "label": "Last trick", "label_on": "Hide last trick", "enabled": last is not None,
             "always": True, "title": "Show the trick before this one"},
        ]
        frame["top_buttons"] = self._top_buttons()
        if g.over:
            frame["buttons"].append({"id": "new", "label": "New game", "enabled": True, "primary": True})
        else:
            frame["buttons"].append({"id": "next", "label": "Next hand", "enabled": self.waiting and final,
                                     "primary": self.waiting and final, "title": "Deal the next hand"})
        if final:
            frame["message"] = self._message_html()
            frame["error"] = ""
        return frame

    def _status(self, deal, to_play, my_turn: bool, acting, final: bool) -> tuple[str, str]:
        g = self.game
        if g.over:
            return f"The game is over: {g.result_text()} Press New game to play again.", "over"
        if deal.is_over:
            return f"The hand is over. {_result_words(deal)} Press Next hand.", "over"
        if my_turn:
            if deal.phase == "bidding":
                labels = [call_label(a, getattr(deal, "turn_up", None))["label"] for a in g.view(Seat.S).legal
                          if isinstance(a, str)]
                if len(labels) > 5:
                    return "Your turn to bid: choose a value and a suit, or pass.", "turn"
                choice = ", ".join(labels[:-1]) + " or " + labels[-1] if len(labels) > 1 else "".join(labels)
                return f"Your turn to bid: {choice}?", "turn"
            if deal.trick:
                return f"Your turn: play a card ({deal.trick[0][0].word} led {deal.trick[0][1].symbol}).", "turn"
            return "Your turn: you lead this trick, any card will do.", "turn"
        won = ""
        if not deal.trick and deal.tricks and deal.phase == "play":
            last = deal.tricks[-1]
            won = f"{last.winner.word} wins the trick ({last.points} points). "
        if to_play == Seat.S:  # a passing frame: the trick just won, your turn next
            return f"{won}You play next.", "wait"
        who = to_play.word if to_play is not None else ""
        doing = "to bid" if deal.phase == "bidding" else "to play"
        return f"{won}Waiting for {who} {doing}…", "wait"

    def _end_words(self) -> str:
        """How the hand (or the game) ended, in the status line's words; "" while a hand is played."""
        g = self.game
        if not ((self.waiting or g.over) and g.deals):
            return ""
        return f"The game is over: {g.result_text()}" if g.over else f"The hand is over. {_result_words(g.deals[-1])}"

    def _message_html(self) -> str:
        # the table's status line already says how the hand ended: the message drawn under it does not
        # repeat it (``message`` itself keeps it, for those who read only the message)
        end = self._end_words()
        shown = self.message
        if end and shown.endswith(end):
            shown = shown[: -len(end)].rstrip()
        text = esc(shown)
        # the auction's end stands out in the message ("West is the taker: spades trumps.")
        text = re.sub(r"((?:North|East|South|West) is the taker:[^.]*\.|You are the taker:[^.]*\.)", r"<b>\1</b>", text)
        if self._hint_details and self.message.startswith("Hint:"):
            text += f"<details><summary>Details</summary>{esc(self._hint_details)}</details>"
        return text

    def _render(self, frames: list | None = None) -> None:
        """Draw the table (after ``frames``, the bots' actions one at a time), then the score sheet
        and the breakdown; the review of a finished hand is worked out after the table is drawn."""
        g = self.game
        if not (g.current_player() == Seat.S and not self.waiting and not g.over):
            self._hint_card = None
        self.table.show(self._frame(final=True), frames or ())
        self.sheet_view.value = self._sheet_html()
        self.breakdown_view.value = self._breakdown_html(reviewing=self._review_due is not None)
        if self._review_due is not None:
            self._review()
            self.breakdown_view.value = self._breakdown_html()

    def _breakdown_html(self, reviewing: bool = False) -> str:
        """The last hand's score breakdown and the review of South's cards, as tables (``reviewing``:
        the review is still being worked out). The table shows the score of the hand once, on the felt;
        these are the details under it, each behind a one-line toggle (closed: nothing is cut in half at
        the bottom of a projector's screen)."""
        if not self.last_breakdown:
            return ""
        score = getattr(self, "_last_score", None)
        if score is None:
            out = f"<p style='font-size:17px;margin:4px 0'><b>Last hand:</b> {html.escape(self.last_breakdown)}</p>"
        else:
            out = _more("Details of the last hand's score: each line and its rule", score.to_html(caption=""))
        if reviewing:
            out += "<p class='bl-reviewing' style='font-size:17px;margin:4px 0'><i>Reviewing your cards…</i></p>"
        elif self.review:
            out += _more("<b>Review of your cards</b> (with every card face up: the best card and the points yours lost)",
                         review_table(self.review, caption=""), head_class="bl-review-head")
        return out

    def _sheet_html(self) -> str:
        """The score sheet, once a hand is over (before that it would be a bare header row)."""
        if not self.game.deals:
            return ""
        return _more("Score sheet: every hand so far", score_sheet_table(self.game))


def _more(summary_html: str, body: str, head_class: str = "") -> str:
    """A detail under the table, behind a one-line toggle (closed at first): ``summary_html`` is HTML."""
    cls = f" class='{head_class}'" if head_class else ""
    return ("<details class='bl-more' style='font-size:17px;line-height:1.3;margin:2px 0'>"
            f"<summary{cls} style='cursor:pointer;padding:2px 0'>{summary_html}</summary>{body}</details>")


def _game_name(rules) -> str:
    """The game's name for the header, from the preset's own title (``"French Belote to 501"``), with the
    target when an option changed it (``"French Belote to 501, played to 301"``)."""
    base = PRESETS.get(rules.preset)
    if base is not None and rules.target != base.target:
        return f"{rules.title}, played to {rules.target}"
    return rules.title


def _result_panel(deal) -> dict:
    """The score of a finished hand as the table shows it where South's cards were: the lines and each
    team's points (the rules of each line are in the breakdown under the table), in two small tables, the
    points won and the result, side by side so that the table keeps its height."""
    score = getattr(deal, "score", None) or getattr(deal, "result", None)
    label = "The score of this hand"
    if score is None:
        return {"label": label, "html": f"<div class='blt-result-words'>{esc(_result_words(deal))}</div>"}
    rows = _breakdown_rows(score)
    split = next((i for i, r in enumerate(rows) if str(r[0]).startswith(_TOTAL_ITEMS)), 0)
    parts = [(rows[:split], "Points"), (rows[split:], "Result")] if split > 0 else [(rows, "Score")]
    tables = []
    for part, head in parts:
        strong = [i for i, r in enumerate(part) if str(r[0]).startswith(_TOTAL_ITEMS)]
        tables.append(html_table([head, "N-S", "E-W"], [[item, ns, ew] for item, ns, ew, _ in part], numeric=(1, 2),
                                 css_class="bl-result-table", strong_rows=strong))
    return {"label": label, "html": "".join(tables)}


def _contract_name(contract) -> str:
    """``"♥ hearts"``, ``"no trumps"``, ``"all trumps"``."""
    return f"{contract.trump.symbol} {contract.trump.plural}" if contract.is_suit else contract.words


def _result_words(deal) -> str:
    """The result of a finished hand in one sentence."""
    score = getattr(deal, "score", None)
    if score is not None:
        ns, ew = score.score[Team.NS], score.score[Team.EW]
        takers = getattr(score, "takers", None)
        if takers is None:
            return f"{str(score.result).capitalize()}: N-S {ns}, E-W {ew}."
        said = {
            "made": f"{takers.words} made their contract",
            "capot": f"{takers.words} made their contract with every trick (capot)",
            "dedans": f"{takers.words} failed their contract (dedans)",
            "capot-defenders": f"{takers.words} failed their contract: the defenders took every trick",
            "litige": f"equal totals (litige): {takers.words}' points are held for the winner of the next hand",
        }.get(str(score.result), str(score.result))
        return f"{said[0].upper()}{said[1:]}. This hand: N-S {ns}, E-W {ew}."
    result = getattr(deal, "result", None)
    if result is not None:
        return f"{result.words}"
    return "Everybody passed twice: the cards are thrown in."


_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}  # colours alternate


def _hand_order(family: str, contract):
    """A sort key for a hand: suits with alternating colours, strongest card first (by the
    contract's order once it is known)."""
    if contract is not None:
        strength = ranking(family, contract).strength
        return lambda c: (_SUIT_ORDER[c.suit], -strength[c])
    return lambda c: (_SUIT_ORDER[c.suit], -int(c.rank))


def _name(action) -> str:
    """An action as the player would say it: a card's symbol, a call's name, a mariage claim."""
    if isinstance(action, Card):
        return action.symbol
    if isinstance(action, str):
        key = action.strip()
        low = key.lower()
        try:  # a card as text ("8C", "10h"): its symbol
            return parse_card(key).symbol
        except ValueError:
            pass
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
        if low in ("coinche", "surcoinche"):
            return _CALL_NAMES[low]
        bid = call_label(key)
        if bid.get("group"):  # a bid of points (coinche): "80 ♣", as the bidding box shows it
            return bid["label"]
        try:
            return _CALL_NAMES.get(normalise_call(key), key)
        except ValueError:
            return key
    return str(action)


def _actions_in_this_hand(game) -> int:
    """How many of the game's actions belong to the hand in progress (replayed: a save holds no more)."""
    probe = system_of(game.rules).new_game(game.rules, seed=game.seed, dealer=game.first_dealer)
    since = 0
    for _, action in game.actions:
        finished = len(probe.deals)
        probe.apply(action)
        since = 0 if len(probe.deals) != finished else since + 1
    return since


_NEWS = ("contract", "announce", "declarations", "belote", "rebelote")


def _yours(text: str) -> str:
    """An engine sentence about South said to the learner: "South announces a tierce." becomes "You
    announce a tierce.", "South is the taker: …" "You are the taker: …" (one name for the learner)."""
    return re.sub(r"^South (announces|is)\b", lambda m: "You " + {"announces": "announce", "is": "are"}[m.group(1)], text)


def _news(deal, seen: int, skip=()) -> str:
    """What the table heard with an action, after the action itself: the contract when an auction ends,
    declarations announced in the first trick ("East announces a tierce."), their comparison when the
    second trick starts (who scores them, rules.md "Declarations"), belote and rebelote (except the
    events in ``skip``, said with the card). "" when nothing was said."""
    said = [_yours(e["text"]) for e in deal.events[seen:]
            if e.get("type") in _NEWS and e.get("text") and not any(e is x for x in skip)]
    return "".join(" " + t for t in said)


def _trick_won(deal, tricks_before: int) -> str:
    """Who won the trick an action just finished, in the learner's words: ``" East wins the trick with
    A♣ (21 points)."``, ``" You win the trick with 10♥ (12 points)."``; "" when no trick was finished.
    The points are the trick's card points (the status line's figure; dix de der is added at the hand's
    end, seed 000 "Scoring")."""
    if len(deal.tricks) <= tricks_before:
        return ""
    last = deal.tricks[-1]
    card = next((c for s, c in last.cards if s == last.winner), None)
    with_card = f" with {card.symbol}" if card is not None else ""
    who = "You win" if last.winner == Seat.S else f"{last.winner.word} wins"
    return f" {who} the trick{with_card} ({last.points} points)."


def _took(deal) -> str:
    """The auction's end on the felt: ``"North takes 120 ♠"``, ``"You take ♥ hearts"``."""
    taker = deal.taker
    bid = getattr(deal, "bid", None)  # coinche: the bid as the bidding box showed it
    if bid is not None:
        what = call_label(bid.call)["label"] + {1: "", 2: ", coinched", 4: ", surcoinched"}.get(bid.multiplier, "")
    else:
        what = _contract_name(deal.contract)
    return f"You take {what}" if taker == Seat.S else f"{taker.word} takes {what}"


def _said(who: str, action, deal=None, seen: int = 0, seat=Seat.S) -> str:
    """``"North: Pass."``, ``"East: On est dehors!"`` (no full stop after an exclamation), then what the
    table heard with it (:func:`_news` of ``deal`` since event ``seen``). Belote or rebelote said with
    the card goes with it, in the same name: ``"You: Q♦, rebelote!"``."""
    name = _name(action)
    mine = [e for e in (deal.events[seen:] if deal is not None else [])
            if e.get("type") in ("belote", "rebelote") and e.get("seat") == str(Seat(seat))]
    if mine:
        return f"{who}: {name}, {mine[0]['type']}!" + (_news(deal, seen, mine) if deal is not None else "")
    return f"{who}: {name}" + ("" if name.endswith(("!", ".")) else ".") + (_news(deal, seen) if deal is not None else "")
