"""SQL words said in a sentence, as an agent used to writing queries says them, in the words the
readers know: "count distinct recipient" (unique recipients), "sum of amount" (total volume),
"average of amount", "where facilitator is PayAI and amount >= 0.1 USDC" (the conditions),
"group by recipient, ..., order by USDC received descending: top 3 recipients" (the top 3
recipients by USDC received), "unrounded" beside a figure (the figures are never rounded).

A grouping the question does not rank by (no "top N" of that group), or an order said without
a ranking to take it, is left as sent (and refused): nothing that changes the answer is
dropped. Pure text to text, after ``planner.codeasks``.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.codeasks import _sql_conditions

__all__ = ["plain_sql_words"]

_AGGREGATE = {r"count\s+(?:of\s+)?(?:distinct|unique)\s+(payer|recipient)s?":
              r"number of unique \1s",
              r"sum\s+of\s+(?:the\s+)?amounts?": "total volume",
              r"(?:avg|average|mean)\s+of\s+(?:the\s+)?amounts?": "average payment",
              r"median\s+of\s+(?:the\s+)?amounts?": "median payment",
              r"max(?:imum)?\s+of\s+(?:the\s+)?amounts?": "largest payment",
              r"min(?:imum)?\s+of\s+(?:the\s+)?amounts?": "smallest payment"}
_GROUPS = {"payer": "payers", "recipient": "recipients", "facilitator": "facilitators"}
_TOP = r"\btop\s+(?:\d{1,2}|one|two|three|five|ten)\s+"


def _grouped(q: str) -> str:
    """"group by recipient, ..., order by M desc: top 3 recipients": the top 3 recipients
    by M; as sent when the question ranks no such group."""
    group = rx.search(r"\bgroup\s+by\s+(payer|recipient|facilitator)s?\b\s*,?\s*", q, re.I)
    if group is None:
        return q
    plural = _GROUPS[group[1].lower()]
    top = rx.search(_TOP + plural + r"\b", q, re.I)
    if top is None:
        return q
    order = rx.search(r"\border\s+by\s+(?P<m>[a-z0-9 ]+?)\s+(?:desc|descending)\b\s*,?\s*", q,
                      re.I)
    if order is None or order.start() > top.start():
        return q
    q = q[:top.end()] + f" by {order['m']}" + q[top.end():]
    for m in sorted((group, order), key=lambda m: -m.start()):
        q = q[:m.start()] + q[m.end():]
    return q


def plain_sql_words(question: str) -> str:
    """``question`` with the SQL words above said as the readers' words (as sent when none)."""
    q = question
    for said, plain in _AGGREGATE.items():
        q = rx.sub(r"\b" + said + r"\b", plain, q, flags=re.I)
    if rx.search(r"\bwhere\s+(?:facilitator|amount|payer|recipient)\s+(?:is|=|>|<|in)\b", q, re.I):
        q = rx.sub(r"\bamount\s+is\s+(?=(?:at\s+least|at\s+most|over|under|above|below|more|less|"
                   r"greater)\b)", "amount ", q, flags=re.I)
        q = rx.sub(r"\b(payer|recipient)\s+is\s+(?=0x[0-9a-f]{40}\b)", r"\1 = ", q, flags=re.I)
        q = _sql_conditions(q)
        q = rx.sub(r"\bwhere\s+(?=amount\b|paid\s+by\b|received\s+by\b)", "", q, flags=re.I)
    q = _grouped(q)
    # "..., unrounded", "in USDC and unrounded": the figures are given as the data holds them
    q = rx.sub(r"\s*,?\s*\b(?:and\s+)?(?:unrounded|not\s+rounded|without\s+rounding|with\s+no\s+"
               r"rounding|no\s+rounding)\b(?:\s+please)?", "", q, flags=re.I)
    return " ".join(q.split()) if q != question else question
