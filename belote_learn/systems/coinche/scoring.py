"""Coinche scoring (docs/rules.md "coinche", Scoring): a contract made or failed on the bid's value, coinche
x2 and surcoinche x4, capot, belote and declarations, and the score lines that explain it."""
from __future__ import annotations

from dataclasses import dataclass, replace
from belote_learn.core.cards import Team
from belote_learn.core.messages import Message
from belote_learn.rules.declarations import DeclarationsResult
from belote_learn.rules.scoring import HandScore, ScoreLine, round_score
from belote_learn.systems.coinche.auction import CoincheBid, TEAMS, call_message


_TIMES = {1: "", 2: Message("coinche.score.times.coinched"), 4: Message("coinche.score.times.surcoinched")}
"""What the multiplier does to the points, in the rule column (`` x 2 (coinched)``)."""
_SAID = {1: "", 2: Message("coinche.score.said.coinched"), 4: Message("coinche.score.said.surcoinched")}
"""The multiplier after the contract, in the item column (`` x2 (coinched)``)."""


@dataclass
class CoincheScore(HandScore):
    """The result of one coinche deal (see :func:`score_coinche`); ``bid`` is the :class:`CoincheBid`.

    :meth:`lines` and :meth:`to_dict` say the coinche lines (the contract, the result) in a language
    (``lang="en"``); the lines the Belote score shares are :class:`~belote_learn.rules.scoring.HandScore`'s."""

    bid: CoincheBid | None = None

    def _result_rule_message(self) -> Message:
        b = self.bid
        need = Message("coinche.score.need.capot") if b.capot else Message("coinche.score.need.value", value=b.value)
        if self.result == "made":
            return Message("coinche.score.rule.made", need=need)
        if self.result == "dedans":
            return Message("coinche.score.rule.dedans", need=need)
        if self.result == "capot":
            return Message("coinche.score.rule.capot")
        if self.result == "litige":
            return Message("coinche.score.rule.litige")
        return Message("coinche.score.rule.capot_defenders")

    def _result_rule(self, lang: str = "en") -> str:
        return self._result_rule_message().render(lang)

    def _result_lines(self, T: Team, D: Team, deal_total: int, lang: str = "en") -> list[ScoreLine]:
        return [ScoreLine(item.render(lang), ns, ew, how.render(lang))
                for item, ns, ew, how in self._result_messages(T, D)]

    def _result_messages(self, T: Team, D: Team) -> list[tuple]:
        """The result line as ``(item, NS, EW, rule)``, item and rule as messages."""
        b = self.bid
        m = b.multiplier
        tot = self.totals
        bel = {t: 20 * sum(1 for s, _ in self.belote if s.team is t) for t in TEAMS}
        decl = {t: (self.declarations.points_of(t) if self.declarations else 0) for t in TEAMS}
        decl_all = decl[T] + decl[D]
        times = _TIMES[m]
        said = _SAID[m]
        value = b.value
        vname = Message("coinche.score.capot_bid_value") if b.capot else str(value)
        words = call_message(b.call)
        held = self.held_in if self.released else 0
        raw = self.raw_score

        def own(team):
            return raw[team] - (held if self.released and self.released[0] is team else 0)

        def both(t_value, d_value):
            return (t_value, d_value) if T is Team.NS else (d_value, t_value)

        if b.capot:
            test = (Message("coinche.score.test.every_trick") if self.result == "capot" else
                    Message("coinche.score.test.tricks", tricks=self.tricks[T]))
        elif tot[T] < value:
            test = Message("coinche.score.test.below_bid", total=tot[T], value=value)
        elif tot[T] <= tot[D]:
            test = Message("coinche.score.test.not_above", total=tot[T], sign="=" if tot[T] == tot[D] else "<",
                           defenders=tot[D])
        else:
            test = Message("coinche.score.test.made", total=tot[T], value=value, defenders=tot[D])
        if self.result in ("made", "capot"):
            capot = self.result == "capot"
            if m == 1:
                if capot:
                    how = Message("coinche.score.how.capot", belote=bel[T], declarations=decl_all, bid=vname)
                else:
                    how = Message("coinche.score.how.made", total=tot[T], bid=vname, defenders=tot[D])
            elif capot:
                how = Message("coinche.score.how.multiplied.capot", declarations=decl_all, belote=bel[T], bid=vname,
                              times=times)
            else:
                how = Message("coinche.score.how.multiplied", declarations=decl_all, belote=bel[T], bid=vname,
                              times=times)
            if b.capot:
                item = Message("coinche.score.item.capot_bid_made", said=said)
            elif capot:
                item = Message("coinche.score.item.capot", bid=words, said=said)
            else:
                item = Message("coinche.score.item.made", bid=words, said=said, test=test)
            return [(item, *both(own(T), own(D)), how)]
        if self.result == "litige":
            return [(Message("coinche.score.item.litige", total=tot[T], defenders=tot[D]), *both(0, own(D)),
                     Message("coinche.score.how.litige", total=tot[T]))]
        if self.result == "capot-defenders":
            item = Message("coinche.score.item.every_trick_to_defenders", bid=words, said=said)
        elif b.capot:
            item = Message("coinche.score.item.capot_bid_failed", said=said, test=test)
        else:
            item = Message("coinche.score.item.failed", bid=words, said=said, test=test)
        return [(item, *both(own(T), own(D)),
                 Message("coinche.score.how.failed", belote=bel[T], declarations=decl_all, their_belote=bel[D],
                         bid=vname, times=times))]

    def lines(self, lang: str = "en") -> list[ScoreLine]:
        """The breakdown (see :meth:`HandScore.lines`), the contract first; the coinche lines (contract,
        result) in ``lang`` (ValueError for an unknown language)."""
        out = super().lines()
        if lang != "en":
            # the shared lines call the result hooks without a language: say the coinche ones in lang
            T, D = self.takers, self.defenders
            total = self.rules.ranking(self.contract).total
            mine = dict(zip(self._result_lines(T, D, total), self._result_lines(T, D, total, lang)))
            out = [mine.get(line, line) for line in out]
            rule = self._result_rule()
            if out and out[-1].rule == rule:
                out[-1] = replace(out[-1], rule=self._result_rule(lang))
        b = self.bid
        if b.multiplier > 1:
            why = Message("coinche.score.rule.contract.multiplied")
        else:
            why = Message("coinche.score.rule.contract")
        out.insert(0, ScoreLine(Message("coinche.score.item.contract", bid=b.message).render(lang), None, None,
                                why.render(lang)))
        return out

    def to_dict(self, lang: str = "en") -> dict:
        """The score as JSON-ready data (see :meth:`HandScore.to_dict`), the breakdown's coinche lines in ``lang``."""
        d = super().to_dict()
        if lang != "en":
            d["breakdown"] = [r.to_dict() for r in self.lines(lang)]
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
