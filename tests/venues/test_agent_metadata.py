"""Registration-file resolution: data: URIs, the SSRF guard, size and time limits."""

from __future__ import annotations

import asyncio
import base64
import json

import httpx
import pytest

from sextant.venues.agent_metadata import MAX_BYTES, MetadataResolver, public_host


def data_uri(raw: bytes) -> str:
    return "data:application/json;base64," + base64.b64encode(raw).decode()


async def test_data_uris() -> None:
    r = MetadataResolver(None)
    ok = await r.resolve(data_uri(json.dumps({"name": "a", "x402Support": True}).encode()))
    assert ok.valid and ok.declares_x402 and ok.uri_scheme == "data"
    plain = await r.resolve("data:application/json," + "%7B%22name%22%3A%22b%22%7D")
    assert plain.valid and not plain.declares_x402
    assert not (await r.resolve(data_uri(b"[1, 2]"))).valid  # not an object
    assert not (await r.resolve(data_uri(b"not json"))).valid
    assert not (await r.resolve("data:application/json;base64,@@@")).valid
    assert not (await r.resolve(data_uri(b" " * (MAX_BYTES + 1)))).valid
    assert (await r.resolve("")).error == "no agentURI"
    assert not (await r.resolve("ftp://example.org/a.json")).valid


@pytest.mark.parametrize("uri", ["https://127.0.0.1/a.json", "https://10.1.2.3/a.json",
                                 "https://169.254.169.254/latest/meta-data",
                                 "https://[::1]/a.json", "https://localhost/a.json",
                                 "http://example.org/a.json"])
async def test_live_mode_refuses_private_targets_and_plain_http(uri: str) -> None:
    meta = await MetadataResolver(None, allow_private=False).resolve(uri)
    assert not meta.valid
    assert meta.error is not None
    assert "refused" in meta.error or "unsupported" in meta.error


def test_public_host() -> None:
    assert not public_host("127.0.0.1") and not public_host("192.168.1.1")
    assert not public_host("no-such-host.invalid")


async def test_ipfs_size_and_time_limits() -> None:
    async def big(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content=b"{" + b" " * (MAX_BYTES + 10) + b"}")

    async with httpx.AsyncClient(transport=httpx.MockTransport(big),
                                 base_url="https://ipfs.io") as ipfs:
        meta = await MetadataResolver(ipfs).resolve("ipfs://bafyexample")
    assert not meta.valid and "larger" in (meta.error or "")

    async def slow(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(5)
        return httpx.Response(200, json={})

    async with httpx.AsyncClient(transport=httpx.MockTransport(slow),
                                 base_url="https://ipfs.io") as ipfs:
        meta = await MetadataResolver(ipfs, timeout=0.2).resolve("ipfs://bafyexample")
    assert not meta.valid and "unreachable" in (meta.error or "")

    seen: list[str] = []

    async def good(request: httpx.Request) -> httpx.Response:
        seen.append(request.url.path)
        return httpx.Response(200, json={"name": "x", "x402Support": "true"})

    async with httpx.AsyncClient(transport=httpx.MockTransport(good),
                                 base_url="https://ipfs.io") as ipfs:
        meta = await MetadataResolver(ipfs).resolve("ipfs://bafyexample/agent.json")
    assert meta.valid and meta.declares_x402 and seen == ["/ipfs/bafyexample/agent.json"]
