"""The perpdex group: Hyperliquid reads orchestrated into scored, typed results.

Each public coroutine answers one /perpdex route; its result's attribute names are the response
model's field names, so the route maps it with ``model_validate(..., from_attributes=True)``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from sextant.errors import NotFound, UpstreamError
from sextant.groups.common import ResultSource, fields_of, gather_limited
from sextant.signals import perpdex as sig
from sextant.venues import hyperliquid as hl

__all__ = [
    "FillRow", "FillsResult", "PnlResult", "RiskResult", "ScreenResult", "TraderResult",
    "VaultResult", "analyse", "candidates", "fills", "pnl", "risk", "score", "screen", "vault",
]

LAST_FILLS = 10
SCREEN_POOL_FACTOR = 2
FUNDING_PAGES = 20
LIVE_WITHIN = timedelta(days=7)
Side = Literal["buy", "sell"]


@dataclass(frozen=True, slots=True, kw_only=True)
class TraderResult(sig.TraderScore):
    """The spec 2.3 score of one trader with the windows its figures cover."""

    user: str
    fills_truncated: bool
    windows: Mapping[str, str]
    source: ResultSource


@dataclass(frozen=True)
class Analysis:
    result: TraderResult
    evidence: sig.TraderEvidence
    funding_paid: float
    fills: tuple[hl.Fill, ...]  # oldest first

    @property
    def user(self) -> str:
        return self.result.user

    @property
    def score(self) -> sig.TraderScore:
        return self.result


@dataclass(frozen=True, slots=True)
class FillRow:
    time: datetime
    coin: str
    direction: Side
    side: Side
    price: float
    size: float
    notional_usdc: float
    fee_usdc: float
    fee_estimated: bool
    trader: str
    hash: str
    upstream_dir: str | None = None
    counterparty: str | None = None
    closed_pnl_usdc: float | None = None
    liquidation: bool = False
    tid: int | None = None

    @property
    def is_buy(self) -> bool:
        return self.direction == "buy"

    @property
    def notional(self) -> float:
        return self.notional_usdc


@dataclass(frozen=True, slots=True)
class PositionRow:
    dex: str
    coin: str
    side: Literal["long", "short"]
    size: float
    entry_px: float | None
    position_value_usdc: float
    unrealized_pnl_usdc: float
    return_on_equity: float
    leverage: float
    leverage_type: str
    liquidation_px: float | None
    margin_used_usdc: float


@dataclass(frozen=True, slots=True)
class BalanceRow:
    coin: str
    total: float
    hold: float
    entry_notional_usdc: float


@dataclass(frozen=True, slots=True, kw_only=True)
class PnlResult(TraderResult):
    open_positions: list[PositionRow]
    dexes_checked: list[str]
    spot_balances: list[BalanceRow]
    last_fills: list[FillRow]


@dataclass(frozen=True, slots=True, kw_only=True)
class RiskResult(sig.RiskReport):
    user: str
    classification: sig.TraderClass
    skill_score: float
    windows: Mapping[str, str]
    source: ResultSource


@dataclass(frozen=True, slots=True, kw_only=True)
class FillsResult(sig.FillsSummary):
    coin: str | None
    user: str | None
    n: int
    returned: int
    upstream_limited: bool
    fills: list[FillRow]
    source: ResultSource


@dataclass(frozen=True, slots=True)
class ScreenedRow:
    rank: int
    user: str
    coin_volume_usdc: float
    coin_fills: int
    score: TraderResult


@dataclass(frozen=True, slots=True)
class ScreenResult:
    coin: str
    coin_kind: hl.CoinKind
    n: int
    traders: list[ScreenedRow]
    sharp_count: int
    retail_count: int
    candidates_examined: int
    method: str
    source: ResultSource


@dataclass(frozen=True, slots=True, kw_only=True)
class VaultResult(sig.VaultScore):
    vault: str
    name: str
    leader: str
    leader_classification: sig.TraderClass | None
    is_live: bool
    is_closed: bool
    apr: float
    windows: Mapping[str, str]
    source: ResultSource


# ----------------------------------------------------------------------------- traders


async def analyse(
    client: hl.HyperliquidClient, user: str, source: ResultSource,
    history: hl.FillHistory | None = None, fills_label: str | None = None,
) -> Analysis:
    """Score ``user``: full-history PnL/volume from ``portfolio``, the rest from fills."""
    if history is None:
        fetched, portfolio = await asyncio.gather(client.fill_history(user),
                                                  client.portfolio(user))
        history = fetched
    else:
        portfolio = await client.portfolio(user)
    start = history.fills[0].time_ms if history.fills else 0
    funding = await client.user_funding(user, start, max_pages=FUNDING_PAGES)
    complete = len(funding) < FUNDING_PAGES * hl.FUNDING_PAGE_MAX
    agg = sig.aggregate_fills(history.fills)
    evidence = sig.trader_inputs(agg, portfolio=portfolio, funding=funding,
                                 fills_truncated=history.truncated, fills_label=fills_label,
                                 funding_complete=complete)
    result = TraderResult(**fields_of(sig.score_trader(evidence.inputs)), user=user,
                          fills_truncated=evidence.fills_truncated,
                          windows=dict(evidence.windows), source=source)
    return Analysis(result, evidence, evidence.inputs.total_funding_paid, history.fills)


def _side(is_buy: bool) -> Side:
    return "buy" if is_buy else "sell"


def fill_row(f: hl.Fill, user: str) -> FillRow:
    """A trader's own fill (its fee is the upstream's)."""
    return FillRow(
        time=f.time, coin=f.coin, direction=_side(f.is_buy), side=_side(f.is_buy),
        upstream_dir=f.dir or None, price=f.px, size=f.sz, notional_usdc=f.notional,
        fee_usdc=sig.fee_usd(f), fee_estimated=False, trader=user,
        closed_pnl_usdc=f.closed_pnl, liquidation=f.is_liquidation, tid=f.tid, hash=f.hash,
    )


def trade_row(t: hl.Trade, spot: bool) -> FillRow:
    """A market-wide trade; its fee is estimated at the venue's base-tier taker fee."""
    rate = hl.FACTS.spot_taker_fee if spot else hl.FACTS.taker_fee
    return FillRow(
        time=t.time, coin=t.coin, direction=_side(t.is_buy), side=_side(t.is_buy),
        price=t.px, size=t.sz, notional_usdc=t.notional, fee_usdc=t.notional * rate,
        fee_estimated=True, trader=t.taker, counterparty=t.maker, tid=t.tid, hash=t.hash,
    )


