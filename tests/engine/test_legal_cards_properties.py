"""Property tests on random positions (hypothesis): the legal set is never empty, is a subset of the
hand, and agrees with an independent brute-force reading of the rules (tests/reference.py); the
explained verdicts agree with the fast path."""
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_learn import ALL_CARDS, Position, Seat, get_rules
from belote_learn.rules.position import expected_trick_seats

from tests.reference import is_legal

OPTION_CHOICES = {
    "classic-501": [{}, {"must_undertrump": False}, {"overtrump_partner": True}, {"direction": "anticlockwise"}],
    "classic-1000": [{}, {"must_undertrump": False}, {"overtrump_partner": False}, {"direction": "clockwise"}],
    "sans-tout-atout": [{}, {"must_undertrump": False}, {"overtrump_partner": True}],
    "mariage": [{}, {"marriage_exception": "hand"}, {"direction": "clockwise"}],
    "coinche": [{}, {"overtrump_partner": True}, {"direction": "clockwise"}],
}


@st.composite
def positions(draw):
    preset = draw(st.sampled_from(sorted(OPTION_CHOICES)))
    options = draw(st.sampled_from(OPTION_CHOICES[preset]))
    rules = get_rules(preset, options)
    contract = draw(st.sampled_from([str(c) for c in rules.contracts()]))
    to_play = draw(st.sampled_from("NESW"))
    n_trick = draw(st.integers(0, 3))
    n_hand = draw(st.integers(1, 8))
    # bias towards few suits so voids, trumps and overtrumps come up often
    suits = draw(st.sampled_from(["SH", "SHD", "SHDC", contract if len(contract) == 1 else "SH"]))
    pool = [c for c in ALL_CARDS if str(c)[-1] in suits] if draw(st.booleans()) else list(ALL_CARDS)
    if len(pool) < n_trick + n_hand:
        pool = list(ALL_CARDS)
    cards = draw(st.permutations(pool))[: n_trick + n_hand]
    trick_cards, hand = cards[:n_trick], cards[n_trick:]
    seats = expected_trick_seats(rules, Seat.parse(to_play), n_trick)
    trick = [(s, c) for s, c in zip(seats, trick_cards)]
    return Position.create(preset, contract, to_play, hand, trick, options)


@settings(max_examples=3000, deadline=None)
@given(positions())
def test_legal_set_nonempty_subset_and_matches_reference(p):
    legal = p.legal_cards()
    hand = set(p.hand)
    assert legal and set(legal) <= hand
    r = p.rules
    trick = [str(c) for _, c in p.trick]
    expected = {
        c
        for c in p.hand
        if is_legal(
            str(c),
            [str(h) for h in p.hand],
            trick,
            str(p.contract),
            r.family,
            r.overtrump_partner,
            r.must_undertrump,
            r.marriage_exception,
            r.only_trumps_free,
        )
    }
    assert set(legal) == expected, (str(p), sorted(map(str, legal)), sorted(map(str, expected)))
    e = p.explain()
    assert set(e.legal) == expected
    for v in e.verdicts:
        assert v.text  # every verdict renders
        assert set(v.cards) <= hand


def test_reference_covers_many_positions():
    # the strategy reaches every preset and every trick length: a smoke check of the generator
    seen = set()

    @settings(max_examples=400, deadline=None)
    @given(positions())
    def collect(p):
        seen.add((p.rules.preset, len(p.trick)))

    collect()
    assert len(seen) >= 12
