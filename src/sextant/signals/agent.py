"""The agent reputation score of spec 2.10: 100 points over identity, activity and
reputation, the ERC-8004 hard gate and the tiers. Pure: the evidence comes in, no I/O."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

__all__ = ["MAX_SCORE", "POINTS", "AgentEvidence", "AgentScore", "score_agent", "tier_of"]

MAX_SCORE = 100
DAY_SECONDS = 86_400

#: ``awarded_points`` key -> points. The spec names the first eight keys; it leaves the keys
#: of the other five signals open, so they are named here after their rule.
POINTS: dict[str, int] = {
    "erc8004_registered": 15,
    "erc8004_age_gt_7d": 5,
    "ipfs_metadata_valid": 5,
    "ipfs_declares_x402": 5,
    "received_any_30d": 10,
    "distinct_senders_gte_3_30d": 10,
    "distinct_senders_gte_10_30d": 5,
    "active_last_7d": 10,
    "active_last_24h": 5,
    "any_feedback": 10,
    "distinct_feedback_clients_gte_3": 10,
    "positive_avg_feedback": 5,
    "any_validation": 5,
}
assert sum(POINTS.values()) == MAX_SCORE

TIERS = ((80, "active_verified"), (60, "active"), (40, "registered_or_settling"),
         (20, "dormant_low_signal"), (0, "no_evidence"))
VERDICTS = {
    "active_verified": "Registered ERC-8004 agent with verified metadata, recent paid activity "
                       "and reputation on chain.",
    "active": "Registered ERC-8004 agent with recent onchain activity.",
    "registered_or_settling": "Registered ERC-8004 agent with partial activity or reputation.",
    "dormant_low_signal": "Registered ERC-8004 agent with little recent onchain activity.",
    "no_evidence": "Little or no onchain evidence of an active agent.",
}
UNREGISTERED_VERDICT = ("No ERC-8004 registration on the settlement chain: the score is 0 "
                        "whatever the settlement activity (hard gate).")


@dataclass(frozen=True)
class AgentEvidence:
    """Everything the score reads, for one wallet and window (``window_days``).

    Feedback values are the non-revoked ones only; ``agent_ids`` are every agent the wallet
    owns (or that pays out to it), feedback and validations aggregated over all of them.
    """

    window_days: int
    agent_ids: tuple[str, ...] = ()
    primary_agent_id: str | None = None
    registration_age_days: float | None = None
    metadata_valid: bool = False
    metadata_declares_x402: bool = False
    feedback_values: tuple[Decimal, ...] = ()
    feedback_clients: frozenset[str] = frozenset()
    validation_count: int = 0
    received_atomic: int = 0
    senders: frozenset[str] = frozenset()
    transfer_count: int = 0
    last_received_age_sec: int | None = None

    @property
    def registered(self) -> bool:
        return bool(self.agent_ids)


@dataclass(frozen=True)
class AgentScore:
    score: int
    tier: str
    verdict: str
    awarded_points: dict[str, int]
    signals: dict[str, Any] = field(default_factory=dict)


def tier_of(score: int) -> str:
    """The spec's tier of a 0-100 score."""
    return next(name for floor, name in TIERS if score >= floor)


def _earned(e: AgentEvidence) -> dict[str, bool]:
    avg = _average(e.feedback_values)
    recent = e.last_received_age_sec
    return {
        "erc8004_registered": e.registered,
        "erc8004_age_gt_7d": (e.registration_age_days or 0.0) > 7,
        "ipfs_metadata_valid": e.metadata_valid,
        "ipfs_declares_x402": e.metadata_valid and e.metadata_declares_x402,
        "received_any_30d": e.received_atomic > 0,
        "distinct_senders_gte_3_30d": len(e.senders) >= 3,
        "distinct_senders_gte_10_30d": len(e.senders) >= 10,
        "active_last_7d": recent is not None and recent <= 7 * DAY_SECONDS,
        "active_last_24h": recent is not None and recent <= DAY_SECONDS,
        "any_feedback": len(e.feedback_values) >= 1,
        "distinct_feedback_clients_gte_3": len(e.feedback_clients) >= 3,
        "positive_avg_feedback": avg is not None and avg > 0,
        "any_validation": e.validation_count >= 1,
    }


def _average(values: tuple[Decimal, ...]) -> Decimal | None:
    return sum(values, Decimal(0)) / len(values) if values else None


def signals_of(e: AgentEvidence) -> dict[str, Any]:
    """The spec's ``signals`` (the ``_30d`` names hold the requested window's values)."""
    avg = _average(e.feedback_values)
    return {
        "erc8004_registered": e.registered,
        "erc8004_agent_id": e.primary_agent_id,
        "erc8004_agent_count_for_owner": len(e.agent_ids),
        "erc8004_age_days": (round(e.registration_age_days, 2)
                             if e.registration_age_days is not None else None),
        "ipfs_metadata_valid": e.metadata_valid,
        "ipfs_declares_x402": e.metadata_valid and e.metadata_declares_x402,
        "feedback_count": len(e.feedback_values),
        "distinct_feedback_clients": len(e.feedback_clients),
        "avg_feedback_value": float(avg) if avg is not None else None,
        "validation_count": e.validation_count,
        "usdc_received_30d_usdc": float(Decimal(e.received_atomic).scaleb(-6)),
        "distinct_senders_30d": len(e.senders),
        "tx_count_30d": e.transfer_count,
        "last_received_age_sec": e.last_received_age_sec,
    }


def score_agent(e: AgentEvidence) -> AgentScore:
    """Spec 2.10: points per signal, 0 without an ERC-8004 registration (hard gate)."""
    earned = _earned(e)
    if not e.registered:
        awarded = dict.fromkeys(POINTS, 0)
        return AgentScore(0, tier_of(0), UNREGISTERED_VERDICT, awarded, signals_of(e))
    awarded = {key: POINTS[key] if earned[key] else 0 for key in POINTS}
    score = sum(awarded.values())
    tier = tier_of(score)
    return AgentScore(score, tier, VERDICTS[tier], awarded, signals_of(e))
