"""Synthetic settlement history, calibrated on real x402-on-Base figures, streamed to Parquet.

Per day: the real settlement count (scaled to the requested total) at uniform times on Base's
2-second block clock; heavy payers and recipients of the real top lists take their real share
of the day inside their real active window, the rest follow a power law over a synthetic
population; facilitators follow their real lifetime shares; amounts are the heavy payers' real
average price or the real price points plus a lognormal tail whose weight matches the day's
real mean amount.

Speed and memory: every column is built from NumPy buffers (hex from a byte -> two-digit
table, addresses gathered from a precomputed population matrix, times and amounts as raw
Arrow buffers), one slice of at most ``ROW_GROUP_ROWS`` rows is in memory at a time, and the
files are written by ``workers`` processes in parallel. Each day draws from its own generator
seeded by ``(seed, day index)``, so the output does not depend on the number of workers.
Where a worker's CPU goes (the largest file of the 132 M history, 7.6 M rows, 15.2 CPU-s
measured at load 8 on the 2 shared cores; each writer's CPU and each section's): encoding and
writing ``settlements`` 3.0 CPU-s (plain pages of the random hashes and of the addresses,
their bloom filters, LZ4 on the rest, the kernel's copy into the page cache), the
address-sorted copy 2.5, the heavy copies 1.4 and ``address_daily`` 1.2 (zstd, integers
delta-packed, amounts in dictionaries); the draws and the hex of the random hashes 3.3, the
one sort of the file's entries by address and the one gather of their rows into that order
1.4, the rollup's runs 0.9, the copies' columns 0.9; the caller's serial part (the
populations and their string order) is under 2 CPU-s at 132 M (a tenth of a second at 10 M).
One 4.9 M-row file at the 132 M model, same load, before/after the codec choices, the single
gather and the flags in the sort key: 2.66-2.93 -> 1.89-2.06 CPU-s per million rows.

Layout for pruning: files cover disjoint block ranges (at most ``DEFAULT_DAYS_PER_FILE`` days
and about ``FILE_ROWS`` rows each), rows are sorted by ``block_number`` inside row groups of
up to ``ROW_GROUP_ROWS`` rows (min/max statistics prune block ranges), and ``payer``/``recipient``
carry a Parquet bloom filter per row group, so an equality on an address skips the row groups
that cannot hold it (still read: a question that names a payment reads ``settlements`` for
its ``tx_hash``; measured on one busy day of the 132 M history, 2.2 M rows: ``payer = X``
29 ms with them, 473 ms without; an ``OR`` of both roles gains nothing either way; they cost
~0.06 CPU-s per million rows). The rows of the heaviest addresses are also copied, per address, to
``heavy/`` (``sextant.warehouse.heavy``): the one place such an address's rows are not spread
over every row group; every file's rows are also written once per address they involve,
sorted by address, to ``by_address/`` (the other addresses' lookups; same module).
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import multiprocessing
import os
import shutil
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from sextant.warehouse import calibration, heavy
from sextant.warehouse.catalog import write_catalog
from sextant.warehouse.columns import (
    UniformSearch,
    constant,
    fixed_strings,
    hex_matrix,
    ints,
    le32_hex,
    random_bytes,
    strings,
    take_rows,
    usdc_decimal,
)
from sextant.warehouse.heavy import Entries
from sextant.warehouse.layout import (
    ADDRESS_DAILY_SCHEMA,
    BASE_GENESIS_TS,
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
ROW_GROUP_ROWS = 262_144
SLICE_ROWS = ROW_GROUP_ROWS
#: a row group is written once it holds this many rows (slices are not split across groups)
GROUP_FLUSH_ROWS = 3 * ROW_GROUP_ROWS // 4
#: a busy day is drawn in parts of at most this many rows
PART_ROWS = 4 * ROW_GROUP_ROWS
DEFAULT_DAYS_PER_FILE = 30
#: a file closes at the first day boundary past this many rows (parallelism, file pruning)
FILE_ROWS = 4_000_000
#: below this many rows the history is written in-process (no worker start-up cost)
PARALLEL_FROM_ROWS = 2_000_000
TAIL_MEDIAN_USDC = 5.0
TAIL_SIGMA = 1.5
MAX_TAIL_SHARE = 0.3
#: The random hashes (id, tx_hash, nonce) are stored uncompressed: hex of random bytes only
#: halves under zstd, which costs a third of the generation time; no predicate reads them.
RANDOM_COLUMNS = ("id", "tx_hash", "nonce")
#: ... and so are the addresses (random hex too): LZ4 kept ~10 % of their bytes (the repeats
#: of heavy addresses) for half their encoding CPU (with the bloom filters: 1.25 -> 0.6 CPU-s
#: a 4.9 M-row file, +3.5 % bytes a row)
UNCOMPRESSED = (*RANDOM_COLUMNS, "payer", "recipient")
#: random integers in a narrow range, delta-packed and not compressed: half the bytes and half
#: the CPU of plain LZ4 pages
DELTA_COLUMNS = ("gas_used", "gas_price")
#: the other columns' codec (written as LZ4_RAW): ~10 % less generation CPU than zstd (which
#: spent most of it on ``payer``, now stored uncompressed) for ~9 % more bytes (252 -> 276
#: per row; the uncompressed addresses: +3.5 % more); it also decompresses several times faster
CODEC = "lz4"
#: rows per row group of ``address_daily`` (sorted by address: a lookup reads one group)
ADDRESS_GROUP_ROWS = 16_384
#: false-positive rate of the per-row-group address bloom filters
BLOOM_FPP = 0.05

#: dictionary pages where values repeat: not ``payer`` (a row group holds about 100 k
#: distinct payers, far past the 1 MiB dictionary page: the encoder would hash every value
#: and fall back to plain pages anyway)
DICTIONARY = ["recipient", "token", "settlement_type", "facilitator"]
#: columns drawn from a small fixed set, handed to the writer as Arrow dictionary arrays: the
#: Parquet dictionary is taken as is and only the indexes are encoded (Parquet stores plain
#: strings either way; the Arrow schema kept in the file says dictionary)
DICTIONARY_ARRAYS = ("token", "settlement_type", "facilitator")
#: the schema the generated files are written with
WRITE_SCHEMA = pa.schema([
    pa.field(f.name, pa.dictionary(pa.int32(), pa.string())) if f.name in DICTIONARY_ARRAYS
    else f for f in SETTLEMENTS_SCHEMA])
#: the schema of the heavy addresses' copies
HEAVY_SCHEMA = heavy.copy_schema(WRITE_SCHEMA)
#: the schema of the address-sorted copies
INDEX_SCHEMA = heavy.index_schema(WRITE_SCHEMA)
#: statistics only where a predicate can use them: not on random hashes, nor on payer and
#: recipient (random hex: every page spans about 0x0.. to 0xf..; the bloom filters and
#: ``address_daily`` prune address lookups)
STATISTICS = ["log_index", "block_number", "timestamp", "amount", "facilitator"]

Progress = Callable[[int], None]
_TS_TYPE = pa.timestamp("s", tz="UTC")
_OTHER_TYPE = INDEX_SCHEMA.field("other").type
#: ASCII lowercase hex digit -> its value
_NIBBLE = np.zeros(256, dtype=np.uint8)
_NIBBLE[np.frombuffer(b"0123456789abcdef", dtype=np.uint8)] = np.arange(16, dtype=np.uint8)


@dataclass
class _Population:
    """Heavy parties of the real list plus a synthetic power-law population."""

    addresses: np.ndarray  # (K + P, 42) ASCII
    known: list[calibration.Party]
    size: int  # synthetic population P
    _rank: np.ndarray | None = None

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
        pick = UniformSearch(np.cumsum(fractions))(rng.random(n))
        other = pick >= len(self.known)
        # P * u^3: a heavy head and a long tail over the synthetic population.
        tail = (self.size * rng.random(int(other.sum())) ** 3).astype(np.int64)
        pick[other] = len(self.known) + tail
        return pick

    def rank(self) -> np.ndarray:
        """Each address's position in string order (sorting rows by address)."""
        if self._rank is None:
            self._rank = _string_rank(self.addresses)
        return self._rank


