"""The rule-based bot's coinche bidding: a point count it can explain in words.

**The count of a hand for a suit as trumps** (:func:`taker_count`):

================================================  ======
jack of trumps                                    25
nine of trumps                                    20
ace or ten of trumps                              10
every trump (the jack and nine included)          10
every trump beyond the fourth                     10
belote (king and queen of trumps)                 30
every ace of another suit                         10
a ten of another suit, without its ace, guarded    5
a void (no card of another suit)                   5
================================================  ======

Your side can expect about **40 + the count** points with that suit as trumps (card points, the last
trick, belote and declarations; the 40 is what an average partner brings). The figures were fitted by
least squares to 192,000 plays (24,000 random deals, each suit as trumps, South or East taking)
played out by the rule-based players (tools/fit_coinche_count.py fits them again): for a hand with three
trumps or more, the count predicts the side's total with a spread of about 35 points.

**Bidding** (:func:`rule_call`), with ``E`` the expected total of the best suit:

* *Open* with three trumps or more when ``E`` is 90 or more. Bid the lowest value, 80: a higher bid
  wins only 10 more when made and loses it all when not; only with ``E`` of 140 or more open at
  ``E - 50`` rounded down to ten (140 -> 90).
* *Partner's suit*: partner's bid says your side expects about 110 (an opening at 80), its value + 55
  (a higher bid), or its value + 20 (a bid over an opponent's), counting your hand as average (50),
  or as what your own bid in that suit told partner (its expected total less 40). Add what your hand
  counts beyond that: raise when the sum, less 50, is above partner's bid.
* *Compete* over the opponents up to ``E - 10`` in your best suit (partner's included, never one the
  opponents have bid), 10 over them.
* *Coinche* their contract when your **defence count** (:func:`defence_count`: in their trump suit
  jack 25, nine 20, ace or ten 15, other trumps 5; every other ace 10, a guarded ten 5, a void 5)
  leaves them short **and** your hand holds tricks against their trumps. An average defender counts
  about 37, each point more costs them a point, and their bid told how much they expected: coinche
  when they can expect no more than they bid (an opening), or 10 less than they bid (a bid over your
  side's, which says less about their cards), and you hold at least two **defensive tricks**
  (:func:`defence_tricks`: the jack of their trumps 1, their nine with another trump 1, their ace with
  two more trumps ½, four of their trumps ½; every ace of another suit 1, its ten with it in a suit of
  three cards or fewer ½). A coinche that fails costs about 1.5 times what one that succeeds wins
  (80 made: about -480 instead of -118 for the defenders; 80 failed: +480 instead of +240), so it
  pays only when they fail six times in ten or more. Measured over 30,000 random deals bid and played
  out by the rule-based players, the contracts these conditions coinche failed 82% of the time (423
  chances), against 68% for the count alone (1,778 chances); bench/coinche_bots.py prints the rate in
  games. A capot bid is coinched with a sure trick (the jack of trumps, or the nine with another
  trump) or two aces of other suits.
* *Surcoinche* only when the contract is clearly safe: your side's expected total is 60 or more above
  the coinched bid **and** you hold the jack of trumps. The coinche says their cards are good: over
  the same 30,000 deals, coinched contracts with 40 to 60 to spare (the old rule surcoinched from 40)
  were made 42% of the time, and a surcoinche that fails gives the opponents 4 x (160 + the bid),
  enough to end a game in one deal; a surcoinche gains only when the contract is made more than half
  the time.
* *Capot*: when every card of the hand is a sure trick (:func:`sure_tricks`).

Sources: the auction's rules are rules.md "coinche"; the count is our own, fitted as above.
"""
from __future__ import annotations

from dataclasses import dataclass

from belote_learn.bots.base import Reason
from belote_learn.core.cards import Card, Rank, Seat, Suit
from belote_learn.core.messages import Message, SUIT_NAMES, card_symbol, render

__all__ = [
    "Count", "taker_count", "defence_count", "defence_tricks", "sure_tricks", "expected_total", "rule_call", "auction_of",
    "BASE", "AVERAGE_COUNT", "AVERAGE_DEFENCE", "DEFENCE_BASE", "OPEN_AT", "fit_distance", "call_in_words",
]

