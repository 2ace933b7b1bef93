"""Client of an agent task marketplace feed (``GET /tasks``, cursor paging), read-only."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any, ClassVar, Self

import httpx

from sextant.errors import UpstreamBadResponse
from sextant.transport.http import request_json
from sextant.venues.base import VenueFacts

if TYPE_CHECKING:
    from sextant.transport.factory import UpstreamClients

UPSTREAM = "claw"
FACTS = VenueFacts(name="claw", upstream=UPSTREAM, rate_budget_per_minute=60)
PAGE = 50
MAX_PAGES = 10  # one scan reads at most 500 open tasks


@dataclass(frozen=True)
class Task:
    id: str
    title: str
    description: str
    tags: tuple[str, ...]
    reward_usdc: float | None
    posted_at: str | None
    url: str | None


def parse_task(raw: Any) -> Task | None:
    """One feed task; ``None`` when it has no id or title."""
    if not isinstance(raw, dict) or not raw.get("id") or not raw.get("title"):
        return None
    reward: dict[str, Any] = raw["reward"] if isinstance(raw.get("reward"), dict) else {}
    try:
        amount = float(Decimal(str(reward.get("amount")))) if reward.get("amount") else None
    except InvalidOperation:
        amount = None
    if reward.get("currency") not in (None, "USDC", "USD"):
        amount = None  # only stablecoin rewards are comparable to our prices
    tags: list[Any] = raw["tags"] if isinstance(raw.get("tags"), list) else []
    return Task(id=str(raw["id"]), title=str(raw["title"])[:300],
                description=str(raw.get("description") or "")[:4000],
                tags=tuple(str(t) for t in tags[:20]), reward_usdc=amount,
                posted_at=str(raw["posted_at"]) if raw.get("posted_at") else None,
                url=str(raw["url"]) if raw.get("url") else None)


class ClawFeedClient:
    """Reads the open tasks of the feed, page by page."""

    facts: ClassVar[VenueFacts] = FACTS

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        return cls(upstreams.client(UPSTREAM))

    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def open_tasks(self, max_pages: int = MAX_PAGES) -> list[Task]:
        """Every open task the feed lists, up to ``max_pages`` pages."""
        tasks: list[Task] = []
        cursor: str | None = None
        for _ in range(max_pages):
            params = {"status": "open", "limit": PAGE, **({"cursor": cursor} if cursor else {})}
            body = await request_json(self._http, UPSTREAM, "GET", "/tasks", params=params)
            if not isinstance(body, dict) or not isinstance(body.get("tasks"), list):
                raise UpstreamBadResponse("the task feed answered without a tasks list",
                                          upstream=UPSTREAM)
            tasks += [t for t in (parse_task(r) for r in body["tasks"]) if t is not None]
            cursor = body.get("next_cursor")
            if not cursor:
                break
        return tasks
