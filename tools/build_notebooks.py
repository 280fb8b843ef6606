"""Write the lesson notebooks (notebooks/01_... to 06_...) from the text below, then run them so that
they carry their outputs (nbval compares them in `make test`).

Run: python tools/build_notebooks.py [--no-execute]
Cells that display widgets are tagged nbval-ignore-output (a widget's text form is not a lesson);
cells that print results are compared by nbval.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat as nbf

NB = Path(__file__).resolve().parents[1] / "notebooks"


def md(text):
    return nbf.v4.new_markdown_cell(text.strip())


def code(text, widget=False):
    cell = nbf.v4.new_code_cell(text.strip())
    if widget:
        cell.metadata["tags"] = ["nbval-ignore-output"]
    if "ChoiceQuiz(" in text:
        # a quiz's code holds its answer and explanation: collapse it, so that the learner sees only the
        # question (the code can still be opened after answering)
        cell.metadata["jupyter"] = {"source_hidden": True}
    return cell


LESSONS = {}

LESSONS["01_cards_ranks_points"] = [
    md("""
# Lesson 1: cards, ranks and points

**The rule.** Belote is played with 32 cards: 7, 8, 9, 10, jack, queen, king and ace in each suit. In every
hand one suit is **trumps**. Trumps rank **J 9 A 10 K Q 8 7** and are worth 20, 14, 11, 10, 4, 3, 0, 0; the
other suits rank **A 10 K Q J 9 8 7** and are worth 11, 10, 4, 3, 2, 0, 0, 0. The cards hold 152 points and the
last trick earns 10 more (the *dix de der*): 162 in every hand.

A card's strength comes from its place in the order, never from its points: the 8 of trumps beats the 7,
though both are worth nothing.
"""),
    code("""
from belote_learn import Card, CardSet, Position, ranking
from belote_learn.widgets import ChoiceQuiz, HandExplorer
from belote_learn.render import hand_html
from IPython.display import HTML
"""),
    md("## The two orders, with hearts as trumps"),
    code("""
hearts = ranking("belote", "H")
for suit in ("H", "S"):
    table = hearts.table_for(suit)
    print(f"{suit}: {table.name:>5} {table.text():<18} points {[table.points[r] for r in table.order]}")
print("points in a hand:", hearts.total)
"""),
    code("""
HTML(hand_html(CardSet.parse("JH 9H AH 10H KH QH 8H 7H"), label="Hearts as trumps, strongest first")
     + hand_html(CardSet.parse("AS 10S KS QS JS 9S 8S 7S"), label="A plain suit, strongest first"))
""", widget=True),
    md("""
## Other rule systems

With **no trumps** every suit is plain (130 points with the last trick); with **all trumps** every suit ranks
and scores as trumps (258 points). In the **mariage** game every suit, trumps included, ranks A 10 K Q J 9 8 7 and
a deal holds 120 points, with no last-trick bonus.
"""),
    code("""
for family, contract in [("belote", "H"), ("belote", "NT"), ("belote", "AT"), ("mariage", "H")]:
    print(f"{family:<8} {contract:<3} {ranking(family, contract).total} points")
"""),
    md("## Try it\n\nDeal hands and click South's cards: the explorer says which may be played and why."),
    code("HandExplorer(\"classic-501\", \"H\", seed=3, on_table=1)", widget=True),
    md("## Quiz\n\nThe answers are worked out by the engine when you press a button."),
    code("""
nine_wins = ranking("belote", "H").stronger(Card.parse("9H"), Card.parse("AH"))
ChoiceQuiz("Hearts are trumps. Which is stronger, the 9♥ or the A♥?", ["9♥", "A♥"],
           "9♥" if nine_wins else "A♥", "In trumps the order is J 9 A 10 K Q 8 7.")
""", widget=True),
    code("""
trick = Position.create("classic-501", "S", "W", "7C", "N:AS E:9S S:10S").explain()
ChoiceQuiz("Spades are trumps. How many points are in the trick A♠ 9♠ 10♠?", [21, 35, 31],
           trick.trick_points, "A 11 + 9 14 + 10 10 = 35: in trumps the nine is worth 14.")
""", widget=True),
]

LESSONS["02_following_suit_and_trumping"] = [
    md("""
# Lesson 2: following suit and trumping

**The rules** (French Belote, `classic-501` and `classic-1000`):

