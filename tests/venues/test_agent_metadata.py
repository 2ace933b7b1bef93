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


# ----------------------------------------------------------------------------- endpoints


def test_declared_endpoints_are_bounded_and_ranked() -> None:
    from sextant.venues.agent_metadata import MAX_ENDPOINTS, declared_endpoints

    doc = {"services": [
        {"name": "web", "endpoint": "https://a.example"},
        {"name": "ENS", "endpoint": "agent.eth"},  # not a URL: skipped
        {"name": "MCP", "endpoint": "https://a.example/mcp"},
        {"name": "A2A", "endpoint": "https://a.example/a2a"},
        {"name": "A2A", "endpoint": "https://a.example/a2a"},  # duplicate
        {"name": "OASF", "endpoint": "https://a.example/oasf"},
        "junk"]}
    got = declared_endpoints(doc)
    assert got == [("A2A", "https://a.example/a2a"), ("MCP", "https://a.example/mcp"),
                   ("web", "https://a.example")]
    assert len(declared_endpoints(doc, 10)) == 4 and MAX_ENDPOINTS == 3
    assert declared_endpoints({"endpoints": [{"name": "web", "url": "http://b.example"}]}) == [
        ("web", "http://b.example")]
    assert declared_endpoints(None) == [] and declared_endpoints({"services": "x"}) == []


@pytest.mark.parametrize("url", ["https://127.0.0.1:9/a2a", "https://10.1.2.3/a2a",
                                 "https://169.254.169.254/latest/meta-data",
                                 "https://[::1]/mcp", "http://example.org/"])
async def test_live_probes_refuse_private_targets_and_plain_http(url: str) -> None:
    """The live prober goes through the connection-level guard of ``transport.egress``."""
    from sextant.transport.egress import GuardedTransport
    from sextant.venues.agent_metadata import EndpointProber

    async with httpx.AsyncClient(transport=GuardedTransport(allow_loopback=False)) as http:
        [check] = await EndpointProber(http).check({"services": [{"name": "A2A",
                                                                  "endpoint": url}]})
    assert not check.answered and check.status is None
    assert "refused" in check.detail or "resolves to" in check.detail


async def test_probes_are_time_and_size_bounded() -> None:
    from sextant.venues.agent_metadata import PROBE_MAX_BYTES, EndpointProber

    async def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/slow":
            await asyncio.sleep(5)
        if request.url.path == "/huge":
            return httpx.Response(200, content=b"x" * (PROBE_MAX_BYTES * 100))
        if request.url.path == "/paid":
            return httpx.Response(402, json={"accepts": []})
        return httpx.Response(502)

    doc = {"services": [{"name": "A2A", "endpoint": "https://a.example/paid"},
                        {"name": "MCP", "endpoint": "https://a.example/slow"},
                        {"name": "web", "endpoint": "https://a.example/huge"},
                        {"name": "other", "endpoint": "https://a.example/down"}]}
    async with httpx.AsyncClient(transport=httpx.MockTransport(answer)) as http:
        paid, slow, huge = await EndpointProber(http, timeout=0.2).check(doc)  # three at most
    assert (paid.answered, paid.x402, paid.status) == (True, True, 402)
    assert not slow.answered and "no answer within 0.2 s" in slow.detail
    assert huge.answered and huge.status == 200
