"""Request bodies of the /swapdex and /narrative endpoints (spec 2.8, 2.9)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sextant.schemas.base import RequestModel
from sextant.validators import NonBlankStr

Chain = Literal["ethereum", "base", "arbitrum", "polygon", "optimism", "bsc"]


class NarrativeRequest(RequestModel):
    chain: Chain = "ethereum"
    limit: int = Field(default=10, ge=1, le=25)
    cohort: int = Field(default=40, ge=5, le=100)


class PretradeRequest(RequestModel):
    token: NonBlankStr
    chain: Chain = "ethereum"
    version: Literal["v2", "v3", "v4"] | None = None


class BasisRequest(RequestModel):
    token: NonBlankStr
    chain: Chain = "ethereum"


class SwapTradersRequest(RequestModel):
    token: NonBlankStr
    chain: Chain = "ethereum"
    limit: int = Field(default=20, ge=1, le=100)
