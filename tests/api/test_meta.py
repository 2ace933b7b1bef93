"""Free routes, error shapes and discovery documents derived from the catalog."""

from __future__ import annotations

import httpx
import pytest
from eth_utils import to_checksum_address

from sextant import catalog
from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.runtime import Runtime
from sextant.settings import Mode, Settings
from tests.conftest import BASE


async def test_healthz(client: httpx.AsyncClient, runtime: Runtime) -> None:
    r = await client.get("/healthz")
    assert r.status_code == 200
    assert r.json()["mode"] == "sandbox" and r.json()["network"] == runtime.terms.network


async def test_well_known_x402_lists_every_paid_resource(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    doc = (await client.get("/.well-known/x402")).json()
    by_path = {r["path"]: r for r in doc["resources"]}
    assert set(by_path) == {e.path for e in catalog.paid_endpoints()}
    tip = by_path["/tip"]
    assert tip["resource"] == f"{BASE}/tip"
    req = tip["accepts"][0]
    assert (req["amount"], req["payTo"], req["asset"], req["network"]) == (
        "10000", runtime.terms.pay_to, runtime.terms.asset, runtime.terms.network)
    assert by_path["/perpdex/vault"]["accepts"][0]["amount"] == "100000"
    assert "bazaar" in tip["extensions"]
    assert tip["extensions"]["bazaar"]["info"]["input"]["body"] == {"message": "thanks"}


async def test_openapi_carries_payment_info_on_every_paid_operation(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    spec = (await client.get("/openapi.json")).json()
    assert spec["openapi"].startswith("3.1")
    for endpoint in catalog.CATALOG:
        op = spec["paths"][endpoint.path][endpoint.method.lower()]
        if endpoint.paid:
            info = op["x-payment-info"]
            assert info["amount"] == str(endpoint.price_atomic)
            assert info["network"] == runtime.terms.network
            assert info["asset"] == runtime.terms.asset and info["pay_to"] == runtime.terms.pay_to
            assert "402" in op["responses"]
        else:
            assert "x-payment-info" not in op


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"message": "x" * 501}, "invalid_message", "message"),
        ({"message": 5}, "invalid_message", "message"),
    ],
)
async def test_validation_errors_are_400_with_a_code_naming_the_field(
    payer: httpx.AsyncClient, body: dict[str, object], code: str, field: str
) -> None:
    r = await payer.post("/tip", json=body)
    assert r.status_code == 400
    assert r.json()["error"] == code and r.json()["field"] == field
    assert field in r.json()["message"]


async def test_malformed_json_is_400_invalid_json(payer: httpx.AsyncClient) -> None:
    r = await payer.post("/tip", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json()["error"] == "invalid_json"


async def test_unknown_route_uses_the_error_shape(client: httpx.AsyncClient) -> None:
    r = await client.get("/nope")
    assert r.status_code == 404 and r.json()["error"] == "not_found"
    r = await client.get("/tip")
    assert r.status_code == 405 and r.json()["error"] == "method_not_allowed"


async def test_sandbox_wallets_lists_keys_balances_and_chain(
    client: httpx.AsyncClient, chain: ChainClient
) -> None:
    info = (await client.get("/sandbox/wallets")).json()
    assert info["chain_id"] == chain.chain_id
    assert info["token"]["address"] == chain.token_address
    assert info["rpc_url"] == f"{BASE}/sandbox/rpc"
    buyers = [w for w in info["wallets"] if w["role"] == "buyer"]
    assert len(buyers) == len(chain.buyer_wallets)
    for w in buyers:
        assert w["balance_atomic"] == chain.balance_of(w["address"])
        assert w["private_key"].startswith("0x") and len(w["private_key"]) == 66


async def test_sandbox_rpc_reads_token_balances(
    client: httpx.AsyncClient, chain: ChainClient
) -> None:
    wallet = chain.buyer_wallets[0].address
    data = "0x70a08231" + to_checksum_address(wallet)[2:].lower().rjust(64, "0")
    r = await client.post("/sandbox/rpc", json={
        "jsonrpc": "2.0", "id": 7, "method": "eth_call",
        "params": [{"to": chain.token_address, "data": data}, "latest"]})
    assert r.json()["id"] == 7
    assert int(r.json()["result"], 16) == chain.balance_of(wallet)
    chain_id = await client.post("/sandbox/rpc", json={
        "jsonrpc": "2.0", "id": 1, "method": "eth_chainId", "params": []})
    assert int(chain_id.json()["result"], 16) == chain.chain_id


async def test_live_mode_has_no_sandbox_routes_and_reports_an_unreachable_facilitator(
    tmp_path: object,
) -> None:
    settings = Settings(
        mode=Mode.LIVE, data_dir=tmp_path, pay_to="0x" + "11" * 20,
        facilitator_url="http://127.0.0.1:9", network="eip155:84532",
        asset="0x036CbD53842c5426634e7929541eC2318f3dCF7e", asset_name="USDC",
        upstream_urls={},
    )
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as c:
        assert (await c.get("/sandbox/wallets")).status_code == 404
        r = await c.post("/tip", json={})
        assert r.status_code == 503 and r.json()["error"] == "payments_unavailable"
        assert (await c.get("/healthz")).json()["mode"] == "live"
