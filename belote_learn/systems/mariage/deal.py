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

from dataclasses import dataclass, field

from belote_learn.core.cards import Card, CardSet, Rank, Seat, Suit, Team, as_seat, parse_card
from belote_learn.core.errors import IllegalAction, NotationError, PositionError, shown
from belote_learn.core.messages import Message, card_symbol, render, seat_name, suit_name, team_name
from belote_learn.rules.play import analyse, legal_mask, play_table, winner_index
from belote_learn.rules.presets import Rules
from belote_learn.core.ranking import Contract
from belote_learn.systems.base.deal import TricksPlayed, event as _event
from belote_learn.systems.mariage.scoring import TEAMS, DealResult, Marriage, marriage_value, round_tens

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







# ---------------------------------------------------------------------------------------------
# Forming the teams
# ---------------------------------------------------------------------------------------------






# ---------------------------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------------------------






def _plain_keys(value):
    """``value`` with Team keys as their names, to show it in a message."""
    return {str(getattr(k, "value", k)): v for k, v in value.items()} if isinstance(value, dict) else value


def _read_manche(manche) -> dict | None:
    """A deal's starting manche totals (team -> tens) from :meth:`MariageDeal.from_pack`'s argument.
    Raises PositionError (field ``manche``)."""
    if manche is None:
        return None
    if not isinstance(manche, dict) or {Team(k) if k in ("NS", "EW") else k for k in manche} != {Team.NS, Team.EW}:
        raise PositionError("manche", Message("mariage.manche.not_teams", got=shown(_plain_keys(manche))))
    out = {}
    for k, v in manche.items():
        team = Team(k) if k in ("NS", "EW") else k
        if type(v) is not int or not -1_000_000 <= v <= 1_000_000:  # a manche total can fall below 0
            raise PositionError(f"manche.{team.value}", Message("mariage.manche.not_tens", got=shown(v)))
        out[team] = v
    return out


