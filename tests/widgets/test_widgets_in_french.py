"""`from belote_learn.widgets.fr import *` gives every widget of a notebook French by default, with no global
setting: the English names keep English, and a cell may still ask for English."""
import inspect

import belote_learn.widgets as widgets
import belote_learn.widgets.fr as widgets_fr


def test_every_widget_is_there_with_french_as_its_default():
    assert widgets_fr.__all__ == widgets.__all__
    for name in widgets.__all__:
        obj = getattr(widgets_fr, name)
        if "lang" in inspect.signature(getattr(widgets, name)).parameters:
            assert inspect.signature(obj).parameters["lang"].default == "fr", name


def test_a_french_practice_game_and_an_english_one_side_by_side():
    french, english = widgets_fr.PracticeGame("classic-501"), widgets.PracticeGame("classic-501")
    assert (french.lang, english.lang) == ("fr", "en")
    assert isinstance(french, widgets.PracticeGame)
    assert widgets_fr.PracticeGame("classic-501", lang="en").lang == "en"
