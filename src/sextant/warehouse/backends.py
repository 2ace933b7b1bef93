"""Query engines behind the virtual tables: embedded DuckDB (default) and ClickHouse.

Both run a ``GuardedQuery``: each virtual-table placeholder becomes the Parquet files that
can hold matching rows (file pruning from the manifest's block ranges; in DuckDB, a query that
keeps only the rows of one address reads that address's heavy copies or its entries of the
address-sorted copies, see ``sextant.warehouse.heavy``), the SQL is generated in the engine's
dialect by sqlglot, and the query is interrupted at the timeout.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any, Protocol

import duckdb
from sqlglot import exp

from sextant.errors import QueryFailed as QueryFailed
from sextant.errors import UpstreamTimeout, UpstreamUnavailable
from sextant.warehouse import heavy
from sextant.warehouse.guard import GuardedQuery, VirtualRef
from sextant.warehouse.layout import Layout, Manifest

DEFAULT_TIMEOUT_S = 60.0
RETRY_AFTER_S = 30


@dataclass
class Result:
    columns: list[str]
    rows: list[tuple[Any, ...]]
    ms: int
    sql: str
    files: int = 0  # Parquet files the query was allowed to read

    def records(self) -> list[dict[str, Any]]:
        return [dict(zip(self.columns, r, strict=True)) for r in self.rows]


class Backend(Protocol):
    name: str
    dialect: str

    def run(self, query: GuardedQuery, timeout_s: float = DEFAULT_TIMEOUT_S) -> Result: ...

    def close(self) -> None: ...


def plain(value: Any) -> Any:
    """JSON-friendly scalar: decimals to float, dates to ISO strings."""
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, datetime):
        return value.isoformat().replace("+00:00", "Z")
    if isinstance(value, date):
        return value.isoformat()
    return value


class FileSources:
    """Which Parquet files each virtual-table reference may read."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout

    def files(self, ref: VirtualRef, manifest: Manifest | None = None) -> list[str]:
        """``manifest``: the one the caller already read for this query (read if omitted)."""
        layout = self.layout
        if ref.table == "daily_stats":
            return [str(p) for p in layout.daily_files()]
        if ref.table == "address_daily":  # sorted by address: statistics prune each file
            return [str(p) for p in layout.address_files()]
        manifest = layout.load() if manifest is None else manifest
        chosen = manifest.files_for_blocks(ref.block_lo, ref.block_hi) or manifest.files[:1]
        return [layout.abs(f.path) for f in chosen]


def _sql_list(paths: list[str]) -> str:
    return "[" + ", ".join("'" + p.replace("'", "''") + "'" for p in paths) + "]"


class DuckDBBackend:
    """Embedded DuckDB: a read-only connection, file access limited to the warehouse."""

    name = "duckdb"
    dialect = "duckdb"

    def __init__(self, layout: Layout, threads: int | None = None) -> None:
        self.layout = layout
        self.sources = FileSources(layout)
        con = duckdb.connect(str(layout.catalog_path), read_only=True)
        con.execute("LOAD icu")
        # DuckDB shares one database instance per file within a process: a second backend on
        # the same warehouse (two apps in one process) finds it already configured and locked.
        locked = con.execute("SELECT current_setting('lock_configuration')").fetchone()
        if not (locked and locked[0]):
            con.execute("SET GLOBAL TimeZone = 'UTC'")
            if threads:
                con.execute(f"SET GLOBAL threads = {int(threads)}")
            con.execute(f"SET GLOBAL allowed_directories = ['{layout.root}/']")
            con.execute("SET GLOBAL enable_external_access = false")
            con.execute("SET GLOBAL lock_configuration = true")
        self.con = con

    def render(self, query: GuardedQuery) -> tuple[str, int]:
        manifest = self.layout.load()
        tree = query.tree.copy() if manifest.heavy or manifest.by_address else query.tree
        copied = set(manifest.heavy)
        addresses = {ref.placeholder: heavy.heavy_address(tree, ref.placeholder, ref.alias,
                                                          copied, manifest.by_address)
                     for ref in query.refs if ref.table == "settlements"}
        sql = tree.sql(dialect="duckdb", comments=False)
        n = 0
        for ref in query.refs:
            address = addresses.get(ref.placeholder)
            if address is not None:
                read = heavy.relation if address in manifest.heavy else heavy.index_relation
                relation = read(self.layout, manifest, address, ref.block_lo, ref.block_hi)
                sql = sql.replace(ref.placeholder, relation)
                continue
            files = self.sources.files(ref, manifest)
            n += len(files) if ref.table == "settlements" else 0
            sql = sql.replace(ref.placeholder, f"read_parquet({_sql_list(files)})")
        return sql, n

    def run(self, query: GuardedQuery, timeout_s: float = DEFAULT_TIMEOUT_S) -> Result:
        sql, files = self.render(query)
        return self.run_sql(sql, timeout_s, shown=query.display("duckdb"), files=files)

    def run_sql(self, sql: str, timeout_s: float = DEFAULT_TIMEOUT_S, shown: str | None = None,
                files: int = 0) -> Result:
        """Run already-rendered SQL with a hard timeout (``interrupt``)."""
        cur = self.con.cursor()
        fired = threading.Event()

        def stop() -> None:
            fired.set()
            cur.interrupt()

        timer = threading.Timer(timeout_s, stop)
        start = time.perf_counter()
        timer.start()
        try:
            table = cur.sql(sql).to_arrow_table()  # Arrow: tz-aware times without pytz
            columns = list(table.column_names)
            cols = [table.column(c).to_pylist() for c in range(table.num_columns)]
            rows = [tuple(plain(v) for v in row) for row in zip(*cols, strict=True)]
        except duckdb.InterruptException as exc:
            raise _timeout(timeout_s) from exc
        except duckdb.Error as exc:
            if fired.is_set():
                raise _timeout(timeout_s) from exc
            if isinstance(exc, duckdb.IOException | duckdb.InternalException):
                raise UpstreamUnavailable(f"warehouse error: {type(exc).__name__}",
                                          upstream="warehouse",
                                          retry_after_seconds=RETRY_AFTER_S) from exc
            raise QueryFailed(_first_line(str(exc))) from exc
        finally:
            timer.cancel()
            cur.close()
        ms = int((time.perf_counter() - start) * 1000)
        return Result(columns=columns, rows=rows, ms=ms, sql=shown or sql, files=files)

    def close(self) -> None:
        self.con.close()


