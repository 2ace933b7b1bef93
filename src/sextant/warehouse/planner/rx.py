"""The planner's regular expressions, compiled once and kept.

The planner says more distinct patterns than ``re``'s own cache holds (512; 786 over set 16's
100 questions), and ``re`` drops its oldest entries first: through ``re.search(pattern, ...)``
every question recompiled most of them (set 17's questions over the 60 k test warehouse,
planner and SQL: p50 112 ms a question through ``re``, 14 ms through this). These are ``re``'s
functions over a larger least-recently-used cache; a pattern built from a question (an escaped
name, an address) takes room in it only until it is the least recently used.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

#: far above the planner's own patterns, so they are never evicted by each other
CACHE_SIZE = 4096

Pattern = str | re.Pattern[str]


@lru_cache(maxsize=CACHE_SIZE)
def compiled(pattern: Pattern, flags: int = 0) -> re.Pattern[str]:
    """``pattern`` compiled with ``flags``, once."""
    return re.compile(pattern, flags)


def search(pattern: Pattern, string: str, flags: int = 0) -> re.Match[str] | None:
    return compiled(pattern, flags).search(string)


def match(pattern: Pattern, string: str, flags: int = 0) -> re.Match[str] | None:
    return compiled(pattern, flags).match(string)


def fullmatch(pattern: Pattern, string: str, flags: int = 0) -> re.Match[str] | None:
    return compiled(pattern, flags).fullmatch(string)


def findall(pattern: Pattern, string: str, flags: int = 0) -> list[Any]:
    return compiled(pattern, flags).findall(string)


def finditer(pattern: Pattern, string: str, flags: int = 0) -> Iterator[re.Match[str]]:
    return compiled(pattern, flags).finditer(string)


def split(pattern: Pattern, string: str, maxsplit: int = 0, flags: int = 0) -> list[Any]:
    return compiled(pattern, flags).split(string, maxsplit)


def sub(pattern: Pattern, repl: str | Callable[[re.Match[str]], str], string: str,
        count: int = 0, flags: int = 0) -> str:
    return compiled(pattern, flags).sub(repl, string, count)


def subn(pattern: Pattern, repl: str | Callable[[re.Match[str]], str], string: str,
         count: int = 0, flags: int = 0) -> tuple[str, int]:
    return compiled(pattern, flags).subn(repl, string, count)
