"""The FastAPI app factory."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.openapi.utils import get_openapi

import sextant.api
from sextant import __version__, catalog
from sextant.api.errors import install_error_handlers
from sextant.api.meta import payment_info
from sextant.errors import NotImplementedYet
from sextant.logs import configure_logging, get_logger
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


def _served(app: FastAPI) -> set[str]:
    keys = set()
    for route in app.routes:
        for method in getattr(route, "methods", None) or ():
            keys.add(f"{method} {getattr(route, 'path', '')}")
    return keys


def _openapi(app: FastAPI, runtime: Runtime) -> dict[str, Any]:
    if app.openapi_schema:
        return app.openapi_schema
    schema = get_openapi(
        title="Sextant", version=__version__, openapi_version="3.1.0",
        description="Paid onchain data routing and derived signals for AI agents. Paid "
        "operations answer 402 with x402 payment requirements until paid; see "
        "x-payment-info on each.",
        routes=app.routes,
    )
    for endpoint in catalog.CATALOG:
        op = schema.get("paths", {}).get(endpoint.path, {}).get(endpoint.method.lower())
        if op is None:
            continue
        op["summary"] = endpoint.summary
        if endpoint.paid:
            op["x-payment-info"] = payment_info(endpoint, runtime)
            op.setdefault("responses", {})["402"] = {
                "description": "Payment required: x402 requirements in the body (v1) and the "
                "PAYMENT-REQUIRED header (v2)",
            }
    app.openapi_schema = schema
    return schema


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
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        try:
            await runtime.ensure_payments_ready()
        except Exception as exc:  # startup goes on; paid calls answer 503 until it works
            log.error("payment facilitator not ready at startup", error=str(exc))
        yield
        if owns_runtime:  # a runtime handed in is closed by whoever built it
            await runtime.aclose()

    app = FastAPI(
        title="Sextant", version=__version__, lifespan=lifespan, docs_url="/docs",
        redoc_url=None,
    )
    app.state.runtime = runtime
    install_error_handlers(app)
    for module in _router_modules(settings.is_sandbox):
        app.include_router(module.router)
    served = _served(app)
    for endpoint in catalog.CATALOG:
        if endpoint.key not in served:
            app.add_api_route(
                endpoint.path, _placeholder(endpoint), methods=[endpoint.method],
                summary=endpoint.summary, tags=[endpoint.group], status_code=501,
            )
    app.openapi = lambda: _openapi(app, runtime)  # type: ignore[method-assign]
    if free_pass is None:  # the free routing tier (catalog ``free_per_day``)
        from sextant.routing.free_tier import default_free_pass

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
    return app


def main_app() -> FastAPI:
    """Entry for ``uvicorn sextant.api.app:main_app --factory``."""
    settings = get_settings()
    configure_logging(settings.log_level, settings.log_json)
    return create_app(settings)
