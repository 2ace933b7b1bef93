"""POST / (A2A, free tier), POST /route (paid, executed) and the agent card, end to end."""

from __future__ import annotations

import hashlib
import time
from typing import Any

import httpx
import pytest
from eth_account import Account
from fastapi import FastAPI

from sextant.api.app import create_app
from sextant.routing.registry import loader
from sextant.routing.registry.world_catalog import ensure_world_catalog
from sextant.runtime import Runtime
from tests.support import signed_sender

FIELDS = {"recommendation", "reason", "confidence", "query_ready", "curl_example", "install",
          "alternatives"}


@pytest.fixture(scope="module", autouse=True)
def world_app(app: FastAPI, runtime: Runtime) -> FastAPI:
    """The session app, routing over the 15,600-subgraph sandbox catalog."""
    ensure_world_catalog(loader.catalog_path(runtime.settings))
    loader.reset(runtime.settings)
    return app


def _call(text: str, sender: str | None = None, rid: Any = 1, *, key: str | None = None,
          message_id: str = "m1") -> dict[str, Any]:
    """A ``message/send``; ``key`` signs the sender proof, ``sender`` only claims a wallet."""
    params: dict[str, Any] = {"message": {"role": "user", "messageId": message_id,
                                          "parts": [{"kind": "text", "text": text}]}}
    if key:
        params["metadata"] = signed_sender(key, message_id)
    elif sender:
        params["metadata"] = {"sender": sender}
    return {"jsonrpc": "2.0", "id": rid, "method": "message/send", "params": params}


def _wallet(n: int) -> str:
    return "0x" + f"{n:040x}"


def _key(n: int) -> str:
    return "0x" + hashlib.sha256(f"free-tier-wallet-{n}".encode()).hexdigest()


def _from(app: FastAPI, host: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False, client=(host, 40_000))
    return httpx.AsyncClient(transport=transport, base_url="http://testserver")


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


async def test_free_tier_is_ten_per_proven_wallet_then_402(client: httpx.AsyncClient) -> None:
    for i in range(10):
        r = await client.post("/", json=_call("curve pools", key=_key(201), message_id=f"m{i}"))
        assert r.status_code == 200, (i, r.text)
        assert r.headers["x-free-calls-remaining"] == str(9 - i)
    r = await client.post("/", json=_call("curve pools", key=_key(201), message_id="m10"))
    assert r.status_code == 402
    body = r.json()
    assert body["x402Version"] == 1 and body["accepts"][0]["maxAmountRequired"] == "10000"
    assert "payment-required" in r.headers
    other = await client.post("/", json=_call("curve pools", key=_key(202), message_id="o1"))
    assert other.status_code == 200  # counters are per caller


async def test_without_a_proven_sender_the_client_address_is_the_caller(app: FastAPI) -> None:
    async with _from(app, "203.0.113.7") as first, _from(app, "203.0.113.8") as second:
        for _ in range(10):
            assert (await first.post("/", json=_call("lido"))).status_code == 200
        assert (await first.post("/", json=_call("lido"))).status_code == 402
        assert (await second.post("/", json=_call("lido"))).status_code == 200


async def test_forwarded_for_from_an_untrusted_peer_gives_no_new_free_calls(
    app: FastAPI
) -> None:
    async with _from(app, "203.0.113.20") as c:
        codes = [(await c.post("/", json=_call("lido"),
                               headers={"x-forwarded-for": f"198.18.0.{i}"})).status_code
                 for i in range(30)]
    assert codes.count(200) == 10 and codes[10:] == [402] * 20


async def test_forwarded_for_is_believed_from_a_configured_proxy(runtime: Runtime) -> None:
    proxied = create_app(settings=runtime.settings.model_copy(
        update={"trusted_proxies": "203.0.113.30"}), runtime=runtime)
    async with _from(proxied, "203.0.113.30") as proxy:
        for i in range(12):  # each forwarded client has its own quota
            r = await proxy.post("/", json=_call("lido"),
                                 headers={"x-forwarded-for": f"198.18.1.{i}"})
            assert r.status_code == 200 and r.headers["x-free-calls-remaining"] == "9"


