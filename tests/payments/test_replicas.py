"""Two API replicas sharing one chain and one Redis serve one authorization once."""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import json

import httpx
import redis.asyncio as aioredis
from x402.http import decode_payment_required_header

from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.payments.buyer import build_buyer
from sextant.payments.guard import RedisGuard
from sextant.runtime import Runtime
from tests.conftest import BASE

REDIS_URL = "redis://127.0.0.1:6379/15"


def _replica(runtime: Runtime) -> tuple[httpx.AsyncClient, aioredis.Redis]:
    redis = aioredis.from_url(REDIS_URL)
    replica = dataclasses.replace(runtime, redis=redis, guard=RedisGuard(redis))
    transport = httpx.ASGITransport(app=create_app(runtime=replica), raise_app_exceptions=False)
    return httpx.AsyncClient(transport=transport, base_url=BASE), redis


async def test_concurrent_replay_across_replicas_is_refused_before_the_handler(
    runtime: Runtime, chain: ChainClient
) -> None:
    (a, ra), (b, rb) = _replica(runtime), _replica(runtime)
    try:
        r = await a.post("/tip", json={})
        required = decode_payment_required_header(r.headers["payment-required"])
        key = chain.buyer_wallets[-1].private_key
        buyer = build_buyer(key, "1", extra_assets=[(chain.network, chain.token_address)])
        payload = await buyer.create_payment_payload(required)
        header = base64.b64encode(
            json.dumps(payload.model_dump(by_alias=True, exclude_none=True)).encode()
        ).decode()
        results = await asyncio.gather(
            *[c.post("/tip", json={}, headers={"PAYMENT-SIGNATURE": header})
              for c in (a, b, a, b)]
        )
        assert sorted(x.status_code for x in results) == [200, 402, 402, 402]
        refused = [x.json()["error"] for x in results if x.status_code == 402]
        # Refused by the shared guard, not by a failed settlement after the handler ran.
        assert set(refused) == {"payment_in_flight_or_used"}
    finally:
        for c in (a, b):
            await c.aclose()
        for r_ in (ra, rb):
            await r_.aclose()
