"""The Graph Token API client: ERC-20 balances, holders, transfers, and pool prices (v1 EVM).

Wire shapes and parameters as in ``tokenapi_facts`` (which names its published sources).
Every answer is the envelope ``{data: [...], statistics, pagination, results, ...}``; rows
parse into the typed records below, and anything unreadable is a ``bad_response``.

How requests are sent (``mode()``): the sandbox simulator (``sandbox/token_api.py``) when the
upstream is simulated, else the configured host with ``Authorization: Bearer`` and the JWT of
``SEXTANT_GRAPH_TOKEN_API_JWT``; without one, ``ServiceUnconfigured`` (503, never charged).
The JWT is only ever put in that header (never logged, never in a repr).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, ClassVar, Literal, Self

from sextant.errors import ServiceUnconfigured
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.venues.base import VenueFacts
from sextant.venues.parse import bad_response, num, opt_num, to_utc
from sextant.venues.tokenapi_facts import (
    BALANCES,
    FACTS,
    HOLDERS,
    PAGE_LIMIT,
    POOLS,
    POOLS_OHLC,
    TRANSFERS,
    UPSTREAM,
)

__all__ = [
    "Balance", "Candle", "Page", "PoolInfo", "TokenApiClient", "TokenApiMode", "TokenRef",
    "Transfer", "balances_from", "candles_from", "page_from", "pools_from", "transfers_from",
]

TokenApiMode = Literal["sandbox-simulator", "jwt", "unconfigured"]


@dataclass(frozen=True, slots=True)
class Page:
    """One answer's envelope: the raw rows and the upstream's own statistics."""

    rows: tuple[dict[str, Any], ...]
    statistics: dict[str, Any]
    current_page: int


@dataclass(frozen=True, slots=True)
class Balance:
    """A balance (``/balances``) or a holder (``/holders``): ``amount`` in base units as the
    API sends it (a decimal string), ``value`` in whole tokens."""

    address: str
    contract: str
    amount: str
    value: float
    symbol: str | None
    name: str | None
    decimals: int | None
    network: str
    last_update: datetime | None


@dataclass(frozen=True, slots=True)
class Transfer:
    block_num: int
    at: datetime | None
    transaction_id: str
    contract: str
    from_address: str
    to_address: str
    amount: str
    value: float
    symbol: str | None
    decimals: int | None
    network: str


@dataclass(frozen=True, slots=True)
class TokenRef:
    address: str
    symbol: str | None
    decimals: int | None


@dataclass(frozen=True, slots=True)
class PoolInfo:
    pool: str
    protocol: str | None
    input_token: TokenRef
    output_token: TokenRef
    network: str


@dataclass(frozen=True, slots=True)
class Candle:
    """One OHLC bar of a pool: token0 priced in token1, or token1 in token0 when token0 is a
    stablecoin (the API's own orientation)."""

    at: datetime | None
    ticker: str
    pool: str
    open: float
    high: float
    low: float
    close: float
    volume: float
    transactions: int
    network: str


def page_from(body: Any) -> Page:
    """The envelope of one answer; a body without a ``data`` list is a bad response."""
    if not isinstance(body, dict) or not isinstance(body.get("data"), list):
        raise bad_response(UPSTREAM, "expected an object with a data list")
    rows = body["data"]
    if not all(isinstance(r, dict) for r in rows):
        raise bad_response(UPSTREAM, "a data row is not an object")
    stats = body.get("statistics") if isinstance(body.get("statistics"), dict) else {}
    pagination = body.get("pagination") if isinstance(body.get("pagination"), dict) else {}
    return Page(tuple(rows), dict(stats or {}), int(num((pagination or {}).get(
        "current_page"), 1, upstream=UPSTREAM)))


def _str(row: dict[str, Any], key: str) -> str:
    value = row.get(key)
    if not isinstance(value, str) or not value:
        raise bad_response(UPSTREAM, f"row without {key}: {str(row)[:120]}")
    return value


def _opt_int(value: Any) -> int | None:
    got = opt_num(value, upstream=UPSTREAM)
    return None if got is None else int(got)


def _amount(row: dict[str, Any]) -> str:
    amount = row.get("amount")
    if not isinstance(amount, str) or not amount.isdigit():
        raise bad_response(UPSTREAM, f"amount is not a decimal integer string: {amount!r}")
    return amount


def balances_from(body: Any) -> list[Balance]:
    """Rows of ``/v1/evm/balances`` or ``/v1/evm/holders`` (the same row shape)."""
    return [Balance(_str(r, "address").lower(), _str(r, "contract").lower(), _amount(r),
                    num(r.get("value"), upstream=UPSTREAM), r.get("symbol"), r.get("name"),
                    _opt_int(r.get("decimals")), _str(r, "network"),
                    to_utc(r.get("last_update_timestamp") or r.get("last_update"),
                           upstream=UPSTREAM))
            for r in page_from(body).rows]


def transfers_from(body: Any) -> list[Transfer]:
    return [Transfer(int(num(r.get("block_num"), upstream=UPSTREAM)),
                     to_utc(r.get("timestamp") or r.get("datetime"), upstream=UPSTREAM),
                     _str(r, "transaction_id"), _str(r, "contract").lower(),
                     _str(r, "from").lower(), _str(r, "to").lower(), _amount(r),
                     num(r.get("value"), upstream=UPSTREAM), r.get("symbol"),
                     _opt_int(r.get("decimals")), _str(r, "network"))
            for r in page_from(body).rows]


def _token(value: Any) -> TokenRef:
    if not isinstance(value, dict):
        raise bad_response(UPSTREAM, f"pool token is not an object: {value!r}")
    return TokenRef(_str(value, "address").lower(), value.get("symbol"),
                    _opt_int(value.get("decimals")))


def pools_from(body: Any) -> list[PoolInfo]:
    return [PoolInfo(_str(r, "pool").lower(), r.get("protocol"), _token(r.get("input_token")),
                     _token(r.get("output_token")), _str(r, "network"))
            for r in page_from(body).rows]


def _candle(r: dict[str, Any]) -> Candle:
    o, h, low, c, v = (num(r.get(k), upstream=UPSTREAM)
                       for k in ("open", "high", "low", "close", "volume"))
    return Candle(to_utc(r.get("datetime"), upstream=UPSTREAM), str(r.get("ticker") or ""),
                  _str(r, "pool").lower(), o, h, low, c, v,
                  int(num(r.get("transactions"), upstream=UPSTREAM)), _str(r, "network"))


def candles_from(body: Any) -> list[Candle]:
    return [_candle(r) for r in page_from(body).rows]


class TokenApiClient:
    """Reads the Token API (or its simulator); see the module docstring."""

    facts: ClassVar[VenueFacts] = FACTS

    def __init__(self, upstreams: UpstreamClients, jwt: str | None = None) -> None:
        self.upstreams = upstreams
        self._jwt = jwt

    def __repr__(self) -> str:
        return f"TokenApiClient(mode={self.mode()!r})"

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        jwt = getattr(upstreams.settings, "graph_token_api_jwt", None)
        return cls(upstreams, jwt.get_secret_value() if jwt is not None else None)

    def mode(self) -> TokenApiMode:
        if self.upstreams.uses_simulator(UPSTREAM):
            return "sandbox-simulator"
        return "jwt" if self._jwt else "unconfigured"

    async def get(self, path: str, params: dict[str, Any]) -> Any:
        """The wire JSON of ``GET path?params`` (``limit`` capped to the free tier's 10)."""
        mode = self.mode()
        if mode == "unconfigured":
            raise ServiceUnconfigured(
                "no Graph Token API JWT (SEXTANT_GRAPH_TOKEN_API_JWT) is configured",
                code="service_unconfigured")
        query = {k: v for k, v in params.items() if v is not None}
        query["limit"] = max(1, min(int(query.get("limit", PAGE_LIMIT)), PAGE_LIMIT))
        headers = {"Authorization": f"Bearer {self._jwt}"} if mode == "jwt" else {}
        return await request_json(self.upstreams.client(UPSTREAM), UPSTREAM, "GET", path,
                                  params=query, headers=headers)

    async def balances(self, network: str, address: str, contract: str | None = None,
                       limit: int = PAGE_LIMIT) -> list[Balance]:
        return balances_from(await self.get(BALANCES, {
            "network": network, "address": address, "contract": contract, "limit": limit}))

    async def holders(self, network: str, contract: str, limit: int = PAGE_LIMIT
                      ) -> list[Balance]:
        return balances_from(await self.get(HOLDERS, {
            "network": network, "contract": contract, "limit": limit}))

    async def transfers(self, network: str, *, from_address: str | None = None,
                        to_address: str | None = None, contract: str | None = None,
                        limit: int = PAGE_LIMIT) -> list[Transfer]:
        return transfers_from(await self.get(TRANSFERS, {
            "network": network, "from_address": from_address, "to_address": to_address,
            "contract": contract, "limit": limit}))

    async def pools(self, network: str, *, input_token: str | None = None,
                    output_token: str | None = None, limit: int = PAGE_LIMIT
                    ) -> list[PoolInfo]:
        return pools_from(await self.get(POOLS, {
            "network": network, "input_token": input_token, "output_token": output_token,
            "limit": limit}))

    async def ohlc(self, network: str, pool: str, interval: str = "1d",
                   limit: int = PAGE_LIMIT) -> list[Candle]:
        return candles_from(await self.get(POOLS_OHLC, {
            "network": network, "pool": pool, "interval": interval, "limit": limit}))
