"""POST /onchain-x402/address (spec 2.11)."""

from __future__ import annotations

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse

from sextant import catalog
from sextant.api.deps import get_runtime
from sextant.groups.onchain_x402 import address_profile
from sextant.runtime import Runtime
from sextant.schemas.onchain_x402 import OnchainAddressRequest, OnchainAddressResponse

router = APIRouter(tags=["onchain_x402"])
ADDRESS = catalog.BY_KEY["POST /onchain-x402/address"]


@router.post(ADDRESS.path, response_model=OnchainAddressResponse, summary=ADDRESS.summary)
async def onchain_address(body: OnchainAddressRequest, runtime: Runtime = Depends(get_runtime)
                          ) -> JSONResponse:
    """Settlement summaries as recipient and payer, facilitator record, recent payments."""
    result = await address_profile(runtime, body.address)
    record = OnchainAddressResponse.model_validate(result, from_attributes=True)
    return JSONResponse(record.model_dump(mode="json", by_alias=True))
