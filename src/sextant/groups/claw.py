"""/claw/scout: read the task feed (cached 60 s), match tasks against the catalog's skills."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
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

    @property
    def source(self) -> str:
        return self.runtime.upstreams.base_url(UPSTREAM) + "/tasks"

    async def _fetch(self) -> list[dict[str, Any]]:
        ups = self.runtime.upstreams
        if not ups.uses_simulator(UPSTREAM) and UPSTREAM not in self.runtime.settings.upstream_urls:
            raise ServiceUnconfigured("no task feed is configured (SEXTANT_UPSTREAM_CLAW_URL)",
                                      code="feed_unconfigured")
        return [asdict(t) for t in await self.runtime.venue(ClawFeedClient).open_tasks()]

    async def _tasks(self, refresh: bool) -> tuple[bool, float, str, list[Task]]:
        """The feed's open tasks through the shared 60 s cache (``refresh`` reads anew)."""
        cache = self.runtime.upstreams.cache("claw_feed", CACHE_SECONDS)
        rows, stored_at, hit = await cache.get_or_fetch("open", self._fetch, refresh=refresh)
        stamp = datetime.fromtimestamp(stored_at, UTC).isoformat(timespec="seconds")
        tasks = [Task(**{**r, "tags": tuple(r["tags"])}) for r in rows]
        age = max(0.0, time.time() - stored_at) if hit else 0.0
        return hit, age, stamp.replace("+00:00", "Z"), tasks

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
