"""One routing engine per catalog file and process.

The catalog file is ``<data_dir>/catalog.sqlite``. In live mode a missing file is created from
the shipped starter catalog (real subgraphs only) until ``sextant registry sync`` fills it from
The Graph's network subgraph. The sandbox starts complete: a new (or starter-only) catalog gets
the whole synthetic network of 15,500+ subgraphs, what a full sync against the simulator
writes, with its progress logged; ``sextant serve`` starts that build in the background.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from pathlib import Path

from sextant.logs import get_logger
from sextant.routing.engine import RoutingEngine
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.registry.world_catalog import WORLD_STATE, ensure_world_catalog
from sextant.settings import Settings
from sextant.subgraphs.starter import load_starter, starter_records

log = get_logger(__name__)

CATALOG_FILE = "catalog.sqlite"
_ENGINES: dict[tuple[str, str], RoutingEngine] = {}
_LOCK = threading.Lock()
#: How often (seconds) a served engine looks whether ``registry sync`` finished a new run.
CHECK_EVERY = 5.0
_RESOLVED: dict[str, str] = {}
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


def sandbox_store(path: Path, seed: int) -> CatalogStore:
    """The sandbox catalog at ``path``, holding the whole synthetic network: written when
    the file is new or holds only the starter catalog and no sync has finished."""
    store = CatalogStore(path)
    if generation(store) or store.state(WORLD_STATE):
        return store
    store.close()
    log.info("sandbox catalog: loading the synthetic network", path=str(path))

    def progress(done: int, total: int) -> None:
        log.info("sandbox catalog: loading", subgraphs=done, total=total)

    store = ensure_world_catalog(path, seed, progress)
    log.info("sandbox catalog: ready", subgraphs=store.count())
    return store


#: Engines over an unsynced sandbox world, by (world, records): the index and schemas are
#: the same for every runtime of the process, only the catalog file and base URL differ.
_WORLD_ENGINES: dict[tuple[str, int], RoutingEngine] = {}


def _build(settings: Settings) -> RoutingEngine:
    path = catalog_path(settings)
    store = sandbox_store(path, settings.seed) if settings.is_sandbox else open_store(path)
    gen = generation(store)
    world = store.state(WORLD_STATE) or ""
    key = (world, store.count())
    shared = _WORLD_ENGINES.get(key) if world and not gen else None
    if shared is not None:
        return dataclasses.replace(shared, store=store, base_url=settings.base_url)
    engine = RoutingEngine.from_store(store, settings.base_url)
    engine.generation = gen
    if world and not gen:
        _WORLD_ENGINES[key] = engine
    return engine


def _key(settings: Settings) -> tuple[str, str]:
    path = str(catalog_path(settings))
    resolved = _RESOLVED.get(path)
    if resolved is None:  # resolving stats every component: once per path, not per request
        resolved = _RESOLVED[path] = str(Path(path).resolve())
    return (resolved, settings.base_url)


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


def cached_engine(settings: Settings) -> RoutingEngine | None:
    """The cached engine when no build and no sync check is due (dict lookups, no I/O, so
    callers on the event loop skip a thread hop); None when ``engine_for`` has work to do."""
    key = _key(settings)
    engine = _ENGINES.get(key)
    if engine is None or time.monotonic() - _CHECKED.get(key, 0.0) >= CHECK_EVERY:
        return None
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


def warm_in_background(settings: Settings) -> threading.Thread:
    """Build this settings' engine (in sandbox, the whole network's catalog first) in a
    daemon thread; a request arriving meanwhile waits for it rather than routing over less."""
    worker = threading.Thread(target=engine_for, args=(settings,), name="routing-warm",
                              daemon=True)
    worker.start()
    return worker


def reset(settings: Settings | None = None) -> None:
    """Forget cached engines (after a sync rewrote the catalog)."""
    with _LOCK:
        if settings is None:
            _ENGINES.clear()
        else:
            _ENGINES.pop((str(catalog_path(settings).resolve()), settings.base_url), None)
