"""The fast random deal of Belote with a turn-up (classic-501, classic-1000, sans-tout-atout): deal, a random
legal turn-up auction, random legal play and the score, on the play tables (no checks, no objects)."""
from __future__ import annotations

import random
from belote_learn.systems.classic.auction import Auction
from belote_learn.core.cards import Card, Seat
from belote_learn.rules.scoring import score_hand
from belote_learn.systems.base.fast import SimulatedDeal, _play_out


def random_turn_up_deal(rules, rng: random.Random, dealer: Seat = Seat.N, held_in: int = 0) -> SimulatedDeal:
    """:func:`random_deal` for the systems with a turn-up: deal 3 + 2 and the turn-up, random legal calls
    (each legal call equally likely), the completion, then the play and the score."""
    pack = list(range(32))
    rng.shuffle(pack)
    direction = rules.direction
    order = Seat(dealer).dealing_order(direction)
    hands = [0, 0, 0, 0]
    i = 0
    for size in (3, 2):
        for seat in order:
            for c in pack[i : i + size]:
                hands[seat] |= 1 << c
            i += size
    turn_up = pack[20]
    auction = Auction(rules, dealer, Card(turn_up))
    actions = []
    while not auction.closed:
        calls = auction.legal_calls()
        call = calls[rng.randrange(len(calls))]
        actions.append(call)
        auction._apply(call)
    if auction.all_passed:
        return SimulatedDeal(pack, dealer, actions, None)
    contract = auction.contract
    taker = auction.bidder
    i = 21
    for seat in order:
        if seat == taker:
            hands[seat] |= 1 << turn_up
            n = 2
        else:
            n = 3
        for c in pack[i : i + n]:
            hands[seat] |= 1 << c
        i += n
    decl, belote, card_points, tricks, last = _play_out(rules, rng, hands, order, contract, actions)
    score = score_hand(rules, contract, taker, card_points, tricks, last, belote, decl, held_in)
    return SimulatedDeal(pack, dealer, actions, score)
