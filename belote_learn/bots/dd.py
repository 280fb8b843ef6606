"""The double-dummy solver: with every hand known, the value of each legal card with best play by
both sides from any point of the play, and a review of a played hand.

Value: the card points a team will win from the current point on, plus the last-trick bonus: the dix de
der, 10, or, when that team takes every trick of the deal (capot), what the preset makes the capot worth:
classic-501 and classic-1000 score a capot 252 (the last trick worth 100, for either side; seed 000,
"capot"); sans-tout-atout scores the bidders' capot as all the points + 200 (the last trick worth 210),
while the defenders taking every trick is just a failed contract (worth the deal's points, the last
trick 10). In mariage there is no last-trick bonus. The team is the taker's (or North-South when there
is no taker).

The search is alpha-beta over the cards, with a transposition table at trick boundaries, equivalent
cards merged (adjacent in rank among the cards still out, with equal points), and winning moves tried
first. Tests compare it with an exhaustive minimax on small endings.
"""
from __future__ import annotations

from dataclasses import dataclass

from belote_learn.core.cards import Card, CardSet, Seat, Team, as_seat, parse_card, parse_team
from belote_learn.core.errors import BeloteError, IllegalAction, PositionError, quoted, shown
from belote_learn.core.messages import SEAT_NAMES, Join, Message, card_symbol, team_name
from belote_learn.rules.play import PlayTable, analyse, legal_mask, play_table, winner_index

__all__ = ["DDSolver", "dd_values", "dd_outcomes", "review_hand", "CardReview", "HAVE_C", "capot_values"]

_INF = 10_000

try:  # the optional C accelerator (see setup.py); the Python search below is the reference
    import belote_learn.bots._ddcore as _ddcore
except ImportError:  # pragma: no cover - depends on the build
    _ddcore = None

HAVE_C = _ddcore is not None


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def capot_values(rules, taker=None) -> tuple[int, int]:
    """The last trick's value at a capot for the counted team: ``(East-West counted, North-South
    counted)``.

    Args:
        rules: the preset; ``taker``: the taker's seat or team (None: the counted team is taken to be
            the taker's).
    Returns:
        100 for both teams under the classic presets (a capot is 252 by either side); under
        sans-tout-atout 210 for the taker's team (all the points + 200) and 10 for the defenders (their
        taking every trick is a failed contract, worth the deal's points). 0 in mariage.
    """
    from belote_learn.systems import system_of

    return system_of(rules).capot_values(rules, taker)


