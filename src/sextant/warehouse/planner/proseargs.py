"""A tool call an agent writes out in prose, said as the call it describes:

- "Calling get_metric with metric set to total_volume, facilitator set to x402rs and period set
  to March 2026." -> ``get_metric(metric=total_volume, facilitator=x402rs, period=March 2026)``
- "function: query_settlements; arguments: metric is unique payers, period is last 7 days"
- "Invoke count_settlements where facilitator = daydreams and month = 2026-04"

The function's name must be an identifier (``a_b`` or ``a.b``) and every argument a known key
with its value; the call is then read as any written call is (``planner.templated``), and
anything else is left as sent."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["plain_prose_call"]

_KEY = (r"(?:metrics?|facilitators?|period|month|window|time\s*frame|date\s+range|address|wallet|"
        r"role|limit|k|n|top|by|payer|recipient|year|quarter|from|to|start|end|group(?:ed)?\s+by|"
        r"(?:rank(?:ed)?|order(?:ed)?|sort(?:ed)?)\s+by|[a-z]+_[a-z_]+)")
_HEAD = re.compile(
    r"^\s*(?:(?:calling|call|invoke|invoking|run|running|execute|executing)\s+(?:the\s+)?(?:tool\s+|"
    r"function\s+)?|(?:tool|function)\s+call\s*:?\s*|(?:function|tool)\s*:\s*)(?P<name>[a-z][a-z0-9]*"
    r"(?:[_.][a-z0-9]+)+)\s*(?:[;,]?\s*(?:with\s+)?(?:the\s+)?(?:arguments|args|params|parameters)"
    r"\s*[:=]?|\s+with|\s+where)\s+(?P<args>\S.*?)\s*[.;]?\s*$", re.I | re.S)
_ITEM = re.compile(r"^(?P<k>" + _KEY + r")\s*(?:\s+set\s+to|=|:|\s+is|\s+equal\s+to|\s+equals|"
                   r"\s+of)?\s+(?P<v>\S.*?)$|^(?P<k2>" + _KEY + r")\s*=\s*(?P<v2>\S.*?)$", re.I)
_SPLIT = re.compile(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+(?=" + _KEY + r"\b)", re.I)


def plain_prose_call(question: str) -> str:
    """``name(k=v, ...)`` for a call said in prose (as sent otherwise)."""
    m = _HEAD.match(question)
    if m is None:
        return question
    args = []
    for part in _SPLIT.split(m["args"]):
        item = _ITEM.match(part.strip())
        if item is None:
            return question
        key = rx.sub(r"^(?:rank(?:ed)?|order(?:ed)?|sort(?:ed)?)\s+by$", "by",
                     (item["k"] or item["k2"]).strip().lower())
        value = (item["v"] or item["v2"]).strip().strip("\"'")
        if rx.search(r"[=(),]", value):
            return question
        args.append(rx.sub(r"\s+", "_", key) + "=" + value)
    return f"{m['name']}({', '.join(args)})"
