"""The Graph Token API simulator (v1 EVM) over the shared world's tokens, pools and wallets.

``/v1/evm/balances``, ``/v1/evm/holders``, ``/v1/evm/transfers``, ``/v1/evm/pools`` and
``/v1/evm/pools/ohlc`` in the wire shapes ``venues/tokenapi_facts.py`` cites (the zod schemas
of ``pinax-network/token-api`` and The Graph's "Upgrade to v1" guide): the envelope
``{data, statistics, pagination, results, request_time, duration_ms}``, ``amount`` as a
base-unit decimal string beside ``value`` in whole tokens, ``network`` ids (``mainnet``,
``base``), errors as ``{status, code, message}``, and the free tier's ``limit`` cap (403
above 10). Holdings are a pure function of (seed, wallet, token): balances and holders agree;
the showcase wallet holds Base's and Ethereum's USDC and WETH and an airdropped spam token.
Pool prices come from the world's USD prices (token0 in token1, inverted when token0 is a
stablecoin, as the API's OHLC query does), the latest bar at the world price.
"""

from __future__ import annotations

import hashlib
import math
import re
import time
from datetime import UTC, datetime
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.world import Pool, Token, Wallet, build_world, token_api_layout
from sextant.venues.tokenapi_facts import (
    BALANCES,
    HOLDERS,
    INTERVALS,
    PAGE_LIMIT,
    POOLS,
    POOLS_OHLC,
    STABLECOINS,
    TRANSFERS,
)

__all__ = ["NETWORK_OF_CHAIN", "create_app", "holding_units"]

#: The world's chain names -> the Token API's network ids.
NETWORK_OF_CHAIN = {"ethereum": "mainnet", "base": "base"}
_ADDRESS = re.compile(r"^(0[xX])?[0-9a-fA-F]{40}$")
_TX = re.compile(r"^(0[xX])?[0-9a-fA-F]{64}$")
_SHARE = {"blue_chip": 70, "normal": 40, "honeypot": 10, "spam": 25}
_FACTORY = {"v2": "0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f",
            "v3": "0x1f98431c8ad98523631ae4a59f267346ea31f984",
            "v4": "0x000000000004444c5dc75cb358380d2e3de08a90"}
_INTERVAL_S = {"1h": 3600, "4h": 14_400, "1d": 86_400, "1w": 604_800}
_TRANSFERS_PER_TOKEN = 12


def _h(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256(":".join(map(str, parts)).encode()).digest()[:8], "big")


def holding_units(seed: int, wallet: Wallet, token: Token) -> int:
    """The base units of ``token`` that ``wallet`` holds (0: none)."""
    if wallet.showcase:
        if token.kind == "blue_chip":
            return int((2_500 + _h("show", token.address) % 50_000) / token.price_usd
                       * 10 ** token.decimals)
        if token.kind == "spam" and token.symbol.endswith("-0"):  # an airdrop it never asked for
            return 4_200 * 10 ** token.decimals
    share = _SHARE.get(token.kind, 15)
    if _h("holds", seed, wallet.address, token.address) % 100 >= share:
        return 0
    usd = 10 ** (1 + _h("size", seed, wallet.address, token.address) % 50 / 10)
    whole = usd / token.price_usd if token.price_usd > 0 else usd * 100
    return int(whole * 10 ** token.decimals)


def _value(units: int, decimals: int) -> float:
    return units / 10 ** decimals


def _when(ts: int) -> str:
    return datetime.fromtimestamp(ts, tz=UTC).strftime("%Y-%m-%d %H:%M:%S")


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"status": status, "code": code, "message": message},
                        status_code=status)


class _BadInput(Exception):
    def __init__(self, message: str, status: int = 400, code: str = "bad_query_input") -> None:
        super().__init__(message)
        self.status, self.code = status, code


def _addresses(request: Request, name: str, *, tx: bool = False) -> list[str] | None:
    """A batched parameter (comma-separated or repeated), validated and lowercased."""
    raw = [v for item in request.query_params.getlist(name) for v in item.split(",") if v]
    if not raw:
        return None
    pattern = _TX if tx else _ADDRESS
    out = []
    for v in raw:
        if not pattern.match(v):
            raise _BadInput(f"Invalid EVM {'transaction' if tx else 'address'} for {name}: {v}")
        v = v.lower()
        out.append(v if v.startswith("0x") else "0x" + v)
    return out


def _page(request: Request) -> tuple[int, int]:
    try:
        limit = int(request.query_params.get("limit", PAGE_LIMIT))
        page = int(request.query_params.get("page", 1))
    except ValueError as exc:
        raise _BadInput("limit and page must be integers") from exc
    if limit < 1 or page < 1:
        raise _BadInput("limit and page must be at least 1")
    if limit > PAGE_LIMIT:
        raise _BadInput(f"limit {limit} is above your plan's maximum of {PAGE_LIMIT}",
                        status=403, code="forbidden")
    return limit, page


