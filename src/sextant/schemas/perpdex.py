"""Request bodies of the /perpdex endpoints (spec 2.3, 2.4)."""

from __future__ import annotations

from pydantic import Field

from sextant.schemas.base import RequestModel
from sextant.validators import Address, NonBlankStr

SCREEN_N_MAX = 50
FILLS_N_MAX = 500


class PerpdexUserRequest(RequestModel):
    user: Address


class PerpdexScreenRequest(RequestModel):
    coin: NonBlankStr
    n: int = Field(default=10, ge=1, le=SCREEN_N_MAX)


class PerpdexVaultRequest(RequestModel):
    vault: Address


class PerpdexFillsRequest(RequestModel):
    coin: NonBlankStr | None = None
    user: Address | None = None
    n: int = Field(default=50, ge=1, le=FILLS_N_MAX)
