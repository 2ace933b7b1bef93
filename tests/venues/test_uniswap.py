"""Uniswap: the recorded spam pools are filtered, the simulators serve the real schemas (an
invalid query fails as it would live), the gateway routes the pinned ids, v2 swaps fold into
pool-side signs; CoinGecko's simulator gives a registry the client can rank."""

from __future__ import annotations

import json

import httpx
import pytest
import yaml

from sextant.sandbox import coingecko as cg_sim
from sextant.sandbox import graph_gateway
from sextant.sandbox.uniswap import Subgraphs, schema_sdl
from sextant.sandbox.world import build_world
from sextant.venues import coingecko as cg
from sextant.venues import uniswap_parse as up
from sextant.venues.uniswap_facts import SUBGRAPHS, subgraph_id
from tests.support import shared_fixtures

RECORDING = shared_fixtures("uniswap", "uniswap_v3_pools.yaml")
SEED = 402


@pytest.fixture(scope="module")
def subgraphs() -> Subgraphs:
    return Subgraphs(SEED, now=1_795_400_000)


def recorded() -> tuple[str, dict[str, object]]:
    it = yaml.safe_load(RECORDING.read_text())["interactions"][0]
    return json.loads(it["request"]["body"])["query"], json.loads(it["response"]["body"]["string"])


@pytest.mark.skipif(not RECORDING.is_file(), reason="shared fixtures not present")
def test_the_recorded_spam_pools_are_filtered() -> None:
    _, body = recorded()
    pools = [up.pool_from(r, "ethereum", "v3") for r in body["data"]["pools"]]  # type: ignore[index]
    spam = [p for p in pools if up.is_spam_pool(p)]
    assert len(pools) == 10 and len(spam) == 3
    assert all(p.token0_symbol == "ease.org" for p in spam)
    assert pools[:3] == spam  # the live top-TVL list starts with them
    assert not any("ease" in p.token0_symbol + p.token1_symbol for p in pools
                   if not up.is_spam_pool(p))


@pytest.mark.skipif(not RECORDING.is_file(), reason="shared fixtures not present")
def test_the_simulator_answers_the_recorded_query_like_live(subgraphs: Subgraphs) -> None:
    query, _ = recorded()
    answer = subgraphs.run("ethereum", "v3", query, {})
    assert "errors" not in answer
    pools = [up.pool_from(r, "ethereum", "v3") for r in answer["data"]["pools"]]
    assert pools and up.is_spam_pool(pools[0])  # ranked by TVL, spam comes first here too
    kept = [p for p in pools if not up.is_spam_pool(p)]
    world = build_world(SEED)
    spam_ids = {p.address for p in world.pools if p.spam}
    assert kept and not {p.pool_id for p in kept} & spam_ids


@pytest.mark.parametrize(("version", "query", "message"), [
    ("v4", "{ swaps(first: 1) { recipient } }", "Cannot query field 'recipient'"),
    ("v3", "{ pairs(first: 1) { id } }", "Cannot query field 'pairs'"),
    ("v2", "{ pools(first: 1) { id } }", "Cannot query field 'pools'"),
    ("v2", "{ pairs(first: 1) { totalValueLockedUSD } }", "totalValueLockedUSD"),
    ("v3", "{ pools(where: {volume_usd_gt: 1}) { id } }", "volume_usd_gt"),
    ("v3", "{ pools(first: 1) { id ", "Syntax Error"),
])
def test_a_query_invalid_against_the_real_schema_fails(
    subgraphs: Subgraphs, version: str, query: str, message: str
) -> None:
    answer = subgraphs.run("ethereum", version, query, {})
    assert "data" not in answer and message in answer["errors"][0]["message"]


def test_the_schema_files_are_the_real_ones() -> None:
    v3 = schema_sdl("v3")
    assert "type Pool @entity" in v3 and "recipient: Bytes!" in v3
    v4 = schema_sdl("v4")
    assert "hooks: String!" in v4 and "tickSpacing: BigInt!" in v4
    assert "type Pair @entity" in schema_sdl("v2")


