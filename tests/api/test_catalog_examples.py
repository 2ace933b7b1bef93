"""Every built catalog example answers 200 with real content through payment (fresh sandbox).

Driven by the catalog: a group joins this test by adding its rows and routes.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from sextant import catalog
from sextant.api.app import _router_modules, served_keys

SERVED = served_keys(_router_modules(sandbox=True))
EXAMPLES = [e for e in catalog.paid_endpoints() if e.example is not None and e.key in SERVED]


def _has_content(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_has_content(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_content(v) for v in value)
    return value not in (None, "", 0, 0.0, False)


def test_the_examples_cover_every_built_group() -> None:
    groups = {e.group for e in EXAMPLES}
    assert {"perpdex", "meta"} <= groups
    assert {e.path for e in EXAMPLES if e.group == "marketa"} == {
        "/marketa/pnl-quick", "/marketa/pnl", "/marketa/risk", "/marketa/screen",
        "/marketa/leaders"}
    assert {e.path for e in EXAMPLES if e.group == "perpdex"} == {
        "/perpdex/fills", "/perpdex/pnl", "/perpdex/risk", "/perpdex/score",
        "/perpdex/screen", "/perpdex/vault"}


@pytest.mark.parametrize("endpoint", EXAMPLES, ids=lambda e: e.key)
async def test_catalog_example_answers_200_with_content(
    payer: httpx.AsyncClient, endpoint: catalog.Endpoint,
) -> None:
    r = await payer.request(endpoint.method, endpoint.path, json=endpoint.example)
    assert r.status_code == 200, r.text
    if endpoint.free_per_day == 0:  # a free-tier route lets its first calls through unpaid
        assert r.headers.get("payment-response"), "the example was not paid for"
    body = r.json()
    assert _has_content(body)
    if endpoint.group == "perpdex":
        if "sample_size_trades" in body:
            assert body["sample_size_trades"] > 0, "the example trader has no trades"
        if endpoint.path == "/perpdex/vault":
            assert body["depositor_count"] > 0 and body["name"]
        if endpoint.path in ("/perpdex/fills", "/perpdex/screen"):
            assert body.get("fills") or body.get("traders")
    if endpoint.group == "marketa":
        if "trades" in body:
            assert body["trades"] > 0, "the example wallet has no Polymarket trades"
        if endpoint.path in ("/marketa/screen", "/marketa/leaders"):
            assert body.get("holders") or body.get("leaders")
