"""Hyperliquid's typed records: fills, trades, positions, ledger, vaults, markets."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from sextant.errors import BadRequest
from sextant.venues.hyperliquid_facts import is_spot_coin
from sextant.venues.parse import ms_to_utc

CoinKind = Literal["perp", "builder_perp", "spot"]

__all__ = [
    "AssetCtx",
    "ClearinghouseState",
    "CoinKind",
    "Fill",
    "FundingPayment",
    "LeaderboardRow",
    "LedgerUpdate",
    "Liquidation",
    "PerpAsset",
    "PerpDex",
    "Portfolio",
    "PortfolioWindow",
    "Position",
    "ResolvedCoin",
    "SpotBalance",
    "SpotPair",
    "Trade",
    "Universe",
    "VaultDetails",
    "VaultFollower",
]

@dataclass(frozen=True, slots=True)
class Liquidation:
    liquidated_user: str | None
    mark_px: float
    method: str


@dataclass(frozen=True, slots=True)
class Fill:
    """One of a user's fills (``userFills`` / ``userFillsByTime`` row).

    2023-era rows have no ``tid``, ``feeToken`` or ``twapId``; those are ``None`` here.
    """

    coin: str
    px: float
    sz: float
    side: str  # "B" (bought) or "A" (sold)
    time_ms: int
    start_position: float
    dir: str
    closed_pnl: float
    hash: str
    oid: int
    crossed: bool
    fee: float
    tid: int | None = None
    fee_token: str | None = None
    builder_fee: float | None = None
    twap_id: int | None = None
    liquidation: Liquidation | None = None
    notional: float = 0.0

    @property
    def time(self) -> datetime:
        return ms_to_utc(self.time_ms)

    @property
    def is_buy(self) -> bool:
        return self.side == "B"

    @property
    def is_liquidation(self) -> bool:
        """A liquidation when the row carries a ``liquidation`` block or ``dir`` says so."""
        return self.liquidation is not None or self.dir.startswith("Liquidated")

    @property
    def key(self) -> tuple[Any, ...]:
        """Dedupe key: ``tid`` when present, else ``(hash, oid, px, sz, time)``."""
        if self.tid is not None:
            return ("tid", self.tid)
        return (self.hash, self.oid, self.px, self.sz, self.time_ms)


@dataclass(frozen=True, slots=True)
class Trade:
    """A market-wide trade (``recentTrades`` row); ``side`` is the aggressor's."""

    coin: str
    side: str
    px: float
    sz: float
    time_ms: int
    hash: str
    tid: int | None
    buyer: str
    seller: str

    @property
    def notional(self) -> float:
        return self.px * self.sz

    @property
    def time(self) -> datetime:
        return ms_to_utc(self.time_ms)

    @property
    def is_buy(self) -> bool:
        """Whether the aggressor bought."""
        return self.side == "B"

    @property
    def taker(self) -> str:
        return self.buyer if self.side == "B" else self.seller

    @property
    def maker(self) -> str:
        return self.seller if self.side == "B" else self.buyer


@dataclass(frozen=True, slots=True)
class Position:
    dex: str
    coin: str
    szi: float
    entry_px: float | None
    position_value: float
    unrealized_pnl: float
    return_on_equity: float
    liquidation_px: float | None
    margin_used: float
    leverage_type: str
    leverage: float
    cum_funding_all_time: float | None

    @property
    def side(self) -> str:
        return "long" if self.szi > 0 else "short"


@dataclass(frozen=True, slots=True)
class ClearinghouseState:
    dex: str
    positions: tuple[Position, ...]
    account_value: float
    total_ntl_pos: float
    total_raw_usd: float
    total_margin_used: float
    withdrawable: float
    time_ms: int | None


@dataclass(frozen=True, slots=True)
class SpotBalance:
    coin: str
    token: int
    total: float
    hold: float
    entry_ntl: float


@dataclass(frozen=True, slots=True)
class FundingPayment:
    """One ``userFunding`` row; ``usdc`` is positive when received, negative when paid."""

    time_ms: int
    coin: str
    usdc: float
    szi: float
    funding_rate: float


