"""Cards, hands and tricks as pictures (SVG inside HTML) for Jupyter, and as text for terminals.

All drawing lives here; presentation options are keyword-only. The SVG carries semantic classes
and data attributes (``bl-card``, ``data-card="10H"``, ``bl-legal``/``bl-illegal``,
``bl-winning``) so that tests and widgets can find cards without looking at pixels.
"""
from __future__ import annotations

import html
from typing import Iterable, Mapping

from belote_learn.core.messages import RANK_SYMBOLS, SEAT_NAMES, Message, card_name, card_symbol, contract_name, render
from belote_learn.core.cards import Card, CardSet, Seat, parse_card, parse_seat

__all__ = ["card_svg", "suit_colour", "hand_html", "trick_html", "explanation_html", "card_back_svg", "bar_chart_svg",
           "card_fan_html", "trick_row_html",
           "presets_table_html", "RED", "BLACK"]

RED = "#c8102e"
BLACK = "#1a1a1a"
_GREEN = "#1b7f3a"
_GREY = "#9aa0a6"
_FOUR = {"D": "#0b4fb3", "C": "#0f7a36"}
_FONT = "DejaVu Sans, Segoe UI, Arial, sans-serif"


def _esc(text: str) -> str:
    return html.escape(str(text), quote=True)


def card_svg(
    card: Card,
    *,
    width: int = 72,
    legal: bool | None = None,
    winning: bool = False,
    title: str | None = None,
    extra_class: str = "",
    four_colour: bool = False,
    lang: str = "en",
) -> str:
    """One card as an SVG element, drawn like the card table's cards: a large corner index (rank over
    suit) that stays readable when cards overlap, and a big suit in the middle.

    Args:
        card: the card.
        width: width in pixels (height is 1.4 times it); 72 suits a page, 100 or more a projector.
        legal: True draws a thick green frame, False a grey hatch with a cross (not faded: a red card
            stays red), None draws it plainly. The frame is not the only sign: see the title.
        winning: draws a gold frame (the card winning the trick).
        title: a tooltip (default: the card's name, with "legal"/"not legal" when marked); a message is
            rendered in ``lang``.
        extra_class: more CSS classes.
        four_colour: diamonds blue and clubs green.
        lang: the language of the card's name and tooltip, and of the rank on its face (``J Q K`` in English,
            ``V D R`` in French); ``data-card`` keeps the card's code (``"JH"``) whatever the language.
    """
    card = Card(card)
    w = width
    h = round(width * 1.4)
    colour = suit_colour(card, four_colour)
    rank = render(RANK_SYMBOLS[card.rank], lang)
    sym = card.suit.symbol
    classes = ["bl-card", f"bl-card-{card}"]
    if legal is True:
        classes.append("bl-legal")
    elif legal is False:
        classes.append("bl-illegal")
    if winning:
        classes.append("bl-winning")
    if extra_class:
        classes.append(extra_class)
    stroke, stroke_w = "#6b6b6b", max(1.0, w / 70)
    if winning:
        stroke, stroke_w = "#d4a017", max(3, w / 20)
    elif legal is True:
        stroke, stroke_w = _GREEN, max(3, w / 20)
    name = card_name(card)
    if legal is not None:
        name = Message("render.card.legal", card=name) if legal else Message("render.card.not_legal", card=name)
    if winning:
        name = Message("render.card.winning", card=name)
    name = name.render(lang)
    tip = f"<title>{_esc(render(title, lang) if title else name)}</title>"
    fs = w * 0.32  # the corner index: rank, and the suit under it
    x0 = max(w * 0.07, stroke_w + 1.5)
    face = card.rank.symbol in ("J", "Q", "K")  # a face card (its code's letter), whatever its index reads
    pip = (
        f'<rect x="{w * 0.36:.1f}" y="{h * 0.33:.1f}" width="{w * 0.54:.1f}" height="{h * 0.58:.1f}" rx="{w * 0.05:.1f}" '
        f'fill="#f6f6f6" stroke="{colour}" stroke-width="{max(1, w / 50):.1f}"/>'
        f'<text x="{w * 0.63:.1f}" y="{h * 0.60:.1f}" text-anchor="middle" font-family="{_FONT}" font-weight="bold" '
        f'font-size="{w * 0.34:.1f}" fill="{colour}">{_esc(rank)}</text>'
        f'<text x="{w * 0.63:.1f}" y="{h * 0.84:.1f}" text-anchor="middle" font-family="{_FONT}" '
        f'font-size="{w * 0.30:.1f}" fill="{colour}">{sym}</text>'
        if face else
        f'<text x="{w * 0.62:.1f}" y="{h * 0.80:.1f}" text-anchor="middle" font-family="{_FONT}" '
        f'font-size="{w * 0.58:.1f}" fill="{colour}">{sym}</text>'
    )
    veil = ""
    if legal is False:
        pid = f"bl-hatch-{w}"
        veil = (
            f'<defs><pattern id="{pid}" width="{w * 0.14:.1f}" height="{w * 0.14:.1f}" patternUnits="userSpaceOnUse" '
            f'patternTransform="rotate(45)"><rect width="{w * 0.06:.1f}" height="{w * 0.14:.1f}" fill="#3c3c3c" '
            f'fill-opacity="0.16"/></pattern></defs>'
            f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="{round(w * 0.09)}" fill="url(#{pid})"/>'
            f'<circle cx="{w * 0.17:.1f}" cy="{h - w * 0.17:.1f}" r="{w * 0.11:.1f}" fill="#5a5a5a"/>'
            f'<text x="{w * 0.17:.1f}" y="{h - w * 0.17 + w * 0.055:.1f}" text-anchor="middle" font-family="{_FONT}" '
            f'font-size="{w * 0.15:.1f}" font-weight="bold" fill="#ffffff">✕</text>'
        )
    return (
        f'<svg class="{" ".join(classes)}" data-card="{card}" xmlns="http://www.w3.org/2000/svg" '
        f'width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" aria-label="{_esc(name)}" '
        f'style="margin:2px">{tip}'
        f'<rect x="{stroke_w / 2 + 0.5:.1f}" y="{stroke_w / 2 + 0.5:.1f}" width="{w - stroke_w - 1:.1f}" '
        f'height="{h - stroke_w - 1:.1f}" rx="{round(w * 0.09)}" fill="white" stroke="{stroke}" '
        f'stroke-width="{stroke_w:.1f}"/>'
        f'<text x="{x0:.1f}" y="{fs * 0.98 + w * 0.03:.1f}" font-family="{_FONT}" font-weight="bold" '
        f'font-size="{fs:.1f}" letter-spacing="{-w * 0.02:.1f}" fill="{colour}">{_esc(rank)}</text>'
        f'<text x="{x0 + (w * 0.02 if rank != "10" else w * 0.06):.1f}" y="{fs * 1.95 + w * 0.03:.1f}" '
        f'font-family="{_FONT}" font-size="{fs * 0.88:.1f}" fill="{colour}">{sym}</text>'
        f"{pip}{veil}"
        "</svg>"
    )


