"""Mariage's draw for partners (seed 004, "Partners"): the four players drawn into two teams."""
from __future__ import annotations

import random
from dataclasses import dataclass
from belote_learn.core.cards import ALL_CARDS, Card, Rank, Seat, Team
from belote_learn.core.errors import RulesError, shown
from belote_learn.core.messages import Message, card_symbol, team_name, text


@dataclass(frozen=True)
class TeamDraw:
    """The draw for partners: ``steps`` are ``(player, card)`` in order; ``seats`` maps each player to
    a seat (the first two to get a king sit North and South)."""

    players: tuple[str, ...]
    steps: tuple[tuple[str, Card], ...]
    seats: dict

    def text(self, lang: str = "en") -> str:
        """The draw card by card, then who partners whom, in ``lang`` (ValueError for an unknown language)."""
        lines = []
        kings = []
        for player, card in self.steps:
            if card.rank is Rank.KING and player not in kings:
                kings.append(player)
                if len(kings) == 1:
                    lines.append(text("mariage.draw.first_king", lang, player=player, card=card_symbol(card)))
                else:
                    lines.append(text("mariage.draw.second_king", lang, player=player, card=card_symbol(card)))
            elif card.rank is Rank.KING:
                lines.append(text("mariage.draw.king_again", lang, player=player, card=card_symbol(card)))
            else:
                lines.append(text("mariage.draw.gets", lang, player=player, card=card_symbol(card)))
        ns = [p for p, s in self.seats.items() if s.team is Team.NS]
        ew = [p for p, s in self.seats.items() if s.team is Team.EW]
        lines.append(text("mariage.draw.partners", lang, ns_1=ns[0], ns_2=ns[1], ns=team_name(Team.NS), ew_1=ew[0],
                          ew_2=ew[1], ew=team_name(Team.EW)))
        return "\n".join(lines)


def draw_teams(players=("Player 1", "Player 2", "Player 3", "Player 4"), seed: int | None = None, rng=None) -> TeamDraw:
    """Turn cards to the players in turn until two players have a king; those two are partners
    (seed 004, "Formation équipes: les 2 premiers rois ensemble"). If one player gets all four kings,
    the pack is shuffled again and the turning goes on.

    Raises:
        RulesError: unless exactly four distinct player names are given.
    """
    if not isinstance(players, (list, tuple)):
        raise RulesError(Message("mariage.draw.players_not_a_list", got=shown(players)))
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise RulesError(Message("mariage.draw.seed", got=shown(seed)))
    if not all(isinstance(p, str) and p.strip() for p in players):
        raise RulesError(Message("mariage.draw.empty_names", got=shown(list(players))))
    if rng is not None and not hasattr(rng, "shuffle"):
        raise RulesError(Message("mariage.draw.rng", got=shown(rng) if not hasattr(rng, "__dict__") else type(rng).__name__))
    players = tuple(players)
    if len(players) != 4 or len(set(players)) != 4:
        raise RulesError(Message("mariage.draw.players", got=shown(list(players))))
    r = rng if rng is not None else random.Random(seed)
    steps = []
    kings: list[str] = []
    i = 0
    pack: list = []
    while len(kings) < 2:
        if i % 32 == 0:  # the pack ran out (one player got every king): shuffle and go on turning
            pack = list(ALL_CARDS)
            r.shuffle(pack)
            kings = []
        player = players[i % 4]
        card = pack[i % 32]
        steps.append((player, card))
        if card.rank is Rank.KING and player not in kings:
            kings.append(player)
        i += 1
    others = [p for p in players if p not in kings]
    seats = {kings[0]: Seat.N, kings[1]: Seat.S, others[0]: Seat.E, others[1]: Seat.W}
    return TeamDraw(players, tuple(steps), seats)
