"""POST /onchain-x402/address end to end through x402 payment, over the settlement subgraph
simulator that indexes the dev chain."""

from __future__ import annotations

import asyncio
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from eth_account import Account

from sextant.chain.client import ChainClient
from sextant.errors import ServiceUnconfigured
from sextant.groups.onchain_x402 import address_profile
from sextant.runtime import Runtime, build_runtime
from sextant.sandbox import agent_world as world
from sextant.settings import Settings

PRICE = 10_000
FIELDS = {"address", "as_recipient", "as_payer", "facilitator", "recent_received",
          "recent_sent", "is_in_index", "indexed_through_block", "indexed_through_timestamp",
          "indexer_has_errors", "source", "subgraph_id", "generated_at"}
ITEM = {"blockNumber", "blockTimestamp", "transactionHash", "from", "amountDecimal",
        "transferMethod", "facilitator"}
SUMMARY = {"address", "role", "totalPayments", "totalVolume", "totalVolumeDecimal",
           "firstPaymentTimestamp", "lastPaymentTimestamp", "isKnownEscrow", "escrowDeposits"}


async def paid(payer: httpx.AsyncClient, chain: ChainClient, key: str, address: str
               ) -> dict[str, Any]:
    buyer = Account.from_key(key).address
    before = chain.balance_of(buyer)
    r = await payer.post("/onchain-x402/address", json={"address": address})
    assert r.status_code == 200, r.text
    assert chain.balance_of(buyer) == before - PRICE
    return r.json()


async def test_example_address_profile(payer: httpx.AsyncClient, chain: ChainClient,
                                       buyer_key: str) -> None:
    body = await paid(payer, chain, buyer_key, world.EXAMPLE_WALLET.upper().replace("0X", "0x"))
    assert set(body) >= FIELDS
    assert body["address"] == world.EXAMPLE_WALLET
    assert body["is_in_index"] is True and body["as_payer"] is None
    rec = body["as_recipient"]
    assert set(rec) == SUMMARY and rec["role"] == "RECIPIENT"
    seeded = [p for p in world.plan()
              if isinstance(p, world.Payment) and p.to == world.EXAMPLE_WALLET]
    assert rec["totalPayments"] == str(len(seeded))
    assert int(rec["totalVolume"]) == sum(p.amount_atomic for p in seeded)
    items = body["recent_received"]
    assert len(items) == 10 and all(set(i) >= ITEM for i in items)
    blocks = [int(i["blockNumber"]) for i in items]
    assert blocks == sorted(blocks, reverse=True)  # sorted client-side, newest first
    assert items[0]["facilitator"]["name"] == "Sextant dev facilitator"
    assert items[0]["transferMethod"] == "EIP3009"
    assert body["recent_sent"] == [] and body["recents_may_be_incomplete"] is False
    assert int(body["indexed_through_block"]) >= max(blocks)
    assert body["indexer_has_errors"] is False
    assert body["subgraph_id"] == "Cb56epg3EvQ6JRpPfknbkM54QxpzTvLa7mwKNQQfUyoj"
    assert datetime.fromisoformat(body["generated_at"].replace("Z", "+00:00"))


async def test_a_payer_of_this_service_appears_at_once(
        payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, runtime: Runtime) -> None:
    buyer = Account.from_key(buyer_key).address.lower()
    before = await address_profile(runtime, buyer)
    sent_before = int(before.as_payer["totalPayments"]) if before.as_payer else 0
    body = await paid(payer, chain, buyer_key, buyer)  # this very call settles a payment...
    after = await address_profile(runtime, buyer)  # ...which the next answer shows
    assert after.as_payer is not None
    assert int(after.as_payer["totalPayments"]) == sent_before + 1
    newest = after.recent_sent[0]
    assert newest["to"] == runtime.terms.pay_to.lower()
    assert newest["amountDecimal"] == "0.01"
    assert body["as_payer"] is None or int(body["as_payer"]["totalPayments"]) == sent_before


async def test_facilitator_and_history_addresses(runtime: Runtime) -> None:
    coinbase = await address_profile(runtime, "0xa32ccda98ba7529705a059bd2d213da8de10d101")
    assert coinbase.facilitator is not None and coinbase.facilitator["name"] == "Coinbase"
    assert coinbase.is_in_index is False  # a facilitator, never a payer or recipient
    top = await address_profile(runtime, "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57")
    assert top.as_recipient is not None and top.as_recipient["totalPayments"] == "12376084"
    nobody = await address_profile(runtime, "0x" + "12" * 20)
    assert nobody.is_in_index is False and nobody.recent_received == []


@pytest.mark.parametrize("body", [{}, {"address": "0x12"}, {"address": "not an address"},
                                  {"address": 42}])
async def test_bad_address_is_400_and_never_charged(
        payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, body: dict[str, Any]
) -> None:
    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    r = await payer.post("/onchain-x402/address", json=body)
    assert r.status_code == 400, r.text
    assert r.json()["error"] == "invalid_address"
    assert chain.balance_of(buyer) == before


async def test_live_mode_without_gateway_key_is_unconfigured(tmp_path: Path) -> None:
    settings = Settings(mode="live", data_dir=tmp_path, upstream_urls={},
                        pay_to="0x" + "ab" * 20, graph_api_key=None, buyer_private_key=None)
    live = await asyncio.to_thread(build_runtime, settings)
    try:
        with pytest.raises(ServiceUnconfigured) as err:
            await address_profile(live, world.EXAMPLE_WALLET)
        assert err.value.status == 503 and err.value.code == "service_unconfigured"
    finally:
        await live.aclose()
