"""Every Bazaar metadata schema is self-contained: each ``$ref`` resolves inside the document
that carries it (the discovery extension, the v1 ``outputSchema``, the 402 header and body,
``/.well-known/x402``), and the SDK's own validation of the extension passes."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from pydantic import BaseModel
from x402.extensions.bazaar.facilitator import (
    validate_discovery_extension,
    validate_discovery_extension_spec,
)
from x402.http import decode_payment_required_header

from sextant import catalog
from sextant.payments.gate import _output_schema_of
from sextant.payments.seller import discovery_extension, inline_refs

PAID = catalog.paid_endpoints()


def refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        own = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return own + [r for v in node.values() for r in refs(v)]
    if isinstance(node, list):
        return [r for v in node for r in refs(v)]
    return []


def unresolved(document: Any) -> list[str]:
    """The ``$ref`` values of ``document`` that do not resolve against its own root."""
    bad = []
    for ref in refs(document):
        if not ref.startswith("#"):
            bad.append(ref)
            continue
        node = document
        for part in (p for p in ref[1:].split("/") if p):
            part = part.replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            else:
                bad.append(ref)
                break
    return bad


def test_the_check_finds_a_nested_pydantic_schema() -> None:
    # the old shape: a model's schema (with its $defs) nested under another document
    route = catalog.BY_KEY["POST /route"]
    assert route.request_model is not None
    nested = {"info": {"input": {"body": route.request_model.model_json_schema()}}}
    assert unresolved(nested)


@pytest.mark.parametrize("endpoint", PAID, ids=[e.key for e in PAID])
def test_discovery_extension_is_self_contained_and_valid(endpoint: catalog.Endpoint) -> None:
    ext = discovery_extension(endpoint)
    assert unresolved(ext) == []
    # before the server adds the request's method: the protocol-level checks
    assert validate_discovery_extension_spec(ext["bazaar"]).valid
    output = _output_schema_of(endpoint.key)
    assert output is not None and unresolved(output) == []


@pytest.mark.parametrize("endpoint", catalog.CATALOG, ids=[e.key for e in catalog.CATALOG])
def test_every_catalog_row_output_schema_resolves(endpoint: catalog.Endpoint) -> None:
    schema = _output_schema_of(endpoint.key)
    assert schema is not None and unresolved(schema) == []


async def test_402_header_body_and_well_known_resolve(client: httpx.AsyncClient) -> None:
    for endpoint in (e for e in PAID if e.free_per_day == 0):  # free calls are answered
        r = await client.request(endpoint.method, endpoint.path,
                                 **({"json": {}} if endpoint.method == "POST" else {}))
        assert r.status_code == 402, (endpoint.key, r.text)
        body = r.json()
        assert unresolved(body) == [], endpoint.key
        described = body["accepts"][0]["outputSchema"]
        assert described["input"]["method"] == endpoint.method, endpoint.key
        assert ("output" in described) == (endpoint.response_model is not None), endpoint.key
        header = decode_payment_required_header(r.headers["payment-required"])
        dumped = header.model_dump(by_alias=True, exclude_none=True)
        assert unresolved(dumped) == [], endpoint.key
        bazaar = (dumped.get("extensions") or {}).get("bazaar")
        assert bazaar is not None
        result = validate_discovery_extension(bazaar)  # as the facilitator checks it
        assert result.valid, (endpoint.key, result.errors)
    known = (await client.get("/.well-known/x402")).json()
    assert len(known["resources"]) == len(PAID)
    assert unresolved(known) == [] and "$defs" not in json.dumps(known)


class _Node(BaseModel):
    children: list[_Node] = []


def test_inline_refs_refuses_a_recursive_model() -> None:
    with pytest.raises(ValueError, match="recursive"):
        inline_refs(_Node.model_json_schema())


def test_inline_refs_keeps_sibling_keywords() -> None:
    schema = {"$defs": {"A": {"type": "integer"}},
              "properties": {"a": {"$ref": "#/$defs/A", "description": "an a"}}}
    assert inline_refs(schema) == {
        "properties": {"a": {"type": "integer", "description": "an a"}}}
