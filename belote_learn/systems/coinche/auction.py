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

Every call gets a :class:`CallVerdict`: legal or not, a rule code (:class:`CallRule`) and a sentence.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from belote_learn.core.cards import Direction, Seat, Suit, Team
from belote_learn.core.errors import IllegalAction, NotationError, quoted, shown
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
        raise NotationError(f"unknown call {shown(call)}: a call is text such as 'pass', '80 H', 'capot S', "
                            "'coinche' or 'surcoinche'")
    signed = call.strip()[:1] in ("-", "+")  # "-80 H" is no bid (the dash of "sur-coinche" is read as a space)
    key = " ".join(call.strip().lower().replace("-", " ").split())
    if signed and key[:1].isdigit():
        raise NotationError(f"unknown call {shown(call)}: a bid value has no sign; bids go from 80 to 160 in tens, "
                            "with a suit, such as '80 H'")
    if key in _PASS:
        return "pass"
    if key in _COINCHE:
        return "coinche"
    if key in _SURCOINCHE:
        return "surcoinche"
    m = re.fullmatch(r"(capot|\d+)\s*(.+)", key)
    if m:
        if m.group(1) != "capot" and re.match(r"[.,]\d", m.group(2)):
            raise NotationError(f"unknown call {shown(call)}: a bid value is a whole number of tens, from 80 to "
                                "160, with a suit, such as '80 H'")
        suit = _suit_letter(m.group(2))
        if suit is not None:
            if m.group(1) == "capot":
                return f"capot {suit}"
            digits = m.group(1).lstrip("0") or "0"
            if len(digits) > 18:  # no call at all (and past what int() reads, for thousands of digits); a
                # shorter value is a bid the system does not have, refused by the auction (docs/formats.md)
                raise NotationError(f"unknown call {shown(call)}: a value of {len(digits):,} digits is not a bid value; "
                                    "bids go from 80 to 160 in tens, or capot (250)")
            return f"{int(digits)} {suit}"
    if key in _OTHER_SYSTEMS:
        return {"i take": "take", "prends": "take", "je prends": "take", "no trumps": "NT", "sans atout": "NT",
                "all trumps": "AT", "tout atout": "AT"}.get(key, key if key == "take" else key.upper())
    suit = _suit_letter(key)
    if suit is not None:
        return suit
    hint = ""
    if key == "capot" or re.fullmatch(r"\d{1,4}", key):
        hint = f" (a bid names a suit too, e.g. '{key} H')"
    elif m and m.group(2) in ("nt", "at", "sa", "ta", "no trumps", "all trumps", "sans atout", "tout atout"):
        hint = " (coinche is played with a trump suit: it has no no-trumps or all-trumps contract)"
    elif m:
        given = m.group(2).upper() if len(m.group(2)) == 1 else m.group(2)
        said = repr(given) if len(given) <= 20 else shown(given)  # a long text is cut
        hint = f" ({said} is not a suit: write S H D C, ♠ ♥ ♦ ♣ or the suit's name)"
    raise NotationError(
        f"unknown call {shown(call)}{hint}: expected 'pass', a value and a suit such as '80 H', 'capot S', "
        "'coinche' or 'surcoinche'"
    )


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


