"""Track 3: Belote with no trumps and all trumps (sans-tout-atout, seed 002)."""
from . import Lesson
from .c501 import HOW

S = "sans-tout-atout"


def build():
    # ------------------------------------------------------------------------------------------
    L = Lesson("30_sta_contracts_and_bidding", "No trumps, all trumps 1: the deal, the six contracts and the auction",
               "sans-tout-atout", S, intro="""
This Belote (called `sans-tout-atout` here, French for "no trumps, all trumps") adds two contracts to the
four trump suits: **no trumps** and **all trumps**, and lets the players **outbid** each other. Play goes
**anticlockwise** (option `direction`). The classic track (**10_c501_pack_and_table**) teaches the cards and
the play in a suit; this track says everything again briefly, then what is new.
""" + HOW)
    L.clause(
        "002-01", "Two teams of two, 32 cards, the game to 1000",
        """
Four players in two teams of two, partners opposite (North-South against East-West); the 32-card pack (A,
K, Q, J, 10, 9, 8, 7 in each suit, no jokers). The teams bid for a contract and score points; the first team
to reach **1000** wins (both in the same hand: the higher total; level: another hand).
""",
        'show_table(system="sans-tout-atout", dealer="N")',
        ['game_end_quiz(system="sans-tout-atout", before={"NS": 900, "EW": 950}, hand={"NS": 130, "EW": 0})',
         'game_end_quiz(system="sans-tout-atout", before={"NS": 880, "EW": 910}, hand={"NS": 150, "EW": 100})'],
        try_it="Change the dealer: West speaks first when North deals.",
    )
    L.clause(
        "002-02", "The deal: 3 cards each, then 2 (5 each); one card turned face up",
        """
The dealer gives each player **3 cards**, then **2 more** (5 each), from the player after the dealer, then
turns the next card **face up** for everyone to see: the **turn-up**. The other cards wait until the
bidding is over. Play goes **anticlockwise**, so "the player after the dealer" is the one on the dealer's
**right**; that player speaks first, leads the first trick and deals the next hand. The rules do not say who deals
the first hand: this program draws the first dealer at random (or you name one).
""",
        'show_deal(system="sans-tout-atout", seed=4, dealer="N")',
        ['packets_quiz(system="sans-tout-atout", round=2)', 'next_dealer_quiz(system="sans-tout-atout", dealer="E")'],
        try_it="Change the seed or the dealer.",
    )
    L.clause(
        "002-03", "Six contracts, lowest to highest: spades, clubs, diamonds, hearts, no trumps, all trumps",
        """
There are **six ways to bid**, from the lowest to the highest:

**spades < clubs < diamonds < hearts < no trumps < all trumps**.

(Players order the four suits in different ways; this is the order the program uses, as the rules
give it.) A bid must always be **higher** than the bid before it.
""",
        'show_contracts(system="sans-tout-atout")',
        ['contract_order_quiz(higher="NT", lower="H")', 'contract_order_quiz(higher="C", lower="D")'],
        try_it="The table lists the contracts, lowest first, with the points each deal holds.",
    )
    L.clause(
        "002-04", "A suit contract makes that suit trumps; no trumps: no trump at all; all trumps: every suit is trumps",
        """
* **A suit** (spades, clubs, diamonds or hearts): that suit is **trumps**, ranked J 9 A 10 K Q 8 7 (20 14 11
  10 4 3 0 0); the other suits rank A 10 K Q J 9 8 7 (11 10 4 3 2 0 0 0), as in the classic game.
* **No trumps**: **no suit** is trumps; every suit ranks A 10 K Q J 9 8 7. A trick always goes to the
  highest card of the suit led.
* **All trumps**: **every suit** ranks and scores like trumps: J 9 A 10 K Q 8 7. No suit can beat another
  (a card of another suit never wins): the highest card of the suit led wins.
""",
        'card_order(system="sans-tout-atout", trumps="AT")',
        ['winner_quiz(system="sans-tout-atout", trumps="NT", trick="N:7S W:AH S:10S E:KS")',
         'winner_quiz(system="sans-tout-atout", trumps="AT", trick="N:AD W:9D S:JS E:10D")'],
        try_it="Change `trumps=\"AT\"` to `\"NT\"`, then to a suit such as `\"C\"`.",
    )
    L.clause(
        "002-05", "The auction: round 1 allows only the turn-up's suit, no trumps or all trumps; round 2 any contract; each bid outranks the last",
        """
The player after the dealer speaks first, then the others in turn; each may **bid** or **pass**.

* **Round 1**: only three bids exist: the **turn-up's suit** (saying "take" names it), **no trumps** or
  **all trumps**.
* Each bid must be **higher** than the current one; a player who passed may bid again later.
* The auction **ends when the three other players pass** after a bid: the last bid is the contract.
* If all four pass in round 1, **round 2** allows **any** of the six contracts (still each higher than the
  last). If all pass again, nobody bids: the cards are **dealt again** by the next player.

**Once somebody has bid in round 1, there is no round 2.** The auction simply goes on around the table,
still with the round-1 choices only: after "hearts" (the turn-up's suit) a later speaker may say no trumps
or all trumps, but **not** spades, clubs or diamonds, even after passing before; it stops when three players
in a row pass after the last bid. The other suits can only be bid when all four passed in round 1.
""",
        'show_auction(system="sans-tout-atout", seed=4, dealer="N",\n'
        '             calls=["take", "NT", "pass", "pass", "AT", "pass", "pass", "pass"])',
        ['calls_quiz(system="sans-tout-atout", dealer="N", turn_up="10D", calls_before=["D"])',
         'calls_quiz(system="sans-tout-atout", dealer="N", turn_up="10D", calls_before=["pass", "pass", "pass", "pass", "C"])',
         'taker_quiz(system="sans-tout-atout", dealer="N", turn_up="10D", calls=["NT", "pass", "pass", "pass"])',
         'calls_quiz(system="sans-tout-atout", dealer="N", turn_up="10D", calls_before=["pass", "D", "pass", "pass"])'],
        try_it="West takes hearts (the turn-up's suit), South bids no trumps, West goes up to all trumps. Try a "
               "bid that is too low, such as `\"S\"` after `\"NT\"`.",
    )
    L.clause(
        "002-06", "The bidder takes the turn-up and 2 more cards, the others 3; the dealer's next player leads",
        """
The last bidder (and partner) must make the contract. The bidder **picks up the turn-up**, whatever the
contract (in no trumps or all trumps it is just a card), and the dealer gives **2 more cards to the
bidder** and **3 to each other player**: 8 each. The player **next to the dealer** (who will deal the next
hand) **leads** to the first trick.
""",
        'show_auction(system="sans-tout-atout", seed=4, dealer="N", calls=["pass", "pass", "pass", "pass", "NT", "pass", "pass", "pass"])',
        ['cards_received_quiz(system="sans-tout-atout", seed=4, dealer="N", calls=["pass", "pass", "pass", "pass", "NT", "pass", "pass", "pass"])',
         'first_player_quiz(system="sans-tout-atout", dealer="N", what="leads")'],
        try_it="West bids no trumps in round 2 and still picks up the turn-up.",
    )
    L.section("Worked auctions", "Four bots bid; each row says why (they follow the same advice as lesson 3's tips).")
    L.code('worked_auction(system="sans-tout-atout", seed=4, dealer="N")')
    L.code('worked_auction(system="sans-tout-atout", seed=12, dealer="N")')
    L.section("Exercise: bid this hand")
    for n in (0, 1, 3, 5, 7, 13):  # numbered as in the bidding trainer (lesson 08)
        L.code(f'bid_quiz(system="sans-tout-atout", problem={n})')
    L.section("What you learned", """
* 3 then 2 cards, a turn-up; six contracts from spades (lowest) to all trumps (highest).
* Round 1: the turn-up's suit, no trumps or all trumps; round 2: anything; each bid outranks the last; three
  passes after a bid end the auction.
* The bidder takes the turn-up and 2 cards, the others 3; the dealer's next player leads.

Next: **31_sta_play**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("31_sta_play", "No trumps, all trumps 2: the play in each contract", "sans-tout-atout", S, intro="""
A trick is one card from each player, in turn; the best card wins the four, and its winner leads the next.
What you may play depends on the contract.
""" + HOW)
    L.clause(
        "002-07", "A suit contract: follow suit; on a trump lead beat the highest trump; void, trump unless your partner is winning",
        """
In a suit contract:

* **follow suit** if you can;
* when **trumps are led**, play a **higher trump** than the highest already played if you can (even over
  your partner);
* with **none of the suit led**, you must **trump** ("cut"), **unless your partner is winning the trick**,
  in which case any card will do;
* when an opponent has trumped, **overtrump** if you can; if you cannot, you must still play a trump (the
  rules say nothing here; the program follows French practice; option `must_undertrump` off lets you
  discard instead).
""",
        'explain_cards(system="sans-tout-atout", trumps="S", to_play="S", hand="9S 7S AD QC", trick="N:KH W:AH")',
        ['legal_cards_quiz(system="sans-tout-atout", trumps="S", to_play="S", hand="JS 8S KH", trick="E:AD N:7S W:10S")',
         'legal_cards_quiz(system="sans-tout-atout", trumps="S", to_play="S", hand="JS 8S AH", trick="W:QS")'],
        try_it="West's ace of hearts is winning and South has no heart: South must trump. Make North the winner.",
    )
    L.clause(
        "002-08", "All trumps: follow suit and beat the highest card of the suit led if you can; void, any card",
        """
In **all trumps** every suit ranks J 9 A 10 K Q 8 7. You must **follow suit** and, like on a trump lead,
**play higher** than the best card of that suit in the trick **if you can** (even over your partner). With
**none of the suit led**, play **any card**: no other suit can win.
""",
        'explain_cards(system="sans-tout-atout", trumps="AT", to_play="S", hand="9D 7D AS", trick="N:KD W:10D")',
        ['legal_cards_quiz(system="sans-tout-atout", trumps="AT", to_play="S", hand="QH 8H 7C JC", trick="E:8C N:9C W:10C")',
         'legal_cards_quiz(system="sans-tout-atout", trumps="AT", to_play="S", hand="AH 7D KS", trick="W:9C")'],
        try_it="The 9♦ beats West's 10♦ (9 is above the 10 in all trumps): South must play it.",
    )
    L.clause(
        "002-09", "No trumps: follow suit; void, any card",
        """
In **no trumps** you must **follow suit**, but you need **not** beat the card winning. With **none of the
suit led**, play **any card**.
""",
        'explain_cards(system="sans-tout-atout", trumps="NT", to_play="S", hand="7S AS KD", trick="N:9S W:10S")',
        ['legal_cards_quiz(system="sans-tout-atout", trumps="NT", to_play="S", hand="AH JD 8C", trick="E:KS N:QS W:7S")'],
        try_it="South may keep the ace and play the 7♠. Change the contract to `\"AT\"` and see the difference.",
    )
    L.section("The same trick in three contracts", "Three cards of spades and a diamond; the contract changes everything.")
    L.code('explain_cards(system="sans-tout-atout", trumps="S", to_play="S", hand="9S 7S KD", trick="W:AS")')
    L.code('explain_cards(system="sans-tout-atout", trumps="NT", to_play="S", hand="9S 7S KD", trick="W:AS")')
    L.code('explain_cards(system="sans-tout-atout", trumps="AT", to_play="S", hand="9S 7S KD", trick="W:AS")')
    L.section("Exercise: find the illegal card")
    L.code('find_the_illegal_card(system="sans-tout-atout", trumps="AT",\n'
           '                      hands={"N": "AS 7H", "W": "10S 9S", "S": "JS KH", "E": "8S QD"},\n'
           '                      trick="N:AS W:10S S:JS E:8S")')
    L.code('find_the_illegal_card(system="sans-tout-atout", trumps="NT",\n'
           '                      hands={"W": "KH 7C", "S": "7H AH", "E": "9D AC", "N": "8H QS"},\n'
           '                      trick="W:KH S:7H E:9D N:8H")')
    L.section("Exercise: play out an ending")
    L.code('ending_exercise(system="sans-tout-atout", seed=6, tricks_left=3)')
    L.section("What you learned", """
* Suit contract: as classic Belote (follow; beat on a trump lead; trump unless partner is winning; overtrump).
* All trumps: follow and beat the best card of the suit led if you can; void: any card.
* No trumps: follow suit; void: any card.

Next: **32_sta_scoring**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("32_sta_scoring", "No trumps, all trumps 3: declarations, belote, scoring and the end", "sans-tout-atout", S,
               intro="""
What a deal is worth in each contract, the extra points from declarations and the belote, and how a hand
is won or lost.
""" + HOW)
    L.clause(
        "002-10", "A deal holds 162 points in a suit contract, 258 in all trumps, 130 in no trumps",
        """
The cards are worth their points in the order of the contract, and whoever wins the **last trick** earns
**10**:

* a **suit** contract: 152 in the cards + 10 = **162**;
* **all trumps**: every suit is worth 62 like a trump suit: 248 + 10 = **258**;
* **no trumps**: every suit is worth 30: 120 + 10 = **130**.
""",
        'card_order(system="sans-tout-atout", trumps="NT")',
        ['total_quiz(system="sans-tout-atout", trumps="AT")', 'total_quiz(system="sans-tout-atout", trumps="NT")'],
        try_it="Change the contract to `\"AT\"` or a suit.",
    )
    L.clause(
        "002-11", "Declarations: tierce 20, fifty 50, hundred 100, fours of a kind; equal declarations decided by the top card",
        """
In suit and all-trumps contracts, combinations held in hand score: **tierce** (3 in sequence) 20, **fifty**
(4) 50, **hundred** (5) 100; four **jacks 200**, four **nines 150**, four aces, tens, kings or queens **100**.
They are announced while playing the first trick and shown at the second. If two players announce the
same kind, the one with the **higher top card** wins; a higher value always wins. Only the team with the best
combination scores (all of its combinations). Exactly equal: nobody scores (a sequence in trumps beats an
equal one outside trumps). **Nothing is declared in no trumps.**

The full order of comparison is the classic one: **value**; at equal value a **four of a kind beats a
sequence** (four kings, 100, beat a hundred); then the **top card** (7 8 9 10 J Q K A); then a sequence
**in trumps** (in all trumps every suit counts as trumps, so that step never decides); then nobody.
""",
        'compare_declarations_of(system="sans-tout-atout", trumps="AT", dealer="N",\n'
        '                        hands={"N": "8S 9S 10S", "E": "9H 10H JH"})',
        ['declarations_winner_quiz(system="sans-tout-atout", trumps="C", dealer="N",\n'
         '                         hands={"S": "QD KD AD", "W": "QH KH AH"})',
         'declaration_value_quiz(hand="9S 9H 9D 9C 10C JC QC KC")'],
        try_it="Two tierces: East's goes up to the jack, North's only to the 10. Give North `9S 10S JS`.",
    )
    L.clause(
        "002-12", "Belote: king and queen of trumps (of every suit in all trumps, none in no trumps), announced as they are played",
        """
Holding the **king and queen of trumps** is the **belote**: 20 points. Say "belote" when you play the king
and "rebelote" with the queen. In **all trumps** every suit is trumps, so a king-queen pair of **any**
suit is a belote (a hand can hold several); in **no trumps** there is no belote.
""",
        'worked_score(system="sans-tout-atout", trumps="AT", taker="N", takers_cards=150, last_trick="takers",\n'
        '             belote=["N", "E"])',
        ['score_quiz(system="sans-tout-atout", trumps="AT", taker="S", takers_cards=140, last_trick="takers",\n'
         '           belote=["S", "S"])'],
        try_it="In all trumps North and East each hold a king-queen pair: two belotes. Try `trumps=\"NT\"` "
               "(the program refuses: no belote there).",
    )
    L.clause(
        "002-13", "Scoring: each team's points; the bidders win the hand with more points; a lost hand gives everything to the other team",
        """
Count the points of the cards your team won (and 10 for the last trick): the other team has the deal's total
**minus** yours. Add declarations and belotes. If the **bidders have more points** than the other team,
they win the hand and **each team scores its own points**. If not (equal totals too), the bidders lose:
**all the points**, every announcement **belote included**, go to the other team (option
`belote_kept_on_failure`: the bidders keep their belote).
""",
        'worked_score(system="sans-tout-atout", trumps="NT", taker="N", takers_cards=50, last_trick="defenders")',
        ['score_quiz(system="sans-tout-atout", trumps="H", taker="E", takers_cards=70, last_trick="takers", belote="takers")',
         'score_quiz(system="sans-tout-atout", trumps="D", taker="N", takers_cards=60, last_trick="defenders", belote="takers")',
         'score_quiz(system="sans-tout-atout", trumps="AT", taker="N", takers_cards=110, last_trick="takers")'],
        try_it="In no trumps the bidders took 50 of the 120 card points: they lose, and the other team writes 130.",
    )
    L.clause(
        "002-14", "Capot by the bidders: all the points, the announcements, and 200 more; the last trick is worth 10",
        """
If the bidders win **every trick**, it is a **capot**: they score **all the points** of the deal (the last
trick counting its usual 10), **every announcement**, and **200 more**: 162 + 200 = 362 in a suit, 458 in
all trumps, 330 in no trumps, before announcements. (The defenders taking every trick is simply a lost hand
for the bidders.)

**Whose announcements?** At a capot the bidders collect **every announcement that scores, of both teams**:
their own belote and declarations, and also the defenders' best declaration (if the defenders had the best
one) and the defenders' belote. The defenders write **0**.
""",
        'worked_score(system="sans-tout-atout", trumps="NT", taker="N", takers_cards=120, last_trick="takers")',
        ['score_quiz(system="sans-tout-atout", trumps="AT", taker="W", takers_cards=248, last_trick="takers", belote="takers")',
         'score_quiz(system="sans-tout-atout", trumps="H", taker="N", takers_cards=152, last_trick="takers",\n'
         '           declarations={"defenders": "7S 8S 9S"})'],
        try_it="130 + 200 = 330. Try all trumps (`takers_cards=248`), or give the defenders a tierce "
               "(`declarations={\"defenders\": \"7S 8S 9S\"}`) in a suit contract: the bidders score it.",
        more=['replay_record("sta-capot")'],
    )
    L.section("The end of the game", """
Write both totals after each hand. The first team to reach **1000** wins; if both pass it in the same hand,
the higher total wins; level, another hand is played.
""")
    L.code('game_end(system="sans-tout-atout", before={"NS": 930, "EW": 900}, hand={"NS": 130, "EW": 0})')
    L.section("Tips", """
* **No trumps** needs aces and tens: every trick is won by the highest card of the suit led.
* **All trumps** needs jacks and nines: they are the top of every suit, and every king-queen is a belote.
* Four aces are a hundred in a suit or all trumps, but **nothing** in no trumps.
* Outbid only with a hand that wins tricks in the new contract.
""")
    L.code('bid_quiz(system="sans-tout-atout", problem=6)')
    L.code('lead_tip_quiz(system="sans-tout-atout", trumps="NT", hand="AS 10S KS AH 10H 7D 8D 9C")')
    L.section("Now play", "Open **07_practice_game** and choose `sans-tout-atout`.")
