"""Write data/bidding/*.json: the curated bidding problems of the trainer.

Each entry: rules, the learner's five cards, the turn-up, how many players have passed before the
learner (4 or more means the second round), the contracts bid before (sans-tout-atout), and the
point the problem teaches with its answer (checked against the simulation by
tools/check_bidding_problems.py). The dealer is worked out so that the learner (South) speaks at that moment.
"""
import json
from pathlib import Path

from belote_learn.core.cards import Seat
from belote_learn.rules.presets import get_rules

OUT = Path(__file__).resolve().parents[1] / "data" / "bidding"

# (rules, hand, turn-up, calls before South, title, teaches, answer: the call the problem teaches)
P = [
    # classic-501, first round
    ("classic-501", "JH 9H AS 7C 8D", "10H", [], "Jack and nine of trumps", "The jack and nine are the two best trumps, worth 34 points together: take.", "take"),
    ("classic-501", "9H 7S 8D KC QC", "7H", [], "A lone nine", "One trump, even the nine, and no ace: pass.", "pass"),
    ("classic-501", "JH 7H AS 8C 9D", "8H", [], "Jack, two small trumps and an ace", "The jack with a couple of other trumps and an ace is the classic take.", "take"),
    ("classic-501", "AH 10H KS QS 7D", "QH", [], "Ace and ten of trumps, no jack or nine", "Without the jack or nine the trump ace is rarely enough.", "pass"),
    ("classic-501", "KH QH JH AS 7C", "8H", [], "Belote and the jack", "King and queen of trumps add 20 points; with the jack, take.", "take"),
    ("classic-501", "AS AD AC KS 7D", "8H", [], "Three aces and no trumps", "Aces win tricks only if trumps do not cut them: pass in the first round.", "pass"),
    ("classic-501", "9H 7H AS AD 8C", "JH", [], "The turn-up is the jack", "Taking gives you the turn-up: here the jack, with the nine already in hand.", "take"),
    ("classic-501", "8H 7H 9S 10D QC", "KH", ["pass"], "Two small trumps after a pass", "Small trumps and no aces do not make a contract.", "pass"),
    ("classic-501", "JH AH 7S 8S 9C", "10H", ["pass", "pass"], "Third to speak with the jack", "Jack, ace and the turn-up ten: three trumps worth 41 points.", "take"),
    ("classic-501", "9H AH 10S 7D 8C", "QH", ["pass", "pass", "pass"], "The dealer with nine and ace", "Nine, ace and the turn-up queen: a reasonable take as the last to speak.", "take"),
    ("classic-501", "7H AS 10S AD KC", "8H", [], "Good side cards, weak trumps", "Side aces help, but two small trumps are too few.", "pass"),
    ("classic-501", "JH 9H 8H 7H 7S", "AH", [], "Five trumps", "Five trumps including jack, nine and ace: a certain take.", "take"),
    # classic-501, second round
    ("classic-501", "JS 9S AS 10D 7C", "8H", ["pass"] * 4, "Second round: name your suit", "In the second round name a suit of your own: jack, nine and ace of spades.", "S"),
    ("classic-501", "7S 8D 9C QC KH", "AH", ["pass"] * 4, "Second round with nothing", "No suit is worth naming: pass, and the cards are thrown in if everyone does.", "pass"),
    ("classic-501", "JD 9D 7D 8S 7C", "AH", ["pass"] * 4, "The turn-up comes with you", "Naming diamonds still brings you the turn-up ace of hearts as a side card.", "D"),
    ("classic-501", "JC AC 10C KD 7S", "9H", ["pass"] * 5, "Second round, partner passed", "Jack, ace and ten of clubs: name clubs.", "C"),
    ("classic-501", "9D 10D KS QS 7C", "JH", ["pass"] * 6, "A nine and ten", "Nine and ten without the jack are thin; the turn-up jack of hearts will not be a trump.", "pass"),
    ("classic-501", "JS 7S AD AC 10C", "8H", ["pass"] * 7, "Last to speak in the second round", "Jack of spades and two aces: enough to name spades rather than throw the cards in.", "S"),
    # classic-1000
    ("classic-1000", "JD 9D AD 8S 7C", "7D", [], "Three top trumps (classic-1000)", "Jack, nine and ace of trumps: take.", "take"),
    ("classic-1000", "10D 8D AS KS 9C", "QD", [], "Ten and eight of trumps", "No jack or nine: pass.", "pass"),
    ("classic-1000", "JC 8C AS AH 7D", "9C", ["pass"], "The turn-up nine", "Taking adds the turn-up nine to your jack: a strong pair of trumps.", "take"),
    ("classic-1000", "KD QD 7D AS 10S", "8D", ["pass", "pass"], "Belote without the top trumps", "No jack or nine, but king, queen and the turn-up make three trumps, the belote adds 20 points and the ace-ten of spades win tricks: third to speak, take.", "take"),
    ("classic-1000", "JS 9S 7S AH 10H", "KD", ["pass"] * 4, "Second round: spades", "Name spades with jack, nine and a third trump.", "S"),
    ("classic-1000", "AS AH AD 7C 8C", "JC", ["pass"] * 4, "Second round: three aces", "Three aces but no long suit: naming a suit of one card is too risky.", "pass"),
    ("classic-1000", "9H JH 8S 7D 8D", "AC", ["pass"] * 6, "Jack and nine doubleton", "Only two trumps, but the two best: a fair second-round take.", "H"),
    ("classic-1000", "JD AD KD QD 7S", "9S", ["pass"] * 4, "Belote and the jack", "Jack, ace and the belote in diamonds: name diamonds.", "D"),
    ("classic-1000", "7S 8S 9D 10C KH", "9H", [], "A poor hand", "Nothing to take with: pass.", "pass"),
    ("classic-1000", "JH 10H AH 7C 8S", "KH", ["pass", "pass", "pass"], "Dealer with jack, ace, ten", "Four trumps with the turn-up king, including the jack: take.", "take"),
    # sans-tout-atout
    ("sans-tout-atout", "AS AD AC AH 7S", "8H", [], "Four aces: hearts, not no trumps", "Four aces are a hundred as a declaration in hearts (and in all trumps), but nothing is declared in no trumps: bid hearts with the turn-up.", "H"),
    ("sans-tout-atout", "JS JD JC 9S 9D", "8H", [], "Jacks and nines: all trumps", "In all trumps every jack and nine counts: three jacks and two nines.", "AT"),
    ("sans-tout-atout", "JH 9H AH 7S 8D", "10H", [], "Colour contract", "A strong heart suit with the turn-up: bid hearts.", "H"),
    ("sans-tout-atout", "AS 10S AD 10D KC", "7H", [], "Aces and tens", "Aces with their tens win tricks in no trumps.", "NT"),
    ("sans-tout-atout", "7S 8D 9C QC 8H", "AH", [], "Nothing", "Pass.", "pass"),
    ("sans-tout-atout", "JS JD 9C AH 7S", "8H", ["H"], "Overbid with all trumps?", "Two jacks and a nine against a hearts bid: all trumps needs more than that.", "pass"),
    ("sans-tout-atout", "AS AD AC 10S 10D", "9H", ["H"], "Overbid with no trumps?", "No trumps would outrank the hearts bid, but three aces and two tens do more in defence: pass and let the hearts contract fail.", "pass"),
    ("sans-tout-atout", "JH JS JD 9H 9S", "7C", ["pass", "NT"], "All trumps over no trumps", "Three jacks and two nines: all trumps, the highest contract.", "AT"),
    ("sans-tout-atout", "JC 9C AC 8S 7D", "10H", ["pass"] * 4, "Second round: clubs", "In the second round any contract may be bid: clubs with jack, nine and ace.", "C"),
    ("sans-tout-atout", "AS KS AD 7C 8C", "JH", ["pass"] * 4, "Second round: two aces", "Two aces are not enough for no trumps.", "pass"),
    ("sans-tout-atout", "9S 9D 9C JH 7S", "8D", ["pass"] * 4, "Three nines", "Three nines and a jack are tempting for all trumps, but the other jacks are out against you: pass.", "pass"),
    ("sans-tout-atout", "KH QH 7H 8S 9D", "AH", ["pass", "pass"], "Belote in the turn-up suit", "King and queen of hearts with the turn-up ace: a colour contract.", "H"),
    ("sans-tout-atout", "AS AH AD KS QS", "JC", ["pass", "pass", "pass"], "Dealer with three aces", "Three aces and the king-queen of spades, but in round 1 only clubs, no trumps or all trumps may be bid, and no trumps has no belote: pass and defend.", "pass"),
    ("sans-tout-atout", "JS 9S 7S 8S AD", "10S", ["pass"] * 4 + ["D"], "Spades cannot outrank diamonds", "Spades rank below diamonds, so over a diamonds bid only hearts, no trumps or all trumps remain. The turn-up ten completes a hundred in spades (7 8 9 10 J), which scores in hearts or all trumps but not in no trumps; all trumps also makes the jack and nine of spades the top cards of their suit.", "AT"),
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
    OUT.mkdir(parents=True, exist_ok=True)
    for f in OUT.glob("*.json"):
        if not f.stem.endswith("-coinche"):  # coinche's problems are tools/make_coinche_problems.py's
            f.unlink()
    for i, (preset, hand, turn_up, calls, title, teaches, answer) in enumerate(P, 1):
        rules = get_rules(preset)
        d = {
            "title": title,
            "teaches": teaches,
            "rules": preset,
            "options": {},
            "dealer": str(dealer_for(rules, len(calls))),
            "seat": "S",
            "hand": hand.split(),
            "turn_up": turn_up,
            "calls_before": calls,
            "answer": answer,
        }
        (OUT / f"{i:02d}-{preset}.json").write_text(json.dumps(d, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(P), "problems")


if __name__ == "__main__":
    main()
