"""A message an agent was handed, quoted whole, then a line asking for its answer: "Ticket
#4471 body: '...'. Please give the total.", "Email from finance: \"...?\" -- please answer
with the amount.", "Slack message from @dana: '...' Reply with the number." The quote is the
question: read alone when the line after it asks only for a figure the quote asks already
("the total" beside "the total USDC amount", "the number" beside "how many"), or nothing more
("Please answer."). A line naming another figure, or any other words, leaves the question as
sent (and refused). Pure text to text."""

from __future__ import annotations

import re
from collections.abc import Iterable

from sextant.warehouse.planner import rx

__all__ = ["quoted_body", "sender_unread"]

#: where the message came from: a ticket, an email, a chat message (its number, its sender)
_SOURCE = (r"(?:(?:support|help-?desk|jira|zendesk|customer)\s+)?(?:ticket|issue|case|e-?mail|mail|"
           r"message|slack\s+message|slack\s+thread|dm|chat\s+message|comment|form\s+submission|"
           r"inbound\s+request)(?:\s+#?[a-z]{0,4}-?\d{1,8})?(?:\s+(?:from|by)\s+(?:the\s+|our\s+|"
           r"a\s+)?@?(?P<who>[\w.-]+)(?:\s+team)?)?(?:\s+(?:body|text|content|says|reads|wrote|reading))?")
_QUOTE = (r"(?P<o>['\"\u201c\u2018])(?P<said>[^\"\u201c\u201d]+?)(?P=o)|\u201c(?P<curly>[^\u201c"
          r"\u201d]+)\u201d")
#: the line after the quote: answer it, giving a figure
_ANSWER = (r"(?:please\s+|pls\s+|kindly\s+)?(?:give|answer|provide|return|send|reply|respond|"
           r"fill\s+in|report)(?:\s+(?:it|this|that))?(?:\s+(?:with|in))?(?:\s+(?:the|its|their|a|one|"
           r"just\s+the|only\s+the))?(?:\s+(?P<fig>total|amount|sum|volume|number|count|figure|"
           r"value|answer))?(?:\s+please)?")
_BODY = re.compile(r"^\s*" + _SOURCE + r"\s*[:,\-\u2013\u2014]?\s*(?:" + _QUOTE + r")\s*(?:[.,;]|"
                   r"--?|[\u2013\u2014])?\s*(?P<ask>" + _ANSWER + r")\s*[.!]?\s*$", re.I | re.S)
#: how the quote asks each figure the line after it names
_ASKED = {"total": r"\b(?:total|amount|volume|sum|how\s+much)\b",
          "amount": r"\b(?:total|amount|volume|sum|how\s+much)\b",
          "sum": r"\b(?:total|amount|volume|sum|how\s+much)\b",
          "volume": r"\b(?:total|amount|volume|sum|how\s+much)\b",
          "number": r"\b(?:how\s+many|number|count)\b",
          "count": r"\b(?:how\s+many|number|count)\b"}


def quoted_body(question: str, names: Iterable[str] = ()) -> tuple[str, list[str]]:
    """The quoted message alone, and a note; else ``question`` as sent and no note; ``names``:
    the facilitators' names (lowercase)."""
    m = _BODY.match(question)
    if m is None:
        return question, []
    who = (m["who"] or "").lower()
    if who.startswith("0x") or who in set(names):
        return question, []  # "Email from Coinbase": who asks, or the scope?
    said = (m["said"] or m["curly"] or "").strip()
    fig = (m["fig"] or "").lower()
    if not rx.search(r"[a-z]{3}", said, re.I) or not rx.search(r"\w", m["ask"]):
        return question, []
    if fig in _ASKED and not rx.search(_ASKED[fig], said, re.I):
        return question, []  # "please give the count" beside a total asked: which?
    return said, [f"set aside who sent the quoted message and '{m['ask'].strip()}' (the "
                  "message is the question)"]


#: a message's head naming who sent it: "Email from Coinbase:", "Note from the PayAI team -"
_SENDER = re.compile(r"^\s*(?:an?\s+|the\s+|this\s+)?(?:forwarded\s+)?" + _SOURCE.replace(
    "(?P<who>", "(?P<sender>") + r"(?P<role>(?:\s+[a-z-]+){0,3}?)\s*[:\-\u2013\u2014]", re.I)


def sender_unread(question: str, names: Iterable[str]) -> list[str]:
    """A facilitator named only as the sender of the message ("Email from Coinbase: how many
    settlements in May?"): who wrote, or a Coinbase-only scope? Either reading answers a
    different figure, so the question is left unread (refused); none when the rest of the
    message names that facilitator again."""
    m = _SENDER.match(question)
    if m is None or not m["sender"]:
        return []
    head = (m["sender"] + m["role"]).lower()
    for name in sorted(names, key=len, reverse=True):
        if rx.search(r"\b" + re.escape(name) + r"\b", head, re.I) or head.startswith(
                name.split()[0]):
            if rx.search(r"\b" + re.escape(name.split()[0]) + r"\b", question[m.end():], re.I):
                return []
            return [f"'{question[:m.end()].strip()}': sent by {name.title()}, or only "
                    f"{name.title()}'s settlements? (say 'via {name.title()}' for its share, or "
                    "leave the sender out)"]
    return []
