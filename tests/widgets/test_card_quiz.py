"""CardQuiz's position: a teaching position's name makes a quiz (as PositionBuilder.load takes it), a
misspelled name gives the closest names in one line, and JSON text is still read."""
import pytest

from belote_learn.core.errors import BeloteError
from belote_learn.widgets import CardQuiz


def test_a_teaching_position_name_makes_a_quiz():
    # c501-08-must-trump: South has no spades, the partner has not played, so South must trump: the
    # legal cards are South's trumps (the position's own worked answer)
    q = CardQuiz("c501-08-must-trump")
    assert sorted(map(str, q.position.legal_cards())) == sorted(q.position.extra["answer"])


def test_a_misspelled_name_gives_the_closest_names_in_one_line():
    with pytest.raises(BeloteError) as exc:
        CardQuiz("c501-08-must-trmp")
    message = str(exc.value)
    assert "c501-08-must-trump" in message and "JSON" not in message and len(message) < 300


def test_json_text_is_still_read():
    q = CardQuiz('{"rules": "classic-501", "contract": "H", "to_play": "S", "hand": ["7S", "JH"], '
                 '"trick": [["N", "AS"], ["E", "8H"]]}')
    # spades led, South holds 7S: South must follow suit (seed 000), so only 7S is legal
    assert [str(c) for c in q.position.legal_cards()] == ["7S"]
