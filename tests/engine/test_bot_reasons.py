"""The bots' reasons are messages of the catalogue (belote_learn/bots/): ``choose_with_reason`` gives a
:class:`~belote_learn.bots.base.Reason`, the English text as before (a ``str``: it prints, joins and
compares as text) that can also be said in another language."""
from __future__ import annotations

import pickle

from belote_learn.bots.base import Reason
from belote_learn.bots.simple import RandomBot, RuleBot, _pass_reason
from belote_learn.core.cards import Card, CardSet, Seat, parse_cards
from belote_learn.core.messages import Message
from belote_learn.rules.position import Position
from belote_learn.systems.base.deal import SeatView


def partner_winning_view():
    # classic-501 (clockwise), hearts trumps. North leads 8♠, East (West's partner) wins with A♠, South
    # follows 7♠; West, last to play with no spade, may load the partner's trick with the 10♦ (10 points)
    p = Position.create("classic-501", "H", "W", "10D 7C QD", "N:8S E:AS S:7S")
    return SeatView(seat=Seat.W, phase="play", dealer=Seat.S, turn_up=Card.NINE_OF_HEARTS, contract=p.contract,
                    taker=Seat.N, hand=CardSet(p.hand), cards_left={s: 2 if s is not Seat.W else 3 for s in Seat},
                    calls=[], trick=list(p.trick), tricks=[], to_play=Seat.W, legal=list(p.legal_cards()),
                    announcements=[], rules=p.rules)


def test_a_reason_is_english_text_that_keeps_its_message(french):
    french({"bot.rule.play.load_partner": "Le partenaire tient le pli : chargez-le avec {card} ({points} points)."})
    action, reason = RuleBot(seed=1).choose_with_reason(partner_winning_view())
    assert action is Card.TEN_OF_DIAMONDS and isinstance(reason, Reason) and isinstance(reason, str)
    english = "Partner is winning the trick safely: load it with 10♦ (10 points)."
    assert reason == str(reason) == reason.render() == english and len(reason) == len(english)
    assert reason.render("fr") == "Le partenaire tient le pli : chargez-le avec 10♦ (10 points)."
    assert " ".join([reason, "More."]) == english + " More."  # text operations work as on any text


def test_a_reason_nested_in_a_message_takes_that_message_s_language(french):
    french({"bot.random.choice": "Un choix permis au hasard.", "error.field": "{field} : {message}"})
    _, reason = RandomBot(seed=1).choose_with_reason(partner_winning_view())
    assert reason == "A random legal choice."
    assert Message("error.field", field="West", message=reason).render("fr") == "West : Un choix permis au hasard."


def test_a_reason_survives_pickling():
    reason = Reason(Message("bot.rule.play.discard", card="7♣"))
    again = pickle.loads(pickle.dumps(reason))
    assert again == reason == "The trick cannot be won cheaply: discard the smallest card, 7♣."
    assert again.message == reason.message


def test_the_pass_reason_counts_aces_and_tens_in_the_plural_only_when_not_one():
    # hand plus turn-up A♠ A♥ 10♦ 7♣ 8♣ 9♣: 2 aces, 1 ten; a suit, no trumps and all trumps may be called
    # (here J and 9 count as "jacks and nines": 9♣ is the only one)
    reason = _pass_reason(["pass", "S", "NT", "AT"], parse_cards("AS AH 10D 7C 8C 9C"))
    assert reason == ("Not strong enough to take: a suit wants the jack or nine of trumps with a couple of other "
                      "trumps and an ace or two; no trumps wants three aces or more, with tens to stop the suits "
                      "(here 2 aces, 1 ten); all trumps wants three jacks and nines or more, every suit being "
                      "trumps (here 1).")


