"""The README: a page a newcomer reads in two minutes, whose examples run and print what it shows, and whose
links lead into the documentation pages (tests/doc_examples.py reads the examples)."""
import doctest
import re

from tests.doc_examples import (ROOT, commands, console_blocks, python_blocks, raised_at_a_plain_prompt, run_command,
                          same_output)

README = ROOT / "README.md"


def test_readme_examples():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 8 and result.failed == 0


def test_each_readme_example_runs_on_its_own_at_a_plain_python_prompt():
    """Each ```python block, typed line by line into a fresh interactive console (what `python` does at
    its prompt: an indented block ends only at an empty line), runs with its own imports, and raises
    only the exceptions its text shows as tracebacks."""
    blocks = python_blocks(README)
    assert len(blocks) >= 2
    for block in blocks:
        raised = raised_at_a_plain_prompt(block.text)
        assert len(raised) == block.text.count("Traceback (most recent call last)"), (block.where, raised)


def test_each_readme_command_prints_what_the_readme_shows():
    shown = [(b, cmd, out) for b in console_blocks(README) for cmd, out in commands(b)]
    assert len(shown) >= 1
    for block, command, out in shown:
        printed = run_command(command)
        assert same_output(out, printed), f"{block.where}: $ {command}\n--- shown:\n{out}\n--- printed:\n{printed}"


def test_the_readme_is_read_in_two_minutes():
    # at most about 8 KB: 8 * 1024 = 8192 bytes (it was 33 KB when it was also the manual)
    assert len(README.read_bytes()) <= 8192


def test_the_readme_links_reach_their_pages_and_its_picture_is_small():
    text = README.read_text(encoding="utf-8")
    links = [link.split("#")[0] for link in re.findall(r"\]\(([^)\s]+)\)", text) if "://" not in link]
    for link in links:
        assert (ROOT / link).is_file(), link
    # the pages a newcomer goes on to: getting started, each rule system, the widgets, the command line
    for page in ("docs/getting-started.md", "docs/widgets.md", "docs/cli.md", "docs/teachers.md",
                 "docs/systems/classic-501.md", "docs/systems/coinche.md"):
        assert page in links, page
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", text)
    assert pictures, "the README shows the card table"
    for picture in pictures:
        assert (ROOT / picture).stat().st_size < 150_000, picture


def test_the_pages_count_the_curated_problems_there_are():
    """The README and the trainer's pages name the number of curated problems there are in data/bidding, the
    same number wherever they say it, and the file a coinche trainer's load(0) opens."""
    bidding = ROOT / "data" / "bidding"
    pages = "\n".join((ROOT / p).read_text(encoding="utf-8") for p in ("README.md", "docs/widgets.md"))
    coinche = sorted(bidding.glob("*-coinche.json"))
    every = sorted(bidding.glob("*.json"))
    # 43-coinche.json to 85-coinche.json: 85 - 43 + 1 = 43 files; the 42 others are the turn-up presets'
    assert len(coinche) == 43 and len(every) == 85
    said = {int(n) for n in re.findall(r"(\d+) curated (?:coinche )?problems", pages)}
    assert said <= {len(coinche), len(every)}, said
    assert f"{len(coinche)} curated coinche problems" in pages
    # load(n) counts the trainer's own preset's problems from 0: a coinche trainer's load(0) is the first file
    assert f"coinche trainer `load(0)` is the file `{coinche[0].stem}`" in pages
