"""Exercises where reading is not enough:

* :func:`score_quiz`: score a hand yourself: type each team's score; the engine checks both and shows
  the breakdown, marking the line you missed;
* :func:`bid_quiz`: bid this hand (a curated problem of data/bidding, per system);
* :func:`ending_exercise`: play out the last tricks of a deal as South, the other three seats playing
  perfectly; graded double-dummy, card by card;
* :func:`find_the_illegal_card`: a recorded trick with the hands it was played from: which card broke
  a rule?
"""
from __future__ import annotations


import ipywidgets as W

from belote_learn.core.cards import CardSet, Seat, Team
from belote_learn.core.errors import BeloteError, shown
from belote_learn.core.messages import Join, Message, card_symbol, render, seat_name, suit_name, team_name, text
from belote_learn.rules.position import Position
from belote_learn.core.tables import breakdown_header
from belote_learn.rules.scoring import ROUNDED, TOTAL
from belote_learn.widgets.common import BaseWidget, projector_controls
from belote_learn.lessons._base import (Shown, contract_words, direction_word, esc, impl, friendly,
                                       read_cards, read_contract, read_rules, read_seat, read_trick, reason,
                                       seat_and_card, side_word, symbols, table_html, whole)
from belote_learn.lessons.quizzes import (CardChoiceQuestion, ChoiceQuestion, _Question, _hands_picture, _quiz_style,
                                          _said, _trick_picture, four_colour_button)
from belote_learn.lessons.show import (_arithmetic, _pictures, breakdown_rows, call_words, combinations_list, score_lines,
                                      score_of)

__all__ = ["ScoreQuestion", "score_quiz", "bid_quiz", "EndingExercise", "ending_exercise", "find_the_illegal_card"]


# ------------------------------------------------------------------------------------------------
# Score a hand yourself
# ------------------------------------------------------------------------------------------------


