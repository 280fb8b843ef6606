"""Mariage: the four-handed marriage game of seed 004_a47e0c9b7b279100.txt (its regional name is not
known; "mariage" is ours). It is not a Belote: no bidding, no taker, trumps from the last card dealt,
A 10 K Q J 9 8 7 in every suit, 120 card points and no last-trick bonus. Decisions: docs/rules.md.

* **Teams** ("Formation équipes"): cards are turned one at a time to the players in turn; the first two
  players to receive a king are partners (:func:`draw_teams`, shown step by step).
* **Deal** ("La donne", "Atout"): 1 card each, then 3, then 4, from the dealer's next player; the last
  card of the pack goes to the dealer and is shown to all: its suit is trumps.
* **Play** ("La coupe"): see :mod:`belote_learn.rules.play` (follow suit; no undertrumping, except to
  complete a trump marriage; trumping is never compulsory).
* **Marriages in hand** ("Annonces", "Quand annoncer ?"): king and queen of a suit 20, with the jack
  30; in trumps 40 and 60. A player may announce one (action ``"marriage H"``) in turn, only once
  their team has won a trick in the deal, and only while they still hold its cards: a marriage one of
  whose cards has been played is broken.
* **Marriages on the table** ("sur table"): a trick holding the king and queen of one suit (and the
  jack) gives its value to the team winning the trick and takes it from the other team.
* **Deal score** ("Les points"): card points and marriages, rounded to tens, halves up
  (53/67 -> 5/7; 55/65 -> 6/7), added to the manche totals.
* **Manche and coches** ("Les coches"): a manche ends when a team reaches 31 (tens), when a team
  holding the lead claims "on est dehors" (action ``"out"``), or at a cape. The losing team gets
  coches: 1; 2 after a cape or when it has under 15; 3 for a successful "cape dehors" (action
  ``"cape"``, claimed by a team with at least 19 before its second-to-last card) when it has 15 or
  more, 4 when under 15. A failed claim sends those coches to the claimers. A partie ends when the
  coches total 5; the team with fewer coches wins.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from belote_learn.core.cards import ALL_CARDS, Card, CardSet, Rank, Seat, Suit, Team, as_seat, parse_card, parse_seat
from belote_learn.core.errors import IllegalAction, NotationError, PositionError, RulesError, shown
from belote_learn.rules.play import analyse, legal_mask, play_table, winner_index
from belote_learn.rules.presets import Rules, get_rules
from belote_learn.core.ranking import Contract
from belote_learn.systems.classic.game import GameState

__all__ = [
    "TeamDraw",
    "draw_teams",
    "marriage_value",
    "round_tens",
    "MariageDeal",
    "MariageGame",
    "DealResult",
    "check_mariage_record",
]

TEAMS = (Team.NS, Team.EW)
MARIAGE_GAME_FORMAT = "belote-learn-mariage-game"


def round_tens(points: int) -> int:
    """Points to tens, halves up: 53 -> 5, 55 -> 6, 67 -> 7, -15 -> -1 (seed 004, "Les points")."""
    return (points + 5) // 10


def marriage_value(with_jack: bool, trumps: bool) -> int:
    """20 (K+Q), 30 (K+Q+J), doubled in trumps: 40 and 60 (seed 004, "Annonces")."""
    return (30 if with_jack else 20) * (2 if trumps else 1)


# ---------------------------------------------------------------------------------------------
# Forming the teams
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TeamDraw:
    """The draw for partners: ``steps`` are ``(player, card)`` in order; ``seats`` maps each player to
    a seat (the first two to get a king sit North and South)."""

    players: tuple[str, ...]
    steps: tuple[tuple[str, Card], ...]
    seats: dict

    def text(self) -> str:
        lines = []
        kings = []
        for player, card in self.steps:
            note = ""
            if card.rank is Rank.KING and player not in kings:
                kings.append(player)
                note = " - a king!" if len(kings) == 1 else " - a second king: these two are partners"
            elif card.rank is Rank.KING:
                note = " - a king, but this player already has one"
            lines.append(f"{player} gets {card.symbol}{note}")
        ns = [p for p, s in self.seats.items() if s.team is Team.NS]
        ew = [p for p, s in self.seats.items() if s.team is Team.EW]
        lines.append(f"Partners: {ns[0]} and {ns[1]} (North-South) against {ew[0]} and {ew[1]} (East-West).")
        return "\n".join(lines)


def draw_teams(players=("Player 1", "Player 2", "Player 3", "Player 4"), seed: int | None = None, rng=None) -> TeamDraw:
    """Turn cards to the players in turn until two players have a king; those two are partners
    (seed 004, "Formation équipes: les 2 premiers rois ensemble"). If one player gets all four kings,
    the pack is shuffled again and the turning goes on.

    Raises:
        RulesError: unless exactly four distinct player names are given.
    """
    if not isinstance(players, (list, tuple)):
        raise RulesError(f"the draw needs a list of four different player names, got {shown(players)}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise RulesError(f"seed: a whole number, not {shown(seed)}")
    if not all(isinstance(p, str) and p.strip() for p in players):
        raise RulesError(f"the draw needs four player names (non-empty text), got {shown(list(players))}")
    if rng is not None and not hasattr(rng, "shuffle"):
        raise RulesError(f"rng: a random.Random, not {shown(rng) if not hasattr(rng, '__dict__') else type(rng).__name__}")
    players = tuple(players)
    if len(players) != 4 or len(set(players)) != 4:
        raise RulesError(f"the draw needs four different player names, got {shown(list(players))}")
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


# ---------------------------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Marriage:
    """A marriage scored in a deal: announced from a hand (``seat``) or fallen on the table."""

    suit: Suit
    value: int
    cards: tuple[Card, ...]
    team: Team
    seat: Seat | None = None
    on_table: bool = False

    @property
    def name(self) -> str:
        what = "king, queen and jack" if len(self.cards) == 3 else "king and queen"
        return f"{what} of {self.suit.plural}"


@dataclass
class DealResult:
    """How a deal ended and what it changed.

    Attributes:
        ending: ``"played"`` (all eight tricks), ``"out"`` (a claim of "on est dehors"), or
            ``"cape"`` (a team took every trick).
        points: raw points per team (cards and marriages) in this deal.
        tens: the deal score in tens, rounded halves up.
        manche_before, manche_after: the manche totals (tens).
        manche_winner: the team that won the manche this deal, or None.
        coches: coches given this deal, per team.
        claim: ``("out"|"cape", team, succeeded)`` or None.
        words: the result in the game's own words.
        lines: the breakdown, each line naming the rule.
    """

    ending: str
    points: dict
    tens: dict
    manche_before: dict
    manche_after: dict
    manche_winner: Team | None
    coches: dict
    claim: tuple | None
    words: str
    lines: list = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "ending": self.ending,
            "points": {str(t): self.points[t] for t in TEAMS},
            "score": {str(t): self.tens[t] for t in TEAMS},
            "manche_after": {str(t): self.manche_after[t] for t in TEAMS},
            "manche_winner": str(self.manche_winner) if self.manche_winner else None,
            "coches": {str(t): self.coches[t] for t in TEAMS},
            "claim": None if self.claim is None else {"claim": self.claim[0], "team": str(self.claim[1]), "succeeded": self.claim[2]},
            "result": self.words,
            "breakdown": [{"item": i, "NS": a, "EW": b, "rule": r} for i, a, b, r in self.lines],
        }

    def to_html(self, caption: str = "Score for this deal") -> str:
        """The breakdown as an HTML table, the result in words under it (see
        :func:`belote_learn.core.tables.breakdown_table`)."""
        import html as _html

        from belote_learn.core.tables import TABLE_FONT_PX, breakdown_table

        return (breakdown_table(self.lines, caption=caption)
                + f'<div class="bl-result" style="font-size:{TABLE_FONT_PX}px"><b>{_html.escape(self.words)}</b></div>')

    def _repr_html_(self) -> str:
        return self.to_html()

    def text(self) -> str:
        width = max(len(i) for i, *_ in self.lines) if self.lines else 10
        out = [f"{'':<{width}}  {'NS':>5}  {'EW':>5}"]
        for item, a, b, rule in self.lines:
            out.append(f"{item:<{width}}  {'' if a is None else a:>5}  {'' if b is None else b:>5}   {rule}")
        out.append("")
        out.append(self.words)
        return "\n".join(out)


def _plain_keys(value):
    """``value`` with Team keys as their names, to show it in a message."""
    return {str(getattr(k, "value", k)): v for k, v in value.items()} if isinstance(value, dict) else value


def _read_manche(manche) -> dict | None:
    """A deal's starting manche totals (team -> tens) from :meth:`MariageDeal.from_pack`'s argument.
    Raises PositionError (field ``manche``)."""
    if manche is None:
        return None
    if not isinstance(manche, dict) or {Team(k) if k in ("NS", "EW") else k for k in manche} != {Team.NS, Team.EW}:
        raise PositionError("manche", f"must give each team's manche total in tens, e.g. {{'NS': 3, 'EW': 5}}, "
                                      f"not {shown(_plain_keys(manche))}")
    out = {}
    for k, v in manche.items():
        team = Team(k) if k in ("NS", "EW") else k
        if type(v) is not int or not -1_000_000 <= v <= 1_000_000:  # a manche total can fall below 0
            raise PositionError(f"manche.{team.value}", f"must be a whole number of tens, not {shown(v)}")
        out[team] = v
    return out


@dataclass
class MariageDeal:
    """One deal of mariage: the play with announcements and claims, then the score.

    Actions (:meth:`legal_actions`, :meth:`apply`): a card, ``"marriage X"`` (announce a marriage in
    suit X), ``"out"`` (claim "on est dehors") or ``"cape"`` (claim "cape dehors").
    """

    rules: Rules
    dealer: Seat
    trump_card: Card
    hands: dict
    manche: dict
    start_hands: dict = field(default_factory=dict)
    leader: Seat | None = None
    trick: list = field(default_factory=list)
    tricks: list = field(default_factory=list)
    marriages: list = field(default_factory=list)
    claim: tuple | None = None
    events: list = field(default_factory=list)
    result: DealResult | None = None
    phase: str = "play"

    @classmethod
    def from_pack(cls, rules: Rules, dealer: Seat, pack, manche: dict | None = None) -> "MariageDeal":
        """Deal 1, 3, then 4 cards each from the dealer's next player; the last card (the dealer's)
        fixes trumps (seed 004, "La donne", "Atout").

        ``pack`` is read by :func:`~belote_learn.systems.classic.deal.read_pack`; ``manche``: each team's manche total
        in tens before this deal (``{Team.NS: 3, Team.EW: 5}``, ``"NS"``/``"EW"`` keys accepted), None
        for 0 and 0.

        Raises:
            PositionError: in one line naming ``rules`` (not mariage rules), ``pack`` or ``manche``.
            NotationError: a ``dealer`` that is not a seat.
        """
        from belote_learn.systems.classic.deal import check_deal_args, read_pack

        check_deal_args(cls, rules, 0)
        pack = list(read_pack(pack))
        manche = _read_manche(manche)
        dealer = as_seat(dealer)
        order = _order(rules, dealer)
        hands = {s: 0 for s in Seat}
        i = 0
        for size in (1, 3, 4):
            for s in order:
                for c in pack[i : i + size]:
                    hands[s] |= 1 << c
                i += size
        return cls._start(rules, dealer, pack[31], hands, manche)

    @classmethod
    def from_hands(cls, rules: Rules, dealer: Seat, hands: dict, trump_card: Card, manche: dict | None = None) -> "MariageDeal":
        masks = {Seat(s): CardSet(cs).mask for s, cs in hands.items()}
        return cls._start(rules, dealer, Card(trump_card), masks, manche)

    @classmethod
    def _start(cls, rules, dealer, trump_card, hands, manche):
        d = cls(rules, Seat(dealer), trump_card, dict(hands), dict(manche or {Team.NS: 0, Team.EW: 0}))
        d.start_hands = {s: CardSet(m) for s, m in hands.items()}  # shown as cards
        d.leader = Seat(dealer).next(rules.direction)
        d.events.append(
            {
                "type": "deal",
                "text": f"{d.dealer.word} deals; the last card, {trump_card.symbol}, is shown: "
                f"{trump_card.suit.plural} are trumps.",
            }
        )
        return d

    # -- queries -------------------------------------------------------------------------------
    @property
    def contract(self) -> Contract:
        return Contract.suit(self.trump_card.suit)

    @property
    def trump(self) -> Suit:
        return self.trump_card.suit

    @property
    def is_over(self) -> bool:
        return self.phase == "done"

    @property
    def first_leader(self) -> Seat | None:
        """Who led the first trick (None before the play starts); :attr:`leader` is who leads the
        current trick, the winner of the last one."""
        if self.tricks:
            return self.tricks[0].leader
        if self.trick:
            return self.trick[0][0]
        return self.leader

    @property
    def plays(self) -> list[Card]:
        """Every card played so far, in play order (finished tricks, then the trick on the table):
        with :attr:`start_hands` and :attr:`first_leader`, what
        :func:`~belote_learn.bots.dd.review_hand` needs."""
        return [c for t in self.tricks for _, c in t.cards] + [c for _, c in self.trick]

    def current_player(self) -> Seat | None:
        if self.phase != "play":
            return None
        seat = self.leader
        for _ in range(len(self.trick)):
            seat = seat.next(self.rules.direction)
        return seat

    def hand(self, seat) -> CardSet:
        return CardSet(self.hands[Seat(seat)])

    def _team_won_trick(self, team: Team) -> bool:
        return any(t.winner.team is team for t in self.tricks)

    def table_points(self, team: Team) -> int:
        """Raw points of ``team`` so far in this deal: cards won and marriages (announced, on the table)."""
        pts = sum(t.points for t in self.tricks if t.winner.team is team)
        for m in self.marriages:
            if m.on_table:
                pts += m.value if m.team is team else -m.value
            elif m.team is team:
                pts += m.value
        return pts

    def running_total(self, team: Team) -> int:
        """The manche total in tens with this deal's points so far (rounded halves up)."""
        return self.manche[team] + round_tens(self.table_points(team))

    def announceable(self, seat: Seat) -> list[Suit]:
        """Suits in which ``seat`` may announce a marriage now."""
        if not self._team_won_trick(seat.team):
            return []
        done = {m.suit for m in self.marriages if m.seat == seat and not m.on_table}
        out = []
        for s in Suit:
            k, q = Card.of(Rank.KING, s), Card.of(Rank.QUEEN, s)
            if self.hands[seat] >> k & 1 and self.hands[seat] >> q & 1 and s not in done:
                out.append(s)
        return out

    def legal_actions(self) -> list:
        """Cards first, then ``"marriage X"``, ``"out"`` and ``"cape"`` when the rules allow them."""
        if self.phase != "play":
            return []
        seat = self.current_player()
        pt = play_table(self.rules, self.contract)
        cards = list(CardSet(legal_mask(pt, self.hands[seat], tuple(c for _, c in self.trick))))
        extra = [f"marriage {s.letter}" for s in self.announceable(seat)]
        if self.claim is None:
            if self._may_claim_out(seat):
                extra.append("out")
            if self._may_claim_cape(seat):
                extra.append("cape")
        return cards + extra

    def _may_claim_out(self, seat: Seat) -> bool:
        # "seulement si on tient la main": the team leads, having won the last trick
        return not self.trick and bool(self.tricks) and self.tricks[-1].winner.team is seat.team

    def _may_claim_cape(self, seat: Seat) -> bool:
        # a team with at least 19, before its second-to-last card (no card of trick 7 played by it yet)
        return len(self.tricks) <= 6 and self.running_total(seat.team) >= 19

    def why_not(self, action: str, seat: Seat) -> str:
        if action == "out":
            if self.claim is not None:
                return "a claim has already been made in this deal"
            if self.trick or not self.tricks or self.tricks[-1].winner.team is not seat.team:
                return "'on est dehors' may be claimed only by the team holding the lead, before it leads"
        if action == "cape":
            if self.claim is not None:
                return "a claim has already been made in this deal"
            if len(self.tricks) > 6:
                return "'cape dehors' must be claimed before the second-to-last card"
            return (
                f"'cape dehors' needs at least 19 (the team has {self.running_total(seat.team)} with this deal's "
                "points so far)"
            )
        return "not allowed now"

    # -- actions -------------------------------------------------------------------------------
    def check(self, action):
        """Read and check the next action without making it (nothing changes, whatever the outcome).

        Returns:
            A :class:`~belote_learn.systems.classic.deal.CheckedAction` for :meth:`perform`.
        Raises:
            IllegalAction: the deal is over, a card not held or forbidden (with the verdict), a
                marriage not held, broken, already announced or announced before the team has won a
                trick, a claim the rules do not allow now. NotationError: unreadable input.
        """
        from belote_learn.systems.classic.deal import CheckedAction

        if self.phase != "play":
            raise IllegalAction("the deal is over; no more actions")
        seat = self.current_player()
        kind, value = parse_mariage_action(action)
        if kind == "marriage":
            self._check_marriage(seat, value)
            return CheckedAction(seat, "marriage", value, f"marriage {value.letter}")
        if kind == "out":
            if not self._may_claim_out(seat) or self.claim is not None:
                raise IllegalAction(f"{seat.word} cannot claim 'on est dehors': {self.why_not('out', seat)}.")
            return CheckedAction(seat, "out", None, "out")
        if kind == "cape":
            if not self._may_claim_cape(seat) or self.claim is not None:
                raise IllegalAction(f"{seat.word} cannot claim 'cape dehors': {self.why_not('cape', seat)}.")
            return CheckedAction(seat, "cape", None, "cape")
        card = value
        if not self.hands[seat] >> card & 1:
            raise IllegalAction(f"{seat.word} does not hold {card.symbol}", "not held")
        pt = play_table(self.rules, self.contract)
        if not legal_mask(pt, self.hands[seat], tuple(c for _, c in self.trick)) >> card & 1:
            hand = tuple(CardSet(self.hands[seat]))
            verdict = next(v for v in analyse(self.rules, self.contract, seat, hand, self.trick).verdicts if v.card == card)
            raise IllegalAction(verdict.text, verdict)
        return CheckedAction(seat, "card", card, str(card))

    def perform(self, checked) -> None:
        """Make an action returned by :meth:`check` in this same state (it cannot fail)."""
        seat = checked.seat
        if checked.kind == "marriage":
            self._announce(seat, checked.value)
        elif checked.kind == "out":
            self._claim_out(seat)
        elif checked.kind == "cape":
            self.claim = ("cape", seat.team, None)
            self.events.append({"type": "claim", "text": f"{seat.word}: 'Cape dehors!' ({seat.team.words} will take every trick)."})
        else:
            self._play(seat, checked.value)

    def apply(self, action) -> None:
        """Make the next action, checked by :meth:`check` first (a refusal raises and changes nothing).

        Raises:
            IllegalAction, NotationError: see :meth:`check`.
        """
        self.perform(self.check(action))

    def is_legal(self, action) -> bool:
        """Whether ``action`` (a card, ``"marriage X"``, ``"out"`` or ``"cape"``) is legal now."""
        try:
            self.check(action)
        except (IllegalAction, NotationError):
            return False
        return True

    def _check_marriage(self, seat: Seat, suit: Suit) -> None:
        k, q = Card.of(Rank.KING, suit), Card.of(Rank.QUEEN, suit)
        hand = self.hands[seat]
        if not (hand >> k & 1 and hand >> q & 1):
            played = [c.symbol for c in (k, q) if not hand >> c & 1]
            if k in self.start_hands[seat] and q in self.start_hands[seat]:
                raise IllegalAction(f"{seat.word}'s marriage of {suit.plural} is broken: {' and '.join(played)} already played.")
            raise IllegalAction(f"{seat.word} does not hold the king and queen of {suit.plural}.")
        if not self._team_won_trick(seat.team):
            raise IllegalAction(
                f"{seat.word} may announce a marriage only once {seat.team.words} have won a trick in this deal."
            )
        if any(m.seat == seat and m.suit == suit and not m.on_table for m in self.marriages):
            raise IllegalAction(f"{seat.word} has already announced the marriage of {suit.plural}.")

    def _announce(self, seat: Seat, suit: Suit) -> None:
        k, q, j = (Card.of(r, suit) for r in (Rank.KING, Rank.QUEEN, Rank.JACK))
        with_jack = bool(self.hands[seat] >> j & 1)
        cards = (k, q, j) if with_jack else (k, q)
        m = Marriage(suit, marriage_value(with_jack, suit == self.trump), cards, seat.team, seat)
        self.marriages.append(m)
        self.events.append(
            {"type": "marriage", "text": f"{seat.word} announces the {m.name}: {m.value} for {seat.team.words}."}
        )

    def _play(self, seat: Seat, card: Card) -> None:
        self.hands[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        self.events.append({"type": "play", "seat": str(seat), "card": str(card)})
        if len(self.trick) == 4:
            self._finish_trick()

    def _finish_trick(self) -> None:
        from belote_learn.systems.classic.deal import Trick

        pt = play_table(self.rules, self.contract)
        cards = tuple(c for _, c in self.trick)
        winner = self.trick[winner_index(pt, cards)][0]
        points = sum(pt.points[c] for c in cards)
        self.tricks.append(Trick(self.leader, tuple(self.trick), winner, points))
        self.events.append({"type": "trick", "winner": str(winner), "points": points, "text": f"{winner.word} wins the trick ({points} points)."})
        on = set(cards)
        for s in Suit:
            k, q, j = (Card.of(r, s) for r in (Rank.KING, Rank.QUEEN, Rank.JACK))
            if k in on and q in on:
                with_jack = j in on
                mc = (k, q, j) if with_jack else (k, q)
                m = Marriage(s, marriage_value(with_jack, s == self.trump), mc, winner.team, None, True)
                self.marriages.append(m)
                self.events.append(
                    {
                        "type": "marriage-on-table",
                        "text": f"The {m.name} fell in one trick: +{m.value} for {winner.team.words}, "
                        f"-{m.value} for {winner.team.other.words}.",
                    }
                )
        self.trick = []
        self.leader = winner
        if len(self.tricks) == 8:
            self._finish()

    def _coches_for(self, losers: Team, base: int, under15_bonus: int) -> int:
        return base + (under15_bonus if self.running_total(losers) < 15 else 0)

    def _claim_out(self, seat: Seat) -> None:
        team = seat.team
        other = team.other
        total = self.running_total(team)
        ok = total >= self.rules.target
        coches = {Team.NS: 0, Team.EW: 0}
        worth = 2 if self.running_total(other) < 15 else 1
        if ok:
            coches[other] = worth
            words = f"{team.words}: 'On est dehors!' - right, with {total}: {worth} coche{'s' if worth > 1 else ''} to {other.words}."
        else:
            coches[team] = worth
            words = (
                f"{team.words}: 'On est dehors!' - wrong, only {total} of {self.rules.target}: the "
                f"{worth} coche{'s' if worth > 1 else ''} go to the claimers."
            )
        self.claim = ("out", team, ok)
        self.events.append({"type": "claim", "text": words})
        self._settle("out", team if ok else other, coches, words)

    def _finish(self) -> None:
        tricks = {t: sum(1 for tr in self.tricks if tr.winner.team is t) for t in TEAMS}
        cape_team = next((t for t in TEAMS if tricks[t] == 8), None)
        coches = {Team.NS: 0, Team.EW: 0}
        after = {t: self.running_total(t) for t in TEAMS}
        winner = None
        if self.claim is not None and self.claim[0] == "cape":
            team = self.claim[1]
            ok = cape_team is team
            other = team.other
            worth = 4 if after[other] < 15 else 3
            if ok:
                coches[other] = worth
                winner = team
                words = f"Cape dehors made by {team.words}: {worth} coches to {other.words}."
            else:
                coches[team] = worth
                winner = other
                words = f"Cape dehors claimed by {team.words} failed: the {worth} coches go to the claimers."
            self.claim = ("cape", team, ok)
            self._settle("cape", winner, coches, words)
            return
        if cape_team is not None and self.rules.cape_ends_manche:
            other = cape_team.other
            coches[other] = 2
            words = f"Cape: {cape_team.words} took every trick: 2 coches to {other.words}."
            self._settle("cape", cape_team, coches, words)
            return
        reached = [t for t in TEAMS if after[t] >= self.rules.target]
        if len(reached) == 1 or (len(reached) == 2 and after[Team.NS] != after[Team.EW]):
            winner = max(reached, key=lambda t: after[t])
            other = winner.other
            coches[other] = 2 if after[other] < 15 else 1
            words = (
                f"{winner.words} reach {after[winner]}: the manche is theirs, {coches[other]} "
                f"coche{'s' if coches[other] > 1 else ''} to {other.words}"
                + (" (under 15)." if coches[other] == 2 else ".")
            )
        else:
            words = f"Deal scored {round_tens(self.table_points(Team.NS))}-{round_tens(self.table_points(Team.EW))}; the manche goes on."
        self._settle("played", winner, coches, words)

    def _settle(self, ending: str, winner: Team | None, coches: dict, words: str) -> None:
        points = {t: self.table_points(t) for t in TEAMS}
        tens = {t: round_tens(points[t]) for t in TEAMS}
        after = {t: self.manche[t] + tens[t] for t in TEAMS}
        lines = []
        cards = {t: sum(tr.points for tr in self.tricks if tr.winner.team is t) for t in TEAMS}
        lines.append(
            (
                f"Card points ({sum(1 for tr in self.tricks if tr.winner.team is Team.NS)} and "
                f"{sum(1 for tr in self.tricks if tr.winner.team is Team.EW)} tricks)",
                cards[Team.NS],
                cards[Team.EW],
                "A 11, 10 10, K 4, Q 3, J 2 in every suit; 120 in all, no last-trick bonus",
            )
        )
        for m in self.marriages:
            if m.on_table:
                plus = m.value
                a, b = (plus, -plus) if m.team is Team.NS else (-plus, plus)
                lines.append((f"Marriage on the table: {m.name}", a, b, "fallen in one trick: + to the trick's winners, - to the others"))
            else:
                a, b = (m.value, None) if m.team is Team.NS else (None, m.value)
                lines.append((f"Marriage announced: {m.name} ({m.seat.word})", a, b, "20, with the jack 30; in trumps 40 and 60"))
        lines.append(("Deal points", points[Team.NS], points[Team.EW], "sum of the lines above"))
        lines.append(("In tens (rounded, halves up)", tens[Team.NS], tens[Team.EW], "53 gives 5, 55 gives 6 (seed 004)"))
        lines.append(("Manche totals", after[Team.NS], after[Team.EW], f"a manche is won at {self.rules.target}"))
        if any(coches.values()):
            failed = self.claim is not None and self.claim[2] is False
            rule = "a wrong claim sends the coches to the claimers" if failed else "coches go to the losing team"
            lines.append(("Coches", coches[Team.NS] or None, coches[Team.EW] or None, rule))
        self.result = DealResult(
            ending, points, tens, dict(self.manche), after, winner, coches,
            self.claim, words, lines,
        )
        self.phase = "done"
        self.events.append({"type": "score", "text": words})

    # -- views ---------------------------------------------------------------------------------
    def view(self, seat):
        """What ``seat`` may know (its own hand, the trump card, the table, the announcements)."""
        from belote_learn.systems.classic.deal import SeatView

        seat = as_seat(seat)
        to_play = self.current_player()
        return SeatView(
            seat=seat,
            phase=self.phase,
            dealer=self.dealer,
            turn_up=self.trump_card,
            contract=self.contract,
            taker=None,
            hand=CardSet(self.hands[seat]),
            cards_left={s: bin(self.hands[s]).count("1") for s in Seat},
            calls=[],
            trick=list(self.trick),
            tricks=list(self.tricks),
            to_play=to_play,
            legal=self.legal_actions() if to_play == seat else [],
            announcements=[e["text"] for e in self.events if e["type"] in ("marriage", "marriage-on-table", "claim")],
            score=self.result,
            rules=self.rules,
            info={"manche": dict(self.manche), "running": {t: self.running_total(t) for t in TEAMS}},
        )


def _order(rules, dealer: Seat) -> list[Seat]:
    seat = Seat(dealer).next(rules.direction)
    out = []
    for _ in range(4):
        out.append(seat)
        seat = seat.next(rules.direction)
    return out


# ---------------------------------------------------------------------------------------------
# The partie
# ---------------------------------------------------------------------------------------------


class MariageGame(GameState):
    """A partie of mariage: deals grouped in manches until the coches total 5.

    Same interface as :class:`~belote_learn.systems.classic.game.Game`: :meth:`current_player`, :attr:`phase`,
    :meth:`legal_actions`, :meth:`apply` (checked), :meth:`view`, :meth:`clone`, :meth:`to_json` /
    :meth:`from_json` (rules, seed, dealer, actions; loading replays), :meth:`score_sheet`.
    """

    def __init__(self, rules="mariage", seed: int | None = None, dealer=None, options: dict | None = None, players=None):
        # the state API, saving and loading come from belote_learn.systems.classic.game.GameState
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

    def result_text(self) -> str:
        c = self.coches
        if not self.over:
            return f"Coches: North-South {c[Team.NS]}, East-West {c[Team.EW]}; manche {self.manche[Team.NS]}-{self.manche[Team.EW]}."
        if self.draw:
            return f"The partie ends level on coches, {c[Team.NS]} each."
        return f"{self.winner.words} win the partie: coches {c[self.winner]} to {c[self.winner.other]}."

    def sheet(self) -> tuple[list, list, tuple, str]:
        """The score sheet a table shows: ``(header, rows, numeric columns, foot)``, one row a deal with the
        trumps, each team's score in tens, the manche totals and the result in words; the foot gives the
        coches and the manche target."""
        rows = []
        for i, d in enumerate(self.deals, 1):
            r = d.result
            rows.append([i, d.trump.plural, r.tens[Team.NS], r.tens[Team.EW], r.manche_after[Team.NS],
                         r.manche_after[Team.EW], r.words])
        header = ["Deal", "Trumps", "North-South", "East-West", "NS manche", "EW manche", "Result"]
        foot = (f"Coches: North-South {self.coches[Team.NS]}, East-West {self.coches[Team.EW]} "
                f"(a manche is won at {self.rules.target}).")
        return header, rows, (0, 2, 3, 4, 5), foot

    def score_sheet(self):
        """One row per deal: dealer, trumps, deal score in tens, manche totals, coches, the result in words."""
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
                    "result": r.words,
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
            raise PositionError("players", str(exc)) from None
        return cls(rules, seed=seed, dealer=dealer, options=options, players=players)


_MARRIAGE_WORDS = ("marriage", "mariage")
_OUT_WORDS = ("out", "on est dehors", "dehors")
_CAPE_WORDS = ("cape", "cape dehors")


def parse_mariage_action(action) -> tuple:
    """Read a mariage action: ``("card", Card)``, ``("marriage", Suit)``, ``("out", None)`` or
    ``("cape", None)``. A marriage is ``"marriage X"`` (or ``"mariage X"``) with X a suit letter or
    symbol, the space optional (``"marriageC"``, ``"mariage♥"``); ``"on est dehors"`` and ``"cape
    dehors"`` are the claims in full.

    Raises:
        NotationError: anything else, quoting the input (cut).
    """
    if isinstance(action, Card):
        return "card", action
    if isinstance(action, str):
        key = " ".join(action.strip().lower().split())
        for word in _MARRIAGE_WORDS:
            if key.startswith(word):
                rest = key[len(word):].strip()
                try:
                    return "marriage", Suit.parse(rest)
                except NotationError:
                    raise NotationError(
                        f"a marriage is announced as 'marriage X' with X a suit (S, H, D, C), got {shown(action)}"
                    ) from None
        if key in _OUT_WORDS:
            return "out", None
        if key in _CAPE_WORDS:
            return "cape", None
    try:
        return "card", parse_card(action)
    except NotationError:
        raise NotationError(
            f"unknown action {shown(action)}: expected a card, 'marriage X' (X a suit letter), 'out' or 'cape'"
        ) from None


def _action_text(action) -> str:
    """An action as a saved game writes it (``"10H"``, ``"marriage C"``, ``"out"``, ``"cape"``)."""
    kind, value = parse_mariage_action(action)
    if kind == "card":
        return str(value)
    if kind == "marriage":
        return f"marriage {value.letter}"
    return kind


# ---------------------------------------------------------------------------------------------
# The referee for recorded mariage deals
# ---------------------------------------------------------------------------------------------


def check_mariage_record(data: dict):
    """Referee a recorded mariage deal (docs/formats.md, "Mariage records").

    Fields: ``rules`` ("mariage"), ``options``, ``dealer``, ``hands`` (8 cards each), ``turn_up`` (the
    last card dealt, shown: it fixes trumps and must be in the dealer's hand), ``plays`` (``[seat,
    action]`` with a card, ``"marriage X"``, ``"out"`` or ``"cape"``), optional ``scores_before``
    (manche totals in tens) and ``coches_before``.

    Returns:
        A :class:`~belote_learn.systems.classic.referee.CheckResult`-like object with ``to_dict()`` and ``text()``.

    Raises:
        PositionError: a malformed record, naming the field.
    """
    from belote_learn.core.errors import refuse_unknown_fields
    from belote_learn.systems.classic.referee import RECORD_FIELDS, RECORD_NOTES, _team_ints

    if not isinstance(data, dict):
        raise PositionError("", f"a mariage record must be a JSON object, got {shown(data)}")
    refuse_unknown_fields(data, RECORD_FIELDS, RECORD_NOTES, "a hand record")
    try:
        system = get_rules(data.get("rules")).system
    except RulesError as exc:
        raise PositionError("rules", str(exc)) from None
    if system != "mariage":
        raise PositionError("rules", f"expected 'mariage', got {shown(data.get('rules'))} (check_record reads every preset)")
    options = data.get("options")
    if options is not None and not isinstance(options, dict):
        raise PositionError("options", f"must be an object of name: value pairs, got {shown(options)}")
    try:
        rules = get_rules("mariage", options or {})
    except RulesError as exc:
        raise PositionError("options", str(exc)) from None
    for key, why in (("bidding", "mariage has no bidding: trumps come from the dealer's last card"),
                     ("declarations", "mariage has no declarations: marriages are announced among the plays "
                                      "(\"marriage H\")"),
                     ("held_over", "mariage has no litige, so nothing is held over")):
        if data.get(key) not in (None, [], {}, 0):
            raise PositionError(key, why)
    try:
        dealer = parse_seat(data.get("dealer"))
    except NotationError as exc:
        raise PositionError("dealer", str(exc)) from None
    raw = data.get("hands")
    if not isinstance(raw, dict) or set(raw) != {"N", "E", "S", "W"}:
        raise PositionError("hands", "must be an object with the eight cards of N, E, S and W")
    hands = {}
    where = {}
    for s in "NESW":
        cards = raw[s]
        if not isinstance(cards, list) or len(cards) != 8:
            raise PositionError(f"hands.{s}", f"must list 8 cards, got {shown(cards)}")
        out = []
        for i, item in enumerate(cards):
            try:
                c = parse_card(item)
            except NotationError as exc:
                raise PositionError(f"hands.{s}[{i}]", str(exc)) from None
            if c in where:
                raise PositionError(f"hands.{s}[{i}]", f"{c} appears twice (also in {Seat.parse(where[c]).word}'s hand)" if where[c] != s else f"{c} appears twice")
            where[c] = s
            out.append(c)
        hands[Seat.parse(s)] = out
    try:
        trump_card = parse_card(data.get("turn_up"))
    except NotationError as exc:
        raise PositionError("turn_up", str(exc)) from None
    if trump_card not in hands[dealer]:
        raise PositionError("turn_up", f"the last card dealt, {trump_card}, must be in the dealer {dealer.word}'s hand")
    before = _team_ints(data, "scores_before", below=rules.target)
    manche = {Team.NS: before["NS"], Team.EW: before["EW"]}
    deal = MariageDeal.from_hands(rules, dealer, hands, trump_card, manche)
    plays = data.get("plays", [])
    if not isinstance(plays, list):
        raise PositionError("plays", f"must be a list of [seat, action] pairs, got {shown(plays)}")
    result = _MariageCheck(True, None, deal, before)
    seen: dict = {}
    for i, item in enumerate(plays):
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], str)):
            raise PositionError(f"plays[{i}]", f"must be a [seat, action] pair, got {shown(item)}")
        try:
            seat = parse_seat(item[0])
        except NotationError as exc:
            raise PositionError(f"plays[{i}]", str(exc)) from None
        if deal.phase != "play":
            raise PositionError(f"plays[{i}]", "the deal was already over")
        action = item[1]
        try:
            kind, value = parse_mariage_action(action)
        except NotationError as exc:
            raise PositionError(f"plays[{i}]", str(exc)) from None
        card = value if kind == "card" else None
        # a record that plays a card twice, or a card from another hand, is malformed (as for Belote records)
        if card is not None and card in seen:
            raise PositionError(f"plays[{i}]", f"{card} was already played at plays[{seen[card]}]")
        if card is not None and where[card] != seat.name:
            raise PositionError(f"plays[{i}]", f"{seat.word} does not hold {card} (it is in {Seat.parse(where[card]).word}'s hand)")
        expected = deal.current_player()
        if seat != expected:
            from belote_learn.systems.classic.referee import out_of_turn

            result.valid = False
            what = {"card": str(card)} if card is not None else {"action": action}
            result.error = {"index": i, "seat": str(seat), **what, "rule": "out-of-turn",
                            "reason": out_of_turn(seat, expected, rules, "play", not deal.trick, len(deal.tricks))}
            return result
        if card is not None:
            seen[card] = i
        try:
            deal.apply(action)
        except NotationError as exc:
            raise PositionError(f"plays[{i}]", str(exc)) from None
        except IllegalAction as exc:
            result.valid = False
            result.error = {"index": i, "seat": str(seat), "card" if card is not None else "action":
                            str(card) if card is not None else action, "reason": str(exc)}
            return result
    return result


