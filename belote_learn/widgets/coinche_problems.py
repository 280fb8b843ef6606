"""Coinche bidding problems: one decision of a coinche auction (which level to bid, whether to raise
the partner's suit, whether to coinche), judged by simulation.

A problem gives the rules, the dealer, the learner's seat and eight cards, and the calls made before
the learner speaks (rules.md "coinche": no turn-up, the whole hand is known at the auction). The
expected score of each call comes from :func:`belote_learn.bots.coinchesim.evaluate_calls`: the deal
completed many times to fit the bidding so far, the rest of the auction bid by the point count, the
cards played by the rule-based players, each deal scored by coinche's scoring.

The curated problems live in data/bidding (files ``NN-coinche.json``, written by
tools/make_coinche_problems.py and checked by tools/check_bidding_problems.py).
"""
from __future__ import annotations

import random
import sys

from belote_learn.core.messages import SEAT_NAMES, Join, Message, text
from belote_learn.bots.problem_texts import problem_texts
from belote_learn.core.cards import ALL_CARDS, CardSet, Seat, parse_card, parse_seat
from belote_learn.systems.coinche.auction import CoincheAuction, call_words, parse_call
from belote_learn.core.errors import BeloteError, PositionError, refuse_unknown_fields, shown

__all__ = ["CoincheProblem", "COMPLETIONS"]

COMPLETIONS = 60 if sys.platform == "emscripten" else 200
"""Completions the trainer plays out for one coinche decision (every call weighed on the same ones;
fewer in the browser-only build, whose Python is slower). A fixed number, so that a problem always
shows the same figures."""


PROBLEM_FIELDS = ("rules", "options", "dealer", "seat", "hand", "calls_before", "answer", "seed")
PROBLEM_NOTES = ("title", "teaches")
"""The fields of a coinche bidding problem file (data/bidding); any other (a ``turn_up`` too: coinche has
none) is refused, naming the closest."""


