"""The curated bidding problems of data/bidding, read for the training path (engine side: no widget).

A problem is one decision of an auction: the rules, the dealer, the learner's seat and cards (five and the
turn-up in the turn-up auction of classic-501, classic-1000 and sans-tout-atout; all eight in coinche), the
calls before the learner's, and the call the problem teaches. tools/check_bidding_problems.py checks that
call against the bidding simulation (:mod:`belote_learn.bots.bidsim`, :mod:`belote_learn.bots.coinchesim`):
the answer of a ``bid`` level is that checked call, and the training data stores none of its own. The
reasons in words come from the hints (:func:`~belote_learn.bots.hints.call_hint_message` for the turn-up
auction, :func:`~belote_learn.bots.pointcount.call_in_words` for coinche).
"""
from __future__ import annotations

from belote_learn.core.cards import Card, CardSet, Rank, Seat, Suit, parse_card, parse_seat
from belote_learn.core.errors import BeloteError, IllegalAction, NotationError, PositionError, shown
from belote_learn.core.messages import Join, Message, card_symbol, seat_name, suit_name
from belote_learn.core.ranking import Contract

__all__ = ["Problem", "read_problem", "problem_names"]


def problem_names() -> list[str]:
    """The names of the curated problems (the files' stems, ``"01-classic-501"``), in order."""
    from belote_learn.rules.datafiles import data_path

    return sorted(p.stem for p in data_path("bidding").glob("*.json"))


class Problem:
    """One bidding decision (read with :func:`read_problem`)."""

    def __init__(self, name, rules, dealer: Seat, seat: Seat, hand, turn_up, calls_before, answer):
        from belote_learn.systems import system_of

        self.name, self.rules, self.dealer, self.seat = name, rules, dealer, seat
        self.hand, self.turn_up = list(hand), turn_up
        self.system = system_of(rules)
        self.coinche = turn_up is None
        if self.coinche:
            from belote_learn.systems.coinche.auction import CoincheAuction

            self.auction = CoincheAuction(rules, dealer)
        else:
            from belote_learn.systems.classic.auction import Auction

            self.auction = Auction(rules, dealer, turn_up)
        for i, call in enumerate(calls_before):
            try:
                self.auction.apply(call)
            except BeloteError as exc:
                raise PositionError(f"calls_before[{i}]", exc.said) from None
        if self.auction.to_speak != seat:
            raise PositionError("seat", Message("training.problem.not_to_speak", seat=seat_name(seat)))
        self.answer = self.read(answer)

    # -- the auction ---------------------------------------------------------------------------
    def calls(self) -> list:
        """``[(seat, call)]`` before the learner's."""
        return list(self.auction.calls)

    def options(self) -> list[str]:
        """Every legal call of the learner."""
        return list(self.auction.legal_calls())

    def choices(self) -> tuple:
        """The calls offered: every legal call of the turn-up auction; in coinche the calls worth weighing
        (the simulation's candidates, :func:`~belote_learn.bots.coinchesim.candidate_calls`) and the answer."""
        if not self.coinche:
            return tuple(self.options())
        from belote_learn.bots.coinchesim import candidate_calls

        calls = candidate_calls(self.rules, CardSet(self.hand).mask, self.seat, self.auction)
        if self.answer not in calls:
            calls.append(self.answer)
        return tuple(calls)

    def read(self, response) -> str:
        """A call of the learner, checked: as the system writes it (``"take"``, ``"H"``, ``"90 S"``...).

        Raises:
            NotationError: no call; IllegalAction: a call the auction does not allow now (its reason).
        """
        if not isinstance(response, str):
            raise NotationError(Message("training.response.not_a_call", value=shown(response)))
        call = self.system.parse_call(response)
        options = self.options()
        if not self.coinche:
            letter = self.turn_up.suit.letter
            if call == "take" and "take" not in options and letter in options:
                call = letter
            elif call == letter and letter not in options and "take" in options:
                call = "take"
        if call not in options:
            if self.coinche:
                raise IllegalAction(self.auction.verdict(call).message)
            raise IllegalAction(Message("training.problem.not_allowed", call=self.call_message(call),
                                        calls=Join(", ", [self.call_message(c) for c in options])))
        return call

    # -- words ---------------------------------------------------------------------------------
    def call_message(self, call: str):
        """A call in words (a message): ``"pass"``, ``"take (hearts trumps)"``, ``"no trumps"``, ``"90 in spades"``."""
        if call == "pass":
            return Message("training.call.pass")
        if self.coinche:
            from belote_learn.systems.coinche.auction import call_message

            if call == "coinche":
                return Message("training.call.coinche")
            if call == "surcoinche":
                return Message("training.call.surcoinche")
            return call_message(call)
        if call == "take":
            return Message("training.call.take", contract=Contract.suit(self.turn_up.suit).phrase)
        return Message("training.call.contract", contract=Contract.parse(call).phrase)

    def calls_message(self):
        """The calls so far in words."""
        calls = self.calls()
        if not calls:
            return Message("training.bid.nobody_spoke")
        return Message("training.bid.calls", calls=Join(", ", [Message("training.bid.seat_call", seat=seat_name(s),
                                                                       call=self.call_message(c)) for s, c in calls]))

    def view(self):
        """The problem as the learner's seat sees it (for the hints' reasons)."""
        from belote_learn.systems.base.deal import SeatView

        return SeatView(seat=self.seat, phase="bidding", dealer=self.dealer, turn_up=self.turn_up, contract=None,
                        taker=None, hand=CardSet(self.hand), cards_left={s: len(self.hand) for s in Seat},
                        calls=self.calls(), trick=[], tricks=[], to_play=self.seat, legal=self.options(),
                        announcements=[], rules=self.rules)

    def why(self, call: str):
        """Why ``call`` suits this hand, in words (a message or the point count's reason)."""
        if self.coinche:
            from belote_learn.bots.pointcount import call_in_words

            return call_in_words(self.rules, CardSet(self.hand).mask, self.seat, self.auction, call)
        from belote_learn.bots.hints import call_hint_message

        return call_hint_message(self.view(), call)

    def facts_message(self):
        """The first step of a hint: the trumps, the jack and nine, and the aces of the hand's likeliest
        trump suit (the turn-up's suit in the turn-up auction; the longest suit in coinche)."""
        cards = list(self.hand) + ([self.turn_up] if self.turn_up is not None else [])
        if self.turn_up is not None:
            suit = self.turn_up.suit
        else:
            suit = max(Suit, key=lambda s: (sum(1 for c in cards if c.suit == s),
                                            sum(1 for c in cards if c.suit == s and c.rank in (Rank.JACK, Rank.NINE)),
                                            -int(s)))
        trumps = [c for c in cards if c.suit == suit]
        tops = [c for c in trumps if c.rank in (Rank.JACK, Rank.NINE)]
        aces = [c for c in cards if c.rank == Rank.ACE and c.suit != suit]
        if self.turn_up is not None:
            return Message("training.bid.facts_turn_up", suit=suit_name(suit), trumps=len(trumps),
                           tops=Join(" ", [card_symbol(c) for c in tops]) if tops else Message("word.list.nothing"),
                           aces=len(aces))
        return Message("training.bid.facts", suit=suit_name(suit), trumps=len(trumps),
                       tops=Join(" ", [card_symbol(c) for c in tops]) if tops else Message("word.list.nothing"),
                       aces=len(aces))