async def test_claimed_unproven_senders_give_no_new_free_calls(app: FastAPI) -> None:
    async with _from(app, "203.0.113.40") as c:
        codes = [(await c.post("/", json=_call("lido", _wallet(400 + i)))).status_code
                 for i in range(30)]
    assert codes.count(200) == 10 and codes[10:] == [402] * 20


async def test_nobody_can_spend_a_named_wallets_quota(app: FastAPI) -> None:
    victim = Account.from_key(_key(500)).address
    async with _from(app, "203.0.113.50") as attacker:
        for _ in range(12):  # claims without proof count against the attacker's address
            await attacker.post("/", json=_call("lido", victim))
    async with _from(app, "203.0.113.51") as owner:
        r = await owner.post("/", json=_call("lido", key=_key(500), message_id="own-1"))
    assert r.status_code == 200 and r.headers["x-free-calls-remaining"] == "9"


async def test_a_sender_proof_counts_once_and_only_while_fresh(app: FastAPI) -> None:
    key = _key(600)
    async with _from(app, "203.0.113.60") as c:
        proof = _call("lido", key=key, message_id="once")
        assert (await c.post("/", json=proof)).headers["x-free-calls-remaining"] == "9"
        # The same proof again is counted by address (a fresh quota of its own here).
        assert (await c.post("/", json=proof)).headers["x-free-calls-remaining"] == "9"
        assert (await c.post("/", json=proof)).headers["x-free-calls-remaining"] == "8"
        stale = _call("lido", message_id="old")
        stale["params"]["metadata"] = signed_sender(key, "old", int(time.time()) - 3600)
        assert (await c.post("/", json=stale)).headers["x-free-calls-remaining"] == "7"
    async with _from(app, "203.0.113.61") as c:
        r = await c.post("/", json=_call("lido", key=key, message_id="fresh"))
    assert r.headers["x-free-calls-remaining"] == "8"  # the wallet's second counted call


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
    headers = {"content-type": "application/json"}
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


async def test_route_never_charges_for_a_non_answer(
    payer: httpx.AsyncClient, chain: Any, buyer_key: str
) -> None:
    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    r = await payer.post("/route", json={"request": "write me a poem about the sea"})
    assert r.status_code == 422, r.text
    assert chain.balance_of(buyer) == before and "payment-response" not in r.headers
    body = r.json()
    assert body["error"] == "not_answerable"
    assert body["understood"]["service"] == "none" and body["understood"]["because"]
    assert len(body["rephrasings"]) >= 3 and body["alternatives"]
    again = await payer.post("/route", json={"request": body["rephrasings"][0],
                                             "execute": False})
    assert again.status_code == 200 and again.json()["recommendation"] != "none"
    assert again.headers.get("payment-response") and chain.balance_of(buyer) < before


async def test_route_never_charges_for_an_unsure_reading(
    payer: httpx.AsyncClient, chain: Any, buyer_key: str
) -> None:
    """A wallet and a venue but no ask: PnL, score and risk are all plausible readings, none
    sure enough to charge for; the 422 lists them as candidates."""
    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    r = await payer.post("/route", json={
        "request": "hyperliquid 0x5b5d51203a0f9079f8aeb098a6523a13f298c060", "execute": False})
    assert r.status_code == 422, r.text
    assert chain.balance_of(buyer) == before and "payment-response" not in r.headers
    body = r.json()
    assert body["error"] == "not_answerable" and "ambiguous" in body["message"]
    labels = [c["label"] for c in body["understood"]["candidates"]]
    assert len(labels) >= 2 and all(label.startswith("POST /perpdex/") for label in labels[:2])
    assert body["understood"]["unsure"]