class ScoreQuestion(_Question):
    """Type what each team scores for a hand; Check compares with the engine's score and shows the
    breakdown with the line you missed highlighted.

    Method :meth:`answer` (``ns=``, ``ew=``; returns True when both are right). Attribute ``missed``:
    the breakdown lines that explain a wrong answer. ``lang``: the language of the exercise.
    """

    def __init__(self, question, hand_score, picture: str = "", lang: str = "en"):
        super().__init__(question, picture, lang)
        self.score = hand_score
        self.missed: list = []
        box = dict(layout=W.Layout(width="200px"), style={"description_width": "initial"})
        # text boxes read by answer() (a number box let the browser turn "1e9" into 19, "abc" into 0)
        points = Message("lesson.unit.points").render(lang)
        self.ns_box = W.Text(value="", placeholder=points,
                             description=Message("lesson.phrase.team_label", team=team_name(Team.NS)).render(lang), **box)
        self.ew_box = W.Text(value="", placeholder=points,
                             description=Message("lesson.phrase.team_label", team=team_name(Team.EW)).render(lang), **box)
        for b in (self.ns_box, self.ew_box):
            b.add_class("bl-number")
        self.check_button = W.Button(description=Message("lesson.quiz.check").render(lang), button_style="primary")
        self.check_button.add_class("bl-check")
        self.check_button.on_click(lambda _: self.answer(ns=self.ns_box.value, ew=self.ew_box.value))
        self._answered = None  # the two numbers the verdict shown is about
        for b in (self.ns_box, self.ew_box):
            b.observe(self._ui(lambda _v: self._boxes_changed()), names="value")
        self.breakdown = W.HTML()
        self.breakdown.add_class("bl-breakdown")
        row = W.HBox([self.ns_box, self.ew_box, self.check_button])
        projector_controls(row, primary=[self.check_button])  # projector size, as the widgets' controls
        self.widget = W.VBox([_quiz_style(), row, self.feedback_view, self.breakdown, self.error_line])
        self.widget.add_class("bl-quiz")

    def _boxes_changed(self) -> None:
        """A number typed after a verdict: the verdict and the breakdown's highlighted lines were about the
        old numbers, so they go."""
        now = (self.ns_box.value.strip(), self.ew_box.value.strip())
        if self._answered is not None and now != tuple(str(v) for v in self._answered) and self._clear_verdict():
            self.missed = []
            self.breakdown.value = ""

    def _explain_miss(self, team: Team, typed: int) -> list[int]:
        """Indexes of the breakdown lines that explain ``typed`` for ``team`` being wrong."""
        lines = score_lines(self.score, self.lang)
        right = self.score.score[team]
        diff = right - typed
        stop = next(i for i, ln in enumerate(lines) if ln.label == TOTAL)
        val = (lambda ln: ln.ns) if team is Team.NS else (lambda ln: ln.ew)
        rounded = next((i for i, ln in enumerate(lines) if ln.label == ROUNDED), None)
        if rounded and self.score.raw_score[team] == typed:  # the exact points, before the rounding
            return [rounded]
        parts = [i for i in range(stop) if val(lines[i])]
        for i in parts:  # one line left out (or counted when it does not score)
            if val(lines[i]) == diff:
                return [i]
        for i in parts:
            for j in parts:
                if i < j and val(lines[i]) + val(lines[j]) == diff:
                    return [i, j]
        # otherwise the result decides (dedans, capot, litige...): the result line and the total
        out = [stop + 1]
        if self.score.released is not None:
            out.append(next(i for i, ln in enumerate(lines) if getattr(ln.label, "id", None) == "score.line.released"))
        return out

    def answer(self, ns=None, ew=None) -> bool | None:
        self._set_error("")
        typed = {}
        for team, v in ((Team.NS, ns), (Team.EW, ew)):
            if isinstance(v, bool) or not isinstance(v, int):
                try:
                    v = int(str(v).strip())
                except ValueError:
                    self._set_error(Message("lesson.score_quiz.error.whole_number", team=team_name(team),
                                            value=shown(v)).render(self.lang))
                    return None
            typed[team] = v
        self._quietly(self.ns_box, value=str(typed[Team.NS]))  # the boxes show the numbers judged
        self._quietly(self.ew_box, value=str(typed[Team.EW]))
        self._answered = (typed[Team.NS], typed[Team.EW])
        right = all(typed[t] == self.score.score[t] for t in typed)
        lines = score_lines(self.score, self.lang)
        self.missed = []
        notes = []
        for t in (Team.NS, Team.EW):
            if typed[t] != self.score.score[t]:
                idx = self._explain_miss(t, typed[t])
                self.missed.extend(i for i in idx if i not in self.missed)
                what = Join(text("lesson.phrase.semicolon", self.lang), [Message("lesson.score.line_with_rule", item=lines[i].label, rule=lines[i].reason)
                                   for i in idx])
                notes.append(Message("lesson.score_quiz.look_at", team=team_name(t), right=self.score.score[t],
                                     typed=typed[t], lines=what).render(self.lang))
        head = (Message("lesson.quiz.right") if right else Message("lesson.quiz.not_quite")).render(self.lang)
        arith = _arithmetic(self.score, self.lang)
        body_text = " ".join(notes + arith)
        body_html = "".join(f"<div>{esc(n)}</div>" for n in notes) + "<ul>" + "".join(f"<li>{esc(a)}</li>" for a in arith) + "</ul>"
        self._show_feedback(right, head, body_html, body_text)
        rows = breakdown_rows(self.score, self.lang)
        self.breakdown.value = table_html(list(breakdown_header(self.lang)), rows, cls="bl-score-table",
                                          highlight=set(self.missed), lang=self.lang)
        return right


