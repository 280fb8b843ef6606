"""Card buttons (ipywidgets buttons drawing a card's SVG as their background: declarations walkthrough,
bidding trainer) show the whole card."""


def test_card_button_images_have_no_margin_that_would_cut_their_edges():
    # a card button's background is the card's SVG at exactly 100x140 in a 100x140 box: a margin on the SVG
    # root moved the drawing 2 px right and down inside its box and cut the bottom edge off every card of
    # the declarations walkthrough and the bidding trainer
    import urllib.parse

    from belote_learn.core.cards import Card
    from belote_learn.widgets.common import _svg_data_uri

    svg = urllib.parse.unquote(_svg_data_uri(Card("8S")))
    root = svg[svg.index("<svg"):svg.index(">", svg.index("<svg"))]
    assert 'width="100"' in root and 'height="140"' in root
    assert "margin" not in root, root
