"""Seller wiring on the x402 SDK: one route config per paid catalog endpoint."""

from __future__ import annotations

from typing import Any

from x402 import x402ResourceServer
from x402.extensions.bazaar import (
    OutputConfig,
    bazaar_resource_server_extension,
    declare_discovery_extension,
)
from x402.http import PaymentOption
from x402.http.types import RouteConfig
from x402.http.x402_http_server import x402HTTPResourceServer
from x402.mechanisms.evm.exact import ExactEvmServerScheme
from x402.schemas import AssetAmount, PaymentRequirements

from sextant import catalog
from sextant.catalog import Endpoint
from sextant.payments.terms import PaymentTerms

SERVICE_NAME = "Sextant"


def payment_option(endpoint: Endpoint, terms: PaymentTerms) -> PaymentOption:
    """The ``exact`` EVM option for ``endpoint`` at its fixed catalog price."""
    return PaymentOption(
        scheme="exact",
        pay_to=terms.pay_to,
        price=AssetAmount(amount=str(endpoint.price_atomic), asset=terms.asset, extra=terms.extra),
        network=terms.network,
        max_timeout_seconds=terms.max_timeout_seconds,
    )


def requirements_for(endpoint: Endpoint, terms: PaymentTerms) -> PaymentRequirements:
    """The ``PaymentRequirements`` the SDK derives from ``payment_option`` (what a payer
    echoes back in ``accepted``); used for v1 payloads, MCP tools and discovery documents."""
    return PaymentRequirements(
        scheme="exact",
        network=terms.network,
        asset=terms.asset,
        amount=str(endpoint.price_atomic),
        pay_to=terms.pay_to,
        max_timeout_seconds=terms.max_timeout_seconds,
        extra=terms.extra,
    )


def inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with every local ``#/$defs/<name>`` reference replaced by its definition and
    ``$defs`` dropped: a self-contained schema that stays valid wherever it is embedded (the
    Bazaar extension nests it inside a larger document, where ``#/$defs`` would point at that
    document's root). A recursive model cannot be inlined and raises ``ValueError``."""
    defs: dict[str, Any] = schema.get("$defs", {})

    def walk(node: Any, seen: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [walk(v, seen) for v in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str):
            name = ref.removeprefix("#/$defs/")
            if name == ref or name not in defs:
                raise ValueError(f"cannot inline the reference {ref!r}")
            if name in seen:
                raise ValueError(f"{name} is recursive; its schema cannot be inlined")
            siblings = {k: walk(v, seen) for k, v in node.items() if k != "$ref"}
            return {**walk(defs[name], (*seen, name)), **siblings}
        return {k: walk(v, seen) for k, v in node.items() if k != "$defs"}

    return dict(walk(schema, ()))


def model_schema(model: Any) -> dict[str, Any]:
    """A pydantic model's JSON schema, self-contained (``inline_refs``)."""
    return inline_refs(model.model_json_schema())


def discovery_extension(endpoint: Endpoint) -> dict[str, Any]:
    """Bazaar discovery metadata: input example and schema, output schema (self-contained)."""
    input_schema = (
        model_schema(endpoint.request_model) if endpoint.request_model else {"type": "object"}
    )
    output_schema = model_schema(endpoint.response_model) if endpoint.response_model else None
    return declare_discovery_extension(
        input=endpoint.example or {},
        input_schema=input_schema,
        body_type="json" if endpoint.method == "POST" else None,
        output=OutputConfig(example=None, schema=output_schema),
    )


def route_configs(terms: PaymentTerms, base_url: str) -> dict[str, RouteConfig]:
    """SDK route configs for every paid endpoint, keyed ``"POST /path"``."""
    return {
        e.key: RouteConfig(
            accepts=payment_option(e, terms),
            resource=f"{base_url}{e.path}",
            description=e.summary,
            mime_type="application/json",
            service_name=SERVICE_NAME,
            tags=[e.group],
            extensions=discovery_extension(e),
        )
        for e in catalog.paid_endpoints()
    }


def build_http_server(
    facilitator: Any, terms: PaymentTerms, base_url: str
) -> x402HTTPResourceServer:
    """The SDK resource server (exact EVM + Bazaar) wrapped in its HTTP layer."""
    server = x402ResourceServer(facilitator)
    server.register(terms.network, ExactEvmServerScheme())  # type: ignore[arg-type]
    server.register_extension(bazaar_resource_server_extension)  # type: ignore[arg-type]
    return x402HTTPResourceServer(server, route_configs(terms, base_url))
