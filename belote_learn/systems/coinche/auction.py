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

from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Direction, Seat, Suit, Team, as_seat, parse_seat
from belote_learn.systems.classic.deal import Deal, SeatView, check_deal_args, read_pack
from belote_learn.rules.declarations import DeclarationsResult
from belote_learn.core.errors import IllegalAction, NotationError, PositionError, RulesError, quoted, refuse_unknown_fields, shown
from belote_learn.core.ranking import Contract
from belote_learn.rules.scoring import HandScore, ScoreLine, round_score

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


@dataclass
class CoincheScore(HandScore):
    """The result of one coinche deal (see :func:`score_coinche`); ``bid`` is the :class:`CoincheBid`."""

    bid: CoincheBid | None = None

    def _result_rule(self) -> str:
        b = self.bid
        need = "every trick" if b.capot else f"at least {b.value} and more than the defenders"
        return {
            "made": f"made: the takers needed {need}",
            "capot": "made, and a capot: the takers won every trick",
            "dedans": f"failed (dedans): the takers needed {need}",
            "litige": "litige: equal totals (option litige)",
            "capot-defenders": "failed: the defenders won every trick",
        }[self.result]

    def _result_lines(self, T: Team, D: Team, deal_total: int) -> list[ScoreLine]:
        b = self.bid
        m = b.multiplier
        tot = self.totals
        bel = {t: 20 * sum(1 for s, _ in self.belote if s.team is t) for t in TEAMS}
        decl = {t: (self.declarations.points_of(t) if self.declarations else 0) for t in TEAMS}
        decl_all = decl[T] + decl[D]
        times = {1: "", 2: " x 2 (coinched)", 4: " x 4 (surcoinched)"}[m]
        said = {1: "", 2: " x2 (coinched)", 4: " x4 (surcoinched)"}[m]
        value = b.value
        vname = "250 (capot bid)" if b.capot else str(value)
        held = self.held_in if self.released else 0
        raw = self.raw_score

        def own(team):
            return raw[team] - (held if self.released and self.released[0] is team else 0)

        def both(t_value, d_value):
            return (t_value, d_value) if T is Team.NS else (d_value, t_value)

        if b.capot:
            test = "every trick" if self.result == "capot" else f"{self.tricks[T]} tricks of 8"
        elif tot[T] < value:
            test = f"{tot[T]} < {value}, the bid"
        elif tot[T] <= tot[D]:
            test = f"{tot[T]} {'=' if tot[T] == tot[D] else '<'} {tot[D]}, the defenders' total"
        else:
            test = f"{tot[T]} >= {value} and > {tot[D]}"
        if self.result in ("made", "capot"):
            capot = self.result == "capot"
            if m == 1:
                if capot:
                    how = (f"capot: 252 (the last trick worth 100) + belote {bel[T]} + declarations {decl_all} "
                           f"(the defenders' go to the takers) + the bid {vname}")
                else:
                    how = f"the takers score their total {tot[T]} + the bid {vname}; the defenders their total {tot[D]}"
            else:
                base = 250 if capot else 160
                how = (f"({base}{' after a capot' if capot else ''} + declarations {decl_all} + belote {bel[T]} + the "
                       f"bid {vname}){times} to the takers; the defenders keep only their belote")
            if b.capot:
                item = f"Capot bid made{said}: every trick"
            elif capot:
                item = f"Capot on {call_words(b.call)}{said}: every trick"
            else:
                item = f"Made: {call_words(b.call)}{said}: {test}"
            return [ScoreLine(item, *both(own(T), own(D)), how)]
        if self.result == "litige":
            return [ScoreLine(
                f"Litige: {tot[T]} = {tot[D]}", *both(0, own(D)),
                f"equal totals (option litige): the defenders score their total; the takers' {tot[T]} are held, "
                "never multiplied, for the team that wins the next deal")]
        if self.result == "capot-defenders":
            item = f"Every trick to the defenders: {call_words(b.call)}{said} failed"
        elif b.capot:
            item = f"Capot bid failed{said}: {test}"
        else:
            item = f"Failed: {call_words(b.call)}{said}: {test}"
        return [ScoreLine(
            item, *both(own(T), own(D)),
            f"failed: the takers keep only their belote ({bel[T]}); the defenders score (160 + declarations "
            f"{decl_all} + their belote {bel[D]} + the bid {vname}){times}")]

    def lines(self) -> list[ScoreLine]:
        out = super().lines()
        b = self.bid
        out.insert(0, ScoreLine(f"Contract: {b.words}", None, None,
                                "the last bid of the auction" + ("; coinche doubles the deal, surcoinche doubles it again"
                                                                 if b.multiplier > 1 else "")))
        return out

    def to_dict(self) -> dict:
        d = super().to_dict()
        d["contract"] = self.bid.call
        d["multiplier"] = self.bid.multiplier
        return d


