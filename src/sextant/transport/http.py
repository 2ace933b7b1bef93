"""Issue one upstream request and map transport failures to the typed upstream errors."""

from __future__ import annotations

from typing import Any

import httpx

from sextant.errors import UpstreamBadResponse, UpstreamTimeout, UpstreamUnavailable
from sextant.observability.metrics import upstream_call


async def request_response(
    client: httpx.AsyncClient,
    upstream: str,
    method: str,
    url: str,
    *,
    retry_after_seconds: int = 30,
    **kwargs: Any,
) -> httpx.Response:
    """``client.request(...)`` as a 2xx response, transport failures and non-2xx answers
    mapped as in :func:`request_json` (for callers that decode the body themselves)."""
    with upstream_call(upstream):
        return await _request(client, upstream, method, url,
                              retry_after_seconds=retry_after_seconds, **kwargs)


async def request_json(
    client: httpx.AsyncClient,
    upstream: str,
    method: str,
    url: str,
    *,
    retry_after_seconds: int = 30,
    **kwargs: Any,
) -> Any:
    """``client.request(...)`` returning parsed JSON.

    Raises ``UpstreamTimeout`` (504), ``UpstreamUnavailable`` (502) for transport errors and
    non-2xx answers, and ``UpstreamBadResponse`` (502) when the body is not JSON. Each call is
    counted and timed per upstream (``/metrics``).
    """
    with upstream_call(upstream):
        response = await _request(client, upstream, method, url,
                                  retry_after_seconds=retry_after_seconds, **kwargs)
        try:
            return response.json()
        except ValueError as exc:
            raise UpstreamBadResponse(
                f"{upstream} answered with a body that is not JSON", upstream=upstream,
                retry_after_seconds=retry_after_seconds,
            ) from exc


async def _request(client: httpx.AsyncClient, upstream: str, method: str, url: str, *,
                   retry_after_seconds: int, **kwargs: Any) -> httpx.Response:
    try:
        response = await client.request(method, url, **kwargs)
    except httpx.TimeoutException as exc:
        raise UpstreamTimeout(
            f"{upstream} did not answer in time", upstream=upstream,
            retry_after_seconds=retry_after_seconds,
        ) from exc
    except httpx.HTTPError as exc:
        raise UpstreamUnavailable(
            f"{upstream} could not be reached ({type(exc).__name__})", upstream=upstream,
            retry_after_seconds=retry_after_seconds,
        ) from exc
    if response.status_code >= 400:
        raise UpstreamUnavailable(
            f"{upstream} answered HTTP {response.status_code}", upstream=upstream,
            retry_after_seconds=retry_after_seconds, upstream_status=response.status_code,
        )
    return response
