"""What the deals of every rule system share: a checked action, a trick, a seat's view (what one seat may
know, OpenSpiel's observation), reading a pack, and checking what a deal is dealt from."""
from __future__ import annotations

from dataclasses import dataclass, field
from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Seat, parse_card
from belote_learn.core.errors import BeloteError, NotationError, PositionError, shown
from belote_learn.core.messages import Message, Number
from belote_learn.core.ranking import Contract
from belote_learn.rules.scoring import HandScore


def said(exc):
    """What ``exc`` says, to quote in another message: the :class:`~belote_learn.core.messages.Message` it was
    raised with (so that it is said in the quoting message's language), else its text."""
    if isinstance(exc, PositionError):
        return exc.message
    if isinstance(exc, BeloteError):
        return exc.said
    return exc.args[0] if len(exc.args) == 1 and hasattr(exc.args[0], "render") else str(exc)


class Event(dict):
    """A deal's event that says something: ``{"type": kind, ..., "message": Message}``. ``event["text"]``
    (and ``event.get("text")``) is the English of ``event["message"]``, said when it is read (most events
    are never shown, so a deal does not pay for their sentences); render ``event["message"]`` with
    :func:`~belote_learn.core.messages.render` for another language."""

    __slots__ = ()

    def __missing__(self, key):
        if key == "text":
            return str(self["message"])
        raise KeyError(key)

    def get(self, key, default=None):
        if key == "text" and "text" not in self:
            return str(self["message"])
        return super().get(key, default)


def event(kind: str, message, **fields) -> Event:
    """A deal's event (``deal.events``) that says something: ``{"type": kind, **fields, "message": message}``,
    ``message`` the :class:`~belote_learn.core.messages.Message`, ``event["text"]`` its English (see :class:`Event`)."""
    return Event(type=kind, **fields, message=message)


class TricksPlayed:
    """What every deal says about its play so far, from its ``tricks`` (finished :class:`Trick` s), ``trick``
    (the ``(seat, card)`` pairs on the table) and ``leader`` (who leads the current trick)."""

    @property
    def first_leader(self) -> Seat | None:
        """Who led the first trick (None before the play starts); :attr:`leader` is who leads the
        current trick, the winner of the last one."""
        if self.tricks:
            return self.tricks[0].leader
        if self.trick:
            return self.trick[0][0]
        return self.leader

    @property
    def plays(self) -> list[Card]:
        """Every card played so far, in play order (finished tricks, then the trick on the table):
        with :attr:`start_hands` and :attr:`first_leader`, what
        :func:`~belote_learn.bots.dd.review_hand` needs."""
        return [c for t in self.tricks for _, c in t.cards] + [c for _, c in self.trick]


