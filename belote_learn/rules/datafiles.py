"""The data shipped with belote-learn (the repository's data/ folder, installed as
``belote_learn.data``): teaching positions, example records and bidding problems."""
from __future__ import annotations

from importlib import resources
from pathlib import Path

__all__ = ["data_path", "teaching_positions", "load_teaching_position"]


def data_path(*parts: str) -> Path:
    """Path of a file or folder inside the data folder, e.g. ``data_path("positions")``."""
    base = Path(str(resources.files("belote_learn.data")))
    return base.joinpath(*parts)


def teaching_positions() -> dict:
    """Every teaching position, by name (file stem), as checked
    :class:`~belote_learn.rules.position.Position` objects; ``position.extra`` holds ``title``,
    ``teaches`` and the hand-worked ``answer``."""
    from belote_learn.rules.position import Position

    folder = data_path("positions")
    return {p.stem: Position.load(p) for p in sorted(folder.glob("*.json"))}


def load_teaching_position(name: str):
    """One teaching position by name (e.g. ``"c501-04-nine-beats-ace"``).

    Raises:
        KeyError: when ``name`` is not a teaching position's name, with the closest names (difflib):
            ``args[0]`` is the English text, ``message`` the same as a
            :class:`~belote_learn.core.messages.Message` (``err.message.render(lang)``).
    """
    from belote_learn.core.errors import unknown_name
    from belote_learn.core.messages import Message
    from belote_learn.rules.position import Position

    known = sorted(p.stem for p in data_path("positions").glob("*.json"))
    key = name.strip() if isinstance(name, str) else name
    if key not in known:
        message = unknown_name(Message("position.teaching.kind"), name, known, Message("position.teaching.listed"))
        err = KeyError(str(message))  # a KeyError says its args[0] as repr: the text, not the message value
        err.message = message
        raise err
    return Position.load(data_path("positions", f"{key}.json"))
