"""This process's metrics read back as plain figures: calls, error rates and latency
percentiles per route, upstream health (for the operator dashboard)."""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from prometheus_client import Metric

from sextant.observability.metrics import LATENCY, REQUESTS, UPSTREAM_CALLS, UPSTREAM_LATENCY

QUANTILES = (0.5, 0.9, 0.99)


@dataclass
class RouteFigures:
    route: str
    calls: int = 0
    errors: int = 0  # 5xx: the service failed (4xx and 402 are the caller's)
    payment_required: int = 0
    percentiles_ms: dict[str, float | None] = field(default_factory=dict)

    @property
    def error_rate(self) -> float:
        return self.errors / self.calls if self.calls else 0.0


@dataclass
class UpstreamFigures:
    upstream: str
    calls: int = 0
    errors: int = 0
    mean_ms: float | None = None


def _samples(metric: Any, suffix: str) -> list[tuple[dict[str, str], float]]:
    out = []
    for family in metric.collect():
        assert isinstance(family, Metric)
        for sample in family.samples:
            if sample.name == family.name + suffix:
                out.append((dict(sample.labels), float(sample.value)))
    return out


def quantile(buckets: list[tuple[float, float]], q: float) -> float | None:
    """The ``q`` quantile of a cumulative histogram ``[(upper bound, count)]``, interpolated
    linearly inside the bucket it falls in (as PromQL's ``histogram_quantile``)."""
    buckets = sorted(buckets)
    total = buckets[-1][1] if buckets else 0.0
    if total <= 0:
        return None
    rank = q * total
    lower, below = 0.0, 0.0
    for bound, count in buckets:
        if count >= rank:
            if math.isinf(bound):
                return lower  # beyond the largest finite bucket: its bound is all we know
            inside = count - below
            return lower + (bound - lower) * ((rank - below) / inside if inside else 0.0)
        lower, below = bound, count
    return lower


def routes() -> list[RouteFigures]:
    """Per route template (all methods together), busiest first."""
    figures: dict[str, RouteFigures] = {}
    for labels, value in _samples(REQUESTS, "_total"):
        fig = figures.setdefault(labels["route"], RouteFigures(labels["route"]))
        fig.calls += int(value)
        if labels["status"].startswith("5"):
            fig.errors += int(value)
        if labels["status"] == "402":
            fig.payment_required += int(value)
    buckets: dict[str, dict[float, float]] = defaultdict(lambda: defaultdict(float))
    for labels, value in _samples(LATENCY, "_bucket"):
        buckets[labels["route"]][float(labels["le"])] += value
    for route, by_bound in buckets.items():
        fig = figures.setdefault(route, RouteFigures(route))
        for q in QUANTILES:
            seconds = quantile(list(by_bound.items()), q)
            fig.percentiles_ms[f"p{round(q * 100)}"] = (
                None if seconds is None else round(seconds * 1000, 2))
    return sorted(figures.values(), key=lambda f: (-f.calls, f.route))


def upstreams() -> list[UpstreamFigures]:
    """Per upstream venue: calls, failed calls and mean latency."""
    figures: dict[str, UpstreamFigures] = {}
    for labels, value in _samples(UPSTREAM_CALLS, "_total"):
        fig = figures.setdefault(labels["upstream"], UpstreamFigures(labels["upstream"]))
        fig.calls += int(value)
        if labels["outcome"] != "ok":
            fig.errors += int(value)
    sums = {labels["upstream"]: value for labels, value in _samples(UPSTREAM_LATENCY, "_sum")}
    counts = {labels["upstream"]: value for labels, value in _samples(UPSTREAM_LATENCY, "_count")}
    for name, count in counts.items():
        if count:
            figures.setdefault(name, UpstreamFigures(name)).mean_ms = round(
                sums.get(name, 0.0) / count * 1000, 2)
    return sorted(figures.values(), key=lambda f: f.upstream)
