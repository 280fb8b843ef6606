"""The skills of the training path: for each, how a level's position is read, how its answer is worked out
by the engine, what its question says, and how a response is graded.

Every answer comes from the engine (never from the level's data):

* ``legal_cards``: the legal cards (:meth:`~belote_learn.rules.position.Position.explain`, the rules of
  :mod:`belote_learn.rules.play`); each card of the hand judged right or wrong, with its verdict.
* ``win_trick``: the legal cards that win the trick as its last card (:func:`~belote_learn.rules.play.winner_index`).
* ``trick_points``: the card points of a trick (:mod:`belote_learn.core.ranking`), the dix de der on the last.
* ``hand_points``: a whole deal's points (the contract's ranking: 162, 258, 130; mariage 120) or a team's
  points in a played deal (its tricks and the dix de der).
* ``master_card``: the learner's cards that no card still out can beat in their suit.
* ``voids``: who is known to hold none of a suit still out, from the play rules
  (:func:`~belote_learn.bots.knowledge.infer`: a card played that holding the suit would have made illegal).
* ``trumps_out``: the trumps neither played nor in the learner's hand.
* ``compare_declarations``: :func:`~belote_learn.rules.declarations.compare_declarations` (value, four before
  sequence, top card, trumps, then the preset's tie rule).
* ``score_hand``: the deal's score as its rule system scores it (a played deal, or facts scored by
  :func:`~belote_learn.rules.scoring.score_hand` / :func:`~belote_learn.systems.coinche.scoring.score_coinche`).
* ``bid``: the call of a curated bidding problem of data/bidding (checked against the simulation by
  tools/check_bidding_problems.py), with the hint's reason in words.
* ``ending`` and ``defend``: the best line double-dummy (:mod:`belote_learn.training.endings`).

Rule sources (docs/rules.md, ../shared/rules.md): the play of a trick, each preset's "Play" paragraph (seed 000
"You must always follow suit ...", 001 "Playing the tricks", 002 "If you are playing in color ...", 004 "La
coupe"; coinche: the FFB reading of rules.md "coinche"); the card points and the deal's totals,
belote_learn/core/ranking.py (seed 000 "trumps rank jack, nine, ace, ten ...", 002 "all trumps" and "no trumps",
004 "Ordre de prise et valeur des cartes"); the declarations, rules.md "classic-501" and "classic-1000"
("Declarations") and "Common readings"; the scores, each preset's "Hand" paragraph (coinche: "Takers' total",
mariage: "Deal score"); the voids, the play rules read backwards (belote_learn/bots/knowledge.py).
"""
from __future__ import annotations

from belote_learn.core.cards import Card, CardSet, Rank, Seat, Suit, Team, parse_seat, parse_team
from belote_learn.core.errors import BeloteError, IllegalAction, NotationError, PositionError, shown
from belote_learn.core.messages import (Join, Message, card_symbol, rank_name, seat_name, suit_name, team_name,
                                        sentences)
from belote_learn.rules.play import analyse, legal_mask, play_table, situation, winner_index
from belote_learn.rules.position import Position
from belote_learn.training import grading, sources
from belote_learn.training.results import Question, Result

__all__ = ["SKILLS", "SKILL_NAMES", "Skill", "POINTS"]

_NOTHING = Message("word.list.nothing")
_NONE = "\u2014"  # a line of a breakdown that gives a team nothing


def _cards(cards):
    """Cards as the language writes them, one after the other (``J♥ 9♥ A♠``); ``nothing`` for none."""
    cards = list(cards)
    return Join(" ", [card_symbol(c) for c in cards]) if cards else _NOTHING


def _heading(rules, contract, seat):
    return Message("training.q.heading", title=rules.title_message, contract=contract.phrase, seat=seat_name(seat))


def _seat_cards(trick):
    return Join(", ", [Message("position.text.seat_card", seat=seat_name(s), card=card_symbol(c)) for s, c in trick])


def _on_table(trick):
    if not trick:
        return Message("training.q.you_lead")
    return Message("training.q.trick", cards=_seat_cards(trick))


def _tricks_words(tricks):
    return Join(" ", [Message("training.q.trick_line", number=i, cards=_seat_cards(t.cards), seat=seat_name(t.winner))
                      for i, t in enumerate(tricks, 1)])


def _overlap(right: set, said: set) -> float:
    """The items both name over the items either names (1 when both are empty)."""
    either = right | said
    return len(right & said) / len(either) if either else 1.0




POINTS = {
    "nine_beats_ace": Message("training.point.nine_beats_ace"),
    "jack_highest": Message("training.point.jack_highest"),
    "ten_beats_king": Message("training.point.ten_beats_king"),
    "follow_suit_first": Message("training.point.follow_suit_first"),
    "must_trump": Message("training.point.must_trump"),
    "must_overtrump": Message("training.point.must_overtrump"),
    "must_undertrump": Message("training.point.must_undertrump"),
    "partner_winning_free": Message("training.point.partner_winning_free"),
    "no_undertrump_partner": Message("training.point.no_undertrump_partner"),
    "trump_lead_beat": Message("training.point.trump_lead_beat"),
    "no_pisse": Message("training.point.no_pisse"),
    "all_trumps_beat": Message("training.point.all_trumps_beat"),
    "no_trumps_free": Message("training.point.no_trumps_free"),
    "mariage_no_duty": Message("training.point.mariage_no_duty"),
    "mariage_no_undertrump": Message("training.point.mariage_no_undertrump"),
    "mariage_marriage": Message("training.point.mariage_marriage"),
    "dix_de_der": Message("training.point.dix_de_der"),
    "total_162": Message("training.point.total_162"),
    "total_258": Message("training.point.total_258"),
    "total_130": Message("training.point.total_130"),
    "total_120": Message("training.point.total_120"),
    "ten_master": Message("training.point.ten_master"),
    "four_beats_sequence": Message("training.point.four_beats_sequence"),
    "top_card_decides": Message("training.point.top_card_decides"),
    "trumps_decide": Message("training.point.trumps_decide"),
    "tie_nobody": Message("training.point.tie_nobody"),
    "tie_first_speaker": Message("training.point.tie_first_speaker"),
    "one_team_scores_all": Message("training.point.one_team_scores_all"),
    "litige": Message("training.point.litige"),
    "tie_made": Message("training.point.tie_made"),
    "dedans": Message("training.point.dedans"),
    "belote_kept": Message("training.point.belote_kept"),
    "belote_lost": Message("training.point.belote_lost"),
    "coinche_bid_added": Message("training.point.coinche_bid_added"),
    "coinche_coinched": Message("training.point.coinche_coinched"),
    "coinche_rounding": Message("training.point.coinche_rounding"),
    "cash_master": Message("training.point.cash_master"),
    "draw_trumps": Message("training.point.draw_trumps"),
    "keep_the_ten": Message("training.point.keep_the_ten"),
    "load_partner": Message("training.point.load_partner"),
    "last_trick": Message("training.point.last_trick"),
    "keep_the_jack": Message("training.point.keep_the_jack"),
    "count_trumps": Message("training.point.count_trumps"),
}
"""The points a composed level may say it makes (its ``point`` field), by key: each a message said with the
verdict."""