1. **Follow suit**: play a card of the suit led if you have one.
2. **Trumps led**: play a higher trump than any already on the table if you can; otherwise any trump.
3. **Void in the suit led**: if your partner is winning the trick, play any card; otherwise you must **trump**.
4. Only with neither the suit led nor a trump may you discard any card.
"""),
    code("""
from belote_learn import Position
from belote_learn.datafiles import load_teaching_position
from belote_learn.widgets import CardQuiz, HandExplorer
"""),
    md("## Follow suit, even when the opponent has trumped"),
    code("""
p = load_teaching_position("c501-03-follow-though-trumped")
print(p.explain().text())
"""),
    md("## No card of the suit led: you must trump"),
    code("""
p = load_teaching_position("c501-08-must-trump")
print(p.explain().text())
"""),
    md("## Unless your partner is winning"),
    code("""
p = load_teaching_position("c501-10-partner-winning-any-card")
print(p.explain().text())
"""),
    code("p", widget=True),
    md("## Try it\n\nChange the cards on the table and the contract. Guess which cards South may play, then click them."),
    code("HandExplorer(\"classic-501\", \"S\", seed=11, on_table=2, show_legal=False)", widget=True),
    md("## Quiz: which cards may South play?"),
    code("""
CardQuiz(Position.create("classic-501", "C", "S", "AD 7D KC 8H", "N:QD E:KD"))
""", widget=True),
    code("""
CardQuiz(Position.create("classic-501", "C", "S", "AH 10S 7C 9C", "N:7D E:AD"))
""", widget=True),
    md("Press **Check** to have the engine mark your answer and explain every card you got wrong."),
]

LESSONS["03_overtrumping_for_teachers"] = [
    md("""
# Lesson 3: overtrumping, a guided sequence for teachers

Show each position on the projector, ask the class **"what is legal here?"**, let them answer with the
quiz, then reveal the explanation. The cards are drawn large.

**The rules:** when you trump after an opponent has trumped, you must **overtrump** if you can; if you
cannot, you must still play a trump (**undertrump**). When trumps are led, you must beat the highest trump
even if it is your partner's. The two French presets differ on one point: under `classic-1000` a trump
you play must beat the highest trump whenever it can, even when your partner is winning.
"""),
    code("""
from belote_learn.datafiles import load_teaching_position
from belote_learn.widgets import CardQuiz, PositionBuilder, Reveal

def step(name):
    # the quiz first (no title: it would give the answer away), the answer behind a button
    p = load_teaching_position(name)
    answer = Reveal(p.explain().text(), title=f"{p.extra['title']}. {p.extra['teaches']}")
    return p, CardQuiz(p, big=True), answer
"""),
]
for i, name in enumerate(
    [
        "c501-11-must-overtrump",
        "c501-12-must-undertrump",
        "c501-05-overtrump-partner-on-trump-lead",
        "c501-14-highest-trump-not-last",
        "c501-13-undertrump-partner-allowed",
        "c1000-01-undertrump-partner-refused",
    ],
    1,
):
    LESSONS["03_overtrumping_for_teachers"] += [
        md(f"## Position {i}: what is legal here?"),
        code(f"p{i}, quiz{i}, answer{i} = step(\"{name}\")\nquiz{i}", widget=True),
        md("Let the class vote, then reveal the answer:"),
        code(f"answer{i}", widget=True),
    ]
LESSONS["03_overtrumping_for_teachers"] += [
    md("## Build your own position\n\nChoose the preset and who leads, click cards onto the table, then into the hand."),
    code("PositionBuilder(\"classic-1000\", \"H\", leader=\"E\")", widget=True),
]

LESSONS["04_declarations"] = [
    md("""
# Lesson 4: declarations

**The rule.** Combinations held at the start of the play score: a **tierce** (three cards in sequence, 20), a
**fifty** (four, 50), a **hundred** (five or more, 100), and **four of a kind**: jacks 200, nines 150, aces,
tens, kings or queens 100 (sevens and eights do not count). Sequences use the order 7 8 9 10 J Q K A.

Each player announces the type during the first trick; at the first card of the second trick the best
combinations are compared: **value**, then a **four of a kind** before a sequence, then the **top card**,
then a sequence **in trumps**. Only the team with the best combination scores, but it scores all of its
combinations. Exactly equal: nobody scores (`classic-501`) or the player nearest the dealer's right wins
(`classic-1000`). The **belote** (king and queen of trumps) is separate: 20 points, always.
"""),
    code("""
