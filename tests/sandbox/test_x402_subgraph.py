"""The settlement subgraph: the simulator against the real recorded answers, and the client's
time-out, retry and error mapping."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from sextant.errors import UpstreamTimeout, UpstreamUnavailable
from sextant.groups.onchain_x402 import graph_client
from sextant.runtime import Runtime
from sextant.sandbox.chain_subgraphs import GRAPH_GATEWAY
from sextant.venues.thegraph import GraphResult, parse_response
from sextant.venues.x402_subgraph import X402_SUBGRAPH_ID, X402SubgraphClient


class Posting:
    """A GraphQL client over a function answering raw gateway bodies (recorded or faulty)."""

    def __init__(self, post: Any) -> None:
        self.post = post

    async def query(self, subgraph_id: str, query: str,
                    variables: dict[str, Any] | None = None, *, strict: bool = False
                    ) -> GraphResult:
        answer = await self.post({"query": query, "variables": variables or {}})
        return parse_response(answer, subgraph_id, "test")

FIXTURES = Path("/work/shared/fixtures/x402/amp-datasets")


def fixture(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / name).read_text())  # type: ignore[no-any-return]


async def gateway(runtime: Runtime, query: str, variables: dict[str, Any] | None = None
                  ) -> dict[str, Any]:
    client = graph_client(runtime).upstreams.client(GRAPH_GATEWAY)
    r = await client.post(f"/api/sandbox/subgraphs/id/{X402_SUBGRAPH_ID}",
                          json={"query": query, "variables": variables or {}})
    assert r.status_code == 200
    return r.json()  # type: ignore[no-any-return]


SUMMARY = ("id address role totalPayments totalVolume totalVolumeDecimal "
           "firstPaymentTimestamp lastPaymentTimestamp")


@pytest.mark.parametrize(("name", "role"), [("top_recipients.sample.json", "RECIPIENT"),
                                            ("top_payers.sample.json", "PAYER")])
async def test_simulator_answers_the_recorded_queries_like_the_subgraph(
        runtime: Runtime, name: str, role: str) -> None:
    if not FIXTURES.exists():
        pytest.skip("shared fixtures not mounted")
    recorded = fixture(name)["data"]["x402AddressSummaries"]
    got = await gateway(runtime, f"""{{ x402AddressSummaries(where: {{role: {role}}},
        orderBy: totalVolume, orderDirection: desc, first: {len(recorded)}) {{ {SUMMARY} }} }}""")
    assert got["data"]["x402AddressSummaries"] == recorded


async def test_simulator_facilitators_and_payments_follow_the_schema(runtime: Runtime) -> None:
    if not FIXTURES.exists():
        pytest.skip("shared fixtures not mounted")
    recorded = fixture("facilitators.json")["data"]["facilitators"]
    fields = " ".join(recorded[0])
    got = await gateway(runtime, f"{{ facilitators(first: 1000, orderBy: totalSettlements, "
                                 f"orderDirection: desc) {{ {fields} }} }}")
    rows = got["data"]["facilitators"]
    dev = [r for r in rows if r["name"] == "Sextant dev facilitator"]
    assert len(dev) == 1 and int(dev[0]["totalSettlements"]) > 0
    assert [r for r in rows if r not in dev] == recorded  # same rows, same order
    recent = fixture("recent_payments.sample.json")["data"]["x402Payments"]
    pfields = " ".join(k for k in recent[0] if k != "facilitator") + " facilitator { id name }"
    got = await gateway(runtime, f"{{ x402Payments(where: {{to: \"{recent[0]['to']}\"}}, "
                                 f"first: 1000) {{ {pfields} }} }}")
    assert recent[0] in got["data"]["x402Payments"]
    meta = await gateway(runtime, "{ _meta { block { number timestamp } deployment "
                                  "hasIndexingErrors } }")
    assert meta["data"]["_meta"]["hasIndexingErrors"] is False
    bad = await gateway(runtime, "{ x402Payments(first: 5000) { id } }")
    assert "errors" in bad


async def test_client_parses_a_recorded_summary() -> None:
    if not FIXTURES.exists():
        pytest.skip("shared fixtures not mounted")
    row = fixture("top_recipients.sample.json")["data"]["x402AddressSummaries"][0]
    payments = fixture("recent_payments.sample.json")["data"]["x402Payments"]
    calls: list[str] = []

    async def post(body: dict[str, Any]) -> Any:
        calls.append(body["query"])
        if "Phase1" in body["query"]:
            if "isKnownEscrow" in body["query"]:  # the recorded version predates escrow
                return {"errors": [{"message": "Type `X402AddressSummary` has no field "
                                               "`isKnownEscrow`"}]}
            return {"data": {"_meta": {"block": {"number": 46504836, "timestamp": 1779800000},
                                       "hasIndexingErrors": False},
                             "recipient": [row], "payer": [], "facilitator": None}}
        return {"data": {"x402Payments": payments}}

    p = await X402SubgraphClient(Posting(post)).profile(row["address"])
    assert p.as_recipient is not None and p.as_recipient["isKnownEscrow"] is False
    assert p.as_recipient["escrowDeposits"] == "0" and p.as_payer is None
    assert [int(x["blockNumber"]) for x in p.received] == sorted(
        (int(x["blockNumber"]) for x in payments), reverse=True)[:10]
    assert len(calls) == 3  # phase 1 twice (escrow fields refused), phase 2 once


async def test_timeout_is_504_with_retry_after() -> None:
    async def slow(body: dict[str, Any]) -> Any:
        await asyncio.sleep(5)

    with pytest.raises(UpstreamTimeout) as err:
        await X402SubgraphClient(Posting(slow), timeout=0.2).profile("0x" + "11" * 20)
    assert err.value.status == 504 and err.value.retry_after_seconds > 0


async def test_indexer_lag_is_retried_once_then_502() -> None:
    answers = iter([{"errors": [{"message": "indexer too far behind"}]},
                    {"data": {"_meta": {}, "recipient": [], "payer": [], "facilitator": None}}])
    calls = 0

    async def lagging(body: dict[str, Any]) -> Any:
        nonlocal calls
        calls += 1
        return next(answers)

    p = await X402SubgraphClient(Posting(lagging)).profile("0x" + "11" * 20)
    assert calls == 2 and p.as_recipient is None

    async def broken(body: dict[str, Any]) -> Any:
        return {"errors": [{"message": "bad indexers: no allocation"}]}

    with pytest.raises(UpstreamUnavailable) as err:
        await X402SubgraphClient(Posting(broken)).profile("0x" + "11" * 20)
    assert err.value.status == 502 and err.value.code == "upstream_unavailable"
    assert err.value.retry_after_seconds > 0
