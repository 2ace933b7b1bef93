"""``registry sync``: crawl The Graph's network subgraph into the catalog file.

Pages of 1000 subgraphs by ``id_gt`` (keyset paging); an incremental run only asks for
subgraphs with ``updatedAt_gte`` the last completed run. The cursor is saved after every page,
so an interrupted run resumes where it stopped. Per subgraph: metadata, current deployment,
signal, stake, query fees, ``deniedAt``, active allocations, manifest (network, contract
addresses) and schema (entities with fields). Query volume is estimated from query fees
(a relative signal, like the reference registry's sampled volumes).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
import yaml

from sextant.errors import ServiceUnconfigured, UpstreamBadResponse
from sextant.routing.graphql.graphql_builder import example_query
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.registry.classify import classify, protocol_slug
from sextant.subgraphs.gql_schema import entities_from_sdl, fingerprint
from sextant.subgraphs.records import SubgraphRecord, reliability_score
from sextant.subgraphs.starter import GRAPH_NETWORK_SUBGRAPH
from sextant.transport.http import request_json

UPSTREAM = "graph_gateway"
PAGE_SIZE = 1000
WEI = 10**18
GRT_PER_QUERY = 4e-5  # rough query price, to turn fees into a relative volume
SYNC_QUERY = """
query Sync($cursor: ID!, $since: Int!, $first: Int!) {
  subgraphs(first: $first, orderBy: id, orderDirection: asc,
            where: {id_gt: $cursor, updatedAt_gte: $since, active: true}) {
    id createdAt updatedAt signalledTokens
    metadata { displayName description categories website codeRepository }
    currentVersion { subgraphDeployment {
      ipfsHash signalledTokens stakedTokens queryFeesAmount deniedAt createdAt
      manifest { network poweredBySubstreams schema { schema } manifest }
      indexerAllocations(first: 100, where: {status: "Active"}) { id }
    } }
  }
}
"""


@dataclass
class SyncStats:
    pages: int = 0
    rows: int = 0
    schemas: int = 0
    resumed_from: str = ""
    incremental_since: int = 0
    seconds: float = 0.0
    complete: bool = False


class Crawler:
    """Turns network-subgraph pages into catalog rows."""

    def __init__(self, store: CatalogStore, *, sandbox: bool, starter_ids: set[str]) -> None:
        self.store = store
        self.sandbox = sandbox
        self.starter_ids = starter_ids
        self._schemas: dict[str, tuple[str, list[dict[str, Any]], dict[str, list[str]]]] = {}
        self._examples: dict[str, str] = {}
        self.new_schemas = 0

    def record(self, node: dict[str, Any]) -> SubgraphRecord:
        meta = node.get("metadata") or {}
        dep = ((node.get("currentVersion") or {}).get("subgraphDeployment")) or {}
        manifest = dep.get("manifest") or {}
        network = manifest.get("network") or "unknown"
        sdl = ((manifest.get("schema") or {}).get("schema")) or ""
        fp, entities, enums = self._schema(sdl)
        name = (meta.get("displayName") or node["id"]).strip()
        description = (meta.get("description") or "").strip()
        categories = [c for c in meta.get("categories") or [] if isinstance(c, str)]
        names = [e["name"] for e in entities]
        domain, ptype, _ = classify(name, description, names, categories)
        signal = int(dep.get("signalledTokens") or node.get("signalledTokens") or 0) / WEI
        stake = int(dep.get("stakedTokens") or 0) / WEI
        fees = int(dep.get("queryFeesAmount") or 0) / WEI
        queries = int(fees / GRT_PER_QUERY)
        denied_at = int(dep.get("deniedAt") or 0)
        if fp not in self._examples:
            self._examples[fp] = example_query(entities, enums, fp) if entities else ""
        return SubgraphRecord(
            id=node["id"], display_name=name, network=network,
            deployment=dep.get("ipfsHash") or "", description=description, domain=domain,
            protocol=protocol_slug(name, network), protocol_type=ptype, categories=categories,
            schema_fingerprint=fp, entity_names=names,
            contract_addresses=contracts(manifest.get("manifest") or "", network),
            signal=round(signal, 4), stake=round(stake, 4), query_fees=round(fees, 6),
            query_volume_30d=queries,
            reliability=reliability_score(signal, stake, fees, queries, denied_at > 0),
            active_allocations=len(dep.get("indexerAllocations") or []), denied_at=denied_at,
            created_at=int(node.get("createdAt") or 0),
            updated_at=int(node.get("updatedAt") or 0),
            example_query=self._examples[fp],
            source="network-subgraph" + (":sandbox" if self.sandbox else ""),
            real=not self.sandbox or node["id"] in self.starter_ids,
            website=meta.get("website") or "", code_repository=meta.get("codeRepository") or "",
        )

    def _schema(self, sdl: str) -> tuple[str, list[dict[str, Any]], dict[str, list[str]]]:
        key = hashlib.sha256(sdl.encode()).hexdigest()
        cached = self._schemas.get(key)
        if cached is None:
            try:
                entities, enums = entities_from_sdl(sdl) if sdl.strip() else ([], {})
            except Exception:  # an unparsable schema: keep the row, without entities
                entities, enums = [], {}
            fp = fingerprint(entities) if entities else ""
            if fp:
                self.store.put_schema(fp, entities, enums)
                self.new_schemas += 1
            cached = (fp, entities, enums)
            self._schemas[key] = cached
        return cached


def contracts(manifest_yaml: str, network: str) -> list[dict[str, Any]]:
    """Contract addresses of a manifest's ``dataSources`` and ``templates``."""
    if not manifest_yaml.strip():
        return []
    try:
        doc = yaml.safe_load(manifest_yaml) or {}
    except yaml.YAMLError:
        return []
    out = []
    for section, template in (("dataSources", False), ("templates", True)):
        for ds in doc.get(section) or []:
            if not isinstance(ds, dict):
                continue
            source = ds.get("source") or {}
            item: dict[str, Any] = {"kind": ds.get("kind"), "name": ds.get("name"),
                                    "network": ds.get("network") or network,
                                    "address": (source.get("address") or "").lower() or None,
                                    "startBlock": source.get("startBlock")}
            if template:
                item["template"] = True
            out.append(item)
    return out


