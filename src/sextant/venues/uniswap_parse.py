"""Uniswap subgraph queries per version and pure parsers of their rows into typed records.

v3 and v4 share the query shapes (v4 pool ids are bytes32, swaps have no ``recipient``, so it
is never selected); v2 names things differently (``pairs``, ``reserveUSD``, ``ethPrice``,
``tradeVolumeUSD``, unsigned ``amount{0,1}{In,Out}``, ``pairDayDatas`` by ``pairAddress``).
Native v3/v4 ``totalValueLockedUSD`` is never selected (behaviours.md §17.13); the per-day
``tvlUSD`` snapshot is the liquidity reading there.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from sextant.venues.parse import bad_response, num
from sextant.venues.uniswap_records import DayVolume, SwapPool, SwapToken, SwapTrade

__all__ = [
    "ABSURD_TVL_USD", "MIN_POOL_TXS", "SYMBOL_QUERY", "activity_query", "cohort_query",
    "days_from", "is_spam_pool", "pool_from", "pools_query", "swap_from", "token_from",
    "tokens_query",
]

UPSTREAM = "graph_gateway"
#: More TVL than any real pool holds: only a spam pool reports this.
ABSURD_TVL_USD = 1e11
MIN_POOL_TXS = 20
_URLISH = re.compile(r"https?:|www\.|\.(org|com|io|net|xyz|app|finance|site)\b", re.I)

_TOKEN = {"v2": "id symbol name txCount derivedETH",
          "v3": "id symbol name txCount derivedETH"}
_POOL = {"v2": "id token0 { id symbol } token1 { id symbol } volumeUSD txCount reserveUSD",
         "v3": "id token0 { id symbol } token1 { id symbol } feeTier volumeUSD txCount"}

#: Addresses of the tokens claiming the symbol ``$s``, busiest first.
SYMBOL_QUERY = ("query S($s: String!) { tokens(first: 10, orderBy: txCount, "
                "orderDirection: desc, where: {symbol: $s}) { id } }")


def _v(version: str) -> str:
    return "v2" if version == "v2" else "v3"


def pools_query(version: str, per_side: int) -> str:
    """One request: the token, the top ``per_side`` pools by volume on each side, the bundle."""
    v = _v(version)
    entity, price = ("pairs", "ethPrice") if v == "v2" else ("pools", "ethPriceUSD")
    side = (f"first: {per_side}, orderBy: volumeUSD, orderDirection: desc")
    return (f"query Pools($t: String!, $id: ID!) {{ token(id: $id) {{ {_TOKEN[v]} }} "
            f"bundle(id: \"1\") {{ {price} }} "
            f"side0: {entity}({side}, where: {{token0: $t}}) {{ {_POOL[v]} }} "
            f"side1: {entity}({side}, where: {{token1: $t}}) {{ {_POOL[v]} }} }}")


def activity_query(version: str, swaps: int, days: int) -> str:
    """One request: a pool's latest ``swaps`` swaps and ``days`` day rows, newest first."""
    if _v(version) == "v2":
        return (f"query Activity($p: String!, $pb: Bytes!) {{ swaps(first: {swaps}, "
                f"orderBy: timestamp, orderDirection: desc, where: {{pair: $p}}) {{ id "
                f"timestamp from amount0In amount0Out amount1In amount1Out amountUSD }} "
                f"days: pairDayDatas(first: {days}, orderBy: date, orderDirection: desc, "
                f"where: {{pairAddress: $pb}}) {{ date dailyVolumeUSD reserveUSD }} }}")
    return (f"query Activity($p: String!, $pb: String!) {{ swaps(first: {swaps}, "
            f"orderBy: timestamp, orderDirection: desc, where: {{pool: $p}}) {{ id timestamp "
            f"origin amount0 amount1 amountUSD }} days: poolDayDatas(first: {days}, "
            f"orderBy: date, orderDirection: desc, where: {{pool: $pb}}) {{ date volumeUSD "
            f"tvlUSD }} }}")


def tokens_query(days: int) -> str:
    """v3: tokens whose symbol is in ``$symbols`` by ``txCount``, with recent day volumes."""
    return ("query Cohort($symbols: [String!]!) { tokens(first: 1000, orderBy: txCount, "
            "orderDirection: desc, where: {symbol_in: $symbols}) { id symbol name txCount "
            f"derivedETH tokenDayData(first: {days}, orderBy: date, orderDirection: desc) "
            "{ date volumeUSD } } }")


