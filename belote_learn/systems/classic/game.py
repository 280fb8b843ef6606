"""A whole game: deals until a team reaches the target, with running totals and litige carried.

:class:`Game` is the one state every front end and bot drives (the model is OpenSpiel's state API):

* :meth:`Game.current_player`, :meth:`Game.phase` and :meth:`Game.legal_actions`;
* :meth:`Game.check` (reads and checks an action, changing nothing) and :meth:`Game.apply` (checks
  completely first, then acts: a refusal raises :class:`~belote_learn.core.errors.IllegalAction` saying why,
  and nothing changes);
* :meth:`Game.view` (what one seat may know), :meth:`Game.clone`, :attr:`Game.actions` (the history);
* :meth:`Game.to_json` / :meth:`Game.from_json`: a game is saved as its rules, seed, first dealer and
  action list, and loading replays it exactly (never pickle).

The shuffle of every deal comes from ``random.Random(seed)``; the deal passes to the next player in
the direction of play after every hand, also after a throw-in (seed 000 "The deal passes to the next
player"; seed 001 "After each hand the turn to deal passes to the right").

Game end (docs/rules.md): the first team to reach the target wins; if both reach it in the same hand,
classic-501 and sans-tout-atout give it to the higher total (level: another hand), classic-1000 calls
it a draw. Held-over litige points still waiting at the end are lost.
"""
from __future__ import annotations


from belote_learn.core.cards import Seat, Team, parse_seat
from belote_learn.core.messages import Message, render, seat_name, team_name, text
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.deck import shuffled_pack
from belote_learn.rules.presets import Rules
from belote_learn.systems.base.game import GameState
from belote_learn.core import extras

__all__ = ["Game", "GameState", "GAME_FORMAT", "check_seed", "MAX_SEED"]

GAME_FORMAT = "belote-learn-game"


RESULT_WORDS = {"made": Message("game.result.made"), "dedans": Message("game.result.dedans"),
                "litige": Message("game.result.litige"), "capot": Message("game.result.capot"),
                "capot-defenders": Message("game.result.capot_defenders"), "thrown-in": Message("game.result.thrown_in")}
"""A hand's result code (``HandScore.result``) in the words a score sheet uses (messages)."""












