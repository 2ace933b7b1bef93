"""Hybrid subgraph search over the catalog (BM25F and WordLlama similarity fused by
reciprocal rank, plus ranking signals), its dense vectors and its tokeniser."""

__all__ = [  # the public modules
    "dense",
    "search",
    "text",
]
