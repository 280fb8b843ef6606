"""Write data/bidding/NN-coinche.json: the curated coinche bidding problems of the trainer.

Each entry: the learner's eight cards, the calls made before the learner speaks (in speaking order,
from the dealer's next), a title, the point the problem teaches and its answer. The learner is South;
the dealer is worked out so that South speaks after those calls. The answers are checked against the
trainer's own simulation by tools/check_bidding_problems.py (``--rules coinche``).

With k calls before South, the last was made by South's right-hand opponent, the one before by the
partner (North), the one before that by the left-hand opponent, and the fourth from last by South.

Run: python tools/make_coinche_problems.py
"""
import json
from pathlib import Path

from belote_learn.core.cards import Seat
from belote_learn.widgets.coinche_problems import CoincheProblem
from belote_learn.rules.presets import get_rules

OUT = Path(__file__).resolve().parents[1] / "data" / "bidding"
FIRST = 43  # after the turn-up systems' problems (tools/make_bidding_problems.py writes 01 to 42)

# (hand, calls before South, title, teaches, answer)
P = [
    # -- opening: which level, or pass ----------------------------------------------------------------
    ("JH 9H 7H AS 10S AD 8C 7C", [], "Jack, nine and a small trump",
     "The jack and nine of trumps with a third trump and two side aces: the classic opening. Open at the lowest "
     "value, 80.",
     "80 H"),
    ("JS 9S AS 10S 7S AH 8D 7C", [], "Five trumps from the top",
     "Five trumps with jack, nine, ace and ten, and an ace aside: a sure contract. Open at 80: a higher bid wins "
     "only 10 more when made, and nobody can take the contract from you cheaply.", "80 S"),
    ("9D AD 10D 7D AS 8H 7H 8C", [], "Nine, ace, ten fourth and an ace",
     "No jack, but the nine, ace and ten of four trumps and the ace of spades: enough to open at 80.", "80 D"),
    ("9C AC 10C 7C KS QS 8H 7D", [], "Nine, ace, ten fourth, nothing aside",
     "The same trumps without the jack and without a side ace: the jack against you will take a trick and your "
     "king-queen of spades win little. Pass.", "pass"),
    ("8S 9S QD 7D 10C 8C 7H KH", [], "Nothing to bid with",
     "No jack or nine with length, no ace: pass.", "pass"),
    ("KH QH 9H 7H AS 8S 9D 7C", [], "Belote without the jack",
     "King-queen of hearts (belote), the nine and an ace. The belote counts for you even in defence (it is never "
     "lost), and the jack is likely against you: pass.", "pass"),
    ("AH 10H KH AS 10S AD 7C 8C", [], "Aces and tens, no jack or nine",
     "Three aces and two tens but no jack or nine: a defender's hand. Pass.", "pass"),
    ("10S 9S 8S 7S AH AD 8C 7C", [], "Four trumps without the jack",
     "Nine and ten fourth with two aces: the jack, ace and more trumps are against you. Pass.", "pass"),
    # -- partner opened: raise, or pass ------------------------------------------------------------------
    ("JH 9H 8H AS 10S 7C 8C 7D", ["80 H", "pass"], "Jack, nine and an ace for partner",
     "Partner opened 80 in hearts; you bring the jack, the nine, a third trump and an ace: raise to 110.", "110 H"),
    ("JD 7S 8S 9H 7H 8C 7C 10S", ["80 D", "pass"], "The jack of partner's suit, alone",
     "Partner opened 80 in diamonds. The jack is welcome, but with nothing else partner's 80 is enough: pass.",
     "pass"),
    ("9H 8H AS AD AC 7C 8S 7D", ["80 H", "pass"], "Three aces for partner",
     "Partner opened 80 in hearts; with two trumps and three aces, tricks partner did not count on, raise to 90.",
     "90 H"),
    ("AS 10S KS AD 10D AC 7H 8C", ["80 H", "pass"], "Aces but one small trump",
     "Three aces help partner, but with a single small heart your side's trumps are partner's alone: pass.",
     "pass"),
    ("JH 8H AS 10S AD 7C 8C 9D", ["80 H", "pass"], "Partner's contract is safe",
     "Partner opened 80 in hearts. Your jack and two aces make it safe; a raise would only add 10 to the bid: "
     "pass.", "pass"),
    ("JH AH 10H 9S 8S 7D 8D 7C", ["80 S", "pass"], "No new suit over partner",
     "Partner opened 80 in spades. Jack, ace and ten of hearts, but only three: do not take partner out of that "
     "suit. Pass.", "pass"),
    # -- the opponents opened: compete, or pass -------------------------------------------------------------
    ("JH 9H AH KH QH 7S 8D 9C", ["80 S"], "Bid over them",
     "They opened 80 in spades. Jack, nine, ace and the belote in hearts: bid 90 in hearts.", "90 H"),
    ("JD 9D AD 10D 8D 7C 7S 8H", ["80 S"], "Five trumps over their opening",
     "Five diamonds from the jack, nine, ace and ten: bid 90 in diamonds over their 80.", "90 D"),
    ("JS 9S AS 10S KS 8H 7D 9C", ["80 H"], "Compete in spades",
     "They opened 80 in hearts. Five spades from the top: bid 90 in spades.", "90 S"),
    ("JH 8H 7H AD 9S 8C 7C 10D", ["80 S"], "Too little to compete",
     "They opened 80 in spades. A jack third and one ace are not enough to make 90: pass.", "pass"),
    ("8S 9D 10D 7H 8H QC KC 7C", ["80 H"], "A belote is not a suit",
     "They opened 80 in hearts. King-queen of clubs with one small club are no trump suit: pass.", "pass"),
    ("JH 9H 7H AC 8S 7S 9D 8C", ["100 S"], "Against a high opening",
     "They opened at 100 in spades. Jack, nine and a small heart with an ace: bid 110 in hearts, your side can "
     "make it more often than they make their 100.", "110 H"),
    ("8S 7S AD 10D 9H 7H 8C 7C", ["80 H", "pass", "pass"], "Last to speak, with little",
     "They opened 80 in hearts and two players passed. One ace-ten and no suit: pass.", "pass"),
    ("JH 9H 7S 8S AD 10D 7C 8C", ["80 H", "90 S"], "Partner's suit, at once",
     "Partner opened 80 in hearts and they bid 90 in spades. With the jack and nine of hearts and an ace-ten, bid "
     "what your side can make at once, 120: it leaves them no cheap way back.", "120 H"),
    ("9S 8S AH AD 7C 8C 9H 7D", ["80 S", "90 H"], "Let them play it",
     "Partner opened 80 in spades and they bid 90 in hearts. Your two aces defend well against hearts; they add "
     "little to spades: pass.", "pass"),
    ("7H 8S 9S 10S AD 7D 7C 8C", ["80 H", "90 S"], "Nothing for partner",
     "Partner opened 80 in hearts, they bid 90 in spades. One small heart and one ace: pass.", "pass"),
    # -- coinche -----------------------------------------------------------------------------------------------
    ("JH 9H 8H AS AD 10D 7C 8C", ["80 H"], "They bid your suit",
     "They opened 80 in hearts, but you hold the jack and nine of hearts and two aces: they cannot make it. "
     "Coinche: the deal counts double.", "coinche"),
    ("JC 9C AC 10C AS 8H 7D 8D", ["80 C"], "Four of their trumps",
     "They opened 80 in clubs; you hold jack, nine, ace and ten of clubs and an ace: coinche.", "coinche"),
    ("JS 9S 7S AH AD AC 8D 9C", ["100 S"], "Against a strong opening",
     "They opened at 100 in spades: an opening above 80 shows a very strong hand. Even with the jack and nine of "
     "spades and three aces, expect them to make it: no coinche, pass.", "pass"),
    ("AH 10H 7H AS 8D 9C 8C 7S", ["80 H"], "Ace-ten of their trumps",
     "They opened 80 in hearts. Ace and ten of hearts are not enough: the jack and nine are with them. Pass.",
     "pass"),
    ("9H 7H 8H AS 10S AD 8C 7C", ["80 H"], "Small trumps of theirs",
     "They opened 80 in hearts. Nine and two small hearts with two aces: they will draw your trumps. Pass.",
     "pass"),
    ("AD 10D AS AC 7H 8H 7C 8S", ["80 D", "pass", "100 D"], "Against a raised contract",
     "They bid diamonds twice, up to 100. Ace-ten of diamonds and two aces: the raise says they hold the rest. "
     "No coinche: pass.", "pass"),
    ("JS 9S 8S AD 10D 7C 8C 9D", ["80 S", "90 H", "100 S"], "They pushed too far",
     "They pushed to 100 in spades over partner's hearts. Jack, nine and a third spade with ace-ten of diamonds: "
     "coinche.", "coinche"),
    ("7S 8H AD 9C 8C 7D 10D QC", ["80 S", "90 H", "100 S"], "Partner was outbid",
     "They pushed to 100 in spades over partner's 90 in hearts. One small heart and one ace: pass.", "pass"),
    ("JH 9H AS 7D 8D 7C 8C 10C", ["80 S", "90 H"], "Coinche their overcall",
     "Partner opened 80 in spades; they bid 90 in hearts. You hold the jack and nine of hearts: coinche.",
     "coinche"),
    ("JH AS AD AC 7S 8D 9C 10C", ["capot H"], "A sure trick against a capot",
     "They bid capot in hearts: every trick. Your jack of hearts is a sure trick: coinche.", "coinche"),
    ("8H AS AD AC 7S 8D 9C 10C", ["capot H"], "Three aces against a capot",
     "They bid capot in hearts. Three aces: one trick is enough to beat a capot. Coinche.", "coinche"),
    # -- coinched: surcoinche, or pass ------------------------------------------------------------------------
    ("JH 9H AH 10H KH QH 7S 8D", ["80 H", "coinche", "pass", "pass"], "Coinched with six top trumps",
     "Your 80 in hearts was coinched. Six trumps from the top with the belote: surcoinche, the deal counts four "
     "times.", "surcoinche"),
    ("JH 9H AH 10H 8H AS AD 7C", ["80 H", "coinche", "pass", "pass"], "Coinched with five trumps and two aces",
     "Your 80 in hearts was coinched. Five trumps from the jack, nine, ace and ten and two aces: surcoinche.",
     "surcoinche"),
    ("JH 9H 7H AS 8S 7D 8C 10C", ["80 H", "coinche", "pass", "pass"], "Coinched on the classic opening",
     "Your 80 in hearts was coinched, but with the two best trumps and an ace you make 80 nearly every time: "
     "surcoinche.", "surcoinche"),
    ("JC 8C 7C 8H 7H 8S 9D 7D", ["90 C", "coinche", "pass", "pass"], "Coinched with a thin suit",
     "Your 90 in clubs was coinched, and you hold only the jack third: pass and hope.", "pass"),
    ("JS 9S AS AH AD 7C 8C 9D", ["80 S", "coinche"], "Partner's bid coinched",
     "Partner's 80 in spades was coinched. Jack, nine and ace of spades and two aces: surcoinche.", "surcoinche"),
    ("JD 9D AD 10D AS 7H 8C 9C", ["80 D", "coinche"], "The top of partner's trumps",
     "Partner's 80 in diamonds was coinched. You hold the jack, nine, ace and ten of diamonds: surcoinche.",
     "surcoinche"),
    ("7S 8H 9H 7D 8D 7C 8C 9C", ["80 S", "coinche"], "Nothing to add",
     "Partner's 80 in spades was coinched and you have nothing for partner: pass.", "pass"),
    ("8D 7D AS 8S 9H 7H 8C 9C", ["80 D", "coinche"], "Little to add",
     "Partner's 80 in diamonds was coinched. Two small diamonds and one ace are too little for a surcoinche: pass.",
     "pass"),
]


def dealer_for(rules, n_calls):
    """The dealer who makes South speak after ``n_calls`` calls."""
    for dealer in Seat:
        s = dealer.next(rules.direction)
        for _ in range(n_calls % 4):
            s = s.next(rules.direction)
        if s == Seat.S:
            return dealer
    raise AssertionError


def main():
    rules = get_rules("coinche")
    OUT.mkdir(parents=True, exist_ok=True)
    for f in OUT.glob("*-coinche.json"):
        f.unlink()
    for i, (hand, calls, title, teaches, answer) in enumerate(P, FIRST):
        d = {
            "title": title,
            "teaches": teaches,
            "rules": "coinche",
            "options": {},
            "dealer": str(dealer_for(rules, len(calls))),
            "seat": "S",
            "hand": hand.split(),
            "calls_before": calls,
            "answer": answer,
        }
        CoincheProblem.from_dict(d)  # checked: legal calls, South to speak, a legal answer
        (OUT / f"{i:02d}-coinche.json").write_text(json.dumps(d, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(P), "coinche problems")


if __name__ == "__main__":
    main()
