"""A heading over a list of figures, as agents write a report request:

    Report request for December 2025. Return, in this order:
    - total settlements
    - distinct payers

The heading (a short line before the list, ending in a colon) names the scope every item is
asked in (a period, a facilitator, an address) among words that say only what kind of request
it is (report, summary, digest, sheet, audit, check, review, ...; a cadence, "weekly", that
agrees with the period; words the items say again, "Largest-payment audit" over "largest
payment amount"). It is said as "For December 2025:" and the items follow as they were. A
heading with any other word, or two periods, is left as sent (its words refuse the question).

A markdown table of the figures with an order column ("| figure | order |") is read as the
list in that order. A table to fill in (its cells blank or "?") is read as the question its
cells ask: rows of facilitators or addresses, or of periods, each with the figures its columns
name ("| facilitator | settlements | volume (USDC) |" over "| coinbase | | |"), or rows of
figures with one value column, in the scope the line around it says ("Fill in this table for
May 2026:"). A column naming no figure of the data ("fee revenue", "country"), an address
column on no side, or a line around it saying anything but a period and "fill in" leaves it
as sent (refused).

``item_variants``: the request with each item of its list left out, so that the planner can
refuse a list one of whose items it did not read (an item left out that changes nothing was
never read: never drop an item).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.structured import _constraint
from sextant.warehouse.planner.templated import metric_words
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

__all__ = ["item_variants", "plain_headed"]

#: a list item: a bullet or a number, and its text
_ITEM = re.compile(r"^\s*(?:(\d{1,2})[.)]|\((\d{1,2})\)|[-*\u2022+])\s+(\S.*?)\s*$")
_ADDRESS = r"0x[0-9a-f]{40}"
#: words that say what kind of request the heading makes, never which figure
_GENRE = {"report", "request", "digest", "summary", "sheet", "audit", "check", "review",
          "snapshot", "overview", "recap", "roundup", "brief", "briefing", "update", "dashboard",
          "refresh", "scorecard", "profile", "card", "memo", "note", "stats", "statistics",
          "kpi", "kpis", "metrics", "figures", "numbers", "pack", "export", "readout", "pulse",
          "status", "activity", "usage", "health", "fact", "facts", "data", "quick",
          "basic", "key", "core", "headline", "standard", "x402", "settlement", "settlements",
          "table", "list", "log"}
_CONNECTORS = {"for", "of", "on", "over", "during", "in", "the", "a", "an", "please", "period",
               "window", "scope", "time", "frame", "range", "and", "to", "date"}
#: a report's cadence: said again when the period is one calendar unit of it
_CADENCE = {"weekly": "week", "monthly": "month", "quarterly": "quarter", "daily": "day",
            "annual": "year", "yearly": "year"}
#: words a heading may not pass as the items' topic: they would scope or pick a figure
_SCOPING = {"paid", "received", "sent", "payer", "payers", "recipient", "recipients", "sender",
            "senders", "excluding", "except", "without", "not", "no", "over", "under", "above",
            "below", "least", "most", "new", "top", "only", "each", "per", "by", "vs",
            "versus", "compared", "both", "either", "between"}
#: the lead-in closing a heading ("Return, in this order", "Figures in order", "Please list")
_LEAD = re.compile(
    r"(?:^|(?<=[.;,!])\s*|\s+(?=(?:in\s+(?:this\s+|the\s+following\s+)?order|please)\b))"
    r"(?:please\s+)?(?:(?:return|give|list|provide|report|show|send|include|compute|fetch|"
    r"need(?:ed)?|want(?:ed)?|required|requested)(?:\s+me)?(?:\s*,)?(?:\s+(?:the\s+following|"
    r"these|following))?(?:\s+(?:figures|numbers|metrics|values|fields|items|stats|kpis|"
    r"bullets|lines|points))?|(?:figures|numbers|metrics|values|fields|items|bullets|stats|"
    r"kpis|lines|points)(?:\s+(?:needed|wanted|required|requested|below))?)?(?:\s*,?\s*(?:in\s+"
    r"(?:this\s+|the\s+following\s+|that\s+)?order|as\s+follows|below))?\s*:\s*$", re.I)
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
#: a lead-in counting the figures ("I need four figures:"): only over that many items
_COUNTED = re.compile(r"(?:^|(?<=[.;,!])\s*|\s+)(?:i\s+need|i'd\s+like|we\s+need)\s+(?:the\s+"
                      r"following\s+|these\s+)?(\d|" + "|".join(_NUMBER_WORDS) + r")\s+"
                      r"(?:figures|numbers|values|metrics|items|stats)(?:\s*,?\s*in\s+(?:this\s+)?"
                      r"order)?\s*:\s*$", re.I)


# ------------------------------------------------------------------ tables


def _cells(line: str) -> list[str] | None:
    s = line.strip()
    if not (s.startswith("|") and s.endswith("|") and len(s) > 2):
        return None
    return [c.strip() for c in s[1:-1].split("|")]


def _table(text: str) -> str:
    """A markdown table of figures with an order column, as the list in that order."""
    lines = text.split("\n")
    rows = [(i, _cells(line)) for i, line in enumerate(lines)]
    at = [i for i, c in rows if c is not None]
    if len(at) < 4 or at != list(range(at[0], at[-1] + 1)) or (
            at[-1] != len(lines) - 1 and any(line.strip() for line in lines[at[-1] + 1:])):
        return text
    head, rule, *body = [c for _, c in rows if c is not None]
    if not all(rx.fullmatch(r":?-{3,}:?", c) for c in rule) or len(head) != 2 or \
            any(len(r) != 2 for r in body):
        return text
    names = [h.lower() for h in head]
    order = next((j for j, h in enumerate(names) if h in ("order", "#", "position", "rank",
                                                          "no", "no.", "n")), None)
    if order is None or names[1 - order] not in ("figure", "figures", "metric", "metrics",
                                                 "value", "item", "field", "kpi", "stat"):
        return text
    try:
        ranks = [int(r[order]) for r in body]
    except ValueError:
        return text
    if sorted(ranks) != list(range(1, len(body) + 1)):
        return text
    items = [r[1 - order] for _, r in sorted(zip(ranks, body, strict=True))]
    return "\n".join(lines[:at[0]] + [f"- {i}" for i in items])


#: a cell left for the answer
_BLANK = r"|\?+|-+|\u2014|\u2026|\.{3}|tbd|n/?a|x+|_+"
#: the words around a table to fill in that ask only that
_FILL = re.compile(r"\b(?:please|kindly|fill(?:\s+(?:in|out))?|complete|populate|this|the|these|"
                   r"table|tables|sheet|grid|blanks?|empty|missing|cells?|values?|columns?|rows?|"
                   r"below|above|following|for|in|it|them|out|facilitators?|addresses|wallets?|"
                   r"thanks|thank\s+you)\b|[\s.,:;!()\-\u2013\u2014]", re.I)
_ROW_KINDS = {"facilitator": "facilitator", "facilitators": "facilitator", "name": "facilitator",
              "address": "address", "wallet": "address", "account": "address",
              "payer": "payer", "sender": "payer", "recipient": "recipient", "payee": "recipient",
              "merchant": "recipient", "period": "period", "month": "period",
              "quarter": "period", "week": "period", "day": "period", "date": "period",
              "metric": "figure", "figure": "figure", "kpi": "figure", "stat": "figure",
              "measure": "figure", "item": "figure"}
_VALUE_COLUMNS = ("value", "values", "figure", "result", "answer", "amount", "number")


def _blank_table(text: str, as_of: date, names: list[str]) -> str:
    """A table whose cells are left to fill in, as the question they ask; ``text`` as sent
    when any part of it is not read."""
    lines = text.split("\n")
    at = [i for i, line in enumerate(lines) if _cells(line) is not None]
    if len(at) < 3 or at != list(range(at[0], at[-1] + 1)):
        return text
    head, rule, *body = [c for c in (_cells(lines[i]) for i in at) if c is not None]
    if not all(rx.fullmatch(r":?-+:?", c) for c in rule) or len(head) < 2 or \
            any(len(r) != len(head) or not r[0] for r in body) or not all(head) or \
            not all(rx.fullmatch(_BLANK, c, re.I) for r in body for c in r[1:]):
        return text
    around = " ".join(lines[:at[0]] + lines[at[-1] + 1:])
    try:
        periods = find_periods(around.lower(), as_of)
    except (ValueError, PeriodOutOfRange):
        return text
    bare = around.lower()
    for f in reversed(periods):
        bare = bare[:f.start] + " " + bare[f.end:]
    if _FILL.sub("", bare).strip() or len(periods) > 1 or not rx.search(
            r"\b(?:fill|complete|populate)\b", around, re.I):
        return text
    scope = _constraint(around[periods[0].start:periods[0].end]) if periods else ""
    kind = _ROW_KINDS.get(rx.sub(r"\s*\(.*\)$", "", head[0].lower().strip()))
    keys = [r[0].strip().strip("`*") for r in body]
    if kind == "figure":
        if len(head) != 2 or head[1].lower() not in _VALUE_COLUMNS:
            return text
        columns = keys
    else:
        columns = [rx.sub(r"\s*\((?:usdc|usd|\$)\)\s*$", "", h, flags=re.I) for h in head[1:]]
    read = [metric_words(c) for c in columns]
    said = [m for m in read if m is not None]
    if kind is None or len(said) != len(read):
        return text
    roles = {r for _, r in said if r} | ({kind} if kind in ("payer", "recipient") else set())
    figures = " and ".join(w for w, _ in said if w)
    if kind == "figure":
        return f"{figures} {scope}".strip() + "?"
    if kind == "period":
        if scope or roles:
            return text  # a period beside the rows' periods, or a side of no address
        listed = ", ".join(keys[:-1]) + " and " + keys[-1] if len(keys) > 1 else keys[0]
        return f"{figures} in {listed} respectively?"
    if kind == "facilitator":
        if roles or not all(k.lower() in names for k in keys):
            return text
        rows = [f"for {k.lower()}" for k in keys]
    else:
        if len(roles) != 1 or not all(rx.fullmatch(_ADDRESS, k, re.I) for k in keys):
            return text  # an address on no side (its payments sent or received?), or on two
        verb = "paid" if roles == {"payer"} else "received"
        rows = [f"{verb} by {keys[0].lower()}", *(f"by {k.lower()}" for k in keys[1:])]
    listed = ", ".join(rows[:-1]) + " and " + rows[-1] if len(rows) > 1 else rows[0]
    each = ", each" if len(rows) > 1 else ""
    return f"{figures} {listed} {scope}".strip() + f"{each}?"


# ------------------------------------------------------------------ the list and its heading


def _list(lines: list[str], colon: bool = True) -> tuple[int, int] | None:
    """The first and past-the-last line of the list closing ``lines`` (two items or more,
    numbered 1, 2, ... when numbered), under a line (ending in a colon when ``colon``)."""
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    start = end
    while start and _ITEM.match(lines[start - 1]):
        start -= 1
    if end - start < 2 or not start or (colon and not lines[start - 1].rstrip().endswith(":")):
        return None
    numbers = [m[1] or m[2] for m in (_ITEM.match(line) for line in lines[start:end]) if m]
    if any(numbers) and numbers != [str(n) for n in range(1, end - start + 1)]:
        return None
    return start, end


def _same_unit(unit: str, start: date | None, end: date | None) -> bool:
    if start is None or end is None:
        return False
    if unit == "day":
        return (end - start).days == 1
    if unit == "week":
        return start.weekday() == 0 and (end - start).days == 7
    months = (end.year - start.year) * 12 + end.month - start.month
    want = {"month": 1, "quarter": 3, "year": 12}[unit]
    return start.day == 1 and end.day == 1 and months == want and (
        unit != "quarter" or start.month % 3 == 1) and (unit != "year" or start.month == 1)


class _TwoPeriods(Exception):
    """A heading naming two periods over its list."""


def _scope(heading: str, items: str, as_of: date, names: list[str]) -> str | None:
    """The heading's scope as the readers' words ("December 2025", "x402rs, all time"), or
    None when the heading says anything else."""
    low = heading.lower().strip()
    # "(ending today)": the window the period names ends today (checked below)
    today = rx.search(r"[(,]?\s*\b(?:ending|up\s+to|through)\s+(?:and\s+including\s+)?today"
                      r"\s*\)?", low)
    if today is not None:
        low = low[:today.start()] + " " + low[today.end():]
    low = rx.sub(r"\b(?:rolling|trailing)\s+(\d{1,3})[- ]days?\b", r"last \1 days", low)
    low = rx.sub(r"\b(\d{1,3})[- ]days?\s+(?:rolling|trailing)\b", r"last \1 days", low)
    try:
        found = find_periods(low, as_of)
    except (ValueError, PeriodOutOfRange):
        return None
    pieces: list[tuple[int, str]] = []
    rest = low
    spans = {(f.period.start, f.period.end) for f in found}
    period = found[0].period if found else None
    narrowed = False
    if len(spans) == 2 and len(found) == 2:  # "May 2026, first half only (May 1-15)"
        if any(f.period.start is None or f.period.end is None for f in found):
            raise _TwoPeriods
        outer, inner = sorted(found, key=lambda f: -((f.period.end or date.max) - (
            f.period.start or date.min)).days)
        a, b, c, d = outer.period.start, outer.period.end, inner.period.start, inner.period.end
        between = low[min(outer.end, inner.end):max(outer.start, inner.start)]
        if a is None or b is None or c is None or d is None or not (a <= c < d <= b) or \
                not rx.search(r"\(\s*$", low[:inner.start]):
            raise _TwoPeriods
        half = rx.search(r"\b(first|second|1st|2nd)\s+half(?:\s+only)?\b", between)
        days, whole = (d - c).days, (b - a).days
        if half is None or abs(2 * days - whole) > 1 or (
                c != a if half[1] in ("first", "1st") else d != b):
            raise _TwoPeriods
        rest = rest[:outer.start] + " " * (outer.end - outer.start) + rest[outer.end:]
        at = min(outer.end, inner.end) + half.start()
        rest = rest[:at] + " " * len(half[0]) + rest[at + len(half[0]):]
        rest = rest[:inner.start] + " " * (inner.end - inner.start) + rest[inner.end:]
        last = d - timedelta(days=1)
        pieces.append((inner.start, f"from {c.isoformat()} to {last.isoformat()}"))
        found, period, narrowed = [], inner.period, True
    elif len(spans) > 1:
        raise _TwoPeriods  # which one is every item's?
    for f in found:
        said = low[f.start:f.end]
        after = rx.match(r"\s+(?:so\s+far|to\s+date)\b", low[f.end:])
        if after:
            said += after[0]
        pieces.append((f.start, said))
        rest = rest[:f.start] + " " * (len(said)) + rest[f.start + len(said):]
    if period is not None and period.start is not None and period.end is not None:
        # "(ending today)" of a window that ends today; "(Monday to Sunday)" of a week
        if today is not None and period.end != as_of + timedelta(days=1):
            return None
        if _same_unit("week", period.start, period.end):
            rest = rx.sub(r"\(\s*(?:mon(?:day)?)\s*(?:to|-|\u2013|through)\s*(?:sun(?:day)?)"
                          r"\s*\)", " ", rest)
    elif today is not None:
        return None
    # "(divide by calendar days)": how a per-day figure is asked, said on with the scope
    for m in rx.finditer(r"\(\s*(?:please\s+)?divid(?:e|ed|ing)\s+by\s+(?:the\s+)?(?:number\s+of"
                         r"\s+)?calendar\s+days\s*\)", rest):
        pieces.append((m.start(), m[0]))
        rest = rest[:m.start()] + " " * len(m[0]) + rest[m.end():]
    if narrowed:  # "Mid-month check for May 2026, first half (May 1-15)"
        rest = rx.sub(r"\b(?:mid|half)[- ]month\b", " ", rest)
    for m in rx.finditer(r"\b(?:(?:for|of)\s+)?(?:(payer|recipient|sender|receiver|address|"
                         r"wallet|account)\s+)?(" + _ADDRESS + r")\b", rest):
        pieces.append((m.start(), f"{m[1]} {m[2]}" if m[1] else m[2]))
    rest = rx.sub(r"\b(?:payer|recipient|sender|receiver|address|wallet|account)?\s*" + _ADDRESS,
                  " ", rest)
    if names:
        named = r"\b(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + \
            r")\b"
        for m in rx.finditer(named, rest):
            pieces.append((m.start(), m[1]))
        if pieces and rx.search(named, rest):
            rest = rx.sub(named, " ", rest)
            rest = rx.sub(r"\bfacilitators?\b", " ", rest)
    if not pieces:
        return None
    told = set(rx.findall(r"[a-z0-9]+", items.lower()))
    pairs = set(rx.findall(r"(?=\b([a-z]+\s+[a-z]+))", items.lower()))
    words = rx.findall(r"[a-z0-9$%]+", rest)
    for i, word in enumerate(words):
        if word in _SCOPING and i + 1 < len(words) and f"{word} {words[i + 1]}" in pairs:
            continue  # "per day" said again by the items
        if word in _GENRE or word in _CONNECTORS:
            continue
        unit = _CADENCE.get(word)
        if unit is not None and period is not None and _same_unit(unit, period.start,
                                                                   period.end):
            continue
        if word in told and word not in _SCOPING and not word.isdigit():
            continue  # "Largest-payment audit" over "largest payment amount"
        return None
    if rx.search(r"[^\w\s,.:;()\-\u2013\u2014/]", rest):
        return None
    said_first = sorted(pieces)
    return ", ".join(p for _, p in said_first).replace(", (", " (")


def plain_headed(text: str, as_of: date, names: list[str]) -> tuple[str, list[str]]:
    """``text`` with a heading over its list said as the scope of every item ("For
    December 2025:"), and a table of figures with an order column as that list; and what
    the heading says that no item can be answered in (two periods; "I need three figures"
    over two items)."""
    text = _table(_blank_table(text, as_of, names))
    lines = text.split("\n")
    span = _list(lines)
    if span is None:
        return text, []
    start, end = span
    heading = " ".join(line.strip() + ("" if rx.search(r"[.:;!?,\-\u2013\u2014]$", line.strip())
                                       else ".") for line in lines[:start] if line.strip())
    if not heading:
        return text, []
    counted = _COUNTED.search(heading)
    if counted is not None:
        n = counted[1].lower()
        if _NUMBER_WORDS.get(n, int(n) if n.isdigit() else 0) != end - start:
            return text, [f"'{counted[0].strip()}' over {end - start} items"]
        head = heading[:counted.start()]
    else:
        lead = _LEAD.search(heading)
        head = heading[:lead.start()] if lead is not None else heading.rstrip()[:-1]
    items = " ".join(m[3] for m in (_ITEM.match(line) for line in lines[start:end]) if m)
    try:
        scope = _scope(head.strip(" .,;:-"), items, as_of, names)
    except _TwoPeriods:
        return text, ["two periods in the heading over the list (which is every item's?)"]
    if scope is None:
        return text, []
    return "\n".join([f"For {scope}:", *lines[start:end], *lines[end:]]), []


def _kept(lines: list[str], start: int, end: int, keep: list[int]) -> str:
    """``lines`` with only the items ``keep`` of the list at ``start:end`` (numbered again;
    one item said after the lead-in, as a sentence)."""
    kept: list[str] = []
    for j in keep:
        m = _ITEM.match(lines[j])
        assert m is not None
        if m[1] or m[2]:
            n = len(kept) + 1
            kept.append(f"{n}. {m[3]}" if m[1] else f"({n}) {m[3]}")
        else:
            kept.append(lines[j])
    if len(kept) == 1:
        one = _ITEM.match(kept[0])
        assert one is not None
        return "\n".join([*lines[:start - 1], f"{lines[start - 1].rstrip()} {one[3]}",
                          *lines[end:]])
    return "\n".join(lines[:start] + kept + lines[end:])


def item_variants(text: str) -> list[tuple[str, str, str]]:
    """Each item of the list closing ``text`` (or its table), under any line, with ``text``
    without it and ``text`` with it alone; none when ``text`` holds no such list."""
    text = _table(text)
    lines = text.split("\n")
    span = _list(lines, colon=False)
    if span is None:
        return []
    start, end = span
    out = []
    for i in range(start, end):
        item = _ITEM.match(lines[i])
        assert item is not None
        others = [j for j in range(start, end) if j != i]
        out.append((item[3], _kept(lines, start, end, others), _kept(lines, start, end, [i])))
    return out
