"""Resolve an ERC-8004 ``agentURI`` (``data:``, ``ipfs://``, ``https://``) to its registration
file, as untrusted input: an SSRF guard (no private, loopback, link-local or reserved targets
in live mode), a size limit and a time limit. A file that cannot be read is *invalid
metadata* (a signal), never an error of the caller's request.

:class:`EndpointProber` asks whether the endpoints a registration file declares answer now
(extra evidence beside the agent score, never part of it): at most ``MAX_ENDPOINTS`` of them,
one unpaid ``GET`` each, no redirects, ``PROBE_TIMEOUT_SECONDS`` and ``PROBE_MAX_BYTES`` each;
in live mode ``https`` only, through the connection-level SSRF guard of
``sextant.transport.egress`` (private, loopback and link-local targets refused at connect
time, DNS rebinding included)."""

from __future__ import annotations

import asyncio
import base64
import binascii
import ipaddress
import json
import socket
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote_to_bytes, urlsplit

import httpx

from sextant.venues.base import VenueFacts

__all__ = [
    "ENDPOINTS_FACTS",
    "MAX_BYTES",
    "MAX_ENDPOINTS",
    "EndpointCheck",
    "EndpointProber",
    "Metadata",
    "MetadataResolver",
    "declared_endpoints",
    "parse_data_uri",
    "public_host",
]

MAX_BYTES = 256 * 1024
TIMEOUT_SECONDS = 5.0
MAX_ENDPOINTS = 3
PROBE_TIMEOUT_SECONDS = 3.0
PROBE_MAX_BYTES = 4096
#: The agents' own hosts, probed at most ``MAX_ENDPOINTS`` per computed score.
ENDPOINTS_FACTS = VenueFacts(name="agent_endpoints", upstream="agent_endpoints",
                             rate_budget_per_minute=600)
#: Services probed first (the registration-v1 ``services[].name`` values).
_ORDER = {"a2a": 0, "mcp": 1, "web": 2}


@dataclass(frozen=True)
class Metadata:
    uri_scheme: str
    valid: bool  # resolves to a JSON object
    declares_x402: bool
    document: dict[str, Any] | None = None
    error: str | None = None


def parse_data_uri(uri: str) -> bytes:
    """The payload of a ``data:`` URI (RFC 2397, base64 or percent-encoded)."""
    header, sep, payload = uri[5:].partition(",")
    if not sep:
        raise ValueError("data: URI without a comma")
    if header.endswith(";base64"):
        try:
            return base64.b64decode(payload, validate=True)
        except binascii.Error as exc:
            raise ValueError(f"bad base64: {exc}") from None
    return unquote_to_bytes(payload)


def _document(raw: bytes, scheme: str) -> Metadata:
    if len(raw) > MAX_BYTES:
        return Metadata(scheme, False, False, error=f"larger than {MAX_BYTES} bytes")
    try:
        doc = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        return Metadata(scheme, False, False, error=f"not JSON: {exc}")
    if not isinstance(doc, dict):
        return Metadata(scheme, False, False, error="not a JSON object")
    flag = doc.get("x402Support", doc.get("x402support"))
    declares = flag is True or (isinstance(flag, str) and flag.lower() == "true")
    return Metadata(scheme, True, declares, doc)


def public_host(host: str) -> bool:
    """Whether every address ``host`` resolves to is public (the SSRF guard)."""
    try:
        infos = socket.getaddrinfo(host, 443, proto=socket.IPPROTO_TCP)
    except OSError:
        return False
    for info in infos:
        ip = ipaddress.ip_address(info[4][0])
        if (ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_reserved
                or ip.is_multicast or ip.is_unspecified):
            return False
    return bool(infos)


