"""Pictures of cards, hands and tricks: semantic classes and colours, not pixels."""
from belote_learn import Card, CardSet, Position
from belote_learn.core.render import BLACK, RED, card_svg, trick_html


def test_card_svg_colours_and_classes():
    red = card_svg(Card.JACK_OF_HEARTS)
    black = card_svg(Card.TEN_OF_SPADES, legal=False)
    assert 'data-card="JH"' in red and RED in red and "♥" in red
    assert 'data-card="10S"' in black and BLACK in black and "bl-illegal" in black and ">10<" in black
    assert "bl-legal" in card_svg(Card.ACE_OF_CLUBS, legal=True)
    assert 'width="110"' in card_svg(Card.ACE_OF_CLUBS, width=110)


def test_jupyter_reprs():
    assert "<svg" in Card.ACE_OF_SPADES._repr_html_()
    assert CardSet.parse("7S KH")._repr_html_().count("<svg") == 2
    html = Position.create("classic-501", "H", "S", "7S KH 10D", "N:AS E:8H")._repr_html_()
    assert html.count('class="bl-verdict bl-legal"') == 1 and html.count("bl-verdict bl-illegal") == 2
    assert "bl-winning" in html  # East's 8H is framed as winning


def test_trick_compass_places_every_seat():
    html = trick_html([("N", Card.ACE_OF_SPADES)], to_play="E")
    for seat in "NESW":
        assert f"bl-seat-{seat}" in html
    assert "East (to play)" in html


def test_bar_chart_text_is_projector_size_and_fits():
    import re

    from belote_learn.core.render import bar_chart_svg

    svg = bar_chart_svg({"North-South": 162, "East-West": 0}, title="Score for this hand")
    sizes = [int(x) for x in re.findall(r'font-size="(\d+)"', svg)]
    # the title, then a label and a number per side: 1 + 2 * 2 = 5 texts, each 16 px or more
    assert len(sizes) == 5 and min(sizes) >= 16, sizes
    # it scales down in a narrow notebook instead of running off it, keeping its proportions
    assert 'viewBox="0 0 420 ' in svg and "max-width:100%" in svg and 'width="420"' in svg
    # the bars start after the longest label: "North-South", 11 characters at 18 px, about 0.6 em each
    # (11 * 18 * 0.6 = 118.8 px, drawn from x=4)
    x = int(re.search(r'<rect class="bl-bar"[^>]* x="(\d+)"', svg).group(1))
    assert x >= 4 + 11 * 18 * 0.6, x
    # the longest bar (162, the largest value) and its number end inside the chart: the number "162"
    # starts 8 px after the bar and is three digits of about 0.62 em (3 * 18 * 0.62 = 33.5 px)
    bar = re.search(r'data-value="162"[^>]* width="([\d.]+)"', svg)
    assert x + float(bar.group(1)) + 8 + 3 * 18 * 0.62 <= 420


def test_trainer_odds_chart_text_is_projector_size():
    import re

    from belote_learn.widgets.trainer import ev_chart_svg

    svg = ev_chart_svg({"pass": {"mean": -26.5, "se": 6.1}, "take": {"mean": 55.7, "se": 5.9}}, chosen="pass")
    sizes = [int(x) for x in re.findall(r'font-size="(\d+)"', svg)]
    # the zero mark, then a name and a "+56 ± 12" figure per call: 1 + 2 * 2 = 5 texts, each 16 px or more
    assert len(sizes) == 5 and min(sizes) >= 16, sizes
    assert "max-width:100%" in svg and 'viewBox="0 0 400 ' in svg
