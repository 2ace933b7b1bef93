"""Hyperliquid info API client (``POST /info``) and stats leaderboard, with typed records.

Numbers arrive as decimal strings and are parsed to ``float`` (IEEE double keeps the 15
significant digits the API carries for prices, sizes and USD amounts; sums use ``math.fsum``).
Millisecond times become aware UTC datetimes. Request weights follow the documented budget of
1200 per minute: 2 for ``clearinghouseState``/``spotClearinghouseState``, 20 for the rest, plus
1 per 20 rows returned by the paged fill/funding/trade types.
"""

from __future__ import annotations

import asyncio
import difflib
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import httpx

from sextant.errors import BadRequest, UpstreamBadResponse
from sextant.observability.metrics import cache_lookup
from sextant.transport.http import request_json
from sextant.transport.ratelimit import TokenBucket

UPSTREAM = "hyperliquid"
STATS_UPSTREAM = "hyperliquid_stats"
WEIGHT_PER_MINUTE = 1200
FILLS_PAGE_MAX = 2000
FILLS_HISTORY_MAX = 10_000
FUNDING_PAGE_MAX = 500
ROW_WEIGHTED_TYPES = frozenset({
    "userFills", "userFillsByTime", "userFunding", "recentTrades", "fundingHistory",
})
LIGHT_TYPES = frozenset({
    "clearinghouseState", "spotClearinghouseState", "l2Book", "allMids", "exchangeStatus",
})
UNIVERSE_TTL_SECONDS = 300.0


def request_weight(info_type: str) -> int:
    """The documented base weight of one ``/info`` request."""
    if info_type in LIGHT_TYPES:
        return 2
    if info_type == "userRole":
        return 60
    return 20


def ms_to_utc(ms: int | float) -> datetime:
    """Milliseconds since the epoch as an aware UTC datetime."""
    return datetime.fromtimestamp(ms / 1000.0, tz=UTC)


def utc_to_ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


def _num(value: Any, default: float = 0.0) -> float:
    """A decimal string (or number, or null) as float."""
    if value is None or value == "":
        return default
    try:
        return float(value)
    except (TypeError, ValueError) as exc:
        raise _bad(f"expected a decimal string, got {value!r}") from exc


def _opt_num(value: Any) -> float | None:
    return None if value is None else _num(value)


def _bad(message: str) -> UpstreamBadResponse:
    return UpstreamBadResponse(f"hyperliquid: {message}", upstream=UPSTREAM)


def is_outcome_coin(coin: str) -> bool:
    """HIP-4 outcome coins (``#123``, ``+10``) are not perp markets."""
    return coin.startswith(("#", "+"))


# ----------------------------------------------------------------------------- records


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
    kind: str  # "perp", "builder_perp" or "spot"
    dex: str  # "" for the main dex and spot


@dataclass
class Universe:
    """Every tradable coin name: main perps, builder-dex perps and spot pairs."""

    perps: dict[str, list[PerpAsset]] = field(default_factory=dict)  # dex -> assets
    spot: list[SpotPair] = field(default_factory=list)

    def resolve(self, coin: str) -> ResolvedCoin:
        """The canonical coin for ``coin``; ``400 unknown_coin`` with close matches if none."""
        raw = coin.strip()
        if raw.startswith("@") or "/" in raw:
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


# ----------------------------------------------------------------------------- parsers


def parse_fill(row: Mapping[str, Any]) -> Fill:
    """One fill row, legacy (no ``tid``/``feeToken``) or modern."""
    try:
        liq = row.get("liquidation")
        px, sz = _num(row["px"]), _num(row["sz"])
        return Fill(
            coin=str(row["coin"]), px=px, sz=sz, side=str(row["side"]),
            time_ms=int(row["time"]), start_position=_num(row.get("startPosition")),
            dir=str(row.get("dir") or ""), closed_pnl=_num(row.get("closedPnl")),
            hash=str(row.get("hash") or ""), oid=int(row.get("oid") or 0),
            crossed=bool(row.get("crossed", False)), fee=_num(row.get("fee")),
            tid=None if row.get("tid") is None else int(row["tid"]),
            fee_token=row.get("feeToken"), builder_fee=_opt_num(row.get("builderFee")),
            twap_id=None if row.get("twapId") is None else int(row["twapId"]),
            liquidation=None if not liq else Liquidation(
                liquidated_user=liq.get("liquidatedUser"), mark_px=_num(liq.get("markPx")),
                method=str(liq.get("method") or ""),
            ),
            notional=px * sz,
        )
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        raise _bad(f"malformed fill row ({exc})") from exc


