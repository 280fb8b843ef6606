"""What a bot believes about the hidden hands, read from its own seat's view only, and a bot's decision
with its reason and those beliefs (what the practice table shows as "what the bots think").

The beliefs come from a :class:`~belote_learn.systems.base.deal.SeatView`: the seat's own hand, every card
played and by whom, the calls, the turn-up and the belotes announced. Nothing else is read, so two deals
that look the same from the seat give the same beliefs, whatever the other hands hold.

* **Voids**: a suit in which a player can hold none of the cards still out. The play rules say so
  (:func:`~belote_learn.bots.knowledge.infer`): a player who did not follow the suit led holds none of
  it; one who did not trump when obliged holds no trumps; one who did not overtrump holds no higher
  trump.
* **Trumps still out**: the trumps neither in the seat's hand nor played (a suit contract only).
* **Chances**: for each card still out, the probability that each other player holds it, counting
  every layout of the hidden cards that fits what the seat saw as equally likely: the exclusions
  above, the number of cards each player holds, the turn-up with the taker (with the dealer in
  mariage), the other card of a belote with the player who announced it, and during the classic
  auction the cards not dealt yet. The count is exact (no sampling, so the same view always gives the
  same figures). The *honours* shown are the chances of the cards that matter most in the contract: the
  jack and nine of trumps and the aces (no trumps: the aces and tens; all trumps: the jacks and nines).
  The count does not read the calls beyond the turn-up and belote: a player who bid a suit is not
  taken to hold its jack.

Pure engine code: nothing printed, no widget imported.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from belote_learn.core.cards import SUIT_MASKS, Card, CardSet, Rank, Seat, Suit
from belote_learn.core.messages import CARD_SYMBOLS, SEAT_NAMES, SUIT_NAMES, Join, Message, Number, check_language, render

__all__ = ["Beliefs", "SeatBeliefs", "Decision", "beliefs_of", "call_said", "hidden_layouts"]


@dataclass(frozen=True)
class SeatBeliefs:
    """What a bot believes about one other player's hand.

    Attributes:
        seat: the other player.
        cards: how many cards that player holds (public).
        voids: the suits in which that player can hold none of the cards still out (each with cards
            still out), in suit order.
        honours: ``(card, probability)`` for each honour still out (see the module text), in the order
            they matter: the probability that this player holds it, from 0.0 to 1.0.
        trumps: the number of trumps this player holds on average (None without a trump suit).
    """

    seat: Seat
    cards: int
    voids: tuple
    honours: tuple
    trumps: float | None

    def message(self):
        """This player's beliefs in one sentence, as a message."""
        facts = []
        if self.voids:
            facts.append(Message("bot.beliefs.voids", suits=Join(" ", [s.symbol for s in self.voids])))
        if self.trumps:  # none on average: every trump is seen, said once for all (Beliefs.message)
            facts.append(Message("bot.beliefs.trumps", n=Number(self.trumps, ".1f")))
        if self.honours:
            facts.append(Message("bot.beliefs.honours", cards=Join(", ", [
                Message("bot.beliefs.chance", card=CARD_SYMBOLS[c], percent=Number(p, ".0%")) for c, p in self.honours])))
        if not facts:
            return Message("bot.beliefs.seat_nothing", seat=SEAT_NAMES[self.seat], count=self.cards)
        said = facts[0]
        for f in facts[1:]:
            said = Message("bot.beliefs.and", first=said, second=f)
        return Message("bot.beliefs.seat", seat=SEAT_NAMES[self.seat], count=self.cards, facts=said)

    def to_dict(self, lang: str = "en") -> dict:
        """Plain data: ``{"seat": "W", "cards": 8, "voids": ["S"], "trumps": 1.5, "honours": {"JH": 0.4}, "text": ...}``
        (cards and suits in notation; ``text`` the sentence in ``lang``)."""
        return {"seat": self.seat.name, "cards": self.cards, "voids": [s.letter for s in self.voids],
                "trumps": None if self.trumps is None else round(self.trumps, 3),
                "honours": {str(c): round(p, 4) for c, p in self.honours},
                "text": self.message().render(check_language(lang))}