@friendly
def score_quiz(system: str = "classic-501", trumps: str = "H", taker: str = "N", takers_cards=None,
               last_trick: str = "takers", belote=None, declarations=None, takers_tricks=None, dealer=None,
               held_over: int = 0, options: dict | None = None, bid=None, coinched: int = 0,
               lang: str = "en") -> ScoreQuestion:
    """Score a hand yourself: the hand is described (the same named arguments as
    :func:`~belote_learn.lessons.worked_score`); type what each team scores. ``lang``: the language of the exercise."""
    hs = score_of(system, trumps, taker, takers_cards, last_trick, takers_tricks, belote, declarations, dealer,
                  held_over, options, bid, coinched)
    rules = hs.rules
    rk = rules.ranking(hs.contract)
    cards_total = rk.total - rk.last_trick_bonus
    bid = getattr(hs, "bid", None)
    if bid is not None:
        facts = [Message("lesson.score_quiz.contract_bid", bid=bid.message, team=team_name(hs.takers))]
    else:
        facts = [Message("lesson.score_quiz.contract_took", seat=seat_name(hs.taker), contract=contract_words(hs.contract),
                         team=team_name(hs.takers))]
    facts += [Message("lesson.score_quiz.tricks", takers=hs.tricks[hs.takers], defenders=hs.tricks[hs.defenders]),
              Message("lesson.score_quiz.card_points", takers=hs.card_points[hs.takers],
                      defenders=hs.card_points[hs.defenders], total=cards_total),
              Message("lesson.score_quiz.last_trick", side=side_word(hs.last_trick, hs.takers))]
    for seat, suit in hs.belote:
        facts.append(Message("lesson.score_quiz.belote", seat=seat_name(seat), side=side_word(seat.team, hs.takers),
                             suit=suit_name(suit)))
    if hs.declarations is not None:
        for s, combos in hs.declarations.by_seat.items():
            if combos:
                facts.append(Message("lesson.score_quiz.declared", seat=seat_name(s), side=side_word(s.team, hs.takers),
                                     combinations=combinations_list(combos)))
    if held_over:
        facts.append(Message("lesson.score_quiz.held_over", points=held_over))
    q = Message("lesson.score_quiz.question", title=rules.title_message, facts=" ".join(f.render(lang) for f in facts))
    return ScoreQuestion(q, hs, lang=lang)


# ------------------------------------------------------------------------------------------------
# Bid this hand
# ------------------------------------------------------------------------------------------------


@friendly
def bid_quiz(system="classic-501", problem=0, lang: str = "en") -> ChoiceQuestion:
    """Bid this hand: the bidding trainer's curated problem ``problem`` of rules ``system``, numbered as
    the trainer numbers them: the problems of that preset counted from 0, so ``bid_quiz(system="coinche",
    problem=7)`` is the hand of ``BiddingTrainer("coinche").load(7)``; a file name of data/bidding
    (``"50-coinche"``) is also accepted, as by the trainer. Each teaches one point; its answer agrees
    with the bidding simulation (tools/check_bidding_problems.py). Lesson 08's trainer plays any
    problem out many times. A coinche problem offers the calls worth weighing (the simulation's
    candidates), not all 41 legal ones. Bad input: a :class:`Refused` naming the range of this preset.
    ``lang``: the language of the quiz (the problems' own titles and lessons are as written in data/bidding)."""
    from belote_learn.widgets.trainer import load_problems

    curated = load_problems()
    if isinstance(problem, str):
        names = [q.name for q in curated]
        if problem not in names:
            from belote_learn.core.errors import unknown_name

            raise BeloteError(unknown_name(Message("lesson.bid.a_problem"), problem, names))
        p = curated[names.index(problem)]
    else:
        preset = read_rules(system).preset
        mine = [q for q in curated if q.rules.preset == preset]  # BiddingTrainer(preset).load(n)'s numbering
        if not mine:
            raise BeloteError(Message("lesson.bid.error.no_problems", preset=preset))
        p = mine[whole(problem, Message("lesson.bid.problem_range", preset=preset, n=len(mine)), 0, len(mine) - 1)]
    n = [q is p for q in curated if q.rules.preset == p.rules.preset].index(True)  # the trainer's number of it
    rules = p.rules
    if p.turn_up is None:  # an auction of points (coinche): the whole hand, the calls worth weighing
        q = Message("lesson.bid.question_coinche", preset=rules.preset, n=n, dealer=seat_name(p.dealer),
                    seat=seat_name(p.seat), cards=symbols(p.hand), calls=p.calls_so_far(lang))
        pic = _pictures(p.hand, label=Message("lesson.picture.your_eight_cards").render(lang), lang=lang)
        choices = [p.call_said(c, lang) for c in p.weighed_calls()]
        return ChoiceQuestion(q, choices, p.call_said(p.answer, lang), _problem_lesson(p), pic, lang=lang)
    said = _said(p.auction.calls, p.turn_up, lang) or Message("lesson.phrase.nobody_spoke").render(lang)
    q = Message("lesson.bid.question", preset=rules.preset, n=n, dealer=seat_name(p.dealer), card=card_symbol(p.turn_up),
                seat=seat_name(p.seat), cards=symbols(p.hand), calls=said)
    pic = (f"<div style='display:flex;gap:24px;align-items:flex-end;flex-wrap:wrap'>"
           f"{_pictures(p.hand, label=Message('lesson.picture.your_five_cards').render(lang), lang=lang)}"
           f"{_pictures([p.turn_up], label=Message('lesson.picture.the_turn_up').render(lang), lang=lang)}</div>")
    choices = [call_words(c, p.turn_up, lang) for c in p.options()]
    return ChoiceQuestion(q, choices, call_words(p.answer, p.turn_up, lang), _problem_lesson(p), pic, lang=lang)


