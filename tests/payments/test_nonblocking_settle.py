"""Settlement runs outside the API process: other requests are served while a payment
settles, and the API process never loads the EVM."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import subprocess
import sys
from typing import Any

import httpx

from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.payments.facilitator import ChainFacilitatorClient
from sextant.payments.seller import build_http_server
from sextant.runtime import Runtime
from tests.conftest import BASE, make_paying_client


class _HeldSettle:
    """The runtime's facilitator client, whose settle waits until released."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.entered = asyncio.Event()
        self.release = asyncio.Event()

    async def verify(self, payload: Any, requirements: Any) -> Any:
        return await self.inner.verify(payload, requirements)

    async def settle(self, payload: Any, requirements: Any) -> Any:
        self.entered.set()
        await asyncio.wait_for(self.release.wait(), timeout=60)
        return await self.inner.settle(payload, requirements)

    def get_supported(self) -> Any:
        return self.inner.get_supported()


async def test_free_route_is_served_while_a_payment_settles(
    runtime: Runtime, chain: ChainClient
) -> None:
    held = _HeldSettle(runtime.facilitator)
    replica = dataclasses.replace(
        runtime, facilitator=held, _initialized=False,
        http_server=build_http_server(held, runtime.terms, BASE),
    )
    app = create_app(runtime=replica)
    key = chain.buyer_wallets[1].private_key
    async with make_paying_client(app, chain, key) as payer, httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=BASE
    ) as free:
        paid = asyncio.create_task(payer.post("/tip", json={"message": "slow settle"}))
        await asyncio.wait_for(held.entered.wait(), timeout=60)
        health = await asyncio.wait_for(free.get("/healthz"), timeout=30)
        assert health.status_code == 200
        assert not paid.done()  # the paid call is still waiting on its settlement
        held.release.set()
        response = await asyncio.wait_for(paid, timeout=60)
    assert response.status_code == 200 and "payment-response" in response.headers


def test_sandbox_payments_go_over_http_to_the_chain_process(
    runtime: Runtime, chain: ChainClient
) -> None:
    assert isinstance(runtime.facilitator, ChainFacilitatorClient)
    assert runtime.facilitator.url == chain.url
    assert (runtime.terms.network, runtime.terms.asset) == (chain.network, chain.token_address)


_PROBE = """
import asyncio, json, sys
import httpx
from sextant.api.app import create_app
from sextant.payments.buyer import build_buyer, paying_client
from sextant.runtime import build_runtime
from sextant.settings import Settings

async def main(url, data_dir):
    runtime = build_runtime(Settings(data_dir=data_dir, devchain_url=url, upstream_urls={},
                                     public_url="http://testserver"))
    app = create_app(runtime=runtime)
    chain = runtime.chain
    buyer = build_buyer(chain.buyer_wallets[0].private_key, "1",
                        extra_assets=[(chain.network, chain.token_address)])
    transport = httpx.ASGITransport(app=app)
    async with paying_client(buyer, "http://testserver", transport) as payer:
        paid = await payer.post("/tip", json={"message": "who holds the EVM?"})
        free = await payer.get("/sandbox/wallets")
    evm = sorted(m for m in sys.modules
                 if m.split(".")[0] in ("evm", "eth_tester") or m == "sextant.chain.devchain")
    print(json.dumps({"paid": paid.status_code, "receipt": "payment-response" in paid.headers,
                      "wallets": free.status_code, "evm_modules": evm}))

asyncio.run(main(sys.argv[1], sys.argv[2]))
"""


def test_the_api_process_never_imports_the_evm(chain: ChainClient, tmp_path: object) -> None:
    """A sandbox API process that builds its runtime and app, settles a paid call and reads
    the dev wallets has not loaded py-evm or eth-tester (their work would hold its GIL)."""
    done = subprocess.run([sys.executable, "-c", _PROBE, chain.url, str(tmp_path)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert (out["paid"], out["receipt"], out["wallets"]) == (200, True, 200)
    assert out["evm_modules"] == []
