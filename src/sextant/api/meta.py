"""Free service metadata: health, x402 discovery."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends

from sextant import __version__, catalog
from sextant.api.deps import get_runtime
from sextant.payments.seller import discovery_extension, requirements_for
from sextant.runtime import Runtime

router = APIRouter(tags=["meta"])


@router.get("/healthz")
async def healthz(runtime: Runtime = Depends(get_runtime)) -> dict[str, Any]:
    """Liveness plus the payment configuration in force."""
    return {
        "status": "ok",
        "version": __version__,
        "mode": runtime.settings.mode.value,
        "network": runtime.terms.network,
        "paid_endpoints": len(catalog.paid_endpoints()),
    }


def payment_info(endpoint: catalog.Endpoint, runtime: Runtime) -> dict[str, Any]:
    """The ``x-payment-info`` object of an OpenAPI operation."""
    return {
        "protocol": "x402",
        "x402Version": 2,
        "acceptsV1Header": "X-PAYMENT",
        "scheme": "exact",
        "price_usd": str(endpoint.price_usd),
        "amount": str(endpoint.price_atomic),
        "network": runtime.terms.network,
        "asset": runtime.terms.asset,
        "pay_to": runtime.terms.pay_to,
        "free_per_day": endpoint.free_per_day,
    }


@router.get("/.well-known/x402")
async def well_known_x402(runtime: Runtime = Depends(get_runtime)) -> dict[str, Any]:
    """Every paid resource with its payment requirements and discovery metadata."""
    base = runtime.settings.base_url
    return {
        "x402Version": 2,
        "service": runtime.settings.service_name,
        "network": runtime.terms.network,
        "asset": runtime.terms.asset,
        "payTo": runtime.terms.pay_to,
        "resources": [
            {
                "resource": f"{base}{e.path}",
                "method": e.method,
                "path": e.path,
                "description": e.summary,
                "price_usd": str(e.price_usd),
                "free_per_day": e.free_per_day,
                "mimeType": "application/json",
                "accepts": [requirements_for(e, runtime.terms).model_dump(
                    by_alias=True, exclude_none=True)],
                "extensions": discovery_extension(e),
            }
            for e in catalog.paid_endpoints()
        ],
    }
