"""Ingest from JSON-RPC logs: pairing, enrichment, chunking, resume without duplicates."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.ingest import AUTHORIZATION_USED, TRANSFER, ingest, pair_settlements
from sextant.warehouse.layout import Layout

TOKEN = "0x" + "aa" * 20
A, B, C, FAC = ("0x" + c * 40 for c in "1234")


def _topic(address: str) -> str:
    return "0x" + "0" * 24 + address[2:]


def _log(kind: str, block: int, tx: str, index: int, *args: str, value: int = 0) -> dict[str, Any]:
    topics = [AUTHORIZATION_USED if kind == "auth" else TRANSFER, *args]
    return {"address": TOKEN, "blockNumber": hex(block), "transactionHash": tx,
            "logIndex": hex(index), "topics": topics, "data": hex(value)}


def _settlement(block: int, n: int, payer: str, to: str, value: int) -> list[dict[str, Any]]:
    tx = "0x" + f"{block:04x}{n:04x}" * 8
    nonce = "0x" + f"{n:064x}"
    return [_log("auth", block, tx, 0, _topic(payer), nonce),
            _log("transfer", block, tx, 1, _topic(payer), _topic(to), value=value)]


class FakeNode:
    """A JSON-RPC node with a fixed log list; can fail once at a given block."""

    def __init__(self, logs: list[dict[str, Any]], head: int) -> None:
        self.logs, self.head = logs, head
        self.fail_at: int | None = None
        self.calls = 0

    async def call(self, method: str, params: list[Any]) -> Any:
        self.calls += 1
        if method == "eth_blockNumber":
            return hex(self.head)
        if method == "eth_getLogs":
            f = params[0]
            lo, hi = int(f["fromBlock"], 16), int(f["toBlock"], 16)
            if self.fail_at is not None and lo <= self.fail_at <= hi:
                raise RuntimeError("node went away")
            return [x for x in self.logs if lo <= int(x["blockNumber"], 16) <= hi
                    and x["topics"][0] == f["topics"][0] and x["address"] == f["address"]]
        if method == "eth_getBlockByNumber":
            return {"timestamp": hex(1_780_000_000 + 2 * int(params[0], 16))}
        if method == "eth_getTransactionReceipt":
            return {"from": FAC, "gasUsed": hex(70_000), "effectiveGasPrice": hex(5_000_000)}
        raise AssertionError(method)


def test_pairs_authorization_with_its_transfer() -> None:
    logs = _settlement(5, 1, A, B, 10_000)
    tx = logs[0]["transactionHash"]
    # an ordinary transfer in the same tx from someone else is not a settlement
    logs.append(_log("transfer", 5, tx, 2, _topic(C), _topic(B), value=99))
    rows = pair_settlements(logs)
    assert len(rows) == 1
    r = rows[0]
    assert (r["payer"], r["recipient"], r["amount_atomic"], r["log_index"]) == (A, B, 10_000, 1)
    assert r["nonce"] == "0x" + f"{1:064x}"
    assert pair_settlements([_log("transfer", 5, tx, 0, _topic(A), _topic(B), value=1)]) == []


async def test_ingest_chunks_and_resumes(tmp_path: Path) -> None:
    layout = Layout(tmp_path / "wh")
    logs = [x for i, blk in enumerate([3, 4, 9, 15, 22, 23]) for x in
            _settlement(blk, i, A if i % 2 else C, B, 1_000 * (i + 1))]
    node = FakeNode(logs, head=30)
    node.fail_at = 16
    with pytest.raises(RuntimeError):
        await ingest(layout, node, TOKEN, "rpc", start_block=0, chunk_blocks=5)
    assert layout.load().cursors["rpc"] == 15  # chunks 0-4, 5-9, 10-14 are done
    node.fail_at = None
    report = await ingest(layout, node, TOKEN, "rpc", chunk_blocks=5)
    assert report.from_block == 15 and report.rows == 3
    again = await ingest(layout, node, TOKEN, "rpc", chunk_blocks=5)
    assert again.rows == 0
    m = layout.load()
    assert m.rows == 6 and m.cursors["rpc"] == 31
    node.logs += _settlement(31, 9, A, C, 7)
    node.head = 33
    assert (await ingest(layout, node, TOKEN, "rpc", chunk_blocks=5)).rows == 1
    backend = DuckDBBackend(layout)
    try:
        res = backend.run(check("SELECT count(*), count(DISTINCT id), sum(amount), "
                                "min(facilitator), min(gas_used) FROM settlements "
                                "WHERE block_number BETWEEN 0 AND 100"))
        assert res.rows == [(7, 7, 0.021007, FAC, 70_000)]
        daily = backend.run(check("SELECT sum(total_count), min(first_block), max(last_block) "
                                  "FROM daily_stats"))
        assert daily.rows == [(7, 3, 31)]
    finally:
        backend.close()


async def test_http_rpc_reader(tmp_path: Path) -> None:
    import json

    import httpx

    from sextant.warehouse.ingest import HttpRpc

    node = FakeNode(_settlement(7, 1, A, B, 2_500), head=10)

    async def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        return httpx.Response(200, json={"jsonrpc": "2.0", "id": body["id"],
                                         "result": await node.call(body["method"],
                                                                   body["params"])})

    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
        report = await ingest(Layout(tmp_path), HttpRpc("http://node.test", client), TOKEN,
                              "rpc")
    assert report.rows == 1 and report.to_block == 10


async def test_sandbox_builds_its_warehouse_on_first_use(tmp_path: Path) -> None:
    from sextant.settings import Settings
    from sextant.warehouse.service import AskService

    settings = Settings(data_dir=tmp_path, upstream_urls={"_": "_"})
    service = AskService(settings, rows=5_000)
    assert not service.layout.exists()
    out = await service.ask("How many settlements in total?")
    assert out.answer.startswith("5,000 x402 settlements over all time")
    assert service.layout.root == (tmp_path / "warehouse").resolve()


async def test_ingest_over_the_sandbox_json_rpc_finds_the_services_own_payment(
    tmp_path: Path, app: Any, chain: Any, payer: Any
) -> None:
    """``sextant warehouse ingest --rpc <service>/sandbox/rpc``: real eth_getLogs over HTTP."""
    import httpx

    from sextant.warehouse.ingest import HttpRpc
    from tests.conftest import BASE, decode_header

    paid = await payer.post("/tip", json={"message": "into the warehouse"})
    tx = decode_header(paid.headers["payment-response"])["transaction"]
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as client:
        report = await ingest(Layout(tmp_path), HttpRpc(f"{BASE}/sandbox/rpc", client),
                              chain.token_address, "devhttp")
    assert report.rows >= 1
    backend = DuckDBBackend(Layout(tmp_path))
    try:
        found = backend.run(check(
            f"SELECT amount, settlement_type FROM settlements WHERE tx_hash = '{tx}' "
            f"AND block_number BETWEEN 0 AND {report.to_block}"))
    finally:
        backend.close()
    assert len(found.rows) == 1 and float(found.rows[0][0]) == 0.01


@pytest.mark.parametrize("tells", [True, False], ids=["new-instance-id", "head-below-cursor"])
async def test_a_chain_restart_does_not_skip_the_new_chains_settlements(
    tmp_path: Path, tells: bool
) -> None:
    """The dev chain restarts from genesis: its saved cursor must not outlive the old chain."""
    from sextant.warehouse.ingest import ingest_chain

    layout = Layout(tmp_path / "wh")
    old = FakeNode([x for i, blk in enumerate([3, 9, 22, 40]) for x in
                    _settlement(blk, i, A, B, 1_000)], head=45)
    report, archived = await ingest_chain(layout, old, TOKEN, "dev", "chain-1", chunk_blocks=8)
    assert (report.rows, archived) == (4, 0) and layout.load().cursors["dev"] == 46
    # restarted: a new chain at block numbers the old cursor already passed
    new = FakeNode([x for i, blk in enumerate([2, 5]) for x in
                    _settlement(blk, 10 + i, C, B, 5_000)], head=6)
    report, archived = await ingest_chain(layout, new, TOKEN, "dev",
                                          "chain-2" if tells else "chain-1", chunk_blocks=8)
    assert (report.rows, archived) == (2, 4)
    m = layout.load()
    assert m.rows == 2 and m.instances["dev"] == ("chain-2" if tells else "chain-1")
    assert list((layout.archive_dir).iterdir())  # the old chain's files are kept aside
    backend = DuckDBBackend(layout)
    try:
        res = backend.run(check("SELECT count(*), sum(amount), min(payer) FROM settlements "
                                "WHERE block_number BETWEEN 0 AND 100"))
        assert res.rows == [(2, 0.01, C)]
        daily = backend.run(check("SELECT sum(total_count) FROM daily_stats"))
        assert daily.rows == [(2,)]
        # the per-address rollup restarts with the chain too (address questions read it)
        paid = backend.run(check("SELECT address, sum(payments) FROM address_daily "
                                 "WHERE role = 'payer' GROUP BY 1"))
        assert paid.rows == [(C, 2)] and layout.has_address_index()
    finally:
        backend.close()
    # and the same chain again only appends
    new.logs += _settlement(7, 12, C, A, 1)
    new.head = 8
    report, archived = await ingest_chain(layout, new, TOKEN, "dev", m.instances["dev"])
    assert (report.rows, archived, layout.load().rows) == (1, 0, 3)


class LaterNode(FakeNode):
    """A dev chain whose low block numbers come months after the generated history."""

    async def call(self, method: str, params: list[Any]) -> Any:
        if method == "eth_getBlockByNumber":
            return {"timestamp": hex(1_790_000_000 + 2 * int(params[0], 16))}
        return await super().call(method, params)


async def test_first_and_last_payment_follow_time_across_two_chains(tmp_path: Path) -> None:
    """The sandbox warehouse holds the generated Base history (high block numbers) and the dev
    chain's settlements (block numbers from 1, later in time): "first" and "last" are by time."""
    from datetime import date, datetime

    from sextant.warehouse.generate import generate
    from sextant.warehouse.planner.compose import answer_question

    layout = Layout(tmp_path / "wh")
    generate(layout.root, 2_000, 3)
    node = LaterNode(_settlement(5, 1, A, B, 4_000), head=6)
    assert (await ingest(layout, node, TOKEN, "dev", start_block=0)).rows == 1
    backend = DuckDBBackend(layout)
    try:
        earliest, latest = (datetime.fromisoformat(str(v)) for v in backend.run(check(
            "SELECT min(timestamp), max(timestamp) FROM settlements "
            "WHERE block_number BETWEEN 0 AND 999999999")).rows[0])
        held = (earliest.date(), latest.date())
        first = answer_question("when was the first payment?", lambda s: backend.run(check(s)),
                                latest.date(), held)
        last = answer_question("what was the most recent payment?",
                               lambda s: backend.run(check(s)), latest.date(), held)
    finally:
        backend.close()
    assert earliest.date() < date(2026, 9, 1) <= latest.date()
    assert earliest.strftime("%Y-%m-%dT%H:%M:%S") in first.answer and A not in first.answer
    assert A in last.answer and "0.004" in last.answer
