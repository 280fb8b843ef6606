"""Each rule code of card play is said in French with its player's verb (fournir, couper, surcouper,
sous-couper, monter, se défausser): every French verdict of every teaching position of data/positions that
carries the code holds the verb (the words of the French players, as the course teaches them)."""
import json

import pytest

from belote_learn.rules.datafiles import data_path
from belote_learn.rules.position import Position

VERBS = {
    "follow-suit": "fourni",             # fournir, il doit fournir, le 7♠ fournit
    "must-trump": "coup",                # couper
    "must-overtrump": "surcoup",         # surcouper
    "must-undertrump": "sous-coup",      # sous-couper
    "cannot-overtrump-free": "surcoup",  # ne peut pas surcouper: libre
    "trump-lead-beat": "monte",          # monter sur le plus gros atout
    "trump-lead-cannot-beat": "monte",   # ne peut pas monter
    "all-trumps-beat": "monte",          # monter, en tout atout
    "partner-winning": "défauss",        # le partenaire est maître: se défausser
    "void-no-trump": "défauss",          # ni la couleur ni atout: se défausser
    "mariage-no-undertrump": "sous-coup",
    "lead": "entam",                     # entamer
}


def verdicts():
    out = {}
    for path in sorted(data_path("positions").glob("*.json")):
        for v in Position.from_dict(json.loads(path.read_text(encoding="utf-8"))).explain().verdicts:
            out.setdefault(v.rule, []).append((path.name, v.render("fr")))
    return out


VERDICTS = verdicts()


@pytest.mark.parametrize("rule", sorted(VERBS))
def test_a_rule_code_is_said_with_its_french_verb(rule):
    said = VERDICTS.get(rule, [])
    assert said, f"no teaching position shows {rule}"
    missing = [(name, text) for name, text in said if VERBS[rule] not in text]
    assert missing == []
