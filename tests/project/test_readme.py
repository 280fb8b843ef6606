"""The README's Python examples run and print what the README says (doctest)."""
from __future__ import annotations

import doctest
import re
from pathlib import Path


def test_readme_examples():
    readme = Path(__file__).resolve().parents[2] / "README.md"
    result = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10 and result.failed == 0


def python_blocks(text: str) -> list[str]:
    import re

    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def typed_lines(block: str) -> list[str]:
    """What a person types at a plain Python prompt: the text after each ``>>>`` and ``...``."""
    lines = []
    for line in block.splitlines():
        for prompt in (">>>", "..."):
            if line == prompt or line.startswith(prompt + " "):
                lines.append(line[len(prompt) + 1:])
    return lines


def test_each_readme_example_runs_on_its_own_at_a_plain_python_prompt():
    """Each ```python block, typed line by line into a fresh interactive console (what `python` does at
    its prompt: an indented block ends only at an empty line), runs with its own imports, and raises
    only the exceptions its text shows as tracebacks."""
    import code
    import contextlib
    import io

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    blocks = python_blocks(readme)
    assert len(blocks) >= 6
    for block in blocks:
        raised = []

        class Console(code.InteractiveConsole):
            def showtraceback(self):
                import sys

                raised.append(repr(sys.exc_info()[1]))

            def showsyntaxerror(self, filename=None, **kw):
                import sys

                raised.append(repr(sys.exc_info()[1]))

        console = Console(locals={"__name__": "__console__"})
        with contextlib.redirect_stdout(io.StringIO()):
            for line in typed_lines(block) + [""]:
                console.push(line)
        expected = block.count("Traceback (most recent call last)")
        assert len(raised) == expected, (block.splitlines()[0], raised)


def test_the_widget_methods_the_readme_names_take_the_arguments_it_shows():
    """Each `method(args)` the README lists for a widget exists, and takes the arguments shown (an empty
    pair of brackets leaves them out). PositionBuilder.load was shown with two arguments; it takes one."""
    import inspect
    import re

    from belote_learn import widgets

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    names = [n for n in widgets.__all__ if isinstance(getattr(widgets, n), type)]
    starts = sorted((m.start(), m.group(1)) for m in re.finditer(r"`(%s)` (?:\(|methods:)" % "|".join(names), readme))
    checked = 0
    for i, (start, name) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(readme)
        part = readme[start:end].split("\n\n")[0]
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


def test_readme_counts_the_curated_problems_there_are():
    """The README names the number of curated problems there are in data/bidding, the same number
    wherever it says it, and the file a coinche trainer's load(0) opens."""
    root = Path(__file__).resolve().parents[2]
    BIDDING = root / "data" / "bidding"
    README = (root / "README.md").read_text(encoding="utf-8")
    coinche = sorted(BIDDING.glob("*-coinche.json"))
    every = sorted(BIDDING.glob("*.json"))
    # 43-coinche.json to 85-coinche.json: 85 - 43 + 1 = 43 files; the 42 others are the turn-up presets'
    assert len(coinche) == 43 and len(every) == 85
    said = {int(n) for n in re.findall(r"(\d+) curated (?:coinche )?problems", README)}
    assert said <= {len(coinche), len(every)}, said
    assert f"{len(coinche)} curated coinche problems" in README
    # load(n) counts the trainer's own preset's problems from 0: a coinche trainer's load(0) is the first file
    assert f"coinche trainer `load(0)` is the file `{coinche[0].stem}`" in README
