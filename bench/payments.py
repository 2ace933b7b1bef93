"""Benchmark: free routes against the cheapest paid route, served by the same service.

Starts ``sextant serve`` (sandbox: it starts its dev chain process too) in a subprocess on
127.0.0.1, pre-signs one payment per paid call (signing is the buyer's cost, not the
server's), then measures over N calls each:

- sequential latency (p50/p99) and throughput at a fixed concurrency of a trivial free route
  (``GET /healthz``), of a free route doing comparable work (``POST /sandbox/rpc``: an
  ``eth_call`` of ``balanceOf`` run by the dev chain, one round trip like verify or settle)
  and of the paid ``POST /tip`` (verify + settle);
- the free route's p99 alone versus while paid calls settle in parallel (goal: at most x1.5);
- a burst of ``--burst`` concurrent requests (a third paid, a third unpaid answered 402, a
  third free), ``--rounds`` times on the same keep-alive connections: requests dropped
  (connection errors or unexpected statuses) and the 402s' latency.

Prints ratios and absolute figures. Runs against any checkout's ``sextant`` (the one beside
the Python running it), so the same script measures before and after a change.

    .venv/bin/python bench/payments.py [--calls 300] [--concurrency 8] [--burst 200]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from x402.http import decode_payment_required_header

from sextant.payments.buyer import build_buyer

ROOT = Path(__file__).resolve().parents[1]
LOAD_BLOCKS = 5  # free calls alone and under paid load alternate in this many blocks
LOAD_SHARE = 200  # payments signed for each block's paid load (more than it can settle)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def presign(client: httpx.AsyncClient, n: int) -> list[str]:
    wallets = [w for w in (await client.get("/sandbox/wallets")).json()["wallets"]
               if w["role"] == "buyer"]
    r = await client.post("/tip", json={})
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


async def balance_call_body(client: httpx.AsyncClient) -> dict[str, Any]:
    """A JSON-RPC ``eth_call`` of the dev USDC's ``balanceOf`` for a buyer wallet."""
    info = (await client.get("/sandbox/wallets")).json()
    owner = info["wallets"][1]["address"]
    data = "0x70a08231" + owner[2:].lower().rjust(64, "0")
    return {"jsonrpc": "2.0", "id": 1, "method": "eth_call",
            "params": [{"to": info["token"]["address"], "data": data}, "latest"]}


async def free_call(client: httpx.AsyncClient) -> float:
    t = time.perf_counter()
    r = await client.get("/healthz")
    assert r.status_code == 200
    return (time.perf_counter() - t) * 1000


async def rpc_call(client: httpx.AsyncClient, body: dict[str, Any]) -> float:
    t = time.perf_counter()
    r = await client.post("/sandbox/rpc", json=body)
    assert r.status_code == 200 and "result" in r.json(), r.text
    return (time.perf_counter() - t) * 1000


async def paid_call(client: httpx.AsyncClient, header: str) -> float:
    t = time.perf_counter()
    r = await client.post("/tip", json={}, headers={"PAYMENT-SIGNATURE": header})
    assert r.status_code == 200, r.text
    return (time.perf_counter() - t) * 1000


async def throughput(calls: list[Any], concurrency: int) -> float:
    queue = list(calls)
    started = time.perf_counter()

    async def worker() -> None:
        while queue:
            await queue.pop()()

    await asyncio.gather(*[worker() for _ in range(concurrency)])
    return len(calls) / (time.perf_counter() - started)


def row(name: str, lat: list[float], rps: float | None = None) -> str:
    extra = f"  {rps:8.1f} req/s" if rps is not None else ""
    return (f"{name:<40} p50 {statistics.median(lat):7.2f} ms  p99 {pct(lat, 0.99):7.2f} ms"
            f"{extra}")


