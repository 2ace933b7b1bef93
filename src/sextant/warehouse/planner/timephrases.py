"""Date phrases to day ranges, anchored at the warehouse's snapshot end (``as_of``).

The history ends before today, so "last 7 days" means the 7 days ending on the snapshot's
last day (``as_of``), and the answer says so; open phrases ("since May") run to the end of
the data. Ranges are ``[start, end)`` in whole UTC days; ``None`` is open.

A phrase that names no calendar date ("2026-02-30") or reaches past the years a date can
hold ("the last 100000 years") raises ``PeriodOutOfRange``, as does a period with no day in
the data held (``require_held``): answering over another period would answer another question.
A phrase with two readings ("05/12": May 12 or December 5?) and words that name no exact days
("mid-May", "a few weeks", "Memorial Day") are read by no rule, so the question is refused with
what was not understood (``ambiguous_dates`` says how to rephrase the first kind), not guessed.

Documented readings (each label names the days used): a weekday ("on Tuesday", "since
Monday") is the latest on or before as_of, "last Friday" the latest before it; "the 2nd" the
latest 2nd; "week 21"/"W21" the ISO week of as_of's year; "H1", "Q3" the latest begun; "a couple
of" two; "this weekend" the one of as_of's week; "next month", "tomorrow" lie after the data;
a period said without its year beside one with it shares that year ("march vs april 2025").
"""

from __future__ import annotations

import calendar
import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, timedelta

from sextant.warehouse.planner import rx

MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
MONTHS["sept"] = 9
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|" \
         r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
#: a month's name or abbreviation, for readers that rewrite phrases around one
MONTH_NAME = _MONTH
_ORD = r"(?:st|nd|rd|th)?"
#: a date with its year ("2026-03-05", "March 5, 2026", "5 March 2026") or without one ("nov 3",
#: "november 3rd", "the 10th of november", "5 jan"): the latest such day on or before as_of
_DATE = (r"(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{4}|\d{4}/\d{1,2}/\d{1,2}|"
         r"(?<![\d/.$])(?!24/7\b)\d{1,2}/\d{1,2}(?![/\d%]|\.\d)|" + _MONTH
         + r"\s+\d{1,2}" + _ORD + r",?\s+\d{4}|"
         r"\d{1,2}" + _ORD + r"\s+" + _MONTH + r",?\s+\d{4}|" + _MONTH + r"\s+\d{1,2}" + _ORD
         + r"\b(?!\s*[:.]\d)|(?:the\s+)?\d{1,2}" + _ORD + r"\s+(?:of\s+)?" + _MONTH
         + r"\b(?:,?\s+\d{4}\b)?)")
#: a date phrase, for readers that rewrite phrases around one
DATE_PHRASE = _DATE
_UNIT_DAYS = {"day": 1, "week": 7, "fortnight": 14, "month": 30, "year": 365}
WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "fourteen": 14, "thirty": 30}
#: ISO days of the week, 1 (Monday) to 7
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


CALENDAR = "the dates a calendar can hold (years 1 to 9999)"


class PeriodOutOfRange(Exception):
    """A time phrase no answer can cover: not a calendar date, or no day of the data held."""

    def __init__(self, phrase: str, reason: str) -> None:
        super().__init__(f"'{phrase}' {reason}.")
        self.phrase = phrase
        self.reason = reason


@dataclass(frozen=True)
class Period:
    start: date | None
    end: date | None  # exclusive
    label: str
    relative: bool = False
    #: an hour window ("the last 24 hours"): the hours up to the newest settlement; the
    #: days ``[start, end)`` hold it
    hours: int | None = None
    #: the hour window ends this many hours before the newest settlement ("the previous 24
    #: hours" after "the last 24 hours")
    hours_back: int = 0

    @property
    def days(self) -> int | None:
        if self.start is None or self.end is None:
            return None
        return (self.end - self.start).days


ALL_TIME = Period(None, None, "all time")


def _month_start(year: int, month: int) -> date:
    return date(year, month, 1)


def _month_end(year: int, month: int) -> date:
    return date(year + (month == 12), month % 12 + 1, 1)


def _month_num(text: str) -> int:
    return MONTHS[text.lower()[:3] if text.lower()[:4] != "sept" else "sept"]


def _day_month(text: str) -> tuple[int, int, int | None] | None:
    """(year or None, month, day) of a date phrase; ``None`` for other text."""
    text = " ".join(text.strip().lower().replace(",", " ").split())
    m = rx.fullmatch(r"(\d{4})[-/](\d{1,2})[-/](\d{1,2})", text)
    if m:
        return int(m[2]), int(m[3]), int(m[1])
    m = rx.fullmatch(r"(\d{1,2})/(\d{1,2})(?:/(\d{4}))?", text)
    if m:  # 12/25/2025 or 25/12/2025; 03/04/2026 could be either: refused, not guessed
        a, b = int(m[1]), int(m[2])
        if not (1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12):
            return None  # "50/50", "0/3": no date either way
        if a != b and a <= 12 and b <= 12:
            return None  # no date: left unplaced, so refused (``ambiguous_dates`` says why)
        year = int(m[3]) if m[3] else None
        return (a, b, year) if b > 12 or a == b else (b, a, year)
    m = rx.fullmatch("(" + _MONTH + r")\s+(\d{1,2})" + _ORD + r"(?:\s+(\d{4}))?", text)
    if m:
        return _month_num(m[1]), int(m[2]), int(m[3]) if m[3] else None
    m = rx.fullmatch(r"(?:the\s+)?(\d{1,2})" + _ORD + r"\s+(?:of\s+)?(" + _MONTH +
                     r")(?:\s+(\d{4}))?", text)
    if m:
        return _month_num(m[2]), int(m[1]), int(m[3]) if m[3] else None
    return None


_SLASH = re.compile(r"(?<![\d/.$])(\d{1,2})/(\d{1,2})(?:/(\d{4}))?(?![/\d%]|\.\d)")


def ambiguous_dates(text: str) -> list[str]:
    """Each "05/12" (or "03/04/2026") in ``text`` that could be either day first or month
    first, with its two readings and how to say one: for the refusal's "not understood"."""
    out = []
    for m in _SLASH.finditer(text):
        a, b = int(m[1]), int(m[2])
        if a != b and 1 <= a <= 12 and 1 <= b <= 12:
            first, second = date(2000, a, b), date(2000, b, a)
            out.append(f"'{m[0]}' ({first:%B} {b} or {second:%B} {a}? say '{first:%B} {b}' or "
                       f"'{second:%B} {a}')")
    return out


def _latest_day(month: int, day: int, as_of: date) -> date:
    """The latest ``month``/``day`` on or before ``as_of`` (a date said without its year)."""
    this_year = date(as_of.year, month, day) if (month, day) != (2, 29) else None
    if this_year is not None and this_year <= as_of:
        return this_year
    year = as_of.year - 1
    while True:
        try:
            return date(year, month, day)
        except ValueError:
            if (month, day) != (2, 29) or year < as_of.year - 8:
                raise
            year -= 1


