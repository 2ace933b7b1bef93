"""Run a routed subgraph query through ``venues/thegraph.py`` and present the answer: the
data (long lists cut to ``LIST_LIMIT``), the ``_meta`` block and its freshness, and the mode
the query was paid with (see ``TheGraphClient``)."""

from __future__ import annotations

import time
from typing import Any

from sextant.transport.factory import UpstreamClients
from sextant.venues.thegraph import GRAPH_X402_CAP_USD, UPSTREAM, TheGraphClient, with_meta

__all__ = ["GRAPH_X402_CAP_USD", "LIST_LIMIT", "UPSTREAM", "SubgraphExecutor", "with_meta"]

LIST_LIMIT = 25


def _truncate(value: Any) -> tuple[Any, bool]:
    if isinstance(value, list):
        cut = len(value) > LIST_LIMIT
        items = [_truncate(v)[0] for v in value[:LIST_LIMIT]]
        return items, cut
    if isinstance(value, dict):
        out, cut = {}, False
        for k, v in value.items():
            out[k], c = _truncate(v)
            cut = cut or c
        return out, cut
    return value, False


class SubgraphExecutor:
    """Executes a routed query against one subgraph and shapes ``execution_result``."""

    def __init__(self, upstreams: UpstreamClients, api_key: str | None = None,
                 buyer_key: str | None = None, sandbox: bool = True,
                 pay_assets: list[tuple[str, str]] | None = None) -> None:
        self.upstreams = upstreams
        self.graph = TheGraphClient(upstreams, api_key=api_key, buyer_key=buyer_key,
                                    pay_assets=pay_assets)
        self.sandbox = sandbox

    def mode(self) -> str:
        return self.graph.mode()

    async def run(self, subgraph_id: str, query: str,
                  variables: dict[str, Any] | None = None) -> dict[str, Any]:
        """``{data, _meta, freshness, source, truncated}``; raises the typed upstream errors."""
        started = time.perf_counter()
        result = await self.graph.query(subgraph_id, query, variables)
        data, truncated = _truncate(result.data)
        meta = result.meta
        out: dict[str, Any] = {
            "data": data,
            "_meta": result.raw_meta,
            "freshness": {
                "block_number": meta.block_number if meta else None,
                "block_timestamp": meta.block_timestamp if meta else None,
                "age_seconds": meta.age_seconds() if meta else None,
                "has_indexing_errors": meta.has_indexing_errors if meta else None,
            },
            "source": result.source,
            "subgraph_id": subgraph_id,
            "truncated": truncated,
            "elapsed_ms": round((time.perf_counter() - started) * 1000, 1),
        }
        if result.errors:
            out["errors"] = result.errors[:5]
        return out
