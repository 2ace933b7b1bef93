"""/metrics counts requests per route template, 402s, settlements, upstream calls and cache
look-ups, read back over HTTP in Prometheus's text format."""

from __future__ import annotations

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from sextant.errors import UpstreamUnavailable
from sextant.observability.snapshot import quantile
from sextant.runtime import Runtime
from sextant.transport.http import request_json
from sextant.venues.hyperliquid import HyperliquidClient
from tests.support import free_port


async def _metrics(client: httpx.AsyncClient) -> dict[tuple[str, frozenset[tuple[str, str]]],
                                                       float]:
    r = await client.get("/metrics")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/plain")
    out = {}
    for family in text_string_to_metric_families(r.text):
        for s in family.samples:
            out[(s.name, frozenset(s.labels.items()))] = s.value
    return out


def _value(m: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str,
           **labels: str) -> float:
    return m.get((name, frozenset(labels.items())), 0.0)


async def test_requests_402s_and_settlements_are_counted_per_route(
    client: httpx.AsyncClient, payer: httpx.AsyncClient
) -> None:
    before = await _metrics(client)
    assert (await client.post("/tip", json={"message": "unpaid"})).status_code == 402
    assert (await payer.post("/tip", json={"message": "paid"})).status_code == 200
    assert (await client.get("/no/such/path/123")).status_code == 404
    mcp = await client.post("/mcp", json={})  # a plain Starlette route, not a FastAPI one
    after = await _metrics(client)

    def delta(name: str, **labels: str) -> float:
        return _value(after, name, **labels) - _value(before, name, **labels)

    tip = {"method": "POST", "route": "/tip"}
    assert delta("sextant_http_requests_total", status="402", **tip) == 2  # unpaid + probe
    assert delta("sextant_http_requests_total", status="200", **tip) == 1
    assert delta("sextant_payment_required_total", route="/tip") == 2
    assert delta("sextant_settlements_total", endpoint="POST /tip") == 1
    assert delta("sextant_settled_usd_total", endpoint="POST /tip") > 0
    assert delta("sextant_http_request_duration_seconds_count", **tip) == 3
    # A path no route matches is one label, not one per path.
    assert delta("sextant_http_requests_total", method="GET", route="<unmatched>",
                 status="404") == 1
    assert not any("/no/such" in str(key) for key in after)
    assert delta("sextant_http_requests_total", method="POST", route="/mcp",
                 status=str(mcp.status_code)) == 1


async def test_upstream_calls_errors_and_cache_hits_are_counted(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    before = await _metrics(client)
    venue = HyperliquidClient(runtime.upstreams.client("hyperliquid"))
    await venue.universe()
    await venue.universe()  # fresh: from the cache
    closed = httpx.AsyncClient(base_url=f"http://127.0.0.1:{free_port()}")
    try:
        with pytest.raises(UpstreamUnavailable):
            await request_json(closed, "hyperliquid_stats", "GET", "/Mainnet/leaderboard")
    finally:
        await closed.aclose()
    after = await _metrics(client)

    def delta(name: str, **labels: str) -> float:
        return _value(after, name, **labels) - _value(before, name, **labels)

    assert delta("sextant_upstream_requests_total", upstream="hyperliquid", outcome="ok") >= 3
    assert delta("sextant_upstream_requests_total", upstream="hyperliquid_stats",
                 outcome="upstream_unavailable") == 1
    assert delta("sextant_upstream_request_duration_seconds_count",
                 upstream="hyperliquid_stats") == 1
    assert delta("sextant_cache_requests_total", cache="hyperliquid_universe",
                 result="miss") == 1
    assert delta("sextant_cache_requests_total", cache="hyperliquid_universe",
                 result="hit") == 1


def test_quantiles_interpolate_inside_the_bucket() -> None:
    buckets = [(0.1, 50.0), (0.2, 90.0), (0.5, 100.0), (float("inf"), 100.0)]
    assert quantile(buckets, 0.5) == 0.1
    assert abs(quantile(buckets, 0.7) - 0.15) < 1e-9  # type: ignore[operator]
    assert quantile([(0.1, 0.0), (float("inf"), 0.0)], 0.5) is None
    assert quantile([(0.1, 1.0), (float("inf"), 4.0)], 0.99) == 0.1  # beyond the top bucket
