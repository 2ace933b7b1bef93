"""Readiness: can this instance serve paid calls now? (``GET /readyz``)

Each check reaches one dependency with a short timeout: the dev chain service (sandbox) or the
facilitator (live), Redis when ``REDIS_URL`` is set, the ledger's database, and the settlement
warehouse. The answer names every check and what failed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sextant.logs import get_logger

if TYPE_CHECKING:
    from sextant.runtime import Runtime

log = get_logger(__name__)
CHECK_TIMEOUT_SECONDS = 3.0


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str

    def as_dict(self) -> dict[str, object]:
        return {"ok": self.ok, "detail": self.detail}


async def _run(name: str, probe: Callable[[], Awaitable[str]]) -> Check:
    try:
        detail = await asyncio.wait_for(probe(), CHECK_TIMEOUT_SECONDS)
    except TimeoutError:
        return Check(name, False, f"no answer within {CHECK_TIMEOUT_SECONDS:g} s")
    except Exception as exc:  # any failure of a dependency is "not ready", with its reason
        return Check(name, False, _reason(exc))
    return Check(name, True, detail)


def _reason(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}"[:200] if text else type(exc).__name__


async def check_all(runtime: Runtime) -> list[Check]:
    """Every readiness check of ``runtime``, run concurrently."""
    probes: dict[str, Callable[[], Awaitable[str]]] = {}
    if runtime.chain is not None:
        probes["chain"] = lambda: _chain(runtime)
    else:
        probes["facilitator"] = lambda: _facilitator(runtime)
    if runtime.redis is not None:
        probes["redis"] = lambda: _redis(runtime)
    probes["database"] = lambda: _database(runtime)
    probes["warehouse"] = lambda: _warehouse(runtime)
    return list(await asyncio.gather(*(_run(n, p) for n, p in probes.items())))


async def _chain(runtime: Runtime) -> str:
    assert runtime.chain is not None
    instance = await runtime.chain.refresh_instance()
    return f"dev chain at {runtime.chain.url}, instance {instance}"


async def _facilitator(runtime: Runtime) -> str:
    supported = await asyncio.to_thread(runtime.facilitator.get_supported)
    kinds = getattr(supported, "kinds", None) or []
    if not any(getattr(k, "network", None) == runtime.terms.network for k in kinds):
        raise RuntimeError(f"the facilitator does not support {runtime.terms.network}")
    return f"facilitator supports {runtime.terms.network}"


async def _redis(runtime: Runtime) -> str:
    assert runtime.redis is not None
    await runtime.redis.ping()
    return "ping answered"


async def _database(runtime: Runtime) -> str:
    return await runtime.ledger.ping()


async def _warehouse(runtime: Runtime) -> str:
    settings = runtime.settings
    if settings.warehouse_backend == "clickhouse":
        if not settings.clickhouse_url:
            raise RuntimeError("warehouse_backend=clickhouse needs SEXTANT_CLICKHOUSE_URL")
        return await asyncio.to_thread(_clickhouse_ping, settings.clickhouse_url)
    from sextant.warehouse.layout import Layout

    if Layout(settings.warehouse_path).exists():
        return f"duckdb over {settings.warehouse_path}"
    if settings.is_sandbox:
        return "duckdb; the sandbox warehouse is built on the first /ask"
    raise RuntimeError(f"no warehouse at {settings.warehouse_path}; run `sextant warehouse "
                       "generate` or `sextant warehouse ingest`")


def _clickhouse_ping(url: str) -> str:
    import clickhouse_connect

    client = clickhouse_connect.get_client(dsn=url, connect_timeout=CHECK_TIMEOUT_SECONDS)
    try:
        version = client.command("SELECT version()")
    finally:
        client.close()
    return f"clickhouse {version}"
