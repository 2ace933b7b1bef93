"""The labels and parameters an agent writes around its question, said as a plain question:
a step of a plan ("Subtask 2 of 5:", "Step 3/4 -"), who is asking said as a role ("Treasury
agent, reconciliation pass.", "Heartbeat check from monitoring agent:", "Quarterly close
agent."), its purpose ("Purpose: sizing a buffer. Question: ..."), the name of a field
("Metric request:", "Required value:", "Output required:", "Input:"), a period given as a
parameter ("window = last 90 days.", "period=last quarter", a block of "key: value" lines
with "start:" and "end:") and the question's word for it ("in that quarter", "for the period
above"). A label or purpose holding a word of the data (a period, an address, a facilitator,
a figure) is set aside only when the question says that word again; otherwise it is left as
said (and refused). Pure text to text, before the framing is read."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.codeasks import _OUTPUT_LAST
from sextant.warehouse.planner.framing import _restated
from sextant.warehouse.planner.structured import _constraint

__all__ = ["plain_block", "plain_labels"]

#: "Subtask 2 of 5:", "Step 3/4 -", "(2/5)": the step of a plan the question is
_STEP = re.compile(r"^\s*\(?(?:sub-?task|step|part|task|item|query|question|request|check)\s*#?\s*"
                   r"\d{1,2}\s*(?:of|/)\s*\d{1,2}\s*\)?\s*[:.\-\u2013\u2014)]\s*(?=\S)", re.I)
_PERIOD_KEY = r"(?:period|window|time\s*window|time\s*frame|timeframe|date\s*range|lookback)"
#: the asker said as a role: a few words ending in what it is ("treasury agent", "nightly
#: reconciliation pass", "heartbeat check from monitoring agent")
_ROLE_NOUN = (r"(?:agents?|bots?|assistants?|jobs?|pass|run|check|sweep|cycle|daemon|worker|"
              r"monitor|watchdog|sentinel|watcher|tracker|alerter|probe|ping|heartbeat|cron|pipeline|"
              r"copilot|service|report|"
              # what the answer goes into, or where the question came from ("Board slide
              # headline:", "KPI tile.", "Support ticket.")
              r"headline|slide|deck|tile|memo|dashboard|widget|ticket|escalation|inquiry|enquiry|"
              # a review the asker does ("BD review:", "Sampling for audit:")
              r"review|audit|sampling|readout|recap)")
_ROLE = (r"(?:[a-z][a-z-]*\s+){0,3}?" + _ROLE_NOUN + r"(?:\s+(?:from|by|of|for)\s+(?:the\s+|a\s+|"
         r"an\s+|our\s+|my\s+)?(?:[a-z][a-z-]*\s+){0,2}?" + _ROLE_NOUN + r")?")
#: what the role's line is ("Agent step:", "Agent lookup:", "An AI assistant asks:")
_ROLE_ACT = r"(?:\s+(?:step|lookup|look-up|request|query|task|call|note|asks|says|writes|here))?"
_ROLE_HEAD = re.compile(r"^\s*(?P<head>" + _ROLE + r"(?:\s*,\s*" + _ROLE + r")?" + _ROLE_ACT
                        + r")\s*(?:[.:;]|"
                        r"\s[-\u2013\u2014]|,(?=\s*" + _PERIOD_KEY + r"\s*[=:]))\s+(?=\S)", re.I)
#: "Purpose: sizing a liquidity buffer. Question: ...": why it is asked, then the question
_PURPOSE = re.compile(r"^\s*(?P<head>(?:purpose|goal|reason|why|use\s+case|intent)\s*:\s*[^\n]*?)"
                      r"(?:[.;]\s+|\n\s*)(?=(?:question|query|ask|q)\s*:)", re.I)
#: the name of a field before what it holds ("Metric request: ...", "Required value: ...")
_FIELD = re.compile(r"(?:^|(?<=[.;\n])|(?<=[.;]\s))\s*(?:metric(?:\s+request(?:ed)?)?|required\s+"
                    r"(?:value|output|metric|figure|result)|output|(?:output|value|figure|result)\s+"
                    r"required|question|query|request|input|agent\s+note)\s*:\s*(?=\S)|"
                    # "subtask = count distinct payers ...": the task's words after it
                    r"(?:^|(?<=[.;\n])|(?<=[.;]\s))\s*(?:sub-?task|task)\s*[:=]\s*(?=[a-z])", re.I)
#: a period given as a parameter: "window = last 90 days", "period: last quarter"
_PARAM = re.compile(r"(?:^|(?<=[.;,\n])|(?<=[.;,]\s))\s*(?:input\s*:\s*)?" + _PERIOD_KEY
                    + r"\s*(?:=|:)\s*(?P<v>[a-z0-9][a-z0-9 -]*?)\s*(?:[.;,\n]|$)", re.I)
#: the question's word for the period given ("in that quarter", "for the period above")
_BACK = re.compile(r"\b(?:in|for|over|during|within|across)\s+(?:(?:that|this|the\s+(?:given|"
                   r"above|specified|stated))\s+(?:quarter|month|week|year|day|window|period|range|"
                   r"time\s*frame)|the\s+(?:window|period|range|time\s*frame)(?:\s+(?:above|given|"
                   r"specified|stated))?|it)\b(?!\s+(?:was|is|had|has|did)\b)", re.I)
#: a block of "key: value" lines ("task: volume_lookup", "period:", "  start: 2025-10-01")
_LINE = re.compile(r"^\s*(?P<k>[a-z][a-z_ ]{0,20}?)\s*[:=]\s*(?P<v>[^#\n]*?)\s*"
                   r"(?:#\s*(?P<c>[^\n]*))?$", re.I)
#: what a task's name may say besides its figure
_TASK_VERBS = {"lookup", "look", "up", "query", "fetch", "get", "report", "calc", "calculation",
               "compute", "check", "request", "task", "metric", "value", "usdc"}

#: a word of a task's name said in other words by the question
_SAID_AS = {"count": r"\b(?:count|how\s+many|number)\b",
            "volume": r"\b(?:volume|how\s+much|usdc)\b",
            "total": r"\b(?:total|sum|how\s+much|how\s+many)\b"}

#: "The user runs the service at 0x... and wants to know how much it has received": the
#: address the user's, the question about it ("it", "its")
_OWNER = re.compile(r"^\s*(?:the|my|our)\s+(?:end[- ])?(?:user|client|customer|principal|operator|"
                    r"human|owner|boss)\s+(?:runs|owns|operates|controls|manages)\s+(?:the\s+|a\s+|"
                    r"an\s+)?(?:[a-z-]+\s+)?(?:service|wallet|agent|merchant|api|address|account|"
                    r"endpoint|server|shop|store)\s+(?:at|with\s+address|behind)\s+(?P<a>0x[0-9a-f]{40})"
                    r"\s*,?\s+and\s+(?:wants|would\s+like|needs|is\s+asking)\s+to\s+(?:know|see|learn|"
                    r"find\s+out)\s+(?P<q>(?:how|what|when|which|whether|if)\b.+)$", re.I | re.S)


def _owner(q: str) -> str:
    """The question about the user's address, the address said for "it" (as sent when it
    names another address or says no "it")."""
    m = _OWNER.match(q)
    if m is None or rx.search(r"0x[0-9a-f]{40}", m["q"], re.I):
        return q
    said = rx.sub(r"\b(it|its)\b", lambda w: m["a"] + ("'s" if w[1].lower() == "its" else ""),
                  m["q"], count=1, flags=re.I)
    return said if said != m["q"] else q


#: someone the agent relays: a user, a merchant, a seller ("Merchant wrote:", "Forwarding from
#: a seller:", "Customer says")
_RELAYED_WHO = (r"(?:user|human|client|customer|principal|operator|owner|boss|caller|requester|"
                r"merchant|seller|buyer|vendor|shop\s*owner|store\s*owner)")
_QUOTE = r"['\"\u201c\u2018](?P<said>[^'\"\u201c\u201d\u2018\u2019]+)['\"\u201d\u2019]"
_RELAYED = re.compile(
    r"^\s*(?:(?:(?:my|the|our|a|an|this|one\s+of\s+(?:our|my|the))\s+)?" + _RELAYED_WHO
    + r"s?\s+(?:wrote|writes|says|said|asked|asks|messaged|emailed|told\s+us|tells\s+us)(?:\s+"
    r"in)?|(?:forwarding|forwarded|relaying|relayed|passing\s+(?:on|along))\s+(?:a\s+"
    r"(?:question|message|note|ticket)\s+)?from\s+(?:a|an|the|our|my|one\s+of\s+(?:our|my|the))"
    r"\s+" + _RELAYED_WHO + r")\s*[:,\-\u2013\u2014]?\s*" + _QUOTE + r"\s*[.,;]?\s*(?P<rest>.*)$",
    re.I | re.S)
_ASKS = r"\?|^\s*(?:how|what|which|who|when)\b|(?:^|[.!]\s+)(?:how|what|which|who|when)\b"


def _relayed(q: str, names: list[str], as_of: date) -> tuple[str, list[str]]:
    """Words relayed from the asker's user, said as the question: the quoted question with
    what the agent adds ('Merchant wrote: "how much did I get paid last week?" Their wallet
    is 0x...'); or, when the agent asks its own question after the quote ('Customer says
    "I only see 2 payments from yesterday". How many did they receive yesterday?'), that
    question, the quote set aside only when every word of the data it holds (its claimed
    count aside) is said again there. Otherwise as sent."""
    m = _RELAYED.match(q)
    if m is None:
        return q, []
    said, rest = m["said"].strip(), m["rest"].strip()
    if rx.match(r"(?:but\s+|and\s+|so\s+)?(?:i|we)\s+(?:believe|think|assume|guess|understand|"
                r"take\s+it|suspect)\b", rest, re.I):
        return q, []  # the asker's reading of the quote ("I believe they mean ..."): framing's
    if not rx.search(_ASKS, rest, re.I):  # the quote is the question
        if not rx.search(_ASKS, said, re.I):
            return q, []
        return f"{said.rstrip(' ?.')}? {rest}".strip(), []
    claim = rx.sub(r"\b(?:i|we)\s+only\s+(?=(?:see|saw|got|get|have|had|count(?:ed)?|received)\b)",
                   "i ", said.lower())
    claim = rx.sub(r"\b\d+\s+(?=(?:payments?|settlements?|transactions?|transfers?)\b)", "", claim)
    claim = rx.sub(r",?\s*(?:is\s+(?:that|this)\s+(?:right|correct|true)|am\s+i\s+(?:right|"
                   r"missing\s+(?:some|any|something)))\s*\??", " ", claim)
    if not _restated(claim, rest.lower(), names, as_of):
        return q, []
    return rest, [f"set aside the relayed words '{said}' (the question asked after them "
                  "says their scope again)"]


def _scoped(label: str, rest: str, names: list[str], as_of: date) -> bool:
    """``label`` holds no word of the data the question ``rest`` does not say again."""
    return _restated(label.lower(), rest.lower(), names, as_of) and not rx.search(
        r"0x|\d|\b(?:night(?!ly\b)\w*|overnight|morning\w*|evening\w*|afternoon\w*|midnight|noon|"
        r"intraday|eod|business|peak|off-peak|spike\w*|anomal\w*|outlier\w*|"
        # a kind of payment or payer the label watches ("Large-payment monitor:", "whale
        # tracker", "weekend job", "refund bot", "payer-side check"): a scope, not who asks
        r"large\w*|big\w*|small\w*|tiny|micro\w*|dust|whale\w*|high-value|low-value|"
        r"weekend\w*|weekday\w*|refund\w*|fail\w*|first-time|new-payer\w*|returning|repeat|"
        r"[a-z]+-side)\b", label, re.I)


def _block(q: str) -> str:
    """A block of "key: value" lines and a sentence asking about them, as one question;
    ``q`` as sent when a key is not known."""
    lines = [x for x in q.split("\n") if x.strip()]
    said, task, scope, i = [], "", [], 0
    while i < len(lines):
        m = _LINE.match(lines[i])
        if m is None:
            said.append(lines[i].strip())
            i += 1
            continue
        key, value, note = m["k"].strip().lower(), m["v"].strip(), (m["c"] or "").lower()
        i += 1
        if rx.fullmatch(_PERIOD_KEY, key, re.I) and not value:  # "period:" then its ends
            ends: dict[str, str] = {}
            while i < len(lines) and (e := _LINE.match(lines[i])) and lines[i][:1].isspace() and \
                    e["k"].strip().lower() in ("start", "end", "from", "to"):
                ends["start" if e["k"].strip().lower() in ("start", "from") else "end"] = \
                    e["v"].strip()
                note = (e["c"] or "").lower() or note
                i += 1
            if set(ends) != {"start", "end"} or "exclusive" in note or "excluded" in note:
                return q
            scope.append(f"from {ends['start']} to {ends['end']}")
        elif rx.fullmatch(_PERIOD_KEY, key, re.I) and value:
            scope.append(_constraint(value))
        elif key in ("task", "metric", "measure", "figure") and rx.fullmatch(r"[a-z_ ]+", value,
                                                                             re.I):
            task = value.replace("_", " ").lower()
        elif key == "facilitator" and rx.fullmatch(r"[a-z][a-z0-9 _-]*", value, re.I):
            scope.append(f"through {value}")
        elif key in ("unit", "units", "currency") and value.lower() in ("usdc", "usd"):
            continue
        else:
            return q
    if not scope:
        return q
    asked = " ".join(said)
    words = [w for w in task.split() if w not in _TASK_VERBS]
    if asked and all(rx.search(_SAID_AS.get(w, r"\b" + re.escape(w)), asked, re.I) for w in words):
        task = ""
    period = " ".join(scope)
    if _BACK.search(asked):
        if task:
            return q  # a metric named beside the question asked
        return _BACK.sub(period, asked, count=1)
    if task and asked and not rx.fullmatch(_OUTPUT_LAST, " " + asked, re.I):
        return q  # a metric named and another question asked: which is it?
    if not task:
        return rx.sub(r"\s*([?.!]?)\s*$", f" {period}\\1", asked, count=1) if asked else q
    return f"{task} {period}. {asked}".strip()


def plain_block(question: str) -> str:
    """A block of "key: value" lines (a period, a facilitator, the metric) and the sentence
    asking about them, said as one question; as sent when a key is not known."""
    if "\n" in question.strip() and sum(bool(_LINE.match(x)) for x in question.split("\n")) >= 2:
        return _block(question)
    return question


def plain_labels(question: str, as_of: date, names: Iterable[str] = ()) -> tuple[str, list[str]]:
    """``question`` without the labels above, and a note for each set aside; ``names`` are the
    facilitators' names (lowercase)."""
    names = list(names)
    q, notes = _owner(question), []
    while m := _STEP.match(q):  # "Subtask 2 of 5:"
        notes.append(f"set aside '{m[0].strip()}' (a step of the asker's plan)")
        q = q[m.end():]
    for head in (_ROLE_HEAD, _PURPOSE):
        m = head.match(q)
        if m is not None and _scoped(m["head"], q[m.end():], names, as_of):
            notes.append(f"set aside '{m['head'].strip()}' (who asks and why, not about the data)")
            q = q[m.end():]
        elif m is not None and head is _ROLE_HEAD:
            # "Weekly board slide: settlements in May 2026": the slide's cadence, never a
            # breakdown of the question's figure by week (left unread, so refused); nor is
            # "Trend agent: what was the total volume in Q1?" a series of daily figures
            q = q[:m.end()].replace(m["head"], rx.sub(
                r"\b(hourly|daily|weekly|monthly|quarterly|yearly|annual|trends?|trending|"
                r"series)\b", r"\1_cadence",
                m["head"], flags=re.I)) + q[m.end():]
    q, relayed = _relayed(q, names, as_of)
    notes += relayed
    if len(rx.findall(r"\b[a-z_]+\s*=", q, re.I)) > 1 or "|" in q:
        # "query: unique_payers | recipient=0x... | range=all": a template, read as one
        return (q, notes) if q != question else (question, [])
    q = _FIELD.sub(" ", q).strip()
    params = list(_PARAM.finditer(q))
    if len(params) == 1:  # "window = last 90 days. Metric: settled USDC volume."
        p = params[0]
        rest = (q[:p.start()] + " " + q[p.end():]).strip()
        period = _constraint(p["v"])
        rest = _BACK.sub(period, rest, count=1) if _BACK.search(rest) else \
            rx.sub(r"\s*([?.!]?)\s*$", f" {period}\\1", rest, count=1)
        q = rest
    return (q, notes) if q != question else (question, [])
