"""Typed Uniswap records, one shape for v2, v3 and v4 (floats, UTC datetimes, raw kept).

Swap amounts keep the v3/v4 convention for every version: signed from the pool's side, so a
positive amount on the token's side means the trader sold that token into the pool (v2's
unsigned in/out pairs are folded into it by the parser).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

__all__ = ["DayVolume", "PoolSet", "SwapPool", "SwapToken", "SwapTrade", "TokenDays"]


@dataclass(frozen=True, slots=True)
class SwapToken:
    address: str
    symbol: str
    name: str
    derived_eth: float
    tx_count: int
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)


@dataclass(frozen=True, slots=True)
class SwapPool:
    """One pool (a v2 pair) with its all-time volume; ``tvl_usd`` only where the version's
    subgraph reports it reliably (v2 ``reserveUSD``; never native v3/v4 TVL)."""

    chain: str
    version: str
    pool_id: str
    token0: str
    token0_symbol: str
    token1: str
    token1_symbol: str
    fee_tier: int | None
    volume_usd: float
    tx_count: int | None
    tvl_usd: float | None = None
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)

    def side_of(self, token: str) -> int:
        """0 or 1: which side of the pool ``token`` is on."""
        return 0 if self.token0 == token.lower() else 1


@dataclass(frozen=True, slots=True)
class SwapTrade:
    pool_id: str
    timestamp: datetime
    origin: str
    amount0: float
    amount1: float
    amount_usd: float
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)

    def token_amount(self, side: int) -> float:
        return self.amount0 if side == 0 else self.amount1


@dataclass(frozen=True, slots=True)
class DayVolume:
    date: datetime
    volume_usd: float
    tvl_usd: float | None = None


@dataclass(frozen=True, slots=True)
class PoolSet:
    """One subgraph's answer for one token: the token, its pools, the native price."""

    chain: str
    version: str
    subgraph_id: str
    token: SwapToken | None
    pools: tuple[SwapPool, ...]
    eth_price_usd: float
    block_timestamp: int | None
    spam_dropped: int = 0


@dataclass(frozen=True, slots=True)
class TokenDays:
    """A token as the narrative reads it: activity and its recent daily volume."""

    token: SwapToken
    days: tuple[DayVolume, ...]
