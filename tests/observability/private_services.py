"""Redis and PostgreSQL servers of a test's own, to stop and start (the machine's shared ones
serve other tests and are never stopped)."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.support import free_port


def _wait_port(port: int, up: bool, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with socket.socket() as s:
            s.settimeout(0.2)
            if (s.connect_ex(("127.0.0.1", port)) == 0) == up:
                return
        time.sleep(0.05)
    raise RuntimeError(f"port {port} did not go {'up' if up else 'down'}")


class PrivateRedis:
    """``redis-server`` on a free loopback port, in memory only."""

    def __init__(self) -> None:
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _wait_port(self.port, up=True)

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None
            _wait_port(self.port, up=False)


def postgres_bin() -> Path | None:
    """The directory of ``initdb`` and ``pg_ctl`` (Debian keeps them out of PATH)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path else None


class PrivatePostgres:
    """A PostgreSQL cluster of its own (trust auth) on a free port; root runs it as postgres."""

    def __init__(self, bindir: Path) -> None:
        self.port = free_port()
        # Directly under /tmp: pytest's own tmp dirs are closed to the postgres user.
        self.root = Path(tempfile.mkdtemp(prefix="sextant-pg-"))
        self.data = self.root / "pgdata"
        self.bindir = bindir
        if os.geteuid() == 0:
            shutil.chown(self.root, "postgres", "postgres")
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.bindir / tool), *args]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-w", "-l", str(self.data / "log"),
                  "-o", f"-p {self.port} -k {self.data} -c listen_addresses=127.0.0.1", "start")
        _wait_port(self.port, up=True)

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-w", "-m", "fast", "stop")
        _wait_port(self.port, up=False)

    def remove(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)
