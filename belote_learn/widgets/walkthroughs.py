"""Walkthroughs: the declarations comparison step by step, and the scoring of a played hand trick by
trick and line by line."""
from __future__ import annotations

import html
import random

import ipywidgets as W

from belote_learn.core.messages import SEAT_NAMES, Join, Message, card_name, team_name, text
from belote_learn.core.cards import CardSet, Seat, Team
from belote_learn.rules.datafiles import data_path
from belote_learn.rules.declarations import compare_declarations, find_combinations
from belote_learn.core.deck import deal_hands
from belote_learn.core.errors import BeloteError, PositionError, RulesError, shown, unknown_name
from belote_learn.rules.position import read_json_file
from belote_learn.rules.presets import get_rules
from belote_learn.systems import presets_where, system_of
from belote_learn.records import check_record
from belote_learn.core.render import bar_chart_svg, card_svg, trick_row_html
from belote_learn.core.tables import breakdown_table
from belote_learn.widgets.common import BaseWidget, card_fan_html, contract_options, projector_controls, shows_errors, style_sheet, whole_number

__all__ = ["DeclarationsWalkthrough", "ScoringWalkthrough", "load_record_data"]


def load_record_data(source, lang: str = "en") -> dict:
    """A hand record: a name from data/records (``"c501-made"``), a path, or a dict already loaded
    (``lang``: the language of the errors).

    Raises:
        KeyError: an unknown name (with the closest known names); PositionError for a malformed record
        or a source that is neither a name, a path nor a dict (a list is a whole game, not one hand).
    """
    import os

    if isinstance(source, dict):
        return source
    if isinstance(source, list):
        raise PositionError("", text("walk.error.game_not_hand", lang))
    if not isinstance(source, (str, os.PathLike)):
        raise PositionError("", text("walk.error.record_source", lang, value=shown(source)))
    name = os.fspath(source).strip() if isinstance(source, os.PathLike) else source.strip()
    known = sorted(p.stem for p in data_path("records").glob("*.json") if not p.stem.startswith("game-"))
    if name in known:
        data = read_json_file(data_path("records", f"{name}.json"))
    elif isinstance(source, os.PathLike) or name.endswith(".json") or "/" in name or "\\" in name or os.path.exists(name):
        data = read_json_file(name)  # a path: says what is wrong with the file
    else:
        raise KeyError(unknown_name("record", name, known))
    if isinstance(data, list):
        raise PositionError("", text("walk.error.game_not_hand", lang))
    return data