#: stream ids of the synthetic populations' generators (days use ``(seed, day index)``)
_POPULATION_STREAMS = {"payer": 1 << 32, "recipient": (1 << 32) + 1}


def _population(role: str, known: list[calibration.Party], size: int, seed: int) -> _Population:
    """The heavy parties, then ``size`` synthetic addresses: 20 random bytes each from the
    role's own generator, in hex."""
    rng = np.random.default_rng([seed, _POPULATION_STREAMS[role]])
    matrix = np.empty((len(known) + size, 42), dtype=np.uint8)
    head = b"".join(p.address.lower().encode() for p in known)
    matrix[:len(known)] = np.frombuffer(head, dtype=np.uint8).reshape(len(known), 42)
    matrix[len(known):] = hex_matrix(random_bytes(rng, size, 20))
    return _Population(addresses=matrix, known=known, size=size)


def _string_rank(addresses: np.ndarray) -> np.ndarray:
    """Each row's position in the string order of an ``(n, 42)`` matrix of ``0x`` + lowercase
    hex: sorted by the first 16 hex digits as one integer (ASCII digits sort below letters,
    so this is the string order), or by the whole string should two rows share them."""
    digits = addresses[:, 2:18]
    nibbles = _NIBBLE[digits]  # bytes, not 64-bit words: a tenth of the memory (2 M payers)
    pairs = (nibbles[:, 0::2] << 4) | nibbles[:, 1::2]
    del nibbles
    prefix = pairs.view(">u8").reshape(-1).astype(np.uint64)  # the 8 bytes, big-endian
    del pairs
    order = np.argsort(prefix)
    hex_only = bool((((digits >= ord("0")) & (digits <= ord("9")))
                     | ((digits >= ord("a")) & (digits <= ord("f")))).all())
    if not hex_only or (len(order) > 1 and not (np.diff(prefix[order]) > 0).all()):
        order = np.argsort(addresses.view("S42").reshape(-1), kind="stable")
    rank = np.empty(len(order), dtype=np.int64)
    rank[order] = np.arange(len(order))
    return rank


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


#: one output file: consecutive ``(day index, day, rows)``
FileSpec = list[tuple[int, date, int]]


def plan_files(days: list[date], counts: list[int], days_per_file: int = DEFAULT_DAYS_PER_FILE,
               file_rows: int = FILE_ROWS) -> list[FileSpec]:
    """Consecutive days grouped into files: a new file every ``days_per_file`` calendar days
    or once a file holds ``file_rows`` rows (a day is never split)."""
    out: list[FileSpec] = []
    current: FileSpec = []
    rows = 0
    for i, (day, n) in enumerate(zip(days, counts, strict=True)):
        if current and (i % days_per_file == 0 or rows >= file_rows):
            out.append(current)
            current, rows = [], 0
        if n > 0:
            current.append((i, day, n))
            rows += n
    if current:
        out.append(current)
    return [f for f in out if f]


