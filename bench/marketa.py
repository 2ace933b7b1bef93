"""Benchmark: /marketa/pnl-quick and /marketa/pnl on the sandbox simulators.

1. ``/marketa/pnl-quick`` and ``/marketa/pnl`` group work (venue reads through the in-process
   simulators plus the signals) per call, for the showcase wallet (over 500 closed positions)
   and the 32.4 M-loss whale.
2. Upstream calls per endpoint against a naive client that pages a wallet's positions one by
   one (``limit=1`` per request, every status) and marks each open position with its own
   midpoint read: ratio of calls.
3. Why ``/marketa/pnl-quick`` reads three things (aggregate, CLOSED, REDEEMABLE) in one
   parallel round rather than two: over every sandbox wallet, each two-call variant against
   the three-call answer (classification agreement, realized-PnL error, win-rate error).

Upstream pacing is off (the simulators are in-process), so the times are our own cost.

    .venv/bin/python bench/marketa.py [--seed 402] [--repeat 5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import httpx

from sextant.groups import marketa as group
from sextant.groups.common import ResultSource
from sextant.sandbox import polymarket as sim
from sextant.sandbox.world import SHOWCASE_WALLET
from sextant.venues.polymarket import PolymarketClient, PositionPage


def _http(app: Any) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://sim")


def make_client(seed: int) -> PolymarketClient:
    return PolymarketClient(_http(sim.create_data_app(seed)), _http(sim.create_gamma_app(seed)),
                            _http(sim.create_clob_app(seed)))


async def naive_calls(pm: PolymarketClient, wallet: str) -> int:
    """Calls a client makes paging positions one at a time, plus one mid per open position."""
    data = pm._data  # the same simulator, asked naively
    calls = 1
    await data.get("/v2/user-stats", params={"user": wallet})
    opened: list[str] = []
    for status in ("OPEN", "CLOSED", "REDEEMABLE"):
        params: dict[str, Any] = {"user": wallet, "status": status, "limit": 1}
        while True:
            calls += 1
            body = (await data.get("/v2/positions", params=params)).json()
            if status == "OPEN":
                opened += [r["token_id"] for r in body["data"]]
            if not body["pagination"]["has_more"]:
                break
            params["cursor"] = body["pagination"]["next_cursor"]
    for token in opened:
        calls += 1
        await pm._clob.get("/midpoint", params={"token_id": token})
    return calls


async def two_call_variants(pm: PolymarketClient, wallets: list[str]) -> None:
    """Each two-read variant of pnl-quick against the three-read answer, over ``wallets``."""
    empty = PositionPage((), False, "v2")
    agree = {"stats+CLOSED": 0, "stats+REDEEMABLE": 0}
    pnl_err: dict[str, list[float]] = {k: [] for k in agree}
    win_err: dict[str, list[float]] = {k: [] for k in agree}
    for w in wallets:
        stats, closed, redeem = await asyncio.gather(
            pm.user_stats(w), pm.positions(w, "CLOSED", max_pages=group.QUICK_PAGES),
            pm.positions(w, "REDEEMABLE", max_pages=group.QUICK_PAGES))
        full = group.skill_of(stats, closed, redeem)
        for name, part in (("stats+CLOSED", group.skill_of(stats, closed, empty)),
                           ("stats+REDEEMABLE", group.skill_of(stats, empty, redeem))):
            agree[name] += part.classification == full.classification
            pnl_err[name].append(abs(part.realized_pnl_usdc - full.realized_pnl_usdc)
                                 / max(1.0, abs(full.realized_pnl_usdc)))
            win_err[name].append(abs(part.win_rate - full.win_rate))
    for name in agree:
        print(f"  pnl-quick as {name:16s}: classification agrees {agree[name]}/{len(wallets)}, "
              f"realized PnL median error {statistics.median(pnl_err[name]):.1%}, "
              f"win rate mean error {statistics.fmean(win_err[name]):.3f}")


async def timed(job: Callable[[], Awaitable[Any]], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        await job()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1000


async def main(seed: int, repeat: int) -> None:
    pm = make_client(seed)
    src = ResultSource("sandbox", datetime.now(UTC))
    whale = sim.venue_state(seed).whale.address
    await group.pnl(pm, SHOWCASE_WALLET, src)  # warm the simulators
    print(f"marketa bench (seed {seed}, median of {repeat})")
    for label, wallet in (("showcase", SHOWCASE_WALLET), ("whale", whale)):
        quick = await timed(lambda w=wallet: group.pnl_quick(pm, w, src), repeat)
        full = await timed(lambda w=wallet: group.pnl(pm, w, src), repeat)
        q = await group.pnl_quick(pm, wallet, src)
        p = await group.pnl(pm, wallet, src)
        naive = await naive_calls(pm, wallet)
        print(f"  {label:9s} pnl-quick {quick:7.1f} ms/call ({q.upstream_calls} upstream calls)"
              f" | pnl {full:7.1f} ms/call ({p.upstream_calls} calls)"
              f" | naive {naive} calls: {naive / p.upstream_calls:.0f}x pnl, "
              f"{naive / q.upstream_calls:.0f}x pnl-quick")
    await two_call_variants(pm, [w.address for w in sim.venue_state(seed).wallets])


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=402)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    asyncio.run(main(args.seed, args.repeat))
