"""The payment gate: an ASGI middleware that puts every paid catalog route behind x402.

Built on the SDK's ``x402HTTPResourceServer`` (requirements, verify, settle, Bazaar
extension). The gate adds what the SDK middleware lacks: v1 ``X-PAYMENT`` payloads and
``X-PAYMENT-RESPONSE`` receipts, a v1 JSON body on every 402, an in-flight guard against
concurrent replays, a fully buffered handler run (nothing is settled unless it returned 2xx),
and a ledger row per settled payment.
"""

from __future__ import annotations

import functools
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Literal

from starlette.datastructures import Headers, MutableHeaders
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from x402.http import (
    HTTPRequestContext,
    ProcessSettleResult,
    decode_payment_required_header,
    decode_payment_signature_header,
    encode_payment_required_header,
    encode_payment_signature_header,
)
from x402.http.middleware.fastapi import FastAPIAdapter
from x402.http.utils import safe_base64_decode
from x402.http.x402_http_server import x402HTTPResourceServer
from x402.schemas import (
    PaymentPayload,
    PaymentRequired,
    PaymentRequirements,
    VerifiedPaymentCancelOptions,
)

from sextant import catalog
from sextant.catalog import Endpoint
from sextant.errors import HandlerFailed, PaymentError, PaymentsUnavailable, SextantError
from sextant.logs import get_logger
from sextant.observability import metrics
from sextant.payments.guard import PaymentGuard, authorization_key
from sextant.payments.ledger import Ledger, LedgerEntry
from sextant.payments.seller import model_schema, requirements_for
from sextant.payments.terms import PaymentTerms
from sextant.payments.v1 import V1PayloadError, upgrade_v1_payload, v1_body

log = get_logger(__name__)

PAYMENT_SIGNATURE = "payment-signature"
X_PAYMENT = "x-payment"
PAYMENT_REQUIRED = "payment-required"
PAYMENT_RESPONSE = "payment-response"
X_PAYMENT_RESPONSE = "x-payment-response"
EXPOSE = "PAYMENT-REQUIRED, PAYMENT-RESPONSE, X-PAYMENT-RESPONSE"

#: ``(request, endpoint) -> True`` lets a call through unpaid (the free routing tier).
FreePass = Callable[[Request, Endpoint], Awaitable[bool]]


@dataclass(frozen=True)
class PaymentContext:
    """What a paid handler knows about the payment that let it run (``request.state.x402``)."""

    payer: str
    amount_atomic: int
    network: str
    asset: str
    endpoint: str


class _HeaderAdapter(FastAPIAdapter):
    """SDK request adapter that presents a (possibly upgraded) payment header."""

    def __init__(self, request: Request, payment_header: str | None) -> None:
        super().__init__(request)
        self._payment_header = payment_header

    def get_header(self, name: str) -> str | None:
        if name.lower() == PAYMENT_SIGNATURE:
            return self._payment_header
        return super().get_header(name)


class _Buffered:
    """Collects a downstream ASGI response so the gate can decide before anything is sent."""

    def __init__(self) -> None:
        self.status = 500
        self.headers: list[tuple[bytes, bytes]] = []
        self.body = bytearray()

    async def send(self, message: Message) -> None:
        if message["type"] == "http.response.start":
            self.status = message["status"]
            self.headers = list(message.get("headers", []))
        elif message["type"] == "http.response.body":
            self.body.extend(message.get("body", b""))


