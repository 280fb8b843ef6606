"""The bidding simulation's statistics (belote_learn.bots.bidsim), worked out by hand."""
import pytest

from belote_learn.bots.bidsim import paired_gap


def test_paired_gap_by_hand():
    # samples: a = [10, 20, 30], b = [8, 14, 30]; differences 2, 6, 0 -> mean 8/3;
    # deviations -2/3, 10/3, -8/3 -> squares 4/9 + 100/9 + 64/9 = 168/9; variance 168/9/2 = 28/3;
    # standard error sqrt(28/3 / 3) = sqrt(28/9) = 1.7638
    res = {"a": {"samples": [10, 20, 30]}, "b": {"samples": [8, 14, 30]}}
    mean, se = paired_gap(res, "a", "b")
    assert mean == pytest.approx(8 / 3) and se == pytest.approx((28 / 9) ** 0.5)
