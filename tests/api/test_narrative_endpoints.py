"""POST /narrative/divergence end to end through x402 payment over the CoinGecko and Uniswap
simulators: the cohort is the social feed's coins, every one either ranked (against the
world's own addresses and flow) or listed unresolved with its reason; bad input is a 400
and never charged."""

from __future__ import annotations

import dataclasses
from typing import Any

import httpx
import pytest
from eth_account import Account

from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.runtime import Runtime
from sextant.sandbox.coingecko import hype_order
from sextant.sandbox.world import World, build_world
from sextant.signals import narrative as sig
from sextant.transport.factory import UpstreamClients
from sextant.venues.uniswap_facts import CHAINS
from tests.api.test_swapdex_endpoints import paid, unpaid
from tests.conftest import make_paying_client

PRICE_ATOMIC = 50_000
PATH = "/narrative/divergence"
SPEC_ROW = {"symbol", "token_address", "divergence", "reading", "social_rank", "flow_rank",
            "flow_acceleration", "sentiment_shift", "thin_sample"}


@pytest.fixture(scope="module")
def world(runtime: Runtime) -> World:
    return build_world(runtime.settings.seed)


def expected_fate(world: World, coin_id: str, chain: str = "ethereum") -> str:
    """What the world says of a registry coin on ``chain``: resolved or its reason."""
    token = next((t for t in world.tokens if t.coingecko_id == coin_id and t.chain == chain),
                 None)
    if token is None:
        return "non_evm_asset"  # no contract on this chain
    if token.kind == "stale":
        return "stale_day_data"
    if any(p.version == "v3" and token.address in (p.token0, p.token1) for p in world.pools):
        return "resolved"
    squatters = [t for t in world.tokens if t.kind == "squatter" and t.chain == chain
                 and t.symbol == token.symbol]
    return "below_activity_floor" if squatters else "canonical_token_not_in_subgraph"


async def test_divergence_ranks_the_resolved_cohort_and_lists_the_rest(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World
) -> None:
    body = await paid(payer, chain, buyer_key, PATH, {"chain": "ethereum", "limit": 25},
                      PRICE_ATOMIC)
    assert body["chain"] == "ethereum"
    assert body["social_source"] in ("live", "cache", "stale")
    assert body["sentiment_shift_source"] in ("live", "cache", "stale")
    loud = hype_order(world)
    assert body["cohort_size"] == len(loud)  # the simulated feed names every registry coin
    ranked, unresolved = body["ranked"], body["unresolved"]
    assert body["unresolved_count"] == len(unresolved)
    assert len(ranked) + len(unresolved) == body["cohort_size"] == body["resolved_count"] + len(
        unresolved)  # nothing dropped
    assert all(row.keys() >= SPEC_ROW for row in ranked)
    assert all({"shift", "divergence_note"} == row["sentiment_shift"].keys() for row in ranked)

    # every ranked row is the world's canonical contract on Ethereum, trading on v3
    canonical = {t.coingecko_id: t for t in world.tokens
                 if t.chain == "ethereum" and t.coingecko_id and t.kind in ("normal",
                                                                             "blue_chip")}
    for row in ranked:
        t = canonical[row["registry_id"]]
        assert row["token_address"] == t.address and row["symbol"] == t.symbol
    # both readings are named, and they are what the ranks say
    for row in ranked:
        assert row["divergence"] == pytest.approx(row["social_rank"] - row["flow_rank"])
        assert row["reading"] == sig.reading(row["divergence"])
        assert 0 <= row["social_rank"] <= 100 and 0 <= row["flow_rank"] <= 100
        assert row["thin_sample"] is True  # CoinGecko counts no posts or authors
    assert {"overhyped", "under_the_radar"} <= {row["reading"] for row in ranked}
    # social rank follows the feed's order among the resolved coins
    by_social = sorted(ranked, key=lambda r: -r["social_rank"])
    order = [loud.index(r["registry_id"]) for r in by_social]
    assert order == sorted(order)
    assert [abs(r["divergence"]) for r in ranked] == sorted(
        (abs(r["divergence"]) for r in ranked), reverse=True)

    # every coin's fate follows from the world, and every unresolved reason is reached
    got = {row["registry_id"]: row["reason"] for row in unresolved} | {
        row["registry_id"]: "resolved" for row in ranked}
    assert got == {cid: expected_fate(world, cid) for cid in loud}
    assert set(got.values()) == {"resolved", "non_evm_asset", "below_activity_floor",
                                 "canonical_token_not_in_subgraph", "stale_day_data"}
    reasons = {row["symbol"]: (row["reason"], row["registry_id"]) for row in unresolved}
    assert reasons["SOL"] == ("non_evm_asset", "solana")
    assert reasons["ONDO"] == ("below_activity_floor", "ondo-finance")  # squatter only
    assert reasons["ENA"] == ("canonical_token_not_in_subgraph", "ethena")
    assert reasons["DORM"] == ("stale_day_data", "dormant-finance")
    assert all(row["detail"] for row in unresolved)
    fresh = body["freshness"]
    assert fresh["subgraph_block_timestamp"] and fresh["subgraph_age_seconds"] is not None
    assert fresh["registry_age_seconds"] >= 0 and fresh["social_age_seconds"] >= 0


