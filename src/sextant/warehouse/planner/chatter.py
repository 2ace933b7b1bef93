"""What an agent writes around its question when it calls a paid data API, said as the plain
question inside it:

- a sign-off and signature after the question ("Thanks!", "Best regards, LedgerBot",
  "Cheers, FinBot", "Regards,\\nIndexer Agent", "-- Sent by research-agent-7", "— Claude,
  acting for user @dana"): the signature holds no word of the data (no address, period,
  facilitator, amount, side or figure; an identifier such as "agent-7", "#4471", "v2" is no
  number of the data);
- a greeting naming who writes ("Hello from agent #4471.", "Greetings from the treasury
  agent.", "Hello, this is an A2A message from ReportAgent v2. Requesting:", "Hey Sextant
  quick one:", "Dear data provider,"), under the same test;
- a retry note ("Previous call failed; retrying:", "Retry 2/3 (timeout on last attempt).",
  "Retrying after error. Question:", "Previous call failed with 422; rephrasing:");
- a tool call's prose around the question ("Calling ask with:", "Invoking the ask endpoint:",
  "Function call -> ask(question='...')", a tool_use object whose only argument is the
  question; "Tool call: get_metric(metric=..., period=...)", "Calling tool x402_stats with
  arguments metric=..., window=...", "MCP request: tool=query_settlements, metric=...": the
  arguments as ``key: value`` lines, which the readers of templates know; a tool whose name
  says more than asking for data ("top_recipients", "forecast_volume") is left as sent);
- the label of a JSON object of arguments ("Request body:", "Arguments:", "Please answer this
  JSON query:");
- how the answer is to be written: "Return as JSON with keys count, volume" (each key said
  again by the question), "Respond in JSON: {"avg_usdc": <number>}", "Return only a number:",
  "Output format: integer, no commentary.", "plain integer please" (an integer only beside a
  count: of an average it would be rounded), "Percent, please." beside a share, a trailing
  "Answer:", "Return address and amount." beside a ranking; a JSON object's keys, typed or not
  ("{count:int}", "[{address, volume}]"), only when each is said again by the question; what
  the answer is to leave out when it is only its prose, working or formatting ("Do not include
  explanations, SQL, or caveats.", "- no preamble, no markdown");
- a relayed request ("Forwarding a question from my user:", "Relaying:", "The user I'm
  assisting wants ...");
- notes of a chain of thought before the request ("Thought: ... Action: ask for ...",
  "Reasoning: ... Query: ...", "Plan: ... Executing (a): ...", "Observation: ... Next step:
  ..."): set aside only when every word of the data in the notes is said again by the request;
- the agent's budget for the call ("with a budget of 0.05 USDC per query", "I have budget for
  one call, so:").

Rounding to a precision ("2 decimals") is never set aside: the answer is unrounded. Pure text
to text; anything not matched is left as sent (and refused when no reader takes it)."""

from __future__ import annotations

import json
import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.answerforms import answer_form, plain_first_then

__all__ = ["plain_chatter"]

#: an identifier, never a number of the data ("agent-7", "#4471", "v2", "@dana", "gpt-4o")
_IDENT = r"(?:[#@][\w-]+|\b[a-z][\w]*[-_]?\d[\w.-]*|\bv\d+(?:\.\d+)*\b)"


def _no_data(text: str, names: list[str], as_of: date) -> bool:
    """``text`` says no word of the data (after its identifiers are taken out)."""
    from sextant.warehouse.planner.framing import _DATA
    from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

    low = rx.sub(_IDENT, " ", text.lower())
    if rx.search(r"0x[0-9a-f]", text, re.I) or rx.search(_DATA, low):
        return False
    if any(rx.search(r"\b" + re.escape(n) + r"\b", low) for n in names):
        return False
    try:
        return not find_periods(low, as_of)
    except (ValueError, PeriodOutOfRange):
        return False


# ---------------------------------------------------------------- sign-offs

