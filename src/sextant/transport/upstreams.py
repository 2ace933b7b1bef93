"""Every upstream the service speaks to, with its live base URL.

``SEXTANT_UPSTREAM_<NAME>_URL`` overrides the base URL of ``<name>`` in either mode.
"""

from __future__ import annotations

from dataclasses import dataclass

from sextant.venues.agent_metadata import ENDPOINTS_FACTS as AGENT_ENDPOINTS
from sextant.venues.base import VenueFacts
from sextant.venues.bazaar import FACTS as BAZAAR
from sextant.venues.bazaar import SELLERS_FACTS as BAZAAR_SELLERS
from sextant.venues.claw import FACTS as CLAW
from sextant.venues.hyperliquid_facts import FACTS as HYPERLIQUID
from sextant.venues.hyperliquid_facts import STATS_FACTS as HYPERLIQUID_STATS
from sextant.venues.kalshi_facts import FACTS as KALSHI
from sextant.venues.limitless_facts import FACTS as LIMITLESS
from sextant.venues.polymarket_facts import CLOB_FACTS as POLYMARKET_CLOB
from sextant.venues.polymarket_facts import FACTS as POLYMARKET_DATA
from sextant.venues.polymarket_facts import GAMMA_FACTS as POLYMARKET_GAMMA
from sextant.venues.polymarket_facts import POLYGON_FACTS as POLYGON
from sextant.venues.tokenapi_facts import FACTS as TOKEN_API
from sextant.venues.tokenapi_facts import LIVE_URL as TOKEN_API_URL


@dataclass(frozen=True)
class Upstream:
    name: str
    live_url: str
    requests_per_minute: int
    description: str
    simulator: str = ""  # "module:factory" of the sandbox simulator, factory(seed) -> ASGI app
    weighted: bool = False  # the venue client charges declared request weights itself

    @classmethod
    def of(cls, facts: VenueFacts, live_url: str, description: str, simulator: str) -> Upstream:
        """An upstream whose budget and weighting come from its venue's facts."""
        return cls(facts.upstream, live_url, facts.rate_budget_per_minute, description,
                   simulator=simulator, weighted=facts.weighted)


UPSTREAMS: dict[str, Upstream] = {
    u.name: u
    for u in (
        Upstream.of(HYPERLIQUID, "https://api.hyperliquid.xyz", "Hyperliquid info API (perpdex)",
                    simulator="sextant.sandbox.hyperliquid:create_app"),
        Upstream.of(HYPERLIQUID_STATS, "https://stats-data.hyperliquid.xyz",
                    "Hyperliquid stats leaderboard",
                    simulator="sextant.sandbox.hyperliquid:create_stats_app"),
        Upstream.of(POLYMARKET_DATA, "https://data-api.polymarket.com",
                    "Polymarket data API v2 with v1 fallback (marketa)",
                    simulator="sextant.sandbox.polymarket:create_data_app"),
        Upstream.of(POLYMARKET_GAMMA, "https://gamma-api.polymarket.com",
                    "Polymarket gamma markets API",
                    simulator="sextant.sandbox.polymarket:create_gamma_app"),
        Upstream.of(POLYMARKET_CLOB, "https://clob.polymarket.com",
                    "Polymarket CLOB public reads",
                    simulator="sextant.sandbox.polymarket:create_clob_app"),
        Upstream.of(KALSHI, "https://api.elections.kalshi.com/trade-api/v2",
                    "Kalshi trade API v2 (marketb)",
                    simulator="sextant.sandbox.kalshi:create_app"),
        Upstream.of(LIMITLESS, "https://api.limitless.exchange",
                    "Limitless Exchange API (marketc)",
                    simulator="sextant.sandbox.limitless:create_app"),
        Upstream("graph_gateway", "https://gateway.thegraph.com", 600,
                 "The Graph gateway (subgraph queries)",
                 simulator="sextant.sandbox.graph_gateway:create_app"),
        Upstream("coingecko", "https://api.coingecko.com/api/v3", 30,
                 "CoinGecko token registry and trending",
                 simulator="sextant.sandbox.coingecko:create_app"),
        Upstream("lunarcrush", "https://lunarcrush.com/api4", 60, "LunarCrush social feed",
                 simulator="sextant.sandbox.lunarcrush:create_app"),
        Upstream("ipfs", "https://ipfs.io", 120, "IPFS gateway (agent metadata)",
                 simulator="sextant.sandbox.ipfs:create_app"),
        Upstream("base_rpc", "https://mainnet.base.org", 600, "Base JSON-RPC",
                 simulator="sextant.sandbox.evm_rpc:create_base_app"),
        Upstream.of(POLYGON, "https://polygon-rpc.com",
                    "Polygon JSON-RPC (wallet bytecode for marketa risk)",
                    simulator="sextant.sandbox.polygon_rpc:create_app"),
        Upstream.of(TOKEN_API, TOKEN_API_URL,
                    "The Graph Token API v1 (balances, holders, transfers, pool prices; the "
                    "token-api answers of /route)",
                    simulator="sextant.sandbox.token_api:create_app"),
        Upstream.of(BAZAAR, "https://api.cdp.coinbase.com/platform/v2/x402",
                    "CDP x402 Bazaar discovery API", simulator="sextant.sandbox.bazaar:create_app"),
        Upstream.of(BAZAAR_SELLERS, "https://bazaar-sellers.invalid",
                    "The sellers the discovery index lists (liveness probes; sandbox only)",
                    simulator="sextant.sandbox.bazaar:create_sellers_app"),
        Upstream.of(AGENT_ENDPOINTS, "https://agent-endpoints.invalid",
                    "The endpoints ERC-8004 agents declare (extra /agent/score evidence; "
                    "sandbox only, live probes go to each host through the SSRF guard)",
                    simulator="sextant.sandbox.agent_endpoints:create_app"),
        Upstream.of(CLAW, "https://claw-feed.invalid",
                    "Agent task marketplace feed (/claw/scout); live: SEXTANT_UPSTREAM_CLAW_URL",
                    simulator="sextant.sandbox.claw_feed:create_app"),
    )
}
