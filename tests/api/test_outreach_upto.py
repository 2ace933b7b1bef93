"""POST /admin/outreach-pay against an ``upto`` seller: an up-to offer within ``max_usdc`` is
signed (a Permit2 witness transfer capped at the offered maximum) and sent; one above the cap is
refused with the requirements returned and nothing signed.

The seller is a small x402 server of the test's own on a loopback port. It checks what it
receives the way an upto facilitator checks the signature: the EIP-712 Permit2 message must
recover to the paying wallet, name the upto proxy as spender, cap the amount at the offer, and
pay the seller. The dev chain has no Permit2 contract (nor the upto proxy at its canonical
address), so no upto payment settles on it here: the seller answers 200 without a settlement,
and no ledger row is written (only settled payments are rows).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
from eth_account import Account
from eth_account.messages import encode_typed_data
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from x402.http import decode_payment_signature_header, encode_payment_required_header
from x402.mechanisms.evm.constants import X402_UPTO_PERMIT2_PROXY_ADDRESS
from x402.mechanisms.evm.types import UptoPermit2Payload
from x402.mechanisms.evm.upto.client import _build_upto_permit2_typed_data
from x402.mechanisms.evm.utils import get_evm_chain_id
from x402.schemas import PaymentRequired, PaymentRequirements, ResourceInfo

from sextant.chain.client import ChainClient
from sextant.runtime import Runtime
from tests.api.test_outreach import AUTH, admin_app
from tests.conftest import BASE
from tests.support import serve_in_thread

FACILITATOR = "0x" + "fa" * 20
SELLER = "0x" + "5e" * 20


def upto_seller(chain: ChainClient, max_atomic: int, seen: list[dict[str, Any]]) -> Starlette:
    offer = PaymentRequirements(
        scheme="upto", network=chain.network, asset=chain.token_address,
        amount=str(max_atomic), pay_to=SELLER, max_timeout_seconds=300,
        extra={"facilitatorAddress": FACILITATOR, "name": chain.token_name,
               "version": chain.token_version})

    async def handle(request: Request) -> JSONResponse:
        header = request.headers.get("payment-signature")
        if header is None:
            required = PaymentRequired(x402_version=2, accepts=[offer], error="payment required",
                                       resource=ResourceInfo(url=str(request.url)))
            return JSONResponse({}, status_code=402, headers={
                "PAYMENT-REQUIRED": encode_payment_required_header(required)})
        payload = decode_payment_signature_header(header)
        signed = UptoPermit2Payload.from_dict(payload.payload)
        auth = signed.permit2_authorization
        domain, fields, _, message = _build_upto_permit2_typed_data(
            auth, get_evm_chain_id(str(payload.accepted.network)))
        types = {name: [{"name": f.name, "type": f.type} for f in fs]
                 for name, fs in fields.items() if name != "EIP712Domain"}
        signer = Account.recover_message(
            encode_typed_data(domain_data=domain, message_types=types, message_data=message),
            signature=signed.signature)
        seen.append({"scheme": payload.accepted.scheme, "signer": signer,
                     "from": auth.from_address, "amount": int(auth.permitted.amount),
                     "token": auth.permitted.token.lower(), "spender": auth.spender,
                     "to": auth.witness.to.lower(),
                     "facilitator": auth.witness.facilitator.lower()})
        return JSONResponse({"ok": True, "usage": "metered"})

    return Starlette(routes=[Route("/", handle, methods=["POST"])])


@pytest.fixture(scope="module")
def payer_key(chain: ChainClient) -> str:
    return chain.buyer_wallets[-1].private_key


@pytest.fixture()
async def admin(runtime: Runtime, payer_key: str) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=admin_app(runtime, payer_key),
                                    raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BASE, timeout=120) as c:
        yield c


@pytest.fixture()
def seller(chain: ChainClient) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    seen: list[dict[str, Any]] = []
    with serve_in_thread(upto_seller(chain, 30_000, seen)) as url:  # up to 0.03 USDC
        yield url, seen


async def test_an_upto_offer_within_the_cap_is_signed_and_sent(
    admin: httpx.AsyncClient, seller: tuple[str, list[dict[str, Any]]], chain: ChainClient,
    payer_key: str, runtime: Runtime,
) -> None:
    url, seen = seller
    wallet = Account.from_key(payer_key).address
    before = chain.balance_of(wallet)
    r = await admin.post("/admin/outreach-pay", headers=AUTH, json={
        "target_url": url + "/", "message": "metered job", "max_usdc": "0.05"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["ok"] is True and body["status"] == 200 and body["body"] == {
        "ok": True, "usage": "metered"}
    assert body["settlement"] is None and body["tx_hash"] is None  # not settled on this chain
    assert seen == [{"scheme": "upto", "signer": wallet, "from": wallet, "amount": 30_000,
                     "token": chain.token_address.lower(),
                     "spender": X402_UPTO_PERMIT2_PROXY_ADDRESS, "to": SELLER,
                     "facilitator": FACILITATOR}]
    assert chain.balance_of(wallet) == before
    assert not [e for e in await runtime.ledger.entries(50) if e.counterparty == url + "/"]


async def test_an_upto_offer_above_the_cap_is_refused(
    admin: httpx.AsyncClient, seller: tuple[str, list[dict[str, Any]]],
) -> None:
    url, seen = seller
    r = await admin.post("/admin/outreach-pay", headers=AUTH, json={
        "target_url": url + "/", "message": "metered job", "max_usdc": "0.02"})
    body = r.json()
    assert r.status_code == 200 and body["ok"] is False and body["status"] == 402
    assert body["refused"] == "price_above_max_usdc"
    assert [(q["scheme"], q["amount"]) for q in body["requirements"]] == [("upto", "30000")]
    assert seen == []  # nothing was signed or sent
