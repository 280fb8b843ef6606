"""The lesson helpers (belote_learn.lessons): every figure worked out by hand from the rules, the quizzes'
answers checked by the engine and hidden until answered, bad input shown in one line."""
import re
import subprocess
import sys

import pytest

from belote_learn import Card, CardSet, Seat, Team
from belote_learn.lessons import (
    lead_tip_quiz,
    ChoiceQuestion,
    Refused,
    Shown,
    bid_quiz,
    calls_quiz,
    card_order,
    cards_received_quiz,
    coches_quiz,
    compare_declarations_of,
    deal_in_tens,
    declaration_value_quiz,
    declarations_winner_quiz,
    ending_exercise,
    find_the_illegal_card,
    first_player_quiz,
    game_end,
    game_end_quiz,
    legal_cards_quiz,
    load_the_trick_quiz,
    mariage_action_quiz,
    mariage_deal,
    marriage_value_quiz,
    next_dealer_quiz,
    order_quiz,
    packets_quiz,
    partners_draw_quiz,
    points_quiz,
    result_quiz,
    score_quiz,
    show_auction,
    show_contracts,
    show_deal,
    show_table,
    show_trick,
    table_marriage_quiz,
    taker_quiz,
    tens_quiz,
    total_quiz,
    trumps_out_quiz,
    winner_quiz,
    worked_score,
)

SEED_001 = dict(system="classic-1000", trumps="H", taker="N", last_trick="takers", belote="takers",
                declarations={"takers": "7S 8S 9S"})


class TestWorkedScoring:
    def test_seed_001_example_made_147_55(self):
        # 97 card points + 10 dix de der + 20 belote + 20 tierce = 147; defenders 152 - 97 = 55; made
        s = worked_score(takers_cards=97, **SEED_001).data["score"]
        assert s.result == "made" and s.score == {Team.NS: 147, Team.EW: 55}

    def test_seed_001_example_still_made_112_90(self):
        # 62 + 10 + 20 + 20 = 112 against 152 - 62 = 90
        s = worked_score(takers_cards=62, **SEED_001).data["score"]
        assert s.result == "made" and s.score == {Team.NS: 112, Team.EW: 90}

    def test_seed_001_example_dedans_182_20(self):
        # 30 + 10 + 40 = 80 < 122: the defenders write 162 + 20 (the takers' tierce) = 182, the takers 20 (belote)
        r = worked_score(takers_cards=30, **SEED_001)
        assert r.data["score"].score == {Team.NS: 20, Team.EW: 182}
        assert "30 card points + 10 for the last trick (dix de der) + 20 belote" in r.text
        assert "Score for this hand: North-South 20, East-West 182." in r.text

    def test_classic_501_litige_and_release(self):
        # 71 + 10 = 81 = 152 - 71: litige, the defenders score 81 now, 81 held
        s = worked_score(system="classic-501", trumps="H", taker="N", takers_cards=71).data["score"]
        assert (s.result, s.score[Team.EW], s.held_over) == ("litige", 81, 81)
        # next hand East takes and makes it with 90 + 10 = 100 > 62: 100 + 81 held = 181
        s = worked_score(system="classic-501", trumps="D", taker="E", takers_cards=90, held_over=81).data["score"]
        assert s.score == {Team.NS: 62, Team.EW: 181}

    def test_capot_and_sans_tout_atout_capot(self):
        # classic-501 capot: 252 + 20 belote
        assert worked_score(system="classic-501", takers_cards=152, belote="takers").data["score"].score[Team.NS] == 272
        # sans-tout-atout no trumps capot: 130 + 200 = 330
        s = worked_score(system="sans-tout-atout", trumps="NT", takers_cards=120).data["score"]
        assert s.result == "capot" and s.score[Team.NS] == 330

    def test_rounding_option(self):
        # 74 + 10 = 84 -> 80; 78 -> 80
        s = worked_score(system="classic-1000", options={"rounding": True}, takers_cards=74).data["score"]
        assert s.score == {Team.NS: 80, Team.EW: 80}

    @pytest.mark.parametrize("kw, words", [
        (dict(takers_cards=200), "takers_cards: a whole number from 0 to 152"),
        (dict(takers_cards=40, trumps="X"), "trumps: \"X\" is not a suit"),
        (dict(system="classic-501", takers_cards=40, declarations={"takers": "7S 8S 9S"}), "only with the option"),
        (dict(system="sans-tout-atout", trumps="NT", takers_cards=40, belote="takers"), "no belote in no trumps"),
        (dict(system="mariage", takers_cards=40), "scored in tens"),
        (dict(takers_cards=100, takers_tricks=8), "8 tricks means every card"),
    ])
    def test_bad_input_is_one_line_naming_the_argument(self, kw, words):
        r = worked_score(**kw)
        assert isinstance(r, Refused) and words in r.error and "\n" not in r.error


