"""The bidding trainer: a five-card hand with a turn-up (or, in coinche, the eight cards and the
auction so far); the learner decides; the trainer then plays out a few hundred completions of the deal
with the rule-based bots, shows the chance of making the contract and the expected score of each
option with error bars, and grades the decision.

Each rule system brings its own problems (the registry's
:attr:`~belote_learn.systems.registry.RuleSystem.bidding_problem_class`): :class:`BiddingProblem` for the
turn-up systems, :class:`~belote_learn.widgets.coinche_problems.CoincheProblem` for coinche."""
from __future__ import annotations

import html
import random
import sys
import time

import ipywidgets as W

from belote_learn.core.messages import SEAT_NAMES, SUIT_NAMES, Join, Message, render, text
from belote_learn.systems.classic.auction import Auction, normalise_call
from belote_learn.bots.bidsim import evaluate_calls as _evaluate
from belote_learn.bots.bidsim import paired_gap
from belote_learn.core.cards import ALL_CARDS, Card, Seat, Suit, parse_card, parse_seat  # noqa: F401
from belote_learn.rules.datafiles import data_path
from belote_learn.core.errors import BeloteError, PositionError, RulesError, quoted, refuse_unknown_fields, shown, unknown_name
from belote_learn.rules.presets import get_rules
from belote_learn.systems import presets_where, system_of
from belote_learn.core.render import card_svg
from belote_learn.core.tables import history_table, trainer_results_table
from belote_learn.widgets.coinche_problems import CoincheProblem
from belote_learn.core.messages import in_lang as _in_lang
from belote_learn.bots.problem_texts import problem_texts
from belote_learn.widgets.common import (BaseWidget, RegionMarks, card_fan_html, projector_controls,
                                         shows_errors, style_sheet, whole_number)
from belote_learn.widgets.table import call_label
from belote_learn.core import extras

__all__ = ["BiddingTrainer", "BiddingProblem", "evaluate_calls", "load_problems"]

_NAME_MESSAGES = {"pass": Message("call.pass"), "take": Message("trainer.name.take"), "S": Message("trainer.name.spades"),
                  "H": Message("trainer.name.hearts"), "D": Message("trainer.name.diamonds"),
                  "C": Message("trainer.name.clubs"), "NT": Message("call.no_trumps"), "AT": Message("call.all_trumps")}
_NAMES = {call: str(name) for call, name in _NAME_MESSAGES.items()}
"""The turn-up systems' calls by name, in English (:data:`_NAME_MESSAGES`: as messages)."""


def _name(call: str, lang: str = "en") -> str:
    name = _NAME_MESSAGES.get(call)
    return name.render(lang) if name is not None else call


PROBLEM_FIELDS = ("rules", "options", "dealer", "seat", "hand", "turn_up", "calls_before", "answer")
PROBLEM_NOTES = ("title", "teaches")
"""The fields of a turn-up bidding problem file (data/bidding); any other is refused, naming the closest."""