class Skill:
    """One skill's worker for one level (subclasses say the skill). Built from a
    :class:`~belote_learn.training.levels.LevelSpec`; working out the answer happens here.

    Class attributes: ``name``, ``goals`` (the goals a level of the skill may have), ``graded`` (how it is
    graded), ``response`` (what :meth:`check` takes), ``hints`` (what the first step of a hint may say),
    ``sources`` (the fields that may give the position), ``deal_keys`` (what a seeded ``deal`` names besides
    ``seed`` and ``dealer``).
    """

    name = ""
    goals: tuple = ()
    graded = ""
    response = ""
    hints: tuple = ()
    sources: tuple = ("deal",)
    deal_keys: tuple = ()
    systems: tuple = ("belote", "coinche", "mariage")

    def __init__(self, spec):
        self.spec = spec
        self.rules = spec.rules
        self.level = spec.id

    # the API the Level calls ------------------------------------------------------------------
    answer = None

    def question(self, lang: str) -> Question:
        raise NotImplementedError

    def check(self, response) -> Result:
        raise NotImplementedError

    def hint(self, step: int):
        raise NotImplementedError

    def answer_message(self):
        raise NotImplementedError

    # helpers --------------------------------------------------------------------------------------
    def _result(self, accuracy: float, response, message, details=(), lost: int = 0) -> Result:
        stars = grading.stars_for(accuracy, lost, self.spec.par)
        return Result(self.level, stars, accuracy, lost, self.spec.par, response, self.answer, message, tuple(details))

    def _q(self, lang, parts, ask, rule="", framed=(), facts=None, choices=()) -> Question:
        text = sentences(*parts, ask).render(lang)
        rule_text = rule.render(lang) if rule and self.spec.scaffold else ""
        return Question(self.level, self.name, text, ask.render(lang), rule_text,
                        tuple(framed) if self.spec.scaffold else (), self.response, tuple(choices), facts or {}, lang)

    def _deal(self, **keys):
        d = self.spec.deal
        return d["seed"], d["dealer"]


# ------------------------------------------------------------------------------------------------------
# Positions: legal cards, win the trick
# ------------------------------------------------------------------------------------------------------


class _PositionSkill(Skill):
    sources = ("deal", "position")
    deal_keys = ("trick", "card")

    def __init__(self, spec):
        super().__init__(spec)
        if spec.position is not None:
            self.pos = spec.position
            self.tricks: list = []
        else:
            seed, dealer = self._deal()
            deal = sources.deal_at(self.rules, seed, dealer, spec.deal["trick"], spec.deal["card"])
            self.pos = sources.position_of(deal)
            self.tricks = list(deal.tricks)
        self.contract = self.pos.contract
        self.me = self.pos.to_play
        self.explanation = self.pos.explain()
        self.verdicts = {v.card: v for v in self.explanation.verdicts}
        self.legal = [v.card for v in self.explanation.verdicts if v.legal]

    def _facts(self) -> dict:
        p = self.pos
        return {"rules": self.rules.preset, "options": dict(self.rules.options), "contract": str(p.contract),
                "seat": str(p.to_play), "hand": [str(c) for c in p.hand], "trick": [[str(s), str(c)] for s, c in p.trick],
                "tricks_played": len(self.tricks)}

    def _parts(self):
        p = self.pos
        return [_heading(self.rules, p.contract, p.to_play), _on_table(p.trick), Message("training.q.hand", cards=_cards(p.hand))]

    def _rule(self):
        from belote_learn.rules.explain import rule_message

        return rule_message(self.explanation.verdicts)

    def _first_hint(self):
        if self.spec.hint == "rule":
            return self._rule()
        if self.pos.trick:
            return Message("training.hint.suit_led", suit=suit_name(self.pos.trick[0][1].suit))
        return Message("training.hint.lead")

    def _read_own_cards(self, response) -> list[Card]:
        cards = sources.read_cards(response)
        for c in cards:
            if c not in self.pos.hand:
                raise PositionError("response", Message("training.response.not_in_hand", card=card_symbol(c),
                                                        seat=seat_name(self.me), cards=_cards(self.pos.hand)))
        return cards


class LegalCards(_PositionSkill):
    """Find every legal card: each card of the hand is judged (accuracy: the cards judged right over the hand)."""

    name = "legal_cards"
    goals = ("every_legal_card",)
    graded = "per_card"
    response = "cards"
    hints = ("rule", "suit")

    def __init__(self, spec):
        super().__init__(spec)
        self.answer = list(self.legal)

    def question(self, lang):
        from belote_learn.rules.explain import _deciding

        pointed = _deciding(self.explanation.verdicts).cards
        return self._q(lang, self._parts(), Message("training.legal.ask", seat=seat_name(self.me)), self._rule(),
                       pointed, self._facts())

    def check(self, response):
        said = self._read_own_cards(response)
        details = []
        right = 0
        for c in self.pos.hand:
            legal = c in self.legal
            if (c in said) == legal:
                right += 1
            elif legal:
                details.append(Message("training.legal.missed", card=card_symbol(c), verdict=self.verdicts[c].message))
            else:
                details.append(Message("training.legal.wrong", card=card_symbol(c), verdict=self.verdicts[c].message))
        accuracy = right / len(self.pos.hand)
        if accuracy == 1:
            message = Message("training.legal.right", cards=_cards(self.legal))
        else:
            message = Message("training.legal.answer", cards=_cards(self.legal), right=right, count=len(self.pos.hand))
        return self._result(accuracy, said, message, details)

    def hint(self, step):
        if step >= 2:
            return Message("training.hint.cards", cards=_cards(self.legal))
        return self._first_hint()

    def answer_message(self):
        return Message("training.legal.answer_is", cards=_cards(self.legal))


