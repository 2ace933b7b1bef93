"""Request bodies of the prediction-market endpoints (spec 2.6, 2.7)."""

from __future__ import annotations

from pydantic import Field

from sextant.schemas.base import RequestModel
from sextant.validators import NonBlankStr

SPREAD_LIMIT_MAX = 25


class ConsensusTrendRequest(RequestModel):
    event: NonBlankStr


class SportsLiveEdgeRequest(RequestModel):
    milestone: NonBlankStr
    market: str | None = None


class SpreadRequest(RequestModel):
    topic: NonBlankStr
    limit: int = Field(default=10, ge=1, le=SPREAD_LIMIT_MAX)
