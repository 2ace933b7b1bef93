"""Heavy addresses: a copy of their rows, clustered by address, for address questions.

Why: ``settlements`` is sorted by ``block_number``. An address that takes a large share of
the traffic has rows in every row group of the days it is active, so neither the bloom
filters (every group holds it) nor ``address_daily``'s day ranges (it is active every day)
prune anything: at 132 M rows "median payment with <the heaviest payer> in November" read
every November row group (12.6 s on the shared 2-core machine, 6 s idle).

What: at generation, each address expected to hold at least ``HEAVY_SHARE`` of the rows (the
real top payers and recipients of the calibration, and the head of the synthetic power law:
17 addresses at 132 M) gets ``heavy/<address>/<settlements file name>``: every generated row
whose ``payer`` or ``recipient`` is that address (a row between two heavy addresses is in
both copies), sorted by ``block_number``, with the ``COPIED`` columns only. A DuckDB query
over ``settlements`` whose ``WHERE`` keeps only rows of one heavy address (``payer = X``,
``recipient = X`` or ``(payer = X OR recipient = X)``) and that reads only copied columns
reads that address's copies of the files its block range selects, plus the rows of any
ingested files there that involve it: its own rows instead of the whole period's (same
question: 1.3 s, the floor being the median of its 18 M November rows).

Cost at 132 M (measured, bench/warehouse.py): 2.9 GB of copies beside 38.1 GB of
settlements (the random hashes, 206 of a row's ~276 bytes, are not copied), and about a
fifth more generation CPU (1.71 against 1.44 CPU s per million rows at 10 M, same
conditions). Per-address directories keep a lookup to its own files, at the price of one
file per address and settlements file (~600 at 132 M), so the threshold stays high.

Every other address: the address-sorted copies. An address under the threshold whose rows
are spread over the whole history has rows in nearly every row group of ``settlements``
(at 132 M, 0.1-0.15 % of the rows on ~290 days: 9-22 s for an all-time threshold count or a
month's median, reading nearly every file). So each generated settlements file also gets
``by_address/<its name>``: each of its rows once per address it involves (as payer, and as
recipient when that is another address) but a heavy one (its copy answers it), sorted by
address, then block; ``address``, ``paid`` (whether the address is the payer), ``other`` (the
counterparty) and the copied columns but ``payer``/``recipient`` (rebuilt from the three: 42
bytes an entry saved) and ``timestamp`` (rebuilt from ``block_number``: generated rows are on
Base's 2-second clock), with ``address`` and ``block_number`` statistics (format 2,
``INDEX_FORMAT``: ``other`` as its 20 bytes). A one-address query (same rule as above) of an
address without a heavy copy reads, in each file of its block range, the one or two row
groups whose address range holds it (``index_relation``): ~65 k entries a file, whatever
the address's spread, so at most 35 files x 65 k entries at 132 M.

Why per settlements file and sorted, not ``hash(address) % B`` bucket files: a bucket file
per worker file would be B files a settlements file and a lookup would still open one per
settlements file (the workers write files, not buckets); sorting inside the file makes the
row group the bucket, with exact ranges (B = entries / ``INDEX_GROUP_ROWS``, ~120 a file at
132 M), no more files, and block-range pruning of the period kept (the files are the
settlements files'). Built at generation from NumPy columns of the file's rows (indexes,
blocks, amounts: ~25 bytes a row, one packed in-place sort of the entries), written in
row groups from the populations' address matrices. The heavy copies stay: their block-sorted
rows read a period of the busiest addresses twice as fast as their entries here (10 M: 50
against 100 ms).

Measured at 132 M (bench/warehouse.py and the same questions through ``AskService``, 5 runs,
median; 2 shared cores at load 4.6-5.2): the uncopied address active on the most days
(203,802 payments on 290 days) 'payments over 1 USDC' all-time 0.48 s (15.8 s without the
copies, one run), its all-time median 0.37 s, its November median 0.41 s (15.7 s without);
a rare payer (25 files) 0.50 s; the busiest uncopied address 0.22 s; the busiest address
(heavy copy) 0.67-1.15 s as before. Cost then: 6.7 GB (zstd, 264 M entries) beside 38.1 GB
of settlements; generation 3.31 CPU-s per million rows at 132 M (10 M, same conditions: 3.12
against 2.19 without them, +0.9: the gathers of two address strings an entry, the Parquet
encoding of ``address``/``other``, the sort). Since format 2 (heavy addresses' entries left
out, ``timestamp`` rebuilt, ``other`` as 20 bytes, delta-encoded blocks): 4.3 GB at 132 M,
and the whole generation 2.17 CPU-s per million rows (bench/warehouse.py, load 2.3; the
uncopied addresses' questions 0.11-0.19 s there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
from sqlglot import exp

from sextant.warehouse.layout import BASE_GENESIS_TS, HISTORY_SOURCE, Layout, Manifest

#: an address is heavy when it is expected to hold at least this share of all rows
HEAVY_SHARE = 0.002
#: ... and at least this many rows (small warehouses: a few hundred rows prune well enough)
HEAVY_MIN_ROWS = 200
#: columns of the copies: what aggregates over an address's rows read. Not the random hashes
#: (``id``, ``tx_hash``, ``nonce``: 206 of the ~276 bytes of a row, incompressible) nor gas:
#: a question that names a payment (largest, first, last, history) reads ``settlements``, in
#: the block range of the one day that holds it (the planner finds it in ``address_daily``)
COPIED = ("log_index", "block_number", "timestamp", "payer", "recipient", "token", "amount",
          "settlement_type", "facilitator")
#: rows per row group of a copy (block-number statistics prune a period inside it)
GROUP_ROWS = 65_536
#: at most this many copied rows wait in a worker before every address's buffer is written
BUFFER_ROWS = 262_144
_ADDRESS_COLUMNS = ("payer", "recipient")


def copy_schema(write_schema: pa.Schema) -> pa.Schema:
    return pa.schema([write_schema.field(c) for c in COPIED])


class HeavySink:
    """Collects the rows of heavy addresses while one settlements file is written.

    ``payer_key``/``recipient_key`` map each population index to the heavy address's key
    (its position in ``addresses``) or -1.
    """

    def __init__(self, layout: Layout, tag: str, addresses: list[str], payer_key: np.ndarray,
                 recipient_key: np.ndarray, schema: pa.Schema, options: dict[str, Any]) -> None:
        self.layout, self.tag, self.addresses = layout, tag, addresses
        self.payer_key, self.recipient_key = payer_key, recipient_key
        self.schema, self.options = schema, options
        self.buffers: dict[int, list[pa.Table]] = {}
        self.held: dict[int, int] = {}
        self.total = 0
        self.writers: dict[int, pq.ParquetWriter] = {}

    def add(self, payer_idx: np.ndarray, recipient_idx: np.ndarray,
            copy: Callable[[np.ndarray], pa.Table]) -> None:
        """Copy the rows of a block-sorted slice that involve a heavy address (``copy(rows)``:
        those rows' copied columns)."""
        kp = self.payer_key[payer_idx]
        kr = self.recipient_key[recipient_idx]
        rows_p = np.flatnonzero(kp >= 0)
        rows_r = np.flatnonzero((kr >= 0) & (kr != kp))  # a self-payment is copied once
        if not len(rows_p) and not len(rows_r):
            return
        keys = np.concatenate([kp[rows_p], kr[rows_r]]).astype(np.int64)
        rows = np.concatenate([rows_p, rows_r]).astype(np.int64)
        order = np.argsort((keys << 32) | rows)  # by address, then block order
        keys, rows = keys[order], rows[order]
        sub = copy(rows)
        starts = np.r_[0, np.flatnonzero(np.diff(keys)) + 1]
        ends = np.r_[starts[1:], len(keys)]
        for s, e in zip(starts.tolist(), ends.tolist(), strict=True):
            key = int(keys[s])
            self.buffers.setdefault(key, []).append(sub.slice(s, e - s))
            self.held[key] = self.held.get(key, 0) + e - s
            if self.held[key] >= GROUP_ROWS:
                self._flush(key)
        self.total += len(rows)
        if self.total >= BUFFER_ROWS:  # bounded memory: write every address's buffer
            for key in list(self.buffers):
                self._flush(key)
            self.total = 0

    def _tmp(self, key: int) -> Path:
        return self.layout.heavy_dir / self.addresses[key] / f"_writing-{self.tag}.parquet"

    def _flush(self, key: int) -> None:
        parts = self.buffers.pop(key, [])
        self.held.pop(key, None)
        if not parts:
            return
        writer = self.writers.get(key)
        if writer is None:
            path = self._tmp(key)
            path.parent.mkdir(parents=True, exist_ok=True)
            writer = self.writers[key] = pq.ParquetWriter(path, self.schema, **self.options)
        writer.write_table(parts[0] if len(parts) == 1 else pa.concat_tables(parts),
                           row_group_size=GROUP_ROWS)

    def close(self, settlements_rel: str | None) -> None:
        """Write what is left and name each copy after the settlements file (``None``: the
        file failed, drop the copies)."""
        try:
            if settlements_rel is not None:
                for key in list(self.buffers):
                    self._flush(key)
        finally:
            for writer in self.writers.values():
                writer.close()
        for key in self.writers:
            tmp = self._tmp(key)
            if settlements_rel is None:
                tmp.unlink(missing_ok=True)
            else:
                tmp.replace(self.layout.heavy_file(self.addresses[key], settlements_rel))


def write_empty(layout: Layout, schema: pa.Schema) -> None:
    layout.heavy_dir.mkdir(parents=True, exist_ok=True)
    pq.write_table(schema.empty_table(), layout.heavy_empty)


# -- queries ---------------------------------------------------------------------------------

def _literal(node: Any) -> str | None:
    return node.this if isinstance(node, exp.Literal) and node.is_string else None


def _address_column(node: Any, alias: str) -> str | None:
    if isinstance(node, exp.Column) and node.name.lower() in _ADDRESS_COLUMNS and (
            not node.table or node.table.lower() == alias.lower()):
        return node.name.lower()
    return None


def _equality(node: Any, alias: str) -> tuple[str, str] | None:
    """``(column, address)`` of ``payer = 'X'`` / ``'X' = recipient``."""
    if not isinstance(node, exp.EQ):
        return None
    for col, lit in ((node.left, node.right), (node.right, node.left)):
        name, value = _address_column(col, alias), _literal(lit)
        if name and value is not None:
            return name, value
    return None


def _involved(node: Any, alias: str) -> str | None:
    """The address every row passing ``node`` involves (as payer or recipient), if any."""
    while isinstance(node, exp.Paren):
        node = node.this
    one = _equality(node, alias)
    if one:
        return one[1]
    if isinstance(node, exp.Or):
        left, right = _involved(node.left, alias), _involved(node.right, alias)
        return left if left is not None and left == right else None
    return None


def _conjuncts(node: Any) -> list[Any]:
    while isinstance(node, exp.Paren) and isinstance(node.this, exp.And):
        node = node.this
    if isinstance(node, exp.And):
        return _conjuncts(node.left) + _conjuncts(node.right)
    return [] if node is None else [node]


def _copied_columns_only(tree: exp.Expression) -> bool:
    """Whether the query reads no column left out of the copies (conservatively: by name,
    anywhere in the query; ``*`` only inside ``count(*)``)."""
    for node in tree.walk():
        if isinstance(node, exp.Star) and not isinstance(node.parent, exp.Count):
            return False
        if isinstance(node, exp.Column) and node.name.lower() in _LEFT_OUT:
            return False
    return True


_LEFT_OUT = frozenset({"id", "tx_hash", "nonce", "gas_used", "gas_price"})


def heavy_address(tree: exp.Expression, placeholder: str, alias: str,
                  heavy: set[str], any_address: bool = False) -> str | None:
    """The heavy address (any address with ``any_address``: the address-sorted copies) whose
    copy can stand for ``settlements`` at ``placeholder``: the reference is the only source of
    its ``SELECT`` and a top-level ``WHERE`` conjunct keeps only rows involving that address.
    A conjunct ``(payer = X OR recipient = X)`` is true of every row of the relation
    (``relation`` applies it to ingested files), so it is replaced by ``TRUE`` in ``tree`` (a
    copy of the query's: two string comparisons a row saved)."""
    if not heavy and not any_address:
        return None
    table = next((t for t in tree.find_all(exp.Table) if t.name == placeholder), None)
    select = table.find_ancestor(exp.Select) if table is not None else None
    if select is None or select.args.get("joins"):
        return None
    source = select.args.get("from_") or select.args.get("from")
    if source is None or source.this is not table:
        return None
    where = select.args.get("where")
    for c in _conjuncts(where.this if where else None):
        address = _involved(c, alias)
        if address is not None and (any_address or address in heavy):
            if not _copied_columns_only(tree):
                return None
            if _either_role(c, alias):
                c.replace(exp.true())
            return address
    return None


def _either_role(node: Any, alias: str) -> bool:
    """Whether ``node`` is ``payer = X OR recipient = X`` (any order, in parentheses)."""
    while isinstance(node, exp.Paren):
        node = node.this
    if not isinstance(node, exp.Or):
        return False
    sides = [_equality(n.this if isinstance(n, exp.Paren) else n, alias)
             for n in (node.left, node.right)]
    return all(sides) and {s[0] for s in sides if s} == set(_ADDRESS_COLUMNS)


def relation(layout: Layout, manifest: Manifest, address: str, lo: int | None,
             hi: int | None) -> str:
    """A DuckDB table expression: ``address``'s copies of the generated files meeting
    ``[lo, hi]`` and the rows of the ingested files there that involve it, with the copied
    columns."""
    chosen = manifest.files_for_blocks(lo, hi) or manifest.files[:1]
    copies = [layout.heavy_file(address, f.path) for f in chosen if f.source == HISTORY_SOURCE]
    paths = [str(p) for p in copies if p.exists()] or [str(layout.heavy_empty)]
    others = [layout.abs(f.path) for f in chosen if f.source != HISTORY_SOURCE]
    cols = ", ".join(COPIED)
    parts = [f"SELECT {cols} FROM read_parquet({_sql_list(paths)})"]
    if others:
        lit = "'" + address.replace("'", "''") + "'"
        parts.append(f"SELECT {cols} FROM read_parquet({_sql_list(others)}) "
                     f"WHERE payer = {lit} OR recipient = {lit}")
    return "(" + " UNION ALL ".join(parts) + ")"


def other_sql(index_format: int) -> str:
    """SQL of an entry's counterparty address (``0x`` + lowercase hex) in a copy of that
    format."""
    return "'0x' || lower(hex(other))" if index_format >= 2 else "other"


def _sql_list(paths: list[str]) -> str:
    return "[" + ", ".join("'" + p.replace("'", "''") + "'" for p in paths) + "]"


# -- every address: the address-sorted copy ---------------------------------------------------

#: entries per row group of an address-sorted copy: a lookup decodes the one or two groups
#: whose ``address`` range holds it in each file of its period (about 60 groups a file)
INDEX_GROUP_ROWS = 65_536
#: what an entry holds beside the copied columns: its ``address`` (sort key) and whether that
#: address ``paid`` (1: the payer, also of a self-payment) or received (0); ``other`` is the
#: counterparty (``payer``/``recipient`` are rebuilt from the two, 42 bytes an entry saved);
#: no ``timestamp``: a generated row's is ``BASE_GENESIS_TS + 2 * block_number`` (rebuilt)
INDEX_COLUMNS = ("address", "paid", "other", "log_index", "block_number", "token", "amount",
                 "settlement_type", "facilitator")


#: format of the address-sorted copies written now (``Manifest.by_address_format``): 2 stores
#: ``other`` as its 20 bytes (a third less encoding CPU than 42 bytes of hex under zstd);
#: 1 (before) as the hex string
INDEX_FORMAT = 2


def index_schema(write_schema: pa.Schema) -> pa.Schema:
    own = {"address": pa.field("address", pa.string()), "paid": pa.field("paid", pa.int8()),
           "other": pa.field("other", pa.binary(20))}
    return pa.schema([own.get(c) or write_schema.field(c) for c in INDEX_COLUMNS])


class IndexSink:
    """Collects one settlements file's rows (as NumPy columns) and writes them once per
    address, sorted by address then block, when the file is done.

    ``addresses``: the payer population's matrix then the recipient population's (``(n, 42)``
    ASCII); ``payer_rank``/``recipient_rank``: each population index's position in the
    string order of the distinct addresses (equal strings, equal ranks); ``build(entry_rows,
    address_ix, other_ix, paid)``: the table of those entries. ``payer_heavy``/
    ``recipient_heavy``: whether a population index is a heavy address, whose entries are
    left out (its questions read its heavy copy; about an eighth of the entries at 132 M).
    """

    def __init__(self, path: Path, payer_rank: np.ndarray, recipient_rank: np.ndarray,
                 payers: int, build: Callable[..., pa.Table], schema: pa.Schema,
                 options: dict[str, Any], payer_heavy: np.ndarray | None = None,
                 recipient_heavy: np.ndarray | None = None) -> None:
        self.path, self.payer_rank, self.recipient_rank = path, payer_rank, recipient_rank
        self.payers, self.build, self.schema, self.options = payers, build, schema, options
        self.payer_heavy = (np.zeros(len(payer_rank), dtype=bool) if payer_heavy is None
                            else payer_heavy)
        self.recipient_heavy = (np.zeros(len(recipient_rank), dtype=bool)
                                if recipient_heavy is None else recipient_heavy)
        self.parts: list[list[np.ndarray]] = []
        self.rows: list[np.ndarray] = []

    def add(self, payer_idx: np.ndarray, recipient_idx: np.ndarray,
            columns: tuple[np.ndarray, ...]) -> None:
        """Keep a slice's rows (indexes as int32: a worker holds a whole file's)."""
        self.parts.append([payer_idx.astype(np.int32), recipient_idx.astype(np.int32),
                           *columns])

    def columns(self) -> list[np.ndarray]:
        """The rows kept so far, concatenated (once): payer and recipient indexes, then the
        ``columns`` given to ``add``."""
        if self.parts:
            cols = []
            for c in range(len(self.parts[0])):  # column by column, each part's array dropped
                cols.append(np.concatenate([p[c] for p in self.parts]))
                for part in self.parts:
                    part[c] = _NONE
            self.parts = []
            self.rows = cols
        return self.rows

    def close(self, ok: bool) -> None:
        cols = self.columns() if ok else []
        self.parts, self.rows = [], []
        if not cols:
            return
        p, r = cols[0], cols[1]
        kp = self.payer_rank[p]
        kr = self.recipient_rank[r]
        mine = np.flatnonzero(~self.payer_heavy[p])
        other = np.flatnonzero((kr != kp) & ~self.recipient_heavy[r])  # a self-payment: once
        # (address rank, row) packed and sorted in place: by address, then row (block) order;
        # built in place (one int64 array of the entries, no temporaries of its size)
        m = len(mine)
        keys = np.empty(m + len(other), dtype=np.int64)
        keys[:m] = kp[mine]
        keys[m:] = kr[other]
        del kr
        keys <<= 32
        keys[:m] |= mine
        keys[m:] |= other
        del mine, other
        keys.sort()
        row = (keys & 0xFFFFFFFF).astype(np.int32)
        keys >>= 32
        paid = kp[row] == keys
        del keys, kp
        payer_ix, recipient_ix = p[row], r[row]
        recipient_ix += self.payers
        address_ix = np.where(paid, payer_ix, recipient_ix)
        other_ix = np.where(paid, recipient_ix, payer_ix)
        del payer_ix, recipient_ix
        tmp = self.path.with_name(f"_writing-{self.path.name}")
        tmp.parent.mkdir(parents=True, exist_ok=True)
        with pq.ParquetWriter(tmp, self.schema, **self.options) as writer:
            for s in range(0, len(row), INDEX_GROUP_ROWS):
                sl = slice(s, s + INDEX_GROUP_ROWS)
                writer.write_table(self.build(cols[2:], row[sl], address_ix[sl], other_ix[sl],
                                              paid[sl]), row_group_size=INDEX_GROUP_ROWS)
        tmp.replace(self.path)


_NONE = np.empty(0, dtype=np.int32)


def index_relation(layout: Layout, manifest: Manifest, address: str, lo: int | None,
                   hi: int | None) -> str:
    """Like ``relation``, from the address-sorted copies (any address)."""
    chosen = manifest.files_for_blocks(lo, hi) or manifest.files[:1]
    copies = [layout.by_address_file(f.path) for f in chosen if f.source == HISTORY_SOURCE]
    paths = [str(p) for p in copies if p.exists()] or [str(layout.by_address_empty)]
    others = [layout.abs(f.path) for f in chosen if f.source != HISTORY_SOURCE]
    lit = "'" + address.replace("'", "''") + "'"
    cols = ", ".join(COPIED)
    other = other_sql(manifest.by_address_format)
    rebuilt = ", ".join(
        f"CASE WHEN paid = 1 THEN address ELSE {other} END AS payer" if c == "payer" else
        f"CASE WHEN paid = 1 THEN {other} ELSE address END AS recipient" if c == "recipient"
        else f"to_timestamp({BASE_GENESIS_TS} + 2 * block_number) AS timestamp"
        if c == "timestamp" else c for c in COPIED)
    # materialized: the query's other predicates (a planner's OR of the address's day ranges,
    # hundreds of terms) would be pushed into the scan and tried on every entry of the row
    # groups read (a few million, 3-4 s at 132 M), not on the address's own entries
    parts = [f"(WITH entries AS MATERIALIZED (SELECT {rebuilt} FROM "
             f"read_parquet({_sql_list(paths)}) WHERE address = {lit}) SELECT * FROM entries)"]
    if others:
        parts.append(f"SELECT {cols} FROM read_parquet({_sql_list(others)}) "
                     f"WHERE payer = {lit} OR recipient = {lit}")
    return "(" + " UNION ALL ".join(parts) + ")"
