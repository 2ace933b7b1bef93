"""Hours of the day as a filter: "between 00:00 and 05:59 UTC", "from 09:00 to 16:59",
"from 09:00 to 12:00 UTC" (up to 12:00, so the hours 09 to 11), "09:00-12:00" (whole UTC
hours; a window starting or ending inside an hour, or across midnight, is not read). A day's
figures hour by hour ("hourly payment counts on 2026-06-02") are its figures by hour of the
day.
"""

from __future__ import annotations

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.words import Words

__all__ = ["hourly_one_day", "read_hours"]

_CLOCK = r"(\d{1,2}):(\d{2})"


def read_hours(t: Words) -> tuple[tuple[int, int], str] | str | None:
    """The first and last UTC hour of the day kept (and how it was said), taken from the
    question; ``None`` when none is said; a string saying what could not be read."""
    m = t.find(r"(?:\b(?:between|from)\s+|(?<![\w:.-])(?=\d{1,2}:\d{2}\s*(?:utc\s*)?(?:-|\u2013)"
               r"\s*\d))" + _CLOCK + r"\s*(?:utc\s*)?(?:and|to|until|till|through|-|\u2013)\s*"
               + _CLOCK + r"(?![:\d])(?:\s*\(?utc\)?)?")
    if m is None:
        return None
    t.take(m.start(), m.end())
    h1, m1, h2, m2 = (int(x) for x in m.groups())
    said = m[0].strip()
    if m1 != 0 or m2 not in (0, 59) or h1 > 23:  # "from 09:30": inside an hour
        return f"'{said}' (whole UTC hours, said as from hh:00 to hh:00 or hh:59)"
    last = h2 - 1 if m2 == 0 else h2  # "to 12:00": up to noon, the hour from 12:00 out
    if last < h1 or last > 23:
        return f"'{said}' (a window across midnight)"
    return (h1, last), f"{h1:02d}:00-{last:02d}:59 UTC"


_ONE_DAY = r"\b(?:20\d\d-\d\d-\d\d|yesterday|today)\b"


def hourly_one_day(text: str) -> str:
    """"hourly payment counts on 2026-06-02, hour by hour": the day's counts by hour of the
    day. Only for one day said by its date (or "yesterday", "today"): over several days
    "hourly" may be every hour of every day or the hours of the day summed, so it is left
    (unread) there."""
    hourly = r"\bhourly\b|,?\s*\bhour[- ]by[- ]hour\b"
    if not rx.search(hourly, text) or len(rx.findall(_ONE_DAY, text)) != 1 or rx.search(
            r"\b(?:between|through|until|till|to|from|since|and|vs|versus|compared)\b|"
            r"\b(?:day|days|week|weeks|month|months|year|hours|hour of|average|avg|mean|"
            r"median|per|rate)\b", rx.sub(
                hourly, " ", text)):
        return text
    text = rx.sub(r"\bhourly\s+", "", text, count=1) if rx.search(r"\bhourly\b", text) else \
        text
    text = rx.sub(r",?\s*\bhour[- ]by[- ]hour\b", " ", text)
    return rx.sub(r"(" + _ONE_DAY + r")", r"\1 by hour of the day", text, count=1)
