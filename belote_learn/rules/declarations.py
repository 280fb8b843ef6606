"""Declarations (combinations held in hand) and the belote.

* A **tierce** is three cards of one suit in sequence (20 points), a **fifty** four (50), a **hundred**
  five or more (100); sequences use the order 7 8 9 10 J Q K A in every suit, trumps included
  (seed 000 "Declarations" option; seed 001 "Declarations").
* A **four of a kind** (carré): jacks 200, nines 150, aces, tens, kings or queens 100; four sevens or
  four eights do not count.
* Each card belongs to one combination only. A player's combinations are chosen this way
  (docs/rules.md, common readings): every four of a kind is taken; what is left of a run broken by it
  still counts if three or more long; a run of five or more is one hundred.
* Comparing (only the team with the best single combination scores, and then all of its
  combinations): higher value; then a four of a kind before a sequence; then the higher top card
  (sequence order, so fours rank A > K > Q > J > 10 when of equal value); then a sequence in trumps
  (every suit in all trumps); then the preset's tie rule: nobody scores (classic-501,
  sans-tout-atout) or the player nearest the dealer's right, i.e. earliest to speak, wins
  (classic-1000).
* The **belote** is the king and queen of trumps in one hand (in all trumps, of any suit; none in no
  trumps): 20 points, announced "belote" on the first card played and "rebelote" on the second.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from belote_learn.core.messages import RANK_NAMES, SEAT_NAMES, Join, Message, card_symbol, render, team_name
from belote_learn.core.cards import Card, Rank, Seat, Suit, Team
from belote_learn.core.ranking import Contract

__all__ = [
    "Combination",
    "find_combinations",
    "DeclarationsResult",
    "compare_declarations",
    "belote_suits",
    "SEQUENCE_VALUES",
    "FOUR_VALUES",
]

SEQUENCE_VALUES = {3: 20, 4: 50, 5: 100}
FOUR_VALUES = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100, Rank.KING: 100, Rank.QUEEN: 100}
_KIND_OF_LENGTH = {3: "tierce", 4: "fifty"}
_RANK_MASKS = tuple(sum(1 << (8 * s + r) for s in range(4)) for r in range(8))
_FOUR_ORDER = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN)
_FOUR_NAMES = {
    Rank.JACK: Message("decl.name.four_jacks"),
    Rank.NINE: Message("decl.name.four_nines"),
    Rank.ACE: Message("decl.name.four_aces"),
    Rank.TEN: Message("decl.name.four_tens"),
    Rank.KING: Message("decl.name.four_kings"),
    Rank.QUEEN: Message("decl.name.four_queens"),
}
_ANNOUNCED = {"tierce": Message("decl.announce.tierce"), "fifty": Message("decl.announce.fifty"),
              "hundred": Message("decl.announce.hundred")}



@lru_cache(maxsize=None)
def _sequence_name(kind: str, top, suit) -> Message:
    """``"tierce to the K♥"`` (in French ``"tierce au R♥"``) as a message: one per sequence, shared (a message
    is immutable)."""
    card = card_symbol(Card.of(top, suit))
    if kind == "tierce":
        return Message("decl.name.tierce", top=card)
    if kind == "fifty":
        return Message("decl.name.fifty", top=card)
    return Message("decl.name.hundred", top=card)

@dataclass(frozen=True)
class Combination:
    """One declared combination.

    Attributes:
        kind: ``"tierce"``, ``"fifty"``, ``"hundred"`` or ``"four"`` (four of a kind).
        cards: its cards, lowest first for sequences.
        value: points (20, 50, 100, 150 or 200).
        top: the top card's rank (a four: its rank).
        suit: the suit of a sequence, None for a four of a kind.
        seat: who holds it (None until known).
    """

    kind: str
    cards: tuple[Card, ...]
    value: int
    top: Rank
    suit: Suit | None = None
    seat: Seat | None = None

    @property
    def is_four(self) -> bool:
        return self.kind == "four"

    def in_trumps(self, contract: Contract) -> bool:
        """A sequence in the trump suit (every suit under all trumps)."""
        if self.suit is None:
            return False
        return contract.kind == "AT" or (contract.kind == "suit" and contract.trump == self.suit)

    def key(self, contract: Contract) -> tuple:
        """The comparison key: value, four before sequence, top card, trumps."""
        return (self.value, self.is_four, int(self.top), self.in_trumps(contract))

    @property
    def message(self) -> Message:
        """The combination's name as a message (see :attr:`name`)."""
        if self.kind == "four":
            return _FOUR_NAMES[self.top]
        return _sequence_name(self.kind, self.top, self.suit)

    @property
    def name(self) -> str:
        """e.g. ``"tierce to the K♥"``, ``"hundred to the A♠"``, ``"four jacks"`` (English; ``message``
        renders it in another language)."""
        return self.message.render("en")

    @property
    def announcement_message(self) -> Message:
        """What is said during the first trick, as a message (see :attr:`announcement`)."""
        if self.kind == "four":
            return self.message
        return _ANNOUNCED[self.kind]

    @property
    def announcement(self) -> str:
        """What is said during the first trick (the type only): ``"a tierce"``, ``"four jacks"``."""
        return self.announcement_message.render("en")

    def with_seat(self, seat: Seat) -> "Combination":
        return Combination(self.kind, self.cards, self.value, self.top, self.suit, seat)

    def to_dict(self, lang: str = "en") -> dict:
        """``{"kind", "name", "cards", "value", "seat"}`` (JSON-ready; the name in ``lang``)."""
        return {
            "kind": self.kind,
            "name": self.message.render(lang),
            "cards": [str(c) for c in self.cards],
            "value": self.value,
            "seat": str(self.seat) if self.seat is not None else None,
        }


