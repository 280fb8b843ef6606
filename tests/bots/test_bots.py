"""Bots: every level plays legal actions in every preset and says why; games with bots replay from
their seeds; what a bot may know is inferred correctly; tournaments and the simulate command."""
import json
import random

import pytest

from belote_learn import Card, CardSet, Seat, get_rules
from belote_learn.bots import RandomBot, RuleBot, make_bot, play_game
from belote_learn.bots.expert import ExpertBot
from belote_learn.bots.knowledge import infer, sample_hands
from belote_learn.bots.tournament import run_tournament, wilson_interval
from belote_learn.cli import main
from belote_learn.systems.classic.deal import Deal
from belote_learn.core.deck import shuffled_pack
from belote_learn.systems.classic.game import Game
from belote_learn.systems.mariage.game import MariageGame


def new_game(preset, seed):
    opts = {"target": 151} if preset != "mariage" else None
    return MariageGame(seed=seed) if preset == "mariage" else Game(preset, seed=seed, options=opts)


@pytest.mark.parametrize("preset", ["classic-501", "classic-1000", "sans-tout-atout", "mariage"])
@pytest.mark.parametrize("level", ["random", "rule", "expert"])
def test_bots_play_legal_actions_with_reasons(preset, level):
    g = new_game(preset, 3)
    bot = make_bot(level, seed=1, **({"samples": 4, "min_samples": 2, "bid_simulations": 4} if level == "expert" else {}))
    other = make_bot("rule", seed=2)
    n = 0
    while not g.over and n < 80:
        seat = g.current_player()
        view = g.view(seat)
        b = bot if seat.team.value == "NS" else other
        action, reason = b.choose_with_reason(view)
        assert action in view.legal and isinstance(reason, str) and reason
        g.apply(action)
        n += 1
    assert n > 0


def test_games_with_bots_replay_from_seeds():
    def run():
        g = Game("classic-1000", seed=9, options={"target": 301})
        bots = {"N": make_bot("rule", seed=1), "S": make_bot("rule", seed=2), "E": make_bot("random", seed=3), "W": make_bot("random", seed=4)}
        return play_game(g, bots)

    a, b = run(), run()
    assert a.actions == b.actions and a.totals == b.totals


def test_rule_bot_gives_points_to_a_winning_partner():
    # classic-501 (clockwise), hearts trumps. North leads 8♠, East (West's partner) wins with A♠, South
    # follows 7♠; West, last to play with no spade, loads the partner's trick with the 10♦
    from belote_learn.systems.base.deal import SeatView
    from belote_learn.rules.position import Position

    bot = RuleBot(seed=1)
    p = Position.create("classic-501", "H", "W", "10D 7C QD", "N:8S E:AS S:7S")
    v = SeatView(seat=Seat.W, phase="play", dealer=Seat.S, turn_up=Card.NINE_OF_HEARTS, contract=p.contract,
                 taker=Seat.N, hand=CardSet(p.hand), cards_left={s: 2 if s is not Seat.W else 3 for s in Seat},
                 calls=[], trick=list(p.trick), tricks=[], to_play=Seat.W, legal=list(p.legal_cards()),
                 announcements=[], rules=p.rules)
    action, reason = bot.choose_with_reason(v)
    assert action is Card.TEN_OF_DIAMONDS and "load it with 10♦" in reason


def test_knowledge_infers_voids_and_samples_respect_them():
    rules = get_rules("classic-501")
    rng = random.Random(5)
    for seed in range(30):
        d = Deal.from_pack(rules, Seat.N, shuffled_pack(seed=seed))
        d.apply("take")
        for _ in range(rng.randrange(4, 20)):
            d.apply(rng.choice(d.legal_actions()))
        seat = d.current_player()
        view = d.view(seat)
        k = infer(view)
        for s in Seat:
            if s != seat:
                # the truth is always possible: no held card is excluded
                assert d.hands[s] & k.excluded[s] == 0
                assert k.counts[s] == bin(d.hands[s]).count("1")
        layout = sample_hands(k, rng)
        assert layout is not None
        for s, m in layout.items():
            assert m & k.excluded[s] == 0 and bin(m).count("1") == k.counts[s]
        assert sum(layout.values()) == k.unknown


def test_expert_takes_the_obvious_last_trick_points():
    # the expert's card choice equals the best double-dummy card when every hand is known in effect
    g = Game("classic-501", seed=2, dealer="N")
    g.apply("take")
    expert = ExpertBot(seed=1, samples=6)
    card, reason = expert.choose_with_reason(g.view(g.current_player()))
    assert card in g.legal_actions() and "possible layouts" in reason


