"""MCP transports: Streamable HTTP at ``/mcp`` (stateless, JSON answers) and SSE at
``/mcp/sse`` with messages posted to ``/mcp/messages/``. The server is built per app on first
use, from the catalog (``sextant.api.mcp_server``)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from typing import Any

from fastapi import APIRouter
from mcp.server.sse import SseServerTransport
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import Receive, Scope, Send

from sextant.api.mcp_server import ToolBackend, build_mcp_server

router = APIRouter(include_in_schema=False)
MESSAGES_PATH = "/mcp/messages/"
_OPEN = TransportSecuritySettings(enable_dns_rebinding_protection=False)


class _Host:
    """The MCP server of one app, its Streamable HTTP app and SSE transport."""

    def __init__(self, app: Any) -> None:
        from sextant.api.routing import execute, executor_for, refuse_non_answer
        from sextant.routing.registry.loader import engine_for

        runtime = app.state.runtime
        self.engine = engine_for(runtime.settings)

        async def route(text: str, run: bool) -> dict[str, Any]:
            answer = await asyncio.to_thread(self.engine.route, text, now=int(time.time()))
            if run:
                refuse_non_answer(answer)
                answer.execution_result = await execute(runtime, answer)
            return answer.to_json()

        async def run_query(subgraph_id: str, query: str) -> dict[str, Any]:
            return await executor_for(runtime).run(subgraph_id, query)

        backend = ToolBackend(route, run_query, app.router, runtime.settings.base_url)
        self.server = build_mcp_server(backend, runtime.http_server._server, runtime.terms,
                                       len(self.engine.index),
                                       getattr(app.state, "free_tier", None))
        self.ensure_payments = runtime.ensure_payments_ready
        self.http_app = self.server.streamable_http_app(
            streamable_http_path="/mcp", stateless_http=True, json_response=True,
            transport_security=_OPEN)
        self.sse = SseServerTransport(MESSAGES_PATH, security_settings=_OPEN)
        self._running: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    async def start(self) -> None:
        """Run the Streamable HTTP session manager (a mounted app gets no lifespan); a new
        event loop (a new server thread) gets a new manager."""
        loop = asyncio.get_running_loop()
        if self._running is not None and self._loop is loop and not self._running.done():
            return
        if self._running is not None:
            self.http_app = self.server.streamable_http_app(
                streamable_http_path="/mcp", stateless_http=True, json_response=True,
                transport_security=_OPEN)
        started = asyncio.Event()
        manager = self.server.session_manager

        async def runner() -> None:
            async with manager.run():
                started.set()
                await asyncio.Event().wait()

        self._loop = loop
        self._running = loop.create_task(runner())
        await started.wait()


_BUILD = threading.Lock()


def _build(app: Any) -> _Host:
    with _BUILD:
        host = getattr(app.state, "mcp_host", None)
        if not isinstance(host, _Host):
            host = _Host(app)
            app.state.mcp_host = host
        return host


async def _host(scope: Scope) -> _Host:
    app = scope["app"]
    found = getattr(app.state, "mcp_host", None)
    host = found if isinstance(found, _Host) else await asyncio.to_thread(_build, app)
    with contextlib.suppress(Exception):  # paid tools then fail; free tools still work
        await host.ensure_payments()
    return host


class _StreamableHTTP:
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        host = await _host(scope)
        await host.start()
        await host.http_app(scope, receive, send)


class _SSEConnect:
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        host = await _host(scope)
        low = host.server._lowlevel_server
        async with host.sse.connect_sse(scope, receive, send) as (read, write):
            await low.run(read, write, low.create_initialization_options())


class _SSEMessages:
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        host = await _host(scope)
        await host.sse.handle_post_message(scope, receive, send)


# ASGI apps as route endpoints (Starlette runs a non-function endpoint as an ASGI app)
router.add_route("/mcp", _StreamableHTTP(), methods=["GET", "POST", "DELETE"])  # type: ignore[arg-type]
router.add_route("/mcp/sse", _SSEConnect(), methods=["GET"])  # type: ignore[arg-type]
router.add_route(MESSAGES_PATH, _SSEMessages(), methods=["POST"])  # type: ignore[arg-type]