def test_a_point_count_says_its_parts_in_the_language_asked(french):
    from belote_learn.bots.pointcount import taker_count

    french({"bot.count.part.trumps": ("{count} atout", "{count} atouts"), "bot.count.part.void": "chicane à {suit}",
            "word.suit.clubs": "trèfle"})
    # J♥ 9♥ 7♥ A♠ 8♠ 7♦ 8♦ 10♦ for hearts: jack 25, nine 20, 3 trumps 30, A♠ 10, 10♦ guarded 5 (with
    # 7♦ 8♦), no club: void 5; 25 + 20 + 30 + 10 + 5 + 5 = 95
    c = taker_count(CardSet.parse("JH 9H 7H AS 8S 7D 8D 10D").mask, "H")
    assert c.text() == "J♥ 25 + 9♥ 20 + 3 trumps 30 + A♠ 10 + 10♦ guarded 5 + void in clubs 5 = 95"
    assert c.text("fr") == "J♥ 25 + 9♥ 20 + 3 atouts 30 + A♠ 10 + 10♦ guarded 5 + chicane à trèfle 5 = 95"
    assert [str(w) for w, _ in c.parts][2] == "3 trumps"  # the parts stay text, as the lessons' tables use them


def test_the_point_count_s_call_is_a_reason(french):
    from belote_learn.bots.pointcount import rule_call
    from belote_learn.rules.presets import get_rules
    from belote_learn.systems.coinche.auction import CoincheAuction

    french({"bot.count.no_open": "{words} : moins de {open_at}, pas assez pour ouvrir. Passe."})
    rules = get_rules("coinche")
    auction = CoincheAuction(rules, Seat.W)  # North speaks first (coinche plays anticlockwise: W deals, N next)
    # 7♠ 8♠ 7♥ 8♥ 7♦ 8♦ 7♣ 9♣: no jack, nine of clubs 20 + 2 trumps 20 = 40 at best (clubs); 40 + 40 = 80,
    # under the 90 that opens
    call, why = rule_call(rules, CardSet.parse("7S 8S 7H 8H 7D 8D 7C 9C").mask, auction.to_speak, auction)
    assert call == "pass" and isinstance(why, Reason)
    assert why.endswith(": under 90, not enough to open. Pass.")
    assert why.render("fr").endswith(" : moins de 90, pas assez pour ouvrir. Passe.")


def test_a_double_dummy_review_renders_in_the_language_asked(french):
    from belote_learn.bots.dd import CardReview

    french({"bot.dd.review.best": "la meilleure carte", "word.seat.south": "Sud"})
    # the 11th card of the play (index 10) is in trick 3 (10 // 4 + 1); South's J♠ kept as many points
    # for North-South (89) as the best card, so nothing was lost
    review = CardReview(10, Seat.S, Card.parse("JS"), Card.parse("JS"), {Card.parse("JS"): 89, Card.parse("AS"): 85}, 0)
    assert review.text == review.render() == ("Trick 3, South played J♠: the best card (points North-South take "
                                              "from here on with best play, double-dummy: J♠ 89, A♠ 85).")
    assert review.render("fr").startswith("Trick 3, Sud played J♠: la meilleure carte (points North-South take")


def test_a_tournament_table_says_its_words_in_the_language_asked(french):
    from belote_learn.bots.tournament import SideStats, TournamentResult

    french({"bot.tournament.games": ("{count} partie de {rules}", "{count} parties de {rules}"),
            "bot.tournament.column.won": "gagnées"})
    # one game, won by the rule-based side: no "seats swapped" (that needs two games or more), no draw
    result = TournamentResult("classic-501", 1, SideStats("rule", 1, 3, 300, 2, 2), SideStats("random", 0, 3, 150, 1, 0))
    english = result.text().splitlines()
    assert english[0] == "1 game of classic-501"
    assert english[1].split() == ["bot", "won", "rate", "95%", "CI", "pts/deal", "taken", "made"]
    french_lines = result.text("fr").splitlines()
    assert french_lines[0] == "1 partie de classic-501"  # French says the singular for 0 and 1
    assert french_lines[1].split()[:2] == ["bot", "gagnées"]
