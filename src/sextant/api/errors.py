"""One error shape for every 4xx/5xx: ``{"error": code, "message": ..., ...}``."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from sextant.errors import SextantError
from sextant.logs import get_logger
from sextant.validators import CODED_ERROR

log = get_logger(__name__)

_HTTP_CODES = {
    400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
    405: "method_not_allowed", 413: "payload_too_large", 415: "unsupported_media_type",
}


def validation_error_body(errors: list[dict[str, Any]]) -> dict[str, Any]:
    """Map pydantic errors to one stable code naming the first offending field."""
    first = errors[0] if errors else {"loc": ("body",), "type": "invalid", "msg": "invalid"}
    loc = [str(p) for p in first.get("loc", ()) if not isinstance(p, int)]
    field_path = [p for p in loc if p not in ("body", "query", "path", "header")]
    field = ".".join(field_path) or "body"
    if first.get("type") == CODED_ERROR:
        ctx = first.get("ctx") or {}
        code = str(ctx.get("code", f"invalid_{field}")) if isinstance(ctx, dict) else field
    elif first.get("type") == "json_invalid":
        code, field = "invalid_json", "body"
    else:
        code = f"invalid_{field_path[-1] if field_path else 'body'}".replace("-", "_")
    message = f"{field}: {first.get('msg', 'invalid value')}"
    return {
        "error": code,
        "message": message,
        "field": field,
        "details": [
            {"field": ".".join(str(p) for p in e.get("loc", ())[1:]) or "body",
             "message": e.get("msg")}
            for e in errors[:10]
        ],
    }


def install_error_handlers(app: FastAPI) -> None:
    """Register the handlers that give every error the one shape."""

    @app.exception_handler(SextantError)
    async def _sextant(_: Request, exc: SextantError) -> JSONResponse:
        return JSONResponse(exc.to_body(), status_code=exc.status, headers=exc.headers())

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(validation_error_body(list(exc.errors())), status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = _HTTP_CODES.get(exc.status_code, "http_error")
        message = exc.detail if isinstance(exc.detail, str) else code.replace("_", " ")
        return JSONResponse(
            {"error": code, "message": message}, status_code=exc.status_code,
            headers=getattr(exc, "headers", None),
        )

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error", path=request.url.path)
        return JSONResponse(
            {"error": "internal_error", "message": "an unexpected error occurred"},
            status_code=500,
        )
