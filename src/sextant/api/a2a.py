"""A2A JSON-RPC 2.0 at ``POST /``: parse ``message/send`` (v0.3, spec 2.1; also v1.0
``SendMessage`` and the sample calls that send only ``parts``), answer with a message whose
data part is the routing response, and the JSON-RPC errors for malformed calls."""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass
from typing import Any

from a2a.compat.v0_3.types import (
    AgentCapabilities,
    AgentCard,
    AgentSkill,
    DataPart,
    InvalidParamsError,
    InvalidRequestError,
    JSONParseError,
    JSONRPCErrorResponse,
    Message,
    MethodNotFoundError,
    Part,
    Role,
    SendMessageSuccessResponse,
    TextPart,
)

from sextant import __version__, catalog
from sextant.routing.engine import tool_name

METHODS_V03 = {"message/send"}
METHODS_V10 = {"SendMessage"}
_SENDER_RE = re.compile(r"^0x[0-9a-fA-F]{40}$")
MAX_TEXT = 4000


@dataclass
class RoutingCall:
    """A well-formed routing request."""

    id: str | int | None
    text: str
    sender: str | None
    version: str  # "0.3", "1.0" or "plain"
    execute: bool = True
    context_id: str | None = None


@dataclass
class RpcFailure:
    """A JSON-RPC error to send back."""

    id: str | int | None
    code: int
    message: str
    data: Any = None

    def body(self) -> dict[str, Any]:
        err: Any
        if self.code == -32700:
            err = JSONParseError(message=self.message, data=self.data)
        elif self.code == -32600:
            err = InvalidRequestError(message=self.message, data=self.data)
        elif self.code == -32601:
            err = MethodNotFoundError(message=self.message, data=self.data)
        else:
            err = InvalidParamsError(message=self.message, data=self.data)
        out = JSONRPCErrorResponse(id=self.id, error=err).model_dump(
            mode="json", by_alias=True, exclude_none=True)
        out["id"] = self.id  # JSON-RPC: id is null when it could not be read
        return out


def sender_metadata(payload: Any) -> dict[str, Any]:
    """The metadata object that names the caller's wallet (``params.metadata``,
    ``params.message.metadata`` or top-level ``metadata``), or ``{}``."""
    if not isinstance(payload, dict):
        return {}
    params = payload.get("params") if isinstance(payload.get("params"), dict) else {}
    message = params.get("message") if isinstance(params, dict) else None
    candidates = [
        params.get("metadata") if isinstance(params, dict) else None,
        message.get("metadata") if isinstance(message, dict) else None,
        payload.get("metadata"),
    ]
    for meta in candidates:
        if isinstance(meta, dict) and isinstance(meta.get("sender"), str) \
                and _SENDER_RE.match(meta["sender"].strip()):
            return meta
    return {}


def sender_of(payload: Any) -> str | None:
    """The wallet the caller claims (``metadata.sender``, 0x + 40 hex), lowercased."""
    sender = sender_metadata(payload).get("sender")
    return sender.strip().lower() if isinstance(sender, str) else None


def message_id_of(payload: Any) -> str | None:
    """``params.message.messageId`` when it is a string."""
    params = payload.get("params") if isinstance(payload, dict) else None
    message = params.get("message") if isinstance(params, dict) else None
    mid = message.get("messageId") if isinstance(message, dict) else None
    return mid if isinstance(mid, str) and mid else None


