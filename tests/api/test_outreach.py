"""POST /admin/outreach-pay: this sandbox pays a second sandbox instance over loopback."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import SecretStr

from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.runtime import Runtime, build_runtime
from sextant.settings import Mode, Settings
from tests.conftest import BASE
from tests.support import serve_in_thread

ADMIN = "s3cret-admin-token"
AUTH = {"Authorization": f"Bearer {ADMIN}"}
ROUTE_TEXT = "Uniswap v3 top pools on base by TVL"


@pytest.fixture(scope="module")
def target_url(settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A second instance of the service, on the same dev chain, over real loopback HTTP."""
    own = settings.model_copy(update={"data_dir": tmp_path_factory.mktemp("target")})
    runtime = build_runtime(own)
    with serve_in_thread(create_app(runtime=runtime)) as url:
        yield url


@pytest.fixture(scope="module")
def payer_key(chain: ChainClient) -> str:
    return chain.buyer_wallets[-1].private_key


def admin_app(runtime: Runtime, key: str | None, **extra: Any) -> Any:
    update: dict[str, Any] = {"admin_token": SecretStr(ADMIN), **extra}
    if key is not None:
        update["buyer_private_key"] = SecretStr(key)
    return create_app(runtime=dataclasses.replace(
        runtime, settings=runtime.settings.model_copy(update=update)))


@pytest.fixture()
async def admin(runtime: Runtime, payer_key: str) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=admin_app(runtime, payer_key),
                                    raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BASE, timeout=120) as c:
        yield c


