"""A period said again in other words right after it ("last month \u2014 May 2026", "last quarter,
i.e. Q1 2026", "quarter-to-date (this quarter so far)", "year to date, i.e. since January 1,
2026"): one period, said once. A parenthetical that restates the period already read ("last
week (mon-sun)", "the week of 18 May 2026 (Mon 18th to Sun 24th)", "last month (May)") or the
figure's definition ("average spend per payer (total volume / number of distinct payers)"):
taken out of the question before it is read, then checked against the reading. One that agrees
adds nothing; one that does not ("last week (sun-sat)", "(total volume / number of payments)")
is left unplaced, so the question is refused."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Measure, Period
from sextant.warehouse.planner.timephrases import (
    WORD_NUMBERS,
    PeriodOutOfRange,
    find_periods,
    parse_date,
)

_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_WEEKDAY = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
_MONTH = (r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?")
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_SPAN = r"\s*(?:-|\u2013|\u2014|\bto\b|\bthrough\b|\bthru\b|\buntil\b)\s*"
#: what a restating parenthetical may hold: weekday names, days of a month, month names, a year
_PART = r"(?:" + _WEEKDAY + r"\s*,?\s*)?(?:(?:" + _MONTH + r")\s+(?:the\s+)?" + _DAY + \
    r"\b\s*,?\s*|(?:(?:the\s+)?" + _DAY + r"\s*)?(?:(?:of\s+)?(?:" + _MONTH + \
    r")\b\s*)?)(?:\d{4}\s*)?"
_RESTATED = re.compile(r"\(\s*(?:i\.?e\.?|that is|that's|thats|so|ie|meaning|namely|aka|=)?\s*,?"
                       r"\s*(" + _PART + r"(?:" + _SPAN + _PART + r")?)\s*\)", re.I)
#: a span opening with a weekday said between dashes or after a comma ("last week - mon to sun
#: - via coinbase", "last week, mon-sun"); a bare date after a dash is a range's end, not this
_WEEK_SPAN = r"(" + _WEEKDAY + r"\s*,?\s*" + _PART + _SPAN + _PART + r")"
_DASH = r"[-\u2013\u2014]"
_CLAUSE = re.compile(r"(?:\s" + _DASH + r"\s+" + _WEEK_SPAN + r"\s*(?:" + _DASH + r"(?=\s)|"
                     r"(?=[?.!,;]|$))|,\s*" + _WEEK_SPAN + r"\s*(?=[?.!;,]|$))", re.I)


#: the words a worded restatement may hold beside its dates ("that is, from March 1 through
#: March 31, 2026, in UTC", "October 1 to December 31, 2025 inclusive", "the calendar month,
#: UTC")
_WORD = (r"(?:" + _MONTH + r"|" + _WEEKDAY + r"|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}(?:st|nd|rd|th)?|"
         r"\d{4}|from|to|through|thru|"
         r"until|till|and|between|the|of|in|utc|gmt|inclusive|included|including|both|days?|"
         r"dates?|ends?|full|whole|entire|complete|calendar|month|quarter|year|week)\b\.?")
_WORDS = r"(?:" + _WORD + r"|[,\s\u2013\u2014-])+"
_OPENING = r"(?:i\.?\s?e\.?|that\s+is|that's|namely|meaning)"
_WORDED = re.compile(r"\(\s*(?:" + _OPENING + r"\s*,?\s*)?(" + _WORDS + r")\)|,\s*" + _OPENING
                     + r"\s*,?\s*(" + _WORDS + r")(?=[,?.!;]|$)", re.I)
#: a restatement that names the kind of period only ("the calendar month", "full quarter")
_UNIT_SAID = re.compile(r"(?:the\s+)?(?:(?:full|whole|entire|complete)\s+)?(?:calendar\s+)?"
                        r"(month|quarter|year)", re.I)
#: the words of a restatement that say nothing about which days ("in UTC", "inclusive")
_NOTHING = (r"\b(?:in\s+)?(?:utc|gmt)\b|\b(?:both\s+(?:days|dates|ends)\s+)?(?:inclusive|included)"
            r"\b|\bboth\s+(?:days|dates|ends)\b|^\s*(?:from|between)\b")


def _worded(text: str) -> str | None:
    """A worded restatement's days, as the short restatements say them ("march 1 through
    march 31 2026"), or its kind of period ("month"); ``None`` when it holds neither."""
    text = " ".join(rx.sub(_NOTHING, " ", text.lower()).replace(",", " ").split())
    text = rx.sub(r"\band\b", "to", text)
    unit = _UNIT_SAID.fullmatch(text)
    if unit:
        return unit[1]
    if not rx.search(r"\d|\b(?:" + _MONTH + r")\b", text) or rx.search(
            r"\b(?:calendar|full|whole|entire|complete|month|quarter|year|week|days?|dates?|"
            r"ends?|the|of|in|from|between)\b", rx.sub(r"\bthe\s+(?=\d)|\bof\s+(?=" + _MONTH
                                                      + r")", "", text)):
        return None
    return text


