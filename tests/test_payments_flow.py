"""x402 end to end on the dev chain: 402 shape, paid 200 (v1 and v2), replays, failures."""

from __future__ import annotations

import asyncio
import base64
import json
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from x402.http import decode_payment_required_header

from sextant.chain.client import ChainClient
from sextant.runtime import Runtime
from tests.conftest import BASE, decode_header, make_paying_client


async def test_unpaid_call_gets_402_with_v1_body_and_v2_header(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    r = await client.post("/perpdex/score", json={"user": "0x" + "ab" * 20})
    assert r.status_code == 402
    body = r.json()
    assert body["x402Version"] == 1 and body["error"]
    v1 = body["accepts"][0]
    assert v1["maxAmountRequired"] == "20000"  # 0.02 USD
    assert v1["asset"] == runtime.terms.asset
    assert v1["payTo"] == runtime.terms.pay_to
    assert v1["network"] == runtime.terms.network
    assert v1["resource"] == f"{BASE}/perpdex/score"
    v2 = decode_header(r.headers["payment-required"])
    assert v2["x402Version"] == 2
    req = v2["accepts"][0]
    assert (req["amount"], req["asset"], req["payTo"], req["network"]) == (
        "20000", runtime.terms.asset, runtime.terms.pay_to, runtime.terms.network
    )
    assert v2["resource"]["url"] == f"{BASE}/perpdex/score"
    assert "bazaar" in v2["extensions"]


def b64(obj: dict[str, Any]) -> str:
    return base64.b64encode(json.dumps(obj).encode()).decode()


async def sign_for(
    client: httpx.AsyncClient, chain: ChainClient, key: str, path: str, body: dict[str, Any]
) -> dict[str, Any]:
    """A fresh v2 payment payload (as JSON) for ``path``, signed by ``key``."""
    from sextant.payments.buyer import build_buyer

    r = await client.post(path, json=body)
    assert r.status_code == 402
    required = decode_payment_required_header(r.headers["payment-required"])
    buyer = build_buyer(key, "1", extra_assets=[(chain.network, chain.token_address)])
    payload = await buyer.create_payment_payload(required)
    return payload.model_dump(by_alias=True, exclude_none=True)  # type: ignore[no-any-return]


def balances(chain: ChainClient, *addresses: str) -> list[int]:
    return [chain.balance_of(a) for a in addresses]


async def test_paid_tip_with_v2_header_settles_exact_price(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    from eth_account import Account

    buyer = Account.from_key(buyer_key).address
    before = balances(chain, buyer, runtime.terms.pay_to)
    r = await payer.post("/tip", json={"message": "hi"})
    assert r.status_code == 200, r.text
    receipt = decode_header(r.headers["payment-response"])
    assert receipt["success"] is True and receipt["transaction"].startswith("0x")
    assert r.headers["x-payment-response"] == r.headers["payment-response"]
    body = r.json()
    assert body["payer"].lower() == buyer.lower() and body["amount_usdc"] == "0.01"
    assert body["message"] == "hi"
    after = balances(chain, buyer, runtime.terms.pay_to)
    assert after[0] == before[0] - 10_000
    assert after[1] == before[1] + 10_000
    rows = await runtime.ledger.entries(50)
    row = next(e for e in rows if e.tx_hash == receipt["transaction"])
    assert row.endpoint == "POST /tip" and row.amount_atomic == 10_000
    assert row.payer.lower() == buyer.lower() and row.network == runtime.terms.network


async def test_paid_tip_with_v1_x_payment_header(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    from eth_account import Account

    buyer = Account.from_key(buyer_key).address
    v2 = await sign_for(client, chain, buyer_key, "/tip", {})
    v1 = {"x402Version": 1, "scheme": "exact", "network": runtime.terms.v1_network,
          "payload": v2["payload"]}
    before = balances(chain, buyer, runtime.terms.pay_to)
    r = await client.post("/tip", json={}, headers={"X-PAYMENT": b64(v1)})
    assert r.status_code == 200, r.text
    assert decode_header(r.headers["x-payment-response"])["success"] is True
    after = balances(chain, buyer, runtime.terms.pay_to)
    assert (after[0], after[1]) == (before[0] - 10_000, before[1] + 10_000)


async def test_replay_of_used_authorization_is_refused(
    client: httpx.AsyncClient, chain: ChainClient, buyer_key: str
) -> None:
    v2 = await sign_for(client, chain, buyer_key, "/tip", {})
    first = await client.post("/tip", json={}, headers={"PAYMENT-SIGNATURE": b64(v2)})
    assert first.status_code == 200
    again = await client.post("/tip", json={}, headers={"PAYMENT-SIGNATURE": b64(v2)})
    assert again.status_code == 402
    assert "payment-response" not in again.headers


async def test_concurrent_same_authorization_served_once(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    from eth_account import Account

    buyer = Account.from_key(buyer_key).address
    v2 = await sign_for(client, chain, buyer_key, "/tip", {})
    before = balances(chain, buyer)[0]
    header = {"PAYMENT-SIGNATURE": b64(v2)}
    results = await asyncio.gather(*[client.post("/tip", json={}, headers=header)
                                     for _ in range(4)])
    statuses = sorted(r.status_code for r in results)
    assert statuses == [200, 402, 402, 402]
    assert balances(chain, buyer)[0] == before - 10_000


def _tamper(v2: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = json.loads(json.dumps(v2))
    out["payload"]["authorization"].update(changes)
    return out


async def _refused(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, key: str,
    payload: dict[str, Any],
) -> str:
    from eth_account import Account

    addr = Account.from_key(key).address
    before = balances(chain, addr, runtime.terms.pay_to)
    r = await client.post("/tip", json={}, headers={"PAYMENT-SIGNATURE": b64(payload)})
    assert r.status_code == 402, r.text
    assert balances(chain, addr, runtime.terms.pay_to) == before
    return str(r.json()["error"])


async def test_tampered_amount_is_refused(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    v2 = await sign_for(client, chain, buyer_key, "/tip", {})
    reason = await _refused(client, chain, runtime, buyer_key, _tamper(v2, value="1"))
    assert "value_mismatch" in reason or "amount" in reason


async def test_wrong_pay_to_is_refused(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    v2 = await sign_for(client, chain, buyer_key, "/tip", {})
    bad = _tamper(v2, to="0x000000000000000000000000000000000000dEaD")
    reason = await _refused(client, chain, runtime, buyer_key, bad)
    assert "recipient_mismatch" in reason


async def test_expired_authorization_is_refused(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    v2 = await sign_for(client, chain, buyer_key, "/tip", {})
    reason = await _refused(client, chain, runtime, buyer_key, _tamper(v2, validBefore="1000"))
    assert "valid_before" in reason


async def test_bad_signature_is_refused(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    v2 = await sign_for(client, chain, buyer_key, "/tip", {})
    sig = v2["payload"]["signature"]
    v2["payload"]["signature"] = sig[:10] + ("0" if sig[10] != "0" else "1") + sig[11:]
    reason = await _refused(client, chain, runtime, buyer_key, v2)
    assert "signature" in reason


async def test_unfunded_payer_is_refused(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime
) -> None:
    from eth_account import Account

    key = Account.create().key.hex()
    v2 = await sign_for(client, chain, key, "/tip", {})
    reason = await _refused(client, chain, runtime, key, v2)
    assert "insufficient" in reason


async def test_failed_handler_is_not_settled(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    from eth_account import Account

    addr = Account.from_key(buyer_key).address
    rows_before = len(await runtime.ledger.entries(1000))
    before = balances(chain, addr, runtime.terms.pay_to)
    v2 = await sign_for(client, chain, buyer_key, "/tip", {"message": "x" * 501})
    r = await client.post("/tip", json={"message": "x" * 501},
                          headers={"PAYMENT-SIGNATURE": b64(v2)})
    assert r.status_code == 400 and r.json()["error"] == "invalid_message"
    assert "payment-response" not in r.headers
    assert balances(chain, addr, runtime.terms.pay_to) == before
    assert len(await runtime.ledger.entries(1000)) == rows_before
    # ...and the same authorization is still usable afterwards (nothing was consumed).
    ok = await client.post("/tip", json={}, headers={"PAYMENT-SIGNATURE": b64(v2)})
    assert ok.status_code == 200


def _app_with_tip_handler(runtime: Runtime, handler: Any) -> FastAPI:
    """The real app and gate, with ``POST /tip`` served by ``handler`` instead."""
    from fastapi.routing import APIRoute

    from sextant.api.app import create_app

    app = create_app(runtime=runtime)
    app.router.routes.insert(0, APIRoute("/tip", handler, methods=["POST"]))
    return app


async def _boom() -> None:
    raise RuntimeError("handler exploded")


async def _server_error() -> Any:
    from fastapi.responses import JSONResponse

    return JSONResponse({"error": "upstream_unavailable"}, status_code=502)


def _not_built() -> Any:
    from sextant import catalog
    from sextant.api.app import _placeholder

    return _placeholder(catalog.BY_KEY["POST /tip"])


@pytest.mark.parametrize(
    ("handler", "status"), [(_boom, 500), (_server_error, 502), (_not_built(), 501)]
)
async def test_handler_failure_after_verification_is_never_settled(
    runtime: Runtime, chain: ChainClient, buyer_key: str, handler: Any, status: int
) -> None:
    from eth_account import Account

    app = _app_with_tip_handler(runtime, handler)
    addr = Account.from_key(buyer_key).address
    rows_before = len(await runtime.ledger.entries(1000))
    before = balances(chain, addr, runtime.terms.pay_to)
    async with make_paying_client(app, chain, buyer_key) as payer:
        r = await payer.post("/tip", json={})
    assert r.status_code == status
    assert "payment-response" not in r.headers
    assert balances(chain, addr, runtime.terms.pay_to) == before
    assert len(await runtime.ledger.entries(1000)) == rows_before


@pytest.mark.parametrize(("header", "version"), [
    ("PAYMENT-SIGNATURE", 99), ("PAYMENT-SIGNATURE", 1), ("X-PAYMENT", 2), ("X-PAYMENT", 99),
])
async def test_only_the_x402_version_of_each_header_is_accepted(
    client: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str,
    header: str, version: int,
) -> None:
    from eth_account import Account

    buyer = Account.from_key(buyer_key).address
    v2 = await sign_for(client, chain, buyer_key, "/tip", {})
    v2["x402Version"] = version
    if header == "X-PAYMENT":
        v2.update(scheme="exact", network=runtime.terms.v1_network)
    before = balances(chain, buyer)[0]
    r = await client.post("/tip", json={}, headers={header: b64(v2)})
    assert r.status_code == 402 and r.json()["error"] == "unsupported_x402_version"
    assert "payment-response" not in r.headers
    assert balances(chain, buyer)[0] == before
