"""Consensus trend: slopes, acceleration and volatility against hand-computed series."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from sextant.signals import consensus as sig

NOW = datetime(2026, 11, 1, 12, tzinfo=UTC)


def series(values: list[float], step_hours: float = 1.0) -> list[tuple[datetime, float]]:
    """Values oldest first, the last one at NOW."""
    n = len(values)
    return [(NOW - timedelta(hours=step_hours * (n - 1 - i)), v) for i, v in enumerate(values)]


def test_ols_slope_of_a_hand_computed_series() -> None:
    # x = 0, 1, 2, 3; y = 0.1, 0.3, 0.2, 0.4 -> slope = sum(dx*dy)/sum(dx^2) = 0.4/5 = 0.08
    assert sig.ols_slope_per_hour(series([0.1, 0.3, 0.2, 0.4])) == pytest.approx(0.08)
    assert sig.ols_slope_per_hour(series([0.5, 0.5])) is None  # fewer than 3 points
    assert sig.ols_slope_per_hour(series([50, 52, 54])) == pytest.approx(0.02)  # percentages


def test_volatility_is_the_population_stdev_of_at_least_four_points() -> None:
    assert sig.volatility(series([0.2, 0.4, 0.2, 0.4])) == pytest.approx(0.1)
    assert sig.volatility(series([0.2, 0.4, 0.2])) is None


@pytest.mark.parametrize(("s24", "s3", "reading"), [
    (0.0021, 0.001, "accelerating-up"),
    (0.002, 0.001, "stable"),  # exactly +0.001 is not above the threshold
    (0.0005, 0.001, "stable"),
    (-0.0011, 0.0, "accelerating-down"),
    (None, 0.001, "insufficient-history"),
    (0.001, None, "insufficient-history"),
])
def test_interpretation_boundaries(s24: float | None, s3: float | None, reading: str) -> None:
    assert sig.interpret(s24, s3) == reading


def test_a_series_that_steepens_in_the_last_day_accelerates_up() -> None:
    # 48 flat hours at 0.30, then +0.005 per hour for the last 24 hours
    values = [0.30] * 48 + [0.30 + 0.005 * (i + 1) for i in range(24)]
    trend = sig.consensus_trend(series(values), NOW, NOW + timedelta(days=10))
    assert trend.slope_per_hour_24h == pytest.approx(0.005)
    assert trend.slope_per_hour_3d is not None and 0 < trend.slope_per_hour_3d < 0.005
    assert trend.interpretation == "accelerating-up" and trend.status == "ok"
    assert trend.consensus_probability_now == pytest.approx(0.42)
    assert trend.days_to_resolve == pytest.approx(10)
    assert trend.history_points_analyzed == 72


def test_thin_and_empty_histories() -> None:
    thin = sig.consensus_trend(series([0.4, 0.41, 0.43]), NOW, None)
    assert thin.status == "thin_forecast_history" and thin.volatility_24h_stdev is None
    empty = sig.consensus_trend([], NOW, None)
    assert empty.status == "no_forecast_history_yet"
    assert empty.interpretation == "insufficient-history"
    assert empty.consensus_probability_now is None
