"""The agent0 subgraph source against the dev chain: interchangeable with JSON-RPC."""

from __future__ import annotations

import base64
import json
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from sextant.chain.client import ChainClient
from sextant.groups.agent import AgentScorer, scorer_for
from sextant.groups.onchain_x402 import graph_client
from sextant.runtime import Runtime
from sextant.sandbox import agent_world as world
from sextant.transport.shared_cache import SharedCache
from sextant.venues.agent0 import AGENT0_BASE_SUBGRAPH_ID, QUERY, Agent0Reader
from sextant.venues.agent_metadata import MetadataResolver
from sextant.venues.erc8004 import AgentActivity

FIXTURE = Path("/work/shared/fixtures/erc8004/agent0/registration_file.json")


def reader(runtime: Runtime) -> Agent0Reader:
    return Agent0Reader(graph_client(runtime))


def normal(a: AgentActivity) -> tuple[Any, ...]:
    return (sorted((x.agent_id, x.owner, x.agent_wallet, x.uri, x.created_at) for x in a.agents),
            sorted((f.agent_id, f.client, f.index, f.value) for f in a.feedback if not f.revoked),
            sorted((v.agent_id, v.request_hash, v.validator, v.response) for v in a.validations))


@pytest.mark.parametrize("who", ["example", "beacon-owner", "dormant-owner", "ghost"])
async def test_agent0_matches_jsonrpc(runtime: Runtime, who: str) -> None:
    wallet = world.EXAMPLE_WALLET if who == "example" else world.actor(who).address.lower()
    from_graph = await reader(runtime).lookup(wallet)
    from_rpc = await scorer_for(runtime).source.lookup(wallet)
    assert from_graph.source == "agent0-subgraph" and from_rpc.source == "jsonrpc"
    assert normal(from_graph) == normal(from_rpc)
    if who == "example":
        assert len(from_graph.agents) == 2 and len(from_graph.feedback) == 4  # revoked left out
        assert Decimal("4.5") in {f.value for f in from_graph.feedback}


async def test_scores_agree_across_sources(runtime: Runtime) -> None:
    base = scorer_for(runtime)
    scores = []
    now = time.time()
    for source in (base.source, reader(runtime)):
        scorer = AgentScorer(source, base.rpc, base.usdc, base.chain_id, base.resolver,
                             SharedCache("agent0-test", 60))
        result = await scorer.score(world.EXAMPLE_WALLET, 90, now=now)
        scores.append((result.score, result.awarded_points, result.signals))
    assert scores[0] == scores[1] and scores[0][0] == 100


async def test_agent0_registration_files_and_schema(runtime: Runtime, chain: ChainClient
                                                    ) -> None:
    graph = graph_client(runtime)
    atlas = f"{chain.chain_id}:{chain.erc8004['agents']['atlas']}"
    answer = await graph.query(AGENT0_BASE_SUBGRAPH_ID, """query($id: ID!) { agent(id: $id) {
        id owner totalFeedback registrationFile { name x402Support a2aEndpoint }
        feedback(first: 10, orderBy: createdAt) { isRevoked value }
        validations { status response } } }""", {"id": atlas})
    assert answer.meta is not None and answer.meta.has_indexing_errors is False
    agent = answer.data["agent"]
    assert agent["owner"] == world.EXAMPLE_WALLET and agent["totalFeedback"] == "4"
    assert agent["registrationFile"] == {"name": "atlas", "x402Support": True,
                                         "a2aEndpoint": "https://atlas.example/a2a"}
    assert [f["isRevoked"] for f in agent["feedback"]] == [False, False, False, True]
    assert {v["status"] for v in agent["validations"]} == {"COMPLETED"}
    bad = await graph.query(AGENT0_BASE_SUBGRAPH_ID, "{ agents(where: {nope: 1}) { id } }")
    assert bad.errors  # the real schema validates every query
    assert "owned: agents" in QUERY


async def test_the_recorded_registration_file_example_resolves() -> None:
    if not FIXTURE.exists():
        pytest.skip("shared fixtures not mounted")
    raw = FIXTURE.read_bytes()
    uri = "data:application/json;base64," + base64.b64encode(raw).decode()
    meta = await MetadataResolver(None).resolve(uri)
    assert meta.valid and meta.document == json.loads(raw)
    assert meta.declares_x402 is (json.loads(raw).get("x402support") is True
                                  or json.loads(raw).get("x402Support") is True)
