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
    ok: bool
    status: int
    wallet: str
    body: Any
    settlement: str | None = None
