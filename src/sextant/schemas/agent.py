"""POST /agent/score (spec 2.10)."""

from __future__ import annotations

from pydantic import Field

from sextant.schemas.base import RequestModel
from sextant.validators import Address


class AgentScoreRequest(RequestModel):
    wallet: Address
    days: int = Field(default=90, ge=1, le=365)
