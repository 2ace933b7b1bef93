"""Ledger schema versions and reports, on the real PostgreSQL (a database of this session's
own, dropped after) and on SQLite."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import sqlite3
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from sextant import catalog
from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.payments.ledger import Ledger, LedgerEntry, PostgresLedger, SqliteLedger
from sextant.payments.migrations import HEAD, VERSION_TABLE, migrate_postgres, migrate_sqlite
from sextant.runtime import Runtime
from tests.conftest import decode_header, make_paying_client

SERVER = "postgresql://postgres@127.0.0.1:5432"
SEXTANT = str(Path(__file__).resolve().parents[2] / ".venv" / "bin" / "sextant")
OLD_DDL = (  # the table as the ledger made it before versions were kept
    "CREATE TABLE {table} (id {pk}, endpoint TEXT NOT NULL, amount_atomic {bigint} NOT NULL, "
    "amount_usd TEXT NOT NULL, payer TEXT NOT NULL, tx_hash TEXT NOT NULL UNIQUE, "
    "network TEXT NOT NULL, asset TEXT NOT NULL, settled_at TEXT NOT NULL, handler_ms {double} "
    "NOT NULL, chain_instance TEXT NOT NULL DEFAULT '')")


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    """A database of this module's own on the shared server, dropped after."""
    name = "sextant_test_" + uuid.uuid4().hex[:12]
    with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    try:
        yield f"{SERVER}/{name}"
    finally:
        with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
            conn.execute(f"DROP DATABASE {name} WITH (FORCE)")