async def sync(
    client: httpx.AsyncClient,
    store: CatalogStore,
    api_key: str,
    *,
    sandbox: bool,
    starter_ids: set[str],
    full: bool = False,
    page_size: int = PAGE_SIZE,
    max_pages: int | None = None,
    on_page: Callable[[int, int], None] | None = None,
) -> SyncStats:
    """Crawl into ``store``; ``max_pages`` stops early (the cursor is kept for resuming)."""
    if not api_key:
        raise ServiceUnconfigured("registry sync needs SEXTANT_GRAPH_API_KEY in live mode")
    started = time.perf_counter()
    stats = SyncStats()
    cursor = store.state("cursor") or ""
    since = int(store.state("run_since") or 0) if cursor else (
        0 if full else int(store.state("last_complete_updated_at") or 0))
    stats.resumed_from, stats.incremental_since = cursor, since
    store.set_state("run_since", str(since))
    crawler = Crawler(store, sandbox=sandbox, starter_ids=starter_ids)
    newest = int(store.state("last_complete_updated_at") or 0)
    path = f"/api/{api_key}/subgraphs/id/{GRAPH_NETWORK_SUBGRAPH}"
    while max_pages is None or stats.pages < max_pages:
        answer = await request_json(client, UPSTREAM, "POST", path, json={
            "query": SYNC_QUERY,
            "variables": {"cursor": cursor, "since": since, "first": page_size}})
        if not isinstance(answer, dict) or answer.get("errors"):
            raise UpstreamBadResponse(f"network subgraph error: {answer.get('errors')}"
                                      if isinstance(answer, dict) else "bad answer",
                                      upstream=UPSTREAM)
        nodes = (answer.get("data") or {}).get("subgraphs") or []
        records = [crawler.record(n) for n in nodes]
        if records:
            store.upsert(records, now=int(time.time()))
            cursor = nodes[-1]["id"]
            store.set_state("cursor", cursor)
            newest = max([newest, *(r.updated_at for r in records)])
        stats.pages += 1
        stats.rows += len(records)
        if on_page:
            on_page(len(records), stats.rows)
        if len(nodes) < page_size:
            stats.complete = True
            store.set_state("cursor", "")
            store.set_state("last_complete_updated_at", str(newest))
            store.set_state("last_sync_finished", str(int(time.time())))
            break
    stats.schemas = crawler.new_schemas
    stats.seconds = round(time.perf_counter() - started, 2)
    return stats
