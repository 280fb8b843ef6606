"""Write the one-page printable rule sheet of each rule system (docs/rule-sheets/<system>.html).

Run: python tools/build_rule_sheets.py

The figures (card orders and points, deal totals, declaration values, the contracts' order, the target,
the direction of play) are read from the engine; the sentences are the course's own. A sheet is plain HTML
with its style inside, sized for one A4 or Letter page: open it in a browser and print it.
"""
from __future__ import annotations

import html
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from belote_learn import get_rules  # noqa: E402
from belote_learn.systems.classic.auction import CONTRACT_ORDER  # noqa: E402
from belote_learn.rules.declarations import FOUR_VALUES, SEQUENCE_VALUES  # noqa: E402
from belote_learn.systems.mariage.scoring import marriage_value, round_tens# noqa: E402
from belote_learn.core.ranking import Contract  # noqa: E402

OUT = ROOT / "docs" / "rule-sheets"
SYSTEMS = ["classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche"]
CALL = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts", "NT": "no trumps", "AT": "all trumps"}

STYLE = """
@page { size: A4; margin: 11mm; }
body { font-family: Georgia, 'Times New Roman', serif; font-size: 10.4pt; line-height: 1.3; color: #111;
       max-width: 190mm; margin: 0 auto; }
h1 { font-size: 17pt; margin: 0 0 2pt 0; }
.sub { color: #444; margin: 0 0 6pt 0; }
.cols { column-count: 2; column-gap: 7mm; }
h2 { font-size: 11.5pt; margin: 6pt 0 2pt 0; border-bottom: 1px solid #999; break-after: avoid; }
p, ul { margin: 0 0 4pt 0; } ul { padding-left: 14pt; } li { margin: 0 0 1pt 0; }
table { border-collapse: collapse; margin: 2pt 0 5pt 0; break-inside: avoid; }
td, th { border: 1px solid #bbb; padding: 1pt 4pt; text-align: center; }
th { background: #eee; } td.l, th.l { text-align: left; }
.red { color: #b3001b; } .foot { margin-top: 6pt; font-size: 8.5pt; color: #555; }
@media print { a { color: inherit; text-decoration: none; } }
"""


def esc(text) -> str:
    return html.escape(str(text))


def order_table(rules, contract, kinds) -> str:
    rk = rules.ranking(Contract.parse(contract))
    rows = []
    for label, suit in kinds:
        t = rk.table_for(suit)
        cells = "".join(f"<td><b>{esc(r.symbol)}</b></td>" for r in t.order)
        pts = "".join(f"<td>{t.points[r]}</td>" for r in t.order)
        rows.append(f"<tr><th class='l' rowspan='2'>{esc(label)}</th>{cells}<td rowspan='2'>{sum(t.points.values())}</td></tr>"
                    f"<tr>{pts}</tr>")
    return ("<table><tr><th class='l'>suit</th><th colspan='8'>strongest to weakest, then points</th><th>total</th></tr>"
            + "".join(rows) + "</table>")


def declarations_table() -> str:
    seq = "".join(f"<tr><td class='l'>{name}</td><td>{SEQUENCE_VALUES[n]}</td></tr>"
                  for name, n in (("tierce (3 in sequence)", 3), ("fifty (4 in sequence)", 4), ("hundred (5 or more)", 5)))
    from belote_learn.core.cards import Rank

    fours = "".join(f"<tr><td class='l'>four {w}</td><td>{FOUR_VALUES[r]}</td></tr>"
                    for w, r in (("jacks", Rank.JACK), ("nines", Rank.NINE), ("aces, tens, kings or queens", Rank.ACE)))
    return f"<table><tr><th class='l'>combination</th><th>points</th></tr>{seq}{fours}</table>"


