"""ERC-8004 agents from the agent0 subgraph (GraphQL): the second registry source.

The subgraph has no OR across ``owner`` and ``agentWallet``, so both are queried (first 50
each) and merged; each agent carries its non-revoked feedback (first 100) and validations
(first 50). Queries go through the one GraphQL client (``venues/thegraph.py``).
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any

from sextant.errors import UpstreamBadResponse, UpstreamUnavailable
from sextant.venues.erc8004 import AgentActivity, AgentRecord, FeedbackRecord, ValidationRecord
from sextant.venues.x402_subgraph import GraphQuery

__all__ = ["AGENT0_BASE_SUBGRAPH_ID", "Agent0Reader"]

AGENT0_BASE_SUBGRAPH_ID = "43s9hQRurMGjuYnC1r2ZwS6xSQktbFyXMPMqGKUFJojb"
UPSTREAM = "graph_gateway"
_AGENT = ("agentId owner agentWallet agentURI createdAt "
          "feedback(where: {isRevoked: false}, first: 100) { clientAddress feedbackIndex value "
          "isRevoked } validations(first: 50) { requestHash validatorAddress response status }")
QUERY = ("query Agents($wallet: Bytes!) {"
         f" owned: agents(where: {{owner: $wallet}}, first: 50) {{ {_AGENT} }}"
         f" paid: agents(where: {{agentWallet: $wallet}}, first: 50) {{ {_AGENT} }} }}")


def _decimal(value: Any) -> Decimal:
    try:
        return Decimal(str(value))
    except InvalidOperation as exc:
        raise UpstreamBadResponse(f"agent0: bad feedback value {value!r}",
                                  upstream=UPSTREAM) from exc


class Agent0Reader:
    """``lookup(wallet)`` over the agent0 subgraph."""

    def __init__(self, graph: GraphQuery, subgraph_id: str = AGENT0_BASE_SUBGRAPH_ID) -> None:
        self.graph = graph
        self.subgraph_id = subgraph_id

    async def lookup(self, wallet: str) -> AgentActivity:
        wallet = wallet.lower()
        result = await self.graph.query(self.subgraph_id, QUERY, {"wallet": wallet})
        if result.errors:
            raise UpstreamUnavailable(
                f"the agent0 subgraph answered an error: {'; '.join(result.errors)}"[:300],
                upstream=UPSTREAM)
        data = result.data
        rows: dict[int, dict[str, Any]] = {}
        for row in [*(data.get("owned") or []), *(data.get("paid") or [])]:
            rows[int(row["agentId"])] = row
        agents, feedback, validations = [], [], []
        for agent_id, row in sorted(rows.items()):
            agents.append(AgentRecord(
                agent_id, str(row["owner"]).lower(),
                str(row["agentWallet"]).lower() if row.get("agentWallet") else None,
                str(row.get("agentURI") or ""), int(row["createdAt"])))
            feedback += [FeedbackRecord(agent_id, str(f["clientAddress"]).lower(),
                                        int(f["feedbackIndex"]), _decimal(f["value"]),
                                        bool(f["isRevoked"])) for f in row.get("feedback") or []]
            validations += [ValidationRecord(
                agent_id, str(v["requestHash"]), str(v["validatorAddress"]).lower(),
                int(v["response"]) if v.get("status") == "COMPLETED" else None)
                for v in row.get("validations") or []]
        return AgentActivity(agents, feedback, validations, source="agent0-subgraph")