async def burst(base: str, headers: list[str], size: int, rounds: int) -> dict[str, Any]:
    """``rounds`` bursts of ``size`` concurrent requests on the same keep-alive connections.

    The client is aiohttp (web3's dependency): httpx's pool scans every connection for every
    request, so at 200 connections the client, not the server, would set the latencies.
    aiohttp also keeps idle connections 15 s, longer than uvicorn's default 5 s, which is the
    race that drops requests between rounds when the server closes connections first.
    """
    import aiohttp

    lat: dict[str, list[float]] = {"paid": [], "402": [], "free": []}
    dropped: list[str] = []
    expected = {"paid": 200, "402": 402, "free": 200}

    async def one(session: aiohttp.ClientSession, kind: str) -> None:
        t = time.perf_counter()
        try:
            if kind == "paid":
                call = session.post("/tip", json={}, headers={"PAYMENT-SIGNATURE": headers.pop()})
            elif kind == "402":
                call = session.post("/tip", json={})
            else:
                call = session.get("/healthz")
            async with call as r:
                await r.read()
                status = r.status
        except (TimeoutError, aiohttp.ClientError) as exc:
            dropped.append(f"{kind}: {type(exc).__name__}")
            return
        if status != expected[kind]:
            dropped.append(f"{kind}: HTTP {status}")
            return
        lat[kind].append((time.perf_counter() - t) * 1000)

    kinds = ["paid", "402", "free"]
    connector = aiohttp.TCPConnector(limit=size)
    timeout = aiohttp.ClientTimeout(total=120)
    async with aiohttp.ClientSession(base, connector=connector, timeout=timeout) as session:
        for _ in range(rounds):
            await asyncio.gather(*[one(session, kinds[i % 3]) for i in range(size)])
    return {"lat": lat, "dropped": dropped, "total": size * rounds}


def _paid_load(base: str, headers: list[str], started: Any, stop: Any, done: Any) -> None:
    """In a process of its own (so its client work does not delay the free calls measured):
    four workers paying ``POST /tip`` until ``stop``."""

    async def main() -> int:
        count = 0
        async with httpx.AsyncClient(base_url=base, timeout=120) as client:
            async def worker() -> None:
                nonlocal count
                while not stop.is_set() and headers:
                    await paid_call(client, headers.pop())
                    count += 1
                    started.set()

            await asyncio.gather(*[worker() for _ in range(4)])
        return count

    done.put(asyncio.run(main()))