@dataclass(frozen=True)
class CheckedAction:
    """An action read and checked against one state, not yet made (:meth:`Deal.check`,
    :meth:`~belote_learn.systems.mariage.deal.MariageDeal.check`).

    Attributes:
        seat: who acts.
        kind: ``"call"``, ``"card"``, ``"marriage"``, ``"out"`` or ``"cape"``.
        value: the call as the auction holds it, the :class:`~belote_learn.core.cards.Card`, or the
            :class:`~belote_learn.core.cards.Suit` of a marriage (None for a claim).
        text: the action as a saved game writes it (``"pass"``, ``"take"``, ``"H"``, ``"10H"``,
            ``"marriage C"``, ``"out"``, ``"cape"``).
    """

    seat: Seat
    kind: str
    value: object
    text: str


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, the cards in play order, who won it, and its card points."""

    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    winner: Seat
    points: int

    def to_dict(self) -> dict:
        return {
            "leader": str(self.leader),
            "cards": [[str(s), str(c)] for s, c in self.cards],
            "winner": str(self.winner),
            "points": self.points,
        }


@dataclass
class SeatView:
    """What one seat may know. Bots see only this.

    Attributes:
        seat: whose view.
        phase, dealer, turn_up, contract, taker: public facts (the turn-up stays known to all, and
            everyone knows the taker holds it).
        hand: the seat's own cards.
        cards_left: seat -> number of cards each player holds.
        calls: the bidding so far, ``[(seat, call)]``.
        trick: the cards on the table, ``[(seat, card)]``.
        tricks: the finished tricks.
        to_play: the seat to act.
        legal: the seat's legal actions when it is its turn, else [].
        announcements: the public announcements so far (declaration types, belote, rebelote, the
            winning declarations once shown), as messages: ``str()`` is the English, ``render(m, lang)``
            (:func:`~belote_learn.core.messages.render`) the text in another language.
        score: the hand's :class:`~belote_learn.rules.scoring.HandScore` when done.
        rules: the :class:`~belote_learn.rules.presets.Rules` (public).
        bid: coinche only: the :class:`~belote_learn.systems.coinche.auction.CoincheBid` so far (value, suit, who bid
            it, coinche and surcoinche), or None; ``turn_up`` is then None.
    """

    seat: Seat
    phase: str
    dealer: Seat
    turn_up: Card
    contract: Contract | None
    taker: Seat | None
    hand: CardSet
    cards_left: dict
    calls: list
    trick: list
    tricks: list
    to_play: Seat | None
    legal: list
    announcements: list
    score: HandScore | None = None
    rules: object = None
    info: dict = field(default_factory=dict)
    bid: object = None

    def played_cards(self) -> CardSet:
        """Every card already played, finished tricks and the table."""
        cards = [c for t in self.tricks for _, c in t.cards] + [c for _, c in self.trick]
        return CardSet(cards)


def read_pack(pack) -> tuple:
    """The 32 cards of ``pack`` in order, each given as a :class:`Card`, its text (``"JH"``) or its
    number 0-31.

    Raises:
        PositionError: in one line naming what is wrong (field ``pack`` or ``pack[i]``): not a list,
            a card that cannot be read, too few or too many cards, a card twice, a card missing.
    """
    if isinstance(pack, (str, bytes, dict)) or not hasattr(pack, "__iter__"):
        raise PositionError("pack", Message("deal.pack.not_a_list", got=shown(pack)))
    items = list(pack)
    if len(items) == 32 and all(type(c) is Card for c in items) and len(set(items)) == 32:
        return tuple(items)  # the usual case, a shuffled pack: checked at once
    if len(items) > 64:  # not worth reading card by card
        raise PositionError("pack", Message("deal.pack.too_many_items", items=Number(len(items), ",")))
    cards = []
    for i, item in enumerate(items):
        if isinstance(item, int) and not isinstance(item, bool):
            if not 0 <= item < 32:  # a number is accepted: say so, with its range
                raise PositionError(f"pack[{i}]", Message("deal.pack.card_number", got=str(item)))
            cards.append(Card(item))
            continue
        try:
            cards.append(parse_card(item))
        except NotationError as exc:
            raise PositionError(f"pack[{i}]", said(exc)) from None
    seen = set(cards)
    if len(seen) == len(cards) == 32:
        return tuple(cards)
    missing = [str(c) for c in ALL_CARDS if c not in seen]
    cards_missing = f"{', '.join(missing[:8])}{', ...' if len(missing) > 8 else ''}"
    met: set = set()
    for c in cards:
        if c in met:
            if missing:
                raise PositionError("pack", Message("deal.pack.twice.missing", card=str(c), missing=cards_missing))
            raise PositionError("pack", Message("deal.pack.twice", card=str(c)))
        met.add(c)
    if missing:
        raise PositionError("pack", Message("deal.pack.count.missing", cards=len(cards), missing=cards_missing))
    raise PositionError("pack", Message("deal.pack.count", cards=len(cards)))


def check_deal_args(cls, rules, held_in) -> None:
    """Check what :meth:`Deal.from_pack` (and the other systems' ``from_pack``) is given before dealing:
    ``rules`` are the rules of a preset whose deals are ``cls`` (the registry's ``deal_path``), and
    ``held_in`` is a whole number of litige points (0 to 1,000,000).

    Raises:
        PositionError: field ``rules`` or ``held_in``, in one line."""
    from belote_learn.rules.presets import Rules
    from belote_learn.systems.registry import system_of

    if not isinstance(rules, Rules):
        raise PositionError("rules", Message("deal.args.rules", got=shown(rules)))
    system = system_of(rules)
    if system.deal_class is not cls:
        raise PositionError("rules", Message("deal.args.deal_class", preset=rules.preset,
                                             deal_class=system.deal_class.__name__, cls=cls.__name__))
    if type(held_in) is not int or not 0 <= held_in <= 1_000_000:
        raise PositionError("held_in", Message("deal.args.held_in", got=shown(held_in)))
