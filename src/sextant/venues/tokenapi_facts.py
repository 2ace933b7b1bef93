"""The Graph Token API's facts: host, rate budget, the v1 EVM paths and their required query
parameters, the network ids it serves and a few famous contracts.

The paths, parameters and response shapes follow The Graph's published sources, since no
recording of this upstream exists in ``../shared/fixtures``: the "Upgrade to v1" guide
(thegraph.com/docs/en/token-api/guides/upgrade-to-v1: ``/v1/evm/*`` paths, query parameters
instead of path parameters, ``network`` instead of ``network_id``, ``matic`` renamed
``polygon``, the per-contract ``/ohlc/prices/evm/{contract}`` removed in favour of
``/v1/evm/pools`` then ``/v1/evm/pools/ohlc``) and the API's own source,
``pinax-network/token-api`` ``src/routes/{balances,holders,transfers,pools,ohlcv}/evm.ts`` (the
zod query and response schemas) and ``src/types/zod.ts`` (the envelope ``{data, statistics,
pagination: {previous_page, current_page}, results, request_time, duration_ms}`` and errors
``{status, code, message}``). Authentication is ``Authorization: Bearer <JWT>`` from The Graph
Market. The free tier returns at most 10 items per request and allows 200 requests a minute
(thegraph.com/docs/en/token-api/endpoint-pricing).
"""

from __future__ import annotations

from sextant.venues.base import VenueFacts

__all__ = [
    "BALANCES", "EXAMPLE_CONTRACT", "EXAMPLE_NETWORK", "EXAMPLE_WALLET", "FACTS", "HOLDERS",
    "INTERVALS", "KNOWN_CONTRACTS", "LIVE_URL", "NETWORKS", "PAGE_LIMIT", "POOLS", "POOLS_OHLC",
    "REQUIRED", "STABLECOINS", "TRANSFERS", "TRANSFER_FILTERS", "UPSTREAM",
]

UPSTREAM = "token_api"
LIVE_URL = "https://token-api.thegraph.com"
FACTS = VenueFacts(name="tokenapi", upstream=UPSTREAM, rate_budget_per_minute=200)
#: The free tier's largest ``limit`` (a larger one is refused).
PAGE_LIMIT = 10

BALANCES = "/v1/evm/balances"
HOLDERS = "/v1/evm/holders"
TRANSFERS = "/v1/evm/transfers"
POOLS = "/v1/evm/pools"
POOLS_OHLC = "/v1/evm/pools/ohlc"
#: Parameters each path cannot go without. ``/v1/evm/transfers`` takes any of
#: ``TRANSFER_FILTERS``; routing asks for one so an answer is about something.
REQUIRED: dict[str, tuple[str, ...]] = {
    BALANCES: ("network", "address"),
    HOLDERS: ("network", "contract"),
    TRANSFERS: ("network",),
    POOLS: ("network",),
    POOLS_OHLC: ("network", "pool"),
}
TRANSFER_FILTERS = ("from_address", "to_address", "contract", "transaction_id")
INTERVALS = ("1h", "4h", "1d", "1w")

#: The Graph's network id (``sextant.subgraphs.networks``) -> the Token API's ``network``.
NETWORKS: dict[str, str] = {
    "mainnet": "mainnet", "base": "base", "arbitrum-one": "arbitrum-one", "bsc": "bsc",
    "optimism": "optimism", "matic": "polygon", "avalanche": "avalanche",
    "unichain": "unichain",
}

#: (Token API network, symbol) -> contract, for requests that name a famous token rather than
#: its address. Real contracts; the sandbox world holds the same ones.
KNOWN_CONTRACTS: dict[tuple[str, str], str] = {
    ("mainnet", "USDC"): "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
    ("mainnet", "WETH"): "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2",
    ("base", "USDC"): "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913",
    ("base", "WETH"): "0x4200000000000000000000000000000000000006",
}
#: Stablecoin contracts: a pool price is quoted in these when one side is one (the API's
#: OHLC query inverts a pool whose token0 is a stablecoin).
STABLECOINS = frozenset({
    "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", "0xdac17f958d2ee523a2206206994597c13d831ec7",
    "0x6b175474e89094c44da98b954eedeac495271d0f", "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913",
})

#: Catalog and routing examples: the sandbox world's showcase wallet (on every venue) and
#: Base's USDC, which the world holds under its real contract.
EXAMPLE_WALLET = "0x5b5d51203a0f9079f8aeb098a6523a13f298c060"
EXAMPLE_NETWORK = "base"
EXAMPLE_CONTRACT = KNOWN_CONTRACTS[("base", "USDC")]