def score_coinche(rules, bid: CoincheBid, card_points: dict, tricks: dict, last_trick: Team, belote: list,
                  declarations: DeclarationsResult | None, held_in: int = 0) -> CoincheScore:
    """Score one finished coinche deal (docs/rules.md "coinche", scoring).

    Args:
        rules: the coinche :class:`~belote_learn.rules.presets.Rules` (options ``litige``, ``rounding``).
        bid: the contract (value, suit, capot, taker, coinche and surcoinche).
        card_points: team -> card points won (without the dix de der); tricks: team -> tricks won.
        last_trick: the team that won the last trick (dix de der 10).
        belote: ``[(seat, suit)]`` for a belote held (king and queen of trumps, 20, never lost).
        declarations: the compared declarations (only the best team's count; an exact tie: none).
        held_in: litige points held from earlier deals (option ``litige``).

    Each team's total is its card points + dix de der + belote + its declarations if best. The contract
    is made when the takers' total is at least the bid and more than the defenders' (a capot bid: every
    trick). Made, not coinched: takers total + bid (a capot counts 252 and takes the defenders'
    declarations), defenders their total. Made and coinched (x2) or surcoinched (x4): takers (160, 250
    after a capot, + every scoring declaration + their belote + bid) x 2 or x 4, defenders their belote.
    Failed (defenders taking every trick too): takers their belote, defenders (160 + declarations + their
    belote + bid) x 1, 2 or 4. Equal totals fail, or with ``litige`` the defenders score their total and
    the takers' total is held for the next deal's winner. Scores are rounded to 10, halves up (option
    ``rounding``); the made test uses exact points.

    Returns:
        A :class:`CoincheScore` whose ``result`` is ``"made"``, ``"capot"``, ``"dedans"``, ``"litige"`` or
        ``"capot-defenders"``.
    """
    T = bid.bidder.team
    D = T.other
    m = bid.multiplier
    value = bid.value
    bel = {Team.NS: 0, Team.EW: 0}
    for seat, _ in belote:
        bel[seat.team] += 20
    decl = {t: (declarations.points_of(t) if declarations is not None else 0) for t in TEAMS}
    decl_all = decl[T] + decl[D]
    totals = {t: card_points[t] + (10 if last_trick is t else 0) + bel[t] + decl[t] for t in TEAMS}
    capot_t = tricks[D] == 0
    if bid.capot or capot_t or tricks[T] == 0:
        # every trick decides, whatever the declarations: takers winning them all have made any bid;
        # defenders winning them all beat any contract (rules.md "coinche")
        made = capot_t
    else:
        made = totals[T] >= value and totals[T] > totals[D]
    litige = (not made and rules.litige and not bid.capot and tricks[T] > 0 and totals[T] == totals[D]
              and totals[T] >= value)
    score = {Team.NS: 0, Team.EW: 0}
    if made:
        result = "capot" if capot_t else "made"
        if m == 1:
            if capot_t:
                score[T] = 252 + bel[T] + decl_all + value
                score[D] = bel[D]
            else:
                score[T] = totals[T] + value
                score[D] = totals[D]
        else:
            score[T] = ((250 if capot_t else 160) + decl_all + bel[T] + value) * m
            score[D] = bel[D]
        winner: Team | None = T
    elif litige:
        result = "litige"
        score[D] = totals[D]
        winner = None
    else:
        result = "capot-defenders" if tricks[T] == 0 else "dedans"
        score[T] = bel[T]
        score[D] = (160 + decl_all + bel[D] + value) * m
        winner = D
    released = None
    if result == "litige":
        held_out = held_in + totals[T]
    else:
        held_out = 0
        if held_in:
            score[winner] += held_in
            released = (winner, held_in)
    raw = dict(score)
    if rules.rounding:
        score = {t: round_score(v) for t, v in score.items()}
    return CoincheScore(rules, bid.contract, bid.bidder, result, score, held_out, released, totals, dict(card_points),
                        dict(tricks), last_trick, list(belote), declarations, held_in, raw, bid)


