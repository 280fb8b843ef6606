"""What a newcomer to coinche stumbled on in the README and the lessons (docs/coinche-trial.md), checked
so that it stays fixed. Each test names the stumble it guards."""
from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
BIDDING = ROOT / "data" / "bidding"


def notebook(name: str) -> dict:
    return json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8"))


def cells(name: str, kind: str) -> list[str]:
    return ["".join(c["source"]) for c in notebook(name)["cells"] if c["cell_type"] == kind]


def test_readme_counts_the_curated_problems_there_are():
    """Stumble 3: the README said 44 coinche problems in one place and 43 in another."""
    coinche = sorted(BIDDING.glob("*-coinche.json"))
    every = sorted(BIDDING.glob("*.json"))
    # 43-coinche.json to 85-coinche.json: 85 - 43 + 1 = 43 files; the 42 others are the turn-up presets'
    assert len(coinche) == 43 and len(every) == 85
    said = {int(n) for n in re.findall(r"(\d+) curated (?:coinche )?problems", README)}
    assert said <= {len(coinche), len(every)}, said
    assert f"{len(coinche)} curated coinche problems" in README
    assert f"0 to {len(every) - 1}" in README  # load(n) numbers every problem from 0
