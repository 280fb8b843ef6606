"""An independent, deliberately naive reading of the play rules, for property tests.

It shares nothing with the engine but the card notation: its own rank tables (as strings), its
own trick winner, and a card-by-card legality check written from the rule texts (docs/rules.md).
It is slow and simple on purpose.
"""
TRUMP_ORDER = "J 9 A 10 K Q 8 7".split()   # strongest first (seed 000, trumps)
PLAIN_ORDER = "A 10 K Q J 9 8 7".split()   # strongest first (seed 000, other suits)


def split(card: str):
    return card[:-1], card[-1]


def order_for(suit, contract, family):
    if family == "mariage":
        return PLAIN_ORDER
    if contract == "AT" or suit == contract:
        return TRUMP_ORDER
    return PLAIN_ORDER


def power(card, contract, family):
    """Higher is stronger, within a suit."""
    rank, suit = split(card)
    return 10 - order_for(suit, contract, family).index(rank)


def is_trump(card, contract):
    return contract not in ("NT", "AT") and split(card)[1] == contract


def best_card(cards, contract, family):
    """Index of the card winning the trick ``cards`` (in play order)."""
    led = split(cards[0])[1]
    trumps = [i for i, c in enumerate(cards) if is_trump(c, contract)]
    pool = trumps if trumps else [i for i, c in enumerate(cards) if split(c)[1] == led]
    return max(pool, key=lambda i: power(cards[i], contract, family))


def beats(a, b, contract, family):
    """Does a beat b when both are of the same suit?"""
    return power(a, contract, family) > power(b, contract, family)


def is_legal(card, hand, trick, contract, family, overtrump_partner, must_undertrump, marriage_exception,
             only_trumps_free=False):
    """Is ``card`` (in ``hand``) legal when ``trick`` (cards in play order) is on the table?

    ``only_trumps_free`` (coinche): with ``overtrump_partner``, a hand of nothing but trumps may play any
    of them when the partner is winning."""
    if not trick:
        return True
    led = split(trick[0])[1]
    suit = split(card)[1]
    holds_led = [c for c in hand if split(c)[1] == led]
    hand_trumps = [c for c in hand if is_trump(c, contract)]
    table_trumps = [c for c in trick if is_trump(c, contract)]
    top_trump = max(table_trumps, key=lambda c: power(c, contract, family)) if table_trumps else None
    partner_winning = len(trick) >= 2 and best_card(trick, contract, family) == len(trick) - 2
    winner = trick[best_card(trick, contract, family)]

    if family == "mariage":
        if holds_led:
            return suit == led
        if not is_trump(card, contract) or top_trump is None or beats(card, top_trump, contract, family):
            return True
        # a trump lower than the highest trump on the table
        if all(is_trump(c, contract) and not beats(c, top_trump, contract, family) for c in hand):
            return True
        rank = split(card)[0]
        t = contract
        if marriage_exception == "table":
            on = {split(c)[0] for c in trick if split(c)[1] == t}
            return (rank == "K" and "Q" in on) or (rank == "Q" and "K" in on) or (rank == "J" and {"K", "Q"} <= on)
        held = {split(c)[0] for c in hand if split(c)[1] == t}
        return {"K", "Q"} <= held and (rank in ("K", "Q") or rank == "J" and "J" in held)

    if contract == "NT":
        return suit == led if holds_led else True
    if contract == "AT":
        if not holds_led:
            return True
        if suit != led:
            return False
        if any(beats(c, winner, contract, family) for c in holds_led):
            return beats(card, winner, contract, family)
        return True

    # a trump suit contract
    if holds_led:
        if suit != led:
            return False
        if led == contract and any(beats(c, top_trump, contract, family) for c in holds_led):
            return beats(card, top_trump, contract, family)
        return True
    if not hand_trumps:
        return True
    if partner_winning:
        if overtrump_partner and is_trump(card, contract) and top_trump is not None:
            if only_trumps_free and len(hand_trumps) == len(hand):
                return True
            if any(beats(c, top_trump, contract, family) for c in hand_trumps):
                return beats(card, top_trump, contract, family)
        return True
    if top_trump is None:
        return is_trump(card, contract)
    if any(beats(c, top_trump, contract, family) for c in hand_trumps):
        return is_trump(card, contract) and beats(card, top_trump, contract, family)
    return is_trump(card, contract) if must_undertrump else True
