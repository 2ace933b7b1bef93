"""Request limits, enforced before anything else reads the request.

Header sizes (431), body size per route (413) and JSON nesting depth (400 ``invalid_json``)
are checked by the outermost middleware, so neither the payment gate nor a handler ever holds
an oversized request, and no JSON parser ever sees a body nested deep enough to exhaust the C
stack (importing ``py_ecc`` raises Python's recursion limit to 100,000, which lets CPython's
JSON decoder recurse until the process segfaults; ``sane_recursion_limit`` undoes that too).
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field

import numpy as np
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sextant.errors import SextantError

#: What a web service needs; py-evm's 12,288 and py_ecc's 100,000 are for their own code paths.
SANE_RECURSION_LIMIT = 3_000

_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = b"[]{}"
_NOT_BRACKETS = bytes(b for b in range(256) if b not in _BRACKETS)


def sane_recursion_limit(limit: int = SANE_RECURSION_LIMIT) -> None:
    """Lower the interpreter's recursion limit back to ``limit`` if an import raised it."""
    if sys.getrecursionlimit() > limit:
        sys.setrecursionlimit(limit)


def json_depth(body: bytes) -> int:
    """The deepest bracket nesting of a JSON text (strings ignored); linear, no recursion."""
    brackets = _JSON_STRING.sub(b'""', body).translate(None, delete=_NOT_BRACKETS)
    if not brackets:
        return 0
    arr = np.frombuffer(brackets, dtype=np.uint8)
    steps = np.where((arr == ord("[")) | (arr == ord("{")), 1, -1)
    return int(np.cumsum(steps, dtype=np.int64).max())


@dataclass(frozen=True)
class RequestLimits:
    """The limits in force (from ``Settings``); ``body_by_path`` overrides ``max_body_bytes``."""

    max_body_bytes: int = 64 * 1024
    max_header_bytes: int = 16 * 1024
    max_headers_total_bytes: int = 64 * 1024
    max_header_count: int = 100
    max_json_depth: int = 64
    body_by_path: dict[str, int] = field(default_factory=dict)

    def body_limit(self, path: str) -> int:
        return self.body_by_path.get(path.rstrip("/") or "/", self.max_body_bytes)


class _TooLarge(Exception):
    pass


class RequestLimitMiddleware:
    """ASGI middleware: 431 for oversized headers, 413 for oversized bodies, 400 for JSON
    nested deeper than ``max_json_depth``. The body is read once and replayed downstream."""

    def __init__(self, app: ASGIApp, limits: RequestLimits) -> None:
        self.app = app
        self.limits = limits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        problem = self._header_problem(scope)
        if problem is not None:
            await _reject(send, problem)
            return
        limit = self.limits.body_limit(scope["path"])
        declared = _content_length(scope)
        if declared is not None and declared > limit:
            await _reject(send, _too_large(limit))
            return
        try:
            body, tail = await _read_body(receive, limit)
        except _TooLarge:
            await _reject(send, _too_large(limit))
            return
        if body[:1] in (b"{", b"[") or body.lstrip()[:1] in (b"{", b"["):
            depth = json_depth(body)
            if depth > self.limits.max_json_depth:
                await _reject(send, SextantError(
                    f"body: JSON nested {depth} levels deep; at most "
                    f"{self.limits.max_json_depth} are accepted",
                    code="invalid_json", status=400, field="body",
                ))
                return
        await self.app(scope, _replay(body, tail, receive), send)

    def _header_problem(self, scope: Scope) -> SextantError | None:
        headers: list[tuple[bytes, bytes]] = scope.get("headers", [])
        total = 0
        for name, value in headers:
            size = len(name) + len(value)
            total += size
            if size > self.limits.max_header_bytes:
                return _headers_too_large(
                    f"header {name.decode('latin-1')[:64]!r} is {size} bytes; at most "
                    f"{self.limits.max_header_bytes} are accepted", name.decode("latin-1")[:64])
        if len(headers) > self.limits.max_header_count:
            return _headers_too_large(
                f"{len(headers)} headers; at most {self.limits.max_header_count} are accepted",
                None)
        if total > self.limits.max_headers_total_bytes:
            return _headers_too_large(
                f"headers total {total} bytes; at most {self.limits.max_headers_total_bytes} "
                "are accepted", None)
        return None


def _headers_too_large(message: str, header: str | None) -> SextantError:
    extra = {"header": header} if header else {}
    return SextantError(message, code="headers_too_large", status=431, **extra)


def _too_large(limit: int) -> SextantError:
    return SextantError(f"body: larger than the {limit} bytes this route accepts",
                        code="payload_too_large", status=413, field="body", max_bytes=limit)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def _read_body(receive: Receive, limit: int) -> tuple[bytes, Message | None]:
    """The whole body (at most ``limit`` bytes), and a non-body message met on the way."""
    chunks = bytearray()
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return bytes(chunks), message
        chunks.extend(message.get("body", b""))
        if len(chunks) > limit:
            raise _TooLarge
        if not message.get("more_body", False):
            return bytes(chunks), None


def _replay(body: bytes, tail: Message | None, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        if tail is not None:
            return tail
        return await receive()

    return replay


async def _reject(send: Send, error: SextantError) -> None:
    raw = json.dumps(error.to_body(), separators=(",", ":")).encode()
    await send({"type": "http.response.start", "status": error.status, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(raw)).encode()),
        (b"connection", b"close"),
    ]})
    await send({"type": "http.response.body", "body": raw})
