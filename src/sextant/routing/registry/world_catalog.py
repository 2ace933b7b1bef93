"""The sandbox's synthetic network loaded straight into a catalog (what a full sync produces).

The simulator (``sandbox/subgraph_world.py``) holds what the network serves; this module adds
what the registry derives on sync: an example query per schema, and a domain and protocol type
for the subgraphs nobody labelled.
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

from sextant.routing.graphql.graphql_builder import example_query
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.registry.classify import classify
from sextant.sandbox.subgraph_world import NOW, World, build_world
from sextant.subgraphs.records import SubgraphRecord

__all__ = ["catalog_records", "ensure_world_catalog", "write_catalog"]

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


def write_catalog(world: World, store: CatalogStore) -> int:
    """Load the whole world into ``store``."""
    for fp, schema in world.schemas.items():
        store.put_schema(fp, schema["entities"], schema["enums"])
    return int(store.upsert(catalog_records(world), now=NOW))


_WRITTEN: dict[int, Path] = {}


def ensure_world_catalog(path: Path, seed: int = 402) -> CatalogStore:
    """A catalog file at ``path`` holding the whole world (written once per process, then
    copied)."""
    path = Path(path)
    done = _WRITTEN.get(seed)
    if done is not None and done != path and done.exists() and not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(done, path)
    store = CatalogStore(path)
    world = build_world(seed)
    if store.count() < len(world.records):
        write_catalog(world, store)
    _WRITTEN.setdefault(seed, path)
    return store
