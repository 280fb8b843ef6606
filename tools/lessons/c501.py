"""Track 1: French Belote to 501 (classic-501, seed 000), for someone who has never played."""
from . import Lesson

S = "classic-501"
HOW = """
**How these lessons work.** Each section states one rule in plain words, shows it with a live example, and
ends with a quiz. Run the cells from top to bottom (Shift+Enter). A cell such as
`show_table(system="classic-501", dealer="N")` is a live example: change a value between the quotes (here
`"N"` to `"E"`) and run it again. In a quiz, answer with the buttons: the program works the answer out from
the rules and explains it. (The first cell of each lesson, folded away, only loads these helpers.)
"""


def build():
    # ------------------------------------------------------------------------------------------
    L = Lesson("10_c501_pack_and_table", "Classic Belote 1: the pack, the table and the aim of the game",
               "classic-501", S, intro="""
This track teaches **French Belote played to 501 points** (called `classic-501` in this program), the
game most French families play, from nothing. Lesson 1: who plays, with which cards, and what the teams
try to do; the rank and value of every card.
""" + HOW)
    L.clause(
        "000-01", "Four players in two teams, and a pack of 32 cards",
        """
Belote needs exactly **four players**, in **two teams of two**. Partners sit **opposite** each other. We
name the seats like the points of a compass: **North and South** are partners, against **East and West**.
Partners never see each other's cards, but they win tricks and count points together.

The pack has **32 cards**: in each of the four suits (spades ♠, hearts ♥, diamonds ♦, clubs ♣) the 7, 8, 9,
10, jack (J), queen (Q), king (K) and ace (A). With an ordinary 52-card pack, take out the 2s to 6s (and
the jokers).
""",
        'show_table(system="classic-501", dealer="N")',
        ['partner_quiz(seat="E")', "cards_count_quiz()"],
        try_it="The table below shows the four seats. Change `dealer=\"N\"` to another seat: the teams never change.",
        more=["show_pack()"],
    )
    L.clause(
        "000-02", "The taker chooses trumps; the takers must end with more points than the defenders",
        """
In every hand one suit is **trumps**: the strongest suit of that hand (any trump beats any card of
another suit). Trumps are chosen during the bidding (lesson 2): one player, the **taker**, accepts a suit
as trumps. The taker and partner are then **the takers**; the other team are **the defenders**.

The hand is played for points (lesson 5 counts them). The takers promise to finish with **more points
than the defenders**. If they do, each team scores what it won. If they do not, the takers are
**"dedans"** (French for "inside"): they lose the hand, and the defenders score all its points.
""",
        'worked_score(system="classic-501", trumps="H", taker="N", takers_cards=90)',
        ['result_quiz(system="classic-501", trumps="S", taker="E", takers_cards=60, last_trick="defenders")'],
        try_it="North took, hearts are trumps, and North-South won 90 of the card points. Change `takers_cards` "
               "to 60 and see the takers go dedans.",
    )
    L.clause(
        "000-03", "The game is played to 501 points (301 or 1001 by agreement)",
        """
A game is a series of hands. After each hand both teams add their score to a running total; the first
team to reach **501** points wins the game. Players may agree on a shorter game, to **301**, or a longer
one, to **1001**: in this program that is the option `target`. (What happens when both teams pass the
target in the same hand is in lesson 6.)
""",
        'game_end(system="classic-501", before={"NS": 430, "EW": 320}, hand={"NS": 92, "EW": 70})',
        ['game_end_quiz(system="classic-501", before={"NS": 420, "EW": 380}, hand={"NS": 81, "EW": 81})',
         'game_end_quiz(system="classic-501", options={"target": 301}, before={"NS": 250, "EW": 190}, hand={"NS": 40, "EW": 122})'],
        try_it="Change the totals, or add `options={\"target\": 1001}` to play a longer game.",
    )
    L.clause(
        "000-04", "Trumps rank J 9 A 10 K Q 8 7 and are worth 20, 14, 11, 10, 4, 3, 0, 0",
        """
In the trump suit the **jack** is the highest card, then the **nine**, then the ace, ten, king, queen,
eight and seven. Their points: jack **20**, nine **14**, ace 11, ten 10, king 4, queen 3, eight and seven
nothing: **62** for the whole trump suit.

A card's **strength** (which card wins a trick) and its **points** (what it is worth to the team that wins
it) are two different things: the eight of trumps beats the seven although both are worth nothing.
""",
        'card_order(system="classic-501", trumps="H")',
        ['order_quiz(system="classic-501", trumps="H", cards=("9H", "AH"))',
         'points_quiz(system="classic-501", trumps="S", cards="JS 9S QS")'],
        try_it="Change `trumps=\"H\"` to `\"S\"`, `\"D\"` or `\"C\"`: the order is the same in whichever suit is trumps.",
    )
    L.clause(
        "000-05", "The other suits rank A 10 K Q J 9 8 7 and are worth 11, 10, 4, 3, 2, 0, 0, 0",
        """
The three suits that are not trumps are **plain suits**. In a plain suit the **ace** is highest, then the
**ten** (above the king!), king, queen, jack, nine, eight, seven. Points: ace 11, ten 10, king 4, queen 3,
jack 2, nine, eight and seven nothing: **30** per plain suit. Notice the jack and nine: top of the trump
suit, but low in a plain suit.
""",
        'show_trick(system="classic-501", trumps="H", trick="N:KS E:10S S:AS W:JS")',
        ['order_quiz(system="classic-501", trumps="H", cards=("10S", "KS"))',
         'points_quiz(system="classic-501", trumps="H", cards="AC 10C JC 9C")'],
        try_it="Four spades are played (hearts are trumps): the ace wins. Change the cards, e.g. `S:9S` for `S:AS`.",
    )
    L.clause(
        "000-06", "152 points in the cards, 10 for the last trick: 162 in every hand",
        """
Add it up: the trump suit holds 62 points and each plain suit 30, so the 32 cards hold
62 + 30 + 30 + 30 = **152** points. The team that wins the **last trick** (the eighth) earns **10 more**,
the **"dix de der"** ("ten for the last"). So every hand shares out **162** points: a team with 82 has more
than the other.
""",
        'card_order(system="classic-501", trumps="D")',
        ['total_quiz(system="classic-501", trumps="H")'],
        try_it="The last line of the output counts the whole deal. Try another trump suit: the total never changes.",
    )
    L.section("What you learned", """
* Four players, two teams of two sitting opposite (North-South against East-West); 32 cards.
* Each hand has a trump suit, chosen by the taker; the takers must finish with more points than the defenders.
* Trumps: J 9 A 10 K Q 8 7 (20 14 11 10 4 3 0 0). Other suits: A 10 K Q J 9 8 7 (11 10 4 3 2 0 0 0).
* 152 points in the cards + 10 for the last trick = 162 a hand; the game is to 501.

Next: **11_c501_deal_and_bidding**, how the cards are dealt and how the taker is chosen.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("11_c501_deal_and_bidding", "Classic Belote 2: the deal and the bidding", "classic-501", S, intro="""
How the cards are dealt, how one player becomes the taker and chooses trumps, and how everyone ends up with
eight cards. In `classic-501` play goes **clockwise**: North, East, South, West.
""" + HOW)
    L.clause(
        "000-07", "The deal: 3 cards each, then 2, then one card turned up; the deal passes on",
        """
The **dealer** shuffles and gives each player **3 cards**, starting with the next player (the one after
the dealer in the direction of play) and ending with the dealer, then **2 more** each in the same order:
everyone holds **5 cards**. The dealer then turns the next card of the pack **face up** on the table: the
**turn-up** (*la retourne*). Its suit is offered as trumps. The 11 cards left stay face down for now.

After each hand the deal **passes to the next player**. The rules do not say who deals the very first
hand: players usually draw or cut for it; this program picks the first dealer at random (or you name one).

**Which player is "next"?** Play goes **clockwise** in `classic-501`: North, East, South, West, North...
Seen from the dealer's chair, facing the table, the next player clockwise sits on the dealer's **left**:
when North deals, East is next (North faces South, so East is on North's left). Whenever a lesson says
"the player after the dealer", it means that player. (The full rules of `classic-1000` go the other way,
anticlockwise: there the next player is the dealer's **right**.)
""",
        'show_deal(system="classic-501", seed=7, dealer="N")',
        ['next_dealer_quiz(system="classic-501", dealer="W")',
         'first_player_quiz(system="classic-501", dealer="E", what="speaks first")'],
        try_it="Change the seed (any whole number) for another shuffle, or the dealer.",
    )
    L.clause(
        "000-08", "First round of bidding: from the player after the dealer, take the turn-up's suit or pass",
        """
The **bidding** chooses trumps and the taker. The player after the dealer speaks first, then the others in
turn, the dealer last. In the **first round** each player may only:

* **take** ("I take"): the turn-up's suit becomes trumps and that player is the taker; or
* **pass**.

The first player who takes **ends the bidding at once**; nobody else speaks.
""",
        'show_auction(system="classic-501", seed=7, dealer="N", calls=["pass", "take"])',
        ['first_player_quiz(system="classic-501", dealer="S", what="speaks first")',
         'calls_quiz(system="classic-501", dealer="N", turn_up="10C", calls_before=["pass"])'],
        try_it="Change the calls: e.g. `[\"take\"]`, or `[\"pass\", \"pass\", \"pass\", \"take\"]` (the dealer takes). "
               "Try a call that is not allowed, such as `\"hearts\"`: the program says why.",
    )
    L.clause(
        "000-09", "Second round: name one of the other three suits, or pass; if all pass again, a new deal",
        """
If all four players pass in the first round, a **second round** starts, with the same first speaker. Now a
player may take by **naming one of the three other suits** as trumps (not the turn-up's suit: it was
refused), or pass. Again the first player to take ends the bidding.

If all four pass **again**, nobody plays this hand: the cards are gathered, shuffled, and the **next player
deals**.
""",
        'show_auction(system="classic-501", seed=7, dealer="N", calls=["pass", "pass", "pass", "pass", "pass", "H"])',
        ['calls_quiz(system="classic-501", dealer="N", turn_up="10C", calls_before=["pass", "pass", "pass", "pass", "pass"])',
         'taker_quiz(system="classic-501", dealer="E", turn_up="7S", calls=["pass"] * 8)'],
        try_it="Make everyone pass twice: `calls=[\"pass\"] * 8`. Or try naming the turn-up's suit in round 2.",
    )
    L.clause(
        "000-10", "The taker gets the turn-up and 2 more cards, the others 3: everyone holds 8",
        """
As soon as a player has taken, the dealer completes the hands, in the same order as before: the **taker**
picks up the **turn-up** and receives **2 more cards**; each of the other three players receives **3
cards**. Now everyone holds **8 cards** and all 32 cards are in play (11 + the turn-up = 12 cards handed
out: 3 + 3 + 3 + 2 + 1).
""",
        'show_auction(system="classic-501", seed=7, dealer="N", calls=["pass", "pass", "take"])',
        ['cards_received_quiz(system="classic-501", seed=7, dealer="N", calls=["pass", "pass", "take"])',
         'cards_received_quiz(system="classic-501", seed=7, dealer="N", calls=["pass", "pass", "take"], who="E")'],
        try_it="The taker's hand shows the turn-up framed in green. Change who takes.",
    )
    L.section("A worked auction", """
Here four players bid with the advice of the tips (lesson **15_c501_end_and_tips**: take with the jack or
nine of trumps and some support). Each row shows the speaker's five cards, what the rules allow, what is said, and why.
""")
    L.code('worked_auction(system="classic-501", seed=1, dealer="N")')
    L.md("The same with another deal: nobody has enough in the first round; in the second round North names hearts.")
    L.code('worked_auction(system="classic-501", seed=3, dealer="N")')
    L.section("Exercise: bid this hand", """
Your turn to decide. Each problem below teaches one point; its answer agrees with thousands of deals played
out by the program (lesson **08_bidding_trainer** plays any of them out for you).
""")
    for n in (0, 1, 8, 12):  # numbered as in the bidding trainer (lesson 08)
        L.code(f'bid_quiz(system="classic-501", problem={n})')
    L.section("What you learned", """
* The dealer deals 3 then 2 cards to each player, from the next player on, and turns up the next card.
* Round 1: take the turn-up's suit, or pass. Round 2: name another suit, or pass. The first take ends the bidding.
* All pass twice: the cards are thrown in and the next player deals.
* The taker receives the turn-up and 2 cards, the others 3 each: 8 cards each.

Next: **12_c501_play**, the play of the cards.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("12_c501_play", "Classic Belote 3: playing the tricks", "classic-501", S, intro="""
A hand is eight **tricks**: each player in turn plays one card face up, and the best card wins the four.
The rules of this lesson say which cards you **may** play: Belote is strict about it.
""" + HOW)
    L.clause(
        "000-11", "The player after the dealer leads the first trick; the winner of each trick leads the next",
        """
The player after the dealer **leads** (plays the first card of) the **first trick**. The others follow in
the direction of play, one card each. The player who wins the trick gathers the four cards face down and
leads to the next trick. There are **8 tricks** in a hand.

In `classic-501` play goes **clockwise** (North, East, South, West). In France it usually goes
anticlockwise; the rules are the same either way (option `direction`).
""",
        'show_table(system="classic-501", dealer="W")',
        ['first_player_quiz(system="classic-501", dealer="W", what="leads")'],
        try_it="Change the dealer, or add `options={\"direction\": \"anticlockwise\"}`.",
    )
    L.clause(
        "000-12", "Who wins a trick: the highest trump, or else the highest card of the suit led",
        """
The first card of a trick sets the **suit led**. The trick is won by the **highest trump** in it; if nobody
played a trump, by the **highest card of the suit led**. A card of another suit that is not trumps can
never win, however high it is.
""",
        'show_trick(system="classic-501", trumps="H", trick="N:KS E:AS S:7H W:10S")',
        ['winner_quiz(system="classic-501", trumps="H", trick="E:AD S:10D W:9D N:AC")',
         'winner_quiz(system="classic-501", trumps="S", trick="N:AH E:7S S:10H W:9S")'],
        try_it="South's little 7♥ (a trump) beats the ace of spades. Change `S:7H` to `S:7D` and see who wins then.",
    )
    L.clause(
        "000-13", "You must follow suit",
        """
When a suit is led, you **must play a card of that suit if you have one**, whatever else has happened in
the trick (even if someone has trumped). Only when you have none of that suit do the rules of the next
sections apply.
""",
        'explain_cards(system="classic-501", trumps="C", to_play="S", hand="AD 7D KC 8H", trick="N:QD E:KD")',
        ['legal_cards_quiz(system="classic-501", trumps="C", to_play="S", hand="9S QS AH 7C", trick="N:10S E:JC")'],
        try_it="Every card of South's hand is judged, with the rule that decides. Change the hand or the trick.",
    )
    L.clause(
        "000-14", "When trumps are led, beat the highest trump in the trick if you can, even your partner's",
        """
When **trumps are led**, you follow with a trump, and it must be **higher than every trump already in the
trick if you can**: this holds **even when the highest trump is your partner's**. If none of your trumps
is high enough, play any trump. (No trump at all: any card, see below.)
""",
        'explain_cards(system="classic-501", trumps="H", to_play="S", hand="JH 7H AD", trick="N:9H E:8H")',
        ['legal_cards_quiz(system="classic-501", trumps="S", to_play="W", hand="AS 8S KD", trick="S:10S")',
         'legal_cards_quiz(system="classic-501", trumps="S", to_play="S", hand="8S 7S AD", trick="N:JS E:9S")'],
        try_it="Partner North led the 9♥; South must still play the J♥. Give South `7H 8D AD` instead.",
    )
    L.clause(
        "000-15", "No card of the suit led and your partner is winning: play any card",
        """
If you have **no card of the suit led** and **your partner's card is winning the trick**, you may play
**any card**: a small card, a high card of another suit to give your partner points, or even a trump
(in `classic-501` you may also play a trump lower than your partner's).
""",
        'explain_cards(system="classic-501", trumps="C", to_play="S", hand="JC 7C KH 8D", trick="W:9S N:AS E:7S")',
        ['legal_cards_quiz(system="classic-501", trumps="H", to_play="S", hand="8H 8D KC", trick="W:AS N:9H E:10S")'],
        try_it="North's ace is winning, so South may play anything. Change `N:AS` to `N:8S`: "
               "then West's 9♠ wins, North is no longer winning, and South must trump.",
    )
    L.clause(
        "000-16", "No card of the suit led and your partner is not winning: you must trump",
        """
If you have **no card of the suit led** and your partner is **not** winning the trick (an opponent is
winning, or your partner has not played yet), you **must play a trump** if you have one: you **trump**
(or **ruff**).
""",
        'explain_cards(system="classic-501", trumps="H", to_play="S", hand="9H 7H AC QD", trick="N:KS E:AS")',
        ['legal_cards_quiz(system="classic-501", trumps="D", to_play="W", hand="8D AC KC", trick="S:AS")'],
        try_it="East's ace of spades beats partner North's king, and South has no spade: South must trump.",
    )
    L.clause(
        "000-17", "An opponent has trumped: overtrump if you can; if you cannot, still play a lower trump",
        """
When you must trump and an **opponent's trump is winning**, your trump must **beat it** if you can
(**overtrump**). If none of your trumps is high enough, you must **still play a trump**, a lower one
(**undertrump**): you may not throw a card of another suit while you hold a trump.
""",
        'explain_cards(system="classic-501", trumps="H", to_play="S", hand="JH 7H AD", trick="N:AS E:9H")',
        ['legal_cards_quiz(system="classic-501", trumps="H", to_play="S", hand="8H 7H AD", trick="N:AS E:9H")',
         'legal_cards_quiz(system="classic-501", trumps="C", to_play="S", hand="JC 8C KH", trick="W:AD N:7C E:10C")'],
        try_it="East has trumped North's ace with the 9♥: South must overtrump with the J♥. Give South `8H 7H AD`.",
    )
    L.clause(
        "000-18", "No card of the suit led and no trump: discard any card",
        """
Only when you hold **neither the suit led nor any trump** may you play (**discard**) any card you like.
""",
        'explain_cards(system="classic-501", trumps="H", to_play="S", hand="AC 7C QS", trick="N:KD E:AD")',
        ['legal_cards_quiz(system="classic-501", trumps="S", to_play="E", hand="AH 8C 10C", trick="N:9D")'],
        try_it="South has no diamond and no heart: any card. Add a heart to South's hand and run it again.",
    )
    L.section("All the rules of play together", """
For each card you hold, in this order:

1. A suit is led and you have that suit: **follow suit** (when trumps are led, **beat** the highest trump if you can).
2. You have none of that suit and your **partner is winning**: **any card**.
3. Otherwise you must **trump**; if an opponent has trumped, **overtrump** if you can, else play a lower trump.
4. No card of the suit and no trump: **any card**.

Deal yourself hands and click South's cards: first guess whether each card may be played, then click it.
""")
    L.code('from belote_learn.widgets import HandExplorer\nHandExplorer("classic-501", "S", seed=11, on_table=2, show_legal=False)')
    L.section("Exercise: find the illegal card", """
Each trick below was recorded at a real table, with the cards each player held before it. One player broke a
rule, or nobody did. Which card was not allowed?
""")
    L.code('find_the_illegal_card(system="classic-501", trumps="H",\n'
           '                      hands={"N": "AS 7H QD", "E": "KS 9H 8C", "S": "10S 8S JH", "W": "7S JD AC"},\n'
           '                      trick="N:AS E:9H S:8S W:7S")')
    L.code('find_the_illegal_card(system="classic-501", trumps="C",\n'
           '                      hands={"W": "AD 7S 8H", "N": "8D JC 9H", "E": "7C KH AS", "S": "9C 8C QS"},\n'
           '                      trick="W:AD N:8D E:7C S:QS")')
    L.code('find_the_illegal_card(system="classic-501", trumps="S",\n'
           '                      hands={"E": "AH 9D", "S": "7H 10C", "W": "JS 8D", "N": "KH QC"},\n'
           '                      trick="E:AH S:7H W:8D N:KH")')
    L.section("Exercise: play out an ending", """
The first tricks of a deal have been played. You see **every** hand. Play South's cards in the last tricks;
the three others play perfectly. At the end you see how many points your team took against the best
possible, and what each of your cards cost.
""")
    L.code('ending_exercise(system="classic-501", seed=5, tricks_left=3)')
    L.section("What you learned", """
* The player after the dealer leads the first trick; the winner of each trick leads the next.
* The highest trump wins the trick, else the highest card of the suit led.
* Follow suit; on a trump lead, beat the highest trump if you can, even your partner's.
* Void: partner winning, any card; otherwise trump, overtrumping an opponent if you can, else a lower trump.
* No card of the suit and no trump: any card.

Next: **13_c501_belote_declarations**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("13_c501_belote_declarations", "Classic Belote 4: the belote, and declarations", "classic-501", S, intro="""
Points do not only come from the cards won in tricks: the **belote** (king and queen of trumps) always
scores, and, when the players agree to play with **declarations**, so do combinations held in hand.
""" + HOW)
    L.clause(
        "000-19", "Belote and rebelote: the king and queen of trumps in one hand score 20, even when dedans",
        """
A player who holds **both the king and the queen of trumps** has the **belote**: **20 points** for the
team. At the table the player says "belote" when playing the first of the two and "rebelote" with the
second; in this program it is announced automatically.

Those 20 points stay with the team **whatever happens**: even if that team is the takers and goes dedans,
it keeps its belote.

**What if a player forgets to say "belote"?** Our rules for these games do not take the 20 away, and this
program cannot forget: it announces the belote **automatically** as the king and queen are played, for
every player, bots and you alike. (Some clubs void a belote that was not announced aloud; if you play at a
real table, agree on this before you start.)
""",
        'worked_score(system="classic-501", trumps="H", taker="N", takers_cards=60, last_trick="defenders", belote="takers")',
        ['score_quiz(system="classic-501", trumps="S", taker="E", takers_cards=50, last_trick="defenders", belote="takers")'],
        try_it="The takers hold the belote but go dedans: they still score 20. Change `belote=\"takers\"` to "
               "`\"defenders\"`.",
        more=['replay_record("c501-belote-decides")'],
    )
    L.clause(
        "000-20", "With the declarations option: tierce 20, fifty 50, hundred 100, and fours of a kind",
        """
In `classic-501` declarations are an **option** the players agree on before the game (here
`options={"declarations": True}`). Then combinations held in hand at the start of the play score:

| combination | points |
|---|---|
| **tierce**: 3 cards of one suit in sequence | 20 |
| **fifty**: 4 in sequence | 50 |
| **hundred**: 5 or more in sequence | 100 |
| four **jacks** | 200 |
| four **nines** | 150 |
| four aces, four tens, four kings or four queens | 100 |

Four sevens or four eights score nothing.
""",
        'declarations_of(hand="9S 10S JS QS KD KH KC KS")',
        ['declaration_value_quiz(hand="JS JH JD JC 7D 8D 9D AH")'],
        try_it="This hand has four kings and the 9 10 J Q of spades (a fifty): 150. Change the hand.",
    )
    L.clause(
        "000-21", "Sequences follow 7 8 9 10 J Q K A, and a card counts in one combination only",
        """
For sequences the cards are in their **natural order 7, 8, 9, 10, J, Q, K, A** in every suit, trumps too
(not the order of play): 10-J-Q is a tierce. A card can be used in **one combination only**: if a jack
is part of four jacks, it cannot also complete a run of hearts. (The belote is apart: its king and queen
may also be in a declaration.)
""",
        'declarations_of(hand="JS JH JD JC 9H 10H QH KH")',
        ['declaration_value_quiz(hand="7C 8C 9C 10C JC QC KD KS")',
         'declaration_value_quiz(hand="QH KH AH 10S 9S 8S 7D 7C")'],
        try_it="The J♥ goes to the four jacks, so 9♥ 10♥ and Q♥ K♥ are no longer runs. Swap the J♠ for the A♠.",
    )
    L.clause(
        "000-22", "Declarations are compared: value, top card, trumps; only the best team scores, all of its combinations",
        """
Each player **announces the kind** of combination ("a tierce", "four kings") while playing a card to the
**first trick**. When the first card of the **second trick** is played, the best combination of each team
are compared:

1. the higher **value** wins (a four of a kind worth 100 beats a hundred of the same value);
2. equal value: the higher **top card** (in the order 7 8 9 10 J Q K A);
3. still equal: the one **in trumps**;
4. exactly equal: **nobody** scores any declaration.

Only the team with the best combination scores, but it then scores **all** of its combinations (its
partner's too). The other team scores none of its own. The winning cards are shown to everyone.

**When are the cards shown?** During the first trick you only **say** what you have ("a tierce"), not
which cards. As soon as the first card of the **second trick** is played, the announcements are compared,
and the winning team **lays its combinations face up** so that everyone can check them, then takes the
cards back and play goes on. The team that lost the comparison shows nothing. In this program the
announcing, comparing and showing are done for you from the hands.

The outputs say who spoke first: in `classic-501` that never decides anything (an exact tie gives nobody
the points); it matters only under the full rules (`classic-1000`), where an exact tie goes to the earlier
speaker.
""",
        'compare_declarations_of(system="classic-501", options={"declarations": True}, trumps="D", dealer="N",\n'
        '                        hands={"N": "7S 8S 9S 10S JS", "E": "KS KH KD KC"})',
        ['declarations_winner_quiz(system="classic-501", options={"declarations": True}, trumps="H", dealer="N",\n'
         '                         hands={"S": "10S JS QS", "W": "10D JD QD"})',
         'declarations_winner_quiz(system="classic-501", options={"declarations": True}, trumps="H", dealer="N",\n'
         '                         hands={"N": "9H 10H JH", "E": "9C 10C JC", "W": "7D 8D 9D"})'],
        try_it="A hundred and four kings are both worth 100: the four of a kind wins. Give East `10D JD QD KD AD` instead.",
    )
    L.section("Step by step with a whole deal", """
Deal four hands and step through the announcements and the comparison (press **Next step**).
""")
    L.code('from belote_learn.widgets import DeclarationsWalkthrough\nDeclarationsWalkthrough("classic-501", "H", seed=21)')
    L.section("What you learned", """
* Belote: king and queen of trumps in one hand, 20 points, never lost.
* With the declarations option: tierce 20, fifty 50, hundred 100; four jacks 200, nines 150, A/10/K/Q 100.
* Runs in the order 7 8 9 10 J Q K A; one card in one combination.
* Compared at the second trick: value, top card, trumps; exact tie, nobody; the best team scores all its combinations.

Next: **14_c501_scoring**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("14_c501_scoring", "Classic Belote 5: scoring a hand", "classic-501", S, intro="""
At the end of a hand each team counts its points; then the result decides what each team writes on the
score sheet: **made**, **dedans**, **litige** or **capot**.
""" + HOW)
    L.clause(
        "000-23", "Each team adds its cards, the last trick, its belote and declarations; the takers need strictly more",
        """
After the eighth trick each team adds up:

* the **points of the cards** in the tricks it won;
* **10** if it won the last trick (dix de der);
* **20** for a belote it held;
* its declarations, if it had the best (option).

The contract is **made** when the takers' total is **strictly more** than the defenders' (without belote or
declarations, 82 of the 162 points is enough). Then **each team scores its own total**.
""",
        'worked_score(system="classic-501", trumps="H", taker="N", takers_cards=72, last_trick="takers")',
        ['score_quiz(system="classic-501", trumps="C", taker="W", takers_cards=95, last_trick="takers", belote="defenders")'],
        try_it="72 + 10 = 82 against 80: made. Change `last_trick` to `\"defenders\"`.",
    )
    L.clause(
        "000-24", "Dedans: the takers keep only their belote; the defenders score 162, all declarations and their belote",
        """
When the takers' total is **less** than the defenders', they are **dedans**. They score **nothing but their
own belote** (if they had it). The defenders score the whole hand, **162**, plus **all the declarations**
that scored (the takers' too, if the takers had the best) and their own belote.
""",
        'worked_score(system="classic-501", options={"declarations": True}, trumps="H", taker="N", takers_cards=55,\n'
        '             last_trick="defenders", belote="takers", declarations={"takers": "7S 8S 9S"})',
        ['score_quiz(system="classic-501", trumps="D", taker="S", takers_cards=55, last_trick="defenders", belote="takers")'],
        try_it="The takers' tierce goes to the defenders with the 162; the takers keep their belote. Remove the belote.",
    )
    L.clause(
        "000-25", "Litige: equal totals; the defenders score now, the takers' points wait for the winner of the next hand",
        """
If both teams finish **level** (for example 81 to 81), it is a **litige** (a dispute). The **defenders
score their points at once**. The takers' points are **held over**, their whole total, belote and
declarations included: they go to the team that **wins the next hand** (the takers of that hand if they make
it, the defenders if the takers go dedans), added to that team's score. If the next hand is a litige too,
the held points add up and wait again. Points still held when the game ends are lost.

**The belote in a litige.** "Belote is never lost" means a dedans cannot take it away. In a litige the
takers' belote is part of their total and **waits with it**: the takers write **0** for now, and the 20
come back only with the rest of the held points to whoever wins the next hand. The defenders' own belote
is in the total they write at once.
""",
        'worked_score(system="classic-501", trumps="H", taker="N", takers_cards=71, last_trick="takers")',
        ['result_quiz(system="classic-501", trumps="C", taker="N", takers_cards=71, last_trick="defenders", belote="takers")',
         'score_quiz(system="classic-501", trumps="C", taker="N", takers_cards=71, last_trick="defenders", belote="takers")',
         'score_quiz(system="classic-501", trumps="S", taker="N", takers_cards=100, last_trick="takers", held_over=91)'],
        try_it="81 against 81: the defenders write 81, the takers' 81 wait. The next cell plays the following hand, "
               "where East-West take and make it: they collect the 81 held over. The cell after shows a litige in "
               "which the takers hold the belote: 61 + 10 + 20 = 91 against 91, and all 91 are held.",
        more=['worked_score(system="classic-501", trumps="D", taker="E", takers_cards=90, last_trick="takers", held_over=81)',
              'worked_score(system="classic-501", trumps="S", taker="W", takers_cards=61, last_trick="takers", belote="takers")'],
    )
    L.clause(
        "000-26", "Capot: a team that wins all 8 tricks scores 252 (the last trick worth 100), plus belote",
        """
A team that wins **all eight tricks** makes **capot**: it scores **252** (the 152 card points, and the last
trick counts **100** instead of 10), plus its belote and declarations. With declarations, the declarations
of the team **without a trick go to the capot team** (under the full rules, `classic-1000`, they are lost
instead). The team without a trick keeps its own belote. Points are counted exactly, never rounded.

(If the **defenders** win every trick, the takers are dedans and the defenders score 252 plus their belote
and declarations.)
""",
        'worked_score(system="classic-501", trumps="H", taker="N", takers_cards=152, last_trick="takers", belote="takers")',
        ['score_quiz(system="classic-501", options={"declarations": True}, trumps="S", taker="E", takers_cards=152,\n'
         '           last_trick="takers", declarations={"defenders": "JH QH KH AH"})',
         'score_quiz(system="classic-501", options={"declarations": True}, trumps="C", taker="E", takers_cards=0,\n'
         '           last_trick="defenders", belote="takers", declarations={"defenders": "9D 10D JD"})'],
        try_it="252 + 20 for the belote = 272. The next cell replays a recorded capot trick by trick; the one after "
               "shows the defenders' capot: the takers win nothing and keep only their belote, the defenders score "
               "252 + their fifty.",
        more=['replay_record("c501-capot")',
              'worked_score(system="classic-501", options={"declarations": True}, trumps="H", taker="N", takers_cards=0,\n'
              '             last_trick="defenders", belote="takers", declarations={"defenders": "7S 8S 9S 10S"})'],
    )
    L.section("Watch a hand being scored", """
Replay a recorded hand trick by trick, then build its score line by line (**Next trick**, **Next line**).
""")
    L.code('from belote_learn.widgets import ScoringWalkthrough\nScoringWalkthrough("c501-capot")')
    L.section("What you learned", """
* Each team: card points + 10 for the last trick + belote + declarations (if best).
* Made (takers strictly more): each team scores its own total.
* Dedans: takers keep their belote only; defenders 162 + all declarations + their belote.
* Litige (level): defenders score now, the takers' points go to the winner of the next hand.
* Capot: 252 + belote (+ declarations, the trickless team's included).

Next: **15_c501_end_and_tips**.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("15_c501_end_and_tips", "Classic Belote 6: the end of the game, and tips", "classic-501", S, intro="""
How a game ends, and the advice every beginner hears at the table. Then play a real game against the
bots (**07_practice_game**).
""" + HOW)
    L.clause(
        "000-27", "The first team to reach 501 wins; both past it in one hand: more points wins; level: another hand",
        """
The **first team to reach the target** (501, or 301 / 1001) wins. If **both teams pass it in the same
hand**, the one with **more points** wins; if they are **level**, another hand is played. Litige points
still held over when the game ends are **lost**: nobody scores them.
""",
        'game_end(system="classic-501", before={"NS": 470, "EW": 455}, hand={"NS": 40, "EW": 60})',
        ['game_end_quiz(system="classic-501", before={"NS": 450, "EW": 420}, hand={"NS": 81, "EW": 111})',
         'game_end_quiz(system="classic-501", before={"NS": 480, "EW": 300}, hand={"NS": 20, "EW": 142})'],
        try_it="Both teams pass 501; East-West have more. Make the totals level.",
    )
    L.clause(
        "000-28", "Tips: when to take, loading your partner's trick, counting trumps, the last trick",
        """
* **When to take.** Take when you hold the **jack or the nine of trumps** with a couple of other trumps and
  an ace or two. A lone high trump is rarely enough.
* **Load your partner's trick.** When your partner is sure to win a trick, give it points: a **ten or an
  ace**.
* **Count the trumps.** There are 8; keep track of how many have been played and how many are still out.
* **The last trick** is worth 10 points: keep a winner for the end if you can.

The bots of this program follow these tips: read their reasons in a whole hand below.
""",
        'replay_hand(system="classic-501", seed=5, dealer="N")',
        ['load_the_trick_quiz(system="classic-501", trumps="H", to_play="S", hand="AS 10D 8D", trick="W:KC N:JH E:7H")',
         'trumps_out_quiz(system="classic-501", trumps="H", hand="JH 9H AS KS 7D", played="7H 8H QH KC")',
         'bid_quiz(system="classic-501", problem=2)'],
        try_it="Every call and card is shown with the bot's reason. Change the seed for another hand.",
    )
    L.section("Now play", """
Open **07_practice_game** and play South against the bots: the practice game explains every refused card,
gives hints, and reviews each of your cards after the hand. For another rule system, continue with the
track of your choice in **00_start_here**.
""")