#: a restatement that the period runs to the data's end ("(through today)", "(to date)")
TO_TODAY = "through today"
_TODAY = re.compile(r"\(\s*(?:rolling\s*,?\s*)?(?:(?:through|thru|to|until|till|up\s+(?:to|until)"
                    r"(?:\s+and\s+"
                    r"including)?|including)\s+(?:today|now|the\s+present|date)(?:\s+(?:inclusive|included))?|"
                    r"(?:so\s+far|to\s+date|today\s+included))(?:\s*,?\s*rolling)?\s*\)|,\s*(?:rolling\s*"
                    r",\s*)?(?:today\s+included|including\s+today)(?=\s*(?:[?.!;]|$))", re.I)
#: a span of days said after a comma at the end of a sentence, restating the period said
#: before it ("in the first week of May 2026, May 1 to May 7?")
_COMMA_SPAN = re.compile(r",\s*(?:i\.?\s?e\.?\s*,?\s*|that\s+is\s*,?\s*)?((?:" + _MONTH + r")\s+"
                         + _DAY + r"(?:\s*,?\s*\d{4})?" + _SPAN + r"(?:(?:" + _MONTH + r")\s+)?"
                         + _DAY + r"(?:\s*,?\s*\d{4})?)\s*(?=[?.!;]|$)", re.I)


#: a restatement of a period's last weekday by pointing back ("(through that Sunday)")
_THAT_DAY = re.compile(r"\(\s*(?:through|thru|to|until|till|up\s+to(?:\s+and\s+including)?|"
                       r"ending(?:\s+on)?)\s+(?:that|the|this)\s+(" + _WEEKDAY + r")\s*\)", re.I)
#: the words opening a restatement of the last day alone ("(through sunday the 19th)")
_TO = r"^(?:through|thru|to|until|till)\s+"
#: a restatement of a period that runs to the data's end, with its first day or its length
#: ("(from January 1, 2026 up to and including today)", "(the thirty days through today)")
_SINCE_TODAY = re.compile(r"\(\s*(?:i\.?\s?e\.?,?\s*|that\s+is,?\s*)?(?:from\s+|since\s+)?"
                          r"([a-z0-9, -]+?)\s*,?\s+(?:up\s+(?:to|until)(?:\s+and\s+including)?|"
                          r"through|thru|to|until|till)\s+(?:and\s+including\s+)?(?:today|now)"
                          r"(?:\s+(?:inclusive|included))?\s*\)", re.I)
#: a year said to run to the data's end ("(2026 so far, today included)"): from its first day
_YEAR_SO_FAR = re.compile(r"\(\s*(?:i\.?\s?e\.?,?\s*|that\s+is,?\s*)?(\d{4})\s+"
                          r"(?:so\s+far|to\s+date)(?:\s*[,;]?\s*(?:today\s+included|including\s+today|through\s+today|"
                          r"inclusive))?\s*\)", re.I)