class DDSolver:
    """A double-dummy solver for one rule system and contract (tables are reused across searches).

    Args:
        rules: the :class:`~belote_learn.rules.presets.Rules`.
        contract: the contract (for mariage, the trump suit).
        max_entries: transposition-table size limit of the Python search (entries); the table is
            cleared when full.
        backend: ``"auto"`` (the C core when it was built, else Python), ``"c"`` or ``"python"``.
        taker: the taker's seat or team, for the value of a capot (see :func:`capot_values`).

    Raises:
        ValueError: ``backend="c"`` when the C core is not available.
    """

    def __init__(self, rules, contract, max_entries: int = 400_000, backend: str = "auto", taker=None):
        self.rules = rules
        self.pt: PlayTable = play_table(rules, contract)
        self.contract = self.pt.contract
        rk = self.pt.ranking
        self.strength = rk.strength
        self.points = rk.points
        self.bonus = rk.last_trick_bonus
        self.capot = capot_values(rules, taker)
        self.nxt = [Seat(s).next(rules.direction) for s in range(4)]
        # between[a * 32 + b]: cards of the same suit strictly between a and b in strength
        between = [0] * 1024
        for a in range(32):
            for b in range(32):
                if a >> 3 == b >> 3:
                    lo, hi = sorted((rk.strength[a], rk.strength[b]))
                    m = 0
                    for c in range(8 * (a >> 3), 8 * (a >> 3) + 8):
                        if lo < rk.strength[c] < hi:
                            m |= 1 << c
                    between[a * 32 + b] = m
        self.between = between
        self.max_entries = max_entries
        self.tt: dict = {}
        self._nodes = 0
        if backend not in ("auto", "c", "python"):
            raise ValueError(Message("bot.dd.unknown_backend", value=quoted(backend)))
        if backend == "c" and _ddcore is None:
            raise ValueError(Message("bot.dd.no_c_core"))
        self._c = None
        if backend != "python" and _ddcore is not None:
            pt = self.pt
            self._c = _ddcore.make(
                [int(b) for b in pt.beats], list(pt.above), list(pt.points), list(rk.strength), between,
                pt.trump_mask, pt.mode, (2 if pt.only_trumps_free else 1) if pt.overtrump_partner else 0,
                int(pt.must_undertrump),
                int(pt.marriage_exception == "table"), pt.trump_king, pt.trump_queen, pt.trump_jack,
                self.bonus, self.capot[0], self.capot[1], [int(x) for x in self.nxt], 20,
            )

    @property
    def backend(self) -> str:
        return "c" if self._c is not None else "python"

    @property
    def nodes(self) -> int:
        """Search nodes visited so far."""
        return _ddcore.nodes(self._c) if self._c is not None else self._nodes

    def clear(self) -> None:
        """Empty the transposition table (between unrelated deals)."""
        self.tt.clear()
        if self._c is not None:
            _ddcore.clear(self._c)

    # -- move generation ---------------------------------------------------------------------
    def _moves(self, hand: int, trick: tuple, remaining: int) -> list[int]:
        """Legal cards, equivalent ones merged, ordered for the search."""
        legal = legal_mask(self.pt, hand, trick)
        cards = _bits(legal)
        if len(cards) > 1:
            strength = self.strength
            points = self.points
            between = self.between
            cards.sort(key=lambda c: (c >> 3, strength[c]))
            kept = [cards[0]]
            for c in cards[1:]:
                p = kept[-1]
                if p >> 3 == c >> 3 and points[p] == points[c] and not remaining & between[p * 32 + c]:
                    continue
                kept.append(c)
            cards = kept
            if trick:
                beats = self.pt.beats
                wi = winner_index(self.pt, trick)
                best = trick[wi]
                n = len(trick)
                if wi == n - 2:
                    # the partner is winning: try giving points first, then the rest
                    cards.sort(key=lambda c: (beats[c * 32 + best], -points[c], strength[c]))
                elif n == 3:
                    # last to play, an opponent winning: the richest winning card, else the cheapest discard
                    cards.sort(key=lambda c: (0, -points[c]) if beats[c * 32 + best] else (1, points[c], strength[c]))
                else:
                    # an opponent winning with players still to come: the strongest winner first
                    cards.sort(key=lambda c: (0, -strength[c], -points[c]) if beats[c * 32 + best] else (1, points[c], strength[c]))
            else:
                cards.sort(key=lambda c: (-strength[c], -points[c]))
        return cards

    # -- search ------------------------------------------------------------------------------
    def solve(self, hands, leader: Seat, team: Team, trick=(), tricks_done: int = 0, team_won_all: bool = True) -> int:
        """The value for ``team`` of the position (see the module docstring).

        Args:
            hands: four masks (or card sets), indexed by seat, of the cards still held.
            leader: who led the current trick (or leads the next one when ``trick`` is empty).
            team: the team whose points are counted.
            trick: card numbers already played to the current trick.
            tricks_done: finished tricks before this one.
            team_won_all: ``team`` has won every finished trick so far (for the capot bonus).
        """
        hands = [h.mask if isinstance(h, CardSet) else int(h) for h in hands]
        trick = tuple(int(c) for c in trick)
        ns = int(team is Team.NS)
        if self._c is not None:
            return _ddcore.solve(self._c, *hands, int(leader), trick, tricks_done, int(team_won_all), ns, 0)
        return self._mtdf(hands, int(leader), trick, tricks_done, team_won_all, ns, 0)

    def _last_trick(self, hands, leader, won_all, ns):
        """Every player holds one card: no choice is left."""
        nxt = self.nxt
        seat = leader
        trick = []
        for _ in range(4):
            trick.append(hands[seat].bit_length() - 1)
            seat = nxt[seat]
        wi = winner_index(self.pt, trick)
        winner = leader
        for _ in range(wi):
            winner = nxt[winner]
        if ((winner & 1) == 0) != bool(ns):
            return 0
        p = self.points
        pts = p[trick[0]] + p[trick[1]] + p[trick[2]] + p[trick[3]]
        if self.bonus:
            pts += self.capot[ns] if won_all else self.bonus
        return pts

    def _search(self, hands, leader, trick, tricks_done, won_all, ns, alpha, beta):
        """Minimax with alpha-beta. ``ns`` is 1 when the counted team is North-South."""
        n = len(trick)
        best_move = None
        if n == 0:
            if tricks_done == 8:
                return 0
            if tricks_done == 7:
                return self._last_trick(hands, leader, won_all, ns)
            key = (hands[0], hands[1], hands[2], hands[3], leader, won_all, ns)
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, best_move = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            a0, b0 = alpha, beta
        self._nodes += 1
        seat = leader
        for _ in range(n):
            seat = self.nxt[seat]
        maximise = ((seat & 1) == 0) == bool(ns)  # N and S are 0 and 2
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            remaining |= 1 << c
        best = -_INF if maximise else _INF
        hand = hands[seat]
        moves = self._moves(hand, trick, remaining)
        if best_move is not None and best_move in moves and moves[0] != best_move:
            moves.remove(best_move)
            moves.insert(0, best_move)
        chosen = None
        points = self.points
        for c in moves:
            hands[seat] = hand & ~(1 << c)
            t2 = trick + (c,)
            if n == 3:
                wi = winner_index(self.pt, t2)
                winner = leader
                for _ in range(wi):
                    winner = self.nxt[winner]
                ours = ((winner & 1) == 0) == bool(ns)
                pts = points[t2[0]] + points[t2[1]] + points[t2[2]] + points[t2[3]] if ours else 0
                value = pts + self._search(hands, winner, (), tricks_done + 1, won_all and ours, ns, alpha - pts, beta - pts)
            else:
                value = self._search(hands, leader, t2, tricks_done, won_all, ns, alpha, beta)
            hands[seat] = hand
            if maximise:
                if value > best:
                    best = value
                    chosen = c
                if best > alpha:
                    alpha = best
            else:
                if value < best:
                    best = value
                    chosen = c
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if n == 0:
            if len(self.tt) >= self.max_entries:
                self.tt.clear()
            key = (hands[0], hands[1], hands[2], hands[3], leader, won_all, ns)
            old = self.tt.get(key)
            lo, hi = (old[0], old[1]) if old is not None else (-_INF, _INF)
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo, hi, chosen)
        return best

    def _mtdf(self, hands, leader, trick, tricks_done, won_all, ns, guess):
        lo, hi = -_INF, _INF
        g = guess
        while lo < hi:
            beta = g + 1 if g == lo else g
            g = self._search(hands, leader, trick, tricks_done, won_all, ns, beta - 1, beta)
            if g < beta:
                hi = g
            else:
                lo = g
        return g

    def values(self, hands, leader: Seat, team: Team, trick=(), tricks_done: int = 0, team_won_all: bool = True) -> dict:
        """Value for ``team`` of each legal card of the player to move (exact, one search per card)."""
        hands = [h.mask if isinstance(h, CardSet) else int(h) for h in hands]
        trick = tuple(int(c) for c in trick)
        seat = int(leader)
        for _ in range(len(trick)):
            seat = self.nxt[seat]
        ns = int(team is Team.NS)
        if self._c is not None:
            pairs = _ddcore.values(self._c, *hands, int(leader), trick, tricks_done, int(team_won_all), ns, 0)
            return {Card(c): v for c, v in pairs}
        out = {}
        hand = hands[seat]
        guess = 0
        for c in _bits(legal_mask(self.pt, hand, trick)):
            hands[seat] = hand & ~(1 << c)
            t2 = trick + (c,)
            if len(t2) == 4:
                wi = winner_index(self.pt, t2)
                winner = int(leader)
                for _ in range(wi):
                    winner = self.nxt[winner]
                pts = sum(self.points[x] for x in t2)
                ours = ((winner & 1) == 0) == bool(ns)
                done = tricks_done + 1
                wa = team_won_all and ours
                if done == 8 and self.bonus:
                    v = (pts + (self.capot[ns] if wa else self.bonus)) if ours else 0
                else:
                    base = pts if ours else 0
                    v = base + self._mtdf(hands, winner, (), done, wa, ns, guess - base)
            else:
                v = self._mtdf(hands, int(leader), t2, tricks_done, team_won_all, ns, guess)
            guess = v
            hands[seat] = hand
            out[Card(c)] = v
        return out


