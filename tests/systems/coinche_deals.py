"""Coinche deals scored by hand, shared by the coinche scoring, game and record tests: each written as a
record (docs/formats.md "Coinche records") with its score worked out in the comments."""
from __future__ import annotations


def plays_of(*tricks):
    """``"N:JS W:7C ..."`` strings, one a trick, as a record's ``plays``."""
    out = []
    for trick in tricks:
        for item in trick.split():
            seat, card = item.split(":")
            out.append([seat, card])
    return out


# Dealer E, so N speaks and leads first (anticlockwise: N W S E). N bids 80 in spades and the takers win
# every trick; East holds four nines (150) and the king and queen of spades (belote 20).
CAPOT_AGAINST_DECLARATIONS = {
    "rules": "coinche", "dealer": "E",
    "hands": {"N": "JS AS 10S 8S 7S AH AD AC".split(), "E": "9S KS QS 9H 9D 9C 7H 7D".split(),
              "S": "10H KH QH 10D KD 10C KC QC".split(), "W": "JH 8H JD QD 8D JC 8C 7C".split()},
    "bidding": [["N", "80 S"], ["W", "pass"], ["S", "pass"], ["E", "pass"]],
    "plays": plays_of("N:JS W:7C S:QC E:9S", "N:AS W:8C S:KC E:KS", "N:10S W:JC S:10C E:QS",
                      "N:AH W:8H S:QH E:7H", "N:AD W:8D S:KD E:7D", "N:AC W:QD S:10D E:9C",
                      "N:8S W:JH S:10H E:9H", "N:7S W:JD S:KH E:9D"),
}


# Dealer E. N bids 80 in hearts and the defenders win every trick; North holds four nines (150) and
# South a hundred to the ace of diamonds (100): North-South's declarations are the best (150 beats
# East's and West's hundreds), 250 in all, more than East-West's 152 + 10 + belote 20 = 182.
_REST = {"N": "9S 9D 9C 8S 7C 8C".split(), "W": "QS 10C JC QC KC AC".split(),
         "S": "8D 10D JD QD KD AD".split()}


DEFENDERS_EVERY_TRICK = {
    "rules": "coinche", "dealer": "E",
    "hands": {"N": "9S 9H 9D 9C 7S 8S 7C 8C".split(), "S": "10D JD QD KD AD 7D 8D 10S".split(),
              "E": "JH AH 10H KH QH 8H 7H AS".split(), "W": "JS QS KS 10C JC QC KC AC".split()},
    "bidding": [["N", "80 H"], ["W", "pass"], ["S", "pass"], ["E", "pass"]],
    "plays": plays_of("N:7S W:KS S:10S E:AS", "E:JH N:9H W:JS S:7D")
    + [[seat, card] for i, c in enumerate("AH 10H KH QH 8H 7H".split())
       for seat, card in (("E", c), ("N", _REST["N"][i]), ("W", _REST["W"][i]), ("S", _REST["S"][i]))],
}


