"""The JSON-RPC reader of the ERC-8004 registries and USDC receipts, against the dev chain."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from decimal import Decimal

import httpx
import pytest

from sextant.chain.client import ChainClient
from sextant.sandbox import agent_world as world
from sextant.venues.erc8004 import Erc8004RpcReader, RegistryAddresses, usdc_receipts
from sextant.venues.jsonrpc import JsonRpc, topic_address

TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"


def registries(chain: ChainClient) -> RegistryAddresses:
    e = chain.erc8004
    return RegistryAddresses(chain.chain_id, e["identity"], e["reputation"], e["validation"],
                             int(e["start_block"]))


@pytest.fixture()
async def http(chain: ChainClient) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=chain.url) as c:
        yield c


class Faults(httpx.AsyncBaseTransport):
    """In front of the real chain: fails the first ``fail`` requests with 503, and answers
    eth_getLogs over more than ``max_range`` blocks with a node's "too many results"."""

    def __init__(self, chain_url: str, fail: int = 0, max_range: int | None = None) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.fail = fail
        self.max_range = max_range
        self.refused = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.fail > 0:
            self.fail -= 1
            return httpx.Response(503, json={"error": "busy"})
        body = json.loads(request.content)
        if self.max_range is not None and body.get("method") == "eth_getLogs":
            f = body["params"][0]
            if int(f["toBlock"], 16) - int(f["fromBlock"], 16) + 1 > self.max_range:
                self.refused += 1
                return httpx.Response(200, json={"jsonrpc": "2.0", "id": body["id"], "error": {
                    "code": -32005, "message": "query returned more than 10000 results"}})
        return await self.inner.handle_async_request(request)


async def test_lookup_aggregates_every_agent_of_the_owner(chain: ChainClient,
                                                          http: httpx.AsyncClient) -> None:
    reader = Erc8004RpcReader(JsonRpc(http, "/rpc"), registries(chain))
    found = await reader.lookup(world.EXAMPLE_WALLET.upper().replace("0X", "0x"))
    ids = chain.erc8004["agents"]
    assert sorted(a.agent_id for a in found.agents) == sorted([ids["atlas"], ids["atlas-2"]])
    assert all(a.owner == world.EXAMPLE_WALLET for a in found.agents)
    assert all(a.agent_wallet is None for a in found.agents)  # cleared by the transfer
    assert all(a.uri.startswith("data:application/json;base64,") for a in found.agents)
    created = {a.agent_id: a.created_at for a in found.agents}
    assert created[ids["atlas"]] < created[ids["atlas-2"]] < time.time() - 7 * 86_400
    assert len(found.feedback) == 5
    revoked = [f for f in found.feedback if f.revoked]
    assert [(f.client, f.value) for f in revoked] == [
        (world.actor("client-4").address.lower(), Decimal(-100))]
    assert Decimal("4.5") in {f.value for f in found.feedback}  # 45 at one decimal
    assert sorted((v.response is None) for v in found.validations) == [False, True]
    assert {v.response for v in found.validations} == {95, None}


async def test_lookup_by_owner_and_unknown_wallet(chain: ChainClient,
                                                  http: httpx.AsyncClient) -> None:
    reader = Erc8004RpcReader(JsonRpc(http, "/rpc"), registries(chain))
    owner = world.actor("beacon-owner").address.lower()
    beacon = await reader.lookup(owner)
    assert [(a.agent_id, a.agent_wallet) for a in beacon.agents] == [
        (chain.erc8004["agents"]["beacon"], owner)]
    assert [f.value for f in beacon.feedback] == [Decimal(80)]
    nobody = await reader.lookup(world.actor("ghost").address)
    assert nobody.agents == [] and nobody.feedback == []


async def test_chunked_logs_equal_one_range_across_boundaries(chain: ChainClient) -> None:
    async with httpx.AsyncClient(base_url=chain.url) as http:
        whole = JsonRpc(http, "/rpc")
        head = await whole.block_number()
        topics = [TRANSFER, None, topic_address(world.EXAMPLE_WALLET)]
        expected = await whole.get_logs(chain.token_address, topics, 0, head)
        chunked = JsonRpc(http, "/rpc", chunk_blocks=7, concurrency=3)
        got = await chunked.get_logs(chain.token_address, topics, 0, head)
    assert len(expected) == 13 and got == expected
    assert chunked.calls >= head // 7  # one request per chunk at least


async def test_retries_and_splits_against_the_chain(chain: ChainClient) -> None:
    faults = Faults(chain.url, fail=2, max_range=16)
    async with httpx.AsyncClient(base_url=chain.url, transport=faults) as http:
        rpc = JsonRpc(http, "/rpc", retry_delay=0.0)
        head = await rpc.block_number()  # two 503s, then an answer
        got = await usdc_receipts(rpc, chain.token_address, world.EXAMPLE_WALLET, 0, head)
    assert faults.refused > 0  # chunks over 16 blocks were split
    assert len(got) == 13
    assert len({r.sender for r in got}) == 12
    assert sum(r.amount_atomic for r in got) == sum(
        p.amount_atomic for p in world.plan()
        if isinstance(p, world.Payment) and p.to == world.EXAMPLE_WALLET)


async def test_retries_give_up_with_a_typed_error(chain: ChainClient) -> None:
    from sextant.errors import UpstreamUnavailable

    async with httpx.AsyncClient(base_url=chain.url, transport=Faults(chain.url, fail=5)) as h:
        with pytest.raises(UpstreamUnavailable):
            await JsonRpc(h, "/rpc", retry_delay=0.0).block_number()


async def test_first_block_at_time(chain: ChainClient, http: httpx.AsyncClient) -> None:
    rpc = JsonRpc(http, "/rpc")
    head = await rpc.block_number()
    cut = int(time.time()) - 7 * 86_400
    first = await rpc.first_block_at(cut)
    assert await rpc.block_timestamp(first) >= cut
    assert first == 0 or await rpc.block_timestamp(first - 1) < cut
    assert await rpc.first_block_at(int(time.time()) + 3600) == head + 1