class BiddingProblem:
    """One bidding decision: rules, dealer, the learner's seat and five cards, the turn-up, and the calls
    made before the learner speaks. Built with :meth:`from_dict` (checked).

    ``answer`` is the call the problem teaches (checked against the simulation by
    tools/check_bidding_problems.py); ``seed`` fixes the completions the trainer plays out, so that the
    same problem always shows the same figures.
    """

    def __init__(self, rules, dealer: Seat, seat: Seat, hand: list, turn_up: Card, calls_before: list,
                 title="", teaches: str = "", name: str = "", answer: str = "", seed: int = 0, lang: str = "en"):
        self.rules, self.dealer, self.seat = rules, dealer, seat
        self.hand, self.turn_up, self.calls_before = hand, turn_up, calls_before
        self.title, self.teaches, self.name = title, teaches, name
        self.seed = seed
        self.auction = Auction(rules, dealer, turn_up)
        for i, call in enumerate(calls_before):
            try:
                self.auction.apply(call)
            except (ValueError, PositionError) as exc:
                raise PositionError(f"calls_before[{i}]", str(exc)) from None
        if self.auction.to_speak != seat:
            speaker = self.auction.to_speak
            if speaker is None:
                raise PositionError("seat", text("trainer.error.nobody_to_speak", lang, seat=SEAT_NAMES[seat]))
            raise PositionError("seat", text("trainer.error.not_to_speak", lang, speaker=SEAT_NAMES[speaker],
                                             seat=SEAT_NAMES[seat]))
        if answer:
            answer = normalise_call(answer)
            if answer not in self.options():
                raise PositionError("answer", text("trainer.error.answer", lang, answer=quoted(answer),
                                                   seat=SEAT_NAMES[seat], calls=", ".join(self.options())))
        self.answer = answer

    @classmethod
    def from_dict(cls, data: dict, name: str = "", lang: str = "en") -> "BiddingProblem":
        """Read a problem: ``rules``, ``options``, ``dealer``, ``seat``, ``hand`` (5 cards), ``turn_up``,
        ``calls_before`` (list of calls), optional ``title``, ``teaches`` and ``answer`` (the call the
        problem teaches). Raises PositionError naming the field (in ``lang``)."""
        if not isinstance(data, dict):
            raise PositionError("", text("trainer.error.not_an_object", lang))
        refuse_unknown_fields(data, PROBLEM_FIELDS, PROBLEM_NOTES, text("trainer.a_bidding_problem", lang))
        for key in ("dealer", "hand", "turn_up"):
            if data.get(key) is None:
                raise PositionError(key, text("trainer.error.missing", lang))
        options = data.get("options")
        if options is not None and not isinstance(options, dict):
            raise PositionError("options", text("trainer.error.options", lang, value=shown(options)))
        try:
            get_rules(data.get("rules", "classic-501"))
        except ValueError as exc:
            raise PositionError("rules", str(exc)) from None
        try:  # the preset is good: a fault now is in the options (named as such)
            rules = get_rules(data.get("rules", "classic-501"), options or {})
        except ValueError as exc:
            raise PositionError("options", str(exc)) from None
        if problem_class(rules) is None:
            raise PositionError("rules", text("trainer.error.rules", lang, presets=_trainer_presets()))
        if problem_class(rules) is not cls:
            pc = problem_class(rules)
            raise PositionError("rules", text("trainer.error.read_by", lang, preset=rules.preset,
                                              reader=f"{pc.__module__}.{pc.__qualname__}"))
        try:
            dealer = parse_seat(data.get("dealer"))
        except ValueError as exc:
            raise PositionError("dealer", str(exc)) from None
        try:
            seat = parse_seat(data.get("seat", "S"))
        except ValueError as exc:
            raise PositionError("seat", str(exc)) from None
        hand = data.get("hand")
        if not isinstance(hand, list) or len(hand) != 5:
            raise PositionError("hand", text("trainer.error.hand", lang))
        cards = []
        for i, c in enumerate(hand):
            try:
                cards.append(parse_card(c))
            except ValueError as exc:
                raise PositionError(f"hand[{i}]", str(exc)) from None
        try:
            turn_up = parse_card(data.get("turn_up"))
        except ValueError as exc:
            raise PositionError("turn_up", str(exc)) from None
        if len(set(cards + [turn_up])) != 6:
            raise PositionError("hand", text("trainer.error.card_twice", lang))
        calls = data.get("calls_before", [])
        if isinstance(calls, list):
            calls = list(calls)
        else:
            raise PositionError("calls_before", text("trainer.error.calls_before", lang))
        for i, c in enumerate(calls):
            try:
                calls[i] = normalise_call(c)
            except ValueError as exc:
                raise PositionError(f"calls_before[{i}]", str(exc)) from None
        answer = data.get("answer")
        answer = "" if answer is None else answer
        if not isinstance(answer, str):
            raise PositionError("answer", text("trainer.error.answer_type", lang, value=shown(answer)))
        try:
            answer = normalise_call(answer) if answer else ""
        except ValueError as exc:
            raise PositionError("answer", str(exc)) from None
        for key in PROBLEM_NOTES:  # notes are text, as in a coinche problem (a number or list is a slip)
            if data.get(key) is not None and not isinstance(data[key], str):
                raise PositionError(key, text("trainer.error.note_type", lang, value=shown(data[key])))
        title, teaches = problem_texts(name, _text(data.get("title")), _text(data.get("teaches")))
        return cls(rules, dealer, seat, cards, turn_up, calls, title, teaches, name, answer, lang=lang)

    def options(self) -> list[str]:
        return self.auction.legal_calls()

    @classmethod
    def random(cls, rules, seed: int, seat: Seat = Seat.S) -> "BiddingProblem":
        """A random problem: the learner (South) speaks first or after some passes."""
        rng = random.Random(seed)
        pack = list(ALL_CARDS)
        rng.shuffle(pack)
        dealer = Seat(rng.randrange(4))
        auction = Auction(rules, dealer, pack[20])
        passes = []
        while auction.to_speak != seat:
            auction.apply("pass")
            passes.append("pass")
        return cls(rules, dealer, seat, pack[:5], pack[20], passes, title=Message("trainer.random_title", seed=seed),
                   seed=seed)

    def evaluate(self, simulations: int = 200, seed: int | None = None, also=(), playouts="trainer") -> dict:
        """Expected score of every legal call (see :func:`evaluate_calls`; ``playouts`` defaults to the
        trainer's :data:`PLAYOUTS`, None for no cap); ``also`` is accepted for the trainer's sake (every
        call is weighed here already)."""
        return evaluate_calls(self, simulations, seed=self.seed if seed is None else seed,
                              playouts=PLAYOUTS if playouts == "trainer" else playouts)

    def call_said(self, call: str, lang: str = "en") -> str:
        """A call as a player says it at the table (the card table's words): ``"Take ♥"`` (the turn-up's
        suit), ``"♠"`` (a suit named in the second round), ``"No trumps"``, ``"All trumps"``, ``"Pass"``."""
        return call_label(call, self.turn_up, lang)["label"]

    def call_words(self, call: str, lang: str = "en") -> str:
        """The same in words, for a tooltip or a screen reader: ``"Take hearts"``, ``"♠ spades"``."""
        return call_label(call, self.turn_up, lang)["aria"]

    PASS_NOTE = Message("trainer.pass_note")

    def situation(self, lang: str = "en") -> str:
        """The turn-up and the calls so far, in words (in ``lang``)."""
        before = (Join(", ", [Message("trainer.call_by", seat=SEAT_NAMES[s], call=self.call_said(c, lang))
                              for s, c in self.auction.calls]) or Message("trainer.nobody_spoke"))
        return text("trainer.situation", lang, round=self.auction.round, before=before)

    def to_dict(self) -> dict:
        return {"title": render(self.title), "teaches": render(self.teaches), "rules": self.rules.preset, "options": dict(self.rules.options),
                "dealer": str(self.dealer), "seat": str(self.seat), "hand": [str(c) for c in self.hand],
                "turn_up": str(self.turn_up), "calls_before": list(self.calls_before),
                **({"answer": self.answer} if self.answer else {})}


def _text(value) -> str:
    return "" if value is None else str(value)


def load_problems() -> list:
    """The curated problems of data/bidding, in order (each read by its rule system's problem class).
    Raises PositionError for a bad file (see :func:`read_problem_file`)."""
    return [read_problem_file(p) for p in sorted(data_path("bidding").glob("*.json"))]