def parse_date(text: str, as_of: date | None = None, year: int | None = None) -> date | None:
    """ISO ``2026-03-05``, ``March 5, 2026`` or ``5 March 2026``; without a year (``nov 3``,
    ``the 10th of november``) the given ``year``, else the latest such day on or before
    ``as_of``; ``None`` for other text (or a yearless date with neither).

    Raises ``ValueError`` for date-shaped text that is no calendar date (``2026-02-30``).
    """
    parts = _day_month(text)
    if parts is None:
        return None
    month, day, said = parts
    if said is not None:
        return date(said, month, day)
    if year is not None:
        return date(year, month, day)
    return _latest_day(month, day, as_of) if as_of is not None else None


def has_year(text: str) -> bool:
    parts = _day_month(text)
    return parts is not None and parts[2] is not None


def _fmt(d: date) -> str:
    return d.isoformat()


def _span(start: date, end: date) -> str:
    last = end - timedelta(days=1)
    return _fmt(start) if start == last else f"{_fmt(start)} to {_fmt(last)}"


def _last_n(n: int, unit: str, as_of: date) -> Period:
    days = n * _UNIT_DAYS[unit]
    end = as_of + timedelta(days=1)
    start = end - timedelta(days=days)
    word = f"{n} {unit}s" if n != 1 else unit
    return Period(start, end, f"the last {word} ({_span(start, end)}, as of the snapshot end "
                              f"{_fmt(as_of)})", relative=True)


