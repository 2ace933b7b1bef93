"""Helpers every group shares: bounded fan-out, the result's source, dataclass fields."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, TypeVar

__all__ = ["FAN_OUT", "Mode", "ResultSource", "fields_of", "gather_limited"]

FAN_OUT = 8
T = TypeVar("T")
Mode = Literal["sandbox", "live"]


@dataclass(frozen=True, slots=True)
class ResultSource:
    """Where a group's answer came from and when it was read."""

    mode: Mode
    fetched_at: datetime


async def gather_limited(jobs: Sequence[Callable[[], Awaitable[T]]], limit: int = FAN_OUT
                         ) -> list[T]:
    """Run ``jobs`` with at most ``limit`` in flight, results in order."""
    gate = asyncio.Semaphore(limit)

    async def run(job: Callable[[], Awaitable[T]]) -> T:
        async with gate:
            return await job()

    return list(await asyncio.gather(*(run(j) for j in jobs)))


def fields_of(record: Any) -> dict[str, Any]:
    """A dataclass's own fields (shallow), to extend it into a richer result."""
    return {f.name: getattr(record, f.name) for f in dataclasses.fields(record)}
