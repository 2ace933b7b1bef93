"""The SQL guard refuses hostile and out-of-scope statements and shapes allowed ones."""

from __future__ import annotations

import pytest

from sextant.errors import UpstreamTimeout
from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import ROW_CAP, BlockScope, QueryRefused, check

B = "WHERE block_number BETWEEN 40000000 AND 41000000"

HOSTILE = [
    # several statements, including ones hidden behind comments
    f"SELECT count(*) FROM settlements {B}; DROP TABLE settlements",
    f"SELECT 1 FROM settlements {B};SELECT 2 FROM daily_stats",
    f"SELECT count(*) FROM settlements {B} -- harmless\n; DELETE FROM settlements",
    f"SELECT count(*) FROM settlements {B} /* x */; ATTACH 'evil.db' AS e",
    "SELECT count(*) FROM daily_stats; /* comment */ COPY daily_stats TO '/tmp/x.csv'",
    "SELECT 1; PRAGMA database_list",
    # DDL / DML
    "DROP TABLE settlements",
    "DROP VIEW daily_stats",
    "CREATE TABLE t AS SELECT * FROM daily_stats",
    "CREATE VIEW v AS SELECT * FROM daily_stats",
    "CREATE MACRO m(x) AS x + 1",
    "ALTER TABLE settlements ADD COLUMN x INT",
    "INSERT INTO daily_stats VALUES (1)",
    "UPDATE daily_stats SET total_count = 0",
    "DELETE FROM daily_stats",
    "TRUNCATE daily_stats",
    f"SELECT * INTO newtable FROM settlements {B}",
    # engine and session commands
    "PRAGMA enable_profiling",
    "PRAGMA database_list",
    "ATTACH 'other.duckdb' AS other",
    "DETACH other",
    "COPY settlements TO '/tmp/out.parquet'",
    "COPY (SELECT * FROM daily_stats) TO '/tmp/out.csv'",
    "EXPORT DATABASE '/tmp/dump'",
    "IMPORT DATABASE '/tmp/dump'",
    "SET enable_external_access = true",
    "SET threads = 64",
    "RESET threads",
    "INSTALL httpfs",
    "LOAD httpfs",
    "CALL pragma_version()",
    "VACUUM",
    "CHECKPOINT",
    "USE other",
    "DESCRIBE settlements",
    "SUMMARIZE settlements",
    "EXPLAIN SELECT * FROM daily_stats",
    # file and network readers, other paths
    "SELECT * FROM read_parquet('/etc/*.parquet')",
    "SELECT * FROM read_parquet('../other/settlements/*.parquet')",
    "SELECT * FROM read_parquet('s3://bucket/settlements/*.parquet')",
    "SELECT * FROM read_csv('/etc/passwd')",
    "SELECT * FROM read_csv_auto('/etc/passwd')",
    "SELECT * FROM read_json('https://example.com/x.json')",
    "SELECT * FROM read_text('/etc/hostname')",
    "SELECT * FROM read_blob('/etc/hostname')",
    "SELECT * FROM glob('/etc/*')",
    "SELECT * FROM '/etc/passwd'",
    "SELECT * FROM 'settlements.parquet'",
    "SELECT * FROM parquet_metadata('/tmp/x.parquet')",
    "SELECT * FROM sqlite_scan('/tmp/x.db', 't')",
    "SELECT * FROM duckdb_settings()",
    "SELECT * FROM duckdb_tables()",
    "SELECT getenv('HOME') FROM daily_stats",
    "SELECT current_setting('threads') FROM daily_stats",
    "SELECT (SELECT count(*) FROM read_csv('/etc/passwd')) FROM daily_stats",
    f"SELECT count(*) FROM settlements {B} AND payer IN (SELECT * FROM read_csv('/x'))",
    # tables that are not the virtual tables, qualified names
    "SELECT * FROM ledger",
    "SELECT * FROM information_schema.tables",
    "SELECT * FROM main.daily_stats",
    "SELECT * FROM other.main.daily_stats",
    "SELECT * FROM duckdb_extensions()",
    # runaway work: cross joins, generators, recursion
    f"SELECT count(*) FROM settlements a, settlements b {B}",
    "SELECT count(*) FROM settlements CROSS JOIN settlements WHERE block_number > 0",
    "SELECT count(*) FROM daily_stats a JOIN daily_stats b ON TRUE JOIN daily_stats c "
    "ON TRUE JOIN daily_stats d ON TRUE JOIN daily_stats e ON TRUE",
    "SELECT count(*) FROM daily_stats a NATURAL JOIN daily_stats b CROSS JOIN daily_stats c",
    "SELECT * FROM range(1000000000000)",
    "SELECT * FROM generate_series(1, 1000000000000)",
    "SELECT unnest(range(1000000000)) FROM daily_stats",
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT * FROM r",
    f"SELECT * FROM settlements TABLESAMPLE 10% {B}",
    # settlements without a block_number predicate and no time scope
    "SELECT count(*) FROM settlements",
    "SELECT payer, sum(amount) FROM settlements GROUP BY 1",
    "SELECT count(*) FROM settlements WHERE block_number > 1 OR payer = '0x1'",
    "WITH t AS (SELECT * FROM settlements) SELECT count(*) FROM t",
    # not SQL at all
    "hello world",
    "",
    "SELECT FROM WHERE",
]


