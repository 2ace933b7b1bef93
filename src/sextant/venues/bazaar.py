"""Client of a facilitator's Bazaar discovery API (``GET /discovery/resources``).

Items come in two shapes (upstreams.md §10): x402 v1 (``maxAmountRequired``, network names
such as ``base``, description and output schema inside ``accepts[]``) and v2 (``amount``,
CAIP-2 networks, top-level ``description``/``mimeType`` and a ``bazaar`` extension).
``lastUpdated`` is unix seconds or an ISO string. Both normalise to one ``Service``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any, ClassVar, Self

import httpx

from sextant.bazaar.networks import to_caip2
from sextant.errors import UpstreamBadResponse
from sextant.transport.http import request_response
from sextant.venues.base import VenueFacts

if TYPE_CHECKING:
    from sextant.transport.factory import UpstreamClients

UPSTREAM = "bazaar"
SELLERS_UPSTREAM = "bazaar_sellers"
#: CDP publishes no limit for listing; the original read the whole list once an hour.
FACTS = VenueFacts(name="bazaar", upstream=UPSTREAM, rate_budget_per_minute=120)
#: The sellers a liveness probe calls (many hosts; the prober paces itself per round).
SELLERS_FACTS = VenueFacts(name="bazaar_sellers", upstream=SELLERS_UPSTREAM,
                           rate_budget_per_minute=600)
PAGE_REQUEST = 1000  # the original asked for 1000; the API may answer fewer (spec: 1-100)
MAX_ITEMS = 50_000  # a runaway paging guard (the list holds about 15-20k)
SCHEMA_TEXT_CHARS = 2048  # the original matched over the first 2 KB of the output schema
USDC_DECIMALS = 6


@dataclass(frozen=True)
class Offer:
    """One payment option of a resource."""

    scheme: str
    network: str  # CAIP-2
    price_usdc: float
    amount_atomic: int
    pay_to: str
    asset: str


@dataclass(frozen=True)
class Service:
    """One indexed resource, normalised from either item version."""

    resource: str
    description: str
    mime_type: str
    offers: tuple[Offer, ...]
    last_updated: datetime | None
    x402_version: int
    schema_text: str  # the serialised output schema, first 2 KB
    service_name: str = ""
    calls_30d: int = 0
    payers_30d: int = 0
    method: str = "GET"  # how the resource is called (a liveness probe calls it so)

    def fingerprint(self) -> str:
        """What a sync compares to tell a changed listing from an unchanged one."""
        return hashlib.sha1(repr(self).encode(), usedforsecurity=False).hexdigest()


@dataclass(frozen=True)
class Page:
    services: list[Service]
    raw_count: int  # items on the page, parsed or not
    skipped: int  # items that could not be normalised
    total: int | None


def parse_last_updated(value: Any) -> datetime | None:
    """Unix seconds (or milliseconds), or an ISO 8601 string, as an aware UTC datetime."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        seconds = value / 1000 if value > 10**11 else value
        return datetime.fromtimestamp(seconds, UTC)
    if isinstance(value, str) and value.strip():
        text = value.strip()
        if text.isdigit():
            return parse_last_updated(int(text))
        try:
            parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
        except ValueError:
            return None
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    return None


def _offer(accept: dict[str, Any]) -> Offer | None:
    network = to_caip2(str(accept.get("network", "")))
    raw = accept.get("amount", accept.get("maxAmountRequired"))
    try:
        atomic = int(Decimal(str(raw)))
    except (InvalidOperation, ValueError):
        return None
    if network is None or atomic < 0:
        return None
    return Offer(scheme=str(accept.get("scheme", "exact")), network=network,
                 price_usdc=atomic / 10**USDC_DECIMALS, amount_atomic=atomic,
                 pay_to=str(accept.get("payTo", "")), asset=str(accept.get("asset", "")))


def _bazaar_info(item: dict[str, Any]) -> dict[str, Any]:
    info = (((item.get("extensions") or {}).get("bazaar") or {}).get("info") or {})
    return info if isinstance(info, dict) else {}


def _method(item: dict[str, Any], accepts: list[dict[str, Any]]) -> str:
    inputs = [_bazaar_info(item).get("input")]
    inputs += [(a.get("outputSchema") or {}).get("input") for a in accepts
               if isinstance(a.get("outputSchema"), dict)]
    for spec in inputs:
        if isinstance(spec, dict) and str(spec.get("method", "")).upper() in _METHODS:
            return str(spec["method"]).upper()
    return "GET"