def parse_fills(rows: Any) -> list[Fill]:
    if not isinstance(rows, list):
        raise _bad("fills answer is not a list")
    return [parse_fill(r) for r in rows]


def parse_trade(row: Mapping[str, Any]) -> Trade:
    try:
        users = row.get("users") or ["", ""]
        return Trade(
            coin=str(row["coin"]), side=str(row["side"]), px=_num(row["px"]),
            sz=_num(row["sz"]), time_ms=int(row["time"]), hash=str(row.get("hash") or ""),
            tid=None if row.get("tid") is None else int(row["tid"]),
            buyer=str(users[0]).lower(), seller=str(users[1]).lower(),
        )
    except (KeyError, TypeError, IndexError, ValueError) as exc:
        raise _bad(f"malformed trade row ({exc})") from exc


def parse_clearinghouse_state(body: Any, dex: str = "") -> ClearinghouseState:
    """``clearinghouseState`` (old and modern shapes)."""
    if not isinstance(body, dict):
        raise _bad("clearinghouseState answer is not an object")
    try:
        positions = []
        for item in body.get("assetPositions") or []:
            p = item["position"]
            lev = p.get("leverage") or {}
            cum = p.get("cumFunding") or {}
            positions.append(Position(
                dex=dex, coin=str(p["coin"]), szi=_num(p["szi"]),
                entry_px=_opt_num(p.get("entryPx")), position_value=_num(p.get("positionValue")),
                unrealized_pnl=_num(p.get("unrealizedPnl")),
                return_on_equity=_num(p.get("returnOnEquity")),
                liquidation_px=_opt_num(p.get("liquidationPx")),
                margin_used=_num(p.get("marginUsed")),
                leverage_type=str(lev.get("type", "cross")), leverage=_num(lev.get("value"), 1.0),
                cum_funding_all_time=_opt_num(cum.get("allTime")),
            ))
        summary = body.get("marginSummary") or {}
        return ClearinghouseState(
            dex=dex, positions=tuple(positions), account_value=_num(summary.get("accountValue")),
            total_ntl_pos=_num(summary.get("totalNtlPos")),
            total_raw_usd=_num(summary.get("totalRawUsd")),
            total_margin_used=_num(summary.get("totalMarginUsed")),
            withdrawable=_num(body.get("withdrawable")),
            time_ms=None if body.get("time") is None else int(body["time"]),
        )
    except (KeyError, TypeError, AttributeError) as exc:
        raise _bad(f"malformed clearinghouseState ({exc})") from exc


def parse_spot_state(body: Any) -> list[SpotBalance]:
    if not isinstance(body, dict):
        raise _bad("spotClearinghouseState answer is not an object")
    return [
        SpotBalance(coin=str(b["coin"]), token=int(b.get("token", 0)), total=_num(b.get("total")),
                    hold=_num(b.get("hold")), entry_ntl=_num(b.get("entryNtl")))
        for b in body.get("balances") or []
    ]


def parse_funding(rows: Any) -> list[FundingPayment]:
    if not isinstance(rows, list):
        raise _bad("userFunding answer is not a list")
    try:
        return [
            FundingPayment(
                time_ms=int(r["time"]), coin=str(r["delta"].get("coin", "")),
                usdc=_num(r["delta"].get("usdc")), szi=_num(r["delta"].get("szi")),
                funding_rate=_num(r["delta"].get("fundingRate")),
            )
            for r in rows
        ]
    except (KeyError, TypeError, AttributeError) as exc:
        raise _bad(f"malformed userFunding row ({exc})") from exc


_OUTFLOW_TYPES = frozenset({"withdraw", "vaultWithdraw", "send"})


