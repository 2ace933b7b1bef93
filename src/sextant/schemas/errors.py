"""Bodies of non-2xx answers: the one error shape, the x402 402 body, A2A replies."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class ErrorDetail(BaseModel):
    field: str
    message: str | None = None


class ErrorBody(BaseModel):
    """Every 4xx/5xx but the 402 and the A2A JSON-RPC errors of ``POST /``.

    ``error`` is a stable machine code (``invalid_address``, ``upstream_timeout``...); other
    keys depend on the error (``field``, ``retry_after_seconds``, ``did_you_mean``...).
    """

    model_config = ConfigDict(extra="allow")

    error: str = Field(description="stable machine-readable code")
    message: str = Field(description="what went wrong, naming the field when there is one")
    field: str | None = Field(default=None, description="the offending request field")
    details: list[ErrorDetail] | None = None
    retry_after_seconds: int | None = Field(
        default=None, description="upstream errors: when a retry may succeed")


class PaymentRequiredBody(BaseModel):
    """The x402 v1 body of a 402 (the v2 requirements are in the PAYMENT-REQUIRED header)."""

    model_config = ConfigDict(extra="allow")

    x402Version: Literal[1]
    error: str
    accepts: list[dict[str, Any]] = Field(
        description="payment requirements (scheme, network, maxAmountRequired, payTo, asset...)")


class JsonRpcError(BaseModel):
    model_config = ConfigDict(extra="allow")

    code: int
    message: str
    data: Any = None


class A2AReply(BaseModel):
    """A JSON-RPC 2.0 response to ``message/send``: ``result`` (an agent message whose data
    part is the routing response) or ``error``."""

    model_config = ConfigDict(extra="allow")

    jsonrpc: Literal["2.0"]
    id: str | int | None = None
    result: dict[str, Any] | None = None
    error: JsonRpcError | None = None
