"""The GraphQL client: recorded gateway answers, the gateway simulator, id pagination."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.errors import ServiceUnconfigured, UpstreamBadResponse
from sextant.settings import Settings
from sextant.transport.factory import UpstreamClients
from sextant.venues.thegraph import TheGraphClient, parse_response, with_meta
from tests.support import serve_in_thread, shared_fixtures

AMP = shared_fixtures("x402", "amp-datasets")
DAILY = AMP / "daily_stats.json"
FACILITATORS = AMP / "facilitators.json"
UNISWAP_POOLS_SUBGRAPH = "43Hwfi3dJSoGpyas9VwNoDAv55yjgGrPpNSmbQZArzMG"


def _recorded(path: Path) -> dict[str, Any]:
    if not path.exists():
        pytest.skip(f"shared fixture {path} is not present")
    return json.loads(path.read_text())  # type: ignore[no-any-return]


def test_a_recorded_gateway_answer_parses_into_a_result() -> None:
    answer = _recorded(DAILY)
    result = parse_response(answer, "Cb56epg3EvQ6JRpPfknbkM54QxpzTvLa7mwKNQQfUyoj", "recorded")
    rows = result.data["x402DailyStats"]
    assert len(rows) == len(answer["data"]["x402DailyStats"]) > 300
    assert rows[0]["date"] == "2026-05-28" and result.meta is None and result.errors == []


def test_meta_and_errors_are_split_from_the_data() -> None:
    answer = {"data": {"pools": [], "_meta": {
        "block": {"number": 5, "timestamp": "1700000000", "hash": "0xab"},
        "deployment": "Qm1", "hasIndexingErrors": True}},
        "errors": [{"message": "bad indexers"}]}
    result = parse_response(answer, "S", "test")
    assert result.data == {"pools": []} and result.errors == ["bad indexers"]
    assert result.meta is not None and result.meta.block_number == 5
    assert result.meta.block_timestamp == 1_700_000_000 and result.meta.has_indexing_errors
    assert result.meta.age_seconds(now=1_700_000_060) == 60
    with pytest.raises(UpstreamBadResponse):
        parse_response(["not", "an", "object"], "S", "test")


async def test_the_simulator_answers_with_freshness(tmp_path: Path) -> None:
    upstreams = UpstreamClients(Settings(data_dir=tmp_path, upstream_urls={"_": "_"}))
    client = TheGraphClient(upstreams)
    try:
        result = await client.query(UNISWAP_POOLS_SUBGRAPH, "{ pools(first: 3) { id } }")
    finally:
        await upstreams.aclose()
    assert client.mode() == "sandbox-simulator"
    assert result.source == "graph-gateway:sandbox-simulator"
    assert len(result.data["pools"]) == 3 and "_meta" not in result.data
    assert result.meta is not None and result.meta.block_number and result.meta.block_number > 0


async def test_strict_query_raises_on_graphql_errors(tmp_path: Path) -> None:
    upstreams = UpstreamClients(Settings(data_dir=tmp_path, upstream_urls={"_": "_"}))
    client = TheGraphClient(upstreams)
    try:
        lenient = await client.query("NoSuchSubgraph", "{ pools { id } }")
        with pytest.raises(UpstreamBadResponse) as info:
            await client.query("NoSuchSubgraph", "{ pools { id } }", strict=True)
    finally:
        await upstreams.aclose()
    assert lenient.errors and "not found" in lenient.errors[0]
    assert info.value.code == "subgraph_query_error"


async def test_live_without_credentials_is_unconfigured(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, mode="live", pay_to="0x" + "1" * 40,
                        upstream_urls={"_": "_"})
    client = TheGraphClient(UpstreamClients(settings))
    with pytest.raises(ServiceUnconfigured):
        await client.query("x", "{ _meta { deployment } }")


def _paging_gateway(rows: list[dict[str, Any]], seen: list[dict[str, Any]]) -> Starlette:
    """A gateway that serves ``rows`` honouring ``first`` and ``where: {id_gt: $cursor}``."""
    ordered = sorted(rows, key=lambda r: str(r["id"]))

    async def query(request: Request) -> JSONResponse:
        body = await request.json()
        seen.append(body)
        first = int(re.search(r"first:\s*(\d+)", body["query"]).group(1))  # type: ignore[union-attr]
        cursor = body["variables"]["cursor"]
        page = [r for r in ordered if str(r["id"]) > cursor][:first]
        return JSONResponse({"data": {"facilitators": page, "_meta": {
            "block": {"number": 1, "timestamp": 1}, "hasIndexingErrors": False}}})

    return Starlette(routes=[Route("/api/{key}/subgraphs/id/{sid}", query, methods=["POST"])])


async def test_paginate_walks_every_row_by_id(tmp_path: Path) -> None:
    rows = _recorded(FACILITATORS)["data"]["facilitators"]
    seen: list[dict[str, Any]] = []
    with serve_in_thread(_paging_gateway(rows, seen)) as url:
        settings = Settings(data_dir=tmp_path, mode="live", pay_to="0x" + "1" * 40,
                            upstream_urls={"graph_gateway": url})
        upstreams = UpstreamClients(settings)
        client = TheGraphClient(upstreams, api_key="k")
        got = [r async for r in client.paginate("S", "facilitators", "id name",
                                                 page_size=40)]
        first_ten = [r async for r in client.paginate("S", "facilitators", "name",
                                                       page_size=4, limit=10)]
        await upstreams.aclose()
    ids = [r["id"] for r in got]
    assert len(ids) == len(rows) == len(set(ids)) and ids == sorted(ids)
    assert len(seen) == -(-len(rows) // 40) + (1 if len(rows) % 40 == 0 else 0) + 3
    assert [r["id"] for r in first_ten] == ids[:10]
    assert seen[1]["variables"]["cursor"] == ids[39] and "_meta" in seen[0]["query"]


def test_with_meta_leaves_fragments_alone() -> None:
    named = with_meta("query Q { tokens { id } } fragment F on Token { id }")
    assert "_meta" in named.split("fragment")[0] and "_meta" not in named.split("fragment")[1]
