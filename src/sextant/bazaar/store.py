"""Persistent state of the discovery index: services, sync runs and liveness (SQLite).

A sync compares each listing's fingerprint with the stored one and writes only what changed;
a complete pass also deletes listings the facilitator no longer lists (it drops resources after
30 days without a settlement). Calls are blocking: run them in a worker thread.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sextant.venues.bazaar import Offer, Service


@dataclass(frozen=True)
class SyncCounts:
    seen: int = 0
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)


@dataclass(frozen=True)
class SyncRun:
    started_at: str
    finished_at: str
    ok: bool
    complete: bool
    pages: int
    skipped: int
    counts: SyncCounts
    total_indexed: int
    error: str | None = None

    def as_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["counts"] = asdict(self.counts)
        return out


@dataclass(frozen=True)
class Probe:
    live: bool
    status: int | None
    checked_at: str
    detail: str


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _dump(service: Service) -> str:
    data = dict(service.__dict__)
    data["offers"] = [o.__dict__ for o in service.offers]
    data["last_updated"] = service.last_updated.isoformat() if service.last_updated else None
    return json.dumps(data)


def _load(text: str) -> Service:
    data = json.loads(text)
    data["offers"] = tuple(Offer(**o) for o in data["offers"])
    stamp = data.get("last_updated")
    data["last_updated"] = datetime.fromisoformat(stamp) if stamp else None
    return Service(**data)


class BazaarStore:
    """SQLite file (or ``:memory:``) holding the index's rows and history."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(Path(path).resolve()) if str(path) != ":memory:" else ":memory:"
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(str(path), check_same_thread=False, timeout=30)
        self._lock = threading.Lock()
        with self._lock, self._conn:
            if str(path) != ":memory:":
                self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.executescript(
                "CREATE TABLE IF NOT EXISTS services (resource TEXT PRIMARY KEY, "
                "fingerprint TEXT NOT NULL, data TEXT NOT NULL, synced_at TEXT NOT NULL);"
                "CREATE TABLE IF NOT EXISTS liveness (resource TEXT PRIMARY KEY, "
                "live INTEGER NOT NULL, status INTEGER, checked_at TEXT NOT NULL, "
                "detail TEXT NOT NULL);"
                "CREATE TABLE IF NOT EXISTS sync_runs (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                "run TEXT NOT NULL);"
            )

    def services(self) -> list[Service]:
        with self._lock:
            rows = self._conn.execute("SELECT data FROM services ORDER BY resource").fetchall()
        return [_load(r[0]) for r in rows]

    def count(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT COUNT(*) FROM services").fetchone()[0])

    def apply(self, seen: dict[str, Service], complete: bool) -> SyncCounts:
        """Upsert the changed listings of one pass; a complete pass deletes the rest."""
        stamp = now_iso()
        with self._lock, self._conn:
            stored = dict(self._conn.execute("SELECT resource, fingerprint FROM services"))
            added = updated = 0
            writes = []
            for resource, service in seen.items():
                fp = service.fingerprint()
                old = stored.get(resource)
                if old == fp:
                    continue
                added += old is None
                updated += old is not None
                writes.append((resource, fp, _dump(service), stamp))
            self._conn.executemany(
                "INSERT INTO services (resource, fingerprint, data, synced_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT(resource) DO UPDATE SET "
                "fingerprint = excluded.fingerprint, data = excluded.data, "
                "synced_at = excluded.synced_at", writes)
            gone = [r for r in stored if r not in seen] if complete else []
            self._conn.executemany("DELETE FROM services WHERE resource = ?",
                                   [(r,) for r in gone])
            self._conn.executemany("DELETE FROM liveness WHERE resource = ?",
                                   [(r,) for r in gone])
        return SyncCounts(seen=len(seen), added=added, updated=updated, removed=len(gone),
                          unchanged=len(seen) - added - updated)

    def version(self) -> int:
        """Grows with every sync run (the index built from the rows is keyed by it)."""
        with self._lock:
            return int(self._conn.execute("SELECT COALESCE(MAX(id), 0) FROM sync_runs"
                                          ).fetchone()[0])

    def record_run(self, run: SyncRun) -> None:
        with self._lock, self._conn:
            self._conn.execute("INSERT INTO sync_runs (run) VALUES (?)",
                               (json.dumps(run.as_dict()),))

    def last_run(self) -> dict[str, Any] | None:
        with self._lock:
            row = self._conn.execute(
                "SELECT run FROM sync_runs ORDER BY id DESC LIMIT 1").fetchone()
        return json.loads(row[0]) if row else None

    def last_good_run(self) -> dict[str, Any] | None:
        with self._lock:
            rows = self._conn.execute(
                "SELECT run FROM sync_runs ORDER BY id DESC LIMIT 50").fetchall()
        runs = [json.loads(r[0]) for r in rows]
        return next((r for r in runs if r["ok"]), None)

    def record_probe(self, resource: str, probe: Probe) -> None:
        with self._lock, self._conn:
            self._conn.execute(
                "INSERT INTO liveness (resource, live, status, checked_at, detail) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT(resource) DO UPDATE SET "
                "live = excluded.live, status = excluded.status, "
                "checked_at = excluded.checked_at, detail = excluded.detail",
                (resource, int(probe.live), probe.status, probe.checked_at, probe.detail))

    def probes(self) -> dict[str, Probe]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT resource, live, status, checked_at, detail FROM liveness").fetchall()
        return {r[0]: Probe(bool(r[1]), r[2], r[3], r[4]) for r in rows}

    def close(self) -> None:
        with self._lock:
            self._conn.close()