def test_filters_orders_and_derived_fields(subgraphs: Subgraphs) -> None:
    world = build_world(SEED)
    uni = next(t for t in world.tokens if t.symbol == "UNI" and t.kind == "normal")
    q = ("query($t: String!) { pools(orderBy: volumeUSD, orderDirection: desc, "
         "where: {or: [{token0: $t}, {token1: $t}]}) { id volumeUSD "
         "poolDayData(first: 2, orderBy: date, orderDirection: desc) { date } "
         "swaps(first: 3, orderBy: timestamp, orderDirection: desc) { timestamp origin } } }")
    pools = subgraphs.run("ethereum", "v3", q, {"t": uni.address})["data"]["pools"]
    want = [p for p in world.pools if p.chain == "ethereum" and p.version == "v3"
            and uni.address in (p.token0, p.token1)]
    assert {p["id"] for p in pools} == {p.address for p in want}
    assert [float(p["volumeUSD"]) for p in pools] == sorted(
        (float(p["volumeUSD"]) for p in pools), reverse=True)
    for p in pools:
        dates = [d["date"] for d in p["poolDayData"]]
        assert dates == sorted(dates, reverse=True) and len(dates) <= 2
        stamps = [int(s["timestamp"]) for s in p["swaps"]]
        assert stamps == sorted(stamps, reverse=True)


def test_v2_swaps_fold_into_pool_side_signs() -> None:
    row = {"id": "0xa#0", "timestamp": "1700000000", "from": "0xAB", "amountUSD": "10",
           "amount0In": "0", "amount0Out": "5", "amount1In": "0.002", "amount1Out": "0"}
    s = up.swap_from(row, "0xpair")
    assert s.amount0 == -5 and s.amount1 == 0.002 and s.origin == "0xab"


async def test_the_gateway_routes_the_pinned_uniswap_ids() -> None:
    app = graph_gateway.create_app(SEED)
    sid = subgraph_id("base", "v4")
    assert sid == SUBGRAPHS[("base", "v4")]
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://gw") as c:
        r = await c.post(f"/api/k/subgraphs/id/{sid}", json={
            "query": "{ pools(first: 50) { id hooks tickSpacing } bundle(id: \"1\") "
                     "{ ethPriceUSD } _meta { block { timestamp } } }"})
    body = r.json()
    assert r.status_code == 200 and "errors" not in body, body
    world = build_world(SEED)
    assert len(body["data"]["pools"]) == sum(1 for p in world.pools
                                             if p.chain == "base" and p.version == "v4")
    assert body["data"]["bundle"]["ethPriceUSD"] == "3500"
    assert body["data"]["_meta"]["block"]["timestamp"] > 1_700_000_000


async def test_coingecko_simulator_gives_a_ranked_registry() -> None:
    app = cg_sim.create_app(SEED)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://cg") as c:
        coins = (await c.get("/api/v3/coins/list", params={"include_platform": "true"})).json()
        markets = (await c.get("/api/v3/coins/markets", params={"vs_currency": "usd"})).json()
        trending = cg.trending_from((await c.get("/api/v3/search/trending")).json())
        missing = await c.get("/api/v3/coins/markets")
    assert missing.status_code == 400
    registry = cg.registry_from(coins, markets, 0)
    world = build_world(SEED)
    weth = registry.claimants("WETH")
    assert len(weth) == 1 and weth[0].address_on("base") and weth[0].address_on("ethereum")
    sol = registry.claimants("sol")[0]
    assert sol.address_on("ethereum") is None and sol.platforms.get("solana")
    ondo = registry.claimants("ONDO")
    squatter = next(t for t in world.tokens if t.kind == "squatter")
    assert [c.address_on("ethereum") for c in ondo] != [squatter.address]
    assert all(c.market_cap_rank for c in registry.coins)
    assert not {t.address for t in world.tokens if t.kind in ("honeypot", "spam")} & {
        a for c in registry.coins for a in c.platforms.values()}
    assert [t.score for t in trending] == list(range(len(trending)))
