"""Rows of the Uniswap subgraph simulators, drawn from the shared world's tokens and pools.

One ``Store`` per (chain, version): tokens, pools (``Pair`` on v2), ten days of pool and token
day data ending with today's partial day, recent swaps and their transactions, the bundle.
The world's token kinds shape the tape: honeypots are only ever bought (one-way flow), the thin
token is only sold, the squatter has three swaps, the stale token stopped trading nine days ago,
spam pools report an absurd TVL on a trickle of volume. Wallets lean by their index (always
buying, always selling, leaning either way, or both), so the traders view has every stance.
Values are strings where the schema says BigInt/BigDecimal, as the gateway sends them.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from sextant.sandbox.world import Pool, Token, World, graph_layout

__all__ = ["DAYS", "SWAPS_PER_POOL", "Store", "build_store", "day_start"]

DAY = 86_400
DAYS = 12
SWAPS_PER_POOL = 60
_TREND = {"rising": 1.6, "falling": 0.5, "flat": 1.0}
_LEAN = (1.0, 0.0, 0.75, 0.25, 0.5)  # chance a swap is a buy, by wallet index % 5
ZERO_HOOKS = "0x0000000000000000000000000000000000000000"


def day_start(ts: int) -> int:
    return ts - ts % DAY


def _hex(*parts: object, n: int = 64) -> str:
    return "0x" + hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()[:n]


def _dec(x: float) -> str:
    return f"{x:.10f}".rstrip("0").rstrip(".") if x else "0"


@dataclass
class Store:
    """Entity name -> id -> row, plus the freshness block."""

    chain: str
    version: str
    now: int
    rows: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)

    def add(self, entity: str, row: dict[str, Any]) -> None:
        self.rows.setdefault(entity, {})[row["id"]] = row


def trend_of(pool: Pool) -> str:
    """The world's trend for a pool (stable per address)."""
    return ("rising", "falling", "flat")[int(pool.address[2:6], 16) % 3]


def _daily(pool: Pool, token: Token | None, now: int) -> Iterator[tuple[int, float]]:
    """(day start, USD volume) for the last ``DAYS`` days, today's partial day last."""
    today = day_start(now)
    rng = random.Random(f"uni-days:{pool.address}")
    base = pool.volume_24h_usd
    for back in range(DAYS - 1, -1, -1):
        date = today - back * DAY
        if token is not None and token.kind == "stale" and back < 9:
            continue
        volume = base * rng.uniform(0.9, 1.1)
        if back == 1:
            volume = base * _TREND[trend_of(pool)]
        elif back == 0:
            volume = base * (now - today) / DAY
        yield date, round(volume, 2)


def _swaps(pool: Pool, side: Token, world: World, now: int
           ) -> Iterator[tuple[int, str, bool, float]]:
    """(timestamp, origin, is_buy of ``side``, usd) newest first."""
    rng = random.Random(f"uni-swaps:{pool.address}")
    swappers = graph_layout(world).swappers or world.wallets
    n = {"squatter": 3, "spam": 2}.get(side.kind, SWAPS_PER_POOL)
    ts = now - (9 * DAY if side.kind == "stale" else 0)
    mean_usd = max(pool.volume_24h_usd / 120, 5.0)
    for _ in range(n):
        ts -= rng.randint(20, 1_800)
        i = rng.randrange(len(swappers))
        origin = swappers[i].address
        if side.kind == "honeypot":
            buy = True
        elif side.kind == "thin":
            buy = False
        else:
            buy = rng.random() < _LEAN[i % len(_LEAN)]
        yield ts, origin, buy, round(rng.lognormvariate(0, 0.8) * mean_usd, 2)


def build_store(world: World, chain: str, version: str, now: int) -> Store:
    """The subgraph of ``version`` on ``chain`` over ``world``, as of ``now`` (unix s)."""
    store = Store(chain, version, now)
    tokens = {t.address: t for t in world.tokens}
    pools = [p for p in world.pools if p.chain == chain and p.version == version]
    eth = next((t.price_usd for t in world.tokens if t.chain == chain and t.symbol == "WETH"
                and t.kind == "blue_chip"), 0.0)
    store.add("Bundle", {"id": "1", ("ethPrice" if version == "v2" else "ethPriceUSD"):
                         _dec(eth)})
    for pool in pools:
        for address in (pool.token0, pool.token1):
            _token(store, tokens[address], eth, pools)
        _pool(store, pool, tokens[pool.token0], tokens[pool.token1], world, eth)
    return store


