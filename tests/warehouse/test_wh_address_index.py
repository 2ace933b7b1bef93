"""Address questions: the ``address_daily`` rollup and the payer/recipient bloom filters.

The rollup must hold exactly what ``settlements`` grouped by address, role and day holds,
and every address question answered from it must give the figures of the settlements scan
(heavy, rare and absent addresses; totals, extremes, first/last payment, history).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest

from sextant.warehouse.backends import DuckDBBackend, Result
from sextant.warehouse.generate import generate
from sextant.warehouse.guard import check
from sextant.warehouse.layout import Layout
from sextant.warehouse.planner.compose import answer_question

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
HEAVY_PAYER = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
HEAVY_RECIPIENT = "0x5e50d23ec14ea4436582029a25313e5048e01d10"
ABSENT = "0x79dc34e4ebbafcc9b4f1c0a0bd8ad4ffd5b0fccb"
QUESTIONS = [
    "Payment history of {a} in November 2025",
    "Payment history of {a}",
    "When was the last payment to {a}?",
    "When was the first payment by {a}?",
    "What was the largest single payment by {a} in December 2025 and who received it?",
    "What was the smallest payment by {a}?",
    "How many payments did {a} make in November 2025?",
    "How much did {a} receive in December 2025?",
    "What was the average payment made by {a}?",
    "Average number of payments per day made by {a} in November 2025",
]


ROLLUP_CHECK = """
        WITH s AS ({payer} UNION ALL {recipient})
        SELECT count(*), count(*) FILTER (WHERE
            s.n IS DISTINCT FROM a.payments OR s.v IS DISTINCT FROM a.volume_usdc
            OR s.lo IS DISTINCT FROM a.min_amount_usdc OR s.hi IS DISTINCT FROM a.max_amount_usdc
            OR s.b0 IS DISTINCT FROM a.first_block OR s.b1 IS DISTINCT FROM a.last_block
            OR s.t0 IS DISTINCT FROM a.first_ts OR s.t1 IS DISTINCT FROM a.last_ts)
        FROM s FULL JOIN address_daily a USING (address, role, day)"""


def _rollup_mismatches(raw: Any, layout: Layout) -> tuple[int, int]:
    side = """SELECT {c} AS address, '{c}' AS role, CAST(timestamp AS DATE) AS day,
                     count(*) AS n, sum(amount) AS v, min(amount) AS lo, max(amount) AS hi,
                     min(block_number) AS b0, max(block_number) AS b1,
                     min(timestamp) AS t0, max(timestamp) AS t1
              FROM settlements GROUP BY 1, 3"""
    raw.con.execute("CREATE OR REPLACE VIEW address_daily AS SELECT * FROM "
                    f"read_parquet('{layout.glob('address_daily')}')")
    rows, bad = raw.rows(ROLLUP_CHECK.format(payer=side.format(c="payer"),
                                             recipient=side.format(c="recipient")))[0]
    return int(rows), int(bad)


def test_rollup_equals_settlements_grouped(raw: Any, wh_layout: Layout) -> None:
    rows, bad = _rollup_mismatches(raw, wh_layout)
    assert rows > 1_000 and bad == 0


def test_busy_days_drawn_in_parts_keep_both_rollups_exact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A day larger than ``PART_ROWS`` is drawn in parts: its ``daily_stats`` row and its
    ``address_daily`` rows (merged across parts) still equal the settlements."""
    from sextant.warehouse import generate as gen
    from tests.warehouse.conftest import Raw

    monkeypatch.setattr(gen, "PART_ROWS", 300)
    monkeypatch.setattr(gen, "SLICE_ROWS", 128)
    generate(tmp_path, 30_000, seed=3, workers=1)
    layout = Layout(tmp_path)
    raw = Raw(layout)
    assert raw.one("SELECT max(total_count) FROM daily_stats") > 2 * 300
    rows, bad = _rollup_mismatches(raw, layout)
    assert rows > 1_000 and bad == 0
    assert raw.one("""
        WITH s AS (SELECT CAST(timestamp AS DATE) AS day, count(*) AS n, sum(amount) AS v,
                          median(amount) AS m, count(DISTINCT payer) AS p,
                          count(DISTINCT recipient) AS r, min(block_number) AS b0,
                          max(block_number) AS b1 FROM settlements GROUP BY 1)
        SELECT count(*) FROM s FULL JOIN daily_stats d USING (day)
        WHERE s.n IS DISTINCT FROM d.total_count OR s.v IS DISTINCT FROM d.total_volume_usdc
           OR abs(CAST(s.m AS DOUBLE) - d.median_amount_usdc) > 1e-6
           OR s.p IS DISTINCT FROM d.unique_payers OR s.r IS DISTINCT FROM d.unique_recipients
           OR s.b0 <> d.first_block OR s.b1 <> d.last_block""") == 0
    blocks = raw.rows("SELECT block_number, log_index FROM settlements")
    assert len(set(blocks)) == len(blocks)  # log indexes stay unique inside a block


def test_rollup_files_sorted_by_address(wh_layout: Layout) -> None:
    assert wh_layout.has_address_index()
    files = wh_layout.address_files()
    assert len(files) == len(wh_layout.load().files)
    for path in files:
        t = pq.read_table(path, columns=["address", "role", "day"]).to_pylist()
        keys = [(r["role"], r["address"], r["day"]) for r in t]
        assert keys == sorted(keys) and len(set(keys)) == len(keys)