_METHODS = {"GET", "POST", "PUT", "PATCH", "DELETE"}


def _output_schema(item: dict[str, Any], accepts: list[dict[str, Any]]) -> Any:
    output = _bazaar_info(item).get("output")
    if isinstance(output, dict) and output.get("schema") is not None:
        return output["schema"]
    for accept in accepts:  # v1: accepts[].outputSchema
        schema = accept.get("outputSchema")
        if schema:
            return schema.get("output", schema) if isinstance(schema, dict) else schema
    return None


def normalise(item: Any) -> Service | None:
    """A discovery item of either version as a ``Service``; ``None`` if it has no usable
    resource URL or payment option."""
    if not isinstance(item, dict):
        return None
    resource = item.get("resource")
    accepts = [a for a in item.get("accepts") or [] if isinstance(a, dict)]
    if not isinstance(resource, str) or not resource.startswith(("http://", "https://")):
        return None
    offers = tuple(o for o in (_offer(a) for a in accepts) if o is not None)
    if not offers:
        return None
    descriptions = [str(item["description"])] if item.get("description") else []
    for accept in accepts:
        text = str(accept.get("description") or "")
        if text and text not in descriptions:
            descriptions.append(text)
    mime = item.get("mimeType") or next((a.get("mimeType") for a in accepts
                                         if a.get("mimeType")), "")
    schema = _output_schema(item, accepts)
    quality: dict[str, Any] = item.get("quality") or {}
    metadata: dict[str, Any] = item.get("metadata") or {}
    if not isinstance(quality, dict):
        quality = {}
    if not isinstance(metadata, dict):
        metadata = {}
    return Service(
        resource=resource, description=" ".join(descriptions)[:2000], mime_type=str(mime or ""),
        offers=offers, last_updated=parse_last_updated(item.get("lastUpdated")),
        x402_version=int(item.get("x402Version") or 1),
        schema_text=json.dumps(schema, sort_keys=True)[:SCHEMA_TEXT_CHARS] if schema else "",
        service_name=str(item.get("serviceName") or metadata.get("serviceName") or ""),
        calls_30d=int(quality.get("l30DaysTotalCalls") or 0),
        payers_30d=int(quality.get("l30DaysUniquePayers") or 0),
        method=_method(item, accepts),
    )


def parse_page(content: bytes) -> Page:
    """One ``/discovery/resources`` answer as a ``Page``."""
    try:
        body = json.loads(content)
    except ValueError:
        raise UpstreamBadResponse("discovery answered with a body that is not JSON",
                                  upstream=UPSTREAM) from None
    items = body.get("items") if isinstance(body, dict) else None
    if not isinstance(items, list):
        raise UpstreamBadResponse("discovery answered without an items list",
                                  upstream=UPSTREAM)
    pagination = body.get("pagination") or {}
    total = pagination.get("total") if isinstance(pagination, dict) else None
    services = normalise_all(items)
    return Page(services, len(items), len(items) - len(services),
                int(total) if isinstance(total, int) else None)


def normalise_all(items: list[Any]) -> list[Service]:
    return [s for s in (normalise(i) for i in items) if s is not None]


class DiscoveryClient:
    """Pages through ``/discovery/resources``."""

    facts: ClassVar[VenueFacts] = FACTS

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        """The client over the runtime's shared upstream client (and its rate bucket)."""
        return cls(upstreams.client(UPSTREAM))

    def __init__(self, http: httpx.AsyncClient, page_size: int = PAGE_REQUEST) -> None:
        self._http = http
        self._page_size = page_size

    async def page(self, offset: int) -> Page:
        response = await request_response(
            self._http, UPSTREAM, "GET", "/discovery/resources",
            params={"type": "http", "limit": self._page_size, "offset": offset})
        # a page is megabytes of JSON: decode and normalise off the event loop
        return await asyncio.to_thread(parse_page, response.content)

    async def pages(self) -> AsyncIterator[Page]:
        """Every page, honouring whatever page size the server answers with."""
        offset = 0
        while offset < MAX_ITEMS:
            page = await self.page(offset)
            yield page
            offset += page.raw_count
            if page.raw_count == 0 or (page.total is not None and offset >= page.total):
                return