_CLOSING = (r"(?:(?:best|kind|warm|warmest)\s+regards|regards|sincerely(?:\s+yours)?|yours\s+truly|"
            r"cheers|best|thanks(?:\s+(?:so\s+much|a\s+lot|again|in\s+advance|a\s+bunch))?|"
            r"thank\s+you(?:\s+(?:so\s+much|very\s+much|in\s+advance|for\s+your\s+(?:help|service|"
            r"time|assistance)))?|many\s+thanks|thx|ty|tia|much\s+appreciated|appreciated|"
            r"(?:over\s+and\s+)?out|end\s+of\s+(?:message|request)|eom|"
            # thanks in the asker's own language: "Gracias!", "Merci beaucoup", "Danke schön"
            r"(?:muchas\s+)?gracias|merci(?:\s+beaucoup)?|vielen\s+dank|danke(?:\s+sch(?:ö|oe?)n)?|"
            r"obrigad[oa]|arigat(?:o|ō|ou)(?:\s+gozaimas(?:u|hita))?|xie\s*xie|grazie(?:\s+mille)?)")
#: a signature line: "-- Sent by X", "— X", "Signed, X", "Sent from X"
_SIGNED = r"(?:--+|\u2014|\u2013|/?signed\s*[,:]?|sent\s+(?:by|from)|from\s*:)"
_SIGN_OFF = re.compile(r"(?:(?<=[.?!)\]}\"'])|(?<=\n)|^)\s*(?:(?P<close>" + _CLOSING + r")\s*[!.,]*"
                       r"|(?=" + _SIGNED + r"))(?P<sig>[^?]{0,80}?)\s*$", re.I)


def _sign_off(q: str, names: list[str], as_of: date) -> str:
    for _ in range(3):
        m = _SIGN_OFF.search(q)
        if m is None or not q[:m.start()].strip():
            return q
        sig = m["sig"].strip()
        if sig:
            if sig.count("\n") > 2 or len(sig.split()) > 10:
                return q
            sig = rx.sub(r"^(?:" + _SIGNED + r"\s*)+", "", sig, flags=re.I)
            # a version after the agent's name: "monitoring agent 0.3", "bot v2.1"
            sig = rx.sub(r"\b(agent|bot|assistant|client|sdk|build)\s+v?\d+(?:\.\d+)*\b", r"\1",
                         sig, flags=re.I)
            if not _no_data(sig, names, as_of):
                return q
        elif not m["close"]:
            return q
        q = q[:m.start()].rstrip()
    return q


# ---------------------------------------------------------------- greetings

_HELLO = (r"(?:(?:hi|hello|hey|greetings|good\s+(?:morning|afternoon|evening|day)|yo|howdy|"
          # a greeting in the asker's own language: "Hola!", "Bonjour,", "Hallo", "Olá"
          r"hola|buen[oa]s(?:\s+d[ií]as|\s+tardes)?|bonjour|salut|hallo|guten\s+(?:tag|morgen)|"
          r"servus|moin|ol[aá]|bom\s+dia|boa\s+tarde|ciao|konnichiwa|konnichi\s+wa|ni\s*hao)"
          r"(?:\s+(?:there|sextant|team|all|friend))?|dear\s+(?:(?:data\s+|api\s+)?(?:provider|"
          r"service|team)|sextant(?:\s+team)?|colleague|agent))")
_QUICK = (r"(?:quick\s+(?:one|question|ask|request)|one\s+question|(?:a\s+)?request(?:ing)?|query|"
          r"ask)")
#: "Hello from agent #4471.", "Hello, this is an A2A message from ReportAgent v2.",
#: "Dear data provider,", "Hey Sextant, quick one:"
_GREET_HEAD = re.compile(
    r"^\s*(?P<g>" + _HELLO + r")\s*[,!]?\s*(?:" + _QUICK + r"\s*[:,\-\u2013\u2014]\s*|(?P<who>(?:"
    r"(?:this\s+is|it'?s|from)\s+[^.!:\n?]{1,60}?))?\s*(?:[,!.:;]+|\s[-\u2013\u2014])\s*"
    r"(?:" + _QUICK + r"\s*[:,\-\u2013\u2014]\s*)?)(?=\S)", re.I)


def _greeting(q: str, names: list[str], as_of: date) -> str:
    m = _GREET_HEAD.match(q)
    if m is None:
        return q
    who = m["who"] or ""
    if who and not _no_data(who, names, as_of):
        return q
    rest = q[m.end():]
    # "Requesting: ...", "Quick one: ..." as a sentence of its own after the greeting
    rest = rx.sub(r"^(?:quick\s+(?:one|question|ask)|requesting|request|query)\s*:\s*", "", rest,
                  flags=re.I)
    return rest[:1].upper() + rest[1:]


# ---------------------------------------------------------------- retries

