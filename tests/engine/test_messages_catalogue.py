"""The message catalogue: every sentence a person reads is a message id with named parameters, rendered
through the gettext catalogues of belote_learn/locale (belote_learn/core/messages.py, tools/catalogue.py).

The code and the catalogues agree (every id used is in every catalogue, with the parameters the code
passes; no entry is unused), the compiled .mo files are those the .po files compile to, and no module
builds more sentences outside the catalogue than the baseline of sentences_outside_catalogue.json."""
from __future__ import annotations

import gettext
import importlib.util
import json
import pickle
import sys
from pathlib import Path

import pytest

from belote_learn import Position
from belote_learn.core import messages as M
from belote_learn.core.messages import Message, text

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("catalogue", ROOT / "tools" / "catalogue.py")
catalogue = importlib.util.module_from_spec(spec)
sys.modules["catalogue"] = catalogue  # its dataclass looks its module up
spec.loader.exec_module(catalogue)

BASELINE = Path(__file__).with_name("sentences_outside_catalogue.json")
EXEMPT = catalogue.EXEMPT  # the catalogue's own errors cannot come from the catalogue they are about


@pytest.fixture(scope="module")
def uses():
    found, problems = catalogue.message_uses()
    assert not problems, "\n".join(problems)
    return found


@pytest.fixture(scope="module")
def catalogues():
    return {lang: {m.id if isinstance(m.id, str) else m.id[0]: m for m in catalogue.read(lang) if m.id}
            for lang in catalogue.LANGS}


def strings(msg) -> tuple:
    return tuple(msg.string) if isinstance(msg.string, (tuple, list)) else (msg.string,)


# -- code and catalogues agree ------------------------------------------------------------------------------
def test_the_scan_finds_the_messages_of_the_engine(uses):
    # the verdicts of the play are messages (belote_learn/explain.py): the scan must see them, or the
    # tests below would pass on nothing
    ids = {u.id for u in uses}
    assert {"play.verdict.lead", "play.rule.follow_suit", "word.seat.north"} <= ids
    assert len(ids) > 100


def test_every_message_id_used_is_in_every_catalogue(uses, catalogues):
    for lang, entries in catalogues.items():
        missing = sorted({u.id for u in uses} - set(entries))
        assert not missing, f"not in the {lang} catalogue (run make catalogue): {missing[:10]}"
    untranslated = sorted(id for id, m in catalogues["en"].items() if not all(strings(m)))
    assert not untranslated, f"no English text in belote_learn/locale/en/LC_MESSAGES/belote_learn.po: {untranslated[:10]}"


def test_no_catalogue_entry_is_unused(uses, catalogues):
    used = {u.id for u in uses}
    for lang, entries in catalogues.items():
        unused = sorted(set(entries) - used)
        assert not unused, f"{lang} catalogue entries no code uses (run make catalogue): {unused[:10]}"


def test_every_use_passes_the_parameters_of_its_text(uses, catalogues):
    bad = []
    for u in uses:
        entry = catalogues["en"].get(u.id)
        if entry is None or u.params is None:  # missing: reported above; **params: not readable from the code
            continue
        fields = set().union(*(catalogue.fields(s) for s in strings(entry)))
        if not fields <= u.params or not u.params <= fields | {"count"}:
            bad.append(f"{u.module}:{u.line}: {u.id} takes {sorted(fields)}, given {sorted(u.params)}")
    assert not bad, "\n".join(bad)


def test_a_plural_entry_is_used_with_a_count_and_only_then(uses, catalogues):
    # ngettext picks the wording by the parameter count: an entry has plural forms exactly when it gets one
    bad = []
    for u in uses:
        entry = catalogues["en"].get(u.id)
        if entry is None or u.params is None:
            continue
        if entry.pluralizable != ("count" in u.params):
            bad.append(f"{u.module}:{u.line}: {u.id} ({'plural' if entry.pluralizable else 'singular'} entry)")
    assert not bad, "\n".join(bad)


