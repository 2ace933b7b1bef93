"""Polymarket Data API aggregates (user stats, leaderboard) as typed records; pure, no HTTP.

The unified market/position/trade records live in ``polymarket_records``; these are the
per-wallet and leaderboard aggregates only this venue has. v2 (snake_case envelopes) and v1
(camelCase bare arrays) are both read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from sextant.venues.predmarket import Venue, amount, bad, opt_amount, utc

__all__ = [
    "LeaderRow",
    "WalletStats",
    "leaderboard_from_data_api",
    "page_of",
    "stats_from_v1",
    "stats_from_v2",
]

VENUE: Venue = "polymarket"
ApiVersion = Literal["v2", "v1"]


@dataclass(frozen=True, slots=True)
class WalletStats:
    """A wallet's full-history aggregate: realized PnL, volume and trade count.

    ``realized_pnl`` is the upstream's (v2 ``all_time_pnl.realized_pnl``; v1 the all-time
    leaderboard ``pnl``), which counts closed and redeemed positions, not resolved positions
    still waiting for redemption. ``trades`` is the number of fills (v1: markets traded).
    """

    wallet: str
    realized_pnl: float
    unrealized_pnl: float | None
    volume: float
    trades: int
    api: ApiVersion
    biggest_win: float | None = None
    joined: datetime | None = None
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class LeaderRow:
    rank: int
    wallet: str
    pnl: float
    volume: float
    name: str | None
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)


def page_of(body: Any) -> tuple[list[Mapping[str, Any]], str | None]:
    """Rows and the next cursor of a v2 envelope (``None`` when done), or a bare v1 array."""
    if isinstance(body, list):
        return body, None
    if not isinstance(body, Mapping) or not isinstance(body.get("data"), list):
        raise bad(VENUE, "expected a {data, pagination} envelope")
    pagination = body.get("pagination") or {}
    more = bool(pagination.get("has_more")) and pagination.get("next_cursor")
    return body["data"], str(pagination["next_cursor"]) if more else None


def _obj(body: Any) -> Mapping[str, Any]:
    if isinstance(body, Mapping) and isinstance(body.get("data"), Mapping):
        body = body["data"]
    if not isinstance(body, Mapping):
        raise bad(VENUE, f"expected an object, got {type(body).__name__}")
    return body


def stats_from_v2(stats: Any, wallet: str) -> WalletStats:
    """``GET /v2/user-stats``: ``{trades, biggest_win, join_date, all_time_pnl: {...}}``."""
    row = _obj(stats)
    pnl = row.get("all_time_pnl") or {}
    if not isinstance(pnl, Mapping):
        raise bad(VENUE, "user-stats all_time_pnl is not an object")
    volume = opt_amount(VENUE, pnl.get("volume_usdc"))
    trades = row.get("trades") if pnl.get("trade_count") is None else pnl["trade_count"]
    return WalletStats(
        wallet=str(row.get("proxy_wallet") or wallet).lower(),
        realized_pnl=opt_amount(VENUE, pnl.get("realized_pnl")) or 0.0,
        unrealized_pnl=opt_amount(VENUE, pnl.get("unrealized_pnl")),
        volume=volume if volume is not None else opt_amount(VENUE, pnl.get("volume")) or 0.0,
        trades=int(amount(VENUE, trades or 0)),
        api="v2",
        biggest_win=opt_amount(VENUE, row.get("biggest_win")),
        joined=utc(VENUE, row.get("join_date")),
        raw=row,
    )


def stats_from_v1(board: Any, traded: Any, wallet: str) -> WalletStats:
    """v1 fallback: the all-time leaderboard row of ``user`` and ``GET /traded``."""
    rows = board if isinstance(board, list) else [board]
    row = next((r for r in rows if isinstance(r, Mapping)), {})
    count = _obj(traded).get("traded") if traded is not None else 0
    return WalletStats(
        wallet=wallet.lower(),
        realized_pnl=opt_amount(VENUE, row.get("pnl")) or 0.0,
        unrealized_pnl=None,
        volume=opt_amount(VENUE, row.get("vol")) or 0.0,
        trades=int(amount(VENUE, count or 0)),
        api="v1",
        raw={"leaderboard": row, "traded": traded},
    )


def leaderboard_from_data_api(body: Any) -> list[LeaderRow]:
    """``/v2/leaderboard`` (``user_id``, ``volume``) or ``/v1/leaderboard`` (``proxyWallet``,
    ``vol``) rows."""
    rows, _ = page_of(body)
    out = []
    for r in rows:
        wallet = r.get("user_id") or r.get("proxyWallet") or r.get("proxy_wallet")
        if not wallet:
            raise bad(VENUE, "leaderboard row without a wallet")
        out.append(LeaderRow(
            rank=int(amount(VENUE, r.get("rank"))),
            wallet=str(wallet).lower(),
            pnl=amount(VENUE, r.get("pnl")),
            volume=amount(VENUE, r["volume"] if "volume" in r else r.get("vol")),
            name=(r.get("user_name") or r.get("userName")) or None,
            raw=r,
        ))
    return out
