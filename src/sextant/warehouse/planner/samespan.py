"""One period said twice in other words ("settlements this year? I need the exact
year-to-date count", "the last 7 days, i.e. the past week"): the same days, so one period,
when nothing between the two sets them against each other (no "vs", "and", "than", "from",
"to", "compared": "today vs today" stays two, and is refused)."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["said_twice"]

_SET_AGAINST = (r"\b(?:vs\.?|versus|against|compared?|comparing|than|and|or|from|to|until|"
                r"through|between|minus|plus|over|before|after|previous|prior|preceding)\b|&|\+|-")


def said_twice(text: str, first: tuple[int, int], second: tuple[int, int]) -> bool:
    """The text between two spans naming the same days sets neither against the other."""
    return rx.search(_SET_AGAINST, text[first[1]:second[0]], re.I) is None and rx.search(
        r"\b(?:previous|prior|preceding|before|after|same)\b", text[second[0]:second[1]],
        re.I) is None
