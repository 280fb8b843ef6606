"""Track 5: coinche (belote contrée), the variant seed 001 names; its rules follow docs/rules.md "coinche"."""
from . import Lesson
from .c501 import HOW

S = "coinche"

SIMULATION_QUIZ = """
The next quiz is problem {n} of the bidding trainer's coinche problems (the same hand in the trainer:
`BiddingTrainer("coinche").load({n})`): it is graded by the **simulation**, not by the count, and the two
do not always agree. Decide, then read the note after it."""


def build():
    # ------------------------------------------------------------------------------------------
    L = Lesson("50_coinche_deal_and_auction", "Coinche 1: the deal and the auction of points", "coinche", S, intro="""
**Coinche** (or *belote contrée*) is the popular modern form of Belote: the cards, their order, their points
and most of the play are those of the classic game (**10_c501_pack_and_table**, **12_c501_play**; the
declarations are taught in **13_c501_belote_declarations**), but there is
**no turn-up**: the players **bid how many points** their team will make, and the other side may **double**
the bid ("coinche"). Play goes **anticlockwise** (option `direction`); the game is to **1000**.
""" + HOW)
    L.clause(
        "CO-01", "No turn-up: everyone gets 8 cards (3, 2, 3), and the trump suit is bid for in an auction of points",
        """
The dealer deals the whole pack at once, from the player after the dealer: **3 cards** each, then **2**, then
**3**: **8 cards** each. No card is turned up. Everyone then sees a whole hand, and the trump suit is decided
by an **auction**: each player in turn says how many points their team will make, and in which trump suit.

Play goes **anticlockwise**: "the player after the dealer" sits on the dealer's **right**; that player gets the first
cards, speaks first, leads the first trick, and deals the next hand. The first dealer is not fixed by the
rules: this program draws one at random (or you name one).
""",
        'show_deal(system="coinche", seed=3, dealer="N")',
        ['packets_quiz(system="coinche", round=2)', 'packets_quiz(system="coinche", round=3)'],
        try_it="Change the seed or the dealer.",
    )
    L.clause(
        "CO-02", "Bids from 80 to 160 in tens with a suit, or capot (250); each bid higher than the last; the suit does not rank",
        """
The player after the dealer speaks first, then the others in turn. A call is:

* **pass** (a player who passed may bid later);
* a **bid**: a value **80, 90, ..., 160** and a trump suit, such as "110 in hearts": the team promises at least
  that many points with that suit as trumps. A bid must be **higher in value** than the last one: **the suit
  does not rank**, so "100 in spades" cannot follow "100 in hearts";
* **capot** in a suit (worth **250**): the team promises **every trick**; nothing can be bid over it.

**Anyone may bid over the current bid, your partner included**, in the same suit or another one: if your
partner said "90 in hearts", you may say "100 in spades" (your team then plays in spades, and you are the
taker), or "100 in hearts" to support hearts. Only the value has to go up. What you may not do is
**coinche** your own side (next section).
""",
        'show_auction(system="coinche", seed=3, dealer="N", calls=["80 H", "90 S", "pass", "100 H", "pass", "pass", "pass"])',
        ['coinche_call_quiz(dealer="N", calls_before=["100 S"], call="100 H")',
         'coinche_call_quiz(dealer="N", calls_before=["90 S"], call="capot D")',
         'coinche_call_quiz(dealer="N", calls_before=["90 H", "pass"], call="100 S")',
         'coinche_call_quiz(dealer="N", calls_before=["90 H", "pass"], call="coinche")'],
        try_it="West opens 80 in hearts, South 90 in spades, North 100 in hearts. Try `\"100 S\"` for North's bid.",
    )
    L.clause(
        "CO-03", "Coinche (x2) by the other side, surcoinche (x4) by the coinched side; no more bids after a coinche",
        """
* A player of the side that did **not** make the current bid may say **"coinche"** in turn, doubting
  the bid will be made: and the deal's score is **doubled** (x2). A bid can be coinched once.
* After a coinche, a player of the **coinched side** may answer **"surcoinche"**: the score is doubled again
  (**x4**).
* After a coinche **nobody may bid any more**: only pass, or surcoinche.
""",
        'show_auction(system="coinche", seed=3, dealer="N", calls=["100 H", "coinche", "surcoinche"])',
        ['coinche_call_quiz(dealer="N", calls_before=["100 H"], call="coinche")',
         'coinche_call_quiz(dealer="N", calls_before=["100 H", "pass"], call="coinche")',
         'coinche_call_quiz(dealer="N", calls_before=["100 H", "coinche"], call="110 H")'],
        try_it="West bids 100 in hearts, South coinches, East surcoinches. Let East pass instead.",
    )
    L.clause(
        "CO-04", "The auction ends when three players pass after a bid or a coinche, at once after a surcoinche; four passes: thrown in",
        """
* After a **bid**, the auction ends when the **three other players pass** in a row: the last bid is the
  contract, and its bidder is the **taker**.
* After a **coinche**, it ends when the three players after the coinche pass (the coinched side may still
  surcoinche).
* A **surcoinche** ends it **at once**.
* If the **four players pass** without any bid, the deal is **thrown in**: nothing is scored and the next
  player deals.
""",
        'show_auction(system="coinche", seed=3, dealer="N", calls=["pass", "pass", "pass", "pass"])',
        ['coinche_auction_quiz(dealer="N", calls=["80 S", "pass", "pass", "pass"])',
         'coinche_auction_quiz(dealer="N", calls=["80 S", "coinche", "pass", "pass"])',
         'coinche_auction_quiz(dealer="N", calls=["80 S", "coinche", "surcoinche"])'],
        try_it="Four passes: thrown in. Put a bid first and count the passes after it.",
    )
    L.section("A worked auction", "Four bots bid by their hands; each row gives the reason.")
    L.code('worked_auction(system="coinche", seed=3, dealer="N")')
    L.section("What you learned", """
* 3, 2, 3 cards: 8 each, no turn-up.
* Bids 80 to 160 in tens with a suit, or capot; each bid higher in value; the suit does not rank.
* Coinche (x2) by the other side, surcoinche (x4) by the coinched side; no bids after a coinche.
* Three passes after a bid or a coinche end it; a surcoinche ends it at once; four passes: thrown in.

Next: **51_coinche_play_and_scoring**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("51_coinche_play_and_scoring", "Coinche 2: the play, declarations, scoring and the end", "coinche", S,
               intro="""
The play is the classic play with one freedom; the scoring counts the bid, the coinche and the surcoinche.
""" + HOW)
    L.clause(
        "CO-05", "Play: no duty to undertrump (\"on ne pisse pas\"); your partner winning frees you",
        """
The player after the dealer leads; follow suit; when trumps are led, beat the highest trump if you can;
with none of the suit led, trump, **unless your partner is winning** (then any card). The difference from
the classic game: when an opponent has trumped and you **cannot overtrump**, you need **not** play a lower
trump: **any card** will do (*on ne pisse pas*, "no undertrumping"). If you can overtrump, you still must.
""",
        'explain_cards(system="coinche", trumps="H", to_play="S", hand="8H 7H KD", trick="N:AS W:9H")',
        ['legal_cards_quiz(system="coinche", trumps="C", to_play="S", hand="JC 8C KH", trick="E:AD N:7C W:10C")',
         'legal_cards_quiz(system="coinche", trumps="S", to_play="S", hand="7S QD 9C", trick="E:AH N:8H W:JS")'],
        try_it="South cannot beat West's 9♥: any card, the K♦ included. The same trick in classic-501 is in the "
               "next cell (clockwise there, so the seats differ): there South must play a trump.",
        more=['explain_cards(system="classic-501", trumps="H", to_play="S", hand="8H 7H KD", trick="N:AS E:9H")'],
    )
    L.clause(
        "CO-06", "Declarations always count; an exact tie cancels every declaration; the belote is never lost",
        """
Declarations are those of the classic game, taught in **13_c501_belote_declarations** (tierce 20, fifty 50,
hundred 100, four jacks 200, four nines 150, four aces, tens, kings or queens 100), announced in the first
trick and compared: value, a four before a sequence, top card, trumps. If the two best are **exactly
equal**, **no declaration of either team counts**. The **belote** (king and queen of trumps, 20) is **never
lost**: even a team that fails keeps it. In coinche there is no option to play without declarations: they
always count. (In the practice game the program announces and compares them for every player, you
included, and announces the belote as its cards are played.)
""",
        'compare_declarations_of(system="coinche", trumps="H", dealer="N", hands={"S": "9D 10D JD", "E": "9C 10C JC"})',
        ['declarations_winner_quiz(system="coinche", trumps="S", dealer="N",\n'
         '                         hands={"N": "QD KD AD", "W": "QC KC AC", "S": "7H 8H 9H"})',
         'score_quiz(system="coinche", bid="120 H", taker="N", takers_cards=80, belote="takers")'],
        try_it="Two equal tierces: in coinche nobody scores them (classic-1000 would give them to South). Give "
               "East `10C JC QC`.",
    )
    L.clause(
        "CO-07", "The contract is made when the takers' total reaches the bid and beats the defenders'; a capot bid needs every trick",
        """
The takers count, as in the classic game, their **card points + 10 for the last trick + belote +
declarations** (if best). The contract is **made** when that total is **at least the bid** **and** more
than the defenders'. A **capot** bid is made only by winning **all 8 tricks**. (Made or failed is decided on
the exact points, before any rounding.)
""",
        'worked_score(system="coinche", bid="100 H", taker="N", takers_cards=95)',
        ['result_quiz(system="coinche", bid="110 S", taker="N", takers_cards=95)',
         'result_quiz(system="coinche", bid="capot D", taker="E", takers_cards=140, last_trick="takers")'],
        try_it="95 + 10 = 105 reaches the 100 bid and beats 57: made. Change the bid to `\"110 H\"`.",
    )
    L.clause(
        "CO-08", "Made: the takers score their total plus the bid, the defenders their total; a capot takes the defenders' declarations",
        """