@dataclass(frozen=True, slots=True)
class LedgerUpdate:
    """One ``userNonFundingLedgerUpdates`` row: ``type`` plus the parsed USD amount.

    ``usdc`` is the USD value moved (positive magnitude); ``outflow`` says whether it left
    the account; ``counterparty`` is the other address when the delta names one.
    """

    time_ms: int
    hash: str
    type: str
    usdc: float
    outflow: bool
    counterparty: str | None = None
    vault: str | None = None
    commission: float = 0.0


@dataclass(frozen=True, slots=True)
class PortfolioWindow:
    name: str
    pnl: float  # last point of pnlHistory
    volume: float
    account_value: float
    first_ms: int | None
    last_ms: int | None


@dataclass(frozen=True, slots=True)
class Portfolio:
    windows: Mapping[str, PortfolioWindow]

    def window(self, name: str) -> PortfolioWindow | None:
        return self.windows.get(name)


@dataclass(frozen=True, slots=True)
class VaultFollower:
    user: str
    vault_equity: float
    pnl: float
    all_time_pnl: float
    days_following: int
    entry_ms: int | None


@dataclass(frozen=True, slots=True)
class VaultDetails:
    name: str
    vault_address: str
    leader: str
    description: str
    portfolio: Portfolio
    apr: float
    leader_fraction: float
    leader_commission: float
    followers: tuple[VaultFollower, ...]
    max_distributable: float
    max_withdrawable: float
    is_closed: bool
    allow_deposits: bool


@dataclass(frozen=True, slots=True)
class AssetCtx:
    funding: float
    open_interest: float
    mark_px: float
    mid_px: float | None
    oracle_px: float
    day_ntl_vlm: float
    prev_day_px: float


@dataclass(frozen=True, slots=True)
class PerpAsset:
    name: str
    sz_decimals: int
    max_leverage: int
    is_delisted: bool
    ctx: AssetCtx | None = None


@dataclass(frozen=True, slots=True)
class SpotPair:
    name: str  # "@107" or "PURR/USDC"
    index: int
    base: str
    quote: str


@dataclass(frozen=True, slots=True)
class PerpDex:
    name: str
    full_name: str
    deployer: str | None


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    address: str
    account_value: float
    display_name: str | None
    windows: Mapping[str, tuple[float, float, float]]  # name -> (pnl, roi, vlm)

    def volume(self, window: str) -> float:
        return self.windows.get(window, (0.0, 0.0, 0.0))[2]


@dataclass(frozen=True, slots=True)
class ResolvedCoin:
    coin: str  # canonical upstream name
    kind: CoinKind
    dex: str  # "" for the main dex and spot


@dataclass
class Universe:
    """Every tradable coin name: main perps, builder-dex perps and spot pairs."""

    perps: dict[str, list[PerpAsset]] = field(default_factory=dict)  # dex -> assets
    spot: list[SpotPair] = field(default_factory=list)

    def resolve(self, coin: str) -> ResolvedCoin:
        """The canonical coin for ``coin``; ``400 unknown_coin`` with close matches if none."""
        raw = coin.strip()
        if is_spot_coin(raw):
            for pair in self.spot:
                if pair.name.lower() == raw.lower():
                    return ResolvedCoin(pair.name, "spot", "")
        elif ":" in raw:
            dex, _, symbol = raw.partition(":")
            for asset in self.perps.get(dex.lower(), []):
                if asset.name.lower() == f"{dex}:{symbol}".lower():
                    return ResolvedCoin(asset.name, "builder_perp", dex.lower())
        else:
            for asset in self.perps.get("", []):
                if asset.name.lower() == raw.lower():
                    return ResolvedCoin(asset.name, "perp", "")
        names = self.names()
        lowered = {n.lower(): n for n in names}
        close = [lowered[m] for m in difflib.get_close_matches(raw.lower(), list(lowered), 5)]
        raise BadRequest(
            f"coin {raw!r} is not listed on the main dex, a builder dex or spot",
            code="unknown_coin", close_matches=close,
        )

    def names(self) -> list[str]:
        out = [a.name for assets in self.perps.values() for a in assets]
        out.extend(p.name for p in self.spot)
        return out
