"""The Hyperliquid simulator: deterministic per seed, real wire shapes, a mixed population."""

from __future__ import annotations

from collections import Counter
from typing import Any

import httpx
import pytest

from sextant.sandbox import hyperliquid as sb
from sextant.signals import perpdex as sig
from sextant.venues import hyperliquid as hl

ANCHOR = 1_790_000_000_000 // sb.HOUR_MS * sb.HOUR_MS
SEED = 7


@pytest.fixture(scope="module")
def sim() -> sb.Simulator:
    return sb.Simulator(SEED, ANCHOR)


def ask(sim: sb.Simulator, body: dict[str, Any]) -> Any:
    status, payload = sim.info(body)
    assert status == 200, payload
    return payload


def test_same_seed_same_world_other_seed_differs(sim: sb.Simulator) -> None:
    again = sb.Simulator(SEED, ANCHOR)
    user = sim.world.profiles[17].address
    assert again.world.profiles[17].address == user
    assert ask(again, {"type": "userFills", "user": user}) == ask(
        sim, {"type": "userFills", "user": user})
    other = sb.Simulator(SEED + 1, ANCHOR)
    assert other.world.profiles[17].address != user


def test_population_mix(sim: sb.Simulator) -> None:
    kinds = Counter(p.archetype for p in sim.world.profiles)
    assert kinds["sharp"] > 100 and kinds["retail"] > 1000 and kinds["neutral"] > 1000
    assert len(sim.world.profiles) >= sb.N_TRADERS
    assert sum(p.liq_prob > 0 for p in sim.world.profiles) > 500
    assert len(sim.world.vaults) == sb.N_VAULTS and sb.HLP in sim.world.vaults


def test_markets_main_builder_and_spot(sim: sb.Simulator) -> None:
    dexes = hl.parse_perp_dexs(ask(sim, {"type": "perpDexs"}))
    assert {d.name: sum(1 for m in sim.world.markets.values() if m.dex == d.name)
            for d in dexes} == {n: c for n, (c, _) in sb.BUILDER_DEXES.items()}
    main = hl.parse_meta_and_asset_ctxs(ask(sim, {"type": "metaAndAssetCtxs"}))
    assert len(main) == sb.N_MAIN_PERPS and main[0].name == "BTC" and main[0].ctx
    xyz = hl.parse_meta_and_asset_ctxs(ask(sim, {"type": "metaAndAssetCtxs", "dex": "xyz"}))
    assert xyz[0].name.startswith("xyz:")
    spot = hl.parse_spot_meta(ask(sim, {"type": "spotMeta"}))
    assert spot[0].name == "PURR/USDC"
    assert next(p for p in spot if p.name == "@107").base == "HYPE"


def test_fills_parse_and_respect_the_upstream_caps(sim: sb.Simulator) -> None:
    heavy = next(p for p in sim.world.profiles if p.archetype == "sharp"
                 and p.total_trips > 6_000)
    recent = hl.parse_fills(ask(sim, {"type": "userFills", "user": heavy.address}))
    assert len(recent) == sb.FILLS_PER_RESPONSE
    assert recent[0].time_ms >= recent[-1].time_ms  # newest first
    page = hl.parse_fills(ask(sim, {"type": "userFillsByTime", "user": heavy.address,
                                    "startTime": 0}))
    assert len(page) == sb.FILLS_PER_RESPONSE and page[0].time_ms <= page[-1].time_ms
    act = sim.activity_of(heavy.address)
    assert act is not None and len(act.fills) == sb.RETRIEVABLE_FILLS
    assert len({f["tid"] for f in act.fills}) == len(act.fills)
    fills = hl.parse_fills(act.fills)
    assert all(f.tid is not None and f.fee_token for f in fills)
    agg = sig.aggregate_fills(fills)
    assert agg.count == sb.RETRIEVABLE_FILLS and agg.volume > 0


async def test_client_pages_the_simulator_to_ten_thousand(sim: sb.Simulator) -> None:
    heavy = next(p for p in sim.world.profiles if p.archetype == "sharp"
                 and p.total_trips > 6_000)
    transport = httpx.ASGITransport(app=_app_for(sim))
    async with httpx.AsyncClient(transport=transport, base_url="http://hl") as http:
        client = hl.HyperliquidClient(http)
        history = await client.fill_history(heavy.address)
        assert len(history.fills) == hl.FILLS_HISTORY_MAX and history.truncated
        small = next(p for p in sim.world.profiles if p.total_trips < 50)
        short = await client.fill_history(small.address)
        assert 0 < len(short.fills) < 2000 and not short.truncated
        states = await client.all_clearinghouse_states(heavy.address)
        assert [s.dex for s in states][:2] == ["", "xyz"]


