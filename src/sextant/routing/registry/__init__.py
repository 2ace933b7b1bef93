"""The subgraph catalog: records, the SQLite store, the starter catalog, registry sync and
the per-process engine loader."""
