"""/readyz names what is not ready: Redis or the database stopped, then ready again after.

The Redis and PostgreSQL stopped here are servers of the test's own (the machine's shared ones
are never stopped)."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis

from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.payments.guard import RedisGuard
from sextant.payments.ledger import PostgresLedger
from sextant.runtime import Runtime
from sextant.settings import Mode, Settings
from tests.conftest import BASE
from tests.observability.private_services import PrivatePostgres, PrivateRedis, postgres_bin
from tests.support import free_port


@asynccontextmanager
async def _replica(runtime: Runtime, **changes: Any) -> AsyncIterator[httpx.AsyncClient]:
    replica = dataclasses.replace(runtime, **changes)
    transport = httpx.ASGITransport(app=create_app(runtime=replica), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as client:
        yield client


async def _ready(client: httpx.AsyncClient, attempts: int = 1) -> httpx.Response:
    """``/readyz``; a reconnecting client may need a second look after a restart."""
    r = await client.get("/readyz")
    for _ in range(attempts - 1):
        if r.status_code == 200:
            break
        r = await client.get("/readyz")
    return r


async def test_the_session_service_is_ready(client: httpx.AsyncClient) -> None:
    r = await client.get("/readyz")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["status"] == "ready"
    assert set(body["checks"]) == {"chain", "database", "warehouse"}  # no Redis configured
    assert all(c["ok"] for c in body["checks"].values())
    assert "sqlite" in body["checks"]["database"]["detail"]


@pytest.fixture()
def private_redis() -> Iterator[PrivateRedis]:
    server = PrivateRedis()
    server.start()
    try:
        yield server
    finally:
        server.stop()


async def test_unready_while_redis_is_stopped_and_ready_after(
    runtime: Runtime, private_redis: PrivateRedis
) -> None:
    redis = aioredis.from_url(private_redis.url, socket_connect_timeout=1, socket_timeout=1)
    try:
        async with _replica(runtime, redis=redis, guard=RedisGuard(redis)) as client:
            r = await _ready(client)
            assert r.status_code == 200, r.text
            assert r.json()["checks"]["redis"] == {"ok": True, "detail": "ping answered"}

            private_redis.stop()
            r = await _ready(client)
            assert r.status_code == 503
            body = r.json()
            assert body["status"] == "not_ready" and body["not_ready"] == ["redis"]
            assert body["error"] == "not_ready" and "redis" in body["message"]
            assert body["checks"]["database"]["ok"] and body["checks"]["chain"]["ok"]

            private_redis.start()  # same port, a new server
            r = await _ready(client, attempts=2)
            assert r.status_code == 200, r.text
    finally:
        await redis.aclose()


async def test_unready_when_the_database_is_unreachable(runtime: Runtime) -> None:
    closed = f"postgresql://postgres@127.0.0.1:{free_port()}/postgres"
    async with _replica(runtime, ledger=PostgresLedger(closed)) as client:
        r = await _ready(client)
    assert r.status_code == 503
    assert r.json()["not_ready"] == ["database"]
    assert "OperationalError" in r.json()["checks"]["database"]["detail"]


@pytest.fixture(scope="module")
def private_postgres() -> Iterator[PrivatePostgres]:
    bindir = postgres_bin()
    if bindir is None:
        pytest.skip("no PostgreSQL server binaries (initdb, pg_ctl) on this machine")
    server = PrivatePostgres(bindir)
    server.start()
    try:
        yield server
    finally:
        server.stop()
        server.remove()


async def test_unready_while_the_database_is_stopped_and_ready_after(
    runtime: Runtime, private_postgres: PrivatePostgres
) -> None:
    async with _replica(runtime, ledger=PostgresLedger(private_postgres.url)) as client:
        r = await _ready(client)
        assert r.status_code == 200, r.text
        assert r.json()["checks"]["database"]["detail"].startswith("postgresql ")

        private_postgres.stop()
        try:
            r = await _ready(client)
            assert r.status_code == 503
            assert r.json()["not_ready"] == ["database"]
        finally:
            private_postgres.start()
        r = await _ready(client)
        assert r.status_code == 200, r.text


async def _live_ready(tmp_path: Path, facilitator_url: str, network: str, asset: str
                      ) -> httpx.Response:
    settings = Settings(mode=Mode.LIVE, data_dir=tmp_path, pay_to="0x" + "11" * 20,
                        facilitator_url=facilitator_url, network=network, asset=asset,
                        upstream_urls={}, warehouse_dir=tmp_path / "no-warehouse")
    transport = httpx.ASGITransport(app=create_app(settings), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as c:
        return await c.get("/readyz")


async def test_live_mode_checks_the_facilitator_and_the_warehouse(
    tmp_path: Path, chain: ChainClient
) -> None:
    # The chain service speaks the facilitator's HTTP API, as a live facilitator does.
    r = await _live_ready(tmp_path, chain.url, chain.network, chain.token_address)
    checks = r.json()["checks"]
    assert set(checks) == {"facilitator", "database", "warehouse"}
    assert checks["facilitator"] == {"ok": True,
                                     "detail": f"facilitator supports {chain.network}"}
    assert r.json()["not_ready"] == ["warehouse"]  # live: no warehouse built
    assert "sextant warehouse generate" in checks["warehouse"]["detail"]

    r = await _live_ready(tmp_path, f"http://127.0.0.1:{free_port()}", chain.network,
                          chain.token_address)
    assert r.status_code == 503
    assert r.json()["not_ready"] == ["facilitator", "warehouse"]
