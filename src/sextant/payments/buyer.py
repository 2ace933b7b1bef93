"""The buyer side on the SDK: an ``x402Client`` with a hard per-payment cap, and httpx wiring."""

from __future__ import annotations

from decimal import Decimal

import httpx
from eth_account import Account
from x402 import x402Client
from x402.http.clients.httpx import x402AsyncTransport
from x402.mechanisms.evm.exact import register_exact_evm_client
from x402.mechanisms.evm.signers import EthAccountSigner

USDC_DECIMALS = 6


def usd_to_atomic(amount: Decimal | str) -> int:
    """USD (USDC) to atomic units, truncating below one micro-dollar."""
    return int(Decimal(str(amount)) * 10**USDC_DECIMALS)


def build_buyer(
    private_key: str,
    max_usdc: Decimal | str,
    *,
    extra_assets: list[tuple[str, str]] | None = None,
) -> x402Client:
    """A buyer that signs ``exact`` EVM payments and refuses any single payment above
    ``max_usdc``.

    ``extra_assets`` lists ``(network, asset)`` pairs beyond the SDK's known stablecoins
    (the sandbox dev USDC) that the same cap applies to.
    """
    account = Account.from_key(private_key)
    client = x402Client()
    register_exact_evm_client(client, EthAccountSigner(account))
    cap = str(usd_to_atomic(max_usdc))
    client.set_spend_controls(
        {
            "max_amount_per_payment": f"${Decimal(str(max_usdc))}",
            "allowed_assets": [
                {"network": network, "asset": asset, "max_amount_per_payment": cap}
                for network, asset in (extra_assets or [])
            ],
        }
    )
    return client


def paying_client(
    buyer: x402Client,
    base_url: str,
    inner: httpx.AsyncBaseTransport | None = None,
    timeout: float = 60.0,
) -> httpx.AsyncClient:
    """An ``httpx.AsyncClient`` that answers 402s by paying with ``buyer`` (once per call)."""
    return httpx.AsyncClient(
        base_url=base_url,
        transport=x402AsyncTransport(buyer, transport=inner or httpx.AsyncHTTPTransport()),
        timeout=timeout,
    )