When the contract is made (and not coinched), the **takers score their total plus the value of the bid**;
the **defenders score their own total**. If the takers win **every trick**, the last trick counts 100 (252 in
cards) and the **defenders' declarations go to the takers**; a capot bid adds 250.

**A capot bid, worked out.** Bid "capot in hearts" and win all 8 tricks: 252 (the cards, last trick 100)
+ belote + declarations + **250** for the bid = **502** with nothing else, written 500. If the takers miss
even one trick the capot bid **fails**, whatever their points: the defenders score 160 + **250** (the bid's
value) = **410** (+ declarations and their belote), and the takers only their belote.
""",
        'worked_score(system="coinche", bid="90 D", taker="E", takers_cards=100, belote="takers")',
        ['score_quiz(system="coinche", bid="110 C", taker="S", takers_cards=110, belote="takers")',
         'score_quiz(system="coinche", bid="capot H", taker="N", takers_cards=152, declarations={"defenders": "7S 8S 9S"})'],
        try_it="100 + 10 + 20 = 130, + 90 = 220 (shown rounded to 10, see below). Make it a capot with "
               "`takers_cards=152`. The next cells work out a capot bid made (all 8 tricks) and failed (7 tricks).",
        more=['worked_score(system="coinche", bid="capot H", taker="N", takers_cards=152)',
              'worked_score(system="coinche", bid="capot H", taker="N", takers_cards=140)'],
    )
    L.clause(
        "CO-09", "Coinched or surcoinched and made: (160 or 250 + declarations + belote + the bid) x 2 or x 4 to the takers",
        """