from belote_learn import CardSet, Contract, Seat
from belote_learn.declarations import compare_declarations, find_combinations
from belote_learn.widgets import ChoiceQuiz, DeclarationsWalkthrough
"""),
    md("## Finding a player's combinations"),
    code("""
hand = CardSet.parse("JS JH JD JC 9H 10H QH KH")
for c in find_combinations(hand, Seat.N):
    print(c.name, c.value)
print("(the four jacks take the J♥, so 9♥ 10♥ and Q♥ K♥ are no longer sequences)")
"""),
    md("## Comparing, step by step"),
    code("""
by_seat = {Seat.N: find_combinations(CardSet.parse("JD QD KD"), Seat.N),
           Seat.E: find_combinations(CardSet.parse("JH QH KH"), Seat.E)}
result = compare_declarations(by_seat, Contract.parse("H"), "nobody", [Seat.W, Seat.S, Seat.E, Seat.N])
print("\\n".join(result.steps))
"""),
    md("## Try it\n\nDeal four hands (or load a recorded hand) and step through the comparison."),
    code("DeclarationsWalkthrough(\"classic-1000\", \"H\", seed=21)", widget=True),
    md("## Quiz"),
    code("""
by_seat = {Seat.N: find_combinations(CardSet.parse("7S 8S 9S 10S JS"), Seat.N),
           Seat.E: find_combinations(CardSet.parse("KS KH KD KC"), Seat.E)}
r = compare_declarations(by_seat, Contract.parse("D"), "nobody", [Seat.W, Seat.S, Seat.E, Seat.N])
ChoiceQuiz("North has a hundred to the J♠, East four kings. Which team scores its declarations?",
           ["North-South", "East-West", "Nobody"], r.team.words if r.team else "Nobody",
           "Both are worth 100; a four of a kind beats a sequence of the same value.")
""", widget=True),
    code("""
by_seat = {Seat.S: find_combinations(CardSet.parse("QS QH QD QC"), Seat.S),
           Seat.W: find_combinations(CardSet.parse("9D 10D JD QD KD AD"), Seat.W)}
r2 = compare_declarations(by_seat, Contract.parse("C"), "nobody", [Seat.W, Seat.S, Seat.E, Seat.N])
ChoiceQuiz("South holds four queens, West a run of six diamonds to the ace. Which team scores?",
           ["North-South", "East-West", "Nobody"], r2.team.words if r2.team else "Nobody",
           "Four queens and a run of five or more are both worth 100; the four of a kind wins the tie.")
""", widget=True),
]

LESSONS["05_scoring_litige_capot"] = [
    md("""
# Lesson 5: scoring, litige and capot

**The rule.** Each team adds its card points, 10 for the last trick, its belote and its declarations (if best).

* **Made**: the takers have more points (`classic-1000`: at least as many): each team scores its own total.
* **Dedans**: the takers have fewer: they score only their belote; the defenders score 162 + all the
  declarations + their belote.
* **Litige** (`classic-501`): equal totals: the defenders score now, and the takers' points wait for the team
  that wins the next hand.
* **Capot**: a team wins every trick: 252 (the last trick is worth 100) plus belote and declarations.
"""),
    code("""
from belote_learn import Contract, Seat, Team, get_rules
from belote_learn.declarations import compare_declarations, find_combinations
from belote_learn.scoring import score_hand
from belote_learn.widgets import ChoiceQuiz, ScoringWalkthrough
from belote_learn import CardSet

NS, EW = Team.NS, Team.EW
H = Contract.parse("H")
"""),
    md("## The worked example of the full rules (`classic-1000`)\n\nHearts are trumps; North took. North-South hold a tierce (20) and the belote (20)."),
    code("""
rules = get_rules("classic-1000")
tierce = compare_declarations({Seat.S: find_combinations(CardSet.parse("7S 8S 9S"), Seat.S)}, H, "first_speaker",
                              [Seat.W, Seat.S, Seat.E, Seat.N])
for cards in (97, 62, 30):
    s = score_hand(rules, H, Seat.N, {NS: cards, EW: 152 - cards}, {NS: 4, EW: 4}, NS, [(Seat.N, H.trump)], tierce)
    print(f"takers {cards} card points + 10: {s.result:<7} North-South {s.score[NS]:>3}, East-West {s.score[EW]:>3}")
