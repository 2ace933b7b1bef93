"""Agent voice, round 2: what an agent writes around its question that is no part of it, said
as the plain question inside it:

- the service addressed by name ("Sextant, ...", "@Sextant ...", "Question for Sextant: ...");
- earlier turns of a conversation ("Earlier you returned 235 for last week. Now: ...",
  "Thanks, that matched my numbers. Next question: ...", "As a follow-up: ..."): set aside
  only when every word of the data in them is said again by the question, and the question
  refers to no earlier answer ("the same", "that", "again", ...);
- a plan's step ("Plan: 1. ... 2. ... Execute step 2: ...", "Step 3 of my plan: ...",
  "Executing step 2: ...", "Plan: (a) ..., (b) .... Now doing (a): ..."): the step's own
  words of the data must be said again by the question (other steps are not asked);
- a ReAct trace ("Thought: ...\\nAction: sextant_ask\\nAction Input: ..."): the input, when the
  tool's name says no more than asking and the thoughts' words of the data are said again;
- "Return exactly: 1) ... 2) ..." (the figures listed), "Return exactly one number: ...";
- ``key=value`` pairs in prose ("facilitator=coinbase period=May 2026"): ``key: value``;
  "min_amount" / "amount_over" keys as bounds;
- an inline numbered list "(1) ... (2) ..." or "(i) ... (ii) ...": a list "1) ... 2) ...";
- labels said with a dash ("Period - April 2026. Metric - count."); "quarter-to-date";
- clarifications in brackets that change nothing: "(UTC days)", "(calendar days)" beside a
  per-day figure, "(strictly greater)" beside "over", "(Mon-Sun, UTC)" beside a week,
  "(USDC on Base)" beside "x402 settlements", "(in USDC, not cents)";
- an imperative purpose before the question ("Profile the x402 market: ...", "Gauge
  activity: ...") whose words say nothing of the data, or only what the question says again;
- the spec's words for the data ("Per the x402 settlement records, ...").

Pure text to text; anything not matched is left as sent (and refused when no reader takes
it)."""

from __future__ import annotations

import json
import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.priorturns import plain_prior_result, scope_restated
from sextant.warehouse.planner.roleturns import plain_roles
from sextant.warehouse.planner.statedumps import plain_state_dump
from sextant.warehouse.planner.templated import untemplate
from sextant.warehouse.planner.templatesides import call_pairs
from sextant.warehouse.planner.toolprose import plain_prose_call

__all__ = ["plain_agent_turn"]

_ANAPHORA = re.compile(
    r"\b(?:same|that|those|these|this\s+one|it|its|them|they|their|again|also|too|instead|as\s+well|"
    r"above|previous(?:ly)?|prior|earlier|before|then|likewise|similarly|ditto|other|rest|"
    r"remaining|step|result|answer|figure\s+you)\b", re.I)


