"""Tables as real HTML tables, readable on a projector: the score breakdown of a hand, the score sheet
of a game, the review of a hand, the bidding trainer's results and the learner's history.

Every function returns an HTML string (pure Python, no pandas, so that it also works in the browser-only
build). The styles are inline, so the tables look the same in JupyterLab, Voila and JupyterLite, in a
widget or in a notebook output: a large font, spacing between the columns, numbers right-aligned in
tabular figures and never broken, text wrapping only between words. Numeric cells carry the class
``bl-num`` and their value in ``data-value``; a score breakdown carries ``data-region="breakdown"``.
"""
from __future__ import annotations

import html
import re
from typing import Iterable, Sequence

from belote_learn.core.cards import Card, Team

__all__ = [
    "Html",
    "Num",
    "html_table",
    "card_html",
    "call_html",
    "breakdown_table",
    "score_sheet_table",
    "review_table",
    "trainer_results_table",
    "history_table",
    "TABLE_FONT_PX",
    "BREAKDOWN_HEADER",
    "TEAM_NAMES",
]

TABLE_FONT_PX = 17
"""The tables' font size in pixels (JupyterLab's text is 13-14 px; a projector needs more)."""

BREAKDOWN_HEADER = ("", "North-South", "East-West", "Rule")
"""The column titles of a score breakdown (the walkthroughs, the practice game and the lessons share them)."""

TEAM_NAMES = ("North-South", "East-West", "N-S", "E-W")
"""Team names that a table never breaks at their hyphen (see :func:`_keep_names`)."""

_RED = "#b3001b"
_BLACK = "#1a1a1a"
_RULE_GREY = "#555"
_TABLE_STYLE = (
    f"border-collapse:collapse;font-size:{TABLE_FONT_PX}px;line-height:1.35;margin:6px 0 10px 0;"
    "color:#1a1a1a;background:#ffffff;table-layout:auto;max-width:100%"
)
_CELL = "padding:5px 14px;border-bottom:1px solid #d6d6d6;vertical-align:top"
# text wraps between words only (never inside a word or a number)
_TEXT = "text-align:left;white-space:normal;word-break:normal;overflow-wrap:normal;hyphens:none"
_NUM = "text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums"
_HEAD = ("font-weight:bold;border-bottom:2px solid #333;background:#f2f2f2;vertical-align:bottom;"
         "white-space:normal")  # titles of several words wrap between the words (see _cell)
_STRONG = "font-weight:bold;border-top:2px solid #333;background:#fafafa"
_CAPTION = f"caption-side:top;text-align:left;font-weight:bold;font-size:{TABLE_FONT_PX + 1}px;padding:0 0 4px 2px"


class Html(str):
    """Text that is already HTML (put into a cell as it is, not escaped)."""


class Num:
    """A number shown with its own text (``Num(2.5, "+2.5")``): the cell keeps the value in
    ``data-value``."""

    __slots__ = ("value", "text")

    def __init__(self, value, text: str):
        self.value, self.text = value, text


def _esc(text) -> str:
    return html.escape(str(text), quote=True)


def _number_text(value) -> str:
    """A number as shown: whole numbers as they are, a true minus sign for negatives."""
    text = str(value)
    return "\u2212" + text[1:] if text.startswith("-") else text


def _keep_names(text: str) -> str:
    """Escaped text with every team name ("North-South", "E-W") in a span that never wraps: a narrow column
    breaks the line between words, never at a team name's hyphen ("Capot by North-" / "South")."""
    out = _esc(text)
    for name in TEAM_NAMES:
        out = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])",
                     f'<span class="bl-team-name" style="white-space:nowrap">{name}</span>', out)
    return out


def _cell(value, numeric: bool, tag: str = "td", extra: str = "") -> str:
    style = f"{_CELL};{_NUM if numeric else _TEXT}{';' + extra if extra else ''}"
    cls = ' class="bl-num"' if numeric else ""
    if value is None or value == "":
        return f'<{tag}{cls} style="{style}"></{tag}>'
    if isinstance(value, Html):
        body = str(value)
        data = ""
    elif tag == "th" and isinstance(value, str):
        # a title of several words wraps between them only (never inside "North-South"), so that a narrow
        # notebook gets a two-line title rather than a table cut on the right
        body = " ".join(f'<span style="white-space:nowrap">{_esc(w)}</span>' for w in value.split())
        data = ""
    elif isinstance(value, Num):
        body = _esc(_number_text(value.text))
        data = f' data-value="{value.value}"'
    elif numeric and isinstance(value, (int, float)) and not isinstance(value, bool):
        body = _esc(_number_text(value))
        data = f' data-value="{value}"'
    else:
        body = _keep_names(value)
        data = ""
    return f"<{tag}{cls}{data} style=\"{style}\">{body}</{tag}>"


