"""Two instances of the service on different ports, sharing one real Redis (127.0.0.1:6379)
and the session's dev chain, behave as one: the free tier is counted across both, a payment
replayed concurrently across both is served once, the 24 h agent-score cache is shared, and
so are the upstream response caches and each upstream's rate budget.

Each instance is a full app (its own runtime, ledger and data directory) served by uvicorn on
its own loopback port; the only things they share are Redis and the chain.
"""

from __future__ import annotations

import asyncio
import base64
import json
import secrets
import uuid
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from x402.http import decode_payment_required_header

from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.chain.supervisor import ChainProcess
from sextant.payments.buyer import build_buyer, paying_client
from sextant.sandbox import agent_world as world
from sextant.settings import Mode, Settings
from sextant.transport.factory import UpstreamClients
from sextant.transport.ratelimit import RedisTokenBucket, TokenBucket
from sextant.venues.coingecko import CoinGeckoClient
from sextant.venues.hyperliquid import HyperliquidClient
from tests.support import free_port, serve_in_thread, signed_sender

REDIS_URL = "redis://127.0.0.1:6379/15"
PUBLIC = "http://sextant.test"  # both replicas answer for one public name (a load balancer's)


@pytest.fixture(scope="module")
def instances(tmp_path_factory: pytest.TempPathFactory,
              chain_process: ChainProcess) -> Iterator[list[str]]:
    """Two instances on their own ports: base URLs."""
    with ExitStack() as stack:
        urls = []
        for name in ("a", "b"):
            settings = Settings(data_dir=tmp_path_factory.mktemp(f"replica-{name}"),
                                public_url=PUBLIC, upstream_urls={},
                                devchain_url=chain_process.url, redis_url=REDIS_URL)
            urls.append(stack.enter_context(serve_in_thread(create_app(settings))))
        assert len(set(urls)) == 2
        yield urls


def _message(text: str, key: str) -> dict[str, Any]:
    message_id = uuid.uuid4().hex
    return {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {
        "message": {"role": "user", "messageId": message_id,
                    "parts": [{"kind": "text", "text": text}]},
        "metadata": signed_sender(key, message_id)}}


async def test_free_tier_is_counted_across_both(instances: list[str]) -> None:
    key = "0x" + secrets.token_hex(32)  # a wallet of this run's own: a fresh daily quota
    async with httpx.AsyncClient(timeout=60) as http:
        remaining = []
        for i in range(10):  # alternating between the instances
            r = await http.post(instances[i % 2] + "/",
                                json=_message("uniswap v3 pools on base", key))
            assert r.status_code == 200, r.text
            remaining.append(int(r.headers["x-free-calls-remaining"]))
        assert remaining == list(range(9, -1, -1))  # one counter, not one per instance
        for base in instances:  # the eleventh call is priced on either instance
            r = await http.post(base + "/", json=_message("uniswap v3 pools on base", key))
            assert r.status_code == 402, r.text


async def test_a_payment_replayed_across_both_is_served_once(
    instances: list[str], chain: ChainClient
) -> None:
    key = chain.buyer_wallets[-1].private_key
    async with httpx.AsyncClient(timeout=60) as http:
        r = await http.post(instances[0] + "/tip", json={})
        assert r.status_code == 402
        required = decode_payment_required_header(r.headers["payment-required"])
        buyer = build_buyer(key, "1", extra_assets=[(chain.network, chain.token_address)])
        payload = await buyer.create_payment_payload(required)
        header = base64.b64encode(json.dumps(
            payload.model_dump(by_alias=True, exclude_none=True)).encode()).decode()
        before = chain.balance_of(chain.buyer_wallets[-1].address)
        results = await asyncio.gather(*[
            http.post(base + "/tip", json={}, headers={"PAYMENT-SIGNATURE": header})
            for base in (instances * 3)])
    assert sorted(x.status_code for x in results) == [200, 402, 402, 402, 402, 402]
    assert {x.json()["error"] for x in results if x.status_code == 402} == {
        "payment_in_flight_or_used"}  # refused by the shared guard, before any handler
    assert chain.balance_of(chain.buyer_wallets[-1].address) == before - int(required.accepts[0]
                                                                             .amount)


async def test_the_agent_score_cache_is_shared(instances: list[str], chain: ChainClient,
                                               buyer_key: str) -> None:
    buyer = build_buyer(buyer_key, "1", extra_assets=[(chain.network, chain.token_address)])
    body = {"wallet": world.actor("beacon-owner").address,
            "days": 100 + secrets.randbelow(200)}  # a (wallet, days) key of this run's own
    answers = []
    for base in instances:
        async with paying_client(buyer, base) as c:
            r = await c.post("/agent/score", json=body)
        assert r.status_code == 200, r.text
        answers.append(r.json())
    first, second = answers
    assert first["cache_hit"] is False
    assert second["cache_hit"] is True  # computed by the other instance
    assert second["computed_at_ts"] == first["computed_at_ts"]
    assert second["score"] == first["score"]


