"""The lesson helpers, saying everything in French: the one import a French notebook starts with::

    from belote_learn.lessons.fr import *

    show_table(system="classic-501", dealer="N")        # the same as show_table(..., lang="fr")

Every name of :mod:`belote_learn.lessons` is here; the helpers and questions that take a ``lang`` keyword
get ``"fr"`` as its default (a cell may still pass ``lang="en"``). Nothing global changes: another notebook,
or another cell importing :mod:`belote_learn.lessons`, keeps English.
"""
from __future__ import annotations

import functools
import inspect

import belote_learn.lessons as _lessons

LANG = "fr"


def _takes_lang(obj) -> bool:
    try:
        return "lang" in inspect.signature(obj).parameters
    except (TypeError, ValueError):
        return False


def _in_french(obj):
    """``obj`` with ``lang="fr"`` as its default: a function wrapped, a class subclassed; else ``obj``."""
    if inspect.isclass(obj):
        if not _takes_lang(obj):
            return obj

        def __init__(self, *args, lang: str = LANG, **kw):
            super(cls, self).__init__(*args, lang=lang, **kw)

        cls = type(obj.__name__, (obj,), {"__init__": __init__, "__doc__": obj.__doc__,
                                          "__module__": __name__, "__qualname__": obj.__qualname__})
        return cls
    if callable(obj) and _takes_lang(obj):

        @functools.wraps(obj)
        def helper(*args, lang: str = LANG, **kw):
            return obj(*args, lang=lang, **kw)

        sig = inspect.signature(obj)
        helper.__signature__ = sig.replace(parameters=[
            p.replace(default=LANG) if p.name == "lang" else p for p in sig.parameters.values()])
        return helper
    return obj


__all__ = list(_lessons.__all__)
globals().update({name: _in_french(getattr(_lessons, name)) for name in __all__})
