"""Outbound HTTP to caller-chosen URLs, guarded against server-side request forgery.

The guard sits in the connection layer (an httpcore network backend): it resolves the host
itself, refuses the connection when any resolved address is private, loopback, link-local,
multicast, reserved or unspecified, and connects to the very address it checked. A name that
resolves to a public address at validation time and to 127.0.0.1 at connect time (DNS
rebinding) is therefore refused too. TLS still verifies the original host name.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import ssl
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import certifi
import httpcore
import httpx

Resolver = Callable[[str, int], Awaitable[list[str]]]


class EgressRefused(httpx.TransportError):
    """The target resolves to an address this service must not reach."""


def address_refusal(ip: str, allow_loopback: bool) -> str | None:
    """Why ``ip`` may not be reached (``None`` when it may)."""
    addr = ipaddress.ip_address(ip)
    if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped is not None:
        addr = addr.ipv4_mapped
    if addr.is_loopback:
        return None if allow_loopback else "loopback"
    for label, flagged in (("link-local", addr.is_link_local), ("private", addr.is_private),
                           ("multicast", addr.is_multicast), ("reserved", addr.is_reserved),
                           ("unspecified", addr.is_unspecified)):
        if flagged:
            return label
    return None if addr.is_global else "not globally routable"


async def system_resolve(host: str, port: int) -> list[str]:
    """Every address ``host`` resolves to (the system resolver)."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


class GuardedBackend(httpcore.AsyncNetworkBackend):
    """Resolves, checks and connects to the checked address."""

    def __init__(self, allow_loopback: bool, resolve: Resolver = system_resolve) -> None:
        self._inner = httpcore.AnyIOBackend()
        self._allow_loopback = allow_loopback
        self._resolve = resolve

    async def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                          local_address: str | None = None,
                          socket_options: Iterable[Any] | None = None
                          ) -> httpcore.AsyncNetworkStream:
        try:
            addresses = [str(ipaddress.ip_address(host.strip("[]")))]
        except ValueError:
            try:
                addresses = await self._resolve(host, port)
            except OSError as exc:
                raise httpcore.ConnectError(f"cannot resolve {host}") from exc
        if not addresses:
            raise httpcore.ConnectError(f"cannot resolve {host}")
        for ip in addresses:  # every answer must be allowed: a mixed answer is refused
            reason = address_refusal(ip, self._allow_loopback)
            if reason is not None:
                raise EgressRefused(f"{host} resolves to a {reason} address")
        return await self._inner.connect_tcp(addresses[0], port, timeout=timeout,
                                             local_address=local_address,
                                             socket_options=socket_options)

    async def connect_unix_socket(self, path: str, timeout: float | None = None,
                                  socket_options: Iterable[Any] | None = None
                                  ) -> httpcore.AsyncNetworkStream:
        raise EgressRefused("unix sockets are not reachable")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


class GuardedTransport(httpx.AsyncHTTPTransport):
    """``httpx.AsyncHTTPTransport`` whose connections go through ``GuardedBackend``."""

    def __init__(self, *, allow_loopback: bool, resolve: Resolver = system_resolve) -> None:
        super().__init__(retries=0)
        self._pool = httpcore.AsyncConnectionPool(
            ssl_context=ssl.create_default_context(cafile=certifi.where()),
            max_connections=20, max_keepalive_connections=5, keepalive_expiry=5.0,
            network_backend=GuardedBackend(allow_loopback, resolve),
        )

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        try:
            return await super().handle_async_request(request)
        except EgressRefused as exc:  # raised below httpx: attach the request
            raise EgressRefused(str(exc), request=request) from None
