"""Test options: `--long` runs the long versions of the stateful property and fuzz tests (marked
``long``); without it they are skipped and `make test` runs the modest sizes."""
import pytest


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", default=False,
                     help="run the long property and fuzz tests (marked long)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--long"):
        return
    skip = pytest.mark.skip(reason="a long test: run with --long")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)