_DAYS_BACK = re.compile(r"(?:the\s+)?(?:last\s+|past\s+)?(\d{1,3}|" + "|".join(WORD_NUMBERS)
                        + r")\s+(?:calendar\s+)?days", re.I)


_WEEK_TO = (r"\s*(?:[-\u2013\u2014]\s*(?:(?:to|through|thru)\s*[-\u2013\u2014]\s*)?|"
            r"(?:to|through|thru)\s+)")
#: the first day of the week said beside a week ("(week starts Monday)", "(weeks beginning on
#: a Sunday)", "(Monday-start week)", "(ISO week)")
_WEEK_START = re.compile(r"\(\s*(?:(?:the\s+|a\s+|with\s+|assuming\s+)?(?:calendar\s+)?weeks?\s+"
                         r"(?:starts?|started|starting|begins?|began|beginning|runs?\s+from)\s+(?:on\s+)?(?:a\s+)?"
                         r"(" + _WEEKDAY + r")|(" + _WEEKDAY + r")\s*-?\s*(?:start(?:ed|ing)?|"
                         r"based|first)\s+weeks?|(iso)\s+weeks?|"
                         # "(the Monday-to-Sunday one)", "(a Sun-Sat week)": its first and last
                         # day, one before the other
                         r"(?:the\s+|a\s+)?(?:calendar\s+)?(?:(mon)[a-z]*\.?" + _WEEK_TO + r"sun|"
                         r"(sun)[a-z]*\.?" + _WEEK_TO + r"sat)[a-z]*\.?\s+(?:one|week|kind|version|"
                         r"variety|sort))\s*\)", re.I)

#: last week said as the one before this one ("(the full week before this one)", "(Mon-Sun, the
#: week before the current one)"): a Monday-start week ending where the anchor's week begins
_WEEK_BEFORE = re.compile(r"\(\s*(?:mon[a-z]*\.?" + _WEEK_TO + r"sun[a-z]*\.?\s*[,;]\s*)?(?:(?:i\.?"
                          r"e\.?|that\s+is)\s*,?\s*)?(?:the\s+)?(?:(?:full|whole|complete|entire)\s+)?"
                          r"(?:calendar\s+)?week\s+(?:before|preceding)\s+(?:this\s+one|this\s+week|"
                          r"the\s+current\s+(?:one|week))\s*\)", re.I)
WEEK_BEFORE = "the week before this one"


def _since(m: re.Match[str]) -> str | None:
    """What a restatement running to today says: "from:<first day>" or "days:<n>"."""
    said = m[1].strip(" ,").lower()
    days = _DAYS_BACK.fullmatch(said)
    if days:
        n = WORD_NUMBERS.get(days[1]) or int(days[1])
        return f"days:{n}"
    first = parse_date(said) if rx.search(r"\d{4}", said) else None
    return f"from:{first.isoformat()}" if first else None


#: what stands between a period (and its "so far") and the same period said again: a bracket,
#: a dash, "i.e.", ", that is", ", which is"
_AGAIN = re.compile(r"(?:\s+(?:so\s+far|to\s+date))?\s*(?:(?P<open>\()\s*(?:(?:i\.?\s?e\.?|"
                    r"that\s+is|that's|namely|meaning|aka|so|=)\s*,?\s*)?|[-\u2013\u2014]{1,2}\s*(?:i\.?\s?e\.?\s*,?\s*)?|,?\s*(?:i\.?\s?e\.?|"
                    r"that\s+is|namely|meaning|a\.?k\.?a\.?)\s*,?\s*|,\s*(?:which|that)\s+(?:is|was|"
                    r"means)\s+)$", re.I)
