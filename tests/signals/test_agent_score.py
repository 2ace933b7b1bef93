"""Spec 2.10: every point earned and not earned, the hard gate and the tier boundaries."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from sextant.signals.agent import MAX_SCORE, POINTS, AgentEvidence, score_agent, tier_of

SPEC_KEYS = {"erc8004_registered", "erc8004_age_gt_7d", "ipfs_metadata_valid",
             "ipfs_declares_x402", "received_any_30d", "active_last_7d", "any_feedback",
             "positive_avg_feedback"}
SIGNALS = {"erc8004_registered", "erc8004_agent_id", "erc8004_agent_count_for_owner",
           "erc8004_age_days", "ipfs_metadata_valid", "ipfs_declares_x402", "feedback_count",
           "distinct_feedback_clients", "avg_feedback_value", "validation_count",
           "usdc_received_30d_usdc", "distinct_senders_30d", "tx_count_30d",
           "last_received_age_sec"}
FULL = AgentEvidence(
    window_days=90, agent_ids=("8453:1", "8453:7"), primary_agent_id="8453:7",
    registration_age_days=30.0, metadata_valid=True, metadata_declares_x402=True,
    feedback_values=(Decimal(90), Decimal(-10), Decimal("4.5")),
    feedback_clients=frozenset({"0xa", "0xb", "0xc"}), validation_count=1,
    received_atomic=1_500_000, senders=frozenset(f"0x{i}" for i in range(10)),
    transfer_count=14, last_received_age_sec=3600)
BARE = AgentEvidence(window_days=90, agent_ids=("8453:1",), primary_agent_id="8453:1")

# (key, evidence that loses exactly that key's points starting from FULL)
LOSES = [
    ("erc8004_age_gt_7d", {"registration_age_days": 7.0}),
    ("ipfs_metadata_valid", {"metadata_valid": False, "metadata_declares_x402": False}),
    ("ipfs_declares_x402", {"metadata_declares_x402": False}),
    ("distinct_senders_gte_10_30d", {"senders": frozenset(f"0x{i}" for i in range(9))}),
    ("active_last_24h", {"last_received_age_sec": 86_401}),
    ("distinct_feedback_clients_gte_3", {"feedback_clients": frozenset({"0xa", "0xb"})}),
    ("positive_avg_feedback", {"feedback_values": (Decimal(5), Decimal(-5))}),
    ("any_validation", {"validation_count": 0}),
]


def test_full_evidence_scores_100_with_every_key() -> None:
    s = score_agent(FULL)
    assert s.score == MAX_SCORE == sum(POINTS.values())
    assert s.tier == "active_verified"
    assert set(s.awarded_points) == set(POINTS) and set(POINTS) >= SPEC_KEYS
    assert s.awarded_points == POINTS
    assert set(s.signals) == SIGNALS
    assert s.signals["avg_feedback_value"] == pytest.approx(84.5 / 3)
    assert s.signals["usdc_received_30d_usdc"] == 1.5
    assert s.signals["erc8004_agent_count_for_owner"] == 2
    assert s.signals["erc8004_agent_id"] == "8453:7"


@pytest.mark.parametrize(("key", "change"), LOSES, ids=[k for k, _ in LOSES])
def test_each_point_not_earned(key: str, change: dict[str, object]) -> None:
    s = score_agent(replace(FULL, **change))  # type: ignore[arg-type]
    lost = {k for k, v in s.awarded_points.items() if v == 0}
    expected = {key} | ({"ipfs_declares_x402"} if key == "ipfs_metadata_valid" else set())
    assert lost == expected
    assert s.score == MAX_SCORE - sum(POINTS[k] for k in expected)


def test_activity_points_one_by_one() -> None:
    none = score_agent(BARE)
    assert none.score == 15 and none.awarded_points["erc8004_registered"] == 15
    one = score_agent(replace(BARE, received_atomic=1, senders=frozenset({"0x1"}),
                              transfer_count=1, last_received_age_sec=8 * 86_400))
    assert one.awarded_points["received_any_30d"] == 10 and one.score == 25
    three = replace(BARE, received_atomic=3, senders=frozenset({"0x1", "0x2", "0x3"}),
                    last_received_age_sec=7 * 86_400)
    s = score_agent(three)
    assert s.awarded_points["distinct_senders_gte_3_30d"] == 10
    assert s.awarded_points["active_last_7d"] == 10 and s.awarded_points["active_last_24h"] == 0
    assert s.score == 15 + 10 + 10 + 10
    two = score_agent(replace(three, senders=frozenset({"0x1", "0x2"})))
    assert two.awarded_points["distinct_senders_gte_3_30d"] == 0
    day = score_agent(replace(three, last_received_age_sec=86_400))
    assert day.awarded_points["active_last_24h"] == 5


def test_reputation_points_one_by_one() -> None:
    one = score_agent(replace(BARE, feedback_values=(Decimal(0),),
                              feedback_clients=frozenset({"0xa"})))
    assert one.awarded_points["any_feedback"] == 10
    assert one.awarded_points["positive_avg_feedback"] == 0  # an average of 0 is not positive
    assert one.signals["avg_feedback_value"] == 0.0
    pos = score_agent(replace(BARE, feedback_values=(Decimal("0.1"),),
                              feedback_clients=frozenset({"0xa"})))
    assert pos.awarded_points["positive_avg_feedback"] == 5
    assert score_agent(BARE).signals["avg_feedback_value"] is None
    assert score_agent(replace(BARE, validation_count=2)).awarded_points["any_validation"] == 5


def test_declaring_x402_counts_only_in_valid_metadata() -> None:
    s = score_agent(replace(BARE, metadata_valid=False, metadata_declares_x402=True))
    assert s.awarded_points["ipfs_declares_x402"] == 0
    assert s.signals["ipfs_declares_x402"] is False


def test_hard_gate_scores_unregistered_activity_zero() -> None:
    ghost = replace(FULL, agent_ids=(), primary_agent_id=None, registration_age_days=None)
    s = score_agent(ghost)
    assert s.score == 0 and s.tier == "no_evidence"
    assert set(s.awarded_points.values()) == {0} and set(s.awarded_points) == set(POINTS)
    assert "hard gate" in s.verdict
    # the evidence still shows: activity is reported, it just earns nothing
    assert s.signals["erc8004_registered"] is False
    assert s.signals["distinct_senders_30d"] == 10 and s.signals["tx_count_30d"] == 14


@pytest.mark.parametrize(("score", "tier"), [
    (0, "no_evidence"), (19, "no_evidence"), (20, "dormant_low_signal"),
    (39, "dormant_low_signal"), (40, "registered_or_settling"), (59, "registered_or_settling"),
    (60, "active"), (79, "active"), (80, "active_verified"), (100, "active_verified")])
def test_tier_boundaries(score: int, tier: str) -> None:
    assert tier_of(score) == tier


@pytest.mark.parametrize(("evidence", "score", "tier"), [
    (replace(BARE, registration_age_days=8.0), 20, "dormant_low_signal"),
    (replace(BARE, validation_count=1, metadata_valid=True), 25, "dormant_low_signal"),
    (replace(BARE, registration_age_days=8.0, metadata_valid=True, metadata_declares_x402=True,
             received_atomic=1, senders=frozenset({"0x1"})), 40, "registered_or_settling"),
    (replace(FULL, senders=frozenset({"0x1"}), last_received_age_sec=None,
             feedback_clients=frozenset({"0xa"})), 60, "active"),
    (replace(FULL, senders=frozenset({"0x1"}), feedback_clients=frozenset({"0xa"}),
             last_received_age_sec=7 * 86_400), 70, "active"),
    (replace(FULL, last_received_age_sec=3 * 86_400, validation_count=0,
             feedback_values=(Decimal(-1),), metadata_declares_x402=False), 80,
     "active_verified"),
])
def test_scores_land_in_their_tier(evidence: AgentEvidence, score: int, tier: str) -> None:
    s = score_agent(evidence)
    assert (s.score, s.tier) == (score, tier)
