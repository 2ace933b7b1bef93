"""The Graph Token API client over its simulator: every path parses into typed records that
agree with the shared world, the free tier's limit is kept, bad bodies are typed errors, and
a live client without a JWT refuses (503) instead of calling out."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from pydantic import SecretStr

from sextant.errors import ServiceUnconfigured, UpstreamBadResponse, UpstreamUnavailable
from sextant.sandbox.token_api import NETWORK_OF_CHAIN, holding_units
from sextant.sandbox.world import build_world, token_api_layout
from sextant.settings import Settings
from sextant.transport.factory import UpstreamClients
from sextant.venues import tokenapi as ta
from sextant.venues.tokenapi_facts import (
    EXAMPLE_CONTRACT,
    EXAMPLE_NETWORK,
    EXAMPLE_WALLET,
    KNOWN_CONTRACTS,
    UPSTREAM,
)

SEED = 402


@pytest.fixture()
async def client(tmp_path: Path) -> AsyncIterator[ta.TokenApiClient]:
    upstreams = UpstreamClients(Settings(data_dir=tmp_path, seed=SEED, upstream_urls={"_": "_"}))
    yield ta.TokenApiClient.from_upstreams(upstreams)
    await upstreams.aclose()


async def test_balances_parse_and_match_the_world(client: ta.TokenApiClient) -> None:
    assert client.mode() == "sandbox-simulator"
    rows = await client.balances(EXAMPLE_NETWORK, EXAMPLE_WALLET)
    assert 0 < len(rows) <= 10
    world = build_world(SEED)
    showcase = world.wallet(EXAMPLE_WALLET)
    assert showcase is not None
    by_contract = {r.contract: r for r in rows}
    usdc = by_contract[EXAMPLE_CONTRACT]
    token = next(t for t in world.tokens if t.address == EXAMPLE_CONTRACT)
    units = holding_units(SEED, showcase, token)
    assert usdc.amount == str(units) and usdc.value == pytest.approx(units / 10 ** 6)
    assert (usdc.symbol, usdc.decimals, usdc.network) == ("USDC", 6, "base")
    assert all(r.address == EXAMPLE_WALLET and r.last_update is not None for r in rows)
    only = await client.balances(EXAMPLE_NETWORK, EXAMPLE_WALLET, contract=EXAMPLE_CONTRACT)
    assert [r.contract for r in only] == [EXAMPLE_CONTRACT]


async def test_holders_rank_by_balance_and_agree_with_balances(
    client: ta.TokenApiClient
) -> None:
    holders = await client.holders(EXAMPLE_NETWORK, EXAMPLE_CONTRACT, limit=10)
    amounts = [int(h.amount) for h in holders]
    assert len(holders) == 10 and amounts == sorted(amounts, reverse=True)
    top = holders[0]
    own = await client.balances(EXAMPLE_NETWORK, top.address, contract=EXAMPLE_CONTRACT)
    assert [(b.amount, b.value) for b in own] == [(top.amount, top.value)]
    world = build_world(SEED)
    held = sum(1 for w in token_api_layout(world).wallets
               if holding_units(SEED, w, next(t for t in world.tokens
                                               if t.address == EXAMPLE_CONTRACT)))
    assert held > 10  # the page is the top of a longer list


async def test_transfers_filter_by_side_and_contract(client: ta.TokenApiClient) -> None:
    sent = await client.transfers(EXAMPLE_NETWORK, from_address=EXAMPLE_WALLET)
    assert sent and all(t.from_address == EXAMPLE_WALLET for t in sent)
    assert all(t.to_address != EXAMPLE_WALLET and len(t.transaction_id) == 66 for t in sent)
    usdc = await client.transfers(EXAMPLE_NETWORK, contract=EXAMPLE_CONTRACT, limit=5)
    assert len(usdc) == 5 and {t.contract for t in usdc} == {EXAMPLE_CONTRACT}
    times = [t.at for t in usdc]
    assert None not in times and times == sorted(times, reverse=True)  # type: ignore[type-var]
    assert all(int(t.amount) > 0 and t.symbol == "USDC" for t in usdc)


async def test_pools_and_ohlc_price_weth_in_usdc(client: ta.TokenApiClient) -> None:
    weth = KNOWN_CONTRACTS[("base", "WETH")]
    pools = await client.pools("base", input_token=weth)
    assert pools and all(p.input_token.address == weth for p in pools)
    pool = next(p for p in pools if p.output_token.symbol == "USDC")
    candles = await client.ohlc("base", pool.pool, "1d", limit=5)
    assert len(candles) == 5 and candles[0].ticker == "WETHUSDC"
    assert candles[0].close == pytest.approx(3_500.0)  # the world's WETH price
    assert all(c.low <= min(c.open, c.close) and c.high >= max(c.open, c.close)
               for c in candles)
    assert await client.ohlc("base", "0x" + "0" * 40) == []


async def test_unknown_network_and_plan_limits_are_upstream_errors(
    client: ta.TokenApiClient
) -> None:
    with pytest.raises(UpstreamUnavailable) as err:
        await client.get("/v1/evm/holders", {"network": "linea", "contract": EXAMPLE_CONTRACT})
    assert err.value.extra.get("upstream_status") == 400
    raw = client.upstreams.client(UPSTREAM)
    over = await raw.get("/v1/evm/holders", params={"network": "base", "limit": 50,
                                                    "contract": EXAMPLE_CONTRACT})
    assert over.status_code == 403 and over.json()["code"] == "forbidden"
    capped = await client.get("/v1/evm/holders", {"network": "base", "limit": 50,
                                                   "contract": EXAMPLE_CONTRACT})
    assert len(capped["data"]) == 10 and capped["results"] == 10  # the client keeps to 10


def test_unreadable_bodies_are_bad_responses() -> None:
    with pytest.raises(UpstreamBadResponse):
        ta.balances_from({"error": "nope"})
    with pytest.raises(UpstreamBadResponse):
        ta.balances_from({"data": [{"address": "0x1", "contract": "0x2", "amount": "1.5",
                                    "network": "base"}]})
    with pytest.raises(UpstreamBadResponse):
        ta.pools_from({"data": [{"pool": "0x1", "input_token": None, "network": "base"}]})


async def test_live_without_a_jwt_is_unconfigured_and_the_jwt_stays_secret(
    tmp_path: Path
) -> None:
    live = Settings(data_dir=tmp_path, mode="live", pay_to="0x" + "1" * 40, upstream_urls={})
    bare = ta.TokenApiClient.from_upstreams(UpstreamClients(live))
    assert bare.mode() == "unconfigured"
    with pytest.raises(ServiceUnconfigured):
        await bare.holders("base", EXAMPLE_CONTRACT)
    keyed = live.model_copy(update={"graph_token_api_jwt": SecretStr("eyJ.zq9-jwt-value")})
    client = ta.TokenApiClient.from_upstreams(UpstreamClients(keyed))
    assert client.mode() == "jwt"
    assert "zq9-jwt" not in repr(client) and "zq9-jwt" not in repr(keyed)


def test_the_simulator_serves_every_world_chain_it_knows() -> None:
    world = build_world(SEED)
    chains = {t.chain for t in token_api_layout(world).tokens}
    assert chains <= set(NETWORK_OF_CHAIN) and "solana" not in chains