#: what may close the period said again ("this quarter so far)", "may 2026)"); never more
#: words of time after it ("this week - this week last year" is another week), nor of order
#: ("Q1 and Q4 2025 - Q4 first" names which to list first)
_AGAIN_END = r"(?:\s+(?:so\s+far|to\s+date))?"
_NO_MORE_TIME = (r"(?!\s*(?:last|previous|prior|next|a\s+year|one\s+year|years?|ago|before|"
                 r"earlier|later|of\b|in\s+\d|\d|first|second|then|followed|vs\b|versus))")
#: a span of two periods' ends ("2026-01-01 through today")
_SPAN_WORD = r"\s*(?:-|\u2013|\u2014|\.\.|to|through|thru|until|till)\s*"


def _days(p: Period, as_of: date) -> tuple[date, date] | None:
    """The days ``p`` holds of the data (up to ``as_of``); None for an hour window or an open
    start."""
    if p.hours or p.hours_back or p.start is None:
        return None
    end = min(p.end or as_of + timedelta(days=1), as_of + timedelta(days=1))
    return p.start, end


def same_period_again(question: str, as_of: date) -> tuple[str, list[str]]:
    """``question`` with a period said again right after itself (the same days of the data)
    taken out, and a note for each; as sent when the second period holds other days (so two
    periods are read, and refused)."""
    try:
        found = find_periods(question.lower(), as_of)
    except (ValueError, PeriodOutOfRange):
        return question, []
    notes: list[str] = []
    cuts: list[tuple[int, int]] = []
    i = 0
    while i < len(found) - 1:
        a, j = found[i], i + 1
        while j < len(found):
            gap = _AGAIN.fullmatch(question[a.end:found[j].start])
            if gap is None:
                break
            b, end = found[j], found[j].end
            days = _days(b.period, as_of)
            if j + 1 < len(found) and rx.fullmatch(_SPAN_WORD, question[b.end:found[j + 1].start],
                                                   re.I):
                c = found[j + 1]  # "2026-01-01 through today": one span of two ends
                last = _days(c.period, as_of)
                days = (days[0], last[1]) if days and last else None
                end, j = c.end, j + 1
            tail = rx.match(_AGAIN_END + (r"\s*\)" if gap["open"] else "") + _NO_MORE_TIME,
                            question[end:], re.I)
            if days is None or days != _days(a.period, as_of) or tail is None:
                break
            cuts.append((a.end, end + tail.end()))
            notes.append(f"read '{question[b.start:end + tail.end()].strip(' )')}' as "
                         f"'{question[a.start:a.end]}' said again")
            j += 1
        i = j
    for start, stop in reversed(cuts):
        question = question[:start] + question[stop:]
    return question, notes


_YTD = r"\b(?:year[- ]to[- ]date|ytd|year\s+so\s+far)\b"


def year_to_date_of(question: str, as_of: date) -> tuple[str, list[str]]:
    """``question`` without the year its "year to date" is of, when that is the data's own year
    ("the year-to-date count for 2026", "2026, year to date"): one period, said once; as sent
    when another year is said (a second period, refused)."""
    year = str(as_of.year)
    if not rx.search(_YTD, question, re.I) or rx.findall(r"(?<![\d/.-])\d{4}(?![\d/-]|\.\d)",
                                                         question) != [year]:
        return question, []
    cut = rx.sub(r"\s*,?\s*\b(?:for|in|of|during)\s+(?:the\s+(?:calendar\s+)?year\s+)?" + year
                 + r"\b(?!\s*(?:[-/]\d|\w))|\b" + year + r"\s*,?\s*(?=" + _YTD + r")", " ",
                 question, count=1, flags=re.I)
    return (cut, [f"read '{year}' as the year the year to date is of"]) if cut != question \
        else (question, [])