# Ten deals played out by the rule-based bot from scripted auctions, chosen to reach every scoring branch.
# Each is scored below from the rules alone: card points trick by trick (trumps J 20, 9 14, A 11, 10 10,
# K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2), the last trick 10, belote 20, declarations (only the
# best team's), then rules.md "coinche" scoring; every trick's sum was checked by hand against its cards.
# Each entry: options, dealer, hands, bidding, plays (tricks split by " / "), then the result, the score
# and the points held over.
HANDS = {
    # dealer N, anticlockwise: W speaks first. W 80 H, coinched by S. Trumps hearts.
    # N-S tricks 2 (8D AH 7C 10D = 21), 3 (AC 8C 10C 9C = 21), 5 (QC JH JD JC = 27), 6 (9D QH 9H 9S = 17) = 86.
    # E-W tricks 1 (AD KD QD 7D = 18), 4 (7S AS KS KC = 19), 7 (10S JS 7H 10H = 22), 8 (KH 8S QS 8H = 7) = 66,
    # + last trick 10 + W's belote (K Q hearts) 20 = 96 >= 80 and > 86: made, coinched:
    # E-W (160 + declarations 0 + belote 20 + bid 80) x 2 = 520; N-S only their belote, 0.
    "coinched-made": ({}, "N", {"N": "KS 7H 8H JH 7D 9D 10D 10C", "E": "9S JS QS AS QD 7C 8C QC",
                                "S": "7S 8S 10S 9H AH KD JC AC", "W": "10H QH KH 8D JD AD 9C KC"},
        "W:80_H S:coinche E:pass N:pass W:pass",
        "W:AD S:KD E:QD N:7D / W:8D S:AH E:7C N:10D / S:AC E:8C N:10C W:9C / S:7S E:AS N:KS W:KC"
        " / E:QC N:JH W:JD S:JC / N:9D W:QH S:9H E:9S / S:10S E:JS N:7H W:10H / W:KH S:8S E:QS N:8H",
        "made", {"NS": 0, "EW": 520}, 0),
    # S 120 D, coinched by E. Trumps diamonds. N-S tricks 1 (8C AC 9C KC = 15), 2 (JD 7S 8D 7D = 20),
    # 3 (AH 9H KH 7H = 15), 7 (KD AD JS AS = 28) = 78 + N's tierce 8 9 10 of spades 20 = 98 < 120: failed.
    # E-W tricks 4 (7) + 5 (14) + 6 (27) + 8 (26) = 74 + 10. Coinched: E-W (160 + 20 + 0 + 120) x 2 = 600.
    "coinched-failed-decl": ({}, "N", {"N": "8S 9S 10S AS KH 8D 7C KC", "E": "7S JS QS 9H 10H QH 9C 10C",
                                       "S": "8H JH AH JD QD AD QC AC", "W": "KS 7H 7D 9D 10D KD 8C JC"},
        "W:pass S:120_D E:coinche N:pass W:pass S:pass",
        "W:8C S:AC E:9C N:KC / S:JD E:7S N:8D W:7D / S:AH E:9H N:KH W:7H / S:8H E:QH N:7C W:KS"
        " / E:10H N:8S W:JC S:JH / E:10C N:9S W:9D S:QC / W:KD S:AD E:JS N:AS / S:QD E:QS N:10S W:10D",
        "dedans", {"NS": 0, "EW": 600}, 0),
    # The same cards, W 90 C, S coinches, E surcoinches (the auction ends at once). Trumps clubs.
    # E-W tricks 1 (JC QC 9C 7C = 37), 2 (7D AD 10C 8D = 21), 5 (8H 10H KH 7H = 14), 6 (QS 8S 10D JD = 15)
    # = 87 < 90: failed. N-S 25 + 24 + 9 + 7 = 65 + 10 + tierce 20 = 95.
    # Surcoinched: N-S (160 + 20 + 0 + 90) x 4 = 1080; E-W their belote 0.
    "surcoinche-failed": ({}, "N", {"N": "8S 9S 10S AS KH 8D 7C KC", "E": "7S JS QS 9H 10H QH 9C 10C",
                                    "S": "8H JH AH JD QD AD QC AC", "W": "KS 7H 7D 9D 10D KD 8C JC"},
        "W:90_C S:coinche E:surcoinche",
        "W:JC S:QC E:9C N:7C / W:7D S:AD E:10C N:8D / E:7S N:10S W:KS S:AH / N:AS W:8C S:AC E:JS"
        " / S:8H E:10H N:KH W:7H / E:QS N:8S W:10D S:JD / E:QH N:KC W:9D S:JH / N:9S W:KD S:QD E:9H",
        "dedans", {"NS": 1080, "EW": 0}, 0),
    # W bids capot in spades; N-S take tricks 5 (7C 10C 9C JC = 12), 7 (8C 9D KC 10S = 14), 8 (9H QC JH JD
    # = 7): the capot bid failed. N-S (160 + 0 + 0 + 250) = 410; E-W no belote (K of spades with N): 0.
    "capot-bid-failed": ({}, "N", {"N": "KS 7H 8H JH 7D 9D 10D 10C", "E": "9S JS QS AS QD 7C 8C QC",
                                   "S": "7S 8S 10S 9H AH KD JC AC", "W": "10H QH KH 8D JD AD 9C KC"},
        "W:capot_S S:pass E:pass N:pass",
        "W:AD S:KD E:QD N:7D / W:QH S:AH E:AS N:7H / E:JS N:KS W:10H S:7S / E:9S N:8H W:KH S:8S"
        " / E:7C N:10C W:9C S:JC / N:10D W:8D S:AC E:QS / E:8C N:9D W:KC S:10S / S:9H E:QC N:JH W:JD",
        "dedans", {"NS": 410, "EW": 0}, 0),
    # W 80 S, and E-W take all eight tricks (34 + 28 + 14 + 3 + 15 + 20 + 20 + 18 = 152): a capot on a
    # number bid, made: 252 + belote 0 (K spades W, Q spades E) + E's tierce 7 8 9 of spades 20 + bid 80
    # = 352 -> 350; N-S 0.
    "capot-unbid": ({}, "N", {"N": "7H 10H 8D 9D 8C 9C JC QC", "E": "7S 8S 9S QS AS KH 7D 10D",
                              "S": "8H QH JD QD AD 10C KC AC", "W": "10S JS KS 9H JH AH KD 7C"},
        "W:80_S S:pass E:pass N:pass",
        "W:JS S:8H E:9S N:7H / W:AH S:QH E:KH N:10H / W:JH S:JD E:10D N:8C / W:9H S:QD E:7D N:8D"
        " / W:7C S:KC E:AS N:9C / E:7S N:9D W:10S S:10C / W:KS S:AD E:QS N:JC / W:KD S:AC E:8S N:QC",
        "capot", {"NS": 0, "EW": 350}, 0),
    # W 80 H, option litige. E-W tricks 1 (AS 8S KS 7S = 15), 2 (AD 8D KD QD = 18), 5 (8C 10C 7C KC = 14),
    # 6 (7D JD AH QC = 16), 7 (9H KH 8H 7H = 18) = 81. N-S 3 (10D 9D AC JH = 41), 4 (10S QS 9S JS = 15),
    # 8 (QH 10H 9C JC = 15) = 71 + last trick 10 = 81. No belote (K hearts N, Q hearts E), no declaration.
    # 81 = 81 and 81 >= 80: litige. N-S their total 81 -> 80; E-W 0; their 81 held.
    "litige": ({"litige": True}, "N", {"N": "7S 10S 10H JH KH QD 8C QC", "E": "JS KS 9H QH AH KD KC AC",
                                       "S": "8S 9S 7H 8D 9D JD 7C JC", "W": "QS AS 8H 7D 10D AD 9C 10C"},
        "W:80_H S:pass E:pass N:pass",
        "W:AS S:8S E:KS N:7S / W:AD S:8D E:KD N:QD / W:10D S:9D E:AC N:JH / N:10S W:QS S:9S E:JS"
        " / N:8C W:10C S:7C E:KC / W:7D S:JD E:AH N:QC / E:9H N:KH W:8H S:7H / E:QH N:10H W:9C S:JC",
        "litige", {"NS": 80, "EW": 0}, 81),
    # The same deal without the option: equal totals fail. N-S (160 + 0 + 0 + 80) = 240; E-W 0.
    "tie-no-litige": ({}, "N", {"N": "7S 10S 10H JH KH QD 8C QC", "E": "JS KS 9H QH AH KD KC AC",
                                "S": "8S 9S 7H 8D 9D JD 7C JC", "W": "QS AS 8H 7D 10D AD 9C 10C"},
        "W:80_H S:pass E:pass N:pass",
        "W:AS S:8S E:KS N:7S / W:AD S:8D E:KD N:QD / W:10D S:9D E:AC N:JH / N:10S W:QS S:9S E:JS"
        " / N:8C W:10C S:7C E:KC / W:7D S:JD E:AH N:QC / E:9H N:KH W:8H S:7H / E:QH N:10H W:9C S:JC",
        "dedans", {"NS": 240, "EW": 0}, 0),
    # W 90 D, S 100 S over it; option rounding off. N-S tricks 4 (7C 10C QC QH = 16), 5 (AH 7H JH KH = 17),
    # 7 (8S 9S 10S 7S = 24), 8 (JS AS 9H QS = 34) = 91 + 10 = 101 >= 100 and > E-W's 61 + W's belote
    # (K Q spades) 20 = 81: made. N-S 101 + 100 = 201, E-W 81, exact.
    "norounding-made-belote": ({"rounding": False}, "N", {"N": "7S 9H 10H AH 8D QD 10C JC",
                                                         "E": "10S AS KH KD AD 7C 8C KC",
                                                         "S": "9S JS 8H JH QH 7D 9D 9C",
                                                         "W": "8S QS KS 7H 10D JD QC AC"},
        "W:90_D S:100_S E:pass N:pass W:pass",
        "W:AC S:9C E:KC N:JC / W:JD S:7D E:KD N:8D / E:AD N:QD W:10D S:9D / E:7C N:10C W:QC S:QH"
        " / N:AH W:7H S:JH E:KH / N:10H W:KS S:8H E:8C / W:8S S:9S E:10S N:7S / S:JS E:AS N:9H W:QS",
        "made", {"NS": 201, "EW": 81}, 0),
    # Clockwise (dealer N: E speaks first) with overtrump_partner. W 110 C. E-W tricks 1 (34), 2 (24), 3 (14),
    # 4 (14), 7 (19), 8 (18) = 123 + 10 = 133. N-S 5 (7D JD 8D AD = 13) + 6 (10H KH JH 8H = 16) = 29.
    # Declarations: S's tierce J Q K of diamonds beats W's tierce 10 J Q of spades (same value, higher top
    # card): N-S 20, E-W none; N-S total 49. Made: E-W 133 + 110 = 243 -> 240; N-S 49 -> 50.
    "clockwise-otp-decl": ({"direction": "clockwise", "overtrump_partner": True}, "N",
        {"N": "9S KS 10H QH 10D AD 8C QC", "E": "AS KH AH 7D 10C JC KC AC", "S": "7S 9H JH 9D JD QD KD 9C",
         "W": "8S 10S JS QS 7H 8H 8D 7C"},
        "E:pass S:pass W:110_C N:pass E:pass S:pass",
        "E:JC S:9C W:7C N:8C / E:AC S:7S W:10S N:QC / E:AS S:9D W:QS N:9S / E:AH S:9H W:7H N:QH"
        " / E:7D S:JD W:8D N:AD / N:10H E:KH S:JH W:8H / N:10D E:KC S:QD W:JS / E:10C S:KD W:8S N:KS",
        "made", {"NS": 50, "EW": 240}, 0),
    # W 80 H; the defenders hold the only declaration (S's tierce 7 8 9 of clubs, 20). E-W tricks 1 (13),
    # 2 (23), 3 (38), 4 (14), 5 (24) = 112 >= 80 and > N-S's 20 + 14 + 6 = 40 + 10 + 20 = 70: made.
    # E-W 112 + 80 = 192 -> 190; N-S 70.
    "made-defenders-decl": ({}, "N", {"N": "8S 10S 8H KH AH 9D QC KC", "E": "KS AS 9H JH 7D KD AD AC",
                                      "S": "9S JS 10H QH JD 7C 8C 9C", "W": "7S QS 7H 8D 10D QD 10C JC"},
        "W:80_H S:pass E:pass N:pass",
        "W:8D S:JD E:AD N:9D / E:JH N:8H W:7H S:QH / E:9H N:KH W:10D S:10H / E:AS N:8S W:QS S:9S"
        " / E:AC N:QC W:10C S:7C / E:KD N:AH W:QD S:JS / N:10S W:7S S:8C E:KS / N:KC W:JC S:9C E:7D",
        "made", {"NS": 70, "EW": 190}, 0),
}


def record_of(name, held_over=0):
    """The deal ``name`` of :data:`HANDS` as a coinche hand record, with ``held_over`` points held."""
    options, dealer, hands, bidding, plays = HANDS[name][:5]
    return {"rules": "coinche", "options": options, "dealer": dealer,
            "hands": {s: h.split() for s, h in hands.items()},
            "bidding": [[item.split(":")[0], item.split(":")[1].replace("_", " ")] for item in bidding.split()],
            "plays": plays_of(*plays.split(" / ")), "held_over": held_over}
