"""The fast random deal of coinche: deal 3-2-3, a random legal auction, random legal play and the coinche
score, on the play tables."""
from __future__ import annotations

import random
from belote_learn.core.cards import Seat
from belote_learn.systems.base.fast import SimulatedDeal, _SEATS, _play_out


COINCHE_PASS_SHARE = 0.6
"""In random coinche auctions, the chance that a player passes; otherwise each other legal call is
equally likely (uniform calls would bid capot and coinche nearly every deal)."""


def random_coinche_deal(rules, rng: random.Random, dealer: Seat = Seat.N, held_in: int = 0) -> SimulatedDeal:
    """:func:`random_deal` for coinche: deal 3, 2, 3 (no turn-up), a random legal auction (a pass with
    chance :data:`COINCHE_PASS_SHARE`, else any other legal call), then the play and the coinche score."""
    from belote_learn.systems.coinche.auction import CoincheAuction
    from belote_learn.systems.coinche.deal import deal_hands
    from belote_learn.systems.coinche.scoring import score_coinche

    pack = list(range(32))
    rng.shuffle(pack)
    order = Seat(dealer).dealing_order(rules.direction)
    dealt = deal_hands(rules, dealer, pack)
    hands = [dealt[s] for s in _SEATS]
    auction = CoincheAuction(rules, dealer)
    actions = []
    random_ = rng.random
    while not auction.closed:
        if random_() < COINCHE_PASS_SHARE:
            call = "pass"  # always legal
        else:
            calls = auction.legal_calls()
            call = "pass" if len(calls) == 1 else calls[1 + int(random_() * (len(calls) - 1))]
        actions.append(call)
        auction._apply(call)
    if auction.all_passed:
        return SimulatedDeal(pack, dealer, actions, None)
    decl, belote, card_points, tricks, last = _play_out(rules, rng, hands, order, auction.contract, actions)
    score = score_coinche(rules, auction.bid, card_points, tricks, last, belote, decl, held_in)
    return SimulatedDeal(pack, dealer, actions, score)