def parse(raw: bytes, *, allow_plain: bool = False) -> RoutingCall | RpcFailure:
    """Parse a request body; ``allow_plain`` also takes ``{"request": "..."}`` (``/route``)."""
    try:
        payload = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        return RpcFailure(None, -32700, "Parse error: the body is not valid JSON")
    if not isinstance(payload, dict):
        return RpcFailure(None, -32600, "Invalid Request: expected a JSON object")
    rid = payload.get("id")
    if rid is not None and (not isinstance(rid, str | int) or isinstance(rid, bool)):
        return RpcFailure(None, -32600, "Invalid Request: id must be a string, number or null")
    execute = payload.get("execute", True) is not False
    if allow_plain and isinstance(payload.get("request"), str) and "method" not in payload:
        return _text_call(rid, payload["request"], sender_of(payload), "plain", execute, None)
    if allow_plain and not {"method", "params", "jsonrpc", "parts"} & payload.keys():
        # neither form: say which field the plain form needs, not a JSON-RPC rule
        keys = ", ".join(sorted(str(k) for k in payload)) or "none"
        return RpcFailure(rid, -32602, 'Invalid params: request must be a plain-English string, '
                          'as in {"request": "Uniswap v3 top pools on base by TVL"}, or send an '
                          f"A2A message/send call; the body's keys were: {keys}")
    if "jsonrpc" in payload and payload["jsonrpc"] != "2.0":
        return RpcFailure(rid, -32600, "Invalid Request: jsonrpc must be \"2.0\"")
    method = payload.get("method", "message/send" if "params" in payload else None)
    if "parts" in payload and method is None:  # a bare sample call: {"parts": [...]}
        payload = {"params": {"message": {"parts": payload["parts"]}}}
        method = "message/send"
    if not isinstance(method, str):
        return RpcFailure(rid, -32600, "Invalid Request: method must be a string")
    if method not in METHODS_V03 | METHODS_V10:
        return RpcFailure(rid, -32601, f"Method not found: {method}",
                          {"supported": sorted(METHODS_V03 | METHODS_V10)})
    params = payload.get("params")
    if not isinstance(params, dict) or not isinstance(params.get("message"), dict):
        return RpcFailure(rid, -32602, "Invalid params: params.message is required")
    message = params["message"]
    parts = message.get("parts")
    if not isinstance(parts, list) or not parts:
        return RpcFailure(rid, -32602, "Invalid params: params.message.parts must be a "
                                       "non-empty array")
    texts = []
    for part in parts:
        if not isinstance(part, dict):
            return RpcFailure(rid, -32602, "Invalid params: each part must be an object")
        kind = part.get("kind", "text" if "text" in part else None)
        if kind == "text":
            if not isinstance(part.get("text"), str):
                return RpcFailure(rid, -32602, "Invalid params: a text part needs text")
            texts.append(part["text"])
    version = "1.0" if method in METHODS_V10 else "0.3"
    context = message.get("contextId") if isinstance(message.get("contextId"), str) else None
    return _text_call(rid, "\n".join(texts), sender_of(payload), version, execute, context)


def _text_call(rid: str | int | None, text: str, sender: str | None, version: str,
               execute: bool, context: str | None) -> RoutingCall | RpcFailure:
    text = text.replace("\x00", " ").strip()
    if not text:
        return RpcFailure(rid, -32602, "Invalid params: the request text is empty")
    if len(text) > MAX_TEXT:
        return RpcFailure(rid, -32602, f"Invalid params: the request text is longer than "
                                       f"{MAX_TEXT} characters")
    return RoutingCall(rid, text, sender, version, execute, context)


def reply(call: RoutingCall, routing: dict[str, Any], banner: str) -> dict[str, Any]:
    """The JSON-RPC success response: a banner text part and the routing data part."""
    summary = f"{banner}\n\nRecommendation: {routing['recommendation']} " \
              f"({routing['confidence']}). {routing['reason']}"
    if call.version == "1.0":
        return {"jsonrpc": "2.0", "id": call.id, "result": {"message": {
            "messageId": str(uuid.uuid4()), "role": "ROLE_AGENT",
            "contextId": call.context_id,
            "parts": [{"text": summary}, {"data": routing}]}}}
    message = Message(
        role=Role.agent, message_id=str(uuid.uuid4()), context_id=call.context_id,
        parts=[Part(root=TextPart(text=summary)), Part(root=DataPart(data=routing))],
    )
    return SendMessageSuccessResponse(id=call.id, result=message).model_dump(
        mode="json", by_alias=True, exclude_none=True)


def agent_card(base_url: str, service_name: str, catalog_size: int) -> dict[str, Any]:
    """The agent card, one skill per public endpoint of the catalog."""
    skills = []
    for ep in catalog.CATALOG:
        if ep.admin:
            continue
        price = "free" if not ep.paid else f"{ep.price_usd} USD per call (x402)"
        if ep.free_per_day:
            price = f"{ep.free_per_day} free calls per day, then {ep.price_usd} USD (x402)"
        skills.append(AgentSkill(
            id=tool_name(ep), name=f"{ep.method} {ep.path}",
            description=f"{ep.summary} Price: {price}.",
            tags=[ep.group, "x402"] if ep.paid else [ep.group],
            examples=[json.dumps(ep.example)] if ep.example else None,
        ))
    card = AgentCard(
        name=service_name, version=__version__, url=f"{base_url}/",
        description=(f"Routes plain-English onchain data requests to the right subgraph (out of "
                     f"{catalog_size:,} in its catalog) or data service, with a validated "
                     "GraphQL query, curl and install hints; sells derived signals over x402. "
                     "10 free routing calls per day, then 0.01 USD per call."),
        capabilities=AgentCapabilities(streaming=False, push_notifications=False),
        default_input_modes=["text/plain", "application/json"],
        default_output_modes=["application/json", "text/plain"],
        preferred_transport="JSONRPC", skills=skills,
    )
    out = card.model_dump(mode="json", by_alias=True, exclude_none=True)
    out["supportedInterfaces"] = [
        {"url": f"{base_url}/", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"},
        {"url": f"{base_url}/", "protocolBinding": "JSONRPC", "protocolVersion": "0.3"},
    ]
    out["mcp"] = {"sse": f"{base_url}/mcp/sse", "streamable_http": f"{base_url}/mcp"}
    return out