def _runs(bits: int):
    """(start, length) of each run of consecutive set bits in an 8-bit suit pattern."""
    r = 0
    while r < 8:
        if bits >> r & 1:
            start = r
            while r < 8 and bits >> r & 1:
                r += 1
            yield start, r - start
        else:
            r += 1


def _build_run_table():
    table = []
    for bits in range(256):
        runs = tuple((start, length) for start, length in _runs(bits) if length >= 3)
        table.append(runs)
    return tuple(table)


_RUNS_OF = _build_run_table()


def find_combinations(hand, seat: Seat | None = None) -> list[Combination]:
    """A player's combinations, chosen as the rules say (see the module docstring).

    Args:
        hand: a mask, a :class:`~belote_learn.core.cards.CardSet` or an iterable of cards (the eight
            cards held when the play starts).
        seat: recorded on each combination.

    Returns:
        The combinations, best first.
    """
    if isinstance(hand, int):
        mask = hand
    elif hasattr(hand, "mask"):
        mask = hand.mask
    else:
        mask = 0
        for c in hand:
            mask |= 1 << Card(c)
    out: list[Combination] = []
    for rank in _FOUR_ORDER:
        rm = _RANK_MASKS[rank]
        if mask & rm == rm:
            cards = tuple(Card(8 * s + rank) for s in range(4))
            out.append(Combination("four", cards, FOUR_VALUES[rank], rank, None, seat))
            mask &= ~rm
    for s in range(4):
        for start, length in _RUNS_OF[(mask >> (8 * s)) & 0xFF]:
            cards = tuple(Card(8 * s + r) for r in range(start, start + length))
            kind = _KIND_OF_LENGTH.get(length, "hundred")
            value = SEQUENCE_VALUES[min(length, 5)]
            out.append(Combination(kind, cards, value, Rank(start + length - 1), Suit(s), seat))
    out.sort(key=lambda c: (c.value, c.is_four, int(c.top)), reverse=True)
    return out


def fast_declaration_info(mask: int, trump: int) -> tuple[int, tuple, int]:
    """For simulations: (total value, best key, 0) of a hand's combinations, without objects.

    ``trump`` is the trump suit number, 4 for all trumps, -1 for none. The key is the one
    :meth:`Combination.key` gives for the best combination ((0,) when there is none).
    """
    total = 0
    best = (0,)
    for rank in _FOUR_ORDER:
        rm = _RANK_MASKS[rank]
        if mask & rm == rm:
            v = FOUR_VALUES[rank]
            total += v
            k = (v, True, rank, False)
            if k > best:
                best = k
            mask &= ~rm
    for s in range(4):
        for start, length in _RUNS_OF[(mask >> (8 * s)) & 0xFF]:
            v = SEQUENCE_VALUES[length if length < 5 else 5]
            total += v
            k = (v, False, start + length - 1, trump == s or trump == 4)
            if k > best:
                best = k
    return total, best, 0


@dataclass(frozen=True)
class DeclarationsResult:
    """The comparison of the two teams' declarations.

    Attributes:
        by_seat: each seat's combinations.
        team: the team that scores its declarations, or None (none declared, or an exact tie
            with the ``nobody`` rule).
        best: the deciding combination (the winning team's best), or None.
        scoring: the winning team's combinations (all of them score).
        points: their total.
        step_messages: the comparison explained step by step, as messages; ``steps`` is their English
            text and :meth:`steps_text` their text in a language.
        decided_by: ``"only"`` (one team declared), ``"value"``, ``"four"``, ``"top"``,
            ``"trumps"``, ``"first_speaker"``, ``"tie"`` or ``"none"``.
    """

    by_seat: dict
    team: Team | None
    best: Combination | None
    scoring: tuple[Combination, ...]
    points: int
    step_messages: tuple
    decided_by: str

    @property
    def steps(self) -> tuple[str, ...]:
        """The comparison explained step by step, in English."""
        return self.steps_text("en")

    def steps_text(self, lang: str = "en") -> tuple[str, ...]:
        """The comparison explained step by step, in ``lang``."""
        return tuple(render(m, lang) for m in self.step_messages)

    def points_of(self, team: Team) -> int:
        return self.points if self.team is team else 0

    def to_dict(self, lang: str = "en") -> dict:
        """The result as JSON-ready data (the names and steps in ``lang``)."""
        return {
            "team": str(self.team) if self.team else None,
            "points": self.points,
            "scoring": [c.to_dict(lang) for c in self.scoring],
            "decided_by": self.decided_by,
            "steps": list(self.steps_text(lang)),
            "by_seat": {str(s): [c.to_dict(lang) for c in combos] for s, combos in self.by_seat.items()},
        }


