"""The random bot and the rule-based bot.

The rule-based bot plays the way the seeds advise (000 and 001 "Tips for beginners"; 004 "Trucs et
astuces"): take with the jack or nine of trumps and support, lead trumps as taker, give points to a
winning partner, count trumps and keep track of the cards played and the voids shown, remember the
last trick; in mariage, lead aces, announce marriages at once and claim "on est dehors" when the
points are there.
"""
from __future__ import annotations

from belote_learn.core.cards import Card, CardSet, Rank, Suit
from belote_learn.core.messages import SUIT_NAMES, Message, card_symbol
from belote_learn.rules.play import play_table, winner_index
from belote_learn.bots.base import Bot, Reason
from belote_learn.bots.knowledge import infer
from belote_learn.bots.strategies import strategy_of

__all__ = ["RandomBot", "RuleBot"]


class RandomBot(Bot):
    """Plays a uniformly random legal action (calls, cards; announcements and claims included)."""

    name = "random"
    level = "beginner"

    def choose_with_reason(self, view):
        acts = view.legal
        a = acts[self.rng.randrange(len(acts))]
        return a, _RANDOM_CHOICE


_RANDOM_CHOICE = Reason(Message("bot.random.choice"))


def _cards(mask: int) -> list[Card]:
    return list(CardSet(mask))


# Bidding values of a card in the trump suit and outside it (rough trick-winning power).
_TRUMP_VALUE = {Rank.JACK: 30, Rank.NINE: 22, Rank.ACE: 12, Rank.TEN: 10, Rank.KING: 7, Rank.QUEEN: 6, Rank.EIGHT: 5, Rank.SEVEN: 4}


def hand_strength(cards, trump: Suit | None, kind: str = "suit") -> int:
    """A rough bidding value of ``cards`` for a contract (used by the rule-based bidding)."""
    cards = list(cards)
    total = 0
    by_suit: dict = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c.rank)
    for suit, ranks in by_suit.items():
        if kind == "AT" or (kind == "suit" and suit == trump):
            total += sum(_TRUMP_VALUE[r] for r in ranks)
        else:
            if Rank.ACE in ranks:
                total += 11
                if Rank.TEN in ranks:
                    total += 7
            elif Rank.TEN in ranks and len(ranks) >= 3:
                total += 3
            if kind == "NT" and Rank.KING in ranks and Rank.ACE in ranks:
                total += 3
    return total