def read_problem(name: str, rules=None) -> Problem:
    """The curated problem ``name`` (a file stem of data/bidding, ``"01-classic-501"``).

    Args:
        rules: the level's rules; the problem must be of the same preset.
    Raises:
        PositionError: an unknown problem (naming the closest), a problem of another preset, or a bad field
            of the problem file (named).
    """
    from belote_learn.core.errors import unknown_name
    from belote_learn.rules.datafiles import data_path
    from belote_learn.rules.position import read_json_file
    from belote_learn.rules.presets import get_rules

    names = problem_names()
    if name not in names:
        raise PositionError("problem", unknown_name(Message("training.problem.what"), name, names))
    data = read_json_file(data_path("bidding") / f"{name}.json")
    try:
        problem_rules = get_rules(data.get("rules", "classic-501"), data.get("options") or {})
    except BeloteError as exc:
        raise PositionError("problem", exc.said) from None
    if rules is not None and problem_rules.preset != rules.preset:
        raise PositionError("problem", Message("training.problem.other_preset", name=name, preset=problem_rules.preset,
                                               level=rules.preset))
    try:
        dealer = parse_seat(data["dealer"])
        seat = parse_seat(data.get("seat", "S"))
        hand = [parse_card(c) for c in data["hand"]]
        turn_up = parse_card(data["turn_up"]) if data.get("turn_up") is not None else None
    except (BeloteError, KeyError, TypeError) as exc:
        why = exc.said if isinstance(exc, BeloteError) else shown(str(exc))
        raise PositionError("problem", Message("training.problem.bad", name=name, why=why)) from None
    return Problem(name, problem_rules, dealer, seat, hand, turn_up, list(data.get("calls_before", [])),
                   data.get("answer", ""))