_ATTEMPT = r"(?:previous|last|prior|earlier|first|initial)\s+(?:call|attempt|request|try|query)"
_FAILED = (r"(?:failed|errored|timed\s+out|was\s+refused|was\s+rejected|returned\s+(?:an?\s+)?"
           r"(?:error|\d{3}))(?:\s+with\s+(?:(?:a|an|http|status)\s+)*(?:\d{3}|error|timeout)"
           r"(?:\s+error)?)?")
_RETRY_PART = (r"(?:" + _ATTEMPT + r"\s+" + _FAILED + r"|retry(?:ing)?(?:\s+(?:attempt\s+)?#?\d"
               r"{1,2}(?:\s*(?:/|of)\s*\d{1,2})?)?(?:\s+after\s+(?:an?\s+)?(?:error|timeout|failure|"
               r"\d{3}))?|rephras(?:ing|ed)|trying\s+again|re-?sending|re-?submitting|"
               r"(?:after\s+)?(?:an?\s+)?(?:timeout|error|failure)(?:\s+on\s+(?:the\s+)?" + _ATTEMPT
               + r")?)")
_RETRY = re.compile(r"^\s*" + _RETRY_PART + r"(?:\s*\(\s*" + _RETRY_PART + r"\s*\))?(?:\s*[;,]\s*"
                    + _RETRY_PART + r"(?:\s*\(\s*" + _RETRY_PART + r"\s*\))?)*\s*[:.;!\-\u2014]\s*"
                    r"(?:(?:question|query|request)\s*:\s*)?(?=\S)", re.I)


# ---------------------------------------------------------------- tool calls

#: words of a tool's name that only ask for data
_TOOL_WORDS = {"get", "query", "fetch", "run", "ask", "call", "metric", "metrics", "stat",
               "stats", "x402", "settlements", "settlement", "data", "sextant", "warehouse",
               "api", "tool", "question", "lookup", "analytics", "payments", "payment",
               "compute", "retrieve", "request", "execute"}
_QUESTION_KEYS = ("question", "query", "prompt", "q", "text", "input", "message")
_TOOL_HEAD = re.compile(
    r"^\s*(?:(?:mcp|tool|function)(?:\s+(?:tool|function))?\s+(?:call|request|invocation|use)|tool_use|calling\s+(?:the\s+)?"
    r"(?:tool|function)|invoking\s+(?:the\s+)?(?:tool|function))\s*(?:[:.]|->|=>|\u2192)?\s*", re.I)


def _neutral(name: str) -> bool:
    words = [w for w in rx.split(r"[_\-\s.]+|(?<=[a-z])(?=[A-Z])", name) if w]
    return bool(words) and all(w.lower() in _TOOL_WORDS for w in words)


def _args_lines(items: list[tuple[str, str]]) -> str | None:
    lines = []
    for key, value in items:
        key = key.strip().strip("\"'").replace("_", " ")
        value = value.strip().strip("\"'").strip()
        if key.lower() in ("tool", "name", "function") and _neutral(value):
            continue
        if not key or not value:
            return None
        lines.append(f"{key}: {value}")
    return "\n".join(lines) if lines else None


def _call_args(body: str) -> list[tuple[str, str]] | None:
    """``k=v, k="v"`` (or ``k: v``) arguments; None when not all are so."""
    parts = rx.findall(r"\s*([a-z_][\w ]{0,20}?)\s*[=:]\s*(\"[^\"]*\"|'[^']*'|[^,]+?)\s*(?:,|$)",
                       body, re.I)
    rebuilt = ",".join(f"{k}={v}" for k, v in parts)
    if not parts or len(rx.sub(r"\s", "", rebuilt)) != len(rx.sub(r"\s", "", body.strip(" ,"))):
        return None
    return [(k, v) for k, v in parts]


def _json_question(obj: object) -> str | None:
    """The question of a tool_use object (``{"name": "ask", "input": {"question": ...}}``)."""
    if not isinstance(obj, dict):
        return None
    found: list[str] = []
    for key, value in obj.items():
        k = str(key).lower()
        if isinstance(value, list) and len(value) == 1:
            value = value[0]  # an A2A message's one part: {"parts": [{"kind": "text", ...}]}
        if isinstance(value, dict):
            inner = _json_question(value)
            if inner is None:
                return None
            found.append(inner)
        elif k in _QUESTION_KEYS and isinstance(value, str):
            found.append(value)
        elif (k in ("name", "tool", "function", "method") and isinstance(value, str) and
              _neutral(value)) or (k in ("type", "id", "jsonrpc") and isinstance(
                  value, str | int)) or (k in ("role", "kind") and str(value).lower() in (
                      "user", "text")):
            continue
        else:
            return None
    return found[0] if len(found) == 1 else None


