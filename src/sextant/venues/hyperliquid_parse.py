"""Parsers from Hyperliquid's JSON answers to the typed records (bad answers are 502s)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from sextant.errors import UpstreamBadResponse
from sextant.venues import parse
from sextant.venues.hyperliquid_facts import FACTS
from sextant.venues.hyperliquid_records import (
    AssetCtx,
    ClearinghouseState,
    Fill,
    FundingPayment,
    LeaderboardRow,
    LedgerUpdate,
    Liquidation,
    PerpAsset,
    PerpDex,
    Portfolio,
    PortfolioWindow,
    Position,
    SpotBalance,
    SpotPair,
    Trade,
    VaultDetails,
    VaultFollower,
)

__all__ = [
    "parse_all_dexs_asset_ctxs",
    "parse_asset_ctx",
    "parse_clearinghouse_state",
    "parse_fill",
    "parse_fills",
    "parse_funding",
    "parse_leaderboard",
    "parse_ledger",
    "parse_ledger_update",
    "parse_meta",
    "parse_meta_and_asset_ctxs",
    "parse_perp_dexs",
    "parse_portfolio",
    "parse_spot_meta",
    "parse_spot_state",
    "parse_trade",
    "parse_vault_details",
]

num = partial(parse.num, upstream=FACTS.upstream)
opt_num = partial(parse.opt_num, upstream=FACTS.upstream)


def _bad(message: str) -> UpstreamBadResponse:
    return parse.bad_response(FACTS.upstream, message)


def parse_fill(row: Mapping[str, Any]) -> Fill:
    """One fill row, legacy (no ``tid``/``feeToken``) or modern."""
    try:
        liq = row.get("liquidation")
        px, sz = num(row["px"]), num(row["sz"])
        return Fill(
            coin=str(row["coin"]), px=px, sz=sz, side=str(row["side"]),
            time_ms=int(row["time"]), start_position=num(row.get("startPosition")),
            dir=str(row.get("dir") or ""), closed_pnl=num(row.get("closedPnl")),
            hash=str(row.get("hash") or ""), oid=int(row.get("oid") or 0),
            crossed=bool(row.get("crossed", False)), fee=num(row.get("fee")),
            tid=None if row.get("tid") is None else int(row["tid"]),
            fee_token=row.get("feeToken"), builder_fee=opt_num(row.get("builderFee")),
            twap_id=None if row.get("twapId") is None else int(row["twapId"]),
            liquidation=None if not liq else Liquidation(
                liquidated_user=liq.get("liquidatedUser"), mark_px=num(liq.get("markPx")),
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
            coin=str(row["coin"]), side=str(row["side"]), px=num(row["px"]),
            sz=num(row["sz"]), time_ms=int(row["time"]), hash=str(row.get("hash") or ""),
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
                dex=dex, coin=str(p["coin"]), szi=num(p["szi"]),
                entry_px=opt_num(p.get("entryPx")), position_value=num(p.get("positionValue")),
                unrealized_pnl=num(p.get("unrealizedPnl")),
                return_on_equity=num(p.get("returnOnEquity")),
                liquidation_px=opt_num(p.get("liquidationPx")),
                margin_used=num(p.get("marginUsed")),
                leverage_type=str(lev.get("type", "cross")), leverage=num(lev.get("value"), 1.0),
                cum_funding_all_time=opt_num(cum.get("allTime")),
            ))
        summary = body.get("marginSummary") or {}
        return ClearinghouseState(
            dex=dex, positions=tuple(positions), account_value=num(summary.get("accountValue")),
            total_ntl_pos=num(summary.get("totalNtlPos")),
            total_raw_usd=num(summary.get("totalRawUsd")),
            total_margin_used=num(summary.get("totalMarginUsed")),
            withdrawable=num(body.get("withdrawable")),
            time_ms=None if body.get("time") is None else int(body["time"]),
        )
    except (KeyError, TypeError, AttributeError) as exc:
        raise _bad(f"malformed clearinghouseState ({exc})") from exc


def parse_spot_state(body: Any) -> list[SpotBalance]:
    if not isinstance(body, dict):
        raise _bad("spotClearinghouseState answer is not an object")
    return [
        SpotBalance(coin=str(b["coin"]), token=int(b.get("token", 0)), total=num(b.get("total")),
                    hold=num(b.get("hold")), entry_ntl=num(b.get("entryNtl")))
        for b in body.get("balances") or []
    ]


def parse_funding(rows: Any) -> list[FundingPayment]:
    if not isinstance(rows, list):
        raise _bad("userFunding answer is not a list")
    try:
        return [
            FundingPayment(
                time_ms=int(r["time"]), coin=str(r["delta"].get("coin", "")),
                usdc=num(r["delta"].get("usdc")), szi=num(r["delta"].get("szi")),
                funding_rate=num(r["delta"].get("fundingRate")),
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
            usdc = num(d.get("usdcValue"))
            sender, dest = str(d.get("user", "")).lower(), str(d.get("destination", "")).lower()
            outflow = user is None or sender == user.lower()
            counterparty = dest if outflow else sender
        elif kind in ("internalTransfer", "subAccountTransfer", "send"):
            usdc = num(d.get("usdc", d.get("usdcValue", d.get("amount"))))
            sender, dest = str(d.get("user", "")).lower(), str(d.get("destination", "")).lower()
            outflow = user is None or sender == user.lower()
            counterparty = dest if outflow else sender
        elif kind == "accountClassTransfer":
            usdc, outflow = num(d.get("usdc")), False  # moves between own spot and perp
        elif kind == "vaultWithdraw":
            usdc = num(d.get("netWithdrawnUsd", d.get("requestedUsd", d.get("usdc"))))
            counterparty = d.get("user")
            outflow = True
        else:
            usdc = num(d.get("usdc", d.get("usdcValue", d.get("amount"))))
            outflow = kind in _OUTFLOW_TYPES
            counterparty = d.get("user")
        return LedgerUpdate(
            time_ms=int(row["time"]), hash=str(row.get("hash") or ""), type=kind, usdc=abs(usdc),
            outflow=outflow, counterparty=counterparty.lower() if counterparty else None,
            vault=str(d["vault"]).lower() if d.get("vault") else None,
            commission=num(d.get("commission")),
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
                name=str(name), pnl=num(pnl_hist[-1][1]) if pnl_hist else 0.0,
                volume=num(data.get("vlm")),
                account_value=num(av_hist[-1][1]) if av_hist else 0.0,
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
                user=str(f["user"]).lower(), vault_equity=num(f.get("vaultEquity")),
                pnl=num(f.get("pnl")), all_time_pnl=num(f.get("allTimePnl")),
                days_following=int(f.get("daysFollowing") or 0),
                entry_ms=None if f.get("vaultEntryTime") is None else int(f["vaultEntryTime"]),
            )
            for f in body.get("followers") or []
        )
        return VaultDetails(
            name=str(body.get("name") or ""), vault_address=str(body["vaultAddress"]).lower(),
            leader=str(body["leader"]).lower(), description=str(body.get("description") or ""),
            portfolio=parse_portfolio(body.get("portfolio") or []), apr=num(body.get("apr")),
            leader_fraction=num(body.get("leaderFraction")),
            leader_commission=num(body.get("leaderCommission")), followers=followers,
            max_distributable=num(body.get("maxDistributable")),
            max_withdrawable=num(body.get("maxWithdrawable")),
            is_closed=bool(body.get("isClosed", False)),
            allow_deposits=bool(body.get("allowDeposits", True)),
        )
    except (KeyError, TypeError) as exc:
        raise _bad(f"malformed vaultDetails ({exc})") from exc


def parse_asset_ctx(ctx: Mapping[str, Any]) -> AssetCtx:
    return AssetCtx(
        funding=num(ctx.get("funding")), open_interest=num(ctx.get("openInterest")),
        mark_px=num(ctx.get("markPx")), mid_px=opt_num(ctx.get("midPx")),
        oracle_px=num(ctx.get("oraclePx")), day_ntl_vlm=num(ctx.get("dayNtlVlm")),
        prev_day_px=num(ctx.get("prevDayPx")),
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
                                  upstream=FACTS.extra_upstreams[0])
    rows = []
    for r in body["leaderboardRows"]:
        windows = {
            str(name): (num(perf.get("pnl")), num(perf.get("roi")), num(perf.get("vlm")))
            for name, perf in r.get("windowPerformances") or []
        }
        rows.append(LeaderboardRow(
            address=str(r["ethAddress"]).lower(), account_value=num(r.get("accountValue")),
            display_name=r.get("displayName"), windows=windows,
        ))
    return rows
