"""Sandbox ledger rows are keyed by the dev chain instance (a restarted chain starts afresh)."""

from __future__ import annotations

import sqlite3
import uuid
from pathlib import Path

import psycopg

from sextant.payments.ledger import Ledger, LedgerEntry, PostgresLedger, SqliteLedger

PG_DSN = "postgresql://postgres@127.0.0.1:5432/postgres"


def _entry(tx: str) -> LedgerEntry:
    return LedgerEntry(endpoint="POST /tip", amount_atomic=10_000, amount_usd="0.01",
                       payer="0x" + "ab" * 20, tx_hash=tx, network="eip155:131337",
                       asset="0x" + "cd" * 20, settled_at=LedgerEntry.now(), handler_ms=1.0)


class _Chain:
    instance = "aaaa"


async def _keyed(chain: _Chain, ledger: Ledger, view: Ledger) -> None:
    await ledger.record(_entry("0x01"))
    await ledger.record(_entry("0x02"))
    chain.instance = "bbbb"  # the chain restarted
    assert await ledger.entries(10) == []
    await ledger.record(_entry("0x03"))
    assert [(e.tx_hash, e.chain_instance) for e in await ledger.entries(10)] == [("0x03", "bbbb")]
    every = await ledger.entries(10, all_instances=True)
    assert [(e.tx_hash, e.chain_instance) for e in every] == [
        ("0x03", "bbbb"), ("0x02", "aaaa"), ("0x01", "aaaa")]
    # Without a chain at hand (`sextant ledger`): the newest row's chain.
    assert [e.tx_hash for e in await view.entries(10)] == ["0x03"]


async def test_sqlite_rows_are_keyed_by_the_chain_instance(tmp_path: Path) -> None:
    chain = _Chain()
    path = tmp_path / "ledger.sqlite"
    await _keyed(chain, SqliteLedger(path, lambda: chain.instance), SqliteLedger(path))


async def test_postgres_rows_are_keyed_by_the_chain_instance() -> None:
    schema = "t_" + uuid.uuid4().hex[:10]
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    dsn = f"{PG_DSN}?options=-csearch_path%3D{schema}"
    try:
        chain = _Chain()
        await _keyed(chain, PostgresLedger(dsn, lambda: chain.instance), PostgresLedger(dsn))
    finally:
        with psycopg.connect(PG_DSN, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")


async def test_a_ledger_from_before_instances_gains_the_column(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute(
            "CREATE TABLE payments (id INTEGER PRIMARY KEY AUTOINCREMENT, endpoint TEXT NOT NULL, "
            "amount_atomic INTEGER NOT NULL, amount_usd TEXT NOT NULL, payer TEXT NOT NULL, "
            "tx_hash TEXT NOT NULL UNIQUE, network TEXT NOT NULL, asset TEXT NOT NULL, "
            "settled_at TEXT NOT NULL, handler_ms REAL NOT NULL)")
        conn.execute("INSERT INTO payments (endpoint, amount_atomic, amount_usd, payer, tx_hash, "
                     "network, asset, settled_at, handler_ms) VALUES ('POST /tip', 1, '0.000001', "
                     "'0xp', '0xold', 'eip155:1', '0xa', '2026-01-01T00:00:00.000Z', 1.0)")
    chain = _Chain()
    ledger = SqliteLedger(path, lambda: chain.instance)
    assert [e.tx_hash for e in await ledger.entries(10)] == []  # not this chain's
    old = await ledger.entries(10, all_instances=True)
    assert [(e.tx_hash, e.chain_instance) for e in old] == [("0xold", "")]
    await ledger.record(_entry("0x04"))
    assert [e.tx_hash for e in await ledger.entries(10)] == ["0x04"]
