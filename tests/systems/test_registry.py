"""The registry of rule systems: every preset has one, front ends ask it instead of testing the family."""
import pathlib
import re

import pytest

from belote_learn.core.errors import RulesError
from belote_learn.systems.classic.game import Game
from belote_learn.systems.mariage.game import MariageGame
from belote_learn.rules.presets import PRESETS, get_rules
from belote_learn.systems import SYSTEMS, BeloteSystem, presets_where, register, system_for_data, system_of

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "belote_learn"


def test_every_preset_has_a_registered_system():
    for name, rules in PRESETS.items():
        assert rules.system in SYSTEMS, name
        assert system_of(name) is SYSTEMS[rules.system]
        game = system_of(name).new_game(name, seed=1)
        assert isinstance(game, system_of(name).game_class)
        assert game.rules.preset == name


def test_game_classes():
    assert system_of("classic-501").game_class is Game
    assert system_of("mariage").game_class is MariageGame
    with pytest.raises(RulesError, match="mariage is played with belote_learn.systems.mariage.game.MariageGame"):
        Game("mariage")
    with pytest.raises(RulesError, match="classic-501 is played with belote_learn.systems.classic.game.Game"):
        MariageGame("classic-501")


def test_system_for_data_reads_preset_or_save_format():
    assert system_for_data({"rules": "mariage"}).name == "mariage"
    assert system_for_data({"format": MariageGame.SAVE_FORMAT}).name == "mariage"
    assert system_for_data({"rules": "classic-1000"}).name == "belote"
    # unreadable: the default system, whose reader then names the fault
    assert system_for_data({"rules": 5}).name == "belote"
    assert system_for_data([1, 2]).name == "belote"


def test_presets_where():
    assert presets_where(lambda s: not s.has_taker) == ["mariage"]
    assert presets_where(lambda s: s.name == "belote") == ["classic-501", "classic-1000", "sans-tout-atout"]


def test_a_sixth_system_is_one_more_entry():
    class Toy(BeloteSystem):
        name = "toy-test"
        has_taker = False

    try:
        register(Toy())
        assert SYSTEMS["toy-test"].game_class is Game  # what it inherits: the Belote game and referee
        assert SYSTEMS["toy-test"].check_record.__func__ is BeloteSystem.check_record
        assert not SYSTEMS["toy-test"].has_taker
    finally:
        del SYSTEMS["toy-test"]


def test_no_branch_on_the_rule_family_outside_the_card_tables():
    # the card family (how cards rank and score) is data read by ranking.py; the engine, widgets, bots,
    # referee, CLI and lesson helpers ask the registry (belote_learn/systems.py).
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if path.name in ("ranking.py", "presets.py", "systems.py"):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\.family\s*[!=]=|==\s*\"mariage\"|isinstance\([^)]*MariageGame", line):
                offenders.append(f"{path.name}:{n}: {line.strip()}")
    assert offenders == []


def test_preset_system_field_is_kept_by_options():
    assert get_rules("classic-501", {"target": 301}).system == "belote"
    assert get_rules("mariage", {"target": 21}).system == "mariage"
