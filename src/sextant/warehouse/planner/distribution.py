"""How payment amounts are spread: percentiles, quartiles, the standard deviation and the
variance, read from a question's words.

Each reader takes its words out of the question's ``Text`` and returns the measures with
where each was asked: ``Measure("quantile", (p,))`` (an interpolated percentile, DuckDB's
``quantile_cont``), ``Measure("stddev")`` and ``Measure("variance")`` (sample ones),
``Measure("iqr")`` (the 75th less the 25th percentile) and ``Measure("range")`` (the largest
amount less the smallest).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Measure
from sextant.warehouse.planner.timephrases import MONTH_NAME
from sextant.warehouse.planner.words import Read, Words

#: the amount a spread is of ("payment amounts", "transaction value", "payment sizes")
_NOUN = r"(?:usdc\s+)?(?:payment|settlement|transaction|transfer|tx)s?"
AMOUNT = (r"(?:(?:" + _NOUN + r")\s+)?(?:amounts?|sizes?|values?)|(?:" + _NOUN + r")")


def _around(key: str) -> str:
    """``key`` with the amount it is of on either side ("payment amount p95", "the 90th
    percentile of payment sizes")."""
    return (r"\b(?:(?:the\s+)?(?:" + AMOUNT + r")\s+)?(?:" + key + r")\b(?:\s+(?:(?:of|for|in|on|"
            r"across)\s+)?(?:the\s+|all\s+)?(?:" + AMOUNT + r")\b)?")


_ORD = r"(?:st|nd|rd|th)?"
_PERCENTILE = (r"(?:the\s+)?(?:(\d{1,2}(?:\.\d+)?)" + _ORD + r"[\s-]*(?:percentile|pctile|"
               r"centile)|p(\d{1,2}(?:\.\d)?)|percentile\s+(\d{1,2}))")
_LISTED = (r"(?:the\s+)?(?:\d{1,2}(?:\.\d+)?" + _ORD + r"\s*(?:,\s*(?:and\s+|&\s+)?|\s+(?:and|&)"
           r"\s+)(?:the\s+)?)+\d{1,2}(?:\.\d+)?" + _ORD + r"[\s-]*(?:percentiles?|pctiles?|"
           r"centiles?)")
_QUARTILES = (r"(?:the\s+)?(?:(lower|first|1st|upper|third|3rd)(?:\s+(?:and|&)\s+(?:the\s+)?"
              r"(lower|first|1st|upper|third|3rd))?\s+quartiles?|(quartiles))")
_STDDEV = r"standard[\s-]+deviation|std\.?\s*dev|stdev|stddev|std"
_VARIANCE = r"variance"
#: "the top 10 % of payments start at": the amount above which that part lies
_TOP_PART = (r"\b(?:the\s+)?(top|bottom|largest|biggest|smallest)\s+(\d{1,2}(?:\.\d+)?)\s*(?:%|"
             r"percent|pct)(?:\s+of\s+(?:all\s+)?(?:the\s+)?(?:" + AMOUNT + r"))?")
_CUTOFF = (r"\b(?:start|starts|begin|begins|end|ends|stop|stops)\b(?:\s+(?:at|from)\b)?(?:\s+"
           r"what(?:\s+amount)?)?|\bwhere\s+(?:do|does|did)\b|\b(?:cut-?off|threshold|boundary|"
           r"floor|ceiling)\b|\bhow (?:big|large|small)\s+(?:does|do|must|should|would)\s+"
           r"(?:a\s+|the\s+)?(?:" + AMOUNT + r")\s+"
           r"(?:have|need)\s+to\s+be(?:\s+to\s+(?:land|be|get|make it|count|fall|sit)\s+in)?|"
           r"\bwhat amount\b")
#: a spread asked without naming its figure: read as the standard deviation
_SPREAD = (r"\bhow\s+(?:much|widely)\s+(?:do|does)\s+(?:the\s+)?(?:" + AMOUNT + r")\s+(?:vary|"
           r"differ|spread)\b|\bhow\s+(?:spread\s+out|dispersed|variable)\s+(?:are|is|were|was)\s+"
           r"(?:the\s+)?(?:" + AMOUNT + r")\b|\b(?:spread|dispersion|variability|volatility)\b"
           r"(?:\s+(?:of|in)\s+(?:the\s+)?(?:" + AMOUNT + r"))?")


#: a spread of something other than one payment's amount ("the p90 of daily volume", "gas
#: price standard deviation"): the words around the figure's name
_OTHER = (r"(?:gas|fees?|prices?|daily|weekly|monthly|hourly|volumes?|counts?|latency|times?|"
          r"ages?|balances?|durations?)")
_OTHER_BEFORE = r"\b" + _OTHER + r"\s*$"
_OTHER_NEXT = r"^\s*(?:(?:of|in|for)\s+)?(?:the\s+|all\s+|each\s+)?" + _OTHER + r"\b"
_OTHER_AFTER = (r"^\s*(?:of|in)\s+(?:the\s+|all\s+|each\s+)?(?!(?:" + MONTH_NAME + r"|last|this|"
                r"past|previous|q[1-4]|\d|today|yesterday|ytd)\b)([a-z]+(?:\s+[a-z]+)?)")

#: "payments above the 90th percentile": a bound set by the figure, not the figure
_BOUND_BEFORE = (r"\b(?:above|over|below|under|beneath|than|exceed(?:s|ed|ing)?|beyond|past|"
                 r"outside|inside|within)\s*(?:the\s+)?$|[<>]=?\s*$")


def _p(text: str) -> str:
    return str(Decimal(text) / 100)


def _of_other(t: Words, m: re.Match[str]) -> str | None:
    """The other thing a spread's name is of, when it is not a payment's amount."""
    if rx.match(_OTHER_NEXT, t.rest[m.end():]):
        return f"'{m[0].strip()}' of another figure (a spread is of payment amounts only)"
    after = rx.match(_OTHER_AFTER, t.rest[m.end():])
    if after:
        return f"'{m[0].strip()} of {after[1]}' (a spread is of payment amounts only)"
    if rx.search(_OTHER_BEFORE, t.rest[:m.start()]):
        return f"'{m[0].strip()}' of another figure (a spread is of payment amounts only)"
    if rx.search(_BOUND_BEFORE, t.rest[:m.start()]):
        return f"a bound set by '{m[0].strip()}' (payments above or below a figure)"
    return None


_BIG = r"(?:biggest|largest|max(?:imum)?|highest)"
_SMALL = r"(?:smallest|lowest|min(?:imum)?|tiniest)"
#: the largest amount less the smallest ("the spread between the biggest and the smallest
#: payment", "the range of payment amounts")
_RANGE = (r"\b(?:the\s+)?(?:spread|difference|gap|range)\s+between\s+(?:the\s+)?" + _BIG + r"(?:\s+"
          r"(?:" + AMOUNT + r"))?\s+and\s+(?:the\s+)?" + _SMALL + r"(?:\s+(?:" + AMOUNT + r"))?|"
          r"\b(?:the\s+)?(?:amount|payment|size)\s+range\b|\b(?:the\s+)?range\s+(?:of|in)\s+(?:the\s+)?"
          r"(?:payment\s+)?(?:amounts|sizes|payments|settlements)\b")
#: how a percentile is taken, said beside it: the interpolated one is the one read
#: ("(continuous, i.e. linearly interpolated)", "(linear interpolation between neighbouring
#: values)"); "discrete" or "nearest rank" is not, and is left unplaced
_QUAL = r"(?:continuous|cont|linear|linearly|interpolated|interpolation)\b[\s,.]*"
_QUAL_FILL = (r"(?:i\.?\s?e\.?|that\s+is|using|with|by|between|neighbou?ring|adjacent|values|"
              r"the|method)\b[\s,.]*")
_INTERPOLATED = (r",?\s*\(?\s*,?\s*(?:" + _QUAL_FILL + r")*" + _QUAL + r"(?:" + _QUAL + r"|"
                 + _QUAL_FILL + r")*\)?")
#: the third quartile less the first ("the interquartile range (75th minus 25th percentile)")
_IQR = r"inter-?\s?quartile\s+range|iqr"
#: its definition said beside it: "(75th minus 25th percentile)"
_IQR_SAID = (r"\(?\s*(?:the\s+)?\b(?:75th|p75|q3|third quartile)\s*(?:percentile\s*)?(?:minus|"
             r"less|-)\s*(?:the\s+)?(?:25th|p25|q1|first quartile)\b\s*(?:percentile\b\s*)?\)?")


def _taken(t: Words, pattern: str, odd: list[str]) -> Iterator[re.Match[str]]:
    """Each match of ``pattern`` that is of a payment's amount, taken out of ``t``; one of
    another figure is taken too, and noted in ``odd``."""
    while m := t.find(pattern):
        other = _of_other(t, m)
        t.take(m.start(), m.end())
        if other:
            odd.append(other)
        else:
            yield m


def read_spread(t: Words) -> Read:
    """The spread measures asked for."""
    out: list[tuple[int, Measure]] = []
    said: list[str] = []
    odd: list[str] = []
    if t.find(r"\b(?:" + _IQR + r")\b"):
        t.pop(_IQR_SAID)
    for pattern, kind in ((_around(_IQR), "iqr"), (_RANGE, "range")):
        out += [(m.start(), Measure(kind)) for m in _taken(t, pattern, odd)]
    for m in _taken(t, _around(_LISTED), odd):  # "the 25th, 50th and 75th percentiles"
        values = rx.findall(r"(\d{1,2}(?:\.\d+)?)" + _ORD, m[0])
        out += [(m.start() + i, Measure("quantile", (_p(v),))) for i, v in enumerate(values)
                if 0 < Decimal(v) < 100]
    for m in _taken(t, _around(_PERCENTILE), odd):
        inner = rx.search(_PERCENTILE, m[0])
        assert inner is not None
        value = inner[1] or inner[2] or inner[3]
        if 0 < Decimal(value) < 100:
            out.append((m.start(), Measure("quantile", (_p(value),))))
    for m in _taken(t, _around(_QUARTILES), odd):
        inner = rx.search(_QUARTILES, m[0])
        assert inner is not None
        if inner[3]:
            ps = ["0.25", "0.5", "0.75"]
        else:
            ps = ["0.25" if w in ("lower", "first", "1st") else "0.75"
                  for w in (inner[1], inner[2]) if w]
        out += [(m.start() + i, Measure("quantile", (p,))) for i, p in enumerate(ps)]
    part = t.find(_TOP_PART)
    if part and t.find(_CUTOFF):
        t.take(part.start(), part.end())
        while t.pop(_CUTOFF):
            pass
        n = Decimal(part[2])
        p = (100 - n) if part[1] in ("top", "largest", "biggest") else n
        if 0 < p < 100:
            out.append((part.start(), Measure("quantile", (_p(str(p)),))))
            said.append(f"read '{part[0].strip()}' as the amount at the {p}th percentile")
    if any(x.kind == "quantile" for _, x in out):
        while how := t.find(_INTERPOLATED):
            t.take(how.start(), how.end())
    for pattern, kind in ((_STDDEV, "stddev"), (_VARIANCE, "variance")):
        out += [(m.start(), Measure(kind)) for m in _taken(t, _around(pattern), odd)]
    spread = t.find(_SPREAD)
    if spread:
        other = _of_other(t, spread)
        t.take(spread.start(), spread.end())
        if other:
            odd.append(other)
        elif rx.fullmatch(r"spread|gap", spread[0].strip(), re.I) and rx.search(
                r"\b(?:vs\.?|versus|each|between|both|compar\w*|against)\b", t.rest, re.I):
            # "Coinbase vs PayAI: settlements for each and the spread": the two figures'
            # difference, or the spread of the amounts?
            odd.append(f"'{spread[0].strip()}' beside two figures compared (their difference, "
                       "or the spread of payment amounts?)")
        elif not any(x.kind in ("stddev", "variance") for _, x in out):
            out.append((spread.start(), Measure("stddev")))
            said.append(f"read '{spread[0].strip()}' as the standard deviation of the amounts")
    return Read(out, said, odd)
