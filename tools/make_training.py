"""Write the training path's levels, data/training/<skill>.json: stages by skill and system.

Deterministic: the same code always writes the same files. Seeded levels are found by trying seeds 1, 2, 3
... in order: each seed's first played deal (belote_learn.training.sources: the rule-based bot plays it) is
searched for the points that make a level of the skill worth asking (a position with a card that may not
be played, a trick that a legal card wins and another loses, a master card and a card that is not, a known
void, an ending in which a card loses 20 points or more...). The engine is asked only to choose the
positions; no answer is written (the level's answer is worked out when it is loaded). Composed levels
(COMPOSED below) are written as they are, each naming the point it makes. The first levels of each stage
have their scaffold on.

Usage: python tools/make_training.py [--check] [--skills voids bid ...]
       (--check: exit 1 when the files differ from what it writes; --skills: those skills' files only)
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_learn.core.cards import Card, CardSet, Seat, Suit, Team  # noqa: E402
from belote_learn.rules.presets import get_rules  # noqa: E402
from belote_learn.training import sources  # noqa: E402
from belote_learn.training.levels import SYSTEM_KEYS, read_level  # noqa: E402
from belote_learn.training.skills import SKILLS  # noqa: E402

OUT = ROOT / "data" / "training"
PRESETS = ("classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche")
SCAFFOLDED = 2
"""The first levels of each stage with their scaffold on."""

OPTIONS = {"compare_declarations": {"classic-501": {"declarations": True}}}
"""Options a stage's levels play with (classic-501's declarations are off by default)."""

DEALERS = (Seat.N, Seat.E, Seat.S, Seat.W)


def dealer_of(seed: int) -> Seat:
    return DEALERS[seed % 4]


# ------------------------------------------------------------------------------------------------------
# Scanning a seed's deal
# ------------------------------------------------------------------------------------------------------


def points_of_play(rules, seed):
    """Every point of the first played deal of ``seed``: ``(trick, card, deal)`` as the play reaches it
    (the deal object is live: read it at once)."""
    out = []

    def stop(d):
        if d.phase == "play" and not d.is_over:
            if not out or out[-1][:2] != (len(d.tricks) + 1, len(d.trick)):
                out.append((len(d.tricks) + 1, len(d.trick), _snapshot(d)))
        return d.is_over and len(d.tricks) == 8

    try:
        deal = sources._drive(rules, seed, dealer_of(seed), stop)
    except Exception:  # noqa: BLE001 - a seed that does not give a played deal is skipped
        return [], None
    return out, deal


def _snapshot(d):
    """What the scans need of a point of the play."""
    from belote_learn.rules.position import Position

    seat = d.current_player()
    pos = Position(d.rules, d.contract, seat, tuple(CardSet(d.hands[seat])), tuple(d.trick))
    return {"seat": seat, "position": pos, "view": d.view(seat), "contract": d.contract,
            "taker": getattr(d, "taker", None), "tricks": list(d.tricks), "trick": list(d.trick),
            "hands": {s: d.hands[s] for s in Seat}}


def spec(skill, preset, source, level_id, goal, graded, hint, scaffold, options=None, **extra):
    data = {"id": level_id, "skill": skill, "system": preset}
    if options:
        data["options"] = options
    data.update(source)
    data.update({"goal": goal, "par": 0, "graded": graded, "scaffold": scaffold, "hint": hint})
    data.update(extra)
    return data


def build(data):
    """The level worked out (the tool checks what it writes); None when the engine cannot use it."""
    try:
        return read_level(data).build()
    except Exception as exc:  # noqa: BLE001
        print(f"  left out {data['id']}: {exc}", file=sys.stderr)
        return None


# ------------------------------------------------------------------------------------------------------
# Each skill's choice of positions
# ------------------------------------------------------------------------------------------------------


def legal_candidates(rules, seed):
    from belote_learn.rules.explain import _deciding

    pts, _ = points_of_play(rules, seed)
    for trick, card, snap in pts:
        if card == 0 or trick == 8:
            continue
        verdicts = snap["position"].explain().verdicts
        if all(v.legal for v in verdicts):
            continue
        yield {"trick": trick, "card": card}, _deciding(verdicts).rule


def win_candidates(rules, seed):
    from belote_learn.rules.play import play_table, winner_index

    pts, _ = points_of_play(rules, seed)
    for trick, card, snap in pts:
        if card != 3 or trick == 8:
            continue
        pos = snap["position"]
        pt = play_table(rules, pos.contract)
        on = tuple(int(c) for _, c in pos.trick)
        legal = list(pos.legal_cards())
        wins = [c for c in legal if winner_index(pt, on + (int(c),)) == 3]
        if wins and len(wins) < len(legal):
            kind = "trump" if any(pt.ranking.is_trump(c) for c in wins) else "suit"
            yield {"trick": trick, "card": 3}, kind


def master_candidates(rules, seed):
    pts, _ = points_of_play(rules, seed)
    for trick, card, snap in pts:
        if not 3 <= trick <= 6 or card != 0:
            continue
        view = snap["view"]
        rk = rules.ranking(snap["contract"])
        played = 0
        for t in snap["tricks"]:
            for _, c in t.cards:
                played |= 1 << c
        out = ((1 << 32) - 1) & ~played & ~view.hand.mask
        hand = list(view.hand)
        masters = [c for c in hand if not any(out >> x & 1 for x in range(c.suit * 8, c.suit * 8 + 8)
                                              if rk.strength[x] > rk.strength[c])]
        top = {c for c in hand if not any(rk.strength[x] > rk.strength[c] for x in range(c.suit * 8, c.suit * 8 + 8))}
        promoted = [c for c in masters if c not in top]
        if masters and len(masters) < len(hand) and promoted:
            yield {"trick": trick, "card": 0}, "promoted"


def void_candidates(rules, seed):
    from belote_learn.bots.knowledge import infer

    pts, _ = points_of_play(rules, seed)
    for trick, card, snap in pts:
        if not 3 <= trick <= 7:
            continue
        view = snap["view"]
        played = view.played_cards().mask if hasattr(view, "played_cards") else 0
        out = ((1 << 32) - 1) & ~played & ~view.hand.mask
        know = infer(view)
        pairs = [(s, u) for s in Seat if s != view.seat for u in Suit if out & u.mask and not know.possible(s) & u.mask]
        if pairs:
            trumps = snap["contract"].kind == "suit" and any(u == snap["contract"].trump for _, u in pairs)
            yield {"trick": trick, "card": card}, ("trump" if trumps else "suit", len(pairs))


def trumps_candidates(rules, seed):
    pts, _ = points_of_play(rules, seed)
    for trick, card, snap in pts:
        c = snap["contract"]
        if c.kind != "suit" or not 3 <= trick <= 6 or card != 0:
            continue
        view = snap["view"]
        played = view.played_cards().mask
        out = ((1 << 32) - 1) & ~played & ~view.hand.mask
        n_out = (out & c.trump.mask).bit_count()
        n_played = (played & c.trump.mask).bit_count()
        if 1 <= n_out <= 4 and n_played >= 2:
            yield {"trick": trick, "card": 0}, n_out


def ending_candidates(rules, seed, defending, tricks_left):
    from belote_learn.training.endings import EndingPlay

    try:
        deal = sources.deal_at(rules, seed, dealer_of(seed), 9 - tricks_left, 0)
    except Exception:  # noqa: BLE001
        return
    taker = getattr(deal, "taker", None)
    if taker is None and defending:
        return
    if taker is not None and (taker.team is Team.NS) == defending:
        return
    play = EndingPlay(rules, deal.contract, taker, {s: deal.hands[s] for s in Seat}, deal.leader, list(deal.trick),
                      list(deal.tricks), Seat.S)
    # the worst line the learner could play: it must lose 20 points or more (the level can be failed), and
    # the learner must have a real choice more than once
    choices = 0
    while not play.over:
        vals = play.values()
        if len(set(vals.values())) > 1:
            choices += 1
        play.play(min(vals, key=lambda c: (vals[c], int(c))))
    lost = sum(g.lost for g in play.grades)
    if lost >= 20 and choices >= 2:
        yield {"tricks_left": tricks_left}, lost


def declaration_candidates(rules, seed):
    from belote_learn.rules.declarations import compare_declarations, find_combinations

    try:
        deal = sources.start_of_play(rules, seed, dealer_of(seed))
    except Exception:  # noqa: BLE001
        return
    if deal.contract.kind == "NT":
        return
    by_seat = {s: find_combinations(deal.hands[s], s) for s in Seat}
    teams = {s.team for s, combos in by_seat.items() if combos}
    if not teams:
        return
    order = Seat(deal.dealer).dealing_order(rules.direction)
    res = compare_declarations(by_seat, deal.contract, rules.declarations_tie, order)
    yield {}, (len(teams), res.decided_by)


def score_candidates(rules, seed):
    try:
        deal = sources.finished_deal(rules, seed, dealer_of(seed))
    except Exception:  # noqa: BLE001
        return
    kind = deal.result.ending if getattr(deal, "score", None) is None else deal.score.result
    yield {}, kind


def team_candidates(rules, seed):
    try:
        deal = sources.finished_deal(rules, seed, dealer_of(seed))
    except Exception:  # noqa: BLE001
        return
    counts = {t: sum(1 for tr in deal.tricks if tr.winner.team is t) for t in (Team.NS, Team.EW)}
    if min(counts.values()) >= 2:
        team = Team.NS if seed % 2 else Team.EW
        yield {"team": str(team)}, counts[team]


def trick_candidates(rules, seed):
    try:
        deal = sources.finished_deal(rules, seed, dealer_of(seed))
    except Exception:  # noqa: BLE001
        return
    for i, t in enumerate(deal.tricks, 1):
        yield {"trick": i}, (i == 8, t.points)


# ------------------------------------------------------------------------------------------------------
# Choosing among the candidates: different kinds first, then in order
# ------------------------------------------------------------------------------------------------------


def choose(rules, finder, count, first_seed=1, tries=400, per_seed=1, diverse=True, want=None):
    """``count`` points found by ``finder`` over seeds from ``first_seed``: at most ``per_seed`` a seed,
    kinds not yet seen first (``diverse``), or only the kinds ``want`` accepts."""
    picked, kinds = [], []
    later = []
    seed = first_seed
    while len(picked) < count and seed < first_seed + tries:
        taken = 0
        for keys, kind in finder(rules, seed):
            if want is not None and not want(kind):
                continue
            if diverse and kind in kinds:
                later.append((seed, keys, kind))
                continue
            picked.append((seed, keys, kind))
            kinds.append(kind)
            taken += 1
            if taken >= per_seed:
                break
        seed += 1
    for item in later:
        if len(picked) >= count:
            break
        if all(item[0] != p[0] for p in picked):
            picked.append(item)
    return picked[:count]


# ------------------------------------------------------------------------------------------------------
# Composed levels: each makes one point
# ------------------------------------------------------------------------------------------------------

COMPOSED = {
    "legal_cards": [
        ("classic-501", {"position": {"contract": "H", "to_play": "S", "hand": ["JH", "7H", "AD"],
                                      "trick": [["W", "AS"], ["N", "9H"], ["E", "KS"]]}}, "partner_winning_free"),
        ("classic-1000", {"position": {"contract": "H", "to_play": "S", "hand": ["JH", "7H", "AD"],
                                       "trick": [["E", "AS"], ["N", "9H"], ["W", "KS"]]}}, "no_undertrump_partner"),
        ("classic-501", {"position": {"contract": "H", "to_play": "S", "hand": ["9H", "8H", "AD", "KC"],
                                      "trick": [["N", "7S"], ["E", "JH"]]}}, "must_undertrump"),
        ("coinche", {"position": {"contract": "H", "to_play": "S", "hand": ["9H", "8H", "AD", "KC"],
                                  "trick": [["N", "7S"], ["W", "JH"]]}}, "no_pisse"),
        ("sans-tout-atout", {"position": {"contract": "AT", "to_play": "S", "hand": ["AS", "7S", "QD"],
                                          "trick": [["N", "10S"], ["W", "KS"]]}}, "all_trumps_beat"),
        ("sans-tout-atout", {"position": {"contract": "NT", "to_play": "S", "hand": ["KH", "QD", "9C"],
                                          "trick": [["N", "AS"], ["W", "7S"]]}}, "no_trumps_free"),
        ("mariage", {"position": {"contract": "H", "to_play": "S", "hand": ["9H", "8H", "KD"],
                                  "trick": [["N", "7S"], ["W", "AS"]]}}, "mariage_no_duty"),
        ("mariage", {"position": {"contract": "H", "to_play": "S", "hand": ["KH", "9H", "AD"],
                                  "trick": [["N", "7S"], ["W", "10H"]]}}, "mariage_no_undertrump"),
        ("classic-1000", {"position": {"contract": "S", "to_play": "S", "hand": ["KS", "8S", "AH", "10D"],
                                       "trick": [["E", "JS"], ["N", "7S"], ["W", "9S"]]}}, "trump_lead_beat"),
    ],
    "win_trick": [
        ("sans-tout-atout", {"position": {"contract": "NT", "to_play": "S", "hand": ["10S", "7S", "AH"],
                                          "trick": [["E", "KS"], ["N", "8S"], ["W", "QS"]]}}, "ten_beats_king"),
        ("mariage", {"position": {"contract": "H", "to_play": "S", "hand": ["7H", "KD", "8C"],
                                  "trick": [["E", "AS"], ["N", "8S"], ["W", "10S"]]}}, "mariage_no_duty"),
        ("classic-501", {"position": {"contract": "H", "to_play": "S", "hand": ["AD", "7D", "9C"],
                                      "trick": [["W", "10D"], ["N", "8D"], ["E", "KD"]]}}, "ten_beats_king"),
    ],
    "trick_points": [
        ("classic-501", {"trick": {"contract": "H", "cards": [["W", "AH"], ["N", "7H"], ["E", "JH"], ["S", "9H"]],
                                   "number": 3}}, "jack_highest"),
        ("sans-tout-atout", {"trick": {"contract": "AT", "cards": [["N", "JS"], ["W", "9S"], ["S", "AS"], ["E", "10S"]],
                                       "number": 2}}, "total_258"),
        ("sans-tout-atout", {"trick": {"contract": "NT", "cards": [["N", "9C"], ["W", "AC"], ["S", "JC"], ["E", "10C"]],
                                       "number": 8}}, "dix_de_der"),
        ("mariage", {"trick": {"contract": "D", "cards": [["N", "KD"], ["W", "AD"], ["S", "9D"], ["E", "JD"]],
                               "number": 8}}, "total_120"),
        ("coinche", {"trick": {"contract": "S", "cards": [["N", "KH"], ["W", "AH"], ["S", "9S"], ["E", "10H"]],
                               "number": 8}}, "dix_de_der"),
    ],
    "hand_points": [
        ("classic-501", {"contract": "H"}, "total_162"),
        ("classic-1000", {"contract": "C"}, "total_162"),
        ("sans-tout-atout", {"contract": "AT"}, "total_258"),
        ("sans-tout-atout", {"contract": "NT"}, "total_130"),
        ("mariage", {"contract": "S"}, "total_120"),
        ("coinche", {"contract": "D"}, "total_162"),
    ],
    "compare_declarations": [
        ("classic-501", {"declarations": {"contract": "H", "dealer": "N",
                                          "hands": {"E": ["KS", "QS", "JS"], "S": ["KD", "QD", "JD"]}}},
         "tie_nobody", {"declarations": True}),
        ("classic-1000", {"declarations": {"contract": "H", "dealer": "N",
                                           "hands": {"W": ["KS", "QS", "JS"], "S": ["KD", "QD", "JD"]}}},
         "tie_first_speaker", None),
        ("sans-tout-atout", {"declarations": {"contract": "S", "dealer": "E",
                                              "hands": {"N": ["KH", "QH", "JH", "10H", "9H"], "W": ["AC", "AD", "AH", "AS"]}}},
         "four_beats_sequence", None),
        ("coinche", {"declarations": {"contract": "D", "dealer": "S",
                                      "hands": {"E": ["AC", "KC", "QC"], "N": ["KH", "QH", "JH"], "S": ["10D", "9D", "8D"]}}},
         "top_card_decides", None),
        ("classic-1000", {"declarations": {"contract": "D", "dealer": "W",
                                           "hands": {"N": ["10S", "9S", "8S"], "E": ["10D", "9D", "8D"]}}},
         "trumps_decide", None),
        ("coinche", {"declarations": {"contract": "C", "dealer": "N",
                                      "hands": {"W": ["AS", "KS", "QS", "JS"], "N": ["KH", "QH", "JH"], "S": ["9D", "8D", "7D"]}}},
         "one_team_scores_all", None),
    ],
    "score_hand": [
        ("classic-501", {"facts": {"contract": "H", "taker": "S", "card_points": {"NS": 71, "EW": 81},
                                   "tricks": {"NS": 4, "EW": 4}, "last_trick": "NS"}}, "litige"),
        ("classic-1000", {"facts": {"contract": "H", "taker": "S", "card_points": {"NS": 71, "EW": 81},
                                    "tricks": {"NS": 4, "EW": 4}, "last_trick": "NS"}}, "tie_made"),
        ("classic-501", {"facts": {"contract": "S", "taker": "E", "card_points": {"NS": 90, "EW": 62},
                                   "tricks": {"NS": 5, "EW": 3}, "last_trick": "NS", "belote": ["W"]}}, "belote_kept"),
        ("sans-tout-atout", {"facts": {"contract": "S", "taker": "E", "card_points": {"NS": 90, "EW": 62},
                                       "tricks": {"NS": 5, "EW": 3}, "last_trick": "NS", "belote": ["W"]}}, "belote_lost"),
        ("coinche", {"facts": {"bid": "100 H", "taker": "N", "card_points": {"NS": 96, "EW": 56},
                               "tricks": {"NS": 5, "EW": 3}, "last_trick": "NS"}}, "coinche_bid_added"),
        ("coinche", {"facts": {"bid": "100 H", "taker": "N", "coinched": 1, "card_points": {"NS": 96, "EW": 56},
                               "tricks": {"NS": 5, "EW": 3}, "last_trick": "NS"}}, "coinche_coinched"),
    ],
}

_JACK_CLOCKWISE = {"leader": "N", "trick": [["N", "AS"], ["E", "7S"]],
                   "hands": {"N": ["7D"], "E": ["8D"], "S": ["JH", "7C"], "W": ["8S", "AC"]}}
_JACK_ANTICLOCKWISE = {"leader": "N", "trick": [["N", "AS"], ["W", "7S"]],
                       "hands": {"N": ["7D"], "W": ["8D"], "S": ["JH", "7C"], "E": ["8S", "AC"]}}
COMPOSED["ending"] = [
    ("classic-501", {"ending": {"contract": "H", "taker": "S", **_JACK_CLOCKWISE}}, "keep_the_jack"),
    ("classic-1000", {"ending": {"contract": "H", "taker": "N", **_JACK_ANTICLOCKWISE}}, "keep_the_jack"),
    ("sans-tout-atout", {"ending": {"contract": "H", "taker": "S", **_JACK_ANTICLOCKWISE}}, "keep_the_jack"),
    ("coinche", {"ending": {"contract": "H", "taker": "N", **_JACK_ANTICLOCKWISE}}, "keep_the_jack"),
]
# North's view after three tricks of classic-501 (hearts trumps, clockwise): East ruffed North's A♦ (no
# diamonds); West, with South winning trick 3, discarded K♦ instead of trumping (no clubs, no trumps)
_C501_HISTORY = {"contract": "H", "taker": "N", "tricks": [
    [["N", "AS"], ["E", "7S"], ["S", "10S"], ["W", "8S"]],
    [["N", "AD"], ["E", "7H"], ["S", "8D"], ["W", "9D"]],
    [["E", "7C"], ["S", "8C"], ["W", "KD"], ["N", "AC"]]], "hand": ["KS", "QS", "10H", "9H", "10C"]}
# North's view in mariage (hearts trumps, anticlockwise): West, out of diamonds, discarded a club: trumping is
# never compulsory, so West may still hold trumps
_MARIAGE_HISTORY = {"contract": "H", "tricks": [
    [["N", "AS"], ["W", "7S"], ["S", "8S"], ["E", "KS"]],
    [["N", "AD"], ["W", "7C"], ["S", "8D"], ["E", "9D"]]], "hand": ["QS", "JS", "10H", "9H", "10C", "8C"]}
COMPOSED["master_card"] = [("classic-501", {"history": _C501_HISTORY}, "ten_master")]
COMPOSED["voids"] = [("classic-501", {"history": _C501_HISTORY}, "must_trump"),
                     ("mariage", {"history": _MARIAGE_HISTORY}, "mariage_no_duty")]
COMPOSED["trumps_out"] = [("classic-501", {"history": _C501_HISTORY}, "count_trumps")]
COMPOSED["defend"] = [
    ("classic-501", {"ending": {"contract": "H", "taker": "E", **_JACK_CLOCKWISE}}, "keep_the_jack"),
    ("coinche", {"ending": {"contract": "H", "taker": "W", **_JACK_ANTICLOCKWISE}}, "keep_the_jack"),
]

GOALS = {"legal_cards": "every_legal_card", "win_trick": "win_trick", "trick_points": "trick_points",
         "master_card": "master_cards", "voids": "known_voids", "trumps_out": "trumps_out",
         "compare_declarations": "who_scores", "score_hand": "hand_score", "bid": "best_call", "ending": "most_points",
         "defend": "most_points"}
HINTS = {"legal_cards": ("rule", "suit"), "win_trick": ("rule", "suit"), "trick_points": ("values",),
         "hand_points": ("values", "total"), "master_card": ("order",), "voids": ("evidence",), "trumps_out": ("count",),
         "compare_declarations": ("rule",), "score_hand": ("rule",), "bid": ("hand",), "ending": ("suit", "rule"),
         "defend": ("rule", "suit")}


# ------------------------------------------------------------------------------------------------------
# The stages
# ------------------------------------------------------------------------------------------------------


def seeded(skill, preset, picks, start=1, options=None, goal=None, deal_keys=None):
    graded = SKILLS[skill].graded
    out = []
    for n, (seed, keys, _) in enumerate(picks, start):
        key = SYSTEM_KEYS[preset]
        level_id = f"{skill}.{key}.{n:02d}"
        deal = {"seed": seed, "dealer": str(dealer_of(seed)), **keys}
        hint = HINTS[skill][(n - 1) % len(HINTS[skill])]
        out.append(spec(skill, preset, {"deal": deal}, level_id, goal or GOALS[skill], graded, hint,
                        False, options))
    return out


def composed(skill, preset, start):
    graded = SKILLS[skill].graded
    out = []
    n = start
    for item in COMPOSED.get(skill, []):
        p, source, point = item[:3]
        options = item[3] if len(item) > 3 else None
        if p != preset:
            continue
        goal = GOALS.get(skill)
        if skill == "hand_points":
            goal = "deal_total"
        level_id = f"{skill}.{SYSTEM_KEYS[preset]}.{n:02d}"
        out.append(spec(skill, preset, source, level_id, goal, graded, HINTS[skill][0], False, options, point=point))
        n += 1
    return out


def finish(levels):
    """Number the levels in order and turn the scaffold on for the first ones."""
    for i, lv in enumerate(levels):
        lv["scaffold"] = i < SCAFFOLDED
    return levels


def stage_levels(skill, preset):
    rules = get_rules(preset, OPTIONS.get(skill, {}).get(preset))
    options = OPTIONS.get(skill, {}).get(preset)
    comp = composed(skill, preset, 1)
    n = len(comp) + 1
    if skill == "legal_cards":
        levels = comp + seeded(skill, preset, choose(rules, legal_candidates, 6), n)
    elif skill == "win_trick":
        levels = comp + seeded(skill, preset, choose(rules, win_candidates, 5 - len(comp)), n)
    elif skill == "trick_points":
        last = choose(rules, trick_candidates, 1, first_seed=50, want=lambda k: k[0])
        plain = choose(rules, trick_candidates, 4 - len(comp), first_seed=60, diverse=False,
                       want=lambda k: not k[0] and k[1] >= 15)
        levels = comp + seeded(skill, preset, plain + last, n)
    elif skill == "hand_points":
        team = choose(rules, team_candidates, 2, first_seed=70)
        other = choose(rules, team_candidates, 2, first_seed=90)
        levels = comp + seeded(skill, preset, team, n, goal="team_points") + \
            seeded(skill, preset, other, n + len(team), goal="other_team")
    elif skill == "master_card":
        levels = comp + seeded(skill, preset, choose(rules, master_candidates, 4, first_seed=100), n)
    elif skill == "voids":
        picks = choose(rules, void_candidates, 4, first_seed=150)
        levels = comp + seeded(skill, preset, picks, n)
    elif skill == "trumps_out":
        levels = comp + seeded(skill, preset, choose(rules, trumps_candidates, 4, first_seed=200, diverse=False), n)
    elif skill == "compare_declarations":
        levels = comp + seeded(skill, preset, choose(rules, declaration_candidates, 3, first_seed=250), n, options=options)
    elif skill == "score_hand":
        levels = comp + seeded(skill, preset, choose(rules, score_candidates, 3, first_seed=300), n)
    elif skill in ("ending", "defend"):
        defending = skill == "defend"
        picks = []
        for left in (3, 4):
            picks += choose(rules, lambda r, s: ending_candidates(r, s, defending, left), 2,
                            first_seed=400 if left == 3 else 500, diverse=False)
        levels = comp + seeded(skill, preset, picks, n)
    else:
        raise ValueError(skill)
    # keep only the levels the engine can work out (a check: every one can)
    good = [lv for lv in levels if build(lv) is not None]
    for i, lv in enumerate(good, 1):
        lv["id"] = f"{skill}.{SYSTEM_KEYS[preset]}.{i:02d}"
    return finish(good)


def bid_stages():
    from belote_learn.training.problems import problem_names, read_problem

    stages = []
    for preset in PRESETS:
        names = [n for n in problem_names() if n.split("-", 1)[1] == preset]
        if not names:
            continue
        levels = []
        for i, name in enumerate(names, 1):
            read_problem(name, get_rules(preset))
            levels.append(spec("bid", preset, {"problem": name}, f"bid.{SYSTEM_KEYS[preset]}.{i:02d}", "best_call",
                               "exact", "hand", False))
        stages.append({"id": f"bid.{SYSTEM_KEYS[preset]}", "system": preset, "levels": finish(levels)})
    return stages


def skill_file(skill):
    if skill == "bid":
        return {"skill": skill, "stages": bid_stages()}
    stages = []
    for preset in PRESETS:
        worker = SKILLS[skill]
        from belote_learn.systems import system_of

        if system_of(preset).name not in worker.systems:
            continue
        levels = stage_levels(skill, preset)
        if levels:
            stages.append({"id": f"{skill}.{SYSTEM_KEYS[preset]}", "system": preset, "levels": levels})
    return {"skill": skill, "stages": stages}


def write_all(check: bool = False, skills=None) -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    differ = []
    for skill in skills or SKILLS:
        text = json.dumps(skill_file(skill), indent=1, ensure_ascii=False) + "\n"
        path = OUT / f"{skill}.json"
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                differ.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
            n = sum(len(st["levels"]) for st in json.loads(text)["stages"])
            print(f"{path.relative_to(ROOT)}: {n} levels", flush=True)
    if differ:
        print("out of date: " + ", ".join(differ) + " (run python tools/make_training.py)")
        return 1
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when the files differ from what this writes")
    ap.add_argument("--skills", nargs="*", choices=list(SKILLS), help="only these skills' files")
    a = ap.parse_args()
    return write_all(a.check, a.skills)


if __name__ == "__main__":
    sys.exit(main())
