"""The README's Python examples run and print what the README says (doctest)."""
import doctest
from pathlib import Path


def test_readme_examples():
    readme = Path(__file__).parent.parent / "README.md"
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

    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
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
