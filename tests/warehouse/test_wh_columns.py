"""The generator's fast column helpers equal the plain NumPy/Arrow operations they replace."""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from sextant.warehouse import calibration
from sextant.warehouse.columns import UniformSearch, sorted_order, strings
from sextant.warehouse.generate import _population, _string_rank


def test_sorted_order_is_the_stable_argsort() -> None:
    rng = np.random.default_rng(1)
    for n, hi in [(0, 1), (1, 1), (17, 3), (5_000, 40), (100_000, 2_200_000)]:
        keys = rng.integers(0, hi, n)
        assert np.array_equal(sorted_order(keys), np.argsort(keys, kind="stable"))


def test_uniform_search_is_searchsorted() -> None:
    rng = np.random.default_rng(2)
    u = np.r_[rng.random(50_000), 0.0, 0.5, 0.25]
    for cum in (np.cumsum(rng.random(104)) / 52.0, np.array([0.25, 0.5, 0.5, 1.0]),
                np.array([0.0, 1.0])):
        cum = np.minimum(cum, 1.0)
        assert np.array_equal(UniformSearch(cum)(u), np.searchsorted(cum, u, side="right"))


def test_string_rank_is_the_string_order() -> None:
    pop = _population("payer", calibration.load().payers, 20_000, seed=3)
    want = np.argsort(pop.addresses.view("S42").reshape(-1), kind="stable")
    assert np.array_equal(np.argsort(pop.rank()), want)
    tied = np.vstack([pop.addresses[:4], pop.addresses[:4]])
    tied[4:, 30] = ord("0")  # same first 16 digits: the full strings decide
    assert np.array_equal(np.argsort(_string_rank(tied)),
                          np.argsort(tied.view("S42").reshape(-1), kind="stable"))


def test_strings_equal_pa_array() -> None:
    values = ["0xab", "", "eip3009"]
    assert strings(values).equals(pa.array(values, pa.string()))
