"""Numbers said in the reader's language (core/messages.Number): the decimal point, the thousands
separator and the percent sign as each language writes them (french.md: decimal comma in prose)."""
import pickle

import pytest

from belote_learn.core.messages import Message, Number
from belote_learn.core.tables import trainer_results_table

NBSP, NNBSP = "\u00a0", "\u202f"


@pytest.mark.parametrize("value, spec, en, fr", [
    (1.25, ".1f", "1.2", "1,2"),           # 1.25 rounds half to even: 1.2
    (-2.5, "+.1f", "-2.5", "-2,5"),
    (0.7, ".0%", "70%", "70" + NBSP + "%"),  # 0.7 = 70 %
    (1500, ",", "1,500", "1" + NNBSP + "500"),
    (1234.5, ",.1f", "1,234.5", "1" + NNBSP + "234,5"),
    (3, "", "3", "3"),
])
def test_a_number_in_each_language(value, spec, en, fr):
    n = Number(value, spec)
    assert n.render("en") == en and str(n) == en
    assert n.render("fr") == fr


def test_a_number_is_a_value():
    n = Number(0.5, ".0%")
    assert n == Number(0.5, ".0%") and n != Number(0.5, ".1%") and hash(n) == hash(Number(0.5, ".0%"))
    assert pickle.loads(pickle.dumps(n)) == n
    with pytest.raises(AttributeError):
        n.value = 1


def test_a_number_inside_a_message_takes_the_message_language():
    # bot.expert.bid.made says how often the contract was made: 0.625 -> 62% (rounded half to even)
    m = Message("bot.expert.bid.made", percent=Number(0.625, ".0%"))
    assert "62%" in m.render("en")
    assert "62" + NBSP + "%" in m.render("fr")


def test_the_trainer_table_writes_numbers_as_the_reader_does():
    # one call: mean +12.34, standard error 1.5 (margin 1.96 * 1.5 = 2.94 -> 2.9), taken 0.5, made 0.75
    results = {"take": {"mean": 12.34, "se": 1.5, "taken": 0.5, "made": 0.75, "n": 10}}
    en = trainer_results_table(results, lang="en")
    fr = trainer_results_table(results, lang="fr")
    assert "+12.3" in en and "2.9" in en and ">50%<" in en and ">75%<" in en and "(95%)<" in en
    assert "+12,3" in fr and "2,9" in fr and ">50" + NBSP + "%<" in fr and "(95" + NBSP + "%)<" in fr
