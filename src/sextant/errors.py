"""Typed errors with stable codes; the API maps each to one JSON shape once."""

from __future__ import annotations

from typing import Any

DEFAULT_RETRY_AFTER_SECONDS = 30


class SextantError(Exception):
    """Base error: an HTTP status, a stable machine code and a human message."""

    status: int = 500
    code: str = "internal_error"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        status: int | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        if status is not None:
            self.status = status
        self.extra = extra

    def to_body(self) -> dict[str, Any]:
        """The response body: ``{"error": code, "message": ..., **extra}``."""
        return {"error": self.code, "message": self.message, **self.extra}

    def headers(self) -> dict[str, str]:
        """Response headers: ``Retry-After`` when the error says when to retry."""
        retry = self.extra.get("retry_after_seconds")
        return {} if retry is None else {"Retry-After": str(retry)}


class BadRequest(SextantError):
    """Client input is wrong; ``code`` names the field (``invalid_address``)."""

    status = 400
    code = "bad_request"


class NotFound(SextantError):
    status = 404
    code = "not_found"


class Unauthorized(SextantError):
    status = 401
    code = "unauthorized"


class Forbidden(SextantError):
    """Credentials were sent but do not grant access."""

    status = 403
    code = "forbidden"


class RateLimited(SextantError):
    """The caller used up its budget of free calls; retry after ``retry_after_seconds``."""

    status = 429
    code = "rate_limited"


class NotImplementedYet(SextantError):
    """A catalogued endpoint whose logic has not been built; never settled."""

    status = 501
    code = "not_implemented"


class ServiceUnconfigured(SextantError):
    """The operator has not configured something the endpoint needs."""

    status = 503
    code = "service_unconfigured"


class UpstreamError(SextantError):
    """An upstream failed; the caller may retry after ``retry_after_seconds``."""

    status = 502
    code = "upstream_unavailable"

    def __init__(
        self,
        message: str,
        *,
        upstream: str,
        retry_after_seconds: int = DEFAULT_RETRY_AFTER_SECONDS,
        **extra: Any,
    ) -> None:
        super().__init__(
            message, upstream=upstream, retry_after_seconds=retry_after_seconds, **extra
        )
        self.upstream = upstream
        self.retry_after_seconds = retry_after_seconds


class UpstreamUnavailable(UpstreamError):
    status = 502
    code = "upstream_unavailable"


class UpstreamBadResponse(UpstreamError):
    """The upstream answered with something we cannot parse."""

    status = 502
    code = "upstream_bad_response"


class UpstreamTimeout(UpstreamError):
    status = 504
    code = "upstream_timeout"


class PaymentsUnavailable(SextantError):
    """The payment facilitator is unreachable or misconfigured; nothing was charged."""

    status = 503
    code = "payments_unavailable"

    def __init__(self, message: str = "the payment facilitator is unreachable or misconfigured",
                 *, retry_after_seconds: int = DEFAULT_RETRY_AFTER_SECONDS) -> None:
        super().__init__(message, retry_after_seconds=retry_after_seconds)


class PaymentError(SextantError):
    """The payment layer failed with something other than a 402; nothing was charged."""

    code = "payment_error"


class HandlerFailed(SextantError):
    """The handler raised after the payment was verified; the payment was not settled."""

    status = 500
    code = "internal_error"


class QueryRefused(BadRequest):
    """A warehouse statement is not allowed; the message is safe to show to the caller."""

    code = "query_refused"


class NotAnswerable(SextantError):
    """A request no service here answers: what was understood and how to rephrase it ride in
    ``extra``; never charged."""

    status = 422
    code = "not_answerable"


class QueryFailed(SextantError):
    """The warehouse engine rejected a guarded query (bad column, type error); safe to show."""

    status = 422
    code = "query_failed"
