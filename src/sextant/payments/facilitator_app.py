"""The SDK's facilitator as its own HTTP service: ``/verify``, ``/settle``, ``/supported``
and a Bazaar ``/discovery/resources`` catalogue fed by verified payments.

Used for the loopback test tier (anvil), as a self-hosted facilitator for any EVM chain
(``sextant facilitator --rpc-url URL --network eip155:N`` with the gas-paying key in
``SEXTANT_FACILITATOR_PRIVATE_KEY``), and by the sandbox chain service
(``sextant.chain.service``), which mounts ``facilitator_router`` beside its chain routes.
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, FastAPI, HTTPException
from x402 import x402FacilitatorSync
from x402.extensions.bazaar import extract_discovery_info
from x402.schemas import (
    PaymentPayload,
    PaymentPayloadV1,
    PaymentRequirements,
    PaymentRequirementsV1,
)

from sextant.logs import get_logger

log = get_logger(__name__)


class DiscoveryCatalogue:
    """Resources seen in verified payments, keyed by URL (last one wins)."""

    def __init__(self) -> None:
        self._items: dict[str, dict[str, Any]] = {}
        self._lock = threading.Lock()

    def add(self, payload: Any, requirements: Any) -> None:
        try:
            found = extract_discovery_info(payload, requirements)
        except Exception as exc:  # invalid metadata never blocks a payment
            log.warning("discovery metadata rejected", error=str(exc))
            return
        if found is None:
            return
        item = {
            "resource": found.resource_url,
            "type": "http",
            "x402Version": found.x402_version,
            "accepts": [requirements.model_dump(by_alias=True, exclude_none=True)],
            "lastUpdated": datetime.now(UTC).isoformat(),
            "description": found.description,
            "mimeType": found.mime_type,
            "serviceName": found.service_name,
            "tags": found.tags,
            "extensions": {"bazaar": {"info": _plain(found.discovery_info)}},
        }
        with self._lock:
            self._items[found.resource_url] = {k: v for k, v in item.items() if v is not None}

    def page(self, limit: int, offset: int) -> dict[str, Any]:
        with self._lock:
            items = list(self._items.values())
        return {
            "x402Version": 2,
            "items": items[offset : offset + limit],
            "pagination": {"limit": limit, "offset": offset, "total": len(items)},
        }


def _plain(value: Any) -> Any:
    if hasattr(value, "model_dump"):
        return value.model_dump(by_alias=True, exclude_none=True)
    return value


def _parse(body: dict[str, Any]) -> tuple[Any, Any]:
    try:
        if int(body.get("x402Version", 2)) == 1:
            return (PaymentPayloadV1.model_validate(body["paymentPayload"]),
                    PaymentRequirementsV1.model_validate(body["paymentRequirements"]))
        return (PaymentPayload.model_validate(body["paymentPayload"]),
                PaymentRequirements.model_validate(body["paymentRequirements"]))
    except (KeyError, ValueError, TypeError) as exc:
        raise HTTPException(status_code=400, detail=f"invalid facilitator request: {exc}") from exc


def facilitator_router(facilitator: x402FacilitatorSync) -> APIRouter:
    """The facilitator routes around the SDK's synchronous facilitator.

    The routes are plain ``def`` so the blocking chain calls run on the threadpool.
    """
    router = APIRouter()
    catalogue = DiscoveryCatalogue()

    @router.get("/supported")
    def supported() -> Any:
        return facilitator.get_supported().model_dump(by_alias=True, exclude_none=True)

    @router.post("/verify")
    def verify(body: dict[str, Any]) -> Any:
        payload, requirements = _parse(body)
        result = facilitator.verify(payload, requirements)
        if result.is_valid:
            catalogue.add(payload, requirements)
        return result.model_dump(by_alias=True, exclude_none=True)

    @router.post("/settle")
    def settle(body: dict[str, Any]) -> Any:
        payload, requirements = _parse(body)
        return facilitator.settle(payload, requirements).model_dump(
            by_alias=True, exclude_none=True
        )

    @router.get("/discovery/resources")
    def resources(limit: int = 20, offset: int = 0) -> Any:
        return catalogue.page(max(1, min(limit, 100)), max(0, offset))

    return router


def create_facilitator_app(facilitator: x402FacilitatorSync) -> FastAPI:
    """An HTTP facilitator service around the SDK's synchronous facilitator."""
    app = FastAPI(title="Sextant facilitator")
    app.include_router(facilitator_router(facilitator))
    return app
