"""The routing vocabulary: every service a recommendation can name (documented, stable).

A recommendation is one of:

- ``subgraph``: a subgraph on The Graph (the chosen one is in ``subgraph``), queried through
  the gateway (API key) or its x402 endpoint;
- ``token-api``: The Graph Token API (balances, holders, transfers, prices of tokens);
- ``substreams``: Substreams / Firehose for raw, streaming or block-level data;
- ``erc8004-agents``: ERC-8004 agent discovery through the agent0 subgraph;
- ``x402-bazaar``: discovery of paid x402 services through ``GET /bazaar/search``;
- ``mcp:thegraph-subgraph-mcp`` / ``mcp:sextant``: an MCP server to plug into an agent;
- ``POST /<path>``: one of this service's paid endpoints (from ``sextant.catalog``);
- ``none``: nothing fits; the reason says why and ``alternatives`` lists what exists.
"""

from __future__ import annotations

from dataclasses import dataclass

SUBGRAPH = "subgraph"
TOKEN_API = "token-api"
SUBSTREAMS = "substreams"
AGENTS = "erc8004-agents"
BAZAAR = "x402-bazaar"
MCP_GRAPH = "mcp:thegraph-subgraph-mcp"
MCP_SELF = "mcp:sextant"
NONE = "none"

GRAPH_MCP_URL = "https://subgraphs.mcp.thegraph.com/sse"
SUBSTREAMS_REGISTRY = "https://substreams.dev"


@dataclass(frozen=True)
class Service:
    name: str
    summary: str
    install: str
    cache_for_seconds: int


#: Services other than this service's own endpoints. Install hints name only packages
#: checked on the npm registry (graphql-request, @substreams/core, mcp-remote, @x402/fetch).
SERVICES: dict[str, Service] = {
    SUBGRAPH: Service(SUBGRAPH, "A subgraph on The Graph network, queried with GraphQL",
                      "npm install graphql-request graphql", 86_400),
    TOKEN_API: Service(TOKEN_API, "The Graph Token API: balances, holders, transfers, prices",
                       "none: plain HTTPS with a Token API JWT (thegraph.market)", 300),
    SUBSTREAMS: Service(SUBSTREAMS, "Substreams / Firehose: raw blocks, logs, traces, streams",
                        "npm install @substreams/core", 3_600),
    AGENTS: Service(AGENTS, "ERC-8004 agent discovery (agent0 subgraph)",
                    "npm install graphql-request graphql", 1_800),
    BAZAAR: Service(BAZAAR, "Search paid x402 services (GET /bazaar/search)",
                    "none: plain HTTPS", 1_800),
    MCP_GRAPH: Service(MCP_GRAPH, "The Graph's hosted subgraph MCP server",
                       f"npx mcp-remote {GRAPH_MCP_URL}", 3_600),
    MCP_SELF: Service(MCP_SELF, "This service's MCP server (one tool per capability)",
                      "npx mcp-remote {base}/mcp", 3_600),
    NONE: Service(NONE, "No matching onchain data service", "", 1_800),
}
PAID_INSTALL = "npm install @x402/fetch  # or: pip install 'x402[httpx]'"
