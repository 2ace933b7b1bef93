"""registry sync against the network-subgraph simulator: paging, resume, incremental runs."""

from __future__ import annotations

from pathlib import Path

import httpx
from graphql import parse, validate

from sextant.routing.engine import RoutingEngine
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.registry.sync import contracts, sync
from sextant.sandbox.graph_gateway import create_app
from sextant.sandbox.subgraph_world import build_world
from sextant.subgraphs.gql_schema import api_schema
from sextant.subgraphs.starter import starter_records

SIZE = 1_500


def _client() -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=create_app(7, SIZE)),
                             base_url="https://gateway.thegraph.com")


async def test_sync_pages_resumes_and_runs_incrementally(tmp_path: Path) -> None:
    store = CatalogStore(tmp_path / "catalog.sqlite")
    starter = {r.id for r in starter_records()}
    async with _client() as client:
        first = await sync(client, store, "k", sandbox=True, starter_ids=starter,
                           page_size=400, max_pages=2)
        assert (first.rows, first.complete) == (800, False)
        assert store.state("cursor")
        second = await sync(client, store, "k", sandbox=True, starter_ids=starter,
                            page_size=400)
        assert second.resumed_from == store.state("cursor") or second.complete
        assert second.complete and store.count() == SIZE
        assert not store.state("cursor")
        third = await sync(client, store, "k", sandbox=True, starter_ids=starter,
                           page_size=400)
        assert third.complete and third.incremental_since > 0 and third.rows < SIZE // 4

    world = {r.id: r for r in build_world(7, SIZE).records}
    rows = list(store.all())
    assert {r.id for r in rows} == set(world)
    sample = next(r for r in rows if r.id == "43Hwfi3dJSoGpyas9VwNoDAv55yjgGrPpNSmbQZArzMG")
    assert sample.real and sample.network == "base" and sample.protocol == "uniswap-v3"
    assert "Pool" in sample.entity_names and sample.reliability > 0
    synthetic = next(r for r in rows if not r.real and r.contract_addresses)
    assert synthetic.contract_addresses[0]["address"].startswith("0x")
    assert sum(r.denied for r in rows) > 0 and sum(not r.served for r in rows) > 0
    for rec in rows[:50]:
        if rec.example_query:
            ents, enums = store.schema(rec.schema_fingerprint)
            assert validate(api_schema(ents, enums), parse(rec.example_query)) == []

    engine = RoutingEngine.from_store(store, "http://x")
    hit = engine.search("uniswap v3 on base", 1)[0]
    assert hit.record.protocol == "uniswap-v3" and hit.record.network == "base"


def test_contract_addresses_come_from_datasources_and_templates() -> None:
    manifest = """
dataSources:
  - kind: ethereum/contract
    name: Factory
    network: mainnet
    source: {address: "0x1F98431c8aD98523631AE4a59f267346ea31F984", startBlock: 12369621}
templates:
  - kind: ethereum/contract
    name: Pool
    source: {abi: Pool}
"""
    out = contracts(manifest, "mainnet")
    assert out[0]["address"] == "0x1f98431c8ad98523631ae4a59f267346ea31f984"
    assert out[1]["template"] is True and out[1]["network"] == "mainnet"


async def test_gateway_simulator_wire_format() -> None:
    async with _client() as client:
        missing = await client.post("/api/k/subgraphs/id/nope",
                                    json={"query": "{ _meta { deployment } }"})
        assert missing.status_code == 200 and missing.json()["errors"]
        bad = await client.post("/api/k/subgraphs/id/43Hwfi3dJSoGpyas9VwNoDAv55yjgGrPpNSmbQZArzMG",
                                json={"query": "{ nonsense { id } }"})
        assert bad.status_code == 200 and "nonsense" in bad.json()["errors"][0]["message"]
        ok = await client.post(
            "/api/subgraphs/id/43Hwfi3dJSoGpyas9VwNoDAv55yjgGrPpNSmbQZArzMG",
            headers={"authorization": "Bearer k"},
            json={"query": '{ swaps(first: 3, orderBy: timestamp, orderDirection: desc, '
                           'where: {timestamp_gte: 1700000000}) { id timestamp } }'})
        swaps = ok.json()["data"]["swaps"]
        stamps = [int(s["timestamp"]) for s in swaps]
        assert len(swaps) == 3 and stamps == sorted(stamps, reverse=True)
        assert all(t >= 1_700_000_000 for t in stamps)


def test_a_finished_sync_reaches_the_served_engine_without_a_restart(tmp_path: Path) -> None:
    import dataclasses

    from sextant.routing.registry import loader
    from sextant.settings import Settings

    settings = Settings(data_dir=tmp_path, public_url="http://sync", upstream_urls={"_": "_"})
    try:
        served = loader.engine_for(settings)  # the sandbox's whole synthetic network
        assert not any(h.record.id == "ZebraFinch1" for h in served.search("zebrafinch", 5))
        assert not loader.refresh_if_synced(settings)  # nothing new yet
        other = CatalogStore(loader.catalog_path(settings))  # what `registry sync` writes
        usable = next(r for r in other.all() if r.served and not r.denied
                      and r.network == "mainnet")
        rec = dataclasses.replace(usable, id="ZebraFinch1",
                                  display_name="Zebrafinch Perps", deployment="QmZebra")
        other.upsert([rec], now=1)
        assert loader.engine_for(settings) is served  # a run still going changes nothing
        other.set_state("last_sync_finished", "1790000000")
        assert loader.refresh_if_synced(settings, wait=True)
        fresh = loader.engine_for(settings)
        assert fresh is not served and fresh.generation == "1790000000"
        assert fresh.search("zebrafinch", 1)[0].record.id == "ZebraFinch1"
        assert not loader.refresh_if_synced(settings)  # built from that run: no second rebuild
    finally:
        loader.reset(settings)
