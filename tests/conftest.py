"""Shared fixtures: a sandbox app on the session's dev chain process, and paying buyers."""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from sextant.api.app import create_app
from sextant.chain.client import ChainClient
from sextant.chain.supervisor import ChainProcess
from sextant.payments.buyer import build_buyer, paying_client
from sextant.runtime import Runtime, build_runtime
from sextant.settings import Settings

BASE = "http://testserver"


@pytest.fixture(scope="session")
def tmp_data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("sextant")


@pytest.fixture(scope="session")
def chain_process(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChainProcess]:
    """The dev chain and its facilitator in their own process, once for the test session."""
    with ChainProcess.start(tmp_path_factory.mktemp("devchain")) as process:
        yield process


@pytest.fixture(scope="session")
def settings(tmp_data: Path, chain_process: ChainProcess) -> Settings:
    return Settings(data_dir=tmp_data, public_url=BASE, upstream_urls={},
                    devchain_url=chain_process.url)


@pytest.fixture(scope="session")
def runtime(settings: Settings) -> Runtime:
    return build_runtime(settings)


@pytest.fixture(scope="session")
def app(runtime: Runtime) -> FastAPI:
    return create_app(runtime=runtime)


@pytest.fixture(scope="session")
def chain(runtime: Runtime) -> ChainClient:
    """The API's client of the session's dev chain process (a real chain, over HTTP)."""
    assert runtime.chain is not None
    return runtime.chain


def client_address(nodeid: str) -> tuple[str, int]:
    """A client address of one test's own (the free tier counts callers by address)."""
    digest = hashlib.sha256(nodeid.encode()).digest()
    return f"10.{digest[0]}.{digest[1]}.{digest[2]}", 50_000


@pytest.fixture()
async def client(app: FastAPI, request: pytest.FixtureRequest) -> AsyncIterator[httpx.AsyncClient]:
    """An unpaid client speaking to the app in-process, from an address of its own."""
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False,
                                    client=client_address(request.node.nodeid))
    async with httpx.AsyncClient(transport=transport, base_url=BASE) as c:
        yield c


@pytest.fixture()
def buyer_key(chain: ChainClient, request: pytest.FixtureRequest) -> str:
    """A dev wallet's key; tests take turns over the funded buyer wallets."""
    wallets = chain.buyer_wallets
    return wallets[hash(request.node.nodeid) % len(wallets)].private_key


def make_paying_client(app: FastAPI, chain: ChainClient, key: str, max_usdc: str = "1",
                       address: tuple[str, int] = ("127.0.0.1", 123)) -> Any:
    buyer = build_buyer(key, max_usdc, extra_assets=[(chain.network, chain.token_address)])
    inner = httpx.ASGITransport(app=app, raise_app_exceptions=False, client=address)
    return paying_client(buyer, BASE, inner)


@pytest.fixture()
async def payer(app: FastAPI, chain: ChainClient, buyer_key: str, request: pytest.FixtureRequest
                ) -> AsyncIterator[httpx.AsyncClient]:
    """A client that pays 402s with a funded dev wallet, from an address of its own."""
    async with make_paying_client(app, chain, buyer_key,
                                  address=client_address(request.node.nodeid)) as c:
        yield c


def decode_header(value: str) -> dict[str, Any]:
    return json.loads(base64.b64decode(value))  # type: ignore[no-any-return]


@pytest.fixture()
def no_upstream_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for key in list(__import__("os").environ):
        if key.startswith("SEXTANT_UPSTREAM_"):
            monkeypatch.delenv(key)
    yield
