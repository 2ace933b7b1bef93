"""Arguments an agent sends as bullet points beside its question, said as one question:

    Constraints:
    - facilitator: Coinbase
    - amount strictly over 1 USDC
    - month: November 2025
    Please return the number of matching settlements and their total USDC.

    - metric: settlement count
    - from: February 2026
    - to: March 2026
    - output: percent change
    What is it?

Each bullet is a ``key: value`` whose key is known (a period, its two ends, a list of periods,
a facilitator, the metric, the output, a unit, "also" a difference) or a condition said alone
("all time", "amount at least 0.5 USDC", "any facilitator"). The bullets' scope is said after
the question ("in that window" said as the window). A metric beside a question that asks
another figure, an unknown key, an output that is no figure the readers know or a unit other
than USDC leaves the request as sent (its words refuse it): nothing that changes the figure is
dropped. Pure text to text, before the other readers of blocks.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.structured import _constraint

__all__ = ["plain_bullets"]

_BULLET = re.compile(r"^\s*[-*\u2022]\s+(\S.*?)\s*$")
#: a line naming the bullets below it ("Constraints:", "Parameters:")
_HEADING = re.compile(r"^\s*(?:constraints|conditions|parameters|params|arguments|args|filters|"
                      r"inputs|scope|arguments\s+passed|tool\s+arguments)\s*:\s*$", re.I)
_PAIR = re.compile(r"([a-z][a-z _]{0,20}?)\s*:\s*(\S.*)", re.I)
_PERIOD_KEYS = ("window", "period", "time window", "timeframe", "time frame", "date range",
                "range", "lookback", "month", "quarter", "year", "week", "day", "date")
_ADDRESS = r"0x[0-9a-f]{40}"
#: a bound on the amount said alone ("amount strictly over 1 USDC", "amount >= 0.5")
_BOUND = (r"(?:amount|payment|payments|settlement\s+amount|value)\s*(?:is\s+|of\s+)?"
          r"(?:strictly\s+)?"
          r"(?P<op>over|above|more\s+than|greater\s+than|at\s+least|under|below|less\s+than|"
          r"at\s+most|>=|<=|>|<)\s*\$?(?P<n>\d+(?:\.\d+)?|\.\d+)\s*(?:usdc)?")
_OPS = {">=": "at least", "<=": "at most", ">": "over", "<": "under", "above": "over",
        "more than": "over", "greater than": "over", "below": "under", "less than": "under"}
#: how the bullets say a period of one unit, for the question's "in that month" (or quarter...)
_UNIT_SAID = {"month": r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
              "quarter": r"\bq[1-4]\b", "week": r"\bweek", "year": r"^\s*\d{4}\s*$"}
#: a question that asks only for the figure the bullets name
_GENERIC = (r"(?:question\s*:\s*)?(?:what\s+is\s+it|what'?s\s+it|what\s+is\s+the\s+(?:value|figure|"
            r"number|answer|result)|(?:please\s+)?(?:return|give|send|compute)\s+(?:me\s+)?(?:it|"
            r"(?:all\s+|both\s+)?(?:the\s+)?(?:(?:two|three|four)\s+)?(?:figures?|values?|numbers?|"
            r"results?|answer)))\s*[?.!]?")
#: the output asked of the metric over the periods "from" and "to"
_OUTPUTS = {"percent change": "percent change in", "percentage change": "percent change in",
            "% change": "percent change in", "change": "change in", "difference": "change in"}
#: a figure's kind, to tell whether the question asks the metric the bullets name
_KINDS = (("unique payers", r"\b(?:distinct|unique)\s+(?:payers?|senders?|buyers?)\b"),
          ("unique recipients", r"\b(?:distinct|unique)\s+(?:recipients?|receivers?|payees?)\b"),
          ("average", r"\b(?:average|avg|mean)\b"), ("median", r"\bmedian\b"),
          ("largest", r"\b(?:max(?:imum)?|largest|biggest)\b"),
          ("smallest", r"\b(?:min(?:imum)?|smallest)\b"),
          ("volume", r"\b(?:volume|usdc|sum|how\s+much|total\s+amount)\b"),
          ("count", r"\b(?:count|number|how\s+many)\b"))


def _kinds(text: str) -> set[str]:
    found: set[str] = set()
    for kind, said in _KINDS:
        if rx.search(said, text, re.I):
            found.add(kind)
            text = rx.sub(said, " ", text, flags=re.I)
    return found


def _free(bullet: str) -> str | None:
    """A condition said alone as the readers' scope words; "" for one that holds nothing
    ("any facilitator"); None for one this reading does not know."""
    low = bullet.lower().rstrip(".;")
    if rx.fullmatch(r"(?:any|all|every)\s+facilitators?|facilitators?\s*:?\s*(?:any|all)", low):
        return ""
    bound = rx.fullmatch(_BOUND, low)
    if bound:
        return f"of payments {_OPS.get(bound['op'], bound['op'])} {bound['n']} usdc"
    said = _constraint(bullet)
    if said != bullet or rx.match(r"(?:in|during|over|since|from|between)\s", low):
        return said
    return None


def plain_bullets(question: str) -> str:
    """``question`` said as one sentence when it holds a block of argument bullets (every one
    read), else as sent."""
    lines = [x for x in question.split("\n") if x.strip()]
    bullets = [m[1] for x in lines if (m := _BULLET.match(x))]
    if len(bullets) < 2:
        return question
    asked = [x.strip() for x in lines if not _BULLET.match(x) and not _HEADING.match(x)]
    if len(asked) != 1 or len(lines) != len(bullets) + len(asked) + sum(
            bool(_HEADING.match(x)) for x in lines):
        return question
    scopes: list[str] = []
    metric = output = also = start = end = ""
    for bullet in bullets:
        pair = _PAIR.fullmatch(bullet)
        if pair is None:
            said = _free(bullet)
            if said is None:
                return question
            scopes.append(said)
            continue
        key, value = pair[1].strip().lower(), pair[2].strip().rstrip(".;")
        low = value.lower()
        if key in _PERIOD_KEYS:
            scopes.append(_constraint(value))
        elif key in ("from", "to", "start", "end") and not rx.search(_ADDRESS, low):
            if (start if key in ("from", "start") else end):
                return question
            start, end = (value, end) if key in ("from", "start") else (start, value)
        elif key in ("periods", "months", "quarters") and not start:
            parts = [p for p in rx.split(r"\s*(?:,\s*then|,|\bthen\b|\band\b|;)\s*", value) if p]
            if len(parts) != 2:
                return question
            scopes.append(" and ".join(_constraint(p) for p in parts))
        elif key in ("metric", "measure", "figure") and not metric:
            metric = value
        elif key in ("facilitator", "facilitators", "via"):
            if low in ("all", "any", "every", "all facilitators", "any facilitator"):
                continue
            if not rx.fullmatch(r"[a-z][a-z0-9 _-]*", low):
                return question
            scopes.append(f"through {value}")
        elif key in ("payer", "from address", "sender") and rx.fullmatch(_ADDRESS, low):
            scopes.append(f"paid by {low}")
        elif key in ("recipient", "to address", "payee") and rx.fullmatch(_ADDRESS, low):
            scopes.append(f"received by {low}")
        elif key in ("unit", "units", "currency", "rounding", "precision"):
            if low not in ("usdc", "none", "no", "unrounded", "full", "full precision", "exact"):
                return question
        elif key in ("output", "return", "format") and not output:
            said = rx.sub(r"\s*,?\s*(?:unrounded|no\s+rounding|full\s+precision|exact)\s*$", "",
                          low)
            if said in ("", "number", "value", "a number", "one number", "integer"):
                continue
            if said not in _OUTPUTS:
                return question
            output = _OUTPUTS[said]
        elif key == "also" and rx.match(r"(?:the\s+)?(?:difference|change)\b", low) and not also:
            also = value
        else:
            return question
    if bool(start) != bool(end):
        return question
    if start:
        scopes.append(f"from {start} to {end}")
    elif output:
        return question  # a change asked with no two periods to take it between
    q = rx.sub(r"^\s*(?:question|query|ask)\s*:\s*", "", asked[0], flags=re.I)
    q = rx.sub(r"\bmatching\s+(?=settlements|payments|transactions)|\s+(?:that\s+)?match(?=\s*\?)",
               "", q, flags=re.I)
    if rx.fullmatch(_GENERIC, q, re.I):
        if not metric:
            return question
        q = f"{output} {metric}" if output else metric
    elif metric and (output or _kinds(metric) != _kinds(q) or not _kinds(q)):
        return question  # a metric beside a question asking something else: which is it?
    elif output:
        return question
    if also:
        scopes.append(f", and {also}")
    scope = " ".join(s for s in scopes if s)
    back = rx.compiled(r"\b(?:in|during|over|within|for)\s+(?:that|this|the\s+(?:given|above|"
                      r"specified|stated))\s+(?:window|period|range|time\s*frame|month|quarter|"
                      r"week|year)\b", re.I)
    said_back = back.search(q)
    if said_back and not also:
        unit = said_back[0].split()[-1].lower()
        if unit in _UNIT_SAID and not rx.search(r"\b" + unit + "|" + _UNIT_SAID[unit],
                                                " ".join(bullets), re.I):
            return question  # "in that week" over a month's bullets: which is it?
        return back.sub(lambda _: scope, q, count=1)
    return rx.sub(r"\s*([?.!]?)\s*$", lambda m: f" {scope}{m[1]}", q, count=1).replace(" ,", ",")
