"""The OpenAPI document describes what the service really does, and the service keeps to it.

The document is validated (openapi-spec-validator); no built route is documented as unbuilt;
then schemathesis generates requests for every built operation against a real server: once
unpaid, and once through a stand-in for the payment gate that lets every call through. No
response may be a 5xx, use an undocumented status or content type, or break its schema.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from openapi_spec_validator import validate
from schemathesis import GenerationMode, checks
from schemathesis.specs.openapi import checks as openapi_checks

from sextant import catalog
from sextant.api.app import create_app
from sextant.api.openapi import INTERFACE_VERSION
from sextant.runtime import Runtime
from sextant.transport.factory import UpstreamClients
from tests.support import serve_in_thread


@pytest.fixture(scope="module")
def document(app: FastAPI) -> dict[str, Any]:
    return app.openapi()


def test_document_is_valid_openapi_31_at_the_interface_version(document: dict[str, Any]) -> None:
    validate(document)
    assert document["openapi"] == "3.1.0"
    assert document["info"]["version"] == INTERFACE_VERSION == "1.0.0"


def test_no_built_route_is_documented_as_unbuilt(app: FastAPI, document: dict[str, Any]) -> None:
    unbuilt: set[str] = app.state.unbuilt
    built = [e for e in catalog.CATALOG if e.key not in unbuilt]
    assert {"POST /perpdex/score", "POST /ask", "POST /", "POST /route", "POST /tip"} <= {
        e.key for e in built}
    for e in built:
        op = document["paths"][e.path][e.method.lower()]
        assert not op["operationId"].startswith("not_built"), e.key
        assert "501" not in op["responses"], e.key
        assert op["operationId"] == e.operation_id
    for e in catalog.CATALOG:  # exactly one route answers each catalogued operation
        routes = [r for r in app.routes if getattr(r, "path", None) == e.path
                  and e.method in (getattr(r, "methods", None) or ())]
        assert len(routes) == (1 if e.key in unbuilt else 0), e.key


def test_built_operations_carry_body_answer_and_error_shapes(
    app: FastAPI, document: dict[str, Any]
) -> None:
    for e in catalog.CATALOG:
        if e.key in app.state.unbuilt:
            continue
        op = document["paths"][e.path][e.method.lower()]
        responses = op["responses"]
        assert "422" not in responses or 422 in e.errors, e.key
        if e.request_model is not None:
            assert op["requestBody"]["content"]["application/json"]["schema"], e.key
            assert responses["400"]["content"]["application/json"]["schema"], e.key
        assert responses["200"]["content"]["application/json"]["schema"], e.key
        if e.paid:
            body = responses["402"]["content"]["application/json"]["schema"]
            assert body == {"$ref": "#/components/schemas/PaymentRequiredBody"}
            assert op["x-payment-info"]["amount"] == str(e.price_atomic)
    score = document["paths"]["/perpdex/score"]["post"]
    assert score["responses"]["400"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/ErrorBody"}
    assert "HTTPValidationError" not in document["components"]["schemas"]


async def _always(request: Any, endpoint: Any) -> bool:
    return True


@pytest.fixture(scope="module")
def unpaid_url(runtime: Runtime) -> Iterator[str]:
    own = dataclasses.replace(runtime, upstreams=UpstreamClients(runtime.settings), redis=None)
    with serve_in_thread(create_app(runtime=own)) as url:
        yield url


@pytest.fixture(scope="module")
def passed_url(runtime: Runtime) -> Iterator[str]:
    """The app behind a stand-in gate that lets every paid call through unpaid."""
    own = dataclasses.replace(runtime, upstreams=UpstreamClients(runtime.settings), redis=None)
    with serve_in_thread(create_app(runtime=own, free_pass=_always)) as url:
        yield url


CHECKS = [
    checks.not_a_server_error,
    openapi_checks.status_code_conformance,
    openapi_checks.content_type_conformance,
    openapi_checks.response_schema_conformance,
]
EXAMPLES = 10  # per operation and generation mode


def _fuzz(url: str) -> list[str]:
    """Run bounded schemathesis cases over every built operation; the failures, described."""
    doc = httpx.get(f"{url}/openapi.json").json()
    schema = schemathesis.openapi.from_dict(doc)
    schema.config.base_url = url
    failures: list[str] = []
    for result in schema.get_all_operations():
        operation = result.ok()
        if operation.definition.raw.get("operationId", "").startswith("not_built"):
            continue
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @given(case=operation.as_strategy(generation_mode=mode))
            @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                      suppress_health_check=list(HealthCheck), phases=[Phase.generate])
            def run(case: Any) -> None:
                # generous: the first /ask builds the sandbox warehouse, and CI shares 2 cores
                case.call_and_validate(checks=CHECKS, timeout=120)

            try:
                run()
            except Unsatisfiable:  # no input to make invalid (GET /healthz): nothing to try
                continue
            except (Exception, BaseExceptionGroup) as exc:  # report every operation's failure
                failures.append(f"{operation.method.upper()} {operation.path} ({mode}): "
                                f"{str(exc)[:1500]}")
    return failures


def test_every_operation_unpaid_keeps_to_the_document(unpaid_url: str) -> None:
    failures = _fuzz(unpaid_url)
    assert not failures, "\n\n".join(failures)


def test_every_operation_through_the_gate_keeps_to_the_document(passed_url: str) -> None:
    failures = _fuzz(passed_url)
    assert not failures, "\n\n".join(failures)
