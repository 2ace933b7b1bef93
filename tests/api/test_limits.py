"""Hostile requests: deep JSON, huge bodies and headers get a 4xx in the error shape, never a
crash, never a charge; the server keeps serving."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from hypothesis import given
from hypothesis import strategies as st

from sextant.api.limits import json_depth, sane_recursion_limit
from tests.support import free_port

DEEP = b"[" * 30_000 + b"]" * 30_000  # 60 KB (under the body limit), 30,000 levels


def _error(r: httpx.Response, status: int, code: str) -> None:
    assert r.status_code == status, r.text
    body = r.json()
    assert body["error"] == code and body["message"]
    assert "payment-response" not in r.headers


@given(st.recursive(st.none() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                    max_leaves=30))
def test_json_depth_matches_the_nesting_of_any_document(value: object) -> None:
    import json

    def depth(v: object) -> int:
        if isinstance(v, list):
            return 1 + max((depth(x) for x in v), default=0)
        if isinstance(v, dict):
            return 1 + max((depth(x) for x in v.values()), default=0)
        return 0

    assert json_depth(json.dumps(value).encode()) == depth(value)


def test_json_depth_ignores_brackets_inside_strings() -> None:
    assert json_depth(b'{"a": "[[[[{{{{\\"]]]]", "b": [1]}') == 2


def test_recursion_limit_is_sane_after_the_app_is_built(app: FastAPI) -> None:
    import py_ecc  # noqa: F401  (raises the limit at import time)

    sane_recursion_limit()
    assert sys.getrecursionlimit() <= 3_000


@pytest.mark.parametrize("path", ["/", "/perpdex/score", "/tip", "/sandbox/rpc"])
async def test_deeply_nested_json_is_a_400(client: httpx.AsyncClient, path: str) -> None:
    r = await client.post(path, content=DEEP, headers={"content-type": "application/json"})
    _error(r, 400, "invalid_json")
    assert r.json()["field"] == "body"


async def test_moderate_nesting_still_reaches_the_route(client: httpx.AsyncClient) -> None:
    body = b'{"message": "hi", "x": ' + b"[" * 40 + b"]" * 40 + b"}"
    r = await client.post("/tip", content=body, headers={"content-type": "application/json"})
    assert r.status_code == 402  # through the limits, to the payment gate


async def test_body_over_the_limit_is_413_declared_or_streamed(client: httpx.AsyncClient) -> None:
    big = b'{"message": "' + b"a" * (200 * 1024) + b'"}'
    _error(await client.post("/tip", content=big), 413, "payload_too_large")

    async def chunks() -> object:  # no content-length: counted as it arrives
        for _ in range(100):
            yield b"a" * 4096

    r = await client.post("/tip", content=chunks(), headers={"content-type": "application/json"})
    _error(r, 413, "payload_too_large")
    assert r.json()["max_bytes"] == 64 * 1024


async def test_the_rpc_door_takes_larger_bodies(client: httpx.AsyncClient) -> None:
    batch = b"[" + b",".join([b'{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}'] * 2000) + b"]"
    assert 64 * 1024 < len(batch) < 1024 * 1024
    r = await client.post("/sandbox/rpc", content=batch)
    assert r.status_code == 200 and len(r.json()) == 2000


async def test_oversized_headers_are_431(client: httpx.AsyncClient) -> None:
    r = await client.post("/tip", json={"message": "x"}, headers={"x-payment": "a" * 20_000})
    _error(r, 431, "headers_too_large")
    assert r.json()["header"] == "x-payment"
    many = {f"x-h{i}": "v" * 1000 for i in range(80)}
    _error(await client.post("/tip", json={"message": "x"}, headers=many), 431,
           "headers_too_large")
    count = {f"x-c{i}": "v" for i in range(150)}
    _error(await client.get("/healthz", headers=count), 431, "headers_too_large")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``sextant serve`` in its own process (a crash there fails the test, not the suite)."""
    port = free_port()
    env = {**os.environ, "SEXTANT_DATA_DIR": str(tmp_path_factory.mktemp("served")),
           "SEXTANT_LOG_LEVEL": "WARNING"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "sextant.cli", "serve", "--port", str(port)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=Path.cwd(),
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while True:
        try:
            if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError(f"sextant serve did not start: {proc.stderr.read()!r}"[:2000])
        time.sleep(0.2)
    try:
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


@pytest.mark.parametrize("path", ["/", "/sandbox/rpc", "/perpdex/score"])
def test_a_deep_body_does_not_kill_the_server(served: str, path: str) -> None:
    with httpx.Client(base_url=served, timeout=30) as c:
        deep = b"{\"a\":" * 100_000 + b"1" + b"}" * 100_000  # about 600 KB
        r = c.post(path, content=deep, headers={"content-type": "application/json"})
        assert r.status_code in (400, 413), r.text
        assert r.json()["error"] in ("invalid_json", "payload_too_large")
        ok = c.post("/", json={"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {
            "message": {"role": "user", "messageId": "m", "parts": [
                {"kind": "text", "text": "uniswap v3 pools on base"}]}}})
        assert ok.status_code == 200


def test_huge_headers_and_bodies_over_the_wire_are_refused(served: str) -> None:
    with httpx.Client(base_url=served, timeout=30) as c:
        r = c.post("/tip", json={"message": "x"}, headers={"x-payment": "a" * 10_000_000})
        assert r.status_code == 431 and r.json()["header"] == "x-payment"
        r = c.post("/tip", content=b"a" * 100_000_000, headers={"content-type": "text/plain"})
        assert r.status_code == 413 and r.json()["error"] == "payload_too_large"
        assert c.get("/healthz").status_code == 200
