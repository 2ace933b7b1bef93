"""The discovery index: networks, the store, the search index, sync and liveness."""

__all__ = [  # the public modules
    "index",
    "liveness",
    "networks",
    "store",
    "sync",
]
