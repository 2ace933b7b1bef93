"""The six /perpdex routes over the Hyperliquid info API (spec 2.3, 2.4)."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TypeVar

import httpx
from fastapi import APIRouter, Depends

from sextant import catalog
from sextant.api.deps import get_runtime
from sextant.errors import NotFound, UpstreamError
from sextant.runtime import Runtime
from sextant.schemas import perpdex as schema
from sextant.signals import perpdex as sig
from sextant.transport.ratelimit import TokenBucket
from sextant.venues import hyperliquid as hl

router = APIRouter(tags=["perpdex"])
SCORE = catalog.BY_KEY["POST /perpdex/score"]
PNL = catalog.BY_KEY["POST /perpdex/pnl"]
SCREEN = catalog.BY_KEY["POST /perpdex/screen"]
VAULT = catalog.BY_KEY["POST /perpdex/vault"]
RISK = catalog.BY_KEY["POST /perpdex/risk"]
FILLS = catalog.BY_KEY["POST /perpdex/fills"]

LAST_FILLS = 10
SCREEN_POOL_FACTOR = 2
FAN_OUT = 8
FUNDING_PAGES = 20
LIVE_WITHIN = timedelta(days=7)
PERP_TAKER_FEE = 0.00045
SPOT_TAKER_FEE = 0.0007

_clients: weakref.WeakKeyDictionary[httpx.AsyncClient, hl.HyperliquidClient] = (
    weakref.WeakKeyDictionary())
_limiter = TokenBucket(hl.WEIGHT_PER_MINUTE, burst=hl.WEIGHT_PER_MINUTE // 4)
T = TypeVar("T")


def venue(runtime: Runtime = Depends(get_runtime)) -> hl.HyperliquidClient:
    """The process's Hyperliquid client (weights are paced only against the real host)."""
    info = runtime.upstreams.client(hl.UPSTREAM)
    client = _clients.get(info)
    if client is None:
        live = not runtime.upstreams.uses_simulator(hl.UPSTREAM)
        client = hl.HyperliquidClient(
            info, runtime.upstreams.client(hl.STATS_UPSTREAM),
            limiter=_limiter if live else None,
        )
        _clients[info] = client
    return client


def source(runtime: Runtime, now: datetime) -> schema.Source:
    return schema.Source(mode="sandbox" if runtime.settings.is_sandbox else "live",
                         fetched_at=now)


async def gather_limited(jobs: Sequence[Callable[[], Awaitable[T]]], limit: int = FAN_OUT
                         ) -> list[T]:
    """Run ``jobs`` with at most ``limit`` in flight, results in order."""
    gate = asyncio.Semaphore(limit)

    async def run(job: Callable[[], Awaitable[T]]) -> T:
        async with gate:
            return await job()

    return list(await asyncio.gather(*(run(j) for j in jobs)))


# ----------------------------------------------------------------------------- trader analysis


@dataclass(frozen=True)
class Analysis:
    user: str
    evidence: sig.TraderEvidence
    score: sig.TraderScore
    funding_paid: float
    fills: tuple[hl.Fill, ...]  # oldest first