def _problem_lesson(p) -> Message:
    """A bidding problem's title and what it teaches, as written in its file (data/bidding)."""
    return Message("lesson.bid.lesson", title=p.title, teaches=p.teaches)


# ------------------------------------------------------------------------------------------------
# Play out an ending
# ------------------------------------------------------------------------------------------------


class EndingExercise(BaseWidget):
    """The last tricks of a deal, all four hands face up: you play South, the three others play
    perfectly (double-dummy). At the end: the points your team took against the best possible, and
    each of your cards with what it cost. Drawn on the shared card table
    (:class:`~belote_learn.widgets.table.CardTable`): the others' hands face up at their seats, the
    trick in the centre, South's cards at the bottom marked legal or not; the others' cards appear one
    at a time.

    Methods: :meth:`play` (a card of South's; returns True when played), :meth:`restart`.
    Attributes: ``best`` (North-South's points from here with best play by all), ``taken`` (points
    North-South took), ``reviews`` (one dict per South card: card, best card, values, lost), ``over``,
    ``table``. ``lang``: the language of everything the exercise says (``intro`` may be a message).
    """

    PACE = 0.6  # seconds each of the others' cards stays before the next

    def __init__(self, deal, intro, lang: str = "en"):
        super().__init__(lang)
        from belote_learn.bots.dd import capot_values, dd_values
        from belote_learn.widgets.table import CardTable

        self._dd_values = dd_values
        self._capot = capot_values(deal.rules, getattr(deal, "taker", None))[1]
        self.start = deal
        self.intro = render(intro, lang)
        self.message = ""
        self.table = CardTable(lang=self.lang)
        self.table.on("card", lambda m: self.play(m["card"]))
        self.table.on("button", lambda m: self.restart() if m["id"] == "restart" else None)
        self._before: list = []
        self.widget = W.VBox([self.table, self.error_line])
        self.widget.add_class("bl-ending")
        self.restart()

    # the question (and the four hands) as it stands at the start, for a static export
    def question_html(self) -> str:
        d = self.start
        lang = self.lang
        rows = _hands_picture([(Message("lesson.ending.you", seat=seat_name(s)) if s == Seat.S else seat_name(s),
                                CardSet(d.hands[s])) for s in Seat], lang)
        return (f'<div class="bl-quiz-question" data-region="status" style="font-size:16px">'
                f'<b>{esc(Message("lesson.ending.label").render(lang))}</b> '
                f'{esc(self.intro)}</div><div class="bl-static-quiz">'
                f"{_trick_picture(d.trick, to_play=d.current_player(), lang=lang)}{rows}</div>"
                "<style>.jp-OutputArea:has(.bl-ending) .bl-static-quiz { display: none; }</style>")

    def _ipython_display_(self):  # pragma: no cover - used by IPython only
        from IPython.display import display

        display(Shown(self.question_html(), str(self), region="status"))
        display(self.widget)

    def __str__(self) -> str:
        return Message("lesson.ending.as_text", intro=self.intro).render(self.lang)

    def restart(self) -> None:
        import copy

        self._set_error("")
        self.deal = copy.deepcopy(self.start)
        self.reviews: list = []
        self.over = False
        self.first_trick = len(self.deal.tricks)
        vals = self._dd_values(self.deal, Team.NS)
        mover = self.deal.current_player()
        self.best = max(vals.values()) if mover.team is Team.NS else min(vals.values())
        self.taken = 0
        self._before = []
        self._bots()
        self._draw()

    def _bots(self) -> None:
        d = self.deal
        while d.phase == "play" and d.current_player() != Seat.S:
            seat = d.current_player()
            vals = self._dd_values(d, seat.team)
            card = max(vals, key=lambda c: (vals[c], -int(c)))
            d.apply(card)
            self._before.append(self._frame(waiting=True))
        if d.phase != "play":
            self._finish()

    def play(self, card) -> bool:
        """Play a card of South's (checked: a card South does not hold or may not play is refused,
        with the rule's reason)."""
        from belote_learn.core.cards import parse_card
        from belote_learn.core.errors import IllegalAction, NotationError

        self._set_error("")
        if self.over:
            self._set_error(Message("lesson.ending.error.over").render(self.lang))
            self._draw()
            return False
        try:
            c = parse_card(card)
        except NotationError as exc:
            self._set_error(render(reason(exc), self.lang))
            self._draw()
            return False
        d = self.deal
        vals = self._dd_values(d, Team.NS)
        try:
            d.apply(c)
        except IllegalAction as exc:
            self._set_error(render(reason(exc), self.lang))
            self._draw()
            return False
        best = max(vals, key=lambda x: vals[x])
        self.reviews.append({"card": c, "best": best, "values": vals, "lost": vals[best] - vals[c]})
        self._before = [self._frame(waiting=True)]
        self._bots()
        self._draw()
        return True

    def _finish(self) -> None:
        d = self.deal
        self.over = True
        taken = 0
        for t in d.tricks[self.first_trick:]:
            if t.winner.team is Team.NS:
                taken += t.points
        bonus = d.rules.ranking(d.contract).last_trick_bonus
        if d.tricks[-1].winner.team is Team.NS and bonus:
            all_ns = all(t.winner.team is Team.NS for t in d.tricks)
            taken += self._capot if all_ns else bonus
        self.taken = taken

    def _ns_so_far(self) -> int:
        return sum(t.points for t in self.deal.tricks[self.first_trick:] if t.winner.team is Team.NS)

    def _frame(self, waiting: bool = False) -> dict:
        """The table as it stands (``waiting``: one of the others' cards, shown for a moment)."""
        from belote_learn.widgets.quiz import _contract_words
        from belote_learn.widgets.table import card_entry, trick_entries

        d = self.deal
        lang = self.lang
        shown_trick = d.trick if d.trick or not d.tricks else d.tricks[-1].cards
        winner = None if d.trick or not d.tricks else d.tricks[-1].winner
        mover = d.current_player() if d.phase == "play" else None
        taker = getattr(d, "taker", None)
        seats = {}
        leader = shown_trick[0][0] if shown_trick else None
        partner_tag = Message("lesson.table.tag.partner").render(lang)
        taker_tag = Message("lesson.table.tag.taker").render(lang)
        led_tag = Message("lesson.table.tag.led").render(lang)
        for s in (Seat.N, Seat.E, Seat.W):
            tags = ([partner_tag] if s == Seat.N else []) + ([taker_tag] if s == taker else []) + \
                ([led_tag] if s == leader else [])
            seats[s.name] = {"name": seat_name(s).render(lang), "tags": tags, "cards": [str(c) for c in CardSet(d.hands[s])]}
        seats["S"] = {"name": Message("lesson.ending.you_south").render(lang),
                      "tags": ([taker_tag] if taker == Seat.S else []) + ([led_tag] if leader == Seat.S else [])}
        legal = set(d.legal_actions()) if mover == Seat.S else set()
        cards = [card_entry(c, legal=(c in legal) if mover == Seat.S else None) for c in CardSet(d.hands[Seat.S])]
        left = 8 - len(d.tricks)
        if self.over and not waiting:
            lost = sum(r["lost"] for r in self.reviews)
            verdict = (Message("lesson.ending.perfect") if lost == 0 else Message("lesson.ending.cost", lost=lost))
            status, kind = Message("lesson.ending.done", taken=self.taken, best=self.best,
                                   verdict=verdict).render(lang), "over"
        elif mover == Seat.S and not waiting:
            status, kind = Message("lesson.ending.your_turn", count=left).render(lang), "turn"
        else:
            status, kind = (Message("lesson.ending.plays", seat=seat_name(mover)) if mover is not None
                            else Message("lesson.ending.last_trick")).render(lang), "wait"
        message = ""
        if self.over and not waiting:
            yours = Message("lesson.ending.yours_best").render(lang)
            rows = [[i + 1, card_symbol(r["card"]).render(lang), card_symbol(r["best"]).render(lang) if r["lost"] else yours,
                     r["lost"], Join(", ", [Message("lesson.phrase.card_points", card=card_symbol(c), points=v)
                                            for c, v in sorted(r["values"].items(), key=lambda kv: -kv[1])]).render(lang)]
                    for i, r in enumerate(self.reviews)]
            header = [render(h, lang) for h in (Message("lesson.heading.your_card"), Message("lesson.heading.played"),
                                                 Message("lesson.heading.best"), Message("lesson.heading.points_lost"),
                                                 Message("lesson.heading.card_values"))]
            message = table_html(header, rows, cls="bl-review-table", region="breakdown", lang=lang)
        c = d.contract
        frame = {
            "mode": "ending",
            "info": [{"label": Message("lesson.table.contract").render(lang), "value": _contract_words(c, lang),
                      "key": "contract", "place": "left"},
                     {"label": team_name(Team.NS).render(lang),
                      "value": Message("lesson.ending.points", n=self._ns_so_far()).render(lang),
                      "more": Message("lesson.ending.best", best=self.best).render(lang),
                      "key": "score", "place": "right"}],
            "seats": seats,
            "to_play": mover.name if mover is not None and mover != Seat.S else None,
            "trick": trick_entries(shown_trick),
            "winner": winner.name if winner is not None else None,
            "hand": {"label": Message("lesson.ending.your_hand").render(lang),
                     "active": mover == Seat.S and not waiting and not self.over,
                     "cards": cards, "empty_text": Message("lesson.ending.all_played").render(lang)},
            "status": status,
            "status_kind": kind,
            "buttons": [{"id": "restart", "label": Message("lesson.ending.start_again").render(lang),
                         "enabled": bool(self.reviews), "title": Message("lesson.ending.start_again_title").render(lang)},
                        four_colour_button(lang)],
            "message": message,
        }
        if waiting:
            frame["hold"] = self.PACE
        if self.error and not waiting:
            frame["error"] = self.error
        return frame

    def _draw(self) -> None:
        before, self._before = self._before, []
        final = self._frame()
        self.table.show(final, before=before)
        d = self.deal
        if self.over:
            self.message = Message("lesson.ending.message", taken=self.taken, best=self.best).render(self.lang)
        else:
            self.message = ""
        del d


