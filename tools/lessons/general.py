"""The map (00), the first hand (01), and the lessons outside the tracks: 03 (overtrumping, a sequence for
teachers), 06 (the systems side by side), 07 (the practice game) and 08 (the bidding trainer)."""
from . import COURSE, Lesson
from .c501 import HOW

TRACKS = [
    ("French Belote to 501", "classic-501", "the game most French families play: start here",
     ["10_c501_pack_and_table", "11_c501_deal_and_bidding", "12_c501_play", "13_c501_belote_declarations",
      "14_c501_scoring", "15_c501_end_and_tips"]),
    ("Belote to 1000, the full rules", "classic-1000", "what the full rules change: anticlockwise, declarations, a tie is made",
     ["20_c1000_table_deal_bidding", "21_c1000_play_and_declarations", "22_c1000_scoring_and_end"]),
    ("No trumps, all trumps", "sans-tout-atout", "six contracts and an auction",
     ["30_sta_contracts_and_bidding", "31_sta_play", "32_sta_scoring"]),
    ("Mariage", "mariage", "a different game with the same cards: marriages, manches and coches",
     ["40_mar_teams_deal_trumps", "41_mar_play", "42_mar_marriages", "43_mar_scoring_manche_coches"]),
    ("Coinche", "coinche", "an auction of points instead of the turn-up, coinche and surcoinche",
     ["50_coinche_deal_and_auction", "51_coinche_play_and_scoring", "52_coinche_bidding"]),
]