def period_asides(question: str) -> tuple[str, list[str]]:
    """``question`` without its parentheticals that only say days, and those parentheticals."""
    said: list[str] = []

    def keep(m: re.Match[str]) -> str:
        if not rx.search(r"[a-z0-9]", m[1], re.I):
            return m[0]
        said.append(m[1].strip().lower())
        return " "

    def keep_clause(m: re.Match[str]) -> str:
        said.append((m[1] or m[2]).strip().lower())
        return " "

    def keep_worded(m: re.Match[str]) -> str:
        days = _worded(m[1] or m[2])
        if days is None:
            return m[0]
        said.append(days)
        return " " if m[0].startswith("(") else ""

    def keep_today(m: re.Match[str]) -> str:
        said.append(TO_TODAY)
        return " " if m[0].startswith("(") else ""

    def keep_comma_span(m: re.Match[str]) -> str:
        try:  # only beside a period said before it (else it is the period itself); the
            # day the periods are anchored on does not matter here
            before = find_periods(question[:m.start()], date.today())
        except (ValueError, PeriodOutOfRange):
            before = []
        if not before:
            return m[0]
        said.append(m[1].strip().lower())
        return ""

    def keep_that_day(m: re.Match[str]) -> str:
        said.append(f"through {m[1].lower()}")
        return " "

    def keep_since(m: re.Match[str]) -> str:
        said_ = _since(m)
        if said_ is None:
            return m[0]
        said.append(said_)
        return " "

    def keep_week_start(m: re.Match[str]) -> str:
        said.append(f"weekstart:{(m[1] or m[2] or m[4] or m[5] or 'mon').lower()[:3]}")
        return " "

    def keep_year(m: re.Match[str]) -> str:
        said.append(f"from:{m[1]}-01-01")
        return " "

    question = _YEAR_SO_FAR.sub(keep_year, question)
    question = _WEEK_START.sub(keep_week_start, question)
    def keep_week_before(m: re.Match[str]) -> str:
        said.append(WEEK_BEFORE)
        return " "

    question = _WEEK_BEFORE.sub(keep_week_before, question)
    question = _COMMA_SPAN.sub(keep_comma_span, question)
    question = _THAT_DAY.sub(keep_that_day, _TODAY.sub(keep_today,
                                                       _SINCE_TODAY.sub(keep_since, question)))
    return _WORDED.sub(keep_worded, _CLAUSE.sub(keep_clause, _RESTATED.sub(keep, question))), \
        said


def _ends(said: str) -> list[str]:
    parts = rx.split(_SPAN, said, maxsplit=1)
    return [p.strip() for p in parts if p.strip()]


def _agrees(part: str, day: date, as_of: date) -> bool:
    """One end of a restated span ("Mon 18th", "sun", "24 may", "may") fits ``day``."""
    part = rx.sub(r"^the\s+", "", part)
    name = rx.match(r"(" + _WEEKDAY + r")", part)
    if name and _WEEKDAYS.index(name[1][:3]) != day.weekday():
        return False
    num = rx.search(r"\b(\d{1,2})(?:st|nd|rd|th)?\b(?!\d)", part)
    if num and int(num[1]) != day.day:
        return False
    year = rx.search(r"\b(\d{4})\b", part)
    if year and int(year[1]) != day.year:
        return False
    month = rx.search(r"\b(" + _MONTH + r")\b", part)
    if month:
        found = find_periods("in " + month[1], as_of)
        if not found or found[0].period.start is None or \
                found[0].period.start.month != day.month:
            return False
    return True


