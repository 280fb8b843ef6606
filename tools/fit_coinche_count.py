"""Fit the coinche point count (belote_learn/bots/pointcount.py) to played-out deals, and check the
rounded count the bots use.

For random deals and each suit as trumps, South takes the contract (and, separately, East does, South
defending); the cards are played by the rule-based players (belote_learn.bots.playout) and the takers'
total is scored by coinche's scoring (cards, last trick, belote, declarations). Least squares then fits
the takers' total to features of South's hand:

* as taker (hands with three trumps or more): jack, nine, ace or ten of trumps, the number of trumps,
  belote, trumps beyond the fourth, side aces, guarded side tens without their ace, voids;
* in defence (East takes): the same features of South's hand against East's trumps.

It prints the fitted coefficients, then the constant and spread of the rounded count (jack 25, nine 20,
ace or ten 10, every trump 10, beyond four 10, belote 30, side ace 10, guarded ten 5, void 5: expected
total = 40 + count) and of the rounded defence count.

Usage: python tools/fit_coinche_count.py [--deals 3000] [--seed 1]   (numpy needed; about a minute)
"""
from __future__ import annotations

import argparse
import random

import numpy as np

from belote_learn.bots.playout import rule_playout
from belote_learn.bots.pointcount import BASE, DEFENCE_BASE, hand_figures
from belote_learn.core.cards import Seat, Suit, Team
from belote_learn.systems.coinche.auction import CoincheBid
from belote_learn.systems.coinche.deal import deal_hands
from belote_learn.systems.coinche.scoring import score_coinche
from belote_learn.rules.play import play_table
from belote_learn.rules.presets import get_rules
from belote_learn.core.ranking import Contract
from belote_learn.systems.base.fast import fast_declarations

NAMES = ["jack", "nine", "ace/ten", "trumps", "belote", "beyond four", "side aces", "guarded tens", "voids"]


def features(hand: int, trump: int) -> list:
    bits = (hand >> (8 * trump)) & 0xFF
    n = bits.bit_count()
    aces = tens = voids = 0
    for o in range(4):
        if o == trump:
            continue
        x = (hand >> (8 * o)) & 0xFF
        aces += x >> 7 & 1
        tens += bool(x >> 3 & 1 and not x >> 7 & 1 and x.bit_count() >= 2)
        voids += x == 0
    return [bits >> 4 & 1, bits >> 2 & 1, (bits >> 7 & 1) + (bits >> 3 & 1), n, bits >> 6 & bits >> 5 & 1,
            max(0, n - 4), aces, tens, voids]


def play(args):
    deals, seed = args
    rules = get_rules("coinche")
    nxt = [int(Seat(s).next(rules.direction)) for s in range(4)]
    rng = random.Random(seed)
    rows = []
    for _ in range(deals):
        pack = list(range(32))
        rng.shuffle(pack)
        dealer = Seat(rng.randrange(4))
        dealt = deal_hands(rules, dealer, pack)
        hands = [dealt[s] for s in Seat]
        order = []
        s = dealer.next(rules.direction)
        for _ in range(4):
            order.append(s)
            s = s.next(rules.direction)
        for suit in Suit:
            contract = Contract.suit(suit)
            decl, belote = fast_declarations(rules, hands, order, contract)
            for taker in (Seat.S, Seat.E):
                won, count, last = rule_playout(play_table(rules, contract), hands, int(order[0]), int(taker) & 1, nxt)
                sc = score_coinche(rules, CoincheBid(80, suit, False, taker), {Team.NS: won[0], Team.EW: won[1]},
                                   {Team.NS: count[0], Team.EW: count[1]}, Team.NS if last == 0 else Team.EW, belote,
                                   decl)
                rows.append((hands[Seat.S], int(suit), taker is Seat.S, sc.totals[taker.team]))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rows = play((a.deals, a.seed))
    for taker, label in ((True, "South takes (hands with 3 trumps or more)"), (False, "East takes, South defends")):
        sel = [r for r in rows if r[2] is taker and (not taker or ((r[0] >> (8 * r[1])) & 0xFF).bit_count() >= 3)]
        x = np.array([features(h, t) for h, t, _, _ in sel], float)
        y = np.array([total for _, _, _, total in sel], float)
        design = np.hstack([np.ones((len(x), 1)), x])
        coef, *_ = np.linalg.lstsq(design, y, rcond=None)
        spread = np.std(y - design @ coef)
        print(f"{label}: {len(y)} plays, takers' mean total {y.mean():.1f}")
        print(f"  fit: constant {coef[0]:.1f}, " + ", ".join(f"{n} {c:+.1f}" for n, c in zip(NAMES, coef[1:]))
              + f"; spread {spread:.1f}")
        figures = np.array([hand_figures(h)[0 if taker else 1][t] for h, t, _, _ in sel], float)
        if taker:
            const = np.mean(y - figures)
            print(f"  the bots' count: total = {const:.1f} + count (they use {BASE}); spread {np.std(y - figures - const):.1f}")
        else:
            const = np.mean(y + figures)
            print(f"  the bots' defence count: takers' total = {const:.1f} - count (they use {DEFENCE_BASE}); "
                  f"spread {np.std(y + figures - const):.1f}; an average defender counts {figures.mean():.1f}")


if __name__ == "__main__":
    main()
