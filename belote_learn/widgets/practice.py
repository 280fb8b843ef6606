"""The practice game: the learner plays South with a bot partner against two bots, a whole game to the
target, with hints, explanations of refused cards, a score breakdown and a review after each hand,
take-backs, and saving and resuming."""
from __future__ import annotations

import html
import re
from pathlib import Path

import ipywidgets as W

from belote_learn.core.messages import SEAT_NAMES, SUIT_NAMES, Message, card_symbol, contract_name, render, sentences, text
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
from belote_learn.core.tables import _breakdown_rows, html_table, review_table, score_sheet_table, total_items
from belote_learn.core.messages import in_lang as _in_lang
from belote_learn.widgets.common import BaseWidget, json_path, shows_errors
from belote_learn.widgets.common import projector_controls
from belote_learn.widgets.table import CardHandle, CardTable, call_label, card_entry, esc, seat_label, trick_entries

__all__ = ["PracticeGame"]

LEVELS = BOT_NAMES
_LEVEL_MESSAGES = {"random": Message("practice.level.random"), "rule": Message("practice.level.rule"),
                   "expert": Message("practice.level.expert")}
LEVEL_LABELS = {level: str(label) for level, label in _LEVEL_MESSAGES.items()}
"""What the settings show for each bot level, in English (the values stay the engine's names)."""
PACES = [("Slow", 1.2), ("Normal", 0.6), ("Quick", 0.3), ("Instant", 0.0)]
"""The named bot speeds (read in English, as the ``pace`` argument takes them) and their seconds."""
_PACE_MESSAGES = {"Slow": Message("practice.pace.slow"), "Normal": Message("practice.pace.normal"),
                  "Quick": Message("practice.pace.quick"), "Instant": Message("practice.pace.instant")}
MAX_PACE = 10.0


def _level_label(level: str, lang: str = "en") -> str:
    return _LEVEL_MESSAGES[level].render(lang)


def _level(value, what: str, lang: str = "en") -> str:
    """A bot level by name (``random``, ``rule``, ``expert``, or ``beginner``/``intermediate``)."""
    key = value.strip().lower() if isinstance(value, str) else None
    level = BOT_LEVELS.get(key) or {"club player": "rule", "steady": "rule", "club player (steady)": "rule",
                                     "beginner (plays at random)": "random"}.get(key)
    if level is None:
        raise BeloteError(text("practice.error.level", lang, what=what, value=shown(value)))
    return level


