"""Hybrid subgraph search over the catalog (BM25F plus ranking signals) and its tokeniser."""
