"""Warehouse benchmark: generation throughput and memory, then questions end to end.

    python bench/warehouse.py --rows 10000000      # default
    python bench/warehouse.py --rows 132000000     # the full history

Prints generation rows/s and peak memory, a raw full scan (``SELECT count(*), sum(amount)``
over every file) as the baseline, and each question's latency with the number of Parquet
files its queries were allowed to read, and the scan bandwidth (rows/s, MB/s) achieved.
Each question runs ``REPEAT`` times (p50); ``rollup`` questions must touch only
``daily_stats``, ``address`` questions read ``address_daily`` and at most a few row groups of
``settlements``, ``scan`` latencies are also given as a multiple of the raw full scan.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from sextant.errors import SextantError
from sextant.settings import Settings
from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.generate import generate
from sextant.warehouse.layout import Layout
from sextant.warehouse.service import AskService

#: (kind, question): ``rollup`` questions must answer from ``daily_stats`` alone, ``address``
#: questions filter on one address, ``scan`` questions read settlements over a period.
QUESTIONS = [
    ("rollup", "How many x402 settlements happened in the last 7 days?"),
    ("rollup", "What was the total USDC volume in March 2026?"),
    ("rollup", "Daily settlement count in May 2026"),
    ("rollup", "Compare the volume of March 2026 and April 2026"),
    ("rollup", "What was the average number of settlements per day in Q1 2026?"),
    ("rollup", "Which day had the most settlements in 2025?"),
    ("address", "Payment history of 0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57 in November 2025"),
    ("address", "When was the last payment to 0x79dc34e4ebbafcc9b4f1c0a0bd8ad4ffd5b0fccb?"),
    ("address", "How much did 0x5e50d23ec14ea4436582029a25313e5048e01d10 receive in December "
                "2025?"),
    # either role, a threshold, a median: settlements rows, bounded by the address's days
    ("address", "How many payments with 0x5e50d23ec14ea4436582029a25313e5048e01d10 in May 2026?"),
    ("address", "Median payment with 0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57 in November "
                "2025"),
    ("address", "How many payments over 1 USDC did 0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57 "
                "make?"),
    # the busiest address of all (picked at run time; it has a heavy copy)
    ("address", "Median payment with {top}"),
    ("address", "Largest payment with {top} in March 2026"),
    ("address", "How many payments over 1 USDC did {top} receive in Q1 2026?"),
    # the busiest address without a heavy copy: read from the address-sorted copies
    ("address", "Median payment with {mid}"),
    ("address", "How many payments over 1 USDC did {mid} make?"),
    # the uncopied address active on the most days: its rows are in every settlements row group
    ("address", "How many payments over 1 USDC did {spread} make?"),
    # a whole history (the newest rows with their tx hashes: settlements rows, not the copies)
    ("address", "Payment history of {spread}"),
    ("address", "Payment history of {mid}"),
    # a rare payer (a few payments, picked from address_daily at run time)
    ("address", "How many payments with {rare}?"),
    ("address", "Largest payment with {rare}"),
    ("address", "How many payments over 1 USDC did {rare} make?"),
    ("scan", "What is the median payment amount since May?"),
    ("scan", "Top 10 recipients by volume in the last 30 days"),
    ("scan", "Top facilitators by number of settlements in 2025"),
    ("scan", "Weekly median payment since March 2026"),
    ("scan", "What share of settlements went through Coinbase in Q1 2026?"),
    ("scan", "How many payments over 1 USDC were there in April 2026?"),
    ("scan", "What was the largest single payment in March 2026 and who paid it?"),
    ("scan", "How many unique payers in the last 30 days?"),
    # who is first-time reads every address's first day (address_daily, else a full scan)
    ("scan", "How many first-time payers were there in May 2026?"),
]
REPEAT = 3
#: the bench's own look-ups of its addresses (a scan of ``address_daily``; slow on a busy machine)
SETUP_TIMEOUT_S = 900.0
TABLES = ("settlements", "daily_stats", "address_daily")


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _child_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


def _cpu_s() -> float:
    """CPU seconds of this process and its finished children (the generation workers)."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), \
        resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _amount_bytes(layout: Layout) -> int:
    total = 0
    for f in layout.load().files:
        meta = pq.ParquetFile(layout.abs(f.path)).metadata
        for g in range(meta.num_row_groups):
            rg = meta.row_group(g)
            for c in range(rg.num_columns):
                if rg.column(c).path_in_schema == "amount":
                    total += rg.column(c).total_compressed_size
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--dir", type=Path, default=None, help="keep the warehouse here")
    parser.add_argument("--reuse", action="store_true",
                        help="skip generation when --dir already holds a warehouse (for "
                             "example one built by `sextant warehouse generate --dir`)")
    parser.add_argument("--repeat", type=int, default=REPEAT, help="runs per question (p50)")
    parser.add_argument("--workers", type=int, default=None, help="generation processes")
    args = parser.parse_args()
    root = args.dir or Path(tempfile.mkdtemp(prefix="sextant-wh-"))
    layout = Layout(root)

    print(f"warehouse: {root}")
    if not (args.reuse and layout.exists()):
        rss0 = _peak_rss_mb()
        cpu0 = _cpu_s()
        start = time.perf_counter()
        manifest = generate(root, args.rows, workers=args.workers)
        secs = time.perf_counter() - start
        cpu = _cpu_s() - cpu0
        size = sum(p.stat().st_size for p in layout.settlements_dir.glob("*.parquet"))
        index = sum(p.stat().st_size for p in layout.address_files())
        copies = sum(p.stat().st_size for p in layout.heavy_dir.glob("*/*.parquet"))
        copies_all = sum(p.stat().st_size for p in layout.by_address_dir.glob("*.parquet"))
        load = os.getloadavg()[0]
        print(f"generate: {manifest.rows:,} rows in {secs:.1f} s = {manifest.rows / secs:,.0f} "
              f"rows/s wall ({args.workers or 'auto'} workers, load average {load:.1f} on "
              f"{os.cpu_count()} cores); {cpu:.1f} CPU s = {cpu / manifest.rows * 1e6:.2f} CPU s "
              f"per million rows; {len(manifest.files)} files, {size / 1e6:,.0f} MB on disk + "
              f"address_daily {index / 1e6:,.0f} MB + heavy copies {copies / 1e6:,.0f} MB "
              f"({len(manifest.heavy)} addresses) + address-sorted copies "
              f"{copies_all / 1e6:,.0f} MB; peak RSS {_peak_rss_mb():,.0f} MB (before "
              f"{rss0:,.0f} MB), largest worker {_child_rss_mb():,.0f} MB, Arrow pool peak "
              f"{pa.default_memory_pool().max_memory() / 1e6:,.0f} MB")
    else:
        size = sum(p.stat().st_size for p in layout.settlements_dir.glob("*.parquet"))
        index = sum(p.stat().st_size for p in layout.address_files())
        copies = sum(p.stat().st_size for p in layout.heavy_dir.glob("*/*.parquet"))
        print(f"reused: {layout.load().rows:,} rows in {len(layout.load().files)} files, "
              f"{size / 1e9:,.1f} GB on disk + address_daily {index / 1e9:,.2f} GB + heavy "
              f"copies {copies / 1e9:,.2f} GB ({len(layout.load().heavy)} addresses)")
    rows = layout.load().rows

    backend = DuckDBBackend(layout)
    files = "[" + ", ".join(f"'{layout.abs(f.path)}'" for f in layout.load().files) + "]"
    backend.run_sql(f"SELECT count(*) FROM read_parquet({files})")  # warm the file cache
    start = time.perf_counter()
    res = backend.run_sql(f"SELECT count(*), sum(amount) FROM read_parquet({files})")
    scan_s = time.perf_counter() - start
    amount_mb = _amount_bytes(layout) / 1e6
    print(f"baseline full scan: count(*), sum(amount) over {res.rows[0][0]:,} rows in "
          f"{scan_s * 1000:,.0f} ms = {rows / scan_s / 1e6:,.1f} M rows/s, "
          f"{amount_mb / scan_s:,.0f} MB/s of the compressed amount column")

    rare = str(backend.run_sql(
        f"SELECT address FROM read_parquet('{layout.glob('address_daily')}') WHERE role = "
        "'payer' GROUP BY 1 HAVING sum(payments) BETWEEN 3 AND 10 ORDER BY 1 LIMIT 1",
        SETUP_TIMEOUT_S).rows[0][0])
    print(f"rare payer: {rare}")
    per_address = (f"SELECT address, sum(payments) AS n, count(DISTINCT day) AS d FROM "
                   f"read_parquet('{layout.glob('address_daily')}') GROUP BY 1 ORDER BY ")
    busiest = backend.run_sql(per_address + "n DESC LIMIT 500", SETUP_TIMEOUT_S).rows
    busiest += backend.run_sql(per_address + "d DESC, n DESC LIMIT 500", SETUP_TIMEOUT_S).rows
    heavy = set(layout.load().heavy)
    top = str(busiest[0][0])
    mid, mid_n = next(((str(a), n) for a, n, _ in busiest if a not in heavy), ("", 0))
    spread, spread_n, spread_d = max(((str(a), n, d) for a, n, d in busiest if a not in heavy),
                                     key=lambda r: (r[2], r[1]), default=("", 0, 0))
    print(f"busiest address: {top} ({busiest[0][1]:,} payments, heavy copy: {top in heavy}); "
          f"busiest without a copy: {mid} ({mid_n:,} payments); most active days without a "
          f"copy: {spread} ({spread_n:,} payments on {spread_d} days)")
    settings = Settings(data_dir=root, warehouse_dir=root, upstream_urls={"_": "_"})
    service = AskService(settings, layout=layout, backend=backend)
    print(f"{'#':>2} {'kind':>7} {'p50 ms':>8} {'x scan':>7} {'queries':>7} {'files':>5} "
          f"{'tables':>36}  question")
    by_kind: dict[str, list[float]] = {}
    for i, (kind, q) in enumerate(QUESTIONS, 1):
        q = q.format(rare=rare, top=top, mid=mid, spread=spread)
        times = []
        out = None
        for _ in range(args.repeat):
            start = time.perf_counter()
            try:
                out = asyncio.run(service.ask(q))
            except SextantError as exc:  # a time-out is a figure too
                print(f"   {kind} failed after {time.perf_counter() - start:,.1f} s: {exc}")
            times.append((time.perf_counter() - start) * 1000)
        ms = statistics.median(times)
        if out is None:
            by_kind.setdefault(kind, []).append(ms)
            continue
        by_kind.setdefault(kind, []).append(ms)
        tables = ",".join(sorted({t for x in out.sql_trace for t in TABLES
                                  if f"FROM {t}" in x.sql}))
        print(f"{i:>2} {kind:>7} {ms:>8,.0f} {ms / (scan_s * 1000):>7.2f} "
              f"{len(out.sql_trace):>7} {_files_read(out.sql_trace, layout):>5} {tables:>36}  "
              f"{q} [query ms: {', '.join(str(x.ms) for x in out.sql_trace)}]")
    for kind, values in by_kind.items():
        print(f"{kind}: p50 of question p50s {statistics.median(values):,.0f} ms, max "
              f"{max(values):,.0f} ms ({max(values) / (scan_s * 1000):.2f} x the full scan)")
    print(f"full scan {scan_s * 1000:,.0f} ms; load average {os.getloadavg()[0]:.1f} on "
          f"{os.cpu_count()} cores at the end")
    backend.close()
    if args.dir is None:
        shutil.rmtree(root, ignore_errors=True)


def _files_read(trace: list[Any], layout: Layout) -> int:
    """Settlement files the questions' block predicates allowed (from the SQL trace)."""
    from sextant.warehouse.guard import check

    m = layout.load()
    n = 0
    for t in trace:
        for ref in check(t.sql).refs:
            if ref.table == "settlements":
                n += len(m.files_for_blocks(ref.block_lo, ref.block_hi))
    return n


if __name__ == "__main__":
    main()
