"""The upstream client factory: simulator in sandbox, HTTP for overrides and live mode."""

from __future__ import annotations

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.errors import ServiceUnconfigured, UpstreamUnavailable
from sextant.settings import Mode, Settings, upstream_urls_from_env
from sextant.transport import upstreams
from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from tests.support import serve_in_thread


def echo_app(tag: str) -> Starlette:
    async def info(request: Request) -> JSONResponse:
        return JSONResponse({"served_by": tag, "host": request.headers["host"],
                             "body": await request.json()})

    async def broken(_: Request) -> JSONResponse:
        return JSONResponse({"error": "down"}, status_code=500)

    return Starlette(routes=[Route("/info", info, methods=["POST"]),
                             Route("/broken", broken, methods=["GET"])])


async def test_sandbox_client_reaches_the_simulator_with_the_real_host() -> None:
    clients = UpstreamClients(Settings(upstream_urls={}),
                              simulators={"hyperliquid": echo_app("simulator")})
    answer = await request_json(clients.client("hyperliquid"), "hyperliquid", "POST", "/info",
                                json={"type": "meta"})
    assert answer == {"served_by": "simulator", "host": "api.hyperliquid.xyz",
                      "body": {"type": "meta"}}
    await clients.aclose()


async def test_url_override_is_reached_over_http_in_sandbox_mode() -> None:
    with serve_in_thread(echo_app("override")) as url:
        settings = Settings(mode=Mode.SANDBOX, upstream_urls={"hyperliquid": url})
        clients = UpstreamClients(settings, simulators={"hyperliquid": echo_app("simulator")})
        assert not clients.uses_simulator("hyperliquid")
        answer = await request_json(clients.client("hyperliquid"), "hyperliquid", "POST",
                                    "/info", json={"type": "meta"})
        await clients.aclose()
    assert answer["served_by"] == "override"
    assert answer["host"] == url.removeprefix("http://")


async def test_upstream_error_status_maps_to_upstream_unavailable() -> None:
    clients = UpstreamClients(Settings(upstream_urls={}),
                              simulators={"hyperliquid": echo_app("simulator")})
    with pytest.raises(UpstreamUnavailable) as info:
        await request_json(clients.client("hyperliquid"), "hyperliquid", "GET", "/broken")
    assert info.value.status == 502 and info.value.extra["retry_after_seconds"] > 0
    await clients.aclose()


async def test_unreachable_upstream_maps_to_upstream_unavailable() -> None:
    settings = Settings(mode=Mode.LIVE, upstream_urls={"hyperliquid": "http://127.0.0.1:9"})
    clients = UpstreamClients(settings)
    with pytest.raises(UpstreamUnavailable):
        await request_json(clients.client("hyperliquid"), "hyperliquid", "POST", "/info")
    await clients.aclose()


def test_missing_simulator_is_a_clear_configuration_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bogus = upstreams.Upstream("nowhere", "https://nowhere.invalid", 60, "test",
                               simulator="sextant.sandbox.does_not_exist:create_app")
    monkeypatch.setitem(upstreams.UPSTREAMS, "nowhere", bogus)
    clients = UpstreamClients(Settings(upstream_urls={}))
    with pytest.raises(ServiceUnconfigured) as info:
        clients.client("nowhere")
    assert "SEXTANT_UPSTREAM_NOWHERE_URL" in info.value.message


def test_upstream_url_env_names() -> None:
    env = {"SEXTANT_UPSTREAM_POLYMARKET_DATA_URL": "http://127.0.0.1:1/",
           "SEXTANT_UPSTREAM_KALSHI_URL": "", "OTHER": "x"}
    assert upstream_urls_from_env(env) == {"polymarket_data": "http://127.0.0.1:1"}
    assert set(upstreams.UPSTREAMS) >= {"hyperliquid", "kalshi", "graph_gateway", "bazaar"}