class TestScoreQuiz:
    def test_right_answer(self):
        q = score_quiz(takers_cards=97, **SEED_001)
        assert q.answer(ns=147, ew=55) is True and q.feedback.startswith("Right!")

    def test_a_forgotten_belote_is_pointed_at(self):
        q = score_quiz(takers_cards=97, **SEED_001)
        # 147 - 127 = 20: the belote line (the first line worth 20 to the takers)
        assert q.answer(ns=127, ew=55) is False
        missed = [q.score.lines()[i].item for i in q.missed]
        assert missed == ["Belote and rebelote (North, K and Q of hearts)"]
        assert "bl-missed" in q.breakdown.value

    def test_dedans_points_at_the_result_line(self):
        q = score_quiz(takers_cards=30, **SEED_001)
        # the learner writes each team's own total (80 and 122): neither difference is one line, the result decides
        assert q.answer(ns=80, ew=122) is False
        assert [q.score.lines()[i].item.split(":")[0] for i in q.missed] == ["Dedans"]

    def test_the_question_gives_the_facts_not_the_answer(self):
        q = score_quiz(takers_cards=97, **SEED_001)
        assert "97" in q.question and "147" not in q.question and "147" not in q.question_html()
        assert q.right is None and q.feedback == "" and q.breakdown.value == ""

    def test_typed_text_is_refused_in_the_widget(self):
        q = score_quiz(takers_cards=97, **SEED_001)
        assert q.answer(ns="abc", ew=55) is None and "type a whole number" in q.error and q.right is None

    def test_the_check_button(self):
        q = score_quiz(system="classic-501", trumps="D", taker="S", takers_cards=55, last_trick="defenders", belote="takers")
        # 55 + 20 = 75 < 97 + 10 = 107: dedans, North-South keep 20, East-West 162
        q.ns_box.value, q.ew_box.value = "20", " 162 "  # what is typed: text (a space around is no error)
        q.check_button.click()
        assert q.right is True
        q.ns_box.value = "1e9"  # a text box: not turned into 19 as a browser's number box would
        q.check_button.click()
        # the verdict went as the box changed (it was about 20); the Check names what was typed
        assert q.right is None and q.error == 'North-South: type a whole number, not "1e9"'