def position_row(p: hl.Position) -> PositionRow:
    return PositionRow(
        dex=p.dex, coin=p.coin, side="long" if p.szi > 0 else "short", size=abs(p.szi),
        entry_px=p.entry_px, position_value_usdc=p.position_value,
        unrealized_pnl_usdc=p.unrealized_pnl, return_on_equity=p.return_on_equity,
        leverage=p.leverage, leverage_type=p.leverage_type, liquidation_px=p.liquidation_px,
        margin_used_usdc=p.margin_used,
    )


async def score(client: hl.HyperliquidClient, user: str, source: ResultSource
                ) -> TraderResult:
    """Spec 2.3 skill score of one trader."""
    return (await analyse(client, user, source)).result


async def pnl(client: hl.HyperliquidClient, user: str, source: ResultSource) -> PnlResult:
    """The score plus open positions on every dex, spot balances and the last 10 fills."""
    a, states, spot = await asyncio.gather(analyse(client, user, source),
                                           client.all_clearinghouse_states(user),
                                           client.spot_clearinghouse_state(user))
    return PnlResult(
        **fields_of(a.result),
        open_positions=[position_row(p) for s in states for p in s.positions if p.szi != 0],
        dexes_checked=[s.dex for s in states],
        spot_balances=[BalanceRow(b.coin, b.total, b.hold, b.entry_ntl) for b in spot
                       if b.total != 0 and not hl.is_outcome_coin(b.coin)],
        last_fills=[fill_row(f, user) for f in reversed(a.fills[-LAST_FILLS:])],
    )


async def risk(client: hl.HyperliquidClient, user: str, source: ResultSource) -> RiskResult:
    """Liquidation rate, funding burn and the recent-outflow flag."""
    now = source.fetched_at
    since = hl.utc_to_ms(now - sig.OUTFLOW_WINDOW)
    a, updates = await asyncio.gather(analyse(client, user, source),
                                      client.ledger_updates(user, since))
    windows = {k: a.evidence.windows[k] for k in
               ("liquidation_count", "liquidation_rate_bps", "funding_paid_per_volume_bps")}
    windows["recent_24h_outflow_flag"] = "ledger_updates_last_24h"
    report = sig.compute_risk(a.score, a.funding_paid, updates, now)
    return RiskResult(**fields_of(report), user=user, classification=a.score.classification,
                      skill_score=a.score.skill_score, windows=windows, source=source)


async def fills(client: hl.HyperliquidClient, user: str | None, coin: str | None, n: int,
                source: ResultSource) -> FillsResult:
    """The last ``n`` fills of a coin market-wide, or of one trader, with the flow split."""
    rows: list[FillRow]
    resolved_coin: str | None = None
    if user is not None:
        own = await client.user_fills(user)  # newest first
        rows = [fill_row(f, user) for f in own[:n]]
        available = len(own)
    else:
        assert coin is not None
        resolved = await client.resolve_coin(coin)
        resolved_coin = resolved.coin
        trades = sorted(await client.recent_trades(resolved.coin), key=lambda t: -t.time_ms)
        rows = [trade_row(t, resolved.kind == "spot") for t in trades[:n]]
        available = len(trades)
    return FillsResult(**fields_of(sig.summarize_fills(rows)), coin=resolved_coin, user=user,
                       n=n, returned=len(rows), upstream_limited=available < n, fills=rows,
                       source=source)


