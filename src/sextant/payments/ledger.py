"""The ledger of settled payments: SQLite by default, PostgreSQL when ``DATABASE_URL`` is set."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

_COLUMNS = (
    "endpoint", "amount_atomic", "amount_usd", "payer", "tx_hash", "network", "asset",
    "settled_at", "handler_ms",
)


@dataclass(frozen=True)
class LedgerEntry:
    endpoint: str  # "POST /tip"
    amount_atomic: int
    amount_usd: str
    payer: str
    tx_hash: str
    network: str
    asset: str
    settled_at: str  # ISO 8601 UTC
    handler_ms: float

    @staticmethod
    def now() -> str:
        return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Ledger(Protocol):
    async def record(self, entry: LedgerEntry) -> None: ...
    async def entries(self, limit: int = 100) -> list[LedgerEntry]: ...


class SqliteLedger:
    """SQLite ledger; writes happen on a worker thread under a lock."""

    def __init__(self, path: Path | str) -> None:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(str(path), check_same_thread=False)
        self._lock = threading.Lock()
        with self._lock, self._conn:
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS payments (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                "endpoint TEXT NOT NULL, amount_atomic INTEGER NOT NULL, amount_usd TEXT NOT NULL, "
                "payer TEXT NOT NULL, tx_hash TEXT NOT NULL UNIQUE, network TEXT NOT NULL, "
                "asset TEXT NOT NULL, settled_at TEXT NOT NULL, handler_ms REAL NOT NULL)"
            )

    def _insert(self, entry: LedgerEntry) -> None:
        with self._lock, self._conn:
            self._conn.execute(
                f"INSERT INTO payments ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * 9)})",
                tuple(asdict(entry)[c] for c in _COLUMNS),
            )

    def _select(self, limit: int) -> list[LedgerEntry]:
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {', '.join(_COLUMNS)} FROM payments ORDER BY id DESC LIMIT ?", (limit,)
            ).fetchall()
        return [LedgerEntry(*row) for row in rows]

    async def record(self, entry: LedgerEntry) -> None:
        await asyncio.to_thread(self._insert, entry)

    async def entries(self, limit: int = 100) -> list[LedgerEntry]:
        return await asyncio.to_thread(self._select, limit)


class PostgresLedger:
    """PostgreSQL ledger for multi-replica deployments (psycopg 3, async pool-less)."""

    def __init__(self, dsn: str) -> None:
        self._dsn = dsn
        self._ready = False

    async def _connect(self) -> Any:
        import psycopg

        conn = await psycopg.AsyncConnection.connect(self._dsn, autocommit=True)
        if not self._ready:
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS sextant_payments (id BIGSERIAL PRIMARY KEY, "
                "endpoint TEXT NOT NULL, amount_atomic BIGINT NOT NULL, amount_usd TEXT NOT NULL, "
                "payer TEXT NOT NULL, tx_hash TEXT NOT NULL UNIQUE, network TEXT NOT NULL, "
                "asset TEXT NOT NULL, settled_at TEXT NOT NULL, handler_ms DOUBLE PRECISION "
                "NOT NULL)"
            )
            self._ready = True
        return conn

    async def record(self, entry: LedgerEntry) -> None:
        async with await self._connect() as conn:
            await conn.execute(
                f"INSERT INTO sextant_payments ({', '.join(_COLUMNS)}) "
                f"VALUES ({', '.join(['%s'] * 9)})",
                tuple(asdict(entry)[c] for c in _COLUMNS),
            )

    async def entries(self, limit: int = 100) -> list[LedgerEntry]:
        async with await self._connect() as conn:
            cur = await conn.execute(
                f"SELECT {', '.join(_COLUMNS)} FROM sextant_payments ORDER BY id DESC LIMIT %s",
                (limit,),
            )
            rows = await cur.fetchall()
        return [LedgerEntry(*row) for row in rows]


def ledger_for(database_url: str | None, data_dir: Path) -> Ledger:
    """PostgreSQL when ``DATABASE_URL`` is set, else SQLite under the data directory."""
    if database_url:
        return PostgresLedger(database_url)
    return SqliteLedger(data_dir / "ledger.sqlite")
