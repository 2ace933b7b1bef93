"""A restarted dev chain starts from genesis: what is kept beside it starts afresh too.

The chain lives in memory, so a new chain process on the same data dir is a new chain
(a new instance id) whose block numbers start over. The warehouse's dev-chain ingest and the
sandbox ledger are keyed by the instance: the earlier chain's rows are archived and the new
chain's settlements are ingested from block 0, so /ask sees them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import duckdb
from eth_account import Account
from fastapi import FastAPI

from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.chain.supervisor import ChainProcess
from sextant.runtime import Runtime, build_runtime
from sextant.settings import Settings
from sextant.warehouse.generate import generate
from sextant.warehouse.layout import Layout
from sextant.warehouse.service import DEV_SOURCE, AskService
from tests.conftest import BASE, decode_header, make_paying_client


def _service(api_dir: Path, chain_url: str, layout: Layout) -> tuple[Runtime, FastAPI]:
    """What `sextant serve` builds, on a given chain and a given data dir."""
    settings = Settings(data_dir=api_dir, public_url=BASE, upstream_urls={},
                        devchain_url=chain_url)
    runtime = build_runtime(settings)
    app = create_app(runtime=runtime)
    app.state.ask_service = AskService(settings, chain=runtime.chain, layout=layout)
    return runtime, app


def _count(layout: Layout, where: str) -> Any:
    con = duckdb.connect()
    try:
        files = [layout.abs(f.path) for f in layout.load().files]
        return con.execute(f"SELECT count(*) FROM read_parquet({files!r}) WHERE {where}").fetchone()
    finally:
        con.close()


async def _tips_then_ask(app: FastAPI, chain: ChainClient, key: str, tips: int) -> list[str]:
    payer = Account.from_key(key).address.lower()
    async with make_paying_client(app, chain, key) as client:
        txs = []
        for i in range(tips):
            r = await client.post("/tip", json={"message": f"tip {i}"})
            assert r.status_code == 200, r.text
            txs.append(decode_header(r.headers["payment-response"])["transaction"].lower())
        answer = await client.post("/ask", json={"question": f"Payment history of {payer}"})
    assert answer.status_code == 200, answer.text
    return [*txs, answer.json()["answer"]]


async def test_a_settlement_after_a_chain_restart_is_ingested_and_answered(
    tmp_path: Path,
) -> None:
    chain_dir, api_dir = tmp_path / "chain", tmp_path / "api"
    generate(tmp_path / "warehouse", 5_000, 3)
    layout = Layout(tmp_path / "warehouse")

    with ChainProcess.start(chain_dir) as first:
        runtime, app = _service(api_dir, first.url, layout)
        assert runtime.chain is not None
        chain = runtime.chain
        key = chain.buyer_wallets[0].private_key
        *before_txs, answer = await _tips_then_ask(app, chain, key, tips=3)
        assert "paid 3 settlements" in answer and before_txs[-1] in answer, answer
        first_instance = chain.instance
        cursor_before = layout.load().cursors[DEV_SOURCE]
        app.state.ask_service.backend.close()  # as the stopped service would
        await runtime.aclose()

    with ChainProcess.start(chain_dir) as second:  # same data dir: a restart
        runtime, app = _service(api_dir, second.url, layout)
        assert runtime.chain is not None
        chain = runtime.chain
        assert chain.instance != first_instance and chain.generation == 2
        tx, answer = await _tips_then_ask(app, chain, key, tips=1)
        try:
            # The new chain's settlement sits at a block the old cursor had already passed...
            settled_at = await chain.rpc({"jsonrpc": "2.0", "id": 1, "method":
                                          "eth_getTransactionReceipt", "params": [tx]})
            assert int(settled_at["result"]["blockNumber"], 16) < cursor_before
            # ...and still it is in the warehouse, and /ask answers with it, alone.
            assert _count(layout, f"tx_hash = '{tx}'") == (1,)
            assert _count(layout, f"tx_hash IN {tuple(before_txs)!r}") == (0,)
            assert "paid 1 settlements" in answer and tx in answer, answer
            manifest = layout.load()
            assert manifest.instances[DEV_SOURCE] == chain.instance
            archived = layout.archive_dir / f"{DEV_SOURCE}-{first_instance}"
            assert any(archived.glob("*.parquet"))
            # The ledger lists the new chain's payments; the earlier ones stay archived.
            now = await runtime.ledger.entries(100)
            assert {e.chain_instance for e in now} == {chain.instance}
            assert [e.tx_hash.lower() for e in now if e.endpoint == "POST /tip"] == [tx]
            every = await runtime.ledger.entries(100, all_instances=True)
            assert {e.chain_instance for e in every} == {first_instance, chain.instance}
            record = json.loads((chain_dir / "devchain.json").read_text())
            assert record["instance"] == chain.instance
            assert record["history"][0]["instance"] == first_instance
        finally:
            await runtime.aclose()
