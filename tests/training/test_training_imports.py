"""The training engine loads no widget library, pandas or numpy (it runs in JupyterLite too), and no front
end: it sits above the bots and below the widgets."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_training_engine_and_playing_a_level_loads_no_widget_pandas_or_numpy():
    code = ("import sys; import belote_learn.training as t; lv = t.load_level('ending.c501.03'); lv.check(lv.answer); "
            "t.Drill('coinche').question(); "
            "print(sorted(m for m in ('ipywidgets', 'pandas', 'numpy', 'belote_learn.widgets', 'belote_learn.lessons') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