@dataclass(frozen=True)
class Beliefs:
    """What one seat believes about the hidden hands (see the module text).

    Attributes:
        seat: whose beliefs.
        trump: the trump suit of a suit contract (None for no trumps, all trumps, or before the contract).
        trumps_out: the trumps neither in the seat's hand nor played, strongest first (None without a
            trump suit).
        others: one :class:`SeatBeliefs` for each other player, in the order of play after ``seat``.
        undealt: cards not dealt yet (11 during the classic auction: 32 less 4 hands of 5 and the turn-up).
        chances: seat -> {card: probability} for every card still out (the honours are a selection of it).
    """

    seat: Seat
    trump: Suit | None
    trumps_out: tuple | None
    others: tuple
    undealt: int = 0
    chances: dict = field(default_factory=dict, compare=True, repr=False)

    def of(self, seat) -> SeatBeliefs:
        """The beliefs about ``seat`` (KeyError for the seat itself)."""
        for b in self.others:
            if b.seat == Seat(seat):
                return b
        raise KeyError(seat)

    def chance(self, seat, card) -> float:
        """The probability that ``seat`` holds ``card`` (0.0 for a card not out: in the seat's own hand or played)."""
        card = Card.parse(card) if isinstance(card, str) else Card(card)
        return self.chances.get(Seat(seat), {}).get(card, 0.0)

    def message(self):
        """The beliefs in words, as a message: the trumps still out, then a sentence for each other player."""
        parts = []
        if self.trumps_out is not None:
            if self.trumps_out:
                parts.append(Message("bot.beliefs.trumps_out", count=len(self.trumps_out),
                                     cards=Join(" ", [CARD_SYMBOLS[c] for c in self.trumps_out])))
            else:
                parts.append(Message("bot.beliefs.no_trumps_out"))
        parts += [b.message() for b in self.others]
        return Join(" ", parts)

    def text(self, lang: str = "en") -> str:
        """The beliefs in words in ``lang`` (``"en"``, ``"fr"``; ValueError for another), e.g. ``"5 trumps
        still out: J♥ 9♥ A♥ 8♥ 7♥. West (8 cards): void in ♠; 1.7 trumps on average; J♥ 33%, 9♥ 33%."``"""
        return self.message().render(check_language(lang))

    def to_dict(self, lang: str = "en") -> dict:
        """Plain data (cards, suits and seats in notation), with ``text`` in ``lang``."""
        lang = check_language(lang)
        return {"seat": self.seat.name, "trump": None if self.trump is None else self.trump.letter,
                "trumps_out": None if self.trumps_out is None else [str(c) for c in self.trumps_out],
                "undealt": self.undealt, "others": [b.to_dict(lang) for b in self.others], "text": self.text(lang)}


@dataclass(frozen=True)
class Decision:
    """A bot's decision: the action, why, and what it believed about the hidden hands when it chose.

    Attributes:
        seat: who decided.
        action: a :class:`~belote_learn.core.cards.Card`, a call (``"take"``, ``"pass"``, ``"H"``, ``"110 S"``,
            ``"coinche"``...) or a mariage word (``"marriage H"``, ``"out"``).
        reason: the bot's reason as a message (None when the bot was not asked to explain).
        beliefs: the :class:`Beliefs` of ``seat``, read from its view only.
        turn_up: the turn-up of the deal, if any (a ``"take"`` is said with its suit: "Take hearts").
    """

    seat: Seat
    action: object
    reason: object
    beliefs: Beliefs
    turn_up: Card | None = None

    def message(self):
        """The decision in words (what, why, then the beliefs), as a message."""
        if isinstance(self.action, Card):
            head = Message("bot.decision.card", seat=SEAT_NAMES[self.seat], card=CARD_SYMBOLS[self.action])
        else:
            head = Message("bot.decision.call", seat=SEAT_NAMES[self.seat], call=call_said(self.action, self.turn_up))
        parts = [head] + ([self.reason] if self.reason else [])
        return Join(" ", parts + [Message("bot.decision.beliefs", beliefs=self.beliefs.message())])

    def text(self, lang: str = "en") -> str:
        """The decision in words in ``lang``, e.g. ``"North plays the A♠. It wins the trick. What North
        believes: ..."``."""
        return self.message().render(check_language(lang))

    def reason_text(self, lang: str = "en") -> str:
        """The reason alone in ``lang`` (empty when there is none)."""
        return render(self.reason, check_language(lang)) if self.reason else ""

    def to_dict(self, lang: str = "en") -> dict:
        """Plain data: ``{"seat": "N", "action": "AS", "reason": ..., "beliefs": {...}, "text": ...}`` (the
        action in notation, the sentences in ``lang``)."""
        lang = check_language(lang)
        return {"seat": self.seat.name, "action": str(self.action), "reason": self.reason_text(lang),
                "beliefs": self.beliefs.to_dict(lang), "text": self.text(lang)}