# ------------------------------------------------------------------------------------------------
# The deal
# ------------------------------------------------------------------------------------------------


def _order(rules, dealer: Seat) -> list[Seat]:
    seat = Seat(dealer).next(rules.direction)
    out = []
    for _ in range(4):
        out.append(seat)
        seat = seat.next(rules.direction)
    return out


def deal_hands(rules, dealer: Seat, pack) -> dict:
    """The eight-card hands (masks) dealt from ``pack``: 3, then 2, then 3 to each player from the
    dealer's next, in the direction of play (rules.md "coinche"; no turn-up)."""
    hands = {s: 0 for s in Seat}
    order = _order(rules, dealer)
    i = 0
    for size in (3, 2, 3):
        for s in order:
            for c in pack[i: i + size]:
                hands[s] |= 1 << c
            i += size
    return hands


def pack_dealing(rules, dealer: Seat, seat: Seat, hand, rng) -> list:
    """A full pack order that deals ``hand`` (the eight cards ``seat`` holds) to ``seat`` and the other 24
    cards at random to the others, for simulated completions of an auction (bots, the bidding trainer).

    Raises:
        ValueError: ``hand`` is not eight different cards.
    """
    hand = [Card(c) for c in hand]
    if len(set(hand)) != 8:
        raise ValueError("a coinche hand is eight different cards")
    order = _order(rules, dealer)
    places = []
    i = 0
    for size in (3, 2, 3):
        for s in order:
            if s == seat:
                places.extend(range(i, i + size))
            i += size
    rest = [c for c in ALL_CARDS if c not in hand]
    rng.shuffle(rest)
    pack: list = [None] * 32
    for pos, card in zip(places, hand):
        pack[pos] = card
    it = iter(rest)
    return [c if c is not None else next(it) for c in pack]


