"""Benchmark: /swapdex/pretrade and /narrative/divergence per call on the sandbox simulators,
and the subgraph requests each makes.

1. ``pretrade`` (UNI on Ethereum, v3 + v4 + v2): p50/p99 per call and subgraph requests per
   call (one candidate-pool request per version, one activity request for the best pool).
2. The naive baseline that queries pool by pool: list the token's pool ids per version, then
   one request per pool for its volume, swaps and day rows, and pick the best: same answer
   for the deepest pool, p50/p99 and requests per call; ratio baseline / pretrade.
3. ``divergence`` (Ethereum, cohort 40, limit 25): the social snapshot shared (read from the
   cache after the first call, as every caller inside the refresh interval does), the
   on-chain half live: one v3 subgraph request per call.
4. Its naive baseline, pool by pool: per cohort symbol, the canonical token's pools on v3
   (one request per side), then one request per pool for its day rows, summed into the
   token's days: same flow acceleration for every resolved token; ratio baseline / ours.

The registry is cached after the first call (as in service). The simulators run in-process
with no upstream pacing, so the figures are our own cost plus request count; live, each
subgraph request adds the gateway's round trip, which is why the request count matters.

    .venv/bin/python bench/swapdex.py [--seed 402] [--repeat 30]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

from sextant.groups.common import ResultSource
from sextant.groups.narrative import SocialHalf, canonical_of, divergence
from sextant.groups.swapdex import pretrade, resolve_token
from sextant.settings import Mode, Settings
from sextant.signals import narrative as sig
from sextant.transport.factory import UpstreamClients
from sextant.transport.shared_cache import SharedCache
from sextant.venues.coingecko import CoinGeckoClient
from sextant.venues.social import SocialFeedClient
from sextant.venues.uniswap import UniswapClient
from sextant.venues.uniswap_facts import VERSION_PREFERENCE
from sextant.venues.uniswap_parse import activity_query, days_from
from sextant.venues.uniswap_records import DayVolume

TOKEN, CHAIN = "UNI", "ethereum"


async def naive(uni: UniswapClient, address: str) -> str:
    """Pool by pool: ids per version and side, then one full read per pool."""
    best, best_volume = "", -1.0
    for version in VERSION_PREFERENCE:
        sid = uni.subgraph(CHAIN, version)
        if sid is None:
            continue
        entity = "pairs" if version == "v2" else "pools"
        ids = []
        for side in ("token0", "token1"):
            res = await uni._query(sid, f"query($t: String!) {{ {entity}(first: 100, "
                                   f"where: {{{side}: $t}}) {{ id }} }}", {"t": address})
            ids += [r["id"] for r in res.data.get(entity) or []]
        for pid in ids:
            res = await uni._query(sid, f"query($id: ID!) {{ p: {entity[:-1]}(id: $id) "
                                   "{ volumeUSD } }", {"id": pid})
            await uni._query(sid, activity_query(version, 25, 6), {"p": pid, "pb": pid})
            volume = float((res.data.get("p") or {}).get("volumeUSD") or 0)
            if volume > best_volume:
                best, best_volume = pid, volume
    return best


async def naive_divergence(uni: UniswapClient, cg: CoinGeckoClient, half: SocialHalf,
                           cohort: int) -> dict[str, float]:
    """Pool by pool: each cohort coin's canonical v3 pools, then each pool's day rows."""
    snapshot, _ = await half.get()
    registry = await cg.registry()
    sid = uni.subgraph(CHAIN, "v3")
    assert sid is not None
    today = datetime.fromtimestamp(time.time(), tz=UTC).date()
    out: dict[str, float] = {}
    for reading in snapshot.readings[:cohort]:
        coin = canonical_of(reading, registry)
        address = coin.address_on(CHAIN) if coin is not None else None
        if address is None:
            continue
        ids = []
        for side in ("token0", "token1"):
            res = await uni._query(sid, f"query($t: String!) {{ pools(first: 100, "
                                   f"where: {{{side}: $t}}) {{ id }} }}", {"t": address})
            ids += [r["id"] for r in res.data.get("pools") or []]
        days: list[DayVolume] = []
        for pid in ids:
            res = await uni._query(sid, "query($p: String!) { poolDayDatas(first: 12, "
                                   "orderBy: date, orderDirection: desc, where: {pool: $p}) "
                                   "{ date volumeUSD } }", {"p": pid})
            days += days_from(res.data.get("poolDayDatas") or [])
        if days:
            out[address] = sig.flow_acceleration(days, today)
    return out


async def timed(fn: Callable[[], Awaitable[Any]], uni: UniswapClient, repeat: int
                ) -> tuple[float, float, float, Any]:
    times, requests, out = [], [], None
    for _ in range(repeat):
        before = uni.requests
        start = time.perf_counter()
        out = await fn()
        times.append(time.perf_counter() - start)
        requests.append(uni.requests - before)
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return statistics.median(times), p99, statistics.mean(requests), out


async def main(seed: int, repeat: int) -> None:
    upstreams = UpstreamClients(Settings(mode=Mode.SANDBOX, seed=seed))
    uni, cg = UniswapClient.from_upstreams(upstreams), CoinGeckoClient.from_upstreams(upstreams)
    src = ResultSource("sandbox", datetime.now(UTC))
    address = (await resolve_token(uni, cg, CHAIN, TOKEN)).address
    await pretrade(uni, cg, TOKEN, CHAIN, None, src)  # warm: registry, simulator stores
    p50, p99, reqs, result = await timed(lambda: pretrade(uni, cg, TOKEN, CHAIN, None, src),
                                         uni, repeat)
    n50, n99, nreqs, best = await timed(lambda: naive(uni, address), uni, repeat)
    assert best == result.deepest_pool.pool_id, "the baseline must find the same pool"

    half = SocialHalf(SocialFeedClient.from_upstreams(upstreams),
                      SharedCache("bench-narrative-social", 86_400), 7_200)
    await divergence(uni, cg, half, CHAIN, 25, 40, src)  # warm: the social snapshot
    d50, d99, dreqs, narrative = await timed(
        lambda: divergence(uni, cg, half, CHAIN, 25, 40, src), uni, repeat)
    m50, m99, mreqs, accel = await timed(lambda: naive_divergence(uni, cg, half, 40), uni,
                                         repeat)
    for row in narrative.ranked:
        got = accel[row.token_address]
        assert abs(got - row.flow_acceleration) <= 1e-3 * max(1.0, got), (row.symbol, got)
    await upstreams.aclose()
    print(f"swapdex bench (seed {seed}, {repeat} calls; sandbox, no upstream pacing)")
    print(f"  pretrade {TOKEN}/{CHAIN}: p50 {p50 * 1e3:7.1f} ms  p99 {p99 * 1e3:7.1f} ms  "
          f"{reqs:.0f} subgraph requests/call")
    print(f"  naive pool-by-pool:   p50 {n50 * 1e3:7.1f} ms  p99 {n99 * 1e3:7.1f} ms  "
          f"{nreqs:.0f} subgraph requests/call")
    print(f"  ratio naive / pretrade: {n50 / p50:5.2f}x time, {nreqs / reqs:5.2f}x requests")
    print(f"  divergence {CHAIN} cohort 40 ({narrative.resolved_count} resolved): "
          f"p50 {d50 * 1e3:7.1f} ms  p99 {d99 * 1e3:7.1f} ms  {dreqs:.0f} subgraph requests/call")
    print(f"  naive pool-by-pool:   p50 {m50 * 1e3:7.1f} ms  p99 {m99 * 1e3:7.1f} ms  "
          f"{mreqs:.0f} subgraph requests/call")
    print(f"  ratio naive / divergence: {m50 / d50:5.2f}x time, {mreqs / dreqs:5.2f}x requests")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=402)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    asyncio.run(main(args.seed, args.repeat))