def test_make_bot_and_wilson():
    assert isinstance(make_bot("random"), RandomBot) and isinstance(make_bot("rule"), RuleBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("genius")
    lo, hi = wilson_interval(95, 100)
    assert 0.88 < lo < 0.95 < hi < 0.99


def test_tournament_and_simulate_command(capsys):
    r = run_tournament("rule", "random", 6, "classic-501", seed=1, options={"target": 151})
    assert r.games == 6 and r.a.games_won + r.b.games_won == 6
    assert r.a.deals == r.b.deals > 0
    assert main(["simulate", "--games", "4", "--ns", "rule", "--ew", "random", "--json", "--no-progress"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 4 and [s["bot"] for s in out["sides"]] == ["rule", "random"]
    assert main(["simulate", "--games", "2", "--ns", "nobody"]) == 2
    assert "unknown bot" in capsys.readouterr().err
    assert main(["simulate", "--games", "2", "--rules", "tarot"]) == 2
    with pytest.raises(SystemExit):
        main(["simulate", "--games", "-3"])


def test_rule_bot_pass_reason_words_each_contract_truthfully():
    """sans-tout-atout round 1 allows the turn-up's suit, NT and AT (seed 002): the pass reason must say what
    each of them counts, not reuse the suit wording for NT/AT; a classic pass keeps the suit wording."""
    from belote_learn.bots.simple import _pass_reason

    # hand + turn-up: AS AH (2 aces), TS (1 ten), JC 9D (2 of the jacks and nines), 7H 8C 7D
    cards = [Card.parse(t) for t in ["AS", "AH", "TS", "JC", "9D", "7H", "8C", "7D"]]
    sta = _pass_reason(["pass", "take", "NT", "AT"], cards)
    assert "no trumps wants three aces or more" in sta and "(here 2 aces, 1 ten)" in sta  # AS AH; TS
    assert "all trumps wants three jacks and nines or more" in sta and "(here 2)" in sta  # JC 9D
    assert "a suit wants the jack or nine of trumps" in sta
    assert "that wants" not in sta
    classic = _pass_reason(["pass", "take"], cards)
    assert classic == ("Not strong enough to take: that wants the jack or nine of trumps with a couple of "
                       "other trumps and an ace or two.")
    assert "no trumps" not in classic and "all trumps" not in classic


def test_rule_bot_passes_in_sans_tout_atout_with_nt_and_at_wording():
    """Whole sans-tout-atout deals: every rule-bot pass where NT is legal names no trumps and all trumps."""
    seen = 0
    for seed in range(12):
        g = Game("sans-tout-atout", seed=seed, options={"target": 151})
        bot = RuleBot(seed=seed)
        for _ in range(4):
            view = g.view(g.current_player())
            if "NT" not in view.legal:
                break
            action, reason = bot.choose_with_reason(view)
            if action == "pass":
                seen += 1
                assert "no trumps wants" in reason and "all trumps wants" in reason, reason
                assert "that wants the jack or nine" not in reason, reason
            g.apply(action)
    assert seen > 0  # at least one pass was checked


def test_a_bot_playing_out_simulations_keeps_its_reasons_unsaid():
    # the bidding trainer's playouts (bots/bidsim.py) play thousands of cards nobody reads about: a bot with
    # explain off keeps each reason as its bare message, and chooses exactly the same cards
    from belote_learn.bots.simple import RuleBot
    from belote_learn.bots.base import Reason
    from belote_learn.core.messages import Message
    from belote_learn.game import Game

    def play(explain):
        g = Game("classic-501", seed=11)
        bot = RuleBot(seed=3)
        bot.explain = explain
        actions, reasons = [], []
        while not g.over and len(actions) < 60:
            a = bot.choose(g.view(g.current_player()))
            actions.append(a)
            reasons.append(bot.last_reason)
            g.apply(a)
        return actions, reasons

    said, said_reasons = play(True)
    quiet, quiet_reasons = play(False)
    assert said == quiet
    chosen = [i for i, r in enumerate(said_reasons) if isinstance(r, Reason) and r.message.id.startswith("bot.rule.play")]
    assert chosen  # the rule-based bot chose some cards by its own rules
    for i in chosen:
        assert type(quiet_reasons[i]) is Message and quiet_reasons[i] == said_reasons[i].message
