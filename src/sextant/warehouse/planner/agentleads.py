"""What an agent says of itself and of its run before (and after) its question, said as the
plain question:

- a lead-in about the asker, its run or its user ("I'm an autonomous trading agent sizing
  liquidity before I route payments.", "Orchestrator subtask 3/6 -", "Your last response
  errored (HTTP 500). Retrying the same request:", "Running as a cron job for the Heurist
  dashboard.", "You are being called by a LangGraph node named fetch_metrics. Query:",
  "Reminder to self: cache the result for 24h.", "Agent memory says ...", "The analytics
  agent (me) was asked by the CFO:"): set aside when it speaks of the asker or its run (a word
  such as "I", "agent", "job", "call", "user", "orchestrator") and every word of the data it
  holds, once the words of the run are taken out (a call's status code, a step's number, an
  identifier, a schedule's hour, a job's cadence beside a question with a period of its own,
  "x402"), is said again by the question (``planner.framing``'s test). A lead that asks
  ("how", "what", ...) or narrows ("only", "exclude", "must", ...) is kept, so its words are
  read or refused;
- a closing sentence saying only how the answer is to be written ("Expected output: a single
  integer.", "Report the figure only.", "Don't round.", "(Step 1 was done already.)"): an
  integer only beside a count (of an average it would be rounded).

Pure text to text; anything not matched is left as sent."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.background import constrains
from sextant.warehouse.planner.chatter import _COUNT_ONLY, _IDENT, _NOT_COUNT
from sextant.warehouse.planner.framing import _THEIR, _THEY, _one, _restated
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

__all__ = ["plain_agent_lead"]

#: where a lead-in ends: a sentence's end, a colon, a semicolon, a dash between spaces, a line
_END = re.compile(r"(?<=[.!;:)\]])\s+(?=\S)|\s+[-\u2013\u2014]{1,2}\s+(?=\S)|\s*\n+\s*(?=\S)")
#: a lead-in speaks of the asker, its run or its user (never only of the data)
_META = (r"\b(?:i|i'm|im|i've|i'd|me|my|we|we're|our|us|you|your|agent|bot|assistant|copilot|crew|"
         r"orchestrator|pipeline|workflow|job|cron|scheduled|schedule|task|subtask|step|plan|run|"
         r"running|retry|retrying|call|called|request|response|error|errored|attempt|tool|node|"
         r"user|human|principal|operator|cfo|system|memory|reminder|note|output|format|json|csv|"
         r"regex|parsed|cache|langchain|langgraph|crewai|autogen|mcp|a2a|llm|gpt|claude|"
         r"session|backfill|delegat\w*|sextant|(?:re-?)?sending|trying|intent|purpose|goal)\b")
#: a lead-in that asks a figure (it is the question, or part of it)
_ASKING = r"\b(?:how|what|what's|which|who|whom|whose|when|where|many|much)\b|\?"
#: parts of a day or of the calendar a lead-in may scope by (never set aside)
_HOURS = (r"\b(?:overnight|night(?!ly)\w*|tonight|morning\w*|evening\w*|afternoon\w*|midday|noon|"
          r"midnight|intraday|business\s+hours|office\s+hours|off-?hours|peak|weekend\w*|"
          r"weekday\w*|holiday\w*|utc\s*[+-]|pst|est|cet|local\s+time|time\s*zone)\b")
#: a label that heads what follows it, never a lead-in alone
_LABEL = r"\[?[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*:"
#: a label of the question itself (its value is the question): a lead-in may end in it
_ASK_LABEL = (r"\[?(?:the\s+)?(?:question|query|request|q|ask|task|prompt|input\s+question|user|"
              r"human)\s*:")
#: a lead-in asking for a figure in the imperative (once the words of the answer's form are out)
_DEMANDS = (r"(?:^|[:;,.]\s*|\b(?:please|kindly|to|and|then|now|must|should|will|can|could|"
            r"would)\s+)(?:get|give|compute|calculate|determine|find|fetch|retrieve|return|report|provide|"
            r"list|show|tell|count|sum|pull|rank|measure|tally|total|aggregate)\b")
#: the rest must ask something of its own
_ASKS = (r"\?|\b(?:how|what|which|who|when|number|count|total|volume|sum|average|avg|mean|median|"
         r"share|percent\w*|top|largest|smallest|biggest|unique|distinct)\b")
#: words of the run, never of the data: said by a lead-in, taken out before its test
_RUN = [
    # a call's fate: "your last response errored (HTTP 500)", "a failed call (timeout)"
    r"\b(?:previous|last|prior|earlier|first|initial|next|this|the\s+same|my|your)\s+(?:call|"
    r"attempt|request|response|reply|try|query|run|answer|result|turn|message|invocation|"
    r"session|output)s?\b",
    r"\bfailed\s+(?:call|attempt|request|query|run)\b",
    r"\b(?:was|got|were)\s+(?:cut\s+off|truncated|dropped|lost)\b",
    r"\btrying\s+again(?:\s+with\s+(?:explicit|exact|absolute)\s+dates)?\b",
    # the error message a failed call returned, when it names no scope: "'period not understood'"
    r"\b(?:error|errored|failed|message|returned|said|says)\b[^\"'\u201c\u2018]{0,25}[\"'\u201c\u2018]"
    r"[a-z ]{3,40}[\"'\u201d\u2019]",
    # who sent the message (its value is still read): "Sender: pricing-agent."
    r"\b(?:sender|from|caller|source|origin|requester)\s*:",
    # the protocol it pays over, and how it reads days
    r"\b(?:over|via|through|on|using)\s+x402\b",
    r"\b(?:use|using)\s+utc(?:\s+(?:calendar\s+)?(?:days|dates|time|timestamps))?\b",
    r"\b(?:call|attempt|request|query|run|response)\s+(?:failed|errored|timed\s+out|was\s+cut\s+"
    r"off)\b",
    r"\b(?:http|status)\s*[1-5]\d\d\b|\(\s*[1-5]\d\d\s*\)|\b(?:after|with|got|returned)\s+(?:an?\s+)?"
    r"[1-5]\d\d\b(?:\s+error)?",
    # a step, a run, a job's number: "subtask 3/6", "run 3", "retry #2", "id 7f3c"
    r"\b(?:step|subtask|sub-task|task|run|attempt|retry|job|part|stage|batch|shard|node|worker|"
    r"call|id|item)\s*#?\s*[0-9a-f]{1,8}(?:\s*(?:/|of)\s*\d{1,3})?\b",
    r"#\d+\b",
    # a schedule's hour, a cache's lifetime: "runs 06:00 UTC", "cache the result for 24h"
    r"\b(?:runs?|running|scheduled|fires?|triggered)\s+(?:at\s+|every\s+|each\s+)?\d{1,2}:\d{2}"
    r"(?:\s*utc)?\b",
    r"\b(?:cache|ttl|expire)\w*\b[^.:;]{0,25}?\b\d{1,3}\s*(?:h|hrs?|hours?|mins?|minutes?|s|"
    r"seconds?)\b",
    # what the agent does before it pays: "before I route payments"
    r"\b(?:before|after)\s+(?:i|we)\s+(?:route|pay|call|commit|trade|execute|proceed|buy|decide|"
    r"send|quote|price|settle)\b",
    # its budget: "with a $5 budget"
    r"\b(?:an?|my|our)\s+\$\d+(?:\.\d+)?\s+(?:usdc\s+)?budget\b",
    # how the answer is to be written: "one number", "respond only with JSON", "no prose"
    r"\b(?:respond|reply|answer)\s+(?:only\s+)?(?:with|in)\s+(?:json|csv|a\s+number|plain\s+"
    r"text)\b(?:\s+only)?",
    r"\b(?:give|return|report|output|send)\s+(?:me\s+)?(?:just|only)\s+(?:the|a|one)\s+"
    r"(?:number|figure|value)\b",
    r"\b(?:(?:i\s+)?only\s+need\s+)?(?:one|a\s+single|single|just\s+one|just\s+the|only\s+the)\s+"
    r"(?:number|figure|value)\b",
    r"\bno\s+(?:prose|commentary|explanation|extra\s+text|human|person|one)\b",
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s?\s+(?=(?:run|job|digest|report|check)\b)",
]
#: a job's cadence: said of the run when the question says its own period
_CADENCE = (r"\b(?:daily|nightly|hourly|weekly|monthly|quarterly)(?=[\s_-]+(?:scheduled\s+)?"
            r"(?:job|report|run|digest|check|cron|task|batch|sync|roll-?up|pipeline|close|"
            r"summary|snapshot|refresh|update|cycle|pass|sweep|payer)s?\b)")
#: a closing sentence saying only how the answer is to be written
_FORM_WORD = (r"(?:expected|output|format|answer|response|result|report|return|give|respond|reply|"
              r"send|provide|please|pls|thanks|the|a|an|one|single|just|only|plain|raw|bare|"
              r"exact|unrounded|figure|number|value|numeric|as|it|in|with|usdc|no|prose|"
              r"commentary|text|don't|do|not|round|rounding|step|\d|was|were|is|done|already|"
              r"handled|complete[d]?|and|,|:|\.|!|\(|\))")
_INTEGER = r"\b(?:integer|int|whole\s+number)\b"


def _run_taken_out(lead: str, rest: str, as_of: date) -> str:
    said = lead.lower()
    for pattern in _RUN:
        said = rx.sub(pattern, " ", said)
    said = rx.sub(_IDENT, lambda m: m[0] if rx.fullmatch(r"(?:q[1-4]|h[12]|fy\d+|w\d{1,2})\W*",
                                                        m[0]) else " ", said)
    said = rx.sub(r"\bx402\b(?![\s-]*(?:jobs|rs)\b)", " ", said)
    try:
        # "last calendar week": the unit is all the cadence is checked against
        own = find_periods(rx.sub(r"\b(last|previous|prior|past|this)\s+calendar\s+(week|month|"
                                  r"quarter|year)\b", r"\1 \2", rest.lower()), as_of)
    except (ValueError, PeriodOutOfRange):
        own = []
    for m in list(rx.finditer(_CADENCE, said)):
        # a job's cadence, when every period the question says is one such unit ("a monthly
        # report" beside "in April 2026", never beside "in Q1 2026")
        unit = {"daily": "day", "nightly": "day", "weekly": "week", "monthly": "month",
                "quarterly": "quarter"}.get(m[0])
        spans = [(f.period.start, f.period.end) for f in own]
        if unit and spans and all(
                (a is not None and b is not None and (b - a).days == 1) if unit == "day"
                else _one(unit, a, b, rolling=True) for a, b in spans):
            said = said.replace(m[0], " ", 1)
    return said


def _lead_aside(lead: str, rest: str, names: list[str], as_of: date) -> bool:
    low = lead.lower()
    if "_cadence" in low:
        return False  # a cadence ``planner.agentlabels`` leaves unread on purpose
    if rx.match(r"[\"'\u201c\u2018]", rest) and rx.search(
            r"\b(?:wrote|said|says|typed|posted|sent|asked|asks|wants|wanted|needs)\b", low):
        return False  # a request quoted after who wrote it: ``planner.framing`` reads it
    if rx.search(_THEY + "|" + _THEIR, rest.lower()) or rx.search(
            r"\b(?:hunch|hypothes\w+|theory|conjecture|suspect\w*|believe\w*|think\w*|"
            r"assum\w+|guess\w*)\b", low):
        return False  # whose payments, or a claim the question tests: ``planner.framing``'s
    last = rx.split(r"(?<=[.!;)\]])\s+", low)[-1]
    if (rx.fullmatch(_LABEL, last) and not rx.fullmatch(_ASK_LABEL, last)) or any(
            low.count(a) != low.count(b) for a, b in ("[]", "()", "{}")) or low.count('"') % 2:
        return False  # a label without its value ("Job:", "... Input:"), or a bracket left open
    if rx.search(_HOURS, low):
        return False  # "Overnight monitoring bot:": a part of the day, which days never say
    if not rx.search(_META, low) or rx.search(_ASKING, low) or not rx.search(_ASKS, rest.lower()):
        return False
    said = _run_taken_out(lead, rest, as_of)
    if rx.search(r"\b(?:hourly|daily|nightly|weekly|monthly|quarterly|yearly|annual)\b", said):
        return False  # a cadence not said of a job beside one such period: a breakdown?
    if rx.search(_DEMANDS, said):
        return False  # "get the number of unique recipients": the question itself
    if constrains(said) or rx.search(r"[\"'\u201c\u2018][^\"'\u201d\u2019]*\?", low):
        return False
    return _restated(said, rest, names, as_of)


def _closing_aside(closing: str, asked: str) -> bool:
    low = closing.lower().strip()
    if rx.search(r"\b(?:figure|number|value|integer|int)\b", low) and rx.search(
            r"\band\b|,|&|\+|\bthen\b|\bvs\.?|\bversus\b|\bboth\b|\beach\b|\bper\b|\btop\b",
            asked.lower()):
        return False  # "the single figure" beside two figures asked (or one per row): which?
    if rx.search(_INTEGER, low):
        if not (_COUNT_ONLY.search(asked) and not _NOT_COUNT.search(asked)):
            return False  # an average as an integer would be rounded
        low = rx.sub(_INTEGER, " ", low)
    if rx.search(r"\bround(?:ed|ing)?\s+to\b|\bdecimals?\b|\bcents?\b|\bpercent|%", low):
        return False
    if "?" in asked and rx.search(r"\bhow\s+much\b|\b(?:total|volume|sum)\b", asked.lower()):
        low = rx.sub(r"\b(?:the\s+)?(?:usdc\s+)?(?:total|sum)\b", " ", low)  # "the USDC total"
    return bool(rx.fullmatch(r"(?:" + _FORM_WORD + r"|\s)+", low)) and bool(
        rx.search(r"\b(?:expected|output|format|report|return|give|respond|reply|provide|round|answer|"
                  r"step|figure|number|value)\b", low))


def plain_agent_lead(question: str, as_of: date, names: list[str]) -> tuple[str, list[str]]:
    """``question`` without the asker's lead-ins and closing format notes above, and a note
    of what was set aside."""
    text, notes = question.strip(), []
    for _ in range(4):
        ends = [m.end() for m in _END.finditer(text)][:4]
        # the longest lead-in that passes ("Sender: pricing-agent. Intent: benchmark.")
        end = next((e for e in reversed(ends)
                    if _lead_aside(text[:e].strip(), text[e:].strip(), names, as_of)), None)
        if end is None:
            break
        lead, rest = text[:end].strip(), text[end:].strip()
        notes.append(f"set aside '{lead}' (who asks and how it runs, not about the data)")
        text = rest[:1].upper() + rest[1:]
    # closing sentences: "Expected output: a single integer.", "Report the figure only."
    while True:
        cut = list(rx.finditer(r"(?<=[.?!)])[\"'\u201d\u2019]?\s+(?=\S)|\s+[-\u2013\u2014]\s+"
                               r"(?=\S)", text))
        if not cut:
            break
        asked, closing = text[:cut[-1].start()] + cut[-1][0].strip(), text[cut[-1].end():]
        asked = asked.rstrip("-\u2013\u2014 ")
        if not rx.search(_ASKS, asked.lower()) or not _closing_aside(closing, asked):
            break
        notes.append(f"set aside '{closing.strip()}' (how the answer is written)")
        text = asked.strip()
    return text, notes
