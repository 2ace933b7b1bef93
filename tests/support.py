"""Test helpers: run an ASGI app on a loopback port in a background thread."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import uvicorn


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve_in_thread(app: Any, port: int | None = None) -> Iterator[str]:
    """Serve ``app`` with uvicorn on 127.0.0.1; yields its base URL, stops on exit."""
    port = port or free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on",
                       proxy_headers=False)
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def signed_sender(key: str, message_id: str, signed_at: int | None = None) -> dict[str, Any]:
    """A2A/MCP metadata proving the caller owns the wallet of ``key`` (free-tier identity)."""
    from eth_account import Account
    from eth_account.messages import encode_defunct

    from sextant.payments.free_tier import proof_message

    at = int(time.time()) if signed_at is None else signed_at
    account = Account.from_key(key)
    signed = account.sign_message(encode_defunct(text=proof_message(message_id, at)))
    return {"sender": account.address, "senderSignature": "0x" + signed.signature.hex(),
            "signedAt": at}


def shared_fixtures(*parts: str) -> Path:
    """``../shared/fixtures/<parts>`` beside the repository (falls back to /work/shared)."""
    beside = Path(__file__).resolve().parents[1].parent / "shared" / "fixtures"
    root = beside if beside.is_dir() else Path("/work/shared/fixtures")
    return root.joinpath(*parts)


async def paid(payer: Any, chain: Any, buyer_key: str, path: str, body: dict[str, Any],
               price_atomic: int | None = None) -> dict[str, Any]:
    """POST ``body`` to ``path`` through x402: a 200 whose settlement took exactly the price
    (``price_atomic``, by default the catalog's) from the buyer."""
    from eth_account import Account

    from sextant import catalog

    price = catalog.BY_KEY[f"POST {path}"].price_atomic if price_atomic is None else price_atomic
    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    r = await payer.post(path, json=body)
    assert r.status_code == 200, r.text
    assert "payment-response" in r.headers
    assert chain.balance_of(buyer) == before - price
    out: dict[str, Any] = r.json()
    return out


async def unpaid(payer: Any, chain: Any, buyer_key: str, path: str, body: dict[str, Any],
                 status: int, code: str) -> dict[str, Any]:
    """POST ``body`` to ``path``: the 4xx/5xx ``status`` with error ``code``, never charged."""
    from eth_account import Account

    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    r = await payer.post(path, json=body)
    assert r.status_code == status, r.text
    assert r.json()["error"] == code
    assert "payment-response" not in r.headers
    assert chain.balance_of(buyer) == before
    out: dict[str, Any] = r.json()
    return out