BASE = 40
"""Expected total of a side = BASE + the count of the bidder's hand (an average partner included)."""
AVERAGE_COUNT = 50
"""What an average hand counts for a given suit (a partner's hand adds its count minus this)."""
AVERAGE_DEFENCE = 37
"""What an average defender's hand counts against a given trump suit."""
DEFENCE_BASE = 133
"""Takers with an average hand expect DEFENCE_BASE - a defender's count (the fit of the defence count)."""
OPEN_AT = 90
"""The least expected total worth opening the auction (at 80)."""
COMPETE_MARGIN = 10
"""Compete over the opponents up to the expected total less this (rounded down to ten first)."""
RAISE_MARGIN = 50
"""Bid (open or raise, uncontested) the expected total less this, when that is above 80 or partner's bid."""
CONTESTED_EXTRA = 20
"""What a bid over the opponents says its side expects beyond its value."""
COINCHE_MARGIN = 0
"""Coinche an opening (a bid over nobody's) when the takers can expect no more than their bid less this."""
CONTESTED_COINCHE_MARGIN = 10
"""Coinche a bid made over the other side's when the takers can expect no more than their bid less this
(such a bid says only that they expect at least its value + 20: less is known of their cards)."""
COINCHE_TRICKS = 2
"""The defensive tricks (:func:`defence_tricks`) a coinche needs besides the count."""
SURCOINCHE_MARGIN = 60
"""Surcoinche when the side's expected total is this much above the coinched bid (and the jack of trumps
is in the hand)."""

_TRUMP_ORDER = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.EIGHT, Rank.SEVEN)
_SIDE_ORDER = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN)


@dataclass(frozen=True)
class Count:
    """A hand's count for one suit: the total and what makes it up.

    Attributes:
        suit: the trump suit counted for.
        points: the count.
        parts: ``[(what, points), ...]`` in words, e.g. ``("J♥", 25)``, ``("3 trumps", 30)`` (a card's
            symbol, or English text that keeps its message: a :class:`~belote_learn.bots.base.Reason`).
        trumps: how many trumps the hand holds.
    """

    suit: Suit
    points: int
    parts: tuple
    trumps: int

    def text(self, lang: str = "en") -> str:
        """``"J♥ 25 + 3 trumps 30 + A♠ 10 = 65"`` (``"nothing = 0"`` for an empty count), in ``lang``."""
        return _sum_text(self.parts, self.points, "{}", _NOTHING, lang)

    def render(self, lang: str = "en") -> str:
        """:meth:`text` (so that a count is a parameter of a message, said in its language)."""
        return self.text(lang)


_NOTHING = Message("bot.count.nothing")


def _sum_text(parts, total, fmt: str, empty: Message, lang: str) -> str:
    """``"what figure + what figure = total"`` with the words in ``lang``; ``empty``'s text for no parts."""
    if not parts:
        return empty.render(lang)
    return " + ".join(f"{render(what, lang)} {fmt.format(p)}" for what, p in parts) + " = " + fmt.format(total)


def _suit_bits(hand: int, suit: int) -> int:
    return (hand >> (8 * suit)) & 0xFF


def _card(suit: int, rank: Rank) -> str:
    """The card as a count's part names it: ``"J♥"`` (a :class:`Reason`: ``"V♥"`` in French)."""
    return _CARD_PARTS[8 * suit + rank]


def taker_count(hand: int, suit) -> Count:
    """The count of ``hand`` (a card mask) for ``suit`` as trumps (the table in the module docstring)."""
    s = int(Suit(suit))
    t = _suit_bits(hand, s)
    n = t.bit_count()
    parts = []
    if t >> Rank.JACK & 1:
        parts.append((_card(s, Rank.JACK), 25))
    if t >> Rank.NINE & 1:
        parts.append((_card(s, Rank.NINE), 20))
    for r in (Rank.ACE, Rank.TEN):
        if t >> r & 1:
            parts.append((_card(s, r), 10))
    if n:
        parts.append((_TRUMPS[n], 10 * n))
    if n > 4:
        parts.append((_BEYOND_FOUR[n - 4], 10 * (n - 4)))
    if t >> Rank.KING & 1 and t >> Rank.QUEEN & 1:
        parts.append((_BELOTE, 30))
    parts += _side_parts(hand, s, ace=10, ten=5, void=5)
    return Count(Suit(s), sum(p for _, p in parts), tuple(parts), n)