"""),
    md("## The breakdown names every rule"),
    code("""
from IPython.display import HTML

s = score_hand(rules, H, Seat.N, {NS: 97, EW: 55}, {NS: 5, EW: 3}, NS, [(Seat.N, H.trump)], tierce)
HTML(s.to_html())
"""),
    md("## Litige: equal totals under classic-501"),
    code("""
r501 = get_rules("classic-501")
tie = score_hand(r501, H, Seat.N, {NS: 71, EW: 81}, {NS: 4, EW: 4}, NS, [], None)
print(tie.result, "- defenders score", tie.score[EW], "now; held over:", tie.held_over)
nxt = score_hand(r501, H, Seat.E, {NS: 60, EW: 92}, {NS: 3, EW: 5}, EW, [], None, held_in=tie.held_over)
print(nxt.result, "- East-West take", nxt.score[EW], "including the", nxt.released[1], "held over")
"""),
    md("## Try it\n\nReplay a recorded hand trick by trick, then build its score line by line."),
    code("ScoringWalkthrough(\"c501-capot\")", widget=True),
    md("## Quiz"),
    code("""
q = score_hand(r501, H, Seat.N, {NS: 72, EW: 80}, {NS: 4, EW: 4}, NS, [], None)
ChoiceQuiz("classic-501: the takers win 72 card points and the last trick, the defenders 80. What do the takers score?",
           [0, 82, 162], q.score[NS], "82 against 80 is strictly more: made, each team scores its own total.")
""", widget=True),
    code("""
capot = score_hand(r501, H, Seat.N, {NS: 152, EW: 0}, {NS: 8, EW: 0}, NS, [(Seat.S, H.trump)], None)
ChoiceQuiz("The takers win every trick and hold the belote. What do they score?", [162, 252, 272],
           capot.score[NS], "252 for a capot plus 20 for the belote.")
""", widget=True),
]

LESSONS["06_presets_side_by_side"] = [
    md("""
# Lesson 6: the rule systems side by side

The same cards, judged by each rule system. First two questions, then the answers.
"""),
    code("""
from belote_learn import Contract, Position, Seat, Team, get_rules
from belote_learn.render import presets_table_html
from belote_learn.scoring import score_hand
from belote_learn.widgets import CardQuiz, ChoiceQuiz, Reveal
from IPython.display import HTML

NS, EW = Team.NS, Team.EW
"""),
    md("## Quiz"),
    code("""
CardQuiz(Position.create("classic-1000", "H", "S", "JH 7H AD", "E:AS N:9H W:KS"),
         "classic-1000: partner North has trumped with the 9♥ and is winning. Which cards may South play?")
""", widget=True),
    code("""
tie = score_hand(get_rules("classic-1000"), Contract.parse("H"), Seat.N, {NS: 71, EW: 81}, {NS: 4, EW: 4}, NS, [], None)
ChoiceQuiz("classic-1000: both teams finish on 81. What happens to the takers' contract?",
           ["made", "dedans", "litige"], tie.result, "The full rules need the takers to have at least as many points: a tie is made.")
""", widget=True),
    md("""
## Undertrumping a partner

