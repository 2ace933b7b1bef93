"""POST /tip."""

from __future__ import annotations

from pydantic import BaseModel, Field

from sextant.schemas.base import RequestModel

TIP_MESSAGE_MAX = 500


class TipRequest(RequestModel):
    message: str | None = Field(default=None, max_length=TIP_MESSAGE_MAX)


class TipResponse(BaseModel):
    ok: bool = True
    thanks: str
    payer: str | None
    amount_usdc: str
    message: str | None
    transaction_note: str = Field(
        default="settlement receipt is in the PAYMENT-RESPONSE / X-PAYMENT-RESPONSE header"
    )
