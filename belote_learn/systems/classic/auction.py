"""Bidding: taking the trump with the turn-up (classic presets) or the contract auction
(sans-tout-atout).

Classic (seed 000 "First round ... second round"; seed 001 "Taking the trump"):
  the player after the dealer speaks first. Round 1: ``"take"`` (the turn-up's suit becomes
  trumps) or ``"pass"``. If all four pass, round 2: name one of the other three suits (``"S"``,
  ``"H"``, ``"D"``, ``"C"``) or pass. The first take ends the bidding. All pass twice: the cards
  are thrown in and the next player deals.

sans-tout-atout (seed 002, decisions in docs/rules.md): contracts rank
  spades < clubs < diamonds < hearts < no trumps (``"NT"``) < all trumps (``"AT"``). Round 1 allows
  only the turn-up's suit (``"take"`` is accepted for it), NT or AT; each bid must outrank the last;
  the bidding closes when the three others pass after a bid. Only if all four pass does round 2
  allow any contract (still each outranking the last). All pass twice: redeal.

Calls are strings: ``"pass"``, ``"take"``, a suit letter, ``"NT"`` or ``"AT"``.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from belote_learn.core.cards import Card, Seat, Suit
from belote_learn.core.errors import IllegalAction, NotationError, quoted, shown
from belote_learn.core.messages import Message, seat_name, suit_name
from belote_learn.core.ranking import Contract

__all__ = ["Auction", "CONTRACT_ORDER", "normalise_call", "contract_rank"]

CONTRACT_ORDER = ("S", "C", "D", "H", "NT", "AT")  # seed 002, lowest first


def contract_rank(contract: str) -> int:
    """Position of a contract in the seed 002 order (spades lowest, all trumps highest)."""
    return CONTRACT_ORDER.index(contract)


def normalise_call(call) -> str:
    """Read a call: ``"pass"``, ``"take"``, a suit (letter, symbol or name, any case), ``"NT"`` or
    ``"AT"`` (also ``"No trumps"``, ``"All trumps"``, the names the widgets show).

    Raises:
        NotationError: for anything else.
    """
    if isinstance(call, Contract):
        return str(call)
    if isinstance(call, str):
        key = " ".join(call.strip().lower().replace("-", " ").split())
        if key in ("pass", "p", "passe"):
            return "pass"
        if key in ("take", "i take", "prends", "je prends"):
            return "take"
        try:
            return str(Contract.parse(call))
        except NotationError:
            pass
        # the names the widgets and hints show: "No trumps", "All trumps", "♥ Hearts", "hearts"
        words = {"no trumps": "NT", "no trump": "NT", "sans atout": "NT", "all trumps": "AT", "all trump": "AT",
                 "tout atout": "AT", "spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
        key = key.strip("♠♥♦♣♤♡♢♧\ufe0f ").strip()
        if key in words:
            return words[key]
    raise NotationError(Message("classic.call.unknown", call=shown(call)))


@dataclass
class Auction:
    """The bidding of one deal. Drive it with :meth:`apply`; query :meth:`legal_calls`.

    Attributes:
        rules: the :class:`~belote_learn.rules.presets.Rules`.
        dealer: the dealer's seat; the next seat in the direction of play speaks first.
        turn_up: the card turned up.
        calls: ``[(seat, call), ...]`` so far.
        round: 1 or 2.
        contract: the contract so far (sans-tout-atout: the highest bid), or None.
        bidder: who made it.
        closed: the bidding is over (a contract, or all passed twice).
        all_passed: everybody passed twice (the cards are thrown in).
    """

    rules: object
    dealer: Seat
    turn_up: Card
    calls: list = field(default_factory=list)
    round: int = 1
    contract: Contract | None = None
    bidder: Seat | None = None
    closed: bool = False
    all_passed: bool = False
    _passes: int = 0

    @property
    def auction_style(self) -> bool:
        """True for the sans-tout-atout auction (bids outrank each other)."""
        return "NT" in self.rules.contract_kinds

    @property
    def to_speak(self) -> Seat | None:
        """The seat whose call is next, or None when the bidding is closed."""
        if self.closed:
            return None
        seat = self.dealer.next(self.rules.direction)
        for _ in range(len(self.calls)):
            seat = seat.next(self.rules.direction)
        return seat

    def speaking_order(self) -> list[Seat]:
        seat = self.dealer.next(self.rules.direction)
        order = []
        for _ in range(4):
            order.append(seat)
            seat = seat.next(self.rules.direction)
        return order

    def legal_calls(self) -> list[str]:
        """The calls the player to speak may make (empty when closed)."""
        if self.closed:
            return []
        turn = self.turn_up.suit.letter
        if not self.auction_style:
            if self.round == 1:
                return ["pass", "take"]
            return ["pass"] + [s.letter for s in Suit if s.letter != turn]
        floor = contract_rank(str(self.contract)) if self.contract is not None else -1
        allowed = [turn, "NT", "AT"] if self.round == 1 else list(CONTRACT_ORDER)
        return ["pass"] + [c for c in CONTRACT_ORDER if c in allowed and contract_rank(c) > floor]

    def why_not(self, call: str, lang: str = "en") -> str | None:
        """None if ``call`` (normalised) is legal now, else the reason it is not, in ``lang``."""
        reason = self.why_not_message(call)
        return None if reason is None else reason.render(lang)

    def why_not_message(self, call: str) -> Message | None:
        """None if ``call`` (normalised) is legal now, else the reason it is not, as a
        :class:`~belote_learn.core.messages.Message`."""
        if self.closed:
            return Message("classic.auction.over")
        turn = self.turn_up.suit
        if call in self.legal_calls():
            return None
        if call == "take" and self.auction_style:
            if self.round == 1:
                return self.why_not_message(turn.letter)
            return Message("classic.auction.take_second_round")
        if not self.auction_style:
            if call in ("NT", "AT"):
                return Message("classic.auction.no_contract", preset=self.rules.preset, call=call,
                               contract=Contract(call).phrase)
            if self.round == 1:
                return Message("classic.auction.first_round_take", suit=suit_name(turn))
            if call == "take":
                return Message("classic.auction.second_round_take", suit=suit_name(turn))
            return Message("classic.auction.refused_suit", suit=suit_name(turn))
        if self.round == 1 and call not in (turn.letter, "NT", "AT"):
            return Message("classic.auction.first_round_bids", suit=suit_name(turn))
        if self.contract is not None:
            return Message("classic.auction.outrank", contract=Contract.parse(str(self.contract)).phrase,
                           seat=seat_name(self.bidder))
        return Message("classic.auction.not_allowed")  # pragma: no cover - every case is named above

    def check(self, call) -> str:
        """Read and check the next call without making it: returns the call as :attr:`calls` will hold
        it (``"take"`` becomes the turn-up's suit letter in sans-tout-atout).

        Raises:
            NotationError: an unknown call. IllegalAction: a call the rules forbid now.
        """
        c = normalise_call(call)
        reason = self.why_not_message(c)
        if reason is not None:
            seat = self.to_speak
            if seat is None:
                raise IllegalAction(Message("classic.refused.no_more_calls", call=quoted(c), reason=reason), reason)
            raise IllegalAction(Message("classic.refused.call", seat=seat_name(seat), call=quoted(c), reason=reason),
                                reason)
        if c == "take":
            c = self.turn_up.suit.letter if self.auction_style else "take"
        return c

    def apply(self, call) -> None:
        """Make the next call (checked by :meth:`check` first, so a refusal leaves the auction unchanged).

        Raises:
            NotationError: an unknown call. IllegalAction: a call the rules forbid now.
        """
        self._apply(self.check(call))

    def after(self, c: str) -> "Auction":
        """A copy of the auction with the checked call ``c`` made (this auction is unchanged)."""
        copy = replace(self, calls=list(self.calls))
        copy._apply(c)
        return copy

    def _apply(self, c: str) -> None:
        seat = self.to_speak
        self.calls.append((seat, c))
        if c == "pass":
            self._passes += 1
            if self.contract is not None and self._passes == 3:
                self.closed = True
            elif self.contract is None and self._passes == 4:
                if self.round == 1:
                    self.round = 2
                    self._passes = 0
                else:
                    self.closed = True
                    self.all_passed = True
            return
        self._passes = 0
        self.contract = Contract.suit(self.turn_up.suit) if c == "take" else Contract.parse(c)
        self.bidder = seat
        if not self.auction_style:
            self.closed = True

    def describe_message(self, seat: Seat, call: str) -> Message:
        """A call in words as a :class:`~belote_learn.core.messages.Message`, e.g. ``"West takes (hearts)"``."""
        if call == "pass":
            return Message("classic.said.pass", seat=seat_name(seat))
        if call == "take":
            return Message("classic.said.take", seat=seat_name(seat), suit=suit_name(self.turn_up.suit))
        return Message("classic.said.bid", seat=seat_name(seat), contract=Contract.parse(call).phrase)

    def describe(self, seat: Seat, call: str, lang: str = "en") -> str:
        """A call in words, in ``lang``, e.g. ``"West takes (hearts)"``."""
        return self.describe_message(seat, call).render(lang)
