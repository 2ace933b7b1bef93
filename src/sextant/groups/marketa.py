"""The marketa group: Polymarket and Polygon reads orchestrated into scored, typed results.

Each public coroutine answers one /marketa route; result attribute names are the response
models' field names (``model_validate(..., from_attributes=True)``).
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from sextant.errors import BadRequest, NotFound
from sextant.groups.common import ResultSource, fields_of, gather_limited
from sextant.signals import marketa as sig
from sextant.venues.polygon_rpc import PolygonRpcClient
from sextant.venues.polymarket import FillFeed, PolymarketClient, PositionPage, WalletStats
from sextant.venues.predmarket import Market, Position

__all__ = [
    "LeadersResult", "PnlResult", "QuickResult", "RiskResult", "ScreenResult", "fill_evidence",
    "held_resolved", "leaders", "pnl", "pnl_quick", "risk", "screen", "skill_of",
]

QUICK_PAGES = 1  # pnl-quick reads the first page (500 rows) of each status
FULL_PAGES = 20  # pnl reads up to 10,000 of each status
CLOSE_MATCHES = 5


@dataclass(frozen=True, slots=True, kw_only=True)
class QuickResult(sig.WalletSkill):
    wallet: str
    api_version: str
    upstream_calls: int
    source: ResultSource


@dataclass(frozen=True, slots=True)
class PositionRow:
    market_id: str
    title: str | None
    outcome: str
    outcome_id: str
    status: str
    size: float
    avg_price: float | None
    cost_usdc: float | None
    mark_price: float | None
    mark_source: str
    realized_pnl_usdc: float
    unrealized_pnl_usdc: float


@dataclass(frozen=True, slots=True)
class MarketRow:
    market_id: str
    title: str | None
    positions: int
    open: bool
    realized_pnl_usdc: float
    unrealized_pnl_usdc: float
    cost_usdc: float


@dataclass(frozen=True, slots=True, kw_only=True)
class PnlResult(QuickResult):
    open_positions: list[PositionRow]
    markets: list[MarketRow]
    unrealized_pnl_usdc: float
    positions_truncated: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class RiskResult(sig.WalletRisk):
    wallet: str
    code_size_bytes: int
    source: ResultSource


@dataclass(frozen=True, slots=True)
class HolderRow:
    rank: int
    wallet: str
    outcome: str
    outcome_id: str
    amount: float
    current_value_usdc: float | None
    skill_score: float
    classification: sig.SkillClass
    realized_pnl_usdc: float
    trades: int
    ghost_fill_risk: bool
    wallet_type: sig.WalletType
    ghost_fill_risk_score: float
    failed_fills: int | None


@dataclass(frozen=True, slots=True)
class ScreenResult:
    market_id: str
    slug: str | None
    title: str
    outcomes: list[str]
    n_requested: int
    n_returned: int
    holders: list[HolderRow]
    sharp_count: int
    ghost_fill_risk_count: int
    method: str
    source: ResultSource


@dataclass(frozen=True, slots=True)
class LeaderRow:
    rank: int
    wallet: str
    name: str | None
    window_pnl_usdc: float
    window_volume_usdc: float
    skill_score: float
    classification: sig.SkillClass
    all_time_realized_pnl_usdc: float
    trades: int


@dataclass(frozen=True, slots=True)
class LeadersResult:
    order_by: str
    window: str
    limit: int
    leaders: list[LeaderRow]
    method: str
    source: ResultSource


# ----------------------------------------------------------------------------- wallets


def _resolved(page: PositionPage) -> list[sig.Resolved]:
    """Resolved positions: closed ones by realized PnL, redeemable ones by what redemption
    will settle (value minus cost; 0 - cost for a loser)."""
    out = []
    for p in page.positions:
        if p.status == "redeemable":
            pnl = (p.unrealized_pnl if p.unrealized_pnl is not None
                   else (p.current_value or 0.0) - (p.cost or 0.0))
            out.append(sig.Resolved(pnl + (p.realized_pnl or 0.0), p.cost or 0.0, True))
        else:
            out.append(sig.Resolved(p.realized_pnl or 0.0, p.cost or 0.0))
    return out


def held_resolved(*pages: PositionPage) -> PositionPage:
    """The resolved positions still held (won or lost) of ``pages``, each once: v2 OPEN lists
    the unredeemed winners and REDEEMABLE_LOST the losers; a v1 or future OPEN may list both."""
    seen: dict[tuple[str, float, float | None], Position] = {}
    for page in pages:
        for p in page.positions:
            if p.status == "redeemable":
                seen.setdefault((p.outcome_id, p.size, p.cost), p)
    return PositionPage(tuple(seen.values()), any(p.truncated for p in pages), pages[0].api)


def skill_of(stats: WalletStats, closed: PositionPage, redeemable: PositionPage,
             open_unrealized: float = 0.0) -> sig.WalletSkill:
    """Skill over the aggregate; win rate and returns over ``closed`` and the resolved
    positions still held (``redeemable``, won and lost), which also complete realized PnL."""
    resolved = (*_resolved(closed), *_resolved(redeemable))
    return sig.score_wallet(sig.SkillInputs(
        stats.realized_pnl, stats.volume, stats.trades, resolved,
        complete=not (closed.truncated or redeemable.truncated),
        open_unrealized_pnl=open_unrealized, unredeemed_complete=not redeemable.truncated))


def _require_history(stats: WalletStats, *pages: PositionPage) -> None:
    if stats.trades == 0 and stats.volume == 0 and not any(p.positions for p in pages):
        raise NotFound(f"{stats.wallet} has no Polymarket trading history; you were not "
                       "charged", code="no_marketa_history")


async def pnl_quick(pm: PolymarketClient, wallet: str, source: ResultSource) -> QuickResult:
    """Skill, classification, realized PnL and win rate from four first pages in one round.

    ``/v2/user-stats`` is the full-history aggregate (the score is never a sample's);
    ``/v2/positions`` CLOSED (exited), REDEEMABLE (unredeemed winners) and REDEEMABLE_LOST
    (unredeemed losers) are the resolved positions read without regard to their outcome: the
    win rate's sample, and the two unredeemed lists complete realized PnL to the cent. Why
    four, not the issue's two: no two documented reads give both an exact realized PnL and a
    measured win rate (dropping any one of the four leaves the win rate survivor-biased, or
    realized PnL missing unredeemed positions, or the score without its aggregate; measured
    in ``bench/marketa.py``). Live holdings' unrealized PnL is the aggregate's less the
    unredeemed positions' (for the ``unrealized_only_gains`` caveat only).
    """
    with pm.counting() as calls:
        stats, closed, won, lost = await asyncio.gather(
            pm.user_stats(wallet), pm.positions(wallet, "CLOSED", max_pages=QUICK_PAGES),
            pm.positions(wallet, "REDEEMABLE", max_pages=QUICK_PAGES),
            pm.positions(wallet, "REDEEMABLE_LOST", max_pages=QUICK_PAGES))
    _require_history(stats, closed, won, lost)
    held = held_resolved(won, lost)
    live = (0.0 if stats.unrealized_pnl is None or held.truncated else
            stats.unrealized_pnl - math.fsum(p.unrealized_pnl or 0.0 for p in held.positions))
    return QuickResult(**fields_of(skill_of(stats, closed, held, live)), wallet=wallet,
                       api_version=stats.api, upstream_calls=calls.total(), source=source)


async def _mark(pm: PolymarketClient, p: Position) -> tuple[float | None, str]:
    mid = await pm.midpoint(p.outcome_id)
    if mid is not None:
        return mid, "clob_midpoint"
    return p.current_price, "data_api_current_price"


def _position_row(p: Position, mark: float | None, mark_source: str) -> PositionRow:
    cost = p.cost if p.cost is not None else p.size * (p.avg_price or 0.0)
    unrealized = p.size * mark - cost if mark is not None else (p.unrealized_pnl or 0.0)
    return PositionRow(p.market_id, p.title, p.outcome, p.outcome_id, p.status, p.size,
                       p.avg_price, cost, mark, mark_source, p.realized_pnl or 0.0, unrealized)


def _markets(rows: Sequence[PositionRow]) -> list[MarketRow]:
    by: dict[str, list[PositionRow]] = {}
    for r in rows:
        by.setdefault(r.market_id, []).append(r)
    out = [MarketRow(mid, rs[0].title, len(rs), any(r.status == "open" for r in rs),
                     math.fsum(r.realized_pnl_usdc for r in rs),
                     math.fsum(r.unrealized_pnl_usdc for r in rs if r.status == "open"),
                     math.fsum(r.cost_usdc or 0.0 for r in rs))
           for mid, rs in by.items()]
    return sorted(out, key=lambda m: -abs(m.realized_pnl_usdc + m.unrealized_pnl_usdc))


async def pnl(pm: PolymarketClient, wallet: str, source: ResultSource) -> PnlResult:
    """Skill on the full history, per-market records, open positions marked to the CLOB mid.

    Resolved positions come from CLOSED (exited), OPEN (its unredeemed winners) and
    REDEEMABLE_LOST (the unredeemed losers, listed under no other v2 status)."""
    with pm.counting() as calls:
        stats, closed, lost, opened = await asyncio.gather(
            pm.user_stats(wallet), pm.positions(wallet, "CLOSED", max_pages=FULL_PAGES),
            pm.positions(wallet, "REDEEMABLE_LOST", max_pages=FULL_PAGES),
            pm.positions(wallet, "OPEN", max_pages=FULL_PAGES))
        _require_history(stats, closed, lost, opened)
        redeemable = held_resolved(opened, lost)
        live = [p for p in opened.positions if p.status == "open" and p.size > 0]
        marks = await gather_limited([_mark_job(pm, p) for p in live])
    open_rows = [_position_row(p, m, s) for p, (m, s) in zip(live, marks, strict=True)]
    unrealized = math.fsum(r.unrealized_pnl_usdc for r in open_rows)
    settled = [_position_row(p, p.current_price, "resolved") for p in
               (*closed.positions, *redeemable.positions)]
    skill = skill_of(stats, closed, redeemable, unrealized)
    return PnlResult(
        **fields_of(skill), wallet=wallet, api_version=stats.api,
        upstream_calls=calls.total(), source=source,
        open_positions=open_rows, markets=_markets([*open_rows, *settled]),
        unrealized_pnl_usdc=unrealized,
        positions_truncated=closed.truncated or lost.truncated or opened.truncated)


def _mark_job(pm: PolymarketClient, p: Position
              ) -> Callable[[], Awaitable[tuple[float | None, str]]]:
    return lambda: _mark(pm, p)


FILL_PAGES = 1  # the newest 100 CLOB trades are the settlement record read


def fill_evidence(feed: FillFeed | None) -> sig.FillEvidence | None:
    """Settlement-status counts of a CLOB trade feed (``None``: the CLOB would not list it)."""
    if feed is None:
        return None
    status = [f.status for f in feed.fills]
    return sig.FillEvidence(
        confirmed=status.count("CONFIRMED"), failed=status.count("FAILED"),
        retrying=status.count("RETRYING"),
        pending=status.count("MATCHED") + status.count("MINED"),
        failed_notional_usdc=math.fsum(f.trade.notional for f in feed.fills
                                       if f.status in ("FAILED", "RETRYING")),
        truncated=feed.truncated)


async def _wallet_risk(pm: PolymarketClient, rpc: PolygonRpcClient, wallet: str
                       ) -> tuple[sig.WalletRisk, int]:
    code, feed = await asyncio.gather(rpc.wallet_code(wallet),
                                      pm.fills(wallet, max_pages=FILL_PAGES))
    base = sig.classify_wallet(code.code, code.implementation_slot)
    return sig.ghost_fill_risk(base, fill_evidence(feed)), max(0, (len(code.code) - 2) // 2)


async def risk(pm: PolymarketClient, rpc: PolygonRpcClient, wallet: str, source: ResultSource
               ) -> RiskResult:
    """Wallet type from the wallet's bytecode on Polygon, ghost-fill risk from that type
    revised by the wallet's own settlement record (failed fills in its CLOB trades)."""
    r, size = await _wallet_risk(pm, rpc, wallet)
    return RiskResult(**fields_of(r), wallet=wallet, code_size_bytes=size, source=source)


# ----------------------------------------------------------------------------- markets


async def resolve_market(pm: PolymarketClient, key: str) -> Market:
    """The market of a slug or condition id; 400 ``unknown_market`` with close matches."""
    market = await pm.market(key.strip().lower() if key.startswith("0x") else key.strip())
    if market is not None:
        return market
    words = key.replace("-", " ").replace("0x", " ")
    matches = await pm.search(words, limit=CLOSE_MATCHES) if words.strip() else []
    raise BadRequest(
        f"no Polymarket market has the slug or condition id {key!r}; give one of the close "
        "matches' slug or condition_id. You were not charged", code="unknown_market",
        field="market",
        close_matches=[{"slug": m.slug, "condition_id": m.market_id, "title": m.title}
                       for m in matches[:CLOSE_MATCHES]])


async def _profile(pm: PolymarketClient, rpc: PolygonRpcClient, wallet: str
                   ) -> tuple[WalletStats, sig.WalletRisk]:
    stats, (wrisk, _) = await asyncio.gather(pm.user_stats(wallet),
                                             _wallet_risk(pm, rpc, wallet))
    return stats, wrisk


async def screen(pm: PolymarketClient, rpc: PolygonRpcClient, key: str, n: int,
                 source: ResultSource) -> ScreenResult:
    """Top ``n`` holders of each outcome, each scored on full history, with ghost-fill risk."""
    market = await resolve_market(pm, key)
    held = (await pm.holders([market], limit=n))[market.market_id]
    label = {o.outcome_id: o.label for o in market.outcomes}
    held = sorted(held, key=lambda p: (label.get(p.outcome_id, ""), -p.size))
    per_outcome: dict[str, list[Position]] = {}
    for p in held:
        per_outcome.setdefault(p.outcome_id, []).append(p)
    chosen = [p for ps in per_outcome.values() for p in ps[:n]]
    wallets = sorted({p.wallet for p in chosen})
    profiles = dict(zip(wallets, await gather_limited(
        [_profile_job(pm, rpc, w) for w in wallets]), strict=True))
    rows = []
    for outcome_id, ps in per_outcome.items():
        for rank, p in enumerate(ps[:n], 1):
            stats, wrisk = profiles[p.wallet]
            s = sig.score_wallet(sig.SkillInputs(stats.realized_pnl, stats.volume, stats.trades))
            rows.append(HolderRow(rank, p.wallet, label.get(outcome_id, ""), outcome_id, p.size,
                                  p.current_value, s.skill_score, s.classification,
                                  s.realized_pnl_usdc, s.trades, wrisk.ghost_fill_risk,
                                  wrisk.wallet_type, wrisk.ghost_fill_risk_score,
                                  wrisk.failed_fills))
    return ScreenResult(
        market_id=market.market_id, slug=market.slug, title=market.title,
        outcomes=[o.label for o in market.outcomes], n_requested=n, n_returned=len(rows),
        holders=rows, sharp_count=sum(1 for r in rows if r.classification == "sharp"),
        ghost_fill_risk_count=sum(1 for r in rows if r.ghost_fill_risk),
        method=(f"top {n} holders of each outcome token (Data API holders); each holder "
                "scored on the full-history aggregate (user stats), wallet type from Polygon "
                "bytecode revised by the holder's failed fills in its CLOB trades; "
                "ghost_fill_risk is risk_classification 'elevated'"),
        source=source)


def _profile_job(pm: PolymarketClient, rpc: PolygonRpcClient, wallet: str
                 ) -> Callable[[], Awaitable[tuple[WalletStats, sig.WalletRisk]]]:
    return lambda: _profile(pm, rpc, wallet)


def _stats_job(pm: PolymarketClient, wallet: str) -> Callable[[], Awaitable[WalletStats]]:
    return lambda: pm.user_stats(wallet)


async def leaders(pm: PolymarketClient, order_by: Literal["pnl", "volume"],
                  window: Literal["1d", "7d", "30d", "all"], limit: int,
                  source: ResultSource) -> LeadersResult:
    """The upstream leaderboard, each leader with a skill derived from the full history."""
    board = await pm.leaderboard(order_by, window, limit)
    stats = await gather_limited([_stats_job(pm, r.wallet) for r in board])
    rows = []
    for r, st in zip(board, stats, strict=True):
        s = sig.score_wallet(sig.SkillInputs(st.realized_pnl, st.volume, st.trades))
        rows.append(LeaderRow(r.rank, r.wallet, r.name, r.pnl, r.volume, s.skill_score,
                              s.classification, s.realized_pnl_usdc, s.trades))
    return LeadersResult(
        order_by=order_by, window=window, limit=limit, leaders=rows,
        method=("Data API leaderboard for the window; skill from each leader's all-time "
                "aggregate (user stats), never from the window alone"),
        source=source)