@friendly
def ending_exercise(system: str = "classic-501", seed: int = 1, tricks_left: int = 3, dealer: str = "N",
                    options: dict | None = None, lang: str = "en") -> EndingExercise:
    """Play out the last ``tricks_left`` tricks (2 to 4) of a deal (the same seed, the same deal), as
    South, with every hand face up; graded double-dummy. The earlier tricks are played by rule-based bots.
    ``lang``: the language of the exercise.
    """
    from belote_learn.bots import make_bot

    rules = read_rules(system, options)
    seed = whole(seed, "seed", 0, 2**32)
    tricks_left = whole(tricks_left, "tricks_left", 2, 4)
    dealer = read_seat(dealer, "dealer")
    bot = make_bot("rule", seed=seed)
    g = impl(rules).new_game(rules, seed=seed, dealer=dealer)
    for _ in range(12):
        d = g.deal
        while g.deal is d and d.phase in ("bidding", "play") and not (
                d.phase == "play" and len(d.tricks) == 8 - tricks_left and not d.trick):
            action = bot.choose(g.view(g.current_player()))
            if isinstance(action, str) and action in ("out", "cape"):
                action = next(a for a in d.legal_actions() if not isinstance(a, str))
            g.apply(action)
        if g.deal is d and d.phase == "play":
            break
    else:  # pragma: no cover - every seed reaches a played deal within a few throw-ins
        raise BeloteError(Message("lesson.ending.error.seed", seed=seed))
    contract = contract_words(d.contract)
    bid = getattr(getattr(d, "bid", None), "call", None)  # a game with an auction of points names the bid
    if getattr(d, "taker", None) is None:
        who = contract
    elif bid:
        who = Message("lesson.ending.who_bid", seat=seat_name(d.taker), bid=call_words(bid, lang=lang))
    else:
        who = Message("lesson.ending.who_took", seat=seat_name(d.taker), contract=contract)
    intro = Message("lesson.ending.intro", title=rules.title_message, who=who, played=8 - tricks_left,
                    points=sum(t.points for t in d.tricks if t.winner.team is Team.NS), left=tricks_left)
    return EndingExercise(d, intro, lang)


