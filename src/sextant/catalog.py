"""The one table of every public endpoint of spec Part 4.

Routes, 402 answers, ``/.well-known/x402``, OpenAPI ``x-payment-info``, Bazaar discovery
metadata, MCP tools and the A2A agent card are all derived from ``CATALOG``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from pydantic import BaseModel

from sextant.schemas import (
    admin,
    agent,
    ask,
    bazaar,
    claw,
    marketa,
    onchain_x402,
    perpdex,
    predmarket,
    routing,
    swapdex,
    tip,
)
from sextant.venues.hyperliquid_facts import EXAMPLE_TRADER, EXAMPLE_VAULT
from sextant.venues.kalshi_facts import EXAMPLE_EVENT, EXAMPLE_MILESTONE
from sextant.venues.polymarket_facts import EXAMPLE_MARKET, EXAMPLE_WALLET
from sextant.venues.uniswap_facts import EXAMPLE_TOKEN, EXAMPLE_TOKEN_CHAIN

USDC_DECIMALS = 6


@dataclass(frozen=True)
class Endpoint:
    """One public operation.

    ``price_usd`` is ``None`` for free routes; ``free_per_day`` calls per caller and day are
    let through unpaid before the price applies; ``admin`` routes are gated by a bearer token
    instead of a payment.
    """

    method: str
    path: str
    price_usd: Decimal | None
    group: str
    summary: str
    request_model: type[BaseModel] | None = None
    response_model: type[BaseModel] | None = None
    query_params: dict[str, Any] = field(default_factory=dict)
    admin: bool = False
    example: dict[str, Any] | None = None
    free_per_day: int = 0
    #: error statuses beyond the ones every operation has (400, 402, 413, 431, 502-504)
    errors: tuple[int, ...] = ()

    @property
    def key(self) -> str:
        """``"POST /tip"``: the SDK's route-key form."""
        return f"{self.method} {self.path}"

    @property
    def paid(self) -> bool:
        return self.price_usd is not None

    @property
    def price_atomic(self) -> int:
        """Price in USDC atomic units (6 decimals)."""
        if self.price_usd is None:
            return 0
        return int(self.price_usd * 10**USDC_DECIMALS)

    @property
    def operation_id(self) -> str:
        return (self.method + self.path).lower().replace("/", "_").replace("-", "_").strip("_")


def _paid(
    path: str,
    price: str,
    group: str,
    summary: str,
    request_model: type[BaseModel] | None = None,
    response_model: type[BaseModel] | None = None,
    example: dict[str, Any] | None = None,
    errors: tuple[int, ...] = (),
) -> Endpoint:
    return Endpoint(
        "POST", path, Decimal(price), group, summary, request_model, response_model,
        example=example, errors=errors,
    )


_ADDR = EXAMPLE_TRADER