def _tool(q: str) -> str:
    head = _TOOL_HEAD.match(q)
    body = q[head.end():] if head else q
    # "calling tool x402_stats with arguments metric=..., window=..."
    named = rx.match(r"^\s*([a-z][\w.-]*)\s+with\s+(?:the\s+)?(?:arguments|args|params|parameters)"
                     r"\s*[:=]?\s*(.+?)\s*[.]?\s*$", body, re.I | re.S)
    if head and named:
        if not _neutral(named[1]):
            return q
        items = _call_args(named[2])
        said = _args_lines(items) if items else None
        return said or q
    # "get_metric(metric="count", period="2026-05")", "ask(question='...')"
    call = rx.match(r"^\s*(?:->|=>|\u2192)?\s*([a-z][\w.]*)\s*\((.*)\)\s*[.;]?\s*$", body,
                    re.I | re.S)
    if call and (head or rx.search(r"_", call[1]) or rx.fullmatch(
            r"\s*(?:question|query|prompt|q|text)\s*=\s*([\"']).+\1\s*", call[2], re.I | re.S)):
        if not _neutral(call[1]):
            return q
        inner = call[2].strip()
        quoted = rx.fullmatch(r"(?:(?:question|query|prompt|q|text)\s*=\s*)?([\"'])(.+)\1", inner,
                              re.I | re.S)
        if quoted:
            return quoted[2]
        items = _call_args(inner)
        said = _args_lines(items) if items else None
        return said or q
    # "MCP tool ask called with question = '...'": the question alone
    called = rx.match(r"^\s*(?:mcp\s+)?(?:tool|function)\s+([a-z][\w.-]*)\s+(?:was\s+)?(?:called|"
                      r"invoked)\s+with\s+(?:question|query|prompt|q|text)\s*[=:]\s*([\"'])(?P<q>.+)"
                      r"\2\s*\.?\s*$", q, re.I | re.S)
    if called and _neutral(called[1]):
        return called["q"]
    if body.lstrip().startswith("{") and (head or rx.match(
            r"^\s*\{\s*\"(?:name|tool|type|role|parts)\"", body)):
        try:
            obj = json.loads(body.strip())
        except ValueError:
            return q
        asked = _json_question(obj)
        return asked if asked else q
    if head:
        # "MCP request: tool=query_settlements, metric=..., period=..."
        items = _call_args(body.rstrip(". "))
        if items is not None and any(k.strip().lower() == "tool" for k, _ in items):
            said = _args_lines(items)
            return said or q
        # "MCP tool invocation. metric: median amount. facilitator: Heurist. period: ytd."
        lines = [x.strip() for x in rx.split(r"\.\s+|\.$|\n", body) if x.strip()]
        if lines and all(rx.fullmatch(r"[a-z][\w ]{0,20}?\s*:\s*\S.*", x, re.I) for x in lines):
            return "\n".join(lines)
    return q


_CALLING = re.compile(r"^\s*(?:calling|invoking|using|querying|hitting)\s+(?:the\s+)?(?:ask|"
                      r"sextant|x402|query|data)(?:\s+(?:endpoint|tool|api|function|service))?(?:\s+with)?"
                      r"\s*[:\-\u2014]\s*(?=\S)", re.I)
_BODY_LABEL = re.compile(r"^\s*(?:(?:please\s+)?(?:answer|run|execute|process)\s+this\s+"
                         r"(?:json\s+)?(?:query|request|object|payload)|request\s+body|payload|arguments|args|"
                         r"params|parameters|input)\s*:\s*(?=\{)", re.I)

# ---------------------------------------------------------------- output format

_COUNT_ONLY = re.compile(r"\b(?:how\s+many|number\s+of|count|distinct|unique|settlements?\s+"
                         r"count)\b", re.I)
_NOT_COUNT = re.compile(r"\b(?:average|avg|mean|median|volume|how\s+much|share|percent\w*|"
                        r"ratio|per\s+day|daily|sum|total(?!\s+(?:number|count)\b)|usdc\s+(?:volume|"
                        r"settled|paid|received|sent)|largest|smallest|biggest|change|growth|"
                        r"difference)\b|%", re.I)
