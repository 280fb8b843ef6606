"""The one-page printable rule sheet of each rule system, in English or French (docs/rule-sheets/).

:func:`sheet` returns a sheet as a page of plain HTML with its style inside, sized for one A4 or Letter page:
open it in a browser and print it. The figures (card orders and points, deal totals, declaration values, the
contracts' order, the target, the direction of play) are read from the engine; every sentence is a message
of the catalogue (ids ``sheet.*``), so the French sheet says the same rules in the French players' words.
tools/build_rule_sheets.py writes them: docs/rule-sheets/<system>.html in English,
docs/rule-sheets/fr/<system>.html in French.

Example::

    >>> from belote_learn.lessons.rule_sheets import sheet
    >>> sheet("classic-501", lang="fr").startswith("<!DOCTYPE html>")
    True
"""
from __future__ import annotations

import html
import re

from belote_learn.core.cards import Rank, Suit
from belote_learn.core.messages import Join, Message, check_language, contract_name, render, suit_name
from belote_learn.core.ranking import Contract
from belote_learn.lessons._base import direction_word
from belote_learn.rules.declarations import FOUR_VALUES, SEQUENCE_VALUES
from belote_learn.rules.presets import get_rules
from belote_learn.systems.classic.auction import CONTRACT_ORDER
from belote_learn.systems.coinche.auction import BID_VALUES, CAPOT_VALUE
from belote_learn.systems.mariage.scoring import marriage_value, round_tens

__all__ = ["SYSTEMS", "sheet", "start_notebook"]

SYSTEMS = ("classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche")
"""The rule systems that have a sheet, in the course's order."""

STYLE = """
@page { size: A4; margin: 11mm; }
body { font-family: Georgia, 'Times New Roman', serif; font-size: 10.4pt; line-height: 1.3; color: #111;
       max-width: 190mm; margin: 0 auto; }
h1 { font-size: 17pt; margin: 0 0 2pt 0; }
.sub { color: #444; margin: 0 0 6pt 0; }
.cols { column-count: 2; column-gap: 7mm; }
h2 { font-size: 11.5pt; margin: 6pt 0 2pt 0; border-bottom: 1px solid #999; break-after: avoid; }
p, ul { margin: 0 0 4pt 0; } ul { padding-left: 14pt; } li { margin: 0 0 1pt 0; }
table { border-collapse: collapse; margin: 2pt 0 5pt 0; break-inside: avoid; }
td, th { border: 1px solid #bbb; padding: 1pt 4pt; text-align: center; }
th { background: #eee; } td.l, th.l { text-align: left; }
.red { color: #b3001b; } .foot { margin-top: 6pt; font-size: 8.5pt; color: #555; }
@media print { a { color: inherit; text-decoration: none; } }
"""

# Characters written as numeric references, so that the page reads the same in any editor.
_REFERENCES = str.maketrans({"\u2019": "&#8217;", "\u201c": "&#8220;", "\u201d": "&#8221;", "\u2192": "&#8594;",
                             "\u2265": "&#8805;", "\u2212": "&#8722;"})


def start_notebook(lang: str = "en") -> str:
    """The course's start notebook in ``lang``, as the sheet names it (the French course is in notebooks/fr/)."""
    return "notebooks/00_start_here.ipynb" if lang == "en" else f"notebooks/{lang}/00_start_here.ipynb"


def _html(value, lang: str) -> str:
    """A message (or text) rendered in ``lang``, escaped, with its light markup as HTML: ``**bold**``,
    ``*italic*`` and ```code```."""
    s = html.escape(render(value, lang), quote=False)
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
    s = re.sub(r"\*(.+?)\*", r"<i>\1</i>", s)
    s = re.sub(r"`(.+?)`", r"<code>\1</code>", s)
    return s.translate(_REFERENCES)


def _rank_letters(lang: str) -> dict:
    """Each rank's letter in ``lang`` (J Q K A in English, V D R A in French)."""
    return dict(zip(Rank, Message("sheet.rank_letters").render(lang).split()))


