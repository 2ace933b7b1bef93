"""Weekdays and weekends said as two figures: "per weekday and per weekend day" (each
kind's per-day average), "on weekdays and, separately, on weekends" (each kind's figure)."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["day_kinds"]

_KIND = r"(?:weekdays?|week\s+days?|weekend\s+days?|weekends?)"


def _plural(kind: str) -> str:
    return "weekends" if kind.lower().startswith("weekend") else "weekdays"


def day_kinds(question: str) -> str:
    """The question with its two kinds of day said as "on weekdays vs weekends" (per day
    when each was "per" one)."""
    question = rx.sub(r"\bper\s+(" + _KIND + r")\s+(?:and|vs\.?|versus)\s+per\s+(" + _KIND
                      + r")\b", lambda m: f"per day on {_plural(m[1])} vs {_plural(m[2])}"
                      if _plural(m[1]) != _plural(m[2]) else m[0], question, flags=re.I)
    # (two periods "and, separately," are left to the period reader: refused)
    return rx.sub(r"\b(and|or)\s*,?\s*(?:separately|respectively|individually)\s*,\s*(?=(?:on\s+)?"
                  r"(?:the\s+)?week(?:day|end)s?\b)", r"\1 ", question, flags=re.I)
