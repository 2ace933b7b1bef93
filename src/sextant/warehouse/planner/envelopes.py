"""The envelope a software agent wraps around its question when it calls another agent's API,
said as the plain question inside it:

- an agent-to-agent greeting and label ("Hi Sextant, agent-to-agent request:", "A2A:",
  "A2A request for May 2026:" -- the period kept as the question's scope);
- a scheduled job's label ("Nightly job 14/30:", "Cron run #3 of 12 -");
- how the figure is to be written when the answer gives it so ("in USDC, unrounded", "Figure
  in USDC, unrounded.", "unrounded please"); any other unit or rounding ("in cents", "rounded
  to 2 decimals") is left as said, so it stays unread and the question is refused;
- "strictly over 1 USDC" (an "over" is already strict);
- a period said twice in other words ("last quarter (previous calendar quarter)");
- the asker's reason before its request ("I need CodeNut's typical payment to compare fee
  models. Please return the median ..."): set aside only when every word of the data in the
  reason is said again by the request (``planner.framing``'s test, with the reason's own
  words for the request's figures: "agents" for payers, "market share" for a percentage);
- a block of constraints as bullet points before the question ("Constraints:\\n- window:
  past 30 days\\n- any facilitator\\nQuestion: how many ...?"): each bullet said as the
  question's scope ("in the past 30 days"); a bullet naming the metric must be said again by
  the question; a bullet not known leaves the block as sent (refused).

- arguments of a tool call or SQL-ish words before the question ("Flattened MCP arguments:
  metric = count, period = year to date. How many ...?", "MCP call top_k with k = 1, role =
  recipient, rank by = USDC received, window = last 7 days: which recipient?", "group by
  recipient, order by number of payments, December 2025: which 3 recipients ...?"): a period
  said as the question's scope, a top_k call said as "the top k <role> by <rank>", every other
  argument (the metric, the grouping, the order) said again by the question; an argument not
  known leaves the question as sent (refused).

Pure text to text, run before the other rewrites; anything not matched is left as sent."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx

__all__ = ["plain_envelope"]

_GREET = r"(?:(?:hi|hello|hey|dear|greetings)(?:\s+(?:sextant|there|team))?\s*[,!.:;-]?\s*)"
_A2A = (r"(?:an?\s+)?(?:agent[- ]to[- ]agent|a2a|inter[- ]agent)(?:\s+(?:request|query|message|"
        r"call|task|ask|question))?")
_JOB = (r"(?:(?:nightly|daily|hourly|weekly|monthly|scheduled|cron|batch|recurring|periodic)\s+)?"
        r"(?:job|run|task|batch|cron)\s*#?\s*\d{1,4}(?:\s*(?:/|of)\s*\d{1,4})?")
#: "Hi Sextant, agent-to-agent request:", "Nightly job 3/30:", "A2A request for May 2026:"
_HEAD = re.compile(r"^\s*" + _GREET + r"?(?:(?P<a2a>" + _A2A + r")|(?P<job>" + _JOB + r"))"
                   r"(?:\s+for\s+(?P<scope>[^:;\n]{2,40}?))?\s*(?::|\s[-\u2013\u2014]|,)\s*(?=\S)",
                   re.I)
#: the figure as the answer gives it: in USDC, unrounded
_PLAIN_FORM = (r"(?:unrounded|not\s+rounded|without\s+rounding|with\s+no\s+rounding|no\s+rounding|"
               r"full\s+precision)")
_FORM = re.compile(  # never "total amount in USDC, unrounded": "amount" is the figure asked
    r"(?:\s*,\s*|\s+)(?:(?:the\s+)?(?:figure|value|number|result|answer)s?\s+)?"
    r"(?:(?:in|as)\s+usdc\s*(?:,\s*|\s+and\s+|\s+)(?:and\s+)?)?" + _PLAIN_FORM
    + r"(?:\s*,?\s*please)?(?=\s*[,.?!;)]|\s*$)", re.I)
#: a sentence saying only that: "Figure in USDC, unrounded."
_FORM_SENTENCE = re.compile(
    r"(?:(?<=[.?!])|^)\s*(?:(?:the\s+)?(?:figure|value|number|result|answer|total|amount)s?\s+)?"
    r"(?:(?:in|as)\s+usdc\s*(?:,\s*|\s+and\s+|\s+)(?:and\s+)?)?" + _PLAIN_FORM
    + r"(?:\s*,?\s*please)?\s*[.!]?\s*$", re.I)
#: "last quarter (previous calendar quarter)": the same period said again
_SAID_TWICE = re.compile(r"\b(?P<w>last|previous|prior)\s+(?P<u>week|month|quarter|year)\s*\(\s*"
                         r"(?:i\.?e\.?,?\s+)?(?:the\s+)?(?:last|previous|prior)\s+(?:full\s+)?"
                         r"calendar\s+(?P=u)\s*\)", re.I)
#: the asker's reason, then its request ("I want to size X. Please return ...")
_REASON = re.compile(r"^\s*(?P<why>(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\b[^.?!\n]*)"
                     r"[.!]\s+(?P<ask>(?:please\s+)?(?:return|give|provide|compute|report|send|"
                     r"fetch|calculate|tell)\b.*)$", re.I | re.S)
#: a purpose in the reason, after what is wanted ("... to decide on routing")
_PURPOSE = re.compile(r"\s+(?:to|so\s+(?:that\s+)?(?:i|we)\s+can)\s+(?:decide|compare|choose|pick|"
                      r"plan|price|route|judge|tune|set|inform|justify|evaluate|prioriti[sz]e|"
                      r"budget|forecast|model)\b.*$", re.I)
#: the reason's own words for what the request says ("agents" for payers)
_REASON_WORDS = [
    (r"\b(?:active(?:ly)?\s+)?(?:agents?|buyers?)\b(?:\s+(?:are|is)\s+(?:active(?:ly)?(?:\s+"
     r"(?:buying|paying|spending))?|buying|paying|spending))?",
     r"\b(?:(?:distinct|unique)\s+)?(?:payers?|buyers?|senders?)\b"),
    (r"\b(?:sellers?|merchants?)\b", r"\b(?:recipients?|payees?|receivers?)\b"),
    (r"\bmarket\s+share\b", r"\b(?:percent(?:age)?|share|%)\b"),
    (r"\btypical\s+(?:payment|settlement|transaction|ticket)(?:\s+(?:size|amount))?\b|\btypical\b",
     r"\b(?:median|average|mean|typical)\b"),
    (r"\bmicro[- ]?payments?(?:\s+segment)?\b",
     r"\b(?:or\s+less|at\s+most|under|below|less\s+than|<=?)\b"),
    (r"\bby\s+(?:transactions|payments|settlements|count)\b",
     r"\b(?:settlements|payments|transactions|count|number)\b"),
]
_ASK_VERB = re.compile(r"^(?:to\s+)?(?:know|understand|see|size|gauge|measure|assess|estimate|"
                       r"check|learn|find\s+out|track|quantify|monitor)\b\s*", re.I)

_BULLET = re.compile(r"^\s*(?:[-*\u2022+]|\d{1,2}[.)])\s+(?P<b>\S.*?)\s*$")
_BLOCK_HEAD = re.compile(r"^\s*(?:constraints|conditions|filters|parameters|params|inputs?|"
                         r"arguments|args|scope|criteria)\s*:\s*$", re.I)
_PERIOD_KEYS = (r"(?:window|period|time\s*window|time\s*frame|timeframe|date\s*range|lookback|"
                r"month|quarter|year|week|day|date)")
_ANY_FAC = re.compile(r"(?:facilitators?\s*:\s*(?:all|any)|(?:any|all)\s+facilitators?|"
                      r"(?:across\s+)?all\s+facilitators?)\s*", re.I)
_METRIC_SAID = {"count": r"\b(?:how\s+many|number|count)\b",
                "number": r"\b(?:how\s+many|number|count)\b",
                "settlements": r"\b(?:settlements?|payments?|transactions?)\b",
                "payments": r"\b(?:settlements?|payments?|transactions?)\b",
                "volume": r"\b(?:volume|how\s+much|usdc|total)\b",
                "usdc": r"\b(?:volume|how\s+much|usdc|total)\b",
                "total": r"\b(?:total|sum|how\s+much|how\s+many)\b",
                "distinct": r"\b(?:distinct|unique|different|how\s+many)\b",
                "unique": r"\b(?:distinct|unique|different|how\s+many)\b"}


def _form(q: str) -> str:
    """``q`` without a statement that the figure is wanted in USDC, unrounded."""
    q = _FORM_SENTENCE.sub("", q)
    q = _FORM.sub("", q)
    return q


def _head(q: str) -> str:
    m = _HEAD.match(q)
    if m is None:
        return q
    rest = q[m.end():]
    if m["scope"]:
        # "A2A request for May 2026: ..." -> "For May 2026: ..."
        return f"For {m['scope'].strip()}: {rest}"
    return rest[:1].upper() + rest[1:]


def _reason(q: str, names: list[str], as_of: date) -> str:
    from sextant.warehouse.planner.framing import _restated

    m = _REASON.match(q)
    if m is None:
        return q
    why = rx.sub(r"^(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\s+", "", m["why"], flags=re.I)
    why = _ASK_VERB.sub("", why)
    why = _PURPOSE.sub("", why)
    ask = m["ask"]
    for said, again in _REASON_WORDS:
        if rx.search(said, why, re.I):
            if not rx.search(again, ask, re.I):
                return q
            why = rx.sub(said, " ", why, flags=re.I)
    if not _restated(why, ask, names, as_of):
        return q
    return ask


def _said_again(word: str, asked: str) -> bool:
    said = _METRIC_SAID.get(word, r"\b" + re.escape(word) + r"(?:s|es)?\b")
    return bool(rx.search(said, asked, re.I))


def _bullets(q: str) -> str:
    """A "Constraints:" block of bullets and the question after it, as one question."""
    from sextant.warehouse.planner.structured import _constraint

    lines = [x for x in q.split("\n") if x.strip()]
    if len(lines) < 3 or not _BLOCK_HEAD.match(lines[0]):
        return q
    bullets = []
    i = 1
    while i < len(lines) and (said := _BULLET.match(lines[i])):
        bullets.append(said["b"].rstrip(".;"))
        i += 1
    asked = " ".join(x.strip() for x in lines[i:])
    asked = rx.sub(r"^(?:question|query|request|ask)\s*:\s*", "", asked, flags=re.I)
    if not bullets or not asked:
        return q
    scope: list[str] = []
    for b in bullets:
        kv = rx.fullmatch(r"([a-z][a-z ]{0,20}?)\s*[:=]\s*(.+)", b, re.I)
        if _ANY_FAC.fullmatch(b):
            continue
        if kv is None:
            low = b.lower()
            if rx.fullmatch(r"all[\s_-]*time|ever|whole\s+history|(?:past|last|previous|"
                            r"trailing)\s+\d+\s+(?:days?|weeks?|months?)", low):
                scope.append(_constraint(b))
            elif rx.match(r"amounts?\s+", low):
                scope.append("with " + b)
            else:
                return q
            continue
        key, value = kv[1].strip().lower(), kv[2].strip()
        if rx.fullmatch(_PERIOD_KEYS, key):
            scope.append(_constraint(value))
        elif key in ("metric", "measure", "figure"):
            words = [w for w in rx.findall(r"[a-z]+", value.lower()) if w not in (
                "of", "the", "a", "an", "x402")]
            if not words or not all(_said_again(w, asked) for w in words):
                return q  # a metric the question does not say again: which is asked?
        elif key in ("facilitator", "facilitators") and rx.fullmatch(r"[a-z][a-z0-9 _-]*", value,
                                                                      re.I):
            scope.append(f"through the {value} facilitator")
        else:
            return q
    if rx.search(r"\b(?:in|for|over|during|within)\s+(?:that|this|the\s+same)\s+(?:month|quarter|"
                 r"week|day|year)\b", asked, re.I):
        return q  # "in that month": the argument bullets' reading, which checks the unit
    period = " ".join(s for s in scope)
    back = rx.search(r"\b(?:in|for|over|during|within)\s+(?:that|this|the)\s+(?:window|period|"
                     r"range|time\s*frame)\b", asked, re.I)
    if back is not None and scope:
        return asked[:back.start()] + period + asked[back.end():]
    asked = rx.sub(r"\s+match(?:es|ing)?(?=\s*[?.]?\s*$)", "", asked, flags=re.I)
    asked = rx.sub(r"\bmatching\s+", "", asked, flags=re.I)
    if not scope:
        return asked
    return rx.sub(r"\s*([?.!]?)\s*$", f" {period}\\1", asked, count=1)


_ARGS = re.compile(
    r"^\s*(?:(?P<mcp>(?:flattened\s+)?mcp\s+(?:arguments|args)(?:\s+flattened)?\s*:\s*|mcp\s+call\s+"
    r"(?:(?P<tool>[a-z_]+)\s+)?(?:with\s+)?)|(?=(?:group|order)\s+by\b))(?P<items>[^:?\n]+?)\s*"
    r"(?::|\.|\s-)\s+(?P<ask>\S[^\n]*)$", re.I)
_RANKING = r"\b(?:top|most|biggest|largest|highest|which\s+\d+|who\s+were\s+the\s+\d+)\b"


def _words_said(value: str, asked: str) -> bool:
    words = [w for w in rx.findall(r"[a-z]+", value.lower()) if w not in (
        "of", "the", "a", "an", "x402", "by", "per")]
    return bool(words) and all(_said_again(w, asked) for w in words)


def _args(q: str, as_of: date) -> str:
    """Tool-call arguments or SQL-ish words before the question, as the question's scope."""
    from sextant.warehouse.planner.structured import _constraint
    from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

    m = _ARGS.match(q)
    if m is None:
        return q
    ask = m["ask"].strip()
    low_ask = ask.lower()
    tool = (m["tool"] or "").lower()
    if tool and tool not in ("top_k", "topk", "top"):
        return q
    scope: list[str] = []
    k = role = rank = None
    for item in (x.strip() for x in m["items"].split(",")):
        if not item:
            continue
        kv = rx.fullmatch(r"([a-z][a-z _]{0,15}?)\s*=\s*(.+)", item, re.I)
        key, value = (kv[1].strip().lower(), kv[2].strip()) if kv else ("", item)
        low = value.lower()
        if key in ("table", "source", "dataset") and low in ("settlements", "payments", "x402"):
            continue
        if key == "k" and rx.fullmatch(r"\d{1,2}", low):
            k = low
            continue
        if key == "role" and low in ("payer", "recipient"):
            role = low
            continue
        if key in ("rank by", "rank_by", "order by", "order_by", "sort by"):
            rank = value
            continue
        if key in ("metric", "measure") and _words_said(value, low_ask):
            continue
        g = rx.fullmatch(r"group\s+by\s+(.+)", low)
        if not key and g and _words_said(g[1], low_ask):
            continue
        if not key and (o := rx.fullmatch(r"order\s+by\s+(.+?)(?:\s+desc(?:ending)?)?", low)) and \
                rx.search(_RANKING, low_ask) and _words_said(o[1], low_ask):
            continue
        if not key and rx.fullmatch(r"desc(?:ending)?", low) and rx.search(_RANKING, low_ask):
            continue
        if not key and rx.fullmatch(r"(?:sum|total)\s+(?:of\s+)?amounts?", low) and rx.search(
                r"\b(?:volumes?|usdc|how\s+much|totals?|sum)\b", low_ask):
            continue
        if key in ("period", "window", "range", "timeframe", ""):
            said = _constraint(value)
            try:
                found = find_periods(said.lower(), as_of)
                theirs = find_periods(low_ask, as_of)
            except (ValueError, PeriodOutOfRange):
                return q
            whole = rx.fullmatch(r"(?:over\s+)?all\s+time", said.lower())
            if not whole and (len(found) != 1 or found[0].end - found[0].start < len(value) - 2):
                return q
            if whole and rx.search(r"\ball[\s-]+time\b|\bever\b", low_ask):
                continue
            if found and theirs and {(f.period.start, f.period.end) for f in theirs} == {
                    (found[0].period.start, found[0].period.end)}:
                continue  # said again by the question
            if theirs:
                return q  # another period than the question's
            scope.append(said)
            continue
        return q
    if tool:
        if k is None or role is None or rank is None:
            return q
        return f"the top {k} {role} by {rank} {' '.join(scope)}: {ask}".replace("  ", " ")
    if k is not None or role is not None or rank is not None:
        return q
    if not scope:
        return ask
    return rx.sub(r"\s*([?.!]?)\s*$", f" {' '.join(scope)}\\1", ask, count=1)


def plain_envelope(question: str, as_of: date, names: list[str]) -> str:
    """``question`` without the agent's envelope (as sent when none is found)."""
    q = _bullets(question)
    q = _head(q)
    q = _form(q)
    q = _SAID_TWICE.sub(lambda m: f"{m['w']} {m['u']}", q)
    q = rx.sub(r"\bstrictly\s+(?=(?:over|above|more\s+than|greater\s+than|under|below|less\s+than)"
               r"\s)", "", q, flags=re.I)
    q = _args(q, as_of)
    # "the biggest single x402 payment": the size of one payment
    q = rx.sub(r"\b((?:largest|biggest|smallest|highest|lowest|max(?:imum)?|min(?:imum)?)\s+"
               r"(?:single\s+|individual\s+)?)x402\s+(?=(?:payment|settlement|transaction)\b)",
               r"\1", q, flags=re.I)
    q = _reason(q, names, as_of)
    return q if q.strip() else question
