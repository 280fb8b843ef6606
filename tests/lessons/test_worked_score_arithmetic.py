"""The written-out arithmetic of a worked score: the rounding starts from each team's score before
rounding (held-over litige points included), and the sums name their lines in the lesson's language."""
from belote_learn.lessons import worked_score
from belote_learn.lessons.fr import worked_score as worked_score_fr

LITIGE_AND_ROUNDING = dict(system="classic-1000", options={"litige": True, "rounding": True}, trumps="H",
                           taker="N", takers_cards=74, last_trick="takers", held_over=81)


def lines(shown):
    return shown.text.split("\n\n")[0].splitlines()


def test_the_rounding_starts_from_the_score_with_the_held_over_points():
    # takers 74 + 10 (dix de der) = 84 > 78: made; the 81 held over go to them: 84 + 81 = 165 -> 170;
    # the defenders' 78 -> 80 (nearest 10, halves up)
    assert "Rounded to the nearest 10, halves up: North-South 165 to 170, East-West 78 to 80." \
        in lines(worked_score(**LITIGE_AND_ROUNDING))


def test_the_rounding_is_said_in_french_from_the_same_figures():
    said = lines(worked_score_fr(**LITIGE_AND_ROUNDING))
    assert any("165" in ln and "170" in ln and "78" in ln and "80" in ln for ln in said)
    assert not any("Rounded" in ln or "North" in ln for ln in said)


def test_a_belote_in_a_sum_is_named_by_its_seat_in_the_language_asked():
    # 90 card points + 10 dix de der + 20 belote = 120 for North-South, the takers
    kw = dict(system="classic-501", trumps="H", taker="N", takers_cards=90, last_trick="takers", belote="N")
    assert "North-South (takers): 90 card points + 10 for the last trick (dix de der) + 20 belote (North) = 120." \
        in lines(worked_score(**kw))
    assert any(ln.endswith("+ 20 belote (Nord) = 120.") for ln in lines(worked_score_fr(**kw)))


def test_an_offered_answer_typed_with_ordinary_spaces_or_another_case_is_read():
    # the French answers carry a no-break space before their colon ("Terminées : ..."): a learner types an
    # ordinary space, or capitals; the answer is the offered one all the same
    from belote_learn.lessons.fr import coinche_auction_quiz

    q = coinche_auction_quiz()
    offered = next(c for c in q.choices if "\u00a0" in c)
    typed = offered.replace("\u00a0", " ").upper()
    assert q.answer(typed) is not None and q.error == ""
    assert q.answer("rien de tout cela") is None and q.error != ""
