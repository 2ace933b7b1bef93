"""ERC-8004 agents from the agent0 subgraph (GraphQL): the second registry source.

The subgraph has no OR across ``owner`` and ``agentWallet``, so both are queried (first 50
each) and merged; each agent carries its non-revoked feedback (first 100) and validations
(first 50). The client only speaks GraphQL through ``post(body) -> answer``.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any

from sextant.errors import UpstreamBadResponse, UpstreamUnavailable
from sextant.venues.erc8004 import AgentActivity, AgentRecord, FeedbackRecord, ValidationRecord
from sextant.venues.x402_subgraph import Post

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

    def __init__(self, post: Post) -> None:
        self.post = post

    async def lookup(self, wallet: str) -> AgentActivity:
        wallet = wallet.lower()
        answer = await self.post({"query": QUERY, "variables": {"wallet": wallet}})
        if not isinstance(answer, dict) or answer.get("errors") or not isinstance(
                answer.get("data"), dict):
            errors = answer.get("errors") if isinstance(answer, dict) else answer
            raise UpstreamUnavailable(f"the agent0 subgraph answered an error: {errors}"[:300],
                                      upstream=UPSTREAM)
        data = answer["data"]
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