def suit_colour(card: Card, four_colour: bool = False) -> str:
    """The ink of a card: red for hearts and diamonds, black for spades and clubs; with a four-colour
    deck, diamonds blue and clubs green."""
    card = Card(card)
    if four_colour and card.suit.letter in _FOUR:
        return _FOUR[card.suit.letter]
    return RED if card.is_red else BLACK


def card_back_svg(*, width: int = 72) -> str:
    """The back of a card (for hidden hands)."""
    w, h = width, round(width * 1.4)
    return (
        f'<svg class="bl-card-back" xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" style="margin:2px"><rect x="2" y="2" width="{w - 4}" height="{h - 4}" '
        f'rx="{round(w * 0.09)}" fill="#1d4e89" stroke="#555"/>'
        f'<rect x="8" y="8" width="{w - 16}" height="{h - 16}" rx="4" fill="none" stroke="#ffffff" '
        f'stroke-opacity="0.5"/></svg>'
    )


def hand_html(
    cards: Iterable[Card],
    *,
    width: int = 100,
    marks: Mapping[Card, bool] | None = None,
    titles: Mapping[Card, str] | None = None,
    label: str = "",
    lang: str = "en",
) -> str:
    """A labelled row of cards at a projector's size (``width`` 100 px: corner indices readable from the back
    of a room), side by side where there is room and overlapping like a fan in a narrow notebook (each
    card's corner index stays in view: :func:`card_fan_html`); ``marks`` maps a card to legal (True,
    framed) or illegal (False, hatched); ``titles`` a card to its tooltip. The label is 17 px bold. The
    label and tooltips (text or messages) and the cards' names are in ``lang``."""
    marks = marks or {}
    titles = titles or {}
    cards = [parse_card(c) for c in cards]
    fan = card_fan_html([card_svg(c, width=width, legal=marks.get(c), title=titles.get(c), lang=lang) for c in cards],
                        width=width, ranks=[c.rank.symbol for c in cards])
    label = render(label, lang)
    lab = (f'<div class="bl-label" style="font-weight:bold;font-size:17px;margin:6px 0 2px 0">{_esc(label)}</div>'
           if label else "")
    return (f'<div class="bl-hand-box" style="max-width:{len(cards) * (width + 6)}px">{lab}'
            f'<div class="bl-hand">{fan}</div></div>')


