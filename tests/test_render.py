"""Pictures of cards, hands and tricks: semantic classes and colours, not pixels."""
from belote_learn import Card, CardSet, Position
from belote_learn.render import BLACK, RED, card_svg, trick_html


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