def _order_table(rules, contract: str, rows, lang: str) -> str:
    letters = _rank_letters(lang)
    ranking = rules.ranking(Contract.parse(contract))
    out = []
    for label, suit in rows:
        t = ranking.table_for(Suit.parse(suit))
        cells = "".join(f"<td><b>{letters[r]}</b></td>" for r in t.order)
        points = "".join(f"<td>{t.points[r]}</td>" for r in t.order)
        out.append(f"<tr><th class='l' rowspan='2'>{_html(label, lang)}</th>{cells}"
                   f"<td rowspan='2'>{sum(t.points.values())}</td></tr><tr>{points}</tr>")
    head = (f"<tr><th class='l'>{_html(Message('sheet.table.suit'), lang)}</th>"
            f"<th colspan='8'>{_html(Message('sheet.table.order'), lang)}</th>"
            f"<th>{_html(Message('sheet.table.total'), lang)}</th></tr>")
    return f"<table>{head}{''.join(out)}</table>"


def _declarations_table(lang: str) -> str:
    rows = [(Message("sheet.declarations.tierce"), SEQUENCE_VALUES[3]),
            (Message("sheet.declarations.fifty"), SEQUENCE_VALUES[4]),
            (Message("sheet.declarations.hundred"), SEQUENCE_VALUES[5]),
            (Message("sheet.declarations.four_jacks"), FOUR_VALUES[Rank.JACK]),
            (Message("sheet.declarations.four_nines"), FOUR_VALUES[Rank.NINE]),
            (Message("sheet.declarations.four_others"), FOUR_VALUES[Rank.ACE])]
    body = "".join(f"<tr><td class='l'>{_html(name, lang)}</td><td>{value}</td></tr>" for name, value in rows)
    return (f"<table><tr><th class='l'>{_html(Message('sheet.table.combination'), lang)}</th>"
            f"<th>{_html(Message('sheet.table.points'), lang)}</th></tr>{body}</table>")


def _marriages_table(lang: str) -> str:
    rows = [(Message("sheet.mariage.king_queen"), False), (Message("sheet.mariage.king_queen_jack"), True)]
    body = "".join(f"<tr><td class='l'>{_html(name, lang)}</td><td>{marriage_value(jack, False)}</td>"
                   f"<td>{marriage_value(jack, True)}</td></tr>" for name, jack in rows)
    return (f"<table><tr><th class='l'>{_html(Message('sheet.table.marriage'), lang)}</th>"
            f"<th>{_html(Message('sheet.table.plain'), lang)}</th>"
            f"<th>{_html(Message('sheet.table.trumps'), lang)}</th></tr>{body}</table>")


def _classic(rules, full: bool) -> list:
    """The blocks of the classic games' sheet (``full``: the full rules, classic-1000)."""
    total = rules.ranking("H").total
    target = rules.target
    return [
        ("h2", Message("sheet.heading.game")),
        ("p", Message("sheet.classic.game.full", target=target) if full
         else Message("sheet.classic.game", target=target)),
        ("h2", Message("sheet.heading.cards")),
        ("html", "order", [(Message("sheet.table.trumps"), "H"), (Message("sheet.table.other_suits"), "S")]),
        ("p", Message("sheet.cards.total", total=total)),
        ("h2", Message("sheet.heading.deal", direction=direction_word(rules.direction))),
        ("p", Message("sheet.classic.deal.full") if full else Message("sheet.classic.deal")),
        ("h2", Message("sheet.heading.bidding")),
        ("ul", [Message("sheet.classic.bidding.round_1"), Message("sheet.classic.bidding.round_2"),
                Message("sheet.classic.bidding.end"),
                Message("sheet.classic.bidding.cards.full") if full else Message("sheet.classic.bidding.cards")]),
        ("h2", Message("sheet.heading.play")),
        ("ul", [Message("sheet.play.lead"), Message("sheet.play.wins"), Message("sheet.play.follow"),
                Message("sheet.play.partner_winning.full") if full else Message("sheet.play.partner_winning"),
                Message("sheet.classic.play.trump"), Message("sheet.play.void")]),
        ("h2", Message("sheet.heading.belote_declarations")),
        ("p", Message("sheet.belote.announced") if full else Message("sheet.belote.automatic")),
        ("p", Message("sheet.classic.declarations.full") if full else Message("sheet.classic.declarations")),
        ("html", "declarations"),
        ("p", Message("sheet.classic.declarations.compared.full") if full
         else Message("sheet.classic.declarations.compared")),
        ("h2", Message("sheet.heading.scoring")),
        ("ul", [Message("sheet.scoring.each_team"),
                Message("sheet.classic.scoring.made.full") if full else Message("sheet.classic.scoring.made"),
                Message("sheet.classic.scoring.dedans", total=total),
                *([] if full else [Message("sheet.classic.scoring.litige")]),
                Message("sheet.classic.scoring.capot.full") if full else Message("sheet.classic.scoring.capot")]),
        ("h2", Message("sheet.heading.end")),
        ("p", Message("sheet.classic.end.full", target=target) if full
         else Message("sheet.classic.end", target=target)),
        *([("p", Message("sheet.classic.variants"))] if full else []),
        ("h2", Message("sheet.heading.tips")),
        ("ul", [Message("sheet.classic.tips.take"), Message("sheet.classic.tips.play")]),
    ]