async def analyse(
    client: hl.HyperliquidClient, user: str, history: hl.FillHistory | None = None,
    fills_label: str | None = None,
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
    return Analysis(user, evidence, sig.score_trader(evidence.inputs),
                    evidence.inputs.total_funding_paid, history.fills)


def score_record(a: Analysis) -> schema.TraderScoreRecord:
    s = a.score
    return schema.TraderScoreRecord(
        user=a.user, skill_score=s.skill_score,
        classification=s.classification,  # type: ignore[arg-type]
        sharpe_like=s.sharpe_like, pnl_bps_of_volume=s.pnl_bps_of_volume,
        liquidation_count=s.liquidation_count, liquidation_rate_bps=s.liquidation_rate_bps,
        funding_paid_per_volume_bps=s.funding_paid_per_volume_bps,
        profit_factor=s.profit_factor, sample_size_trades=s.sample_size_trades,
        coins_traded=s.coins_traded, confidence=s.confidence,
        realized_pnl_usdc=s.realized_pnl_usdc, total_volume_usdc=s.total_volume_usdc,
        total_fees_usdc=s.total_fees_usdc, first_trade=s.first_trade, last_trade=s.last_trade,
        fills_truncated=a.evidence.fills_truncated, windows=dict(a.evidence.windows),
    )


def _side(is_buy: bool) -> schema.FillDirection:
    return "buy" if is_buy else "sell"


def fill_record(f: hl.Fill, user: str) -> schema.FillRecord:
    return schema.FillRecord(
        time=f.time, coin=f.coin, direction=_side(f.is_buy), side=_side(f.is_buy),
        upstream_dir=f.dir or None, price=f.px, size=f.sz, notional_usdc=f.notional,
        fee_usdc=sig.fee_usd(f),
        fee_estimated=False, trader=user, closed_pnl_usdc=f.closed_pnl,
        liquidation=f.is_liquidation, tid=f.tid, hash=f.hash,
    )


def trade_record(t: hl.Trade, spot: bool) -> schema.FillRecord:
    rate = SPOT_TAKER_FEE if spot else PERP_TAKER_FEE
    return schema.FillRecord(
        time=t.time, coin=t.coin, direction=_side(t.is_buy), side=_side(t.is_buy),
        price=t.px, size=t.sz, notional_usdc=t.notional, fee_usdc=t.notional * rate,
        fee_estimated=True, trader=t.taker, counterparty=t.maker, tid=t.tid, hash=t.hash,
    )


def position_record(p: hl.Position) -> schema.PositionRecord:
    return schema.PositionRecord(
        dex=p.dex, coin=p.coin, side="long" if p.szi > 0 else "short", size=abs(p.szi),
        entry_px=p.entry_px, position_value_usdc=p.position_value,
        unrealized_pnl_usdc=p.unrealized_pnl, return_on_equity=p.return_on_equity,
        leverage=p.leverage, leverage_type=p.leverage_type, liquidation_px=p.liquidation_px,
        margin_used_usdc=p.margin_used,
    )


# ----------------------------------------------------------------------------- routes


@router.post(SCORE.path, response_model=schema.PerpdexScoreResponse, summary=SCORE.summary)
async def perpdex_score(
    body: schema.PerpdexUserRequest, runtime: Runtime = Depends(get_runtime),
    client: hl.HyperliquidClient = Depends(venue),
) -> schema.PerpdexScoreResponse:
    """Spec 2.3 skill score of one trader."""
    a = await analyse(client, body.user)
    return schema.PerpdexScoreResponse(**score_record(a).model_dump(),
                                       source=source(runtime, datetime.now(UTC)))


@router.post(PNL.path, response_model=schema.PerpdexPnlResponse, summary=PNL.summary)
async def perpdex_pnl(
    body: schema.PerpdexUserRequest, runtime: Runtime = Depends(get_runtime),
    client: hl.HyperliquidClient = Depends(venue),
) -> schema.PerpdexPnlResponse:
    """The score plus open positions on every dex and the last 10 fills."""
    a, states, spot = await asyncio.gather(analyse(client, body.user),
                                           client.all_clearinghouse_states(body.user),
                                           client.spot_clearinghouse_state(body.user))
    positions = [position_record(p) for s in states for p in s.positions if p.szi != 0]
    balances = [schema.SpotBalanceRecord(coin=b.coin, total=b.total, hold=b.hold,
                                         entry_notional_usdc=b.entry_ntl)
                for b in spot if b.total != 0 and not hl.is_outcome_coin(b.coin)]
    last = [fill_record(f, body.user) for f in reversed(a.fills[-LAST_FILLS:])]
    return schema.PerpdexPnlResponse(
        **score_record(a).model_dump(), open_positions=positions,
        dexes_checked=[s.dex for s in states], spot_balances=balances, last_fills=last,
        source=source(runtime, datetime.now(UTC)),
    )


@router.post(RISK.path, response_model=schema.PerpdexRiskResponse, summary=RISK.summary)
async def perpdex_risk(
    body: schema.PerpdexUserRequest, runtime: Runtime = Depends(get_runtime),
    client: hl.HyperliquidClient = Depends(venue),
) -> schema.PerpdexRiskResponse:
    """Liquidation rate, funding burn and the recent-outflow flag."""
    now = datetime.now(UTC)
    since = hl.utc_to_ms(now - sig.OUTFLOW_WINDOW)
    a, updates = await asyncio.gather(analyse(client, body.user),
                                      client.ledger_updates(body.user, since))
    r = sig.compute_risk(a.score, a.funding_paid, updates, now)
    windows = {k: a.evidence.windows[k] for k in
               ("liquidation_count", "liquidation_rate_bps", "funding_paid_per_volume_bps")}
    windows["recent_24h_outflow_flag"] = "ledger_updates_last_24h"
    return schema.PerpdexRiskResponse(
        user=body.user, risk_level=r.risk_level,  # type: ignore[arg-type]
        classification=a.score.classification, skill_score=a.score.skill_score,
        liquidation_count=r.liquidation_count, liquidation_rate_bps=r.liquidation_rate_bps,
        funding_paid_usdc=r.funding_paid_usdc,
        funding_paid_per_volume_bps=r.funding_paid_per_volume_bps,
        recent_24h_outflow_flag=r.recent_24h_outflow_flag,
        recent_24h_outflow_usdc=r.recent_24h_outflow_usdc, windows=windows,
        source=source(runtime, now),
    )


@router.post(FILLS.path, response_model=schema.PerpdexFillsResponse, summary=FILLS.summary)
async def perpdex_fills(
    body: schema.PerpdexFillsRequest, runtime: Runtime = Depends(get_runtime),
    client: hl.HyperliquidClient = Depends(venue),
) -> schema.PerpdexFillsResponse:
    """The last n fills of a coin market-wide, or of one trader, with the flow split."""
    rows: list[schema.FillRecord]
    coin: str | None = None
    if body.user is not None:
        fills = await client.user_fills(body.user)  # newest first
        rows = [fill_record(f, body.user) for f in fills[:body.n]]
        available = len(fills)
    else:
        assert body.coin is not None
        resolved = await client.resolve_coin(body.coin)
        coin = resolved.coin
        trades = sorted(await client.recent_trades(coin), key=lambda t: -t.time_ms)
        rows = [trade_record(t, resolved.kind == "spot") for t in trades[:body.n]]
        available = len(trades)
    summary = sig.summarize_fills([_Flow(r.side == "buy", r.notional_usdc) for r in rows])
    return schema.PerpdexFillsResponse(
        coin=coin, user=body.user, n=body.n, returned=len(rows),
        upstream_limited=available < body.n, fills=rows, buy_count=summary.buy_count,
        sell_count=summary.sell_count, buy_notional_usdc=summary.buy_notional_usdc,
        sell_notional_usdc=summary.sell_notional_usdc, buy_share=summary.buy_share,
        whale_fill_count=summary.whale_fill_count,
        whale_threshold_usdc=summary.whale_threshold_usdc,
        source=source(runtime, datetime.now(UTC)),
    )


@dataclass(frozen=True, slots=True)
class _Flow:
    is_buy: bool
    notional: float


@dataclass(frozen=True)
class Screen:
    resolved: hl.ResolvedCoin
    pool: list[str]
    traders: list[schema.ScreenedTrader]


async def screen(client: hl.HyperliquidClient, coin_name: str, n: int) -> Screen:
    """The top ``n`` traders of a coin by their volume on it, each scored on full history."""
    resolved = await client.resolve_coin(coin_name)
    coin = resolved.coin
    pool = await candidates(client, coin, SCREEN_POOL_FACTOR * n)
    recents = await gather_limited([_recent_fills(client, u) for u in pool])
    ranked = sorted(
        ((sum(f.notional for f in fills if f.coin == coin),
          sum(1 for f in fills if f.coin == coin), user, fills)
         for user, fills in zip(pool, recents, strict=True)),
        key=lambda r: (-r[0], r[2]),
    )
    top = [r for r in ranked if r[0] > 0][:n]

    def job(fills: list[hl.Fill], user: str) -> Callable[[], Awaitable[Analysis]]:
        full = len(fills) >= hl.FILLS_PAGE_MAX
        history = hl.FillHistory(tuple(sorted(fills, key=lambda f: f.time_ms)), full)
        label = f"fills_most_recent_{len(fills)}" if full else "fills_all"
        return lambda: analyse(client, user, history, label)

    analyses = await gather_limited([job(fills, user) for _, _, user, fills in top])
    traders = [
        schema.ScreenedTrader(rank=i + 1, user=a.user, coin_volume_usdc=vol, coin_fills=cnt,
                              score=score_record(a))
        for i, ((vol, cnt, _, _), a) in enumerate(zip(top, analyses, strict=True))
    ]
    return Screen(resolved, pool, traders)


@router.post(SCREEN.path, response_model=schema.PerpdexScreenResponse, summary=SCREEN.summary)
async def perpdex_screen(
    body: schema.PerpdexScreenRequest, runtime: Runtime = Depends(get_runtime),
    client: hl.HyperliquidClient = Depends(venue),
) -> schema.PerpdexScreenResponse:
    """Top n traders of a coin by their volume on it, each scored on full history."""
    result = await screen(client, body.coin, body.n)
    coin, traders = result.resolved.coin, result.traders
    return schema.PerpdexScreenResponse(
        coin=coin, coin_kind=result.resolved.kind,  # type: ignore[arg-type]
        n=body.n, traders=traders,
        sharp_count=sum(1 for t in traders if t.score.classification == "sharp"),
        retail_count=sum(1 for t in traders if t.score.classification == "retail"),
        candidates_examined=len(result.pool),
        method=(f"candidates: participants of the coin's recent trades, then the leaderboard's "
                f"top monthly volume ({len(result.pool)} addresses); ranked by volume on {coin} "
                f"in each candidate's most recent fills (up to {hl.FILLS_PAGE_MAX}); each scored "
                "with all-time portfolio PnL and volume plus fill-derived figures"),
        source=source(runtime, datetime.now(UTC)),
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


@router.post(VAULT.path, response_model=schema.PerpdexVaultResponse, summary=VAULT.summary)
async def perpdex_vault(
    body: schema.PerpdexVaultRequest, runtime: Runtime = Depends(get_runtime),
    client: hl.HyperliquidClient = Depends(venue),
) -> schema.PerpdexVaultResponse:
    """Vault score, leader skill, top-5 depositors, redemption and distribution, liveness."""
    now = datetime.now(UTC)
    details = await client.vault_details(body.vault)
    if details is None:
        raise NotFound(f"{body.vault} is not a vault", code="unknown_vault")
    ledger, own_fills = await asyncio.gather(client.ledger_updates(body.vault, 0),
                                             client.user_fills(body.vault))
    leader: Analysis | None
    try:
        leader = await analyse(client, details.leader)
    except UpstreamError:
        leader = None  # behaviours §2.4: the leader term is 50 when the skill is unavailable
    flows = sig.vault_flows(ledger)
    v = sig.vault_score(
        flows, details.followers, leader.score.skill_score if leader else None,
        last_activity_ms=[max((f.time_ms for f in own_fills), default=None),
                          max((f.entry_ms or 0 for f in details.followers), default=None)],
    )
    last = v.last_activity_at
    return schema.PerpdexVaultResponse(
        vault=details.vault_address, name=details.name, leader=details.leader,
        vault_score=v.vault_score, classification=v.classification,  # type: ignore[arg-type]
        leader_skill_score=v.leader_skill_score,
        leader_classification=leader.score.classification if leader else None,
        leader_skill_available=v.leader_skill_available,
        top_depositors=[schema.DepositorRecord(user=d.user, equity_usdc=d.equity_usdc,
                                               stake_share=d.stake_share)
                        for d in v.top_depositors],
        depositor_count=v.depositor_count, top_depositor_share=v.top_depositor_share,
        redemption_ratio=v.redemption_ratio, distribution_rate=v.distribution_rate,
        commission_ratio=v.commission_ratio, deposits_usdc=v.deposits_usdc,
        withdrawals_usdc=v.withdrawals_usdc, last_activity_at=last,
        is_live=bool(last and now - last <= LIVE_WITHIN and not details.is_closed),
        is_closed=details.is_closed, apr=details.apr,
        windows={"redemption_ratio": "vault_ledger_all", "distribution_rate": "vault_ledger_all",
                 "commission_ratio": "vault_ledger_all",
                 "top_depositors": "vault_details_followers_current_equity",
                 "last_activity_at": "vault_ledger_fills_and_follower_entries"},
        source=source(runtime, now),
    )
