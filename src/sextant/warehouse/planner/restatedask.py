"""A request quoted from the asker's user, then restated by the agent in precise words: "The
user asked 'were there more payments in Jan or Feb?'. Precisely: the settlement count in
January 2026 and in February 2026.", "Upstream request: 'how active has x402 been?' I am
restating it as: the number of settlements in the last 90 days." The restatement is what the
agent asks, so it alone is read; a quote with no restating word after it is left as sent (for
``planner.agentlabels``). Pure text to text."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["restated_ask"]

_WHO = (r"(?:(?:the|my|our|a|an)\s+)?(?:end[- ])?(?:user|human|client|customer|caller|requester|"
        r"principal|operator|upstream(?:\s+(?:agent|caller|user))?|original|parent\s+agent)")
_SAID = (r"(?:\s+(?:asked|asks|wrote|writes|said|says|wants\s+to\s+know|request(?:ed)?|question|"
         r"request|ask|query|message)(?:\s+(?:asked|was|is|reads?))?)?")
_QUOTE = r"(?P<o>['\"\u201c\u2018])(?P<said>[^'\"\u201c\u201d\u2018\u2019]+)['\"\u201d\u2019]"
#: the words saying that what follows is the quote in precise terms
_RESTATING = (r"(?:precisely|more\s+precisely|concretely|specifically|formally|exactly|"
              r"to\s+be\s+(?:precise|exact|specific)|in\s+(?:precise|exact|concrete|other|"
              r"plain)\s+(?:terms|words)|restated|rephrased|reformulated|operationali[sz]ed|"
              r"(?:i\s+am|i'm|i\s+have|i've|we\s+are|we're)\s+(?:restating|rephrasing|"
              r"reformulating|interpreting|reading|operationali[sz]ing|translating)\s+(?:it|this|"
              r"that)\s+as|(?:i|we)\s+(?:restate|rephrase|read|interpret|translate|take)(?:\s+(?:it|this|"
              r"that))?\s+(?:as|to\s+mean)|which\s+(?:i|we)\s+(?:read|take|interpret)\s+as|"
              r"my\s+(?:reading|interpretation)(?:\s+of\s+(?:it|this|that))?(?:\s+is)?)")
_ASK = re.compile(r"^\s*" + _WHO + _SAID + r"\s*[:,\-\u2013\u2014]?\s*" + _QUOTE
                  + r"\s*(?:[.,;]|--?|[\u2013\u2014])?\s*" + _RESTATING
                  + r"\s*[:,\-\u2013\u2014]\s*(?P<q>\S.*)$",
                  re.I | re.S)


def restated_ask(question: str) -> tuple[str, list[str]]:
    """The agent's restatement of its user's quoted request, and a note; else ``question``
    as sent and no note."""
    m = _ASK.match(question)
    if m is None:
        return question, []
    # "... Please answer that.": the restatement is what it asks answered
    q = rx.sub(r"(?<=[.?!])\s+(?:please\s+)?answer\s+(?:that|this|it)(?:\s+one)?(?:\s+please)?"
               r"\s*[.!]?\s*$", "", m["q"].strip(), flags=re.I)
    if not rx.search(r"[a-z]{3}", q, re.I):
        return question, []
    return q, [f"set aside the user's words '{m['said'].strip()}' (the agent restates them as "
               "the question read)"]
