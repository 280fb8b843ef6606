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

from belote_learn.core.messages import TEAM_NAMES as _TEAM_WORDS, Join, Message, Number, card_name, card_symbol, render
from belote_learn.core.cards import Card

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
    "breakdown_header",
    "TEAM_NAMES",
    "total_items",
]

TABLE_FONT_PX = 17
"""The tables' font size in pixels (JupyterLab's text is 13-14 px; a projector needs more)."""

_BREAKDOWN_HEADER = ("", _TEAM_WORDS["NS"], _TEAM_WORDS["EW"], Message("table.header.rule"))


def breakdown_header(lang: str = "en") -> tuple[str, ...]:
    """The column titles of a score breakdown in ``lang`` (the walkthroughs, the practice game and the
    lessons share them): ``("", "North-South", "East-West", "Rule")`` in English."""
    return tuple(render(h, lang) for h in _BREAKDOWN_HEADER)


BREAKDOWN_HEADER = breakdown_header("en")
"""The column titles of a score breakdown, in English (:func:`breakdown_header` gives them in a language)."""

TEAM_NAMES = ("North-South", "East-West", "N-S", "E-W")
"""Team names (English) that a table never breaks at their hyphen (see :func:`_keep_names`)."""

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


_TEAM_SHORT = (Message("word.team.short.north_south"), Message("word.team.short.east_west"))
"""The teams' short names ("N-S", "E-W"; in French "N-S", "E-O"), as a table's column titles say them."""


def _team_names(lang: str) -> tuple:
    if lang == "en":
        return TEAM_NAMES
    return tuple(dict.fromkeys(tuple(w.render(lang) for w in (_TEAM_WORDS["NS"], _TEAM_WORDS["EW"], *_TEAM_SHORT))
                               + TEAM_NAMES))


def _keep_names(text: str, lang: str = "en") -> str:
    """Escaped text with every team name ("North-South", "E-W") in a span that never wraps: a narrow column
    breaks the line between words, never at a team name's hyphen ("Capot by North-" / "South")."""
    out = _esc(text)
    for name in _team_names(lang):
        out = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])",
                     f'<span class="bl-team-name" style="white-space:nowrap">{name}</span>', out)
    return out


def _cell(value, numeric: bool, tag: str = "td", extra: str = "", lang: str = "en") -> str:
    if hasattr(value, "render"):  # a message: its text in the table's language
        value = value.render(lang)
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
        # (split at ordinary spaces only: a non-breaking one, as in French "95 %", holds its words together)
        body = " ".join(f'<span style="white-space:nowrap">{_esc(w)}</span>' for w in value.split(" ") if w)
        data = ""
    elif isinstance(value, Num):
        body = _esc(_number_text(render(value.text, lang)))
        data = f' data-value="{value.value}"'
    elif numeric and isinstance(value, (int, float)) and not isinstance(value, bool):
        body = _esc(_number_text(value))
        data = f' data-value="{value}"'
    else:
        body = _keep_names(value, lang)
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
    lang: str = "en",
) -> str:
    """A table with the house style.

    Args:
        header: the column titles.
        rows: the cells of each row: text (escaped), a message (rendered in ``lang``), a number, None (an
            empty cell) or :class:`Html`. The titles, the caption and the foot may be messages too.
        numeric: the indexes of the columns holding numbers (right-aligned, never broken).
        caption: a title above the table.
        css_class: classes of the ``<table>`` (``bl-table`` is always there).
        region: the ``data-region`` of the table (``"breakdown"`` for a score breakdown).
        strong_rows: indexes of rows drawn as totals (bold, a rule above).
        row_classes: a class for each row (optional).
        foot: a line of text under the table, inside the same block (escaped).
        column_styles: column index -> more CSS for its cells (e.g. ``"min-width:12em"``).
        lang: the language of the messages among the cells (``"en"``, ``"fr"``).
    Returns:
        The HTML of the table (one string).
    """
    caption, foot = render(caption, lang), render(foot, lang)
    numeric = set(numeric)
    strong = set(strong_rows)
    cols = column_styles or {}

    def more(i: int, extra: str) -> str:
        return ";".join(x for x in (extra, cols.get(i, "")) if x)

    head = "".join(_cell(h, i in numeric, "th", more(i, _HEAD), lang) for i, h in enumerate(header))
    body = []
    for r, row in enumerate(rows):
        extra = _STRONG if r in strong else ""
        cls = row_classes[r] if row_classes is not None and r < len(row_classes) and row_classes[r] else ""
        cls_attr = f' class="{_esc(cls)}"' if cls else ""
        cells = "".join(_cell(v, i in numeric, "td", more(i, extra), lang) for i, v in enumerate(row))
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


