"""The widgets, speaking French: the one import that makes every widget of a notebook French::

    from belote_learn.widgets.fr import *

    PracticeGame("classic-501")        # the same as PracticeGame("classic-501", lang="fr")

Every name of :mod:`belote_learn.widgets` is here, with ``lang="fr"`` as the default of its ``lang`` keyword
(a cell may still pass ``lang="en"``). Nothing global changes: another notebook, or a cell importing
:mod:`belote_learn.widgets`, keeps English. For the lesson helpers, ``from belote_learn.lessons.fr import *``
does the same.
"""
from __future__ import annotations

import belote_learn.widgets as _widgets
from belote_learn.core.messages import with_language

__all__ = list(_widgets.__all__)
globals().update({name: with_language(getattr(_widgets, name), "fr") for name in __all__})