class TestQuizzes:
    def test_order_and_points(self):
        q = order_quiz(system="classic-501", trumps="H", cards=("9H", "AH"))
        assert q.answer("A♥") is False and "9♥" in q.feedback  # trumps: J 9 A 10 ...
        assert order_quiz(system="classic-501", trumps="H", cards=("10S", "KS")).answer("10♠")  # plain: A 10 K
        assert order_quiz(system="mariage", trumps="H", cards=("JH", "10H")).answer("10♥")  # mariage: A 10 K Q J
        assert points_quiz(system="classic-501", trumps="S", cards="AS 9S 10S").answer(35)  # 11 + 14 + 10
        assert points_quiz(system="mariage", trumps="C", cards="AC JC 9C 10S").answer(23)  # 11 + 2 + 0 + 10

    @pytest.mark.parametrize("system, trumps, total", [("classic-501", "H", 162), ("sans-tout-atout", "AT", 258),
                                                       ("sans-tout-atout", "NT", 130), ("mariage", "S", 120)])
    def test_totals(self, system, trumps, total):
        # 152 + 10; 4 x 62 + 10; 4 x 30 + 10; 4 x 30 and no last-trick bonus
        assert total_quiz(system=system, trumps=trumps).answer(total)

    def test_seats(self):
        # classic-501 is clockwise N E S W; classic-1000 anticlockwise N W S E
        assert first_player_quiz(system="classic-501", dealer="W", what="leads").answer("North")
        assert first_player_quiz(system="classic-1000", dealer="E", what="speaks first").answer("North")
        assert next_dealer_quiz(system="classic-1000", dealer="N").answer("West")
        assert next_dealer_quiz(system="classic-501", dealer="W").answer("North")

    def test_calls_round_two_excludes_the_turn_up_suit(self):
        q = calls_quiz(system="classic-501", dealer="N", turn_up="10C", calls_before=["pass"] * 5)
        assert q.answer("pass S H D") is True
        q = calls_quiz(system="classic-501", dealer="N", turn_up="10C", calls_before=["pass"] * 5)
        assert q.answer("pass C") is False and "clubs were refused" in q.feedback

    def test_calls_in_the_sans_tout_atout_auction(self):
        # round 1 after a diamond bid: only higher bids among the turn-up's suit, NT, AT: pass, NT, AT
        assert calls_quiz(system="sans-tout-atout", dealer="N", turn_up="10D", calls_before=["D"]).answer("pass NT AT")
        # round 2 after clubs: any higher contract
        q = calls_quiz(system="sans-tout-atout", dealer="N", turn_up="10D", calls_before=["pass"] * 4 + ["C"])
        assert q.answer("pass D H NT AT")

    def test_taker_and_cards_received(self):
        assert taker_quiz(system="classic-501", dealer="E", turn_up="7S", calls=["pass"] * 8).answer("The cards are thrown in")
        # anticlockwise from North: West bids no trumps, three passes close it
        assert taker_quiz(system="sans-tout-atout", dealer="N", turn_up="10D",
                          calls=["NT", "pass", "pass", "pass"]).answer("West takes, no trumps")
        # the taker gets the turn-up and 2 cards: 3; the others 3
        assert cards_received_quiz(system="classic-501", seed=7, calls=["pass", "pass", "take"]).answer(3)
        assert cards_received_quiz(system="classic-501", seed=7, calls=["pass", "pass", "take"], who="E").answer(3)

    def test_packets(self):
        assert [packets_quiz(system="mariage", round=k)._solution for k in (1, 2, 3)] == [1, 3, 4]
        assert [packets_quiz(system="classic-501", round=k)._solution for k in (1, 2)] == [3, 2]

    def test_legal_cards_and_winner(self):
        # classic-1000: partner North wins with 10H; South void in diamonds may discard or beat with AH, not 8H
        q = legal_cards_quiz(system="classic-1000", trumps="H", to_play="S", hand="AH 8H KC", trick="E:AD N:10H W:7D")
        assert q.answer("AH KC") is True
        q = legal_cards_quiz(system="classic-501", trumps="H", to_play="S", hand="8H 8D KC", trick="W:AS N:9H E:10S")
        assert q.answer("8H") is False and "K♣" in q.feedback  # partner winning: any card, all three
        assert winner_quiz(system="sans-tout-atout", trumps="AT", trick="N:AD W:9D S:JS E:10D").answer("West")
        assert winner_quiz(system="sans-tout-atout", trumps="NT", trick="N:7S W:AH S:10S E:KS").answer("South")

    def test_declarations(self):
        # four jacks 200 (the J♦ goes to them) + A K Q of diamonds, a tierce, 20
        assert declaration_value_quiz(hand="AD KD QD JH JS JC JD 9H").answer(220)
        # four kings beat a hundred of the same value
        assert declarations_winner_quiz(system="classic-1000", trumps="S", dealer="W",
                                        hands={"N": "7D 8D 9D 10D JD", "E": "QS QH QD QC"}).answer("East-West")
        # exact tie: classic-1000 gives it to the earlier speaker (dealer E: N W S E, so West)
        assert declarations_winner_quiz(system="classic-1000", trumps="D", dealer="E",
                                        hands={"W": "8H 9H 10H", "S": "8C 9C 10C"}).answer("East-West")
        # the same exact tie in sans-tout-atout: nobody
        assert declarations_winner_quiz(system="sans-tout-atout", trumps="C", dealer="N",
                                        hands={"S": "QD KD AD", "W": "QH KH AH"}).answer("Nobody")

    def test_results_and_game_end(self):
        assert result_quiz(system="classic-501", trumps="S", taker="W", takers_cards=61, belote="takers").answer("litige")  # 91 = 91
        assert result_quiz(system="classic-1000", trumps="D", taker="E", takers_cards=61, belote="takers").answer("made")
        # 1010 and 1062 in the same hand: classic-1000 says draw
        assert game_end_quiz(system="classic-1000", before={"NS": 950, "EW": 960}, hand={"NS": 60, "EW": 102}).answer("A draw")
        # 531 = 531: another hand
        assert game_end_quiz(system="classic-501", before={"NS": 450, "EW": 420},
                             hand={"NS": 81, "EW": 111}).answer("Another hand is played")
        assert game_end(system="classic-501", before={"NS": 470, "EW": 455}, hand={"NS": 40, "EW": 60}).data["winner"] is Team.EW  # 510 < 515

    def test_tips(self):
        # partner's J♥ is the top trump: load it with the A♠ (11)
        assert load_the_trick_quiz(system="classic-501", trumps="H", to_play="S", hand="AS 10D 8D",
                                   trick="W:KC N:JH E:7H").answer("A♠")
        # 8 trumps - 2 held - 3 played = 3 out
        assert trumps_out_quiz(system="classic-501", trumps="H", hand="JH 9H AS KS 7D", played="7H 8H QH KC").answer(3)

    def test_bid_quiz_uses_the_curated_answer(self):
        # four aces: hearts, not no trumps; the first sans-tout-atout problem (file 29-sans-tout-atout)
        q = bid_quiz(system="sans-tout-atout", problem=0)
        assert q.choices == ["pass", "hearts", "no trumps", "all trumps"] and q.answer("hearts")
        assert q.question.startswith("sans-tout-atout, problem 0: ")
        assert isinstance(bid_quiz(system="sans-tout-atout", problem=99), Refused)

    def test_bid_quiz_numbers_problems_as_the_trainer_does(self):
        # the lesson's problem n of a preset is the trainer's load(n): the same hand and the same calls
        from belote_learn.widgets import BiddingTrainer

        for preset in ("classic-501", "classic-1000", "sans-tout-atout", "coinche"):
            t = BiddingTrainer(preset)
            n = 0
            while True:
                t.error = ""
                t.load(n)
                if t.error:  # past this preset's last problem
                    break
                q = bid_quiz(system=preset, problem=n)
                assert q.question.startswith(f"{preset}, problem {n}: ")
                assert " ".join(Card(c).symbol for c in t.problem.hand) in q.question
                n += 1
            assert isinstance(bid_quiz(system=preset, problem=n), Refused)
            assert n > 5
        # files 43-coinche to 85-coinche are the coinche problems 0 to 42: 50-coinche is 50 - 43 = 7
        assert bid_quiz(problem="50-coinche").question.startswith("coinche, problem 7: ")
        r = bid_quiz(system="coinche", problem=43)
        assert isinstance(r, Refused) and "coinche has 43" in r.error and "0 to 42" in r.error
        assert isinstance(bid_quiz(system="mariage", problem=0), Refused)

    def test_illegal_card(self):
        q = find_the_illegal_card(system="classic-501", trumps="H",
                                  hands={"N": "AS 7H QD", "E": "KS 9H 8C", "S": "10S 8S JH", "W": "7S JD AC"},
                                  trick="N:AS E:9H S:JH W:7S")
        assert q.answer("9♥") and "must follow suit" in q.feedback
        q = find_the_illegal_card(system="mariage", trumps="S", hands={"N": "AD 9C", "W": "9S KH", "S": "7S 8C", "E": "10D QD"},
                                  trick="N:AD W:9S S:7S E:10D")
        assert q.answer("7♠")  # under West's 9♠ while holding a club: no undertrumping
        q = find_the_illegal_card(system="classic-501", trumps="S", hands={"E": "AH 9D", "S": "7H 10C", "W": "JS 8D", "N": "KH QC"},
                                  trick="E:AH S:7H W:8D N:KH")
        assert q.answer("None: all legal")
        r = find_the_illegal_card(system="classic-501", trumps="H", hands={"N": "7C"}, trick="N:AS E:9H S:JH W:7S")
        assert isinstance(r, Refused) and "hands[N]" in r.error

    def test_answers_hidden_until_answered(self):
        q = order_quiz(system="classic-501", trumps="H", cards=("9H", "AH"))
        assert q.explanation not in q.question_html() and q.feedback == "" and q.right is None
        # the choices are shown with the question (a printed lesson lists them), not which one is right
        assert "Answers to choose from: 9♥ · A♥" in q.question_html() and "9♥ / A♥" in str(q)
        assert q.feedback_view.value == ""
        q.buttons[0].click()
        assert q.right is not None and q.feedback_view.value

    def test_calls_quiz_lists_its_calls_for_a_static_export(self):
        # North dealt, turn-up 10C, East passed; South in round 1 may pass or take: the static text lists all
        # six calls offered (pass, take, the four suits) without saying which two are allowed
        q = calls_quiz(system="classic-501", dealer="N", turn_up="10C", calls_before=["pass"])
        html = q.question_html()
        assert "Calls to choose from (select every one allowed): pass · take (clubs) · spades" in html
        assert "allowed now" not in html
        # a card quiz draws its cards in the position instead: no call list
        c = legal_cards_quiz(system="classic-501", trumps="S", to_play="S", hand="QH 7S AD", trick="N:8D E:10D")
        assert "Calls to choose from" not in c.question_html()


