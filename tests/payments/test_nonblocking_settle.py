"""Settlement runs off the event loop: other requests are served while a payment settles."""

from __future__ import annotations

import asyncio
import dataclasses
import threading
from typing import Any

import httpx

from sextant.api.app import create_app
from sextant.chain.devchain import DevChain
from sextant.payments.facilitator import ThreadedFacilitator
from sextant.payments.seller import build_http_server
from sextant.runtime import Runtime
from tests.conftest import BASE, make_paying_client


class _HeldSettle:
    """The SDK facilitator, whose settle waits (on its worker thread) until released."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.entered = threading.Event()
        self.release = threading.Event()

    def verify(self, payload: Any, requirements: Any) -> Any:
        return self.inner.verify(payload, requirements)

    def settle(self, payload: Any, requirements: Any) -> Any:
        self.entered.set()
        self.release.wait(timeout=60)
        return self.inner.settle(payload, requirements)

    def get_supported(self) -> Any:
        return self.inner.get_supported()


async def test_free_route_is_served_while_a_payment_settles(
    runtime: Runtime, chain: DevChain
) -> None:
    held = _HeldSettle(runtime.facilitator.sync)
    facilitator = ThreadedFacilitator(held, chain.executor)  # type: ignore[arg-type]
    replica = dataclasses.replace(
        runtime, facilitator=facilitator, _initialized=False,
        http_server=build_http_server(facilitator, runtime.terms, BASE),
    )
    app = create_app(runtime=replica)
    key = chain.buyer_wallets[1].private_key
    async with make_paying_client(app, chain, key) as payer, httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=BASE
    ) as free:
        paid = asyncio.create_task(payer.post("/tip", json={"message": "slow settle"}))
        while not held.entered.is_set():
            await asyncio.sleep(0.01)
        health = await asyncio.wait_for(free.get("/healthz"), timeout=30)
        assert health.status_code == 200
        assert not paid.done()  # the paid call is still waiting on its settlement
        held.release.set()
        response = await asyncio.wait_for(paid, timeout=60)
    assert response.status_code == 200 and "payment-response" in response.headers