def _seed(value, lang: str = "en") -> int:
    """A game's seed (see :func:`belote_learn.systems.base.game.check_seed`), or None for a random game."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEED:
        raise BeloteError(text("practice.error.seed", lang, value=shown(value)))
    return value


def _pace(value, lang: str = "en") -> float:
    if isinstance(value, str):  # a named speed, as the settings name it: "quick"
        named = {name.lower(): v for name, v in PACES}
        if value.strip().lower() not in named:
            raise BeloteError(text("practice.error.pace_name", lang, names=", ".join(repr(n.lower()) for n, _ in PACES),
                                   value=shown(value)))
        return float(named[value.strip().lower()])
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_PACE:
        raise BeloteError(text("practice.error.pace", lang, max=f"{MAX_PACE:g}", value=shown(value)))
    return float(value)


_CALL_NAMES = {"pass": Message("call.pass"), "take": Message("trainer.name.take"),
               "S": Message("call.suit", symbol="♠", suit=Message("trainer.name.spades")),
               "H": Message("call.suit", symbol="♥", suit=Message("trainer.name.hearts")),
               "D": Message("call.suit", symbol="♦", suit=Message("trainer.name.diamonds")),
               "C": Message("call.suit", symbol="♣", suit=Message("trainer.name.clubs")),
               "NT": Message("call.no_trumps"), "AT": Message("call.all_trumps"), "out": Message("call.out"),
               "cape": Message("call.cape"), "coinche": Message("call.coinche"), "surcoinche": Message("call.surcoinche")}


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
        lang: the language of everything the widget says (the engine's own event sentences, the game's
            result and the bots' review are still English).

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
                 opponents: str = "rule", seed: int | None = None, pace: float | str = 0.6, lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        partner, opponents = _level(partner, "partner", lang), _level(opponents, "opponents", lang)
        if seed is not None:
            seed = _seed(seed, lang)
        self.pace = _pace(pace, lang)
        get_rules(preset, options)  # an unknown preset or option is refused before anything is built
        self.message = ""
        self.last_breakdown = ""
        self.review: list = []
        self.waiting = False
        self.game = None
        self.preset_box = W.Dropdown(options=list(PRESET_NAMES), value=get_rules(preset).preset,
                                     description=text("explorer.control.rules", lang))
        self.target_box = W.BoundedIntText(value=get_rules(preset, options).target, min=1, max=100_000,
                                           description=text("practice.control.target", lang))
        self.partner_box = W.Dropdown(options=[(_level_label(x, lang), x) for x in LEVELS], value=partner,
                                      description=text("practice.control.partner", lang))
        self.opponents_box = W.Dropdown(options=[(_level_label(x, lang), x) for x in LEVELS], value=opponents,
                                        description=text("practice.control.opponents", lang))
        paces = [(_PACE_MESSAGES[name].render(lang), v) for name, v in PACES]
        if not any(v == self.pace for _, v in PACES):
            paces.append((text("practice.pace.seconds", lang, seconds=f"{self.pace:g}"), self.pace))
        self.pace_box = W.Dropdown(options=paces, value=self.pace, description=text("practice.control.pace", lang))
        self.pace_box.observe(lambda ch: setattr(self, "pace", float(ch["new"])), names="value")
        self.level_note = W.HTML("", layout=W.Layout(display="none"))  # shown when a bot level waits for the next hand
        self.level_note.add_class("bl-level-note")
        for box, who in ((self.partner_box, "Partner"), (self.opponents_box, "Opponents")):
            box.observe(self._ui(lambda v, who=who: self._level_changed(who, v)), names="value")
        self.colour_box = W.Checkbox(value=False, description=text("practice.control.four_colour", lang), indent=False)
        self.new_button = W.Button(description=text("practice.button.new_game", lang))
        self.new_button.add_class("bl-new-game")
        self.table = CardTable(lang=self.lang)
        self.table.on("card", lambda m: self.play(m["card"]))
        self.table.on("call", lambda m: self.act(m["id"]))
        self.table.on("button", lambda m: self._button(m["id"]))
        self.colour_box.observe(lambda ch: setattr(self.table, "four_colour", bool(ch["new"])), names="value")
        self.path_box = W.Text(value="practice_game.json", description=text("practice.control.file", lang))
        self.save_button = W.Button(description=text("builder.button.save", lang))
        self.load_button = W.Button(description=text("practice.button.resume", lang))
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
            seed = _seed(seed, self.lang)
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
        self.message = text("practice.new_game", self.lang, seat=SEAT_NAMES[Seat.S])
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
        lang = self.lang
        if self.waiting:
            raise ValueError(text("practice.error.hand_over", lang))
        if g.over:
            raise ValueError(text("practice.error.game_over", lang))
        if g.current_player() != Seat.S:
            raise ValueError(text("practice.error.not_your_turn", lang, seat=SEAT_NAMES[g.current_player()]))
        deal, tricks_before, seen = g.deal, len(g.deal.tricks), len(g.deal.events)
        was_bidding = deal.phase == "bidding"
        try:
            self._apply(action)
        except IllegalAction as exc:
            # a refusal: the reason is the lesson (shown as the explanation) and also in .error
            self.message = exc.render(lang)
            self._render()
            self.error = self.message  # the explanation on the table says it all: no second line under it
            return False
        # as the game recorded it: "90h" is said "90 ♥", a card by its symbol
        self.message = (_said(text("practice.you", lang), g.actions[-1][1], deal, seen, lang=lang)
                        + _trick_won(deal, tricks_before, lang))
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
        lang = self.lang
        if g.over or g.current_player() != Seat.S or self.waiting:
            raise ValueError(text("practice.error.hint_turn", lang))
        view = g.view(Seat.S)
        self.table.busy = text("practice.thinking", lang)
        self.helper.reseed(decision_seed(g.seed, Seat.S, len(g.actions), "hint"))  # the same hint every time
        try:
            figures = ""
            if g.phase == "play" and len([a for a in view.legal if not isinstance(a, str)]) > 1:
                from belote_learn.bots.dd import dd_outcomes

                vals = dd_outcomes(g.deal, Team.NS)  # card points, and the deal's score by its own scoring
                scored = getattr(g.deal, "taker", None) is not None
                parts = ", ".join(f"{card_symbol(c).render(lang)} {v}" + (f" ({s:+d})" if scored else "")
                                  for c, (v, s) in sorted(vals.items(), key=lambda kv: (-kv[1][1], -kv[1][0])))
                figures = (text("practice.hint.figures_scored", lang, values=parts) if scored
                           else text("practice.hint.figures", lang, values=parts))
            h = plain_hint(view, self.helper, figures, lang)  # the choice in plain words; the figures for the details
        except BaseException:
            self.table.busy = ""
            raise
        said = text("practice.hint", lang, hint=h.text)
        self._hint_card = h.action
        self._hint_details = h.details
        self._hint_said = said
        self.message = said
        self._render()
        return said + (" " + h.details if h.details else "")

    def review_text(self) -> str:
        """The review of South's cards in the last finished hand, a line a card (empty before any)."""
        if not self.review:
            last = self.game.deals[-1] if self.game.deals else None
            if self.last_breakdown and last is not None and last.phase == "done" and len(last.tricks) < 8:
                return text("practice.review.none", self.lang)
            return ""
        lost = sum(r.lost for r in self.review)
        head = text("practice.review.head", self.lang, lost=lost)
        return "\n".join([head] + [r.text for r in self.review])

    @shows_errors(refused=False)
    def take_back(self) -> bool:
        """Undo South's last call or card (and the bots' actions after it). Returns True when done,
        False (the reason in :attr:`error`) when there is nothing to take back."""
        g = self.game
        idx = [i for i, (s, _) in enumerate(g.actions) if s == Seat.S]
        if not idx:
            raise ValueError(text("practice.error.nothing_to_take_back", self.lang))
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
        self.message = _said(text("practice.taken_back", self.lang), g.actions[idx[-1]][1], lang=self.lang) + (
            " " + text("practice.game_goes_on", self.lang) if was_over else "")
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
            raise ValueError(text("practice.error.game_over", self.lang))
        if not self.waiting:
            raise ValueError(text("practice.error.hand_under_way", self.lang))
        self.waiting = False
        self._bots()  # bot levels changed in the settings play from this hand on
        self._note_level("")
        self.message = text("practice.new_hand", self.lang, seat=SEAT_NAMES[self.game.deal.dealer])
        self._advance()
        return True

    @shows_errors
    def save(self, path: str) -> str:
        """Save the game (rules, seed, actions) to a JSON file."""
        path = json_path(path, lang=self.lang)
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
        self.message = text("practice.saved", self.lang, path=path)
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
        lang = self.lang
        extra = data.get("practice", {})
        if not isinstance(extra, dict):
            raise PositionError("practice", text("practice.error.save_levels", lang, value=shown(extra)))
        levels = {k: _level(extra[k], f"practice.{k}", lang) for k in ("partner", "opponents") if k in extra}
        later = extra.get("next", {})
        if not isinstance(later, dict):
            raise PositionError("practice.next", text("practice.error.save_next_levels", lang, value=shown(later)))
        later = {k: _level(later[k], f"practice.next.{k}", lang) for k in ("partner", "opponents") if k in later}
        waiting = extra.get("waiting", False)
        if not isinstance(waiting, bool):
            raise PositionError("practice.waiting", text("practice.error.save_waiting", lang, value=shown(waiting)))
        if waiting and game.deals and not game.over and _actions_in_this_hand(game):
            raise PositionError("practice.waiting", text("practice.error.save_under_way", lang,
                                                         n=_actions_in_this_hand(game)))
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
        self.message = text("practice.resumed", lang, path=path)
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
        lang = self.lang
        waiting = [f"<b>{esc(name)}: {esc(_level_label(box.value, lang))}</b>"
                   for name, box, key in ((text("practice.control.partner", lang), self.partner_box, "partner"),
                                          (text("practice.control.opponents", lang), self.opponents_box, "opponents"))
                   if box.value != self._in_play[key]]
        if not waiting:
            self._note_level("")
            return
        levels = waiting[0] if len(waiting) == 1 else Message("word.list.and", first=waiting[0], last=waiting[1])
        if self.waiting or self.game.over:
            self._note_level(text("practice.level.next_hand", lang, levels=levels))
        else:
            self._note_level(text("practice.level.next_hand_kept", lang, levels=levels))

    def _note_level(self, note: str) -> None:
        self.level_note.value = note
        self.level_note.layout.display = "block" if note else "none"

    def _top_buttons(self) -> list:
        lang = self.lang
        shown_now = self.settings.layout.display != "none"
        return [{"id": "new-game", "label": text("practice.button.new_game", lang), "enabled": True, "always": True,
                 "title": text("practice.button.new_game_title", lang)},
                {"id": "settings", "label": text("practice.button.settings", lang),
                 "label_on": text("practice.button.hide_settings", lang), "enabled": True, "always": True,
                 "pressed": shown_now, "title": text("practice.button.settings_title", lang)}]

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
            self.message = (self.message + " " if self.message else "") + _said(SEAT_NAMES[seat].render(self.lang), action,
                                                                                 deal, seen, seat, self.lang)
            self.message += _trick_won(deal, tricks_before, self.lang)
            done = len(deal.tricks) > tricks_before
            more = not g.over and not self.waiting and g.current_player() != Seat.S
            # a frame per action while the bots go on; the last one is the table itself, unless it
            # finished a trick that you should see before you lead
            if self.pace and (more or ((done or closed) and not self.waiting and not g.over)):
                frames.append(self._frame(deal, completed=done, closed=closed,
                                          hold=self.pace * (2 if done or closed else 1), acting=seat))
        end = self._end_words()
        if end and end not in self.message:
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
            self.last_breakdown = _in_lang(deal.score.text, lang=self.lang)
            self._review_due = deal
        elif getattr(deal, "result", None) is not None:  # mariage
            self.last_breakdown = _in_lang(deal.result.text, lang=self.lang)
            plays = [c for t in deal.tricks for _, c in t.cards]
            if len(plays) == 32:
                self._review_due = deal
        else:
            self.last_breakdown = text("practice.thrown_in", self.lang)

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
        lang = self.lang
        info = [{"label": "", "value": text("practice.info.game", lang, game=_game_name(g.rules, lang),
                                            n=getattr(deal, 'number', len(g.deals) + 1)),
                 "key": "rules"}]
        contract = getattr(deal, "contract", None)
        taker = getattr(deal, "taker", None)
        if getattr(deal, "trump_card", None) is not None and hasattr(g, "coches"):  # mariage: no bidding
            info.append({"label": text("explorer.control.trumps", lang),
                         "value": text("call.suit", lang, symbol=deal.trump.symbol, suit=SUIT_NAMES[deal.trump]),
                         "more": text("practice.info.dealers_card", lang, card=card_symbol(deal.trump_card)),
                         "key": "contract", "place": "left"})
            manche = getattr(g, "manche", None)
            info.append({"label": text("practice.info.coches", lang),
                         "value": text("practice.info.points", lang, ns=g.coches[Team.NS], ew=g.coches[Team.EW]),
                         "more": text("practice.info.manche", lang, ns=manche[Team.NS], ew=manche[Team.EW]) if manche else "",
                         "key": "score", "place": "right"})
        else:
            bid = getattr(deal, "bid", None)  # an auction of points (coinche)
            turn_up = getattr(deal, "turn_up", None)
            if contract is not None and taker is not None:
                more = (bid.message.render(lang) if bid is not None
                        else text("practice.info.taken_by", lang, seat=SEAT_NAMES[taker]))
                info.append({"label": text("explorer.info.contract", lang), "value": _contract_name(contract, lang),
                             "more": more, "key": "contract", "place": "left"})
            else:
                more = ((bid.message.render(lang) if bid is not None else text("practice.info.no_bid", lang)) if turn_up is None
                        else text("practice.info.turn_up", lang, card=card_symbol(turn_up)))
                info.append({"label": text("explorer.info.contract", lang), "value": text("practice.info.bidding", lang),
                             "more": more, "key": "contract", "place": "left"})
            info.append({"label": text("practice.info.score", lang),
                         "value": text("practice.info.points", lang, ns=g.totals[Team.NS], ew=g.totals[Team.EW]),
                         "more": text("practice.info.target", lang, target=g.rules.target), "key": "score",
                         "place": "right"})
        return info

    def _frame(self, deal=None, *, completed: bool = False, closed: bool = False, hold: float = 0.0, acting=None,
               final: bool = False) -> dict:
        """The table as it stands after the last action (``completed``: that action finished a trick,
        which stays on the table in this frame; ``closed``: it ended the bidding, whose calls stay)."""
        g = self.game
        lang = self.lang
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
                calls_by_seat[seat] = call_label(c, getattr(deal, "turn_up", None), lang)["label"]
        taker = getattr(deal, "taker", None)
        seats = {}
        for seat in Seat:
            tags = []
            if seat == deal.dealer:
                tags.append(text("lesson.show_table.dealer", lang))
            if taker is not None and seat == taker:
                tags.append(text("lesson.table.tag.taker", lang))
            seats[seat.name] = {"name": seat_label(seat, lang=lang), "tags": tags, "backs": len(deal.hand(seat)),
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
            "hand": {"label": text("practice.hand", lang, seat=SEAT_NAMES[Seat.S]), "active": in_play, "cards": cards,
                     "empty_text": text("practice.hand.empty", lang) if finished else ""},
            "hold": hold,
        }
        if (bidding or closed) and getattr(deal, "turn_up", None) is not None:
            frame["turn_up"] = str(deal.turn_up)
            frame["turn_up_label"] = text("trainer.turn_up", lang)
        if finished and final:
            frame["result"] = _result_panel(deal, lang)
        if taker is not None and (closed or (final and deal.phase == "play" and not deal.tricks and not finished)):
            frame["centre_note"] = _took(deal, lang)  # the auction's end, said on the felt until the first trick is won
            # said on the felt, the contract needs no bubble at your seat too: South's row keeps its name and
            # tags; the other seats' last calls stay that moment
            seats["S"]["call"] = None
        last = deal.tricks[-1] if deal.tricks else None
        if last is not None:
            frame["last_trick"] = {"cards": trick_entries(last.cards), "winner": last.winner.name,
                                   "label": text("practice.last_trick", lang, seat=SEAT_NAMES[last.winner],
                                                 points=last.points)}
        frame["status"], frame["status_kind"] = self._status(deal, to_play, my_turn, acting, final)
        words = [a for a in legal if isinstance(a, str)]
        if my_turn and words:
            frame["calls"] = [dict(call_label(a, getattr(deal, "turn_up", None), lang),
                                   hint=(a == hint)) for a in words]
            frame["calls_key"] = f"{self._game_no}:{len(g.actions)}"  # a new auction: the value menu starts again
        has_mine = any(s == Seat.S for s, _ in g.actions)
        frame["buttons"] = [
            {"id": "hint", "label": text("practice.button.hint", lang), "enabled": my_turn,
             "thinking": text("practice.thinking", lang), "title": text("practice.button.hint_title", lang)},
            {"id": "back", "label": text("practice.button.take_back", lang), "enabled": has_mine, "always": True,
             "title": text("practice.button.take_back_title", lang)},
            {"id": "last", "label": text("practice.button.last_trick", lang),
             "label_on": text("practice.button.hide_last_trick", lang), "enabled": last is not None,
             "always": True, "title": text("practice.button.last_trick_title", lang)},
        ]
        frame["top_buttons"] = self._top_buttons()
        if g.over:
            frame["buttons"].append({"id": "new", "label": text("practice.button.new_game", lang), "enabled": True,
                                     "primary": True})
        else:
            frame["buttons"].append({"id": "next", "label": text("practice.button.next_hand", lang),
                                     "enabled": self.waiting and final, "primary": self.waiting and final,
                                     "title": text("practice.button.next_hand_title", lang)})
        if final:
            frame["message"] = self._message_html()
            frame["error"] = ""
        return frame

    def _status(self, deal, to_play, my_turn: bool, acting, final: bool) -> tuple[str, str]:
        g = self.game
        lang = self.lang
        if g.over:
            return text("practice.status.game_over", lang, result=_in_lang(g.result_text, lang=lang)), "over"
        if deal.is_over:
            return text("practice.status.hand_over", lang, result=_result_words(deal, lang)), "over"
        if my_turn:
            if deal.phase == "bidding":
                labels = [call_label(a, getattr(deal, "turn_up", None), lang)["label"] for a in g.view(Seat.S).legal
                          if isinstance(a, str)]
                if len(labels) > 5:
                    return text("practice.status.bid_value", lang), "turn"
                choice = (Message("word.list.or", first=", ".join(labels[:-1]), last=labels[-1]) if len(labels) > 1
                          else "".join(labels))
                return text("practice.status.bid", lang, choice=choice), "turn"
            if deal.trick:
                return text("practice.status.play", lang, seat=SEAT_NAMES[deal.trick[0][0]],
                            card=card_symbol(deal.trick[0][1])), "turn"
            return text("practice.status.lead", lang), "turn"
        won = ""
        if not deal.trick and deal.tricks and deal.phase == "play":
            last = deal.tricks[-1]
            won = Message("practice.status.trick_won", seat=SEAT_NAMES[last.winner], points=last.points)
        if to_play == Seat.S:  # a passing frame: the trick just won, your turn next
            return render(sentences(won, Message("practice.status.you_next")), lang), "wait"
        who = SEAT_NAMES[to_play] if to_play is not None else ""
        waiting = (Message("practice.status.waiting_bid", seat=who) if deal.phase == "bidding"
                   else Message("practice.status.waiting_play", seat=who))
        return render(sentences(won, waiting), lang), "wait"

    def _end_words(self) -> str:
        """How the hand (or the game) ended, in the status line's words; "" while a hand is played."""
        g = self.game
        if not ((self.waiting or g.over) and g.deals):
            return ""
        if g.over:
            return text("practice.end.game", self.lang, result=_in_lang(g.result_text, lang=self.lang))
        return text("practice.end.hand", self.lang, result=_result_words(g.deals[-1], self.lang))

    def _message_html(self) -> str:
        # the table's status line already says how the hand ended: the message drawn under it does not
        # repeat it (``message`` itself keeps it, for those who read only the message)
        end = self._end_words()
        shown = self.message
        if end and shown.endswith(end):
            shown = shown[: -len(end)].rstrip()
        text = esc(shown)
        # the auction's end stands out in the message ("West is the taker: spades trumps."), in any language:
        # the sentence of the shown deal's contract event, as the message says it
        deal = self._shown_deal()
        for e in getattr(deal, "events", ()):
            if e.get("type") == "contract" and e.get("text"):
                said = esc(_event_said(e, self.lang))
                text = text.replace(said, f"<b>{said}</b>", 1)
        if self._hint_details and self.message == getattr(self, "_hint_said", None):
            text += (f"<details><summary>{esc(Message('practice.details').render(self.lang))}</summary>"
                     f"{esc(self._hint_details)}</details>")
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
        lang = self.lang
        score = getattr(self, "_last_score", None)
        if score is None:
            out = (f"<p style='font-size:17px;margin:4px 0'><b>{html.escape(text('practice.last_hand', lang))}</b> "
                   f"{html.escape(self.last_breakdown)}</p>")
        else:
            # the score on the table is the breakdown's region (data-region="breakdown"): these details are not
            out = _more(html.escape(text("practice.more.score", lang), quote=False),
                        _in_lang(score.to_html, caption="", region="", lang=lang))
        if reviewing:
            out += (f"<p class='bl-reviewing' style='font-size:17px;margin:4px 0'>"
                    f"<i>{html.escape(text('practice.reviewing', lang))}</i></p>")
        elif self.review:
            out += _more(f"<b>{html.escape(text('practice.more.review', lang))}</b> "
                         f"{html.escape(text('practice.more.review_note', lang))}",
                         review_table(self.review, caption="", lang=lang), head_class="bl-review-head")
        return out

    def _sheet_html(self) -> str:
        """The score sheet, once a hand is over (before that it would be a bare header row)."""
        if not self.game.deals:
            return ""
        return _more(html.escape(text("practice.more.sheet", self.lang)), score_sheet_table(self.game, lang=self.lang))