async def free_alone_and_under_load(
    base: str, headers: list[str], calls: int, blocks: int
) -> tuple[list[float], list[float], int]:
    """``GET /healthz`` latencies alone and while paid calls settle, in alternating blocks
    (the same background noise falls on both); returns both and how many paid calls settled."""
    ctx = multiprocessing.get_context("spawn")
    alone: list[float] = []
    loaded: list[float] = []
    settled = 0
    per_block = calls // blocks
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        for _ in range(blocks):
            alone += [await free_call(client) for _ in range(per_block)]
            share = [headers.pop() for _ in range(min(len(headers), LOAD_SHARE))]
            started, stop, done = ctx.Event(), ctx.Event(), ctx.Queue()
            load = ctx.Process(target=_paid_load, args=(base, share, started, stop, done))
            load.start()
            await asyncio.to_thread(started.wait, 120)
            loaded += [await free_call(client) for _ in range(per_block)]
            stop.set()
            settled += await asyncio.to_thread(done.get, True, 120)
            load.join()
    return alone, loaded, settled


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` (Linux ``/proc``; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def run(base: str, n: int, concurrency: int, burst_size: int, rounds: int,
              free_calls: int, server_pid: int) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        headers = await presign(
            client, 2 * n + LOAD_BLOCKS * LOAD_SHARE + burst_size * rounds // 3 + rounds)
        body = await balance_call_body(client)
        for _ in range(20):
            await free_call(client)
            await rpc_call(client, body)
        cpu = cpu_seconds(server_pid)
        free_lat = [await free_call(client) for _ in range(n)]
        free_cpu, cpu = (cpu_seconds(server_pid) - cpu) / n, cpu_seconds(server_pid)
        rpc_lat = [await rpc_call(client, body) for _ in range(n)]
        rpc_cpu, cpu = (cpu_seconds(server_pid) - cpu) / n, cpu_seconds(server_pid)
        paid_lat = [await paid_call(client, headers.pop()) for _ in range(n)]
        paid_cpu = (cpu_seconds(server_pid) - cpu) / n
        free_rps = await throughput([lambda: free_call(client) for _ in range(n)], concurrency)
        rpc_rps = await throughput([lambda: rpc_call(client, body) for _ in range(n)],
                                   concurrency)
        paid_rps = await throughput(
            [lambda h=headers.pop(): paid_call(client, h) for _ in range(n)], concurrency
        )

    free_alone, free_under_load, settled_meanwhile = await free_alone_and_under_load(
        base, headers, free_calls, blocks=LOAD_BLOCKS)
    burst_out = await burst(base, headers, burst_size, rounds)

    def ratio(a: list[float], b: list[float]) -> str:
        return (f"p50 x{statistics.median(a) / statistics.median(b):.1f}  "
                f"p99 x{pct(a, 0.99) / pct(b, 0.99):.1f}")

    print(f"payments benchmark: {n} calls each, throughput at concurrency {concurrency}")
    print(row("free  GET /healthz", free_lat, free_rps))
    print(row("free  POST /sandbox/rpc (eth_call)", rpc_lat, rpc_rps))
    print(row("paid  POST /tip (verify+settle)", paid_lat, paid_rps))
    print(f"ratio paid/free (GET /healthz):          {ratio(paid_lat, free_lat)}"
          f"  throughput x{paid_rps / free_rps:.3f}")
    print(f"ratio paid/free (comparable: eth_call):  {ratio(paid_lat, rpc_lat)}"
          f"  throughput x{paid_rps / rpc_rps:.3f}")
    print(f"API process CPU per call: free {free_cpu * 1000:.2f} ms, eth_call "
          f"{rpc_cpu * 1000:.2f} ms, paid {paid_cpu * 1000:.2f} ms (x{paid_cpu / free_cpu:.1f}"
          " free; the dev chain's own work is not in it when it runs in its own process)")
    print(row(f"free alone ({len(free_alone)} calls, {LOAD_BLOCKS} blocks)", free_alone))
    print(row(f"free while {settled_meanwhile} paid settled", free_under_load))
    slowdown = pct(free_under_load, 0.99) / pct(free_alone, 0.99)
    print(f"free p99 under paid load / alone: x{slowdown:.2f}  (goal <= x1.5)")
    lat, dropped = burst_out["lat"], burst_out["dropped"]
    print(f"burst: {burst_out['total'] // rounds} concurrent requests x {rounds} rounds on "
          f"keep-alive connections: {len(dropped)} of {burst_out['total']} dropped"
          + (f" ({', '.join(sorted(set(dropped)))})" if dropped else ""))
    for kind in ("402", "free", "paid"):
        if lat[kind]:
            got = lat[kind]
            print(f"  {kind:<4} answered {len(got):4d}  p50 {statistics.median(got):8.1f} ms"
                  f"  p99 {pct(got, 0.99):8.1f} ms  max {max(got):8.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--port", type=int, default=8499)
    parser.add_argument("--burst", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--free-calls", type=int, default=1000,
                        help="free calls alone and as many under paid load")
    args = parser.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "SEXTANT_DEVCHAIN_URL"}
    env.update(SEXTANT_DATA_DIR=tempfile.mkdtemp(), SEXTANT_LOG_LEVEL="WARNING",
               SEXTANT_DEV_WALLET_FUNDING_USDC="100000")
    server = subprocess.Popen(
        [str(Path(sys.executable).with_name("sextant")), "serve", "--port", str(args.port),
         "--log-level", "warning"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{args.port}"
    try:
        deadline = time.monotonic() + 180  # sandbox: the dev chain process starts first
        while True:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise SystemExit("service did not start")
            if server.poll() is not None:
                raise SystemExit(f"service exited ({server.returncode})")
            time.sleep(0.2)
        asyncio.run(run(base, args.calls, args.concurrency, args.burst, args.rounds,
                        args.free_calls, server.pid))
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