def test_corpus_is_large_enough() -> None:
    assert len(HOSTILE) >= 50


@pytest.mark.parametrize("sql", HOSTILE)
def test_hostile_statement_is_refused(sql: str) -> None:
    with pytest.raises(QueryRefused) as info:
        check(sql)
    assert str(info.value).startswith("query rejected")


@pytest.mark.parametrize("sql", [
    f"SELECT count(*), sum(amount) FROM settlements {B}",
    "SELECT day, total_count FROM daily_stats ORDER BY day",
    f"WITH w AS (SELECT payer, count(*) n FROM settlements {B} GROUP BY 1) "
    "SELECT * FROM w ORDER BY n DESC LIMIT 5",
    f"SELECT date_trunc('week', timestamp) w, median(amount) FROM settlements {B} GROUP BY 1",
    "SELECT s.payer, d.total_count FROM settlements s JOIN daily_stats d "
    "ON CAST(s.timestamp AS DATE) = d.day WHERE s.block_number = 40000000",
    f"SELECT count(*) FILTER (WHERE amount > 1) FROM settlements {B}",
])
def test_read_only_queries_are_allowed(sql: str) -> None:
    assert check(sql).refs


def test_row_cap_added_and_tightened() -> None:
    assert f"LIMIT {ROW_CAP}" in check("SELECT * FROM daily_stats").sql()
    assert f"LIMIT {ROW_CAP}" in check("SELECT * FROM daily_stats LIMIT 100000").sql()
    assert "LIMIT 7" in check("SELECT * FROM daily_stats LIMIT 7").sql()
    union = check("SELECT day FROM daily_stats UNION ALL SELECT day FROM daily_stats")
    assert union.sql().endswith(f"LIMIT {ROW_CAP}")


def test_block_bounds_are_read_from_the_predicate() -> None:
    q = check("SELECT count(*) FROM settlements s WHERE s.block_number >= 100 "
              "AND block_number < 200 AND payer = '0x1'")
    assert (q.refs[0].block_lo, q.refs[0].block_hi) == (100, 199)
    q = check("SELECT count(*) FROM settlements WHERE 500 > block_number AND "
              "block_number BETWEEN 10 AND 900")
    assert (q.refs[0].block_lo, q.refs[0].block_hi) == (10, 499)


def test_missing_block_predicate_gets_the_question_scope() -> None:
    q = check("SELECT count(*) FROM settlements WHERE payer = '0x1'", BlockScope(10, 20))
    assert q.added_scope
    sql = q.display()
    assert "block_number >= 10" in sql and "block_number <= 20" in sql
    assert (q.refs[0].block_lo, q.refs[0].block_hi) == (10, 20)


def test_comments_never_reach_the_engine() -> None:
    q = check("SELECT /* DROP TABLE x */ count(*) FROM daily_stats -- ; DELETE")
    assert "DROP" not in q.sql() and "DELETE" not in q.sql()


def test_runaway_query_is_interrupted(duck: DuckDBBackend) -> None:
    q = check("SELECT count(*) FROM settlements a JOIN settlements b ON a.payer <> b.payer "
              "AND a.amount * b.amount > 0 WHERE a.block_number > 0 AND b.block_number > 0")
    with pytest.raises(UpstreamTimeout) as info:
        duck.run(q, timeout_s=0.3)
    assert info.value.status == 504 and info.value.retry_after_seconds > 0


def test_engine_refuses_files_outside_the_warehouse(duck: DuckDBBackend) -> None:
    import duckdb

    with pytest.raises(duckdb.Error):
        duck.con.cursor().execute("SELECT * FROM read_csv('/etc/passwd')").fetchall()
    with pytest.raises(duckdb.Error):
        duck.con.cursor().execute("SET enable_external_access = true")


def test_a_second_backend_on_the_same_warehouse_shares_the_locked_setup(
        duck: DuckDBBackend) -> None:
    # two apps in one process (the OpenAPI fuzz runs two) open the same file: DuckDB hands the
    # second one the first one's instance, whose configuration is already locked
    second = DuckDBBackend(duck.layout)
    try:
        assert second.con.execute("SELECT current_setting('TimeZone')").fetchone() == ("UTC",)
        with pytest.raises(Exception, match="locked"):
            second.con.execute("SET GLOBAL enable_external_access = true")
    finally:
        second.con.close()
