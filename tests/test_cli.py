"""``sextant call`` against a running sandbox service (a real subprocess)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from fastapi import FastAPI

from sextant.chain.client import ChainClient
from tests.support import serve_in_thread

SEXTANT = str(Path(sys.executable).with_name("sextant"))


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEXTANT_")}
    env["COLUMNS"] = "200"
    return subprocess.run([SEXTANT, "call", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_call_pays_prints_receipt_and_balances(app: FastAPI, chain: ChainClient) -> None:
    wallet = chain.buyer_wallets[3]
    with serve_in_thread(app) as url:
        before = chain.balance_of(wallet.address)
        done = _run("POST", "/tip", '{"message":"hi"}', "--url", url,
                    "--wallet", str(wallet.index))
        after = chain.balance_of(wallet.address)
    assert done.returncode == 0, done.stderr
    assert '"message": "hi"' in done.stdout
    assert "settled: True" in done.stderr and "tx 0x" in done.stderr
    assert f"{before / 1e6:.6f} -> {after / 1e6:.6f}" in done.stderr
    assert after == before - 10_000


def test_call_refuses_a_price_above_max(app: FastAPI, chain: ChainClient) -> None:
    wallet = chain.buyer_wallets[3]
    with serve_in_thread(app) as url:
        before = chain.balance_of(wallet.address)
        done = _run("POST", "/perpdex/vault", '{"vault":"0x' + "12" * 20 + '"}', "--url", url,
                    "--max-usdc", "0.05", "--wallet", str(wallet.index))
    assert done.returncode == 3 and "refused" in done.stderr
    assert chain.balance_of(wallet.address) == before


def test_call_against_a_service_that_is_down_prints_one_line() -> None:
    from tests.support import free_port

    url = f"http://127.0.0.1:{free_port()}"
    done = _run("POST", "/tip", '{"message":"hi"}', "--url", url)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and url in lines[0] and "--url" in lines[0], done.stderr
    assert "Traceback" not in done.stderr


def test_hashes_and_balances_are_never_wrapped(app: FastAPI, chain: ChainClient) -> None:
    import re

    wallet = chain.buyer_wallets[4]
    with serve_in_thread(app) as url:
        env_narrow = {k: v for k, v in os.environ.items() if not k.startswith("SEXTANT_")}
        env_narrow["COLUMNS"] = "40"
        done = subprocess.run([SEXTANT, "call", "POST", "/tip", '{"message":"hi"}', "--url", url,
                               "--wallet", str(wallet.index)], capture_output=True, text=True,
                              env=env_narrow, timeout=120)
    assert done.returncode == 0, done.stderr
    assert re.search(r"tx 0x[0-9a-f]{64}", done.stderr), done.stderr
    assert re.search(rf"payer {wallet.address} balance: [0-9.]+ -> [0-9.]+ USDC", done.stderr)
