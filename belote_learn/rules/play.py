"""The play of a trick: the legal cards, the card winning the trick, trick points, and a verdict with
its reason for every card of the hand.

Two layers:

* Fast, unchecked functions over card numbers and 32-bit masks (:func:`legal_mask`,
  :func:`winner_index`), used by simulations and bots. They trust their input.
* Checked, explained results (:func:`analyse`, :class:`Verdict`), used by the CLI, the widgets and
  the lessons. A verdict is data first (a rule code, the cards and seats it points at) and text
  second (:attr:`Verdict.text`, rendered by :mod:`belote_learn.rules.explain`).

The rules, per game (rule sources in brackets):

* Belote with a trump suit (000 "You must always follow suit ..."; 001 "Playing the tricks";
  002 "If you are playing in color ..."):
  follow suit; when trumps are led, beat the highest trump in the trick if you can, even over
  your partner, else any trump; void in a plain suit: if your partner is winning, any card
  (classic-1000: a trump you play must still beat the highest trump if you can); otherwise you must
  trump, overtrumping an opponent's trump if you can, else playing a lower trump
  (``must_undertrump``; off: any card); no trump in hand: any card.
* All trumps (002, decision in docs/rules.md): follow suit and beat the highest card of the suit led
  if you can, even over your partner; void: any card.
* No trumps (002, decision): follow suit; void: any card.
* Mariage (004 "La coupe"): follow suit, no duty to beat; void: trumping is not compulsory, but a
  trump may not be lower than a trump already in the trick, unless it completes a trump marriage
  (``marriage_exception``) or the player holds nothing but such lower trumps.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Rank, Seat, Suit, SUIT_MASKS
from belote_learn.core.ranking import Contract, Ranking
from belote_learn.rules.codes import Rule
from belote_learn.rules.explain import verdict_message, verdict_text, winning_message, winning_text

__all__ = [
    "PlayTable",
    "play_table",
    "legal_mask",
    "winner_index",
    "trick_points",
    "Rule",
    "Situation",
    "Verdict",
    "Winning",
    "analyse",
]

MODE_SUIT, MODE_NT, MODE_AT, MODE_MARIAGE = 0, 1, 2, 3
_MODES = {"suit": MODE_SUIT, "NT": MODE_NT, "AT": MODE_AT, "mariage": MODE_MARIAGE}


class PlayTable:
    """Precomputed data for fast play under one rule system and contract (see :func:`play_table`)."""

    __slots__ = (
        "rules",
        "contract",
        "ranking",
        "mode",
        "trump_mask",
        "above",
        "beats",
        "points",
        "overtrump_partner",
        "only_trumps_free",
        "must_undertrump",
        "marriage_exception",
        "trump_king",
        "trump_queen",
        "trump_jack",
    )

    def __init__(self, rules, contract: Contract):
        self.rules = rules
        self.contract = contract
        rk: Ranking = rules.ranking(contract)
        self.ranking = rk
        self.mode = _MODES[rk.play_kind]
        self.trump_mask = rk.trump_mask
        self.above = rk.above
        self.beats = rk.beats
        self.points = rk.points
        self.overtrump_partner = rules.overtrump_partner
        self.only_trumps_free = rules.only_trumps_free
        self.must_undertrump = rules.must_undertrump
        self.marriage_exception = rules.marriage_exception
        if contract.trump is not None:
            t = contract.trump * 8
            self.trump_king = t + Rank.KING
            self.trump_queen = t + Rank.QUEEN
            self.trump_jack = t + Rank.JACK
        else:
            self.trump_king = self.trump_queen = self.trump_jack = -1


@lru_cache(maxsize=None)
def _play_table(rules, contract: Contract) -> PlayTable:
    return PlayTable(rules, contract)


def play_table(rules, contract) -> PlayTable:
    """The cached :class:`PlayTable` for a :class:`~belote_learn.rules.presets.Rules` and contract.

    Raises:
        NotationError / RulesError: an unreadable contract or one the rules do not have.
    """
    from belote_learn.rules.presets import Rules, get_rules

    if not isinstance(rules, Rules):
        rules = get_rules(rules)
    return _play_table(rules, rules.check_contract(contract))


def winner_index(pt: PlayTable, trick) -> int:
    """Index in ``trick`` (card numbers in play order, at least one) of the card winning it.

    The highest trump wins; with no trump, the highest card of the suit led (rank orders from
    :mod:`belote_learn.core.ranking`). Unchecked.
    """
    beats = pt.beats
    best = trick[0]
    wi = 0
    for i in range(1, len(trick)):
        c = trick[i]
        if beats[c * 32 + best]:
            best = c
            wi = i
    return wi


def trick_points(pt: PlayTable, trick) -> int:
    """Sum of the card points of ``trick`` (cards or card numbers) under the table's contract."""
    pts = pt.points
    return sum(pts[c] for c in trick)


