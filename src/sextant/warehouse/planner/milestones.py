"""Milestones a reporter asks about: "what was the first day on which daily volume passed
$1,000", "the first day PayAI settled more than 100 payments". The question is read as the
count of such days ("how many days had over 1,000 USDC in volume", a bound on each UTC day's
total or number of settlements) and answered with the earliest of them instead
(``first_day_with``). A cumulative milestone asked alone ("when did cumulative volume first
go above $10,000", "on what day did the running total of payments pass 5,000") is the first
day whose running total from the first day of data is past the bound
(``first_day_running``); with any other clause it stays refused.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Measure, Plan

__all__ = ["earliest_day", "first_day_asked"]

_FIRST_DAY = (r"^\s*(?:(?:what|which)\s+(?:was|is)\s+the\s+|when\s+was\s+the\s+)(?:very\s+)?"
              r"(?:first|earliest)\s+(?:utc\s+)?(?:day|date)\s+(?:on\s+which\s+|when\s+|that\s+|"
              r"where\s+|in\s+which\s+)?")
#: a verb of crossing a bound said before an amount or a number
_CROSSED = (r"\b(?:passed|exceeded|topped|crossed|surpassed|went\s+(?:over|above)|rose\s+above|"
            r"broke)\s+(?=\$|\d)")


_RUNNING = (r"^\s*(?:when|on\s+what\s+(?:day|date)|(?:what|which)\s+(?:day|date)|(?:what|which)"
            r"\s+was\s+the\s+(?:first\s+)?(?:day|date)\s+(?:on\s+which|when|that)?)\s+(?:did|was|"
            r"had)?\s*(?:the\s+)?(?:cumulative|running|all[- ]time)\s+(?:total\s+(?:of\s+)?)?"
            r"(?:x402\s+|usdc\s+)*(?P<what>volume|payment\s+count|number\s+of\s+payments|payments|"
            r"settlements)\s+(?:first\s+)?(?P<verb>go|went|pass|passed|cross|crossed|exceed|"
            r"exceeded|top|topped|rise|rose|reach|reached|hit|break|broke)(?:\s+(?:above|over|past|"
            r"beyond))?\s+(?P<n>\$?\s?\d[\d,]*(?:\.\d+)?)\s*(?:usdc|usd|dollars)?\s*\??\s*$")


def first_day_asked(question: str) -> tuple[str, str | None]:
    """``question`` read as a count of days when it asks for the first day a bound was
    crossed ("first"), or a running total was ("running"); ``None`` when it does not."""
    run = rx.match(_RUNNING, question, re.I)
    if run:
        n = run["n"].replace("$", "").replace(",", "").strip()
        word = "at least" if run["verb"].lower().startswith(("reach", "hit")) else "more than"
        if run["what"].lower() == "volume":
            return f"how many days had {word} {n} USDC in total", "running"
        return f"how many days had {word} {n} payments", "running"
    m = rx.match(_FIRST_DAY, question, re.I)
    if m is None or rx.search(r"\b(?:cumulative(?:ly)?|running|all[- ]time\s+total|in\s+all|so\s+"
                              r"far)\b", question, re.I):
        return question, None
    rest = question[m.end():]
    rest = rx.sub(_CROSSED, "over ", rest, flags=re.I)
    rest = rx.sub(r"\bdaily\s+(?=(?:x402\s+|usdc\s+)*(?:volume|payments?|settlements?))", "",
                  rest, flags=re.I)
    return "how many days " + rest, "first"


def earliest_day(plan: Plan, kind: str) -> None:
    """The count of days within bounds made the earliest such day (``kind`` "running": by
    the running total); any other plan read from a first-day question cannot answer it."""
    if [m.kind for m in plan.measures] == ["days_with"] and not plan.sides and \
            plan.group is None and (kind == "first" or plan.having[1] is None):
        plan.measures = [Measure("first_day_running" if kind == "running" else "first_day_with")]
    else:
        plan.unplaced.append("the first day (only a bound on each day's count or volume)")