def _sans_tout_atout(rules) -> list:
    names = [suit_name(Suit.parse(c)) if c in ("S", "H", "D", "C") else contract_name(Contract.parse(c))
             for c in CONTRACT_ORDER]
    return [
        ("h2", Message("sheet.heading.game")),
        ("p", Message("sheet.sta.game", target=rules.target)),
        ("h2", Message("sheet.heading.contracts")),
        ("p", Message("sheet.sta.contracts", order=Join(" < ", names))),
        ("html", "order", [(Message("sheet.table.trumps"), "H"), (Message("sheet.table.other_suits"), "S")]),
        ("p", Message("sheet.sta.totals", suit=rules.ranking("S").total, all_trumps=rules.ranking("AT").total,
                      no_trumps=rules.ranking("NT").total)),
        ("h2", Message("sheet.heading.deal_auction", direction=direction_word(rules.direction))),
        ("ul", [Message("sheet.sta.deal"), Message("sheet.sta.auction.rounds"), Message("sheet.sta.auction.end"),
                Message("sheet.sta.auction.cards")]),
        ("h2", Message("sheet.heading.play")),
        ("ul", [Message("sheet.sta.play.suit"), Message("sheet.sta.play.all_trumps"),
                Message("sheet.sta.play.no_trumps")]),
        ("h2", Message("sheet.heading.declarations_belote")),
        ("html", "declarations"),
        ("p", Message("sheet.sta.declarations")),
        ("h2", Message("sheet.heading.scoring")),
        ("ul", [Message("sheet.sta.scoring.each_team"), Message("sheet.sta.scoring.result"),
                Message("sheet.sta.scoring.capot")]),
        ("h2", Message("sheet.heading.tips")),
        ("ul", [Message("sheet.sta.tips.contracts"), Message("sheet.sta.tips.four_aces")]),
    ]


def _coinche(rules) -> list:
    low, high, step = BID_VALUES[0], BID_VALUES[-1], BID_VALUES[1] - BID_VALUES[0]
    target = rules.target
    return [
        ("h2", Message("sheet.heading.game")),
        ("p", Message("sheet.coinche.game", target=target)),
        ("h2", Message("sheet.heading.cards")),
        ("html", "order", [(Message("sheet.table.trumps"), "H"), (Message("sheet.table.other_suits"), "S")]),
        ("p", Message("sheet.cards.total", total=rules.ranking("H").total)),
        ("h2", Message("sheet.heading.deal", direction=direction_word(rules.direction))),
        ("p", Message("sheet.coinche.deal")),
        ("h2", Message("sheet.heading.auction")),
        ("ul", [Message("sheet.coinche.auction.turns"),
                Message("sheet.coinche.auction.bid", low=low, high=high, step=step),
                Message("sheet.coinche.auction.capot", capot=CAPOT_VALUE),
                Message("sheet.coinche.auction.coinche"), Message("sheet.coinche.auction.end")]),
        ("h2", Message("sheet.heading.play")),
        ("ul", [Message("sheet.play.lead"), Message("sheet.play.wins"), Message("sheet.play.follow"),
                Message("sheet.play.partner_winning"), Message("sheet.coinche.play.trump"),
                Message("sheet.play.void")]),
        ("h2", Message("sheet.heading.belote_declarations")),
        ("p", Message("sheet.belote.automatic")),
        ("p", Message("sheet.coinche.declarations")),
        ("html", "declarations"),
        ("p", Message("sheet.coinche.declarations.compared")),
        ("h2", Message("sheet.heading.scoring")),
        ("ul", [Message("sheet.scoring.each_team"), Message("sheet.coinche.scoring.made", capot=CAPOT_VALUE),
                Message("sheet.coinche.scoring.coinched"), Message("sheet.coinche.scoring.failed"),
                Message("sheet.coinche.scoring.litige"), Message("sheet.coinche.scoring.rounding")]),
        ("h2", Message("sheet.heading.end")),
        ("p", Message("sheet.coinche.end", target=target)),
        ("h2", Message("sheet.heading.tips")),
        ("ul", [Message("sheet.coinche.tips.count", low=low), Message("sheet.coinche.tips.coinche")]),
    ]


