"""Benchmark: a mix of free routing and paid calls at fixed concurrency, against one instance,
then two instances behind one Redis.

Starts one dev chain (``sextant devchain``'s process), a Redis of its own on a free port, a
PostgreSQL database of its own on 127.0.0.1:5432 for the shared ledger (dropped after; SQLite
per instance when no server answers), and ``sextant serve`` processes sharing them. Free calls
are ``POST /`` (A2A ``message/send``) from distinct callers (``X-Forwarded-For`` from a trusted
loopback proxy, so each call is inside the free tier); paid calls are ``POST /route`` with
payments signed before the clock starts (signing is the buyer's cost). Requests alternate
between the instances of a phase.

Prints per phase: requests/s, p50/p99 (all, free, paid), errors (must be 0), settled calls
equal to new ledger rows equal to new USDC transfers to the pay-to address on the chain, and
each instance's peak resident memory (VmHWM).

    .venv/bin/python bench/load.py [--seconds 60] [--concurrency 8] [--paid-share 0.25]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from itertools import count
from pathlib import Path
from typing import Any

import httpx
from x402.http import decode_payment_required_header

from sextant import catalog
from sextant.chain.client import ChainClient
from sextant.chain.supervisor import ChainProcess
from sextant.payments.buyer import build_buyer
from sextant.payments.ledger import ledger_for

SEXTANT = str(Path(sys.executable).with_name("sextant"))
PG_SERVER = "postgresql://postgres@127.0.0.1:5432"
TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
ROUTE_BODY = catalog.BY_KEY["POST /route"].example
FREE_QUESTIONS = ["Uniswap v3 top pools on base", "Aave v3 markets on arbitrum",
                  "largest ENS holders", "Compound v3 borrow rates on ethereum"]


@dataclass
class Tally:
    free: list[float] = field(default_factory=list)
    paid: list[float] = field(default_factory=list)
    settled: int = 0
    errors: list[str] = field(default_factory=list)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_redis() -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                             "--save", "", "--appendonly", "no"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    wait_for(lambda: subprocess.run(["redis-cli", "-p", str(port), "ping"],
                                    capture_output=True).returncode == 0, "redis")
    return proc, url


def create_database() -> str | None:
    try:
        import psycopg

        name = "sextant_load_" + uuid.uuid4().hex[:10]
        with psycopg.connect(f"{PG_SERVER}/postgres", autocommit=True, connect_timeout=3) as c:
            c.execute(f"CREATE DATABASE {name}")
        return f"{PG_SERVER}/{name}"
    except Exception as exc:  # no server: each instance keeps a SQLite ledger
        print(f"(no PostgreSQL at {PG_SERVER}: {type(exc).__name__}; SQLite ledgers)")
        return None


def drop_database(url: str) -> None:
    import psycopg

    name = url.rsplit("/", 1)[1]
    with psycopg.connect(f"{PG_SERVER}/postgres", autocommit=True) as c:
        c.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def wait_for(ready: Any, what: str, seconds: float = 180) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise SystemExit(f"{what} did not start")
        time.sleep(0.2)


def start_instance(port: int, env: dict[str, str]) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([SEXTANT, "serve", "--port", str(port), "--log-level", "warning"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def up() -> bool:
        if proc.poll() is not None:
            raise SystemExit(f"instance on {port} exited ({proc.returncode})")
        try:
            return httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200
        except httpx.HTTPError:
            return False

    wait_for(up, f"instance on {port}")
    return proc


def peak_rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def presign(base: str, n: int) -> list[str]:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        wallets = [w for w in (await client.get("/sandbox/wallets")).json()["wallets"]
                   if w["role"] == "buyer"]
        r = await client.post("/route", json=ROUTE_BODY)
    required = decode_payment_required_header(r.headers["payment-required"])
    option = required.accepts[0]
    buyers = [build_buyer(w["private_key"], "1", extra_assets=[(option.network, option.asset)])
              for w in wallets]
    out = []
    for i in range(n):
        payload = await buyers[i % len(buyers)].create_payment_payload(required)
        raw = json.dumps(payload.model_dump(by_alias=True, exclude_none=True)).encode()
        out.append(base64.b64encode(raw).decode())
    return out


def free_body(i: int) -> dict[str, Any]:
    text = FREE_QUESTIONS[i % len(FREE_QUESTIONS)]
    return {"jsonrpc": "2.0", "id": i, "method": "message/send", "params": {"message": {
        "role": "user", "messageId": f"load-{i}", "parts": [{"kind": "text", "text": text}]}}}


async def worker(clients: list[httpx.AsyncClient], stop_at: float, payments: list[str],
                 paid_every: int, seq: Any, caller_prefix: int, tally: Tally) -> None:
    while time.perf_counter() < stop_at:
        i = next(seq)
        client = clients[i % len(clients)]
        paid = paid_every > 0 and i % paid_every == 0 and bool(payments)
        started = time.perf_counter()
        try:
            if paid:
                r = await client.post("/route", json=ROUTE_BODY,
                                      headers={"PAYMENT-SIGNATURE": payments.pop()})
            else:
                caller = f"{caller_prefix}.{(i >> 16) & 255}.{(i >> 8) & 255}.{i & 255}"
                r = await client.post("/", json=free_body(i),
                                      headers={"X-Forwarded-For": caller})
        except httpx.HTTPError as exc:
            tally.errors.append(f"{'paid' if paid else 'free'}: {type(exc).__name__}")
            continue
        elapsed = time.perf_counter() - started
        if r.status_code != 200:
            tally.errors.append(f"{'paid' if paid else 'free'}: {r.status_code} {r.text[:120]}")
            continue
        (tally.paid if paid else tally.free).append(elapsed)
        if paid and "payment-response" in r.headers:
            tally.settled += 1


async def warm_up(bases: list[str], payments: list[str], caller_prefix: int) -> None:
    """One free and one paid call per instance before the clock (the first free call loads
    the routing index), outside the figures."""
    async with httpx.AsyncClient(timeout=300) as c:
        for n, base in enumerate(bases):
            caller = f"{caller_prefix}.255.255.{n}"
            r = await c.post(f"{base}/", json=free_body(n), headers={"X-Forwarded-For": caller})
            r.raise_for_status()
            r = await c.post(f"{base}/route", json=ROUTE_BODY,
                             headers={"PAYMENT-SIGNATURE": payments.pop()})
            r.raise_for_status()


async def chain_transfers(chain_url: str, token: str, pay_to: str, from_block: int) -> int:
    topic = "0x" + pay_to.lower().removeprefix("0x").rjust(64, "0")
    async with httpx.AsyncClient(timeout=60) as c:
        r = await c.post(f"{chain_url}/rpc", json={
            "jsonrpc": "2.0", "id": 1, "method": "eth_getLogs", "params": [{
                "address": token, "fromBlock": hex(from_block), "toBlock": "latest",
                "topics": [TRANSFER, None, topic]}]})
    return len(r.json()["result"])


async def block_number(chain_url: str) -> int:
    async with httpx.AsyncClient(timeout=30) as c:
        r = await c.post(f"{chain_url}/rpc", json={"jsonrpc": "2.0", "id": 1,
                                                   "method": "eth_blockNumber", "params": []})
    return int(r.json()["result"], 16)


async def settled_rows(database_url: str | None, data_dirs: list[Path]) -> int:
    """Ledger rows once writes have landed (a row is written just after its answer is sent)."""
    last = await ledger_rows(database_url, data_dirs)
    for _ in range(20):
        await asyncio.sleep(0.5)
        now = await ledger_rows(database_url, data_dirs)
        if now == last:
            return now
        last = now
    return last


async def ledger_rows(database_url: str | None, data_dirs: list[Path]) -> int:
    if database_url:
        report = await ledger_for(database_url, data_dirs[0]).report()
        return sum(r.payments for r in report.by_day)
    total = 0
    for d in data_dirs:
        report = await ledger_for(None, d).report()
        total += sum(r.payments for r in report.by_day)
    return total


async def phase(name: str, bases: list[str], args: argparse.Namespace, chain: ChainClient,
                database_url: str | None, data_dirs: list[Path], pids: list[int],
                caller_prefix: int) -> float:
    """Run one phase and print its figures; its requests per second."""
    budget = int(args.seconds * args.max_paid_per_second)
    payments = await presign(bases[0], budget + len(bases))
    await warm_up(bases, payments, caller_prefix)
    rows_before = await settled_rows(database_url, data_dirs)
    first_block = await block_number(chain.url) + 1
    tally = Tally()
    limits = httpx.Limits(max_connections=args.concurrency, max_keepalive_connections=64)
    clients = [httpx.AsyncClient(base_url=b, timeout=120, limits=limits) for b in bases]
    paid_every = round(1 / args.paid_share) if args.paid_share > 0 else 0
    started = time.perf_counter()
    stop_at = started + args.seconds
    seq = count(1)
    try:
        await asyncio.gather(*(worker(clients, stop_at, payments, paid_every, seq,
                                      caller_prefix, tally) for _ in range(args.concurrency)))
    finally:
        for c in clients:
            await c.aclose()
    wall = time.perf_counter() - started
    rows = await settled_rows(database_url, data_dirs) - rows_before
    transfers = await chain_transfers(chain.url, chain.token_address, chain.pay_to, first_block)
    every = tally.free + tally.paid
    ms = 1000.0
    print(f"\n== {name}: {len(bases)} instance(s), concurrency {args.concurrency}, "
          f"{args.seconds:g} s ==")
    print(f"requests       {len(every) + len(tally.errors)} in {wall:.1f} s: "
          f"{len(every) / wall:.1f} req/s (free {len(tally.free) / wall:.1f}, "
          f"paid {len(tally.paid) / wall:.1f})")
    for label, values in (("all", every), ("free POST /", tally.free),
                          ("paid POST /route", tally.paid)):
        print(f"latency {label:<17} p50 {pct(values, 0.5) * ms:7.1f} ms  "
              f"p99 {pct(values, 0.99) * ms:7.1f} ms  (n={len(values)})")
    print(f"errors         {len(tally.errors)}" + (f"  e.g. {tally.errors[:3]}"
                                                   if tally.errors else ""))
    same = tally.settled == rows == transfers
    print(f"settled        {tally.settled} calls = {rows} ledger rows = {transfers} chain "
          f"transfers: {'equal' if same else 'NOT EQUAL'}")
    if not payments:
        print("               (every presigned payment was used: raise --max-paid-per-second)")
    for base, pid in zip(bases, pids, strict=True):
        print(f"peak memory    {base}: {peak_rss_mib(pid):.0f} MiB (VmHWM)")
    return len(every) / wall


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--paid-share", type=float, default=0.25,
                        help="fraction of calls that are paid")
    parser.add_argument("--max-paid-per-second", type=float, default=30,
                        help="payments signed ahead per second of run")
    args = parser.parse_args()
    if shutil.which("redis-server") is None:
        raise SystemExit("needs redis-server")
    root = Path(tempfile.mkdtemp(prefix="sextant-load-"))
    redis_proc, redis_url = start_redis()
    database_url = create_database()
    procs: list[subprocess.Popen[bytes]] = []
    try:
        with ChainProcess.start(root / "chain", funding_usdc=100_000) as chain_proc:
            chain = ChainClient.connect(chain_proc.url)
            env = {k: v for k, v in os.environ.items() if not k.startswith("SEXTANT_")}
            env.update(SEXTANT_DEVCHAIN_URL=chain_proc.url, REDIS_URL=redis_url,
                       SEXTANT_LOG_LEVEL="WARNING", SEXTANT_TRUSTED_PROXIES="127.0.0.1")
            if database_url:
                env["DATABASE_URL"] = database_url
            dirs = [root / "a", root / "b"]
            ports = [free_port(), free_port()]
            procs.append(start_instance(ports[0], {**env, "SEXTANT_DATA_DIR": str(dirs[0])}))
            bases = [f"http://127.0.0.1:{p}" for p in ports]
            one = asyncio.run(phase("one instance", bases[:1], args, chain, database_url,
                                    dirs[:1], [procs[0].pid], 10))
            procs.append(start_instance(ports[1], {**env, "SEXTANT_DATA_DIR": str(dirs[1])}))
            two = asyncio.run(phase("two instances, one Redis", bases, args, chain,
                                    database_url, dirs, [p.pid for p in procs], 11))
            print(f"\ntwo instances / one instance: x{two / one:.2f} requests/s "
                  f"(cores on this machine: {os.cpu_count()})")
            chain.close()
    finally:
        for p in procs:
            p.terminate()
            p.wait(timeout=15)
        redis_proc.terminate()
        redis_proc.wait(timeout=10)
        if database_url:
            drop_database(database_url)
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
