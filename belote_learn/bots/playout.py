"""Fast rule-based play-outs: the eight tricks of a deal whose four hands are known, played by the
rule-based bot's card policy on bit masks, for the bidding simulations.

The policy is :class:`~belote_learn.bots.simple.RuleBot`'s (seeds 000 and 001, "Tips for beginners"),
each seat seeing only its own hand, the cards played and the voids shown:

* leading: the taker's side leads its master trump while trumps are out; otherwise the best master
  card of a side suit that no opponent is known to ruff; otherwise a small card of the longest suit;
* partner winning safely (last to play, a master card, or nobody after can beat it): load the trick
  with the most points that do not take it over; not safely: the smallest card;
* able to win: last to play, the winner worth most; else the cheapest master winner; else, with 10
  points or more on the table, the strongest winner;
* otherwise the smallest card (points, then rank).

It is the same policy as the bot's, with a simpler inference (voids only), and about five times
faster than playing through :class:`~belote_learn.systems.classic.deal.Deal` views: bidding simulations play a few
hundred deals per decision.
"""
from __future__ import annotations

from belote_learn.core.cards import SUIT_MASKS
from belote_learn.rules.play import legal_mask

__all__ = ["rule_playout"]

_FULL = (1 << 32) - 1


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def rule_playout(pt, hands, leader: int, taker_side: int | None, nxt) -> tuple[list, list, int]:
    """Play the eight tricks of ``hands`` with the rule-based card policy (see the module docstring).

    Args:
        pt: the :class:`~belote_learn.rules.play.PlayTable` of the rules and contract.
        hands: the four hands as masks, indexed by seat number (N 0, E 1, S 2, W 3); not changed.
        leader: the seat number that leads the first trick.
        taker_side: 0 if North-South took, 1 if East-West took, None without a taker.
        nxt: seat number -> the next seat number in the direction of play.
    Returns:
        ``(points, tricks, last)``: card points won by North-South and East-West (without the last
        trick's bonus), tricks won by each, and the side (0 or 1) that won the last trick.
    """
    hands = list(hands)
    strength, points, above, beats = pt.ranking.strength, pt.points, pt.above, pt.beats
    trump_mask = pt.trump_mask
    played = 0
    void = [0, 0, 0, 0]  # suits (as masks) each seat has shown it does not hold
    won = [0, 0]
    count = [0, 0]
    side = 0
    for _ in range(8):
        trick: list = []
        seats: list = []
        seat = leader
        for _ in range(4):
            hand = hands[seat]
            legal = legal_mask(pt, hand, trick)
            if legal & (legal - 1) == 0:
                card = legal.bit_length() - 1
            else:
                card = _choose(pt, seat, hand, legal, trick, played, void, taker_side, nxt, strength, points, above,
                               beats, trump_mask)
            if trick and not (1 << card) & SUIT_MASKS[trick[0] >> 3]:
                void[seat] |= SUIT_MASKS[trick[0] >> 3]
            hands[seat] = hand & ~(1 << card)
            played |= 1 << card
            trick.append(card)
            seats.append(seat)
            seat = nxt[seat]
        best = 0
        for i in range(1, 4):
            if beats[trick[i] * 32 + trick[best]]:
                best = i
        leader = seats[best]
        side = leader & 1
        won[side] += points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
        count[side] += 1
    return won, count, side


def _choose(pt, seat, hand, legal, trick, played, void, taker_side, nxt, strength, points, above, beats, trump_mask):
    unknown = _FULL & ~hand & ~played

    def master(c):
        return not unknown & above[c]

    cards = list(_bits(legal))
    if not trick:
        trumps_out = unknown & trump_mask
        if trumps_out and taker_side == (seat & 1):
            mine = [c for c in cards if trump_mask >> c & 1]
            if mine:
                top = max(mine, key=strength.__getitem__)
                if master(top):
                    return top
        opponents = (nxt[seat], nxt[nxt[nxt[seat]]])
        safe = [c for c in cards if not trump_mask >> c & 1 and master(c)
                and not (trumps_out and any(void[o] & SUIT_MASKS[c >> 3] for o in opponents))]
        if safe:
            return max(safe, key=lambda c: (points[c], c))
        plain = [c for c in cards if not trump_mask >> c & 1] or cards
        by_suit: dict = {}
        for c in plain:
            by_suit.setdefault(c >> 3, []).append(c)
        suit = max(by_suit, key=lambda s: (len(by_suit[s]), -sum(points[c] for c in by_suit[s]), s))
        return min(by_suit[suit], key=lambda c: (points[c], strength[c]))
    best_i = 0
    for i in range(1, len(trick)):
        if beats[trick[i] * 32 + trick[best_i]]:
            best_i = i
    best = trick[best_i]
    n = len(trick)
    last = n == 3
    if best_i == n - 2:  # partner winning
        after = nxt[seat]
        reach = unknown & ~void[after]
        safe = last or master(best) or not any(beats[x * 32 + best] for x in _bits(reach))
        if safe:
            givers = [c for c in cards if not beats[c * 32 + best]] or cards
            return max(givers, key=lambda c: (points[c], -strength[c]))
        return min(cards, key=lambda c: (points[c], strength[c]))
    winners = [c for c in cards if beats[c * 32 + best]]
    if winners:
        if last:
            return max(winners, key=lambda c: (points[c], -strength[c]))
        masters = [c for c in winners if master(c)]
        if masters:
            return min(masters, key=lambda c: (strength[c], points[c]))
        if sum(points[x] for x in trick) >= 10:
            return max(winners, key=strength.__getitem__)
    return min(cards, key=lambda c: (points[c], strength[c], -(hand & SUIT_MASKS[c >> 3]).bit_count()))
