"""Execution through the gateway (its simulator here): freshness block, truncation, modes."""

from __future__ import annotations

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from x402 import x402ResourceServer
from x402.http import PaymentOption
from x402.http.middleware.fastapi import PaymentMiddlewareASGI
from x402.http.types import RouteConfig
from x402.mechanisms.evm.exact import ExactEvmServerScheme
from x402.schemas import AssetAmount

from sextant.chain.client import ChainClient
from sextant.errors import ServiceUnconfigured, SextantError
from sextant.routing.graphql.executor import LIST_LIMIT, SubgraphExecutor, with_meta
from sextant.runtime import Runtime
from sextant.settings import Settings
from sextant.transport.factory import UpstreamClients
from tests.support import serve_in_thread


def test_meta_block_is_added_once() -> None:
    q = with_meta("{ pools(first: 1) { id } }")
    assert q.count("_meta") == 1 and q.startswith("{ pools(first: 1) { id }")
    assert with_meta(q) == q
    named = with_meta("query Q { tokens { id } } fragment F on Token { id }")
    assert "_meta" in named.split("fragment")[0]


async def test_sandbox_execution_reports_freshness_and_truncates(tmp_path: object) -> None:
    settings = Settings(data_dir=tmp_path, upstream_urls={"_": "_"})
    upstreams = UpstreamClients(settings)
    executor = SubgraphExecutor(upstreams)
    out = await executor.run("43Hwfi3dJSoGpyas9VwNoDAv55yjgGrPpNSmbQZArzMG",
                             "{ pools(first: 100) { id volumeUSD } }")
    await upstreams.aclose()
    assert len(out["data"]["pools"]) == LIST_LIMIT and out["truncated"] is True
    assert out["freshness"]["block_number"] > 0 and out["_meta"]["hasIndexingErrors"] is False


async def test_live_without_key_or_buyer_is_unconfigured(tmp_path: object) -> None:
    settings = Settings(data_dir=tmp_path, mode="live", pay_to="0x" + "1" * 40,
                        upstream_urls={"_": "_"})
    executor = SubgraphExecutor(UpstreamClients(settings))
    assert executor.mode() == "unconfigured"
    with pytest.raises(ServiceUnconfigured):
        await executor.run("x", "{ _meta { deployment } }")
    assert SubgraphExecutor(UpstreamClients(settings), api_key="k").mode() == "gateway-api-key"
    assert SubgraphExecutor(UpstreamClients(settings), buyer_key="0x1").mode() == "gateway-x402"


GATEWAY_PAY_TO = "0x000000000000000000000000000000000000c0DE"


async def _gateway_query(request: Request) -> JSONResponse:
    body = await request.json()
    assert "_meta" in body["query"]
    return JSONResponse({"data": {"pools": [{"id": "0xpool"}], "_meta": {
        "block": {"number": 123, "timestamp": 1_700_000_000}, "hasIndexingErrors": False}}})


def _x402_gateway(runtime: Runtime, chain: ChainClient, amount: str) -> Starlette:
    """A Graph-gateway stand-in behind the SDK's own seller middleware, priced ``amount``."""
    server = x402ResourceServer(runtime.facilitator)
    server.register(chain.network, ExactEvmServerScheme())  # type: ignore[arg-type]
    price = AssetAmount(amount=amount, asset=chain.token_address, extra=runtime.terms.extra)
    routes = {"POST /api/x402/subgraphs/id/*": RouteConfig(accepts=PaymentOption(
        scheme="exact", pay_to=GATEWAY_PAY_TO, price=price, network=chain.network))}
    gateway = Starlette(routes=[Route("/api/x402/subgraphs/id/{sid}", _gateway_query,
                                      methods=["POST"])])
    gateway.add_middleware(PaymentMiddlewareASGI, routes=routes, server=server)
    return gateway


def _executor(url: str, chain: ChainClient, tmp_path: object) -> SubgraphExecutor:
    settings = Settings(data_dir=tmp_path, mode="live", pay_to="0x" + "1" * 40,
                        upstream_urls={"graph_gateway": url})
    return SubgraphExecutor(UpstreamClients(settings),
                            buyer_key=chain.buyer_wallets[2].private_key,
                            pay_assets=[(chain.network, chain.token_address)])


async def test_x402_gateway_is_paid_by_our_buyer_within_the_cap(
    runtime: Runtime, chain: ChainClient, tmp_path: object
) -> None:
    """Without an API key the executor pays an x402-gated gateway (here a real SDK seller
    settling on the dev chain) and returns its data."""
    buyer = chain.buyer_wallets[2]
    with serve_in_thread(_x402_gateway(runtime, chain, "1000")) as url:
        executor = _executor(url, chain, tmp_path)
        before = (chain.balance_of(buyer.address), chain.balance_of(GATEWAY_PAY_TO))
        out = await executor.run("SomeSubgraph", "{ pools(first: 1) { id } }")
        await executor.upstreams.aclose()
    assert executor.mode() == "gateway-x402" and out["source"] == "graph-gateway:gateway-x402"
    assert out["data"] == {"pools": [{"id": "0xpool"}]} and out["freshness"]["block_number"] == 123
    assert (chain.balance_of(buyer.address), chain.balance_of(GATEWAY_PAY_TO)) == (
        before[0] - 1000, before[1] + 1000)


async def test_x402_gateway_above_the_cap_is_refused_unpaid(
    runtime: Runtime, chain: ChainClient, tmp_path: object
) -> None:
    buyer = chain.buyer_wallets[2]
    with serve_in_thread(_x402_gateway(runtime, chain, "50000")) as url:
        executor = _executor(url, chain, tmp_path)
        before = chain.balance_of(buyer.address)
        with pytest.raises(SextantError) as info:
            await executor.run("SomeSubgraph", "{ pools(first: 1) { id } }")
        assert info.value.code == "upstream_payment_refused" and info.value.status == 502
        await executor.upstreams.aclose()
    assert chain.balance_of(buyer.address) == before
