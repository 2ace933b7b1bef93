"""Our own ERC-8004 registration: the registration file from the catalog, and
``sextant agent register`` on the dev chain's Identity registry."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner

from sextant import catalog
from sextant.chain.client import ChainClient
from sextant.cli import app as cli
from sextant.groups.agent import AgentScorer, scorer_for
from sextant.groups.registration import REGISTRATION_TYPE, stored_registration
from sextant.routing.engine import tool_name
from sextant.runtime import Runtime
from sextant.settings import Settings, get_settings
from sextant.transport.shared_cache import SharedCache
from sextant.venues.erc8004 import Erc8004RpcReader, RegistryAddresses
from sextant.venues.jsonrpc import JsonRpc


async def test_registration_file_is_generated_from_the_catalog(client: httpx.AsyncClient
                                                               ) -> None:
    r = await client.get("/.well-known/agent-registration.json")
    assert r.status_code == 200
    doc = r.json()
    assert doc["type"] == REGISTRATION_TYPE and doc["x402Support"] is True
    assert doc["active"] is True and doc["name"]
    services = {s["name"]: s for s in doc["services"]}
    assert set(services) == {"web", "A2A", "MCP"}
    paid = [tool_name(e) for e in catalog.paid_endpoints() if not e.admin]
    assert set(paid) <= set(services["MCP"]["mcpTools"])
    assert "agent_score" in services["A2A"]["a2aSkills"]
    assert services["A2A"]["endpoint"].endswith("/.well-known/agent-card.json")
    assert isinstance(doc["registrations"], list)


def test_cli_registers_on_the_dev_chain_and_the_file_lists_it(
        chain: ChainClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEXTANT_DEVCHAIN_URL", chain.url)
    monkeypatch.setenv("SEXTANT_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("SEXTANT_PUBLIC_URL", "https://sextant.example")
    get_settings.cache_clear()
    try:
        result = CliRunner().invoke(cli, ["agent", "register"])
        assert result.exit_code == 0, result.output
        out = json.loads(result.output)
        assert out["agent_id"].startswith(f"{chain.chain_id}:")
        assert out["registry"] == chain.erc8004["identity"]
        assert out["uri"] == "https://sextant.example/.well-known/agent-registration.json"
        stored = stored_registration(get_settings(), chain.instance)
        assert stored is not None and stored.agent_id == out["agent_id"]
        card = CliRunner().invoke(cli, ["agent", "card"])
        doc = json.loads(card.output)
        assert doc["registrations"] == [{
            "agentId": stored.token_id,
            "agentRegistry": f"eip155:{chain.chain_id}:{chain.erc8004['identity']}"}]
    finally:
        get_settings.cache_clear()


async def test_registered_owner_reads_back_from_the_chain(chain: ChainClient, runtime: Runtime,
                                                          tmp_path: Path) -> None:
    from sextant.groups.registration import register_service

    settings = Settings(data_dir=tmp_path, public_url="https://sextant.example",
                        upstream_urls={}, devchain_url=chain.url)
    import dataclasses

    mine = dataclasses.replace(runtime, settings=settings)
    found = await register_service(mine)
    e = chain.erc8004
    reader = Erc8004RpcReader(JsonRpc(chain.http, chain.rpc_url), RegistryAddresses(
        chain.chain_id, e["identity"], e["reputation"], e["validation"], e["start_block"]))
    activity = await reader.lookup(found.owner)
    assert found.token_id in {a.agent_id for a in activity.agents}
    base = scorer_for(runtime)
    scored = await AgentScorer(base.source, base.rpc, base.usdc, base.chain_id, base.resolver,
                               SharedCache("reg-test", 60)).score(found.owner, 90)
    assert scored.signals["erc8004_registered"] is True and scored.score >= 15
