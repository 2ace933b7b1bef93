"""Liveness probes against local 402 servers over loopback (nothing else is probed)."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from datetime import UTC, datetime

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.bazaar.index import SearchIndex
from sextant.bazaar.liveness import ProbeLimits, is_loopback_url, valid_402
from sextant.bazaar.store import BazaarStore
from sextant.groups.bazaar import BazaarGroup, SearchParams
from sextant.runtime import Runtime
from sextant.venues.bazaar import Offer, Service
from tests.support import free_port, serve_in_thread

ACCEPT = {"scheme": "exact", "network": "eip155:8453", "amount": "10000",
          "asset": "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "payTo": "0x" + "12" * 20,
          "maxTimeoutSeconds": 300}
calls: list[str] = []


def sellers() -> Starlette:
    async def v2(request: Request) -> JSONResponse:
        calls.append(request.method + " " + request.url.path)
        header = base64.b64encode(json.dumps({"x402Version": 2, "accepts": [ACCEPT]}).encode())
        return JSONResponse({}, status_code=402, headers={"PAYMENT-REQUIRED": header.decode()})

    async def v1(request: Request) -> JSONResponse:
        calls.append(request.method + " " + request.url.path)
        accept = {**ACCEPT, "network": "base", "maxAmountRequired": "10000"}
        accept.pop("amount")
        return JSONResponse({"x402Version": 1, "accepts": [accept]}, status_code=402)

    async def empty_402(request: Request) -> JSONResponse:
        return JSONResponse({"error": "pay me"}, status_code=402)

    async def free(request: Request) -> JSONResponse:
        return JSONResponse({"ok": True})

    return Starlette(routes=[Route("/v2", v2, methods=["GET", "POST"]),
                             Route("/v1", v1, methods=["POST"]),
                             Route("/empty", empty_402), Route("/free", free)])


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    with serve_in_thread(sellers()) as url:
        yield url


def svc(url: str, method: str = "GET") -> Service:
    offer = Offer("exact", "eip155:8453", 0.01, 10_000, "0x1", "0xusdc")
    return Service(resource=url, description="token quote", mime_type="application/json",
                   offers=(offer,), last_updated=datetime(2025, 1, 1, tzinfo=UTC),
                   x402_version=2, schema_text="", method=method)


async def test_probes_record_who_answers_a_valid_402(base: str, runtime: Runtime) -> None:
    dead_port = free_port()
    services = [svc(f"{base}/v2"), svc(f"{base}/v1", "POST"), svc(f"{base}/empty"),
                svc(f"{base}/free"), svc(f"http://127.0.0.1:{dead_port}/gone"),
                svc("https://api.exa.ai/search")]
    store = BazaarStore(":memory:")
    group = BazaarGroup(runtime, store, index=SearchIndex(services))
    calls.clear()
    async with httpx.AsyncClient() as http:
        probed = await group.probe_round(http, allow=is_loopback_url,
                                         limits=ProbeLimits(concurrency=2, batch=10))
    assert probed == 5  # the public URL is never probed
    probes = store.probes()
    assert {url.rsplit("/", 1)[1]: p.live for url, p in probes.items()} == {
        "v2": True, "v1": True, "empty": False, "free": False, "gone": False}
    assert probes[f"{base}/v1"].status == 402 and calls.count("POST /v1") == 1
    assert probes[f"{base}/free"].detail == "answered HTTP 200, not 402"
    assert probes[f"http://127.0.0.1:{dead_port}/gone"].status is None
    assert group.index is not None
    assert group.index.live_counts() == {"live": 2, "dead": 3, "unchecked": 1}
    result = await group.search(SearchParams(q="token", live_only=True, limit=25))
    assert {h.service.resource for h in result.hits} == {f"{base}/v2", f"{base}/v1"}
    everything = await group.search(SearchParams(q="token", limit=25))
    assert everything.hits[-1].service.resource.rsplit("/", 1)[1] in {
        "empty", "free", "gone"}  # same match_score: the dead ones rank last


async def test_the_next_round_takes_unchecked_then_stalest(base: str, runtime: Runtime) -> None:
    services = [svc(f"{base}/v2"), svc(f"{base}/free"), svc(f"{base}/empty")]
    store = BazaarStore(":memory:")
    group = BazaarGroup(runtime, store, index=SearchIndex(services))
    async with httpx.AsyncClient() as http:
        assert await group.probe_round(http, allow=is_loopback_url,
                                       limits=ProbeLimits(batch=2)) == 2
        first = set(store.probes())
        await group.probe_round(http, allow=is_loopback_url, limits=ProbeLimits(batch=1))
    assert set(store.probes()) - first == {f"{base}/empty"}


def test_a_402_must_carry_requirements() -> None:
    assert valid_402(httpx.Response(402, json={"x402Version": 1, "accepts": []}))[0] is False
    assert valid_402(httpx.Response(402, headers={"PAYMENT-REQUIRED": "%%%"}))[0] is False
    ok = httpx.Response(402, json={"x402Version": 1, "accepts": [
        {**ACCEPT, "maxAmountRequired": "1"}]})
    assert valid_402(ok) == (True, "402 x402 v1")
