"""POST /admin/outreach-pay (spec 2.14, Part 5): admin bearer token, outbound payment."""

from __future__ import annotations

import hmac
from typing import Any

from fastapi import APIRouter, Depends, Header

from sextant import catalog
from sextant.api.deps import get_runtime
from sextant.api.openapi import error_responses
from sextant.errors import Forbidden, Unauthorized
from sextant.groups import outreach
from sextant.runtime import Runtime
from sextant.schemas.admin import OutreachPayRequest, OutreachPayResponse

router = APIRouter(tags=["admin"])
OUTREACH = catalog.BY_KEY["POST /admin/outreach-pay"]


def require_admin(runtime: Runtime = Depends(get_runtime),
                  authorization: str | None = Header(default=None)) -> None:
    """``Authorization: Bearer <ADMIN_TOKEN>``, compared in constant time."""
    scheme, _, token = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("send Authorization: Bearer <admin token>", code="unauthorized")
    configured = runtime.settings.admin_token
    if configured is None or not configured.get_secret_value():  # no token opens it
        raise Forbidden("the admin endpoint is disabled: no SEXTANT_ADMIN_TOKEN is set",
                        code="admin_disabled")
    if not hmac.compare_digest(token.strip().encode(),
                               configured.get_secret_value().encode()):
        raise Forbidden("the admin token is wrong", code="forbidden")


@router.post(OUTREACH.path, response_model=OutreachPayResponse,
             responses=error_responses(401, 403, 502, 503, 504))
async def outreach_pay(
    req: OutreachPayRequest,
    _: None = Depends(require_admin),
    runtime: Runtime = Depends(get_runtime),
) -> Any:
    """Pay another x402-gated agent with an A2A ``message/send``. A target price above
    ``max_usdc`` is refused (``ok`` false, ``refused``) and its requirements returned."""
    result = await outreach.pay(req, runtime)
    return OutreachPayResponse.model_validate(result, from_attributes=True)