async def test_pays_the_second_instance_and_balances_move_by_its_price(
    admin: httpx.AsyncClient, target_url: str, chain: ChainClient, runtime: Runtime,
    payer_key: str, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str],
) -> None:
    caplog.set_level(logging.DEBUG)
    payer = chain.buyer_wallets[-1].address
    before_payer, before_payee = chain.balance_of(payer), chain.balance_of(chain.pay_to)
    r = await admin.post("/admin/outreach-pay", headers=AUTH, json={
        "target_url": f"{target_url}/route", "message": ROUTE_TEXT, "max_usdc": "0.05"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["ok"] is True and body["status"] == 200 and body["wallet"] == payer
    assert body["settlement"] and body["paid_usdc"] == 0.01 and body["tx_hash"]
    assert body["body"]["recommendation"]
    assert chain.balance_of(payer) == before_payer - 10_000
    assert chain.balance_of(chain.pay_to) == before_payee + 10_000
    rows = [e for e in await runtime.ledger.entries(50) if e.tx_hash == body["tx_hash"]]
    assert [(e.direction, e.amount_atomic, e.payer) for e in rows] == [("out", 10_000, payer)]
    assert rows[0].counterparty.startswith("http")
    assert rows[0].endpoint == "POST /admin/outreach-pay"
    secret = payer_key.lower().removeprefix("0x")
    seen = caplog.text + capsys.readouterr().out + r.text
    assert secret not in seen.lower()


async def test_a_price_above_max_usdc_is_refused_with_the_requirements(
    admin: httpx.AsyncClient, target_url: str, chain: ChainClient,
) -> None:
    payer = chain.buyer_wallets[-1].address
    before = chain.balance_of(payer)
    r = await admin.post("/admin/outreach-pay", headers=AUTH, json={
        "target_url": f"{target_url}/perpdex/vault", "message": "hello", "max_usdc": "0.05"})
    body = r.json()
    assert r.status_code == 200 and body["ok"] is False and body["status"] == 402
    assert body["refused"] == "price_above_max_usdc" and body["paid_usdc"] is None
    assert [q["amount"] for q in body["requirements"]] == ["100000"]
    assert chain.balance_of(payer) == before


async def test_a_target_that_does_not_ask_for_payment_is_just_called(
    admin: httpx.AsyncClient, target_url: str,
) -> None:
    r = await admin.post("/admin/outreach-pay", headers=AUTH, json={
        "target_url": f"{target_url}/healthz", "message": "hello"})
    body = r.json()
    assert body["status"] == 405 and body["ok"] is False and body["settlement"] is None


@pytest.mark.parametrize(("headers", "status", "code"), [
    ({}, 401, "unauthorized"),
    ({"Authorization": "Basic abc"}, 401, "unauthorized"),
    ({"Authorization": "Bearer wrong"}, 403, "forbidden"),
])
async def test_admin_auth(admin: httpx.AsyncClient, headers: dict[str, str], status: int,
                          code: str) -> None:
    r = await admin.post("/admin/outreach-pay", headers=headers,
                         json={"target_url": "http://127.0.0.1:9/", "message": "x"})
    assert (r.status_code, r.json()["error"]) == (status, code)


async def test_the_spend_cap_is_hard(admin: httpx.AsyncClient) -> None:
    r = await admin.post("/admin/outreach-pay", headers=AUTH, json={
        "target_url": "http://127.0.0.1:9/", "message": "x", "max_usdc": "1.01"})
    assert (r.status_code, r.json()["error"]) == (400, "invalid_max_usdc")


async def test_a_missing_key_is_a_structured_error_and_the_server_runs_on(
    runtime: Runtime,
) -> None:
    transport = httpx.ASGITransport(app=admin_app(runtime, None), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as c:
        r = await c.post("/admin/outreach-pay", headers=AUTH,
                          json={"target_url": "http://127.0.0.1:9/", "message": "x"})
        assert (r.status_code, r.json()["error"]) == (503, "signing_key_unconfigured")
        assert (await c.get("/healthz")).status_code == 200


async def test_a_malformed_key_never_shows_in_the_error(runtime: Runtime) -> None:
    bad = "0x" + "zz" * 32
    transport = httpx.ASGITransport(app=admin_app(runtime, bad), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as c:
        r = await c.post("/admin/outreach-pay", headers=AUTH,
                          json={"target_url": "http://127.0.0.1:9/", "message": "x"})
    assert (r.status_code, r.json()["error"]) == (503, "signing_key_invalid")
    assert "zz" * 8 not in r.text


@pytest.fixture(scope="module")
def live_app(tmp_path_factory: pytest.TempPathFactory, payer_key: str) -> Any:
    settings = Settings(
        mode=Mode.LIVE, data_dir=Path(tmp_path_factory.mktemp("live")), pay_to="0x" + "11" * 20,
        facilitator_url="http://127.0.0.1:9", network="eip155:84532",
        asset="0x036CbD53842c5426634e7929541eC2318f3dCF7e", asset_name="USDC",
        upstream_urls={}, admin_token=SecretStr(ADMIN), buyer_private_key=SecretStr(payer_key),
    )
    return create_app(settings)


@pytest.mark.parametrize(("target", "code"), [
    ("http://example.com/a2a", "invalid_target_url"),  # live: https only
    ("https://localhost:8402/", "target_refused"),  # a name resolving to 127.0.0.1
    ("https://127.0.0.1/", "target_refused"),
    ("https://10.1.2.3/", "target_refused"),
    ("https://169.254.169.254/latest/meta-data", "target_refused"),
    ("https://[::1]/", "target_refused"),
])
async def test_live_mode_refuses_private_targets(live_app: Any, target: str, code: str) -> None:
    transport = httpx.ASGITransport(app=live_app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as c:
        r = await c.post("/admin/outreach-pay", headers=AUTH,
                          json={"target_url": target, "message": "x"})
    assert r.status_code == 400 and r.json()["error"] == code
    assert r.json()["field"] == "target_url"


async def test_without_a_configured_token_the_endpoint_is_closed(
    client: httpx.AsyncClient,
) -> None:
    r = await client.post("/admin/outreach-pay", headers=AUTH,
                          json={"target_url": "http://127.0.0.1:9/", "message": "x"})
    assert (r.status_code, r.json()["error"]) == (403, "admin_disabled")
