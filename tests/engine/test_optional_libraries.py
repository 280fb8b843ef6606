"""Functions that return DataFrames need pandas, which the engine does not: without it they say so in one line
naming the extra to install (belote_learn/core/extras.py), instead of a traceback from inside."""
import sys

import pytest

from belote_learn.core.errors import BeloteError
from belote_learn.core.extras import MissingLibrary
from belote_learn.game import Game, MariageGame


@pytest.fixture
def no_pandas(monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)  # `import pandas` now raises ImportError


@pytest.mark.parametrize("game, what", [(lambda: Game("classic-501", seed=1), "Game.score_sheet()"),
                                        (lambda: MariageGame("mariage", seed=1), "MariageGame.score_sheet()")])
def test_a_score_sheet_without_pandas_names_the_extra(no_pandas, game, what):
    g = game()
    with pytest.raises(MissingLibrary) as e:
        g.score_sheet()
    assert isinstance(e.value, BeloteError) and isinstance(e.value, ImportError)
    assert str(e.value) == f'{what} needs pandas, which is not installed: pip install "belote-learn[tables]"'


def test_with_pandas_the_score_sheet_is_a_dataframe():
    pd = pytest.importorskip("pandas")
    assert isinstance(Game("classic-501", seed=1).score_sheet(), pd.DataFrame)
