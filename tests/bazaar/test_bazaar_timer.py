"""The background loop: a timer-driven incremental re-sync, and shutdown that cancels the sync
and the liveness prober (nothing of the group runs once the app has stopped).

The timer is a manual one handed to the group (its ``clock`` and ``sleep``): the test moves
time forward one pause at a time, so the assertions never depend on how fast the machine is.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import httpx
import pytest

from sextant.api.app import create_app
from sextant.bazaar.index import keywords
from sextant.bazaar.store import BazaarStore
from sextant.groups import bazaar as group
from sextant.groups.bazaar import BazaarGroup
from sextant.runtime import Runtime
from sextant.sandbox.bazaar import discovery_app
from sextant.sandbox.discovery_world import World
from sextant.venues.bazaar import DiscoveryClient
from tests.bazaar.test_bazaar_sync import listing


class ManualTimer:
    """A clock that moves only when the test says so; ``sleep`` waits for the next tick."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps = 0
        self._asleep = asyncio.Event()
        self._wake = asyncio.Event()

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps += 1
        self._asleep.set()
        await self._wake.wait()
        self._wake.clear()
        self.now += seconds

    async def tick(self) -> None:
        """Let the loop sleep out one pause, and wait until it is asleep again."""
        await asyncio.wait_for(self._asleep.wait(), 60)
        self._asleep.clear()
        self._wake.set()
        await asyncio.wait_for(self._asleep.wait(), 60)


@pytest.fixture()
def world() -> World:
    return World([listing(i, 1 if i % 2 else 2) for i in range(7)])


@pytest.fixture()
async def discovery(world: World) -> AsyncIterator[DiscoveryClient]:
    transport = httpx.ASGITransport(app=discovery_app(world))
    async with httpx.AsyncClient(transport=transport, base_url="http://sim") as http:
        yield DiscoveryClient(http, page_size=3)


def _found(g: BazaarGroup, words: str) -> set[str]:
    assert g.index is not None
    return {h.service.resource for h in g.index.search(keywords(words), group.Filters(), 25)}


async def test_the_timer_re_syncs_incrementally(runtime: Runtime, world: World,
                                                discovery: DiscoveryClient) -> None:
    timer = ManualTimer()
    g = BazaarGroup(runtime, BazaarStore(":memory:"), client=discovery, clock=timer.clock,
                    sleep=timer.sleep)
    every = runtime.settings.bazaar_sync_seconds // runtime.settings.bazaar_probe_seconds
    assert every >= 2  # several probe pauses per sync
    try:
        await g.ensure_ready()  # the first load syncs everything
        assert g.last_run is not None and g.last_run["counts"]["added"] == 7
        first_sync = g.last_run["finished_at"]
        world.touch("https://seller2.xyz/api/quote", price_atomic=5)
        world.remove("https://seller3.xyz/api/quote")
        world.add(listing(9, 2))
        for _ in range(every - 1):  # probe pauses before the sync is due: nothing synced
            await timer.tick()
            assert g.last_run["finished_at"] == first_sync
        assert "https://seller9.xyz/api/quote" not in _found(g, "token quote")
        await timer.tick()  # the sync is due
        counts = g.last_run["counts"]
        assert (counts["added"], counts["updated"], counts["removed"],
                counts["unchanged"]) == (1, 1, 1, 5)
        found = _found(g, "token quote")
        assert "https://seller9.xyz/api/quote" in found
        assert "https://seller3.xyz/api/quote" not in found
        assert timer.now == every * runtime.settings.bazaar_probe_seconds
        second_sync = g.last_run["finished_at"]
        await timer.tick()  # the next pause is not a sync again
        assert g.last_run["finished_at"] == second_sync
    finally:
        await g.aclose()


async def test_aclose_cancels_the_loop_and_a_first_load(runtime: Runtime,
                                                        discovery: DiscoveryClient) -> None:
    timer = ManualTimer()
    g = BazaarGroup(runtime, BazaarStore(":memory:"), client=discovery, clock=timer.clock,
                    sleep=timer.sleep)
    await g.ensure_ready()
    loop_task = g._loop_task
    assert loop_task is not None
    await timer.tick()  # running, asleep in its pause
    assert not loop_task.done()
    await g.aclose()
    assert loop_task.cancelled()
    await g.ensure_ready()  # a closed group answers from its index but starts nothing
    assert g._loop_task is None


async def test_app_shutdown_stops_the_sync_and_the_prober(runtime: Runtime) -> None:
    app = create_app(runtime=runtime)
    async with app.router.lifespan_context(app):
        g = group.for_app(app.state, runtime)
        await g.ensure_ready()
        task = g._loop_task
        assert task is not None and not task.done()
    assert task.done() and task.cancelled()
    assert g._closed
    ours = [t for t in asyncio.all_tasks() if not t.done()
            and getattr(t.get_coro(), "cr_frame", None) is not None
            and t.get_coro().cr_frame.f_locals.get("self") is g]  # type: ignore[union-attr]
    assert ours == []
