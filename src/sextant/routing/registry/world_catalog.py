"""The sandbox's synthetic network loaded straight into a catalog (what a full sync produces).

The simulator (``sandbox/subgraph_world.py``) holds what the network serves; this module adds
what the registry derives on sync: an example query per schema, and a domain and protocol type
for the subgraphs nobody labelled.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable
from pathlib import Path

from sextant.routing.graphql.graphql_builder import example_query
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.registry.classify import classify
from sextant.sandbox.subgraph_world import NOW, World, build_world
from sextant.subgraphs.records import SubgraphRecord

__all__ = ["WORLD_STATE", "catalog_records", "ensure_world_catalog", "write_catalog"]

_UNLABELLED = "synthetic:personal"


def catalog_records(world: World) -> list[SubgraphRecord]:
    """The world's records with the fields the registry derives (copies: the world is shared)."""
    examples = {fp: example_query(s["entities"], s["enums"], fp)
                for fp, s in world.schemas.items()}
    out = []
    for rec in world.records:
        rec = dataclasses.replace(rec)
        if not rec.example_query:
            rec.example_query = examples.get(rec.schema_fingerprint, "")
        if rec.source == _UNLABELLED:
            rec.domain, rec.protocol_type, _ = classify(rec.display_name, rec.description,
                                                        rec.entity_names)
        out.append(rec)
    return out


#: The catalog state key naming the world a catalog holds (``seed:size``).
WORLD_STATE = "sandbox_world"
_CHUNK = 2000


def write_catalog(world: World, store: CatalogStore,
                  progress: Callable[[int, int], None] | None = None) -> int:
    """Load the whole world into ``store``; ``progress(done, total)`` after each chunk."""
    for fp, schema in world.schemas.items():
        store.put_schema(fp, schema["entities"], schema["enums"])
    records = catalog_records(world)
    done = 0
    for start in range(0, len(records), _CHUNK):
        done += int(store.upsert(records[start:start + _CHUNK], now=NOW))
        if progress is not None:
            progress(done, len(records))
    return done


_WRITTEN: dict[int, Path] = {}


def ensure_world_catalog(path: Path, seed: int = 402,
                         progress: Callable[[int, int], None] | None = None) -> CatalogStore:
    """A catalog file at ``path`` holding the whole world (written once per process, then
    copied, with the embeddings search cached in it)."""
    path = Path(path)
    done = _WRITTEN.get(seed)
    if done is not None and done != path and done.exists() and not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(done, path)
    store = CatalogStore(path)
    world = build_world(seed)
    if store.count() < len(world.records):
        write_catalog(world, store, progress)
    if not store.state(WORLD_STATE):
        store.set_state(WORLD_STATE, f"{seed}:{len(world.records)}")
    _WRITTEN.setdefault(seed, path)
    return store
