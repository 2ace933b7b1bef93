"""Every field of spec 2.2 is present and valid for every kind of answer."""

from __future__ import annotations

import shlex

import pytest

from sextant.routing.engine import PAID_CUTOFFS, SERVICE_CUTOFFS, RoutingEngine, confidence_of
from sextant.routing.intent import services
from sextant.schemas.routing import RoutingResponse
from tests.routing.conftest import NOW

REQUESTS = [
    ("Uniswap v3 top pools on base", services.SUBGRAPH),
    ("find AI agents that trade crypto", services.AGENTS),
    ("USDC balance of 0x5b5d51203a0f9079f8aeb098a6523a13f298c060 on base", services.TOKEN_API),
    ("stream raw event logs from ethereum", services.SUBSTREAMS),
    ("find x402 services for weather data", services.BAZAAR),
    ("is there an MCP server for querying subgraphs", services.MCP_GRAPH),
    ("connect my agent to your MCP server", services.MCP_SELF),
    ("score hyperliquid trader 0x5b5d51203a0f9079f8aeb098a6523a13f298c060",
     "POST /perpdex/score"),
    ("write me a poem about the sea", services.NONE),
]


@pytest.mark.parametrize(("text", "service"), REQUESTS)
def test_all_fields_present_and_valid(engine: RoutingEngine, text: str, service: str) -> None:
    answer = engine.route(text, now=NOW).to_json()
    model = RoutingResponse.model_validate(answer)
    assert model.recommendation == service
    assert model.reason and model.confidence in ("high", "medium", "low")
    assert model.query_ready.tool and isinstance(model.query_ready.args, dict)
    assert shlex.split(model.curl_example)[0] == "curl" or model.curl_example.startswith("npx ")
    assert isinstance(model.install, str) and isinstance(model.alternatives, list)
    assert model.execution_result is None


def test_subgraph_answer_names_the_subgraph_and_alternatives(engine: RoutingEngine) -> None:
    answer = engine.route("aave v3 liquidations on arbitrum", now=NOW).to_json()
    sub = answer["subgraph"]
    args = answer["query_ready"]["args"]
    assert answer["query_ready"]["tool"] == "query_subgraph"
    assert args["subgraph_id"] == sub["id"] and args["query"] == args["gql"]
    assert sub["network"] == "arbitrum-one" and sub["protocol"] == "aave-v3"
    assert {"id", "display_name", "network", "reliability"} <= set(sub)
    assert answer["alternatives"]
    for alt in answer["alternatives"]:
        assert {"id", "display_name", "network", "reliability"} <= set(alt)
        assert engine.store.get(alt["id"]) is not None  # grounded: IDs exist in the catalog
    assert engine.store.get(sub["id"]) is not None
    assert sub["id"] in answer["curl_example"]


def test_ai_agent_is_not_a_greeting(engine: RoutingEngine) -> None:
    assert engine.route("ai agent", now=NOW).recommendation == services.AGENTS


def test_mixed_case_address_is_normalised(engine: RoutingEngine) -> None:
    answer = engine.route(
        "ENS domains owned by 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", now=NOW).to_json()
    assert "0xd8da6bf26964af9d7eed9e03e53415d37aa96045" in answer["query_ready"]["args"]["query"]


@pytest.mark.parametrize(("text", "service"), REQUESTS)
def test_every_answer_states_its_reading(engine: RoutingEngine, text: str, service: str) -> None:
    understood = engine.route(text, now=NOW).to_json()["understood"]
    assert understood["service"] == ("paid-endpoint" if service.startswith("POST ") else service)
    assert understood["because"] and 0 < understood["strength"] <= 1
    if service.startswith("POST "):
        assert understood["endpoint"] == service
        assert understood["addresses"] == ["0x5b5d51203a0f9079f8aeb098a6523a13f298c060"]


def test_a_none_answer_offers_rephrasings_that_are_answered(engine: RoutingEngine) -> None:
    answer = engine.route("write me a poem about ETH on base", now=NOW)
    assert answer.recommendation == services.NONE
    assert answer.rephrasings and len(answer.rephrasings) >= 3
    assert answer.understood and answer.understood["symbols"] == ["ETH"]
    for ask in answer.rephrasings:
        assert engine.route(ask, now=NOW).recommendation != services.NONE, ask


@pytest.mark.parametrize(("strength", "paid", "service"), [
    (0.85, "high", "high"), (0.84, "medium", "high"), (0.8, "medium", "high"),
    (0.79, "medium", "medium"), (0.6, "medium", "medium"), (0.59, "low", "medium"),
    (0.55, "low", "medium"), (0.54, "low", "low")])
def test_confidence_cut_offs_at_their_boundaries(strength: float, paid: str, service: str) -> None:
    assert confidence_of(strength, PAID_CUTOFFS) == paid
    assert confidence_of(strength, SERVICE_CUTOFFS) == service