#: "settlements last week?": a count of the rows named
_ROWS_BARE = re.compile(r"\s*(?:settlements?|payments?|transactions?|txns?|transfers?)\b", re.I)
_KEY_WORDS = {"count": r"\b(?:count|how\s+many|number|settlements|payments|transactions)\b",
              "n": r"\b(?:count|how\s+many|number)\b",
              "volume": r"\b(?:volume|usdc|how\s+much|total)\b",
              "usdc": r"\b(?:volume|usdc|how\s+much|total|average|median|mean|avg)\b",
              "total": r"\b(?:total|sum|volume|how\s+much|usdc\s+(?:paid|received|sent|spent))\b",
              "sum": r"\b(?:total|sum|volume|how\s+much)\b",
              "avg": r"\b(?:average|avg|mean)\b", "average": r"\b(?:average|avg|mean)\b",
              "mean": r"\b(?:average|avg|mean)\b", "median": r"\bmedian\b",
              "payers": r"\bpayers?\b", "payer": r"\bpayers?\b",
              "recipients": r"\brecipients?\b", "recipient": r"\brecipients?\b",
              "distinct": r"\b(?:distinct|unique)\b", "unique": r"\b(?:distinct|unique)\b",
              "share": r"\b(?:share|percent\w*)\b|%", "pct": r"\b(?:share|percent\w*)\b|%",
              "percent": r"\b(?:share|percent\w*)\b|%",
              "amount": r"\b(?:amount|usdc|volume|largest|biggest|total)\b",
              "address": r"\b(?:payers?|recipients?|address(?:es)?|wallets?)\b"}


def _keys_said(keys: list[str], asked: str) -> bool:
    """Each key is said again by the question, in the order the question asks them (a JSON
    object's keys in another order than the figures asked: which comes first?)."""
    at = []
    for key in keys:
        words = [w for w in rx.split(r"[_\s-]+", key.lower().strip(" \"'")) if w]
        found = [rx.search(_KEY_WORDS.get(w, r"\b" + re.escape(w) + r"s?\b"), asked, re.I)
                 for w in words]
        if not words or not all(found):
            return False
        at.append(min(m.start() for m in found if m))
    return at == sorted(at)


_JSON_FORM = re.compile(
    r"(?:^|(?<=[.?!])|(?<=[.?!]\s))\s*(?:please\s+)?(?:return|respond|reply|answer|output|format|"
    r"give\s+(?:it|them|the\s+answer))(?:\s+(?:it|them|the\s+(?:answer|result|figures?)))?\s*(?:as|in|"
    r"with|:)\s*(?:a\s+)?json(?:\s+object)?(?:\s+with\s+(?:the\s+)?(?:keys?|fields?)\s+(?P<keys>[\w\s,"
    r"&]+?)|\s*:?\s*(?P<obj>\{[^{}]*\}))?\s*[.!]?\s*$", re.I)
_NUMBER_FORM = re.compile(
    r"(?:^|(?<=[.?!])|(?<=[.?!]\s)|\s*[,\u2014\u2013]|\s+-)\s*(?:(?:output\s+)?format\s*:\s*|"
    r"(?:please\s+)?(?:return|respond\s+with|reply\s+with|answer\s+with|give\s+me|output)\s+"
    r"(?:only\s+|just\s+)?|(?:as\s+|in\s+)?)(?:an?\s+|one\s+|a\s+single\s+|the\s+)?(?:plain|single|"
    r"bare|raw|only|just|one)?\s*(?P<kind>integer|int|number|float|decimal|numeric\s+value)"
    r"(?:\s+only)?(?:\s*,?\s*(?:no|without)\s+(?:commentary|prose|explanation|text|units?|"
    r"extra\s+text))?(?:\s*,?\s*please)?\s*[.!]?\s*$", re.I)
_ONLY_NUMBER_HEAD = re.compile(r"^\s*(?:please\s+)?(?:return|give|reply\s+with|respond\s+with)\s+"
                               r"(?:only|just)\s+(?:a|the|one)\s+(?:number|figure|value)\s*:\s*",
                               re.I)


_TYPE = (r"(?:<\s*)?(?:int|integer|float|number|numeric|decimal|double|str|string|bool|boolean|"
         r"address|date|timestamp|iso\s*date)(?:\s*>)?")
