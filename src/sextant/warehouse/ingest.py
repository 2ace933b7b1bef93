"""Ingest real settlements from a JSON-RPC node: ``AuthorizationUsed`` + paired ``Transfer``.

Reads the token's logs in block chunks, pairs each EIP-3009 ``AuthorizationUsed(authorizer,
nonce)`` with the ``Transfer`` from the authorizer that follows it in the same transaction,
adds the block time and the transaction's sender (the facilitator), gas used and gas price,
and appends one Parquet file per chunk. The manifest's cursor moves only after a chunk's file
is written, and file names are derived from the chunk, so an interrupted run resumes by
re-reading (and overwriting) the unfinished chunk.
"""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, Protocol

import duckdb
import httpx
import pyarrow as pa
import pyarrow.parquet as pq
from eth_utils import keccak

from sextant.errors import UpstreamBadResponse, UpstreamUnavailable
from sextant.warehouse.catalog import write_catalog
from sextant.warehouse.layout import (
    ADDRESS_DAILY_SCHEMA,
    DAILY_STATS_SCHEMA,
    SETTLEMENTS_SCHEMA,
    DataFile,
    Layout,
)

AUTHORIZATION_USED = "0x" + keccak(text="AuthorizationUsed(address,bytes32)").hex()
TRANSFER = "0x" + keccak(text="Transfer(address,address,uint256)").hex()
DEFAULT_CHUNK_BLOCKS = 2_000


class Rpc(Protocol):
    async def call(self, method: str, params: list[Any]) -> Any: ...


class HttpRpc:
    """A JSON-RPC node over HTTP."""

    def __init__(self, url: str, client: httpx.AsyncClient | None = None) -> None:
        self.url = url
        self.client = client or httpx.AsyncClient(timeout=30)
        self._id = 0

    async def call(self, method: str, params: list[Any]) -> Any:
        self._id += 1
        try:
            r = await self.client.post(self.url, json={"jsonrpc": "2.0", "id": self._id,
                                                       "method": method, "params": params})
            r.raise_for_status()
            body = r.json()
        except (httpx.HTTPError, ValueError) as exc:
            raise UpstreamUnavailable(f"JSON-RPC {method} failed: {exc}",
                                      upstream="rpc") from exc
        if "error" in body:
            raise UpstreamBadResponse(f"JSON-RPC {method}: {body['error']}", upstream="rpc")
        return body.get("result")


def _hex(value: Any) -> str:
    if isinstance(value, str):
        return value if value.startswith("0x") else "0x" + value
    return "0x" + bytes(value).hex()


def _int(value: Any) -> int:
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return int(value, 16) if value.startswith("0x") else int(value)
    raise ValueError(f"not an integer: {value!r}")


def _topic_address(topic: str) -> str:
    return "0x" + topic[-40:].lower()


@dataclass
class IngestReport:
    source: str
    from_block: int
    to_block: int
    rows: int
    files: int