def _token(store: Store, token: Token, eth: float, pools: list[Pool]) -> None:
    if token.address in store.rows.get("Token", {}):
        return
    mine = [p for p in pools if token.address in (p.token0, p.token1)]
    volume = sum(p.volume_24h_usd for p in mine) * 180
    tx = 40 if token.kind == "squatter" else sum(_tx_count(p) for p in mine)
    derived = 0.0 if token.kind == "squatter" or not eth else token.price_usd / eth
    row: dict[str, Any] = {"id": token.address, "symbol": token.symbol, "name": token.name,
                           "decimals": str(token.decimals), "txCount": str(tx),
                           "derivedETH": _dec(derived)}
    if store.version == "v2":
        row |= {"tradeVolumeUSD": _dec(volume), "untrackedVolumeUSD": _dec(volume)}
    else:
        row |= {"volumeUSD": _dec(volume), "poolCount": str(len(mine)),
                "totalValueLockedUSD": _dec(sum(p.tvl_usd for p in mine))}
    store.add("Token", row)
    days: dict[int, float] = {}
    for p in mine:
        for date, usd in _daily(p, token, store.now):
            days[date] = days.get(date, 0.0) + usd
    for date, usd in days.items():
        day = {"id": f"{token.address}-{date // DAY}", "date": date, "token": token.address,
               "priceUSD": _dec(token.price_usd)}
        day |= ({"dailyVolumeUSD": _dec(usd)} if store.version == "v2"
                else {"volumeUSD": _dec(usd)})
        store.add("TokenDayData", day)


def _tx_count(pool: Pool) -> int:
    return 12 if pool.spam else max(40, int(pool.volume_24h_usd * 180 / 900))


def _pool(store: Store, pool: Pool, t0: Token, t1: Token, world: World, eth: float) -> None:
    v2 = store.version == "v2"
    pid = _hex("v4-pool", pool.address) if store.version == "v4" else pool.address
    p0 = t0.price_usd / t1.price_usd if t1.price_usd else 0.0
    row: dict[str, Any] = {
        "id": pid, "token0": t0.address, "token1": t1.address, "txCount": str(_tx_count(pool)),
        "volumeUSD": _dec(pool.volume_24h_usd * 180),
        "token0Price": _dec(1 / p0 if p0 else 0.0), "token1Price": _dec(p0),
        "createdAtTimestamp": str(store.now - 400 * DAY)}
    if v2:
        row |= {"reserveUSD": _dec(pool.tvl_usd), "reserveETH": _dec(pool.tvl_usd / eth)}
        store.add("Pair", row)
    else:
        row |= {"feeTier": str(pool.fee_tier), "totalValueLockedUSD": _dec(pool.tvl_usd),
                "liquidity": str(int(pool.tvl_usd * 1e6)), "tickSpacing": "60",
                "hooks": ZERO_HOOKS}
        store.add("Pool", row)
    for date, usd in _daily(pool, t0, store.now):
        day: dict[str, Any] = {"id": f"{pid}-{date // DAY}", "date": date}
        if v2:
            day |= {"pairAddress": pid, "token0": t0.address, "token1": t1.address,
                    "dailyVolumeUSD": _dec(usd), "reserveUSD": _dec(pool.tvl_usd)}
            store.add("PairDayData", day)
        else:
            day |= {"pool": pid, "volumeUSD": _dec(usd), "tvlUSD": _dec(pool.tvl_usd)}
            store.add("PoolDayData", day)
    for k, (ts, origin, buy, usd) in enumerate(_swaps(pool, t0, world, store.now)):
        _swap(store, pool, pid, t0, t1, k, ts, origin, buy, usd)


def _swap(store: Store, pool: Pool, pid: str, t0: Token, t1: Token, k: int, ts: int,
          origin: str, buy: bool, usd: float) -> None:
    tx = _hex("uni-tx", pool.address, k)
    store.add("Transaction", {"id": tx, "blockNumber": str(21_000_000 + ts // 12 % 10**6),
                              "timestamp": str(ts)})
    a0 = usd / t0.price_usd if t0.price_usd else usd
    a1 = usd / t1.price_usd if t1.price_usd else usd
    # Pool-side signs: a trader buying token0 takes it out of the pool (negative).
    s0, s1 = (-a0, a1) if buy else (a0, -a1)
    row: dict[str, Any] = {"id": f"{tx}#{k}", "transaction": tx, "timestamp": str(ts),
                           "amountUSD": _dec(usd), "logIndex": str(k)}
    if store.version == "v2":
        row |= {"pair": pid, "sender": origin, "from": origin, "to": origin,
                "amount0In": _dec(max(s0, 0)), "amount0Out": _dec(max(-s0, 0)),
                "amount1In": _dec(max(s1, 0)), "amount1Out": _dec(max(-s1, 0))}
    else:
        row |= {"pool": pid, "token0": t0.address, "token1": t1.address, "sender": origin,
                "origin": origin, "amount0": _dec(s0), "amount1": _dec(s1)}
        if store.version == "v3":
            row["recipient"] = origin
    store.add("Swap", row)
