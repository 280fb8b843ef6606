"""Coinche scoring (docs/rules.md "coinche", Scoring): a contract made or failed on the bid's value, coinche
x2 and surcoinche x4, capot, belote and declarations, and the score lines that explain it."""
from __future__ import annotations

from dataclasses import dataclass
from belote_learn.core.cards import Team
from belote_learn.rules.declarations import DeclarationsResult
from belote_learn.rules.scoring import HandScore, ScoreLine, round_score
from belote_learn.systems.coinche.auction import CoincheBid, TEAMS, call_words


@dataclass
class CoincheScore(HandScore):
    """The result of one coinche deal (see :func:`score_coinche`); ``bid`` is the :class:`CoincheBid`."""

    bid: CoincheBid | None = None

    def _result_rule(self) -> str:
        b = self.bid
        need = "every trick" if b.capot else f"at least {b.value} and more than the defenders"
        return {
            "made": f"made: the takers needed {need}",
            "capot": "made, and a capot: the takers won every trick",
            "dedans": f"failed (dedans): the takers needed {need}",
            "litige": "litige: equal totals (option litige)",
            "capot-defenders": "failed: the defenders won every trick",
        }[self.result]

    def _result_lines(self, T: Team, D: Team, deal_total: int) -> list[ScoreLine]:
        b = self.bid
        m = b.multiplier
        tot = self.totals
        bel = {t: 20 * sum(1 for s, _ in self.belote if s.team is t) for t in TEAMS}
        decl = {t: (self.declarations.points_of(t) if self.declarations else 0) for t in TEAMS}
        decl_all = decl[T] + decl[D]
        times = {1: "", 2: " x 2 (coinched)", 4: " x 4 (surcoinched)"}[m]
        said = {1: "", 2: " x2 (coinched)", 4: " x4 (surcoinched)"}[m]
        value = b.value
        vname = "250 (capot bid)" if b.capot else str(value)
        held = self.held_in if self.released else 0
        raw = self.raw_score

        def own(team):
            return raw[team] - (held if self.released and self.released[0] is team else 0)

        def both(t_value, d_value):
            return (t_value, d_value) if T is Team.NS else (d_value, t_value)

        if b.capot:
            test = "every trick" if self.result == "capot" else f"{self.tricks[T]} tricks of 8"
        elif tot[T] < value:
            test = f"{tot[T]} < {value}, the bid"
        elif tot[T] <= tot[D]:
            test = f"{tot[T]} {'=' if tot[T] == tot[D] else '<'} {tot[D]}, the defenders' total"
        else:
            test = f"{tot[T]} >= {value} and > {tot[D]}"
        if self.result in ("made", "capot"):
            capot = self.result == "capot"
            if m == 1:
                if capot:
                    how = (f"capot: 252 (the last trick worth 100) + belote {bel[T]} + declarations {decl_all} "
                           f"(the defenders' go to the takers) + the bid {vname}")
                else:
                    how = f"the takers score their total {tot[T]} + the bid {vname}; the defenders their total {tot[D]}"
            else:
                base = 250 if capot else 160
                how = (f"({base}{' after a capot' if capot else ''} + declarations {decl_all} + belote {bel[T]} + the "
                       f"bid {vname}){times} to the takers; the defenders keep only their belote")
            if b.capot:
                item = f"Capot bid made{said}: every trick"
            elif capot:
                item = f"Capot on {call_words(b.call)}{said}: every trick"
            else:
                item = f"Made: {call_words(b.call)}{said}: {test}"
            return [ScoreLine(item, *both(own(T), own(D)), how)]
        if self.result == "litige":
            return [ScoreLine(
                f"Litige: {tot[T]} = {tot[D]}", *both(0, own(D)),
                f"equal totals (option litige): the defenders score their total; the takers' {tot[T]} are held, "
                "never multiplied, for the team that wins the next deal")]
        if self.result == "capot-defenders":
            item = f"Every trick to the defenders: {call_words(b.call)}{said} failed"
        elif b.capot:
            item = f"Capot bid failed{said}: {test}"
        else:
            item = f"Failed: {call_words(b.call)}{said}: {test}"
        return [ScoreLine(
            item, *both(own(T), own(D)),
            f"failed: the takers keep only their belote ({bel[T]}); the defenders score (160 + declarations "
            f"{decl_all} + their belote {bel[D]} + the bid {vname}){times}")]

    def lines(self) -> list[ScoreLine]:
        out = super().lines()
        b = self.bid
        out.insert(0, ScoreLine(f"Contract: {b.words}", None, None,
                                "the last bid of the auction" + ("; coinche doubles the deal, surcoinche doubles it again"
                                                                 if b.multiplier > 1 else "")))
        return out

    def to_dict(self) -> dict:
        d = super().to_dict()
        d["contract"] = self.bid.call
        d["multiplier"] = self.bid.multiplier
        return d


