"""Benchmark: perpdex scoring and screening on the sandbox simulator.

1. ``/perpdex/score`` work for a trader with 10,000 fills: venue reads (paged fills,
   portfolio, funding) through the in-process simulator plus the signals, per call.
2. ``/perpdex/screen`` work for one coin at ``n = SCREEN_N_MAX``, per call.
3. The scoring function (``aggregate_fills`` + ``trader_inputs`` + ``score_trader``) against a
   straightforward per-fill Python loop computing the same figures, in the same run: ratio.

Upstream pacing is off (the simulator is in-process), so the figures are our own cost.

    .venv/bin/python bench/perpdex.py [--seed 402] [--repeat 5]
"""

from __future__ import annotations

import argparse
import asyncio
import math
import statistics
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from typing import Any

import httpx

from sextant.groups.common import ResultSource
from sextant.groups.perpdex import analyse, screen
from sextant.sandbox.hyperliquid import create_app, create_stats_app, simulator
from sextant.schemas.perpdex import SCREEN_N_MAX
from sextant.signals import perpdex as sig
from sextant.venues import hyperliquid as hl


def naive_score(fills: Sequence[hl.Fill], portfolio: hl.Portfolio,
                funding: Sequence[hl.FundingPayment]) -> float:
    """The baseline: one Python loop over the fills, then the spec 2.3 formula."""
    count = 0
    volume = fees = pnl = 0.0
    liquidations = 0
    coins: set[str] = set()
    first = last = None
    for f in fills:
        if f.coin.startswith(("#", "+")):
            continue
        count += 1
        volume += f.px * f.sz
        spot = f.coin.startswith("@") or "/" in f.coin
        stable = f.fee_token is None or f.fee_token.upper() in sig.STABLE_FEE_TOKENS
        fees += f.fee * f.px if spot and not stable else f.fee
        pnl += f.closed_pnl
        if f.liquidation is not None or f.dir.startswith("Liquidated"):
            liquidations += 1
        coins.add(f.coin)
        first = f.time_ms if first is None else min(first, f.time_ms)
        last = f.time_ms if last is None else max(last, f.time_ms)
    paid = 0.0
    for p in funding:
        paid -= p.usdc
    all_time = portfolio.window("allTime")
    t_pnl, t_vol = (all_time.pnl, all_time.volume) if all_time and all_time.volume > 0 else (
        pnl, volume)
    pnl_bps = max(-100.0, min(100.0, t_pnl / t_vol * 1e4)) if t_vol > 0 else 0.0
    liq_rate = liquidations / count if count else 0.0
    risk = max(0.0, min(100.0, liq_rate * 1e4))
    pf = pnl / fees if fees > 0 else 0.0
    pf_norm = max(-5.0, min(5.0, pf / 10))
    conf = max(0.0, min(1.0, math.log10(max(1, count)) / 6))
    raw = 0.4 * (50 + 0.5 * pnl_bps) + 0.4 * (50 - 0.5 * risk) + 0.2 * (50 + 10 * pf_norm)
    return round(max(0.0, min(100.0, 50 + (raw - 50) * conf)), sig.SCORE_DECIMALS)


def fast_score(fills: Sequence[hl.Fill], portfolio: hl.Portfolio,
               funding: Sequence[hl.FundingPayment]) -> float:
    agg = sig.aggregate_fills(fills)
    ev = sig.trader_inputs(agg, portfolio=portfolio, funding=funding, fills_truncated=True)
    return sig.score_trader(ev.inputs).skill_score


def per_call(fn: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


async def per_call_async(fn: Callable[[], Awaitable[Any]], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        await fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


async def main(seed: int, repeat: int) -> None:
    sim = simulator(seed)
    heavy = next(p for p in sim.world.profiles if p.archetype == "sharp"
                 and p.total_trips > 6_000)
    info = httpx.AsyncClient(base_url="https://api.hyperliquid.xyz",
                             transport=httpx.ASGITransport(app=create_app(seed)))
    stats = httpx.AsyncClient(base_url="https://stats-data.hyperliquid.xyz",
                              transport=httpx.ASGITransport(app=create_stats_app(seed)))
    client = hl.HyperliquidClient(info, stats)
    src = ResultSource("sandbox", datetime.now(UTC))

    t0 = time.perf_counter()
    first = await analyse(client, heavy.address, src)  # also generates the simulated history
    warm = time.perf_counter() - t0
    assert first.score.sample_size_trades == hl.FILLS_HISTORY_MAX
    score_s = await per_call_async(lambda: analyse(client, heavy.address, src), repeat)

    t0 = time.perf_counter()
    result = await screen(client, "BTC", SCREEN_N_MAX, src)
    screen_cold = time.perf_counter() - t0
    screen_s = await per_call_async(lambda: screen(client, "BTC", SCREEN_N_MAX, src), repeat)

    fills = list(first.fills)
    portfolio = await client.portfolio(heavy.address)
    funding = await client.user_funding(heavy.address, fills[0].time_ms)
    assert math.isclose(naive_score(fills, portfolio, funding),
                        fast_score(fills, portfolio, funding), abs_tol=1e-6)
    loops = max(20, repeat * 10)
    naive = per_call(lambda: naive_score(fills, portfolio, funding), loops)
    fast = per_call(lambda: fast_score(fills, portfolio, funding), loops)
    await info.aclose()
    await stats.aclose()

    print(f"perpdex bench (seed {seed}, median of {repeat} calls; sandbox, no upstream pacing)")
    print(f"  score, trader with {len(fills):,} fills: {score_s * 1e3:8.1f} ms/call "
          f"(first call incl. simulated history generation {warm * 1e3:.0f} ms)")
    print(f"  screen BTC, n={SCREEN_N_MAX} ({len(result.pool)} candidates, "
          f"{len(result.traders)} scored): {screen_s * 1e3:8.1f} ms/call "
          f"(cold {screen_cold * 1e3:.0f} ms)")
    print(f"  scoring function on {len(fills):,} fills: {fast * 1e6:8.0f} us/call")
    print(f"  per-fill Python loop baseline:         {naive * 1e6:8.0f} us/call")
    print(f"  ratio baseline / scoring function:     {naive / fast:8.2f}x")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=402)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    asyncio.run(main(args.seed, args.repeat))