def parse_ledger_update(row: Mapping[str, Any], user: str | None = None) -> LedgerUpdate:
    """A non-funding ledger row; direction is read from the delta's own fields."""
    try:
        d = row["delta"]
        kind = str(d["type"])
        counterparty: str | None = None
        if kind == "spotTransfer":
            usdc = _num(d.get("usdcValue"))
            sender, dest = str(d.get("user", "")).lower(), str(d.get("destination", "")).lower()
            outflow = user is None or sender == user.lower()
            counterparty = dest if outflow else sender
        elif kind in ("internalTransfer", "subAccountTransfer", "send"):
            usdc = _num(d.get("usdc", d.get("usdcValue", d.get("amount"))))
            sender, dest = str(d.get("user", "")).lower(), str(d.get("destination", "")).lower()
            outflow = user is None or sender == user.lower()
            counterparty = dest if outflow else sender
        elif kind == "accountClassTransfer":
            usdc, outflow = _num(d.get("usdc")), False  # moves between own spot and perp
        elif kind == "vaultWithdraw":
            usdc = _num(d.get("netWithdrawnUsd", d.get("requestedUsd", d.get("usdc"))))
            counterparty = d.get("user")
            outflow = True
        else:
            usdc = _num(d.get("usdc", d.get("usdcValue", d.get("amount"))))
            outflow = kind in _OUTFLOW_TYPES
            counterparty = d.get("user")
        return LedgerUpdate(
            time_ms=int(row["time"]), hash=str(row.get("hash") or ""), type=kind, usdc=abs(usdc),
            outflow=outflow, counterparty=counterparty.lower() if counterparty else None,
            vault=str(d["vault"]).lower() if d.get("vault") else None,
            commission=_num(d.get("commission")),
        )
    except (KeyError, TypeError, AttributeError) as exc:
        raise _bad(f"malformed ledger row ({exc})") from exc


def parse_ledger(rows: Any, user: str | None = None) -> list[LedgerUpdate]:
    if not isinstance(rows, list):
        raise _bad("userNonFundingLedgerUpdates answer is not a list")
    return [parse_ledger_update(r, user) for r in rows]


def parse_portfolio(body: Any) -> Portfolio:
    """``portfolio``: ``[[period, {accountValueHistory, pnlHistory, vlm}], ...]``."""
    if not isinstance(body, list):
        raise _bad("portfolio answer is not a list")
    windows: dict[str, PortfolioWindow] = {}
    try:
        for name, data in body:
            pnl_hist = data.get("pnlHistory") or []
            av_hist = data.get("accountValueHistory") or []
            times = [int(p[0]) for p in pnl_hist] or [int(p[0]) for p in av_hist]
            windows[str(name)] = PortfolioWindow(
                name=str(name), pnl=_num(pnl_hist[-1][1]) if pnl_hist else 0.0,
                volume=_num(data.get("vlm")),
                account_value=_num(av_hist[-1][1]) if av_hist else 0.0,
                first_ms=min(times) if times else None, last_ms=max(times) if times else None,
            )
    except (TypeError, ValueError, IndexError, AttributeError) as exc:
        raise _bad(f"malformed portfolio ({exc})") from exc
    return Portfolio(windows)


def parse_vault_details(body: Any) -> VaultDetails:
    if not isinstance(body, dict):
        raise _bad("vaultDetails answer is not an object")
    try:
        followers = tuple(
            VaultFollower(
                user=str(f["user"]).lower(), vault_equity=_num(f.get("vaultEquity")),
                pnl=_num(f.get("pnl")), all_time_pnl=_num(f.get("allTimePnl")),
                days_following=int(f.get("daysFollowing") or 0),
                entry_ms=None if f.get("vaultEntryTime") is None else int(f["vaultEntryTime"]),
            )
            for f in body.get("followers") or []
        )
        return VaultDetails(
            name=str(body.get("name") or ""), vault_address=str(body["vaultAddress"]).lower(),
            leader=str(body["leader"]).lower(), description=str(body.get("description") or ""),
            portfolio=parse_portfolio(body.get("portfolio") or []), apr=_num(body.get("apr")),
            leader_fraction=_num(body.get("leaderFraction")),
            leader_commission=_num(body.get("leaderCommission")), followers=followers,
            max_distributable=_num(body.get("maxDistributable")),
            max_withdrawable=_num(body.get("maxWithdrawable")),
            is_closed=bool(body.get("isClosed", False)),
            allow_deposits=bool(body.get("allowDeposits", True)),
        )
    except (KeyError, TypeError) as exc:
        raise _bad(f"malformed vaultDetails ({exc})") from exc


