"""Tool calls an agent says in prose:

- around the question: "Tool call get_distinct_recipients with the period argument set to last
  month: how many ...?" (the tool's name only when the question says its words again), "Tool args
  in prose: facilitator heurist, period year to date, rank recipients by volume, return the top
  2" (each argument a scope: a period, a facilitator of ``names``, a payer or recipient address);
  and a ranking said as an instruction ("rank payers by volume, return the top 3") as "top 3
  payers by volume" (``plain_tool_prose``);
- as the whole request: "Calling get_metric with metric set to total_volume, facilitator set to
  x402rs and period set to March 2026." -> ``get_metric(metric=total_volume, facilitator=x402rs,
  period=March 2026)``, "Invoke count_settlements where facilitator = daydreams and month =
  2026-04", read then as any written call is (``planner.templated``; ``plain_prose_call``: the
  function's name an identifier, every argument a known key with its value).

Anything else is left as sent (and refused for the words no reader takes). Pure text to text."""

from __future__ import annotations

import re
from collections.abc import Iterable

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.structured import _constraint

__all__ = ["plain_prose_call", "plain_tool_prose"]

_KEY = (r"(?P<k>period|window|time\s*frame|timeframe|time\s+range|date\s+range|facilitator|payer|"
        r"sender|recipient|payee)")
#: "Tool call get_x with the period argument set to last month: ..."
_CALL = re.compile(r"^\s*(?:tool|function)\s+call\s+(?P<name>[a-z][\w.-]*)\s+with\s+"
                   r"(?P<args>[^:?]+?)\s*:\s*(?P<q>\S.*)$", re.I | re.S)
_CALL_ARG = re.compile(r"(?:the\s+)?" + _KEY + r"\s+(?:argument|arg|parameter|param|field)\s+"
                       r"(?:set\s+to|=|as|of|being)\s+(?P<v>\S.*)", re.I)
#: "Tool args in prose: facilitator heurist, period year to date, ..."
_PROSE = re.compile(r"^\s*(?:tool\s+)?(?:args|arguments|params|parameters)(?:\s+(?:in|as)\s+"
                    r"(?:prose|words|plain\s+(?:english|text)))?\s*:\s*(?P<body>\S.*)$",
                    re.I | re.S)
_PROSE_ARG = re.compile(r"(?:the\s+)?" + _KEY + r"\s+(?:(?:argument|arg|parameter|param)\s+)?"
                        r"(?:set\s+to\s+|=\s*|:\s*|is\s+)?(?P<v>\S.*)", re.I)
#: words of a tool's name that only say it fetches something
_VERBS = {"get", "fetch", "query", "compute", "calc", "calculate", "lookup", "run", "tool", "x402",
          "read", "load", "find"}
#: a word of a tool's name said in the question's words
_SAID = {"distinct": r"distinct|unique|different|individual",
         "unique": r"distinct|unique|different",
         "count": r"count|how\s+many|number", "num": r"how\s+many|number|count",
         "total": r"total|sum|how\s+much", "sum": r"total|sum|how\s+much",
         "volume": r"volume|how\s+much|usdc", "usdc": r"usdc|volume|how\s+much",
         "avg": r"average|avg|mean", "average": r"average|avg|mean", "mean": r"average|avg|mean",
         "settlements": r"settlements?|payments?|transactions?",
         "payments": r"settlements?|payments?|transactions?"}
_ADDRESS = r"0x[0-9a-f]{40}"
#: "rank payers by volume, return the top 3": the ranking's words as a ranking says them
_RANK = re.compile(r"\brank\s+(?:the\s+)?(?P<who>payers|recipients|senders|payees)\s+by\s+"
                   r"(?P<by>[^,;.?]+?)\s*(?:,|;|\band\b)\s*(?:and\s+|then\s+)?(?:return|give|show|"
                   r"list|keep|report|output)\s+(?:me\s+)?(?:only\s+|just\s+)?the\s+top\s+"
                   r"(?P<n>\d{1,2})\b", re.I)


def _scope(key: str, value: str, names: list[str]) -> str | None:
    """An argument as the readers' scope words; None for a value not of its kind."""
    key, value = key.lower(), value.strip().rstrip(".").strip()
    if key.startswith(("facilitator",)):
        return f"through {value.lower()}" if value.lower() in names else None
    if key in ("payer", "sender", "recipient", "payee"):
        if not rx.fullmatch(_ADDRESS, value, re.I):
            return None
        return ("paid by " if key in ("payer", "sender") else "received by ") + value.lower()
    if "," in value or not rx.fullmatch(r"[a-z0-9 -]+", value, re.I):
        return None
    return _constraint(value)