class WinTrick(_PositionSkill):
    """Win the trick as its last card: right when the card played wins it (any winning card)."""

    name = "win_trick"
    goals = ("win_trick",)
    graded = "exact"
    response = "card"
    hints = ("rule", "suit")

    def __init__(self, spec):
        super().__init__(spec)
        if len(self.pos.trick) != 3:
            raise PositionError("position", Message("training.win.not_last"))
        pt = play_table(self.rules, self.contract)
        self.pt = pt
        on = tuple(int(c) for _, c in self.pos.trick)
        self.winners = [c for c in self.legal if winner_index(pt, on + (int(c),)) == 3]
        if not self.winners:
            raise PositionError("position", Message("training.win.no_winner"))
        rk = pt.ranking
        # the answer: the winning card that gives the least (points, then strength)
        self.answer = min(self.winners, key=lambda c: (rk.points[c], rk.strength[c], int(c)))

    def _why(self, card):
        from belote_learn.rules.explain import winning_message

        trick = tuple(self.pos.trick) + ((self.me, card),)
        sit = situation(self.rules, self.contract, self.me.next(self.rules.direction), (), trick)
        return winning_message(sit.winning), sit.winning

    def question(self, lang):
        return self._q(lang, self._parts(), Message("training.win.ask", seat=seat_name(self.me)), self._rule(),
                       self.legal, self._facts())

    def check(self, response):
        card = sources.read_card(response)
        if card not in self.pos.hand:
            raise IllegalAction(Message("training.response.not_in_hand", card=card_symbol(card), seat=seat_name(self.me),
                                        cards=_cards(self.pos.hand)), "not held")
        v = self.verdicts[card]
        if not v.legal:
            raise IllegalAction(v.message, v)
        why, winning = self._why(card)
        if card in self.winners:
            return self._result(1.0, card, Message("training.win.right", card=card_symbol(card), why=why))
        message = Message("training.win.lost", card=card_symbol(card), seat=seat_name(winning.seat),
                          winner=card_symbol(winning.card), cards=_cards(self.winners), why=why)
        return self._result(0.0, card, message)

    def hint(self, step):
        if step >= 2:
            return Message("training.hint.play_card", card=card_symbol(self.answer))
        return self._first_hint()

    def answer_message(self):
        return Message("training.win.answer_is", cards=_cards(self.winners))


# ------------------------------------------------------------------------------------------------------
# Counting: a trick's points, a hand's points
# ------------------------------------------------------------------------------------------------------


def _one_order(rules, contract) -> bool:
    """Every suit, trumps included, ranks in one order with no last-trick bonus (mariage's cards, read from
    the card tables of :mod:`belote_learn.core.ranking`)."""
    from belote_learn.core.ranking import PLAIN_TABLE

    rk = rules.ranking(contract)
    return (contract.kind == "suit" and rk.last_trick_bonus == 0
            and rk.table_for(contract.trump).order == PLAIN_TABLE.order)


def _values_message(rules, contract):
    """The card values under ``contract``, as the rank orders with their points."""
    if _one_order(rules, contract):
        return Message("training.rule.values.mariage")
    if contract.kind == "AT":
        return Message("training.rule.values.all_trumps")
    if contract.kind == "NT":
        return Message("training.rule.values.no_trumps")
    return Message("training.rule.values.suit", suit=suit_name(contract.trump))


class TrickPoints(Skill):
    """Count a trick's points (the dix de der on the last trick): one number, right or wrong."""

    name = "trick_points"
    goals = ("trick_points",)
    graded = "exact"
    response = "number"
    hints = ("values",)
    sources = ("deal", "trick")
    deal_keys = ("trick",)

    def __init__(self, spec):
        super().__init__(spec)
        if spec.trick is not None:
            self.contract, self.cards, self.number = spec.trick
        else:
            seed, dealer = self._deal()
            deal = sources.finished_deal(self.rules, seed, dealer)
            t = deal.tricks[spec.deal["trick"] - 1]
            self.contract, self.cards, self.number = deal.contract, t.cards, spec.deal["trick"]
        rk = self.rules.ranking(self.contract)
        self.values = [rk.points[c] for _, c in self.cards]
        self.bonus = rk.last_trick_bonus if self.number == 8 else 0
        self.answer = sum(self.values) + self.bonus

    def _breakdown(self):
        parts = [Message("training.points.card_value", card=card_symbol(c), points=v) for (_, c), v in zip(self.cards, self.values)]
        if self.bonus:
            parts.append(Message("training.points.dix_de_der", points=self.bonus))
        return Message("training.points.breakdown", parts=Join(" + ", parts), total=self.answer)

    def question(self, lang):
        winner = self.cards[winner_index(play_table(self.rules, self.contract), tuple(int(c) for _, c in self.cards))][0]
        parts = [Message("training.q.contract", title=self.rules.title_message, contract=self.contract.phrase),
                 Message("training.points.trick", number=self.number, cards=_seat_cards(self.cards), seat=seat_name(winner))]
        ask = Message("training.points.ask_last") if self.bonus else Message("training.points.ask")
        facts = {"rules": self.rules.preset, "contract": str(self.contract), "trick_number": self.number,
                 "trick": [[str(s), str(c)] for s, c in self.cards]}
        return self._q(lang, parts, ask, _values_message(self.rules, self.contract), (), facts)

    def check(self, response):
        n = sources.read_number(response)
        if n == self.answer:
            return self._result(1.0, n, Message("training.points.right", total=self.answer, breakdown=self._breakdown()))
        return self._result(0.0, n, Message("training.points.wrong", said=n, total=self.answer, breakdown=self._breakdown()))

    def hint(self, step):
        if step >= 2:
            return self._breakdown()
        return _values_message(self.rules, self.contract)

    def answer_message(self):
        return self._breakdown()