def dd_values(deal, team: Team | None = None) -> dict:
    """Double-dummy value of each legal card of the player to move in a :class:`~belote_learn.systems.classic.deal.Deal`
    (or :class:`~belote_learn.systems.mariage.deal.MariageDeal`), for the taker's team (North-South when there is no
    taker) unless ``team`` is given.

    Returns:
        ``{Card: points}``: the card points (and last-trick bonus) that team will win from here on.

    Raises:
        PositionError: ``deal`` is not a deal; IllegalAction: the deal is not in its play phase;
        NotationError: an unknown team.
    """
    phase = getattr(deal, "phase", None)
    if phase is None or not hasattr(deal, "hands") or not hasattr(deal, "trick"):
        raise PositionError("deal", Message("bot.dd.not_a_deal", value=shown(deal) if not hasattr(deal, "__dict__")
                                            else type(deal).__name__))
    if phase != "play":
        raise IllegalAction(Message("bot.dd.not_in_play", phase=str(phase)))
    if team is None:
        team = deal.taker.team if getattr(deal, "taker", None) is not None else Team.NS
    else:
        team = parse_team(team)
    taker = getattr(deal, "taker", None)
    solver = DDSolver(deal.rules, deal.contract, taker=taker)
    hands = [deal.hands[s] for s in Seat]
    won_all = all(t.winner.team is team for t in deal.tricks)
    return solver.values(hands, deal.leader, team, tuple(c for _, c in deal.trick), len(deal.tricks), won_all)