class CoincheProblem:
    """One coinche bidding decision. Build with :meth:`from_dict` (checked) or :meth:`random`.

    Attributes:
        rules: the coinche :class:`~belote_learn.rules.presets.Rules`; dealer, seat: seats.
        hand: the learner's eight cards (a list of :class:`~belote_learn.core.cards.Card`).
        calls_before: the calls before the learner's, as written (``"80 H"``, ``"pass"``...).
        auction: the :class:`~belote_learn.systems.coinche.auction.CoincheAuction` after those calls.
        title, teaches, name: texts; answer: the call the problem teaches ("" for a random hand);
        seed: fixes the completions, so that the same problem always gives the same figures.
    """

    turn_up = None  # coinche has none (the trainer shows the hand alone)

    def __init__(self, rules, dealer: Seat, seat: Seat, hand: list, calls_before: list, title="",
                 teaches: str = "", name: str = "", answer: str = "", seed: int = 0, lang: str = "en"):
        self.rules, self.dealer, self.seat = rules, Seat(dealer), Seat(seat)
        self.hand = list(hand)
        self.title, self.teaches, self.name, self.seed = title, teaches, name, seed
        self.auction = CoincheAuction(rules, self.dealer)
        calls = []
        for i, call in enumerate(calls_before):
            v = self.auction.verdict(call)
            if self.auction.closed:
                raise PositionError(f"calls_before[{i}]", text("coinche_problem.error.after_end", lang, call=repr(v.call),
                                                               why=self.auction._over_text(lang)))
            if not v.legal:
                if v.seat is None:
                    raise PositionError(f"calls_before[{i}]", text("coinche_problem.error.nobody_calls", lang,
                                                                   call=repr(v.call), why=v.render(lang)))
                raise PositionError(f"calls_before[{i}]", text("coinche_problem.error.cannot_call", lang,
                                                               seat=SEAT_NAMES[v.seat], call=repr(v.call), why=v.render(lang)))
            self.auction._apply(v.call)
            calls.append(v.call)
        self.calls_before = calls
        if self.auction.to_speak != self.seat:
            speaker = self.auction.to_speak
            if speaker is None:
                raise PositionError("seat", text("trainer.error.nobody_to_speak", lang, seat=SEAT_NAMES[self.seat]))
            raise PositionError("seat", text("trainer.error.not_to_speak", lang, speaker=SEAT_NAMES[speaker],
                                             seat=SEAT_NAMES[self.seat]))
        if answer:
            answer = parse_call(answer)
            if answer not in self.options():
                raise PositionError("answer", text("coinche_problem.error.answer", lang, answer=repr(answer),
                                                   seat=SEAT_NAMES[self.seat],
                                                   why=self.auction.verdict(answer).render(lang)))
        self.answer = answer

    # -- reading ---------------------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data, name: str = "", lang: str = "en") -> "CoincheProblem":
        """Read a problem: ``rules`` ("coinche"), ``options``, ``dealer``, ``seat`` (default South),
        ``hand`` (8 cards), ``calls_before`` (calls), optional ``title``, ``teaches``, ``answer``
        and ``seed``. Raises PositionError naming the field (in ``lang``)."""
        from belote_learn.rules.presets import get_rules
        from belote_learn.systems import system_of

        if not isinstance(data, dict):
            raise PositionError("", text("coinche_problem.error.not_an_object", lang, value=shown(data)))
        if "turn_up" in data:
            raise PositionError("turn_up", text("coinche_problem.error.turn_up", lang, fields=", ".join(PROBLEM_FIELDS),
                                                notes=", ".join(PROBLEM_NOTES)))
        refuse_unknown_fields(data, PROBLEM_FIELDS, PROBLEM_NOTES, text("coinche_problem.a_problem", lang))
        options = data.get("options")
        if options is not None and not isinstance(options, dict):
            raise PositionError("options", text("trainer.error.options", lang, value=shown(options)))
        try:
            get_rules(data.get("rules", "coinche"))
        except BeloteError as exc:
            raise PositionError("rules", str(exc)) from None
        try:  # the preset is good: a fault now is in the options (named as such)
            rules = get_rules(data.get("rules", "coinche"), options or {})
        except BeloteError as exc:
            raise PositionError("options", str(exc)) from None
        if system_of(rules).name != "coinche":  # this class reads coinche auctions only
            raise PositionError("rules", text("coinche_problem.error.rules", lang, preset=rules.preset))
        if data.get("dealer") is None:
            raise PositionError("dealer", text("coinche_problem.error.no_dealer", lang))
        try:
            dealer = parse_seat(data["dealer"])
        except BeloteError as exc:
            raise PositionError("dealer", str(exc)) from None
        try:
            seat = parse_seat(data.get("seat", "S"))
        except BeloteError as exc:
            raise PositionError("seat", str(exc)) from None
        hand = data.get("hand")
        if not isinstance(hand, list) or len(hand) != 8:
            raise PositionError("hand", text("coinche_problem.error.hand", lang, value=shown(hand)))
        cards = []
        for i, c in enumerate(hand):
            try:
                card = parse_card(c)
            except BeloteError as exc:
                raise PositionError(f"hand[{i}]", str(exc)) from None
            if card in cards:
                raise PositionError(f"hand[{i}]", text("coinche_problem.error.card_twice", lang, card=str(card)))
            cards.append(card)
        calls = data.get("calls_before", [])
        if not isinstance(calls, list):
            raise PositionError("calls_before", text("coinche_problem.error.calls_before", lang, value=shown(calls)))
        parsed = []
        for i, c in enumerate(calls):
            try:
                parsed.append(parse_call(c))
            except BeloteError as exc:
                raise PositionError(f"calls_before[{i}]", str(exc)) from None
        answer = data.get("answer")
        answer = "" if answer is None else answer  # [], 0 or false are slips, not "no answer"
        if not isinstance(answer, str):
            raise PositionError("answer", text("coinche_problem.error.answer_type", lang, value=shown(answer)))
        try:
            answer = parse_call(answer) if answer else ""
        except BeloteError as exc:
            raise PositionError("answer", str(exc)) from None
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 63:
            raise PositionError("seed", text("coinche_problem.error.seed", lang, value=shown(seed)))
        for key in ("title", "teaches"):
            if data.get(key) is not None and not isinstance(data[key], str):
                raise PositionError(key, text("trainer.error.note_type", lang, value=shown(data[key])))
        title, teaches = problem_texts(name, _text(data.get("title")), _text(data.get("teaches")))
        return cls(rules, dealer, seat, cards, parsed, title, teaches, name, answer, seed, lang=lang)

    @classmethod
    def random(cls, rules, seed: int, seat: Seat = Seat.S) -> "CoincheProblem":
        """A random hand for ``seat`` (South): the deal from ``seed``, the calls before South's made by
        the rule-based point count, so that South speaks first or after some calls."""
        from belote_learn.bots.pointcount import rule_call
        from belote_learn.systems.coinche.deal import deal_hands

        rng = random.Random(seed)
        pack = list(ALL_CARDS)
        rng.shuffle(pack)
        dealer = Seat(rng.randrange(4))
        hands = deal_hands(rules, dealer, pack)
        auction = CoincheAuction(rules, dealer)
        calls = []
        rounds = rng.randrange(2)  # South speaks in the first or the second round
        while auction.to_speak != seat or (rounds and len(calls) < 4):
            s = auction.to_speak
            call, _ = rule_call(rules, hands[s], s, auction, explain=False)
            auction._apply(call)
            calls.append(call)
            if auction.closed:  # the auction ended before South spoke again: start from the deal
                return cls(rules, dealer, seat, list(CardSet(hands[seat])), _first_round(rules, dealer, hands, seat),
                           title=Message("trainer.random_title", seed=seed), seed=seed)
        return cls(rules, dealer, seat, list(CardSet(hands[seat])), calls, title=Message("trainer.random_title", seed=seed),
                   seed=seed)

    def to_dict(self) -> dict:
        from belote_learn.core.messages import render

        return {"title": render(self.title), "teaches": render(self.teaches), "rules": self.rules.preset,
                "options": dict(self.rules.options), "dealer": str(self.dealer), "seat": str(self.seat),
                "hand": [str(c) for c in self.hand], "calls_before": list(self.calls_before),
                **({"answer": self.answer} if self.answer else {}), **({"seed": self.seed} if self.seed else {})}

    # -- the decision ------------------------------------------------------------------------------
    def options(self) -> list[str]:
        """Every legal call of the learner (pass, the bids, capots, coinche, surcoinche)."""
        return self.auction.legal_calls()

    @property
    def mask(self) -> int:
        return CardSet(self.hand).mask

    def weighed_calls(self, also=()) -> list[str]:
        """The calls the simulation weighs: the point count's candidates
        (:func:`~belote_learn.bots.coinchesim.candidate_calls`), the answer, and ``also`` (the
        learner's call)."""
        from belote_learn.bots.coinchesim import candidate_calls

        calls = candidate_calls(self.rules, self.mask, self.seat, self.auction)
        for c in (self.answer, *also):
            if c and c not in calls:
                calls.append(c)
        return calls

    def evaluate(self, completions: int = COMPLETIONS, seed: int | None = None, also=(), playouts=None) -> dict:
        """Expected score of each weighed call (see
        :func:`belote_learn.bots.coinchesim.evaluate_calls` for the figures): call -> ``{"mean", "se",
        "made", "taken", "n", "samples"}``, points for the learner's side minus the other side's.
        ``completions`` deals are played out for every call (``playouts``, the turn-up problems' cap on
        the deals shared among the calls, is not needed here: the calls weighed are few)."""
        from belote_learn.bots.coinchesim import evaluate_calls

        rng = random.Random(self.seed if seed is None else seed)
        return evaluate_calls(self.rules, self.dealer, self.seat, self.mask, self.auction.calls,
                              self.weighed_calls(also), completions, rng)

    def rule_call(self) -> tuple[str, str]:
        """The rule-based point count's call here and why (:func:`~belote_learn.bots.pointcount.rule_call`)."""
        from belote_learn.bots.pointcount import rule_call

        return rule_call(self.rules, self.mask, self.seat, self.auction)

    # -- words -------------------------------------------------------------------------------------
    @staticmethod
    def call_said(call: str, lang: str = "en") -> str:
        """A call as said at the table: ``"Pass"``, ``"90 ♥"``, ``"Capot ♠"``, ``"Coinche!"`` (in ``lang``)."""
        from belote_learn.core.cards import Suit

        if call == "pass":
            return text("call.pass", lang)
        if call == "coinche":
            return text("call.coinche", lang)
        if call == "surcoinche":
            return text("call.surcoinche", lang)
        head, _, suit = call.partition(" ")
        value = text("call.capot", lang) if head.lower() == "capot" else head.capitalize()
        return text("call.bid", lang, value=value, symbol=Suit.parse(suit).symbol)

    @staticmethod
    def call_words(call: str, lang: str = "en") -> str:
        """The same in words (``"90 in hearts"``), for a tooltip or a screen reader."""
        return call_words(call, lang)

    PASS_NOTE = Message("coinche_problem.pass_note")

    def situation(self, lang: str = "en") -> str:
        """The calls so far, in words (coinche has no turn-up)."""
        return text("coinche_problem.situation", lang, calls=self.calls_so_far(lang))

    def calls_so_far(self, lang: str = "en") -> str:
        """``"West: 80 ♥, North: Pass"`` (or ``"nobody has spoken yet"``), in ``lang``."""
        calls = Join(", ", [Message("trainer.call_by", seat=SEAT_NAMES[s], call=self.call_said(c, lang))
                            for s, c in self.auction.calls])
        return (calls or Message("trainer.nobody_spoke")).render(lang)


def _first_round(rules, dealer, hands, seat) -> list:
    """The point count's calls from the dealer's next up to ``seat``'s first turn."""
    from belote_learn.bots.pointcount import rule_call

    a = CoincheAuction(rules, dealer)
    calls = []
    while a.to_speak != seat:
        s = a.to_speak
        call, _ = rule_call(rules, hands[s], s, a, explain=False)
        a._apply(call)
        calls.append(call)
    return calls


def _text(value) -> str:
    return "" if value is None else str(value)