_FIELD = r"(?:\"\w+\"|'\w+'|\w+)(?:\s*:\s*" + _TYPE + r")?"
_OBJ = r"\{\s*" + _FIELD + r"\s*(?:,\s*" + _FIELD + r"\s*)*\}"
_SCHEMA = r"(?P<schema>\[\s*" + _OBJ + r"\s*(?:,\s*\.\.\.\s*)?\]|" + _OBJ + r")"
_SCHEMA_LEAD = (r"(?:please\s+)?(?:(?:(?:output|response|return|answer)\s+(?:schema|format|shape)|"
                r"(?:respond|reply|answer|return|output|format)(?:\s+(?:it|them|the\s+answer))?"
                r"(?:\s+(?:as|in|with|using))?(?:\s+(?:json|a\s+json\s+object)(?:\s+as)?)?|schema)\s*"
                r"(?:[:=]|->)?\s*)")
#: "...? respond as {"count": int}", "... -> format: {"n": <int>}", "Output schema: [{...}]"
_SCHEMA_AFTER = re.compile(r"\s*(?:->|=>|\u2192)?\s*" + _SCHEMA_LEAD + _SCHEMA
                           + r"(?:\s+only)?\s*[.!]?\s*$", re.I)
#: "Answer as {"avg": float}: average ...", "Return JSON {"volume": number} for total volume ..."
_SCHEMA_BEFORE = re.compile(r"^\s*" + _SCHEMA_LEAD + _SCHEMA + r"\s*(?::|\bfor\b|[-\u2013\u2014])"
                            r"\s*(?P<ask>\S.*)$", re.I | re.S)


def _schema(q: str) -> str:
    """An answer's JSON schema beside the question, when each of its keys is said again by it."""
    m = _SCHEMA_BEFORE.match(q)
    if m is not None:
        asked, keep = m["ask"], m["ask"][:1].upper() + m["ask"][1:]
    else:
        m = _SCHEMA_AFTER.search(q)
        if m is None or not q[:m.start()].strip():
            return q
        asked = keep = q[:m.start()].rstrip(" ,;-")
    untyped = rx.sub(r":\s*" + _TYPE, "", m["schema"], flags=re.I)
    keys = rx.findall(r"[\"']?(\w+)[\"']?\s*(?=[,}])", untyped)
    return keep if keys and _keys_said(keys, asked) else q


#: what an answer may be asked to leave out that is no figure and no scope: its prose, its
#: working, its formatting ("explanations", "SQL", "caveats", "markdown", "preamble")
_PRESENTATION = (r"(?:(?:any|the|your)\s+)?(?:(?:extra|additional|further|other)\s+)?(?:"
                 r"explanations?|sql|quer(?:y|ies)|code|caveats?|disclaimers?|methodology|methods?|charts?|graphs?|"
                 r"plots?|visuali[sz]ations?|commentary|comments?|reasoning|working|workings|steps|"
                 r"preambles?|introductions?|intros?|markdown|formatting|prose|text|words|notes?|"
                 r"assumptions?|context|sources?|citations?|links?|emojis?|pleasantries|greetings?|"
                 r"apolog(?:y|ies)|narrative|interpretations?|analysis|summar(?:y|ies)|"
                 r"follow-?up\s+questions?|suggestions?|recommendations?|units?|currency\s+symbols?|"
                 r"thousands?\s+separators?|headers?|labels?|details?)")
_OMIT = (r"(?:please\s+)?(?:(?:do\s+not|don'?t|never)\s+(?:include|add|give|show|output|provide|"
         r"return|write)|exclude(?:\s+from\s+(?:your|the)\s+(?:answer|response|reply|output))?|"
         r"omit|leave\s+out|skip|without|no)")
_OMIT_GAP = r"(?:\s*(?:[,;/]|\bor\b|\band\b|\bnor\b|\n))*\s*(?:[-*\u2022]\s+)?(?:no\s+)?"
#: "Do not include explanations, SQL, or caveats.", "Exclude from your answer:\n- SQL\n-
#: reasoning", "- no preamble, no explanation": a sentence or clause of its own, at the end,
#: each item one of the above
_LEFT_OUT = re.compile(r"(?:^|(?<=[.?!;,\n\u2013\u2014])|(?<=[.?!;]\s)|(?<=\s-))\s*" + _OMIT
                       + r"\s*:?\s*(?:\n\s*)?(?:[-*\u2022]\s+)?" + _PRESENTATION + r"\b(?:"
                       + _OMIT_GAP + _PRESENTATION
                       + r"\b)*\s*(?:,?\s*(?:please|thanks?))?\s*[.!]?\s*(?=$|\n)", re.I)