def _more(summary_html: str, body: str, head_class: str = "") -> str:
    """A detail under the table, behind a one-line toggle (closed at first): ``summary_html`` is HTML."""
    cls = f" class='{head_class}'" if head_class else ""
    return ("<details class='bl-more' style='font-size:17px;line-height:1.3;margin:2px 0'>"
            f"<summary{cls} style='cursor:pointer;padding:2px 0'>{summary_html}</summary>{body}</details>")


def _game_name(rules, lang: str = "en") -> str:
    """The game's name for the header, from the preset's own title (``"French Belote to 501"``), with the
    target when an option changed it (``"French Belote to 501, played to 301"``)."""
    base = PRESETS.get(rules.preset)
    title = rules.title_message.render(lang)  # the preset's name in the game's language
    if base is not None and rules.target != base.target:
        return text("practice.game_played_to", lang, title=title, target=rules.target)
    return title


_TEAM_SHORT = (Message("word.team.short.north_south"), Message("word.team.short.east_west"))  # "N-S", "E-W" ("E-O")


def _result_panel(deal, lang: str = "en") -> dict:
    """The score of a finished hand as the table shows it where South's cards were: the lines and each
    team's points (the rules of each line are in the breakdown under the table), in two small tables, the
    points won and the result, side by side so that the table keeps its height."""
    score = getattr(deal, "score", None) or getattr(deal, "result", None)
    label = text("practice.result.label", lang)
    if score is None:
        return {"label": label, "html": f"<div class='blt-result-words'>{esc(_result_words(deal, lang))}</div>"}
    rows = _breakdown_rows(score, lang)
    totals = total_items(lang)
    split = next((i for i, r in enumerate(rows) if str(r[0]).startswith(totals)), 0)
    parts = ([(rows[:split], Message("practice.result.points")), (rows[split:], Message("practice.result.result"))]
             if split > 0 else [(rows, Message("practice.info.score"))])
    tables = []
    for part, head in parts:
        strong = [i for i, r in enumerate(part) if str(r[0]).startswith(totals)]
        tables.append(html_table([head, _TEAM_SHORT[0], _TEAM_SHORT[1]], [[item, ns, ew] for item, ns, ew, _ in part],
                                 numeric=(1, 2), css_class="bl-result-table", strong_rows=strong, lang=lang))
    return {"label": label, "html": "".join(tables)}


