"""Ethereum JSON-RPC reads: ``eth_getLogs`` over bounded block chunks (with concurrency,
retries and splitting when a node caps the result), ``eth_call``, blocks and time windows.

The client only knows JSON-RPC: it reaches a node through any ``httpx.AsyncClient`` (the
dev chain service's ``/rpc`` in sandbox, a public RPC in live mode).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import httpx

from sextant.errors import UpstreamBadResponse, UpstreamTimeout, UpstreamUnavailable

__all__ = ["JsonRpc", "Log", "RpcError", "topic_address", "topic_int"]

CHUNK_BLOCKS = 9_999
CONCURRENCY = 8
ATTEMPTS = 3
RETRY_DELAY_SECONDS = 0.2
#: Node messages that mean "ask for a smaller range" (geth, erigon, alchemy, base).
_TOO_MANY = ("too many", "limit exceeded", "range", "10000 results", "response size")


class RpcError(Exception):
    """A JSON-RPC error answer."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message

    @property
    def too_many_results(self) -> bool:
        text = self.message.lower()
        return any(t in text for t in _TOO_MANY)


@dataclass(frozen=True)
class Log:
    address: str
    topics: tuple[str, ...]
    data: str
    block_number: int
    transaction_hash: str
    log_index: int

    @classmethod
    def parse(cls, raw: dict[str, Any]) -> Log:
        try:
            return cls(
                address=str(raw["address"]).lower(),
                topics=tuple(str(t).lower() for t in raw.get("topics") or ()),
                data=str(raw.get("data") or "0x"),
                block_number=int(raw["blockNumber"], 16),
                transaction_hash=str(raw["transactionHash"]).lower(),
                log_index=int(raw["logIndex"], 16),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise UpstreamBadResponse(f"malformed log: {exc}", upstream="jsonrpc") from exc

    @property
    def key(self) -> tuple[int, int]:
        return self.block_number, self.log_index


def topic_address(address: str) -> str:
    """An address as a 32-byte topic (lower-case, zero-padded)."""
    return "0x" + address.lower().removeprefix("0x").rjust(64, "0")


def topic_int(value: int) -> str:
    return "0x" + format(value, "064x")


class JsonRpc:
    """JSON-RPC over an HTTP client (or a function giving the client of the running loop);
    ``path`` is appended to the client's base URL."""

    def __init__(self, http: httpx.AsyncClient | Callable[[], httpx.AsyncClient],
                 path: str = "", *, upstream: str = "jsonrpc",
                 chunk_blocks: int = CHUNK_BLOCKS, concurrency: int = CONCURRENCY,
                 attempts: int = ATTEMPTS, retry_delay: float = RETRY_DELAY_SECONDS) -> None:
        self._http = http
        self.path = path
        self.upstream = upstream
        self.chunk_blocks = chunk_blocks
        self.concurrency = concurrency
        self.attempts = attempts
        self.retry_delay = retry_delay
        self._ids = 0
        self.calls = 0  # requests sent (tests and logs read it)

    async def _once(self, method: str, params: list[Any]) -> Any:
        self._ids += 1
        self.calls += 1
        body = {"jsonrpc": "2.0", "id": self._ids, "method": method, "params": params}
        try:
            http = self._http if isinstance(self._http, httpx.AsyncClient) else self._http()
            r = await http.post(self.path, json=body)
        except httpx.TimeoutException as exc:
            raise UpstreamTimeout(f"{method} timed out", upstream=self.upstream,
                                  retry_after_seconds=10) from exc
        except httpx.HTTPError as exc:
            raise UpstreamUnavailable(f"{method}: {exc}", upstream=self.upstream,
                                      retry_after_seconds=10) from exc
        if r.status_code == 429 or r.status_code >= 500:
            raise UpstreamUnavailable(f"{method}: HTTP {r.status_code}", upstream=self.upstream,
                                      retry_after_seconds=10)
        try:
            answer = r.json()
        except ValueError as exc:
            raise UpstreamBadResponse(f"{method}: not JSON", upstream=self.upstream) from exc
        if not isinstance(answer, dict):
            raise UpstreamBadResponse(f"{method}: not a JSON-RPC answer", upstream=self.upstream)
        if answer.get("error"):
            err = answer["error"] if isinstance(answer["error"], dict) else {}
            raise RpcError(int(err.get("code", -32000)), str(err.get("message", answer["error"])))
        return answer.get("result")

    async def call(self, method: str, params: list[Any]) -> Any:
        """One call, retried on transport errors and 5xx/429 (``attempts`` in all)."""
        for attempt in range(1, self.attempts + 1):
            try:
                return await self._once(method, params)
            except (UpstreamUnavailable, UpstreamTimeout):
                if attempt == self.attempts:
                    raise
                await asyncio.sleep(self.retry_delay * attempt)
        raise AssertionError("unreachable")

    async def block_number(self) -> int:
        return int(await self.call("eth_blockNumber", []), 16)

    async def block_timestamp(self, number: int) -> int:
        block = await self.call("eth_getBlockByNumber", [hex(number), False])
        if not isinstance(block, dict):
            raise UpstreamBadResponse(f"no block {number}", upstream=self.upstream)
        return int(block["timestamp"], 16)

    async def eth_call(self, to: str, data: str, block: str = "latest") -> str:
        return str(await self.call("eth_call", [{"to": to, "data": data}, block]))

    async def first_block_at(self, timestamp: int, low: int = 0,
                             high: int | None = None) -> int:
        """The first block whose timestamp is at or after ``timestamp`` (binary search);
        ``high + 1`` when every block is older."""
        high = await self.block_number() if high is None else high
        lo, hi = low, high + 1
        while lo < hi:
            mid = (lo + hi) // 2
            if await self.block_timestamp(mid) >= timestamp:
                hi = mid
            else:
                lo = mid + 1
        return lo

    async def _logs_range(self, flt: dict[str, Any], start: int, end: int) -> list[Log]:
        for attempt in range(1, self.attempts + 1):
            try:
                raw = await self._once("eth_getLogs", [{**flt, "fromBlock": hex(start),
                                                         "toBlock": hex(end)}])
                break
            except RpcError as exc:
                if exc.too_many_results and end > start:
                    mid = (start + end) // 2
                    left, right = await asyncio.gather(self._logs_range(flt, start, mid),
                                                       self._logs_range(flt, mid + 1, end))
                    return left + right
                if attempt == self.attempts:
                    raise UpstreamBadResponse(f"eth_getLogs: {exc.message}",
                                              upstream=self.upstream) from exc
            except (UpstreamUnavailable, UpstreamTimeout):
                if attempt == self.attempts:
                    raise
            await asyncio.sleep(self.retry_delay * attempt)
        if not isinstance(raw, list):
            raise UpstreamBadResponse("eth_getLogs: not a list", upstream=self.upstream)
        return [Log.parse(x) for x in raw]

    async def get_logs(self, address: str | Sequence[str], topics: Sequence[Any],
                       from_block: int, to_block: int) -> list[Log]:
        """Every log of ``address`` matching ``topics`` in ``[from_block, to_block]``, in
        chain order, fetched in ``chunk_blocks`` chunks, ``concurrency`` at a time."""
        if to_block < from_block:
            return []
        flt = {"address": address, "topics": list(topics)}
        gate = asyncio.Semaphore(self.concurrency)

        async def chunk(start: int) -> list[Log]:
            async with gate:
                return await self._logs_range(
                    flt, start, min(start + self.chunk_blocks - 1, to_block))

        parts = await asyncio.gather(*(chunk(s) for s in range(from_block, to_block + 1,
                                                                 self.chunk_blocks)))
        return sorted((log for part in parts for log in part), key=lambda x: x.key)


def data_words(data: str) -> list[bytes]:
    raw = bytes.fromhex(data.removeprefix("0x"))
    return [raw[i:i + 32] for i in range(0, len(raw), 32)]
