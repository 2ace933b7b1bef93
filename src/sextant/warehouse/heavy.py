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
settlements files'). Built at generation from packed records of the file's rows
(``ROW_RECORD``: indexes, blocks, amounts, day: 28 bytes a row) and one packed in-place sort
of every entry (``IndexSink.entries``: the key carries the entry's flags; the rows are then
gathered once into entry order, the only random gather of them), written in row groups
from the distinct addresses in string order (read in order) and the counterparties' raw
bytes; the heavy copies (a heavy address's entries are a run of that order) and
``address_daily`` (an address's entries ascend by row, so by day) are cut from the same
sort. The heavy copies stay: their block-sorted rows read a period of the busiest addresses
twice as fast as their entries here (10 M: 50 against 100 ms).

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

import sys
from collections.abc import Callable
from dataclasses import dataclass
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
_ADDRESS_COLUMNS = ("payer", "recipient")


def copy_schema(write_schema: pa.Schema) -> pa.Schema:
    return pa.schema([write_schema.field(c) for c in COPIED])


def write_copies(layout: Layout, addresses: list[str], ranks: np.ndarray, entries: Entries,
                 build: Callable[[np.ndarray], pa.Table], settlements_rel: str,
                 schema: pa.Schema, options: dict[str, Any]) -> None:
    """Write each heavy address's copy of one settlements file from the file's sorted
    entries: its entries' rows (a self-payment once), in block order. ``ranks``: each heavy
    address's rank (ascending, as ``addresses``); ``build(records)``: the copied columns of
    those rows (``ROW_RECORD``)."""
    lo = np.searchsorted(entries.rank, ranks, side="left")
    hi = np.searchsorted(entries.rank, ranks, side="right")
    for address, a, b in zip(addresses, lo.tolist(), hi.tolist(), strict=True):
        if a == b:
            continue
        path = layout.heavy_file(address, settlements_rel)
        tmp = path.with_name(f"_writing-{path.name}")
        tmp.parent.mkdir(parents=True, exist_ok=True)
        with pq.ParquetWriter(tmp, schema, **options) as writer:
            for s in range(a, b, GROUP_ROWS):
                writer.write_table(build(entries.records[s:min(b, s + GROUP_ROWS)]),
                                   row_group_size=GROUP_ROWS)
        tmp.replace(path)


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


@dataclass
class Entries:
    """A file's rows once per address they involve (as payer, and as recipient when that is
    another address), sorted by address, then row (block order)."""

    #: the entry's row (``ROW_RECORD``): the file's rows gathered once in entry order, so the
    #: rollup and both copies read them in order
    records: np.ndarray
    #: its address's position in the string order of the distinct addresses (ascending)
    rank: np.ndarray
    #: whether that address is the row's payer (also of a self-payment)
    paid: np.ndarray
    #: whether the entry is a self-payment's (its one entry: the payer's and the recipient's)
    self_paid: np.ndarray


#: a generated row as the address-sorted copy, the heavy copies and ``address_daily`` are cut
#: from it (packed: one gather of an entry's row fetches every field)
ROW_RECORD = np.dtype([("payer", "<i4"), ("recipient", "<i4"), ("log_index", "<i4"),
                       ("block", "<i4"), ("atomic", "<i8"), ("facilitator", "<i2"),
                       ("day", "<i2")])


class IndexSink:
    """Collects one settlements file's ``rows`` rows (``ROW_RECORD``), sorts them once per
    address (``entries``: also what the heavy copies and ``address_daily`` are cut from) and
    writes the address-sorted copy.

    ``payer_rank``/``recipient_rank``: each population index's position in the string order
    of the distinct addresses (equal strings, equal ranks); ``payers``: the payer
    population's size (recipient indexes follow it in ``build``'s address matrix);
    ``build(records, rank, other_ix, paid)``: the table of those entries (``rank``: their
    address's; ``other_ix``: the counterparty's index, recipients after payers).
    ``heavy_ranks``: the heavy addresses' ranks, whose entries are left out of the copy (their
    questions read their heavy copy; about an eighth of the entries at 132 M).
    """

    def __init__(self, path: Path, rows: int, payer_rank: np.ndarray,
                 recipient_rank: np.ndarray, payers: int, build: Callable[..., pa.Table],
                 schema: pa.Schema, options: dict[str, Any],
                 heavy_ranks: np.ndarray | None = None) -> None:
        self.path, self.payer_rank, self.recipient_rank = path, payer_rank, recipient_rank
        self.payers, self.build, self.schema, self.options = payers, build, schema, options
        self.heavy_ranks = (np.zeros(0, dtype=np.int64) if heavy_ranks is None
                            else np.sort(heavy_ranks))
        #: the file's ``rows`` records, filled slice by slice (no concatenation: one copy)
        self._records = np.empty(rows, dtype=ROW_RECORD)
        self.held = 0
        self._entries: Entries | None = None

    def add(self, records: np.ndarray) -> None:
        """Keep a slice's rows."""
        self._records[self.held:self.held + len(records)] = records
        self.held += len(records)

    def records(self) -> np.ndarray:
        """The rows kept so far (until ``entries()``, which drops them)."""
        return self._records[:self.held]

    def entries(self) -> Entries:
        """Every row's entries, sorted by address then row (one sort, computed once; the rows
        are then held in entry order only)."""
        if self._entries is None:
            records = self.records()
            p, r = records["payer"], records["recipient"]
            n = len(p)
            if n >= 1 << 30:
                raise ValueError("a file holds at most 2**30 rows")
            kp = np.take(self.payer_rank, p)  # (a take casts the int32 indexes once)
            kr = np.take(self.recipient_rank, r)
            self_paid = kr == kp
            other = np.flatnonzero(~self_paid)  # a self-payment: once
            # (address rank, row, received, self-payment) packed in one int64 (32, 30, 1 and
            # 1 bits) and sorted in place: by address, then row (block) order (an address
            # has one entry a row); built in place (no temporaries of the entries' size), and
            # the flags come with the sort instead of two more random gathers by row
            keys = np.empty(n + len(other), dtype=np.int64)
            keys[:n] = kp
            keys[n:] = kr[other]
            del kr, kp
            keys <<= 32
            keys[:n] |= np.arange(0, 4 * n, 4, dtype=np.int64) | self_paid
            keys[n:] |= (other << 2) | 2
            del other, self_paid
            keys.sort()
            words = keys.view(np.int32)  # no int64 temporaries: the words of each key
            little = int(sys.byteorder == "little")
            rank = words[little::2].copy()
            low = words[1 - little::2]
            paid = (low & 2) == 0
            self_entry = (low & 1) == 1
            del low, words
            keys &= 0xFFFFFFFF
            keys >>= 2  # the rows (intp: gathers by them take NumPy's fast path)
            ordered = np.take(records, keys)  # the one random gather of the rows
            del keys, records, p, r
            self._records = np.empty(0, dtype=ROW_RECORD)
            self._entries = Entries(records=ordered, rank=rank, paid=paid,
                                    self_paid=self_entry)
        return self._entries

    def close(self, ok: bool) -> None:
        """Write the address-sorted copy (``ok``; else drop what was kept)."""
        if ok and self.held:
            self._write(self.entries())
        self._records, self.held, self._entries = np.empty(0, dtype=ROW_RECORD), 0, None

    def _write(self, entries: Entries) -> None:
        lo = np.searchsorted(entries.rank, self.heavy_ranks, side="left")
        hi = np.searchsorted(entries.rank, self.heavy_ranks, side="right")
        keep = np.ones(len(entries.rank), dtype=bool)
        for a, b in zip(lo.tolist(), hi.tolist(), strict=True):
            keep[a:b] = False
        at = np.flatnonzero(keep)  # the kept entries, ascending: in-order gathers
        del keep
        tmp = self.path.with_name(f"_writing-{self.path.name}")
        tmp.parent.mkdir(parents=True, exist_ok=True)
        with pq.ParquetWriter(tmp, self.schema, **self.options) as writer:
            for s in range(0, len(at), INDEX_GROUP_ROWS):
                pos = at[s:s + INDEX_GROUP_ROWS]
                sub = np.take(entries.records, pos)
                mine = entries.paid[pos]
                payer_ix = sub["payer"].astype(np.int64)
                recipient_ix = sub["recipient"] + np.int64(self.payers)
                writer.write_table(self.build(
                    sub, entries.rank[pos], np.where(mine, recipient_ix, payer_ix), mine),
                    row_group_size=INDEX_GROUP_ROWS)
        tmp.replace(self.path)




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
