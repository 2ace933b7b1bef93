"""POST / (A2A, free tier), POST /route (paid, executed) and the agent card, end to end."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from sextant.routing import loader
from sextant.runtime import Runtime
from sextant.sandbox.subgraph_world import ensure_world_catalog

FIELDS = {"recommendation", "reason", "confidence", "query_ready", "curl_example", "install",
          "alternatives"}


@pytest.fixture(scope="module", autouse=True)
def world_app(app: FastAPI, runtime: Runtime) -> FastAPI:
    """The session app, routing over the 15,600-subgraph sandbox catalog."""
    ensure_world_catalog(loader.catalog_path(runtime.settings))
    loader.reset(runtime.settings)
    return app


def _call(text: str, sender: str | None = None, rid: Any = 1) -> dict[str, Any]:
    params: dict[str, Any] = {"message": {"role": "user", "messageId": "m1",
                                          "parts": [{"kind": "text", "text": text}]}}
    if sender:
        params["metadata"] = {"sender": sender}
    return {"jsonrpc": "2.0", "id": rid, "method": "message/send", "params": params}


def _wallet(n: int) -> str:
    return "0x" + f"{n:040x}"


def _routing(body: dict[str, Any]) -> dict[str, Any]:
    parts = body["result"]["parts"]
    data = [p["data"] for p in parts if p["kind"] == "data"]
    assert len(data) == 1
    return data[0]  # type: ignore[no-any-return]


async def test_a2a_message_send_returns_the_routing_answer(client: httpx.AsyncClient) -> None:
    r = await client.post("/", json=_call("Uniswap v3 top pools on base", _wallet(101), "abc"))
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["jsonrpc"] == "2.0" and body["id"] == "abc"
    assert body["result"]["kind"] == "message" and body["result"]["role"] == "agent"
    routing = _routing(body)
    assert set(routing) >= FIELDS
    assert routing["recommendation"] == "subgraph"
    assert routing["subgraph"]["network"] == "base"
    assert routing["query_ready"]["args"]["subgraph_id"] == routing["subgraph"]["id"]
    banner = body["result"]["parts"][0]["text"]
    assert "10 free calls per day" in banner and "9 free calls left today" in banner
    assert r.headers["x-free-calls-remaining"] == "9"


async def test_sample_call_with_only_parts(client: httpx.AsyncClient) -> None:
    body = {"jsonrpc": "2.0", "id": 2, "method": "message/send",
            "params": {"message": {"parts": [{"kind": "text", "text": "aave v3 on arbitrum"}]},
                       "metadata": {"sender": _wallet(102)}}}
    r = await client.post("/", json=body)
    assert r.status_code == 200 and _routing(r.json())["recommendation"] == "subgraph"


async def test_paid_intent_answer_is_free_and_names_the_paid_curl(
    client: httpx.AsyncClient
) -> None:
    text = "score hyperliquid trader 0x5b5d51203a0f9079f8aeb098a6523a13f298c060"
    r = await client.post("/", json=_call(text, _wallet(103)))
    routing = _routing(r.json())
    assert routing["recommendation"] == "POST /perpdex/score"
    assert "http://testserver/perpdex/score" in routing["curl_example"]
    assert "x-payment-response" not in r.headers  # nothing was charged


async def test_free_tier_is_ten_per_caller_then_402(client: httpx.AsyncClient) -> None:
    wallet = _wallet(201)
    for i in range(10):
        r = await client.post("/", json=_call("curve pools", wallet))
        assert r.status_code == 200, (i, r.text)
        assert r.headers["x-free-calls-remaining"] == str(9 - i)
    r = await client.post("/", json=_call("curve pools", wallet))
    assert r.status_code == 402
    body = r.json()
    assert body["x402Version"] == 1 and body["accepts"][0]["maxAmountRequired"] == "10000"
    assert "payment-required" in r.headers
    other = await client.post("/", json=_call("curve pools", _wallet(202)))
    assert other.status_code == 200  # counters are per caller


async def test_without_sender_the_client_address_is_the_caller(
    client: httpx.AsyncClient
) -> None:
    headers = {"x-forwarded-for": "203.0.113.7"}
    for _ in range(10):
        assert (await client.post("/", json=_call("lido"), headers=headers)).status_code == 200
    assert (await client.post("/", json=_call("lido"), headers=headers)).status_code == 402
    headers2 = {"x-forwarded-for": "203.0.113.8"}
    assert (await client.post("/", json=_call("lido"), headers=headers2)).status_code == 200


async def test_after_the_free_calls_a_payment_is_taken_on_the_same_route(
    payer: httpx.AsyncClient
) -> None:
    wallet = _wallet(301)
    for _ in range(10):
        r = await payer.post("/", json=_call("balancer v2 pools", wallet))
        assert r.status_code == 200 and "payment-response" not in r.headers
    r = await payer.post("/", json=_call("balancer v2 pools", wallet))
    assert r.status_code == 200, r.text
    assert "payment-response" in r.headers
    assert "Paid call" in r.json()["result"]["parts"][0]["text"]


@pytest.mark.parametrize(("raw", "code"), [
    (b"{oops", -32700),
    (b'"just a string"', -32600),
    (b'{"jsonrpc": "2.0", "id": 1, "method": "tasks/cancel", "params": {}}', -32601),
    (b'{"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": {}}}',
     -32602),
])
async def test_jsonrpc_errors_do_not_use_the_quota(
    client: httpx.AsyncClient, raw: bytes, code: int
) -> None:
    headers = {"x-forwarded-for": f"198.51.100.{-code % 250}", "content-type": "application/json"}
    r = await client.post("/", content=raw, headers=headers)
    assert r.status_code == 400
    assert r.json()["error"]["code"] == code and r.json()["jsonrpc"] == "2.0"
    ok = await client.post("/", json=_call("uniswap"), headers=headers)
    assert ok.headers["x-free-calls-remaining"] == "9"


async def test_route_is_paid_and_executes_the_query(
    client: httpx.AsyncClient, payer: httpx.AsyncClient
) -> None:
    unpaid = await client.post("/route", json={"request": "uniswap v3 swaps on arbitrum"})
    assert unpaid.status_code == 402
    r = await payer.post("/route", json=_call("uniswap v3 top pools on base"))
    assert r.status_code == 200, r.text
    body = r.json()
    assert set(body) >= FIELDS and body["recommendation"] == "subgraph"
    result = body["execution_result"]
    assert result["subgraph_id"] == body["subgraph"]["id"]
    assert isinstance(result["data"]["pools"], list) and result["data"]["pools"]
    assert result["_meta"]["block"]["number"] > 0 and "errors" not in result
    assert result["source"] == "graph-gateway:sandbox-simulator"


async def test_route_can_skip_execution_and_rejects_empty_requests(
    payer: httpx.AsyncClient, client: httpx.AsyncClient
) -> None:
    r = await payer.post("/route", json={"request": "aave v3 on base", "execute": False})
    assert r.status_code == 200 and r.json()["execution_result"] is None
    bad = await payer.post("/route", json={"request": "   "})
    assert bad.status_code == 400 and "payment-response" not in bad.headers


async def test_agent_card_is_generated_from_the_catalog(client: httpx.AsyncClient) -> None:
    r = await client.get("/.well-known/agent-card.json")
    assert r.status_code == 200
    card = r.json()
    assert card["url"] == "http://testserver/" and "15,620" in card["description"]
    assert any(s["id"] == "perpdex_score" for s in card["skills"])
    assert (await client.get("/.well-known/agent.json")).json()["name"] == card["name"]