def _marriage_cards(pt: PlayTable, hand: int, table: int) -> int:
    """Lower trumps that the marriage exception allows (mariage only)."""
    k, q, j = pt.trump_king, pt.trump_queen, pt.trump_jack
    allowed = 0
    if pt.marriage_exception == "table":
        # completes a trump marriage on the table: K with Q there, Q with K there, J with K and Q
        if table >> q & 1:
            allowed |= 1 << k
        if table >> k & 1:
            allowed |= 1 << q
        if table >> k & 1 and table >> q & 1:
            allowed |= 1 << j
    else:
        # part of a trump marriage held in hand: K and Q (and J with them)
        if hand >> k & 1 and hand >> q & 1:
            allowed |= (1 << k) | (1 << q)
            if hand >> j & 1:
                allowed |= 1 << j
    return allowed & hand


def legal_mask(pt: PlayTable, hand: int, trick) -> int:
    """The legal cards as a mask: fast and unchecked.

    Args:
        pt: the :class:`PlayTable` (rules and contract).
        hand: mask of the cards held by the player to move (non-empty).
        trick: card numbers already played to the trick, in play order (0 to 3 of them). The
            partner's card, if played, is the one two places before the player's.

    Returns:
        A non-empty sub-mask of ``hand``.
    """
    n = len(trick)
    if not n:
        return hand
    lead = trick[0]
    follow = hand & SUIT_MASKS[lead >> 3]
    beats = pt.beats
    best = lead
    wi = 0
    for i in range(1, n):
        c = trick[i]
        if beats[c * 32 + best]:
            best = c
            wi = i
    mode = pt.mode
    if mode == MODE_SUIT:
        tm = pt.trump_mask
        if follow:
            if tm >> lead & 1:
                return follow & pt.above[best] or follow
            return follow
        trumps = hand & tm
        if not trumps:
            return hand
        if wi == n - 2:  # partner winning
            if pt.overtrump_partner and tm >> best & 1:
                higher = trumps & pt.above[best]
                if higher and not (pt.only_trumps_free and trumps == hand):
                    return (hand & ~tm) | higher
            return hand
        if tm >> best & 1:  # an opponent's trump is winning
            higher = trumps & pt.above[best]
            if higher:
                return higher
            return trumps if pt.must_undertrump else hand
        return trumps
    if mode == MODE_NT:
        return follow or hand
    if mode == MODE_AT:
        if follow:
            return follow & pt.above[best] or follow
        return hand
    # mariage
    if follow:
        return follow
    tm = pt.trump_mask
    if not tm >> best & 1:
        return hand
    lower = hand & tm & ~pt.above[best]
    if not lower or lower == hand:
        return hand
    table = 0
    for c in trick:
        table |= 1 << c
    return (hand & ~lower) | _marriage_cards(pt, hand, table)


# ------------------------------------------------------------------------------------------------
# Explained verdicts
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Winning:
    """The card currently winning a trick, whose it is, and why.

    ``rule`` is ``"only-card"``, ``"highest-of-suit-led"`` or ``"highest-trump"``; ``beaten`` lists
    the other cards of the suit (or trumps) that it beats, for the explanation.
    """

    seat: Seat
    card: Card
    rule: str
    beaten: tuple[Card, ...]
    situation: "Situation"

    @property
    def text(self) -> str:
        """Why this card is winning, in English (:func:`belote_learn.rules.explain.winning_text`)."""
        return winning_text(self)

    @property
    def message(self):
        """Why this card is winning, as a :class:`~belote_learn.core.messages.Message`."""
        return winning_message(self)

    def render(self, lang: str = "en") -> str:
        """Why this card is winning, in ``lang``."""
        return winning_text(self, lang)

    def to_dict(self, lang: str = "en") -> dict:
        """``{"seat", "card", "reason"}`` (JSON-ready; the reason in ``lang``)."""
        return {"seat": str(self.seat), "card": str(self.card), "reason": self.render(lang)}


