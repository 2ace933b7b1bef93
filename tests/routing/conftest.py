"""Routing fixtures: the 15,600-subgraph sandbox catalog, built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from sextant.routing.engine import RoutingEngine
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.registry.world_catalog import ensure_world_catalog

NOW = 1_790_000_000
BASE = "http://testserver"


@pytest.fixture(scope="session")
def world_store(tmp_path_factory: pytest.TempPathFactory) -> CatalogStore:
    return ensure_world_catalog(tmp_path_factory.mktemp("world") / "catalog.sqlite")


@pytest.fixture(scope="session")
def engine(world_store: CatalogStore) -> RoutingEngine:
    return RoutingEngine.from_store(world_store, BASE)


@pytest.fixture(scope="session")
def labels_path() -> Path:
    return Path(__file__).resolve().parents[1] / "data" / "routing_labelled.jsonl"