@dataclass
class CoincheDeal(Deal):
    """One coinche deal: the whole hands are dealt at once, then the auction, then eight tricks.

    The state API of :class:`~belote_learn.systems.classic.deal.Deal` (``phase``, ``current_player``, ``legal_actions``,
    ``apply``, ``view``); during the auction the legal actions are call strings. ``turn_up`` is None.
    :attr:`bid` is the contract (:class:`CoincheBid`) once the auction is over; ``phase`` is
    ``"thrown-in"`` after four passes.
    """

    @classmethod
    def from_pack(cls, rules, dealer: Seat, pack, held_in: int = 0) -> "CoincheDeal":
        """Deal ``pack`` (the 32 cards in order): 3, 2, 3 to each from the dealer's next.

        ``pack`` is read by :func:`~belote_learn.systems.classic.deal.read_pack` (cards, texts or numbers 0-31).

        Raises:
            PositionError: a pack that is not the 32 cards once each, in one line naming what is wrong.
            NotationError: a ``dealer`` that is not a seat.
            PositionError: ``rules`` that are not coinche rules, ``held_in`` that is not a whole number of
                points from 0 (see :func:`~belote_learn.systems.classic.deal.check_deal_args`).
        """
        check_deal_args(cls, rules, held_in)
        pack = read_pack(pack)
        dealer = as_seat(dealer)
        deal = cls(rules, dealer, None, CoincheAuction(rules, dealer), held_in, pack)
        deal.hands = deal_hands(rules, dealer, pack)
        deal.events.append({"type": "deal", "dealer": str(dealer), "turn_up": None})
        return deal

    @classmethod
    def from_hands(cls, rules, dealer: Seat, hands: dict, turn_up=None, held_in: int = 0) -> "CoincheDeal":
        """A deal whose eight-card hands are known (the referee's case). ``turn_up`` must be None."""
        if turn_up is not None:
            raise RulesError("coinche has no turn-up")
        dealer = Seat(dealer)
        deal = cls(rules, dealer, None, CoincheAuction(rules, dealer), held_in)
        deal.hands = {Seat(s): CardSet(cs).mask for s, cs in hands.items()}
        deal.events.append({"type": "deal", "dealer": str(dealer), "turn_up": None})
        return deal

    @property
    def bid(self) -> CoincheBid | None:
        """The contract so far (during the auction: the current bid), or None."""
        return self.auction.bid

    @property
    def contract_text(self) -> str:
        return str(self.auction.bid) if self.contract is not None else "-"

    @property
    def contract_words(self) -> str:
        b = self.auction.bid
        if self.contract is None or b is None:
            return ""
        extra = ", surcoinched" if b.surcoinched_by is not None else ", coinched" if b.coinched_by is not None else ""
        return call_words(b.call) + extra

    def record_fields(self) -> dict:
        """``{"contract": "110 S", "taker": "W", "multiplier": 2}``, all None when thrown in
        (docs/formats.md, "Coinche records")."""
        b = self.auction.bid if self.contract is not None else None
        if b is None:
            return {"contract": None, "taker": None, "multiplier": None}
        return {"contract": b.call, "taker": str(b.bidder), "multiplier": b.multiplier}

    def legal_actions(self) -> list:
        if self.phase == "bidding":
            return self.auction.legal_calls()
        return super().legal_actions()

    def is_legal(self, action) -> bool:
        try:
            if self.phase == "bidding":
                return self.auction.verdict(action).legal
            return super().is_legal(action)
        except NotationError:
            return False

    def explain_call(self, call) -> CallVerdict:
        """The :class:`CallVerdict` of ``call`` for the player to speak. Raises NotationError."""
        return self.auction.verdict(call)

    def check(self, action):
        """Read and check the next action without making it: a call during the auction (its verdict),
        a card during the play (see :meth:`Deal.check`). Nothing changes, whatever the outcome.

        Raises:
            IllegalAction: the rules forbid it (for a call, ``reason`` is the :class:`CallVerdict`).
            NotationError: an unreadable call or card.
        """
        if self.phase != "bidding":
            try:
                return super().check(action)
            except NotationError:
                if self.phase != "play":
                    raise
                try:
                    call = parse_call(action)  # a coinche call ("coinche", "90 S") during the play
                except NotationError:
                    call = None
                if call is None or call in ("S", "H", "D", "C"):
                    raise
                raise IllegalAction(f"the bidding is over: {self.current_player().word} must play a card, not call "
                                    f"{quoted(call)}") from None
        from belote_learn.systems.classic.deal import CheckedAction

        from belote_learn.core.cards import parse_card

        seat = self.auction.to_speak

        def card_refused():
            try:
                card = parse_card(action)
            except NotationError:
                return None
            return IllegalAction(f"the auction is not over: {seat.word} must call (pass, a bid such as '80 H', "
                                 f"coinche...), not play {card.symbol}")

        try:
            c = parse_call(action)
        except NotationError:
            err = card_refused()
            if err is not None:
                raise err from None
            raise
        parts = _bid_parts(c) if c[:1].isdigit() else None
        if parts is not None and parts[0] not in BID_VALUES and isinstance(action, str):
            err = card_refused()  # "7S", "10H": a card of the hand, not a bid of 7 or 10
            if err is not None:
                raise err
        v = self.auction.verdict(c)
        if not v.legal:
            who = v.seat.word if v.seat is not None else "Nobody"
            raise IllegalAction(f"{who} cannot call {quoted(v.call)}: {v.text}", v)
        return CheckedAction(seat, "call", v.call, v.call)

    def apply(self, action) -> None:
        """Make the next action: a call during the auction, a card during the play, checked by
        :meth:`check` before anything changes (:meth:`Deal.perform` then makes it).

        Raises:
            IllegalAction: the rules forbid it (the reason says why; for a call, ``reason`` is the
                :class:`CallVerdict`); the deal is unchanged.
            NotationError: an unreadable call or card.
        """
        self.perform(self.check(action))

    def _after_call(self) -> None:
        a = self.auction
        if not a.closed:
            return
        if a.all_passed:
            self.phase = "thrown-in"
            self.events.append({"type": "thrown-in", "text": "All four players passed: the cards are thrown in."})
            return
        self.contract = a.contract
        self.taker = a.bidder
        self._start_play()

    def _contract_text_long(self) -> str:
        return f"{self.taker.word} is the taker: {self.bid.words} ({self.contract.words})."

    def _score_hand(self, cp: dict, tricks: dict) -> CoincheScore:
        return score_coinche(self.rules, self.bid, cp, tricks, self.tricks[-1].winner.team, self.belote,
                             self.declarations_result if self.declarations else None, self.held_in)

    def view(self, seat) -> SeatView:
        v = super().view(seat)
        v.hand = CardSet(self.hands[v.seat])  # the whole hand is known from the deal on
        v.bid = self.auction.bid
        return v