def _contract_name(contract, lang: str = "en") -> str:
    """``"♥ hearts"``, ``"no trumps"``, ``"all trumps"``."""
    if contract.is_suit:
        return text("call.suit", lang, symbol=contract.trump.symbol, suit=SUIT_NAMES[contract.trump])
    return contract_name(contract).render(lang)


def _result_words(deal, lang: str = "en") -> str:
    """The result of a finished hand in one sentence."""
    from belote_learn.core.messages import team_name

    score = getattr(deal, "score", None)
    if score is not None:
        ns, ew = score.score[Team.NS], score.score[Team.EW]
        takers = getattr(score, "takers", None)
        if takers is None:
            return text("practice.result.plain", lang, result=str(score.result).capitalize(), ns=ns, ew=ew)
        team = team_name(takers)
        result = str(score.result)
        if result == "made":
            return text("practice.result.made", lang, team=team, ns=ns, ew=ew)
        if result == "capot":
            return text("practice.result.capot", lang, team=team, ns=ns, ew=ew)
        if result == "dedans":
            return text("practice.result.dedans", lang, team=team, ns=ns, ew=ew)
        if result == "capot-defenders":
            return text("practice.result.capot_defenders", lang, team=team, ns=ns, ew=ew)
        if result == "litige":
            return text("practice.result.litige", lang, team=team, ns=ns, ew=ew)
        return text("practice.result.other", lang, result=result[:1].upper() + result[1:], ns=ns, ew=ew)
    result = getattr(deal, "result", None)
    if result is not None:
        return result.words_text(lang)
    return text("practice.thrown_in", lang)


