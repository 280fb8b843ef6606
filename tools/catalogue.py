"""The message catalogues (belote_learn/locale/<lang>/LC_MESSAGES/belote_learn.po and .mo), kept with Babel.

The code names messages by id (``Message("play.verdict.lead", card=...)``, ``text("...", lang, ...)``;
see belote_learn/core/messages.py). This script reads those ids from the code (with ``ast``: the first
argument of every ``Message(...)`` and ``text(...)`` call is a constant), brings every catalogue up to
date with them (new ids added with an empty text, ids no longer used kept as obsolete ``#~`` entries,
nothing fuzzy-matched), and compiles each .po into its .mo. The English texts are written in the
English .po by hand; an entry without a translation is left out of its .mo, so the language falls back
to English for it.

Usage:
    python tools/catalogue.py             update the .po files from the code and compile the .mo (make catalogue)
    python tools/catalogue.py --compile   compile the .mo only
    python tools/catalogue.py --check     exit 1 if a .mo differs from what its .po compiles to
    python tools/catalogue.py --sentences count, per module, the sentences built outside the catalogue
    python tools/catalogue.py --write-baseline   record those counts in tests/engine/sentences_outside_catalogue.json
    python tools/catalogue.py --texts-from OTHER.po [--lang en]
                                          after a merge: take the texts this catalogue lacks from another
                                          version of it, then update from the code and compile

A merge of two branches that both added messages: keep either side's .po, then give the other side's
(git show BRANCH:belote_learn/locale/en/LC_MESSAGES/belote_learn.po > /tmp/other.po) to --texts-from.
"""
from __future__ import annotations

import argparse
import ast
import io
import json
import re
import string
import sys
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "belote_learn"
LOCALE = PACKAGE / "locale"
DOMAIN = "belote_learn"
LANGS = ("en", "fr")
CALLS = ("Message", "text")  # the call forms whose first argument is a message id
ID_RE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
COMMAND = "make catalogue"
BASELINE = ROOT / "tests" / "engine" / "sentences_outside_catalogue.json"
EXEMPT = {"belote_learn.core.messages"}
"""Modules whose sentences stay outside the catalogue: the catalogue's own errors (an unknown language, an id
missing from the English catalogue) cannot come from the catalogue they are about."""


@dataclass(frozen=True)
class Use:
    """One use of a message id in the code: where, and the parameters passed (None when ``**kwargs``)."""

    id: str
    module: str
    line: int
    params: frozenset | None


