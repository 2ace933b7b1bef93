"""x402 v1 compatibility: the v1 402 body, v1 payloads in ``X-PAYMENT``, v1 receipts."""

from __future__ import annotations

from typing import Any

from x402.schemas import PaymentPayload, PaymentRequired, PaymentRequirements

from sextant.payments.terms import PaymentTerms


def v1_requirements(
    required: PaymentRequired, terms: PaymentTerms, output_schema: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """The v1 ``accepts`` list of a v2 ``PaymentRequired`` (inline resource and amount)."""
    out = []
    for req in required.accepts:
        item: dict[str, Any] = {
            "scheme": req.scheme,
            "network": terms.v1_network if req.network == terms.network else req.network,
            "maxAmountRequired": req.amount,
            "resource": required.resource.url if required.resource else "",
            "description": required.resource.description if required.resource else "",
            "mimeType": (required.resource.mime_type if required.resource else None)
            or "application/json",
            "payTo": req.pay_to,
            "maxTimeoutSeconds": req.max_timeout_seconds,
            "asset": req.asset,
            "extra": req.extra,
        }
        if output_schema:
            item["outputSchema"] = output_schema
        out.append(item)
    return out


def v1_body(
    required: PaymentRequired, terms: PaymentTerms, output_schema: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The JSON body of a 402: ``{x402Version: 1, error, accepts}`` (readable by v1 clients)."""
    return {
        "x402Version": 1,
        "error": required.error or "Payment required",
        "accepts": v1_requirements(required, terms, output_schema),
    }


class V1PayloadError(ValueError):
    """A v1 payload that names a scheme or network this service does not take."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def upgrade_v1_payload(
    data: dict[str, Any], requirement: PaymentRequirements, terms: PaymentTerms
) -> PaymentPayload:
    """Turn a v1 payload ``{x402Version:1, scheme, network, payload}`` into the v2 shape.

    ``accepted`` is filled from the route's own requirement, so the SDK's exact-match rule
    then checks the signed authorization itself (amount, recipient, validity).
    """
    if data.get("scheme") != requirement.scheme:
        raise V1PayloadError("unsupported_scheme")
    if not terms.matches_v1_network(str(data.get("network", ""))):
        raise V1PayloadError("invalid_network")
    payload = data.get("payload")
    if not isinstance(payload, dict):
        raise V1PayloadError("invalid_payload")
    return PaymentPayload(x402_version=2, accepted=requirement, payload=payload)
