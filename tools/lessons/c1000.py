"""Track 2: the full rules of French Belote to 1000 (classic-1000, seed 001): what they change."""
from . import Lesson
from .c501 import HOW

S = "classic-1000"


def build():
    # ------------------------------------------------------------------------------------------
    L = Lesson("20_c1000_table_deal_bidding", "Belote to 1000, 1: the table, the deal and the bidding", "classic-1000", S,
               intro="""
The **full rules** of French Belote (called `classic-1000` here) are the game of the classic track with a
few differences: the game is played to **1000**, in the French direction (**anticlockwise**),
**declarations always count**, a **tie is made**, and trumps are stricter. Each section says what is the
same and what changes. New to Belote? Start with the classic track (**10_c501_pack_and_table**); this track
also stands on its own.
""" + HOW)
    L.clause(
        "001-01", "Two teams of two, 32 cards, the game to 1000",
        """
As in every Belote: **four players** in **two teams of two**, partners **opposite** (North-South against
East-West), and the **32-card pack** (7 to ace in each suit; take the 2s to 6s and the jokers out of a
52-card pack). Points come from the cards won in tricks, from declarations and from the belote. The first
team to reach **1000** points wins.
""",
        'game_end(system="classic-1000", before={"NS": 950, "EW": 700}, hand={"NS": 62, "EW": 100})',
        ['game_end_quiz(system="classic-1000", before={"NS": 900, "EW": 880}, hand={"NS": 99, "EW": 81})',
         'partner_quiz(seat="W")'],
        try_it="North-South pass 1000 and win. Change the totals.",
    )
    L.clause(
        "001-02", "Trumps beat every other suit; in trumps the jack and the nine jump to the top",
        """
The **trump suit** is the strongest: **any trump beats any card of another suit**. Inside the trump suit
the order changes: the **jack** and the **nine** jump to the top: J 9 A 10 K Q 8 7, worth 20, 14, 11, 10, 4,
3, 0, 0. The other suits keep A 10 K Q J 9 8 7 (11, 10, 4, 3, 2, 0, 0, 0). The cards hold 152 points; with 10
for the last trick, 162 in every hand.
""",
        'card_order(system="classic-1000", trumps="S")',
        ['order_quiz(system="classic-1000", trumps="S", cards=("JS", "AS"))',
         'order_quiz(system="classic-1000", trumps="S", cards=("9D", "QD"))'],
        try_it="Change the trump suit.",
    )
    L.clause(
        "001-03", "Anticlockwise: the deal and the play go to the right; 3 cards, then 2, then the turn-up",
        """
In France dealing and play go **anticlockwise**: each time to the **right**. Seen from the dealer's chair,
the **dealer's right** is the next player anticlockwise: when North deals, West (North faces South, so North's
right hand points West). (Option `direction`:
clockwise, as some regions play.) The **first dealer** is chosen at random (this program draws one from
the seed); after each hand the deal passes to the right.

The dealer shuffles and the player on the dealer's **left cuts** the pack. The dealer gives each player
**3 cards, then 2** (everyone has 5), starting with the player on the dealer's right, then turns the next
card **face up**: the **turn-up**, whose suit is offered as trumps.
""",
        'show_deal(system="classic-1000", seed=7, dealer="N")',
        ['next_dealer_quiz(system="classic-1000", dealer="N")',
         'packets_quiz(system="classic-1000", round=1)'],
        try_it="North deals: the first cards go to West, North's right. Change the dealer.",
        more=['show_table(system="classic-1000", dealer="N")'],
    )
    L.clause(
        "001-04", "Bidding from the dealer's right: take or pass, then name another suit; all pass twice: thrown in",
        """
The player on the **dealer's right** speaks first, then the others in turn to the right.

1. **First round**: each player **takes** (the turn-up's suit becomes trumps) or **passes**.
2. **Second round**, if all four passed: each in turn may **name another suit** as trumps, or pass.
3. The **first "take" ends the bidding** at once.
4. If all pass twice, the cards are **thrown in** and the next player deals.

The taker and partner are the **takers**; the other team, the **defenders**.
""",
        'show_auction(system="classic-1000", seed=7, dealer="N", calls=["pass", "pass", "pass", "pass", "pass", "S"])',
        ['first_player_quiz(system="classic-1000", dealer="E", what="speaks first")',
         'calls_quiz(system="classic-1000", dealer="S", turn_up="9H", calls_before=["pass", "pass", "pass", "pass"])',
         'taker_quiz(system="classic-1000", dealer="W", turn_up="QD", calls=["pass"] * 8)'],
        try_it="Change the calls; try `\"take\"` in the second round and read why it is refused.",
    )
    L.clause(
        "001-05", "The taker picks up the turn-up, even after naming another suit; then 3 cards to the others, 2 to the taker",
        """
Once someone has taken, the taker **picks up the turn-up**, **even if another suit was named** in the
second round (the turn-up is then just an extra card, not a trump). The dealer then deals the rest: **3
cards to each other player** and **2 to the taker**. Everyone has **8**.
""",
        'show_auction(system="classic-1000", seed=7, dealer="N", calls=["pass", "pass", "pass", "pass", "H"])',
        ['cards_received_quiz(system="classic-1000", seed=7, dealer="N", calls=["pass", "pass", "pass", "pass", "H"])',
         'cards_received_quiz(system="classic-1000", seed=7, dealer="N", calls=["pass", "pass", "pass", "pass", "H"], who="N")'],
        try_it="West names hearts in the second round and still picks up the turn-up (framed in green).",
    )
    L.clause(
        "001-06", "The dealer's right leads the first trick; the winner of each trick leads the next",
        """
A trick is one round in which each player plays one card face up; the best card wins all four. The player
on the **dealer's right leads** the first trick; the **winner** of each trick leads the next. A trick is
won by the **highest trump**, or, with no trump in it, by the **highest card of the suit led**.
""",
        'show_table(system="classic-1000", dealer="S")',
        ['first_player_quiz(system="classic-1000", dealer="S", what="leads")',
         'winner_quiz(system="classic-1000", trumps="D", trick="E:AS N:10S W:7D S:JS")'],
        try_it="Change the dealer: the first lead moves with it.",
    )
    L.section("A worked auction", "Four players bid by the tips of the full rules; each row says why.")
    L.code('worked_auction(system="classic-1000", seed=3, dealer="N")')
    L.section("Exercise: bid this hand")
    for n in (0, 1, 4, 6):  # numbered as in the bidding trainer (lesson 08)
        L.code(f'bid_quiz(system="classic-1000", problem={n})')
    L.section("What changes from the classic track", """
* Anticlockwise (to the right); the dealer's right speaks and leads first; the player on the dealer's left cuts.
* The taker always picks up the turn-up, even after naming another suit in the second round.

Next: **21_c1000_play_and_declarations**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("21_c1000_play_and_declarations", "Belote to 1000, 2: the play, declarations and belote", "classic-1000", S,
               intro="""
The rules of play are those of the classic track (follow suit; trump when you cannot, unless your partner
is winning; overtrump an opponent), with one stricter rule about trumps. Declarations **always** count.
""" + HOW)
    L.clause(
        "001-07", "Whenever you play a trump it must beat the highest trump in the trick if it can, even when your partner is winning",
        """
The play rules, in short: **follow suit**; if you cannot, **trump**, unless your **partner is winning**,
in which case any card will do; if an opponent has trumped, **overtrump** if you can, else play a lower
trump; with neither the suit nor a trump, any card.

The full rules add: **whenever you play a trump, it must beat the highest trump already in the trick if
you can**, **also when your partner is winning**. So with your partner winning with a trump you may
discard, or overtrump, but **not play a lower trump** while you hold a higher one (in `classic-501` you
may).
""",
        'explain_cards(system="classic-1000", trumps="H", to_play="S", hand="JH 7H AD", trick="E:AS N:9H W:KS")',
        ['legal_cards_quiz(system="classic-1000", trumps="H", to_play="S", hand="AH 8H KC", trick="E:AD N:10H W:7D")',
         'legal_cards_quiz(system="classic-1000", trumps="C", to_play="W", hand="9C 8C QH", trick="N:9S")'],
        try_it="The same cards under `classic-501` (clockwise, so the trick's seats differ) are in the next cell: there 7♥ is allowed.",
        more=['explain_cards(system="classic-501", trumps="H", to_play="S", hand="JH 7H AD", trick="W:AS N:9H E:KS")'],
    )
    L.clause(
        "001-08", "Declarations are always played; sequences in the natural order A K Q J 10 9 8 7; one card in one declaration",
        """
A **declaration** is a set of cards in your hand that scores extra points: a **tierce** (3 in sequence) 20,
a **fifty** (4) 50, a **hundred** (5 or more) 100; **four jacks** 200, **four nines** 150, four aces, tens,
kings or queens 100 (not sevens or eights). In the full rules declarations **always** count.

A sequence runs in the **natural order A K Q J 10 9 8 7**, in trumps too (not the order of play). **One card
cannot be used in two declarations.** An opponent may ask to see the cards declared.
""",
        'declarations_of(hand="AS KS QS JS 10S 7H 7D 7C")',
        ['declaration_value_quiz(hand="AD KD QD JH JS JC JD 9H")'],
        try_it="A♠ K♠ Q♠ J♠ 10♠ is a hundred. Take the 10♠ out (put 8♥ instead) and it becomes a fifty.",
    )
    L.clause(
        "001-09", "Declarations compared after trick 1: value, a four before a sequence, top card, trumps, then the player nearest the dealer's right",
        """
Each player announces the kind of declaration ("a tierce", "four kings") while playing to the **first
trick**; after it they are compared. Only the team with the best declaration scores, **all** its
declarations; the other team scores none, even if theirs add up to more.

1. The **higher value** wins; a **four of a kind beats a sequence of five** (both worth 100).
2. Sequences of the same length: the **higher top card**.
3. Still equal: a sequence **in trumps**.
4. Still equal: the player **nearest the dealer's right** (the earlier to speak) wins.
""",
        'compare_declarations_of(system="classic-1000", trumps="H", dealer="N", hands={"S": "9D 10D JD", "E": "9C 10C JC"})',
        ['declarations_winner_quiz(system="classic-1000", trumps="S", dealer="W",\n'
         '                         hands={"N": "7D 8D 9D 10D JD", "E": "QS QH QD QC"})',
         'declarations_winner_quiz(system="classic-1000", trumps="D", dealer="E",\n'
         '                         hands={"W": "8H 9H 10H", "S": "8C 9C 10C"})'],
        try_it="Two equal tierces, neither in trumps: South speaks before East, so South's counts. Change the dealer.",
    )
    L.clause(
        "001-10", "Belote: the king and queen of trumps score 20, whoever has the best declaration",
        """
Holding the **king and queen of trumps** scores **20** (the **belote**), **whoever** has the best
declaration: it is not compared with the other declarations. Say "belote" when you play the first of them
and "rebelote" with the second.
""",
        'worked_score(system="classic-1000", trumps="H", taker="N", takers_cards=80, last_trick="takers",\n'
        '             belote="defenders", declarations={"takers": "7S 8S 9S 10S"})',
        ['score_quiz(system="classic-1000", trumps="C", taker="S", takers_cards=92, last_trick="takers",\n'
         '           belote="defenders", declarations={"takers": "AD KD QD"})'],
        try_it="The takers have the best declaration (a fifty); the defenders still score their belote.",
    )
    L.section("Step by step with a whole deal", "Press **Next step** to see the announcements and the comparison.")
    L.code('from belote_learn.widgets import DeclarationsWalkthrough\nDeclarationsWalkthrough("classic-1000", "H", seed=21)')
    L.section("Exercise: play out an ending")
    L.code('ending_exercise(system="classic-1000", seed=8, tricks_left=3)')
    L.section("What changes from the classic track", """
* A trump you play must beat the highest trump in the trick when it can, even over your partner.
* Declarations always count; exactly equal ones go to the player nearest the dealer's right.

Next: **22_c1000_scoring_and_end**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("22_c1000_scoring_and_end", "Belote to 1000, 3: scoring, the end of the game, variants", "classic-1000", S,
               intro="""
Counting a hand, the rules' own worked example, the end of the game and the variants players agree on.
""" + HOW)
    L.clause(
        "001-11", "Made when the takers have at least as many points as the defenders (a tie is made); both teams score their totals",
        """
After the 8 tricks each team adds its **card points**, **10** for the last trick, its **declarations** (if
it had the best) and its **belote**. The takers **make** their contract when they have **at least as many
points** as the defenders: **a tie is made** (in `classic-501` a tie is a litige). Then **both teams score
their own totals**.
""",
        'worked_score(system="classic-1000", trumps="H", taker="N", takers_cards=71, last_trick="takers")',
        ['result_quiz(system="classic-1000", trumps="D", taker="E", takers_cards=61, last_trick="takers", belote="takers")'],
        try_it="81 to 81: made. Change `takers_cards` to 70.",
    )
    L.clause(
        "001-12", "Dedans: the takers score only their belote; the defenders 162 plus the declarations",
        """
If the takers have **fewer** points, they are **dedans** ("inside"): they score **only their belote**, if
they had it. The defenders score **162**, plus the declarations that scored, **whichever team made them**
(the takers' best declaration goes to the defenders too), plus their own belote.
""",
        'worked_score(system="classic-1000", trumps="S", taker="N", takers_cards=40, last_trick="defenders",\n'
        '             belote="takers", declarations={"takers": "9H 10H JH QH"})',
        ['score_quiz(system="classic-1000", trumps="H", taker="W", takers_cards=30, last_trick="defenders",\n'
         '           declarations={"takers": "7S 8S 9S"})'],
        try_it="The takers' fifty goes to the defenders with the 162; the belote stays. Try `takers_cards=70`.",
    )
    L.clause(
        "001-13", "Capot: 252 plus declarations; the team without a trick loses its declarations but keeps its belote",
        """
A team that wins **all 8 tricks** makes **capot**: the last trick counts **100** instead of 10, so it
scores **252**, plus its declarations and belote. The team **without a trick loses its declarations**
(even if they were the best), but **keeps its belote**.

**The defenders can make capot too.** If the **takers win no trick at all**, they are dedans and the
defenders score **252** (the last trick worth 100) **+ their declarations + their belote**; the takers
keep only their own belote. (Compare `classic-501`, where the declarations of a team without a trick go to
the capot team instead of being lost.)
""",
        'worked_score(system="classic-1000", trumps="H", taker="N", takers_cards=152, last_trick="takers",\n'
        '             belote="defenders", declarations={"defenders": "AS KS QS JS"})',
        ['score_quiz(system="classic-1000", trumps="S", taker="E", takers_cards=152, last_trick="takers",\n'
         '           belote="takers", declarations={"takers": "7H 8H 9H"})',
         'score_quiz(system="classic-1000", trumps="D", taker="W", takers_cards=0, last_trick="defenders",\n'
         '           belote="takers", declarations={"defenders": "10C JC QC"})'],
        try_it="The defenders' fifty was the best declaration, but they took no trick: it is lost. Their belote stays. "
               "The cell after the replay shows the other capot: the takers win nothing, the defenders score 252 + "
               "their tierce, and the takers keep their belote.",
        more=['replay_record("c1000-capot")',
              'worked_score(system="classic-1000", trumps="H", taker="N", takers_cards=0, last_trick="defenders",\n'
              '             belote="takers", declarations={"defenders": "7S 8S 9S"})'],
    )
    L.clause(
        "001-14", "The rules' own example: 147 to 55; still made at 112 to 90; dedans at 80 to 122 (182 and 20)",
        """
Hearts are trumps and Anna (North here) took. Her team holds a **tierce (20)** and the **belote (20)**; the
defenders declared nothing.

* Anna's team wins **97** card points and the last trick: 97 + 10 = **107**, + 20 + 20 = **147**. The
  defenders have 152 − 97 = **55**. 147 ≥ 55: made; they write **147** and **55**.
* Had the takers won only **62** card points and the last trick (62 + 10 = 72, + 40 = **112**) against the
  defenders' **90**: 112 ≥ 90, still made: **112** and **90**.
* With **30** card points and the last trick (30 + 10 = 40, + 40 = **80**) against **122**: dedans. The
  defenders write 162 + 20 (the takers' tierce) = **182**; the takers keep their belote: **20**.

The engine reaches the same figures:
""",
        'worked_score(system="classic-1000", trumps="H", taker="N", takers_cards=97, last_trick="takers",\n'
        '             belote="takers", declarations={"takers": "7S 8S 9S"})',
        ['score_quiz(system="classic-1000", trumps="H", taker="N", takers_cards=45, last_trick="defenders",\n'
         '           belote="takers", declarations={"takers": "7S 8S 9S"})'],
        try_it="Change `takers_cards` to 62, then to 30: 112-90, then 182-20.",
        more=['worked_score(system="classic-1000", trumps="H", taker="N", takers_cards=62, last_trick="takers",\n'
              '             belote="takers", declarations={"takers": "7S 8S 9S"})',
              'worked_score(system="classic-1000", trumps="H", taker="N", takers_cards=30, last_trick="takers",\n'
              '             belote="takers", declarations={"takers": "7S 8S 9S"})'],
    )
    L.clause(
        "001-15", "The end: the first team to 1000 wins; both reach it in the same hand: a draw",
        """
Write both teams' totals after every hand. The **first team to reach 1000** wins. If **both** teams reach
1000 **in the same hand**, the game is a **draw** (in `classic-501` the higher total would win).
""",
        'game_end(system="classic-1000", before={"NS": 940, "EW": 930}, hand={"NS": 90, "EW": 72})',
        ['game_end_quiz(system="classic-1000", before={"NS": 950, "EW": 960}, hand={"NS": 60, "EW": 102})'],
        try_it="Both teams pass 1000 in this hand: a draw, whatever the totals. Give East-West 62 instead.",
    )
    L.clause(
        "001-16", "Variants players agree on: litige, clockwise play, rounding to 10, and coinche",
        """
* **Litige**: on equal totals only the defenders score; the takers' points are held back for the winner of
  the next hand (the classic-501 rule); option `{"litige": True}`.
* **Clockwise**: some regions deal and play clockwise; option `{"direction": "clockwise"}`.
* **Rounding**: each hand's scores rounded to the nearest 10 (85 gives 90, 84 gives 80) to speed up the
  adding; option `{"rounding": True}`. Whether the contract is made is decided on the exact points.
* **Litige and rounding together**: points held over in a litige are kept **exact** while they wait (81
  stays 81). When they are released, they are first **added** to the winning team's points for that hand,
  and only that sum is rounded: 84 + 81 held = 165, written **170** (rounding each apart would give
  80 + 80 = 160).
* **Coinche** (belote contrée): a popular modern form with an auction of points instead of the turn-up, in
  which the opponents may double ("coinche"). It has its own track: **50_coinche_deal_and_auction**.
""",
        'worked_score(system="classic-1000", options={"rounding": True}, trumps="H", taker="N", takers_cards=74, last_trick="takers")',
        ['result_quiz(system="classic-1000", options={"litige": True}, trumps="H", taker="N", takers_cards=71, last_trick="takers")',
         'score_quiz(system="classic-1000", options={"rounding": True}, trumps="S", taker="E", takers_cards=75, last_trick="takers")'],
        try_it="84 becomes 80 and 78 becomes 80. Change the options. The next cell plays a hand after a litige "
               "with both options: the takers make 84 and collect the 81 held over, 165 rounded to 170.",
        more=['worked_score(system="classic-1000", options={"litige": True, "rounding": True}, trumps="H", taker="N",\n'
              '             takers_cards=74, last_trick="takers", held_over=81)'],
    )
    L.section("Tips for beginners (from the full rules)", """
* Take on the **jack or nine of trumps**: together 34 points, and they win the first trump tricks. A lone
  trump ace is rarely enough.
* Remember you will get **3 more cards**: the taker knows only 6 of 8 (the turn-up included).
* As taker, **lead trumps early** to draw the defenders' trumps before your aces are ruffed.
* **Give points to a winning partner**: your ten or ace.
* **Count trumps**: there are 8.
""")
    L.code('load_the_trick_quiz(system="classic-1000", trumps="S", to_play="S", hand="AH 10C 7H", trick="E:KD N:JS W:8D")')
    L.code('lead_tip_quiz(system="classic-1000", trumps="D", hand="JD 9D 10D 7S AS KH QC 8C")')
    L.section("Now play", "Open **07_practice_game** and choose `classic-1000`.")
