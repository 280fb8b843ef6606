"""Every example of the documentation site (the Markdown pages of docs/) runs and prints what the page
shows: each ```python block as a doctest in a fresh namespace and typed at a plain Python prompt, each
```console command in a shell from the project's root (tests/doc_examples.py reads them)."""
from __future__ import annotations

import re

import pytest

from tests.doc_examples import (DOCS, ROOT, commands, console_blocks, python_blocks, raised_at_a_plain_prompt,
                          run_command, run_doctest, same_output, site_pages)

PAGES = site_pages()
PYTHON = [b for page in PAGES for b in python_blocks(page)]
CONSOLE = [(b, cmd, shown) for page in PAGES for b in console_blocks(page) for cmd, shown in commands(b)]


def test_the_site_has_its_pages_and_examples():
    names = {p.relative_to(DOCS).as_posix() for p in PAGES}
    # the index; getting started, the engine, widgets, command line, bots, teachers; five systems and the
    # rule decisions; formats, API, architecture, benchmarks: 1 + 6 + 6 + 4 = 17 pages
    assert {"index.md", "getting-started.md", "widgets.md", "cli.md", "teachers.md", "architecture.md",
            "formats.md", "rules.md", "benchmarks.md", "api.md"} <= names
    systems = ("classic-501", "classic-1000", "sans-tout-atout", "mariage", "coinche")
    assert {f"systems/{s}.md" for s in systems} <= names
    assert len(PAGES) >= 17
    assert len(PYTHON) >= 20 and len(CONSOLE) >= 15


@pytest.mark.parametrize("block", PYTHON, ids=lambda b: b.where)
def test_python_example_prints_what_the_page_shows(block):
    tried, failed, report = run_doctest(block)
    assert tried >= 1 and failed == 0, report


@pytest.mark.parametrize("block", PYTHON, ids=lambda b: b.where)
def test_python_example_runs_on_its_own_at_a_plain_python_prompt(block):
    """Typed line by line into a fresh interactive console, the block runs with its own imports and raises
    only the exceptions its text shows as tracebacks."""
    raised = raised_at_a_plain_prompt(block.text)
    assert len(raised) == block.text.count("Traceback (most recent call last)"), raised


@pytest.mark.parametrize("block, command, shown", CONSOLE, ids=[f"{b.where} {c[:60]}" for b, c, _ in CONSOLE])
def test_console_example_prints_what_the_page_shows(block, command, shown):
    printed = run_command(command)
    assert same_output(shown, printed), f"{block.where}: $ {command}\n--- shown:\n{shown}\n--- printed:\n{printed}"


def test_every_example_is_in_a_block_the_tests_run():
    """A ``>>>`` line outside a ```python block, or a ``$ belote-learn`` line outside a ```console block,
    would be shown without being run."""
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        run = "".join(b.text for b in python_blocks(page) + console_blocks(page))
        for line in text.splitlines():
            if line.startswith(">>>") or line.startswith("$ "):
                assert line in run, f"{page.relative_to(ROOT)}: {line!r} is in no ```python or ```console block"


# The module paths a page may name: the package, its data, its top-level modules that stay where they are
# (the game, the referee, the simulations, the bots) and the front ends. Any deeper path would break when a module
# moves; the API reference (generated) and the architecture page are where the layout is shown.
ALLOWED_MODULES = {"belote_learn", "belote_learn.data", "belote_learn.game", "belote_learn.records",
                   "belote_learn.simulate", "belote_learn.bots", "belote_learn.widgets", "belote_learn.lessons",
                   "belote_learn.cli", "belote_learn.training",
                   "belote_learn.lessons.fr",  # the one import of a French notebook: the lesson helpers in French
                   "belote_learn.widgets.fr"}  # and its widgets in French


def named_module_paths(text: str) -> set[str]:
    import importlib

    paths = set()
    for dotted in re.findall(r"belote_learn(?:\.\w+)+", text):
        parts = dotted.split(".")
        # the longest prefix that is a module: what follows it is a name that module exports
        for n in range(len(parts), 0, -1):
            try:
                importlib.import_module(".".join(parts[:n]))
            except ImportError:
                continue
            paths.add(".".join(parts[:n]))
            break
    return paths


def test_the_pages_name_no_module_that_may_move():
    for page in PAGES + [ROOT / "README.md"]:
        if page.name == "architecture.md":
            continue
        named = named_module_paths(page.read_text(encoding="utf-8"))
        assert named <= ALLOWED_MODULES, f"{page.relative_to(ROOT)} names {sorted(named - ALLOWED_MODULES)}"


def test_the_widget_methods_the_widgets_page_names_take_the_arguments_it_shows():
    """Each `method(args)` the widgets page lists for a widget exists, and takes the arguments shown (an empty
    pair of brackets leaves them out). PositionBuilder.load was once shown with two arguments; it takes one."""
    import inspect

    from belote_learn import widgets

    text = (DOCS / "widgets.md").read_text(encoding="utf-8")
    names = [n for n in widgets.__all__ if isinstance(getattr(widgets, n), type)]
    starts = sorted((m.start(), m.group(1)) for m in re.finditer(r"`(%s)`\s+(?:\(|methods:)" % "|".join(names), text))
    checked = 0
    for i, (start, name) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        part = text[start:end].split("\n\n")[0]
        for method, args in re.findall(r"`(\w+)\(([^`]*)\)`", part):
            fn = getattr(getattr(widgets, name), method, None)
            assert callable(fn), f"{name}.{method} is not a method"
            if not args.strip():
                continue
            shown_args = [a for a in re.sub(r'"[^"]*"', "x", args).split(",") if a.strip()]
            params = [p for p in list(inspect.signature(fn).parameters.values())[1:]
                      if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
            required = [p for p in params if p.default is p.empty]
            assert len(required) <= len(shown_args) <= len(params), f"{name}.{method}({args}): takes {params}"
            checked += 1
    assert checked >= 10


def test_the_raw_links_of_the_pages_reach_their_files():
    """An HTML link written in a page (the rule sheets, served beside the pages) is not checked by Sphinx:
    each must name a file of the repository, at the same relative path as on the site."""
    checked = 0
    for page in PAGES:
        for href in re.findall(r'<a href="([^"#]+)"', page.read_text(encoding="utf-8")):
            if "://" in href:
                continue
            assert (page.parent / href).is_file(), f"{page.relative_to(ROOT)}: {href}"
            checked += 1
    assert checked >= 5  # one rule sheet per system


def test_the_pages_name_players_neutrally():
    """As the messages do ("their partner", or the seat): never "he", "his" or "him"."""
    found = [f"{page.relative_to(ROOT)}:{i}" for page in PAGES + [ROOT / "README.md"]
             for i, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\b(he|his|him|himself)\b", line, re.IGNORECASE)]
    assert not found, found