def test_every_translation_has_the_parameters_of_the_english_text(catalogues):
    # the plural forms of one entry may differ ("{count} {suit}" / "{count} {suits}"): compared together
    bad = []
    for lang, entries in catalogues.items():
        for id, m in entries.items():
            english = set().union(*(catalogue.fields(s) for s in strings(catalogues["en"][id])))
            forms = [s for s in strings(m) if s]
            found = set().union(*(catalogue.fields(s) for s in forms))
            if forms and found != english:
                bad.append(f"{lang} {id}: {sorted(found)}, English {sorted(english)}")
    assert not bad, "\n".join(bad)


def test_the_fields_of_a_template():
    # what the two tests above compare: the names in braces, attribute and index parts cut, {{ }} not fields
    assert catalogue.fields("{card} beats {against.x} {{not}} {n[0]:>3}") == {"card", "against", "n"}


def test_the_compiled_catalogues_are_up_to_date():
    stale = catalogue.stale()
    assert not stale, f"the .mo of {stale} differs from its .po: rebuild with {catalogue.COMMAND}"


def test_a_message_call_with_a_computed_id_is_reported(tmp_path):
    # ids are constants, so that the scan (and the tests above) see every one
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "m.py").write_text('Message("a.b", x=1)\nMessage(name)\ntext("a.c", "en", **kw)\n')
    found, problems = catalogue.message_uses(pkg)
    assert [(u.id, u.params) for u in found] == [("a.b", frozenset({"x"})), ("a.c", None)]
    assert len(problems) == 1 and "not a constant" in problems[0]


# -- sentences built outside the catalogue ------------------------------------------------------------------
def test_reads_as_sentence():
    yes = ["South must follow suit.", "X is allowed: X leads", "<b>Your hand</b> is shown here", "no such seat X here"]
    no = ["follow-suit", "classic-501", "margin: 0 4px; color: red;", "(?P<seat>[NESW]) \\d+", "a_b c_d e_f",
          "<div class='x'></div>", "const x = () => 1;", "the card", "https://example.org/a b c", ""]
    assert [catalogue.reads_as_sentence(s) for s in yes] == [True] * len(yes)
    assert [catalogue.reads_as_sentence(s) for s in no] == [False] * len(no)


def test_the_sentence_scan_leaves_out_docstrings_keys_ids_and_asserts(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "m.py").write_text(
        '"""A docstring of several words."""\n'
        'D = {"a key of words": 1}\n'
        'assert D, "a note for developers only"\n'
        'x = Message("a.b")\n'
        'y = f"{x} is a sentence for a person"\n'
        'z = "and so is this one"\n')
    found = catalogue.sentences(pkg)
    assert found == {"pkg.m": [(5, " X  is a sentence for a person"), (6, "and so is this one")]}


def test_no_module_builds_more_sentences_outside_the_catalogue_than_its_baseline():
    # a ratchet: the modules converted to messages have none; the others may only lose theirs
    baseline = json.loads(BASELINE.read_text())
    found = catalogue.sentences()
    risen = []
    for module, items in sorted(found.items()):
        if module in EXEMPT:
            continue
        allowed = baseline.get(module, 0)
        if len(items) > allowed:
            lines = "; ".join(f"{line}: {s.strip()[:60]!r}" for line, s in items[:5])
            risen.append(f"{module}: {len(items)} sentences outside the catalogue, baseline {allowed} ({lines})")
    assert not risen, "make these messages of the catalogue (belote_learn/core/messages.py):\n" + "\n".join(risen)


def test_the_baseline_is_no_higher_than_what_is_left():
    # once a module has lost sentences, its baseline follows, so that they cannot come back unseen
    baseline = json.loads(BASELINE.read_text())
    counts = catalogue.sentence_counts()
    loose = {m: (n, counts.get(m, 0)) for m, n in baseline.items() if n > counts.get(m, 0)}
    assert not loose, f"lower the baseline (python tools/catalogue.py --write-baseline): {loose}"


# -- messages -----------------------------------------------------------------------------------------------
def test_a_message_renders_its_parameters_and_nested_messages_in_its_language():
    m = Message("word.seat.partner", seat=Message("word.seat.north"))  # "partner {seat}"
    assert m.render() == m.render("en") == str(m) == "partner North"
    assert text("word.seat.partner", "en", seat="South") == "partner South"
    assert m.render("fr") == "partenaire Nord"  # fr: "partenaire {seat}" filled with "Nord"