async def test_the_social_half_is_shared_and_the_limit_cuts_only_the_ranking(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str
) -> None:
    first = await paid(payer, chain, buyer_key, PATH, {"chain": "ethereum"}, PRICE_ATOMIC)
    second = await paid(payer, chain, buyer_key, PATH, {"chain": "ethereum", "limit": 2},
                        PRICE_ATOMIC)
    assert second["social_source"] == "cache"  # one snapshot a refresh interval
    assert second["freshness"]["social_fetched_at"] == first["freshness"]["social_fetched_at"]
    assert len(second["ranked"]) == 2 and second["ranked"] == first["ranked"][:2]
    assert second["unresolved"] == first["unresolved"]  # never cut
    small = await paid(payer, chain, buyer_key, PATH, {"chain": "ethereum", "cohort": 5},
                       PRICE_ATOMIC)
    assert small["cohort_size"] == 5
    assert small["resolved_count"] + small["unresolved_count"] == 5


async def test_another_chain_ranks_its_own_cohort(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, world: World
) -> None:
    body = await paid(payer, chain, buyer_key, PATH, {"chain": "base"}, PRICE_ATOMIC)
    base = {t.address for t in world.tokens if t.chain == "base"}
    assert body["ranked"] and all(r["token_address"] in base for r in body["ranked"])
    reasons = {r["symbol"]: r["reason"] for r in body["unresolved"]}
    assert reasons["UNI"] == "non_evm_asset"  # Ethereum-only here
    empty = await paid(payer, chain, buyer_key, PATH, {"chain": "arbitrum"}, PRICE_ATOMIC)
    assert empty["ranked"] == [] and empty["unresolved_count"] == empty["cohort_size"]


@pytest.mark.parametrize(("body", "code"), [
    ({"chain": "solana"}, "invalid_chain"),
    ({"chain": "ethereum", "limit": 26}, "invalid_limit"),
    ({"chain": "ethereum", "limit": 0}, "invalid_limit"),
    ({"chain": "ethereum", "limit": "ten"}, "invalid_limit"),
    ({"chain": "ethereum", "cohort": 4}, "invalid_cohort"),
    ({"chain": "ethereum", "cohort": 101}, "invalid_cohort"),
    ({"chain": 7}, "invalid_chain"),
])
async def test_bad_input_is_400_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, body: dict[str, Any],
    code: str
) -> None:
    answer = await unpaid(payer, chain, buyer_key, PATH, body, 400, code)
    if code == "invalid_chain":
        assert all(c in answer["message"] for c in CHAINS)


async def test_a_social_feed_that_never_answered_is_a_502_unpaid(
    runtime: Runtime, chain: ChainClient, buyer_key: str
) -> None:
    """No snapshot yet and the feed down: the upstream's error, and no charge."""
    down = runtime.settings.model_copy(
        update={"upstream_urls": {"coingecko": "http://127.0.0.1:9"}})
    own = dataclasses.replace(runtime, settings=down, upstreams=UpstreamClients(down),
                              redis=None, _venues={})  # its own clients, over the dead feed
    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    try:
        async with make_paying_client(create_app(runtime=own), chain, buyer_key) as c:
            r = await c.post(PATH, json={"chain": "ethereum"})
    finally:
        await own.upstreams.aclose()
    assert r.status_code in (502, 504), r.text
    assert r.json()["error"].startswith("upstream_")
    assert "payment-response" not in r.headers
    assert chain.balance_of(buyer) == before