class HandPoints(Skill):
    """Count a hand's points: the whole deal (162, 258, 130; 120 in mariage), a team's tricks in a played
    deal, or the other team's share from one team's points."""

    name = "hand_points"
    goals = ("deal_total", "team_points", "other_team")
    graded = "exact"
    response = "number"
    hints = ("total", "values")
    sources = ("deal", "contract")
    deal_keys = ("team",)

    def __init__(self, spec):
        super().__init__(spec)
        self.goal = spec.goal
        if self.goal == "deal_total":
            if spec.contract is None:
                raise PositionError("contract", Message("training.hand.needs_contract"))
            self.contract = spec.contract
            rk = self.rules.ranking(self.contract)
            self.bonus = rk.last_trick_bonus
            self.answer = rk.total
            self.tricks = []
            return
        if spec.deal is None:
            raise PositionError("deal", Message("training.hand.needs_deal"))
        seed, dealer = self._deal()
        deal = sources.finished_deal(self.rules, seed, dealer)
        self.contract = deal.contract
        rk = self.rules.ranking(self.contract)
        self.bonus = rk.last_trick_bonus
        self.total = rk.total
        self.team = spec.deal["team"]
        self.tricks = deal.tricks
        mine = [t for t in deal.tricks if t.winner.team is self.team]
        self.mine = mine
        self.last = deal.tricks[-1].winner.team is self.team
        self.points = sum(t.points for t in mine) + (self.bonus if self.last else 0)
        if not mine or len(mine) == 8:
            raise PositionError("deal", Message("training.hand.capot"))
        self.answer = self.points if self.goal == "team_points" else self.total - self.points

    def _breakdown(self):
        if self.goal == "deal_total":
            return Message("training.hand.total_breakdown", cards=self.answer - self.bonus, bonus=self.bonus,
                           total=self.answer)
        parts = [Message("training.hand.trick_points", number=self.tricks.index(t) + 1, points=t.points) for t in self.mine]
        if self.last and self.bonus:
            parts.append(Message("training.points.dix_de_der", points=self.bonus))
        team_sum = Message("training.points.breakdown", parts=Join(" + ", parts), total=self.points)
        if self.goal == "team_points":
            return team_sum
        return Message("training.hand.other_breakdown", total=self.total, points=self.points, answer=self.answer,
                       team=team_name(self.team), other=team_name(self.team.other))

    def question(self, lang):
        r = self.rules
        if self.goal == "deal_total":
            parts = [Message("training.q.contract", title=r.title_message, contract=self.contract.phrase)]
            ask = Message("training.hand.ask_total") if self.bonus else Message("training.hand.ask_total_mariage")
            facts = {"rules": r.preset, "contract": str(self.contract)}
            return self._q(lang, parts, ask, _values_message(r, self.contract), (), facts)
        parts = [Message("training.q.contract", title=r.title_message, contract=self.contract.phrase)]
        facts = {"rules": r.preset, "contract": str(self.contract), "team": str(self.team)}
        if self.goal == "team_points":
            won = Join(" ", [Message("training.q.trick_line", number=self.tricks.index(t) + 1, cards=_seat_cards(t.cards),
                                     seat=seat_name(t.winner)) for t in self.mine])
            parts.append(Message("training.hand.tricks_won", team=team_name(self.team), tricks=won))
            ask = (Message("training.hand.ask_team", team=team_name(self.team)) if self.bonus
                   else Message("training.hand.ask_team_mariage", team=team_name(self.team)))
            facts["tricks"] = [[[str(s), str(c)] for s, c in t.cards] for t in self.mine]
            return self._q(lang, parts, ask, _values_message(r, self.contract), (), facts)
        parts.append(Message("training.hand.team_took", team=team_name(self.team), points=self.points))
        ask = Message("training.hand.ask_other", team=team_name(self.team.other))
        facts["points"] = self.points
        rule = Message("training.hand.total_is", contract=self.contract.phrase, total=self.total)
        return self._q(lang, parts, ask, rule, (), facts)

    def check(self, response):
        n = sources.read_number(response)
        if n == self.answer:
            return self._result(1.0, n, Message("training.points.right", total=self.answer, breakdown=self._breakdown()))
        return self._result(0.0, n, Message("training.points.wrong", said=n, total=self.answer, breakdown=self._breakdown()))

    def hint(self, step):
        if step >= 2:
            return self._breakdown()
        if self.spec.hint == "total" and self.goal != "deal_total":
            return Message("training.hand.total_is", contract=self.contract.phrase, total=self.total)
        return _values_message(self.rules, self.contract)

    def answer_message(self):
        return self._breakdown()


# ------------------------------------------------------------------------------------------------------
# What is still out: master cards, voids, trumps
# ------------------------------------------------------------------------------------------------------


class _ViewSkill(Skill):
    """A point of a played deal seen from the player to move: the cards played so far and the hand."""

    deal_keys = ("trick", "card")
    sources = ("deal", "history")

    def __init__(self, spec):
        super().__init__(spec)
        if spec.history is not None:
            from belote_learn.systems.base.deal import SeatView

            h = spec.history
            self.me, self.contract, self.tricks, self.trick = h["seat"], h["contract"], h["tricks"], h["trick"]
            played_now = {s for s, _ in self.trick}
            left = {s: 8 - len(self.tricks) - (1 if s in played_now else 0) for s in Seat}
            self.view = SeatView(seat=self.me, phase="play", dealer=h["dealer"], turn_up=None, contract=self.contract,
                                 taker=h["taker"], hand=CardSet(h["hand"]), cards_left=left, calls=[], trick=list(self.trick),
                                 tricks=list(self.tricks), to_play=self.me, legal=[], announcements=[], rules=self.rules)
        else:
            seed, dealer = self._deal()
            deal = sources.deal_at(self.rules, seed, dealer, spec.deal["trick"], spec.deal["card"])
            self.me = deal.current_player()
            self.view = deal.view(self.me)
            self.contract = deal.contract
            self.tricks = list(deal.tricks)
            self.trick = list(deal.trick)
        self.hand = list(self.view.hand)
        played = 0
        self.played_in: dict = {}
        for i, t in enumerate(self.tricks, 1):
            for _, c in t.cards:
                played |= 1 << c
                self.played_in[c] = i
        for _, c in self.trick:
            played |= 1 << c
            self.played_in[c] = len(self.tricks) + 1
        self.played = played
        self.out = ((1 << 32) - 1) & ~played & ~self.view.hand.mask  # held by the three others

    def _facts(self) -> dict:
        return {"rules": self.rules.preset, "options": dict(self.rules.options), "contract": str(self.contract),
                "seat": str(self.me), "hand": [str(c) for c in self.hand],
                "tricks": [[[str(s), str(c)] for s, c in t.cards] for t in self.tricks],
                "trick": [[str(s), str(c)] for s, c in self.trick]}

    def _parts(self):
        parts = [_heading(self.rules, self.contract, self.me)]
        if self.tricks:
            parts.append(Message("training.q.played", tricks=_tricks_words(self.tricks)))
        if self.trick:
            parts.append(_on_table(self.trick))
        parts.append(Message("training.q.hand", cards=_cards(self.hand)))
        return parts


