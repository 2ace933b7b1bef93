"""GET /claw/scout: marketplace tasks this service can do (the spec leaves the shape open)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class ScoutSkill(BaseModel):
    path: str = Field(description="the paid endpoint that can do the task")
    price_usd: str
    matched_keywords: list[str]
    example: dict[str, Any] | None = Field(description="a request body for the endpoint")


class ScoutTask(BaseModel):
    task_id: str
    title: str
    url: str | None
    reward_usdc: float | None = Field(description="the task's reward, when in USDC")
    posted_at: str | None
    tags: list[str]
    score: int = Field(description="keywords shared with the best-matching endpoint")
    skills: list[ScoutSkill] = Field(description="matching endpoints, best first")


class ClawScoutResponse(BaseModel):
    source: str = Field(description="the task feed scanned")
    fetched_at: str = Field(description="when the feed was read (ISO)")
    cached: bool = Field(description="answered from the 60 s cache; refresh=1 bypasses it")
    cache_age_seconds: int
    scanned: int = Field(description="open tasks read")
    matched: int = Field(description="tasks matching at least one skill")
    skills: int = Field(description="paid endpoints matched against")
    tasks: list[ScoutTask]