class PaymentGate:
    """ASGI middleware gating the paid routes of ``catalog.CATALOG``."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        http_server: x402HTTPResourceServer,
        terms: PaymentTerms,
        guard: PaymentGuard,
        ledger: Ledger,
        ready: Callable[[], Awaitable[None]] | None = None,
        free_pass: FreePass | None = None,
    ) -> None:
        self.app = app
        self.ready = ready
        self.http_server = http_server
        self.terms = terms
        self.guard = guard
        self.ledger = ledger
        self.free_pass = free_pass

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        endpoint = catalog.lookup(scope["method"], scope["path"])
        if endpoint is None or not endpoint.paid:
            await self.app(scope, receive, send)
            return
        request = Request(scope, receive)
        raw_header = request.headers.get(PAYMENT_SIGNATURE) or request.headers.get(X_PAYMENT)
        if raw_header is None and self.free_pass and await self.free_pass(request, endpoint):
            await self.app(scope, receive, send)
            return
        await self._paid(scope, receive, send, request, endpoint, raw_header)

    # -- the paid path -------------------------------------------------------------------

    async def _paid(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        request: Request,
        endpoint: Endpoint,
        raw_header: str | None,
    ) -> None:
        if self.ready is not None:
            try:
                await self.ready()
            except Exception as exc:
                log.error("payments are not configured correctly", error=str(exc))
                await _send_error(send, PaymentsUnavailable())
                return
        payload: PaymentPayload | None = None
        header = raw_header
        if raw_header is not None:
            try:
                payload = self._decode(raw_header, endpoint,
                                       v2=request.headers.get(PAYMENT_SIGNATURE) is not None)
            except V1PayloadError as exc:
                await self._payment_required(send, request, endpoint, error=exc.reason)
                return
            except Exception:
                await self._payment_required(send, request, endpoint, error="invalid_payload")
                return
            header = encode_payment_signature_header(payload)

        guard_key = self._guard_key(payload) if payload else None
        if guard_key is not None:
            ttl = self._authorization_ttl(payload)
            if not await self.guard.claim(guard_key, ttl):
                await self._payment_required(
                    send, request, endpoint, error="payment_in_flight_or_used"
                )
                return
        settled = False
        try:
            settled = await self._verify_run_settle(
                scope, receive, send, request, endpoint, header
            )
        finally:
            if guard_key is not None:
                if settled:
                    await self.guard.keep(guard_key, self._authorization_ttl(payload))
                else:
                    await self.guard.release(guard_key)

    async def _verify_run_settle(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        request: Request,
        endpoint: Endpoint,
        header: str | None,
    ) -> bool:
        context = HTTPRequestContext(
            adapter=_HeaderAdapter(request, header),
            path=scope["raw_path"].decode("ascii").split("?")[0] if scope.get("raw_path")
            else scope["path"],
            decoded_path=scope["path"],
            method=scope["method"],
            payment_header=header,
        )
        result = await self.http_server.process_http_request(context)
        if result.type == "no-payment-required":  # route not protected by the SDK config
            await self.app(scope, receive, send)
            return False
        if result.type == "payment-error" or result.payment_payload is None:
            response = result.response
            if response is None or response.status != 402:
                status = response.status if response else 500
                body = response.body if response else None
                await _send_error(send, _payment_error(status, body))
                return False
            required = decode_payment_required_header(_find(response.headers, PAYMENT_REQUIRED))
            await self._send_402(send, endpoint, required, response.headers)  # type: ignore[arg-type]
            return False

        payload = result.payment_payload
        requirements = result.payment_requirements
        assert requirements is not None
        payer = _payer(payload)
        scope.setdefault("state", {})["x402"] = PaymentContext(
            payer=payer,
            amount_atomic=int(requirements.amount),
            network=requirements.network,
            asset=requirements.asset,
            endpoint=endpoint.key,
        )
        buffered = _Buffered()
        started = time.perf_counter()
        try:
            await self.app(scope, receive, buffered.send)
        except Exception:
            log.exception("handler raised after payment verification", endpoint=endpoint.key)
            await self._cancel(result, "handler_threw")
            await _send_error(send, HandlerFailed("the handler failed; not charged"))
            return False
        handler_ms = (time.perf_counter() - started) * 1000
        if buffered.status >= 400:
            await self._cancel(result, "handler_failed", buffered.status)
            await _send_raw(send, buffered.status, buffered.headers, bytes(buffered.body))
            return False

        settle = await self.http_server.process_settlement(
            payload,
            requirements,
            context=context,
            declared_extensions=result.declared_extensions,
        )
        if not settle.success:
            log.warning("settlement failed", endpoint=endpoint.key, reason=settle.error_reason)
            metrics.settlement_failed(endpoint.key, settle.error_reason)
            receipt = _find(settle.headers, PAYMENT_RESPONSE)
            headers = {"PAYMENT-RESPONSE": receipt, "X-PAYMENT-RESPONSE": receipt}
            body = {
                "x402Version": 1,
                "error": settle.error_reason or "settlement_failed",
                "accepts": await self._v1_accepts(request, endpoint),
            }
            await _send_json(send, 402, body, headers)
            return False

        metrics.settled(endpoint.key, endpoint.price_usd)
        await self._deliver(send, buffered, settle, requirements, endpoint, payer, handler_ms)
        return True

    # -- helpers ---------------------------------------------------------------------------

    async def _deliver(self, send: Send, buffered: _Buffered, settle: ProcessSettleResult,
                       requirements: PaymentRequirements, endpoint: Endpoint, payer: str,
                       handler_ms: float) -> None:
        """Send the buffered answer with its receipt, then record the settled payment."""
        receipt = _find(settle.headers, PAYMENT_RESPONSE)
        out_headers = [
            (k, v) for k, v in buffered.headers
            if k.lower() not in (b"content-length", b"cache-control")
        ]
        out_headers += [
            (b"payment-response", receipt.encode()),
            (b"x-payment-response", receipt.encode()),
            (b"cache-control", b"private, no-store"),
            (b"access-control-expose-headers", EXPOSE.encode()),
        ]
        await _send_raw(send, buffered.status, out_headers, bytes(buffered.body))
        await self._record(
            LedgerEntry(
                endpoint=endpoint.key,
                amount_atomic=int(requirements.amount),
                amount_usd=str(endpoint.price_usd),
                payer=settle.payer or payer,
                tx_hash=settle.transaction or "",
                network=settle.network or requirements.network,
                asset=requirements.asset,
                settled_at=LedgerEntry.now(),
                handler_ms=round(handler_ms, 3),
            )
        )
        log.info(
            "payment settled", endpoint=endpoint.key, payer=settle.payer, tx=settle.transaction,
            handler_ms=round(handler_ms, 1),
        )


    async def _record(self, entry: LedgerEntry) -> None:
        # The payment has settled and the answer is sent: a ledger outage must not turn
        # that into an error, but it must be loud.
        try:
            await self.ledger.record(entry)
        except Exception:
            log.exception("ledger write failed for a settled payment", tx=entry.tx_hash,
                          endpoint=entry.endpoint, payer=entry.payer)

    def _decode(self, raw_header: str, endpoint: Endpoint, *, v2: bool) -> PaymentPayload:
        """The payload of a payment header: x402 v2 in ``PAYMENT-SIGNATURE``, v1 (upgraded to
        the v2 shape) in ``X-PAYMENT``; any other version is refused."""
        data = json.loads(safe_base64_decode(raw_header))
        if not isinstance(data, dict) or data.get("x402Version", 2) != (2 if v2 else 1):
            raise V1PayloadError("unsupported_x402_version")
        decoded = decode_payment_signature_header(raw_header)
        if isinstance(decoded, PaymentPayload):
            return decoded
        return upgrade_v1_payload(
            decoded.model_dump(by_alias=True), requirements_for(endpoint, self.terms), self.terms
        )

    @staticmethod
    def _guard_key(payload: PaymentPayload | None) -> str | None:
        if payload is None:
            return None
        auth = payload.payload.get("authorization") if isinstance(payload.payload, dict) else None
        if not isinstance(auth, dict) or "nonce" not in auth or "from" not in auth:
            return None
        return authorization_key(
            payload.accepted.network, payload.accepted.asset, str(auth["from"]), str(auth["nonce"])
        )

    @staticmethod
    def _authorization_ttl(payload: PaymentPayload | None) -> int:
        auth = payload.payload.get("authorization", {}) if payload else {}
        try:
            remaining = int(auth.get("validBefore", 0)) - int(time.time())
        except (TypeError, ValueError):
            remaining = 0
        return max(60, min(remaining + 60, 86_400))

    async def _cancel(
        self,
        result: Any,
        reason: Literal["handler_threw", "handler_failed"],
        status: int | None = None,
    ) -> None:
        if result.cancellation_dispatcher is not None:
            await result.cancellation_dispatcher.cancel(
                VerifiedPaymentCancelOptions(reason=reason, response_status=status)
            )

    async def _unpaid_required(self, request: Request, endpoint: Endpoint) -> tuple[
        PaymentRequired, dict[str, str]
    ]:
        context = HTTPRequestContext(
            adapter=_HeaderAdapter(request, None),
            path=endpoint.path,
            decoded_path=endpoint.path,
            method=endpoint.method,
        )
        result = await self.http_server.process_http_request(context)
        assert result.response is not None
        headers = result.response.headers
        required = decode_payment_required_header(_find(headers, PAYMENT_REQUIRED))
        return required, headers  # type: ignore[return-value]

    async def _v1_accepts(self, request: Request, endpoint: Endpoint) -> list[dict[str, Any]]:
        required, _ = await self._unpaid_required(request, endpoint)
        return v1_body(required, self.terms, _output_schema(endpoint))["accepts"]

    async def _payment_required(
        self, send: Send, request: Request, endpoint: Endpoint, *, error: str
    ) -> None:
        required, headers = await self._unpaid_required(request, endpoint)
        required = required.model_copy(update={"error": error})
        headers = {
            **headers,
            _header_name(headers, PAYMENT_REQUIRED): encode_payment_required_header(required),
        }
        await self._send_402(send, endpoint, required, headers)

    async def _send_402(
        self, send: Send, endpoint: Endpoint, required: PaymentRequired, headers: dict[str, str]
    ) -> None:
        out = {k: v for k, v in headers.items() if k.lower() != "content-type"}
        out["Access-Control-Expose-Headers"] = EXPOSE
        await _send_json(send, 402, v1_body(required, self.terms, _output_schema(endpoint)), out)


def _output_schema(endpoint: Endpoint) -> dict[str, Any] | None:
    return _output_schema_of(endpoint.key)


@functools.cache
def _output_schema_of(key: str) -> dict[str, Any] | None:
    """Built once per endpoint: JSON-schema generation is most of a 402's cost."""
    endpoint = catalog.BY_KEY[key]
    schema: dict[str, Any] = {"input": {"type": "http", "method": endpoint.method}}
    if endpoint.request_model is not None:
        schema["input"]["bodyType"] = "json"
        schema["input"]["bodyFields"] = model_schema(endpoint.request_model)
    if endpoint.response_model is not None:
        schema["output"] = model_schema(endpoint.response_model)
    return schema


