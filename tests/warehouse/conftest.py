"""A small generated warehouse shared by the warehouse tests (created once per session)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.generate import generate
from sextant.warehouse.layout import SETTLEMENTS_SCHEMA, DataFile, Layout

ROWS = 60_000
SEED = 7


@pytest.fixture(scope="session")
def wh_layout(tmp_path_factory: pytest.TempPathFactory) -> Layout:
    root = tmp_path_factory.mktemp("warehouse")
    generate(root, ROWS, SEED)
    return Layout(root)


@pytest.fixture(scope="session")
def duck(wh_layout: Layout) -> Iterator[DuckDBBackend]:
    backend = DuckDBBackend(wh_layout)
    yield backend
    backend.close()


class Raw:
    """Hand-written SQL straight over the Parquet files (no guard, no planner)."""

    def __init__(self, layout: Layout) -> None:
        self.con = duckdb.connect()
        self.con.execute("LOAD icu")
        self.con.execute("SET TimeZone = 'UTC'")
        for table in ("settlements", "daily_stats"):
            self.con.execute(f"CREATE VIEW {table} AS SELECT * FROM "
                             f"read_parquet('{layout.glob(table)}')")

    def rows(self, sql: str) -> list[tuple[Any, ...]]:
        from sextant.warehouse.backends import plain

        table = self.con.sql(sql).to_arrow_table()
        cols = [table.column(i).to_pylist() for i in range(table.num_columns)]
        return [tuple(plain(v) for v in r) for r in zip(*cols, strict=True)]

    def one(self, sql: str) -> Any:
        return self.rows(sql)[0][0]


@pytest.fixture(scope="session")
def raw(wh_layout: Layout) -> Raw:
    return Raw(wh_layout)


def ingest_three_rows(layout: Layout, address: str) -> int:
    """Append an ingested file after the history: ``address`` as payer, then as recipient,
    then a row without it; returns the history's last block."""
    manifest = layout.load()
    last = max(f.last_block for f in manifest.files)
    base = pq.read_table(layout.abs(manifest.files[-1].path)).cast(SETTLEMENTS_SCHEMA)
    rows = base.slice(0, 3).to_pylist()
    other = "0x" + "ab" * 20
    for i, row in enumerate(rows):
        row["block_number"] = last + 10 + i
        row["payer"], row["recipient"] = [(address, other), (other, address),
                                          (other, other)][i]
    rel = layout.file_name("dev", last + 10, last + 12)
    pq.write_table(pa.Table.from_pylist(rows, schema=SETTLEMENTS_SCHEMA), layout.abs(rel))
    manifest.files.append(DataFile(path=rel, source="dev", rows=3, first_block=last + 10,
                                   last_block=last + 12, first_ts=0, last_ts=0))
    layout.save(manifest)
    return last
