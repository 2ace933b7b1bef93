"""The swapdex group: pre-trade check, spot/perp basis and trader flow over Uniswap v2/v3/v4.

A token is named by address or by symbol; a symbol resolves through the market-cap-ranked
registry (CoinGecko) to the chain's contract, else through the subgraphs' own claimants; two
or more claimants answer 422 ``ambiguous_token`` with the candidates (never charged). Each
version's candidate pools come in one subgraph request; the best pool's swaps and day rows in
one more, so a pre-trade check costs (versions + 1) requests.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sextant.errors import BadRequest, NotFound
from sextant.groups.common import ResultSource
from sextant.signals import swapdex as sig
from sextant.venues.coingecko import CoinGeckoClient
from sextant.venues.hyperliquid import HyperliquidClient
from sextant.venues.uniswap import UniswapClient
from sextant.venues.uniswap_facts import VERSION_PREFERENCE
from sextant.venues.uniswap_records import PoolSet, SwapPool

__all__ = [
    "BasisResult", "Candidate", "PoolRow", "PretradeResult", "ResolvedToken", "TradersResult",
    "basis", "pretrade", "resolve_token", "traders",
]

ADDRESS = re.compile(r"^0x[0-9a-fA-F]{40}$")
TREND_DAYS = 6
TRADER_SWAPS = 200
BASIS_FILLS = 10
RECENT = timedelta(days=3)


@dataclass(frozen=True, slots=True)
class ResolvedToken:
    address: str
    symbol: str | None
    resolved_via: str  # "address", "registry" or "subgraph"
    registry_id: str | None = None


@dataclass(frozen=True, slots=True)
class Candidate:
    address: str
    registry_id: str | None
    source: str


@dataclass(frozen=True, slots=True)
class PoolRow:
    pool_id: str
    version: str
    fee_tier: int | None
    pair: str
    volume_usd: float
    tx_count: int | None


@dataclass(frozen=True, slots=True)
class Freshness:
    version: str
    subgraph_id: str
    block_timestamp: int | None
    age_seconds: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class PretradeResult(sig.Verdict):
    token: ResolvedToken
    chain: str
    price_usd: float | None
    real_liquidity: bool
    liquidity_usd: float | None
    deepest_pool: PoolRow
    candidate_pools: list[PoolRow]
    spam_pools_filtered: int
    honeypot: sig.Honeypot
    swaps_checked: int
    buys: int
    sells: int
    trend: sig.Trend
    latest_day_volume_usd: float | None
    versions_checked: list[str]
    freshness: list[Freshness]
    source: ResultSource


def _row(p: SwapPool) -> PoolRow:
    return PoolRow(p.pool_id, p.version, p.fee_tier, f"{p.token0_symbol}/{p.token1_symbol}",
                   p.volume_usd, p.tx_count)


async def resolve_token(uni: UniswapClient, cg: CoinGeckoClient, chain: str, token: str,
                        versions: tuple[str, ...] = VERSION_PREFERENCE) -> ResolvedToken:
    """``token`` (address or symbol) as one contract on ``chain``; see the module docstring."""
    uni.subgraph(chain, "v3")  # an unknown chain is a 400 before any read
    if ADDRESS.match(token):
        return ResolvedToken(token.lower(), None, "address")
    symbol = token.strip()
    registry = await cg.registry()
    on_chain = [c for c in registry.claimants(symbol) if c.address_on(chain)]
    if len(on_chain) == 1:
        return ResolvedToken(str(on_chain[0].address_on(chain)), symbol.upper(), "registry",
                             on_chain[0].id)
    candidates = [Candidate(str(c.address_on(chain)), c.id, "registry") for c in on_chain]
    if not candidates:
        found = await asyncio.gather(*(uni.find_symbol(chain, v, symbol) for v in versions))
        addresses = list(dict.fromkeys(a for group in found for a in group))
        if len(addresses) == 1:
            return ResolvedToken(addresses[0], symbol.upper(), "subgraph")
        candidates = [Candidate(a, None, "subgraph") for a in addresses]
    if not candidates:
        raise NotFound(f"no token {symbol!r} on {chain}: the registry has no contract for it "
                       "there and no Uniswap subgraph lists it", code="token_not_found")
    raise BadRequest(f"{symbol!r} names {len(candidates)} tokens on {chain}; ask again with "
                     "one of the candidate addresses", code="ambiguous_token", status=422,
                     candidates=[{"address": c.address, "registry_id": c.registry_id,
                                  "source": c.source} for c in candidates])


async def _pool_sets(uni: UniswapClient, chain: str, address: str, versions: tuple[str, ...]
                     ) -> list[PoolSet]:
    sets = await asyncio.gather(*(uni.pools(chain, v, address) for v in versions))
    return [s for s in sets if s is not None]


def _best(sets: list[PoolSet], what: str, chain: str) -> tuple[SwapPool, PoolSet]:
    ranked = sorted(((p, s) for s in sets for p in s.pools), key=lambda ps: -ps[0].volume_usd)
    if not ranked:
        raise NotFound(f"no Uniswap pool trades {what} on {chain} (spam pools excluded)",
                       code="no_pool")
    return ranked[0]


def _price(sets: list[PoolSet], preferred: PoolSet) -> float | None:
    for s in (preferred, *sets):
        if s.token is not None and s.token.derived_eth > 0 and s.eth_price_usd > 0:
            return s.token.derived_eth * s.eth_price_usd
    return None


def _freshness(s: PoolSet, now: float) -> Freshness:
    ts = s.block_timestamp
    return Freshness(s.version, s.subgraph_id, ts, int(now - ts) if ts is not None else None)


async def pretrade(uni: UniswapClient, cg: CoinGeckoClient, token: str, chain: str,
                   version: str | None, source: ResultSource) -> PretradeResult:
    """behaviours.md §7.1: deepest pool by volume, flow flag, trend, liquidity, verdict."""
    versions = (version,) if version else VERSION_PREFERENCE
    resolved = await resolve_token(uni, cg, chain, token, versions)
    sets = await _pool_sets(uni, chain, resolved.address, versions)
    best, best_set = _best(sets, resolved.symbol or resolved.address, chain)
    swaps, days = await uni.activity(chain, best.version, best.pool_id, sig.FLOW_SWAPS,
                                     TREND_DAYS)
    side = best.side_of(resolved.address)
    now_ts = best_set.block_timestamp or int(source.fetched_at.timestamp())
    today = datetime.fromtimestamp(now_ts, tz=UTC)
    full = [d for d in days if d.date.date() < today.date()]
    latest = full[0] if full else None
    tvl = best.tvl_usd if best.tvl_usd is not None else (latest.tvl_usd if latest else None)
    volume = latest.volume_usd if latest else 0.0
    flag = sig.honeypot_flag(swaps, side)
    vol_trend = sig.trend(days, today)
    price = _price(sets, best_set)
    liquid = sig.real_liquidity(tvl, volume)
    recent = any(d.date >= today - RECENT and d.volume_usd > 0 for d in days)
    v = sig.verdict(flag, liquid, price, vol_trend, recent)
    if resolved.symbol is None and best_set.token is not None:
        resolved = ResolvedToken(resolved.address, best_set.token.symbol, "address")
    return PretradeResult(
        tradeable=v.tradeable, risk=v.risk, reasons=v.reasons, token=resolved, chain=chain,
        price_usd=price, real_liquidity=liquid, liquidity_usd=tvl, deepest_pool=_row(best),
        candidate_pools=[_row(p) for p in sorted((p for s in sets for p in s.pools),
                                                 key=lambda p: -p.volume_usd)],
        spam_pools_filtered=sum(s.spam_dropped for s in sets), honeypot=flag,
        swaps_checked=len(swaps), buys=sum(1 for s in swaps if s.token_amount(side) < 0),
        sells=sum(1 for s in swaps if s.token_amount(side) > 0), trend=vol_trend,
        latest_day_volume_usd=latest.volume_usd if latest else None,
        versions_checked=[s.version for s in sets],
        freshness=[_freshness(s, source.fetched_at.timestamp()) for s in sets], source=source)


@dataclass(frozen=True, slots=True)
class BasisResult:
    coin: str
    spot_token: ResolvedToken
    chain: str
    spot_price_usd: float
    perp_price_usd: float
    perp_fills_used: int
    basis_pct: float
    signal: sig.BasisSignal
    spot_version: str
    source: ResultSource


async def basis(uni: UniswapClient, cg: CoinGeckoClient, hl: HyperliquidClient, coin: str,
                chain: str, source: ResultSource) -> BasisResult:
    """behaviours.md §7.2: Uniswap spot of the mapped token against the latest perp fills."""
    coin = coin.strip().upper()
    spot_symbol = sig.SPOT_SYMBOLS.get(coin, coin)
    resolved = await resolve_token(uni, cg, chain, spot_symbol)
    sets = await _pool_sets(uni, chain, resolved.address, VERSION_PREFERENCE)
    best_set = next((s for s in sets if s.token is not None), None)
    spot = _price(sets, best_set) if best_set is not None else None
    if best_set is None or spot is None:
        raise NotFound(f"no Uniswap USD price for {spot_symbol} on {chain}", code="no_spot_price")
    fills = (await hl.recent_trades(coin))[:BASIS_FILLS]
    if not fills:
        raise NotFound(f"no recent perp fills for {coin}", code="no_perp_price")
    perp = sum(f.px for f in fills) / len(fills)
    pct, signal = sig.basis(spot, perp)
    return BasisResult(coin, resolved, chain, spot, perp, len(fills), round(pct, 4), signal,
                       best_set.version, source)


@dataclass(frozen=True, slots=True)
class TradersResult:
    token: ResolvedToken
    chain: str
    pool: PoolRow
    swaps_read: int
    accumulators: int
    distributors: int
    traders: list[sig.TraderFlow]
    source: ResultSource


async def traders(uni: UniswapClient, cg: CoinGeckoClient, token: str, chain: str, limit: int,
                  source: ResultSource) -> TradersResult:
    """behaviours.md §7.3: per-wallet flow over the deepest pool's last 200 swaps."""
    resolved = await resolve_token(uni, cg, chain, token)
    sets = await _pool_sets(uni, chain, resolved.address, VERSION_PREFERENCE)
    best, _ = _best(sets, resolved.symbol or resolved.address, chain)
    swaps, _days = await uni.activity(chain, best.version, best.pool_id, TRADER_SWAPS, 1)
    flows = sig.trader_flows(swaps, best.side_of(resolved.address))
    return TradersResult(
        resolved, chain, _row(best), len(swaps),
        sum(1 for f in flows if f.stance in ("accumulator", "accumulating")),
        sum(1 for f in flows if f.stance in ("distributor", "distributing")),
        flows[:limit], source)