def clickhouse_sql(query: GuardedQuery) -> str:
    """The query in the ClickHouse dialect with DuckDB's division: ``/`` on decimals gives a
    double in DuckDB but a decimal of the dividend's scale in ClickHouse (an average of USDC
    amounts would be cut to six places), so each dividend is cast to ``Float64`` first."""

    def as_double(node: exp.Expression) -> exp.Expression:
        if isinstance(node, exp.PercentileCont) and not node.args.get("expressions"):
            # DuckDB's quantile_cont(x, p) interpolates as quantileExactInclusive does; on a
            # decimal it keeps the column's scale (USDC amounts: six places)
            agg = exp.ParameterizedAgg(this="quantileExactInclusive",
                                       expressions=[node.expression.copy()],
                                       params=[exp.cast(node.this.copy(),
                                                        exp.DataType.Type.DOUBLE)])
            return exp.Round(this=agg, decimals=exp.Literal.number(6)) if \
                node.this.name == "amount" else agg
        if isinstance(node, exp.Div):
            return exp.Div(this=exp.cast(node.this, exp.DataType.Type.DOUBLE),
                           expression=node.expression, typed=node.args.get("typed"),
                           safe=node.args.get("safe"))
        return node

    return query.tree.copy().transform(as_double).sql(dialect="clickhouse", comments=False)


class ClickHouseBackend:
    """ClickHouse (clickhouse-connect) for deployments that outgrow one machine.

    ``sources`` maps each virtual table to a ClickHouse table expression, for example a
    MergeTree table ``x402.settlements`` or ``s3('https://.../settlements/*.parquet')``.
    """

    name = "clickhouse"
    dialect = "clickhouse"

    def __init__(self, client: Any, sources: dict[str, str]) -> None:
        self.client = client
        self.sources = sources

    def render(self, query: GuardedQuery) -> str:
        sql = clickhouse_sql(query)
        for ref in query.refs:
            sql = sql.replace(ref.placeholder, self.sources[ref.table])
        return sql

    def run(self, query: GuardedQuery, timeout_s: float = DEFAULT_TIMEOUT_S) -> Result:
        sql = self.render(query)
        start = time.perf_counter()
        try:
            res = self.client.query(sql, settings={
                "max_execution_time": int(timeout_s), "readonly": 1,
                "max_result_rows": 1000})
        except Exception as exc:
            message = str(exc)
            if "TIMEOUT_EXCEEDED" in message or "timeout" in message.lower():
                raise _timeout(timeout_s) from exc
            raise QueryFailed(_first_line(message)) from exc
        ms = int((time.perf_counter() - start) * 1000)
        rows = [tuple(plain(v) for v in r) for r in res.result_rows]
        return Result(columns=list(res.column_names), rows=rows, ms=ms,
                      sql=query.display("clickhouse"))

    def close(self) -> None:
        self.client.close()


class ChdbBackend:
    """Embedded ClickHouse (chdb) over the same Parquet files: the ClickHouse dialect,
    tested locally without a server."""

    name = "chdb"
    dialect = "clickhouse"

    def __init__(self, layout: Layout) -> None:
        from chdb import session

        self.layout = layout
        self.files = FileSources(layout)
        self.session = session.Session()

    def render(self, query: GuardedQuery) -> str:
        sql = clickhouse_sql(query)
        for ref in query.refs:
            files = self.files.files(ref)
            names = ",".join(p.rsplit("/", 1)[1] for p in files)
            folder = files[0].rsplit("/", 1)[0]
            pattern = f"{folder}/{{{names}}}" if len(files) > 1 else files[0]
            sql = sql.replace(ref.placeholder, f"file('{pattern}', Parquet)")
        return sql

    def run(self, query: GuardedQuery, timeout_s: float = DEFAULT_TIMEOUT_S) -> Result:
        import json

        sql = self.render(query)
        start = time.perf_counter()
        try:
            out = self.session.query(
                f"{sql} SETTINGS max_execution_time={int(timeout_s)}", "JSONCompact")
        except Exception as exc:
            raise QueryFailed(_first_line(str(exc))) from exc
        ms = int((time.perf_counter() - start) * 1000)
        data = json.loads(out.bytes() or b'{"meta": [], "data": []}')
        columns = [m["name"] for m in data["meta"]]
        return Result(columns=columns, rows=[tuple(r) for r in data["data"]], ms=ms,
                      sql=query.display("clickhouse"))

    def close(self) -> None:
        self.session.close()


def _timeout(timeout_s: float) -> UpstreamTimeout:
    return UpstreamTimeout(f"the warehouse query exceeded {timeout_s:g} s and was stopped",
                           upstream="warehouse", retry_after_seconds=RETRY_AFTER_S)


def _first_line(message: str) -> str:
    return message.strip().splitlines()[0][:300] if message.strip() else "query failed"
