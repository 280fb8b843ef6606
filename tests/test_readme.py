"""The README's Python examples run and print what the README says (doctest)."""
import doctest
from pathlib import Path


def test_readme_examples():
    readme = Path(__file__).parent.parent / "README.md"
    result = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10 and result.failed == 0
