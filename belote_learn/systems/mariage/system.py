"""Mariage, the four-handed marriage game of seed 004, as a registered rule system: no taker, deals scored
in tens, coches; its game and deal classes, its referee, its end rule and explanations."""
from __future__ import annotations

from belote_learn.core.cards import Team
from belote_learn.core.errors import NotationError, RulesError, quoted
from belote_learn.core.messages import Message, card_symbol, suit_name, text
from belote_learn.systems.mariage.deal import MariageDeal
from belote_learn.systems.mariage.game import MariageGame
from belote_learn.systems.mariage.referee import check_mariage_record
from belote_learn.systems.registry import DealStats, RuleSystem

__all__ = ["MariageSystem"]


class MariageSystem(RuleSystem):
    """The four-handed marriage game of seed 004 (no taker, deals scored in tens, coches)."""

    name = "mariage"
    title = Message("system.title.mariage")
    game_class = MariageGame
    deal_class = MariageDeal
    has_taker = False
    score_unit = "tens"
    has_declarations = False
    records_in_games = False
    obligations_from_led_and_trumps = False  # holding only lower trumps frees a player: any card counts

    def new_deal(self, rules, dealer, pack, held_in: int = 0):
        return self.deal_class.from_pack(rules, dealer, pack)

    def parse_call(self, call) -> str:
        """Mariage has no auction (seed 004: the dealer's last card makes trumps).

        Raises:
            NotationError: always, naming the system."""
        raise NotationError(Message("mariage.no_bidding_call", call=quoted(call)))

    def check_record(self, data: dict, scores_before: dict | None = None, held_over: int | None = None):
        """Referee one mariage deal record (docs/formats.md, "Mariage records");
        :func:`belote_learn.systems.mariage.referee.check_mariage_record`."""
        return check_mariage_record(data)

    def random_deal(self, rules, rng, dealer, held_in: int = 0):
        raise RulesError(Message("mariage.no_fast_deal"))

    def capot_values(self, rules, taker=None) -> tuple[int, int]:
        return (0, 0)  # no last-trick bonus in mariage

    def deal_stats(self, deal) -> DealStats | None:
        return DealStats(dict(deal.result.tens))

    def caption(self, deal, lang: str = "en") -> str:
        return text("mariage.caption", lang, suit=suit_name(deal.trump), card=card_symbol(deal.trump_card))

    def deal_summary(self, deal, lang: str = "en") -> tuple[list, dict, str]:
        r = deal.result
        return (r.line_texts(lang), {"NS": r.tens[Team.NS], "EW": r.tens[Team.EW]},
                text("mariage.summary.trumps", lang, suit=suit_name(deal.trump)))
