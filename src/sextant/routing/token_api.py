"""Token API answers: the request a text asks for (``plan``, pure) and running it
(``execute``, through ``venues/tokenapi.py``).

A plan names the v1 path, its query parameters as the real API spells them (``network``,
``address``, ``contract``, ``from_address``/``to_address``, ``limit``) and the required slots
the text does not give (``missing``): an answer with missing slots is not charged. A token
named by a famous symbol takes its contract from ``tokenapi_facts.KNOWN_CONTRACTS``; another
symbol is looked up in the token registry (CoinGecko, market-cap ranked) at execution
(``resolve``), and one the registry does not list on that chain is a 404, never charged.
Prices take two calls, as the v1 API has no per-token price path: ``/v1/evm/pools`` finds a
pool of the token (a stablecoin pair first, then WETH), ``/v1/evm/pools/ohlc`` prices it.
"""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Literal
from urllib.parse import urlencode

from sextant.errors import NotFound
from sextant.routing.intent import extract
from sextant.venues.coingecko import CoinGeckoClient
from sextant.venues.tokenapi import Candle, PoolInfo, TokenApiClient
from sextant.venues.tokenapi_facts import (
    BALANCES,
    EXAMPLE_CONTRACT,
    HOLDERS,
    KNOWN_CONTRACTS,
    LIVE_URL,
    NETWORKS,
    PAGE_LIMIT,
    POOLS,
    POOLS_OHLC,
    STABLECOINS,
    TRANSFERS,
)

__all__ = ["EXAMPLE_CONTRACT", "Kind", "Resolver", "TokenApiPlan", "contract_of", "execute",
           "plan"]

Kind = Literal["balances", "holders", "transfers", "prices"]
_INTERVALS = (("1h", r"\b(hourly|1h|per hour|last (few )?hours?)\b"),
              ("4h", r"\b4h\b|\b4[- ]hour"), ("1w", r"\b(weekly|1w|per week)\b"))
#: Token API network -> the token registry's chain names (``venues/coingecko.PLATFORMS``).
_CHAIN_OF_NETWORK = {"mainnet": "ethereum", "arbitrum-one": "arbitrum"}
#: Tokens that live on one chain (not Ethereum mainnet): their network when none is named.
HOME_NETWORK = {"AERO": "base", "DEGEN": "base", "TOSHI": "base", "BRETT": "base",
                "VIRTUAL": "base", "VELO": "optimism", "OP": "optimism", "ARB": "arbitrum-one",
                "GMX": "arbitrum-one", "CAKE": "bsc", "WBNB": "bsc", "WAVAX": "avalanche"}
_WETH = frozenset(c for (_, s), c in KNOWN_CONTRACTS.items() if s == "WETH")
_TO = r"\b(to|received|receives|incoming|inbound|into|deposits? (in)?to)\b"


@dataclass(frozen=True)
class TokenApiPlan:
    """One Token API request (two for prices: a pool lookup, then its candles)."""

    kind: Kind
    endpoint: str
    params: dict[str, Any]
    missing: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    then: dict[str, Any] = field(default_factory=dict)  # prices: the OHLC call after the lookup
    resolve: dict[str, str] = field(default_factory=dict)  # {symbol, param}: looked up first

    def args(self) -> dict[str, Any]:
        """``query_ready.args``: the call (and for prices the call after it)."""
        out: dict[str, Any] = {"endpoint": self.endpoint, "params": dict(self.params)}
        if self.then:
            out["then"] = self.then
        if self.resolve:
            out["resolve"] = dict(self.resolve)
        if self.missing:
            out["missing"] = list(self.missing)
        return out

    def url(self) -> str:
        params = dict(self.params)
        if self.resolve:
            params[self.resolve["param"]] = f"<{self.resolve['symbol']}_CONTRACT>"
        return f"{LIVE_URL}{self.endpoint}?{urlencode(params, safe='<>')}"