class DeclarationsWalkthrough(BaseWidget):
    """Four hands, each player's combinations found and highlighted, then the comparison step by step
    (value, top card, trumps, tie rule) with the verdict and who scores what.

    Plain methods: :meth:`deal` (a seed), :meth:`load_record` (a record name, path or dict),
    :meth:`set_preset`, :meth:`set_contract`, :meth:`next_step`, :meth:`show_all`. Attributes:
    :attr:`result` (the :class:`~belote_learn.rules.declarations.DeclarationsResult`), :attr:`shown` (the
    steps shown so far), :attr:`combinations` (seat -> combinations). ``lang``: the language of everything
    shown.
    """

    def __init__(self, preset: str = "classic-1000", contract: str = "H", seed: int = 3, lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        self.rules = self._declaring_rules(preset, lang=lang)
        self.contract = self._declaring_contract(self.rules, contract, lang)
        seed = whole_number(seed, "seed", lang=lang)
        self.dealer = Seat.N
        self.hands: dict = {}
        self.shown: list[str] = []
        self.result = None
        self.combinations: dict = {}
        self.preset_box = W.Dropdown(options=presets_where(lambda s: s.has_declarations), value=self.rules.preset,
                                     description=text("explorer.control.rules", lang))
        self.contract_box = W.Dropdown(options=_trump_options(self.rules, lang), value=str(self.contract),
                                       description=text("explorer.control.trumps", lang))
        self.seed_box = W.BoundedIntText(value=seed, min=0, max=10**9, description=text("walk.control.deal_no", lang))
        self.next_button = W.Button(description=text("walk.button.next_step", lang))
        self.next_button.add_class("bl-next-step")
        self.all_button = W.Button(description=text("walk.button.show_all", lang))
        self.hands_box = W.HTML(layout=W.Layout(flex="1 1 816px", max_width="880px", min_width="0"))
        self.hands_box.add_class("bl-declaring-hands")
        self.steps_view = W.HTML()
        self.steps_view.add_class("bl-steps")
        self.preset_box.observe(self._ui(self.set_preset), names="value")
        self.contract_box.observe(self._ui(self.set_contract), names="value")
        self.seed_box.observe(self._ui(self.deal), names="value")
        self.next_button.on_click(lambda _: self.next_step())
        self.all_button.on_click(lambda _: self.show_all())
        # the hands two by two (each a fan of 100 px cards), the steps beside them on a wide screen and
        # under them at 1024x768, so that the hands, the buttons and the steps fit in one screen
        buttons = W.HBox([self.next_button, self.all_button])
        steps_panel = W.VBox([buttons, self.steps_view, self.error_line],
                             layout=W.Layout(flex="1 1 300px", min_width="280px", max_width="560px"))
        steps_panel.add_class("bl-steps-panel")
        controls = W.HBox([self.preset_box, self.contract_box, self.seed_box], layout=W.Layout(flex_flow="row wrap"))
        projector_controls(controls, buttons, primary=[self.next_button])
        self.widget = W.VBox([
            style_sheet(), W.HTML(_DECLARATIONS_CSS, layout=W.Layout(display="none")), controls,
            W.HBox([self.hands_box, steps_panel], layout=W.Layout(flex_flow="row wrap", align_items="flex-start",
                                                                   grid_gap="4px 24px")),
        ])
        self.widget.add_class("bl-declarations")
        self.deal(seed)

    def _order(self):
        seat = self.dealer.next(self.rules.direction)
        out = []
        for _ in range(4):
            out.append(seat)
            seat = seat.next(self.rules.direction)
        return out

    @staticmethod
    def _declaring_rules(preset: str, options: dict | None = None, lang: str = "en"):
        rules = get_rules(preset, options)
        if not system_of(rules).has_declarations:
            raise RulesError(text("walk.error.no_declarations", lang, preset=rules.preset, presets=_declaring_presets()))
        return get_rules(rules.preset, {**rules.options, "declarations": True}) if not rules.declarations else rules

    @staticmethod
    def _declaring_contract(rules, contract, lang: str = "en"):
        c = rules.check_contract(contract)
        if c.kind == "NT":
            raise RulesError(text("walk.error.no_trumps", lang))
        return c

    @shows_errors
    def set_preset(self, preset: str) -> None:
        rules = self._declaring_rules(preset, lang=self.lang)
        options = _trump_options(rules, self.lang)
        contract = self.contract if str(self.contract) in [v for _, v in options] else rules.check_contract("H")
        self.rules, self.contract = rules, contract
        self._quietly(self.contract_box, options=options, value=str(contract))
        self._quietly(self.preset_box, value=rules.preset)
        self._compare()

    @shows_errors
    def set_contract(self, contract: str) -> None:
        c = self._declaring_contract(self.rules, contract, self.lang)
        self.contract = c
        self._quietly(self.contract_box, value=str(c))
        self._compare()

    @shows_errors
    def deal(self, seed: int) -> None:
        """Deal four hands from ``seed`` (the dealer is North)."""
        seed = whole_number(seed, text("explorer.arg.deal_number", self.lang), lang=self.lang)
        self.hands = {s: h.mask for s, h in deal_hands(seed).items()}
        self.dealer = Seat.N
        self._quietly(self.seed_box, value=seed)
        self._compare()

    @shows_errors
    def load_record(self, source) -> None:
        """Take the hands (at the start of play), dealer, rules and contract of a recorded hand."""
        lang = self.lang
        data = load_record_data(source, lang)
        res = check_record(data)
        deal = res.deal
        if deal is None or getattr(deal, "contract", None) is None:
            raise ValueError(text("walk.error.record_no_contract", lang) if deal is not None
                             else text("walk.error.record_unreadable", lang, reason=res.error['reason']))
        if not system_of(deal.rules).has_declarations:
            raise RulesError(text("walk.error.record_no_declarations", lang, preset=deal.rules.preset,
                                  presets=_declaring_presets()))
        if deal.contract.kind == "NT":
            raise ValueError(text("walk.error.record_no_trumps", lang))
        self.rules = self._declaring_rules(deal.rules.preset, dict(deal.rules.options), lang)
        self.contract = deal.contract
        self.dealer = deal.dealer
        self.hands = dict(deal.start_hands)
        self._quietly(self.preset_box, value=self.rules.preset)
        self._quietly(self.contract_box, options=_trump_options(self.rules, lang), value=str(self.contract))
        self._compare()

    def _compare(self) -> None:
        self.combinations = {s: find_combinations(self.hands[s], s) for s in Seat}
        self.result = compare_declarations(self.combinations, self.contract, self.rules.declarations_tie, self._order())
        self.shown = []
        self.hands_box.value = declaring_hands_html(self._order(), self.hands, self.combinations, lang=self.lang)
        self._show()

    @shows_errors
    def next_step(self) -> str | None:
        """Show the next step of the comparison; returns it (None when all are shown)."""
        steps = list(self.result.steps_text(self.lang))
        if len(self.shown) >= len(steps):
            return None
        self.shown.append(steps[len(self.shown)])
        self._show()
        return self.shown[-1]

    def show_all(self) -> None:
        self.shown = list(self.result.steps_text(self.lang))
        self._show()

    def _show(self) -> None:
        self.steps_view.value = steps_html(self.shown, self.result if len(self.shown) == len(self.result.steps) else None,
                                           lang=self.lang)
        self.next_button.disabled = len(self.shown) == len(self.result.steps)


_FONT = "font-size:17px;line-height:1.4"

# The hands take two columns from 2 x 400 + 16 = 816 px (a fan of eight 100 px cards needs 7 x 40 + 106 px,
# and a little room for the raised, framed cards). Narrower (JupyterLab's side bar open at 1024 leaves
# about 590 px) they take one column, four rows of about 185 px that cannot fit a 768 px screen: the steps
# and the Next step button then come first, under the controls, so that each step shows where it is
# clicked; the hands follow.
_DECLARATIONS_CSS = """<style>
.bl-declarations { container-type: inline-size; }
@container (max-width: 815px) { .bl-declarations .bl-steps-panel { order: -1; max-width: none; } }
</style>"""


_COMBO_BADGE = ('<span class="bl-combo-badge" aria-hidden="true" style="position:absolute;left:7px;bottom:9px;'
                'width:28px;height:28px;border-radius:50%;background:#1a1a1a;color:#ffd75e;font:bold 19px/28px sans-serif;'
                'text-align:center">★</span>')


def declaring_hands_html(order, hands: dict, combinations: dict, width: int = 100, lang: str = "en") -> str:
    """The four hands in speaking order, two by two (each team in a column, since the turn to speak
    alternates), each a row of ``width``-pixel cards that overlap like a fan when the notebook is narrow,
    with what its player declares. The cards of a combination are raised, framed in gold and marked
    with a star (so colour is not the only sign), and the combination is named in words beside the seat.

    Args:
        order: the seats in speaking order; ``hands``: seat -> mask or cards; ``combinations``: seat ->
        the combinations found (:func:`belote_learn.rules.declarations.find_combinations`); ``width``: card
        width in pixels (100: a projector's size); ``lang``: the language of the words.
    """
    cells = []
    for i, s in enumerate(order):
        combo_cards = {c for combo in combinations[s] for c in combo.cards}
        cards, styles, ranks = [], [], []
        for c in sorted(CardSet(hands[s]), key=lambda c: (c.suit, c.rank)):
            ranks.append(c.rank.symbol)
            svg = card_svg(c, width=width, lang=lang,
                           title=Message("walk.card_declared", card=card_name(c)) if c in combo_cards else None)
            if c in combo_cards:
                cards.append(f'<span class="bl-combo" style="display:block;position:relative;border-radius:10px;'
                             f'box-shadow:0 0 0 4px #d4a017">{svg}{_COMBO_BADGE}</span>')
                styles.append("transform:translateY(-12px)")
            else:
                cards.append(svg)
                styles.append(None)
        said = (Join(", ", [Message("walk.combination", name=c.message, value=c.value) for c in combinations[s]])
                or Message("walk.nothing_to_declare")).render(lang)
        cells.append(
            f'<div class="bl-declares bl-declares-{s.name}" style="min-width:0">'
            f'<div style="{_FONT}"><b>{html.escape(SEAT_NAMES[s].render(lang))}</b> '
            f'({html.escape(team_name(s.team).render(lang))}): '
            f'{"<b>" if combinations[s] else ""}{html.escape(said)}{"</b>" if combinations[s] else ""}</div>'
            f'<div style="padding:14px 0 4px 0">{card_fan_html(cards, width=width, strip=40, styles=styles, ranks=ranks)}</div></div>'
        )
    grid = ("display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,400px),1fr));gap:2px 16px;"
            "max-width:880px")
    label = html.escape(text("walk.hands_label", lang), quote=True)
    return f'<div data-region="hand" aria-label="{label}" style="{grid}">{"".join(cells)}</div>'


def steps_html(steps, result=None, lang: str = "en") -> str:
    """The comparison steps shown so far, in the engine's words (which number the criteria themselves:
    "1. Value", "2. Top card"...), and the verdict once ``result`` is given (in ``lang``)."""
    items = "".join(f'<li style="margin:0 0 6px 0">{html.escape(str(s))}</li>' for s in steps)
    verdict = ""
    if result is not None:
        said = (text("walk.team_scores", lang, team=team_name(result.team), points=result.points) if result.team
                else text("walk.no_declaration_scores", lang))
        verdict = f"<p class='bl-verdict-line' style='{_FONT}'><b>{html.escape(said)}</b></p>"
    if not steps and result is None:
        button = f"<i>{html.escape(text('walk.button.next_step', lang))}</i>"
        return f"<p style='{_FONT};color:#444'>{text('walk.press_next_step', lang, button=button)}</p>"
    return f"<ul style='list-style:none;padding:0;margin:6px 0;{_FONT}'>{items}</ul>{verdict}"


class ScoringWalkthrough(BaseWidget):
    """A played hand replayed trick by trick, then its score built line by line, with a table and a bar
    chart of the two teams' points.

    Plain methods: :meth:`load_record` (a record name from data/records, a path or a dict),
    :meth:`play_bot_hand` (a hand played by rule-based bots), :meth:`next_trick`, :meth:`next_line`,
    :meth:`show_all`, :meth:`restart`. Attributes: :attr:`tricks_shown`, :attr:`lines_shown`,
    :attr:`lines` (the whole breakdown as ``(item, NS, EW, rule)``), :attr:`final`. ``lang``: the language
    of everything shown.
    """

    def __init__(self, source="c501-made", lang: str = "en"):
        super().__init__(lang)
        lang = self.lang
        self.deal = None
        self.lines: list = []
        self.tricks_shown = 0
        self.lines_shown = 0
        self.final: dict = {}
        self.title = ""
        names = sorted(p.stem for p in data_path("records").glob("*.json") if not p.stem.startswith("game-"))
        self.record_box = W.Dropdown(options=names, description=text("walk.control.record", lang))
        self.bot_button = W.Button(description=text("walk.button.bots_play", lang))
        self.seed_box = W.BoundedIntText(value=1, min=0, max=10**9, description=text("walk.control.seed", lang))
        self.next_trick_button = W.Button(description=text("walk.button.next_trick", lang))
        self.next_trick_button.add_class("bl-next-trick")
        self.next_line_button = W.Button(description=text("walk.button.next_line", lang))
        self.next_line_button.add_class("bl-next-line")
        self.all_button = W.Button(description=text("walk.button.show_all", lang))
        self.restart_button = W.Button(description=text("walk.button.restart", lang))
        self.header = W.HTML()
        self.trick_view = W.HTML()
        self.table_view = W.HTML()
        self.table_view.add_class("bl-score-table")
        self.chart_view = W.HTML()
        self.record_box.observe(self._ui(self.load_record), names="value")
        self.bot_button.on_click(lambda _: self.play_bot_hand(self.seed_box.value))
        self.next_trick_button.on_click(lambda _: self.next_trick())
        self.next_line_button.on_click(lambda _: self.next_line())
        self.all_button.on_click(lambda _: self.show_all())
        self.restart_button.on_click(lambda _: self.restart())
        source_row = W.HBox([self.record_box, self.seed_box, self.bot_button])
        steps_row = W.HBox([self.next_trick_button, self.next_line_button, self.all_button, self.restart_button])
        projector_controls(source_row, steps_row, primary=[self.next_trick_button, self.next_line_button])
        self.widget = W.VBox([
            style_sheet(), source_row, self.header, steps_row,
            self.trick_view, self.table_view, self.chart_view, self.error_line,
        ])
        self.widget.add_class("bl-scoring")
        if source is None:
            self._show()
        else:
            self.load_record(source)
            if self.error:
                raise BeloteError(text("walk.error.source", lang, reason=self.error))

    @shows_errors
    def load_record(self, source) -> None:
        lang = self.lang
        data = load_record_data(source, lang)
        res = check_record(data)
        if not res.valid:
            raise ValueError(text("walk.error.record_breaks_rule", lang, reason=res.error['reason']))
        if getattr(res.deal, "phase", None) == "thrown-in":
            raise ValueError(text("walk.error.record_thrown_in", lang))
        if res.deal is None or getattr(res.deal, "phase", None) != "done":
            raise ValueError(text("walk.error.record_unfinished", lang))
        title = data.get("title")
        self.title = str(title) if title not in (None, "") else (str(source) if not isinstance(source, dict)
                                                                 else text("walk.recorded_hand", lang))
        if isinstance(source, str) and source in self.record_box.options:
            self._quietly(self.record_box, value=source)
        self._start(res.deal)

    @shows_errors
    def play_bot_hand(self, seed: int = 1, preset: str = "classic-501") -> None:
        """Rule-based bots deal, bid and play a hand of ``preset`` from ``seed``."""
        from belote_learn.bots.simple import RuleBot
        from belote_learn.core.deck import shuffled_pack

        seed = whole_number(seed, "seed", lang=self.lang)
        rules = get_rules(preset)
        rng = random.Random(seed)
        for _ in range(50):
            d = system_of(rules).new_deal(rules, Seat(rng.randrange(4)), shuffled_pack(rng=rng))
            bot = RuleBot(rng=rng)
            while not d.is_over:
                d.apply(bot.choose(d.view(d.current_player())))
            if d.phase == "done" and len(d.tricks) == 8:
                break
        self.title = text("walk.bot_hand_title", self.lang, preset=rules.preset, seed=seed)
        self._quietly(self.seed_box, value=seed)
        self._start(d)

    def _start(self, deal) -> None:
        self.deal = deal
        self.lines, self.final, who = system_of(deal.rules).deal_summary(deal)
        self.header.value = (f"<div class='bl-hand-title' style='{_FONT}'><b>{html.escape(self.title)}</b> - "
                             f"{html.escape(who)}</div>")
        self.restart()

    @shows_errors
    def restart(self) -> None:
        """Back to the first trick, no score line shown."""
        self._need_hand()
        self.tricks_shown = 0
        self.lines_shown = 0
        self._show()

    def _need_hand(self) -> None:
        if self.deal is None:
            raise ValueError(text("walk.error.no_hand", self.lang))

    @shows_errors
    def next_trick(self) -> int:
        """Show the next trick; returns the number of tricks shown."""
        self._need_hand()
        if self.tricks_shown < len(self.deal.tricks):
            self.tricks_shown += 1
        self._show()
        return self.tricks_shown

    @shows_errors
    def next_line(self):
        """Add the next line of the score (after the tricks); returns it, or None when all are shown."""
        self._need_hand()
        if self.tricks_shown < len(self.deal.tricks):
            self.tricks_shown = len(self.deal.tricks)
        if self.lines_shown >= len(self.lines):
            return None
        self.lines_shown += 1
        self._show()
        return self.lines[self.lines_shown - 1]

    @shows_errors
    def show_all(self) -> None:
        """Every trick and every line of the score at once."""
        self._need_hand()
        self.tricks_shown = len(self.deal.tricks)
        self.lines_shown = len(self.lines)
        self._show()

    def _show(self) -> None:
        d = self.deal
        lang = self.lang
        if d is None:
            self.trick_view.value = f"<div class='bl-trick-no'>{html.escape(text('walk.choose_record', lang))}</div>"
            self.table_view.value = self.chart_view.value = ""
            self.next_trick_button.disabled = self.next_line_button.disabled = True
            return
        if self.tricks_shown:
            t = d.tricks[self.tricks_shown - 1]
            won = {Team.NS: 0, Team.EW: 0}
            for tr in d.tricks[: self.tricks_shown]:
                won[tr.winner.team] += tr.points
            said = text("walk.trick_so_far", lang, n=self.tricks_shown, total=len(d.tricks), seat=SEAT_NAMES[t.winner],
                        points=t.points, ns=won[Team.NS], ew=won[Team.EW])
            self.trick_view.value = (
                f"<div class='bl-trick-no' style='font-size:17px'>{html.escape(said)}</div>"
                + trick_row_html(t.cards, t.winner, lang=lang)
            )
        else:
            button = f"<i>{html.escape(text('walk.button.next_trick', lang))}</i>"
            self.trick_view.value = f"<div class='bl-trick-no'>{text('walk.press_next_trick', lang, button=button)}</div>"
        self.table_view.value = (
            breakdown_table(self.lines, upto=self.lines_shown, caption=Message("walk.caption.line_by_line"), lang=lang)
            if self.lines_shown else ""
        )
        done = self.lines_shown == len(self.lines)
        self.chart_view.value = (
            bar_chart_svg({team_name(Team.NS): self.final["NS"], team_name(Team.EW): self.final["EW"]},
                          title=Message("score.line.hand"), lang=lang)
            if done else ""
        )
        self.next_trick_button.disabled = self.tricks_shown >= len(d.tricks)
        self.next_line_button.disabled = done


def _trump_options(rules, lang: str = "en") -> list:
    """The contracts where declarations are made, for the Trumps menu: ``("♥ hearts", "H")``, ``("All trumps", "AT")``."""
    return contract_options(rules, declaring_only=True, lang=lang)


def _declaring_presets():
    """The presets whose declarations can be walked through, as words ("a, b or c")."""
    names = presets_where(lambda s: s.has_declarations)
    return names[0] if len(names) == 1 else Message("word.list.or", first=", ".join(names[:-1]), last=names[-1])