def read_problem_file(path, lang: str = "en"):
    """A bidding problem from a JSON file, named by the file's stem (``"50-coinche"``).

    Raises:
        PositionError: in one line, ``FILE: field: why`` (``field`` still names the field): text that
            is not JSON, a field the problem does not have (naming the closest allowed one and all of
            them), or a bad value; a file that cannot be read (missing, a folder) or a ``path`` that
            is not a path (``path``: a :class:`pathlib.Path` or a str). The words in ``lang``.
    """
    from pathlib import Path

    from belote_learn.rules.position import parse_json

    if isinstance(path, str) and path.strip():
        path = Path(path)
    if not isinstance(path, Path):
        raise PositionError("", text("trainer.error.problem_file", lang, value=shown(path)))
    try:
        data = path.read_bytes()
    except OSError as exc:  # missing, a folder, unreadable: one line naming the file
        raise PositionError("", text("trainer.error.unreadable", lang, file=path.name or str(path),
                                     reason=str(exc.strerror or exc))) from None
    try:
        return read_problem(parse_json(data), path.stem)
    except PositionError as exc:
        err = PositionError(exc.field, exc.message)
        err.args = (f"{path.name}: {exc}",)
        raise err from None


def read_problem(data, name: str = ""):
    """A bidding problem from its JSON data, read by the problem class of the rule system its ``rules``
    name (the turn-up systems' :class:`BiddingProblem` when it names none). Raises PositionError."""
    from belote_learn.systems import system_for_data

    return PROBLEM_CLASSES[system_for_data(data).name].from_dict(data, name)


PLAYOUTS = 300 if sys.platform == "emscripten" else 1000
"""How many deals the trainer plays out for one decision, shared among the calls (at most
``simulations`` per call): a fixed number, so that the same problem always gives the same figures
(fewer in the browser-only build, whose Python is slower)."""