def dd_outcomes(deal, team: Team | None = None) -> dict:
    """Double-dummy value of each legal card of the player to move, as card points and as the deal's
    score: ``{Card: (points, score)}`` where ``points`` is what :func:`dd_values` gives and ``score``
    is ``team``'s score minus the other team's at the end of the deal with that card and best play
    after it, scored by the rule system's own scoring (the registry's
    :meth:`~belote_learn.systems.registry.RuleSystem.hand_utility`: the contract made or failed, the bid, a
    coinche x2 or surcoinche x4, a capot, rounding). Every belote and the declarations count as they
    will (the whole deal is known). ``team`` defaults as in :func:`dd_values`.

    Raises:
        as :func:`dd_values`.
    """
    from belote_learn.core.cards import Team as _Team
    from belote_learn.rules.declarations import compare_declarations
    from belote_learn.bots.strategies import strategy_of, utility_context

    values = dd_values(deal, team)
    if team is None:
        team = deal.taker.team if getattr(deal, "taker", None) is not None else Team.NS
    else:
        team = parse_team(team)
    if getattr(deal, "taker", None) is None:  # no contract to make (mariage): the points are the score
        return {c: (v, v) for c, v in values.items()}
    seat = deal.current_player()
    if seat.team is not team:
        seat = seat.next(deal.rules.direction)
    ctx = dict(utility_context(deal.view(seat)))
    bel = {_Team.NS: 0, _Team.EW: 0}
    for holder, _ in deal.belote:
        bel[holder.team] += 20
    extras = dict(bel)
    decl_all = 0
    if deal.declarations:
        res = deal.declarations_result or compare_declarations(
            deal.declarations, deal.contract, deal.rules.declarations_tie, _speaking_order(deal))
        if res.team is not None:
            extras[res.team] += res.points
            decl_all = res.points
    ctx.update(extras=extras, belote=bel, decl_all=decl_all)
    view = deal.view(seat)
    utility = strategy_of(deal.rules).hand_utility
    return {c: (v, round(utility(view, v, ctx))) for c, v in values.items()}


def _speaking_order(deal) -> list:
    out, s = [], deal.dealer
    for _ in range(4):
        s = s.next(deal.rules.direction)
        out.append(s)
    return out