@pytest.fixture()
def dsn(database: str) -> Iterator[str]:
    """A schema of this test's own inside the module's database."""
    schema = "t_" + uuid.uuid4().hex[:10]
    with psycopg.connect(database, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    yield f"{database}?options=-csearch_path%3D{schema}"


def _entry(tx: str, endpoint: str = "POST /tip", atomic: int = 10_000, payer: str = "0xaa",
           day: str = "2026-11-20", direction: str = "in") -> LedgerEntry:
    return LedgerEntry(endpoint=endpoint, amount_atomic=atomic, amount_usd=str(atomic / 1e6),
                       payer=payer, tx_hash=tx, network="eip155:8453", asset="0xusdc",
                       settled_at=f"{day}T12:00:00.000Z", handler_ms=2.5, direction=direction,
                       counterparty="https://agent.example/a2a" if direction == "out"
                       else "")


async def _versions(dsn: str) -> list[int]:
    async with await psycopg.AsyncConnection.connect(dsn) as conn:
        rows = await (await conn.execute(f"SELECT version FROM {VERSION_TABLE} ORDER BY 1"))\
            .fetchall()
    return [r[0] for r in rows]


async def test_postgres_migrates_from_empty(dsn: str) -> None:
    ledger = PostgresLedger(dsn)
    await ledger.record(_entry("0x01"))
    assert await _versions(dsn) == list(range(1, HEAD + 1))
    (row,) = await ledger.entries(10, all_instances=True)
    assert (row.tx_hash, row.direction, row.counterparty) == ("0x01", "in", "")


async def test_postgres_migrates_from_the_previous_version(dsn: str) -> None:
    async with await psycopg.AsyncConnection.connect(dsn, autocommit=True) as conn:
        assert await migrate_postgres(conn, target=HEAD - 1) == HEAD - 1
        await conn.execute(
            "INSERT INTO sextant_payments (endpoint, amount_atomic, amount_usd, payer, tx_hash, "
            "network, asset, settled_at, handler_ms, chain_instance) VALUES ('POST /tip', 10000,"
            " '0.01', '0xold', '0xprev', 'eip155:8453', '0xusdc', '2026-11-01T00:00:00.000Z', "
            "1.0, '')")
        assert await migrate_postgres(conn) == HEAD
        assert await migrate_postgres(conn) == HEAD  # idempotent
    ledger = PostgresLedger(dsn)
    await ledger.record(_entry("0x02", direction="out"))
    rows = {e.tx_hash: e for e in await ledger.entries(10, all_instances=True)}
    assert rows["0xprev"].direction == "in" and rows["0xprev"].payer == "0xold"
    assert rows["0x02"].direction == "out"
    assert await _versions(dsn) == list(range(1, HEAD + 1))


async def test_postgres_adopts_a_ledger_from_before_versions(dsn: str) -> None:
    async with await psycopg.AsyncConnection.connect(dsn, autocommit=True) as conn:
        await conn.execute(OLD_DDL.format(table="sextant_payments", pk="BIGSERIAL PRIMARY KEY",
                                          bigint="BIGINT", double="DOUBLE PRECISION"))
        await conn.execute(
            "INSERT INTO sextant_payments (endpoint, amount_atomic, amount_usd, payer, tx_hash, "
            "network, asset, settled_at, handler_ms) VALUES ('POST /tip', 10000, '0.01', '0xp',"
            " '0xlegacy', 'eip155:8453', '0xusdc', '2026-10-01T00:00:00.000Z', 1.0)")
    ledger = PostgresLedger(dsn)
    assert [e.tx_hash for e in await ledger.entries(10, all_instances=True)] == ["0xlegacy"]
    assert await _versions(dsn) == list(range(1, HEAD + 1))


async def test_replicas_starting_together_migrate_once(dsn: str) -> None:
    ledgers = [PostgresLedger(dsn) for _ in range(4)]
    await asyncio.gather(*(b.record(_entry(f"0x1{i}")) for i, b in enumerate(ledgers)))
    assert await _versions(dsn) == list(range(1, HEAD + 1))
    assert len(await ledgers[0].entries(10, all_instances=True)) == 4


def test_sqlite_migrates_from_the_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite"
    with sqlite3.connect(path) as conn:
        assert migrate_sqlite(conn, target=HEAD - 1) == HEAD - 1
        conn.execute("INSERT INTO payments (endpoint, amount_atomic, amount_usd, payer, tx_hash,"
                     " network, asset, settled_at, handler_ms) VALUES ('POST /tip', 1, '0.01', "
                     "'0xp', '0xprev', 'eip155:1', '0xa', '2026-01-01T00:00:00.000Z', 1.0)")
    ledger = SqliteLedger(path)
    (row,) = asyncio.run(ledger.entries(10, all_instances=True))
    assert (row.tx_hash, row.direction) == ("0xprev", "in")
    with sqlite3.connect(path) as conn:
        versions = [r[0] for r in conn.execute(f"SELECT version FROM {VERSION_TABLE}")]
    assert versions == list(range(1, HEAD + 1))


ROWS = [
    _entry("0xa1", "POST /tip", 10_000, "0xaa", "2026-11-20"),
    _entry("0xa2", "POST /perpdex/score", 50_000, "0xbb", "2026-11-20"),
    _entry("0xa3", "POST /perpdex/score", 50_000, "0xaa", "2026-11-21"),
    _entry("0xa4", "POST /tip", 10_000, "0xcc", "2026-11-22"),
    _entry("0xa5", "POST /admin/outreach-pay", 20_000, "0xself", "2026-11-21", "out"),
]


async def _check_report(ledger: Ledger) -> None:
    for row in ROWS:
        await ledger.record(row)
    settled = await ledger.entries(100, all_instances=True)
    report = await ledger.report()
    inbound = [e for e in settled if e.direction == "in"]
    assert report.revenue_atomic == sum(e.amount_atomic for e in inbound) == 120_000
    assert report.spent_atomic == 20_000
    assert sum(r.payments for r in report.by_day) == len(settled) == 5
    assert report.revenue_by("endpoint") == {"POST /perpdex/score": 100_000, "POST /tip": 20_000}
    assert report.revenue_by("day") == {"2026-11-20": 60_000, "2026-11-21": 50_000,
                                        "2026-11-22": 10_000}
    assert [(p.payer, p.payments, p.amount_atomic) for p in report.top_payers] == [
        ("0xaa", 2, 60_000), ("0xbb", 1, 50_000), ("0xcc", 1, 10_000)]
    window = await ledger.report(since="2026-11-21", until="2026-11-21", top=1)
    assert window.revenue_by("day") == {"2026-11-21": 50_000}
    assert [p.payer for p in window.top_payers] == ["0xaa"]
    totals = report.to_json()["totals"]
    assert totals == {"inbound_payments": 4, "revenue_usd": "0.120000", "outbound_payments": 1,
                      "spent_usd": "0.020000", "net_usd": "0.100000"}


async def test_postgres_report_totals_equal_the_settled_payments(dsn: str) -> None:
    await _check_report(PostgresLedger(dsn))


async def test_sqlite_report_totals_equal_the_settled_payments(tmp_path: Path) -> None:
    await _check_report(SqliteLedger(tmp_path / "ledger.sqlite"))


def _cli(dsn: str, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEXTANT_")}
    env |= {"DATABASE_URL": dsn, "COLUMNS": "200"}
    done = subprocess.run([SEXTANT, "ledger", *args], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


async def test_ledger_report_command_in_json_csv_and_table(dsn: str) -> None:
    ledger = PostgresLedger(dsn)
    for row in ROWS:
        await ledger.record(row)
    as_json = json.loads(await asyncio.to_thread(_cli, dsn, "report", "--format", "json"))
    assert as_json["totals"]["revenue_usd"] == "0.120000"
    assert len(as_json["by_endpoint_and_day"]) == 5
    assert as_json["top_payers"][0] == {"payer": "0xaa", "payments": 2,
                                        "amount_atomic": 60_000, "amount_usd": "0.060000"}
    lines = (await asyncio.to_thread(_cli, dsn, "report", "--format", "csv")).splitlines()
    assert lines[0] == "kind,day,endpoint,direction,payer,payments,amount_atomic,amount_usd"
    assert "endpoint_day,2026-11-20,POST /perpdex/score,in,,1,50000,0.050000" in lines
    assert "payer,,,in,0xaa,2,60000,0.060000" in lines
    table = await asyncio.to_thread(_cli, dsn, "report")
    assert "Top payers" in table and "revenue 0.120000 USD in 4 payments" in table
    recent = await asyncio.to_thread(_cli, dsn, "--all", "--limit", "2")
    assert len(recent.splitlines()) == 2


async def test_paid_calls_through_the_gate_are_the_report(
    dsn: str, runtime: Runtime, chain: ChainClient
) -> None:
    replica = dataclasses.replace(runtime, ledger=PostgresLedger(dsn))
    app = create_app(runtime=replica)
    receipts = []
    async with make_paying_client(app, chain, chain.buyer_wallets[0].private_key) as payer:
        for i in range(3):
            r = await payer.post("/tip", json={"message": f"ledger {i}"})
            assert r.status_code == 200, r.text
            receipts.append(decode_header(r.headers["payment-response"])["transaction"])
    report = await replica.ledger.report()
    price = catalog.BY_KEY["POST /tip"].price_atomic
    assert report.revenue_by("endpoint") == {"POST /tip": 3 * price}
    assert report.revenue_atomic == 3 * price
    rows = await replica.ledger.entries(10, all_instances=True)
    assert sorted(e.tx_hash for e in rows) == sorted(receipts)
    assert {e.payer.lower() for e in rows} == {chain.buyer_wallets[0].address.lower()}
