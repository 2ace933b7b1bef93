"""Retention and churn between two periods, as a growth team asks them: "what % of November's
payers came back in December", "what % of the wallets that paid in April did not pay in May",
"how many of last month's payers had also paid the month before", "of the wallets that paid
in the 7 days before the last 7 days, how many also paid in the last 7 days", "how many
January payers also paid in February, and what percent of January's payers is that", "from
April to May, how many payers did we lose and how many did we gain".

The question is rewritten into the counts ``planner.overlap`` reads (a period said relative to
the other one, "the month before", "the following week", is spelled out first), and each
figure asked is a count of the overlap or its percent of the first period's distinct payers
(recipients). Anything else is left to the other readers (which refuse an overlap they cannot
read: see ``looks_like_overlap``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.overlap import Overlap, read_overlap
from sextant.warehouse.planner.timephrases import (
    Period,
    calendar_unit,
    find_periods,
    previous_period,
)

__all__ = ["Retention", "looks_like_overlap", "read_retention", "spell_relative"]

_SIDE = (r"(?:payers?|buyers?|senders?|spenders?|customers?|wallets?|recipients?|merchants?|"
         r"sellers?|receivers?|payees?)")
_PCT = r"(?:percentage|percent|pct|%|share|fraction|proportion)"
#: a label before a colon that names the figure only ("Monthly churn check:")
_LABEL = re.compile(r"^\s*(?P<label>[^:?]{0,60}?\b(?:check|transition|reactivations?|retention|"
                    r"churn|cohort|question)\b[^:?]{0,30}):\s*")
_UNITS = ("day", "week", "month", "quarter", "year")


@dataclass(frozen=True)
class Retention:
    #: the figures asked, in order: ``("count" | "pct", overlap)``
    parts: tuple[tuple[str, Overlap], ...]


def _iso_range(p: Period) -> str:
    assert p.start is not None and p.end is not None
    return f"from {p.start.isoformat()} to {(p.end - timedelta(days=1)).isoformat()}"


def _unit_of(p: Period) -> str | None:
    """The whole calendar unit ``p`` is (a window of hours is none)."""
    unit = None if p.hours else calendar_unit(p)
    return None if unit == "days" else unit


def _after(p: Period, unit: str) -> Period:
    """The calendar ``unit`` just after ``p`` (which is one)."""
    assert p.start is not None and p.end is not None
    if unit in ("day", "week"):
        return Period(p.end, p.end + (p.end - p.start), "after")
    months = {"month": 1, "quarter": 3, "year": 12}[unit]
    m = p.end.month - 1 + months
    return Period(p.end, date(p.end.year + m // 12, m % 12 + 1, 1), "after")


def spell_relative(text: str, as_of: date) -> str | None:
    """``text`` with a period said relative to the one other period spelled out ("the month
    before" May 2026: "from 2026-04-01 to 2026-04-30"); ``None`` when the relative period
    cannot be placed (no other period, or one of another unit)."""
    text = rx.sub(r"\bthe\s+week\s+of\s+(?:(?:mon|monday)\.?,?\s+)?(\d{1,2}\s+[a-z]+\s+\d{4})\s+"
                  r"(?:to|through|until|-)\s+(?:(?:sun|sunday)\.?,?\s+)?(\d{1,2}\s+[a-z]+\s+\d{4})",
                  r"from \1 to \2", text)
    m = rx.search(r"\bthe\s+(\d+)\s+days\s+(?:before|prior\s+to|preceding)\s+the\s+(?:last|past)\s+"
                  r"(\d+)\s+days\b", text)
    if m is not None:
        if m[1] != m[2]:
            return None
        last = find_periods(f"the last {m[2]} days", as_of)[0].period
        assert last.start is not None
        start = last.start - timedelta(days=int(m[1]))
        text = text[:m.start()] + _iso_range(Period(start, last.start, "")) + text[m.end():]
    rel = re.compile(r"\b(?:in\s+)?(?:the\s+)?(?:(?P<u1>" + "|".join(_UNITS) + r")\s+(?P<d1>before|"
                     r"prior|after)|(?P<d2>previous|prior|preceding|following|next|subsequent)\s+"
                     r"(?P<u2>" + "|".join(_UNITS) + r"))\b(?!\s+(?:that|this|it|\w+day|\d))")
    m = rel.search(text)
    if m is None:
        return text
    restated = rx.match(r"\s*\(([^()]{1,40})\)", text[m.end():])  # "(may 18-24)"
    end = m.end() + (restated.end() if restated else 0)
    rest = text[:m.start()] + " " * (end - m.start()) + text[end:]
    found = [f for f in find_periods(rest, as_of)]
    if len(found) != 1:
        return None
    p = found[0].period
    unit = m["u1"] or m["u2"]
    if _unit_of(p) != unit:
        return None
    back = (m["d1"] or m["d2"]) in ("before", "prior", "previous", "preceding")
    other = previous_period(p, calendar_units=True) if back else _after(p, unit)
    if other is None or other.start is None:
        return None
    if restated is not None:
        said = restated[1] if rx.search(r"\b20\d\d\b", restated[1]) else \
            f"{restated[1]} {other.start.year}"
        if not _same(_periods(said, as_of), [other]):
            return None
    return text[:m.start()] + " in " + _iso_range(other) + " " + text[end:]


def _same(a: list[Period], b: list[Period]) -> bool:
    return [(p.start, p.end) for p in a] == [(p.start, p.end) for p in b]


def _periods(text: str, as_of: date) -> list[Period]:
    try:
        return [f.period for f in find_periods(text, as_of)]
    except Exception:  # an impossible date: not ours
        return []


def _read_one(text: str, as_of: date) -> Overlap | None:
    text = rx.sub(r"\b(?:at\s+all|entirely|whatsoever|any\s+more|anymore|so\s+far)\b", " ", text)
    try:
        return read_overlap(text, as_of)
    except Exception:
        return None


def read_retention(question: str, as_of: date) -> Retention | None:
    """The retention or churn figures the question asks, or ``None``."""
    text = question.lower().replace("\u2019", "'").replace("\u2192", "->").strip().rstrip(" ?.!")
    label = _LABEL.match(text)
    label_periods: list[Period] = []
    if label is not None:
        label_periods = _periods(label["label"], as_of)
        text = text[label.end():]
    spelled = spell_relative(text, as_of)
    if spelled is None:
        return None
    text = spelled
    lost = _lost_and_gained(text, as_of)
    if lost is not None:
        return lost
    parts: list[str] = []
    lead = rx.match(r"\s*(?:what|which)\s+(?:is\s+the\s+|was\s+the\s+)?" + _PCT + r"\s+of\s+", text)
    tail = rx.search(r",?\s+and\s+(?:what|which)\s+" + _PCT + r"\s+(?:of\s+(?P<of>[^,]{0,50}?)\s+)?"
                     r"(?:is|was|does)\s+(?:that|this|it)(?:\s+represent)?\s*$", text)
    if lead is not None and tail is None:
        text, parts = "how many of " + text[lead.end():], ["pct"]
    elif tail is not None and lead is None:
        of = tail["of"] or ""
        if of and not rx.fullmatch(r"(?:the\s+)?(?:[\w']+\s+){0,3}?" + _SIDE, of):
            return None
        text, parts = text[:tail.start()], ["count", "pct"]
    elif lead is None and tail is None:
        parts = ["count"]
    else:
        return None
    o = _read_one(text, as_of)
    if o is None:
        return None
    if tail is not None and tail["of"]:
        said = _periods(tail["of"], as_of)
        if said and not _same(said, [o.first]):
            return None
    if label_periods and not _same(label_periods, [o.first] + ([o.second] if o.second else [])):
        return None
    return Retention(tuple((p, o) for p in parts))


def _lost_and_gained(text: str, as_of: date) -> Retention | None:
    """"from April to May, how many payers did we lose and how many did we gain": those of
    the first period not in the second, then those of the second not in the first."""
    m = rx.search(r"\bhow many\s+(?P<side>" + _SIDE + r")\s+(?:did\s+(?:we|they|you)\s+)?"
                  r"(?:lose|lost|churn|churned)\b(?P<p1>\s*\([^)]*\))?\s*,?\s+and\s+how many\s+"
                  r"(?:(?:new\s+)?(?:ones\s+|of\s+them\s+)?)?(?:did\s+(?:we|they|you)\s+)?"
                  r"(?:gain|gained|win|won|add|added)\b(?P<p2>\s*\([^)]*\))?", text)
    if m is None:
        return None
    rest = text[:m.start()] + text[m.end():]
    span = rx.fullmatch(r"\s*(?:going\s+)?(?:from|between)\s+(?P<a>[^,]+?)\s+(?:to|and|->)\s+"
                        r"(?P<b>[^,]+?)\s*,?\s*", rest)
    if span is None:
        return None
    b = _periods(span["b"], as_of)
    year = rx.search(r"\b20\d\d\b", span["b"])
    a_text = span["a"] if rx.search(r"\b20\d\d\b", span["a"]) or not year else \
        f"{span['a']} {year[0]}"
    a = _periods(a_text, as_of)
    if len(a) != 1 or len(b) != 1 or a[0].start is None or b[0].start is None:
        return None
    first, second = a[0], b[0]
    if first.start is not None and second.start is not None and first.start >= second.start:
        if _unit_of(first) != "month" or first.start.year != second.start.year:
            return None
        first = Period(date(first.start.year - 1, first.start.month, 1),
                       date(first.start.year - (first.start.month < 12), first.start.month % 12 + 1,
                            1), first.label)
    for said, order in ((m["p1"], (first, second)), (m["p2"], (second, first))):
        if said:  # "(paid in April, not in May)": must say the same
            inner = said.strip()[1:-1]
            if not rx.fullmatch(r"\s*(?:paid\s+)?in\s+[^,]+,?\s*(?:but\s+)?not\s+in\s+[^,]+",
                                inner):
                return None
            got = _periods(inner + (" " + year[0] if year and not rx.search(r"20\d\d", inner)
                                    else ""), as_of)
            if len(got) != 2 or not _same([got[0]], [order[0]]) or not _same([got[1]], [order[1]]):
                return None
    side = "recipient" if rx.match(r"recipient|merchant|seller|receiver|payee", m["side"]) \
        else "payer"
    return Retention((("count", Overlap(side, "only_first", first, second)),
                      ("count", Overlap(side, "only_first", second, first))))


#: "how many of last month's payers", "what % of the wallets that paid in ...", "of the
#: payers who ..., how many": a part of one period's payers
_SUBSET = re.compile(r"\b(?:(?:how\s+many|what\s+" + _PCT + r"|which\s+" + _PCT + r")\s+of\s+"
                     r"(?:the\s+|those\s+|these\s+)?(?:[\w']+\s+){0,4}?" + _SIDE + r"\b|^of\s+"
                     r"(?:the\s+|those\s+|these\s+)?" + _SIDE + r"\b)")
_AGAIN = re.compile(r"\b(?:also|again|came\s+back|come\s+back|returned|still|did\s+not|didn't|"
                    r"never|not|churn(?:ed)?|lost|retained|retention|reactivat\w*)\b")


def looks_like_overlap(question: str, as_of: date) -> bool:
    """A part of one period's payers asked in another period ("how many of last month's
    payers had also paid the month before") that no reader placed: refused, not answered
    as a count of one period."""
    text = question.lower().replace("\u2019", "'")
    if not (_SUBSET.search(text) and _AGAIN.search(text)):
        return False
    rel = rx.search(r"\b(?:(?:" + "|".join(_UNITS) + r"|\d+\s+days?)\s+(?:before|after|prior)|"
                    r"(?:previous|prior|preceding|following|next|subsequent)\s+(?:\d+\s+)?(?:"
                    + "|".join(_UNITS) + r"|days?))\b", text)
    return rel is not None or len(_periods(text, as_of)) >= 2