@dataclass(frozen=True)
class CardReview:
    """One card of a played hand: its place in the play (``index`` 0-31), who played it, the best card,
    the double-dummy value of each legal card (points for the player's team from there on), and the
    points the card lost for its team (0 when it was as good as the best)."""

    index: int
    seat: Seat
    card: Card
    best: Card
    values: dict
    lost: int

    @property
    def text(self) -> str:
        """The review in words, with the unit of every number, in English (:meth:`render` in another language).

        For example: Trick 3, South played J♠: the best card (points North-South take from here on with
        best play, double-dummy: J♠ 89, A♠ 85).
        """
        return str(self.message)

    @property
    def message(self) -> Message:
        """The review in words as a :class:`~belote_learn.core.messages.Message`."""
        vals = Join(", ", [Join(" ", [card_symbol(c), v]) for c, v in sorted(self.values.items(), key=lambda kv: -kv[1])])
        verdict = (_BEST_CARD if self.lost == 0
                   else Message("bot.dd.review.better", card=card_symbol(self.best), points=self.lost))
        return Message("bot.dd.review", trick=self.index // 4 + 1, seat=SEAT_NAMES[self.seat], card=card_symbol(self.card),
                       verdict=verdict, team=team_name(self.seat.team), values=vals)

    def render(self, lang: str = "en") -> str:
        """The review in words in ``lang`` (``"en"``, ``"fr"``; ValueError for another)."""
        return self.message.render(lang)

    def to_dict(self) -> dict:
        return {
            "index": self.index,
            "seat": str(self.seat),
            "card": str(self.card),
            "best": str(self.best),
            "lost": self.lost,
            "values": {str(c): v for c, v in self.values.items()},
        }


_BEST_CARD = Message("bot.dd.review.best")


def review_hand(rules, contract, start_hands: dict, leader: Seat, plays, seats=None, taker=None) -> list[CardReview]:
    """Review a played hand double-dummy: for each card played (by ``seats``, default all), the best
    card and the points the played card lost for its own team (0 when it was as good as the best).

    Args:
        start_hands: seat -> the eight cards (mask or card set) at the start of play.
        leader: the player who led the first trick.
        plays: the cards in play order (up to 32).
        taker: the taker's seat (for the value of a capot under sans-tout-atout; see :func:`capot_values`).
    Returns:
        One :class:`CardReview` a card reviewed, in play order.
    Raises:
        RulesError: unknown rules or contract; PositionError: hands that are not four disjoint hands of 8
        cards, or a card played out of a player's hand or against the rules (``plays[i]``); NotationError:
        an unreadable seat, team or card.
    """
    rules, contract, hands, leader, plays, seats, taker = _review_inputs(rules, contract, start_hands, leader, plays,
                                                                         seats, taker)
    seats = set(seats) if seats is not None else set(Seat)
    solver = DDSolver(rules, contract, taker=taker)
    out = []
    trick: tuple = ()
    lead = Seat(leader)
    done = 0
    won = {Team.NS: True, Team.EW: True}
    seat = lead
    for i, card in enumerate(plays):
        card = Card(card)
        if seat in seats:
            team = seat.team
            vals = solver.values(hands, lead, team, trick, done, won[team])
            best = max(vals, key=lambda c: vals[c])
            out.append(CardReview(i, seat, card, best, vals, vals[best] - vals.get(card, vals[best])))
        hands[seat] &= ~(1 << card)
        trick = trick + (int(card),)
        if len(trick) == 4:
            wi = winner_index(solver.pt, trick)
            winner = lead
            for _ in range(wi):
                winner = winner.next(rules.direction)
            for t in won:
                won[t] = won[t] and winner.team is t
            done += 1
            trick = ()
            lead = winner
            seat = winner
        else:
            seat = seat.next(rules.direction)
    return out