def _describe(c: Combination) -> Message:
    return Message("decl.described", seat=SEAT_NAMES[c.seat], name=c.message, value=c.value)


def compare_declarations(
    by_seat: dict,
    contract: Contract,
    tie_rule: str,
    speaking_order: list,
) -> DeclarationsResult:
    """Compare the declarations of the two teams and explain the verdict step by step.

    Args:
        by_seat: seat -> list of :class:`Combination` (each with its ``seat`` set).
        contract: the contract (for "in trumps").
        tie_rule: ``"nobody"`` or ``"first_speaker"``.
        speaking_order: the four seats from the first to speak (the dealer's next) to the dealer.

    Returns:
        A :class:`DeclarationsResult`.
    """
    by_seat = {Seat(s): [c if c.seat is not None else c.with_seat(Seat(s)) for c in combos] for s, combos in by_seat.items()}
    best_of: dict[Team, Combination] = {}
    for team in (Team.NS, Team.EW):
        combos = [c for s in team.seats for c in by_seat.get(s, [])]
        if combos:
            best_of[team] = max(combos, key=lambda c: (c.key(contract), -speaking_order.index(c.seat)))
    steps: list = []

    def result(team, decided_by):
        if team is None:
            return DeclarationsResult(by_seat, None, None, (), 0, tuple(steps), decided_by)
        scoring = tuple(c for s in team.seats for c in by_seat.get(s, []))
        pts = sum(c.value for c in scoring)
        names = Join(" + ", [Message("decl.named_value", name=c.message, value=c.value) for c in scoring])
        steps.append(Message("decl.step.team_scores", team=team_name(team), names=names, points=pts))
        return DeclarationsResult(by_seat, team, best_of[team], scoring, pts, tuple(steps), decided_by)

    if not best_of:
        steps.append(Message("decl.step.nobody"))
        return result(None, "none")
    if len(best_of) == 1:
        team = next(iter(best_of))
        steps.append(Message("decl.step.only", team=team_name(team), best=_describe(best_of[team])))
        return result(team, "only")
    a, b = best_of[Team.NS], best_of[Team.EW]
    steps.append(Message("decl.step.best_of_each", ns=_describe(a), ew=_describe(b)))
    if a.value != b.value:
        win = Team.NS if a.value > b.value else Team.EW
        steps.append(Message("decl.step.value", high=max(a.value, b.value), low=min(a.value, b.value)))
        return result(win, "value")
    steps.append(Message("decl.step.value_equal", value=a.value))
    if a.is_four != b.is_four:
        win = Team.NS if a.is_four else Team.EW
        steps.append(Message("decl.step.four_beats_sequence"))
        return result(win, "four")
    if a.top != b.top:
        win = Team.NS if a.top > b.top else Team.EW
        hi, lo = (a, b) if win is Team.NS else (b, a)
        steps.append(Message("decl.step.top", high=RANK_NAMES[hi.top], low=RANK_NAMES[lo.top]))
        return result(win, "top")
    steps.append(Message("decl.step.top_equal", rank=RANK_NAMES[a.top]))
    ta, tb = a.in_trumps(contract), b.in_trumps(contract)
    if ta != tb:
        win = Team.NS if ta else Team.EW
        steps.append(Message("decl.step.trumps", name=(a if ta else b).message))
        return result(win, "trumps")
    steps.append(Message("decl.step.trumps_none"))
    if tie_rule == "first_speaker":
        first = min((a, b), key=lambda c: speaking_order.index(c.seat))
        steps.append(Message("decl.step.first_speaker", seat=SEAT_NAMES[first.seat]))
        return result(first.seat.team, "first_speaker")
    steps.append(Message("decl.step.tie"))
    return result(None, "tie")


def belote_suits(hand_mask: int, contract: Contract) -> list[Suit]:
    """The suits in which ``hand_mask`` holds king and queen that score a belote under ``contract``:
    the trump suit in a suit contract, every suit in all trumps, none in no trumps."""
    if contract.kind == "NT":
        return []
    suits = list(Suit) if contract.kind == "AT" else [contract.trump]
    out = []
    for s in suits:
        kq = (1 << (8 * s + Rank.KING)) | (1 << (8 * s + Rank.QUEEN))
        if hand_mask & kq == kq:
            out.append(s)
    return out