@dataclass(frozen=True)
class Situation:
    """The facts a verdict depends on, computed once per position.

    Attributes:
        rules, contract: the rule system and contract; ``table`` is their :class:`PlayTable`.
        to_play: the seat to move; ``hand`` its cards in the order given; ``hand_mask`` as a mask.
        trick: ``((seat, card), ...)`` in play order.
        led: the suit led, or None when the player leads.
        winning: the :class:`Winning` card, or None.
        partner_winning: True when the partner's card is currently best.
        highest_trump: ``(seat, card)`` of the highest trump in the trick, or None.
    """

    rules: object
    contract: Contract
    table: PlayTable
    to_play: Seat
    hand: tuple
    trick: tuple
    led: Suit | None
    winning: Winning | None
    partner_winning: bool
    highest_trump: tuple | None

    @property
    def ranking(self) -> Ranking:
        return self.table.ranking

    @property
    def hand_mask(self) -> int:
        m = 0
        for c in self.hand:
            m |= 1 << c
        return m

    @property
    def trump(self) -> Suit | None:
        return self.contract.trump

    @property
    def partner(self) -> Seat:
        return self.to_play.partner

    def seat_of(self, card: Card) -> Seat | None:
        for seat, c in self.trick:
            if c == card:
                return seat
        return None


@dataclass(frozen=True)
class Verdict:
    """Whether one card of the hand may be played, and why.

    Attributes:
        card: the card judged.
        legal: whether it may be played.
        rule: the deciding rule's code (a :class:`Rule` attribute).
        cards: the cards of the hand the rule points at (e.g. the higher trumps held, the cards
            of the suit led held), for a widget to highlight.
        against: the card on the table the rule is about (the card led, the highest trump), or None.
        seat: whose card ``against`` is, or None.
        situation: the :class:`Situation` of the position.
    """

    card: Card
    legal: bool
    rule: str
    cards: tuple[Card, ...]
    against: Card | None
    seat: Seat | None
    situation: Situation

    @property
    def text(self) -> str:
        """One or two plain English sentences naming the rule and the cards."""
        return verdict_text(self)

    @property
    def message(self):
        """The sentences of :attr:`text` as a :class:`~belote_learn.core.messages.Message`."""
        return verdict_message(self)

    def render(self, lang: str = "en") -> str:
        """The sentences of :attr:`text` in ``lang`` (``"en"``, ``"fr"``; ValueError for another)."""
        return verdict_text(self, lang)

    def to_dict(self, lang: str = "en") -> dict:
        """``{"card", "legal", "reason", "rule", "cards", "against", "seat"}`` (JSON-ready; the reason in ``lang``)."""
        return {
            "card": str(self.card),
            "legal": self.legal,
            "reason": self.render(lang),
            "rule": self.rule,
            "cards": [str(c) for c in self.cards],
            "against": str(self.against) if self.against is not None else None,
            "seat": str(self.seat) if self.seat is not None else None,
        }


