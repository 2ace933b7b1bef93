"""The MCP server: one tool per public capability of the endpoint catalog.

Free tools (``route_request``, ``bazaar_search``, ...) answer directly. Paid tools answer an
unpaid call with the x402 payment requirements (x402 MCP transport: a ``CallToolResult`` with
``isError`` and the ``PaymentRequired`` object) and run, then settle, when the call carries a
payment in ``_meta["x402/payment"]``; this is the SDK's ``x402.mcp`` payment wrapper.
Served over SSE (``/mcp/sse`` + ``/mcp/messages/``) and stateless Streamable HTTP (``/mcp``).
"""

from __future__ import annotations

import inspect
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
from mcp.server.mcpserver import Context, MCPServer
from mcp.types import CallToolResult, TextContent
from x402.mcp import MCP_PAYMENT_META_KEY
from x402.mcp.server_async import PaymentWrapperConfig, create_payment_wrapper
from x402.mcp.types import MCPToolResult
from x402.schemas import ResourceInfo

from sextant import __version__, catalog
from sextant.catalog import Endpoint
from sextant.errors import SextantError
from sextant.payments.free_tier import FreeTier, identity, verify_proof
from sextant.payments.seller import requirements_for
from sextant.routing.engine import QUERY_TOOL, tool_name

Handler = Callable[[dict[str, Any]], Awaitable[Any]]


class ToolBackend:
    """What the tools call: the routing engine and the app's routes (inside the gate)."""

    def __init__(self, route: Callable[[str, bool], Awaitable[dict[str, Any]]],
                 run_query: Callable[[str, str], Awaitable[dict[str, Any]]],
                 asgi_routes: Any, base_url: str) -> None:
        self.route = route
        self.run_query = run_query
        self.asgi_routes = asgi_routes
        self.base_url = base_url

    async def call_endpoint(self, endpoint: Endpoint, args: dict[str, Any]) -> Any:
        """Run a catalog endpoint's handler in-process, past the payment gate (the MCP
        layer took the payment)."""
        transport = httpx.ASGITransport(app=self.asgi_routes)
        async with httpx.AsyncClient(transport=transport, base_url=self.base_url) as client:
            body = {k: v for k, v in args.items() if v is not None}
            if endpoint.method == "GET":
                r = await client.get(endpoint.path, params=body)
            else:
                r = await client.post(endpoint.path, json=body)
        if r.status_code >= 400:
            raise ToolFailure(r.status_code, r.text[:2000])
        return r.json()


class ToolFailure(Exception):
    def __init__(self, status: int, body: str) -> None:
        super().__init__(f"HTTP {status}: {body}")
        self.status = status


def _parameters(endpoint: Endpoint) -> list[inspect.Parameter]:
    params = []
    if endpoint.request_model is not None:
        for name, info in endpoint.request_model.model_fields.items():
            default = inspect.Parameter.empty if info.is_required() else info.default
            params.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY,
                                            default=default, annotation=info.annotation))
    elif endpoint.query_params:
        for name in endpoint.query_params:
            required = "required" in str(endpoint.query_params[name])
            params.append(inspect.Parameter(
                name, inspect.Parameter.KEYWORD_ONLY,
                default=inspect.Parameter.empty if required else None,
                annotation=str if required else (str | None)))
    return params


def _meta_of(ctx: Context[Any, Any] | None) -> dict[str, Any]:
    if ctx is None:
        return {}
    try:
        meta = ctx.request_context.meta
    except (ValueError, AttributeError):
        return {}
    if meta is None:
        return {}
    if isinstance(meta, dict):
        return dict(meta)
    data = dict(getattr(meta, "model_extra", None) or {})
    if hasattr(meta, "model_dump"):
        data.update(meta.model_dump(by_alias=True, exclude_none=True))
    return data


def _to_call_result(result: MCPToolResult) -> CallToolResult:
    return CallToolResult(
        content=[TextContent(type="text", text=c["text"]) if isinstance(c, dict) else c
                 for c in result.content],
        structured_content=result.structured_content,
        is_error=result.is_error, _meta=result.meta or None,
    )


def _text(data: Any) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": json.dumps(data, default=str)}],
            "structuredContent": data if isinstance(data, dict) else {"result": data}}


async def _caller(ctx: Context[Any, Any] | None, tier: FreeTier) -> str:
    """The free-tier identity of an MCP call, as at ``POST /``: a wallet proven by the
    ``sender``/``senderSignature``/``signedAt`` of ``_meta`` (signed over ``_meta.messageId``,
    else the JSON-RPC request id), else the HTTP client address."""
    meta = _meta_of(ctx)
    message_id = meta.get("messageId")
    if not isinstance(message_id, str):
        message_id = str(ctx.request_id) if ctx is not None else None
    try:
        request = ctx.request_context.request if ctx is not None else None
    except (ValueError, AttributeError):
        request = None
    host = getattr(getattr(request, "client", None), "host", None)
    return await identity(tier, verify_proof(meta, message_id), host)


FreeQuota = Callable[[Context[Any, Any] | None], Awaitable[bool]]


