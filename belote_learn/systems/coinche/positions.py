"""Coinche auction positions (the calls so far and the player to speak) for ``belote-learn explain``
(docs/formats.md, "Auction positions"), and the explanation of every call there."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from belote_learn.core.cards import Seat, parse_seat
from belote_learn.core.errors import NotationError, PositionError, RulesError, refuse_unknown_fields, shown
from belote_learn.systems.coinche.auction import CoincheAuction, parse_call


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
        if "to_play" not in data:  # (a card position's "to_play" gets its own message below)
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