_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}  # colours alternate


def _hand_order(family: str, contract):
    """A sort key for a hand: suits with alternating colours, strongest card first (by the
    contract's order once it is known)."""
    if contract is not None:
        strength = ranking(family, contract).strength
        return lambda c: (_SUIT_ORDER[c.suit], -strength[c])
    return lambda c: (_SUIT_ORDER[c.suit], -int(c.rank))


def _name(action, lang: str = "en") -> str:
    """An action as the player would say it: a card's symbol, a call's name, a mariage claim (in ``lang``)."""
    if isinstance(action, Card):
        return card_symbol(action).render(lang)
    if isinstance(action, str):
        key = action.strip()
        low = key.lower()
        try:  # a card as text ("8C", "10h"): its symbol
            return card_symbol(parse_card(key)).render(lang)
        except ValueError:
            pass
        if low.startswith(("marriage", "mariage")):
            rest = key[len("marriage") if low.startswith("marriage") else len("mariage"):].strip()
            try:
                return text("call.marriage_in", lang, suit=SUIT_NAMES[Suit.parse(rest)])
            except ValueError:
                return key
        if low in ("out", "on est dehors", "dehors"):
            return _CALL_NAMES["out"].render(lang)
        if low in ("cape", "cape dehors"):
            return _CALL_NAMES["cape"].render(lang)
        if low in ("coinche", "surcoinche"):
            return _CALL_NAMES[low].render(lang)
        bid = call_label(key, lang=lang)
        if bid.get("group"):  # a bid of points (coinche): "80 ♣", as the bidding box shows it
            return bid["label"]
        try:
            name = _CALL_NAMES.get(normalise_call(key))
        except ValueError:
            return key
        return name.render(lang) if name is not None else key
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