def plan(text: str, networks: list[str]) -> TokenApiPlan:
    """The Token API request ``text`` asks for on the first of ``networks`` (else the named
    token's home chain, else mainnet)."""
    low = text.lower()
    addrs = extract.addresses(text)
    symbol = next(iter(extract.symbols_any_case(text, wrapped=True)), None)
    # "AERO holders" are Aerodrome's token holders on Base, where the token lives
    graph_net = (networks or [HOME_NETWORK.get(symbol or "", "mainnet")])[0]
    net = NETWORKS.get(graph_net)
    missing: list[str] = []
    notes: list[str] = []
    if net is None:
        missing.append("network")
        notes.append(f"the Token API serves {', '.join(sorted(set(NETWORKS.values())))}, "
                     f"not {graph_net}")
        net = graph_net
    count = extract.count(text)
    limit = min(count or PAGE_LIMIT, PAGE_LIMIT)
    params: dict[str, Any] = {"network": net}
    resolve: dict[str, str] = {}

    def token(param: str, contract: str | None, required: bool) -> None:
        """Fill ``param`` from an address, a famous symbol, or (at execution) a registry
        lookup of the symbol; without any, a required one is missing."""
        contract = contract or (KNOWN_CONTRACTS.get((net, symbol)) if symbol else None)
        if contract is not None:
            params[param] = contract
        elif symbol is not None:
            resolve.update(symbol=symbol, param=param)
            notes.append(f"{symbol} is resolved to its contract on {net} by the token "
                         "registry (market-cap rank) before the call")
        elif required:
            missing.append("contract")

    if re.search(r"\bholders?\b|\bwho (owns|holds)\b|\bwhales? of\b", low):
        kind: Kind = "holders"
        token("contract", addrs[0] if addrs else None, required=True)
        params["limit"] = limit
    elif re.search(r"\btransfers?\b|\bsent\b|\breceived\b|\bmovements?\b", low):
        kind = "transfers"
        wallet = next((a for a in addrs if a not in KNOWN_CONTRACTS.values()), None)
        if wallet is not None:
            side = "to_address" if re.search(_TO, low) else "from_address"
            params[side] = wallet
            notes.append(f"transfers {'to' if side == 'to_address' else 'from'} {wallet}")
        token("contract", next((a for a in addrs if a != wallet), None), required=False)
        if wallet is None and "contract" not in params and not resolve:
            missing.append("address or contract")
        params["limit"] = limit
    elif re.search(r"\b(price|prices|priced|worth|ohlc|ohlcv|candles?|how much is)\b", low):
        kind = "prices"
        token("input_token", addrs[0] if addrs else None, required=True)
        interval = next((i for i, pat in _INTERVALS if re.search(pat, low)), "1d")
        then = {"endpoint": POOLS_OHLC, "params": {
            "network": net, "pool": "<pool of the first call>", "interval": interval,
            "limit": min(count or 7, PAGE_LIMIT)}}
        return TokenApiPlan(kind, POOLS, params, tuple(missing), tuple(notes), then, resolve)
    else:
        kind = "balances"
        owner = next((a for a in addrs if a not in KNOWN_CONTRACTS.values()), None)
        if owner is None:
            missing.append("address")
        else:
            params["address"] = owner
        token("contract", next((a for a in addrs if a != owner), None), required=False)
        params["limit"] = limit
    endpoint = {"balances": BALANCES, "holders": HOLDERS, "transfers": TRANSFERS}[kind]
    return TokenApiPlan(kind, endpoint, params, tuple(missing), tuple(notes), {}, resolve)


async def contract_of(registry: CoinGeckoClient, symbol: str, network: str) -> str | None:
    """The contract of ``symbol`` on Token API ``network``: the best market-cap-ranked
    registry coin of that symbol that is on the chain (ticker squatters are unranked)."""
    chain = _CHAIN_OF_NETWORK.get(network, network)
    for coin in (await registry.registry()).claimants(symbol):
        address = coin.address_on(chain)
        if address:
            return address
    return None


def _row(record: Any) -> dict[str, Any]:
    out = asdict(record)
    for k, v in out.items():
        if hasattr(v, "isoformat"):
            out[k] = v.isoformat()
    return out


Resolver = Callable[[str, str], Awaitable[str | None]]


