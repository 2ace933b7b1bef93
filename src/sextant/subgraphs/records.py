"""The catalog's record of one subgraph, and the registry's reliability score."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any


@dataclass
class SubgraphRecord:
    """One subgraph in the catalog (the reference registry's fields, behaviours.md §15.2).

    ``source`` says where the row comes from; ``real`` is true only for rows whose subgraph ID
    was published by its maintainers (Messari, Uniswap docs, agent0, x402-omnigraph) or read
    from The Graph's network subgraph, never for synthetic sandbox rows.
    """

    id: str
    display_name: str
    network: str
    deployment: str = ""
    description: str = ""
    domain: str = "unknown"
    protocol: str = ""
    protocol_type: str = "general"
    categories: list[str] = field(default_factory=list)
    schema_fingerprint: str = ""
    entity_names: list[str] = field(default_factory=list)
    contract_addresses: list[dict[str, Any]] = field(default_factory=list)
    signal: float = 0.0
    stake: float = 0.0
    query_fees: float = 0.0
    query_volume_30d: int = 0
    reliability: float = 0.0
    active_allocations: int = 0
    denied_at: int = 0
    created_at: int = 0
    updated_at: int = 0
    example_query: str = ""
    source: str = "synthetic"
    real: bool = False
    website: str = ""
    code_repository: str = ""

    @property
    def denied(self) -> bool:
        return self.denied_at > 0

    @property
    def served(self) -> bool:
        """At least one active allocation and not denied (what a gateway can answer)."""
        return self.active_allocations > 0 and not self.denied

    def summary(self) -> dict[str, Any]:
        """The public view of the record in routing answers."""
        return {
            "id": self.id,
            "display_name": self.display_name,
            "network": self.network,
            "protocol": self.protocol,
            "protocol_type": self.protocol_type,
            "domain": self.domain,
            "reliability": round(self.reliability, 4),
            "reliability_tier": reliability_tier(self.reliability),
            "traffic": traffic_bucket(self.query_volume_30d),
            "deployment": self.deployment,
            "real": self.real,
            "source": self.source,
        }


def reliability_score(
    signal_grt: float, stake_grt: float, fees_grt: float, queries_30d: float, denied: bool
) -> float:
    """The registry's 0-1 reliability score (behaviours.md §15.3), 4 decimals."""
    score = (
        0.20 * min(1.0, math.log10(max(signal_grt, 0) + 1) / 5)
        + 0.20 * min(1.0, math.log10(max(stake_grt, 0) + 1) / 7)
        + 0.30 * min(1.0, math.log10(max(fees_grt, 0) + 1) / 5)
        + 0.30 * min(1.0, math.log10(max(queries_30d, 0) + 1) / 8)
    )
    if denied:
        score -= 0.5
    return round(min(1.0, max(0.0, score)), 4)


def reliability_tier(score: float) -> str:
    return "high" if score >= 0.7 else "medium" if score >= 0.3 else "low"


def traffic_bucket(queries_30d: int) -> str:
    """Coarse traffic bucket (exact counts are not exposed)."""
    if queries_30d >= 500_000:
        return "high"
    if queries_30d >= 50_000:
        return "medium"
    return "low" if queries_30d > 0 else "none"