# ------------------------------------------------------------------------------------------------
# Find the illegal card
# ------------------------------------------------------------------------------------------------


@friendly
def find_the_illegal_card(system: str = "classic-501", trumps: str = "H", hands=None, trick="",
                          options: dict | None = None, lang: str = "en") -> CardChoiceQuestion:
    """A recorded trick and the hands it was played from: which card broke a rule? (or none did).

    Args:
        hands: each player's cards just before the trick, e.g. ``{"N": "AS 7H", "E": "KS 9H", ...}``.
        trick: the four cards in the order played, e.g. ``"N:AS E:9H S:10S W:7S"``.
    The engine checks each card against the hand it came from; the first illegal card is the answer.
    ``lang``: the language of the quiz.
    """
    rules = read_rules(system, options)
    contract = read_contract(rules, trumps)
    cards = read_trick(trick)
    if len(cards) != 4:
        raise BeloteError(Message("lesson.error.complete_trick"))
    if not isinstance(hands, dict):
        raise BeloteError(Message("lesson.illegal.error.hands", example="{'N': 'AS 7H', ...}"))
    held = {}
    for s, c in cards:
        if s.name not in hands and s.word not in hands:
            raise BeloteError(Message("lesson.illegal.error.missing", seat=seat_name(s)))
        cs = read_cards(hands.get(s.name, hands.get(s.word)), f"hands[{s.name}]")
        if c not in cs:
            raise BeloteError(Message("lesson.illegal.error.not_held", where=f"hands[{s.name}]", seat=seat_name(s),
                                      card=card_symbol(c)))
        held[s] = cs
    expected = cards[0][0]
    for i, (s, _) in enumerate(cards):
        if s != expected:
            raise BeloteError(Message("lesson.error.turn_not", where=f"trick[{i}]", seat=seat_name(expected),
                                      direction=direction_word(rules.direction), played=seat_name(s)))
        expected = expected.next(rules.direction)
    culprit, why = None, ""
    legal = {}
    for i, (s, c) in enumerate(cards):
        p = Position.create(rules, contract, s, held[s], [(x.name, str(y)) for x, y in cards[:i]])
        v = p.verdict(c)
        legal[c] = v.legal
        if not v.legal and culprit is None:
            culprit, why = c, v
        elif not v.legal:  # the first one broke the rule; a later one is said too (it is marked on the table)
            why = Message("lesson.illegal.also", why=why, card=card_symbol(c), verdict=v)
    if culprit is None:
        why = Message("lesson.illegal.all_legal", verdicts=" ".join(
            Position.create(rules, contract, s, held[s], [(x.name, str(y)) for x, y in cards[:i]]).verdict(c).render(lang)
            for i, (s, c) in enumerate(cards)))
    q = Message("lesson.illegal.question", title=rules.title_message, contract=contract_words(contract),
                trick=Join(", ", [seat_and_card(s, c) for s, c in cards]),
                hands=Join(text("lesson.phrase.semicolon", lang), [Message("lesson.phrase.seat_cards", seat=seat_name(s), cards=symbols(held[s]))
                                  for s, _ in cards]))
    pic = _trick_picture(cards, lang=lang) + _hands_picture([(Message("lesson.picture.seat_held", seat=seat_name(s)), held[s])
                                                  for s, _ in cards], lang)
    order = [Message("lesson.table.tag.led"), Message("lesson.table.tag.second"), Message("lesson.table.tag.third"),
             Message("lesson.table.tag.fourth")]
    none_legal = Message("lesson.illegal.none_legal")
    return CardChoiceQuestion(
        q, prompt=Message("lesson.illegal.prompt"),
        rules=rules, contract=contract, me=Seat.S, trick=cards, hand=held[Seat.S],
        hand_label=Message("lesson.picture.seat_held", seat=seat_name(Seat.S)),
        open_hands=held, pick="trick", choices=[c for _, c in cards], extra=[none_legal],
        solution=culprit if culprit is not None else none_legal, explanation=why, legal=legal,
        picture=pic, mini_hand=True, seat_tags={s: [order[i]] for i, (s, _) in enumerate(cards)}, lang=lang)
