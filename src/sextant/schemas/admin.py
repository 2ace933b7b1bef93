"""POST /admin/outreach-pay (spec 2.14)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from pydantic import BaseModel, Field, HttpUrl

from sextant.schemas.base import RequestModel

OUTREACH_DEFAULT_USDC = Decimal("0.05")
OUTREACH_HARD_CAP_USDC = Decimal("1.00")


class OutreachPayRequest(RequestModel):
    target_url: HttpUrl
    message: str = Field(min_length=1, max_length=4000)
    max_usdc: Decimal = Field(default=OUTREACH_DEFAULT_USDC, gt=0, le=OUTREACH_HARD_CAP_USDC)
    sender_agent_id: str | None = None
    sender_name: str | None = None


class OutreachPayResponse(BaseModel):
    ok: bool = Field(description="the target answered 2xx")
    status: int = Field(description="the target's HTTP status")
    wallet: str = Field(description="the paying (identity) wallet")
    body: Any = Field(description="the target's response body")
    settlement: str | None = Field(default=None, description="the target's PAYMENT-RESPONSE "
                                                             "header, when present")
    paid_usdc: float | None = Field(default=None, description="what was paid, when settled")
    tx_hash: str | None = None
    refused: str | None = Field(default=None, description="why no payment was made: "
                                "price_above_max_usdc, no_payable_offer, unreadable_402")
    requirements: list[dict[str, Any]] | None = Field(
        default=None, description="the target's payment requirements, when refused")
