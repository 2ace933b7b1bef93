"""A small DuckDB catalog file with the two virtual tables as views, for read-only use."""

from __future__ import annotations

import os

import duckdb

from sextant.warehouse.layout import Layout


def write_catalog(layout: Layout) -> None:
    """(Re)create ``catalog.duckdb`` with ``settlements`` and ``daily_stats`` views.

    Views use the Parquet globs, so files appended later are visible without rewriting it.
    """
    tmp = layout.catalog_path.with_suffix(".tmp")
    tmp.unlink(missing_ok=True)
    con = duckdb.connect(str(tmp))
    try:
        for table in ("settlements", "daily_stats"):
            con.execute(
                f"CREATE VIEW {table} AS SELECT * FROM read_parquet('{layout.glob(table)}')"
            )
    finally:
        con.close()
    os.replace(tmp, layout.catalog_path)