def _h_last_hours(m: re.Match[str], as_of: date) -> Period:
    """"the last 24 hours", "past 48h": the hours up to the newest settlement (the days
    that can hold them: the last ``ceil(hours / 24)`` days before ``as_of`` and ``as_of``)."""
    n = max(1, _count(m["n"] or "1"))
    end = as_of + timedelta(days=1)
    start = as_of - timedelta(days=-(-n // 24))
    word = f"{n} hours" if n != 1 else "hour"
    return Period(start, end, f"the last {word} (up to the newest settlement)", relative=True,
                  hours=n)


def _latest_month(month: int, as_of: date) -> int:
    return as_of.year if month <= as_of.month else as_of.year - 1


Handler = Callable[[re.Match[str], date], Period | None]


def _count(raw: str) -> int:
    """A number said in digits or words ("a couple of" is two)."""
    raw = raw.lower()
    return int(raw) if raw.isdigit() else 2 if raw.startswith("couple") else WORD_NUMBERS[raw]


def _h_last_n(m: re.Match[str], as_of: date) -> Period:
    n = _count(m["n"])
    return _last_n(max(1, n), m["unit"], as_of)


def _h_last_unit(m: re.Match[str], as_of: date) -> Period:
    return _last_n(1, m["unit"], as_of)


def _h_this(m: re.Match[str], as_of: date) -> Period:
    end = as_of + timedelta(days=1)
    unit = m["unit"]
    if unit == "week":
        start = as_of - timedelta(days=as_of.weekday())
    elif unit == "month":
        start = as_of.replace(day=1)
    else:
        start = date(as_of.year, 1, 1)
    return Period(start, end, f"this {unit} ({_span(start, end)}, as of the snapshot end)",
                  relative=True)


def _h_day_word(m: re.Match[str], as_of: date) -> Period:
    day = as_of if m[0].lower() == "today" else as_of - timedelta(days=1)
    return Period(day, day + timedelta(days=1),
                  f"{m[0].lower()} ({_fmt(day)}, as of the snapshot end)", relative=True)


def _pair(ra: str, rb: str, as_of: date) -> tuple[date, date] | None:
    """Two ends of a range; an end said without its year takes the other end's year (the
    start a year earlier when it would fall after the end), else the latest before as_of."""
    if has_year(rb) and not has_year(ra):
        b = parse_date(rb, as_of)
        assert b is not None
        a = parse_date(ra, as_of, b.year)
        if a is not None and a > b:
            a = parse_date(ra, as_of, b.year - 1)
    elif has_year(ra) and not has_year(rb):
        a = parse_date(ra, as_of)
        assert a is not None
        b = parse_date(rb, as_of, a.year)
        if b is not None and b < a:
            b = parse_date(rb, as_of, a.year + 1)
    else:
        a, b = parse_date(ra, as_of), parse_date(rb, as_of)
        if a is not None and b is not None and a > b and not has_year(ra):
            a = parse_date(ra, as_of, b.year - 1)
    if a is None or b is None:
        return None
    return min(a, b), max(a, b)


def _h_between(m: re.Match[str], as_of: date) -> Period | None:
    pair = _pair(m["a"], m["b"], as_of)
    if pair is None:
        return None
    a, b = pair
    end = b + timedelta(days=1)
    return Period(a, end, _span(a, end))


def _h_day_range(m: re.Match[str], as_of: date) -> Period | None:
    """"between March 3 and March 10, 2026", "from April 5 to 12, 2026", "nov 3 to 9"; "may 30
    and may 31" without "between" lists two days (``planner.listed``), not a range."""
    if rx.search(r"\sand\s", m[0], re.I) and not rx.match(r"(?:between|from)\b", m[0], re.I):
        return None
    m1, m2 = _month_num(m["m1"]), _month_num(m["m2"] or m["m1"])
    d1, d2 = int(m["d1"]), int(m["d2"])
    if m["y"]:
        year = int(m["y"])
        a, b = date(year, m1, d1), date(year, m2, d2)
    else:
        b = _latest_day(m2, d2, as_of)
        a = date(b.year, m1, d1)
        if a > b:
            a = date(b.year - 1, m1, d1)
    a, b = min(a, b), max(a, b)
    end = b + timedelta(days=1)
    return Period(a, end, _span(a, end))


def _h_days_of_month(m: re.Match[str], as_of: date) -> Period | None:
    """"3-9 May", "the 3rd to the 9th of May": days of one month, the first said first."""
    return _h_day_range(m, as_of) if int(m["d1"]) <= int(m["d2"]) else None


def _h_week_of(m: re.Match[str], as_of: date) -> Period | None:
    d = parse_date(m["d"], as_of)
    if d is None:
        return None
    end = d + timedelta(days=7)
    return Period(d, end, f"the week of {_fmt(d)} ({_span(d, end)})")


def _h_on(m: re.Match[str], as_of: date) -> Period | None:
    d = parse_date(m["d"], as_of)
    if d is None:
        return None
    return Period(d, d + timedelta(days=1), _fmt(d))


def _h_since_date(m: re.Match[str], as_of: date) -> Period | None:
    d = parse_date(m["d"], as_of)
    return Period(d, None, f"since {_fmt(d)}") if d else None


def _h_since_month(m: re.Match[str], as_of: date) -> Period:
    month = _month_num(m["m"])
    year = int(m["y"]) if m["y"] else _latest_month(month, as_of)
    start = _month_start(year, month)
    return Period(start, None, f"since {_fmt(start)}")


def _h_since_year(m: re.Match[str], as_of: date) -> Period:
    start = date(int(m["y"]), 1, 1)
    return Period(start, None, f"since {_fmt(start)}")


def _h_before(m: re.Match[str], as_of: date) -> Period | None:
    d = parse_date(m["d"], as_of)
    return Period(None, d, f"before {_fmt(d)}") if d else None


def _h_after(m: re.Match[str], as_of: date) -> Period | None:
    d = parse_date(m["d"], as_of)
    return Period(d + timedelta(days=1), None, f"after {_fmt(d)}") if d else None


def _h_month_year(m: re.Match[str], as_of: date) -> Period:
    month, year = _month_num(m["m"]), int(m["y"])
    return Period(_month_start(year, month), _month_end(year, month),
                  f"{calendar.month_name[month]} {year}")


def _h_month(m: re.Match[str], as_of: date) -> Period:
    month = _month_num(m["m"])
    year = _latest_month(month, as_of)
    return Period(_month_start(year, month), _month_end(year, month),
                  f"{calendar.month_name[month]} {year}")


def _h_quarter(m: re.Match[str], as_of: date) -> Period:
    q, year = int(m["q"] or m["q2"]), int(m["y"] or m["y2"])
    start = date(year, 3 * q - 2, 1)
    return Period(start, _month_end(year, 3 * q), f"Q{q} {year}")


def _h_year(m: re.Match[str], as_of: date) -> Period:
    year = int(m["y"])
    return Period(date(year, 1, 1), date(year + 1, 1, 1), str(year))


_AGAINST = r"(?:vs\.?|versus|against|compared (?:with|to)|or|and)"


def _h_year_against(m: re.Match[str], as_of: date) -> Period | None:
    """A year said bare beside another year it is weighed against."""
    # "2026 vs 2025", "this year to date compared with 2025", "ytd vs 2025"
    before = rx.search(r"(?:\b20\d\d|\b(?:this|current)\s+year(?:\s+(?:to\s+date|so\s+far))?|"
                       r"\bytd|\byear[- ]to[- ]date)\s+(?:" + _AGAINST + r"|compare\s+(?:with|"
                       r"to))\s+(?:in\s+)?$", m.string[:m.start()])
    after = rx.match(r"\s+" + _AGAINST + r"\s+(?:in\s+)?20\d\d\b", m.string[m.end():])
    return _h_year(m, as_of) if before or after else None


def _h_all(m: re.Match[str], as_of: date) -> Period:
    return ALL_TIME


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3,
             "4th": 4}


def _h_month_part(m: re.Match[str], as_of: date) -> Period:
    """"the first week of november", "the second half of october", "the first 10 days of
    march", "the last 2 weeks of december": exactly the days named (of the latest such month
    when no year is said). A part the month cannot hold is no calendar date."""
    month = _month_num(m["m"])
    year = int(m["y"]) if m["y"] else _latest_month(month, as_of)
    first, end = _month_start(year, month), _month_end(year, month)
    size = (end - first).days
    which, unit = m["which"].lower(), m["unit"].lower().rstrip("s")
    raw = m["n"]
    n = (int(raw) if raw.isdigit() else WORD_NUMBERS[raw.lower()]) if raw else 1
    if unit == "half":
        if raw:
            raise ValueError(m[0])
        a, b = (1, 15) if which == "first" else (16, size) if which in (
            "second", "last", "final") else (0, 0)
    else:
        days = n * (7 if unit == "week" else 1)
        if which in ("last", "final"):
            a, b = size - days + 1, size
        elif raw and which != "first":
            raise ValueError(m[0])
        else:
            k = _ORDINALS.get(which, 0)
            a, b = (k - 1) * days + 1, k * days
    if a < 1 or b > size or a > b:
        raise ValueError(m[0])
    start, stop = first + timedelta(days=a - 1), first + timedelta(days=b)
    what = "half" if unit == "half" else f"{n} {unit}s" if raw else unit
    return Period(start, stop, f"the {which} {what} of {calendar.month_name[month]} {year} "
                               f"({_span(start, stop)})")


def _quarter(year: int, q: int, label: str, end: date | None = None) -> Period:
    start = date(year, 3 * q - 2, 1)
    stop = end or _month_end(year, 3 * q)
    said = f"{label} (Q{q} {year}, " if label else f"Q{q} {year} ("
    return Period(start, stop, f"{said}{_span(start, stop)})")


def _h_quarter_noyear(m: re.Match[str], as_of: date) -> Period:
    """"Q3", "the third quarter": the latest such quarter that has begun by as_of."""
    q = int(m["q"]) if m["q"] else _ORDINALS[m["o"].lower()]
    year = as_of.year if date(as_of.year, 3 * q - 2, 1) <= as_of else as_of.year - 1
    return _quarter(year, q, "")


def _h_quarter_rel(m: re.Match[str], as_of: date) -> Period:
    """"last quarter" (the calendar quarter before as_of's), "this quarter" (to as_of)."""
    q = (as_of.month - 1) // 3 + 1
    if m["w"].lower() in ("this", "current"):
        return _quarter(as_of.year, q, "this quarter", as_of + timedelta(days=1))
    year, q = (as_of.year, q - 1) if q > 1 else (as_of.year - 1, 4)
    return _quarter(year, q, "last quarter")


def _h_weekend(m: re.Match[str], as_of: date) -> Period:
    """"over the weekend", "last weekend": the latest Saturday and Sunday begun by as_of;
    "this weekend" is the one of as_of's week (after the data on a weekday: refused)."""
    saturday = as_of - timedelta(days=(as_of.weekday() - 5) % 7)
    if rx.search(r"\bthis\s+weekend", m[0], re.I):
        saturday = as_of + timedelta(days=5 - as_of.weekday())
    end = saturday + timedelta(days=2)
    return Period(saturday, end, f"the weekend of {_span(saturday, end)}", relative=True)


def _h_month_range(m: re.Match[str], as_of: date) -> Period:
    """"from march to april": the first day of one month to the last of the other."""
    m1, m2 = _month_num(m["m1"]), _month_num(m["m2"])
    y2 = int(m["y2"]) if m["y2"] else (int(m["y1"]) + (m2 < m1) if m["y1"] else
                                       _latest_month(m2, as_of))
    y1 = int(m["y1"]) if m["y1"] else y2 - (m1 > m2)
    start, end = _month_start(y1, m1), _month_end(y2, m2)
    if end <= start:
        raise ValueError(m[0])
    return Period(start, end, f"{calendar.month_name[m1]} {y1} to {calendar.month_name[m2]} "
                              f"{y2} ({_span(start, end)})")


def _h_month_span(m: re.Match[str], as_of: date) -> Period | None:
    """"jan-mar 2026", "march to may 2026": the months from one to the other, unless the
    two are weighed against each other ("compare march to april", "how did volume go march
    to april": two periods)."""
    before = m.string[:m.start()]
    if rx.search(r"\b(?:compar\w*|vs\.?|versus|against|change[ds]?|growth|grew|go|went|gone|"
                 r"increase[ds]?|decrease[ds]?|rise|rose|drop(?:ped)?|fell|fall|jump(?:ed)?|"
                 r"differ\w*|difference|between|from)\b[^,;:?.]*$", before) or (
            m["m1"].lower() == "may" and not m["y1"]):
        return None  # "may to june": "may" is read only beside a word that makes it a month
    return _h_month_range(m, as_of)


def _h_year_to_date(m: re.Match[str], as_of: date) -> Period | None:
    if int(m["y"]) != as_of.year:
        return None
    start, end = date(as_of.year, 1, 1), as_of + timedelta(days=1)
    return Period(start, end, f"year to date ({_span(start, end)}, as of the snapshot end)",
                  relative=True)


def _h_to_date(m: re.Match[str], as_of: date) -> Period:
    unit = m["unit"] or ("year" if m["abbr"] == "ytd" else "month")
    start = date(as_of.year, 1, 1) if unit == "year" else as_of.replace(day=1)
    end = as_of + timedelta(days=1)
    return Period(start, end, f"{unit} to date ({_span(start, end)}, as of the snapshot end)",
                  relative=True)


def _h_quarter_ordinal(m: re.Match[str], as_of: date) -> Period:
    q, year = _ORDINALS[m["o"].lower()], int(m["y"])
    return _quarter(year, q, "")


def _half(year: int, first: bool, as_of: date) -> Period:
    """H1 (January to June) or H2 (July to December) of ``year``; a half still running on
    ``as_of`` says the days it has so far."""
    start = date(year, 1 if first else 7, 1)
    end = date(year, 7, 1) if first else date(year + 1, 1, 1)
    said = (f"{_span(start, as_of + timedelta(days=1))}, so far" if start <= as_of < end
            - timedelta(days=1) else _span(start, end))
    return Period(start, end, f"H{1 if first else 2} {year} ({said})")


def _h_half_year(m: re.Match[str], as_of: date) -> Period:
    first = (m["h"] or "").lower() in ("first", "1st") or "1" in (m["n"], m["n3"])
    return _half(int(m["y"] or m["y2"] or m["y3"]), first, as_of)


def _h_before_after_month(m: re.Match[str], as_of: date) -> Period:
    month = _month_num(m["m"])
    year = int(m["y"]) if m["y"] else _latest_month(month, as_of)
    if m["w"].lower() == "before":
        end = _month_start(year, month)
        return Period(None, end, f"before {_fmt(end)}")
    start = _month_end(year, month)
    return Period(start, None, f"since {_fmt(start)}")


def _h_until(m: re.Match[str], as_of: date) -> Period | None:
    d = parse_date(m["d"], as_of)
    return Period(None, d + timedelta(days=1), f"until {_fmt(d)}") if d else None


def _weekday_before(name: str, as_of: date, strictly: bool) -> date:
    """The latest day called ``name`` on (or, ``strictly``, before) ``as_of``."""
    back = (as_of.weekday() - WEEKDAYS.index(name.title())) % 7
    return as_of - timedelta(days=back or (7 if strictly else 0))


def _h_weekday(m: re.Match[str], as_of: date) -> Period | None:
    """"on Tuesday", "last Friday", "since Monday": the latest such day on or before as_of
    ("last Friday" before it); a weekday said with no word before or after it is not read."""
    if not (m["on"] or m["last"] or m["since"] or m["wk"]):
        return None
    if m["wk"]:  # "tuesday last week": that day of the calendar week (after as_of: refused)
        if m["last"]:
            return None
        monday = as_of - timedelta(days=as_of.weekday() + (0 if m["wk"].lower() == "this" else 7))
        day = monday + timedelta(days=WEEKDAYS.index(m["d"].title() + "day"))
    else:
        day = _weekday_before(m["d"] + "day", as_of, strictly=bool(m["last"]))
    if m["since"]:
        return Period(day, None, f"since {day:%A} {_fmt(day)}", relative=True)
    return Period(day, day + timedelta(days=1), f"{day:%A} {_fmt(day)}", relative=True)


def _h_day_before_yesterday(m: re.Match[str], as_of: date) -> Period:
    day = as_of - timedelta(days=2)
    return Period(day, day + timedelta(days=1), f"the day before yesterday ({_fmt(day)}, as of "
                                                "the snapshot end)", relative=True)


def _h_to_day_word(m: re.Match[str], as_of: date) -> Period | None:
    """"up to yesterday", "from May 1 until yesterday", "before today": "up to", "until" and
    "through" include the day, "before" does not."""
    day = as_of if (m["d"] or m["d2"]).lower() == "today" else as_of - timedelta(days=1)
    if m["w"] and m["w"].lower() in ("through", "thru") and rx.search(
            r"\b(?:go|goes|going|gone|went|get|gets|getting|got|gotten|come|comes|coming|came)"
            r"\s+$", m.string[:m.start()], re.I):
        # "how many payments went through yesterday": the verb's "through", that day alone
        return Period(day, day + timedelta(days=1), f"{m['d2'].lower()} ({_fmt(day)}, as of "
                      "the snapshot end)", relative=True)
    end = day if m["w"] and m["w"].lower() == "before" else day + timedelta(days=1)
    start = parse_date(m["a"], as_of) if m["a"] else None
    if m["a"] and start is None:
        return None
    if start is not None and start >= end:
        raise ValueError(m[0])
    label = f"{_span(start, end)}" if start else f"until {_fmt(end - timedelta(days=1))}"
    return Period(start, end, f"{label} (as of the snapshot end)", relative=True)


def _h_day_of_month(m: re.Match[str], as_of: date) -> Period:
    """"on the 2nd", "since the 1st": the latest 2nd (1st) of a month on or before as_of ("of
    this month": as_of's)."""
    n = int(m["d"])
    if m[0].lower().endswith("this month"):  # after as_of: refused by ``require_held``
        day = date(as_of.year, as_of.month, n)
        end = None if m["w"].lower() == "since" else day + timedelta(days=1)
        return Period(day, end, _fmt(day) if end else f"since {_fmt(day)}")
    if not 1 <= n <= 31:
        raise ValueError(m[0])
    year, month = as_of.year, as_of.month
    if n > as_of.day:
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    while n > calendar.monthrange(year, month)[1]:  # "the 31st" after a 30-day month
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    day = date(year, month, n)
    said = f"(the latest {m['d']}{m['o']} on or before the snapshot end)"
    if m["w"].lower() == "since":
        return Period(day, None, f"since {_fmt(day)} {said}")
    return Period(day, day + timedelta(days=1), f"{_fmt(day)} {said}")


def _h_iso_week(m: re.Match[str], as_of: date) -> Period:
    """"week 21", "W21", "2026-W18": the ISO week (Monday to Sunday) of the year said, else
    of the latest year in which it has begun by as_of."""
    n = int(m["n"] or m["n2"])
    said = m["y"] or m["y2"]
    year = int(said) if said else as_of.year
    start = date.fromisocalendar(year, n, 1)
    if not said and start > as_of:
        year -= 1
        start = date.fromisocalendar(year, n, 1)
    end = start + timedelta(days=7)
    return Period(start, end, f"ISO week {n} of {year} ({_span(start, end)})")


def _h_half_noyear(m: re.Match[str], as_of: date) -> Period:
    """"H1", "the second half of the year": the latest such half begun by as_of."""
    first = m["n"] == "1" or (m["h"] or "").lower() in ("first", "1st")
    return _half(as_of.year if first or as_of.month >= 7 else as_of.year - 1, first, as_of)


def _h_numeric_month(m: re.Match[str], as_of: date) -> Period:
    """"2026-05", "05/2026": a month by its number."""
    year, month = int(m["y"] or m["y2"]), int(m["m"] or m["m2"])
    return Period(_month_start(year, month), _month_end(year, month),
                  f"{calendar.month_name[month]} {year}")


def _h_before_after_year(m: re.Match[str], as_of: date) -> Period:
    year = int(m["y"])
    if m["w"].lower() == "after":
        return Period(date(year + 1, 1, 1), None, f"since {year + 1:04d}-01-01")
    return Period(None, date(year, 1, 1), f"before {year:04d}-01-01")


def _h_on_or(m: re.Match[str], as_of: date) -> Period | None:
    """"on or after May 25", "from May 25 onwards", "on or before April 30": the day included."""
    d = parse_date(m["d"] or m["d2"], as_of)
    if d is None:
        return None
    if (m["w"] or "").lower() == "before":
        return Period(None, d + timedelta(days=1), f"until {_fmt(d)}")
    return Period(d, None, f"since {_fmt(d)}")


def _h_next(m: re.Match[str], as_of: date) -> Period:
    """"next month", "tomorrow": after the snapshot's end, so ``require_held`` refuses it."""
    unit = (m["unit"] or "day").lower()
    start = as_of + timedelta(days=1)
    if unit == "week":
        start = as_of + timedelta(days=7 - as_of.weekday())
    elif unit == "month":
        start = _month_end(as_of.year, as_of.month)
    elif unit == "quarter":
        q = (as_of.month - 1) // 3 + 1
        start = _month_end(as_of.year, 3 * q)
    elif unit == "year":
        start = date(as_of.year + 1, 1, 1)
    return Period(start, None, f"{' '.join(m[0].lower().split())} (after {_fmt(as_of)}, the "
                               "snapshot end)", relative=True)


def _h_days_ago(m: re.Match[str], as_of: date) -> Period:
    day = as_of - timedelta(days=_count(m["n"]))
    return Period(day, day + timedelta(days=1), f"{' '.join(m[0].lower().split())} "
                                                f"({_fmt(day)}, as of the snapshot end)",
                  relative=True)


def _h_since_quarter(m: re.Match[str], as_of: date) -> Period:
    q = int(m["q"])
    start = _h_quarter_noyear(m, as_of).start if not m["y"] else date(int(m["y"]), 3 * q - 2, 1)
    assert start is not None
    return Period(start, None, f"since {_fmt(start)} (the start of Q{q} {start.year})")


def _h_quarter_of_year(m: re.Match[str], as_of: date) -> Period:
    """"the first quarter of this year", "q4 of last year", "last year's q4"."""
    q = int(m["q"] or m["q2"] or 0) or _ORDINALS[(m["o"] or m["o2"]).lower()]
    which = (m["w"] or m["w2"]).lower()
    year = as_of.year if which in ("this", "the current") else as_of.year - 1
    return _quarter(year, q, "")


def _h_last_full(m: re.Match[str], as_of: date) -> Period:
    """"the last 3 full weeks", "the past 2 calendar months": that many whole calendar weeks
    (months) before the one as_of is in."""
    n = max(1, _count(m["n"]))
    if m["unit"].lower() == "weeks":
        end = as_of - timedelta(days=as_of.weekday())
        start = end - timedelta(days=7 * n)
    else:
        end = as_of.replace(day=1)
        back = end.year * 12 + end.month - 1 - n
        start = date(back // 12, back % 12 + 1, 1)
    return Period(start, end, f"the last {n} full {m['unit'].lower()} ({_span(start, end)})")


def _h_weekend_of(m: re.Match[str], as_of: date) -> Period | None:
    """"the weekend of May 23": the Saturday and Sunday that day is one of (a weekday names
    no weekend: not read)."""
    d = parse_date(m["d"], as_of)
    if d is None or d.weekday() < 5:
        return None
    start = d - timedelta(days=d.weekday() - 5)
    end = start + timedelta(days=2)
    return Period(start, end, f"the weekend of {_span(start, end)}")


def _h_weekend_before_last(m: re.Match[str], as_of: date) -> Period:
    start = as_of - timedelta(days=(as_of.weekday() - 5) % 7 + 7)
    end = start + timedelta(days=2)
    return Period(start, end, f"the weekend before last ({_span(start, end)})", relative=True)


_FIXED_DAYS = {"christmas": (12, 25), "christmas day": (12, 25), "christmas eve": (12, 24),
               "new year's day": (1, 1), "new years day": (1, 1), "new year's eve": (12, 31),
               "new years eve": (12, 31), "halloween": (10, 31), "valentine's day": (2, 14)}


def _h_fixed_day(m: re.Match[str], as_of: date) -> Period:
    """"Christmas Day 2025", "on halloween": a day with one calendar date (the latest such
    day on or before as_of when no year is said)."""
    name = " ".join((m["n1"] or m["n2"]).lower().split())
    month, day = _FIXED_DAYS[name]
    when = date(int(m["y"]), month, day) if m["y"] else _latest_day(month, day, as_of)
    return Period(when, when + timedelta(days=1), f"{name.title()} ({_fmt(when)})")


_N = r"(?P<n>\d+|" + "|".join(WORD_NUMBERS) + r"|couple(?:\s+of)?)"
_UNIT = r"(?P<unit>day|week|fortnight|month|year)s?"
_NOW = r"(?:\s+(?:to|until|till|through)\s+(?:now|today|date|the present))?"
_NOT_MAY = _MONTH.replace("may|", "")
RULES: list[tuple[re.Pattern[str], Handler]] = [(re.compile(p, re.I), h) for p, h in [
    (r"\b(?:the\s+)?(?P<which>first|second|third|fourth|1st|2nd|3rd|4th|last|final)\s+(?:(?P<n>\d+|"
     + "|".join(WORD_NUMBERS) + r")\s+)?(?P<unit>weeks?|days?|half)\s+(?:of|in)\s+(?P<m>"
     + _MONTH + r")\b(?:,?\s+(?P<y>\d{4})\b)?", _h_month_part),
    (r"\b(?:between|from)\s+(?P<a>" + _DATE + r")\s+(?:and|to|until|through|thru|-)\s+"
     r"(?P<b>" + _DATE + r")", _h_between),
    (r"\b(?P<a>" + _DATE + r")\s*(?:to|until|through|thru|-|\u2013|\u2014|\.\.|->|\u2192)\s*(?P<b>"
     + _DATE + r")", _h_between),
    (r"\b(?:(?:between|from)\s+)?(?P<m1>" + _MONTH + r")\s+(?P<d1>\d{1,2})(?:st|nd|rd|th)?\s*"
     r"(?:and|to|until|through|thru|-|\u2013|\u2014)\s*(?:(?P<m2>" + _MONTH + r")\s+)?"
     r"(?P<d2>\d{1,2})"
     r"(?:st|nd|rd|th)?(?:,?\s+(?P<y>\d{4}))?\b(?![:.]?\d)", _h_day_range),
    (r"\b(?:(?:between|from)\s+)?(?:the\s+)?(?P<d1>\d{1,2})(?:st|nd|rd|th)?\s*(?:-|\u2013|to|until|"
     r"through|thru)\s*(?:the\s+)?(?P<d2>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>" + _MONTH
     + r")\b(?:,?\s+(?P<y>\d{4})\b)?(?P<m2>)", _h_days_of_month),
    (r"\b(?:since|from)\s+(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+|this\s+)?(?P<unit>week|"
     r"month|year)\b", _h_this),
    (r"\b(?P<n>[12])h\s*'?(?P<y2>20\d\d)\b(?P<h>)(?P<y>)(?P<y3>)(?P<n3>)", _h_half_year),
    (r"\b(?:the\s+)?week\s+(?:of|starting|beginning|commencing)\s+(?:on\s+)?(?P<d>" + _DATE
     + r")", _h_week_of),
    (r"\b(?:the\s+)?day\s+before\s+yesterday\b", _h_day_before_yesterday),
    # "3 days ago": that one day
    (r"\b(?P<n>\d{1,3}|" + "|".join(WORD_NUMBERS) + r")\s+days?\s+ago\b", _h_days_ago),
    # "since the start of q2": from the quarter's first day (the Text reader drops "the start of")
    # ("from Q4 2025 to Q1 2026" is two quarters, not "since Q4" and then Q1)
    (r"\b(?:since|from|starting(?:\s+(?:from|in))?)\s+(?!q[1-4](?:\s+20\d\d)?\s*(?:to|into|"
     r"until|till|through|thru|and|-|\u2013|\u2014)\s*(?:the\s+)?(?:q[1-4]|(?:first|second|third|"
     r"fourth|1st|2nd|3rd|4th)\s+quarter)\b)q(?P<q>[1-4])\b(?:\s+(?P<y>20\d\d)\b)?"
     r"(?![-/]\d)", _h_since_quarter),
    # "the first quarter of this year", "q4 of last year"
    (r"\b(?:(?:the\s+)?(?P<o>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter|q(?P<q>[1-4]))\s+"
     r"(?:of\s+)?(?P<w>this|the\s+current|last|the\s+previous|the\s+prior)\s+year\b|"
     r"\b(?P<w2>this|last)\s+year'?s\s+(?:(?P<o2>first|second|third|fourth|1st|2nd|3rd|4th)\s+"
     r"quarter|q(?P<q2>[1-4]))\b", _h_quarter_of_year),
    # "the last 3 full weeks", "the past 2 calendar months": whole units before the current one
    (r"\b(?:the\s+)?(?:last|past|previous|prior)\s+(?P<n>\d{1,2}|" + "|".join(WORD_NUMBERS)
     + r")\s+(?:full|complete|completed|whole|calendar)\s+(?P<unit>weeks|months)\b", _h_last_full),
    # "the weekend of may 23 2026": the Saturday and Sunday of that day
    (r"\b(?:the\s+)?weekend\s+of\s+(?:the\s+)?(?P<d>" + _DATE + r")", _h_weekend_of),
    (r"\bon\s+or\s+(?P<w>before|after)\s+(?P<d>" + _DATE + r")|\b(?:from|starting(?:\s+(?:from|"
     r"on))?|beginning)\s+(?P<d2>" + _DATE + r")\s+(?:on(?:wards?)?|forwards?|and\s+(?:later|"
     r"after))\b", _h_on_or),
    (r"\b(?:(?:since|from|between|starting(?:\s+(?:from|on))?)\s+(?P<a>" + _DATE + r")\s+(?:and|"
     r"to|until|till|through|up\s+to(?:\s+and\s+including)?)\s+(?P<d>yesterday|today)|(?P<w>up\s+"
     r"to(?:\s+and\s+including)?|up\s+until|until|till|through|before)\s+(?P<d2>yesterday))\b",
     _h_to_day_word),
    (r"\b(?:(?:over|during|on)\s+)?the\s+weekend\s+before\s+last\b", _h_weekend_before_last),
    (r"(?<![\w-])(?:(?P<y>\d{4})(?:-|\s+)?w(?P<n>\d{1,2})|(?<!per )(?<!each )(?<!every )(?<!a )"
     r"(?<!last )(?<!this )(?<!next )(?<!past )(?:iso\s+)?(?:week|wk|w)\s*#?(?P<n2>\d{1,2})"
     r"(?:,?\s+(?:of\s+)?(?P<y2>\d{4}))?)\b(?![-/.]\d|\s*(?:days?|weeks?|hours?|payments?|settlements?|"
     r"transactions?|payers?|recipients?)\b)", _h_iso_week),
    (r"\b(?:(?P<since>since|from|starting(?:\s+on)?)\s+|(?P<on>on|for|during)\s+)?(?:(?P<last>last|"
     r"this\s+past|previous|past)\s+)?(?P<d>mon|tues|wednes|thurs|fri|satur|sun)day\b(?:\s+(?:of\s+)?"
     r"(?P<wk>last|this|previous)\s+week\b)?(?!,?\s+(?:the\s+)?\d|,?\s+" + _MONTH + r"\b)",
     _h_weekday),
    (r"\b(?P<w>on|since)\s+the\s+(?P<d>\d{1,2})(?P<o>st|nd|rd|th)\b(?:\s+of\s+this\s+month\b)?(?!\s+of\b|"
     r"\s+" + _MONTH + r"\b|\s*-?\s*\w+est\b|\s+(?:percentile|place|rank|day|week|month|"
     r"hour|payer|payment|recipient|address|most|least)s?\b)", _h_day_of_month),
    (r"\b(?:(?:in|during|over|for)\s+)?(?:the\s+)?(?:next|coming|upcoming)\s+(?P<unit>day|week|"
     r"month|quarter|year)\b|\btomorrow\b", _h_next),
    (r"(?<!around )(?<!near )(?:\bon\s+(?P<n1>christmas(?:\s+(?:day|eve))?|halloween)|\b(?P<n2>"
     r"christmas\s+(?:day|"
     r"eve)|new\s+year'?s\s+(?:day|eve)|valentine'?s\s+day))\b(?:,?\s+(?P<y>\d{4})\b)?",
     _h_fixed_day),
    (r"\b(?:(?:in|over|during|within)\s+)?(?:the\s+)?(?:last|past|previous|prior|trailing|"
     r"rolling)\s+(?:" + _N + r"\s*-?\s*)?(?:hours?|hrs?|h)\b(?!\s*(?:of|before|after|into)\b)",
     _h_last_hours),
    # "24h volume", "volume (24h)": a window, unless a part of a day or of another period
    (r"(?<!first )(?<!at )(?<![\w:.])(?P<n>\d{1,3})\s*-?\s*(?:hours?|hrs?|h)\b(?!\s*(?:ago|of|"
     r"before|after|into|later|earlier|from|since|each|per)\b)", _h_last_hours),
    (r"\b(?:last|past|previous|prior|trailing)\s+" + _N + r"\s+" + _UNIT, _h_last_n),
    (r"\b(?:last|past|previous|prior)\s+(?P<unit>day|week|fortnight|month|year)\b",
     _h_last_unit),
    (r"\b(?:from|between)\s+(?P<m1>" + _MONTH + r")(?:\s+(?P<y1>\d{4}))?\s+(?:to|through|thru|"
     r"until|till|and|-)\s+(?P<m2>" + _MONTH + r")(?:,?\s+(?P<y2>\d{4}))?\b(?!\s+\d)",
     _h_month_range),
    # "jan-mar 2026", "march to may 2026": a span of months said without "from"
    (r"\b(?P<m1>" + _MONTH + r")(?:\s+(?P<y1>\d{4}))?\s*(?:-|\u2013|\u2014|to|through|thru|until|"
     r"till)\s*(?P<m2>" + _MONTH + r")(?:,?\s+(?P<y2>\d{4}))?\b(?!\s*\d|\s+(?:vs\.?|versus|and|or|"
     r"compared)\b)", _h_month_span),
    (r"\bthis\s+(?P<unit>week|month|year)\b", _h_this),
    # "2026 ytd": this year to date (another year's is no period the data can say)
    (r"\b(?P<y>20\d\d)\s+(?:ytd|year[- ]to[- ]date)\b(?P<unit>)(?P<abbr>)", _h_year_to_date),
    (r"\b(?:(?P<unit>year|month)[- ]to[- ]date|(?P<abbr>ytd|mtd))\b", _h_to_date),
    (r"\b(?P<w>last|previous|prior|past|this|current)\s+quarter\b", _h_quarter_rel),
    (r"\b(?:(?:over|during|on)\s+)?(?:the|last|this|past)\s+weekend\b", _h_weekend),
    (r"\b(?:today|yesterday)\b", _h_day_word),
    (r"\b(?:since|from|starting(?:\s+(?:from|on))?)\s+(?P<d>" + _DATE + r")" + _NOW,
     _h_since_date),
    (r"\bsince\s+(?P<m>" + _MONTH + r")\b(?:\s+(?P<y>\d{4}))?" + _NOW,
     _h_since_month),
    (r"\b(?:since|from|starting(?:\s+in)?)\s+(?P<y>20\d\d)\b(?![-/])" + _NOW, _h_since_year),
    (r"\b(?:before|prior\s+to|earlier\s+than)\s+(?P<d>" + _DATE + r")", _h_before),
    (r"\b(?:after|later\s+than)\s+(?P<d>" + _DATE + r")", _h_after),
    (r"\b(?:until|till|through|as of|up to|up until)\s+(?P<d>" + _DATE + r")", _h_until),
    (r"\b(?:on\s+)?(?P<d>" + _DATE + r")", _h_on),
    (r"(?<![\d/-])(?P<y>20\d\d)[-/](?P<m>0?[1-9]|1[0-2])\b(?![-/]\d)|(?<![\d/.$])(?P<m2>0?[1-9]|"
     r"1[0-2])/(?P<y2>20\d\d)\b(?![-/]\d)", _h_numeric_month),
    (r"\b(?P<w>before|prior\s+to|after)\s+(?P<y>20\d\d)\b(?![-/]\d)", _h_before_after_year),
    (r"\bq(?P<q>[1-4])(?:\s+|\s*[-/']\s*)(?P<y>20\d\d)\b|\b(?P<y2>20\d\d)(?:\s+|\s*[-/]\s*|)"
     r"q(?P<q2>[1-4])\b", _h_quarter),  # "2026Q1" as a tool writes it
    (r"\b(?:the\s+)?(?P<o>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?"
     r"(?P<y>\d{4})\b", _h_quarter_ordinal),
    (r"\b(?:the\s+)?(?P<h>first|second|1st|2nd)\s+half\s+(?:of\s+)?(?P<y>\d{4})\b|\bh(?P<n>[12])"
     r"(?:\s+|\s*[-/']\s*)(?P<y2>\d{4})\b|\b(?P<y3>20\d\d)(?:\s+|\s*[-/]\s*|)h(?P<n3>[12])\b",
     _h_half_year),
    (r"\b(?:in\s+|during\s+)?(?:q(?P<q>[1-4])|the\s+(?P<o>first|second|third|fourth|1st|2nd|"
     r"3rd|4th)\s+quarter)\b(?!\s+(?:of\s+)?\d)", _h_quarter_noyear),
    (r"\b(?:in\s+|during\s+)?(?:h(?P<n>[12])\b(?!\s*[-/']?\s*\d)|(?:the\s+)?(?P<h>first|second|1st|"
     r"2nd)\s+half\s+of\s+(?:the|this)\s+year\b)", _h_half_noyear),
    (r"\b(?P<w>before|after)\s+(?P<m>" + _MONTH + r")\b(?:\s+(?P<y>\d{4})\b)?(?!\s+\d)",
     _h_before_after_month),
    (r"\b(?P<m>" + _MONTH + r")\s+(?P<y>20\d\d)\b", _h_month_year),
    (r"\b(?:in|during|for|of)\s+(?P<m>" + _MONTH + r")\b(?!\s+\d)",
     _h_month),
    (r"\b(?:in|during|for|of)\s+(?P<y>20\d\d)\b", _h_year),
    # a bare year against another ("2025 vs 2026"; "2026 compared with 2025")
    (r"(?<![\d/-])\b(?P<y>20\d\d)\b(?![-/]\d)", _h_year_against),
    (r"\b(?:all[- ]time|ever|overall|in total|lifetime)\b", _h_all),
    # a bare month name ("september vs october"); "may" only after a word that makes it one
    (r"(?<![\w-])(?P<m>" + _NOT_MAY + r")\b(?!\s+\d)", _h_month),
    (r"\b(?:vs\.?|versus|and|to|than|against|with|from|until|through|or)\s+(?P<m>may)\b"
     r"(?!\s+\d)", _h_month),
    # "may vs april", "may and june 2026": before another month it is weighed or listed with
    (r"\b(?P<m>may)\b(?=\s*(?:vs\.?|versus|against|compared\s+(?:with|to)|,|and|&|or|to|through|"
     r"until|-)\s*(?:in\s+)?" + _NOT_MAY + r"\b)", _h_month),
    # a growth as the reader rewrites it: "change may compared with april"
    (r"\bchange\s+(?P<m>may)\s+(?=compared\s+with\b)", _h_month),
    # "heurist's may volume", "may payments": after a possessive or before what is measured
    (r"(?<='s\s)(?P<m>may)\b(?!\s+\d)", _h_month),
    (r"\b(?P<m>may)\b(?=\s+(?:usdc\s+|total\s+|payment\s+)?(?:volume|payments|settlements|"
     r"count|revenue|spend|transactions|numbers|figures|total)\b)", _h_month),
]]


@dataclass(frozen=True)
class Found:
    period: Period
    start: int
    end: int


def _run(handler: Handler, m: re.Match[str], as_of: date) -> Period | None:
    try:
        return handler(m, as_of)
    except OverflowError as exc:  # date arithmetic past year 1 or 9999
        raise PeriodOutOfRange(" ".join(m[0].split()), f"reaches past {CALENDAR}") from exc
    except ValueError as exc:  # date(2026, 2, 30), year 0, a number past C's ints
        raise PeriodOutOfRange(" ".join(m[0].split()), "is not a calendar date") from exc


def find_periods(text: str, as_of: date) -> list[Found]:
    """Every date phrase in ``text``, left to right (non-overlapping, first rule wins).

    Raises ``PeriodOutOfRange`` for a phrase outside the calendar.
    """
    taken: list[tuple[int, int]] = []
    out: list[tuple[Found, Handler, re.Match[str]]] = []
    for pattern, handler in RULES:
        for m in pattern.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            period = _run(handler, m, as_of)
            if period is None:
                continue
            taken.append((m.start(), m.end()))
            out.append((Found(period, m.start(), m.end()), handler, m))
    out.sort(key=lambda x: x[0].start)
    found = [f for f, _, _ in out]
    if len(out) == 2:
        found = _year_shared(text, out, found)
    elif len(out) > 2:
        found = _years_listed(text, out, found)
    return [_beside_this(f, text, as_of) for f in found]


#: what stands between periods listed one after another ("march, april and may 2026")
LIST_GAP = r"\s*(?:,\s*)?(?:(?:and|&|vs\.?|versus|or)\s+)?(?:(?:in|for)\s+)?"


def _years_listed(text: str, out: list[tuple[Found, Handler, re.Match[str]]],
                  found: list[Found]) -> list[Found]:
    """"march, april and may 2025", "jan vs feb vs mar 2025": periods listed with the year said
    once, after the last, are all of that year."""
    if not all(rx.fullmatch(LIST_GAP, text[a.end:b.start]) for (a, _, _), (b, _, _) in
               itertools.pairwise(out)):
        return found
    said = [bool(_YEAR_SAID.search(m[0])) for _, _, m in out]
    last = out[-1][0].period
    if said[-1] is False or any(said[:-1]) or last.start is None or last.relative:
        return found
    year_end = date(last.start.year, 12, 31)
    again = [_run(h, m, year_end) for f, h, m in out[:-1]]
    if any(p is None or f.period.relative for p, (f, _, _) in zip(again, out, strict=False)):
        return found
    return [Found(p, f.start, f.end) for p, (f, _, _) in zip(again, out, strict=False)
            if p is not None] + [found[-1]]


_YEAR_SAID = re.compile(r"(?<!\d)\d{4}(?!\d)|'\d\d\b")


def _year_shared(text: str, out: list[tuple[Found, Handler, re.Match[str]]],
                 found: list[Found]) -> list[Found]:
    """"march vs april 2025", "Q1 and Q2 2025": a period said without its year beside one
    said with it is of that year (not the latest before as_of), when the two are weighed or
    listed together."""
    (a, ha, ma), (b, hb, mb) = out
    if not rx.fullmatch(r"\s*(?:,\s*)?(?:vs\.?|versus|and|&|or|to|against|compared\s+(?:with|to)|"
                        r"through|until|till|-)\s*(?:the\s+)?(?:in\s+|during\s+)?",
                        text[a.end:b.start]):
        return found
    said_a, said_b = _YEAR_SAID.search(ma[0]), _YEAR_SAID.search(mb[0])
    if bool(said_a) == bool(said_b):
        return found
    (yearless, handler, m), said = ((a, ha, ma), b) if said_b else ((b, hb, mb), a)
    p = yearless.period
    if p.relative or p == ALL_TIME or said.period.start is None or said.period.relative:
        return found
    again = _run(handler, m, date(said.period.start.year, 12, 31))
    if again is None or again == said.period or again == p:
        return found
    new = Found(again, yearless.start, yearless.end)
    return [new, b] if yearless is a else [a, new]


def _beside_this(found: Found, text: str, as_of: date) -> Found:
    """A bare "last month" is the calendar month before as_of's, and so is any beside "this
    month" ("this week vs last week"); "in the last month" and "the past month" are the last
    30 days."""
    m = rx.fullmatch(r"(last|past|previous|prior)\s+(week|month|year)", text[found.start:
                                                                              found.end])
    if m is None:
        return found
    # "volume last year" is the calendar year; "in the last year" and "the past month" roll;
    # "the previous week" is the calendar week before this one
    rolling = m[1] == "past" or (m[1] == "last" and rx.search(r"\bthe\s*$", text[:found.start]))
    if rolling and not rx.search(r"\bthis\s+" + m[2] + r"\b", text):
        return found
    unit = m[2]
    if unit == "week":
        end = as_of - timedelta(days=as_of.weekday())
        start = end - timedelta(days=7)
    elif unit == "month":
        end = as_of.replace(day=1)
        start = (end - timedelta(days=1)).replace(day=1)
    else:
        end = date(as_of.year, 1, 1)
        start = date(as_of.year - 1, 1, 1)
    return Found(Period(start, end, f"last calendar {unit} ({_span(start, end)})"),
                 found.start, found.end)


def _months_apart(a: date, b: date) -> int:
    return (b.year - a.year) * 12 + b.month - a.month


def _calendar_before(p: Period) -> Period | None:
    """The calendar months, quarter or year just before a period of whole calendar months
    ("last month compared to the month before": April, not the 31 days before May)."""
    if p.start is None or p.end is None or p.relative or p.start.day != 1 or p.end.day != 1:
        return None
    months = _months_apart(p.start, p.end)
    back = p.start.year * 12 + p.start.month - 1 - months
    if back < 12:  # before year 1
        return None
    start = date(back // 12, back % 12 + 1, 1)
    what = {1: "month", 3: "quarter", 12: "year"}.get(months, f"{months} months")
    return Period(start, p.start, f"the calendar {what} before ({_span(start, p.start)})")


def calendar_unit(p: Period) -> str | None:
    """The calendar unit ``p`` is one of ("day", "week", "month", "quarter", "year"), or
    ``"days"`` for another run of days (the last 7 days); ``None`` when it is open."""
    if p.start is None or p.end is None:
        return None
    n = (p.end - p.start).days
    if n == 1:
        return "day"
    if n == 7 and p.start.isoweekday() == 1:
        return "week"
    if p.start.day == 1 and p.end.day == 1:
        months = (p.end.year - p.start.year) * 12 + p.end.month - p.start.month
        if months == 1:
            return "month"
        if months == 3 and p.start.month % 3 == 1:
            return "quarter"
        if months == 12 and p.start.month == 1:
            return "year"
    return "days"


def previous_period(p: Period, calendar_units: bool = False) -> Period | None:
    """The period of the same length just before ``p`` ("vs the previous 7 days"); with
    ``calendar_units``, a period of whole calendar months is followed back by as many whole
    months ("the month before" March is February, 28 days)."""
    if p.hours and p.end is not None:  # the same number of hours just before the window
        back = p.hours_back + p.hours
        start = p.end - timedelta(days=-(-(back + p.hours) // 24) + 1)
        return Period(start, p.end, f"the previous {p.hours} hours", relative=True,
                      hours=p.hours, hours_back=back)
    if p.start is None or p.end is None:
        return None
    before = _calendar_before(p) if calendar_units else None
    if before is not None:
        return before
    length = p.end - p.start
    try:
        start = p.start - length
    except OverflowError as exc:
        raise PeriodOutOfRange(f"the {length.days} days before {_fmt(p.start)}",
                               f"reach past {CALENDAR}") from exc
    days = "day" if length.days == 1 else f"{length.days} days"
    return Period(start, p.start, f"the previous {days} ({_span(start, p.start)})")


def require_held(periods: Iterable[Period], first: date, last: date) -> None:
    """Raise ``PeriodOutOfRange`` for a period with no day in ``[first, last]``, the days the
    warehouse holds (its count would be a zero that says nothing)."""
    for p in periods:
        if (p.start is not None and p.start > last) or (p.end is not None and p.end <= first):
            raise PeriodOutOfRange(p.label, "holds no day of the warehouse's data")