def _event_said(e, lang: str = "en") -> str:
    """A deal's event in the learner's words, in ``lang`` (its message rendered; an event given as text only
    is said as it is); in English South is "You" (:func:`_yours`), other languages name the seat."""
    said = render(e["message"], lang) if "message" in e else e["text"]
    return _yours(said) if lang == "en" else said


def _yours(text: str) -> str:
    """An engine sentence about South said to the learner: "South announces a tierce." becomes "You
    announce a tierce.", "South is the taker: …" "You are the taker: …" (one name for the learner)."""
    return re.sub(r"^South (announces|is)\b", lambda m: "You " + {"announces": "announce", "is": "are"}[m.group(1)], text)


def _news(deal, seen: int, skip=(), lang: str = "en") -> str:
    """What the table heard with an action, after the action itself: the contract when an auction ends,
    declarations announced in the first trick ("East announces a tierce."), their comparison when the
    second trick starts (who scores them, rules.md "Declarations"), belote and rebelote (except the
    events in ``skip``, said with the card). "" when nothing was said."""
    said = [_event_said(e, lang) for e in deal.events[seen:]
            if e.get("type") in _NEWS and e.get("text") and not any(e is x for x in skip)]
    return "".join(" " + t for t in said)


def _trick_won(deal, tricks_before: int, lang: str = "en") -> str:
    """Who won the trick an action just finished, in the learner's words: ``" East wins the trick with
    A♣ (21 points)."``, ``" You win the trick with 10♥ (12 points)."``; "" when no trick was finished.
    The points are the trick's card points (the status line's figure; dix de der is added at the hand's
    end, seed 000 "Scoring")."""
    if len(deal.tricks) <= tricks_before:
        return ""
    last = deal.tricks[-1]
    card = next((c for s, c in last.cards if s == last.winner), None)
    if last.winner == Seat.S:
        said = (text("practice.trick_won.you_with", lang, card=card_symbol(card), points=last.points) if card is not None
                else text("practice.trick_won.you", lang, points=last.points))
    else:
        seat = SEAT_NAMES[last.winner]
        said = (text("practice.trick_won.seat_with", lang, seat=seat, card=card_symbol(card), points=last.points)
                if card is not None else text("practice.trick_won.seat", lang, seat=seat, points=last.points))
    return " " + said


