"""The subgraph catalog: the SQLite store, the starter catalog's builder, registry sync, the
sandbox world loaded as a catalog, and the per-process engine loader (records, networks and
the starter data live in ``sextant.subgraphs``)."""

__all__ = [  # the public modules
    "catalog_store",
    "classify",
    "cli",
    "loader",
    "starter",
    "sync",
    "world_catalog",
]
