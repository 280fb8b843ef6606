"""One coinche deal (seed 001 "Variants"; docs/rules.md "coinche"): dealt 3-2-3 with no turn-up, the auction
of points, the play and the coinche score, with the checked-action API of every deal."""
from __future__ import annotations

from dataclasses import dataclass
from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Seat, as_seat
from belote_learn.systems.classic.deal import Deal
from belote_learn.systems.base.deal import SeatView, check_deal_args, event, read_pack
from belote_learn.core.errors import IllegalAction, NotationError, RulesError, quoted
from belote_learn.core.messages import Message, card_symbol, seat_name
from belote_learn.systems.coinche.auction import BID_VALUES, CallVerdict, CoincheAuction, CoincheBid, _bid_parts, call_message, parse_call
from belote_learn.systems.coinche.scoring import CoincheScore, score_coinche



def deal_hands(rules, dealer: Seat, pack) -> dict:
    """The eight-card hands (masks) dealt from ``pack``: 3, then 2, then 3 to each player from the
    dealer's next, in the direction of play (rules.md "coinche"; no turn-up)."""
    hands = {s: 0 for s in Seat}
    order = Seat(dealer).dealing_order(rules.direction)
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
        raise ValueError(Message("coinche.deal.hand_cards"))
    order = Seat(dealer).dealing_order(rules.direction)
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

        ``pack`` is read by :func:`~belote_learn.systems.base.deal.read_pack` (cards, texts or numbers 0-31).

        Raises:
            PositionError: a pack that is not the 32 cards once each, in one line naming what is wrong.
            NotationError: a ``dealer`` that is not a seat.
            PositionError: ``rules`` that are not coinche rules, ``held_in`` that is not a whole number of
                points from 0 (see :func:`~belote_learn.systems.base.deal.check_deal_args`).
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
            raise RulesError(Message("coinche.deal.no_turn_up"))
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
        said = self.contract_message
        return "" if said is None else str(said)

    @property
    def contract_message(self) -> Message | None:
        """The contract in words for a score sheet (``"110 in hearts, coinched"``) as a
        :class:`~belote_learn.core.messages.Message`, or None before there is one."""
        b = self.auction.bid
        if self.contract is None or b is None:
            return None
        if b.surcoinched_by is not None:
            return Message("coinche.bid.surcoinched", bid=call_message(b.call))
        if b.coinched_by is not None:
            return Message("coinche.bid.coinched", bid=call_message(b.call))
        return call_message(b.call)

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
                raise IllegalAction(Message("deal.refused.bidding_over", seat=seat_name(self.current_player()),
                                            call=quoted(call))) from None
        from belote_learn.systems.base.deal import CheckedAction

        from belote_learn.core.cards import parse_card

        seat = self.auction.to_speak

        def card_refused():
            try:
                card = parse_card(action)
            except NotationError:
                return None
            return IllegalAction(Message("coinche.refused.auction_not_over", seat=seat_name(seat), card=card_symbol(card)))

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
            if v.seat is None:
                raise IllegalAction(Message("coinche.refused.call.nobody", call=quoted(v.call), reason=v.message), v)
            raise IllegalAction(Message("coinche.refused.call", seat=seat_name(v.seat), call=quoted(v.call),
                                        reason=v.message), v)
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
            self.events.append(event("thrown-in", Message("coinche.event.thrown_in")))
            return
        self.contract = a.contract
        self.taker = a.bidder
        self._start_play()

    def _contract_message(self) -> Message:
        return Message("coinche.event.taker", seat=seat_name(self.taker), bid=self.bid.message,
                       contract=self.contract.phrase)

    def _score_hand(self, cp: dict, tricks: dict) -> CoincheScore:
        return score_coinche(self.rules, self.bid, cp, tricks, self.tricks[-1].winner.team, self.belote,
                             self.declarations_result if self.declarations else None, self.held_in)

    def view(self, seat) -> SeatView:
        v = super().view(seat)
        v.hand = CardSet(self.hands[v.seat])  # the whole hand is known from the deal on
        v.bid = self.auction.bid
        return v
