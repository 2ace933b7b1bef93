"""The ledger of settled payments: SQLite by default, PostgreSQL when ``DATABASE_URL`` is set.

In sandbox mode every row carries the dev chain's instance (``chain_instance``; empty in live
mode). The dev chain lives in memory, so a restarted chain has none of the earlier
settlements: ``entries`` then lists only the current chain's rows, and earlier ones stay in
the table as an archive (``entries(..., all_instances=True)``).
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

_COLUMNS = (
    "endpoint", "amount_atomic", "amount_usd", "payer", "tx_hash", "network", "asset",
    "settled_at", "handler_ms", "chain_instance", "direction",
)
_PLACES = len(_COLUMNS)


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
    chain_instance: str = ""  # sandbox: the dev chain instance that settled it
    #: ``in``: a caller paid us; ``out``: we paid a target (``/admin/outreach-pay``)
    direction: str = "in"

    @staticmethod
    def now() -> str:
        return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


#: ``() -> the dev chain instance now`` (sandbox); ``None`` in live mode.
InstanceOf = Callable[[], str]


class Ledger(Protocol):
    async def record(self, entry: LedgerEntry) -> None: ...
    async def entries(self, limit: int = 100, *,
                      all_instances: bool = False) -> list[LedgerEntry]: ...


class _Keyed:
    """Stamps rows with the chain instance and picks the instance ``entries`` shows."""

    def __init__(self, instance: InstanceOf | None) -> None:
        self._instance = instance

    def _stamp(self, entry: LedgerEntry) -> LedgerEntry:
        if self._instance is None or entry.chain_instance:
            return entry
        return replace(entry, chain_instance=self._instance())

    def _shown(self, all_instances: bool) -> str | None:
        """The instance to list: the current chain's, or (no chain at hand, as in the CLI)
        the newest row's; ``None`` lists every row."""
        if all_instances:
            return None
        return self._instance() if self._instance is not None else _NEWEST


_NEWEST = "<newest>"  # not an instance id (those are hex): the most recent row's instance


class SqliteLedger(_Keyed):
    """SQLite ledger; writes happen on a worker thread under a lock."""

    def __init__(self, path: Path | str, instance: InstanceOf | None = None) -> None:
        super().__init__(instance)
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(str(path), check_same_thread=False)
        self._lock = threading.Lock()
        with self._lock, self._conn:
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS payments (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                "endpoint TEXT NOT NULL, amount_atomic INTEGER NOT NULL, amount_usd TEXT NOT NULL, "
                "payer TEXT NOT NULL, tx_hash TEXT NOT NULL UNIQUE, network TEXT NOT NULL, "
                "asset TEXT NOT NULL, settled_at TEXT NOT NULL, handler_ms REAL NOT NULL, "
                "chain_instance TEXT NOT NULL DEFAULT '', direction TEXT NOT NULL DEFAULT 'in')"
            )
            columns = {row[1] for row in self._conn.execute("PRAGMA table_info(payments)")}
            if "chain_instance" not in columns:  # a ledger from before instances were kept
                self._conn.execute(
                    "ALTER TABLE payments ADD COLUMN chain_instance TEXT NOT NULL DEFAULT ''")
            if "direction" not in columns:  # a ledger from before outbound payments
                self._conn.execute(
                    "ALTER TABLE payments ADD COLUMN direction TEXT NOT NULL DEFAULT 'in'")

    def _insert(self, entry: LedgerEntry) -> None:
        with self._lock, self._conn:
            self._conn.execute(
                f"INSERT INTO payments ({', '.join(_COLUMNS)}) "
                f"VALUES ({', '.join('?' * _PLACES)})",
                tuple(asdict(entry)[c] for c in _COLUMNS),
            )

    def _select(self, limit: int, shown: str | None) -> list[LedgerEntry]:
        where, args = _where(shown, "payments", "?")
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {', '.join(_COLUMNS)} FROM payments {where} ORDER BY id DESC LIMIT ?",
                (*args, limit),
            ).fetchall()
        return [LedgerEntry(*row) for row in rows]

    async def record(self, entry: LedgerEntry) -> None:
        await asyncio.to_thread(self._insert, self._stamp(entry))

    async def entries(self, limit: int = 100, *,
                      all_instances: bool = False) -> list[LedgerEntry]:
        return await asyncio.to_thread(self._select, limit, self._shown(all_instances))


def _where(shown: str | None, table: str, place: str) -> tuple[str, tuple[str, ...]]:
    if shown is None:
        return "", ()
    if shown == _NEWEST:
        return (f"WHERE chain_instance = (SELECT chain_instance FROM {table} "
                "ORDER BY id DESC LIMIT 1)", ())
    return f"WHERE chain_instance = {place}", (shown,)


class PostgresLedger(_Keyed):
    """PostgreSQL ledger for multi-replica deployments (psycopg 3, async pool-less)."""

    def __init__(self, dsn: str, instance: InstanceOf | None = None) -> None:
        super().__init__(instance)
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
                "NOT NULL, chain_instance TEXT NOT NULL DEFAULT '', "
                "direction TEXT NOT NULL DEFAULT 'in')"
            )
            await conn.execute("ALTER TABLE sextant_payments ADD COLUMN IF NOT EXISTS "
                               "chain_instance TEXT NOT NULL DEFAULT ''")
            await conn.execute("ALTER TABLE sextant_payments ADD COLUMN IF NOT EXISTS "
                               "direction TEXT NOT NULL DEFAULT 'in'")
            self._ready = True
        return conn

    async def record(self, entry: LedgerEntry) -> None:
        entry = self._stamp(entry)
        async with await self._connect() as conn:
            await conn.execute(
                f"INSERT INTO sextant_payments ({', '.join(_COLUMNS)}) "
                f"VALUES ({', '.join(['%s'] * _PLACES)})",
                tuple(asdict(entry)[c] for c in _COLUMNS),
            )

    async def entries(self, limit: int = 100, *,
                      all_instances: bool = False) -> list[LedgerEntry]:
        where, args = _where(self._shown(all_instances), "sextant_payments", "%s")
        async with await self._connect() as conn:
            cur = await conn.execute(
                f"SELECT {', '.join(_COLUMNS)} FROM sextant_payments {where} "
                "ORDER BY id DESC LIMIT %s",
                (*args, limit),
            )
            rows = await cur.fetchall()
        return [LedgerEntry(*row) for row in rows]


def ledger_for(database_url: str | None, data_dir: Path,
               instance: InstanceOf | None = None) -> Ledger:
    """PostgreSQL when ``DATABASE_URL`` is set, else SQLite under the data directory.

    ``instance`` (sandbox) names the dev chain instance that rows are stamped with and listed
    by."""
    if database_url:
        return PostgresLedger(database_url, instance)
    return SqliteLedger(data_dir / "ledger.sqlite", instance)