def html_table(
    header: Sequence[str],
    rows: Iterable[Sequence],
    *,
    numeric: Iterable[int] = (),
    caption: str = "",
    css_class: str = "",
    region: str | None = None,
    strong_rows: Iterable[int] = (),
    row_classes: Sequence[str] | None = None,
    foot: str = "",
    column_styles: dict | None = None,
) -> str:
    """A table with the house style.

    Args:
        header: the column titles.
        rows: the cells of each row: text (escaped), a number, None (an empty cell) or :class:`Html`.
        numeric: the indexes of the columns holding numbers (right-aligned, never broken).
        caption: a title above the table.
        css_class: classes of the ``<table>`` (``bl-table`` is always there).
        region: the ``data-region`` of the table (``"breakdown"`` for a score breakdown).
        strong_rows: indexes of rows drawn as totals (bold, a rule above).
        row_classes: a class for each row (optional).
        foot: a line of text under the table, inside the same block (escaped).
        column_styles: column index -> more CSS for its cells (e.g. ``"min-width:12em"``).
    Returns:
        The HTML of the table (one string).
    """
    numeric = set(numeric)
    strong = set(strong_rows)
    cols = column_styles or {}

    def more(i: int, extra: str) -> str:
        return ";".join(x for x in (extra, cols.get(i, "")) if x)

    head = "".join(_cell(h, i in numeric, "th", more(i, _HEAD)) for i, h in enumerate(header))
    body = []
    for r, row in enumerate(rows):
        extra = _STRONG if r in strong else ""
        cls = row_classes[r] if row_classes is not None and r < len(row_classes) and row_classes[r] else ""
        cls_attr = f' class="{_esc(cls)}"' if cls else ""
        cells = "".join(_cell(v, i in numeric, "td", more(i, extra)) for i, v in enumerate(row))
        body.append(f"<tr{cls_attr}>{cells}</tr>")
    classes = " ".join(["bl-table"] + ([css_class] if css_class else []))
    reg = f' data-region="{_esc(region)}"' if region else ""
    cap = f'<caption style="{_CAPTION}">{_esc(caption)}</caption>' if caption else ""
    table = (
        f'<table class="{_esc(classes)}"{reg} style="{_TABLE_STYLE}">{cap}'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )
    if foot:
        table += f'<div class="bl-table-foot" style="font-size:{TABLE_FONT_PX}px;margin:-4px 0 10px 2px">{_esc(foot)}</div>'
    return table


def card_html(card) -> str:
    """A card's symbol in its suit colour, e.g. ``A♠``, carrying ``data-card`` (the symbol, not the
    colour alone, names the suit)."""
    c = Card(card)
    colour = _RED if c.is_red else _BLACK
    return (f'<span class="bl-card-name" data-card="{c}" aria-label="{_esc(c.name_en)}" '
            f'style="color:{colour};font-weight:bold;white-space:nowrap">{_esc(c.symbol)}</span>')


def call_html(text: str) -> str:
    """A call as said (``"Take ♥"``), with a suit symbol in its colour."""
    out = _esc(text)
    for sym in ("♥", "♦"):
        out = out.replace(sym, f'<span style="color:{_RED}">{sym}</span>')
    return f'<span style="white-space:nowrap">{out}</span>'


# -- the score breakdown of a hand -----------------------------------------------------------------
_TOTAL_ITEMS = ("Total", "Score for this hand", "Deal points", "In tens")


def _breakdown_rows(score) -> list[tuple]:
    """``(item, NS, EW, rule)`` rows from a HandScore, a mariage DealResult or rows given as such."""
    lines = getattr(score, "lines", score)
    if callable(lines):
        lines = lines()
    out = []
    for line in lines:
        if hasattr(line, "item"):
            out.append((line.item, line.ns, line.ew, line.rule))
        else:
            item, ns, ew, rule = line
            out.append((item, ns, ew, rule))
    return out


def breakdown_table(score, *, upto: int | None = None, caption: str = "Score for this hand", rules: bool = True) -> str:
    """The breakdown of a hand's score, a line a row, each naming its rule.

    Args:
        score: a :class:`~belote_learn.rules.scoring.HandScore`, a mariage
            :class:`~belote_learn.systems.mariage.scoring.DealResult`, or rows ``(item, NS points, EW points, rule)``
            (None: nothing for that team).
        upto: show only the first ``upto`` lines (a walkthrough builds the score line by line).
        caption: the title above the table; ``rules``: show the rule column.
    Returns:
        A ``<table data-region="breakdown">``: item, North-South, East-West (right-aligned), rule; the
        totals in bold.
    """
    rows = _breakdown_rows(score)
    if upto is not None:
        rows = rows[:upto]
    strong = [i for i, r in enumerate(rows) if str(r[0]).startswith(_TOTAL_ITEMS)]
    header = list(BREAKDOWN_HEADER) if rules else list(BREAKDOWN_HEADER[:3])
    cells = [[item, ns, ew] + ([rule] if rules else []) for item, ns, ew, rule in rows]
    return html_table(header, cells, numeric=(1, 2), caption=caption, css_class="bl-breakdown-table",
                      region="breakdown", strong_rows=strong, row_classes=["bl-line"] * len(cells),
                      column_styles={0: "min-width:7em"})


