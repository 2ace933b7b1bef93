"""The LLM path: a tool-calling loop with one tool, ``run_sql`` (Anthropic or any
OpenAI-compatible endpoint), as the reference service runs it: at most 6 turns, a total
budget, and one final "synthesise" call when the loop ends without text."""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx

from sextant.errors import UpstreamTimeout, UpstreamUnavailable
from sextant.warehouse.layout import TABLE_DOCS

MAX_TURNS = 6
BUDGET_S = 50.0
RESULT_ROWS_TO_MODEL = 50
RunSql = Callable[[str], Awaitable[dict[str, Any]]]

TOOL_DESCRIPTION = ("Run one read-only DuckDB SELECT over the virtual tables settlements and "
                    "daily_stats; returns columns and up to 500 rows, or an error to fix.")
SQL_SCHEMA = {"type": "object", "properties": {"sql": {"type": "string"}}, "required": ["sql"]}


def system_prompt(as_of: str, blocks: str) -> str:
    tables = "\n".join(f"- {name}: {doc}" for name, doc in TABLE_DOCS.items())
    return (
        "You answer questions about x402 payments settled on Base, using the run_sql tool.\n"
        f"Tables:\n{tables}\n"
        "Columns of settlements: id, tx_hash, log_index, block_number, timestamp, payer, "
        "recipient, token, amount, settlement_type, facilitator, gas_used, gas_price, nonce.\n"
        f"The data ends at the snapshot end {as_of}; resolve relative dates ('last 7 days') "
        "against it and say so. Every settlements query must filter on block_number; get a "
        "period's block range from daily_stats (min(first_block), max(last_block)). Prefer "
        f"daily_stats for trends. Block range: {blocks}. Coverage: EIP-3009 settlements only; "
        "Permit2 and Multicall3 settlements are not in the warehouse. Answer concisely "
        "with the numbers from the results.")


class LlmClient:
    """Anthropic Messages API or an OpenAI-compatible ``/chat/completions`` endpoint."""

    def __init__(self, provider: str, api_key: str, model: str, base_url: str | None = None,
                 http: httpx.AsyncClient | None = None) -> None:
        self.provider = provider.lower()
        self.api_key = api_key
        self.model = model
        default = "https://api.anthropic.com" if self.provider == "anthropic" else \
            "https://api.openai.com/v1"
        self.base_url = (base_url or default).rstrip("/")
        self.http = http or httpx.AsyncClient(timeout=40)

    @property
    def name(self) -> str:
        return f"{self.provider}:{self.model}"

    async def _post(self, path: str, body: dict[str, Any], deadline: float) -> dict[str, Any]:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise UpstreamTimeout("the model did not finish within the budget",
                                  upstream="llm", retry_after_seconds=30)
        headers = ({"x-api-key": self.api_key, "anthropic-version": "2023-06-01"}
                   if self.provider == "anthropic"
                   else {"Authorization": f"Bearer {self.api_key}"})
        try:
            r = await self.http.post(self.base_url + path, json=body, headers=headers,
                                     timeout=min(40.0, remaining))
        except httpx.TimeoutException as exc:
            raise UpstreamTimeout("the model timed out", upstream="llm",
                                  retry_after_seconds=30) from exc
        except httpx.HTTPError as exc:
            raise UpstreamUnavailable(f"model endpoint error: {type(exc).__name__}",
                                      upstream="llm", retry_after_seconds=30) from exc
        if r.status_code >= 400:
            raise UpstreamUnavailable(f"model endpoint answered HTTP {r.status_code}",
                                      upstream="llm", retry_after_seconds=30)
        data: dict[str, Any] = r.json()
        return data

    async def answer(self, question: str, system: str, run_sql: RunSql,
                     budget_s: float = BUDGET_S) -> str:
        deadline = time.monotonic() + budget_s
        if self.provider == "anthropic":
            return await self._anthropic(question, system, run_sql, deadline)
        return await self._openai(question, system, run_sql, deadline)

    async def _anthropic(self, question: str, system: str, run_sql: RunSql,
                         deadline: float) -> str:
        tools = [{"name": "run_sql", "description": TOOL_DESCRIPTION,
                  "input_schema": SQL_SCHEMA}]
        messages: list[dict[str, Any]] = [{"role": "user", "content": question}]
        for _ in range(MAX_TURNS):
            reply = await self._post("/v1/messages", {
                "model": self.model, "max_tokens": 1024, "system": system, "tools": tools,
                "messages": messages}, deadline)
            content = reply.get("content", [])
            calls = [c for c in content if c.get("type") == "tool_use"]
            text = "".join(c.get("text", "") for c in content if c.get("type") == "text")
            if not calls:
                if text.strip():
                    return text.strip()
                break
            messages.append({"role": "assistant", "content": content})
            results = []
            for call in calls:
                out = await run_sql(str(call.get("input", {}).get("sql", "")))
                results.append({"type": "tool_result", "tool_use_id": call["id"],
                                "content": json.dumps(out, default=str)})
            messages.append({"role": "user", "content": results})
        messages.append({"role": "user", "content": "Write the final answer now from the "
                                                    "results above, without more queries."})
        reply = await self._post("/v1/messages", {
            "model": self.model, "max_tokens": 1024, "system": system, "messages": messages},
            deadline)
        return "".join(c.get("text", "") for c in reply.get("content", [])
                       if c.get("type") == "text").strip()

    async def _openai(self, question: str, system: str, run_sql: RunSql,
                      deadline: float) -> str:
        tools = [{"type": "function", "function": {
            "name": "run_sql", "description": TOOL_DESCRIPTION, "parameters": SQL_SCHEMA}}]
        messages: list[dict[str, Any]] = [{"role": "system", "content": system},
                                          {"role": "user", "content": question}]
        for _ in range(MAX_TURNS):
            reply = await self._post("/chat/completions", {
                "model": self.model, "messages": messages, "tools": tools}, deadline)
            msg = reply["choices"][0]["message"]
            calls = msg.get("tool_calls") or []
            if not calls:
                if (msg.get("content") or "").strip():
                    return str(msg["content"]).strip()
                break
            messages.append(msg)
            for call in calls:
                try:
                    sql = json.loads(call["function"].get("arguments") or "{}").get("sql", "")
                except json.JSONDecodeError:
                    sql = ""
                out = await run_sql(str(sql))
                messages.append({"role": "tool", "tool_call_id": call["id"],
                                 "content": json.dumps(out, default=str)})
        messages.append({"role": "user", "content": "Write the final answer now from the "
                                                    "results above, without more queries."})
        reply = await self._post("/chat/completions", {"model": self.model,
                                                       "messages": messages}, deadline)
        return str(reply["choices"][0]["message"].get("content") or "").strip()
