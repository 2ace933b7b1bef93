"""Simulator of an agent task marketplace feed (the upstream of ``/claw/scout``).

``GET /tasks?status=open&limit=&cursor=`` answers ``{"tasks": [...], "next_cursor": str|null}``;
each task has ``id``, ``title``, ``description``, ``tags``, ``reward {amount, currency}``,
``status``, ``posted_at`` (ISO), ``url`` and ``poster``. The seeded feed mixes tasks an onchain
data service can do (perp trader analysis, prediction-market wallets, swap pre-trade checks,
x402 settlement questions, subgraph queries) with ones it cannot (design, writing, errands).
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox import world as shared_world

FEED_SIZE = 240
MAX_PAGE = 50
POSTED_FROM = datetime(2026, 11, 1, tzinfo=UTC)

_RELEVANT = (
    ("Score these Hyperliquid perp traders", "Need a skill score and liquidation history for "
     "{n} perp trader wallets before we copy-trade them.", ["hyperliquid", "perps", "trading"]),
    ("Polymarket wallet risk check", "Is this Polymarket wallet a bot? Want ghost-fill risk and "
     "realized PnL for the prediction market account.", ["polymarket", "prediction-markets"]),
    ("Kalshi vs Polymarket spread monitor", "Find cross-venue price spreads on prediction "
     "market events about {topic}.", ["kalshi", "arbitrage"]),
    ("Uniswap pre-trade honeypot check", "Before swapping into a new token on {chain}, check "
     "liquidity depth and honeypot flags on Uniswap pools.", ["uniswap", "defi", "swap"]),
    ("x402 settlement analytics", "How many x402 payments settled last week and who were the "
     "top payers? SQL over settlement data welcome.", ["x402", "payments", "analytics"]),
    ("Subgraph query for top pools", "Write a GraphQL subgraph query for the top {chain} "
     "pools by TVL and run it.", ["the-graph", "subgraph", "graphql"]),
    ("ERC-8004 agent reputation", "Rate the reputation of an ERC-8004 registered agent wallet "
     "from its feedback and activity.", ["erc-8004", "agents", "reputation"]),
    ("Narrative vs onchain flow", "Which tokens are overhyped on social versus their onchain "
     "swap flow on {chain}?", ["narrative", "social", "onchain"]),
    ("Perp vault due diligence", "Evaluate a Hyperliquid vault: leader skill, depositors and "
     "whether it is still live.", ["hyperliquid", "vaults"]),
)
_OTHER = (
    ("Design a logo for a coffee shop", "Minimal vector logo, three concepts.", ["design"]),
    ("Translate a contract to Spanish", "Twelve pages, legal register.", ["translation"]),
    ("Write a blog post about hiking", "1,200 words, SEO friendly.", ["writing"]),
    ("Book a restaurant table in Lisbon", "Friday 8pm, four people.", ["errands"]),
    ("Transcribe a podcast episode", "45 minutes, two speakers.", ["audio"]),
    ("Fix a CSS layout bug", "Flexbox footer overlaps on mobile.", ["frontend"]),
    ("Summarise a research paper", "Climate model paper, 2 pages summary.", ["research"]),
)
_TOPICS = ("bitcoin", "the fed decision", "the election", "ethereum etf", "world cup")
_CHAINS = ("base", "ethereum", "arbitrum", "polygon")


def build_feed(seed: int, size: int = FEED_SIZE) -> list[dict[str, Any]]:
    """The seeded open tasks, newest first."""
    rng = random.Random(seed)
    posters = [a.name for a in shared_world.agent_layout(shared_world.build_world(seed)).agents]
    tasks = []
    for i in range(size):
        title, text, tags = rng.choice(_RELEVANT if rng.random() < 0.35 else _OTHER)
        posted = POSTED_FROM + timedelta(minutes=37 * i + rng.randint(0, 30))
        tasks.append({
            "id": f"task_{seed}_{i:04d}", "title": title,
            "description": text.format(n=rng.randint(3, 40), topic=rng.choice(_TOPICS),
                                       chain=rng.choice(_CHAINS)),
            "tags": list(tags), "status": "open",
            "reward": {"amount": f"{rng.choice((0.5, 1, 2, 5, 10, 25))}", "currency": "USDC"},
            "posted_at": posted.isoformat().replace("+00:00", "Z"),
            "url": f"https://claw.example/tasks/task_{seed}_{i:04d}",
            "poster": rng.choice(posters) if posters else f"agent-{rng.randint(1, 400)}",
        })
    tasks.reverse()
    return tasks


@lru_cache(maxsize=4)
def _feed(seed: int) -> list[dict[str, Any]]:
    return build_feed(seed)


def feed_app(tasks: list[dict[str, Any]]) -> Starlette:
    """The feed API over ``tasks`` (cursor = offset as text)."""

    async def list_tasks(request: Request) -> JSONResponse:
        q = request.query_params
        try:
            limit = min(MAX_PAGE, max(1, int(q.get("limit", "20"))))
            offset = int(q.get("cursor") or 0)
        except ValueError:
            return JSONResponse({"error": "bad cursor or limit"}, status_code=400)
        status = q.get("status", "open")
        chosen = [t for t in tasks if t["status"] == status]
        page = chosen[offset: offset + limit]
        more = offset + limit < len(chosen)
        return JSONResponse({"tasks": page, "next_cursor": str(offset + limit) if more else None})

    app = Starlette(routes=[Route("/tasks", list_tasks, methods=["GET"])])
    app.state.tasks = tasks
    return app


def create_app(seed: int) -> Starlette:
    return feed_app(_feed(seed))