def test_a_message_without_french_text_is_said_in_english_message_by_message(catalogues, monkeypatch, tmp_path):
    # every message has its French text today: take one out of a copy of the French catalogue, compile the
    # copy and read it as the module reads a language (English as the fallback): that message is said in
    # English, the others stay French
    from babel.messages.mofile import write_mo

    cat = catalogue.read("fr")
    gone, kept = "word.seat.south", "word.seat.north"
    cat.delete(gone)
    mo = tmp_path / "fr.mo"
    with open(mo, "wb") as f:
        write_mo(f, cat)
    with open(mo, "rb") as f:
        partial = gettext.GNUTranslations(f)
    partial.add_fallback(M._translations("en"))
    monkeypatch.setattr(M, "_templates", lambda lang: M._Templates(partial) if lang == "fr" else M._Templates(M._translations(lang)))
    assert text(gone, "fr") == text(gone, "en") == "South"
    assert text(kept, "fr") == "Nord"


def test_every_message_has_its_french_text(catalogues):
    # a new message id (tools/catalogue.py adds it empty to every catalogue) fails here until it is French too
    assert untranslated_ids(catalogues) == []
    assert set(catalogues["fr"]) == set(catalogues["en"])


def untranslated_ids(catalogues):
    return sorted(id for id, m in catalogues["fr"].items() if not all(strings(m)))


def test_a_count_chooses_the_plural_form():
    # English: one form for 1, the other for any other count (Plural-Forms: n != 1)
    params = dict(card="7♥", seat="South", against="West's 9♥", cards="J♥")
    one = text("play.verdict.trump_lead_beat.illegal", "en", count=1, **params)
    two = text("play.verdict.trump_lead_beat.illegal", "en", count=2, **params)
    assert one.endswith("holds J♥, which beats it.") and two.endswith("holds J♥, which beat it.")


def test_an_unknown_language_is_refused_in_one_line_naming_the_known_ones():
    with pytest.raises(ValueError) as err:
        Message("word.seat.north").render("de")
    assert str(err.value) == "unknown language 'de': the known languages are en, fr"
    with pytest.raises(ValueError, match="unknown language <NoneType>"):
        text("word.seat.north", None)


def test_an_id_missing_from_the_catalogue_is_an_error_not_the_id():
    with pytest.raises(LookupError, match="'no.such.message' is not in the English catalogue"):
        str(Message("no.such.message"))


def test_a_message_is_an_immutable_value():
    a = Message("word.seat.partner", seat=Message("word.seat.north"))
    b = Message("word.seat.partner", seat=Message("word.seat.north"))
    assert a == b and hash(a) == hash(b) and a != Message("word.seat.partner", seat=Message("word.seat.east"))
    assert pickle.loads(pickle.dumps(a)) == a
    with pytest.raises(AttributeError):
        a.id = "x"
    with pytest.raises(TypeError):
        a.params["seat"] = "x"
    assert repr(Message("word.seat.partner", seat="N")) == "Message('word.seat.partner', seat='N')"


def test_a_french_text_is_used_where_there_is_one_and_english_elsewhere(tmp_path, monkeypatch):
    # a French catalogue with one entry translated: that one in French, the others in English, never an id
    for lang in ("en", "fr"):
        folder = tmp_path / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "belote_learn.mo").write_bytes(catalogue.compiled(lang) if lang == "en" else b"")
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    fr = Catalog(locale="fr", domain="belote_learn")
    fr.add("word.seat.north", "Nord")
    with open(tmp_path / "fr" / "LC_MESSAGES" / "belote_learn.mo", "wb") as f:
        write_mo(f, fr)
    monkeypatch.setattr(M, "LOCALE_DIR", tmp_path)
    for cache in (M._translations, M._templates, M._plural_template):
        cache.cache_clear()
    try:
        assert text("word.seat.north", "fr") == "Nord" and text("word.seat.south", "fr") == "South"
        assert Message("word.seat.partner", seat=Message("word.seat.north")).render("fr") == "partner Nord"
        assert text("word.seat.north", "en") == "North"  # the languages do not mix
    finally:
        monkeypatch.undo()
        for cache in (M._translations, M._templates, M._plural_template):
            cache.cache_clear()