A coinched contract that is **made** scores much more for the takers: **160** (250 after a capot), plus the
declarations that scored (whichever team holds them: a defender's winning tierce goes to the takers too), plus
their belote, plus the **bid**, all **x 2** (coinched) or **x 4** (surcoinched). The defenders score only
their belote, not multiplied.
""",
        'worked_score(system="coinche", bid="100 H", taker="N", takers_cards=95, coinched=1)',
        ['score_quiz(system="coinche", bid="90 S", taker="N", takers_cards=100, belote="takers", coinched=2)',
         'score_quiz(system="coinche", bid="80 H", taker="N", takers_cards=100, coinched=1,\n'
         '           declarations={"defenders": "7S 8S 9S"})'],
        try_it="(160 + 100) x 2 = 520. Try `coinched=2` (a surcoinche).",
    )
    L.clause(
        "CO-10", "Failed: 160 + declarations + belote + the bid to the defenders (x 2 or x 4); the takers keep their belote",
        """
A contract that is **not made** is **failed** (*dedans*): the takers score **only their belote**; the defenders
score **160 + the declarations that scored + their belote + the bid**, x 2 or x 4 if it was coinched or
surcoinched. "The declarations that scored" are the best team's, **the takers' included**: a tierce that
won the comparison for the takers goes to the defenders when the contract fails. (Defenders taking every
trick score the same: 160, not 252.)
""",
        'worked_score(system="coinche", bid="120 H", taker="N", takers_cards=80, belote="takers")',
        ['score_quiz(system="coinche", bid="100 C", taker="W", takers_cards=70, last_trick="defenders", coinched=1)',
         'score_quiz(system="coinche", bid="100 H", taker="N", takers_cards=60, last_trick="defenders",\n'
         '           declarations={"takers": "7S 8S 9S"})'],
        try_it="80 + 10 + 20 = 110 is short of 120: failed. The takers keep 20; the defenders 160 + 120 = 280.",
    )
    L.clause(
        "CO-11", "Equal totals fail (a litige, as an option)",
        """
If both teams have **the same total**, the takers have not beaten the defenders: the contract **fails**
(even if the bid was reached). With the option `{"litige": True}`, equal totals **with the bid reached** are a
**litige** instead: the defenders score their total, and the takers' total (belote and declarations
included, never multiplied) waits for the team that wins the next deal. Equal totals short of the bid are
still a plain failure.
""",
        'worked_score(system="coinche", bid="80 H", taker="N", takers_cards=71)',
        ['result_quiz(system="coinche", bid="80 S", taker="E", takers_cards=71, last_trick="defenders", belote="takers")',
         'result_quiz(system="coinche", options={"litige": True}, bid="80 S", taker="E", takers_cards=71,\n'
         '            last_trick="defenders", belote="takers")',
         'result_quiz(system="coinche", options={"litige": True}, bid="100 S", taker="E", takers_cards=71,\n'
         '            last_trick="defenders", belote="takers")'],
        try_it="81 to 81 fails. Add `options={\"litige\": True}`.",
    )
    L.clause(
        "CO-12", "Scores are rounded to the nearest 10 (84 gives 80, 85 gives 90)",
        """