def parse_asset_ctx(ctx: Mapping[str, Any]) -> AssetCtx:
    return AssetCtx(
        funding=_num(ctx.get("funding")), open_interest=_num(ctx.get("openInterest")),
        mark_px=_num(ctx.get("markPx")), mid_px=_opt_num(ctx.get("midPx")),
        oracle_px=_num(ctx.get("oraclePx")), day_ntl_vlm=_num(ctx.get("dayNtlVlm")),
        prev_day_px=_num(ctx.get("prevDayPx")),
    )


def parse_meta_and_asset_ctxs(body: Any) -> list[PerpAsset]:
    """``metaAndAssetCtxs``: universe rows joined to their index-aligned contexts."""
    if not isinstance(body, list) or len(body) != 2 or not isinstance(body[0], dict):
        raise _bad("metaAndAssetCtxs answer is not [meta, ctxs]")
    meta, ctxs = body
    return _assets(meta, ctxs)


def parse_meta(body: Any) -> list[PerpAsset]:
    if not isinstance(body, dict):
        raise _bad("meta answer is not an object")
    return _assets(body, [])


def _assets(meta: Mapping[str, Any], ctxs: Sequence[Any]) -> list[PerpAsset]:
    try:
        return [
            PerpAsset(
                name=str(u["name"]), sz_decimals=int(u.get("szDecimals", 0)),
                max_leverage=int(u.get("maxLeverage", 1)),
                is_delisted=bool(u.get("isDelisted", False)),
                ctx=parse_asset_ctx(ctxs[i]) if i < len(ctxs) and ctxs[i] else None,
            )
            for i, u in enumerate(meta.get("universe") or [])
        ]
    except (KeyError, TypeError, AttributeError) as exc:
        raise _bad(f"malformed meta universe ({exc})") from exc


def parse_all_dexs_asset_ctxs(message: Any) -> dict[str, list[AssetCtx]]:
    """The ``allDexsAssetCtxs`` websocket message: dex name -> index-aligned contexts."""
    try:
        return {
            str(dex): [parse_asset_ctx(c) for c in ctxs]
            for dex, ctxs in message["data"]["ctxs"]
        }
    except (KeyError, TypeError, ValueError) as exc:
        raise _bad(f"malformed allDexsAssetCtxs ({exc})") from exc


def parse_perp_dexs(body: Any) -> list[PerpDex]:
    """``perpDexs``; element 0 is ``null`` (the main dex) and is skipped."""
    if not isinstance(body, list):
        raise _bad("perpDexs answer is not a list")
    return [
        PerpDex(name=str(d["name"]), full_name=str(d.get("fullName") or d["name"]),
                deployer=d.get("deployer"))
        for d in body if d
    ]


def parse_spot_meta(body: Any) -> list[SpotPair]:
    """``spotMeta`` (or element 0 of ``spotMetaAndAssetCtxs``) universe as pairs."""
    meta = body[0] if isinstance(body, list) and body else body
    if not isinstance(meta, dict):
        raise _bad("spotMeta answer is not an object")
    tokens = {int(t["index"]): str(t["name"]) for t in meta.get("tokens") or []}
    pairs = []
    for u in meta.get("universe") or []:
        base_i, quote_i = [*(u.get("tokens") or []), 0, 0][:2]
        pairs.append(SpotPair(name=str(u["name"]), index=int(u["index"]),
                              base=tokens.get(int(base_i), "?"),
                              quote=tokens.get(int(quote_i), "?")))
    return pairs


def parse_leaderboard(body: Any) -> list[LeaderboardRow]:
    """Stats leaderboard rows; windows are selected by name, never position."""
    if not isinstance(body, dict) or not isinstance(body.get("leaderboardRows"), list):
        raise UpstreamBadResponse("leaderboard answer has no leaderboardRows",
                                  upstream=STATS_UPSTREAM)
    rows = []
    for r in body["leaderboardRows"]:
        windows = {
            str(name): (_num(perf.get("pnl")), _num(perf.get("roi")), _num(perf.get("vlm")))
            for name, perf in r.get("windowPerformances") or []
        }
        rows.append(LeaderboardRow(
            address=str(r["ethAddress"]).lower(), account_value=_num(r.get("accountValue")),
            display_name=r.get("displayName"), windows=windows,
        ))
    return rows