# ------------------------------------------------------------------------------------------------
# Auction positions (belote-learn explain)
# ------------------------------------------------------------------------------------------------


AUCTION_FIELDS = ("rules", "options", "dealer", "bidding", "to_speak", "hand")
"""The fields of an auction position (docs/formats.md, "Auction position"); any other is refused, but
for :data:`AUCTION_NOTES`."""
AUCTION_NOTES = ("title", "teaches", "answer")


@dataclass
class AuctionPosition:
    """One decision in a coinche auction: the calls so far and the player to speak (docs/formats.md,
    "Auction position").

    Build with :meth:`from_dict` / :meth:`from_json` (checked). :meth:`explain` gives a verdict for
    every call; ``to_dict`` of the explanation is what ``belote-learn explain --json`` prints.
    """

    rules: object
    dealer: Seat
    bidding: list
    to_speak: Seat | None
    hand: tuple = ()
    auction: CoincheAuction | None = None

    @classmethod
    def from_dict(cls, data: Any) -> "AuctionPosition":
        """Check and read an auction position.

        Raises:
            PositionError: naming the field (``rules``, ``options``, ``dealer``, ``bidding[k]`` for a call
                that is unreadable, out of turn, illegal or after the end, ``to_speak``, ``to_play`` given instead
                of ``to_speak``, ``hand``).
        """
        from belote_learn.rules.presets import get_rules

        if not isinstance(data, dict):
            raise PositionError("", f"an auction position must be a JSON object, got {shown(data)}")
        if "hands" in data:  # a coinche hand record, read for its auction: a record's fields
            from belote_learn.systems.classic.referee import RECORD_FIELDS, RECORD_NOTES

            refuse_unknown_fields(data, RECORD_FIELDS, RECORD_NOTES, "a hand record")
        elif "to_play" not in data:  # (a card position's "to_play" gets its own message below)
            refuse_unknown_fields(data, AUCTION_FIELDS, AUCTION_NOTES, "an auction position")
        if "rules" not in data:
            raise PositionError("rules", "missing")
        try:
            rules = get_rules(data["rules"])
        except RulesError as exc:
            raise PositionError("rules", str(exc)) from None
        try:
            options = data.get("options")
            rules = get_rules(rules, {} if options is None else options)
        except RulesError as exc:
            raise PositionError("options", str(exc)) from None
        if "dealer" not in data:
            raise PositionError("dealer", "missing (the dealer's next speaks first)")
        try:
            dealer = parse_seat(data["dealer"])
        except NotationError as exc:
            raise PositionError("dealer", str(exc)) from None
        raw = data.get("bidding")
        if raw is None:
            raw = []
        if not isinstance(raw, list):
            raise PositionError("bidding", f"must be a list of [seat, call] pairs, got {shown(raw)}")
        auction = CoincheAuction(rules, dealer)
        calls = []
        for i, item in enumerate(raw):
            f = f"bidding[{i}]"
            if not (isinstance(item, (list, tuple)) and len(item) == 2):
                raise PositionError(f, f"must be a [seat, call] pair such as [\"W\", \"80 H\"], got {shown(item)}")
            try:
                seat = parse_seat(item[0])
                c = parse_call(item[1])
            except NotationError as exc:
                raise PositionError(f, str(exc)) from None
            if auction.closed:
                raise PositionError(f, f"{c!r} comes after the end: {auction._over_text()}")
            if seat != auction.to_speak:
                raise PositionError(f, f"out of turn: it is {auction.to_speak.word}'s turn to speak, not {seat.word}'s")
            v = auction.verdict(c)
            if not v.legal:
                raise PositionError(f, f"{seat.word} cannot call {c!r}: {v.text}")
            auction._apply(c)
            calls.append((seat, c))
        to_speak = auction.to_speak
        if "to_play" in data and "to_speak" not in data:
            # card positions name their player "to_play": said here, so the seat is not silently ignored
            raise PositionError("to_play", "an auction position names the player to speak with \"to_speak\" "
                                           "(\"to_play\" is for card positions)")
        if data.get("to_speak") is not None:
            try:
                given = parse_seat(data["to_speak"])
            except NotationError as exc:
                raise PositionError("to_speak", str(exc)) from None
            if auction.closed:
                raise PositionError("to_speak", f"nobody speaks: {auction._over_text()}")
            if given != to_speak:
                raise PositionError("to_speak", f"after these calls it is {to_speak.word}'s turn to speak, not "
                                                f"{given.word}'s")
        hand: list = []
        if data.get("hand") is not None:
            raw_hand = data["hand"]
            if not isinstance(raw_hand, list) or len(raw_hand) > 8:
                raise PositionError("hand", "must be a list of at most 8 cards (the hand of the player to speak)")
            from belote_learn.core.cards import parse_card

            for i, item in enumerate(raw_hand):
                try:
                    card = parse_card(item)
                except NotationError as exc:
                    raise PositionError(f"hand[{i}]", str(exc)) from None
                if card in hand:
                    raise PositionError("hand", f"{card} appears twice")
                hand.append(card)
        return cls(rules, dealer, calls, to_speak, tuple(hand), auction)

    @classmethod
    def from_json(cls, text: str) -> "AuctionPosition":
        from belote_learn.rules.position import parse_json

        return cls.from_dict(parse_json(text))

    def explain(self) -> "AuctionExplanation":
        return AuctionExplanation(self, tuple(self.auction.verdicts()))