Each team's score for the deal is **rounded to the nearest 10**, a half going up: 84 is written **80**, 85 is
written **90**. (Whether the contract is made is decided on the exact points first.) The option
`{"rounding": False}` keeps exact points.
""",
        'worked_score(system="coinche", bid="80 H", taker="N", takers_cards=74)',
        ['score_quiz(system="coinche", bid="80 S", taker="N", takers_cards=75)'],
        try_it="84 + 80 = 164 is written 160; the defenders' 78 is written 80.",
    )
    L.clause(
        "CO-13", "The end: the target; both past it, the higher wins; reaching it by the belote alone in a lost or trickless deal does not win",
        """
The first team to reach **1000** wins; if both pass it in the same deal, the **higher** total wins (level:
another deal). One exception: a team that passes 1000 **only thanks to its belote**, in a deal where its
contract **failed** or where it **won no trick**, has **not** won yet: play goes on.
""",
        'game_end(system="coinche", before={"NS": 990, "EW": 700},\n'
        '         score=worked_score(system="coinche", bid="100 H", taker="N", takers_cards=50, last_trick="defenders", belote="takers"))',
        ['game_end_quiz(system="coinche", before={"NS": 950, "EW": 920}, hand={"NS": 60, "EW": 90})',
         'game_end_quiz(system="coinche", before={"NS": 990, "EW": 600},\n'
         '              score=worked_score(system="coinche", bid="90 S", taker="N", takers_cards=40, last_trick="defenders", belote="takers"))'],
        try_it="North-South reach 1010 with the 20 of their belote in a failed contract: not a win yet. Let them "
               "make it (`takers_cards=100`).",
    )
    L.section("Exercise: play out an ending", """