def trick_html(
    trick: Iterable[tuple[Seat, Card]],
    *,
    to_play: Seat | None = None,
    winner: Seat | None = None,
    width: int = 64,
    lang: str = "en",
) -> str:
    """The trick on the table as a compass: North at the top, South at the bottom (the seats named in ``lang``)."""
    by_seat = {parse_seat(s): parse_card(c) for s, c in trick}
    to_play = parse_seat(to_play) if to_play is not None else None
    winner = parse_seat(winner) if winner is not None else None
    h = round(width * 1.4)

    def cell(seat: Seat) -> str:
        label = (Message("render.seat_to_play", seat=SEAT_NAMES[seat]) if seat == to_play else SEAT_NAMES[seat]).render(lang)
        if seat in by_seat:
            body = card_svg(by_seat[seat], width=width, winning=(seat == winner), lang=lang)
        else:
            body = (
                f'<div style="width:{width}px;height:{h}px;border:1px dashed {_GREY};border-radius:6px;'
                f'margin:2px"></div>'
            )
        return (
            f'<div class="bl-seat bl-seat-{seat.name}" style="display:flex;flex-direction:column;'
            f'align-items:center;font-size:12px">{body}<span>{_esc(label)}</span></div>'
        )

    grid = (
        '<div class="bl-trick" style="display:grid;grid-template-columns:repeat(3,auto);'
        'justify-content:start;align-items:center;gap:2px 10px">'
        f"<div></div>{cell(Seat.N)}<div></div>"
        f"{cell(Seat.W)}<div></div>{cell(Seat.E)}"
        f"<div></div>{cell(Seat.S)}<div></div>"
        "</div>"
    )
    return grid


def card_fan_html(cards, width: int = 100, strip: int = 46, classes=None, styles=None, ranks=None) -> str:
    """Cards in one row, side by side when there is room and overlapping like a fan when the row is
    narrower: each card keeps its full ``width`` and at least ``strip`` pixels of its left edge in view
    (the corner index, rank over suit, is about 45 px wide at 100 px), the last card whole.

    Args:
        cards: the HTML of each card (an SVG from :func:`belote_learn.core.render.card_svg`, maybe with a badge).
        width: the cards' width in pixels; ``strip``: the least of each card left in view.
        classes / styles: per card, more classes / CSS for its holder (e.g. a frame), or None.
        ranks: per card, its rank symbol (optional): a 10, whose index is two digits wide, gives up less
            of its width than the others when the row must overlap.
    Returns:
        A ``<div class="bl-fan">`` (pure CSS flexbox: no script, the same in JupyterLab, Voila, JupyterLite).
        Each card sits in a box of its own full width, so that a notebook's ``svg {max-width: 100%}`` (JupyterLab's
        rendered HTML) cannot shrink it with its overlapping holder.
    """
    cards = list(cards)
    out = []
    for i, inner in enumerate(cards):
        ten = ranks is not None and ranks[i] == "10"
        shrink = 0 if i == len(cards) - 1 else (0.35 if ten else 1)
        cls = " ".join(x for x in ("bl-fan-card", (classes or [None] * len(cards))[i]) if x)
        more = (styles or [None] * len(cards))[i] or ""
        least = strip + 6 if ten else strip
        out.append(f'<span class="{cls}" style="flex:0 {shrink} {width + 6}px;min-width:{least}px;display:block;'
                   f'line-height:0;position:relative;{more}"><span style="display:block;width:{width}px">{inner}</span></span>')
    return f'<div class="bl-fan" style="display:flex;flex-wrap:nowrap;min-width:0;align-items:flex-end">{"".join(out)}</div>'


