"""The Graph Network subgraph over the synthetic world: what ``registry sync`` crawls.

A subset of the real network subgraph's shape (``subgraphs`` with ``metadata``,
``currentVersion.subgraphDeployment`` and its ``manifest``/``schema``, signal, stake, query
fees, ``deniedAt`` and active ``indexerAllocations``), paged by ``id_gt`` and filterable by
``updatedAt_gte``, executed by graphql-core.
"""

from __future__ import annotations

import bisect
from typing import Any

from graphql import GraphQLSchema, build_schema, execute_sync, parse, validate

from sextant.sandbox.subgraph_world import World

NETWORK_SUBGRAPH_SDL = """
scalar BigInt
enum OrderDirection { asc desc }
enum Subgraph_orderBy { id createdAt updatedAt signalledTokens }
type _Block_ { number: Int! timestamp: Int hash: String }
type _Meta_ { block: _Block_! deployment: String! hasIndexingErrors: Boolean! }
type GraphAccount { id: ID! }
type SubgraphMeta { id: ID! displayName: String description: String categories: [String!]
  website: String codeRepository: String }
type SubgraphDeploymentSchema { id: ID! schema: String }
type SubgraphDeploymentManifest { id: ID! network: String poweredBySubstreams: Boolean
  startBlock: BigInt schema: SubgraphDeploymentSchema manifest: String }
input Allocation_filter { status: String }
type Allocation { id: ID! status: String! allocatedTokens: BigInt! }
type SubgraphDeployment { id: ID! ipfsHash: String! signalledTokens: BigInt!
  stakedTokens: BigInt! queryFeesAmount: BigInt! deniedAt: Int! createdAt: Int!
  manifest: SubgraphDeploymentManifest
  indexerAllocations(first: Int = 100, where: Allocation_filter): [Allocation!]! }
type SubgraphVersion { id: ID! version: Int! subgraphDeployment: SubgraphDeployment! }
type Subgraph { id: ID! owner: GraphAccount! createdAt: Int! updatedAt: Int! active: Boolean!
  signalledTokens: BigInt! metadata: SubgraphMeta currentVersion: SubgraphVersion }
input Subgraph_filter { id: ID id_gt: ID id_in: [ID!] updatedAt_gte: Int active: Boolean }
type Query {
  subgraphs(first: Int = 100, skip: Int = 0, orderBy: Subgraph_orderBy,
            orderDirection: OrderDirection, where: Subgraph_filter): [Subgraph!]!
  subgraph(id: ID!): Subgraph
  _meta: _Meta_
}
"""
WEI = 10**18
MAX_PAGE = 1000


class NetworkSubgraph:
    """Answers network-subgraph queries over ``world``."""

    def __init__(self, world: World, now: int) -> None:
        self.world = world
        self.now = now
        self.schema: GraphQLSchema = build_schema(NETWORK_SUBGRAPH_SDL)
        self.records = sorted(world.records, key=lambda r: r.id)
        self.ids = [r.id for r in self.records]
        self.by_id = {r.id: r for r in self.records}

    def run(self, query: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            doc = parse(query)
        except Exception as exc:
            return {"errors": [{"message": str(exc)}]}
        errors = validate(self.schema, doc)
        if errors:
            return {"errors": [{"message": e.message} for e in errors[:5]]}
        root = {"subgraphs": self._subgraphs, "subgraph": self._subgraph,
                "_meta": lambda info: {"block": {"number": 300_000_000, "timestamp": self.now,
                                                 "hash": None},
                                       "deployment": "QmNetworkSubgraphSandbox",
                                       "hasIndexingErrors": False}}
        result = execute_sync(self.schema, doc, root_value=root, variable_values=variables or {})
        out: dict[str, Any] = {"data": result.data}
        if result.errors:
            out["errors"] = [{"message": e.message} for e in result.errors[:5]]
        return out

    def _subgraph(self, info: Any, id: str) -> dict[str, Any] | None:
        rec = self.by_id.get(id)
        return self._node(rec) if rec else None

    def _subgraphs(self, info: Any, first: int = 100, skip: int = 0, where: Any = None,
                   orderBy: Any = None, orderDirection: Any = None) -> list[dict[str, Any]]:
        where = where or {}
        start = 0
        if where.get("id_gt"):
            start = bisect.bisect_right(self.ids, where["id_gt"])
        rows = self.records[start:]
        if where.get("id_in"):
            wanted = set(where["id_in"])
            rows = [r for r in rows if r.id in wanted]
        if where.get("id"):
            rows = [r for r in rows if r.id == where["id"]]
        if where.get("updatedAt_gte") is not None:
            rows = [r for r in rows if r.updated_at >= int(where["updatedAt_gte"])]
        rows = rows[max(0, skip):max(0, skip) + max(0, min(first, MAX_PAGE))]
        return [self._node(r) for r in rows]

    def _node(self, rec: Any) -> dict[str, Any]:
        schema = self.world.schemas.get(rec.schema_fingerprint, {})
        manifest = _manifest_yaml(rec)
        allocations = [{"id": f"{rec.deployment}-{i}", "status": "Active",
                        "allocatedTokens": str(int(rec.stake / max(1, rec.active_allocations)
                                                   * WEI))}
                       for i in range(rec.active_allocations)]
        return {
            "id": rec.id, "owner": {"id": "0x" + rec.id.encode().hex()[:40]},
            "createdAt": rec.created_at, "updatedAt": rec.updated_at, "active": True,
            "signalledTokens": str(int(rec.signal * WEI)),
            "metadata": {"id": rec.id, "displayName": rec.display_name,
                         "description": rec.description, "categories": rec.categories,
                         "website": rec.website or None,
                         "codeRepository": rec.code_repository or None},
            "currentVersion": {"id": f"{rec.id}-1", "version": 1, "subgraphDeployment": {
                "id": rec.deployment or rec.id, "ipfsHash": rec.deployment or rec.id,
                "signalledTokens": str(int(rec.signal * WEI)),
                "stakedTokens": str(int(rec.stake * WEI)),
                "queryFeesAmount": str(int(rec.query_fees * WEI)),
                "deniedAt": rec.denied_at, "createdAt": rec.created_at,
                "manifest": {"id": rec.deployment, "network": rec.network,
                             "poweredBySubstreams": False, "startBlock": "0",
                             "schema": {"id": rec.schema_fingerprint,
                                        "schema": schema.get("sdl", "")},
                             "manifest": manifest},
                "indexerAllocations": allocations,
            }},
        }


def _manifest_yaml(rec: Any) -> str:
    lines = ["specVersion: 0.0.5", "dataSources:"]
    for c in rec.contract_addresses:
        lines += [f"  - kind: {c.get('kind', 'ethereum/contract')}", f"    name: {c.get('name')}",
                  f"    network: {rec.network}", "    source:",
                  f"      address: \"{c.get('address')}\"",
                  f"      startBlock: {c.get('startBlock', 0)}"]
    return "\n".join(lines) + "\n"