# the words of the counts, made once: "3 trumps", "1 beyond four", "belote", "10♠ guarded", "void in spades"
_TRUMPS = (None,) + tuple(Reason(Message("bot.count.part.trumps", count=n)) for n in range(1, 9))
_OTHER_TRUMPS = (None,) + tuple(Reason(Message("bot.count.part.other_trumps", count=n)) for n in range(1, 9))
_BEYOND_FOUR = (None,) + tuple(Reason(Message("bot.count.part.beyond_four", number=n)) for n in range(1, 5))
_BELOTE = Reason(Message("bot.count.part.belote"))
_CARD_PARTS = tuple(Reason(card_symbol(c)) for c in Card)  # by card number
_GUARDED = tuple(Reason(Message("bot.count.part.guarded", card=card_symbol(c))) for c in Card)  # by card number
_WITH_TWO_TRUMPS = tuple(Reason(Message("bot.count.part.with_two_trumps", card=card_symbol(c))) for c in Card)
_VOID = tuple(Reason(Message("bot.count.part.void", suit=SUIT_NAMES[s])) for s in Suit)


def _side_parts(hand: int, trump: int, ace: int, ten: int, void: int) -> list:
    parts = []
    for o in range(4):
        if o == trump:
            continue
        x = _suit_bits(hand, o)
        if x >> Rank.ACE & 1:
            parts.append((_card(o, Rank.ACE), ace))
        elif x >> Rank.TEN & 1 and x.bit_count() >= 2:
            parts.append((_GUARDED[8 * o + Rank.TEN], ten))
        if not x:
            parts.append((_VOID[o], void))
    return parts


def defence_count(hand: int, suit) -> Count:
    """The count of ``hand`` defending against ``suit`` as trumps (see the module docstring)."""
    s = int(Suit(suit))
    t = _suit_bits(hand, s)
    parts = []
    values = {Rank.JACK: 25, Rank.NINE: 20, Rank.ACE: 15, Rank.TEN: 15}
    small = 0
    for r in _TRUMP_ORDER:
        if t >> r & 1:
            if r in values:
                parts.append((_card(s, r), values[r]))
            else:
                small += 1
    if small:
        parts.append((_OTHER_TRUMPS[small], 5 * small))
    parts += _side_parts(hand, s, ace=10, ten=5, void=5)
    return Count(Suit(s), sum(p for _, p in parts), tuple(parts), t.bit_count())


def defence_tricks(hand: int, suit) -> tuple[float, tuple]:
    """The tricks ``hand`` can expect to win defending against ``suit`` as trumps, and what makes them up
    (``[(what, tricks), ...]`` in words): the jack of trumps 1; the nine with another trump 1 (it wins
    once the jack has gone); the ace of trumps with two more trumps ½; four trumps or more ½ (they outlast
    the takers' drawing); every ace of another suit 1, and its ten with it ½ in a suit of three cards or
    fewer (not ruffed before the second round). Source: our own reading of the play; see the module
    docstring for how the coinche uses it."""
    s = int(Suit(suit))
    t = _suit_bits(hand, s)
    n = t.bit_count()
    parts = []
    if t >> Rank.JACK & 1:
        parts.append((_card(s, Rank.JACK), 1.0))
    if t >> Rank.NINE & 1 and n >= 2:
        parts.append((_GUARDED[8 * s + Rank.NINE], 1.0))
    if t >> Rank.ACE & 1 and n >= 3:
        parts.append((_WITH_TWO_TRUMPS[8 * s + Rank.ACE], 0.5))
    if n >= 4:
        parts.append((_TRUMPS[n], 0.5))
    for o in range(4):
        if o == s:
            continue
        x = _suit_bits(hand, o)
        if x >> Rank.ACE & 1:
            parts.append((_card(o, Rank.ACE), 1.0))
            if x >> Rank.TEN & 1 and x.bit_count() <= 3:
                parts.append((_card(o, Rank.TEN), 0.5))
    return sum(p for _, p in parts), tuple(parts)