def trick_row_html(cards, winner, width: int = 100, to_play=None, lang: str = "en") -> str:
    """A trick as one row of cards in the order played (a replay reads left to right, and takes a
    quarter of the height of the compass drawing), each under its player's name; the lead is marked and
    the winning card framed in gold and named in words.

    Args:
        cards: ``[(seat, card), ...]`` in the order played; ``winner``: the seat winning it (or None).
        width: the cards' width in px (100: a projector's size).
        to_play: the seat to play next, drawn as an empty dashed place after the cards (or None).
        lang: the language of the seats' names and the notes.
    Returns:
        A ``<div class="bl-trick" data-region="trick">`` with one ``bl-seat bl-seat-N`` cell a card.
    """
    font = "font-size:17px;line-height:1.4"
    cells = []
    for i, (seat, card) in enumerate(cards):
        seat, card = parse_seat(seat), parse_card(card)
        won = seat == winner
        notes = [(_esc(Message("render.trick.led").render(lang)), i == 0),
                 (f"<b>{_esc(Message('render.trick.wins').render(lang))}</b>", won)]
        note = ", ".join(w for w, on in notes if on) or "&nbsp;"
        cells.append(
            f'<div class="bl-seat bl-seat-{seat.name}" style="display:flex;flex-direction:column;align-items:center;'
            f'margin-right:16px;{font}"><b>{_esc(SEAT_NAMES[seat].render(lang))}</b>'
            f'{card_svg(card, width=width, winning=won, lang=lang)}'
            f'<span style="font-size:17px">{note}</span></div>'
        )
    if to_play is not None:
        seat = parse_seat(to_play)
        cells.append(
            f'<div class="bl-seat bl-seat-{seat.name}" style="display:flex;flex-direction:column;align-items:center;'
            f'margin-right:16px;{font}"><b>{_esc(SEAT_NAMES[seat].render(lang))}</b>'
            f'<div style="width:{width}px;height:{round(width * 1.4)}px;border:2px dashed {_GREY};border-radius:8px;'
            f'margin:2px;box-sizing:border-box"></div>'
            f'<span style="font-size:17px">{_esc(Message("render.trick.to_play").render(lang))}</span></div>'
        )
    return (f'<div class="bl-trick" data-region="trick" style="display:flex;align-items:flex-end;margin:4px 0 8px 0">'
            f'{"".join(cells)}</div>')


def explanation_html(expl, lang: str = "en") -> str:
    """A position with its verdicts, at a projector's size: the trick as a row in the order played (100 px
    cards, the player to move as an empty place), the hand with legal cards framed (100 px, overlapping
    like a fan in a narrow notebook), and the reasons, at 17 px; the words in ``lang``."""
    p = expl.position
    winner = expl.winning.seat if expl.winning is not None else None
    marks = {v.card: v.legal for v in expl.verdicts}
    titles = {v.card: v.render(lang) for v in expl.verdicts}
    me = SEAT_NAMES[p.to_play]
    said = Message("render.explanation.title", title=p.rules.title_message, preset=p.rules.preset,
                   contract=contract_name(p.contract), seat=me).render(lang)
    head = f'<div class="bl-title" style="font-weight:bold;font-size:19px;margin-bottom:4px">{_esc(said)}</div>'
    win = (f'<div class="bl-winning-text">{_esc(expl.winning.render(lang))}</div>'
           if expl.winning is not None else "")
    legal_word = _esc(Message("render.verdict.legal").render(lang))
    illegal_word = _esc(Message("render.verdict.not_legal").render(lang))
    rows = "".join(
        f'<li class="bl-verdict {"bl-legal" if v.legal else "bl-illegal"}" data-card="{v.card}">'
        f'<b style="color:{RED if v.card.is_red else BLACK}">{_esc(card_symbol(v.card).render(lang))}</b> '
        + _esc(Message("render.verdict.line", verdict="\x00", reason=titles[v.card]).render(lang)).replace(
            "\x00", f'<span style="color:{_GREEN if v.legal else RED}">{legal_word if v.legal else illegal_word}</span>')
        + "</li>"
        for v in expl.verdicts
    )
    hand = list(p.hand)
    fan = card_fan_html([card_svg(c, width=100, legal=marks.get(c), title=titles.get(c), lang=lang) for c in hand],
                        width=100, ranks=[c.rank.symbol for c in hand])
    label = Message("render.hand_of", seat=me).render(lang)
    return (
        f'<div class="bl-explanation" style="font-size:17px;line-height:1.45">{head}'
        f'<div style="display:flex;gap:8px 32px;align-items:flex-end;flex-wrap:wrap">'
        f"{trick_row_html(p.trick, winner, to_play=p.to_play, lang=lang) if p.trick else ''}"
        f'<div class="bl-hand-box" style="min-width:0;flex:1 1 300px;max-width:840px">'
        f'<div class="bl-label" style="font-weight:bold;margin-bottom:2px">{_esc(label)}</div>'
        f'<div class="bl-hand">{fan}</div></div></div>'
        f"{win}<ul class=\"bl-verdicts\" style=\"margin-top:6px\">{rows}</ul></div>"
    )


