"""Lesson displays: each function takes named arguments a learner can change (the system, a seed, the
cards, the calls) and returns a :class:`~belote_learn.lessons._base.Shown`: pictures and tables in the
notebook, the same content as plain text in a static or text export. Every figure comes from the engine.
"""
from __future__ import annotations

from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Rank, Seat, Suit, Team
from belote_learn.rules.declarations import compare_declarations, find_combinations
from belote_learn.core.errors import BeloteError, shown
from belote_learn.core.messages import Join, Message, card_symbol, in_lang, render, seat_name, suit_name, team_name
from belote_learn.rules.play import situation
from belote_learn.rules.position import Position
from belote_learn.core.render import card_fan_html, card_svg, explanation_html, trick_row_html
from belote_learn.rules.scoring import ROUNDED, TOTAL, score_hand
from belote_learn.core.tables import breakdown_header
from belote_learn.rules.explain import winning_message
from belote_learn.lessons._base import (
    BLUE,
    impl,
    GOLD,
    Markup,
    RED,
    Shown,
    contract_words,
    direction_word,
    esc,
    friendly,
    html_of,
    mariage_action_words,
    order_symbols,
    reason,
    seat_cards,
    trick_cards,
    side_word,
    read_cards,
    read_contract,
    read_rules,
    read_seat,
    read_trick,
    symbols,
    table_html,
    table_text,
    whole,
)

__all__ = [
    "card_order", "show_pack", "show_table", "show_deal", "show_auction", "explain_cards", "show_trick",
    "declarations_of", "compare_declarations_of", "worked_score", "game_end", "replay_hand", "replay_record",
    "worked_auction",
    "draw_partners", "deal_in_tens", "call_words", "speaking_order", "score_of", "deal_packets", "show_contracts",
    "play_partie", "mariage_deal",
]

_CALL_WORDS = {"pass": Message("lesson.call.pass"), "take": Message("lesson.call.take"),
               "S": Message("lesson.call.spades"), "H": Message("lesson.call.hearts"),
               "D": Message("lesson.call.diamonds"), "C": Message("lesson.call.clubs"),
               "NT": Message("lesson.call.no_trumps"), "AT": Message("lesson.call.all_trumps")}


def call_words(call: str, turn_up: Card | None = None, lang: str = "en") -> str:
    """A call as it is said (in ``lang``): ``"take"`` (with the turn-up's suit), ``"hearts"``, ``"no trumps"``,
    ``"pass"``, ``"110 in spades"`` (coinche)."""
    if call == "take" and turn_up is not None:
        return Message("lesson.call.take_suit", suit=suit_name(turn_up.suit)).render(lang)
    if call in _CALL_WORDS:
        return _CALL_WORDS[call].render(lang)
    from belote_learn.systems.coinche.auction import call_words as coinche_words

    return coinche_words(call, lang)


def _legal_summary(legal: list, turn_up, lang: str = "en") -> str:
    """The calls a player may make, in words (in ``lang``); a long list of coinche bids is summed up."""
    bids = [c for c in legal if c[:1].isdigit()]
    if len(bids) <= 4:
        return ", ".join(call_words(c, turn_up, lang) for c in legal)
    low = min(int(c.split()[0]) for c in bids)
    out = [call_words(c, turn_up, lang) for c in legal if c == "pass"]
    out.append(Message("lesson.calls.bid_from", low=low).render(lang) if low < 160
               else Message("lesson.calls.bid_160").render(lang))
    if any(c.startswith("capot") for c in legal):
        out.append(Message("lesson.calls.capot_any").render(lang))
    out += [c for c in legal if c in ("coinche", "surcoinche")]
    return ", ".join(out)


def won_text(winning, lang: str = "en") -> str:
    """Why a complete trick's winner won it, in ``lang`` (the winning card's reason, "wins" for "is
    winning")."""
    return winning_message(winning, won=True).render(lang)


def speaking_order(rules, dealer: Seat) -> list[Seat]:
    """The four seats from the dealer's next player (who speaks first and leads) to the dealer."""
    seat = dealer.next(rules.direction)
    out = []
    for _ in range(4):
        out.append(seat)
        seat = seat.next(rules.direction)
    return out


_ORDINALS = (Message("lesson.word.first"), Message("lesson.word.second"), Message("lesson.word.third"),
             Message("lesson.word.fourth"))


def _ordinal(n: int) -> Message:
    return _ORDINALS[n]


def _header(words, lang: str) -> list[str]:
    """A table's column headings (messages) in ``lang``."""
    return [render(w, lang) for w in words]


PICTURE_WIDTH = 100  # a projector's size: the corner index (rank over suit) readable from the back of a room


def _pictures(cards, label: str = "", width: int = PICTURE_WIDTH, marks=None, lang: str = "en") -> str:
    """A labelled row of cards at a projector's size: side by side where there is room, overlapping like a
    fan in a narrow notebook (each card's corner index stays in view; see :func:`render.card_fan_html`).
    ``marks`` maps a card to legal (True, framed) or illegal (False, hatched); the cards' faces and names in
    ``lang``."""
    cards = list(cards)
    marks = marks or {}
    fan = card_fan_html([card_svg(c, width=width, legal=marks.get(c), lang=lang) for c in cards], width=width,
                        ranks=[c.rank.symbol for c in cards])
    lab = (f'<div class="bl-label" style="font-weight:bold;font-size:17px;margin:6px 0 2px 0">{esc(label)}</div>'
           if label else "")
    return (f'<div class="bl-hand-box" style="max-width:{len(cards) * (width + 6)}px">{lab}'
            f'<div class="bl-hand">{fan}</div></div>')


# ------------------------------------------------------------------------------------------------
# The cards
# ------------------------------------------------------------------------------------------------