class _Tricks:
    """Defensive tricks and what makes them up, said in a language when rendered: ``"J♥ 1 + A♠ 1 = 2"``."""

    __slots__ = ("parts",)

    def __init__(self, parts):
        self.parts = parts

    def render(self, lang: str = "en") -> str:
        return _sum_text(self.parts, sum(p for _, p in self.parts), "{:g}", _NONE, lang)

    def __str__(self) -> str:
        return self.render()

    def __eq__(self, other):
        return isinstance(other, _Tricks) and self.parts == other.parts

    def __hash__(self):
        return hash(self.parts)


_NONE = Message("bot.count.none")


def _tricks_text(parts) -> "_Tricks":
    """The defensive tricks ``parts`` in words, said in the language of the message they go into."""
    return _Tricks(tuple(parts))


def sure_tricks(hand: int, suit) -> int:
    """Tricks ``hand`` wins for sure as taker with ``suit`` as trumps, leading: if its unbroken run of
    top trumps (J, 9, A, 10, ...) is at least as long as the trumps the others hold, every trump wins
    and so does each side suit's run of top cards (A, 10, K, ...); otherwise only that run of trumps."""
    s = int(Suit(suit))
    t = _suit_bits(hand, s)
    n = t.bit_count()
    run = 0
    for r in _TRUMP_ORDER:
        if not t >> r & 1:
            break
        run += 1
    if run < 8 - n:
        return run
    total = n
    for o in range(4):
        if o == s:
            continue
        x = _suit_bits(hand, o)
        for r in _SIDE_ORDER:
            if not x >> r & 1:
                break
            total += 1
    return total


def _capot_trick(hand: int, trump: int) -> "Message | str":
    """Why ``hand`` should beat a capot in ``trump`` (a sure trick in trumps, or two aces of other suits,
    one of which should take a trick), as a message, or "" when it should not."""
    bits = (hand >> (8 * trump)) & 0xFF
    if bits >> Rank.JACK & 1:
        return Message("bot.count.capot.jack")
    if bits >> Rank.NINE & 1 and bits.bit_count() >= 2:
        return Message("bot.count.capot.nine")
    aces = sum(1 for o in range(4) if o != trump and hand >> (8 * o + Rank.ACE) & 1)
    if aces >= 2:
        return Message("bot.count.capot.aces", aces=aces)
    return ""


