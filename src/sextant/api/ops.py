"""Operations routes: ``/metrics``, ``/readyz`` and the operator dashboard (not in the public
API document: they are for the operator and the orchestrator, not for paying agents)."""

from __future__ import annotations

from urllib.parse import parse_qs

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from sextant.admin import SESSION_COOKIE, admin_token, is_admin, session_value, token_matches
from sextant.api.deps import get_runtime
from sextant.errors import NotFound
from sextant.observability import dashboard, metrics, readiness
from sextant.runtime import Runtime

router = APIRouter(tags=["operations"], include_in_schema=False)
_LOGIN_BODY_LIMIT = 4096


@router.get("/metrics")
async def prometheus_metrics() -> Response:
    """This instance's Prometheus metrics."""
    body, content_type = metrics.render()
    return Response(body, media_type=content_type)


@router.get("/readyz")
async def readyz(runtime: Runtime = Depends(get_runtime)) -> JSONResponse:
    """200 when every dependency answers; 503 naming those that do not."""
    checks = await readiness.check_all(runtime)
    body: dict[str, object] = {"checks": {c.name: c.as_dict() for c in checks}}
    failing = [c for c in checks if not c.ok]
    if not failing:
        return JSONResponse({"status": "ready", **body})
    return JSONResponse(
        {"status": "not_ready", "error": "not_ready",
         "message": "not ready: " + "; ".join(f"{c.name} ({c.detail})" for c in failing),
         "not_ready": [c.name for c in failing], **body},
        status_code=503, headers={"Retry-After": "5"})


def _disabled() -> NotFound:
    return NotFound("the dashboard is disabled: set SEXTANT_ADMIN_TOKEN to enable it")


def _login(message: str, status: int) -> HTMLResponse:
    return HTMLResponse(dashboard.LOGIN_PAGE.format(message=message), status_code=status,
                        headers={"Cache-Control": "no-store"})


@router.get("/dashboard")
async def operator_dashboard(request: Request,
                             runtime: Runtime = Depends(get_runtime)) -> HTMLResponse:
    """Revenue, calls, latency, upstream health and recent payments (admin only)."""
    settings = runtime.settings
    if admin_token(settings) is None:
        raise _disabled()
    if not is_admin(request, settings):
        return _login("Sign in with the admin token (or send it as a bearer token).", 401)
    page = dashboard.render(await dashboard.dashboard_data(runtime))
    return HTMLResponse(page, headers={"Cache-Control": "no-store",
                                       "Content-Security-Policy": dashboard.CSP})


@router.post("/dashboard/login")
async def dashboard_login(request: Request, runtime: Runtime = Depends(get_runtime)) -> Response:
    """Exchange the admin token (form field ``token``) for a session cookie."""
    settings = runtime.settings
    token = admin_token(settings)
    if token is None:
        raise _disabled()
    raw = (await request.body())[:_LOGIN_BODY_LIMIT].decode("utf-8", "replace")
    presented = (parse_qs(raw).get("token") or [""])[0]
    if not token_matches(settings, presented):
        return _login("That is not the admin token.", 401)
    response = RedirectResponse("/dashboard", status_code=303)
    response.set_cookie(SESSION_COOKIE, session_value(token),
                        httponly=True, samesite="strict", path="/dashboard",
                        secure=settings.base_url.startswith("https://"))
    return response


@router.get("/dashboard/static/{name}")
async def dashboard_static(name: str) -> Response:
    """The dashboard's scripts, served from the package."""
    body = dashboard.static_file(name)
    if body is None:
        raise NotFound(f"no static file {name!r}")
    return Response(body, media_type=dashboard.STATIC[name],
                    headers={"Cache-Control": "public, max-age=86400"})