def build():
    # ------------------------------------------------------------------------------------------
    L = Lesson("01_your_first_hand", "Your first hand of Belote", "start", "classic-501", intro="""
Never played? This lesson follows **one whole hand** of French Belote from the shuffle to the score, with
four computer players at the table. Read it like a story: each step names the rule it uses, and the
classic track (**10_c501_pack_and_table** onwards) then teaches each rule properly. About 15 minutes.
""" + HOW)
    L.section("1. The table", """
Four players, two teams: **North and South** play together against **East and West**; partners sit opposite.
We play French Belote to **501 points** (`classic-501`), going **clockwise**. North deals this hand.
""")
    L.code('show_table(system="classic-501", dealer="N")')
    L.section("2. The cards and their order", """
32 cards: 7, 8, 9, 10, J, Q, K, A in four suits. In every hand one suit is **trumps**; in trumps the jack and
the nine are the best cards. Here is the order with hearts as trumps (strongest first, with points):
""")
    L.code('card_order(system="classic-501", trumps="H")')
    L.section("3. The deal", """
North gives **3 cards, then 2** to each player (East first), and turns the next card face up: the
**turn-up**. Its suit is offered as trumps.
""")
    L.code('show_deal(system="classic-501", seed=22, dealer="N")')
    L.section("4. The bidding", """
Each player in turn, from East, may **take** (the turn-up's suit becomes trumps) or **pass**. If all pass,
a second round lets a player name another suit. The first to take is the **taker**; the taker's team must
then score **more points** than the other team. Here is what each player held, and why each spoke as they did:
""")
    L.code('worked_auction(system="classic-501", seed=22, dealer="N")')
    L.section("5. The play, the belote and the score", """
The taker receives the turn-up and 2 more cards, the others 3: 8 each. East leads; each player in turn plays
one card, and **must follow the suit led** if possible; without it, **must trump** unless the partner is
winning. The highest trump (or the highest card of the suit led) wins the trick; its winner leads the next.
The king and queen of trumps in one hand are the **belote**: 20 points.

After 8 tricks each team counts the points of the cards it won, plus 10 for the last trick: 162 in all.
Every card below is given with the reason the player chose it:
""")
    L.code('replay_hand(system="classic-501", seed=22, dealer="N")')
    L.section("6. Check yourself", "Two questions on what you just saw; the program checks your answers.")
    L.code('winner_quiz(system="classic-501", trumps="S", trick="E:AH S:10H W:7S N:KH")')
    L.code('legal_cards_quiz(system="classic-501", trumps="S", to_play="S", hand="QH 7S AD", trick="N:8D E:10D")')
    L.section("Where next", """
* The rules one by one: **10_c501_pack_and_table** (the classic track).
* Play at once: **07_practice_game** (you are South; illegal cards are refused with the reason).
* Another hand: change `seed=22` above (in all four cells) and run them again.
""")

    # ------------------------------------------------------------------------------------------
    L = Lesson("00_start_here", "Start here: the map of the course", "start", None, intro="""
Welcome to **belote-learn**: lessons that teach **Belote** and its relatives to someone who has never
played, with live examples you can change and quizzes the program checks. Run a lesson's cells from top to
bottom with **Shift+Enter** (or *Run ▸ Run All Cells*).

**En français :** [le cours en français](fr/00_start_here.ipynb).
""")
    L.section("Your first hour", """
1. **01_your_first_hand** (15 min): one whole hand, from the shuffle to the score.
2. **10_c501_pack_and_table** (10 min): the pack, the teams, the cards' order and points.
3. **11_c501_deal_and_bidding** (15 min): the deal and how the taker is chosen.
4. **12_c501_play** (20 min): the rules of play, then find the illegal card and play out an ending.
5. Then play a game: **07_practice_game**.

**Here for coinche?** Its cards, play and declarations are the classic game's: read **01_your_first_hand**,
**10_c501_pack_and_table**, **12_c501_play** and **13_c501_belote_declarations**, then the coinche track,
**50_coinche_deal_and_auction**, **51_coinche_play_and_scoring** and **52_coinche_bidding**, and play
`coinche` in **07_practice_game**.
""")
    rows = []
    for title, system, what, lessons in TRACKS:
        rows.append(f"| **{title}** (`{system}`) | {what} | " + "<br>".join(f"**{n}**" for n in lessons) + " |")
    L.section("The tracks", """
Each track teaches one rule system in the order a newcomer meets it: the pack and the table, the deal, the
bidding, the play, belote and declarations, scoring, the end of the game, tips. Every rule has a section
stating it in plain words, a live example, and a quiz.

| track | what it is | lessons |
|---|---|---|
""" + "\n".join(rows) + """

Each system also has a **one-page rule sheet** to print: `docs/rule-sheets/` (open the HTML file in a
browser and print it).
""")
    L.section("Tools for practice and for teaching", """
* **07_practice_game**: play South against the bots, with hints and a review of your cards.
* **08_bidding_trainer**: decide whether to take (in coinche: which call to make); the program plays the hand
  out many times and grades your decision.
* **06_presets_side_by_side**: the same cards judged by each rule system.
* **03_overtrumping_for_teachers**: a projector sequence on the hardest rule of play.
* For teachers: `docs/teachers.md` says which lesson fits which class and how to run one on a projector.
""")
    L.section("A first look", """
A taste of what the program does: a deal of four hands, then one position in the play of a trick with a
verdict for every card. Hearts are trumps; North leads the **9♥**, East plays the **A♥**, South is to play.
(The cells that draw them are folded away: click the dots to see the code.)
""")
    L.code('from belote_learn import Position, Seat\nfrom belote_learn.core.deck import deal_hands\nfrom belote_learn.core.render import hand_html\n'
           'from IPython.display import HTML\n\nhands = deal_hands(seed=7)\n'
           'HTML("".join(hand_html(hands[seat], label=seat.word) for seat in hands))', hidden=True)
    L.code('position = Position.create("classic-501", contract="H", to_play="S", hand=hands[Seat.S],\n'
           '                           trick=[("N", "9H"), ("E", "AH")])\nposition.explain()', hidden=True)

    # ------------------------------------------------------------------------------------------
    L = Lesson("03_overtrumping_for_teachers", "Overtrumping: a guided sequence for teachers", "tools", None, intro="""
Show each position on the projector, ask the class **"what is legal here?"**, let them answer with the quiz,
then reveal the explanation. The cards are drawn large.

**The rules:** when you trump after an opponent has trumped, you must **overtrump** if you can; if you
cannot, you must still play a trump (**undertrump**). When trumps are led, you must beat the highest trump
even if it is your partner's. The two French systems differ on one point: under `classic-1000` a trump you
play must beat the highest trump whenever it can, even when your partner is winning.
""")
    L.code("""
from belote_learn.rules.datafiles import load_teaching_position
from belote_learn.widgets import CardQuiz, PositionBuilder, Reveal

def step(name):
    # the quiz first (no title: it would give the answer away), the answer behind a button
    p = load_teaching_position(name)
    answer = Reveal(p.explain().text(), title=f"{p.extra['title']}. {p.extra['teaches']}")
    return p, CardQuiz(p, big=True), answer
""", hidden=True, compare=True)
    for i, name in enumerate(["c501-11-must-overtrump", "c501-12-must-undertrump",
                              "c501-05-overtrump-partner-on-trump-lead", "c501-14-highest-trump-not-last",
                              "c501-13-undertrump-partner-allowed", "c1000-01-undertrump-partner-refused"], 1):
        L.section(f"Position {i}: what is legal here?")
        L.code(f'p{i}, quiz{i}, answer{i} = step("{name}")\nquiz{i}')
        L.md("Let the class vote, then reveal the answer:")
        L.code(f"answer{i}")
    L.section("Build your own position", "Choose the system and who leads, click cards onto the table, then into the hand.")
    L.code('PositionBuilder("classic-1000", "H", leader="E")')

    # ------------------------------------------------------------------------------------------
    L = Lesson("06_presets_side_by_side", "The rule systems side by side", "tools", None, intro="""
The same cards, judged by each rule system: where they agree, and the few places where they differ. First
the questions, then the comparisons.
""" + HOW)
    L.section("Quiz")
    L.code('legal_cards_quiz(system="classic-1000", trumps="H", to_play="S", hand="JH 7H AD", trick="E:AS N:9H W:KS",\n'
           '                 question="classic-1000: partner North has trumped with the 9♥ and is winning. Which cards may South play?")')
    L.code('result_quiz(system="classic-1000", trumps="H", taker="N", takers_cards=71, last_trick="takers")')
    L.section("Undertrumping a partner", """
North (South's partner) has trumped with the 9♥ and is winning. South holds J♥ 7♥ A♦ and no spade.
(classic-501 plays clockwise, the others anticlockwise, so the trick's seats differ.)
""")
    L.code('explain_cards(system="classic-501", trumps="H", to_play="S", hand="JH 7H AD", trick="W:AS N:9H E:KS")')
    L.code('explain_cards(system="classic-1000", trumps="H", to_play="S", hand="JH 7H AD", trick="E:AS N:9H W:KS")')
    L.code('explain_cards(system="sans-tout-atout", trumps="H", to_play="S", hand="JH 7H AD", trick="E:AS N:9H W:KS")')
    L.code('explain_cards(system="coinche", trumps="H", to_play="S", hand="JH 7H AD", trick="E:AS N:9H W:KS")')
    L.section("Undertrumping an opponent", """
This time North led the A♠ and **West**, an opponent, has trumped it with the 9♥; South holds 8♥ 7♥ K♦ and no
spade: none of South's trumps can beat the nine. In the classic games South must still play a trump
(undertrump); coinche lets South play any card.
""")
    L.code('explain_cards(system="classic-1000", trumps="H", to_play="S", hand="8H 7H KD", trick="N:AS W:9H")')
    L.code('explain_cards(system="coinche", trumps="H", to_play="S", hand="8H 7H KD", trick="N:AS W:9H")')
    L.section("The same totals, scored by each system", """
Both teams finish on 81. (Coinche has no turn-up: North's contract there is a bid, 80 in hearts; equal
totals fail it, and every score is rounded to 10.)
""")
    for s in ("classic-501", "classic-1000", "sans-tout-atout"):
        L.code(f'worked_score(system="{s}", trumps="H", taker="N", takers_cards=71, last_trick="takers")')
    L.code('worked_score(system="coinche", bid="80 H", taker="N", takers_cards=71, last_trick="takers")')
    L.section("Mariage", "In mariage there is no duty to trump, but no undertrumping either:")
    L.code('explain_cards(system="mariage", trumps="H", to_play="S", hand="AH 8H 9D", trick="N:AS W:10H")')

    # ------------------------------------------------------------------------------------------
    L = Lesson("07_practice_game", "Practice against the bots", "tools", None, intro="""
You play **South**; North is your partner; East and West are the opponents. Choose the rules, the target and
the bots' level (random, rule-based or expert), then press **New game**.

* Your legal cards are framed in green. Click a card that is not legal and the game explains why, and nothing
  happens.
* **Hint** asks the expert: its choice in plain words, the card marked, and behind **Details** what each card
  is worth with all hands face up.
* After each hand: the score breakdown and a review of your cards (the best card and the points each lost).
* **Take back** undoes your last call or card; **Save** and **Resume** keep a game for later.
""")
    L.code("""
from IPython.display import HTML
from belote_learn import Seat
from belote_learn.bots import make_bot
from belote_learn.core.tables import score_sheet_table
from belote_learn.widgets import PracticeGame

game = PracticeGame("classic-501", partner="rule", opponents="rule", seed=2026, pace="quick")
game
""")
    L.section("A game played by the bots alone", """
The same widget, driven from code: a rule-based bot plays South's cards too. This is how the lessons are
checked automatically.
""")
    L.code("""
demo = PracticeGame("classic-501", options={"target": 301}, seed=7, pace=0)
south = make_bot("rule", seed=1)
while not demo.game.over:
    if demo.waiting:
        demo.next_hand()
    else:
        demo.act(south.choose(demo.game.view(Seat.S)))
print(demo.game.result_text())
HTML(score_sheet_table(demo.game))  # the score sheet as a table
""", compare=True)
    L.section("Coinche", """
Choose `coinche` in the settings, or start it from code: `PracticeGame("coinche")`. There is no turn-up:
everyone holds 8 cards and the bidding box offers the calls as they are said. From code a call is a string:
`"pass"`, a bid `"100 H"` (a value from 80 to 160 in tens, then the suit S, H, D or C), `"capot S"`,
`"coinche"` or `"surcoinche"`; a refused call says why in `error` and changes nothing. The program announces
and compares the declarations and the belote for every player, you included.
""")
    L.code("""
coinche = PracticeGame("coinche", seed=4, pace=0)
print(coinche.message)                  # the calls made before your turn
print(coinche.status)
print(coinche.call("85 H"), coinche.error)
""")
    L.md("""
A whole coinche game, the bots playing South's cards and calls too, to the end (1000 points): every deal
scored, thrown-in deals dealt again, the end rule applied.
""")
    L.code("""
coinche_demo = PracticeGame("coinche", seed=11, pace=0)
south = make_bot("rule", seed=2)
while not coinche_demo.game.over:
    if coinche_demo.waiting:
        coinche_demo.next_hand()
    else:
        coinche_demo.act(south.choose(coinche_demo.game.view(Seat.S)))
print(coinche_demo.game.result_text())
HTML(score_sheet_table(coinche_demo.game))
""", compare=True)

    # ------------------------------------------------------------------------------------------
    L = Lesson("08_bidding_trainer", "The bidding trainer", "tools", None, intro="""
You see five cards and the turn-up, in any seat. Decide: take or pass (in the second round, name a suit; in
`sans-tout-atout`, any contract the auction allows). The trainer then plays out the deal many times with the
rule-based bots and shows, for every option, the chance of making the contract and the expected score, with
error bars, and grades your decision: every call is played out on the same deals, so the grade compares your
call with the best one deal by deal ("good" means within the error of that comparison). Your decisions and
what each cost are recorded. The same problem always shows the same figures.

**Next problem** walks through the curated problems of `data/bidding/`, each with the point it teaches.

**In coinche** (`BiddingTrainer("coinche")`, or choose `coinche`) there is no turn-up: you see your eight
cards and the calls made so far, and make any legal call (pass, a bid such as `"90 S"`, `"capot H"`,
`"coinche"`, `"surcoinche"`). The trainer weighs the calls worth considering by playing the deal out with
coinche's scoring; its 43 curated problems (opening, raising partner, competing, coinche and surcoinche)
come after the turn-up games' 42. Lesson **52_coinche_bidding** teaches the point count they test.
""")
    L.code("""
from belote_learn.widgets import BiddingTrainer

trainer = BiddingTrainer("classic-501", seed=5)
trainer
""")
    L.code("""
coinche_trainer = BiddingTrainer("coinche")  # display it in a cell of its own to decide with the mouse
coinche_trainer.next_problem()               # the first curated coinche problem
p = coinche_trainer.problem
print(p.title, "-", " ".join(str(card) for card in p.hand), "-", p.situation())
print(len(p.options()), "legal calls, from", p.options()[:3], "to", p.options()[-1])
""")
    L.section("For teachers: the trainer driven from code", """
The same trainer without the mouse, on a random hand (the figures are the same every time). Useful to
prepare a class.
""")
    L.code("""
t = BiddingTrainer(simulations=100)
t.deal(seed=3)
print(t.problem.title, "-", ", ".join(t.problem.options()))
grade = t.decide("pass")
for call, r in t.results.items():
    print(f"{call:<5} expected {r['mean']:+6.1f} +/- {1.96 * r['se']:4.1f}")
print("grade of 'pass':", grade)
""", hidden=True, compare=True)

    return COURSE
