"""Screenshots for the teacher's review (docs/widget-review.md) of the states the other browser tests do
not save: the practice game in the middle of the play, and the coinche practice game with its auction box,
in JupyterLab, at 1400x1000 and 1024x768 (test-output/screens/). Each also checks what a projector needs."""
import nbformat
import pytest
from playwright.sync_api import expect

from .conftest import READY, assert_inside_viewport, open_notebook, run_all_cells, scroll_to_top, shoot, table_parts

pytestmark = pytest.mark.browser


def _notebook(notebook_dir, name: str, source: str) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, notebook_dir / name)


def _game(page, lab_server, notebook_dir, name, source):
    _notebook(notebook_dir, name, source)
    page.set_viewport_size({"width": 1024, "height": 768})
    open_notebook(page, lab_server, name)
    page.evaluate("() => { window.jupyterapp.shell.collapseLeft(); window.jupyterapp.shell.collapseRight(); }")
    run_all_cells(page)
    g = page.locator(".bl-practice").first
    expect(g.locator(READY)).to_have_count(1, timeout=120_000)
    return g, g.locator("[data-region=table]")


def test_practice_game_mid_play(page, lab_server, notebook_dir):
    g, table = _game(page, lab_server, notebook_dir, "review_practice.ipynb",
                     "from belote_learn.widgets import PracticeGame\nPracticeGame('classic-501', seed=7, pace=0)")
    # bid until the play starts: take when offered, else pass
    for _ in range(12):
        expect(g.locator(READY)).to_have_count(1, timeout=60_000)
        if not table.locator("[data-region=bidding] button").count():
            break
        take = table.locator("[data-region=bidding] button[data-call=take]")
        seq = table.get_attribute("data-seq")
        (take if take.count() else table.locator("[data-region=bidding] button[data-call=pass]")).first.click()
        expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    expect(g.locator(READY)).to_have_count(1, timeout=60_000)
    seq = table.get_attribute("data-seq")
    table.locator("[data-region=hand] [data-legal=true]").first.click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    expect(g.locator(READY)).to_have_count(1, timeout=60_000)
    scroll_to_top(table)
    assert_inside_viewport(page, {"table": table, **table_parts(table)})
    shoot(page, g, "lab-practice-play")


@pytest.mark.xfail(strict=True, reason="known defect (docs/widget-review.md): at 1024x768 in JupyterLab the coinche "
                   "auction box and the buttons take two rows and the message falls below the fold")
def test_coinche_practice_auction(page, lab_server, notebook_dir):
    g, table = _game(page, lab_server, notebook_dir, "review_coinche.ipynb",
                     "from belote_learn.widgets import PracticeGame\nPracticeGame('coinche', seed=7, pace=0)")
    expect(table.locator("[data-region=bidding]")).to_be_visible()
    shoot(page, g, "lab-coinche-auction")
    scroll_to_top(table)
    assert_inside_viewport(page, {"table": table, **table_parts(table)})