def test_settlements_carry_address_bloom_filters(wh_layout: Layout) -> None:
    meta = pq.ParquetFile(wh_layout.abs(wh_layout.load().files[5].path)).metadata
    rg = meta.row_group(0)
    cols = {rg.column(i).path_in_schema: rg.column(i) for i in range(rg.num_columns)}
    assert cols["payer"].to_dict().get("bloom_filter_offset") is not None
    assert cols["recipient"].to_dict().get("bloom_filter_offset") is not None
    assert cols["tx_hash"].to_dict().get("bloom_filter_offset") is None


def _rare(raw: Any, role: str) -> str:
    return str(raw.one(f"SELECT {role} FROM settlements GROUP BY 1 HAVING count(*) "
                       "BETWEEN 2 AND 4 ORDER BY 1 LIMIT 1"))


def _with_and_without_index(question: str, duck: DuckDBBackend) -> dict[bool, list[str]]:
    """Answer ``question`` with the address index and without; assert equal figures and
    return each run's SQL."""
    traces: dict[bool, list[str]] = {}
    figures = {}
    for index in (True, False):
        trace: list[str] = []

        def run(sql: str, trace: list[str] = trace) -> Result:
            trace.append(sql)
            return duck.run(check(sql))

        figures[index] = answer_question(question, run, AS_OF, HELD, index).figures
        traces[index] = trace
    assert figures[True] == figures[False], question
    return traces


@pytest.mark.parametrize("question", QUESTIONS)
def test_rollup_answers_equal_the_scan(question: str, duck: DuckDBBackend, raw: Any) -> None:
    for address in (HEAVY_PAYER, HEAVY_RECIPIENT, _rare(raw, "payer"), _rare(raw, "recipient"),
                    ABSENT):
        q = question.format(a=address)
        traces = _with_and_without_index(q, duck)
        assert any("address_daily" in s for s in traces[True]), q
        assert not any("address_daily" in s for s in traces[False]), q


#: questions whose rows need ``settlements`` (either role, a threshold, a median, a grouping)
#: but whose address bounds them to the days it was active in ``address_daily``
PRUNED_QUESTIONS = [
    "How many payments with {a}?",
    "How many settlements with {a} in November 2025?",
    "Largest payment with {a}",
    "Median payment with {a} in November 2025",
    "How many payments over 1 USDC with {a}?",
    "How many payments over 1 USDC did {a} make?",
    "Top payers to {a}",
]


def _settlement_blocks(trace: list[str]) -> list[int]:
    """Blocks each settlements query of ``trace`` may read (its outer block range)."""
    out = []
    for sql in trace:
        for ref in check(sql).refs:
            if ref.table == "settlements":
                assert ref.block_lo is not None and ref.block_hi is not None
                out.append(ref.block_hi - ref.block_lo + 1)
    return out


@pytest.mark.parametrize("question", PRUNED_QUESTIONS)
def test_address_pruned_scans_equal_the_full_scan(question: str, duck: DuckDBBackend,
                                                   raw: Any) -> None:
    """Either-role (and thresholded, grouped) address questions read only the blocks of the
    days the address was active; the figures equal those of the scan of the whole period."""
    rare = [_rare(raw, "payer"), _rare(raw, "recipient")]
    for address in (HEAVY_PAYER, HEAVY_RECIPIENT, *rare, ABSENT):
        q = question.format(a=address)
        traces = _with_and_without_index(q, duck)
        assert any("address_daily" in s for s in traces[True]), q
        pruned, full = _settlement_blocks(traces[True]), _settlement_blocks(traces[False])
        assert full, q
        if address in rare:  # a few active days (or none in the period): fewer blocks
            assert all(width < min(full) for width in pruned), q
        if address == ABSENT:  # never active: no settlements query at all
            assert not pruned, q


def test_block_parts_merge_and_cap() -> None:
    from sextant.warehouse.planner.compile import block_parts

    assert block_parts([(50, 60), (10, 20), (21, 30)]) == [(10, 30), (50, 60)]
    capped = block_parts([(0, 1), (5, 6), (100, 101), (103, 104), (500, 501)], most=3)
    assert capped == [(0, 6), (100, 104), (500, 501)]  # the two smallest gaps closed


def test_parallel_generation_writes_the_same_files(tmp_path: Path) -> None:
    a = generate(tmp_path / "a", 4_000, seed=5, workers=1)
    b = generate(tmp_path / "b", 4_000, seed=5, workers=2)
    assert [(f.path, f.rows) for f in a.files] == [(f.path, f.rows) for f in b.files]
    for fa, fb in zip(a.files, b.files, strict=True):
        assert pq.read_table(tmp_path / "a" / fa.path).equals(pq.read_table(tmp_path / "b" /
                                                                            fb.path))
    la, lb = Layout(tmp_path / "a"), Layout(tmp_path / "b")
    for pa_, pb_ in zip(la.address_files(), lb.address_files(), strict=True):
        assert pq.read_table(pa_).equals(pq.read_table(pb_))
