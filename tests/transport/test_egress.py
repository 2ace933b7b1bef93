"""The egress guard: addresses are checked at connect time, on the address connected to."""

from __future__ import annotations

import httpx
import pytest
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

from sextant.transport.egress import EgressRefused, GuardedTransport, address_refusal
from tests.support import serve_in_thread


@pytest.mark.parametrize(("ip", "loopback_ok", "reason"), [
    ("8.8.8.8", False, None),
    ("2606:4700:4700::1111", False, None),
    ("127.0.0.1", False, "loopback"),
    ("127.0.0.1", True, None),
    ("::ffff:127.0.0.1", False, "loopback"),
    ("10.0.0.7", True, "private"),
    ("192.168.1.1", False, "private"),
    ("169.254.169.254", False, "link-local"),
    ("fe80::1", False, "link-local"),
    ("0.0.0.0", False, "private"),
    ("224.0.0.1", False, "multicast"),
])
def test_address_refusal(ip: str, loopback_ok: bool, reason: str | None) -> None:
    assert address_refusal(ip, loopback_ok) == reason


def hello_app() -> Starlette:
    return Starlette(routes=[Route("/", lambda r: PlainTextResponse("hi"))])


async def test_a_name_rebound_to_loopback_at_connect_time_is_refused() -> None:
    answers = iter([["93.184.216.34"], ["127.0.0.1"]])
    calls: list[str] = []

    async def rebinding(host: str, port: int) -> list[str]:
        calls.append(host)
        return next(answers)

    with serve_in_thread(hello_app()) as url:
        port = url.rsplit(":", 1)[1]
        transport = GuardedTransport(allow_loopback=False, resolve=rebinding)
        # a validation-time lookup (public) would pass; the connect-time one is what counts
        assert await rebinding("rebind.test", 0) == ["93.184.216.34"]
        async with httpx.AsyncClient(transport=transport) as http:
            with pytest.raises(EgressRefused, match="loopback"):
                await http.get(f"http://rebind.test:{port}/")
    assert calls == ["rebind.test", "rebind.test"]


async def test_a_mixed_answer_is_refused_and_an_allowed_one_reaches_the_checked_address() -> None:
    async def mixed(host: str, port: int) -> list[str]:
        return ["8.8.8.8", "10.0.0.1"] if host == "mixed.test" else ["127.0.0.1"]

    with serve_in_thread(hello_app()) as url:
        port = url.rsplit(":", 1)[1]
        async with httpx.AsyncClient(transport=GuardedTransport(
                allow_loopback=True, resolve=mixed)) as http:
            with pytest.raises(EgressRefused, match="private"):
                await http.get(f"http://mixed.test:{port}/")
            r = await http.get(f"http://local.test:{port}/")  # connects to 127.0.0.1 itself
            assert r.text == "hi"