def evaluate_calls(problem: BiddingProblem, simulations: int = 200, seed: int = 0, playouts: int | None = PLAYOUTS,
                   time_budget: float | None = None) -> dict:
    """Expected score of each legal call of ``problem`` (see :func:`belote_learn.bots.bidsim.evaluate_calls`).

    Args:
        simulations: completions per call at most; ``playouts``: deals played in all at most (shared
            among the calls, at least 20 completions each; None: no limit), so that a problem with many
            calls still answers within 3 s; ``time_budget``: optional seconds after which no new
            completion starts (the figures then depend on the machine's speed).
    Returns:
        call -> ``{"mean", "se", "made", "taken", "n", "samples"}``: points for the learner's team minus
        the other team's, its standard error, the share of contracts made when the learner's side took,
        the share of deals it took, the number of completions, and the score of each completion (the
        same deals for every call).
    """
    n = simulations
    if playouts is not None:
        n = min(simulations, max(20, playouts // max(1, len(problem.options()))))
    return _evaluate(problem.rules, problem.dealer, problem.seat, problem.hand, problem.turn_up,
                     problem.calls_before, problem.options(), n, random.Random(seed), time_budget)


def ev_chart_svg(results: dict, chosen: str | None = None, width: int = 400, names: dict | None = None,
                 lang: str = "en") -> str:
    """Expected score of each call with 95% error bars (pure SVG, as in :func:`belote_learn.core.render.bar_chart_svg`);
    ``names``: call -> the name shown (default: the turn-up systems' names, in ``lang``)."""
    names = names or {}
    items = list(results.items())
    lo = min(min(r["mean"] - 1.96 * r["se"] for _, r in items), 0)
    hi = max(max(r["mean"] + 1.96 * r["se"] for _, r in items), 0)
    span = hi - lo or 1
    label_w, row = 110, 36
    plot_w = width - label_w - 90  # room on the right for "+56 ± 12" at 17 px
    h = row * len(items) + 32

    def x(v):
        return label_w + (v - lo) / span * plot_w

    parts = [f'<svg class="bl-ev-chart" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" '
             f'viewBox="0 0 {width} {h}" style="max-width:100%;height:auto" role="img" '
             f'aria-label="{html.escape(text("trainer.chart.label", lang), quote=True)}">',
             f'<line x1="{x(0):.1f}" y1="4" x2="{x(0):.1f}" y2="{h - 20}" stroke="#888"/>',
             f'<text x="{x(0):.1f}" y="{h - 4}" font-size="16" text-anchor="middle">0</text>']
    for i, (call, r) in enumerate(items):
        y = 8 + i * row
        colour = "#1d4e89" if call != chosen else "#d4a017"
        m, e = r["mean"], 1.96 * r["se"]
        parts.append(f'<text x="4" y="{y + 17}" font-size="17">{html.escape(render(names.get(call) or _name(call, lang), lang))}</text>')
        parts.append(f'<rect class="bl-ev-bar" data-call="{html.escape(call)}" data-mean="{m:.1f}" x="{min(x(0), x(m)):.1f}" '
                     f'y="{y + 3}" width="{abs(x(m) - x(0)):.1f}" height="20" fill="{colour}"/>')
        parts.append(f'<line class="bl-ev-error" x1="{x(m - e):.1f}" y1="{y + 13}" x2="{x(m + e):.1f}" y2="{y + 13}" stroke="black"/>')
        parts.append(f'<text x="{x(max(m + e, 0)) + 4:.1f}" y="{y + 18}" font-size="17">{m:+.0f} ± {e:.0f}</text>')
    parts.append("</svg>")
    return "".join(parts)


_TRAINER_CSS = """<style>
.bl-trainer .bl-call { font-family: inherit; font-size: 20px; font-weight: 700; height: auto; min-height: 46px;
  min-width: 96px; width: auto; padding: 4px 16px; margin: 0 8px 8px 0; border-radius: 8px; border: 2px solid #1a1a1a;
  background: #ffffff; color: #1a1a1a; }
.bl-trainer .bl-call:hover:enabled { background: #f1f1f1; }
.bl-trainer .bl-call:disabled { opacity: 1; border-style: dashed; border-color: #9a9a9a; color: #6b6b6b; }
.bl-trainer .bl-call.bl-suit { min-width: 60px; font-size: 24px; }
.bl-trainer .bl-call.bl-red:enabled { color: #c8102e; }
.bl-trainer .bl-call.bl-chosen { background: #1a1a1a; color: #ffffff; border-style: solid; border-color: #1a1a1a; }
.bl-trainer .bl-call.bl-chosen:hover:enabled { background: #3a3a3a; }
.bl-trainer .bl-call:focus-visible { outline: 4px solid #ffbf00; outline-offset: 2px; }
.bl-trainer .bl-problem { font-size: 17px; line-height: 1.4; }
.bl-trainer .bl-trainer-result { font-size: 17px; line-height: 1.4; min-height: 1.6em; }
.bl-trainer .bl-thinking-line { font-size: 18px; color: #1d4e89; }
.bl-trainer .bl-spinner { display: inline-block; width: 16px; height: 16px; margin-right: 8px; vertical-align: -2px;
  border: 3px solid #c5d3e6; border-top-color: #1d4e89; border-radius: 50%; animation: bl-spin 0.8s linear infinite; }
/* the cards' block may be narrower than the cards side by side: the hand then overlaps like a fan */
.bl-trainer .bl-trainer-cards, .bl-trainer .bl-trainer-cards > .widget-html-content { min-width: 0; }
.bl-trainer .bl-calls-label { font-size: 18px; font-weight: bold; margin: 0 14px 8px 0; }
@keyframes bl-spin { to { transform: rotate(360deg); } }
/* after an answer: the verdict and, right under it (beside it when there is width), the table of calls,
   best first; the call and its tags ("you", "best") on one line, so that each row is one line high */
.bl-trainer .bl-trainer-answer { gap: 4px 28px; align-items: flex-start; }
.bl-trainer .bl-trainer-answer > .bl-trainer-result { flex: 1 1 340px; min-width: 0; max-width: 46em; }
.bl-trainer .bl-trainer-answer > .bl-trainer-figures { flex: 0 1 auto; min-width: 0; }
.bl-trainer table.bl-trainer-table { margin: 2px 0 2px 0; }
.bl-trainer table.bl-trainer-table td:first-child { white-space: nowrap !important; }
.bl-trainer table.bl-trainer-table th, .bl-trainer table.bl-trainer-table td { padding-top: 3px !important;
  padding-bottom: 3px !important; }
.bl-trainer .bl-trainer-legend { font-size: 16px; line-height: 1.35; color: #333; max-width: 44em; margin: 0; }
.bl-trainer .bl-more-row { gap: 0 12px; margin: 0 0 4px 0; }
</style>"""


# the suits in the order the practice game's hand shows them during the bidding: colours alternate
_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}


def _display_order(card: Card) -> tuple:
    """A sort key for drawing a hand: by suit (♠ ♥ ♣ ♦, colours alternating), the highest rank first."""
    return _SUIT_ORDER[card.suit], -int(card.rank)


def _cards_html(hand, turn_up, width: int = 100, lang: str = "en") -> str:
    """The learner's cards (100 px wide, a projector's size; eight cards overlap like a fan when the
    notebook is narrow, their corner indices in view) and, set apart on the table, the turn-up (drawn,
    labelled, framed); coinche has no turn-up."""
    hand = sorted(hand, key=_display_order)  # grouped by suit, as a player holds them
    cards = card_fan_html([card_svg(c, width=width, lang=lang) for c in hand], width=width,
                          ranks=[c.rank.symbol for c in hand])
    label = "font-size:17px;font-weight:bold;margin-bottom:4px"
    turn = ""
    if turn_up is not None:
        turn = (f'<div data-region="table" class="bl-turn-up-box" style="padding:4px 12px 8px 12px;background:#e8f1ea;'
                f'border:2px dashed #1f6b3a;border-radius:10px;flex:none">'
                f'<div style="{label}">{html.escape(text("trainer.turn_up", lang))}</div>'
                f'<span class="bl-turn-up" style="display:inline-block;line-height:0">{card_svg(turn_up, width=width, lang=lang)}'
                f'</span></div>')
    return (
        # one row: on a narrow notebook the hand overlaps like a fan rather than push the turn-up under it
        '<div style="display:flex;flex-wrap:nowrap;align-items:flex-end;gap:8px 28px;margin:6px 0">'
        f'<div data-region="hand" class="bl-hand" aria-label="{html.escape(text("trainer.your_cards", lang), quote=True)}" '
        f'style="min-width:0;flex:0 1 auto">'
        f'<div style="{label}">{html.escape(text("trainer.your_hand", lang))}</div>{cards}</div>{turn}</div>'
    )


class BiddingTrainer(BaseWidget):
    """Decide, then see what each option was worth.

    Args:
        preset: rules for dealt problems; ``seed``: the first random problem; ``simulations``: playouts
        per call (a few hundred); ``lang``: the language of everything shown (a rule system's own
        problem class may still word its calls in English).

    Plain methods: :meth:`deal` (a random problem), :meth:`load` (a curated problem by name, index or
    dict), :meth:`next_problem` (the curated problems in order), :meth:`decide`, :meth:`ranked_calls` (the
    calls weighed, best first, as the table under the verdict lists them), :meth:`show_details` (the chart
    and the notes, hidden at first) and :meth:`show_history` (the decisions so far, hidden at first).
    Attributes:
    :attr:`problem`, :attr:`results`, :attr:`grade`, :attr:`history` (the learner's decisions and
    their cost), :attr:`seconds` (time of the last evaluation).
    """

    TABLE_ROWS = 4  # calls in the table under the verdict (with yours if it is not among them)

    def __init__(self, preset: str = "classic-501", seed: int = 1, simulations: int = 200, lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        rules = get_rules(preset)
        if problem_class(rules) is None:
            raise RulesError(text("trainer.error.no_problems", lang, preset=rules.preset, presets=_trainer_presets()))
        if isinstance(simulations, bool) or not isinstance(simulations, int) or not 1 <= simulations <= 10_000:
            raise BeloteError(text("trainer.error.simulations", lang, value=shown(simulations)))
        seed = whole_number(seed, text("trainer.arg.seed", lang), lang=lang)
        self.preset = rules.preset
        self.simulations = simulations
        self.seed = seed
        self.problem: BiddingProblem | None = None
        self.results: dict = {}
        self.grade = ""
        self.history: list = []
        self.seconds = 0.0
        self.details_open = False  # the chart and notes under the table of calls (a toggle)
        self.history_open = False  # the table of decisions (a toggle)
        self._curated = None
        self._index = -1
        self.problem_view = W.HTML()
        self.problem_view.add_class("bl-problem")
        self.hand_box = W.HTML()  # the cards and, set apart, the turn-up
        self.hand_box.add_class("bl-trainer-cards")
        self.calls_box = W.HBox(layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.calls_box.add_class("bl-calls")
        self.calls_box.add_class("bl-bidding")
        self.result_view = W.HTML()
        self.result_view.add_class("bl-trainer-result")
        self.table_view = W.HTML()  # the figures of each call, as a table
        self.chart_view = W.HTML()
        self.note_view = W.HTML()
        self.history_view = W.HTML()
        self.deal_button = W.Button(description=text("trainer.button.random_hand", lang))
        self.next_button = W.Button(description=text("trainer.button.next_problem", lang))
        self.next_button.add_class("bl-next-problem")
        self.preset_box = W.Dropdown(options=presets_where(lambda s: s.name in PROBLEM_CLASSES), value=self.preset,
                                     description=text("explorer.control.rules", lang))
        self.deal_button.on_click(lambda _: self.deal())
        self.next_button.on_click(lambda _: self.next_problem())
        self.preset_box.observe(self._ui(self._set_preset), names="value")
        self.table_view.add_class("bl-trainer-figures")
        # the chart and the note on the figures, and the history of decisions, behind toggles (closed at
        # first): the verdict and the table of calls stay on one screen of a projector
        self.details_box = W.VBox([self.chart_view, self.note_view], layout=W.Layout(display="none"))
        self.details_box.add_class("bl-trainer-details")
        self.history_view.layout.display = "none"
        self.details_button = W.ToggleButton(value=False, description=text("trainer.button.details", lang),
                                             tooltip=text("trainer.button.details_title", lang))
        self.details_button.add_class("bl-details-toggle")
        self.history_button = W.ToggleButton(value=False, description=text("trainer.button.decisions", lang, n=0),
                                             tooltip=text("trainer.button.decisions_title", lang))
        self.history_button.add_class("bl-history-toggle")
        self.details_button.observe(self._ui(lambda v: self.show_details(v)), names="value")
        self.history_button.observe(self._ui(lambda v: self.show_history(v)), names="value")
        self.more_row = W.HBox([self.details_button, self.history_button],
                               layout=W.Layout(flex_flow="row wrap", display="none"))
        self.more_row.add_class("bl-more-row")
        self.error_line.layout.min_height = "0"  # no empty line kept for an error: the answer fits 1024x768
        answer = W.HBox([self.result_view, self.table_view], layout=W.Layout(flex_flow="row wrap", max_width="100%"))
        answer.add_class("bl-trainer-answer")
        controls = W.HBox([self.preset_box, self.deal_button, self.next_button], layout=W.Layout(flex_flow="row wrap"))
        projector_controls(controls, self.more_row, primary=[self.next_button])  # one style sheet, in the first
        self.widget = W.VBox([
            style_sheet(), W.HTML(_TRAINER_CSS, layout=W.Layout(display="none")),
            # the bidding box is a region of its own (data-region="bidding"), as on the card table
            RegionMarks(".bl-trainer", {"bl-bidding": {"region": "bidding", "label": text("trainer.your_call", lang)}}),
            controls,
            self.problem_view,
            # the hand and, set apart, the turn-up; under them the bidding box, a call a button
            self.hand_box,
            W.HBox([W.HTML(f"<div class='bl-calls-label'>{html.escape(text('trainer.your_call_label', lang))}</div>"),
                    self.calls_box], layout=W.Layout(align_items="center", flex_flow="row wrap")),
            answer, self.error_line, self.more_row, self.details_box, self.history_view,
        ])
        self.widget.add_class("bl-trainer")
        self.deal(seed)

    def _set_preset(self, preset):
        self.preset = get_rules(preset).preset
        self.deal()

    @shows_errors
    def deal(self, seed: int | None = None) -> None:
        """A random problem of the chosen rules: the learner (South) speaks first or after some calls."""
        if seed is None:
            seed = self.seed + 1
        seed = whole_number(seed, text("trainer.arg.hand_number", self.lang), lang=self.lang)
        rules = get_rules(self.preset)
        problem = problem_class(rules).random(rules, seed)
        self.seed = seed  # everything is checked: now change the widget
        self._set(problem)

    @shows_errors
    def load(self, problem) -> None:
        """A curated problem, or a problem dict.

        Args:
            problem: a number counts the curated problems **of the trainer's preset** from 0
                (``BiddingTrainer("coinche").load(0)`` is the first coinche problem, ``43-coinche``); a
                file name of data/bidding (``"43-coinche"``) picks any problem and switches the trainer to
                its preset; a problem object or dict is read as given.
        A number out of range (the message names the range for this preset) or an unknown name is shown
        in the error line (``error``) and changes nothing.
        """
        if hasattr(problem, "evaluate") and hasattr(problem, "options"):  # a problem object of any system
            self._set(problem)
            return
        if isinstance(problem, dict):
            self._set(read_problem(problem))
            return
        lang = self.lang
        curated = self._problems()
        mine = [i for i, p in enumerate(curated) if p.rules.preset == self.preset]
        if isinstance(problem, bool) or not isinstance(problem, (int, str)):  # 2.5, None, a list: no problem's name
            raise ValueError(text("trainer.error.problem_kind", lang, last=len(mine) - 1, value=shown(problem)))
        if isinstance(problem, int):
            if not mine:
                raise ValueError(text("trainer.error.no_curated", lang, preset=self.preset, example=repr(curated[0].name)))
            if not 0 <= problem < len(mine):
                first = curated[mine[0]].name
                raise ValueError(text("trainer.error.problem_range", lang, n=len(mine), preset=self.preset,
                                      last=len(mine) - 1, first=repr(first), example=repr(curated[-1].name)))
            self._index = mine[problem]
            self._set(curated[self._index])
            return
        names = [p.name for p in curated]
        if not isinstance(problem, str) or problem not in names:
            raise ValueError(unknown_name("bidding problem", problem, names))
        self._index = names.index(problem)
        self._set(curated[self._index])

    def _problems(self):
        if self._curated is None:
            self._curated = load_problems()
        return self._curated

    @shows_errors
    def next_problem(self) -> None:
        """The next curated problem of the chosen rules (of any rules when these have none)."""
        curated = self._problems()
        mine = [i for i, p in enumerate(curated) if p.rules.preset == self.preset] or list(range(len(curated)))
        later = [i for i in mine if i > self._index]
        self._index = later[0] if later else mine[0]
        self._set(curated[self._index])

    def _set(self, problem) -> None:
        self.problem = problem
        self.results = {}
        self.grade = ""
        p = problem
        if p.rules.preset in self.preset_box.options and p.rules.preset != self.preset:
            self.preset = p.rules.preset
            self._quietly(self.preset_box, value=p.rules.preset)
        lang = self.lang
        title = f"<b>{html.escape(text('trainer.problem_title', lang, title=p.title))}</b> " if p.title else ""
        said = text("trainer.problem", lang, rules=p.rules.title_message, dealer=SEAT_NAMES[p.dealer], seat=SEAT_NAMES[p.seat])
        self.problem_view.value = f"{title}{html.escape(said)} {html.escape(_in_lang(p.situation, lang=lang))}"
        self.hand_box.value = _cards_html(p.hand, p.turn_up, lang=lang)
        self.calls_box.children = self._call_buttons(p)
        self.result_view.value = f"<b>{html.escape(text('trainer.what_do_you_call', lang))}</b>"
        self.table_view.value = self.chart_view.value = self.note_view.value = ""
        self._show_toggles()

    def _call_buttons(self, p) -> list:
        """A button a call; for bids of a value and a suit (coinche) a bidding box: the value, then a
        button a suit."""
        lang = self.lang

        def button(call, label=None):
            b = W.Button(description=label or _in_lang(p.call_said, call, lang=lang),
                         tooltip=_in_lang(p.call_words, call, lang=lang))
            b.add_class("bl-call")
            if call_label(call, p.turn_up).get("suit") in ("H", "D") and " " not in call:
                b.add_class("bl-red")  # a red suit in red, as on the card table (the symbol names it)
            b.on_click(lambda btn, call=call: None if btn.disabled else self.decide(call))  # a late click: ignored
            return b

        options = p.options()
        plain = [c for c in options if " " not in c]
        valued = [c for c in options if " " in c]  # "90 H", "capot S"
        out = [button(c) for c in plain if c not in ("coinche", "surcoinche")]
        if valued:
            values = list(dict.fromkeys(c.split(" ")[0] for c in valued))
            box = W.Dropdown(options=values, value=values[0], description=text("trainer.control.bid", lang))
            box.add_class("bl-bid-value")
            projector_controls(box)
            self.value_box = box
            out.append(box)
            for suit in dict.fromkeys(c.split(" ")[1] for c in valued):
                b = W.Button(description=Suit.parse(suit).symbol,
                             tooltip=text("trainer.button.bid_in", lang, suit=SUIT_NAMES[Suit.parse(suit)]))
                b.add_class("bl-call")
                b.add_class("bl-suit")
                if suit in ("H", "D"):
                    b.add_class("bl-red")
                b.on_click(lambda btn, suit=suit: None if btn.disabled else self.decide(f"{self.value_box.value} {suit}"))
                out.append(b)
        out += [button(c) for c in plain if c in ("coinche", "surcoinche")]
        return out

    @shows_errors
    def decide(self, call) -> str:
        """The learner's call: evaluate the options, grade the call, record it. Returns the grade."""
        p = self.problem
        lang = self.lang

        def said_of(c):
            return _in_lang(p.call_said, c, lang=lang)

        call = system_of(p.rules).parse_call(call)
        if call == "take" and "take" not in p.options() and p.turn_up is not None and p.turn_up.suit.letter in p.options():
            call = p.turn_up.suit.letter
        if call not in p.options():
            verdict = getattr(p.auction, "verdict", None)  # an auction that explains each call (coinche)
            if verdict is not None:  # its reason, not a list of 41 calls
                reason = verdict(call).text.split(": ", 1)[-1]
                raise ValueError(text("trainer.error.not_a_call_because", lang, call=quoted(call), reason=reason))
            raise ValueError(text("trainer.error.not_a_call", lang, call=quoted(call), calls=", ".join(p.options())))
        if self.results:
            raise ValueError(text("trainer.error.answered", lang, next=text("trainer.button.next_problem", lang),
                                  random=text("trainer.button.random_hand", lang)))
        # the evaluation takes a second or two: say so at once (the browser shows this while the kernel works)
        said = said_of(call)
        # the button pressed stays marked: a call's own button, or for a bid the suit (its value is in the menu)
        suit = Suit.parse(call.split(" ")[1]).symbol if " " in call else None
        for b in self.calls_box.children:
            b.disabled = True
            if isinstance(b, W.Button) and (b.description == said or (suit and "bl-suit" in b._dom_classes
                                                                       and b.description == suit)):
                b.add_class("bl-chosen")
        self.widget.add_class("bl-thinking")
        self.result_view.value = (f"<span class='bl-thinking-line'><span class='bl-spinner'></span>"
                                  f"{text('trainer.thinking', lang, call=f'<b>{html.escape(said)}</b>')}</span>")
        self.table_view.value = self.chart_view.value = self.note_view.value = ""
        t = time.perf_counter()
        try:
            self.results = p.evaluate(self.simulations, seed=p.seed, also=(call,))
        except BaseException:
            self._set(p)  # back to the question, as it was
            raise
        finally:
            self.widget.remove_class("bl-thinking")
        self.seconds = time.perf_counter() - t
        best = self._best_call()
        # the same completions for every call: compare the two calls deal by deal (paired), which
        # cancels the luck of the deal and gives a much tighter error bar than two separate ones
        cost, se = paired_gap(self.results, best, call)
        noise = 1.96 * se
        if call == best:
            self.grade = "best"
        elif cost <= noise:
            self.grade = "good"
        else:
            self.grade = "costly"
        self.history.append({"problem": render(p.title, lang) or p.name, "call": call, "best": best,
                             "cost": round(max(cost, 0.0), 1), "grade": self.grade,
                             "call_said": said_of(call), "best_said": said_of(best)})
        best_name = said_of(best)
        same = all(x == y for x, y in zip(self.results[best]["samples"], self.results[call]["samples"]))
        if self.grade == "best":
            words = text("trainer.grade.best", lang)
        elif self.grade == "good" and same:
            words = text("trainer.grade.good_same", lang, best=best_name)
        elif self.grade == "good":
            words = text("trainer.grade.good", lang, best=best_name, gap=f"{abs(cost):.0f}", noise=f"{noise:.0f}",
                         count=round(abs(cost)))
        elif best_name.endswith("!"):
            words = text("trainer.grade.costly_exclaimed", lang, cost=f"{cost:.0f}", noise=f"{noise:.0f}", best=best_name)
        else:
            words = text("trainer.grade.costly", lang, cost=f"{cost:.0f}", noise=f"{noise:.0f}", best=best_name)

        why = ""
        if p.turn_up is not None:  # the reason in words, from the cards (the turn-up systems)
            try:
                from belote_learn.bots.hints import call_hint_text

                # say whose reason it is: after another call, the reason is the best call's, not the learner's
                lead = (text("trainer.why.in_words", lang) if call == best
                        else text("trainer.why.best_in_words", lang, best=best_name))
                why = (f"<div class='bl-why'>{html.escape(lead)}: "
                       f"{html.escape(call_hint_text(self._view(), best, lang))}</div>")
            except (BeloteError, ValueError):
                why = ""
        tie = self._best_tie_note(best)
        teach = ""
        if p.teaches or p.answer:
            answer = (" " + text("trainer.lesson_answer", lang, call=f"<b>{html.escape(said_of(p.answer))}</b>")
                      if p.answer else "")
            teach = f"<div><i>{html.escape(render(p.teaches, lang))}</i>{answer}</div>"
        later = render(p.PASS_NOTE, lang) if "pass" in self.results else ""
        weighed = ("" if len(self.results) == len(p.options()) else
                   text("trainer.weighed", lang, n=len(self.results), legal=len(p.options())))
        verdict_said = text("trainer.you_called", lang, call=said_of(call), verdict=words)
        self.result_view.value = (
            f"<b class='bl-grade bl-grade-{self.grade}'>{html.escape(verdict_said)}</b>"
            f"{tie}{why}{teach}"
        )
        names = {c: said_of(c) for c in self.results}
        ranked = self.ranked_calls()
        shown_results = {c: self.results[c] for c in ranked}  # best first: the top calls right under the verdict
        # the table under the verdict: the top calls and yours, so that it fits a 1024x768 projector; every
        # call is in the chart behind Details
        top = ranked[:self.TABLE_ROWS] + ([call] if call not in ranked[:self.TABLE_ROWS] else [])
        more = len(ranked) - len(top)
        legend = (text("trainer.legend.more", lang, count=more) if more else text("trainer.legend", lang))
        self.table_view.value = (trainer_results_table({c: self.results[c] for c in top}, names, chosen=call,
                                                       best=best, lang=lang)
                                 + f"<div class='bl-trainer-legend'>{html.escape(legend)}</div>")
        note = text("trainer.note", lang, n=next(iter(self.results.values()))['n'], seconds=f"{self.seconds:.1f}")
        self.note_view.value = (
            f"<div style='font-size:16px;line-height:1.45;color:#333;max-width:60em'>{note} {weighed}{later}</div>"
        )
        self.chart_view.value = ev_chart_svg(shown_results, chosen=call, names=names, lang=lang)
        self._show_history()
        self._show_toggles()
        return self.grade

    def ranked_calls(self) -> list:
        """The calls weighed after an answer, best first: the best call (:meth:`_best_call`), then the
        others by expected score, highest first (ties in the order the rules list the calls). Empty
        before an answer."""
        if not self.results:
            return []
        best = self._best_call()
        order = list(self.results)
        rest = sorted((c for c in order if c != best), key=lambda c: (-self.results[c]["mean"], order.index(c)))
        return [best, *rest]

    @shows_errors
    def show_details(self, show: bool = True) -> None:
        """Show (or hide) the chart of expected scores and the note on how the figures are made, under
        the table of calls (hidden at first, so that verdict and table fit a projector's screen). Refused
        (in ``error``, nothing changed) before the problem is answered: there are no figures yet."""
        if not isinstance(show, bool):
            raise ValueError(text("trainer.error.show_details", self.lang, value=shown(show)))
        if show and not self.results:  # the Details button is hidden until then
            raise ValueError(text("trainer.error.no_details", self.lang))
        self.details_open = show
        self._show_toggles()

    @shows_errors
    def show_history(self, show: bool = True) -> None:
        """Show (or hide) the table of the learner's decisions so far and the points each lost (hidden
        at first; its button gives the count). Refused (in ``error``, nothing changed) before the first
        decision."""
        if not isinstance(show, bool):
            raise ValueError(text("trainer.error.show_history", self.lang, value=shown(show)))
        if show and not self.history:  # the "Your decisions" button is off until then
            raise ValueError(text("trainer.error.no_decisions", self.lang))
        self.history_open = show
        self._show_toggles()

    def _show_toggles(self) -> None:
        answered = bool(self.results)
        n = len(self.history)
        self.more_row.layout.display = "flex" if (answered or n) else "none"
        self.details_button.layout.display = None if answered else "none"
        self._quietly(self.details_button, value=self.details_open)
        self._quietly(self.history_button, value=self.history_open,
                      description=text("trainer.button.decisions", self.lang, n=n) if n
                      else text("trainer.button.decisions_none", self.lang))
        self.history_button.disabled = not n
        self.details_box.layout.display = "flex" if (answered and self.details_open) else "none"
        self.history_view.layout.display = None if (n and self.history_open) else "none"

    def _best_tie_note(self, best: str) -> str:
        """When the call marked best is not the one with the highest expected score in the table (the
        lesson's answer, within the error of the top ones), the reason in plain words, as HTML; else ""."""
        above = [c for c in self.ranked_calls() if self.results[c]["mean"] > self.results[best]["mean"]]
        if not above:
            return ""
        p = self.problem
        lang = self.lang
        gaps = [paired_gap(self.results, c, best) for c in above]
        noise = max(1.96 * se for _, se in gaps)
        names = [_in_lang(p.call_said, c, lang=lang) for c in above]
        who = names[0] if len(names) == 1 else Message("word.list.and", first=", ".join(names[:-1]), last=names[-1])
        by = _and([f"{g:.1f}" for g, _ in gaps])
        said = text("trainer.best_although", lang, count=len(names), who=who, by=by, noise=f"{noise:.0f}",
                    best=_in_lang(p.call_said, best, lang=lang))
        return f"<div class='bl-best-why'>{html.escape(said, quote=False)}</div>"

    def _best_call(self) -> str:
        """The call with the highest expected score; when the problem teaches a call whose score is
        within the paired error of that one, the taught call (the simulation cannot tell them apart)."""
        top = max(self.results, key=lambda c: (self.results[c]["mean"], c == self.problem.answer))
        answer = self.problem.answer
        if answer and answer != top and answer in self.results:
            gap, se = paired_gap(self.results, top, answer)
            if gap <= 1.96 * se:
                return answer
        return top

    def _view(self):
        """The problem as the learner's seat sees it (for the reason in words)."""
        from belote_learn.core.cards import CardSet
        from belote_learn.systems.base.deal import SeatView

        p = self.problem
        return SeatView(seat=p.seat, phase="bidding", dealer=p.dealer, turn_up=p.turn_up, contract=None, taker=None,
                        hand=CardSet(p.hand), cards_left={s: 5 for s in Seat}, calls=list(p.auction.calls), trick=[],
                        tricks=[], to_play=p.seat, legal=p.options(), announcements=[], rules=p.rules)

    def _show_history(self) -> None:
        from belote_learn.core.render import bar_chart_svg

        lang = self.lang
        total = sum(h["cost"] for h in self.history)
        plot = bar_chart_svg({f"#{i}": max(0, round(h["cost"])) for i, h in enumerate(self.history[-8:], max(1, len(self.history) - 7))},
                             title=Message("trainer.history.chart"), lang=lang)
        # each decision's calls as said at its own table ("Take ♥" names that problem's turn-up)
        rows = [{**h, "call": h.get("call_said", _said(h["call"], lang)), "best": h.get("best_said", _said(h["best"], lang)),
                 "grade": _GRADES.get(h["grade"], h["grade"])}
                for h in self.history]
        table = history_table(rows, caption=Message("trainer.history.caption", total=f"{total:.0f}"), lang=lang)
        self.history_view.value = (
            f"<div style='display:flex;flex-wrap:wrap;gap:0 24px;align-items:flex-start'><div>{table}</div>"
            f"<div>{plot}</div></div>"
        )

    def history_frame(self):
        """The decisions as a pandas DataFrame (pandas is optional elsewhere)."""
        pd = extras.pandas("BiddingTrainer.history_frame()")

        return pd.DataFrame(self.history, columns=["problem", "call", "best", "cost", "grade"])


_GRADES = {"best": Message("trainer.grade_word.best"), "good": Message("trainer.grade_word.good"),
           "costly": Message("trainer.grade_word.costly")}


def _and(items: list):
    """``"a"``, ``"a and b"``, ``"a and b and c"`` (each joined by "and")."""
    out = items[0]
    for item in items[1:]:
        out = Message("word.list.and", first=out, last=item)
    return out


def _said(call: str, lang: str = "en") -> str:
    """A call's name in the history: the turn-up systems' names, coinche's as said (``"90 ♥"``)."""
    if " " in call or call in ("coinche", "surcoinche"):
        return _in_lang(CoincheProblem.call_said, call, lang=lang)
    return _name(call, lang)


def _trainer_presets():
    """The presets the trainer has problems for, as words ("a, b or c")."""
    names = presets_where(lambda s: s.name in PROBLEM_CLASSES)
    return names[0] if len(names) == 1 else Message("word.list.or", first=", ".join(names[:-1]), last=names[-1])


PROBLEM_CLASSES = {"belote": BiddingProblem, "coinche": CoincheProblem}
"""The class of each rule system's bidding problems, by the system's name (the trainer's side of the
registry): it reads a problem's JSON (``from_dict``), deals one (``random``) and weighs its calls
(``evaluate``). Mariage has no auction, so no problems."""


def problem_class(rules):
    """The bidding problem class of ``rules`` (a preset's rules or name), or None when its system has none."""
    return PROBLEM_CLASSES.get(system_of(rules).name)
