"""Start, watch and stop a chain service process (``sextant.chain.service``).

The child binds a free loopback port, builds the chain, and prints its URL on stdout once it
accepts connections. It runs in its own session (a terminal's Ctrl-C reaches only the parent,
which stops it) and exits by itself when its stdin closes, so it never outlives the process
that started it, even one killed outright.
"""

from __future__ import annotations

import atexit
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import TracebackType

import httpx

__all__ = ["ChainProcess"]

START_TIMEOUT_SECONDS = 180.0  # a cold start compiles the token with vyper first
#: The chain runs beside the API it serves: it yields the CPU to the API's answers.
CHAIN_NICENESS = 10
_running: set[ChainProcess] = set()


class ChainProcess:
    """A running chain service child process and its URL."""

    def __init__(self, process: subprocess.Popen[bytes], url: str) -> None:
        self.process = process
        self.url = url

    @classmethod
    def start(
        cls,
        data_dir: Path,
        *,
        wallets: int = 10,
        funding_usdc: int = 1_000,
        host: str = "127.0.0.1",
        timeout: float = START_TIMEOUT_SECONDS,
    ) -> ChainProcess:
        """Start a chain service on a free port of ``host`` and wait until it answers."""
        command = [
            sys.executable, "-m", "sextant.chain.service", "--host", host, "--port", "0",
            "--data-dir", str(Path(data_dir).resolve()), "--wallets", str(wallets),
            "--funding-usdc", str(funding_usdc), "--exit-with-stdin",
            "--nice", str(CHAIN_NICENESS),
        ]
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   start_new_session=True)
        try:
            url = _read_url(process, timeout)
            _wait_healthy(url, process, timeout)
        except BaseException:
            _stop(process)
            raise
        started = cls(process, url)
        _running.add(started)
        return started

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self, timeout: float = 10.0) -> None:
        """Terminate the child (SIGTERM, then SIGKILL after ``timeout``) and reap it."""
        _running.discard(self)
        _stop(self.process, timeout)

    def __enter__(self) -> ChainProcess:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()


def _read_url(process: subprocess.Popen[bytes], timeout: float) -> str:
    """The first stdout line of the child (its URL), read on a thread to honour ``timeout``."""
    assert process.stdout is not None
    stdout = process.stdout
    lines: queue.Queue[bytes] = queue.Queue()
    threading.Thread(target=lambda: lines.put(stdout.readline()), daemon=True).start()
    try:
        line = lines.get(timeout=timeout).decode().strip()
    except queue.Empty:
        raise RuntimeError(f"the dev chain did not start within {timeout:.0f} s") from None
    if not line.startswith("http"):
        code = process.wait(timeout=5) if line == "" else None
        raise RuntimeError(f"the dev chain failed to start (exit {code}, said {line!r}); "
                           "its log is on stderr")
    return line


def _wait_healthy(url: str, process: subprocess.Popen[bytes], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            if httpx.get(f"{url}/healthz", timeout=5).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"the dev chain at {url} did not become healthy")
        time.sleep(0.05)


def _stop(process: subprocess.Popen[bytes], timeout: float = 10.0) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=timeout)
    for pipe in (process.stdin, process.stdout):
        if pipe is not None:
            pipe.close()


@atexit.register
def _stop_all() -> None:
    for started in list(_running):
        started.stop()