def _floor10(x: float) -> int:
    return int(x // 10) * 10


def _side_points(bits: int, ace: int, ten: int, void: int) -> int:
    if bits >> Rank.ACE & 1:
        return ace
    if not bits:
        return void
    return ten if bits >> Rank.TEN & 1 and bits.bit_count() >= 2 else 0


_TAKER_TRUMP = tuple(taker_count(b << 8, 1).points - sum(_side_points(0, 10, 5, 5) for _ in range(3)) for b in range(256))
_DEFENCE_TRUMP = tuple(defence_count(b << 8, 1).points - sum(_side_points(0, 10, 5, 5) for _ in range(3)) for b in range(256))
_SIDE = tuple(_side_points(b, 10, 5, 5) for b in range(256))


def hand_figures(hand: int) -> tuple:
    """``(taker counts, defence counts, trumps held)``, each a tuple by suit number, of ``hand`` (fast,
    cached: what the simulations ask thousands of times)."""
    f = _FIGURES.get(hand)
    if f is None:
        bits = [(hand >> (8 * s)) & 0xFF for s in range(4)]
        side = [_SIDE[b] for b in bits]
        total_side = sum(side)
        taker = tuple(_TAKER_TRUMP[bits[s]] + total_side - side[s] for s in range(4))
        defence = tuple(_DEFENCE_TRUMP[bits[s]] + total_side - side[s] for s in range(4))
        trumps = tuple(b.bit_count() for b in bits)
        if len(_FIGURES) > 50_000:
            _FIGURES.clear()
        f = _FIGURES[hand] = (taker, defence, trumps)
    return f


_FIGURES: dict = {}


# ------------------------------------------------------------------------------------------------
# What the auction says
# ------------------------------------------------------------------------------------------------


class _Bid:
    """A bid of the auction so far (``suit`` a suit number)."""

    __slots__ = ("seat", "value", "suit", "capot", "contested")

    def __init__(self, seat, value, suit, capot, contested):
        self.seat, self.value, self.suit, self.capot, self.contested = seat, value, suit, capot, contested


_PARSED = {f"{v} {x.letter}": (v, int(x), False) for v in range(80, 161, 10) for x in Suit}
_PARSED.update({f"capot {x.letter}": (250, int(x), True) for x in Suit})


def _bids(auction) -> list:
    out = []
    last = None
    for seat, call in auction.calls:
        p = _PARSED.get(call)
        if p is None:
            continue
        contested = last is not None and (last.seat - seat) & 1 == 1
        last = _Bid(seat, p[0], p[1], p[2], contested)
        out.append(last)
    return out


def implied_total(bid: _Bid) -> int:
    """What a rule-based bidder's bid says that bidder's side expects: 110 for an opening at 80 (the count opens
    at 80 from 90 to 139), its value + 55 for a higher uncontested bid (E - 50 from 140), its value + 20
    over an opponent's bid (it competes up to E - 10, so it expects 20 more at least)."""
    if bid.capot:
        return 250
    if bid.contested:
        return bid.value + CONTESTED_EXTRA
    return 110 if bid.value == 80 else bid.value + RAISE_MARGIN + 5


def expected_total(hand: int, suit, partner_bid=None) -> int:
    """Your side's expected total with ``suit`` as trumps: 40 + your count, or, when partner bid that
    suit, what partner's bid implies + your count - 50."""
    c = hand_figures(hand)[0][int(suit)]
    if partner_bid is not None:
        return implied_total(partner_bid) + c - AVERAGE_COUNT
    return BASE + c


def auction_of(view):
    """The :class:`~belote_learn.systems.coinche.auction.CoincheAuction` of a seat view (its calls replayed)."""
    from belote_learn.systems.coinche.auction import CoincheAuction

    a = CoincheAuction(view.rules, view.dealer)
    for _, call in view.calls:
        a._apply(call)
    return a


# ------------------------------------------------------------------------------------------------
# The call
# ------------------------------------------------------------------------------------------------

_LETTER = tuple(x.letter for x in Suit)


def rule_call(rules, hand: int, seat: Seat, auction, explain: bool = True) -> tuple[str, "Reason | str"]:
    """The rule-based bot's call for ``seat`` holding ``hand`` (a card mask) in ``auction`` (a
    :class:`~belote_learn.systems.coinche.auction.CoincheAuction` whose turn it is to ``seat``), and why in words
    (a :class:`~belote_learn.bots.base.Reason`: English text, ``why.render(lang)`` in another language;
    empty when ``explain`` is False, for simulations). Always a legal call. See the module docstring.
    """
    legal = auction.legal_calls()
    if len(legal) == 1:
        return legal[0], (_ONLY_CALL if explain else "")
    b = auction.bid
    bids = _bids(auction)
    side = seat & 1
    # our side's expected total by suit: partner's bid counts my hand as what my own bid in that suit
    # told partner, else as an average hand
    est, partner_last, trumps, defence_pts, assumed, my_last = _estimates(hand, seat, bids)

    def words(s) -> "Message | str":
        if not explain:
            return ""
        c = taker_count(hand, s)
        name = SUIT_NAMES[s]
        pb = partner_last.get(s)
        if pb is not None:
            told = (Message("bot.count.told.own_bid", assumed=assumed[s]) if s in my_last
                    else Message("bot.count.told.average", average=AVERAGE_COUNT))
            return Message("bot.count.words.partner", suit=name, sum=c, bid=pb.value if not pb.capot else _CAPOT,
                           implied=implied_total(pb), told=told, adds=f"{c.points - assumed[s]:+d}", total=est[s])
        return Message("bot.count.words", suit=name, sum=c, base=BASE, points=c.points, total=est[s])

    # 1. our side's bid is coinched: surcoinche or pass
    if b is not None and b.coinched_by is not None:
        if "surcoinche" in legal:
            t = int(b.suit)
            e = est[t]
            jack = hand >> (8 * t + Rank.JACK) & 1
            if e >= b.value + SURCOINCHE_MARGIN and jack and not b.capot:
                return "surcoinche", (Reason(Message("bot.count.surcoinche", words=words(t), margin=SURCOINCHE_MARGIN,
                                                     value=b.value)) if explain else "")
            if explain:
                what = b.value if not b.capot else _CAPOT
                if b.capot:
                    why = Message("bot.count.no_surcoinche.capot")
                elif e < b.value + SURCOINCHE_MARGIN:
                    why = Message("bot.count.no_surcoinche.margin", margin=SURCOINCHE_MARGIN, value=what)
                else:
                    why = Message("bot.count.no_surcoinche.jack")
                return "pass", Reason(Message("bot.count.no_surcoinche", words=words(t), why=why))
            return "pass", ""
        return "pass", (_AFTER_COINCHE if explain else "")

    # 2. capot with every card a sure trick
    capots = [s for s in range(4) if trumps[s] >= 4 and sure_tricks(hand, s) >= 8 and f"capot {_LETTER[s]}" in legal]
    if capots:
        s = max(capots, key=est.__getitem__)
        return f"capot {_LETTER[s]}", (Reason(Message("bot.count.capot", suit=SUIT_NAMES[s])) if explain else "")

    # 3. the opponents hold the bid: coinche, compete or pass
    if b is not None and (b.bidder & 1) != side:
        t = int(b.suit)
        their = SUIT_NAMES[t]
        theirs = next(x for x in reversed(bids) if x.seat == b.bidder)
        if b.capot:
            why = _capot_trick(hand, t)
            if why and "coinche" in legal:
                return "coinche", (Reason(Message("bot.count.coinche_capot", suit=their, why=why)) if explain else "")
            return "pass", (_NO_COINCHE_CAPOT if explain else "")
        d_points = defence_pts[t]
        expect = implied_total(theirs) - (d_points - AVERAGE_DEFENCE)
        margin = CONTESTED_COINCHE_MARGIN if theirs.contested else COINCHE_MARGIN
        short = expect <= b.value - margin
        tricks = defence_tricks(hand, t) if short and "coinche" in legal else (0.0, ())
        if short and tricks[0] >= COINCHE_TRICKS:
            if not explain:
                return "coinche", ""
            d = defence_count(hand, t)
            need = (Message("bot.count.coinche.need.opening") if not margin
                    else Message("bot.count.coinche.need.contested", margin=margin))
            return "coinche", Reason(Message("bot.count.coinche", suit=their, sum=d,
                                             diff=f"{d_points - AVERAGE_DEFENCE:+d}", average=AVERAGE_DEFENCE,
                                             value=b.value, implied=implied_total(theirs), expect=expect, need=need,
                                             tricks=_tricks_text(tricks[1]), needed=COINCHE_TRICKS))
        theirs_suits = {x.suit for x in bids if (x.seat & 1) != side}
        ours = [s for s in range(4) if s not in theirs_suits]
        best = max(ours, key=lambda s: (est[s], s in partner_last)) if ours else None
        level = b.value + 10
        limit = _floor10(est[best]) - COMPETE_MARGIN if ours else 0
        ok = best is not None and (trumps[best] >= 3 or best in partner_last)
        if ok and level <= limit:
            call = f"{level} {_LETTER[best]}"
            if call in legal:
                return call, (Reason(Message("bot.count.compete", words=words(best), limit=limit,
                                             margin=COMPETE_MARGIN, level=level, suit=SUIT_NAMES[best],
                                             value=b.value)) if explain else "")
        if not explain:
            return "pass", ""
        why = (Message("bot.count.compete.too_low", words=words(best), limit=limit, level=level) if ok and limit >= 80
               else Message("bot.count.compete.no_suit"))
        d = defence_count(hand, t)
        if short:
            return "pass", Reason(Message("bot.count.no_coinche.tricks", why=why, suit=their, sum=d, expect=expect,
                                          tricks=_tricks_text(tricks[1]), needed=COINCHE_TRICKS))
        need = (Message("bot.count.no_coinche.need.opening", value=b.value) if not margin
                else Message("bot.count.no_coinche.need.contested", margin=margin, value=b.value))
        return "pass", Reason(Message("bot.count.no_coinche", why=why, suit=their, sum=d, expect=expect, need=need))

    # 4. partner holds the bid: raise, bid our own suit, or pass
    if b is not None:
        t = int(b.suit)
        pb = next(x for x in reversed(bids) if x.seat == b.bidder)
        raise_to = max(_floor10(est[t]) - RAISE_MARGIN, 0) if not b.capot else 0
        own = max((s for s in range(4) if s != t), key=est.__getitem__)
        own_level = b.value + 10
        if trumps[own] >= 3 and est[own] >= est[t] + 20 and own_level <= _floor10(est[own]) - COMPETE_MARGIN:
            call = f"{own_level} {_LETTER[own]}"
            if call in legal:
                return call, (Reason(Message("bot.count.own_suit", words=words(own), partner_suit=SUIT_NAMES[t],
                                             partner_total=est[t], level=own_level, suit=SUIT_NAMES[own]))
                              if explain else "")
        if raise_to > b.value:
            level = min(raise_to, 160)
            call = f"{level} {_LETTER[t]}"
            if call in legal:
                return call, (Reason(Message("bot.count.raise", words=words(t), level=level, margin=RAISE_MARGIN))
                              if explain else "")
        return "pass", (Reason(Message("bot.count.no_raise", words=words(t), margin=RAISE_MARGIN,
                                       bid=pb.value if not pb.capot else _CAPOT)) if explain else "")

    # 5. nobody has bid: open or pass
    best = max(range(4), key=lambda s: (est[s], trumps[s]))
    e = est[best]
    n = trumps[best]
    if e >= OPEN_AT and n >= 3:
        level = max(80, min(160, _floor10(e) - RAISE_MARGIN))
        how = (Message("bot.count.open.lowest") if level == 80
               else Message("bot.count.open.expected", margin=RAISE_MARGIN))
        return f"{level} {_LETTER[best]}", (Reason(Message("bot.count.open", words=words(best), open_at=OPEN_AT,
                                                           trumps=n, level=level, suit=SUIT_NAMES[best], how=how))
                                            if explain else "")
    if not explain:
        return "pass", ""
    if e >= OPEN_AT:
        return "pass", Reason(Message("bot.count.no_open.trumps", words=words(best), count=n))
    return "pass", Reason(Message("bot.count.no_open", words=words(best), open_at=OPEN_AT))


_ONLY_CALL = Reason(Message("bot.count.only_call"))
_AFTER_COINCHE = Reason(Message("bot.count.after_coinche"))
_NO_COINCHE_CAPOT = Reason(Message("bot.count.no_coinche_capot"))
_CAPOT = Message("bot.count.capot_word")


def _estimates(hand: int, seat: Seat, bids: list) -> tuple:
    """``(est, partner_last, trumps, defence, assumed, my_last)``: the side's expected total by suit
    number, partner's last bid by suit, the trumps held, the defence counts, what partner's bid took my
    hand to count, and my own last bid by suit (as :func:`rule_call` works them out)."""
    taker_pts, defence_pts, trumps = hand_figures(hand)
    partner = seat ^ 2
    partner_last: dict = {}
    my_last: dict = {}
    for x in bids:
        if x.seat == partner:
            partner_last[x.suit] = x
        elif x.seat == seat:
            my_last[x.suit] = x
    assumed = [implied_total(my_last[s]) - BASE if s in my_last else AVERAGE_COUNT for s in range(4)]
    est = [implied_total(partner_last[s]) + taker_pts[s] - assumed[s] if s in partner_last else BASE + taker_pts[s]
           for s in range(4)]
    return est, partner_last, trumps, defence_pts, assumed, my_last


def fit_distance(rules, hand: int, seat: Seat, auction, call: str) -> float:
    """How far ``hand`` is from making ``call`` by the point count, in points of expected total: 0 when
    :func:`rule_call` makes that call; otherwise how much the hand falls short of the threshold the
    call needs (a bid: its expected total against the level; a coinche: the takers' expected total
    against their bid less the margin, + 20 a missing defensive trick; surcoinche: against the bid +
    the margin, + 20 without the jack of trumps), or, for a pass, how far the hand
    is above the threshold of the call the count would have made (at least 5). Used to deal the hidden
    hands of a simulation so that they fit the auction (:mod:`.coinchesim`).
    """
    mine, _ = rule_call(rules, hand, seat, auction, explain=False)
    if mine == call:
        return 0.0
    b = auction.bid
    bids = _bids(auction)
    est, partner_last, trumps, defence, _, _ = _estimates(hand, seat, bids)

    def takers_expect():
        theirs = next(x for x in reversed(bids) if x.seat == b.bidder)
        return implied_total(theirs) - (defence[b.suit] - AVERAGE_DEFENCE)

    def coinche_line():
        """The takers' expected total at or under which the count coinches (with the tricks)."""
        theirs = next(x for x in reversed(bids) if x.seat == b.bidder)
        return b.value - (CONTESTED_COINCHE_MARGIN if theirs.contested else COINCHE_MARGIN)

    def jack_short():
        return 0.0 if hand >> (8 * int(b.suit) + Rank.JACK) & 1 else 20.0

    def need(value: int, suit: int) -> float:
        """The expected total a bid of ``value`` in ``suit`` needs now, and the missing trumps."""
        if b is None:
            level = OPEN_AT if value == 80 else value + RAISE_MARGIN
        elif (b.bidder & 1) != (seat & 1):
            level = value + COMPETE_MARGIN
        elif int(b.suit) == suit:
            level = value + RAISE_MARGIN
        else:
            level = value + COMPETE_MARGIN
        short = 0 if suit in partner_last else 15 * max(0, 3 - trumps[suit])
        return max(0.0, level - est[suit]) + short

    d = 5.0
    if call == "coinche":
        if b.capot:
            return 30.0  # no trick to beat it with (the count coinches a capot it can beat)
        tricks = defence_tricks(hand, b.suit)[0]
        return max(d, takers_expect() - coinche_line() + 20.0 * max(0.0, COINCHE_TRICKS - tricks))
    if call == "surcoinche":
        return max(d, b.value + SURCOINCHE_MARGIN - est[int(b.suit)] + jack_short())
    if call == "pass":
        if mine == "coinche" and not b.capot:
            return max(d, coinche_line() - takers_expect())
        if mine == "surcoinche":
            return max(d, est[int(b.suit)] - (b.value + SURCOINCHE_MARGIN))
        p = _PARSED.get(mine)
        if p is None or p[2]:
            return 30.0
        value, suit, _ = p
        if b is None:
            level = OPEN_AT if value == 80 else value + RAISE_MARGIN
        elif (b.bidder & 1) != (seat & 1) or int(b.suit) != suit:
            level = value + COMPETE_MARGIN
        else:
            level = value + RAISE_MARGIN
        return max(d, est[suit] - level)
    p = _PARSED.get(call)
    if p is None:
        return 30.0
    value, suit, capot = p
    if capot:
        return max(d, 30.0 * (8 - sure_tricks(hand, suit)))
    return max(d, need(value, suit))


def call_in_words(rules, hand: int, seat: Seat, auction, call: str) -> "Reason":
    """``call`` for ``seat`` in plain words: the point count's reason when the count makes that call;
    otherwise what the count would do and that the simulation found ``call`` better (for hints: the
    expert bids by simulation, keeping the count's call unless another is clearly better). A
    :class:`~belote_learn.bots.base.Reason`: English text, ``render(lang)`` in another language."""
    from belote_learn.systems.coinche.auction import call_message

    mine, why = rule_call(rules, hand, seat, auction)
    if mine == call:
        return why
    if call == "pass" and mine == "coinche":
        return Reason(Message("bot.count.hint.pass_not_coinche"))
    if call == "pass" and mine == "surcoinche":
        return Reason(Message("bot.count.hint.pass_not_surcoinche"))

    def said(c, capital: bool):
        if c in _CALL_WORDS:
            return _CALL_WORDS[c][capital]
        if capital:
            return Message("bot.count.call.bid_capital", call=call_message(c))
        return Message("bot.count.call.bid", call=call_message(c))

    return Reason(Message("bot.count.hint.better", call=said(call, True), mine=said(mine, False)))


_CALL_WORDS = {
    "pass": (Message("bot.count.call.pass"), Message("bot.count.call.pass_capital")),
    "coinche": (Message("bot.count.call.coinche"), Message("bot.count.call.coinche_capital")),
    "surcoinche": (Message("bot.count.call.surcoinche"), Message("bot.count.call.surcoinche_capital")),
}
"""The calls that are words, by call: (as said within a sentence, as said at its start)."""
