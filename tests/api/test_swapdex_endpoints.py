"""The /swapdex endpoints end to end through x402 payment, over the Uniswap and CoinGecko
simulators drawing on the shared world; bad input is a 4xx and never charged."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from sextant.chain.client import ChainClient
from sextant.runtime import Runtime
from sextant.sandbox.uniswap_data import trend_of
from sextant.sandbox.world import Token, World, build_world
from sextant.venues.uniswap_facts import CHAINS
from tests.support import paid, unpaid


@pytest.fixture(scope="module")
def world(runtime: Runtime) -> World:
    return build_world(runtime.settings.seed)


def token(world: World, symbol: str, kind: str, chain: str | None = None) -> Token:
    return next(t for t in world.tokens if t.symbol == symbol and t.kind == kind
                and (chain is None or t.chain == chain))


async def test_pretrade_ranks_by_volume_across_versions_and_drops_spam(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World
) -> None:
    uni = token(world, "UNI", "normal")
    body = await paid(payer, chain, buyer_key, "/swapdex/pretrade",
                      {"token": "UNI", "chain": "ethereum"})
    assert body["token"] == {"address": uni.address, "symbol": "UNI",
                             "resolved_via": "registry", "registry_id": "uniswap"}
    pools = [p for p in world.pools if uni.address in (p.token0, p.token1)]
    spam = [p for p in pools if p.spam]
    best = max((p for p in pools if not p.spam), key=lambda p: p.volume_24h_usd)
    assert spam and max(p.tvl_usd for p in spam) > 1000 * best.tvl_usd  # TVL would pick spam
    assert body["deepest_pool"]["pool_id"] == best.address
    assert body["deepest_pool"]["version"] == best.version
    assert body["spam_pools_filtered"] == len(spam)
    assert {p["pool_id"] for p in body["candidate_pools"]} == {p.address for p in pools
                                                               if not p.spam}
    volumes = [p["volume_usd"] for p in body["candidate_pools"]]
    assert volumes == sorted(volumes, reverse=True)
    assert set(body["versions_checked"]) == {"v2", "v3", "v4"}
    assert all(f["block_timestamp"] and f["age_seconds"] is not None for f in body["freshness"])
    assert body["price_usd"] == pytest.approx(uni.price_usd, rel=1e-6)
    assert body["honeypot"] == "low" and body["buys"] > 0 and body["sells"] > 0
    assert body["swaps_checked"] == 25
    assert body["real_liquidity"] and body["liquidity_usd"] == pytest.approx(best.tvl_usd)
    assert body["trend"] == trend_of(best)
    assert body["tradeable"] and body["risk"] in ("low", "medium")


async def test_pretrade_pinned_version_reads_only_that_version(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World
) -> None:
    uni = token(world, "UNI", "normal")
    body = await paid(payer, chain, buyer_key, "/swapdex/pretrade",
                      {"token": uni.address, "chain": "ethereum", "version": "v3"})
    assert body["versions_checked"] == ["v3"]
    assert body["deepest_pool"]["version"] == "v3"
    assert body["token"]["resolved_via"] == "address" and body["token"]["symbol"] == "UNI"


@pytest.mark.parametrize(("symbol", "kind", "chain_name", "by", "honeypot", "risk", "reasons"), [
    ("TRUMP", "honeypot", "base", "symbol", "high", "high", {"honeypot_one_way_flow"}),
    ("PEPE", "thin", "base", "address", "elevated", "high", {"no_real_liquidity",
                                                              "no_buys_seen"}),
    ("ONDO", "squatter", "ethereum", "address", "unknown", "high", {"no_usd_price",
                                                                    "too_few_swaps"}),
    ("DORM", "stale", "ethereum", "symbol", "low", "medium", {"no_recent_volume"}),
    ("WETH", "blue_chip", "ethereum", "symbol", "low", "low", set()),
])
async def test_pretrade_verdicts_and_flags(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World, symbol: str,
    kind: str, chain_name: str, by: str, honeypot: str, risk: str, reasons: set[str]
) -> None:
    t = token(world, symbol, kind, chain_name)
    body = await paid(payer, chain, buyer_key, "/swapdex/pretrade",
                      {"token": t.address if by == "address" else symbol, "chain": chain_name})
    assert body["token"]["address"] == t.address
    assert body["honeypot"] == honeypot
    assert body["risk"] == risk and body["tradeable"] == (risk != "high")
    assert reasons <= set(body["reasons"])
    if risk == "low":
        assert body["reasons"] == []
    if honeypot == "high":
        assert body["sells"] == 0 and body["buys"] == body["swaps_checked"]


async def test_pretrade_trend_matches_the_world(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World
) -> None:
    """Every trend reading is reachable: one token per world trend, checked through the API."""
    seen = set()
    for pool in world.pools:
        t = next(x for x in world.tokens if x.address == pool.token0)
        if t.kind != "normal" or trend_of(pool) in seen:
            continue
        others = [p for p in world.pools if t.address in (p.token0, p.token1) and not p.spam
                  and p.volume_24h_usd > pool.volume_24h_usd]
        if others:
            continue
        body = await paid(payer, chain, buyer_key, "/swapdex/pretrade",
                          {"token": t.address, "chain": t.chain})
        assert body["trend"] == trend_of(pool)
        if body["trend"] == "falling":
            assert "volume_falling" in body["reasons"] and body["risk"] == "medium"
        seen.add(trend_of(pool))
    assert seen == {"rising", "falling", "flat"}


async def test_unknown_chain_is_400_with_the_allowed_values(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str
) -> None:
    body = await unpaid(payer, chain, buyer_key, "/swapdex/pretrade",
                        {"token": "UNI", "chain": "solana"}, 400, "invalid_chain")
    assert all(c in body["message"] for c in CHAINS)


@pytest.mark.parametrize(("body", "code"), [
    ({"token": "  ", "chain": "ethereum"}, "invalid_token"),
    ({"chain": "ethereum"}, "invalid_token"),
    ({"token": "UNI", "chain": "ethereum", "version": "v5"}, "invalid_version"),
])
async def test_pretrade_bad_input_is_400_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, body: dict[str, Any],
    code: str
) -> None:
    await unpaid(payer, chain, buyer_key, "/swapdex/pretrade", body, 400, code)


async def test_ambiguous_symbol_answers_with_candidates_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World
) -> None:
    body = await unpaid(payer, chain, buyer_key, "/swapdex/pretrade",
                        {"token": "PEPE", "chain": "base"}, 422, "ambiguous_token")
    claimants = {t.address for t in world.tokens if t.symbol == "PEPE" and t.chain == "base"}
    assert len(claimants) == 2
    assert {c["address"] for c in body["candidates"]} == claimants


@pytest.mark.parametrize(("body", "code"), [
    ({"token": "NOPE", "chain": "ethereum"}, "token_not_found"),
    ({"token": "ONDO", "chain": "ethereum"}, "no_pool"),  # the registry's ONDO has no pool
    ({"token": "UNI", "chain": "arbitrum"}, "token_not_found"),
])
async def test_pretrade_not_found_is_404_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, body: dict[str, Any],
    code: str
) -> None:
    await unpaid(payer, chain, buyer_key, "/swapdex/pretrade", body, 404, code)


async def test_basis_of_eth_against_the_perp(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World
) -> None:
    body = await paid(payer, chain, buyer_key, "/swapdex/basis",
                      {"coin": "ETH", "chain": "ethereum"}, 50_000)
    weth = token(world, "WETH", "blue_chip", "ethereum")
    assert body["spot_token"]["address"] == weth.address and body["coin"] == "ETH"
    assert body["spot_price_usd"] == pytest.approx(weth.price_usd, rel=1e-6)
    spot, perp = body["spot_price_usd"], body["perp_price_usd"]
    assert body["basis_pct"] == pytest.approx((perp - spot) / spot * 100, abs=1e-3)
    want = ("perp_premium" if body["basis_pct"] > 0.25 else "perp_discount"
            if body["basis_pct"] < -0.25 else "aligned")
    assert body["signal"] == want
    assert 1 <= body["perp_fills_used"] <= 10


async def test_traders_on_the_deepest_pool(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World
) -> None:
    body = await paid(payer, chain, buyer_key, "/swapdex/traders",
                      {"token": "UNI", "chain": "ethereum", "limit": 100})
    uni = token(world, "UNI", "normal")
    best = max((p for p in world.pools if uni.address in (p.token0, p.token1) and not p.spam),
               key=lambda p: p.volume_24h_usd)
    assert body["pool"]["pool_id"] == best.address
    rows = body["traders"]
    assert sum(r["buys"] + r["sells"] for r in rows) == body["swaps_read"]
    assert {r["stance"] for r in rows} >= {"accumulator", "distributor"}
    for r in rows:
        if r["sells"] == 0:
            assert r["stance"] == "accumulator" and r["net_token"] > 0
        elif r["buys"] == 0:
            assert r["stance"] == "distributor" and r["net_token"] < 0
        else:
            assert r["stance"] in ("accumulating", "distributing", "two_way")
    assert body["accumulators"] == sum(r["stance"] in ("accumulator", "accumulating")
                                       for r in rows)
    volumes = [r["volume_usd"] for r in rows]
    assert volumes == sorted(volumes, reverse=True)
    world_wallets = {w.address for w in world.wallets}
    assert {r["address"] for r in rows} <= world_wallets
