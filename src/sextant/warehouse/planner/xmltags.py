"""XML-like tags an agent wraps its request in, read as the plain text or labelled lines the
other readers take:

- a wrapper around the whole request ("<task>Count settlements ... in April 2026.</task>",
  "<question>...</question>", "<user_query>...</user_query>"): its text;
- a field ("<metric>unique payers</metric>", "<period>March 2026</period>"): a labelled line
  ("metric: unique payers"), so a field the readers do not know is still refused.

A tag with an attribute other than an id or a type, or a tag left open, leaves the question as
sent (refused when no reader takes it). Pure text to text."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["plain_tags"]

_WRAPPERS = frozenset({"task", "question", "query", "request", "input", "ask", "prompt",
                       "user", "user_query", "user_question", "user_request", "message",
                       "instruction", "tool_input", "params", "parameters", "arguments"})
# innermost first: a tag whose text holds no other tag
_TAG = re.compile(r"<(?P<tag>[a-z][\w-]{0,30})(?P<attrs>(?:\s+(?:id|type)\s*=\s*"
                  r"(?:\"[^\"<>]*\"|'[^'<>]*'))*)\s*>(?P<text>[^<>]*)</(?P=tag)\s*>", re.I)


def _field(m: re.Match[str]) -> str:
    tag = m["tag"].lower().replace("-", "_")
    if tag in _WRAPPERS:  # its lines kept: the fields inside were read into lines already
        return "\n" + "\n".join(" ".join(x.split()) for x in m["text"].splitlines()) + "\n"
    text = " ".join(m["text"].split())
    return "\n" + tag.replace("_", " ") + ": " + text + "\n"


def plain_tags(question: str) -> str:
    """``question`` with its tags read as plain text (as sent when any tag is left over)."""
    if "<" not in question:
        return question
    q = question
    for _ in range(4):  # nested tags, innermost first; bounded depth
        nxt = _TAG.sub(_field, q)
        if nxt == q:
            break
        q = nxt
    if rx.search(r"</?[a-z][\w-]*[^<>]*>", q, re.I):
        return question
    lines = [x.strip() for x in q.splitlines() if x.strip()]
    return "\n".join(lines)
