"""Rates per hour, week or month: "average payments per hour yesterday", "payments per hour
last week", "how many settlements an hour in May", "average weekly volume in Q1 2026", "avg
monthly volume in Q1 2026".

A rate is the per-day measure (``per_day_count`` / ``per_day_sum``) with its unit in
``Measure.columns``: the period's figure over its calendar days held, times 24 hours or 7 days
a week. A month has no fixed number of days, so a rate per month is the figure over the
number of whole calendar months held; a period that is not whole months (once cut to the days
held) is refused rather than divided by a guess. The answer says the hours, weeks or months it
divided by.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from sextant.warehouse.planner.plan import PER_DAY, Measure, Period, Plan
from sextant.warehouse.planner.words import Words

__all__ = ["UNITS_PER_DAY", "held_days", "inexact_rates", "months_held", "rate_units",
           "read_rate"]

#: how many of each unit a day holds
UNITS_PER_DAY = {"hour": 24.0, "week": 1 / 7}
_AVG = r"\b(?:average|avg|mean)\b|\bon average\b"
_COUNTED = r"\b(?:how many|number of|count)\b"


def read_rate(t: Words, volume: bool) -> tuple[int, Measure] | None:
    """The rate the question asks for, with where it was asked; the words it used are taken.
    A unit said bare ("payments per week in May") is a series, except "per hour" (the hour
    series is "by hour"); "hourly", "weekly", "monthly" need an average or "rate" beside."""
    unit = t.find(r"\b(?:(per|an?|each|every)\s+(hour|week|month)|(hour|week|month)ly)\b(?!\s+"
                  r"(?:ago|earlier|before|later|after|from|since|of)\b)")
    if unit is None:
        return None
    avg, rate = t.find(_AVG), t.find(r"\brate\b")
    said = (unit[2] or unit[3]).lower()
    bare = unit[1] and unit[1].lower() == "per" and said == "hour"
    if not (avg or rate or (unit[1] and unit[1].lower() in ("a", "an")) or bare):
        return None
    if unit[1] and unit[1].lower() in ("each", "every") and not (avg or rate):
        return None  # "payments each week": a series
    if t.find(r"\b(?:unique|distinct|different|active)\b|\b(?:average|avg|mean)\s+(?:single\s+)?"
              r"(?:payment|transaction|transfer|settlement)\b(?!s)|\b(?:size|amount)\b"):
        return None  # "average payment size per hour": a payment's size, not a rate
    kind = "per_day_sum" if volume and not t.find(_COUNTED) else "per_day_count"
    at = min(m.start() for m in (unit, avg, rate) if m is not None)
    t.take(unit.start(), unit.end())
    while t.pop(_AVG + r"|\brate\b|" + _COUNTED):
        pass
    return at, Measure(kind, (said, "bare") if bare and not (avg or rate) else (said,))


def months_held(start: date, end: date) -> int | None:
    """The whole calendar months of ``[start, end)``; ``None`` if it is not whole months."""
    if start.day != 1 or end.day != 1 or end <= start:
        return None
    return (end.year - start.year) * 12 + end.month - start.month


def _clipped(start: date | None, end: date | None, held: tuple[date, date]
             ) -> tuple[date, date]:
    first, last = held
    return max(start or first, first), min(end or last + timedelta(days=1),
                                           last + timedelta(days=1))


def inexact_rates(plan: Plan, held: tuple[date, date] | None) -> list[str]:
    """What keeps a rate from being one exact figure: a rate per month over a period (cut to
    the days held) of no whole calendar months, a rate per week over no whole weeks (divided
    by 4.43 weeks, or the average of five part weeks?), a bare "per hour" over more than one
    day (the average per hour, or each hour of the day?), or a month or week over an hour
    window."""
    out = []
    for m in plan.measures:
        if m.kind not in PER_DAY or not m.columns:
            continue
        unit = m.columns[0]
        periods: list[Period | None] = list(plan.periods()) or [None]
        for p in periods:
            start, end = (p.start, p.end) if p is not None else (None, None)
            if held is not None:
                start, end = _clipped(start, end, held)
            days = (end - start).days if start and end else None
            what = p.label if p else "all time"
            if p is not None and p.hours:
                if unit != "hour" or (p.hours > 24 and "bare" in m.columns):
                    out.append(f"{m.name} over {what}")
            elif unit == "month" and (start is None or end is None or
                                      months_held(start, end) is None):
                out.append(f"{m.name} over part months (the days held of {what} are no whole "
                           "calendar months)")
            elif unit == "week" and (days is None or days % 7):
                out.append(f"{m.name} over part weeks ({what}: {days} days held)")
            elif unit == "hour" and "bare" in m.columns and days != 1:
                out.append(f"'per hour' over {days} days (the average per hour, or each hour "
                           "of the day?)")
    return out


def rate_units(m: Measure, period: Period | None, days: float,
               held: tuple[date, date] | None) -> tuple[float, str]:
    """What a per-day measure divides by (the days held, their hours or weeks, or the whole
    months held), and that in words ("168 hours (7 days)")."""
    unit = m.columns[0] if m.columns else "day"
    if unit == "month":
        start, end = (period.start, period.end) if period is not None else (None, None)
        if held is not None:
            start, end = _clipped(start, end, held)
        months = months_held(start, end) if start and end else None
        return float(months or 0), f"{months} calendar months ({days:g} days)"
    if unit == "day":
        return days, f"{days:g} days"
    units = days * UNITS_PER_DAY[unit]
    return units, f"{units:.4g} {unit}s ({days:g} {'day' if days == 1 else 'days'})"


def held_days(p: Period | None, held: tuple[date, date]) -> Period | None:
    """``p`` labelled with the days of it the data holds when they are fewer than its own
    ("Q2 2026 (2026-04-01 to 2026-06-30; the days held: 2026-04-01 to 2026-06-03, 64 days)"):
    what a per-day or per-hour figure divides by."""
    if p is None or p.hours:
        return p
    start, end = _clipped(p.start, p.end, held)
    if (p.start, p.end) == (start, end) or end <= start:
        return p
    days = (end - start).days
    said = f"the days held: {start.isoformat()} to {(end - timedelta(days=1)).isoformat()}, " \
        f"{days} {'day' if days == 1 else 'days'}"
    label = p.label[:-1] + f"; {said})" if p.label.endswith(")") else f"{p.label} ({said})"
    return replace(p, label=label)
