"""One routing engine per catalog file and process.

The catalog file is ``<data_dir>/catalog.sqlite``; when it is missing it is created from the
shipped starter catalog (real subgraphs only). ``sextant registry sync`` fills it from The
Graph's network subgraph (the simulator in sandbox mode, 15,500+ subgraphs).
"""

from __future__ import annotations

import threading
from pathlib import Path

from sextant.routing.engine import RoutingEngine
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.settings import Settings
from sextant.subgraphs.starter import load_starter, starter_records

CATALOG_FILE = "catalog.sqlite"
_ENGINES: dict[tuple[str, str], RoutingEngine] = {}
_LOCK = threading.Lock()


def catalog_path(settings: Settings) -> Path:
    return settings.data_dir / CATALOG_FILE


def seed_starter(store: CatalogStore) -> int:
    """Write the shipped starter catalog into ``store``."""
    data = load_starter()
    for fp, schema in data["schemas"].items():
        store.put_schema(fp, schema["entities"], schema["enums"])
    return store.upsert(starter_records(data))


def open_store(path: Path) -> CatalogStore:
    store = CatalogStore(path)
    if store.count() == 0:
        seed_starter(store)
    return store


def engine_for(settings: Settings) -> RoutingEngine:
    """The cached engine for this settings' catalog file and base URL."""
    key = (str(catalog_path(settings).resolve()), settings.base_url)
    engine = _ENGINES.get(key)
    if engine is None:
        with _LOCK:
            engine = _ENGINES.get(key)
            if engine is None:
                engine = RoutingEngine.from_store(open_store(catalog_path(settings)),
                                                  settings.base_url)
                _ENGINES[key] = engine
    return engine


def reset(settings: Settings | None = None) -> None:
    """Forget cached engines (after a sync rewrote the catalog)."""
    with _LOCK:
        if settings is None:
            _ENGINES.clear()
        else:
            _ENGINES.pop((str(catalog_path(settings).resolve()), settings.base_url), None)