# -- calls in words ----------------------------------------------------------------------------------
_CALLS = {"pass": Message("call.pass"), "NT": Message("call.no_trumps"), "AT": Message("call.all_trumps"),
          "coinche": Message("call.coinche"), "surcoinche": Message("call.surcoinche"), "out": Message("call.out"),
          "cape": Message("call.cape")}


def call_said(call, turn_up: Card | None = None):
    """A call or mariage word as a message: ``"Pass"``, ``"♥ hearts"``, ``"110 in spades"``, ``"Marriage in
    hearts"``; ``"take"`` names the turn-up's suit when it is given."""
    call = str(call)
    if call in _CALLS:
        return _CALLS[call]
    if call == "take":
        return Message("bot.decision.take") if turn_up is None else Message("call.take", suit=SUIT_NAMES[turn_up.suit])
    if call.startswith("marriage "):
        return Message("call.marriage_in", suit=SUIT_NAMES[Suit.parse(call.split()[1])])
    if len(call) == 1 and call in "SHDC":
        s = Suit.parse(call)
        return Message("call.suit", symbol=s.symbol, suit=SUIT_NAMES[s])
    from belote_learn.systems.coinche.auction import call_message

    return call_message(call)


# -- the count of layouts ----------------------------------------------------------------------------
def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _count(groups: list, needs: tuple) -> int:
    """The number of ways to deal the cards of ``groups`` (``[(n, holders)]``: ``n`` cards each of which
    may go to any of ``holders``, indices into ``needs``) so that holder ``h`` gets exactly ``needs[h]``
    cards. Cards are distinct: ``n`` cards split ``k1 + k2 + ...`` among the holders in
    ``n! / (k1! k2! ...)`` ways."""
    states = {needs: 1}
    for n, holders in groups:
        nxt: dict = {}
        for state, ways in states.items():
            for split, mult in _splits(n, holders, state):
                new = list(state)
                for h, k in zip(holders, split):
                    new[h] -= k
                key = tuple(new)
                nxt[key] = nxt.get(key, 0) + ways * mult
        states = nxt
        if not states:
            return 0
    return states.get(tuple(0 for _ in needs), 0)


def _splits(n: int, holders: tuple, room: tuple):
    """Each way to share ``n`` cards among ``holders`` within their ``room``, with its multinomial."""
    if len(holders) == 1:
        if n <= room[holders[0]]:
            yield (n,), 1
        return
    first, rest = holders[0], holders[1:]
    spare = sum(room[h] for h in rest)
    for k in range(max(0, n - spare), min(n, room[first]) + 1):
        for split, mult in _splits(n - k, rest, room):
            yield (k,) + split, mult * math.comb(n, k)


def hidden_layouts(view) -> tuple:
    """What the count of :func:`beliefs_of` works on: ``(holders, needs, allowed)``, the other seats (and
    ``None`` for the cards not dealt yet), how many cards each holds, and card -> the holders that may
    hold it, for every card still out. From ``view`` alone."""
    from belote_learn.bots.knowledge import infer

    know = infer(view)
    me = view.seat
    others = [s for s in _order_after(view)]
    unknown = know.unknown
    excluded = dict(know.excluded)
    forced = dict(know.forced)
    turn = view.turn_up
    if turn is not None and unknown >> turn & 1:
        if view.phase == "bidding":
            unknown &= ~(1 << turn)  # on the table, nobody's yet
        elif view.taker is None and view.contract is not None and view.dealer != me:  # mariage: the dealer's
            forced[view.dealer] = forced.get(view.dealer, 0) | 1 << turn
            for s in others:
                if s != view.dealer:
                    excluded[s] |= 1 << turn
    contract = view.contract
    if contract is not None and contract.kind == "suit":
        # a belote announced: the player held the king and queen of trumps, so holds the one not played yet
        kq = (1 << Card.of(Rank.KING, contract.trump)) | (1 << Card.of(Rank.QUEEN, contract.trump))
        for s, word in (view.info or {}).get("belote_announced", []):
            if word == "belote" and s != me and s in excluded:
                left = kq & unknown
                if left:
                    forced[s] = forced.get(s, 0) | left
                    for o in others:
                        if o != s:
                            excluded[o] |= left
    holders = list(others)
    needs = [view.cards_left[s] for s in others]
    rest = unknown.bit_count() - sum(needs)
    if rest > 0:
        holders.append(None)
        needs.append(rest)
    allowed = {}
    for c in _bits(unknown):
        hs = tuple(i for i, s in enumerate(holders) if s is None or not excluded[s] >> c & 1)
        if any(forced.get(s, 0) >> c & 1 for s in others):
            hs = tuple(i for i in hs if holders[i] is not None)
        allowed[Card(c)] = hs
    return holders, tuple(needs), allowed


