"""A whole game of mariage (seed 004): deals until a team has the coches of a manche; saved as seed + actions."""
from __future__ import annotations

from belote_learn.core.cards import ALL_CARDS, Seat, Team, parse_seat
from belote_learn.core.errors import PositionError, RulesError
from belote_learn.core.messages import render, suit_name, team_name, text
from belote_learn.systems.base.deal import said
from belote_learn.systems.base.game import GameState
from belote_learn.systems.mariage.deal import MariageDeal
from belote_learn.systems.mariage.scoring import TEAMS
from belote_learn.systems.mariage.teams import draw_teams


MARIAGE_GAME_FORMAT = "belote-learn-mariage-game"


class MariageGame(GameState):
    """A partie of mariage: deals grouped in manches until the coches total 5.

    Same interface as :class:`~belote_learn.systems.classic.game.Game`: :meth:`current_player`, :attr:`phase`,
    :meth:`legal_actions`, :meth:`apply` (checked), :meth:`view`, :meth:`clone`, :meth:`to_json` /
    :meth:`from_json` (rules, seed, dealer, actions; loading replays), :meth:`score_sheet`.
    """

    def __init__(self, rules="mariage", seed: int | None = None, dealer=None, options: dict | None = None, players=None):
        # the state API, saving and loading come from belote_learn.systems.base.game.GameState
        self._start(rules, options, seed)
        self.team_draw = draw_teams(players if players is not None else ("Player 1", "Player 2", "Player 3", "Player 4"), rng=self._rng)
        drawn = Seat(self._rng.randrange(4))
        self.first_dealer = parse_seat(dealer) if dealer is not None else drawn
        self.deals: list[MariageDeal] = []
        self.manche = {Team.NS: 0, Team.EW: 0}
        self.coches = {Team.NS: 0, Team.EW: 0}
        self.manches: list[tuple[Team, dict]] = []
        self.actions: list[tuple[Seat, str]] = []
        self.over = False
        self.winner: Team | None = None
        self.draw = False
        self.deal = self._new_deal(self.first_dealer)

    def _new_deal(self, dealer: Seat) -> MariageDeal:
        pack = list(ALL_CARDS)
        self._rng.shuffle(pack)
        return MariageDeal.from_pack(self.rules, dealer, pack, self.manche)

    def _deal_finished(self) -> None:
        d = self.deal
        r = d.result
        self.deals.append(d)
        for t in TEAMS:
            self.coches[t] += r.coches[t]
        if r.manche_winner is not None or any(r.coches.values()):
            self.manches.append((r.manche_winner, dict(r.coches)))
            self.manche = {Team.NS: 0, Team.EW: 0}
        else:
            self.manche = dict(r.manche_after)
        if sum(self.coches.values()) >= 5:
            self.over = True
            if self.coches[Team.NS] == self.coches[Team.EW]:
                self.draw = True
            else:
                self.winner = min(TEAMS, key=lambda t: self.coches[t])
            return
        self.deal = self._new_deal(d.dealer.next(self.rules.direction))

    def result_text(self, lang: str = "en") -> str:
        """Where the partie stands (coches and manche), or who won it, in ``lang``."""
        c = self.coches
        if not self.over:
            return text("mariage.game.in_progress", lang, ns=c[Team.NS], ew=c[Team.EW], ns_manche=self.manche[Team.NS],
                        ew_manche=self.manche[Team.EW])
        if self.draw:
            return text("mariage.game.draw", lang, coches=c[Team.NS])
        return text("mariage.game.won", lang, team=team_name(self.winner), coches=c[self.winner],
                    other=c[self.winner.other])

    def sheet(self, lang: str = "en") -> tuple[list, list, tuple, str]:
        """The score sheet a table shows: ``(header, rows, numeric columns, foot)``, one row a deal with the
        trumps, each team's score in tens, the manche totals and the result in words; the foot gives the
        coches and the manche target. The words are in ``lang``."""
        rows = []
        for i, d in enumerate(self.deals, 1):
            r = d.result
            rows.append([i, render(suit_name(d.trump), lang), r.tens[Team.NS], r.tens[Team.EW], r.manche_after[Team.NS],
                         r.manche_after[Team.EW], r.words_text(lang)])
        header = [text("mariage.sheet.deal", lang), text("mariage.sheet.trumps", lang), render(team_name("NS"), lang),
                  render(team_name("EW"), lang), text("mariage.sheet.ns_manche", lang),
                  text("mariage.sheet.ew_manche", lang), text("mariage.sheet.result", lang)]
        foot = text("mariage.sheet.foot", lang, ns=self.coches[Team.NS], ew=self.coches[Team.EW], target=self.rules.target)
        return header, rows, (0, 2, 3, 4, 5), foot

    def score_sheet(self, lang: str = "en"):
        """One row per deal: dealer, trumps, deal score in tens, manche totals, coches, the result in words
        (in ``lang``)."""
        import pandas as pd

        rows = []
        for i, d in enumerate(self.deals, 1):
            r = d.result
            rows.append(
                {
                    "deal": i,
                    "dealer": str(d.dealer),
                    "trumps": d.trump.letter,
                    "NS": r.tens[Team.NS],
                    "EW": r.tens[Team.EW],
                    "NS_manche": r.manche_after[Team.NS],
                    "EW_manche": r.manche_after[Team.EW],
                    "NS_coches": r.coches[Team.NS],
                    "EW_coches": r.coches[Team.EW],
                    "result": r.words_text(lang),
                }
            )
        cols = ["deal", "dealer", "trumps", "NS", "EW", "NS_manche", "EW_manche", "NS_coches", "EW_coches", "result"]
        return pd.DataFrame(rows, columns=cols)

    SAVE_FORMAT = MARIAGE_GAME_FORMAT

    def _save_extra(self) -> dict:
        return {"players": list(self.team_draw.players)}

    @classmethod
    def _new_from_save(cls, rules, seed, dealer, options, data):
        players = data.get("players")
        try:
            draw_teams(("Player 1", "Player 2", "Player 3", "Player 4") if players is None else players, seed=0)
        except RulesError as exc:
            raise PositionError("players", said(exc)) from None
        return cls(rules, seed=seed, dealer=dealer, options=options, players=players)
