"""Coinche (belote contrée; seed 001 "Variants", docs/rules.md "coinche") as a registered rule system. It is
played with the classic :class:`~belote_learn.systems.classic.game.Game` and referee; what differs is its
deal (no turn-up, dealt 3-2-3), its auction of points with coinche and surcoinche, its scoring, its end
rule (the belote exception) and its explanations."""
from __future__ import annotations

from belote_learn.core.cards import Seat, Team
from belote_learn.core.messages import Message, seat_name, text
from belote_learn.systems.classic.system import BeloteSystem
from belote_learn.systems.coinche.auction import BID_VALUES, CAPOT_VALUE, parse_call
from belote_learn.systems.coinche.deal import CoincheDeal
from belote_learn.systems.coinche.fast import random_coinche_deal
from belote_learn.systems.coinche.positions import AuctionPosition

__all__ = ["CoincheSystem"]


class CoincheSystem(BeloteSystem):
    """Coinche (belote contrée): no turn-up, an auction of points with coinche and surcoinche
    (seed 001 "Variants"; docs/rules.md "coinche"). Played with :class:`~belote_learn.systems.classic.game.Game` and
    :class:`~belote_learn.systems.coinche.deal.CoincheDeal`."""

    name = "coinche"
    title = Message("system.title.coinche")
    deal_class = CoincheDeal
    has_turn_up = False
    unfinished_auction_ok = False

    def parse_call(self, call) -> str:
        return parse_call(call)

    def random_deal(self, rules, rng, dealer, held_in: int = 0):
        return random_coinche_deal(rules, rng, dealer, held_in)

    def game_end(self, rules, totals: dict, deal=None) -> tuple:
        """The first team to reach the target wins; both in the same deal: the higher total (level:
        another deal). A team that reaches it in a deal in which it won no trick, or in which its own
        contract failed, only thanks to its belote has not won yet (rules.md "coinche", Game)."""
        not_yet = set()
        s = getattr(deal, "score", None)
        if s is not None:
            for t in (Team.NS, Team.EW):
                failed = t is s.takers and s.result in ("dedans", "capot-defenders")
                belote = 20 * sum(1 for seat, _ in s.belote if seat.team is t)
                if (s.tricks[t] == 0 or failed) and belote and totals[t] - s.score[t] < rules.target:
                    not_yet.add(t)  # its points this deal are its belote: it has not won yet
        reached = [t for t in (Team.NS, Team.EW) if totals[t] >= rules.target and t not in not_yet]
        if not reached:
            return False, None, False
        if len(reached) == 1:
            return True, reached[0], False
        ns, ew = totals[Team.NS], totals[Team.EW]
        if ns != ew:
            return True, (Team.NS if ns > ew else Team.EW), False
        return False, None, False

    def auction_words(self, lang: str = "en") -> str:
        return text("coinche.auction_words", lang, low=BID_VALUES[0], high=BID_VALUES[-1], capot=CAPOT_VALUE)

    def over_before_message(self, rules, totals: dict):
        """As :meth:`RuleSystem.over_before_message`, but one team alone past the target may still be playing:
        it may have passed it only thanks to its belote in the deal before (the coinche end rule), and then it
        wins at the end of the next deal by the ordinary rule (docs/rules.md "coinche", Game)."""
        if sum(totals[t] >= rules.target for t in (Team.NS, Team.EW)) == 1:
            return None
        return super().over_before_message(rules, totals)

    def not_won_reason(self, lang: str = "en") -> str:
        return text("coinche.end.not_won_reason", lang)

    def capot_values(self, rules, taker=None) -> tuple[int, int]:
        """The takers' capot counts the last trick as 100 (252); the defenders taking every trick is a
        failed contract, so their last trick stays worth 10."""
        if taker is None:
            return (100, 100)
        team = taker.team if isinstance(taker, Seat) else Team(taker)
        return (100 if team is Team.EW else 10, 100 if team is Team.NS else 10)

    def caption(self, deal, lang: str = "en") -> str:
        b = deal.bid
        if deal.phase == "bidding":
            if b is None:
                return text("coinche.caption.no_bid", lang)
            return text("coinche.caption.auction", lang, bid=b.message)
        return text("coinche.caption.contract", lang, taker=seat_name(deal.taker), bid=b.message,
                    contract=deal.contract.phrase)

    def deal_summary(self, deal, lang: str = "en") -> tuple[list, dict, str]:
        lines, final, _ = super().deal_summary(deal, lang)
        return lines, final, text("coinche.summary.taker", lang, taker=seat_name(deal.taker), bid=deal.bid.message)

    def score_lines(self, score, lang: str = "en") -> list:
        """The coinche breakdown in ``lang`` (:meth:`~belote_learn.systems.coinche.scoring.CoincheScore.lines`)."""
        return score.lines(lang)

    def auction_position(self, data: dict):
        return AuctionPosition.from_dict(data)
