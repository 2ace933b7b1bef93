"""``POST /route`` executes the Token API requests it recommends (balances, holders,
transfers, prices) through the simulator and charges for them; a request missing the address
or contract, a live deployment without a Token API JWT, or a failing upstream is refused and
never charged."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.routing.registry import loader
from sextant.routing.registry.world_catalog import ensure_world_catalog
from sextant.runtime import Runtime
from sextant.sandbox.world import build_world
from sextant.transport.factory import UpstreamClients
from sextant.venues.tokenapi import TokenApiClient
from sextant.venues.tokenapi_facts import EXAMPLE_CONTRACT, EXAMPLE_WALLET, LIVE_URL
from tests.support import paid, unpaid

W = EXAMPLE_WALLET


@pytest.fixture(scope="module", autouse=True)
def world_app(app: FastAPI, runtime: Runtime) -> FastAPI:
    ensure_world_catalog(loader.catalog_path(runtime.settings))
    loader.reset(runtime.settings)
    return app


def _check_balances(result: dict[str, Any]) -> None:
    assert [r["contract"] for r in result["data"]] == [EXAMPLE_CONTRACT]
    assert result["data"][0]["address"] == W and result["data"][0]["value"] > 0


def _check_holders(result: dict[str, Any]) -> None:
    amounts = [int(r["amount"]) for r in result["data"]]
    assert len(amounts) == 10 and amounts == sorted(amounts, reverse=True)
    assert {r["contract"] for r in result["data"]} == {EXAMPLE_CONTRACT}


def _check_transfers(result: dict[str, Any]) -> None:
    assert result["data"] and all(r["from_address"] == W for r in result["data"])


def _check_prices(result: dict[str, Any]) -> None:
    assert result["then"]["endpoint"] == "/v1/evm/pools/ohlc" and result["pool"]["pool"]
    assert result["price"]["symbol"] == "WETH" and result["price"]["quote"] == "USDC"
    assert result["price"]["usd"] == pytest.approx(3_500.0)
    assert len(result["data"]) == 7


def _check_uni_price(result: dict[str, Any]) -> None:
    """UNI trades against WETH only: priced in WETH, then in USD through WETH's USDC pool."""
    price = result["price"]
    assert (price["symbol"], price["quote"]) == ("UNI", "WETH")
    assert price["value"] == pytest.approx(9.0 / 3_500.0) and price["usd_via_pool"]
    assert price["usd"] == pytest.approx(9.0)  # the world's UNI price
    assert result["resolved"]["symbol"] == "UNI"


@pytest.mark.parametrize(("text", "endpoint", "check"), [
    (f"USDC balance of {W} on base", "/v1/evm/balances", _check_balances),
    ("top holders of USDC on base", "/v1/evm/holders", _check_holders),
    (f"recent token transfers from {W} on base", "/v1/evm/transfers", _check_transfers),
    ("what is the price of WETH on ethereum", "/v1/evm/pools", _check_prices),
    ("what is the price of UNI on ethereum", "/v1/evm/pools", _check_uni_price),
])
async def test_route_executes_the_token_api_request_and_charges(
    payer: httpx.AsyncClient, chain: Any, buyer_key: str, text: str, endpoint: str,
    check: Any,
) -> None:
    body = await paid(payer, chain, buyer_key, "/route", {"request": text})
    assert body["recommendation"] == "token-api"
    assert body["query_ready"]["args"]["endpoint"] == endpoint
    result = body["execution_result"]
    assert result["endpoint"] == endpoint and result["source"] == "token-api:sandbox-simulator"
    planned = body["query_ready"]["args"]["params"]
    assert planned.items() <= result["params"].items()  # the plan's, plus a resolved one
    check(result)


async def test_a_symbol_is_resolved_to_the_worlds_contract_before_the_call(
    payer: httpx.AsyncClient, runtime: Runtime
) -> None:
    uni = next(t for t in build_world(runtime.settings.seed).tokens
               if t.symbol == "UNI" and t.kind == "normal")
    r = await payer.post("/route", json={"request": "top holders of UNI on ethereum"})
    assert r.status_code == 200, r.text
    result = r.json()["execution_result"]
    assert result["resolved"] == {"symbol": "UNI", "contract": uni.address,
                                  "by": "token registry"}
    assert result["params"]["contract"] == uni.address and result["data"]
    assert {row["contract"] for row in result["data"]} == {uni.address}


async def test_a_symbol_the_registry_does_not_list_is_not_charged(
    payer: httpx.AsyncClient, chain: Any, buyer_key: str
) -> None:
    await unpaid(payer, chain, buyer_key, "/route", {"request": "top holders of ZZZQ on base"},
                 404, "unknown_token")


async def test_a_token_api_request_without_its_address_is_not_charged(
    payer: httpx.AsyncClient, chain: Any, buyer_key: str
) -> None:
    body = await unpaid(payer, chain, buyer_key, "/route",
                        {"request": "token balances of a wallet on base"}, 422, "not_answerable")
    assert "address" in body["message"]
    assert body["understood"]["service"] == "token-api"
    assert body["understood"]["missing"] == ["address"] and body["rephrasings"]


async def test_live_without_a_token_api_jwt_is_not_charged(
    payer: httpx.AsyncClient, chain: Any, buyer_key: str, runtime: Runtime,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Token API reached at its real host (not the simulator) with no JWT configured:
    the live code path refuses with 503 before any call, and nothing is settled."""
    live_host = runtime.settings.model_copy(update={
        "upstream_urls": {"token_api": LIVE_URL}, "graph_token_api_jwt": None})
    client = TokenApiClient.from_upstreams(UpstreamClients(live_host))
    assert client.mode() == "unconfigured"
    monkeypatch.setitem(runtime._venues, TokenApiClient, client)
    body = await unpaid(payer, chain, buyer_key, "/route",
                        {"request": "top holders of USDC on base"}, 503, "service_unconfigured")
    assert "JWT" in body["message"]
    assert body["routing"]["recommendation"] == "token-api"


def _failing_token_api(status: int, body: Any) -> Starlette:
    async def answer(request: Request) -> JSONResponse:
        return JSONResponse(body, status_code=status)
    return Starlette(routes=[Route("/v1/evm/holders", answer)])


@pytest.mark.parametrize(("status", "body", "code"), [
    (500, {"status": 500, "code": "database_timeout", "message": "timeout"},
     "upstream_unavailable"),
    (200, {"error": "not an envelope"}, "upstream_bad_response"),
])
async def test_an_upstream_failure_is_not_charged(
    payer: httpx.AsyncClient, chain: Any, buyer_key: str, runtime: Runtime,
    monkeypatch: pytest.MonkeyPatch, status: int, body: Any, code: str,
) -> None:
    upstreams = UpstreamClients(runtime.settings,
                                simulators={"token_api": _failing_token_api(status, body)})
    monkeypatch.setitem(runtime._venues, TokenApiClient, TokenApiClient(upstreams))
    await unpaid(payer, chain, buyer_key, "/route", {"request": "top holders of USDC on base"},
                 502, code)
    await upstreams.aclose()
