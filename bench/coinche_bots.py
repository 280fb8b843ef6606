"""Benchmark: the coinche bots (issue 15, "Bots at every level bid in the auction").

Prints:
* the expert's bidding decision time (target: under 2 s), in CPU time and wall time (median, 90th
  percentile, max), over the decisions with a choice in the auctions of --deals deals where the expert
  sits North-South against the rule-based bot, and how many completions the decisions played out;
* the rule-based point count's speed: whole auctions per second (four rule-based bidders), and what
  those auctions come to (contract levels, coinches, surcoinches and how often each succeeds);
* strength: win rates with 95% confidence intervals over --games games per pairing, seats swapped for
  half of them: rule-based vs random, expert vs rule-based (targets 80% and 55%), points per deal; and,
  by level, how often it coinched and surcoinched and how often that succeeded (a coinche succeeds when
  the contract fails, a surcoinche when it is made), the largest one-deal score and the games decided
  in one deal.

Usage: python bench/coinche_bots.py [--games 300] [--expert-games 200] [--jobs 2] [--deals 30]
                                    [--bidding-games 100] [--bidding-deals 150] [--skip-strength] [--skip-speed]
"""
from __future__ import annotations

import argparse
import collections
import os
import random
import statistics
import time
from multiprocessing import Pool

from belote_learn import Seat, get_rules
from belote_learn.bots import make_bot
from belote_learn.bots.coinchesim import BATCH, EXPERT_COMPLETIONS, MIN_COMPLETIONS, _Completion, _score
from belote_learn.bots.pointcount import rule_call
from belote_learn.bots.tournament import wilson_interval
from belote_learn.systems.coinche.auction import CoincheAuction
from belote_learn.systems.coinche.deal import CoincheDeal, deal_hands
from belote_learn.systems.classic.game import Game


def _bot(name: str, seed: int):
    """A bot by level name; ``"expert-bidding"`` is the expert's bidding with the rule-based card play (the
    bidding judged alone, at a tenth of the expert's cost)."""
    if name == "expert-bidding":
        from belote_learn.bots.expert import ExpertBot

        class ExpertBidding(ExpertBot):
            name = "expert-bidding"

            def _choose_card(self, view, cards):
                return self._helper.choose_with_reason(view)

        return ExpertBidding(seed=seed)
    return make_bot(name, seed=seed)


def _chunk(args):
    """Play ``games`` games as :func:`~belote_learn.bots.tournament.run_tournament` does (the same seeds,
    seats swapped in the odd games) and count, besides the results, each level's coinches and
    surcoinches."""
    from belote_learn.bots.base import play_game
    from belote_learn.core.cards import Team
    from belote_learn.systems import system_of

    a, b, games, seed = args
    rules = get_rules("coinche")
    system = system_of(rules)
    rng = random.Random(seed)
    out = collections.Counter()
    biggest = (0, "")
    for i in range(games):
        game_seed = rng.randrange(1 << 30)
        swap = i % 2 == 1
        a_team = Team.EW if swap else Team.NS
        bot_a, bot_b = _bot(a, game_seed + 1), _bot(b, game_seed + 2)
        level = {s: (a if s.team is a_team else b) for s in Seat}
        seats = {s: (bot_a if s.team is a_team else bot_b) for s in Seat}
        g = system.new_game(rules, seed=game_seed)
        play_game(g, seats)
        out["games"] += 1
        out["won a"] += 1 if g.winner is a_team else 0.5 if g.draw else 0
        scored = [d for d in g.deals if d.score is not None]
        if len(scored) == 1:
            out["one-deal games"] += 1
        for d in g.deals:
            st = system.deal_stats(d)
            if st is None:
                continue
            out["deals"] += 1
            out["points a"] += st.points[a_team]
            out["points b"] += st.points[a_team.other]
            side = "a" if st.taker_team is a_team else "b"
            out[f"taken {side}"] += 1
            out[f"made {side}"] += st.made
            top = max(st.points.values())
            if top > biggest[0]:
                biggest = (top, f"{d.auction.bid} by {level[d.auction.bid.bidder]}: {st.points[Team.NS]}-{st.points[Team.EW]}")
            bid = d.auction.bid
            if bid.coinched_by is not None:
                who = level[bid.coinched_by]
                out[f"coinche {who}"] += 1
                out[f"coinche {who} ok"] += not st.made
            if bid.surcoinched_by is not None:
                who = level[bid.surcoinched_by]
                out[f"surcoinche {who}"] += 1
                out[f"surcoinche {who} ok"] += st.made
    return out, biggest