def _tool(server: MCPServer, name: str, description: str, params: list[inspect.Parameter],
          run: Handler, paid: Callable[[Any], Any] | None,
          free_quota: FreeQuota | None = None) -> None:
    """Register ``run`` as tool ``name`` with an explicit signature (the input schema).

    A paid tool with a ``free_quota`` runs unpaid while the quota grants the call and no
    payment is attached; past it, the payment wrapper asks for the price."""
    wrapped = paid(_adapt(run)) if paid is not None else None

    async def tool(ctx: Context[Any, Any] | None = None, **kwargs: Any) -> CallToolResult:
        try:
            free = (
                free_quota is not None
                and MCP_PAYMENT_META_KEY not in _meta_of(ctx)
                and await free_quota(ctx)
            )
            if wrapped is not None and not free:
                result = await wrapped(kwargs, {"_meta": _meta_of(ctx), "toolName": name})
                return _to_call_result(result)
            data = await run(kwargs)
            return CallToolResult(content=[TextContent(type="text", text=json.dumps(data))],
                                  structured_content=data if isinstance(data, dict) else None)
        except (ToolFailure, SextantError) as exc:
            return CallToolResult(content=[TextContent(type="text", text=str(exc))],
                                  is_error=True)

    ctx_param = inspect.Parameter("ctx", inspect.Parameter.KEYWORD_ONLY, default=None,
                                  annotation=Context)
    tool.__signature__ = inspect.Signature([*params, ctx_param],  # type: ignore[attr-defined]
                                           return_annotation=CallToolResult)
    tool.__annotations__ = {p.name: p.annotation for p in params} | {
        "ctx": Context, "return": CallToolResult}
    tool.__name__ = name
    server.add_tool(tool, name=name, description=description, structured_output=False)


def _adapt(run: Handler) -> Callable[[dict[str, Any], Any], Awaitable[dict[str, Any]]]:
    async def handler(args: dict[str, Any], context: Any) -> dict[str, Any]:
        result = await run(args)
        if isinstance(result, dict) and result.get("_tool_error"):
            raise ToolFailure(int(result.get("status", 500)), str(result.get("message")))
        return _text(result)

    return handler


def build_mcp_server(backend: ToolBackend, resource_server: Any, terms: Any,
                     catalog_size: int, free_tier: FreeTier | None = None) -> MCPServer:
    """The MCP server with a tool per catalog endpoint (admin routes excluded).

    ``route_request`` shares the free routing tier of ``POST /`` (``free_tier``): its free
    calls per caller and day, then the route's x402 price."""
    server = MCPServer(
        name="sextant", version=__version__,
        instructions=(f"Onchain data routing over {catalog_size:,} subgraphs plus paid "
                      "derived signals. Free: route_request, bazaar_search. Paid tools "
                      "answer with x402 payment requirements until paid (x402/payment in "
                      "_meta)."),
        warn_on_duplicate_tools=False,
    )

    def paid_wrapper(endpoint: Endpoint, name: str) -> Callable[[Any], Any]:
        return create_payment_wrapper(resource_server, PaymentWrapperConfig(
            accepts=[requirements_for(endpoint, terms)],
            resource=ResourceInfo(url=f"mcp://tool/{name}", description=endpoint.summary,
                                  mime_type="application/json"),
        ))

    text_param = [inspect.Parameter("request", inspect.Parameter.KEYWORD_ONLY,
                                    annotation=str)]
    free_route = catalog.BY_KEY["POST /"]
    paid_route = catalog.BY_KEY["POST /route"]

    async def route_free(args: dict[str, Any]) -> Any:
        return await backend.route(str(args["request"]), False)

    async def route_paid(args: dict[str, Any]) -> Any:
        return await backend.route(str(args["request"]), True)

    async def query(args: dict[str, Any]) -> Any:
        return await backend.run_query(str(args["subgraph_id"]),
                                       str(args.get("query") or args.get("gql") or ""))

    async def free_quota(ctx: Context[Any, Any] | None) -> bool:
        if free_tier is None:
            return True
        granted, _ = await free_tier.reserve(await _caller(ctx, free_tier),
                                             free_route.free_per_day)
        return granted

    _tool(server, tool_name(free_route),
          f"Route a plain-English onchain data request ({free_route.free_per_day} free calls "
          f"a day, then {free_route.price_usd} USD via x402): recommendation, validated "
          "GraphQL, curl and install hints, alternatives.", text_param, route_free,
          paid_wrapper(free_route, tool_name(free_route)), free_quota)
    _tool(server, tool_name(paid_route), f"{paid_route.summary} Price {paid_route.price_usd} "
          "USD (x402).", text_param, route_paid, paid_wrapper(paid_route, "route_and_execute"))
    query_params = [
        inspect.Parameter("subgraph_id", inspect.Parameter.KEYWORD_ONLY, annotation=str),
        inspect.Parameter("query", inspect.Parameter.KEYWORD_ONLY, default=None,
                          annotation=str | None),
        inspect.Parameter("gql", inspect.Parameter.KEYWORD_ONLY, default=None,
                          annotation=str | None),
    ]
    _tool(server, QUERY_TOOL, "Run a GraphQL query (query, or its alias gql) against a "
          f"subgraph through The Graph gateway. Price {paid_route.price_usd} USD (x402).",
          query_params, query, paid_wrapper(paid_route, QUERY_TOOL))

    for endpoint in catalog.CATALOG:
        if endpoint.admin or endpoint.path in ("/", "/route"):
            continue
        name = tool_name(endpoint)

        async def call(args: dict[str, Any], ep: Endpoint = endpoint) -> Any:
            return await backend.call_endpoint(ep, args)

        price = f" Price {endpoint.price_usd} USD (x402)." if endpoint.paid else " Free."
        _tool(server, name, endpoint.summary + price, _parameters(endpoint), call,
              paid_wrapper(endpoint, name) if endpoint.paid else None)
    return server


def now() -> int:
    return int(time.time())
