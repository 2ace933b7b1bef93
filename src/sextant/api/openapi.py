"""The OpenAPI document: FastAPI's, corrected to what the service really answers.

FastAPI documents a 422 validation error the service never sends (it answers 400 in the one
error shape) and knows nothing of x402. This module adds, per operation: the request body and
200 schema from the catalog where a route reads its body itself, 400/413/431 in the error
shape, the 402 payment body and ``x-payment-info`` on paid operations, and the upstream
errors (502/503/504) every paid operation can answer.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel

from sextant import catalog
from sextant.schemas.errors import A2AReply, ErrorBody, PaymentRequiredBody

#: The interface version of spec Part 9 (the package version is separate).
INTERFACE_VERSION = "1.0.0"

_REF = "#/components/schemas/{model}"
_DESCRIPTIONS = {
    400: "Bad request: a field is missing or malformed; `error` names the code and `field` "
         "the field. Never charged.",
    401: "Missing credentials.",
    403: "Wrong credentials.",
    404: "Not found; the body may carry close matches. Never charged.",
    413: "Request body larger than this route accepts. Never charged.",
    422: "Understood but not answerable as asked; the body says what was understood and how "
         "to rephrase. Never charged.",
    431: "Request headers too large. Never charged.",
    501: "Catalogued and priced but not built yet. Never charged.",
    502: "An upstream failed; retry after `retry_after_seconds`. Never charged.",
    503: "A component the route needs (payments, configuration) is unavailable. Never charged.",
    504: "An upstream did not answer in time; retry after `retry_after_seconds`. Never "
         "charged.",
}
_PAID_ERRORS = (502, 503, 504)


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """``responses=`` for a route decorator: these statuses in the one error shape."""
    return {s: {"model": ErrorBody, "description": _DESCRIPTIONS.get(s, "Error.")}
            for s in statuses}


def _add_models(components: dict[str, Any], *models: type[BaseModel]) -> None:
    for model in models:
        schema = model.model_json_schema(ref_template=_REF)
        for name, sub in schema.pop("$defs", {}).items():
            components.setdefault(name, sub)
        components.setdefault(model.__name__, schema)


def _ref(model: type[BaseModel]) -> dict[str, Any]:
    return {"$ref": _REF.format(model=model.__name__)}


def _json(model: type[BaseModel], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": _ref(model)}}}


def _is_fastapi_validation(response: dict[str, Any]) -> bool:
    schema = response.get("content", {}).get("application/json", {}).get("schema", {})
    return str(schema.get("$ref", "")).endswith("/HTTPValidationError")


def _fix_errors(op: dict[str, Any]) -> None:
    responses: dict[str, Any] = op.setdefault("responses", {})
    has_input = "requestBody" in op or any(
        p.get("in") == "query" for p in op.get("parameters", []))
    if has_input:
        responses.setdefault("400", _json(ErrorBody, _DESCRIPTIONS[400]))
    if "requestBody" in op:
        responses.setdefault("413", _json(ErrorBody, _DESCRIPTIONS[413]))
    responses.setdefault("431", _json(ErrorBody, _DESCRIPTIONS[431]))


def _catalogued(op: dict[str, Any], endpoint: catalog.Endpoint, built: bool,
                components: dict[str, Any], payment_info: dict[str, Any] | None) -> None:
    op["summary"] = endpoint.summary
    responses: dict[str, Any] = op.setdefault("responses", {})
    if not built:
        responses["501"] = _json(ErrorBody, _DESCRIPTIONS[501])
        responses.pop("200", None)
    else:
        op["operationId"] = endpoint.operation_id
        for status in endpoint.errors:
            responses.setdefault(str(status), _json(ErrorBody, _DESCRIPTIONS[status]))
    if built and endpoint.request_model is not None and "requestBody" not in op:
        _add_models(components, endpoint.request_model)
        op["requestBody"] = {"required": True, "content": {
            "application/json": {"schema": _ref(endpoint.request_model)}}}
    ok = responses.get("200", {}).get("content", {}).get("application/json", {})
    if built and endpoint.response_model is not None and not ok.get("schema"):
        _add_models(components, endpoint.response_model)
        responses["200"] = _json(endpoint.response_model, "Successful answer.")
    if endpoint.paid:
        responses["402"] = {
            "description": "Payment required: the x402 v1 requirements in the body and the v2 "
                           "requirements in the PAYMENT-REQUIRED header. Pay with "
                           "PAYMENT-SIGNATURE (x402 v2) or X-PAYMENT (v1).",
            "headers": {"PAYMENT-REQUIRED": {"schema": {"type": "string"},
                                             "description": "base64 JSON PaymentRequired (v2)"}},
            "content": {"application/json": {"schema": _ref(PaymentRequiredBody)}},
        }
        for status in _PAID_ERRORS:
            responses.setdefault(str(status), _json(ErrorBody, _DESCRIPTIONS[status]))
        if payment_info is not None:
            op["x-payment-info"] = payment_info


def build_openapi(
    app: FastAPI,
    unbuilt: set[str],
    payment_info: Any,
    description: str,
) -> dict[str, Any]:
    """The document of ``app``; ``unbuilt`` holds the catalog keys served by placeholders and
    ``payment_info(endpoint)`` gives an operation's ``x-payment-info``."""
    schema = get_openapi(
        title="Sextant", version=INTERFACE_VERSION, openapi_version="3.1.0",
        description=description, routes=app.routes,
    )
    components: dict[str, Any] = schema.setdefault("components", {}).setdefault("schemas", {})
    _add_models(components, ErrorBody, PaymentRequiredBody, A2AReply)
    for path, item in schema.get("paths", {}).items():
        for method, op in item.items():
            responses = op.setdefault("responses", {})
            if "422" in responses and _is_fastapi_validation(responses["422"]):
                del responses["422"]  # the service answers 400 for validation errors
            endpoint = catalog.lookup(method, path)
            if endpoint is not None:
                _catalogued(op, endpoint, endpoint.key not in unbuilt, components,
                            payment_info(endpoint) if endpoint.paid else None)
            _fix_errors(op)
    for name in ("HTTPValidationError", "ValidationError"):
        components.pop(name, None)
    return schema
