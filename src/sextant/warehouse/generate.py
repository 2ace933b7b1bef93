"""Synthetic settlement history, calibrated on real x402-on-Base figures, streamed to Parquet.

Per day: the real settlement count (scaled to the requested total) at uniform times on Base's
2-second block clock; heavy payers and recipients of the real top lists take their real share
of the day inside their real active window, the rest follow a power law over a synthetic
population; facilitators follow their real lifetime shares; amounts are the heavy payers' real
average price or the real price points plus a lognormal tail whose weight matches the day's
real mean amount. Memory stays flat: one day (in slices) is in memory at a time.
"""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from sextant.warehouse import calibration
from sextant.warehouse.catalog import write_catalog
from sextant.warehouse.columns import (
    constant,
    fixed_strings,
    hex_matrix,
    hex_strings,
    le32_hex,
    usdc_decimal,
)
from sextant.warehouse.layout import (
    BASE_USDC,
    DAILY_STATS_SCHEMA,
    HISTORY_SOURCE,
    SETTLEMENTS_SCHEMA,
    DataFile,
    Layout,
    Manifest,
    base_block_at,
    base_ts_of,
)

FIRST_BLOCK = 30_011_671
LAST_BLOCK = 46_849_999
SLICE_ROWS = 250_000
ROW_GROUP_ROWS = 262_144
DEFAULT_DAYS_PER_FILE = 30
TAIL_MEDIAN_USDC = 5.0
TAIL_SIGMA = 1.5
MAX_TAIL_SHARE = 0.3

DICTIONARY = ["payer", "recipient", "token", "settlement_type", "facilitator"]

Progress = Callable[[int], None]


@dataclass
class _Population:
    """Heavy parties of the real list plus a synthetic power-law population."""

    addresses: np.ndarray  # (K + P, 42) ASCII
    known: list[calibration.Party]
    size: int  # synthetic population P

    def fractions(self, day_start: int, real_count: int) -> np.ndarray:
        """Each heavy party's share of the day (inside its active window)."""
        out = np.zeros(len(self.known))
        if real_count <= 0:
            return out
        for i, p in enumerate(self.known):
            if p.first_ts <= day_start + 86_400 and p.last_ts >= day_start:
                active_days = max(1.0, (p.last_ts - p.first_ts) / 86_400)
                out[i] = p.payments / active_days / real_count
        total = out.sum()
        return out * (0.9 / total) if total > 0.9 else out

    def draw(self, rng: np.random.Generator, fractions: np.ndarray, n: int) -> np.ndarray:
        """Indexes into ``addresses`` for ``n`` rows."""
        cum = np.cumsum(fractions)
        pick = np.searchsorted(cum, rng.random(n), side="right")
        other = pick >= len(self.known)
        # P * u^3: a heavy head and a long tail over the synthetic population.
        tail = (self.size * rng.random(int(other.sum())) ** 3).astype(np.int64)
        pick[other] = len(self.known) + tail
        return pick


def _population(role: str, known: list[calibration.Party], size: int, seed: int) -> _Population:
    rows = [p.address.lower().encode() for p in known]
    rows += [
        b"0x" + hashlib.blake2b(f"{seed}:{role}:{i}".encode(), digest_size=20).hexdigest().encode()
        for i in range(size)
    ]
    matrix = np.frombuffer(b"".join(rows), dtype=np.uint8).reshape(len(rows), 42)
    return _Population(addresses=matrix, known=known, size=size)


def _day_counts(cal: calibration.Calibration, rows: int) -> list[int]:
    """Scaled daily counts summing exactly to ``rows`` (cumulative rounding)."""
    scale = rows / cal.total
    out, done, cum = [], 0, 0
    for c in cal.counts:
        cum += c
        target = round(cum * scale)
        out.append(target - done)
        done = target
    return out


class _FileWriter:
    """Writes one partition file at a time, buffering rows into large row groups."""

    def __init__(self, layout: Layout, manifest: Manifest) -> None:
        self.layout, self.manifest = layout, manifest
        self.pending: list[pa.Table] = []
        self.pending_rows = 0
        self.writer: pq.ParquetWriter | None = None
        self.tmp_path = layout.settlements_dir / "_writing.parquet"
        self.rows = 0
        self.first: tuple[int, int] | None = None
        self.last: tuple[int, int] = (0, 0)

    def add(self, table: pa.Table, first: tuple[int, int], last: tuple[int, int]) -> None:
        self.pending.append(table)
        self.pending_rows += table.num_rows
        self.first = self.first or first
        self.last = last
        if self.pending_rows >= ROW_GROUP_ROWS:
            self._flush()

    def _flush(self) -> None:
        if not self.pending:
            return
        if self.writer is None:
            # dictionaries only where values repeat: random hashes would fill one per page
            self.writer = pq.ParquetWriter(self.tmp_path, SETTLEMENTS_SCHEMA, compression="zstd",
                                           write_statistics=True, use_dictionary=DICTIONARY)
        table = pa.concat_tables(self.pending)
        self.writer.write_table(table, row_group_size=ROW_GROUP_ROWS)
        self.rows += table.num_rows
        self.pending, self.pending_rows = [], 0

    def close_file(self) -> None:
        self._flush()
        if self.writer is None or self.first is None:
            return
        self.writer.close()
        rel = self.layout.file_name(HISTORY_SOURCE, self.first[0], self.last[0])
        self.tmp_path.rename(self.layout.abs(rel))
        self.manifest.files.append(DataFile(
            path=rel, source=HISTORY_SOURCE, rows=self.rows, first_block=self.first[0],
            last_block=self.last[0], first_ts=self.first[1], last_ts=self.last[1]))
        self.writer, self.rows, self.first = None, 0, None


