"""Consensus trend of a prediction-market event (spec 2.6, behaviours.md §4.1). Pure.

Points are ``(time, probability)``; a value above 1 is a percentage and is divided by 100.
Slopes are ordinary least squares of probability on hours, over the points of the last 24 h
and of the last 3 days (each needs at least 3 points). ``acceleration_signal`` is
``slope_24h - slope_3d``: above +0.001 per hour reads ``accelerating-up``, below -0.001
``accelerating-down``, otherwise ``stable``; ``insufficient-history`` when a slope is missing.
``volatility_24h_stdev`` is the population standard deviation of the 24 h points (at least 4).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

__all__ = [
    "ACCELERATION_THRESHOLD", "MIN_SLOPE_POINTS", "MIN_VOLATILITY_POINTS", "THIN_HISTORY",
    "ConsensusTrend", "Interpretation", "TrendStatus", "consensus_trend", "interpret",
    "ols_slope_per_hour", "volatility",
]

Interpretation = Literal["accelerating-up", "accelerating-down", "stable", "insufficient-history"]
TrendStatus = Literal["ok", "thin_forecast_history", "no_forecast_history_yet"]

ACCELERATION_THRESHOLD = 0.001
MIN_SLOPE_POINTS = 3
MIN_VOLATILITY_POINTS = 4
THIN_HISTORY = 5
Point = tuple[datetime, float]


@dataclass(frozen=True, slots=True)
class ConsensusTrend:
    consensus_probability_now: float | None
    slope_per_hour_24h: float | None
    slope_per_hour_3d: float | None
    acceleration_signal: float | None
    interpretation: Interpretation
    volatility_24h_stdev: float | None
    days_to_resolve: float | None
    history_points_analyzed: int
    status: TrendStatus


def _prob(value: float) -> float:
    return value / 100.0 if value > 1.0 else value


def ols_slope_per_hour(points: Sequence[Point]) -> float | None:
    """OLS slope of probability on time in hours; ``None`` under 3 points or one instant."""
    if len(points) < MIN_SLOPE_POINTS:
        return None
    t0 = points[0][0]
    xs = [(t - t0).total_seconds() / 3600.0 for t, _ in points]
    ys = [_prob(v) for _, v in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx


def volatility(points: Sequence[Point]) -> float | None:
    """Population standard deviation of the probabilities (at least 4 points)."""
    if len(points) < MIN_VOLATILITY_POINTS:
        return None
    return statistics.pstdev(_prob(v) for _, v in points)


def interpret(slope_24h: float | None, slope_3d: float | None) -> Interpretation:
    """The spec's reading of the acceleration (thresholds +-0.001 per hour)."""
    if slope_24h is None or slope_3d is None:
        return "insufficient-history"
    accel = slope_24h - slope_3d
    if accel > ACCELERATION_THRESHOLD:
        return "accelerating-up"
    if accel < -ACCELERATION_THRESHOLD:
        return "accelerating-down"
    return "stable"


def consensus_trend(points: Sequence[Point], now: datetime, close_time: datetime | None
                    ) -> ConsensusTrend:
    """The trend of ``points`` (any order) as seen at ``now``; points after ``now`` ignored."""
    ordered = sorted((p for p in points if p[0] <= now), key=lambda p: p[0])
    last_3d = [p for p in ordered if p[0] >= now - timedelta(days=3)]
    last_24h = [p for p in last_3d if p[0] >= now - timedelta(hours=24)]
    s24, s3 = ols_slope_per_hour(last_24h), ols_slope_per_hour(last_3d)
    days = None if close_time is None else max(0.0, (close_time - now).total_seconds() / 86_400)
    status: TrendStatus = ("no_forecast_history_yet" if not ordered
                           else "thin_forecast_history" if len(ordered) < THIN_HISTORY else "ok")
    return ConsensusTrend(
        consensus_probability_now=_prob(ordered[-1][1]) if ordered else None,
        slope_per_hour_24h=s24, slope_per_hour_3d=s3,
        acceleration_signal=None if s24 is None or s3 is None else s24 - s3,
        interpretation=interpret(s24, s3), volatility_24h_stdev=volatility(last_24h),
        days_to_resolve=days, history_points_analyzed=len(last_3d), status=status)
