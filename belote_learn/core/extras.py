"""Optional libraries that some functions need (pandas for the DataFrames), imported when such a function
runs, so that the engine and the widgets import without them (they also run in JupyterLite).

A missing library is a one-line :class:`~belote_learn.core.errors.BeloteError` that names the function and
the extra that installs it, never a traceback from deep inside."""
from __future__ import annotations

from belote_learn.core.errors import BeloteError
from belote_learn.core.messages import Message

__all__ = ["pandas", "MissingLibrary"]


class MissingLibrary(BeloteError, ImportError):
    """An optional library a function needs is not installed (a ``BeloteError`` and an ``ImportError``)."""


def pandas(what: str):
    """The ``pandas`` module, for the function named ``what`` (e.g. ``"Game.score_sheet()"``).

    Raises:
        MissingLibrary: pandas is not installed; the message names ``what`` and ``pip install "belote-learn[tables]"``.
    """
    try:
        import pandas as pd
    except ImportError:
        raise MissingLibrary(Message("error.needs_library", what=what, library="pandas", extra="tables")) from None
    return pd
