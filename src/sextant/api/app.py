"""The FastAPI app factory."""

from __future__ import annotations

import asyncio
import importlib
import pkgutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.routing import APIRoute
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

import sextant.api
from sextant import catalog
from sextant.api.errors import install_error_handlers
from sextant.api.limits import RequestLimitMiddleware, RequestLimits, sane_recursion_limit
from sextant.api.meta import payment_info
from sextant.api.openapi import INTERFACE_VERSION, build_openapi
from sextant.errors import NotImplementedYet
from sextant.logs import configure_logging, get_logger
from sextant.observability.metrics import MetricsMiddleware
from sextant.payments.gate import FreePass, PaymentGate
from sextant.runtime import Runtime, build_runtime
from sextant.settings import Settings, get_settings

log = get_logger(__name__)


def _router_modules(sandbox: bool) -> list[Any]:
    modules = []
    for info in sorted(pkgutil.iter_modules(sextant.api.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"sextant.api.{info.name}")
        if not hasattr(module, "router"):
            continue
        if getattr(module, "SANDBOX_ONLY", False) and not sandbox:
            continue
        modules.append(module)
    return modules


def _placeholder(endpoint: catalog.Endpoint) -> Any:
    async def not_built(request: Request) -> None:
        raise NotImplementedYet(
            f"{endpoint.key} is catalogued and priced but its logic is not built yet; "
            "you were not charged"
        )

    not_built.__name__ = f"not_built_{endpoint.operation_id}"
    return not_built


def served_keys(modules: list[Any]) -> set[str]:
    """``"POST /perpdex/score"`` keys of every route the router modules define."""
    keys: set[str] = set()
    for module in modules:  # a route's path already carries its router's prefix
        for route in module.router.routes:
            if isinstance(route, APIRoute):
                keys.update(f"{m} {route.path}" for m in route.methods or ())
    return keys


_DESCRIPTION = (
    "Paid onchain data routing and derived signals for AI agents. Paid operations answer 402 "
    "with x402 payment requirements until paid (see x-payment-info on each); a payment is "
    "settled only when the operation answers 2xx. Errors share one body shape "
    "(`error` code, `message`, `field`)."
)


def request_limits(settings: Settings) -> RequestLimits:
    """The request limits of ``settings`` (the dev chain's RPC door takes larger bodies)."""
    return RequestLimits(
        max_body_bytes=settings.max_body_bytes,
        max_header_bytes=settings.max_header_bytes,
        max_headers_total_bytes=settings.max_headers_total_bytes,
        max_header_count=settings.max_header_count,
        max_json_depth=settings.max_json_depth,
        body_by_path={"/sandbox/rpc": settings.max_rpc_body_bytes},
    )


def create_app(
    settings: Settings | None = None,
    runtime: Runtime | None = None,
    free_pass: FreePass | None = None,
) -> FastAPI:
    """Build the service: routes from every ``sextant.api`` router, 501s for catalogued
    endpoints not built yet, and the payment gate in front."""
    settings = settings or (runtime.settings if runtime else get_settings())
    owns_runtime = runtime is None
    runtime = runtime or build_runtime(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        try:
            await runtime.ensure_payments_ready()
        except Exception as exc:  # startup goes on; paid calls answer 503 until it works
            log.error("payment facilitator not ready at startup", error=str(exc))
        # background warm-ups of router modules (``async def warm(app)``), not awaited
        warming = [asyncio.ensure_future(m.warm(app)) for m in modules if hasattr(m, "warm")]
        yield
        # shutdown: stop the warm-ups, then each module's background work (``async def
        # shutdown(app)``), and wait for all of it before the runtime closes under it
        for task in warming:
            task.cancel()
        await asyncio.gather(*warming, return_exceptions=True)
        for module in modules:
            if hasattr(module, "shutdown"):
                try:
                    await module.shutdown(app)
                except Exception as exc:  # one module's failure does not stop the others
                    log.warning("shutdown hook failed", module=module.__name__, error=str(exc))
        if owns_runtime:  # a runtime handed in is closed by whoever built it
            await runtime.aclose()

    app = FastAPI(
        title="Sextant", version=INTERFACE_VERSION, lifespan=lifespan, docs_url="/docs",
        redoc_url=None,
    )
    app.state.runtime = runtime
    install_error_handlers(app)
    modules = _router_modules(settings.is_sandbox)
    for module in modules:
        app.include_router(module.router)
    served = served_keys(modules)
    unbuilt = {e.key for e in catalog.CATALOG if e.key not in served}
    for endpoint in catalog.CATALOG:
        if endpoint.key in unbuilt:
            app.add_api_route(
                endpoint.path, _placeholder(endpoint), methods=[endpoint.method],
                summary=endpoint.summary, tags=[endpoint.group], status_code=501,
            )
    app.state.unbuilt = unbuilt

    def openapi() -> dict[str, Any]:
        if not app.openapi_schema:
            app.openapi_schema = build_openapi(
                app, unbuilt, lambda e: payment_info(e, runtime), _DESCRIPTION)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    if free_pass is None:  # the free routing tier (catalog ``free_per_day``)
        from sextant.payments.free_tier import default_free_pass

        free_pass = default_free_pass(runtime)
    # One counter for the free routing tier, shared by POST / and the MCP route tool.
    app.state.free_tier = getattr(free_pass, "tier", None)
    app.add_middleware(
        PaymentGate,
        http_server=runtime.http_server,
        terms=runtime.terms,
        guard=runtime.guard,
        ledger=runtime.ledger,
        ready=runtime.ensure_payments_ready,
        free_pass=free_pass,
    )
    if settings.trusted_proxies.strip():
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=settings.trusted_proxies)
    app.add_middleware(RequestLimitMiddleware, limits=request_limits(settings))
    app.add_middleware(MetricsMiddleware)  # outermost: counts limit refusals and 402s too
    sane_recursion_limit()  # after every import of the app (py_ecc raises it to 100,000)
    return app


def main_app() -> FastAPI:
    """Entry for ``uvicorn sextant.api.app:main_app --factory``."""
    settings = get_settings()
    configure_logging(settings.log_level, settings.log_json)
    return create_app(settings)
