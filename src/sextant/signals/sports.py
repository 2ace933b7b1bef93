"""Live-sports latency edge (spec 2.6 ``/marketb/sports-live-edge``). Pure.

- **Momentum**: over the last 5 scoring plays, the share of the points the market's YES team
  scored (1.0: all of them). Under 5 plays: ``None``.
- **Market reaction**: ``(last close - first close) x 100`` over the last hour of 1-minute
  candles, in percentage points of probability. Under 10 candles: ``None``.
- **Signal** (the spec's thresholds, not the original code's 0.7 / 0.3): momentum >= 0.6 with
  a reaction under 1.0 pp in size -> ``upside-lag-likely``; momentum <= 0.2 with such a
  reaction -> ``downside-lag-likely``; otherwise ``market-tracking-stats``; ``None`` when either
  input is missing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "LAST_EVENTS", "MIN_CANDLES", "MOMENTUM_DOWN", "MOMENTUM_UP", "REACTION_NEAR_ZERO_PP",
    "LatencySignal", "LiveEdge", "latency_signal", "live_edge", "market_reaction", "momentum",
]

LatencySignal = Literal["upside-lag-likely", "downside-lag-likely", "market-tracking-stats"]
LAST_EVENTS = 5
MIN_CANDLES = 10
MOMENTUM_UP = 0.6
MOMENTUM_DOWN = 0.2
REACTION_NEAR_ZERO_PP = 1.0


@dataclass(frozen=True, slots=True)
class LiveEdge:
    momentum_score_last_5_events: float | None
    market_reaction_pct_last_hour: float | None
    latency_arbitrage_signal: LatencySignal | None
    scoring_events_analyzed: int
    candles_analyzed: int


def momentum(scorers: Sequence[tuple[str, float]], yes_team: str) -> float | None:
    """Share of points of ``yes_team`` over the last 5 ``(team, points)`` plays, oldest first."""
    last = [(t, p) for t, p in scorers if p > 0][-LAST_EVENTS:]
    total = sum(p for _, p in last)
    if len(last) < LAST_EVENTS or total <= 0:
        return None
    return sum(p for t, p in last if t == yes_team) / total


def market_reaction(closes: Sequence[float]) -> float | None:
    """Percentage-point change of the YES price over the candles (oldest first)."""
    if len(closes) < MIN_CANDLES:
        return None
    return (closes[-1] - closes[0]) * 100.0


def latency_signal(momentum_score: float | None, reaction_pp: float | None
                   ) -> LatencySignal | None:
    """The spec's reading; ``None`` on insufficient data."""
    if momentum_score is None or reaction_pp is None:
        return None
    quiet = abs(reaction_pp) < REACTION_NEAR_ZERO_PP
    if quiet and momentum_score >= MOMENTUM_UP:
        return "upside-lag-likely"
    if quiet and momentum_score <= MOMENTUM_DOWN:
        return "downside-lag-likely"
    return "market-tracking-stats"


def live_edge(scorers: Sequence[tuple[str, float]], yes_team: str, closes: Sequence[float]
              ) -> LiveEdge:
    m, r = momentum(scorers, yes_team), market_reaction(closes)
    return LiveEdge(m, r, latency_signal(m, r), min(len(scorers), LAST_EVENTS), len(closes))
