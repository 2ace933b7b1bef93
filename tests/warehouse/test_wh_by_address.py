"""The address-sorted copies: each generated row once per address it involves, sorted by
address then block, and one-address queries over them give the figures of the plain scan for
any address (not only the heavy ones): payer, recipient, either role; counts, sums, medians,
thresholds, rows, groupings; with ingested files beside them."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.generate import generate
from sextant.warehouse.guard import check
from sextant.warehouse.layout import BASE_GENESIS_TS, Layout
from tests.warehouse.test_wh_heavy import ALL, MEASURES, NOV, SIDES

OTHER = "'0x' || lower(hex(other))"  # format 2: the counterparty's 20 bytes
REBUILT = (f"block_number, log_index, to_timestamp({BASE_GENESIS_TS} + 2 * block_number), "
           f"CASE WHEN paid = 1 THEN address ELSE {OTHER} END, "
           f"CASE WHEN paid = 1 THEN {OTHER} ELSE address END, amount, facilitator")
COLS = "block_number, log_index, timestamp, payer, recipient, amount, facilitator"


def _indexed(duck: DuckDBBackend, sql: str) -> bool:
    return "/by_address/" in duck.render(check(sql))[0]


def _glob(layout: Layout) -> str:
    return str(layout.by_address_dir / "history-*.parquet")


def _uncopied(raw: Any, layout: Layout) -> list[str]:
    """Addresses without a heavy copy: the busiest payer and recipient, one active in both
    roles, and a payer of a single payment."""
    heavy = layout.load().heavy
    out = []
    for col in ("payer", "recipient"):
        ranked = raw.rows(f"SELECT {col} FROM settlements GROUP BY 1 ORDER BY count(*) DESC, 1")
        out.append(next(a for (a,) in ranked if a not in heavy))
    both = raw.rows("SELECT payer FROM settlements WHERE payer IN (SELECT recipient FROM "
                    "settlements) GROUP BY 1 ORDER BY count(*) DESC, 1")
    out += [a for (a,) in both if a not in heavy][:1]
    out.append(raw.one("SELECT payer FROM settlements GROUP BY 1 HAVING count(*) = 1 ORDER BY 1 "
                       "LIMIT 1"))
    return out


def test_entries_are_every_row_once_per_address(wh_layout: Layout, raw: Any) -> None:
    """Every row once per address it involves, but a heavy address (read from its copy)."""
    glob = _glob(wh_layout)
    heavy = wh_layout.load().heavy
    assert heavy
    out = "(" + ", ".join(f"'{a}'" for a in heavy) + ")"
    paid = raw.rows(f"SELECT {REBUILT} FROM read_parquet('{glob}') WHERE paid = 1 ORDER BY 1, 2")
    assert paid == raw.rows(f"SELECT {COLS} FROM settlements WHERE payer NOT IN {out} "
                            "ORDER BY 1, 2")
    received = raw.rows(f"SELECT {REBUILT} FROM read_parquet('{glob}') WHERE paid = 0 "
                        "ORDER BY 1, 2")
    assert received == raw.rows(f"SELECT {COLS} FROM settlements WHERE payer <> recipient "
                                f"AND recipient NOT IN {out} ORDER BY 1, 2")
    assert raw.one(f"SELECT count(*) FROM read_parquet('{glob}') WHERE address IN {out}") == 0
    assert raw.one(f"SELECT count(*) FROM settlements WHERE payer IN {out} "
                   f"OR recipient IN {out}") > 0


def test_each_file_is_sorted_by_address_then_block(wh_layout: Layout) -> None:
    paths = sorted(wh_layout.by_address_dir.glob("history-*.parquet"))
    names = {Path(f.path).name for f in wh_layout.load().files}
    assert {p.name for p in paths} == names
    for path in paths:
        t = pq.read_table(path, columns=["address", "block_number", "log_index"])
        keys = list(zip(*(t.column(i).to_pylist() for i in range(3)), strict=True))
        assert keys == sorted(keys)
        meta = pq.ParquetFile(path).metadata
        stats = [meta.row_group(g).column(0).statistics for g in range(meta.num_row_groups)]
        assert all(s is not None and s.has_min_max for s in stats)


@pytest.mark.parametrize("measure", MEASURES)
def test_any_address_answers_equal_the_scan(measure: str, duck: DuckDBBackend, raw: Any,
                                            wh_layout: Layout) -> None:
    addresses = _uncopied(raw, wh_layout)
    assert len(set(addresses)) == 4
    for address in addresses:
        for side in SIDES:
            for where in (ALL, NOV):
                sql = measure.format(w=where, s=side.format(a=address))
                assert _indexed(duck, sql), sql
                assert duck.run(check(sql)).rows == raw.rows(sql), sql


def test_absent_address_and_other_queries(duck: DuckDBBackend, raw: Any,
                                          wh_layout: Layout) -> None:
    absent = "0x" + "00" * 20
    sql = f"SELECT count(*), sum(amount) FROM settlements WHERE {ALL} AND payer = '{absent}'"
    assert _indexed(duck, sql) and duck.run(check(sql)).rows == [(0, None)]
    a = _uncopied(raw, wh_layout)[0]
    for sql in [
        f"SELECT sum(gas_used) FROM settlements WHERE {ALL} AND payer = '{a}'",
        f"SELECT count(*) FROM settlements WHERE {ALL} AND (payer = '{a}' OR amount > 1)",
        f"SELECT count(*) FROM settlements WHERE {ALL} AND NOT payer = '{a}'",
        f"SELECT count(*) FROM settlements WHERE {ALL} AND amount > 100",
    ]:
        assert not _indexed(duck, sql), sql
        assert duck.run(check(sql)).rows == raw.rows(sql), sql


def test_ingested_files_join_the_sorted_copies(tmp_path: Path) -> None:
    root = tmp_path / "wh"
    generate(root, 20_000, seed=3)
    layout = Layout(root)
    manifest = layout.load()
    assert manifest.by_address
    from tests.warehouse.conftest import Raw, ingest_three_rows

    raw = Raw(layout)
    address = _uncopied(raw, layout)[0]
    last = ingest_three_rows(layout, address)  # two rows of the address, one not
    backend = DuckDBBackend(layout)
    try:
        for side in SIDES:
            for measure in MEASURES[:3]:
                sql = measure.format(w=ALL, s=side.format(a=address))
                assert _indexed(backend, sql)
                assert backend.run(check(sql)).rows == raw.rows(sql), sql
        sql = (f"SELECT count(*) FROM settlements WHERE block_number > {last} AND "
               f"(payer = '{address}' OR recipient = '{address}')")
        assert backend.run(check(sql)).rows == [(2,)]
    finally:
        backend.close()
        shutil.rmtree(root)


def test_regeneration_replaces_the_sorted_copies(tmp_path: Path) -> None:
    generate(tmp_path, 20_000, seed=3)
    layout = Layout(tmp_path)
    stale = layout.by_address_dir / "history-0000000001-0000000002.parquet"
    stale.write_bytes(b"stale")
    manifest = generate(tmp_path, 20_000, seed=4)
    names = {Path(f.path).name for f in manifest.files}
    assert not stale.exists() and layout.by_address_empty.exists()
    assert {p.name for p in layout.by_address_dir.glob("history-*.parquet")} == names