@pytest.fixture()
async def redis_pair() -> Any:
    a, b = aioredis.from_url(REDIS_URL), aioredis.from_url(REDIS_URL)
    try:
        yield a, b
    finally:
        await a.aclose()
        await b.aclose()


def _replicas(tmp_path: Path, redis_pair: Any, mode: Mode = Mode.SANDBOX,
              second_urls: dict[str, str] | None = None) -> tuple[UpstreamClients, ...]:
    """Two replicas' upstream clients on one Redis, in a scope of this test's own."""
    scope = f"test-{uuid.uuid4().hex}"
    extra: dict[str, Any] = {"pay_to": "0x" + "22" * 20} if mode is Mode.LIVE else {}
    one = Settings(mode=mode, data_dir=tmp_path, upstream_urls={}, **extra)
    two = Settings(mode=mode, data_dir=tmp_path, upstream_urls=second_urls or {}, **extra)
    return (UpstreamClients(one, redis=redis_pair[0], scope=scope),
            UpstreamClients(two, redis=redis_pair[1], scope=scope))


async def test_upstream_response_caches_are_shared(tmp_path: Path, redis_pair: Any) -> None:
    # the second replica's upstreams are unreachable: it can only answer from the cache
    closed = f"http://127.0.0.1:{free_port()}"
    one, two = _replicas(tmp_path, redis_pair,
                         second_urls={"coingecko": closed, "hyperliquid": closed})
    try:
        registry = await CoinGeckoClient.from_upstreams(one).registry()
        again = await CoinGeckoClient.from_upstreams(two).registry()
        assert again.fetched_at == registry.fetched_at and len(again.coins) == len(
            registry.coins) > 0
        universe = await HyperliquidClient.from_upstreams(one).universe()
        seen = await HyperliquidClient.from_upstreams(two).universe()
        assert seen.perps.keys() == universe.perps.keys() and seen.perps[""]
        assert one.cache("coingecko_registry", 1).shared
    finally:
        await one.aclose()
        await two.aclose()


async def test_without_redis_the_cache_is_per_process(tmp_path: Path) -> None:
    # the control of the test above: nothing shared, so the second replica calls its upstream
    closed = f"http://127.0.0.1:{free_port()}"
    one = UpstreamClients(Settings(data_dir=tmp_path, upstream_urls={}))
    two = UpstreamClients(Settings(data_dir=tmp_path, upstream_urls={"coingecko": closed}))
    try:
        await CoinGeckoClient.from_upstreams(one).registry()
        with pytest.raises(Exception, match="coingecko"):
            await CoinGeckoClient.from_upstreams(two).registry()
    finally:
        await one.aclose()
        await two.aclose()


async def test_a_rate_budget_is_shared(tmp_path: Path, redis_pair: Any) -> None:
    one, two = _replicas(tmp_path, redis_pair, mode=Mode.LIVE)
    try:
        a, b = one.bucket("coingecko"), two.bucket("coingecko")
        assert isinstance(a, RedisTokenBucket) and isinstance(b, RedisTokenBucket)
        assert a.key == b.key and a.capacity == b.capacity == 7  # 30 a minute, burst 7
        assert await a.try_acquire(a.capacity) == 0  # replica one spends the whole burst
        # replica two finds it spent: a full burst is 14 s of budget away (30 a minute)
        wait = await b.try_acquire(b.capacity)
        assert 0 < wait <= b.capacity / b.rate
        assert await two.bucket("kalshi").try_acquire(1) == 0  # budgets are per upstream
    finally:
        await redis_pair[0].delete(one.bucket("coingecko").key)  # type: ignore[attr-defined]
        await one.aclose()
        await two.aclose()


async def test_without_redis_each_process_has_its_own_budget(tmp_path: Path) -> None:
    live = Settings(mode=Mode.LIVE, data_dir=tmp_path, pay_to="0x" + "22" * 20)
    one, two = UpstreamClients(live), UpstreamClients(live)
    a, b = one.bucket("coingecko"), two.bucket("coingecko")
    assert isinstance(a, TokenBucket) and isinstance(b, TokenBucket)
    assert await a.try_acquire(a.capacity) == 0
    assert await b.try_acquire(b.capacity) == 0


async def test_the_shared_bucket_survives_a_redis_outage(tmp_path: Path) -> None:
    down = aioredis.from_url(f"redis://127.0.0.1:{free_port()}/0", socket_connect_timeout=1)
    try:
        bucket = RedisTokenBucket(down, "outage", 60, burst=2)
        assert await bucket.try_acquire(1) == 0  # this process's own budget
        assert await bucket.try_acquire(1) == 0
        assert await bucket.try_acquire(1) > 0
    finally:
        await down.aclose()