def _app_for(sim: sb.Simulator) -> Any:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    async def info(request: Request) -> JSONResponse:
        status, payload = sim.info(await request.json())
        return JSONResponse(payload, status_code=status)

    return Starlette(routes=[Route("/info", info, methods=["POST"])])


def test_sharp_traders_outperform_retail(sim: sb.Simulator) -> None:
    def pnl_bps(p: sb.Profile) -> float:
        act = sim.activity_of(p.address)
        assert act is not None
        agg = sig.aggregate_fills(hl.parse_fills(act.fills))
        return (agg.closed_pnl - agg.fees) / agg.volume * 1e4

    sharp = [p for p in sim.world.profiles if p.archetype == "sharp"][:5]
    retail = [p for p in sim.world.profiles if p.archetype == "retail"
              and 50 < p.total_trips < 300][:5]
    assert min(map(pnl_bps, sharp)) > max(map(pnl_bps, retail))


def test_liquidations_and_builder_and_spot_fills_exist(sim: sb.Simulator) -> None:
    liq = next(p for p in sim.world.profiles if p.liq_prob >= 0.03 and p.total_trips > 150)
    act = sim.activity_of(liq.address)
    assert act is not None
    fills = hl.parse_fills(act.fills)
    assert any(f.is_liquidation for f in fills)
    tape = hl.parse_trade(ask(sim, {"type": "recentTrades", "coin": "xyz:TSLA"})[0])
    assert tape.coin == "xyz:TSLA" and tape.buyer != tape.seller
    spot = [hl.parse_trade(r) for r in ask(sim, {"type": "recentTrades", "coin": "@107"})]
    assert spot and all(t.coin == "@107" for t in spot)


def test_portfolio_vault_ledger_and_leaderboard_parse(sim: sb.Simulator) -> None:
    user = sim.world.profiles[3].address
    pf = hl.parse_portfolio(ask(sim, {"type": "portfolio", "user": user}))
    assert set(pf.windows) == {"day", "week", "month", "allTime", "perpDay", "perpWeek",
                               "perpMonth", "perpAllTime"}
    vault = hl.parse_vault_details(ask(sim, {"type": "vaultDetails", "vaultAddress": sb.HLP}))
    assert vault.leader and len(vault.followers) > 5
    flows = sig.vault_flows(hl.parse_ledger(
        ask(sim, {"type": "userNonFundingLedgerUpdates", "user": sb.HLP, "startTime": 0})))
    assert flows.deposits > flows.withdrawals > 0
    assert ask(sim, {"type": "vaultDetails", "vaultAddress": user}) is None
    rows = hl.parse_leaderboard(sim.leaderboard)
    assert len(rows) == len(sim.world.profiles)
    assert {"day", "week", "month", "allTime"} <= set(rows[0].windows)


def test_bad_bodies_are_422(sim: sb.Simulator) -> None:
    assert sim.info({"type": "nope"})[0] == 422
    assert sim.info({"type": "userFills"})[0] == 422


def test_portfolio_all_time_pnl_counts_spot_fees_in_usd(sim: sb.Simulator) -> None:
    """Spot buys pay their fee in the base token: the portfolio PnL must convert it."""
    def spot_buys(p: sb.Profile) -> bool:
        if p.total_trips > 300 or not any(c.startswith("@") for c in p.coins):
            return False
        act = sim.activity_of(p.address)
        return act is not None and any(r["feeToken"] not in ("USDC", "") for r in act.fills)

    p = next(p for p in sim.world.profiles if spot_buys(p))
    act = sim.activity_of(p.address)
    assert act is not None and act.trips_generated == p.total_trips  # the whole history
    fills = hl.parse_fills(act.fills)
    want = (sum(f.closed_pnl for f in fills) - sum(sig.fee_usd(f) for f in fills)
            + sum(float(r["delta"]["usdc"]) for r in act.funding))
    all_time = hl.parse_portfolio(ask(sim, {"type": "portfolio", "user": p.address}))
    window = all_time.window("allTime")
    assert window is not None
    assert window.pnl == pytest.approx(want, rel=1e-6, abs=1e-3)


def test_sharp_archetype_nets_what_the_score_calls_sharp(sim: sb.Simulator) -> None:
    """At the 10,000 fills the API serves (confidence 2/3), sharp needs raw >= 80, i.e. about
    35-40 bps of volume net with no liquidations; the sharp archetype nets more than that."""
    def net_bps(p: sb.Profile) -> float:
        window = hl.parse_portfolio(ask(sim, {"type": "portfolio", "user": p.address})
                                    ).window("allTime")
        assert window is not None
        return window.pnl / window.volume * 1e4

    sharp = [p for p in sim.world.profiles if p.archetype == "sharp"][:8]
    assert min(p.edge_bps for p in sharp) >= sb.SHARP_EDGE_BPS[0]
    nets = sorted(map(net_bps, sharp))
    assert nets[len(nets) // 2] > 40 and nets[0] > 20