def _payer(payload: PaymentPayload) -> str:
    auth = payload.payload.get("authorization") if isinstance(payload.payload, dict) else None
    return str(auth.get("from", "")) if isinstance(auth, dict) else ""


def _header_name(headers: dict[str, str], name: str) -> str:
    return next(k for k in headers if k.lower() == name)


def _find(headers: dict[str, str], name: str) -> str:
    return headers[_header_name(headers, name)]


def _payment_error(status: int, body: Any) -> PaymentError:
    if isinstance(body, dict) and "error" in body:
        return PaymentError(str(body["error"]), status=status)
    return PaymentError("payment processing failed", status=status)


async def _send_error(send: Send, exc: SextantError) -> None:
    """The one error shape (as ``api.errors`` answers it) from inside the ASGI gate."""
    await _send_json(send, exc.status, exc.to_body(), exc.headers())


async def _send_raw(
    send: Send, status: int, headers: list[tuple[bytes, bytes]], body: bytes
) -> None:
    hdrs = [(k, v) for k, v in headers if k.lower() != b"content-length"]
    hdrs.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": hdrs})
    await send({"type": "http.response.body", "body": body})


async def _send_json(send: Send, status: int, body: Any, headers: dict[str, str]) -> None:
    raw = json.dumps(body, separators=(",", ":")).encode()
    mutable = MutableHeaders(headers=Headers(headers={k.lower(): v for k, v in headers.items()}))
    mutable["content-type"] = "application/json"
    await _send_raw(send, status, [(k.encode(), v.encode()) for k, v in mutable.items()], raw)
