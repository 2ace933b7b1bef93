"""POST /onchain-x402/address (spec 2.11)."""

from __future__ import annotations

from sextant.schemas.base import RequestModel
from sextant.validators import Address


class OnchainAddressRequest(RequestModel):
    address: Address
