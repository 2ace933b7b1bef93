"""On-disk layout of the warehouse: Parquet schemas, file naming and the manifest.

``<root>/settlements/<source>-<first_block>-<last_block>.parquet`` hold settlements sorted by
``block_number``; each file covers a disjoint block range, so a ``block_number`` predicate
selects files from the manifest (and row groups inside them from Parquet statistics).
``<root>/daily_stats/<source>.parquet`` hold one row per day and source;
``<root>/address_daily/`` one row per address, role and day (one file per generated
settlements file, one ``<source>.parquet`` per ingest source); ``<root>/heavy/<address>/``
a copy of the generated rows that involve one of the heaviest addresses (see
``sextant.warehouse.heavy``); ``<root>/by_address/`` each generated file's rows once per
address (payer, and recipient when it differs), sorted by address. ``manifest.json``
records every file's block and time range, row count, each ingest source's cursor and, for a
chain that can restart from genesis (the sandbox dev chain), the chain instance they belong
to; files of an earlier instance are moved to ``<root>/archive/`` and never queried.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pyarrow as pa

#: Base mainnet: block timestamps are exactly ``BASE_GENESIS_TS + 2 * block``.
BASE_GENESIS_TS = 1_686_789_347
BASE_BLOCK_SECONDS = 2
#: Base USDC, the token of every real x402 settlement in the history.
BASE_USDC = "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913"
HISTORY_SOURCE = "history"

SETTLEMENTS_SCHEMA = pa.schema([
    ("id", pa.string()),
    ("tx_hash", pa.string()),
    ("log_index", pa.int32()),
    ("block_number", pa.int64()),
    ("timestamp", pa.timestamp("s", tz="UTC")),
    ("payer", pa.string()),
    ("recipient", pa.string()),
    ("token", pa.string()),
    ("amount", pa.decimal128(18, 6)),
    ("settlement_type", pa.string()),
    ("facilitator", pa.string()),
    ("gas_used", pa.int64()),
    ("gas_price", pa.int64()),
    ("nonce", pa.string()),
])

DAILY_STATS_SCHEMA = pa.schema([
    ("day", pa.date32()),
    ("total_count", pa.int64()),
    ("total_volume_usdc", pa.decimal128(18, 6)),
    ("median_amount_usdc", pa.float64()),
    ("avg_amount_usdc", pa.float64()),
    ("max_amount_usdc", pa.decimal128(18, 6)),
    ("unique_payers", pa.int64()),
    ("unique_recipients", pa.int64()),
    ("unique_facilitators", pa.int64()),
    ("first_block", pa.int64()),
    ("last_block", pa.int64()),
])

#: One row per address, role (``payer`` / ``recipient``) and UTC day: what the address paid or
#: received that day. Sorted by role, then address, inside each file (row-group statistics on
#: ``address`` prune a lookup to a row group per role and file), so address questions read a
#: few rows here instead of scanning ``settlements``; a day's block range bounds its rows.
ADDRESS_DAILY_SCHEMA = pa.schema([
    ("address", pa.string()),
    ("role", pa.string()),
    ("day", pa.date32()),
    ("payments", pa.int64()),
    ("volume_usdc", pa.decimal128(18, 6)),
    ("min_amount_usdc", pa.decimal128(18, 6)),
    ("max_amount_usdc", pa.decimal128(18, 6)),
    ("first_block", pa.int64()),
    ("last_block", pa.int64()),
    ("first_ts", pa.timestamp("s", tz="UTC")),
    ("last_ts", pa.timestamp("s", tz="UTC")),
])

#: Column notes shown to the LLM and in ``warehouse info``.
TABLE_DOCS = {
    "settlements": (
        "one row per x402 payment (EIP-3009 transferWithAuthorization of USDC); amount is "
        "DECIMAL(18,6) USDC, timestamp is UTC, payer/recipient/facilitator/token are lowercase "
        "0x addresses, facilitator is the transaction sender; always filter on block_number"
    ),
    "daily_stats": (
        "one row per UTC day: total_count, total_volume_usdc, median_amount_usdc, "
        "avg_amount_usdc, max_amount_usdc, unique_payers, unique_recipients, "
        "unique_facilitators, first_block, last_block (the day's block range)"
    ),
}


def base_block_at(ts: int) -> int:
    """The Base block produced at unix time ``ts`` (2 s blocks)."""
    return (ts - BASE_GENESIS_TS) // BASE_BLOCK_SECONDS


def base_ts_of(block: int) -> int:
    return BASE_GENESIS_TS + BASE_BLOCK_SECONDS * block


@dataclass
class DataFile:
    """One Parquet file of settlements with its block and time range."""

    path: str  # relative to the warehouse root
    source: str
    rows: int
    first_block: int
    last_block: int
    first_ts: int
    last_ts: int


@dataclass
class Manifest:
    files: list[DataFile] = field(default_factory=list)
    cursors: dict[str, int] = field(default_factory=dict)  # source -> next block to ingest
    #: source -> the chain instance its files and cursor belong to (the sandbox dev chain)
    instances: dict[str, str] = field(default_factory=dict)
    snapshot_end_ts: int | None = None  # last timestamp of the generated history
    generated_rows: int = 0
    seed: int | None = None
    #: addresses with their own copy of the generated rows under ``heavy/<address>/``
    heavy: list[str] = field(default_factory=list)
    #: whether every generated file has its address-sorted copy under ``by_address/``
    by_address: bool = False
    #: their format (``sextant.warehouse.heavy.INDEX_FORMAT``; 1: written before formats)
    by_address_format: int = 1

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Manifest:
        files = [DataFile(**f) for f in data.get("files", [])]
        return cls(files=files, cursors=dict(data.get("cursors", {})),
                   instances=dict(data.get("instances", {})),
                   snapshot_end_ts=data.get("snapshot_end_ts"),
                   generated_rows=int(data.get("generated_rows", 0)), seed=data.get("seed"),
                   heavy=list(data.get("heavy", [])),
                   by_address=bool(data.get("by_address", False)),
                   by_address_format=int(data.get("by_address_format", 1)))

    @property
    def rows(self) -> int:
        return sum(f.rows for f in self.files)

    def block_range(self) -> tuple[int, int] | None:
        if not self.files:
            return None
        return min(f.first_block for f in self.files), max(f.last_block for f in self.files)

    def source_spans(self) -> list[tuple[int, int]]:
        """Each source's first and last timestamp (the generated history's to its snapshot
        end), in time order: the warehouse holds nothing between two of them."""
        spans: dict[str, tuple[int, int]] = {}
        for f in self.files:
            lo, hi = spans.get(f.source, (f.first_ts, f.last_ts))
            spans[f.source] = (min(lo, f.first_ts), max(hi, f.last_ts))
        if HISTORY_SOURCE in spans and self.snapshot_end_ts is not None:
            lo, hi = spans[HISTORY_SOURCE]
            spans[HISTORY_SOURCE] = (lo, max(hi, self.snapshot_end_ts))
        return sorted(spans.values())

    def time_range(self) -> tuple[int, int] | None:
        if not self.files:
            return None
        return min(f.first_ts for f in self.files), max(f.last_ts for f in self.files)

    def as_of_ts(self) -> int | None:
        """The anchor of relative dates: the newest data held (rows ingested after the
        generated snapshot move it forward; an empty warehouse has the snapshot's end)."""
        span = self.time_range()
        ends = [t for t in (self.snapshot_end_ts, span[1] if span else None) if t is not None]
        return max(ends) if ends else None

    def files_for_blocks(self, lo: int | None, hi: int | None) -> list[DataFile]:
        """Files whose block range meets ``[lo, hi]`` (``None`` = unbounded)."""
        return [
            f for f in self.files
            if (lo is None or f.last_block >= lo) and (hi is None or f.first_block <= hi)
        ]


class Layout:
    """Paths of one warehouse directory."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root).resolve()

    @property
    def settlements_dir(self) -> Path:
        return self.root / "settlements"

    @property
    def daily_dir(self) -> Path:
        return self.root / "daily_stats"

    @property
    def manifest_path(self) -> Path:
        return self.root / "manifest.json"

    @property
    def archive_dir(self) -> Path:
        return self.root / "archive"

    @property
    def catalog_path(self) -> Path:
        return self.root / "catalog.duckdb"

    @property
    def address_dir(self) -> Path:
        return self.root / "address_daily"

    @property
    def heavy_dir(self) -> Path:
        return self.root / "heavy"

    def heavy_file(self, address: str, settlements_rel: str) -> Path:
        """The copy of one generated settlements file's rows that involve ``address``."""
        return self.heavy_dir / address / Path(settlements_rel).name

    @property
    def heavy_empty(self) -> Path:
        """A heavy copy without rows (the relation of an address absent from a range)."""
        return self.heavy_dir / "_empty.parquet"

    @property
    def by_address_dir(self) -> Path:
        return self.root / "by_address"

    def by_address_file(self, settlements_rel: str) -> Path:
        """The address-sorted copy of one generated settlements file (same name)."""
        return self.by_address_dir / Path(settlements_rel).name

    @property
    def by_address_empty(self) -> Path:
        return self.by_address_dir / "_empty.parquet"

    def glob(self, table: str) -> str:
        folder = {"settlements": self.settlements_dir, "daily_stats": self.daily_dir,
                  "address_daily": self.address_dir}[table]
        return str(folder / "*.parquet")

    def address_files(self) -> list[Path]:
        return sorted(self.address_dir.glob("*.parquet")) if self.address_dir.exists() else []

    def address_file_for(self, settlements_rel: str) -> Path:
        """The address rollup of one generated settlements file (same name)."""
        return self.address_dir / Path(settlements_rel).name

    def has_address_index(self) -> bool:
        """Whether ``address_daily`` covers every settlements file: each generated file has
        its own rollup file, each ingest source one ``<source>.parquet``."""
        m = self.load()
        if not m.files:
            return False
        for f in m.files:
            own = self.address_file_for(f.path)
            if not own.exists() and not (self.address_dir / f"{f.source}.parquet").exists():
                return False
        return True

    def daily_files(self) -> list[Path]:
        return sorted(self.daily_dir.glob("*.parquet")) if self.daily_dir.exists() else []

    def exists(self) -> bool:
        return self.manifest_path.exists() and bool(self.load().files)

    def load(self) -> Manifest:
        if not self.manifest_path.exists():
            return Manifest()
        return Manifest.from_json(json.loads(self.manifest_path.read_text()))

    def save(self, manifest: Manifest) -> None:
        """Write the manifest atomically (temp file + rename)."""
        self.root.mkdir(parents=True, exist_ok=True)
        tmp = self.manifest_path.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(manifest.to_json(), indent=1))
        os.replace(tmp, self.manifest_path)

    def file_name(self, source: str, first_block: int, last_block: int) -> str:
        return f"settlements/{source}-{first_block:010d}-{last_block:010d}.parquet"

    def abs(self, rel: str) -> str:
        return str(self.root / rel)


def iso(ts: int | None) -> str | None:
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, UTC).isoformat().replace("+00:00", "Z")