def score_coinche(rules, bid: CoincheBid, card_points: dict, tricks: dict, last_trick: Team, belote: list,
                  declarations: DeclarationsResult | None, held_in: int = 0) -> CoincheScore:
    """Score one finished coinche deal (docs/rules.md "coinche", scoring).

    Args:
        rules: the coinche :class:`~belote_learn.rules.presets.Rules` (options ``litige``, ``rounding``).
        bid: the contract (value, suit, capot, taker, coinche and surcoinche).
        card_points: team -> card points won (without the dix de der); tricks: team -> tricks won.
        last_trick: the team that won the last trick (dix de der 10).
        belote: ``[(seat, suit)]`` for a belote held (king and queen of trumps, 20, never lost).
        declarations: the compared declarations (only the best team's count; an exact tie: none).
        held_in: litige points held from earlier deals (option ``litige``).

    Each team's total is its card points + dix de der + belote + its declarations if best. The contract
    is made when the takers' total is at least the bid and more than the defenders' (a capot bid: every
    trick). Made, not coinched: takers total + bid (a capot counts 252 and takes the defenders'
    declarations), defenders their total. Made and coinched (x2) or surcoinched (x4): takers (160, 250
    after a capot, + every scoring declaration + their belote + bid) x 2 or x 4, defenders their belote.
    Failed (defenders taking every trick too): takers their belote, defenders (160 + declarations + their
    belote + bid) x 1, 2 or 4. Equal totals fail, or with ``litige`` the defenders score their total and
    the takers' total is held for the next deal's winner. Scores are rounded to 10, halves up (option
    ``rounding``); the made test uses exact points.

    Returns:
        A :class:`CoincheScore` whose ``result`` is ``"made"``, ``"capot"``, ``"dedans"``, ``"litige"`` or
        ``"capot-defenders"``.
    """
    T = bid.bidder.team
    D = T.other
    m = bid.multiplier
    value = bid.value
    bel = {Team.NS: 0, Team.EW: 0}
    for seat, _ in belote:
        bel[seat.team] += 20
    decl = {t: (declarations.points_of(t) if declarations is not None else 0) for t in TEAMS}
    decl_all = decl[T] + decl[D]
    totals = {t: card_points[t] + (10 if last_trick is t else 0) + bel[t] + decl[t] for t in TEAMS}
    capot_t = tricks[D] == 0
    if bid.capot or capot_t or tricks[T] == 0:
        # every trick decides, whatever the declarations: takers winning them all have made any bid;
        # defenders winning them all beat any contract (rules.md "coinche")
        made = capot_t
    else:
        made = totals[T] >= value and totals[T] > totals[D]
    litige = (not made and rules.litige and not bid.capot and tricks[T] > 0 and totals[T] == totals[D]
              and totals[T] >= value)
    score = {Team.NS: 0, Team.EW: 0}
    if made:
        result = "capot" if capot_t else "made"
        if m == 1:
            if capot_t:
                score[T] = 252 + bel[T] + decl_all + value
                score[D] = bel[D]
            else:
                score[T] = totals[T] + value
                score[D] = totals[D]
        else:
            score[T] = ((250 if capot_t else 160) + decl_all + bel[T] + value) * m
            score[D] = bel[D]
        winner: Team | None = T
    elif litige:
        result = "litige"
        score[D] = totals[D]
        winner = None
    else:
        result = "capot-defenders" if tricks[T] == 0 else "dedans"
        score[T] = bel[T]
        score[D] = (160 + decl_all + bel[D] + value) * m
        winner = D
    released = None
    if result == "litige":
        held_out = held_in + totals[T]
    else:
        held_out = 0
        if held_in:
            score[winner] += held_in
            released = (winner, held_in)
    raw = dict(score)
    if rules.rounding:
        score = {t: round_score(v) for t, v in score.items()}
    return CoincheScore(rules, bid.contract, bid.bidder, result, score, held_out, released, totals, dict(card_points),
                        dict(tricks), last_trick, list(belote), declarations, held_in, raw, bid)
