"""An agent framework's state or message object sent whole, said as the one request inside it:

- a LangGraph / CrewAI state dump ("state = {'messages': [...], 'task': 'count settlements via
  Heurist in Q1 2026', 'step': 3}", "graph_state: {next_node: 'query', query: '...'}"), as JSON,
  a Python literal or with bare keys;
- an A2A JSON-RPC envelope ({"jsonrpc": "2.0", "method": "tasks/send", "params": {"message":
  {"role": "user", "parts": [{"type": "text", "text": "..."}]}}}).

Exactly one string under a request key ("question", "query", "task", "text", ...) is the
request; every other key must be known bookkeeping (ids, roles, counters, an empty or elided
history), or say no scope the request does not say again (a "goal" of "report weekly
metrics"). Anything else leaves the text as sent (refused when no reader takes it)."""

from __future__ import annotations

import ast
import json
import re
from datetime import date

from sextant.warehouse.planner import rx

__all__ = ["plain_state_dump"]

_LABEL = re.compile(r"^\s*(?:(?:langgraph|crewai|autogen|agent|graph|current|workflow|run|a2a)"
                    r"[\s_]*)?(?:state|graph[\s_]state|payload|envelope|request|message)?\s*"
                    r"(?:=|:)?\s*(?=\{)", re.I)
_ASK_KEYS = {"question", "query", "q", "text", "input", "prompt", "task", "current_task",
             "request", "user_query", "user_question", "content", "ask", "message"}
_COUNTERS = {"step", "steps", "retries", "retry", "attempt", "attempts", "iteration", "turn",
             "round", "retry_count", "step_count", "remaining_steps", "id"}
_META = {"jsonrpc", "method", "id", "kind", "type", "role", "messageid", "message_id", "taskid",
         "task_id", "contextid", "context_id", "sessionid", "session_id", "thread_id",
         "threadid", "agent", "agent_name", "name", "node", "next_node", "current_node", "next",
         "status", "sender", "goal", "objective", "purpose", "backstory", "description"}
_HISTORY = {"messages", "history", "context", "metadata", "memory", "scratchpad",
            "intermediate_steps", "artifacts", "tools", "config"}


def _load(body: str) -> object:
    for load in (json.loads, ast.literal_eval):
        try:
            return load(body)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            continue
    keyed = rx.sub(r"([{,]\s*)([A-Za-z_]\w*)\s*:", r'\1"\2":', body)
    try:
        return ast.literal_eval(keyed)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None


def _walk(obj: object, asks: list[str], meta: list[str]) -> bool:
    """Collect the request strings and the bookkeeping texts; False on anything unknown."""
    if not isinstance(obj, dict):
        return False
    for key, value in obj.items():
        k = str(key).lower().replace("-", "_")
        if isinstance(value, list) and len(value) == 1 and isinstance(value[0], dict):
            value = value[0]  # an A2A message's one part
        if isinstance(value, dict) and value and k not in _HISTORY:
            if not _walk(value, asks, meta):
                return False
        elif k in _ASK_KEYS and isinstance(value, str):
            asks.append(value)
        elif (k in _HISTORY and value in ({}, [], [...], "", None, ...)) or (
                k in _COUNTERS and isinstance(value, int) and not isinstance(value, bool)):
            continue
        elif k in _META | _COUNTERS and isinstance(value, str) and len(value) <= 120:
            meta.append(value)
        else:
            return False
    return True


def plain_state_dump(question: str, names: list[str], as_of: date) -> str:
    """The one request inside a state dump or A2A envelope (as sent otherwise)."""
    from sextant.warehouse.planner.agentturns import _ANAPHORA
    from sextant.warehouse.planner.priorturns import scope_restated

    head = _LABEL.match(question)
    if head is None or not question.rstrip().endswith("}"):
        return question
    asks: list[str] = []
    meta: list[str] = []
    if not _walk(_load(question[head.end():].strip()), asks, meta) or len(asks) != 1:
        return question
    ask = asks[0].strip()
    if not ask or "{" in ask or _ANAPHORA.search(ask) or not all(
            scope_restated(m.replace("_", " "), ask, names, as_of) for m in meta):
        return question
    return ask[:1].upper() + ask[1:]
