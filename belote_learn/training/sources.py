"""Where a level's position comes from: a deal replayed from a seed, or cards composed by hand; and the
readers of a learner's responses.

A seeded level names a game (``seed``, ``dealer``): the game is started with that seed (the same shuffle
every time, :func:`~belote_learn.game.new_game`) and its first deal that reaches the play is played by the
rule-based bot (:func:`~belote_learn.bots.make_bot`, ``"rule"``, with the same seed), so the same seed gives
the same deal and the same cards played on every machine. A claim of mariage ("out", "cape") is replaced by
the bot's first legal card, as in the lessons' ending exercise, so that every deal is played to its last
trick.

Every reader raises a :class:`~belote_learn.core.errors.BeloteError` in one line naming what was wrong:
:class:`~belote_learn.core.errors.NotationError` for a response that cannot be read.
"""
from __future__ import annotations

from belote_learn.core.cards import Card, CardSet, Seat, Suit, Team, parse_card, parse_seat, parse_team
from belote_learn.core.errors import BeloteError, NotationError, PositionError, shown
from belote_learn.core.messages import Message

__all__ = ["position_of", "deal_at", "finished_deal", "start_of_play", "read_cards", "read_card", "read_number", "read_voids",
           "read_declarations", "read_scores", "read_call", "read_line"]

_MAX_DEALS = 12  # a seed reaches a played deal within a few throw-ins (four passes twice, or in coinche)


def _game(rules, seed: int, dealer: Seat):
    from belote_learn.bots import make_bot
    from belote_learn.systems import system_of

    return system_of(rules).new_game(rules, seed=seed, dealer=dealer), make_bot("rule", seed=seed)


def _drive(rules, seed: int, dealer: Seat, stop):
    """Play the game of ``seed`` with the rule-based bot until ``stop(deal)`` is true (checked before each
    action and once the deal is over); return that deal. Raises PositionError when no deal of the first
    twelve stops."""
    game, bot = _game(rules, seed, dealer)
    for _ in range(_MAX_DEALS):
        deal = game.deal
        while game.deal is deal and not deal.is_over:
            if stop(deal):
                return deal
            action = bot.choose(game.view(game.current_player()))
            if isinstance(action, str) and action in ("out", "cape"):  # mariage claims: play the deal out
                action = next(a for a in deal.legal_actions() if not isinstance(a, str))
            game.apply(action)
        if stop(deal):
            return deal
        if game.over:
            break
    raise PositionError("deal", Message("training.source.seed_never_plays", seed=seed, preset=rules.preset))


def deal_at(rules, seed: int, dealer: Seat, trick: int, card: int):
    """The first played deal of the game of ``seed`` (see the module text) when trick ``trick`` (1 to 8)
    has ``card`` cards (0 to 3) on the table: the player to move is the learner.

    Raises:
        PositionError: the seed never reaches that point (field ``deal``).
    """
    return _drive(rules, seed, dealer,
                  lambda d: d.phase == "play" and len(d.tricks) == trick - 1 and len(d.trick) == card)


def position_of(deal):
    """The :class:`~belote_learn.rules.position.Position` of the player to move in a deal's play (any system)."""
    from belote_learn.rules.position import Position

    seat = deal.current_player()
    return Position(deal.rules, deal.contract, seat, tuple(CardSet(deal.hands[seat])), tuple(deal.trick))


def start_of_play(rules, seed: int, dealer: Seat):
    """The first played deal of the game of ``seed`` as the play starts (every hand complete)."""
    return deal_at(rules, seed, dealer, 1, 0)


def finished_deal(rules, seed: int, dealer: Seat):
    """The first deal of the game of ``seed`` played to its last trick and scored."""
    return _drive(rules, seed, dealer, lambda d: d.phase == "done" and len(d.tricks) == 8)


# -- the learner's responses ---------------------------------------------------------------------------------
def _items(response) -> list:
    if isinstance(response, str):
        return response.replace(",", " ").split()
    if isinstance(response, (Card, Seat, Suit)):
        return [response]
    if isinstance(response, CardSet):
        return list(response)
    if isinstance(response, (list, tuple, set, frozenset)):
        return list(response)
    raise NotationError(Message("training.response.not_a_list", value=shown(response)))


def read_cards(response) -> list[Card]:
    """Cards: ``"JH 7H"``, ``"J♥, 7♥"``, a list of cards or card texts, a :class:`CardSet`; ``""`` or ``[]``
    for none. Each card once (a card named twice is read once).

    Raises:
        NotationError: not a list of cards, or an unreadable card (named).
    """
    out: list[Card] = []
    for item in _items(response):
        if not isinstance(item, (str, Card)):
            raise NotationError(Message("training.response.not_a_card", value=shown(item)))
        card = parse_card(item)
        if card not in out:
            out.append(card)
    return out