@dataclass
class MariageDeal(TricksPlayed):
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

        ``pack`` is read by :func:`~belote_learn.systems.base.deal.read_pack`; ``manche``: each team's manche total
        in tens before this deal (``{Team.NS: 3, Team.EW: 5}``, ``"NS"``/``"EW"`` keys accepted), None
        for 0 and 0.

        Raises:
            PositionError: in one line naming ``rules`` (not mariage rules), ``pack`` or ``manche``.
            NotationError: a ``dealer`` that is not a seat.
        """
        from belote_learn.systems.base.deal import check_deal_args, read_pack

        check_deal_args(cls, rules, 0)
        pack = list(read_pack(pack))
        manche = _read_manche(manche)
        dealer = as_seat(dealer)
        order = Seat(dealer).dealing_order(rules.direction)
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
        d.events.append(_event("deal", Message("mariage.event.deal", seat=seat_name(d.dealer), card=card_symbol(trump_card),
                                              suit=suit_name(trump_card.suit))))
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

    def why_not(self, action: str, seat: Seat, lang: str = "en") -> str:
        """Why the claim ``action`` (``"out"`` or ``"cape"``) of ``seat`` is refused now, in ``lang``."""
        return self.why_not_message(action, seat).render(lang)

    def why_not_message(self, action: str, seat: Seat) -> Message:
        """:meth:`why_not` as a :class:`~belote_learn.core.messages.Message`."""
        if action == "out":
            if self.claim is not None:
                return Message("mariage.claim.already")
            if self.trick or not self.tricks or self.tricks[-1].winner.team is not seat.team:
                return Message("mariage.claim.out_needs_lead")
        if action == "cape":
            if self.claim is not None:
                return Message("mariage.claim.already")
            if len(self.tricks) > 6:
                return Message("mariage.claim.cape_too_late")
            return Message("mariage.claim.cape_needs_19", total=self.running_total(seat.team))
        return Message("mariage.claim.not_now")

    # -- actions -------------------------------------------------------------------------------
    def check(self, action):
        """Read and check the next action without making it (nothing changes, whatever the outcome).

        Returns:
            A :class:`~belote_learn.systems.base.deal.CheckedAction` for :meth:`perform`.
        Raises:
            IllegalAction: the deal is over, a card not held or forbidden (with the verdict), a
                marriage not held, broken, already announced or announced before the team has won a
                trick, a claim the rules do not allow now. NotationError: unreadable input.
        """
        from belote_learn.systems.base.deal import CheckedAction

        if self.phase != "play":
            raise IllegalAction(Message("mariage.refused.over"))
        seat = self.current_player()
        kind, value = parse_mariage_action(action)
        if kind == "marriage":
            self._check_marriage(seat, value)
            return CheckedAction(seat, "marriage", value, f"marriage {value.letter}")
        if kind == "out":
            if not self._may_claim_out(seat) or self.claim is not None:
                raise IllegalAction(Message("mariage.refused.out", seat=seat_name(seat),
                                            why=self.why_not_message("out", seat)))
            return CheckedAction(seat, "out", None, "out")
        if kind == "cape":
            if not self._may_claim_cape(seat) or self.claim is not None:
                raise IllegalAction(Message("mariage.refused.cape", seat=seat_name(seat),
                                            why=self.why_not_message("cape", seat)))
            return CheckedAction(seat, "cape", None, "cape")
        card = value
        if not self.hands[seat] >> card & 1:
            raise IllegalAction(Message("deal.refused.not_held", seat=seat_name(seat), card=card_symbol(card)), "not held")
        pt = play_table(self.rules, self.contract)
        if not legal_mask(pt, self.hands[seat], tuple(c for _, c in self.trick)) >> card & 1:
            hand = tuple(CardSet(self.hands[seat]))
            verdict = next(v for v in analyse(self.rules, self.contract, seat, hand, self.trick).verdicts if v.card == card)
            raise IllegalAction(verdict.message, verdict)
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
            self.events.append(_event("claim", Message("mariage.event.cape_claim", seat=seat_name(seat),
                                                       team=team_name(seat.team))))
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
            played = [card_symbol(c) for c in (k, q) if not hand >> c & 1]
            if k in self.start_hands[seat] and q in self.start_hands[seat]:
                cards = played[0] if len(played) == 1 else Message("word.list.and", first=played[0], last=played[1])
                raise IllegalAction(Message("mariage.refused.marriage_broken", seat=seat_name(seat),
                                            suit=suit_name(suit), cards=cards))
            raise IllegalAction(Message("mariage.refused.marriage_not_held", seat=seat_name(seat), suit=suit_name(suit)))
        if not self._team_won_trick(seat.team):
            raise IllegalAction(Message("mariage.refused.marriage_no_trick", seat=seat_name(seat),
                                        team=team_name(seat.team)))
        if any(m.seat == seat and m.suit == suit and not m.on_table for m in self.marriages):
            raise IllegalAction(Message("mariage.refused.marriage_twice", seat=seat_name(seat), suit=suit_name(suit)))

    def _announce(self, seat: Seat, suit: Suit) -> None:
        k, q, j = (Card.of(r, suit) for r in (Rank.KING, Rank.QUEEN, Rank.JACK))
        with_jack = bool(self.hands[seat] >> j & 1)
        cards = (k, q, j) if with_jack else (k, q)
        m = Marriage(suit, marriage_value(with_jack, suit == self.trump), cards, seat.team, seat)
        self.marriages.append(m)
        self.events.append(_event("marriage", Message("mariage.event.marriage", seat=seat_name(seat), marriage=m.message,
                                                      value=m.value, team=team_name(seat.team))))

    def _play(self, seat: Seat, card: Card) -> None:
        self.hands[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        self.events.append({"type": "play", "seat": str(seat), "card": str(card)})
        if len(self.trick) == 4:
            self._finish_trick()

    def _finish_trick(self) -> None:
        from belote_learn.systems.base.deal import Trick

        pt = play_table(self.rules, self.contract)
        cards = tuple(c for _, c in self.trick)
        winner = self.trick[winner_index(pt, cards)][0]
        points = sum(pt.points[c] for c in cards)
        self.tricks.append(Trick(self.leader, tuple(self.trick), winner, points))
        self.events.append(_event("trick", Message("deal.event.trick", seat=seat_name(winner), points=points),
                                  winner=str(winner), points=points))
        on = set(cards)
        for s in Suit:
            k, q, j = (Card.of(r, s) for r in (Rank.KING, Rank.QUEEN, Rank.JACK))
            if k in on and q in on:
                with_jack = j in on
                mc = (k, q, j) if with_jack else (k, q)
                m = Marriage(s, marriage_value(with_jack, s == self.trump), mc, winner.team, None, True)
                self.marriages.append(m)
                self.events.append(_event("marriage-on-table", Message(
                    "mariage.event.marriage_on_table", marriage=m.message, value=m.value,
                    team=team_name(winner.team), other=team_name(winner.team.other))))
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
            words = Message("mariage.result.out_right", team=team_name(team), total=total, count=worth,
                            other=team_name(other))
        else:
            coches[team] = worth
            words = Message("mariage.result.out_wrong", team=team_name(team), total=total, target=self.rules.target,
                            count=worth)
        self.claim = ("out", team, ok)
        self.events.append(_event("claim", words))
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
                words = Message("mariage.result.cape_made", team=team_name(team), coches=worth, other=team_name(other))
            else:
                coches[team] = worth
                winner = other
                words = Message("mariage.result.cape_failed", team=team_name(team), coches=worth)
            self.claim = ("cape", team, ok)
            self._settle("cape", winner, coches, words)
            return
        if cape_team is not None and self.rules.cape_ends_manche:
            other = cape_team.other
            coches[other] = 2
            words = Message("mariage.result.cape", team=team_name(cape_team), other=team_name(other))
            self._settle("cape", cape_team, coches, words)
            return
        reached = [t for t in TEAMS if after[t] >= self.rules.target]
        if len(reached) == 1 or (len(reached) == 2 and after[Team.NS] != after[Team.EW]):
            winner = max(reached, key=lambda t: after[t])
            other = winner.other
            coches[other] = 2 if after[other] < 15 else 1
            if coches[other] == 2:
                words = Message("mariage.result.manche.under_15", team=team_name(winner), total=after[winner],
                                count=coches[other], other=team_name(other))
            else:
                words = Message("mariage.result.manche", team=team_name(winner), total=after[winner],
                                count=coches[other], other=team_name(other))
        else:
            words = Message("mariage.result.goes_on", ns=round_tens(self.table_points(Team.NS)),
                            ew=round_tens(self.table_points(Team.EW)))
        self._settle("played", winner, coches, words)

    def _settle(self, ending: str, winner: Team | None, coches: dict, words: Message) -> None:
        points = {t: self.table_points(t) for t in TEAMS}
        tens = {t: round_tens(points[t]) for t in TEAMS}
        after = {t: self.manche[t] + tens[t] for t in TEAMS}
        lines = []
        cards = {t: sum(tr.points for tr in self.tricks if tr.winner.team is t) for t in TEAMS}
        lines.append(
            (
                Message("mariage.line.card_points", ns=sum(1 for tr in self.tricks if tr.winner.team is Team.NS),
                        ew=sum(1 for tr in self.tricks if tr.winner.team is Team.EW)),
                cards[Team.NS],
                cards[Team.EW],
                Message("mariage.rule.card_points"),
            )
        )
        for m in self.marriages:
            if m.on_table:
                plus = m.value
                a, b = (plus, -plus) if m.team is Team.NS else (-plus, plus)
                lines.append((Message("mariage.line.marriage_on_table", marriage=m.message), a, b,
                              Message("mariage.rule.marriage_on_table")))
            else:
                a, b = (m.value, None) if m.team is Team.NS else (None, m.value)
                lines.append((Message("mariage.line.marriage_announced", marriage=m.message, seat=seat_name(m.seat)), a, b,
                              Message("mariage.rule.marriage_announced")))
        lines.append((Message("mariage.line.deal_points"), points[Team.NS], points[Team.EW],
                      Message("mariage.rule.deal_points")))
        lines.append((Message("mariage.line.tens"), tens[Team.NS], tens[Team.EW], Message("mariage.rule.tens")))
        lines.append((Message("mariage.line.manche"), after[Team.NS], after[Team.EW],
                      Message("mariage.rule.manche", target=self.rules.target)))
        if any(coches.values()):
            failed = self.claim is not None and self.claim[2] is False
            rule = Message("mariage.rule.coches.wrong_claim") if failed else Message("mariage.rule.coches")
            lines.append((Message("mariage.line.coches"), coches[Team.NS] or None, coches[Team.EW] or None, rule))
        self.result = DealResult(
            ending, points, tens, dict(self.manche), after, winner, coches,
            self.claim, words, lines,
        )
        self.phase = "done"
        self.events.append(_event("score", words))

    # -- views ---------------------------------------------------------------------------------
    def announcements(self, lang: str = "en") -> list[str]:
        """The public announcements so far (marriages announced or fallen on the table, claims), in ``lang``."""
        return [render(m, lang) for m in self._announced()]

    def _announced(self) -> list:
        """The public announcements so far as messages (a seat's view carries them, said when read)."""
        return [e["message"] for e in self.events if e["type"] in ("marriage", "marriage-on-table", "claim")]

    def view(self, seat):
        """What ``seat`` may know (its own hand, the trump card, the table, the announcements)."""
        from belote_learn.systems.base.deal import SeatView

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
            announcements=self._announced(),
            score=self.result,
            rules=self.rules,
            info={"manche": dict(self.manche), "running": {t: self.running_total(t) for t in TEAMS}},
        )



# ---------------------------------------------------------------------------------------------
# The partie
# ---------------------------------------------------------------------------------------------










# ---------------------------------------------------------------------------------------------
# The referee for recorded mariage deals
# ---------------------------------------------------------------------------------------------


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
                    raise NotationError(Message("mariage.action.marriage", got=shown(action))) from None
        if key in _OUT_WORDS:
            return "out", None
        if key in _CAPE_WORDS:
            return "cape", None
    try:
        return "card", parse_card(action)
    except NotationError:
        raise NotationError(Message("mariage.action.unknown", got=shown(action))) from None
