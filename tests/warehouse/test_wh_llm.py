"""The LLM path: a scripted model drives run_sql through the guard; answers and traces."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from sextant.settings import Settings
from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.layout import Layout
from sextant.warehouse.llm import LlmClient
from sextant.warehouse.service import AskService, UnanswerableQuestion

QUESTION = "Which hour of the day is the most popular for x402 in March 2026?"
GOOD = ("SELECT hour(timestamp) AS h, count(*) AS n FROM settlements "
        "WHERE timestamp >= TIMESTAMPTZ '2026-03-01 00:00:00+00' "
        "AND timestamp < TIMESTAMPTZ '2026-04-01 00:00:00+00' GROUP BY 1 ORDER BY n DESC, h "
        "LIMIT 1")


def _anthropic_script(seen: list[dict[str, Any]]) -> httpx.MockTransport:
    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        seen.append(body)
        assert request.headers["x-api-key"] == "k" and request.url.path == "/v1/messages"
        turn = len(seen)
        if turn == 1:
            return httpx.Response(200, json={"stop_reason": "tool_use", "content": [
                {"type": "tool_use", "id": "t1", "name": "run_sql",
                 "input": {"sql": "DROP TABLE settlements"}}]})
        if turn == 2:
            return httpx.Response(200, json={"stop_reason": "tool_use", "content": [
                {"type": "tool_use", "id": "t2", "name": "run_sql", "input": {"sql": GOOD}}]})
        result = json.loads(body["messages"][-1]["content"][0]["content"])
        hour, n = result["rows"][0]
        return httpx.Response(200, json={"stop_reason": "end_turn", "content": [
            {"type": "text", "text": f"Hour {hour} UTC with {n} settlements."}]})

    return httpx.MockTransport(handler)


def _service(layout: Layout, duck: DuckDBBackend, tmp: Path, llm: LlmClient | None) -> AskService:
    settings = Settings(data_dir=tmp, upstream_urls={"_": "_"})
    return AskService(settings, layout=layout, backend=duck, llm=llm)


async def test_anthropic_tool_loop(wh_layout: Layout, duck: DuckDBBackend, raw: Any,
                                   tmp_path: Path) -> None:
    seen: list[dict[str, Any]] = []
    llm = LlmClient("anthropic", "k", "claude-test", "https://llm.test",
                    httpx.AsyncClient(transport=_anthropic_script(seen)))
    out = await _service(wh_layout, duck, tmp_path, llm).ask(QUESTION)
    hour, n = raw.rows(GOOD)[0]
    assert out.answer.startswith(f"Hour {hour} UTC with {n} settlements.")
    assert out.model == "anthropic:claude-test"
    refused = json.loads(seen[2]["messages"][-3]["content"][0]["content"])
    assert refused["error"].startswith("query rejected")
    assert seen[0]["tools"][0]["name"] == "run_sql" and "snapshot end" in seen[0]["system"]
    # the question's scope (March 2026) put a block predicate on the model's query
    assert any("block_number >=" in t.sql and "hour" in t.sql.lower() for t in out.sql_trace)
    assert all(t.ms >= 0 for t in out.sql_trace)


async def test_openai_compatible_tool_loop(wh_layout: Layout, duck: DuckDBBackend, raw: Any,
                                           tmp_path: Path) -> None:
    calls: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        calls.append(body)
        assert request.url.path == "/v1/chat/completions"
        if len(calls) == 1:
            return httpx.Response(200, json={"choices": [{"message": {
                "role": "assistant", "content": None, "tool_calls": [{
                    "id": "c1", "type": "function",
                    "function": {"name": "run_sql", "arguments": json.dumps({"sql": GOOD})}}]}}]})
        rows = json.loads(body["messages"][-1]["content"])["rows"]
        return httpx.Response(200, json={"choices": [{"message": {
            "role": "assistant", "content": f"Busiest hour: {rows[0][0]}"}}]})

    llm = LlmClient("openai", "k", "gpt-test", "https://llm.test/v1",
                    httpx.AsyncClient(transport=httpx.MockTransport(handler)))
    out = await _service(wh_layout, duck, tmp_path, llm).ask(QUESTION)
    assert out.answer.startswith(f"Busiest hour: {raw.rows(GOOD)[0][0]}")
    assert out.model == "openai:gpt-test" and len(out.sql_trace) >= 2


async def test_without_a_key_unanswerable_is_a_4xx(wh_layout: Layout, duck: DuckDBBackend,
                                                   tmp_path: Path) -> None:
    with pytest.raises(UnanswerableQuestion) as info:
        await _service(wh_layout, duck, tmp_path, None).ask(QUESTION)
    assert info.value.status == 422 and info.value.extra["suggestions"]