@friendly
def card_order(system: str = "classic-501", trumps: str = "H", options: dict | None = None, lang: str = "en") -> Shown:
    """The rank order (strongest first) and the points of every kind of suit under one contract.

    Args:
        system: a rule system; ``trumps``: the trump suit, or ``"NT"``/``"AT"`` in sans-tout-atout.
        lang: the language of the text (``"en"``, ``"fr"``).
    Returns:
        A :class:`Shown` with a picture row per kind of suit; ``data["total"]`` is the deal's points.
    Rule source: seed 000 (trump and plain orders), 002 (NT/AT), 004 (mariage); docs/rules.md.
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    rk = rules.ranking(contract)
    groups = []
    if not impl(rules).has_taker:
        groups.append((Message("lesson.card_order.every_suit_trumps", suit=suit_name(contract.trump)), contract.trump))
    elif contract.kind == "suit":
        groups.append((Message("lesson.card_order.trumps", suit=suit_name(contract.trump)), contract.trump))
        other = next(s for s in Suit if s != contract.trump)
        groups.append((Message("lesson.card_order.other_suits", suit=suit_name(other)), other))
    elif contract.kind == "AT":
        groups.append((Message("lesson.card_order.all_trumps", suit=suit_name(Suit.SPADES)), Suit.SPADES))
    else:
        groups.append((Message("lesson.card_order.no_trumps", suit=suit_name(Suit.SPADES)), Suit.SPADES))
    parts, lines = [], []
    pts_word = esc(Message("lesson.card_order.pts").render(lang))
    for label, suit in groups:
        table = rk.table_for(suit)
        cards = [Card.of(r, suit) for r in table.order]
        pts = [table.points[r] for r in table.order]
        cells = "".join(
            f'<div style="display:flex;flex-direction:column;align-items:center">{card_svg(c, width=PICTURE_WIDTH, lang=lang)}'
            f'<span style="font-size:17px"><b>{p}</b> {pts_word}</span></div>'
            for c, p in zip(cards, pts)
        )
        head = Message("lesson.card_order.group_head", label=Markup(f"<b>{esc(label.render(lang))}</b>"), total=sum(pts))
        parts.append(f'<div style="margin:6px 0">{html_of(head, lang)}<div class="bl-hand" data-region="hand" '
                     f'style="display:flex;flex-wrap:wrap;gap:2px 4px">{cells}</div></div>')
        lines.append(Message("lesson.card_order.group_line", label=label, order=order_symbols(table),
                             points=" ".join(map(str, pts)), total=sum(pts)).render(lang))
    bonus = rk.last_trick_bonus
    card_total = rk.total - bonus
    if bonus:
        tail = Message("lesson.card_order.tail_bonus", cards=card_total, bonus=bonus, total=rk.total).render(lang)
    else:
        tail = Message("lesson.card_order.tail_no_bonus", cards=card_total, total=rk.total).render(lang)
    lines.append(tail)
    return Shown("".join(parts) + f"<p>{esc(tail)}</p>", "\n".join(lines), {"total": rk.total, "cards": card_total})


@friendly
def show_pack(lang: str = "en") -> Shown:
    """The 32-card pack: 7, 8, 9, 10, jack, queen, king and ace in each of the four suits (in ``lang``)."""
    rows = []
    lines = []
    for suit in Suit:
        cards = [c for c in ALL_CARDS if c.suit == suit]
        name = suit_name(suit).render(lang)
        rows.append(_pictures(cards, label=Message("lesson.show_pack.label", suit=name[:1].upper() + name[1:],
                                                   symbol=suit.symbol, n=len(cards)).render(lang), lang=lang))
        lines.append(Message("lesson.phrase.cards_of", who=name, cards=symbols(cards)).render(lang))
    in_all = Message("lesson.show_pack.in_all", n=len(ALL_CARDS)).render(lang)
    lines.append(in_all)
    return Shown("".join(rows) + f"<p>{esc(in_all)}</p>", "\n".join(lines), {"count": len(ALL_CARDS)})


# ------------------------------------------------------------------------------------------------
# The table and the deal
# ------------------------------------------------------------------------------------------------


@friendly
def show_table(system: str = "classic-501", dealer: str = "N", options: dict | None = None, lang: str = "en") -> Shown:
    """The four seats around the table: partners, the dealer, the direction of play, and who speaks
    (and leads) first, second, third and fourth.

    Args:
        system: a rule system (its direction of play); ``dealer``: N, E, S or W; ``lang``: the language.
    Rule source: seeds 000, 001, 002, 004 (partners opposite; the player after the dealer starts);
    docs/rules.md, common readings.
    """
    rules = read_rules(system, options)
    dealer = read_seat(dealer, "dealer")
    order = speaking_order(rules, dealer)
    colours = {Team.NS: "#dbe8f7", Team.EW: "#fde2e2"}

    def box(seat: Seat) -> str:
        n = order.index(seat)
        tags = []
        if seat == dealer:
            tags.append(Message("lesson.show_table.dealer").render(lang))
        tags.append(Message("lesson.show_table.to_speak_and_play", nth=_ordinal(n)).render(lang) if impl(rules).has_taker
                    else Message("lesson.show_table.to_play", nth=_ordinal(n)).render(lang))
        return (f'<div class="bl-seat" data-seat="{seat}" style="background:{colours[seat.team]};border:2px solid '
                f'{GOLD if seat == dealer else "#888"};border-radius:10px;padding:6px 12px;text-align:center;'
                f'min-width:130px"><b style="font-size:17px">{esc(seat_name(seat).render(lang))}</b><br>'
                f'<span style="font-size:13px">{esc(", ".join(tags))}</span></div>')

    arrow = ("↻ " if str(rules.direction) == "clockwise" else "↺ ") + direction_word(rules.direction).render(lang)
    grid = (
        '<div class="bl-table-diagram" data-region="table" style="display:grid;grid-template-columns:repeat(3,auto);'
        'justify-content:start;align-items:center;gap:8px 14px;margin:6px 0">'
        f"<div></div>{box(Seat.N)}<div></div>{box(Seat.W)}"
        f'<div style="text-align:center;font-size:22px;color:{BLUE}">{arrow}</div>{box(Seat.E)}'
        f"<div></div>{box(Seat.S)}<div></div></div>"
    )
    first = order[0]
    said = " → ".join(seat_name(s).render(lang) for s in order)
    if impl(rules).has_taker:
        text = Message("lesson.show_table.text_bidding", title=rules.title_message, preset=rules.preset,
                       direction=direction_word(rules.direction), order=said, dealer=seat_name(dealer),
                       first=seat_name(first)).render(lang)
    else:
        text = Message("lesson.show_table.text", title=rules.title_message, preset=rules.preset,
                       direction=direction_word(rules.direction), order=said, dealer=seat_name(dealer),
                       first=seat_name(first)).render(lang)
    return Shown(grid + f"<p>{esc(text)}</p>", text, {"order": order})


@friendly
def show_deal(system: str = "classic-501", seed: int = 1, dealer: str = "N", options: dict | None = None,
              lang: str = "en") -> Shown:
    """How the cards are dealt, and the hands that result (the same seed always gives the same deal), in ``lang``.

    Belote systems: 3 cards to each player, then 2, from the dealer's next player; the next card is
    turned up. Mariage: 1 card each, then 3, then 4; the dealer's last card is shown and fixes trumps.

    Rule source: seed 000 "The dealer gives everyone 3 cards and then 2"; seed 001 "Setup"; seed 002
    "Rules"; seed 004 "La donne", "Atout".
    """
    rules = read_rules(system, options)
    seed = whole(seed, "seed", 0, 2**32)
    dealer = read_seat(dealer, "dealer")
    order = speaking_order(rules, dealer)
    names = ", ".join(seat_name(s).render(lang) for s in order)
    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    d = g.deal
    hands = {s: CardSet(d.hands[s]) for s in Seat}
    pics = "".join(_pictures(hands[s], label=_seat_label(s, dealer, lang), lang=lang) for s in order)
    hand_lines = "\n".join(seat_cards(s, hands[s]).render(lang) for s in order)
    start = Message("lesson.show_deal.start", dealer=seat_name(dealer), first=seat_name(order[0]),
                    direction=direction_word(rules.direction), order=names)
    if not impl(rules).has_taker:
        steps = Message("lesson.show_deal.mariage", start=start, card=card_symbol(d.trump_card),
                        suit=suit_name(d.trump)).render(lang)
        shown_card = (f'<div style="margin-top:6px"><b>{Message("lesson.show_deal.last_card").render(lang)}</b>'
                      f'{card_svg(d.trump_card, width=PICTURE_WIDTH, lang=lang)}</div>')
        text = steps + "\n" + hand_lines
        return Shown(f"<p>{esc(steps)}</p>{pics}{shown_card}", text, {"hands": hands, "trump_card": d.trump_card})
    if d.turn_up is None:
        sizes = [n for _, n in deal_packets(rules, dealer)[::4]]
        then = Message("lesson.phrase.then").render(lang)
        packets = then.join(Message("lesson.show_deal.n_cards", n=n).render(lang) for n in sizes)
        steps = Message("lesson.show_deal.whole_pack", start=start, packets=packets, total=sum(sizes)).render(lang)
        text = steps + "\n" + hand_lines
        return Shown(f"<p>{esc(steps)}</p>{pics}", text, {"hands": hands, "turn_up": None, "game": g})
    steps = Message("lesson.show_deal.turn_up", start=start, card=card_symbol(d.turn_up), rest=32 - 21).render(lang)
    turn = (f'<div style="margin-top:6px"><b>{Message("lesson.show_deal.the_turn_up").render(lang)}</b>'
            f'{card_svg(d.turn_up, width=PICTURE_WIDTH, lang=lang)}</div>')
    text = steps + "\n" + hand_lines + "\n" + Message("lesson.show_deal.turn_up_line", card=card_symbol(d.turn_up)).render(lang)
    return Shown(f"<p>{esc(steps)}</p>{pics}{turn}", text, {"hands": hands, "turn_up": d.turn_up, "game": g})


def _seat_label(seat: Seat, dealer: Seat, lang: str) -> str:
    """``"North"``, or ``"North (dealer)"`` for the dealer, in ``lang``."""
    if seat == dealer:
        return Message("lesson.phrase.seat_dealer", seat=seat_name(seat)).render(lang)
    return seat_name(seat).render(lang)


@friendly
def show_auction(system: str = "classic-501", seed: int = 1, dealer: str = "N", calls=("pass", "take"),
                 options: dict | None = None, lang: str = "en") -> Shown:
    """The bidding of one deal, call by call: who speaks, what that player may say, what is said; then
    the outcome (the taker and trumps, who gets which cards, who leads), or the cards thrown in.

    Args:
        system: a Belote system; ``seed`` and ``dealer``: the deal (as :func:`show_deal`); ``calls``:
            the calls in order: ``"pass"``, ``"take"``, a suit (``"S"``, ``"hearts"``), ``"NT"``, ``"AT"``;
            ``lang``: the language of the text.
    A refused call is shown with the rule's reason, and the auction stops there.
    Rule source: seed 000 "First round ... second round"; seed 001 "Taking the trump"; seed 002
    "Rules"; docs/rules.md.
    """
    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(Message("lesson.error.no_bidding_mariage", preset=rules.preset))
    seed = whole(seed, "seed", 0, 2**32)
    dealer = read_seat(dealer, "dealer")
    if isinstance(calls, str):
        calls = calls.replace(",", " ").split()
    if not isinstance(calls, (list, tuple)):
        raise BeloteError(Message("lesson.show_auction.error.calls", value=shown(calls)))
    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    d = g.deal
    turn_up = d.turn_up
    rows, lines = [], []
    refused = None
    for i, call in enumerate(calls):
        if g.deal is not d or d.phase != "bidding":
            refused = Message("lesson.error.at", where=f"calls[{i}]", error=Message("lesson.show_auction.over"))
            break
        a = d.auction
        seat = a.to_speak
        rnd = getattr(a, "round", "-")
        legal = _legal_summary(a.legal_calls(), turn_up, lang)
        try:
            g.apply(call)
        except BeloteError as exc:
            refused = Message("lesson.error.at", where=f"calls[{i}]", error=reason(exc))
            break
        said = d.auction.calls[-1][1]
        rows.append([rnd, seat_name(seat).render(lang), legal, call_words(said, turn_up, lang)])
    shown_rows = rows
    header = _header([Message("lesson.heading.round"), Message("lesson.heading.speaker"),
                      Message("lesson.heading.may_say"), Message("lesson.heading.says")], lang)
    if turn_up is None:  # an auction of points has no rounds
        header = header[1:]
        shown_rows = [r[1:] for r in rows]
    if turn_up is not None:
        dealt = Message("lesson.show_auction.deals_turn_up", dealer=seat_name(dealer), card=card_symbol(turn_up))
    else:
        dealt = Message("lesson.show_auction.deals_no_turn_up", dealer=seat_name(dealer))
    parts = [f"<p>{html_of(dealt, lang)}</p>",
             table_html(header, shown_rows, cls="bl-auction", region="bidding", lang=lang)]
    lines.append(dealt.render(lang))
    lines.append(table_text(header, shown_rows))
    outcome = ""
    data = {"game": g, "deal": d}
    if refused:
        outcome = Message("lesson.show_auction.refused", reason=refused).render(lang)
        parts.append(f'<p class="bl-error" style="color:{RED};font-weight:bold">{esc(outcome)}</p>')
    if d.phase == "thrown-in":
        nxt = g.deal.dealer
        if turn_up is not None:
            outcome = Message("lesson.show_auction.thrown_in_twice", seat=seat_name(nxt)).render(lang)
        else:
            outcome = Message("lesson.show_auction.thrown_in_no_bid", seat=seat_name(nxt)).render(lang)
        parts.append(f"<p><b>{esc(outcome)}</b></p>")
    elif d.phase == "play":
        taker = d.taker
        order = speaking_order(rules, dealer)
        bid = getattr(d, "bid", None)
        what = Message("lesson.phrase.contract_is", bid=bid.message) if bid is not None else contract_words(d.contract)
        how = Message("lesson.show_auction.taker", taker=seat_name(taker), what=what, partner=seat_name(taker.partner),
                      left=seat_name(taker.next(rules.direction)),
                      right=seat_name(taker.partner.next(rules.direction))).render(lang)
        if turn_up is None:
            gets = Message("lesson.show_auction.gets_none", first=seat_name(order[0])).render(lang)
        else:
            gets = Message("lesson.show_auction.gets", taker=seat_name(taker), card=card_symbol(turn_up),
                           first=seat_name(order[0])).render(lang)
        outcome = how + " " + gets
        pics = "".join(
            _pictures(CardSet(d.start_hands[s]), label=_taker_label(s, taker, lang),
                      marks={turn_up: True} if s == taker and turn_up is not None else None, lang=lang)
            for s in order
        )
        parts.append(f"<p><b>{esc(how)}</b> {esc(gets)}</p>{pics}")
        lines.append(outcome)
        lines.extend(seat_cards(s, CardSet(d.start_hands[s])).render(lang) for s in order)
        data.update(taker=taker, contract=d.contract)
    elif not refused:
        seat = d.auction.to_speak
        outcome = Message("lesson.show_auction.goes_on", seat=seat_name(seat),
                          calls=_legal_summary(d.auction.legal_calls(), turn_up, lang)).render(lang)
        parts.append(f"<p>{esc(outcome)}</p>")
    if outcome and outcome not in lines:
        lines.append(outcome)
    data["outcome"] = outcome
    return Shown("".join(parts), "\n".join(lines), data)


def _taker_label(seat: Seat, taker: Seat, lang: str) -> str:
    """``"North"``, or ``"North (taker)"`` for the taker, in ``lang``."""
    if seat == taker:
        return Message("lesson.phrase.seat_taker", seat=seat_name(seat)).render(lang)
    return seat_name(seat).render(lang)


def deal_packets(system: str = "classic-501", dealer: str = "N", options: dict | None = None) -> list:
    """How the engine deals, read from a deal of an unshuffled pack: ``[(seat, n), ...]``, each packet of
    cards a player receives in turn (Belote: up to the turn-up; mariage: the whole pack)."""
    rules = read_rules(system, options)
    dealer = read_seat(dealer, "dealer")
    pack = list(ALL_CARDS)
    d = impl(rules).new_deal(rules, dealer, pack)
    n_dealt = sum(len(CardSet(d.hands[s])) for s in Seat)  # before the bidding (Belote) or all (mariage)
    cards = pack[:n_dealt]
    owner = {c: s for s in Seat for c in CardSet(d.hands[s])}
    out: list = []
    for c in cards:
        if out and out[-1][0] == owner[c]:
            out[-1] = (owner[c], out[-1][1] + 1)
        else:
            out.append((owner[c], 1))
    return out


@friendly
def show_contracts(system: str = "sans-tout-atout", options: dict | None = None, lang: str = "en") -> Shown:
    """The contracts of a system, lowest first, with what each makes trumps and the points of a deal (in ``lang``).

    Rule source: seed 002 (the six contracts and their order); docs/rules.md.
    """
    rules = read_rules(system, options)
    rows = []
    for rank, c in enumerate(rules.contracts(), 1):
        if c.kind == "suit":
            meaning = Message("lesson.show_contracts.suit", suit=suit_name(c.trump))
        elif c.kind == "NT":
            meaning = Message("lesson.show_contracts.no_trumps")
        else:
            meaning = Message("lesson.show_contracts.all_trumps")
        rows.append([rank, call_words(str(c), lang=lang), meaning.render(lang), rules.ranking(c).total])
    header = _header([Message("lesson.heading.contract_rank"), Message("lesson.heading.contract"),
                      Message("lesson.heading.meaning"), Message("lesson.heading.deal_points")], lang)
    return Shown(table_html(header, rows, cls="bl-contracts", region="bidding", lang=lang), table_text(header, rows),
                 {"contracts": rules.contracts()})


# ------------------------------------------------------------------------------------------------
# The play
# ------------------------------------------------------------------------------------------------


@friendly
def explain_cards(system: str = "classic-501", trumps: str = "H", to_play: str = "S", hand="", trick="",
                  options: dict | None = None, lang: str = "en") -> Shown:
    """Which cards of ``hand`` the player ``to_play`` may play to ``trick``, each with the rule that decides.

    Args:
        trick: the cards already played, in order, e.g. ``"W:AS N:9H"``; ``hand``: e.g. ``"JH 7H AD"``.
        lang: the language of the text (the explanation is the engine's, said in ``lang``).
    Rule source: the play rules of each seed (see docs/rules.md); the explanation names the rule.
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    p = Position.create(rules, contract, read_seat(to_play, "to_play"), read_cards(hand, "hand"),
                        [(s.name, str(c)) for s, c in read_trick(trick)])
    e = p.explain()
    return Shown(explanation_html(e, lang), e.text(lang), {"position": p, "legal": e.legal})


@friendly
def show_trick(system: str = "classic-501", trumps: str = "H", trick="", options: dict | None = None,
               lang: str = "en") -> Shown:
    """Who wins (or is winning) a trick and why, and the points in it.

    Args:
        trick: the cards in the order played, e.g. ``"N:AS E:10S S:7H W:KS"`` (one to four cards).
        lang: the language of the text.
    Rule source: seed 000 "A trick is won by the highest trump or ... the highest card of the suit led";
    seed 004 (same order in every suit).
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    cards = read_trick(trick)
    if not cards:
        raise BeloteError(Message("lesson.show_trick.error.empty"))
    expected = cards[0][0]
    for i, (s, _) in enumerate(cards):
        if s != expected:
            raise BeloteError(Message("lesson.show_trick.error.turn", where=f"trick[{i}]", before=seat_name(cards[i - 1][0]),
                                      seat=seat_name(expected), direction=direction_word(rules.direction),
                                      played=seat_name(s)))
        expected = expected.next(rules.direction)
    sit = situation(rules, contract, expected, (), cards)
    w = sit.winning
    points = sum(sit.table.points[c] for _, c in cards)
    done = len(cards) == 4
    why = won_text(w, lang) if done else w.render(lang)
    if done:
        head = Message("lesson.show_trick.head_complete", title=rules.title_message, contract=contract_words(contract))
        verdict = Message("lesson.show_trick.verdict_complete", why=why, points=points, team=team_name(w.seat.team))
    else:
        head = Message("lesson.show_trick.head_next", title=rules.title_message, contract=contract_words(contract),
                       seat=seat_name(expected))
        verdict = Message("lesson.show_trick.verdict_so_far", why=why, points=points)
    head, verdict = head.render(lang), verdict.render(lang)
    html_ = trick_row_html(cards, w.seat, width=PICTURE_WIDTH, to_play=None if done else expected, lang=lang)
    return Shown(f"<p>{esc(head)}</p>{html_}<p><b>{esc(verdict)}</b></p>", head + "\n" + verdict,
                 {"winner": w.seat, "card": w.card, "points": points})


# ------------------------------------------------------------------------------------------------
# Declarations
# ------------------------------------------------------------------------------------------------


def combination_values(combos) -> Join:
    """Combinations with their cards and values: ``"tierce to the K♥ (J♥ Q♥ K♥) 20 + four jacks (...) 200"``."""
    return Join(" + ", [Message("lesson.declarations.combination_value", name=c.message, cards=symbols(c.cards),
                                value=c.value) for c in combos])


def combinations_sum(combos):
    """Combinations with their values, and the sum: ``"tierce to the K♥ (J♥ Q♥ K♥) 20 = 20"`` (a message, or
    nothing at all: ``"nothing"``), said in the language it is rendered in."""
    if not combos:
        return Message("lesson.declarations.nothing")
    return Message("lesson.declarations.sum", parts=combination_values(combos), total=sum(c.value for c in combos))


def combinations_list(combos) -> Join:
    """Combinations named with their cards, ``"tierce to the K♥ (J♥ Q♥ K♥), four jacks (J♠ J♥ J♦ J♣)"``."""
    return Join(", ", [Message("lesson.declarations.combination", name=c.message, cards=symbols(c.cards))
                       for c in combos])


def _combos_text(combos, lang: str = "en") -> str:
    return combinations_sum(combos).render(lang)


@friendly
def declarations_of(hand="", trumps: str = "H", lang: str = "en") -> Shown:
    """The combinations an 8-card hand declares: fours of a kind first, then runs of 3 or more in the
    order 7 8 9 10 J Q K A; a card counts in one combination only (the belote apart). ``lang``: the
    language of the text.

    Rule source: seed 000 "Declarations" option; seed 001 "Declarations"; docs/rules.md common readings.
    """
    cards = read_cards(hand, "hand")
    combos = find_combinations(CardSet(cards))
    pics = _pictures(cards, label=Message("lesson.picture.the_hand").render(lang), lang=lang)
    text = Message("lesson.declarations.text", cards=symbols(cards), combinations=_combos_text(combos, lang)).render(lang)
    rows = [[c.message.render(lang), symbols(c.cards).render(lang), c.value] for c in combos]
    header = _header([Message("lesson.heading.combination"), Message("lesson.heading.cards"),
                      Message("lesson.heading.points")], lang)
    tab = (table_html(header, rows, cls="bl-declarations-table", lang=lang) if rows
           else f"<p>{Message('lesson.declarations.nothing_to_declare').render(lang)}</p>")
    return Shown(pics + tab + f"<p>{esc(text)}</p>", text, {"combinations": combos, "total": sum(c.value for c in combos)})


@friendly
def compare_declarations_of(system: str = "classic-1000", trumps: str = "H", dealer: str = "N", hands=None,
                            options: dict | None = None, lang: str = "en") -> Shown:
    """The declarations of several players compared step by step: value, a four before a sequence, the
    top card, trumps, then the system's tie rule; the winning team scores all its combinations.

    Args:
        hands: seat -> the cards of that player's combinations (or whole hand), e.g.
            ``{"N": "7S 8S 9S", "E": "JH QH KH"}``.
        dealer: fixes the speaking order (the tie rule of classic-1000 uses it).
        lang: the language of the text.
    Rule source: seed 000 "Combinations are announced ... compared"; seed 001 "Declarations";
    seed 002 (equal declarations by the top card); docs/rules.md.
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    if not impl(rules).has_declarations:
        raise BeloteError(Message("lesson.error.no_declarations", preset=rules.preset))
    if not isinstance(hands, dict) or not hands:
        raise BeloteError(Message("lesson.error.hands_dict", example="{'N': '7S 8S 9S', 'E': 'JH QH KH'}"))
    dealer = read_seat(dealer, "dealer")
    by_seat, seen = {}, set()
    for k, v in hands.items():
        s = read_seat(k, "hands")
        cards = read_cards(v, f"hands[{s.name}]")
        if seen & set(cards):
            raise BeloteError(Message("lesson.compare_declarations.error.twice", where=f"hands[{s.name}]",
                                      cards=symbols(seen & set(cards))))
        seen |= set(cards)
        by_seat[s] = find_combinations(CardSet(cards), s)
    order = speaking_order(rules, dealer)
    res = compare_declarations(by_seat, contract, rules.declarations_tie, order)
    lines = [Message("lesson.compare_declarations.head", preset=rules.preset, contract=contract_words(contract),
                     dealer=seat_name(dealer), first=seat_name(order[0])).render(lang)]
    for s in order:
        if s in by_seat:
            lines.append(Message("lesson.phrase.cards_of", who=seat_name(s), cards=combinations_sum(by_seat[s])).render(lang))
    steps = res.steps_text(lang)
    lines.extend(steps)
    html_ = "<ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines[:1 + len(by_seat)]) + "</ul><ol class='bl-steps'>" + \
        "".join(f"<li>{esc(x)}</li>" for x in steps) + "</ol>"
    return Shown(html_, "\n".join(lines), {"result": res})


# ------------------------------------------------------------------------------------------------
# Scoring
# ------------------------------------------------------------------------------------------------


def _side(value, taker: Seat, what: str) -> Seat:
    """"takers" -> the taker, "defenders" -> the taker's left-hand opponent, a seat -> that seat."""
    if isinstance(value, str) and value.strip().lower() in ("takers", "taker", "bidders"):
        return taker
    if isinstance(value, str) and value.strip().lower() in ("defenders", "defender"):
        return taker.next()
    return read_seat(value, what)


def score_of(system="classic-501", trumps="H", taker="N", takers_cards=None, last_trick="takers", takers_tricks=None,
             belote=None, declarations=None, dealer=None, held_over=0, options=None, bid=None, coinched=0):
    """The engine's :class:`~belote_learn.rules.scoring.HandScore` of a hand described in words (see
    :func:`worked_score`); coinche hands need ``bid`` (and ``coinched``). Raises BeloteError naming the
    argument at fault."""
    rules = read_rules(system, options)
    if bid is not None or impl(rules).name == "coinche":
        if bid is None:
            raise BeloteError(Message("lesson.score.error.bid_needed"))
        return coinche_score_of(rules, bid, taker, takers_cards, last_trick, takers_tricks, belote, declarations,
                                dealer, coinched, held_over)
    if not impl(rules).has_taker:
        raise BeloteError(Message("lesson.score.error.mariage", preset=rules.preset))
    contract = read_contract(rules, trumps)
    taker = read_seat(taker, "taker")
    rk = rules.ranking(contract)
    cards_total = rk.total - rk.last_trick_bonus
    if takers_cards is None:
        raise BeloteError(Message("lesson.score.error.takers_cards", total=cards_total))
    takers_cards = whole(takers_cards, "takers_cards", 0, cards_total)
    last = _side(last_trick, taker, "last_trick")
    T, D = taker.team, taker.team.other
    if takers_tricks is None:
        if takers_cards == cards_total and last.team is T:
            takers_tricks = 8
        elif takers_cards == 0 and last.team is D:
            takers_tricks = 0
        else:
            takers_tricks = min(7, max(1, round(takers_cards / cards_total * 8)))
    takers_tricks = whole(takers_tricks, "takers_tricks", 0, 8)
    if takers_tricks == 8 and (takers_cards != cards_total or last.team is not T):
        raise BeloteError(Message("lesson.score.error.eight_tricks", total=cards_total))
    if takers_tricks == 0 and (takers_cards != 0 or last.team is not D):
        raise BeloteError(Message("lesson.score.error.no_tricks"))
    if 0 < takers_tricks < 8 and (takers_cards == cards_total and last.team is T):
        raise BeloteError(Message("lesson.score.error.say_capot"))
    bel = []
    if belote is not None:
        items = belote if isinstance(belote, (list, tuple)) else [belote]
        suits = list(Suit) if contract.kind == "AT" else ([] if contract.kind == "NT" else [contract.trump])
        if not suits:
            raise BeloteError(Message("lesson.score.error.belote_no_trumps"))
        for i, b in enumerate(items):
            seat = _side(b, taker, "belote")
            suit = suits[min(i, len(suits) - 1)] if contract.kind != "AT" else suits[i % 4]
            bel.append((seat, suit))
    decl = None
    if declarations:
        if not rules.declarations:
            raise BeloteError(Message("lesson.score.error.declarations_option", preset=rules.preset,
                                      option="{'declarations': True}"))
        if contract.kind == "NT":
            raise BeloteError(Message("lesson.score.error.declarations_no_trumps"))
        if not isinstance(declarations, dict):
            raise BeloteError(Message("lesson.score.error.declarations_dict", example="{'takers': '7S 8S 9S'}",
                                      other="{'S': '7S 8S 9S'}"))
        by_seat = {}
        for k, v in declarations.items():
            s = _side(k, taker, "declarations")
            by_seat.setdefault(s, []).extend(find_combinations(CardSet(read_cards(v, f"declarations[{k}]")), s))
        if dealer is None:
            dealer = taker.previous(rules.direction)
        dealer = read_seat(dealer, "dealer")
        decl = compare_declarations(by_seat, contract, rules.declarations_tie, speaking_order(rules, dealer))
    held_over = whole(held_over, "held_over", 0, 10_000)
    cp = {T: takers_cards, D: cards_total - takers_cards}
    tricks = {T: takers_tricks, D: 8 - takers_tricks}
    return score_hand(rules, contract, taker, cp, tricks, last.team, bel, decl, held_over)


def _line_label(line, lang: str = "en") -> str:
    """A breakdown line's item as it reads inside a sum: "97 card points", "10 for the last trick" (in ``lang``),
    read from the line's message (its id and parameters), never from its English words."""
    label = line.label
    kind = label.id if isinstance(label, Message) else None
    if kind == "score.line.card_points":
        return Message("lesson.score.label.card_points").render(lang)
    if kind == "score.line.dix_de_der":
        return Message("lesson.score.label.last_trick").render(lang)
    if kind == "score.line.belote":
        return Message("lesson.score.label.belote_of", detail=label.params["seat"]).render(lang)
    if kind == "score.line.declaration":
        return render(label.params["name"], lang)
    return render(label, lang).lower()


def _arithmetic(hs, lang: str = "en") -> list[str]:
    """Each team's total written out, then the result, from the breakdown lines (in ``lang``)."""
    lines = score_lines(hs, lang)
    out = []
    stop = next(i for i, ln in enumerate(lines) if ln.label == TOTAL)
    for team in (hs.takers, hs.defenders):
        parts = []
        for ln in lines[:stop]:
            v = ln.ns if team is Team.NS else ln.ew
            if v:
                parts.append(Message("lesson.score.sum_part", points=v, label=_line_label(ln, lang)))
        total = hs.totals[team]
        out.append(Message("lesson.score.team_sum", team=team_name(team), side=side_word(team, hs.takers),
                           sum=Join(" + ", parts) if parts else "0", total=total).render(lang))
    res = lines[stop + 1]
    out.append(Message("lesson.score.result_rule", result=res.label, rule=res.reason).render(lang))
    final = lines[-1]
    r = next((i for i, ln in enumerate(lines) if ln.label == ROUNDED), None)
    if r:  # the preset rounds each team's score: from the score before rounding (held-over points included)
        out.append(Message("lesson.score.rounded", ns_from=hs.raw_score[Team.NS], ns_to=lines[r].ns or 0,
                           ew_from=hs.raw_score[Team.EW], ew_to=lines[r].ew or 0).render(lang))
    out.append(Message("lesson.score.final", ns=final.ns, ew=final.ew).render(lang))
    if hs.held_over:
        out.append(Message("lesson.score.held_over", points=hs.held_over).render(lang))
    return out


@friendly
def worked_score(system: str = "classic-501", trumps: str = "H", taker: str = "N", takers_cards=None,
                 last_trick: str = "takers", takers_tricks=None, belote=None, declarations=None, dealer=None,
                 held_over: int = 0, options: dict | None = None, bid=None, coinched: int = 0,
                 lang: str = "en") -> Shown:
    """Score a hand described in words, with the arithmetic written out and the breakdown table.

    Args:
        system: a Belote system; ``trumps``: the contract; ``taker``: the taker's seat.
        takers_cards: the card points the takers' team won (the defenders have the rest: 152 in a suit
            contract, 248 in all trumps, 120 in no trumps).
        last_trick: ``"takers"`` or ``"defenders"`` (or a seat): who won the last trick.
        takers_tricks: tricks the takers won (default: worked out from the points; 8 = capot).
        belote: who held the king and queen of trumps: ``"takers"``, ``"defenders"``, a seat, or a list.
        declarations: who declared what: ``{"takers": "7S 8S 9S"}``, ``{"E": "KS KH KD KC"}`` (compared
            by the engine; only the best team scores).
        held_over: litige points waiting from earlier hands.
        bid, coinched: coinche only: the contract (``"110 H"``, ``"capot S"``) and 0, 1 (coinched, x2) or
            2 (surcoinched, x4); ``trumps`` is then the bid's suit.
        lang: the language of the text (``"en"``, ``"fr"``).
    Returns:
        A :class:`Shown`; ``data["score"]`` is the engine's HandScore.
    Rule source: seed 000 and 001 "Scoring", seed 002 (scoring, capot); docs/rules.md.
    """
    hs = score_of(system, trumps, taker, takers_cards, last_trick, takers_tricks, belote, declarations, dealer,
                  held_over, options, bid, coinched)
    return _score_shown(hs, lang=lang)


def breakdown_rows(hs, lang: str = "en") -> list:
    """The rows of a hand's breakdown table (item, North-South, East-West, rule), the words in ``lang``."""
    return [[ln.item_text(lang), ln.ns, ln.ew, ln.rule_text(lang)] for ln in score_lines(hs, lang)]


def score_lines(hs, lang: str = "en") -> list:
    """A hand score's breakdown lines, said in ``lang`` (a coinche score writes its contract and result lines in
    the language asked; a Belote score's lines are messages)."""
    return in_lang(hs.lines, lang=lang)


def _score_shown(hs, highlight: set | None = None, lang: str = "en") -> Shown:
    rows = breakdown_rows(hs, lang)
    arith = _arithmetic(hs, lang)
    bid = getattr(hs, "bid", None)
    if bid is not None:
        what = Message("lesson.phrase.contract_is", bid=bid.message)
    else:
        what = Message("lesson.phrase.contract_taker", contract=contract_words(hs.contract), seat=seat_name(hs.taker))
    head = Message("lesson.score.head", title=hs.rules.title_message, what=what, team=team_name(hs.takers)).render(lang)
    tab = table_html(list(breakdown_header(lang)), rows, cls="bl-score-table", highlight=highlight, lang=lang)
    html_ = f"<p>{esc(head)}</p><ul>" + "".join(f"<li>{esc(a)}</li>" for a in arith) + "</ul>" + tab
    return Shown(html_, head + "\n" + "\n".join(arith) + "\n\n" + hs.text(lang), {"score": hs})


@friendly
def game_end(system: str = "classic-501", before=None, hand=None, options: dict | None = None, score=None,
             lang: str = "en") -> Shown:
    """Whether a hand ends the game: the totals before it, the scores of the hand, and the verdict.

    Args:
        before: ``{"NS": 480, "EW": 430}``, the running totals; ``hand``: ``{"NS": 30, "EW": 132}``, or
            ``score``: a hand scored by :func:`worked_score` (the game-end rule may look at how it was made).
        lang: the language of the text.
    Rule source: seed 000 "The first team to reach the target wins ..."; seed 001 "Winning the game";
    seed 002 (1000); docs/rules.md.
    """
    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(Message("lesson.game_end.error.mariage", preset=rules.preset))
    deal = None
    if score is not None:
        hs = score.data.get("score") if isinstance(score, Shown) else score
        if hs is None or not hasattr(hs, "score"):
            raise BeloteError(Message("lesson.game_end.error.score",
                                      value=shown(score) if isinstance(score, str) else type(score).__name__))
        hand = {str(t): hs.score[t] for t in (Team.NS, Team.EW)}

        class _Scored:  # what the game-end rule reads of a finished deal
            pass

        deal = _Scored()
        deal.score = hs
    if not isinstance(before, dict) or not isinstance(hand, dict):
        raise BeloteError(Message("lesson.game_end.error.totals", before="{'NS': 480, 'EW': 430}",
                                      hand="{'NS': 30, 'EW': 132}"))
    tot = {}
    for t in (Team.NS, Team.EW):
        b = whole(before.get(str(t), before.get(t.value)), f"before[{t}]", 0, 100_000)
        h = whole(hand.get(str(t)), f"hand[{t}]", 0, 100_000)
        tot[t] = b + h
    over, winner, draw = impl(rules).game_end(rules, tot, deal)
    ns, ew = tot[Team.NS], tot[Team.EW]
    target = rules.target
    head = Message("lesson.game_end.head", preset=rules.preset, target=target, before_ns=tot[Team.NS] - int(hand["NS"]),
                   before_ew=tot[Team.EW] - int(hand["EW"]), hand_ns=hand["NS"], hand_ew=hand["EW"], ns=ns,
                   ew=ew).render(lang)
    if over and draw:
        verdict = Message("lesson.game_end.verdict.draw", target=target, preset=rules.preset)
    elif over:
        both = ns >= target and ew >= target
        if both:
            verdict = Message("lesson.game_end.verdict.win_both", team=team_name(winner), target=target)
        else:
            verdict = Message("lesson.game_end.verdict.win_first", team=team_name(winner), target=target)
    elif ns >= target and ew >= target and ns == ew:
        verdict = Message("lesson.game_end.verdict.level", target=target)
    elif ns >= target or ew >= target:
        verdict = Message("lesson.game_end.verdict.belote_only", target=target)
    else:
        verdict = Message("lesson.game_end.verdict.goes_on", target=target)
    verdict = verdict.render(lang)
    return Shown(f"<p>{esc(head)}</p><p><b>{esc(verdict)}</b></p>", head + "\n" + verdict,
                 {"over": over, "winner": winner, "draw": draw, "totals": tot})


# ------------------------------------------------------------------------------------------------
# Whole hands
# ------------------------------------------------------------------------------------------------


@friendly
def replay_hand(system: str = "classic-501", seed: int = 1, dealer: str = "N", options: dict | None = None,
                lang: str = "en") -> Shown:
    """One whole hand played by four rule-based bots, told step by step: the deal, each call with the
    bot's reason, each trick with its winner and why, and the score with every line explained (in ``lang``;
    the bots' reasons are theirs).

    Rule source: the whole of the system's seed (see docs/rules.md).
    """
    from belote_learn.bots import make_bot

    rules = read_rules(system, options)
    seed = whole(seed, "seed", 0, 2**32)
    dealer = read_seat(dealer, "dealer")
    if not impl(rules).has_taker:
        return _replay_mariage(rules, seed, dealer, lang)
    bot = make_bot("rule", seed=seed)
    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    for _ in range(8):  # skip thrown-in deals, at most a few
        d = g.deal
        while g.deal is d and d.phase == "bidding":
            g.apply(bot.choose(g.view(g.current_player())))
        if d.phase != "thrown-in":
            break
    d = g.deal
    parts, lines = [], []
    order = speaking_order(rules, d.dealer)
    if d.turn_up is None:  # an auction of points (coinche): the whole hand dealt, no turn-up
        lines.append(Message("lesson.show_auction.deals_no_turn_up", dealer=seat_name(d.dealer)).render(lang))
    else:
        lines.append(Message("lesson.replay.deals", dealer=seat_name(d.dealer), card=card_symbol(d.turn_up)).render(lang))
    parts.append(f"<p>{esc(lines[-1])}</p>")
    # the bidding again, with the reasons: replay it on a copy
    g2 = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    while g2.deal.number != d.number:
        g2.apply(bot.choose(g2.view(g2.current_player())))
    bot2 = make_bot("rule", seed=seed)
    calls = []
    while g2.deal.phase == "bidding":
        seat = g2.current_player()
        five = symbols(CardSet(g2.deal.hands[seat])).render(lang)
        action, why = bot2.choose_with_reason(g2.view(seat))
        g2.apply(action)
        said = g2.deal.auction.calls[-1][1] if g2.deal.auction.calls else action
        calls.append([seat_name(seat).render(lang), five, call_words(said, d.turn_up, lang), render(why, lang)])
    held = Message("lesson.heading.five_held") if d.turn_up is not None else Message("lesson.heading.n_cards", n=8)
    header = _header([Message("lesson.heading.speaker"), held, Message("lesson.heading.says"),
                      Message("lesson.heading.why")], lang)
    parts.append(table_html(header, calls, cls="bl-auction", region="bidding", lang=lang))
    lines.append(table_text(header, calls))
    taker = d.taker
    bid = getattr(d, "bid", None)
    if bid is not None:
        done = Message("lesson.worked_auction.taker_bid", taker=seat_name(taker), bid=bid.message,
                       first=seat_name(order[0])).render(lang)
    else:
        done = Message("lesson.replay.takes", taker=seat_name(taker), contract=contract_words(d.contract),
                       first=seat_name(order[0])).render(lang)
    parts.append(f"<p><b>{esc(done)}</b></p>")
    lines.append(done)
    parts.append("".join(_pictures(CardSet(d.start_hands[s]), label=_taker_label(s, taker, lang), lang=lang)
                         for s in order))
    lines.extend(seat_cards(s, CardSet(d.start_hands[s])).render(lang) for s in order)
    while g.deal is d:
        g.apply(bot.choose(g.view(g.current_player())))
    rows = _trick_rows(rules, d, lang)
    parts.append(table_html(_trick_header(lang), rows, cls="bl-tricks", region="trick", lang=lang))
    lines.append(table_text(_trick_header(lang, short=True), rows))
    for ev in d.events:
        if ev["type"] in ("belote", "rebelote", "announce", "declarations"):
            said = render(ev["message"], lang)
            lines.append(said)
            parts.append(f"<p>{esc(said)}</p>")
    sc = _score_shown(d.score, lang=lang)
    parts.append(sc.html)
    lines.append(sc.text)
    return Shown("".join(parts), "\n".join(lines), {"deal": d, "score": d.score})


def _trick_rows(rules, d, lang: str = "en") -> list:
    """One row per trick of deal ``d``: number, cards in order, winner, points, why (in ``lang``)."""
    rows = []
    for i, t in enumerate(d.tricks, 1):
        sit = situation(rules, d.contract, t.leader, (), t.cards)
        rows.append([i, trick_cards(t.cards).render(lang), seat_name(t.winner).render(lang), t.points,
                     won_text(sit.winning, lang)])
    return rows


def _trick_header(lang: str = "en", short: bool = False) -> list[str]:
    """The headings of the tricks' table (``short``: "cards" for "cards (in order)", for plain text)."""
    return _header([Message("lesson.heading.trick"),
                    Message("lesson.heading.cards") if short else Message("lesson.heading.cards_in_order"),
                    Message("lesson.heading.won_by"), Message("lesson.heading.points"), Message("lesson.heading.why")],
                   lang)


def _replay_mariage(rules, seed: int, dealer: Seat, lang: str = "en") -> Shown:
    """One mariage deal played by four rule-based bots, with every card's reason (in ``lang``)."""
    from belote_learn.bots import make_bot

    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    d = g.deal
    bot = make_bot("rule", seed=seed)
    order = speaking_order(rules, dealer)
    dealt = render(d.events[0]["message"], lang)
    parts = [f"<p>{esc(dealt)}</p>"]
    lines = [dealt]
    parts.append("".join(_pictures(CardSet(d.start_hands[s]), label=seat_name(s).render(lang), lang=lang) for s in order))
    lines.extend(seat_cards(s, CardSet(d.start_hands[s])).render(lang) for s in order)
    rows = []
    while g.deal is d:
        seat = g.current_player()
        action, why = bot.choose_with_reason(g.view(seat))
        g.apply(action)
        shown_action = card_symbol(action).render(lang) if isinstance(action, Card) else \
            Message("lesson.replay.says", action=mariage_action_words(action)).render(lang)
        rows.append([len(d.tricks) + (1 if d.trick else 0) if isinstance(action, Card) else len(d.tricks) + 1,
                     seat_name(seat).render(lang), shown_action, render(why, lang)])
    header = _header([Message("lesson.heading.trick"), Message("lesson.heading.player"), Message("lesson.heading.plays"),
                      Message("lesson.heading.why")], lang)
    parts.append(table_html(header, rows, cls="bl-tricks", region="trick", lang=lang))
    lines.append(table_text(header, rows))
    body = d.result.text(lang)
    parts.append(f"<pre style='white-space:pre-wrap;font-size:14px' data-region='breakdown'>{esc(body)}</pre>")
    lines.append(body)
    return Shown("".join(parts), "\n".join(lines), {"deal": d})


@friendly
def play_partie(seed: int = 1, options: dict | None = None, lang: str = "en") -> Shown:
    """A whole partie of mariage played by four rule-based bots: every deal's score in tens, the manche
    totals, the coches, until the coches total 5 (seed 004, "Les coches"); the table's words in ``lang``.
    """
    from belote_learn.bots import make_bot, play_game
    from belote_learn.systems.mariage.game import MariageGame

    rules = read_rules("mariage", options)
    g = MariageGame(rules, seed=whole(seed, "seed", 0, 2**32))
    bot = make_bot("rule", seed=seed)
    play_game(g, {s: bot for s in Seat})
    rows = []
    coches = {Team.NS: 0, Team.EW: 0}
    for i, d in enumerate(g.deals, 1):
        r = d.result
        for t in coches:
            coches[t] += r.coches[t]
        rows.append([i, suit_name(d.trump).render(lang), f"{r.tens[Team.NS]} - {r.tens[Team.EW]}",
                     f"{r.manche_after[Team.NS]} - {r.manche_after[Team.EW]}",
                     f"{r.coches[Team.NS]} - {r.coches[Team.EW]}" if any(r.coches.values()) else "",
                     f"{coches[Team.NS]} - {coches[Team.EW]}", r.words_text(lang)])
    header = _header([Message("lesson.heading.deal"), Message("lesson.heading.trumps"),
                      Message("lesson.heading.deal_tens"), Message("lesson.heading.manche"),
                      Message("lesson.heading.coches_given"), Message("lesson.heading.coches_in_all"),
                      Message("lesson.heading.what_happened")], lang)
    end = g.result_text(lang)
    return Shown(table_html(header, rows, cls="bl-score-sheet", region="breakdown", lang=lang) + f"<p><b>{esc(end)}</b></p>",
                 table_text(header, rows) + "\n" + end, {"game": g})


@friendly
def mariage_deal(hands=None, dealer: str = "E", turn_up: str = "JH", plays=(), scores_before=None,
                 finish: bool = True, options: dict | None = None, lang: str = "en") -> Shown:
    """A mariage deal set up by hand: the four hands, the dealer and the last card dealt (which fixes
    trumps and must be in the dealer's hand), the first actions (cards, ``"marriage X"``, ``"out"``,
    ``"cape"``), then (``finish=True``) rule-based bots play the rest. Shown like :func:`replay_record`
    (in ``lang``).
    """
    from belote_learn.bots import make_bot
    from belote_learn.systems.mariage.deal import MariageDeal

    rules = read_rules("mariage", options)
    if not isinstance(hands, dict) or set(hands) != {"N", "E", "S", "W"}:
        raise BeloteError(Message("lesson.mariage_deal.error.hands", example="{'N': 'AH 10H ...', ...}"))
    cards = {s: read_cards(v, f"hands[{s}]") for s, v in hands.items()}
    dealer_seat = read_seat(dealer, "dealer")
    before = scores_before or {"NS": 0, "EW": 0}
    d = MariageDeal.from_hands(rules, dealer_seat, {Seat.parse(s): cs for s, cs in cards.items()},
                               read_cards([turn_up], "turn_up")[0], {Team.NS: before["NS"], Team.EW: before["EW"]})
    record_plays = []
    for i, a in enumerate(plays):
        seat = d.current_player()
        d.apply(a)
        record_plays.append([str(seat), a])
    if finish:
        bot = make_bot("rule", seed=0)
        while d.phase == "play":
            seat = d.current_player()
            action = bot.choose(d.view(seat))
            if isinstance(action, str) and action in ("out", "cape"):
                action = next(x for x in d.legal_actions() if not isinstance(x, str))
            d.apply(action)
            record_plays.append([str(seat), str(action)])
    record = {"title": Message("lesson.mariage_deal.title").render(lang), "shows": "", "rules": "mariage",
              "options": dict(options or {}),
              "dealer": dealer_seat.name, "hands": {s: [str(c) for c in cs] for s, cs in cards.items()},
              "turn_up": str(read_cards([turn_up], "turn_up")[0]), "plays": record_plays,
              "scores_before": {"NS": before["NS"], "EW": before["EW"]}}
    return replay_record(record, lang=lang)


@friendly
def worked_auction(system: str = "classic-501", seed: int = 1, dealer: str = "N", options: dict | None = None,
                   lang: str = "en") -> Shown:
    """The bidding of one deal, each player's five cards, what each may say, what each says and why (the
    rule-based bots' reasons, which follow the seeds' tips), then the outcome (in ``lang``).

    Rule source: seed 000 "First round ... second round" and "Take when you hold ..."; seed 001 "Taking
    the trump" and "Tips for beginners"; seed 002 "Rules"; docs/rules.md.
    """
    from belote_learn.bots import make_bot

    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(Message("lesson.error.no_bidding_mariage", preset=rules.preset))
    seed = whole(seed, "seed", 0, 2**32)
    dealer = read_seat(dealer, "dealer")
    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    bot = make_bot("rule", seed=seed)
    d = g.deal
    rows = []
    while d.phase == "bidding":
        seat = g.current_player()
        legal = _legal_summary(d.auction.legal_calls(), d.turn_up, lang)
        rnd = getattr(d.auction, "round", None)
        action, why = bot.choose_with_reason(g.view(seat))
        held = symbols(CardSet(d.hands[seat])).render(lang)
        g.apply(action)
        rows.append([rnd, seat_name(seat).render(lang), held, legal, call_words(d.auction.calls[-1][1], d.turn_up, lang),
                     render(why, lang)])
    if d.turn_up is not None:
        head = Message("lesson.show_auction.deals_turn_up", dealer=seat_name(dealer), card=card_symbol(d.turn_up)).render(lang)
    else:
        head = Message("lesson.show_auction.deals_no_turn_up", dealer=seat_name(dealer)).render(lang)
    header = _header([Message("lesson.heading.round"), Message("lesson.heading.speaker"),
                      Message("lesson.heading.n_cards", n=5 if d.turn_up is not None else 8),
                      Message("lesson.heading.may_say"), Message("lesson.heading.says"), Message("lesson.heading.why")],
                     lang)
    if d.turn_up is None:
        header = header[1:]
        rows = [r[1:] for r in rows]

    if d.phase == "thrown-in":
        out = Message("lesson.worked_auction.thrown_in", seat=seat_name(g.deal.dealer))
    else:
        bid = getattr(d, "bid", None)
        first = seat_name(speaking_order(rules, dealer)[0])
        if bid is not None:
            out = Message("lesson.worked_auction.taker_bid", taker=seat_name(d.taker), bid=bid.message, first=first)
        else:
            out = Message("lesson.worked_auction.taker", taker=seat_name(d.taker), contract=contract_words(d.contract),
                          first=first)
    out = out.render(lang)
    turn = card_svg(d.turn_up, width=PICTURE_WIDTH, lang=lang) if d.turn_up is not None else ""
    html_ = (f"<p>{esc(head)}</p>{turn}" + table_html(header, rows, cls="bl-auction", region="bidding", lang=lang)
             + f"<p><b>{esc(out)}</b></p>")
    return Shown(html_, head + "\n" + table_text(header, rows) + "\n" + out, {"deal": d})


@friendly
def replay_record(name: str = "c501-made", scores_before=None, lang: str = "en") -> Shown:
    """A recorded hand from the project's examples (data/records), checked by the referee: the calls,
    every trick, the announcements and the score with its breakdown.

    Args:
        name: the record's name, e.g. ``"c501-litige"``, ``"mariage-cape"``, or a record as a dict
            (docs/formats.md).
        scores_before: mariage: the manche totals before the deal, e.g. ``{"NS": 25, "EW": 12}`` (change
            them and see the coches change).
        lang: the language of the text (a record of data/records is titled in ``lang``; a record given as a dict
            as written in it).
    """
    import json

    from belote_learn.lessons._records import record_head
    from belote_learn.records import check_record
    from belote_learn.rules.datafiles import data_path

    record_name = name if isinstance(name, str) else None  # a record of data/records: its title in lang
    if isinstance(name, dict):
        data = json.loads(json.dumps(name))  # a copy: the caller's dict is never changed
        name = data.get("title", Message("lesson.replay_record.untitled").render(lang))
    elif not isinstance(name, str) or not (data_path("records") / f"{name}.json").is_file():
        names = sorted(p.stem for p in data_path("records").glob("*.json") if not p.stem.startswith("game-"))
        raise BeloteError(Message("lesson.replay_record.error.name", value=shown(name), names=", ".join(names)))
    else:
        data = json.loads((data_path("records") / f"{name}.json").read_text(encoding="utf-8"))
    if scores_before is not None:
        if not isinstance(scores_before, dict):
            raise BeloteError(Message("lesson.replay_record.error.scores_before", example="{'NS': 25, 'EW': 12}"))
        data["scores_before"] = {k: scores_before[k] for k in ("NS", "EW") if k in scores_before}
    head = record_head(record_name, data).render(lang).strip()
    res = check_record(data)  # the referee of the record's own rule system
    d = res.deal
    rules = d.rules
    parts = [f"<p><b>{esc(head)}</b></p>"]
    lines = [head]
    order = speaking_order(rules, d.dealer)
    trump_note = contract_words(d.contract) if d.contract is not None else Message("lesson.replay_record.no_contract")
    hands = "".join(_pictures(CardSet(d.start_hands[s]), label=seat_name(s).render(lang), lang=lang) for s in order)
    dealt = Message("lesson.replay_record.deals", dealer=seat_name(d.dealer), contract=trump_note)
    parts.append(f"<p>{html_of(dealt, lang)}</p>{hands}")
    lines.append(dealt.render(lang))
    lines.extend(seat_cards(s, CardSet(d.start_hands[s])).render(lang) for s in order)
    rows = _trick_rows(rules, d, lang)
    if rows:
        parts.append(table_html(_trick_header(lang), rows, cls="bl-tricks", region="trick", lang=lang))
        lines.append(table_text(_trick_header(lang, short=True), rows))
    body = res.text(lang)
    parts.append(f"<pre style='white-space:pre-wrap;font-size:14px' data-region='breakdown'>{esc(body)}</pre>")
    lines.append(body)
    return Shown("".join(parts), "\n".join(lines), {"check": res, "deal": d})


# ------------------------------------------------------------------------------------------------
# Mariage
# ------------------------------------------------------------------------------------------------


@friendly
def draw_partners(seed: int = 1, players=("Anne", "Bruno", "Chloé", "David"), lang: str = "en") -> Shown:
    """The draw for partners in mariage: cards are turned to the players in turn until two players have
    a king; those two play together (seed 004, "Formation équipes"); the notes in ``lang``."""
    from belote_learn.systems.mariage.teams import draw_teams

    seed = whole(seed, "seed", 0, 2**32)
    d = draw_teams(tuple(players) if isinstance(players, (list, tuple)) else players, seed=seed)
    rows = []
    kings: list = []
    for player, card in d.steps:
        note = ""
        if card.rank is Rank.KING and player not in kings:
            kings.append(player)
            note = (Message("lesson.draw_partners.king") if len(kings) == 1
                    else Message("lesson.draw_partners.second_king")).render(lang)
        elif card.rank is Rank.KING:
            note = Message("lesson.draw_partners.king_again").render(lang)
        rows.append([player, card_symbol(card).render(lang), note])
    text = d.text(lang)
    header = _header([Message("lesson.heading.player"), Message("lesson.heading.card_turned"), ""], lang)
    return Shown(table_html(header, rows, cls="bl-draw", region="table", lang=lang) +
                 f"<p><b>{esc(text.splitlines()[-1])}</b></p>", text, {"draw": d})


@friendly
def deal_in_tens(ns: int = 53, ew: int = 67, lang: str = "en") -> Shown:
    """A mariage deal's points written in tens, halves up (seed 004 "Les points": 53 and 67 give 5 and 7;
    55 and 65 give 6 and 7); the text in ``lang``."""
    from belote_learn.systems.mariage.scoring import round_tens

    if isinstance(ns, bool) or isinstance(ew, bool) or not isinstance(ns, int) or not isinstance(ew, int):
        raise BeloteError(Message("lesson.deal_in_tens.error.points", ns=shown(ns), ew=shown(ew)))
    a, b = round_tens(ns), round_tens(ew)
    lines = []
    for team, p, t in ((Team.NS, ns, a), (Team.EW, ew, b)):
        units = p % 10
        how = Message("lesson.deal_in_tens.up") if units >= 5 else Message("lesson.deal_in_tens.down")
        lines.append(Message("lesson.deal_in_tens.line", team=team_name(team), points=p, tens=t, how=how).render(lang))
    lines.append(Message("lesson.deal_in_tens.written", a=a, b=b, total=a + b).render(lang))
    return Shown("<ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines) + "</ul>", "\n".join(lines),
                 {"tens": (a, b)})


def _coinche_rules(system, options):
    rules = read_rules(system, options)
    if impl(rules).name != "coinche":
        raise BeloteError(Message("lesson.error.not_coinche", preset=rules.preset))
    return rules


def coinche_score_of(system="coinche", bid="100 H", taker="N", takers_cards=None, last_trick="takers",
                     takers_tricks=None, belote=None, declarations=None, dealer=None, coinched: int = 0,
                     held_over: int = 0, options=None):
    """The engine's coinche score (:func:`belote_learn.systems.coinche.scoring.score_coinche`) of a hand described in words.

    The arguments not listed here are those of :func:`~belote_learn.lessons.worked_score`.

    Args:
        bid: the contract, ``"110 H"`` or ``"capot S"``.
        taker: who bid it.
        coinched: 0, 1 (coinched by the defenders, x2) or 2 (surcoinched by the takers, x4).
    Raises:
        BeloteError: naming the argument at fault.
    """
    from belote_learn.systems.coinche.auction import BID_VALUES, CoincheBid, _bid_parts, parse_call
    from belote_learn.systems.coinche.scoring import score_coinche

    rules = _coinche_rules(system, options)
    call = parse_call(bid) if isinstance(bid, str) else None
    parts = _bid_parts(call) if call else None
    if parts is None or (not parts[2] and parts[0] not in BID_VALUES):
        raise BeloteError(Message("lesson.coinche_score.error.bid", value=shown(bid)))
    value, suit, capot = parts
    taker = read_seat(taker, "taker")
    coinched = whole(coinched, "coinched", 0, 2)
    b = CoincheBid(value, suit, capot, taker, taker.next(rules.direction) if coinched else None,
                   taker if coinched == 2 else None)
    if takers_cards is None:
        raise BeloteError(Message("lesson.score.error.takers_cards", total=152))
    takers_cards = whole(takers_cards, "takers_cards", 0, 152)
    last = _side(last_trick, taker, "last_trick")
    T, D = taker.team, taker.team.other
    if takers_tricks is None:
        takers_tricks = 8 if (takers_cards == 152 and last.team is T) else 0 if (takers_cards == 0 and last.team is D) \
            else min(7, max(1, round(takers_cards / 152 * 8)))
    takers_tricks = whole(takers_tricks, "takers_tricks", 0, 8)
    if takers_tricks == 8 and (takers_cards != 152 or last.team is not T):
        raise BeloteError(Message("lesson.score.error.eight_tricks", total=152))
    bel = []
    if belote is not None:
        for b_ in (belote if isinstance(belote, (list, tuple)) else [belote]):
            bel.append((_side(b_, taker, "belote"), suit))
    decl = None
    if declarations:
        if not isinstance(declarations, dict):
            raise BeloteError(Message("lesson.coinche_score.error.declarations_dict", example="{'takers': '7S 8S 9S'}"))
        by_seat = {}
        for k, v in declarations.items():
            s = _side(k, taker, "declarations")
            by_seat.setdefault(s, []).extend(find_combinations(CardSet(read_cards(v, f"declarations[{k}]")), s))
        dealer = read_seat(dealer if dealer is not None else taker.previous(rules.direction), "dealer")
        decl = compare_declarations(by_seat, b.contract, rules.declarations_tie, speaking_order(rules, dealer))
    held_over = whole(held_over, "held_over", 0, 10_000)
    return score_coinche(rules, b, {T: takers_cards, D: 152 - takers_cards},
                         {T: takers_tricks, D: 8 - takers_tricks}, last.team, bel, decl, held_over)
