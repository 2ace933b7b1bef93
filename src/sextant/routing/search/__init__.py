"""Hybrid subgraph search over the catalog (BM25F plus ranking signals) and its tokeniser."""

__all__ = [  # the public modules
    "search",
    "text",
]
