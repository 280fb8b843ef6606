"""The lesson helpers, saying everything in French: the one import a French notebook starts with::

    from belote_learn.lessons.fr import *

    show_table(system="classic-501", dealer="N")        # the same as show_table(..., lang="fr")

Every name of :mod:`belote_learn.lessons` is here; the helpers and questions that take a ``lang`` keyword
get ``"fr"`` as its default (a cell may still pass ``lang="en"``). Nothing global changes: another notebook,
or another cell importing :mod:`belote_learn.lessons`, keeps English.
"""
from __future__ import annotations

import belote_learn.lessons as _lessons
from belote_learn.core.messages import with_language

LANG = "fr"


def _in_french(obj):
    """``obj`` with ``lang="fr"`` as its default (see :func:`belote_learn.core.messages.with_language`)."""
    return with_language(obj, LANG)


__all__ = list(_lessons.__all__)
globals().update({name: _in_french(getattr(_lessons, name)) for name in __all__})
