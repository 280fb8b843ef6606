"""What the training tests share: a wrong response for any level, built from the rules (not from the level's
own answer where the rules can say it)."""
from __future__ import annotations

from belote_learn.core.cards import Team
from belote_learn.rules.play import play_table, winner_index


def worst_line(level):
    """The learner's cards of an ending played worst (the lowest double-dummy value each turn), and the result."""
    play = level.start()
    cards = []
    while not play.over:
        values = play.values()
        card = min(values, key=lambda c: (values[c], int(c)))
        cards.append(card)
        play.play(card)
    return cards, play.result()


def wrong_response(level):
    """A response that must not pass: the hand's other cards, a number one off, a losing card, the other
    team, both scores ten off, another call, the worst line of an ending."""
    answer = level.answer
    skill = level.skill
    q = level.question()
    if skill in ("legal_cards", "master_card"):
        right = {str(c) for c in answer}
        return [c for c in q.facts["hand"] if c not in right]
    if skill == "win_trick":
        w = level._worker
        pt = play_table(level.rules, w.contract)
        on = tuple(int(c) for _, c in w.pos.trick)
        legal = list(w.pos.legal_cards())
        return next(c for c in legal if winner_index(pt, on + (int(c),)) != 3)
    if skill in ("trick_points", "hand_points"):
        return answer + 1
    if skill in ("voids", "trumps_out"):
        assert answer, level.id  # the level asks for something: naming nothing is then wrong
        return []
    if skill == "compare_declarations":
        team, points = answer
        if team is None:
            return {"team": "NS", "points": 20}
        return {"team": str(team.other), "points": points}
    if skill == "score_hand":
        return {"NS": answer[Team.NS] + 10, "EW": answer[Team.EW] + 10}
    if skill == "bid":
        return next(c for c in q.choices if c != answer)
    if skill in ("ending", "defend"):
        return worst_line(level)[0]
    raise AssertionError(skill)
