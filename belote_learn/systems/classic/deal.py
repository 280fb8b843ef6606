"""One deal of Belote: the deal, the bidding, declarations and belote, eight tricks, the score.

A :class:`Deal` is the state that front ends and bots drive, one action at a time:

* :attr:`Deal.phase` is ``"bidding"``, ``"play"``, ``"done"`` (scored) or ``"thrown-in"`` (all
  passed twice);
* :meth:`Deal.current_player` is the seat to act; :meth:`Deal.legal_actions` its legal calls
  (strings) or cards;
* :meth:`Deal.check` reads and checks an action without changing anything, :meth:`Deal.perform`
  makes a checked action, and :meth:`Deal.apply` does both: a refusal raises
  :class:`~belote_learn.core.errors.IllegalAction` with the reason and changes nothing;
* :meth:`Deal.view` shows only what one seat may know.

Dealing (seed 000 "The dealer gives everyone 3 cards and then 2"; seed 001 "Setup"): starting with
the player after the dealer, 3 cards each, then 2, then the turn-up. After the bidding the taker
receives the turn-up and 2 more cards and the others 3 each, in the same order. The player after
the dealer leads to the first trick; the winner of each trick leads the next.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from belote_learn.systems.classic.auction import Auction, normalise_call
from belote_learn.core.cards import Card, CardSet, Rank, Seat, Team, as_seat, parse_card
from belote_learn.rules.declarations import DeclarationsResult, belote_suits, compare_declarations, find_combinations
from belote_learn.core.errors import IllegalAction, NotationError, quoted
from belote_learn.core.messages import Join, Message, card_symbol, render, seat_name
from belote_learn.rules.play import analyse, legal_mask, play_table, winner_index
from belote_learn.core.ranking import Contract
from belote_learn.rules.scoring import HandScore, score_hand
from belote_learn.systems.base.deal import (CheckedAction, SeatView, Trick, TricksPlayed, check_deal_args, event,
                                            read_pack, said)

__all__ = ["Deal", "Trick", "SeatView", "CheckedAction"]

_TRICK_SAID: dict = {}  # (winner, points) -> its "wins the trick" message


@dataclass
class Deal(TricksPlayed):
    """One deal. Build with :meth:`from_pack` (a game) or :meth:`from_hands` (a recorded hand)."""

    rules: object
    dealer: Seat
    turn_up: Card
    auction: Auction
    held_in: int = 0
    pack: tuple | None = None
    preset_hands: dict | None = None
    hands: dict = field(default_factory=dict)
    start_hands: dict = field(default_factory=dict)
    phase: str = "bidding"
    contract: Contract | None = None
    taker: Seat | None = None
    leader: Seat | None = None
    trick: list = field(default_factory=list)
    tricks: list = field(default_factory=list)
    events: list = field(default_factory=list)
    declarations: dict = field(default_factory=dict)
    declarations_result: DeclarationsResult | None = None
    belote: list = field(default_factory=list)
    score: HandScore | None = None

    # -- construction --------------------------------------------------------------------------
    @classmethod
    def from_pack(cls, rules, dealer: Seat, pack, held_in: int = 0) -> "Deal":
        """Deal ``pack`` (the 32 cards in order): 3 then 2 to each from the dealer's next, then the turn-up.

        ``pack`` is read by :func:`~belote_learn.systems.base.deal.read_pack` (cards, texts or numbers 0-31).

        Raises:
            PositionError: a pack that is not the 32 cards once each, in one line naming what is wrong.
            NotationError: a ``dealer`` that is not a seat.
            PositionError: ``rules`` that are not a preset's rules dealt by this class, ``held_in`` that is
                not a whole number of points from 0 (see :func:`check_deal_args`).
        """
        check_deal_args(cls, rules, held_in)
        pack = read_pack(pack)
        dealer = as_seat(dealer)
        order = Seat(dealer).dealing_order(rules.direction)
        hands = {s: 0 for s in Seat}
        i = 0
        for size in (3, 2):
            for s in order:
                for c in pack[i : i + size]:
                    hands[s] |= 1 << c
                i += size
        turn_up = pack[20]
        deal = cls(rules, Seat(dealer), turn_up, Auction(rules, Seat(dealer), turn_up), held_in, pack)
        deal.hands = hands
        deal.events.append({"type": "deal", "dealer": str(dealer), "turn_up": str(turn_up)})
        return deal

    @classmethod
    def from_hands(cls, rules, dealer: Seat, hands: dict, turn_up: Card, held_in: int = 0) -> "Deal":
        """A deal whose eight-card hands at the start of play are known (the referee's case).

        During the bidding the hands are not known card by card; after it, the taker must hold the
        turn-up (checked by :meth:`apply`).
        """
        deal = cls(rules, Seat(dealer), Card(turn_up), Auction(rules, Seat(dealer), Card(turn_up)), held_in)
        deal.preset_hands = {Seat(s): CardSet(cs).mask for s, cs in hands.items()}
        deal.hands = {s: 0 for s in Seat}
        deal.events.append({"type": "deal", "dealer": str(dealer), "turn_up": str(turn_up)})
        return deal

    # -- queries -------------------------------------------------------------------------------
    def current_player(self) -> Seat | None:
        """The seat to act, or None when the deal is over."""
        if self.phase == "bidding":
            return self.auction.to_speak
        if self.phase == "play":
            seat = self.leader
            for _ in range(len(self.trick)):
                seat = seat.next(self.rules.direction)
            return seat
        return None

    @property
    def is_over(self) -> bool:
        return self.phase in ("done", "thrown-in")

    def hand(self, seat: Seat) -> CardSet:
        return CardSet(self.hands[Seat(seat)])

    def legal_actions(self) -> list:
        """Legal calls (strings) during the bidding, legal cards during the play, [] when over."""
        if self.phase == "bidding":
            return self.auction.legal_calls()
        if self.phase == "play":
            seat = self.current_player()
            mask = legal_mask(self._table(), self.hands[seat], tuple(c for _, c in self.trick))
            return list(CardSet(mask))
        return []

    def _table(self):
        """The play table of the contract (kept, since it is asked for on every card)."""
        pt = self.__dict__.get("_pt")
        if pt is None or pt.contract != self.contract:
            pt = play_table(self.rules, self.contract)
            self.__dict__["_pt"] = pt
        return pt

    def is_legal(self, action) -> bool:
        """Whether ``action`` (a call, or a card as ``Card`` or text such as ``"8S"``) is legal now."""
        try:
            self.check(action)
        except (IllegalAction, NotationError):
            return False
        return True

    def explain_card(self, card) -> object:
        """The :class:`~belote_learn.rules.play.Verdict` for a card of the player to move."""
        seat = self.current_player()
        hand = tuple(CardSet(self.hands[seat]))
        analysis = analyse(self.rules, self.contract, seat, hand, self.trick)
        for v in analysis.verdicts:
            if v.card == card:
                return v
        return None

    def position(self):
        """The :class:`~belote_learn.rules.position.Position` of the player to move (play phase)."""
        from belote_learn.rules.position import Position

        seat = self.current_player()
        return Position(self.rules, self.contract, seat, tuple(CardSet(self.hands[seat])), tuple(self.trick))

    # -- actions -------------------------------------------------------------------------------
    def check(self, action) -> "CheckedAction":
        """Read and check the next action without making it (nothing changes, whatever the outcome).

        Returns:
            A :class:`CheckedAction` for :meth:`perform`.
        Raises:
            IllegalAction: the deal is over, the card is not held, or the rules forbid the call or
                card (for a recorded deal, also a contract whose taker does not hold the turn-up:
                ``reason`` ``"turn-up"``); the message gives the reason.
            NotationError: an unreadable call or card.
        """
        if self.phase == "bidding":
            seat = self.auction.to_speak
            if not isinstance(action, str) or action.strip().lower() not in ("pass", "take"):
                try:
                    card = parse_card(action)
                except NotationError:
                    card = None
                if card is not None:
                    raise IllegalAction(Message("deal.refused.bidding_not_over", seat=seat_name(seat), card=card_symbol(card)))
            call = self.auction.check(action)
            if self.preset_hands is not None:
                after = self.auction.after(call)
                if after.closed and not after.all_passed and not self.preset_hands[after.bidder] >> self.turn_up & 1:
                    err = IllegalAction(
                        Message("deal.refused.taker_turn_up", seat=seat_name(after.bidder), card=card_symbol(self.turn_up)),
                        "turn-up",
                    )
                    err.taker = after.bidder  # who would have taken (nothing has changed yet)
                    raise err
            return CheckedAction(seat, "call", call, call)
        if self.phase != "play":
            raise IllegalAction(Message("deal.refused.over", phase=self.phase))
        seat = self.current_player()
        try:
            card = parse_card(action)
        except NotationError as exc:
            try:
                call = normalise_call(action)
            except NotationError:
                raise NotationError(Message("deal.refused.not_a_card", error=said(exc))) from None
            raise IllegalAction(Message("deal.refused.bidding_over", seat=seat_name(seat), call=quoted(call))) from None
        if not self.hands[seat] >> card & 1:
            raise IllegalAction(Message("deal.refused.not_held", seat=seat_name(seat), card=card_symbol(card)), "not held")
        if not legal_mask(self._table(), self.hands[seat], tuple(c for _, c in self.trick)) >> card & 1:
            verdict = self.explain_card(card)
            raise IllegalAction(verdict.message, verdict)
        return CheckedAction(seat, "card", card, str(card))

    def perform(self, checked: "CheckedAction") -> None:
        """Make an action returned by :meth:`check` in this same state (it cannot fail)."""
        if checked.kind == "call":
            self.auction._apply(checked.value)
            seat, call = checked.seat, checked.value
            self.events.append(event("call", self.auction.describe_message(seat, call), seat=str(seat), call=call))
            self._after_call()
        else:
            self._play(checked.seat, checked.value)

    def apply(self, action) -> None:
        """Make the next action: a call during the bidding, a card during the play (checked by
        :meth:`check` before anything changes).

        Raises:
            IllegalAction: the deal is over, the card is not held, or the rules forbid the call or
                card; the message gives the reason and the deal is unchanged.
            NotationError: an unreadable call or card.
        """
        self.perform(self.check(action))

    def _after_call(self) -> None:
        a = self.auction
        if not a.closed:
            return
        if a.all_passed:
            self.phase = "thrown-in"
            self.events.append(event("thrown-in", Message("deal.event.thrown_in")))
            return
        self.contract = a.contract
        self.taker = a.bidder
        self._complete()

    def _complete(self) -> None:
        """Give the turn-up and the rest of the pack, then start the play."""
        self._give_rest()
        self._start_play()

    def _give_rest(self) -> None:
        """Give the turn-up to the taker and the rest of the pack to everyone (the second part of the deal)."""
        order = Seat(self.dealer).dealing_order(self.rules.direction)
        if self.preset_hands is not None:
            self.hands = dict(self.preset_hands)
        else:
            i = 21
            for s in order:
                if s == self.taker:
                    self.hands[s] |= 1 << self.turn_up
                    n = 2
                else:
                    n = 3
                for c in self.pack[i : i + n]:
                    self.hands[s] |= 1 << c
                i += n

    def _start_play(self) -> None:
        """The hands are complete: note them, find the declarations and belotes, and start the play."""
        order = Seat(self.dealer).dealing_order(self.rules.direction)
        self.start_hands = {s: CardSet(m) for s, m in self.hands.items()}  # shown as cards
        self.phase = "play"
        self.leader = order[0]
        self.events.append(event("contract", self._contract_message(), taker=str(self.taker), contract=str(self.contract)))
        if self.rules.declarations and self.contract.kind != "NT":
            self.declarations = {s: find_combinations(self.hands[s], s) for s in Seat}
        for s in Seat:
            for suit in belote_suits(self.hands[s], self.contract):
                self.belote.append((s, suit))

    def _contract_message(self) -> Message:
        return Message("deal.event.taker", seat=seat_name(self.taker), contract=self.contract.phrase)

    def record_fields(self) -> dict:
        """What the referee's answer adds about the contract: ``{"contract", "taker"}`` once there is one."""
        if self.contract is None:
            return {}
        return {"contract": str(self.contract), "taker": str(self.taker)}

    @property
    def contract_words(self) -> str:
        """The contract in words for a score sheet (``"hearts trumps"``; coinche: ``"110 in hearts, coinched"``)."""
        return self.contract.words if self.contract is not None else ""

    @property
    def contract_text(self) -> str:
        """The contract as the score sheet writes it (``"H"``; coinche: ``"110 H x2"``), or ``"-"``."""
        return str(self.contract) if self.contract is not None else "-"

    def _play(self, seat: Seat, card: Card) -> None:
        self.hands[seat] &= ~(1 << card)
        n_done = len(self.tricks)
        self.trick.append((seat, card))
        self.events.append({"type": "play", "seat": str(seat), "card": str(card)})
        if n_done == 1 and len(self.trick) == 1 and self.declarations:
            self._compare_declarations()  # compared as the first card of the second trick is played
        if n_done == 0 and self.declarations.get(seat):
            what = Join(", ", [c.announcement_message for c in self.declarations[seat]])
            self.events.append(event("announce", Message("deal.event.announce", seat=seat_name(seat), what=what),
                                     seat=str(seat)))
        for s, suit in self.belote:
            if s == seat and card.suit == suit and card.rank in (Rank.KING, Rank.QUEEN):
                other = Card.of(Rank.QUEEN if card.rank == Rank.KING else Rank.KING, suit)
                if self.hands[seat] >> other & 1:
                    self.events.append(event("belote", Message("deal.event.belote", seat=seat_name(seat)), seat=str(seat)))
                else:
                    self.events.append(event("rebelote", Message("deal.event.rebelote", seat=seat_name(seat)),
                                             seat=str(seat)))
        if len(self.trick) == 4:
            self._finish_trick()

    def _compare_declarations(self) -> None:
        order = Seat(self.dealer).dealing_order(self.rules.direction)
        res = compare_declarations(self.declarations, self.contract, self.rules.declarations_tie, order)
        self.declarations_result = res
        # the comparison's own words (belote_learn.rules.declarations), said when the event is read
        self.events.append(event("declarations", Join(" ", res.step_messages), team=str(res.team) if res.team else None))

    def _finish_trick(self) -> None:
        pt = self._table()
        cards = tuple(c for _, c in self.trick)
        wi = winner_index(pt, cards)
        winner = self.trick[wi][0]
        points = sum(pt.points[c] for c in cards)
        trick = Trick(self.leader, tuple(self.trick), winner, points)
        self.tricks.append(trick)
        said = _TRICK_SAID.get((winner, points))
        if said is None:  # a message is immutable: one per winner and points serves every deal
            said = _TRICK_SAID[winner, points] = Message("deal.event.trick", seat=seat_name(winner), points=points)
        self.events.append(event("trick", said, winner=str(winner), points=points))
        self.trick = []
        self.leader = winner
        if len(self.tricks) == 8:
            self._score()

    def _score(self) -> None:
        if self.declarations and self.declarations_result is None:  # declarations with one trick played
            self._compare_declarations()
        cp = {Team.NS: 0, Team.EW: 0}
        tricks = {Team.NS: 0, Team.EW: 0}
        for t in self.tricks:
            cp[t.winner.team] += t.points
            tricks[t.winner.team] += 1
        self.score = self._score_hand(cp, tricks)
        self.phase = "done"
        s = self.score
        self.events.append(event("score", Message("deal.event.score", result=s.result, ns=s.score[Team.NS],
                                                  ew=s.score[Team.EW]), result=s.result))

    def _score_hand(self, cp: dict, tricks: dict) -> HandScore:
        """Score the finished hand from each team's card points and tricks (the rule system's scoring)."""
        return score_hand(
            self.rules,
            self.contract,
            self.taker,
            cp,
            tricks,
            self.tricks[-1].winner.team,
            self.belote,
            self.declarations_result if self.declarations else None,
            self.held_in,
        )

    # -- views ---------------------------------------------------------------------------------
    def announcements(self, lang: str = "en") -> list[str]:
        """The public announcements so far (declaration types, belote and rebelote, comparisons), in ``lang``."""
        return [render(m, lang) for m in self._announced()]

    def _announced(self) -> list:
        """The public announcements so far as messages (a seat's view carries them, said when read)."""
        kinds = ("announce", "belote", "rebelote", "declarations")
        return [e["message"] for e in self.events if e["type"] in kinds]

    def view(self, seat) -> SeatView:
        """What ``seat`` may know: its own hand and everything public, nothing else."""
        seat = as_seat(seat)
        to_play = self.current_player()
        return SeatView(
            seat=seat,
            phase=self.phase,
            dealer=self.dealer,
            turn_up=self.turn_up,
            contract=self.contract,
            taker=self.taker,
            hand=CardSet(self.hands[seat]) if self.phase != "bidding" or self.preset_hands is None else CardSet(),
            cards_left={s: bin(self.hands[s]).count("1") for s in Seat},
            calls=list(self.auction.calls),
            trick=list(self.trick),
            tricks=list(self.tricks),
            to_play=to_play,
            legal=self.legal_actions() if to_play == seat else [],
            announcements=self._announced(),
            score=self.score,
            rules=self.rules,
            info=self._public_info(),
        )

    def _public_info(self) -> dict:
        """Structured public facts for bots: the compared declarations and the belotes announced."""
        res = self.declarations_result
        declared = None
        if res is not None:
            declared = (res.team, res.points)
        announced = [
            (Seat.parse(e["seat"]), e["type"]) for e in self.events if e["type"] in ("belote", "rebelote")
        ]
        return {"declarations": declared, "belote_announced": announced}


