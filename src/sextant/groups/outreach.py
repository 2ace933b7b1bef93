"""Outbound payments (spec 2.14, Part 5): a paid A2A ``message/send`` to another agent.

The identity wallet's key is read from the environment (``SEXTANT_BUYER_PRIVATE_KEY``) into
memory per call and signed with there; it is never logged, put in an error or returned. The
target's 402 is read first: an offer above ``max_usdc`` is refused and its requirements come
back for inspection. Within the cap the SDK's buyer (``exact``, and ``upto`` offers) signs,
the call is retried once with the payment, and a settled payment is a ledger row with
direction ``out``. Every connection goes through the egress guard: live mode reaches only
``https`` targets on public addresses, checked at connect time.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from decimal import Decimal
from typing import Any
from urllib.parse import urlsplit

import httpx
from eth_account import Account
from x402 import max_amount
from x402.http import x402HTTPClient
from x402.mechanisms.evm.signers import EthAccountSigner
from x402.mechanisms.evm.upto import UptoEvmClientScheme

from sextant.errors import BadRequest, ServiceUnconfigured, UpstreamTimeout, UpstreamUnavailable
from sextant.logs import get_logger
from sextant.payments.buyer import build_buyer, usd_to_atomic
from sextant.payments.ledger import LedgerEntry
from sextant.payments.ledger_report import OUTBOUND
from sextant.runtime import Runtime
from sextant.schemas.admin import OutreachPayRequest
from sextant.transport.egress import EgressRefused, GuardedTransport

log = get_logger(__name__)

TARGET = "outreach_target"
TIMEOUT = httpx.Timeout(30.0, connect=10.0)
USDC_DECIMALS = 6
MAX_BODY_CHARS = 20_000


@dataclass(frozen=True)
class OutreachResult:
    ok: bool
    status: int
    wallet: str
    body: Any
    settlement: str | None = None
    paid_usdc: float | None = None
    tx_hash: str | None = None
    refused: str | None = None
    requirements: list[dict[str, Any]] | None = None


def own_agent_id(runtime: Runtime) -> str | None:
    """This service's ERC-8004 id, ``<chain_id>:<agent_id>`` (``None`` if unregistered)."""
    agent = runtime.settings.erc8004_agent_id
    if not agent:
        return None
    return agent if ":" in agent else f"{runtime.terms.chain_id}:{agent}"


def check_target(url: str, runtime: Runtime) -> None:
    """Live mode: ``https`` only (addresses are checked when connecting)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise BadRequest("target_url must be an http(s) URL", code="invalid_target_url",
                         field="target_url")
    if not runtime.settings.is_sandbox and parts.scheme != "https":
        raise BadRequest("target_url must use https", code="invalid_target_url",
                         field="target_url")


def a2a_message(req: OutreachPayRequest, sender_id: str | None, sender_name: str,
                wallet: str) -> dict[str, Any]:
    """The JSON-RPC ``message/send`` carrying the message and who sends it."""
    sender = {"agent_id": sender_id, "name": sender_name, "wallet": wallet}
    return {"jsonrpc": "2.0", "id": str(uuid.uuid4()), "method": "message/send",
            "params": {"message": {"role": "user", "messageId": str(uuid.uuid4()),
                                   "parts": [{"kind": "text", "text": req.message}],
                                   "metadata": {"sender_agent_id": sender_id,
                                                "sender_name": sender_name}},
                       "metadata": {"sender": sender}}}


def _body(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return response.text[:MAX_BODY_CHARS]


def _price(accept: Any) -> Decimal:
    amount = getattr(accept, "amount", None) or getattr(accept, "max_amount_required", "0")
    return Decimal(str(amount)) / 10**USDC_DECIMALS


def _buyer(key: str, req: OutreachPayRequest, accepts: list[Any]) -> Any:
    """The SDK buyer: exact + upto, capped per payment at ``max_usdc`` for every offered
    asset (the cap also filters the offers the SDK may choose from)."""
    assets = [(str(a.network), str(a.asset)) for a in accepts]
    client = build_buyer(key, req.max_usdc, extra_assets=assets)
    client.register("eip155:*", UptoEvmClientScheme(EthAccountSigner(Account.from_key(key))))
    client.register_policy(max_amount(usd_to_atomic(req.max_usdc)))
    return client


async def _post(http: httpx.AsyncClient, url: str, body: dict[str, Any],
                headers: dict[str, str] | None = None) -> httpx.Response:
    try:
        return await http.post(url, json=body, headers=headers)
    except EgressRefused as exc:
        raise BadRequest(f"target_url is not reachable from this service: {exc}",
                         code="target_refused", field="target_url") from None
    except httpx.TimeoutException:
        raise UpstreamTimeout("the target did not answer in time", upstream=TARGET) from None
    except httpx.HTTPError as exc:
        raise UpstreamUnavailable(f"the target could not be reached ({type(exc).__name__})",
                                  upstream=TARGET) from None


def signing_key(runtime: Runtime) -> tuple[str, str]:
    """(key, address) of the identity wallet, or a structured error; never the key's text."""
    secret = runtime.settings.buyer_private_key
    if secret is None or not secret.get_secret_value().strip():
        raise ServiceUnconfigured("outbound payments need the identity wallet's signing key "
                                  "(SEXTANT_BUYER_PRIVATE_KEY); none is configured",
                                  code="signing_key_unconfigured")
    key = secret.get_secret_value().strip()
    try:
        return key, str(Account.from_key(key).address)
    except Exception:  # the library's message may quote the key: say nothing of it
        raise ServiceUnconfigured("the configured signing key is not a valid private key",
                                  code="signing_key_invalid") from None


