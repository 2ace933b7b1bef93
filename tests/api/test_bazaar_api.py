"""GET /bazaar/search (spec 2.13) on a fresh sandbox: the synced 15k-service index."""

from __future__ import annotations

import dataclasses
from typing import Any

import httpx
import pytest

from sextant import catalog
from sextant.api.app import create_app
from sextant.runtime import Runtime
from tests.conftest import BASE

SEARCH = catalog.BY_KEY["GET /bazaar/search"]


async def search(client: httpx.AsyncClient, **params: Any) -> httpx.Response:
    return await client.get("/bazaar/search", params=params)


async def test_the_catalog_example_answers_with_this_services_own_endpoints(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    assert SEARCH.example is not None and not SEARCH.paid
    r = await search(client, **SEARCH.example)
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["total_indexed"] >= 15_000 and body["query"] == SEARCH.example["q"]
    assert body["source"].endswith("/discovery/resources")
    assert body["network"] is None
    top = body["results"][0]
    assert top["resource"] == f"{BASE}/perpdex/score"
    assert top["pay_to"] == runtime.terms.pay_to and top["scheme"] == "exact"
    assert top["network"] == runtime.terms.network and top["price_usdc"] == 0.02
    assert top["last_updated"] and top["mime_type"] == "application/json"
    status = body["index"]
    assert status["last_sync_ok"] is True and status["last_sync_at"]
    assert status["last_sync_counts"]["seen"] >= 15_000


async def test_results_are_ranked_by_match_score(client: httpx.AsyncClient) -> None:
    body = (await search(client, q="weather forecast history", limit=25)).json()
    scores = [r["match_score"] for r in body["results"]]
    assert len(scores) == 25 and scores == sorted(scores, reverse=True) and scores[-1] >= 1
    for r in body["results"]:
        text = (r["resource"] + " " + r["description"]).lower()
        assert any(k in text for k in ("weather", "forecast", "history"))
    assert body["keywords"] == ["weather", "forecast", "history"]


async def test_limit_defaults_to_ten(client: httpx.AsyncClient) -> None:
    assert len((await search(client, q="token price")).json()["results"]) == 10


async def test_network_names_and_caip2_ids_filter_alike(client: httpx.AsyncClient) -> None:
    by_name = (await search(client, q="weather", network="polygon", limit=25)).json()
    by_id = (await search(client, q="weather", network="eip155:137", limit=25)).json()
    assert by_name["network"] == by_id["network"] == "eip155:137"
    assert by_name["results"] == by_id["results"] and by_name["results"]
    assert {r["network"] for r in by_name["results"]} == {"eip155:137"}
    assert {r["network_name"] for r in by_name["results"]} == {"polygon"}


async def test_max_price_is_in_usdc(client: httpx.AsyncClient) -> None:
    body = (await search(client, q="image generation", max_price=0.002, limit=25)).json()
    assert body["results"] and all(r["price_usdc"] <= 0.002 for r in body["results"])


async def test_no_match_is_an_empty_answer(client: httpx.AsyncClient) -> None:
    r = await search(client, q="zzqqxxvv")
    assert r.status_code == 200 and r.json()["results"] == []


@pytest.mark.parametrize(("params", "code", "field"), [
    ({}, "invalid_q", "q"),
    ({"q": "ab"}, "invalid_q", "q"),
    ({"q": "x" * 201}, "invalid_q", "q"),
    ({"q": "weather", "limit": 26}, "invalid_limit", "limit"),
    ({"q": "weather", "limit": 0}, "invalid_limit", "limit"),
    ({"q": "weather", "limit": "ten"}, "invalid_limit", "limit"),
    ({"q": "weather", "max_price": -1}, "invalid_max_price", "max_price"),
    ({"q": "weather", "max_price": "cheap"}, "invalid_max_price", "max_price"),
    ({"q": "weather", "network": "narnia"}, "invalid_network", "network"),
])
async def test_bad_parameters_are_400_naming_the_field(
    client: httpx.AsyncClient, params: dict[str, Any], code: str, field: str
) -> None:
    r = await search(client, **params)
    assert r.status_code == 400
    assert (r.json()["error"], r.json()["field"]) == (code, field)


async def test_each_client_has_a_budget(runtime: Runtime) -> None:
    tight = runtime.settings.model_copy(update={"discovery_per_minute": 2})
    app = create_app(runtime=dataclasses.replace(runtime, settings=tight))
    transport = httpx.ASGITransport(app=app, client=("10.9.9.9", 1))
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as c:
        assert (await search(c, q="weather")).status_code == 200
        await search(c, q="weather")
        r = await search(c, q="weather")
        assert r.status_code == 429 and r.json()["error"] == "rate_limited"
        assert int(r.headers["retry-after"]) >= 1
    other = httpx.ASGITransport(app=app, client=("10.9.9.10", 1))
    async with httpx.AsyncClient(transport=other, base_url=BASE) as c:
        assert (await search(c, q="weather")).status_code == 200


async def test_status_shows_the_last_sync(client: httpx.AsyncClient) -> None:
    body = (await client.get("/bazaar/status")).json()
    assert body["total_indexed"] >= 15_000 and body["last_sync_at"]
    assert set(body["last_sync_counts"]) >= {"seen", "added", "updated", "removed"}