def _cards(mask: int) -> tuple[Card, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(ALL_CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def situation(rules, contract: Contract, to_play: Seat, hand, trick) -> Situation:
    """Compute the :class:`Situation` of a checked position (see :class:`~belote_learn.rules.position.Position`)."""
    pt = play_table(rules, contract)
    hand = tuple(Card(c) for c in hand)
    trick = tuple((Seat(s), Card(c)) for s, c in trick)
    cards = [c for _, c in trick]
    led = winning = highest_trump = None
    partner_winning = False
    if cards:
        led = cards[0].suit
        wi = winner_index(pt, cards)
        seat, card = trick[wi]
        rk = pt.ranking
        if len(cards) == 1:
            rule = "only-card"
            beaten: tuple = ()
        elif rk.is_trump(card):
            rule = "highest-trump"
            beaten = tuple(c for c in cards if c != card and (rk.is_trump(c) or c.suit == led))
        else:
            rule = "highest-of-suit-led"
            beaten = tuple(c for c in cards if c != card and c.suit == card.suit)
        partial = Situation(rules, contract, pt, to_play, hand, trick, led, None, False, None)
        winning = Winning(seat, card, rule, beaten, partial)
        partner_winning = seat == to_play.partner
        trumps = [(s, c) for s, c in trick if rk.is_trump(c)]
        if trumps:
            highest_trump = max(trumps, key=lambda sc: rk.strength[sc[1]])
    sit = Situation(rules, contract, pt, to_play, hand, trick, led, winning, partner_winning, highest_trump)
    if winning is not None:
        object.__setattr__(winning, "situation", sit)
    return sit


def verdicts(sit: Situation) -> list[Verdict]:
    """A :class:`Verdict` for every card of the hand, in the hand's order.

    This is the explained reading of the same rules as :func:`legal_mask`; the test-suite checks
    that both (and an independent brute-force reading) agree on every position.
    """
    pt = sit.table
    rk = pt.ranking
    hand = sit.hand_mask
    out: list[Verdict] = []

    strength = rk.strength

    def v(card, legal, rule, cards=0, against=None):
        seat = sit.seat_of(against) if against is not None else None
        pointed = tuple(sorted(_cards(cards), key=lambda x: (x >> 3, -strength[x])))
        out.append(Verdict(card, legal, rule, pointed, against, seat, sit))

    if sit.led is None:
        for c in sit.hand:
            v(c, True, Rule.LEAD)
        return out

    led = sit.led
    lead_card = sit.trick[0][1]
    follow = hand & SUIT_MASKS[led]
    best = sit.winning.card
    tm = pt.trump_mask
    trumps = hand & tm

    for c in sit.hand:
        bit = 1 << c
        in_follow = bool(follow & bit)
        is_trump = bool(tm & bit)

        if pt.mode == MODE_SUIT:
            if follow:
                if not in_follow:
                    v(c, False, Rule.FOLLOW_SUIT, follow, lead_card)
                elif tm >> lead_card & 1:
                    higher = follow & pt.above[best]
                    if higher:
                        v(c, bool(higher & bit), Rule.TRUMP_LEAD_BEAT, higher, best)
                    else:
                        v(c, True, Rule.TRUMP_LEAD_CANNOT_BEAT, 0, best)
                else:
                    v(c, True, Rule.FOLLOW_SUIT, follow, lead_card)
            elif not trumps:
                v(c, True, Rule.VOID_NO_TRUMP, 0, lead_card)
            elif sit.partner_winning:
                only_trumps = pt.only_trumps_free and trumps == hand
                if pt.overtrump_partner and tm >> best & 1 and trumps & pt.above[best] and is_trump and not only_trumps:
                    higher = trumps & pt.above[best]
                    v(c, bool(higher & bit), Rule.PARTNER_WINNING_OVERTRUMP, higher, best)
                else:
                    v(c, True, Rule.PARTNER_WINNING, 0, best)
            elif tm >> best & 1:
                higher = trumps & pt.above[best]
                if higher:
                    v(c, bool(higher & bit), Rule.MUST_OVERTRUMP, higher, best)
                elif pt.must_undertrump:
                    v(c, is_trump, Rule.MUST_UNDERTRUMP, trumps, best)
                else:
                    v(c, True, Rule.CANNOT_OVERTRUMP_FREE, 0, best)
            else:
                v(c, is_trump, Rule.MUST_TRUMP, trumps, best)
        elif pt.mode == MODE_NT:
            if follow:
                v(c, in_follow, Rule.FOLLOW_SUIT, follow, lead_card)
            else:
                v(c, True, Rule.NO_TRUMPS_VOID, 0, lead_card)
        elif pt.mode == MODE_AT:
            if follow:
                if not in_follow:
                    v(c, False, Rule.FOLLOW_SUIT, follow, lead_card)
                else:
                    higher = follow & pt.above[best]
                    if higher:
                        v(c, bool(higher & bit), Rule.ALL_TRUMPS_BEAT, higher, best)
                    else:
                        v(c, True, Rule.ALL_TRUMPS_CANNOT_BEAT, 0, best)
            else:
                v(c, True, Rule.ALL_TRUMPS_VOID, 0, lead_card)
        else:  # mariage
            if follow:
                v(c, in_follow, Rule.FOLLOW_SUIT, follow, lead_card)
            elif not tm >> best & 1:
                v(c, True, Rule.MARIAGE_FREE, 0, lead_card)
            else:
                lower = trumps & ~pt.above[best]
                if not is_trump:
                    v(c, True, Rule.MARIAGE_DISCARD, 0, best)
                elif not lower & bit:
                    v(c, True, Rule.MARIAGE_OVERTRUMP, 0, best)
                elif lower == hand:
                    v(c, True, Rule.MARIAGE_ONLY_LOWER, 0, best)
                else:
                    table = 0
                    for _, tc in sit.trick:
                        table |= 1 << tc
                    allowed = _marriage_cards(pt, hand, table)
                    if allowed & bit:
                        v(c, True, Rule.MARIAGE_MARRIAGE, allowed, best)
                    else:
                        v(c, False, Rule.MARIAGE_NO_UNDERTRUMP, hand & ~lower | allowed, best)
    return out


@dataclass(frozen=True)
class Analysis:
    """Everything said about one position: the verdicts, legal cards, winner and trick points."""

    situation: Situation
    verdicts: tuple[Verdict, ...]

    @property
    def legal(self) -> CardSet:
        return CardSet([v.card for v in self.verdicts if v.legal])

    @property
    def winning(self) -> Winning | None:
        return self.situation.winning

    @property
    def trick_points(self) -> int:
        return trick_points(self.situation.table, [c for _, c in self.situation.trick])


def analyse(rules, contract: Contract, to_play: Seat, hand, trick) -> Analysis:
    """Verdicts for every card plus the winning card and trick points, for a checked position.

    Prefer :meth:`belote_learn.rules.position.Position.explain`, which checks its input first.
    """
    sit = situation(rules, contract, to_play, hand, trick)
    return Analysis(sit, tuple(verdicts(sit)))
