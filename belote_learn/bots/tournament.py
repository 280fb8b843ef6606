"""Bot tournaments: whole games between two bot levels, seats swapped for half of the games.

:func:`run_tournament` returns a :class:`TournamentResult` with, for each side: games won (with a
95% Wilson confidence interval), mean points per deal, contracts taken and made.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from belote_learn.core.cards import Team
from belote_learn.core.messages import Message, Number, check_language
from belote_learn.bots.base import play_game
from belote_learn.bots.levels import make_bot
from belote_learn.core import extras

__all__ = ["TournamentResult", "run_tournament", "wilson_interval"]


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n`` (draws count as half a win)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class SideStats:
    bot: str
    games_won: float = 0
    deals: int = 0
    points: int = 0
    taken: int = 0
    made: int = 0

    def row(self, games: int) -> dict:
        lo, hi = wilson_interval(self.games_won, games)
        return {
            "bot": self.bot,
            "games won": self.games_won,
            "win rate": self.games_won / games if games else 0.0,
            "95% CI": (round(lo, 3), round(hi, 3)),
            "points per deal": round(self.points / self.deals, 1) if self.deals else 0.0,
            "contracts taken": self.taken,
            "contracts made": self.made,
        }


@dataclass
class TournamentResult:
    """The outcome of :func:`run_tournament` (``to_dict``, ``text``, ``to_dataframe``)."""

    rules: str
    games: int
    a: SideStats
    b: SideStats
    draws: int = 0
    seeds: list = field(default_factory=list)

    def to_dict(self) -> dict:
        from belote_learn.systems import system_of

        sides = [self.a.row(self.games), self.b.row(self.games)]
        if not system_of(self.rules).has_taker:  # no contracts (mariage)
            for s in sides:
                s.pop("contracts taken")
                s.pop("contracts made")
        return {"rules": self.rules, "games": self.games, "draws": self.draws, "sides": sides}

    def to_dataframe(self):
        pd = extras.pandas("TournamentResult.to_dataframe()")

        return pd.DataFrame([self.a.row(self.games), self.b.row(self.games)]).set_index("bot")

    def text(self, lang: str = "en") -> str:
        """The result as a table for a terminal, its words in ``lang`` (``"en"``, ``"fr"``; ValueError for another)."""
        check_language(lang)
        rows = [self.a.row(self.games), self.b.row(self.games)]
        out = [Message("bot.tournament.games", count=self.games, rules=self.rules).render(lang)
               + (_SWAPPED.render(lang) if self.games > 1 else "")
               + (Message("bot.tournament.drawn", draws=self.draws).render(lang) if self.draws else "")]
        from belote_learn.systems import system_of

        system = system_of(self.rules)
        no_taker = not system.has_taker
        unit = Message("bot.tournament.column.per_deal", unit=_UNITS.get(system.score_unit, system.score_unit)).render(lang)
        bot, won, rate, ci, taken, made = (m.render(lang) for m in _COLUMNS)
        out.append(f"{bot:<12} {won:>7} {rate:>6}  {ci:<15} {unit:>9}" + ("" if no_taker else f" {taken:>6} {made:>6}"))
        same = rows[0]["bot"] == rows[1]["bot"]
        for r, side in zip(rows, ("--ns", "--ew")):
            lo, hi = r["95% CI"]
            name = f"{r['bot']} ({side})" if same else r["bot"]
            out.append(
                f"{name:<12} {r['games won']:>7g} {Number(r['win rate'], '.1%').render(lang):>6}  "
                f"{Message('bot.tournament.interval', low=Number(lo, '.3f'), high=Number(hi, '.3f')).render(lang)}  "
                f"{Number(r['points per deal'], '.1f').render(lang):>9}" + ("" if no_taker else f" {r['contracts taken']:>6} {r['contracts made']:>6}")
            )
        return "\n".join(out)


_SWAPPED = Message("bot.tournament.swapped")
_UNITS = {"pts": Message("bot.tournament.unit.points"), "tens": Message("bot.tournament.unit.tens")}
_COLUMNS = (Message("bot.tournament.column.bot"), Message("bot.tournament.column.won"),
            Message("bot.tournament.column.rate"), Message("bot.tournament.column.interval"),
            Message("bot.tournament.column.taken"), Message("bot.tournament.column.made"))


def run_tournament(ns_bot: str, ew_bot: str, games: int, rules: str = "classic-501", seed: int = 0, progress=None,
                   options: dict | None = None) -> TournamentResult:
    """Play ``games`` whole games: bot ``ns_bot`` sits North-South in the even games and East-West in
    the odd ones (seats swapped for half of them), ``ew_bot`` the other side.

    Args:
        progress: a callable called once per finished game (e.g. a tqdm ``update``).

    Raises:
        ValueError: an unknown bot name or a games count below 1.
    """
    from belote_learn.rules.presets import get_rules
    from belote_learn.systems import system_of

    if games < 1:
        raise ValueError(Message("bot.tournament.no_games"))
    r = get_rules(rules, options)
    system = system_of(r)
    make_bot(ns_bot), make_bot(ew_bot)  # check the names early
    a, b = SideStats(str(ns_bot)), SideStats(str(ew_bot))
    draws = 0
    rng = random.Random(seed)
    for i in range(games):
        game_seed = rng.randrange(1 << 30)
        swap = i % 2 == 1
        a_team = Team.EW if swap else Team.NS
        bot_a = make_bot(ns_bot, seed=game_seed + 1)
        bot_b = make_bot(ew_bot, seed=game_seed + 2)
        seats = {}
        for s in ("N", "S"):
            seats[s] = bot_b if swap else bot_a
        for s in ("E", "W"):
            seats[s] = bot_a if swap else bot_b
        g = system.new_game(r, seed=game_seed)
        play_game(g, seats)
        if g.draw:
            a.games_won += 0.5
            b.games_won += 0.5
            draws += 1
        elif g.winner is a_team:
            a.games_won += 1
        else:
            b.games_won += 1
        for d in g.deals:
            st = system.deal_stats(d)
            if st is None:  # thrown in: nothing scored
                continue
            a.deals += 1
            b.deals += 1
            a.points += st.points[a_team]
            b.points += st.points[a_team.other]
            if st.taker_team is not None:
                side = a if st.taker_team is a_team else b
                side.taken += 1
                side.made += st.made
        if progress is not None:
            progress()
    return TournamentResult(r.preset, games, a, b, draws)