class Generator:
    """Streams a synthetic history of ``rows`` settlements into ``layout``."""

    def __init__(self, layout: Layout, rows: int, seed: int = 402,
                 days_per_file: int = DEFAULT_DAYS_PER_FILE) -> None:
        if rows < 1:
            raise ValueError("rows must be positive")
        self.layout, self.rows, self.seed = layout, rows, seed
        self.days_per_file = days_per_file
        self.cal = calibration.load()
        self.rng = np.random.default_rng(seed)
        self.payers = _population("payer", self.cal.payers,
                                  int(np.clip(rows // 60, 200, 2_000_000)), seed)
        self.recipients = _population("recipient", self.cal.recipients,
                                      int(np.clip(rows // 600, 50, 200_000)), seed)
        shares = np.array([c for _, _, c in self.cal.facilitators], dtype=float)
        self.fac_cum = np.cumsum(shares / shares.sum())
        self.fac_addr = np.frombuffer(
            b"".join(a.lower().encode() for a, _, _ in self.cal.facilitators), dtype=np.uint8
        ).reshape(-1, 42)
        pts = self.cal.price_points
        self.point_values = np.array([round(a * 1e6) for a, _ in pts], dtype=np.int64)
        weights = np.array([w for _, w in pts])
        self.point_cum = np.cumsum(weights / weights.sum())
        self.point_mean = float((self.point_values * weights / weights.sum()).sum() / 1e6)
        self.tail_mean = TAIL_MEDIAN_USDC * float(np.exp(TAIL_SIGMA**2 / 2))

    def run(self, progress: Progress | None = None) -> Manifest:
        """Replace any previous history in the warehouse with a fresh one."""
        layout = self.layout
        layout.settlements_dir.mkdir(parents=True, exist_ok=True)
        layout.daily_dir.mkdir(parents=True, exist_ok=True)
        manifest = layout.load()
        for f in [f for f in manifest.files if f.source == HISTORY_SOURCE]:
            (layout.root / f.path).unlink(missing_ok=True)
        manifest.files = [f for f in manifest.files if f.source != HISTORY_SOURCE]
        writer = _FileWriter(layout, manifest)
        daily: list[dict[str, object]] = []
        for i, (day, n) in enumerate(zip(self.cal.days, _day_counts(self.cal, self.rows),
                                         strict=True)):
            if i and i % self.days_per_file == 0:
                writer.close_file()
            if n > 0:
                daily.append(self._day(writer, i, day, n, progress))
        writer.close_file()
        pq.write_table(pa.Table.from_pylist(daily, schema=DAILY_STATS_SCHEMA),
                       layout.daily_dir / f"{HISTORY_SOURCE}.parquet")
        manifest.files.sort(key=lambda f: f.first_block)
        manifest.snapshot_end_ts = base_ts_of(LAST_BLOCK)
        manifest.generated_rows = self.rows
        manifest.seed = self.seed
        layout.save(manifest)
        write_catalog(layout)
        return manifest

    def _day(self, writer: _FileWriter, i: int, day: date, n: int,
             progress: Progress | None) -> dict[str, object]:
        rng = self.rng
        start = int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp())
        lo = max(start, base_ts_of(FIRST_BLOCK))
        hi = min(start + 86_399, base_ts_of(LAST_BLOCK))
        blocks = np.sort(rng.integers(base_block_at(lo), base_block_at(hi) + 1, n))
        real = self.cal.counts[i]
        pf = self.payers.fractions(start, real)
        rf = self.recipients.fractions(start, real)
        payer_idx = self.payers.draw(rng, pf, n)
        recipient_idx = self.recipients.draw(rng, rf, n)
        atomic = self._amounts(rng, payer_idx, pf, self.cal.volumes[i] / max(real, 1))
        fac_idx = np.searchsorted(self.fac_cum, rng.random(n), side="right").clip(
            0, len(self.fac_cum) - 1)
        # Position of each settlement inside its block -> log indexes (Auth, Transfer pairs).
        first_of_block = np.r_[0, np.flatnonzero(np.diff(blocks)) + 1]
        run_start = np.repeat(first_of_block, np.diff(np.r_[first_of_block, n]))
        log_index = (2 * (np.arange(n) - run_start) + 1).astype(np.int32)
        for s in range(0, n, SLICE_ROWS):
            sl = slice(s, min(n, s + SLICE_ROWS))
            table = self._table(rng, blocks[sl], log_index[sl], payer_idx[sl],
                                recipient_idx[sl], fac_idx[sl], atomic[sl])
            b0, b1 = int(blocks[sl][0]), int(blocks[sl][-1])
            writer.add(table, (b0, base_ts_of(b0)), (b1, base_ts_of(b1)))
            if progress:
                progress(sl.stop - sl.start)
        return {
            "day": day, "total_count": n,
            "total_volume_usdc": _decimal(int(atomic.sum())),
            "median_amount_usdc": float(np.median(atomic)) / 1e6,
            "avg_amount_usdc": float(atomic.mean()) / 1e6,
            "max_amount_usdc": _decimal(int(atomic.max())),
            "unique_payers": len(np.unique(payer_idx)),
            "unique_recipients": len(np.unique(recipient_idx)),
            "unique_facilitators": len(np.unique(fac_idx)),
            "first_block": int(blocks[0]), "last_block": int(blocks[-1]),
        }

    def _amounts(self, rng: np.random.Generator, payer_idx: np.ndarray, pf: np.ndarray,
                 real_mean: float) -> np.ndarray:
        """Atomic USDC amounts; the tail weight matches the day's real mean amount."""
        n = len(payer_idx)
        known_avg = np.array([p.volume / max(p.payments, 1) for p in self.payers.known])
        other_share = max(1e-9, 1.0 - pf.sum())
        need = (real_mean - float((pf * known_avg).sum())) / other_share
        q = float(np.clip((need - self.point_mean) / (self.tail_mean - self.point_mean), 0,
                          MAX_TAIL_SHARE))
        pick = np.searchsorted(self.point_cum, rng.random(n), side="right").clip(
            0, len(self.point_values) - 1)
        atomic = self.point_values[pick]
        tail = rng.random(n) < q
        atomic[tail] = np.maximum(
            1, np.round(rng.lognormal(np.log(TAIL_MEDIAN_USDC), TAIL_SIGMA, int(tail.sum()))
                        * 1e6)).astype(np.int64)
        heavy = payer_idx < len(known_avg)
        atomic[heavy] = np.maximum(1, np.round(known_avg[payer_idx[heavy]] * 1e6)).astype(
            np.int64)
        return atomic

    def _table(self, rng: np.random.Generator, blocks: np.ndarray, log_index: np.ndarray,
               payer_idx: np.ndarray, recipient_idx: np.ndarray, fac_idx: np.ndarray,
               atomic: np.ndarray) -> pa.Table:
        n = len(blocks)
        tx = hex_matrix(rng.integers(0, 256, (n, 32), dtype=np.uint8))
        ident = np.concatenate([tx, le32_hex(log_index)], axis=1)
        ts = (base_ts_of(0) + 2 * blocks).astype("datetime64[s]")
        return pa.Table.from_arrays([
            fixed_strings(ident),
            fixed_strings(tx),
            pa.array(log_index, pa.int32()),
            pa.array(blocks, pa.int64()),
            pa.array(ts, pa.timestamp("s")).cast(pa.timestamp("s", tz="UTC")),
            fixed_strings(self.payers.addresses[payer_idx]),
            fixed_strings(self.recipients.addresses[recipient_idx]),
            constant(BASE_USDC, n),
            usdc_decimal(atomic),
            constant("eip3009", n),
            fixed_strings(self.fac_addr[fac_idx]),
            pa.array(rng.integers(55_000, 95_000, n), pa.int64()),
            pa.array(np.round(rng.lognormal(np.log(6e6), 0.6, n)).astype(np.int64), pa.int64()),
            hex_strings(rng.integers(0, 256, (n, 32), dtype=np.uint8)),
        ], schema=SETTLEMENTS_SCHEMA)


def _decimal(atomic: int) -> Decimal:
    return Decimal(atomic).scaleb(-6)


def generate(root: Path, rows: int, seed: int = 402,
             progress: Progress | None = None) -> Manifest:
    """Generate a history of ``rows`` settlements under ``root`` (replacing the old one)."""
    layout = Layout(root)
    if layout.settlements_dir.exists() and not layout.load().files:
        shutil.rmtree(layout.settlements_dir)
    return Generator(layout, rows, seed).run(progress)
