"""The bidding trainer's results and history are real tables (issue 14): numbers right-aligned in their own
cells, never run together with the call's name ("Pass -26.5" was one line of text)."""
import re

from belote_learn.widgets import BiddingTrainer


def _cells(html: str, table_class: str) -> list[list[str]]:
    table = re.search(rf'<table class="[^"]*{table_class}[^"]*".*?</table>', html, re.S)
    assert table, f"no table of class {table_class}"
    return [re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S)
            for row in re.findall(r"<tr[^>]*>(.*?)</tr>", table.group(0), re.S)]


def test_trainer_results_and_history_are_tables_with_right_aligned_numbers():
    t = BiddingTrainer("classic-501", seed=5, simulations=20)
    t.decide("pass")
    rows = _cells(t.result_view.value, "bl-ev-table")
    # a header and one row per call weighed (Pass and Take, at least)
    assert rows[0] == ["Call", "Expected score (95%)", "Your side takes", "Made, when your side took"]
    assert len(rows) >= 3
    assert any(r[0] == "Pass" for r in rows[1:])
    # the expected score sits alone in its cell: a signed number, "±", a number
    assert all(re.fullmatch(r"[+-]\d+\.\d ± \d+\.\d", r[1]) for r in rows[1:]), rows
    numbers = re.findall(r'<td class="bl-num" style="([^"]*)">[+-]\d+\.\d ±', t.result_view.value)
    assert numbers and all("text-align:right" in s for s in numbers)
    history = _cells(t.history_view.value, "bl-history")
    assert history[0] == ["#", "Problem", "You called", "Best call", "Points lost"]
    assert len(history) == 2 and history[1][0] == "1" and history[1][2] == "Pass"
    assert re.fullmatch(r"\d+\.\d", history[1][4])


def test_card_button_images_have_no_margin_that_would_cut_their_edges():
    # a card button's background is the card's SVG at exactly 100x140 in a 100x140 box: a margin on the SVG
    # root moved the drawing 2 px right and down inside its box and cut the bottom edge off every card of
    # the declarations walkthrough and the bidding trainer (docs/widget-review.md)
    import urllib.parse

    from belote_learn.cards import Card
    from belote_learn.widgets.common import _svg_data_uri

    svg = urllib.parse.unquote(_svg_data_uri(Card("8S")))
    root = svg[svg.index("<svg"):svg.index(">", svg.index("<svg"))]
    assert 'width="100"' in root and 'height="140"' in root
    assert "margin" not in root, root
