"""Syncing from the discovery-API simulator: paging, both item versions, incremental passes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime

import httpx
import pytest

from sextant.bazaar.store import BazaarStore
from sextant.bazaar.sync import sync_once
from sextant.sandbox.bazaar import discovery_app
from sextant.sandbox.discovery_world import Listing, World, build_world
from sextant.venues.bazaar import DiscoveryClient, normalise, parse_last_updated


def listing(i: int, version: int) -> Listing:
    return Listing(resource=f"https://seller{i}.xyz/api/quote", method="POST",
                   service_name=f"Seller{i}", description=f"token quote number {i}",
                   category="Data", price_atomic=10_000 * (i + 1),
                   networks=["eip155:8453", "eip155:137"], pay_to="0x" + f"{i:040x}",
                   version=version, last_updated=1_760_000_000 + i, output_fields=("price",))


@pytest.fixture()
def world() -> World:
    return World([listing(i, 1 if i % 2 else 2) for i in range(7)])


@pytest.fixture()
async def client(world: World) -> AsyncIterator[DiscoveryClient]:
    transport = httpx.ASGITransport(app=discovery_app(world))
    async with httpx.AsyncClient(transport=transport, base_url="http://sim") as http:
        yield DiscoveryClient(http, page_size=3)


def test_both_item_versions_normalise_to_the_same_service() -> None:
    v1, v2 = normalise(listing(1, 1).item()), normalise(listing(1, 2).item())
    assert v1 is not None and v2 is not None
    for s in (v1, v2):
        assert [(o.network, o.amount_atomic, o.price_usdc) for o in s.offers] == [
            ("eip155:8453", 20_000, 0.02), ("eip155:137", 20_000, 0.02)]
        assert s.description == "token quote number 1" and s.method == "POST"
        assert s.last_updated == datetime.fromtimestamp(1_760_000_001, UTC)
        assert '"price"' in s.schema_text and s.mime_type == "application/json"
    assert (v1.x402_version, v2.x402_version) == (1, 2)


@pytest.mark.parametrize(("raw", "expected"), [
    (1_760_000_000, datetime(2025, 10, 9, 8, 53, 20, tzinfo=UTC)),
    (1_760_000_000_000, datetime(2025, 10, 9, 8, 53, 20, tzinfo=UTC)),
    ("2025-10-09T08:53:20.000Z", datetime(2025, 10, 9, 8, 53, 20, tzinfo=UTC)),
    ("2025-10-09T08:53:20", datetime(2025, 10, 9, 8, 53, 20, tzinfo=UTC)),
    ("1760000000", datetime(2025, 10, 9, 8, 53, 20, tzinfo=UTC)),
    ("yesterday", None), (None, None), (True, None),
])
def test_last_updated_accepts_unix_seconds_and_iso(raw: object, expected: object) -> None:
    assert parse_last_updated(raw) == expected


def test_items_without_a_usable_offer_are_skipped() -> None:
    assert normalise({"resource": "ftp://x", "accepts": []}) is None
    assert normalise({"resource": "https://x.xyz", "accepts": [{"network": "nowhere net"}]}) is None


async def test_sync_pages_through_and_counts(client: DiscoveryClient, world: World) -> None:
    store = BazaarStore(":memory:")
    run = await sync_once(client, store)
    assert run.ok and run.complete and run.pages == 3  # 7 items in pages of 3
    assert run.counts.added == 7 and run.total_indexed == 7
    assert {s.resource for s in store.services()} == set(world.listings)


async def test_incremental_sync_writes_only_what_changed(client: DiscoveryClient,
                                                         world: World) -> None:
    store = BazaarStore(":memory:")
    await sync_once(client, store)
    again = await sync_once(client, store)
    assert (again.counts.added, again.counts.updated, again.counts.unchanged) == (0, 0, 7)
    world.touch("https://seller2.xyz/api/quote", price_atomic=5)
    world.remove("https://seller3.xyz/api/quote")
    world.add(listing(9, 2))
    run = await sync_once(client, store)
    assert (run.counts.added, run.counts.updated, run.counts.removed,
            run.counts.unchanged) == (1, 1, 1, 5)
    prices = {s.resource: s.offers[0].amount_atomic for s in store.services()}
    assert prices["https://seller2.xyz/api/quote"] == 5
    assert "https://seller3.xyz/api/quote" not in prices
    assert store.last_run() == run.as_dict()


async def test_a_failed_pass_keeps_the_index_and_deletes_nothing(world: World) -> None:
    store = BazaarStore(":memory:")
    transport = httpx.ASGITransport(app=discovery_app(world))
    async with httpx.AsyncClient(transport=transport, base_url="http://sim") as http:
        await sync_once(DiscoveryClient(http, page_size=3), store)
    broken = httpx.MockTransport(lambda r: httpx.Response(500, json={"error": "boom"}))
    async with httpx.AsyncClient(transport=broken, base_url="http://sim") as http:
        run = await sync_once(DiscoveryClient(http, page_size=3), store)
    assert not run.ok and run.error and "upstream_unavailable" in run.error
    assert run.total_indexed == 7 and store.last_good_run() is not None


def test_the_seeded_world_is_large_mixed_and_starts_from_the_real_list() -> None:
    world = build_world(402)
    listings = list(world.listings.values())
    assert len(listings) >= 15_000
    assert {x.version for x in listings} == {1, 2}
    assert 0.5 < sum(x.alive for x in listings) / len(listings) < 0.7
    assert any(x.resource == "https://api.exa.ai/search" for x in listings)