def _order_message(rules, contract):
    if _one_order(rules, contract):
        return Message("training.rule.order.mariage")
    if contract.kind == "AT":
        return Message("training.rule.order.all_trumps")
    if contract.kind == "NT":
        return Message("training.rule.order.no_trumps")
    return Message("training.rule.order.suit", suit=suit_name(contract.trump))


class MasterCard(_ViewSkill):
    """Which of your cards are masters: no card still out beats them in their suit (accuracy: the cards of
    the hand judged right)."""

    name = "master_card"
    goals = ("master_cards",)
    graded = "per_card"
    response = "cards"
    hints = ("order",)

    def __init__(self, spec):
        super().__init__(spec)
        rk = self.rules.ranking(self.contract)
        self.higher = {}
        for c in self.hand:
            above = [x for x in range(c.suit * 8, c.suit * 8 + 8) if rk.strength[x] > rk.strength[c]]
            self.higher[c] = [Card(x) for x in above]
        self.masters = [c for c in self.hand if not any(self.out >> x & 1 for x in self.higher[c])]
        self.answer = list(self.masters)

    def question(self, lang):
        ask = Message("training.master.ask")
        return self._q(lang, self._parts(), ask, sentences(Message("training.rule.master"),
                                                           _order_message(self.rules, self.contract)), (), self._facts())

    def check(self, response):
        said = sources.read_cards(response)
        for c in said:
            if c not in self.hand:
                raise PositionError("response", Message("training.response.not_in_hand", card=card_symbol(c),
                                                        seat=seat_name(self.me), cards=_cards(self.hand)))
        right, details = 0, []
        for c in self.hand:
            master = c in self.masters
            if (c in said) == master:
                right += 1
                continue
            if master:
                gone = [x for x in self.higher[c]]
                details.append(Message("training.master.missed", card=card_symbol(c), cards=_cards(gone), count=len(gone)) if gone
                               else Message("training.master.missed_top", card=card_symbol(c)))
            else:
                still = [x for x in self.higher[c] if self.out >> x & 1]
                details.append(Message("training.master.wrong", card=card_symbol(c), cards=_cards(still), count=len(still)))
        accuracy = right / len(self.hand)
        message = (Message("training.master.right", cards=_cards(self.masters)) if accuracy == 1
                   else Message("training.master.answer", cards=_cards(self.masters), right=right, count=len(self.hand)))
        return self._result(accuracy, said, message, details)

    def hint(self, step):
        if step >= 2:
            return Message("training.hint.cards", cards=_cards(self.masters))
        return _order_message(self.rules, self.contract)

    def answer_message(self):
        return Message("training.master.answer_is", cards=_cards(self.masters))


class Voids(_ViewSkill):
    """Who is known to hold none of a suit still out, from the cards they played (accuracy: the pairs both
    name over the pairs either names)."""

    name = "voids"
    goals = ("known_voids",)
    graded = "overlap"
    response = "voids"
    hints = ("evidence",)

    def __init__(self, spec):
        super().__init__(spec)
        from belote_learn.bots.knowledge import infer

        know = infer(self.view)
        self.suits = [s for s in Suit if self.out & s.mask]
        self.others = [s for s in Seat if s != self.me]
        pairs = set()
        for seat in self.others:
            for suit in self.suits:
                if not know.possible(seat) & suit.mask:
                    pairs.add((seat, suit))
        self.pairs = pairs
        self.answer = sorted(pairs)
        self.evidence = {p: self._evidence(*p) for p in pairs}

    def _evidence(self, seat, suit):
        """The first card ``seat`` played that holding a card of ``suit`` still out would have made illegal:
        ``(trick number, card, suit led)``, or None."""
        pt = play_table(self.rules, self.contract)
        plays = []  # (trick number, seat, card, the cards before it in its trick)
        for i, cards in enumerate([t.cards for t in self.tricks] + [tuple(self.trick)], 1):
            for k, (s, c) in enumerate(cards):
                plays.append((i, s, c, tuple(int(x) for _, x in cards[:k])))
        for n, (i, s, c, before) in enumerate(plays):
            if s != seat or not before:
                continue
            later = 0  # the cards the seat played afterwards were in its hand then
            for _, s2, c2, _ in plays[n + 1:]:
                if s2 == seat:
                    later |= 1 << c2
            for x in range(suit * 8, suit * 8 + 8):
                if self.out >> x & 1 and not legal_mask(pt, (1 << c) | later | (1 << x), before) >> c & 1:
                    return i, Card(c), Suit(before[0] >> 3)
        return None

    def question(self, lang):
        suits = Join(", ", [suit_name(s) for s in self.suits]) if self.suits else _NOTHING
        ask = Message("training.voids.ask", suits=suits)
        from belote_learn.rules.play import MODE_SUIT

        trumps_tell = play_table(self.rules, self.contract).mode == MODE_SUIT  # trumping can be compulsory
        rule = Message("training.rule.voids.trumps") if trumps_tell else Message("training.rule.voids.follow")
        facts = self._facts()
        facts["suits"] = [str(s) for s in self.suits]
        return self._q(lang, self._parts(), ask, rule, (), facts)

    def _why(self, seat, suit):
        ev = self.evidence.get((seat, suit))
        if ev is None:
            return Message("training.voids.why_count", seat=seat_name(seat), suit=suit_name(suit))
        trick, card, led = ev
        return Message("training.voids.why", seat=seat_name(seat), suit=suit_name(suit), trick=trick,
                       card=card_symbol(card), led=suit_name(led))

    def _words(self, pairs):
        if not pairs:
            return Message("training.voids.none")
        return Join(", ", [Message("training.voids.pair", seat=seat_name(s), suit=suit_name(u)) for s, u in sorted(pairs)])

    def check(self, response):
        said = sources.read_voids(response)
        for seat, suit in said:
            if seat == self.me:
                raise PositionError("response", Message("training.voids.own_seat", seat=seat_name(seat)))
        accuracy = _overlap(self.pairs, said)
        details = [self._why(s, u) for s, u in sorted(self.pairs - said)]
        details += [Message("training.voids.wrong", seat=seat_name(s), suit=suit_name(u)) for s, u in sorted(said - self.pairs)]
        message = (Message("training.voids.right", pairs=self._words(self.pairs)) if accuracy == 1
                   else Message("training.voids.answer", pairs=self._words(self.pairs)))
        return self._result(accuracy, said, message, details)

    def hint(self, step):
        if step >= 2:
            return Message("training.voids.answer", pairs=self._words(self.pairs))
        return Message("training.hint.voids")

    def answer_message(self):
        return Message("training.voids.answer", pairs=self._words(self.pairs))


