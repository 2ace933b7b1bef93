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
