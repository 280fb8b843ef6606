"""What the fast random deals share: a random bit of a mask, the simulated deal's numbers
(:class:`SimulatedDeal`), the order of play, declarations and random play on the play tables."""
from __future__ import annotations

import random
from dataclasses import dataclass
from belote_learn.core.cards import Seat, Team
from belote_learn.rules.declarations import belote_suits, fast_declaration_info
from belote_learn.rules.play import legal_mask, play_table, winner_index
from belote_learn.rules.scoring import HandScore


_TEAM_OF = (Team.NS, Team.EW, Team.NS, Team.EW)


_SEATS = tuple(Seat)


def choose_bit(mask: int, rng: random.Random) -> int:
    """A uniformly random set bit of ``mask`` (non-empty), as a card number."""
    k = rng.randrange(mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


@dataclass
class SimulatedDeal:
    """The outcome of :func:`random_deal`: the pack, dealer, actions (calls then cards) and score
    (None when everybody passed twice)."""

    pack: list
    dealer: Seat
    actions: list
    score: HandScore | None


class _Decl:
    """The declarations outcome in the shape :func:`score_hand` needs (team and points)."""

    __slots__ = ("team", "points")

    def __init__(self, team, points):
        self.team = team
        self.points = points

    def points_of(self, team) -> int:
        return self.points if self.team is team else 0



def fast_declarations(rules, hands, order, contract) -> tuple:
    """The declarations and belotes of complete ``hands`` (masks by seat number) under ``contract``, on the
    fast path: ``(declarations, belote)`` with ``declarations`` in the shape :func:`score_hand` and
    :func:`~belote_learn.systems.coinche.scoring.score_coinche` need (``points_of(team)``; None when the preset has
    none) and ``belote`` as ``[(seat, suit)]``. ``order`` is the speaking order (an exact tie goes to the
    earlier speaker under ``declarations_tie: first_speaker``)."""
    decl = None
    if rules.declarations and contract.kind != "NT":
        trump = 4 if contract.kind == "AT" else contract.trump
        best = {}
        totals = {}
        for seat in order:  # speaking order: the earlier speaker wins exact ties (classic-1000)
            total, key, _ = fast_declaration_info(hands[seat], trump)
            team = _TEAM_OF[seat]
            totals[team] = totals.get(team, 0) + total
            if total and (team not in best or key > best[team][0]):
                best[team] = (key, seat)
        if not best:
            decl = _Decl(None, 0)
        elif len(best) == 1:
            team = next(iter(best))
            decl = _Decl(team, totals[team])
        else:
            a, b = best[Team.NS], best[Team.EW]
            if a[0] != b[0]:
                team = Team.NS if a[0] > b[0] else Team.EW
                decl = _Decl(team, totals[team])
            elif rules.declarations_tie == "first_speaker":
                first = min((a, b), key=lambda kb: order.index(kb[1]))
                team = _TEAM_OF[first[1]]
                decl = _Decl(team, totals[team])
            else:
                decl = _Decl(None, 0)
    belote = [(seat, suit) for seat in _SEATS for suit in belote_suits(hands[seat], contract)]
    return decl, belote


def _play_out(rules, rng, hands, order, contract, actions):
    """Declarations, belote and 32 random legal cards (appended to ``actions``) from complete ``hands``.

    Returns ``(declarations, belote, card_points, tricks, last_trick_team)``."""
    decl, belote = fast_declarations(rules, hands, order, contract)
    pt = play_table(rules, contract)
    points = pt.points
    leader = order[0]
    direction = rules.direction
    nxt = [seat.next(direction) for seat in _SEATS]
    won = [0, 0]  # card points of N-S (seats 0, 2) and E-W (seats 1, 3)
    count = [0, 0]
    random_ = rng.random
    winner = leader
    for _ in range(8):
        trick = []
        seat = leader
        seats = []
        for _ in range(4):
            mask = legal_mask(pt, hands[seat], trick)
            k = int(random_() * mask.bit_count())  # a uniformly random legal card
            while k:
                mask &= mask - 1
                k -= 1
            card = (mask & -mask).bit_length() - 1
            hands[seat] &= ~(1 << card)
            trick.append(card)
            seats.append(seat)
            seat = nxt[seat]
        winner = seats[winner_index(pt, trick)]
        side = winner & 1
        won[side] += points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
        count[side] += 1
        leader = winner
        actions.extend(trick)
    card_points = {Team.NS: won[0], Team.EW: won[1]}
    tricks = {Team.NS: count[0], Team.EW: count[1]}
    return decl, belote, card_points, tricks, _TEAM_OF[winner]