# ----------------------------------------------------------------------------- screen


async def screen(client: hl.HyperliquidClient, coin_name: str, n: int, source: ResultSource
                 ) -> ScreenResult:
    """The top ``n`` traders of a coin by their volume on it, each scored on full history."""
    resolved = await client.resolve_coin(coin_name)
    coin = resolved.coin
    pool = await candidates(client, coin, SCREEN_POOL_FACTOR * n)
    recents = await gather_limited([_recent_fills(client, u) for u in pool])
    ranked = sorted(
        ((sum(f.notional for f in own if f.coin == coin),
          sum(1 for f in own if f.coin == coin), user, own)
         for user, own in zip(pool, recents, strict=True)),
        key=lambda r: (-r[0], r[2]),
    )
    top = [r for r in ranked if r[0] > 0][:n]

    def job(own: list[hl.Fill], user: str) -> Callable[[], Awaitable[Analysis]]:
        full = len(own) >= hl.FILLS_PAGE_MAX
        history = hl.FillHistory(tuple(sorted(own, key=lambda f: f.time_ms)), full)
        label = f"fills_most_recent_{len(own)}" if full else "fills_all"
        return lambda: analyse(client, user, source, history, label)

    analyses = await gather_limited([job(own, user) for _, _, user, own in top])
    traders = [ScreenedRow(i + 1, a.user, vol, cnt, a.result)
               for i, ((vol, cnt, _, _), a) in enumerate(zip(top, analyses, strict=True))]
    return ScreenResult(
        coin=coin, coin_kind=resolved.kind, n=n, traders=traders,
        sharp_count=sum(1 for t in traders if t.score.classification == "sharp"),
        retail_count=sum(1 for t in traders if t.score.classification == "retail"),
        candidates_examined=len(pool),
        method=(f"candidates: participants of the coin's recent trades, then the leaderboard's "
                f"top monthly volume ({len(pool)} addresses); ranked by volume on {coin} "
                f"in each candidate's most recent fills (up to {hl.FILLS_PAGE_MAX}); each scored "
                "with all-time portfolio PnL and volume plus fill-derived figures"),
        source=source,
    )


def _recent_fills(client: hl.HyperliquidClient, user: str
                  ) -> Callable[[], Awaitable[list[hl.Fill]]]:
    return lambda: client.user_fills(user)


async def candidates(client: hl.HyperliquidClient, coin: str, size: int) -> list[str]:
    """Up to ``size`` addresses active on ``coin``: tape participants by notional, then the
    leaderboard's biggest monthly volumes."""
    notional: dict[str, float] = {}
    for t in await client.recent_trades(coin):
        for who in (t.buyer, t.seller):
            if who:
                notional[who] = notional.get(who, 0.0) + t.notional
    pool = sorted(notional, key=lambda u: (-notional[u], u))[:size]
    if len(pool) < size:
        board = sorted(await client.leaderboard(), key=lambda r: -r.volume("month"))
        for row in board:
            if len(pool) >= size:
                break
            if row.address not in pool:
                pool.append(row.address)
    return pool


# ----------------------------------------------------------------------------- vault

VAULT_WINDOWS: Mapping[str, str] = {
    "redemption_ratio": "vault_ledger_all", "distribution_rate": "vault_ledger_all",
    "commission_ratio": "vault_ledger_all",
    "top_depositors": "vault_details_followers_current_equity",
    "last_activity_at": "vault_ledger_fills_and_follower_entries",
}


async def vault(client: hl.HyperliquidClient, address: str, source: ResultSource
                ) -> VaultResult:
    """Vault score, leader skill, top-5 depositors, redemption and distribution, liveness."""
    now = source.fetched_at
    details = await client.vault_details(address)
    if details is None:
        raise NotFound(f"{address} is not a vault", code="unknown_vault")
    ledger, own_fills = await asyncio.gather(client.ledger_updates(address, 0),
                                             client.user_fills(address))
    leader: Analysis | None
    try:
        leader = await analyse(client, details.leader, source)
    except UpstreamError:
        leader = None  # behaviours §2.4: the leader term is 50 when the skill is unavailable
    v = sig.vault_score(
        sig.vault_flows(ledger), details.followers,
        leader.score.skill_score if leader else None,
        last_activity_ms=[max((f.time_ms for f in own_fills), default=None),
                          max((f.entry_ms or 0 for f in details.followers), default=None)],
    )
    last = v.last_activity_at
    return VaultResult(
        **fields_of(v), vault=details.vault_address, name=details.name, leader=details.leader,
        leader_classification=leader.score.classification if leader else None,
        is_live=bool(last and now - last <= LIVE_WITHIN and not details.is_closed),
        is_closed=details.is_closed, apr=details.apr, windows=dict(VAULT_WINDOWS),
        source=source,
    )