BAR_FONT_PX, BAR_TITLE_PX = 18, 20  # readable on a projector: at least 16 px as drawn


def bar_chart_svg(values: dict, *, title: str = "", width: int = 420, colours=("#1d4e89", "#c8102e"),
                  lang: str = "en") -> str:
    """A small horizontal bar chart (pure SVG, so that it also works in the browser-only build, where
    plotting libraries that need numpy are not available).

    Args:
        values: label -> number (negative values are drawn as zero-length bars, their number still shown).
        title: drawn above the bars, bold (text, or a message rendered in ``lang``).
        width: the chart's width in px; the chart never grows wider than its container (it scales down
            in a narrower one, keeping its proportions).
        lang: the language of the title and of any label that is a message.
    Returns:
        An ``<svg class="bl-bar-chart">`` string: labels and numbers at 18 px, the title at 20 px, one
        ``<rect class="bl-bar" data-label=... data-value=...>`` per bar.
    """
    items = [(render(k, lang), v) for k, v in values.items()]
    title = render(title, lang)
    top = max([abs(v) for _, v in items] + [1])
    font = BAR_FONT_PX
    row = font + 18
    title_h = BAR_TITLE_PX + 12 if title else 4
    h = row * len(items) + title_h + 4
    # the labels' column fits the longest label (about 0.6 em a character in a sans-serif font)
    label_w = max(60, round(max([len(str(k)) for k, _ in items] + [1]) * font * 0.6)) + 14
    number_w = max(len(str(v)) for _, v in items) * round(font * 0.62) + 14 if items else 40
    bar_w = max(60, width - label_w - number_w)
    parts = [f'<svg class="bl-bar-chart" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" '
             f'viewBox="0 0 {width} {h}" style="max-width:100%;height:auto" '
             f'role="img" aria-label="{_esc(title or Message("render.chart").render(lang))}">']
    y = 4
    if title:
        parts.append(f'<text x="4" y="{BAR_TITLE_PX + 2}" font-size="{BAR_TITLE_PX}" font-weight="bold">{_esc(title)}</text>')
        y = title_h
    for i, (label, v) in enumerate(items):
        length = max(0, v) / top * bar_w
        colour = colours[i % len(colours)]
        base = y + round(row / 2 + font * 0.35)  # the text's baseline, centred on the bar
        parts.append(f'<text x="4" y="{base}" font-size="{font}">{_esc(label)}</text>')
        parts.append(f'<rect class="bl-bar" data-label="{_esc(label)}" data-value="{v}" x="{label_w}" y="{y + 6}" '
                     f'width="{length:.1f}" height="{row - 12}" fill="{colour}"/>')
        parts.append(f'<text x="{label_w + length + 8:.1f}" y="{base}" font-size="{font}" font-weight="bold">{_esc(str(v))}</text>')
        y += row
    parts.append("</svg>")
    return "".join(parts)


def presets_table_html(positions: dict, lang: str = "en") -> str:
    """The legal cards of the same decision under several presets, as a table; the rows whose answer
    differs from the most common one are highlighted.

    Args:
        positions: preset name -> :class:`~belote_learn.rules.position.Position`.
        lang: the language of the column titles.
    """
    answers = {name: " ".join(c.symbol for c in p.explain().legal) for name, p in positions.items()}
    counts: dict = {}
    for a in answers.values():
        counts[a] = counts.get(a, 0) + 1
    common = max(counts, key=lambda a: counts[a])
    rows = []
    for name, legal in answers.items():
        odd = legal != common and len(counts) > 1
        style = " style='background:#fff3c4;font-weight:bold'" if odd else ""
        rows.append(f"<tr class='bl-preset-row{' bl-differs' if odd else ''}'{style}><td>{_esc(name)}</td><td>{_esc(legal)}</td></tr>")
    head = (f"<tr><th>{_esc(Message('render.presets.preset').render(lang))}</th>"
            f"<th>{_esc(Message('render.presets.legal').render(lang))}</th></tr>")
    return "<table class='bl-presets'>" + head + "".join(rows) + "</table>"


def _card_repr_html_(card) -> str:
    return card_svg(card)


def _card_set_repr_html_(cards) -> str:
    return hand_html(list(cards))


# Jupyter draws a Card as its SVG and a CardSet as a hand. The methods are installed from here so that the
# card types need no drawing code (Enum forbids _sunder_ names in a class body; Jupyter looks on the class).
setattr(Card, "_repr_html_", _card_repr_html_)
CardSet._repr_html_ = _card_set_repr_html_
