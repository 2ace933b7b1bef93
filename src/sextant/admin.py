"""The operator's credential: ``SEXTANT_ADMIN_TOKEN`` as a bearer token, or the dashboard's
session cookie derived from it (the token itself is never stored in the browser)."""

from __future__ import annotations

import hashlib
import hmac

from starlette.requests import Request

from sextant.settings import Settings

SESSION_COOKIE = "sextant_admin"


def session_value(token: str) -> str:
    """The cookie value of a signed-in dashboard session for ``token``."""
    return hmac.new(token.encode(), b"sextant dashboard session v1", hashlib.sha256).hexdigest()


def admin_token(settings: Settings) -> str | None:
    """The configured admin token; an empty one counts as none (admin routes stay closed)."""
    token = settings.admin_token.get_secret_value() if settings.admin_token else ""
    return token or None


def token_matches(settings: Settings, presented: str) -> bool:
    """Whether ``presented`` is the admin token (constant time; never when none is set)."""
    token = admin_token(settings)
    if token is None or not presented:
        return False
    return hmac.compare_digest(presented.encode(), token.encode())


def is_admin(request: Request, settings: Settings) -> bool:
    """``Authorization: Bearer <admin token>`` or the dashboard session cookie."""
    token = admin_token(settings)
    if token is None:
        return False
    scheme, _, value = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() == "bearer" and token_matches(settings, value.strip()):
        return True
    cookie = request.cookies.get(SESSION_COOKIE, "")
    return bool(cookie) and hmac.compare_digest(cookie.encode(), session_value(token).encode())