# -- the score sheet of a game ---------------------------------------------------------------------
def score_sheet_table(game, *, caption: str = "Score sheet") -> str:
    """The score sheet of any game (a :class:`~belote_learn.systems.classic.game.Game` or a
    :class:`~belote_learn.systems.mariage.game.MariageGame`) as a table: one row a hand, from ``game.sheet()``, which each
    rule system's game class provides (Belote: taker, contract, result, points and running totals; mariage:
    trumps, tens and manche totals), with its foot line (totals, or coches) under it."""
    header, rows, numeric, foot = game.sheet()
    return html_table(header, rows, numeric=numeric, caption=caption, css_class="bl-sheet-table", foot=foot)


# -- the review of a hand ----------------------------------------------------------------------------
def review_table(reviews, *, caption: str = "Your cards, reviewed") -> str:
    """The review of a player's cards (:class:`~belote_learn.bots.dd.CardReview` objects): trick, the card
    played, the best card, and the points it lost (with every card face up), with the total under it."""
    rows = []
    for r in reviews:
        best = Html(card_html(r.best)) if r.lost else "the same"
        rows.append([r.index // 4 + 1, Html(card_html(r.card)), best, r.lost])
    lost = sum(r.lost for r in reviews)
    rows.append(["Total", "", "", lost])
    return html_table(["Trick", "You played", "Best card", "Points lost"], rows, numeric=(0, 3), caption=caption,
                      css_class="bl-review", strong_rows=[len(rows) - 1])


# -- the bidding trainer ---------------------------------------------------------------------------
def _pct(x) -> str:
    return "" if x is None else f"{x:.0%}"


def trainer_results_table(results: dict, names: dict | None = None, *, chosen: str | None = None,
                          best: str | None = None) -> str:
    """The bidding trainer's figures for each call: expected score (points a hand for the learner's side
    minus the other side's, with its 95% margin), how often the learner's side took, and how often it
    made the contract when it took. The learner's call is tagged "you", the best call "best".

    Args:
        results: call -> ``{"mean", "se", "taken", "made"}`` (see
            :func:`belote_learn.widgets.trainer.evaluate_calls`).
        names: call -> the call as said (``"Take ♥"``); ``chosen``/``best``: marked in the table.
    """
    names = names or {}
    rows, classes = [], []
    for call, r in results.items():
        label = names.get(call, call)
        tags = [t for t, c in (("you", chosen), ("best", best)) if c == call]
        badge = ("font-size:16px;font-weight:bold;border:1px solid #666;border-radius:4px;padding:0 4px;"
                 "margin-left:6px;white-space:nowrap;vertical-align:1px;line-height:1.2")
        text = call_html(label) + "".join(f' <span class="bl-tag" style="{badge}">{t}</span>' for t in tags)
        margin = 1.96 * r["se"]
        rows.append([Html(text), Num(round(r["mean"], 1), f"{r['mean']:+.1f}"), Num(round(margin, 1), f"± {margin:.1f}"),
                     _pct(r["taken"]), _pct(r["made"])])
        classes.append("bl-chosen" if call == chosen else "")
    header = ["Call", "Expected score", "± (95%)", "Your side took", "Made"]
    return html_table(header, rows, numeric=(1, 2, 3, 4), css_class="bl-trainer-table", row_classes=classes)


def history_table(history: list, names: dict | None = None, *, caption: str = "Your decisions") -> str:
    """The learner's decisions in the bidding trainer: number, problem, the call made, the best call, the
    points it cost a hand and the grade; the total cost under them."""
    names = names or {}
    rows = []
    for i, h in enumerate(history, 1):
        rows.append([i, h["problem"], Html(call_html(names.get(h["call"], h["call"]))),
                     Html(call_html(names.get(h["best"], h["best"]))), Num(h["cost"], f"{h['cost']:.1f}"), h["grade"]])
    total = sum(h["cost"] for h in history)
    rows.append(["", "Points lost in all", "", "", Num(round(total, 1), f"{total:.1f}"), ""])
    return html_table(["#", "Problem", "You", "Best", "Points lost", "Grade"], rows, numeric=(0, 4), caption=caption,
                      css_class="bl-history", strong_rows=[len(rows) - 1])
