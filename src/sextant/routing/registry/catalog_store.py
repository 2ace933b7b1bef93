"""The subgraph catalog file: SQLite, one row per subgraph, schemas shared by fingerprint."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from sextant.subgraphs.networks import TESTNET_MARKERS
from sextant.subgraphs.records import SubgraphRecord

_JSON_FIELDS = {"categories", "entity_names", "contract_addresses"}
_COLUMNS = [f.name for f in fields(SubgraphRecord)]

_DDL = """
CREATE TABLE IF NOT EXISTS subgraphs (
    id TEXT PRIMARY KEY, display_name TEXT NOT NULL, network TEXT NOT NULL,
    deployment TEXT, description TEXT, domain TEXT, protocol TEXT, protocol_type TEXT,
    categories TEXT, schema_fingerprint TEXT, entity_names TEXT, contract_addresses TEXT,
    signal REAL, stake REAL, query_fees REAL, query_volume_30d INTEGER, reliability REAL,
    active_allocations INTEGER, denied_at INTEGER, created_at INTEGER, updated_at INTEGER,
    example_query TEXT, source TEXT, real INTEGER, website TEXT, code_repository TEXT
);
CREATE INDEX IF NOT EXISTS ix_sg_network ON subgraphs(network);
CREATE INDEX IF NOT EXISTS ix_sg_domain ON subgraphs(domain);
CREATE INDEX IF NOT EXISTS ix_sg_ptype ON subgraphs(protocol_type);
CREATE INDEX IF NOT EXISTS ix_sg_rel ON subgraphs(reliability);
CREATE INDEX IF NOT EXISTS ix_sg_fp ON subgraphs(schema_fingerprint);
CREATE INDEX IF NOT EXISTS ix_sg_alloc ON subgraphs(active_allocations);
CREATE TABLE IF NOT EXISTS schemas (
    fingerprint TEXT PRIMARY KEY, entities TEXT NOT NULL, enums TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS schema_history (
    id INTEGER PRIMARY KEY AUTOINCREMENT, subgraph_id TEXT, ipfs_hash TEXT,
    fingerprint TEXT, prev_fingerprint TEXT, detected_at INTEGER
);
CREATE TABLE IF NOT EXISTS sync_state (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS embeddings (key TEXT PRIMARY KEY, vec BLOB NOT NULL);
"""


class CatalogStore:
    """Read and write the catalog file (``check_same_thread`` off: reads are shared)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(self.path), check_same_thread=False)
        self._db.executescript(_DDL)

    def close(self) -> None:
        self._db.close()

    # -- writes ----------------------------------------------------------------------------

    def upsert(self, records: Iterable[SubgraphRecord], now: int = 0) -> int:
        """Insert or replace records; logs schema changes to ``schema_history``."""
        rows = []
        history = []
        batch = list(records)
        known = dict(self._db.execute("SELECT id, schema_fingerprint FROM subgraphs"))
        for rec in batch:
            prev = known.get(rec.id)
            if prev is not None and prev != rec.schema_fingerprint:
                history.append((rec.id, rec.deployment, rec.schema_fingerprint, prev, now))
            rows.append(_to_row(rec))
        marks = ",".join("?" * len(_COLUMNS))
        self._db.executemany(
            f"INSERT OR REPLACE INTO subgraphs ({','.join(_COLUMNS)}) VALUES ({marks})", rows
        )
        if history:
            self._db.executemany(
                "INSERT INTO schema_history (subgraph_id, ipfs_hash, fingerprint, "
                "prev_fingerprint, detected_at) VALUES (?,?,?,?,?)", history,
            )
        self._db.commit()
        return len(rows)

    def put_schema(
        self, fingerprint: str, entities: list[dict[str, Any]], enums: dict[str, list[str]]
    ) -> None:
        self._db.execute(
            "INSERT OR IGNORE INTO schemas (fingerprint, entities, enums) VALUES (?,?,?)",
            (fingerprint, json.dumps(entities, separators=(",", ":")), json.dumps(enums)),
        )
        self._db.commit()

    def set_state(self, key: str, value: str) -> None:
        self._db.execute("INSERT OR REPLACE INTO sync_state VALUES (?, ?)", (key, value))
        self._db.commit()

    def state(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM sync_state WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def put_embeddings(self, rows: Iterable[tuple[str, bytes]]) -> None:
        """Cache text embeddings (search's dense vectors), keyed by a hash of model and text."""
        self._db.executemany("INSERT OR REPLACE INTO embeddings VALUES (?, ?)", rows)
        self._db.commit()

    # -- reads -----------------------------------------------------------------------------

    def count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM subgraphs").fetchone()[0])

    def get(self, subgraph_id: str) -> SubgraphRecord | None:
        cur = self._db.execute(
            f"SELECT {','.join(_COLUMNS)} FROM subgraphs WHERE id = ?", (subgraph_id,)
        )
        row = cur.fetchone()
        return None if row is None else _from_row(row)

    def all(self) -> Iterator[SubgraphRecord]:
        cur = self._db.execute(f"SELECT {','.join(_COLUMNS)} FROM subgraphs ORDER BY id")
        for row in cur:
            yield _from_row(row)

    def schema(self, fingerprint: str) -> tuple[list[dict[str, Any]], dict[str, list[str]]]:
        row = self._db.execute(
            "SELECT entities, enums FROM schemas WHERE fingerprint = ?", (fingerprint,)
        ).fetchone()
        if row is None:
            return [], {}
        return json.loads(row[0]), json.loads(row[1])

    def schemas(self) -> dict[str, list[dict[str, Any]]]:
        return {fp: json.loads(ents) for fp, ents in
                self._db.execute("SELECT fingerprint, entities FROM schemas")}

    def embeddings(self, keys: list[str]) -> dict[str, bytes]:
        """The cached embeddings of ``keys`` (those present)."""
        if len(keys) > 2000:  # most of the table: one scan beats thousands of lookups
            wanted = set(keys)
            return {k: v for k, v in self._db.execute("SELECT key, vec FROM embeddings")
                    if k in wanted}
        out: dict[str, bytes] = {}
        for start in range(0, len(keys), 500):
            chunk = keys[start:start + 500]
            marks = ",".join("?" * len(chunk))
            out.update(self._db.execute(
                f"SELECT key, vec FROM embeddings WHERE key IN ({marks})", chunk))
        return out

    def like_search(self, terms: list[str], network: str | None = None,
                    limit: int = 12) -> list[str]:
        """The reference registry's search: ``LIKE %term%`` over text columns, served rows only,
        testnets and denied rows excluded, ranked by name hits, then reliability."""
        if not terms:
            return []
        score_parts, where_parts, params_score, params_where = [], [], [], []
        for t in terms[:5]:
            pat = f"%{t}%"
            score_parts.append("(CASE WHEN display_name LIKE ? THEN 3 ELSE 0 END)"
                               " + (CASE WHEN description LIKE ? THEN 1 ELSE 0 END)")
            params_score += [pat, pat]
            where_parts.append("(display_name LIKE ? OR description LIKE ? OR domain LIKE ? "
                               "OR categories LIKE ? OR protocol LIKE ?)")
            params_where += [pat] * 5
        testnet = " AND ".join(f"network NOT LIKE '%{m}%'" for m in TESTNET_MARKERS)
        sql = (f"SELECT id FROM subgraphs WHERE ({' OR '.join(where_parts)}) "
               f"AND active_allocations > 0 AND denied_at = 0 AND {testnet}")
        params: list[Any] = [*params_score, *params_where]
        if network:
            sql += " AND network = ?"
            params.append(network)
        sql = sql.replace("SELECT id", f"SELECT id, {' + '.join(score_parts)} AS s", 1)
        sql += " ORDER BY s DESC, reliability DESC LIMIT ?"
        params.append(limit)
        return [r[0] for r in self._db.execute(sql, params)]


def _to_row(rec: SubgraphRecord) -> tuple[Any, ...]:
    data = asdict(rec)
    return tuple(
        json.dumps(data[c], separators=(",", ":")) if c in _JSON_FIELDS
        else int(data[c]) if c == "real" else data[c]
        for c in _COLUMNS
    )


def _from_row(row: tuple[Any, ...]) -> SubgraphRecord:
    data = dict(zip(_COLUMNS, row, strict=True))
    for key in _JSON_FIELDS:
        data[key] = json.loads(data[key] or "[]")
    data["real"] = bool(data["real"])
    for key in ("description", "deployment", "protocol", "example_query", "website",
                "code_repository", "schema_fingerprint"):
        data[key] = data[key] or ""
    return SubgraphRecord(**data)
