"""belote_learn.lessons.fr: the lesson helpers with French as their default language."""
import inspect

import belote_learn.lessons as lessons
import belote_learn.lessons.fr as fr


def test_every_lesson_name_is_there():
    assert fr.__all__ == lessons.__all__
    for name in lessons.__all__:
        assert hasattr(fr, name), name


def test_every_helper_taking_a_language_defaults_to_french():
    changed = 0
    for name in lessons.__all__:
        obj = getattr(fr, name)
        if callable(obj) and "lang" in inspect.signature(obj).parameters:
            assert inspect.signature(obj).parameters["lang"].default == "fr", name
            changed += 1
    # every helper and question class takes a language (Shown is a result, not a helper): at least the
    # displays, quizzes and exercises listed in lessons.__all__ minus SYSTEMS, Shown and Refused
    assert changed >= len(lessons.__all__) - 3


def test_the_english_helpers_keep_english():
    # importing the French names changes nothing for a cell that imports belote_learn.lessons
    assert inspect.signature(lessons.show_table).parameters["lang"].default == "en"


def test_a_french_helper_passes_its_language_down(monkeypatch):
    seen = {}

    def show_table(system="classic-501", dealer="N", options=None, lang="en"):
        seen["lang"] = lang

    helper = fr._in_french(show_table)
    helper(system="classic-501")
    assert seen["lang"] == "fr"
    helper(system="classic-501", lang="en")
    assert seen["lang"] == "en"
