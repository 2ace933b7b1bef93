"""A chat transcript's roles and a framework's labels around the request, said as the request:

- "System: you answer questions about x402 settlements on Base. User: <request>": the system
  turn set aside when every address, facilitator, period, bound and filter it names is named
  again by the user's turn (``planner.priorturns``);
- instructions on manner alone ("Be concise.", "Do not make anything up.", "Think step by
  step."); a framework's name before its label ("CrewAI Task: ..."), and the agent's name
  after ("Agent: Data Researcher", when it names no scope);
- a period in brackets heading a list ("Figures wanted (April 2026): 1) ... 2) ..."): "for".

Anything else is left as sent."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx

__all__ = ["plain_roles"]

_TURNS = re.compile(r"^\s*\[?(?:system|sys|system\s+prompt)\]?\s*:\s*(?P<sys>\S.*?)\s*"
                    r"(?:\n|(?<=[.!])\s)\s*\[?(?:user|human|user\s+message)\]?\s*:\s*"
                    r"(?P<ask>\S.*)$", re.I | re.S)
_MANNER = re.compile(
    r"(?:^|(?<=[.!?]))\s*(?:please\s+)?(?:be\s+(?:concise|brief|precise|accurate|exact|terse|"
    r"factual)|(?:do\s+not|don't|never)\s+(?:make\s+(?:anything|things|stuff|numbers)\s+up|"
    r"hallucinate|guess|speculate|invent\s+(?:anything|numbers|data|figures))|no\s+"
    r"hallucinations?|think\s+step\s+by\s+step|answer\s+(?:accurately|truthfully|precisely|"
    r"factually))\s*[.!]", re.I)
_FRAMEWORK = re.compile(r"^\s*(?:crewai|crew\s+ai|langgraph|langchain|autogen|llamaindex)\s+(?=(?:"
                        r"task|request|query|question)\s*:)", re.I)
_AGENT_NAME = re.compile(r"(?<=[.!?])\s*(?:assigned\s+)?agent\s*:\s*(?P<who>[\w .'-]{1,40}?)"
                         r"\s*[.]?\s*$", re.I)
_BRACKET_HEAD = re.compile(r"^(?P<head>[a-z][a-z ]{2,40}?)\s*\((?P<p>[^()]{3,40})\)\s*:", re.I)


def plain_roles(question: str, names: list[str], as_of: date) -> str:
    """``question`` without its transcript roles, manner instructions and framework labels."""
    from sextant.warehouse.planner.chatter import _no_data
    from sextant.warehouse.planner.priorturns import scope_restated
    from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

    q = question
    m = _TURNS.match(q)
    if m and not rx.search(r"\?", m["sys"]) and scope_restated(m["sys"], m["ask"], names, as_of):
        q = m["ask"]
    rest = _MANNER.sub(" ", q).strip()
    if rest and rx.search(r"\w", rest):
        q = rest
    q = _FRAMEWORK.sub("", q)
    who = _AGENT_NAME.search(q)
    if who and q[:who.start()].strip() and _no_data(who["who"], names, as_of):
        q = q[:who.start()].rstrip()
    head = _BRACKET_HEAD.match(q)
    if head and not rx.search(r"\b(?:or|and|vs|versus|to|through|until|till|compared)\b|[,/&-]",
                              head["p"], re.I):
        try:
            found = find_periods(head["p"].lower(), as_of)
        except (ValueError, PeriodOutOfRange):
            found = []
        if len(found) == 1 and found[0].start == 0 and found[0].end == len(head["p"].strip()):
            q = f"{head['head']} for {head['p'].strip()}:" + q[head.end():]
    return q
