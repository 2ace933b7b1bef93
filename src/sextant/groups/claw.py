"""/claw/scout: read the task feed (cached 60 s), match tasks against the catalog's skills."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sextant import catalog
from sextant.errors import ServiceUnconfigured
from sextant.runtime import Runtime
from sextant.signals import claw as sig
from sextant.venues.claw import UPSTREAM, ClawFeedClient, Task

CACHE_SECONDS = 60.0


@dataclass(frozen=True)
class ScoutResult:
    source: str
    fetched_at: str
    cached: bool
    cache_age_seconds: int
    scanned: int
    matched: int
    skills: int
    tasks: list[dict[str, Any]]


@dataclass
class ClawGroup:
    runtime: Runtime
    _cache: tuple[float, str, list[Task]] | None = field(default=None, repr=False)

    @property
    def source(self) -> str:
        return self.runtime.upstreams.base_url(UPSTREAM) + "/tasks"

    async def _tasks(self, refresh: bool) -> tuple[bool, float, str, list[Task]]:
        now = time.monotonic()
        if not refresh and self._cache is not None and now - self._cache[0] < CACHE_SECONDS:
            return True, now - self._cache[0], self._cache[1], self._cache[2]
        ups = self.runtime.upstreams
        if not ups.uses_simulator(UPSTREAM) and UPSTREAM not in self.runtime.settings.upstream_urls:
            raise ServiceUnconfigured("no task feed is configured (SEXTANT_UPSTREAM_CLAW_URL)",
                                      code="feed_unconfigured")
        tasks = await self.runtime.venue(ClawFeedClient).open_tasks()
        stamp = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
        self._cache = (now, stamp, tasks)
        return False, 0.0, stamp, tasks

    async def scout(self, refresh: bool, limit: int) -> ScoutResult:
        cached, age, stamp, tasks = await self._tasks(refresh)
        skills = sig.skills_from_catalog(catalog.paid_endpoints())
        found = sig.scout(tasks, skills)
        return ScoutResult(
            source=self.source, fetched_at=stamp, cached=cached, cache_age_seconds=int(age),
            scanned=len(tasks), matched=len(found), skills=len(skills),
            tasks=[_task(m) for m in found[:limit]],
        )


def _task(m: sig.TaskMatch) -> dict[str, Any]:
    t = m.task
    return {"task_id": t.id, "title": t.title, "url": t.url, "reward_usdc": t.reward_usdc,
            "posted_at": t.posted_at, "tags": list(t.tags), "score": m.score,
            "skills": [{"path": s.skill.path, "price_usd": s.skill.price_usd,
                        "matched_keywords": list(s.shared), "example": s.skill.example}
                       for s in m.skills[:5]]}


def for_app(state: Any, runtime: Runtime) -> ClawGroup:
    group = getattr(state, "claw", None)
    if group is None:
        group = ClawGroup(runtime)
        state.claw = group
    return group
