"""The operator dashboard behind the admin token, rendered in a real headless Chromium: every
chart draws its data (pixels of its series' colour in a screenshot of each canvas)."""

from __future__ import annotations

import asyncio
import dataclasses
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import SecretStr

from sextant.admin import SESSION_COOKIE, session_value
from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.chain.supervisor import ChainProcess
from sextant.payments.buyer import build_buyer, paying_client
from sextant.payments.ledger import LedgerEntry
from sextant.runtime import Runtime, build_runtime
from sextant.settings import Settings
from sextant.venues.hyperliquid import HyperliquidClient
from tests.observability.png import pixels
from tests.support import free_port, serve_in_thread

TOKEN = "dashboard-test-admin-token"
BROWSER_SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "browser"
#: Each chart and the colour of a series it must draw (dashboard.js's palette).
SERIES = {"revenue-day": (37, 99, 235), "revenue-endpoint": (22, 163, 74),
          "calls": (37, 99, 235), "latency": (147, 51, 234), "upstreams": (22, 163, 74)}


def _browser() -> tuple[str, str]:
    """Chromium and chromedriver, installed by scripts/browser when missing."""
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        done = subprocess.run([str(BROWSER_SCRIPT)], capture_output=True, text=True,
                              timeout=900)
        if done.returncode != 0:
            pytest.skip(f"no headless Chromium could be installed: {done.stderr.strip()}")
    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    assert chromium and driver
    return chromium, driver


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory,
            chain_process: ChainProcess) -> Iterator[tuple[str, Runtime]]:
    """A service of its own (admin token set) on a loopback port, sharing the session chain."""
    port = free_port()
    settings = Settings(data_dir=tmp_path_factory.mktemp("dashboard"), upstream_urls={},
                        public_url=f"http://127.0.0.1:{port}", devchain_url=chain_process.url,
                        admin_token=TOKEN)
    runtime = build_runtime(settings)
    with serve_in_thread(create_app(runtime=runtime), port) as url:
        yield url, runtime


async def _traffic(url: str, runtime: Runtime, chain: ChainClient) -> None:
    """Real paid calls and upstream calls, and settled rows of earlier days."""
    for day, tx in (("2026-11-01", "0xd1"), ("2026-11-02", "0xd2")):
        await runtime.ledger.record(LedgerEntry(
            endpoint="POST /perpdex/score", amount_atomic=50_000, amount_usd="0.05",
            payer="0x" + "ee" * 20, tx_hash=tx, network=runtime.terms.network,
            asset=runtime.terms.asset, settled_at=f"{day}T09:00:00.000Z", handler_ms=12.0))
    async with httpx.AsyncClient(base_url=url) as plain:
        assert (await plain.post("/tip", json={})).status_code == 402
    buyer = build_buyer(chain.buyer_wallets[1].private_key, "1",
                        extra_assets=[(chain.network, chain.token_address)])
    async with paying_client(buyer, url) as payer:
        for i in range(3):
            assert (await payer.post("/tip", json={"message": f"dash {i}"})).status_code == 200
    await HyperliquidClient(runtime.upstreams.client("hyperliquid")).universe()


async def test_dashboard_needs_the_admin_token(service: tuple[str, Runtime]) -> None:
    url, _ = service
    async with httpx.AsyncClient(base_url=url) as c:
        refused = await c.get("/dashboard")
        assert refused.status_code == 401 and "admin token" in refused.text
        assert (await c.get("/dashboard", headers={"Authorization": "Bearer nope"})
                ).status_code == 401
        bad = await c.post("/dashboard/login", data={"token": "nope"})
        assert bad.status_code == 401 and "sextant_admin" not in bad.headers.get("set-cookie", "")
        ok = await c.get("/dashboard", headers={"Authorization": f"Bearer {TOKEN}"})
        assert ok.status_code == 200 and "Sextant operator dashboard" in ok.text
        assert "script-src 'self'" in ok.headers["content-security-policy"]
        assert TOKEN not in ok.text
        lib = await c.get("/dashboard/static/chart.umd.min.js")
        assert lib.status_code == 200 and "Chart.js v4" in lib.text[:200]
        assert (await c.get("/dashboard/static/..%2Fsettings.py")).status_code == 404


async def test_disabled_without_an_admin_token(runtime: Runtime, client: httpx.AsyncClient
                                               ) -> None:
    assert runtime.settings.admin_token is None
    r = await client.get("/dashboard")
    assert r.status_code == 404 and r.json()["error"] == "not_found"
    # An empty token (a compose variable passed through blank) keeps it closed too.
    blank = runtime.settings.model_copy(update={"admin_token": SecretStr("")})
    app = create_app(runtime=dataclasses.replace(runtime, settings=blank))
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    cookie = {SESSION_COOKIE: session_value("")}
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver",
                                 cookies=cookie) as c:
        assert (await c.get("/dashboard")).status_code == 404
        assert (await c.post("/dashboard/login", data={"token": ""})).status_code == 404


def _drive(url: str, chromium: str, driver_path: str, shots: Path) -> dict[str, bytes]:
    from selenium import webdriver
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,2600", "--force-device-scale-factor=1"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    browser = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    try:
        browser.get(f"{url}/dashboard")
        browser.find_element(By.ID, "token").send_keys(TOKEN)
        browser.find_element(By.ID, "sign-in").click()
        # the sign-in navigates: a body found before the new page loads goes stale
        WebDriverWait(browser, 60, ignored_exceptions=(StaleElementReferenceException,)).until(
            lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-charts") == "drawn")
        browser.save_screenshot(str(shots / "dashboard.png"))
        errors: list[Any] = [  # script errors (the login page's own 401 is expected)
            e for e in browser.get_log("browser")
            if e["level"] == "SEVERE" and "Failed to load resource" not in e["message"]]
        assert not errors, errors
        return {chart: browser.find_element(By.ID, chart).screenshot_as_png for chart in SERIES}
    finally:
        browser.quit()


def _near(pixel: tuple[int, int, int], colour: tuple[int, int, int]) -> bool:
    return all(abs(p - c) <= 12 for p, c in zip(pixel, colour, strict=True))


async def test_charts_render_with_data_in_chromium(
    service: tuple[str, Runtime], chain: ChainClient, tmp_path: Path
) -> None:
    chromium, driver = _browser()
    url, runtime = service
    await _traffic(url, runtime, chain)
    shots = await asyncio.to_thread(_drive, url, chromium, driver, tmp_path)
    for chart, colour in SERIES.items():
        width, height, rgb = pixels(shots[chart])
        assert (width, height) > (100, 100)
        drawn = sum(1 for p in rgb if p != (255, 255, 255))
        series = sum(1 for p in rgb if _near(p, colour))
        assert drawn > 0.02 * width * height, f"{chart}: the canvas is blank"
        assert series > 150, f"{chart}: no data drawn in its series colour ({series} px)"