CATALOG: tuple[Endpoint, ...] = (
    Endpoint(
        "POST", "/", Decimal("0.01"), "routing",
        "Free routing entry point (A2A JSON-RPC message/send): 10 free calls per day, "
        "then 0.01 USD per call.",
        routing.RoutingRequest, routing.RoutingResponse, free_per_day=10,
        example={"jsonrpc": "2.0", "id": 1, "method": "message/send",
                 "params": {"message": {"role": "user", "messageId": "m1", "parts": [
                     {"kind": "text", "text": "Uniswap v3 top pools on base"}]}}},
    ),
    _paid("/route", "0.01", "routing",
          "Route a plain-English onchain data request to the right subgraph or service, "
          "with a ready query, curl example and the executed result.",
          routing.RouteRequest, routing.RoutingResponse,
          {"request": "Uniswap v3 top pools on base by TVL"}, (422,)),
    _paid("/tip", "0.01", "meta", "Tip the service; echoes payer, amount and message.",
          tip.TipRequest, tip.TipResponse, {"message": "thanks"}),
    _paid("/agent/score", "0.02", "agent",
          "ERC-8004 agent reputation score (identity, activity, feedback) for a wallet.",
          agent.AgentScoreRequest, agent.AgentScoreResponse, {"wallet": _ADDR, "days": 90}),
    _paid("/ask", "0.05", "warehouse",
          "Natural-language question over the x402 settlement warehouse, answered with SQL.",
          ask.AskRequest, ask.AskResponse,
          {"question": "How many x402 settlements happened in the last 7 days?"}, (422,)),
    _paid("/onchain-x402/address", "0.01", "onchain_x402",
          "x402 settlement profile of an address from the canonical settlement subgraph.",
          onchain_x402.OnchainAddressRequest, onchain_x402.OnchainAddressResponse,
          {"address": _ADDR}, (503,)),
    _paid("/perpdex/fills", "0.02", "perpdex",
          "Last N perp fills of a coin (or a trader) with buy/sell split and whale count.",
          perpdex.PerpdexFillsRequest, perpdex.PerpdexFillsResponse, {"coin": "BTC", "n": 50}),
    _paid("/perpdex/pnl", "0.05", "perpdex",
          "Perp trader score plus open positions and the last 10 fills.",
          perpdex.PerpdexUserRequest, perpdex.PerpdexPnlResponse, {"user": _ADDR}),
    _paid("/perpdex/risk", "0.02", "perpdex",
          "Perp trader liquidation rate, funding burn and recent-outflow flag.",
          perpdex.PerpdexUserRequest, perpdex.PerpdexRiskResponse, {"user": _ADDR}),
    _paid("/perpdex/score", "0.02", "perpdex",
          "Perp trader skill score (0-100) and classification.",
          perpdex.PerpdexUserRequest, perpdex.PerpdexScoreResponse, {"user": _ADDR}),
    _paid("/perpdex/screen", "0.05", "perpdex",
          "Top N traders of a perp coin by volume, each scored on full history.",
          perpdex.PerpdexScreenRequest, perpdex.PerpdexScreenResponse, {"coin": "BTC", "n": 10}),
    _paid("/perpdex/vault", "0.10", "perpdex",
          "Perp vault score, leader skill, top depositors and liveness.",
          perpdex.PerpdexVaultRequest, perpdex.PerpdexVaultResponse, {"vault": EXAMPLE_VAULT},
          (404,)),
    _paid("/marketa/pnl-quick", "0.01", "marketa",
          "Prediction-market wallet skill, realized PnL (unredeemed losers counted) and win "
          "rate in four upstream reads: no two give exact PnL and a measured win rate.",
          marketa.MarketaWalletRequest, marketa.MarketaPnlQuickResponse,
          {"wallet": EXAMPLE_WALLET}, (404,)),
    _paid("/marketa/pnl", "0.05", "marketa",
          "Prediction-market wallet positions, realized and mark-to-market PnL, skill.",
          marketa.MarketaWalletRequest, marketa.MarketaPnlResponse, {"wallet": EXAMPLE_WALLET},
          (404,)),
    _paid("/marketa/risk", "0.02", "marketa",
          "Prediction-market wallet type and ghost-fill risk.",
          marketa.MarketaWalletRequest, marketa.MarketaRiskResponse,
          {"wallet": EXAMPLE_WALLET}),
    _paid("/marketa/screen", "0.02", "marketa",
          "Top holders of a prediction market, each with skill and ghost-fill risk.",
          marketa.MarketaScreenRequest, marketa.MarketaScreenResponse,
          {"market": EXAMPLE_MARKET, "n": 10}),
    _paid("/marketa/leaders", "0.02", "marketa",
          "Prediction-market leaderboard by PnL or volume over a window.",
          marketa.MarketaLeadersRequest, marketa.MarketaLeadersResponse,
          {"order_by": "pnl", "window": "7d", "limit": 20}),
    _paid("/marketb/consensus-trend", "0.05", "marketb",
          "Regulated prediction-market event consensus trend and acceleration.",
          predmarket.ConsensusTrendRequest, predmarket.ConsensusTrendResponse,
          {"event": EXAMPLE_EVENT}, (404,)),
    _paid("/marketb/sports-live-edge", "0.05", "marketb",
          "Live-sports momentum versus market reaction: latency-arbitrage signal.",
          predmarket.SportsLiveEdgeRequest, predmarket.SportsLiveEdgeResponse,
          {"milestone": EXAMPLE_MILESTONE}, (404, 422)),
    _paid("/marketb-marketa/spread", "0.05", "spread",
          "Cross-venue yes-price spreads between two prediction markets on a topic.",
          predmarket.SpreadRequest, predmarket.MarketbMarketaSpreadResponse,
          {"topic": "2028 presidential election", "limit": 10}),
    _paid("/predmarket/spread", "0.05", "spread",
          "Cross-venue spreads between two crypto prediction markets with semantic matching.",
          predmarket.SpreadRequest, predmarket.PredmarketSpreadResponse,
          {"topic": "2028 presidential election", "limit": 10}),
    _paid("/narrative/divergence", "0.05", "narrative",
          "Social attention versus on-chain flow acceleration: overhyped and under the radar. "
          "Published latency: p50 57 ms (sandbox, bench/swapdex.py; one live subgraph query, "
          "the social feed shared on a 2 h timer).",
          swapdex.NarrativeRequest, swapdex.NarrativeResponse,
          {"chain": "ethereum", "limit": 10}),
    _paid("/swapdex/pretrade", "0.02", "swapdex",
          "Pre-trade check: real liquidity, deepest venue, honeypot flags, verdict. "
          "Published latency: p50 137 ms (sandbox, bench/swapdex.py; 4 subgraph queries).",
          swapdex.PretradeRequest, swapdex.PretradeResponse,
          {"token": EXAMPLE_TOKEN, "chain": EXAMPLE_TOKEN_CHAIN}, errors=(404, 422)),
    _paid("/swapdex/basis", "0.05", "swapdex",
          "Spot versus perp basis for one asset.",
          swapdex.BasisRequest, swapdex.BasisResponse, {"coin": "ETH", "chain": "ethereum"},
          errors=(404, 422)),
    _paid("/swapdex/traders", "0.02", "swapdex",
          "Per-wallet flow on a token's deepest venue: accumulators versus distributors.",
          swapdex.SwapTradersRequest, swapdex.TradersResponse,
          {"token": EXAMPLE_TOKEN, "chain": EXAMPLE_TOKEN_CHAIN}, errors=(404, 422)),
    Endpoint(
        "POST", "/admin/outreach-pay", None, "admin",
        "Admin only: pay another x402-gated agent with a paid A2A message/send.",
        admin.OutreachPayRequest, admin.OutreachPayResponse, admin=True,
    ),
    Endpoint(
        "GET", "/bazaar/search", None, "discovery",
        "Keyword search over the index of paid x402 services.",
        None, bazaar.BazaarSearchResponse,
        query_params={"q": "string (required)", "max_price": "number", "network": "string",
                      "limit": "integer 1-25, default 10"},
        example={"q": "perp trader score"},
    ),
    Endpoint(
        "GET", "/claw/scout", None, "discovery",
        "Scan a task marketplace for tasks matching this service's skills.",
        None, claw.ClawScoutResponse,
        query_params={"refresh": "boolean, 1 bypasses the 60 s cache",
                      "limit": "integer 1-100, default 20"},
        example={},
    ),
)

BY_KEY: dict[str, Endpoint] = {e.key: e for e in CATALOG}


def paid_endpoints() -> list[Endpoint]:
    """Every endpoint that answers 402 until paid."""
    return [e for e in CATALOG if e.paid]


def lookup(method: str, path: str) -> Endpoint | None:
    """The catalogued endpoint for ``method path``, if any."""
    return BY_KEY.get(f"{method.upper()} {path.rstrip('/') or '/'}")
