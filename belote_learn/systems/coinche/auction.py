"""Coinche (belote contrée): the auction of points, its verdicts, the deal and its scoring.

Seed 001 names the variant ("Variants": an auction instead of the turn-up, players bid how many points
they will make and may double, "coinche", the opponents' bid) and says no more; docs/rules.md
("coinche") fixes every rule, following the French federation's rules of coinche. In short:

* **Deal** (rules.md "coinche"): 3, 2, 3 cards to each player from the dealer's next, no turn-up.
* **Auction**: from the player after the dealer, in turn. A call is ``"pass"``; a bid, a value from 80
  to 160 in tens and a suit (``"110 S"``), higher in value than the current bid (the suit does not
  rank); ``"capot S"`` (worth 250, above every value; nothing bids over it); ``"coinche"`` (a player of
  the side that did not make the current bid, in turn; once per contract); ``"surcoinche"`` (a
  player of the coinched side, after the coinche). After a coinche nobody bids. The auction ends when
  the three players after a bid or a coinche all pass, and at once after a surcoinche; four passes with
  no bid throw the deal in. A player who passed may bid later.
* **Play**: as classic Belote, but "on ne pisse pas": a player who cannot overtrump an opponent's trump
  may play any card (``must_undertrump`` off); a partner winning frees you (option ``overtrump_partner``).
* **Scoring** (:func:`score_coinche`): made, capot, coinche x2, surcoinche x4, failed, equal totals
  (failed, or the ``litige`` option), rounding to 10.

Every call gets a :class:`CallVerdict`: legal or not, a rule code (:class:`CallRule`) and a sentence
(a :class:`~belote_learn.core.messages.Message`, said in any language of the catalogue).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from belote_learn.core.cards import Direction, Seat, Suit, Team
from belote_learn.core.errors import IllegalAction, NotationError, quoted, shown
from belote_learn.core.messages import Message, Number, render, seat_name, suit_name, team_name
from belote_learn.core.ranking import Contract

__all__ = [
    "BID_VALUES",
    "CAPOT_VALUE",
    "CallRule",
    "CallVerdict",
    "CoincheBid",
    "CoincheAuction",
    "CoincheDeal",
    "CoincheScore",
    "AuctionPosition",
    "parse_call",
    "pack_dealing",
    "score_coinche",
    "every_call",
]

BID_VALUES = tuple(range(80, 161, 10))
"""The values a bid may name: 80, 90, ..., 160 (rules.md "coinche")."""
CAPOT_VALUE = 250
"""What a capot bid is worth: above every value; nothing bids over it."""
TEAMS = (Team.NS, Team.EW)
_SEATS = tuple(Seat)


# ------------------------------------------------------------------------------------------------
# Calls
# ------------------------------------------------------------------------------------------------

_PASS = {"pass", "p", "passe", "no bid", "je passe"}
_COINCHE = {"coinche", "contre", "double", "contrer", "coincher"}
_SURCOINCHE = {"surcoinche", "surcontre", "redouble", "surcoincher", "sur coinche", "sur contre"}
_SUIT_WORDS = {"spades": "S", "spade": "S", "hearts": "H", "heart": "H", "diamonds": "D", "diamond": "D",
               "clubs": "C", "club": "C", "pique": "S", "coeur": "H", "cœur": "H", "carreau": "D", "trefle": "C",
               "trèfle": "C", "piques": "S", "coeurs": "H", "cœurs": "H", "carreaux": "D", "trefles": "C",
               "trèfles": "C"}
_OTHER_SYSTEMS = {"take", "i take", "prends", "je prends", "nt", "at", "no trumps", "all trumps", "sans atout",
                  "tout atout"}


def _suit_letter(text: str) -> str | None:
    key = text.strip().lower()
    if key in _SUIT_WORDS:
        return _SUIT_WORDS[key]
    try:
        return Suit.parse(text).letter
    except NotationError:
        return None


def parse_call(call: Any) -> str:
    """Read a coinche call and write it the standard way (rules.md "coinche").

    Accepts ``"pass"``, ``"80 H"`` (also ``"80H"``, ``"80 ♥"``, ``"80 hearts"``, any case), ``"capot S"``,
    ``"coinche"`` (also ``"contre"``), ``"surcoinche"`` (also ``"surcontre"``). Returns ``"pass"``,
    ``"110 S"``, ``"capot S"``, ``"coinche"`` or ``"surcoinche"``. A bid-shaped call with a value the
    system does not have (``"85 H"``, ``"170 H"``) and the calls of the turn-up systems (``"take"``, a
    bare suit, ``"NT"``, ``"AT"``) are returned as they are (``"85 H"``, ``"take"``, ``"H"``, ``"NT"``)
    so that the auction can say why they are refused.

    Raises:
        NotationError: text that is no call at all (naming it and the accepted forms).
    """
    if not isinstance(call, str):
        raise NotationError(Message("coinche.call.not_text", call=shown(call)))
    signed = call.strip()[:1] in ("-", "+")  # "-80 H" is no bid (the dash of "sur-coinche" is read as a space)
    key = " ".join(call.strip().lower().replace("-", " ").split())
    if signed and key[:1].isdigit():
        raise NotationError(Message("coinche.call.signed", call=shown(call)))
    if key in _PASS:
        return "pass"
    if key in _COINCHE:
        return "coinche"
    if key in _SURCOINCHE:
        return "surcoinche"
    m = re.fullmatch(r"(capot|\d+)\s*(.+)", key)
    if m:
        if m.group(1) != "capot" and re.match(r"[.,]\d", m.group(2)):
            raise NotationError(Message("coinche.call.not_whole", call=shown(call)))
        suit = _suit_letter(m.group(2))
        if suit is not None:
            if m.group(1) == "capot":
                return f"capot {suit}"
            digits = m.group(1).lstrip("0") or "0"
            if len(digits) > 18:  # no call at all (and past what int() reads, for thousands of digits); a
                # shorter value is a bid the system does not have, refused by the auction (docs/formats.md)
                raise NotationError(Message("coinche.call.too_many_digits", call=shown(call), digits=Number(len(digits), ",")))
            return f"{int(digits)} {suit}"
    if key in _OTHER_SYSTEMS:
        return {"i take": "take", "prends": "take", "je prends": "take", "no trumps": "NT", "sans atout": "NT",
                "all trumps": "AT", "tout atout": "AT"}.get(key, key if key == "take" else key.upper())
    suit = _suit_letter(key)
    if suit is not None:
        return suit
    hint = None
    if key == "capot" or re.fullmatch(r"\d{1,4}", key):
        hint = Message("coinche.call.hint.no_suit", key=key)
    elif m and m.group(2) in ("nt", "at", "sa", "ta", "no trumps", "all trumps", "sans atout", "tout atout"):
        hint = Message("coinche.call.hint.trump_suit")
    elif m:
        given = m.group(2).upper() if len(m.group(2)) == 1 else m.group(2)
        said = repr(given) if len(given) <= 20 else shown(given)  # a long text is cut
        hint = Message("coinche.call.hint.not_a_suit", said=said)
    if hint is None:
        raise NotationError(Message("coinche.call.unknown", call=shown(call)))
    raise NotationError(Message("coinche.call.unknown.hint", call=shown(call), hint=hint))


def every_call() -> list[str]:
    """Every call of coinche, in the order the auction lists them: pass, the bids from 80 up (each
    suit), the capots, coinche, surcoinche."""
    out = ["pass"]
    out += [f"{v} {s.letter}" for v in BID_VALUES for s in Suit]
    out += [f"capot {s.letter}" for s in Suit]
    return out + ["coinche", "surcoinche"]


_SUIT_LETTERS = tuple(s.letter for s in Suit)
_BIDS_ABOVE = {floor: tuple(f"{v} {s}" for v in BID_VALUES if v > floor for s in _SUIT_LETTERS)
               for floor in (0,) + BID_VALUES}
_CAPOTS = tuple(f"capot {s}" for s in _SUIT_LETTERS)
_PARTS = {**{f"{v} {s.letter}": (v, s, False) for v in BID_VALUES for s in Suit},
          **{f"capot {s.letter}": (CAPOT_VALUE, s, True) for s in Suit}}


def _bid_parts(call: str) -> tuple[int, Suit, bool] | None:
    """``(value, suit, capot)`` of a bid-shaped call, else None."""
    parts = _PARTS.get(call)
    if parts is not None:
        return parts
    head, _, suit = call.partition(" ")
    if not suit:
        return None
    if head == "capot":
        return CAPOT_VALUE, Suit.parse(suit), True
    if head.isdigit():
        return int(head), Suit.parse(suit), False
    return None


def call_message(call: str):
    """A bid in words as a :class:`~belote_learn.core.messages.Message` (``"110 S"`` -> ``"110 in spades"``,
    ``"capot H"`` -> ``"capot in hearts"``); any other call is returned as it is (``"pass"``)."""
    parts = _bid_parts(call)
    if parts is None:
        return call
    value, suit, capot = parts
    if capot:
        return Message("coinche.bid.capot", suit=suit_name(suit))
    return Message("coinche.bid.value", value=value, suit=suit_name(suit))


def call_words(call: str, lang: str = "en") -> str:
    """A call in words, in ``lang``: ``"110 S"`` -> ``"110 in spades"``, ``"capot H"`` -> ``"capot in hearts"``
    (see :func:`call_message`). Raises ValueError for an unknown language."""
    return render(call_message(call), lang)


class CallRule:
    """Rule codes of call verdicts (stable strings)."""

    PASS = "pass"
    FIRST_BID = "first-bid"
    BID_HIGHER = "bid-higher"
    BID_NOT_HIGHER = "bid-not-higher"
    BID_OVER_CAPOT = "bid-over-capot"
    BID_AFTER_COINCHE = "bid-after-coinche"
    BID_VALUE = "bid-value"
    NOT_A_COINCHE_CALL = "not-a-coinche-call"
    CAPOT = "capot-bid"
    COINCHE = "coinche"
    COINCHE_NO_BID = "coinche-no-bid"
    COINCHE_OWN_SIDE = "coinche-own-side"
    COINCHE_TWICE = "coinche-twice"
    SURCOINCHE = "surcoinche"
    SURCOINCHE_NOT_COINCHED = "surcoinche-not-coinched"
    SURCOINCHE_WRONG_SIDE = "surcoinche-wrong-side"
    SURCOINCHE_TWICE = "surcoinche-twice"
    AUCTION_OVER = "auction-over"


@dataclass(frozen=True)
class CallVerdict:
    """Whether one call may be made now, the deciding rule and why.

    Attributes:
        call: the call judged, written the standard way (``"90 H"``).
        legal: whether it may be made.
        rule: the :class:`CallRule` code.
        message: one or two plain sentences naming the rule, as a :class:`~belote_learn.core.messages.Message`
            (:attr:`text` is its English, :meth:`render` says it in a language).
        seat: the player to speak (None when the auction is over).
    """

    call: str
    legal: bool
    rule: str
    message: Message
    seat: Seat | None

    @property
    def text(self) -> str:
        """The sentences of :attr:`message` in English."""
        return str(self.message)

    def render(self, lang: str = "en") -> str:
        """The sentences of :attr:`message` in ``lang`` (ValueError for an unknown language)."""
        return self.message.render(lang)

    def to_dict(self, lang: str = "en") -> dict:
        """``{"call", "legal", "rule", "reason"}``, the reason in ``lang``."""
        return {"call": self.call, "legal": self.legal, "rule": self.rule, "reason": self.message.render(lang)}


@dataclass(frozen=True)
class CoincheBid:
    """The contract of a coinche auction: the last bid and what was said over it.

    Attributes:
        value: 80 to 160, or 250 for a capot bid.
        suit: the trump suit named.
        capot: a capot bid (every trick promised).
        bidder: who made the bid (the taker).
        coinched_by, surcoinched_by: who coinched and who surcoinched, or None.
    """

    value: int
    suit: Suit
    capot: bool
    bidder: Seat
    coinched_by: Seat | None = None
    surcoinched_by: Seat | None = None

    @property
    def multiplier(self) -> int:
        """1, 2 after a coinche, 4 after a surcoinche."""
        return 4 if self.surcoinched_by is not None else 2 if self.coinched_by is not None else 1

    @property
    def call(self) -> str:
        """The bid as written: ``"110 S"`` or ``"capot S"``."""
        return f"capot {self.suit.letter}" if self.capot else f"{self.value} {self.suit.letter}"

    @property
    def contract(self) -> Contract:
        return Contract.suit(self.suit)

    @property
    def message(self) -> Message:
        """The bid in words as a :class:`~belote_learn.core.messages.Message`: ``"110 in spades by West, coinched"``."""
        said = Message("coinche.bid.by", bid=call_message(self.call), seat=seat_name(self.bidder))
        if self.surcoinched_by is not None:
            return Message("coinche.bid.surcoinched", bid=said)
        if self.coinched_by is not None:
            return Message("coinche.bid.coinched", bid=said)
        return said

    @property
    def words(self) -> str:
        """E.g. ``"110 in spades by West, coinched"`` (English; :attr:`message` for another language)."""
        return str(self.message)

    def __str__(self) -> str:
        return self.call + {1: "", 2: " x2", 4: " x4"}[self.multiplier]

    def to_dict(self) -> dict:
        return {"contract": self.call, "value": self.value, "suit": self.suit.letter, "capot": self.capot,
                "taker": str(self.bidder), "multiplier": self.multiplier,
                "coinched_by": str(self.coinched_by) if self.coinched_by is not None else None,
                "surcoinched_by": str(self.surcoinched_by) if self.surcoinched_by is not None else None}


@dataclass
class CoincheAuction:
    """The auction of one coinche deal. Drive it with :meth:`apply`; ask :meth:`legal_calls`,
    :meth:`verdict` and :meth:`verdicts`.

    Attributes:
        rules: the :class:`~belote_learn.rules.presets.Rules`.
        dealer: the dealer; the next seat in the direction of play speaks first.
        calls: ``[(seat, call), ...]`` so far, written the standard way.
        bid: the current :class:`CoincheBid`, or None before the first bid.
        closed: the auction is over; all_passed: it ended with four passes (thrown in).
    """

    rules: object
    dealer: Seat
    turn_up: Any = None  # no turn-up in coinche (kept for the Belote auction's interface)
    calls: list = field(default_factory=list)
    bid: CoincheBid | None = None
    closed: bool = False
    all_passed: bool = False
    _passes: int = 0

    # -- the Belote auction's interface -------------------------------------------------------
    @property
    def contract(self) -> Contract | None:
        return self.bid.contract if self.bid is not None else None

    @property
    def bidder(self) -> Seat | None:
        return self.bid.bidder if self.bid is not None else None

    @property
    def to_speak(self) -> Seat | None:
        """The seat whose call is next, or None when the auction is over."""
        if self.closed:
            return None
        step = 1 if self.rules.direction is Direction.CLOCKWISE else 3
        return _SEATS[(self.dealer + step * (1 + len(self.calls))) & 3]

    def speaking_order(self) -> list[Seat]:
        seat = self.dealer.next(self.rules.direction)
        out = []
        for _ in range(4):
            out.append(seat)
            seat = seat.next(self.rules.direction)
        return out

    # -- verdicts -------------------------------------------------------------------------------
    def legal_calls(self) -> list[str]:
        """The calls the player to speak may make, in :func:`every_call` order (empty when over)."""
        if self.closed:
            return []
        b = self.bid
        if b is None:
            return ["pass", *_BIDS_ABOVE[0], *_CAPOTS]
        same_side = (b.bidder - self.to_speak) & 1 == 0  # N S are seats 0 2, E W 1 3
        if b.coinched_by is not None:
            return ["pass", "surcoinche"] if same_side else ["pass"]
        out = ["pass"]
        if not b.capot:
            out += _BIDS_ABOVE[b.value]
            out += _CAPOTS
        if not same_side:
            out.append("coinche")
        return out

    def _over_text(self, lang: str = "en") -> str:
        """Why no call can be made any more, in ``lang`` (see :meth:`_over_message`)."""
        return self._over_message().render(lang)

    def _over_message(self) -> Message:
        """Why no call can be made any more (the auction is closed)."""
        if self.all_passed:
            return Message("coinche.over.all_passed")
        b = self.bid
        if b.surcoinched_by is not None:
            return Message("coinche.over.surcoinche", seat=seat_name(b.surcoinched_by))
        if b.coinched_by is not None:
            return Message("coinche.over.coinche", seat=seat_name(b.coinched_by))
        return Message("coinche.over.bid", seat=seat_name(b.bidder), call=call_message(b.call))

    def verdict(self, call) -> CallVerdict:
        """The :class:`CallVerdict` of ``call`` (any text :func:`parse_call` reads) for the player to speak.

        Raises:
            NotationError: text that is no call at all.
        """
        c = parse_call(call)
        seat = self.to_speak
        if self.closed:
            return CallVerdict(c, False, CallRule.AUCTION_OVER,
                               Message("coinche.verdict.auction_over", call=call_message(c), over=self._over_message()), None)
        me = seat_name(seat)
        b = self.bid
        by = Message("coinche.bid.by", bid=call_message(b.call), seat=seat_name(b.bidder)) if b is not None else None
        partner = b is not None and b.bidder.team is seat.team
        if c == "pass":
            left = (4 if b is None else 3) - self._passes
            if left == 1 and b is not None:
                end = Message("coinche.verdict.pass.ends", seat=me)
            elif left == 1:
                end = Message("coinche.verdict.pass.ends_thrown_in", seat=me)
            else:
                more = (Message("coinche.verdict.pass.one_more") if left == 2 else
                        Message("coinche.verdict.pass.more", passes=left - 1))
                end = Message("coinche.verdict.pass.would_end", seat=me, more=more)
            if b is None:
                why = Message("coinche.verdict.pass.no_bid", end=end)
            elif b.coinched_by is not None:
                why = Message("coinche.verdict.pass.coinched", bid=by, end=end)
            else:
                why = Message("coinche.verdict.pass.current", bid=by, end=end)
            return CallVerdict(c, True, CallRule.PASS, Message("coinche.verdict.pass", why=why), seat)
        if c in ("take", "NT", "AT") or c in ("S", "H", "D", "C"):
            if c == "take":
                said = Message("coinche.verdict.not_coinche.take", call=call_message(c))
            elif c == "NT":
                said = Message("coinche.verdict.not_coinche.no_trumps", call=call_message(c))
            elif c == "AT":
                said = Message("coinche.verdict.not_coinche.all_trumps", call=call_message(c))
            else:
                said = Message("coinche.verdict.not_coinche.suit_alone", call=call_message(c))
            return CallVerdict(c, False, CallRule.NOT_A_COINCHE_CALL, said, seat)
        parts = _bid_parts(c)
        if parts is not None:
            value, suit, capot = parts
            if not capot and value not in BID_VALUES:
                return CallVerdict(c, False, CallRule.BID_VALUE,
                                   Message("coinche.verdict.bid_value", call=call_message(c), value=value), seat)
            if b is not None and b.coinched_by is not None:
                return CallVerdict(c, False, CallRule.BID_AFTER_COINCHE,
                                   Message("coinche.verdict.bid_after_coinche", call=call_message(c), bid=by,
                                           coincher=seat_name(b.coinched_by)), seat)
            if b is not None and b.capot:
                return CallVerdict(c, False, CallRule.BID_OVER_CAPOT,
                                   Message("coinche.verdict.bid_over_capot", call=call_message(c), bid=by), seat)
            if capot:
                said = (Message("coinche.verdict.capot.over", call=call_message(c), seat=me, bid=by) if b is not None else
                        Message("coinche.verdict.capot", call=call_message(c), seat=me))
                return CallVerdict(c, True, CallRule.CAPOT, said, seat)
            if b is not None and value <= b.value:
                least = str(b.value + 10) if b.value < 160 else "capot"
                if value == b.value:
                    said = Message("coinche.verdict.bid_not_higher.same", call=call_message(c), value=value, bid=by, least=least)
                else:
                    said = Message("coinche.verdict.bid_not_higher.lower", call=call_message(c), value=value, bid=by, least=least)
                return CallVerdict(c, False, CallRule.BID_NOT_HIGHER, said, seat)
            if b is None:
                return CallVerdict(c, True, CallRule.FIRST_BID, Message("coinche.verdict.first_bid", call=call_message(c)), seat)
            if partner:
                said = Message("coinche.verdict.bid_higher.partner", call=call_message(c), value=value, bid=by)
            else:
                said = Message("coinche.verdict.bid_higher", call=call_message(c), value=value, bid=by)
            return CallVerdict(c, True, CallRule.BID_HIGHER, said, seat)
        if c == "coinche":
            if b is None:
                return CallVerdict(c, False, CallRule.COINCHE_NO_BID, Message("coinche.verdict.coinche_no_bid"), seat)
            if b.coinched_by is not None:
                return CallVerdict(c, False, CallRule.COINCHE_TWICE,
                                   Message("coinche.verdict.coinche_twice", bid=by, coincher=seat_name(b.coinched_by)),
                                   seat)
            if partner:
                team = team_name(seat.team.other)
                said = (Message("coinche.verdict.coinche_own_side.own", seat=me, call=call_message(b.call), team=team)
                        if b.bidder == seat else
                        Message("coinche.verdict.coinche_own_side.partner", seat=me, partner=seat_name(b.bidder),
                                call=call_message(b.call), team=team))
                return CallVerdict(c, False, CallRule.COINCHE_OWN_SIDE, said, seat)
            return CallVerdict(c, True, CallRule.COINCHE,
                               Message("coinche.verdict.coinche", call=call_message(b.call), bidder=seat_name(b.bidder), seat=me), seat)
        # surcoinche
        if b is None or b.coinched_by is None:
            return CallVerdict(c, False, CallRule.SURCOINCHE_NOT_COINCHED,
                               Message("coinche.verdict.surcoinche_not_coinched"), seat)
        if b.surcoinched_by is not None:  # pragma: no cover - the auction ends at once after a surcoinche
            return CallVerdict(c, False, CallRule.SURCOINCHE_TWICE, Message("coinche.verdict.surcoinche_twice"), seat)
        if not partner:
            return CallVerdict(c, False, CallRule.SURCOINCHE_WRONG_SIDE,
                               Message("coinche.verdict.surcoinche_wrong_side", team=team_name(b.bidder.team),
                                       call=call_message(b.call), seat=me), seat)
        said = (Message("coinche.verdict.surcoinche.own", coincher=seat_name(b.coinched_by), call=call_message(b.call), seat=me)
                if b.bidder == seat else
                Message("coinche.verdict.surcoinche.partner", coincher=seat_name(b.coinched_by), call=call_message(b.call), seat=me,
                        partner=seat_name(b.bidder)))
        return CallVerdict(c, True, CallRule.SURCOINCHE, said, seat)

    def verdicts(self) -> list[CallVerdict]:
        """A verdict for every call of coinche (:func:`every_call`), for the player to speak."""
        return [self.verdict(c) for c in every_call()]

    def why_not(self, call, lang: str = "en") -> str | None:
        """None if ``call`` is legal now, else the reason (a sentence, in ``lang``)."""
        v = self.verdict(call)
        return None if v.legal else v.render(lang)

    # -- actions --------------------------------------------------------------------------------
    def apply(self, call) -> None:
        """Make the next call (checked).

        Raises:
            NotationError: text that is no call. IllegalAction: a call the rules forbid now, with the
            :class:`CallVerdict` as ``reason``; the auction is unchanged.
        """
        v = self.verdict(call)
        if self.closed:
            raise IllegalAction(Message("coinche.refused.after_end", call=quoted(v.call), over=self._over_message()), v)
        if not v.legal:
            raise IllegalAction(Message("coinche.refused.call", seat=seat_name(v.seat), call=quoted(v.call),
                                        reason=v.message), v)
        self._apply(v.call)

    def _apply(self, c: str) -> None:
        """Make a call known to be legal (fast, unchecked)."""
        seat = self.to_speak
        self.calls.append((seat, c))
        b = self.bid
        if c == "pass":
            self._passes += 1
            if b is None and self._passes == 4:
                self.closed = self.all_passed = True
            elif b is not None and self._passes == 3:
                self.closed = True
            return
        self._passes = 0
        if c == "coinche":
            self.bid = CoincheBid(b.value, b.suit, b.capot, b.bidder, seat)
        elif c == "surcoinche":
            self.bid = CoincheBid(b.value, b.suit, b.capot, b.bidder, b.coinched_by, seat)
            self.closed = True
        else:
            value, suit, capot = _bid_parts(c)
            self.bid = CoincheBid(value, suit, capot, seat)

    def describe_message(self, seat: Seat, call: str) -> Message:
        """A call in words as a :class:`~belote_learn.core.messages.Message`, e.g. ``"West bids 110 in spades"``."""
        if call == "pass":
            return Message("coinche.said.pass", seat=seat_name(seat))
        if call == "coinche":
            return Message("coinche.said.coinche", seat=seat_name(seat))
        if call == "surcoinche":
            return Message("coinche.said.surcoinche", seat=seat_name(seat))
        return Message("coinche.said.bid", seat=seat_name(seat), bid=call_message(call))

    def describe(self, seat: Seat, call: str, lang: str = "en") -> str:
        """A call in words, in ``lang``, e.g. ``"West bids 110 in spades"``."""
        return self.describe_message(seat, call).render(lang)


# ------------------------------------------------------------------------------------------------
# Scoring
# ------------------------------------------------------------------------------------------------






# ------------------------------------------------------------------------------------------------
# The deal
# ------------------------------------------------------------------------------------------------










# ------------------------------------------------------------------------------------------------
# Auction positions (belote-learn explain)
# ------------------------------------------------------------------------------------------------