North (South's partner) has trumped with the 9♥ and is winning. South holds J♥ 7♥ A♦ and no spade.
(classic-501 plays clockwise, the others anticlockwise, so the trick's seats differ.) The presets that disagree
with the others are highlighted.
"""),
    code("""
positions = {
    "classic-501": Position.create("classic-501", "H", "S", "JH 7H AD", "W:AS N:9H E:KS"),
    "classic-1000": Position.create("classic-1000", "H", "S", "JH 7H AD", "E:AS N:9H W:KS"),
    "sans-tout-atout": Position.create("sans-tout-atout", "H", "S", "JH 7H AD", "E:AS N:9H W:KS"),
}
HTML(presets_table_html(positions))
""", widget=True),
    code("""
for preset, p in positions.items():
    print(preset, ":", p.verdict("7H").text)
"""),
    md("## The same trick in three contracts of sans-tout-atout"),
    code("""
for contract in ("S", "NT", "AT"):
    p = Position.create("sans-tout-atout", contract, "S", "9S 7S KD", "W:AS")
    print(f"{contract:<3}", " ".join(c.symbol for c in p.explain().legal), "-", p.explain().winning.text)
"""),
    md("## The same totals, scored by each preset\n\nBoth teams finish on 81."),
    code("""
for preset in ("classic-501", "classic-1000", "sans-tout-atout"):
    s = score_hand(get_rules(preset), Contract.parse("H"), Seat.N, {NS: 71, EW: 81}, {NS: 4, EW: 4}, NS, [], None)
    print(f"{preset:<16} {s.result:<7} NS {s.score[NS]:>3}  EW {s.score[EW]:>3}  held over {s.held_over}")
"""),
    md("## Mariage\n\nIn mariage there is no duty to trump, but no undertrumping either:"),
    code("""
p = Position.create("mariage", "H", "S", "AH 8H 9D", "N:AS W:10H")
print(p.explain().text())
"""),
]

LESSONS["07_practice_game"] = [
    md("""
# Lesson 7: practice against the bots

You play **South**; North is your partner; East and West are the opponents. Choose the rules, the target
and the bots' level (random, rule-based or expert), then press **New game**.

* Your legal cards are framed in green. Click a card that is not legal and the game explains why, and nothing
  happens.
* **Hint** asks the expert: its choice, its reason, and what each card is worth with all hands face up.
* After each hand: the score breakdown and a review of your cards (the best card and the points each lost).
* **Take back** undoes your last call or card; **Save** and **Resume** keep a game for later.
"""),
    code("""
from belote_learn import Seat
from belote_learn.bots import make_bot
from belote_learn.widgets import PracticeGame

game = PracticeGame("classic-501", partner="rule", opponents="rule", seed=2026, pace=0.2)
game
""", widget=True),
    md("""
## A game played by the bots alone

The same widget, driven from code: a rule-based bot plays South's cards too. This is how the lessons are
checked automatically.
"""),
    code("""
demo = PracticeGame("classic-501", options={"target": 301}, seed=7, pace=0)
south = make_bot("rule", seed=1)
while not demo.game.over:
    if demo.waiting:
        demo.next_hand()
    else:
        demo.act(south.choose(demo.game.view(Seat.S)))
from IPython.display import HTML
from belote_learn.tables import score_sheet_table

print(demo.game.result_text())
HTML(score_sheet_table(demo.game))
"""),
]

LESSONS["08_bidding_trainer"] = [
    md("""
# Lesson 8: the bidding trainer

You see five cards and the turn-up, in any seat. Decide: take or pass (in the second round, name a suit; in
`sans-tout-atout`, any contract the auction allows). The trainer then plays out a few hundred completions of the
deal with the rule-based bots and shows, for every option, the chance of making the contract and the expected
score, with error bars, and grades your decision: every call is played out on the same deals, so the grade
compares your call with the best one deal by deal ("good" means within the error of that comparison). Your
decisions and what each cost are recorded. The same problem always shows the same figures.

**Next problem** walks through the curated problems of `data/bidding/`, each with the point it teaches.
"""),
    code("""
from belote_learn.widgets import BiddingTrainer

trainer = BiddingTrainer("classic-501", seed=5)
trainer
""", widget=True),
    md("## A problem, answered from code"),
    code("""
t = BiddingTrainer(simulations=100)
t.load(0)
print(t.problem.title, "-", t.problem.teaches)
grade = t.decide("take")
for call, r in t.results.items():
    print(f"{call:<5} expected {r['mean']:+6.1f} +/- {1.96 * r['se']:4.1f}")
print("grade:", grade, "- the lesson's answer:", t.problem.answer)
"""),
]


def main() -> None:
    execute = "--no-execute" not in sys.argv
    for name, cells in LESSONS.items():
        nb = nbf.v4.new_notebook()
        nb.cells = cells
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
        path = NB / f"{name}.ipynb"
        nbf.write(nb, path)
        if execute:
            subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                            str(path)], check=True, capture_output=True)
            nb = nbf.read(path, as_version=4)
            nb.metadata.pop("widgets", None)  # widget state is not needed to read the lesson
            for cell in nb.cells:
                # a widget shows only with a running kernel: its saved text form would just be noise
                if "nbval-ignore-output" in cell.metadata.get("tags", []):
                    cell.outputs = []
            nbf.write(nb, path)
        print("wrote", path.name)


if __name__ == "__main__":
    main()