def create_app(seed: int = 402) -> Starlette:
    """The simulator of the world of ``seed``."""
    world = build_world(seed)
    layout = token_api_layout(world)
    anchor = int(time.time()) // 3600 * 3600
    tokens = {(NETWORK_OF_CHAIN[t.chain], t.address): t for t in layout.tokens
              if t.chain in NETWORK_OF_CHAIN}
    holdings: dict[tuple[str, str], list[tuple[Wallet, int]]] = {}
    for key, token in tokens.items():
        held = [(w, holding_units(seed, w, token)) for w in layout.wallets]
        holdings[key] = sorted(((w, u) for w, u in held if u > 0), key=lambda x: -x[1])
    tape = sorted((row for (net, c), t in tokens.items()
                   for row in _transfers(seed, anchor, net, t, holdings[(net, c)])),
                  key=lambda r: -r["timestamp"])
    pools = {(NETWORK_OF_CHAIN[p.chain], p.address): p for p in layout.pools
             if p.chain in NETWORK_OF_CHAIN}

    def envelope(rows: list[dict[str, Any]], page: int, started: float) -> JSONResponse:
        elapsed = time.perf_counter() - started
        return JSONResponse({
            "data": rows,
            "statistics": {"elapsed": round(elapsed, 6), "rows_read": 1_000 + len(rows) * 37,
                           "bytes_read": 64_000 + len(rows) * 2_900},
            "pagination": {"previous_page": max(1, page - 1), "current_page": page},
            "results": len(rows),
            "request_time": datetime.now(tz=UTC).isoformat(),
            "duration_ms": round(elapsed * 1000, 3)})

    def network_of(request: Request) -> str:
        net = request.query_params.get("network")
        if not net:
            raise _BadInput("network is required")
        if net not in {"mainnet", "base", "arbitrum-one", "bsc", "optimism", "polygon",
                       "avalanche", "unichain"}:
            raise _BadInput(f"Network not found: {net}")
        return net

    def balance_row(net: str, wallet: Wallet, token: Token, units: int) -> dict[str, Any]:
        ts = anchor - _h("upd", wallet.address, token.address) % 86_400 * 7
        return {"last_update": _when(ts), "last_update_block_num": _block(net, ts),
                "last_update_timestamp": ts, "address": wallet.address,
                "contract": token.address, "amount": str(units),
                "value": _value(units, token.decimals), "name": token.name,
                "symbol": token.symbol, "decimals": token.decimals, "network": net}

    async def handle(request: Request) -> JSONResponse:
        started = time.perf_counter()
        try:
            net = network_of(request)
            limit, page = _page(request)
            rows = ROUTES[request.url.path](request, net)
        except _BadInput as exc:
            return _error(exc.status, exc.code, str(exc))
        return envelope(rows[(page - 1) * limit: page * limit], page, started)

    def balances(request: Request, net: str) -> list[dict[str, Any]]:
        owners = _addresses(request, "address")
        if not owners:
            raise _BadInput("address is required")
        wanted = _addresses(request, "contract")
        rows = []
        for owner in owners:
            wallet = world.wallet(owner)
            for (n, contract), token in tokens.items():
                if n != net or (wanted and contract not in wanted) or wallet is None:
                    continue
                units = dict((w.address, u) for w, u in holdings[(n, contract)]).get(owner, 0)
                if units:
                    rows.append(balance_row(net, wallet, token, units))
        return sorted(rows, key=lambda r: -int(r["amount"]) * _price(r["contract"]))

    def _price(contract: str) -> float:
        token = tokens.get(("base", contract)) or tokens.get(("mainnet", contract))
        return token.price_usd / 10 ** token.decimals if token else 0.0

    def holders(request: Request, net: str) -> list[dict[str, Any]]:
        contracts = _addresses(request, "contract")
        if not contracts:
            raise _BadInput("contract is required")
        rows = [balance_row(net, w, tokens[(net, c)], u) for c in contracts
                if (net, c) in tokens for w, u in holdings[(net, c)]]
        return sorted(rows, key=lambda r: -int(r["amount"]))

    def transfer_rows(request: Request, net: str) -> list[dict[str, Any]]:
        filters = {k: _addresses(request, k) for k in ("contract", "from_address", "to_address")}
        txs = _addresses(request, "transaction_id", tx=True)
        return [r for r in tape if r["network"] == net
                and (not filters["contract"] or r["contract"] in filters["contract"])
                and (not filters["from_address"] or r["from"] in filters["from_address"])
                and (not filters["to_address"] or r["to"] in filters["to_address"])
                and (not txs or r["transaction_id"] in txs)]

    def pool_rows(request: Request, net: str) -> list[dict[str, Any]]:
        wanted = {k: _addresses(request, k) for k in ("pool", "input_token", "output_token",
                                                      "factory")}
        rows = []
        for (n, _), p in pools.items():
            row = _pool_row(n, p, tokens)
            if n != net or any(v and _pool_key(row, k) not in v for k, v in wanted.items()):
                continue
            rows.append(row)
        return rows

    def ohlc_rows(request: Request, net: str) -> list[dict[str, Any]]:
        found = _addresses(request, "pool")
        if not found:
            raise _BadInput("pool is required")
        interval = request.query_params.get("interval", "1d")
        if interval not in INTERVALS:
            raise _BadInput(f"interval must be one of {', '.join(INTERVALS)}")
        pool = pools.get((net, found[0]))
        if pool is None:
            return []
        limit, page = _page(request)
        return _candles(pool, tokens, net, anchor, interval, page * limit)

    ROUTES = {BALANCES: balances, HOLDERS: holders, TRANSFERS: transfer_rows, POOLS: pool_rows,
              POOLS_OHLC: ohlc_rows}
    return Starlette(routes=[Route(path, handle) for path in ROUTES])