# ----------------------------------------------------------------------------- client


@dataclass(frozen=True, slots=True)
class FillHistory:
    """Up to the 10,000 most recent fills, oldest first; ``truncated`` if more exist."""

    fills: tuple[Fill, ...]
    truncated: bool


class HyperliquidClient:
    """Typed reads of the Hyperliquid info API and the stats leaderboard.

    ``limiter`` (weights per minute) is the caller's; pass ``None`` when the transport is an
    in-process simulator.
    """

    def __init__(
        self,
        info: httpx.AsyncClient,
        stats: httpx.AsyncClient | None = None,
        *,
        limiter: TokenBucket | None = None,
    ) -> None:
        self._info = info
        self._stats = stats
        self._limiter = limiter
        self._universe: Universe | None = None
        self._universe_at = 0.0
        self._universe_lock = asyncio.Lock()

    async def _post(self, body: dict[str, Any]) -> Any:
        info_type = str(body["type"])
        if self._limiter is not None:
            await self._charge(request_weight(info_type))
        result = await request_json(self._info, UPSTREAM, "POST", "/info", json=body)
        if (self._limiter is not None and info_type in ROW_WEIGHTED_TYPES
                and isinstance(result, list) and len(result) >= 20):
            await self._charge(len(result) // 20)  # +1 per 20 rows, paid before the next call
        return result

    async def _charge(self, weight: int) -> None:
        assert self._limiter is not None
        # a bucket never holds more than its capacity: a heavier charge waits for a full one
        await self._limiter.acquire(min(float(weight), self._limiter.capacity))

    # --- users

    async def user_fills(self, user: str) -> list[Fill]:
        """The most recent fills (at most 2000), newest first as the API returns them."""
        return parse_fills(await self._post({"type": "userFills", "user": user}))

    async def user_fills_by_time(
        self, user: str, start_ms: int = 0, end_ms: int | None = None,
        limit: int = FILLS_HISTORY_MAX,
    ) -> FillHistory:
        """Fills from ``start_ms``, paged forward on time and deduped, up to ``limit``."""
        seen: set[tuple[Any, ...]] = set()
        out: list[Fill] = []
        cursor = start_ms
        truncated = False
        while True:
            body: dict[str, Any] = {"type": "userFillsByTime", "user": user, "startTime": cursor}
            if end_ms is not None:
                body["endTime"] = end_ms
            page = parse_fills(await self._post(body))
            page.sort(key=lambda f: f.time_ms)
            added = 0
            for fill in page:
                if fill.key not in seen:
                    seen.add(fill.key)
                    out.append(fill)
                    added += 1
            if len(out) >= limit:
                truncated = len(out) > limit or len(page) >= FILLS_PAGE_MAX
                out = out[-limit:] if len(out) > limit else out
                break
            if len(page) < FILLS_PAGE_MAX or added == 0:
                break
            # a page can end inside a millisecond shared by several fills: restart at that
            # millisecond (duplicates are dropped above) unless the whole page is one instant
            last = page[-1].time_ms
            cursor = last if page[0].time_ms != last else last + 1
        return FillHistory(tuple(out), truncated)

    async def fill_history(self, user: str) -> FillHistory:
        """The most recent fills the upstream allows (10,000), oldest first.

        ``userFills`` answers the newest 2000; only when it is full is the history paged
        with ``userFillsByTime`` (starting at the epoch, the API serves the retrievable tail).
        """
        recent = await self.user_fills(user)
        if len(recent) < FILLS_PAGE_MAX:
            return FillHistory(tuple(sorted(recent, key=lambda f: f.time_ms)), False)
        history = await self.user_fills_by_time(user, 0)
        truncated = history.truncated or len(history.fills) >= FILLS_HISTORY_MAX
        return FillHistory(history.fills, truncated)

    async def clearinghouse_state(self, user: str, dex: str = "") -> ClearinghouseState:
        body: dict[str, Any] = {"type": "clearinghouseState", "user": user}
        if dex:
            body["dex"] = dex
        return parse_clearinghouse_state(await self._post(body), dex)

    async def all_clearinghouse_states(self, user: str) -> list[ClearinghouseState]:
        """The main dex plus every builder dex (``perpDexs`` then ``dex=``)."""
        dexes = await self.perp_dexs()
        return list(await asyncio.gather(
            self.clearinghouse_state(user, ""),
            *(self.clearinghouse_state(user, d.name) for d in dexes),
        ))

    async def spot_clearinghouse_state(self, user: str) -> list[SpotBalance]:
        return parse_spot_state(
            await self._post({"type": "spotClearinghouseState", "user": user}))

    async def user_funding(
        self, user: str, start_ms: int = 0, end_ms: int | None = None, max_pages: int = 10
    ) -> list[FundingPayment]:
        """Funding payments from ``start_ms``, paged forward on time."""
        out: list[FundingPayment] = []
        cursor = start_ms
        for _ in range(max_pages):
            body: dict[str, Any] = {"type": "userFunding", "user": user, "startTime": cursor}
            if end_ms is not None:
                body["endTime"] = end_ms
            page = parse_funding(await self._post(body))
            out.extend(page)
            if len(page) < FUNDING_PAGE_MAX or not page:
                break
            cursor = max(p.time_ms for p in page) + 1
        return out

    async def ledger_updates(
        self, user: str, start_ms: int = 0, end_ms: int | None = None
    ) -> list[LedgerUpdate]:
        body: dict[str, Any] = {"type": "userNonFundingLedgerUpdates", "user": user,
                                "startTime": start_ms}
        if end_ms is not None:
            body["endTime"] = end_ms
        return parse_ledger(await self._post(body), user)

    async def portfolio(self, user: str) -> Portfolio:
        return parse_portfolio(await self._post({"type": "portfolio", "user": user}))

    async def vault_details(self, vault: str) -> VaultDetails | None:
        """The vault, or ``None`` when the address is not a vault (the API answers null)."""
        body = await self._post({"type": "vaultDetails", "vaultAddress": vault})
        return None if body is None else parse_vault_details(body)

    # --- markets

    async def recent_trades(self, coin: str) -> list[Trade]:
        rows = await self._post({"type": "recentTrades", "coin": coin})
        if not isinstance(rows, list):
            raise _bad("recentTrades answer is not a list")
        return [parse_trade(r) for r in rows]

    async def meta_and_asset_ctxs(self, dex: str = "") -> list[PerpAsset]:
        body: dict[str, Any] = {"type": "metaAndAssetCtxs"}
        if dex:
            body["dex"] = dex
        return parse_meta_and_asset_ctxs(await self._post(body))

    async def perp_dexs(self) -> list[PerpDex]:
        return parse_perp_dexs(await self._post({"type": "perpDexs"}))

    async def spot_meta(self) -> list[SpotPair]:
        return parse_spot_meta(await self._post({"type": "spotMeta"}))

    async def universe(self) -> Universe:
        """Every market (cached for five minutes): main and builder perps, spot pairs."""
        async with self._universe_lock:
            fresh = time.monotonic() - self._universe_at < UNIVERSE_TTL_SECONDS
            cache_lookup("hyperliquid_universe", self._universe is not None and fresh)
            if self._universe is None or not fresh:
                dexes = await self.perp_dexs()
                names = ["", *(d.name for d in dexes)]
                metas = await asyncio.gather(*(self.meta_and_asset_ctxs(n) for n in names))
                spot = await self.spot_meta()
                self._universe = Universe(dict(zip(names, metas, strict=True)), spot)
                self._universe_at = time.monotonic()
            return self._universe

    async def resolve_coin(self, coin: str) -> ResolvedCoin:
        return (await self.universe()).resolve(coin)

    async def leaderboard(self) -> list[LeaderboardRow]:
        """The stats leaderboard (one unpaged answer)."""
        if self._stats is None:
            raise RuntimeError("no stats client configured")
        body = await request_json(self._stats, STATS_UPSTREAM, "GET", "/Mainnet/leaderboard")
        return parse_leaderboard(body)