def _name_said(name: str, question: str) -> bool:
    """Every word of the tool's name (its verbs aside) is said again by the question."""
    words = [w.lower() for w in rx.split(r"[_\-.]+|(?<=[a-z])(?=[A-Z])", name) if w]
    for w in words:
        if w in _VERBS:
            continue
        said = _SAID.get(w, re.escape(w.rstrip("s")) + r"(?:s|es)?")
        if not rx.search(r"\b(?:" + said + r")\b", question, re.I):
            return False
    return True


def _called(m: re.Match[str], names: list[str]) -> str | None:
    q = m["q"].strip()
    if not _name_said(m["name"], q):
        return None
    scopes = []
    for arg in rx.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m["args"].strip()):
        a = _CALL_ARG.fullmatch(arg.strip())
        s = _scope(a["k"], a["v"], names) if a else None
        if s is None:
            return None
        scopes.append(s)
    return rx.sub(r"\s*([?.!]?)\s*$", " " + " ".join(scopes) + r"\1", q, count=1)


def _prose(m: re.Match[str], names: list[str]) -> str | None:
    parts = [p.strip() for p in rx.split(r"\s*[,;]\s*", m["body"].strip().rstrip(".?! "))]
    scopes, asked = [], []
    for part in parts:
        a = _PROSE_ARG.fullmatch(part)
        if a is not None:
            s = _scope(a["k"], a["v"], names)
            if s is None:
                return None
            scopes.append(s)
        else:
            asked.append(part)
    if not scopes or not asked:
        return None
    return ", ".join(asked) + " " + " ".join(scopes)


def _ranked(m: re.Match[str]) -> str:
    return f"top {m['n']} {m['who'].lower()} by {m['by']}"


def plain_tool_prose(question: str, names: Iterable[str]) -> str:
    """``question`` without a tool call said in prose around it (its arguments as scope
    words) and with a ranking said as an instruction as a ranking; else as sent."""
    names = [n.lower() for n in names]
    q = question
    call = _CALL.match(q)
    if call is not None:
        q = _called(call, names) or q
    prose = _PROSE.match(q)
    if prose is not None:
        q = _prose(prose, names) or q
    return _RANK.sub(_ranked, q)


# ---------------------------------------------------------------- a call said as the request
_CALL_KEY = (r"(?:metrics?|facilitators?|period|month|window|time\s*frame|date\s+range|address|"
             r"wallet|role|limit|k|n|top|by|payer|recipient|year|quarter|from|to|start|end|"
             r"group(?:ed)?\s+by|(?:rank(?:ed)?|order(?:ed)?|sort(?:ed)?)\s+by|[a-z]+_[a-z_]+)")
_SAID_CALL = re.compile(
    r"^\s*(?:(?:calling|call|invoke|invoking|run|running|execute|executing)\s+(?:the\s+)?(?:tool\s+|"
    r"function\s+)?|(?:tool|function)\s+call\s*:?\s*|(?:function|tool)\s*:\s*)(?P<name>[a-z][a-z0-9]*"
    r"(?:[_.][a-z0-9]+)+)\s*(?:[;,]?\s*(?:with\s+)?(?:the\s+)?(?:arguments|args|params|parameters)"
    r"\s*[:=]?|\s+with|\s+where)\s+(?P<args>\S.*?)\s*[.;]?\s*$", re.I | re.S)
_CALL_ITEM = re.compile(r"^(?P<k>" + _CALL_KEY + r")\s*(?:\s+set\s+to|=|:|\s+is|\s+equal\s+to|"
                        r"\s+equals|\s+of)?\s+(?P<v>\S.*?)$|^(?P<k2>" + _CALL_KEY
                        + r")\s*=\s*(?P<v2>\S.*?)$", re.I)
_CALL_SPLIT = re.compile(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+(?=" + _CALL_KEY + r"\b)", re.I)


def plain_prose_call(question: str) -> str:
    """``name(k=v, ...)`` for a call said in prose (as sent otherwise)."""
    m = _SAID_CALL.match(question)
    if m is None:
        return question
    args = []
    for part in _CALL_SPLIT.split(m["args"]):
        item = _CALL_ITEM.match(part.strip())
        if item is None:
            return question
        key = rx.sub(r"^(?:rank(?:ed)?|order(?:ed)?|sort(?:ed)?)\s+by$", "by",
                     (item["k"] or item["k2"]).strip().lower())
        value = (item["v"] or item["v2"]).strip().strip("\"'")
        if rx.search(r"[=(),]", value):
            return question
        args.append(rx.sub(r"\s+", "_", key) + "=" + value)
    return f"{m['name']}({', '.join(args)})"
