"""Benchmark: /marketa/pnl-quick and /marketa/pnl on the sandbox simulators.

1. ``/marketa/pnl-quick`` and ``/marketa/pnl`` group work (venue reads through the in-process
   simulators plus the signals) per call, for the showcase wallet (over 500 closed positions)
   and the 32.4 M-loss whale.
2. Upstream calls per endpoint against a naive client that pages a wallet's positions one by
   one (``limit=1`` per request, every status) and marks each open position with its own
   midpoint read: ratio of calls.
3. pnl-quick's two reads (aggregate, OPEN holdings) against /marketa/pnl over every sandbox
   wallet, beside the other two-read designs (aggregate plus the unredeemed losers, aggregate
   plus CLOSED): classification agreement, realized PnL to the cent, win-rate error and
   whether pnl's win rate falls in pnl-quick's credible interval.

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

from sextant.errors import NotFound
from sextant.groups import marketa as group
from sextant.groups.common import ResultSource
from sextant.sandbox import polymarket as sim
from sextant.sandbox.world import SHOWCASE_WALLET
from sextant.signals import marketa as sig
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
    for status in ("OPEN", "CLOSED", "REDEEMABLE_LOST"):
        params: dict[str, Any] = {"user": wallet, "status": status, "limit": 1}
        while True:
            calls += 1
            body = (await data.get("/v2/positions", params=params)).json()
            if status == "OPEN":
                opened += [r["token_id"] for r in body["data"] if not r["redeemable"]]
            if not body["pagination"]["has_more"]:
                break
            params["cursor"] = body["pagination"]["next_cursor"]
    for token in opened:
        calls += 1
        await pm._clob.get("/midpoint", params={"token_id": token})
    return calls


async def agreement(pm: PolymarketClient, wallets: list[str], src: ResultSource) -> None:
    """pnl-quick (and the other two-read designs) against /marketa/pnl over ``wallets``:
    classification agreement, realized PnL equal to the cent, win-rate error (posterior means)
    and whether /marketa/pnl's win rate falls inside pnl-quick's credible interval."""
    empty = PositionPage((), False, "v2")
    names = ("pnl-quick: stats+OPEN", "stats+REDEEMABLE_LOST", "stats+CLOSED")
    agree = dict.fromkeys(names, 0)
    cent = dict.fromkeys(names, 0)
    inside = dict.fromkeys(names, 0)
    win_err: dict[str, list[float]] = {k: [] for k in names}
    for w in wallets:
        try:
            full = await group.pnl(pm, w, src)
        except NotFound:
            continue
        quick = await group.pnl_quick(pm, w, src)
        stats, closed, lost = await asyncio.gather(
            pm.user_stats(w), pm.positions(w, "CLOSED", max_pages=group.QUICK_PAGES),
            pm.positions(w, "REDEEMABLE_LOST", max_pages=group.QUICK_PAGES))
        lost_only = sig.score_wallet(sig.SkillInputs(
            stats.realized_pnl, stats.volume, stats.trades,
            tuple(sig.Resolved(-(p.cost or 0.0), p.cost or 0.0, True) for p in lost.positions),
            outcomes_read=False))
        for name, part in ((names[0], quick), (names[1], lost_only),
                           (names[2], group.skill_of(stats, closed, empty))):
            agree[name] += part.classification == full.classification
            cent[name] += abs(part.realized_pnl_usdc - full.realized_pnl_usdc) < 0.005
            win_err[name].append(abs(part.win_rate - full.win_rate))
            inside[name] += part.win_rate_ci_low <= full.win_rate <= part.win_rate_ci_high
    n = len(win_err[names[0]])
    print(f"  two reads against /marketa/pnl over {n} sandbox wallets:")
    for name in names:
        print(f"    {name:34s} classification {agree[name]}/{n}, realized PnL to the cent "
              f"{cent[name]}/{n}, win rate mean error {statistics.fmean(win_err[name]):.3f} "
              f"(max {max(win_err[name]):.3f}), pnl's win rate inside the interval "
              f"{inside[name]}/{n}")


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
    await agreement(pm, [w.address for w in sim.venue_state(seed).wallets], src)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=402)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    asyncio.run(main(args.seed, args.repeat))