class TrumpsOut(_ViewSkill):
    """Which trumps are still out (neither played nor in the learner's hand): accuracy as for voids."""

    name = "trumps_out"
    goals = ("trumps_out",)
    graded = "overlap"
    response = "cards"
    hints = ("count",)

    def __init__(self, spec):
        super().__init__(spec)
        if self.contract.kind != "suit":
            raise PositionError("deal", Message("training.trumps.no_trump_suit"))
        self.trump = self.contract.trump
        self.out_trumps = [Card(x) for x in range(self.trump * 8, self.trump * 8 + 8) if self.out >> x & 1]
        self.answer = list(self.out_trumps)

    def question(self, lang):
        ask = Message("training.trumps.ask", suit=suit_name(self.trump))
        return self._q(lang, self._parts(), ask, Message("training.rule.trumps", suit=suit_name(self.trump)), (),
                       self._facts())

    def check(self, response):
        said = set(sources.read_cards(response))
        right = set(self.out_trumps)
        accuracy = _overlap(right, said)
        details = []
        missed = sorted(right - said)
        if missed:
            details.append(Message("training.trumps.missed", cards=_cards(missed), count=len(missed)))
        for c in sorted(said - right):
            if c in self.hand:
                details.append(Message("training.trumps.in_hand", card=card_symbol(c)))
            elif c in self.played_in:
                details.append(Message("training.trumps.played", card=card_symbol(c), trick=self.played_in[c]))
            else:
                details.append(Message("training.trumps.not_trump", card=card_symbol(c), suit=suit_name(self.trump)))
        message = (Message("training.trumps.right", cards=_cards(self.out_trumps), count=len(self.out_trumps))
                   if accuracy == 1 else Message("training.trumps.answer", cards=_cards(self.out_trumps),
                                                 count=len(self.out_trumps)))
        return self._result(accuracy, sorted(said), message, details)

    def hint(self, step):
        if step >= 2:
            return Message("training.hint.cards", cards=_cards(self.out_trumps))
        played = sum(1 for x in range(self.trump * 8, self.trump * 8 + 8) if self.played >> x & 1)
        held = sum(1 for c in self.hand if c.suit == self.trump)
        return Message("training.hint.trumps_count", played=played, held=held, out=len(self.out_trumps))

    def answer_message(self):
        return Message("training.trumps.answer", cards=_cards(self.out_trumps), count=len(self.out_trumps))


# ------------------------------------------------------------------------------------------------------
# Declarations and the score of a hand
# ------------------------------------------------------------------------------------------------------


class CompareDeclarations(Skill):
    """Which team scores its declarations, and how many points: two parts (the team, the points)."""

    name = "compare_declarations"
    goals = ("who_scores",)
    graded = "parts"
    response = "declarations"
    hints = ("rule",)
    sources = ("deal", "declarations")
    systems = ("belote", "coinche")

    def __init__(self, spec):
        super().__init__(spec)
        from belote_learn.rules.declarations import compare_declarations, find_combinations

        if not self.rules.declarations:
            raise PositionError("options", Message("training.decl.off", preset=self.rules.preset))
        if spec.declarations is not None:
            self.contract, self.dealer, hands = spec.declarations
        else:
            seed, dealer = self._deal()
            deal = sources.start_of_play(self.rules, seed, dealer)
            self.contract, self.dealer = deal.contract, deal.dealer
            hands = {s: deal.hands[s] for s in Seat}
        if self.contract.kind == "NT":
            raise PositionError("contract", Message("training.decl.no_trumps"))
        self.by_seat = {s: find_combinations(CardSet(hands[s]).mask if not isinstance(hands[s], int) else hands[s], s)
                        for s in Seat}
        order = Seat(self.dealer).dealing_order(self.rules.direction)
        self.order = order
        self.res = compare_declarations(self.by_seat, self.contract, self.rules.declarations_tie, order)
        if not any(self.by_seat.values()):
            raise PositionError("deal", Message("training.decl.none"))
        self.answer = (self.res.team, self.res.points)

    def question(self, lang):
        lines = []
        for s in self.order:
            combos = self.by_seat[s]
            if combos:
                names = Join(", ", [Message("training.decl.combination", name=c.message, cards=_cards(c.cards), value=c.value)
                                    for c in combos])
                lines.append(Message("training.decl.seat_holds", seat=seat_name(s), combinations=names))
        parts = [Message("training.q.contract", title=self.rules.title_message, contract=self.contract.phrase),
                 Message("training.decl.dealer", seat=seat_name(self.dealer), first=seat_name(self.order[0])),
                 Join(" ", lines)]
        ask = Message("training.decl.ask")
        facts = {"rules": self.rules.preset, "options": dict(self.rules.options), "contract": str(self.contract),
                 "dealer": str(self.dealer),
                 "declarations": {str(s): [c.to_dict(lang) for c in self.by_seat[s]] for s in Seat if self.by_seat[s]}}
        return self._q(lang, parts, ask, self._rule(), (), facts)

    def _rule(self):
        tie = (Message("training.rule.decl.tie_first") if self.rules.declarations_tie == "first_speaker"
               else Message("training.rule.decl.tie_nobody"))
        return sentences(Message("training.rule.decl"), tie)

    def _words(self):
        team, points = self.answer
        if team is None:
            return Message("training.decl.nobody")
        return Message("training.decl.team_scores", team=team_name(team), points=points)

    def check(self, response):
        team, points = sources.read_declarations(response)
        right_team = team is self.answer[0]
        right_points = points == self.answer[1]
        accuracy = (int(right_team) + int(right_points and right_team)) / 2
        if accuracy == 1:
            return self._result(1.0, (team, points), Message("training.decl.right", answer=self._words()))
        return self._result(accuracy, (team, points), Message("training.decl.wrong", answer=self._words()),
                            self.res.step_messages)

    def hint(self, step):
        if step >= 2:
            return self._words()
        return self._rule()

    def answer_message(self):
        return sentences(self._words(), *self.res.step_messages)