def pair_settlements(logs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One record per ``AuthorizationUsed`` with its ``Transfer`` (same tx, from authorizer)."""
    by_tx: dict[str, list[dict[str, Any]]] = {}
    for log in logs:
        by_tx.setdefault(log["transactionHash"].lower(), []).append(log)
    out = []
    for tx, items in by_tx.items():
        items.sort(key=lambda x: _int(x["logIndex"]))
        used: set[int] = set()
        for auth in (x for x in items if x["topics"][0].lower() == AUTHORIZATION_USED):
            payer = _topic_address(auth["topics"][1])
            transfer = next(
                (t for t in items
                 if t["topics"][0].lower() == TRANSFER and _int(t["logIndex"]) not in used
                 and _topic_address(t["topics"][1]) == payer
                 and t["address"].lower() == auth["address"].lower()),
                None)
            if transfer is None:
                continue
            used.add(_int(transfer["logIndex"]))
            out.append({
                "tx_hash": tx, "log_index": _int(transfer["logIndex"]),
                "block_number": _int(auth["blockNumber"]), "payer": payer,
                "recipient": _topic_address(transfer["topics"][2]),
                "token": auth["address"].lower(), "amount_atomic": _int(transfer["data"]),
                "nonce": auth["topics"][2].lower(),
            })
    return sorted(out, key=lambda r: (r["block_number"], r["log_index"]))


async def _enrich(rpc: Rpc, rows: list[dict[str, Any]]) -> None:
    blocks = sorted({r["block_number"] for r in rows})
    txs = sorted({r["tx_hash"] for r in rows})
    block_info = await asyncio.gather(
        *[rpc.call("eth_getBlockByNumber", [hex(b), False]) for b in blocks])
    receipts = await asyncio.gather(*[rpc.call("eth_getTransactionReceipt", [t]) for t in txs])
    ts = {b: _int(info["timestamp"]) for b, info in zip(blocks, block_info, strict=True)}
    rec = dict(zip(txs, receipts, strict=True))
    for r in rows:
        receipt = rec[r["tx_hash"]]
        r["timestamp"] = ts[r["block_number"]]
        r["facilitator"] = str(receipt["from"]).lower()
        r["gas_used"] = _int(receipt["gasUsed"])
        r["gas_price"] = _int(receipt.get("effectiveGasPrice") or 0)


def _table(rows: list[dict[str, Any]]) -> pa.Table:
    return pa.Table.from_pylist([{
        "id": r["tx_hash"] + r["log_index"].to_bytes(4, "little").hex(),
        "tx_hash": r["tx_hash"], "log_index": r["log_index"],
        "block_number": r["block_number"],
        "timestamp": datetime.fromtimestamp(r["timestamp"], UTC),
        "payer": r["payer"], "recipient": r["recipient"], "token": r["token"],
        "amount": Decimal(r["amount_atomic"]).scaleb(-6), "settlement_type": "eip3009",
        "facilitator": r["facilitator"], "gas_used": r["gas_used"],
        "gas_price": r["gas_price"], "nonce": r["nonce"],
    } for r in rows], schema=SETTLEMENTS_SCHEMA)


async def ingest(layout: Layout, rpc: Rpc, token: str, source: str,
                 start_block: int = 0, to_block: int | None = None,
                 chunk_blocks: int = DEFAULT_CHUNK_BLOCKS,
                 progress: Callable[[int, int], None] | None = None) -> IngestReport:
    """Append settlements of ``token`` from the manifest cursor (or ``start_block``) to the
    head (or ``to_block``); resumable."""
    layout.settlements_dir.mkdir(parents=True, exist_ok=True)
    manifest = layout.load()
    head = _int(await rpc.call("eth_blockNumber", []))
    end_block = head if to_block is None else min(head, to_block)
    cursor = manifest.cursors.get(source, start_block)
    first = cursor
    rows_total = files = 0
    while cursor <= end_block:
        last = min(cursor + chunk_blocks - 1, end_block)
        params = {"fromBlock": hex(cursor), "toBlock": hex(last), "address": token}
        auth, transfers = await asyncio.gather(
            rpc.call("eth_getLogs", [{**params, "topics": [AUTHORIZATION_USED]}]),
            rpc.call("eth_getLogs", [{**params, "topics": [TRANSFER]}]))
        rows = pair_settlements(list(auth or []) + list(transfers or []))
        if rows:
            await _enrich(rpc, rows)
            rel = layout.file_name(source, cursor, last)
            pq.write_table(_table(rows), layout.abs(rel), compression="zstd")
            manifest.files = [f for f in manifest.files if f.path != rel]
            manifest.files.append(DataFile(
                path=rel, source=source, rows=len(rows), first_block=rows[0]["block_number"],
                last_block=rows[-1]["block_number"], first_ts=rows[0]["timestamp"],
                last_ts=rows[-1]["timestamp"]))
            manifest.files.sort(key=lambda f: (f.first_block, f.path))
            rows_total += len(rows)
            files += 1
        manifest.cursors[source] = last + 1
        layout.save(manifest)
        if progress:
            progress(last, end_block)
        cursor = last + 1
    if rows_total or not layout.catalog_path.exists():
        rebuild_daily_stats(layout, source)
    return IngestReport(source=source, from_block=first, to_block=end_block, rows=rows_total,
                        files=files)


async def ingest_chain(layout: Layout, rpc: Rpc, token: str, source: str, instance: str,
                       chunk_blocks: int = DEFAULT_CHUNK_BLOCKS) -> tuple[IngestReport, int]:
    """Ingest a chain that can restart from genesis (the sandbox dev chain).

    The saved cursor belongs to one chain instance: when the instance changed, or the head
    is below the cursor (a restart the instance id did not tell), the earlier instance's rows
    are archived and the cursor starts again at block 0; otherwise the new chain's
    settlements, at block numbers already passed, would be skipped. Returns the report and
    how many rows were archived.
    """
    manifest = layout.load()
    known = manifest.instances.get(source)
    cursor = manifest.cursors.get(source)
    head = _int(await rpc.call("eth_blockNumber", []))
    archived = 0
    if cursor is not None and (known != instance or cursor > head + 1):
        archived = archive_source(layout, source)
    manifest = layout.load()
    if manifest.instances.get(source) != instance:
        manifest.instances[source] = instance
        layout.save(manifest)
    report = await ingest(layout, rpc, token, source, chunk_blocks=chunk_blocks)
    return report, archived


def archive_source(layout: Layout, source: str) -> int:
    """Take ``source``'s files out of the warehouse (into ``archive/<source>-<instance>/``) and
    reset its cursor: its chain restarted from genesis, so its block numbers start over.
    Returns how many settlement rows were archived."""
    manifest = layout.load()
    gone = [f for f in manifest.files if f.source == source]
    target = layout.archive_dir / f"{source}-{manifest.instances.get(source) or 'unknown'}"
    manifest.files = [f for f in manifest.files if f.source != source]
    manifest.cursors.pop(source, None)
    manifest.instances.pop(source, None)
    layout.save(manifest)  # first: queries pick settlement files from the manifest
    for path in [layout.root / f.path for f in gone] + [layout.daily_dir / f"{source}.parquet",
                                                        layout.address_dir / f"{source}.parquet"]:
        if path.exists():
            target.mkdir(parents=True, exist_ok=True)
            shutil.move(str(path), str(target / path.name))
    return sum(f.rows for f in gone)


def rebuild_daily_stats(layout: Layout, source: str) -> None:
    """Recompute ``daily_stats/<source>.parquet`` from that source's settlement files."""
    manifest = layout.load()
    paths = [layout.abs(f.path) for f in manifest.files if f.source == source]
    layout.daily_dir.mkdir(parents=True, exist_ok=True)
    target = layout.daily_dir / f"{source}.parquet"
    if not paths:
        return
    con = duckdb.connect()
    try:
        con.execute("LOAD icu")
        con.execute("SET TimeZone = 'UTC'")
        files = "[" + ", ".join(f"'{p}'" for p in paths) + "]"
        table = con.sql(f"""
            SELECT CAST(timestamp AS DATE) AS day, count(*) AS total_count,
                   sum(amount) AS total_volume_usdc,
                   CAST(median(amount) AS DOUBLE) AS median_amount_usdc,
                   CAST(avg(amount) AS DOUBLE) AS avg_amount_usdc,
                   max(amount) AS max_amount_usdc,
                   count(DISTINCT payer) AS unique_payers,
                   count(DISTINCT recipient) AS unique_recipients,
                   count(DISTINCT facilitator) AS unique_facilitators,
                   min(block_number) AS first_block, max(block_number) AS last_block
            FROM read_parquet({files}) GROUP BY 1 ORDER BY 1""").to_arrow_table()
    finally:
        con.close()
    pq.write_table(table.cast(DAILY_STATS_SCHEMA), target)
    rebuild_address_daily(layout, source, paths)
    if not layout.catalog_path.exists():
        write_catalog(layout)


def rebuild_address_daily(layout: Layout, source: str, paths: list[str]) -> None:
    """Recompute ``address_daily/<source>.parquet`` (the per-address rollup the planner reads
    instead of scanning settlements) from that source's settlement files."""
    layout.address_dir.mkdir(parents=True, exist_ok=True)
    files = "[" + ", ".join(f"'{p}'" for p in paths) + "]"
    side = """SELECT {col} AS address, '{col}' AS role, CAST(timestamp AS DATE) AS day,
                     count(*) AS payments, sum(amount) AS volume_usdc,
                     min(amount) AS min_amount_usdc, max(amount) AS max_amount_usdc,
                     min(block_number) AS first_block, max(block_number) AS last_block,
                     min(timestamp) AS first_ts, max(timestamp) AS last_ts
              FROM read_parquet({files}) GROUP BY 1, 3"""
    con = duckdb.connect()
    try:
        con.execute("LOAD icu")
        con.execute("SET TimeZone = 'UTC'")
        table = con.sql(f"""{side.format(col="payer", files=files)} UNION ALL
                            {side.format(col="recipient", files=files)}
                            ORDER BY role, address, day""").to_arrow_table()
    finally:
        con.close()
    pq.write_table(table.cast(ADDRESS_DAILY_SCHEMA), layout.address_dir / f"{source}.parquet",
                   row_group_size=16_384)
