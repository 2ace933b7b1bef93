"""POST /onchain-x402/address (spec 2.11)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from sextant.schemas.base import RequestModel
from sextant.validators import Address


class OnchainAddressRequest(RequestModel):
    address: Address


class AddressSummary(BaseModel):
    address: str
    role: Literal["RECIPIENT", "PAYER"]
    totalPayments: str
    totalVolume: str = Field(description="raw units (USDC: 6 decimals)")
    totalVolumeDecimal: str
    firstPaymentTimestamp: str
    lastPaymentTimestamp: str
    isKnownEscrow: bool
    escrowDeposits: str


class FacilitatorRef(BaseModel):
    id: str
    name: str | None = None


class RecentPayment(BaseModel):
    blockNumber: str
    blockTimestamp: str
    transactionHash: str
    from_: str = Field(alias="from", serialization_alias="from")
    to: str | None = None
    amountDecimal: str
    transferMethod: str
    facilitator: FacilitatorRef | None = None

    model_config = ConfigDict(populate_by_name=True)


class OnchainAddressResponse(BaseModel):
    """Spec 2.11."""

    address: str
    as_recipient: AddressSummary | None
    as_payer: AddressSummary | None
    facilitator: dict[str, Any] | None = Field(
        description="non-null: the address is a known x402 facilitator")
    recent_received: list[RecentPayment] = Field(max_length=10)
    recent_sent: list[RecentPayment] = Field(max_length=10)
    recents_may_be_incomplete: bool = Field(
        description="the unordered 1000-row page was full: newer payments may be missing")
    recent_received_may_be_incomplete: bool
    recent_sent_may_be_incomplete: bool
    is_in_index: bool
    indexed_through_block: str | None
    indexed_through_timestamp: str | None
    indexer_has_errors: bool
    source: str
    subgraph_id: str
    generated_at: str
