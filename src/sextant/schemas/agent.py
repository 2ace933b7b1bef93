"""POST /agent/score (spec 2.10)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from sextant.schemas.base import RequestModel
from sextant.validators import Address


class AgentScoreRequest(RequestModel):
    wallet: Address
    days: int = Field(default=90, ge=1, le=365)


class AgentSignals(BaseModel):
    """Spec 2.10 ``signals``; the ``_30d`` names hold the requested window's values."""

    erc8004_registered: bool
    erc8004_agent_id: str | None = Field(
        description="the primary (newest) agent as <chain_id>:<agent_id>")
    erc8004_agent_count_for_owner: int
    erc8004_age_days: float | None = Field(description="days since the wallet's first "
                                           "registration")
    ipfs_metadata_valid: bool
    ipfs_declares_x402: bool
    feedback_count: int = Field(description="non-revoked feedback over every agent")
    distinct_feedback_clients: int
    avg_feedback_value: float | None
    validation_count: int
    usdc_received_30d_usdc: float
    distinct_senders_30d: int
    tx_count_30d: int
    last_received_age_sec: int | None


class AgentScoreResponse(BaseModel):
    """Spec 2.10; ``cache_age_sec`` only when ``cache_hit``; ``evidence`` is outside the
    points (what was read, for audit)."""

    wallet: str
    score: int = Field(ge=0, le=100)
    max_score: int = 100
    tier: Literal["active_verified", "active", "registered_or_settling", "dormant_low_signal",
                  "no_evidence"]
    verdict: str
    awarded_points: dict[str, int]
    signals: AgentSignals
    window_days: int
    cache_hit: bool
    cache_age_sec: int | None = None
    computed_at_ts: int
    evidence: dict[str, Any] = Field(default_factory=dict)
