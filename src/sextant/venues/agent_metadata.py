"""Resolve an ERC-8004 ``agentURI`` (``data:``, ``ipfs://``, ``https://``) to its registration
file, as untrusted input: an SSRF guard (no private, loopback, link-local or reserved targets
in live mode), a size limit and a time limit. A file that cannot be read is *invalid
metadata* (a signal), never an error of the caller's request."""

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

__all__ = ["MAX_BYTES", "Metadata", "MetadataResolver", "parse_data_uri", "public_host"]

MAX_BYTES = 256 * 1024
TIMEOUT_SECONDS = 5.0


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
