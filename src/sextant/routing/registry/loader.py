"""One routing engine per catalog file and process.

The catalog file is ``<data_dir>/catalog.sqlite``; when it is missing it is created from the
shipped starter catalog (real subgraphs only). ``sextant registry sync`` fills it from The
Graph's network subgraph (the simulator in sandbox mode, 15,500+ subgraphs).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

from sextant.routing.engine import RoutingEngine
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.settings import Settings
from sextant.subgraphs.starter import load_starter, starter_records

CATALOG_FILE = "catalog.sqlite"
_ENGINES: dict[tuple[str, str], RoutingEngine] = {}
_LOCK = threading.Lock()
#: How often (seconds) a served engine looks whether ``registry sync`` finished a new run.
CHECK_EVERY = 5.0
_CHECKED: dict[tuple[str, str], float] = {}
_REFRESHING: set[tuple[str, str]] = set()


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


def generation(store: CatalogStore) -> str:
    """Which completed sync the catalog holds (``registry sync`` stamps the end of a run)."""
    return store.state("last_sync_finished") or ""


def _build(settings: Settings) -> RoutingEngine:
    store = open_store(catalog_path(settings))
    engine = RoutingEngine.from_store(store, settings.base_url)
    engine.generation = generation(store)
    return engine


def _key(settings: Settings) -> tuple[str, str]:
    return (str(catalog_path(settings).resolve()), settings.base_url)


def engine_for(settings: Settings) -> RoutingEngine:
    """The cached engine for this settings' catalog file and base URL. When a ``registry
    sync`` (another process) has finished a run since the engine was built, a new engine is
    built in the background and replaces it when ready: no restart, no stalled request."""
    key = _key(settings)
    engine = _ENGINES.get(key)
    if engine is None:
        with _LOCK:
            engine = _ENGINES.get(key)
            if engine is None:
                engine = _build(settings)
                _ENGINES[key] = engine
                _CHECKED[key] = time.monotonic()
        return engine
    if time.monotonic() - _CHECKED.get(key, 0.0) >= CHECK_EVERY:
        refresh_if_synced(settings, wait=False)
    return engine


def refresh_if_synced(settings: Settings, *, wait: bool = True) -> bool:
    """Rebuild the cached engine when the catalog holds a newer completed sync; ``wait``
    blocks until the new engine is in place. True when a rebuild was started."""
    key = _key(settings)
    _CHECKED[key] = time.monotonic()
    engine = _ENGINES.get(key)
    if engine is None or generation(engine.store) == engine.generation:
        return False
    with _LOCK:
        if key in _REFRESHING:
            return False
        _REFRESHING.add(key)

    def rebuild() -> None:
        try:
            fresh = _build(settings)
            with _LOCK:
                _ENGINES[key] = fresh
        finally:
            with _LOCK:
                _REFRESHING.discard(key)

    worker = threading.Thread(target=rebuild, name="routing-engine-refresh", daemon=True)
    worker.start()
    if wait:
        worker.join()
    return True


def reset(settings: Settings | None = None) -> None:
    """Forget cached engines (after a sync rewrote the catalog)."""
    with _LOCK:
        if settings is None:
            _ENGINES.clear()
        else:
            _ENGINES.pop((str(catalog_path(settings).resolve()), settings.base_url), None)