def _mariage(rules) -> list:
    target = rules.target
    return [
        ("h2", Message("sheet.heading.game")),
        ("p", Message("sheet.mariage.game", direction=direction_word(rules.direction))),
        ("h2", Message("sheet.heading.deal_trumps")),
        ("p", Message("sheet.mariage.deal")),
        ("h2", Message("sheet.heading.cards_every_suit")),
        ("html", "order", [(Message("sheet.table.every_suit"), "H")]),
        ("p", Message("sheet.mariage.total", total=rules.ranking("H").total)),
        ("h2", Message("sheet.heading.play")),
        ("ul", [Message("sheet.mariage.play.follow"), Message("sheet.mariage.play.void"),
                Message("sheet.mariage.play.no_undertrump")]),
        ("h2", Message("sheet.heading.marriages")),
        ("html", "marriages"),
        ("ul", [Message("sheet.mariage.marriages.announce"), Message("sheet.mariage.marriages.on_the_table")]),
        ("h2", Message("sheet.heading.score")),
        ("p", Message("sheet.mariage.score", r53=round_tens(53), r67=round_tens(67), r55=round_tens(55),
                      r65=round_tens(65))),
        ("h2", Message("sheet.heading.manche_coches")),
        ("ul", [Message("sheet.mariage.manche", target=target), Message("sheet.mariage.coches.one", target=target),
                Message("sheet.mariage.coches.two"), Message("sheet.mariage.coches.three_four")]),
        ("h2", Message("sheet.heading.tips")),
        ("ul", [Message("sheet.mariage.tips.lead"), Message("sheet.mariage.tips.tricks")]),
    ]


def _block(rules, block, lang: str) -> str:
    kind = block[0]
    if kind in ("h2", "p"):
        return f"<{kind}>{_html(block[1], lang)}</{kind}>"
    if kind == "ul":
        return "<ul>" + "".join(f"<li>{_html(m, lang)}</li>" for m in block[1]) + "</ul>"
    if block[1] == "order":
        return _order_table(rules, "H", block[2], lang)
    if block[1] == "declarations":
        return _declarations_table(lang)
    return _marriages_table(lang)


def sheet(preset: str, lang: str = "en") -> str:
    """The rule sheet of ``preset`` (one of :data:`SYSTEMS`) as a page of HTML, in ``lang``.

    Raises:
        ValueError: ``preset`` has no sheet, or ``lang`` has no catalogue (one line naming the known ones).
    """
    check_language(lang)
    if preset not in SYSTEMS:
        raise ValueError(Message("sheet.error.preset", preset=repr(preset), known=", ".join(SYSTEMS)).render(lang))
    rules = get_rules(preset)
    if preset in ("classic-501", "classic-1000"):
        blocks = _classic(rules, full=preset == "classic-1000")
    elif preset == "sans-tout-atout":
        blocks = _sans_tout_atout(rules)
    elif preset == "coinche":
        blocks = _coinche(rules)
    else:
        blocks = _mariage(rules)
    title = _html(rules.title_message, lang)
    body = "\n".join(_block(rules, b, lang) for b in blocks)
    page_title = _html(Message("sheet.page_title", title=rules.title_message), lang)
    sub = _html(Message("sheet.subtitle", preset=preset, start=start_notebook(lang)), lang)
    foot = _html(Message("sheet.foot"), lang)
    return (f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'><title>{page_title}</title>"
            f"<style>{STYLE}</style></head><body>\n<h1>{title}</h1>\n<p class='sub'>{sub}</p>\n"
            f"<div class='cols'>\n{body}\n</div>\n<p class='foot'>{foot}</p>\n</body></html>\n")
