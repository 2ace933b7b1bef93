"""Versioned migrations of the ledger schema (PostgreSQL and SQLite).

Each applied migration is a row of ``sextant_schema_version``. A ledger created before versions
were kept (its table exists, the version table does not) is adopted at the version its columns
show, then migrated on. On PostgreSQL the migrations run in one transaction under an advisory
lock, so replicas starting together migrate once.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

VERSION_TABLE = "sextant_schema_version"
PG_TABLE = "sextant_payments"
SQLITE_TABLE = "payments"
_PG_LOCK = 0x5E7A_1ED6  # pg_advisory_xact_lock key of the ledger migrations


@dataclass(frozen=True)
class Migration:
    version: int
    summary: str
    #: SQL with ``{table}``, ``{pk}``, ``{bigint}`` and ``{double}`` filled in per dialect.
    statements: tuple[str, ...]


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "settled payments", (
        "CREATE TABLE {table} (id {pk}, endpoint TEXT NOT NULL, amount_atomic {bigint} NOT NULL, "
        "amount_usd TEXT NOT NULL, payer TEXT NOT NULL, tx_hash TEXT NOT NULL UNIQUE, "
        "network TEXT NOT NULL, asset TEXT NOT NULL, settled_at TEXT NOT NULL, "
        "handler_ms {double} NOT NULL)",
    )),
    Migration(2, "the dev chain instance of each row", (
        "ALTER TABLE {table} ADD COLUMN chain_instance TEXT NOT NULL DEFAULT ''",
    )),
    Migration(3, "inbound and outbound payments; reports by day", (
        "ALTER TABLE {table} ADD COLUMN direction TEXT NOT NULL DEFAULT 'in'",
        "ALTER TABLE {table} ADD COLUMN counterparty TEXT NOT NULL DEFAULT ''",
        "CREATE INDEX {table}_settled_at ON {table} (settled_at)",
    )),
)
HEAD = MIGRATIONS[-1].version

_DIALECTS = {
    "postgresql": {"table": PG_TABLE, "pk": "BIGSERIAL PRIMARY KEY", "bigint": "BIGINT",
                   "double": "DOUBLE PRECISION"},
    "sqlite": {"table": SQLITE_TABLE, "pk": "INTEGER PRIMARY KEY AUTOINCREMENT",
               "bigint": "INTEGER", "double": "REAL"},
}
_CREATE_VERSIONS = (f"CREATE TABLE IF NOT EXISTS {VERSION_TABLE} (version INTEGER PRIMARY KEY, "
                    "summary TEXT NOT NULL, applied_at TEXT NOT NULL)")


def pending(current: int, target: int | None = None) -> list[Migration]:
    """The migrations to apply after ``current``, up to ``target`` (default the newest)."""
    top = HEAD if target is None else target
    return [m for m in MIGRATIONS if current < m.version <= top]


def statements(migration: Migration, dialect: str) -> list[str]:
    return [s.format(**_DIALECTS[dialect]) for s in migration.statements]


def adopted_version(columns: set[str]) -> int:
    """The version of a payments table made before versions were kept, from its columns."""
    if not columns:
        return 0
    return 2 if "chain_instance" in columns else 1


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def migrate_sqlite(conn: sqlite3.Connection, target: int | None = None) -> int:
    """Bring a SQLite ledger to ``target`` (default the newest); the version it is at after."""
    with conn:
        conn.execute(_CREATE_VERSIONS)
        current = conn.execute(f"SELECT MAX(version) FROM {VERSION_TABLE}").fetchone()[0]
        if current is None:
            columns = {row[1] for row in conn.execute(f"PRAGMA table_info({SQLITE_TABLE})")}
            current = adopted_version(columns)
            for version in range(1, current + 1):
                conn.execute(f"INSERT INTO {VERSION_TABLE} VALUES (?, ?, ?)",
                             (version, _adopted_summary(version), _now()))
        for migration in pending(current, target):
            for sql in statements(migration, "sqlite"):
                conn.execute(sql)
            conn.execute(f"INSERT INTO {VERSION_TABLE} VALUES (?, ?, ?)",
                         (migration.version, migration.summary, _now()))
            current = migration.version
    return int(current)


async def migrate_postgres(conn: Any, target: int | None = None) -> int:
    """Bring the PostgreSQL ledger (an async psycopg connection's ``search_path``) to ``target``
    (default the newest); the version it is at after."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock(%s)", (_PG_LOCK,))
        await conn.execute(_CREATE_VERSIONS)
        cur = await conn.execute(f"SELECT MAX(version) FROM {VERSION_TABLE}")
        current = (await cur.fetchone())[0]
        if current is None:
            cur = await conn.execute(
                "SELECT column_name FROM information_schema.columns "
                "WHERE table_schema = current_schema() AND table_name = %s", (PG_TABLE,))
            current = adopted_version({row[0] for row in await cur.fetchall()})
            for version in range(1, current + 1):
                await conn.execute(f"INSERT INTO {VERSION_TABLE} VALUES (%s, %s, %s)",
                                   (version, _adopted_summary(version), _now()))
        for migration in pending(current, target):
            for sql in statements(migration, "postgresql"):
                await conn.execute(sql)
            await conn.execute(f"INSERT INTO {VERSION_TABLE} VALUES (%s, %s, %s)",
                               (migration.version, migration.summary, _now()))
            current = migration.version
    return int(current)


def _adopted_summary(version: int) -> str:
    return f"{MIGRATIONS[version - 1].summary} (adopted: made before versions were kept)"