def cohort_query(days: int) -> str:
    """v3, one request: the tokens claiming a cohort symbol (busiest first) and the canonical
    contracts by address (whatever their symbol's case), each with recent day volumes."""
    fields = (f"id symbol name txCount derivedETH tokenDayData(first: {days}, orderBy: date, "
              "orderDirection: desc) { date volumeUSD }")
    return ("query Cohort($symbols: [String!]!, $ids: [Bytes!]!) { bySymbol: tokens(first: 1000, "
            "orderBy: txCount, orderDirection: desc, where: {symbol_in: $symbols}) "
            f"{{ {fields} }} byId: tokens(first: 1000, where: {{id_in: $ids}}) {{ {fields} }} }}")


def _need(row: Any, what: str) -> Mapping[str, Any]:
    if not isinstance(row, Mapping) or not row.get("id"):
        raise bad_response(UPSTREAM, f"a {what} row without an id: {row!r:.120}")
    return row


def token_from(row: Any) -> SwapToken:
    r = _need(row, "token")
    return SwapToken(str(r["id"]).lower(), str(r.get("symbol") or ""), str(r.get("name") or ""),
                     num(r.get("derivedETH"), upstream=UPSTREAM),
                     int(num(r.get("txCount"), upstream=UPSTREAM)), raw=r)


def pool_from(row: Any, chain: str, version: str) -> SwapPool:
    """A v2 pair or a v3/v4 pool as a ``SwapPool``."""
    r = _need(row, "pool")
    t0, t1 = r.get("token0") or {}, r.get("token1") or {}
    fee = r.get("feeTier")
    tx = r.get("txCount")
    return SwapPool(
        chain, version, str(r["id"]).lower(), str(t0.get("id", "")).lower(),
        str(t0.get("symbol") or ""), str(t1.get("id", "")).lower(), str(t1.get("symbol") or ""),
        int(num(fee, upstream=UPSTREAM)) if fee is not None else None,
        num(r.get("volumeUSD"), upstream=UPSTREAM),
        int(num(tx, upstream=UPSTREAM)) if tx is not None else None,
        num(r["reserveUSD"], upstream=UPSTREAM) if r.get("reserveUSD") is not None else None,
        raw=r)


def is_spam_pool(pool: SwapPool) -> bool:
    """A pool no ranking may pick: a URL-like token symbol (the ``ease.org`` airdrops that top
    mainnet v3 by TVL), an absurd TVL, or next to no trades."""
    if _URLISH.search(pool.token0_symbol) or _URLISH.search(pool.token1_symbol):
        return True
    if pool.tvl_usd is not None and pool.tvl_usd > ABSURD_TVL_USD:
        return True
    return pool.tx_count is not None and pool.tx_count < MIN_POOL_TXS


def swap_from(row: Any, pool_id: str) -> SwapTrade:
    """A swap with pool-side signed amounts (v2's in/out pairs folded in)."""
    r = _need(row, "swap")
    if "amount0In" in r:
        a0 = num(r.get("amount0In")) - num(r.get("amount0Out"))
        a1 = num(r.get("amount1In")) - num(r.get("amount1Out"))
        origin = r.get("from")
    else:
        a0, a1, origin = num(r.get("amount0")), num(r.get("amount1")), r.get("origin")
    ts = datetime.fromtimestamp(int(num(r.get("timestamp"), upstream=UPSTREAM)), tz=UTC)
    return SwapTrade(pool_id, ts, str(origin or "").lower(), a0, a1,
                     num(r.get("amountUSD"), upstream=UPSTREAM), raw=r)


def days_from(rows: Any) -> list[DayVolume]:
    """Day rows (pool, pair or token) newest first, as ``DayVolume``."""
    if not isinstance(rows, list):
        raise bad_response(UPSTREAM, "day data is not a list")
    out = []
    for r in rows:
        volume = r.get("volumeUSD", r.get("dailyVolumeUSD"))
        tvl = r.get("tvlUSD", r.get("reserveUSD"))
        out.append(DayVolume(datetime.fromtimestamp(int(num(r.get("date"))), tz=UTC),
                             num(volume, upstream=UPSTREAM),
                             num(tvl, upstream=UPSTREAM) if tvl is not None else None))
    return out