def modules(root: Path = PACKAGE):
    """``(dotted module name, path)`` of every .py file of the package."""
    for path in sorted(root.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        rel = path.relative_to(root.parent).with_suffix("")
        yield ".".join(rel.parts), path


def _call_name(node: ast.Call) -> str | None:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return None


def message_uses(root: Path = PACKAGE) -> tuple[list[Use], list[str]]:
    """Every use of a message id in the package, and the problems found (a call whose id is not a constant).

    A call counts as a use when it is ``Message(...)`` or ``text(...)`` (or ``x.Message``/``x.text``)
    with a first argument; ``text(...)`` calls whose first argument is not a string are other
    functions named ``text`` and are left alone unless it looks like a message call.
    """
    uses: list[Use] = []
    problems: list[str] = []
    for name, path in modules(root):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = name.replace(".", "/") + ".py"
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _call_name(node) not in CALLS or not node.args:
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                if not ID_RE.match(first.value):
                    if _call_name(node) == "Message":
                        problems.append(f"{where}:{node.lineno}: {first.value!r} is not a message id")
                    continue
                if any(k.arg is None for k in node.keywords):
                    params = None
                else:
                    params = frozenset(k.arg for k in node.keywords)
                uses.append(Use(first.value, name, node.lineno, params))
            elif _call_name(node) == "Message":
                problems.append(f"{where}:{node.lineno}: Message(...) with an id that is not a constant")
    return uses, problems


def fields(template: str) -> set[str]:
    """The parameter names of a ``str.format`` template: ``"{card} beats {against}"`` -> {card, against}."""
    out = set()
    for _, name, _, _ in string.Formatter().parse(template):
        if name is not None:
            out.add(re.split(r"[.\[]", name, maxsplit=1)[0])
    return out


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def read(lang: str) -> Catalog:
    with open(po_path(lang), "rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def template(uses: list[Use]) -> Catalog:
    """The catalogue of ids the code uses (no texts): a plural entry for an id used with ``count``."""
    cat = Catalog(domain=DOMAIN, project="belote-learn", fuzzy=False)
    by_id: dict[str, list[Use]] = {}
    for u in uses:
        by_id.setdefault(u.id, []).append(u)
    for id, us in sorted(by_id.items()):
        plural = any(u.params is not None and "count" in u.params for u in us)
        locations = sorted({(u.module.replace(".", "/") + ".py", None) for u in us})
        cat.add((id, id) if plural else id, locations=[(p, 0) for p, _ in locations])
    return cat


HEADER = """{lang_name} messages of belote-learn{note}.
The ids are symbolic (play.verdict.lead); fields in braces are the message's parameters (str.format).
Edit the msgstr lines, then run make catalogue (tools/catalogue.py): it adds the ids new in the code,
keeps the ids no longer used as obsolete #~ entries, and compiles the .mo next to this file."""
LANG_NAMES = {"en": ("English", " (the reference text)"), "fr": ("French", ": an empty msgstr falls back to English")}


def new_catalog(lang: str) -> Catalog:
    name, note = LANG_NAMES[lang]
    cat = Catalog(locale=lang, domain=DOMAIN, project="belote-learn", version="0.1", fuzzy=False,
                  header_comment="\n".join("# " + line for line in HEADER.format(lang_name=name, note=note).splitlines()),
                  last_translator="belote-learn developers", language_team=f"{name} ({lang})")
    cat.revision_date = cat.creation_date
    return cat


def update(uses: list[Use]) -> None:
    """Bring every .po up to date with the ids of the code (Babel's ``Catalog.update``)."""
    for lang in LANGS:
        path = po_path(lang)
        if path.exists():
            cat = read(lang)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            cat = new_catalog(lang)
        tmpl = template(uses)
        tmpl.creation_date = cat.creation_date  # the header changes only when a text does
        cat.update(tmpl, no_fuzzy_matching=True, update_header_comment=False, keep_user_comments=True)
        cat.fuzzy = False
        for msg in cat:
            msg.flags.discard("fuzzy")
        with open(path, "wb") as f:
            write_po(f, cat, width=0, sort_output=True, no_location=True, include_previous=False)


def compiled(lang: str) -> bytes:
    """The .mo that ``lang``'s .po compiles to: the translated entries only (untranslated ones fall back to English)."""
    cat = read(lang)
    out = Catalog(locale=lang, domain=DOMAIN, project=cat.project, version=cat.version, fuzzy=False,
                  creation_date=cat.creation_date, revision_date=cat.revision_date,
                  last_translator=cat.last_translator, language_team=cat.language_team)
    for msg in cat:
        if not msg.id:
            continue
        strings = msg.string if isinstance(msg.string, (tuple, list)) else (msg.string,)
        if all(strings):
            out.add(msg.id, msg.string)
    buf = io.BytesIO()
    write_mo(buf, out)
    return buf.getvalue()


def compile_all() -> None:
    for lang in LANGS:
        mo_path(lang).write_bytes(compiled(lang))


def _messages(mo: bytes) -> dict:
    """The entries of a compiled catalogue (id -> text, or (id, n) -> text for plural forms), without its header,
    whose ``Generated-By`` line names the Babel version that compiled it."""
    import gettext

    t = gettext.GNUTranslations(io.BytesIO(mo))
    return {k: v for k, v in t._catalog.items() if k != ""}


def stale() -> list[str]:
    """The languages whose committed .mo holds other entries than their .po compiles to."""
    return [lang for lang in LANGS
            if not mo_path(lang).exists() or _messages(mo_path(lang).read_bytes()) != _messages(compiled(lang))]


# -- sentences built outside the catalogue ----------------------------------------------------------------
WORD = re.compile(r"^[\"'(«“]*[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*[\"')»”.,;:!?]*$")
HTML_TAG = re.compile(r"</?[a-zA-Z][^<>]*>|<!--.*?-->", re.S)
CSS = re.compile(r"[a-z-]+\s*:\s*[^;{}]+;|[{}]\s*$|^\s*[.#@][\w-]+\s*\{|\b(sans-serif|serif|monospace)\s*$")
JS = re.compile(r"=>|\bfunction\s*\(|\bdocument\.|\bconst\s|\blet\s|\breturn\s.*;|\bvar\s")
REGEX = re.compile(r"\\[bdswBDSW]|\(\?|\[\^|\\\.|\[a-z|\(\?P<")
SQL_OR_URL = re.compile(r"https?://|\bfile://")
RE_FUNCS = {"compile", "match", "search", "fullmatch", "sub", "subn", "split", "findall", "finditer"}


def _string_of(node) -> str:
    if isinstance(node, ast.Constant):
        return node.value
    parts = []
    for v in node.values:
        if isinstance(v, ast.Constant):
            parts.append(str(v.value))
        else:
            parts.append(" X ")  # a parameter: a word-like slot
    return "".join(parts)


def reads_as_sentence(s: str) -> bool:
    """True when ``s`` is text for a person: three words or more of letters, once markup is taken out.

    Not sentences: HTML tags and attributes (the text between them counts), CSS rules, JavaScript,
    regular expressions, addresses, and words joined by ``_``, ``.`` or ``/`` (identifiers, paths).
    """
    if not s or not s.strip():
        return False
    if JS.search(s) or REGEX.search(s) or SQL_OR_URL.search(s):
        return False
    if "<" in s and HTML_TAG.search(s):
        s = HTML_TAG.sub(" ", s)
    if CSS.search(s):
        return False
    words = [w for w in s.split() if WORD.match(w) and "_" not in w and w != "X"]
    return len(words) >= 3


def _docstring_nodes(tree) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for stmt in body:  # docstrings, and the bare strings that document an attribute
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, (ast.Constant, ast.JoinedStr)):
                    out.add(id(stmt.value))
    return out


def sentences(root: Path = PACKAGE) -> dict[str, list[tuple[int, str]]]:
    """Per module, ``(line, text)`` of each string constant or f-string that reads as a sentence and is
    built in the code instead of coming from the catalogue (docstrings, dict keys, the ids of messages,
    regular expressions, ``assert`` notes, values compared with input and markup left out)."""
    out: dict[str, list[tuple[int, str]]] = {}
    for name, path in modules(root):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        skip = _docstring_nodes(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                for v in node.values:  # the pieces of an f-string are judged with it
                    skip.add(id(v))
                    if isinstance(v, ast.FormattedValue) and v.format_spec is not None:
                        skip.add(id(v.format_spec))
            elif isinstance(node, ast.Dict):
                skip.update(id(k) for k in node.keys if k is not None)
            elif isinstance(node, ast.Subscript):
                skip.add(id(node.slice))
            elif isinstance(node, ast.Assert) and node.msg is not None:
                skip.add(id(node.msg))
            elif isinstance(node, ast.Compare):  # a value compared is input read ("on est dehors"), not output
                for operand in [node.left, *node.comparators]:
                    skip.add(id(operand))
                    if isinstance(operand, (ast.Tuple, ast.List, ast.Set)):
                        skip.update(id(e) for e in operand.elts)
            elif isinstance(node, ast.Call):
                name_ = _call_name(node)
                if name_ in ("startswith", "endswith") and isinstance(node.func, ast.Attribute):  # input matched
                    for a in node.args[:1]:
                        skip.add(id(a))
                        if isinstance(a, ast.Tuple):
                            skip.update(id(e) for e in a.elts)
                if name_ in RE_FUNCS and isinstance(node.func, ast.Attribute) and \
                        isinstance(node.func.value, ast.Name) and node.func.value.id == "re":
                    skip.update(id(a) for a in node.args[:1])
        found = []
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str) or isinstance(node, ast.JoinedStr):
                s = _string_of(node)
                if reads_as_sentence(s):
                    found.append((node.lineno, s))
        if found:
            out[name] = sorted(found)
    return out


def sentence_counts(root: Path = PACKAGE) -> dict[str, int]:
    """Per module (exempt ones left out), the number of sentences built outside the catalogue."""
    return {name: len(found) for name, found in sentences(root).items() if name not in EXEMPT}


def take_texts(lang: str, other_path) -> int:
    """Give every entry of ``lang``'s .po without a text the text of the same id in ``other_path`` (another
    version of that .po), and add the other's entries this one lacks; returns how many texts were taken."""
    cat = read(lang)
    with open(other_path, "rb") as f:
        other = read_po(f, locale=lang, domain=DOMAIN)
    taken = 0
    for msg in other:
        strings = msg.string if isinstance(msg.string, (tuple, list)) else (msg.string,)
        if not msg.id or not all(strings):
            continue
        mine = cat.get(msg.id)
        if mine is None:
            cat.add(msg.id, msg.string)
            taken += 1
        elif not all(mine.string if isinstance(mine.string, (tuple, list)) else (mine.string,)):
            mine.string = msg.string
            taken += 1
    with open(po_path(lang), "wb") as f:
        write_po(f, cat, width=0, sort_output=True, no_location=True, include_previous=False)
    return taken


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = ap.add_mutually_exclusive_group()
    group.add_argument("--compile", action="store_true", help="compile the .mo files only")
    group.add_argument("--check", action="store_true", help="exit 1 if a compiled catalogue is out of date")
    group.add_argument("--sentences", action="store_true", help="count the sentences outside the catalogue")
    group.add_argument("--write-baseline", action="store_true", help="record those counts as the tests' baseline")
    group.add_argument("--texts-from", metavar="PO", help="take missing texts from another version of the .po")
    ap.add_argument("--lang", default="en", choices=LANGS, help="with --texts-from: the catalogue's language")
    ap.add_argument("-v", "--verbose", action="store_true", help="with --sentences: list them")
    args = ap.parse_args(argv)
    if args.texts_from:  # then as make catalogue: update from the code and compile
        print(f"{take_texts(args.lang, args.texts_from)} texts taken from {args.texts_from}")
    if args.sentences:
        found = {k: v for k, v in sentences().items() if k not in EXEMPT}
        for name, items in sorted(found.items()):
            print(f"{len(items):5}  {name}")
            if args.verbose:
                for line, s in items:
                    print(f"         {line}: {s[:100]!r}")
        print(f"{sum(len(v) for v in found.values()):5}  in all")
        return 0
    if args.write_baseline:
        BASELINE.write_text(json.dumps(sentence_counts(), indent=1, sort_keys=True) + "\n")
        return 0
    if args.check:
        bad = stale()
        if bad:
            print(f"out of date: {', '.join(str(mo_path(l).relative_to(ROOT)) for l in bad)}; rebuild with {COMMAND}")
            return 1
        return 0
    if not args.compile:
        uses, problems = message_uses()
        if problems:
            print("\n".join(problems))
            return 1
        update(uses)
    compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