def call_words(call: str) -> str:
    """A call in words: ``"110 S"`` -> ``"110 in spades"``, ``"capot H"`` -> ``"capot in hearts"``."""
    parts = _bid_parts(call)
    if parts is None:
        return call
    value, suit, capot = parts
    return f"{'capot' if capot else value} in {suit.plural}"


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
        text: one or two plain sentences naming the rule.
        seat: the player to speak (None when the auction is over).
    """

    call: str
    legal: bool
    rule: str
    text: str
    seat: Seat | None

    def to_dict(self) -> dict:
        return {"call": self.call, "legal": self.legal, "rule": self.rule, "reason": self.text}


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
    def words(self) -> str:
        """E.g. ``"110 in spades by West, coinched"``."""
        extra = ", surcoinched" if self.surcoinched_by is not None else ", coinched" if self.coinched_by is not None else ""
        return f"{call_words(self.call)} by {self.bidder.word}{extra}"

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

    def _over_text(self) -> str:
        if self.all_passed:
            return "the auction is over: all four players passed, so the deal is thrown in and the next player deals"
        b = self.bid
        if b.surcoinched_by is not None:
            return f"the auction is over: it ended at once with {b.surcoinched_by.word}'s surcoinche"
        if b.coinched_by is not None:
            return f"the auction is over: the three players after {b.coinched_by.word}'s coinche all passed"
        return f"the auction is over: the three players after {b.bidder.word}'s {b.call} all passed"

    def verdict(self, call) -> CallVerdict:
        """The :class:`CallVerdict` of ``call`` (any text :func:`parse_call` reads) for the player to speak.

        Raises:
            NotationError: text that is no call at all.
        """
        c = parse_call(call)
        seat = self.to_speak
        if self.closed:
            return CallVerdict(c, False, CallRule.AUCTION_OVER, f"{c} is not allowed: {self._over_text()}.", None)
        me = seat.word
        b = self.bid
        by = f" by {b.bidder.word}" if b is not None else ""
        partner = b is not None and b.bidder.team is seat.team
        if c == "pass":
            left = (4 if b is None else 3) - self._passes
            if left == 1:
                end = f"{me}'s pass ends the auction" + (" and the deal is thrown in" if b is None else "")
            else:
                more = "one more pass" if left == 2 else f"{left - 1} more passes"
                end = f"{me}'s pass and {more} in a row would end the auction"
            if b is None:
                why = f"nobody has bid yet, and four passes throw the deal in; {end}"
            elif b.coinched_by is not None:
                why = (f"{b.call}{by} is coinched, and the auction ends once the three players after the coinche "
                       f"have passed (the coinched side may still surcoinche); {end}")
            else:
                why = (f"the current bid is {b.call}{by}, and the auction ends once the three players after it "
                       f"have passed; {end}")
            return CallVerdict(c, True, CallRule.PASS, f"pass is allowed: a player may always pass. Here {why}.", seat)
        if c in ("take", "NT", "AT") or c in ("S", "H", "D", "C"):
            what = {"take": "'take' (there is no turn-up to take)", "NT": "no-trumps contract",
                    "AT": "all-trumps contract"}.get(c, f"bid of a suit alone ({c})")
            return CallVerdict(c, False, CallRule.NOT_A_COINCHE_CALL,
                               f"{c} is not a coinche call: coinche has no {what}; bid a value from 80 to 160 and a "
                               "suit (e.g. '80 H'), capot and a suit, pass, coinche or surcoinche.", seat)
        parts = _bid_parts(c)
        if parts is not None:
            value, suit, capot = parts
            if not capot and value not in BID_VALUES:
                return CallVerdict(c, False, CallRule.BID_VALUE,
                                   f"{c} is not a bid: bids go from 80 to 160 in tens (80, 90, ..., 160), or capot "
                                   f"(250); {value} is not one of them.", seat)
            if b is not None and b.coinched_by is not None:
                return CallVerdict(c, False, CallRule.BID_AFTER_COINCHE,
                                   f"{c} is not allowed: {b.call}{by} has been coinched by {b.coinched_by.word}, and "
                                   "after a coinche nobody may bid any more (only pass, or surcoinche by the "
                                   "coinched side).", seat)
            if b is not None and b.capot:
                return CallVerdict(c, False, CallRule.BID_OVER_CAPOT,
                                   f"{c} is not allowed: the current bid is a capot ({b.call}{by}), worth 250, and "
                                   "nothing bids over a capot.", seat)
            if capot:
                over = f" over {b.call}{by}" if b is not None else ""
                return CallVerdict(c, True, CallRule.CAPOT,
                                   f"{c} is allowed: a capot bid (every trick, worth 250) ranks above every value, so "
                                   f"{me} may bid it{over}.", seat)
            if b is not None and value <= b.value:
                same = " the same value as" if value == b.value else " lower than"
                return CallVerdict(c, False, CallRule.BID_NOT_HIGHER,
                                   f"{c} is not allowed: {value} is{same} the current bid, {b.call}{by}; a bid must "
                                   f"be higher in value (at least {b.value + 10 if b.value < 160 else 'capot'}), "
                                   "and the suit does not rank.", seat)
            if b is None:
                return CallVerdict(c, True, CallRule.FIRST_BID,
                                   f"{c} is allowed: nobody has bid yet, and any value from 80 to 160 with a suit "
                                   "may open the auction.", seat)
            raise_partner = " (raising the partner's bid is allowed)" if partner else ""
            return CallVerdict(c, True, CallRule.BID_HIGHER,
                               f"{c} is allowed: {value} is higher than the current bid, {b.call}{by}{raise_partner}.",
                               seat)
        if c == "coinche":
            if b is None:
                return CallVerdict(c, False, CallRule.COINCHE_NO_BID,
                                   "coinche is not allowed: nobody has bid yet, and only an opponent's bid can be "
                                   "coinched.", seat)
            if b.coinched_by is not None:
                return CallVerdict(c, False, CallRule.COINCHE_TWICE,
                                   f"coinche is not allowed: {b.call}{by} is already coinched (by "
                                   f"{b.coinched_by.word}); a contract can be coinched only once.", seat)
            if partner:
                who = "their own bid" if b.bidder == seat else f"their partner {b.bidder.word}'s bid"
                return CallVerdict(c, False, CallRule.COINCHE_OWN_SIDE,
                                   f"coinche is not allowed: {me} may not coinche {who} ({b.call}); only a player of "
                                   f"the side that did not make the current bid ({seat.team.other.words}) may "
                                   "coinche.", seat)
            return CallVerdict(c, True, CallRule.COINCHE,
                               f"coinche is allowed: {b.call} was bid by {b.bidder.word}, an opponent of {me}; a "
                               "coinche doubles the score of the deal, and after it nobody may bid.", seat)
        # surcoinche
        if b is None or b.coinched_by is None:
            return CallVerdict(c, False, CallRule.SURCOINCHE_NOT_COINCHED,
                               "surcoinche is not allowed: nothing has been coinched; surcoinche answers a coinche "
                               "of one's own side's bid.", seat)
        if b.surcoinched_by is not None:  # pragma: no cover - the auction ends at once after a surcoinche
            return CallVerdict(c, False, CallRule.SURCOINCHE_TWICE, "surcoinche is not allowed: already surcoinched.", seat)
        if not partner:
            return CallVerdict(c, False, CallRule.SURCOINCHE_WRONG_SIDE,
                               f"surcoinche is not allowed: only the coinched side ({b.bidder.team.words}, who bid "
                               f"{b.call}) may surcoinche, and {me} is on the side that coinched.", seat)
        whose = f"{me}'s own bid" if b.bidder == seat else f"the bid of {me}'s partner {b.bidder.word}"
        return CallVerdict(c, True, CallRule.SURCOINCHE,
                           f"surcoinche is allowed: {b.coinched_by.word} coinched {b.call}, {whose}; a surcoinche "
                           "doubles the score again (x4) and ends the auction at once.", seat)

    def verdicts(self) -> list[CallVerdict]:
        """A verdict for every call of coinche (:func:`every_call`), for the player to speak."""
        return [self.verdict(c) for c in every_call()]

    def why_not(self, call) -> str | None:
        """None if ``call`` is legal now, else the reason (a sentence)."""
        v = self.verdict(call)
        return None if v.legal else v.text

    # -- actions --------------------------------------------------------------------------------
    def apply(self, call) -> None:
        """Make the next call (checked).

        Raises:
            NotationError: text that is no call. IllegalAction: a call the rules forbid now, with the
            :class:`CallVerdict` as ``reason``; the auction is unchanged.
        """
        v = self.verdict(call)
        if self.closed:
            raise IllegalAction(f"{quoted(v.call)} comes after the end: {self._over_text()}", v)
        if not v.legal:
            raise IllegalAction(f"{v.seat.word} cannot call {quoted(v.call)}: {v.text}", v)
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

    def describe(self, seat: Seat, call: str) -> str:
        """A call in words, e.g. ``"West bids 110 in spades"``."""
        if call == "pass":
            return f"{seat.word} passes"
        if call in ("coinche", "surcoinche"):
            return f"{seat.word} {call}s"
        return f"{seat.word} bids {call_words(call)}"


# ------------------------------------------------------------------------------------------------
# Scoring
# ------------------------------------------------------------------------------------------------






# ------------------------------------------------------------------------------------------------
# The deal
# ------------------------------------------------------------------------------------------------










# ------------------------------------------------------------------------------------------------
# Auction positions (belote-learn explain)
# ------------------------------------------------------------------------------------------------