def card_html(card, lang: str = "en") -> str:
    """A card's symbol in its suit colour, e.g. ``A♠``, carrying ``data-card`` (the symbol, not the
    colour alone, names the suit) and its name in ``lang`` for a screen reader."""
    c = Card(card)
    colour = _RED if c.is_red else _BLACK
    return (f'<span class="bl-card-name" data-card="{c}" aria-label="{_esc(card_name(c).render(lang))}" '
            f'style="color:{colour};font-weight:bold;white-space:nowrap">{_esc(card_symbol(c).render(lang))}</span>')


def call_html(text: str) -> str:
    """A call as said (``"Take ♥"``), with a suit symbol in its colour."""
    out = _esc(text)
    for sym in ("♥", "♦"):
        out = out.replace(sym, f'<span style="color:{_RED}">{sym}</span>')
    return f'<span style="white-space:nowrap">{out}</span>'


# -- the score breakdown of a hand -----------------------------------------------------------------
_MARIAGE_TOTAL_ITEMS = ("Deal points", "In tens")  # the totals of a mariage deal (its own module words them)
_TOTAL = Message("score.line.total")  # the labels of scoring's total lines (belote_learn.scoring)
_HAND_CAPTION = Message("score.line.hand")


def total_items(lang: str = "en") -> tuple[str, ...]:
    """The labels of a breakdown's total lines in ``lang`` ("Total", "Score for this hand", and mariage's
    "Deal points", "In tens"): a line starting with one is drawn as a total."""
    return (_TOTAL.render(lang), _HAND_CAPTION.render(lang)) + _MARIAGE_TOTAL_ITEMS


_TOTAL_ITEMS = total_items("en")


def _breakdown_rows(score, lang: str = "en") -> list[tuple]:
    """``(item, NS, EW, rule)`` rows from a HandScore, a mariage DealResult or rows given as such, the
    words in ``lang``."""
    lines = getattr(score, "lines", score)
    if callable(lines):
        lines = lines()
    out = []
    for line in lines:
        if hasattr(line, "item_text"):
            out.append((line.item_text(lang), line.ns, line.ew, line.rule_text(lang)))
        elif hasattr(line, "item"):
            out.append((render(line.item, lang), line.ns, line.ew, render(line.rule, lang)))
        else:
            item, ns, ew, rule = line
            out.append((render(item, lang), ns, ew, render(rule, lang)))
    return out



def breakdown_table(score, *, upto: int | None = None, caption=_HAND_CAPTION, rules: bool = True,
                    region: str = "breakdown", lang: str = "en") -> str:
    """The breakdown of a hand's score, a line a row, each naming its rule.

    Args:
        score: a :class:`~belote_learn.rules.scoring.HandScore`, a mariage
            :class:`~belote_learn.systems.mariage.scoring.DealResult`, or rows ``(item, NS points, EW points, rule)``
            (None: nothing for that team).
        upto: show only the first ``upto`` lines (a walkthrough builds the score line by line).
        caption: the title above the table (a message or text; ``""``: none); ``rules``: show the rule column.
        region: the table's ``data-region`` (``""``: none, where another element of the page is the
            breakdown's region, as the practice game's score on the table is).
        lang: the language of the words (``"en"``, ``"fr"``).
    Returns:
        A ``<table data-region="breakdown">``: item, North-South, East-West (right-aligned), rule; the
        totals in bold.
    """
    rows = _breakdown_rows(score, lang)
    if upto is not None:
        rows = rows[:upto]
    totals = total_items(lang)
    strong = [i for i, r in enumerate(rows) if str(r[0]).startswith(totals)]
    header = list(breakdown_header(lang)) if rules else list(breakdown_header(lang)[:3])
    cells = [[item, ns, ew] + ([rule] if rules else []) for item, ns, ew, rule in rows]
    return html_table(header, cells, numeric=(1, 2), caption=caption, css_class="bl-breakdown-table",
                      region=region, strong_rows=strong, row_classes=["bl-line"] * len(cells),
                      column_styles={0: "min-width:7em"}, lang=lang)


# -- the score sheet of a game ---------------------------------------------------------------------
def score_sheet_table(game, *, caption=Message("table.caption.score_sheet"), lang: str = "en") -> str:
    """The score sheet of any game (a :class:`~belote_learn.systems.classic.game.Game` or a
    :class:`~belote_learn.systems.mariage.game.MariageGame`) as a table: one row a hand, from ``game.sheet()``, which each
    rule system's game class provides (Belote: taker, contract, result, points and running totals; mariage:
    trumps, tens and manche totals), with its foot line (totals, or coches) under it. The caption and any
    message among the cells are in ``lang``."""
    header, rows, numeric, foot = game.sheet(lang)
    return html_table(header, rows, numeric=numeric, caption=caption, css_class="bl-sheet-table", foot=foot,
                      lang=lang)


