"""Pure narrative signals, hand-computed: cohort percentile ranks with shared ties, the
reading bands, flow acceleration (today skipped, missing days are zero), the thin-sample flag,
every unresolved reason and the sentiment note."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from sextant.signals import narrative as sig
from sextant.venues.uniswap_records import DayVolume, SwapToken, TokenDays

TODAY = date(2026, 11, 23)
NOON = datetime(2026, 11, 23, 12, tzinfo=UTC)


def day(back: int, volume: float) -> DayVolume:
    return DayVolume(NOON - timedelta(days=back), volume)


@pytest.mark.parametrize(("values", "ranks"), [
    ([10.0, 20.0, 20.0, 40.0], [0.0, 50.0, 50.0, 100.0]),    # the tie shares positions 1, 2
    ([3.0, 1.0, 2.0], [100.0, 0.0, 50.0]),
    ([5.0, 5.0, 5.0], [50.0, 50.0, 50.0]),                   # all tied: the midpoint
    ([1.0, 1.0, 2.0, 3.0, 3.0], [12.5, 12.5, 50.0, 87.5, 87.5]),
    ([7.0], [50.0]),
    ([], []),
])
def test_percentile_ranks_share_the_midpoint_on_ties(values: list[float], ranks: list[float]
                                                     ) -> None:
    assert sig.percentile_ranks(values) == ranks


@pytest.mark.parametrize(("divergence", "reading"), [
    (20.0, "aligned"), (20.01, "overhyped"), (-20.0, "aligned"), (-20.01, "under_the_radar"),
    (0.0, "aligned"), (100.0, "overhyped"), (-100.0, "under_the_radar"),
])
def test_reading_bands(divergence: float, reading: str) -> None:
    assert sig.reading(divergence) == reading


def test_flow_acceleration_is_the_last_two_full_days_over_the_eight_before() -> None:
    rows = [day(0, 1e9)] + [day(k, 300.0) for k in (1, 2)] + [day(k, 100.0)
                                                              for k in range(3, 11)]
    assert sig.flow_acceleration(rows, TODAY) == pytest.approx(3.0)  # today's 1e9 skipped
    older = [*rows, day(11, 1e6)]  # before the baseline window: ignored
    assert sig.flow_acceleration(older, TODAY) == pytest.approx(3.0)


def test_flow_acceleration_counts_missing_days_as_zero() -> None:
    rows = [day(1, 100.0), day(2, 100.0)] + [day(k, 100.0) for k in (3, 4, 5, 6)]
    assert sig.flow_acceleration(rows, TODAY) == pytest.approx(2.0)  # baseline 400 / 8 = 50
    assert sig.flow_acceleration([day(1, 50.0)], TODAY) == sig.ACCELERATION_CAP
    assert sig.flow_acceleration([day(5, 50.0)], TODAY) == 0.0
    assert sig.flow_acceleration([], TODAY) == 0.0


@pytest.mark.parametrize(("posts", "authors", "thin"), [
    (5, 4, False), (4, 40, True), (50, 3, True), (None, 10, True), (10, None, True),
])
def test_thin_sample(posts: int | None, authors: int | None, thin: bool) -> None:
    assert sig.thin_sample(posts, authors) is thin


def token(address: str, symbol: str, txs: int, *days: DayVolume) -> TokenDays:
    return TokenDays(SwapToken(address, symbol, symbol, 0.001, txs), tuple(days))


CANON = "0x" + "c" * 40
SQUAT = "0x" + "5" * 40
LIVE = (day(1, 1000.0), day(4, 900.0))


@pytest.mark.parametrize(("registry_id", "address", "subgraph", "reason"), [
    ("solana", None, [], "non_evm_asset"),                   # no contract on this chain
    (None, None, [token(SQUAT, "ABC", 9000, *LIVE)], "non_evm_asset"),  # registry knows none
    ("abc", CANON, [token(SQUAT, "ABC", 40, *LIVE)], "below_activity_floor"),  # squatter only
    ("abc", CANON, [token(CANON, "ABC", 499, *LIVE)], "below_activity_floor"),
    ("abc", CANON, [], "canonical_token_not_in_subgraph"),
    ("abc", CANON, [token(SQUAT, "ABC", 5000, *LIVE)], "canonical_token_not_in_subgraph"),
    ("abc", CANON, [token(CANON, "ABC", 5000, day(4, 900.0))], "stale_day_data"),
    ("abc", CANON, [token(CANON, "ABC", 5000, day(3, 0.0), day(9, 9.0))], "stale_day_data"),
])
def test_every_unresolved_reason(registry_id: str | None, address: str | None,
                                 subgraph: list[TokenDays], reason: str) -> None:
    out = sig.resolve("ABC", registry_id, address, subgraph, TODAY)
    assert isinstance(out, sig.Unresolved)
    assert (out.symbol, out.reason, out.registry_id) == ("ABC", reason, registry_id)
    assert out.detail


def test_resolution_pins_the_canonical_contract_over_a_busier_squatter() -> None:
    canon = token(CANON, "abc", 600, day(3, 5.0))  # traded 3 days ago: still fresh
    out = sig.resolve("ABC", "abc", CANON.upper().replace("0X", "0x"),
                      [token(SQUAT, "ABC", 90_000, *LIVE), canon], TODAY)
    assert isinstance(out, sig.Resolved)
    assert out.token is canon and out.registry_id == "abc"


@pytest.mark.parametrize(("shift", "reading", "words"), [
    (None, "overhyped", "no earlier social reading"),
    (3.0, "overhyped", "building ahead of the flow"),
    (-2.0, "overhyped", "cooling"),
    (1.0, "under_the_radar", "catch up"),
    (0.0, "under_the_radar", "unnoticed"),
    (-1.0, "aligned", "fades"),
])
def test_divergence_note(shift: float | None, reading: sig.Reading, words: str) -> None:
    note = sig.divergence_note(shift, reading)
    assert words in note
    if shift is not None:
        assert f"{shift:+g} places" in note