def read_card(response) -> Card:
    """One card (``"JH"``, ``"J♥"``, a :class:`Card`). Raises NotationError."""
    cards = read_cards(response) if not isinstance(response, (list, tuple, set, frozenset, CardSet)) else None
    if cards is None or len(cards) != 1:
        raise NotationError(Message("training.response.one_card", value=shown(response)))
    return cards[0]


def read_number(response) -> int:
    """A whole number of points: an int or its text (``"162"``). Raises NotationError."""
    if isinstance(response, bool):
        raise NotationError(Message("training.response.not_a_number", value=shown(response)))
    if isinstance(response, int):
        return int(response)
    if isinstance(response, float) and response.is_integer():
        return int(response)
    if isinstance(response, str) and response.strip().lstrip("+-").isdigit() and len(response.strip()) <= 6:
        return int(response.strip())
    raise NotationError(Message("training.response.not_a_number", value=shown(response)))


def _seat_suit(item) -> tuple[Seat, Suit]:
    if isinstance(item, str):
        seat, sep, suit = item.partition(":")
        if not sep:
            raise NotationError(Message("training.response.not_a_void", value=shown(item)))
        return parse_seat(seat), Suit.parse(suit)
    if isinstance(item, (list, tuple)) and len(item) == 2:
        seat, suit = item
        return (seat if isinstance(seat, Seat) else parse_seat(seat),
                suit if isinstance(suit, Suit) else Suit.parse(suit) if isinstance(suit, str) else _bad_void(item))
    return _bad_void(item)


def _bad_void(item):
    raise NotationError(Message("training.response.not_a_void", value=shown(item)))


def read_voids(response) -> set[tuple[Seat, Suit]]:
    """Players and the suits they have none of: ``"E:S W:H"``, ``[("E", "S"), ...]`` or ``{"E": ["S"], ...}``;
    ``""`` or ``[]`` for none. Raises NotationError."""
    if isinstance(response, dict):
        pairs = []
        for seat, suits in response.items():
            for suit in _items(suits):
                pairs.append((seat, suit))
        response = pairs
    return {_seat_suit(item) for item in _items(response)}


def read_declarations(response) -> tuple[Team | None, int]:
    """Which team scores its declarations and how many points: ``{"team": "NS", "points": 50}``,
    ``("NS", 50)``, or ``"none"`` / ``None`` / ``{"team": None}`` when nobody scores (0 points).
    Raises NotationError."""
    if response is None or (isinstance(response, str) and response.strip().lower() in ("none", "nobody", "")):
        return None, 0
    if isinstance(response, dict):
        team, points = response.get("team"), response.get("points", 0)
    elif isinstance(response, (list, tuple)) and len(response) == 2:
        team, points = response
    else:
        raise NotationError(Message("training.response.not_declarations", value=shown(response)))
    if team is None or (isinstance(team, str) and team.strip().lower() in ("none", "nobody")):
        return None, read_number(points) if points not in (None, "") else 0
    if not isinstance(team, (str, Team)):
        raise NotationError(Message("training.response.not_declarations", value=shown(response)))
    return (team if isinstance(team, Team) else parse_team(team)), read_number(points)


def read_scores(response) -> dict:
    """Each team's score: ``{"NS": 90, "EW": 72}`` or ``(90, 72)`` (North-South first).
    Raises NotationError."""
    if isinstance(response, dict):
        out = {}
        for key, value in response.items():
            if not isinstance(key, (str, Team)):
                raise NotationError(Message("training.response.not_scores", value=shown(response)))
            out[key if isinstance(key, Team) else parse_team(key)] = read_number(value)
        if set(out) != {Team.NS, Team.EW}:
            raise NotationError(Message("training.response.not_scores", value=shown(response)))
        return out
    if isinstance(response, (list, tuple)) and len(response) == 2:
        return {Team.NS: read_number(response[0]), Team.EW: read_number(response[1])}
    raise NotationError(Message("training.response.not_scores", value=shown(response)))


def read_call(response, rules) -> str:
    """A call of ``rules``' auction as its system writes it (``"take"``, ``"pass"``, ``"H"``, ``"80 H"``,
    ``"coinche"``). Raises NotationError."""
    from belote_learn.systems import system_of

    if not isinstance(response, str):
        raise NotationError(Message("training.response.not_a_call", value=shown(response)))
    return system_of(rules).parse_call(response)


def read_line(response) -> list[Card]:
    """The learner's cards of an ending in the order played: ``"AS 10S 7H"`` or a list. Raises NotationError."""
    out = []
    for item in _items(response):
        if not isinstance(item, (str, Card)):
            raise NotationError(Message("training.response.not_a_card", value=shown(item)))
        out.append(parse_card(item))
    return out

