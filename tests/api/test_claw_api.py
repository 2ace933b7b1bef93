"""GET /claw/scout over the sandbox task feed: matches, the 60 s cache, refresh=1."""

from __future__ import annotations

import httpx

from sextant import catalog


async def test_scout_lists_matching_tasks_and_caches(client: httpx.AsyncClient) -> None:
    endpoint = catalog.BY_KEY["GET /claw/scout"]
    first = await client.get(endpoint.path, params={"refresh": 1, **(endpoint.example or {})})
    assert first.status_code == 200, first.text
    body = first.json()
    assert body["cached"] is False and body["scanned"] == 240
    assert 0 < body["matched"] < body["scanned"] and len(body["tasks"]) == 20
    paid_paths = {e.path for e in catalog.paid_endpoints()}
    for t in body["tasks"]:
        assert t["skills"] and t["skills"][0]["path"] in paid_paths
        assert t["score"] == len(t["skills"][0]["matched_keywords"])
    assert not any("logo" in t["title"].lower() for t in body["tasks"])
    again = (await client.get(endpoint.path)).json()
    assert again["cached"] is True and again["fetched_at"] == body["fetched_at"]
    fresh = (await client.get(endpoint.path, params={"refresh": 1, "limit": 3})).json()
    assert fresh["cached"] is False and len(fresh["tasks"]) == 3


async def test_scout_limit_is_checked(client: httpx.AsyncClient) -> None:
    r = await client.get("/claw/scout", params={"limit": 0})
    assert r.status_code == 400 and r.json()["field"] == "limit"
