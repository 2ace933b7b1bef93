"""The six /perpdex endpoints end to end through x402 payment, on the sandbox simulator."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from eth_account import Account

from sextant.chain.client import ChainClient
from sextant.runtime import Runtime
from sextant.sandbox.hyperliquid import HLP, Profile, Simulator, simulator
from sextant.schemas.perpdex import FILLS_N_MAX, SCREEN_N_MAX
from sextant.signals import perpdex as sig
from sextant.venues import hyperliquid as hl
from tests.support import paid, unpaid

SCORE_FIELDS = {
    "user", "skill_score", "classification", "sharpe_like", "pnl_bps_of_volume",
    "liquidation_count", "liquidation_rate_bps", "funding_paid_per_volume_bps",
    "profit_factor", "sample_size_trades", "coins_traded", "confidence", "realized_pnl_usdc",
    "total_volume_usdc", "total_fees_usdc", "first_trade", "last_trade",
}


@pytest.fixture(scope="module")
def sim(runtime: Runtime) -> Simulator:
    return simulator(runtime.settings.seed)


def pick(sim: Simulator, cond: Any) -> Profile:
    return next(p for p in sim.world.profiles if cond(p))


async def test_score_of_a_heavy_sharp_trader(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    p = pick(sim, lambda p: p.archetype == "sharp" and p.total_trips > 5_000)
    body = await paid(payer, chain, buyer_key, "/perpdex/score",
                      {"user": p.address.upper().replace("0X", "0x")}, 20_000)
    assert set(body) >= SCORE_FIELDS
    assert body["user"] == p.address
    assert body["sample_size_trades"] == hl.FILLS_HISTORY_MAX and body["fills_truncated"]
    assert body["windows"]["total_volume_usdc"] == "portfolio_all_time"
    assert body["windows"]["total_fees_usdc"] == (
        "portfolio_all_time_volume_x_fills_truncated_to_most_recent_10000_fee_rate")
    assert body["windows"]["profit_factor"] == "portfolio_all_time"
    assert body["realized_pnl_usdc"] > 0 and body["pnl_bps_of_volume"] > 0
    assert body["liquidation_count"] == 0
    assert body["confidence"] == pytest.approx(4 / 6)
    assert body["source"]["mode"] == "sandbox"
    # the answer is the pure score of the upstream's records
    act = sim.activity_of(p.address)
    assert act is not None
    agg = sig.aggregate_fills(hl.parse_fills(act.fills))
    all_time = hl.parse_portfolio(sim.portfolio_of(p.address)).window("allTime")
    assert all_time is not None
    assert body["realized_pnl_usdc"] == pytest.approx(all_time.pnl)
    assert body["total_volume_usdc"] == pytest.approx(all_time.volume)
    # fees over the PnL's window: the fills' fee rate times the all-time volume
    fees = agg.fees / agg.volume * all_time.volume
    assert body["total_fees_usdc"] == pytest.approx(fees)
    assert body["coins_traded"] == len(agg.coins)
    assert datetime.fromisoformat(body["last_trade"]) == hl.ms_to_utc(agg.last_ms or 0)
    # the standing reading of spec 2.3, recomputed by hand from the response's own figures
    bps = max(-100.0, min(100.0, all_time.pnl / all_time.volume * 1e4))
    pf = all_time.pnl / fees
    raw = (0.4 * (50 + 0.5 * bps) + 0.4 * 100
           + 0.2 * (50 + 10 * max(-5.0, min(5.0, pf / 10))))
    assert body["profit_factor"] == pytest.approx(pf)
    assert body["skill_score"] == pytest.approx(50 + (raw - 50) * 4 / 6, abs=1e-6)
    # the simulator's own heavy sharp trader is sharp (it could not be before issue 8)
    assert body["skill_score"] >= 70 and body["classification"] == "sharp"


async def test_score_of_a_small_trader_is_insufficient_data(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    p = pick(sim, lambda p: p.archetype == "retail" and p.total_trips < 20)
    body = await paid(payer, chain, buyer_key, "/perpdex/score",
                      {"user": p.address}, 20_000)
    assert body["sample_size_trades"] < 100
    assert body["classification"] == "insufficient_data"
    assert not body["fills_truncated"] and body["windows"]["total_fees_usdc"] == "fills_all"


async def test_unknown_address_scores_zero_trades(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    body = await paid(payer, chain, buyer_key, "/perpdex/score",
                      {"user": "0x" + "00" * 20}, 20_000)
    assert body["sample_size_trades"] == 0 and body["skill_score"] == 50
    assert body["classification"] == "insufficient_data" and body["first_trade"] is None


async def test_pnl_has_positions_across_dexes_and_last_fills(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    def has_position(p: Profile) -> bool:
        act = sim.activity_of(p.address) if p.open_position and p.total_trips < 300 else None
        return act is not None and act.open_trip is not None

    p = pick(sim, has_position)
    act = sim.activity_of(p.address)
    assert act is not None and act.open_trip is not None
    body = await paid(payer, chain, buyer_key, "/perpdex/pnl",
                      {"user": p.address}, 50_000)
    assert set(body) >= SCORE_FIELDS
    assert body["dexes_checked"][0] == "" and "xyz" in body["dexes_checked"]
    assert [pos["coin"] for pos in body["open_positions"]] == [act.open_trip[0]]
    pos = body["open_positions"][0]
    assert pos["side"] == ("long" if act.open_trip[1] > 0 else "short")
    assert pos["size"] == pytest.approx(abs(act.open_trip[1]))
    assert {b["coin"] for b in body["spot_balances"]} == {"USDC", "HYPE"}
    assert len(body["last_fills"]) == 10
    times = [f["time"] for f in body["last_fills"]]
    assert times == sorted(times, reverse=True)
    assert body["last_fills"][0]["tid"] == act.fills[-1]["tid"]
    assert all(f["trader"] == p.address for f in body["last_fills"])


async def test_risk_flags_liquidations_and_recent_outflow(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    p = pick(sim, lambda p: p.archetype == "retail" and p.liq_prob >= 0.03
             and p.recent_outflow and 200 < p.total_trips < 800)
    body = await paid(payer, chain, buyer_key, "/perpdex/risk",
                      {"user": p.address}, 20_000)
    assert body["liquidation_count"] > 0 and body["liquidation_rate_bps"] > 0
    assert body["recent_24h_outflow_flag"] is True and body["recent_24h_outflow_usdc"] > 0
    assert body["risk_level"] in ("medium", "high")
    if body["classification"] == "retail" or body["liquidation_count"] > 10:
        assert body["risk_level"] == "high"
    assert "funding_paid_usdc" in body and "funding_paid_per_volume_bps" in body

    quiet = pick(sim, lambda p: not p.recent_outflow and p.archetype == "neutral"
                 and p.total_trips < 200)
    body = await paid(payer, chain, buyer_key, "/perpdex/risk",
                      {"user": quiet.address}, 20_000)
    assert body["recent_24h_outflow_flag"] is False


async def test_profit_factor_uses_the_reported_pnl_and_fees(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    """profit_factor = realized_pnl_usdc / total_fees_usdc on the same response (issue 8)."""
    whole = pick(sim, lambda p: p.archetype == "neutral" and 300 < p.total_trips < 600)
    score = await paid(payer, chain, buyer_key, "/perpdex/score",
                       {"user": whole.address}, 20_000)
    pnl = await paid(payer, chain, buyer_key, "/perpdex/pnl",
                     {"user": whole.address}, 50_000)
    for body in (score, pnl):
        assert not body["fills_truncated"] and body["total_fees_usdc"] > 0
        assert body["windows"]["total_fees_usdc"] == "fills_all"
        assert body["profit_factor"] == pytest.approx(
            body["realized_pnl_usdc"] / body["total_fees_usdc"])
    act = sim.activity_of(whole.address)
    assert act is not None
    fills = hl.parse_fills(act.fills)
    # the portfolio's all-time PnL is net of fees and funding; the fills' closed PnL is not
    net = (sum(f.closed_pnl for f in fills) - sum(sig.fee_usd(f) for f in fills)
           + sum(float(r["delta"]["usdc"]) for r in act.funding))
    assert score["realized_pnl_usdc"] == pytest.approx(net, rel=1e-6, abs=1e-3)
    assert score["total_fees_usdc"] == pytest.approx(sum(sig.fee_usd(f) for f in fills))


async def test_fill_direction_is_one_vocabulary_on_every_endpoint(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    from sextant.schemas.perpdex import FillRecord

    assert FillRecord.model_json_schema()["properties"]["direction"]["enum"] == ["buy", "sell"]
    p = pick(sim, lambda p: p.archetype == "neutral" and 100 < p.total_trips < 400)
    act = sim.activity_of(p.address)
    assert act is not None
    upstream = {r["tid"]: r for r in act.fills}
    pnl = await paid(payer, chain, buyer_key, "/perpdex/pnl",
                     {"user": p.address}, 50_000)
    mine = await paid(payer, chain, buyer_key, "/perpdex/fills",
                      {"user": p.address, "n": 10}, 20_000)
    tape = await paid(payer, chain, buyer_key, "/perpdex/fills",
                      {"coin": "ETH", "n": 10}, 20_000)
    rows = pnl["last_fills"] + mine["fills"]
    assert {f["tid"] for f in pnl["last_fills"]} == {f["tid"] for f in mine["fills"]}
    for f in rows:
        row = upstream[f["tid"]]
        assert f["direction"] == ("buy" if row["side"] == "B" else "sell") == f["side"]
        assert f["upstream_dir"] == row["dir"]  # Hyperliquid's own words, kept verbatim
    assert {f["upstream_dir"] for f in rows} & {"Open Long", "Open Short", "Close Long",
                                                 "Close Short", "Buy", "Sell"}
    for f in tape["fills"]:
        assert f["direction"] in ("buy", "sell") and f["direction"] == f["side"]
        assert f["upstream_dir"] is None


async def test_fills_of_a_coin_market_wide(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    body = await paid(payer, chain, buyer_key, "/perpdex/fills",
                      {"coin": "btc", "n": 40}, 20_000)
    assert body["coin"] == "BTC" and body["returned"] == 40 and not body["upstream_limited"]
    fills = body["fills"]
    assert all(f["coin"] == "BTC" and f["fee_estimated"] for f in fills)
    assert [f["time"] for f in fills] == sorted((f["time"] for f in fills), reverse=True)
    for f in fills:
        assert f["notional_usdc"] == pytest.approx(f["price"] * f["size"])
        assert f["direction"] in ("buy", "sell") and f["trader"].startswith("0x")
    buys = sum(f["notional_usdc"] for f in fills if f["side"] == "buy")
    assert body["buy_notional_usdc"] == pytest.approx(buys)
    assert body["buy_count"] + body["sell_count"] == 40
    assert body["whale_fill_count"] == sum(1 for f in fills if f["notional_usdc"] > 10_000)
    assert body["whale_threshold_usdc"] == 10_000


async def test_fills_of_builder_and_spot_coins(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    body = await paid(payer, chain, buyer_key, "/perpdex/fills",
                      {"coin": "xyz:TSLA", "n": FILLS_N_MAX}, 20_000)
    assert body["coin"] == "xyz:TSLA" and body["returned"] <= FILLS_N_MAX
    spot = await paid(payer, chain, buyer_key, "/perpdex/fills",
                      {"coin": "@107", "n": 5}, 20_000)
    assert spot["coin"] == "@107" and spot["returned"] == 5


async def test_fills_of_one_trader(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    p = pick(sim, lambda p: p.archetype == "neutral" and 100 < p.total_trips < 400)
    act = sim.activity_of(p.address)
    assert act is not None
    body = await paid(payer, chain, buyer_key, "/perpdex/fills",
                      {"user": p.address, "n": 25}, 20_000)
    assert body["user"] == p.address and body["coin"] is None and body["returned"] == 25
    assert [f["tid"] for f in body["fills"]] == [r["tid"] for r in act.fills[::-1][:25]]
    assert all(not f["fee_estimated"] and f["trader"] == p.address for f in body["fills"])
    assert body["fills"][0]["fee_usdc"] == pytest.approx(
        sig.fee_usd(hl.parse_fill(act.fills[-1])))


async def test_screen_ranks_by_coin_volume_at_max_n(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str
) -> None:
    body = await paid(payer, chain, buyer_key, "/perpdex/screen",
                      {"coin": "ETH", "n": SCREEN_N_MAX}, 50_000)
    traders = body["traders"]
    assert body["coin"] == "ETH" and body["coin_kind"] == "perp"
    assert 0 < len(traders) <= SCREEN_N_MAX
    vols = [t["coin_volume_usdc"] for t in traders]
    assert vols == sorted(vols, reverse=True) and vols[-1] > 0
    assert [t["rank"] for t in traders] == list(range(1, len(traders) + 1))
    for t in traders:
        assert set(t["score"]) >= SCORE_FIELDS
        # scored on full history: all-time volume is at least the coin volume
        assert t["score"]["total_volume_usdc"] >= t["coin_volume_usdc"] * 0.999
        assert t["score"]["windows"]["total_volume_usdc"] == "portfolio_all_time"
    assert body["sharp_count"] == sum(t["score"]["classification"] == "sharp" for t in traders)
    assert body["retail_count"] == sum(t["score"]["classification"] == "retail"
                                       for t in traders)
    assert body["candidates_examined"] <= 2 * SCREEN_N_MAX


async def test_vault_answer(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    body = await paid(payer, chain, buyer_key, "/perpdex/vault", {"vault": HLP},
                      100_000)
    vault = sim.world.vaults[HLP]
    assert body["vault"] == HLP and body["leader"] == vault.leader
    assert 0 <= body["vault_score"] <= 100
    assert body["classification"] in ("high_quality", "medium_quality", "low_quality")
    assert len(body["top_depositors"]) == 5
    shares = [d["stake_share"] for d in body["top_depositors"]]
    assert shares == sorted(shares, reverse=True) and 0 < sum(shares) <= 1
    assert 0 <= body["redemption_ratio"] <= 1 and body["distribution_rate"] >= 0
    assert body["leader_skill_available"] and body["leader_classification"]
    last = datetime.fromisoformat(body["last_activity_at"])
    assert last <= datetime.now(UTC) + timedelta(hours=1)
    assert body["is_live"] == (not vault.closed and datetime.now(UTC) - last <= timedelta(days=7))


async def test_small_vault_is_insufficient_data(
    payer: httpx.AsyncClient, chain: ChainClient, runtime: Runtime, buyer_key: str, sim: Simulator
) -> None:
    small = next((v for v in sim.world.vaults.values() if len(v.followers) < 5), None)
    if small is None:
        pytest.skip("this seed has no small vault")
    body = await paid(payer, chain, buyer_key, "/perpdex/vault",
                      {"vault": small.address}, 100_000)
    assert body["classification"] == "insufficient_data"


# --------------------------------------------------------------------------- bad input, unpaid


@pytest.mark.parametrize(("path", "body", "code"), [
    ("/perpdex/score", {"user": "0x123"}, "invalid_address"),
    ("/perpdex/score", {}, "invalid_address"),
    ("/perpdex/pnl", {"user": "0x" + "g" * 40}, "invalid_address"),
    ("/perpdex/risk", {"user": 12}, "invalid_address"),
    ("/perpdex/vault", {"vault": "vault"}, "invalid_address"),
    ("/perpdex/screen", {"coin": "BTC", "n": 0}, "invalid_n"),
    ("/perpdex/screen", {"coin": "BTC", "n": SCREEN_N_MAX + 1}, "invalid_n"),
    ("/perpdex/screen", {"coin": "  "}, "invalid_coin"),
    ("/perpdex/fills", {"coin": "BTC", "n": FILLS_N_MAX + 1}, "invalid_n"),
    ("/perpdex/fills", {"coin": "BTC", "n": 0}, "invalid_n"),
    ("/perpdex/fills", {}, "coin_or_user_required"),
    ("/perpdex/fills", {"coin": "BTC", "user": "0x" + "11" * 20}, "coin_or_user_required"),
    ("/perpdex/fills", {"user": "0xabc"}, "invalid_address"),
])
async def test_bad_input_is_400_and_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, path: str, body: dict[str, Any],
    code: str,
) -> None:
    await unpaid(payer, chain, buyer_key, path, body, 400, code)


@pytest.mark.parametrize(("path", "body"), [
    ("/perpdex/screen", {"coin": "BTCC", "n": 3}),
    ("/perpdex/fills", {"coin": "xyz:TSLAA"}),
    ("/perpdex/fills", {"coin": "nodex:BTC"}),
    ("/perpdex/fills", {"coin": "@99999"}),
])
async def test_unknown_coin_is_400_with_close_matches(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, path: str, body: dict[str, Any]
) -> None:
    answer = await unpaid(payer, chain, buyer_key, path, body, 400, "unknown_coin")
    assert isinstance(answer["close_matches"], list)
    if body["coin"] == "BTCC":
        assert "BTC" in answer["close_matches"]
    if body["coin"] == "xyz:TSLAA":
        assert "xyz:TSLA" in answer["close_matches"]


async def test_not_a_vault_is_404_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str
) -> None:
    await unpaid(payer, chain, buyer_key, "/perpdex/vault", {"vault": "0x" + "22" * 20}, 404,
                 "unknown_vault")


async def test_unpaid_call_gets_402(client: httpx.AsyncClient) -> None:
    r = await client.post("/perpdex/vault", json={"vault": HLP})
    assert r.status_code == 402
    assert r.json()["accepts"][0]["maxAmountRequired"] == "100000"


@pytest.mark.parametrize(("failure", "status", "code"), [
    ("error", 502, "upstream_unavailable"),
    ("timeout", 504, "upstream_timeout"),
    ("junk", 502, "upstream_bad_response"),
])
async def test_upstream_failure_is_502_504_with_retry_after_and_unpaid(
    app: Any, payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, failure: str,
    status: int, code: str,
) -> None:
    from sextant.api.perpdex import venue

    def handler(request: httpx.Request) -> httpx.Response:
        if failure == "timeout":
            raise httpx.ReadTimeout("slow", request=request)
        if failure == "junk":
            return httpx.Response(200, text="<html>busy</html>")
        return httpx.Response(500, text="boom")

    broken = hl.HyperliquidClient(httpx.AsyncClient(
        base_url="https://api.hyperliquid.xyz", transport=httpx.MockTransport(handler)))
    app.dependency_overrides[venue] = lambda: broken
    try:
        buyer = Account.from_key(buyer_key).address
        before = chain.balance_of(buyer)
        r = await payer.post("/perpdex/score", json={"user": "0x" + "11" * 20})
        assert r.status_code == status, r.text
        body = r.json()
        assert body["error"] == code and body["retry_after_seconds"] > 0
        assert body["upstream"] == "hyperliquid"
        assert r.headers["retry-after"] == str(body["retry_after_seconds"])
        assert "payment-response" not in r.headers
        assert chain.balance_of(buyer) == before
    finally:
        app.dependency_overrides.pop(venue, None)
