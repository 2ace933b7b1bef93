"""POST /agent/score end to end through x402 payment, over the dev chain's ERC-8004 world."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from eth_account import Account

from sextant.chain.client import ChainClient
from sextant.groups.agent import AgentScorer, scorer_for
from sextant.runtime import Runtime, build_runtime
from sextant.sandbox import agent_world as world
from sextant.settings import Settings
from sextant.transport.shared_cache import SharedCache

PRICE = 20_000


async def paid(payer: httpx.AsyncClient, chain: ChainClient, key: str, body: dict[str, Any]
               ) -> dict[str, Any]:
    buyer = Account.from_key(key).address
    before = chain.balance_of(buyer)
    r = await payer.post("/agent/score", json=body)
    assert r.status_code == 200, r.text
    assert "payment-response" in r.headers
    assert chain.balance_of(buyer) == before - PRICE
    return r.json()


def fresh_scorer(runtime: Runtime) -> AgentScorer:
    """The app's scorer with an empty cache (tests must not see each other's answers)."""
    base = scorer_for(runtime)
    return AgentScorer(base.source, base.rpc, base.usdc, base.chain_id, base.resolver,
                       SharedCache("agent-score-test", 3600), base.prober)


async def test_example_wallet_scores_100_across_two_agents(
        payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str) -> None:
    body = await paid(payer, chain, buyer_key,
                      {"wallet": world.EXAMPLE_WALLET.upper().replace("0X", "0x"), "days": 30})
    assert body["wallet"] == world.EXAMPLE_WALLET
    assert (body["score"], body["max_score"], body["tier"]) == (100, 100, "active_verified")
    assert body["window_days"] == 30 and isinstance(body["computed_at_ts"], int)
    s = body["signals"]
    ids = chain.erc8004["agents"]
    assert s["erc8004_agent_count_for_owner"] == 2
    assert s["erc8004_agent_id"] == f"{chain.chain_id}:{ids['atlas-2']}"  # the newest
    assert s["erc8004_age_days"] == pytest.approx(60, abs=0.1)  # the first registration
    assert s["feedback_count"] == 4  # five given, one revoked
    assert s["distinct_feedback_clients"] == 4
    assert s["avg_feedback_value"] == pytest.approx((90 + 75 + 60 + 4.5) / 4)
    assert s["validation_count"] == 2
    assert s["distinct_senders_30d"] == 12 and s["tx_count_30d"] == 13
    assert s["last_received_age_sec"] < 3 * 3600
    assert body["evidence"]["feedback_revoked_excluded"] == 1
    assert body["evidence"]["registry_source"] == "jsonrpc"
    assert body["evidence"]["metadata"]["declares_x402"] is True
    endpoints = body["evidence"]["endpoints"]  # atlas-2's declared A2A and web endpoints
    assert endpoints["counts_toward_score"] is False
    assert (endpoints["declared"], endpoints["answered"]) == (2, 2)
    a2a = next(c for c in endpoints["checked"] if c["name"] == "A2A")
    assert a2a["url"] == "https://atlas-2.example/a2a" and a2a["x402"] and a2a["status"] == 402


@pytest.mark.parametrize(("owner", "score", "tier", "missing"), [
    ("beacon-owner", 70, "active", {"ipfs_declares_x402", "distinct_senders_gte_10_30d",
                                    "active_last_24h", "distinct_feedback_clients_gte_3",
                                    "any_validation"}),
    ("dormant-owner", 20, "dormant_low_signal", None),
    ("fresh-owner", 15, "no_evidence", None),
])
async def test_seeded_owners_land_in_their_tiers(runtime: Runtime, owner: str, score: int,
                                                 tier: str, missing: set[str] | None) -> None:
    result = await fresh_scorer(runtime).score(world.actor(owner).address, 90)
    assert (result.score, result.tier) == (score, tier)
    if missing is not None:
        assert {k for k, v in result.awarded_points.items() if v == 0} == missing
    if owner == "dormant-owner":
        assert result.signals["ipfs_metadata_valid"] is False
        assert result.awarded_points["erc8004_age_gt_7d"] == 5


async def test_endpoint_answers_are_evidence_that_never_moves_a_point(runtime: Runtime) -> None:
    """Beacon's declared host is down in the sandbox; with every host answering instead, the
    score, points and signals are identical: only the evidence beside them differs."""
    from starlette.responses import JSONResponse

    from sextant.venues.agent_metadata import EndpointProber

    async def every_host_answers(scope: Any, receive: Any, send: Any) -> None:
        await JSONResponse({"ok": True})(scope, receive, send)

    base = fresh_scorer(runtime)
    up = AgentScorer(base.source, base.rpc, base.usdc, base.chain_id, base.resolver,
                     SharedCache("agent-score-test-up", 3600), EndpointProber(
                         httpx.AsyncClient(transport=httpx.ASGITransport(
                             app=every_host_answers)), allow_plain_http=True))
    wallet = world.actor("beacon-owner").address
    now = time.time()
    down, answered = await base.score(wallet, 90, now), await up.score(wallet, 90, now)
    assert down.evidence["endpoints"]["checked"][0]["url"] == "https://beacon.example"
    assert down.evidence["endpoints"]["answered"] == 0
    assert answered.evidence["endpoints"]["answered"] == 1
    assert (down.score, down.awarded_points, down.signals) == (
        answered.score, answered.awarded_points, answered.signals)
    assert down.score == 70


async def test_paid_but_unregistered_wallet_is_gated_to_zero(runtime: Runtime) -> None:
    result = await fresh_scorer(runtime).score(world.actor("ghost").address, 90)
    assert result.score == 0 and result.tier == "no_evidence"
    assert result.signals["erc8004_registered"] is False
    assert result.signals["distinct_senders_30d"] == 5
    assert result.signals["usdc_received_30d_usdc"] == 5.0


async def test_window_days_narrows_the_activity(runtime: Runtime) -> None:
    scorer = fresh_scorer(runtime)
    week = await scorer.score(world.EXAMPLE_WALLET, 7)
    month = await scorer.score(world.EXAMPLE_WALLET, 30)
    assert week.signals["tx_count_30d"] < month.signals["tx_count_30d"] == 13
    assert week.window_days == 7


async def test_cache_hit_and_age(payer: httpx.AsyncClient, chain: ChainClient,
                                 buyer_key: str, runtime: Runtime) -> None:
    wallet = world.actor("beacon-owner").address
    first = await paid(payer, chain, buyer_key, {"wallet": wallet, "days": 45})
    second = await paid(payer, chain, buyer_key, {"wallet": wallet.lower(), "days": 45})
    assert first["cache_hit"] is False and "cache_age_sec" not in first
    assert second["cache_hit"] is True and second["cache_age_sec"] >= 0
    assert second["computed_at_ts"] == first["computed_at_ts"]
    assert second["score"] == first["score"]
    other = await paid(payer, chain, buyer_key, {"wallet": wallet, "days": 46})
    assert other["cache_hit"] is False  # the key is (wallet, days)
    # a day later the entry has expired
    scorer = scorer_for(runtime)
    late = await scorer.score(wallet, 45, now=time.time() + 24 * 3600 + 1)
    assert late.cache_hit is False


async def test_cache_is_shared_through_redis(settings: Settings, tmp_path: Path) -> None:
    """Two replicas built from settings with ``redis_url`` (the app's own wiring, real Redis):
    the second answers from the first one's entry, computed once."""
    import redis.asyncio as aioredis

    url = "redis://127.0.0.1:6379/15"
    wallet, days = world.actor("fresh-owner").address.lower(), 77
    probe = aioredis.from_url(url)
    key = ""
    replicas = [build_runtime(settings.model_copy(update={"data_dir": tmp_path / name,
                                                          "redis_url": url}))
                for name in ("one", "two")]
    try:
        one, two = (scorer_for(r) for r in replicas)
        assert one is not two and one.cache.redis is not None
        key = one.cache.redis_key(f"{wallet}:{days}")
        assert key == two.cache.redis_key(f"{wallet}:{days}")
        await probe.delete(key)  # an entry of an earlier run must not answer
        a = await one.score(wallet, days)
        b = await two.score(wallet, days)
        assert a.cache_hit is False and b.cache_hit is True and b.cache_age_sec is not None
        assert b.computed_at_ts == a.computed_at_ts and b.score == a.score == 15
        assert await probe.ttl(key) > 23 * 3600  # the 24 h entry lives in Redis
    finally:
        if key:
            await probe.delete(key)
        await probe.aclose()
        for r in replicas:
            await r.aclose()


@pytest.mark.parametrize(("body", "code"), [
    ({}, "invalid_wallet"),
    ({"wallet": "0x123"}, "invalid_address"),
    ({"wallet": world.EXAMPLE_WALLET, "days": 0}, "invalid_days"),
    ({"wallet": world.EXAMPLE_WALLET, "days": 366}, "invalid_days"),
    ({"wallet": world.EXAMPLE_WALLET, "days": "many"}, "invalid_days"),
])
async def test_bad_input_is_400_and_never_charged(
        payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, body: dict[str, Any],
        code: str) -> None:
    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    r = await payer.post("/agent/score", json=body)
    assert r.status_code == 400, r.text
    assert r.json()["error"] == code
    assert chain.balance_of(buyer) == before


async def test_unpaid_call_gets_402(client: httpx.AsyncClient) -> None:
    r = await client.post("/agent/score", json={"wallet": world.EXAMPLE_WALLET})
    assert r.status_code == 402


async def test_world_wallets_own_their_world_agents_on_the_dev_chain(runtime: Runtime) -> None:
    """The shared world's agents are on the dev chain, owned by world wallets that also trade
    on the venues: their score comes from the chain, their endpoints from the world."""
    from sextant.sandbox.world import DEFAULT_SEED, build_world

    venues = {w.address: w.venues for w in build_world(DEFAULT_SEED).wallets}
    agents = world.world_agents()
    assert len(agents) == world.WORLD_AGENTS
    scorer = fresh_scorer(runtime)
    for a in agents:
        assert venues[a.owner]  # a trader of the shared world
        result = await scorer.score(a.owner, 90)
        s = result.signals
        assert s["erc8004_registered"] is True and s["ipfs_metadata_valid"] is True
        assert s["ipfs_declares_x402"] is a.x402_support
        assert (s["feedback_count"] > 0) is (a.feedback_avg is not None)
        assert (s["tx_count_30d"] > 0) is a.x402_support
        assert result.score >= 15 + 5  # registered, older than a week
        endpoints = result.evidence["endpoints"]
        assert endpoints["declared"] == min(3, len(a.endpoints))
        assert (endpoints["answered"] == endpoints["declared"]) is a.endpoints_live
