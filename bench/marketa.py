"""Benchmark: /marketa/pnl-quick and /marketa/pnl on the sandbox simulators.

1. ``/marketa/pnl-quick`` and ``/marketa/pnl`` group work (venue reads through the in-process
   simulators plus the signals) per call, for the showcase wallet (over 500 closed positions)
   and the 32.4 M-loss whale.
2. Upstream calls per endpoint against a naive client that pages a wallet's positions one by
   one (``limit=1`` per request, every status) and marks each open position with its own
   midpoint read: ratio of calls.
3. pnl-quick's four reads (aggregate; CLOSED, REDEEMABLE and REDEEMABLE_LOST first pages)
   against /marketa/pnl over every sandbox wallet, beside every three-read design:
   classification agreement, realized PnL to the cent, win-rate error and whether pnl's win
   rate falls in the design's credible interval. Nothing is tuned on these figures.

Upstream pacing is off (the simulators are in-process), so the times are our own cost.

    .venv/bin/python bench/marketa.py [--seed 402] [--repeat 5]
"""

from __future__ import annotations

import argparse
import asyncio
import math
import statistics
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import httpx

from sextant.errors import NotFound
from sextant.groups import marketa as group
from sextant.groups.common import ResultSource
from sextant.sandbox import polymarket as sim
from sextant.sandbox.world import SHOWCASE_WALLET
from sextant.signals import marketa as sig
from sextant.venues.polymarket import PolymarketClient, PositionPage, WalletStats

EMPTY = PositionPage((), False, "v2")


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


Design = Callable[[WalletStats, PositionPage, PositionPage, PositionPage, PositionPage],
                  sig.WalletSkill]


def _stats_open_closed(st: WalletStats, opened: PositionPage, closed: PositionPage,
                       won: PositionPage, lost: PositionPage) -> sig.WalletSkill:
    """The aggregate less OPEN's unrealized PnL gives the unredeemed losers' total (exact),
    folded into realized PnL; the win rate sees CLOSED and the winners only."""
    live = math.fsum(p.unrealized_pnl or 0.0 for p in opened.positions if p.status == "open")
    winners = group.held_resolved(opened)
    losers = ((st.unrealized_pnl or 0.0) - live
              - math.fsum(p.unrealized_pnl or 0.0 for p in winners.positions))
    return group.skill_of(replace(st, realized_pnl=st.realized_pnl + losers), closed, winners)


def _no_stats(st: WalletStats, opened: PositionPage, closed: PositionPage,
              won: PositionPage, lost: PositionPage) -> sig.WalletSkill:
    """Without the aggregate: realized PnL, volume (entry costs) and trades (rows) from the
    position pages."""
    rows = (*closed.positions, *opened.positions, *lost.positions)
    sample = replace(st, realized_pnl=math.fsum(p.realized_pnl or 0.0 for p in rows
                                                if p.status != "redeemable"),
                     volume=math.fsum(p.cost or 0.0 for p in rows), trades=len(rows))
    return group.skill_of(sample, closed, group.held_resolved(opened, lost))


#: The three-read alternatives to pnl-quick's four, each from the same first pages.
ALTERNATIVES: dict[str, Design] = {
    "stats+OPEN+CLOSED": _stats_open_closed,
    "stats+OPEN+REDEEMABLE_LOST": lambda st, o, c, w, lo: group.skill_of(
        st, EMPTY, group.held_resolved(o, lo)),
    "stats+CLOSED+REDEEMABLE_LOST": lambda st, o, c, w, lo: group.skill_of(st, c, lo),
    "CLOSED+OPEN+REDEEMABLE_LOST (no stats)": _no_stats,
}


async def agreement(pm: PolymarketClient, wallets: list[str], src: ResultSource) -> None:
    """pnl-quick's four reads and the three-read alternatives against /marketa/pnl over
    ``wallets``: classification agreement, realized PnL equal to the cent, win-rate error
    (posterior means) and whether /marketa/pnl's win rate falls inside the credible interval."""
    names = ("pnl-quick: stats+CLOSED+REDEEMABLE+LOST", *ALTERNATIVES)
    agree = dict.fromkeys(names, 0)
    cent = dict.fromkeys(names, 0)
    inside = dict.fromkeys(names, 0)
    win_err: dict[str, list[float]] = {k: [] for k in names}
    for w in wallets:
        try:
            full = await group.pnl(pm, w, src)
        except NotFound:
            continue
        stats, opened, closed, won, lost = await asyncio.gather(
            pm.user_stats(w), *(pm.positions(w, s, max_pages=group.QUICK_PAGES)
                                for s in ("OPEN", "CLOSED", "REDEEMABLE", "REDEEMABLE_LOST")))
        parts = [await group.pnl_quick(pm, w, src),
                 *(f(stats, opened, closed, won, lost) for f in ALTERNATIVES.values())]
        for name, part in zip(names, parts, strict=True):
            agree[name] += part.classification == full.classification
            cent[name] += abs(part.realized_pnl_usdc - full.realized_pnl_usdc) < 0.005
            win_err[name].append(abs(part.win_rate - full.win_rate))
            inside[name] += part.win_rate_ci_low <= full.win_rate <= part.win_rate_ci_high
    n = len(win_err[names[0]])
    print(f"  against /marketa/pnl over {n} sandbox wallets (first pages of 500):")
    print(f"    {'reads':42s} class  PnL¢   win-rate err mean/max  in CI")
    for name in names:
        print(f"    {name:42s} {agree[name]:2d}/{n}  {cent[name]:2d}/{n}  "
              f"{statistics.fmean(win_err[name]):.4f} / {max(win_err[name]):.4f}       "
              f"{inside[name]:2d}/{n}")


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
