"""Token API plans: the v1 path, parameters as the real API names them, the Token API's own
network ids, and the required slots a request leaves out (answers with any are not charged)."""

from __future__ import annotations

from typing import Any

import pytest

from sextant.routing.token_api import plan
from sextant.venues.tokenapi_facts import (
    EXAMPLE_CONTRACT,
    EXAMPLE_WALLET,
    KNOWN_CONTRACTS,
    REQUIRED,
)

W = EXAMPLE_WALLET
MAINNET_USDC = KNOWN_CONTRACTS[("mainnet", "USDC")]


@pytest.mark.parametrize(("text", "nets", "endpoint", "params"), [
    (f"token balances of {W}", ["base"], "/v1/evm/balances",
     {"network": "base", "address": W, "limit": 10}),
    (f"USDC balance of {W}", ["base"], "/v1/evm/balances",
     {"network": "base", "address": W, "contract": EXAMPLE_CONTRACT, "limit": 10}),
    ("top 5 holders of USDC", [], "/v1/evm/holders",
     {"network": "mainnet", "contract": MAINNET_USDC, "limit": 5}),
    (f"who holds {EXAMPLE_CONTRACT}", ["base"], "/v1/evm/holders",
     {"network": "base", "contract": EXAMPLE_CONTRACT, "limit": 10}),
    (f"transfers received by {W}", ["base"], "/v1/evm/transfers",
     {"network": "base", "to_address": W, "limit": 10}),
    (f"USDC transfers sent from {W}", ["base"], "/v1/evm/transfers",
     {"network": "base", "from_address": W, "contract": EXAMPLE_CONTRACT, "limit": 10}),
    (f"holders of {EXAMPLE_CONTRACT} on polygon", ["matic"], "/v1/evm/holders",
     {"network": "polygon", "contract": EXAMPLE_CONTRACT, "limit": 10}),
])
def test_plans_use_the_real_paths_and_parameter_names(
    text: str, nets: list[str], endpoint: str, params: dict[str, Any]
) -> None:
    p = plan(text, nets)
    assert (p.endpoint, p.params, p.missing) == (endpoint, params, ())
    assert set(REQUIRED[endpoint]) <= set(p.params)
    assert "missing" not in p.args() and p.url().startswith(
        f"https://token-api.thegraph.com{endpoint}?network=")


def test_another_symbol_is_resolved_by_the_registry_at_execution() -> None:
    p = plan("top holders of UNI on ethereum", ["mainnet"])
    assert p.missing == () and p.params == {"network": "mainnet", "limit": 10}
    assert p.args()["resolve"] == {"symbol": "UNI", "param": "contract"}
    assert "contract=<UNI_CONTRACT>" in p.url()
    priced = plan("price of AERO", ["base"])
    assert priced.resolve == {"symbol": "AERO", "param": "input_token"}


def test_a_price_is_a_pool_lookup_then_its_candles() -> None:
    p = plan("hourly price of WETH", ["base"])
    weth = KNOWN_CONTRACTS[("base", "WETH")]
    assert (p.kind, p.endpoint, p.params) == ("prices", "/v1/evm/pools",
                                              {"network": "base", "input_token": weth})
    assert p.then["endpoint"] == "/v1/evm/pools/ohlc"
    assert p.then["params"]["interval"] == "1h" and p.then["params"]["network"] == "base"


@pytest.mark.parametrize(("text", "nets", "missing"), [
    ("token balances of my wallet", ["base"], ("address",)),
    ("top holders of the new token", ["base"], ("contract",)),
    ("price of some obscure coin", [], ("contract",)),
    ("recent token transfers", ["base"], ("address or contract",)),
    (f"holders of {EXAMPLE_CONTRACT} on linea", ["linea"], ("network",)),
])
def test_missing_required_slots_are_named(text: str, nets: list[str],
                                          missing: tuple[str, ...]) -> None:
    p = plan(text, nets)
    assert p.missing == missing and p.args()["missing"] == list(missing)
