"""Generated history: layout, sort order, calibration, daily rollup, pruning, CLI info."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import duckdb
import numpy as np
import pyarrow.parquet as pq
import pytest
from typer.testing import CliRunner

from sextant.warehouse import calibration
from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.generate import generate
from sextant.warehouse.guard import check
from sextant.warehouse.layout import BASE_GENESIS_TS, Layout
from tests.support import shared_fixtures

FIXTURES = shared_fixtures("x402")


def test_block_sorted_disjoint_files(wh_layout: Layout, raw: Any) -> None:
    m = wh_layout.load()
    assert m.rows == raw.one("SELECT count(*) FROM settlements") == 60_000
    assert len(m.files) >= 10
    for prev, nxt in zip(m.files, m.files[1:], strict=False):
        assert prev.last_block < nxt.first_block
    for f in m.files:
        blocks = pq.read_table(wh_layout.abs(f.path), columns=["block_number"]).column(0)
        arr = blocks.to_numpy()
        assert (np.diff(arr) >= 0).all() and arr[0] == f.first_block and arr[-1] == f.last_block
    bad = raw.one(f"SELECT count(*) FROM settlements WHERE epoch(timestamp) <> "
                  f"{BASE_GENESIS_TS} + 2 * block_number")
    assert bad == 0


def test_daily_stats_agree_with_settlements(raw: Any) -> None:
    mismatches = raw.one("""
        WITH s AS (SELECT CAST(timestamp AS DATE) AS day, count(*) AS n, sum(amount) AS v,
                          median(amount) AS m, count(DISTINCT payer) AS p,
                          min(block_number) AS b0, max(block_number) AS b1
                   FROM settlements GROUP BY 1)
        SELECT count(*) FROM s FULL JOIN daily_stats d USING (day)
        WHERE s.n IS DISTINCT FROM d.total_count OR s.v IS DISTINCT FROM d.total_volume_usdc
           OR abs(CAST(s.m AS DOUBLE) - d.median_amount_usdc) > 1e-6
           OR s.p IS DISTINCT FROM d.unique_payers OR s.b0 <> d.first_block
           OR s.b1 <> d.last_block""")
    assert mismatches == 0


def test_calibrated_on_real_shapes(raw: Any) -> None:
    cal = calibration.load()
    total = sum(c for _, _, c in cal.facilitators)
    daydreams = next(c for a, n, c in cal.facilitators if n == "Daydreams")
    share = raw.one("SELECT avg(CASE WHEN facilitator = "
                    "'0x279e08f711182c79ba6d09669127a426228a4653' THEN 1.0 ELSE 0 END) "
                    "FROM settlements")
    assert abs(share - daydreams / total) < 0.015
    top_payer = raw.one("SELECT payer FROM settlements GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")
    assert top_payer in {p.address for p in cal.payers[:5]}
    real = {d.isoformat(): c for d, c in zip(cal.days, cal.counts, strict=True)}
    rows = raw.rows("SELECT day, total_count FROM daily_stats ORDER BY day")
    ours = np.array([n for _, n in rows], dtype=float)
    theirs = np.array([real[d] for d, _ in rows], dtype=float)
    assert np.corrcoef(ours, theirs)[0, 1] > 0.99
    assert rows[0][0] >= "2025-05-09" and rows[-1][0] == "2026-06-03"


@pytest.mark.skipif(not FIXTURES.exists(), reason="shared fixtures not mounted")
def test_packaged_calibration_matches_fixtures() -> None:
    doc = calibration.build_from_fixtures(FIXTURES)
    packaged = json.loads(calibration.PACKAGED.read_text())
    assert doc == packaged


def test_generation_is_deterministic(tmp_path: Path) -> None:
    a = generate(tmp_path / "a", 3_000, seed=11)
    b = generate(tmp_path / "b", 3_000, seed=11)
    assert [(f.rows, f.first_block, f.last_block) for f in a.files] == \
        [(f.rows, f.first_block, f.last_block) for f in b.files]
    ta = pq.read_table(tmp_path / "a" / a.files[0].path)
    tb = pq.read_table(tmp_path / "b" / b.files[0].path)
    assert ta.equals(tb)


def _scan(node: dict[str, Any]) -> dict[str, Any] | None:
    if node.get("type") == "TABLE_SCAN":
        return node
    for child in node.get("children", []):
        found = _scan(child)
        if found:
            return found
    return None


def _profile(sql: str, tmp: Path) -> dict[str, Any]:
    con = duckdb.connect()
    out = tmp / "profile.json"
    con.execute("SET enable_profiling = 'json'")
    con.execute(f"SET profiling_output = '{out}'")
    con.sql(sql).fetchall()
    con.close()
    doc = json.loads(out.read_text())
    scan = _scan({"children": doc.get("operator", doc.get("children", []))})
    assert scan is not None
    return scan


def test_block_predicate_prunes_files_and_row_groups(
    wh_layout: Layout, duck: DuckDBBackend, tmp_path: Path
) -> None:
    m = wh_layout.load()
    lo = m.files[5].first_block
    q = check(f"SELECT count(*), sum(amount) FROM settlements "
              f"WHERE block_number BETWEEN {lo} AND {lo + 100_000}")
    sql, files = duck.render(q)
    assert files == 1 < len(m.files)
    scan = _profile(sql, tmp_path)
    assert int(scan["extra_info"]["Total Files Read"]) == 1
    assert scan["rows_scanned"] < m.rows / 5
    # Even over the whole glob, the sorted files let DuckDB skip row groups by statistics.
    glob_scan = _profile(
        f"SELECT count(*) FROM read_parquet('{wh_layout.glob('settlements')}') "
        f"WHERE block_number BETWEEN {lo} AND {lo + 100_000}", tmp_path)
    assert glob_scan["row_groups_scanned"] < glob_scan["total_row_groups_to_scan"] / 5


def test_info_json_lists_tables(wh_layout: Layout) -> None:
    from sextant.cli import app

    result = CliRunner().invoke(app, ["warehouse", "info", "--json", "--dir",
                                      str(wh_layout.root)])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    s = doc["tables"]["settlements"]
    assert s["rows"] == 60_000 and s["location"].endswith("settlements/*.parquet")
    a = doc["tables"]["address_daily"]
    assert a["covers_every_file"] and a["files"] == s["files"] and a["rows"] > 1_000
    assert s["block_range"][0] < s["block_range"][1]
    assert doc["tables"]["daily_stats"]["rows"] > 200
    assert doc["as_of"].startswith("2026-06-03")
