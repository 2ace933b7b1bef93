"""Which marketplace tasks this service can do: tasks matched against the catalog's skills.

A skill is one paid catalog endpoint. Its keywords are the words of its path and summary plus
the venue words its group stands for (the spec's neutral ``perpdex`` is what task posters call
Hyperliquid or perps). A task matches a skill when at least ``MIN_SHARED`` distinct keywords
appear in its title, description or tags, or one of the group's venue words does together with
one other keyword; a task's score is the best skill's count of shared keywords.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from sextant.catalog import Endpoint
from sextant.venues.claw import Task

MIN_SHARED = 3
_WORD = re.compile(r"[a-z0-9]+(?:-[0-9]+)?")
_STOP = {
    "the", "and", "for", "with", "per", "its", "each", "from", "over", "one", "two", "last",
    "top", "this", "that", "into", "plus", "versus", "using", "their", "than", "are", "was",
    "what", "which", "who", "how", "many", "want", "need", "before", "after", "whether",
    "still", "about", "three", "words", "pages", "post", "write", "find", "rate", "run",
    "usd", "call", "calls", "free", "data", "service", "right", "ready",
}
#: The venue words each catalog group answers for.
VENUE_WORDS: dict[str, tuple[str, ...]] = {
    "perpdex": ("hyperliquid", "perp", "perps", "perpetual", "futures", "vault", "funding"),
    "marketa": ("polymarket", "prediction", "ghost", "wallet"),
    "marketb": ("kalshi", "prediction", "event", "sports"),
    "spread": ("kalshi", "polymarket", "limitless", "spread", "spreads", "arbitrage"),
    "narrative": ("narrative", "social", "overhyped", "hype", "attention"),
    "swapdex": ("uniswap", "swap", "swapping", "dex", "honeypot", "liquidity", "pools"),
    "agent": ("erc-8004", "reputation", "agent", "feedback"),
    "onchain_x402": ("x402", "settlement", "settlements", "payer"),
    "warehouse": ("x402", "settled", "payments", "payers", "sql", "analytics"),
    "routing": ("subgraph", "graphql", "graph", "query", "tvl", "pools"),
}


@dataclass(frozen=True)
class Skill:
    path: str
    price_usd: str
    summary: str
    keywords: frozenset[str]
    venue_words: frozenset[str]
    example: dict[str, object] | None


@dataclass(frozen=True)
class SkillMatch:
    skill: Skill
    shared: tuple[str, ...]


@dataclass(frozen=True)
class TaskMatch:
    task: Task
    score: int
    skills: tuple[SkillMatch, ...]  # best first


def words(text: str) -> set[str]:
    """Lowercase words of 3+ characters that carry meaning."""
    return {w for w in _WORD.findall(text.lower()) if len(w) >= 3 and w not in _STOP}


def skills_from_catalog(endpoints: Sequence[Endpoint]) -> list[Skill]:
    """One skill per paid endpoint."""
    out = []
    for e in endpoints:
        venue = frozenset(VENUE_WORDS.get(e.group, ()))
        own = words(e.path.replace("/", " ").replace("-", " ")) | words(e.summary)
        out.append(Skill(e.path, str(e.price_usd), e.summary, frozenset(own | venue), venue,
                         e.example))
    return out


def match_task(task: Task, skills: Sequence[Skill]) -> TaskMatch | None:
    """The skills ``task`` matches, best first; ``None`` when none does."""
    text = words(" ".join((task.title, task.description, " ".join(task.tags))))
    matches = []
    for skill in skills:
        shared = skill.keywords & text
        venue_hit = bool(skill.venue_words & text)
        if len(shared) >= MIN_SHARED or (venue_hit and len(shared) >= 2):
            matches.append(SkillMatch(skill, tuple(sorted(shared))))
    if not matches:
        return None
    matches.sort(key=lambda m: (-len(m.shared), m.skill.path))
    return TaskMatch(task, len(matches[0].shared), tuple(matches))


def scout(tasks: Sequence[Task], skills: Sequence[Skill]) -> list[TaskMatch]:
    """Matched tasks, best score first, then newest."""
    found = [m for m in (match_task(t, skills) for t in tasks) if m is not None]
    found.sort(key=lambda m: (-m.score, _neg(m.task.posted_at), m.task.id))
    return found


def _neg(stamp: str | None) -> tuple[int, ...]:
    return tuple(-ord(c) for c in (stamp or ""))
