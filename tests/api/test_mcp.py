"""MCP over Streamable HTTP and SSE: tool listing from the catalog, a free call, and a paid
tool that answers with payment requirements, then runs and settles when paid (x402 MCP)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from mcp.client.session import ClientSession
from mcp.client.sse import sse_client
from mcp.client.streamable_http import streamable_http_client
from x402.schemas import PaymentRequired

from sextant import catalog
from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.payments.buyer import build_buyer
from sextant.runtime import Runtime
from sextant.transport.factory import UpstreamClients
from tests.support import serve_in_thread, signed_sender

TEXT = "uniswap v3 top pools on base"


@pytest.fixture(scope="module")
def base_url(runtime: Runtime) -> Iterator[str]:
    """A served app on its own runtime copy (its shutdown closes only its own clients)."""
    own = dataclasses.replace(runtime, chain=None, redis=None,
                              upstreams=UpstreamClients(runtime.settings))
    app: FastAPI = create_app(runtime=own)
    with serve_in_thread(app) as url:
        yield url


def _expected_tools() -> set[str]:
    from sextant.routing.engine import tool_name

    return {tool_name(e) for e in catalog.CATALOG if not e.admin} | {"query_subgraph"}


async def _exercise(session: ClientSession) -> None:
    await session.initialize()
    tools = {t.name: t for t in (await session.list_tools()).tools}
    assert set(tools) == _expected_tools()
    assert "user" in tools["perpdex_score"].input_schema["properties"]
    free = await session.call_tool("route_request", {"request": TEXT})
    assert not free.is_error
    assert '"recommendation": "subgraph"' in free.content[0].text


async def test_streamable_http_lists_tools_and_calls_one(base_url: str) -> None:
    async with streamable_http_client(f"{base_url}/mcp") as (read, write), \
            ClientSession(read, write) as session:
        await _exercise(session)


async def test_sse_lists_tools_and_calls_one(base_url: str) -> None:
    async with sse_client(f"{base_url}/mcp/sse") as (read, write), \
            ClientSession(read, write) as session:
        await _exercise(session)


async def test_paid_tool_requires_then_accepts_an_x402_payment(
    base_url: str, chain: ChainClient
) -> None:
    key = chain.buyer_wallets[5].private_key
    async with streamable_http_client(f"{base_url}/mcp") as (read, write), \
            ClientSession(read, write) as session:
        await session.initialize()
        unpaid = await session.call_tool("route_and_execute", {"request": TEXT})
        assert unpaid.is_error
        required: dict[str, Any] = unpaid.structured_content or {}
        assert required["x402Version"] == 2
        assert required["accepts"][0]["amount"] == "10000"
        buyer = build_buyer(key, "0.05", extra_assets=[(chain.network, chain.token_address)])
        payload = await buyer.create_payment_payload(PaymentRequired.model_validate(required))
        before = chain.balance_of(chain.buyer_wallets[5].address)
        paid = await session.call_tool(
            "route_and_execute", {"request": TEXT},
            meta={"x402/payment": payload.model_dump(by_alias=True, exclude_none=True)})
        assert not paid.is_error, paid.content
        assert '"execution_result"' in paid.content[0].text
        receipt = (paid.meta or {}).get("x402/payment-response")
        assert receipt and receipt["success"] is True
        assert chain.balance_of(chain.buyer_wallets[5].address) == before - 10_000


async def test_route_request_shares_the_daily_free_tier_then_asks_for_payment(
    runtime: Runtime,
) -> None:
    own = dataclasses.replace(runtime, chain=None, redis=None,
                              upstreams=UpstreamClients(runtime.settings))
    app = create_app(runtime=own)
    limit = catalog.BY_KEY["POST /"].free_per_day
    with serve_in_thread(app) as url:
        async with streamable_http_client(f"{url}/mcp") as (read, write), \
                ClientSession(read, write) as session:
            await session.initialize()
            free = [await session.call_tool("route_request", {"request": TEXT})
                    for _ in range(limit)]
            assert not any(r.is_error for r in free)
            over = await session.call_tool("route_request", {"request": TEXT})
            assert over.is_error
            required: dict[str, Any] = over.structured_content or {}
            assert required["accepts"][0]["amount"] == "10000"
            # A wallet merely named in _meta is counted by address: still refused.
            claimed = await session.call_tool("route_request", {"request": TEXT},
                                              meta={"sender": "0x" + "ab" * 20})
            assert claimed.is_error
            # Another wallet that proves it owns the address has its own free calls.
            proof = {**signed_sender("0x" + "cd" * 32, "mcp-1"), "messageId": "mcp-1"}
            other = await session.call_tool("route_request", {"request": TEXT}, meta=proof)
            assert not other.is_error
        # The HTTP entry point draws on the same per-caller quota.
        async with httpx.AsyncClient(base_url=url) as http:
            r = await http.post("/", json={"jsonrpc": "2.0", "id": 1, "method": "message/send",
                                           "params": {"message": {"parts": [
                                               {"kind": "text", "text": TEXT}]}}})
        assert r.status_code == 402
