"""POST /tip: the simplest paid route; thanks the payer and echoes what was paid."""

from __future__ import annotations

from decimal import Decimal

from fastapi import APIRouter, Request

from sextant import catalog
from sextant.api.deps import payment_of
from sextant.chain.facts import USDC_UNIT
from sextant.schemas.tip import TipRequest, TipResponse

router = APIRouter(tags=["meta"])
TIP = catalog.BY_KEY["POST /tip"]


@router.post(TIP.path, response_model=TipResponse, summary=TIP.summary)
async def tip(body: TipRequest, request: Request) -> TipResponse:
    """Thank the payer; echoes payer, amount and message."""
    payment = payment_of(request)
    amount = Decimal(payment.amount_atomic if payment else TIP.price_atomic) / USDC_UNIT
    payer = payment.payer if payment else None
    return TipResponse(
        thanks=f"Thank you{' ' + payer if payer else ''} for the tip!",
        payer=payer,
        amount_usdc=f"{amount:.6f}".rstrip("0").rstrip("."),
        message=body.message,
    )