class RuleBot(Bot):
    """The rule-based bot (see the module docstring)."""

    name = "rule"
    level = "intermediate"

    # -- bidding ---------------------------------------------------------------------------
    def _bid(self, view):
        return strategy_of(view.rules).rule_bid(self, view)

    def _turn_up_bid(self, view):
        """Bidding with a turn-up: take with the jack or nine of trumps and support (see the module docstring)."""
        hand = list(view.hand)
        turn = view.turn_up
        legal = view.legal
        options = []
        if "take" in legal or turn.suit.letter in legal:
            trumps = hand + [turn]
            v = hand_strength(trumps, turn.suit)
            n_tr = sum(1 for c in trumps if c.suit == turn.suit)
            has_top = any(c.suit == turn.suit and c.rank in (Rank.JACK, Rank.NINE) for c in trumps)
            ok = n_tr >= 2 and v >= (44 if has_top else 54)
            options.append(("take" if "take" in legal else turn.suit.letter, v, ok,
                            Message("bot.rule.bid.suit", suit=SUIT_NAMES[turn.suit], trumps=n_tr)))
        for s in Suit:
            if s.letter in legal and s != turn.suit:
                cards = hand + [turn]
                v = hand_strength(cards, s) - 4
                n_tr = sum(1 for c in hand if c.suit == s)
                has_top = any(c.suit == s and c.rank in (Rank.JACK, Rank.NINE) for c in hand)
                ok = n_tr >= 2 and v >= (46 if has_top else 56)
                options.append((s.letter, v, ok, Message("bot.rule.bid.suit", suit=SUIT_NAMES[s], trumps=n_tr)))
        if "NT" in legal:
            v = hand_strength(hand + [turn], None, "NT")
            aces = sum(1 for c in hand + [turn] if c.rank is Rank.ACE)
            options.append(("NT", v, aces >= 3 and v >= 40, Message("bot.rule.bid.no_trumps", aces=aces)))
        if "AT" in legal:
            v = hand_strength(hand + [turn], None, "AT")
            jacks = sum(1 for c in hand + [turn] if c.rank in (Rank.JACK, Rank.NINE))
            options.append(("AT", v, jacks >= 3 and v >= 100, Message("bot.rule.bid.all_trumps", jacks=jacks)))
        good = [o for o in options if o[2]]
        if good:
            call, v, _, why = max(good, key=lambda o: o[1])
            return call, self._why(Message("bot.rule.bid.take", why=why, value=v))
        return "pass", _pass_reason(view.legal, hand + [turn])

    # -- play ------------------------------------------------------------------------------
    def _choose_card(self, view, cards):
        return self._play(view, cards)

    def _play(self, view, cards):
        rules = view.rules
        pt = play_table(rules, view.contract)
        rk = pt.ranking
        strength, points = rk.strength, rk.points
        me = view.seat
        hand = view.hand.mask
        trick = [c for _, c in view.trick]
        know = infer(view, self._cache_for(view.seat))
        out_cards = know.unknown  # cards still held by the others

        def master(c: Card) -> bool:
            """No card still out beats ``c`` in its suit (and, for a plain card, trumps are gone or it is trumps)."""
            return not (out_cards & rk.above[c])

        trump_mask = rk.trump_mask
        trumps_out = (out_cards & trump_mask).bit_count()
        taker_team = view.taker.team if view.taker is not None else None

        if not trick:  # leading
            my_trumps = [c for c in cards if rk.is_trump(c)]
            if my_trumps and trumps_out and taker_team is me.team:
                top = max(my_trumps, key=lambda c: strength[c])
                if master(top):
                    return top, self._why(Message("bot.rule.play.draw_trumps", card=card_symbol(top), trumps=trumps_out))
            masters = [c for c in cards if not rk.is_trump(c) and master(c)]
            safe = [c for c in masters if not trumps_out or not any(
                know.excluded[s] >> (8 * c.suit) & 0xFF == 0xFF for s in know.counts)]
            if safe:
                c = max(safe, key=lambda c: points[c])
                return c, self._why(Message("bot.rule.play.lead_master", card=card_symbol(c)))
            plain = [c for c in cards if not rk.is_trump(c)] or cards
            # a small card from the longest suit, keeping tens guarded
            by_len = {}
            for c in plain:
                by_len.setdefault(c.suit, []).append(c)
            suit = max(by_len, key=lambda s: (len(by_len[s]), -sum(points[c] for c in by_len[s])))
            c = min(by_len[suit], key=lambda c: (points[c], strength[c]))
            return c, self._why(Message("bot.rule.play.lead_small", card=card_symbol(c)))

        wi = winner_index(pt, trick)
        best = trick[wi]
        n = len(trick)
        partner_winning = wi == n - 2
        beats = pt.beats
        winners = [c for c in cards if beats[c * 32 + best]]
        last = n == 3
        if partner_winning:
            safe = last or master(Card(best)) or not any(
                beats[x * 32 + best] for x in _cards(out_cards & ~know.excluded.get(me.next(rules.direction), 0)))
            if safe:
                givers = [c for c in cards if not beats[c * 32 + best]] or cards
                c = max(givers, key=lambda c: (points[c], -strength[c]))
                if points[c] >= 10:
                    return c, self._why(Message("bot.rule.play.load_partner", card=card_symbol(c), points=points[c]))
                return c, self._why(Message("bot.rule.play.give_points", card=card_symbol(c)))
            c = min(cards, key=lambda c: (points[c], strength[c]))
            return c, self._why(Message("bot.rule.play.partner_may_lose", card=card_symbol(c)))
        if winners:
            if last:
                c = max(winners, key=lambda c: (points[c], -strength[c]))
                return c, self._why(Message("bot.rule.play.win_last", card=card_symbol(c)))
            masters = [c for c in winners if master(c)]
            if masters:
                c = min(masters, key=lambda c: (strength[c], points[c]))
                return c, self._why(Message("bot.rule.play.win_master", card=card_symbol(c)))
            trick_pts = sum(points[x] for x in trick)
            if trick_pts >= 10:
                c = max(winners, key=lambda c: strength[c])
                return c, self._why(Message("bot.rule.play.win_points", points=trick_pts, card=card_symbol(c)))
        c = min(cards, key=lambda c: (points[c], strength[c], -bin(hand & (0xFF << (8 * c.suit))).count("1")))
        return c, self._why(Message("bot.rule.play.discard", card=card_symbol(c)))



def _pass_reason(legal, cards) -> Reason:
    """Why the rule-based bot passes, naming what each contract it could call would want: a suit contract
    counts the jack and nine of trumps with support, no trumps counts aces (and tens behind them, to stop
    the suits), all trumps counts jacks and nines (every suit is trumps). ``cards``: the hand plus the
    turn-up. Rules: seed 002 (sans-tout-atout) for NT and AT."""
    if "NT" not in legal and "AT" not in legal:
        return _PASS_SUIT_ONLY
    wants = []
    if any(s.letter in legal for s in Suit) or "take" in legal:
        wants.append(Message("bot.rule.pass.suit_wants"))
    if "NT" in legal:
        aces = sum(1 for c in cards if c.rank is Rank.ACE)
        tens = sum(1 for c in cards if c.rank is Rank.TEN)
        wants.append(Message("bot.rule.pass.no_trumps_wants", aces=Message("bot.rule.pass.aces", count=aces),
                             tens=Message("bot.rule.pass.tens", count=tens)))
    if "AT" in legal:
        jn = sum(1 for c in cards if c.rank in (Rank.JACK, Rank.NINE))
        wants.append(Message("bot.rule.pass.all_trumps_wants", jacks=jn))
    said = wants[0]
    for w in wants[1:]:
        said = Message("bot.rule.pass.and_then", first=said, second=w)
    return Reason(Message("bot.rule.pass", wants=said))


_PASS_SUIT_ONLY = Reason(Message("bot.rule.pass.suit_only"))