def _took(deal, lang: str = "en") -> str:
    """The auction's end on the felt: ``"North takes 120 ♠"``, ``"You take ♥ hearts"``."""
    taker = deal.taker
    bid = getattr(deal, "bid", None)  # coinche: the bid as the bidding box showed it
    if bid is not None:
        what = call_label(bid.call, lang=lang)["label"]
        if bid.multiplier == 2:
            what = text("practice.took.coinched", lang, bid=what)
        elif bid.multiplier == 4:
            what = text("practice.took.surcoinched", lang, bid=what)
    else:
        what = _contract_name(deal.contract, lang)
    if taker == Seat.S:
        return text("practice.took.you", lang, what=what)
    return text("practice.took.seat", lang, seat=SEAT_NAMES[taker], what=what)


_ANNOUNCED = {"belote": Message("practice.belote"), "rebelote": Message("practice.rebelote")}


def _said(who: str, action, deal=None, seen: int = 0, seat=Seat.S, lang: str = "en") -> str:
    """``"North: Pass."``, ``"East: On est dehors!"`` (no full stop after an exclamation), then what the
    table heard with it (:func:`_news` of ``deal`` since event ``seen``). Belote or rebelote said with
    the card goes with it, in the same name: ``"You: Q♦, rebelote!"``."""
    name = _name(action, lang)
    mine = [e for e in (deal.events[seen:] if deal is not None else [])
            if e.get("type") in ("belote", "rebelote") and e.get("seat") == str(Seat(seat))]
    if mine:
        return (text("practice.said.announced", lang, who=who, action=name, said=_ANNOUNCED[mine[0]["type"]])
                + (_news(deal, seen, mine, lang) if deal is not None else ""))
    if name.endswith(("!", ".")):
        said = text("practice.said.exclaimed", lang, who=who, action=name)
    else:
        said = text("practice.said", lang, who=who, action=name)
    return said + (_news(deal, seen, lang=lang) if deal is not None else "")