class TestMariage:
    def test_tens(self):
        # seed 004: 53 and 67 give 5 and 7; 55 and 65 give 6 and 7 (13 in all)
        assert deal_in_tens(ns=53, ew=67).data["tens"] == (5, 7)
        assert deal_in_tens(ns=55, ew=65).data["tens"] == (6, 7)
        assert tens_quiz(points=45).answer(5) and tens_quiz(points=64).answer(6)

    def test_marriages(self):
        assert marriage_value_quiz(cards="KH QH JH", trumps="H").answer(60)  # 30 doubled in trumps
        assert marriage_value_quiz(cards="KS QS", trumps="D").answer(20)
        # K and Q of hearts fall in a trick South wins (ace): +20 North-South, -20 East-West
        assert table_marriage_quiz(trumps="S", trick="N:KH W:QH S:AH E:7H").answer("+20 to North-South, -20 to East-West")
        assert table_marriage_quiz(trumps="H", trick="E:KH N:QH W:JH S:AH").answer("+60 to North-South, -60 to East-West")
        assert mariage_action_quiz(record="mariage-announced", after=1, action="marriage D").answer("No")
        assert mariage_action_quiz(record="mariage-announced", after=6, action="marriage D").answer("Yes")
        q = mariage_action_quiz(record="mariage-broken-marriage", after=15, action="marriage S")
        assert q.answer("No") and "broken" in q.feedback

    def test_coches(self):
        # out claimed rightly with East-West at 12 - 1 = 11 < 15: 2 coches; at 18 - 1 = 17: 1 coche
        assert coches_quiz(record="mariage-out-succeeds").answer("2 to East-West")
        assert coches_quiz(record="mariage-out-succeeds", scores_before={"NS": 25, "EW": 18}).answer("1 to East-West")
        assert coches_quiz(record="mariage-cape").answer("2 to North-South")

    CAPE = {"N": "AH 10H KH QH JH 9H 8H AC", "S": "7H AS 10S KS QS AD 10D KD",
            "E": "JS 9S 8S 7S QD JD 9D 8D", "W": "7D 10C KC QC JC 9C 8C 7C"}

    @pytest.mark.parametrize("ew, coches", [(16, 3), (10, 4)])
    def test_cape_dehors(self, ew, coches):
        # North-South 17 + 2 tens from trick 1 (J♠ 2 + J♥ 2 + 7♣ 0 + A♠ 11 = 15 -> 2) = 19: they may claim
        r = mariage_deal(hands=self.CAPE, dealer="S", turn_up="7H", plays=["JS", "JH", "7C", "AS", "cape"],
                         scores_before={"NS": 17, "EW": ew})
        res = r.data["deal"].result
        assert res.ending == "cape" and res.coches == {Team.NS: 0, Team.EW: coches}

    def test_failed_cape_dehors_sends_the_coches_to_the_claimers(self):
        hands = dict(self.CAPE, N="10H KH QH JH 9H 8H 7C AC", W="AH 7D 10C KC QC JC 9C 8C")
        r = mariage_deal(hands=hands, dealer="S", turn_up="7H", plays=["JS", "JH", "8C", "AS", "cape"],
                         scores_before={"NS": 17, "EW": 16})
        assert r.data["deal"].result.coches == {Team.NS: 3, Team.EW: 0}

    def test_partners(self):
        q = partners_draw_quiz(seed=3, players=["Anne", "Bruno", "Chloé", "David"])
        assert q.answer("Anne with Chloé")  # Chloé's K♥ then Anne's K♦ are the first two kings


