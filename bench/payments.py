"""Benchmark: a free route against the cheapest paid route, served by the same app.

Starts ``sextant serve`` (sandbox) in a subprocess on 127.0.0.1, pre-signs one payment per
paid call (signing is the buyer's cost, not the server's), then measures over N calls each:
sequential latency (p50/p99), throughput at a fixed concurrency, and the free route's p99
alone versus while paid calls settle in parallel. Prints ratios and absolute figures.

    .venv/bin/python bench/payments.py [--calls 300] [--concurrency 8]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
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


async def free_call(client: httpx.AsyncClient) -> float:
    t = time.perf_counter()
    r = await client.get("/healthz")
    assert r.status_code == 200
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
    return (f"{name:<34} p50 {statistics.median(lat):7.2f} ms  p99 {pct(lat, 0.99):7.2f} ms"
            f"{extra}")


async def run(base: str, n: int, concurrency: int) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        headers = await presign(client, 2 * n + 4 * n)
        for _ in range(20):
            await free_call(client)
        free_lat = [await free_call(client) for _ in range(n)]
        paid_lat = [await paid_call(client, headers.pop()) for _ in range(n)]
        free_rps = await throughput([lambda: free_call(client) for _ in range(n)], concurrency)
        paid_rps = await throughput(
            [lambda h=headers.pop(): paid_call(client, h) for _ in range(n)], concurrency
        )

        stop = asyncio.Event()

        async def background_paid() -> int:
            done = 0
            while not stop.is_set() and headers:
                await paid_call(client, headers.pop())
                done += 1
            return done

        bg = [asyncio.create_task(background_paid()) for _ in range(4)]
        await asyncio.sleep(0.2)
        free_under_load = [await free_call(client) for _ in range(n)]
        stop.set()
        settled_meanwhile = sum(await asyncio.gather(*bg))

    print(f"payments benchmark: {n} calls each, throughput at concurrency {concurrency}")
    print(row("free  GET /healthz", free_lat, free_rps))
    print(row("paid  POST /tip (verify+settle)", paid_lat, paid_rps))
    print(f"ratio paid/free: p50 x{statistics.median(paid_lat) / statistics.median(free_lat):.1f}"
          f"  p99 x{pct(paid_lat, 0.99) / pct(free_lat, 0.99):.1f}"
          f"  throughput x{paid_rps / free_rps:.3f}")
    print(row("free alone", free_lat))
    print(row(f"free while {settled_meanwhile} paid settled", free_under_load))
    slowdown = pct(free_under_load, 0.99) / pct(free_lat, 0.99)
    print(f"free p99 under paid load / alone: x{slowdown:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--port", type=int, default=8499)
    args = parser.parse_args()
    env = {**os.environ, "SEXTANT_DATA_DIR": tempfile.mkdtemp(), "SEXTANT_LOG_LEVEL": "WARNING",
           "SEXTANT_DEV_WALLET_FUNDING_USDC": "100000"}
    server = subprocess.Popen(
        [str(Path(sys.executable).with_name("sextant")), "serve", "--port", str(args.port),
         "--log-level", "warning"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{args.port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise SystemExit("service did not start")
            time.sleep(0.2)
        asyncio.run(run(base, args.calls, args.concurrency))
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
