"""Track 4: mariage, the four-handed marriage game of seed 004 (not a Belote)."""
from . import Lesson
from .c501 import HOW

S = "mariage"

CAPE_HANDS = ('{"N": "AH 10H KH QH JH 9H 8H AC", "S": "7H AS 10S KS QS AD 10D KD",\n'
              '         "E": "JS 9S 8S 7S QD JD 9D 8D", "W": "7D 10C KC QC JC 9C 8C 7C"}')
FAILED_CAPE_HANDS = ('{"N": "10H KH QH JH 9H 8H 7C AC", "S": "7H AS 10S KS QS AD 10D KD",\n'
                     '         "E": "JS 9S 8S 7S QD JD 9D 8D", "W": "AH 7D 10C KC QC JC 9C 8C"}')


def build():
    # ------------------------------------------------------------------------------------------
    L = Lesson("40_mar_teams_deal_trumps", "Mariage 1: the teams, the deal, trumps and the cards", "mariage", S, intro="""
**Mariage** is a four-handed card game of the "sixty-six" family, played in France with the same 32 cards as
Belote but very different rules: partners are drawn, there is **no bidding** (the last card dealt fixes
trumps), every suit ranks the same way, and **marriages** (king and queen of a suit) score. Its regional name
is not known; this program calls it "mariage". Play goes **anticlockwise** (option `direction`).
""" + HOW)
    L.clause(
        "004-01", "Four players; partners are drawn: cards are turned until two players have a king, and they play together",
        """
Four players, in two teams of two. To form the teams, cards are turned face up, one to each player in
turn, until **two different players have received a king**: those two are **partners** (they sit
opposite, North and South here); the other two play together. (If one player gets every king, the pack
is shuffled and the turning goes on.)

**Seats and dealers.** Partners sit opposite, so the four seats go player, opponent, partner, opponent
around the table; this program seats the first pair North-South and the other pair East-West. The rules
do not say who deals first: this program draws the first dealer at random (or you name one). After each
deal the deal passes to the **next player** in the direction of play (anticlockwise: when North has dealt,
West deals next), and that next player is also the one who receives the first card and leads.
""",
        'draw_partners(seed=3, players=["Anne", "Bruno", "Chloé", "David"])',
        ['partners_draw_quiz(seed=5, players=["Anne", "Bruno", "Chloé", "David"])',
         'next_dealer_quiz(system="mariage", dealer="N")'],
        try_it="Change the seed for another draw, or the names.",
    )
    L.clause(
        "004-02", "32 cards, dealt 1, then 3, then 4",
        """
The pack has **32 cards** (no sixes: 7 to ace in each suit). The dealer deals, starting with the next
player, **1 card** to each player, then **3** to each, then **4** to each: **8 cards** each, and the whole
pack is dealt.
""",
        'show_deal(system="mariage", seed=2, dealer="N")',
        ['packets_quiz(system="mariage", round=3)', 'packets_quiz(system="mariage", round=1)'],
        try_it="Change the seed or the dealer.",
    )
    L.clause(
        "004-03", "The last card of the pack fixes trumps",
        """
The **last card** of the pack, which is the dealer's own last card, is **shown to everyone**: its suit is
**trumps** for the deal. There is **no bidding** and no taker: both teams simply try to make as many points
as they can. The player after the dealer leads to the first trick.
""",
        'show_deal(system="mariage", seed=9, dealer="E")',
        ['trumps_quiz(seed=4, dealer="W")', 'first_player_quiz(system="mariage", dealer="S", what="leads")'],
        try_it="Change the seed: the trump suit changes with the last card.",
    )
    L.clause(
        "004-04", "Every suit, trumps included, ranks A 10 K Q J 9 8 7, worth 11, 10, 4, 3, 2, 0, 0, 0: 120 a deal, nothing for the last trick",
        """
Unlike Belote, **every suit ranks the same way, trumps included**: **ace, ten, king, queen, jack, nine,
eight, seven**. Points: ace 11, ten 10, king 4, queen 3, jack 2, the others nothing: 30 per suit, **120 in a
deal**. There is **no bonus for the last trick**. A trump still beats any card of another suit.
""",
        'card_order(system="mariage", trumps="H")',
        ['order_quiz(system="mariage", trumps="H", cards=("JH", "10H"))', 'total_quiz(system="mariage", trumps="H")',
         'points_quiz(system="mariage", trumps="C", cards="AC JC 9C 10S")'],
        try_it="Change the trump suit: the order stays the same.",
    )
    L.section("What you learned", """
* Partners: the first two players to get a king. 32 cards, dealt 1, 3, 4.
* The last card dealt fixes trumps; no bidding.
* A 10 K Q J 9 8 7 in every suit (11 10 4 3 2 0 0 0); 120 points, no last-trick bonus.

Next: **41_mar_play**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("41_mar_play", "Mariage 2: playing the tricks", "mariage", S, intro="""
Each player in turn plays one card; the **highest trump** wins the trick, or, with no trump in it, the
**highest card of the suit led**; the winner leads the next. Mariage is much freer than Belote: you
never have to beat a card, and never have to trump. One rule limits the trumps.
""" + HOW)
    L.clause(
        "004-05", "You must follow suit, but need not beat; trumping is never compulsory",
        """
You **must play the suit led** if you can, but you **need not beat** the card winning (also when trumps are
led: any trump will do). With **none of the suit led**, you may **trump or discard** as you like: trumping
is **not compulsory**.
""",
        'explain_cards(system="mariage", trumps="H", to_play="S", hand="7H KD", trick="W:AS")',
        ['legal_cards_quiz(system="mariage", trumps="H", to_play="S", hand="AS 7S 10H", trick="W:KS")',
         'legal_cards_quiz(system="mariage", trumps="H", to_play="S", hand="7H KH AS", trick="W:AH")'],
        try_it="South has no spade: trump or discard, as South likes. Give South a spade.",
    )
    L.clause(
        "004-06", "No undertrumping: a trump lower than one already in the trick is refused, except to complete a trump marriage",
        """
This rule is about **trumping a suit that is not trumps**. When you have none of the suit led and a
trump is already in the trick, you **may not play a lower trump** (no **undertrumping**): overtrump or
discard instead.

It does **not** apply when **trumps are led**: then you simply follow suit with any trump, higher or lower
(lesson 41's first rule: you never have to beat). Two exceptions to the rule:

* a lower trump that **completes a trump marriage on the table**: the king of trumps when the queen of
  trumps is already in the trick (or the queen with the king; the jack with both);
* a player who holds **nothing but lower trumps** must play one of them.
""",
        'explain_cards(system="mariage", trumps="H", to_play="S", hand="AH 8H 9D", trick="N:AS W:10H")',
        ['legal_cards_quiz(system="mariage", trumps="H", to_play="S", hand="KH 7H 9D", trick="E:8S N:QH W:AH")',
         'legal_cards_quiz(system="mariage", trumps="H", to_play="S", hand="KH 7H", trick="N:AS W:AH")',
         'legal_cards_quiz(system="mariage", trumps="S", to_play="S", hand="7S KS AD", trick="W:AS")'],
        try_it="West trumped with the 10♥: South may overtrump with the ace or discard the 9♦, not play the 8♥.",
    )
    L.section("Exercise: find the illegal card")
    L.code('find_the_illegal_card(system="mariage", trumps="S",\n'
           '                      hands={"N": "AD 9C", "W": "7S KH", "S": "9S 8C", "E": "10D QD"},\n'
           '                      trick="N:AD W:7S S:9S E:10D")')
    L.code('find_the_illegal_card(system="mariage", trumps="S",\n'
           '                      hands={"N": "AD 9C", "W": "9S KH", "S": "7S 8C", "E": "10D QD"},\n'
           '                      trick="N:AD W:9S S:7S E:10D")')
    L.section("Exercise: play out an ending", "Every card face up; the others play perfectly. No last-trick bonus here.")
    L.code('ending_exercise(system="mariage", seed=5, tricks_left=3)')
    L.section("What you learned", """
* Follow suit, no duty to beat; void: trump or discard freely.
* No undertrumping, except to complete a trump marriage on the table, or with nothing but lower trumps.

Next: **42_mar_marriages**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("42_mar_marriages", "Mariage 3: marriages", "mariage", S, intro="""
A **marriage** is the king and queen of one suit. It scores when a player holding it announces it, or when
both cards fall in the same trick.
""" + HOW)
    L.clause(
        "004-07", "Marriages in hand: king and queen 20, with the jack 30; in trumps 40 and 60",
        """
| marriage | not trumps | in trumps |
|---|---|---|
| king and queen | 20 | 40 |
| king, queen and jack | 30 | 60 |

The player who holds it **announces** it on their turn, **before playing their card** (saying "marriage in
spades", in this program the action `marriage S`), and the team scores its value. The jack counts if it is
still in that player's hand at the announcement. Each marriage is announced once; a player may announce several
marriages of different suits.
""",
        'replay_record("mariage-announced")',
        ['marriage_value_quiz(cards="KH QH JH", trumps="H")', 'marriage_value_quiz(cards="KS QS", trumps="D")'],
        try_it="A recorded deal: East announces a marriage once East-West have won a trick. Try the other records: "
               "`\"mariage-on-the-table\"`, `\"mariage-broken-marriage\"`.",
    )
    L.clause(
        "004-08", "You may announce only once your team has won a trick; a marriage one of whose cards has gone is broken",
        """
A player may announce a marriage **only once their team has won a trick** in the deal (a trick of their
own or their partner's). Until then the marriage must wait, and if the king or the queen has to be played
before that, the marriage is **broken**: it can no longer be announced and scores nothing.
""",
        'replay_record("mariage-broken-marriage")',
        ['mariage_action_quiz(record="mariage-announced", after=1, action="marriage D")',
         'mariage_action_quiz(record="mariage-announced", after=6, action="marriage D")',
         'mariage_action_quiz(record="mariage-broken-marriage", after=15, action="marriage S")'],
        try_it="East held the king and queen of spades but had to play the queen before East-West won a trick.",
    )
    L.clause(
        "004-09", "A marriage falling in one trick (\"on the table\"): plus its value to the team winning the trick, minus to the other",
        """
When the king and queen of one suit (with or without the jack) are **played in the same trick**, the
marriage is **"on the table"**: the team that **wins the trick gains** its value (20 or 30, in trumps 40 or
60) and the **other team loses** the same. A team's deal points can therefore be negative.
""",
        'replay_record("mariage-on-the-table")',
        ['table_marriage_quiz(trumps="S", trick="N:KH W:QH S:AH E:7H")',
         'table_marriage_quiz(trumps="H", trick="E:KH N:QH W:JH S:AH")'],
        try_it="The king, queen and jack of spades fell in one trick won by East-West: +30 for them, -30 for "
               "North-South.",
    )
    L.section("What you learned", """
* K+Q 20, K+Q+J 30; in trumps 40 and 60.
* Announce only once your team has won a trick; a marriage whose card has gone is broken.
* On the table: + to the trick's winners, - to the others.

Next: **43_mar_scoring_manche_coches**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("43_mar_scoring_manche_coches", "Mariage 4: the score, the manche and the coches", "mariage", S, intro="""
Mariage is scored in **tens**; deals add up to a **manche** of 31; each manche gives **coches** (marks) to
the team that lost it; a **partie** ends when the coches make 5.
""" + HOW)
    L.clause(
        "004-10", "Deal points are written in tens, rounded, halves up (53 and 67 give 5 and 7; 55 and 65 give 6 and 7)",
        """
At the end of a deal each team adds its card points and marriages, then writes them **in tens**, rounded to
the nearest ten with a **half going up**: 53 gives **5** and 67 gives **7** (12 in all); 55 gives **6** and 65
gives **7**: exceptionally **13** in all. (The rules say "rounded up", but their own examples round to the
nearest ten: the program follows the examples.)
""",
        'deal_in_tens(ns=53, ew=67)',
        ['tens_quiz(points=45)', 'tens_quiz(points=64)'],
        try_it="Try `ns=55, ew=65`, and a negative score such as `ns=-15`.",
        more=['deal_in_tens(ns=55, ew=65)'],
    )
    L.clause(
        "004-11", "The manche is played to 31; the partie ends when the coches total 5",
        """
The tens of each deal add up to a running total: the first team to reach **31** ("thirty-one") **wins the
manche**, and the **losing team** receives **coches** (marks against it). Then a new manche starts from 0.
A **partie** ends when the coches of both teams together reach **5**: the team with **fewer coches** wins.

Details a newcomer asks about:

* A team that reaches 31 **at the end of a deal** wins the manche even if nobody claimed "on est dehors".
* If **both** teams pass 31 at the end of the same deal, the higher total wins the manche; if they are
  level, the manche goes on with another deal.
* Coches can come 2, 3 or 4 at a time, so the total can pass 5 (for example 3 to 3): with **equal coches**
  the partie is a **draw**.
* "Under 15" and "at least 19" are counted on the manche total **in tens**, with this deal's points so far.
""",
        'play_partie(seed=2)',
        ['partie_winner_quiz(seed=3)'],
        try_it="A whole partie played by the bots. Change the seed.",
    )
    L.clause(
        "004-12", "One coche to the losing team when a team reaches 31, or claims \"on est dehors\" first (only holding the lead, when the points allow)",
        """
The usual manche ends when a team reaches **31**: **one coche** to the other team. A team need not wait for
the end of the deal: **holding the lead** (it won the last trick and is about to lead), it may claim **"on
est dehors"** ("we are out") as soon as its total **with the points already won in this deal** reaches 31.
The first team to claim rightly wins the manche. A **wrong** claim (the total is short of 31) ends the manche
too, but the coches go to the **claimers**: as many as the other team would have got, so **1**, or **2**
when the other team has under 15.
""",
        'replay_record("mariage-out-succeeds", scores_before={"NS": 25, "EW": 16})',
        ['coches_quiz(record="mariage-out-succeeds", scores_before={"NS": 25, "EW": 18})',
         'mariage_action_quiz(record="mariage-out-succeeds", after=9, action="out")'],
        try_it="North-South had 25 and claim out after trick 3 with the points on the table. Change East-West's "
               "total to 12: the coches change (next section).",
        more=['replay_record("mariage-out-fails")'],
    )
    L.clause(
        "004-13", "Two coches: after a cape, or going out while the other team has under 15",
        """
The losing team gets **two coches** instead of one:

* after a **cape**: one team won **every trick** of a deal (the manche ends at once);
* when the winners go out while the losers have **under 15** (their total, counting marriages and the
  points on the table).
""",
        'replay_record("mariage-cape")',
        ['coches_quiz(record=mariage_deal(hands={"N": "AH 10H KH QH JH 9H 8H AC", "S": "7H AS 10S KS QS AD 10D KD",\n'
         '                                       "E": "JS 9S 8S 7S QD JD 9D 8D", "W": "7D 10C KC QC JC 9C 8C 7C"},\n'
         '                                dealer="S", turn_up="7H", plays=["JS"], scores_before={"NS": 10, "EW": 20}))',
         'coches_quiz(record="mariage-out-succeeds")'],
        try_it="East-West took every trick: 2 coches to North-South.",
    )
    L.clause(
        "004-14", "Three coches for a \"cape dehors\" claimed with 19 or more and made, four when the others have under 15; a wrong claim sends them to the claimers",
        """
A team with **at least 19** (its manche total with this deal's points so far, in tens) may announce,
**before playing its second-to-last card**, that it will take
**every trick**: **"cape dehors"**. If it does, the other team gets **3 coches** (if it has 15 or more), or
**4 coches** if it has **under 15**. If the claim was wrong (the other team wins a trick), those coches go
to the **claimers** instead.
""",
        'mariage_deal(hands=' + CAPE_HANDS + ',\n'
        '             dealer="S", turn_up="7H", plays=["JS", "JH", "7C", "AS", "cape"], scores_before={"NS": 17, "EW": 16})',
        ['coches_quiz(record=mariage_deal(hands=' + CAPE_HANDS + ',\n'
         '             dealer="S", turn_up="7H", plays=["JS", "JH", "7C", "AS", "cape"], scores_before={"NS": 17, "EW": 10}))',
         'coches_quiz(record=mariage_deal(hands=' + FAILED_CAPE_HANDS + ',\n'
         '             dealer="S", turn_up="7H", plays=["JS", "JH", "8C", "AS", "cape"], scores_before={"NS": 17, "EW": 16}))'],
        try_it="North-South (17 before the deal, 19 with the first trick) claim cape dehors after trick 1 and take "
               "every trick: 3 coches to East-West. Change East-West's total to 10.",
    )
    L.clause(
        "004-15", "Tips: lead your aces; signals; never look at the other team's tricks",
        """
* **Lead your aces** (they win, and clear the way for your marriages). No ace: lead a suit in which you
  hold part of a marriage; else a ten (but not in trumps); else what you can.
* **Signals** between partners: leading the **ten of trumps** says you hold the **ace of trumps**; playing a
  **king** says you also hold the ten and the ace of that suit. Discarding an ace while your partner is
  winning says you hold the ten.
* **Never look at the other team's tricks.** Look at your own only while you hold the lead, to check whether
  you can claim "on est dehors".

The bots lead by these tips; their reasons are given card by card:
""",
        'replay_hand(system="mariage", seed=3, dealer="N")',
        ['lead_tip_quiz(system="mariage", trumps="H", hand="AS 10S 9D 8D KC 7C 8H 9H")'],
        try_it="Change the seed for another deal.",
    )
    L.section("Now play", "Open **07_practice_game** and choose `mariage`: announce marriages and claim when you can.")