def _format(q: str) -> str:
    left = _LEFT_OUT.sub("", q)
    q = left.rstrip(" ;,\n") if left != q else q
    q = _schema(q)
    q = _ONLY_NUMBER_HEAD.sub("", q)
    form = answer_form(q)  # "Just the integer: ...", "... - one line, no prose."
    if form is not None and (not form.keys or _keys_said(form.keys, form.asked)) and (
            not form.integer or ((_COUNT_ONLY.search(form.asked) or _ROWS_BARE.match(form.asked))
                                 and not _NOT_COUNT.search(form.asked))):
        q = form.asked
    q = plain_first_then(q)  # "volume first, then the number of settlements"
    m = _JSON_FORM.search(q)
    if m is not None and q[:m.start()].strip():
        asked = q[:m.start()]
        keys: list[str] = []
        if m["keys"]:
            keys = [k for k in rx.split(r",|\band\b|&", m["keys"]) if k.strip()]
        elif m["obj"]:  # '{"count": int}', '{count:int, refunds:int}'
            keys = rx.findall(r"[\"']?(\w+)[\"']?\s*:", m["obj"])
        if not (m["keys"] or m["obj"]) or (keys and _keys_said(keys, asked)):
            q = asked.rstrip()
    # (a template's own "output: number" is its readers')
    template = rx.search(r"[|=]|^\s*[a-z_ ]{1,20}:\s*\S", q, re.I | re.M)
    m = None if template else _NUMBER_FORM.search(q)
    if m is not None and q[:m.start()].strip():
        asked = q[:m.start()]
        integer = m["kind"].lower() in ("integer", "int")
        if not integer or (_COUNT_ONLY.search(asked) and not _NOT_COUNT.search(asked)):
            q = asked.rstrip(" ,") + ("" if asked.rstrip().endswith(("?", ".")) else "?")
    # "Percent, please." beside a share, "Answer:" at the end
    q = rx.sub(r"(?<=[.?!])\s*(?:in\s+)?(?:percent|percentage|%)(?:\s*,?\s*please)?\s*[.!]?\s*$",
               "", q, flags=re.I) if rx.search(r"\b(?:share|percent\w*|proportion|fraction)\b|%",
                                               q[:-12], re.I) else q
    q = rx.sub(r"\s*\n?\s*(?:answer|result|output|response)\s*:\s*$", "", q, flags=re.I)
    # "Return address and amount." beside a top ranking
    if rx.search(r"\b(?:top\s+\d|which\s+\d+|(?:the\s+)?\d+\s+(?:payers|recipients)\b)", q, re.I):
        q = rx.sub(r"(?<=[.?!])\s*(?:please\s+)?(?:return|give|list|show)\s+(?:each\s+)?(?:the\s+)?"
                   r"address(?:es)?\s+(?:and|with|plus)\s+(?:the\s+|its\s+|their\s+)?(?:amount|"
                   r"volume|total|usdc)s?(?:\s+for\s+each)?\s*[.!]?\s*$", "", q, flags=re.I)
    return q


# ---------------------------------------------------------------- relays, thoughts, budgets

_RELAY = re.compile(
    r"^\s*(?:(?:forwarding|relaying|passing\s+(?:on|along))(?:\s+(?:a|this|the))?(?:\s+(?:user|"
    r"human|client|customer)(?:'s)?)?(?:\s+(?:question|request|query|message))?(?:\s+(?:from|for|"
    r"of)\s+(?:my|our|the|a)\s+(?:user|human|principal|client|customer|operator))?|(?:the\s+|my\s+)?"
    r"(?:user|human|principal|client)(?:'s)?\s+(?:question|request|query)(?:\s*,?\s*(?:verbatim|"
    r"relayed|forwarded))?)\s*:\s*(?=\S)", re.I)
_ASSISTED = re.compile(r"^(\s*(?:the|my)\s+(?:user|human|client|principal|customer))\s+(?:(?:that|"
                       r"whom|who)\s+)?(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:assisting|helping|"
                       r"serving|working\s+for|acting\s+for)(?=\s+(?:wants|needs|asks|would\s+like|"
                       r"is\s+asking)\b)", re.I)
_THOUGHT = (r"(?:thoughts?|thinking|reasoning|rationale|observation|analysis|plan|scratchpad|"
            r"internal\s+notes?|note\s+to\s+self|let\s+me\s+think(?:\s+step\s+by\s+step)?)")