def _review_inputs(rules, contract, start_hands, leader, plays, seats, taker):
    """Check and read :func:`review_hand`'s arguments; replay the plays to check each is legal."""
    from belote_learn.rules.presets import Rules, get_rules

    if not isinstance(rules, Rules):
        rules = get_rules(rules)
    contract = rules.check_contract(contract)
    if not isinstance(start_hands, dict):
        raise PositionError("start_hands", Message("bot.dd.hands.not_a_map", value=shown(start_hands)))
    hands = [0, 0, 0, 0]
    given = set()
    for key, cards in start_hands.items():
        seat = as_seat(key)
        given.add(seat)
        if isinstance(cards, CardSet):
            mask = cards.mask
        elif isinstance(cards, int) and not isinstance(cards, bool) and 0 <= cards < 1 << 32:
            mask = cards
        elif isinstance(cards, (list, tuple, set, frozenset, str)):
            mask = CardSet.parse(cards).mask if isinstance(cards, str) else 0
            if not isinstance(cards, str):
                for c in cards:
                    mask |= 1 << parse_card(c)
        else:
            raise PositionError(f"start_hands.{seat.name}", Message("bot.dd.hands.not_cards", value=shown(cards)))
        if bin(mask).count("1") != 8:
            raise PositionError(f"start_hands.{seat.name}", Message("bot.dd.hands.not_eight", cards=bin(mask).count("1")))
        hands[seat] = mask
    if given != set(Seat):
        missing = ", ".join(s.name for s in Seat if s not in given)
        raise PositionError("start_hands", Message("bot.dd.hands.missing", missing=missing))
    if hands[0] | hands[1] | hands[2] | hands[3] != (1 << 32) - 1:
        raise PositionError("start_hands", Message("bot.dd.hands.not_a_deal"))
    leader = as_seat(leader)
    if isinstance(plays, (str, bytes)) or not isinstance(plays, (list, tuple)):
        raise PositionError("plays", Message("bot.dd.plays.not_a_list", value=shown(plays)))
    if len(plays) > 32:
        raise PositionError("plays", Message("bot.dd.plays.too_many", cards=len(plays)))
    cards = []
    for i, c in enumerate(plays):
        if not isinstance(c, (Card, str)):
            raise PositionError(f"plays[{i}]", Message("bot.dd.plays.not_a_card", value=shown(c)))
        try:
            cards.append(parse_card(c))
        except BeloteError as exc:
            raise PositionError(f"plays[{i}]", exc.said) from None
    if seats is not None:
        if isinstance(seats, (str, Seat)) or not hasattr(seats, "__iter__"):
            raise PositionError("seats", Message("bot.dd.seats.not_a_list",
                                                 value=shown(seats) if not isinstance(seats, Seat) else str(seats)))
        seats = [as_seat(x) for x in seats]
    if taker is not None and not isinstance(taker, (Seat, Team)):
        try:
            taker = as_seat(taker)
        except BeloteError:
            try:
                taker = parse_team(taker)
            except BeloteError:
                raise PositionError("taker", Message("bot.dd.taker.unknown", value=shown(taker))) from None
    # replay: each card held by the player to move and legal there
    pt = play_table(rules, contract)
    left = list(hands)
    trick: list = []
    seat = lead = leader
    for i, card in enumerate(cards):
        if not left[seat] >> card & 1:
            raise PositionError(f"plays[{i}]", Message("bot.dd.plays.not_held", seat=SEAT_NAMES[seat], card=card_symbol(card)))
        if not legal_mask(pt, left[seat], tuple(trick)) >> card & 1:
            on_table = tuple(zip(_seats_from(lead, len(trick), rules), (Card(c) for c in trick)))
            verdict = next(v for v in analyse(rules, contract, seat, tuple(CardSet(left[seat])), on_table).verdicts
                           if v.card == card)
            raise PositionError(f"plays[{i}]", verdict.message)
        left[seat] &= ~(1 << card)
        trick.append(int(card))
        if len(trick) == 4:
            wi = winner_index(pt, tuple(trick))
            lead = _seats_from(lead, 4, rules)[wi]
            seat, trick = lead, []
        else:
            seat = seat.next(rules.direction)
    return rules, contract, hands, leader, cards, seats, taker


def _seats_from(first: Seat, n: int, rules) -> list:
    out, s = [], first
    for _ in range(n):
        out.append(s)
        s = s.next(rules.direction)
    return out
