"""One sync pass: page through the discovery API and apply the differences to the store."""

from __future__ import annotations

import asyncio

from sextant.bazaar.store import BazaarStore, SyncCounts, SyncRun, now_iso
from sextant.errors import SextantError
from sextant.venues.bazaar import DiscoveryClient, Service


async def sync_once(client: DiscoveryClient, store: BazaarStore) -> SyncRun:
    """Read every page; write only changed listings; delete vanished ones after a complete
    pass. A failure part-way keeps what was read and deletes nothing."""
    started = now_iso()
    seen: dict[str, Service] = {}
    pages = skipped = 0
    error: str | None = None
    try:
        async for page in client.pages():
            pages += 1
            skipped += page.skipped
            for service in page.services:
                seen[service.resource] = service
    except SextantError as exc:
        error = f"{exc.code}: {exc.message}"
    complete = error is None
    counts = (await asyncio.to_thread(store.apply, seen, complete)) if seen else SyncCounts()
    run = SyncRun(started_at=started, finished_at=now_iso(), ok=complete, complete=complete,
                  pages=pages, skipped=skipped, counts=counts,
                  total_indexed=await asyncio.to_thread(store.count), error=error)
    await asyncio.to_thread(store.record_run, run)
    return run
