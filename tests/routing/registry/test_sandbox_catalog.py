"""The sandbox starts complete: a fresh runtime routes over the whole synthetic network."""

from __future__ import annotations

from pathlib import Path

from sextant.routing.registry import loader
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.registry.world_catalog import WORLD_STATE
from sextant.settings import Settings

NOW = 1_790_000_000


def test_a_fresh_sandbox_routes_over_the_whole_network(tmp_path: Path,
                                                       world_store: CatalogStore) -> None:
    # world_store: the session's world catalog; the loader copies it instead of rewriting
    settings = Settings(data_dir=tmp_path, public_url="http://fresh", upstream_urls={"_": "_"})
    assert settings.is_sandbox and not loader.catalog_path(settings).exists()
    try:
        engine = loader.engine_for(settings)
        assert len(engine.index) >= 15_500
        assert engine.store.count() >= 15_500 and engine.store.state(WORLD_STATE)
        assert sum(r.source.startswith("synthetic:") for r in engine.index.records) > 10_000
        answer = engine.route("uniswap v3 pools on base", now=NOW)
        assert answer.recommendation == "subgraph"
        assert engine.search("uniswap v3 pools on base", 1)[0].record.network == "base"
    finally:
        loader.reset(settings)


def test_a_live_catalog_starts_from_the_starter_only(tmp_path: Path) -> None:
    settings = Settings(mode="live", data_dir=tmp_path, public_url="http://live",
                        upstream_urls={"_": "_"})
    try:
        engine = loader.engine_for(settings)
        assert 0 < len(engine.index) < 1_000
        assert not engine.store.state(WORLD_STATE)
    finally:
        loader.reset(settings)


def test_runtimes_of_one_process_share_the_world_index(tmp_path: Path,
                                                       world_store: CatalogStore) -> None:
    first = Settings(data_dir=tmp_path / "a", public_url="http://a", upstream_urls={"_": "_"})
    second = Settings(data_dir=tmp_path / "b", public_url="http://b", upstream_urls={"_": "_"})
    try:
        a, b = loader.engine_for(first), loader.engine_for(second)
        assert a.index is b.index and a.store is not b.store
        assert (a.base_url, b.base_url) == ("http://a", "http://b")
        assert b.store.count() >= 15_500
    finally:
        loader.reset(first)
        loader.reset(second)