def strength(a: str, b: str, games: int, jobs: int, target: float) -> None:
    chunks = max(jobs, 1) * 4
    per = [games // chunks + (1 if i < games % chunks else 0) for i in range(chunks)]
    tasks = [(a, b, n + n % 2, 2000 + i) for i, n in enumerate(per) if n]  # even: seats swapped for half
    t = time.perf_counter()
    with Pool(jobs) as pool:
        results = pool.map(_chunk, tasks)
    tot = collections.Counter()
    for r, _ in results:
        tot.update(r)
    biggest = max((x for _, x in results), key=lambda x: x[0])
    won, n, deals = tot["won a"], tot["games"], tot["deals"]
    lo, hi = wilson_interval(won, n)
    per_deal = (tot["points a"] - tot["points b"]) / deals
    verdict = "met" if won / n >= target else "NOT met"
    print(f"{a:>6} vs {b:<6} {won:g}/{n} = {won / n:.1%}  95% CI [{lo:.3f}, {hi:.3f}]  target {target:.0%}: {verdict}"
          f"  ({time.perf_counter() - t:.0f} s)")
    print(f"       {a}: {tot['made a']}/{tot['taken a']} contracts made ({tot['made a'] / max(1, tot['taken a']):.0%}); "
          f"{b}: {tot['made b']}/{tot['taken b']} ({tot['made b'] / max(1, tot['taken b']):.0%}); {a} "
          f"{tot['points a'] / deals:.1f} and {b} {tot['points b'] / deals:.1f} points a deal ({a} {per_deal:+.1f}) over "
          f"{deals} deals")
    for lv in dict.fromkeys((a, b)):
        parts = []
        for what, ok in (("coinche", "the contract failed"), ("surcoinche", "made")):
            k = tot[f"{what} {lv}"]
            good = tot[f"{what} {lv} ok"]
            parts.append(f"{what}d {k} times ({k / deals:.1%} of deals), {ok} {good}"
                         + (f" ({good / k:.0%})" if k else ""))
        print(f"       {lv}: " + "; ".join(parts))
    print(f"       largest one-deal score {biggest[0]} ({biggest[1]}); games decided in one deal: {tot['one-deal games']}")


def _spread(xs: list) -> str:
    xs = sorted(xs)
    p90 = xs[min(len(xs) - 1, int(0.9 * len(xs)))]
    return f"median {statistics.median(xs) * 1000:.0f} ms, 90th percentile {p90 * 1000:.0f} ms, max {xs[-1] * 1000:.0f} ms"


def expert_bid_speed(deals: int) -> None:
    cpu, wall, used = [], [], []
    for i in range(deals):
        g = Game("coinche", seed=700 + i)
        expert = make_bot("expert", seed=i)
        rule = make_bot("rule", seed=i)
        while g.phase == "bidding":
            seat = g.current_player()
            view = g.view(seat)
            if seat.team is Seat.N.team and len(view.legal) > 1:
                c, t = time.process_time(), time.perf_counter()
                a, why = expert.choose_with_reason(view)
                wall.append(time.perf_counter() - t)
                cpu.append(time.process_time() - c)
                used.append(int(why.split("Played out ")[1].split(" ")[0]) if "Played out " in why else 0)
            else:
                a = rule.choose(view)
            g.apply(a)
    verdict = "met" if max(cpu) < 2 else "NOT met"
    print(f"expert bidding decisions ({len(cpu)} with a choice, {deals} auctions; target under 2000 ms):")
    print(f"  CPU time:  {_spread(cpu)} ({verdict} in CPU time)")
    print(f"  wall time: {_spread(wall)} (on this machine, shared: load average {os.getloadavg()[0]:.1f})")
    print(f"  completions played out: median {statistics.median(used):.0f}, from {min(used)} to {max(used)} "
          f"(stopped early in {sum(u < EXPERT_COMPLETIONS for u in used)} of {len(used)})")


def rule_auctions(n: int = 3000) -> None:
    rules = get_rules("coinche")
    rng = random.Random(3)
    nxt = [int(Seat(s).next(rules.direction)) for s in range(4)]
    levels = collections.Counter()
    outcome = collections.Counter()
    auctions = []
    t = time.perf_counter()
    for i in range(n):
        pack = list(range(32))
        rng.shuffle(pack)
        dealer = Seat(i % 4)
        dealt = deal_hands(rules, dealer, pack)
        hands = [dealt[s] for s in Seat]
        a = CoincheAuction(rules, dealer)
        while not a.closed:
            s = a.to_speak
            a._apply(rule_call(rules, hands[s], s, a, explain=False)[0])
        auctions.append((a, hands))
    dt = time.perf_counter() - t
    for a, hands in auctions:
        if a.all_passed:
            levels["thrown in"] += 1
            continue
        b = a.bid
        levels["capot" if b.capot else b.value] += 1
        s = _score(rules, _Completion(hands), b, a.speaking_order(), nxt)
        outcome[(b.multiplier, s.result in ("made", "capot"))] += 1
    print(f"rule-based auctions: {n / dt:,.0f} a second ({n} deals)")
    print("  final contracts: " + ", ".join(f"{k} {v}" for k, v in sorted(levels.items(), key=lambda kv: str(kv[0]))))
    for m, name in ((1, "plain"), (2, "coinched"), (4, "surcoinched")):
        made, failed = outcome[(m, True)], outcome[(m, False)]
        if made + failed:
            print(f"  {name}: {made + failed} contracts ({(made + failed) / n:.1%} of deals), made {made} "
                  f"({made / (made + failed):.0%})")


def bidding_gain(deals: int) -> None:
    """The expert's bidding against the point count's, on the same deals: North-South bid by the expert,
    then by the point count, East-West by the point count; every deal played out by the rule-based
    players and scored by coinche's scoring; the paired difference (North-South minus East-West) per
    deal, with its 95% error. Measures the bidding alone (the card play is the same for both)."""
    rules = get_rules("coinche")
    rng = random.Random(11)
    nxt = [int(Seat(s).next(rules.direction)) for s in range(4)]
    diffs, full, cpu = [], [], {"expert": 0.0, "full": 0.0}
    for i in range(deals):
        pack = list(range(32))
        rng.shuffle(pack)
        dealer = Seat(i % 4)
        score = {}
        for who in ("rule", "expert", "full"):
            expert = make_bot("expert", seed=i)
            if who == "full":  # the unbounded search: 120 completions every time, no early stop
                expert.bid_completions = expert.bid_min_completions = 120
            d = CoincheDeal.from_pack(rules, dealer, pack)
            hands = [d.hands[s] for s in Seat]
            while d.phase == "bidding":
                seat = d.current_player()
                if who != "rule" and seat.team is Seat.N.team:
                    c = time.process_time()
                    call = expert.choose(d.view(seat))
                    cpu[who] += time.process_time() - c
                else:
                    call = rule_call(rules, hands[seat], seat, d.auction, explain=False)[0]
                d.apply(call)
            a = d.auction
            if a.all_passed:
                score[who] = 0
                continue
            sc = _score(rules, _Completion(hands), a.bid, a.speaking_order(), nxt)
            score[who] = sc.score[Seat.N.team] - sc.score[Seat.E.team]
        diffs.append(score["expert"] - score["rule"])
        full.append(score["expert"] - score["full"])

    def said(xs):
        se = statistics.stdev(xs) / len(xs) ** 0.5
        return f"{statistics.fmean(xs):+.1f} ± {1.96 * se:.1f} points a deal (95%; {sum(x != 0 for x in xs)} deals differ)"

    print(f"bidding alone, {deals} deals, North-South's bidding changed, the same play (rule-based) after it:")
    print(f"  the expert (bounded: {BATCH}-completion batches, {MIN_COMPLETIONS} to {EXPERT_COMPLETIONS}, early stop) minus "
          f"the point count: {said(diffs)}; CPU {cpu['expert']:.0f} s")
    print(f"  the expert bounded minus the expert unbounded (120 completions every time): {said(full)}; CPU "
          f"{cpu['full']:.0f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="rule-based vs random games")
    ap.add_argument("--expert-games", type=int, default=200, help="expert vs rule-based games")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--deals", type=int, default=30, help="auctions timed for the expert's bidding")
    ap.add_argument("--auctions", type=int, default=3000, help="rule-based auctions counted")
    ap.add_argument("--bidding-games", type=int, default=0,
                    help="games of the expert's bidding (with the rule-based play) vs the rule-based bot")
    ap.add_argument("--pair", action="append", default=[], metavar="A:B:GAMES",
                    help="more games between two levels, e.g. rule:rule:200 (levels: random, rule, expert, expert-bidding)")
    ap.add_argument("--bidding-deals", type=int, default=0, help="deals for the expert's bidding vs the point count's")
    ap.add_argument("--skip-strength", action="store_true")
    ap.add_argument("--skip-speed", action="store_true", help="skip the expert's timing and the auctions")
    args = ap.parse_args()
    if not args.skip_speed:
        expert_bid_speed(args.deals)
        rule_auctions(args.auctions)
    if args.bidding_deals:
        bidding_gain(args.bidding_deals)
    if not args.skip_strength:
        if args.games:
            strength("rule", "random", args.games, args.jobs, 0.80)
        if args.expert_games:
            strength("expert", "rule", args.expert_games, args.jobs, 0.55)
        if args.bidding_games:
            strength("expert-bidding", "rule", args.bidding_games, args.jobs, 0.5)
        for pair in args.pair:
            a, b, n = pair.split(":")
            strength(a, b, int(n), args.jobs, 0.5)


if __name__ == "__main__":
    main()