async def pay(req: OutreachPayRequest, runtime: Runtime) -> OutreachResult:
    """Send the message; pay the target's 402 within ``max_usdc``."""
    url = str(req.target_url)
    check_target(url, runtime)
    key, wallet = signing_key(runtime)
    body = a2a_message(req, req.sender_agent_id or own_agent_id(runtime),
                       req.sender_name or runtime.settings.service_name, wallet)
    allow_loopback = runtime.settings.outreach_allow_loopback
    if allow_loopback is None:
        allow_loopback = runtime.settings.is_sandbox
    transport = GuardedTransport(allow_loopback=allow_loopback)
    async with httpx.AsyncClient(transport=transport, timeout=TIMEOUT) as http:
        first = await _post(http, url, body)
        if first.status_code != 402:
            return OutreachResult(first.is_success, first.status_code, wallet, _body(first))
        return await _pay_402(http, url, body, first, req, key, wallet, runtime)


async def _pay_402(http: httpx.AsyncClient, url: str, body: dict[str, Any],
                   first: httpx.Response, req: OutreachPayRequest, key: str, wallet: str,
                   runtime: Runtime) -> OutreachResult:
    sdk = x402HTTPClient(_buyer(key, req, []))
    try:
        required = sdk.get_payment_required_response(first.headers.get, first.content)
    except (ValueError, TypeError):
        return OutreachResult(False, 402, wallet, _body(first), refused="unreadable_402")
    accepts = list(required.accepts)
    offered = [a.model_dump(by_alias=True, exclude_none=True) for a in accepts]
    cheapest = min((_price(a) for a in accepts), default=None)
    if cheapest is None or cheapest > req.max_usdc:
        return OutreachResult(False, 402, wallet, _body(first), refused="price_above_max_usdc",
                              requirements=offered)
    sdk = x402HTTPClient(_buyer(key, req, accepts))
    try:
        payload = await sdk.create_payment_payload(required)
    except Exception as exc:  # the SDK refuses (spend controls, unsupported scheme)
        log.warning("outreach payment not signed", target=url, reason=type(exc).__name__)
        return OutreachResult(False, 402, wallet, _body(first), refused="no_payable_offer",
                              requirements=offered)
    started = time.perf_counter()
    second = await _post(http, url, body, sdk.encode_payment_signature_header(payload))
    header = second.headers.get("payment-response") or second.headers.get("x-payment-response")
    result = OutreachResult(second.is_success, second.status_code, wallet, _body(second),
                            settlement=header)
    if not header:
        return result
    try:
        settled = sdk.get_payment_settle_response(second.headers.get)
    except (ValueError, TypeError):
        return result
    if not settled.success or not settled.transaction:
        return result
    accepted: Any = getattr(payload, "accepted", None) or accepts[0]
    atomic = int(getattr(accepted, "amount", None) or accepted.max_amount_required)
    await runtime.ledger.record(LedgerEntry(
        endpoint="POST /admin/outreach-pay", amount_atomic=atomic,
        amount_usd=str(Decimal(atomic) / 10**USDC_DECIMALS), payer=wallet,
        tx_hash=settled.transaction, network=str(accepted.network), asset=str(accepted.asset),
        settled_at=LedgerEntry.now(), handler_ms=(time.perf_counter() - started) * 1000,
        direction=OUTBOUND, counterparty=url))
    log.info("outreach paid", target=url, amount_atomic=atomic, tx=settled.transaction)
    return OutreachResult(result.ok, result.status, wallet, result.body, header,
                          paid_usdc=atomic / 10**USDC_DECIMALS, tx_hash=settled.transaction)