async def execute(client: TokenApiClient, args: dict[str, Any],
                  resolver: Resolver | None = None) -> dict[str, Any]:
    """Run a plan's ``args``: ``{endpoint, params, data, source, elapsed_ms}`` (and for prices
    ``pool`` and ``price``; ``resolved`` when a symbol was looked up by ``resolver(symbol,
    network)``). Raises the typed upstream errors, or ``NotFound`` when the symbol has no
    contract on the network or no pool trades the token to price it from."""
    started = time.perf_counter()
    endpoint, params = args["endpoint"], dict(args["params"])
    out: dict[str, Any] = {"endpoint": endpoint, "params": params}
    net = params["network"]
    if args.get("resolve"):
        symbol, param = args["resolve"]["symbol"], args["resolve"]["param"]
        contract = await resolver(symbol, net) if resolver is not None else None
        if contract is None:
            raise NotFound(f"the token registry lists no {symbol} contract on {net}",
                           code="unknown_token")
        params[param] = contract
        out["resolved"] = {"symbol": symbol, "contract": contract, "by": "token registry"}
    if endpoint == BALANCES:
        rows: list[Any] = await client.balances(net, params["address"], params.get("contract"),
                                                params.get("limit", PAGE_LIMIT))
    elif endpoint == HOLDERS:
        rows = await client.holders(net, params["contract"], params.get("limit", PAGE_LIMIT))
    elif endpoint == TRANSFERS:
        rows = await client.transfers(net, from_address=params.get("from_address"),
                                      to_address=params.get("to_address"),
                                      contract=params.get("contract"),
                                      limit=params.get("limit", PAGE_LIMIT))
    else:
        token = params["input_token"]
        pool = await _pool_of(client, net, token)
        if pool is None:
            raise NotFound(f"no DEX pool of {token} on {net} in the Token API to price it from",
                           code="no_price")
        then = dict(args.get("then", {}).get("params") or {})
        then.update(network=net, pool=pool.pool)
        rows = await client.ohlc(net, pool.pool, then.get("interval", "1d"),
                                 then.get("limit", 7))
        price = _price(pool, token, rows)
        if price is not None and price["usd"] is None and price["quote_contract"] in _WETH:
            price["usd"], price["usd_via_pool"] = await _usd_of_weth(
                client, net, price["quote_contract"], price["value"])
        out.update(then={"endpoint": POOLS_OHLC, "params": then}, pool=_row(pool), price=price)
    out.update(data=[_row(r) for r in rows], source=f"token-api:{client.mode()}",
               elapsed_ms=round((time.perf_counter() - started) * 1000, 1))
    return out


async def _pool_of(client: TokenApiClient, net: str, token: str) -> PoolInfo | None:
    """The pool to price ``token`` from (it may be either side of a pool)."""
    return _best_pool(await client.pools(net, input_token=token), token) or _best_pool(
        await client.pools(net, output_token=token), token)


async def _usd_of_weth(client: TokenApiClient, net: str, weth: str, amount: float
                       ) -> tuple[float | None, str | None]:
    """``amount`` WETH in USD through WETH's own stablecoin pool (one more lookup and bar)."""
    pool = await _pool_of(client, net, weth)
    if pool is None or _counter(pool, weth) not in STABLECOINS:
        return None, None
    price = _price(pool, weth, await client.ohlc(net, pool.pool, "1d", 1))
    return (amount * price["value"], pool.pool) if price else (None, None)


def _counter(pool: PoolInfo, token: str) -> str:
    return pool.output_token.address if pool.input_token.address == token else \
        pool.input_token.address


def _best_pool(pools: list[PoolInfo], token: str) -> PoolInfo | None:
    """A pool of ``token`` against a stablecoin, else against a famous WETH, else any."""
    ranked = sorted(pools, key=lambda p: (_counter(p, token) not in STABLECOINS,
                                          _counter(p, token) not in _WETH))
    return ranked[0] if ranked else None


def _price(pool: PoolInfo, token: str, candles: list[Candle]) -> dict[str, Any] | None:
    """The token's latest close in its counter token (the API quotes token0 in token1, or
    token1 in token0 when token0 is a stablecoin)."""
    if not candles or candles[0].close <= 0:
        return None
    t0_stable = pool.input_token.address in STABLECOINS
    ours_first = pool.input_token.address == token
    close = candles[0].close
    value = (1 / close if t0_stable else close) if ours_first else (
        close if t0_stable else 1 / close)
    ours, quote = ((pool.input_token, pool.output_token) if ours_first
                   else (pool.output_token, pool.input_token))
    return {"token": ours.address, "symbol": ours.symbol, "value": value,
            "quote": quote.symbol, "quote_contract": quote.address,
            "usd": value if quote.address in STABLECOINS else None,
            "at": candles[0].at.isoformat() if candles[0].at else None}