def _order_after(view) -> list:
    out, s = [], view.seat
    for _ in range(3):
        s = s.next(view.rules.direction)
        out.append(s)
    return out


def _chances(holders, needs, allowed) -> dict:
    """holder index -> {card: probability}, counting every layout alike (see the module text)."""
    by_set: dict = {}
    for c, hs in allowed.items():
        by_set.setdefault(hs, []).append(c)
    keys = list(by_set)
    groups = [(len(by_set[k]), k) for k in keys]
    total = _count(groups, needs)
    out = {i: {} for i in range(len(holders))}
    for gi, hs in enumerate(keys):
        cards = by_set[hs]
        for h in hs:
            if total == 0:  # no layout fits (not met in a legal game): share the card among those who may hold it
                p = 1.0 / len(hs)
            else:
                room = list(needs)
                room[h] -= 1
                if room[h] < 0:
                    p = 0.0
                else:
                    less = [(n - (i == gi), k) for i, (n, k) in enumerate(groups)]
                    p = _count([g for g in less if g[0]], tuple(room)) / total
            for c in cards:
                out[h][c] = p
    return out


def _honours(contract, trump, view) -> list:
    """The cards whose chances the beliefs show, most important first (see the module text)."""
    if contract is not None and contract.kind == "NT":
        return [Card.of(r, s) for r in (Rank.ACE, Rank.TEN) for s in Suit]
    if contract is not None and contract.kind == "AT":
        return [Card.of(r, s) for r in (Rank.JACK, Rank.NINE) for s in Suit]
    top = []
    if trump is None and view.phase == "bidding":
        # before the contract: the suit proposed (the turn-up's, or the last coinche bid's)
        bid = getattr(view, "bid", None)
        suit = bid.suit if bid is not None else (view.turn_up.suit if view.turn_up is not None else None)
        if suit is not None:
            top = [Card.of(Rank.JACK, suit), Card.of(Rank.NINE, suit)]
    elif trump is not None:
        top = [Card.of(Rank.JACK, trump), Card.of(Rank.NINE, trump)]
    aces = [Card.of(Rank.ACE, s) for s in Suit]
    if trump is not None:  # the ace of trumps after its jack and nine, then the others
        aces.sort(key=lambda c: c.suit != trump)
    return top + aces


def beliefs_of(view) -> Beliefs:
    """The :class:`Beliefs` of ``view.seat`` (see the module text), from ``view`` alone.

    Args:
        view: a :class:`~belote_learn.systems.base.deal.SeatView` (any phase with hands dealt).
    """
    holders, needs, allowed = hidden_layouts(view)
    chances = _chances(holders, needs, allowed)
    contract = view.contract
    trump = contract.trump if contract is not None and contract.kind == "suit" else None
    out_mask = 0
    for c in allowed:
        out_mask |= 1 << c
    trumps_out = None
    if trump is not None:
        rk = view.rules.ranking(contract)
        trumps_out = tuple(sorted(CardSet(out_mask & SUIT_MASKS[trump]), key=lambda c: -rk.strength[c]))
    honours = [c for c in _honours(contract, trump, view) if c in allowed]
    others = []
    by_seat = {}
    for i, s in enumerate(holders):
        if s is None:
            continue
        p = chances[i]
        by_seat[s] = {c: p.get(c, 0.0) for c in allowed}
        voids = tuple(su for su in Suit if out_mask & SUIT_MASKS[su]
                      and not any(p.get(c, 0.0) > 0 for c in _cards_in(out_mask & SUIT_MASKS[su])))
        trumps = None if trump is None else sum(p.get(c, 0.0) for c in _cards_in(out_mask & SUIT_MASKS[trump]))
        others.append(SeatBeliefs(s, view.cards_left[s], voids, tuple((c, p.get(c, 0.0)) for c in honours), trumps))
    undealt = needs[-1] if holders and holders[-1] is None else 0
    return Beliefs(view.seat, trump, trumps_out, tuple(others), undealt, by_seat)


def _cards_in(mask: int):
    return [Card(c) for c in _bits(mask)]