def _restated(context: str, ask: str, names: list[str], as_of: date) -> bool:
    from sextant.warehouse.planner.chatter import _no_data
    from sextant.warehouse.planner.framing import _restated as said_again

    if rx.search(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b", ask, re.I):
        context = rx.sub(r"\bcount(?:s|ed|ing)?\b", " ", context, flags=re.I)
    # words of the conversation, never of the data ("my last request", "round 2", "from before")
    context = rx.sub(r"\b(?:my|our|your|the|that)\s+(?:last|previous|prior|earlier|first)\s+"
                     r"(?:request|"
                     r"question|query|call|answer|reply|message|turn|result)s?\b|\b(?:my|our|your|"
                     r"the)\s+(?:own\s+)?(?:numbers|figures|results?|answers?)\b|\b(?:round|turn|"
                     r"step|part)\s+\d+(?:\s+of\s+\d+)?\b|\bfrom\s+before\b", " ", context,
                     flags=re.I)
    return _no_data(context, names, as_of) or said_again(context, ask, names, as_of)


def _cap(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:]


# ---------------------------------------------------------------- the service by name

_VOCATIVE = re.compile(
    r"^\s*(?:(?:a\s+)?(?:question|request|query)\s+for\s+sextant\s*[:,\-\u2013\u2014]|@sextant\b\s*"
    r"[:,\-\u2013\u2014]?|(?:dear\s+|hey\s+|hi\s+|hello\s+|ok(?:ay)?\s+)?sextant\s*(?:,\s*please|"
    r"\s+please)?\s*[:,\-\u2013\u2014]+)\s*(?:please\s*[:,]?\s+)?", re.I)


def _vocative(q: str) -> str:
    m = _VOCATIVE.match(q)
    return _cap(q[m.end():]) if m and q[m.end():].strip() else q


# ---------------------------------------------------------------- earlier turns

_RESULT_NUMBER = re.compile(r"\b((?:returned|gave(?:\s+me)?|said|reported|told\s+me|answered|got|"
                            r"was|were|is|showed|came\s+back\s+with)\s+)[\d][\d,.]*\b", re.I)
_TURN = re.compile(
    r"^\s*(?:(?:earlier|previously|before|last\s+time|in\s+(?:your|the)\s+(?:last|previous)\s+"
    r"(?:answer|reply|response|turn))\b|you\s+(?:gave|returned|told|said|answered|reported|sent|"
    r"provided|showed)\b|(?:thanks|thank\s+you|great|ok(?:ay)?|got\s+it|perfect|noted|understood)"
    r"\b|(?:that|this|your\s+(?:last\s+)?(?:answer|result|figure))\s+(?:matched|matches|looks|"
    r"was|checks\s+out)\b|continuing\b|following\s+up\b|as\s+a\s+follow[- ]?up\b|follow[- ]?up\b|"
    r"(?:round|turn)\s+\d+\b(?!\s*(?:decimals?|dp|d\.p\.|places?|digits?|sig|significant)))", re.I)
_NEXT = re.compile(r"^\s*(?:and\s+)?(?:now|next(?:\s+(?:question|one|up|ask|request))?|new\s+"
                   r"question|then)\s*[:,\-\u2013\u2014]?\s*(?=\S)", re.I)


def _segments(q: str) -> list[str]:
    """Sentences and colon heads, each with its end mark."""
    return [s for s in rx.split(r"(?<=[.!:;])\s+|(?<=\?)\s+(?=[A-Z])|\n+", q) if s.strip()]


def _turns(q: str, names: list[str], as_of: date) -> str:
    segs = _segments(q)
    context: list[str] = []
    while len(segs) > 1 and _TURN.match(segs[0]) and not _NEXT.match(segs[0]):
        context.append(segs.pop(0))
    if not context:
        return q
    rest = " ".join(segs)
    nxt = _NEXT.match(rest)
    if nxt:
        rest = rest[nxt.end():]
    rest = rx.sub(r"^(?:i\s+(?:need|want|would\s+like)|give\s+me|please\s+give\s+me)\s+(?=the\b)",
                  "", rest, flags=re.I)
    said = _RESULT_NUMBER.sub(r"\1", " ".join(context))
    if _ANAPHORA.search(rest) or not _restated(said, rest, names, as_of):
        return q
    return _cap(rest)


# ---------------------------------------------------------------- a plan's step

_STEP_HEAD = re.compile(
    r"^\s*(?:(?:step\s+\d+\s+(?:is\s+)?(?:complete|done|finished)\.?\s*)?(?:(?:plan\s+)?step\s+\d+"
    r"(?:\s*(?:/|of)\s*\d+)?(?:\s+of\s+(?:my|the|our)\s+plan)?|next\s+step(?:\s+in\s+(?:my|the|our)"
    r"\s+plan)?|execut(?:e|ing)\s+step\s+\d+)\s*[:\-\u2013\u2014]+)\s*", re.I)
_PLAN = re.compile(r"^\s*plan\s*:\s*(?P<plan>.*?)\s*(?:\n\s*|(?<=[.;!?])\s+)(?:(?:now\s+)?"
                   r"(?:execut(?:e|ing)|doing|running|do)\s+(?:step\s+)?\(?(?P<n>[a-z0-9])\)?"
                   r"\s*[:\-\u2013\u2014]+)\s*(?P<ask>\S.*)$", re.I | re.S)


def _steps(plan: str) -> dict[str, str]:
    marks = list(rx.finditer(r"(?:^|(?<=\s)|(?<=\n))\(?([a-z]|\d{1,2})[.)]\s+", plan))
    out = {}
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(plan)
        out[m[1].lower()] = plan[m.end():end].strip(" ,;.\n")
    return out


def _plan(q: str, names: list[str], as_of: date) -> str:
    m = _PLAN.match(q)
    if m:
        step = _steps(m["plan"]).get(m["n"].lower())
        ask = m["ask"].strip()
        if step is None or _ANAPHORA.search(ask) or not _restated(step, ask, names, as_of):
            return q
        return _cap(ask)
    head = _STEP_HEAD.match(q)
    if head and q[head.end():].strip() and not _ANAPHORA.search(q[head.end():]):
        return _cap(q[head.end():])
    return q


# ---------------------------------------------------------------- a ReAct trace

_INPUT = re.compile(r"(?:^|\n)\s*action\s+input\s*:\s*(?P<ask>.+?)\s*$", re.I | re.S)
_TOOL_NAME = re.compile(r"^\s*action\s*:\s*(?P<tool>[\w.-]+)\s*$", re.I)
_ASKING = {"ask", "query", "sextant", "warehouse", "sql", "search", "lookup", "run", "call",
           "question", "x402", "data", "api", "settlements", "settlement", "tool", "stats", "get"}


#: a ReAct trace on one line: "Thought: ... Action: tool Action Input: ... Observation:"
_ONE_LINE_STEP = re.compile(r"\s+(?=(?:thought|action(?:\s+input)?|observation)\s*:)", re.I)


def _one_line(q: str) -> str:
    """A one-line trace as its lines; an empty "Observation:" after the input left out."""
    if "\n" in q or not rx.match(r"^\s*(?:thought|question)\s*:", q, re.I) or not rx.search(
            r"\baction\s+input\s*:", q, re.I):
        return q
    q = rx.sub(r"\s+observation\s*:\s*$", "", q, flags=re.I)
    return _ONE_LINE_STEP.sub("\n", q)


def _react(q: str, names: list[str], as_of: date) -> str:
    sent, q = q, _one_line(q)
    m = _INPUT.search(q)
    if m is None:
        return sent
    ask = m["ask"].strip()
    if "\n" in ask:
        return sent
    try:
        obj = json.loads(ask)
    except ValueError:
        obj = None
    if isinstance(obj, dict):
        vals = [v for k, v in obj.items() if k in ("question", "query", "q", "input", "text")]
        if len(obj) != 1 or len(vals) != 1 or not isinstance(vals[0], str):
            return sent
        ask = vals[0]
    elif isinstance(obj, str):
        ask = obj
    ask = ask.strip().strip("\"'\u201c\u201d").strip()
    context = []
    for line in q[:m.start()].splitlines():
        if not line.strip():
            continue
        tool = _TOOL_NAME.match(line)
        if tool:
            if not set(rx.split(r"[_.-]+", tool["tool"].lower())) <= _ASKING:
                return sent  # "Action: forecast_volume": the tool says more than asking
            continue
        head = rx.match(r"^\s*(?:thought|question|reasoning|observation)\s*:\s*(?P<t>.*)$", line,
                        re.I)
        if head is None and not rx.match(r"^\s*(?:plan\s+)?step\s+\d+\s*[:\-]", line, re.I):
            return sent
        context.append(head["t"] if head else line)
    said = " ".join(context)
    if not ask or _ANAPHORA.search(ask) or not (_restated(said, ask, names, as_of) or
                                                 scope_restated(said, ask, names, as_of)):
        return sent
    return _cap(ask)


# ---------------------------------------------------------------- answer forms, lists, labels

def _forms(q: str) -> str:
    # "Return exactly one number: X" (one figure); "Return exactly: 1) ... 2) ..."
    one = rx.match(r"^\s*return\s+exactly\s+(?:one|1|a\s+single)\s+(?:number|figure|value)\s*"
                   r"[:\-\u2013\u2014]\s*(?P<ask>\S.*)$", q, re.I | re.S)
    if one:  # one figure only: a second figure asked is refused (``planner.agentlabels``)
        return "Output: a single number. Question: " + one["ask"]
    q = rx.sub(r"\breturn\s+exactly\s+(?:two|three|four|[2-4])\s+(?:numbers|figures|values)\s*:",
               "Return:", q, flags=re.I)
    q = rx.sub(r"\breturn\s+exactly\s*:", "Return:", q, flags=re.I)
    q = rx.sub(r"^\s*return\s+exactly\s+(?=the\b)", "", q, flags=re.I)
    q = rx.sub(r"(?<=[,;]\s)return\s+exactly\s*(?=\d\))", "", q, flags=re.I)
    q = rx.sub(r"\breturn\s+exactly\s*(?=\d\))", "return: ", q, flags=re.I)
    return q


_ROMAN = {"i": "1", "ii": "2", "iii": "3", "iv": "4", "v": "5"}


def _inline_list(q: str) -> str:
    """"(1) a (2) b (3) c", "(i) a, (ii) b": "1) a 2) b 3) c", with a colon before the first."""
    for pat, key in ((r"\((\d)\)", lambda s: s), (r"\((i{1,3}|iv|v)\)", lambda s: _ROMAN[s]),
                     (r"\(([a-e])\)", lambda s: str(ord(s) - 96))):
        marks = list(rx.finditer(pat, q, re.I))
        if len(marks) < 2 or [key(m[1].lower()) for m in marks] != [
                str(i) for i in range(1, len(marks) + 1)]:
            continue
        out, last = [], 0
        for i, m in enumerate(marks):
            before = q[last:m.start()]
            if i == 0 and rx.search(r"\w\s*$", before):
                before = before.rstrip() + ": "
            out.append(before + f"{i + 1})")
            last = m.end()
        return "".join(out) + q[last:]
    return q


_LABEL_WORDS = (r"period|metric|measure|scope|figure|date\s+range|window|timeframe|time\s+frame|"
                r"facilitator|filter|output|question")


def _labels(q: str) -> str:
    q = rx.sub(r"(^|(?<=[.;|\n])\s*)(" + _LABEL_WORDS + r")\s+[-\u2013\u2014]\s+", r"\1\2: ", q,
               flags=re.I)
    q = rx.sub(r"\bquarter[- ]to[- ]date\b|\bqtd\b", "this quarter so far", q, flags=re.I)
    return q


# ---------------------------------------------------------------- key=value

_BOUND_KEYS = {"min_amount": "amount at least", "amount_min": "amount at least",
               "max_amount": "amount at most", "amount_max": "amount at most",
               "amount_over": "amount over", "amount_above": "amount over",
               "min_usdc": "amount at least", "amount_gt": "amount over", "amount_gte":
               "amount at least", "amount_under": "amount under", "amount_below": "amount under",
               "amount_lt": "amount under", "amount_lte": "amount at most"}


def _bound_keys(q: str) -> str:
    """YAML or prose "min_amount: 1" as "amount at least 1" (a bound, said in words)."""
    def one(m: re.Match[str]) -> str:
        return f"{m[1]}{_BOUND_KEYS[m[2].lower()]} {m[3]}"
    return rx.sub(r"(^|[\s,;])(" + "|".join(_BOUND_KEYS) + r")\s*[:=]\s*(\d+(?:\.\d+)?)\b", one,
                  q, flags=re.I | re.M)


def _key_values(q: str) -> str:
    q = _bound_keys(q)
    if call_pairs(q) is not None and untemplate(q)[1]:
        return q  # "top_payers(k=5, by=volume)": a call, read as a template's pairs
    # "key=value" written tight (never "degens = payments below ...": a definition)
    keys = list(rx.finditer(r"(?<![\w=<>!])([a-z][a-z_]*)=(?=[\w\"'\[])", q, re.I))
    if not keys or len(rx.findall(r"[a-z]+", q[:keys[0].start()], re.I)) < 2 or rx.fullmatch(
            r"\s*(?:reconciliation|recon|audit|ledger|check)\s+(?:line|row|entry|item|record)\s*:"
            r"\s*", q[:keys[0].start()], re.I):
        # pairs alone or under one label ("QUERY: metric=...", "Reconciliation line: ..."):
        # a template's
        return q
    out, last = [], 0
    alone = False
    sep = ""
    for i, m in enumerate(keys):
        end = keys[i + 1].start() if i + 1 < len(keys) else len(q)
        value = q[m.end():end]
        tail = ""
        stop = rx.search(r"[.?!](?:\s|$)|\s+and\s+(?=\w+\s*[=<>])", value)
        if stop:
            value, tail = value[:stop.start()], value[stop.start():]
        said_sep = value.rstrip()[-1:] if value.rstrip()[-1:] in (",", ";") else ""
        value = value.strip().rstrip(",;").replace("_", " ").strip("\"'")
        key = m[1].replace("_", " ")
        before = rx.sub(r"\s+where\s*$", ", ", q[last:m.start()], flags=re.I)
        if i > 0 and not rx.search(r"[,;:]\s*$|\band\s*$", before) and not before.strip():
            # the separator said is kept; pairs alone: one a line, as a template's
            before = f"{sep} " if sep else "\n" if alone else ", "
        sep = said_sep
        out.append(f"{before}{key}: {value}{tail}")
        last = end
    q = "".join(out) + q[last:]
    q = rx.sub(r"\b(amount)\s*(>=|<=|>|<)\s*(?=\d)", lambda m: {
        ">": "amount over ", ">=": "amount at least ", "<": "amount under ",
        "<=": "amount at most "}[m[2]], q)
    return q


# ---------------------------------------------------------------- brackets

def _brackets(q: str) -> str:
    per_day = rx.search(r"\b(?:per\s+day|daily\s+average|average\s+(?:daily|per\s+day)|a\s+day)\b",
                        q, re.I)
    if per_day:
        q = rx.sub(r"\s*\((?:utc\s+)?calendar\s+days\)|\s*\(utc(?:\s+calendar)?\s+days\)", "", q,
                   flags=re.I)
    q = rx.sub(r"\s*\(utc\s+days\)", " (UTC)", q, flags=re.I)
    q = rx.sub(r"(\b(?:over|above|more\s+than|greater\s+than)\s+\$?\d+(?:\.\d+)?\s*(?:usdc|usd|"
               r"dollars?)?)\s*\((?:strictly(?:\s+(?:greater|more|above))?(?:\s+than\s+\w+)?|"
               r"exclusive|not\s+inclusive)\)", r"\1", q, flags=re.I)
    q = rx.sub(r"(\bweek\s+of\s+[^()]{3,30}?)\s*\((?:mon(?:day)?\s*[-\u2013]\s*sun(?:day)?)"
               r"(?:\s*,\s*"
               r"utc)?\)", r"\1 (UTC)", q, flags=re.I)
    if rx.search(r"\b(?:number|count|how\s+many)\b", q, re.I) and not rx.search(
            r"\b(?:total|volume|sum|amounts?|values?|worth|average|avg|mean|median|largest|"
            r"smallest|biggest|max\w*|min\w*|how\s+much|inflow|outflow|spen[dt]|size)\b", q, re.I):
        # "settlements (USDC on Base): number ...": the settlements described, no unit of a
        # figure (a count asked, and no money figure)
        q = rx.sub(r"(\b(?:x402\s+)?(?:settlements?|payments?|transactions?|transfers?))\s*\("
                   r"(?:(?:in\s+)?usdc(?:\s+on\s+base)?|on\s+base)\)", r"\1", q, flags=re.I)
    q = rx.sub(r"\(\s*in\s+usdc\s*,\s*not\s+(?:cents|wei|micro-?usdc)\s*\)", "(in USDC)", q,
               flags=re.I)
    return q


# ---------------------------------------------------------------- a purpose first

_PURPOSE_VERB = (r"(?:profile|benchmark|assess|gauge|estimate|evaluate|monitor|understand|size|"
                 r"check|"
                 r"measure|quantify|track|audit|survey|map|scan|review|analy[sz]e|investigate|"
                 r"explore|compare|validate|verify|sanity[- ]check|study)")
_PURPOSE = re.compile(r"^\s*(?P<head>" + _PURPOSE_VERB + r"(?:\s+[\w'-]+){0,5}?)\s*:\s+"
                      r"(?P<ask>\S.*)$", re.I | re.S)


def _purpose(q: str, names: list[str], as_of: date) -> str:
    from sextant.warehouse.planner.agentheads import _size_restated

    m = _PURPOSE.match(q)
    if m is None or rx.search(r"0x[0-9a-f]", m["head"], re.I):
        return q
    head, ask = m["head"], m["ask"]
    sized = _size_restated(head, ask)
    if sized is not None:
        head = sized
    if rx.search(r"\b(?:whales?|large|big|high-value|micro\w*|small|tiny|dust)\b", head, re.I):
        return q  # a size the question does not say again
    if rx.search(r"\b(?:growth|trend|change|decline|drop|rise|concentration|share|"
                 r"market\s+share)\b",
                 head, re.I) and not rx.search(
            r"\b(?:change|grow|growth|compare|vs|versus|top|share|percent\w*|%|increase|decrease|"
            r"from\s+\S+(?:\s+\S+)?\s+to)\b", ask, re.I):
        return q  # a purpose that asks more than the question
    if not _restated(head, ask, names, as_of):
        return q
    return _cap(ask)


def _spec_words(q: str) -> str:
    # "Compute total volume for ...": the verb of an order, before the figure it names
    q = rx.sub(r"^\s*(?:please\s+)?(?:compute|calculate|fetch|retrieve|pull|report)\s+"
               r"(?=(?:the\s+)?"
               r"(?:total|number|count|average|mean|median|sum|volume|share|top|largest|smallest|"
               r"max(?:imum)?|min(?:imum)?|distinct|unique|daily)\b)", "", q, flags=re.I)
    return rx.sub(r"^\s*(?:per|according\s+to|from|using|based\s+on)\s+the\s+(?:x402\s+)?"
                  r"settlement\s+(?:records|data|warehouse|ledger)\s*[,:]\s*", "", q, flags=re.I)


def plain_agent_turn(question: str, as_of: date, names: list[str]) -> str:
    """``question`` without the agent's turns, plans, traces and labels (as sent when nothing
    is found)."""
    q = question.strip()
    q = plain_state_dump(q, names, as_of)  # "state = {'task': '...', 'step': 3}", A2A JSON-RPC
    q = plain_prose_call(q)  # "Calling get_metric with metric set to volume, period set to ..."
    q = plain_roles(q, names, as_of)  # "System: ... User: ...", "Be concise.", "CrewAI Task:"
    q = _vocative(q)
    q = plain_prior_result(q, names, as_of)  # "Previous result: {...}. Now: ..."
    q = _react(q, names, as_of)
    q = _plan(q, names, as_of)
    q = _react(q, names, as_of)  # "Plan step 2 - Action Input: ..."
    q = _turns(q, names, as_of)
    q = _vocative(q)
    q = _spec_words(q)
    q = _purpose(q, names, as_of)
    q = _forms(q)
    q = _inline_list(q)
    q = _labels(q)
    q = _key_values(q)
    q = rx.sub(r"(?m)^(\s*)(?:measure|figure|stat(?:istic)?)\s*:", r"\1metric:", q, flags=re.I)
    q = _brackets(q)
    q = q.strip()
    return q if q and rx.search(r"\w", q) else question
