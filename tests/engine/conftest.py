"""Fixtures of the engine's tests: a French catalogue holding chosen texts, to see a message change language."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from belote_learn.core import messages as M

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("catalogue", ROOT / "tools" / "catalogue.py")
catalogue = importlib.util.module_from_spec(spec)
sys.modules["catalogue"] = catalogue
spec.loader.exec_module(catalogue)


@pytest.fixture
def french(tmp_path, monkeypatch):
    """A French catalogue holding the texts given (the others fall back to English): ``french({...})``."""
    def install(texts: dict):
        for lang in ("en", "fr"):
            (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
        (tmp_path / "en" / "LC_MESSAGES" / "belote_learn.mo").write_bytes(catalogue.compiled("en"))
        fr = Catalog(locale="fr", domain="belote_learn")
        for id, t in texts.items():  # a pair of texts is a plural entry (French: one for 0 and 1, the other above)
            if isinstance(t, (tuple, list)):
                fr.add((id, id), tuple(t))
            else:
                fr.add(id, t)
        with open(tmp_path / "fr" / "LC_MESSAGES" / "belote_learn.mo", "wb") as f:
            write_mo(f, fr)
        monkeypatch.setattr(M, "LOCALE_DIR", tmp_path)
        clear()

    def clear():
        for cache in (M._translations, M._templates, M._plural_template):
            cache.cache_clear()

    yield install
    monkeypatch.undo()
    clear()
