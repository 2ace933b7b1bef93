"""A numeric date settled by what follows it: "05/12/2026 (that's May 12)", "05/12 (dd/mm)",
"05/12/2026, i.e. December 5", "05/12/2026 (US format)". A date that reads two ways is
otherwise refused (``timephrases.ambiguous_dates``); when the words after it name one of its
readings, the date is rewritten as that reading (ISO with its year, else its month's name)
and the words are taken out. Words naming neither reading leave the question as it was, so
it is still refused."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import parse_date

__all__ = ["settle_slash_dates"]

_SLASH = r"(?<![\d/.$])(\d{1,2})/(\d{1,2})(?:/(\d{4}))?(?![/\d%]|\.\d)"
#: how a restatement opens ("that's", "i.e.", "meaning")
_OPEN = r"(?:i\.?\s?e\.?|that\s+is|that's|thats|so|meaning|aka|=|namely|read\s+as)?\s*,?\s*"
_SAID = re.compile(_SLASH + r"(\s*\(\s*" + _OPEN + r"([^()]{2,40}?)\s*\)|\s*,\s*(?:i\.?\s?e\.?|"
                   r"that\s+is|that's|meaning|namely)\s*,?\s*([a-z0-9 ,]{3,30}?)(?=\s*(?:[?.!;]|"
                   r",|$)))", re.I)
_BARE = re.compile(_SLASH)
_FORMAT = r"(?:\s+(?:format|style|order|notation|dates?|convention))*"
_DAY_FIRST = re.compile(r"(?:d{1,2}[/.-]m{1,2}(?:[/.-]y{2,4})?|day[- /]first|day[- /]month(?:[- /]"
                        r"year)?|european|euro|uk|british|international)" + _FORMAT, re.I)
_MONTH_FIRST = re.compile(r"(?:m{1,2}[/.-]d{1,2}(?:[/.-]y{2,4})?|month[- /]first|month[- /]day(?:"
                          r"[- /]year)?|us|u\.s\.|american)" + _FORMAT, re.I)
_WEEKDAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+"


def _named(words: str, year: int) -> tuple[int, int] | None:
    """(month, day) of a date said with its month's name ("May 12", "the 12th of May",
    "Tuesday, 12 May 2026"); ``None`` for other words, another year or another weekday."""
    words = words.strip().lower()
    weekday = rx.match(r"(?:the\s+)?" + _WEEKDAY, words)
    rest = words[weekday.end():] if weekday else words
    if rx.search(r"\d{1,2}/\d{1,2}", rest):
        return None
    try:
        day = parse_date(rest, None, year)
    except ValueError:
        return None
    if day is None or (rx.search(r"\d{4}", rest) and day.year != year) or (
            weekday and not f"{day:%A}".lower().startswith(weekday[0].split()[-1][:3])):
        return None
    return day.month, day.day


def _format(question: str) -> tuple[str, bool | None, str]:
    """A date format said once for the whole question ("(dates are dd/mm)", "(US dates)"):
    the question without it, whether the day comes first (``None``: none said) and the words."""
    m = rx.search(r"\s*\(\s*(?:(?:all\s+)?dates?\s+(?:are\s+)?(?:in\s+)?|using\s+|in\s+)?"
                  r"([a-z./ -]{2,30}?)\s*\)", question, re.I)
    if m is None:
        return question, None, ""
    said = m[1].strip()
    first = True if _DAY_FIRST.fullmatch(said) else False if _MONTH_FIRST.fullmatch(said) \
        else None
    if first is None:
        return question, None, ""
    return question[:m.start()] + question[m.end():], first, said


#: "15.05.2026": day, month, year (the order of every locale that writes dots)
_DOTTED = re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b(?!\s*\(\s*(?:m|month))(?:\s*\(\s*(?:d|day)"
                     r"[a-z]*\s*[./-]\s*(?:m|month)[a-z]*\s*[./-]\s*(?:y|year)[a-z]*\s*\))?", re.I)


def _dotted(m: re.Match[str]) -> str:
    try:
        return date(int(m[3]), int(m[2]), int(m[1])).isoformat()
    except ValueError:  # "31.04.2026": left as said, and refused
        return m[0]


def settle_slash_dates(question: str, as_of: date) -> tuple[str, list[str]]:
    """``question`` with each numeric date settled by the words after it (or by a format
    said once for all of them), and what was read."""
    notes: list[str] = []
    question = _DOTTED.sub(_dotted, question)
    question, day_first, format_said = _format(question)
    if day_first is None:  # "from 01/03/2026 to 31/03/2026": the other date says the order
        firsts = {int(a) > 12 for a, b, _ in rx.findall(_SLASH, question)
                  if (int(a) > 12) != (int(b) > 12) and max(int(a), int(b)) <= 31}
        ambiguous = [m for m in _BARE.finditer(question) if int(m[1]) <= 12 and int(m[2]) <= 12
                     and m[1] != m[2]]
        if len(firsts) == 1 and ambiguous and not _SAID.search(question):
            day_first = firsts.pop()
            format_said = "the order of " + next(
                m[0] for m in _BARE.finditer(question) if (int(m[1]) > 12) != (int(m[2]) > 12))

    def settle(m: re.Match[str]) -> str:
        a, b = int(m[1]), int(m[2])
        year = int(m[3]) if m[3] else as_of.year
        readings = {(a, b), (b, a)} if a <= 12 and b <= 12 else {(a, b)} if a <= 12 else \
            {(b, a)} if b <= 12 else set()
        said = (m[5] or m[6] or "").strip() if m.re is _SAID else format_said
        if day_first is not None and m.re is _BARE:
            pick: tuple[int, int] | None = (b, a) if day_first else (a, b)
        elif _DAY_FIRST.fullmatch(said):
            pick = (b, a)
        elif _MONTH_FIRST.fullmatch(said):
            pick = (a, b)
        else:
            pick = _named(said, year)
        if pick is not None and pick not in readings:  # "11/15/2025 (dd/mm)": no such day
            return f"{m[0]} unreadable-date"
        if pick is None:
            return m[0]
        month, day = pick
        try:
            when = date(year, month, day)
        except ValueError:
            return m[0]
        text = when.isoformat() if m[3] else f"{when:%B} {day}".lower()
        notes.append(f"read '{m[1]}/{m[2]}{'/' + m[3] if m[3] else ''}' as {when:%B} {day}"
                     + (f" {year}" if m[3] else "") + f" (as '{said}' says)")
        return text

    return (_SAID if day_first is None else _BARE).sub(settle, question), notes
