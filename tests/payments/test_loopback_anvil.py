"""Loopback tier: the paid flow in live-mode configuration against a real JSON-RPC node.

anvil (npm ``@foundry-rs/anvil``, installed here on first use) runs on 127.0.0.1 with the
Base Sepolia chain id; the dev token's runtime code is planted at the Base Sepolia USDC
address; the SDK facilitator runs as its own HTTP service; the service (live mode) reaches
it by URL; the buyer uses the SDK's default spend controls (USDC is a known asset there).
"""

from __future__ import annotations

import glob
import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from eth_account import Account
from web3 import Web3
from x402.mechanisms.evm import FacilitatorWeb3Signer

from sextant.api.app import create_app
from sextant.chain.token import compiled_token
from sextant.payments.buyer import build_buyer, paying_client
from sextant.payments.facilitator import sdk_facilitator
from sextant.payments.facilitator_app import create_facilitator_app
from sextant.settings import Mode, Settings
from tests.conftest import decode_header
from tests.support import free_port, serve_in_thread

pytestmark = pytest.mark.loopback

ROOT = Path(__file__).resolve().parents[2]
NPM_DIR = ROOT / ".sextant" / "npm"
ANVIL_VERSION = "1.7.1"
BASE_SEPOLIA = "eip155:84532"
BASE_SEPOLIA_USDC = "0x036CbD53842c5426634e7929541eC2318f3dCF7e"
ANVIL_KEYS = [  # anvil's well-known dev accounts 0..2
    "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
    "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
]
PAY_TO = "0x000000000000000000000000000000000000beef"  # lower case: the service checksums it


def anvil_binary() -> str:
    """The anvil binary from the npm package, installed into .sextant/npm when missing."""
    pattern = str(NPM_DIR / "node_modules/@foundry-rs/anvil-*/bin/anvil")
    found = glob.glob(pattern)
    if not found:
        NPM_DIR.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "install", "--no-save", "--no-audit", "--no-fund", "--ignore-scripts",
             "--prefix", str(NPM_DIR), f"@foundry-rs/anvil@{ANVIL_VERSION}"],
            check=True, capture_output=True, timeout=600,
        )
        found = glob.glob(pattern)
    assert found, "npm did not provide an anvil binary for this platform"
    os.chmod(found[0], 0o755)
    return found[0]


@pytest.fixture(scope="module")
def anvil() -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen(
        [anvil_binary(), "--host", "127.0.0.1", "--port", str(port), "--chain-id", "84532",
         "--silent"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    w3 = Web3(Web3.HTTPProvider(url))
    deadline = time.monotonic() + 30
    while not w3.is_connected():
        if time.monotonic() > deadline or proc.poll() is not None:
            proc.kill()
            raise RuntimeError("anvil did not start")
        time.sleep(0.05)
    try:
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def usdc(anvil: str) -> Web3:
    """Plant the dev token at the Base Sepolia USDC address and fund the buyer."""
    w3 = Web3(Web3.HTTPProvider(anvil))
    token = compiled_token()
    deployer = Account.from_key(ANVIL_KEYS[0]).address
    tx = w3.eth.contract(abi=token.abi, bytecode=token.bytecode).constructor(
        "USDC", "USDC", "2").transact({"from": deployer})
    deployed = w3.eth.wait_for_transaction_receipt(tx)["contractAddress"]
    w3.provider.make_request("anvil_setCode", [BASE_SEPOLIA_USDC, w3.eth.get_code(deployed).hex()])
    contract = w3.eth.contract(address=BASE_SEPOLIA_USDC, abi=token.abi)
    buyer = Account.from_key(ANVIL_KEYS[2]).address
    contract.functions.mint(buyer, 5_000_000).transact({"from": deployer})
    assert contract.functions.name().call() == "USDC"
    return w3


def _balance(w3: Web3, address: str) -> int:
    contract = w3.eth.contract(address=BASE_SEPOLIA_USDC, abi=compiled_token().abi)
    return int(contract.functions.balanceOf(Web3.to_checksum_address(address)).call())


async def test_paid_call_settles_on_anvil_through_an_http_facilitator(
    anvil: str, usdc: Web3, tmp_path: Path
) -> None:
    signer = FacilitatorWeb3Signer(ANVIL_KEYS[1], anvil)
    facilitator_app = create_facilitator_app(sdk_facilitator(signer, BASE_SEPOLIA))
    with serve_in_thread(facilitator_app) as facilitator_url:
        port = free_port()
        settings = Settings(
            mode=Mode.LIVE, data_dir=tmp_path, port=port, network=BASE_SEPOLIA,
            asset=BASE_SEPOLIA_USDC, asset_name="USDC", asset_version="2", pay_to=PAY_TO,
            facilitator_url=facilitator_url, upstream_urls={},
        )
        with serve_in_thread(create_app(settings), port=port) as service_url:
            async with httpx.AsyncClient(base_url=service_url) as plain:
                unpaid = await plain.post("/perpdex/score", json={})
                assert unpaid.status_code == 402
                v1 = unpaid.json()["accepts"][0]
                assert (v1["network"], v1["asset"], v1["maxAmountRequired"]) == (
                    "base-sepolia", BASE_SEPOLIA_USDC, "20000")

            buyer_address = Account.from_key(ANVIL_KEYS[2]).address
            before = (_balance(usdc, buyer_address), _balance(usdc, PAY_TO))
            buyer = build_buyer(ANVIL_KEYS[2], "0.10")  # SDK default assets: USDC is known
            async with paying_client(buyer, service_url) as payer:
                paid = await payer.post("/tip", json={"message": "from anvil"})
            assert paid.status_code == 200, paid.text
            receipt = decode_header(paid.headers["payment-response"])
            assert receipt["success"] and receipt["network"] == BASE_SEPOLIA
            tx = usdc.eth.get_transaction_receipt(receipt["transaction"])
            assert tx["status"] == 1
            assert (_balance(usdc, buyer_address), _balance(usdc, PAY_TO)) == (
                before[0] - 10_000, before[1] + 10_000)

        async with httpx.AsyncClient(base_url=facilitator_url) as fac:
            listed = (await fac.get("/discovery/resources")).json()
    resources = {item["resource"] for item in listed["items"]}
    assert f"http://127.0.0.1:{port}/tip" in resources