@dataclass
class _MariageCheck:
    valid: bool
    error: dict | None
    deal: MariageDeal
    before: dict

    def to_dict(self) -> dict:
        d = {"valid": self.valid, "error": self.error}
        r = self.deal.result if self.valid else None
        if r is None:
            d.update({"result": None if not self.valid else "incomplete", "score": None, "held_over": 0,
                      "scores_after": dict(self.before)})
            return d
        d.update(
            {
                "result": r.words,
                "score": {str(t): r.tens[t] for t in TEAMS},
                "held_over": 0,
                "scores_after": {str(t): r.manche_after[t] for t in TEAMS},
                "coches": {str(t): r.coches[t] for t in TEAMS},
                "ending": r.ending,
                "breakdown": r.to_dict()["breakdown"],
            }
        )
        return d

    def text(self) -> str:
        if not self.valid:
            e = self.error
            return f"Not valid: plays[{e['index']}] {Seat.parse(e['seat']).word}: {e['reason']}\nNothing is scored."
        lines = [ev["text"] for ev in self.deal.events if ev["type"] in ("deal", "marriage", "marriage-on-table", "claim")]
        if self.deal.result is None:
            lines.append("The record stops before the end of the deal: every card so far is legal; nothing is scored.")
            return "\n".join(lines)
        lines.append("")
        lines.append(self.deal.result.text())
        return "\n".join(lines)
