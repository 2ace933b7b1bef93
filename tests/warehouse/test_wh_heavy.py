"""Heavy addresses: their copies hold exactly their rows, and queries that read the copies
instead of ``settlements`` give the figures of the plain scan (payer, recipient, either role;
counts, sums, medians, thresholds, rows, groupings; with ingested files beside them)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.generate import generate
from sextant.warehouse.guard import check
from sextant.warehouse.layout import Layout

HEAVY_PAYER = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
HEAVY_RECIPIENT = "0x5e50d23ec14ea4436582029a25313e5048e01d10"
ALL = "block_number BETWEEN 0 AND 99999999"
NOV = ("block_number BETWEEN 0 AND 99999999 AND timestamp >= TIMESTAMPTZ '2025-11-01' "
       "AND timestamp < TIMESTAMPTZ '2025-12-01'")
SIDES = ["payer = '{a}'", "recipient = '{a}'", "(payer = '{a}' OR recipient = '{a}')",
         "('{a}' = recipient OR payer = '{a}')"]
MEASURES = [
    "SELECT count(*), sum(amount) FROM settlements WHERE {w} AND {s}",
    "SELECT median(amount), min(amount), max(amount) FROM settlements WHERE {w} AND {s}",
    "SELECT count(*) FROM settlements WHERE {w} AND {s} AND amount > 1",
    "SELECT block_number, log_index, payer, recipient, amount FROM settlements WHERE {w} AND {s} "
    "ORDER BY amount DESC, block_number, log_index LIMIT 3",
    "SELECT recipient, count(*) AS n, sum(amount) FROM settlements WHERE {w} AND {s} "
    "GROUP BY 1 ORDER BY n DESC, 1 LIMIT 5",
    "SELECT date_trunc('day', timestamp) AS d, count(*) FROM settlements s WHERE {w} AND {s} "
    "GROUP BY 1 ORDER BY 1",
]


def _heavy_sql(duck: DuckDBBackend, sql: str) -> bool:
    return "/heavy/" in duck.render(check(sql))[0]


def test_heavy_set_holds_the_top_addresses(wh_layout: Layout, raw: Any) -> None:
    heavy = wh_layout.load().heavy
    assert heavy == sorted(heavy) and HEAVY_PAYER in heavy and HEAVY_RECIPIENT in heavy
    top = raw.one("SELECT payer FROM settlements GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")
    assert top in heavy
    rare = raw.one("SELECT payer FROM settlements GROUP BY 1 HAVING count(*) = 1 LIMIT 1")
    assert rare not in heavy


def test_copies_hold_exactly_the_rows_of_their_address(wh_layout: Layout, raw: Any) -> None:
    for address in (HEAVY_PAYER, HEAVY_RECIPIENT):
        glob = str(wh_layout.heavy_dir / address / "*.parquet")
        cols = "block_number, log_index, timestamp, payer, recipient, amount, facilitator"
        copy = raw.rows(f"SELECT {cols} FROM read_parquet('{glob}') ORDER BY 1, 2")
        scan = raw.rows(f"SELECT {cols} FROM settlements WHERE payer = '{address}' OR "
                        f"recipient = '{address}' ORDER BY 1, 2")
        assert copy == scan and len(scan) > 100
        for path in (wh_layout.heavy_dir / address).glob("*.parquet"):  # block-sorted
            blocks = pq.read_table(path, columns=["block_number"]).column(0).to_pylist()
            assert blocks == sorted(blocks)


@pytest.mark.parametrize("measure", MEASURES)
def test_heavy_answers_equal_the_scan(measure: str, duck: DuckDBBackend, raw: Any) -> None:
    for address in (HEAVY_PAYER, HEAVY_RECIPIENT):
        for side in SIDES:
            for where in (ALL, NOV):
                sql = measure.format(w=where, s=side.format(a=address))
                assert _heavy_sql(duck, sql), sql
                assert duck.run(check(sql)).rows == raw.rows(sql), sql


def test_other_queries_read_settlements(duck: DuckDBBackend, raw: Any) -> None:
    rare = raw.one("SELECT payer FROM settlements GROUP BY 1 HAVING count(*) = 1 LIMIT 1")
    a = HEAVY_PAYER
    for sql in [
        f"SELECT count(*) FROM settlements WHERE {ALL} AND payer = '{rare}'",
        f"SELECT count(DISTINCT id) FROM settlements WHERE {ALL} AND payer = '{a}'",
        f"SELECT * FROM settlements WHERE {ALL} AND payer = '{a}' LIMIT 2",
        f"SELECT sum(gas_used) FROM settlements WHERE {ALL} AND payer = '{a}'",
        f"SELECT tx_hash FROM settlements WHERE {ALL} AND payer = '{a}' ORDER BY amount DESC, "
        "tx_hash LIMIT 1",
        f"SELECT count(*) FROM settlements WHERE {ALL} AND (payer = '{a}' OR amount > 1)",
        f"SELECT count(*) FROM settlements WHERE {ALL} AND NOT payer = '{a}'",
        f"SELECT count(*) FROM settlements WHERE {ALL} AND payer = '{a.upper()}'",
    ]:
        assert not _heavy_sql(duck, sql), sql
        assert duck.run(check(sql)).rows == raw.rows(sql), sql


def test_query_text_shown_is_the_original(duck: DuckDBBackend) -> None:
    sql = (f"SELECT count(*) FROM settlements WHERE {ALL} AND "
           f"(payer = '{HEAVY_PAYER}' OR recipient = '{HEAVY_PAYER}')")
    query = check(sql)
    res = duck.run(query)
    assert "recipient = '" in res.sql and "/heavy/" not in res.sql
    assert "recipient = '" in query.sql()  # the rewrite works on a copy of the tree


def test_ingested_files_join_the_copies(tmp_path: Path) -> None:
    root = tmp_path / "wh"
    generate(root, 20_000, seed=3)
    layout = Layout(root)
    manifest = layout.load()
    address = HEAVY_PAYER
    assert address in manifest.heavy
    from tests.warehouse.conftest import Raw, ingest_three_rows

    last = ingest_three_rows(layout, address)  # two rows of the address, one not

    raw = Raw(layout)
    backend = DuckDBBackend(layout)
    try:
        for side in SIDES:
            for measure in MEASURES[:2]:
                sql = measure.format(w=ALL, s=side.format(a=address))
                assert _heavy_sql(backend, sql)
                assert backend.run(check(sql)).rows == raw.rows(sql), sql
        sql = (f"SELECT count(*) FROM settlements WHERE block_number > {last} AND "
               f"(payer = '{address}' OR recipient = '{address}')")
        assert backend.run(check(sql)).rows == [(2,)]
    finally:
        backend.close()
        shutil.rmtree(root)


def test_regeneration_replaces_the_copies(tmp_path: Path) -> None:
    generate(tmp_path, 20_000, seed=3)
    layout = Layout(tmp_path)
    stale = layout.heavy_dir / ("0x" + "cd" * 20)
    stale.mkdir()
    manifest = generate(tmp_path, 20_000, seed=4)
    assert not stale.exists() and layout.heavy_empty.exists()
    names = {f.path.rsplit("/", 1)[1] for f in manifest.files}
    for path in layout.heavy_dir.glob("*/*.parquet"):
        assert path.name in names
