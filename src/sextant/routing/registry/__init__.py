"""The subgraph catalog: records, the SQLite store, the starter catalog, registry sync and
the per-process engine loader."""

__all__ = [  # the public modules
    "catalog_store",
    "classify",
    "cli",
    "loader",
    "networks",
    "records",
    "starter",
    "sync",
]