def sheet(preset: str) -> str:
    r = get_rules(preset)
    t = r.ranking("H").total
    direction = str(r.direction)
    parts = []
    if preset in ("classic-501", "classic-1000"):
        full = preset == "classic-1000"
        parts.append(f"""
<h2>The game</h2>
<p>4 players, 2 teams; partners sit opposite (North-South against East-West). 32 cards: 7 8 9 10 J Q K A in each
suit. In each hand one suit is trumps; the taker's team must score {'at least as many points as' if full else 'more points than'}
the defenders. First team to <b>{r.target}</b> wins{'' if full else ' (301 or 1001 by agreement)'}.</p>
<h2>The cards</h2>
{order_table(r, "H", [("trumps", "H"), ("other suits", "S")])}
<p>Cards 152 + 10 for the last trick (<i>dix de der</i>) = <b>{t}</b> a hand.</p>
<h2>Deal ({direction})</h2>
<p>The deal passes to the next player each hand{'; the first dealer is drawn at random; the player on the dealer&#8217;s left cuts' if full else ''}.
3 cards each, then 2, from the dealer&#8217;s next player; the next card is turned up (the <i>turn-up</i>).</p>
<h2>Bidding</h2>
<ul><li>From the player after the dealer. <b>Round 1</b>: take (the turn-up&#8217;s suit is trumps) or pass.</li>
<li><b>Round 2</b> (all passed): name one of the other three suits, or pass.</li>
<li>The first take ends the bidding. All pass twice: cards thrown in, next dealer.</li>
<li>The taker gets the turn-up{' (even after naming another suit)' if full else ''} + 2 cards, the others 3: 8 each.</li></ul>
<h2>Play</h2>
<ul><li>The dealer&#8217;s next player leads; the winner of each trick leads the next; 8 tricks.</li>
<li>Highest trump wins, else highest card of the suit led.</li>
<li><b>Follow suit.</b> Trumps led: beat the highest trump if you can, even your partner&#8217;s.</li>
<li>Void, partner winning: any card{'; but a trump you play must beat the highest trump if it can' if full else ' (even a lower trump)'}.</li>
<li>Void, partner not winning: <b>trump</b>; an opponent has trumped: <b>overtrump</b> if you can, else a lower trump.</li>
<li>No card of the suit and no trump: any card.</li></ul>
<h2>Belote and declarations</h2>
<p><b>Belote</b>: K and Q of trumps in one hand, 20, {'announced "belote", "rebelote"' if full else 'announced automatically'}; never lost.</p>
<p>{'Declarations always count' if full else 'Declarations, if agreed (option)'}: announced in trick 1, compared
{'after it' if full else 'at the first card of trick 2'}:</p>
{declarations_table()}
<p>No fours of 7s or 8s. Sequences: 7 8 9 10 J Q K A. One card, one combination. Best team: higher value (a four
beats a sequence of the same value), higher top card, trumps; exact tie: {'the player nearest the dealer&#8217;s right' if full else 'nobody'}.
The best team scores <b>all</b> its combinations; the other none.</p>
<h2>Scoring</h2>
<ul><li>Each team: card points + 10 last trick + belote + declarations (if best).</li>
<li><b>Made</b> ({'takers &#8805; defenders: a tie is made' if full else 'takers strictly more'}): each team scores its own total.</li>
<li><b>Dedans</b>: takers score only their belote; defenders {t} + all declarations + their belote.</li>
{'' if full else '<li><b>Litige</b> (equal): defenders score now; the takers&#8217; total is held for the winner of the next hand (adds up; lost at game end).</li>'}
<li><b>Capot</b> (all 8 tricks): 252 (last trick 100) + belote + declarations; the trickless team&#8217;s
declarations are {'lost (its belote is kept)' if full else 'given to the capot team'}.</li></ul>
<h2>End</h2>
<p>First to {r.target} wins; both in the same hand: {'a draw' if full else 'more points wins (level: another hand)'}.</p>
{'<p>Variants: litige, clockwise, rounding to 10 (85 &#8594; 90), coinche.</p>' if full else ''}
<h2>Tips</h2>
<ul><li>Take with the jack or nine of trumps and support; a lone high trump is rarely enough.</li>
<li>Load a trick your partner will win (ten or ace); count the 8 trumps; keep a winner for the last trick.</li></ul>
""")
    elif preset == "sans-tout-atout":
        order = " &lt; ".join(CALL[c] for c in CONTRACT_ORDER)
        parts.append(f"""
<h2>The game</h2>
<p>4 players, 2 teams, partners opposite; 32 cards. The bidders must score more points than the other team.
First team to <b>{r.target}</b> wins (both in one hand: the higher total; level: another hand).</p>
<h2>Contracts, lowest to highest</h2>
<p><b>{order}</b>. A suit: that suit is trumps. No trumps: none. All trumps: every suit ranks as trumps.</p>
{order_table(r, "H", [("trumps", "H"), ("other suits", "S")])}
<p>A deal: <b>{r.ranking("S").total}</b> in a suit, <b>{r.ranking("AT").total}</b> in all trumps, <b>{r.ranking("NT").total}</b>
in no trumps (10 for the last trick included).</p>
<h2>Deal and auction ({direction})</h2>
<ul><li>3 cards each, then 2; a card turned up.</li>
<li>From the dealer&#8217;s next player. <b>Round 1</b>: only the turn-up&#8217;s suit, no trumps or all trumps.
<b>Round 2</b> (all passed): any contract.</li>
<li>Each bid must outrank the last; three passes after a bid end it. All pass twice: deal again.</li>
<li>The bidder takes the turn-up + 2 cards, the others 3. The dealer&#8217;s next player leads.</li></ul>
<h2>Play</h2>
<ul><li><b>Suit</b>: follow; trumps led: beat the highest trump if you can; void: trump unless partner winning;
overtrump an opponent if you can, else a lower trump.</li>
<li><b>All trumps</b>: follow and beat the best card of the suit led if you can; void: any card.</li>
<li><b>No trumps</b>: follow suit; void: any card.</li></ul>
<h2>Declarations and belote</h2>
{declarations_table()}
<p>Not in no trumps. Equal kinds: higher top card; exact tie: nobody. Best team scores all its combinations.
<b>Belote</b> K+Q of trumps, 20 (in all trumps, of every suit; none in no trumps).</p>
<h2>Scoring</h2>
<ul><li>Each team: its card points (the other team has the total minus them), last trick, declarations, belote.</li>
<li>Bidders <b>more</b>: each team scores its own. Otherwise (equal too): <b>all</b> points and announcements,
belote included, to the other team.</li>
<li><b>Capot</b> by the bidders: all the points + announcements + <b>200</b>.</li></ul>
<h2>Tips</h2>
<ul><li>No trumps wants aces and tens; all trumps wants jacks and nines.</li>
<li>Four aces are a hundred in a suit or all trumps, nothing in no trumps.</li></ul>
""")
    elif preset == "coinche":
        from belote_learn.systems.coinche.auction import BID_VALUES, CAPOT_VALUE

        low, high, step = BID_VALUES[0], BID_VALUES[-1], BID_VALUES[1] - BID_VALUES[0]
        parts.append(f"""
<h2>The game</h2>
<p>4 players, 2 teams; partners sit opposite (North-South against East-West). 32 cards: 7 8 9 10 J Q K A in each
suit. No turn-up: an <b>auction of points</b> decides the trump suit and the taker, whose team must make at
least its bid. First team to <b>{r.target}</b> wins.</p>
<h2>The cards</h2>
{order_table(r, "H", [("trumps", "H"), ("other suits", "S")])}
<p>Cards 152 + 10 for the last trick (<i>dix de der</i>) = <b>{t}</b> a hand.</p>
<h2>Deal ({direction})</h2>
<p>The first dealer is drawn; then the dealer&#8217;s next player deals. <b>3</b> cards each, then <b>2</b>, then
<b>3</b>, from the dealer&#8217;s next player: 8 each, no card turned up.</p>
<h2>Auction</h2>
<ul><li>From the dealer&#8217;s next player, each in turn, as long as needed. <b>Pass</b>: a player who passed
may bid later.</li>
<li><b>Bid</b>: {low} to {high} in {step}s and a suit (&#8220;110 hearts&#8221;), <b>higher in value</b> than the
last bid; the suit does not rank. You may bid over your partner.</li>
<li><b>Capot</b> in a suit: every trick, worth {CAPOT_VALUE}; nothing bids over it.</li>
<li><b>Coinche</b> (x2): an opponent of the current bid, once; then nobody bids. <b>Surcoinche</b> (x4): the
coinched side; it ends the auction.</li>
<li>Three passes after a bid or a coinche end it; four passes with no bid: thrown in, next dealer. The last bid
is the contract, its bidder the taker. Nobody gets more cards.</li></ul>
<h2>Play</h2>
<ul><li>The dealer&#8217;s next player leads; the winner of each trick leads the next; 8 tricks.</li>
<li>Highest trump wins, else highest card of the suit led.</li>
<li><b>Follow suit.</b> Trumps led: beat the highest trump if you can, even your partner&#8217;s.</li>
<li>Void, partner winning: any card (even a lower trump).</li>
<li>Void, partner not winning: <b>trump</b>; an opponent has trumped: <b>overtrump</b> if you can, else
<b>any card</b>: no duty to undertrump (<i>on ne pisse pas</i>).</li>
<li>No card of the suit and no trump: any card.</li></ul>
<h2>Belote and declarations</h2>
<p><b>Belote</b>: K and Q of trumps in one hand, 20, announced automatically; never lost.</p>
<p>Declarations always count: announced in trick 1, compared at the first card of trick 2:</p>
{declarations_table()}
<p>Best team: higher value (a four beats a sequence of the same value), higher top card, trumps; exact tie:
<b>nobody</b> scores any. The best team scores all its combinations.</p>
<h2>Scoring</h2>
<ul><li>Each team: card points + 10 last trick + belote + declarations (if best).</li>
<li><b>Made</b>: takers&#8217; total at least the bid and more than the defenders&#8217; (a capot bid: all 8
tricks). Takers score total + bid; defenders their total. Every trick to the takers: 252 (last trick 100) and
the defenders&#8217; declarations too; a capot bid adds {CAPOT_VALUE}.</li>
<li><b>Coinched</b> (x2) or <b>surcoinched</b> (x4) and made: (160, or 250 after a capot, + declarations +
belote + bid) x 2 or x 4 to the takers; the defenders their belote.</li>
<li><b>Failed</b> (<i>dedans</i>; equal totals too): takers only their belote; defenders 160 + declarations +
their belote + bid, x 2 or x 4 if coinched.</li>
<li>Option <i>litige</i>: equal totals with the bid reached: the takers&#8217; total waits for the next hand&#8217;s
winner.</li>
<li>Each team&#8217;s score is rounded to the nearest 10, halves up (84 &#8594; 80, 85 &#8594; 90).</li></ul>
<h2>End</h2>
<p>First to {r.target} wins; both in the same hand: more points wins (level: another hand). Passing {r.target} only
thanks to the belote, in a hand your contract failed or where you took no trick, does not win yet.</p>
<h2>Tips</h2>
<ul><li>Count a suit: J 25, 9 20, A or 10 10, each trump 10, belote 30, side aces 10; expect 40 + the count.
Open at {low} with three trumps and 90 expected.</li>
<li>Coinche when, with your defence, they cannot expect more than their bid.</li></ul>
""")
    else:  # mariage
        from belote_learn.core.cards import Suit

        parts.append(f"""
<h2>The game</h2>
<p>4 players, 2 teams. <b>Partners drawn</b>: cards turned one to each player in turn; the first two players to
get a king play together. 32 cards. No bidding, no taker. Play {direction}.</p>
<h2>Deal and trumps</h2>
<p>From the dealer&#8217;s next player: <b>1</b> card each, then <b>3</b>, then <b>4</b>. The last card (the
dealer&#8217;s) is shown: its suit is <b>trumps</b>. The dealer&#8217;s next player leads.</p>
<h2>The cards (every suit, trumps included)</h2>
{order_table(r, "H", [("every suit", "H")])}
<p>{r.ranking("H").total} points a deal; no bonus for the last trick. A trump beats any other suit.</p>
<h2>Play</h2>
<ul><li>Follow suit; no duty to beat (trumps led too).</li>
<li>Void: trump or discard, as you like.</li>
<li><b>No undertrumping</b>: no trump lower than one already in the trick, except to complete a trump marriage
there, or when you hold nothing else.</li></ul>
<h2>Marriages</h2>
<table><tr><th class='l'>marriage</th><th>plain</th><th>trumps</th></tr>
<tr><td class='l'>K + Q</td><td>{marriage_value(False, False)}</td><td>{marriage_value(False, True)}</td></tr>
<tr><td class='l'>K + Q + J</td><td>{marriage_value(True, False)}</td><td>{marriage_value(True, True)}</td></tr></table>
<ul><li>Announce one only once your team has won a trick; a marriage whose card has gone is broken.</li>
<li>Fallen in one trick (<i>on the table</i>): + its value to the trick&#8217;s winners, &#8722; to the others.</li></ul>
<h2>Score</h2>
<p>Deal points in tens, halves up: 53 &#8594; {round_tens(53)}, 67 &#8594; {round_tens(67)}; 55 &#8594; {round_tens(55)},
65 &#8594; {round_tens(65)}.</p>
<h2>Manche and coches</h2>
<ul><li>Manche to <b>{r.target}</b> (tens). The loser gets coches; the <b>partie</b> ends when the coches make 5:
fewer coches wins.</li>
<li><b>1</b> coche: a team reaches {r.target}, or claims <i>on est dehors</i> first (holding the lead, with the
points on the table).</li>
<li><b>2</b>: a cape (every trick), or going out while the losers have under 15.</li>
<li><b>3</b>: <i>cape dehors</i> (claimed with 19+ before the second-to-last card) made, losers 15+;
<b>4</b>: losers under 15. A wrong claim: the coches go to the claimers.</li></ul>
<h2>Tips</h2>
<ul><li>Lead your aces; a ten of trumps shows the ace; a king shows the ten and the ace.</li>
<li>Never look at the other team&#8217;s tricks.</li></ul>
""")
        del Suit
    title = r.title
    return (f"<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'><title>{esc(title)}: rule sheet</title>"
            f"<style>{STYLE}</style></head><body>\n<h1>{esc(title)}</h1>\n"
            f"<p class='sub'>One-page rule sheet for <code>{esc(preset)}</code> (belote-learn). The lessons teach every rule "
            f"with examples and quizzes: notebooks/00_start_here.ipynb.</p>\n<div class='cols'>{''.join(parts)}</div>\n"
            f"<p class='foot'>Generated by tools/build_rule_sheets.py from the program&#8217;s rules (docs/rules.md).</p>\n"
            "</body></html>\n")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for preset in SYSTEMS:
        path = OUT / f"{preset}.html"
        path.write_text(sheet(preset), encoding="utf-8")
        print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main()