def _iso_words(s: str) -> str:
    """"2026-01-01" as "january 1 2026" (the form the checks below read)."""
    def words(m: re.Match[str]) -> str:
        try:
            d = date(int(m[1]), int(m[2]), int(m[3]))
        except ValueError:
            return m[0]
        return f"{d:%B} {d.day} {d.year}".lower()

    return rx.sub(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b", words, s)


def _says(s: str, p: Period, as_of: date) -> bool:
    """The restating parenthetical ``s`` says the days of ``p``."""
    assert p.start is not None and p.end is not None
    if s.startswith(("from:", "days:")):  # a period running to the data's end
        to_end = as_of + timedelta(days=1)
        if s.startswith("from:"):
            return p.start == date.fromisoformat(s[5:]) and p.end == to_end
        return p.end == to_end and (p.end - p.start).days == int(s[5:])
    if s.startswith("weekstart:"):  # "(week starts Monday)": a week that starts that day
        return "week" in p.label.lower() and p.start.weekday() == _WEEKDAYS.index(s[10:]) and \
            (p.end - p.start).days <= 7
    if s == WEEK_BEFORE:  # the Monday-start week just before the anchor's
        monday = as_of - timedelta(days=as_of.weekday())
        return p.start == monday - timedelta(days=7) and p.end == monday
    s = _iso_words(s)
    first, last = p.start, p.end - timedelta(days=1)
    if s in ("month", "quarter", "year"):  # "(the calendar month)": a whole one
        months = (p.end.year - first.year) * 12 + p.end.month - first.month
        return first.day == 1 and p.end.day == 1 and months == {"month": 1, "quarter": 3,
                                                                "year": 12}[s] and (
            s != "quarter" or first.month % 3 == 1) and (s != "year" or first.month == 1)
    if rx.match(_TO, s) and rx.search(r"\d|\b" + _WEEKDAY, s):
        return _agrees(rx.sub(_TO, "", s), last, as_of)  # "(through sunday the 19th)"
    ends = _ends(s)
    whole = find_periods("in " + s, as_of) if len(ends) == 1 and not rx.match(_WEEKDAY, s) \
        else []
    if rx.fullmatch(r"\d{4}", s):  # "May (2026)": the year the period is in
        return first.year == last.year == int(s)
    if whole and not rx.search(r"\d{1,2}(?:st|nd|rd|th)?\b", s.replace(str(first.year), "")):
        return whole[0].period.start == first and whole[0].period.end == p.end
    if len(ends) == 2:
        return _agrees(ends[0], first, as_of) and _agrees(ends[1], last, as_of)
    return first == last and _agrees(ends[0], first, as_of)


def disagreements(said: list[str], periods: list[Period], as_of: date) -> list[str]:
    """The restating parentheticals that say none of the periods read ("(through today)":
    a period that runs to the data's end)."""
    to_end = as_of + timedelta(days=1)
    # a period holding the data's last day runs to the data's end ("2026 (so far)")
    said = [s for s in said if s != TO_TODAY or not any(
        p.end is None or p.end == to_end or (p.start is not None and p.start <= as_of < p.end)
        for p in periods if not p.hours)]
    # a period open at its end ("since March 3") runs to the data's end
    dated = [p if p.end is not None else replace(p, end=to_end) for p in periods
             if p.start is not None and not p.hours]
    return [f"'({s})' is not " + " nor ".join(p.label for p in dated) if dated else
            f"'({s})' beside no period" for s in said
            if not any(_says(s, p, as_of) for p in dated)]


_QUOTIENT = re.compile(r"\(\s*([a-z ]+?)\s*(?:/|\u00f7|divided\s+by|over)\s*([a-z0-9 ]+?)\s*\)",
                       re.I)
#: a measure's definition as (numerator, denominator)
_DEFINED = {"avg": ("sum", "count"), "sum_per_payer": ("sum", "payer"),
            "sum_per_recipient": ("sum", "recipient"), "count_per_payer": ("count", "payer"),
            "count_per_recipient": ("count", "recipient"), "per_day_sum": ("sum", "day"),
            "per_day_count": ("count", "day")}


def _term(phrase: str) -> str | None:
    """What one side of a definition counts or sums, or None when it is not one of these."""
    p = rx.sub(r"\b(?:the|total|overall|all|of|number|count|sum|no\.?|#|calendar|utc)\b", " ",
               phrase.lower())
    p = " ".join(p.split())
    days = rx.fullmatch(r"(?:the\s+)?(\d{1,3})\s+(?:calendar\s+|utc\s+)?days",
                        phrase.strip().lower())
    if days:  # "the 31 calendar days": the days of the period, their number said
        return f"day:{int(days[1])}"
    if rx.fullmatch(r"(?:monthly|weekly|daily|period)?", p) and rx.search(r"\btotal\b",
                                                                        phrase.lower()):
        return "total"  # "(monthly total / days)": the total the measure sums or counts
    if rx.fullmatch(r"(?:usdc\s+)?(?:volume|amount|amounts|spend|usdc|value|revenue)|(?:usdc\s+)?"
                    r"(?:paid|spent|sent|received|earned|settled)", p):
        return "sum"
    if rx.fullmatch(r"(?:payments|settlements|transactions|txs|transfers)?", p):
        return "count" if phrase.strip() else None
    side = rx.fullmatch(r"(?:distinct|unique|different)?\s*(payers|recipients|days)", p)
    return side[1][:-1] if side else None


def definition_asides(question: str) -> tuple[str, list[tuple[str, str, str]]]:
    """``question`` without its parentheticals defining a quotient, and those definitions as
    (what was said, numerator, denominator)."""
    said: list[tuple[str, str, str]] = []

    def keep(m: re.Match[str]) -> str:
        top, bottom = _term(m[1]), _term(m[2])
        if top is None or bottom is None:
            return m[0]
        said.append((m[0], top, bottom))
        return " "

    def days(m: re.Match[str]) -> str:
        said.append((m[0], "total", f"day:{int(m['n1'] or m['n2'] or m['n3'])}"))
        return " "

    return _DAYS_DIVISOR.sub(days, _QUOTIENT.sub(keep, question)), said


#: the days a per-day average divides by, said with their number ("(divide by all 30 days)",
#: "(all 31 days in the denominator)", "(denominator = 30 calendar days)"): the period's days
def _n_days(i: int) -> str:
    return (r"(?:all\s+|the\s+|every\s+one\s+of\s+the\s+)?(?P<n" + str(i)
            + r">\d{1,3})\s+(?:calendar\s+|utc\s+)?days")


_DAYS_DIVISOR = re.compile(r"\(\s*(?:(?:please\s+)?divid(?:e|ed|ing)\s+(?:it\s+|the\s+"
                           r"total\s+)?by\s+" + _n_days(1) + r"|" + _n_days(2)
                           + r"\s+in\s+the\s+denominator|denominator\s*(?:=|:|is|of)?\s*"
                           + _n_days(3) + r")(?:\s*,?\s*(?:including|incl\.?)\s+"
                           r"(?:days\s+with\s+no|zero-?(?:activity|payment)?)\s*(?:payments|days)?)?"
                           r"\s*\)", re.I)


def _fits(kind: str, top: str, bottom: str, days: int | None) -> bool:
    """The definition (``top`` over ``bottom``) is how a measure of ``kind`` is taken; a
    number of days said must be the period's ("(total / the 31 calendar days)")."""
    defined = _DEFINED.get(kind)
    if defined is None:
        return False
    if bottom.startswith("day:"):
        bottom = "day" if days is not None and int(bottom[4:]) == days else "?"
    return defined[1] == bottom and (defined[0] == top or (top == "total" and defined[0] in (
        "sum", "count")))


def definition_disagreements(said: list[tuple[str, str, str]], measures: list[Measure],
                             days: int | None = None) -> list[str]:
    """The definitions that no measure read has (``days``: the days of the period read)."""
    return [f"'{text}' is not how " + (", ".join(m.name for m in measures) or "it") + " is "
            "measured" for text, top, bottom in said
            if not any(_fits(m.kind, top, bottom, days) for m in measures)]
