"""The social feed's parsers: CoinGecko trending plus categories from the recordings and the
simulator, LunarCrush's coin list (and its simulator behind a key); the rank shift between
two snapshots."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from sextant.groups.narrative import with_rank_shifts
from sextant.sandbox import coingecko as cg_sim
from sextant.sandbox import lunarcrush as lc_sim
from sextant.sandbox.world import DEFAULT_SEED, build_world
from sextant.settings import Mode, Settings
from sextant.transport.factory import UpstreamClients
from sextant.venues import coingecko as cg
from sextant.venues.social import (
    SocialFeedClient,
    SocialReading,
    SocialSnapshot,
    readings_from_coingecko,
    readings_from_lunarcrush,
)
from tests.support import shared_fixtures

FIXTURES = shared_fixtures() / "coingecko"


def recording(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text())


@pytest.mark.skipif(not FIXTURES.is_dir(), reason="shared fixtures not present")
def test_recorded_trending_then_categories_loudest_first() -> None:
    trending = cg.trending_from(recording("search_trending.json"))
    categories = cg.categories_from(recording("coins_categories.json"))
    readings = readings_from_coingecko(trending, categories)
    ids = [r.registry_id for r in readings]
    assert ids[:len(trending)] == [t.id for t in trending]
    # the categories add their top coins not already trending, once each, symbol unknown
    extra = list(dict.fromkeys(c for cat in categories for c in cat.top_coin_ids
                               if c not in ids[:len(trending)]))
    assert ids[len(trending):] == extra and len(ids) == len(set(ids))
    assert all(r.symbol is None for r in readings[len(trending):])
    assert [r.attention for r in readings] == sorted((r.attention for r in readings),
                                                     reverse=True)
    assert all(r.posts is None and r.authors is None for r in readings)  # CoinGecko counts none
    assert readings[0].symbol == trending[0].symbol.upper()


async def test_simulated_feed_covers_the_registry_once() -> None:
    app = cg_sim.create_app(DEFAULT_SEED)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://sim") as c:
        trending = cg.trending_from((await c.get("/search/trending")).json())
        categories = cg.categories_from((await c.get(
            "/coins/categories", params={"order": "market_cap_change_24h_desc"})).json())
    readings = readings_from_coingecko(trending, categories)
    world = build_world(DEFAULT_SEED)
    loud = cg_sim.hype_order(world)
    ids = [r.registry_id for r in readings]
    assert ids[:cg_sim.TRENDING] == loud[:cg_sim.TRENDING]
    assert sorted(ids) == sorted(loud)  # the categories bring the rest, each once
    assert len(trending) == cg_sim.TRENDING
    changes = [c.market_cap_change_24h for c in categories]
    assert changes == sorted(changes, reverse=True)  # hottest narrative first, as asked


def test_lunarcrush_rows_by_posts_with_counts_and_altrank_shift() -> None:
    body = {"config": {"sort": "social_volume_24h"}, "data": [
        {"id": 1, "symbol": "btc", "name": "Bitcoin", "social_volume_24h": 90,
         "interactions_24h": 5000, "contributors_active": 40, "alt_rank": 3,
         "alt_rank_previous": 7},
        {"id": 2, "symbol": "PEPE", "name": "Pepe", "social_volume_24h": 400,
         "interactions_24h": 90_000, "contributors_active": 3, "alt_rank": 9},
    ]}
    readings = readings_from_lunarcrush(body)
    assert [(r.symbol, r.posts, r.authors, r.rank_shift) for r in readings] == [
        ("PEPE", 400, 3, None), ("BTC", 90, 40, 4.0)]
    assert readings[0].attention == 90_000
    with pytest.raises(Exception, match="data array"):
        readings_from_lunarcrush({"error": "bad key"})


def test_rank_shift_counts_places_climbed_since_the_previous_snapshot() -> None:
    def snap(*ids: str) -> SocialSnapshot:
        return SocialSnapshot("f", tuple(SocialReading(i, i.upper(), float(10 - k))
                                         for k, i in enumerate(ids)), 0.0)

    shifted = with_rank_shifts(snap("a", "b", "c", "new"), snap("c", "b", "a"))
    assert [r.rank_shift for r in shifted.readings] == [2.0, 0.0, -2.0, None]
    assert with_rank_shifts(snap("a"), None).readings[0].rank_shift is None
    kept = SocialSnapshot("f", (SocialReading(None, "X", 1.0, rank_shift=5.0),), 0.0)
    assert with_rank_shifts(kept, snap("x")).readings[0].rank_shift == 5.0  # the source's own


async def test_lunarcrush_feed_with_a_key_reads_the_simulator() -> None:
    keyed = UpstreamClients(Settings(mode=Mode.SANDBOX, seed=DEFAULT_SEED,
                                     lunarcrush_api_key="sandbox-key"))
    try:
        feed = SocialFeedClient.from_upstreams(keyed)
        snap = await feed.snapshot(1.0)
    finally:
        await keyed.aclose()
    assert snap.feed.startswith("lunarcrush")
    assert {r.symbol for r in snap.readings} == {s.upper() for s, _, _ in
                                                 lc_sim.social_order(DEFAULT_SEED)}
    posts = [r.posts or 0 for r in snap.readings]
    assert posts == sorted(posts, reverse=True)
    assert all(r.authors is not None and r.rank_shift is not None for r in snap.readings)
    thin = [r for r in snap.readings if (r.posts or 0) < 5 or (r.authors or 0) < 4]
    assert thin and len(thin) < len(snap.readings)  # both kinds of sample


async def test_lunarcrush_simulator_refuses_a_call_without_a_key() -> None:
    app = lc_sim.create_app(DEFAULT_SEED)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://sim") as c:
        assert (await c.get("/public/coins/list/v2")).status_code == 401