# -- the review of a hand ----------------------------------------------------------------------------
def review_table(reviews, *, caption=Message("table.caption.review"), lang: str = "en") -> str:
    """The review of a player's cards (:class:`~belote_learn.bots.dd.CardReview` objects): trick, the card
    played, the best card, and the points it lost (with every card face up), with the total under it; the
    words in ``lang``."""
    rows = []
    for r in reviews:
        best = Html(card_html(r.best, lang)) if r.lost else Message("table.review.same")
        rows.append([r.index // 4 + 1, Html(card_html(r.card, lang)), best, r.lost])
    lost = sum(r.lost for r in reviews)
    rows.append([_TOTAL, "", "", lost])
    header = [Message("table.review.trick"), Message("table.review.played"), Message("table.review.best"),
              Message("table.review.lost")]
    return html_table(header, rows, numeric=(0, 3), caption=caption, css_class="bl-review",
                      strong_rows=[len(rows) - 1], lang=lang)


# -- the bidding trainer ---------------------------------------------------------------------------
def _pct(x):
    return "" if x is None else Number(x, ".0%")


def trainer_results_table(results: dict, names: dict | None = None, *, chosen: str | None = None,
                          best: str | None = None, lang: str = "en") -> str:
    """The bidding trainer's figures for each call: expected score (points a hand for the learner's side
    minus the other side's, with its 95% margin), how often the learner's side took, and how often it
    made the contract when it took. The learner's call is tagged "you", the best call "best".

    Args:
        results: call -> ``{"mean", "se", "taken", "made"}`` (see
            :func:`belote_learn.widgets.trainer.evaluate_calls`).
        names: call -> the call as said (``"Take ♥"``, or a message); ``chosen``/``best``: marked in the table.
        lang: the language of the words.
    """
    names = names or {}
    rows, classes = [], []
    tag_words = {"you": Message("table.trainer.tag_you").render(lang), "best": Message("table.trainer.tag_best").render(lang)}
    for call, r in results.items():
        label = render(names.get(call, call), lang)
        tags = [tag_words[t] for t, c in (("you", chosen), ("best", best)) if c == call]
        badge = ("font-size:16px;font-weight:bold;border:1px solid #666;border-radius:4px;padding:0 4px;"
                 "margin-left:6px;white-space:nowrap;vertical-align:1px;line-height:1.2")
        text = call_html(label) + "".join(f' <span class="bl-tag" style="{badge}">{_esc(t)}</span>' for t in tags)
        margin = 1.96 * r["se"]
        rows.append([Html(text), Num(round(r["mean"], 1), Number(r["mean"], "+.1f")), Num(round(margin, 1), Join(" ", ["±", Number(margin, ".1f")])),
                     _pct(r["taken"]), _pct(r["made"])])
        classes.append("bl-chosen" if call == chosen else "")
    header = [Message("table.trainer.call"), Message("table.trainer.expected"), Join("", ["± (", Number(0.95, ".0%"), ")"]),
              Message("table.trainer.taken"), Message("table.trainer.made")]
    return html_table(header, rows, numeric=(1, 2, 3, 4), css_class="bl-trainer-table", row_classes=classes, lang=lang)


def history_table(history: list, names: dict | None = None, *, caption=Message("table.caption.history"),
                  lang: str = "en") -> str:
    """The learner's decisions in the bidding trainer: number, problem, the call made, the best call, the
    points it cost a hand and the grade; the total cost under them (the words in ``lang``; a problem's
    name or a grade may be a message)."""
    names = names or {}
    rows = []
    for i, h in enumerate(history, 1):
        rows.append([i, h["problem"], Html(call_html(render(names.get(h["call"], h["call"]), lang))),
                     Html(call_html(render(names.get(h["best"], h["best"]), lang))), Num(h["cost"], Number(h["cost"], ".1f")),
                     h["grade"]])
    total = sum(h["cost"] for h in history)
    rows.append(["", Message("table.history.total"), "", "", Num(round(total, 1), Number(total, ".1f")), ""])
    header = ["#", Message("table.history.problem"), Message("table.history.you"), Message("table.history.best"),
              Message("table.review.lost"), Message("table.history.grade")]
    return html_table(header, rows, numeric=(0, 4), caption=caption, css_class="bl-history",
                      strong_rows=[len(rows) - 1], lang=lang)
