"""The ClickHouse dialect (sqlglot transpile) gives DuckDB's results on the same files (chdb)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest

from sextant.warehouse.backends import ChdbBackend, ClickHouseBackend, DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.layout import Layout

B = "block_number BETWEEN 38000000 AND 42000000"
QUERIES = [
    f"SELECT count(*) AS n, sum(amount) AS v FROM settlements WHERE {B}",
    f"SELECT payer, count(*) AS n FROM settlements WHERE {B} GROUP BY payer "
    "ORDER BY n DESC, payer LIMIT 5",
    f"SELECT recipient, sum(amount) AS v FROM settlements WHERE {B} GROUP BY recipient "
    "ORDER BY v DESC, recipient LIMIT 5",
    f"SELECT count(DISTINCT recipient) AS r FROM settlements WHERE {B}",
    f"SELECT count(*) FILTER (WHERE facilitator = '0x279e08f711182c79ba6d09669127a426228a4653')"
    f" AS dd, count(*) AS n FROM settlements WHERE {B}",
    f"SELECT avg(amount) AS a, max(amount) AS m FROM settlements WHERE {B} AND amount > 0.001",
    "SELECT date_trunc('month', day) AS m, sum(total_count) AS n FROM daily_stats "
    "GROUP BY 1 ORDER BY 1",
    "SELECT day, total_count FROM daily_stats WHERE day >= CAST('2026-03-01' AS DATE) "
    "ORDER BY total_count DESC, day LIMIT 3",
    "SELECT sum(total_count) AS n FROM daily_stats WHERE day >= DATE '2026-01-01' "
    "AND day < DATE '2026-02-01'",
]


@pytest.fixture(scope="module")
def chdb_backend(wh_layout: Layout) -> Iterator[ChdbBackend]:
    backend = ChdbBackend(wh_layout)
    yield backend
    backend.close()


def _norm(v: Any) -> Any:
    if isinstance(v, str) and len(v) >= 10 and v[4] == "-" and v[7] == "-":
        return v[:10]
    if isinstance(v, str):
        try:
            return float(v)
        except ValueError:
            return v
    return float(v) if isinstance(v, int | float) else v


@pytest.mark.parametrize("sql", QUERIES)
def test_clickhouse_dialect_matches_duckdb(sql: str, duck: DuckDBBackend,
                                          chdb_backend: ChdbBackend) -> None:
    q = check(sql)
    ours = duck.run(q).rows
    theirs = chdb_backend.run(check(sql)).rows
    assert len(ours) == len(theirs) and ours
    for a, b in zip(ours, theirs, strict=True):
        for x, y in zip(a, b, strict=True):
            x, y = _norm(x), _norm(y)
            if isinstance(x, float) and isinstance(y, float):
                assert math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-6), (sql, a, b)
            else:
                assert x == y, (sql, a, b)


def test_clickhouse_backend_renders_configured_sources() -> None:
    class Client:
        def __init__(self) -> None:
            self.sql = ""
            self.settings: dict[str, Any] = {}

        def query(self, sql: str, settings: dict[str, Any]) -> Any:
            self.sql, self.settings = sql, settings

            class R:
                column_names = ("n",)
                result_rows = [(3,)]

            return R()

        def close(self) -> None: ...

    client = Client()
    backend = ClickHouseBackend(client, {"settlements": "x402.settlements",
                                         "daily_stats": "x402.daily_stats"})
    res = backend.run(check(f"SELECT count(*) FILTER (WHERE amount > 1) AS n FROM settlements "
                            f"WHERE {B}"), timeout_s=60)
    assert res.rows == [(3,)]
    assert "FROM x402.settlements AS settlements" in client.sql
    assert client.settings["max_execution_time"] == 60
    assert client.settings["readonly"] == 1