@dataclass(frozen=True)
class AuctionExplanation:
    """The verdict of every call in an :class:`AuctionPosition`."""

    position: AuctionPosition
    verdicts: tuple

    @property
    def legal(self) -> list[str]:
        return [v.call for v in self.verdicts if v.legal]

    def to_dict(self) -> dict:
        a = self.position.auction
        return {
            "to_speak": str(self.position.to_speak) if self.position.to_speak is not None else None,
            "over": a.closed,
            "contract": a.bid.call if a.bid else None,
            "taker": str(a.bid.bidder) if a.bid else None,
            "multiplier": a.bid.multiplier if a.bid else None,
            "legal": self.legal,
            "calls": [v.to_dict() for v in self.verdicts],
        }

    def text(self) -> str:
        a = self.position.auction
        lines = []
        if self.position.bidding:
            lines.append("Calls so far: " + ", ".join(a.describe(s, c) for s, c in self.position.bidding) + ".")
        else:
            lines.append(f"No call yet; the dealer is {self.position.dealer.word}.")
        if a.closed:
            over = self.verdicts[0].text.split(": ", 1)[1]
            lines.append(over[0].upper() + over[1:])
            return "\n".join(lines)
        seat = self.position.to_speak
        lines.append(f"{seat.word} to speak" + (f", holding {' '.join(c.symbol for c in self.position.hand)}"
                                                 if self.position.hand else "") + ".")
        legal = self.legal
        bids = [c for c in legal if c[0].isdigit()]
        summary = ["pass"]
        if bids:
            lo, hi = bids[0].split()[0], bids[-1].split()[0]
            summary.append(f"a bid from {lo} to {hi} in any suit" if lo != hi else f"{lo} in any suit")
        if any(c.startswith("capot") for c in legal):
            summary.append("capot in any suit")
        summary += [c for c in legal if c in ("coinche", "surcoinche")]
        lines.append("Legal: " + ", ".join(summary) + ".")
        seen = set()
        for v in self.verdicts:
            key = v.rule if v.legal else (v.rule, v.call if v.call in ("coinche", "surcoinche") else "bid")
            if key in seen:
                continue
            seen.add(key)
            lines.append(f"- {v.text}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()
