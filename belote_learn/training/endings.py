"""An ending played card by card, every hand known: the learner's seat against the three others, which play
double-dummy (the best card for their own team, :class:`~belote_learn.bots.dd.DDSolver`; equal cards: the
lowest card number, so the same cards always get the same replies).

Each card of the learner is graded by the points it lost against the best card from the same position
(:func:`~belote_learn.training.grading.card_grade`: good 0, inaccuracy 1-9, mistake 10-19, blunder 20+), with
the reason in words: the better card and why (the hint's sentence,
:func:`~belote_learn.bots.hints.card_hint_message`), and, after a card that lost points, its consequence:
the hand played on double-dummy from there, the trick that changes sides (or the points that do) and what the
learner's team takes instead of the best.

Points are those of the double-dummy solver: card points, the dix de der on the last trick (a capot's value
when the team has taken every trick of the deal; none in mariage). Belote, declarations and marriages are
not counted: no card changes them.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from belote_learn.core.cards import Card, CardSet, Seat, Team, parse_card
from belote_learn.core.errors import IllegalAction, NotationError
from belote_learn.core.messages import Message, card_symbol, seat_name, suit_name, team_name
from belote_learn.rules.play import analyse, legal_mask, play_table, winner_index
from belote_learn.systems.base.deal import SeatView, Trick
from belote_learn.training import grading
from belote_learn.training.results import Result

__all__ = ["EndingPlay", "CardGrade"]


@dataclass(frozen=True)
class CardGrade:
    """One card of the learner in an ending, graded.

    Attributes:
        trick: the trick it was played to (1 to 8).
        seat: who played it; card: the card; best: a best card from the same position.
        values: each legal card -> the points the learner's team takes from there with best play by all.
        lost: the points the card lost against ``best`` (0 for a best card); grade: ``"good"``,
            ``"inaccuracy"``, ``"mistake"`` or ``"blunder"``.
        message: the grade in words, naming the better card and why (a message of the catalogue).
        consequence: after a card that lost points, what it cost (the hand played on double-dummy), else ``""``.
    """

    trick: int
    seat: Seat
    card: Card
    best: Card
    values: dict
    lost: int
    grade: str
    message: Message
    consequence: object = ""

    def text(self, lang: str = "en") -> str:
        """The grade and its consequence in ``lang``."""
        from belote_learn.core.messages import render, sentences

        return render(sentences(self.message, self.consequence), lang)

    def to_dict(self, lang: str = "en") -> dict:
        return {"trick": self.trick, "seat": str(self.seat), "card": str(self.card), "best": str(self.best),
                "lost": self.lost, "grade": self.grade, "values": {str(c): v for c, v in self.values.items()},
                "text": self.text(lang)}


@lru_cache(maxsize=8)
def _solver(rules, contract, capot: tuple):
    """A double-dummy solver shared by the endings of one rule set, contract and capot value (its
    transposition table is keyed by the hands, so endings of different deals share it safely; one solver
    each would hold a table of its own)."""
    from belote_learn.bots.dd import DDSolver

    taker = None if capot[0] == capot[1] else (Team.NS if capot[1] > capot[0] else Team.EW)
    return DDSolver(rules, contract, taker=taker)


@dataclass
class _State:
    hands: list          # four masks, by seat
    leader: Seat
    trick: list          # [(seat, card)]
    tricks: list         # finished Trick objects, the whole deal's

    def copy(self) -> "_State":
        return _State(list(self.hands), self.leader, list(self.trick), list(self.tricks))


class EndingPlay:
    """The play of an ending, from a position every hand of which is known.

    Args:
        rules, contract: the preset's rules and the contract; taker: the taker's seat (None in mariage).
        hands: seat -> the cards each player still holds (masks or card sets, equal sizes once the trick on
            the table is counted).
        leader: who leads (or led) the current trick; trick: ``[(seat, card)]`` on the table.
        tricks: the finished tricks of the deal (:class:`~belote_learn.systems.base.deal.Trick`), for the
            capot and for what the learner knows.
        me: the learner's seat; par: the points the learner may lose and still earn three stars.
        dealer, turn_up: public facts of the deal (for the hints' reasons).

    Methods: :meth:`play` (a card of the learner's; the others answer at once), :meth:`values`, :meth:`hint`,
    :meth:`result`. Attributes: ``grades`` (a :class:`CardGrade` per card played), ``best`` (the points the
    learner's team can take from the start with best play), ``taken`` (the points it took so far), ``over``.
    """

    def __init__(self, rules, contract, taker, hands: dict, leader: Seat, trick=(), tricks=(), me: Seat = Seat.S,
                 par: int = 0, dealer: Seat | None = None, turn_up=None, level: str = "", hint_kind: str = "suit"):
        from belote_learn.bots.dd import capot_values

        self.rules, self.contract, self.taker, self.me = rules, contract, taker, Seat(me)
        self.team: Team = self.me.team
        self.par, self.level, self.hint_kind = par, level, hint_kind
        self.dealer, self.turn_up = dealer if dealer is not None else Seat.N, turn_up
        self.pt = play_table(rules, contract)
        capot = capot_values(rules, taker)
        self.solver = _solver(rules, self.pt.contract, tuple(capot))
        self._capot = capot[int(self.team is Team.NS)]
        self._bonus = rules.ranking(contract).last_trick_bonus
        masks = [0, 0, 0, 0]
        for s, cards in hands.items():
            masks[Seat(s)] = cards.mask if isinstance(cards, CardSet) else int(cards)
        self._state = _State(masks, Seat(leader), list(trick), list(tricks))
        self._start = self._state.copy()
        self.first_trick = len(self._state.tricks) + 1
        self.grades: list[CardGrade] = []
        self.taken = 0
        self.best = self._solve(self._state)
        self._answer_others()

    # -- the state ---------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return len(self._state.tricks) == 8

    def to_play(self, state: _State | None = None) -> Seat | None:
        """The seat to move (None when the ending is over)."""
        st = state or self._state
        if len(st.tricks) == 8:
            return None
        seat = st.leader
        for _ in range(len(st.trick)):
            seat = seat.next(self.rules.direction)
        return seat

    @property
    def hands(self) -> dict:
        """Seat -> the cards each player still holds."""
        return {s: CardSet(self._state.hands[s]) for s in Seat}

    @property
    def trick(self) -> list:
        return list(self._state.trick)

    @property
    def tricks(self) -> list:
        return list(self._state.tricks)

    def legal(self) -> list[Card]:
        """The learner's legal cards ([] when it is not the learner's turn)."""
        if self.to_play() != self.me:
            return []
        return list(CardSet(legal_mask(self.pt, self._state.hands[self.me], self._cards(self._state))))

    @staticmethod
    def _cards(st: _State) -> tuple:
        return tuple(int(c) for _, c in st.trick)

    def _won_all(self, st: _State, team: Team) -> bool:
        return all(t.winner.team is team for t in st.tricks)

    def _values(self, st: _State) -> dict:
        """Card -> the points the learner's team takes from ``st`` with that card and best play after it."""
        return self.solver.values(st.hands, st.leader, self.team, self._cards(st), len(st.tricks),
                                  self._won_all(st, self.team))

    def _solve(self, st: _State) -> int:
        if len(st.tricks) == 8:
            return 0
        return self.solver.solve(st.hands, st.leader, self.team, self._cards(st), len(st.tricks),
                                 self._won_all(st, self.team))

    def values(self) -> dict:
        """The learner's legal cards -> the points the learner's team takes from here with each and best play
        after it ({} when it is not the learner's turn)."""
        if self.to_play() != self.me:
            return {}
        return self._values(self._state)

    def _pick(self, st: _State) -> Card:
        """The double-dummy card of the seat to move in ``st``: the best for its team, the lowest card
        number among equals."""
        vals = self._values(st)
        mover = self.to_play(st)
        sign = 1 if mover.team is self.team else -1
        return max(vals, key=lambda c: (sign * vals[c], -int(c)))

    def _apply(self, st: _State, card: Card) -> int:
        """Play ``card`` for the seat to move in ``st`` (checked by the caller); returns the points the
        learner's team took when it completes a trick."""
        seat = self.to_play(st)
        st.hands[seat] &= ~(1 << card)
        st.trick.append((seat, Card(card)))
        if len(st.trick) < 4:
            return 0
        cards = self._cards(st)
        winner = st.trick[winner_index(self.pt, cards)][0]
        points = sum(self.pt.points[c] for c in cards)
        st.tricks.append(Trick(st.leader, tuple(st.trick), winner, points))
        st.trick = []
        st.leader = winner
        if winner.team is not self.team:
            return 0
        if len(st.tricks) == 8 and self._bonus:
            points += self._capot if self._won_all(st, self.team) else self._bonus
        return points

    def _answer_others(self) -> None:
        while not self.over and self.to_play() != self.me:
            self.taken += self._apply(self._state, self._pick(self._state))

    def _line(self, st: _State) -> list:
        """The tricks the rest of the deal makes from ``st`` with double-dummy play by all four."""
        st = st.copy()
        done = len(st.tricks)
        while len(st.tricks) < 8:
            self._apply(st, self._pick(st))
        return st.tricks[done:]

    # -- the learner's cards -----------------------------------------------------------------------
    def view(self) -> SeatView:
        """What the learner sees (every hand is open in an ending, but the hints speak from this view)."""
        st = self._state
        return SeatView(seat=self.me, phase="play", dealer=self.dealer, turn_up=self.turn_up, contract=self.contract,
                        taker=self.taker, hand=CardSet(st.hands[self.me]),
                        cards_left={s: bin(st.hands[s]).count("1") for s in Seat}, calls=[], trick=list(st.trick),
                        tricks=list(st.tricks), to_play=self.to_play(), legal=self.legal(), announcements=[],
                        rules=self.rules)

    def refusal(self, card) -> IllegalAction | None:
        """Why the learner may not play ``card`` now, as the error :meth:`play` would raise (None when allowed)."""
        try:
            c = parse_card(card)
        except NotationError as exc:
            return IllegalAction(exc.said)
        st = self._state
        if self.over:
            return IllegalAction(Message("training.ending.over"))
        if self.to_play() != self.me:
            return IllegalAction(Message("training.ending.not_your_turn", seat=seat_name(self.to_play())))
        if not st.hands[self.me] >> c & 1:
            return IllegalAction(Message("training.ending.not_held", seat=seat_name(self.me), card=card_symbol(c)))
        if not legal_mask(self.pt, st.hands[self.me], self._cards(st)) >> c & 1:
            hand = tuple(CardSet(st.hands[self.me]))
            verdict = next(v for v in analyse(self.rules, self.contract, self.me, hand, st.trick).verdicts if v.card == c)
            return IllegalAction(verdict.message, verdict)
        return None

    def play(self, card) -> CardGrade:
        """Play a card of the learner's, graded; the three others then play until the learner's next turn
        (or the end).

        Raises:
            NotationError: an unreadable card.
            IllegalAction: the ending is over, a card not held, or a card the rules forbid (the verdict of
                :mod:`belote_learn.rules.explain`, as everywhere); nothing changes.
        """
        c = parse_card(card)
        why = self.refusal(c)
        if why is not None:
            raise why
        st = self._state
        vals = self._values(st)
        best = max(vals, key=lambda x: (vals[x], -int(x)))
        lost = vals[best] - vals[c]
        grade = grading.card_grade(lost)
        view = self.view()
        trick_no = len(st.tricks) + 1
        message = self._grade_message(grade, c, best, lost, vals, view)
        consequence = self._consequence(st, c, best, vals) if lost else ""
        self.taken += self._apply(st, c)
        self.grades.append(CardGrade(trick_no, self.me, c, best, vals, lost, grade, message, consequence))
        self._answer_others()
        return self.grades[-1]

    def _grade_message(self, grade, card, best, lost, vals, view) -> Message:
        from belote_learn.bots.hints import card_hint_message

        team = team_name(self.team)
        if grade == grading.GOOD:
            return Message("training.card.good", card=card_symbol(card), team=team, points=vals[card])
        why = card_hint_message(view, best)
        if grade == grading.INACCURACY:
            return Message("training.card.inaccuracy", card=card_symbol(card), best=card_symbol(best), count=lost, why=why)
        if grade == grading.MISTAKE:
            return Message("training.card.mistake", card=card_symbol(card), best=card_symbol(best), count=lost, why=why)
        return Message("training.card.blunder", card=card_symbol(card), best=card_symbol(best), count=lost, why=why)

    def _consequence(self, st: _State, card: Card, best: Card, vals: dict) -> Message:
        """What ``card`` cost, shown by playing the hand on double-dummy after it and after ``best``: the first
        trick the other side takes that the learner's side would have taken, or else the points that change
        sides."""
        after, after_best = st.copy(), st.copy()
        self._apply(after, card)
        self._apply(after_best, best)
        done = len(st.tricks)  # the trick on the table is the first one compared
        line = after.tricks[done:] + self._line(after)
        line_best = after_best.tricks[done:] + self._line(after_best)
        team = team_name(self.team)
        for i, (mine, theirs) in enumerate(zip(line, line_best)):
            if mine.winner.team is not self.team and theirs.winner.team is self.team:
                number = done + 1 + i
                points = mine.points + (self._bonus if number == 8 else 0)
                return Message("training.consequence.trick", card=card_symbol(card), seat=seat_name(mine.winner),
                               trick=number, points=points, best=card_symbol(best),
                               team=team, taken=vals[card], most=vals[best])
        return Message("training.consequence.points", card=card_symbol(card), team=team, taken=vals[card],
                       most=vals[best], count=vals[best] - vals[card])

    def line(self, from_start: bool = False) -> list[Card]:
        """The learner's best cards from here (``from_start``: from the start of the ending) to the end, the
        others answering double-dummy: the answer of an ending level."""
        st = (self._start if from_start else self._state).copy()
        out = []
        while len(st.tricks) < 8:
            c = self._pick(st)
            if self.to_play(st) == self.me:
                out.append(c)
            self._apply(st, c)
        return out

    def hint(self, step: int = 1):
        """A hint for the learner's next card, as a message: step 1 the rule (when the rules restrict the
        choice and the level's hint is ``"rule"``) or the suit of the best card; step 2 the card itself.
        ``""`` when it is not the learner's turn."""
        if self.to_play() != self.me:
            return ""
        vals = self._values(self._state)
        best = max(vals, key=lambda x: (vals[x], -int(x)))
        if step >= 2:
            return Message("training.hint.play_card", card=card_symbol(best))
        st = self._state
        hand = tuple(CardSet(st.hands[self.me]))
        if self.hint_kind == "rule" and st.trick:
            from belote_learn.rules.explain import rule_message

            verdicts = analyse(self.rules, self.contract, self.me, hand, st.trick).verdicts
            if not all(v.legal for v in verdicts):
                return rule_message(verdicts)
        return Message("training.hint.suit", suit=suit_name(best.suit))

    def result(self):
        """The graded :class:`~belote_learn.training.levels.Result` of the ending once over (see
        :mod:`belote_learn.training.grading`). Raises IllegalAction before the end."""
        if not self.over:
            raise IllegalAction(Message("training.ending.not_over", count=len(CardSet(self._state.hands[self.me]))))
        lost = sum(g.lost for g in self.grades)
        kept = sum(1 for g in self.grades if g.lost < grading.MISTAKE_FROM)
        accuracy = kept / len(self.grades) if self.grades else 1.0
        stars = grading.stars_for(accuracy, lost, self.par)
        team = team_name(self.team)
        if lost == 0:
            verdict = Message("training.ending.result.best", team=team, taken=self.taken)
        else:
            verdict = Message("training.ending.result.lost", team=team, taken=self.taken, best=self.best, count=lost)
        return Result(self.level, stars, accuracy, lost, self.par, [g.card for g in self.grades],
                      self.line(from_start=True), verdict, tuple(g.message for g in self.grades if g.lost), tuple(self.grades))
