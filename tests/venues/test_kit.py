"""The venue kit: shared parsing, facts as data, one rate bucket per upstream, typed errors."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import httpx
import pytest

from sextant import errors
from sextant.sandbox import hyperliquid as sim
from sextant.settings import Mode, Settings
from sextant.transport.factory import UpstreamClients
from sextant.transport.upstreams import UPSTREAMS
from sextant.venues import hyperliquid as hl
from sextant.venues import parse
from sextant.venues.base import VenueClient
from sextant.warehouse.backends import QueryFailed
from sextant.warehouse.guard import QueryRefused, check

SRC = Path(__file__).resolve().parents[2] / "src" / "sextant"


def test_shared_parsers_name_the_upstream_in_bad_responses() -> None:
    assert parse.num("1.5") == 1.5 and parse.num(None, 7.0) == 7.0
    assert parse.opt_num(None) is None
    with pytest.raises(errors.UpstreamBadResponse) as err:
        parse.num("abc", upstream="kalshi")
    assert err.value.upstream == "kalshi" and err.value.code == "upstream_bad_response"
    moment = parse.ms_to_utc(1_700_000_000_123)
    assert moment.tzinfo is not None and parse.utc_to_ms(moment) == 1_700_000_000_123


def test_venue_facts_are_declared_once_and_drive_the_upstream_table() -> None:
    facts = hl.HyperliquidClient.facts
    assert UPSTREAMS[facts.upstream].requests_per_minute == facts.rate_budget_per_minute == 1200
    assert UPSTREAMS[facts.upstream].weighted and not UPSTREAMS["kalshi"].weighted
    assert facts.weight("clearinghouseState") == 2 and facts.weight("portfolio") == 20
    assert hl.request_weight("userRole") == 60
    # the simulator's fees are the venue's facts, not a second copy
    assert (facts.taker_fee, facts.maker_fee, facts.spot_taker_fee) == (
        sim.TAKER_FEE, sim.MAKER_FEE, sim.SPOT_TAKER_FEE)
    client: VenueClient = hl.HyperliquidClient(httpx.AsyncClient())
    assert client.facts is facts


def test_spot_coin_test_is_one_function() -> None:
    assert hl.is_spot_coin("@107") and hl.is_spot_coin("PURR/USDC")
    assert not hl.is_spot_coin("BTC") and not hl.is_spot_coin("xyz:TSLA")
    for path in SRC.rglob("*.py"):
        text = path.read_text()
        if path.name != "hyperliquid_facts.py":
            assert 'startswith("@") or "/" in' not in text, path


async def test_one_rate_bucket_per_upstream_shared_by_transport_and_venue_client(
    tmp_path: Path,
) -> None:
    live = Settings(mode=Mode.LIVE, data_dir=tmp_path, pay_to="0x" + "22" * 20)
    upstreams = UpstreamClients(live)
    try:
        bucket = upstreams.bucket(hl.UPSTREAM)
        assert upstreams.bucket(hl.UPSTREAM) is bucket
        assert bucket.rate * 60 == hl.FACTS.rate_budget_per_minute
        client = hl.HyperliquidClient.from_upstreams(upstreams)
        again = hl.HyperliquidClient.from_upstreams(upstreams)
        assert client._limiter is bucket and again._limiter is bucket
        # a weighted upstream's transport leaves the charging to the client (no second bucket)
        transport = upstreams.client(hl.UPSTREAM)._transport
        assert getattr(transport, "_bucket", "missing") is None
        kalshi = upstreams.client("kalshi")._transport
        assert getattr(kalshi, "_bucket", None) is upstreams.bucket("kalshi")
    finally:
        await upstreams.aclose()


async def test_runtime_owns_one_client_per_venue(runtime: object) -> None:
    from sextant.runtime import Runtime

    assert isinstance(runtime, Runtime)
    first = runtime.venue(hl.HyperliquidClient)
    assert runtime.venue(hl.HyperliquidClient) is first
    assert first._info is runtime.upstreams.client(hl.UPSTREAM)


def test_api_modules_hold_no_client_caches_or_rate_budgets() -> None:
    for path in (SRC / "api").glob("*.py"):
        tree = ast.parse(path.read_text())
        imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        imported |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert "weakref" not in imported, path
        assert "sextant.transport.ratelimit" not in imported, path
    perpdex = (SRC / "api" / "perpdex.py").read_text()
    assert "type: ignore" not in perpdex and "gather_limited" not in perpdex


async def test_client_errors_are_typed() -> None:
    client = hl.HyperliquidClient(httpx.AsyncClient(base_url="https://api.hyperliquid.xyz"))
    with pytest.raises(errors.ServiceUnconfigured) as err:
        await client.leaderboard()
    assert err.value.status == 503 and err.value.code == "stats_unconfigured"


def test_warehouse_errors_are_typed() -> None:
    with pytest.raises(QueryRefused) as err:
        check("DELETE FROM settlements")
    assert isinstance(err.value, errors.BadRequest)
    assert err.value.to_body()["error"] == "query_refused" and err.value.status == 400
    failed = QueryFailed("no such column")
    assert isinstance(failed, errors.SextantError) and failed.status == 422


def test_gate_errors_share_the_one_shape() -> None:
    down = errors.PaymentsUnavailable()
    assert down.status == 503 and down.headers() == {"Retry-After": "30"}
    assert down.to_body() == {
        "error": "payments_unavailable",
        "message": "the payment facilitator is unreachable or misconfigured",
        "retry_after_seconds": 30}
    assert json.loads(json.dumps(errors.HandlerFailed("x").to_body()))["error"] == "internal_error"
    gate = (SRC / "payments" / "gate.py").read_text()
    # the gate's own errors come from errors.py (the 402 bodies are x402's protocol shape)
    for code in ("payments_unavailable", "internal_error", "payment_error"):
        assert f'"{code}"' not in gate, code