def test_the_shipped_french_catalogue_falls_back_to_english_never_to_ids():
    t = gettext.GNUTranslations(open(catalogue.mo_path("fr"), "rb"))
    assert t.gettext("word.seat.north") in ("word.seat.north", "North", "Nord")  # read, whatever it holds
    assert text("word.seat.north", "fr") != "word.seat.north"


def test_a_verdict_renders_in_the_language_asked():
    # South leads: any card may be played (play.verdict.lead), the same text in English through either door
    v = Position.create("classic-501", "H", "S", ["7S"]).verdict("7S")
    assert v.text == v.render("en") == str(v.message) == "7♠ is allowed: South leads this trick, so any card may be played."
    assert v.render("fr")  # French falls back to English until the French texts come
    with pytest.raises(ValueError, match="unknown language"):
        v.render("xx")


def _finished_deal():
    # a classic-501 game played with the last legal action each time (a take when one is offered), until a
    # deal is scored
    from belote_learn.systems.classic.game import Game
    g = Game("classic-501", seed=3)
    while not any(d.phase == "done" for d in g.deals):
        g.apply(g.legal_actions()[-1])
    return g, next(d for d in g.deals if d.phase == "done")


def test_the_text_functions_take_the_language_and_refuse_an_unknown_one():
    from belote_learn.core import render as R, tables as T
    g, deal = _finished_deal()
    score = deal.score
    expl = Position.create("classic-501", "H", "S", ["7S", "8H"], [("E", "AS")]).explain()
    calls = [lambda lang: score.text(lang=lang), lambda lang: score.to_html(lang=lang),
             lambda lang: score.to_dict(lang=lang), lambda lang: T.breakdown_table(score, lang=lang),
             lambda lang: T.score_sheet_table(g, lang=lang), lambda lang: R.explanation_html(expl, lang=lang),
             lambda lang: R.card_svg("7S", legal=True, lang=lang), lambda lang: expl.winning.render(lang)]
    for call in calls:
        assert type(call("fr")) is type(call("en"))  # the same kind of answer, in either language
        with pytest.raises(ValueError, match="unknown language 'xx'"):
            call("xx")
    # the breakdown's column headings are said in the language asked for (table.breakdown.rule)
    assert ">Rule<" in T.breakdown_table(score, lang="en") and ">Règle<" in T.breakdown_table(score, lang="fr")
    assert score.text() == score.text("en") and score.lines()[-1].item == "Score for this hand"


def test_texts_lost_in_a_merge_are_taken_back_from_the_other_side(tmp_path, monkeypatch):
    # a catalogue whose English lost one text and one entry (a merge that kept the other side's .po): the
    # other version gives them back, and nothing else changes
    from babel.messages.pofile import read_po, write_po
    folder = tmp_path / "en" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    other = tmp_path / "other.po"
    other.write_bytes(catalogue.po_path("en").read_bytes())
    with open(other, "rb") as f:
        cat = read_po(f, locale="en")
    cat.get("score.line.total").string = ""
    cat.delete("hint.points")  # a plural entry
    with open(folder / "belote_learn.po", "wb") as f:
        write_po(f, cat, width=0, sort_output=True, no_location=True)
    monkeypatch.setattr(catalogue, "LOCALE", tmp_path)
    assert catalogue.take_texts("en", other) == 2
    merged = catalogue.read("en")
    assert merged.get("score.line.total").string == "Total"
    assert tuple(merged.get("hint.points").string) == ("{count} point", "{count} points")
    with open(other, "rb") as f:
        assert len([m for m in merged if m.id]) == len([m for m in read_po(f, locale="en") if m.id])


def test_a_notation_error_reads_in_french_with_a_non_breaking_space_before_the_colon():
    # fr: "place inconnue {value} (attendu\u00a0: N, E, S ou W)", filled with value "'X'"
    said = text("notation.seat.unknown", "fr", value="'X'")
    assert said == "place inconnue 'X' (attendu\u00a0: N, E, S ou W)"
    assert text("notation.seat.unknown", "en", value="'X'") == "unknown seat 'X': expected N, E, S or W"