class MetadataResolver:
    """Fetches registration files; ``allow_private`` is for the sandbox only."""

    def __init__(self, ipfs: httpx.AsyncClient | None, *, allow_private: bool = False,
                 timeout: float = TIMEOUT_SECONDS) -> None:
        self.ipfs = ipfs
        self.allow_private = allow_private
        self.timeout = timeout

    async def resolve(self, uri: str) -> Metadata:
        uri = uri.strip()
        scheme = uri.split(":", 1)[0].lower() if ":" in uri else ""
        if not uri:
            return Metadata("", False, False, error="no agentURI")
        if scheme == "data":
            try:
                return _document(parse_data_uri(uri), scheme)
            except ValueError as exc:
                return Metadata(scheme, False, False, error=str(exc))
        if scheme == "ipfs":
            if self.ipfs is None:
                return Metadata(scheme, False, False, error="no IPFS gateway configured")
            path = uri[len("ipfs://"):].removeprefix("ipfs/")
            return await self._get(self.ipfs, f"/ipfs/{path}", scheme)
        if scheme == "https" or (scheme == "http" and self.allow_private):
            host = urlsplit(uri).hostname or ""
            if not self.allow_private and not await asyncio.to_thread(public_host, host):
                return Metadata(scheme, False, False, error="refused: not a public host")
            async with httpx.AsyncClient(headers={"accept": "application/json"}) as web:
                return await self._get(web, uri, scheme)
        return Metadata(scheme, False, False, error=f"unsupported URI scheme {scheme!r}")

    async def _get(self, client: httpx.AsyncClient, url: str, scheme: str) -> Metadata:
        try:
            async with asyncio.timeout(self.timeout):
                async with client.stream("GET", url, follow_redirects=False) as r:
                    if r.status_code != 200:
                        return Metadata(scheme, False, False, error=f"HTTP {r.status_code}")
                    raw = bytearray()
                    async for part in r.aiter_bytes():
                        raw.extend(part)
                        if len(raw) > MAX_BYTES:
                            return Metadata(scheme, False, False,
                                            error=f"larger than {MAX_BYTES} bytes")
        except (TimeoutError, httpx.HTTPError) as exc:
            return Metadata(scheme, False, False, error=f"unreachable: {type(exc).__name__}")
        return _document(bytes(raw), scheme)


# ----------------------------------------------------------------------------- endpoints


@dataclass(frozen=True)
class EndpointCheck:
    """One declared endpoint called once, unpaid: ``answered`` when it gave any HTTP answer
    below 500; ``x402`` when that answer was a 402 (a paid service asking for payment)."""

    name: str
    url: str
    answered: bool
    status: int | None
    x402: bool
    detail: str


def declared_endpoints(document: dict[str, Any] | None, limit: int = MAX_ENDPOINTS
                       ) -> list[tuple[str, str]]:
    """``(name, url)`` of the ``http(s)`` endpoints a registration file declares
    (``services``, or the older ``endpoints``), A2A, MCP and web first, at most ``limit``."""
    rows = (document or {}).get("services") or (document or {}).get("endpoints") or []
    found: dict[str, str] = {}
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict):
            continue
        url = str(row.get("endpoint") or row.get("url") or "").strip()
        if url.split(":", 1)[0].lower() in ("http", "https") and url not in found:
            found[url] = str(row.get("name") or "")[:40]
    ranked = sorted(found.items(), key=lambda kv: _ORDER.get(kv[1].lower(), 9))
    return [(name, url) for url, name in ranked[:limit]]


class EndpointProber:
    """Calls declared endpoints through ``http`` (live: an ``egress.GuardedTransport``
    client; sandbox: the agents' simulator). ``allow_plain_http`` is for the sandbox only."""

    def __init__(self, http: httpx.AsyncClient, *, allow_plain_http: bool = False,
                 timeout: float = PROBE_TIMEOUT_SECONDS, max_endpoints: int = MAX_ENDPOINTS
                 ) -> None:
        self.http = http
        self.allow_plain_http = allow_plain_http
        self.timeout = timeout
        self.max_endpoints = max_endpoints

    async def check(self, document: dict[str, Any] | None) -> list[EndpointCheck]:
        targets = declared_endpoints(document, self.max_endpoints)
        return list(await asyncio.gather(*(self._one(n, u) for n, u in targets)))

    async def _one(self, name: str, url: str) -> EndpointCheck:
        if urlsplit(url).scheme.lower() != "https" and not self.allow_plain_http:
            return EndpointCheck(name, url, False, None, False, "refused: not https")
        try:
            async with asyncio.timeout(self.timeout):
                async with self.http.stream("GET", url, follow_redirects=False) as r:
                    seen = 0
                    async for part in r.aiter_bytes():
                        seen += len(part)
                        if seen >= PROBE_MAX_BYTES:
                            break
                    status = r.status_code
        except TimeoutError:
            return EndpointCheck(name, url, False, None, False,
                                 f"no answer within {self.timeout:g} s")
        except httpx.HTTPError as exc:  # EgressRefused (the SSRF guard) is one of these
            reason = str(exc) if "resolves to" in str(exc) else type(exc).__name__
            return EndpointCheck(name, url, False, None, False, f"unreachable: {reason}")
        answered = status < 500
        detail = ("402: asks for payment (x402)" if status == 402 else f"HTTP {status}")
        return EndpointCheck(name, url, answered, status, status == 402, detail)