def _block(net: str, ts: int) -> int:
    """A block number consistent with ``ts`` (12 s blocks on mainnet, 2 s on Base)."""
    return (ts - 1_438_269_988) // 12 if net == "mainnet" else (ts - 1_686_789_347) // 2


def _transfers(seed: int, anchor: int, net: str, token: Token,
               held: list[tuple[Wallet, int]]) -> list[dict[str, Any]]:
    """The token's recent transfers among its holders (and a few outside addresses)."""
    if not held:
        return []
    out = []
    for k in range(_TRANSFERS_PER_TOKEN):
        h = _h("transfer", seed, token.address, k)
        src = held[h % len(held)][0].address
        dst = (held[(h >> 8) % len(held)][0].address if (h >> 16) % 3 else
               "0x" + hashlib.sha256(f"outside:{h}".encode()).hexdigest()[:40])
        if dst == src:
            dst = "0x" + hashlib.sha256(f"outside:{h}:2".encode()).hexdigest()[:40]
        ts = anchor - (h >> 24) % (7 * 86_400)
        units = max(1, held[h % len(held)][1] // (2 + (h >> 32) % 20))
        out.append({"block_num": _block(net, ts), "datetime": _when(ts), "timestamp": ts,
                    "transaction_id": "0x" + hashlib.sha256(f"tx:{h}".encode()).hexdigest(),
                    "log_index": (h >> 40) % 200, "contract": token.address,
                    "type": "transfer", "from": src, "to": dst, "name": token.name,
                    "symbol": token.symbol, "decimals": token.decimals, "amount": str(units),
                    "value": _value(units, token.decimals), "network": net})
    return out


def _ref(tokens: dict[tuple[str, str], Token], net: str, address: str) -> dict[str, Any]:
    t = tokens.get((net, address))
    return {"address": address, "symbol": t.symbol if t else None,
            "decimals": t.decimals if t else None}


def _pool_row(net: str, p: Pool, tokens: dict[tuple[str, str], Token]) -> dict[str, Any]:
    return {"pool": p.address, "factory": _FACTORY[p.version], "protocol": f"uniswap_{p.version}",
            "input_token": _ref(tokens, net, p.token0), "output_token": _ref(tokens, net, p.token1),
            "fee": p.fee_tier, "network": net}


def _pool_key(row: dict[str, Any], key: str) -> str:
    value = row[key]
    return str(value["address"] if isinstance(value, dict) else value)


def _candles(pool: Pool, tokens: dict[tuple[str, str], Token], net: str, anchor: int,
             interval: str, n: int) -> list[dict[str, Any]]:
    t0, t1 = tokens.get((net, pool.token0)), tokens.get((net, pool.token1))
    if t0 is None or t1 is None or t1.price_usd <= 0:
        return []
    invert = pool.token0 in STABLECOINS and t0.price_usd > 0
    price = t1.price_usd / t0.price_usd if invert else t0.price_usd / t1.price_usd
    step = _INTERVAL_S[interval]
    start = anchor // step * step
    rows: list[dict[str, Any]] = []
    close = price
    for i in range(n):
        drift = ((_h("bar", pool.address, interval, i) % 2001) - 1000) / 1000 * 0.03
        open_ = close / (1 + drift) if close else 0.0
        swing = abs(drift) / 2 + 0.002
        high, low = max(open_, close) * (1 + swing), min(open_, close) * (1 - swing)
        volume = pool.volume_24h_usd * step / 86_400 / max(t0.price_usd, 1e-12)
        rows.append({"datetime": _when(start - i * step), "ticker": f"{t0.symbol}{t1.symbol}",
                     "pool": pool.address, "open": open_, "high": high, "low": low,
                     "close": close, "volume": round(volume, 6),
                     "uaw": 10 + _h("uaw", pool.address, i) % 500,
                     "transactions": 20 + _h("txs", pool.address, i) % 3000, "network": net})
        close = open_
    return rows if math.isfinite(price) else []
