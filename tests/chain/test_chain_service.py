"""The chain service (dev chain + facilitator in their own process) and its supervision."""

from __future__ import annotations

import http.client
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from eth_account import Account

from sextant.chain.client import ChainClient
from sextant.chain.facts import INSTANCE_HEADER, USDC_UNIT
from sextant.chain.supervisor import ChainProcess
from sextant.errors import UpstreamBadResponse
from tests.support import free_port

SEXTANT = str(Path(sys.executable).with_name("sextant"))


def _gone(pid: int) -> bool:
    """True once ``pid`` has exited (a zombie left for an init that does not reap counts)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in status


def _wait_gone(pid: int, seconds: float = 60) -> bool:
    deadline = time.monotonic() + seconds
    while not _gone(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def test_chain_facts_and_every_answer_names_the_instance(
    chain_process: ChainProcess, chain: ChainClient
) -> None:
    facts = httpx.get(f"{chain_process.url}/chain").json()
    assert facts["chain_id"] == chain.chain_id and facts["network"] == f"eip155:{chain.chain_id}"
    assert facts["token"]["address"] == chain.token_address
    assert [w["role"] for w in facts["wallets"]][:2] == ["facilitator", "buyer"]
    for path in ("/healthz", "/chain", "/supported"):
        r = httpx.get(f"{chain_process.url}{path}")
        assert r.status_code == 200 and r.headers[INSTANCE_HEADER] == chain.instance
    supported = httpx.get(f"{chain_process.url}/supported").json()
    assert any(k["network"] == chain.network and k["scheme"] == "exact"
               for k in supported["kinds"])


async def test_faucet_mints_dev_usdc(chain: ChainClient) -> None:
    fresh = Account.create().address
    assert chain.balance_of(fresh) == 0
    out = await chain.faucet(fresh, 25)
    assert out["tx"].startswith("0x") and out["balance_atomic"] == 25 * USDC_UNIT
    assert (await chain.balances([fresh])) == [25 * USDC_UNIT] == [chain.balance_of(fresh)]
    with pytest.raises(UpstreamBadResponse):
        await chain.faucet("0xnot-an-address", 1)
    with pytest.raises(UpstreamBadResponse):
        await chain.faucet(fresh, 10**9)  # above the faucet's cap


async def test_rpc_batch_and_the_client_notices_a_new_instance(
    chain_process: ChainProcess,
) -> None:
    client = ChainClient.connect(chain_process.url)
    real = client.instance
    client.instance = "an-earlier-chain"
    try:
        batch = await client.rpc([
            {"jsonrpc": "2.0", "id": 1, "method": "eth_chainId", "params": []},
            {"jsonrpc": "2.0", "id": 2, "method": "eth_blockNumber", "params": []},
            {"jsonrpc": "2.0", "id": 3, "params": []},
        ])
        assert [a["id"] for a in batch] == [1, 2, None]
        assert int(batch[0]["result"], 16) == client.chain_id
        assert batch[2]["error"]["code"] == -32600
        assert client.instance == real  # read from the answer's header
    finally:
        await client.aclose()


_ORPHAN = """
import sys, time
from pathlib import Path
from sextant.runtime import build_runtime
from sextant.settings import Settings

runtime = build_runtime(Settings(data_dir=Path(sys.argv[1]), upstream_urls={}))
print(runtime.chain_process.pid, runtime.chain.url, flush=True)
time.sleep(600)
"""


def test_a_started_chain_never_outlives_its_parent(tmp_path: Path) -> None:
    """Building a sandbox runtime without SEXTANT_DEVCHAIN_URL starts a chain process; when
    the parent dies without stopping it (SIGKILL), the chain process exits by itself."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEXTANT_")}
    parent = subprocess.Popen([sys.executable, "-c", _ORPHAN, str(tmp_path)], env=env,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        pid_text, url = parent.stdout.readline().split()
        assert httpx.get(f"{url}/healthz").status_code == 200
    finally:
        parent.kill()
        parent.wait()
    assert _wait_gone(int(pid_text)), "the chain process outlived its parent"


def _idle_connection_is_kept(port: int, idle_seconds: float) -> bool:
    """Two requests on one keep-alive connection, ``idle_seconds`` apart: a server that closed
    the idle connection meanwhile makes the second one fail (a dropped request)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", "/healthz")
        first = conn.getresponse()
        first.read()
        time.sleep(idle_seconds)
        conn.request("GET", "/healthz")
        return first.status == 200 and conn.getresponse().status == 200
    except (http.client.HTTPException, OSError):
        return False
    finally:
        conn.close()


def test_serve_starts_the_dev_chain_keeps_idle_connections_and_stops_the_chain(
    tmp_path: Path,
) -> None:
    """`sextant serve` starts its dev chain process and stops it on exit; an idle keep-alive
    connection outlives uvicorn's default 5 s (clients such as aiohttp keep theirs 15 s, and
    reusing one the server has just closed drops the request)."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEXTANT_")}
    env.update(SEXTANT_DATA_DIR=str(tmp_path), SEXTANT_LOG_LEVEL="WARNING", COLUMNS="200")
    serve = subprocess.Popen([SEXTANT, "serve", "--port", str(port), "--log-level", "warning"],
                             env=env, stderr=subprocess.PIPE, text=True)
    chain_pid = None
    try:
        assert serve.stderr is not None
        for line in serve.stderr:
            found = re.search(r"Dev chain and facilitator: (\S+) \(process (\d+)", line)
            if found:
                chain_url, chain_pid = found.group(1), int(found.group(2))
                break
        assert chain_pid is not None, "no dev chain in the banner"
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/healthz").status_code == 200:
                    break
            except httpx.HTTPError:
                assert time.monotonic() < deadline, "the service did not start"
                time.sleep(0.1)
        wallets = httpx.get(f"{base}/sandbox/wallets").json()
        chain_instance = httpx.get(f"{chain_url}/healthz").json()["instance"]
        assert wallets["chain_instance"] == chain_instance
        assert wallets["wallets"][1]["balance_atomic"] == 1_000 * USDC_UNIT
        assert _idle_connection_is_kept(port, idle_seconds=6)
    finally:
        serve.send_signal(signal.SIGTERM)
        serve.wait(timeout=60)
    assert _wait_gone(chain_pid), "serve left its dev chain running"