class TestDisplays:
    def test_shown_has_html_and_text(self):
        r = card_order(system="classic-501", trumps="H")
        assert isinstance(r, Shown) and "J 9 A 10 K Q 8 7" in r.text and 'data-card="JH"' in r.html
        assert r.data["total"] == 162

    def test_table_and_deal(self):
        t = show_table(system="classic-1000", dealer="N")
        assert t.data["order"] == [Seat.W, Seat.S, Seat.E, Seat.N] and "anticlockwise" in t.text
        d = show_deal(system="classic-501", seed=7, dealer="N")
        assert all(len(h) == 5 for h in d.data["hands"].values()) and d.data["turn_up"] == Card.parse("7D")
        m = show_deal(system="mariage", seed=2, dealer="N")
        assert all(len(h) == 8 for h in m.data["hands"].values())

    def test_auction_refusal_is_shown_with_the_rule(self):
        r = show_auction(system="classic-501", seed=7, dealer="N", calls=["pass", "hearts"])
        assert "Refused: calls[1]" in r.text and "first round" in r.text
        r = show_auction(system="classic-501", seed=7, dealer="N", calls=["pass"] * 8)
        assert "thrown in" in r.data["outcome"]
        r = show_auction(system="classic-501", seed=7, dealer="N", calls=["pass", "pass", "take"])
        assert r.data["taker"] is Seat.W and all(len(CardSet(r.data["deal"].start_hands[s])) == 8 for s in Seat)

    def test_trick_and_contracts(self):
        r = show_trick(system="classic-501", trumps="H", trick="N:KS E:AS S:7H W:10S")
        assert r.data["winner"] is Seat.S and r.data["points"] == 25  # K 4 + A 11 + 7♥ 0 + 10 10
        assert isinstance(show_trick(system="classic-501", trumps="H", trick="N:KS S:AS"), Refused)
        c = show_contracts().data["contracts"]
        assert [str(x) for x in c] == ["S", "C", "D", "H", "NT", "AT"]

    def test_pictures_at_a_projectors_size(self):
        # the pack (lesson 10): 4 suits x 8 cards = 32 cards, each drawn 100 px wide (140 px high), in four
        # fans (overlapping where the notebook is narrow); no card drawn smaller anywhere in a lesson's deal
        from belote_learn.lessons import show_pack

        r = show_pack()
        widths = re.findall(r'<svg class="bl-card[^"]*" data-card="[^"]+"[^>]* width="(\d+)" height="(\d+)"', r.html)
        assert len(widths) == 32 and set(widths) == {("100", "140")}, widths
        assert r.html.count('class="bl-fan"') == 4 and r.data["count"] == 32
        d = show_deal(system="classic-501", seed=7, dealer="N")  # 4 hands of 5 and the turn-up: 21 cards
        widths = re.findall(r'<svg class="bl-card[^"]*" data-card="[^"]+"[^>]* width="(\d+)"', d.html)
        assert len(widths) == 21 and set(widths) == {"100"}, widths
        o = card_order(system="classic-501", trumps="H")  # trumps and another suit: 2 x 8 cards
        widths = re.findall(r'<svg class="bl-card[^"]*" data-card="[^"]+"[^>]* width="(\d+)"', o.html)
        assert len(widths) == 16 and set(widths) == {"100"}, widths
        t = show_trick(system="classic-501", trumps="H", trick="N:KS E:AS")  # 2 cards, South to play next
        widths = re.findall(r'<svg class="bl-card[^"]*" data-card="[^"]+"[^>]* width="(\d+)"', t.html)
        assert widths == ["100", "100"] and "to play" in t.html and 'data-region="trick"' in t.html

    def test_quiz_and_exercise_pictures_at_a_projectors_size(self):
        # every card drawn with a lesson quiz or exercise (its trick, the hands, a turn-up, the
        # cards of a draw) is 100 px wide; the tricks are rows in the order played, no longer small compasses
        from belote_learn.lessons import (ending_exercise, find_the_illegal_card, mariage_action_quiz,
                                          partners_draw_quiz, table_marriage_quiz, trumps_quiz, winner_quiz)
        from belote_learn.core.render import hand_html

        cases = {
            # the trick's 4 cards, then the hands the 4 players held before it (3 each): 4 + 12
            "illegal card": (find_the_illegal_card(
                system="classic-501", trumps="H", trick="N:AS E:9H S:8S W:7S",
                hands={"N": "AS 7H QD", "E": "KS 9H 8C", "S": "10S 8S JH", "W": "7S JD AC"}).question_html(), 16),
            "winner": (winner_quiz(system="classic-501", trumps="H", trick="E:AD S:10D W:9D N:AC").question_html(), 4),
            "marriage on the table": (table_marriage_quiz().question_html(), 4),  # N:KH W:QH S:AH E:7H
            "trumps": (trumps_quiz().question_html(), 1),  # the dealer's last card
            "hand_html": (hand_html(CardSet.parse("JH 9H AS")), 3),
        }
        e = ending_exercise(system="classic-1000", seed=8, tricks_left=3)
        cases["ending"] = (e.question_html(), len(e.start.trick) + sum(len(CardSet(e.start.hands[s])) for s in Seat))
        m = mariage_action_quiz()
        cases["mariage action"] = (m.question_html(), None)
        p = partners_draw_quiz()
        cases["partners draw"] = (p.question_html(), None)
        for name, (html_, count) in cases.items():
            widths = re.findall(r'<svg class="bl-card[^"]*" data-card="[^"]+"[^>]* width="(\d+)"', html_)
            assert widths and set(widths) == {"100"}, (name, widths)
            assert count is None or len(widths) == count, (name, len(widths), count)
            assert 'class="bl-trick" style="display:grid' not in html_, name  # no compass drawing left
        assert 'data-region="trick"' in cases["illegal card"][0] and "led" in cases["illegal card"][0]

    def test_score_table_names_the_teams(self):
        # a lesson's score table is titled as the walkthroughs' ("North-South", "East-West", "Rule"), not
        # "NS", "EW", "rule"; North took hearts with 97 card points: 97 + 10 dix de der = 107 > 55 (made)
        r = worked_score(system="classic-501", trumps="H", taker="N", takers_cards=97)
        heads = re.findall(r"<th[^>]*>(.*?)</th>", r.html)
        words = [re.sub(r"<[^>]+>", "", h_) for h_ in heads]
        assert words == ["", "North-South", "East-West", "Rule"], words
        assert ">NS<" not in r.html and ">rule<" not in r.html

    def test_compare(self):
        r = compare_declarations_of(system="classic-1000", trumps="H", dealer="N", hands={"S": "9D 10D JD", "E": "9C 10C JC"})
        assert r.data["result"].team is Team.NS and r.data["result"].decided_by == "first_speaker"

    def test_ending_best_play_loses_nothing(self):
        e = ending_exercise(system="classic-501", seed=5, tricks_left=3)
        assert e.deal.current_player() is Seat.S and not e.over
        while not e.over:
            vals = {c: v for c, v in __import__("belote_learn.bots.dd", fromlist=["dd_values"]).dd_values(e.deal, Team.NS).items()}
            assert e.play(max(vals, key=vals.get))
        assert e.taken == e.best and sum(r["lost"] for r in e.reviews) == 0
        assert e.play("AS") is False and "over" in e.error

    def test_ending_refuses_a_bad_card_and_changes_nothing(self):
        e = ending_exercise(system="classic-501", seed=5, tricks_left=3)
        before = list(e.deal.trick)
        assert e.play("ZZ") is False and "unknown card" in e.error and e.deal.trick == before
        held = set(e.deal.hand(Seat.S))
        other = next(c for c in e.deal.hand(Seat.N) if c not in held)
        assert e.play(other) is False and e.deal.trick == before