def _score_lines(rules, score):
    """The breakdown of a Belote or coinche score as messages, one a line."""
    out = []
    for line in score.lines():
        out.append(Message("training.score.line", item=line.label, ns=_NONE if line.ns is None else line.ns,
                           ew=_NONE if line.ew is None else line.ew, rule=line.reason))
    return out


class ScoreHand(Skill):
    """What each team scores for a hand: two parts (North-South's score, East-West's)."""

    name = "score_hand"
    goals = ("hand_score",)
    graded = "parts"
    response = "score"
    hints = ("rule",)
    sources = ("deal", "facts")

    def __init__(self, spec):
        super().__init__(spec)
        from belote_learn.systems import system_of

        self.mariage = system_of(self.rules).score_unit == "tens"  # a deal scored in tens, with its marriages
        if spec.facts is not None:
            self.score = spec.facts
            self.deal = None
        else:
            seed, dealer = self._deal()
            self.deal = sources.finished_deal(self.rules, seed, dealer)
            self.score = self.deal.result if self.mariage else self.deal.score
        if self.mariage:
            self.answer = {Team.NS: self.score.tens[Team.NS], Team.EW: self.score.tens[Team.EW]}
        else:
            self.answer = {Team.NS: self.score.score[Team.NS], Team.EW: self.score.score[Team.EW]}

    def _facts_words(self):
        s = self.score
        if self.mariage:
            d = self.deal
            cp = {t: 0 for t in (Team.NS, Team.EW)}
            for t in d.tricks:
                cp[t.winner.team] += t.points
            parts = [Message("training.score.mariage_cards", ns=cp[Team.NS], ew=cp[Team.EW])]
            for m in d.marriages:
                if m.on_table:
                    parts.append(Message("training.score.marriage_table", what=m.message, value=m.value,
                                         team=team_name(m.team), other=team_name(m.team.other)))
                else:
                    parts.append(Message("training.score.marriage", seat=seat_name(m.seat), what=m.message, value=m.value,
                                         team=team_name(m.team)))
            return parts
        T = s.takers
        bid = getattr(s, "bid", None)
        if bid is not None:
            head = Message("training.score.bid", bid=bid.message, team=team_name(T))
        else:
            head = Message("training.score.took", seat=seat_name(s.taker), contract=s.contract.phrase, team=team_name(T))
        parts = [head, Message("training.score.card_points", takers=s.card_points[T], defenders=s.card_points[T.other],
                               tricks=s.tricks[T], other_tricks=s.tricks[T.other]),
                 Message("training.score.last_trick", team=team_name(s.last_trick))]
        for seat, suit in s.belote:
            parts.append(Message("training.score.belote", seat=seat_name(seat), suit=suit_name(suit)))
        if s.declarations is not None and s.declarations.team is not None:
            parts.append(Message("training.score.declarations", team=team_name(s.declarations.team),
                                 points=s.declarations.points))
        if s.held_in:
            parts.append(Message("training.score.held_in", points=s.held_in))
        return parts

    def _lines(self):
        if self.mariage:
            return [Message("training.score.line", item=item, ns=_NONE if a is None else a, ew=_NONE if b is None else b, rule=rule)
                    for item, a, b, rule in self.score.breakdown]
        return _score_lines(self.rules, self.score)

    def question(self, lang):
        contract = self.score.bid.contract if getattr(self.score, "bid", None) is not None else \
            (self.deal.contract if self.mariage else self.score.contract)
        parts = [Message("training.q.contract", title=self.rules.title_message, contract=contract.phrase),
                 *self._facts_words()]
        ask = Message("training.score.ask_mariage") if self.mariage else Message("training.score.ask")
        facts = {"rules": self.rules.preset, "options": dict(self.rules.options), "contract": str(contract)}
        return self._q(lang, parts, ask, self._rule(), (), facts)

    def _rule(self):
        if self.mariage:
            return Message("training.rule.score.mariage")
        s = self.score
        T = s.takers
        return Message("training.rule.score.compare", takers=s.totals[T], defenders=s.totals[T.other], team=team_name(T))

    def _words(self):
        return Message("training.score.answer", ns=self.answer[Team.NS], ew=self.answer[Team.EW])

    def check(self, response):
        said = sources.read_scores(response)
        right = sum(1 for t in (Team.NS, Team.EW) if said[t] == self.answer[t])
        accuracy = right / 2
        if right == 2:
            return self._result(1.0, said, Message("training.score.right", answer=self._words()))
        return self._result(accuracy, said, Message("training.score.wrong", answer=self._words()), self._lines())

    def hint(self, step):
        if step >= 2:
            return self._words()
        return self._rule()

    def answer_message(self):
        return sentences(self._words(), *self._lines())


# ------------------------------------------------------------------------------------------------------
# Bidding
# ------------------------------------------------------------------------------------------------------