class Game(GameState):
    """A game of one of the Belote presets (classic-501, classic-1000, sans-tout-atout).

    The state API, saving and loading come from :class:`GameState`.

    Args:
        rules: a preset name or :class:`~belote_learn.rules.presets.Rules`.
        seed: the seed of every shuffle (None: a random seed, recorded in :attr:`seed`).
        dealer: the first dealer (None: drawn from the seed, as the seeds say the first dealer is
            chosen at random).
        options: preset options, e.g. ``{"target": 301}``.

    Raises:
        RulesError: unknown preset or bad options; NotationError: a bad dealer.
    """

    SAVE_FORMAT = GAME_FORMAT

    def __init__(self, rules: "str | Rules" = "classic-501", seed: int | None = None, dealer=None, options: dict | None = None):
        self._start(rules, options, seed)
        drawn = Seat(self._rng.randrange(4))  # always drawn, so that the shuffles depend on the seed only
        self.first_dealer = parse_seat(dealer) if dealer is not None else drawn
        self.deals: list[Deal] = []
        self.totals = {Team.NS: 0, Team.EW: 0}
        self.held_over = 0
        self.actions: list[tuple[Seat, str]] = []
        self.winner: Team | None = None
        self.draw = False
        self.over = False
        self.deal = self._new_deal(self.first_dealer)

    # -- deals ---------------------------------------------------------------------------------
    def _new_deal(self, dealer: Seat) -> Deal:
        d = self.system.new_deal(self.rules, dealer, shuffled_pack(rng=self._rng), self.held_over)
        d.number = len(self.deals) + 1
        return d

    def _deal_finished(self) -> None:
        d = self.deal
        self.deals.append(d)
        if d.phase == "done":
            s = d.score
            for t in (Team.NS, Team.EW):
                self.totals[t] += s.score[t]
            self.held_over = s.held_over
            self._check_end()
        if not self.over:
            self.deal = self._new_deal(d.dealer.next(self.rules.direction))

    def _check_end(self) -> None:
        over, winner, draw = self.system.game_end(self.rules, self.totals, self.deal)
        if not over:
            return
        self.winner, self.draw = winner, draw
        self.over = True
        self.held_over = 0  # litige points still held at the end are lost

    # -- results -------------------------------------------------------------------------------
    def result_text(self, lang: str = "en") -> str:
        """Where the game stands, or who won, in ``lang`` (ValueError for an unknown language)."""
        ns, ew = self.totals[Team.NS], self.totals[Team.EW]
        if not self.over:
            return text("game.in_progress", lang, ns=ns, ew=ew, target=self.rules.target)
        if self.draw:
            return text("game.draw", lang, target=self.rules.target, ns=ns, ew=ew)
        return text("game.won", lang, team=team_name(self.winner), points=max(ns, ew), other=min(ns, ew))

    def score_rows(self) -> list[dict]:
        """One dict per deal (thrown-in deals included): deal, dealer, taker, contract, result, points of
        each team, held-over litige points, running totals. (No pandas needed.)"""
        rows = []
        run = {Team.NS: 0, Team.EW: 0}
        for i, d in enumerate(self.deals, 1):
            if d.phase == "thrown-in":
                rows.append(
                    {"deal": i, "dealer": str(d.dealer), "taker": "-", "contract": "-", "result": "thrown-in",
                     "NS": 0, "EW": 0, "held_over": d.held_in, "NS_total": run[Team.NS], "EW_total": run[Team.EW]}
                )
                continue
            s = d.score
            for t in run:
                run[t] += s.score[t]
            rows.append(
                {"deal": i, "dealer": str(d.dealer), "taker": str(d.taker), "contract": d.contract_text,
                 "result": s.result, "NS": s.score[Team.NS], "EW": s.score[Team.EW], "held_over": s.held_over,
                 "NS_total": run[Team.NS], "EW_total": run[Team.EW]}
            )
        return rows

    def sheet(self, lang: str = "en") -> tuple[list, list, tuple, str]:
        """The score sheet a table shows: ``(header, rows, numeric columns, foot)``, one row a hand (thrown-in
        hands included) with the taker, the contract, the result in words, each team's points for the hand
        and the running totals; the foot gives the totals and the target. The words are in ``lang``."""
        rows = []
        for r, d in zip(self.score_rows(), self.deals):
            taker = render(seat_name(d.taker), lang) if getattr(d, "taker", None) is not None else ""
            said = getattr(d, "contract_message", None)
            if said is not None:
                contract = render(said, lang)
            elif getattr(d, "contract", None) is not None:
                contract = render(d.contract.phrase, lang)
            else:
                contract = ""
            rows.append([r["deal"], taker, contract, render(RESULT_WORDS.get(r["result"], r["result"]), lang), r["NS"],
                         r["EW"], r["NS_total"], r["EW_total"]])
        header = [text("game.sheet.hand", lang), text("game.sheet.taker", lang), text("game.sheet.contract", lang),
                  text("game.sheet.result", lang), render(team_name("NS"), lang), render(team_name("EW"), lang),
                  text("game.sheet.ns_total", lang), text("game.sheet.ew_total", lang)]
        foot = text("game.sheet.foot", lang, ns=self.totals[Team.NS], ew=self.totals[Team.EW], target=self.rules.target)
        return header, rows, (0, 4, 5, 6, 7), foot

    def score_sheet(self):
        """:meth:`score_rows` as a pandas DataFrame."""
        pd = extras.pandas("Game.score_sheet()")

        columns = ["deal", "dealer", "taker", "contract", "result", "NS", "EW", "held_over", "NS_total", "EW_total"]
        return pd.DataFrame(self.score_rows(), columns=columns)

    def score_text(self, lang: str = "en") -> str:
        """The score sheet as a plain-text table, its column names in ``lang``."""
        lines = [f"{text('game.score_text.deal', lang):>4} {text('game.score_text.taker', lang):>5} "
                 f"{text('game.score_text.contract', lang):>8} {text('game.score_text.result', lang):>15} {'NS':>4} "
                 f"{'EW':>4} {text('game.score_text.totals', lang):>10}"]
        for r in self.score_rows():
            lines.append(
                f"{r['deal']:>4} {r['taker']:>5} {r['contract']:>8} {r['result']:>15} {r['NS']:>4} {r['EW']:>4} "
                f"{r['NS_total']:>4}-{r['EW_total']:<5}"
            )
        return "\n".join(lines)

