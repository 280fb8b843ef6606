"""Coinche auction positions (the calls so far and the player to speak) for ``belote-learn explain``
(docs/formats.md, "Auction positions"), and the explanation of every call there."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from belote_learn.core.cards import Seat, parse_seat
from belote_learn.core.errors import NotationError, PositionError, RulesError, refuse_unknown_fields, shown
from belote_learn.core.messages import Join, Message, card_symbol, seat_name, text
from belote_learn.systems.base.deal import said
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
            raise PositionError("", Message("coinche.position.not_an_object", got=shown(data)))
        if "to_play" not in data:  # (a card position's "to_play" gets its own message below)
            refuse_unknown_fields(data, AUCTION_FIELDS, AUCTION_NOTES, Message("coinche.position.what"))
        if "rules" not in data:
            raise PositionError("rules", Message("record.missing"))
        try:
            rules = get_rules(data["rules"])
        except RulesError as exc:
            raise PositionError("rules", said(exc)) from None
        try:
            options = data.get("options")
            rules = get_rules(rules, {} if options is None else options)
        except RulesError as exc:
            raise PositionError("options", said(exc)) from None
        if "dealer" not in data:
            raise PositionError("dealer", Message("coinche.position.dealer_missing"))
        try:
            dealer = parse_seat(data["dealer"])
        except NotationError as exc:
            raise PositionError("dealer", said(exc)) from None
        raw = data.get("bidding")
        if raw is None:
            raw = []
        if not isinstance(raw, list):
            raise PositionError("bidding", Message("coinche.position.bidding_not_a_list", got=shown(raw)))
        auction = CoincheAuction(rules, dealer)
        calls = []
        for i, item in enumerate(raw):
            f = f"bidding[{i}]"
            if not (isinstance(item, (list, tuple)) and len(item) == 2):
                raise PositionError(f, Message("coinche.position.bidding_not_a_pair", got=shown(item)))
            try:
                seat = parse_seat(item[0])
                c = parse_call(item[1])
            except NotationError as exc:
                raise PositionError(f, said(exc)) from None
            if auction.closed:
                raise PositionError(f, Message("coinche.refused.after_end", call=repr(c), over=auction._over_message()))
            if seat != auction.to_speak:
                raise PositionError(f, Message("coinche.position.out_of_turn", seat=seat_name(auction.to_speak),
                                               other=seat_name(seat)))
            v = auction.verdict(c)
            if not v.legal:
                raise PositionError(f, Message("coinche.refused.call", seat=seat_name(seat), call=repr(c), reason=v.message))
            auction._apply(c)
            calls.append((seat, c))
        to_speak = auction.to_speak
        if "to_play" in data and "to_speak" not in data:
            # card positions name their player "to_play": said here, so the seat is not silently ignored
            raise PositionError("to_play", Message("coinche.position.to_play"))
        if data.get("to_speak") is not None:
            try:
                given = parse_seat(data["to_speak"])
            except NotationError as exc:
                raise PositionError("to_speak", said(exc)) from None
            if auction.closed:
                raise PositionError("to_speak", Message("coinche.position.nobody_speaks", over=auction._over_message()))
            if given != to_speak:
                raise PositionError("to_speak", Message("coinche.position.to_speak", seat=seat_name(to_speak),
                                                        given=seat_name(given)))
        hand: list = []
        if data.get("hand") is not None:
            raw_hand = data["hand"]
            if not isinstance(raw_hand, list) or len(raw_hand) > 8:
                raise PositionError("hand", Message("coinche.position.hand"))
            from belote_learn.core.cards import parse_card

            for i, item in enumerate(raw_hand):
                try:
                    card = parse_card(item)
                except NotationError as exc:
                    raise PositionError(f"hand[{i}]", said(exc)) from None
                if card in hand:
                    raise PositionError("hand", Message("record.card_twice", card=str(card)))
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

    def to_dict(self, lang: str = "en") -> dict:
        """What ``belote-learn explain --json`` prints, the reasons in ``lang``."""
        a = self.position.auction
        return {
            "to_speak": str(self.position.to_speak) if self.position.to_speak is not None else None,
            "over": a.closed,
            "contract": a.bid.call if a.bid else None,
            "taker": str(a.bid.bidder) if a.bid else None,
            "multiplier": a.bid.multiplier if a.bid else None,
            "legal": self.legal,
            "calls": [v.to_dict(lang) for v in self.verdicts],
        }

    def text(self, lang: str = "en") -> str:
        """The calls so far, who speaks, the legal calls and the verdict of each kind of call, in ``lang``
        (ValueError for an unknown language)."""
        a = self.position.auction
        lines = []
        if self.position.bidding:
            said_calls = ", ".join(a.describe(s, c, lang) for s, c in self.position.bidding)
            lines.append(text("coinche.explain.calls", lang, calls=said_calls))
        else:
            lines.append(text("coinche.explain.no_call", lang, dealer=seat_name(self.position.dealer)))
        if a.closed:
            over = text("coinche.explain.over", lang, over=a._over_message())
            lines.append(over[0].upper() + over[1:])
            return "\n".join(lines)
        seat = self.position.to_speak
        if self.position.hand:
            lines.append(text("coinche.explain.to_speak.holding", lang, seat=seat_name(seat),
                              cards=Join(" ", [card_symbol(c) for c in self.position.hand])))
        else:
            lines.append(text("coinche.explain.to_speak", lang, seat=seat_name(seat)))
        legal = self.legal
        bids = [c for c in legal if c[0].isdigit()]
        summary = [text("coinche.explain.pass", lang)]
        if bids:
            lo, hi = bids[0].split()[0], bids[-1].split()[0]
            summary.append(text("coinche.explain.bids", lang, low=lo, high=hi) if lo != hi else
                           text("coinche.explain.bid", lang, value=lo))
        if any(c.startswith("capot") for c in legal):
            summary.append(text("coinche.explain.capots", lang))
        summary += [c for c in legal if c in ("coinche", "surcoinche")]
        lines.append(text("coinche.explain.legal", lang, calls=", ".join(summary)))
        seen = set()
        for v in self.verdicts:
            key = v.rule if v.legal else (v.rule, v.call if v.call in ("coinche", "surcoinche") else "bid")
            if key in seen:
                continue
            seen.add(key)
            lines.append(f"- {v.render(lang)}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()