_ACTION = (r"(?:action(?:\s+input)?|query|request|next\s+step|final\s+(?:query|request|ask)|"
           r"executing(?:\s+(?:step\s+)?\(?[a-z0-9]\)?)?|now(?:\s+asking)?|ask|step\s+\d)")
_THOUGHTS = re.compile(r"^\s*" + _THOUGHT + r"\s*[:.,-]\s*(?P<t>.*?)(?:^|(?<=[.!?;)])\s+|\n\s*)"
                       + _ACTION + r"\s*:\s*(?P<ask>\S.*)$", re.I | re.S)
_ASK_VERB = re.compile(r"^(?:(?:i\s+(?:will|'ll)\s+)?(?:ask|query|request|fetch|get|retrieve|"
                       r"look\s+up)\s+(?:for\s+)?(?:sextant\s+for\s+)?)(?=the\b)", re.I)
_BUDGET = re.compile(
    r"\s*(?:,\s*)?\b(?:with|on|having)\s+a\s+budget\s+of\s+\$?\d+(?:\.\d+)?\s*(?:usdc|usd|dollars?)?"
    r"(?:\s+(?:per|a|each|for\s+(?:this|the|each))\s+(?:query|call|request|question|answer))?(?=\s*"
    r"[.,;:])", re.I)
_BUDGET_SENTENCE = re.compile(
    r"(?:^|(?<=[.!?])\s+)(?:i\s+have|i'?ve\s+got|we\s+have|my\s+budget\s+(?:allows|covers|is))\s+"
    r"(?:a\s+)?(?:budget\s+for\s+)?(?:one|1|a\s+single|only\s+one)\s+(?:paid\s+)?(?:call|query|"
    r"request|question)s?(?:\s+left)?\s*(?:,\s*so\s*[:,]?|[.:;])\s*", re.I)


def _thoughts(q: str, names: list[str], as_of: date) -> str:
    from sextant.warehouse.planner.framing import _restated

    m = _THOUGHTS.match(q)
    if m is None:
        # "Let me think step by step. First I need X. Please provide it."
        step = rx.match(r"^\s*let\s+me\s+think(?:\s+(?:step\s+by\s+step|about\s+this|carefully))?"
                        r"\s*[.:]\s*(?:first,?\s+)?(?P<ask>(?:i\s+need|i'?d\s+like|i\s+want)\b[^.?!]*"
                        r"[.?!]?)\s*(?:please\s+(?:provide|give|return|send)\s+(?:it|that|this)(?:\s+"
                        r"please)?\s*[.!]?)?\s*$", q, re.I)
        if step:
            return step["ask"]
        return q
    ask = _ASK_VERB.sub("", m["ask"].strip())
    if not _restated(m["t"], ask, names, as_of):
        return q
    return ask[:1].upper() + ask[1:]


def plain_chatter(question: str, as_of: date, names: list[str]) -> str:
    """``question`` without the agent's chatter (as sent when nothing is found)."""
    q = question.strip()
    q = rx.sub(r"[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?", " ", q)  # emoji
    q = rx.sub(r"[ \t]{2,}", " ", q)
    q = _sign_off(q, names, as_of)
    # "last-30-day volume": the last 30 days
    q = rx.sub(r"\b(last|past|trailing|previous|prior)-(\d{1,3})-(day|week|month)s?\b",
               r"\1 \2 \3s", q, flags=re.I)
    for _ in range(2):
        before = q
        q = _greeting(q, names, as_of)
        q = _RETRY.sub("", q, count=1)
        q = _RELAY.sub("", q, count=1)
        q = _CALLING.sub("", q, count=1)
        q = _BODY_LABEL.sub("", q, count=1)
        q = _BUDGET_SENTENCE.sub(" ", q, count=1).strip()
        q = _BUDGET.sub("", q)
        if q == before:
            break
    q = _ASSISTED.sub(r"\1", q)
    q = _tool(q)
    q = _thoughts(q, names, as_of)
    q = _format(q)
    # "Relaying: 'What was ...?'": the question quoted whole
    quoted = rx.fullmatch(r"\s*[\"'\u201c\u2018](?P<q>[^\"\u201d\u2019]{8,400}?)"
                          r"[\"'\u201d\u2019]\s*[.]?\s*", q)
    if quoted and q != question.strip():
        q = quoted["q"]
    q = q.strip()
    if not q or not rx.search(r"\w", q):
        return question
    return q