South bid **120 in clubs** and is the taker (with a fifty, 8♣ to J♣, already scored); South leads to the last
three tricks with three trumps: which one first? (The trumps still out: East's 7♣ K♣ A♣ and partner North's
Q♣.)
""")
    L.code('ending_exercise(system="coinche", seed=12, tricks_left=3)')
    L.section("Now play", """
Open **07_practice_game** and choose `coinche` (from code: `PracticeGame("coinche")`, where a call is written
`"100 H"` for a bid, `"capot S"`, `"coinche"`, `"surcoinche"` or `"pass"`); to learn how to bid, go on to
**52_coinche_bidding**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("52_coinche_bidding", "Coinche 3: bidding: count your hand, raise, coinche", "coinche", S, intro="""
The rules say which calls you **may** make (**50_coinche_deal_and_auction**); this lesson is about which call
you **should** make. It teaches the point count the rule-based bot uses, and lets a simulation judge each
call: the deal is completed many times to fit the bidding so far, played out, and scored by coinche's own
scoring.
""" + HOW)
    L.section("Count your hand", """
Count your hand for a suit as trumps: **jack of trumps 25, nine 20, ace or ten 10, every trump 10, every trump
beyond the fourth 10 more, belote (king and queen of trumps) 30; every ace of another suit 10, a ten of another
suit guarded without its ace 5, a void 5.** With an average partner your side can expect about **40 + the
count** points with that suit as trumps (cards, last trick, belote and declarations together).

These figures were fitted to 192,000 plays of random deals by the rule-based players: the count predicts a side's
total to within about 35 points, which is why the margins below are generous.
""")
    L.md("**Try it.** Count the hand for every suit (leave out `suit=`), or change the cards.")
    L.code('count_hand(hand="JH 9H 7H AS 8S 7D 8C 10C", suit="H")')
    L.code('coinche_count_quiz(hand="JH 9H 7H AS 8S 7D 8C 10C", suit="H")')
    L.code('coinche_count_quiz(hand="KS QS JS 7S 8S AH 9D 7C", suit="S")')
    L.section("How high to open", """
Open with **three trumps or more** when the expected total is **90 or more**, and open at the **lowest value,
80**: your side scores the points it makes whatever the bid, and a higher bid adds only its 10 more while
risking everything. Only a very strong hand (an expected total of 140 or more) opens higher: the expected total
less 50, rounded down to ten. With two trumps only, pass: partner may open, and your aces count as much in
defence.

The count is a rule of thumb, and played out, the simulation is stricter with hands **without the jack of
trumps** (the jack against you takes a trick): nine, ace and ten fourth with a side ace still open, but the
count opens hands the simulation would pass. The quizzes below say which judge grades them.
""")
    L.md("**Try it.** Give the hand the belote instead of its two clubs, `hand=\"JH 9H 7H AS 8S 7D KH QH\"`, and see "
         "the count change (a hand always has 8 cards).")
    L.code('point_count_call(hand="JH 9H 7H AS 8S 7D 8C 10C", calls_before=[])')
    L.code('coinche_bid_quiz(hand="JD AD 10D 7D 8S 9S 8H 7C", calls_before=[])')
    L.md(SIMULATION_QUIZ.format(n=7))
    L.code('bid_quiz(system="coinche", problem=7)')
    L.md("""
**The count and the simulation disagree here.** The count opens this hand at 80 ♠ (9♠ 20 + 10♠ 10 + 4 trumps
40 + A♥ 10 + A♦ 10 = 90, so about 130 expected); played out, four trumps without the jack or the ace of
trumps lose too often against the jack, ace and more trumps held by the others: pass.
""")
    L.section("Raising your partner", """
Partner's bid tells you what your side expects: about **110** for an opening at 80 (partner opened with 90 to
139), its value **+ 55** for a higher opening, its value **+ 20** for a bid over the opponents. That figure
counts **your** hand as an average one (50 for partner's suit). Add what your hand counts for that suit beyond
50: the jack and nine of those trumps, or aces, are tricks partner did not count on. Raise when your side's
expected total less 50 is above partner's bid; with only a small trump or two and nothing else, pass and let
partner play.
""")
    L.md("**Try it.** Swap the nine of hearts for a small spade and watch the raise disappear.")
    L.code('point_count_call(hand="JH 9H 8H AS 10S 7C 8C 7D", calls_before=["80 H", "pass"])')
    L.code('coinche_bid_quiz(hand="9H 8H AS AD AC 7C 8S 7D", calls_before=["80 H", "pass"])')
    L.md(SIMULATION_QUIZ.format(n=10) + " It is the same hand and the same calls as the quiz above.")
    L.code('bid_quiz(system="coinche", problem=10)')
    L.md("""
**The count and the simulation disagree here.** The count passes (9♥ 20 + 2 trumps 20 + three aces 30 = 70,
+20 over an average hand: 110 + 20 = 130, and 130 less 50 is not above 80); played out, three side aces are
three tricks partner did not count on, and raising to 90 scores better: the count undervalues aces in
partner's support.
""")
    L.section("When to coinche", """
Against their contract, count your hand in **defence**: in **their** trumps jack 25, nine 20, ace or ten 15,
any other trump 5; every other ace 10, a guarded ten 5, a void 5. An average defender counts about **37**;
every point you have above that is a point they will not make. Their bid said what they expected (as above):
**coinche when, with your cards, they can expect no more than their bid** (10 less than their bid when
they bid over your side: that bid says less about their cards), **and you hold two defensive tricks** or
more: the jack of their trumps 1, their nine with another trump 1, their ace with two more trumps ½, four of
their trumps ½, every other ace 1 (its ten with it ½ in a suit of three cards or fewer). A coinche that
goes wrong costs more than one that succeeds wins, so it pays only when they fail six times in ten or more;
with these conditions about eight contracts in ten fail. Against a **capot** bid, one trick is enough:
coinche with the jack of trumps, the nine with another trump, or two aces.
""")
    L.md("**Try it.** Take away the nine of hearts (`7H`): is it still a coinche?")
    L.code('point_count_call(hand="JH 9H 8H AS AD 10D 7C 8C", calls_before=["80 H"])')
    L.code('coinche_defence_quiz(hand="JH 9H 8H AS AD 10D 7C 8C", suit="H")')
    L.code('coinche_bid_quiz(hand="AH 10H 7H AS 8D 9C 8C 7S", calls_before=["80 H"])')
    L.section("Surcoinche", """
When your side's contract is coinched, nobody may bid any more: you pass (and play it doubled) or
**surcoinche** (x 4). Surcoinche only when the contract is clearly safe: your side's expected total is **60
or more above the bid and you hold the jack of trumps**. The coinche says their cards are good (with 40 to
spare such contracts were made only about half the time), and a surcoinche that fails gives them four times
160 + the bid: 960 for an 80, most of a game in one deal.
""")
    L.code('point_count_call(hand="JH 9H AH 10H KH QH 7S 8D", calls_before=["80 H", "coinche", "pass", "pass"])')
    L.code('coinche_bid_quiz(hand="JC 8C 7C 8H 7H 8S 9D 7D", calls_before=["90 C", "coinche", "pass", "pass"])')
    L.section("Let the simulation judge", """
The count is a rule of thumb. The simulation weighs each call worth considering: it deals the unseen cards
many times to fit the calls made so far, bids the rest of the auction by the count, plays the cards with the
rule-based players and scores every deal. The **expected score** is your side's points minus the other side's,
per deal; the **±** is its 95% error. The expert bot bids this way, and the bidding trainer
(**08_bidding_trainer**, rules `coinche`) grades your calls with it on 43 curated problems.
""")
    L.code('weigh_calls(hand="JH 9H 8H AS AD 10D 7C 8C", calls_before=["80 H"])')
    L.code('from belote_learn.widgets import BiddingTrainer\n\nBiddingTrainer("coinche", seed=5)')
    L.section("What you learned", """
* Count: jack 25, nine 20, ace or ten 10, every trump 10 (more beyond four), belote 30, side aces 10; expect
  40 + the count.
* Open at 80 with three trumps and an expected 90; only a very strong hand opens higher.
* Raise partner with what partner did not count on: top trumps in that suit, aces.
* Coinche when, with your defence, they can expect no more than their bid and you hold two defensive tricks;
  surcoinche only with 60 to spare and the jack of trumps.
* When in doubt, let the simulation (and the trainer) judge.
""")
