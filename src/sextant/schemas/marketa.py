"""Request bodies of the /marketa endpoints (spec 2.5)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sextant.schemas.base import RequestModel
from sextant.validators import Address, NonBlankStr


class MarketaWalletRequest(RequestModel):
    wallet: Address


class MarketaScreenRequest(RequestModel):
    market: NonBlankStr


class MarketaLeadersRequest(RequestModel):
    order_by: Literal["pnl", "volume"] = "pnl"
    window: Literal["1d", "7d", "30d", "all"] = "7d"
    limit: int = Field(default=20, ge=1, le=100)
