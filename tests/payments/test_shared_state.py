"""The in-flight guard on Redis and the ledger on PostgreSQL (real servers on 127.0.0.1)."""

from __future__ import annotations

import asyncio
import uuid

import psycopg
import pytest
import redis.asyncio as aioredis

from sextant.payments.guard import MemoryGuard, RedisGuard, authorization_key
from sextant.payments.ledger import LedgerEntry, PostgresLedger, SqliteLedger

REDIS_URL = "redis://127.0.0.1:6379/15"
PG_DSN = "postgresql://postgres@127.0.0.1:5432/postgres"


def _entry(tx: str, endpoint: str = "POST /tip") -> LedgerEntry:
    return LedgerEntry(endpoint=endpoint, amount_atomic=10_000, amount_usd="0.01",
                       payer="0x" + "ab" * 20, tx_hash=tx, network="eip155:84532",
                       asset="0x" + "cd" * 20, settled_at=LedgerEntry.now(), handler_ms=1.5)


async def _exactly_one_claim(guard: MemoryGuard | RedisGuard) -> None:
    key = authorization_key("eip155:1", "0xA", "0xB", "0x" + uuid.uuid4().hex)
    claims = await asyncio.gather(*[guard.claim(key, 30) for _ in range(8)])
    assert sorted(claims) == [False] * 7 + [True]
    await guard.release(key)
    assert await guard.claim(key, 30) is True  # released claims can be retried
    await guard.keep(key, 30)
    assert await guard.claim(key, 30) is False  # settled ones cannot


async def test_memory_guard_admits_one_claim() -> None:
    await _exactly_one_claim(MemoryGuard())


async def test_redis_guard_admits_one_claim_across_clients() -> None:
    a, b = aioredis.from_url(REDIS_URL), aioredis.from_url(REDIS_URL)
    key = authorization_key("eip155:1", "0xA", "0xB", "0x" + uuid.uuid4().hex)
    try:
        assert await RedisGuard(a).claim(key, 30) is True
        assert await RedisGuard(b).claim(key, 30) is False  # another replica sees it
        assert 0 < await b.ttl(key) <= 30
        await _exactly_one_claim(RedisGuard(a))
    finally:
        await a.delete(key)
        await a.aclose()
        await b.aclose()


async def test_sqlite_ledger_round_trip(tmp_path: object) -> None:
    ledger = SqliteLedger(f"{tmp_path}/ledger.sqlite")
    await ledger.record(_entry("0x01"))
    await ledger.record(_entry("0x02", "POST /ask"))
    rows = await ledger.entries(10)
    assert [r.tx_hash for r in rows] == ["0x02", "0x01"]
    assert rows[0].endpoint == "POST /ask" and rows[1].handler_ms == 1.5


async def test_postgres_ledger_round_trip() -> None:
    schema = "t_" + uuid.uuid4().hex[:10]
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    dsn = f"{PG_DSN}?options=-csearch_path%3D{schema}"
    try:
        ledger = PostgresLedger(dsn)
        await ledger.record(_entry("0xaa"))
        await ledger.record(_entry("0xbb", "POST /perpdex/score"))
        rows = await ledger.entries(10)
        assert [r.tx_hash for r in rows] == ["0xbb", "0xaa"]
        assert rows[0].amount_atomic == 10_000 and rows[0].endpoint == "POST /perpdex/score"
        with pytest.raises(psycopg.errors.UniqueViolation):
            await ledger.record(_entry("0xaa"))  # a transaction is recorded once
    finally:
        with psycopg.connect(PG_DSN, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")