class Bid(Skill):
    """Bid this hand: a curated problem of data/bidding (the turn-up auction or the coinche auction); one
    call, right or wrong."""

    name = "bid"
    goals = ("best_call",)
    graded = "exact"
    response = "call"
    hints = ("hand",)
    sources = ("problem",)
    systems = ("belote", "coinche")

    def __init__(self, spec):
        super().__init__(spec)
        from belote_learn.training.problems import read_problem

        self.problem = read_problem(spec.problem, spec.rules)
        self.answer = self.problem.answer

    def question(self, lang):
        p = self.problem
        parts = [Message("training.q.contract_less", title=self.rules.title_message, seat=seat_name(p.seat),
                         dealer=seat_name(p.dealer)),
                 Message("training.q.hand", cards=_cards(p.hand))]
        if p.turn_up is not None:
            parts.append(Message("training.bid.turn_up", card=card_symbol(p.turn_up)))
        parts.append(p.calls_message())
        ask = Message("training.bid.ask", seat=seat_name(p.seat))
        facts = {"rules": self.rules.preset, "options": dict(self.rules.options), "dealer": str(p.dealer),
                 "seat": str(p.seat), "hand": [str(c) for c in p.hand],
                 "turn_up": str(p.turn_up) if p.turn_up is not None else None,
                 "calls": [[str(s), c] for s, c in p.calls()], "problem": p.name}
        return self._q(lang, parts, ask, p.facts_message(), (), facts, choices=p.choices())

    def check(self, response):
        p = self.problem
        call = p.read(response)
        why = p.why(self.answer)
        if call == self.answer:
            return self._result(1.0, call, Message("training.bid.right", call=p.call_message(call), why=why))
        return self._result(0.0, call, Message("training.bid.wrong", call=p.call_message(call),
                                               answer=p.call_message(self.answer), why=why))

    def hint(self, step):
        if step >= 2:
            return Message("training.bid.answer_is", call=self.problem.call_message(self.answer), why=self.problem.why(self.answer))
        return self.problem.facts_message()

    def answer_message(self):
        return Message("training.bid.answer_is", call=self.problem.call_message(self.answer), why=self.problem.why(self.answer))


# ------------------------------------------------------------------------------------------------------
# Endings: play out, defend
# ------------------------------------------------------------------------------------------------------


class Ending(Skill):
    """Play out an ending as South, every hand face up, graded double-dummy card by card."""

    name = "ending"
    goals = ("most_points",)
    graded = "double_dummy"
    response = "line"
    hints = ("rule", "suit")
    sources = ("deal", "ending")
    deal_keys = ("tricks_left",)
    defending = False

    def __init__(self, spec):
        super().__init__(spec)
        from belote_learn.training.endings import EndingPlay

        me = Seat.S
        if spec.ending is not None:
            e = spec.ending
            self.contract, self.taker, self.dealer, self.turn_up = e["contract"], e["taker"], e["dealer"], None
            hands, leader, tricks, trick = e["hands"], e["leader"], e["tricks"], e["trick"]
        else:
            seed, dealer = self._deal()
            deal = sources.deal_at(self.rules, seed, dealer, 9 - spec.deal["tricks_left"], 0)
            self.contract, self.taker, self.dealer = deal.contract, getattr(deal, "taker", None), deal.dealer
            self.turn_up = getattr(deal, "turn_up", None)
            hands = {s: deal.hands[s] for s in Seat}
            leader, tricks, trick = deal.leader, list(deal.tricks), list(deal.trick)
        if self.taker is not None and (self.taker.team is me.team) == self.defending:
            raise PositionError("deal", Message("training.ending.not_defending") if self.defending
                                else Message("training.ending.not_taking"))
        self._args = dict(rules=self.rules, contract=self.contract, taker=self.taker, hands=hands, leader=leader,
                          trick=trick, tricks=tricks, me=me, par=spec.par, dealer=self.dealer, turn_up=self.turn_up,
                          level=self.level, hint_kind=spec.hint)
        self.play = EndingPlay(**self._args)
        self.answer = self.play.line()

    def start(self):
        """A fresh :class:`~belote_learn.training.endings.EndingPlay` of the level."""
        from belote_learn.training.endings import EndingPlay

        return EndingPlay(**self._args)

    def question(self, lang):
        play = self.play
        hands = play.hands
        left = len(hands[Seat.S])
        parts = [_heading(self.rules, self.contract, Seat.S)]
        if self.taker is not None:
            parts.append(Message("training.ending.taker", seat=seat_name(self.taker)))
        parts.append(Message("training.ending.hands", hands=Join(" ", [
            Message("training.ending.seat_hand", seat=seat_name(s), cards=_cards(hands[s])) for s in Seat])))
        parts.append(_on_table(play.trick))
        ask = (Message("training.ending.ask_defend", count=left, team=team_name(Seat.S.team)) if self.defending
               else Message("training.ending.ask", count=left, team=team_name(Seat.S.team)))
        from belote_learn.rules.explain import rule_message

        rule = rule_message(analyse(self.rules, self.contract, Seat.S, tuple(hands[Seat.S]), play.trick).verdicts)
        facts = {"rules": self.rules.preset, "options": dict(self.rules.options), "contract": str(self.contract),
                 "seat": "S", "taker": str(self.taker) if self.taker is not None else None,
                 "hands": {str(s): [str(c) for c in hands[s]] for s in Seat},
                 "trick": [[str(s), str(c)] for s, c in play.trick], "tricks_played": len(play.tricks),
                 "best": play.best}
        return self._q(lang, parts, ask, rule, play.legal(), facts)

    def check(self, response):
        line = sources.read_line(response)
        play = self.start()
        i = 0
        while not play.over:
            if i >= len(line):
                raise NotationError(Message("training.response.line_short", count=len(self.answer), given=len(line)))
            play.play(line[i])
            i += 1
        if i < len(line):
            raise NotationError(Message("training.response.line_long", count=len(self.answer), given=len(line)))
        return play.result()

    def hint(self, step):
        return self.play.hint(step)

    def answer_message(self):
        return Message("training.ending.answer_is", cards=_cards(self.answer), team=team_name(Seat.S.team),
                       points=self.play.best)


class Defend(Ending):
    """Defend an ending as South against the takers (East or West took), graded double-dummy."""

    name = "defend"
    defending = True
    systems = ("belote", "coinche")


SKILLS = {cls.name: cls for cls in (LegalCards, WinTrick, TrickPoints, HandPoints, MasterCard, Voids, TrumpsOut,
                                    CompareDeclarations, ScoreHand, Bid, Ending, Defend)}
"""Every skill's worker by name, in the order of the path."""
SKILL_NAMES = tuple(SKILLS)
