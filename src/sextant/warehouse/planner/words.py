"""What a small reader (``distribution``, ``gas``, ``counterparty``) sees of a question and
what it gives back, so those modules need not import ``reading``."""

from __future__ import annotations

import re
from typing import NamedTuple, Protocol

from sextant.warehouse.planner.plan import Measure


class Words(Protocol):
    """The part of ``reading.Text`` a reader uses."""

    @property
    def rest(self) -> str: ...

    def find(self, pattern: str) -> re.Match[str] | None: ...

    def take(self, start: int, end: int) -> None: ...

    def pop(self, pattern: str) -> re.Match[str] | None: ...


class Read(NamedTuple):
    """What a reader found: measures with where each was asked, what it assumed (for the
    plan's ``understood``) and what it could not place."""

    measures: list[tuple[int, Measure]]
    understood: list[str]
    unplaced: list[str]