def test_lessons_import_without_pandas():
    code = ("import sys; sys.modules['pandas'] = None; sys.modules['numpy'] = None\n"
            "from belote_learn.lessons import worked_score, score_quiz, show_deal\n"
            "assert worked_score(takers_cards=90).data['score'].score\n"
            "assert show_deal(system='mariage', seed=1).text\n"
            "q = score_quiz(takers_cards=90); q.answer(ns=100, ew=62)\n"
            "assert q.right is True, q.feedback\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_game_in_play_can_be_copied():
    # a deal keeps its start hands as card sets: copying a game (bots look ahead, the ending exercise restarts)
    # must not fail on them
    import copy
    import pickle

    from belote_learn import CardSet
    from belote_learn.systems.classic.game import Game

    g = Game("classic-501", seed=5, dealer="N")
    while g.phase == "bidding":
        g.apply("take" if "take" in g.legal_actions() else g.legal_actions()[-1])
    g.apply(g.legal_actions()[0])
    c = g.clone()
    assert c.deal.start_hands == g.deal.start_hands and c.deal.hands == g.deal.hands and c is not g
    s = CardSet.parse("7S KH")
    assert copy.deepcopy(s) == s and pickle.loads(pickle.dumps(s)) == s


class TestCoinche:
    from belote_learn.lessons import coinche_auction_quiz, coinche_call_quiz  # noqa: F401

    def test_made_not_coinched(self):
        # 95 + 10 = 105 >= 100 and > 57: made; 105 + 100 = 205 -> 210 (rounded), defenders 57 -> 60
        s = worked_score(system="coinche", bid="100 H", taker="N", takers_cards=95).data["score"]
        assert s.result == "made" and s.score == {Team.NS: 210, Team.EW: 60} and s.raw_score == {Team.NS: 205, Team.EW: 57}

    def test_coinched_and_surcoinched(self):
        # (160 + 100) x 2 = 520
        assert worked_score(system="coinche", bid="100 H", taker="N", takers_cards=95, coinched=1).data["score"].score[Team.NS] == 520
        # (160 + 20 belote + 90) x 4 = 1080
        s = score_quiz(system="coinche", bid="90 S", taker="N", takers_cards=100, belote="takers", coinched=2)
        assert s.answer(ns=1080, ew=0)

    def test_failed_keeps_the_belote(self):
        # 80 + 10 + 20 = 110 < 120: the takers keep 20, the defenders 160 + 120 = 280
        s = worked_score(system="coinche", bid="120 H", taker="N", takers_cards=80, belote="takers").data["score"]
        assert s.result == "dedans" and s.score == {Team.NS: 20, Team.EW: 280}

    def test_equal_totals_and_litige_option(self):
        # 71 + 10 = 81 = 81: failed; with litige, a litige
        assert result_quiz(system="coinche", bid="80 H", taker="N", takers_cards=71).answer("dedans (failed)")
        assert result_quiz(system="coinche", options={"litige": True}, bid="80 H", taker="N", takers_cards=71).answer("litige")

    def test_capot_bid(self):
        # 7 tricks are not enough for a capot bid
        assert result_quiz(system="coinche", bid="capot D", taker="E", takers_cards=140).answer("dedans (failed)")
        # every trick: 252 + the defenders' tierce 20 + 250 = 522 -> 520
        s = worked_score(system="coinche", bid="capot H", taker="N", takers_cards=152,
                         declarations={"defenders": "7S 8S 9S"}).data["score"]
        assert s.score == {Team.NS: 520, Team.EW: 0}

    def test_calls(self):
        from belote_learn.lessons import coinche_auction_quiz, coinche_call_quiz

        assert coinche_call_quiz(dealer="N", calls_before=["100 S"], call="100 H").answer("No")  # the suit does not rank
        assert coinche_call_quiz(dealer="N", calls_before=["90 S"], call="capot D").answer("Yes")
        assert coinche_call_quiz(dealer="N", calls_before=["100 H"], call="coinche").answer("Yes")  # South, an opponent
        assert coinche_call_quiz(dealer="N", calls_before=["100 H", "pass"], call="coinche").answer("No")  # East, partner
        assert coinche_call_quiz(dealer="N", calls_before=["100 H", "coinche"], call="110 H").answer("No")
        assert coinche_auction_quiz(dealer="N", calls=["80 S", "pass", "pass", "pass"]).answer("Over: 80 in spades by West")
        assert coinche_auction_quiz(dealer="N", calls=["80 S", "coinche", "pass", "pass"]).answer("Not over: West to speak")
        assert coinche_auction_quiz(dealer="N", calls=["80 S", "coinche", "surcoinche"]).answer(
            "Over: 80 in spades by West, surcoinched")
        assert isinstance(worked_score(system="coinche", bid="85 H", takers_cards=90), Refused)
        assert isinstance(worked_score(system="coinche", takers_cards=90), Refused)

    def test_belote_alone_does_not_win(self):
        # 990 + 20 (belote of a failed contract) = 1010: not a win yet
        failed = worked_score(system="coinche", bid="100 H", taker="N", takers_cards=50, last_trick="defenders", belote="takers")
        r = game_end(system="coinche", before={"NS": 990, "EW": 700}, score=failed)
        assert r.data["over"] is False and "not won yet" in r.text
        assert game_end_quiz(system="coinche", before={"NS": 950, "EW": 920},
                             hand={"NS": 60, "EW": 90}).answer("Another hand is played")  # 1010 = 1010

    def test_no_turn_up_deal_and_auction(self):
        d = show_deal(system="coinche", seed=3, dealer="N")
        assert d.data["turn_up"] is None and all(len(h) == 8 for h in d.data["hands"].values())
        assert [packets_quiz(system="coinche", round=k)._solution for k in (1, 2, 3)] == [3, 2, 3]
        r = show_auction(system="coinche", seed=3, dealer="N", calls=["100 H", "coinche", "surcoinche"])
        assert r.data["taker"] is Seat.W and "surcoinched" in r.text and "Nobody receives more cards" in r.text


class TestCardChoicesOnTheTable:
    """The lesson quizzes that ask for a card, and the ending exercise, drawn on the shared card table:
    every card with data-card (the frame's "c"/"card"), data-legal only after the answer, clicks as the
    browser sends them (CardTable.click), grading as before."""

    HANDS = {"N": "AS 7H QD", "E": "KS 9H 8C", "S": "10S 8S JH", "W": "7S JD AC"}

    def test_find_the_illegal_card_is_clicked_in_the_trick(self):
        # hearts trumps; North led A♠; East held K♠ and played 9♥: spades were led and East holds a spade,
        # so East must follow suit: 9♥ is the illegal card; South's 8♠ and West's 7♠ follow suit
        q = find_the_illegal_card(system="classic-501", trumps="H", hands=self.HANDS, trick="N:AS E:9H S:8S W:7S")
        f = q.table.frame
        assert f["pick"] == "trick" and [p["card"] for p in f["trick"]] == ["AS", "9H", "8S", "7S"]
        assert all("legal" not in p for p in f["trick"])  # nothing given away before the answer
        assert f["seats"]["E"]["cards"] == ["KS", "9H", "8C"] and f["hand"]["cards"][0]["c"] == "10S"
        assert not q.table.click("8C", zone="trick")  # a card not in the trick is no answer
        assert q.table.click("8S", zone="trick") and q.right is False and "the answer is 9♥" in q.feedback
        assert q.table.click("9H", zone="trick") and q.right is True and "East must follow suit" in q.feedback
        legal = {p["card"]: p["legal"] for p in q.table.frame["trick"]}
        assert legal == {"AS": True, "9H": False, "8S": True, "7S": True}
        assert q.table.frame["winner"] == "E"  # the right card is marked
        assert q.table.press("extra-0") and q.right is False  # "None: all legal"
        east = q.buttons[1]  # the answers as drawn, for code: marks and click
        assert east.card == Card.parse("9H") and east.marks == {"bl-illegal"} and east.click() and q.right

    def test_who_wins_is_answered_by_clicking_the_winning_card(self):
        # all trumps, North led A♦: every suit ranks J 9 A 10 K Q 8 7, so West's 9♦ beats A♦ and 10♦; South's
        # J♠ is another suit and cannot win: West wins. The answer is still the seat ("West"), as before
        q = winner_quiz(system="sans-tout-atout", trumps="AT", trick="N:AD W:9D S:JS E:10D")
        assert q.choices == ["North", "West", "South", "East"] and q.table.frame["pick"] == "trick"
        assert q.table.click("AD", zone="trick") and q.right is False and "the answer is West" in q.feedback
        assert q.table.click("9D", zone="trick") and q.right is True and q.table.frame["winner"] == "W"
        assert q.answer("West") is True and q.answer("10♦") is False

    def test_a_second_illegal_card_is_said(self):
        # South held 10♠ 8♠ and played J♥ after East's 9♥: both broke "follow suit"; the first is the answer
        q = find_the_illegal_card(system="classic-501", trumps="H", hands=self.HANDS, trick="N:AS E:9H S:JH W:7S")
        assert q.answer("9♥") and "J♥, played after it, was not allowed either" in q.feedback

    def test_load_the_trick_on_the_hand(self):
        # hearts trumps; partner North's J♥ is the top trump; South has no club (K♣ led): A♠ 11, 10♦ 10, 8♦ 0
        q = load_the_trick_quiz(system="classic-501", trumps="H", to_play="S", hand="AS 10D 8D",
                                trick="W:KC N:JH E:7H")
        assert q.choices == ["A♠", "10♦", "8♦"] and q.table.frame["hand"]["active"]
        assert all(c["legal"] is None for c in q.table.frame["hand"]["cards"])
        assert q.table.click("10D") and q.right is False
        cards = {c["c"]: c for c in q.table.frame["hand"]["cards"]}
        assert cards["AS"]["hint"] and cards["10D"]["sel"] and all(c["legal"] is True for c in cards.values())
        assert q.answer("AS") is True and "A♠ is worth the most" in q.feedback

    def test_a_card_that_is_no_answer_is_refused(self):
        # classic-1000, spades trumps; East led K♦, partner North J♠ (the top trump), West 8♦; South has no
        # diamond: any card, A♥ 11, 10♣ 10, 7♥ 0 -> A♥; Q♠ is not South's, so it is no answer and grades nothing
        q = load_the_trick_quiz(system="classic-1000", trumps="S", to_play="S", hand="AH 10C 7H",
                                trick="E:KD N:JS W:8D")
        assert q.answer("AH") is True
        assert q.answer("QS") is None and "not one of the answers" in q.error and q.right is True

    def test_lead_tip_on_the_hand(self):
        # South leads: every card may be played; the answer is the rule-based bot's (the seeds' tips)
        q = lead_tip_quiz(system="classic-1000", trumps="D", hand="JD 9D 10D 7S AS KH QC 8C")
        f = q.table.frame
        assert [c["c"] for c in f["hand"]["cards"]] == ["JD", "9D", "10D", "7S", "AS", "KH", "QC", "8C"]
        assert f["trick"] == [] and all(c["legal"] is None for c in f["hand"]["cards"])
        best = Card.parse(next(c for c in ("JD", "9D", "10D", "7S", "AS", "KH", "QC", "8C")
                               if Card.parse(c).symbol == q._solution))
        assert q.table.click(best) and q.right is True
        cards = q.table.frame["hand"]["cards"]
        assert all(c["legal"] is True for c in cards) and [c["c"] for c in cards if c["hint"]] == [str(best)]

    def test_ending_on_the_table(self):
        e = ending_exercise(system="classic-501", seed=5, tricks_left=3)
        f = e.table.frame
        assert f["hand"]["active"] and all(c["legal"] is not None for c in f["hand"]["cards"])
        # 3 tricks left; West, North and East have played to this one (their cards appeared one at a time):
        # 2 cards each left face up at their seats, South 3 at the bottom
        assert len(f["trick"]) == 3 and len(e.table.frames) == 4 and len(f["hand"]["cards"]) == 3
        assert {k: len(v["cards"]) for k, v in f["seats"].items() if "cards" in v} == {"N": 2, "E": 2, "W": 2}
        illegal = [c["c"] for c in f["hand"]["cards"] if c["legal"] is False]
        if illegal:  # refused with the rule, nothing changes
            before = list(e.deal.trick)
            assert e.table.click(illegal[0]) and "not allowed" in e.error and e.deal.trick == before
        card = next(c["c"] for c in e.table.frame["hand"]["cards"] if c["legal"])
        assert e.table.click(card) and len(e.reviews) == 1
        # the others' cards come one at a time, the hand waiting meanwhile
        waits = e.table.frames[:-1]
        assert waits and all(fr["hold"] > 0 and not fr["hand"]["active"] for fr in waits)
        while not e.over:
            assert e.table.click(next(c["c"] for c in e.table.frame["hand"]["cards"] if c["legal"]))
        f = e.table.frame
        assert f["status_kind"] == "over" and 'data-region="breakdown"' in f["message"]
        assert e.table.press("restart") and not e.over and e.reviews == []


def test_text_answer_quizzes_use_the_projector_control_style():
    # the Yes/No (choice) buttons, the number boxes and their Check button are drawn in the widgets'
    # projector style (class bl-ctl: 17 px, 40 px high; Check the main action), the quiz carries the rules that
    # keep right/wrong green/red, and the feedback is written at 17 px with a tick or a cross and words
    from belote_learn.lessons import cards_count_quiz, coinche_call_quiz, score_quiz
    from belote_learn.widgets.common import CONTROL_CLASS

    def styles(w):
        return [c.value for c in w.widget.children if "bl-quiz-style" in c._dom_classes]

    q = coinche_call_quiz(dealer="N", calls_before=["80 H"], call="coinche")  # East may coinche North's 80
    assert [b.description for b in q.buttons] == ["Yes", "No"]
    assert all(CONTROL_CLASS in b._dom_classes for b in q.buttons)
    assert styles(q) and "mod-success" in styles(q)[0] and "mod-danger" in styles(q)[0]
    assert q.answer("No") is False
    assert "font-size:17px" in q.feedback_view.value and "\u2718 Not quite" in q.feedback_view.value
    assert [b.button_style for b in q.buttons] == ["success", "danger"]
    n = cards_count_quiz()  # 32 cards
    assert CONTROL_CLASS in n.box._dom_classes and CONTROL_CLASS in n.check_button._dom_classes
    assert "bl-ctl-primary" in n.check_button._dom_classes and styles(n)
    assert n.answer(32) is True and "\u2714 Right!" in n.feedback_view.value
    s = score_quiz(system="classic-501", trumps="H", taker="N", takers_cards=90)
    assert all(CONTROL_CLASS in w._dom_classes for w in (s.ns_box, s.ew_box, s.check_button)) and styles(s)


@pytest.mark.parametrize("system, title", [("classic-501", "French Belote to 501"),
                                           ("classic-1000", "French Belote to 1000")])
def test_quiz_questions_name_the_game_not_the_preset_code(system, title):
    # the sentence a learner reads aloud names the
    # game ("French Belote to 501, hearts trumps."), the preset's code is for the code cell
    from belote_learn.lessons.quizzes import winner_quiz

    q = winner_quiz(system=system, trumps="H", trick="N:AS E:10S S:7H W:KS")
    assert q.question.startswith(f"{title}, hearts trumps. North led.") and system not in q.question