class _Model:
    """Everything that draws rows: calibration, populations, price points (one per process)."""

    def __init__(self, rows: int, seed: int) -> None:
        self.seed, self.rows = seed, rows
        self.cal = calibration.load()
        self.payers = _population("payer", self.cal.payers,
                                  int(np.clip(rows // 60, 200, 2_000_000)), seed)
        self.recipients = _population("recipient", self.cal.recipients,
                                      int(np.clip(rows // 600, 50, 200_000)), seed)
        shares = np.array([c for _, _, c in self.cal.facilitators], dtype=float)
        self.fac_cum = np.cumsum(shares / shares.sum())
        self.fac_search = UniformSearch(self.fac_cum)
        self.fac_addr = strings([a.lower() for a, _, _ in self.cal.facilitators])
        pts = self.cal.price_points
        self.point_values = np.array([round(a * 1e6) for a, _ in pts], dtype=np.int64)
        weights = np.array([w for _, w in pts])
        self.point_cum = np.cumsum(weights / weights.sum())
        self.point_search = UniformSearch(self.point_cum)
        self.point_mean = float((self.point_values * weights / weights.sum()).sum() / 1e6)
        self.tail_mean = TAIL_MEDIAN_USDC * float(np.exp(TAIL_SIGMA**2 / 2))
        self.known_avg = np.array([p.volume / max(p.payments, 1) for p in self.payers.known])
        self._heavy: dict[float, tuple[list[str], np.ndarray, np.ndarray]] = {}
        self._ranks: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self._by_rank: np.ndarray | None = None
        self._raw: np.ndarray | None = None

    def ranks(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Both populations' matrices stacked (payers first), and each payer's and each
        recipient's position in the string order of the distinct addresses."""
        if self._ranks is None:
            both = np.concatenate([self.payers.addresses, self.recipients.addresses])
            order = np.argsort(both.view("S42").reshape(-1), kind="stable")
            ordered = take_rows(both, order).view("S42").reshape(-1)
            dense = np.cumsum(np.r_[False, ordered[1:] != ordered[:-1]]).astype(np.int32)
            rank = np.empty(len(both), dtype=np.int32)
            rank[order] = dense
            k = len(self.payers.addresses)
            self._ranks = (both, rank[:k], rank[k:])
            self._by_rank = take_rows(both, order[np.r_[True, dense[1:] != dense[:-1]]])
        return self._ranks

    def by_rank(self) -> np.ndarray:
        """The distinct addresses of ``ranks()``'s matrix in string order (row = rank): an
        address column of rows sorted by address is gathered from it in order."""
        self.ranks()
        assert self._by_rank is not None
        return self._by_rank

    def raw_addresses(self) -> np.ndarray:
        """``ranks()``'s matrix as ``(n, 20)`` bytes (checked: hex back gives the matrix)."""
        if self._raw is None:
            both = self.ranks()[0]
            raw = np.empty((len(both), 20), dtype=np.uint8)
            for s in range(0, len(both), SLICE_ROWS):  # in slices: flat memory
                part = both[s:s + SLICE_ROWS]
                nibbles = _NIBBLE[part[:, 2:]]
                raw[s:s + len(part)] = (nibbles[:, 0::2] << 4) | nibbles[:, 1::2]
                if not np.array_equal(hex_matrix(raw[s:s + len(part)]), part):
                    raise ValueError("an address is not 0x + 40 lowercase hex digits")
            self._raw = raw
        return self._raw

    def index_table(self, records: np.ndarray, rank: np.ndarray, other_ix: np.ndarray,
                    paid: np.ndarray) -> pa.Table:
        """Entries of the address-sorted copy: ``records`` (``heavy.ROW_RECORD``), their
        address's rank, their counterparty (an index into ``ranks()``'s matrix) and whether
        the address paid."""
        k = len(records)
        return pa.Table.from_arrays([
            fixed_strings(take_rows(self.by_rank(), rank)),
            ints(paid, pa.int8()),
            pa.Array.from_buffers(_OTHER_TYPE, k, [None, pa.py_buffer(
                take_rows(self.raw_addresses(), other_ix))]),
            ints(records["log_index"], pa.int32()),
            ints(records["block"], pa.int64()),
            _constant(BASE_USDC, k),
            usdc_decimal(records["atomic"]),
            _constant("eip3009", k),
            pa.DictionaryArray.from_arrays(ints(records["facilitator"], pa.int32()),
                                           self.fac_addr),
        ], schema=INDEX_SCHEMA)

    def copy_table(self, sub: np.ndarray) -> pa.Table:
        """Rows of a heavy address's copy from their ``heavy.ROW_RECORD`` records."""
        k = len(sub)
        blocks = sub["block"].astype(np.int64)
        return pa.Table.from_arrays([
            ints(sub["log_index"], pa.int32()),
            ints(blocks, pa.int64()),
            pa.Array.from_buffers(_TS_TYPE, k, [None, pa.py_buffer(BASE_GENESIS_TS + 2 * blocks)]),
            fixed_strings(take_rows(self.payers.addresses, sub["payer"])),
            fixed_strings(take_rows(self.recipients.addresses, sub["recipient"])),
            _constant(BASE_USDC, k),
            usdc_decimal(sub["atomic"]),
            _constant("eip3009", k),
            pa.DictionaryArray.from_arrays(ints(sub["facilitator"], pa.int32()), self.fac_addr),
        ], schema=HEAVY_SCHEMA)

    def heavy(self, share: float) -> tuple[list[str], np.ndarray, np.ndarray]:
        """The addresses expected to hold at least ``share`` of the rows (as payer or as
        recipient), sorted, and each population index's position among them (or -1)."""
        if share not in self._heavy:
            self._heavy[share] = self._heavy_keys(share)
        return self._heavy[share]

    def _heavy_keys(self, share: float) -> tuple[list[str], np.ndarray, np.ndarray]:
        threshold = max(heavy.HEAVY_MIN_ROWS, share * self.rows)
        counts = _day_counts(self.cal, self.rows)
        chosen: dict[str, list[int]] = {}
        for pop in (self.payers, self.recipients):
            expected = np.zeros(len(pop.known))
            other = 0.0
            for i, (day, n) in enumerate(zip(self.cal.days, counts, strict=True)):
                if n <= 0:
                    continue
                start = int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp())
                f = pop.fractions(start, self.cal.counts[i])
                expected += n * f
                other += n * max(0.0, 1.0 - float(f.sum()))
            picked = [k for k in range(len(pop.known)) if expected[k] >= threshold]
            # synthetic index t is drawn with probability ((t+1)/P)^(1/3) - (t/P)^(1/3)
            t = 0
            while t < pop.size and other * (((t + 1) / pop.size) ** (1 / 3)
                                            - (t / pop.size) ** (1 / 3)) >= threshold:
                picked.append(len(pop.known) + t)
                t += 1
            for k in picked:
                chosen.setdefault(bytes(pop.addresses[k]).decode(), []).append(k)
        addresses = sorted(chosen)
        position = {a: j for j, a in enumerate(addresses)}
        keys = []
        for pop in (self.payers, self.recipients):
            key = np.full(len(pop.addresses), -1, dtype=np.int32)
            for k, party in enumerate(pop.known):  # a heavy payer may also be a recipient
                key[k] = position.get(party.address.lower(), -1)
            for a in addresses:
                for k in chosen[a]:
                    if k >= len(pop.known) and bytes(pop.addresses[k]).decode() == a:
                        key[k] = position[a]
            keys.append(key)
        return addresses, keys[0], keys[1]

    def day(self, i: int, day: date, n: int, out: _DayOut) -> Iterator[_Slice]:
        """Day ``i``'s rows as slices of at most ``SLICE_ROWS`` rows; once they are all taken,
        ``out`` holds the day's rollup row.

        A busy day is drawn in parts of at most ``PART_ROWS`` rows over consecutive block
        ranges (multinomial counts: the same law as one uniform draw), so memory stays flat.
        """
        rng = np.random.default_rng([self.seed, i])
        start = int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp())
        lo = max(start, base_ts_of(FIRST_BLOCK))
        hi = min(start + 86_399, base_ts_of(LAST_BLOCK))
        first = base_block_at(lo)
        first += base_ts_of(first) < lo  # the block at the day's first second may be before it
        end = base_block_at(hi) + 1
        parts = -(-n // PART_ROWS)
        edges = np.linspace(first, end, parts + 1).astype(np.int64)
        counts = rng.multinomial(n, np.diff(edges) / (end - first)) if parts > 1 else [n]
        real = self.cal.counts[i]
        pf = self.payers.fractions(start, real)
        rf = self.recipients.fractions(start, real)
        real_mean = self.cal.volumes[i] / max(real, 1)
        amounts = []
        seen_p = np.zeros(len(self.payers.addresses), dtype=bool)
        seen_r = np.zeros(len(self.recipients.addresses), dtype=bool)
        seen_f = np.zeros(len(self.fac_cum), dtype=bool)
        span: list[int] = []
        for j, m in enumerate(counts):
            if m == 0:
                continue
            # the sorted draw without a sort: each block repeated as often as it was drawn
            width = int(edges[j + 1] - edges[j])
            blocks = np.repeat(np.arange(edges[j], edges[j + 1], dtype=np.int64),
                               np.bincount(rng.integers(0, width, m), minlength=width))
            payer_idx = self.payers.draw(rng, pf, m)
            recipient_idx = self.recipients.draw(rng, rf, m)
            atomic = self._amounts(rng, payer_idx, pf, real_mean)
            fac_idx = self.fac_search(rng.random(m)).clip(0, len(self.fac_cum) - 1)
            # Position of each settlement inside its block -> log indexes (Auth, Transfer).
            first_of_block = np.r_[0, np.flatnonzero(np.diff(blocks)) + 1]
            run_start = np.repeat(first_of_block, np.diff(np.r_[first_of_block, m]))
            log_index = (2 * (np.arange(m) - run_start) + 1).astype(np.int32)
            del first_of_block, run_start
            amounts.append(atomic)
            seen_p[payer_idx] = seen_r[recipient_idx] = True
            seen_f[fac_idx] = True
            span += [int(blocks[0]), int(blocks[-1])]
            for s in range(0, m, SLICE_ROWS):
                sl = slice(s, min(m, s + SLICE_ROWS))
                yield self._slice(rng, i, blocks[sl], log_index[sl], payer_idx[sl],
                                  recipient_idx[sl], fac_idx[sl], atomic[sl])
        every = np.concatenate(amounts)
        out.stats = {
            "day": day, "total_count": n,
            "total_volume_usdc": _decimal(int(every.sum())),
            "median_amount_usdc": float(np.median(every)) / 1e6,
            "avg_amount_usdc": float(every.mean()) / 1e6,
            "max_amount_usdc": _decimal(int(every.max())),
            "unique_payers": int(seen_p.sum()),
            "unique_recipients": int(seen_r.sum()),
            "unique_facilitators": int(seen_f.sum()),
            "first_block": span[0], "last_block": span[-1],
        }

    def address_tables(self, entries: Entries) -> Iterator[pa.Table]:
        """The ``address_daily`` rows of a file, from its entries sorted by address then row:
        one table per role, sorted by address and day. The payer's entries, then the
        recipient's (those of other addresses and the self-payments), in their order: rows
        ascend inside an address, so its days do, and its days' rows are runs (no sort)."""
        days = np.array([(d - date(1970, 1, 1)).days for d in self.cal.days], dtype=np.int32)
        for role in ("payer", "recipient"):
            if role == "payer":
                mine = entries.paid
            else:
                mine = ~entries.paid
                mine |= entries.self_paid
            rank = entries.rank[mine]
            # the fields read, not whole records (half the bytes copied)
            day = entries.records["day"][mine]
            amounts = entries.records["atomic"][mine]
            blocks = entries.records["block"][mine]
            del mine
            n = len(day)
            change = np.empty(n, dtype=bool)
            change[:1] = True
            np.not_equal(rank[1:], rank[:-1], out=change[1:])
            change[1:] |= day[1:] != day[:-1]
            starts = np.flatnonzero(change)
            del change
            key = rank[starts]
            del rank
            day_of = days[day[starts]]
            ends = np.r_[starts[1:], n]
            count = np.diff(np.r_[starts, n])
            volume = np.add.reduceat(amounts, starts)
            lo, hi = np.minimum.reduceat(amounts, starts), np.maximum.reduceat(amounts, starts)
            fb = blocks[starts].astype(np.int64)
            lb = blocks[ends - 1].astype(np.int64)
            del day, amounts, blocks
            k = len(starts)
            fts = BASE_GENESIS_TS + 2 * fb
            lts = BASE_GENESIS_TS + 2 * lb
            yield pa.Table.from_arrays([
                fixed_strings(take_rows(self.by_rank(), key)),
                constant(role, k),
                pa.Array.from_buffers(pa.date32(), k, [None, pa.py_buffer(day_of)]),
                ints(count, pa.int64()),
                usdc_decimal(volume), usdc_decimal(lo), usdc_decimal(hi),
                ints(fb, pa.int64()), ints(lb, pa.int64()),
                pa.Array.from_buffers(_TS_TYPE, k, [None, pa.py_buffer(fts)]),
                pa.Array.from_buffers(_TS_TYPE, k, [None, pa.py_buffer(lts)]),
            ], schema=ADDRESS_DAILY_SCHEMA)

    def _amounts(self, rng: np.random.Generator, payer_idx: np.ndarray, pf: np.ndarray,
                 real_mean: float) -> np.ndarray:
        """Atomic USDC amounts; the tail weight matches the day's real mean amount."""
        n = len(payer_idx)
        known_avg = self.known_avg
        other_share = max(1e-9, 1.0 - pf.sum())
        need = (real_mean - float((pf * known_avg).sum())) / other_share
        q = float(np.clip((need - self.point_mean) / (self.tail_mean - self.point_mean), 0,
                          MAX_TAIL_SHARE))
        pick = self.point_search(rng.random(n)).clip(0, len(self.point_values) - 1)
        atomic = self.point_values[pick]
        tail = rng.random(n) < q
        atomic[tail] = np.maximum(
            1, np.round(rng.lognormal(np.log(TAIL_MEDIAN_USDC), TAIL_SIGMA, int(tail.sum()))
                        * 1e6)).astype(np.int64)
        heavy = payer_idx < len(known_avg)
        atomic[heavy] = np.maximum(1, np.round(known_avg[payer_idx[heavy]] * 1e6)).astype(
            np.int64)
        return atomic

    def _slice(self, rng: np.random.Generator, i: int, blocks: np.ndarray,
               log_index: np.ndarray,
               payer_idx: np.ndarray, recipient_idx: np.ndarray, fac_idx: np.ndarray,
               atomic: np.ndarray) -> _Slice:
        n = len(blocks)
        ident = np.empty((n, 74), dtype=np.uint8)  # tx hash + log index (4 bytes LE), in hex
        tx = ident[:, :66]
        tx[:] = hex_matrix(random_bytes(rng, n, 32))
        ident[:, 66:] = le32_hex(log_index)
        ts = np.ascontiguousarray(BASE_GENESIS_TS + 2 * blocks, dtype=np.int64)
        gas_price = np.round(rng.lognormal(np.log(6e6), 0.6, n)).astype(np.int64)

        table = pa.Table.from_arrays([
            fixed_strings(ident),
            fixed_strings(tx),
            ints(log_index, pa.int32()),
            ints(blocks, pa.int64()),
            pa.Array.from_buffers(_TS_TYPE, n, [None, pa.py_buffer(ts)]),
            fixed_strings(take_rows(self.payers.addresses, payer_idx)),
            fixed_strings(take_rows(self.recipients.addresses, recipient_idx)),
            _constant(BASE_USDC, n),
            usdc_decimal(atomic),
            _constant("eip3009", n),
            pa.DictionaryArray.from_arrays(ints(fac_idx, pa.int32()), self.fac_addr),
            ints(rng.integers(55_000, 95_000, n), pa.int64()),
            ints(gas_price, pa.int64()),
            fixed_strings(hex_matrix(random_bytes(rng, n, 32))),
        ], schema=WRITE_SCHEMA)
        records = np.empty(n, dtype=heavy.ROW_RECORD)
        records["payer"], records["recipient"] = payer_idx, recipient_idx
        records["log_index"], records["block"] = log_index, blocks
        records["atomic"], records["facilitator"], records["day"] = atomic, fac_idx, i
        return _Slice(table, records)


@dataclass
class _Slice:
    """Consecutive rows of a day: their table, and their ``heavy.ROW_RECORD`` records (what
    the address-sorted copy, the heavy copies and ``address_daily`` are cut from)."""

    table: pa.Table
    records: np.ndarray


_ZEROS = pa.Array.from_buffers(pa.int32(), SLICE_ROWS,
                               [None, pa.py_buffer(np.zeros(SLICE_ROWS, dtype=np.int32))])


def _constant(value: str, n: int) -> pa.Array:
    """``n`` copies of ``value`` as a dictionary array of one entry (zero-copy indexes)."""
    zeros = _ZEROS.slice(0, n) if n <= SLICE_ROWS else ints(np.zeros(n), pa.int32())
    return pa.DictionaryArray.from_arrays(zeros, strings([value]))


def _release(trim: bool = False) -> None:
    """Hand freed memory back to the system (Arrow's pool and glibc keep it otherwise, and
    the process grows with every busy day). Once per file, not per row group: releasing
    after each group made the next one fault its pages in again (a fifth of the system
    time, ~5 % of the CPU)."""
    pa.default_memory_pool().release_unused()
    if trim and _LIBC is not None:
        _LIBC.malloc_trim(0)


def _libc() -> Any:
    try:
        import ctypes

        lib = ctypes.CDLL("libc.so.6")
        lib.malloc_trim  # noqa: B018 (glibc only)
        return lib
    except (OSError, AttributeError):
        return None


_LIBC = _libc()
#: glibc's mallopt parameters
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3
#: a worker's arrays (at most tens of MB) come from the heap and stay there between row
#: groups instead of being mapped and faulted in afresh each time (about half the page
#: faults); ``_release(trim=True)`` returns the heap's free memory after each file
_WORKER_HEAP_BYTES = 256 << 20


def _worker_init() -> None:
    """Allocator and collector settings of a generation worker process (not of the caller's
    process): its objects are a few long-lived arrays, so the cyclic collector only costs
    (~2 % of the CPU in its scans). No transparent huge pages for NumPy's arrays: a worker's
    memory comes and goes with each row group, and each first touch of a huge page zeroes
    2 MiB (at 132 M, a third of the kernel time: ~0.5 of 8.5 CPU-s a 4 M-row file)."""
    gc.freeze()
    gc.disable()
    with contextlib.suppress(ImportError, AttributeError):  # NumPy's (private) switch
        importlib.import_module("numpy._core.multiarray")._set_madvise_hugepage(False)
    if _LIBC is not None:
        _LIBC.mallopt(_M_MMAP_THRESHOLD, _WORKER_HEAP_BYTES)
        _LIBC.mallopt(_M_TRIM_THRESHOLD, _WORKER_HEAP_BYTES)


@dataclass
class _DayOut:
    """What a drawn day leaves besides its rows: its rollup row."""

    stats: dict[str, Any] = field(default_factory=dict)


_MODELS: dict[tuple[int, int], _Model] = {}


def _model(rows: int, seed: int) -> _Model:
    key = (rows, seed)
    if key not in _MODELS:
        _MODELS.clear()
        _MODELS[key] = _Model(rows, seed)
    return _MODELS[key]


def _writer(path: Path, model: _Model) -> pq.ParquetWriter:
    bloom = {
        "payer": {"ndv": min(ROW_GROUP_ROWS, len(model.payers.addresses)), "fpp": BLOOM_FPP},
        "recipient": {"ndv": min(ROW_GROUP_ROWS, len(model.recipients.addresses)),
                      "fpp": BLOOM_FPP},
    }
    # dictionaries only where values repeat: random hashes would fill one per page
    compression = {c: "none" if c in UNCOMPRESSED or c in DELTA_COLUMNS else CODEC
                   for c in SETTLEMENTS_SCHEMA.names}
    return pq.ParquetWriter(path, WRITE_SCHEMA, compression=compression,
                            write_statistics=STATISTICS, use_dictionary=DICTIONARY,
                            bloom_filter_options=bloom,
                            column_encoding=dict.fromkeys(DELTA_COLUMNS, "DELTA_BINARY_PACKED"))


#: the heavy addresses' copies' writer options
_HEAVY_OPTIONS: dict[str, Any] = {
    "compression": {c: "none" if c in RANDOM_COLUMNS else CODEC for c in heavy.COPIED},
    "write_statistics": ["block_number", "timestamp", "amount"],
    "use_dictionary": [c for c in DICTIONARY if c in heavy.COPIED],
}
#: the address-sorted copies' writer options: statistics on the sort key (a lookup reads the
#: row groups whose address range holds it) and on blocks (a period inside a busy address);
#: ``address`` repeats down the file (a dictionary of each group's addresses, RLE indexes);
#: zstd: half LZ4's bytes (the sorted addresses and blocks) and no slower to write here; not
#: on ``other`` (20 random bytes: zstd kept 88 % of them for 0.3 CPU-s a 4.9 M-row file);
#: ``address`` as plain strings (its runs: a dictionary of each group's addresses compressed
#: worse and hashed every entry: 0.71 -> 0.59 CPU-s, 40 -> 34 MB a 4.9 M-row file);
#: ``amount`` in a dictionary, not compressed (a few hundred price points and the tail:
#: 0.31 -> 0.20 CPU-s, 7 -> 9 MB)
_INDEX_OPTIONS: dict[str, Any] = {
    "compression": {c: "none" if c in ("other", "amount") else "zstd" for c in INDEX_SCHEMA.names},
    "write_statistics": ["address", "block_number"],
    "use_dictionary": ["token", "amount", "settlement_type", "facilitator"],
    # ascending inside an address: deltas (a tenth less encoding CPU, a few % fewer bytes)
    "column_encoding": {"block_number": "DELTA_BINARY_PACKED",
                        "log_index": "DELTA_BINARY_PACKED"},
}

#: ``address_daily``'s writer options: integers delta-packed before zstd (counts mostly 1, an
#: address's days and blocks ascending): 1.51 -> 1.09 CPU-s and 86 -> 82 MB a 4.9 M-row file;
#: amounts in a dictionary, not compressed (mostly price points: 0.33 -> 0.23 CPU-s, same bytes)
_AMOUNTS = ("volume_usdc", "min_amount_usdc", "max_amount_usdc")
_ADDRESS_DAILY_OPTIONS: dict[str, Any] = {
    "compression": {c: "none" if c in _AMOUNTS else "zstd" for c in ADDRESS_DAILY_SCHEMA.names},
    "use_dictionary": ["role", *_AMOUNTS],
    "write_statistics": ["address", "role", "day"],
    "column_encoding": dict.fromkeys(("day", "payments", "first_block", "last_block",
                                      "first_ts", "last_ts"), "DELTA_BINARY_PACKED"),
}


def write_file(root: str, rows: int, seed: int, spec: FileSpec,
               progress: Progress | None = None, heavy_share: float = heavy.HEAVY_SHARE
               ) -> tuple[DataFile, list[dict[str, Any]]]:
    """Write the days of ``spec`` into one settlements file, its ``address_daily`` file and
    the heavy addresses' copies; its manifest entry and the days' rollup rows. Row groups hold
    ``GROUP_FLUSH_ROWS`` to ``ROW_GROUP_ROWS`` rows (fewer at the end of a file), never copied
    into one big table."""
    layout = Layout(Path(root))
    model = _model(rows, seed)
    tmp = layout.settlements_dir / f"_writing-{spec[0][0]:04d}.parquet"
    writer = _writer(tmp, model)
    addresses, payer_key, recipient_key = model.heavy(heavy_share)
    _, payer_rank, recipient_rank = model.ranks()
    heavy_ranks = np.zeros(len(addresses), dtype=np.int64)
    heavy_ranks[payer_key[payer_key >= 0]] = payer_rank[payer_key >= 0]
    heavy_ranks[recipient_key[recipient_key >= 0]] = recipient_rank[recipient_key >= 0]
    index = heavy.IndexSink(layout.by_address_dir / f"{spec[0][0]:04d}.parquet",
                            sum(n for _, _, n in spec), payer_rank, recipient_rank,
                            len(model.payers.addresses), model.index_table, INDEX_SCHEMA,
                            _INDEX_OPTIONS, heavy_ranks)
    rel: str | None = None
    pending: list[pa.Table] = []
    held = 0
    daily = []

    def flush() -> None:
        nonlocal pending, held
        if pending:
            writer.write_table(pending[0] if len(pending) == 1 else pa.concat_tables(pending),
                               row_group_size=ROW_GROUP_ROWS)
            pending, held = [], 0

    try:
        for i, day, n in spec:
            out = _DayOut()
            for part in model.day(i, day, n, out):
                index.add(part.records)
                table = part.table
                del part
                if held + table.num_rows > ROW_GROUP_ROWS:
                    flush()
                pending.append(table)
                held += table.num_rows
                if held >= GROUP_FLUSH_ROWS:
                    flush()
                if progress:
                    progress(table.num_rows)
            daily.append(out.stats)
        flush()
        rel = layout.file_name(HISTORY_SOURCE, daily[0]["first_block"], daily[-1]["last_block"])
    finally:
        writer.close()
    assert rel is not None
    del pending
    first, last = daily[0]["first_block"], daily[-1]["last_block"]
    layout.address_dir.mkdir(parents=True, exist_ok=True)
    # one sort of the file's entries by address: the rollup, the heavy copies and the
    # address-sorted copy are all cut from it
    entries = index.entries()
    with pq.ParquetWriter(layout.address_file_for(rel), ADDRESS_DAILY_SCHEMA,
                          **_ADDRESS_DAILY_OPTIONS) as sink:
        for table in model.address_tables(entries):
            sink.write_table(table, row_group_size=ADDRESS_GROUP_ROWS)
            del table
            _release()
    heavy.write_copies(layout, addresses, heavy_ranks, entries, model.copy_table, rel,
                       HEAVY_SCHEMA, _HEAVY_OPTIONS)
    del entries
    index.close(True)
    os.replace(index.path, layout.by_address_file(rel))
    _release(trim=True)
    os.replace(tmp, layout.abs(rel))
    entry = DataFile(path=rel, source=HISTORY_SOURCE, rows=sum(n for _, _, n in spec),
                     first_block=first, last_block=last, first_ts=base_ts_of(first),
                     last_ts=base_ts_of(last))
    return entry, daily


def _default_workers(rows: int) -> int:
    if rows < PARALLEL_FROM_ROWS:
        return 1
    return max(1, min(4, os.cpu_count() or 1))


class Generator:
    """Streams a synthetic history of ``rows`` settlements into ``layout``."""

    def __init__(self, layout: Layout, rows: int, seed: int = 402,
                 days_per_file: int = DEFAULT_DAYS_PER_FILE, workers: int | None = None,
                 file_rows: int = FILE_ROWS, heavy_share: float = heavy.HEAVY_SHARE) -> None:
        if rows < 1:
            raise ValueError("rows must be positive")
        self.layout, self.rows, self.seed = layout, rows, seed
        self.days_per_file, self.file_rows = days_per_file, file_rows
        self.workers = workers or _default_workers(rows)
        self.heavy_share = heavy_share
        self.cal = calibration.load()

    def files(self) -> list[FileSpec]:
        return plan_files(self.cal.days, _day_counts(self.cal, self.rows), self.days_per_file,
                          self.file_rows)

    def run(self, progress: Progress | None = None) -> Manifest:
        """Replace any previous history in the warehouse with a fresh one."""
        layout = self.layout
        layout.settlements_dir.mkdir(parents=True, exist_ok=True)
        layout.daily_dir.mkdir(parents=True, exist_ok=True)
        manifest = layout.load()
        for f in [f for f in manifest.files if f.source == HISTORY_SOURCE]:
            (layout.root / f.path).unlink(missing_ok=True)
            layout.address_file_for(f.path).unlink(missing_ok=True)
            layout.by_address_file(f.path).unlink(missing_ok=True)
        manifest.files = [f for f in manifest.files if f.source != HISTORY_SOURCE]
        for stale in layout.settlements_dir.glob("_writing*.parquet"):
            stale.unlink()
        shutil.rmtree(layout.heavy_dir, ignore_errors=True)  # copies of the old history only
        heavy.write_empty(layout, HEAVY_SCHEMA)
        for stale in layout.by_address_dir.glob("*.parquet"):
            stale.unlink()
        layout.by_address_dir.mkdir(parents=True, exist_ok=True)
        pq.write_table(INDEX_SCHEMA.empty_table(), layout.by_address_empty)
        results = list(self._write(self.files(), progress))
        daily = [row for _, rows in results for row in rows]
        manifest.files += [entry for entry, _ in results]
        daily.sort(key=lambda r: r["day"])
        pq.write_table(_daily_table(daily),
                       layout.daily_dir / f"{HISTORY_SOURCE}.parquet")
        manifest.files.sort(key=lambda f: f.first_block)
        manifest.snapshot_end_ts = base_ts_of(LAST_BLOCK)
        manifest.generated_rows = self.rows
        manifest.seed = self.seed
        manifest.heavy = _model(self.rows, self.seed).heavy(self.heavy_share)[0]
        manifest.by_address = True
        manifest.by_address_format = heavy.INDEX_FORMAT
        layout.save(manifest)
        write_catalog(layout)
        return manifest

    def _write(self, specs: list[FileSpec], progress: Progress | None
               ) -> Iterator[tuple[DataFile, list[dict[str, Any]]]]:
        root = str(self.layout.root)
        if self.workers <= 1 or len(specs) <= 1:
            for spec in specs:
                yield write_file(root, self.rows, self.seed, spec, progress, self.heavy_share)
            return
        # fork from a single-threaded caller (the CLI, the bench); spawn when threads run (a
        # service: fork would copy their locks, not the threads)
        forking = threading.active_count() == 1
        ctx = multiprocessing.get_context("fork" if forking else "spawn")
        if forking:  # the workers inherit the populations instead of each drawing them
            model = _model(self.rows, self.seed)
            model.payers.rank()
            model.recipients.rank()
            model.heavy(self.heavy_share)
            model.ranks()
            model.by_rank()
            model.raw_addresses()
        # the largest files first, so no worker is left with a big one at the end
        order = sorted(specs, key=lambda s: -sum(n for _, _, n in s))
        with ProcessPoolExecutor(self.workers, mp_context=ctx,
                                 initializer=_worker_init) as pool:
            todo = iter(order)
            running: dict[Future[tuple[DataFile, list[dict[str, Any]]]], int] = {}
            for spec in todo:  # at most two files in flight per worker (bounded memory)
                running[pool.submit(write_file, root, self.rows, self.seed, spec, None,
                                    self.heavy_share)] = \
                    sum(n for _, _, n in spec)
                if len(running) >= 2 * self.workers:
                    break
            while running:
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for fut in done:
                    rows = running.pop(fut)
                    if progress:
                        progress(rows)
                    yield fut.result()
                    nxt = next(todo, None)
                    if nxt is not None:
                        running[pool.submit(write_file, root, self.rows, self.seed, nxt,
                                            None, self.heavy_share)] = \
                            sum(n for _, _, n in nxt)


def _daily_table(rows: list[dict[str, Any]]) -> pa.Table:
    """The rollup rows as a table, column by column (``Table.from_pylist`` imports pandas)."""
    cols: list[pa.Array] = []
    for f in DAILY_STATS_SCHEMA:
        values = [r[f.name] for r in rows]
        if f.type == pa.date32():
            epoch = np.array([(d - date(1970, 1, 1)).days for d in values], dtype=np.int32)
            cols.append(pa.Array.from_buffers(f.type, len(rows), [None, pa.py_buffer(epoch)]))
        elif pa.types.is_decimal(f.type):
            cols.append(usdc_decimal(np.array([int(v.scaleb(6)) for v in values],
                                              dtype=np.int64)))
        else:
            cols.append(ints(np.array(values), f.type))
    return pa.Table.from_arrays(cols, schema=DAILY_STATS_SCHEMA)


def _decimal(atomic: int) -> Decimal:
    return Decimal(atomic).scaleb(-6)


def generate(root: Path, rows: int, seed: int = 402, progress: Progress | None = None,
             workers: int | None = None, heavy_share: float = heavy.HEAVY_SHARE) -> Manifest:
    """Generate a history of ``rows`` settlements under ``root`` (replacing the old one)."""
    layout = Layout(root)
    if layout.settlements_dir.exists() and not layout.load().files:
        shutil.rmtree(layout.settlements_dir)
        shutil.rmtree(layout.address_dir, ignore_errors=True)
    return Generator(layout, rows, seed, workers=workers, heavy_share=heavy_share).run(progress)
