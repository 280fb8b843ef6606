"""Lesson displays: each function takes named arguments a learner can change (the system, a seed, the
cards, the calls) and returns a :class:`~belote_learn.lessons._base.Shown`: pictures and tables in the
notebook, the same content as plain text in a static or text export. Every figure comes from the engine.
"""
from __future__ import annotations

from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Rank, Seat, Suit, Team
from belote_learn.rules.declarations import compare_declarations, find_combinations
from belote_learn.core.errors import BeloteError, shown
from belote_learn.rules.play import situation
from belote_learn.rules.position import Position
from belote_learn.core.render import card_fan_html, card_svg, trick_row_html
from belote_learn.rules.scoring import score_hand
from belote_learn.core.tables import BREAKDOWN_HEADER
from belote_learn.lessons._base import (
    BLUE,
    impl,
    GOLD,
    RED,
    Shown,
    esc,
    friendly,
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

_CALL_WORDS = {"pass": "pass", "take": "take", "S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs",
               "NT": "no trumps", "AT": "all trumps"}


def call_words(call: str, turn_up: Card | None = None) -> str:
    """A call as it is said: ``"take"`` (with the turn-up's suit), ``"hearts"``, ``"no trumps"``, ``"pass"``,
    ``"110 in spades"`` (coinche)."""
    if call == "take" and turn_up is not None:
        return f"take ({turn_up.suit.plural})"
    if call in _CALL_WORDS:
        return _CALL_WORDS[call]
    from belote_learn.systems.coinche.auction import call_words as coinche_words

    return coinche_words(call)


def _legal_summary(legal: list, turn_up) -> str:
    """The calls a player may make, in words; a long list of coinche bids is summed up."""
    bids = [c for c in legal if c[:1].isdigit()]
    if len(bids) <= 4:
        return ", ".join(call_words(c, turn_up) for c in legal)
    low = min(int(c.split()[0]) for c in bids)
    out = [call_words(c, turn_up) for c in legal if c == "pass"]
    out.append(f"a bid from {low} to 160 in any suit" if low < 160 else "160 in any suit")
    if any(c.startswith("capot") for c in legal):
        out.append("capot in any suit")
    out += [c for c in legal if c in ("coinche", "surcoinche")]
    return ", ".join(out)


def speaking_order(rules, dealer: Seat) -> list[Seat]:
    """The four seats from the dealer's next player (who speaks first and leads) to the dealer."""
    seat = dealer.next(rules.direction)
    out = []
    for _ in range(4):
        out.append(seat)
        seat = seat.next(rules.direction)
    return out


def _ordinal(n: int) -> str:
    return ("first", "second", "third", "fourth")[n]


PICTURE_WIDTH = 100  # a projector's size: the corner index (rank over suit) readable from the back of a room


def _pictures(cards, label: str = "", width: int = PICTURE_WIDTH, marks=None) -> str:
    """A labelled row of cards at a projector's size: side by side where there is room, overlapping like a
    fan in a narrow notebook (each card's corner index stays in view; see :func:`render.card_fan_html`).
    ``marks`` maps a card to legal (True, framed) or illegal (False, hatched)."""
    cards = list(cards)
    marks = marks or {}
    fan = card_fan_html([card_svg(c, width=width, legal=marks.get(c)) for c in cards], width=width,
                        ranks=[c.rank.symbol for c in cards])
    lab = (f'<div class="bl-label" style="font-weight:bold;font-size:17px;margin:6px 0 2px 0">{esc(label)}</div>'
           if label else "")
    return (f'<div class="bl-hand-box" style="max-width:{len(cards) * (width + 6)}px">{lab}'
            f'<div class="bl-hand">{fan}</div></div>')


# ------------------------------------------------------------------------------------------------
# The cards
# ------------------------------------------------------------------------------------------------


@friendly
def card_order(system: str = "classic-501", trumps: str = "H", options: dict | None = None) -> Shown:
    """The rank order (strongest first) and the points of every kind of suit under one contract.

    Args:
        system: a rule system; ``trumps``: the trump suit, or ``"NT"``/``"AT"`` in sans-tout-atout.
    Returns:
        A :class:`Shown` with a picture row per kind of suit; ``data["total"]`` is the deal's points.
    Rule source: seed 000 (trump and plain orders), 002 (NT/AT), 004 (mariage); docs/rules.md.
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    rk = rules.ranking(contract)
    groups = []
    if not impl(rules).has_taker:
        groups.append((f"Every suit, trumps ({contract.trump.plural}) included", contract.trump))
    elif contract.kind == "suit":
        groups.append((f"Trumps ({contract.trump.plural})", contract.trump))
        other = next(s for s in Suit if s != contract.trump)
        groups.append((f"Every other suit (here {other.plural})", other))
    elif contract.kind == "AT":
        groups.append(("All trumps: every suit (here spades)", Suit.SPADES))
    else:
        groups.append(("No trumps: every suit (here spades)", Suit.SPADES))
    parts, lines = [], []
    for label, suit in groups:
        table = rk.table_for(suit)
        cards = [Card.of(r, suit) for r in table.order]
        pts = [table.points[r] for r in table.order]
        cells = "".join(
            f'<div style="display:flex;flex-direction:column;align-items:center">{card_svg(c, width=PICTURE_WIDTH)}'
            f'<span style="font-size:17px"><b>{p}</b> pts</span></div>'
            for c, p in zip(cards, pts)
        )
        parts.append(f'<div style="margin:6px 0"><b>{esc(label)}</b>, strongest first '
                     f'(suit total {sum(pts)}):<div class="bl-hand" data-region="hand" '
                     f'style="display:flex;flex-wrap:wrap;gap:2px 4px">{cells}</div></div>')
        lines.append(f"{label}, strongest first: {table.text()}; points {' '.join(map(str, pts))} (total {sum(pts)})")
    bonus = rk.last_trick_bonus
    card_total = rk.total - bonus
    if bonus:
        tail = f"The cards hold {card_total} points; the last trick earns {bonus} more: {rk.total} in a deal."
    else:
        tail = f"The cards hold {card_total} points; there is no bonus for the last trick: {rk.total} in a deal."
    lines.append(tail)
    return Shown("".join(parts) + f"<p>{esc(tail)}</p>", "\n".join(lines), {"total": rk.total, "cards": card_total})


@friendly
def show_pack() -> Shown:
    """The 32-card pack: 7, 8, 9, 10, jack, queen, king and ace in each of the four suits."""
    rows = []
    lines = []
    for suit in Suit:
        cards = [c for c in ALL_CARDS if c.suit == suit]
        rows.append(_pictures(cards, label=f"{suit.plural.capitalize()} {suit.symbol} ({len(cards)} cards)"))
        lines.append(f"{suit.plural}: {symbols(cards)}")
    lines.append(f"{len(ALL_CARDS)} cards in all.")
    return Shown("".join(rows) + f"<p>{len(ALL_CARDS)} cards in all.</p>", "\n".join(lines), {"count": len(ALL_CARDS)})


# ------------------------------------------------------------------------------------------------
# The table and the deal
# ------------------------------------------------------------------------------------------------


@friendly
def show_table(system: str = "classic-501", dealer: str = "N", options: dict | None = None) -> Shown:
    """The four seats around the table: partners, the dealer, the direction of play, and who speaks
    (and leads) first, second, third and fourth.

    Args:
        system: a rule system (its direction of play); ``dealer``: N, E, S or W.
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
            tags.append("dealer")
        tags.append(f"{_ordinal(n)} to speak and play" if impl(rules).has_taker else f"{_ordinal(n)} to play")
        return (f'<div class="bl-seat" data-seat="{seat}" style="background:{colours[seat.team]};border:2px solid '
                f'{GOLD if seat == dealer else "#888"};border-radius:10px;padding:6px 12px;text-align:center;'
                f'min-width:130px"><b style="font-size:17px">{seat.word}</b><br>'
                f'<span style="font-size:13px">{esc(", ".join(tags))}</span></div>')

    arrow = "↻ clockwise" if str(rules.direction) == "clockwise" else "↺ anticlockwise"
    grid = (
        '<div class="bl-table-diagram" data-region="table" style="display:grid;grid-template-columns:repeat(3,auto);'
        'justify-content:start;align-items:center;gap:8px 14px;margin:6px 0">'
        f"<div></div>{box(Seat.N)}<div></div>{box(Seat.W)}"
        f'<div style="text-align:center;font-size:22px;color:{BLUE}">{arrow}</div>{box(Seat.E)}'
        f"<div></div>{box(Seat.S)}<div></div></div>"
    )
    first = order[0]
    word = "speaks first and leads to the first trick" if impl(rules).has_taker else "leads to the first trick"
    text = (
        f"{rules.title} ({rules.preset}): play goes {rules.direction} ({' → '.join(s.word for s in order)}). "
        f"{dealer.word} deals; {first.word}, the next player after the dealer, {word}. "
        "Partners sit opposite: North with South against East with West."
    )
    return Shown(grid + f"<p>{esc(text)}</p>", text, {"order": order})


@friendly
def show_deal(system: str = "classic-501", seed: int = 1, dealer: str = "N", options: dict | None = None) -> Shown:
    """How the cards are dealt, and the hands that result (the same seed always gives the same deal).

    Belote systems: 3 cards to each player, then 2, from the dealer's next player; the next card is
    turned up. Mariage: 1 card each, then 3, then 4; the dealer's last card is shown and fixes trumps.

    Rule source: seed 000 "The dealer gives everyone 3 cards and then 2"; seed 001 "Setup"; seed 002
    "Rules"; seed 004 "La donne", "Atout".
    """
    rules = read_rules(system, options)
    seed = whole(seed, "seed", 0, 2**32)
    dealer = read_seat(dealer, "dealer")
    order = speaking_order(rules, dealer)
    names = ", ".join(s.word for s in order)
    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    d = g.deal
    if not impl(rules).has_taker:
        steps = (f"{dealer.word} deals, starting with {order[0].word} and going {rules.direction} ({names}): "
                 f"1 card each, then 3 each, then 4 each. The last card of the pack is the dealer's own; "
                 f"it is shown to everyone: {d.trump_card.symbol}, so {d.trump.plural} are trumps.")
        hands = {s: CardSet(d.hands[s]) for s in Seat}
        pics = "".join(_pictures(hands[s], label=f"{s.word}" + (" (dealer)" if s == dealer else "")) for s in order)
        shown_card = (f'<div style="margin-top:6px"><b>The dealer\'s last card, shown to all (trumps):</b>'
                      f'{card_svg(d.trump_card, width=PICTURE_WIDTH)}</div>')
        text = steps + "\n" + "\n".join(f"{s.word}: {hands[s].symbols}" for s in order)
        return Shown(f"<p>{esc(steps)}</p>{pics}{shown_card}", text, {"hands": hands, "trump_card": d.trump_card})
    hands = {s: CardSet(d.hands[s]) for s in Seat}
    if d.turn_up is None:
        sizes = [n for _, n in deal_packets(rules, dealer)[::4]]
        steps = (f"{dealer.word} deals, starting with {order[0].word} and going {rules.direction} ({names}): "
                 + ", then ".join(f"{n} cards" for n in sizes) + f" to each player: {sum(sizes)} each, the whole pack. "
                 "No card is turned up: the auction decides the trump suit.")
        pics = "".join(_pictures(hands[s], label=f"{s.word}" + (" (dealer)" if s == dealer else "")) for s in order)
        text = steps + "\n" + "\n".join(f"{s.word}: {hands[s].symbols}" for s in order)
        return Shown(f"<p>{esc(steps)}</p>{pics}", text, {"hands": hands, "turn_up": None, "game": g})
    steps = (f"{dealer.word} deals, starting with {order[0].word} and going {rules.direction} ({names}): "
             f"3 cards each, then 2 each, so everyone holds 5. The next card, {d.turn_up.symbol}, is turned "
             f"face up for all to see. The other {32 - 21} cards wait, face down, until the bidding is over.")
    pics = "".join(_pictures(hands[s], label=f"{s.word}" + (" (dealer)" if s == dealer else "")) for s in order)
    turn = f'<div style="margin-top:6px"><b>The turn-up:</b>{card_svg(d.turn_up, width=PICTURE_WIDTH)}</div>'
    text = steps + "\n" + "\n".join(f"{s.word}: {hands[s].symbols}" for s in order) + f"\nTurn-up: {d.turn_up.symbol}"
    return Shown(f"<p>{esc(steps)}</p>{pics}{turn}", text, {"hands": hands, "turn_up": d.turn_up, "game": g})


@friendly
def show_auction(system: str = "classic-501", seed: int = 1, dealer: str = "N", calls=("pass", "take"),
                 options: dict | None = None) -> Shown:
    """The bidding of one deal, call by call: who speaks, what that player may say, what is said; then
    the outcome (the taker and trumps, who gets which cards, who leads), or the cards thrown in.

    Args:
        system: a Belote system; ``seed`` and ``dealer``: the deal (as :func:`show_deal`); ``calls``:
            the calls in order: ``"pass"``, ``"take"``, a suit (``"S"``, ``"hearts"``), ``"NT"``, ``"AT"``.
    A refused call is shown with the rule's reason, and the auction stops there.
    Rule source: seed 000 "First round ... second round"; seed 001 "Taking the trump"; seed 002
    "Rules"; docs/rules.md.
    """
    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(f"system: {rules.preset} has no bidding (trumps come from the dealer's last card)")
    seed = whole(seed, "seed", 0, 2**32)
    dealer = read_seat(dealer, "dealer")
    if isinstance(calls, str):
        calls = calls.replace(",", " ").split()
    if not isinstance(calls, (list, tuple)):
        raise BeloteError(f"calls: a list of calls such as ['pass', 'take'], not {shown(calls)}")
    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    d = g.deal
    turn_up = d.turn_up
    rows, lines = [], []
    refused = None
    for i, call in enumerate(calls):
        if g.deal is not d or d.phase != "bidding":
            refused = f"calls[{i}]: the bidding is already over"
            break
        a = d.auction
        seat = a.to_speak
        rnd = getattr(a, "round", "-")
        legal = _legal_summary(a.legal_calls(), turn_up)
        try:
            g.apply(call)
        except BeloteError as exc:
            refused = f"calls[{i}]: {exc}"
            break
        said = d.auction.calls[-1][1]
        rows.append([rnd, seat.word, legal, call_words(said, turn_up)])
    shown_rows = rows
    header = ["round", "speaker", "may say", "says"]
    if turn_up is None:  # an auction of points has no rounds
        header = header[1:]
        shown_rows = [r[1:] for r in rows]
    dealt = f"the turn-up is {turn_up.symbol}" if turn_up is not None else "everyone holds 8 cards, no turn-up"
    parts = [f"<p>{esc(dealer.word)} deals; {esc(dealt)}.</p>",
             table_html(header, shown_rows, cls="bl-auction", region="bidding")]
    lines.append(f"{dealer.word} deals; {dealt}.")
    lines.append(table_text(header, shown_rows))
    outcome = ""
    data = {"game": g, "deal": d}
    if refused:
        outcome = f"Refused: {refused}"
        parts.append(f'<p class="bl-error" style="color:{RED};font-weight:bold">{esc(outcome)}</p>')
    if d.phase == "thrown-in":
        nxt = g.deal.dealer
        twice = "twice" if turn_up is not None else "with no bid"
        outcome = (f"Everybody passed {twice}: the cards are thrown in. Nobody scores; the deal passes to "
                   f"{nxt.word}, who shuffles and deals again.")
        parts.append(f"<p><b>{esc(outcome)}</b></p>")
    elif d.phase == "play":
        taker = d.taker
        order = speaking_order(rules, dealer)
        bid = getattr(d, "bid", None)
        what = f"the contract is {bid.words}" if bid is not None else d.contract.words
        how = (f"{taker.word} is the taker: {what}. {taker.word} and {taker.partner.word} are the "
               f"takers; {taker.next(rules.direction).word} and {taker.partner.next(rules.direction).word} defend.")
        if turn_up is None:
            gets = f"Nobody receives more cards: everyone already holds 8. {order[0].word} leads to the first trick."
        else:
            gets = (f"The dealer gives {taker.word} the turn-up {turn_up.symbol} and 2 more cards, and 3 more cards to "
                    f"each other player: everyone now holds 8. {order[0].word} leads to the first trick.")
        outcome = how + " " + gets
        pics = "".join(
            _pictures(CardSet(d.start_hands[s]), label=s.word + (" (taker)" if s == taker else ""),
                      marks={turn_up: True} if s == taker and turn_up is not None else None)
            for s in order
        )
        parts.append(f"<p><b>{esc(how)}</b> {esc(gets)}</p>{pics}")
        lines.append(outcome)
        lines.extend(f"{s.word}: {CardSet(d.start_hands[s]).symbols}" for s in order)
        data.update(taker=taker, contract=d.contract)
    elif not refused:
        seat = d.auction.to_speak
        outcome = (f"The bidding goes on: {seat.word} to speak, and may say "
                   f"{_legal_summary(d.auction.legal_calls(), turn_up)}.")
        parts.append(f"<p>{esc(outcome)}</p>")
    if outcome and outcome not in lines:
        lines.append(outcome)
    data["outcome"] = outcome
    return Shown("".join(parts), "\n".join(lines), data)


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
def show_contracts(system: str = "sans-tout-atout", options: dict | None = None) -> Shown:
    """The contracts of a system, lowest first, with what each makes trumps and the points of a deal.

    Rule source: seed 002 (the six contracts and their order); docs/rules.md.
    """
    rules = read_rules(system, options)
    rows = []
    for rank, c in enumerate(rules.contracts(), 1):
        if c.kind == "suit":
            meaning = f"{c.trump.plural} are trumps (J 9 A 10 K Q 8 7); the other suits A 10 K Q J 9 8 7"
        elif c.kind == "NT":
            meaning = "no suit is trumps: every suit ranks A 10 K Q J 9 8 7"
        else:
            meaning = "every suit ranks and scores like trumps: J 9 A 10 K Q 8 7"
        rows.append([rank, call_words(str(c)), meaning, rules.ranking(c).total])
    header = ["rank (1 = lowest)", "contract", "what it means", "points in a deal"]
    return Shown(table_html(header, rows, cls="bl-contracts", region="bidding"), table_text(header, rows),
                 {"contracts": rules.contracts()})


# ------------------------------------------------------------------------------------------------
# The play
# ------------------------------------------------------------------------------------------------


@friendly
def explain_cards(system: str = "classic-501", trumps: str = "H", to_play: str = "S", hand="", trick="",
                  options: dict | None = None) -> Shown:
    """Which cards of ``hand`` the player ``to_play`` may play to ``trick``, each with the rule that decides.

    Args:
        trick: the cards already played, in order, e.g. ``"W:AS N:9H"``; ``hand``: e.g. ``"JH 7H AD"``.
    Rule source: the play rules of each seed (see docs/rules.md); the explanation names the rule.
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    p = Position.create(rules, contract, read_seat(to_play, "to_play"), read_cards(hand, "hand"),
                        [(s.name, str(c)) for s, c in read_trick(trick)])
    e = p.explain()
    return Shown(e._repr_html_(), e.text(), {"position": p, "legal": e.legal})


@friendly
def show_trick(system: str = "classic-501", trumps: str = "H", trick="", options: dict | None = None) -> Shown:
    """Who wins (or is winning) a trick and why, and the points in it.

    Args:
        trick: the cards in the order played, e.g. ``"N:AS E:10S S:7H W:KS"`` (one to four cards).
    Rule source: seed 000 "A trick is won by the highest trump or ... the highest card of the suit led";
    seed 004 (same order in every suit).
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    cards = read_trick(trick)
    if not cards:
        raise BeloteError("trick: at least one card, e.g. 'N:AS E:10S'")
    expected = cards[0][0]
    for i, (s, _) in enumerate(cards):
        if s != expected:
            raise BeloteError(f"trick[{i}]: after {cards[i - 1][0].word} it is {expected.word}'s turn "
                              f"({rules.direction} play), not {s.word}'s")
        expected = expected.next(rules.direction)
    sit = situation(rules, contract, expected, (), cards)
    w = sit.winning
    points = sum(sit.table.points[c] for _, c in cards)
    done = len(cards) == 4
    why = w.text.replace(" is winning", " wins") if done else w.text
    head = f"{rules.title}, {contract.words}. " + ("The trick is complete." if done else f"{expected.word} is next to play.")
    verdict = f"{why} The trick holds {points} points" + (f", which go to {w.seat.team.words}." if done else " so far.")
    html_ = trick_row_html(cards, w.seat, width=PICTURE_WIDTH, to_play=None if done else expected)
    return Shown(f"<p>{esc(head)}</p>{html_}<p><b>{esc(verdict)}</b></p>", head + "\n" + verdict,
                 {"winner": w.seat, "card": w.card, "points": points})


# ------------------------------------------------------------------------------------------------
# Declarations
# ------------------------------------------------------------------------------------------------


def _combos_text(combos) -> str:
    if not combos:
        return "nothing to declare"
    return " + ".join(f"{c.name} ({symbols(c.cards)}) {c.value}" for c in combos) + f" = {sum(c.value for c in combos)}"


@friendly
def declarations_of(hand="", trumps: str = "H") -> Shown:
    """The combinations an 8-card hand declares: fours of a kind first, then runs of 3 or more in the
    order 7 8 9 10 J Q K A; a card counts in one combination only (the belote apart).

    Rule source: seed 000 "Declarations" option; seed 001 "Declarations"; docs/rules.md common readings.
    """
    cards = read_cards(hand, "hand")
    combos = find_combinations(CardSet(cards))
    pics = _pictures(cards, label="The hand")
    text = f"Hand {symbols(cards)}: {_combos_text(combos)}."
    rows = [[c.name, symbols(c.cards), c.value] for c in combos]
    tab = table_html(["combination", "cards", "points"], rows, cls="bl-declarations-table") if rows else "<p>Nothing to declare.</p>"
    return Shown(pics + tab + f"<p>{esc(text)}</p>", text, {"combinations": combos, "total": sum(c.value for c in combos)})


@friendly
def compare_declarations_of(system: str = "classic-1000", trumps: str = "H", dealer: str = "N", hands=None,
                            options: dict | None = None) -> Shown:
    """The declarations of several players compared step by step: value, a four before a sequence, the
    top card, trumps, then the system's tie rule; the winning team scores all its combinations.

    Args:
        hands: seat -> the cards of that player's combinations (or whole hand), e.g.
            ``{"N": "7S 8S 9S", "E": "JH QH KH"}``.
        dealer: fixes the speaking order (the tie rule of classic-1000 uses it).
    Rule source: seed 000 "Combinations are announced ... compared"; seed 001 "Declarations";
    seed 002 (equal declarations by the top card); docs/rules.md.
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    if not impl(rules).has_declarations:
        raise BeloteError(f"system: {rules.preset} has no declarations")
    if not isinstance(hands, dict) or not hands:
        raise BeloteError("hands: a dict such as {'N': '7S 8S 9S', 'E': 'JH QH KH'}")
    dealer = read_seat(dealer, "dealer")
    by_seat, seen = {}, set()
    for k, v in hands.items():
        s = read_seat(k, "hands")
        cards = read_cards(v, f"hands[{s.name}]")
        if seen & set(cards):
            raise BeloteError(f"hands[{s.name}]: {symbols(seen & set(cards))} is already in another hand")
        seen |= set(cards)
        by_seat[s] = find_combinations(CardSet(cards), s)
    order = speaking_order(rules, dealer)
    res = compare_declarations(by_seat, contract, rules.declarations_tie, order)
    lines = [f"{rules.preset}, {contract.words}; {dealer.word} deals, so {order[0].word} speaks first."]
    for s in order:
        if s in by_seat:
            lines.append(f"{s.word}: {_combos_text(by_seat[s])}")
    lines.extend(res.steps)
    html_ = "<ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines[:1 + len(by_seat)]) + "</ul><ol class='bl-steps'>" + \
        "".join(f"<li>{esc(x)}</li>" for x in res.steps) + "</ol>"
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
            raise BeloteError("bid: a coinche hand needs its contract, e.g. bid=\"110 H\"")
        return coinche_score_of(rules, bid, taker, takers_cards, last_trick, takers_tricks, belote, declarations,
                                dealer, coinched, held_over)
    if not impl(rules).has_taker:
        raise BeloteError(f"system: {rules.preset} is scored in tens and coches (see deal_in_tens)")
    contract = read_contract(rules, trumps)
    taker = read_seat(taker, "taker")
    rk = rules.ranking(contract)
    cards_total = rk.total - rk.last_trick_bonus
    if takers_cards is None:
        raise BeloteError(f"takers_cards: the card points the takers won, 0 to {cards_total}")
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
        raise BeloteError(f"takers_tricks: 8 tricks means every card ({cards_total} points) and the last trick")
    if takers_tricks == 0 and (takers_cards != 0 or last.team is not D):
        raise BeloteError("takers_tricks: 0 tricks means no card points and not the last trick")
    if 0 < takers_tricks < 8 and (takers_cards == cards_total and last.team is T):
        raise BeloteError("takers_tricks: with every card point and the last trick, say takers_tricks=8 (a capot)"
                          " or give the defenders some points")
    bel = []
    if belote is not None:
        items = belote if isinstance(belote, (list, tuple)) else [belote]
        suits = list(Suit) if contract.kind == "AT" else ([] if contract.kind == "NT" else [contract.trump])
        if not suits:
            raise BeloteError("belote: there is no belote in no trumps")
        for i, b in enumerate(items):
            seat = _side(b, taker, "belote")
            suit = suits[min(i, len(suits) - 1)] if contract.kind != "AT" else suits[i % 4]
            bel.append((seat, suit))
    decl = None
    if declarations:
        if not rules.declarations:
            raise BeloteError(f"declarations: {rules.preset} scores declarations only with the option "
                              "{'declarations': True}")
        if contract.kind == "NT":
            raise BeloteError("declarations: nothing is declared in no trumps")
        if not isinstance(declarations, dict):
            raise BeloteError("declarations: a dict such as {'takers': '7S 8S 9S'} or {'S': '7S 8S 9S'}")
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


def _line_label(item: str) -> str:
    """A breakdown line's item as it reads inside a sum: "97 card points", "10 for the last trick"."""
    if item.startswith("Card points"):
        return "card points"
    if item.startswith("Dix de der"):
        return "for the last trick (dix de der)"
    if item.startswith("Belote"):
        return "belote " + item[item.index("("):] if "(" in item else "belote"
    if item.startswith("Declaration: "):
        return item[len("Declaration: "):]
    return item.lower()


def _arithmetic(hs) -> list[str]:
    """Each team's total written out, then the result, from the breakdown lines."""
    lines = hs.lines()
    out = []
    stop = next(i for i, ln in enumerate(lines) if ln.item == "Total")
    for team in (hs.takers, hs.defenders):
        parts = []
        for ln in lines[:stop]:
            v = ln.ns if team is Team.NS else ln.ew
            if v:
                parts.append(f"{v} {_line_label(ln.item)}")
        total = hs.totals[team]
        who = "takers" if team is hs.takers else "defenders"
        out.append(f"{team.words} ({who}): {' + '.join(parts) if parts else '0'} = {total}.")
    res = lines[stop + 1]
    out.append(f"{res.item}. The rule: {res.rule}.")
    final = lines[-1]
    r = next((i for i, ln in enumerate(lines) if ln.item.startswith("Rounded to")), None)
    if r:  # the preset rounds each team's score (coinche): say from what
        out.append(f"Rounded to the nearest 10, halves up: North-South {lines[r - 1].ns or 0} to {lines[r].ns or 0}, "
                   f"East-West {lines[r - 1].ew or 0} to {lines[r].ew or 0}.")
    out.append(f"Score for this hand: North-South {final.ns}, East-West {final.ew}.")
    if hs.held_over:
        out.append(f"Held over for the winner of the next hand: {hs.held_over}.")
    return out


@friendly
def worked_score(system: str = "classic-501", trumps: str = "H", taker: str = "N", takers_cards=None,
                 last_trick: str = "takers", takers_tricks=None, belote=None, declarations=None, dealer=None,
                 held_over: int = 0, options: dict | None = None, bid=None, coinched: int = 0) -> Shown:
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
    Returns:
        A :class:`Shown`; ``data["score"]`` is the engine's HandScore.
    Rule source: seed 000 and 001 "Scoring", seed 002 (scoring, capot); docs/rules.md.
    """
    hs = score_of(system, trumps, taker, takers_cards, last_trick, takers_tricks, belote, declarations, dealer,
                  held_over, options, bid, coinched)
    return _score_shown(hs)


def _score_shown(hs, highlight: set | None = None) -> Shown:
    lines = hs.lines()
    rows = [[ln.item, ln.ns, ln.ew, ln.rule] for ln in lines]
    arith = _arithmetic(hs)
    bid = getattr(hs, "bid", None)
    what = f"the contract is {bid.words}" if bid is not None else f"{hs.contract.words}; {hs.taker.word} took"
    head = f"{hs.rules.title}, {what}, so {hs.takers.words} are the takers."
    tab = table_html(list(BREAKDOWN_HEADER), rows, cls="bl-score-table", highlight=highlight)
    html_ = f"<p>{esc(head)}</p><ul>" + "".join(f"<li>{esc(a)}</li>" for a in arith) + "</ul>" + tab
    return Shown(html_, head + "\n" + "\n".join(arith) + "\n\n" + hs.text(), {"score": hs})


@friendly
def game_end(system: str = "classic-501", before=None, hand=None, options: dict | None = None, score=None) -> Shown:
    """Whether a hand ends the game: the totals before it, the scores of the hand, and the verdict.

    Args:
        before: ``{"NS": 480, "EW": 430}``, the running totals; ``hand``: ``{"NS": 30, "EW": 132}``, or
            ``score``: a hand scored by :func:`worked_score` (the game-end rule may look at how it was made).
    Rule source: seed 000 "The first team to reach the target wins ..."; seed 001 "Winning the game";
    seed 002 (1000); docs/rules.md.
    """
    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(f"system: {rules.preset} is won on coches (see the mariage lessons)")
    deal = None
    if score is not None:
        hs = score.data.get("score") if isinstance(score, Shown) else score
        if hs is None or not hasattr(hs, "score"):
            raise BeloteError(f"score: a hand scored by worked_score, not {shown(score) if isinstance(score, str) else type(score).__name__}")
        hand = {str(t): hs.score[t] for t in (Team.NS, Team.EW)}

        class _Scored:  # what the game-end rule reads of a finished deal
            pass

        deal = _Scored()
        deal.score = hs
    if not isinstance(before, dict) or not isinstance(hand, dict):
        raise BeloteError("before and hand: totals such as {'NS': 480, 'EW': 430} and {'NS': 30, 'EW': 132}")
    tot = {}
    for t in (Team.NS, Team.EW):
        b = whole(before.get(str(t), before.get(t.value)), f"before[{t}]", 0, 100_000)
        h = whole(hand.get(str(t)), f"hand[{t}]", 0, 100_000)
        tot[t] = b + h
    over, winner, draw = impl(rules).game_end(rules, tot, deal)
    ns, ew = tot[Team.NS], tot[Team.EW]
    target = rules.target
    head = (f"{rules.preset}: the game is played to {target}. Before this hand: North-South {tot[Team.NS] - int(hand['NS'])}, "
            f"East-West {tot[Team.EW] - int(hand['EW'])}; the hand scores {hand['NS']} and {hand['EW']}; after it: "
            f"North-South {ns}, East-West {ew}.")
    if over and draw:
        verdict = f"Both teams reached {target} in the same hand: under {rules.preset} the game is a draw."
    elif over:
        both = ns >= target and ew >= target
        verdict = (f"{winner.words} win" + (f": both passed {target} in the same hand, and {winner.words} have more points."
                                              if both else f": they are the first to reach {target}."))
    elif ns >= target and ew >= target and ns == ew:
        verdict = f"Both teams passed {target} in the same hand and they are level: another hand is played."
    elif ns >= target or ew >= target:
        verdict = (f"A team passed {target}, but only with the belote of a hand it lost (or in which it took no trick): "
                   "it has not won yet, and the game goes on.")
    else:
        verdict = f"Nobody has reached {target} yet: the game goes on."
    return Shown(f"<p>{esc(head)}</p><p><b>{esc(verdict)}</b></p>", head + "\n" + verdict,
                 {"over": over, "winner": winner, "draw": draw, "totals": tot})


# ------------------------------------------------------------------------------------------------
# Whole hands
# ------------------------------------------------------------------------------------------------


@friendly
def replay_hand(system: str = "classic-501", seed: int = 1, dealer: str = "N", options: dict | None = None) -> Shown:
    """One whole hand played by four rule-based bots, told step by step: the deal, each call with the
    bot's reason, each trick with its winner and why, and the score with every line explained.

    Rule source: the whole of the system's seed (see docs/rules.md).
    """
    from belote_learn.bots import make_bot
    from belote_learn.systems.classic.game import Game

    rules = read_rules(system, options)
    seed = whole(seed, "seed", 0, 2**32)
    dealer = read_seat(dealer, "dealer")
    if not impl(rules).has_taker:
        return _replay_mariage(rules, seed, dealer)
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
    lines.append(f"{d.dealer.word} deals (3 cards each, then 2); the turn-up is {d.turn_up.symbol}.")
    parts.append(f"<p>{esc(lines[-1])}</p>")
    # the bidding again, with the reasons: replay it on a copy
    g2 = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    while g2.deal.number != d.number:
        g2.apply(bot.choose(g2.view(g2.current_player())))
    bot2 = make_bot("rule", seed=seed)
    calls = []
    while g2.deal.phase == "bidding":
        seat = g2.current_player()
        five = CardSet(g2.deal.hands[seat]).symbols
        action, why = bot2.choose_with_reason(g2.view(seat))
        g2.apply(action)
        said = g2.deal.auction.calls[-1][1] if g2.deal.auction.calls else action
        calls.append([seat.word, five, call_words(said, d.turn_up), why])
    parts.append(table_html(["speaker", "5 cards held", "says", "why"], calls, cls="bl-auction", region="bidding"))
    lines.append(table_text(["speaker", "5 cards held", "says", "why"], calls))
    taker = d.taker
    done = (f"{taker.word} takes: {d.contract.words}. {taker.word} gets the turn-up and 2 more cards, the others 3. "
            f"{order[0].word} leads.")
    parts.append(f"<p><b>{esc(done)}</b></p>")
    lines.append(done)
    parts.append("".join(_pictures(CardSet(d.start_hands[s]), label=s.word + (" (taker)" if s == taker else ""))
                         for s in order))
    lines.extend(f"{s.word}: {CardSet(d.start_hands[s]).symbols}" for s in order)
    while g.deal is d:
        g.apply(bot.choose(g.view(g.current_player())))
    rows = []
    for i, t in enumerate(d.tricks, 1):
        sit = situation(rules, d.contract, t.leader, (), t.cards)
        why = sit.winning.text.replace(" is winning", " wins")
        rows.append([i, " ".join(f"{s.name}:{c.symbol}" for s, c in t.cards), t.winner.word, t.points, why])
    parts.append(table_html(["trick", "cards (in order)", "won by", "points", "why"], rows, cls="bl-tricks", region="trick"))
    lines.append(table_text(["trick", "cards", "won by", "points", "why"], rows))
    for ev in d.events:
        if ev["type"] in ("belote", "rebelote", "announce", "declarations"):
            lines.append(ev["text"])
            parts.append(f"<p>{esc(ev['text'])}</p>")
    sc = _score_shown(d.score)
    parts.append(sc.html)
    lines.append(sc.text)
    return Shown("".join(parts), "\n".join(lines), {"deal": d, "score": d.score})


def _replay_mariage(rules, seed: int, dealer: Seat) -> Shown:
    """One mariage deal played by four rule-based bots, with every card's reason."""
    from belote_learn.bots import make_bot
    from belote_learn.systems.mariage.game import MariageGame

    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    d = g.deal
    bot = make_bot("rule", seed=seed)
    order = speaking_order(rules, dealer)
    parts = [f"<p>{esc(d.events[0]['text'])}</p>"]
    lines = [d.events[0]["text"]]
    parts.append("".join(_pictures(CardSet(d.start_hands[s]), label=s.word) for s in order))
    lines.extend(f"{s.word}: {CardSet(d.start_hands[s]).symbols}" for s in order)
    rows = []
    while g.deal is d:
        seat = g.current_player()
        action, why = bot.choose_with_reason(g.view(seat))
        g.apply(action)
        shown_action = action.symbol if isinstance(action, Card) else f"says {action!r}"
        rows.append([len(d.tricks) + (1 if d.trick else 0) if isinstance(action, Card) else len(d.tricks) + 1,
                     seat.word, shown_action, why])
    parts.append(table_html(["trick", "player", "plays", "why"], rows, cls="bl-tricks", region="trick"))
    lines.append(table_text(["trick", "player", "plays", "why"], rows))
    body = d.result.text()
    parts.append(f"<pre style='white-space:pre-wrap;font-size:14px' data-region='breakdown'>{esc(body)}</pre>")
    lines.append(body)
    return Shown("".join(parts), "\n".join(lines), {"deal": d})


@friendly
def play_partie(seed: int = 1, options: dict | None = None) -> Shown:
    """A whole partie of mariage played by four rule-based bots: every deal's score in tens, the manche
    totals, the coches, until the coches total 5 (seed 004, "Les coches").
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
        rows.append([i, d.trump.plural, f"{r.tens[Team.NS]} - {r.tens[Team.EW]}",
                     f"{r.manche_after[Team.NS]} - {r.manche_after[Team.EW]}",
                     f"{r.coches[Team.NS]} - {r.coches[Team.EW]}" if any(r.coches.values()) else "",
                     f"{coches[Team.NS]} - {coches[Team.EW]}", r.words])
    header = ["deal", "trumps", "deal (tens) NS-EW", "manche NS-EW", "coches given", "coches in all", "what happened"]
    end = g.result_text()
    return Shown(table_html(header, rows, cls="bl-score-sheet", region="breakdown") + f"<p><b>{esc(end)}</b></p>",
                 table_text(header, rows) + "\n" + end, {"game": g})


@friendly
def mariage_deal(hands=None, dealer: str = "E", turn_up: str = "JH", plays=(), scores_before=None,
                 finish: bool = True, options: dict | None = None) -> Shown:
    """A mariage deal set up by hand: the four hands, the dealer and the last card dealt (which fixes
    trumps and must be in the dealer's hand), the first actions (cards, ``"marriage X"``, ``"out"``,
    ``"cape"``), then (``finish=True``) rule-based bots play the rest. Shown like :func:`replay_record`.
    """
    from belote_learn.bots import make_bot
    from belote_learn.systems.mariage.deal import MariageDeal

    rules = read_rules("mariage", options)
    if not isinstance(hands, dict) or set(hands) != {"N", "E", "S", "W"}:
        raise BeloteError("hands: the eight cards of N, E, S and W, e.g. {'N': 'AH 10H ...', ...}")
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
    record = {"title": "A mariage deal", "shows": "", "rules": "mariage", "options": dict(options or {}),
              "dealer": dealer_seat.name, "hands": {s: [str(c) for c in cs] for s, cs in cards.items()},
              "turn_up": str(read_cards([turn_up], "turn_up")[0]), "plays": record_plays,
              "scores_before": {"NS": before["NS"], "EW": before["EW"]}}
    return replay_record(record)


@friendly
def worked_auction(system: str = "classic-501", seed: int = 1, dealer: str = "N", options: dict | None = None) -> Shown:
    """The bidding of one deal, each player's five cards, what each may say, what each says and why (the
    rule-based bots' reasons, which follow the seeds' tips), then the outcome.

    Rule source: seed 000 "First round ... second round" and "Take when you hold ..."; seed 001 "Taking
    the trump" and "Tips for beginners"; seed 002 "Rules"; docs/rules.md.
    """
    from belote_learn.bots import make_bot
    from belote_learn.systems.classic.game import Game

    rules = read_rules(system, options)
    if not impl(rules).has_taker:
        raise BeloteError(f"system: {rules.preset} has no bidding (trumps come from the dealer's last card)")
    seed = whole(seed, "seed", 0, 2**32)
    dealer = read_seat(dealer, "dealer")
    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    bot = make_bot("rule", seed=seed)
    d = g.deal
    rows = []
    while d.phase == "bidding":
        seat = g.current_player()
        legal = _legal_summary(d.auction.legal_calls(), d.turn_up)
        rnd = getattr(d.auction, "round", None)
        action, why = bot.choose_with_reason(g.view(seat))
        held = CardSet(d.hands[seat]).symbols
        g.apply(action)
        rows.append([rnd, seat.word, held, legal, call_words(d.auction.calls[-1][1], d.turn_up), why])
    head = (f"{dealer.word} deals; the turn-up is {d.turn_up.symbol}." if d.turn_up is not None
            else f"{dealer.word} deals; everyone holds 8 cards, no turn-up.")
    header = ["round", "speaker", f"{5 if d.turn_up is not None else 8} cards", "may say", "says", "why"]
    if d.turn_up is None:
        header = header[1:]
        rows = [r[1:] for r in rows]

    if d.phase == "thrown-in":
        out = f"Everybody passed twice: the cards are thrown in and {g.deal.dealer.word} deals next."
    else:
        bid = getattr(d, "bid", None)
        if bid is not None:
            out = f"{d.taker.word} is the taker: {bid.words}. {speaking_order(rules, dealer)[0].word} leads."
        else:
            out = (f"{d.taker.word} is the taker, {d.contract.words}: {d.taker.word} receives the turn-up and 2 cards, "
                   f"the others 3 each; {speaking_order(rules, dealer)[0].word} leads.")
    turn = card_svg(d.turn_up, width=PICTURE_WIDTH) if d.turn_up is not None else ""
    html_ = (f"<p>{esc(head)}</p>{turn}" + table_html(header, rows, cls="bl-auction", region="bidding")
             + f"<p><b>{esc(out)}</b></p>")
    return Shown(html_, head + "\n" + table_text(header, rows) + "\n" + out, {"deal": d})


@friendly
def replay_record(name: str = "c501-made", scores_before=None) -> Shown:
    """A recorded hand from the project's examples (data/records), checked by the referee: the calls,
    every trick, the announcements and the score with its breakdown.

    Args:
        name: the record's name, e.g. ``"c501-litige"``, ``"mariage-cape"``, or a record as a dict
            (docs/formats.md).
        scores_before: mariage: the manche totals before the deal, e.g. ``{"NS": 25, "EW": 12}`` (change
            them and see the coches change).
    """
    import json

    from belote_learn.rules.datafiles import data_path
    from belote_learn.records import check_record

    if isinstance(name, dict):
        data = json.loads(json.dumps(name))  # a copy: the caller's dict is never changed
        name = data.get("title", "a recorded hand")
    elif not isinstance(name, str) or not (data_path("records") / f"{name}.json").is_file():
        names = sorted(p.stem for p in data_path("records").glob("*.json") if not p.stem.startswith("game-"))
        raise BeloteError(f"name: no record {shown(name)}; the records are {', '.join(names)}")
    else:
        data = json.loads((data_path("records") / f"{name}.json").read_text(encoding="utf-8"))
    if scores_before is not None:
        if not isinstance(scores_before, dict):
            raise BeloteError("scores_before: totals such as {'NS': 25, 'EW': 12}")
        data["scores_before"] = {k: scores_before[k] for k in ("NS", "EW") if k in scores_before}
    head = f"{data.get('title', name)}: {data.get('shows', '')}".strip()
    res = check_record(data)  # the referee of the record's own rule system
    d = res.deal
    rules = d.rules
    parts = [f"<p><b>{esc(head)}</b></p>"]
    lines = [head]
    order = speaking_order(rules, d.dealer)
    trump_note = d.contract.words if d.contract is not None else "no contract"
    hands = "".join(_pictures(CardSet(d.start_hands[s]), label=s.word) for s in order)
    parts.append(f"<p>{esc(d.dealer.word)} deals; {esc(trump_note)}.</p>{hands}")
    lines.append(f"{d.dealer.word} deals; {trump_note}.")
    lines.extend(f"{s.word}: {CardSet(d.start_hands[s]).symbols}" for s in order)
    rows = []
    for i, t in enumerate(d.tricks, 1):
        sit = situation(rules, d.contract, t.leader, (), t.cards)
        rows.append([i, " ".join(f"{s.name}:{c.symbol}" for s, c in t.cards), t.winner.word, t.points,
                     sit.winning.text.replace(" is winning", " wins")])
    if rows:
        parts.append(table_html(["trick", "cards (in order)", "won by", "points", "why"], rows, cls="bl-tricks", region="trick"))
        lines.append(table_text(["trick", "cards", "won by", "points", "why"], rows))
    body = res.text()
    parts.append(f"<pre style='white-space:pre-wrap;font-size:14px' data-region='breakdown'>{esc(body)}</pre>")
    lines.append(body)
    return Shown("".join(parts), "\n".join(lines), {"check": res, "deal": d})


# ------------------------------------------------------------------------------------------------
# Mariage
# ------------------------------------------------------------------------------------------------


@friendly
def draw_partners(seed: int = 1, players=("Anne", "Bruno", "Chloé", "David")) -> Shown:
    """The draw for partners in mariage: cards are turned to the players in turn until two players have
    a king; those two play together (seed 004, "Formation équipes")."""
    from belote_learn.systems.mariage.teams import draw_teams

    seed = whole(seed, "seed", 0, 2**32)
    d = draw_teams(tuple(players) if isinstance(players, (list, tuple)) else players, seed=seed)
    rows = []
    kings: list = []
    for player, card in d.steps:
        note = ""
        if card.rank is Rank.KING and player not in kings:
            kings.append(player)
            note = "a king!" if len(kings) == 1 else "a second king: partners"
        elif card.rank is Rank.KING:
            note = "a king, but this player already has one"
        rows.append([player, card.symbol, note])
    text = d.text()
    return Shown(table_html(["player", "card turned", ""], rows, cls="bl-draw", region="table") +
                 f"<p><b>{esc(text.splitlines()[-1])}</b></p>", text, {"draw": d})


@friendly
def deal_in_tens(ns: int = 53, ew: int = 67) -> Shown:
    """A mariage deal's points written in tens, halves up (seed 004 "Les points": 53 and 67 give 5 and 7;
    55 and 65 give 6 and 7)."""
    from belote_learn.systems.mariage.scoring import round_tens

    if isinstance(ns, bool) or isinstance(ew, bool) or not isinstance(ns, int) or not isinstance(ew, int):
        raise BeloteError(f"ns and ew: whole numbers of points, not {shown(ns)} and {shown(ew)}")
    a, b = round_tens(ns), round_tens(ew)
    lines = []
    for team, p, t in (("North-South", ns, a), ("East-West", ew, b)):
        units = p % 10
        how = "5 or more units round up" if units >= 5 else "under 5 units round down"
        lines.append(f"{team}: {p} points -> {t} ({how}).")
    lines.append(f"Written on the score sheet: {a} and {b}, {a + b} in all.")
    return Shown("<ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines) + "</ul>", "\n".join(lines),
                 {"tens": (a, b)})


def _coinche_rules(system, options):
    rules = read_rules(system, options)
    if impl(rules).name != "coinche":
        raise BeloteError(f"system: {rules.preset} has no auction of points (bid= is for coinche)")
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
        raise BeloteError(f"bid: a value 80 to 160 in tens and a suit ('110 H') or 'capot S', not {shown(bid)}")
    value, suit, capot = parts
    taker = read_seat(taker, "taker")
    coinched = whole(coinched, "coinched", 0, 2)
    b = CoincheBid(value, suit, capot, taker, taker.next(rules.direction) if coinched else None,
                   taker if coinched == 2 else None)
    if takers_cards is None:
        raise BeloteError("takers_cards: the card points the takers won, 0 to 152")
    takers_cards = whole(takers_cards, "takers_cards", 0, 152)
    last = _side(last_trick, taker, "last_trick")
    T, D = taker.team, taker.team.other
    if takers_tricks is None:
        takers_tricks = 8 if (takers_cards == 152 and last.team is T) else 0 if (takers_cards == 0 and last.team is D) \
            else min(7, max(1, round(takers_cards / 152 * 8)))
    takers_tricks = whole(takers_tricks, "takers_tricks", 0, 8)
    if takers_tricks == 8 and (takers_cards != 152 or last.team is not T):
        raise BeloteError("takers_tricks: 8 tricks means every card (152 points) and the last trick")
    bel = []
    if belote is not None:
        for b_ in (belote if isinstance(belote, (list, tuple)) else [belote]):
            bel.append((_side(b_, taker, "belote"), suit))
    decl = None
    if declarations:
        if not isinstance(declarations, dict):
            raise BeloteError("declarations: a dict such as {'takers': '7S 8S 9S'}")
        by_seat = {}
        for k, v in declarations.items():
            s = _side(k, taker, "declarations")
            by_seat.setdefault(s, []).extend(find_combinations(CardSet(read_cards(v, f"declarations[{k}]")), s))
        dealer = read_seat(dealer if dealer is not None else taker.previous(rules.direction), "dealer")
        decl = compare_declarations(by_seat, b.contract, rules.declarations_tie, speaking_order(rules, dealer))
    held_over = whole(held_over, "held_over", 0, 10_000)
    return score_coinche(rules, b, {T: takers_cards, D: 152 - takers_cards},
                         {T: takers_tricks, D: 8 - takers_tricks}, last.team, bel, decl, held_over)
