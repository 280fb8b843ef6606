"""The app's pages (app/*.ipynb, served by `make app`) each link back to the start page."""
import pytest


@pytest.mark.parametrize("name", ["practice", "coinche", "trainer", "explorer"])
def test_every_app_page_links_back_to_the_start_page(name):
    # coinche and trainer had "[All pages](start.ipynb)"; practice and explorer had no way back
    from pathlib import Path

    import nbformat

    nb = nbformat.read(Path(__file__).resolve().parents[2] / "app" / f"{name}.ipynb", as_version=4)
    text = "".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert "[All pages](start.ipynb)" in text
