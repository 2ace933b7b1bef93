"""Pure swapdex signals (behaviours.md §7): honeypot flow flag, volume trend, liquidity, the
pre-trade verdict, the spot/perp basis and trader stances. No I/O here.

Swap amounts are pool-side signed (``SwapTrade``): a positive amount on the token's side means
the trader sold the token into the pool.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from sextant.venues.uniswap_records import DayVolume, SwapTrade

__all__ = [
    "BASIS_BAND_PCT", "FLOW_SWAPS", "MIN_FLOW_SWAPS", "REAL_LIQUIDITY_USD", "SPOT_SYMBOLS",
    "TREND_BAND", "BasisSignal", "Honeypot", "Reason", "Risk", "Stance", "TraderFlow", "Trend",
    "Verdict", "basis", "honeypot_flag", "real_liquidity", "trader_flows", "trend", "verdict",
]

Honeypot = Literal["low", "elevated", "high", "unknown"]
Trend = Literal["rising", "falling", "flat", "unknown"]
Risk = Literal["low", "medium", "high"]
BasisSignal = Literal["perp_premium", "perp_discount", "aligned"]
Stance = Literal["accumulator", "distributor", "accumulating", "distributing", "two_way"]
Reason = Literal["honeypot_one_way_flow", "no_sells_seen", "no_buys_seen", "too_few_swaps",
                 "no_real_liquidity", "no_usd_price", "volume_falling", "no_recent_volume"]

FLOW_SWAPS = 25
MIN_FLOW_SWAPS = 4
TREND_BAND = 0.20
REAL_LIQUIDITY_USD = 10_000.0
BASIS_BAND_PCT = 0.25
#: Perp coin -> the spot token that prices it on Uniswap (behaviours.md §7.2).
SPOT_SYMBOLS = {"ETH": "WETH", "BTC": "WBTC", "MATIC": "POL"}
#: |net| below this share of the wallet's gross token flow reads as two-way.
BALANCED_SHARE = 0.10


def honeypot_flag(swaps: Sequence[SwapTrade], side: int) -> Honeypot:
    """§7.1.3 over the latest swaps: no sells is a one-way honeypot flow."""
    if len(swaps) < MIN_FLOW_SWAPS:
        return "unknown"
    sells = sum(1 for s in swaps if s.token_amount(side) > 0)
    buys = sum(1 for s in swaps if s.token_amount(side) < 0)
    if sells == 0:
        return "high"
    if buys == 0:
        return "elevated"
    return "low"


def trend(days: Sequence[DayVolume], today: datetime) -> Trend:
    """§7.1.4: the latest full day against the mean of the 3 before it (today skipped)."""
    full = sorted((d for d in days if d.date.date() < today.date()), key=lambda d: d.date,
                  reverse=True)
    if len(full) < 4:
        return "unknown"
    prior = sum(d.volume_usd for d in full[1:4]) / 3
    if prior <= 0:
        return "rising" if full[0].volume_usd > 0 else "flat"
    change = full[0].volume_usd / prior - 1
    return "rising" if change > TREND_BAND else "falling" if change < -TREND_BAND else "flat"


def real_liquidity(tvl_usd: float | None, volume_usd: float) -> bool:
    """§7.1.5: TVL of at least $10,000 and some volume."""
    return tvl_usd is not None and tvl_usd >= REAL_LIQUIDITY_USD and volume_usd > 0


@dataclass(frozen=True, slots=True)
class Verdict:
    tradeable: bool
    risk: Risk
    reasons: list[Reason]


def verdict(honeypot: Honeypot, liquid: bool, price_usd: float | None, vol_trend: Trend,
            recent_volume: bool) -> Verdict:
    """§7.1.7: high on a honeypot, no real liquidity or no price; medium on any other reason."""
    reasons: list[Reason] = []
    high = {"honeypot_one_way_flow": honeypot == "high", "no_real_liquidity": not liquid,
            "no_usd_price": not price_usd}
    other = {"no_buys_seen": honeypot == "elevated", "too_few_swaps": honeypot == "unknown",
             "volume_falling": vol_trend == "falling", "no_recent_volume": not recent_volume}
    reasons += [r for r, hit in high.items() if hit]  # type: ignore[misc]
    reasons += [r for r, hit in other.items() if hit]  # type: ignore[misc]
    risk: Risk = "high" if any(high.values()) else "medium" if reasons else "low"
    return Verdict(risk != "high", risk, reasons)


def basis(spot: float, perp: float) -> tuple[float, BasisSignal]:
    """§7.2.4: ``(perp - spot) / spot`` in percent and its signal at +-0.25 %."""
    pct = (perp - spot) / spot * 100
    signal: BasisSignal = ("perp_premium" if pct > BASIS_BAND_PCT else "perp_discount"
                           if pct < -BASIS_BAND_PCT else "aligned")
    return pct, signal


@dataclass(frozen=True, slots=True)
class TraderFlow:
    address: str
    buys: int
    sells: int
    net_token: float
    volume_usd: float
    stance: Stance


def _stance(buys: int, sells: int, net: float, gross: float) -> Stance:
    if sells == 0:
        return "accumulator"
    if buys == 0:
        return "distributor"
    if gross <= 0 or abs(net) <= BALANCED_SHARE * gross:
        return "two_way"
    return "accumulating" if net > 0 else "distributing"


def trader_flows(swaps: Sequence[SwapTrade], side: int) -> list[TraderFlow]:
    """§7.3 per origin, by USD volume: only buys -> accumulator, only sells -> distributor;
    both ways with a net of more than 10 % of the wallet's gross token flow -> accumulating /
    distributing, else two_way."""
    acc: dict[str, list[float]] = {}
    for s in swaps:
        a = acc.setdefault(s.origin, [0, 0, 0.0, 0.0, 0.0])
        bought = -s.token_amount(side)  # pool-side sign flipped: positive = the trader bought
        a[0 if bought > 0 else 1] += 1
        a[2] += bought
        a[3] += abs(bought)
        a[4] += s.amount_usd
    out = [TraderFlow(addr, int(a[0]), int(a[1]), a[2], round(a[4], 2),
                      _stance(int(a[0]), int(a[1]), a[2], a[3])) for addr, a in acc.items()]
    return sorted(out, key=lambda t: -t.volume_usd)
